"""Reliability under faults, kills, shared caches and hostile input (bounded in time)."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from skilleval.cli.main import cli
from skilleval.errors import InputError
from skilleval.grading import grade_answer
from skilleval.lint import lint_bundle
from skilleval.loading.workspace import load_bundle
from skilleval.rubric.derive import derive_checks
from skilleval.schemas import schema_errors
from tests.answers import recompute
from tests.conftest import EXAMPLE, ROOT, SKILLS
from tests.openai_server import FakeOpenAI, Reply, fault_replies, prompt_of

KEY = "sk-reliability-" + "Q7x" * 10


def fault_mix(request: dict[str, Any], n: int) -> Reply | str:
    faults = fault_replies(slow_s=2.5)
    return faults[n % 5] if n % 2 == 0 else recompute.IDEAL


@pytest.mark.slow
def test_fault_mix_accounts_for_every_attempt_and_exits_3(tmp_path: Path) -> None:
    out = tmp_path / "out"
    with FakeOpenAI(fault_mix) as server:
        result = CliRunner().invoke(
            cli,
            [
                "run",
                str(SKILLS),
                "--model",
                "m",
                "--base-url",
                server.base_url,
                "--attempts",
                "2",
                "--max-retries",
                "0",
                "--timeout",
                "1",
                "--no-cache",
                "--quiet",
                "--out",
                str(out),
                "--max-errors",
                "1",
            ],
        )
    assert result.exit_code == 3, result.output
    data = json.loads((out / "results.json").read_text())
    assert schema_errors("results", data) == []
    attempts = data["attempts"]
    assert len(attempts) == 5 * 3 * 2
    assert len({(a["case"], a["arm"], a["attempt"]) for a in attempts}) == len(attempts)
    errors = [a for a in attempts if a["error"]]
    assert errors and all(a["grade"] is None for a in errors)
    card = data["scorecard"]["skills"][0]["models"][0]
    assert sum(card["errors"].values()) == sum(1 for a in errors if a["skill"] == card_skill(data))
    assert "err)" in (out / "skills" / "mbridge-activation-recompute" / "BENCHMARK.md").read_text()


def card_skill(data: dict[str, Any]) -> str:
    return str(data["scorecard"]["skills"][0]["skill"])


@pytest.mark.slow
def test_kill_9_mid_run_then_resume(tmp_path: Path) -> None:
    out = tmp_path / "out"
    seen: list[str] = []
    lock = threading.Lock()

    def slow(request: dict[str, Any], n: int) -> Reply | str:
        with lock:
            seen.append(json.dumps(request["messages"], sort_keys=True))
        return Reply(recompute.IDEAL, delay=0.15)

    env = {**os.environ, "SKILLEVAL_KEY": KEY, "PYTHONPATH": str(ROOT / "src")}
    with FakeOpenAI(slow) as server:
        args = [
            sys.executable,
            "-m",
            "skilleval",
            "run",
            "--no-gate",  # explores: the verdict is not what this tests
            str(SKILLS),
            "--model",
            "m",
            "--base-url",
            server.base_url,
            "--api-key-env",
            "SKILLEVAL_KEY",
            "--attempts",
            "2",
            "--concurrency",
            "2",
            "--no-cache",
            "--quiet",
            "--out",
            str(out),
        ]
        proc = subprocess.Popen(args, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        log = out / "attempts.jsonl"
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if log.is_file() and len(log.read_text().splitlines()) >= 6:
                break
            time.sleep(0.05)
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=10)
        done_before = [
            json.loads(line) for line in log.read_text().splitlines() if line.strip().endswith("}")
        ]
        assert 6 <= len(done_before) < 30
        calls_before = len(seen)
        finished = subprocess.run(args, env=env, capture_output=True, timeout=120)
        assert finished.returncode == 0, finished.stderr.decode()
        second_calls = seen[calls_before:]
    data = json.loads((out / "results.json").read_text())
    assert schema_errors("results", data) == []
    keys = [(a["skill"], a["case"], a["arm"], a["attempt"]) for a in data["attempts"]]
    assert len(keys) == 30 and len(set(keys)) == 30, "no duplicate or lost attempt"
    assert len(second_calls) == 30 - len(done_before), "no completed call repeated"
    by_key = {(a["skill"], a["case"], a["arm"], a["attempt"]): a for a in data["attempts"]}
    for old in done_before:
        kept = by_key[(old["skill"], old["case"], old["arm"], old["attempt"])]
        assert kept["prompt_digest"] == old["prompt_digest"]
    for path in out.rglob("*"):
        if path.is_file():
            assert KEY.encode() not in path.read_bytes()


@pytest.mark.slow
def test_two_runs_share_the_cache_at_once(tmp_path: Path) -> None:
    cache = tmp_path / "cache.sqlite"

    def answer(request: dict[str, Any], n: int) -> Reply | str:
        return Reply(f"answer to {prompt_of(request)[:30]} #{n}", delay=0.02)

    with FakeOpenAI(answer) as server:
        env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
        procs = [
            subprocess.Popen(
                [
                    sys.executable,
                    "-m",
                    "skilleval",
                    "run",
                    "--no-gate",  # explores: the verdict is not what this tests
                    str(SKILLS),
                    "--model",
                    "m",
                    "--base-url",
                    server.base_url,
                    "--attempts",
                    "3",
                    "--concurrency",
                    "4",
                    "--cache",
                    str(cache),
                    "--quiet",
                    "--out",
                    str(tmp_path / f"out{i}"),
                ],
                env=env,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
            )
            for i in range(2)
        ]
        for proc in procs:
            _, err = proc.communicate(timeout=120)
            assert proc.returncode == 0, err.decode()
    with sqlite3.connect(cache) as db:
        assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        (rows,) = db.execute("SELECT COUNT(*) FROM responses").fetchone()
    digests = set()
    for i in range(2):
        data = json.loads((tmp_path / f"out{i}" / "results.json").read_text())
        assert len(data["attempts"]) == 45 and all(a["error"] is None for a in data["attempts"])
        digests |= {e["digest"] for a in data["attempts"] for e in a["exchanges"]}
    assert rows == len(digests), "every distinct request stored once, none lost"


@pytest.mark.slow
def test_api_key_never_in_outputs_logs_or_errors(tmp_path: Path) -> None:
    def leaky(request: dict[str, Any], n: int) -> Reply | str:
        return (
            Reply(status=500, error=f"upstream rejected key {KEY}")
            if n % 2 == 0
            else recompute.IDEAL
        )

    out = tmp_path / "out"
    with FakeOpenAI(leaky) as server:
        env = {**os.environ, "SKILLEVAL_KEY": KEY, "PYTHONPATH": str(ROOT / "src")}
        done = subprocess.run(
            [
                sys.executable,
                "-m",
                "skilleval",
                "run",
                "--no-gate",  # explores: the verdict is not what this tests
                str(EXAMPLE),
                "--model",
                "m",
                "--base-url",
                server.base_url,
                "--api-key-env",
                "SKILLEVAL_KEY",
                "--max-retries",
                "0",
                "--cache",
                str(tmp_path / "cache.sqlite"),
                "--out",
                str(out),
                "--max-errors",
                "100",
            ],
            env=env,
            capture_output=True,
            timeout=120,
        )
    assert done.returncode == 0, done.stderr.decode()
    assert KEY.encode() not in done.stdout + done.stderr
    files = [p for p in tmp_path.rglob("*") if p.is_file()]
    assert any(p.name == "cache.sqlite" for p in files)
    for path in files:
        assert KEY.encode() not in path.read_bytes(), path
    assert "***" in (out / "results.json").read_text()


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=40),
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(
            st.sampled_from(
                [
                    "id",
                    "question",
                    "prompt",
                    "expected_skill",
                    "ground_truth",
                    "expected_behavior",
                    "assertions",
                    "checks",
                    "files",
                    "cases",
                    "evals",
                    "skill",
                    "should_trigger",
                    "must_not",
                    "type",
                    "pattern",
                    "phrase",
                    "text",
                    "name",
                    "kind",
                    "fields",
                    "steps",
                    "checks_mode",
                    "expected_references",
                ]
            )
            | st.text(max_size=8),
            inner,
            max_size=6,
        )
    ),
    max_leaves=120,
)


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@pytest.mark.slow
@given(data=JSON_VALUES, answer=st.text(max_size=300))
def test_fuzzed_eval_files_never_traceback(tmp_path: Path, data: Any, answer: str) -> None:
    folder = tmp_path / "fuzz-skill"
    (folder / "evals").mkdir(parents=True, exist_ok=True)
    (folder / "SKILL.md").write_text(
        (EXAMPLE / "SKILL.md").read_text().replace("mbridge-activation-recompute", "fuzz-skill")
    )
    (folder / "evals" / "evals.json").write_text(json.dumps(data))
    bundle = load_bundle(folder)
    lint_bundle(bundle)
    for case in bundle.evalset.cases:
        try:
            checks = derive_checks(bundle.skill, case)
        except InputError:
            continue
        grade_answer(answer, checks)


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@pytest.mark.slow
@given(frontmatter=st.text(max_size=400), body=st.text(max_size=3000), raw=st.binary(max_size=400))
def test_fuzzed_skill_md_never_tracebacks(
    tmp_path: Path, frontmatter: str, body: str, raw: bytes
) -> None:
    folder = tmp_path / "fuzz-md"
    (folder / "evals").mkdir(parents=True, exist_ok=True)
    (folder / "SKILL.md").write_bytes(
        f"---\n{frontmatter}\n---\n{body}".encode("utf-8", "surrogatepass") + raw
    )
    (folder / "evals" / "evals.json").write_text(
        json.dumps(
            [
                {
                    "id": "a",
                    "question": "How do I set recompute?",
                    "expected_behavior": ["Mention `x_y`."],
                }
            ]
        )
    )
    bundle = load_bundle(folder)
    lint_bundle(bundle)
    for case in bundle.evalset.cases:
        grade_answer(body, derive_checks(bundle.skill, case))
    result = CliRunner().invoke(cli, ["lint", str(folder), "--format", "json"])
    assert result.exit_code in (0, 1, 2), result.output  # 4 would be an internal error
    assert "Traceback" not in result.output and "internal error" not in result.output
