"""card.yaml beside SKILL.md, read leniently: the keys the rubric uses typed (recommended
path, incompatible pairs, failure modes), the rest kept."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from skilleval.findings import Finding, Severity
from skilleval.loading.textfile import (
    OUTSIDE,
    DataError,
    load_yaml,
    read_text,
    rel,
)


@dataclass(frozen=True)
class Card:
    """card.yaml, typed where the key is known, everything else kept in ``extra``."""

    path: Path
    title: str = ""
    summary: str = ""
    validated_on: str = ""
    config_keys: tuple[str, ...] = ()
    recommended_path: tuple[tuple[str, str], ...] = ()
    incompatible: tuple[str, ...] = ()
    failure_modes: tuple[dict[str, str], ...] = ()
    known_constraints: tuple[str, ...] = ()
    extra: dict[str, Any] = field(default_factory=dict)


def _strings(value: Any) -> tuple[str, ...]:
    if value is None:
        return ()
    if isinstance(value, str):
        return (value,)
    if isinstance(value, list):
        return tuple(str(v) for v in value if isinstance(v, str | int | float))
    return ()


def load_card(path: Path) -> tuple[Card | None, list[Finding]]:
    """Leniently load card.yaml: known keys typed, the rest kept."""
    findings: list[Finding] = []
    data = _card_data(path, findings)
    if data is None:
        return None, findings
    path_value = data.get("recommended_path")
    recommended: tuple[tuple[str, str], ...] = ()
    if isinstance(path_value, dict):
        recommended = tuple((str(k), str(v)) for k, v in path_value.items())
    elif isinstance(path_value, list):
        recommended = tuple((str(i + 1), str(v)) for i, v in enumerate(path_value))
    interactions = data.get("interactions")
    incompatible: tuple[str, ...] = ()
    if isinstance(interactions, dict):
        incompatible = _strings(interactions.get("incompatible"))
    modes = [
        {str(k): str(v) for k, v in mode.items() if v is not None}
        for mode in data.get("failure_modes") or []
        if isinstance(mode, dict)
    ]
    card = Card(
        path=path,
        title=str(data.get("title") or ""),
        summary=str(data.get("summary") or ""),
        validated_on=str(data.get("validated_on") or ""),
        config_keys=_strings(data.get("config_keys")),
        recommended_path=recommended,
        incompatible=incompatible,
        failure_modes=tuple(modes),
        known_constraints=_strings(data.get("known_constraints")),
        extra={k: v for k, v in data.items() if k not in _KNOWN},
    )
    return card, findings


_KNOWN = frozenset(
    {
        "title",
        "summary",
        "validated_on",
        "config_keys",
        "recommended_path",
        "interactions",
        "failure_modes",
        "known_constraints",
    }
)


def _card_data(path: Path, findings: list[Finding]) -> dict[str, Any] | None:
    """The card's mapping, or None with a finding (unreadable, outside, not YAML, not a
    mapping)."""
    read = read_text(path, root=path.parent)
    if read.problem == OUTSIDE:
        findings.append(Finding(Severity.HIGH, "LOAD/outside_link", read.problem, rel(path)))
        return None
    if read.problem:
        findings.append(Finding(Severity.MEDIUM, "CARD/unreadable", read.problem, rel(path)))
    try:
        data = load_yaml(read.text) if read.text.strip() else {}
    except DataError as exc:
        findings.append(Finding(Severity.HIGH, "CARD/refused", exc.message, rel(path), 1))
        return None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 1 if mark is not None else None
        problem = getattr(exc, "problem", None) or str(exc).split("\n")[0]
        message = f"card.yaml is not valid YAML: {problem}"
        findings.append(Finding(Severity.HIGH, "CARD/yaml_error", message, rel(path), line))
        return None
    if not isinstance(data, dict):
        message = "card.yaml must be a mapping of keys"
        findings.append(Finding(Severity.MEDIUM, "CARD/not_mapping", message, rel(path), 1))
        return None
    return data
