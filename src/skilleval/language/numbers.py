"""Numbers as values: a ground truth that is a number ("408.0", "5000000.0", "£1,200") and
the numbers an answer gives ("£408", "5,000,000 yuan", "5 million", "≈ 18.96 g")."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from itertools import islice

from skilleval.language.identifiers import split_key_value
from skilleval.language.matching import is_negated
from skilleval.language.text import Answer, Span

COUNT_WORDS = (
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
    "twenty",
)
"""The numbers 0 to 20 in words, each at its own index ("eight" at 8)."""
_DIGITS = r"(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:[eE][-+]?\d{1,3})?"
_NUMERIC_FACT = re.compile(
    r"\s*(?:about\s+|approximately\s+|~\s*|≈\s*)?(?P<sign>[-+−])?\s*[$£€¥]?\s*"
    r"(?P<n>" + _DIGITS + r")"
    r"\s*(?P<scale>thousand|million|billion)?\s*(?:%|[A-Za-z°][A-Za-z°/]*(?:\s+[A-Za-z/]+)?)?"
    r"\s*\.?\s*",
    re.IGNORECASE,
)
_NUMBER = re.compile(
    r"(?<![\w.,])(?P<sign>[-−])?[$£€¥]?(?P<n>" + _DIGITS + r")(?![\d])"
    r"(?:\s*(?P<scale>thousand|million|billion)\b|(?P<suffix>[kKMB])\b)?",
)
_SCALES = {"thousand": 1e3, "million": 1e6, "billion": 1e9, "k": 1e3, "m": 1e6, "b": 1e9}


@dataclass(frozen=True)
class Number:
    """A number an answer gives: its value, how many decimals it was written with, how many
    significant digits it has, and where it is."""

    value: float
    step: float
    """The unit of its last written digit ("18.96": 0.01, "5.2 million": 100,000)."""
    significant: int
    start: int
    end: int


def numeric_fact(fact: str) -> float | None:
    """The value of a ground-truth fact that is just a number (with a currency sign, a scale
    word or a short unit at most: "408.0", "£1,200", "18.96 g", "5 million"), else None."""
    m = _NUMERIC_FACT.fullmatch(fact)
    if m is None:
        return None
    value = float(m["n"].replace(",", "")) * _SCALES.get((m["scale"] or "").lower(), 1.0)
    if not math.isfinite(value):
        return None  # too long to be a value (a run of digits is not one)
    return -value if m["sign"] in ("-", "−") else value


def numbers_in(text: str) -> list[Number]:
    """Every number ``text`` gives, outside names (``llama3``, ``x_A1`` hold none)."""
    found = []
    for m in _NUMBER.finditer(text):
        if m.start() > 0 and (text[m.start() - 1].isalpha() or text[m.start() - 1] == "_"):
            continue
        after = text[m.end() : m.end() + 1]
        if after and (after.isalpha() or after == "_") and not m["scale"] and not m["suffix"]:
            continue
        digits = m["n"].replace(",", "")
        scale = _SCALES.get((m["scale"] or m["suffix"] or "").lower(), 1.0)
        try:
            value = float(digits) * scale
        except ValueError:
            continue
        if not math.isfinite(value):
            continue
        mantissa = re.sub(r"[eE].*$", "", digits)
        decimals = len(mantissa.split(".")[1]) if "." in mantissa else 0
        significant = len(mantissa.replace(".", "").lstrip("0")) or 1
        if m["sign"]:
            value = -value
        step = 10.0 ** (-decimals) * scale
        found.append(Number(value, step, significant, m.start(), m.end()))
    return found


def same_number(given: Number, expected: float) -> bool:
    """Whether ``given`` states ``expected``: the same value, or ``expected`` rounded to the
    decimals it was written with, keeping three significant digits at least ("18.96" for
    18.95657143; not "19")."""
    scale = max(1.0, abs(expected))
    if abs(given.value - expected) <= 1e-9 * scale:
        return True
    if given.significant < 3:
        return False
    return abs(given.value - expected) <= 0.5 * given.step + 1e-12 * scale


def value_given(raw: str, work: str, expected: float) -> tuple[Number | None, list[Number]]:
    """Where the answer (``raw``, and its ``work`` text) gives ``expected`` as a number, not
    ruled out ("not 408"), and every number it gives."""
    given = numbers_in(work)
    hit = next(
        (n for n in given if same_number(n, expected) and not is_negated(raw, n.start)), None
    )
    return hit, given


def numbers_note(given: list[Number]) -> str:
    """What an answer gives instead of an expected value, for evidence."""
    if not given:
        return "the answer gives no number"
    shown = ", ".join(f"{n.value:g}" for n in given[:5])
    return f"not given (the answer's numbers: {shown}{', ...' if len(given) > 5 else ''})"


_PLAIN_DECIMAL = re.compile(r"[-+]?\d{1,9}\.(\d{1,6})")


def near_value(answer: Answer, identifier: str) -> Span | None:
    """Where the answer gives a value a need writes as approximate ("~1.0", "(~a=0.52,
    b=2.43)"): the number, or the name's setting or report ("a=+0.5226", "a ≈ 0.52", "AD/FD
    is now 1.0009"), rounded to the decimals the need writes. The first 400 numbers read."""
    kv = split_key_value(identifier)
    key, value = kv if kv is not None else ("", identifier)
    decimal = _PLAIN_DECIMAL.fullmatch(value)
    if decimal is None:
        return None
    places = len(decimal[1])
    wanted = round(float(value), places)
    if key:
        if not re.fullmatch(r"[A-Za-z_][\w.]*", key) or key not in answer.work:
            return None
        pattern = re.compile(
            r"(?<![\w.])" + re.escape(key) + r"\s*(?:=|:|≈|~|=~)\s*(?:~\s*|≈\s*)?"
            r"(?P<n>[-+]?\d{1,9}(?:\.\d+)?)(?!\w|\.\d)"
        )
    else:
        pattern = re.compile(r"(?<![\w.])[-+]?(?P<n>\d{1,9}\.\d+)(?!\w|\.\d)")
    for m in islice(pattern.finditer(answer.work), 400):
        given = m["n"]
        written = len(given.split(".")[1]) if "." in given else 0
        if (
            written >= places
            and round(float(given), places) == wanted
            and not is_negated(answer.raw, m.start())
        ):
            return Span(m.start(), m.end(), answer.raw[m.start() : m.end()])
    return None
