"""Negative cases: what an agent that rightly leaves the skill aside does, and the skill
anchors and names it must then not walk through."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from skilleval.grading.model import Check
from skilleval.language.identifiers import (
    extract_identifiers,
    is_field_like,
)
from skilleval.language.text import content_words, stem
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


SKILL_WORDS = 100
"""How many of the skill's most frequent content words stand for its vocabulary."""


@dataclass(frozen=True)
class SkillMarks:
    """What an answer that applies the skill shows, for a negative case's conduct checks."""

    anchors: tuple[tuple[str, ...], ...] = ()
    """Each step of the skill's answer checklist as the terms that present it."""
    names: tuple[str, ...] = ()
    """Field-like names of SKILL.md that the request does not use."""
    words: tuple[str, ...] = ()
    """Stems of the skill's most frequent content words that the request does not use."""
    request: tuple[str, ...] = ()
    """Stems of the request's content words."""


def skill_marks(skill: Skill, prompt: str) -> SkillMarks:
    """What an answer to ``prompt`` that applied ``skill`` would show."""
    request = _stems(prompt)
    vocabulary = _vocabulary(skill)
    return SkillMarks(
        skill_anchors(skill),
        skill_identifiers(skill, prompt),
        tuple(w for w in vocabulary if w not in request),
        tuple(sorted(request)),
    )


def _stems(text: str) -> set[str]:
    return {stem(w) for w in content_words(text, compounds=False)}


VOCABULARY: dict[tuple[str, str], tuple[str, ...]] = {}


def _vocabulary(skill: Skill) -> tuple[str, ...]:
    """The stems of SKILL.md's most frequent content words (once per skill version)."""
    key = (str(skill.path), skill.digest)
    if key not in VOCABULARY:
        if len(VOCABULARY) > 256:
            VOCABULARY.clear()
        counts = Counter(stem(w) for w in content_words(skill.body, compounds=False))
        VOCABULARY[key] = tuple(sorted(w for w, _ in counts.most_common(SKILL_WORDS)))
    return VOCABULARY[key]


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


def conduct_checks(skill: Skill, conduct_facts: list[str], marks: SkillMarks) -> list[Check]:
    """A negative case's ground-truth conduct, as checks: it answered the request itself,
    and it did not apply this skill (``marks``: what applying it shows)."""
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
    if marks.anchors or marks.names or marks.words:
        checks.append(
            skips_skill_check(
                "conduct-skips-skill",
                f"does not apply the {skill.name} skill",
                "ground truth",
                f"does not apply the {skill.name} skill",
                marks,
            )
        )
    return checks


def skips_skill_check(id_: str, label: str, source: str, text: str, marks: SkillMarks) -> Check:
    """A conduct check that the answer does not apply the skill ``marks`` describe."""
    return Check(
        id=id_,
        kind="behavior",
        label=label,
        source=source,
        text=text,
        conduct="skips_skill",
        anchors=marks.anchors,
        fields=marks.names,
        skill_words=marks.words,
        request_words=marks.request,
    )
