"""Typed records of a run: attempts (streamed to JSONL as they finish) and run metadata."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

ARMS = ("baseline", "skill", "discover")


@dataclass
class Attempt:
    """One (skill, case, arm, model, attempt) and what came of it."""

    skill: str
    case: str
    arm: str
    model: str
    attempt: int
    provider: str = ""
    endpoint: str = ""
    prompt_digest: str = ""
    answer: str = ""
    tool_calls: list[dict[str, str]] = field(default_factory=list)
    loaded_skills: list[str] = field(default_factory=list)
    read_files: list[str] = field(default_factory=list)
    prompt_tokens: int = 0
    completion_tokens: int = 0
    tokens_estimated: bool = False
    latency_s: float = 0.0
    finish_reason: str = ""
    error: str | None = None
    error_kind: str = ""
    cached: bool = False
    skipped: bool = False
    note: str = ""
    exchanges: list[dict[str, Any]] = field(default_factory=list)
    """Each request digest with its completion (what replay answers from)."""
    grade: dict[str, Any] | None = None

    @property
    def key(self) -> str:
        return f"{self.skill}/{self.case}/{self.arm}/{self.model}/{self.attempt}"

    @property
    def ok(self) -> bool:
        """Completed with an answer (errors and skips are neither passes nor fails)."""
        return self.error is None and not self.skipped

    @property
    def passed(self) -> bool:
        return bool(self.ok and self.grade and self.grade.get("passed"))

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Attempt:
        known = {f for f in cls.__dataclass_fields__}
        return cls(**{k: v for k, v in data.items() if k in known})


@dataclass
class ModelInfo:
    label: str
    provider: str
    model: str
    endpoint: str
    params: dict[str, Any] = field(default_factory=dict)

    @property
    def reference(self) -> bool:
        """The extractive responder is a reference point, not an agent."""
        return self.provider == "extractive"


@dataclass
class CaseInfo:
    id: str
    routing: str
    prompt: str
    expected_skill: str | None = None
    acceptable_skills: list[str] = field(default_factory=list)


@dataclass
class SkillInfo:
    name: str
    path: str
    digest: str
    dataset_digest: str
    cases: list[CaseInfo] = field(default_factory=list)
    findings: list[dict[str, Any]] = field(default_factory=list)


@dataclass
class RunMeta:
    version: str
    started: str
    finished: str = ""
    arms: list[str] = field(default_factory=list)
    attempts: int = 1
    seed: int | None = None
    shard: str = ""
    notes: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)


@dataclass
class RunResult:
    meta: RunMeta
    models: list[ModelInfo]
    skills: list[SkillInfo]
    attempts: list[Attempt]

    def to_dict(self) -> dict[str, Any]:
        return {
            "meta": asdict(self.meta),
            "models": [asdict(m) for m in self.models],
            "skills": [asdict(s) for s in self.skills],
            "attempts": [a.to_dict() for a in self.attempts],
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> RunResult:
        skills = []
        for s in data.get("skills", []):
            cases = [CaseInfo(**c) for c in s.get("cases", [])]
            skills.append(SkillInfo(**{**s, "cases": cases}))
        return cls(
            meta=RunMeta(**data["meta"]),
            models=[ModelInfo(**m) for m in data.get("models", [])],
            skills=skills,
            attempts=[Attempt.from_dict(a) for a in data.get("attempts", [])],
        )


class AttemptLog:
    """attempts.jsonl: one line per finished attempt, appended and flushed as it lands.

    A killed run leaves at most one torn last line, which reading skips; a resumed run
    appends again, and the newest line for a key wins.
    """

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._handle = self.path.open("a", encoding="utf-8")

    @staticmethod
    def read(path: Path) -> dict[str, Attempt]:
        found: dict[str, Attempt] = {}
        if not path.is_file():
            return found
        with path.open(encoding="utf-8", errors="replace") as handle:
            for line in handle:
                if not line.strip():
                    continue
                try:
                    attempt = Attempt.from_dict(json.loads(line))
                except (json.JSONDecodeError, TypeError):
                    continue
                found[attempt.key] = attempt
        return found

    def append(self, attempt: Attempt) -> None:
        self._handle.write(json.dumps(attempt.to_dict(), ensure_ascii=False) + "\n")
        self._handle.flush()

    def close(self) -> None:
        self._handle.close()
