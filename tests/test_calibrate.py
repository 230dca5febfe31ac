"""calibrate: agreement of the grader with labeled answers, and its exit codes."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml
from click.testing import CliRunner

from skilleval.calibration import KindStats, calibrate
from skilleval.cli.main import cli
from tests.answers import recompute
from tests.conftest import ROOT, SKILLS, SkillMaker

LABELS = ROOT / "evals" / "labels" / "corpus.yaml"


def write_labels(tmp_path: Path, answers: list[dict[str, object]]) -> Path:
    path = tmp_path / "labels.yaml"
    data = {"version": 1, "skills_root": str(SKILLS), "answers": answers}
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    return path


def entry(ident: str, answer: str, shape: str, **labels: str) -> dict[str, object]:
    return {
        "id": ident,
        "skill": "mbridge-activation-recompute",
        "case": "recompute-oom-fp8-te-graphs",
        "shape": shape,
        "answer": answer,
        "labels": labels,
    }


def test_agreement_counts_and_disagreements(tmp_path: Path) -> None:
    path = write_labels(
        tmp_path,
        [
            entry("ideal", recompute.IDEAL, "ideal", overall="pass", order="pass"),
            entry("reordered", recompute.REORDERED, "reordered", overall="fail", order="fail"),
            # A deliberately wrong label: the grader must report the disagreement.
            entry("mislabeled", recompute.REORDERED, "reordered", overall="pass", order="pass"),
        ],
    )
    result = calibrate(path)
    stats = result.stats()
    assert (stats["order"].labels, stats["order"].agree) == (3, 2)
    assert stats["order"].false_fail == 1 and stats["order"].false_pass == 0
    assert [(j.answer_id, j.kind) for j in result.disagreements()] == [
        ("mislabeled", "overall"),
        ("mislabeled", "order"),
    ]
    assert "steps out of order" in result.disagreements()[1].evidence
    out = CliRunner().invoke(cli, ["calibrate", str(path), "--fail-under", "90"])
    assert out.exit_code == 1 and "agreement" in out.output
    assert CliRunner().invoke(cli, ["calibrate", str(path), "--fail-under", "60"]).exit_code == 0


def test_cohens_kappa() -> None:
    stats = KindStats(labels=4, decided=4, agree=3)
    stats.table.update({(True, True): 2, (False, False): 1, (True, False): 1})
    # observed 0.75; expected 0.75*0.5 + 0.25*0.5 = 0.5; kappa = 0.25 / 0.5
    assert stats.kappa == pytest.approx(0.5)
    assert KindStats().kappa is None and KindStats().agreement is None


def test_never_pass_and_json(tmp_path: Path) -> None:
    bag = "recompute_granularity recompute_method recompute_num_layers cuda_graph_impl"
    path = write_labels(tmp_path, [entry("bag", bag, "keyword_bag", overall="fail")])
    out = CliRunner().invoke(cli, ["calibrate", str(path), "--format", "json"])
    data = json.loads(out.stdout)
    assert data["kinds"]["overall"]["agree"] == 1 and data["answers"] == 1
    assert (
        CliRunner().invoke(cli, ["calibrate", str(path), "--never-pass", "keyword_bag"]).exit_code
        == 0
    )


def test_bad_labels_are_input_errors(tmp_path: Path) -> None:
    path = tmp_path / "labels.yaml"
    path.write_text("answers: [{id: a}]\n", encoding="utf-8")
    out = CliRunner().invoke(cli, ["calibrate", str(path)])
    assert out.exit_code == 2 and "not a labels file" in out.output
    unknown = write_labels(
        tmp_path, [dict(entry("x", "text", "ideal", overall="pass"), case="nope")]
    )
    out = CliRunner().invoke(cli, ["calibrate", str(unknown)])
    assert out.exit_code == 1 and "could not be graded" in out.output


@pytest.mark.slow
def test_project_labeled_set_meets_its_floor(corpus: Path) -> None:
    result = calibrate(LABELS)
    assert result.answers >= 150 and len(result.skills) >= 10 and not result.errors
    checks, overall = result.total(), result.stats()["overall"]
    assert checks.agreement is not None and checks.agreement >= 0.9
    assert overall.agreement is not None and overall.agreement >= 0.85
    bags = [j for j in result.judgements if j.shape == "keyword_bag" and j.kind == "overall"]
    assert bags and not any(j.verdict for j in bags)


@pytest.mark.slow
def test_judge_decides_what_text_leaves_undetermined(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, make_skill: SkillMaker
) -> None:
    from skilleval.models.judge import CHECK_SYSTEM
    from tests.openai_server import FakeOpenAI, Reply, system_of

    monkeypatch.setenv("SKILLEVAL_TEST_KEY", "sk-test-" + "Jq4" * 12)
    questions: list[str] = []

    def script(request: dict[str, Any], n: int) -> Reply | str:
        assert system_of(request) == CHECK_SYSTEM
        questions.append(json.dumps(request["messages"]))
        return '{"verdict": "fail", "quote": "Do the thing"}'

    item = {
        "id": "a",
        "question": "How?",
        "expected_skill": "demo-skill",
        "expected_behavior": ["The answer is concrete and grounded"],
    }
    make_skill(parent=tmp_path / "skills", evals=[item])
    path = tmp_path / "labels.yaml"
    labels = {"skill": "demo-skill", "case": "a", "answer": "Do the thing.", "shape": "vague"}
    data = {
        "skills_root": "skills",
        "answers": [dict(labels, id="vague", labels={"behavior": "fail", "overall": "fail"})],
    }
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    assert calibrate(path).stats()["behavior"].decided == 0  # undetermined without a judge
    with FakeOpenAI(script) as server:
        args = ["calibrate", str(path), "--format", "json", "--judge", "j"]
        args += ["--base-url", server.base_url, "--api-key-env", "SKILLEVAL_TEST_KEY"]
        out = CliRunner().invoke(cli, args)
    assert out.exit_code == 0, out.output
    kinds = json.loads(out.stdout)["kinds"]
    assert kinds["behavior"]["decided"] == 1 and kinds["behavior"]["agree"] == 1
    assert kinds["overall"]["agree"] == 1
    assert len(questions) == 1 and "concrete and grounded" in questions[0]


@pytest.mark.slow
def test_a_judge_is_shown_the_answer_key_a_requirement_names(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, make_skill: SkillMaker
) -> None:
    """A case's answer key (kept back from the model) goes with the judge's question about
    the requirement that names it, and with no other."""
    from tests.openai_server import FakeOpenAI, Reply

    monkeypatch.setenv("SKILLEVAL_TEST_KEY", "sk-test-" + "Jq4" * 12)
    questions: list[str] = []

    def script(request: dict[str, Any], n: int) -> Reply | str:
        questions.append(json.dumps(request["messages"]))
        return '{"verdict": "pass", "quote": "nsteps=12"}'

    item = {
        "id": "a",
        "prompt": "Write the forecast script.",
        "expected_output": "A complete script.",
        "assertions": [
            "Generated script closely matches the structure in evals/targets/t1_target.py",
            "The answer is concrete and grounded",
        ],
        "files": ["evals/targets/t1_target.py"],
    }
    folder = make_skill(parent=tmp_path / "skills", evals={"evals": [item]})
    (folder / "evals" / "targets").mkdir()
    (folder / "evals" / "targets" / "t1_target.py").write_text("run(nsteps=12)  # TARGET\n")
    path = tmp_path / "labels.yaml"
    answer = {"skill": "demo-skill", "case": "a", "answer": "run(nsteps=12)", "shape": "ideal"}
    data = {"skills_root": "skills", "answers": [dict(answer, id="x", labels={"overall": "pass"})]}
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    with FakeOpenAI(script) as server:
        args = ["calibrate", str(path), "--format", "json", "--judge", "j"]
        args += ["--base-url", server.base_url, "--api-key-env", "SKILLEVAL_TEST_KEY"]
        out = CliRunner().invoke(cli, args)
    assert out.exit_code == 0, out.output
    shown = [q for q in questions if "# TARGET" in q]
    assert len(shown) == 1 and "closely matches the structure" in shown[0]
    assert any("concrete and grounded" in q and "# TARGET" not in q for q in questions)
