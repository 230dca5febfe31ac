"""The messages each arm sends: no skill, the skill as context, or a skill catalogue + tools."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

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
    if arm == "skill":
        system = skill_system(skill_name, skill_md)
    elif arm == "discover":
        system = discover_system(catalog)
    else:
        system = SYSTEM
    return [{"role": "system", "content": system}, {"role": "user", "content": prompt}]


def run_tool(
    name: str,
    args: dict[str, Any],
    catalog: dict[str, CatalogEntry],
    loaded: list[str],
    read: list[str],
) -> str:
    """Execute a discover-arm tool call; records what was loaded or read."""
    if name == "load_skill":
        wanted = str(args.get("name", "")).strip()
        entry = catalog.get(wanted)
        if entry is None:
            return f"No skill named {wanted!r}. Available: {', '.join(sorted(catalog))}."
        if wanted not in loaded:
            loaded.append(wanted)
        return entry.text
    if name == "read_skill_file":
        rel_path = str(args.get("path", "")).strip().lstrip("/")
        for skill in loaded:
            root = catalog[skill].path.resolve()
            target = (root / rel_path).resolve()
            if target.is_relative_to(root) and target.is_file():
                read.append(f"{skill}/{rel_path}")
                return target.read_text(encoding="utf-8", errors="replace")[:MAX_FILE_CHARS]
        return f"No file {rel_path!r} in a loaded skill (load the skill first)."
    return f"Unknown tool {name!r}."
