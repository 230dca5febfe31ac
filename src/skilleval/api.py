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

import asyncio
import shutil
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from skilleval.calibration import Calibration, acalibrate
from skilleval.calibration import calibrate as _calibrate
from skilleval.errors import InputError, ProviderError
from skilleval.findings import Finding
from skilleval.gates.merge import merge_runs
from skilleval.gates.regrade import regrade_run
from skilleval.gates.thresholds import (
    Change,
    GateConfig,
    GateResult,
    accept_checks,
    compare_runs,
    evaluate_gates,
    parse_thresholds,
)
from skilleval.grading import Check, Grade, grade_answer
from skilleval.lint import lint_bundle
from skilleval.loading.evalcase import EvalCase
from skilleval.loading.evalset import pin_checks
from skilleval.loading.skill import Skill, load_skill
from skilleval.loading.versions import copy_of, skill_at_revision
from skilleval.loading.workspace import SkillBundle, Workspace, load_bundle, load_workspace
from skilleval.models.base import ChatRequest, Params, Provider
from skilleval.models.registry import ModelSpec, build_provider
from skilleval.pipeline import prepare
from skilleval.processes import ordered_map
from skilleval.report import load_results as _load_results
from skilleval.report import write_reports as _write_reports
from skilleval.rubric.derive import derive_checks, expected_text, select_checklist
from skilleval.run.batch import BatchStatus, advance_batches, answer_providers, batch_options
from skilleval.run.plan import PlannedCalls, RunOptions, plan_calls
from skilleval.run.records import RunResult, dump_json
from skilleval.run.runner import run_models
from skilleval.scoring.scorecard import CASE_PASS_RATE, Scorecard, score_run


@dataclass(frozen=True)
class Evaluation:
    """What :func:`evaluate` returns: the recorded run and its scorecard."""

    run: RunResult
    scorecard: Scorecard


def load(
    paths: Sequence[str | Path],
    cases: Sequence[str] = (),
    limit: int | None = None,
    jobs: int | None = None,
) -> Workspace:
    """Every skill under ``paths`` with its eval cases (identical copies merged); only the
    cases whose id matches one of ``cases`` (globs), at most ``limit`` in all, when given
    (InputError when none is left). Paths that are not skills are in ``errors``, eval files
    that cannot be read in ``unloadable``. Many skills load over ``jobs`` processes
    (default: the cores)."""
    return prepare(paths, cases, limit, jobs)


def lint_skill(bundle: SkillBundle) -> list[Finding]:
    """Static findings for one skill: frontmatter, dataset, links, content, signature."""
    return lint_bundle(bundle)


def lint_skills(bundles: Sequence[SkillBundle], jobs: int | None = None) -> list[list[Finding]]:
    """:func:`lint_skill` for each of ``bundles``, in order, over ``jobs`` processes
    (default: the cores; many skills only, one process for a few)."""
    return ordered_map(lint_bundle, bundles, jobs)


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
    options = options or RunOptions()
    run = run_models(workspace.bundles, specs, options, Path(out), providers)
    return Evaluation(run, score_run(run, case_pass_rate, options.jobs))


def evaluate_batch(
    workspace: Workspace,
    models: Sequence[str | ModelSpec],
    out: str | Path = "skilleval-out",
    options: RunOptions | None = None,
    case_pass_rate: float = CASE_PASS_RATE,
) -> Evaluation | BatchStatus:
    """:func:`evaluate` through the Batch API (OpenAI-compatible endpoints; the discover
    arm is left out): the first call submits a batch per model and returns their status;
    later calls with the same ``out`` return the status until every batch has completed,
    then the evaluation made from the batches' answers."""
    specs = [m if isinstance(m, ModelSpec) else ModelSpec.parse(m) for m in models]
    options = options or RunOptions()
    status = advance_batches(workspace.bundles, specs, options, Path(out))
    if not status.done:
        return status
    providers = answer_providers(status, specs)
    return evaluate(workspace, specs, out, batch_options(options), case_pass_rate, providers)


def score(
    run: RunResult, case_pass_rate: float = CASE_PASS_RATE, jobs: int | None = None
) -> Scorecard:
    """The scorecard of a recorded run (dimensions, uplift with intervals, verdicts); a
    large run is scored over ``jobs`` processes (default: the cores), with the same numbers."""
    return score_run(run, case_pass_rate, jobs)


def write_reports(
    run: RunResult, scorecard: Scorecard, out: str | Path, gate: GateResult | None = None
) -> list[Path]:
    """BENCHMARK.md, results.json, junit.xml and report.html under ``out`` (with ``gate``'s
    verdict in report.html when given)."""
    return _write_reports(run, scorecard, Path(out), gate)


def gate(
    run: RunResult,
    scorecard: Scorecard,
    fail_under: Mapping[str, float] | Sequence[str] | None = None,
    min_uplift: float | None = None,
    baseline: RunResult | None = None,
    accept: Sequence[str] = (),
    out: str | Path | None = None,
) -> GateResult:
    """Thresholds (percentages per dimension, as a mapping or ``DIM=PCT`` strings), minimum
    uplift, each case's pass rate and regressions against a pinned run (checks matching
    ``accept`` left out of that comparison); a skill with no attempts fails. With ``out``,
    the verdict is also written to ``out/gate.json``."""
    items = (
        [f"{k}={v}" for k, v in fail_under.items()]
        if isinstance(fail_under, Mapping)
        else list(fail_under or ())
    )
    config = GateConfig(
        parse_thresholds(items), min_uplift, scorecard.case_pass_rate, baseline, tuple(accept)
    )
    verdict = evaluate_gates(run, scorecard, config)
    if out is not None:
        dump_json(Path(out) / "gate.json", verdict.to_dict())
    return verdict


def calibrate(labels: str | Path, judge: ModelSpec | None = None) -> Calibration:
    """Agreement of the grader with the human-labeled answers in ``labels``; with ``judge``,
    that model decides the checks text leaves undetermined (one question each)."""
    if judge is None:
        return _calibrate(Path(labels))
    return asyncio.run(_calibrate_with_judge(Path(labels), judge))


async def _calibrate_with_judge(labels: Path, judge: ModelSpec) -> Calibration:
    provider = build_provider(judge)

    async def ask(messages: list[dict[str, str]]) -> tuple[str, str]:
        request = ChatRequest(judge.model, tuple(messages), (), Params(temperature=0.0))
        try:
            return (await provider.complete(request)).text, ""
        except ProviderError as exc:
            return "", str(exc)

    try:
        return await acalibrate(labels, ask)
    finally:
        await provider.aclose()


def load_results(path: str | Path) -> tuple[RunResult, Scorecard]:
    """A recorded run and its scorecard, from a results.json or the folder holding one."""
    return _load_results(Path(path))


def checklist_reason(skill: Skill, case: EvalCase) -> str:
    """Which section of SKILL.md the rubric took as the case's checklist, and why."""
    if not case.targets_skill:
        return "none: the case does not target this skill"
    return select_checklist(skill, case.prompt, expected_text(case))[1]


def pin_rubric(case: EvalCase, checks: Sequence[Check]) -> Path:
    """Write ``checks`` into the case's eval file as its explicit ``checks``; the file."""
    return pin_checks(case, [c.to_dict() for c in checks])


def estimate(
    workspace: Workspace, models: Sequence[ModelSpec], options: RunOptions | None = None
) -> list[PlannedCalls]:
    """Calls and estimated tokens per model and arm, without sending anything."""
    return plan_calls(workspace.bundles, models, options or RunOptions())


def merge(runs: Sequence[RunResult]) -> RunResult:
    """Join shard results (``run --shard i/n``) into the run an unsharded run records;
    refuses missing, duplicate or mismatched shards."""
    return merge_runs(list(runs))


def regrade(run: RunResult, workspace: Workspace, jobs: int | None = None) -> RunResult:
    """Grade a recorded run's answers again with today's rubric of the skills given (a
    large run over ``jobs`` processes, default the cores)."""
    return regrade_run(run, workspace.bundles, jobs)


def compare(old: RunResult, new: RunResult, accept: Sequence[str] = ()) -> list[Change]:
    """Paired comparison of two runs, case by case, per check kind and per dimension;
    checks matching ``accept`` (globs) are left out (intended changes)."""
    return compare_runs(accept_checks(old, accept), accept_checks(new, accept))


@dataclass(frozen=True)
class VersionDiff:
    """What :func:`diff_versions` returns: both versions' runs and how they compare."""

    skill: str
    old: RunResult
    new: RunResult
    changes: list[Change]

    @property
    def regressed(self) -> bool:
        return any(c.regression for c in self.changes)


def diff_versions(
    path: str | Path,
    old: str | Path | None = None,
    rev: str | None = None,
    models: Sequence[str | ModelSpec] = ("extractive",),
    out: str | Path = "skilleval-diff",
    options: RunOptions | None = None,
    accept: Sequence[str] = (),
) -> VersionDiff:
    """Run the same cases on an old version of a skill (folder ``old`` or git revision
    ``rev``) and on the one at ``path``, both graded with the old version's rubric, and
    compare them paired. Reports of both go to ``out/old`` and ``out/new``."""
    if (old is None) == (rev is None):
        raise InputError("give exactly one old version: a folder or a git revision")
    new = load_bundle(Path(path))
    if rev is not None:
        old_dir = skill_at_revision(Path(path), rev)
    else:
        old_dir = copy_of(Path(old or ""), new.skill.path.resolve().name)
    specs = [m if isinstance(m, ModelSpec) else ModelSpec.parse(m) for m in models]
    options = options or RunOptions()
    target = Path(out)
    try:
        old_bundle = SkillBundle(load_skill(old_dir), new.evalset)
        # The old version runs from a temporary copy: its discover arm gets the new
        # version's neighbours as decoys, so both versions face the same catalogue.
        old_options = replace(options, decoys_from=new.skill.path.resolve().parent)
        old_run = run_models([old_bundle], specs, old_options, target / "old")
        new_raw = run_models([new], specs, options, target / "new")
        new_run = regrade_run(new_raw, [old_bundle])
        new_run.skills = new_raw.skills
        for run_result, folder in ((old_run, target / "old"), (new_run, target / "new")):
            _write_reports(run_result, score_run(run_result), folder)
    finally:
        shutil.rmtree(old_dir.parent, ignore_errors=True)  # the temporary copy of the old skill
    return VersionDiff(new.skill.name, old_run, new_run, compare(old_run, new_run, accept))
