"""Turn graded attempts into a Scorecard: dimensions, uplift with intervals, per-check rates.

Errors and skipped attempts are counted apart and never scored. Case scores are the mean
of their attempts; dimension scores the mean of case scores, so a case with more attempts
does not weigh more.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import asdict, dataclass, field, fields
from enum import StrEnum
from typing import Any

from skilleval.grading import BUILTIN_KINDS
from skilleval.processes import ordered_map
from skilleval.run.arms import Arm
from skilleval.run.outcome import discover_measured_nothing
from skilleval.run.records import Attempt, ModelInfo, RunResult, SkillInfo
from skilleval.scoring.dimensions import (
    DIMENSIONS,
    GradeFacts,
    case_scores,
    grade_facts,
    judge_agreement,
    mean,
    overall,
    skill_arm_score,
)
from skilleval.scoring.stats import Interval, Trend, paired_bootstrap, wilson


class Verdict(StrEnum):
    """A skill's verdict for one model."""

    PASS = "PASS"
    FAIL = "FAIL"
    NEUTRAL = "NEUTRAL"
    NOT_RUN = "NOT RUN"


PASS_BAND = 0.5
NEUTRAL_BAND = 0.4
CASE_PASS_RATE = 0.5


@dataclass
class Cell:
    """One dimension for one model: baseline, with-skill, uplift and its interval."""

    baseline: float | None
    skill: float | None
    uplift: float | None = None
    low: float | None = None
    high: float | None = None
    n: int = 0
    verdict: str = Trend.INCONCLUSIVE


@dataclass
class CaseRow:
    skill: str
    case: str
    routing: str
    model: str
    pass_rate: dict[str, float | None]
    """Per arm: share of completed attempts that passed (None when none completed)."""
    attempts: dict[str, int]
    errors: dict[str, int]
    failing: list[str] = field(default_factory=list)
    """Messages of the failing checks of the skill arm's last completed attempt."""


@dataclass
class ModelCard:
    label: str
    reference: bool
    dimensions: dict[str, Cell]
    kinds: dict[str, dict[str, float | None]]
    """check kind -> arm -> pass rate of graded checks."""
    pass_rates: dict[str, dict[str, Any]]
    """arm -> {"rate", "low", "high", "n"} (Wilson), over completed attempts."""
    tokens: dict[str, dict[str, float]]
    """arm -> mean prompt/completion tokens (estimated when the endpoint gave none)."""
    errors: dict[str, int]
    skipped: dict[str, int]
    cases_passing: dict[str, int]
    """arm -> cases whose attempt pass rate meets CASE_PASS_RATE."""
    judge_agreement: list[int] = field(default_factory=list)
    """[agreeing, compared] judge vs behaviour-check verdicts; empty without a judge."""


@dataclass
class SkillCard:
    skill: str
    models: list[ModelCard]
    cases: list[CaseRow]
    tier1: str
    verdict: str
    verdict_reason: str
    positives: int
    negatives: int
    unlabeled: int


@dataclass
class Scorecard:
    skills: list[SkillCard]
    case_pass_rate: float = CASE_PASS_RATE

    def to_dict(self) -> dict[str, Any]:
        """``asdict(self)``, with the per-case rows (one per case and model: the bulk of
        a large run's scorecard) copied directly rather than through asdict's deep copy."""
        return {
            "skills": [
                {
                    **{f.name: getattr(card, f.name) for f in fields(SkillCard)},
                    "models": [asdict(model) for model in card.models],
                    "cases": [_row_dict(row) for row in card.cases],
                }
                for card in self.skills
            ],
            "case_pass_rate": self.case_pass_rate,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Scorecard:
        skills = []
        for s in data["skills"]:
            models = []
            for m in s["models"]:
                dims = {k: Cell(**v) for k, v in m["dimensions"].items()}
                models.append(ModelCard(**{**m, "dimensions": dims}))
            cases = [CaseRow(**c) for c in s["cases"]]
            skills.append(SkillCard(**{**s, "models": models, "cases": cases}))
        return cls(skills=skills, case_pass_rate=data.get("case_pass_rate", CASE_PASS_RATE))

    def skill(self, name: str) -> SkillCard:
        return next(s for s in self.skills if s.skill == name)


def _row_dict(row: CaseRow) -> dict[str, Any]:
    return {
        f.name: (dict(v) if isinstance(v, dict) else list(v) if isinstance(v, list) else v)
        for f in fields(CaseRow)
        for v in (getattr(row, f.name),)
    }


def band(value: float | None) -> str:
    if value is None:
        return "n/a"
    if value >= PASS_BAND:
        return Verdict.PASS
    return Verdict.NEUTRAL if value >= NEUTRAL_BAND else Verdict.FAIL


def score_model(
    skill: SkillInfo,
    model: ModelInfo,
    attempts: list[Attempt],
    seed: int,
    case_pass_rate: float = CASE_PASS_RATE,
) -> tuple[ModelCard, list[CaseRow]]:
    """One model's card for one skill (dimensions with paired uplift, per-kind and per-arm
    pass rates, tokens) and its per-case rows."""
    arms = sorted({a.arm for a in attempts})
    tally = _Tally()
    per_case, rows = _cases(skill, model, attempts, arms, tally)
    completed = {arm: [a for a in attempts if a.arm == arm and a.ok] for arm in arms}
    card = ModelCard(
        label=model.label,
        reference=model.reference,
        dimensions={d: _dimension_cell(per_case, d, seed) for d in DIMENSIONS},
        kinds=tally.kind_rates(arms),
        pass_rates={
            arm: _pass_rate([a for a in done if a.measured]) for arm, done in completed.items()
        },
        tokens={arm: _tokens(done) for arm, done in completed.items()},
        errors={arm: sum(1 for a in attempts if a.arm == arm and a.error) for arm in arms},
        skipped={arm: sum(1 for a in attempts if a.arm == arm and a.skipped) for arm in arms},
        cases_passing={
            arm: sum(1 for r in rows if _meets(r.pass_rate.get(arm), case_pass_rate))
            for arm in arms
        },
        judge_agreement=list(tally.judge_agreement) if tally.judged else [],
    )
    return card, rows


class _Tally:
    """Check pass counts per kind and arm, and the judge's agreement, gathered case by case:
    an attempt's grade facts are dropped once its case is scored, so scoring holds one
    case's facts at a time, not a run's."""

    def __init__(self) -> None:
        self.passes: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0])
        self.first: dict[str, tuple[int, int]] = {}
        """kind -> where it first appears (attempt index, place in its grade): the order
        kinds are listed in."""
        self.judge_agreement = [0, 0]
        self.judged = False

    def facts(self, indexed: list[tuple[int, Attempt]]) -> dict[str, GradeFacts]:
        """The grade facts of these attempts (by key), counted."""
        out: dict[str, GradeFacts] = {}
        for n, attempt in indexed:
            if not attempt.ok:
                continue
            facts = out[attempt.key] = grade_facts(attempt)
            for place, (kind, (passed, graded)) in enumerate(facts.kind_passes.items()):
                tally = self.passes[(kind, attempt.arm)]
                tally[0] += passed
                tally[1] += graded
                self.first[kind] = min(self.first.get(kind, (n, place)), (n, place))
            agree, compared = judge_agreement([facts])
            self.judge_agreement[0] += agree
            self.judge_agreement[1] += compared
            self.judged = self.judged or bool(facts.judge_behaviors)
        return out

    def kind_rates(self, arms: list[str]) -> dict[str, dict[str, float | None]]:
        """Pass rate of the graded checks of each kind, per arm (built-in kinds first)."""
        seen = sorted(self.first, key=self.first.__getitem__)
        return {
            kind: {
                arm: (self.passes[(kind, arm)][0] / self.passes[(kind, arm)][1])
                if self.passes[(kind, arm)][1]
                else None
                for arm in arms
            }
            for kind in dict.fromkeys([*BUILTIN_KINDS, *seen])
        }


def _meets(rate: float | None, case_pass_rate: float) -> bool:
    return rate is not None and rate >= case_pass_rate - 1e-9


def _cases(
    skill: SkillInfo, model: ModelInfo, attempts: list[Attempt], arms: list[str], tally: _Tally
) -> tuple[dict[str, dict[str, dict[str, float | None]]], list[CaseRow]]:
    """Per case: dimension scores per arm, and the row of the per-case table; every
    attempt's checks are counted in ``tally`` (those of cases no longer in the dataset too)."""
    by_case: dict[str, list[tuple[int, Attempt]]] = defaultdict(list)
    for n, attempt in enumerate(attempts):
        by_case[attempt.case].append((n, attempt))
    silent = discover_measured_nothing(attempts, skill.cases)
    per_case: dict[str, dict[str, dict[str, float | None]]] = {}
    rows: list[CaseRow] = []
    for case in skill.cases:
        indexed = by_case.pop(case.id, [])
        if not indexed:
            continue
        done = [a for _, a in indexed]
        per_case[case.id] = case_scores(done, case, skill.name, tally.facts(indexed))
        if silent:  # a discover arm that measured nothing says nothing about loading
            for arm_scores in per_case[case.id].values():
                arm_scores.pop("Discoverability", None)
                arm_scores.pop("Efficiency", None)
        rows.append(_case_row(skill.name, case.id, case.routing, model.label, done, arms))
    for indexed in by_case.values():
        tally.facts(indexed)
    return per_case, rows


def _case_row(
    skill: str, case: str, routing: str, model: str, done: list[Attempt], arms: list[str]
) -> CaseRow:
    rates: dict[str, float | None] = {}
    counts: dict[str, int] = {}
    errors: dict[str, int] = {}
    for arm in arms:
        arm_attempts = [a for a in done if a.arm == arm]
        measured = [a for a in arm_attempts if a.measured]
        counts[arm] = len(arm_attempts)
        errors[arm] = sum(1 for a in arm_attempts if a.error)
        rates[arm] = (sum(a.passed for a in measured) / len(measured)) if measured else None
    last = next((a for a in reversed(done) if a.arm == Arm.SKILL and a.ok), None)
    grade = last.grade if last else None
    failing = [f"{r.id}: {r.message}" for r in grade.failures()] if grade is not None else []
    return CaseRow(skill, case, routing, model, rates, counts, errors, failing)


def _dimension_cell(
    per_case: dict[str, dict[str, dict[str, float | None]]], dimension: str, seed: int
) -> Cell:
    """Baseline, with-skill and paired uplift (with its bootstrap interval) of a dimension."""
    base_values: list[float | None] = []
    skill_values: list[float | None] = []
    pairs: list[tuple[float, float]] = []
    for scores in per_case.values():
        if dimension == "Overall":
            base = overall(scores.get(Arm.BASELINE, {}))
            with_skill = overall({d: skill_arm_score(scores, d) for d in DIMENSIONS})
        else:
            base = scores.get(Arm.BASELINE, {}).get(dimension)
            with_skill = skill_arm_score(scores, dimension)
        base_values.append(base)
        skill_values.append(with_skill)
        if base is not None and with_skill is not None:
            pairs.append((base, with_skill))
    b, s = mean(base_values), mean(skill_values)
    if pairs and (b is not None and s is not None):
        # Baseline, with-skill and uplift over the same cases: a case that errored in
        # one arm does not tilt the headline uplift.
        b, s = mean(p[0] for p in pairs), mean(p[1] for p in pairs)
    cell = Cell(b, s)
    if b is not None and s is not None:
        interval: Interval = paired_bootstrap([w - o for o, w in pairs], seed=seed)
        cell.uplift = s - b
        cell.low, cell.high, cell.n = interval.low, interval.high, interval.n
        cell.verdict = interval.verdict
    return cell


def _pass_rate(completed: list[Attempt]) -> dict[str, Any]:
    interval = wilson(sum(a.passed for a in completed), len(completed))
    return {"rate": interval.estimate, "low": interval.low, "high": interval.high, "n": interval.n}


def _tokens(completed: list[Attempt]) -> dict[str, float]:
    return {
        "prompt": round(mean(a.prompt_tokens for a in completed) or 0.0, 1),
        "completion": round(mean(a.completion_tokens for a in completed) or 0.0, 1),
        "cached": round(mean(a.cached_tokens for a in completed) or 0.0, 1),
        "estimated": float(any(a.tokens_estimated for a in completed)),
    }


def tier1_status(findings: list[dict[str, Any]]) -> str:
    if any(f["severity"] == "HIGH" for f in findings):
        return "FAILED"
    return "PASSED WITH OBSERVATIONS" if findings else "PASSED"


SkillJob = tuple[SkillInfo, list[ModelInfo], list[Attempt], int, float]
"""One skill to score: its info, the run's models, its attempts, the seed, the pass rate."""


def score_run(
    run: RunResult, case_pass_rate: float = CASE_PASS_RATE, jobs: int | None = 1
) -> Scorecard:
    """The Scorecard of a run (pure: same attempts, same numbers; many skills are scored
    over ``jobs`` processes). ``case_pass_rate``: the share of a case's attempts that must
    pass for the case to pass, everywhere it counts."""
    seed = run.meta.seed or 0
    by_skill: dict[str, list[Attempt]] = {}
    for attempt in run.attempts:
        by_skill.setdefault(attempt.skill, []).append(attempt)
    skill_jobs: list[SkillJob] = [
        (skill, run.models, by_skill.get(skill.name, []), seed, case_pass_rate)
        for skill in run.skills
    ]
    # Scoring is mostly bootstrap resampling: worth processes from a few hundred attempts.
    workers = jobs if len(run.attempts) >= SCORE_POOL_FROM else 1
    return Scorecard(ordered_map(score_skill, skill_jobs, workers), case_pass_rate)


SCORE_POOL_FROM = 1000
"""Attempts from which a run is scored over several processes."""


def score_skill(job: SkillJob) -> SkillCard:
    """One skill's card: a card per model that answered it, its case rows, its verdict."""
    skill, run_models, skill_attempts, seed, case_pass_rate = job
    models: list[ModelCard] = []
    rows: list[CaseRow] = []
    for model in run_models:
        mine = [a for a in skill_attempts if a.model == model.label]
        if not mine:
            continue
        card, model_rows = score_model(skill, model, mine, seed, case_pass_rate)
        models.append(card)
        rows.extend(model_rows)
    verdict, reason = _verdict(models, rows, case_pass_rate)
    errored = sum(1 for a in skill_attempts if a.error)
    if errored and verdict != "NOT RUN":
        reason += f"; incomplete ({errored} of {len(skill_attempts)} attempts errored)"
    return SkillCard(
        skill=skill.name,
        models=models,
        cases=rows,
        tier1=tier1_status(
            [f for f in skill.findings if f["severity"] in ("HIGH", "MEDIUM", "LOW")]
        ),
        verdict=verdict,
        verdict_reason=reason,
        positives=sum(1 for c in skill.cases if c.routing == "positive"),
        negatives=sum(1 for c in skill.cases if c.routing == "negative"),
        unlabeled=sum(1 for c in skill.cases if c.routing == "unlabeled"),
    )


def _case_gate(model: ModelCard, rows: list[CaseRow], rate: float) -> tuple[int, int]:
    """(passing, graded) cases of ``model`` in the skill arm, else the discover arm."""
    mine = [r for r in rows if r.model == model.label]
    for arm in (Arm.SKILL, Arm.DISCOVER):
        graded = [r.pass_rate[arm] for r in mine if r.pass_rate.get(arm) is not None]
        if graded:
            return sum(1 for r in graded if (r or 0) >= rate - 1e-9), len(graded)
    return 0, 0


def _verdict(
    models: list[ModelCard], rows: list[CaseRow], case_pass_rate: float = CASE_PASS_RATE
) -> tuple[str, str]:
    """PASS when, for at least one model, every measured with-skill dimension passes and
    at least half of the graded cases pass: partial credit alone never passes a skill."""
    if not models:
        return Verdict.NOT_RUN, "no attempts were made"
    agents = [m for m in models if not m.reference] or models
    gated = {m.label: _case_gate(m, rows, case_pass_rate) for m in agents}
    if not any(graded for _, graded in gated.values()):
        return Verdict.NOT_RUN, (
            "no answer in the skill or discover arm decided a check (none completed, or every "
            "check was undetermined: --judge decides those)"
        )
    for model in agents:
        values = {d: c.skill for d, c in model.dimensions.items() if c.skill is not None}
        passing, graded = gated[model.label]
        if values and all(v >= PASS_BAND for v in values.values()) and 2 * passing >= graded > 0:
            who = "reference responder" if model.reference else model.label
            return Verdict.PASS, (
                f"every measured dimension is at or above 50% with the skill and {passing} of "
                f"{graded} cases pass ({who})"
            )
    for model in agents:
        passing, graded = gated[model.label]
        if graded and 2 * passing < graded:
            return (
                Verdict.FAIL,
                f"only {passing} of {graded} cases pass with the skill (needs half)",
            )
    worst = min(
        ((d, c.skill) for m in agents for d, c in m.dimensions.items() if c.skill is not None),
        key=lambda item: item[1],
        default=None,
    )
    if worst is None:
        return Verdict.NOT_RUN, "no completed attempts"
    return Verdict.FAIL, f"{worst[0]} is {worst[1]:.0%} with the skill (needs 50%)"
