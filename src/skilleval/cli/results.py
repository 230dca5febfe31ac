"""Commands on recorded results: diff, compare, merge, report, regrade."""

from __future__ import annotations

import json
import shutil
import sys
from dataclasses import replace
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
    from skilleval.errors import InputError
    from skilleval.gates.thresholds import accept_checks, compare_runs
    from skilleval.run.records import dump_json

    if bool(rev) == bool(against):
        raise InputError("give exactly one of --rev REV or --against OLD_DIR")
    out = Path(out_dir)
    name, old_run, new_run = _run_both_versions(Path(path), rev, against, params, out)
    changes = compare_runs(accept_checks(old_run, accept), accept_checks(new_run, accept))
    regressed = [c for c in changes if c.regression]
    document = {
        "skill": name,
        "old": rev or against,
        "accepted": list(accept),
        "regressed": bool(regressed),
        "changes": [vars(c) for c in changes],
    }
    dump_json(out / "diff.json", document)
    if fmt == "json":
        click.echo(json.dumps(document, indent=2))
    else:
        label = f"revision {rev}" if rev else f"folder {against}"
        click.echo(f"{name}: edit compared with {label}")
        _print_changes(changes)
        click.echo(f"reports: {out}/old, {out}/new, {out}/diff.json")
    sys.exit(EXIT_FAILED if regressed else EXIT_OK)


def _run_both_versions(
    path: Path, rev: str | None, against: str | None, params: dict[str, Any], out: Path
) -> tuple[str, Any, Any]:
    """Run the old and the new version of the skill on the same cases, both graded with the
    old version's rubric; write each one's reports. (skill name, old run, new run)."""
    from skilleval.gates.regrade import regrade_run
    from skilleval.loading.skill import load_skill
    from skilleval.loading.versions import copy_of, skill_at_revision
    from skilleval.loading.workspace import SkillBundle, load_bundle
    from skilleval.report import write_reports
    from skilleval.run.runner import run_models
    from skilleval.scoring.scorecard import score_run

    new = load_bundle(path)
    if rev:
        old_dir = skill_at_revision(path, rev)
    else:
        old_dir = copy_of(Path(against or ""), new.skill.path.resolve().name)
    try:
        old = SkillBundle(load_skill(old_dir), new.evalset)
        specs = _specs(params["models"], params["base_url"], params["api_key_env"])
        options = _options({**params, "shard": None}, _parse_arms(params["arms"]))
        # The old version runs from a temporary copy: its discover arm gets the new
        # version's neighbours as decoys, so both versions face the same catalogue.
        old_options = replace(options, decoys_from=new.skill.path.resolve().parent)
        old_run = run_models([old], specs, old_options, out / "old")
        new_raw = run_models([new], specs, options, out / "new")
        new_run = regrade_run(new_raw, [old])
        new_run.skills = new_raw.skills
        for run_result, folder in ((old_run, out / "old"), (new_run, out / "new")):
            write_reports(run_result, score_run(run_result), folder)
    finally:
        shutil.rmtree(old_dir.parent, ignore_errors=True)  # the temporary copy of the old skill
    return new.skill.name, old_run, new_run


def _print_changes(changes: list[Any]) -> None:
    from skilleval.gates.thresholds import broke_line
    from skilleval.scoring.stats import Trend

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
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    verdict = _evaluate_gates(params, merged, scorecard, out) if _gating(params) else None
    write_reports(merged, scorecard, out, verdict)
    _print_summary(merged, scorecard, out)
    if verdict is not None:
        _announce_gate(verdict)


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
