"""The README's commands, run as written (the sharded CI recipe is in test_green.py).

Each test takes the command from README.md itself, so an edit to the README that breaks a
command fails here. ``skilleval`` runs as ``python -m skilleval`` of this interpreter, in a
temporary folder holding a copy of the project's skills (the layout the README assumes).
"""

from __future__ import annotations

import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import EXAMPLE, ROOT, SKILLS

README = (ROOT / "README.md").read_text(encoding="utf-8")


def blocks(lang: str) -> list[str]:
    return re.findall(rf"```{lang}\n(.*?)```", README, re.S)


def commands(block: str) -> list[str]:
    """The block's command lines, comments dropped."""
    lines = [shlex.split(line, comments=True) for line in block.splitlines()]
    return [shlex.join(words) for words in lines if words]


def skilleval(command: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    words = shlex.split(command)
    assert words[0] == "skilleval", command
    return subprocess.run(
        [sys.executable, "-m", "skilleval", *words[1:]],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=300,
    )


def workspace(tmp_path: Path) -> Path:
    """A folder laid out like this checkout: skills/ (plus skills/my-skill) and evals/."""
    work = tmp_path / "work"
    shutil.copytree(SKILLS, work / "skills")
    shutil.copytree(EXAMPLE, work / "skills" / "my-skill")
    (work / "evals").symlink_to(ROOT / "evals")
    (tmp_path / "shared").symlink_to(ROOT.parent / "shared", target_is_directory=True)
    return work


def test_the_test_command_is_what_ci_runs() -> None:
    [install_and_test] = [b.strip() for b in blocks("bash") if "python -m pytest" in b]
    assert install_and_test in (ROOT / ".ci" / "run").read_text()


@pytest.mark.slow
def test_quick_start_runs_as_written(tmp_path: Path) -> None:
    [quick] = [b.strip() for b in blocks("bash") if "--out skilleval-out" in b]
    install, run = (part.strip() for part in quick.split("&&"))
    assert install == "pip install -e ."  # this checkout, installed for the test session
    work = workspace(tmp_path)
    done = skilleval(run, work)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "PASS" in done.stdout
    for name in ("BENCHMARK.md", "results.json", "junit.xml", "report.html"):
        assert (work / "skilleval-out" / name).is_file(), name


@pytest.mark.slow
def test_ci_gate_commands_run_as_written(tmp_path: Path) -> None:
    [block] = [b for b in blocks("bash") if "--gate --fail-under" in b]
    gate, baseline, diff = commands(block)
    work = workspace(tmp_path)
    done = skilleval(gate, work)
    assert done.returncode == 0 and "gate: PASS" in done.stdout, done.stdout + done.stderr
    pinned = work / "pinned"
    pinned.mkdir()
    shutil.copy(work / "skilleval-out" / "results.json", pinned / "results.json")
    done = skilleval(baseline, work)
    assert done.returncode == 0 and "gate: PASS" in done.stdout, done.stdout + done.stderr
    git = ["git", "-c", "user.name=t", "-c", "user.email=t@t", "-c", "commit.gpgsign=false"]
    subprocess.run([*git, "init", "-q"], cwd=work, check=True)
    subprocess.run([*git, "add", "skills"], cwd=work, check=True)
    subprocess.run([*git, "commit", "-qm", "skills"], cwd=work, check=True)
    subprocess.run([*git, "update-ref", "refs/remotes/origin/main", "HEAD"], cwd=work, check=True)
    done = skilleval(diff, work)
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.slow
def test_python_api_example_runs_as_written(
    tmp_path: Path, corpus: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    [example] = [b for b in blocks("python") if "skilleval.evaluate(" in b]
    work = workspace(tmp_path)
    done = subprocess.run(
        [sys.executable, "-c", example], cwd=work, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr
    printed = done.stdout.splitlines()
    assert printed[-2] == "True []" and 0.8 < float(printed[-1]) <= 1.0
    assert (work / "out" / "report.html").is_file()


@pytest.mark.slow
def test_pre_commit_hooks_run_as_the_readme_configures_them(tmp_path: Path) -> None:
    import yaml

    hooks = {h["id"]: h for h in yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text())}
    [block] = [b for b in blocks("yaml") if "skilleval-lint" in b]
    configured = {h["id"]: h for h in yaml.safe_load(block)["repos"][0]["hooks"]}
    assert set(configured) == set(hooks)
    work = workspace(tmp_path)
    git = ["git", "-c", "user.name=t", "-c", "user.email=t@t", "-c", "commit.gpgsign=false"]
    subprocess.run([*git, "init", "-q"], cwd=work, check=True)
    subprocess.run([*git, "add", "skills"], cwd=work, check=True)
    subprocess.run([*git, "commit", "-qm", "skills"], cwd=work, check=True)
    staged = ["skills/my-skill/SKILL.md", "skills/my-skill/evals/evals.json"]
    for hook_id, hook in hooks.items():
        # pre-commit runs: entry, then the configured args, then the staged files if asked.
        command = [hook["entry"], *map(shlex.quote, configured[hook_id].get("args", []))]
        if hook["pass_filenames"]:
            assert all(re.search(hook["files"], name) for name in staged)
            command += staged
        done = skilleval(" ".join(command), work)
        assert done.returncode == 0, (hook_id, done.stdout + done.stderr)
