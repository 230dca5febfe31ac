"""Scale curve: time and peak RSS of run, score and report at 1k, 10k and 100k attempts.

Each size runs in its own child process (so its peak RSS is its own) against a loopback
server with fixed latency, through the public API: ``evaluate`` (ask, grade, stream to
attempts.jsonl), ``score``, ``write_reports``. Memory should stay flat in the attempts
(a run holds each attempt's head; answers, exchanges and grades are read back from
attempts.jsonl; results.json and report.html are written piece by piece): target below
250 MB at 100k.
Run: python bench/scale.py [--sizes 1000 10000 100000] [--latency-ms 5]
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from common import LoopbackServer, synthetic_skill

CASES = 2500
"""Cases of the synthetic skill at most (an eval file stays under the 5 MiB read cap);
larger sizes repeat each case more often."""


def child(skill: Path, base_url: str, out: Path, attempts: int) -> None:
    """One size, timed by phase; prints one JSON line."""
    import skilleval

    options = skilleval.RunOptions(
        arms=("skill",), attempts=attempts, concurrency=64, cache_path=None
    )
    start = time.perf_counter()
    evaluation = skilleval.evaluate(
        [skill], [skilleval.ModelSpec.parse("bench", base_url)], out, options
    )
    asked = time.perf_counter()
    scorecard = skilleval.score(evaluation.run)
    scored = time.perf_counter()
    skilleval.write_reports(evaluation.run, scorecard, out)
    reported = time.perf_counter()
    figures = {
        "attempts": len(evaluation.run.attempts),
        "errors": sum(1 for a in evaluation.run.attempts if a.error),
        "run_s": asked - start,
        "score_s": scored - asked,
        "report_s": reported - scored,
        "peak_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
        "results_mb": (out / "results.json").stat().st_size / 1e6,
    }
    print(json.dumps(figures))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes", type=int, nargs="+", default=[1000, 10000, 100000])
    parser.add_argument("--latency-ms", type=float, default=5.0)
    parser.add_argument("--child", nargs=4, metavar=("SKILL", "BASE_URL", "OUT", "ATTEMPTS"))
    args = parser.parse_args()
    if args.child:
        child(Path(args.child[0]), args.child[1], Path(args.child[2]), int(args.child[3]))
        return
    print(
        f"{'attempts':>9} {'run s':>7} {'score s':>8} {'report s':>9} {'peak MB':>8} "
        f"{'results MB':>11} {'errors':>7}"
    )
    with LoopbackServer(args.latency_ms) as server:
        for size in args.sizes:
            with tempfile.TemporaryDirectory() as tmp:
                cases = min(CASES, size)
                skill = synthetic_skill(Path(tmp), cases)
                done = subprocess.run(
                    [
                        sys.executable,
                        __file__,
                        "--child",
                        str(skill),
                        server.base_url,
                        str(Path(tmp) / "out"),
                        str(max(1, size // cases)),
                    ],
                    check=True,
                    capture_output=True,
                    text=True,
                )
                f = json.loads(done.stdout.strip().splitlines()[-1])
            print(
                f"{f['attempts']:>9} {f['run_s']:>7.1f} {f['score_s']:>8.2f} "
                f"{f['report_s']:>9.2f} {f['peak_mb']:>8.0f} {f['results_mb']:>11.1f} "
                f"{f['errors']:>7}"
            )


if __name__ == "__main__":
    main()
