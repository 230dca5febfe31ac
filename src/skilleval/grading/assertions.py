"""assertions: typed assertions from the eval file, must_not and expected_references."""

from __future__ import annotations

import re
from pathlib import PurePosixPath

from skilleval.grading.coverage import violation
from skilleval.grading.model import Check, CheckResult, Evidence, verdict
from skilleval.grading.needs import parse_need
from skilleval.grading.registry import Feeds, check_kind
from skilleval.language.text import Answer


def _phrase_regex(phrase: str) -> re.Pattern[str]:
    return re.compile(r"\s+".join(re.escape(p) for p in phrase.split()), re.IGNORECASE)


def _reference_names(reference: str) -> list[str]:
    path = PurePosixPath(reference)
    names = [reference, path.name]
    if path.stem.lower() in ("readme", "index", "skill") and path.parent.name:
        names.append(path.parent.name)
    elif path.stem:
        names.append(path.stem)
    return [n for n in names if n]


@check_kind("assertions", feeds=Feeds.CORRECTNESS, builtin=True)
def grade_assertion(answer: Answer, check: Check) -> CheckResult:
    kind = check.type
    raw = answer.raw

    def result(
        passed: bool, message: str, evidence: tuple[Evidence, ...] = (), score: float | None = None
    ) -> CheckResult:
        return verdict(
            check, passed, (1.0 if passed else 0.0) if score is None else score, message, evidence
        )

    if kind in ("contains_pattern", "not_contains_pattern"):
        try:
            m = re.search(check.pattern, raw)
        except re.error as exc:
            return result(False, f"pattern does not compile: {exc}")
        if kind == "contains_pattern":
            if m:
                return result(
                    True,
                    f"matches /{check.pattern}/",
                    (Evidence("match", True, m.start(), m.end(), m.group(0)),),
                )
            return result(False, f"no match for /{check.pattern}/: {check.text}")
        if m:
            return result(
                False,
                f"forbidden pattern found: {check.text}",
                (
                    Evidence(
                        "match",
                        True,
                        m.start(),
                        m.end(),
                        "[redacted]" if len(m.group(0)) > 12 else m.group(0),
                    ),
                ),
            )
        return result(True, f"no match for forbidden /{check.pattern}/")
    if kind in ("contains_phrase", "not_contains"):
        m = _phrase_regex(check.pattern).search(raw)
        if kind == "contains_phrase":
            if m:
                return result(
                    True,
                    f"contains {check.pattern!r}",
                    (Evidence("phrase", True, m.start(), m.end(), m.group(0)),),
                )
            return result(False, f"missing phrase {check.pattern!r}: {check.text}")
        if m:
            return result(
                False,
                f"contains forbidden {check.pattern!r}: {check.text}",
                (Evidence("phrase", True, m.start(), m.end(), m.group(0)),),
            )
        return result(True, f"does not contain {check.pattern!r}")
    if kind == "must_not":
        broken = violation(answer, parse_need(check.text, negative=True))
        if broken:
            return result(False, f"does what it must not: {check.text}", (broken,))
        return result(True, f"respects must-not: {check.text}")
    if kind == "expected_references":
        evidence: list[Evidence] = []
        found = 0
        for ref in check.references:
            hit = None
            for name in _reference_names(ref):
                hit = _phrase_regex(name).search(raw)
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
        total = len(check.references) or 1
        score = found / total
        return result(
            score >= 0.5,
            f"{found}/{len(check.references)} expected references named",
            tuple(evidence),
            score,
        )
    return result(False, f"unknown assertion type {kind!r}")
