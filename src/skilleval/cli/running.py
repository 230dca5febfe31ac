"""skilleval run: parse, call the pipeline, print the summary and apply gates."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import click

from skilleval.cli.common import (
    cli,
    handle_errors,
    terminal,
)
from skilleval.cli.options import (
    _apply_suite,
    _gating,
    _options,
    _parse_arms,
    _specs,
    gate_options,
    judge_spec,
    model_options,
)
from skilleval.errors import EXIT_FAILED, EXIT_INPUT


def _print_summary(run: Any, scorecard: Any, out: Path) -> None:
    from skilleval.report.text import agent_label, cell_text, clip

    for card in scorecard.skills:
        click.echo(f"{terminal(card.skill)}: {card.verdict} - {card.verdict_reason}")
        for model in card.models:
            overall = cell_text(model.dimensions["Overall"])
            errors = sum(model.errors.values())
            extra = f", {errors} error(s)" if errors else ""
            click.echo(f"  {terminal(agent_label(model))}: overall {overall}{extra}")
    from skilleval.report.text import error_groups

    if len(scorecard.skills) > 1:
        verdicts = [card.verdict for card in scorecard.skills]
        tally = ", ".join(
            f"{verdicts.count(v)} {v.lower()}"
            for v in ("PASS", "FAIL", "NOT RUN")
            if verdicts.count(v)
        )
        errored = sum(1 for a in run.attempts if a.error)
        click.echo(
            f"{len(verdicts)} skills: {tally}; {len(run.attempts):,} attempts, {errored} error(s)"
        )
    cached = sum(1 for a in run.attempts if a.cached)
    if cached:
        click.echo(f"cache: {cached} of {len(run.attempts)} attempt(s) answered from the cache")
    groups = error_groups(run.attempts)
    if groups:
        total = sum(count for count, _, _ in groups)
        click.echo(f"errors: {total} attempt(s)", err=True)
        for count, model, message in groups[:5]:
            click.echo(f"  {count} x {terminal(model)}: {terminal(clip(message, 200))}", err=True)
    click.echo(f"reports: {out}/BENCHMARK.md, results.json, junit.xml, report.html")


def _evaluate_gates(params: dict[str, Any], result: Any, scorecard: Any, out: Path) -> Any:
    """The verdict of the gates named in ``params`` (also written to ``gate.json``)."""
    import skilleval

    baseline = params["baseline"]
    return skilleval.gate(
        result,
        scorecard,
        fail_under=params["fail_under"],
        min_uplift=params["min_uplift"],
        baseline=skilleval.load_results(baseline)[0] if baseline else None,
        accept=params["accept"],
        out=out,
    )


def _announce_gate(verdict: Any) -> None:
    """Print the gate's changes and verdict; exit 1 when it failed."""
    from skilleval import Trend

    for change in verdict.changes:
        if change.status in (Trend.REGRESSED, Trend.IMPROVED) and not change.per_kind:
            click.echo(
                f"  {change.status:<9} {change.skill} / {change.model}: "
                f"{change.subject} ({change.detail})"
            )
    if not verdict.passed:
        click.echo("gate: FAIL", err=True)
        for failure in verdict.failures:
            click.echo(f"  {terminal(failure)}", err=True)
        sys.exit(EXIT_FAILED)
    click.echo("gate: PASS")


def _print_plan(workspace: Any, specs: Any, options: Any, price: str | None) -> None:
    """``--dry-run``: calls and tokens per model and arm, and a cost when priced."""
    import skilleval
    from skilleval.errors import InputError

    rates = None
    if price:
        try:
            rates = tuple(float(p) for p in price.split(","))
        except ValueError:
            rates = ()
        if len(rates) != 2:
            raise InputError(f"--price {price!r}: give IN,OUT dollars per million tokens")
    rows = skilleval.estimate(workspace, specs, options)
    click.echo("model / arm: calls, prompt tokens (est.), completion tokens (at most)")
    for row in rows:
        click.echo(
            f"  {terminal(row.model)} / {row.arm}: {row.calls} call(s), "
            f"{row.prompt_tokens:,} + {row.completion_tokens:,} tokens"
        )
    calls = sum(r.calls for r in rows)
    prompt = sum(r.prompt_tokens for r in rows)
    completion = sum(r.completion_tokens for r in rows)
    line = f"total: {calls} call(s), {prompt:,} prompt + at most {completion:,} completion tokens"
    if rates:
        cost = (prompt * rates[0] + completion * rates[1]) / 1_000_000
        line += f", at most ${cost:,.2f}"
    click.echo(line + " (discover arm: first round only; nothing was sent)")


def _run_specs(params: dict[str, Any], options: Any) -> list[Any]:
    """The models to ask: the --model options, or the recorded ones with --replay (the
    judge, if any, is set on ``options``)."""
    from skilleval import ModelSpec, load_results

    if params["judge"]:
        options.judge = judge_spec(params["judge"], params["base_url"], params["api_key_env"])
    if not params["replay_path"]:
        return _specs(params["models"], params["base_url"], params["api_key_env"])
    options.replay = load_results(Path(params["replay_path"]))[0]
    wanted = {m if isinstance(m, str) else m.name for m in params["models"]}
    return [
        ModelSpec(m.label, "replay", m.model)
        for m in options.replay.models
        if not wanted or m.label in wanted
    ]


def _batch(workspace: Any, specs: Any, out: Path, options: Any, case_pass_rate: float) -> Any:
    """``--batch``: the evaluation once every batch has completed; until then, each batch's
    status and exit 3 (incomplete)."""
    import skilleval
    from skilleval.errors import EXIT_INCOMPLETE

    outcome = skilleval.evaluate_batch(workspace, specs, out, options, case_pass_rate)
    if not isinstance(outcome, skilleval.BatchStatus):
        return outcome
    for label, batch in outcome.batches.items():
        click.echo(
            f"batch {batch['batch']} ({terminal(label)}): {batch['status']}, "
            f"{batch['requests']} request(s)"
        )
    click.echo(
        f"not complete yet: rerun the same command (same --out {out}) to collect and grade",
        err=True,
    )
    sys.exit(EXIT_INCOMPLETE)


def _exit_on_errors(result: Any, unloadable: list[str], max_errors: int) -> None:
    """Exit 3 when more attempts errored than allowed; exit 2 when eval files or cases
    could not be loaded (after the rest has run and been reported)."""
    from skilleval.errors import EXIT_INCOMPLETE

    errors = sum(1 for a in result.attempts if a.error)
    if errors > max_errors:
        click.echo(
            f"run incomplete: {errors} errored attempt(s) (--max-errors {max_errors})", err=True
        )
        sys.exit(EXIT_INCOMPLETE)
    for error in result.meta.errors:
        click.echo(f"error: {terminal(error)}", err=True)
    if unloadable:
        click.echo(f"{len(unloadable)} eval file(s) could not be loaded (above)", err=True)
    if result.meta.errors:
        click.echo(f"{len(result.meta.errors)} case(s) could not be graded (above)", err=True)
    if unloadable or result.meta.errors:
        sys.exit(EXIT_INPUT)


@cli.command()
@click.argument("paths", nargs=-1, type=click.Path())
@model_options
@click.option(
    "--arms",
    default="baseline,skill,discover",
    show_default=True,
    help="Comma-separated arms to run.",
)
@click.option(
    "--out",
    "out_dir",
    type=click.Path(file_okay=False),
    default="skilleval-out",
    show_default=True,
    help="Output folder; rerun with the same one to resume.",
)
@click.option("--shard", help="Run only shard i of n (i/n), split by case; join with merge.")
@click.option(
    "--case",
    "case_patterns",
    multiple=True,
    metavar="ID",
    help="Only cases whose id matches (repeatable; glob patterns such as 'neg-*').",
)
@click.option("--limit", type=click.IntRange(1), help="At most N cases (after --case).")
@click.option(
    "--replay",
    "replay_path",
    type=click.Path(exists=True),
    help="Answer from a previous results.json instead of calling models.",
)
@click.option(
    "--max-errors",
    type=click.IntRange(0),
    default=0,
    show_default=True,
    help="Errored attempts tolerated before the run counts as incomplete (exit 3).",
)
@click.option(
    "--suite",
    type=click.Path(dir_okay=False),
    help="Suite file (YAML): skills, models, arms, attempts and gates.",
)
@gate_options
@click.option(
    "--no-gate",
    "no_gate",
    is_flag=True,
    help="Explore, or run one shard of a gated suite: no gates (not even a suite's) and "
    "exit 0 whatever the verdicts; gate the merged shards with merge instead.",
)
@click.option("--judge", help="Also ask this model (same endpoint options) to judge answers.")
@click.option(
    "--dry-run",
    is_flag=True,
    help="Print the calls and estimated tokens per model and arm; send nothing.",
)
@click.option(
    "--batch",
    is_flag=True,
    help="Send the requests through the endpoint's Batch API (half price, asynchronous; "
    "not the discover arm). Rerun the same command to collect and grade.",
)
@click.option(
    "--price",
    metavar="IN,OUT",
    help="With --dry-run: dollars per million prompt and completion tokens, for a cost.",
)
@click.pass_context
@handle_errors
def run(ctx: click.Context, /, **params: Any) -> None:
    """Run skills' eval cases with and without the skill, grade, report and gate.

    Exit codes: 0 pass, 1 a FAIL verdict or a failed gate, 2 input, usage or output error,
    3 run incomplete, 4 internal error.
    """
    import skilleval
    from skilleval.errors import InputError

    if params["suite"]:
        params = _apply_suite(ctx, params)
    if not params["paths"]:
        raise InputError("give at least one skill folder or tree, e.g. skilleval run skills/")
    arms = _parse_arms(params["arms"])
    workspace = skilleval.load(
        params["paths"], params["case_patterns"], params["limit"], params.get("jobs")
    )
    left_out = workspace.left_out  # the run notes them too
    for error in workspace.errors + workspace.unloadable + left_out:
        click.echo(f"error: {terminal(error)}", err=True)
    if not workspace.bundles:
        sys.exit(EXIT_INPUT)
    options = _options(params, arms)
    specs = _run_specs(params, options)
    if params["dry_run"]:
        _print_plan(workspace, specs, options, params["price"])
        return
    gating = _gating(params) and not params["no_gate"]
    skilleval.parse_thresholds(params["fail_under"])  # a bad threshold fails before any call
    if params["baseline"]:
        skilleval.load_results(params["baseline"])
    out = Path(params["out_dir"])
    try:
        if params["batch"]:
            evaluation = _batch(workspace, specs, out, options, params["case_pass_rate"])
        else:
            evaluation = skilleval.evaluate(
                workspace, specs, out, options, params["case_pass_rate"]
            )
    except KeyboardInterrupt:
        click.echo(
            f"\ninterrupted: finished attempts are kept in {out / 'attempts.jsonl'}; rerun the "
            "same command to resume (no finished call is repeated)",
            err=True,
        )
        sys.exit(130)
    result, scorecard = evaluation.run, evaluation.scorecard
    verdict = _evaluate_gates(params, result, scorecard, out) if gating else None
    skilleval.write_reports(result, scorecard, out, verdict)
    _print_summary(result, scorecard, out)
    _exit_on_errors(result, workspace.unloadable, params["max_errors"])
    if verdict is not None:
        _announce_gate(verdict)
    if workspace.errors or left_out:
        sys.exit(EXIT_INPUT)
    failed = [c.skill for c in scorecard.skills if c.verdict == skilleval.Verdict.FAIL]
    if failed and not gating and not params["no_gate"]:
        click.echo(
            f"verdict: FAIL for {len(failed)} skill(s); --no-gate explores without failing",
            err=True,
        )
        sys.exit(EXIT_FAILED)
