"""Regular expressions that come from eval files (untrusted): which ones are safe to run
against answers."""

from __future__ import annotations

import re
from functools import lru_cache
from re import _constants as re_constants  # type: ignore[attr-defined]
from re import _parser as re_parser  # type: ignore[attr-defined]
from typing import Any

_REPEATS = (re_constants.MAX_REPEAT, re_constants.MIN_REPEAT, re_constants.POSSESSIVE_REPEAT)

MAX_PATTERN_CHARS = 500


@lru_cache(maxsize=1024)
def risky_pattern(pattern: str) -> str:
    """Why a pattern from an eval file (untrusted) is not run against answers, or "": too
    long, or a repeat inside a repeat (``(a+)+``, ``(\\w+\\s*)*``), which Python's
    engine can backtrack through for ever on a line that does not match."""
    if len(pattern) > MAX_PATTERN_CHARS:
        return f"the pattern is {len(pattern)} characters (at most {MAX_PATTERN_CHARS})"
    try:
        tree = re_parser.parse(pattern)
    except (re.error, RecursionError, OverflowError):
        return ""  # compiling reports it

    def repeats(items: Any, inside: bool) -> bool:
        for op, arg in items:
            if op in _REPEATS:
                found = inside or repeats(arg[2], arg[1] > 1)
            elif op is re_constants.SUBPATTERN:
                found = repeats(arg[3], inside)
            elif op is re_constants.BRANCH:
                found = any(repeats(branch, inside) for branch in arg[1])
            elif op in (re_constants.ASSERT, re_constants.ASSERT_NOT):
                found = repeats(arg[1], inside)
            else:
                found = False
            if found:
                return True
        return False

    if repeats(tree, False):
        return "a repeat inside a repeat can backtrack without end"
    return ""
