"""The messages each arm sends: no skill, the skill as context, or a skill catalogue + tools."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from itertools import islice
from pathlib import Path
from typing import Any

from skilleval.loading.evalset import EVAL_SUFFIXES
from skilleval.models.base import Completion, ToolCall


class Arm(StrEnum):
    """How a case is asked: without the skill, with it as context, or with a catalogue of
    skills to discover and load through tools."""

    BASELINE = "baseline"
    SKILL = "skill"
    DISCOVER = "discover"


SYSTEM = (
    "You are an expert assistant for software and machine-learning engineering. "
    "Answer the user's request directly and concretely."
)

LOAD_SKILL_TOOL: dict[str, Any] = {
    "type": "function",
    "function": {
        "name": "load_skill",
        "description": "Load the full instructions (SKILL.md) of one of the listed skills.",
        "parameters": {
            "type": "object",
            "properties": {"name": {"type": "string"}},
            "required": ["name"],
        },
    },
}
READ_FILE_TOOL: dict[str, Any] = {
    "type": "function",
    "function": {
        "name": "read_skill_file",
        "description": "Read a file of a loaded skill, by path relative to the skill folder "
        "(e.g. references/setup.md).",
        "parameters": {
            "type": "object",
            "properties": {"path": {"type": "string"}},
            "required": ["path"],
        },
    },
}
TOOLS = (LOAD_SKILL_TOOL, READ_FILE_TOOL)
MAX_FILE_CHARS = 20_000


@dataclass(frozen=True)
class CatalogEntry:
    name: str
    description: str
    path: Path
    text: str
    """SKILL.md text (what load_skill returns)."""


def skill_system(name: str, skill_md: str) -> str:
    return f'{SYSTEM}\n\nUse this skill to answer:\n<skill name="{name}">\n{skill_md}\n</skill>'


def discover_system(catalog: list[CatalogEntry]) -> str:
    lines = [f"- {e.name}: {' '.join(e.description.split())}" for e in catalog]
    return (
        f"{SYSTEM}\n\nSkills are available. When one applies, call load_skill(name) "
        "before answering; do not load skills that do not apply. read_skill_file(path) "
        "reads a file of a loaded skill.\n\n" + "\n".join(lines)
    )


def messages_for(
    arm: str,
    prompt: str,
    skill_name: str,
    skill_md: str,
    catalog: list[CatalogEntry],
    attached: str = "",
) -> list[dict[str, Any]]:
    """The opening messages of an attempt in ``arm``; ``attached``: the case's input files
    (see :func:`case_files`), sent as the user's message before the request."""
    if arm == Arm.SKILL:
        system = skill_system(skill_name, skill_md)
    elif arm == Arm.DISCOVER:
        system = discover_system(catalog)
    else:
        system = SYSTEM
    files = [{"role": "user", "content": attached}] if attached else []
    return [{"role": "system", "content": system}, *files, {"role": "user", "content": prompt}]


MAX_ATTACHED_FILES = 10
MAX_ATTACHED_CHARS = 60_000
"""The case's input files sent with a request: at most this many, this much text in all."""
MAX_LISTED = 50
"""Names listed for an attached folder."""
MAX_SCANNED = 1_000
"""Entries of an attached folder read at most."""


def case_files(root: Path, files: tuple[str, ...]) -> str:
    """A case's input files (its ``files``: the log to diagnose, the script to port) as the
    user attaches them: a file's text (bounded), a folder's file names, a binary file's size.
    A name is read beside the eval files first (``files/x.log``, ``../fixtures/y/``), then
    from the skill folder; never outside it (symlinks followed), never the eval datasets
    themselves, earlier reports, signatures or dotfiles. What cannot be attached is left out
    (lint reports it)."""
    parts: list[str] = []
    budget = MAX_ATTACHED_CHARS
    for name in files[:MAX_ATTACHED_FILES]:
        path = _attachable(root, name)
        if path is None or budget <= 0:
            continue
        label = _attribute(name)
        if path.is_dir():
            entries = islice(path.iterdir(), MAX_SCANNED)  # a huge folder is not walked whole
            names = sorted(p.name for p in entries if not p.name.startswith("."))
            shown = "\n".join(_escaped(" ".join(n.split())) for n in names[:MAX_LISTED])
            more = f"\n... and {len(names) - MAX_LISTED} more" if len(names) > MAX_LISTED else ""
            body = f"(a folder of {len(names)} entries)\n{shown}{more}"
        else:
            with path.open("rb") as handle:
                head = handle.read(4096)
            if b"\x00" in head:
                body = f"(a binary file of {path.stat().st_size:,} bytes)"
            else:
                body = _escaped(read_bounded(path, min(MAX_FILE_CHARS, budget))).rstrip("\n")
        budget -= len(body)
        parts.append(f'<attached_file path="{label}">\n{body}\n</attached_file>')
    return "\n\n".join(parts)


def answer_key_texts(root: Path, keys: Sequence[str]) -> dict[str, str]:
    """The text of each answer key a case keeps back (see ``EvalCase.answer_keys``), read
    as an input file is (bounded, never outside the skill), for a judge to compare with."""
    out: dict[str, str] = {}
    for name in keys[:MAX_ATTACHED_FILES]:
        path = _attachable(root, name)
        if path is not None and path.is_file():
            out[name] = read_bounded(path, MAX_FILE_CHARS)
    return out


def _attachable(root: Path, name: str) -> Path | None:
    """The file or folder ``name`` names for attaching (see :func:`case_files`), if any."""
    if not name or len(name) > MAX_PATH_CHARS or "\x00" in name or Path(name).is_absolute():
        return None
    try:
        real_root = root.resolve(strict=True)
        evals = (real_root / "evals").resolve()
        for base in (root / "evals", root):
            try:
                target = (base / name).resolve(strict=True)
            except (OSError, RuntimeError):
                continue
            if not target.is_relative_to(real_root) or target == real_root:
                continue
            inner = target.relative_to(real_root).parts
            dataset = target.parent == evals and target.suffix.lower() in EVAL_SUFFIXES
            if (
                dataset
                or _tests_dataset(inner)
                or target == evals
                or any(p.startswith(".") for p in inner)
                or inner[0] in REPORTS
                or inner[-1].endswith((".sig", ".pem", ".key"))
            ):
                return None
            return target if target.is_file() or target.is_dir() else None
    except (OSError, RuntimeError, ValueError):
        return None
    return None


def _attribute(text: str) -> str:
    """``text`` safe inside a double-quoted attribute."""
    return (
        text.replace("&", "&amp;").replace('"', "&quot;").replace("<", "&lt;").replace(">", "&gt;")
    )


def _escaped(text: str) -> str:
    """File text that cannot close its own element early."""
    return text.replace("</attached_file", "<\\/attached_file")


MAX_PATH_CHARS = 512
REPORTS = ("BENCHMARK.md", "skill-card.md")
HIDDEN_FROM_AGENTS = ("evals", *REPORTS)
"""What an installed skill does not ship to an agent: the answer key and earlier reports."""


def _tests_dataset(parts: tuple[str, ...]) -> bool:
    """Whether a path inside a skill may be a dataset kept outside ``evals/``: a data file
    at the top of ``tests/`` (``tests/evals.json``, or one case per file; the loader reads
    those that describe themselves as cases, and an agent is shown none of them), or a
    ``tests.json`` of routing prompts beside SKILL.md."""
    return parts == ("tests.json",) or (
        len(parts) == 2 and parts[0] == "tests" and Path(parts[1]).suffix.lower() in EVAL_SUFFIXES
    )


def _answer_key(parts: tuple[str, ...]) -> bool:
    """Whether a path inside a skill is its answer key or an earlier report."""
    return parts[0] in HIDDEN_FROM_AGENTS or _tests_dataset(parts)


def servable_file(root: Path, rel_path: str) -> Path | None:
    """The file ``rel_path`` names inside ``root``, if an agent may read it.

    Never the eval files, earlier reports, signatures or dotfiles, and nothing whose real
    path (symlinks followed) leaves ``root``. Any odd path (NUL, too long, a loop) is None.
    """
    if not rel_path or len(rel_path) > MAX_PATH_CHARS or "\x00" in rel_path:
        return None
    parts = Path(rel_path).parts
    if not parts or any(p.startswith(".") or p == "" for p in parts):
        return None
    if _answer_key(parts) or parts[-1].endswith((".sig", ".pem", ".key")):
        return None
    try:
        real_root = root.resolve(strict=True)
        target = (root / rel_path).resolve(strict=True)
        if not target.is_relative_to(real_root) or not target.is_file():
            return None
        inner = target.relative_to(real_root).parts
    except (OSError, RuntimeError, ValueError):
        return None
    if _answer_key(inner) or any(p.startswith(".") for p in inner):
        return None
    return target


def read_bounded(path: Path, limit: int = MAX_FILE_CHARS) -> str:
    """At most ``limit`` characters of a file, never reading more than 4 bytes a character."""
    with path.open("rb") as handle:
        data = handle.read(limit * 4)
    return data.decode("utf-8", errors="replace")[:limit]


def run_tool(
    name: str,
    args: dict[str, Any],
    catalog: dict[str, CatalogEntry],
    loaded: list[str],
    read: list[str],
) -> str:
    """Execute a discover-arm tool call; records what was loaded or read.

    Whatever the model sends, the answer is a tool result: a failure reads as "no such
    file", never as an exception."""
    if name == "load_skill":
        wanted = str(args.get("name", "")).strip()[:MAX_PATH_CHARS]
        entry = catalog.get(wanted)
        if entry is None:
            return f"No skill named {wanted!r}. Available: {', '.join(sorted(catalog))}."
        if wanted in loaded:
            return f"Skill {wanted!r} is already loaded; its instructions are above."
        loaded.append(wanted)
        return entry.text
    if name == "read_skill_file":
        rel_path = str(args.get("path", "")).strip().lstrip("/")
        for skill in loaded:
            target = servable_file(catalog[skill].path, rel_path)
            if target is None:
                continue
            try:
                text = read_bounded(target)
            except OSError:
                continue
            read.append(f"{skill}/{rel_path}")
            return text
        return f"No file {rel_path[:200]!r} in a loaded skill (load the skill first)."
    return f"Unknown tool {name[:100]!r}."


MAX_TOOL_CALLS_PER_ROUND = 8
MAX_TOOL_OUTPUT_CHARS = 200_000
"""Tool output one attempt may receive in all (a hostile model cannot grow the request)."""


async def run_tool_calls(
    calls: Sequence[ToolCall],
    catalog: dict[str, CatalogEntry],
    loaded: list[str],
    read: list[str],
    spent: int,
) -> tuple[list[dict[str, Any]], int]:
    """Run one round of tool calls (at most MAX_TOOL_CALLS_PER_ROUND; file reads off the
    event loop): the tool messages to send back, and the tool output spent so far."""
    replies = []
    for n, call in enumerate(calls):
        if n >= MAX_TOOL_CALLS_PER_ROUND:
            output = f"Not run: at most {MAX_TOOL_CALLS_PER_ROUND} tool calls a round."
        elif spent >= MAX_TOOL_OUTPUT_CHARS:
            output = "Not run: this attempt's tool output budget is spent."
        else:
            output = await asyncio.to_thread(
                run_tool, call.name, call.args(), catalog, loaded, read
            )
            output = output[: MAX_TOOL_OUTPUT_CHARS - spent]
        spent += len(output)
        replies.append({"role": "tool", "tool_call_id": call.id, "content": output})
    return replies, spent


def tool_call_turn(completion: Completion) -> dict[str, Any]:
    """The assistant turn that asked for tools, as sent back with their results."""
    return {
        "role": "assistant",
        # Strict servers reject null content on a tool-call turn.
        "content": completion.text or "",
        "tool_calls": [
            {
                "id": c.id,
                "type": "function",
                "function": {"name": c.name, "arguments": c.arguments},
            }
            for c in completion.tool_calls
        ],
    }
