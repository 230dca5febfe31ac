"""Response cache: SQLite in WAL mode, keyed by request digest; safe for two runs at once."""

from __future__ import annotations

import contextlib
import json
import sqlite3
import sys
import threading
from pathlib import Path

from skilleval.models.base import Completion

SCHEMA = """
CREATE TABLE IF NOT EXISTS responses (
    digest TEXT PRIMARY KEY,
    endpoint TEXT NOT NULL,
    model TEXT NOT NULL,
    completion TEXT NOT NULL,
    created REAL NOT NULL DEFAULT (julianday('now'))
)
"""


class ResponseCache:
    """Completions by request digest. Holds no API keys: the digest never includes one.

    A damaged cache never stops a run: on the first fault the file is set aside
    (``responses.sqlite.corrupt``), one warning goes to stderr, and the run goes on with a
    fresh cache (or none, if even that fails); a bad row is a miss.
    """

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self._lock = threading.Lock()
        self.hits = 0
        self.misses = 0
        self.warning = ""
        self._db: sqlite3.Connection | None = None
        try:
            self._db = self._open()
        except (sqlite3.Error, OSError) as exc:
            self._recover(exc)

    def _open(self) -> sqlite3.Connection:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        db = sqlite3.connect(
            str(self.path), timeout=30.0, check_same_thread=False, isolation_level=None
        )
        try:
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA synchronous=NORMAL")
            db.execute("PRAGMA busy_timeout=30000")
            db.execute(SCHEMA)
            db.execute("SELECT digest FROM responses LIMIT 1").fetchall()
        except sqlite3.Error:
            db.close()
            raise
        return db

    def _recover(self, exc: BaseException) -> None:
        """Set the damaged file aside, warn once, and carry on with a fresh cache or none. A
        cache another run holds ("database is locked") is not damaged: warn once and leave
        it as it is (a miss, an unstored write, or no cache for this run)."""
        if _busy(exc):
            if not self.warning:
                self.warning = (
                    f"warning: response cache {self.path} is busy ({exc}); another run holds "
                    "it, so these requests go uncached"
                )
                print(self.warning, file=sys.stderr)
            return
        if self._db is not None:
            with contextlib.suppress(sqlite3.Error):
                self._db.close()
        self._db = None
        aside = self.path.with_name(self.path.name + ".corrupt")
        with contextlib.suppress(OSError):
            for suffix in ("", "-wal", "-shm"):
                part = self.path.with_name(self.path.name + suffix)
                if part.exists():
                    part.replace(aside.with_name(aside.name + suffix))
        if not self.warning:
            self.warning = (
                f"warning: response cache {self.path} is damaged ({exc}); set aside as "
                f"{aside.name}, continuing with a fresh cache"
            )
            print(self.warning, file=sys.stderr)
        with contextlib.suppress(sqlite3.Error, OSError):
            self._db = self._open()

    def get(self, digest: str) -> Completion | None:
        row = None
        with self._lock:
            if self._db is not None:
                try:
                    row = self._db.execute(
                        "SELECT completion FROM responses WHERE digest = ?", (digest,)
                    ).fetchone()
                except sqlite3.Error as exc:
                    self._recover(exc)
        completion = None
        if row is not None:
            try:
                completion = Completion.from_dict(json.loads(row[0]))
            except (ValueError, TypeError, KeyError, AttributeError):
                completion = None  # a bad row is a miss
        if completion is None:
            self.misses += 1
            return None
        self.hits += 1
        return completion

    def put(self, digest: str, endpoint: str, model: str, completion: Completion) -> None:
        blob = json.dumps(completion.to_dict(), ensure_ascii=False)
        with self._lock:
            if self._db is None:
                return
            try:
                self._db.execute(
                    "INSERT OR REPLACE INTO responses (digest, endpoint, model, completion) "
                    "VALUES (?, ?, ?, ?)",
                    (digest, endpoint, model, blob),
                )
            except sqlite3.Error as exc:
                self._recover(exc)

    def count(self) -> int:
        with self._lock:
            if self._db is None:
                return 0
            return int(self._db.execute("SELECT COUNT(*) FROM responses").fetchone()[0])

    def clear(self) -> int:
        """Delete every cached response; how many there were."""
        with self._lock:
            if self._db is None:
                return 0
            removed = int(self._db.execute("SELECT COUNT(*) FROM responses").fetchone()[0])
            self._db.execute("DELETE FROM responses")
            self._db.execute("VACUUM")
            return removed

    def close(self) -> None:
        with self._lock:
            if self._db is not None:
                self._db.close()


def _busy(exc: BaseException) -> bool:
    """Whether an error says another connection holds the database ("database is locked"),
    which is no damage: setting the file aside would lose the other run's responses."""
    text = str(exc).lower()
    return isinstance(exc, sqlite3.OperationalError) and ("locked" in text or "busy" in text)
