"""Commands on skill folders without a model: lint, schema, checks, grade."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import click

from skilleval.cli.common import (
    FORMAT_OPTION,
    SEVERITIES,
    cli,
    handle_errors,
    terminal,
)
from skilleval.errors import EXIT_FAILED, EXIT_INPUT, EXIT_OK
from skilleval.schemas import SCHEMA_NAMES


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
@click.option(
    "--jobs",
    type=click.IntRange(1, 256),
    default=None,
    help="Processes to lint many skills in (default: the number of cores).",
)
@handle_errors
def lint(paths: tuple[str, ...], fmt: str, fail_on: str, jobs: int | None) -> None:
    """Static checks of skills (no model): spec, dataset, links, content, signature."""
    import skilleval
    from skilleval.loading.textfile import rel

    workspace = skilleval.load(paths, jobs=jobs)
    threshold = skilleval.Severity(fail_on.upper()).rank
    report: list[dict[str, Any]] = []
    failed = False
    loading_findings: dict[str, list[Any]] = {}
    for finding in workspace.findings:
        loading_findings.setdefault(finding.path, []).append(finding)
    linted = skilleval.lint_skills(workspace.bundles, jobs)
    for bundle, found in zip(workspace.bundles, linted, strict=True):
        findings = found + loading_findings.get(rel(bundle.skill.skill_md), [])
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
        totals = {s.value: 0 for s in skilleval.Severity}
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
    """The one skill at ``path``; its unloadable eval files are an input error."""
    import skilleval
    from skilleval.errors import InputError

    workspace = skilleval.load([path])
    if workspace.errors:
        raise InputError("; ".join(workspace.errors))
    if workspace.unloadable:
        raise InputError("; ".join(workspace.unloadable))
    if len(workspace.bundles) != 1:
        raise InputError("expected one skill folder", path)
    return workspace.bundles[0]


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
    import skilleval

    bundle = _load_one(skill)
    cases = [bundle.evalset.case(case_id)] if case_id else list(bundle.evalset.cases)
    out = []
    for case in cases:
        rubric = skilleval.derive_rubric(bundle.skill, case)
        derived = [c.to_dict() for c in rubric]
        why = skilleval.checklist_reason(bundle.skill, case)
        out.append({"case": case.id, "routing": case.routing, "checklist": why, "checks": derived})
        if write:
            path = skilleval.pin_rubric(case, rubric)
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
    import skilleval
    from skilleval.errors import InputError

    bundle = _load_one(skill)
    case = bundle.evalset.case(case_id)
    if answer_path == "-":
        answer = sys.stdin.read()
    else:
        try:
            answer = Path(answer_path).read_text(encoding="utf-8", errors="replace")
        except OSError as exc:
            raise InputError(f"cannot read answer: {exc.strerror}", answer_path) from None
    result = skilleval.grade(answer, skilleval.derive_rubric(bundle.skill, case))
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
