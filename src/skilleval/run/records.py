"""Typed records of a run: attempts (streamed to JSONL as they finish) and run metadata.

Once an attempt is in ``attempts.jsonl``, the run keeps only its head in memory (ids,
counts, flags, where its line is): its answer, tool calls, exchanges and grade are read
back from the file when asked for, so a run's memory does not grow with what models say.
"""

from __future__ import annotations

import contextlib
import copy
import json
import os
import zlib
from collections.abc import Iterable
from dataclasses import asdict, dataclass, field, fields
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

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
def _grade_of(stored: bytes, packed: bool = True) -> Grade | None:
    """A stored grade (deflated JSON held in memory, or with ``packed=False`` its JSON text
    read back from attempts.jsonl), parsed once while reports read it again and again
    (grades are immutable, so the parsed one is shared)."""
    data = json.loads(_unpack(stored) if packed else stored)
    return Grade.from_dict(data) if data else None


GRADE_KEY = b', "grade": '


class AttemptFile:
    """An ``attempts.jsonl`` read back at known offsets: where a spilled attempt's answer,
    tool calls, exchanges and grade come from."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self._fd = -1
        self._last: tuple[int, dict[str, Any]] = (-1, {})

    def read(self, offset: int, length: int, key: str) -> bytes:
        try:
            if self._fd < 0:
                self._fd = os.open(self.path, os.O_RDONLY | getattr(os, "O_BINARY", 0))
            if hasattr(os, "pread"):
                data = os.pread(self._fd, length, offset)
            else:  # pragma: no cover - Windows
                os.lseek(self._fd, offset, os.SEEK_SET)
                data = os.read(self._fd, length)
        except OSError as exc:
            raise OutputError(
                f"cannot read attempt {key} back: {exc.strerror or exc}", str(self.path)
            ) from None
        if len(data) != length:
            raise OutputError(
                f"cannot read attempt {key} back: the file was cut short", str(self.path)
            )
        return data

    def record(self, line: Line, attempt: Attempt) -> dict[str, Any]:
        """``attempt``'s record up to its grade (its fields and exchanges); the last one
        read is kept, as a report reads an attempt's answer and exchanges one after the
        other."""
        if self._last[0] == line.offset:
            return self._last[1]
        head = self.read(line.offset, line.grade_at - len(GRADE_KEY), attempt.key)
        try:
            record = json.loads(head + b"}")
        except ValueError:
            record = None
        if not isinstance(record, dict) or any(
            record.get(name) != getattr(attempt, name) for name in IDENTITY
        ):
            raise OutputError(
                f"cannot read attempt {attempt.key} back: the file changed since it was written",
                str(self.path),
            )
        self._last = (line.offset, record)
        return record

    def grade_text(self, line: Line, key: str) -> bytes:
        """The grade's JSON text alone (what scoring and reports read most)."""
        return self.read(line.offset + line.grade_at, line.grade_length, key)

    def __del__(self) -> None:
        if self._fd >= 0:
            with contextlib.suppress(OSError):
                os.close(self._fd)

    def __reduce__(self) -> tuple[type[AttemptFile], tuple[Path]]:
        return (AttemptFile, (self.path,))

    def __deepcopy__(self, memo: dict[int, Any]) -> AttemptFile:
        return self


IDENTITY = ("case", "attempt", "arm", "model", "skill")
"""The fields that say which attempt a record is."""


@dataclass(frozen=True, slots=True)
class Line:
    """Where an attempt's record lies in attempts.jsonl: its line, and its grade within."""

    file: AttemptFile
    offset: int
    length: int
    grade_at: int
    grade_length: int


SPILLED = (
    "answer",
    "tool_calls",
    "loaded_skills",
    "read_files",
    "exchanges_z",
    "grade_z",
)
"""What a spilled attempt reads back from attempts.jsonl instead of holding (the judge's
verdict, small and usually null, stays)."""


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
    where: Line | None = field(default=None, repr=False, compare=False)
    """The attempt's line in attempts.jsonl once :meth:`spill` has let go of the fields
    of :data:`SPILLED` (each is read back from there until it is set again)."""

    def spill(self, where: Line) -> None:
        """Let go of the answer, tool calls, exchanges and grade: they are
        read back from ``where``, this attempt's line in attempts.jsonl, when asked for.
        Only for a finished record (the line must say what the attempt holds)."""
        self.where = where
        for name in SPILLED:
            delattr(self, name)

    def _spilled(self, name: str) -> Line | None:
        """Where ``name`` is read from when it is spilled (not held), else None."""
        if self.where is None:
            return None
        try:
            object.__getattribute__(self, name)
        except AttributeError:
            return self.where
        return None

    if not TYPE_CHECKING:  # type checkers keep seeing the declared fields only

        def __getattr__(self, name: str) -> Any:
            """A spilled field: Python asks here only for a field that is not held."""
            line = self._spilled(name) if name in SPILLED else None
            if line is None:
                raise AttributeError(name)
            if name == "grade_z":
                return _pack(self.grade_json)
            if name == "exchanges_z":
                return _pack(self.exchanges_json)
            return copy.deepcopy(line.file.record(line, self).get(name))

    @property
    def exchanges_json(self) -> str:
        line = self._spilled("exchanges_z")
        if line is not None:
            record = line.file.record(line, self)
            return json.dumps(record.get("exchanges") or [], ensure_ascii=False)
        return _unpack(self.exchanges_z)

    @exchanges_json.setter
    def exchanges_json(self, value: str) -> None:
        self.exchanges_z = _pack(value)

    @property
    def grade_json(self) -> str:
        line = self._spilled("grade_z")
        if line is not None:
            return line.file.grade_text(line, self.key).decode()
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
        line = self._spilled("grade_z")
        if line is not None:
            return _grade_of(line.file.grade_text(line, self.key), packed=False)
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
        if self.where is not None and all(self._spilled(name) for name in SPILLED):
            line = self.where
            return line.file.read(line.offset, line.length - 1, self.key).decode()
        return "".join(self.json_parts())

    def json_parts(self) -> tuple[str, str, str]:
        """:meth:`to_json` in three pieces: what comes before the grade, the grade, what
        comes after (where the grade lies is what lets a spilled attempt read it alone)."""
        head = json.dumps({name: getattr(self, name) for name in PLAIN_FIELDS}, ensure_ascii=False)
        return (
            f'{head[:-1]}, "exchanges": {self.exchanges_json}{GRADE_KEY.decode()}',
            self.grade_json,
            f', "judge": {self.judge_json}}}',
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
    if f.name
    not in ("exchanges_z", "grade_z", "passed_flag", "decided_flag", "judge_json", "where")
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
            self._handle = self.path.open("ab")
            self._size = self._handle.seek(0, os.SEEK_END)
            self.file = AttemptFile(self.path)
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

    def append(self, attempt: Attempt) -> Line:
        """Append ``attempt``; where its line is (what :meth:`Attempt.spill` takes)."""
        before, grade, after = (part.encode("utf-8") for part in attempt.json_parts())
        line = b"".join((before, grade, after, b"\n"))
        try:
            self._handle.write(line)
            self._handle.flush()
        except OSError as exc:
            raise OutputError(f"cannot append: {exc.strerror or exc}", str(self.path)) from None
        offset, self._size = self._size, self._size + len(line)
        return Line(self.file, offset, len(line), len(before), len(grade))

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


def write_atomic(path: Path, text: str | Iterable[str]) -> None:
    """Write ``text`` (or its pieces, in order) to ``path`` through a temporary file, so
    readers never see half a file and a failed write (disk full, read-only folder) leaves
    the old file as it was."""
    tmp = path.with_name(path.name + ".tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with tmp.open("w", encoding="utf-8") as handle:
            handle.writelines([text] if isinstance(text, str) else text)
        tmp.replace(path)
    except OSError as exc:
        with contextlib.suppress(OSError):
            tmp.unlink(missing_ok=True)
        raise OutputError(f"cannot write: {exc.strerror or exc}", str(path)) from None
    except BaseException:  # the pieces failed to come: no half file is left behind
        with contextlib.suppress(OSError):
            tmp.unlink(missing_ok=True)
        raise


def dump_json(path: Path, data: Any) -> None:
    """``data`` as indented JSON at ``path`` (atomically)."""
    write_atomic(path, json.dumps(data, indent=2, ensure_ascii=False) + "\n")
