"""Typed records of a run: attempts (streamed to JSONL as they finish) and run metadata."""

from __future__ import annotations

import contextlib
import json
import os
import zlib
from dataclasses import asdict, dataclass, field, fields
from functools import lru_cache
from pathlib import Path
from typing import Any

from skilleval.errors import OutputError
from skilleval.grading.model import Grade
from skilleval.models.judge import JudgeVerdict
from skilleval.run.arms import Arm

ARMS: tuple[Arm, ...] = tuple(Arm)


def _pack(text: str) -> bytes:
    """JSON text as held in memory: deflated (a grade's JSON shrinks four to ten times)."""
    return zlib.compress(text.encode(), 1)


def _unpack(blob: bytes) -> str:
    return zlib.decompress(blob).decode()


NULL = _pack("null")
EMPTY_LIST = _pack("[]")


@lru_cache(maxsize=1024)
def _grade_of(blob: bytes) -> Grade | None:
    """A stored grade, parsed once while reports read it again and again (grades are
    immutable, so the parsed one is shared)."""
    data = json.loads(_unpack(blob))
    return Grade.from_dict(data) if data else None


@dataclass(slots=True)
class Attempt:
    """One (skill, case, arm, model, attempt) and what came of it.

    The grade and the exchanges are kept as deflated JSON text (parsed on access): at
    100,000 attempts, nested dicts would hold many times the memory.
    """

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
    cached_tokens: int = 0
    """Prompt tokens the provider served from its prompt cache (reported by the endpoint)."""
    retries: int = 0
    """Requests sent again after a transient failure (429, 5xx, timeout, reset)."""
    error: str | None = None
    error_kind: str = ""
    cached: bool = False
    skipped: bool = False
    note: str = ""
    exchanges_z: bytes = EMPTY_LIST
    """Each request digest with its completion (what replay answers from), as packed JSON."""
    grade_z: bytes = NULL
    passed_flag: bool = False
    decided_flag: bool = False
    """Whether the grade decided any check (False: no checks, or every one undetermined)."""
    judge_json: str = "null"
    """The optional LLM judge's verdict, as JSON."""

    @property
    def exchanges_json(self) -> str:
        return _unpack(self.exchanges_z)

    @exchanges_json.setter
    def exchanges_json(self, value: str) -> None:
        self.exchanges_z = _pack(value)

    @property
    def grade_json(self) -> str:
        return _unpack(self.grade_z)

    @grade_json.setter
    def grade_json(self, value: str) -> None:
        self.grade_z = _pack(value)

    @property
    def exchanges(self) -> list[dict[str, Any]]:
        value: list[dict[str, Any]] = json.loads(self.exchanges_json)
        return value

    @exchanges.setter
    def exchanges(self, value: list[dict[str, Any]]) -> None:
        self.exchanges_json = json.dumps(value, ensure_ascii=False)

    @property
    def grade(self) -> Grade | None:
        """The typed grade (``None`` for an attempt that was not graded)."""
        return _grade_of(self.grade_z)

    @grade.setter
    def grade(self, value: Grade | None) -> None:
        self.grade_dict = value.to_dict() if value is not None else None

    @property
    def grade_dict(self) -> dict[str, Any] | None:
        """The grade in its stored form (results.json)."""
        value: dict[str, Any] | None = json.loads(self.grade_json)
        return value

    @grade_dict.setter
    def grade_dict(self, value: dict[str, Any] | None) -> None:
        self.grade_json = json.dumps(value, ensure_ascii=False)
        self.passed_flag = bool(value and value.get("passed"))
        results = (value or {}).get("results") or ()
        self.decided_flag = any(isinstance(r, dict) and not r.get("skipped") for r in results)

    @property
    def judge(self) -> JudgeVerdict | None:
        """The optional LLM judge's overall verdict."""
        data = json.loads(self.judge_json)
        return JudgeVerdict.from_dict(data) if data else None

    @judge.setter
    def judge(self, value: JudgeVerdict | None) -> None:
        self.judge_json = json.dumps(value.to_dict() if value else None, ensure_ascii=False)

    @property
    def key(self) -> str:
        return f"{self.skill}/{self.case}/{self.arm}/{self.model}/{self.attempt}"

    @property
    def ok(self) -> bool:
        """Completed with an answer (errors and skips are neither passes nor fails)."""
        return self.error is None and not self.skipped

    @property
    def passed(self) -> bool:
        return self.ok and self.passed_flag

    @property
    def measured(self) -> bool:
        """Completed and graded with at least one decided check: it counts as a pass or a
        fail. An answer with no checks, or whose every check is undetermined (a judgment, a
        process step, a paraphrase), counts neither way, so a case is never green by default."""
        return self.ok and self.decided_flag

    def to_dict(self) -> dict[str, Any]:
        data = {name: getattr(self, name) for name in PLAIN_FIELDS}
        data["exchanges"] = self.exchanges
        data["grade"] = self.grade_dict
        data["judge"] = json.loads(self.judge_json)
        return data

    def to_json(self) -> str:
        """One JSON object (the results.json / attempts.jsonl form), built without re-parsing."""
        head = json.dumps({name: getattr(self, name) for name in PLAIN_FIELDS}, ensure_ascii=False)
        return (
            f'{head[:-1]}, "exchanges": {self.exchanges_json}, "grade": {self.grade_json}, '
            f'"judge": {self.judge_json}}}'
        )

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Attempt:
        attempt = cls(**{k: v for k, v in data.items() if k in PLAIN_FIELDS})
        attempt.exchanges = data.get("exchanges") or []
        attempt.grade_dict = data.get("grade")
        attempt.judge_json = json.dumps(data.get("judge"), ensure_ascii=False)
        return attempt


PLAIN_FIELDS = tuple(
    f.name
    for f in fields(Attempt)
    if f.name not in ("exchanges_z", "grade_z", "passed_flag", "decided_flag", "judge_json")
)


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
    judge: str = ""
    """The judge model's label, when an LLM judge was used."""


@dataclass(repr=False)
class RunResult:
    meta: RunMeta
    models: list[ModelInfo]
    skills: list[SkillInfo]
    attempts: list[Attempt]

    def __repr__(self) -> str:
        # Short on purpose: asyncio reprs a finished task's result, and the default repr of
        # 10,000 attempts is a 100 MB string.
        return (
            f"RunResult({len(self.skills)} skill(s), {len(self.models)} model(s), "
            f"{len(self.attempts)} attempt(s))"
        )

    def to_dict(self, with_attempts: bool = True) -> dict[str, Any]:
        data: dict[str, Any] = {
            "meta": asdict(self.meta),
            "models": [asdict(m) for m in self.models],
            "skills": [asdict(s) for s in self.skills],
        }
        if with_attempts:
            data["attempts"] = [a.to_dict() for a in self.attempts]
        return data

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
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._lock = _lock_folder(self.path.parent)
            self._repair_tail()
            self._handle = self.path.open("a", encoding="utf-8")
        except OSError as exc:
            raise OutputError(f"cannot write: {exc.strerror or exc}", str(self.path)) from None

    def _repair_tail(self) -> None:
        """A kill or a full disk can leave a torn last line: move it aside (to
        ``attempts.jsonl.torn``) so the next append starts on a fresh line."""
        if not self.path.is_file() or self.path.stat().st_size == 0:
            return
        with self.path.open("rb+") as handle:
            handle.seek(-1, 2)
            if handle.read(1) == b"\n":
                return
            size = handle.seek(0, 2)
            start = max(0, size - (1 << 20))
            handle.seek(start)
            tail = handle.read()
            cut = tail.rfind(b"\n")
            keep = start + cut + 1 if cut >= 0 else start
            handle.seek(keep)
            torn = handle.read()
            with self.path.with_name(self.path.name + ".torn").open("ab") as aside:
                aside.write(torn + b"\n")
            handle.truncate(keep)

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
        try:
            self._handle.write(attempt.to_json() + "\n")
            self._handle.flush()
        except OSError as exc:
            raise OutputError(f"cannot append: {exc.strerror or exc}", str(self.path)) from None

    def close(self) -> None:
        self._handle.close()
        if self._lock is not None:
            self._lock.close()


def _lock_folder(folder: Path) -> Any:
    """An exclusive lock on an output folder (one run writes it at a time); None where the
    platform has no advisory locks."""
    try:
        import fcntl
    except ImportError:  # pragma: no cover - Windows
        return None
    handle = (folder / ".skilleval.lock").open("a+")
    try:
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        handle.seek(0)
        holder = handle.read().strip() or "another process"
        handle.close()
        raise OutputError(
            f"another skilleval run ({holder}) is writing this folder; wait for it or use "
            "another --out",
            str(folder),
        ) from None
    handle.seek(0)
    handle.truncate()
    handle.write(f"pid {os.getpid()}")
    handle.flush()
    return handle


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` through a temporary file, so readers never see half a file
    and a failed write (disk full, read-only folder) leaves the old file as it was."""
    tmp = path.with_name(path.name + ".tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp.write_text(text, encoding="utf-8")
        tmp.replace(path)
    except OSError as exc:
        with contextlib.suppress(OSError):
            tmp.unlink(missing_ok=True)
        raise OutputError(f"cannot write: {exc.strerror or exc}", str(path)) from None


def dump_json(path: Path, data: Any) -> None:
    """``data`` as indented JSON at ``path`` (atomically)."""
    write_atomic(path, json.dumps(data, indent=2, ensure_ascii=False) + "\n")
