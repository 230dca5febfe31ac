"""Shared fixtures: paths to the project's skills and the optional shared corpus."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from skilleval.grading import Check

ROOT = Path(__file__).resolve().parent.parent
SKILLS = ROOT / "skills"
EXAMPLE = SKILLS / "mbridge-activation-recompute"
DECOY = SKILLS / "git-bisect-regression"
CORPUS = ROOT.parent / "shared" / "corpus"


@pytest.fixture
def corpus() -> Path:
    if not CORPUS.is_dir():
        pytest.skip("../shared/corpus is not present in this checkout")
    return CORPUS


SkillMaker = Callable[..., Path]


@pytest.fixture
def make_skill(tmp_path: Path) -> SkillMaker:
    """Write a skill folder: make_skill(name, body=..., evals=obj|str, frontmatter=...)."""

    def make(
        name: str = "demo-skill",
        body: str = "# Demo\n\n## Instructions\n\nDo the thing.\n\n## Examples\n\nNone.\n",
        evals: Any = None,
        evals_name: str = "evals.json",
        frontmatter: str | None = None,
        parent: Path | None = None,
    ) -> Path:
        folder = (parent or tmp_path) / name
        folder.mkdir(parents=True, exist_ok=True)
        fm = (
            frontmatter
            if frontmatter is not None
            else (
                f"name: {name}\ndescription: A demo skill that does the thing when asked to.\n"
                "license: Apache-2.0\n"
            )
        )
        (folder / "SKILL.md").write_text(f"---\n{fm}---\n\n{body}", encoding="utf-8")
        if evals is not None:
            (folder / "evals").mkdir(exist_ok=True)
            text = evals if isinstance(evals, str) else json.dumps(evals, indent=2)
            (folder / "evals" / evals_name).write_text(text, encoding="utf-8")
        return folder

    return make


def derived_checks(
    make_skill: SkillMaker, body: str | None, item: dict[str, object]
) -> list[Check]:
    """The checks the rubric derives for the one case ``item`` of a made skill of ``body``
    (the made skill's default body where None)."""
    from skilleval.loading.evalset import load_evalset
    from skilleval.loading.skill import load_skill
    from skilleval.rubric.derive import derive_checks

    folder = make_skill(evals=[item]) if body is None else make_skill(body=body, evals=[item])
    skill = load_skill(folder)
    return derive_checks(skill, load_evalset(folder, skill.name).cases[0])
