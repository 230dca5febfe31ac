"""--batch against a loopback server that implements the OpenAI files and batches
endpoints: submit, poll, collect, grade; resume-safe; the request file vLLM reads."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from skilleval.cli.main import cli
from skilleval.errors import EXIT_INCOMPLETE
from tests.conftest import EXAMPLE
from tests.openai_server import FakeBatchAPI
from tests.test_runs import KEY, smart_script


@pytest.mark.slow
def test_batch_submits_polls_collects_and_grades(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SKILLEVAL_TEST_KEY", KEY)
    out = tmp_path / "out"
    with FakeBatchAPI(smart_script) as server:
        args = ["run", str(EXAMPLE), "--model", "m", "--base-url", server.base_url]
        args += ["--api-key-env", "SKILLEVAL_TEST_KEY", "--batch", "--no-cache", "--quiet"]
        args += ["--no-gate", "--out", str(out)]

        def invoke() -> tuple[int, str]:
            result = CliRunner().invoke(cli, args)
            return result.exit_code, result.output

        code, said = invoke()
        assert code == EXIT_INCOMPLETE and "batch batch_1 (m): submitted, 6 request(s)" in said
        requests = [json.loads(line) for line in (out / "batch-m.jsonl").read_text().splitlines()]
        assert len(requests) == 6  # 3 cases x baseline and skill arms; discover needs tools
        assert {r["url"] for r in requests} == {"/v1/chat/completions"}
        assert all(r["body"]["model"] == "m" and r["custom_id"] for r in requests)
        assert server.uploads == [(out / "batch-m.jsonl").read_bytes()]
        code, said = invoke()
        assert code == EXIT_INCOMPLETE and "in_progress" in said
        code, said = invoke()
        assert code == 0, said
        data = json.loads((out / "results.json").read_text())
        attempts = data["attempts"]
        assert len(attempts) == 6 and {a["arm"] for a in attempts} == {"baseline", "skill"}
        assert all(a["error"] is None and a["answer"] for a in attempts)
        skill = [a for a in attempts if a["arm"] == "skill"]
        assert skill and all(a["grade"]["passed"] for a in skill)
        # Resume-safe: a rerun submits nothing new, sends no direct request.
        code, _ = invoke()
        assert code == 0 and len(server.batches) == 1 and server.direct == 0
    assert KEY not in (out / "batch-m.jsonl").read_text() + (out / "batch.json").read_text()


def test_batch_needs_an_openai_compatible_endpoint(tmp_path: Path) -> None:
    result = CliRunner().invoke(
        cli, ["run", str(EXAMPLE), "--batch", "--no-cache", "--out", str(tmp_path / "o")]
    )
    assert result.exit_code == 2 and "--batch needs an OpenAI-compatible endpoint" in result.output


@pytest.mark.slow
def test_a_failed_batch_says_so_and_how_to_start_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SKILLEVAL_TEST_KEY", KEY)
    out = tmp_path / "out"
    with FakeBatchAPI(smart_script) as server:
        server.fail = True
        args = ["run", str(EXAMPLE), "--model", "m", "--base-url", server.base_url, "--batch"]
        args += ["--api-key-env", "SKILLEVAL_TEST_KEY", "--no-cache", "--quiet", "--out", str(out)]
        assert CliRunner().invoke(cli, args).exit_code == EXIT_INCOMPLETE
        failed = CliRunner().invoke(cli, args)
    assert failed.exit_code == 2
    assert "batch batch_1 for m ended failed without answers" in failed.output
    assert "batch.json to submit a new one" in failed.output
    assert json.loads((out / "batch.json").read_text())["m"]["status"] == "failed"


def test_a_damaged_batch_state_is_an_input_error(tmp_path: Path) -> None:
    out = tmp_path / "out"
    out.mkdir()
    for text in ("{not json", '{"m": "batch_1"}', "[1, 2]"):
        (out / "batch.json").write_text(text)
        args = ["run", str(EXAMPLE), "--model", "m", "--base-url", "http://127.0.0.1:9/v1"]
        result = CliRunner().invoke(cli, [*args, "--batch", "--out", str(out)])
        assert result.exit_code == 2, result.output
        assert "batch.json" in result.output and "internal error" not in result.output
