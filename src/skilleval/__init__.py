"""skilleval: evaluate agent skills with deterministic, explainable checklist grading.

The public API (see :mod:`skilleval.api`): ``load``, ``lint_skill``, ``derive_rubric``,
``grade``, ``evaluate``, ``score``, ``write_reports``, ``gate``, ``calibrate`` and the
values they pass along. Names load on first use, so ``skilleval --help`` stays fast.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

__version__ = "0.1.0"

_EXPORTS = {
    "load": "skilleval.api",
    "lint_skill": "skilleval.api",
    "derive_rubric": "skilleval.api",
    "grade": "skilleval.api",
    "evaluate": "skilleval.api",
    "score": "skilleval.api",
    "write_reports": "skilleval.api",
    "gate": "skilleval.api",
    "calibrate": "skilleval.api",
    "Evaluation": "skilleval.api",
    "Workspace": "skilleval.workspace",
    "SkillBundle": "skilleval.workspace",
    "Skill": "skilleval.skill",
    "EvalCase": "skilleval.evalset",
    "Check": "skilleval.checks",
    "CheckResult": "skilleval.checks",
    "Grade": "skilleval.checks",
    "Finding": "skilleval.findings",
    "ModelSpec": "skilleval.runner",
    "RunOptions": "skilleval.runner",
    "RunResult": "skilleval.results",
    "Scorecard": "skilleval.scoring",
    "GateResult": "skilleval.gates",
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
