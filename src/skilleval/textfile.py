"""Read text files defensively: BOM, CRLF, binary, huge and undecodable files."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

MAX_TEXT_BYTES = 5 * 1024 * 1024


@dataclass(frozen=True)
class TextRead:
    text: str
    problem: str | None = None
    """Why the text is partial or replaced (binary, too large, not UTF-8), else None."""


OUTSIDE = "a link to a file outside the skill folder: refused, never read or sent"


def outside(path: Path, root: Path) -> bool:
    """True when ``path``'s real location (symlinks followed) is not inside ``root``."""
    try:
        return not path.resolve().is_relative_to(root.resolve())
    except (OSError, RuntimeError):
        return True


def stream_digest(path: Path, digest: Any | None = None) -> Any:
    """sha256 of a file's bytes, read in chunks (a huge file never sits in memory)."""
    digest = digest if digest is not None else hashlib.sha256()
    with path.open("rb") as handle:
        for chunk in iter(lambda: handle.read(1 << 20), b""):
            digest.update(chunk)
    return digest


def read_text(path: Path, limit: int = MAX_TEXT_BYTES, root: Path | None = None) -> TextRead:
    """Read ``path`` as UTF-8 text, at most ``limit`` bytes; never raises for content, only
    for missing files. With ``root``, a file whose real path leaves it is not read."""
    if root is not None and outside(path, root):
        return TextRead("", OUTSIDE)
    with path.open("rb") as handle:
        data = handle.read(limit + 1)
    problem = None
    if len(data) > limit:
        data = data[:limit]
        problem = f"file is larger than {limit // (1024 * 1024)} MiB; only the start was read"
    if b"\x00" in data[:8192]:
        return TextRead("", "file is binary (NUL bytes), not text")
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        text = data.decode("utf-8", errors="replace")
        problem = problem or f"file is not valid UTF-8 (byte {exc.start}); bad bytes replaced"
    return TextRead(text.replace("\r\n", "\n").replace("\r", "\n"), problem)
