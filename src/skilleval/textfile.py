"""Read text files defensively: BOM, CRLF, binary, huge and undecodable files."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

MAX_TEXT_BYTES = 5 * 1024 * 1024


@dataclass(frozen=True)
class TextRead:
    text: str
    problem: str | None = None
    """Why the text is partial or replaced (binary, too large, not UTF-8), else None."""


def read_text(path: Path, limit: int = MAX_TEXT_BYTES) -> TextRead:
    """Read ``path`` as UTF-8 text; never raises for content, only for missing files."""
    data = path.read_bytes()
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
