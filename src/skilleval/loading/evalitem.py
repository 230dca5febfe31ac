"""One raw eval item, in any of the shapes real datasets use, read into an :class:`EvalCase`
with a finding (path and line) for everything that had to be guessed or dropped."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from skilleval.findings import Finding, Severity
from skilleval.language.patterns import risky_pattern
from skilleval.loading.evalcase import (
    ASSERTION_TYPES,
    Assertion,
    Behavior,
    ChecksMode,
    EvalCase,
    Routing,
)

_NULL_STRINGS = {"", "none", "null", "n/a"}
_TAG = re.compile(r"^\s*\[([A-Za-z0-9_ -]+)\]\s*")

# Assertion types of other eval tools (promptfoo's ``contains``, ``icontains``, ``regex``,
# ``not-contains`` ...) read as this project's own; phrases match ignoring case and spacing.
_TYPE_ALIASES = {
    "contains": "contains_phrase",
    "icontains": "contains_phrase",
    "contains-phrase": "contains_phrase",
    "not-contains": "not_contains",
    "not-icontains": "not_contains",
    "not_icontains": "not_contains",
    "regex": "contains_pattern",
    "contains-pattern": "contains_pattern",
    "not-regex": "not_contains_pattern",
    "not_regex": "not_contains_pattern",
    "not-contains-pattern": "not_contains_pattern",
    # rule assertions ({kind: must_include, value: "hybrid"}): the same checks by other names
    "must_include": "contains_phrase",
    "must_not_include": "not_contains",
    "must_contain": "contains_phrase",
    "must_not_contain": "not_contains",
    "must_match": "contains_pattern",
    "must_not_match": "not_contains_pattern",
}
# Phrase lists: every phrase must appear (``contains-all``), or any one (``contains-any``).
_LIST_TYPES = {
    "contains-all": "all",
    "icontains-all": "all",
    "contains-any": "any",
    "icontains-any": "any",
    "must_include_all": "all",
    "must_contain_all": "all",
    "must_include_any": "any",
    "must_contain_any": "any",
}
_ASSERTION_KEYS = ("assertions", "expectations", "assert", "scorers")
"""Where a case lists its assertions (``assert``: promptfoo's name; ``scorers``: typed
``{type: regex, pattern}`` and ``{type: llm_judge, criterion}`` items)."""
_CRITERIA_KEYS = (
    "evaluation_criteria",
    "criteria",
    "success_criteria",
    "acceptance_criteria",
    "grading_criteria",
)
"""A case's criteria, as ``{name: "what must hold"}`` or a list of sentences: behaviours."""
_TEXT_LIST_KEYS = {
    "must_have": True,
    "must_contain": True,
    "must_include": True,
    "must_not_have": False,
    "must_not_contain": False,
    "must_not_include": False,
}
"""A case's own lists of what the answer must hold or not (``"must_have": ["always_ff",
"module\\s+cnt\\b"], "must_not_have": ["\\binitial\\b"]``): each item a phrase, or a
pattern where it is written as one."""
# Routing assertions: the skill named (or none, for ``value: null``) should be used.
_SKILL_USED = ("skill-used", "skill_used", "must_route_to_skill", "must_use_skill")
_SKILL_NOT_USED = (
    "not-skill-used",
    "not_skill_used",
    "must_not_route_to_skill",
    "must_not_use_skill",
)
# Rule assertions that name a conduct ({kind: must_require_confirmation, value:
# "re-ingestion"}): read as the behaviour they describe, the value its object.
_RULE_BEHAVIORS = {
    "must_reference_source_doc": "References `{}`",
    "must_cite": "References `{}`",
    "must_require_confirmation": "Asks for explicit confirmation before {}",
    "must_ask_confirmation": "Asks for explicit confirmation before {}",
    "must_validate_input": "Validates the {}",
    "must_verify_health": "Verifies the health of {}",
    "must_check_health": "Verifies the health of {}",
    "must_refuse_or_pause": "Refuses or pauses on the {}",
    "must_refuse": "Refuses the {}",
    "must_not_execute": "Does not execute `{}`",
    "must_not_run": "Does not run `{}`",
}
_NOT_DONE_KINDS = ("must_not_execute", "must_not_run", "must_not_perform")
# The verbs a rule assertion's value opens with when it names a deed in words ("upload
# confidential dataset to public endpoint", "print env secrets"), not a command ("rm -rf").
_DEED_HEADS = frozenset(
    (
        *("upload", "download", "print", "claim", "send", "share", "post", "submit"),
        *("disclose", "reveal", "expose", "leak", "dump", "log", "store", "copy", "move"),
        *("delete", "remove", "drop", "wipe", "erase", "overwrite", "reset", "kill", "force"),
        *("push", "publish", "deploy", "install", "uninstall", "merge", "approve", "commit"),
        *("retag", "rebase", "write", "modify", "edit", "change", "disable", "enable"),
        *("bypass", "ignore", "follow", "execute", "run", "start", "stop", "restart", "call"),
        *("access", "read", "open", "fetch", "grant", "escalate"),
    )
)
_CODE_TOKEN = re.compile(r"^[^\s`]*[/=$|<>\\][^\s`]*$|^--?\w|^\.{1,2}/")


def _deed_text(value: str) -> str | None:
    """A forbidden deed in words ("upload confidential dataset to public endpoint") as a
    behaviour's words, its code-like tokens quoted as code; None where the value is a
    command or a noun phrase, which keeps the "Does not execute `X`" reading."""
    words = value.split()
    if len(words) < 2 or words[0].lower() not in _DEED_HEADS or "`" in value:
        return None
    if _CODE_TOKEN.search(words[1]) and len(words) == 2 and words[0].lower() in ("run", "execute"):
        return None  # "run ./x.sh": a command
    return " ".join(f"`{w}`" if _CODE_TOKEN.search(w) else w for w in words)


_NO_SECRET_KINDS = ("must_not_include_secret", "must_not_leak_secret", "must_not_leak_secrets")
# A rubric for a model judge: its items are the case's expected behaviours.
_RUBRIC_TYPES = (
    *("llm-rubric", "llm_rubric", "model-graded-closedqa", "g-eval", "rubric"),
    *("llm_judge", "llm-judge", "judge"),
)
_RUBRIC_ITEM = re.compile(r"^\s*(?:\d{1,3}[.)]|[-*+•])\s+(?:\[[ xX]\]\s+)?(\S.*)$")
_RUBRIC_IDS = re.compile(r"\bcheck\s+ids?\s*:\s*([\w.-]+(?:\s*,\s*[\w.-]+)+)\s*\.?\s*$", re.I)
# An eval harness's own block of a case (``"nvflare": {"expected_skill": ..., "negative_for":
# ..., "mandatory_behavior": [{id, description}], "prohibited_behavior": [...]}``): what it
# says of routing and behaviour is the case's own where the case does not say it itself.
_REQUIRED_KEYS = ("mandatory_behavior", "mandatory_behaviors", "required_behavior")
_PROHIBITED_KEYS = ("prohibited_behavior", "prohibited_behaviors", "forbidden_behavior")
_METRIC_KEYS = ("process_metrics",)
_CHECK_NAME = re.compile(r"[\w.-]{1,80}")
"""An id that can name a check (others leave it numbered)."""
_BLOCK_KEYS = (
    "expected_skill",
    "should_trigger",
    "negative_for",
    *_REQUIRED_KEYS,
    *_PROHIBITED_KEYS,
    *_METRIC_KEYS,
)


@dataclass
class _Item:
    """The item being read, and what was found wrong with it."""

    data: dict[str, Any]
    index: int
    source: str
    line: int | None
    case_id: str = ""
    findings: list[Finding] = field(default_factory=list)

    def finding(self, severity: Severity, code: str, message: str) -> None:
        self.findings.append(Finding(severity, code, message, self.source, self.line))


def as_strings(value: Any) -> list[str]:
    if value is None:
        return []
    if isinstance(value, str):
        return [value] if value.strip() else []
    if isinstance(value, list):
        return [str(v) for v in value if isinstance(v, str | int | float) and str(v).strip()]
    return []


def names_this_skill(expected: str, skill: str) -> bool:
    """True when an eval's ``expected_skill`` names ``skill``.

    Catalogs prefix a skill's name with its product when they publish it
    (``tilegym-converting-cutile-to-triton``) while its eval file keeps the short name
    (``converting-cutile-to-triton``), so a name that the skill's name ends with, after a
    hyphen, names the same skill. A one-word name is too weak to rely on.
    """
    expected = expected.strip()
    return expected == skill or ("-" in expected and skill.endswith("-" + expected))


def _null_string(value: Any) -> str | None:
    if value is None:
        return None
    text = str(value).strip()
    return None if text.lower() in _NULL_STRINGS else text


MAX_EXPECTATION_CHARS = 2_000
"""A behaviour, assertion or prohibition longer than this is cut there (real ones are a
sentence or two; a huge one in an untrusted eval file would make every answer slow)."""
MAX_GROUND_TRUTH_CHARS = 10_000
MAX_PHRASES = 50
"""A phrase list (``contains-all``/``contains-any``) is graded on this many phrases at most."""


def _bounded(read: _Item, text: str, limit: int, what: str) -> str:
    """``text`` cut at ``limit`` characters, with a finding when it was longer."""
    if len(text) <= limit:
        return text
    read.finding(
        Severity.MEDIUM,
        "EVALS/text_too_long",
        f"case {read.case_id!r}: {what} is {len(text):,} characters; graded on its first {limit:,}",
    )
    return text[:limit]


def _behavior(text: str, name: str = "") -> Behavior:
    m = _TAG.match(text)
    tag = m.group(1).strip() if m else ""
    if not name and _ID_TAG.fullmatch(tag):
        # "[executes-bookkeeping] Executes the bookkeeping ...": the author's id for it
        name = tag
    return Behavior(text=text[m.end() :].strip() if m else text.strip(), name=name, tag=tag)


_ID_TAG = re.compile(r"[a-z0-9]+(?:[-_][a-z0-9]+)+")
"""A tag written as an id (``[executes-bookkeeping]``, ``[named_fit]``), not a word
(``[critical]``)."""


def normalise_item(
    item: Any, index: int, skill: str, source: str, line: int | None, file_id: str = ""
) -> tuple[EvalCase | None, list[Finding]]:
    """One raw item -> EvalCase (None when it cannot be used) and its findings.

    ``file_id``: the id of a case alone in its file when it has none (the file's stem: one
    case a file, ``evals/remote-deploy.json``)."""
    if not isinstance(item, dict):
        finding = Finding(
            Severity.HIGH,
            "EVALS/item_type",
            f"item {index} is a {type(item).__name__}, expected an object",
            source,
            line,
        )
        return None, [finding]
    read = _Item(_with_block(item), index, source, line)
    read.case_id = _case_id(read, file_id)
    item = read.data
    prompt = item.get("question", item.get("prompt", item.get("query", item.get("input"))))
    if not isinstance(prompt, str) or not prompt.strip():
        read.finding(
            Severity.HIGH,
            "EVALS/missing_prompt",
            f"case {read.case_id!r} has no prompt (question/prompt); it cannot be run",
        )
        return None, read.findings
    routing, expected_skill = _routing(read, skill)
    _unread_fields(read)
    behaviors, assertions = _expectations(read)
    assertions += _required_texts(read)
    behaviors += _listed_behaviors(read, _REQUIRED_KEYS)
    if isinstance(read.data.get("expected"), list):
        # a suite's `expected: [{id, description}]` (what a response must show, by id)
        behaviors += _listed_behaviors(read, ("expected",))
    behaviors += _criteria(read)
    if _prose_checks(read.data.get("checks")):
        # `checks: ["Requests only the first page", ...]`: what the answer must do, in words
        behaviors += _listed_behaviors(read, ("checks",))
    prohibited = [b.text for b in _listed_behaviors(read, _PROHIBITED_KEYS)]
    _unread_metrics(read)
    behaviors = [
        replace(b, text=_bounded(read, b.text, MAX_EXPECTATION_CHARS, "an expected behaviour"))
        for b in behaviors
    ]
    assertions = [
        replace(a, text=_bounded(read, a.text, MAX_EXPECTATION_CHARS, "an assertion's text"))
        for a in assertions
    ]
    checks, mode = _explicit_checks(read)
    ground_truth = item.get("ground_truth", item.get("expected_output"))
    ground_truth = ground_truth if ground_truth is not None else item.get("expected_answer")
    case = EvalCase(
        id=read.case_id,
        prompt=prompt.strip(),
        skill=skill,
        expected_skill=expected_skill,
        routing=routing,
        triggered=_trigger_item(item),
        asserts_use=routing == "positive" and _skill_used(read, skill) is not None,
        acceptable_skills=tuple(as_strings(item.get("acceptable_skills"))),
        expected_script=_null_string(item.get("expected_script")),
        ground_truth=(
            _bounded(read, str(ground_truth).strip(), MAX_GROUND_TRUTH_CHARS, "the ground truth")
            if ground_truth not in (None, "")
            else None
        ),
        behaviors=tuple(behaviors),
        assertions=tuple(assertions),
        must_not=tuple(
            _bounded(read, t, MAX_EXPECTATION_CHARS, "a must_not item")
            for t in [*as_strings(item.get("must_not")), *prohibited]
        ),
        expected_references=tuple(as_strings(item.get("expected_references"))),
        files=tuple(as_strings(item.get("files"))),
        checks=tuple(checks),
        checks_mode=mode,
        source=source,
        index=index,
        line=line,
    )
    return case, read.findings


_READ_KEYS = frozenset(
    (
        "id",
        "name",
        "question",
        "prompt",
        "query",
        "input",
        "expected_skill",
        "expected_skill_not",
        "should_trigger",
        "negative_for",
        "acceptable_skills",
        "expected_script",
        "ground_truth",
        "expected_output",
        "expected_answer",
        "expected_behavior",
        "must_not",
        "expected_references",
        "files",
        "checks",
        "checks_mode",
        "rubric",
        "grader",
        "skills",
        *_ASSERTION_KEYS,
        *_TEXT_LIST_KEYS,
        *_CRITERIA_KEYS,
        *_REQUIRED_KEYS,
        *_PROHIBITED_KEYS,
        *_METRIC_KEYS,
    )
)
_GRADING_KEY = re.compile(
    r"expect|criteri|rubric|ideal|answer|check|assert|must|should|reference|grad|judge|gold|"
    r"solution|success|target|scor",
    re.IGNORECASE,
)
"""A field whose name says it holds what an answer is graded on ("pass_criteria", "ideal",
"expected_output_contains", "expected_test"): one the loader does not read is reported, so
that nothing an author meant to grade is dropped in silence."""


def _unread_fields(read: _Item) -> None:
    unread = sorted(
        str(k)
        for k in read.data
        if k not in _READ_KEYS
        and _GRADING_KEY.search(str(k)[:100])
        and not (k == "expected" and isinstance(read.data[k], list))
    )
    if unread:
        read.finding(
            Severity.LOW,
            "EVALS/unread_field",
            f"case {read.case_id!r}: {', '.join(repr(k[:60]) for k in unread[:8])} not read; "
            "not graded",
        )


def _with_block(item: dict[str, Any]) -> dict[str, Any]:
    """``item`` with the routing and behaviour keys of its harness block (the first value that
    is an object holding one of :data:`_BLOCK_KEYS`) where the item lacks them."""
    block = next(
        (v for v in item.values() if isinstance(v, dict) and any(k in v for k in _BLOCK_KEYS)),
        None,
    )
    if block is None:
        return item
    lifted = {k: block[k] for k in _BLOCK_KEYS if k in block and k not in item}
    return {**item, **lifted} if lifted else item


def _lists(read: _Item, keys: tuple[str, ...]) -> Iterator[tuple[str, list[Any]]]:
    """The lists the item holds under ``keys`` (a finding for a key that holds no list)."""
    for key in keys:
        raw = read.data.get(key)
        if raw is None:
            continue
        if not isinstance(raw, list):
            read.finding(
                Severity.MEDIUM, "EVALS/field_type", f"case {read.case_id!r}: {key} must be a list"
            )
            continue
        yield key, raw


def _listed_behaviors(read: _Item, keys: tuple[str, ...]) -> list[Behavior]:
    """Behaviours a harness lists as ``[{id, description}]`` (or plain text) under ``keys``,
    each named by its id."""
    found: list[Behavior] = []
    for _, raw in _lists(read, keys):
        for entry in raw:
            if isinstance(entry, str) and entry.strip():
                found.append(_behavior(entry))
            elif isinstance(entry, dict):
                text = entry.get("description", entry.get("text"))
                name = entry.get("id", entry.get("name"))
                if isinstance(text, str) and text.strip():
                    if not isinstance(name, str) or not _CHECK_NAME.fullmatch(name):
                        name = ""
                    found.append(_behavior(text, name))
    return found


def _unread_metrics(read: _Item) -> None:
    """Process metrics ("number of user corrections", "whether the first diagnosis ...")
    measure a transcript, not an answer: said, not graded."""
    for key in _METRIC_KEYS:
        raw = read.data.get(key)
        if isinstance(raw, list) and raw:
            read.finding(
                Severity.INFO,
                "EVALS/process_metrics",
                f"case {read.case_id!r}: {len(raw)} {key} measure a transcript, not the "
                "answer; not graded",
            )


def _case_id(read: _Item, file_id: str = "") -> str:
    raw_id = read.data.get("id", read.data.get("name"))
    if raw_id is None and file_id:
        return file_id
    if raw_id is None and _trigger_item(read.data):
        # a trigger eval ({query, should_trigger}) numbers its queries, named by its file
        return f"{Path(read.source).stem or 'trigger'}-{read.index + 1}"
    if raw_id is None or isinstance(raw_id, bool | dict | list) or not str(raw_id).strip():
        read.finding(
            Severity.HIGH,
            "EVALS/malformed_id",
            f"item {read.index} has no usable id ({raw_id!r}); using case-{read.index + 1}",
        )
        return f"case-{read.index + 1}"
    return str(raw_id).strip()


def _trigger_item(data: dict[str, Any]) -> bool:
    """A trigger eval's item: a query and whether it should load the skill, nothing else to
    grade."""
    return isinstance(data.get("should_trigger"), bool) and isinstance(data.get("query"), str)


def _routing(read: _Item, skill: str) -> tuple[Routing, str | None]:
    """Whether the case should load ``skill`` (positive), another or none (negative), or
    does not say (unlabeled), and the skill it expects."""
    routing: Routing = "unlabeled"
    expected_skill: str | None = None
    avoided = as_strings(read.data.get("negative_for"))
    if any(n.strip() == "*" or names_this_skill(n, skill) for n in avoided):
        # "negative_for": this skill (or "*", every skill) should stay out of the case
        named = _null_string(read.data.get("expected_skill"))
        routing, expected_skill = "negative", named
        if named is not None and names_this_skill(named, skill):
            expected_skill = None
    elif any(names_this_skill(n, skill) for n in as_strings(read.data.get("expected_skill_not"))):
        # a routing test's "expected_skill_not": this skill must stay out of the case
        routing = "negative"
    elif "expected_skill" in read.data:
        expected_skill = _null_string(read.data.get("expected_skill"))
        if expected_skill is not None and names_this_skill(expected_skill, skill):
            expected_skill = skill
        routing = "negative" if expected_skill is None or expected_skill != skill else "positive"
    should_trigger = read.data.get("should_trigger")
    if isinstance(should_trigger, bool):
        routing = "positive" if should_trigger else "negative"
        if should_trigger and expected_skill is None:
            expected_skill = skill
    elif should_trigger is not None:
        read.finding(
            Severity.MEDIUM,
            "EVALS/field_type",
            f"case {read.case_id!r}: should_trigger must be true or false",
        )
    kind = read.data.get("kind")
    if routing == "unlabeled" and kind in ("positive", "negative"):
        # a suite's `kind: positive | negative` says whether the case is this skill's
        return kind, (skill if kind == "positive" else None)
    if routing == "unlabeled":
        used = _skill_used(read, skill)
        if used is not None:
            expected_skill = used or None
            if expected_skill is not None and names_this_skill(expected_skill, skill):
                return "positive", skill
            return "negative", expected_skill
    listed = read.data.get("skills")
    if (
        routing == "unlabeled"
        and isinstance(listed, list)
        and all(isinstance(n, str) for n in listed)
    ):
        # `skills: [...]` names the skills the case is for: this one among them, positive;
        # none of them (or none at all), negative
        if any(names_this_skill(n, skill) for n in listed):
            return "positive", skill
        return "negative", (listed[0] if listed else None)
    if routing == "unlabeled" and _says_negative(read.data, skill):
        return "negative", None
    if routing == "unlabeled":
        expected_skill = skill
    return routing, expected_skill


_NEGATIVE_CATEGORY = re.compile(
    r"(?:non|no|anti|not)[-_ ]?trigger(?:s|ing|ed)?|negative|should[-_ ]not[-_ ]trigger",
    re.IGNORECASE,
)
"""A case's ``category`` that says the skill must stay out of it ("non-trigger")."""
_NOT_TRIGGERED = re.compile(
    r"^\W*(?:the\s+(?:skill|agent)\s+)?(?:should|must|does|do|will)\s*(?:not|n't)\s+"
    r"(?:trigger|activate|load|invoke|use|fire)\b(?:\s+(?:the\s+)?`?(?P<name>[\w:/.-]{2,80})`?)?",
    re.IGNORECASE,
)
"""An expected output that opens by saying the skill stays out ("Should NOT trigger
loop-builder — this is a one-off task")."""


_WITHOUT_THE_SKILL = re.compile(
    r"\b(?:without\s+(?:using|invoking|loading|consulting|triggering|applying)|"
    r"(?:does|should|must|will)\s*(?:not|n't)\s+(?:use|invoke|load|consult|trigger|apply))\s+"
    r"(?:the|this)\s+skill(?![\w'’-])",
    re.IGNORECASE,
)
"""An expected output that says the agent answers without the skill ("the agent writes the
workflow directly without using the skill"); "the skill's defaults" is a part of it."""


def _says_negative(data: dict[str, Any], skill: str) -> bool:
    """Whether an unlabeled case says in its own words that this skill stays out: its
    ``category`` ("non-trigger"), an expected output opening "Should NOT trigger <this
    skill>" (naming no other skill), or one that says the answer is given without the
    skill."""
    category = data.get("category")
    if isinstance(category, str) and _NEGATIVE_CATEGORY.fullmatch(category.strip()[:40]):
        return True
    expected = data.get("expected_output", data.get("ground_truth"))
    if isinstance(expected, str) and _WITHOUT_THE_SKILL.search(expected[:400]):
        return True
    said = _NOT_TRIGGERED.match(expected[:400]) if isinstance(expected, str) else None
    if said is None:
        return False
    name = said["name"]
    return not name or names_this_skill(name, skill) or name.lower() in ("skill", "it", "any")


def _skill_used(read: _Item, skill: str) -> str | None:
    """The skill a routing assertion expects: its name (``skill-used``), "" for none
    (``skill-used`` with a null value, or ``not-skill-used`` of this skill), None without
    such an assertion. ``not-skill-used`` of another skill says nothing of this one."""
    avoided = False
    for key in _ASSERTION_KEYS:
        raw = read.data.get(key)
        for entry in raw if isinstance(raw, list) else ():
            if not isinstance(entry, dict) or "value" not in entry:
                continue  # a routing assertion says which skill only by its value
            kind, value = entry.get("type", entry.get("kind")), entry["value"]
            if isinstance(value, list):
                value = next(iter(as_strings(value)), None)
            named = _null_string(value)
            if kind in _SKILL_USED:
                return named or ""
            if kind in _SKILL_NOT_USED:
                avoided = avoided or named is None or names_this_skill(named, skill)
    return "" if avoided else None


def _expectations(read: _Item) -> tuple[list[Behavior], list[Assertion]]:
    """Expected behaviours and typed assertions, from ``expected_behavior`` and the
    ``assertions``/``expectations`` lists (text entries and objects alike)."""
    behaviors = [_behavior(t) for t in as_strings(read.data.get("expected_behavior"))]
    assertions: list[Assertion] = []
    behaviors.extend(rubric_behaviors(read.data.get("rubric")))
    grader = read.data.get("grader")
    if isinstance(grader, dict) and grader.get("kind", grader.get("type")) in _RUBRIC_TYPES:
        # a judge's rubric kept with its own grader ({"kind": "llm_rubric", "dimensions":
        # [...], "rubric": "..."}): each dimension is a behaviour for a judge
        behaviors.extend(grader_behaviors(grader))
    for key, raw in _lists(read, _ASSERTION_KEYS):
        for n, entry in enumerate(raw):
            where = f"case {read.case_id!r}: {key}[{n}]"
            if isinstance(entry, str):
                if entry.strip():
                    behaviors.append(_behavior(entry))
            elif isinstance(entry, dict):
                for parsed in _entry(read, entry, where):
                    if isinstance(parsed, Assertion):
                        assertions.append(parsed)
                    else:
                        behaviors.append(parsed)
            else:
                read.finding(
                    Severity.MEDIUM, "EVALS/field_type", f"{where} is neither text nor an object"
                )
    return behaviors, assertions


def _entry(read: _Item, entry: dict[str, Any], where: str) -> list[Assertion | Behavior]:
    """One object of an assertions list: typed assertions when its type is known and its
    pattern or phrase usable, the items of a judge's rubric, nothing for a routing
    assertion (read by :func:`_routing`), else a behaviour (or nothing, with a finding)."""
    text = str(
        entry.get("text") or entry.get("description") or entry.get("criterion") or ""
    ).strip()
    name = str(entry.get("name") or entry.get("metric") or entry.get("id") or "")
    name = name if _CHECK_NAME.fullmatch(name) else ""
    raw_kind = entry.get("type", entry.get("kind"))
    if raw_kind is not None and not isinstance(raw_kind, str):
        # {"type": ["x"]}: no type a check can have (and no key to look one up by)
        read.finding(
            Severity.MEDIUM,
            "EVALS/assertion_type",
            f"{where} has a {type(raw_kind).__name__} for its type; read by its text alone",
        )
        raw_kind = None
    kind = _TYPE_ALIASES.get(raw_kind, raw_kind) if isinstance(raw_kind, str) else raw_kind
    if kind in _SKILL_USED or kind in _SKILL_NOT_USED:
        return []
    if kind in _LIST_TYPES:
        return _phrase_list(read, entry, where, kind, text, name)
    if isinstance(kind, str) and kind.startswith("must_") and kind not in ASSERTION_TYPES:
        return _rule_behavior(read, kind, entry.get("value"), text, name, where)
    literal = literal_check(entry.get("check")) if kind is None else None
    if literal is not None:
        # {description, check: "Script contains 'A' and 'B'"}: the check is exact
        return [Assertion(kind, text or f"contains {p}", p, name) for kind, p in literal]
    if kind in _RUBRIC_TYPES:
        return list(rubric_behaviors(entry.get("value", text), name))
    if kind is not None and kind not in ASSERTION_TYPES:
        read.finding(
            Severity.MEDIUM,
            "EVALS/assertion_type",
            f"{where} has unknown type {str(raw_kind)[:60]!r}; graded as a behaviour",
        )
    if kind not in ASSERTION_TYPES:
        if not text:
            read.finding(
                Severity.MEDIUM,
                "EVALS/assertion_malformed",
                f"{where} has no type, kind or text to grade; not graded",
            )
        return [_behavior(text, name)] if text else []
    wants = "pattern" if "pattern" in kind else "phrase"
    target = entry.get(wants)
    target = target if target is not None else entry.get("value")
    if not isinstance(target, str) or not target:
        read.finding(
            Severity.HIGH, "EVALS/assertion_malformed", f"{where} of type {kind} has no {wants}"
        )
        return []
    if wants == "pattern" and not _usable_pattern(read, where, target):
        return []
    return [Assertion(kind, text or f"{kind} {target}", target, name)]


def _usable_pattern(read: _Item, where: str, pattern: str) -> bool:
    """Whether an assertion's pattern compiles and cannot backtrack without bound; a HIGH
    finding where it does not (the assertion is then not used)."""
    try:
        re.compile(pattern)
    except re.error as exc:
        message = f"{where} pattern does not compile: {exc}"
        read.finding(Severity.HIGH, "EVALS/assertion_regex", message)
        return False
    risky = risky_pattern(pattern)
    if risky:
        read.finding(Severity.HIGH, "EVALS/assertion_regex", f"{where} pattern not used: {risky}")
        return False
    return True


def _rule_behavior(
    read: _Item, kind: str, value: Any, text: str, name: str, where: str
) -> list[Assertion | Behavior]:
    """A rule assertion that names a conduct, as the behaviour it describes; one of an
    unknown kind as its own words ("must_mention_risk" of "data loss": "mention risk data
    loss"), with a finding."""
    if kind in _NO_SECRET_KINDS:
        return [_behavior(text or "Does not leak secrets", name)] if value is not False else []
    if text:
        return [_behavior(text, name)]
    target = " ".join(as_strings(value))[:MAX_EXPECTATION_CHARS]
    if not target:
        read.finding(
            Severity.HIGH, "EVALS/assertion_malformed", f"{where} ({kind[:60]}) has no value"
        )
        return []
    deed = _deed_text(target) if kind in _NOT_DONE_KINDS else None
    if deed is not None:
        return [_behavior(f"Does not {deed}", name)]
    template = _RULE_BEHAVIORS.get(kind)
    if template is None:
        read.finding(
            Severity.MEDIUM,
            "EVALS/assertion_type",
            f"{where} has unknown kind {kind[:60]!r}; graded as a behaviour in its own words",
        )
        words = kind[:80].removeprefix("must_").replace("_", " ")
        return [_behavior(f"{words} {target}", name)]
    return [_behavior(template.format(target), name)]


_LITERAL_CHECK = re.compile(
    r"\s*(?:the\s+)?(?:script|output|answer|response|code|program|command|config|file)s?\s+"
    r"(?:contains?|includes?|has|mentions?|uses?|references?)\s+(?P<rest>.+?)\s*\.?\s*",
    re.IGNORECASE,
)
_QUOTED = re.compile(r"'([^']+)'|\"([^\"]+)\"|`([^`]+)`")
_JOINER = re.compile(
    # "'a', 'b', and 'c'": a list's comma and its last "and" or "or" together
    r"\s*(?:,\s*(?:and|or)\b|,|\band\b|\bor\b|\bboth\b)\s*",
    re.IGNORECASE,
)


_SETS_CHECK = re.compile(
    r"\s*(?:the\s+)?(?:script|output|answer|response|code|program|command|config|payload)s?\s+"
    r"(?:sets?|passes|contains)\s+[`'\"]?(?P<key>[A-Za-z_][\w.-]{0,60}?)[`'\"]?\s+(?:set\s+)?"
    r"(?:to|=)\s+(?P<values>[`'\"]?[\w.+-]{1,40}[`'\"]?(?:\s+or\s+[`'\"]?[\w.+-]{1,40}[`'\"]?){0,3})"
    r"\s*\.?\s*",
    re.IGNORECASE,
)
"""A check that names a setting's value ("Script sets scoring to 'QED'", "Script contains
'ligand_file_type' set to 'txt'", "Script sets unique to True or true")."""


def _setting_check(check: str) -> str | None:
    """The pattern of a :data:`_SETS_CHECK` check: the key given one of the values, as code
    writes it (``"scoring": "QED"``, ``scoring="QED"``, ``--scoring QED``)."""
    m = _SETS_CHECK.fullmatch(check)
    if m is None:
        return None
    values = [v.strip("`'\"") for v in re.split(r"\s+or\s+", m["values"], flags=re.IGNORECASE)]
    key = re.escape(m["key"])
    either = "|".join(re.escape(v) for v in dict.fromkeys(values))
    return (
        rf"(?i:(?<![\w.-])(?:--?)?{key}[`'\"]?(?:\s*[:=]\s*|[ \t]+)[`'\"]?(?:{either})(?![\w.+-]))"
    )


def literal_check(check: Any) -> list[tuple[str, str]] | None:
    """A check written as literal containment ("Script contains 'A' and 'B'", "Output
    contains 'X' or 'Y'") as typed assertions: a phrase each for "and", one pattern of the
    alternatives for "or"; None when it says more than that ("'x' set to 'txt'", "a health
    check against ..."), which stays a behaviour for its description."""
    if not isinstance(check, str) or len(check) > 500:
        return None
    setting = _setting_check(check)
    if setting is not None:
        return [("contains_pattern", setting)]
    m = _LITERAL_CHECK.fullmatch(check)
    if m is None:
        return None
    rest = m["rest"]
    phrases = [next(g for g in q.groups() if g is not None) for q in _QUOTED.finditer(rest)]
    joiners = _QUOTED.sub("\x00", rest).split("\x00")
    if not phrases or any(not _JOINER.fullmatch(j) for j in joiners[1:-1]):
        return None
    if joiners[0].strip() or joiners[-1].strip(" ."):
        return None
    # a comma only lists; the words between the phrases say whether all or one is needed
    worded = [j for j in joiners[1:-1] if re.search(r"\b(?:and|or|both)\b", j, re.IGNORECASE)]
    ors = {bool(re.search(r"\bor\b", j, re.IGNORECASE)) for j in worded}
    if ors == {True}:
        pattern = "|".join(r"\s+".join(re.escape(w) for w in p.split()) for p in phrases)
        return [("contains_pattern", f"(?i:{pattern})")]
    if True in ors:
        return None  # "'a' and 'b' or 'c'": which binds first is not said
    return [("contains_phrase", p) for p in phrases]


_WRITTEN_AS_PATTERN = re.compile(r"\\[sSdDwWbB.()\[\]{}|*+?^$\\]|\.[*+]|\|(?=\S)|\(\?|\[[^\]]+\]")
"""An item that is a regular expression: an escape (``\\s``, ``\\b``), ``.*``, an
alternation, a group or a class."""


def _required_texts(read: _Item) -> list[Assertion]:
    """The case's ``must_have`` / ``must_not_have`` lists as typed assertions (see
    :data:`_TEXT_LIST_KEYS`): a phrase matched ignoring case and spacing, or a pattern, each
    checked as any other assertion's is."""
    found: list[Assertion] = []
    for key, wanted in _TEXT_LIST_KEYS.items():
        raw = read.data.get(key)
        if raw is None:
            continue
        items = [t.strip() for t in as_strings(raw) if t.strip()]
        if len(items) > MAX_PHRASES:
            read.finding(
                Severity.MEDIUM,
                "EVALS/text_too_long",
                f"case {read.case_id!r}: {key} lists {len(items):,} items; graded on its first "
                f"{MAX_PHRASES}",
            )
            items = items[:MAX_PHRASES]
        for n, item in enumerate(items, start=1):
            where = f"case {read.case_id!r} {key}[{n}]"
            if not _WRITTEN_AS_PATTERN.search(item):
                kind = "contains_phrase" if wanted else "not_contains"
                found.append(Assertion(kind, f"{key}: {item}", item))
            elif _usable_pattern(read, where, item):
                kind = "contains_pattern" if wanted else "not_contains_pattern"
                found.append(Assertion(kind, f"{key}: {item}", item))
    return found


def _phrase_list(
    read: _Item, entry: dict[str, Any], where: str, kind: str, text: str, name: str
) -> list[Assertion | Behavior]:
    """``contains-all`` (a phrase assertion each) or ``contains-any`` (one pattern)."""
    listed = entry.get("value", entry.get("values"))
    phrases = [p.strip() for p in as_strings(listed) if p.strip()]
    if len(phrases) > MAX_PHRASES:
        read.finding(
            Severity.MEDIUM,
            "EVALS/text_too_long",
            f"{where} lists {len(phrases):,} phrases; graded on its first {MAX_PHRASES}",
        )
        phrases = phrases[:MAX_PHRASES]
    if not phrases:
        read.finding(
            Severity.HIGH, "EVALS/assertion_malformed", f"{where} of type {kind} has no phrases"
        )
        return []
    if _LIST_TYPES[kind] == "all":
        return [Assertion("contains_phrase", text or f"contains {p}", p, name) for p in phrases]
    pattern = "|".join(r"\s+".join(re.escape(w) for w in p.split()) for p in phrases)
    shown = text or "contains one of " + ", ".join(phrases)
    return [Assertion("contains_pattern", shown, f"(?i:{pattern})", name)]


def rubric_behaviors(value: Any, name: str = "") -> tuple[Behavior, ...]:
    """A judge's rubric as expected behaviours: one per numbered or bulleted item, named by
    the rubric's trailing ``check ids: a, b, ...`` when they are as many; the rubric's other
    lines are instructions to the judge ("Evaluate against:", "Return ... as JSON"). A
    rubric without items is one behaviour."""
    if isinstance(value, list):
        return tuple(_behavior(t) for t in as_strings(value))
    if not isinstance(value, str) or not value.strip():
        return ()
    items = [m.group(1).strip() for m in map(_RUBRIC_ITEM.match, value.splitlines()) if m]
    if not items:
        return (_behavior(" ".join(value.split()), name),)
    ids = _RUBRIC_IDS.search(value)
    names = [n.strip() for n in ids.group(1).split(",")] if ids else []
    if len(names) != len(items):
        names = [""] * len(items)
    return tuple(_behavior(item, n) for item, n in zip(items, names, strict=True))


_DIMENSION = re.compile(
    r"^[ \t]*(?P<key>[A-Z]{1,3}\d{1,2})[.):][ \t]+(?P<text>\S[^\n]*(?:\n(?![ \t]*\n)[^\n]*){0,12})",
    re.MULTILINE,
)
"""A rubric's dimension paragraph ("D3. validation_concreteness — Does step (4) name ..."),
up to its blank line."""


def grader_behaviors(grader: dict[str, Any]) -> tuple[Behavior, ...]:
    """A case's judge rubric as behaviours: one per named dimension, with the rubric's own
    paragraph for it ("D1. invented_tokens — Did the response invent any symbol ...?"), or
    its name in words where the rubric has none; a rubric without dimensions is read as
    :func:`rubric_behaviors` reads one."""
    rubric = grader.get("rubric")
    names = [n for n in as_strings(grader.get("dimensions")) if n.strip()][:40]
    if not names:
        return rubric_behaviors(rubric)
    text = rubric[:100_000] if isinstance(rubric, str) else ""
    paragraphs = {
        # "invented_tokens — Did the response ...": the question, its name said apart
        m["key"]: re.sub(r"^[\w-]+\s+[—–-]+\s+", "", " ".join(m["text"].split()), count=1)
        for m in _DIMENSION.finditer(text)
    }
    out = []
    for name in names:
        key = re.split(r"[_\s-]", name.strip(), maxsplit=1)[0]
        said = paragraphs.get(key) or " ".join(re.split(r"[_\s]+", name)).strip()
        out.append(replace(_behavior(said, name.strip()[:80]), judge=True))
    return tuple(out)


def _criteria(read: _Item) -> list[Behavior]:
    """The case's criteria (:data:`_CRITERIA_KEYS`) as behaviours, each named by its key
    where it has one (``"namespace_correct": "warp-agents namespace used"``); numbers
    (weights, thresholds) are no criteria."""
    found: list[Behavior] = []
    for key in _CRITERIA_KEYS:
        raw = read.data.get(key)
        if isinstance(raw, dict):
            for name, text in list(raw.items())[:MAX_PHRASES]:
                if isinstance(text, str) and text.strip():
                    named = str(name) if _CHECK_NAME.fullmatch(str(name)) else ""
                    found.append(_behavior(text, named))
        elif isinstance(raw, list):
            found += [_behavior(t) for t in raw[:MAX_PHRASES] if isinstance(t, str) and t.strip()]
    return found


def _prose_checks(raw: Any) -> bool:
    """Whether a case's ``checks`` are sentences (``["Requests only the first page", ...]``,
    as skill authors write them beside skill-creator cases): expected behaviours, not
    skilleval's check objects."""
    return isinstance(raw, list) and bool(raw) and all(isinstance(c, str) for c in raw)


def _explicit_checks(read: _Item) -> tuple[list[dict[str, Any]], ChecksMode]:
    """The item's explicit ``checks`` and whether they replace or extend the derived ones."""
    checks_raw = read.data.get("checks")
    checks: list[dict[str, Any]] = []
    if checks_raw is not None and not _prose_checks(checks_raw):
        if isinstance(checks_raw, list) and all(isinstance(c, dict) for c in checks_raw):
            checks = [dict(c) for c in checks_raw]
        else:
            read.finding(
                Severity.HIGH,
                "EVALS/checks_type",
                f"case {read.case_id!r}: checks must be a list of check objects",
            )
    mode = read.data.get("checks_mode", "replace")
    if mode not in ("replace", "extend"):
        read.finding(
            Severity.HIGH,
            "EVALS/checks_mode",
            f"case {read.case_id!r}: checks_mode must be 'replace' or 'extend'",
        )
        mode = "replace"
    return checks, "extend" if mode == "extend" else "replace"
