"""skilleval calibrate and skilleval cache."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from skilleval.cli.common import (
    FORMAT_OPTION,
    cli,
    handle_errors,
)
from skilleval.cli.options import (
    _default_cache,
    judge_spec,
)
from skilleval.errors import EXIT_FAILED, EXIT_OK


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
    import skilleval

    spec = judge_spec(judge, base_url, api_key_env) if judge else None
    result = skilleval.calibrate(labels, spec)
    if fmt == "json":
        click.echo(json.dumps(result.to_dict(), indent=2))
    else:
        click.echo(result.render())
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
    from skilleval import ResponseCache

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
