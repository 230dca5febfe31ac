"""SCHEMA family: frontmatter against the agentskills.io rules, recommended fields/sections."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from skilleval.findings import Finding, Severity
from skilleval.loading.skill import Skill
from skilleval.loading.textfile import rel

NAME_RULE = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
SPEC_FIELDS = {"name", "description", "license", "compatibility", "metadata", "allowed-tools"}
TOLERATED_FIELDS = {
    "when_to_use",
    "argument-hint",
    "disable-model-invocation",
    "user-invocable",
    "model",
}
RECOMMENDED_SECTIONS = ("Instructions", "Examples")
AUTHOR_RULE = re.compile(r"^[^<>]+<[^<>@\s]+@[^<>\s]+>$")


Add = Callable[[Severity, str, str, str], None]
"""Report a finding at a frontmatter key's line: add(severity, code, message, key)."""


def check_frontmatter(skill: Skill) -> list[Finding]:
    path = rel(skill.skill_md)
    fm = skill.frontmatter
    lines = skill.frontmatter_lines
    out: list[Finding] = []

    def add(severity: Severity, code: str, message: str, key: str = "") -> None:
        out.append(Finding(severity, code, message, path, lines.get(key, 1) if key else None))

    if any(f.code.startswith("SCHEMA/frontmatter_") for f in skill.findings):
        return out
    _check_name(fm.get("name"), skill.path.resolve().name, add)
    _check_description(fm.get("description"), add)
    _check_optional_fields(fm, add)
    for key in fm:
        if key in SPEC_FIELDS or key in TOLERATED_FIELDS:
            continue
        add(
            Severity.MEDIUM,
            "SCHEMA/frontmatter_field_placement",
            f"Root field {key!r} is ignored; use 'metadata.{key}'",
            key,
        )
    return out + _check_body(skill, path)


def _check_name(name: object, folder: str, add: Add) -> None:
    if name is None:
        add(Severity.HIGH, "SCHEMA/name_missing", "frontmatter has no 'name'", "name")
        return
    if not isinstance(name, str):
        add(Severity.HIGH, "SCHEMA/name_type", "'name' must be a string", "name")
        return
    if not 1 <= len(name) <= 64:
        message = f"'name' is {len(name)} chars; 1-64 allowed"
        add(Severity.HIGH, "SCHEMA/name_length", message, "name")
    if not NAME_RULE.match(name):
        message = f"'name' {name!r} must use a-z, 0-9 and single inner hyphens"
        add(Severity.HIGH, "SCHEMA/name_format", message, "name")
    if name != folder:
        message = f"'name' {name!r} differs from the folder name {folder!r}"
        add(Severity.MEDIUM, "SCHEMA/name_folder_mismatch", message, "name")


def _check_description(desc: object, add: Add) -> None:
    key = "description"
    if desc is None:
        add(Severity.HIGH, "SCHEMA/description_missing", "frontmatter has no 'description'", key)
    elif not isinstance(desc, str):
        add(Severity.HIGH, "SCHEMA/description_type", "'description' must be a string", key)
    elif not 1 <= len(desc.strip()) <= 1024:
        message = f"'description' is {len(desc.strip())} chars; 1-1024 allowed"
        add(Severity.HIGH, "SCHEMA/description_length", message, key)
    elif len(desc.split()) < 6:
        message = "'description' should say what the skill does and when to use it"
        add(Severity.LOW, "SCHEMA/description_short", message, key)


def _check_optional_fields(fm: dict[str, Any], add: Add) -> None:
    """compatibility, metadata (and its author), allowed-tools, license."""
    compat = fm.get("compatibility")
    if compat is not None and (not isinstance(compat, str) or len(compat) > 500):
        message = "'compatibility' must be a string of at most 500 chars"
        add(Severity.MEDIUM, "SCHEMA/compatibility", message, "compatibility")
    meta = fm.get("metadata")
    if meta is not None and not isinstance(meta, dict):
        add(Severity.MEDIUM, "SCHEMA/metadata_type", "'metadata' must be a mapping", "metadata")
    elif meta is not None:
        for key, value in meta.items():
            if isinstance(value, dict):
                message = f"metadata.{key} should be a string (or list), not a mapping"
                add(Severity.LOW, "SCHEMA/metadata_value", message, "metadata")
        author = meta.get("author")
        if isinstance(author, str) and not AUTHOR_RULE.match(author.strip()):
            message = "Author must be of the form 'Name <email@host>'"
            add(Severity.LOW, "SCHEMA/author_format", message, "metadata")
    tools = fm.get("allowed-tools")
    if tools is not None and not isinstance(tools, str | list):
        message = "'allowed-tools' must be a string or a list"
        add(Severity.MEDIUM, "SCHEMA/allowed_tools_type", message, "allowed-tools")
    lic = fm.get("license")
    if lic is not None and not isinstance(lic, str):
        add(Severity.LOW, "SCHEMA/license_type", "'license' must be a string", "license")
    if lic is None:
        add(Severity.INFO, "SCHEMA/license_missing", "no 'license' field", "")


def _check_body(skill: Skill, path: str) -> list[Finding]:
    """A title heading, the recommended sections, a length that fits, a body at all."""
    out: list[Finding] = []
    if not [s for s in skill.sections if s.level == 1]:
        message = "body has no '# ' title heading"
        out.append(Finding(Severity.MEDIUM, "SCHEMA/body_h1", message, path, skill.body_line))
    titles = {s.title.strip().lower() for s in skill.sections if s.level == 2}
    for wanted in RECOMMENDED_SECTIONS:
        if wanted.lower() not in titles:
            message = f"Missing recommended section: '## {wanted}'"
            out.append(Finding(Severity.LOW, "SCHEMA/body_recommended_section", message, path))
    body_lines = skill.body.count("\n") + 1
    if body_lines > 500:
        message = (
            f"body is {body_lines} lines; keep SKILL.md under 500 and move detail to references/"
        )
        out.append(Finding(Severity.LOW, "SCHEMA/body_length", message, path))
    if not skill.body.strip():
        out.append(Finding(Severity.HIGH, "SCHEMA/body_empty", "SKILL.md has no body", path))
    return out
