"""Commands on recorded results: diff, compare, merge, report, regrade."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import click

from skilleval.cli.common import (
    FORMAT_OPTION,
    cli,
    handle_errors,
    terminal,
)
from skilleval.cli.options import (
    ACCEPT_OPTION,
    _gating,
    _options,
    _parse_arms,
    _specs,
    gate_options,
    model_options,
)
from skilleval.cli.running import _announce_gate, _evaluate_gates, _print_summary
from skilleval.errors import EXIT_FAILED, EXIT_OK


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
@ACCEPT_OPTION
@FORMAT_OPTION
@handle_errors
def diff(
    path: str,
    rev: str | None,
    against: str | None,
    out_dir: str,
    fmt: str,
    accept: tuple[str, ...],
    **params: Any,
) -> None:
    """What an edit changed: run the same cases on the old and new skill, paired.

    Both versions are graded with the old version's rubric, so an edit that drops a
    required field from the skill fails. Exit 1 when a case or dimension regressed.
    """
    import skilleval

    if bool(rev) == bool(against):
        raise skilleval.InputError("give exactly one of --rev REV or --against OLD_DIR")
    out = Path(out_dir)
    specs = _specs(params["models"], params["base_url"], params["api_key_env"])
    options = _options({**params, "shard": None}, _parse_arms(params["arms"]))
    result = skilleval.diff_versions(path, against, rev, specs, out, options, accept)
    document = {
        "skill": result.skill,
        "old": rev or against,
        "accepted": list(accept),
        "regressed": result.regressed,
        "changes": [vars(c) for c in result.changes],
    }
    (out / "diff.json").write_text(json.dumps(document, indent=2) + "\n", encoding="utf-8")
    if fmt == "json":
        click.echo(json.dumps(document, indent=2))
    else:
        label = f"revision {rev}" if rev else f"folder {against}"
        click.echo(f"{result.skill}: edit compared with {label}")
        _print_changes(result.changes)
        click.echo(f"reports: {out}/old, {out}/new, {out}/diff.json")
    sys.exit(EXIT_FAILED if result.regressed else EXIT_OK)


def _print_changes(changes: list[Any]) -> None:
    from skilleval import Trend
    from skilleval.report.text import broke_line

    for change in changes:
        if change.status == Trend.UNCHANGED:
            continue
        what = f"{change.subject[5:]} checks" if change.per_kind else change.subject
        if change.old is None:
            shown = change.detail
        else:
            new_v = "n/a" if change.new is None else f"{change.new:.0%}"
            shown = f"{change.old:.0%} -> {new_v}"
        click.echo(f"  {change.status:<12} {change.model}: {what}: {shown}")
        for broke in change.broke:
            click.echo(f"      {terminal(broke_line(broke))}")
    if all(c.status == Trend.UNCHANGED for c in changes):
        click.echo("  no change")


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
    import skilleval
    from skilleval.report.compare import compare_document, render_compare

    loaded = [(path, *skilleval.load_results(path)) for path in results]
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
    import skilleval

    skilleval.parse_thresholds(params["fail_under"])  # a bad threshold fails before any work
    merged = skilleval.merge([skilleval.load_results(d)[0] for d in dirs])
    scorecard = skilleval.score(merged, params["case_pass_rate"])
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    verdict = _evaluate_gates(params, merged, scorecard, out) if _gating(params) else None
    skilleval.write_reports(merged, scorecard, out, verdict)
    _print_summary(merged, scorecard, out)
    if verdict is not None:
        _announce_gate(verdict)


def _beside(results: str, out_dir: str | None) -> Path:
    """Where re-rendered reports go: ``--out``, else the folder of the results file."""
    if out_dir:
        return Path(out_dir)
    return Path(results) if Path(results).is_dir() else Path(results).parent


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
    import skilleval

    run_result, scorecard = skilleval.load_results(results)
    target = _beside(results, out_dir)
    skilleval.write_reports(run_result, scorecard, target)
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
    import skilleval

    run_result, recorded = skilleval.load_results(results)
    workspace = skilleval.load(skill_paths)
    for error in workspace.errors:
        click.echo(f"error: {terminal(error)}", err=True)
    regraded = skilleval.regrade(run_result, workspace)
    scorecard = skilleval.score(regraded, recorded.case_pass_rate)
    target = _beside(results, out_dir)
    skilleval.write_reports(regraded, scorecard, target)
    _print_summary(regraded, scorecard, target)


@cli.command()
@click.argument("out", type=click.Path(exists=True), default="skilleval-out")
@click.option("--port", type=click.IntRange(0, 65535), default=8765, show_default=True)
@click.option("--no-open", is_flag=True, help="Only serve; do not open a browser.")
@handle_errors
def view(out: str, port: int, no_open: bool) -> None:
    """Serve a run's report.html on 127.0.0.1 and open it in a browser (Ctrl-C stops).

    OUT is a run's output folder (or its report.html)."""
    import functools
    import http.server
    import webbrowser

    from skilleval.errors import InputError

    folder = Path(out)
    if folder.is_file():
        folder = folder.parent
    if not (folder / "report.html").is_file():
        raise InputError(
            "no report.html here (run `skilleval run --out DIR` or `skilleval report`)",
            str(folder),
        )

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, format: str, *args: Any) -> None:  # noqa: A002
            return

    handler = functools.partial(Quiet, directory=str(folder.resolve()))
    try:
        server = http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)
    except OSError as exc:
        raise InputError(
            f"cannot listen on 127.0.0.1:{port} ({exc.strerror}); try --port 0", str(folder)
        ) from None
    url = f"http://127.0.0.1:{server.server_address[1]}/report.html"
    click.echo(f"serving {folder / 'report.html'} at {url} (Ctrl-C stops)", err=False)
    sys.stdout.flush()
    if not no_open:
        webbrowser.open(url)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        click.echo("stopped")
    finally:
        server.server_close()
