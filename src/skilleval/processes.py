"""Process pools for CPU work over many independent items (``--jobs``): one way to start
them, and an order-keeping map that falls back to this process where none can start."""

from __future__ import annotations

import multiprocessing
import os
import sys
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import TypeVar

T = TypeVar("T")
R = TypeVar("R")

POOL_ERRORS = (BrokenProcessPool, OSError)
"""What a pool raises when this machine cannot run one (no semaphores, a killed worker)."""


def default_jobs() -> int:
    """The number of cores this process may use."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on every platform
        return os.cpu_count() or 1


def resolve_jobs(jobs: int | None) -> int:
    """``jobs`` as a number of processes: None means the cores."""
    return default_jobs() if jobs is None else jobs


def pool(jobs: int) -> ProcessPoolExecutor:
    """A pool of ``jobs`` processes; forked where that shares the loaded data safely (Linux,
    no other thread running), spawned elsewhere."""
    method = "fork" if sys.platform == "linux" and threading.active_count() == 1 else "spawn"
    return ProcessPoolExecutor(jobs, mp_context=multiprocessing.get_context(method))


def ordered_map(
    func: Callable[[T], R], items: Sequence[T], jobs: int | None, min_items: int = 32
) -> list[R]:
    """``[func(item) for item in items]``, in ``jobs`` processes (None: the cores) when
    there are at least ``min_items`` items; in this process otherwise, or where processes
    cannot start. ``func`` must be a module-level function (sent to the workers by name)."""
    jobs = resolve_jobs(jobs)
    if jobs <= 1 or len(items) < min_items:
        return [func(item) for item in items]
    chunk = max(1, len(items) // (jobs * 4))
    try:
        with pool(min(jobs, len(items))) as workers:
            return list(workers.map(func, items, chunksize=chunk))
    except POOL_ERRORS:
        return [func(item) for item in items]
