"""The ground_truth check: how many of the reference answer's key facts the answer covers."""

from __future__ import annotations

import re
from functools import lru_cache

from skilleval.grading.coverage import (
    GENERIC_STEMS,
    PARTIAL_FLOOR,
    bound_broken,
    named_as_code,
    need_coverage,
    other_value,
    ruled_out_used,
    says_no,
    state_unsaid,
    violation,
)
from skilleval.grading.model import Check, CheckResult, Evidence, is_bag, undetermined, verdict
from skilleval.grading.needs import VERSION, Need, fact_need, forbidden_tail
from skilleval.grading.registry import Feeds, check_kind
from skilleval.language.identifiers import extract_identifiers
from skilleval.language.matching import find_identifier, is_negated
from skilleval.language.numbers import numbers_note, numeric_fact, value_given
from skilleval.language.text import Answer, clip, content_words, stem

GT_SHARE = 0.6
"""Share of key facts (each at least 60% covered) a ground truth needs: 2 of 3, 3 of 4."""


GT_PARTIAL = PARTIAL_FLOOR
"""Below GT_SHARE but this much of the facts' wording covered: paraphrase or gap, undetermined
(the same floor as a behaviour's)."""

_OPENS_WITH = re.compile(
    r"\b(?:open|start|begin|lead)s?\s+with\s+(?:an?\s+|the\s+)?(?:explicit\s+|clear\s+|direct\s+)?"
    r"[\"“]([^\"”]{8,200})[\"”]",
    re.IGNORECASE,
)
"""A fact about how the answer opens ("The response should open with an explicit
\"PhysicsNeMo does not have direct support for X\" statement")."""
_OPENING_UNITS = 2
"""How many of the answer's first prose units count as its opening (a greeting or a
title may come before the statement)."""


@lru_cache(maxsize=4096)
def _opening_words(fact: str) -> frozenset[str]:
    """The stems of the statement a fact says the answer opens with (empty for another
    fact, or a statement of fewer than three words), read once per fact."""
    m = _OPENS_WITH.search(fact)
    words = frozenset() if m is None else frozenset(stem(w) for w in content_words(m[1]))
    return words if len(words) >= 3 else frozenset()


def _said_late(answer: Answer, fact: str) -> Evidence | None:
    """For a fact that says what the answer opens with: the unit where the answer says it,
    when that is not among its first units (the statement buried at the end); None when
    it opens with it, never says it, or the fact says nothing of the opening."""
    words = _opening_words(fact)
    if not words:
        return None
    prose = [u for u in answer.units[:2000] if u.kind != "code"]
    for n, unit in enumerate(prose):
        if len(words & unit.stems) * 10 >= len(words) * 7:
            if n < _OPENING_UNITS:
                return None
            text = answer.raw[unit.start : unit.end]
            return Evidence(
                fact[:120], False, unit.start, unit.end, text, "contradicted: said, not first"
            )
    return None


_NOT_CAUSE = re.compile(
    r"^\W*(?:(?:it|this|that)(?:'s|\s+is|\s+was)\s+)?not\s+(?:an?\s+|the\s+)?"
    r"(?P<what>[^;:]{2,80}?)\s+(?:issue|problem|bug|fault)s?\W*$",
    re.IGNORECASE,
)
"""A fact that clears a suspect ("Not a tape or wp.atomic_add issue."): an answer that
blames the suspect contradicts it; one that names it to clear it, or never names it, agrees."""
_BLAME = re.compile(
    r"\b(?:because|caused\s+by|causes?|root\s+cause|culprit|due\s+to|races?|racing|"
    r"broken|breaks?|buggy|at\s+fault|responsible|(?:is|was|are|were)\s+(?:the\s+)?"
    r"(?:problem|bug|issue))\b",
    re.IGNORECASE,
)
_CLEARED = re.compile(
    r"\b(?:fine|correct(?:ly)?|ok(?:ay)?|innocent|sound|healthy|exonerat\w*|ruled\s+out|"
    r"nothing\s+wrong|not\s+(?:to\s+blame|involved|the\s+(?:root\s+)?(?:cause|culprit|"
    r"problem|issue|bug))|as\s+intended)\b",
    re.IGNORECASE,
)


_Suspects = tuple[tuple[frozenset[str], tuple[str, ...]], ...]


@lru_cache(maxsize=4096)
def _suspects(fact: str) -> _Suspects | None:
    """The suspects a fact clears, each as (word stems, code names); None for another fact."""
    m = _NOT_CAUSE.match(fact)
    if m is None:
        return None
    suspects = []
    for part in re.split(r",\s*(?:or\s+|and\s+)?|\s+(?:or|and|nor)\s+", m["what"]):
        names = tuple(extract_identifiers(part))
        words = frozenset(stem(w) for w in content_words(part, compounds=False))
        if names or words:
            suspects.append((words, names))
    return tuple(suspects)


def _blamed(answer: Answer, fact: str, suspects: _Suspects) -> Evidence | None:
    """The unit where the answer blames a suspect (names it with a word of cause, neither
    negated nor cleared), or None."""
    for unit in answer.units[:2000]:
        if unit.kind == "code" or _BLAME.search(unit.text) is None or _CLEARED.search(unit.text):
            continue
        lowered = unit.text.lower()
        for words, names in suspects:
            at = next((lowered.find(n.lower()) for n in names if n.lower() in lowered), -1)
            if at < 0 and not names and words and words <= unit.stems:
                at = 0
            if at >= 0 and not is_negated(unit.text, at):
                note = "contradicted: blames what it clears"
                return Evidence(fact[:120], False, unit.start, unit.end, unit.text[:200], note)
    return None


_BY_WAY = re.compile(r"\bby\s+(?P<how>[a-z]{2,}ing\s[^,;.()]{3,200})", re.IGNORECASE)


@lru_cache(maxsize=1024)
def _way_stems(fact: str) -> tuple[str, frozenset[str]]:
    """The way a fact says a thing is done ("by tying CUDA event readiness to the object
    dependency"), with its specific stems, its verb aside; ("", empty) for another fact."""
    m = _BY_WAY.search(fact[:2000])
    if m is None:
        return "", frozenset()
    words = content_words(m["how"], compounds=False)[1:]
    return m[0], frozenset(stem(w) for w in words) - GENERIC_STEMS


def _way_unsaid(answer: Answer, fact: str) -> str:
    """The way of a fact ("by tying ...") when the answer says fewer than half its specific
    words, or ""."""
    how, stems = _way_stems(fact)
    if len(stems) < 2 or 2 * len(stems & answer.stems) >= len(stems):
        return ""
    return how


_IN_ORDER = re.compile(r"\bin\s+(?:that|this|the\s+same|the\s+given)?\s*order\b", re.IGNORECASE)


def _items_given(answer: Answer, fact: str, need: Need) -> bool:
    """Whether a fact that lists three or more named items (capitalised or code) finds each
    of them in the answer, in the fact's order where it asks one ("in that order")."""
    items = [i for i in need.listed if re.match(r"[A-Z`]|\w*[_.]\w", i)]
    if len(items) < 3 or len(items) < len(need.listed):
        return False
    work = answer.work[:200_000]
    at = []
    for item in items:
        m = re.search(rf"(?<![\w-]){re.escape(item)}(?![\w-])", work)
        if m is None:
            return False
        at.append(m.start())
    return not _IN_ORDER.search(fact) or at == sorted(at)


_NAMED_SUBJECT = re.compile(
    r"\s*(?P<name>[A-Z][\w.+-]*[\w+])\s+(?:[a-z]{3,}s|is|are|has|only\s+[a-z]{3,}s)\b"
)
"""A fact that opens on a thing named and what it does ("RFDiffusion generates backbones
..."): its "and does not ..." is said of that thing, not of the agent."""
_NOT_NAMES = frozenset(
    ("The", "A", "An", "This", "That", "These", "Those", "It", "They", "You", "We", "Agent")
)


@check_kind("ground_truth", feeds=Feeds.CORRECTNESS, builtin=True)
def grade_ground_truth(answer: Answer, check: Check) -> CheckResult:
    reply = says_no(answer, "", no=True) if check.answers_no and not answer.is_term_list else None
    if reply is not None and not reply.found:
        # "No: the tests need a GPU" of "Can I run it without a GPU?" against "Yes, it falls
        # back to the CPU": the answer opens on the other reply
        message = "answers yes where the ground truth answers no"
        return verdict(check, False, 0.0, message, (reply,))
    evidence: list[Evidence] = []
    scores: list[float] = []
    missed: list[str] = []
    for fact in check.facts:
        expected = numeric_fact(fact)
        if expected is not None:
            # "408.0": a value, given as a number ("£408", "5,000,000", "≈ 18.96")
            stated, given = value_given(answer.raw, answer.work, expected)
            scores.append(1.0 if stated else 0.0)
            if stated is None:
                evidence.append(Evidence(fact[:120], False, note=numbers_note(given)))
                missed.append(fact)
            else:
                text = answer.raw[stated.start : stated.end]
                evidence.append(Evidence(fact[:120], True, stated.start, stated.end, text, "given"))
            continue
        suspects = _suspects(fact)
        if suspects is not None:
            blamed = _blamed(answer, fact, suspects)
            scores.append(0.0 if blamed else 1.0)
            evidence.append(blamed or Evidence(fact[:120], True, note="respected"))
            if blamed:
                missed.append(fact)
            continue
        need = fact_need(fact)
        if need.negative:
            # "Do not run complexa generate": the command the skill writes, found whole
            commands = tuple(c for c in check.fields if " " in c and c.lower() in fact.lower())
            hit = violation(answer, named_as_code(need, commands) if commands else need)
            scores.append(0.0 if hit else 1.0)
            evidence.append(
                Evidence(fact[:120], hit is None, note="contradicted" if hit else "respected")
            )
            if hit:
                missed.append(fact)
            continue
        tail = forbidden_tail(fact)
        broken = violation(answer, tail) if tail is not None else None
        subject = _NAMED_SUBJECT.match(fact) if broken is not None else None
        if broken is not None and subject is not None and subject["name"] not in _NOT_NAMES:
            # "RFDiffusion generates backbones and does not predict structures": said of
            # the tool, so broken only where the answer says it of the tool ("OpenFold3
            # predicts the structure" says it of another)
            said = answer.raw[broken.start : broken.end] if broken.start is not None else ""
            if subject["name"].lower() not in said.lower():
                broken = None
        if broken is not None or ruled_out_used(answer, fact) is not None:
            # "... and does not start prescribing code", "mgbe0-speed-del (NOT mgbe0-speed-0)":
            # doing it, or using what it rules out, contradicts the fact
            scores.append(0.0)
            evidence.append(Evidence(fact[:120], False, note="contradicted"))
            missed.append(fact)
            continue
        late = _said_late(answer, fact)
        if late is not None:
            # "should open with an explicit \"X has no direct support\" statement": said
            # at the end, under a menu of what does not apply, it is not what the answer opens with
            scores.append(0.0)
            evidence.append(late)
            missed.append(fact)
            continue
        # a setting the skill leaves free (it shows several values) is the answer's to choose
        held = (
            tuple(i for i in need.identifiers if i not in check.free)
            if check.free
            else need.identifiers
        )
        changed = other_value(answer, held, fact) or bound_broken(answer, fact)
        if changed is not None:
            # "train.micro_batch_size=1" against an answer that sets micro_batch_size = 4
            scores.append(0.0)
            evidence.append(Evidence(fact[:120], False, note=f"contradicted: {changed}"))
            missed.append(fact)
            continue
        score, _ = need_coverage(answer, need, check.given)
        if score < 0.6 and _items_given(answer, fact, need):
            # "places items under Added, Deprecated, and Fixed, in that order": the items
            # named (in their order, where it asks one) are what the fact asks for
            score = 0.6
        # A version the fact states ("requires CUDA 12.2 or newer") is the fact.
        versions = [
            v for v in need.listed if VERSION.fullmatch(v) and not find_identifier(answer, v)
        ]
        # So is the skill a negative case's fact sends the request to ("should use X").
        unnamed = [n for n in check.fields if n in fact and not find_identifier(answer, n)]
        # And the state it claims ("... is not supported on Jetson Thor"), never said.
        unsaid = state_unsaid(answer, fact, need) if score >= 0.6 else None
        # And the way it says the thing is done ("... to fix the handoff by tying CUDA event
        # readiness to the object dependency"), of which the answer says too little.
        how = _way_unsaid(answer, fact) if score >= 0.6 else ""
        if versions or unnamed or unsaid or how:
            score = min(score, 0.5)
        scores.append(score)
        ok = score >= 0.6
        note = f"{score:.0%} covered" + "".join(f"; {v} not given" for v in versions + unnamed)
        note += f"; never says it is {unsaid}" if unsaid else ""
        note += f"; says too little of how: {clip(how, 60)}" if how else ""
        evidence.append(Evidence(fact[:120], ok, note=note))
        if not ok:
            missed.append(fact)
    overall = sum(scores) / len(scores) if scores else 1.0
    bagged = is_bag(answer, check)
    covered = sum(1 for s in scores if s >= 0.6)
    contradicted = [e for e in evidence if e.note.startswith("contradicted")]
    share = covered / len(scores) if scores else 0.0
    passed = (
        bool(scores) and share >= min(check.threshold, GT_SHARE) and not bagged and not contradicted
    )
    if not passed and not contradicted and not bagged and overall >= GT_PARTIAL:
        why = f"{covered}/{len(scores)} key facts covered, {overall:.0%} of their wording"
        return undetermined(check, why, tuple(evidence))
    if bagged:
        message = "the answer is a list of terms, not an explanation"
    elif contradicted:
        first = contradicted[0]
        message = f"contradicts the ground truth: {first.label}"
        if first.note != "contradicted":
            message += f" ({first.note.removeprefix('contradicted: ')})"
    elif passed:
        message = f"{covered}/{len(scores)} key facts covered ({overall:.0%})"
    else:
        message = f"{covered}/{len(scores)} key facts covered ({overall:.0%})"
        if missed:
            message += f"; missing: {clip(missed[0], 100)}"
    return verdict(check, passed, overall, message, tuple(evidence))
