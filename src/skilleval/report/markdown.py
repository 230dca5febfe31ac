"""BENCHMARK.md in the newer public card layout, then skilleval's additions.

Same headings, bullet forms and cell forms (``65% → 97% (+33 points)``, ``±0 points``) as
the catalog tooling parses. Reads results and the scorecard; recomputes nothing.
"""

from __future__ import annotations

import re

from skilleval.run.arms import Arm
from skilleval.run.records import Attempt, RunResult, SkillInfo, error_groups
from skilleval.scoring.scorecard import (
    DIMENSIONS,
    CaseRow,
    Cell,
    ModelCard,
    Scorecard,
    SkillCard,
)

VERDICT_ICON = {"PASS": "✅", "FAIL": "❌", "NEUTRAL": "⚠️", "NOT RUN": "⚪"}


def pct(value: float | None) -> str:
    return "n/a" if value is None else f"{round(value * 100)}%"


def points(value: float) -> str:
    rounded = round(value * 100)
    return "±0 points" if rounded == 0 else f"{rounded:+d} points"


def cell_text(cell: Cell) -> str:
    if cell.baseline is None and cell.skill is None:
        return "n/a"
    if cell.baseline is None or cell.skill is None or cell.uplift is None:
        return f"{pct(cell.baseline)} → {pct(cell.skill)}"
    return f"{pct(cell.baseline)} → {pct(cell.skill)} ({points(cell.uplift)})"


def agent_label(card: ModelCard) -> str:
    return f"{card.label} (reference responder)" if card.reference else card.label


_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def _escape(text: str) -> str:
    """A user-controlled string made safe for one Markdown line or table cell: no pipes that
    split cells, no line breaks that start rows, no control or bidi characters."""
    return _CONTROL.sub("", str(text)).replace("|", "\\|").replace("\r", " ").replace("\n", " ")


def _code(text: str) -> str:
    """``text`` as inline code in a table cell (backticks inside removed)."""
    return f"`{_escape(text).replace('`', '')}`"


def skill_slug(name: str) -> str:
    """A file-system-safe folder name for a skill: never a path, never hidden, never empty."""
    slug = re.sub(r"[^a-z0-9._-]+", "-", name.lower()).strip(".-_")[:64]
    return slug or "skill"


def skill_folders(names: list[str]) -> dict[str, str]:
    """Each skill's report folder under ``skills/``: its slug, numbered when two collide."""
    out: dict[str, str] = {}
    taken: set[str] = set()
    for name in names:
        slug = skill_slug(name)
        candidate, n = slug, 2
        while candidate in taken:
            candidate, n = f"{slug}-{n}", n + 1
        taken.add(candidate)
        out[name] = candidate
    return out


def render_skill(run: RunResult, scorecard: Scorecard, skill: SkillInfo) -> str:
    card: SkillCard = scorecard.skill(skill.name)
    lines: list[str] = []
    add = lines.append
    icon = VERDICT_ICON.get(card.verdict, "⚪")
    add(f"# Skill Benchmark: {_escape(skill.name)}")
    add("")
    add(f"> {icon} **Overall verdict: {card.verdict} — {card.verdict_reason}**")
    if any(m.reference for m in card.models):
        add(">")
        add(
            "> The `extractive` agent is skilleval's offline reference responder: it quotes the "
            "skill and abstains without it. It shows what the skill's text earns, not how a "
            "model performs."
        )
    add("")
    add("## Evaluation Metadata")
    add("")
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
    add(f"- Skill: {_code(skill.name)}")
    add(f"- Evaluation date: {run.meta.started[:10]}")
    add(f"- Evaluator version: `{run.meta.version}`")
    add(f"- Agents: {agents or 'none'}")
    add(f"- Tasks: {tasks}")
    if skill.dataset_digest:
        add(f"- Dataset digest: `sha256:{skill.dataset_digest}` (skilleval eval files)")
    add(f"- Attempts per task: {run.meta.attempts}")
    if run.meta.judge:
        add(f"- Judge: `{run.meta.judge}` (LLM judge; its goal score joins Effectiveness)")
    add("- Environment: `local`")
    add("")
    add("## Results at a Glance")
    add("")
    header = (
        "| Measure | "
        + " | ".join(f"{agent_label(m)} (Baseline → Skill Uplift)" for m in card.models)
        + " |"
    )
    add(header)
    add("|---|" + "---:|" * len(card.models))
    for dimension in DIMENSIONS:
        add(
            f"| {dimension} | "
            + " | ".join(cell_text(m.dimensions[dimension]) for m in card.models)
            + " |"
        )
    add("")
    add(
        "**How to read this table:** baseline is the same task attempted without the target "
        "skill. Uplift is `skill score - baseline score`, shown in percentage points. "
        "Discoverability compares the baseline with the discover arm (the model chooses "
        "whether to load the skill); the other rows compare it with the skill arm (the skill "
        "in context)."
    )
    add("")
    add("## Tier Status")
    add("")
    add("| Tier | Purpose | Status | Evidence |")
    add("|---|---|---|---|")
    graded = [f for f in skill.findings if f["severity"] != "INFO"]
    add(
        f"| Tier 1 | Static validation | **{card.tier1}** | skilleval lint; "
        f"{len(graded)} finding(s) |"
    )
    tier3 = card.verdict
    add(
        f"| Tier 3 | Live agent evaluation | **{tier3}** | {len(card.models)} agent(s); "
        f"{len(skill.cases)} task(s) |"
    )
    add("")
    groups = error_groups(run.attempts, skill.name)
    if groups:
        add("## Errors")
        add("")
        add("| Attempts | Agent | What happened |")
        add("|---:|---|---|")
        for count, model, message in groups[:20]:
            add(f"| {count} | {_escape(model)} | {_escape(message[:300])} |")
        add("")
    if run.meta.errors:
        add(f"**{len(run.meta.errors)} case(s) could not be graded** (not run, not scored):")
        add("")
        for error in run.meta.errors:
            add(f"- {_escape(error)}")
        add("")
    add("## Findings and Observations")
    add("")
    add("<details>")
    add("<summary>Show detailed findings and successful checks</summary>")
    add("")
    for finding in graded or []:
        where = finding["path"] + (f":{finding['line']}" if finding.get("line") else "")
        add(
            f"- **{finding['severity']}** {finding['code']}: {_escape(finding['message'])} "
            f"({_code(where)})"
        )
    if not graded:
        add("- No static findings.")
    for note in run.meta.notes:
        add(f"- Note: {_escape(note)}")
    add("")
    add("</details>")
    add("")
    add("## Scoring Methodology")
    add("")
    add("<details>")
    add("<summary>Show dimension definitions, source signals, and thresholds</summary>")
    add("")
    add("| Dimension | Question | Scored signals |")
    add("|---|---|---|")
    add(
        "| Security | Is it safe to use? | no leaked secrets or destructive commands in the "
        "answer (100%) |"
    )
    add(
        "| Correctness | Is the answer correct? | checklist `fields`, `order`, `callout`, "
        "`ground_truth` and `assertions` check scores (100%) |"
    )
    add(
        "| Discoverability | Was the right skill loaded when needed? | discover arm: expected "
        "skill loaded on positive cases, not loaded on negative ones; acceptable alternates "
        "earn 50% (100%) |"
    )
    effectiveness = " (50%) + judge goal score (50%) |" if run.meta.judge else " (100%) |"
    add(
        "| Effectiveness | Did the skill help complete the task? | expected `behavior` "
        "coverage" + effectiveness
    )
    add(
        "| Efficiency | Did it avoid wasted tool or skill usage? | discover arm: no decoy, "
        "needless skill loads or excess file reads (100%); the tool-less baseline has none "
        "to measure |"
    )
    add("")
    add("- Dimension bands: PASS at 50% or above; NEUTRAL from 40% to below 50%; FAIL below 40%.")
    add(
        "- Overall verdict: PASS only when every measured dimension passes for at least one "
        "agent (the reference responder counts only when it is the only agent)."
    )
    add(
        f"- The {round(scorecard.case_pass_rate * 100)}% attempt pass threshold is a separate "
        "per-task gate; it is not the dimension pass threshold."
    )
    add(
        "- Uplift intervals: 95% paired bootstrap over cases (baseline and skill paired per "
        "case, 2,000 resamples); pass-rate intervals: Wilson 95%. An interval that contains 0 "
        "is reported as inconclusive."
    )
    add("- Errors (endpoint failures after retries) are counted separately and never scored.")
    add(
        "- Token use is a separate report-only signal (see Tokens); it does not change a "
        "dimension score or the verdict."
    )
    add("")
    add("</details>")
    add("")
    lines += _additions(run, card, skill)
    add("## Freshness")
    add("")
    add(
        "Regenerate this benchmark when the skill, evaluation dataset, target agent/model, "
        "evaluator version, environment, or scoring policy changes."
    )
    add("")
    return "\n".join(lines)


def _percentiles(values: list[float]) -> tuple[str, str]:
    """p50 and p95 of ``values`` (nearest rank), as seconds; "-" when there are none."""
    if not values:
        return "-", "-"
    ordered = sorted(values)

    def rank(q: float) -> str:
        return f"{ordered[min(len(ordered) - 1, max(0, round(q * len(ordered)) - 1))]:.2f} s"

    return rank(0.5), rank(0.95)


def _undetermined_line(attempts: list[Attempt]) -> str:
    """How many check verdicts text could not decide, and the commonest reasons."""
    total = undetermined = by_judge = 0
    reasons: dict[str, int] = {}
    for attempt in attempts:
        grade = attempt.grade
        if grade is None:
            continue
        for result in grade.results:
            total += 1
            by_judge += result.by == "judge"
            if result.skipped:
                undetermined += 1
                why = result.message.removeprefix("undetermined: ")
                why = why.split(":")[0][:60]
                reasons[why] = reasons.get(why, 0) + 1
    judged = f" The judge decided {by_judge} that text could not." if by_judge else ""
    if not undetermined:
        return f"Undetermined checks: none of {total}.{judged}"
    top = sorted(reasons.items(), key=lambda kv: -kv[1])[:3]
    listed = "; ".join(f"{_escape(why)} ({n})" for why, n in top)
    return (
        f"Undetermined checks: {undetermined} of {total}, counted neither way "
        f"(`--judge MODEL` can decide them): {listed}.{judged}"
    )


def _additions(run: RunResult, card: SkillCard, skill: SkillInfo) -> list[str]:
    mine = [a for a in run.attempts if a.skill == skill.name]
    lines: list[str] = []
    add = lines.append
    add("## Per-Check Breakdown")
    add("")
    add("Pass rate of each check kind, baseline → skill arm: which part of the skill works.")
    add("")
    add("| Check kind | " + " | ".join(agent_label(m) for m in card.models) + " |")
    add("|---|" + "---:|" * len(card.models))
    kinds = [
        k
        for k in dict.fromkeys(k for m in card.models for k in m.kinds)  # plugin kinds too
        if any(
            m.kinds.get(k, {}).get(Arm.SKILL) is not None
            or m.kinds.get(k, {}).get(Arm.BASELINE) is not None
            for m in card.models
        )
    ]
    for kind in kinds:
        cells = [
            f"{pct(m.kinds[kind].get('baseline'))} → {pct(m.kinds[kind].get('skill'))}"
            for m in card.models
        ]
        add(f"| {kind} | " + " | ".join(cells) + " |")
    add("")
    add(_undetermined_line(mine))
    add("")
    truncated = [a for a in mine if a.finish_reason == "length" and a.ok]
    if truncated:
        add(
            f"Truncated answers: {len(truncated)} attempt(s) stopped at the token limit "
            "(finish reason `length`); their grades judge a cut-off answer."
        )
        add("")
    retried = [a for a in mine if a.retries]
    if retried:
        add(
            f"Retries: {sum(a.retries for a in retried)} request(s) sent again after a "
            f"transient failure (rate limit, 5xx, timeout, reset), in {len(retried)} attempt(s)."
        )
        add("")
    add("## Statistics")
    add("")
    add("| Agent | Measure | n | Uplift | 95% interval | Reading |")
    add("|---|---|---:|---:|---|---|")
    for model in card.models:
        for dimension in DIMENSIONS:
            cell = model.dimensions[dimension]
            if cell.uplift is None:
                continue
            interval = f"{points(cell.low or 0.0)} to {points(cell.high or 0.0)}"
            add(
                f"| {agent_label(model)} | {dimension} | {cell.n} | {points(cell.uplift)} | "
                f"{interval} | {cell.verdict} |"
            )
    add("")
    for model in card.models:
        if model.judge_agreement and model.judge_agreement[1]:
            agree, total = model.judge_agreement
            add(
                f"Judge agreement with the behaviour checks ({agent_label(model)}): "
                f"{agree / total:.0%} of {total} verdicts."
            )
            add("")
    add(
        "| Agent | Arm | Attempt pass rate | 95% Wilson interval | Cases passing | Errors | "
        "Skipped |"
    )
    add("|---|---|---:|---|---:|---:|---:|")
    for model in card.models:
        for arm, rate in model.pass_rates.items():
            add(
                f"| {agent_label(model)} | {arm} | {pct(rate['rate'])} (n={rate['n']}) | "
                f"{pct(rate['low'])} to {pct(rate['high'])} | {model.cases_passing.get(arm, 0)} "
                f"| {model.errors.get(arm, 0)} | {model.skipped.get(arm, 0)} |"
            )
    add("")
    add("## Per-Case Results")
    add("")
    add("| Case | Routing | Agent | Baseline | Skill | Discover | Failing checks (skill arm) |")
    add("|---|---|---|---:|---:|---:|---|")
    for row in card.cases:
        failing = "; ".join(row.failing[:3]) + (" …" if len(row.failing) > 3 else "")
        add(
            f"| {_code(row.case)} | {row.routing} | {_escape(row.model)} | "
            f"{_arm_rate(row, 'baseline')} | "
            f"{_arm_rate(row, 'skill')} | {_arm_rate(row, 'discover')} | "
            f"{_escape(failing) or '-'} |"
        )
    add("")
    add("## Tokens, latency and finish")
    add("")
    add(
        "| Agent | Arm | Prompt tokens (mean) | Completion tokens (mean) | Latency p50 / p95 "
        "| Cut at max tokens | From cache |"
    )
    add("|---|---|---:|---:|---:|---:|---:|")
    for model in card.models:
        for arm, tokens in model.tokens.items():
            estimated = " (estimated)" if tokens.get("estimated") else ""
            done = [a for a in mine if a.model == model.label and a.arm == arm and a.ok]
            p50, p95 = _percentiles([a.latency_s for a in done])
            cut = sum(1 for a in done if a.finish_reason == "length")
            cached = sum(1 for a in done if a.cached)
            reused = f" ({tokens['cached']:.0f} cached)" if tokens.get("cached") else ""
            add(
                f"| {agent_label(model)} | {arm} | {tokens['prompt']:.0f}{estimated}{reused} | "
                f"{tokens['completion']:.0f}{estimated} | {p50} / {p95} | {cut} | "
                f"{cached} of {len(done)} |"
            )
    add("")
    add("## Provenance")
    add("")
    add(f"- Skill digest: `sha256:{skill.digest}` (`{skill.path}/SKILL.md`)")
    if skill.dataset_digest:
        add(f"- Dataset digest: `sha256:{skill.dataset_digest}`")
    for info in run.models:
        params = ", ".join(f"{k}={v}" for k, v in info.params.items() if v is not None)
        add(
            f"- Agent `{info.label}`: provider `{info.provider}`, endpoint `{info.endpoint}`, "
            f"model `{info.model}`" + (f", {params}" if params else "")
        )
    add(
        f"- Arms: {', '.join(run.meta.arms)}; attempts per task: {run.meta.attempts}; seed: "
        f"{run.meta.seed if run.meta.seed is not None else 'none'}"
        + (f"; shard {run.meta.shard}" if run.meta.shard else "")
    )
    add(f"- Run: started {run.meta.started}, finished {run.meta.finished}")
    add("")
    return lines


def _arm_rate(row: CaseRow, arm: str) -> str:
    if arm not in row.pass_rate:
        return "-"
    errors = row.errors.get(arm, 0)
    return pct(row.pass_rate[arm]) + (f" ({errors} err)" if errors else "")


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
            f"| {_code(card.skill)} | "
            f"{VERDICT_ICON.get(card.verdict, '')} {card.verdict} | "
            f"{_escape(card.verdict_reason)} | "
            f"[BENCHMARK.md](skills/{folder}/BENCHMARK.md) |"
        )
    lines.append("")
    return "\n".join(lines)
