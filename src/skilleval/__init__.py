"""skilleval: evaluate agent skills with deterministic, explainable checklist grading.

The public API (see :mod:`skilleval.api`): ``load``, ``lint_skill``, ``lint_skills``,
``derive_rubric``,
``checklist_reason``, ``pin_rubric``, ``grade``, ``estimate``, ``evaluate``, ``score``,
``write_reports``, ``load_results``, ``gate``, ``compare``, ``diff_versions``, ``merge``,
``regrade``, ``calibrate``, the values they pass along, and the plugin decorators
``check_kind`` and ``provider``.
Names load on first use, so ``skilleval --help`` stays fast.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

__version__ = "0.1.0"

_EXPORTS = {
    "load": "skilleval.api",
    "lint_skill": "skilleval.api",
    "lint_skills": "skilleval.api",
    "derive_rubric": "skilleval.api",
    "grade": "skilleval.api",
    "evaluate": "skilleval.api",
    "evaluate_batch": "skilleval.api",
    "BatchStatus": "skilleval.run.batch",
    "score": "skilleval.api",
    "write_reports": "skilleval.api",
    "gate": "skilleval.api",
    "calibrate": "skilleval.api",
    "load_results": "skilleval.api",
    "checklist_reason": "skilleval.api",
    "pin_rubric": "skilleval.api",
    "estimate": "skilleval.api",
    "merge": "skilleval.api",
    "regrade": "skilleval.api",
    "compare": "skilleval.api",
    "diff_versions": "skilleval.api",
    "VersionDiff": "skilleval.api",
    "Change": "skilleval.gates.thresholds",
    "PlannedCalls": "skilleval.run.plan",
    "Trend": "skilleval.scoring.stats",
    "Verdict": "skilleval.scoring.scorecard",
    "Severity": "skilleval.findings",
    "parse_thresholds": "skilleval.gates.thresholds",
    "load_suite": "skilleval.loading.suite",
    "ResponseCache": "skilleval.models.cache",
    "Evaluation": "skilleval.api",
    "Workspace": "skilleval.loading.workspace",
    "SkillBundle": "skilleval.loading.workspace",
    "Skill": "skilleval.loading.skill",
    "EvalCase": "skilleval.loading.evalcase",
    "Check": "skilleval.grading",
    "CheckResult": "skilleval.grading",
    "Grade": "skilleval.grading",
    "Finding": "skilleval.findings",
    "ModelSpec": "skilleval.models.registry",
    "ProviderSettings": "skilleval.models.registry",
    "provider": "skilleval.models.registry",
    "Provider": "skilleval.models.base",
    "ChatRequest": "skilleval.models.base",
    "Completion": "skilleval.models.base",
    "Usage": "skilleval.models.base",
    "Params": "skilleval.models.base",
    "check_kind": "skilleval.grading",
    "Feeds": "skilleval.grading",
    "Answer": "skilleval.grading",
    "Grader": "skilleval.grading",
    "Evidence": "skilleval.grading",
    "undetermined": "skilleval.grading",
    "RunOptions": "skilleval.run.plan",
    "RunResult": "skilleval.run.records",
    "Scorecard": "skilleval.scoring.scorecard",
    "GateResult": "skilleval.gates.thresholds",
    "Calibration": "skilleval.calibration",
    "SkillEvalError": "skilleval.errors",
    "InputError": "skilleval.errors",
    "OutputError": "skilleval.errors",
    "ProviderError": "skilleval.errors",
    "ToolsUnsupportedError": "skilleval.errors",
}

__all__ = ["__version__", *_EXPORTS]


def __getattr__(name: str) -> Any:
    if name in _EXPORTS:
        value = getattr(import_module(_EXPORTS[name]), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'skilleval' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(__all__)
