"""Offline run: wall time of `skilleval run` on the example skill with the extractive
responder (the README's first command, minus the install).
Run: python bench/offline_run.py [--runs 5]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    times = []
    for _ in range(args.runs):
        with tempfile.TemporaryDirectory() as tmp:
            start = time.perf_counter()
            subprocess.run(
                [
                    sys.executable,
                    "-m",
                    "skilleval",
                    "run",
                    str(ROOT / "skills" / "mbridge-activation-recompute"),
                    "--out",
                    tmp,
                    "--no-cache",
                    "--quiet",
                ],
                check=True,
                capture_output=True,
            )
            times.append(time.perf_counter() - start)
    print(
        f"offline run of the example skill (3 cases x 3 arms): median "
        f"{statistics.median(times):.2f} s over {args.runs} runs"
    )


if __name__ == "__main__":
    main()
