"""Pure graders: ``grade_answer(answer, checks) -> Grade``. No I/O, deterministic, fast."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

# Importing the grader modules registers the built-in check kinds.
from skilleval.grading import assertions, callout, coverage, fields, ground_truth  # noqa: F401
from skilleval.grading.model import (
    Check,
    CheckResult,
    Evidence,
    Grade,
    Kind,
    Step,
    undetermined,
    verdict,
)
from skilleval.grading.order import steps_needed, walks_through
from skilleval.grading.registry import (
    CheckKind,
    Feeds,
    Grader,
    builtin_kinds,
    check_kind,
    feeds,
    get_kind,
    kind_names,
)
from skilleval.language.text import Answer, analyse

BUILTIN_KINDS = builtin_kinds()
"""The kinds skilleval grades itself, in report order."""

__all__ = [
    "BUILTIN_KINDS",
    "Answer",
    "Check",
    "CheckKind",
    "CheckResult",
    "Evidence",
    "Feeds",
    "Grade",
    "Grader",
    "Kind",
    "Step",
    "check_kind",
    "feeds",
    "get_kind",
    "grade_answer",
    "grade_check",
    "judged",
    "kind_names",
    "undetermined",
    "unwrapped",
    "without_reasoning",
]


def grade_check(answer: str, check: Check) -> CheckResult:
    return _grade(analyse(answer), check, {})


def _grade(analysed: Answer, check: Check, walked: dict[tuple[Step, ...], bool]) -> CheckResult:
    result = _decide(analysed, check, walked)
    return result if check.index is None else replace(result, index=check.index)


def _decide(analysed: Answer, check: Check, walked: dict[tuple[Step, ...], bool]) -> CheckResult:
    """One check; a conditional one (from a procedure or verification list) is undetermined
    when the answer does not walk through that list at all: the list does not apply."""
    if check.conditional and check.steps:
        if check.steps not in walked:
            walked[check.steps] = walks_through(analysed, check.steps)
        if not walked[check.steps]:
            return undetermined(
                check,
                "the answer does not walk through this checklist "
                f"(fewer than {steps_needed(len(check.steps))} of its "
                f"{len(check.steps)} steps presented), so it does not apply",
            )
    if check.kind == "callout" and not check.required:
        # a checklist's warning for a case the prompt does not raise ("If FP8 is on, ...",
        # a setting's values case by case for a prompt that never names the setting)
        return undetermined(check, "the prompt does not raise the case this warning is for")
    kind = get_kind(check.kind)
    if kind.builtin:
        return kind.grade(analysed, check)
    try:
        return kind.grade(analysed, check)
    except Exception as exc:  # a plugin's bug costs its own check, never the run
        return undetermined(
            check, f"the {check.kind!r} grader failed ({type(exc).__name__}: {exc})"
        )


MAX_GRADED_CHARS = 1_000_000
"""How much of an answer is read (a model may send up to the response cap, 16 MiB): the
time to grade stays bounded whatever an endpoint returns."""

_FORBIDDING = frozenset({"not_contains", "not_contains_pattern", "must_not"})


def grade_answer(answer: str, checks: Sequence[Check]) -> Grade:
    """Grade one answer against its checks. ``passed``: every required graded check passed.

    Of a longer answer the first :data:`MAX_GRADED_CHARS` characters are read: what they
    show stands (a requirement met, a prohibition broken); what only the rest could show is
    undetermined, with the reason."""
    read = unwrapped(without_reasoning(answer[:MAX_GRADED_CHARS]))
    if _ODD_SPACE.search(read):
        # Windows line ends ("\r\n"), bare "\r" and no-break or thin spaces: a space each,
        # so lines, fences, lists and words read as written and evidence offsets stay true
        # to the stored answer
        read = read.translate(_PLAIN_SPACES)
    if not _WORD.search(read):
        # an empty answer (or one that is all reasoning, never closed) keeps every rule only
        # by saying nothing: it passes no check
        empty = "the answer is empty: nothing to grade after any reasoning block"
        return Grade.of(
            tuple(replace(verdict(check, False, 0.0, empty), index=check.index) for check in checks)
        )
    analysed = analyse(read)
    walked: dict[tuple[Step, ...], bool] = {}
    results = tuple(_grade(analysed, check, walked) for check in checks)
    if len(read) < len(answer):
        why = (
            f"the answer is {len(answer):,} characters; only the first {len(read):,} were "
            "read, and they do not settle this check"
        )
        results = tuple(
            r
            if r.skipped or r.passed != _forbids(check)
            else replace(undetermined(r, why), index=r.index)
            for r, check in zip(results, checks, strict=True)
        )
    results = _kept_by_absence(results, checks)
    if analysed.is_term_list:
        results = _words_alone(results, checks)
    return Grade.of(results)


_KEPT_BY_ABSENCE = (
    "the rule is kept, but every check of what the case asks for is undetermined: keeping a "
    "rule by not doing something shows nothing of the answer yet"
)


def _kept_by_absence(
    results: tuple[CheckResult, ...], checks: Sequence[Check]
) -> tuple[CheckResult, ...]:
    """Where the only decided checks are prohibitions kept and every check of what the case
    asks for is undetermined, those too are undetermined: an answer passes on what it shows,
    not on what it leaves out."""
    if not any(r.skipped for r in results):
        return results
    decided = [(r, c) for r, c in zip(results, checks, strict=True) if not r.skipped]
    if not decided:
        return results
    if not all(r.passed and _forbids(c) for r, c in decided):
        return results
    return _all_undetermined(results, _KEPT_BY_ABSENCE)


def _all_undetermined(results: tuple[CheckResult, ...], why: str) -> tuple[CheckResult, ...]:
    """``results`` with every decided one undetermined, for ``why``."""
    return tuple(r if r.skipped else replace(undetermined(r, why), index=r.index) for r in results)


_WORDS_ALONE = (
    "a list of terms matches the pattern, and every check of what the case asks beyond its "
    "words is undetermined: the words alone show nothing of the answer"
)


def _words_alone(
    results: tuple[CheckResult, ...], checks: Sequence[Check]
) -> tuple[CheckResult, ...]:
    """For an answer that is a list of terms: where the only decided checks are patterns
    or phrases it contains and a check of what the case asks beyond words is undetermined,
    those too are undetermined (a bag of the case's words matches its patterns)."""
    decided = [(r, c) for r, c in zip(results, checks, strict=True) if not r.skipped]
    if not decided or not any(
        r.skipped and c.kind != "assertions" for r, c in zip(results, checks, strict=True)
    ):
        return results
    if not all(
        r.passed and c.kind == "assertions" and c.type.startswith("contains") for r, c in decided
    ):
        return results
    return _all_undetermined(results, _WORDS_ALONE)


_THINK_OPEN = re.compile(r"\A\s*<(think|thinking|reasoning)>", re.IGNORECASE)
_THINK_CLOSE = re.compile(r"^[ \t]*</think>[ \t]*$", re.IGNORECASE | re.MULTILINE)


_WORD = re.compile(r"\w")
_ODD_SPACE = re.compile("[\r\u00a0\u2007\u2009\u202f]")
_PLAIN_SPACES = str.maketrans({c: " " for c in "\r\u00a0\u2007\u2009\u202f"})


def without_reasoning(answer: str) -> str:
    """``answer`` with a reasoning model's thinking blanked out: a leading ``<think>...
    </think>`` (or ``<thinking>``, ``<reasoning>``) block, or everything before a bare
    ``</think>`` line when the chat template dropped the opening tag. Drafts and
    hypotheticals there are not the answer; blanking (not cutting) keeps evidence offsets
    true to the stored answer. An unclosed block leaves no answer."""
    opened = _THINK_OPEN.match(answer)
    if opened is not None:
        close = re.compile(rf"</{opened[1]}>", re.IGNORECASE).search(answer, opened.end())
        end = len(answer) if close is None else close.end()
    else:
        close = _THINK_CLOSE.search(answer) if "</" in answer else None
        if close is None or "`" in answer[: close.start()] or "<think>" in answer[: close.start()]:
            return answer
        end = close.end()
    return _blank(answer[:end]) + answer[end:]


_MARKDOWN_FENCE = re.compile(
    r"\A(\s*)(`{3,}|~{3,})[ \t]*(?:markdown|md)[ \t]*\n(?P<body>.*)\n[ \t]*\2[ \t]*\s*\Z",
    re.DOTALL | re.IGNORECASE,
)


def unwrapped(answer: str) -> str:
    """An answer sent whole inside a ```` ```markdown ```` fence, with the fence lines
    blanked: its headings, lists and code blocks are the answer's own (read as one code
    block, a walkthrough is no walkthrough). Offsets stay those of the stored answer."""
    m = _MARKDOWN_FENCE.match(answer)
    if m is None:
        return answer
    start, end = m.start("body"), m.end("body")
    return _blank(answer[:start]) + answer[start:end] + _blank(answer[end:])


_NOT_NEWLINE = re.compile(r"[^\n]")


def _blank(text: str) -> str:
    """``text`` as spaces, its line breaks kept: what is not graded keeps its place, so
    evidence offsets and line starts stay those of the stored answer."""
    return _NOT_NEWLINE.sub(" ", text)


def _forbids(check: Check) -> bool:
    """Whether the check passes by an absence (a prohibition, a forbidden pattern, "does
    not apply the skill"), which the unread rest of an answer could break."""
    return check.negative or check.type in _FORBIDDING or check.conduct == "skips_skill"


def judged(result: CheckResult, passed: bool, quote: str, answer: str) -> CheckResult:
    """``result`` decided by a judge, with the quote it gave as evidence (located when the
    answer holds it)."""
    start = answer.find(quote) if quote else -1
    evidence = (
        (Evidence("judge", True, start, start + len(quote), quote),)
        if start >= 0
        else (Evidence("judge", passed, note=quote or "no quote"),)
    )
    return CheckResult(
        result.id,
        result.kind,
        passed,
        1.0 if passed else 0.0,
        ("judge: meets it" if passed else "judge: does not meet it")
        + f" ({result.message.removeprefix('undetermined: ')})",
        evidence,
        True,
        source=result.source,
        by="judge",
    )
