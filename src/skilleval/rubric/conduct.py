"""Negative cases: what an agent that rightly leaves the skill aside does, and the skill
anchors and names it must then not walk through."""

from __future__ import annotations

import re

from skilleval.grading.model import Check
from skilleval.language.identifiers import (
    extract_identifiers,
    is_field_like,
)
from skilleval.loading.skill import Skill
from skilleval.rubric.steps import (
    skill_document,
    step_anchors,
    step_keywords,
)

_DIRECT = re.compile(
    r"\b(?:directly|itself|on\s+its\s+own|straight\s+away|as\s+asked)\b"
    r"|\b(?:answer\w*|respond\w*|handl\w+|address\w*|fulfil\w*)\s+(?:the\s+|this\s+|that\s+)?"
    r"(?:user'?s?\s+)?(?:request|question|ask|prompt|task)\b",
    re.IGNORECASE,
)


_SKIPS_SKILL = re.compile(
    r"\b(?:not|never|without|no|nor|n't)\b[^.;]{0,40}\b(?:consult|load|us|invok|appl|read|"
    r"activat|trigger|select|follow|pull)\w*\b[^.;]{0,40}\b(?:skill|checklist)\b"
    r"|\bskill\b[^.;]{0,30}\b(?:is|was|are|were|stays?|remains?)\s+(?:not|never|NOT)\s+"
    r"(?:\w+\s+)?(?:loaded|activated|invoked|triggered|selected|used|consulted)\b"
    r"|\bskill\b[^.;]{0,20}\bstays?\s+silent\b",
    re.IGNORECASE,
)


def conduct_of(text: str) -> str:
    """The conduct a negative case's behaviour or fact describes, or "" for content."""
    if _DIRECT.search(text):
        return "answers_directly"
    if _SKIPS_SKILL.search(text):
        return "skips_skill"
    return ""


def skill_anchors(skill: Skill) -> tuple[tuple[str, ...], ...]:
    """Each step of the skill's first graded checklist as the terms that present it."""
    checklist = skill.answer_checklist
    if checklist is None:
        return ()
    out = []
    for step in checklist.steps:
        anchors = step_anchors(step, checklist.steps) or (
            " ".join(step_keywords(step, checklist.steps)[:2]),
        )
        if anchors[0]:
            out.append(anchors)
    return tuple(out)


def skill_identifiers(skill: Skill, prompt: str) -> tuple[str, ...]:
    """Field-like names that SKILL.md uses and the prompt does not: an answer full of them
    applies the skill."""
    return tuple(i for i in _body_names(skill) if i not in prompt)[:60]


BODY_NAMES: dict[tuple[str, str], tuple[str, ...]] = {}


def _body_names(skill: Skill) -> tuple[str, ...]:
    """Field-like names of SKILL.md that are not the skill's own documents (looked up on
    disk once per skill version, not once per negative case)."""
    key = (str(skill.path), skill.digest)
    if key not in BODY_NAMES:
        if len(BODY_NAMES) > 256:
            BODY_NAMES.clear()
        BODY_NAMES[key] = tuple(
            i
            for i in extract_identifiers(skill.body)
            if is_field_like(i) and len(i) >= 6 and not skill_document(skill, i)
        )
    return BODY_NAMES[key]


def conduct_checks(
    skill: Skill,
    conduct_facts: list[str],
    anchors: tuple[tuple[str, ...], ...],
    names: tuple[str, ...],
) -> list[Check]:
    """A negative case's ground-truth conduct, as checks: it answered the request itself,
    and it did not apply this skill (``anchors``: its checklist steps, ``names``: its own
    field-like names)."""
    if not conduct_facts:
        return []
    checks = [
        Check(
            id="conduct-answers",
            kind="behavior",
            label="answers the request itself",
            source="ground truth",
            text=conduct_facts[0],
            conduct="answers_directly",
        )
    ]
    if anchors or names:
        checks.append(
            Check(
                id="conduct-skips-skill",
                kind="behavior",
                label=f"does not apply the {skill.name} skill",
                source="ground truth",
                text=f"does not apply the {skill.name} skill",
                conduct="skips_skill",
                anchors=anchors,
                fields=names,
            )
        )
    return checks
