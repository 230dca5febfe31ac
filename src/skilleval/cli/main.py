"""Command line: one small function per subcommand; expected errors become one clean line.

Heavy modules are imported inside the commands so ``skilleval --help`` starts fast.
"""

from __future__ import annotations

import json
import shutil
import sys
from collections.abc import Callable
from functools import wraps
from pathlib import Path
from typing import Any, TypeVar, cast

import click

from skilleval import __version__
from skilleval.errors import EXIT_FAILED, EXIT_INPUT, EXIT_INTERNAL, EXIT_OK, SkillEvalError
from skilleval.schemas import SCHEMA_NAMES

DEFAULT_CONCURRENCY = 16
"""Requests in flight (one default for the CLI and the Python API: RunOptions)."""

F = TypeVar("F", bound=Callable[..., Any])

SEVERITIES = ("HIGH", "MEDIUM", "LOW", "INFO")


UNLOADABLE = frozenset(
    {"EVALS/syntax", "EVALS/unreadable", "EVALS/empty_file", "LOAD/outside_link"}
)


def unloadable_evals(bundle: Any) -> list[str]:
    """``path:line: message`` for each eval file of ``bundle`` that could not be loaded."""
    return [
        f"{f.path}{f':{f.line}' if f.line else ''}: {f.message}"
        for f in bundle.evalset.findings
        if f.code in UNLOADABLE
    ]


def select_cases(bundles: list[Any], patterns: tuple[str, ...], limit: int | None) -> list[Any]:
    """The bundles with only the cases matching ``patterns`` (globs), at most ``limit`` in
    all; InputError when nothing matches (a typo must not run an empty, green suite)."""
    from dataclasses import replace
    from fnmatch import fnmatchcase

    from skilleval.errors import InputError

    chosen = []
    left = limit
    for bundle in bundles:
        cases = [
            c
            for c in bundle.evalset.cases
            if not patterns or any(fnmatchcase(c.id, p) for p in patterns)
        ]
        if left is not None:
            cases, left = cases[:left], max(0, left - len(cases))
        if cases:
            chosen.append(replace(bundle, evalset=replace(bundle.evalset, cases=tuple(cases))))
    if not chosen:
        raise InputError(f"no case matches --case {' '.join(patterns)}")
    return chosen


def terminal(text: str) -> str:
    """``text`` on one line without control characters (a skill name or server message
    cannot move the cursor, clear the screen or retitle the terminal)."""
    from skilleval.loading.textfile import printable

    return printable(text)


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
            click.echo(f"error: {terminal(str(exc))}", err=True)
            sys.exit(exc.exit_code)
        except (click.exceptions.Exit, click.ClickException, SystemExit, KeyboardInterrupt):
            raise
        except Exception as exc:  # noqa: BLE001 - last line of defence for the user
            if debug:
                raise
            click.echo(
                f"internal error: {type(exc).__name__}: {exc} (a skilleval bug, not your "
                "input; rerun with --debug for the traceback and report it)",
                err=True,
            )
            sys.exit(EXIT_INTERNAL)

    return cast(F, wrapper)


FORMAT_OPTION = click.option(
    "--format",
    "fmt",
    type=click.Choice(["text", "json"], case_sensitive=False),
    default="text",
    show_default=True,
)
"""``--format text|json``, the same on every command that prints results."""


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="skilleval")
@click.option("--debug", is_flag=True, help="Show tracebacks instead of one-line errors.")
def cli(debug: bool) -> None:
    """Evaluate agent skills: lint, run with and without the skill, grade, report, gate.

    Exit codes: 0 pass, 1 failed (findings, grades, verdicts or gates), 2 input, usage or
    output error, 3 run incomplete (more errors than --max-errors), 4 internal error.
    """


@cli.command()
@click.argument("paths", nargs=-1, required=True, type=click.Path())
@FORMAT_OPTION
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
    from skilleval.loading.skill import rel
    from skilleval.loading.workspace import load_workspace

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
                click.echo(
                    f"  {f['severity']:<6} {f['code']}: {terminal(f['message'])} "
                    f"({terminal(where)})"
                )
        totals = {s.value: 0 for s in Severity}
        for entry in report:
            for f in entry["findings"]:
                totals[f["severity"]] += 1
        with_findings = sum(1 for entry in report if entry["findings"])
        click.echo(
            f"{len(report)} skill(s), {with_findings} with findings: "
            + ", ".join(f"{n} {name}" for name, n in totals.items() if n)
            if any(totals.values())
            else f"{len(report)} skill(s): no findings"
        )
        for error in workspace.errors:
            click.echo(f"error: {terminal(error)}", err=True)
    if workspace.errors:
        sys.exit(EXIT_INPUT)
    sys.exit(EXIT_FAILED if failed else EXIT_OK)


@cli.command()
@click.argument("name", type=click.Choice(list(SCHEMA_NAMES), case_sensitive=False))
@handle_errors
def schema(name: str) -> None:
    """Print one of the project's JSON Schemas."""
    from skilleval.schemas import load_schema

    click.echo(json.dumps(load_schema(name), indent=2))


def _load_one(path: str) -> Any:
    from skilleval.loading.workspace import load_bundle

    return load_bundle(Path(path))


@cli.command()
@click.argument("skill", type=click.Path(exists=True, file_okay=False))
@click.option("--case", "case_id", help="Only this case.")
@FORMAT_OPTION
@click.option(
    "--write", is_flag=True, help="Pin the derived checks into the eval file as explicit `checks`."
)
@handle_errors
def checks(skill: str, case_id: str | None, fmt: str, write: bool) -> None:
    """Print the rubric derived for each case so an author can review (or pin) it."""
    from skilleval.errors import InputError
    from skilleval.loading.evalset import pin_checks
    from skilleval.rubric.derive import derive_checks, select_checklist

    bundle = _load_one(skill)
    problems = unloadable_evals(bundle)
    if problems:
        raise InputError("; ".join(problems))
    cases = [bundle.evalset.case(case_id)] if case_id else list(bundle.evalset.cases)
    out = []
    for case in cases:
        derived = [c.to_dict() for c in derive_checks(bundle.skill, case)]
        _, why = select_checklist(bundle.skill, case.prompt)
        if not case.targets_skill:
            why = "none: the case does not target this skill"
        out.append({"case": case.id, "routing": case.routing, "checklist": why, "checks": derived})
        if write:
            path = pin_checks(case, derived)
            click.echo(f"pinned {len(derived)} check(s) for {case.id} into {path}", err=True)
    if fmt == "json":
        click.echo(json.dumps({"skill": bundle.skill.name, "cases": out}, indent=2))
        return
    for entry in out:
        click.echo(f"{entry['case']} ({entry['routing']}): {len(entry['checks'])} check(s)")
        click.echo(f"  checklist: {entry['checklist']}")
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
@FORMAT_OPTION
@handle_errors
def grade(skill: str, case_id: str, answer_path: str, fmt: str) -> None:
    """Grade one saved answer against a case's checks. Exit 0 pass, 1 fail, 2 input error."""
    from skilleval.errors import InputError
    from skilleval.grading import grade_answer
    from skilleval.rubric.derive import derive_checks

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
        click.echo(f"{terminal(card.skill)}: {card.verdict} - {card.verdict_reason}")
        for model in card.models:
            overall = cell_text(model.dimensions["Overall"])
            errors = sum(model.errors.values())
            extra = f", {errors} error(s)" if errors else ""
            click.echo(f"  {terminal(agent_label(model))}: overall {overall}{extra}")
    from skilleval.run.records import error_groups

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
            click.echo(f"  {count} x {terminal(model)}: {terminal(message[:200])}", err=True)
    click.echo(f"reports: {out}/BENCHMARK.md, results.json, junit.xml, report.html")


ARM_CHOICES = ("baseline", "skill", "discover")


def _parse_arms(arms: str | list[str]) -> tuple[str, ...]:
    from skilleval.errors import InputError

    chosen = tuple(
        a.strip().lower() for a in (arms.split(",") if isinstance(arms, str) else arms) if a.strip()
    )
    unknown = [a for a in chosen if a not in ARM_CHOICES]
    if unknown or not chosen:
        raise InputError(
            f"--arms: unknown arm(s) {', '.join(unknown) or '(none)'}; "
            f"choose from {', '.join(ARM_CHOICES)}"
        )
    return chosen


def model_options(func: F) -> F:
    """Options shared by the commands that ask models (run, diff)."""
    decorators = [
        click.option(
            "--model",
            "models",
            multiple=True,
            envvar="SKILLEVAL_MODEL",
            help="Model name (repeatable; env SKILLEVAL_MODEL). Default: the offline "
            "extractive responder.",
        ),
        click.option(
            "--base-url",
            envvar=["SKILLEVAL_BASE_URL", "OPENAI_BASE_URL"],
            help="OpenAI-compatible endpoint, e.g. http://localhost:8000/v1, or a preset: "
            "openai, nvidia, ollama, vllm, llamacpp (env SKILLEVAL_BASE_URL, OPENAI_BASE_URL).",
        ),
        click.option("--api-key-env", help="Env var holding the API key (default OPENAI_API_KEY)."),
        click.option("--attempts", type=click.IntRange(1, 100), default=1, show_default=True),
        click.option(
            "--concurrency",
            "-j",
            type=click.IntRange(1, 1024),
            default=DEFAULT_CONCURRENCY,
            show_default=True,
        ),
        click.option(
            "--cache",
            "cache_path",
            type=click.Path(dir_okay=False),
            help="Response cache (SQLite). Default: ~/.cache/skilleval/responses.sqlite.",
        ),
        click.option("--no-cache", is_flag=True, help="Do not read or write the response cache."),
        click.option(
            "--timeout", type=float, default=60.0, show_default=True, help="Seconds per request."
        ),
        click.option("--max-retries", type=click.IntRange(0, 20), default=4, show_default=True),
        click.option("--temperature", type=float, default=0.0, show_default=True),
        click.option("--max-tokens", type=int, default=1024, show_default=True),
        click.option("--seed", type=int, default=None),
        click.option("--quiet", is_flag=True, help="No progress line."),
        click.option(
            "--verbose",
            "-v",
            is_flag=True,
            help="Print each answer's verdict and failing checks as it finishes.",
        ),
    ]
    for decorator in reversed(decorators):
        func = decorator(func)
    return func


def _specs(models: Any, base_url: str | None, api_key_env: str | None) -> list[Any]:
    from skilleval.models.registry import ModelSpec

    specs = []
    for model in models:
        if isinstance(model, str):
            specs.append(ModelSpec.parse(model, base_url, api_key_env))
        else:
            specs.append(
                ModelSpec.parse(
                    model.name, model.base_url or base_url, model.api_key_env or api_key_env
                )
            )
    return specs or [ModelSpec.parse("extractive")]


def _options(p: dict[str, Any], arms: tuple[str, ...]) -> Any:
    from skilleval.models.base import Params
    from skilleval.run.runner import RunOptions

    if p["no_cache"]:
        cache = None
    else:
        cache = Path(p["cache_path"]) if p["cache_path"] else _default_cache()
    return RunOptions(
        arms=arms,
        attempts=p["attempts"],
        concurrency=p["concurrency"],
        params=Params(temperature=p["temperature"], max_tokens=p["max_tokens"], seed=p["seed"]),
        timeout=p["timeout"],
        max_retries=p["max_retries"],
        cache_path=cache,
        shard=_parse_shard(p.get("shard")),
        progress=not p["quiet"],
        verbose=p.get("verbose", False),
    )


def _apply_suite(ctx: click.Context, params: dict[str, Any]) -> dict[str, Any]:
    """Suite values fill every option the command line left at its default."""
    from click.core import ParameterSource

    from skilleval.loading.suite import load_suite

    suite = load_suite(Path(params["suite"]))
    merged = dict(params)

    def unset(name: str) -> bool:
        return ctx.get_parameter_source(name) in (ParameterSource.DEFAULT, None)

    if not merged["paths"]:
        merged["paths"] = tuple(str(p) for p in suite.skills)
    if unset("models") and suite.models:
        merged["models"] = list(suite.models)
    names = {
        "arms": "arms",
        "attempts": "attempts",
        "concurrency": "concurrency",
        "out": "out_dir",
        "temperature": "temperature",
        "max_tokens": "max_tokens",
        "seed": "seed",
        "timeout": "timeout",
    }
    for key, option in names.items():
        if key in suite.settings and unset(option):
            merged[option] = suite.settings[key]
    gates = suite.gates
    if gates:
        merged["gate"] = True
    if "fail_under" in gates and unset("fail_under"):
        merged["fail_under"] = tuple(f"{k}={v}" for k, v in gates["fail_under"].items())
    for key in ("min_uplift", "case_pass_rate", "max_errors", "baseline"):
        if key in gates and unset(key):
            merged[key] = gates[key]
    return merged


def gate_options(func: F) -> F:
    """The gate options shared by ``run`` and ``merge``."""
    for option in reversed(
        [
            click.option(
                "--gate", is_flag=True, help="Apply the gates (implied by any gate option)."
            ),
            click.option(
                "--fail-under",
                multiple=True,
                metavar="DIM=PCT",
                help="Fail when a with-skill dimension is below PCT (repeatable).",
            ),
            click.option(
                "--min-uplift", type=float, help="Fail when Overall uplift is below N points."
            ),
            click.option(
                "--case-pass-rate",
                type=click.FloatRange(0, 1),
                default=0.5,
                show_default=True,
                help="Share of a case's attempts that must pass.",
            ),
            click.option(
                "--baseline",
                type=click.Path(exists=True),
                help="A pinned results.json; fail on regressions the data supports.",
            ),
        ]
    ):
        func = option(func)
    return func


def _apply_gates(params: dict[str, Any], result: Any, scorecard: Any, out: Path) -> None:
    """Evaluate the gates named in ``params``; print and exit 1 when they fail."""
    from skilleval.gates.thresholds import GateConfig, evaluate_gates, parse_thresholds
    from skilleval.report import load_results
    from skilleval.run.records import dump_json
    from skilleval.scoring.stats import Trend

    config = GateConfig(
        fail_under=parse_thresholds(params["fail_under"]),
        min_uplift=params["min_uplift"],
        case_pass_rate=params["case_pass_rate"],
        baseline=load_results(Path(params["baseline"]))[0] if params["baseline"] else None,
    )
    verdict = evaluate_gates(result, scorecard, config)
    dump_json(out / "gate.json", verdict.to_dict())
    for change in verdict.changes:
        if change.status in (Trend.REGRESSED, Trend.IMPROVED) and not change.subject.startswith(
            "kind:"
        ):
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


def _print_plan(bundles: Any, specs: Any, options: Any, price: str | None) -> None:
    """``--dry-run``: calls and tokens per model and arm, and a cost when priced."""
    from skilleval.errors import InputError
    from skilleval.run.runner import plan_calls

    rates = None
    if price:
        try:
            rates = tuple(float(p) for p in price.split(","))
        except ValueError:
            rates = ()
        if len(rates) != 2:
            raise InputError(f"--price {price!r}: give IN,OUT dollars per million tokens")
    rows = plan_calls(bundles, specs, options)
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


def _gating(params: dict[str, Any]) -> bool:
    return bool(
        params["gate"]
        or params["fail_under"]
        or params["min_uplift"] is not None
        or params["baseline"]
    )


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
    from skilleval.errors import EXIT_INCOMPLETE, InputError
    from skilleval.gates.thresholds import parse_thresholds
    from skilleval.loading.workspace import load_workspace
    from skilleval.models.registry import ModelSpec
    from skilleval.report import load_results, write_reports
    from skilleval.run.runner import run_models
    from skilleval.scoring.scorecard import Verdict, score_run

    if params["suite"]:
        params = _apply_suite(ctx, params)
    if not params["paths"]:
        raise InputError("give at least one skill folder or tree, e.g. skilleval run skills/")
    arms = _parse_arms(params["arms"])
    workspace = load_workspace(params["paths"])
    for error in workspace.errors:
        click.echo(f"error: {terminal(error)}", err=True)
    if not workspace.bundles:
        sys.exit(EXIT_INPUT)
    if params["case_patterns"] or params["limit"]:
        workspace.bundles = select_cases(
            workspace.bundles, params["case_patterns"], params["limit"]
        )
    unloadable = [u for bundle in workspace.bundles for u in unloadable_evals(bundle)]
    for problem in unloadable:
        click.echo(f"error: {terminal(problem)}", err=True)
    options = _options(params, arms)
    if params["judge"]:
        if params["judge"] == "extractive":
            raise InputError("--judge needs a model; the extractive responder cannot judge")
        options.judge = ModelSpec.parse(params["judge"], params["base_url"], params["api_key_env"])
    if params["replay_path"]:
        options.replay = load_results(Path(params["replay_path"]))[0]
        wanted = {m if isinstance(m, str) else m.name for m in params["models"]}
        specs = [
            ModelSpec(m.label, "replay", m.model)
            for m in options.replay.models
            if not wanted or m.label in wanted
        ]
    else:
        specs = _specs(params["models"], params["base_url"], params["api_key_env"])
    if params["dry_run"]:
        _print_plan(workspace.bundles, specs, options, params["price"])
        return
    gating = _gating(params) and not params["no_gate"]
    parse_thresholds(params["fail_under"])  # a bad threshold is an error before any call
    if params["baseline"]:
        load_results(Path(params["baseline"]))
    out = Path(params["out_dir"])
    try:
        result = run_models(workspace.bundles, specs, options, out)
    except KeyboardInterrupt:
        click.echo(
            f"\ninterrupted: finished attempts are kept in {out / 'attempts.jsonl'}; rerun the "
            "same command to resume (no finished call is repeated)",
            err=True,
        )
        sys.exit(130)
    scorecard = score_run(result, params["case_pass_rate"])
    write_reports(result, scorecard, out)
    _print_summary(result, scorecard, out)
    errors = sum(1 for a in result.attempts if a.error)
    if errors > params["max_errors"]:
        click.echo(
            f"run incomplete: {errors} errored attempt(s) (--max-errors {params['max_errors']})",
            err=True,
        )
        sys.exit(EXIT_INCOMPLETE)
    for error in result.meta.errors:
        click.echo(f"error: {terminal(error)}", err=True)
    if unloadable or result.meta.errors:
        if unloadable:
            click.echo(f"{len(unloadable)} eval file(s) could not be loaded (above)", err=True)
        if result.meta.errors:
            click.echo(f"{len(result.meta.errors)} case(s) could not be graded (above)", err=True)
        sys.exit(EXIT_INPUT)
    if gating:
        _apply_gates(params, result, scorecard, out)
    if workspace.errors:
        sys.exit(EXIT_INPUT)
    failed = [card.skill for card in scorecard.skills if card.verdict == Verdict.FAIL]
    if failed and not gating and not params["no_gate"]:
        click.echo(
            f"verdict: FAIL for {len(failed)} skill(s); --no-gate explores without failing",
            err=True,
        )
        sys.exit(EXIT_FAILED)


@cli.command()
@click.argument("path", type=click.Path(exists=True, file_okay=False))
@click.option("--rev", help="Compare with the skill at this git revision.")
@click.option(
    "--against",
    type=click.Path(exists=True, file_okay=False),
    help="Compare with this folder (the old version of the skill).",
)
@model_options
@click.option(
    "--arms",
    default="skill,discover",
    show_default=True,
    help="Arms to run on both versions (the baseline does not change with an edit).",
)
@click.option(
    "--out",
    "out_dir",
    type=click.Path(file_okay=False),
    default="skilleval-diff",
    show_default=True,
)
@FORMAT_OPTION
@handle_errors
def diff(
    path: str, rev: str | None, against: str | None, out_dir: str, fmt: str, **params: Any
) -> None:
    """What an edit changed: run the same cases on the old and new skill, paired.

    Both versions are graded with the old version's rubric, so an edit that drops a
    required field from the skill fails. Exit 1 when a case or dimension regressed.
    """
    from skilleval.errors import InputError
    from skilleval.gates.regrade import regrade_run
    from skilleval.gates.thresholds import compare_runs
    from skilleval.loading.skill import load_skill
    from skilleval.loading.versions import copy_of, skill_at_revision
    from skilleval.loading.workspace import SkillBundle, load_bundle
    from skilleval.report import write_reports
    from skilleval.run.records import dump_json
    from skilleval.run.runner import run_models
    from skilleval.scoring.scorecard import score_run
    from skilleval.scoring.stats import Trend

    if bool(rev) == bool(against):
        raise InputError("give exactly one of --rev REV or --against OLD_DIR")
    new = load_bundle(Path(path))
    if rev:
        old_dir = skill_at_revision(Path(path), rev)
    else:
        old_dir = copy_of(Path(against or ""), new.skill.path.resolve().name)
    try:
        old = SkillBundle(load_skill(old_dir), new.evalset)
        specs = _specs(params["models"], params["base_url"], params["api_key_env"])
        options = _options({**params, "shard": None}, _parse_arms(params["arms"]))
        out = Path(out_dir)
        old_run = run_models([old], specs, options, out / "old")
        new_raw = run_models([new], specs, options, out / "new")
        new_run = regrade_run(new_raw, [old])
        new_run.skills = new_raw.skills
        for run_result, folder in ((old_run, out / "old"), (new_run, out / "new")):
            write_reports(run_result, score_run(run_result), folder)
    finally:
        shutil.rmtree(old_dir.parent, ignore_errors=True)  # the temporary copy of the old skill
    changes = compare_runs(old_run, new_run)
    regressed = [
        c for c in changes if c.status == Trend.REGRESSED and not c.subject.startswith("kind:")
    ]
    document = {
        "skill": new.skill.name,
        "old": rev or against,
        "regressed": bool(regressed),
        "changes": [vars(c) for c in changes],
    }
    dump_json(out / "diff.json", document)
    if fmt == "json":
        click.echo(json.dumps(document, indent=2))
    else:
        label = f"revision {rev}" if rev else f"folder {against}"
        click.echo(f"{new.skill.name}: edit compared with {label}")
        for change in changes:
            if change.status == "unchanged":
                continue
            what = change.subject
            if what.startswith("kind:"):
                what = f"{what[5:]} checks"
            if change.old is None:
                shown = change.detail
            else:
                new_v = "n/a" if change.new is None else f"{change.new:.0%}"
                shown = f"{change.old:.0%} -> {new_v}"
            click.echo(f"  {change.status:<12} {change.model}: {what}: {shown}")
        if all(c.status == Trend.UNCHANGED for c in changes):
            click.echo("  no change")
        click.echo(f"reports: {out}/old, {out}/new, {out}/diff.json")
    sys.exit(EXIT_FAILED if regressed else EXIT_OK)


@cli.command()
@click.argument("results", nargs=-1, required=True, type=click.Path(exists=True))
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["markdown", "json"], case_sensitive=False),
    default="markdown",
    show_default=True,
)
@handle_errors
def compare(results: tuple[str, ...], fmt: str) -> None:
    """A matrix of runs (models, skill versions, dates): uplift per dimension, differing cases."""
    from skilleval.report import load_results
    from skilleval.report.compare import compare_document, render_compare

    loaded = [(path, *load_results(Path(path))) for path in results]
    if fmt == "json":
        click.echo(json.dumps(compare_document(loaded), indent=2))
    else:
        click.echo(render_compare(loaded))


@cli.command()
@click.argument("dirs", nargs=-1, required=True, type=click.Path(exists=True))
@click.option("--out", "out_dir", type=click.Path(file_okay=False), required=True)
@gate_options
@handle_errors
def merge(dirs: tuple[str, ...], out_dir: str, **params: Any) -> None:
    """Join shard results (run --shard i/n) into one report, as an unsharded run gives,
    and apply the gates to the whole: every shard must be there, once."""
    from skilleval.gates.merge import merge_runs
    from skilleval.gates.thresholds import parse_thresholds
    from skilleval.report import load_results, write_reports
    from skilleval.scoring.scorecard import score_run

    parse_thresholds(params["fail_under"])  # a bad threshold is an error before any work
    merged = merge_runs([load_results(Path(d))[0] for d in dirs])
    scorecard = score_run(merged, params["case_pass_rate"])
    write_reports(merged, scorecard, Path(out_dir))
    _print_summary(merged, scorecard, Path(out_dir))
    if _gating(params):
        _apply_gates(params, merged, scorecard, Path(out_dir))


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
    from skilleval.gates.regrade import regrade_run
    from skilleval.loading.workspace import load_workspace
    from skilleval.report import load_results, write_reports
    from skilleval.scoring.scorecard import score_run

    run_result, recorded = load_results(Path(results))
    workspace = load_workspace(skill_paths)
    for error in workspace.errors:
        click.echo(f"error: {error}", err=True)
    regraded = regrade_run(run_result, workspace.bundles)
    scorecard = score_run(regraded, recorded.case_pass_rate)
    target = (
        Path(out_dir)
        if out_dir
        else (Path(results) if Path(results).is_dir() else Path(results).parent)
    )
    write_reports(regraded, scorecard, target)
    _print_summary(regraded, scorecard, target)


@cli.command()
@click.argument("labels", type=click.Path(exists=True, dir_okay=False))
@FORMAT_OPTION
@click.option(
    "--fail-under",
    type=click.FloatRange(0, 100),
    help="Exit 1 when agreement on the checks, or on the overall verdict, is below PCT.",
)
@click.option(
    "--max-abstain",
    type=click.FloatRange(0, 100),
    help="Exit 1 when the grader leaves more than PCT of the check labels undetermined.",
)
@click.option(
    "--never-pass",
    "never_pass",
    multiple=True,
    metavar="SHAPE",
    help="Exit 1 when the grader passes an answer of this shape that people reject "
    "(e.g. keyword_bag). Repeatable.",
)
@click.option("--judge", help="A model that decides the checks text leaves undetermined.")
@click.option("--base-url", help="The judge's endpoint (URL or preset).")
@click.option("--api-key-env", help="Environment variable holding the judge's API key.")
@handle_errors
def calibrate(
    labels: str,
    fmt: str,
    fail_under: float | None,
    max_abstain: float | None,
    never_pass: tuple[str, ...],
    judge: str | None,
    base_url: str | None,
    api_key_env: str | None,
) -> None:
    """Grade human-labeled answers and report how often the grader agrees with people."""
    import asyncio

    from skilleval.calibration import render_text

    result = asyncio.run(_calibrate(Path(labels), judge, base_url, api_key_env))
    if fmt == "json":
        click.echo(json.dumps(result.to_dict(), indent=2))
    else:
        click.echo(render_text(result))
    problems = []
    checks, overall = result.total(), result.stats().get("overall")
    if fail_under is not None:
        for name, stats in (("checks", checks), ("overall", overall)):
            rate = None if stats is None else stats.agreement
            if rate is not None and rate * 100 < fail_under:
                problems.append(f"{name} agreement {rate:.1%} < {fail_under:g}%")
    abstain = checks.abstention
    if max_abstain is not None and abstain is not None and abstain * 100 > max_abstain:
        problems.append(f"abstention {abstain:.1%} > {max_abstain:g}%")
    for j in result.disagreements():
        if j.kind == "overall" and j.verdict and j.shape in never_pass:
            problems.append(f"{j.answer_id}: a {j.shape} answer passes")
    if result.errors:
        problems.append(f"{len(result.errors)} answer(s) could not be graded")
    for problem in problems:
        click.echo(f"calibrate: FAIL - {problem}", err=True)
    sys.exit(EXIT_FAILED if problems else EXIT_OK)


@cli.command()
@click.option(
    "--cache",
    "cache_path",
    type=click.Path(dir_okay=False),
    help="Response cache (default: ~/.cache/skilleval/responses.sqlite).",
)
@click.option("--clear", is_flag=True, help="Delete every cached response.")
@handle_errors
def cache(cache_path: str | None, clear: bool) -> None:
    """Show the response cache's size, or clear it."""
    path = Path(cache_path) if cache_path else _default_cache()
    if not path.exists():
        click.echo(f"{path}: no cache yet")
        return
    from skilleval.models.cache import ResponseCache

    store = ResponseCache(path)
    try:
        if clear:
            removed = store.clear()
            click.echo(f"{path}: cleared {removed} response(s)")
            return
        size = sum(
            p.stat().st_size
            for p in path.parent.glob(path.name + "*")
            if p.is_file() and not p.name.endswith(".corrupt")
        )
        click.echo(f"{path}: {store.count()} response(s), {size / 2**20:.1f} MiB")
    finally:
        store.close()


async def _calibrate(
    labels: Path, judge: str | None, base_url: str | None, api_key_env: str | None
) -> Any:
    """Calibrate, asking ``judge`` (when given) about undetermined checks."""
    from skilleval.calibration import acalibrate
    from skilleval.errors import InputError, ProviderError
    from skilleval.models.base import ChatRequest, Params
    from skilleval.models.registry import ModelSpec
    from skilleval.run.runner import RunOptions, make_provider

    if not judge:
        return await acalibrate(labels)
    if judge == "extractive":
        raise InputError("--judge needs a model; the extractive responder cannot judge")
    spec = ModelSpec.parse(judge, base_url, api_key_env)
    provider = make_provider(spec, RunOptions())

    async def ask(messages: list[dict[str, Any]]) -> tuple[str, str]:
        request = ChatRequest(spec.model, tuple(messages), (), Params(temperature=0.0))
        try:
            return (await provider.complete(request)).text, ""
        except ProviderError as exc:
            return "", str(exc)

    try:
        return await acalibrate(labels, ask)
    finally:
        await provider.aclose()


def main() -> None:
    # --debug is accepted anywhere on the command line, not only before the command.
    args = sys.argv[1:]
    if "--debug" in args[1:]:
        args = ["--debug", *[a for a in args if a != "--debug"]]
    cli(args=args, prog_name="skilleval")
