"""A matrix of runs: per skill, one row per run x agent with uplift per dimension."""

from __future__ import annotations

from typing import Any

from skilleval.report.text import agent_label, cell_text
from skilleval.run.arms import Arm
from skilleval.run.records import RunResult
from skilleval.scoring.dimensions import DIMENSIONS
from skilleval.scoring.scorecard import Scorecard

Loaded = tuple[str, RunResult, Scorecard]


def _differing_cases(loaded: list[Loaded], skill: str) -> list[tuple[str, list[str]]]:
    rates: dict[str, dict[str, str]] = {}
    for path, _, scorecard in loaded:
        card = next((s for s in scorecard.skills if s.skill == skill), None)
        for row in card.cases if card else []:
            value = row.pass_rate.get(Arm.SKILL)
            shown = "-" if value is None else f"{value:.0%}"
            rates.setdefault(row.case, {})[f"{path} {row.model}"] = shown
    return [
        (case, [f"{k}: {v}" for k, v in by_run.items()])
        for case, by_run in sorted(rates.items())
        if len(set(by_run.values())) > 1
    ]


def render_compare(loaded: list[Loaded]) -> str:
    lines: list[str] = ["# skilleval comparison", ""]
    skills = sorted({s.skill for _, _, sc in loaded for s in sc.skills})
    for skill in skills:
        lines += [
            f"## {skill}",
            "",
            "| Run | Date | Skill digest | Agent | " + " | ".join(DIMENSIONS) + " |",
            "|---|---|---|---|" + "---|" * len(DIMENSIONS),
        ]
        for path, run, scorecard in loaded:
            card = next((s for s in scorecard.skills if s.skill == skill), None)
            info = next((s for s in run.skills if s.name == skill), None)
            if card is None or info is None:
                continue
            for model in card.models:
                cells = " | ".join(cell_text(model.dimensions[d]) for d in DIMENSIONS)
                lines.append(
                    f"| `{path}` | {run.meta.started[:10]} | `{info.digest[:12]}` | "
                    f"{agent_label(model)} | {cells} |"
                )
        differing = _differing_cases(loaded, skill)
        lines += [
            "",
            "Cases whose skill-arm pass rate differs:"
            if differing
            else "No case differs across these runs.",
            "",
        ]
        for case, values in differing:
            lines.append(f"- `{case}`: " + "; ".join(values))
        lines.append("")
    return "\n".join(lines)


def compare_document(loaded: list[Loaded]) -> dict[str, Any]:
    runs = []
    for path, run, scorecard in loaded:
        for card in scorecard.skills:
            for model in card.models:
                runs.append(
                    {
                        "results": path,
                        "date": run.meta.started,
                        "skill": card.skill,
                        "skill_digest": next(
                            (s.digest for s in run.skills if s.name == card.skill), ""
                        ),
                        "model": model.label,
                        "dimensions": {
                            d: {
                                "baseline": c.baseline,
                                "skill": c.skill,
                                "uplift": c.uplift,
                                "verdict": c.verdict,
                            }
                            for d, c in model.dimensions.items()
                        },
                    }
                )
    skills = sorted({s.skill for _, _, sc in loaded for s in sc.skills})
    differing = {skill: dict(_differing_cases(loaded, skill)) for skill in skills}
    return {"runs": runs, "differing_cases": differing}
