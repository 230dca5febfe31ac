"""Pacing one endpoint: adaptive concurrency, requests and tokens per minute (a fake clock
stands in for time)."""

from __future__ import annotations

import asyncio

from skilleval.run.throttle import Throttle


class Clock:
    def __init__(self) -> None:
        self.now = 0.0
        self.slept: list[float] = []

    def __call__(self) -> float:
        return self.now

    async def sleep(self, seconds: float) -> None:
        self.slept.append(seconds)
        self.now += seconds


def test_tokens_per_minute_budget_waits_for_refill() -> None:
    clock = Clock()
    throttle = Throttle(4, tpm=600, clock=clock, sleep=clock.sleep)  # 10 tokens a second

    async def run() -> None:
        async with throttle.slot(500):
            pass
        assert clock.slept == []  # a full minute's budget to start with
        throttle.spend(100)  # the completion: the budget is now empty
        async with throttle.slot(300):
            pass

    asyncio.run(run())
    assert round(sum(clock.slept)) == 30  # 300 tokens at 10 a second


def test_a_request_larger_than_the_budget_waits_for_a_full_minute_not_forever() -> None:
    clock = Clock()
    throttle = Throttle(1, tpm=60, clock=clock, sleep=clock.sleep)

    async def run() -> None:
        throttle.spend(60)
        async with throttle.slot(10_000):
            pass

    asyncio.run(run())
    assert round(sum(clock.slept)) == 60


def test_requests_per_minute_space_the_starts() -> None:
    clock = Clock()
    throttle = Throttle(4, rpm=120, clock=clock, sleep=clock.sleep)

    async def run() -> None:
        for _ in range(3):
            async with throttle.slot():
                pass

    asyncio.run(run())
    assert clock.slept == [0.5, 0.5]


def test_a_burst_of_push_back_halves_once_then_grows_back() -> None:
    throttle = Throttle(16)

    async def run() -> None:
        held = [throttle.slot() for _ in range(16)]
        for slot in held:
            await slot.__aenter__()
        # Sixteen requests were in flight when the server started answering 429s.
        for slot in held:
            await slot.__aexit__(None, None, None)
            throttle.record(True)

    asyncio.run(run())
    assert throttle.limit == 8 and throttle.cuts == 1
    throttle.record(True)  # a new round still throttled: halve again
    assert throttle.limit == 4 and throttle.cuts == 2
    for _ in range(4 * 4):
        throttle.record(False)
    assert throttle.limit == 5
    assert "from 16 to as low as 4" in throttle.note("m")


def test_fixed_concurrency_never_changes() -> None:
    throttle = Throttle(8, adaptive=False)
    for _ in range(10):
        throttle.record(True)
    assert throttle.limit == 8 and throttle.note("m") == ""
