"""Typed values of grading: a Check (what to look for), its result, and the Grade."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from skilleval.language.text import Unit

Kind = str
"""A registered check kind (see :mod:`skilleval.grading.registry`); built in: ``fields``,
``order``, ``callout``, ``behavior``, ``ground_truth``, ``assertions``."""


class Status(StrEnum):
    """A check's verdict on one answer; undetermined counts neither way."""

    PASS = "pass"
    FAIL = "fail"
    UNDETERMINED = "undetermined"


@dataclass(frozen=True)
class Step:
    """One step of an order check."""

    label: str
    anchors: tuple[str, ...]
    """Identifiers or phrases that show the step is being presented."""
    keywords: tuple[str, ...] = ()
    """Distinctive words of the step (wording-tolerant support for the anchors)."""
    shape: str = ""
    """``code``, ``table`` or ``list`` when the step is a block of that shape (an answer
    format: "a single bash code block", "a breakdown table"); such a block presents it."""
    optional: bool = False
    """The checklist marks the step optional or conditional; hedging it is fine."""


@dataclass(frozen=True)
class Check:
    """One thing an answer must do, with where the requirement came from."""

    id: str
    kind: Kind
    label: str
    source: str
    """``checklist step 2``, ``ground truth``, ``behaviour 3``, ``assertion 1``, ``explicit``."""
    required: bool = True
    fields: tuple[str, ...] = ()
    steps: tuple[Step, ...] = ()
    triggers: tuple[tuple[str, ...], ...] = ()
    fixes: tuple[tuple[str, ...], ...] = ()
    text: str = ""
    negative: bool = False
    process: bool = False
    facts: tuple[str, ...] = ()
    threshold: float = 0.6
    type: str = ""
    """Assertion type (``contains_pattern`` ... ``must_not``, ``expected_references``)."""
    pattern: str = ""
    references: tuple[str, ...] = ()
    conduct: str = ""
    """For a behaviour about what the agent does rather than what it says:
    ``answers_directly`` (it answered the request itself) or ``skips_skill`` (it did not
    apply the skill's checklist). Used for negative cases."""
    anchors: tuple[tuple[str, ...], ...] = ()
    """For ``skips_skill``: the checklist's steps (each a tuple of identifiers/phrases)."""
    conditional: bool = False
    """From a procedure or verification list: applies only when the answer walks through
    the list (``steps``); otherwise undetermined."""
    index: int | None = None
    """0-based position of the eval item's expected behaviour this check grades."""
    params: Mapping[str, Any] = field(default_factory=dict, hash=False, compare=False)
    """Parameters of a plugin check kind (built into its typed spec when graded)."""

    def to_dict(self) -> dict[str, Any]:
        """The explicit-check form (check.schema.json), empty parts left out."""
        data: dict[str, Any] = {
            "id": self.id,
            "kind": self.kind,
            "label": self.label,
            "source": self.source,
        }
        if not self.required:
            data["required"] = False
        if self.conditional:
            data["conditional"] = True
        if self.fields:
            data["fields"] = list(self.fields)
        if self.steps:
            data["steps"] = [
                {"label": s.label, "anchors": list(s.anchors), "keywords": list(s.keywords)}
                | ({"shape": s.shape} if s.shape else {})
                | ({"optional": True} if s.optional else {})
                for s in self.steps
            ]
        if self.triggers:
            data["triggers"] = [list(t) for t in self.triggers]
        if self.fixes:
            data["fixes"] = [list(f) for f in self.fixes]
        if self.kind == "behavior":
            data["text"] = self.text
            if self.negative:
                data["negative"] = True
            if self.process:
                data["process"] = True
            if self.conduct:
                data["conduct"] = self.conduct
            if self.anchors:
                data["anchors"] = [list(a) for a in self.anchors]
        if self.facts:
            data["facts"] = list(self.facts)
            data["threshold"] = self.threshold
        if self.type:
            data["type"] = self.type
            if self.type in ("contains_pattern", "not_contains_pattern"):
                data["pattern"] = self.pattern
            elif self.type in ("contains_phrase", "not_contains"):
                data["phrase"] = self.pattern
            elif self.type == "must_not":
                data["text"] = self.text
        if self.references:
            data["references"] = list(self.references)
        if self.index is not None:
            data["index"] = self.index
        if self.params:
            data["params"] = dict(self.params)
        return data


@dataclass(frozen=True)
class Evidence:
    """Why a check passed or failed: a matched span or what is missing."""

    label: str
    found: bool
    start: int | None = None
    end: int | None = None
    text: str = ""
    note: str = ""

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"label": self.label, "found": self.found}
        if self.start is not None:
            data["start"] = self.start
            data["end"] = self.end
            data["text"] = self.text
        if self.note:
            data["note"] = self.note
        return data


def unit_evidence(label: str, unit: Unit, note: str) -> Evidence:
    """Evidence that points at one unit of the answer (a sentence, list item or row)."""
    return Evidence(label, True, unit.start, unit.end, unit.text.strip()[:200], note=note)


@dataclass(frozen=True)
class CheckResult:
    id: str
    kind: Kind
    passed: bool
    score: float
    message: str
    evidence: tuple[Evidence, ...] = ()
    required: bool = True
    skipped: bool = False
    """Undetermined: text cannot decide (a process, routing or judgment behaviour, or a
    partial match); ``message`` says why. Counts neither way in scores and gates."""
    source: str = ""
    by: str = ""
    """``judge`` when a judge decided a check that text left undetermined."""
    index: int | None = None
    """0-based expected-behaviour index, for behaviour checks."""

    @property
    def status(self) -> Status:
        if self.skipped:
            return Status.UNDETERMINED
        return Status.PASS if self.passed else Status.FAIL

    def to_dict(self) -> dict[str, Any]:
        return (
            {
                "id": self.id,
                "kind": self.kind,
                "status": self.status,
                "passed": self.passed,
                "score": round(self.score, 4),
                "required": self.required,
                "skipped": self.skipped,
                "source": self.source,
                "message": self.message,
                "evidence": [e.to_dict() for e in self.evidence],
            }
            | ({"by": self.by} if self.by else {})
            | ({"index": self.index} if self.index is not None else {})
        )


@dataclass(frozen=True)
class Grade:
    """All check results for one answer."""

    passed: bool
    score: float
    results: tuple[CheckResult, ...] = field(default_factory=tuple)

    @classmethod
    def of(cls, results: tuple[CheckResult, ...]) -> Grade:
        """The grade of ``results``: passed when every required decided check passed."""
        graded = [r for r in results if not r.skipped]
        passed = all(r.passed for r in graded if r.required)
        score = sum(r.score for r in graded) / len(graded) if graded else 1.0
        return cls(passed=passed, score=score, results=results)

    def kinds(self) -> dict[str, bool]:
        """Per-kind verdict: every graded check of that kind passed."""
        out: dict[str, bool] = {}
        for result in self.results:
            if result.skipped:
                continue
            out[result.kind] = out.get(result.kind, True) and result.passed
        return out

    def to_dict(self) -> dict[str, Any]:
        """The stored form (an attempt's ``grade`` in results.json)."""
        return {
            "passed": self.passed,
            "score": round(self.score, 4),
            "kinds": self.kinds(),
            "results": [r.to_dict() for r in self.results],
        }

    def failures(self) -> list[CheckResult]:
        return [r for r in self.results if not r.passed and not r.skipped]

    def undetermined(self) -> list[CheckResult]:
        return [r for r in self.results if r.skipped]


def undetermined(
    check: Check | CheckResult, why: str, evidence: tuple[Evidence, ...] = ()
) -> CheckResult:
    """A result that counts neither way: not required, excluded from scores, with why.

    ``passed`` stays true so that nothing reading only that flag fails an answer on it."""
    return CheckResult(
        check.id,
        check.kind,
        True,
        1.0,
        f"undetermined: {why}",
        evidence,
        required=False,
        skipped=True,
        source=check.source,
    )
