"""EVALS family: dataset rules beyond what the loader already reported."""

from __future__ import annotations

from pathlib import Path

from skilleval.findings import Finding, Severity
from skilleval.loading.skill import rel
from skilleval.loading.workspace import SkillBundle


def check_dataset(bundle: SkillBundle) -> list[Finding]:
    skill, evalset = bundle.skill, bundle.evalset
    out: list[Finding] = []
    if not evalset.files:
        out.append(
            Finding(
                Severity.INFO,
                "EVALS/no_dataset",
                "no evals/evals.json: the skill cannot be evaluated against models",
                rel(skill.skill_md),
            )
        )
        return out
    root = skill.path.resolve()
    for case in evalset.cases:
        for file in case.files:
            # Relative to the eval files' folder first (evals/files/...), then the skill root.
            candidates = [(skill.path / "evals" / file).resolve(), (skill.path / file).resolve()]
            target = next((c for c in candidates if c.exists()), candidates[-1])
            if Path(file).is_absolute() or not target.is_relative_to(root):
                out.append(
                    Finding(
                        Severity.HIGH,
                        "EVALS/file_escapes",
                        f"case {case.id!r}: file {file!r} is outside the skill folder",
                        case.source,
                        case.line,
                    )
                )
            elif not target.exists():
                out.append(
                    Finding(
                        Severity.MEDIUM,
                        "EVALS/file_missing",
                        f"case {case.id!r}: file {file!r} does not exist",
                        case.source,
                        case.line,
                    )
                )
        for ref in case.expected_references:
            if not (skill.path / ref).exists():
                out.append(
                    Finding(
                        Severity.LOW,
                        "EVALS/reference_missing",
                        f"case {case.id!r}: expected reference {ref!r} does not exist",
                        case.source,
                        case.line,
                    )
                )
        if case.routing == "positive" and not (
            case.ground_truth or case.behaviors or case.assertions or case.checks
        ):
            out.append(
                Finding(
                    Severity.MEDIUM,
                    "EVALS/nothing_to_grade",
                    f"case {case.id!r} has no ground truth, behaviours, assertions or checks",
                    case.source,
                    case.line,
                )
            )
    if evalset.cases and not any(c.routing == "negative" for c in evalset.cases):
        out.append(
            Finding(
                Severity.LOW,
                "EVALS/no_negative_cases",
                "no negative cases: routing away from the skill is untested",
                evalset.files[0],
            )
        )
    return out
