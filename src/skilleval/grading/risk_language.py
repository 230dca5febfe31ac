"""Risk language: words that warn ("incompatible", "never combine") and words that endorse
("works fine with"), negation-aware. Read by the callout check and by warning-type
behaviours."""

from __future__ import annotations

import re
from functools import lru_cache

from skilleval.language.matching import is_negated

RISK = re.compile(
    # a word of a hyphenated name (`mr-github-broken`) is part of the name, no warning
    r"(?<![-_])\b(?:incompatib\w*|not compatible|isn'?t compatible|aren'?t compatible|assert\w*|"
    r"errors?|fails?|failure|failing|crash\w*|conflict\w*|breaks?|broken|not supported|"
    r"unsupported|isn'?t supported|cannot|can'?t|do not|don'?t|never|must not|mustn'?t|"
    r"avoid|steer\s+clear\s+of|stay\s+away\s+from|refrain\s+from|won'?t work|doesn'?t work|"
    r"does not work|invalid|risk\w*|warn\w*|careful|beware|caution|trips?|blocks?|rejects?|"
    r"refuses?|not allowed|disallowed|only supported|wrong\s+(?:approach|way|move|fix)|"
    r"(?:a|the)\s+mistake|bad\s+idea|"
    r"(?:has|have)\s+no|lacks?|(?:doesn'?t|does\s+not)\s+(?:have|support))\b",
    re.IGNORECASE,
)
ENDORSE = re.compile(
    r"\b(?:works?\s+(?:fine|well|great|perfectly|together|with)|(?:is|are|fully)\s+compatible|"
    r"compatible with|safe to (?:combine|use|enable)|fine to (?:combine|use)|no (?:problem|issue)s?"
    r"|(?:can|may) (?:safely )?(?:be )?(?:combine|combined|use|used|enable|enabled) "
    r"(?:together|with|alongside)|is supported|are supported|without (?:any )?(?:issue|problem)s?"
    r"|go ahead|(?:is|are|'s)\s+(?:a\s+|an\s+)?(?:fine|ok|okay|safe|good|great|acceptable|"
    r"reasonable|harmless)\b)\b",
    re.IGNORECASE,
)


_SELF_NEGATING = re.compile(
    r"^(?:not|isn|aren|can|cannot|do|don|never|must|won|doesn|does|"
    r"avoid|beware|careful|caution)",
    re.IGNORECASE,
)


EXPLICIT_WARNING = re.compile(
    r"(?<![-_])\b(?:incompatib\w*|not compatible|isn'?t compatible|not supported|unsupported|never|"
    r"do not|don'?t|must not|avoid|steer\s+clear\s+of|stay\s+away\s+from|refrain\s+from|"
    r"warn\w*|risk\w*|careful|beware|caution|unsafe|dangerous|"
    r"cannot|can'?t|won'?t work|does not work|doesn'?t work|asserts?|breaks?|"
    r"wrong\s+(?:approach|way|move|fix)|(?:a|the)\s+mistake|bad\s+idea)\b",
    re.IGNORECASE,
)


@lru_cache(maxsize=8192)
def warns(text: str, explicit: bool = False) -> bool:
    """Risk language that is not itself negated ("no conflict", "won't assert" do not warn).

    ``explicit``: only words that warn in themselves, not ones that may just describe a
    symptom ("errors", "fails").
    """
    for m in (EXPLICIT_WARNING if explicit else RISK).finditer(text):
        if _SELF_NEGATING.match(m.group(0)) or not is_negated(text, m.start(), window=30):
            return True
    return False


_ENDORSING_WORDS = (
    *("work", "compatib", "safe", "fine", "no problem", "no issue", "can ", "may ", "support"),
    *("without", "go ahead", "ok", "good", "great", "acceptab", "reasonab", "harmless"),
)
"""A word each endorsement holds: substring tests, cheaper than the pattern on most text."""


@lru_cache(maxsize=8192)
def endorses(text: str) -> re.Match[str] | None:
    """The first endorsement ``text`` makes that is not negated, if any (read once per text:
    an answer's units are asked again for each check)."""
    lowered = text.lower()
    if not any(w in lowered for w in _ENDORSING_WORDS):
        return None
    for m in ENDORSE.finditer(text):
        phrase = m.group(0).lower()
        if phrase.startswith("without"):
            continue
        if not is_negated(text, m.start()) and not re.search(r"\bnot\b|n't", phrase):
            return m
    return None
