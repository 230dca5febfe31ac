"""Never green by mistake: broken inputs, typos and failing verdicts end non-zero."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from skilleval.cli.main import cli
from tests.conftest import DECOY, SkillMaker


def test_malformed_eval_file_is_an_input_error_and_fails_the_gate(
    make_skill: SkillMaker, tmp_path: Path
) -> None:
    bad = make_skill(name="bad-skill", evals="[{broken")
    args = ["run", str(bad), "--gate", "--fail-under", "correctness=80"]
    result = CliRunner().invoke(cli, [*args, "--out", str(tmp_path / "o")])
    assert result.exit_code == 2, result.output
    assert "evals.json:1" in result.output and "gate: PASS" not in result.output
    checks = CliRunner().invoke(cli, ["checks", str(bad)])
    assert checks.exit_code == 2 and "evals.json:1" in checks.output


def test_a_gated_skill_with_no_attempts_fails_its_gate(
    make_skill: SkillMaker, tmp_path: Path
) -> None:
    empty = make_skill(name="empty-skill", evals=[])
    result = CliRunner().invoke(cli, ["run", str(empty), "--gate", "--out", str(tmp_path / "o")])
    assert result.exit_code == 1 and "no attempts were made" in result.output


def test_a_fail_verdict_exits_1_unless_exploring(make_skill: SkillMaker, tmp_path: Path) -> None:
    item = {
        "id": "a",
        "question": "How do I bump the pin?",
        "expected_skill": "demo-skill",
        "ground_truth": "Edit `docker/.ngc_version.dev` and both `IMAGE_TYPE: dev` rows.",
    }
    folder = make_skill(evals=[item])  # its body cannot answer: the reference responder fails
    result = CliRunner().invoke(cli, ["run", str(folder), "--out", str(tmp_path / "a")])
    assert result.exit_code == 1 and "verdict: FAIL" in result.output
    explore = ["run", str(folder), "--no-gate", "--out", str(tmp_path / "b")]
    assert CliRunner().invoke(cli, explore).exit_code == 0


def test_a_second_skill_of_the_same_name_is_not_run_and_the_run_says_so(
    make_skill: SkillMaker, tmp_path: Path
) -> None:
    item = {"id": "a", "question": "How?", "expected_skill": "demo-skill", "ground_truth": "So."}
    make_skill(parent=tmp_path / "tree" / "one", evals=[item])
    make_skill(parent=tmp_path / "tree" / "two", body="# Other\n\nDifferent text.\n", evals=[item])
    out = tmp_path / "o"
    result = CliRunner().invoke(cli, ["run", str(tmp_path / "tree"), "--out", str(out)])
    assert result.exit_code == 2 and "two/demo-skill was not run" in result.output
    results = json.loads((out / "results.json").read_text())
    assert [s["name"] for s in results["skills"]] == ["demo-skill"]
    keys = [(a["skill"], a["case"], a["arm"]) for a in results["attempts"]]
    assert len(keys) == len(set(keys)) == 3  # one skill's attempts (3 arms), each once
    assert "two/demo-skill was not run" in (out / "BENCHMARK.md").read_text()


def test_typos_get_did_you_mean(tmp_path: Path) -> None:
    out = ["--out", str(tmp_path / "o")]
    model = CliRunner().invoke(cli, ["run", str(DECOY), "--model", "extractiv", *out])
    assert model.exit_code == 2 and "did you mean 'extractive'" in model.output
    url = CliRunner().invoke(cli, ["run", str(DECOY), "--model", "m", "--base-url", "nvdia", *out])
    assert url.exit_code == 2 and "did you mean 'nvidia'" in url.output


def test_fail_under_takes_percentages_not_fractions(tmp_path: Path) -> None:
    args = ["run", str(DECOY), "--fail-under", "correctness=0.8", "--out", str(tmp_path / "o")]
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == 2 and "correctness=80" in result.output


@pytest.mark.slow
def test_readme_sharded_recipe_runs_as_written(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import re
    import shlex

    from tests.conftest import ROOT

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    shard_line = re.search(r"- run: (skilleval run --suite .*--shard .*)", readme)
    merge_line = re.search(r"skilleval merge shard-\*/ .*", readme)
    assert shard_line and merge_line
    monkeypatch.chdir(tmp_path)
    (tmp_path / "evals").mkdir()
    (tmp_path / "evals" / "ci.yaml").write_text(
        (ROOT / "evals" / "ci.yaml").read_text().replace("../skills", str(ROOT / "skills"))
    )
    for shard in (1, 2, 3):
        command = shard_line.group(1).replace("${{ matrix.shard }}", str(shard))
        result = CliRunner().invoke(cli, [*shlex.split(command)[1:], "--no-cache"])
        assert result.exit_code == 0, (command, result.output)
    shards = sorted(str(p) + "/" for p in tmp_path.glob("shard-*"))
    args = shlex.split(merge_line.group(0))[1:]
    args = [a for a in args if a != "shard-*/"]
    merged = CliRunner().invoke(cli, [args[0], *shards, *args[1:]])
    assert merged.exit_code == 0, merged.output
    assert "gate: PASS" in merged.output and (tmp_path / "merged" / "BENCHMARK.md").is_file()


def test_endpoint_errors_show_everywhere_and_a_dead_endpoint_fails_fast(
    tmp_path: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    import json
    import socket

    from tests.conftest import SKILLS

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]  # closed again: nothing listens there
    monkeypatch.setenv("SKILLEVAL_TEST_KEY", "sk-test-" + "Ff2" * 12)
    out = tmp_path / "out"
    args = ["run", str(SKILLS), "--model", "m", "--base-url", f"http://127.0.0.1:{port}/v1"]
    args += ["--api-key-env", "SKILLEVAL_TEST_KEY", "--max-retries", "0", "--attempts", "4"]
    result = CliRunner().invoke(cli, [*args, "--no-cache", "-j", "1", "--out", str(out)])
    assert result.exit_code == 3, result.output
    assert "errors:" in result.output and "cannot connect" in result.output
    data = json.loads((out / "results.json").read_text())
    sent = [a for a in data["attempts"] if a["error"]]
    unsent = [a for a in data["attempts"] if a["note"].startswith("not sent")]
    assert len(sent) == 8 and len(unsent) == len(data["attempts"]) - 8
    assert any("refused its first 8 connections" in n for n in data["meta"]["notes"])
    markdown = (out / "BENCHMARK.md").read_text() + (
        out / "skills" / "git-bisect-regression" / "BENCHMARK.md"
    ).read_text()
    assert "## Errors" in markdown and "cannot connect" in markdown
    assert "cannot connect" in (out / "report.html").read_text()


@pytest.mark.slow
def test_incomplete_runs_and_truncated_answers_say_so(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from tests.answers import recompute
    from tests.conftest import EXAMPLE
    from tests.openai_server import FakeOpenAI, Reply

    monkeypatch.setenv("SKILLEVAL_TEST_KEY", "sk-test-" + "Tr8" * 12)

    def script(request: dict[str, object], n: int) -> Reply | str:
        if n == 0:
            return Reply(status=500, error="boom")
        return Reply(recompute.IDEAL, finish="length")

    with FakeOpenAI(script) as server:
        out = tmp_path / "o"
        args = ["run", str(EXAMPLE), "--model", "m", "--base-url", server.base_url, "-j", "1"]
        args += ["--api-key-env", "SKILLEVAL_TEST_KEY", "--no-cache", "--max-retries", "0"]
        result = CliRunner().invoke(
            cli, [*args, "--max-errors", "5", "--no-gate", "--out", str(out)]
        )
    assert result.exit_code == 0, result.output
    assert "incomplete (1 of 9 attempts errored)" in result.output
    markdown = (out / "BENCHMARK.md").read_text()
    assert "incomplete (1 of 9 attempts errored)" in markdown
    assert "Truncated answers:" in markdown
    [row] = [
        line
        for line in markdown.splitlines()
        if line.startswith("| m | skill |") and " s / " in line
    ]
    cells = [c.strip() for c in row.strip("|").split("|")]
    assert cells[4].endswith(" s") and cells[5] == "3" and cells[6] == "0 of 3"


@pytest.mark.slow
def test_case_limit_env_defaults_choices_and_debug_anywhere(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import json
    import subprocess
    import sys

    from tests.conftest import EXAMPLE, ROOT

    out = tmp_path / "o"
    result = CliRunner().invoke(
        cli, ["run", str(EXAMPLE), "--case", "*negative*", "--arms", "SKILL", "--out", str(out)]
    )
    assert result.exit_code == 0, result.output
    cases = {a["case"] for a in json.loads((out / "results.json").read_text())["attempts"]}
    assert cases == {"recompute-negative-git-bisect"}
    limited = CliRunner().invoke(cli, ["run", str(EXAMPLE), "--limit", "1", "--out", str(out)])
    assert limited.exit_code == 0
    assert len(json.loads((out / "results.json").read_text())["skills"][0]["cases"]) == 1
    typo = CliRunner().invoke(cli, ["run", str(EXAMPLE), "--case", "nope*", "--out", str(out)])
    assert typo.exit_code == 2 and "no case matches" in typo.output
    assert CliRunner().invoke(cli, ["lint", str(EXAMPLE), "--format", "JSON"]).exit_code == 0
    monkeypatch.setenv("SKILLEVAL_BASE_URL", "nvdia")
    env = CliRunner().invoke(cli, ["run", str(EXAMPLE), "--model", "m", "--out", str(out)])
    assert env.exit_code == 2 and "did you mean 'nvidia'" in env.output
    done = subprocess.run(
        [sys.executable, "-m", "skilleval", "lint", str(tmp_path / "missing"), "--debug"],
        capture_output=True, text=True, cwd=ROOT,
    )  # fmt: skip
    assert done.returncode == 2 and "no such option" not in done.stderr.lower()


def test_dry_run_counts_calls_and_sends_nothing(tmp_path: Path) -> None:
    from tests.conftest import SKILLS

    args = ["run", str(SKILLS), "--model", "gpt-x", "--dry-run", "--price", "2.5,10"]
    result = CliRunner().invoke(cli, [*args, "--attempts", "2", "--out", str(tmp_path / "o")])
    assert result.exit_code == 0, result.output
    assert "gpt-x / skill: 10 call(s)" in result.output and "total: 30 call(s)" in result.output
    assert "$" in result.output and not (tmp_path / "o").exists()
    bad = CliRunner().invoke(cli, [*args[:-1], "cheap", "--out", str(tmp_path / "o")])
    assert bad.exit_code == 2 and "--price" in bad.output


def test_progress_reaches_ci_logs(tmp_path: Path) -> None:
    from tests.conftest import EXAMPLE

    result = CliRunner().invoke(cli, ["run", str(EXAMPLE), "--out", str(tmp_path / "o")])
    assert "progress: 9/9 attempts (" in result.output and "pass" in result.output
    quiet = CliRunner().invoke(cli, ["run", str(EXAMPLE), "--quiet", "--out", str(tmp_path / "q")])
    assert "progress:" not in quiet.output


def test_catalog_runs_end_with_a_tally_and_failures_first(
    make_skill: SkillMaker, tmp_path: Path
) -> None:
    tree = tmp_path / "tree"
    failing = {
        "id": "a",
        "question": "How do I bump the pin?",
        "expected_skill": "b-fails",
        "ground_truth": "Edit `docker/.ngc_version.dev` and both `IMAGE_TYPE: dev` rows.",
    }
    make_skill(name="b-fails", parent=tree, evals=[failing])
    import shutil

    from tests.conftest import DECOY

    shutil.copytree(DECOY, tree / DECOY.name)
    out = tmp_path / "out"
    result = CliRunner().invoke(cli, ["run", str(tree), "--no-gate", "--out", str(out)])
    assert "2 skills: 1 pass, 1 fail; 9 attempts, 0 error(s)" in result.output
    rows = [line for line in (out / "BENCHMARK.md").read_text().splitlines() if "| `" in line]
    assert "b-fails" in rows[0] and "FAIL" in rows[0] and "PASS" in rows[1]


def test_verbose_prints_verdicts_and_ctrl_c_says_how_to_resume(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import skilleval.api as runner
    from tests.conftest import EXAMPLE

    out = tmp_path / "o"
    result = CliRunner().invoke(cli, ["run", str(EXAMPLE), "-v", "--quiet", "--out", str(out)])
    assert (
        "mbridge-activation-recompute / recompute-oom-fp8-te-graphs / skill / extractive: PASS"
        in result.output
    )
    assert "/ baseline / extractive: FAIL" in result.output and "    answer: " in result.output

    def interrupted(*args: object, **kwargs: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(runner, "run_models", interrupted)
    stopped = CliRunner().invoke(cli, ["run", str(EXAMPLE), "--out", str(out)])
    assert stopped.exit_code == 130 and "rerun the same command to resume" in stopped.output
