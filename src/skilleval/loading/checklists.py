"""Find a skill's checklists the way authors write them, and tell what each one is for.

Where a checklist is found:

- under a heading that names one ("Answer Checklist", "Launch checklist", "Checklist for
  answers", "Stage 2 completion checklist"), names an answer format ("Output Contract",
  "Answer-First Pattern") or ends in "order" or says "in order" over a numbered list
  ("Bring-up order", "Phases (run in order)");
- as a numbered list right under a heading that names a task ("Adding a New Recipe
  Variant", "How to add a test"): the task's steps, for prompts that ask for that task;
- as a list introduced in prose by an order or answer cue ("follow this checklist in
  order:", "keep the response in this order:", "a complete answer includes:"), or as such a
  sequence written inline ("Follow these steps in order: confirm X, ask Y, then verify.");
- as a step table (first column "Step", "#", "Phase" or "Stage": one row a step).

Items may be numbered, bulleted, checkboxes (``- [ ]``, also ``[ ]`` inside a fence) or bold
labels (``**2a**``, ``**Step 3.**``). A list is ordered only where the source says so:
numbering, "Step N" labels, or an order cue.

Each checklist gets a role, with the reason: ``answer`` (what an answer must present),
``procedure`` (ordered steps the agent takes), ``verification`` (things that must hold at
the end), and six that are never graded: ``todo`` (an implementation to-do list: many
items, mostly files to create, or a list the agent copies to track its progress),
``pitfalls`` (a list or table of pitfalls to know, "⚠️ Top Pitfalls"),
``routing`` (when to load the skill), ``priority`` (which source wins a conflict),
``options`` (paths the agent tries in order and takes the first that fits) and
``examples`` (example questions).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from skilleval.language.identifiers import extract_identifiers
from skilleval.loading.listblocks import (
    _FENCE,
    _STEP_LABEL,
    ORDER_CUE,
    ChecklistStep,
    _Block,
    _inline_block,
    _items,
    _prose_lines,
    _steps,
    _table_block,
    arrow_block,
    heading_templates,
    label_run,
    template_blocks,
    unquote_lists,
)

GRADED_ROLES = frozenset({"answer", "procedure", "verification"})
MAX_STEPS = 15
"""Longer lists are implementation to-do lists, not something an answer presents."""


_TITLE = re.compile(r"\bcheck\s*-?\s*lists?\b", re.I)
_DONE_SUMMARY = (
    r"\bsummari[sz]e\s+(?:for\s+the\s+user\s+)?what\s+(?:was|you|has\s+been|have\s+been|"
    r"you'?ve)\s+(?:done|did|changed|fixed|found)\s*:\s*$"
    r"|\b(?:report|summari[sz]e)\s+(?:back\s+)?to\s+the\s+user\s*:\s*$"
    # "When the draft has been populated with the available information, report:"
    r"|^\W*(?:when|after|once)\b[^:.;]{0,200},\s*(?:report|summari[sz]e)\s*:\s*$"
)
"""The introduction of the report the work closes with ("Summarize what was done:", "When
the draft has been populated ..., report:")."""
_CLOSING_REPORT = re.compile(_DONE_SUMMARY, re.IGNORECASE)
ANSWER_CUE = re.compile(
    # "When you have all the answers" (the user's, to questions asked) is no answer cue
    r"(?<!\ball\sthe\s)(?<!\buser's\s)(?<!\btheir\s)(?<!\byour\s)"
    # "Based on the answers, select the pattern": the answers the user gave
    r"(?<!\bon\sthe\s)(?<!\bfrom\sthe\s)(?<!\bgiven\sthe\s)"
    # "a question that Markdown does not fully answer:": the verb, said of something else
    r"(?<!\bnot\s)(?<!n't\s)(?<!\bfully\s)(?<!\balready\s)(?<!\bcannot\s)"
    # "`answer`" is a field's name, "answer-bearing" says what kind of test
    r"(?<!`)\b(?:answer|responses?|reply|replies|answers(?!\s+(?:to|for)\s+(?:the|these|those|\d+|\w+)"
    r"\s+(?:\w+\s+)?questions)"
    # "so each measurement answers one question": a verb whose subject is not the answer
    r"(?!\s+(?:one|a|an|each|every|this|that|which)\b))\b(?!\s+(?:code|status|time|header|body))"
    r"(?![-‐`]\w|`)"
    # "The response contains:", "the response includes `deep_research_running`": what a
    # service returns, said as it is; the answer is told what it should hold
    r"(?<!\bresponse(?=\s+(?:contains?|includes?|returns?|has|holds|lists|carries)\b))"
    # "Use it to answer questions such as:", "the sections needed to answer the question:":
    # the verb, with a question for its object
    r"(?!\s+(?:the\s+|these\s+|those\s+|such\s+|specific\s+)?(?:[\w-]+\s+)?questions?\b)"
    # "answer choices", "the answer key": a multiple-choice question's parts, not the answer
    r"(?![-\s]+(?:choices?|options?|keys?|letters?|labels?|sheets?)\b)"
    # "When replying,", "When you report back, include:": the agent's own reply, what it holds
    r"|\b(?:when|before|once)\s+(?:you\s+)?(?:reply|answer|respond|report)(?:ing)?(?:\s+back)?"
    r"(?:\s+to\s+the\s+user)?\s*,"
    # "When answering MoE sizing prompts, include this checklist:"
    r"|\b(?:when|before)\s+(?:replying\s+to|answering|responding\s+to)\s+(?:[\w/-]+\s+){1,4}?"
    r"(?:prompts?|questions?|requests?)\s*,"
    r"|\bcomplete\s+answer\b|\bup\s+front\b|\bname\s+these\b|\blead\s+with\b"
    # "Report:", "For each rank, report:" ask for the answer; "After every sub-agent return:"
    # and "fetch the report:" name a thing (a noun after its determiner or another noun)
    r"|(?:^|[.!?;,\n]|\b(?:and|then|should|must|always|to))\s*(?:report|return)\s*:\s*$"
    r"|\b(?:report|output|summary)\s+(?:must|should)\s+include\b"
    # "Respond with:" over the list of what the reply holds
    r"|\b(?:respond|reply)\s+with\s*:\s*$"
    # "Your reply must cover, in order:": the agent addressed (not "your answers", the user's)
    r"|\byour\s+(?:reply|response|answer)\s+(?:must|should|needs?\s+to|has\s+to|will)\b"
    # "Summarize what was done:", "Report back to the user:": the closing answer's contents
    rf"|{_DONE_SUMMARY}",
    re.I,
)


def _answers_asked(before: str) -> bool:
    """Whether "the answers" follow questions put to the user ("Ask about the customer's
    work first and translate the answers into NeMo artifacts"): the answers are the user's."""
    return bool(re.search(r"\bthe\s+$", before[-200:])) and bool(
        re.search(r"\bask(?:s|ed|ing)?\b", before[-200:], re.I)
    )


_MODAL_BEFORE = re.compile(
    r"\b([A-Za-z]+)\s+(?:must|should|shall|needs?\s+to|has\s+to|will|can)\s+$", re.IGNORECASE
)
_ANSWERERS = frozenset(
    (
        "answer",
        "answers",
        "response",
        "reply",
        "you",
        "agent",
        "assistant",
        "it",
        "output",
        "report",
        "summary",
        "model",
        "we",
        "i",
    )
)


def _answered_by_other(before: str) -> bool:
    """Whether "answer" is a verb whose subject is something else ("Every proposed boundary
    must answer:" lists what a design settles, not what the reply holds)."""
    said = _MODAL_BEFORE.search(before[-200:])
    return said is not None and said[1].lower() not in _ANSWERERS


_ANSWER_TITLE = re.compile(
    r"\b(?:answers?|responses?|reply|output|report)\b[\w\s-]{0,20}?"
    r"\b(?:checklist|first|pattern|facts|format|contract|template|shape|order|structure|"
    r"layout|outline)\b"
    r"|\banswer[- ]first\b|\bchecklist\s+for\s+(?:answers?|responses?)\b",
    re.I,
)


def names_answer_format(title: str) -> bool:
    """Whether a heading names the answer's format ("Output contract", "Answer checklist")."""
    return _ANSWER_TITLE.search(title) is not None


_SECTION_LABEL = re.compile(r"^\W{0,3}\*\*[^*\n]{1,60}(?::\*\*|\*\*\s*(?::|[—–]\s|-\s))")
"""A bold section label and its colon or dash ("**Verdict:** ...", "**Triage queue** — ...")."""


def is_report_template(checklist: Checklist) -> bool:
    """Whether an answer checklist lays out a report's sections: its heading names an
    output or report (not an answer, and its introduction no prompt), and most steps open
    with a bold section label and its colon ("**Verdict:** one paragraph naming the dominant
    cost"; not "**Single bash code block** containing ...", a part of every answer)."""
    if checklist.role == "answer" and _CLOSING_REPORT.search(checklist.intro):
        return True  # "Summarize what was done:": the report of work done, after it is done
    labelled = sum(1 for s in checklist.steps if _SECTION_LABEL.match(s.text))
    return checklist.template or (
        checklist.role == "answer"
        and _REPORT_TITLE.search(checklist.title) is not None
        and _ANSWER_WORD.search(f"{checklist.title} {checklist.intro}") is None
        and labelled * 2 > len(checklist.steps)
    )


_REPORT_TITLE = re.compile(r"\b(?:output|report)\b", re.IGNORECASE)
_ANSWER_WORD = re.compile(
    r"\b(?:answers?|answering|responses?|repl(?:y|ies)|prompts?|questions?)\b", re.IGNORECASE
)
"""A format named for the answer to a question ("First Answer Checklist", "For MoE workflow
prompts, present the response in this order:") is every such answer's, not a report's."""


_MANDATORY = re.compile(r"\b(?:mandatory|required|must\s+(?:pass|hold))\b", re.I)
_EXAMPLES = re.compile(
    r"\bexample\s+(?:questions?|prompts?|requests?)\b|\btypical\s+prompts\b", re.I
)
_ORDER_TITLE = re.compile(r"\border\s*$", re.I)
_TASK_TITLE = re.compile(
    r"^\W*(?:How\s+to|Steps?\s+to|To)\s+(?P<verb>[a-z]+)\s+\w"
    r"|^\W*(?P<doing>[A-Z][a-z]{2,}ing)\s+(?:a|an|the|new|your|one|each|custom|existing)\s+\w"
)
"""A heading that names a task ("Adding a New Recipe Variant", "How to add a test", "Steps
to release"): a numbered list right under it is the task's steps, in order, for prompts that
ask for that task (its verb is the checklist's scope: "Adding a Unit Test" is no answer to
"run a single test")."""
PROCEDURE_ASK = re.compile(
    r"\b(?:workflow|procedure|(?:what|which|the|all\s+the)\s+steps|step[- ]by[- ]step|"
    r"walk\s+me\s+through|from\s+start\s+to|end[- ]to[- ]end|the\s+process)\b",
    re.IGNORECASE,
)
"""A prompt that asks for a procedure ("What's the workflow?", "which steps should I
follow", "walk me through it")."""
_PROCEDURE_TITLE = re.compile(
    r"^\W*(?:(?:the|our|recommended|standard|typical|general|basic|overall)\s+)?"
    r"(?:workflow|procedure|steps)\W*$",
    re.IGNORECASE,
)
"""A heading that is nothing but "Workflow" ("## Workflow", "## Recommended procedure"): a
numbered list right under it is the skill's procedure, for prompts that ask for the workflow
or its steps (:data:`PROCEDURE_ASK`)."""
_PRODUCE_CUE = re.compile(
    r"\b(?:print|produce|write|return|give|output|emit|deliver|end\s+with)\s+(?:a|an|the|your)\s+"
    # a closing message ("End with a short message that includes:"), not a commit's or an
    # error's
    r"(?:[a-z-]+\s+){0,2}(?:report|summary|answer|response|(?<!commit\s)(?<!error\s)message)\s+"
    r"(?:with|containing|including|"
    r"listing|that\s+(?:includes?|contains?|lists?))\b[^.\n]{0,60}:\s*$",
    re.IGNORECASE,
)
"""A list the work is told to end with ("Print a concise final report with:", "End with a
summary that includes:", "End with a short message that includes:"): what that report
holds, graded where an answer presents it (an answer that plans the work, and leaves the
report for later, does not)."""
_LIST_CUE = re.compile(
    r"\b(?:includes?|covers?|contains?|must|should|checklist|name)\b|:\s*$", re.I
)
_ROUTING = re.compile(
    r"\b(?:load|activat\w*|invok\w*|trigger\w*)\b.{0,40}\bskill\b|\bwhen\s+to\s+(?:use|load)\b"
    r"|\bactivation\b|^\s*(?:read|reading|load|loading)\s+order\s*$",
    re.I,
)
_PRIORITY = re.compile(r"\b(?:conflicts?|priority|precedence|authoritative|wins?)\b", re.I)
_CHOICE = re.compile(
    r"\b(?:use|pick|choose|take|select|apply|follow)\s+the\s+first\s+(?:one\s+|option\s+|"
    r"path\s+|match\s+)?(?:that|which)\s+(?:fits|applies|matches|works|succeeds)\b"
    r"|\b(?:choose|pick|select)\s+(?:exactly\s+)?one\s+of\s+(?:these|the\s+following)\b",
    re.I,
)
"""A list the agent picks one item of ("Evaluate these paths in order. Use the first one
that fits"): options tried in order, not steps an answer presents."""
_TRACKER = re.compile(
    r"\btrack\s+(?:your\s+|its\s+|the\s+)?progress\b|\binto\s+(?:a|your)\s+to-?\s?do\s+list\b", re.I
)
"""A list the agent copies and ticks off while it works ("Copy this checklist and track
progress:"): a to-do list for the work, not what an answer presents."""
_FILE_TODO = re.compile(r"^\s*(?:create|add|write|implement|touch|scaffold)\b.{0,40}[/.]\w", re.I)
_SCOPE = re.compile(
    r"^\s*(?:for|on)\s+(?!questions?\b|requests?\b|prompts?\b)(.+?)\s+(?:questions?|requests?|"
    r"tasks?|problems?|issues?|prompts?)\b"
    r"|^\s*(?:when|before)\s+(?:replying\s+to|answering|responding\s+to)\s+(.+?)\s+"
    r"(?:prompts?|questions?|requests?)\s*,"
    r"|^\s*(?:when|if)\s+(?:the\s+)?(?:user|you|they|someone)\s+(?:\w+ly\s+)?"
    r"(?:asks?|wants?|needs?|requests?)"
    r"\s+(?:for|about|to)?\s*(.+?)[,:.]"
    r"|^\s*(?:when|if)\s+(?:you\s+(?:are\s+)?)?(?:using|use|running|run|deploying|targeting)\s+"
    r"(.+?)[,:.]"
    r"|^\s*for\s+((?:[\w/-]+\s+){0,2}?[\w/-]+)\s+(?:models?|architectures?|kernels?|"
    r"deployments?|clusters?|platforms?|targets?|recipes?)\b"
    r"|^\s*for\s+([A-Z][\w-]*?s?)\s*,"
    # "For questions about disabling tests without deleting them:"
    r"|^\s*for\s+(?:questions?|requests?|prompts?)\s+(?:about|on|regarding)\s+([^:.]+?)\s*[:.]",
    re.I,
)


_STRUCTURED_SCOPE = re.compile(
    r"^\s*(?:for|in)\s+(?:the\s+|any\s+)?(?:structured|json|yaml|machine[- ]readable)\b", re.I
)
"""A list for one form of answer ("For structured runtime-test responses ...:"): what a
JSON plan must hold, not what every answer presents."""
STRUCTURED_ASK = re.compile(
    r"\b(?:json|yaml|machine[- ]readable|structured\s+(?:output|response|plan|summary|format|"
    r"report|result))\b",
    re.I,
)
"""A prompt that asks for a structured answer."""


@dataclass(frozen=True)
class Checklist:
    """A list of steps found in SKILL.md, with what it is for."""

    title: str
    line: int
    intro: str
    steps: tuple[ChecklistStep, ...]
    ordered: bool
    """True when the source requires the order (numbering, Step labels, an order cue)."""
    is_answer: bool
    """True when answers are graded against it (roles answer, procedure, verification)."""
    notes: str = ""
    """Prose after the list inside the section ("Also state that ...")."""
    note_identifiers: tuple[str, ...] = ()
    role: str = "answer"
    reason: str = ""
    """Why it was found and given its role, for ``skilleval checks``."""
    scope: str = ""
    """The questions it is for, when the author says ("For MoE questions, ...")."""
    structured: bool = False
    """For structured (JSON, YAML) answers only, when the author says so."""
    procedure_asked: bool = False
    """For prompts that ask for the procedure ("What's the workflow?", "which steps"), not
    for every prompt whose expected answer follows it: a list under a bare "Workflow"
    heading."""
    template: bool = False
    """A fill-in template in a fence ("GOAL (verifiable):  ____"): the answer that fills it
    shows its labels in its layout; one that does not take it up is not graded by it."""
    headed: bool = False
    """Steps written as headings: each step's title speaks for it (what it asks, warns of,
    names as required); the start of its section follows the title for the names an answer
    shows the step by."""


def _is_ordered(block: _Block, title: str) -> bool:
    kinds = {kind for _, _, kind in block.items}
    labelled = all(_STEP_LABEL.match(" ".join(parts)) for _, parts, _ in block.items)
    return (
        kinds <= {"number", "step", "titled", "row"}
        or labelled
        or bool(ORDER_CUE.search(title) or ORDER_CUE.search(block.intro))
    )


_PITFALLS = re.compile(
    r"\b(?:pitfalls?|gotchas?|common\s+(?:mistakes|errors|issues|problems)|known\s+issues|"
    r"anti-?patterns?)\b",
    re.IGNORECASE,
)
"""A section of pitfalls to know ("⚠️ Top Pitfalls", "Common mistakes"): numbered or not,
not steps an answer presents."""


def _role(
    title: str, intro: str, steps: tuple[ChecklistStep, ...], ordered: bool
) -> tuple[str, str]:
    where = f"{title} {intro}"
    if _ROUTING.search(where):
        return "routing", "it says when to load the skill, not what to answer"
    if _PITFALLS.search(title) and not ANSWER_CUE.search(where):
        return "pitfalls", "it lists pitfalls to know (a numbered table of them is no procedure)"
    if _PRIORITY.search(intro) and not ANSWER_CUE.search(where):
        return "priority", "it ranks sources for conflicts"
    if _CHOICE.search(intro):
        return "options", "the agent picks one of them: options tried in order, not steps"
    asked = sum(1 for s in steps if re.match(r"^\W{0,3}[\"“'‘]", s.text) or "?" in s.text[:200])
    if _EXAMPLES.search(where) or (
        asked * 2 > len(steps) and not ANSWER_CUE.search(intro) and not _TITLE.search(title)
    ):
        return "examples", "it lists example questions"
    if _TRACKER.search(intro):
        return "todo", "the agent copies it to track its progress: a to-do list for the work"
    if len(steps) > MAX_STEPS:
        return "todo", f"{len(steps)} items: an implementation to-do list"
    files = sum(1 for s in steps if _FILE_TODO.match(s.text))
    if steps and files * 2 > len(steps):
        return "todo", f"{files} of {len(steps)} items create files: an implementation to-do list"
    if (
        _ANSWER_TITLE.search(title)
        or ANSWER_CUE.search(_introducing(intro))
        or ANSWER_CUE.search(title)
    ):
        return "answer", "title or introduction speaks of the answer"
    if _lists_report_sections(title, intro):
        return "answer", "it lists the sections of the report the work writes"
    if ordered:
        return "procedure", "ordered steps (numbering, Step labels or an order cue)"
    if _PRODUCE_CUE.search(intro):
        # "End with a short message that includes:": what the closing message holds
        return "answer", "it lists what the message the work ends with holds"
    return "verification", "checklist items that must hold"


def _introducing(intro: str) -> str:
    """The sentence of ``intro`` that leads into its list, where the paragraph ends in a
    colon ("... The planner never answers the question. Apply the rubric. In particular:"):
    what earlier sentences say of answers is said of something else; the whole of it
    otherwise."""
    if not intro.rstrip().endswith(":"):
        return intro
    return _SENTENCE_END.split(intro.strip())[-1]


_SENTENCE_END = re.compile(r"(?<=[a-z0-9)`'\"])[.!?]\s+(?=[A-Z`*])")
"""Where a sentence of an introduction ends and the next begins."""


def _scope(intro: str) -> str:
    """The prompts a checklist's introduction limits it to ("When user explicitly requests
    manual implementation (NOT using X), ..." -> "manual implementation"), or ""."""
    m = _SCOPE.match(re.sub(r"\s*\([^()]*\)", "", intro))
    if not m:
        return ""
    if m.group(2) and not re.search(r"\b[A-Z][\w-]*[A-Z]", m.group(2)):
        # "When answering strategy-selection questions, ...": a kind of question any prompt
        # of the skill may be; "When answering MoE sizing prompts" names its own subject
        return ""
    return next((g for g in m.groups() if g), "").strip()


def _checklist(title: str, block: _Block, cue: str, heading_line: int) -> Checklist | None:
    steps = _steps(block.items)
    if len(steps) < 2:
        return None
    # Questions the writer asks of the answer ("Did I pick the right endpoint?") are checks
    # on it, in no order of their own unless the author says so.
    questions = sum(1 for s in steps if "?" in s.text[:200]) * 2 > len(steps)
    ordered = _is_ordered(block, title) and not (
        questions and not ORDER_CUE.search(f"{title} {block.intro}")
    )
    role, why = _role(title, block.intro, steps, ordered)
    notes = "\n".join(block.notes).strip()
    return Checklist(
        title=title.rstrip(" :"),
        line=heading_line,
        intro=block.intro,
        steps=steps,
        ordered=ordered,
        is_answer=role in GRADED_ROLES,
        notes=notes,
        note_identifiers=tuple(extract_identifiers(notes)),
        role=role,
        reason=f"{cue}; {why}",
        scope=_scope(block.intro),
        structured=bool(_STRUCTURED_SCOPE.match(re.split(r"(?<=[.!?])\s+", block.intro)[-1])),
    )


def find_checklists(
    sections: tuple[tuple[str, int, str], ...],
) -> tuple[Checklist, ...]:
    """Every checklist in SKILL.md, graded or not, in reading order.

    ``sections``: (title, 1-based line of the heading, the section's own text up to its
    first subsection). A list written out again where the author says it is copied to track
    progress is that to-do list wherever it appears.
    """
    found = [c for title, line, own in sections for c in _in_section(title, line, own)]
    tracked = {_texts(c) for c in found if c.role == "todo" and _TRACKER.search(c.intro)}
    return tuple(
        replace(c, role="todo", is_answer=False, reason=c.reason + _COPIED)
        if c.role != "todo" and _texts(c) in tracked
        else c
        for c in found
    )


_COPIED = "; the same list is copied later to track progress: a to-do list for the work"
STEP_HEADING = re.compile(
    r"^(?:\*\*)?(?:Step|Stage|Phase)\s+(\d{1,2})\b\s*(?:\*\*)?\s*[—–:.-]*\s*(.*)$", re.IGNORECASE
)
"""A heading that is a step of its own ("Step 1 — Determine the Next Version", "Stage 2:
Model Selection")."""
_NUMBERED_HEADING = re.compile(r"^(?:\*\*)?(\d{1,2})[.)]\s+(?:\*\*)?\s*(.*\S)")
"""A heading numbered as a step ("### 1. Analyze the PR")."""


def step_heading(title: str) -> re.Match[str] | None:
    """A step heading's number (group 1) and title (group 2), or None where ``title`` is
    no step heading ("Step 1 — Determine the Next Version", "1. Analyze the PR")."""
    return STEP_HEADING.match(title) or _NUMBERED_HEADING.match(title)


def _lead_block(text: str) -> str:
    """The first paragraph of a step's section, or the first line of its first code block
    when it opens with one (what the step does, said or run), on one line. A paragraph that
    names no command or name in code ("**You MUST actively poll the job until it
    completes.**") is followed by the first command of the section's first code block
    (``squeue -j <job_id>``): the step is shown by running it."""
    parts = re.split(r"\n\s*\n", text[:4000].strip())
    for n, part in enumerate(parts):
        lines = [ln for ln in part.split("\n") if ln.strip()]
        if lines and _FENCE.match(lines[0]):
            lines = [ln for ln in lines[1:2] if not re.match(r"\s*(?:```|~~~|#)", ln)]
        if lines:
            lead = re.sub(r"\s+", " ", " ".join(lines)).strip()[:300]
            if "`" not in lead:
                run = _first_command("\n".join(parts[n + 1 :]))
                lead = f"{lead} `{run}`" if run else lead
            return lead
    return ""


def _first_command(text: str) -> str:
    """The command the first code block of ``text`` opens with (comments aside): its tool
    (``squeue``), or for a general tool its tool and subcommand or script (``git rebase``,
    ``python scripts/verify.py``); "" where the block runs nothing so named, or is never
    closed."""
    lines = text.split("\n")
    opened = next((n for n, ln in enumerate(lines) if _FENCE.match(ln)), None)
    if opened is None:
        return ""
    body = lines[opened + 1 :]
    closed = next((n for n, ln in enumerate(body) if _FENCE.match(ln)), None)
    if closed is None:
        return ""
    for ln in body[: min(closed, 20)]:
        line = ln.strip().lstrip("$ ").strip()
        if not line or line.startswith("#"):
            continue
        words = line.split()
        if not re.fullmatch(r"[a-z][\w.-]{1,40}", words[0]):
            return ""
        if words[0] not in _GENERAL_TOOLS:
            return words[0]
        sub = words[1] if len(words) > 1 else ""
        return f"{words[0]} {sub}" if re.fullmatch(r"[a-z][\w./-]{1,60}", sub) else ""
    return ""


_GENERAL_TOOLS = frozenset(
    [
        "cd",
        "export",
        "echo",
        "cat",
        "ls",
        "mkdir",
        "cp",
        "mv",
        "rm",
        "chmod",
        "source",
        "sudo",
        "set",
        "pip",
        "pip3",
        "python",
        "python3",
        "bash",
        "sh",
        "uv",
        "npm",
        "npx",
        "git",
        "docker",
        "kubectl",
        "curl",
        "make",
        "cmake",
        "conda",
        "env",
    ]
)
"""Tools so many steps run that the tool alone shows none of them."""


def heading_procedure(
    title: str, intro: str, heads: list[tuple[int, str, str]]
) -> Checklist | None:
    """Steps written as headings ("## Step 1 — Determine the Next Version", "## Step 2 —
    Verify Remotes and Rebase", ...) under prose with an order cue ("Follow every step below
    in order"): a procedure whose steps are the headings' titles, each followed by the
    start of its own text (the commands and names an answer shows the step by). ``heads``:
    (line, title, own text) of each step heading; ``title``/``intro``: the section the run
    opens in, and its prose. Without the cue the headings only organise the page, unless the
    section is nothing but the workflow ("## Workflow" over "### 1. Analyze the PR"): then
    they are its procedure, for prompts that ask for the workflow or its steps."""
    # ... or under a heading that says the order ("## Workflow (follow in order)")
    cued = ORDER_CUE.search(intro) is not None or ORDER_CUE.search(title) is not None
    workflow = _PROCEDURE_TITLE.match(title) is not None and not intro.strip()
    if len(heads) < 2 or not (cued or workflow):
        return None
    items = []
    for line, head, own in heads:
        m = step_heading(head)
        if m is None or not m[2].strip():
            return None
        lead = _lead_block(own)
        named = m[2].strip().strip("*").strip()
        items.append((line, [named, "—", lead] if lead else [named], "step"))
    cue = "step headings under an order cue" if cued else "step headings under a workflow heading"
    block = _Block(heads[0][0], intro.strip()[-400:], items, [])
    found = _checklist(title, block, cue, heads[0][0])
    if found is None:
        return None
    if not cued:
        return replace(found, headed=True, scope="a workflow", procedure_asked=True)
    return replace(found, headed=True)


_SUBSECTIONS_CUE = re.compile(
    r"\b(?:sections?|headings?|parts?|in\s+(?:this|that|the\s+following)\s+order)\b[^.\n]{0,60}:\s*$",
    re.IGNORECASE,
)
"""Prose that says the subsections below are the parts of the answer ("Your response must
contain these sections, in this order:")."""


def section_format(title: str, intro: str, heads: list[tuple[int, str]]) -> Checklist | None:
    """An answer format written as the section's subsections ("## Output format" and "Your
    response must contain these sections, in this order:" over "### Summary", "### Root
    cause", "### Fix"): each subsection's title is a section the answer shows, in that
    layout. ``heads``: (line, title) of each direct subsection. Without prose that says
    they are the answer's parts (subsections may be cases: "### For new skills"), none."""
    said = intro.strip()
    if not (2 <= len(heads) <= MAX_STEPS and _SUBSECTIONS_CUE.search(said[-300:])):
        return None
    if not (names_answer_format(title) or ANSWER_CUE.search(said)):
        return None
    items = [(line, [head.strip("`*: ").strip()], "number") for line, head in heads]
    block = _Block(heads[0][0], said[-400:], items, [])
    parsed = _checklist(title, block, "the answer's sections, written as subsections", heads[0][0])
    if parsed is None:
        return None
    why = "the answer's sections, written as subsections, in their layout"
    return replace(
        parsed,
        role="answer",
        is_answer=True,
        ordered=bool(ORDER_CUE.search(said) or ORDER_CUE.search(title)),
        template=True,
        reason=why,
    )


def _texts(checklist: Checklist) -> tuple[str, ...]:
    return tuple(step.text for step in checklist.steps)


def _in_section(title: str, line: int, own: str) -> list[Checklist]:
    """A section's checklists: the first list (or step table) under a heading that names a
    checklist or answer format, lists an order or answer cue introduces, a step table,
    and inline arrow sequences."""
    found: list[Checklist] = []
    lines = unquote_lists(own.split("\n"))
    blocks = _items(lines, line + 1)
    taken: set[int] = set()
    task = _TASK_TITLE.match(title)
    procedure = _PROCEDURE_TITLE.match(title) is not None
    # "## Output" or "## Final answer" right over a list: what the answer holds
    output_list = bool(
        blocks and not blocks[0].intro and _OUTPUT_HEADING.fullmatch(title.strip(" #*:"))
    )
    if (
        _TITLE.search(title)
        or _ANSWER_TITLE.search(title)
        or output_list
        or (
            (_ORDER_TITLE.search(title) or ORDER_CUE.search(title))
            and blocks
            and blocks[0].items[0][2] in ("number", "titled")
        )
        or (
            (task is not None or procedure)
            and blocks
            and blocks[0].items[0][2] in ("number", "titled")
            and not blocks[0].intro
        )
    ):
        first = blocks[0] if blocks else _table_block(lines, line + 1, any_header=True)
        if first is None and _ANSWER_TITLE.search(title):
            # An answer format written as one arrow chain ("`Summary` → `Evidence` → `Fix`")
            first = next(
                (b for o, t in _prose_lines(lines) if (b := arrow_block(t, line + 1 + o))),
                None,
            )
        if first is not None:
            # a task's steps are for prompts that ask for the task, unless the author scoped them
            tasked = (
                (task is not None or procedure)
                and not _TITLE.search(title)
                and not _ANSWER_TITLE.search(title)
                and not _scope(first.intro)
            )
            cue = (
                "the heading names a task and a numbered list follows it"
                if tasked and task is not None
                else "the heading names the workflow and a numbered list follows it"
                if tasked
                else "the heading names a checklist, an answer format or an order"
            )
            parsed = _checklist(title, first, cue, line)
            if parsed and output_list and parsed.role != "answer":
                parsed = replace(parsed, role="answer", is_answer=True)
            if parsed and tasked and task is not None:
                parsed = replace(parsed, scope=(task["verb"] or task["doing"]).lower())
            elif parsed and tasked:
                parsed = replace(parsed, scope="a workflow", procedure_asked=True)
            if parsed:
                found.append(parsed)
                taken.add(first.line)
    found += [c for b in blocks if b.line not in taken if (c := _cued(title, b)) is not None]
    if not _TITLE.search(title):
        table = _table_block(lines, line + 1)
        ordered_rows = table is not None and table.items[0][2] == "row"
        # a numbered table of things is a list of pitfalls (or of nothing to do)
        things = table is not None and table.items[0][2] == "thing" and _PITFALLS.search(title)
        if table is not None and (
            ordered_rows
            or things
            or ORDER_CUE.search(table.intro)
            or _MANDATORY.search(table.intro)
        ):
            parsed = _checklist(title, table, "a step table", table.line)
            if parsed:
                found.append(parsed)
    for offset, text in _prose_lines(lines):
        inline = _inline_block(text, line + 1 + offset)
        if inline is None and ANSWER_CUE.search(text) and ORDER_CUE.search(text):
            # "Always answer with **Summary**, **Root cause** and **Fix**, in that order."
            inline = label_run(text, line + 1 + offset)
        if (
            inline is not None
            and inline.line not in taken
            and not any(b.line == inline.line for b in blocks)
        ):
            parsed = _checklist(title, inline, "an inline sequence with an order cue", inline.line)
            if parsed:
                found.append(parsed)
    # the section's paragraphs, read only where nothing above was found
    paragraphs = [] if found else _paragraphs(lines)
    # "output a JSON object with keys `area`, `severity` and `summary`": the keys it names
    keyed = next((b for o, t in paragraphs if (b := _keyed_output(t, line + 1 + o))), None)
    parsed = (
        _checklist(title, keyed, "the keys of the output it names", keyed.line) if keyed else None
    )
    if parsed:
        found.append(replace(parsed, role="answer", is_answer=True, ordered=False, reason=KEYED))
    if not found and not blocks and _OUTPUT_HEADING.fullmatch(title.strip(" #*:")):
        # "## Output / Return layout and identities, public API/demo, metadata and
        # registrations, ...": what the answer returns, listed in one sentence
        returned = next((b for o, t in paragraphs if (b := _returned_block(t, line + 1 + o))), None)
        parsed = (
            _checklist(title, returned, "the output section lists what to return", line)
            if returned
            else None
        )
        if parsed:
            found.append(
                replace(parsed, role="answer", is_answer=True, ordered=False, reason=OUTPUT_LIST)
            )
    cued = [(t, _TEMPLATE_CUE) for t in template_blocks(lines, line + 1)]
    cued += [(t, _SKELETON_CUE) for t in heading_templates(lines, line + 1)]
    for template, introduced in cued:
        # a fence right under its heading ("### Summary format") is introduced by the title
        if not introduced.search(template.intro or title):
            continue
        parsed = _checklist(title, template, "a fill-in template the answer shows", line)
        if parsed:
            # its labels, in its layout, are what an answer that fills it shows
            why = "a fill-in template the answer shows, in its layout"
            found.append(
                replace(
                    parsed, role="answer", is_answer=True, ordered=True, template=True, reason=why
                )
            )
    return found


_TEMPLATE_CUE = re.compile(
    r"\b(?:template|format)\b"
    r"|\b(?:state|report|show|emit|fill|write|produce|present|answer|respond|reply|output)\w*\b"
    r"[^.\n]{0,120}:\s*$",
    re.IGNORECASE,
)
"""The introduction of a fill-in template the answer shows ("Show the user this template
filled with their answers", "For every major architectural change state:")."""


KEYED = "a sentence names the keys of the object the answer outputs"
_KEYED_OUTPUT = re.compile(
    r"\b(?:output|return|respond|reply|emit|print|produce|give)\w*\s+(?:with\s+)?"
    r"(?:(?:a|an|the|one)\s+)?(?:single\s+)?(?:JSON|YAML)(?:\s+(?:object|document|dict|block|"
    r"map))?\s+(?:with|containing|that\s+has|holding)\s+(?:the\s+|exactly\s+)?(?:top-level\s+)?"
    r"(?:keys?|fields?|properties)\s*:?\s+"
    r"(?P<names>`[^`\n]{1,60}`(?:\s*,\s*(?:and\s+|or\s+)?`[^`\n]{1,60}`|\s+(?:and|or)\s+"
    r"`[^`\n]{1,60}`){1,14})",
    re.IGNORECASE,
)
"""A sentence that names the keys of the object the answer outputs ("output a JSON object
with keys `area`, `severity`, and `summary`"): each key, named exactly, is in the answer."""


def _keyed_output(text: str, line_no: int) -> _Block | None:
    """The keys a sentence names for the object the answer outputs (see
    :data:`_KEYED_OUTPUT`), as a block of one item a key; None for another sentence."""
    m = _KEYED_OUTPUT.search(text[:2_000])
    if m is None or " or " in m["names"]:
        return None  # "with keys `a` or `b`": alternatives, not each required
    keys = re.findall(r"`([^`\n]{1,60})`", m["names"])
    if len(keys) < 2:
        return None
    return _Block(
        line_no, text[: m.start()].strip(), [(line_no, [f"`{k}`"], "bullet") for k in keys], []
    )


OUTPUT_LIST = "the output section lists what the answer returns"
"""The reason given an output section's one-sentence list: it names what the answer holds
but no order or names to grade, so a skill's other checklists come first."""
_OUTPUT_HEADING = re.compile(
    r"(?:the\s+|your\s+|expected\s+)?(?:outputs?|response|reply|answer|final\s+(?:answer|"
    r"response|report|output)|deliverables?|what\s+to\s+(?:return|report|deliver))",
    re.IGNORECASE,
)
"""A heading that is the answer's output itself ("## Output", "## Deliverables")."""
_RETURNS = re.compile(
    r"^\s*(?:Return|Report|Include|Give|List|Provide|State|Present|Deliver|Show)\s+"
    r"(?P<items>[^.:;]{10,600}?)\s*(?:\.|$)"
)
"""A sentence that lists what the answer returns ("Return layout and identities, public
API/demo, ... and final worktree state.")."""


def _paragraphs(lines: list[str]) -> list[tuple[int, str]]:
    """The prose paragraphs of ``lines`` (wrapped lines joined), each with the offset of its
    first line."""
    out: list[tuple[int, str]] = []
    held: list[str] = []
    start = 0
    for offset, text in _prose_lines(lines) + [(len(lines) + 1, "")]:
        if held and (offset != start + len(held) or not text.strip()):
            out.append((start, " ".join(held)))
            held = []
        if text.strip():
            if not held:
                start = offset
            held.append(text.strip())
    return out


def _returned_block(text: str, line_no: int) -> _Block | None:
    """The items of a sentence that lists what the answer returns, three or more joined by
    commas (each of one to eight words); None when ``text`` is not such a sentence."""
    m = _RETURNS.match(text)
    if m is None:
        return None
    parts = [p.strip() for p in re.split(r",\s+(?:and\s+)?", m["items"]) if p.strip()]
    if len(parts) < 3 or not all(1 <= len(p.split()) <= 8 for p in parts):
        return None
    return _Block(line_no, "", [(line_no, [p], "bullet") for p in parts], [])


_SKELETON_CUE = re.compile(
    r"\b(?:template|format)\b"
    r"|\b(?:present|report|show|respond|reply|answer|output|summari[sz]e|return)\w*\b"
    r"[^.\n]{0,120}:\s*$",
    re.IGNORECASE,
)
"""The introduction of a heading skeleton the answer shows ("present a summary to the
user:", "After completing linking, return a summary:"); a file's layout ("The session file
holds its state:") has none."""


def _cued(title: str, block: _Block) -> Checklist | None:
    """A list that says itself it is a checklist: checkbox "Step N" items, or prose before
    it with an order cue, or an answer cue that introduces a list."""
    cue_text = block.intro
    stepped = all(_STEP_LABEL.match(" ".join(p)) for _, p, _ in block.items)
    if stepped and {k for _, _, k in block.items} == {"box"}:
        return _checklist(title, block, "a checkbox list of Step N items", block.line)
    if ORDER_CUE.search(cue_text):
        return _checklist(title, block, "an order cue introduces the list", block.line)
    # the sentence that leads into the list ("... never answers the question. Apply the
    # rubric. In particular:" speaks of no answer)
    said = _introducing(cue_text)
    cue = ANSWER_CUE.search(said)
    if (
        cue
        and _LIST_CUE.search(cue_text)
        and not _answers_asked(said[: cue.start()])
        and not _answered_by_other(said[: cue.start()])
    ):
        return _checklist(title, block, "an answer cue introduces the list", block.line)
    if _PRODUCE_CUE.search(cue_text):
        return _checklist(
            title, block, "the work is told to produce what the list holds", block.line
        )
    if _lists_report_sections(title, cue_text):
        return _checklist(
            title, block, "the list names the sections of the report the work writes", block.line
        )
    return None


_SECTIONS_CUE = re.compile(
    r"\b(?:include|use|add|with|has|have|contains?)\s+(?:these|the\s+following)\s+"
    r"(?:[a-z-]+\s+)?sections?\b[^.\n]{0,40}:\s*$",
    re.IGNORECASE,
)
"""A list of the sections of what the work writes ("Include these sections:" under "Write the
report"): that report's format, graded where an answer presents the report."""


def _lists_report_sections(title: str, intro: str) -> bool:
    """Whether a list under ``title``, introduced by ``intro``, names the sections of the
    report the work writes (see :data:`_SECTIONS_CUE`)."""
    return _SECTIONS_CUE.search(intro) is not None and _REPORT_TITLE.search(title) is not None
