"""Pure graders: ``grade_answer(answer, checks) -> Grade``. No I/O, deterministic, fast."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from skilleval.grading.assertions import grade_assertion
from skilleval.grading.callout import grade_callout
from skilleval.grading.coverage import grade_behavior, grade_ground_truth
from skilleval.grading.fields import grade_fields
from skilleval.grading.model import (
    CORRECTNESS_KINDS,
    KINDS,
    Check,
    CheckResult,
    Evidence,
    Grade,
    Kind,
    Step,
    undetermined,
)
from skilleval.grading.order import grade_order, steps_needed, walks_through
from skilleval.language.text import Answer, analyse

__all__ = [
    "CORRECTNESS_KINDS",
    "KINDS",
    "Check",
    "CheckResult",
    "Evidence",
    "Grade",
    "Kind",
    "Step",
    "grade_answer",
    "grade_check",
    "judged",
]

GRADERS: dict[str, Callable[[Answer, Check], CheckResult]] = {
    "fields": grade_fields,
    "order": grade_order,
    "callout": grade_callout,
    "behavior": grade_behavior,
    "ground_truth": grade_ground_truth,
    "assertions": grade_assertion,
}


def grade_check(answer: str, check: Check) -> CheckResult:
    return GRADERS[check.kind](analyse(answer), check)


def _grade(analysed: Answer, check: Check, walked: dict[tuple[Step, ...], bool]) -> CheckResult:
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
    return GRADERS[check.kind](analysed, check)


def grade_answer(answer: str, checks: Sequence[Check]) -> Grade:
    """Grade one answer against its checks. ``passed``: every required graded check passed."""
    analysed = analyse(answer)
    walked: dict[tuple[Step, ...], bool] = {}
    return Grade.of(tuple(_grade(analysed, check, walked) for check in checks))


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
