"""A checklist step read as requirements: its head, required field names, anchors and
keywords, shape, and whether it is optional or applies to a prompt."""

from __future__ import annotations

import bisect
import os
import re
from collections import Counter
from functools import lru_cache

from skilleval.language.identifiers import (
    DESIGNATOR,
    extract_identifiers,
    is_field_like,
    normalise_identifier,
)
from skilleval.language.lexicon import STOPWORDS
from skilleval.language.matching import phrase_stems
from skilleval.language.text import content_words, stem
from skilleval.loading.listblocks import ChecklistStep
from skilleval.loading.skill import Skill

EXAMPLE_CUE = re.compile(r"\b(?:such as|for example|for instance|like)\b|\be\.g\.", re.IGNORECASE)
OPTIONAL_CUE = re.compile(
    r"\b(?:optionally|optional|if needed|if necessary|if wanted|if desired|if requested|"
    r"if applicable|only if|where useful|where possible|when required|when requested|"
    r"(?:when|if|where)\s+(?:present|any|used|set|enabled)|omit(?:ted)?\s+(?:it\s+)?(?:if|when)\s+"
    r"(?:none|empty|absent|not\s+applicable)|"
    r"may also|can also)\b",
    re.IGNORECASE,
)


_CONDITIONAL_STEP = re.compile(
    r"^\W*(?:if|when|unless|for\s+[^,]{1,60}\s+only)\b|^\W*\(?only\s+(?:if|when)\b"
    # "Dynamic plugins that need X ...": a step for some cases only.
    r"|^\W*(?:[\w-]+\s+){1,3}(?:that|which|who)\s+(?:need|needs|use|uses|require|requires|"
    r"want|wants|have|has)\b",
    re.IGNORECASE,
)
_CASE_TABLE = re.compile(
    r"^\W*`(?P<key>[^`\n]{1,80})`\s*:\s*[^;\n]{1,200}\b(?:uses?|needs?|requires?|must|should)\b"
    r"[^;\n]*;[^;\n]{1,200}\b(?:uses?|needs?|requires?|must|should|does\s+not|doesn'?t)\b",
    re.IGNORECASE,
)
"""A setting's value case by case ("`CUDA_DEVICE_MAX_CONNECTIONS`: pre-Blackwell ... uses
`1`; Blackwell does not need it; FSDP must not use `1`"): for a prompt about that setting."""


_HEAD_END = re.compile(r"(?<=[^\s.])\.\s|\s[—–]\s|;\s|\s-\s")


CONDITION = re.compile(r"^\s*(?:if|when|where)\s+([^,:;]+)[,:;]", re.IGNORECASE)


_CODE_SPAN = re.compile(r"`([^`]*)`")
_LABEL_SPAN = re.compile(r"[A-Za-z][a-z']*(?: [A-Za-z][a-z']*){1,5}")
"""A code span of a few plain words ("`Why this source`"): a section label set in code
type, read as its words; other spans are names, matched as names."""
_LEAD_IN = re.compile(r"^\s*[\w\s/-]{1,40}:\s+")


NEGATED_CLAUSE = re.compile(
    r"\b(?:not|never|don'?t|do not|avoid|without|must not|should not|shouldn'?t)\b"
    # a name the step says is missing ("`X` absent unless ...", "has no `X` block")
    r"|`\s*(?:is\s+|are\s+|stays?\s+|remains?\s+)?(?:absent|excluded|omitted|unset)\b"
    r"|\b(?:has|have|with|contains?)\s+no\s+`"
    # "No `speculative_config` present": the name must not be there
    r"|^\W*no\s+`",
    re.IGNORECASE,
)

_RESTRICTED = re.compile(r"`[^`\n]{1,80}`\s+only\s+(?:on|for|with|in|under|when|if)\b", re.I)
"""A name or value restricted to some cases ("`moe_config.backend: DEEPGEMM` only on
Blackwell (not Hopper)"): a limit on its use, not a name every answer writes."""


_CLAUSE_SEP = re.compile(r"[,;.]\s")


_CHOOSE_SOME = re.compile(
    r"\b(?:\d+\s*[-–]\s*\d+|one\s+or\s+two|two\s+or\s+three|a\s+few)\s+"
    r"(?:[\w-]+\s+){0,3}$",
    re.IGNORECASE,
)
"""A count to choose before a parenthesised list ("Offer 2-3 forward steps (config file,
training script, `experimental/` look-alikes)"): the list's members are options."""
_GATE = re.compile(
    r"\b(?:survived?|survives|pass(?:ed|es)?|clear(?:ed|s)?)\s+(?:the\s+|a\s+|an\s+|one\s+)?"
    r"`[^`\n]{1,80}`\s+(?:gate|check|round-?trip)\b",
    re.IGNORECASE,
)
"""A command what the answer cites has passed ("every path survived the `ls -d` gate"): the
agent runs it; the answer need not show it."""


def _unwrap_parentheses(text: str) -> str:
    """Parenthesised examples go, and so do the members of a forbidden thing ("do not
    contain injection patterns (`eval`, `exec`)"); parenthesised config ("(`port = 6432`)")
    stays, unwrapped."""

    # where each clause starts, found once (splitting the text before every parenthesis
    # again was quadratic in a long step)
    starts = [sep.end() for sep in _CLAUSE_SEP.finditer(text)]

    def unwrap(m: re.Match[str]) -> str:
        inner = m.group(1)
        if inner is None:
            return m.group(0)  # a code span keeps its brackets: `(guidance, crop_ratio)`
        at = bisect.bisect_right(starts, m.start())
        before = text[starts[at - 1] if at else 0 : m.start()]
        if (
            EXAMPLE_CUE.search(inner)
            or NEGATED_CLAUSE.search(before)
            or _CHOOSE_SOME.search(before)
        ):
            return " "
        return f", {inner},"

    return re.sub(r"`[^`]*`|\(([^)]*)\)", unwrap, text)


def _clauses(text: str) -> list[str]:
    """Sentence parts with example lists ("such as a, b") and parentheticals removed."""
    pieces: list[str] = []
    for sentence in re.split(r"(?<=[.;])\s+", text):
        example = EXAMPLE_CUE.search(sentence)
        if example:
            sentence = sentence[: example.start()]
        pieces.extend(
            p
            for p in re.split(
                r",\s+(?:and\s+)?(?=[^`]*(?:`[^`]*`[^`]*)*$)|\s+and\s+"
                r"(?:that\s+)?(?=\w+\s+\w+\s+(?:should|must)\b)",
                sentence,
            )
            if p.strip()
        )
    return pieces


_TYPICAL = re.compile(r"\b(?:usually|typically|normally|unless)\b", re.IGNORECASE)
"""Where a clause gives the usual value or its exception ("Working directory, usually
`.<session_id>/` next to the config unless `project.working_dir` overrides it"): what
follows is what the value commonly is, not a name the answer must write."""


_CHOICES = re.compile(r"[\w-]+\s*=\s*[\w.-]+(?:\s*\|\s*[\w.-]+)+")
"""A setting written with its choices ("scope = only-failing | all")."""


_PER_CASE = re.compile(r"`[^`\n]+`\s+for\s+[\w /-]{1,40}?,\s+(?:or\s+)?`[^`\n]+`\s+for\s+\w")
"""Names given one per kind of case ("`i_pAE` for protein, `min_ipAE` for ligand"): the
answer names the one its case is, not all of them."""


def required_fields(step_text: str) -> list[str]:
    """Field-like identifiers a step requires (no examples, options, prohibitions, alternatives)."""
    required: list[str] = []
    step_text = _GATE.sub(" ", step_text)
    for sentence in re.split(r"(?<=[.;])\s+", _unwrap_parentheses(step_text)):
        alternatives = (
            (
                # "`owner:` line (or D's `fail_class:`)": a name's noun or owner between
                re.search(
                    r"`[^`]+`(?:\s+[\w'-]+){0,2}\s*,?\s+\(?or\s+(?:[\w.'+-]+\s*,?\s+){0,4}`[^`]+`",
                    sentence,
                )
                and not re.search(r"\band\b", sentence)
            )
            or re.search(r",\s+or\s+(?:\w+\s+){0,2}`", sentence)
            # "(scope = only-failing | all)": a setting's choices, not a value to write
            or _CHOICES.search(sentence)
            # "`i_pAE` for protein, `min_ipAE` for ligand, ...": one name per kind of case
            or _PER_CASE.search(sentence)
        )
        if alternatives:
            continue
        for clause in _clauses(sentence):
            if (
                OPTIONAL_CUE.search(clause)
                or NEGATED_CLAUSE.search(clause)
                or _RESTRICTED.search(clause)
            ):
                continue
            typical = _TYPICAL.search(clause)
            if typical:
                clause = clause[: typical.start()]
            required.extend(i for i in extract_identifiers(clause) if is_field_like(i))
    return list(dict.fromkeys(required))


def step_keywords(step: ChecklistStep, all_steps: tuple[ChecklistStep, ...]) -> tuple[str, ...]:
    """Words of the step that other steps do not use, most distinctive first."""

    def words_of(text: str) -> list[str]:
        text = _CODE_SPAN.sub(
            lambda m: m.group(1) if _LABEL_SPAN.fullmatch(m.group(1)) else " ", text
        )
        return [w for w in content_words(text) if "_" not in w and "=" not in w]

    doc_freq: Counter[str] = Counter()
    for other in all_steps:
        doc_freq.update({stem(w) for w in words_of(other.text)})
    own = words_of(_LEAD_IN.sub("", step.text))
    ranked = sorted(dict.fromkeys(own), key=lambda w: (doc_freq[stem(w)], own.index(w)))
    # one word per concept: "env" and "venv" are one, and one answer word would meet both
    by_stem = {stem(w): w for w in reversed(ranked)}
    kept = [w for w in ranked if by_stem[stem(w)] == w]
    return tuple(w for w in kept if doc_freq[stem(w)] <= max(1, len(all_steps) // 2))[:6]


def step_anchors(step: ChecklistStep, all_steps: tuple[ChecklistStep, ...]) -> tuple[str, ...]:
    """Identifiers that show this step is presented: its own, not ones other steps share."""
    # "(scope = only-failing | all)": no value to show, the setting's name still shows it
    # ("`HITL_ENABLED=true|false`" by `HITL_ENABLED`)
    head = _CHOICES.sub(lambda m: m[0].split("=", 1)[0].strip(), step.text)
    example = EXAMPLE_CUE.search(head)
    idents = extract_identifiers(head[: example.start()] if example else head)
    field = [i for i in idents if is_field_like(i)]
    # "Run `tool get` and `tool get --all`": the command is also run without the flag
    anchors = [i for i in idents if i in field or any(f.startswith(i + " ") for f in field)]
    anchors = anchors or idents
    # A name most steps carry (a step table's "Mode" column repeating `full` down the rows)
    # marks none of them.
    uses = Counter(i for other in all_steps for i in set(other.identifiers))
    column = max(3, (len(all_steps) + 1) // 2)
    anchors = [i for i in anchors if uses[i] < column]
    elsewhere = {i for other in all_steps if other is not step for i in other.identifiers}
    own = own_anchors = [i for i in anchors if i not in elsewhere] or anchors
    # The names in the step's head ("**KER by `noise_level`** — ... `snr_5db` rows") are
    # what an answer presents it by; the elaboration's names are examples.
    named = set(extract_identifiers(step_head(step.text)))
    headed = [i for i in own_anchors if i in named]
    return tuple((_designated(step, all_steps) or headed or own)[:6])


def _designated(step: ChecklistStep, all_steps: tuple[ChecklistStep, ...]) -> list[str]:
    """The member of a series that the step's head names and no other step's head does,
    where the steps name two or more members of it ("Spawn Agent A", "Spawn Agent B";
    "Run Tier 0 gates" ... "Apply Tier 3 ranking"): the step is presented where its member
    is, not where a file it also touches is named, so the member is its only anchor."""
    if not DESIGNATOR.search(step.text):
        return []
    heads = _members_in_heads(tuple(s.text for s in all_steps))
    at = all_steps.index(step)
    own = heads[at]
    others = set().union(*(h for i, h in enumerate(heads) if i != at))
    series = Counter(m.split(" ")[0] for h in heads for m in h)
    return sorted(m for m in own - others if series[m.split(" ")[0]] >= 2 and m[:5] != "Step ")


@lru_cache(maxsize=256)
def _members_in_heads(texts: tuple[str, ...]) -> tuple[frozenset[str], ...]:
    """The series members each step's head names, read once per checklist (not once for
    every step asked about)."""
    return tuple(frozenset(m.group() for m in DESIGNATOR.finditer(step_head(t))) for t in texts)


def short_label(text: str, limit: int = 70) -> str:
    text = re.sub(r"\s+", " ", text).strip()
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def identifiers_in(step_text: str, fragment: str) -> list[str]:
    """The step's identifiers (read from its backticked text) that ``fragment`` names."""
    flat = normalise_identifier(fragment)
    return [
        ident
        for ident in extract_identifiers(step_text)
        if re.search(r"(?<![\w.-])" + re.escape(ident) + r"(?![\w-])", flat)
    ]


_CASE_NOUN = (
    r"(?:paths?|targets?|backends?|modes?|platforms?|clusters?|deployments?|models?|setups?|"
    r"variants?|configurations?|tests?|skips?|jobs?)"
)
_QUALIFIED = re.compile(
    # "CPU+NVCF paths have `X`", "MoE models need `Y`"
    rf"^\s*(?:and\s+)?(?:the\s+)?(?P<a>(?:[\w+/.-]+\s+){{1,3}}?){_CASE_NOUN}\s+"
    r"(?:have|has|need|needs|use|uses|require|requires|must|should|get|gets)\b"
    # "for GPU paths", "for MoE models"
    rf"|\bfor\s+(?:the\s+)?(?P<b>(?:[\w+/.-]+\s+){{1,3}}?){_CASE_NOUN}\b",
    re.IGNORECASE,
)
"""A clause that holds for some cases only, by the kind of case it names."""


@lru_cache(maxsize=4096)
def field_conditions(step_text: str) -> dict[str, frozenset[str]]:
    """Fields a step names only for some cases ("CPU+NVCF paths have `runtimeclass/nvidia`"):
    field -> stems of the case, which the prompt must mention for the field to be needed."""
    conditions: dict[str, frozenset[str]] = {}
    for sentence in re.split(r"(?<=[.;])\s+", step_text):
        for clause in _clauses(sentence):
            m = _QUALIFIED.search(clause.replace("`", ""))
            if m is None:
                continue
            words = re.findall(r"[A-Za-z0-9]+", m.group("a") or m.group("b") or "")
            case = frozenset(stem(w) for w in words if w.lower() not in STOPWORDS)
            if case:
                for ident in extract_identifiers(clause):
                    conditions.setdefault(ident, case)
    return conditions


def _names_case_setting(step_text: str, prompt_stems: frozenset[str]) -> bool | None:
    """For a step giving a setting's values case by case: whether the prompt names that
    setting; None for any other step."""
    table = _CASE_TABLE.match(step_text)
    return None if table is None else set(phrase_stems(table["key"])) <= prompt_stems


def field_applies(
    field: str, step_text: str, prompt_stems: frozenset[str], own: frozenset[str] = frozenset()
) -> bool:
    """Whether a step's field is needed for a prompt (see :func:`field_conditions`); a
    setting's case-by-case values only for a prompt that names the setting. Words of the
    skill's own name (``own``: "test" of mcore-testing) are in every prompt to it and name
    no case."""
    names_setting = _names_case_setting(step_text, prompt_stems)
    if names_setting is not None:
        return names_setting
    case = field_conditions(step_text).get(field)
    if case is None:
        return True
    return bool((case - own or case) & prompt_stems)


def condition_applies(step_text: str, prompt: str) -> bool:
    """A step that starts "If X is enabled, ..." applies when the prompt mentions X; a
    setting's case-by-case values when it names the setting."""
    names_setting = _names_case_setting(step_text, frozenset(phrase_stems(prompt)))
    if names_setting is not None:
        return names_setting
    m = CONDITION.match(step_text)
    if not m:
        return True
    wanted = {stem(w) for w in content_words(m.group(1))}
    have = {stem(w) for w in content_words(prompt)}
    return bool(wanted & have) or not wanted


def skill_document(skill: Skill, identifier: str) -> bool:
    """A pointer to the skill's own documents (`references/x.md`): where the agent reads,
    not what the answer must say."""
    if identifier.endswith(".md"):
        return True
    name = os.path.normpath(identifier.strip()).replace(os.sep, "/")
    return name in _skill_files(str(skill.path), skill.digest)


MAX_LISTED = 5000
"""Entries of a skill folder listed at most (a folder is untrusted input)."""


@lru_cache(maxsize=1024)
def _skill_files(path: str, digest: str) -> frozenset[str]:
    """Relative paths of the files and folders inside a skill folder (symbolic links left
    out: they may point outside it), listed once per skill version."""
    found: set[str] = set()
    for root, dirs, files in os.walk(path):
        dirs[:] = [d for d in dirs if not os.path.islink(os.path.join(root, d))]
        for entry in (*dirs, *files):
            full = os.path.join(root, entry)
            if os.path.islink(full):
                continue
            found.add(os.path.relpath(full, path).replace(os.sep, "/"))
            if len(found) >= MAX_LISTED:
                return frozenset(found)
    return frozenset(found)


_SHAPES = (
    ("code", re.compile(r"\bcode\s*block\b|```", re.IGNORECASE)),
    ("table", re.compile(r"\btable\b", re.IGNORECASE)),
    ("list", re.compile(r"\bbullet(?:ed)?(?:\s+(?:list|points?))?\b", re.IGNORECASE)),
)


_PATH_ITEM = re.compile(
    r"^\W*(?:(?:the|a|an|its|their|your)\s+)?"
    r"(?:(?:created|new|generated|written|output|full|absolute|relative|file|folder|directory|"
    r"report|draft|doc|document|result|pr|issue)\s+){0,3}"
    r"(?:path|link|url|location)s?\b(?:\s+(?:to|of)\s+[^.;:]{1,80})?\W*$",
    re.IGNORECASE,
)
"""A report item that is a path or link ("The created file path.", "Link to the PR"): a
noun phrase, not a deed done to one ("Check the path")."""


def step_shape(text: str) -> str:
    """The block shape an answer-format step asks for, if its head names one; ``path``
    where the step is itself a path or link to give."""
    head = step_head(text)
    for shape, pattern in _SHAPES:
        if pattern.search(head):
            return shape
    if _PATH_ITEM.match(head[:200]):
        return "path"
    return ""


def is_optional_step(step: ChecklistStep, body: str = "") -> bool:
    """A step the answer may leave out: conditional ("If X, ...") or marked optional, here
    or where ``body`` (the SKILL.md) details it under its own "Step N" heading ("### Step 2
    — Reset prior edits (only if user re-runs)", "Skip this step when ...")."""
    head = step_head(step.text)
    if (
        _CONDITIONAL_STEP.search(step.text)
        or OPTIONAL_CUE.search(head)
        or _RECOVERY.search(head)
        or _SKIP_VALUE.search(step.text)
    ):
        return True
    detail = _step_sections(body).get(step.index) if body else None
    if detail is None:
        return False
    title, section = detail
    shared = {stem(w) for w in content_words(title)} & {stem(w) for w in content_words(head)}
    return bool(shared) and bool(OPTIONAL_CUE.search(title) or _SKIP_STEP.search(section))


_SKIP_VALUE = re.compile(r"\bor\s+[\"“'`]?(?:skip|none)[\"”'`]?(?=[\s.,;)]|$)", re.IGNORECASE)
"""A step the answer may answer with "skip" ("respond with the objects, or \"skip\"")."""


_RECOVERY = re.compile(
    r"^\W*(?:resume|restart|recover|relaunch|resubmit|retry|rerun|re-run)\b[^.;]{0,160}?"
    r"\b(?:after|on|upon|following)\s+(?:an?\s+|the\s+)?(?:preemption|failure|crash|"
    r"interruption|outage|eviction)s?\b",
    re.IGNORECASE,
)
"""A recovery step ("Resume from the most recent checkpoint after preemption"): what to do
once an incident has happened, which an answer setting things up may leave for then (a
check that recovery works, "Confirm the job resumes after preemption", is no such step)."""
_STEP_HEADING = re.compile(r"^#{2,6}[ \t]+Step[ \t]+(\d{1,2})\b[ \t]*[—–:.-]*[ \t]*(.*)$", re.M)
_SKIP_STEP = re.compile(r"\bskip\s+this\s+step\b", re.IGNORECASE)


@lru_cache(maxsize=64)
def _step_sections(body: str) -> dict[int, tuple[str, str]]:
    """Each "Step N" heading of a SKILL.md: N -> (its title, the first 2,000 characters of
    its section)."""
    found: dict[int, tuple[str, str]] = {}
    headings = list(_STEP_HEADING.finditer(body))[:100]
    for m in headings:
        rest = body[m.end() : m.end() + 2000]
        after = re.search(r"^#{1,6}[ \t]", rest, re.M)
        found.setdefault(int(m[1]), (m[2], rest[: after.start()] if after else rest))
    return found


def step_head(text: str) -> str:
    """What a step asks for, before its elaboration: up to its first sentence end, dash or
    semicolon, past a bold lead label ("**Pre-Flight.** Run every check")."""
    label = re.match(r"^\s*\*\*[^*]{1,60}\*\*[.:]?\s*", text)
    rest = text[label.end() :] if label else text
    if label and re.match(r"[—–:-]", rest):
        return text[: label.end()]
    if label and re.search(r"[.:]\*\*", label[0]) and _DESCRIBES.match(rest):
        # "**CLI config (separate file).** `~/.config/nhx/config.yaml` holds ...": the label
        # names the item; what follows describes it (not "**Pre-Flight.** Run every check")
        return text[: label.end()]
    end = _HEAD_END.search(rest)
    head = rest[: end.start()] if end else rest
    detail = _DETAIL.search(head)
    if (
        detail is not None
        and "`" in head[: detail.start()]
        and not re.search(r"=|\bor\b|\bfor\b", head[detail.start() :])
    ):
        # "Environment class implements `EnvironmentInterface` with `step()` and `x()`":
        # the named thing is the head, the members it comes "with" its detail (not "`A=1`
        # with `B=2`", two settings, nor a list of alternatives)
        head = head[: detail.start()]
    return (text[: label.end()] if label else "") + head


_DESCRIBES = re.compile(
    r"`|(?:the|this|these|those|it|its|they|their|if|when|otherwise|each|every|both)\b",
    re.IGNORECASE,
)
"""How a description of a labelled item opens (a name, a determiner, a condition), unlike an
instruction's imperative verb."""


_DETAIL = re.compile(r"\s(?:with|including)\s+(?:(?:the|a|an|correct|proper|its)\s+)?`")
