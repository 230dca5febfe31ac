"""report.html's per-case rows: each expands (``<details>``, no script) to the prompt and,
per agent and arm, every attempt's answer with the evidence of its checks highlighted,
the check verdicts, tool calls, error, tokens and latency."""

from __future__ import annotations

from collections.abc import Iterator
from html import escape

from skilleval.grading.model import CheckResult, Evidence, Grade, Status
from skilleval.report.details import arm_rate
from skilleval.report.text import clip
from skilleval.run.arms import Arm
from skilleval.run.records import Attempt, CaseInfo
from skilleval.scoring.scorecard import CaseRow

MAX_ANSWER_CHARS = 20_000
"""Answers longer than this are shown cut (with a note); results.json keeps them whole."""
MAX_ATTEMPTS_SHOWN = 5
"""Attempts shown per case, agent and arm (the rest are counted)."""


def case_rows(
    rows: list[CaseRow],
    cases: dict[str, CaseInfo],
    attempts: dict[tuple[str, str], list[Attempt]],
    anchor: str,
) -> Iterator[str]:
    """The per-case table, row by row: one expandable row per case and agent (ids
    ``ANCHOR-case-N``; a link to ``#ANCHOR-case-N-open`` opens it)."""
    yield (
        '<div class="cases"><div class="case-head"><span>Case</span><span>Routing</span>'
        "<span>Agent</span><span>Baseline</span><span>Skill</span><span>Discover</span>"
        "<span>Failing checks (skill arm)</span></div>"
    )
    for n, row in enumerate(rows):
        mine = attempts.get((row.case, row.model), [])
        state = "fail" if row.failing or any(row.errors.values()) else "pass"
        failing = "<br>".join(escape(clip(f, 200)) for f in row.failing[:5]) or "-"
        rates = "".join(f'<span class="num">{escape(arm_rate(row, arm))}</span>' for arm in Arm)
        yield (
            f'<details class="case {state}" id="{escape(anchor)}-case-{n}"><summary>'
            f"<span><code>{escape(row.case)}</code></span><span>{escape(row.routing)}</span>"
            f"<span>{escape(row.model)}</span>{rates}<span>{failing}</span></summary>"
            f'<div class="case-body" id="{escape(anchor)}-case-{n}-open">'
            f"{_case_body(cases.get(row.case), mine)}</div></details>"
        )
    yield "</div>"


def _case_body(case: CaseInfo | None, attempts: list[Attempt]) -> str:
    out = []
    if case is not None:
        expected = (
            f" · expected skill <code>{escape(case.expected_skill)}</code>"
            if case.expected_skill
            else ""
        )
        out.append(
            f'<h5>Prompt ({escape(case.routing)}{expected})</h5><pre class="prompt">'
            f"{escape(case.prompt)}</pre>"
        )
    for arm in Arm:
        done = [a for a in attempts if a.arm == arm]
        if not done:
            continue
        out.append(f'<h5 class="arm">{escape(arm.value)} arm</h5>')
        out.extend(_attempt(a) for a in done[:MAX_ATTEMPTS_SHOWN])
        if len(done) > MAX_ATTEMPTS_SHOWN:
            out.append(f"<p>{len(done) - MAX_ATTEMPTS_SHOWN} more attempt(s) in results.json</p>")
    return "".join(out)


def _attempt(attempt: Attempt) -> str:
    grade = attempt.grade
    if attempt.error:
        verdict, css = f"ERROR ({attempt.error_kind or 'error'})", "error"
    elif attempt.skipped:
        verdict, css = "SKIPPED", "undetermined"
    else:
        verdict, css = ("PASS", "pass") if attempt.passed else ("FAIL", "fail")
    facts = [
        f"{attempt.prompt_tokens} prompt + {attempt.completion_tokens} completion tokens"
        + (" (estimated)" if attempt.tokens_estimated else ""),
        f"{attempt.latency_s:.2f} s",
    ]
    if attempt.finish_reason:
        facts.append(f"finish {attempt.finish_reason}")
    if attempt.cached:
        facts.append("from cache")
    if attempt.retries:
        facts.append(f"{attempt.retries} retries")
    out = [
        f'<div class="attempt"><p><span class="badge {css}">{escape(verdict)}</span> '
        f"attempt {attempt.attempt} · {escape(' · '.join(facts))}</p>"
    ]
    if attempt.error:
        out.append(f'<pre class="error">{escape(clip(attempt.error, 2000))}</pre>')
    if attempt.note:
        out.append(f'<p class="note">{escape(clip(attempt.note, 500))}</p>')
    if attempt.tool_calls:
        calls = "".join(
            f"<li><code>{escape(call.get('name', ''))}</code> "
            f"{escape(clip(call.get('arguments', ''), 300))}</li>"
            for call in attempt.tool_calls[:20]
        )
        out.append(f'<h6>Tool calls ({len(attempt.tool_calls)})</h6><ol class="tools">{calls}</ol>')
    if attempt.answer or attempt.ok:
        out.append(f"<h6>Answer</h6>{highlighted(attempt.answer, grade)}")
    if grade is not None and grade.results:
        out.append(_checks(grade.results, opened=attempt.arm == Arm.SKILL))
    out.append("</div>")
    return "".join(out)


def _checks(results: tuple[CheckResult, ...], opened: bool) -> str:
    """The check verdicts, folded away except in the skill arm (the arm the checks test)."""
    rows = []
    for result in results:
        status = str(result.status)
        spans = "; ".join(
            escape(clip(e.text if e.found and e.text else f"missing: {e.label}", 120))
            for e in result.evidence[:4]
            if (e.found and e.text) or (not e.found and e.label.strip())
        )
        by = " (judge)" if result.by else ""
        rows.append(
            f'<tr class="{escape(status)}"><td><code>{escape(result.id)}</code></td>'
            f"<td>{escape(result.kind)}</td><td>{escape(status)}{by}</td>"
            f"<td>{escape(clip(result.message, 400))}</td><td>{spans or '-'}</td></tr>"
        )
    tally = {s: sum(1 for r in results if r.status == s) for s in Status}
    counts = ", ".join(f"{n} {status}" for status, n in tally.items() if n)
    return (
        f"<details{' open' if opened else ''}><summary>Checks ({counts})</summary>"
        '<table class="checks"><tr><th>Check</th><th>Kind</th><th>Verdict</th><th>Why</th>'
        "<th>Evidence</th></tr>" + "".join(rows) + "</table></details>"
    )


def highlighted(answer: str, grade: Grade | None) -> str:
    """The answer as ``<pre>``, each evidence span marked with the checks that found it."""
    shown = answer[:MAX_ANSWER_CHARS]
    spans = _spans(shown, grade)
    out, at = [], 0
    for start, end, ids in spans:
        out.append(escape(shown[at:start]))
        out.append(f'<mark title="{escape(", ".join(ids))}">{escape(shown[start:end])}</mark>')
        at = end
    out.append(escape(shown[at:]))
    cut = (
        f'<p class="note">Answer cut at {MAX_ANSWER_CHARS:,} of {len(answer):,} characters.</p>'
        if len(answer) > MAX_ANSWER_CHARS
        else ""
    )
    return f'<pre class="answer">{"".join(out) or "(empty answer)"}</pre>{cut}'


def _spans(answer: str, grade: Grade | None) -> list[tuple[int, int, list[str]]]:
    """Evidence spans of decided checks in ``answer``, merged where they overlap."""
    found: list[tuple[int, int, str]] = []
    for result in grade.results if grade else ():
        if result.skipped:
            continue
        for evidence in result.evidence:
            where = _locate(answer, evidence)
            if where is not None:
                found.append((*where, result.id))
    merged: list[tuple[int, int, list[str]]] = []
    for start, end, check in sorted(found):
        if merged and start < merged[-1][1]:
            last = merged[-1]
            merged[-1] = (last[0], max(last[1], end), [*last[2], check])
        else:
            merged.append((start, end, [check]))
    return merged


def _locate(answer: str, evidence: Evidence) -> tuple[int, int] | None:
    """Where the evidence lies in the stored answer: its offsets when they still hold (a
    masked secret can shift them), else the first occurrence of its text."""
    if not evidence.found or evidence.start is None or evidence.end is None:
        return None
    start, end = evidence.start, evidence.end
    text = evidence.text.strip()
    if 0 <= start < end <= len(answer) and (
        not text or answer[start:end].strip().startswith(text[:40])
    ):
        return start, end
    if text and (at := answer.find(text)) >= 0:
        return at, at + len(text)
    return None


def attempts_by_case(attempts: list[Attempt]) -> dict[tuple[str, str], list[Attempt]]:
    """A skill's attempts grouped by (case, model label), in run order."""
    out: dict[tuple[str, str], list[Attempt]] = {}
    for attempt in attempts:
        out.setdefault((attempt.case, attempt.model), []).append(attempt)
    return out
