"""BENCHMARK.md in the newer public card layout, then skilleval's additions.

Same headings, bullet forms and cell forms (``65% → 97% (+33 points)``, ``±0 points``) as
the catalog tooling parses. Reads results and the scorecard; recomputes nothing. Each
section is one function of (what it shows); :func:`render_skill` lays them out.
"""

from __future__ import annotations

from skilleval.report.details import additions, judge_line
from skilleval.report.text import (
    VERDICT_ICON,
    agent_label,
    cell_text,
    clip,
    error_groups,
    md_code,
    md_text,
    skill_folders,
    skill_slug,
)
from skilleval.run.outcome import JudgeTally, judge_tally
from skilleval.run.records import Attempt, RunResult, SkillInfo
from skilleval.scoring.dimensions import DIMENSIONS
from skilleval.scoring.scorecard import Scorecard, SkillCard


def render_skill(run: RunResult, scorecard: Scorecard, skill: SkillInfo) -> str:
    card: SkillCard = scorecard.skill(skill.name)
    mine = [a for a in run.attempts if a.skill == skill.name]
    judged = judge_tally(mine) if run.meta.judge else None
    graded = [f for f in skill.findings if f["severity"] != "INFO"]
    lines = [
        *_verdict(card, skill),
        *_metadata(run, card, skill, judged),
        *_glance(card),
        *_tiers(card, skill, graded),
        *_errors(run, mine),
        *_findings(run, graded),
        *_methodology(scorecard, judged),
        *additions(run, card, skill, mine),
        "## Freshness",
        "",
        "Regenerate this benchmark when the skill, evaluation dataset, target agent/model, "
        "evaluator version, environment, or scoring policy changes.",
        "",
    ]
    return "\n".join(lines)


def _verdict(card: SkillCard, skill: SkillInfo) -> list[str]:
    icon = VERDICT_ICON.get(card.verdict, "⚪")
    lines = [
        f"# Skill Benchmark: {md_text(skill.name)}",
        "",
        f"> {icon} **Overall verdict: {card.verdict} — {card.verdict_reason}**",
    ]
    if any(m.reference for m in card.models):
        lines += [
            ">",
            "> The `extractive` agent is skilleval's offline reference responder: it quotes the "
            "skill and abstains without it. It shows what the skill's text earns, not how a "
            "model performs.",
        ]
    return [*lines, ""]


def _metadata(
    run: RunResult, card: SkillCard, skill: SkillInfo, judged: JudgeTally | None
) -> list[str]:
    agents = ", ".join(
        f"{'Extractive reference responder' if m.reference else m.label} (`{info.model}`)"
        for m in card.models
        for info in run.models
        if info.label == m.label
    )
    tasks = (
        f"{len(skill.cases)} evaluation tasks ({card.positives} positive, {card.negatives} "
        f"negative" + (f", {card.unlabeled} unlabeled" if card.unlabeled else "") + ")"
    )
    lines = [
        "## Evaluation Metadata",
        "",
        f"- Skill: {md_code(skill.name)}",
        f"- Evaluation date: {run.meta.started[:10]}",
        f"- Evaluator version: `{run.meta.version}`",
        f"- Agents: {agents or 'none'}",
        f"- Tasks: {tasks}",
    ]
    if skill.dataset_digest:
        lines.append(f"- Dataset digest: `sha256:{skill.dataset_digest}` (skilleval eval files)")
    lines.append(f"- Attempts per task: {run.meta.attempts}")
    if judged is not None:
        lines.append(f"- Judge: {md_code(run.meta.judge or '')} ({md_text(judge_line(judged))})")
    return [*lines, "- Environment: `local`", ""]


def _glance(card: SkillCard) -> list[str]:
    lines = [
        "## Results at a Glance",
        "",
        "| Measure | "
        + " | ".join(f"{agent_label(m)} (Baseline → Skill Uplift)" for m in card.models)
        + " |",
        "|---|" + "---:|" * len(card.models),
    ]
    for dimension in DIMENSIONS:
        lines.append(
            f"| {dimension} | "
            + " | ".join(cell_text(m.dimensions[dimension]) for m in card.models)
            + " |"
        )
    return [
        *lines,
        "",
        "**How to read this table:** baseline is the same task attempted without the target "
        "skill. Uplift is `skill score - baseline score`, shown in percentage points. "
        "Discoverability compares the baseline with the discover arm (the model chooses "
        "whether to load the skill); the other rows compare it with the skill arm (the skill "
        "in context).",
        "",
    ]


def _tiers(card: SkillCard, skill: SkillInfo, graded: list[dict[str, object]]) -> list[str]:
    return [
        "## Tier Status",
        "",
        "| Tier | Purpose | Status | Evidence |",
        "|---|---|---|---|",
        f"| Tier 1 | Static validation | **{card.tier1}** | skilleval lint; "
        f"{len(graded)} finding(s) |",
        f"| Tier 3 | Live agent evaluation | **{card.verdict}** | {len(card.models)} agent(s); "
        f"{len(skill.cases)} task(s) |",
        "",
    ]


def _errors(run: RunResult, mine: list[Attempt]) -> list[str]:
    lines: list[str] = []
    groups = error_groups(mine)
    if groups:
        lines += ["## Errors", "", "| Attempts | Agent | What happened |", "|---:|---|---|"]
        for count, model, message in groups[:20]:
            lines.append(f"| {count} | {md_text(model)} | {md_text(clip(message, 300))} |")
        lines.append("")
    if run.meta.errors:
        lines += [
            f"**{len(run.meta.errors)} case(s) could not be graded** (not run, not scored):",
            "",
        ]
        lines += [f"- {md_text(error)}" for error in run.meta.errors]
        lines.append("")
    return lines


def _findings(run: RunResult, graded: list[dict[str, object]]) -> list[str]:
    lines = [
        "## Findings and Observations",
        "",
        "<details>",
        "<summary>Show detailed findings and successful checks</summary>",
        "",
    ]
    for finding in graded:
        where = f"{finding['path']}" + (f":{finding['line']}" if finding.get("line") else "")
        lines.append(
            f"- **{finding['severity']}** {finding['code']}: {md_text(str(finding['message']))} "
            f"({md_code(where)})"
        )
    if not graded:
        lines.append("- No static findings.")
    lines += [f"- Note: {md_text(note)}" for note in run.meta.notes]
    return [*lines, "", "</details>", ""]


def _methodology(scorecard: Scorecard, judged: JudgeTally | None) -> list[str]:
    effectiveness = (
        " (50%) + judge goal score (50%) where the judge gave one |"
        if judged is not None and judged.measured
        else " (100%) |"
    )
    return [
        "## Scoring Methodology",
        "",
        "<details>",
        "<summary>Show dimension definitions, source signals, and thresholds</summary>",
        "",
        "| Dimension | Question | Scored signals |",
        "|---|---|---|",
        "| Security | Is it safe to use? | no leaked secrets or destructive commands in the "
        "answer (100%) |",
        "| Correctness | Is the answer correct? | checklist `fields`, `order`, `callout`, "
        "`ground_truth` and `assertions` check scores (100%) |",
        "| Discoverability | Was the right skill loaded when needed? | discover arm: expected "
        "skill loaded on positive cases, not loaded on negative ones; acceptable alternates "
        "earn 50% (100%) |",
        "| Effectiveness | Did the skill help complete the task? | expected `behavior` "
        "coverage" + effectiveness,
        "| Efficiency | Did it avoid wasted tool or skill usage? | discover arm: no decoy, "
        "needless skill loads or excess file reads (100%); the tool-less baseline has none "
        "to measure |",
        "",
        "- Dimension bands: PASS at 50% or above; NEUTRAL from 40% to below 50%; FAIL below 40%.",
        "- Overall verdict: PASS only when every measured dimension passes for at least one "
        "agent (the reference responder counts only when it is the only agent).",
        f"- The {round(scorecard.case_pass_rate * 100)}% attempt pass threshold is a separate "
        "per-task gate; it is not the dimension pass threshold.",
        "- Uplift intervals: 95% paired bootstrap over cases (baseline and skill paired per "
        "case, 2,000 resamples); pass-rate intervals: Wilson 95%. An interval that contains 0 "
        "is reported as inconclusive.",
        "- Errors (endpoint failures after retries) are counted separately and never scored.",
        "- Token use is a separate report-only signal (see Tokens); it does not change a "
        "dimension score or the verdict.",
        "",
        "</details>",
        "",
    ]


def render_index(run: RunResult, scorecard: Scorecard) -> str:
    """Top-level BENCHMARK.md when a run covers several skills: one row per skill."""
    lines = [
        "# Skill Benchmarks",
        "",
        "| Skill | Verdict | Why | Report |",
        "|---|---|---|---|",
    ]
    folders = skill_folders([s.name for s in run.skills])
    order = {"FAIL": 0, "NOT RUN": 1, "PASS": 2}
    for card in sorted(scorecard.skills, key=lambda c: (order.get(c.verdict, 1), c.skill)):
        folder = folders.get(card.skill, skill_slug(card.skill))
        lines.append(
            f"| {md_code(card.skill)} | "
            f"{VERDICT_ICON.get(card.verdict, '')} {card.verdict} | "
            f"{md_text(card.verdict_reason)} | "
            f"[BENCHMARK.md](skills/{folder}/BENCHMARK.md) |"
        )
    lines.append("")
    return "\n".join(lines)
