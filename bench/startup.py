"""Startup: wall time of `skilleval --help` (heavy modules are imported lazily).

Target < 0.3 s. Prints the median of several runs and a bare `python -c pass` for scale.
Run: python bench/startup.py [--runs 7]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time


def wall(cmd: list[str], runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(cmd, check=True, capture_output=True)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    python = wall([sys.executable, "-c", "pass"], args.runs)
    ours = wall([sys.executable, "-m", "skilleval", "--help"], args.runs)
    lint = wall([sys.executable, "-m", "skilleval", "lint", "--help"], args.runs)
    print(f"python -c pass:            {python * 1000:6.0f} ms")
    print(f"skilleval --help:          {ours * 1000:6.0f} ms  (target < 300 ms)")
    print(f"skilleval lint --help:     {lint * 1000:6.0f} ms")


if __name__ == "__main__":
    main()
