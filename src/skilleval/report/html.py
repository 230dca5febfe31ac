"""report.html: one self-contained page (no network, no script) to read a run: an index
for multi-skill runs, then per skill the verdict, gate, errors, a chart, the dimension and
statistics tables, and per-case rows that expand to the prompt, each arm's answers with
highlighted evidence, check verdicts, tool calls, errors and tokens."""

from __future__ import annotations

from collections.abc import Iterator
from html import escape
from typing import Protocol

from skilleval.report.details import judge_line, undetermined_line
from skilleval.report.html_cases import attempts_by_case, case_rows
from skilleval.report.text import agent_label, cell_text, clip, error_groups, pct, points
from skilleval.run.outcome import judge_tally
from skilleval.run.records import Attempt, RunResult
from skilleval.scoring.dimensions import DIMENSIONS
from skilleval.scoring.scorecard import ModelCard, Scorecard, SkillCard


class GateOutcome(Protocol):
    """What the page shows of a gate (``skilleval.GateResult`` is one)."""

    passed: bool
    failures: list[str]


STYLE = """
body{font:14px/1.45 system-ui,sans-serif;margin:2rem auto;max-width:1200px;color:#222;
padding:0 1rem}
h1{font-size:1.6rem}h2{font-size:1.25rem;margin-top:2.5rem;border-top:2px solid #ddd;
padding-top:1rem}
h5{margin:.8rem 0 .3rem;font-size:.95rem}h6{margin:.6rem 0 .2rem;font-size:.85rem}
table{border-collapse:collapse;margin:.5rem 0;width:100%}
th,td{border:1px solid #ddd;padding:4px 8px;text-align:left;vertical-align:top;
overflow-wrap:anywhere}
table.checks td:nth-child(-n+3){white-space:nowrap;overflow-wrap:normal}
th{background:#f4f4f4}td.num,.num{text-align:right}
.verdict{padding:.6rem 1rem;border-radius:6px;background:#eef6ee;display:inline-block}
.verdict.FAIL,.gate.fail{background:#fbeaea}.verdict.NEUTRAL{background:#fff6e0}
.gate{padding:.4rem 1rem;border-radius:6px;background:#eef6ee}
.legend span{margin-right:1rem}
.swatch{display:inline-block;width:12px;height:12px;margin-right:4px;vertical-align:middle}
.cases{border:1px solid #ddd}
.case-head,.case>summary{display:grid;grid-template-columns:2fr 1fr 1.3fr .8fr .8fr .8fr 3fr;
gap:8px;padding:4px 8px}
.case-head{background:#f4f4f4;font-weight:600}
.case{border-top:1px solid #ddd}.case>summary{cursor:pointer}
.case.fail>summary{background:#fdf3f3}.case[open]>summary{background:#eef2f8}
.case-body{padding:.5rem 1rem 1rem}
pre{white-space:pre-wrap;word-break:break-word;background:#f8f8f8;padding:.6rem;
border-radius:4px;max-height:32rem;overflow:auto}
pre.error{background:#fbeaea}
mark{background:#fff1a8;border-bottom:2px solid #e0b400}
.attempt{border-left:3px solid #ccc;padding-left:.8rem;margin:.6rem 0}
.badge{font-weight:700;padding:1px 6px;border-radius:4px;background:#eee}
.badge.pass{background:#dff0df}.badge.fail{background:#f7d9d9}.badge.error{background:#f3c6a8}
tr.pass td:nth-child(3){color:#2f7d32}tr.fail td:nth-child(3){color:#b3261e}
tr.undetermined td:nth-child(3){color:#8a6d00}
.note{color:#555;font-style:italic}
"""
BASE_COLOUR = "#9aa5b1"
SKILL_COLOUR = "#2f7d32"


def chart(model: ModelCard) -> str:
    """Grouped bars (baseline vs skill) per dimension, as inline SVG with a 0-100% axis and
    each bar's value written above it."""
    bar, gap, height, left, top = 22, 46, 180, 44, 16
    width = left + len(DIMENSIONS) * (2 * bar + gap) + 10
    svg = [
        f'<svg role="img" aria-label="Baseline vs skill for {escape(model.label)}" '
        f'width="{width}" height="{height + top + 34}" xmlns="http://www.w3.org/2000/svg">'
    ]
    for tick in (0, 25, 50, 75, 100):
        y = top + height - tick * height // 100
        svg.append(
            f'<line x1="{left - 4}" x2="{width}" y1="{y}" y2="{y}" stroke="#e4e4e4"/>'
            f'<text x="{left - 8}" y="{y + 4}" font-size="10" text-anchor="end">{tick}%</text>'
        )
    for i, dimension in enumerate(DIMENSIONS):
        cell = model.dimensions[dimension]
        x = left + 8 + i * (2 * bar + gap)
        for j, (value, colour, arm) in enumerate(
            ((cell.baseline, BASE_COLOUR, "baseline"), (cell.skill, SKILL_COLOUR, "skill"))
        ):
            h = round((value or 0.0) * height)
            bx = x + j * (bar + 2)
            svg.append(
                f'<rect x="{bx}" y="{top + height - h}" width="{bar}" height="{h}" '
                f'fill="{colour}"><title>{escape(dimension)} ({arm}): {pct(value)}</title></rect>'
                f'<text x="{bx + bar // 2}" y="{top + height - h - 3}" font-size="9" '
                f'text-anchor="middle">{pct(value)}</text>'
            )
        svg.append(
            f'<text x="{x + bar}" y="{top + height + 16}" font-size="11" '
            f'text-anchor="middle">{escape(dimension)}</text>'
        )
    svg.append("</svg>")
    return "".join(svg)


def render_html(run: RunResult, scorecard: Scorecard, gate: GateOutcome | None = None) -> str:
    return "".join(html_chunks(run, scorecard, gate))


def html_chunks(
    run: RunResult, scorecard: Scorecard, gate: GateOutcome | None = None
) -> Iterator[str]:
    """report.html in pieces, in order (a large run's report is written as it is made,
    never held whole)."""
    out = [
        '<!doctype html><html lang="en"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        "<title>skilleval report</title>",
        f"<style>{STYLE}</style></head><body>",
        "<h1>skilleval report</h1>",
        f"<p>Evaluator {escape(run.meta.version)} · run {escape(run.meta.started)} · "
        f"arms {escape(', '.join(run.meta.arms))} · attempts per task {run.meta.attempts} · "
        f"{len(run.attempts)} attempt(s)</p>",
    ]
    if gate is not None:
        out.append(_gate(gate))
    if len(scorecard.skills) > 1:
        out.append(_index(scorecard))
    yield "\n".join(out)
    by_skill: dict[str, list[Attempt]] = {}
    for attempt in run.attempts:
        by_skill.setdefault(attempt.skill, []).append(attempt)
    for n, card in enumerate(scorecard.skills):
        yield "\n"
        yield from _skill(run, card, by_skill.get(card.skill, []), n)
    if run.meta.notes:
        notes = "".join(f"<li>{escape(note)}</li>" for note in run.meta.notes)
        yield f"\n<h2>Notes</h2><ul>{notes}</ul>"
    yield "\n</body></html>"


def _gate(gate: GateOutcome) -> str:
    if gate.passed:
        return '<p class="gate"><b>Gate: PASS</b></p>'
    failures = "".join(f"<li>{escape(f)}</li>" for f in gate.failures)
    return f'<div class="gate fail"><b>Gate: FAIL</b><ul>{failures}</ul></div>'


def _index(scorecard: Scorecard) -> str:
    order = {"FAIL": 0, "NOT RUN": 1, "PASS": 2}
    numbered = sorted(
        enumerate(scorecard.skills), key=lambda nc: (order.get(nc[1].verdict, 1), nc[1].skill)
    )
    rows = "".join(
        f'<tr><td><a href="#skill-{n}">{escape(card.skill)}</a></td>'
        f"<td>{escape(card.verdict)}</td><td>{escape(card.verdict_reason)}</td></tr>"
        for n, card in numbered
    )
    return (
        f"<h2>Skills ({len(scorecard.skills)})</h2><table><tr><th>Skill</th><th>Verdict</th>"
        f"<th>Why</th></tr>{rows}</table>"
    )


def _skill(run: RunResult, card: SkillCard, mine: list[Attempt], n: int) -> Iterator[str]:
    out = [
        f'<h2 id="skill-{n}">{escape(card.skill)}</h2>',
        f'<p class="verdict {escape(card.verdict)}"><b>{escape(card.verdict)}</b> — '
        f"{escape(card.verdict_reason)}</p>",
    ]
    if run.meta.judge:
        out.append(
            f"<p>Judge <code>{escape(run.meta.judge)}</code>: "
            f"{escape(judge_line(judge_tally(mine)))}</p>"
        )
    out.append(_errors(mine))
    out.append(
        '<p class="legend"><span><i class="swatch" style="background:'
        f'{BASE_COLOUR}"></i>baseline</span><span><i class="swatch" style='
        f'"background:{SKILL_COLOUR}"></i>with skill</span></p>'
    )
    for model in card.models:
        out.append(f"<h3>{escape(agent_label(model))}</h3>{chart(model)}")
    out.append(_dimensions(card))
    out.append(_statistics(card))
    out.append(f"<p>{escape(undetermined_line(mine))}</p>")
    skill = next((s for s in run.skills if s.name == card.skill), None)
    cases = {c.id: c for c in skill.cases} if skill else {}
    out.append(
        "<h3>Per-case results</h3><p>Click a case to see the prompt, every answer "
        "with the evidence of its checks highlighted, and each check's verdict.</p>"
    )
    yield "\n".join(o for o in out if o)
    yield "\n"
    yield from case_rows(card.cases, cases, attempts_by_case(mine), f"skill-{n}")


def _errors(mine: list[Attempt]) -> str:
    groups = error_groups(mine)
    if not groups:
        return ""
    rows = "".join(
        f'<tr><td class="num">{count}</td><td>{escape(model)}</td>'
        f"<td>{escape(clip(message, 300))}</td></tr>"
        for count, model, message in groups[:20]
    )
    return (
        '<h3>Errors</h3><table class="errors"><tr><th>Attempts</th><th>Agent</th>'
        f"<th>What happened</th></tr>{rows}</table>"
    )


def _dimensions(card: SkillCard) -> str:
    head = "".join(
        f"<th>{escape(agent_label(m))} (Baseline → Skill Uplift)</th>" for m in card.models
    )
    rows = "".join(
        f"<tr><td>{dimension}</td>"
        + "".join(
            f'<td class="num">{escape(cell_text(m.dimensions[dimension]))}</td>'
            for m in card.models
        )
        + "</tr>"
        for dimension in DIMENSIONS
    )
    return f"<table><tr><th>Measure</th>{head}</tr>{rows}</table>"


def _statistics(card: SkillCard) -> str:
    rows = []
    for model in card.models:
        for arm, rate in model.pass_rates.items():
            rows.append(
                f"<tr><td>{escape(agent_label(model))}</td><td>{escape(arm)}</td>"
                f'<td class="num">{pct(rate["rate"])} (n={rate["n"]})</td>'
                f"<td>{pct(rate['low'])} to {pct(rate['high'])}</td>"
                f'<td class="num">{model.cases_passing.get(arm, 0)}</td>'
                f'<td class="num">{model.errors.get(arm, 0)}</td>'
                f'<td class="num">{_tokens(model, arm)}</td></tr>'
            )
    uplifts = [
        f"<li>{escape(agent_label(m))} · {d}: {points(c.uplift)} "
        f"({points(c.low or 0.0)} to {points(c.high or 0.0)}, n={c.n}) — {escape(c.verdict)}</li>"
        for m in card.models
        for d, c in m.dimensions.items()
        if c.uplift is not None
    ]
    return (
        "<h3>Statistics</h3><table><tr><th>Agent</th><th>Arm</th><th>Attempt pass rate</th>"
        "<th>95% Wilson interval</th><th>Cases passing</th><th>Errors</th>"
        "<th>Tokens (prompt / completion, mean)</th></tr>"
        + "".join(rows)
        + "</table>"
        + (
            f"<p>Paired uplift, 95% bootstrap interval:</p><ul>{''.join(uplifts)}</ul>"
            if uplifts
            else ""
        )
    )


def _tokens(model: ModelCard, arm: str) -> str:
    tokens = model.tokens.get(arm)
    if not tokens:
        return "-"
    return f"{tokens['prompt']:.0f} / {tokens['completion']:.0f}"
