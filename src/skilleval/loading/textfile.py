"""Read text files defensively: BOM, CRLF, binary, huge and undecodable files."""

from __future__ import annotations

import hashlib
import os
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


def printable(text: str, newlines: bool = False) -> str:
    """``text`` safe for a terminal: control characters (escape sequences, bells, carriage
    returns) become U+FFFD; line breaks stay when ``newlines``, else become spaces."""
    if not newlines:
        text = text.replace("\n", " ")
    return "".join(ch if ch.isprintable() or ch == "\t" or ch == "\n" else "\ufffd" for ch in text)


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


MAX_NODES = 200_000
"""A YAML or JSON document may expand to at most this many values (alias bombs)."""


class DataError(ValueError):
    """A document that parses but must not be used (alias bomb, too deep), with a line."""

    def __init__(self, message: str, line: int | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.line = line


def _expanded_size(value: Any, limit: int) -> int:
    """How many values ``value`` holds once its shared references are expanded, stopping
    past ``limit``. Shared objects are sized once (no expansion happens here)."""
    sizes: dict[int, int] = {}
    pending: set[int] = set()

    def size(node: Any, depth: int) -> int:
        if not isinstance(node, dict | list):
            return 1
        key = id(node)
        if key in sizes:
            return sizes[key]
        if key in pending or depth > 500:
            return limit + 1  # a cycle or absurd depth
        pending.add(key)
        children = node.items() if isinstance(node, dict) else enumerate(node)
        total = 1
        for _, child in children:
            total += size(child, depth + 1)
            if total > limit:
                break
        pending.discard(key)
        sizes[key] = total
        return total

    return size(value, 0)


def load_yaml(text: str) -> Any:
    """yaml.safe_load that refuses alias bombs and documents nested too deeply."""
    import yaml

    # libyaml's parser where PyYAML has it (several times faster); the same safe constructor.
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    try:
        data = yaml.load(text, Loader=loader)  # noqa: S506 - a safe loader
    except RecursionError:
        raise DataError("nested too deeply to read") from None
    if _expanded_size(data, MAX_NODES) > MAX_NODES:
        raise DataError(
            f"expands to more than {MAX_NODES:,} values through aliases or nesting; refused"
        )
    return data


def load_json(text: str) -> Any:
    """json.loads that reports a document nested too deeply instead of crashing."""
    import json

    try:
        return json.loads(text)
    except RecursionError:
        raise DataError("nested too deeply to read") from None


def rel(path: Path) -> str:
    """Path as shown to the user: relative to the working directory when inside it,
    else absolute (never a climb of ``../..`` out of the working directory)."""
    try:
        shown = os.path.relpath(path)
    except ValueError:
        return str(path)
    if shown == os.pardir or shown.startswith(os.pardir + os.sep):
        return os.path.abspath(path)
    return shown
