"""What a skill marks wrong: a form its author labels WRONG (or ❌), which an answer must
not present as right ("**Common simplification (WRONG):** `PP * TP * CP * EP * ETP`",
``# pipeline.link(..., "sink_0")  # WRONG - will fail``)."""

from __future__ import annotations

import re
from functools import lru_cache

_MARK = re.compile(r"\bWRONG\b|❌|\(\s*wrong\s*\)", re.IGNORECASE)
"""A line that labels what it shows as wrong (upper-case WRONG, a cross mark, "(wrong)")."""
_UPPER_OR_MARK = re.compile(r"\bWRONG\b|❌|\(\s*[Ww]rong\s*\)")
_SPAN = re.compile(r"`([^`\n]{6,200})`")
_COMMENT = re.compile(r"\s+(?:#|//)\s*(?:WRONG|❌).*$")
_SHAPED = re.compile(r"[*()=/\[\]]|\.\w")
"""An expression, a call, a setting or a dotted name: a form, not a bare word."""
MAX_FORMS = 8


@lru_cache(maxsize=256)
def marked_wrong(body: str) -> tuple[tuple[str, int], ...]:
    """The forms ``body`` labels wrong, each with its 1-based line in ``body``: the code
    spans on a line that says WRONG, or a code line's own text before a ``# WRONG``
    comment (a commented-out line read without its ``#``)."""
    found: dict[str, int] = {}
    for number, line in enumerate(body.split("\n")[:20_000], start=1):
        if len(line) > 2_000 or not _UPPER_OR_MARK.search(line):
            continue
        forms = _SPAN.findall(line)
        if not forms and _COMMENT.search(line):
            code = _COMMENT.sub("", line).strip()
            forms = [re.sub(r"^(?:#|//)\s*", "", code)]
        for form in forms:
            form = form.strip()
            if 6 <= len(form) <= 200 and _SHAPED.search(form) and not _MARK.search(form):
                found.setdefault(form, number)
        if len(found) >= MAX_FORMS:
            break
    return tuple(found.items())
