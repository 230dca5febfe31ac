"""The messages each arm sends: no skill, the skill as context, or a skill catalogue + tools."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Any

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
    arm: str, prompt: str, skill_name: str, skill_md: str, catalog: list[CatalogEntry]
) -> list[dict[str, Any]]:
    """The opening messages of an attempt in ``arm``."""
    if arm == Arm.SKILL:
        system = skill_system(skill_name, skill_md)
    elif arm == Arm.DISCOVER:
        system = discover_system(catalog)
    else:
        system = SYSTEM
    return [{"role": "system", "content": system}, {"role": "user", "content": prompt}]


MAX_PATH_CHARS = 512
HIDDEN_FROM_AGENTS = ("evals", "BENCHMARK.md", "skill-card.md")
"""What an installed skill does not ship to an agent: the answer key and earlier reports."""


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
    if parts[0] in HIDDEN_FROM_AGENTS or parts[-1].endswith((".sig", ".pem", ".key")):
        return None
    try:
        real_root = root.resolve(strict=True)
        target = (root / rel_path).resolve(strict=True)
        if not target.is_relative_to(real_root) or not target.is_file():
            return None
        inner = target.relative_to(real_root).parts
    except (OSError, RuntimeError, ValueError):
        return None
    if inner[0] in HIDDEN_FROM_AGENTS or any(p.startswith(".") for p in inner):
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
