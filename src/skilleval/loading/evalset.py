"""Load eval datasets of every real shape and normalise them into :class:`EvalCase`."""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from skilleval.errors import InputError
from skilleval.findings import Finding, Severity
from skilleval.loading.evalcase import (
    EvalCase,
)
from skilleval.loading.evalitem import names_this_skill, normalise_item
from skilleval.loading.textfile import (
    OUTSIDE,
    DataError,
    load_json,
    load_yaml,
    read_text,
    rel,
    stream_digest,
)

EVAL_SUFFIXES = (".json", ".jsonl", ".yaml", ".yml")


@dataclass(frozen=True)
class EvalSet:
    """The cases of one skill, from every eval file it has."""

    skill: str
    files: tuple[str, ...]
    cases: tuple[EvalCase, ...]
    findings: tuple[Finding, ...] = ()
    shapes: tuple[str, ...] = ()
    digest: str = ""
    """sha256 over the eval files' bytes (the dataset digest in reports)."""
    unsupported: tuple[str, ...] = field(default_factory=tuple)
    """Files that are not Q&A datasets (live-deployment specs and the like)."""

    @property
    def positives(self) -> int:
        return sum(1 for c in self.cases if c.routing == "positive")

    @property
    def negatives(self) -> int:
        return sum(1 for c in self.cases if c.routing == "negative")

    def case(self, case_id: str) -> EvalCase:
        for case in self.cases:
            if case.id == str(case_id):
                return case
        known = ", ".join(c.id for c in self.cases[:10]) or "none"
        raise InputError(
            f"no case with id {case_id!r} (known: {known})",
            self.files[0] if self.files else self.skill,
        )


def find_eval_files(skill_dir: Path) -> list[Path]:
    """Dataset files of a skill: ``evals/*.json|jsonl|yaml|yml`` (top level of evals/), the
    same kinds of file at the top of ``tests/`` (``tests/evals.json``, or one case per file
    as some catalogs keep them; any other file there is read only when it describes itself
    as this skill's cases, see :func:`_self_described`), and a ``tests.json`` of routing
    prompts beside SKILL.md."""
    found: list[Path] = []
    for folder in (skill_dir / "evals", skill_dir / "tests"):
        if folder.is_dir():
            found += [
                p for p in folder.iterdir() if p.is_file() and p.suffix.lower() in EVAL_SUFFIXES
            ]
    routing = skill_dir / "tests.json"
    if routing.is_file():  # a suite of routing prompts beside SKILL.md (NeMo Helix's skills)
        found.append(routing)
    return sorted(found)


def _fixture_or_case(path: Path) -> bool:
    """Whether a dataset-like file may as well be a test fixture: under ``tests/`` and not
    named ``evals``. Such a file counts only when it says it holds this skill's cases."""
    return path.parent.name == "tests" and path.stem != "evals"


def _self_described(data: Any, skill_name: str) -> bool:
    """Whether a file under ``tests/`` holds cases by its own account: one case naming the
    skills it is for (``{skills: [...], query, ...}``), or a dataset that declares this skill
    (``{skill_name, evals}``, ``{skill, cases}``). A fixture declares neither."""
    shape, items, declared = _classify(data)
    if shape == "single":
        listed = data.get("skills")
        return isinstance(listed, list) and all(isinstance(n, str) for n in listed)
    return bool(items) and declared is not None and names_this_skill(declared, skill_name)


def parse_data(path: Path, text: str) -> Any:
    """Parse JSON, JSONL or YAML; raise InputError with path:line on syntax errors."""
    suffix = path.suffix.lower()
    where = rel(path)
    if suffix == ".jsonl":
        items = []
        for n, line in enumerate(text.split("\n"), start=1):
            if not line.strip():
                continue
            try:
                items.append(load_json(line))
            except json.JSONDecodeError as exc:
                raise InputError(f"invalid JSON: {exc.msg}", where, n) from None
            except DataError as exc:
                raise InputError(exc.message, where, n) from None
        return items
    if suffix == ".json":
        try:
            return load_json(text)
        except json.JSONDecodeError as exc:
            raise InputError(
                f"invalid JSON: {exc.msg} (column {exc.colno})", where, exc.lineno
            ) from None
        except DataError as exc:
            raise InputError(exc.message, where, 1) from None
    try:
        return load_yaml(text)
    except DataError as exc:
        raise InputError(exc.message, where, 1) from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        problem = getattr(exc, "problem", None) or str(exc).split("\n")[0]
        raise InputError(
            f"invalid YAML: {problem}", where, mark.line + 1 if mark is not None else None
        ) from None


def _item_lines(text: str, ids: list[Any]) -> list[int | None]:
    """Best-effort line of each item, found by its id."""
    lines: list[int | None] = []
    search_from = 0
    line = 1  # line of search_from: counted forward only, so the whole pass is linear
    for item_id in ids:
        if item_id is None or isinstance(item_id, dict | list):
            lines.append(None)
            continue
        token = json.dumps(item_id) if not isinstance(item_id, str) else item_id
        m = next(
            (k for k in _ID_KEY.finditer(text, search_from) if text.startswith(token, k.end())),
            None,
        )
        if m is None:
            lines.append(None)
            continue
        line += text.count("\n", search_from, m.start())
        lines.append(line)
        end = m.end() + len(token)
        line += text.count("\n", m.start(), end)
        search_from = end
    return lines


_ID_KEY = re.compile(r"[\"']?id[\"']?\s*:\s*[\"']?")
"""Where an item's id is written; the id itself is compared as text (one pattern for every
item, not one compiled per id)."""


def _json_item_lines(text: str, depth: int) -> list[int]:
    """Lines where JSON values open at ``depth`` (1 = items of a top-level list)."""
    lines: list[int] = []
    level = 0
    line = 1
    in_string = escaped = False
    expect_value = False
    for ch in text:
        if ch == "\n":
            line += 1
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
            continue
        if ch in " \t\r\n":
            continue
        if expect_value and level == depth:
            lines.append(line)
        expect_value = False
        if ch == '"':
            in_string = True
        elif ch in "[{":
            level += 1
            expect_value = ch == "["
        elif ch in "]}":
            level -= 1
        elif ch == ",":
            expect_value = True
    return lines


_JSON_SCHEMA_KEYS = frozenset(("$schema", "properties", "additionalProperties", "$defs"))
"""Keys only a JSON Schema document has at its top (a dataset has cases)."""


def _classify(data: Any) -> tuple[str, list[Any] | None, str | None]:
    """(shape name, items or None when unsupported, declared skill name)."""
    if isinstance(data, list):
        return "list", data, None
    if not isinstance(data, dict):
        return "scalar", None, None
    if "cases" in data and isinstance(data["cases"], list):
        shape = "versioned" if "version" in data else "skill_cases"
        skill = data.get("skill")
        return shape, data["cases"], skill if isinstance(skill, str) else None
    if "evals" in data and isinstance(data["evals"], list):
        skill = data.get("skill_name") or data.get("skill")
        return "skill_creator", data["evals"], skill if isinstance(skill, str) else None
    tests = data.get("tests")
    if isinstance(tests, list) and tests and isinstance(tests[0], dict) and "prompt" in tests[0]:
        # {skill, tests: [{type, prompt, expected_skill | expected_skill_not}]}: routing
        # prompts, named by their type when they carry no id
        skill = data.get("skill")
        named = [
            {"id": f"{t.get('type') or 'test'}-{n}", **t} if isinstance(t, dict) else t
            for n, t in enumerate(tests, start=1)
        ]
        return "trigger_tests", named, skill if isinstance(skill, str) else None
    if "expects" in data or ("skills" in data and "resources" in data):
        return "deployment_spec", None, None
    if "schema_version" in data and not any(k in data for k in ("question", "prompt", "query")):
        return "runner_config", None, None
    if _JSON_SCHEMA_KEYS & data.keys() and not any(
        k in data for k in ("question", "prompt", "query")
    ):
        return "json_schema", None, None
    if any(k in data for k in ("question", "prompt", "query")):
        return "single", [data], None
    for key, value in list(data.items())[:50]:
        # {"skill_name": ..., "test_cases": [{id, prompt, ...}]}: the cases under a key of
        # the author's own naming ("test_cases", "scenarios"), found by what they hold
        if (
            isinstance(value, list)
            and value
            and all(isinstance(v, dict) for v in value[:100])
            and any(k in value[0] for k in ("question", "prompt", "query", "input"))
        ):
            skill = data.get("skill_name") or data.get("skill")
            declared = skill if isinstance(skill, str) else None
            return f"cases under {str(key)[:40]!r}", value, declared
    return "unknown", None, None


def load_evalset(skill_dir: Path, skill_name: str) -> EvalSet:
    """Load every dataset file of a skill; never raises for content problems."""
    found = _Found()
    digest = hashlib.sha256()
    files = [
        path
        for path in find_eval_files(skill_dir)
        if _read_file(path, skill_dir, skill_name, digest, found)
    ]
    return EvalSet(
        skill=skill_name,
        files=tuple(rel(p) for p in files),
        cases=tuple(_merge_repeats(found.cases, found.findings)),
        findings=tuple(found.findings),
        shapes=tuple(found.shapes),
        digest=digest.hexdigest() if files else "",
        unsupported=tuple(found.unsupported),
    )


@dataclass
class _Found:
    """What the eval files of one skill held, file after file."""

    cases: list[EvalCase] = field(default_factory=list)
    findings: list[Finding] = field(default_factory=list)
    shapes: list[str] = field(default_factory=list)
    unsupported: list[str] = field(default_factory=list)


def _read_file(path: Path, skill_dir: Path, skill_name: str, digest: Any, found: _Found) -> bool:
    """Read one eval file into ``found``: its cases, or a finding saying why it has none.
    False for a file under ``tests/`` that does not describe itself as cases (a fixture:
    skipped without a word)."""
    where = rel(path)
    read = read_text(path, root=skill_dir)
    data: Any = None
    if _fixture_or_case(path):  # parsed once here, and read on below when it holds cases
        try:
            data = parse_data(path, read.text) if read.text.strip() and not read.problem else None
        except InputError:
            data = None
        if data is None or not _self_described(data, skill_name):
            return False
    digest.update(path.name.encode())
    if read.problem == OUTSIDE:
        found.findings.append(Finding(Severity.HIGH, "LOAD/outside_link", read.problem, where))
        return True
    stream_digest(path, digest)
    if read.problem:
        found.findings.append(Finding(Severity.HIGH, "EVALS/unreadable", read.problem, where))
        if not read.text:
            return True
    if not read.text.strip():
        found.findings.append(
            Finding(Severity.HIGH, "EVALS/empty_file", "eval file is empty", where)
        )
        return True
    try:
        data = parse_data(path, read.text) if data is None else data
    except InputError as exc:
        found.findings.append(Finding(Severity.HIGH, "EVALS/syntax", exc.message, where, exc.line))
        return True
    items = _dataset_items(data, where, skill_name, found)
    if not items:
        return True
    lines = _item_line_numbers(path, read.text, found.shapes[-1], items)
    for index, item in enumerate(items):
        alone = path.stem if found.shapes[-1] == "single" else ""
        case, item_findings = normalise_item(
            item, index, skill_name, where, lines[index], file_id=alone
        )
        found.findings.extend(item_findings)
        if case is not None:
            found.cases.append(case)
    return True


_DEFERRED_KEYS = ("deferred_evals", "deferred_cases", "disabled_evals", "skipped_evals")
"""Keys beside a dataset's cases that hold cases its authors set aside."""


def _dataset_items(data: Any, where: str, skill_name: str, found: _Found) -> list[Any] | None:
    """The cases of a parsed eval file, or None (with a finding) when it holds none."""
    shape, items, declared = _classify(data)
    if shape == "runner_config":
        # An eval runner's settings (harbor's evals/config.yml) sit beside the dataset.
        message = "eval runner settings, not a dataset; read by that runner, not here"
        found.findings.append(Finding(Severity.INFO, "EVALS/runner_config", message, where, 1))
        return None
    if shape == "json_schema":
        # The schema a judge's or runner's verdicts follow (evals/rubric.schema.json).
        message = "a JSON Schema (for a judge's or runner's output), not a dataset"
        found.findings.append(Finding(Severity.INFO, "EVALS/json_schema", message, where, 1))
        return None
    found.shapes.append(shape)
    if items is None:
        message = (
            "not a Q&A dataset (a live-deployment spec with expects/checks); unsupported"
            if shape == "deployment_spec"
            else f"unrecognised dataset shape ({shape}); expected a list of cases, "
            "{skill, cases}, {skill_name, evals} or a single case"
        )
        found.findings.append(Finding(Severity.MEDIUM, "EVALS/unsupported_spec", message, where, 1))
        found.unsupported.append(where)
        return None
    if declared and declared != skill_name:
        message = f"dataset names skill {declared!r} but the folder's skill is {skill_name!r}"
        found.findings.append(Finding(Severity.MEDIUM, "EVALS/skill_mismatch", message, where, 1))
    for key in _DEFERRED_KEYS if isinstance(data, dict) else ():
        held = data.get(key)
        if isinstance(held, list) and held:
            # the authors' own cases set aside ("deferred_evals" waiting on a setup): said, so
            # a run that passes is not read as covering them
            message = f"{len(held)} case(s) under {key!r} are set aside by the dataset; not run"
            found.findings.append(Finding(Severity.INFO, "EVALS/deferred", message, where, 1))
    if not items:
        found.findings.append(
            Finding(Severity.HIGH, "EVALS/empty_dataset", "dataset has no cases", where, 1)
        )
        return None
    return items


def _item_line_numbers(path: Path, text: str, shape: str, items: list[Any]) -> list[int | None]:
    """The line each item starts on (for findings with path:line)."""
    ids = [i.get("id", i.get("name")) if isinstance(i, dict) else None for i in items]
    lines = _item_lines(text, ids)
    if path.suffix.lower() == ".json":
        depth = {"list": 1, "single": 0}.get(shape, 2)
        found = [1] if depth == 0 else _json_item_lines(text, depth)
        if len(found) == len(items):
            lines = list(found)
    elif path.suffix.lower() == ".jsonl":
        return [n for n, raw in enumerate(text.split("\n"), start=1) if raw.strip()]
    return lines


def _merge_repeats(cases: list[EvalCase], findings: list[Finding]) -> list[EvalCase]:
    """Cases in order, each id once: an identical repeat (a file that holds a subset of
    another, evals.json inside evals-full.json) is merged, a different case with a used
    id is a HIGH finding."""
    seen: dict[str, EvalCase] = {}
    unique: list[EvalCase] = []
    for case in cases:
        first = seen.get(case.id)
        if first is not None and _same_case(case, first):
            message = f"case {case.id!r} repeats {first.source}; merged"
            findings.append(
                Finding(Severity.INFO, "EVALS/repeated_case", message, case.source, case.line)
            )
            continue
        if first is not None:
            message = (
                f"case id {case.id!r} is used twice (first at {first.source}:"
                f"{first.line or '?'}); the second copy is ignored"
            )
            findings.append(
                Finding(Severity.HIGH, "EVALS/duplicate_id", message, case.source, case.line)
            )
            continue
        seen[case.id] = case
        unique.append(case)
    return unique


def _same_case(a: EvalCase, b: EvalCase) -> bool:
    """The same case written twice (where it was written aside)."""
    where = ("source", "line", "index")
    return {k: v for k, v in a.to_dict().items() if k not in where} == {
        k: v for k, v in b.to_dict().items() if k not in where
    }


def pin_checks(case: EvalCase, checks: list[dict[str, Any]]) -> Path:
    """Write ``checks`` into the case's item in its eval file, keeping everything else."""
    path = Path(case.source)
    read = read_text(path)
    data = parse_data(path, read.text)
    if path.suffix.lower() == ".jsonl":
        lines = [line for line in read.text.split("\n") if line.strip()]
        item = json.loads(lines[case.index])
        item["checks"] = checks
        lines[case.index] = json.dumps(item, ensure_ascii=False)
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
        return path
    _, items, _ = _classify(data)
    if items is None or case.index >= len(items) or not isinstance(items[case.index], dict):
        raise InputError(f"cannot find case {case.id!r} in this file any more", case.source)
    items[case.index]["checks"] = checks
    items[case.index].pop("checks_mode", None)
    if path.suffix.lower() == ".json":
        path.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    else:
        path.write_text(yaml.safe_dump(data, sort_keys=False, allow_unicode=True), encoding="utf-8")
    return path
