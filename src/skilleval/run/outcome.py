"""What came of attempts: one attempt's grade (as in a run, on resume and in a regrade),
the kind of an endpoint failure, progress on the console, and what a run's attempts say
together (errors grouped, a discover arm that measured nothing, how the judge fared)."""

from __future__ import annotations

import re
import sys
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from skilleval.grading import Check, Grade, grade_answer
from skilleval.grading.model import undetermined
from skilleval.loading.evalcase import EvalCase
from skilleval.loading.textfile import printable
from skilleval.models.base import CONTEXT_OVERFLOW
from skilleval.run.arms import Arm
from skilleval.run.records import Attempt, CaseInfo, SkillInfo

_ERROR_KINDS = (
    ("context_overflow", CONTEXT_OVERFLOW),
    ("rate_limited", re.compile(r"HTTP 429|rate limit", re.I)),
    ("timeout", re.compile(r"timed out|deadline", re.I)),
    ("connection", re.compile(r"cannot connect|connection (?:failed|reset|refused)", re.I)),
    ("invalid_request", re.compile(r"HTTP 4\d\d", re.I)),
    ("server", re.compile(r"HTTP 5\d\d|server error|malformed response", re.I)),
)


def error_kind(message: str) -> str:
    """What kind of endpoint failure ``message`` reports (``provider`` when unknown)."""
    for kind, pattern in _ERROR_KINDS:
        if pattern.search(message):
            return kind
    return "provider"


def reference_conduct(grade: Grade, checks: Sequence[Check]) -> Grade:
    """The offline reference responder only quotes skills: on a negative case it declines
    rather than answering, which says nothing about the skill. Its "answers the request
    itself" verdicts are undetermined; whether it kept off the skill is still graded."""
    direct = {c.id for c in checks if c.conduct == "answers_directly"}
    why = "the offline reference responder does not answer requests outside its skills"
    return Grade.of(tuple(undetermined(r, why) if r.id in direct else r for r in grade.results))


def grade_attempt(answer: str, checks: Sequence[Check], provider: str, case: EvalCase) -> Grade:
    """The grade of one recorded answer, the same in a run, on resume and in a regrade."""
    grade = grade_answer(answer, checks)
    if provider == "extractive" and not case.targets_skill:
        grade = reference_conduct(grade, checks)
    return grade


def report_attempt(attempt: Attempt) -> None:
    """One attempt's verdict, its failing checks and the start of its answer (``-v``)."""
    where = f"{attempt.skill} / {attempt.case} / {attempt.arm} / {attempt.model}"
    if attempt.error:
        verdict = f"ERROR {attempt.error[:200]}"
    elif attempt.skipped:
        verdict = f"SKIPPED {attempt.note}"
    else:
        verdict = "PASS" if attempt.passed else "FAIL"
    lines = [f"{where}: {verdict}"]
    grade = attempt.grade
    for result in grade.failures() if grade else ():
        lines.append(f"    {result.id}: {result.message[:200]}")
    if attempt.answer:
        lines.append("    answer: " + " ".join(attempt.answer.split())[:300])
    sys.stderr.write(printable("\n".join(lines), newlines=True) + "\n")


class Progress:
    """Progress of a run on stderr: one updating line on a terminal (elapsed, rate, ETA,
    pass/fail/error counts, current skill); on a pipe or in CI, one plain line every
    ``LOG_EVERY_S`` seconds and at the end, so long runs show life in CI logs."""

    LOG_EVERY_S = 30.0

    def __init__(self, total: int, enabled: bool) -> None:
        self.total = total
        self.done = self.passed = self.failed = self.errors = 0
        self.enabled = enabled and total > 0
        self.tty = sys.stderr.isatty()
        self._started = self._last = time.monotonic()
        self.skill = ""

    def line(self) -> str:
        elapsed = time.monotonic() - self._started
        rate = self.done / elapsed if elapsed > 0 else 0.0
        eta = (self.total - self.done) / rate if rate > 0 else 0.0
        return (
            f"{self.done}/{self.total} attempts ({self.passed} pass, {self.failed} fail, "
            f"{self.errors} error) {elapsed:.0f}s elapsed, {rate:.1f}/s, ETA {eta:.0f}s"
            + (f" - {self.skill}" if self.skill else "")
        )

    def tick(self, attempt: Attempt) -> None:
        self.done += 1
        self.errors += attempt.error is not None
        self.passed += attempt.ok and attempt.passed
        self.failed += attempt.ok and not attempt.passed
        self.skill = attempt.skill
        if not self.enabled:
            return
        now = time.monotonic()
        finished = self.done == self.total
        if self.tty and (now - self._last > 0.1 or finished):
            self._last = now
            sys.stderr.write("\r  " + self.line() + ("\n" if finished else ""))
            sys.stderr.flush()
        elif not self.tty and (now - self._last >= self.LOG_EVERY_S or finished):
            self._last = now
            sys.stderr.write("progress: " + self.line() + "\n")
            sys.stderr.flush()


def keep_exchanges(attempt: Attempt, exchanges: list[dict[str, Any]]) -> None:
    """Store each request digest with its completion (what replay answers from); the last
    reply's text is the answer, stored once, as the attempt's answer."""
    if exchanges and exchanges[-1]["completion"]["text"]:
        exchanges[-1]["completion"] = exchanges[-1]["completion"] | {
            "text": "",
            "text_is_answer": True,
        }
    attempt.exchanges = exchanges


def run_notes(
    attempts: Iterable[Attempt],
    skills: Sequence[SkillInfo],
    models: Sequence[str],
    throttled: Sequence[str],
    tools_rejected: set[str],
    judge_failures: int,
) -> list[str]:
    """Notes on what a run could not measure: throttling, tools rejected or ignored, judge
    questions without a verdict."""
    notes = list(throttled)
    if tools_rejected:
        notes.append(
            "discover arm skipped for "
            + ", ".join(sorted(tools_rejected))
            + ": the model rejects tools"
        )
    by_skill_model: dict[tuple[str, str], list[Attempt]] = {}
    for attempt in attempts:
        by_skill_model.setdefault((attempt.skill, attempt.model), []).append(attempt)
    for skill in skills:
        for model in models:
            mine = by_skill_model.get((skill.name, model), [])
            if tool_results_dropped(mine):
                notes.append(
                    f"{model} / {skill.name}: the discover arm measured nothing (the endpoint "
                    "drops tool results: the prompt did not grow after a tool result); "
                    "discoverability is not scored"
                )
            elif tools_ignored(mine, skill.cases):
                notes.append(
                    f"{model} / {skill.name}: the discover arm measured nothing "
                    "(no tool call in any attempt: the endpoint may ignore tools); "
                    "discoverability is not scored"
                )
    if judge_failures:
        notes.append(
            f"judge: {judge_failures} targeted question(s) got no usable verdict; "
            "those checks stay undetermined"
        )
    return notes


def discover_measured_nothing(attempts: list[Attempt], cases: list[CaseInfo]) -> bool:
    """True when the discover arm says nothing about discoverability: the endpoint ignored
    the tools or dropped their results."""
    return tools_ignored(attempts, cases) or tool_results_dropped(attempts)


def tools_ignored(attempts: list[Attempt], cases: list[CaseInfo]) -> bool:
    """The discover arm answered positive cases without a single tool call (the server
    ignored the tools; some treat a missing tool_choice as "none")."""
    positive = {c.id for c in cases if c.routing == "positive"}
    done = [a for a in attempts if a.arm == Arm.DISCOVER and a.ok]
    return any(a.case in positive for a in done) and not any(
        a.tool_calls or a.loaded_skills for a in done
    )


DROPPED_SHARE = 0.25
"""A tool result adds at least this share of its estimated tokens to the next prompt when
the model sees it; less, every time, means the server's chat template drops it."""
MIN_TOOL_TOKENS = 200
"""Tool results smaller than this are not used as evidence (estimates are rough)."""


def tool_results_dropped(attempts: list[Attempt]) -> bool:
    """True when the endpoint drops the discover arm's tool results: after every sizeable
    tool result it reported, the next request's prompt did not grow by a fair share of it
    (a template that drops ``role: "tool"`` messages leaves the model looping on tool calls
    it never sees answered). Needs prompt tokens reported by the endpoint, not estimated."""
    seen = dropped = 0
    for attempt in attempts:
        if attempt.arm != Arm.DISCOVER:
            continue
        exchanges = attempt.exchanges
        for before, after in zip(exchanges, exchanges[1:], strict=False):
            sent = int(before.get("tool_tokens") or 0)
            first, then = before["completion"]["usage"], after["completion"]["usage"]
            if sent < MIN_TOOL_TOKENS or first.get("estimated") or then.get("estimated"):
                continue
            seen += 1
            grew = int(then.get("prompt_tokens") or 0) - int(first.get("prompt_tokens") or 0)
            dropped += grew < DROPPED_SHARE * sent
    return seen > 0 and dropped == seen


@dataclass(frozen=True)
class JudgeTally:
    """How the optional judge fared on a set of answers."""

    asked: int
    """Answers the judge was asked about."""
    measured: int
    """Answers with a usable goal score."""
    errors: tuple[tuple[int, str], ...] = ()
    """(count, reason) of the judge's failures, most frequent first."""

    @property
    def failed(self) -> int:
        return self.asked - self.measured


def judge_tally(attempts: list[Attempt]) -> JudgeTally:
    asked = measured = 0
    reasons: dict[str, int] = {}
    for attempt in attempts:
        verdict = attempt.judge
        if verdict is None:
            continue
        asked += 1
        if verdict.goal is not None:
            measured += 1
        else:
            why = verdict.error or "no goal score in the judge's reply"
            reasons[why] = reasons.get(why, 0) + 1
    errors = sorted(((n, why) for why, n in reasons.items()), key=lambda r: (-r[0], r[1]))
    return JudgeTally(asked, measured, tuple(errors))
