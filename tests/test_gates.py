from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

from skilleval.cli.main import cli
from skilleval.gates.thresholds import GateConfig, compare_runs, evaluate_gates
from skilleval.run.records import Attempt, CaseInfo, ModelInfo, RunMeta, RunResult, SkillInfo
from skilleval.scoring.scorecard import score_run
from tests.conftest import EXAMPLE, ROOT, SKILLS

FIELD_LINE = '   `recompute_granularity="full"`, `recompute_method` and `recompute_num_layers`.'


def invoke(*args: str) -> Result:
    return CliRunner().invoke(cli, [*args, "--no-cache", "--quiet"])


def copy_skill(tmp_path: Path) -> Path:
    target = tmp_path / "skills" / EXAMPLE.name
    shutil.copytree(EXAMPLE, target)
    return target


def drop_required_field(skill: Path) -> None:
    text = (skill / "SKILL.md").read_text()
    assert FIELD_LINE in text
    (skill / "SKILL.md").write_text(
        text.replace(FIELD_LINE, '   `recompute_granularity="full"` and `recompute_method`.')
    )


def test_thresholds_pass_and_fail_for_the_right_reason(tmp_path: Path) -> None:
    ok = invoke(
        "run",
        str(EXAMPLE),
        "--out",
        str(tmp_path / "a"),
        "--fail-under",
        "correctness=80",
        "--min-uplift",
        "10",
    )
    assert ok.exit_code == 0, ok.output
    assert "gate: PASS" in ok.output
    high = invoke(
        "run", str(EXAMPLE), "--out", str(tmp_path / "b"), "--fail-under", "effectiveness=99"
    )
    assert high.exit_code == 1
    assert "Effectiveness" in high.output and "< 99%" in high.output
    uplift = invoke("run", str(EXAMPLE), "--out", str(tmp_path / "c"), "--min-uplift", "90")
    assert uplift.exit_code == 1 and "Overall uplift" in uplift.output
    gate = json.loads((tmp_path / "c" / "gate.json").read_text())
    assert gate["passed"] is False and gate["failures"]
    bad = invoke("run", str(EXAMPLE), "--out", str(tmp_path / "d"), "--fail-under", "speed=5")
    assert bad.exit_code == 2 and "DIMENSION=PERCENT" in bad.output


def test_case_pass_rate_gate(tmp_path: Path) -> None:
    skill = copy_skill(tmp_path)
    drop_required_field(skill)
    result = invoke("run", str(skill), "--out", str(tmp_path / "o"), "--gate")
    assert result.exit_code == 1
    assert "case recompute-oom-fp8-te-graphs passed 0% of attempts (< 50%)" in result.output
    assert "recompute-required-fields passed" not in result.output


@pytest.mark.slow
def test_baseline_regression_fails_improvement_passes(tmp_path: Path) -> None:
    skill = copy_skill(tmp_path)
    assert invoke("run", str(skill), "--out", str(tmp_path / "pinned")).exit_code == 0
    pinned = str(tmp_path / "pinned" / "results.json")
    same = invoke("run", str(skill), "--out", str(tmp_path / "same"), "--baseline", pinned)
    assert same.exit_code == 0, same.output
    drop_required_field(skill)
    worse = invoke("run", str(skill), "--out", str(tmp_path / "worse"), "--baseline", pinned)
    assert worse.exit_code == 1
    assert "recompute-oom-fp8-te-graphs regressed against the baseline" in worse.output
    # The gate says which checks broke; accepting them (an intended change) leaves only the
    # case's own pass-rate gate (the case still fails today).
    broken = sorted(
        set(re.findall(r"; ([\w-]+) \((?:fields|order|callout|behavior)\)", worse.output))
    )
    assert broken, worse.output
    # The dropped field is named in the ground truth too, which keeps passing with less of
    # its wording covered: accepting the change accepts that as well.
    accepted = [a for check in [*broken, "ground_truth"] for a in ("--accept", check)]
    args = ["run", str(skill), "--out", str(tmp_path / "ok"), "--baseline", pinned]
    accepting = invoke(*args, *accepted)
    assert "regressed against the baseline" not in accepting.output
    assert "case recompute-oom-fp8-te-graphs passed 0% of attempts" in accepting.output


def make(*args: Any, grade: dict[str, Any] | None = None, **kwargs: Any) -> Attempt:
    """An Attempt with a grade in its stored form."""
    attempt = Attempt(*args, **kwargs)
    attempt.grade_dict = grade
    return attempt


def stochastic_run(passes: list[int], attempts: int) -> RunResult:
    cases = [CaseInfo(f"c{i}", "positive", "p", "demo") for i in range(len(passes))]
    runs = []
    for i, passed in enumerate(passes):
        for n in range(attempts):
            check = {"id": "b", "kind": "behavior", "passed": n < passed, "skipped": False}
            grade = {
                "passed": n < passed,
                "score": 1.0 if n < passed else 0.0,
                "kinds": {},
                "results": [check],
            }
            runs.append(make("demo", f"c{i}", "skill", "m", n, answer="a", grade=grade))
    meta = RunMeta("0.1.0", "2026-12-01T00:00:00+00:00", "", ["skill"], attempts, 0)
    return RunResult(
        meta,
        [ModelInfo("m", "openai", "m", "http://x/v1")],
        [SkillInfo("demo", "p", "d", "e", cases, [])],
        runs,
    )


def test_sampled_models_fail_only_on_supported_regressions() -> None:
    old = stochastic_run([3, 5], attempts=5)
    noisy = stochastic_run([2, 5], attempts=5)
    status = {c.subject: c.status for c in compare_runs(old, noisy)}
    assert status["c0"] == "inconclusive" and status["c1"] == "unchanged"
    assert evaluate_gates(
        noisy, score_run(noisy), GateConfig(baseline=old, case_pass_rate=0.0)
    ).passed
    collapsed = stochastic_run([0, 5], attempts=5)
    old_all = stochastic_run([5, 5], attempts=5)
    status = {c.subject: c.status for c in compare_runs(old_all, collapsed)}
    assert status["c0"] == "regressed"
    verdict = evaluate_gates(
        collapsed, score_run(collapsed), GateConfig(baseline=old_all, case_pass_rate=0.0)
    )
    assert not verdict.passed and any("c0 regressed" in f for f in verdict.failures)


@pytest.mark.slow
def test_errors_never_count_as_passes_and_incomplete_exits_3(tmp_path: Path) -> None:
    from tests.openai_server import FakeOpenAI, Reply

    with FakeOpenAI(lambda request, n: Reply(status=500)) as server:
        args = [
            "run",
            str(EXAMPLE),
            "--model",
            "m",
            "--base-url",
            server.base_url,
            "--max-retries",
            "0",
            "--arms",
            "skill",
            "--out",
        ]
        result = invoke(*args, str(tmp_path / "a"))
        assert result.exit_code == 3 and "run incomplete: 3 errored" in result.output
        tolerated = invoke(*args, str(tmp_path / "b"), "--max-errors", "10", "--gate")
        assert tolerated.exit_code == 1
        assert "no completed skill-arm attempt (errors never count as passes)" in tolerated.output


@pytest.mark.slow
def test_diff_against_folder_catches_a_dropped_field(tmp_path: Path) -> None:
    skill = copy_skill(tmp_path)
    # A neighbour the discover arm may load: the old version (run from a temporary copy)
    # must face it too, or an unchanged skill reads as a discoverability regression.
    shutil.copytree(SKILLS / "git-bisect-regression", skill.parent / "git-bisect-regression")
    unchanged = invoke("diff", str(skill), "--against", str(EXAMPLE), "--out", str(tmp_path / "d0"))
    assert unchanged.exit_code == 0, unchanged.output
    assert "no change" in unchanged.output
    drop_required_field(skill)
    changed = invoke("diff", str(skill), "--against", str(EXAMPLE), "--out", str(tmp_path / "d1"))
    assert changed.exit_code == 1, changed.output
    assert "regressed" in changed.output and "fields checks" in changed.output
    document = json.loads((tmp_path / "d1" / "diff.json").read_text())
    assert document["regressed"] is True
    assert (tmp_path / "d1" / "old" / "BENCHMARK.md").is_file()


def test_diff_against_git_revision(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    if shutil.which("git") is None:
        pytest.skip("git is not installed")
    repo = tmp_path / "repo"
    skill = repo / "skills" / EXAMPLE.name
    shutil.copytree(EXAMPLE, skill)

    def git(*args: str) -> None:
        subprocess.run(["git", *args], cwd=repo, check=True, capture_output=True)

    git("init", "-q")
    git("add", "-A")
    git("-c", "user.email=t@example.com", "-c", "user.name=t", "commit", "-qm", "skill")
    drop_required_field(skill)
    import tempfile

    # A temporary folder of this test's own: other runs on the machine use the system one.
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    result = invoke("diff", str(skill), "--rev", "HEAD", "--out", str(tmp_path / "d"))
    assert result.exit_code == 1, result.output
    assert "revision HEAD" in result.output
    assert not list(tmp_path.glob("skilleval-old-*")), "temporary copy left behind"
    missing = invoke("diff", str(skill), "--rev", "no-such-rev", "--out", str(tmp_path / "e"))
    assert missing.exit_code == 2


def comparable(path: Path) -> dict[str, object]:
    data = json.loads(path.read_text())
    for attempt in data["attempts"]:
        attempt["latency_s"] = 0
    data["meta"] = {
        k: v for k, v in data["meta"].items() if k not in ("started", "finished", "notes")
    }
    return data


@pytest.mark.slow
def test_merge_of_three_shards_equals_the_unsharded_run(tmp_path: Path) -> None:
    assert invoke("run", str(SKILLS), "--out", str(tmp_path / "all"), "--seed", "1").exit_code == 0
    for i in (1, 2, 3):
        result = invoke(
            "run", str(SKILLS), "--out", str(tmp_path / f"s{i}"), "--shard", f"{i}/3", "--seed", "1"
        )
        assert result.exit_code == 0, result.output
    sizes = [
        len(json.loads((tmp_path / f"s{i}" / "results.json").read_text())["attempts"])
        for i in (1, 2, 3)
    ]
    assert sum(sizes) == 15 and max(sizes) < 15
    merged = CliRunner().invoke(
        cli,
        ["merge", *(str(tmp_path / f"s{i}") for i in (1, 2, 3)), "--out", str(tmp_path / "merged")],
    )
    assert merged.exit_code == 0, merged.output
    assert comparable(tmp_path / "merged" / "results.json") == comparable(
        tmp_path / "all" / "results.json"
    )
    strip = [line for line in (tmp_path / "merged" / "BENCHMARK.md").read_text().splitlines()]
    assert strip == (tmp_path / "all" / "BENCHMARK.md").read_text().splitlines()


def test_suite_file_runs_and_validates(tmp_path: Path) -> None:
    result = CliRunner().invoke(
        cli,
        [
            "run",
            "--suite",
            str(ROOT / "evals" / "ci.yaml"),
            "--out",
            str(tmp_path / "o"),
            "--no-cache",
            "--quiet",
        ],
    )
    assert result.exit_code == 0, result.output
    assert "gate: PASS" in result.output
    bad = tmp_path / "suite.yaml"
    bad.write_text("skills: [x]\nmodels: [{name: m, api_key: secret}]\n")
    result = CliRunner().invoke(cli, ["run", "--suite", str(bad)])
    assert result.exit_code == 2 and "suite does not match its schema" in result.output
    bad.write_text("skills: [x\n")
    result = CliRunner().invoke(cli, ["run", "--suite", str(bad)])
    assert result.exit_code == 2 and "invalid YAML" in result.output


def test_compare_matrix(tmp_path: Path) -> None:
    skill = copy_skill(tmp_path)
    assert invoke("run", str(skill), "--out", str(tmp_path / "a")).exit_code == 0
    drop_required_field(skill)
    assert invoke("run", str(skill), "--out", str(tmp_path / "b")).exit_code == 0
    runner = CliRunner()
    result = runner.invoke(cli, ["compare", str(tmp_path / "a"), str(tmp_path / "b")])
    assert result.exit_code == 0, result.output
    assert "| Run | Date | Skill digest | Agent | Overall |" in result.output
    assert "`recompute-oom-fp8-te-graphs`" in result.output
    data = json.loads(
        runner.invoke(
            cli, ["compare", str(tmp_path / "a"), str(tmp_path / "b"), "--format", "json"]
        ).output
    )
    assert len(data["runs"]) == 2
    assert list(data["differing_cases"][EXAMPLE.name]) == ["recompute-oom-fp8-te-graphs"]


@pytest.mark.slow
def test_merge_refuses_missing_repeated_or_unsharded_results_and_gates_the_whole(
    tmp_path: Path,
) -> None:
    for i in (1, 2):
        shard = invoke("run", str(SKILLS), "--out", str(tmp_path / f"s{i}"), "--shard", f"{i}/2")
        assert shard.exit_code == 0, shard.output
    assert invoke("run", str(SKILLS), "--out", str(tmp_path / "all")).exit_code == 0
    out = ["--out", str(tmp_path / "m")]

    def merge(*args: str) -> Result:
        return CliRunner().invoke(cli, ["merge", *args])

    s1, s2, whole = (str(tmp_path / name) for name in ("s1", "s2", "all"))
    missing = merge(s1, *out)
    assert missing.exit_code == 2 and "shard 2/2 missing" in missing.output
    twice = merge(s1, s1, s2, *out)
    assert twice.exit_code == 2 and "more than once" in twice.output
    unsharded = merge(s1, whole, *out)
    assert unsharded.exit_code == 2 and "not run with --shard" in unsharded.output
    gated = merge(s1, s2, *out, "--fail-under", "correctness=100")
    assert gated.exit_code == 1 and "gate: FAIL" in gated.output
    assert merge(s1, s2, *out, "--fail-under", "correctness=50").exit_code == 0


@pytest.mark.slow
def test_case_pass_rate_counts_the_same_in_scorecard_and_junit(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from skilleval.report import load_results

    monkeypatch.setenv("SKILLEVAL_TEST_KEY", "sk-test-" + "Cp5" * 12)

    def half(request: dict[str, Any], n: int) -> str:
        from tests.answers import recompute

        return recompute.IDEAL if n % 2 == 0 else "no idea"

    from tests.openai_server import FakeOpenAI

    with FakeOpenAI(half) as server:
        out = tmp_path / "o"
        result = invoke(
            "run", str(EXAMPLE), "--model", "m", "--base-url", server.base_url,
            "--api-key-env", "SKILLEVAL_TEST_KEY", "--arms", "skill", "--attempts", "2",
            "--concurrency", "1", "--no-cache", "--case-pass-rate", "0.8", "--no-gate",
            "--out", str(out),
        )  # fmt: skip
    assert result.exit_code == 0, result.output
    _, scorecard = load_results(out)
    junit = (out / "junit.xml").read_text()
    card = scorecard.skills[0].models[0]
    failures = junit.count("<failure")
    assert scorecard.case_pass_rate == 0.8
    assert card.cases_passing["skill"] + failures == len(scorecard.skills[0].cases)


def test_one_concurrency_default() -> None:
    from skilleval.cli.main import DEFAULT_CONCURRENCY
    from skilleval.run.plan import RunOptions

    assert RunOptions().concurrency == DEFAULT_CONCURRENCY


@pytest.mark.slow
def test_diff_names_what_broke_and_accepts_an_intended_rename(tmp_path: Path) -> None:
    skill = copy_skill(tmp_path)
    text = (skill / "SKILL.md").read_text()
    (skill / "SKILL.md").write_text(text.replace("recompute_num_layers", "recompute_layers", 1))
    args = ["diff", str(skill), "--against", str(EXAMPLE), "--quiet"]
    broke = invoke(*args, "--out", str(tmp_path / "d"))
    assert broke.exit_code == 1, broke.output
    assert (
        "fields-step4 (fields): `recompute_layers` - did you mean `recompute_num_layers`? "
        "(missing: recompute_num_layers)" in broke.output
    )
    document = json.loads((tmp_path / "d" / "diff.json").read_text())
    [case] = [c for c in document["changes"] if c["subject"] == "recompute-oom-fp8-te-graphs"]
    assert case["status"] == "regressed"
    assert {b["check"] for b in case["broke"]} >= {"fields-step4"}
    # The renamed field is also named in the case's ground truth, which still passes with
    # less of its wording covered: accepting the rename accepts that too.
    ids = [b["check"] for b in case["broke"]] + ["ground_truth"]
    accepted = [a for check in ids for a in ("--accept", check)]
    renamed = invoke(*args, "--out", str(tmp_path / "e"), *accepted)
    assert renamed.exit_code == 0, renamed.output
    assert "no change" in renamed.output
    assert json.loads((tmp_path / "e" / "diff.json").read_text())["accepted"] == accepted[1::2]
