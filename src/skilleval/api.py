"""The Python API: what ``skilleval run`` does, as functions over typed values.

import skilleval

workspace = skilleval.load(["skills/"])
for bundle in workspace.bundles:
    print(bundle.skill.name, [f.code for f in skilleval.lint_skill(bundle)])
    for case in bundle.evalset.cases:
        checks = skilleval.derive_rubric(bundle.skill, case)
        print(skilleval.grade("my answer", checks).passed)
result = skilleval.evaluate(["skills/"], models=["extractive"], out="out")
skilleval.write_reports(result.run, result.scorecard, "out")
print(skilleval.gate(result.run, result.scorecard, fail_under={"correctness": 80}).passed)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from skilleval.calibration import Calibration
from skilleval.calibration import calibrate as _calibrate
from skilleval.findings import Finding
from skilleval.gates.thresholds import GateConfig, GateResult, evaluate_gates, parse_thresholds
from skilleval.grading import Check, Grade, grade_answer
from skilleval.lint import lint_bundle
from skilleval.loading.evalcase import EvalCase
from skilleval.loading.skill import Skill
from skilleval.loading.workspace import SkillBundle, Workspace, load_workspace
from skilleval.models.base import Provider
from skilleval.models.registry import ModelSpec
from skilleval.report import write_reports as _write_reports
from skilleval.rubric.derive import derive_checks
from skilleval.run.plan import RunOptions
from skilleval.run.records import RunResult
from skilleval.run.runner import run_models
from skilleval.scoring.scorecard import CASE_PASS_RATE, Scorecard, score_run


@dataclass(frozen=True)
class Evaluation:
    """What :func:`evaluate` returns: the recorded run and its scorecard."""

    run: RunResult
    scorecard: Scorecard


def load(paths: Sequence[str | Path]) -> Workspace:
    """Every skill under ``paths`` with its eval cases (identical copies merged)."""
    return load_workspace(paths)


def lint_skill(bundle: SkillBundle) -> list[Finding]:
    """Static findings for one skill: frontmatter, dataset, links, content, signature."""
    return lint_bundle(bundle)


def derive_rubric(skill: Skill, case: EvalCase) -> list[Check]:
    """The checks an answer to ``case`` is graded on (explicit checks replace or extend)."""
    return derive_checks(skill, case)


def grade(answer: str, checks: Sequence[Check]) -> Grade:
    """Grade one answer: pure, deterministic, with evidence on every check result."""
    return grade_answer(answer, checks)


def evaluate(
    paths: Sequence[str | Path] | Workspace,
    models: Sequence[str | ModelSpec] = ("extractive",),
    out: str | Path = "skilleval-out",
    options: RunOptions | None = None,
    case_pass_rate: float = CASE_PASS_RATE,
    providers: Mapping[str, Provider] | None = None,
) -> Evaluation:
    """Run every case of the skills under ``paths`` (or a loaded workspace) on ``models`` in
    the chosen arms, grade, and score: ``skilleval run`` without the reports and the gate.
    Attempts are appended to ``out/attempts.jsonl`` as they finish (a rerun resumes).
    ``providers``: ready providers by model label (others come from the provider registry)."""
    workspace = paths if isinstance(paths, Workspace) else load_workspace(paths)
    specs = [m if isinstance(m, ModelSpec) else ModelSpec.parse(m) for m in models]
    run = run_models(workspace.bundles, specs, options or RunOptions(), Path(out), providers)
    return Evaluation(run, score_run(run, case_pass_rate))


def score(run: RunResult, case_pass_rate: float = CASE_PASS_RATE) -> Scorecard:
    """The scorecard of a recorded run (dimensions, uplift with intervals, verdicts)."""
    return score_run(run, case_pass_rate)


def write_reports(
    run: RunResult, scorecard: Scorecard, out: str | Path, gate: GateResult | None = None
) -> list[Path]:
    """BENCHMARK.md, results.json, junit.xml and report.html under ``out`` (with ``gate``'s
    verdict in report.html when given)."""
    return _write_reports(run, scorecard, Path(out), gate)


def gate(
    run: RunResult,
    scorecard: Scorecard,
    fail_under: dict[str, float] | None = None,
    min_uplift: float | None = None,
    baseline: RunResult | None = None,
) -> GateResult:
    """Thresholds (percentages per dimension), minimum uplift and regressions against a
    pinned run; a skill with no attempts fails."""
    thresholds = parse_thresholds([f"{k}={v}" for k, v in (fail_under or {}).items()])
    config = GateConfig(thresholds, min_uplift, scorecard.case_pass_rate, baseline)
    return evaluate_gates(run, scorecard, config)


def calibrate(labels: str | Path) -> Calibration:
    """Agreement of the grader with the human-labeled answers in ``labels``."""
    return _calibrate(Path(labels))
