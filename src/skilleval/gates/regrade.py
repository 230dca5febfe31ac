"""Re-grade a recorded run with the current rubric (no model calls)."""

from __future__ import annotations

import copy
from collections.abc import Sequence

from skilleval.errors import InputError
from skilleval.grading import Check, Grade
from skilleval.loading.evalcase import EvalCase
from skilleval.loading.workspace import SkillBundle
from skilleval.processes import ordered_map
from skilleval.rubric.derive import derive_checks
from skilleval.run.outcome import grade_attempt
from skilleval.run.plan import skill_info
from skilleval.run.records import RunResult

CHUNK = 500
"""Attempts graded by one worker task (a skill's attempts, cut into pieces of this size)."""
POOL_FROM = 256
"""Attempts from which a regrade uses several processes."""

Piece = tuple[SkillBundle, list[tuple[str, str, str]]]
"""A skill and some of its attempts to grade: (case id, answer, provider) each."""


def _grade_piece(piece: Piece) -> list[Grade | None]:
    """The grades of one piece (None where the case is no longer in the dataset)."""
    bundle, attempts = piece
    checks: dict[str, tuple[EvalCase, list[Check]] | None] = {}
    grades: list[Grade | None] = []
    for case_id, answer, provider in attempts:
        if case_id not in checks:
            try:
                case = bundle.evalset.case(case_id)
                checks[case_id] = (case, derive_checks(bundle.skill, case))
            except InputError:
                checks[case_id] = None
        found = checks[case_id]
        grades.append(
            None if found is None else grade_attempt(answer, found[1], provider, found[0])
        )
    return grades


def regrade_run(run: RunResult, bundles: Sequence[SkillBundle], jobs: int | None = 1) -> RunResult:
    """A copy of ``run`` whose completed attempts are graded by the bundles' current checks
    (over ``jobs`` processes for a large run; the grades are the same).

    Skills not among ``bundles`` keep their grades; cases that no longer exist keep theirs
    and are noted.
    """
    result = copy.deepcopy(run)
    by_name = {b.skill.name: b for b in bundles}
    todo: dict[str, list[int]] = {}
    for n, attempt in enumerate(result.attempts):
        if attempt.skill in by_name and attempt.ok:
            todo.setdefault(attempt.skill, []).append(n)
    pieces: list[Piece] = []
    where: list[list[int]] = []
    for name, indices in todo.items():
        for start in range(0, len(indices), CHUNK):
            part = indices[start : start + CHUNK]
            attempts = [result.attempts[i] for i in part]
            pieces.append((by_name[name], [(a.case, a.answer, a.provider) for a in attempts]))
            where.append(part)
    missing: set[str] = set()
    for part, grades in zip(
        where, ordered_map(_grade_piece, pieces, jobs, min_items=2), strict=True
    ):
        for i, grade in zip(part, grades, strict=True):
            attempt = result.attempts[i]
            if grade is None:
                missing.add(f"{attempt.skill}/{attempt.case}")
            else:
                attempt.grade = grade
    result.skills = [skill_info(by_name[s.name]) if s.name in by_name else s for s in result.skills]
    if missing:
        result.meta.notes.append(
            "regrade: cases no longer in the dataset kept their grades: "
            + ", ".join(sorted(missing))
        )
    result.meta.notes.append("regraded with the current rubric of: " + ", ".join(sorted(by_name)))
    return result
