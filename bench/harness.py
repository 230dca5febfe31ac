"""Harness overhead: skilleval's runner vs a bare aiohttp client against a loopback server.

A server with fixed latency answers N chat completions; both clients keep C requests in
flight. Prints wall times, the ideal (N x latency / C) and ratios.
Target: skilleval within 1.5x the bare aiohttp client at N=2,000, C=64.
Run: python bench/harness.py [--requests 2000] [--concurrency 64] [--latency-ms 50]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import tempfile
import time
from pathlib import Path

import aiohttp

import skilleval
from common import LoopbackServer, synthetic_skill
from skilleval import ModelSpec, Params, RunOptions


async def bare_aiohttp(url: str, payload: bytes, requests: int, concurrency: int) -> float:
    """The floor for a Python client: raw POSTs, JSON parsed, nothing else."""
    connector = aiohttp.TCPConnector(limit=concurrency)
    async with aiohttp.ClientSession(connector=connector) as session:
        queue: asyncio.Queue[int] = asyncio.Queue()
        for i in range(requests):
            queue.put_nowait(i)

        async def worker() -> None:
            while not queue.empty():
                queue.get_nowait()
                async with session.post(
                    url, data=payload, headers={"Content-Type": "application/json"}
                ) as resp:
                    json.loads(await resp.read())

        start = time.perf_counter()
        await asyncio.gather(*(worker() for _ in range(concurrency)))
        return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--requests", type=int, default=2000)
    parser.add_argument("--concurrency", type=int, default=64)
    parser.add_argument("--latency-ms", type=float, default=50.0)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    ideal = args.requests * args.latency_ms / 1000 / args.concurrency
    with tempfile.TemporaryDirectory() as tmp, LoopbackServer(args.latency_ms) as server:
        workspace = skilleval.load([synthetic_skill(Path(tmp), args.requests)])
        bundle = workspace.bundles[0]
        messages = [
            {"role": "system", "content": bundle.skill.text},
            {"role": "user", "content": bundle.evalset.cases[0].prompt},
        ]
        payload = json.dumps({"model": "bench", "messages": messages}).encode()
        url = server.base_url + "/chat/completions"
        asyncio.run(bare_aiohttp(url, payload, min(200, args.requests), args.concurrency))
        # Imports happen before timing, as aiohttp's does for the bare client; the run's own
        # client construction stays inside the timing.
        import openai  # noqa: F401

        options = RunOptions(
            arms=("skill",),
            concurrency=args.concurrency,
            cache_path=None,
            params=Params(),
            max_retries=0,
            timeout=30,
        )
        spec = ModelSpec.parse("bench", server.base_url)
        bare_times: list[float] = []
        our_times: list[float] = []
        errors = 0
        for round_index in range(args.rounds):  # alternate, so machine noise hits both alike
            bare_times.append(
                asyncio.run(bare_aiohttp(url, payload, args.requests, args.concurrency))
            )
            start = time.perf_counter()
            result = skilleval.evaluate(workspace, [spec], Path(tmp) / f"out{round_index}", options)
            our_times.append(time.perf_counter() - start)
            errors += sum(1 for a in result.run.attempts if a.error)
    bare, ours = statistics.median(bare_times), statistics.median(our_times)
    print(
        f"requests: {args.requests}, concurrency: {args.concurrency}, "
        f"latency: {args.latency_ms:.0f} ms; medians of {args.rounds} alternating rounds"
    )
    print(f"ideal (N x latency / C):  {ideal:6.2f} s")
    print(f"bare aiohttp client:      {bare:6.2f} s  ({bare / ideal:.2f}x ideal)")
    print(
        f"skilleval run (graded):   {ours:6.2f} s  ({ours / ideal:.2f}x ideal, "
        f"{ours / bare:.2f}x bare aiohttp; target <= 1.5x) errors: {errors}"
    )


if __name__ == "__main__":
    main()
