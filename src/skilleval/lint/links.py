"""LINKS family: broken relative links and reference paths in SKILL.md."""

from __future__ import annotations

import re

from skilleval.findings import Finding, Severity
from skilleval.loading.skill import Skill
from skilleval.loading.textfile import rel

_MD_LINK = re.compile(r"!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
_BARE_REF = re.compile(r"(?<![\w@/.-])((?:references|assets)/[\w./-]+\w)")
_FENCE = re.compile(r"^\s*(```|~~~)")


def check_links(skill: Skill) -> list[Finding]:
    out: list[Finding] = []
    path = rel(skill.skill_md)
    root = skill.path.resolve()
    in_fence = False
    seen: set[str] = set()
    for offset, line in enumerate(skill.body.split("\n")):
        if _FENCE.match(line):
            in_fence = not in_fence
            continue
        if in_fence:
            continue
        line_no = skill.body_line + offset
        targets = [m.group(1) for m in _MD_LINK.finditer(line)]
        targets += [m.group(1) for m in _BARE_REF.finditer(line)]
        for target in targets:
            if re.match(r"^[a-z][a-z0-9+.-]*:", target, re.IGNORECASE) or target.startswith("#"):
                continue
            clean = target.split("#", 1)[0].split("?", 1)[0]
            if not clean or clean in seen or any(ch in clean for ch in "*<>{}$"):
                continue
            seen.add(clean)
            try:
                resolved = (skill.path / clean).resolve()
                exists = resolved.exists()
            except (OSError, RuntimeError, ValueError):
                # A symlink loop, a name too long, a NUL: broken, never a crash.
                out.append(
                    Finding(
                        Severity.MEDIUM,
                        "LINKS/unresolvable",
                        f"link {target[:200]!r} cannot be resolved (a link loop or an odd path)",
                        path,
                        line_no,
                    )
                )
                continue
            if not resolved.is_relative_to(root):
                if not exists:
                    out.append(
                        Finding(
                            Severity.LOW,
                            "LINKS/outside_skill",
                            f"link {target!r} points outside the skill folder",
                            path,
                            line_no,
                        )
                    )
                continue
            if not exists:
                out.append(
                    Finding(
                        Severity.MEDIUM,
                        "LINKS/broken",
                        f"link {target!r} does not exist in the skill folder",
                        path,
                        line_no,
                    )
                )
    return out
