"""Re-grade a recorded run with the current rubric (no model calls)."""

from __future__ import annotations

import copy
from collections.abc import Sequence

from skilleval.errors import InputError
from skilleval.grading import Check
from skilleval.loading.evalcase import EvalCase
from skilleval.loading.workspace import SkillBundle
from skilleval.rubric.derive import derive_checks
from skilleval.run.outcome import grade_attempt
from skilleval.run.plan import skill_info
from skilleval.run.records import RunResult


def regrade_run(run: RunResult, bundles: Sequence[SkillBundle]) -> RunResult:
    """A copy of ``run`` whose completed attempts are graded by the bundles' current checks.

    Skills not among ``bundles`` keep their grades; cases that no longer exist keep theirs
    and are noted.
    """
    result = copy.deepcopy(run)
    by_name = {b.skill.name: b for b in bundles}
    missing: set[str] = set()
    checks_by_case: dict[tuple[str, str], tuple[EvalCase, list[Check]]] = {}
    for attempt in result.attempts:
        bundle = by_name.get(attempt.skill)
        if bundle is None or not attempt.ok:
            continue
        key = (attempt.skill, attempt.case)
        if key not in checks_by_case:
            try:
                case = bundle.evalset.case(attempt.case)
            except InputError:
                missing.add(f"{attempt.skill}/{attempt.case}")
                continue
            checks_by_case[key] = (case, derive_checks(bundle.skill, case))
        case, checks = checks_by_case[key]
        attempt.grade = grade_attempt(attempt.answer, checks, attempt.provider, case)
    result.skills = [skill_info(by_name[s.name]) if s.name in by_name else s for s in result.skills]
    if missing:
        result.meta.notes.append(
            "regrade: cases no longer in the dataset kept their grades: "
            + ", ".join(sorted(missing))
        )
    result.meta.notes.append("regraded with the current rubric of: " + ", ".join(sorted(by_name)))
    return result
