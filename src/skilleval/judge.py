"""Optional LLM judge: goal completion and per-behaviour verdicts, through any provider.

The judge never replaces the deterministic checks. Its goal score joins Effectiveness, and
its behaviour verdicts are compared with the checks' (agreement is reported).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from skilleval.evalset import EvalCase

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
