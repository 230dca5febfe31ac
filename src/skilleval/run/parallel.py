"""Offline runs on every core (``--jobs``): the plan's shards asked in worker processes.

A local responder (``extractive``) costs CPU, not waiting: deriving each case's checks,
answering and grading are spread over processes by the same case split as ``--shard``. The
attempts come back to the parent, which records, orders and scores them exactly as one
process would (``tests/test_parallel.py`` compares the two). Runs that wait on endpoints
stay in one process, where asyncio already overlaps the waiting.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Future
from dataclasses import dataclass

from skilleval.loading.workspace import SkillBundle
from skilleval.models.base import Provider
from skilleval.models.registry import ModelSpec
from skilleval.processes import pool, resolve_jobs
from skilleval.run.plan import RunOptions
from skilleval.run.records import Attempt

LOCAL_KINDS = frozenset({"extractive"})
"""Model kinds answered on this machine's CPU (and never resumed: they are asked again)."""
MIN_ATTEMPTS = 64
"""Below this many attempts, starting processes costs more than it saves."""


def jobs_for(
    models: Sequence[ModelSpec],
    options: RunOptions,
    providers: Mapping[str, Provider] | None,
    attempts: int,
) -> int:
    """How many processes to ask ``attempts`` in: 1 unless every model is a local responder
    the registry builds, nothing is judged, the run is not already one shard, and there is
    enough work."""
    jobs = resolve_jobs(options.jobs)
    if (
        jobs <= 1
        or providers
        or options.judge is not None
        or options.shard is not None
        or any(m.kind not in LOCAL_KINDS for m in models)
        or attempts < MIN_ATTEMPTS
    ):
        return 1
    return min(jobs, attempts // (MIN_ATTEMPTS // 2))


@dataclass
class ShardResult:
    """What one worker sends back: its attempts, and its cases whose checks could not be
    built, as ((skill position, case position), message)."""

    attempts: list[Attempt]
    errors: list[tuple[tuple[int, int], str]]


AskShard = Callable[
    [Sequence[SkillBundle], Sequence[ModelSpec], RunOptions, tuple[int, int]], ShardResult
]
"""A worker: every attempt of one shard (``skilleval.run.runner.ask_shard``)."""


class Shards:
    """The shards of a run, submitted to ``jobs`` processes at once (so the caller can do
    its own work, such as linting, while they run)."""

    def __init__(
        self,
        ask: AskShard,
        bundles: Sequence[SkillBundle],
        models: Sequence[ModelSpec],
        options: RunOptions,
        jobs: int,
    ) -> None:
        self.pool = pool(jobs)
        self.futures: list[Future[ShardResult]] = [
            self.pool.submit(ask, bundles, models, options, (index, jobs))
            for index in range(1, jobs + 1)
        ]

    async def results(self) -> tuple[dict[str, Attempt], list[str]]:
        """Every attempt by key, and the input errors in plan order."""
        try:
            shards = await asyncio.gather(*(asyncio.wrap_future(f) for f in self.futures))
        finally:
            self.pool.shutdown(cancel_futures=True)
        done = {a.key: a for shard in shards for a in shard.attempts}
        errors = sorted(e for shard in shards for e in shard.errors)
        return done, [message for _, message in errors]
