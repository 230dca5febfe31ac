"""callout: the answer warns about a risky combination and names a valid fix.

Mentioning the terms is not enough: the two trigger groups must meet in one place with risk
language, and endorsing the combination ("works fine with ...") fails. Negation-aware:
"is not compatible" and "never combine" are warnings, "incompatible" is not "compatible".
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from skilleval.grading.model import Check, CheckResult, Evidence, unit_evidence, verdict
from skilleval.grading.registry import Feeds, check_kind
from skilleval.language.matching import is_negated, term_in_text
from skilleval.language.text import Answer, Unit

RISK = re.compile(
    r"\b(?:incompatib\w*|not compatible|isn'?t compatible|aren'?t compatible|assert\w*|"
    r"errors?|fails?|failure|failing|crash\w*|conflict\w*|breaks?|broken|not supported|"
    r"unsupported|isn'?t supported|cannot|can'?t|do not|don'?t|never|must not|mustn'?t|"
    r"avoid|won'?t work|doesn'?t work|does not work|invalid|risk\w*|warn\w*|careful|beware|"
    r"caution|trips?|blocks?|rejects?|refuses?|not allowed|disallowed|only supported|"
    r"(?:has|have)\s+no|lacks?|(?:doesn'?t|does\s+not)\s+(?:have|support))\b",
    re.IGNORECASE,
)
ENDORSE = re.compile(
    r"\b(?:works?\s+(?:fine|well|great|perfectly|together|with)|(?:is|are|fully)\s+compatible|"
    r"compatible with|safe to (?:combine|use|enable)|fine to (?:combine|use)|no (?:problem|issue)s?"
    r"|(?:can|may) (?:safely )?(?:be )?(?:combine|combined|use|used|enable|enabled) "
    r"(?:together|with|alongside)|is supported|are supported|without (?:any )?(?:issue|problem)s?"
    r"|go ahead|(?:is|are|'s)\s+(?:a\s+|an\s+)?(?:fine|ok|okay|safe|good|great|acceptable|"
    r"reasonable|harmless)\b)\b",
    re.IGNORECASE,
)
WINDOW_AFTER = 4


def _group_hit(terms: tuple[str, ...], text: str, stems: frozenset[str]) -> str | None:
    for term in terms:
        if term_in_text(term, text, stems):
            return term
    return None


_SELF_NEGATING = re.compile(
    r"^(?:not|isn|aren|can|cannot|do|don|never|must|won|doesn|does|"
    r"avoid|beware|careful|caution)",
    re.IGNORECASE,
)


EXPLICIT_WARNING = re.compile(
    r"\b(?:incompatib\w*|not compatible|isn'?t compatible|not supported|unsupported|never|"
    r"do not|don'?t|must not|avoid|warn\w*|risk\w*|careful|beware|caution|unsafe|dangerous|"
    r"cannot|can'?t|won'?t work|does not work|doesn'?t work|asserts?|breaks?)\b",
    re.IGNORECASE,
)


def warns(text: str, explicit: bool = False) -> bool:
    """Risk language that is not itself negated ("no conflict", "won't assert" do not warn).

    ``explicit``: only words that warn in themselves, not ones that may just describe a
    symptom ("errors", "fails").
    """
    for m in (EXPLICIT_WARNING if explicit else RISK).finditer(text):
        if _SELF_NEGATING.match(m.group(0)) or not is_negated(text, m.start(), window=30):
            return True
    return False


def endorses(text: str) -> re.Match[str] | None:
    for m in ENDORSE.finditer(text):
        phrase = m.group(0).lower()
        if phrase.startswith("without"):
            continue
        if not is_negated(text, m.start()) and not re.search(r"\bnot\b|n't", phrase):
            return m
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
