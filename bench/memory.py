"""Memory: peak RSS of `skilleval run` over 10,000 attempts (target < 200 MB).

Runs the CLI in a child process against a loopback server (fixed latency) and reads the
child's peak RSS. Attempts stream to attempts.jsonl as they finish.
Run: python bench/memory.py [--cases 2500] [--attempts 4]
"""

from __future__ import annotations

import argparse
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from common import LoopbackServer, synthetic_skill


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--cases", type=int, default=2500)
    parser.add_argument("--attempts", type=int, default=4)
    parser.add_argument("--latency-ms", type=float, default=5.0)
    args = parser.parse_args()
    total = args.cases * args.attempts
    with tempfile.TemporaryDirectory() as tmp, LoopbackServer(args.latency_ms) as server:
        skill = synthetic_skill(Path(tmp), args.cases)
        out = Path(tmp) / "out"
        start = time.perf_counter()
        subprocess.run(
            [
                sys.executable,
                "-m",
                "skilleval",
                "run",
                str(skill),
                "--model",
                "bench",
                "--base-url",
                server.base_url,
                "--arms",
                "skill",
                "--attempts",
                str(args.attempts),
                "--concurrency",
                "64",
                "--no-cache",
                "--quiet",
                "--out",
                str(out),
                "--max-errors",
                str(total),
            ],
            check=False,
            capture_output=True,
        )
        elapsed = time.perf_counter() - start
        peak_kb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
        size = (out / "results.json").stat().st_size / 1e6
        lines = sum(1 for _ in (out / "attempts.jsonl").open())
    print(f"attempts:        {total} ({lines} logged)")
    print(f"wall time:       {elapsed:.1f} s")
    print(f"peak RSS:        {peak_kb / 1024:.0f} MB (target < 200 MB)")
    print(f"results.json:    {size:.1f} MB")


if __name__ == "__main__":
    main()
