"""Suite files: the skills, models, arms and gates a repository runs in CI."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from skilleval.errors import InputError
from skilleval.loading.textfile import DataError, load_yaml, read_text, rel
from skilleval.schemas import schema_errors


@dataclass(frozen=True)
class SuiteModel:
    name: str
    base_url: str | None = None
    api_key_env: str | None = None


@dataclass(frozen=True)
class Suite:
    path: Path
    skills: tuple[Path, ...]
    models: tuple[SuiteModel, ...] = ()
    settings: dict[str, Any] = field(default_factory=dict)
    """arms, attempts, concurrency, out, temperature, max_tokens, seed, timeout."""
    gates: dict[str, Any] = field(default_factory=dict)


def load_suite(path: Path) -> Suite:
    """Read and validate a suite file; paths inside resolve against the file's folder."""
    path = Path(path)
    try:
        data = load_yaml(read_text(path).text)
    except FileNotFoundError:
        raise InputError("no such suite file", rel(path)) from None
    except DataError as exc:
        raise InputError(exc.message, rel(path), 1) from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        raise InputError(
            f"invalid YAML: {getattr(exc, 'problem', exc)}",
            rel(path),
            mark.line + 1 if mark is not None else None,
        ) from None
    errors = schema_errors("suite", data)
    if errors:
        raise InputError(f"suite does not match its schema: {errors[0]}", rel(path))
    base = path.parent
    gates = dict(data.get("gates") or {})
    if "baseline" in gates:
        gates["baseline"] = str(base / gates["baseline"])
    settings = {k: v for k, v in data.items() if k not in ("skills", "models", "gates")}
    if "out" in settings:
        settings["out"] = str(base / settings["out"])
    return Suite(
        path=path,
        skills=tuple(base / s for s in data["skills"]),
        models=tuple(
            SuiteModel(m["name"], m.get("base_url"), m.get("api_key_env"))
            for m in data.get("models") or []
        ),
        settings=settings,
        gates=gates,
    )
