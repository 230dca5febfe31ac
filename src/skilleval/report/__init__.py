"""Write every output of a run: results.json, BENCHMARK.md, junit.xml and report.html."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from skilleval.errors import InputError, InternalError
from skilleval.report.html import GateOutcome, html_chunks
from skilleval.report.junit import render_junit
from skilleval.report.markdown import render_index, render_skill
from skilleval.report.text import skill_folders
from skilleval.run.records import RunResult, write_atomic
from skilleval.schemas import schema_errors
from skilleval.scoring.scorecard import Scorecard

__all__ = ["load_results", "write_reports"]

OUTPUTS = ("results.json", "BENCHMARK.md", "junit.xml", "report.html")


SCHEMA_ID = "skilleval/results/1"
VALIDATE_ATTEMPTS = 20
"""Items of each list validated at write time (attempts, cases, rows; tests validate whole
files): the rest are built by the same code, so they have the same shape."""


def _sample(value: Any) -> Any:
    """``value`` with every list cut to its first VALIDATE_ATTEMPTS items (what write-time
    validation reads: its cost stays the same however large the run)."""
    if isinstance(value, list):
        return [_sample(v) for v in value[:VALIDATE_ATTEMPTS]]
    if isinstance(value, dict):
        return {k: _sample(v) for k, v in value.items()}
    return value


def _write_results(run: RunResult, scorecard: Scorecard, path: Path) -> None:
    """Stream results.json: the skeleton pretty-printed, then one attempt per line."""
    skeleton = {
        "schema": SCHEMA_ID,
        **run.to_dict(with_attempts=False),
        "scorecard": scorecard.to_dict(),
        "attempts": [],
    }
    sample = [a.to_dict() for a in run.attempts[:VALIDATE_ATTEMPTS]]
    errors = schema_errors("results", _sample({**skeleton, "attempts": sample}))
    if errors:
        raise InternalError(
            f"results do not match the results schema: {errors[0]} (a skilleval bug; please "
            "report it with this message)"
        )
    head = json.dumps(
        {k: v for k, v in skeleton.items() if k != "attempts"}, indent=1, ensure_ascii=False
    )

    def pieces() -> Iterator[str]:
        yield head[:-2] + ',\n "attempts": ['
        for n, attempt in enumerate(run.attempts):
            yield ("\n  " if n == 0 else ",\n  ") + attempt.to_json()
        yield "\n ]\n}\n"

    write_atomic(path, pieces())


def write_reports(
    run: RunResult, scorecard: Scorecard, out: Path, gate: GateOutcome | None = None
) -> list[Path]:
    """Write the four outputs (plus one BENCHMARK.md per skill when there are several);
    ``gate``, when given, is shown at the top of report.html."""
    out.mkdir(parents=True, exist_ok=True)
    _write_results(run, scorecard, out / "results.json")
    if len(run.skills) == 1:
        write_atomic(out / "BENCHMARK.md", render_skill(run, scorecard, run.skills[0]))
    else:
        write_atomic(out / "BENCHMARK.md", render_index(run, scorecard))
        folders = skill_folders([s.name for s in run.skills])
        root = (out / "skills").resolve()
        for skill in run.skills:
            folder = out / "skills" / folders[skill.name]
            if not folder.resolve().is_relative_to(root):
                raise InputError(f"skill name {skill.name!r} would write outside", str(out))
            folder.mkdir(parents=True, exist_ok=True)
            write_atomic(folder / "BENCHMARK.md", render_skill(run, scorecard, skill))
    write_atomic(out / "junit.xml", render_junit(run, scorecard.case_pass_rate))
    write_atomic(out / "report.html", html_chunks(run, scorecard, gate))
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
