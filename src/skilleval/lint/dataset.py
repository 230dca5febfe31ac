"""EVALS family: dataset rules beyond what the loader already reported."""

from __future__ import annotations

from pathlib import Path

from skilleval.findings import Finding, Severity
from skilleval.loading.evalcase import EvalCase
from skilleval.loading.skill import Skill
from skilleval.loading.textfile import rel
from skilleval.loading.workspace import SkillBundle


def check_dataset(bundle: SkillBundle) -> list[Finding]:
    skill, evalset = bundle.skill, bundle.evalset
    if not evalset.files:
        message = "no evals/evals.json: the skill cannot be evaluated against models"
        return [Finding(Severity.INFO, "EVALS/no_dataset", message, rel(skill.skill_md))]
    out: list[Finding] = []
    for case in evalset.cases:
        out += _case_findings(skill, case)
    if evalset.cases and not any(c.routing == "negative" for c in evalset.cases):
        message = "no negative cases: routing away from the skill is untested"
        out.append(Finding(Severity.LOW, "EVALS/no_negative_cases", message, evalset.files[0]))
    return out


def _case_findings(skill: Skill, case: EvalCase) -> list[Finding]:
    """A case's files (inside the skill and present), its expected references, and
    whether a case that is not negative (positive or unlabeled) has anything to grade."""
    out: list[Finding] = []

    def add(severity: Severity, code: str, message: str) -> None:
        out.append(Finding(severity, code, f"case {case.id!r}{message}", case.source, case.line))

    root = skill.path.resolve()
    for file in case.files:
        # Relative to the eval files' folder (evals/files/..., ../fixtures/...) or the skill
        # root: outside the skill only when both readings leave it.
        candidates = [(skill.path / "evals" / file).resolve(), (skill.path / file).resolve()]
        inside = [c for c in candidates if c.is_relative_to(root)]
        if Path(file).is_absolute() or not inside:
            add(Severity.HIGH, "EVALS/file_escapes", f": file {file!r} is outside the skill folder")
        elif not any(c.exists() for c in inside):
            add(Severity.MEDIUM, "EVALS/file_missing", f": file {file!r} does not exist")
    for key in case.answer_keys:
        message = (
            f": file {key!r} is the answer to match (a target), so it is not attached to the prompt"
        )
        add(Severity.INFO, "EVALS/answer_key_file", message)
    for ref in case.expected_references:
        if not (skill.path / ref).exists():
            message = f": expected reference {ref!r} does not exist"
            add(Severity.LOW, "EVALS/reference_missing", message)
    if case.routing != "negative" and not (
        case.ground_truth or case.behaviors or case.assertions or case.checks
    ):
        if case.triggered:
            # a trigger eval's query: whether the skill loads is graded, not the answer
            message = ": a trigger query; only whether the skill loads is graded (discover arm)"
            add(Severity.INFO, "EVALS/trigger_only", message)
        elif case.asserts_use:
            # "skill-used: <this skill>" alone: the answer is graded on applying the skill
            message = (
                ": only a skill-used assertion; graded on whether the answer applies the skill"
            )
            add(Severity.INFO, "EVALS/use_only", message)
        else:
            message = " has no ground truth, behaviours, assertions or checks"
            add(Severity.MEDIUM, "EVALS/nothing_to_grade", message)
    return out
