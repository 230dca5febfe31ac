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


def main() -> None:
    cli(prog_name="skilleval")
