"""Pace requests to one endpoint: an in-flight limit that adapts to push-back (halve when a
request needed retries or failed on a rate limit or timeout, at most once per round of
requests in flight, and grow back by one after a window of clean replies), an optional
requests-per-minute pace and an optional tokens-per-minute budget."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager


class Throttle:
    def __init__(
        self,
        limit: int,
        rpm: float | None = None,
        adaptive: bool = True,
        tpm: float | None = None,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
    ) -> None:
        self.ceiling = max(1, limit)
        self.limit = self.ceiling
        self.lowest = self.ceiling
        self.rpm = rpm
        self.tpm = tpm
        self.adaptive = adaptive
        self.cuts = 0
        self._in_flight = 0
        self._clean = 0
        self._grace = 0
        """Replies still due from requests sent before the last cut: they say nothing new."""
        self._next_start = 0.0
        self._clock = clock
        self._sleep = sleep
        self._tokens = float(tpm or 0)
        """The token budget left (it refills at ``tpm`` a minute, up to one minute's worth)."""
        self._refilled = clock()
        self._ready = asyncio.Condition()

    @asynccontextmanager
    async def slot(self, tokens: int = 0) -> AsyncIterator[None]:
        """Hold one of the in-flight places (and the next start time under --rpm, and
        ``tokens`` of the budget under --tpm)."""
        async with self._ready:
            await self._ready.wait_for(lambda: self._in_flight < self.limit)
            self._in_flight += 1
        try:
            await self._pace()
            await self._budget(tokens)
            yield
        finally:
            async with self._ready:
                self._in_flight -= 1
                self._ready.notify_all()

    async def _pace(self) -> None:
        if not self.rpm:
            return
        now = self._clock()
        start = max(now, self._next_start)
        self._next_start = start + 60.0 / self.rpm
        if start > now:
            await self._sleep(start - now)

    def _refill(self) -> None:
        if not self.tpm:
            return
        now = self._clock()
        self._tokens = min(self.tpm, self._tokens + (now - self._refilled) * self.tpm / 60.0)
        self._refilled = now

    async def _budget(self, tokens: int) -> None:
        """Wait until the budget holds ``tokens`` (a request larger than a minute's budget
        waits for a full one), then take them."""
        if not self.tpm:
            return
        wanted = min(float(tokens), self.tpm)
        self._refill()
        while self._tokens < wanted:
            await self._sleep((wanted - self._tokens) * 60.0 / self.tpm)
            self._refill()
        self._tokens -= tokens

    def spend(self, tokens: int) -> None:
        """Charge tokens known only after the reply (its completion) to the budget."""
        if self.tpm:
            self._refill()
            self._tokens -= tokens

    def record(self, throttled: bool) -> None:
        """One reply: ``throttled`` when it needed retries or failed on a rate limit or a
        timeout."""
        if not self.adaptive:
            return
        if self._grace > 0:
            self._grace -= 1
            if throttled:
                return  # sent under the old limit: already answered by the last cut
        if throttled:
            self._clean = 0
            if self.limit > 1:
                self.limit = max(1, self.limit // 2)
                self.lowest = min(self.lowest, self.limit)
                self.cuts += 1
                self._grace = self._in_flight  # the replies still due were sent before
            return
        self._clean += 1
        if self._clean >= self.limit * 4 and self.limit < self.ceiling:
            self._clean = 0
            self.limit += 1

    def note(self, label: str) -> str:
        """What the report says about this endpoint's pace, or nothing when it never
        had to slow down."""
        if not self.cuts:
            return ""
        return (
            f"{label}: concurrency lowered {self.cuts} time(s) after requests had to be retried "
            f"(from {self.ceiling} to as low as {self.lowest}; {self.limit} at the end)"
        )
