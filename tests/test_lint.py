from __future__ import annotations

import base64
import hashlib
import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from skilleval.cli.main import cli
from skilleval.lint import lint_bundle
from skilleval.loading.workspace import load_bundle, load_workspace
from tests.conftest import SKILLS, SkillMaker


def lint_codes(folder: Path) -> list[str]:
    return [f.code for f in lint_bundle(load_bundle(folder))]


def test_project_skills_lint_clean() -> None:
    for bundle in load_workspace([SKILLS]).bundles:
        bad = [f for f in lint_bundle(bundle) if f.severity.rank >= 2]
        assert not bad, bad


def test_frontmatter_rules(make_skill: SkillMaker) -> None:
    folder = make_skill(name="Bad--Name", frontmatter="name: Bad--Name\nversion: 1\n")
    found = lint_codes(folder)
    for code in (
        "SCHEMA/name_format",
        "SCHEMA/description_missing",
        "SCHEMA/frontmatter_field_placement",
    ):
        assert code in found
    folder = make_skill(name="ok-name", frontmatter=f"name: other\ndescription: {'x' * 1100}\n")
    found = lint_codes(folder)
    assert "SCHEMA/name_folder_mismatch" in found and "SCHEMA/description_length" in found


def test_dataset_files_must_exist_inside(make_skill: SkillMaker) -> None:
    folder = make_skill(
        evals=[
            {"id": "a", "question": "q", "files": ["../../etc/passwd", "evals/files/missing.py"]}
        ]
    )
    found = lint_codes(folder)
    assert "EVALS/file_escapes" in found and "EVALS/file_missing" in found


def test_links_unicode_and_secrets(make_skill: SkillMaker) -> None:
    body = (
        "# T\n\nSee [guide](references/guide.md) and references/other.md.\n"
        "Hidden\u202e text and zero\u200bwidth.\n"
    )
    folder = make_skill(body=body)
    (folder / "scripts").mkdir()
    key = "sk-" + "A1b2C3d4" * 4
    (folder / "scripts" / "run.py").write_text(f'KEY = "{key}"\n', encoding="utf-8")
    findings = lint_bundle(load_bundle(folder))
    found = [f.code for f in findings]
    assert found.count("LINKS/broken") == 2
    assert "CONTENT/bidi_unicode" in found and "CONTENT/hidden_unicode" in found
    secret = next(f for f in findings if f.code == "CONTENT/secret")
    assert secret.line == 1 and key not in secret.message


def make_signature(folder: Path, names: list[str]) -> None:
    resources = [
        {
            "name": n,
            "algorithm": "sha256",
            "digest": hashlib.sha256((folder / n).read_bytes()).hexdigest(),
        }
        for n in names
    ]
    statement = {"predicate": {"resources": resources, "serialization": {"ignore_paths": [".git"]}}}
    bundle = {
        "dsseEnvelope": {
            "payload": base64.b64encode(json.dumps(statement).encode()).decode(),
            "payloadType": "application/vnd.in-toto+json",
        }
    }
    (folder / "skill.oms.sig").write_text(json.dumps(bundle), encoding="utf-8")


def test_signature_drift_missing_and_unsigned(make_skill: SkillMaker) -> None:
    folder = make_skill(evals=[{"id": "a", "question": "q"}])
    make_signature(folder, ["SKILL.md", "evals/evals.json"])
    assert not [c for c in lint_codes(folder) if c.startswith("SIGNATURE")]
    (folder / "SKILL.md").write_text((folder / "SKILL.md").read_text() + "\nedit\n")
    (folder / "evals" / "evals.json").unlink()
    (folder / "extra.md").write_text("new")
    found = lint_codes(folder)
    assert {"SIGNATURE/digest_drift", "SIGNATURE/missing_file", "SIGNATURE/unsigned_file"} <= set(
        found
    )
    (folder / "skill.oms.sig").write_text("{not json")
    assert "SIGNATURE/malformed" in lint_codes(folder)


def test_corpus_signature_drift_is_seen(corpus: Path) -> None:
    folder = corpus / "sayali-skills-test" / "nemoclaw-user-reference"
    assert "SIGNATURE/digest_drift" in lint_codes(folder)
    intact = corpus / "sayali-skills-test" / "launch-nemo-rl"
    assert not [c for c in lint_codes(intact) if c.startswith("SIGNATURE")]


def test_cli_lint_json_and_exit_codes(make_skill: SkillMaker, tmp_path: Path) -> None:
    runner = CliRunner()
    result = runner.invoke(cli, ["lint", str(SKILLS), "--format", "json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert {s["name"] for s in data["skills"]} == {
        "mbridge-activation-recompute",
        "git-bisect-regression",
    }
    assert data["errors"] == []
    bad = make_skill(name="bad", evals="[{broken")
    result = runner.invoke(cli, ["lint", str(bad), "--format", "json"])
    assert result.exit_code == 1
    finding = json.loads(result.output)["skills"][0]["findings"][0]
    assert set(finding) == {"severity", "code", "message", "path", "line"}
    assert runner.invoke(cli, ["lint", str(bad), "--fail-on", "INFO"]).exit_code == 1
    result = runner.invoke(cli, ["lint", str(tmp_path / "missing"), str(SKILLS)])
    assert result.exit_code == 2 and "no such file" in result.output
    assert "Traceback" not in result.output


@pytest.mark.slow
def test_corpus_lints_without_crash(corpus: Path) -> None:
    result = CliRunner().invoke(cli, ["lint", str(corpus), "--format", "json"])
    assert result.exit_code in (0, 1), result.output
    linted = {s["name"] for s in json.loads(result.output)["skills"]}
    assert linted == {p.parent.name for p in corpus.rglob("SKILL.md")}
    assert len(linted) >= 46


def test_schema_command_prints_valid_json() -> None:
    for name in ("case", "check", "evals"):
        result = CliRunner().invoke(cli, ["schema", name])
        assert result.exit_code == 0 and json.loads(result.output)["title"]


def test_runner_settings_are_recognised_and_lint_ends_with_totals(corpus: Path) -> None:
    folder = corpus / "sayali-skills-test" / "cudaq-guide"
    codes = lint_codes(folder)
    assert "EVALS/runner_config" in codes and "EVALS/unsupported_spec" not in codes
    result = CliRunner().invoke(cli, ["lint", str(folder)])
    last = result.output.strip().splitlines()[-1]
    assert last.startswith("1 skill(s), 1 with findings:") and "MEDIUM" in last


def test_eval_files_resolve_beside_the_eval_file_first(make_skill: SkillMaker) -> None:
    item = {"id": "a", "question": "q", "files": ["files/data.csv", "top.txt", "gone.txt"]}
    folder = make_skill(evals=[item])
    (folder / "evals" / "files").mkdir()
    (folder / "evals" / "files" / "data.csv").write_text("x")
    (folder / "top.txt").write_text("y")
    missing = [c for c in lint_codes(folder) if c == "EVALS/file_missing"]
    assert missing == ["EVALS/file_missing"]  # only gone.txt
    # "../fixtures/x/" beside evals/ is the skill's own fixtures folder: missing, not outside
    item = {"id": "b", "question": "q", "files": ["../fixtures/flipped/"]}
    codes = lint_codes(make_skill(name="other-skill", evals=[item]))
    assert "EVALS/file_missing" in codes and "EVALS/file_escapes" not in codes


def test_paths_are_shown_as_given_never_climbing_out(
    make_skill: SkillMaker, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = make_skill(evals=[{"id": "a", "question": "q", "files": ["gone.txt"]}])
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    shown = CliRunner().invoke(cli, ["lint", str(folder)]).output
    assert f"({folder}/evals/evals.json" in shown and "../" not in shown
    monkeypatch.chdir(folder.parent)
    shown = CliRunner().invoke(cli, ["lint", folder.name]).output
    assert f"({folder.name}/evals/evals.json" in shown and str(tmp_path) not in shown
