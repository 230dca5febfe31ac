"""fields: every required identifier appears exactly; near misses are named and fail."""

from __future__ import annotations

import re

from skilleval.grading.model import Check, CheckResult, Evidence, undetermined, verdict
from skilleval.grading.registry import Feeds, check_kind
from skilleval.language.identifiers import split_key_value
from skilleval.language.matching import find_identifier, key_present, near_miss
from skilleval.language.text import Answer


@check_kind("fields", feeds=Feeds.CORRECTNESS, builtin=True)
def grade_fields(answer: Answer, check: Check) -> CheckResult:
    if check.entry and not names_entry(answer.raw, check.entry):
        # a lookup table's row for a model the answer does not discuss
        why = f"the answer does not discuss {check.entry}; whether it must, a judge can tell"
        return undetermined(check, why)
    evidence: list[Evidence] = []
    missing: list[str] = []
    for field in check.fields:
        span = find_identifier(answer, field)
        if span is not None:
            evidence.append(Evidence(field, True, span.start, span.end, span.text))
            continue
        pair = split_key_value(field)
        if pair is not None and _SLOT.fullmatch(pair[1]):
            # `GPUS_PER_NODE=<GPUS_PER_NODE>`, `NNODES=${SLURM_NNODES}`: the value is a slot
            # (a placeholder, or one the environment supplies) that the answer may fill
            given = _assigned(answer, pair[0])
            if given is not None:
                evidence.append(Evidence(field, True, given.start(), given.end(), given[0]))
                continue
        note = ""
        guess = near_miss(answer, field)
        if guess:
            note = f"`{guess}` - did you mean `{field}`?"
        elif split_key_value(field):
            key_span = key_present(answer, field)
            if key_span is not None:
                note = f"`{key_span.text}` appears, but not with the value `{field}`"
        evidence.append(Evidence(field, False, note=note or f"`{field}` not found"))
        missing.append(note or f"`{field}` missing")
    total = len(check.fields) or 1
    score = (total - len(missing)) / total
    if not missing:
        message = f"all {len(check.fields)} required field(s) named exactly"
    else:
        message = "; ".join(missing)
    return verdict(check, not missing, score, message, tuple(evidence))


_SLOT = re.compile(
    r"<[^<>\s]{1,60}>|\$\{?[A-Za-z_]\w{0,60}\}?|\{\{\s*\w{1,60}\s*\}\}|\$\(\([^()\n]{1,120}\)\)"
)
"""A value that stands for one to fill: ``<GPUS_PER_NODE>``, ``${SLURM_NNODES}``, ``{{n}}``,
or one the shell computes from others (``$((NNODES * GPUS_PER_NODE))``, given as ``16``)."""


def _assigned(answer: Answer, key: str) -> re.Match[str] | None:
    """Where the answer sets ``key`` to some value (``NNODES=2``, ``export NNODES=2``,
    ``nnodes: 2``)."""
    pattern = rf"(?<![\w.-]){re.escape(key)}\s*(?:=|:\s)\s*[^\s=]"
    return re.search(pattern, answer.raw, re.IGNORECASE)


def names_entry(text: str, entry: str) -> bool:
    """Whether ``text`` names a table row's entry ("Qwen3 30B" also as "Qwen3-30B"), its
    words in order, apart only by spaces, hyphens or underscores."""
    words = [re.escape(w) for w in re.split(r"[\s_-]+", entry.strip()) if w]
    if not words:
        return True
    pattern = r"(?<![\w.])" + r"[\s_-]*".join(words) + r"(?![\w]|\.\d)"
    return re.search(pattern, text, re.IGNORECASE) is not None
