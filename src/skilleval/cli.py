"""Command line: one small function per subcommand; expected errors become one clean line.

Heavy modules are imported inside the commands so ``skilleval --help`` starts fast.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from functools import wraps
from pathlib import Path
from typing import Any, TypeVar, cast

import click

from skilleval import __version__
from skilleval.errors import EXIT_FAILED, EXIT_INPUT, EXIT_OK, SkillEvalError

F = TypeVar("F", bound=Callable[..., Any])

SEVERITIES = ("HIGH", "MEDIUM", "LOW", "INFO")


def handle_errors(func: F) -> F:
    """Turn SkillEvalError (and unexpected errors without --debug) into one line + exit code."""

    @wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        ctx = click.get_current_context()
        debug = bool(ctx.find_root().params.get("debug"))
        try:
            return func(*args, **kwargs)
        except SkillEvalError as exc:
            if debug:
                raise
            click.echo(f"error: {exc}", err=True)
            sys.exit(exc.exit_code)
        except (click.exceptions.Exit, click.ClickException, SystemExit, KeyboardInterrupt):
            raise
        except Exception as exc:  # noqa: BLE001 - last line of defence for the user
            if debug:
                raise
            click.echo(
                f"error: unexpected {type(exc).__name__}: {exc} (rerun with --debug "
                "for the traceback)",
                err=True,
            )
            sys.exit(EXIT_INPUT)

    return cast(F, wrapper)


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="skilleval")
@click.option("--debug", is_flag=True, help="Show tracebacks instead of one-line errors.")
def cli(debug: bool) -> None:
    """Evaluate agent skills: lint, run with and without the skill, grade, report, gate.

    Exit codes: 0 pass, 1 failed (findings, grades or gates), 2 input or usage error,
    3 run incomplete (more errors than --max-errors).
    """


@cli.command()
@click.argument("paths", nargs=-1, required=True, type=click.Path())
@click.option(
    "--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True
)
@click.option(
    "--fail-on",
    type=click.Choice(SEVERITIES, case_sensitive=False),
    default="HIGH",
    show_default=True,
    help="Exit 1 when a finding is at or above this severity.",
)
@handle_errors
def lint(paths: tuple[str, ...], fmt: str, fail_on: str) -> None:
    """Static checks of skills (no model): spec, dataset, links, content, signature."""
    from skilleval.findings import Severity
    from skilleval.lint import lint_bundle
    from skilleval.skill import rel
    from skilleval.workspace import load_workspace

    workspace = load_workspace(paths)
    threshold = Severity(fail_on.upper()).rank
    report: list[dict[str, Any]] = []
    failed = False
    for bundle in workspace.bundles:
        findings = lint_bundle(bundle)
        findings += [f for f in workspace.findings if f.path == rel(bundle.skill.skill_md)]
        failed = failed or any(f.severity.rank >= threshold for f in findings)
        report.append(
            {
                "name": bundle.skill.name,
                "path": rel(bundle.skill.path),
                "cases": len(bundle.evalset.cases),
                "findings": [f.to_dict() for f in findings],
            }
        )
    if fmt == "json":
        click.echo(json.dumps({"skills": report, "errors": workspace.errors}, indent=2))
    else:
        for entry in report:
            click.echo(
                f"{entry['name']} ({entry['path']}): {entry['cases']} case(s), "
                f"{len(entry['findings'])} finding(s)"
            )
            for f in entry["findings"]:
                where = f"{f['path']}:{f['line']}" if f["line"] else f["path"]
                click.echo(f"  {f['severity']:<6} {f['code']}: {f['message']} ({where})")
        for error in workspace.errors:
            click.echo(f"error: {error}", err=True)
    if workspace.errors:
        sys.exit(EXIT_INPUT)
    sys.exit(EXIT_FAILED if failed else EXIT_OK)


@cli.command()
@click.argument("name", type=click.Choice(["case", "check", "evals", "results", "suite"]))
@handle_errors
def schema(name: str) -> None:
    """Print one of the project's JSON Schemas."""
    from skilleval.schemas import load_schema

    click.echo(json.dumps(load_schema(name), indent=2))


def _load_one(path: str) -> Any:
    from skilleval.workspace import load_bundle

    return load_bundle(Path(path))


@cli.command()
@click.argument("skill", type=click.Path(exists=True, file_okay=False))
@click.option("--case", "case_id", help="Only this case.")
@click.option(
    "--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True
)
@click.option(
    "--write", is_flag=True, help="Pin the derived checks into the eval file as explicit `checks`."
)
@handle_errors
def checks(skill: str, case_id: str | None, fmt: str, write: bool) -> None:
    """Print the rubric derived for each case so an author can review (or pin) it."""
    from skilleval.evalset import pin_checks
    from skilleval.rubric import derive_checks

    bundle = _load_one(skill)
    cases = [bundle.evalset.case(case_id)] if case_id else list(bundle.evalset.cases)
    out = []
    for case in cases:
        derived = [c.to_dict() for c in derive_checks(bundle.skill, case)]
        out.append({"case": case.id, "routing": case.routing, "checks": derived})
        if write:
            path = pin_checks(case, derived)
            click.echo(f"pinned {len(derived)} check(s) for {case.id} into {path}", err=True)
    if fmt == "json":
        click.echo(json.dumps({"skill": bundle.skill.name, "cases": out}, indent=2))
        return
    for entry in out:
        click.echo(f"{entry['case']} ({entry['routing']}): {len(entry['checks'])} check(s)")
        for check in entry["checks"]:
            optional = "" if check.get("required", True) else " (optional)"
            click.echo(
                f"  {check['id']:<18} {check['kind']:<12} {check['label']}{optional}"
                f"  [{check['source']}]"
            )


@cli.command()
@click.argument("skill", type=click.Path(exists=True, file_okay=False))
@click.option("--case", "case_id", required=True, help="The eval case the answer is for.")
@click.option(
    "--answer",
    "answer_path",
    required=True,
    type=click.Path(allow_dash=True),
    help="File with the answer text, or - for standard input.",
)
@click.option(
    "--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True
)
@handle_errors
def grade(skill: str, case_id: str, answer_path: str, fmt: str) -> None:
    """Grade one saved answer against a case's checks. Exit 0 pass, 1 fail, 2 input error."""
    from skilleval.checks import grade_answer
    from skilleval.errors import InputError
    from skilleval.rubric import derive_checks

    bundle = _load_one(skill)
    case = bundle.evalset.case(case_id)
    if answer_path == "-":
        answer = sys.stdin.read()
    else:
        try:
            answer = Path(answer_path).read_text(encoding="utf-8", errors="replace")
        except OSError as exc:
            raise InputError(f"cannot read answer: {exc.strerror}", answer_path) from None
    result = grade_answer(answer, derive_checks(bundle.skill, case))
    if fmt == "json":
        click.echo(
            json.dumps(
                {
                    "case": case.id,
                    "passed": result.passed,
                    "score": round(result.score, 4),
                    "kinds": result.kinds(),
                    "checks": [r.to_dict() for r in result.results],
                },
                indent=2,
            )
        )
    else:
        verdict = "PASS" if result.passed else "FAIL"
        click.echo(f"{verdict} {case.id}: score {result.score:.0%}")
        for r in result.results:
            mark = "skip" if r.skipped else ("ok" if r.passed else "FAIL")
            click.echo(f"  {mark:<4} {r.id:<18} {r.message}")
    sys.exit(EXIT_OK if result.passed else EXIT_FAILED)


def _default_cache() -> Path:
    import os

    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "skilleval" / "responses.sqlite"


def _parse_shard(value: str | None) -> tuple[int, int] | None:
    from skilleval.errors import InputError

    if not value:
        return None
    try:
        index, total = (int(part) for part in value.split("/"))
    except ValueError:
        raise InputError(f"--shard {value!r}: use i/n, e.g. 2/3") from None
    if not 1 <= index <= total:
        raise InputError(f"--shard {value!r}: i must be between 1 and n")
    return index, total


def _print_summary(run: Any, scorecard: Any, out: Path) -> None:
    from skilleval.report.markdown import agent_label, cell_text

    for card in scorecard.skills:
        click.echo(f"{card.skill}: {card.verdict} - {card.verdict_reason}")
        for model in card.models:
            overall = cell_text(model.dimensions["Overall"])
            errors = sum(model.errors.values())
            extra = f", {errors} error(s)" if errors else ""
            click.echo(f"  {agent_label(model)}: overall {overall}{extra}")
    click.echo(f"reports: {out}/BENCHMARK.md, results.json, junit.xml, report.html")


ARM_CHOICES = ("baseline", "skill", "discover")


@cli.command()
@click.argument("paths", nargs=-1, type=click.Path())
@click.option(
    "--model",
    "models",
    multiple=True,
    help="Model name (repeatable). Default: the offline extractive responder.",
)
@click.option("--base-url", help="OpenAI-compatible endpoint, e.g. http://localhost:8000/v1.")
@click.option("--api-key-env", help="Env var holding the API key (default OPENAI_API_KEY).")
@click.option(
    "--arms",
    default="baseline,skill,discover",
    show_default=True,
    help="Comma-separated arms to run.",
)
@click.option("--attempts", type=click.IntRange(1, 100), default=1, show_default=True)
@click.option("--concurrency", type=click.IntRange(1, 1024), default=16, show_default=True)
@click.option(
    "--out",
    "out_dir",
    type=click.Path(file_okay=False),
    default="skilleval-out",
    show_default=True,
    help="Output folder; rerun with the same one to resume.",
)
@click.option(
    "--cache",
    "cache_path",
    type=click.Path(dir_okay=False),
    help="Response cache (SQLite). Default: ~/.cache/skilleval/responses.sqlite.",
)
@click.option("--no-cache", is_flag=True, help="Do not read or write the response cache.")
@click.option("--timeout", type=float, default=60.0, show_default=True, help="Seconds per request.")
@click.option("--max-retries", type=click.IntRange(0, 20), default=4, show_default=True)
@click.option("--temperature", type=float, default=0.0, show_default=True)
@click.option("--max-tokens", type=int, default=1024, show_default=True)
@click.option("--seed", type=int, default=None)
@click.option("--shard", help="Run only shard i of n (i/n), split by case.")
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
@click.option("--quiet", is_flag=True, help="No progress line.")
@handle_errors
def run(
    paths: tuple[str, ...],
    models: tuple[str, ...],
    base_url: str | None,
    api_key_env: str | None,
    arms: str,
    attempts: int,
    concurrency: int,
    out_dir: str,
    cache_path: str | None,
    no_cache: bool,
    timeout: float,
    max_retries: int,
    temperature: float,
    max_tokens: int,
    seed: int | None,
    shard: str | None,
    replay_path: str | None,
    max_errors: int,
    quiet: bool,
) -> None:
    """Run skills' eval cases with and without the skill, grade, report (and gate)."""
    from skilleval.errors import EXIT_INCOMPLETE, InputError
    from skilleval.providers.base import Params
    from skilleval.report import load_results, write_reports
    from skilleval.runner import ModelSpec, RunOptions, run_models
    from skilleval.scoring import score_run
    from skilleval.workspace import load_workspace

    if not paths:
        raise InputError("give at least one skill folder or tree, e.g. skilleval run skills/")
    chosen = tuple(a.strip() for a in arms.split(",") if a.strip())
    unknown = [a for a in chosen if a not in ARM_CHOICES]
    if unknown or not chosen:
        raise InputError(
            f"--arms: unknown arm(s) {', '.join(unknown) or '(none)'}; "
            f"choose from {', '.join(ARM_CHOICES)}"
        )
    workspace = load_workspace(paths)
    for error in workspace.errors:
        click.echo(f"error: {error}", err=True)
    if not workspace.bundles:
        sys.exit(EXIT_INPUT)
    replay = load_results(Path(replay_path))[0] if replay_path else None
    if replay is not None:
        specs = [
            ModelSpec(m.label, "replay", m.model)
            for m in replay.models
            if not models or m.label in models
        ]
    else:
        specs = [ModelSpec.parse(name, base_url, api_key_env) for name in models] or [
            ModelSpec.parse("extractive")
        ]
    options = RunOptions(
        arms=chosen,
        attempts=attempts,
        concurrency=concurrency,
        params=Params(temperature=temperature, max_tokens=max_tokens, seed=seed),
        timeout=timeout,
        max_retries=max_retries,
        cache_path=None if no_cache else Path(cache_path) if cache_path else _default_cache(),
        shard=_parse_shard(shard),
        progress=not quiet,
        replay=replay,
    )
    out = Path(out_dir)
    result = run_models(workspace.bundles, specs, options, out)
    scorecard = score_run(result)
    write_reports(result, scorecard, out)
    _print_summary(result, scorecard, out)
    errors = sum(1 for a in result.attempts if a.error)
    if errors > max_errors:
        click.echo(
            f"run incomplete: {errors} errored attempt(s) (--max-errors {max_errors})", err=True
        )
        sys.exit(EXIT_INCOMPLETE)
    if workspace.errors:
        sys.exit(EXIT_INPUT)


@cli.command()
@click.argument("results", type=click.Path(exists=True))
@click.option(
    "--out",
    "out_dir",
    type=click.Path(file_okay=False),
    help="Where to write (default: beside results.json).",
)
@handle_errors
def report(results: str, out_dir: str | None) -> None:
    """Re-render every output from a results.json; no model calls."""
    from skilleval.report import load_results, write_reports

    run_result, scorecard = load_results(Path(results))
    target = (
        Path(out_dir)
        if out_dir
        else (Path(results) if Path(results).is_dir() else Path(results).parent)
    )
    write_reports(run_result, scorecard, target)
    _print_summary(run_result, scorecard, target)


@cli.command()
@click.argument("results", type=click.Path(exists=True))
@click.option(
    "--skill",
    "skill_paths",
    multiple=True,
    required=True,
    type=click.Path(exists=True),
    help="The skill folder(s) whose current rubric to grade with.",
)
@click.option(
    "--out",
    "out_dir",
    type=click.Path(file_okay=False),
    help="Where to write (default: beside results.json).",
)
@handle_errors
def regrade(results: str, skill_paths: tuple[str, ...], out_dir: str | None) -> None:
    """Re-grade recorded answers with the current rubric and re-render; no model calls."""
    from skilleval.regrade import regrade_run
    from skilleval.report import load_results, write_reports
    from skilleval.scoring import score_run
    from skilleval.workspace import load_workspace

    run_result, _ = load_results(Path(results))
    workspace = load_workspace(skill_paths)
    for error in workspace.errors:
        click.echo(f"error: {error}", err=True)
    regraded = regrade_run(run_result, workspace.bundles)
    scorecard = score_run(regraded)
    target = (
        Path(out_dir)
        if out_dir
        else (Path(results) if Path(results).is_dir() else Path(results).parent)
    )
    write_reports(regraded, scorecard, target)
    _print_summary(regraded, scorecard, target)


def main() -> None:
    cli(prog_name="skilleval")
