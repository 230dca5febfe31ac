"""Hostile skill files: alias bombs, deep nesting, link loops and huge datasets are findings."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from skilleval.cli.main import cli
from skilleval.loading.evalset import load_evalset
from skilleval.loading.skill import load_skill
from skilleval.loading.workspace import load_workspace
from tests.conftest import SkillMaker

BOMB = """\
a: &a ["x", "x", "x", "x", "x", "x", "x", "x", "x", "x"]
b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]
c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]
d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]
e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]
f: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e, *e]
title: *f
"""


def test_alias_bombs_are_refused(make_skill: SkillMaker) -> None:
    folder = make_skill(name="bomb-skill")
    (folder / "card.yaml").write_text(BOMB, encoding="utf-8")
    (folder / "evals").mkdir()
    bomb_case = BOMB.replace("title: *f", "cases:\n  - {id: x, question: q, ground_truth: *f}")
    (folder / "evals" / "evals.yaml").write_text(bomb_case, encoding="utf-8")
    skill = load_skill(folder)
    assert [f.code for f in skill.findings] == ["CARD/refused"]
    evalset = load_evalset(folder, skill.name)
    assert not evalset.cases
    assert any("aliases" in f.message for f in evalset.findings)


def test_deep_nesting_is_a_finding_and_other_skills_go_on(
    make_skill: SkillMaker, tmp_path: Path
) -> None:
    tree = tmp_path / "tree"
    deep = "[" * 100_000 + "]" * 100_000
    make_skill(name="deep-skill", parent=tree, evals=deep)
    make_skill(
        name="fine-skill",
        parent=tree,
        evals=[{"id": "a", "question": "How?", "expected_skill": "fine-skill"}],
    )
    workspace = load_workspace([tree])
    counts = {b.skill.name: len(b.evalset.cases) for b in workspace.bundles}
    assert counts == {"deep-skill": 0, "fine-skill": 1}
    deep_bundle = next(b for b in workspace.bundles if b.skill.name == "deep-skill")
    assert any("nested too deeply" in f.message for f in deep_bundle.evalset.findings)
    result = CliRunner().invoke(cli, ["run", str(tree), "--out", str(tmp_path / "out")])
    assert "Traceback" not in result.output and (tmp_path / "out" / "BENCHMARK.md").is_file()


def test_link_into_a_symlink_loop_is_a_finding(make_skill: SkillMaker) -> None:
    folder = make_skill(body="# Demo\n\nSee [the loop](loop/a/b.md).\n")
    (folder / "loop").symlink_to(folder / "loop")
    result = CliRunner().invoke(cli, ["lint", str(folder), "--format", "json"])
    assert result.exit_code in (0, 1), result.output
    codes = [f["code"] for f in json.loads(result.output)["skills"][0]["findings"]]
    assert "LINKS/unresolvable" in codes


@pytest.mark.slow
def test_jsonl_line_numbers_stay_right_at_scale(make_skill: SkillMaker) -> None:
    rows = [json.dumps({"id": f"c{i}", "question": "q"}) for i in range(20_000)]
    rows[15_000] = '{"id": "c15000"}'  # no prompt: a finding on its own line
    folder = make_skill(evals="\n".join(rows), evals_name="evals.jsonl")
    evalset = load_evalset(folder, "demo-skill")
    assert len(evalset.cases) == 19_999
    [missing] = [f for f in evalset.findings if f.code == "EVALS/missing_prompt"]
    assert missing.line == 15_001


def test_an_eval_file_cannot_make_grading_slow(make_skill: SkillMaker) -> None:
    """Eval files come from pull requests: a pattern that backtracks without end is not
    run, and a huge behaviour or ground truth is cut, each with a finding; every answer is
    still graded at once."""
    import time

    from skilleval.grading import grade_answer
    from skilleval.rubric.derive import derive_checks

    case = {
        "id": "c",
        "question": "Summarise the log.",
        "ground_truth": "Reads " + "a.b" * 20_000 + " first.",
        "expected_behavior": ["Reads " + "a.b" * 20_000 + " first"],
        "assertions": [
            {"text": "backtracks", "type": "contains_pattern", "pattern": "(a+)+$"},
            {"text": "fine", "type": "contains_pattern", "pattern": "(log|summary)"},
        ],
    }
    folder = make_skill(evals=[case])
    skill = load_skill(folder)
    evalset = load_evalset(folder, skill.name)
    codes = [f.code for f in evalset.findings]
    assert codes.count("EVALS/text_too_long") == 2 and "EVALS/assertion_regex" in codes
    (loaded,) = evalset.cases
    assert [a.pattern for a in loaded.assertions] == ["(log|summary)"]
    started = time.perf_counter()
    checks = derive_checks(skill, loaded)
    grade_answer("a" * 40 + "b. The log summary says the job ran.", checks)
    assert time.perf_counter() - started < 5  # before: ~40 s (derive 27 s, grading 13 s)
    # an explicit check's pattern is guarded where it is run
    from skilleval.grading.model import Check

    risky = Check("r", "assertions", "r", "t", type="contains_pattern", pattern="(a+)+$")
    result = grade_answer("a" * 40 + "b", [risky]).results[0]
    assert result.skipped and "backtrack" in result.message


def test_an_eval_file_cannot_make_findings_or_checks_huge(make_skill: SkillMaker) -> None:
    """Names and lists in an eval file are the author's: a huge assertion kind or type, a
    phrase list of 100,000 items or a huge unread field name give short findings and at
    most MAX_PHRASES checks."""
    from skilleval.loading.evalitem import MAX_PHRASES

    huge = "x" * 500_000
    case = {
        "id": "c",
        "prompt": "q",
        "assertions": [
            {"kind": "must_" + huge, "value": "v" * 500_000},
            {"kind": "must_include_all", "values": ["a"] * 100_000},
            {"type": huge},
            {"type": ["not", "a", "name"], "text": "names the cache"},
            {"kind": {"a": 1}, "value": "v"},
        ],
        "criteria_" + huge: 1,
    }
    folder = make_skill(evals=[case])
    evalset = load_evalset(folder, load_skill(folder).name)
    assert evalset.findings and all(len(f.message) < 300 for f in evalset.findings)
    (loaded,) = evalset.cases
    assert len(loaded.assertions) == MAX_PHRASES
    assert all(len(b.text) <= 2_000 for b in loaded.behaviors)
    assert "names the cache" in [b.text for b in loaded.behaviors]  # a list is no type


@pytest.mark.parametrize(
    "blob",
    [
        "a_b " * 15_000,
        "a.b" * 20_000,
        "`x` " * 10_000,
        "never use x with y, " * 3_000,
        "(e.g. a, b, c) " * 5_000,
    ],
    ids=["names", "dots", "code-spans", "prohibitions", "examples"],
)
def test_a_skill_file_cannot_make_checks_slow(make_skill: SkillMaker, blob: str) -> None:
    """SKILL.md comes from pull requests too: a checklist step or section of one shape
    repeated (tens of thousands of names, dots, code spans or "never" clauses) is read in
    time linear in its size (before: 20-50 s each to derive one case's checks)."""
    import time

    from skilleval.grading import grade_answer
    from skilleval.rubric.derive import derive_checks

    body = (
        f"# H\n\n## Answer Checklist\n\n1. {blob}\n2. Set `batch_size` to 8\n"
        f"3. Never combine `a_b` with `c_d`: it {blob[:5000]} crashes\n\n## Notes\n\n{blob}\n"
    )
    cases = [
        {"id": "c", "question": "Configure it " + blob[:3000], "expected_skill": "demo-skill"},
        {"id": "n", "question": "Write a poem", "expected_skill": None},
    ]
    folder = make_skill(body=body, evals=cases)
    started = time.perf_counter()
    skill = load_skill(folder)
    for case in load_evalset(folder, skill.name).cases:
        grade_answer(
            "1. Set `batch_size` to 8. 2. Never combine a_b with c_d.", derive_checks(skill, case)
        )
    assert time.perf_counter() - started < 10
