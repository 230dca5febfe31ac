"""Write every output of a run: results.json, BENCHMARK.md, junit.xml and report.html."""

from __future__ import annotations

import json
from pathlib import Path

from skilleval.errors import InputError
from skilleval.report.html import render_html
from skilleval.report.junit import render_junit
from skilleval.report.markdown import render_index, render_skill
from skilleval.results import RunResult
from skilleval.schemas import schema_errors
from skilleval.scoring import Scorecard

__all__ = ["load_results", "results_document", "write_reports"]

OUTPUTS = ("results.json", "BENCHMARK.md", "junit.xml", "report.html")


def results_document(run: RunResult, scorecard: Scorecard) -> dict[str, object]:
    return {"schema": "skilleval/results/1", **run.to_dict(), "scorecard": scorecard.to_dict()}


def _write(path: Path, text: str) -> None:
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(path)


def write_reports(run: RunResult, scorecard: Scorecard, out: Path) -> list[Path]:
    """Write the four outputs (plus one BENCHMARK.md per skill when there are several)."""
    out.mkdir(parents=True, exist_ok=True)
    document = results_document(run, scorecard)
    errors = schema_errors("results", document)
    if errors:
        raise InputError(f"results do not match the results schema: {errors[0]}")
    _write(out / "results.json", json.dumps(document, indent=2, ensure_ascii=False) + "\n")
    if len(run.skills) == 1:
        _write(out / "BENCHMARK.md", render_skill(run, scorecard, run.skills[0]))
    else:
        _write(out / "BENCHMARK.md", render_index(run, scorecard))
        for skill in run.skills:
            folder = out / "skills" / skill.name
            folder.mkdir(parents=True, exist_ok=True)
            _write(folder / "BENCHMARK.md", render_skill(run, scorecard, skill))
    _write(out / "junit.xml", render_junit(run, scorecard.case_pass_rate))
    _write(out / "report.html", render_html(run, scorecard))
    return [out / name for name in OUTPUTS]


def load_results(path: Path) -> tuple[RunResult, Scorecard]:
    """Read a results.json (or the folder holding one); InputError when it is not valid."""
    path = Path(path)
    if path.is_dir():
        path = path / "results.json"
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise InputError("no such results file", str(path)) from None
    except json.JSONDecodeError as exc:
        raise InputError(f"invalid JSON: {exc.msg}", str(path), exc.lineno) from None
    errors = schema_errors("results", data)
    if errors:
        raise InputError(f"not a skilleval results file: {errors[0]}", str(path))
    return RunResult.from_dict(data), Scorecard.from_dict(data["scorecard"])
