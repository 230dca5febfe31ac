"""callout: the answer warns about a risky combination and names a valid fix.

Mentioning the terms is not enough: the two trigger groups must meet in one place with risk
language, and endorsing the combination ("works fine with ...") fails. Negation-aware:
"is not compatible" and "never combine" are warnings, "incompatible" is not "compatible".
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from itertools import islice

from skilleval.grading.coverage import GENERIC_STEMS, violation
from skilleval.grading.model import (
    Check,
    CheckResult,
    Evidence,
    undetermined,
    unit_evidence,
    verdict,
)
from skilleval.grading.needs import parse_need
from skilleval.grading.registry import Feeds, check_kind
from skilleval.grading.risk_language import endorses, warns
from skilleval.language.matching import is_negated, term_in_text
from skilleval.language.text import Answer, Unit, content_words, stem

WINDOW_AFTER = 4


def _group_hit(terms: tuple[str, ...], text: str, stems: frozenset[str]) -> str | None:
    for term in terms:
        if term_in_text(term, text, stems):
            return term
    return None


def _endorsing_unit(unit: Unit, group_a: tuple[str, ...], group_b: tuple[str, ...]) -> bool:
    """The unit names both sides and endorses them, with no explicit warning of its own."""
    text = unit.flat
    if not (_group_hit(group_a, text, unit.stems) and _group_hit(group_b, text, unit.stems)):
        return False
    endorsement = endorses(text)
    return endorsement is not None and not warns(
        text[: endorsement.start()] + " " + text[endorsement.end() :], explicit=True
    )


@check_kind("callout", feeds=Feeds.CORRECTNESS, builtin=True)
def grade_callout(answer: Answer, check: Check) -> CheckResult:
    units = answer.units
    if len(check.triggers) < 2:
        return verdict(check, False, 0.0, "callout check has no trigger pair")
    group_a, group_b = check.triggers[0], check.triggers[1]
    warned, endorsed = _scan(units, group_a, group_b)
    if endorsed is not None and (warned is None or endorsed[0] <= warned[0]):
        unit = units[endorsed[0]]
        note = f"says {endorsed[1]!r} about the risky combination"
        return verdict(
            check,
            False,
            0.0,
            f"endorses the risky combination ({endorsed[1]!r}) instead of warning about it",
            (unit_evidence("endorsement", unit, note),),
        )
    if warned is None and check.negative and check.text:
        # a procedure's rule ("do not include the capture step in the timing"): broken by
        # doing it; not saying it is no failure
        broken = violation(answer, parse_need(check.text, True))
        if broken is not None:
            return verdict(check, False, 0.0, f"breaks the rule: {check.text}", (broken,))
        return undetermined(
            check, f"a rule of the procedure, neither said nor broken: {check.text}"
        )
    kept = _kept_not_removed(answer, check.text) if warned is None and check.text else None
    if kept is not None:
        return verdict(check, True, 1.0, f"says it is kept: {check.text}", (kept,))
    if warned is None:
        where = (
            f"where {group_a[0]!r} meets {group_b[0]!r}"
            if group_a != group_b
            else f"about {group_a[0]!r}"
        )
        return verdict(
            check,
            False,
            0.0,
            f"no warning {where}",
            (Evidence("warning", False, note="risky combination not called out"),),
        )
    index, a_term, b_term = warned
    warning = unit_evidence("warning", units[index], f"{a_term!r} + {b_term!r} with risk language")
    if not check.fixes:
        return verdict(check, True, 1.0, "warns about the risky combination", (warning,))
    return _with_fix(check, units, index, warning)


def _scan(
    units: Sequence[Unit], group_a: tuple[str, ...], group_b: tuple[str, ...]
) -> tuple[tuple[int, str, str] | None, tuple[int, str] | None]:
    """Where the answer first warns about the combination (unit, term a, term b), and where
    it first endorses it (unit, the endorsing words); a unit or a pair of units."""
    warned: tuple[int, str, str] | None = None
    endorsed: tuple[int, str] | None = None
    for i in range(len(units)):
        for width in (1, 2):
            if i + width > len(units):
                continue
            window = units[i : i + width]
            text = " ".join(u.flat for u in window)
            stems = frozenset().union(*(u.stems for u in window))
            a = _group_hit(group_a, text, stems)
            b = _group_hit(group_b, text, stems)
            if not a or not b:
                continue
            endorsement = endorses(text)
            if (
                endorsement
                and _about_combination(window, text, endorsement.start(), group_a + group_b)
                and not warns(
                    text[: endorsement.start()] + " " + text[endorsement.end() :], explicit=True
                )
            ):
                endorsed = endorsed or (i, endorsement.group(0))
                continue
            if width == 2 and _endorsing_unit(window[1], group_a, group_b):
                # The risk words sit in the unit before; the combination itself is endorsed.
                continue
            if warned is None and warns(text):
                warned = (i, a, b)
            break
    return warned, endorsed


def _about_combination(
    window: Sequence[Unit], text: str, position: int, terms: tuple[str, ...]
) -> bool:
    """Whether an endorsement at ``position`` of the window's joined ``text`` sits in a unit
    that names a side of the combination ("memory is acceptable" in the step before one
    that times the capture step endorses nothing about it)."""
    start = 0
    for unit in window:
        end = start + len(unit.flat)
        if start <= position <= end:
            return _group_hit(terms, unit.flat, unit.stems) is not None
        start = end + 1
    return True


def _with_fix(check: Check, units: Sequence[Unit], index: int, warning: Evidence) -> CheckResult:
    """A warning passes when one of the check's fixes is named around it."""
    scope = units[max(0, index - 1) : index + 1 + WINDOW_AFTER]
    text = " ".join(u.text for u in scope)
    stems = frozenset().union(*(u.stems for u in scope))
    for fix in check.fixes:
        if all(term_in_text(term, text, stems) for term in fix):
            return verdict(
                check,
                True,
                1.0,
                f"warns about the risky combination and names a fix ({' + '.join(fix)})",
                (warning, Evidence("fix", True, note=" + ".join(fix))),
            )
    tried = "none of: " + "; ".join(" + ".join(f) for f in check.fixes)
    return verdict(
        check,
        False,
        0.5,
        "warns about the risk but names no valid fix",
        (warning, Evidence("fix", False, note=tried)),
    )


_REMOVAL_RULE = re.compile(
    r"^Does\s+not\s+(?:delete|remove|drop|erase|discard)\w*\s+(?:or\s+comment\s+out\s+)?"
    r"(?P<object>[^.;]+?)(?=\s+(?:when|if|unless|while|because|since|just|to|so)\b|[.;]|$)",
    re.IGNORECASE,
)
_KEPT_SAID = re.compile(
    r"\b(?:kept|keep(?:s|ing)?|preserv(?:e|es|ed|ing)|retain(?:s|ed|ing)?|intact|untouched|"
    r"left\s+in\s+place|(?:stays?|remains?)\s+(?:in\s+place|in\s+the\s+\w+|there|put|as\s+is|"
    r"visible|discoverable|where\s+it\s+(?:is|was)))\b",
    re.IGNORECASE,
)
_CLAUSE_END = re.compile(r"[.;:!?](?:\s|$)|\n")


@lru_cache(maxsize=1024)
def _removed_objects(rule: str) -> frozenset[str]:
    """The stems of what a rule forbids removing ("Does not delete the test case or recipe
    entry when ...": test, case, recipe, entry); empty for another rule."""
    m = _REMOVAL_RULE.match(rule)
    if m is None:
        return frozenset()
    return frozenset({stem(w) for w in content_words(m["object"], compounds=False)} - GENERIC_STEMS)


def _kept_not_removed(answer: Answer, rule: str) -> Evidence | None:
    """Where an answer says what a removal rule protects is kept ("the entry is preserved",
    "the test itself stays in place") and never removes it: the rule, said positively."""
    objects = _removed_objects(rule)
    if not objects:
        return None
    for unit in answer.units[:2000]:
        if unit.kind == "code":
            continue
        text = unit.text[:20_000]
        for m in islice(_KEPT_SAID.finditer(text), 20):
            # the clause around it, read at most 400 characters either way
            low = max(0, m.start() - 400)
            start = max((e.end() for e in _CLAUSE_END.finditer(text, low, m.start())), default=low)
            end = _CLAUSE_END.search(text, m.end(), m.end() + 400)
            clause = text[start : end.start() if end else min(len(text), m.end() + 400)]
            said = {stem(w) for w in re.findall(r"[A-Za-z][\w-]*", clause)}
            if objects & said and not is_negated(text, m.start()):
                if violation(answer, parse_need(rule, True)) is not None:
                    return None
                return unit_evidence("kept", unit, "says what the rule protects is kept")
    return None
