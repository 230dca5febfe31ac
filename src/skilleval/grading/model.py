"""Typed values of grading: a Check (what to look for), its result, and the Grade."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from itertools import islice
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from skilleval.language.text import Answer, Unit

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
    format: "a single bash code block", "a breakdown table"); such a block presents it.
    ``path`` when the step is a path or link to give ("The created file path."); a path
    presents it. ``label`` for a fill-in template's label ("Coupling removed:"), presented
    only where the answer writes it as a label."""
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
    apply the skill's checklist), for negative cases; ``presents_skill`` (it presents the
    skill's own workflow), for a positive case's "outlines the documented steps";
    ``keeps_prompt`` (it passed the user's request on unchanged: ``facts`` holds the
    request). For ``answers_directly``, ``facts`` may hold the short answer the case names
    ("should answer Paris directly"): a reply too short to count as substance meets it by
    giving that answer."""
    anchors: tuple[tuple[str, ...], ...] = ()
    """For ``skips_skill``/``presents_skill``: the checklist's steps (each a tuple of
    identifiers/phrases)."""
    skill_words: tuple[str, ...] = ()
    """For ``skips_skill``: stems of the skill's most frequent words the request lacks."""
    request_words: tuple[str, ...] = ()
    """For ``skips_skill``: stems of the request's words."""
    skill: str = ""
    """For a negative case's behaviour: the skill's own name. An answer that says it uses
    that skill ("I'll use the X workflow for this") or runs its command applies it."""
    given: tuple[str, ...] = ()
    """Identifiers of the requirement that the case's prompt already states (the user's
    own symptom or file): context the answer may refer to without repeating."""
    free: tuple[str, ...] = ()
    """Settings of the requirement (``key=value``) that the skill itself shows with several
    values: a parameter the answer may set to another value."""
    libraries: tuple[str, ...] = ()
    """For a prohibition of substituting another, unnamed solver, library or framework: the
    modules the skill's own code imports (``cuopt``), which the answer is to use."""
    said_by: tuple[tuple[tuple[str, ...], str], ...] = ()
    """Terms of the skill that it defines by a code name in parentheses ("Working tree must be
    clean (`git status --porcelain` empty)"), whose words the behaviour uses: the stems of
    the term and the name, which says them where the answer gives it."""
    conditional: bool = False
    """From a procedure or verification list: applies only when the answer walks through
    the list (``steps``); otherwise undetermined."""
    index: int | None = None
    """0-based position of the eval item's expected behaviour this check grades."""
    terse: bool = False
    """The case's ground truth is itself a bare list of terms ("apple, mango, zebra") or one
    value ("42"): a short answer that is one has the asked shape, not a bag of words."""
    written: bool = False
    """The case asks for a short text to be written ("Write the PR description", "draft the
    commit message"): an answer laid out as that text (a title, a heading, its lines) has the
    asked shape, not a bag of words, however few function words it has."""
    asks_how: bool = False
    """The case's prompt asks how to do something ("How do I grep only .log files?"): a
    command or code that does it answers it, however few its words."""
    answers_no: bool = False
    """The behaviour is the "no" to a yes-or-no question the case's prompt asks ("Says
    UNKNOWN does not mean the config was ignored" for "Does that mean it was ignored?"): an
    answer that opens with "No" or "Not necessarily" gives it; one that opens with "Yes"
    says the opposite."""
    entry: str = ""
    """For a row of a lookup table ("Qwen3 30B | 16xH100 | ..."): the name the row is
    about; the check applies to an answer that names it, otherwise undetermined."""
    params: Mapping[str, Any] = field(default_factory=dict, hash=False, compare=False)
    """Parameters of a plugin check kind (built into its typed spec when graded)."""

    @classmethod
    def from_dict(cls, spec: Mapping[str, Any], counts: Counter[str] | None = None) -> Check:
        """Build a Check from its explicit (schema-valid) form; ``counts`` numbers the ids
        of checks that have none, per kind."""
        counts = counts if counts is not None else Counter()
        kind = "behavior" if spec["kind"] == "behaviour" else str(spec["kind"])
        counts[kind] += 1
        pattern = spec.get("pattern") or spec.get("phrase") or ""
        index = spec.get("index")
        if index is None and (m := re.fullmatch(r"behaviour (\d+)", spec.get("source") or "")):
            index = int(m.group(1)) - 1  # checks pinned before the index was stored
        return cls(
            id=spec.get("id") or f"{kind}-x{counts[kind]}",
            kind=kind,
            label=spec.get("label") or spec.get("text") or kind,
            source=spec.get("source") or "explicit",
            required=spec.get("required", True),
            fields=tuple(spec.get("fields", ())),
            steps=tuple(
                Step(
                    label=s.get("label", ""),
                    anchors=tuple(s["anchors"]),
                    keywords=tuple(s.get("keywords", ())),
                    shape=s.get("shape", ""),
                    optional=s.get("optional", False),
                )
                for s in spec.get("steps", ())
            ),
            triggers=tuple(tuple(t) for t in spec.get("triggers", ())),
            fixes=tuple(tuple(f) for f in spec.get("fixes", ())),
            text=spec.get("text", ""),
            negative=spec.get("negative", False) if kind == "behavior" else False,
            process=spec.get("process", False),
            facts=tuple(spec.get("facts", ())),
            threshold=float(spec.get("threshold", 0.6)),
            type=spec.get("type", ""),
            pattern=pattern,
            references=tuple(spec.get("references", ())),
            conduct=spec.get("conduct", ""),
            conditional=spec.get("conditional", False),
            anchors=tuple(tuple(a) for a in spec.get("anchors", ())),
            skill_words=tuple(spec.get("skill_words", ())),
            request_words=tuple(spec.get("request_words", ())),
            skill=str(spec.get("skill") or ""),
            given=tuple(spec.get("given", ())),
            free=tuple(spec.get("free", ())),
            libraries=tuple(spec.get("libraries", ())),
            said_by=tuple(
                (tuple(said["stems"]), str(said["code"])) for said in spec.get("said_by", ())
            ),
            index=index,
            entry=str(spec.get("entry") or ""),
            terse=bool(spec.get("terse", False)),
            written=bool(spec.get("written", False)),
            asks_how=bool(spec.get("asks_how", False)),
            answers_no=bool(spec.get("answers_no", False)),
            params=dict(spec.get("params") or {}),
        )

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
            if self.skill_words:
                data["skill_words"] = list(self.skill_words)
                data["request_words"] = list(self.request_words)
            if self.skill:
                data["skill"] = self.skill
        if self.given:
            data["given"] = list(self.given)
        if self.free:
            data["free"] = list(self.free)
        if self.libraries:
            data["libraries"] = list(self.libraries)
        if self.said_by:
            data["said_by"] = [{"stems": list(st), "code": code} for st, code in self.said_by]
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
        if self.entry:
            data["entry"] = self.entry
        if self.terse:
            data["terse"] = True
        if self.written:
            data["written"] = True
        if self.asks_how:
            data["asks_how"] = True
        if self.answers_no:
            data["answers_no"] = True
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

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Evidence:
        return cls(
            str(data.get("label", "")),
            bool(data.get("found")),
            data.get("start"),
            data.get("end"),
            str(data.get("text", "")),
            str(data.get("note", "")),
        )


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

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> CheckResult:
        """Read a stored result (any results.json version this project wrote)."""
        source = str(data.get("source", ""))
        index = data.get("index")
        if index is None and (m := re.fullmatch(r"behaviour (\d+)", source)):
            index = int(m.group(1)) - 1  # stored before the index was
        return cls(
            id=str(data.get("id", "")),
            kind=str(data.get("kind", "")),
            passed=bool(data.get("passed")),
            score=float(data.get("score", 0.0)),
            message=str(data.get("message", "")),
            evidence=tuple(Evidence.from_dict(e) for e in data.get("evidence") or ()),
            required=bool(data.get("required", True)),
            skipped=bool(data.get("skipped")),
            source=source,
            by=str(data.get("by", "")),
            index=index,
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

    @property
    def decided(self) -> bool:
        """Whether any check was decided (not none, not every one undetermined)."""
        return any(not r.skipped for r in self.results)

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

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Grade:
        """Read a stored grade; its verdict and score are kept as stored."""
        return cls(
            passed=bool(data.get("passed")),
            score=float(data.get("score", 0.0)),
            results=tuple(CheckResult.from_dict(r) for r in data.get("results") or ()),
        )

    def failures(self) -> list[CheckResult]:
        return [r for r in self.results if not r.passed and not r.skipped]

    def undetermined(self) -> list[CheckResult]:
        return [r for r in self.results if r.skipped]


TERSE_TOKENS = 6
"""The most words a bare answer to a terse case says (the list or value it asks for); more
words laid out as terms are still a bag."""


def is_bag(answer: Answer, check: Check) -> bool:
    """Whether ``answer`` is a bag of terms rather than what ``check`` asks: a list of terms,
    unless the case asks for a bare list or value (``terse``) and the answer is that short,
    or is the few labelled lines of terms such a case asks for ("Triple: a, b, c" over
    "Labels: d, e"), or the case asks for a text to be written (``written``) and the answer
    is laid out as one (a title and a body of "- #701" lines)."""
    return (
        answer.is_term_list
        and not (
            check.terse
            and (
                # (every word counted, names and code too: eight names are no bare value)
                # ... each term of it, named in code marks, may carry its gloss ("`a.test.ts`
                # — unit"); bare words are no terms so glossed
                _words_of(answer.substance or answer.raw)
                <= TERSE_TOKENS + 2 * _glossed_terms(answer.raw)
                or _labelled_lines(answer.raw)
                or _LABELLED_LIST.search(answer.raw[:20_000]) is not None
            )
        )
        and not (check.written and answer.laid_out)
    )


_GLOSSED_TERM = re.compile(
    r"^[ \t]*(?:[-*•]|\d{1,2}[.)])[ \t]+`[^`\n]{1,80}`[ \t]+[—–-][ \t]+\S", re.M
)
"""A list item that names a term in code marks and glosses it ("- `a.test.ts` — unit")."""


_ANY_WORD = re.compile(r"[^\s|`*,;:—–-][^\s|`,;]*")
"""A word of any kind, a name or code among them (list marks, table pipes, dashes aside)."""


def _words_of(text: str) -> int:
    """How many words (:data:`_ANY_WORD`) the answer writes, up to 60."""
    return sum(1 for _ in islice(_ANY_WORD.finditer(text[:20_000]), 60))


def _glossed_terms(text: str) -> int:
    """How many of the answer's list items name a term in code marks and gloss it."""
    return sum(1 for _ in islice(_GLOSSED_TERM.finditer(text[:20_000]), 60))


LABEL = r"[A-Z][\w ]{0,30}:"
"""A line's label ("Triple:", "Labels:"): a capitalised name of a few words and a colon."""
_LABELLED_LINE = re.compile(rf"[ \t]*{LABEL}[ \t]*\S[^\n]{{0,300}}")


_LABELLED_LIST = re.compile(
    rf"^[ \t]*{LABEL}[ \t]*(?:[^,\s][^,\n]{{0,59}},[ \t]*){{4,}}[^,\s][^,\n]{{0,199}}$",
    re.MULTILINE,
)
"""A line that is a label and the list it names ("Fields: index, branch, parent commit, ...,
description"), five terms or more: the list a case of a listed truth asks for."""


def _labelled_lines(raw: str) -> bool:
    """Whether ``raw`` is two to six lines, each a label and its terms."""
    lines = [ln for ln in raw.strip().split("\n")[:7] if ln.strip()]
    return 2 <= len(lines) <= 6 and all(_LABELLED_LINE.fullmatch(ln) for ln in lines)


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


def verdict(
    check: Check, passed: bool, score: float, message: str, evidence: Sequence[Evidence] = ()
) -> CheckResult:
    """A decided result of ``check``: its id, kind, requirement and source carried over."""
    return CheckResult(
        check.id,
        check.kind,
        passed,
        score,
        message,
        tuple(evidence),
        check.required,
        source=check.source,
    )
