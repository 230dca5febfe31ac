"""Conduct behaviours of negative cases: what the agent did, not what it said.

A negative case's ground truth and behaviours ("writes the poem directly and does not
consult the skill") describe conduct. Two things text can show:

- ``answers_directly``: the answer takes up the request itself: it has substance and is
  not a refusal, an abstention or a bare redirect;
- ``skips_skill``: the answer does not apply the skill: it presents less than half of the
  skill's checklist steps, uses fewer than three of the skill's own field-like names
  (``fields``), and does not speak the skill's language instead of the request's (most of
  its words among the skill's most frequent ones, few from the request). Naming the skill
  (a redirect) is not applying it.

A positive case's "outlines the documented workflow steps" is the same reading turned
round (``presents_skill``): it passes when the answer applies the skill that way, fails when
it presents none of the skill's steps or names, and is undetermined in between.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from itertools import islice

from skilleval.grading.model import (
    TERSE_TOKENS,
    Check,
    CheckResult,
    Evidence,
    is_bag,
    undetermined,
    verdict,
)
from skilleval.language.matching import find_identifier, phrase_stems
from skilleval.language.text import COMMAND_STEM, INLINE_CODE, Answer, content_words, stem

SKILL_NAMES = 3
"""An answer that uses this many of the skill's own field-like names applies the skill."""
SUBSTANCE_WORDS = 12
"""An answer with fewer content words than this has not taken up a request."""
_SCRIPT_CALL = re.compile(r"(?:^|[\s`$])\.{1,2}/[\w./-]+\.(?:sh|py)\b")
"""A script run by its path (``./scripts/bench_vllm.sh --concurrency 1,8``)."""
_PROSE_RUN = re.compile(
    r"\b(?:please\s+)?(?:run|execute)\s+(?!(?:the|a|an|this|that|it|your|my|these|those|some|"
    r"any|all|each|every|them|through|into|out|on|in|with|for|to)\b)[a-z][\w.-]*\s+"
    r"[a-z][\w.-]*\s+[\w.-]+",
    re.IGNORECASE,
)
"""A command named in prose for the user to run ("please run osmo workflow query train-123"):
a tool, a subcommand and an argument, without the code marks."""
_PLAIN_FLAGS = re.compile(
    r"(?<![\w-])[a-z][\w.+-]{1,30}(?:[ \t]+[^\s`-][^\s`]*){0,3}?"
    r"(?:[ \t]+--?[A-Za-z][\w-]*(?:[ \t=]+[^\s`-][^\s`]*)?){2,}"
)
"""A command line written without code marks, known by its flags ("Use ffmpeg -i in.wav -ac
1 -ar 16000 out.wav - that gives ...", "find . -type f -name '*.py'")."""
_PATH_FLAG = re.compile(
    r"(?<![\w-])[a-z][\w.+-]{1,30}[ \t]+(?:[\w.~-]*/)+[\w.-]*[ \t]+--?[A-Za-z][\w-]*(?![\w/])"
)
"""A command line without code marks, known by a path and a flag after its tool
("pytest tests/unittest/_torch/attention/ -v from the checkout")."""
_CODE_STATEMENT = re.compile(r"\w\(|[\w\]]\s*=\s*[\w\"'\[{(]")
"""Inline code that does something: a call or an assignment (``arr = f["data"][:]``)."""
_VERSE = re.compile(
    r"\b(?:haiku|limericks?|couplets?|poems?|verses?|rhymes?|sonnets?|lyrics|songs?)\b",
    re.IGNORECASE,
)
"""A request for verse, whose lines are no list of terms."""
MAY_DECLINE = re.compile(
    r"\b(?:point\w*\s+(?:the\s+user\s+)?to|redirect\w*|refer\w*\s+(?:the\s+user\s+)?to|"
    r"suggest\w*\s+[^.;]{0,60}\binstead|ask\w*\s+(?:the\s+user\s+)?(?:to\s+confirm|whether)|"
    r"may\s+(?:decline|redirect|refer))\b",
    re.IGNORECASE,
)
"""A negative case's conduct that lets the answer decline and send the user elsewhere
("point to a marketing-copy resource, or ask the user to confirm they want documentation
instead")."""
_REDIRECTS = re.compile(
    r"\?|\binstead\b|\b(?:use|try|see|ask|consult|contact|check)\b[^.;\n]{0,60}\b(?:tool|team|"
    r"resource|assistant|guide|service|workflow)\b|\bbetter\s+(?:source|fit|place|tool)\b",
    re.IGNORECASE,
)
"""Where a decline sends the user: elsewhere, or back with a question."""


_VERSE_FORM = re.compile(r"\b(?:haiku|limericks?|poems?|sonnets?|couplets?)\b", re.IGNORECASE)
"""A request for a poem of a set form, which the answer must give as lines of verse."""
_VERSE_WORDS = (2, 20)
"""A line of verse says this many words, at least and at most."""
_CODE_ASKED = re.compile(
    r"\bwrit(?:es?|ing)\s+(?:a|an|the)?\s*(?:[\w.-]+\s+){0,3}?"
    r"(?:script|function|program|snippet|class|module|query)\b",
    re.IGNORECASE,
)
"""A direct answer asked to write code ("writes the counting script directly"): code given is
the answer, code told of is not."""


def _gives_code(answer: Answer, text: str) -> bool:
    """Whether the answer writes code: a code block, inline code that does something, or
    lines of code sent without code marks (a `def` line, an import, assignments)."""
    if any(u.kind == "code" for u in answer.units) or any(
        _CODE_STATEMENT.search(span) for span in INLINE_CODE.findall(text[:20_000])
    ):
        return True
    return sum(1 for _ in islice(_BARE_CODE_LINE.finditer(text[:20_000]), 2)) >= 2


_BARE_CODE_LINE = re.compile(
    r"^[ \t]*(?:def\s+\w+\s*\(|class\s+\w+|import\s+[\w.]+|from\s+[\w.]+\s+import\s|"
    r"return\b|(?:for|while|if|with)\b[^\n]*:[ \t]*$|[\w.\[\]\"']+[ \t]*=[ \t]*[\w\"'\[{(])",
    re.MULTILINE,
)
"""A line of code written without code marks (``def revcomp(s):``, ``import numpy as np``)."""


_SHORT_FORM = re.compile(
    r"\b(?:haiku|limericks?|couplets?|slogans?|taglines?|mottos?|"
    r"(?:a|one|single)\s+(?:word|sentence|line)|yes\s+or\s+no)\b",
    re.IGNORECASE,
)
"""A request for a form short by nature ("writes a haiku", "in one sentence"), which a few
words answer (a one-liner is a command, which the answer must give)."""
_REPORTS_DONE = re.compile(
    r"(?:^|[.!:;,]\s+|\b(?:so|and|then)\s+)(?:Done\b|(?:I|I've|I\s+have|We|We've)\s+"
    r"(?:just\s+|already\s+)?"
    r"(?:did|done|made|changed|renamed|ran|updated|fixed|applied|edited|moved|replaced)\b"
    r"(?!\s+not\b))",
    re.IGNORECASE,
)
"""The answer reports the task done ("Done —", "I just did it", "I've renamed ..."): a report
of work is short by nature."""
_ONE_LINER = re.compile(r"\bone[- ]liners?\b", re.IGNORECASE)
"""A request for a one-liner, which the command alone answers."""
_COMMAND_ASKED = re.compile(
    r"\b(?:gives?|provides?|shows?|writes?|returns?|with|answers?\s+with)\s+(?:a|an|the)?\s*"
    r"(?:[\w.-]+\s+){0,2}?(?:command(?:\s+line)?|one-liner|invocation)\b",
    re.IGNORECASE,
)
"""A direct answer asked to hand over a command ("gives the ffmpeg command directly", "with
an ffmpeg command such as ..."): told of, not given, it is not given."""
SKILL_SHARE = 0.4
"""An answer with at least this share of its words from the skill's vocabulary ..."""
SHARE_LEAD = 0.25
"""... and this much more than from the request's words speaks the skill, not the request."""
NEAR = 0.1
"""Within this much of both thresholds, the words alone do not tell: undetermined."""

REFUSAL = re.compile(
    # "I won't publish anything without your go-ahead" holds a deed; it refuses nothing
    r"\b(?:i\s+(?:can(?:no|')?t|cannot|am\s+unable\s+to|"
    r"won'?t(?![^.;!?\n]{0,80}\b(?:without|unless|until)\b)|"
    # "I don't have the report yet, please paste it": the missing input asked for
    r"(?:do\s+not|don'?t)\s+have(?![^\n]{0,120}\b(?:paste|share|send|provide|attach|upload)\s+"
    r"(?:it|them|the|your|a)\b))|"
    r"(?:outside|beyond)\s+(?:the\s+|my\s+)?scope|not\s+(?:able|equipped)\s+to\s+help|"
    r"no\s+(?:relevant\s+)?skill\s+(?:applies|covers)|i\s+abstain)\b",
    re.IGNORECASE,
)


def _steps_presented(answer: Answer, anchors: tuple[tuple[str, ...], ...]) -> int:
    presented = 0
    for step in anchors:
        for anchor in step:
            if find_identifier(answer, anchor) is not None:
                presented += 1
                break
            stems = phrase_stems(anchor)
            if len(stems) >= 2 and all(s in answer.stems for s in stems):
                presented += 1
                break
    return presented


def _word_shares(answer: Answer, check: Check) -> tuple[float, float, int]:
    """Shares of the answer's distinct content words that are the skill's and the request's."""
    words = {stem(w) for w in content_words(answer.substance or answer.raw, compounds=False)}
    if not words:
        return 0.0, 0.0, 0
    skill = len(words.intersection(check.skill_words)) / len(words)
    request = len(words.intersection(check.request_words)) / len(words)
    return skill, request, len(words)


@dataclass(frozen=True)
class Application:
    """How much of a skill an answer applies (see :func:`_application`)."""

    applied: bool
    presented: int
    """Checklist steps presented."""
    named: tuple[str, ...]
    """The skill's names used."""
    note: str
    """What was seen, for the check's message."""
    near: bool
    """Its words come too close to the skill's for words alone to tell."""
    by_words: bool = False
    """Applied by its words alone: no steps or names of the skill's show it."""


def _application(answer: Answer, check: Check) -> Application:
    """Whether the answer applies the skill ``check`` describes, and what shows it."""
    presented = _steps_presented(answer, check.anchors)
    named = _names_used(answer, check.fields)
    skill_share, request_share, distinct = _word_shares(answer, check)
    speaks_skill = (
        bool(check.skill_words)
        and distinct >= SUBSTANCE_WORDS
        and skill_share >= SKILL_SHARE
        and skill_share - request_share >= SHARE_LEAD
    )
    runs_it = runs_skill_command(answer, check.skill)
    if runs_it:
        named.append(check.skill)
    by_parts = (
        (presented * 2 >= len(check.anchors) and presented >= 2)
        or len(named) >= SKILL_NAMES
        or runs_it
    )
    applied = by_parts or speaks_skill
    # An answer that names none of the skill's names, writes no code and presents little of
    # its workflow speaks about the domain (an overview), whatever words it shares.
    about = not named and presented * 4 < len(check.anchors) and not _has_code(answer)
    near = (
        not applied
        and not about
        and bool(check.skill_words)
        and distinct >= SUBSTANCE_WORDS
        and skill_share >= SKILL_SHARE - NEAR
        and skill_share - request_share >= SHARE_LEAD - NEAR
    )
    note = (
        f"{presented} of {len(check.anchors)} checklist steps presented, "
        f"{len(named)} of the skill's names used"
        + (f" ({', '.join(named[:4])})" if named else "")
        + (
            f", {skill_share:.0%} of its words the skill's and {request_share:.0%} the request's"
            if check.skill_words
            else ""
        )
    )
    return Application(applied, presented, tuple(named), note, near, applied and not by_parts)


_ENDPOINT = re.compile(r"^(?:GET|POST|PUT|PATCH|DELETE)\s+/\S+$")
_OPERATION = re.compile(r"[a-z][a-z0-9]*(?:_[a-z0-9]+)+")


def _names_used(answer: Answer, names: tuple[str, ...]) -> list[str]:
    """The names of ``names`` the answer uses; two found at one place (a file and its path,
    ``x.zip`` and ``assets/x.zip``) are one use."""
    used: list[str] = []
    spans: set[tuple[int, int]] = set()
    for name in names:
        span = next(filter(None, (find_identifier(answer, n) for n in _name_forms(name))), None)
        if span is not None and (span.start, span.end) not in spans:
            spans.add((span.start, span.end))
            used.append(name)
    return used


def _name_forms(name: str) -> tuple[str, ...]:
    """How an answer names one of the skill's names: as written or, for an endpoint
    (``POST /v1/create_project/{project_id}``), by its operation (``create_project``)."""
    if not _ENDPOINT.match(name):
        return (name,)
    operations = [p for p in name.split("/") if _OPERATION.fullmatch(p)]
    return (name, operations[-1]) if operations else (name,)


def skill_names(skill_name: str) -> tuple[str, ...]:
    """How authors name a skill: in full, or without its catalog prefix when two or more
    words remain (``dynamo-interconnect-check`` as ``interconnect-check``), or by what it
    packages where its last word says only how (``openfold2-nim`` as ``OpenFold2``)."""
    parts = skill_name.split("-")
    if len(parts) > 2:
        return (skill_name, "-".join(parts[1:]))
    if len(parts) == 2 and parts[1].lower() in _PACKAGING and len(parts[0]) >= 4:
        return (skill_name, parts[0])
    return (skill_name,)


_PACKAGING = frozenset(("nim", "cli", "sdk", "api"))
"""Last words of a skill's name that say how a product is served (a NIM, a CLI), not what it
is: the product's own name stands for the skill."""


def _declares_use(answer: Answer, skill: str) -> Evidence | None:
    """Where the answer says, in the first person, that it uses ``skill`` ("I'll use the
    nsys-analysis workflow for this", "Using the X skill, ..."), not that it won't, or that
    it ran it, named in words ("I ran the MR-RATE series classification step")."""
    if len(skill) < 3:
        return None
    ran = _ran_by_words(skill).search(answer.raw[:20_000]) if "-" in skill else None
    if ran is not None:
        return Evidence("declared", True, ran.start(), ran.end(), ran.group(0).strip())
    said = answer.raw[:200_000]
    low = said.lower()
    if not any(name.lower() in low for name in skill_names(skill)):
        return None  # the skill is named nowhere (a cheap test before the pattern)
    m = _declared_use(skill).search(said)
    if m is None:
        return None
    return Evidence("declared", True, m.start(), m.end(), m.group(0).strip())


@lru_cache(maxsize=256)
def _declared_use(skill: str) -> re.Pattern[str]:
    """The answer taking the skill up by any of its names (see :func:`skill_names`): in the
    first person ("I'll use the X workflow"), or handing the request to what the skill
    serves ("Send your SMILES to the local MolMIM NIM", "MolMIM can do this for you")."""
    names = "|".join(re.escape(n) for n in skill_names(skill))
    return re.compile(
        r"(?:\b(?:I(?:'ll|\s+will|'m\s+going\s+to|\s+am\s+going\s+to)?|let(?:'s|\s+me)|"
        r"we(?:'ll|\s+will)?)\s+(?:now\s+|first\s+)?(?:use|apply|follow|load|invoke)|"
        r"(?:^|[.!?]\s+|\n\W*)(?:using|applying|following|per|"
        # an imperative at a sentence's start: "Use MolMIM", "Send the list to MolMIM"
        r"(?:use|call|try|send|submit|pass)(?:\s+[\w'-]+){0,5}?\s+(?:to|through|into)))\s+"
        rf"(?:the\s+)?(?:(?:local|hosted)\s+)?`?(?:{names})(?![\w-])"
        # "Using MolMIM here would be overkill": weighed, not taken up
        r"(?!`?(?:\s+\w+)?\s+(?:would|is|isn't|seems|won't)\b)"
        rf"|(?:^|[.!?]\s+|\n\W*)`?(?:{names})`?\s+(?:can|will)\s+(?:do|handle)\s+(?:this|that|it)\b",
        re.IGNORECASE,
    )


@lru_cache(maxsize=256)
def _ran_by_words(skill: str) -> re.Pattern[str]:
    """A first-person report of running the skill, named by the last two or more words of
    its name and what it is ("I ran the MR-RATE series classification step")."""
    parts = [p for p in skill.lower().split("-") if p]
    tails = [parts[k:] for k in range(len(parts) - 1) if len(parts) - k >= 2]
    names = "|".join(r"[\s_-]+".join(map(re.escape, tail)) for tail in tails)
    return re.compile(
        r"\b(?:I|we)(?:'ve|\s+have|\s+first|\s+just)?\s+(?:ran|used|applied|invoked|executed)\s+"
        rf"(?:the\s+)?(?:[\w-]+\s+){{0,2}}?(?:{names})\s+(?:step|skill|stage|workflow|wrapper)\b",
        re.IGNORECASE,
    )


def runs_skill_command(answer: Answer, skill: str) -> bool:
    """Whether the answer runs the command the skill is named for (``safe-synthesizer run
    ...`` for the safe-synthesizer skill, ``physics-agent run ...`` for physics-agent-cli): on
    a code line, or in a sentence that says it ran it ("I ran `physics-agent run ...`"). It
    applies that skill."""
    if not skill or "-" not in skill:
        return False
    line, said = _skill_command(skill)
    return any(
        line.search(u.text) if u.kind == "code" else said.search(u.text)
        for u in answer.units[:2000]
    )


@lru_cache(maxsize=256)
def _skill_command(skill: str) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """A code line that runs the command named ``skill``, and a sentence that says it ran it
    (built once per skill). A skill named for a tool's CLI (``physics-agent-cli``) runs the
    tool (``physics-agent``)."""
    names = "|".join(
        re.escape(n) for n in dict.fromkeys((skill, re.sub(r"-cli$", "", skill, flags=re.I)))
    )
    line = re.compile(
        rf"^\s*(?:\$\s*)?(?:sudo\s+)?(?:uv\s+run\s+|python\s+-m\s+)?(?:{names})(?:\s|$)",
        re.MULTILINE,
    )
    said = re.compile(
        rf"\bI(?:'ve|\s+have)?\s+(?:first\s+|also\s+)?(?:ran|run|executed|invoked|launched)\s+"
        rf"`?\s*(?:{names})(?:\s|`)",
        re.IGNORECASE,
    )
    return line, said


def _has_code(answer: Answer) -> bool:
    return any(unit.kind == "code" for unit in answer.units)


_AS_SKILL_BEFORE = re.compile(
    r"\b(?:use|using|with|via|through|invoke|load|switch\s+to|hand\s+(?:it\s+)?(?:off\s+)?to|"
    r"route\w*\s+(?:it\s+)?to|send\s+(?:it\s+)?to|belongs\s+to|that'?s|this\s+is)"
    r"\W{0,3}(?:the\s+)?[`'\"*]*$",
    re.IGNORECASE,
)
_AS_SKILL_AFTER = re.compile(r"[`'\"*]*\s+skill\b", re.IGNORECASE)
"""Words that send the user to a one-word skill name, or call it a skill: the go words of a
routing behaviour (coverage's ``_SENDS``) without its deed verbs ("run", "open", "start
with"), since "run PTQ" does a stage of the work rather than hand it to the ptq skill."""


def _names_owner(answer: Answer, owners: tuple[str, ...]) -> Evidence | None:
    """Where the answer names one of the skills the case hands the request to: a name of
    several parts (``compare-results``) anywhere; a name of one word, which is also a word
    of the domain ("PTQ to NVFP4", "the evaluation"), only as a skill (in code type, called
    a skill, or after a use or go word: "Using ptq", "the evaluation skill")."""
    raw = answer.raw
    for name in owners:
        pattern = re.compile(rf"(?<![\w-]){re.escape(name)}(?![\w-])", re.IGNORECASE)
        for m in islice(pattern.finditer(answer.work), 200):
            as_skill = (
                "-" in name
                or raw[m.start() - 1 : m.start()] == "`"
                or _AS_SKILL_BEFORE.search(raw[max(0, m.start() - 40) : m.start()]) is not None
                or _AS_SKILL_AFTER.match(raw, m.end()) is not None
            )
            if as_skill:
                return Evidence("redirect", True, m.start(), m.end(), m.group(0))
    return None


def _flat(text: str) -> str:
    return " ".join(re.findall(r"[\w$%#@+-]+", text.lower()))


def _quotes_request(answer: Answer, check: Check) -> CheckResult:
    """``keeps_prompt``: the answer quotes the user's request word for word (as the text it
    sent on). Where it does not, the tool call shows what was sent: undetermined."""
    request = _flat(check.facts[0] if check.facts else "")
    if len(request.split()) < 3:
        return undetermined(check, "the request is too short to tell a quote of it")
    if request in _flat(answer.raw):
        return verdict(
            check, True, 1.0, "quotes the user's request unchanged", (Evidence("request", True),)
        )
    return undetermined(
        check, "the answer does not quote the request; what was sent shows in the tool call"
    )


def grade_conduct(answer: Answer, check: Check) -> CheckResult:
    text = (answer.substance or answer.raw).strip()
    if check.conduct == "keeps_prompt":
        return _quotes_request(answer, check)
    if check.conduct in ("skips_skill", "presents_skill"):
        if not check.anchors and not check.fields and not check.skill_words:
            return undetermined(check, "the skill names nothing to tell its application by")
        application = _application(answer, check)
        note = application.note
        seen = (Evidence("checklist", application.applied, note=note),)
        if check.conduct == "presents_skill":
            if check.anchors and application.presented * 2 < len(check.anchors):
                # A workflow is presented by its steps; the skill's words or names around
                # fewer than half of them are a part of it at most.
                if application.presented or application.named:
                    return undetermined(check, f"presents part of the skill's workflow: {note}")
                return verdict(
                    check, False, 0.0, f"presents none of the skill's workflow: {note}", seen
                )
            if not check.anchors:
                if is_bag(answer, check):
                    # a run of the skill's names is not the skill applied to the request
                    message = f"the answer is a list of terms, not the skill applied: {note}"
                    return verdict(check, False, 0.0, message, seen)
                return _applies(check, application, seen)
            if application.applied:
                return verdict(check, True, 1.0, f"presents the skill's workflow: {note}", seen)
            if (
                application.presented or application.named
            ):  # some of it, in other words: a judge can tell
                return undetermined(check, f"presents part of the skill's workflow: {note}")
            return verdict(
                check, False, 0.0, f"presents none of the skill's workflow: {note}", seen
            )
        declared = _declares_use(answer, check.skill) if not application.applied else None
        if declared is not None:
            # "I'll use the X workflow for this": the answer says it applies the skill
            message = f"says it uses the skill it should not use: {note}"
            return verdict(check, False, 0.0, message, (*seen, declared))
        if application.near or application.by_words:
            handed = _names_owner(answer, check.facts)
            if handed is not None:
                # The case's own words for the domain are the skill's too (a sibling skill
                # of the same product speaks them); an answer that shows neither the
                # skill's steps nor its names and hands the request to the skill the case
                # names has not applied this one.
                message = f"does not apply the skill, hands it to {handed.text}: {note}"
                return verdict(check, True, 1.0, message, (*seen, handed))
            if application.near:
                return undetermined(check, f"speaks much of the skill's language: {note}")
        return verdict(
            check,
            not application.applied,
            0.0 if application.applied else 1.0,
            (
                "applies the skill it should not use: "
                if application.applied
                else "does not apply the skill: "
            )
            + note,
            seen,
        )
    if check.conduct == "answers_directly" and runs_skill_command(answer, check.skill):
        # "Answers the conceptual question directly without running Physics Agent" against
        # "I ran `physics-agent run ...` first": it took the skill up, not the question
        ran = Evidence("skill command", True, note=f"the answer runs {check.skill}'s command")
        return verdict(check, False, 0.0, "runs the skill's own command", (ran,))
    if check.conduct == "answers_directly" and (check.anchors or check.fields):
        application = _application(answer, check)
        if application.applied and not application.by_words:
            # the skill's checklist or names in place of the request's own answer (its words
            # alone may be a redirect's, which answers too)
            seen = (Evidence("checklist", True, note=application.note),)
            why = f"applies the skill instead of answering the request: {application.note}"
            return verdict(check, False, 0.0, why, seen)
    asked = check.text[:2000]
    if (
        answer.is_term_list
        # "`catalog` `change` `apply` ...": a run of names in code marks is no fewer terms
        and (
            answer.tokens > TERSE_TOKENS
            or len(text.split()) > TERSE_TOKENS
            # "excluded, summarize, vss-summarize-video, video, generate": four terms or
            # more, strung by commas, are a run too
            or (answer.tokens >= 4 and text.count(",") >= 3)
        )
        and not _VERSE.search(asked)
    ):
        # a run of terms ("- mcore-testing - test - distributed ...") answers nothing; a
        # word or two ("Paris.") may
        return verdict(check, False, 0.0, "the answer is a list of terms, not an explanation")
    words = len(content_words(text))
    refusal = REFUSAL.search(text[:400])
    if refusal is not None and _names_owner(answer, check.facts) is not None:
        # "I won't run build_wheel.py here; use exec-slurm-compile": the deed declined is
        # the one the case hands to another skill, and handing it over is the answer
        refusal = None
    if _VERSE_FORM.search(asked) and not refusal and _verse_lines(text) < 2:
        # "writes a haiku" against a run of words on one line or one word a line: no verse
        return verdict(check, False, 0.0, "asked for a poem, the answer has no lines of verse")
    # a short answer that hands over a runnable command ("use `x --y 1,8`") or the code
    # itself (`arr = f["data"][:]`, a code block) has taken it up
    code_given = _gives_code(answer, text)
    gives_command = (
        COMMAND_STEM in answer.stems
        or _SCRIPT_CALL.search(text) is not None
        or code_given
        or _PROSE_RUN.search(text[:20_000]) is not None
        or _PLAIN_FLAGS.search(text[:20_000]) is not None
        or _PATH_FLAG.search(text[:20_000]) is not None
    )
    command_asked = _COMMAND_ASKED.search(asked) is not None
    if not gives_command and not refusal and command_asked:
        # "ffmpeg has options for sample rate and channel count; check its docs": the tool
        # named, its command never given
        return verdict(check, False, 0.0, "asked for a command, the answer gives none")
    if not refusal and not code_given and _CODE_ASKED.search(asked):
        # "writes the counting script directly" against a question back ("do you use Ryno
        # yourself?"): no code, so nothing of what was asked is written
        return verdict(check, False, 0.0, "asked to write code, the answer gives none")
    # "I just did it: `usr` -> `user` in utils/format.py": a task done and reported, briefly
    enough = (
        SUBSTANCE_WORDS // 2
        if gives_command or _REPORTS_DONE.search(text[:2000])
        else SUBSTANCE_WORDS
    )
    if _SHORT_FORM.search(asked) or (
        # ... and a command or code is the whole answer to "How do I ...?"
        gives_command and (command_asked or check.asks_how or _ONE_LINER.search(asked))
    ):
        enough = SUBSTANCE_WORDS // 4
    substantive = words >= enough and not (
        refusal and words < 4 * SUBSTANCE_WORDS and not gives_command
    )
    if substantive:
        message = f"answers the request itself ({words} content words)"
        evidence: tuple[Evidence, ...] = ()
    elif refusal and MAY_DECLINE.search(asked) and _REDIRECTS.search(text[:20_000]):
        # the case lets it decline and send the user elsewhere or ask what they meant
        found = Evidence("refusal", True, refusal.start(), refusal.end(), refusal.group(0))
        return verdict(check, True, 1.0, "declines and redirects, as the case allows", (found,))
    elif refusal:
        message = "declines or abstains instead of answering the request"
        evidence = (Evidence("refusal", True, refusal.start(), refusal.end(), refusal.group(0)),)
    else:
        given = next(
            (m for f in check.facts if (m := re.search(rf"\b{re.escape(f)}\b", text, re.I))),
            None,
        )
        if given is not None:
            # "should answer Paris directly": a short factual answer that gives it answers.
            message = f"gives the expected answer ({given.group(0)})"
            found = Evidence("answer", True, given.start(), given.end(), given.group(0))
            return verdict(check, True, 1.0, message, (found,))
        message = f"too little to have answered the request ({words} content words)"
        evidence = ()
    return verdict(check, substantive, 1.0 if substantive else 0.0, message, evidence)


def _applies(check: Check, application: Application, seen: tuple[Evidence, ...]) -> CheckResult:
    """That the answer applies the skill, for a case that says only that the skill is the
    one for its prompt: its names or commands show it; its words alone do not (an answer
    about the domain speaks them too), and an answer with neither has not applied it."""
    note = application.note
    if application.applied and not application.by_words:
        return verdict(check, True, 1.0, f"applies the skill: {note}", seen)
    if application.named or application.by_words or application.near:
        return undetermined(check, f"speaks the skill's language but shows little of it: {note}")
    return verdict(check, False, 0.0, f"applies none of the skill: {note}", seen)


def _verse_lines(text: str) -> int:
    """How many lines of the answer read as lines of verse: a few words each, the run of
    them broken by line ends or by slashes ("Silicon cores hum / threads in lockstep")."""
    low, high = _VERSE_WORDS
    count = 0
    for line in islice(text.splitlines(), 400):
        for part in line.split(" / "):
            words = re.findall(r"[^\W_][\w'-]*", part[:400])
            count += low <= len(words) <= high
    return count
