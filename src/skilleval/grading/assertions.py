"""assertions: typed assertions from the eval file, must_not, expected_references, and the
forms a skill marks wrong."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import PurePosixPath

from skilleval.grading.coverage import violation
from skilleval.grading.model import Check, CheckResult, Evidence, undetermined, verdict
from skilleval.grading.needs import parse_need
from skilleval.grading.registry import Feeds, check_kind
from skilleval.language.matching import form_regex, is_negated
from skilleval.language.patterns import risky_pattern
from skilleval.language.text import Answer


def _phrase_regex(phrase: str) -> re.Pattern[str]:
    return re.compile(r"\s+".join(re.escape(p) for p in phrase.split()), re.IGNORECASE)


def _reference_names(reference: str) -> list[str]:
    """How an answer may name a reference: its path, its file name or stem, or, for a file
    every folder has (``README.md``), its folder, which the bare file name does not name."""
    path = PurePosixPath(reference)
    if path.stem.lower() in ("readme", "index", "skill") and path.parent.name:
        names = [reference, f"{path.parent.name}/{path.name}", path.parent.name]
    else:
        names = [reference, path.name, path.stem]
    return [n for n in names if n]


@check_kind("assertions", feeds=Feeds.CORRECTNESS, builtin=True)
def grade_assertion(answer: Answer, check: Check) -> CheckResult:
    grader = _BY_TYPE.get(check.type)
    if grader is None:
        return verdict(check, False, 0.0, f"unknown assertion type {check.type!r}")
    return grader(answer, check)


def _yes(check: Check, message: str, evidence: tuple[Evidence, ...] = ()) -> CheckResult:
    return verdict(check, True, 1.0, message, evidence)


def _no(check: Check, message: str, evidence: tuple[Evidence, ...] = ()) -> CheckResult:
    return verdict(check, False, 0.0, message, evidence)


_CAPITAL = re.compile(r"(?<!\\)[A-Z]")
"""A capital letter a pattern writes as a letter (not an escape such as ``\\S`` or ``\\W``)."""
_CHAR_CLASS = re.compile(r"(?<!\\)\[(?:\\.|[^\]\\])*\]")
"""A character class: "[Ww]hat" folds the case by hand, and the rest is running text."""


def _pattern(answer: Answer, check: Check) -> CheckResult:
    risky = risky_pattern(check.pattern)
    if risky:
        return undetermined(check, f"pattern not run: {risky}")
    try:
        m = re.search(check.pattern, answer.raw)
    except re.error as exc:
        return _no(check, f"pattern does not compile: {exc}")
    if check.type == "contains_pattern":
        how = ""
        if m is None and not _CAPITAL.search(_CHAR_CLASS.sub("", check.pattern)):
            # Authors write the running-text case ("(inference|detection)"); an answer that
            # puts the word in a heading ("**Inference**") says it too, as phrases match. A
            # pattern that writes a capital ("Edit|MultiEdit") means that case: the tool
            # named, not the verb "edit".
            m = re.search(check.pattern, answer.raw, re.IGNORECASE)
            how = " (ignoring case)"
        if m:
            match = Evidence("match", True, m.start(), m.end(), m.group(0))
            return _yes(check, f"matches /{check.pattern}/{how}", (match,))
        return _no(check, f"no match for /{check.pattern}/: {check.text}")
    if m:
        shown = "[redacted]" if len(m.group(0)) > 12 else m.group(0)
        match = Evidence("match", True, m.start(), m.end(), shown)
        return _no(check, f"forbidden pattern found: {check.text}", (match,))
    return _yes(check, f"no match for forbidden /{check.pattern}/")


def _phrase(answer: Answer, check: Check) -> CheckResult:
    m = _phrase_regex(check.pattern).search(answer.raw)
    found = (Evidence("phrase", True, m.start(), m.end(), m.group(0)),) if m else ()
    if check.type == "contains_phrase":
        if m:
            return _yes(check, f"contains {check.pattern!r}", found)
        return _no(check, f"missing phrase {check.pattern!r}: {check.text}")
    if m:
        return _no(check, f"contains forbidden {check.pattern!r}: {check.text}", found)
    return _yes(check, f"does not contain {check.pattern!r}")


_REJECTS = re.compile(
    r"\b(?:wrong|incorrect|mistaken?|bug(?:gy)?|invalid|over-?(?:allocat\w*|count\w*|estimat\w*)|"
    r"not|never|don'?t|do\s+not|avoid|instead\s+of|rather\s+than|fails?|breaks?|won'?t)\b",
    re.IGNORECASE,
)
"""Words that set a form aside where the answer names it ("don't use the full product",
"the all-dimensions product over-allocates")."""


def _wrong_form(answer: Answer, check: Check) -> CheckResult:
    """Fails where the answer presents a form the skill marks wrong, in a sentence that
    does not set it aside."""
    for form in check.fields:
        for m in form_regex(form).finditer(answer.raw):
            start = max(answer.raw.rfind(c, 0, m.start()) for c in ".!?\n") + 1
            ends = [e for c in ".!?\n" if (e := answer.raw.find(c, m.end())) >= 0]
            sentence = answer.raw[start : min(ends, default=len(answer.raw))]
            if not _REJECTS.search(sentence) and not is_negated(answer.raw, m.start()):
                shown = Evidence("wrong form", True, m.start(), m.end(), m.group(0))
                return _no(check, f"presents `{form}`, which the skill marks wrong", (shown,))
    return _yes(check, "presents nothing the skill marks wrong")


def _must_not(answer: Answer, check: Check) -> CheckResult:
    broken = violation(answer, parse_need(check.text, negative=True))
    if broken:
        return _no(check, f"does what it must not: {check.text}", (broken,))
    return _yes(check, f"respects must-not: {check.text}")


def _references(answer: Answer, check: Check) -> CheckResult:
    evidence: list[Evidence] = []
    found = 0
    for ref in check.references:
        hit = None
        for name in _reference_names(ref):
            hit = _phrase_regex(name).search(answer.raw)
            if hit:
                break
        evidence.append(
            Evidence(
                ref,
                hit is not None,
                hit.start() if hit else None,
                hit.end() if hit else None,
                hit.group(0) if hit else "",
            )
        )
        found += hit is not None
    score = found / (len(check.references) or 1)
    message = f"{found}/{len(check.references)} expected references named"
    return verdict(check, score >= 0.5, score, message, tuple(evidence))


_BY_TYPE: dict[str, Callable[[Answer, Check], CheckResult]] = {
    "contains_pattern": _pattern,
    "not_contains_pattern": _pattern,
    "contains_phrase": _phrase,
    "not_contains": _phrase,
    "must_not": _must_not,
    "expected_references": _references,
    "wrong_form": _wrong_form,
}
