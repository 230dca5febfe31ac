"""Gates: thresholds, minimum uplift, per-case pass rate, and regressions against a pinned run.

A regression fails the gate only when the data supports it: deterministic responders
(extractive, replay) change only when the skill did, so any change counts; for sampled
models a case regresses on a one-sided Fisher exact test (p < 0.05) and a dimension when
its paired bootstrap interval lies below zero. Everything else is inconclusive.
"""

from __future__ import annotations

import copy
import fnmatch
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from skilleval.grading.model import CheckResult, Grade
from skilleval.report.text import broke_line
from skilleval.run.arms import Arm
from skilleval.run.records import RunResult
from skilleval.scoring.dimensions import DIMENSIONS, case_dimensions
from skilleval.scoring.scorecard import CASE_PASS_RATE, Scorecard
from skilleval.scoring.stats import Trend, fisher_exact_greater, paired_bootstrap

DETERMINISTIC = frozenset({"extractive", "replay"})
P_VALUE = 0.05
EPSILON = 0.005


@dataclass(frozen=True)
class GateConfig:
    fail_under: dict[str, float] = field(default_factory=dict)
    """dimension (any case) -> minimum with-skill percentage."""
    min_uplift: float | None = None
    """Minimum Overall uplift in points."""
    case_pass_rate: float = CASE_PASS_RATE
    baseline: RunResult | None = None
    accept: tuple[str, ...] = ()
    """Check ids (globs) left out of the comparison with the baseline: intended changes."""


@dataclass
class Change:
    skill: str
    model: str
    subject: str
    """A case id, a dimension name, or ``kind:<check kind>``."""
    old: float | None
    new: float | None
    status: Trend
    detail: str = ""
    broke: list[dict[str, str]] = field(default_factory=list)
    """For a case: the checks that fail now and did not before (id, kind, message, what
    is missing), so a regression says what broke."""

    @property
    def per_kind(self) -> bool:
        """A pass rate of one check kind: shown, but never a regression on its own."""
        return self.subject.startswith("kind:")

    @property
    def regression(self) -> bool:
        """A case or dimension that got worse: what fails a gate and a diff."""
        return self.status == Trend.REGRESSED and not self.per_kind


@dataclass
class GateResult:
    passed: bool
    failures: list[str] = field(default_factory=list)
    changes: list[Change] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {
            "passed": self.passed,
            "failures": self.failures,
            "changes": [asdict(c) for c in self.changes],
        }


def _dimension_key(name: str) -> str:
    for dimension in DIMENSIONS:
        if dimension.lower() == name.strip().lower():
            return dimension
    raise KeyError(name)


def parse_thresholds(items: tuple[str, ...] | list[str]) -> dict[str, float]:
    """``["correctness=80", "overall=60"]`` -> {"Correctness": 80.0, "Overall": 60.0}."""
    from skilleval.errors import InputError

    out: dict[str, float] = {}
    for item in items:
        name, _, value = item.partition("=")
        try:
            out[_dimension_key(name)] = float(value)
        except (KeyError, ValueError):
            raise InputError(
                f"--fail-under {item!r}: use DIMENSION=PERCENT with a dimension of "
                f"{', '.join(d.lower() for d in DIMENSIONS)}"
            ) from None
        percent = out[_dimension_key(name)]
        if 0 < percent <= 1 or not 0 <= percent <= 100:
            raise InputError(
                f"--fail-under {item!r}: give a percentage from 0 to 100 (e.g. "
                f"{name}={percent * 100:g} for {percent:g} as a fraction)"
                if 0 < percent <= 1
                else f"--fail-under {item!r}: give a percentage from 0 to 100"
            )
    return out


def _deterministic(run: RunResult, model: str) -> bool:
    return any(m.label == model and m.provider in DETERMINISTIC for m in run.models)


def _failing_checks(run: RunResult, skill: str, model: str) -> dict[str, dict[str, CheckResult]]:
    """case -> check id -> a failing result, over the skill arm's completed attempts."""
    failing: dict[str, dict[str, CheckResult]] = {}
    for attempt in run.attempts:
        if attempt.skill != skill or attempt.model != model or attempt.arm != Arm.SKILL:
            continue
        grade = attempt.grade if attempt.ok else None
        for result in grade.failures() if grade else ():
            failing.setdefault(attempt.case, {}).setdefault(result.id, result)
    return failing


def _broke(before: dict[str, CheckResult], after: dict[str, CheckResult]) -> list[dict[str, str]]:
    """The checks failing in ``after`` that did not fail in ``before``."""
    out = []
    for check_id, result in after.items():
        if check_id in before:
            continue
        missing = [e.label for e in result.evidence if not e.found]
        out.append(
            {
                "check": check_id,
                "kind": result.kind,
                "message": result.message,
                "missing": ", ".join(missing),
            }
        )
    return out


def accept_checks(run: RunResult, patterns: Sequence[str]) -> RunResult:
    """``run`` with the checks whose id matches one of ``patterns`` (globs) left out of
    every grade (verdicts recomputed): an intended change, such as a renamed field, that a
    comparison should not count."""
    if not patterns:
        return run
    attempts = []
    for attempt in run.attempts:
        grade = attempt.grade
        if grade is not None:
            attempt = copy.copy(attempt)
            kept = tuple(r for r in grade.results if not _matches(r.id, patterns))
            attempt.grade = Grade.of(kept)
        attempts.append(attempt)
    return RunResult(run.meta, run.models, run.skills, attempts)


def _matches(check_id: str, patterns: Sequence[str]) -> bool:
    return any(fnmatch.fnmatchcase(check_id, p) for p in patterns)


def _skill_arm_counts(run: RunResult, skill: str, model: str) -> dict[str, tuple[int, int]]:
    counts: dict[str, tuple[int, int]] = {}
    for attempt in run.attempts:
        if (
            attempt.skill == skill
            and attempt.model == model
            and attempt.arm == Arm.SKILL
            and attempt.measured
        ):
            passed, total = counts.get(attempt.case, (0, 0))
            counts[attempt.case] = (passed + attempt.passed, total + 1)
    return counts


def _kind_rates(run: RunResult, skill: str, model: str) -> dict[str, float]:
    tallies: dict[str, list[int]] = {}
    for attempt in run.attempts:
        if (
            attempt.skill != skill
            or attempt.model != model
            or attempt.arm != Arm.SKILL
            or not attempt.ok
        ):
            continue
        grade = attempt.grade
        for result in grade.results if grade else ():
            if result.skipped:
                continue
            tally = tallies.setdefault(result.kind, [0, 0])
            tally[0] += result.passed
            tally[1] += 1
    return {kind: p / t for kind, (p, t) in tallies.items() if t}


def compare_runs(old: RunResult, new: RunResult) -> list[Change]:
    """Paired comparison case by case, per check kind and per dimension (skill arm)."""
    changes: list[Change] = []
    old_skills = {s.name for s in old.skills}
    old_models = {m.label for m in old.models}
    for skill in new.skills:
        if skill.name not in old_skills:
            continue
        for model in (m.label for m in new.models if m.label in old_models):
            exact = _deterministic(old, model) and _deterministic(new, model)
            changes += _case_changes(old, new, skill.name, model, exact)
            changes += _kind_changes(old, new, skill.name, model, exact)
            changes += _dimension_changes(old, new, skill.name, model, exact)
    return changes


def _case_changes(
    old: RunResult, new: RunResult, skill: str, model: str, exact: bool
) -> list[Change]:
    """Each case's skill-arm pass rate: a deterministic responder's change is what it is; a
    sampled model's must pass a one-sided Fisher exact test."""
    changes = []
    before = _skill_arm_counts(old, skill, model)
    after = _skill_arm_counts(new, skill, model)
    failing_before = _failing_checks(old, skill, model)
    failing_after = _failing_checks(new, skill, model)
    for case_id in sorted(set(before) & set(after)):
        (p1, n1), (p2, n2) = before[case_id], after[case_id]
        r1, r2 = p1 / n1, p2 / n2
        if abs(r1 - r2) < EPSILON:
            status = Trend.UNCHANGED
        elif exact:
            status = Trend.IMPROVED if r2 > r1 else Trend.REGRESSED
        elif r2 < r1:
            pv = fisher_exact_greater(p1, n1 - p1, p2, n2 - p2)
            status = Trend.REGRESSED if pv < P_VALUE else Trend.INCONCLUSIVE
        else:
            pv = fisher_exact_greater(p2, n2 - p2, p1, n1 - p1)
            status = Trend.IMPROVED if pv < P_VALUE else Trend.INCONCLUSIVE
        detail = f"{p1}/{n1} -> {p2}/{n2} attempts passed"
        broke = _broke(failing_before.get(case_id, {}), failing_after.get(case_id, {}))
        changes.append(Change(skill, model, case_id, r1, r2, status, detail, broke))
    return changes


def _kind_changes(
    old: RunResult, new: RunResult, skill: str, model: str, exact: bool
) -> list[Change]:
    """Each check kind's pass rate (shown, never a regression on its own)."""
    changes = []
    old_kinds = _kind_rates(old, skill, model)
    new_kinds = _kind_rates(new, skill, model)
    for kind in sorted(set(old_kinds) | set(new_kinds)):
        a, b = old_kinds.get(kind), new_kinds.get(kind)
        status = (
            Trend.UNCHANGED
            if a is not None and b is not None and abs(a - b) < EPSILON
            else Trend.CHANGED
        )
        if a is not None and b is not None and status == Trend.CHANGED:
            status = Trend.IMPROVED if b > a else Trend.REGRESSED
            if not exact:
                status = Trend.INCONCLUSIVE
        changes.append(Change(skill, model, f"kind:{kind}", a, b, status))
    return changes


def _dimension_changes(
    old: RunResult, new: RunResult, skill: str, model: str, exact: bool
) -> list[Change]:
    """Each dimension's mean paired change over the cases both runs scored; a sampled
    model's must have a bootstrap interval that excludes zero."""
    changes = []
    dims_old = case_dimensions(old, skill, model)
    dims_new = case_dimensions(new, skill, model)
    shared = sorted(set(dims_old) & set(dims_new))
    for dimension in DIMENSIONS:
        pairs = [(dims_old[c].get(dimension), dims_new[c].get(dimension)) for c in shared]
        diffs = [
            after - before for before, after in pairs if before is not None and after is not None
        ]
        if not diffs:
            continue
        mean = sum(diffs) / len(diffs)
        if abs(mean) < EPSILON and all(abs(d) < EPSILON for d in diffs):
            status = Trend.UNCHANGED
        elif exact:
            status = Trend.IMPROVED if mean > 0 else Trend.REGRESSED
        else:
            status = paired_bootstrap(diffs).verdict
        shown = f"{mean * 100:+.1f}" if abs(mean) < 0.01 else f"{mean * 100:+.0f}"  # not "-0"
        detail = f"mean paired change {shown} points over {len(diffs)} case(s)"
        changes.append(Change(skill, model, dimension, None, mean, status, detail))
    return changes


def evaluate_gates(run: RunResult, scorecard: Scorecard, config: GateConfig) -> GateResult:
    failures: list[str] = []
    gated = {card.skill for card in scorecard.skills if card.models}
    for skill in run.skills:
        if skill.name not in gated or not skill.cases:
            failures.append(f"{skill.name}: no attempts were made, so nothing passed the gate")
    for card in scorecard.skills:
        for model in card.models:
            who = f"{card.skill} / {model.label}"
            for dimension, minimum in config.fail_under.items():
                value = model.dimensions[dimension].skill
                if value is None:
                    failures.append(
                        f"{who}: {dimension} was not measured (needs >= {minimum:.0f}%)"
                    )
                elif value * 100 < minimum - 1e-9:
                    failures.append(f"{who}: {dimension} {value:.0%} < {minimum:.0f}%")
            if config.min_uplift is not None:
                uplift = model.dimensions["Overall"].uplift
                if uplift is None or uplift * 100 < config.min_uplift - 1e-9:
                    shown = "n/a" if uplift is None else f"{uplift * 100:+.0f} points"
                    failures.append(
                        f"{who}: Overall uplift {shown} < {config.min_uplift:+.0f} points"
                    )
        for row in card.cases:
            if Arm.SKILL not in row.pass_rate:
                continue
            rate = row.pass_rate[Arm.SKILL]
            if rate is None:
                failures.append(
                    f"{card.skill} / {row.model}: case {row.case} has no completed "
                    "skill-arm attempt (errors never count as passes)"
                )
            elif rate < config.case_pass_rate - 1e-9:
                failures.append(
                    f"{card.skill} / {row.model}: case {row.case} passed {rate:.0%} "
                    f"of attempts (< {config.case_pass_rate:.0%})"
                )
    changes: list[Change] = []
    if config.baseline is not None:
        changes = compare_runs(
            accept_checks(config.baseline, config.accept), accept_checks(run, config.accept)
        )
        for change in changes:
            if change.regression:
                failures.append(
                    f"{change.skill} / {change.model}: {change.subject} regressed "
                    f"against the baseline ({change.detail or 'paired'})"
                    + "".join(f"; {broke_line(b)}" for b in change.broke[:3])
                )
    return GateResult(not failures, failures, changes)
