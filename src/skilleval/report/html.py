"""report.html: one self-contained page (no network, no script) with a chart and tables."""

from __future__ import annotations

from html import escape

from skilleval.report.markdown import agent_label, cell_text, pct
from skilleval.run.arms import Arm
from skilleval.run.records import RunResult, error_groups
from skilleval.scoring.scorecard import DIMENSIONS, ModelCard, Scorecard

STYLE = """
body{font:14px/1.45 system-ui,sans-serif;margin:2rem auto;max-width:1100px;color:#222}
h1{font-size:1.6rem}h2{font-size:1.2rem;margin-top:2rem}
table{border-collapse:collapse;margin:.5rem 0;width:100%}
th,td{border:1px solid #ddd;padding:4px 8px;text-align:left;vertical-align:top}
th{background:#f4f4f4}td.num{text-align:right}
.verdict{padding:.6rem 1rem;border-radius:6px;background:#eef6ee;display:inline-block}
.verdict.FAIL{background:#fbeaea}.legend span{margin-right:1rem}
.swatch{display:inline-block;width:12px;height:12px;margin-right:4px;vertical-align:middle}
"""
BASE_COLOUR = "#9aa5b1"
SKILL_COLOUR = "#2f7d32"


def chart(model: ModelCard) -> str:
    """Grouped bars (baseline vs skill) per dimension, as inline SVG."""
    width, bar, gap, height = 720, 18, 34, 180
    rows = [d for d in DIMENSIONS]
    svg = [
        f'<svg role="img" aria-label="Baseline vs skill for {escape(model.label)}" '
        f'width="{width}" height="{height + 40}" xmlns="http://www.w3.org/2000/svg">'
    ]
    for i, dimension in enumerate(rows):
        cell = model.dimensions[dimension]
        x = 20 + i * (2 * bar + gap + 40)
        for j, (value, colour) in enumerate(
            ((cell.baseline, BASE_COLOUR), (cell.skill, SKILL_COLOUR))
        ):
            h = int((value or 0.0) * height)
            svg.append(
                f'<rect x="{x + j * (bar + 2)}" y="{height - h + 10}" width="{bar}" '
                f'height="{h}" fill="{colour}"><title>{escape(dimension)}: '
                f"{pct(value)}</title></rect>"
            )
        svg.append(f'<text x="{x}" y="{height + 28}" font-size="11">{escape(dimension)}</text>')
    svg.append("</svg>")
    return "".join(svg)


def render_html(run: RunResult, scorecard: Scorecard) -> str:
    out = [
        '<!doctype html><html lang="en"><head><meta charset="utf-8">',
        "<title>skilleval report</title>",
        f"<style>{STYLE}</style></head><body>",
        "<h1>skilleval report</h1>",
        f"<p>Evaluator {escape(run.meta.version)} · run {escape(run.meta.started)} · "
        f"arms {escape(', '.join(run.meta.arms))} · attempts per task {run.meta.attempts}</p>",
    ]
    for card in scorecard.skills:
        out.append(f"<h2>{escape(card.skill)}</h2>")
        out.append(
            f'<p class="verdict {escape(card.verdict)}"><b>{escape(card.verdict)}</b> — '
            f"{escape(card.verdict_reason)}</p>"
        )
        out.append(
            '<p class="legend"><span><i class="swatch" style="background:'
            f'{BASE_COLOUR}"></i>baseline</span><span><i class="swatch" style='
            f'"background:{SKILL_COLOUR}"></i>with skill</span></p>'
        )
        groups = error_groups(run.attempts, card.skill)
        if groups:
            out.append(
                '<h3>Errors</h3><table class="errors"><tr><th>Attempts</th><th>Agent</th>'
                "<th>What happened</th></tr>"
            )
            for count, model_label, message in groups[:20]:
                out.append(
                    f'<tr><td class="num">{count}</td><td>{escape(model_label)}</td>'
                    f"<td>{escape(message[:300])}</td></tr>"
                )
            out.append("</table>")
        for model in card.models:
            out.append(f"<h3>{escape(agent_label(model))}</h3>{chart(model)}")
        out.append(
            "<table><tr><th>Measure</th>"
            + "".join(
                f"<th>{escape(agent_label(m))} (Baseline → Skill Uplift)</th>" for m in card.models
            )
            + "</tr>"
        )
        for dimension in DIMENSIONS:
            out.append(
                f"<tr><td>{dimension}</td>"
                + "".join(
                    f'<td class="num">{escape(cell_text(m.dimensions[dimension]))}</td>'
                    for m in card.models
                )
                + "</tr>"
            )
        out.append(
            "</table><h3>Per-case results</h3><table><tr><th>Case</th><th>Routing</th>"
            "<th>Agent</th><th>Baseline</th><th>Skill</th><th>Discover</th>"
            "<th>Failing checks (skill arm)</th></tr>"
        )
        for row in card.cases:
            cells = "".join(
                f'<td class="num">{pct(row.pass_rate[arm]) if arm in row.pass_rate else "-"}</td>'
                for arm in Arm
            )
            failing = "<br>".join(escape(f) for f in row.failing) or "-"
            out.append(
                f"<tr><td><code>{escape(row.case)}</code></td><td>{row.routing}</td>"
                f"<td>{escape(row.model)}</td>{cells}<td>{failing}</td></tr>"
            )
        out.append("</table>")
    out.append("</body></html>")
    return "\n".join(out)
