"""Optional LLM judge: goal completion and per-behaviour verdicts, through any provider.

The judge never replaces the deterministic checks. Its goal score joins Effectiveness, and
its behaviour verdicts are compared with the checks' (agreement is reported).
"""

from __future__ import annotations

import json
import re
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from skilleval.grading import Check, Grade, judged, without_reasoning
from skilleval.loading.evalcase import EvalCase

JUDGE_SYSTEM = (
    "You grade an assistant's answer. Reply with one JSON object and nothing else: "
    '{"goal": <number 0..1, how well the answer achieves the user\'s goal>, '
    '"behaviors": [<true or false for each expected behaviour, in order>]}'
)


@dataclass(frozen=True)
class JudgeVerdict:
    goal: float | None
    behaviors: tuple[bool | None, ...]
    error: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {"goal": self.goal, "behaviors": list(self.behaviors), "error": self.error}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> JudgeVerdict:
        goal = data.get("goal")
        return cls(
            float(goal) if isinstance(goal, int | float) else None,
            tuple(b if isinstance(b, bool) else None for b in data.get("behaviors") or ()),
            str(data.get("error") or ""),
        )


def judge_messages(case: EvalCase, answer: str) -> list[dict[str, Any]]:
    behaviors = "\n".join(f"{n}. {b.text}" for n, b in enumerate(case.behaviors, start=1))
    user = (
        f"User request:\n{case.prompt}\n\n"
        + (f"Reference answer:\n{case.ground_truth}\n\n" if case.ground_truth else "")
        + f"Expected behaviours:\n{behaviors or '(none)'}\n\nAnswer to grade:\n{answer}"
    )
    return [{"role": "system", "content": JUDGE_SYSTEM}, {"role": "user", "content": user}]


def parse_verdict(text: str, expected: int) -> JudgeVerdict:
    """Read the judge's JSON leniently (fenced or surrounded by prose); never raises."""
    match = re.search(r"\{.*\}", text, re.DOTALL)
    if match is None:
        return JudgeVerdict(None, (None,) * expected, "judge reply has no JSON object")
    try:
        data = json.loads(match.group(0))
    except json.JSONDecodeError as exc:
        return JudgeVerdict(None, (None,) * expected, f"judge reply is not JSON: {exc.msg}")
    goal = data.get("goal") if isinstance(data, dict) else None
    goal_value = (
        float(goal) if isinstance(goal, int | float) and not isinstance(goal, bool) else None
    )
    if goal_value is not None:
        goal_value = min(1.0, max(0.0, goal_value))
    raw = data.get("behaviors") if isinstance(data, dict) else None
    verdicts: list[bool | None] = [
        v if isinstance(v, bool) else None for v in (raw if isinstance(raw, list) else [])
    ]
    verdicts = (verdicts + [None] * expected)[:expected]
    return JudgeVerdict(goal_value, tuple(verdicts))


CHECK_SYSTEM = (
    "You decide one requirement about an assistant's answer. Reply with one JSON object and "
    'nothing else: {"verdict": "pass" or "fail", "quote": "<the shortest passage of the '
    'answer that shows it, or empty when nothing does>"}'
)
JUDGEABLE = (
    "a routing",
    "a judgment",
    "a judge's rubric",
    "of its wording is covered",
    "key facts covered",
)
"""Undetermined reasons a judge can settle from the text (not process or execution ones)."""


@dataclass(frozen=True)
class CheckVerdict:
    passed: bool | None
    quote: str = ""
    error: str = ""


def judgeable(message: str) -> bool:
    return any(reason in message for reason in JUDGEABLE)


def check_messages(
    requirement: str, prompt: str, answer: str, reference: tuple[str, str] | None = None
) -> list[dict[str, Any]]:
    """One targeted question: does ``answer`` (to ``prompt``) meet ``requirement``? With
    ``reference`` (a file's name and text), the file the requirement compares the answer
    with ("closely matches the structure in evals/targets/eval_1_target.py")."""
    shown = (
        f"Reference the requirement names ({reference[0]}):\n{reference[1]}\n\n"
        if reference is not None
        else ""
    )
    user = (
        f"User request:\n{prompt}\n\nRequirement:\n{requirement}\n\n{shown}"
        f"Answer:\n{answer}\n\nDoes the answer meet the requirement?"
    )
    return [{"role": "system", "content": CHECK_SYSTEM}, {"role": "user", "content": user}]


def parse_check_verdict(text: str) -> CheckVerdict:
    """Read a check verdict leniently; never raises."""
    match = re.search(r"\{.*\}", text, re.DOTALL)
    if match is None:
        return CheckVerdict(None, error="judge reply has no JSON object")
    try:
        data = json.loads(match.group(0))
    except (ValueError, RecursionError):
        return CheckVerdict(None, error="judge reply is not JSON")
    verdict = str(data.get("verdict", "")).lower() if isinstance(data, dict) else ""
    if verdict not in ("pass", "fail"):
        return CheckVerdict(None, error="judge verdict is neither pass nor fail")
    quote = data.get("quote", "") if isinstance(data, dict) else ""
    return CheckVerdict(verdict == "pass", str(quote)[:300])


Ask = Callable[[list[dict[str, Any]]], Awaitable[tuple[str, str]]]
"""Sends judge messages: (reply text, error)."""


async def settle(
    grade: Grade,
    checks: Sequence[Check],
    prompt: str,
    answer: str,
    ask: Ask,
    references: Mapping[str, str] | None = None,
) -> tuple[Grade, int]:
    """Ask one targeted question per undetermined check a judge can decide (routing,
    judgment, partial wording); (the grade with the judge's verdicts, failed questions).
    ``references``: the case's answer keys by name, shown with a requirement that names
    one (the model answering never saw them)."""
    by_id = {c.id: c for c in checks}
    results = []
    failures = 0
    for result in grade.results:
        check = by_id.get(result.id)
        if not (result.skipped and check is not None and judgeable(result.message)):
            results.append(result)
            continue
        requirement = check.text or "; ".join(check.facts) or check.label
        named = next(
            (
                (name, text)
                for name, text in (references or {}).items()
                if name in requirement or name.rsplit("/", 1)[-1] in requirement
            ),
            None,
        )
        question = check_messages(requirement, prompt, without_reasoning(answer).lstrip(), named)
        text, _ = await ask(question)
        verdict = parse_check_verdict(text)
        if verdict.passed is None:
            failures += 1
            results.append(result)
        else:
            results.append(judged(result, verdict.passed, verdict.quote, answer))
    return Grade.of(tuple(results)), failures
