"""Load a skill folder: SKILL.md (frontmatter, sections, answer checklists) and card.yaml."""

from __future__ import annotations

import hashlib
import os
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from skilleval.errors import InputError
from skilleval.findings import Finding, Severity
from skilleval.loading import checklists
from skilleval.loading.card import Card, load_card
from skilleval.loading.checklists import Checklist
from skilleval.loading.evalset import EVAL_SUFFIXES
from skilleval.loading.textfile import (
    OUTSIDE,
    DataError,
    load_yaml,
    outside,
    read_text,
    rel,
    stream_digest,
)

SKIP_DIRS = {".git", "node_modules", "__pycache__", ".venv", "venv", ".tox", ".mypy_cache"}

_HEADING = re.compile(r"^(#{1,6})\s+(.+?)\s*#*\s*$")
_FENCE = re.compile(r"^\s*(```|~~~)")


@dataclass(frozen=True)
class Section:
    """A markdown heading and the text under it (subsections included)."""

    level: int
    title: str
    line: int
    """1-based line of the heading in SKILL.md."""
    end_line: int
    text: str
    path: tuple[str, ...]
    """Titles from the top-level heading down to this one."""


@dataclass(frozen=True)
class Skill:
    """A loaded skill folder."""

    name: str
    path: Path
    description: str
    frontmatter: dict[str, Any]
    frontmatter_lines: dict[str, int]
    body: str
    body_line: int
    """1-based line in SKILL.md where the body starts."""
    sections: tuple[Section, ...]
    checklists: tuple[Checklist, ...]
    card: Card | None
    digest: str
    """sha256 of SKILL.md bytes."""
    text: str
    """The full SKILL.md text (what the skill arm puts in the system prompt)."""
    findings: tuple[Finding, ...] = ()

    @property
    def skill_md(self) -> Path:
        return self.path / "SKILL.md"

    @property
    def answer_checklist(self) -> Checklist | None:
        """The first checklist answers are graded against, if the skill has one."""
        for checklist in self.checklists:
            if checklist.is_answer and checklist.steps:
                return checklist
        return None

    @property
    def graded_checklists(self) -> tuple[Checklist, ...]:
        """Every checklist answers can be graded against, in reading order."""
        return tuple(c for c in self.checklists if c.is_answer and c.steps)

    def section(self, title: str) -> Section | None:
        wanted = title.strip().lower()
        for section in self.sections:
            if section.title.strip().lower() == wanted:
                return section
        return None


def split_frontmatter(text: str) -> tuple[str | None, str, int]:
    """Return (frontmatter yaml or None, body, 1-based body line)."""
    lines = text.split("\n")
    if not lines or lines[0].strip() != "---":
        return None, text, 1
    for i in range(1, len(lines)):
        if lines[i].strip() in ("---", "..."):
            return "\n".join(lines[1:i]), "\n".join(lines[i + 1 :]), i + 2
    return None, text, 1


def _frontmatter_lines(raw: str) -> dict[str, int]:
    out: dict[str, int] = {}
    for i, line in enumerate(raw.split("\n"), start=2):
        m = re.match(r"^([A-Za-z_][\w-]*)\s*:", line)
        if m and m.group(1) not in out:
            out[m.group(1)] = i
    return out


def parse_sections(body: str, body_line: int) -> tuple[Section, ...]:
    """Headings of ``body`` (fenced code ignored) with their text and line numbers."""
    lines = body.split("\n")
    heads: list[tuple[int, int, str]] = []
    in_fence = False
    for i, line in enumerate(lines):
        if _FENCE.match(line):
            in_fence = not in_fence
            continue
        if in_fence:
            continue
        m = _HEADING.match(line)
        if m:
            heads.append((i, len(m.group(1)), m.group(2).strip()))
    # where each section ends: at the next heading of its level or above (one pass)
    ends = [len(lines)] * len(heads)
    open_heads: list[int] = []
    for n, (i, level, _) in enumerate(heads):
        while open_heads and heads[open_heads[-1]][1] >= level:
            ends[open_heads.pop()] = i
        open_heads.append(n)
    sections: list[Section] = []
    stack: list[tuple[int, str]] = []
    for n, (i, level, title) in enumerate(heads):
        end = ends[n]
        while stack and stack[-1][0] >= level:
            stack.pop()
        stack.append((level, title))
        sections.append(
            Section(
                level=level,
                title=title,
                line=body_line + i,
                end_line=body_line + end - 1,
                text="\n".join(lines[i + 1 : end]).strip("\n"),
                path=tuple(t for _, t in stack),
            )
        )
    return tuple(sections)


def _own_texts(sections: tuple[Section, ...]) -> list[str]:
    """Each section's text up to its first subsection. Sections are in reading order, so a
    section's first subsection, if any, is the next section: one pass, however many."""
    owned = []
    for n, section in enumerate(sections):
        after = sections[n + 1] if n + 1 < len(sections) else None
        if after is not None and after.line <= section.end_line:
            # where the subsection's heading line is (the text is stripped of the blank
            # lines after the heading, so its line number does not tell)
            head = re.search(
                rf"^#{{{after.level}}}[ \t]+{re.escape(after.title)}", section.text, re.MULTILINE
            )
            owned.append(section.text[: head.start()].rstrip("\n") if head else section.text)
        else:
            owned.append(section.text)
    return owned


def find_checklists(sections: tuple[Section, ...], preamble: str = "") -> tuple[Checklist, ...]:
    """Every checklist of a skill (graded or not), parsed into steps. ``preamble``: the body's
    prose before its first heading ("Follow every step below in order." over "## Step 1")."""
    owned = _own_texts(sections)
    found = checklists.find_checklists(
        tuple((s.title, s.line, own) for s, own in zip(sections, owned, strict=True))
    )
    return (
        found + _heading_procedures(sections, owned, preamble) + _section_formats(sections, owned)
    )


def _section_formats(sections: tuple[Section, ...], owned: list[str]) -> tuple[Checklist, ...]:
    """Answer formats written as a section's subsections (see
    :func:`checklists.section_format`): sections without a list or fence of their own, whose
    prose ends with a colon; the first 2,000 headings read, 50 subsections each at most."""
    found: list[Checklist] = []
    shown = sections[:2000]
    for n, section in enumerate(shown):
        own = owned[n].strip()
        if (
            not own.endswith(":")
            or "```" in own
            or re.search(r"^\s*(?:[-*+]|\d+[.)])\s", own, re.M)
        ):
            continue
        heads = []
        for at in range(n + 1, min(len(shown), n + 50)):
            if shown[at].level <= section.level:
                break
            if shown[at].level == section.level + 1:
                heads.append((shown[at].line, shown[at].title))
        parsed = checklists.section_format(section.title, own, heads) if heads else None
        if parsed is not None:
            found.append(parsed)
    return tuple(found)


def preamble_of(body: str, sections: tuple[Section, ...], body_line: int) -> str:
    """The body's text before its first heading (its first 4,000 characters)."""
    if not sections:
        return ""
    return "\n".join(body[:200_000].split("\n")[: sections[0].line - body_line])[:4000]


_CUE_FOR_BELOW = re.compile(
    r"\b(?:step[- ]by[- ]step\s+(?:workflow|procedure|guide|instructions)|(?:steps|workflow)\s+"
    r"below)\b[^\n]{0,200}\b(?:each\s+step\s+in\s+order|in\s+order)\b",
    re.IGNORECASE,
)
"""Prose that points at the steps further down and says to take them in order ("Follow the
step-by-step workflow below. Execute each step in order on a first run.")."""


def _heading_procedures(
    sections: tuple[Section, ...], owned: list[str], preamble: str = ""
) -> tuple[Checklist, ...]:
    """Runs of "Step N" headings of one level, numbered one after another, each under the
    prose that opens the run (see :func:`checklists.heading_procedure`); the first 2,000
    headings read, each once as a run's start."""
    found: list[Checklist] = []
    shown = sections[:2000]
    n = 0
    ahead = ""  # an earlier section's order cue for the steps below it, not yet used
    while n < len(shown):
        first = checklists.step_heading(shown[n].title)
        if first is None:
            if _CUE_FOR_BELOW.search(owned[n][:4000]):
                ahead = owned[n][:4000]
            n += 1
            continue
        level, run, number = shown[n].level, [n], int(first[1])
        for at in range(n + 1, min(len(shown), n + 400)):
            if shown[at].level > level:
                continue  # a step's own subsection
            m = checklists.step_heading(shown[at].title)
            if shown[at].level < level or m is None or int(m[1]) != number + 1:
                break
            run.append(at)
            number += 1
        # the prose that opens the run: the section just before its first step, up to its
        # first subsection (the parent's own text, or the sibling's just before)
        if len(run) >= 2 and (n or preamble):
            heads = [(shown[i].line, shown[i].title, owned[i]) for i in run]
            # the body's opening prose, where the steps are its first headings
            title, intro = (shown[n - 1].title, owned[n - 1]) if n else ("Steps", preamble)
            parsed = checklists.heading_procedure(title, intro, heads)
            if parsed is None and ahead:
                # "Follow the step-by-step workflow below. Execute each step in order." in
                # the instructions, over "## Step 0: Pre-flight Check" further down
                parsed = checklists.heading_procedure(title, f"{ahead}\n\n{intro}", heads)
            if parsed is not None:
                found.append(parsed)
        ahead = ""
        n = run[-1] + 1
    return tuple(found)


def load_skill(path: Path) -> Skill:
    """Load one skill folder. Content problems become findings; a missing SKILL.md raises."""
    path = Path(path)
    if path.is_file() and path.name == "SKILL.md":
        path = path.parent
    skill_md = path / "SKILL.md"
    if not skill_md.is_file():
        raise InputError("no SKILL.md in this folder (is it a skill?)", rel(path))
    findings: list[Finding] = []
    if outside(skill_md, path):
        raise InputError(f"SKILL.md is {OUTSIDE}", rel(skill_md))
    read = read_text(skill_md)
    if read.problem:
        findings.append(Finding(Severity.HIGH, "LOAD/unreadable", read.problem, rel(skill_md)))
    front_raw, body, body_line = split_frontmatter(read.text)
    frontmatter, lines = _frontmatter(front_raw, rel(skill_md), findings)
    sections = parse_sections(body, body_line)
    card = None
    card_path = path / "card.yaml"
    if not card_path.is_file():
        card_path = path / "card.yml"
    if card_path.is_file():
        card, card_findings = load_card(card_path)
        findings.extend(card_findings)
    name = frontmatter.get("name")
    description = frontmatter.get("description")
    return Skill(
        name=str(name).strip() if isinstance(name, str) and name.strip() else path.name,
        path=path,
        description=str(description).strip() if isinstance(description, str) else "",
        frontmatter=frontmatter,
        frontmatter_lines=lines,
        body=body,
        body_line=body_line,
        sections=sections,
        checklists=find_checklists(sections, preamble_of(body, sections, body_line)),
        card=card,
        digest=stream_digest(skill_md).hexdigest(),
        text=read.text,
        findings=tuple(findings),
    )


def _frontmatter(
    front_raw: str | None, where: str, findings: list[Finding]
) -> tuple[dict[str, Any], dict[str, int]]:
    """The frontmatter's fields and the line of each key; a finding when there is none,
    it is not YAML, or it is not a mapping."""
    if front_raw is None:
        message = "SKILL.md has no YAML frontmatter (--- block with name and description)"
        findings.append(Finding(Severity.HIGH, "SCHEMA/frontmatter_missing", message, where, 1))
        return {}, {}
    try:
        loaded = load_yaml(front_raw) if front_raw.strip() else {}
    except DataError as exc:
        findings.append(Finding(Severity.HIGH, "SCHEMA/frontmatter_refused", exc.message, where, 2))
        loaded = {}
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 2 if mark is not None else 1
        problem = getattr(exc, "problem", None) or str(exc).split("\n")[0]
        message = f"frontmatter is not valid YAML: {problem}"
        findings.append(Finding(Severity.HIGH, "SCHEMA/frontmatter_yaml", message, where, line))
        loaded = _fields_line_by_line(front_raw)
    frontmatter: dict[str, Any] = {}
    if isinstance(loaded, dict):
        frontmatter = {str(k): v for k, v in loaded.items()}
    else:
        message = "frontmatter must be a mapping of fields"
        findings.append(Finding(Severity.HIGH, "SCHEMA/frontmatter_type", message, where, 2))
    return frontmatter, _frontmatter_lines(front_raw)


def _fields_line_by_line(front_raw: str) -> dict[str, Any]:
    """The one-line fields of a frontmatter that is not YAML as a whole (``when_to_use:
    "a", "b"`` breaks the block, not ``name: x`` two lines above): each top-level line
    read alone, kept when it is a plain ``key: text``."""
    fields: dict[str, Any] = {}
    for line in front_raw.split("\n")[:200]:
        if not re.match(r"^[A-Za-z_][\w-]*\s*:\s*\S", line) or len(line) > 2_000:
            continue
        try:
            one = yaml.safe_load(line)
        except yaml.YAMLError:
            # "description: Write code ... Out of scope: building X": a second ": " in a plain
            # value is what broke the line; the text after the key is still its value
            plain = re.match(r"^([A-Za-z_][\w-]*)\s*:\s+([^\s'\"\[{|>&*!%@`#][^\n]*)$", line)
            one = {plain[1]: plain[2].rstrip()} if plain else None
        if isinstance(one, dict) and len(one) == 1:
            key, value = next(iter(one.items()))
            if isinstance(key, str) and isinstance(value, str) and key not in fields:
                fields[key] = value
    return fields


def iter_skill_dirs(root: Path) -> Iterator[Path]:
    """Every folder under ``root`` (itself included) that holds a SKILL.md, sorted."""
    root = Path(root)
    if (root / "SKILL.md").is_file():
        yield root
        return
    found: list[Path] = []
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if d not in SKIP_DIRS and not d.startswith("."))
        if "SKILL.md" in filenames:
            found.append(Path(dirpath))
            dirnames[:] = []
    yield from sorted(found)


def folder_digest(path: Path) -> str:
    """sha256 over SKILL.md and the eval files: what makes two copies the same skill."""
    digest = hashlib.sha256()
    candidates = [path / "SKILL.md", path / "card.yaml"]
    evals = path / "evals"
    if evals.is_dir():
        candidates.extend(sorted(p for p in evals.iterdir() if p.is_file()))
    tests = path / "tests"
    if tests.is_dir():  # datasets kept as tests/evals.json or one case per file
        candidates.extend(
            sorted(p for p in tests.iterdir() if p.is_file() and p.suffix.lower() in EVAL_SUFFIXES)
        )
    candidates.append(path / "tests.json")  # routing prompts beside SKILL.md
    for file in candidates:
        if file.is_file():
            digest.update(file.relative_to(path).as_posix().encode())
            digest.update(b"outside" if outside(file, path) else stream_digest(file).digest())
    return digest.hexdigest()
