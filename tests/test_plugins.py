"""Plugins: a custom check kind and a custom provider, installed through the 'skilleval'
entry-point group (a dist-info folder on the path, as pip would write it)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.conftest import SkillMaker

PLUGIN = Path(__file__).parent / "plugin_example" / "skilleval_example.py"


def install_plugin(site: Path) -> Path:
    """What `pip install` of a package declaring the entry point leaves behind."""
    site.mkdir(parents=True, exist_ok=True)
    shutil.copy(PLUGIN, site / PLUGIN.name)
    info = site / "skilleval_example-0.1.dist-info"
    info.mkdir(exist_ok=True)
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: skilleval-example\nVersion: 0.1\n")
    (info / "entry_points.txt").write_text("[skilleval]\nexample = skilleval_example\n")
    return site


@pytest.fixture
def plugin_site(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    from skilleval.plugins import reload_plugins

    site = install_plugin(tmp_path / "site")
    monkeypatch.syspath_prepend(str(site))
    assert reload_plugins() == {}
    yield site
    reload_plugins()


def plugin_skill(make_skill: SkillMaker, limit: object = 40, kind: str = "max_words") -> Path:
    item = {
        "id": "short-answer",
        "question": "How do I enable the thing?",
        "expected_skill": "demo-skill",
        "checks": [{"kind": kind, "label": "answers briefly", "params": {"limit": limit}}],
    }
    tight = {**item, "id": "tight", "checks": [{"kind": kind, "params": {"limit": 2}}]}
    return make_skill(evals=[item, tight])


def test_plugin_check_kind_and_provider_through_the_api(
    plugin_site: Path, make_skill: SkillMaker, tmp_path: Path
) -> None:
    import skilleval
    from skilleval.run.plan import RunOptions

    folder = plugin_skill(make_skill)
    result = skilleval.evaluate(
        [folder], ["echo:demo"], tmp_path / "out", RunOptions(arms=("baseline", "skill"))
    )
    grades = {(a.case, a.arm): a.grade for a in result.run.attempts}
    assert len(grades) == 4 and all(a.ok for a in result.run.attempts)
    for arm in ("baseline", "skill"):
        short, tight = grades[("short-answer", arm)], grades[("tight", arm)]
        assert short is not None and tight is not None
        assert [r.kind for r in short.results] == ["max_words"]
        assert short.passed and not tight.passed
        assert "limit 2" in tight.results[0].message
    assert {m.endpoint for m in result.run.models} == {"echo://demo"}
    # The plugin kind feeds correctness: one of two cases passes in each arm.
    card = result.scorecard.skills[0].models[0]
    assert card.dimensions["Correctness"].skill == pytest.approx(0.5)
    assert card.dimensions["Correctness"].baseline == pytest.approx(0.5)


@pytest.mark.slow
def test_plugin_is_found_through_entry_points_in_a_fresh_process(
    make_skill: SkillMaker, tmp_path: Path
) -> None:
    site = install_plugin(tmp_path / "site")
    folder = plugin_skill(make_skill)
    out = tmp_path / "out"
    env = os.environ | {
        "PYTHONPATH": os.pathsep.join([str(site), os.environ.get("PYTHONPATH", "")])
    }
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "skilleval",
            "run",
            str(folder),
            "--model",
            "echo:demo",
            "--arms",
            "skill",
            "--out",
            str(out),
            "--no-gate",
        ],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    data = json.loads((out / "results.json").read_text())
    kinds = {r["kind"] for a in data["attempts"] for r in a["grade"]["results"]}
    assert kinds == {"max_words"}
    assert sorted(a["grade"]["passed"] for a in data["attempts"]) == [False, True]


def test_plugin_kind_errors_name_the_case_and_suggest(
    plugin_site: Path, make_skill: SkillMaker, tmp_path: Path
) -> None:
    from click.testing import CliRunner

    from skilleval.cli.main import cli

    runner = CliRunner()
    typo = plugin_skill(make_skill, kind="max_word")
    result = runner.invoke(cli, ["checks", str(typo)])
    assert result.exit_code == 2, result.output
    assert "unknown check kind 'max_word' - did you mean 'max_words'?" in result.output
    assert "evals.json" in result.output

    bad = plugin_skill(make_skill, limit="many")
    result = runner.invoke(cli, ["run", str(bad), "--out", str(tmp_path / "o")])
    assert result.exit_code == 2, result.output
    assert "bad params" in result.output and "positive integer" in result.output
    assert "1 case(s) could not be graded" in result.output  # reported, never dropped
    benchmark = (tmp_path / "o" / "BENCHMARK.md").read_text()
    assert "could not be graded" in benchmark and "short-answer" in benchmark


def test_a_plugin_grader_that_raises_leaves_its_check_undetermined(plugin_site: Path) -> None:
    from skilleval import Check, check_kind
    from skilleval.grading import grade_answer

    @check_kind("explodes")
    def explodes(answer: object, check: Check) -> object:
        raise RuntimeError("boom")

    grade = grade_answer("any answer", [Check("x", "explodes", "explodes", "explicit")])
    (result,) = grade.results
    assert result.status == "undetermined" and "boom" in result.message and grade.passed


def test_a_broken_plugin_is_named_where_its_names_are_missing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from skilleval.errors import InputError
    from skilleval.grading import get_kind
    from skilleval.plugins import reload_plugins

    site = tmp_path / "site"
    info = site / "skilleval_broken-0.1.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: skilleval-broken\nVersion: 0.1\n")
    (info / "entry_points.txt").write_text("[skilleval]\nbroken = skilleval_broken\n")
    (site / "skilleval_broken.py").write_text("raise ImportError('needs numpy')\n")
    monkeypatch.syspath_prepend(str(site))
    try:
        assert "broken" in reload_plugins()
        with pytest.raises(InputError, match="plugin 'broken' failed to load: ImportError"):
            get_kind("max_words_missing")
    finally:
        monkeypatch.undo()
        reload_plugins()


def test_params_on_a_kind_without_a_spec_are_an_input_error() -> None:
    from skilleval.errors import InputError
    from skilleval.grading import Check
    from skilleval.grading.registry import check_params

    with pytest.raises(InputError, match="check kind 'fields' takes no params"):
        check_params(Check("x", "fields", "x", "explicit", fields=("a",), params={"limit": 1}))


def test_a_spec_that_raises_anything_is_the_skills_input_error() -> None:
    from skilleval.errors import InputError
    from skilleval.grading import Check, check_kind
    from skilleval.grading.registry import check_params

    class Touchy:
        def __init__(self, **params: object) -> None:
            raise RecursionError("params nested too deep")

    @check_kind("touchy", spec=Touchy)
    def touchy(answer: object, check: Check, spec: Touchy) -> object:
        raise AssertionError("never graded")

    with pytest.raises(InputError, match="bad params \\(RecursionError: params nested"):
        check_params(Check("x", "touchy", "x", "explicit", params={"deep": [[[]]]}))
