"""skilleval's additions to a skill's BENCHMARK.md: per-check breakdown, statistics,
per-case results, tokens and latency, provenance."""

from __future__ import annotations

from skilleval.report.text import agent_label, clip, md_code, md_text, pct, percentiles, points
from skilleval.run.arms import Arm
from skilleval.run.outcome import JudgeTally
from skilleval.run.records import Attempt, RunResult, SkillInfo
from skilleval.scoring.dimensions import DIMENSIONS
from skilleval.scoring.scorecard import CaseRow, SkillCard


def additions(run: RunResult, card: SkillCard, skill: SkillInfo, mine: list[Attempt]) -> list[str]:
    """The sections after the card layout, for one skill (``mine``: its attempts)."""
    return [
        *_per_check(card, mine),
        *_statistics(card),
        *_per_case(card),
        *_tokens(card, mine),
        *_provenance(run, skill),
    ]


def judge_line(tally: JudgeTally) -> str:
    """What the judge measured, said plainly: a share never claimed that was not measured."""
    if not tally.asked:
        return "LLM judge; no answer was judged"
    failed = ""
    if tally.failed:
        why = "; ".join(f"{clip(reason, 120)} ({n})" for n, reason in tally.errors[:3])
        failed = f"; {tally.failed} without a usable verdict: {why}"
    if not tally.measured:
        return (
            f"LLM judge; no usable verdict on any of {tally.asked} answers, so Effectiveness "
            f"is behaviour coverage only{failed}"
        )
    return (
        f"LLM judge; goal score measured on {tally.measured} of {tally.asked} answers and "
        f"joined to Effectiveness there{failed}"
    )


def undetermined_line(attempts: list[Attempt]) -> str:
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
                why = clip(why.split(":")[0], 60)
                reasons[why] = reasons.get(why, 0) + 1
    judged = f" The judge decided {by_judge} that text could not." if by_judge else ""
    if not undetermined:
        return f"Undetermined checks: none of {total}.{judged}"
    top = sorted(reasons.items(), key=lambda kv: -kv[1])[:3]
    listed = "; ".join(f"{md_text(why)} ({n})" for why, n in top)
    return (
        f"Undetermined checks: {undetermined} of {total}, counted neither way "
        f"(`--judge MODEL` can decide them): {listed}.{judged}"
    )


def _per_check(card: SkillCard, mine: list[Attempt]) -> list[str]:
    lines = [
        "## Per-Check Breakdown",
        "",
        "Pass rate of each check kind, baseline → skill arm: which part of the skill works.",
        "",
        "| Check kind | " + " | ".join(agent_label(m) for m in card.models) + " |",
        "|---|" + "---:|" * len(card.models),
    ]
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
        lines.append(f"| {kind} | " + " | ".join(cells) + " |")
    lines += ["", undetermined_line(mine), ""]
    truncated = [a for a in mine if a.finish_reason == "length" and a.ok]
    if truncated:
        lines += [
            f"Truncated answers: {len(truncated)} attempt(s) stopped at the token limit "
            "(finish reason `length`); their grades judge a cut-off answer.",
            "",
        ]
    retried = [a for a in mine if a.retries]
    if retried:
        lines += [
            f"Retries: {sum(a.retries for a in retried)} request(s) sent again after a "
            f"transient failure (rate limit, 5xx, timeout, reset), in {len(retried)} attempt(s).",
            "",
        ]
    return lines


def _statistics(card: SkillCard) -> list[str]:
    lines = [
        "## Statistics",
        "",
        "| Agent | Measure | n | Uplift | 95% interval | Reading |",
        "|---|---|---:|---:|---|---|",
    ]
    for model in card.models:
        for dimension in DIMENSIONS:
            cell = model.dimensions[dimension]
            if cell.uplift is None:
                continue
            interval = f"{points(cell.low or 0.0)} to {points(cell.high or 0.0)}"
            lines.append(
                f"| {agent_label(model)} | {dimension} | {cell.n} | {points(cell.uplift)} | "
                f"{interval} | {cell.verdict} |"
            )
    lines.append("")
    for model in card.models:
        if model.judge_agreement and model.judge_agreement[1]:
            agree, total = model.judge_agreement
            lines += [
                f"Judge agreement with the behaviour checks ({agent_label(model)}): "
                f"{agree / total:.0%} of {total} verdicts.",
                "",
            ]
    lines += [
        "| Agent | Arm | Attempt pass rate | 95% Wilson interval | Cases passing | Errors | "
        "Skipped |",
        "|---|---|---:|---|---:|---:|---:|",
    ]
    for model in card.models:
        for arm, rate in model.pass_rates.items():
            lines.append(
                f"| {agent_label(model)} | {arm} | {pct(rate['rate'])} (n={rate['n']}) | "
                f"{pct(rate['low'])} to {pct(rate['high'])} | {model.cases_passing.get(arm, 0)} "
                f"| {model.errors.get(arm, 0)} | {model.skipped.get(arm, 0)} |"
            )
    return [*lines, ""]


def _per_case(card: SkillCard) -> list[str]:
    lines = [
        "## Per-Case Results",
        "",
        "| Case | Routing | Agent | Baseline | Skill | Discover | Failing checks (skill arm) |",
        "|---|---|---|---:|---:|---:|---|",
    ]
    for row in card.cases:
        failing = "; ".join(row.failing[:3]) + (" …" if len(row.failing) > 3 else "")
        lines.append(
            f"| {md_code(row.case)} | {row.routing} | {md_text(row.model)} | "
            f"{arm_rate(row, 'baseline')} | "
            f"{arm_rate(row, 'skill')} | {arm_rate(row, 'discover')} | "
            f"{md_text(failing) or '-'} |"
        )
    return [*lines, ""]


def arm_rate(row: CaseRow, arm: str) -> str:
    """A case's pass rate in one arm, with its errors; ``-`` when the arm did not run."""
    if arm not in row.pass_rate:
        return "-"
    errors = row.errors.get(arm, 0)
    return pct(row.pass_rate[arm]) + (f" ({errors} err)" if errors else "")


def _tokens(card: SkillCard, mine: list[Attempt]) -> list[str]:
    lines = [
        "## Tokens, latency and finish",
        "",
        "| Agent | Arm | Prompt tokens (mean) | Completion tokens (mean) | Latency p50 / p95 "
        "| Cut at max tokens | From cache |",
        "|---|---|---:|---:|---:|---:|---:|",
    ]
    for model in card.models:
        for arm, tokens in model.tokens.items():
            estimated = " (estimated)" if tokens.get("estimated") else ""
            done = [a for a in mine if a.model == model.label and a.arm == arm and a.ok]
            p50, p95 = percentiles([a.latency_s for a in done])
            cut = sum(1 for a in done if a.finish_reason == "length")
            cached = sum(1 for a in done if a.cached)
            reused = f" ({tokens['cached']:.0f} cached)" if tokens.get("cached") else ""
            lines.append(
                f"| {agent_label(model)} | {arm} | {tokens['prompt']:.0f}{estimated}{reused} | "
                f"{tokens['completion']:.0f}{estimated} | {p50} / {p95} | {cut} | "
                f"{cached} of {len(done)} |"
            )
    return [*lines, ""]


def _provenance(run: RunResult, skill: SkillInfo) -> list[str]:
    lines = [
        "## Provenance",
        "",
        f"- Skill digest: `sha256:{skill.digest}` (`{skill.path}/SKILL.md`)",
    ]
    if skill.dataset_digest:
        lines.append(f"- Dataset digest: `sha256:{skill.dataset_digest}`")
    for info in run.models:
        params = ", ".join(f"{k}={v}" for k, v in info.params.items() if v is not None)
        lines.append(
            f"- Agent `{info.label}`: provider `{info.provider}`, endpoint `{info.endpoint}`, "
            f"model `{info.model}`" + (f", {params}" if params else "")
        )
    lines += [
        f"- Arms: {', '.join(run.meta.arms)}; attempts per task: {run.meta.attempts}; seed: "
        f"{run.meta.seed if run.meta.seed is not None else 'none'}"
        + (f"; shard {run.meta.shard}" if run.meta.shard else ""),
        f"- Run: started {run.meta.started}, finished {run.meta.finished}",
        "",
    ]
    return lines
