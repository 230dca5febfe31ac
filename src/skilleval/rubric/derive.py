"""Derive the checks an answer to a case must pass: ``derive_checks(skill, case)``.

Sources, in order: the skill's answer checklist (when the case targets the skill), the
case's ground truth, expected behaviours and typed assertions. card.yaml adds risk
trigger terms. Explicit ``checks`` in the eval item replace or extend what is derived.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from dataclasses import replace

from skilleval.errors import InputError
from skilleval.grading.coverage import (
    is_execution_behavior,
    is_process_behavior,
    is_prohibition,
    split_facts,
)
from skilleval.grading.model import Check, Step
from skilleval.grading.registry import check_params
from skilleval.language.identifiers import (
    extract_identifiers,
    is_field_like,
    normalise_identifier,
    split_key_value,
)
from skilleval.language.matching import phrase_stems
from skilleval.language.text import content_words, stem
from skilleval.loading.checklists import Checklist, ChecklistStep
from skilleval.loading.evalset import EvalCase
from skilleval.loading.skill import Skill
from skilleval.schemas import schema_errors

RISK_STEP = re.compile(
    r"\b(?:call out|warn\w*|risk\w*|incompatib\w*|assert\w*|never combine|do not combine|"
    r"don'?t combine|conflicts? with|not supported with|cannot be combined|must not be combined)\b",
    re.IGNORECASE,
)
PROHIBITION_STEP = re.compile(r"\b(?:never|do not|don'?t|must not)\b", re.IGNORECASE)
"""A step that only forbids something is a callout too, but keeps its required fields."""
INCOMPATIBLE = re.compile(
    r"\b(?:is|are)?\s*(?:incompatible with|not compatible with|conflicts? with|"
    r"cannot be combined with|can'?t be combined with|must not be combined with|"
    r"not supported with|breaks with|asserts with|fails with)\b",
    re.IGNORECASE,
)
FIX_CUE = re.compile(
    r"\b(?:valid fixes are|valid fix is|fixes are|fix(?:es)?:|workarounds? (?:is|are)|"
    r"options are|instead,? use|use instead|fix it (?:with|by))\b",
    re.IGNORECASE,
)
EXAMPLE_CUE = re.compile(r"\b(?:such as|for example|for instance|like)\b|\be\.g\.", re.IGNORECASE)
OPTIONAL_CUE = re.compile(
    r"\b(?:optionally|optional|if needed|if necessary|if wanted|if desired|if requested|"
    r"if applicable|only if|where useful|where possible|when required|when requested|"
    r"may also|can also)\b",
    re.IGNORECASE,
)
_CONDITIONAL_STEP = re.compile(
    r"^\W*(?:if|when|unless|for\s+[^,]{1,60}\s+only)\b|^\W*\(?only\s+(?:if|when)\b"
    # "Dynamic plugins that need X ...": a step for some cases only.
    r"|^\W*(?:[\w-]+\s+){1,3}(?:that|which|who)\s+(?:need|needs|use|uses|require|requires|"
    r"want|wants|have|has)\b",
    re.IGNORECASE,
)
_HEAD_END = re.compile(r"(?<=[^\s.])\.\s|\s[—–]\s|;\s|\s-\s")
_CONDITION = re.compile(r"^\s*(?:if|when|where)\s+([^,:;]+)[,:;]", re.IGNORECASE)
_LEAD_IN = re.compile(r"^\s*[\w\s/-]{1,40}:\s+")


NEGATED_CLAUSE = re.compile(
    r"\b(?:not|never|don'?t|do not|avoid|without|must not|should not|shouldn'?t)\b", re.IGNORECASE
)


def _unwrap_parentheses(text: str) -> str:
    """Parenthesised examples go; parenthesised config ("(`port = 6432`)") stays, unwrapped."""
    return re.sub(
        r"\(([^)]*)\)",
        lambda m: " " if EXAMPLE_CUE.search(m.group(1)) else f", {m.group(1)},",
        text,
    )


def _clauses(text: str) -> list[str]:
    """Sentence parts with example lists ("such as a, b") and parentheticals removed."""
    pieces: list[str] = []
    for sentence in re.split(r"(?<=[.;])\s+", text):
        example = EXAMPLE_CUE.search(sentence)
        if example:
            sentence = sentence[: example.start()]
        pieces.extend(
            p
            for p in re.split(
                r",\s+(?:and\s+)?(?=[^`]*(?:`[^`]*`[^`]*)*$)|\s+and\s+"
                r"(?:that\s+)?(?=\w+\s+\w+\s+(?:should|must)\b)",
                sentence,
            )
            if p.strip()
        )
    return pieces


def required_fields(step_text: str) -> list[str]:
    """Field-like identifiers a step requires (no examples, options, prohibitions, alternatives)."""
    required: list[str] = []
    for sentence in re.split(r"(?<=[.;])\s+", _unwrap_parentheses(step_text)):
        alternatives = (
            re.search(r"`[^`]+`\s*,?\s+or\s+`[^`]+`", sentence)
            and not re.search(r"\band\b", sentence)
        ) or re.search(r",\s+or\s+(?:\w+\s+){0,2}`", sentence)
        if alternatives:
            continue
        for clause in _clauses(sentence):
            if OPTIONAL_CUE.search(clause) or NEGATED_CLAUSE.search(clause):
                continue
            required.extend(i for i in extract_identifiers(clause) if is_field_like(i))
    return list(dict.fromkeys(required))


def _step_keywords(step: ChecklistStep, all_steps: tuple[ChecklistStep, ...]) -> tuple[str, ...]:
    """Words of the step that other steps do not use, most distinctive first."""

    def words_of(text: str) -> list[str]:
        text = re.sub(r"`[^`]*`", " ", text)
        return [w for w in content_words(text) if "_" not in w and "=" not in w]

    doc_freq: Counter[str] = Counter()
    for other in all_steps:
        doc_freq.update({stem(w) for w in words_of(other.text)})
    own = words_of(_LEAD_IN.sub("", step.text))
    ranked = sorted(dict.fromkeys(own), key=lambda w: (doc_freq[stem(w)], own.index(w)))
    return tuple(w for w in ranked if doc_freq[stem(w)] <= max(1, len(all_steps) // 2))[:6]


def _step_anchors(step: ChecklistStep, all_steps: tuple[ChecklistStep, ...]) -> tuple[str, ...]:
    """Identifiers that show this step is presented: its own, not ones other steps share."""
    head = step.text
    example = EXAMPLE_CUE.search(head)
    idents = extract_identifiers(head[: example.start()] if example else head)
    anchors = [i for i in idents if is_field_like(i)] or idents
    elsewhere = {i for other in all_steps if other is not step for i in other.identifiers}
    own = [i for i in anchors if i not in elsewhere]
    return tuple((own or anchors)[:6])


def _label(text: str, limit: int = 70) -> str:
    text = re.sub(r"\s+", " ", text).strip()
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def _phrase_variants(phrase: str) -> list[str]:
    """'full-layer recompute' -> ['full-layer recompute', 'full recompute']."""
    phrase = re.sub(r"\s+", " ", phrase).strip(" .,:;")
    variants = [phrase]
    reduced = re.sub(r"\b(\w+)-\w+\b", r"\1", phrase)
    if reduced != phrase:
        variants.append(reduced)
    return variants


_PROHIBITED = re.compile(
    r"\b(?:never|do\s+not|don'?t|must\s+not|should\s+not|avoid)\s+"
    r"(?:(?:recommend|suggest|advise|tell\s+\w+\s+to|let\s+\w+)\w*\s+)?([^.;,]+)",
    re.IGNORECASE,
)


def _noun_phrase(text: str, from_end: bool, size: int | None = None) -> str:
    words = [w for w in re.split(r"\s+", text.strip(" .,:;")) if w]
    words = [
        w
        for w in words
        if w.lower() not in ("is", "are", "the", "a", "an", "that", "which", "with", "and", "risk:")
    ]
    chunk = words[-(size or 3) :] if from_end else words[: size or 4]
    return " ".join(chunk)


_EFFECT = (
    r"(?:causes?|leads?\s+to|results?\s+in|triggers?|breaks?|asserts?|fails?|crash\w*|"
    r"corrupts?|deadlocks?|hangs?|is\s+(?:unsafe|not\s+safe|unsupported)|will\b|"
    r"can\b|raises?|errors?|takes?\b|drops?|loses?|leaks?|exhausts?|stalls?|blocks?|"
    r"degrades?|OOMs?|overwrites?|wipes?)"
)
COMBINATIONS = (
    re.compile(
        r"\b(?:never|do\s+not|don'?t|must\s+not|should\s+not|avoid)\s+"
        r"(?:combin\w*|mix\w*|us\w*|enabl\w*|run\w*|set\w*|pair\w*)\s+(?P<a>.+?)\s+"
        r"(?:together\s+with|with|and|alongside|when|while|if)\s+(?P<b>.+?)"
        r"(?=[.;:,(]|\s+(?:because|since|as|or|it)\b|$)",
        re.IGNORECASE,
    ),
    re.compile(
        r"\b(?:combin\w*|mix\w*|using|enabling|running|pairing)\s+(?P<a>.+?)\s+"
        r"(?:together\s+with|with|and|alongside)\s+(?P<b>.+?)\s+" + _EFFECT,
        re.IGNORECASE,
    ),
    re.compile(
        r"(?P<a>[^.;:]+?)\s+(?:together\s+with|combined\s+with|alongside|\+)\s+"
        r"(?P<b>.+?)\s+" + _EFFECT,
        re.IGNORECASE,
    ),
    re.compile(r"(?P<a>[^.;]+?)\s+(?:with|and)\s+(?P<b>[^.;]+?)\s+" + _EFFECT, re.IGNORECASE),
)
_LEAD_RISK = re.compile(
    r"^.*?\b(?:risk|warning|warn|caution|call\s+out)\w*\b[^:—]*?(?::\s|\s[—-]\s)", re.IGNORECASE
)


_WARNING_LEAD = re.compile(
    r"^\s*(?:call\s+out|warn|flag|mention|note|point\s+out)\w*\s+(?:about\s+|that\s+)?"
    r"(?:the\s+)?(?:[\w-]+\s+)?(?:risks?|dangers?|hazards?)?\s*(?:of|in|that|:)?\s*",
    re.IGNORECASE,
)


def _combination(risk_text: str) -> tuple[str, str] | None:
    """The two sides of the risky combination a risk sentence names, if it names one."""
    m = INCOMPATIBLE.search(risk_text)
    if m:
        before = risk_text[: m.start()].split(":")[-1]
        after = re.split(r"[.;]", risk_text[m.end() :])[0]
        return before, after
    for pattern in COMBINATIONS:
        found = pattern.search(risk_text)
        if found:
            return found.group("a"), found.group("b")
    return None


def _side_terms(side: str, step_text: str, from_end: bool) -> list[str]:
    """Terms for one side: its noun phrase, its identifiers, and field-like examples.

    Bare example values ("scopes such as `attn`, `mlp`") are left out: they recur in
    other steps and would make any mention look like the risky combination.
    """
    example = EXAMPLE_CUE.search(side)
    head = re.split(r"\(", side[: example.start()] if example else side)[0]
    stripped = _LEAD_RISK.sub("", head)
    if len(content_words(stripped)) >= 2:
        head = stripped
    terms = _phrase_variants(_noun_phrase(head, from_end=from_end))
    terms += _identifiers_in(step_text, side[: example.start()] if example else side)
    if example:
        terms += [i for i in _identifiers_in(step_text, side[example.end() :]) if is_field_like(i)]
    # `pool_mode = transaction` is also said "transaction pooling": value + a key word.
    for ident in [t for t in terms if split_key_value(t)]:
        key, value = split_key_value(ident) or ("", "")
        if re.fullmatch(r"[A-Za-z][\w-]*", value):
            terms += [
                f"{value} {part}"
                for part in key.split(".")[-1].split("_")
                if len(part) >= 4 and part not in ("mode", "type", "impl", "name")
            ]
    return [t for t in dict.fromkeys(terms) if is_field_like(t) or content_words(t)]


def callout_terms(step_text: str, skill: Skill) -> tuple[list[str], list[str], list[list[str]]]:
    """(trigger group A, trigger group B, fix alternatives) from a risk step."""
    text = re.sub(r"`", "", step_text)
    fix_match = FIX_CUE.search(text)
    risk_text = text[: fix_match.start()] if fix_match else text
    fix_text = text[fix_match.end() :] if fix_match else ""
    group_a: list[str] = []
    group_b: list[str] = []
    sides = _combination(risk_text)
    if sides:
        a_text, b_text = sides
        group_a = _side_terms(a_text, step_text, from_end=True)
        group_b = [t for t in _side_terms(b_text, step_text, from_end=False) if t not in group_a]
    else:
        raw_risk = step_text[: len(step_text) - len(fix_text)] if fix_text else step_text
        idents = extract_identifiers(raw_risk)
        if len(idents) >= 2:
            group_a, group_b = [idents[0]], [idents[1]]
        else:
            # No parseable pair: the warning must at least name the step's subject.
            prohibited = _PROHIBITED.search(risk_text)
            lead = (
                prohibited.group(1)
                if prohibited
                else _WARNING_LEAD.sub("", _LEAD_RISK.sub("", risk_text))
            )
            subject = idents + _phrase_variants(_noun_phrase(lead, from_end=False, size=2))
            subject = [t for t in subject if is_field_like(t) or content_words(t)]
            group_a = group_b = subject
    condition = _CONDITION.match(text)
    if condition and group_a and group_b:
        phrase = re.sub(r"\b(?:is|are)\s+(?:enabled|on|used|set)\b.*$", "", condition.group(1))
        for candidate in re.split(r"\s+or\s+|\s+and\s+|,", phrase):
            cand_stems = {stem(w) for w in content_words(candidate)}
            for group in (group_b, group_a):
                group_stems = {stem(w) for term in group for w in content_words(term)}
                if cand_stems and cand_stems & group_stems:
                    group.extend(_phrase_variants(candidate))
                    break
    if skill.card and group_a and group_b:
        # card.yaml's incompatible pairs add exact forms, when they are about this risk.
        a_stems = {stem(w) for term in group_a for w in content_words(term.replace("_", " "))}
        for entry in skill.card.incompatible:
            parts = re.split(r"\s+with\s+|\s*\+\s*", entry, maxsplit=1)
            first = {stem(w) for w in content_words(parts[0].replace("_", " "))}
            if len(parts) == 2 and first and len(first & a_stems) >= max(1, len(first) // 2):
                group_a.append(parts[0].strip())
                group_b.append(parts[1].strip())
    instead_fix: list[str] = []
    instead = re.search(r"([^.;]+?)\s+instead\b", risk_text, re.IGNORECASE)
    if instead and not fix_text:
        clause = instead.group(1)
        named = [i for i in _identifiers_in(step_text, clause) if is_field_like(i)]
        if named:
            instead_fix = [named[-1]]
        else:
            fix_text = re.sub(
                r"^.*?\b(?:use|set|switch\s+to|run|keep)\s+", "", clause, flags=re.IGNORECASE
            )
    fixes: list[list[str]] = [instead_fix] if instead_fix else []
    for alternative in re.split(r",\s*(?:or\s+)?|\s+or\s+|;|\s+and\s+(?=[a-z]+\s)", fix_text):
        alternative = alternative.strip(" .")
        if not alternative:
            continue
        idents = [i for i in _identifiers_in(step_text, alternative) if is_field_like(i)]
        words = content_words(alternative)
        fix = idents or ([" ".join(words[:3])] if words else [])
        if fix and fix not in fixes:
            fixes.append(fix)
    return (
        list(dict.fromkeys(t for t in group_a if t)),
        list(dict.fromkeys(t for t in group_b if t)),
        fixes,
    )


def _identifiers_in(step_text: str, fragment: str) -> list[str]:
    """The step's identifiers (read from its backticked text) that ``fragment`` names."""
    flat = normalise_identifier(fragment)
    return [
        ident
        for ident in extract_identifiers(step_text)
        if re.search(r"(?<![\w.-])" + re.escape(ident) + r"(?![\w-])", flat)
    ]


def _condition_applies(step_text: str, prompt: str) -> bool:
    """A step that starts "If X is enabled, ..." applies when the prompt mentions X."""
    m = _CONDITION.match(step_text)
    if not m:
        return True
    wanted = {stem(w) for w in content_words(m.group(1))}
    have = {stem(w) for w in content_words(prompt)}
    return bool(wanted & have) or not wanted


_CHECKLIST_CACHE: dict[tuple[str, str, int], list[Check]] = {}


def checklist_checks(skill: Skill, checklist: Checklist, case: EvalCase) -> list[Check]:
    """fields, order and callout checks from an answer checklist.

    Derived once per skill folder and version (which names are the skill's own documents
    depends on the folder); only a conditional callout's ``required`` depends on the prompt.
    """
    key = (str(skill.path), skill.digest, checklist.line)
    if key not in _CHECKLIST_CACHE:
        if len(_CHECKLIST_CACHE) > 256:
            _CHECKLIST_CACHE.clear()
        _CHECKLIST_CACHE[key] = _derive_checklist(skill, checklist)
    steps = {f"callout-step{s.index}": s for s in checklist.steps}
    return [
        replace(c, required=_condition_applies(steps[c.id].text, case.prompt))
        if c.kind == "callout" and c.id in steps
        else c
        for c in _CHECKLIST_CACHE[key]
    ]


def _skill_document(skill: Skill, identifier: str) -> bool:
    """A pointer to the skill's own documents (`references/x.md`): where the agent reads,
    not what the answer must say."""
    if identifier.endswith(".md"):
        return True
    try:
        return (skill.path / identifier).resolve().is_relative_to(skill.path.resolve()) and (
            skill.path / identifier
        ).exists()
    except (OSError, ValueError):
        return False


_SHAPES = (
    ("code", re.compile(r"\bcode\s*block\b|```", re.IGNORECASE)),
    ("table", re.compile(r"\btable\b", re.IGNORECASE)),
    ("list", re.compile(r"\bbullet(?:ed)?(?:\s+(?:list|points?))?\b", re.IGNORECASE)),
)


def step_shape(text: str) -> str:
    """The block shape an answer-format step asks for, if its head names one."""
    head = step_head(text)
    for shape, pattern in _SHAPES:
        if pattern.search(head):
            return shape
    return ""


def is_optional_step(step: ChecklistStep) -> bool:
    """A step the answer may leave out: conditional ("If X, ...") or marked optional."""
    head = step_head(step.text)
    return bool(_CONDITIONAL_STEP.search(step.text) or OPTIONAL_CUE.search(head))


def step_head(text: str) -> str:
    """What a step asks for, before its elaboration: up to its first sentence end, dash or
    semicolon, past a bold lead label ("**Pre-Flight.** Run every check")."""
    label = re.match(r"^\s*\*\*[^*]{1,60}\*\*[.:]?\s*", text)
    rest = text[label.end() :] if label else text
    if label and re.match(r"[—–:-]", rest):
        return text[: label.end()]
    end = _HEAD_END.search(rest)
    return (text[: label.end()] if label else "") + (rest[: end.start()] if end else rest)


def _derive_checklist(skill: Skill, checklist: Checklist) -> list[Check]:
    """Checks from a checklist. An answer checklist requires every field its steps name; a
    procedure or verification list only those in each required step's head (the rest is
    the author's elaboration, which a good answer need not repeat)."""
    checks: list[Check] = []
    risk_steps = [s for s in checklist.steps if RISK_STEP.search(s.text)]
    prohibition_steps = [
        s for s in checklist.steps if s not in risk_steps and PROHIBITION_STEP.search(s.text)
    ]
    whole = checklist.role == "answer"
    for step in checklist.steps:
        if step in risk_steps or (not whole and is_optional_step(step)):
            continue
        fields = [
            f
            for f in required_fields(step.text if whole else step_head(step.text))
            if not _skill_document(skill, f) and (whole or " " not in f)
        ]
        if fields:
            checks.append(
                Check(
                    id=f"fields-step{step.index}",
                    kind="fields",
                    label=f"step {step.index} names {', '.join(fields)}",
                    source=f"checklist step {step.index}",
                    fields=tuple(fields),
                )
            )
    if whole and checklist.note_identifiers:
        fields = [
            i
            for i in required_fields(checklist.notes)
            if i in checklist.note_identifiers and not _skill_document(skill, i)
        ]
        if fields:
            checks.append(
                Check(
                    id="fields-notes",
                    kind="fields",
                    label=f"also names {', '.join(fields)}",
                    source="checklist notes",
                    fields=tuple(fields),
                )
            )
    ordered_steps = [s for s in checklist.steps if whole or not is_optional_step(s)]
    steps = tuple(
        Step(
            label=_label(s.text, 60),
            anchors=_step_anchors(s, checklist.steps),
            keywords=_step_keywords(s, checklist.steps),
            shape=step_shape(s.text) if checklist.role == "answer" else "",
            optional=is_optional_step(s),
        )
        for s in ordered_steps
    )
    if checklist.ordered and len(ordered_steps) >= 2:
        checks.append(
            Check(
                id="order",
                kind="order",
                label=f"presents the {len(steps)} checklist steps in order",
                source=f"checklist '{_label(checklist.title, 50)}'",
                steps=steps,
            )
        )
    for step in risk_steps + prohibition_steps:
        group_a, group_b, fixes = callout_terms(step.text, skill)
        if not group_a or not group_b:
            continue
        checks.append(
            Check(
                id=f"callout-step{step.index}",
                kind="callout",
                label=f"warns: {group_a[0]} + {group_b[0]}",
                source=f"checklist step {step.index}",
                triggers=(tuple(group_a), tuple(group_b)),
                fixes=tuple(tuple(f) for f in fixes),
            )
        )
    if not whole and len(steps) >= 2:
        # A procedure or verification list applies only to answers that take it up.
        checks = [replace(c, conditional=True, steps=c.steps or steps) for c in checks]
    return checks


def select_checklist(skill: Skill, prompt: str) -> tuple[Checklist | None, str]:
    """The checklist a prompt's answer is graded against, and why (or why none).

    A checklist scoped by its author ("For MoE questions, ...") applies only to prompts
    that share a word with the scope (or name the skill). Among the rest an answer
    checklist wins, then the one whose text shares most with the prompt; a procedure or
    verification list that shares nothing with the prompt is not applied.
    """
    candidates = skill.graded_checklists
    if not candidates:
        return None, "no answer checklist in SKILL.md"
    asked = set(phrase_stems(prompt))
    named = skill.name in prompt
    in_scope = [
        c for c in candidates if not c.scope or named or asked.intersection(phrase_stems(c.scope))
    ]
    if not in_scope:
        return None, f"the prompt is outside the checklist's scope ({candidates[0].scope})"
    relevance: dict[int, float] = {}
    for checklist in in_scope:
        text = " ".join([checklist.title, checklist.intro] + [s.text for s in checklist.steps])
        have = set(phrase_stems(text))
        relevance[checklist.line] = len(have & asked) / (math.sqrt(len(have)) + 1)
    best = min(in_scope, key=lambda c: (c.role != "answer", -relevance[c.line], c.line))
    if best.role != "answer" and relevance[best.line] == 0:
        return None, "no checklist shares a word with the prompt"
    why = f"'{best.title}' (line {best.line}, {best.role}): {best.reason}"
    if len(candidates) > 1:
        why += f"; chosen among {len(candidates)} checklists"
    return best, why


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
        anchors = _step_anchors(step, checklist.steps) or (
            " ".join(_step_keywords(step, checklist.steps)[:2]),
        )
        if anchors[0]:
            out.append(anchors)
    return tuple(out)


def skill_identifiers(skill: Skill, prompt: str) -> tuple[str, ...]:
    """Field-like names that SKILL.md uses and the prompt does not: an answer full of them
    applies the skill."""
    return tuple(i for i in _body_names(skill) if i not in prompt)[:60]


_BODY_NAMES: dict[tuple[str, str], tuple[str, ...]] = {}


def _body_names(skill: Skill) -> tuple[str, ...]:
    """Field-like names of SKILL.md that are not the skill's own documents (looked up on
    disk once per skill version, not once per negative case)."""
    key = (str(skill.path), skill.digest)
    if key not in _BODY_NAMES:
        if len(_BODY_NAMES) > 256:
            _BODY_NAMES.clear()
        _BODY_NAMES[key] = tuple(
            i
            for i in extract_identifiers(skill.body)
            if is_field_like(i) and len(i) >= 6 and not _skill_document(skill, i)
        )
    return _BODY_NAMES[key]


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


def explicit_checks(case: EvalCase) -> list[Check]:
    """Parse the item's explicit checks; InputError (with path:line) when one is invalid."""
    checks: list[Check] = []
    counts: Counter[str] = Counter()
    for n, spec in enumerate(case.checks):
        errors = schema_errors("check", spec)
        if errors:
            raise InputError(f"case {case.id!r}: checks[{n}] {errors[0]}", case.source, case.line)
        check = Check.from_dict(spec, counts)
        try:
            check_params(check)
        except InputError as exc:
            raise InputError(
                f"case {case.id!r}: checks[{n}] {exc.message}", case.source, case.line
            ) from exc
        checks.append(check)
    return checks


def derive_checks(skill: Skill, case: EvalCase) -> list[Check]:
    """Every check for ``case`` (explicit checks replace or extend the derived ones)."""
    if case.checks and case.checks_mode == "replace":
        return explicit_checks(case)
    checks: list[Check] = []
    if case.targets_skill and case.expected_skill in (None, skill.name):
        checklist, _ = select_checklist(skill, case.prompt)
        if checklist is not None:
            checks += checklist_checks(skill, checklist, case)
    conduct_facts: list[str] = []
    if case.ground_truth:
        facts = split_facts(case.ground_truth)
        if not case.targets_skill:
            conducts = [conduct_of(f) for f in facts]
            conduct_facts = [f for f, c in zip(facts, conducts, strict=True) if c]
            facts = [f for f, c in zip(facts, conducts, strict=True) if not c]
        if facts:
            checks.append(
                Check(
                    id="ground_truth",
                    kind="ground_truth",
                    label=f"covers {len(facts)} key fact(s) of the ground truth",
                    source="ground truth",
                    facts=tuple(facts),
                    threshold=0.7,
                )
            )
    # What a negative case's answer would show if it applied the skill (computed once).
    anchors: tuple[tuple[str, ...], ...] = ()
    names: tuple[str, ...] = ()
    if not case.targets_skill:
        anchors, names = skill_anchors(skill), skill_identifiers(skill, case.prompt)
        checks += conduct_checks(skill, conduct_facts, anchors, names)
    for n, behavior in enumerate(case.behaviors, start=1):
        conduct = "" if case.targets_skill else conduct_of(behavior.text)
        prohibition = is_prohibition(behavior.text)
        checks.append(
            Check(
                id=f"behavior-{behavior.name or n}",
                kind="behavior",
                label=_label(behavior.text),
                source=f"behaviour {n}",
                index=n - 1,
                text=behavior.text,
                negative=not conduct and prohibition,
                process=not conduct
                and is_process_behavior(behavior.text)
                and (not prohibition or is_execution_behavior(behavior.text)),
                conduct=conduct,
                anchors=anchors if conduct == "skips_skill" else (),
                fields=names if conduct == "skips_skill" else (),
            )
        )
    for n, assertion in enumerate(case.assertions, start=1):
        checks.append(
            Check(
                id=f"assertion-{assertion.name or n}",
                kind="assertions",
                label=_label(assertion.text),
                source=f"assertion {n}",
                type=assertion.type,
                pattern=assertion.pattern,
                text=assertion.text,
            )
        )
    for n, text in enumerate(case.must_not, start=1):
        checks.append(
            Check(
                id=f"must-not-{n}",
                kind="assertions",
                label=_label(text),
                source=f"must_not {n}",
                type="must_not",
                text=text,
            )
        )
    if case.expected_references:
        checks.append(
            Check(
                id="references",
                kind="assertions",
                label=f"names the {len(case.expected_references)} expected references",
                source="expected_references",
                type="expected_references",
                references=case.expected_references,
                required=False,
            )
        )
    if case.checks and case.checks_mode == "extend":
        checks += explicit_checks(case)
    return checks
