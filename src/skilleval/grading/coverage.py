"""behavior and ground_truth: is each expected behaviour / key fact covered by the answer?

Wording-tolerant: identifiers must appear exactly, other words match by light stems.
Prohibitions ("Avoid ...", "Does not ...") pass unless the answer does the thing without
negating it. Process behaviours that text cannot show are skipped, not failed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from skilleval.grading.conduct import grade_conduct
from skilleval.grading.model import Check, CheckResult, Evidence, undetermined, unit_evidence
from skilleval.grading.registry import Feeds, check_kind
from skilleval.language.identifiers import extract_identifiers, is_field_like, normalise_identifier
from skilleval.language.lexicon import LEAD_VERBS
from skilleval.language.matching import find_identifier, is_negated, key_present, stem_positions
from skilleval.language.text import Answer, Unit, content_words, stem

PROHIBITION = re.compile(
    r"^\s*(?:the\s+(?:agent|answer|model|response)\s+)?(?:should\s+)?"
    r"(?:avoid(?:s|ed)?|do(?:es)?\s+not|did\s+not|don'?t|doesn'?t|never|must\s+not|should\s+not|"
    r"shouldn'?t|not|no)\b\s*",
    re.IGNORECASE,
)
PROCESS = re.compile(
    r"\b(?:read|reads|loaded|loads|load|opens?|opened|consult\w*|invok\w*|activat\w*|"
    r"trigger\w*|discover\w*|select\w*|chose|choose|routes? to)\b[^.]*\b(?:skill|SKILL\.md)\b"
    r"|\bbefore (?:answering|acting|executing|responding|running)\b"
    r"|\b(?:uses?|used|loads?) the [\w-]+ skill\b"
    r"|\bskill\b[^.]{0,30}\b(?:is|was|are|were|gets?|got)\s+(?:not\s+|never\s+)?(?:loaded|"
    r"activated|invoked|triggered|selected|used|consulted|read)\b",
    re.IGNORECASE,
)
EXECUTION = re.compile(
    r"\b(?:execut\w*|runs?|ran|running|perform\w*)\b[^.;]{0,50}\b(?:on\s+(?:the\s+user'?s|your|"
    r"their)\s+behalf|for\s+the\s+user|itself)\b"
    r"|\b(?:does|did|do)\s+not\s+(?:execute|run)\s+(?:the\s+|any\s+)?(?:conda|pip|apt|install|"
    r"uninstall|commands?)\b"
    r"|\brather\s+than\s+(?:executing|running)\s+them\b"
    r"|\bfor\s+(?:the\s+)?user\s+to\s+run\b",
    re.IGNORECASE,
)
"""Whether the agent ran a command: its tool calls show it, an answer's text does not."""
_LEAD = re.compile(
    r"^\s*(?:the\s+)?(?:agent|answer|model|response)\s+(?:should\s+)?", re.IGNORECASE
)
_META_FACT = re.compile(
    r"^\s*(?:the\s+)?(?:answer|agent|response)\s+(?:should\s+)?(?:use|load|read)s?\s+the\s+"
    r"[\w\s-]*skill\.?\s*$",
    re.IGNORECASE,
)
_FACT_LEAD = re.compile(
    r"^\s*(?:it|the answer|the agent|the response|answer)\s+(?:should|must|will)\s+"
    r"(?:(?:also\s+)?(?:say|state|explain|mention|note|tell the user|recommend|name|give|list)"
    r"\s+(?:that\s+|to\s+)?)?",
    re.IGNORECASE,
)


_CODE = re.compile(r"`([^`]+)`|\b([A-Za-z_][\w.]*(?:\[[^\]\n]*\]|\([^)\n]*\)))")


@dataclass(frozen=True)
class Need:
    """What a behaviour or fact needs from an answer."""

    identifiers: tuple[str, ...]
    words: tuple[str, ...]
    negative: bool
    action: str = ""
    """For a prohibition of a concrete action ("edit files under X"): the action's stem."""
    either: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...] = ()
    """Word groups joined by "or" ("Kubernetes HPA or custom metrics"): either side covers."""
    listed: tuple[str, ...] = ()
    """Items of an "a, b, and c" enumeration: each must appear (a name exactly, a word by
    its stem)."""
    pair: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
    """For "do not combine A and B": the two sides; only both in one place break it."""


# Concrete actions a prohibition can forbid; a violation needs the action, not just its
# object ("leave X untouched" mentions X without editing it).
ACTIONS = frozenset(
    stem(w)
    for w in [
        "edit",
        "modify",
        "patch",
        "change",
        "alter",
        "rewrite",
        "delete",
        "remove",
        "wipe",
        "erase",
        "drop",
        "disable",
        "enable",
        "print",
        "leak",
        "expose",
        "reveal",
        "run",
        "execute",
        "install",
        "upgrade",
        "downgrade",
        "restart",
        "reboot",
        "mutate",
        "overwrite",
        "commit",
        "push",
        "skip",
        "bypass",
        "ignore",
        "hardcode",
        "store",
        "introduce",
        "add",
        "require",
        "share",
        "upload",
        "send",
    ]
)
_META_LEAD = re.compile(
    r"^\s*(?:recommend\w*|suggest\w*|advis\w*|propos\w*|(?:instruct|tell|ask|encourag)\w*"
    r"(?:\s+the\s+\w+)?\s+to)\s+",
    re.IGNORECASE,
)


ROUTING = re.compile(
    r"^\W*(?:the\s+(?:agent|answer|model|response)\s+)?(?:should\s+)?"
    r"(?:routes?|routed|redirect\w*|hands?\s+off|handed\s+off|defer\w*|escalat\w*)\s+"
    r"(?:the\s+user\s+|the\s+request\s+|it\s+)?(?:to|back\s+to)\b",
    re.IGNORECASE,
)
JUDGMENT = re.compile(
    r"^\W*(?:the\s+(?:agent|answer|model|response)\s+)?(?:should\s+)?"
    r"(?:identif\w+|recogni[sz]\w*|treat\w*|classif\w*|fram\w+|categori[sz]\w*)\s+"
    r"(?:the\s+|this\s+)?(?:task|request|question|problem|issue|prompt|case|situation)\s+as\b"
    r"|\b(?:is|are|stays?|remains?|be|was|were)\s+(?:\w+\s+){0,2}(?:concrete|grounded|concise|"
    r"actionable|clear|accurate|helpful|appropriate|well[- ]structured|specific|coherent)\b"
    r"|\b(?:appropriate(?:ly)?|sensible|reasonable|correct(?:ly)?)\s+(?:level|amount|tone|"
    r"judg\w+|choice|decision)\b"
    r"|\bin\s+(?:roughly\s+|approximately\s+|about\s+)?(?:the\s+)?(?:correct|right|required|"
    r"expected|same)\s+order\b"
    r"|\b(?:correct|standard|proper|appropriate|right|idiomatic)\s+(?:\w+\s+){0,3}(?:structure|"
    r"utilities|approach|pattern|conventions?|style|implementations?)\b"
    r"|\bas\s+(?:suggested|described|recommended)\s+(?:in|by)\s+the\s+skill\b",
    re.IGNORECASE,
)
"""Behaviours that need judgment about the answer as a whole, not words in it."""
_FRAMING_TAIL = re.compile(
    r"\s+(?:as\s+(?:one\s+of\s+)?(?:the|its|a)\s+(?:\w+\s+)?(?:steps?|items?|points?|"
    r"options?)|in\s+(?:the|its|their|his|her)\s+(?:answer|response|reply|output)|"
    r"to\s+the\s+user|up\s+front|explicitly|clearly)\s*\.?\s*$",
    re.IGNORECASE,
)
GT_SHARE = 0.6
"""Share of key facts (each at least 60% covered) a ground truth needs: 2 of 3, 3 of 4."""
GT_PARTIAL = 0.4
"""Below GT_SHARE but this much of the facts' wording covered: paraphrase or gap, undetermined."""
PARTIAL_FLOOR = 0.34
"""Below this coverage a behaviour fails; between it and the threshold it is undetermined."""


def undetermined_reason(text: str) -> str:
    """Why text alone cannot decide this behaviour, or "" when it can."""
    if PROCESS.search(text):
        return "a process behaviour: not visible in answer text; judged by the discover arm"
    if EXECUTION.search(text):
        return "an execution behaviour: whether commands were run shows in tool calls, not text"
    if ROUTING.search(text):
        return (
            "a routing behaviour: where the agent sends the user needs a judge or the discover arm"
        )
    if JUDGMENT.search(text):
        return "a judgment behaviour: text checks cannot decide it; a judge can"
    return ""


def is_process_behavior(text: str) -> bool:
    return bool(undetermined_reason(text))


def is_execution_behavior(text: str) -> bool:
    """About running commands (also as a prohibition): tool calls show it, text does not."""
    return bool(EXECUTION.search(text))


def is_prohibition(text: str) -> bool:
    return bool(PROHIBITION.match(_LEAD.sub("", text, count=1)) or PROHIBITION.match(text))


@lru_cache(maxsize=8192)
def parse_need(text: str, negative: bool | None = None) -> Need:
    body = _FRAMING_TAIL.sub("", _LEAD.sub("", text, count=1))
    neg = is_prohibition(text) if negative is None else negative
    if neg:
        body = PROHIBITION.sub("", body, count=1)
        body = re.sub(r"\([^)]*\)", " ", body)  # "(Batch has no __getitem__)" explains
        combined = _COMBINE.match(body)
        if combined:
            sides = tuple(_pair_terms(combined.group(g)) for g in ("a", "b"))
            if sides[0] and sides[1]:
                return Need((), (), True, pair=(sides[0], sides[1]))
        code = tuple(dict.fromkeys(a or b for a, b in _CODE.findall(body)))
        if code:
            return Need(code, (), True)
    # "..., not model conversion" / "rather than X" is a contrast, not something to cover.
    if not neg:
        body = re.split(r",?\s+(?:not|rather than|instead of)\s+(?=[a-z])", body)[0]
        # An example in parentheses is not required; other parentheses list alternatives
        # ("(model-cache/PVC/storage)").
        body = _EXAMPLE_PAREN.sub(" ", body)
        body = re.sub(r"\(([^()`]*)\)", lambda m: " " + m.group(1).replace("/", " ") + " ", body)
    # Field-like names and anything the author put in backticks (`pip install cudaq`) must
    # appear exactly.
    quoted = {normalise_identifier(q) for q in re.findall(r"`([^`\n]{1,60})`", body)}
    identifiers = tuple(i for i in extract_identifiers(body) if is_field_like(i) or i in quoted)
    stripped = body
    for ident in identifiers:
        stripped = stripped.replace(ident, " ")
    words = content_words(re.sub(r"`[^`]*`", " ", stripped), compounds=False)
    if (
        words
        and words[0] in LEAD_VERBS
        or (words and neg and stem(words[0]) in {stem(v) for v in LEAD_VERBS})
    ):
        words = words[1:]
    # Words already counted as identifiers go; other path-like words (a folder named in
    # prose) stay as wording.
    named = {i.lower() for i in identifiers}
    words = [w for w in words if w not in LEAD_VERBS and w not in named]
    unique = tuple(dict.fromkeys(words))
    either = () if neg else _alternatives(stripped, set(unique))
    listed = () if neg else _enumerated(body)
    action = ""
    if neg:
        acted = content_words(_META_LEAD.sub("", stripped, count=1), compounds=False)
        if acted and stem(acted[0]) in ACTIONS:
            action = stem(acted[0])
    return Need(identifiers, unique, neg, action, either, listed)


_EXAMPLE_PAREN = re.compile(r"\(\s*(?:e\.g\.|eg\b|for example|such as|i\.e\.)[^()]*\)", re.I)
_COMBINE = re.compile(
    r"^\s*(?:combin\w*|mix\w*|pair\w*|us\w*\s+together)\s+(?P<a>.+?)\s+(?:and|with)\s+"
    r"(?P<b>.+?)\s*\.?$",
    re.IGNORECASE,
)
_ENUMERATION = re.compile(r"(?<![\w./=-])((?:[\w./=-]+,\s+){2,}(?:and\s+)[\w./=-]+)")


def _pair_terms(side: str) -> tuple[str, ...]:
    """The names one side of a combination stands for: its identifiers, else its words."""
    named = [i for i in extract_identifiers(side) if is_field_like(i)]
    return tuple(named or content_words(re.sub(r"`", "", side), compounds=False)[:2])


def _enumerated(text: str) -> tuple[str, ...]:
    """Items of "a, b, c, and d" lists of single names or words."""
    items: list[str] = []
    for m in _ENUMERATION.finditer(re.sub(r"[`'\"]", "", text)):
        parts = re.split(r",\s+(?:and\s+)?|\s+and\s+", m.group(1))
        items += [p.strip(" .") for p in parts if p.strip(" .")]
    return tuple(dict.fromkeys(items))


def listed_missing(answer: Answer, need: Need) -> list[str]:
    """Enumerated items the answer does not name."""
    missing = []
    for item in need.listed:
        if re.search(r"[_./=\d]", item):
            if find_identifier(answer, item) is None:
                missing.append(item)
        elif stem(item) not in answer.stems:
            missing.append(item)
    return missing


def _pair_violation(answer: Answer, need: Need) -> Evidence | None:
    """A unit where both sides of a forbidden combination appear, not negated."""

    def hit(term: str, unit: Unit) -> int | None:
        m = re.search(r"(?<![\w-])" + re.escape(term) + r"(?![\w-])", unit.work)
        return None if m is None else m.start()

    for unit in answer.units:
        a = [p for t in need.pair[0] if (p := hit(t, unit)) is not None]
        b = [p for t in need.pair[1] if (p := hit(t, unit)) is not None]
        if a and b and not is_negated(unit.text, min(a + b), 60):
            return _forbidden(unit)
    return None


def _alternatives(
    text: str, wanted: set[str]
) -> tuple[tuple[tuple[str, ...], tuple[str, ...]], ...]:
    """For each "A or B" in ``text``: up to two content words on each side."""
    pairs = []
    for m in re.finditer(r"\s+or\s+", text):
        left = [w for w in content_words(text[: m.start()], compounds=False) if w in wanted][-2:]
        right = [w for w in content_words(text[m.end() :], compounds=False) if w in wanted][:2]
        if left and right:
            pairs.append((tuple(left), tuple(right)))
    return tuple(pairs)


def need_coverage(answer: Answer, need: Need) -> tuple[float, list[Evidence]]:
    """0..1 coverage of a positive need, with evidence."""
    evidence: list[Evidence] = []
    found_ids = 0.0
    for ident in need.identifiers:
        span = find_identifier(answer, ident)
        if span is not None:
            found_ids += 1
            evidence.append(Evidence(ident, True, span.start, span.end, span.text))
        elif key_present(answer, ident) is not None:
            found_ids += 0.5
            evidence.append(Evidence(ident, False, note="only the key appears"))
        else:
            evidence.append(Evidence(ident, False, note="missing"))
    words = list(need.words)
    for left, right in need.either:
        # The better-covered side stands for both.
        covered = [sum(stem(w) in answer.stems for w in side) for side in (left, right)]
        kept, dropped = (left, right) if covered[0] >= covered[1] else (right, left)
        words = [w for w in words if w not in dropped or w in kept]
    stems = [stem(w) for w in words]
    hit_words = [w for w, s in zip(words, stems, strict=True) if s in answer.stems]
    missing_words = [w for w, s in zip(words, stems, strict=True) if s not in answer.stems]
    if need.words:
        evidence.append(
            Evidence(
                "wording",
                not missing_words,
                note=f"covered: {', '.join(hit_words) or '-'}; "
                f"missing: {', '.join(missing_words) or '-'}",
            )
        )
    id_part = found_ids / len(need.identifiers) if need.identifiers else None
    word_part = len(hit_words) / len(words) if words else None
    if id_part is not None and word_part is not None:
        score = 0.6 * id_part + 0.4 * word_part
    elif id_part is not None:
        score = id_part
    elif word_part is not None:
        score = word_part
    else:
        score = 1.0
    return score, evidence


_KEEPS = re.compile(
    r"\b(?:not|never|avoid|don'?t|do not|untouched|unchanged|intact|as[- ]is|alone)\b",
    re.IGNORECASE,
)


def _forbidden(unit: Unit) -> Evidence:
    return unit_evidence("prohibited", unit, "answer does what the case forbids")


def violation(answer: Answer, need: Need) -> Evidence | None:
    """Where the answer does a prohibited thing (not negated), if it does.

    Code named in the prohibition is checked exactly. A concrete action ("edit files") needs
    the action with its object, or a near-verbatim un-negated mention of the object; any
    other prohibition ("recommend X") is broken by an un-negated mention of half of X.
    """
    if need.pair[0]:
        return _pair_violation(answer, need)
    for ident in need.identifiers:
        span = find_identifier(answer, ident)
        if span is not None and not is_negated(answer.raw, span.start):
            return Evidence(
                ident, True, span.start, span.end, span.text, note="prohibited content present"
            )
    if not need.words:
        return None
    wanted = {stem(w) for w in need.words}
    if need.action:
        objects = wanted - {need.action}
        for unit in answer.units:
            if (
                need.action in unit.stems
                and (not objects or objects & unit.stems)
                and not is_negated(unit.text, stem_positions(unit.text).get(need.action, 0), 60)
            ):
                return _forbidden(unit)
        for unit in answer.units:
            if (
                len(objects) >= 2
                and len(objects & unit.stems) >= max(2, round(0.7 * len(objects)))
                and not _KEEPS.search(unit.text)
            ):
                return _forbidden(unit)
        return None
    for unit in answer.units:
        hits = wanted & unit.stems
        if hits and len(hits) >= max(1, -(-len(wanted) // 2)):
            first = min(stem_positions(unit.text).get(h, 0) for h in hits)
            if not is_negated(unit.text, first, window=80) and not _KEEPS.search(unit.text):
                return _forbidden(unit)
    return None


_WARNING_BEHAVIOR = re.compile(
    r"\b(?:warn\w*|incompatib\w*|conflict\w*|risk\w*|caution|call\s+out|not\s+compatible|"
    r"breaks?|asserts?|unsafe)\b",
    re.IGNORECASE,
)


def endorsement_of(answer: Answer, need: Need) -> Evidence | None:
    """A unit that endorses what a warning-type behaviour is about, with no warning in it."""
    from skilleval.grading.callout import endorses, warns

    wanted = {stem(w) for w in need.words}
    for unit in answer.units:
        about = len(wanted & unit.stems) + sum(
            1
            for ident in need.identifiers
            if find_identifier(answer, ident) is not None and ident.split("=")[0] in unit.work
        )
        if about < 2:
            continue
        m = endorses(unit.text)
        if m and not warns(unit.text[: m.start()] + " " + unit.text[m.end() :], explicit=True):
            return unit_evidence("endorsement", unit, f"says {m.group(0)!r} where it should warn")
    return None


@check_kind("behavior", feeds=Feeds.EFFECTIVENESS, builtin=True)
def grade_behavior(answer: Answer, check: Check) -> CheckResult:
    if check.conduct:
        return grade_conduct(answer, check)
    if check.process:
        why = undetermined_reason(check.text) or "text cannot show it"
        return undetermined(check, why)
    need = parse_need(check.text, check.negative)
    if need.negative:
        hit = violation(answer, need)
        if hit is not None:
            return CheckResult(
                check.id,
                "behavior",
                False,
                0.0,
                f"does what it must not: {check.text}",
                (hit,),
                check.required,
                source=check.source,
            )
        return CheckResult(
            check.id,
            "behavior",
            True,
            1.0,
            f"respects: {check.text}",
            (),
            check.required,
            source=check.source,
        )
    score, evidence = need_coverage(answer, need)
    if _WARNING_BEHAVIOR.search(check.text):
        endorsed = endorsement_of(answer, need)
        if endorsed is not None:
            return CheckResult(
                check.id,
                "behavior",
                False,
                0.0,
                f"endorses what it should warn about: {check.text}",
                (endorsed,),
                check.required,
                source=check.source,
            )
    if answer.is_term_list:
        return CheckResult(
            check.id,
            "behavior",
            False,
            min(score, 0.5),
            "the answer is a list of terms, not an explanation",
            tuple(evidence),
            check.required,
            source=check.source,
        )
    # A behaviour that names identifiers is about them: each must appear exactly.
    missing = [i for i in need.identifiers if find_identifier(answer, i) is None]
    missing += listed_missing(answer, need)
    passed = score >= check.threshold and not missing
    if (
        not passed
        and not missing
        and score >= PARTIAL_FLOOR
        and len(need.words) >= 2
        and not _WARNING_BEHAVIOR.search(check.text)
    ):
        # Paraphrase or partial coverage: wording cannot tell which; a judge can.
        why = f"{score:.0%} of its wording is covered, below {check.threshold:.0%}"
        return undetermined(check, why, tuple(evidence))
    message = (
        f"covered ({score:.0%}): {check.text}"
        if passed
        else f"not covered ({score:.0%}"
        + (f"; missing {', '.join(missing)}" if missing else "")
        + f"): {check.text}"
    )
    return CheckResult(
        check.id,
        "behavior",
        passed,
        score,
        message,
        tuple(evidence),
        check.required,
        source=check.source,
    )


@lru_cache(maxsize=4096)
def fact_need(fact: str) -> Need:
    """The need of one ground-truth fact (its "It should say that" lead removed)."""
    return parse_need(_FACT_LEAD.sub("", fact, count=1))


def split_facts(ground_truth: str) -> list[str]:
    """Key facts of a ground truth: its sentences, meta sentences about skill use dropped."""
    sentences = re.split(r"(?<=[.!?])\s+(?=[A-Z])", ground_truth.strip())
    facts = []
    for sentence in sentences:
        if (
            not sentence.strip()
            or _META_FACT.match(sentence)
            or is_process_behavior(sentence)
            and len(content_words(sentence)) <= 6
        ):
            continue
        facts.append(sentence.strip())
    return facts


@check_kind("ground_truth", feeds=Feeds.CORRECTNESS, builtin=True)
def grade_ground_truth(answer: Answer, check: Check) -> CheckResult:
    evidence: list[Evidence] = []
    scores: list[float] = []
    missed: list[str] = []
    for fact in check.facts:
        need = fact_need(fact)
        if need.negative:
            hit = violation(answer, need)
            scores.append(0.0 if hit else 1.0)
            evidence.append(
                Evidence(fact[:120], hit is None, note="contradicted" if hit else "respected")
            )
            if hit:
                missed.append(fact)
            continue
        score, _ = need_coverage(answer, need)
        scores.append(score)
        ok = score >= 0.6
        evidence.append(Evidence(fact[:120], ok, note=f"{score:.0%} covered"))
        if not ok:
            missed.append(fact)
    overall = sum(scores) / len(scores) if scores else 1.0
    covered = sum(1 for s in scores if s >= 0.6)
    contradicted = [e for e in evidence if e.note == "contradicted"]
    share = covered / len(scores) if scores else 0.0
    passed = (
        bool(scores)
        and share >= min(check.threshold, GT_SHARE)
        and not answer.is_term_list
        and not contradicted
    )
    if not passed and not contradicted and not answer.is_term_list and overall >= GT_PARTIAL:
        why = f"{covered}/{len(scores)} key facts covered, {overall:.0%} of their wording"
        return undetermined(check, why, tuple(evidence))
    if answer.is_term_list:
        message = "the answer is a list of terms, not an explanation"
    elif contradicted:
        message = f"contradicts the ground truth: {contradicted[0].label}"
    elif passed:
        message = f"{covered}/{len(scores)} key facts covered ({overall:.0%})"
    else:
        first = missed[0][:100] if missed else ""
        message = f"{covered}/{len(scores)} key facts covered ({overall:.0%}); missing: {first}"
    return CheckResult(
        check.id,
        "ground_truth",
        passed,
        overall,
        message,
        tuple(evidence),
        check.required,
        source=check.source,
    )
