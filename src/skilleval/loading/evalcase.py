"""The typed eval case every loader produces: prompt, routing, expected behaviours, typed
assertions, ground truth, explicit checks, and where it came from."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Literal

Routing = Literal["positive", "negative", "unlabeled"]
ChecksMode = Literal["replace", "extend"]
AssertionType = Literal[
    "contains_pattern", "not_contains_pattern", "contains_phrase", "not_contains"
]


ASSERTION_TYPES: tuple[str, ...] = (
    "contains_pattern",
    "not_contains_pattern",
    "contains_phrase",
    "not_contains",
)


@dataclass(frozen=True)
class Behavior:
    """An expected behaviour (or an untyped assertion / expectation)."""

    text: str
    name: str = ""
    tag: str = ""
    """A leading ``[tag]`` such as ``abstained_appropriately``, without brackets."""
    judge: bool = False
    """A criterion written for a judge (a rubric's dimension): text checks do not decide
    it, a judge does."""


@dataclass(frozen=True)
class Assertion:
    """A typed assertion on the answer text."""

    type: str
    text: str
    pattern: str = ""
    """The regex (``*_pattern``) or phrase (``contains_phrase`` / ``not_contains``)."""
    name: str = ""


_KEY_PART = re.compile(
    r"(?:targets?|expected(?:[_-]outputs?)?|golden|gold|solutions?|answers?|"
    r"reference[_-]answers?)",
    re.IGNORECASE,
)
"""A folder that holds a case's answers ("targets/", "expected/", "golden/")."""
_KEY_WORD = re.compile(
    r"(?:^|[_.-])(?:target|expected|golden|gold|solution|answer)(?:[_.-]|$)", re.IGNORECASE
)
"""A file named as an answer ("eval_1_target.py", "expected_output.json")."""
_MATCHED = re.compile(
    r"\b(?:match(?:es|ing)?|same\s+as|identical\s+to|compar\w*\s+(?:to|with|against)|"
    r"target|reference\s+(?:answer|solution|output|script|file))\b",
    re.IGNORECASE,
)
"""Words that make a file named beside them the answer to match."""


@dataclass(frozen=True)
class EvalCase:
    """One eval item, whatever shape it was written in."""

    id: str
    prompt: str
    skill: str
    """The skill whose dataset holds this case."""
    expected_skill: str | None
    routing: Routing
    acceptable_skills: tuple[str, ...] = ()
    expected_script: str | None = None
    ground_truth: str | None = None
    behaviors: tuple[Behavior, ...] = ()
    assertions: tuple[Assertion, ...] = ()
    must_not: tuple[str, ...] = ()
    expected_references: tuple[str, ...] = ()
    files: tuple[str, ...] = ()
    checks: tuple[dict[str, Any], ...] = ()
    """Explicit check specs (the project's evals.json extension), validated by the rubric."""
    checks_mode: ChecksMode = "replace"
    source: str = ""
    """File the case came from."""
    index: int = 0
    """Position of the item in that file (0-based)."""
    line: int | None = None
    triggered: bool = False
    """Labelled by ``should_trigger`` alone (a trigger eval's ``{query, should_trigger}``):
    whether the skill loads is what it tests."""
    asserts_use: bool = False
    """A routing assertion (``skill-used``) names this skill: the case asks that the skill be
    used, which an answer shows by applying it."""

    @property
    def targets_skill(self) -> bool:
        """True unless the case is a negative (the skill should not be used)."""
        return self.routing != "negative"

    @property
    def answer_keys(self) -> tuple[str, ...]:
        """The case's ``files`` that are the answer to match, not inputs: kept in a folder or
        named as one (``evals/targets/eval_1_target.py``, ``expected/out.json``), or called
        so by the case's own words ("closely matches the structure in X"). A model answering
        the case never sees them."""
        texts = [self.ground_truth or "", *(b.text for b in self.behaviors)]
        texts += [a.text for a in self.assertions]
        said = [s for t in texts for s in re.split(r"(?<=[.;!?])\s+", t[:20_000]) if s]
        keys = []
        for name in self.files[:100]:
            folders, _, base = name.replace("\\", "/").rpartition("/")
            stem = base.rsplit(".", 1)[0]
            if (
                any(_KEY_PART.fullmatch(p) for p in folders.split("/") if p)
                or _KEY_WORD.search(stem)
                or any(base in s and _MATCHED.search(s) for s in said)
            ):
                keys.append(name)
        return tuple(keys)

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "prompt": self.prompt,
            "skill": self.skill,
            "expected_skill": self.expected_skill,
            "routing": self.routing,
            "acceptable_skills": list(self.acceptable_skills),
            "expected_script": self.expected_script,
            "ground_truth": self.ground_truth,
            "behaviors": [{"text": b.text, "name": b.name, "tag": b.tag} for b in self.behaviors],
            "assertions": [
                {"type": a.type, "text": a.text, "pattern": a.pattern, "name": a.name}
                for a in self.assertions
            ],
            "must_not": list(self.must_not),
            "expected_references": list(self.expected_references),
            "files": list(self.files),
            "checks": [dict(c) for c in self.checks],
            "checks_mode": self.checks_mode,
            "source": {"path": self.source, "index": self.index, "line": self.line},
        }
