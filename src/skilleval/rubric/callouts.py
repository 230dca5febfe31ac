"""Risk steps read as callout checks: which combination is hazardous (trigger terms on
each side) and which fixes an answer may name."""

from __future__ import annotations

import re

from skilleval.language.identifiers import (
    extract_identifiers,
    is_field_like,
    split_key_value,
)
from skilleval.language.text import content_words, stem
from skilleval.loading.skill import Skill
from skilleval.rubric.steps import (
    CONDITION,
    EXAMPLE_CUE,
    identifiers_in,
)

RISK_STEP = re.compile(
    # "filtering warning/frame noise", "warning lines": a kind of log line, not a warning
    r"\b(?:call out|(?<!filtering\s)(?<!filter\s)warn\w*\b"
    r"(?!/|\s+(?:messages?|lines?|logs?|noise|output|spam|levels?)\b)|"
    # "assertions" are code checks to read ("Check Assertions and Invariants"); an assertion
    # that fires ("will assert", "assertion error", "the CUDA graph assertion") is a hazard
    r"risk\w*|incompatib\w*|assert(?!ions\b)\w*|never combine|do not combine|"
    r"don'?t combine|conflicts? with|not supported with|cannot be combined|must not be combined)\b",
    re.IGNORECASE,
)


def is_risk_step(text: str) -> bool:
    """A step that warns of a hazard ("call out the assertion risk: ...", "never combine
    A with B"); an item that only names risks or warnings as something to report ("risk or
    tradeoff", "remaining risks", "comparability warnings") warns of none."""
    # "comparability warnings": warnings named as something to report, like "risks"
    cues = [
        m.group(0).lower() for m in RISK_STEP.finditer(text) if m.group(0).lower() != "warnings"
    ]
    if not cues:
        return False
    if all(c.startswith("risk") for c in cues) and _REPORTED_RISKS.search(text):
        # "remaining risks, assumptions, or blocked items": one of the things to report
        return False
    return any(not c.startswith("risk") for c in cues) or len(text.split()) >= 6


_REPORTED_RISKS = re.compile(
    r"\brisks?\b\s*(?:,|\s(?:or|and)\s|/)\s*(?:\w+\s+)?\w+s\b"
    r"|\w+s\b\s*(?:,|\s(?:or|and)\s|/)\s*(?:\w+\s+)?risks?\b",
    re.IGNORECASE,
)
"""Risks named among other things to report, a list of plural nouns ("remaining risks,
assumptions, or blocked items", "open questions and risks")."""


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


def phrase_variants(phrase: str) -> list[str]:
    """'full-layer recompute' -> ['full-layer recompute', 'full recompute']."""
    phrase = re.sub(r"\s+", " ", phrase).strip(" .,:;")
    variants = [phrase]
    reduced = re.sub(r"\b(\w+)-\w+\b", r"\1", phrase)
    if reduced != phrase:
        variants.append(reduced)
    return variants


_PROHIBITED = re.compile(
    r"\b(?:never|do\s+not|don'?t|must\s+not|should\s+not|avoid)\s+"
    # a dot inside a name (`torch.distributed.run`) does not end the clause
    r"(?:(?:recommend|suggest|advise|tell\s+\w+\s+to|let\s+\w+)\w*\s+)?((?:[^.;,]|\.(?=\S))+)",
    re.IGNORECASE,
)


_RULE = re.compile(
    r"\b(?:never|do\s+not|don'?t|must\s+not|should\s+not)\s+(?P<deed>[^.;]+)", re.IGNORECASE
)


def forbidden_clause(text: str) -> str:
    """The deed a prohibition step forbids, as a prohibition of its own ("...; do not include
    the capture step in steady-state timing": "Does not include the capture step in
    steady-state timing"), or "" when it has none."""
    m = _RULE.search(text.replace("`", ""))
    return f"Does not {m['deed'].strip()}" if m else ""


def noun_phrase(text: str, from_end: bool, size: int | None = None) -> str:
    words = [w for w in re.split(r"\s+", text.strip(" .,:;")) if w]
    words = [
        w
        for w in words
        if w.lower() not in ("is", "are", "the", "a", "an", "that", "which", "with", "and", "risk:")
    ]
    # "when pipeline parallelism is required": the thing, not that it is wanted
    words = [w for w in words if w.lower().strip(".,;:") not in _STATE_WORDS] or words
    chunk = words[-(size or 3) :] if from_end else words[: size or 4]
    return " ".join(chunk)


_STATE_WORDS = frozenset(
    ("required", "needed", "enabled", "wanted", "used", "present", "available", "requested")
)


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
    terms = phrase_variants(noun_phrase(head, from_end=from_end))
    terms += identifiers_in(step_text, side[: example.start()] if example else side)
    if example:
        terms += [i for i in identifiers_in(step_text, side[example.end() :]) if is_field_like(i)]
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
    group_a, group_b = _trigger_groups(step_text, risk_text, fix_text)
    condition = CONDITION.match(text)
    if condition and group_a and group_b:
        phrase = re.sub(r"\b(?:is|are)\s+(?:enabled|on|used|set)\b.*$", "", condition.group(1))
        for candidate in re.split(r"\s+or\s+|\s+and\s+|,", phrase):
            cand_stems = {stem(w) for w in content_words(candidate)}
            for group in (group_b, group_a):
                group_stems = {stem(w) for term in group for w in content_words(term)}
                if cand_stems and cand_stems & group_stems:
                    group.extend(phrase_variants(candidate))
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
    return (
        list(dict.fromkeys(t for t in group_a if t)),
        list(dict.fromkeys(t for t in group_b if t)),
        _fixes(step_text, risk_text, fix_text),
    )


def _trigger_groups(step_text: str, risk_text: str, fix_text: str) -> tuple[list[str], list[str]]:
    """The two sides of the hazardous combination; with no parseable pair, the warning must
    at least name the step's subject (both groups are then that subject)."""
    sides = _combination(risk_text)
    if sides:
        a_text, b_text = sides
        group_a = _side_terms(a_text, step_text, from_end=True)
        group_b = [t for t in _side_terms(b_text, step_text, from_end=False) if t not in group_a]
        return group_a, group_b
    raw_risk = step_text[: len(step_text) - len(fix_text)] if fix_text else step_text
    idents = extract_identifiers(raw_risk)
    forbidden = _PROHIBITED.search(raw_risk)
    named = extract_identifiers(forbidden.group(1)) if forbidden else []
    before = extract_identifiers(raw_risk[: forbidden.start()]) if forbidden else []
    if named and before and not set(named) & set(before):
        # "Prefer `A`: `B` ... Do not wrap these jobs in `C`": the hazard is what the step
        # forbids, not the first names of the step
        idents = named
        if len(idents) == 1:
            return idents, idents
    if len(idents) >= 2:
        return [idents[0]], [idents[1]]
    prohibited = _PROHIBITED.search(risk_text)
    lead = (
        prohibited.group(1) if prohibited else _WARNING_LEAD.sub("", _LEAD_RISK.sub("", risk_text))
    )
    subject = idents + phrase_variants(noun_phrase(lead, from_end=False, size=2))
    if prohibited:
        subject += _other_objects(prohibited.group(1))
    subject = [t for t in subject if is_field_like(t) or content_words(t)]
    return subject, subject


_OBJECTS = re.compile(
    r"^(?P<verb>[a-z]+)\s+(?:the\s+|a\s+|an\s+|any\s+)?(?P<first>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)"
    r"(?P<rest>(?:,?\s+or\s+(?:the\s+|a\s+|an\s+|its\s+)?[a-z][\w-]*(?:\s+[a-z][\w-]*)?)+)"
    r"(?=\s+(?:when|if|unless|while|because|since|so|just|to|for)\b|\s*$)",
    re.IGNORECASE,
)


def _other_objects(deed: str) -> list[str]:
    """For a deed done to one of several things ("delete the test case or recipe entry when
    ..."): the verb with each other thing's last word ("delete entry"), which a warning may
    name instead of the first."""
    m = _OBJECTS.match(deed.strip())
    if m is None:
        return []
    others = re.split(r",?\s+or\s+", m["rest"])[1:]
    return [f"{m['verb']} {words[-1]}" for o in others if (words := content_words(o))]


_INSTEAD = re.compile(r"\s+instead\b", re.IGNORECASE)


def _before_instead(text: str) -> str:
    """The clause before the first "instead" ("use X instead": "use X"), or "". Found from
    each "instead" back to its clause's start, not by scanning the text from every place."""
    for m in _INSTEAD.finditer(text):
        start = max(text.rfind(".", 0, m.start()), text.rfind(";", 0, m.start())) + 1
        if start < m.start():
            return text[start : m.start()]
    return ""


def _fixes(step_text: str, risk_text: str, fix_text: str) -> list[list[str]]:
    """The fixes an answer may name: after a fix cue, or what the step says to do
    "instead"; each alternative is its identifiers, else its first content words."""
    instead_fix: list[str] = []
    clause = _before_instead(risk_text)
    if clause and not fix_text:
        named = [i for i in identifiers_in(step_text, clause) if is_field_like(i)]
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
        idents = [i for i in identifiers_in(step_text, alternative) if is_field_like(i)]
        words = content_words(alternative)
        fix = idents or ([" ".join(words[:3])] if words else [])
        if fix and fix not in fixes:
            fixes.append(fix)
    return fixes
