"""--jobs: offline runs in several processes give what one process gives, byte for byte."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from skilleval.loading.workspace import load_workspace
from skilleval.models.registry import ModelSpec
from skilleval.report import write_reports
from skilleval.run.parallel import MIN_ATTEMPTS, jobs_for
from skilleval.run.plan import RunOptions
from skilleval.run.runner import run_models
from skilleval.scoring.scorecard import score_run
from tests.conftest import SKILLS, SkillMaker

MEASURED = ("latency_s",)
"""Fields a run measures rather than computes: they differ between any two runs."""


def _run(paths: list[Path], jobs: int, out: Path, attempts: int = 5) -> dict[str, bytes]:
    workspace = load_workspace(paths)
    options = RunOptions(attempts=attempts, jobs=jobs)
    run = run_models(workspace.bundles, [ModelSpec.parse("extractive")], options, out)
    write_reports(run, score_run(run), out)
    files = {"BENCHMARK.md": (out / "BENCHMARK.md").read_bytes()}
    junit = (out / "junit.xml").read_text()
    files["junit.xml"] = re.sub(r' time="[0-9.]+"', ' time=""', junit).encode()  # measured
    data = json.loads((out / "results.json").read_bytes())
    for key in ("started", "finished"):
        data["meta"].pop(key)
    for attempt in data["attempts"]:
        for key in MEASURED:
            attempt[key] = 0
    files["results.json"] = json.dumps(data, sort_keys=True).encode()
    # The log is in the order attempts finish; what it holds is what must agree.
    logged = [json.loads(line) for line in (out / "attempts.jsonl").read_text().splitlines()]
    keys = sorted("/".join(str(a[k]) for k in ("skill", "case", "arm", "attempt")) for a in logged)
    files["attempts.jsonl"] = "\n".join(keys).encode()
    return files


@pytest.mark.slow
def test_two_processes_give_what_one_gives(tmp_path: Path, make_skill: SkillMaker) -> None:
    bad = {"id": "bad", "question": "Which fields?", "checks": [{"kind": "fields"}]}
    broken = make_skill("broken-checks", evals=[bad, {"id": "ok", "question": "Do the thing?"}])
    paths = [SKILLS, broken]
    one = _run(paths, 1, tmp_path / "one")
    two = _run(paths, 2, tmp_path / "two")
    assert one.keys() == two.keys()
    for name in one:
        assert one[name] == two[name], name
    results = json.loads(one["results.json"])
    assert len(results["attempts"]) >= MIN_ATTEMPTS
    assert any("'bad'" in error for error in results["meta"]["errors"])  # kept, in order


def test_only_local_responders_use_processes() -> None:
    local = [ModelSpec.parse("extractive")]
    options = RunOptions(jobs=4)
    assert jobs_for(local, options, None, 1000) == 4
    assert jobs_for(local, options, None, MIN_ATTEMPTS - 1) == 1  # too little work
    assert jobs_for(local, RunOptions(jobs=1), None, 1000) == 1
    assert jobs_for(local, RunOptions(jobs=4, shard=(1, 2)), None, 1000) == 1
    remote = [ModelSpec.parse("gpt-4o-mini", "http://127.0.0.1:9/v1")]
    assert jobs_for(remote, options, None, 1000) == 1  # waiting, not computing


def test_a_run_takes_one_process_where_processes_fail(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import skilleval.run.runner as runner

    class NoProcesses:
        def __init__(self, *args: object) -> None:
            raise OSError("no semaphores in this sandbox")

    monkeypatch.setattr(runner, "Shards", NoProcesses)
    workspace = load_workspace([SKILLS])
    options = RunOptions(attempts=5, jobs=2)
    run = run_models(workspace.bundles, [ModelSpec.parse("extractive")], options, tmp_path)
    assert len(run.attempts) >= MIN_ATTEMPTS and all(a.ok for a in run.attempts)
    assert any("worker processes failed (OSError" in note for note in run.meta.notes)


@pytest.mark.slow
def test_many_skills_load_and_lint_in_processes_as_in_one(corpus: Path) -> None:
    import skilleval

    one = skilleval.load([corpus], jobs=1)
    two = skilleval.load([corpus], jobs=2)
    assert len(one.bundles) >= 32  # enough for the pool to be used

    def shape(workspace: skilleval.Workspace) -> list[tuple[str, str, int, tuple[str, ...]]]:
        return [
            (b.skill.name, str(b.skill.path), len(b.evalset.cases), b.copies)
            for b in workspace.bundles
        ]

    assert shape(one) == shape(two) and one.errors == two.errors
    assert [f.to_dict() for f in one.findings] == [f.to_dict() for f in two.findings]
    serial = skilleval.lint_skills(one.bundles, jobs=1)
    pooled = skilleval.lint_skills(one.bundles, jobs=2)
    assert [[f.to_dict() for f in fs] for fs in serial] == [
        [f.to_dict() for f in fs] for fs in pooled
    ]
    assert any(serial)  # the corpus has findings to compare


@pytest.mark.slow
def test_a_large_regrade_and_score_in_processes_give_the_same(tmp_path: Path) -> None:
    from skilleval.gates.regrade import POOL_FROM, regrade_run
    from skilleval.scoring.scorecard import SCORE_POOL_FROM

    workspace = load_workspace([SKILLS])
    options = RunOptions(attempts=70, jobs=2)
    run = run_models(workspace.bundles, [ModelSpec.parse("extractive")], options, tmp_path)
    assert len(run.attempts) >= max(POOL_FROM, SCORE_POOL_FROM)
    one = regrade_run(run, workspace.bundles, jobs=1)
    two = regrade_run(run, workspace.bundles, jobs=2)
    assert [a.grade_dict for a in one.attempts] == [a.grade_dict for a in two.attempts]
    assert one.meta.notes == two.meta.notes
    assert score_run(run, jobs=1).to_dict() == score_run(run, jobs=2).to_dict()
