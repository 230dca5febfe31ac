"""Adaptive pacing against endpoints that push back, measured in one run.

1. A server that allows RPS requests a second and answers the rest with 429 +
   Retry-After: skilleval starts at --concurrency 16 and should settle near the allowed
   rate with no errored attempt.
2. A single-slot server (one request at a time, the rest queued, like a one-slot
   llama.cpp server): with a timeout that a 16-deep queue would overrun, the adaptive
   limit should keep every attempt alive.
Prints the achieved rate against the allowed one, errors, retries and how low the
in-flight limit went.
Run: python bench/pacing.py [--requests 200] [--rps 20]
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

import skilleval
from common import LoopbackServer, synthetic_skill
from skilleval import ModelSpec, Params, RunOptions, Workspace


def run(
    server: LoopbackServer, workspace: Workspace, out: Path, timeout: float
) -> tuple[int, float, int, int, list[str]]:
    options = RunOptions(
        arms=("skill",),
        concurrency=16,
        cache_path=None,
        params=Params(),
        max_retries=8,
        timeout=timeout,
    )
    spec = ModelSpec.parse("bench", server.base_url)
    start = time.perf_counter()
    result = skilleval.evaluate(workspace, [spec], out, options)
    elapsed = time.perf_counter() - start
    attempts = result.run.attempts
    errors = sum(1 for a in attempts if a.error)
    retries = sum(a.retries for a in attempts)
    notes = [n for n in result.run.meta.notes if "concurrency lowered" in n]
    return len(attempts), elapsed, errors, retries, notes


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--requests", type=int, default=200)
    parser.add_argument("--rps", type=float, default=20.0)
    parser.add_argument("--latency-ms", type=float, default=50.0)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        workspace = skilleval.load([synthetic_skill(Path(tmp), args.requests)])
        with LoopbackServer(args.latency_ms, rps=args.rps) as server:
            n, elapsed, errors, retries, notes = run(server, workspace, Path(tmp) / "a", 30)
        ideal = n / args.rps
        print(f"rate-limited server ({args.rps:.0f} requests/s enforced with 429s):")
        print(
            f"  {n} attempts in {elapsed:.1f} s = {n / elapsed:.1f} requests/s "
            f"({n / elapsed / args.rps:.0%} of the allowed rate; ideal {ideal:.1f} s); "
            f"errors: {errors}; retries: {retries}"
        )
        for note in notes:
            print(f"  {note}")
        slot_latency = 0.1
        count = min(args.requests, 60)
        workspace = skilleval.load([synthetic_skill(Path(tmp) / "s", count)])
        with LoopbackServer(slot_latency * 1000, slots=1) as server:
            # A 16-deep queue takes 1.6 s; a 1.2 s timeout overruns it unless pacing adapts.
            n, elapsed, errors, retries, notes = run(server, workspace, Path(tmp) / "b", 1.2)
        print("single-slot server (one request at a time, 100 ms each, 1.2 s timeout):")
        print(
            f"  {n} attempts in {elapsed:.1f} s (ideal {n * slot_latency:.1f} s); "
            f"errors: {errors}; retries: {retries}"
        )
        for note in notes:
            print(f"  {note}")


if __name__ == "__main__":
    main()
