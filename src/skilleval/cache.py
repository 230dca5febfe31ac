"""Response cache: SQLite in WAL mode, keyed by request digest; safe for two runs at once."""

from __future__ import annotations

import json
import sqlite3
import threading
from pathlib import Path

from skilleval.providers.base import Completion

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
    """Completions by request digest. Holds no API keys: the digest never includes one."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._lock = threading.Lock()
        self._db = sqlite3.connect(
            str(self.path), timeout=30.0, check_same_thread=False, isolation_level=None
        )
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=NORMAL")
        self._db.execute("PRAGMA busy_timeout=30000")
        self._db.execute(SCHEMA)
        self.hits = 0
        self.misses = 0

    def get(self, digest: str) -> Completion | None:
        with self._lock:
            row = self._db.execute(
                "SELECT completion FROM responses WHERE digest = ?", (digest,)
            ).fetchone()
        if row is None:
            self.misses += 1
            return None
        self.hits += 1
        return Completion.from_dict(json.loads(row[0]))

    def put(self, digest: str, endpoint: str, model: str, completion: Completion) -> None:
        blob = json.dumps(completion.to_dict(), ensure_ascii=False)
        with self._lock:
            self._db.execute(
                "INSERT OR REPLACE INTO responses (digest, endpoint, model, completion) "
                "VALUES (?, ?, ?, ?)",
                (digest, endpoint, model, blob),
            )

    def count(self) -> int:
        with self._lock:
            return int(self._db.execute("SELECT COUNT(*) FROM responses").fetchone()[0])

    def close(self) -> None:
        with self._lock:
            self._db.close()
