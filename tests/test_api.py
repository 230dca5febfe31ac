"""The public Python API: every name in __all__ resolves, and the pipeline runs through it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import skilleval
from tests.answers import recompute
from tests.conftest import EXAMPLE, ROOT


def test_every_public_name_resolves() -> None:
    for name in skilleval.__all__:
        assert getattr(skilleval, name) is not None, name


def test_pipeline_through_the_api(tmp_path: Path) -> None:
    workspace = skilleval.load([EXAMPLE])
    [bundle] = workspace.bundles
    assert isinstance(skilleval.lint_skill(bundle), list)
    case = bundle.evalset.cases[0]
    checks = skilleval.derive_rubric(bundle.skill, case)
    assert skilleval.grade(recompute.IDEAL, checks).passed
    assert not skilleval.grade(recompute.REORDERED, checks).passed
    result = skilleval.evaluate([EXAMPLE], out=tmp_path / "out")
    assert result.scorecard.skills[0].verdict == "PASS"
    paths = skilleval.write_reports(result.run, result.scorecard, tmp_path / "out")
    assert paths and all(p.is_file() for p in paths)
    assert skilleval.gate(result.run, result.scorecard, fail_under={"correctness": 80}).passed
    assert not skilleval.gate(result.run, result.scorecard, fail_under={"correctness": 100}).passed
    rescored = skilleval.score(result.run, case_pass_rate=1.0)
    assert rescored.case_pass_rate == 1.0


def test_cli_startup_does_not_import_the_pipeline() -> None:
    code = "import sys, skilleval.cli.main; print('skilleval.run.runner' in sys.modules)"
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True
    )
    assert done.stdout.strip() == "False"


def test_a_reader_that_goes_away_ends_the_command_quietly() -> None:
    """`skilleval checks ... | head -1`: the closed pipe stops the command without an
    'internal error' line or a traceback."""
    code = (
        "import sys; from skilleval.cli.main import main; "
        "sys.argv = ['skilleval', 'checks', 'skills/mbridge-activation-recompute']; main()"
    )
    proc = subprocess.Popen(
        [sys.executable, "-c", code],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.readline()
    proc.stdout.close()
    error = proc.stderr.read()
    assert proc.wait(timeout=60) in (0, 1)
    assert "internal error" not in error and "Traceback" not in error
