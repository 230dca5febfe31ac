"""Check kinds: each a grader registered with the dimension it feeds (and, for plugin
kinds, a typed spec built from the check's ``params``).

    @check_kind("max_words", spec=MaxWords)
    def grade_max_words(answer: Answer, check: Check, spec: MaxWords) -> CheckResult: ...

Built-in kinds register themselves in their modules; plugins register through the
``skilleval`` entry-point group (see :mod:`skilleval.plugins`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, TypeVar

from skilleval.errors import InputError
from skilleval.grading.model import Check, CheckResult
from skilleval.language.text import Answer
from skilleval.plugins import failure_note, load_plugins

Grader = Callable[[Answer, Check], CheckResult]
F = TypeVar("F", bound=Callable[..., CheckResult])


class Feeds(StrEnum):
    """The scorecard dimension a check kind's results count towards."""

    CORRECTNESS = "correctness"
    EFFECTIVENESS = "effectiveness"


@dataclass(frozen=True)
class CheckKind:
    name: str
    grade: Grader
    feeds: Feeds = Feeds.CORRECTNESS
    spec: type[Any] | None = None
    """Typed parameters (a dataclass or any class taking keywords) built from ``params``."""
    builtin: bool = False


_KINDS: dict[str, CheckKind] = {}


def check_kind(
    name: str,
    *,
    feeds: Feeds | str = Feeds.CORRECTNESS,
    spec: type[Any] | None = None,
    builtin: bool = False,
) -> Callable[[F], F]:
    """Register a grader for checks of kind ``name``.

    Without ``spec`` the grader takes ``(answer, check)``; with one it takes
    ``(answer, check, spec)``, the spec built from the check's ``params`` (a bad ``params``
    is the skill author's input error, reported when the check is loaded)."""
    if not name or not name.replace("_", "").isalnum():
        raise ValueError(f"check kind {name!r}: use letters, digits and underscores")
    dimension = Feeds(feeds)

    def register(fn: F) -> F:
        grader: Grader
        if spec is None:
            grader = fn
        else:

            def grader(answer: Answer, check: Check) -> CheckResult:
                return fn(answer, check, build_spec(spec, check.params, check.kind))

        _KINDS[name] = CheckKind(name, grader, dimension, spec, builtin)
        return fn

    return register


def build_spec(spec: type[Any], params: Mapping[str, Any], kind: str) -> Any:
    try:
        return spec(**params)
    except (TypeError, ValueError) as exc:
        raise InputError(f"check kind {kind!r}: bad params ({str(exc)[:300]})") from exc
    except Exception as exc:  # params come from an untrusted skill; the spec is plugin code
        why = f"{type(exc).__name__}: {exc}"[:300]
        raise InputError(f"check kind {kind!r}: bad params ({why})") from exc


def get_kind(name: str) -> CheckKind:
    """The registered kind ``name``; an InputError with a suggestion when there is none."""
    found = _KINDS.get(name)
    if found is None:
        load_plugins()
        found = _KINDS.get(name)
    if found is None:
        from rapidfuzz import process

        guess = process.extractOne(name, list(_KINDS), score_cutoff=70)
        hint = f" - did you mean {guess[0]!r}?" if guess else ""
        known = ", ".join(sorted(_KINDS))
        raise InputError(f"unknown check kind {name!r}{hint} (known: {known}){failure_note()}")
    return found


def kind_names() -> tuple[str, ...]:
    """Every registered kind (plugins loaded), built-ins first, in registration order."""
    load_plugins()
    return tuple(sorted(_KINDS, key=lambda k: not _KINDS[k].builtin))


def builtin_kinds() -> tuple[str, ...]:
    """The kinds skilleval grades itself, in registration order (no plugin is loaded)."""
    return tuple(k for k, kind in _KINDS.items() if kind.builtin)


def feeds(name: str) -> Feeds:
    """The dimension kind ``name`` feeds; correctness for a kind no longer registered (an
    older results file read without its plugin)."""
    found = _KINDS.get(name)
    return found.feeds if found else Feeds.CORRECTNESS


def check_params(check: Check) -> None:
    """Raise InputError when the check's kind is unknown or its params do not fit."""
    kind = get_kind(check.kind)
    if kind.spec is not None:
        build_spec(kind.spec, check.params, check.kind)
    elif check.params:
        raise InputError(f"check kind {check.kind!r} takes no params")
