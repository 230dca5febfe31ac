"""Helpers shared by the bench scripts: a loopback server process and synthetic skills."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class LoopbackServer:
    """bench/loopback_server.py in its own process, so it does not share the client's loop."""

    def __init__(self, latency_ms: float, rps: float = 0.0, slots: int = 0) -> None:
        self.port = free_port()
        self.latency_ms = latency_ms
        self.rps = rps
        self.slots = slots
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    def __enter__(self) -> LoopbackServer:
        self.proc = subprocess.Popen(
            [
                sys.executable,
                str(HERE / "loopback_server.py"),
                str(self.port),
                str(self.latency_ms),
                str(self.rps),
                str(self.slots),
            ]
        )
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline:
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=0.2):
                    return self
            except OSError:
                time.sleep(0.05)
        raise RuntimeError("bench server did not start")

    def __exit__(self, *exc: object) -> None:
        if self.proc:
            self.proc.terminate()
            self.proc.wait(timeout=10)


def synthetic_skill(root: Path, cases: int, name: str = "bench-skill") -> Path:
    """A skill with an answer checklist and ``cases`` positive cases."""
    folder = root / name
    (folder / "evals").mkdir(parents=True, exist_ok=True)
    (folder / "SKILL.md").write_text(
        f"---\nname: {name}\ndescription: Tune activation recompute for memory in training "
        "runs that are close to running out of GPU memory.\n---\n\n# Bench skill\n\n"
        "## Answer Checklist\n\n1. Set `PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True` "
        'first.\n2. Use `recompute_granularity="selective"` with '
        '`recompute_modules=["core_attn"]`.\n\n## Instructions\n\nMeasure peak memory.\n',
        encoding="utf-8",
    )
    items = [
        {
            "id": f"case-{i}",
            "question": f"My training run {i} is close to OOM. What "
            "should I change first, and which recompute settings?",
            "expected_skill": name,
            "ground_truth": "Set PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True, then "
            "selective recompute with core_attn.",
            "expected_behavior": ["Recommend expandable_segments first."],
        }
        for i in range(cases)
    ]
    (folder / "evals" / "evals.json").write_text(json.dumps(items), encoding="utf-8")
    return folder
