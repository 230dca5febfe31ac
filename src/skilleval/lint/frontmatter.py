"""SCHEMA family: frontmatter against the agentskills.io rules, recommended fields/sections."""

from __future__ import annotations

import re

from skilleval.findings import Finding, Severity
from skilleval.loading.skill import Skill, rel

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


def check_frontmatter(skill: Skill) -> list[Finding]:
    path = rel(skill.skill_md)
    fm = skill.frontmatter
    lines = skill.frontmatter_lines
    out: list[Finding] = []

    def add(severity: Severity, code: str, message: str, key: str | None = None) -> None:
        out.append(Finding(severity, code, message, path, lines.get(key or "", 1 if key else None)))

    if any(f.code.startswith("SCHEMA/frontmatter_") for f in skill.findings):
        return out
    name = fm.get("name")
    if name is None:
        add(Severity.HIGH, "SCHEMA/name_missing", "frontmatter has no 'name'", "name")
    elif not isinstance(name, str):
        add(Severity.HIGH, "SCHEMA/name_type", "'name' must be a string", "name")
    else:
        if not 1 <= len(name) <= 64:
            add(
                Severity.HIGH,
                "SCHEMA/name_length",
                f"'name' is {len(name)} chars; 1-64 allowed",
                "name",
            )
        if not NAME_RULE.match(name):
            add(
                Severity.HIGH,
                "SCHEMA/name_format",
                f"'name' {name!r} must use a-z, 0-9 and single inner hyphens",
                "name",
            )
        if name != skill.path.resolve().name:
            add(
                Severity.MEDIUM,
                "SCHEMA/name_folder_mismatch",
                f"'name' {name!r} differs from the folder name {skill.path.resolve().name!r}",
                "name",
            )
    desc = fm.get("description")
    if desc is None:
        add(
            Severity.HIGH,
            "SCHEMA/description_missing",
            "frontmatter has no 'description'",
            "description",
        )
    elif not isinstance(desc, str):
        add(
            Severity.HIGH,
            "SCHEMA/description_type",
            "'description' must be a string",
            "description",
        )
    else:
        if not 1 <= len(desc.strip()) <= 1024:
            add(
                Severity.HIGH,
                "SCHEMA/description_length",
                f"'description' is {len(desc.strip())} chars; 1-1024 allowed",
                "description",
            )
        elif len(desc.split()) < 6:
            add(
                Severity.LOW,
                "SCHEMA/description_short",
                "'description' should say what the skill does and when to use it",
                "description",
            )
    compat = fm.get("compatibility")
    if compat is not None and (not isinstance(compat, str) or len(compat) > 500):
        add(
            Severity.MEDIUM,
            "SCHEMA/compatibility",
            "'compatibility' must be a string of at most 500 chars",
            "compatibility",
        )
    meta = fm.get("metadata")
    if meta is not None:
        if not isinstance(meta, dict):
            add(Severity.MEDIUM, "SCHEMA/metadata_type", "'metadata' must be a mapping", "metadata")
        else:
            for key, value in meta.items():
                if isinstance(value, dict):
                    add(
                        Severity.LOW,
                        "SCHEMA/metadata_value",
                        f"metadata.{key} should be a string (or list), not a mapping",
                        "metadata",
                    )
            author = meta.get("author")
            if isinstance(author, str) and not AUTHOR_RULE.match(author.strip()):
                add(
                    Severity.LOW,
                    "SCHEMA/author_format",
                    "Author must be of the form 'Name <email@host>'",
                    "metadata",
                )
    tools = fm.get("allowed-tools")
    if tools is not None and not isinstance(tools, str | list):
        add(
            Severity.MEDIUM,
            "SCHEMA/allowed_tools_type",
            "'allowed-tools' must be a string or a list",
            "allowed-tools",
        )
    lic = fm.get("license")
    if lic is not None and not isinstance(lic, str):
        add(Severity.LOW, "SCHEMA/license_type", "'license' must be a string", "license")
    if lic is None:
        add(Severity.INFO, "SCHEMA/license_missing", "no 'license' field")
    for key in fm:
        if key in SPEC_FIELDS or key in TOLERATED_FIELDS:
            continue
        add(
            Severity.MEDIUM,
            "SCHEMA/frontmatter_field_placement",
            f"Root field {key!r} is ignored; use 'metadata.{key}'",
            key,
        )
    h1 = [s for s in skill.sections if s.level == 1]
    if not h1:
        out.append(
            Finding(
                Severity.MEDIUM,
                "SCHEMA/body_h1",
                "body has no '# ' title heading",
                path,
                skill.body_line,
            )
        )
    titles = {s.title.strip().lower() for s in skill.sections if s.level == 2}
    for wanted in RECOMMENDED_SECTIONS:
        if wanted.lower() not in titles:
            out.append(
                Finding(
                    Severity.LOW,
                    "SCHEMA/body_recommended_section",
                    f"Missing recommended section: '## {wanted}'",
                    path,
                )
            )
    body_lines = skill.body.count("\n") + 1
    if body_lines > 500:
        out.append(
            Finding(
                Severity.LOW,
                "SCHEMA/body_length",
                f"body is {body_lines} lines; keep SKILL.md under 500 and move "
                "detail to references/",
                path,
            )
        )
    if not skill.body.strip():
        out.append(Finding(Severity.HIGH, "SCHEMA/body_empty", "SKILL.md has no body", path))
    return out
