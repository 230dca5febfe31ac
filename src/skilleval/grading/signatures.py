"""Properties of the Python an answer writes, read from the code itself.

"Has proper type hints on all parameters and return values" is a property of code, not of
words: each ``def`` in the answer's code blocks either annotates its parameters and its
return value or does not. "Includes PEP 723 inline metadata with data-designer as a
dependency" is one too: a script either opens with a ``# /// script`` block that lists the
package, or it does not.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple

from skilleval.grading.model import Evidence
from skilleval.language.text import Answer

TYPE_HINTS = re.compile(
    r"\btype[- ](?:hints?|hinted|annotations?|annotated)\b"
    r"|\b(?:fully\s+)?typed\s+(?:signatures?|parameters?|arguments?|functions?)\b",
    re.IGNORECASE,
)
"""A behaviour about type hints ("Has proper type hints on all parameters")."""
_EVERY = re.compile(r"\b(?:all|every|each|proper|properly|full|fully|complete)\b", re.I)
INLINE_METADATA = re.compile(
    r"\bPEP[- ]?723\b|\binline\s+(?:script\s+)?metadata\b|\binline\s+dependenc", re.IGNORECASE
)
"""A behaviour about a script's inline metadata ("The script included PEP 723 inline
metadata with data-designer as a dependency")."""
_DEPENDENCY = re.compile(
    r"\bwith\s+`?(?P<name>[A-Za-z][\w.-]*)`?\s+(?:listed\s+)?as\s+(?:a|an|the)\s+"
    r"(?:\w+\s+)?dependency\b",
    re.IGNORECASE,
)
_DEF = re.compile(r"^[ \t]*(?:async[ \t]+)?def[ \t]+(\w+)[ \t]*\(", re.MULTILINE)
_UNTYPED_OK = frozenset({"self", "cls", "*", "/"})
_SIGNATURE_CHARS = 4_000
"""How far a signature is read after its ``def``: a longer one is no signature to judge."""
_DEFS = 200
"""At most this many functions are read in one answer."""


class _Asked(NamedTuple):
    """What a behaviour asks of the answer's code, read once per behaviour."""

    hints: bool
    every: bool
    metadata: bool
    dependency: str


@lru_cache(maxsize=4096)
def _asks(behavior: str) -> _Asked:
    wanted = _DEPENDENCY.search(behavior)
    return _Asked(
        hints=TYPE_HINTS.search(behavior) is not None,
        every=_EVERY.search(behavior) is not None,
        metadata=INLINE_METADATA.search(behavior) is not None,
        dependency=wanted["name"] if wanted else "",
    )


def _signature(code: str, start: int) -> tuple[list[str], bool] | None:
    """The parameters of the signature opening at ``code[start]`` ("(") and whether it
    annotates its return value; None when it does not close within the bound."""
    depth, params, begin = 0, [], start + 1
    quote = ""
    end = min(len(code), start + _SIGNATURE_CHARS)
    for i in range(start, end):
        ch = code[i]
        if quote:
            if ch == quote and code[i - 1] != "\\":
                quote = ""
            continue
        if ch in "\"'":
            quote = ch
        elif ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
            if depth == 0:
                params.append(code[begin:i])
                tail = code[i + 1 : i + 200]
                colon = tail.find(":")
                return params, colon >= 0 and "->" in tail[:colon]
        elif ch == "," and depth == 1:
            params.append(code[begin:i])
            begin = i + 1
    return None


def _untyped(param: str) -> bool:
    name = param.split("=", 1)[0].strip()
    if not name or name.lstrip("*") in _UNTYPED_OK or name in _UNTYPED_OK:
        return False
    return ":" not in name


def type_hints(answer: Answer, behavior: str) -> tuple[bool, Evidence] | None:
    """For a behaviour about type hints: whether the answer's Python functions carry them
    (all of them, where the behaviour says "all" or "proper"; any, otherwise), with the
    first function that lacks one as evidence. None when the behaviour is about something
    else or the answer defines no function."""
    asked = _asks(behavior)
    if not asked.hints:
        return None
    every = asked.every
    seen = typed = read = 0
    missing: Evidence | None = None
    for unit in answer.units:
        if unit.kind != "code" or "def" not in unit.text:
            continue
        for m in _DEF.finditer(unit.text):
            read += 1
            if read > _DEFS:
                break
            signature = _signature(unit.text, m.end() - 1)
            if signature is None:
                continue
            params, returns = signature
            seen += 1
            bare = [p.strip() for p in params if _untyped(p)]
            # __init__ may leave its return out once a parameter is annotated (PEP 484)
            returns = returns or (m[1] == "__init__" and len(params) > 1 and not bare)
            if not bare and returns:
                typed += 1
            elif missing is None:
                what = f"parameter {bare[0]!r}" if bare else "return value"
                at = unit.start + m.start()
                missing = Evidence(
                    "type hints",
                    True,
                    at,
                    at + len(m[0]),
                    m[0].strip(),
                    note=f"{m[1]}() leaves its {what} without a type hint",
                )
    if not seen:
        return None
    if missing is not None and (every or not typed):
        return False, missing
    note = f"{typed} of {seen} functions annotate their parameters and return values"
    return True, Evidence("type hints", True, note=note)


_METADATA_OPEN = re.compile(r"^[ \t]*# /// script[ \t]*$", re.M)
_METADATA_CLOSE = re.compile(r"^[ \t]*# ///[ \t]*$", re.M)
_METADATA_CHARS = 4_000
"""How far a metadata block is read for its closing line: one that does not close within
it is no block (and a hostile answer of opening lines costs one bounded read a unit)."""
_PYTHON = re.compile(r"^[ \t]*(?:import\s+\w|from\s+[\w.]+\s+import\b|def\s+\w+\s*\()", re.M)


def script_metadata(answer: Answer, behavior: str) -> tuple[bool, Evidence] | None:
    """For a behaviour about a script's inline (PEP 723) metadata: whether the answer's
    Python has a ``# /// script`` block, listing the package the behaviour names as a
    dependency, with the block or the script that lacks it as evidence. None when the
    behaviour is about something else or the answer writes no Python."""
    asked = _asks(behavior)
    if not asked.metadata:
        return None
    wanted = asked.dependency
    script = None
    for unit in answer.units:
        if unit.kind != "code":
            continue
        opened = _METADATA_OPEN.search(unit.text) if "# ///" in unit.text else None
        closed = opened and _METADATA_CLOSE.search(
            unit.text, opened.end(), opened.end() + _METADATA_CHARS
        )
        if opened and closed:
            at = unit.start + opened.start()
            text = unit.text[opened.start() : closed.end()]
            body = unit.text[opened.end() : closed.start()]
            if wanted and not re.search(
                r"[\"'](?:" + re.escape(wanted) + r")(?:[<>=!~\[;\s][^\"']*)?[\"']",
                body,
                re.IGNORECASE,
            ):
                note = f"the script's inline metadata does not list {wanted}"
                return False, Evidence("inline metadata", True, at, at + len(text), text, note=note)
            note = "the script opens with a `# /// script` metadata block"
            return True, Evidence("inline metadata", True, at, at + len(text), text, note=note)
        if script is None and _PYTHON.search(unit.text):
            script = unit
    if script is None:
        return None
    note = "the script has no `# /// script` inline metadata block"
    return False, Evidence("inline metadata", False, script.start, script.end, note=note)
