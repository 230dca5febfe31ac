"""Pace requests to one endpoint: an in-flight limit that adapts to push-back (halve when a
request needed retries or failed on a rate limit or timeout, grow back by one after a
window of clean replies), and an optional requests-per-minute pace."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager


class Throttle:
    def __init__(self, limit: int, rpm: float | None = None, adaptive: bool = True) -> None:
        self.ceiling = max(1, limit)
        self.limit = self.ceiling
        self.lowest = self.ceiling
        self.rpm = rpm
        self.adaptive = adaptive
        self.cuts = 0
        self._in_flight = 0
        self._clean = 0
        self._next_start = 0.0
        self._ready = asyncio.Condition()

    @asynccontextmanager
    async def slot(self) -> AsyncIterator[None]:
        """Hold one of the in-flight places (and the next start time under --rpm)."""
        async with self._ready:
            await self._ready.wait_for(lambda: self._in_flight < self.limit)
            self._in_flight += 1
        try:
            await self._pace()
            yield
        finally:
            async with self._ready:
                self._in_flight -= 1
                self._ready.notify_all()

    async def _pace(self) -> None:
        if not self.rpm:
            return
        now = time.monotonic()
        start = max(now, self._next_start)
        self._next_start = start + 60.0 / self.rpm
        if start > now:
            await asyncio.sleep(start - now)

    def record(self, throttled: bool) -> None:
        """One reply: ``throttled`` when it needed retries or failed on a rate limit or a
        timeout."""
        if not self.adaptive:
            return
        if throttled:
            self._clean = 0
            if self.limit > 1:
                self.limit = max(1, self.limit // 2)
                self.lowest = min(self.lowest, self.limit)
                self.cuts += 1
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
