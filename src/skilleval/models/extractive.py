"""The embedded offline responder: answers from the skill text alone.

A reference point, not a model: it shows what quoting the skill earns. It abstains without
the skill (baseline arm), answers with the skill's answer checklist and best-matching
sections (skill arm), and routes by description similarity (discover arm), speaking the
same chat protocol, tool calls included, as a real endpoint.
"""

from __future__ import annotations

import json
import math
import re
from functools import lru_cache

from skilleval.language.matching import phrase_stems
from skilleval.loading.checklists import Checklist
from skilleval.loading.skill import (
    Section,
    find_checklists,
    parse_sections,
    preamble_of,
    split_frontmatter,
)
from skilleval.models.base import ChatRequest, Completion, ToolCall, Usage, estimate_tokens

ABSTAIN = (
    "I don't have specific guidance for this request, so I won't guess; "
    "please share the relevant documentation or details."
)
OFF_SKILL = "The skill I was given does not cover this request, so I won't apply it here."
SKILL_BLOCK = re.compile(r"<skill name=\"([^\"]*)\">\n(.*?)\n</skill>", re.DOTALL)
CATALOG_LINE = re.compile(r"^- ([a-z0-9][a-z0-9-]*): (.*)$", re.MULTILINE)
ROUTE_THRESHOLD = 0.1
DESCRIPTION_THRESHOLD = 0.1
BODY_THRESHOLD = 0.3
SECTION_CHARS = 700


def similarity(prompt: str, text: str) -> float:
    """Share of the prompt's content stems that ``text`` holds, damped for very short prompts."""
    wanted = set(phrase_stems(prompt))
    if not wanted:
        return 0.0
    have = set(phrase_stems(text))
    return len(wanted & have) / (len(wanted) + 2)


def route(prompt: str, catalog: list[tuple[str, str]]) -> str | None:
    """The catalog entry whose name and description best match the prompt, if good enough."""
    best: tuple[float, str] | None = None
    for name, description in catalog:
        score = similarity(prompt, name.replace("-", " ") + " " + description)
        if best is None or score > best[0]:
            best = (score, name)
    return best[1] if best and best[0] >= ROUTE_THRESHOLD else None


@lru_cache(maxsize=64)
def _parsed(skill_md: str) -> tuple[str | None, tuple[Section, ...], tuple[Checklist, ...]]:
    """A skill's frontmatter, sections and checklists, parsed once per skill text (every
    case and attempt of a run asks about the same few skills)."""
    front, body, body_line = split_frontmatter(skill_md)
    sections = parse_sections(body, body_line)
    return front, sections, find_checklists(sections, preamble_of(body, sections, body_line))


def answer_from_skill(skill_md: str, prompt: str) -> str:
    """The checklist (verbatim, in order) plus the sections that best match the prompt."""
    front, sections, checklists = _parsed(skill_md)
    # Relevant when the description (what the skill is for) matches, or the body strongly.
    if (
        similarity(prompt, front or "") < DESCRIPTION_THRESHOLD
        and similarity(prompt, skill_md) < BODY_THRESHOLD
    ):
        return OFF_SKILL
    parts: list[str] = []
    checklist = next((c for c in checklists if c.is_answer and c.steps), None)
    if checklist:
        lines = [
            f"{s.index}. {s.text}" if checklist.ordered else f"- {s.text}" for s in checklist.steps
        ]
        parts.append("\n".join(lines))
        if checklist.notes:
            parts.append(checklist.notes)
    wanted = set(phrase_stems(prompt))
    scored = []
    for section in sections:
        if section.level == 1 or (checklist and section.title == checklist.title):
            continue
        own = section.text.strip()
        if not own:
            continue
        have = set(phrase_stems(section.title + " " + own))
        overlap = len(wanted & have)
        if overlap:
            scored.append((overlap / math.sqrt(len(have) + 1), section.line, section))
    scored.sort(key=lambda item: (-item[0], item[1]))
    for _, _, section in scored[: 2 if checklist else 3]:
        text = section.text.strip()
        if len(text) > SECTION_CHARS:
            text = text[:SECTION_CHARS].rsplit("\n", 1)[0]
        parts.append(f"{section.title}:\n{text}")
    return "\n\n".join(parts) if parts else OFF_SKILL


class ExtractiveProvider:
    """Offline reference responder (deterministic, free, instant)."""

    kind = "extractive"
    endpoint = "extractive://local"
    deterministic = True
    cacheable = False

    async def complete(self, request: ChatRequest) -> Completion:
        messages = request.messages
        system = next((str(m.get("content") or "") for m in messages if m["role"] == "system"), "")
        prompt = next(
            (str(m.get("content") or "") for m in reversed(messages) if m["role"] == "user"), ""
        )
        prompt_tokens = sum(estimate_tokens(str(m.get("content") or "")) for m in messages)
        text: str
        block = SKILL_BLOCK.search(system)
        tool_results = [str(m.get("content") or "") for m in messages if m["role"] == "tool"]
        offers_tools = any(t.get("function", {}).get("name") == "load_skill" for t in request.tools)
        if block:
            text = answer_from_skill(block.group(2), prompt)
        elif offers_tools and tool_results:
            text = answer_from_skill(tool_results[-1], prompt)
        elif offers_tools:
            catalog = CATALOG_LINE.findall(system)
            choice = route(prompt, catalog)
            if choice:
                call = ToolCall("call_0", "load_skill", json.dumps({"name": choice}))
                return Completion("", (call,), Usage(prompt_tokens, 8, True), "tool_calls")
            text = ABSTAIN
        else:
            text = ABSTAIN
        return Completion(text, (), Usage(prompt_tokens, estimate_tokens(text), True), "stop")

    async def aclose(self) -> None:
        return None
