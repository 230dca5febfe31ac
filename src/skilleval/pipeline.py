"""What ``skilleval run`` does before the runner: load the skills and select the cases
(``--case``, ``--limit``); then :func:`skilleval.api.evaluate` runs and scores."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from fnmatch import fnmatchcase
from pathlib import Path

from skilleval.errors import InputError
from skilleval.loading.workspace import SkillBundle, Workspace, load_workspace


def prepare(
    paths: Sequence[str | Path],
    patterns: Sequence[str] = (),
    limit: int | None = None,
    jobs: int | None = 1,
) -> Workspace:
    """Load the skills under ``paths`` (over ``jobs`` processes when there are many) with
    the cases matching ``patterns`` (at most ``limit``); InputError when nothing is left."""
    workspace = load_workspace(paths, jobs)
    if workspace.bundles and (patterns or limit):
        workspace.bundles = select_cases(workspace.bundles, tuple(patterns), limit)
    return workspace


def select_cases(
    bundles: list[SkillBundle], patterns: tuple[str, ...], limit: int | None
) -> list[SkillBundle]:
    """The bundles with only the cases matching ``patterns`` (globs), at most ``limit`` in
    all; InputError when nothing matches (a typo must not run an empty, green suite)."""
    chosen = []
    left = limit
    for bundle in bundles:
        cases = [
            c
            for c in bundle.evalset.cases
            if not patterns or any(fnmatchcase(c.id, p) for p in patterns)
        ]
        if left is not None:
            cases, left = cases[:left], max(0, left - len(cases))
        if cases:
            chosen.append(replace(bundle, evalset=replace(bundle.evalset, cases=tuple(cases))))
    if not chosen:
        raise InputError(f"no case matches --case {' '.join(patterns)}")
    return chosen
