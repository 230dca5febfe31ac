"""Derive the checks an answer to a case must pass: ``derive_checks(skill, case)``.

Sources, in order: the skill's answer checklist (when the case targets the skill), the
case's ground truth, expected behaviours and typed assertions. card.yaml adds risk
trigger terms. Explicit ``checks`` in the eval item replace or extend what is derived.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from dataclasses import replace
from functools import lru_cache
from itertools import islice

from skilleval.errors import InputError
from skilleval.grading.model import LABEL, Check, Step
from skilleval.grading.needs import (
    AND_NOT,
    EVERY_NAMED_FILE,
    FRAMING_TAIL,
    JUDGE_RUBRIC,
    LENIENCY,
    QUALITY,
    USER_PATH,
    VERSION,
    WITH_TOOL,
    as_statement,
    fact_need,
    figures,
    is_process_behavior,
    is_prohibition,
    only_given_figures,
    parse_need,
    split_facts,
    truth_sentences,
    undecidable_prohibition,
)
from skilleval.grading.registry import check_params
from skilleval.language.identifiers import imported_modules, split_key_value
from skilleval.language.matching import ASIDE, find_identifier, phrase_stems
from skilleval.language.numbers import COUNT_WORDS, numeric_fact
from skilleval.language.text import analyse, content_words, stem
from skilleval.loading.checklists import (
    OUTPUT_LIST,
    PROCEDURE_ASK,
    STRUCTURED_ASK,
    Checklist,
    is_report_template,
    names_answer_format,
)
from skilleval.loading.evalcase import EvalCase
from skilleval.loading.listblocks import ChecklistStep
from skilleval.loading.skill import Skill
from skilleval.rubric.callouts import (
    PROHIBITION_STEP,
    callout_terms,
    forbidden_clause,
    is_risk_step,
)
from skilleval.rubric.conduct import (
    SkillMarks,
    answers_check,
    application_check,
    conduct_checks,
    conduct_of,
    expected_answers,
    keeps_prompt,
    owners,
    presents_workflow,
    routed_names,
    skill_marks,
)
from skilleval.rubric.steps import (
    OPTIONAL_CUE,
    condition_applies,
    field_applies,
    is_optional_step,
    required_fields,
    short_label,
    skill_document,
    step_anchors,
    step_head,
    step_keywords,
    step_shape,
)
from skilleval.rubric.wrong_forms import marked_wrong
from skilleval.schemas import schema_errors

_CHECKLIST_CACHE: dict[tuple[str, str, int], list[Check]] = {}

ASKS_FIRST = re.compile(
    r"^\W*(?:the\s+)?(?:agent|skill|assistant|model|it)\s+(?:first\s+)?asks\b[^.]{0,160}?"
    r"\bbefore\s+(?:\w+\s+)?(?:generat|produc|writ|build|creat|plan|giv|answer|propos)\w*"
    r"|^\W*before\s+(?:\w+\s+){0,2}(?:generat|produc|writ|build|creat|plan|giv|answer|propos|"
    r"recommend)\w*[^,.]{0,80},\s*(?:the\s+)?(?:agent|skill|assistant|model|it)\s+"
    r"(?:first\s+)?asks\b"
    r"|\basks\s+(?:a\s+|one\s+)?clarifying\s+questions?\b",
    re.IGNORECASE,
)
"""A case whose reference answer asks the user first ("Skill asks the user all 7
configuration questions ... before generating a pipeline")."""


def checklist_checks(skill: Skill, checklist: Checklist, case: EvalCase) -> list[Check]:
    """fields, order and callout checks from an answer checklist.

    Derived once per skill folder and version (which names are the skill's own documents
    depends on the folder); only a conditional callout's ``required`` depends on the prompt.
    """
    key = (str(skill.path), skill.digest, checklist.line)
    if key not in _CHECKLIST_CACHE:
        if len(_CHECKLIST_CACHE) > 256:
            _CHECKLIST_CACHE.clear()
        _CHECKLIST_CACHE[key] = _derive_checklist(skill, checklist)
    steps = {f"{kind}-step{s.index}": s for s in checklist.steps for kind in ("callout", "fields")}
    asked = frozenset(phrase_stems(case.prompt))
    own = own_name_stems(skill)
    listed = [f for c in _CHECKLIST_CACHE[key] if c.kind == "fields" for f in c.fields]
    named = _named_by_case(case, listed) if checklist.role != "answer" else None
    checks = []
    for c in _CHECKLIST_CACHE[key]:
        if c.kind == "callout" and c.id in steps:
            c = replace(c, required=condition_applies(steps[c.id].text, case.prompt))
        elif c.kind == "fields" and c.id in steps:
            needed = tuple(
                f
                for f in c.fields
                if field_applies(f, steps[c.id].text, asked, own) and (not named or f in named)
            )
            if not needed:
                continue
            if needed != c.fields:
                label = f"step {steps[c.id].index} names {', '.join(needed)}"
                c = replace(c, fields=needed, label=label)
        checks.append(c)
    return checks


def _named_by_case(case: EvalCase, fields: list[str]) -> frozenset[str]:
    """The names of a procedure or verification list that the case's ground truth or
    behaviours name too. Where the case names some, it asks for those: the others are the
    author's detail of a step ("6. **__init__.py** -- Re-export the main model class"), which
    an answer the case expects need not repeat; where it names none, it says nothing of
    which."""
    if not fields:
        return frozenset()
    expected = analyse(expected_text(case)[:200_000])
    return frozenset(f for f in fields if find_identifier(expected, f) is not None)


_PRECONDITION = re.compile(
    r"\b(?:never|do\s+not|don'?t|must\s+not)\s+[a-z]+\s+(?:[\w-]+\s+){0,3}?"
    r"(?:without|until|before|unless)\b",
    re.IGNORECASE,
)
"""A prohibition that sets a precondition ("Never formulate without stating the
objective"): it asks for the other thing first; there is no hazard to warn about."""


_OWN_REPORTING = re.compile(
    r"\b(?:never|do\s+not|don'?t|must\s+not)\s+(?:infer|guess|invent|fabricate|assume|"
    r"speculate|extrapolate|make\s+up)\b",
    re.IGNORECASE,
)
"""A prohibition on how the answer reports ("Never infer status"): kept by reporting only
what was seen; there is no hazard for the user to be warned of."""


_DELEGATED = re.compile(
    r"\b(?:never|do\s+not|don'?t|must\s+not)\s[^.;]{0,200}?\b(?:directly|yourself|by\s+hand|"
    r"in\s+this\s+skill)\b[^.]{0,200}?\b(?:owns|handles|is\s+responsible\s+for|delegate\s+to|"
    r"hand\s+(?:it\s+)?off\s+to|route\s+(?:it\s+)?to)\b",
    re.IGNORECASE,
)
"""A prohibition that hands the deed to its owner ("Do not probe runtimes directly in this
skill; `setup-x` owns the probe"): it asks for the handoff; there is no hazard to warn
about."""


_CONTENT_ITEM = re.compile(r"^\W*(?:also\s+)?(?:include|mention)\s", re.IGNORECASE)
"""A checklist item that asks for content to include ("Include the default mappings: ..."),
not a step of the answer's sequence."""


_ASKS_FIRST_STEP = re.compile(
    r"\W*(?:what|why|how|which|who|where|when|does|do|is|are|can|should|will|would)\b"
    r"[^.?!\n]{0,300}\?(?:\s|$)",
    re.IGNORECASE,
)
"""A step that opens with a question, asked with a question word ("What credible regression
makes it fail?"), before what explains it."""


_STANDING_RULE = re.compile(
    r"^\W*(?:prefer|favou?r|avoid|keep|never|always|don'?t|do\s+not)\b", re.IGNORECASE
)
"""A step of a procedure that states a rule held throughout ("Prefer documented `nat serve`
... over ad hoc servers", "Keep YAML runnable from the root"): no place in its sequence."""


def _derive_checklist(skill: Skill, checklist: Checklist) -> list[Check]:
    """Checks from a checklist: the fields its steps name, their order, and a callout for
    each risk or prohibition step. A procedure or verification list applies only to
    answers that take it up (its checks are conditional on walking through its steps)."""
    # a step written as a heading speaks by its title; its section's text is detail
    said = {s.index: step_head(s.text) if checklist.headed else s.text for s in checklist.steps}
    # a step that is a question ("**Forbidden dependencies:** what dependency directions must
    # not appear?") asks what to settle; it warns of nothing
    # ... and so does one that opens with its question ("Why does existing coverage not
    # already catch that failure? Each contract has one primary test owner ...")
    asked = {
        s.index
        for s in checklist.steps
        if said[s.index].rstrip(" *_`").endswith("?") or _ASKS_FIRST_STEP.match(said[s.index])
    }
    risk_steps = [
        s for s in checklist.steps if s.index not in asked and is_risk_step(said[s.index])
    ]
    prohibition_steps = [
        s
        for s in checklist.steps
        if s not in risk_steps
        and s.index not in asked
        and PROHIBITION_STEP.search(said[s.index])
        and not _PRECONDITION.search(said[s.index])
        and not _DELEGATED.search(said[s.index])
        and not _OWN_REPORTING.search(said[s.index])
    ]
    whole = checklist.role == "answer"
    checks = _field_checks(skill, checklist, risk_steps)
    ordered_steps = [
        s
        for s in checklist.steps
        if whole or not (is_optional_step(s, skill.body) or _STANDING_RULE.match(said[s.index]))
    ]
    if whole:
        # "5. Validate ... 6. Include the exact meshes ... 7. Include the default mappings":
        # the closing "Include ..." items ask for content, not a place after the last step
        # (an answer of five bullets puts the meshes in its scale bullet); their names are
        # still required (fields).
        while len(ordered_steps) > 2 and _CONTENT_ITEM.match(ordered_steps[-1].text):
            ordered_steps.pop()
    steps = tuple(
        Step(
            label=short_label(s.text, 60),
            anchors=step_anchors(s, checklist.steps),
            keywords=step_keywords(s, checklist.steps),
            shape="label"
            if checklist.template
            else step_shape(s.text)
            if checklist.role == "answer"
            else "",
            optional=is_optional_step(s, skill.body),
        )
        for s in ordered_steps
    )
    if checklist.ordered and len(ordered_steps) >= 2:
        checks.append(
            Check(
                id="order",
                kind="order",
                label=f"presents the {len(steps)} checklist steps in order",
                source=f"checklist '{short_label(checklist.title, 50)}'",
                steps=steps,
            )
        )
    report = is_report_template(checklist)
    for step in risk_steps + prohibition_steps:
        group_a, group_b, fixes = callout_terms(step.text, skill)
        if not group_a or not group_b:
            continue
        # A procedure's or verification list's "do not ..." is a rule of the work: kept by
        # not doing it as much as by saying it (an answer checklist's must be said).
        # An answer checklist's keeps the rule's words too: saying that what it forbids
        # removing is kept ("the recipe entry stays in place") says the rule. A report's
        # section rule ("**Triage queue** — ... Do not assess these issues") is the
        # writer's, kept by not doing it.
        rule = "" if step in risk_steps else forbidden_clause(step.text)
        if report and rule and not parse_need(rule, True).action:
            # "**Community pull requests** — ... Do not recommend PRs": a rule against naming
            # what the section lists would forbid the section itself; it is the writer's
            # caution about judging them, which its words cannot tell apart
            continue
        checks.append(
            Check(
                id=f"callout-step{step.index}",
                kind="callout",
                label=(
                    f"warns: {group_a[0]} + {group_b[0]}"
                    if group_a != group_b
                    else f"warns about {group_a[0]}"  # one subject, no pair named
                ),
                source=f"checklist step {step.index}",
                triggers=(tuple(group_a), tuple(group_b)),
                fixes=tuple(tuple(f) for f in fixes),
                negative=bool(rule) and (not whole or report),
                text=rule,
            )
        )
    if (not whole or report) and len(steps) >= 2:
        # a report's sections, listed in any order ("Summarize to the user: - ... - ..."),
        # apply to an answer that makes the report, as a procedure's steps apply to one
        # that walks through them
        checks = [replace(c, conditional=True, steps=c.steps or steps) for c in checks]
    return checks


def _asked_part(text: str) -> str:
    """An answer-format item without the later sentences that explain it ("Retries and
    `/regenerate` calls count separately ...", "`/pipeline/upload-usd` is an accepted
    upload-only request"): their names say how to count or read, not what to report."""
    first, *rest = re.split(r"(?<=[.;])\s+", text)
    kept = [p for p in rest if not _EXPLAINS.match(p) or _ASKS_IN_ITEM.search(p)]
    return " ".join([first, *kept])


_EXPLAINS = re.compile(
    r"^\W*(?:[\w`/.(),*'-]+\s+){0,6}?(?:is|are|counts?|contributes?|means?|remains?|stays?|"
    r"becomes?)\b",
    re.IGNORECASE,
)
_ASKS_IN_ITEM = re.compile(
    r"\b(?:must|should|always|include|report|list|name|give|state|show|record)\b", re.IGNORECASE
)


_ANY_OF = re.compile(r"\W*(?:any|each|every)\s+(?:[\w-]+\s+)?`", re.IGNORECASE)
"""A step said of whichever of its names the answer uses ("Any `/goal` `/loop` mechanic is
flagged ...")."""


_CHOICE_AMONG = re.compile(
    r"\W*(?:pick|choose|select|decide\s+on)\s+(?:an?|one|the)\s+(?:[\w-]+\s+){0,3}?"
    r"[\w-]+\s*\((?=[^()]*,)",
    re.IGNORECASE,
)
"""A step that picks one of the options it lists in parentheses ("Pick an entrypoint
(analytics 2D / 3D, search_and_alerts, public_safety, ...)")."""


def _field_checks(
    skill: Skill, checklist: Checklist, risk_steps: list[ChecklistStep]
) -> list[Check]:
    """An answer checklist requires every field its steps name; a procedure or verification
    list only those in each required step's head (the rest is the author's elaboration,
    which a good answer need not repeat)."""
    checks: list[Check] = []
    whole = checklist.role == "answer"
    for step in checklist.steps:
        if step in risk_steps or (not whole and is_optional_step(step, skill.body)):
            continue
        if whole and OPTIONAL_CUE.search(step_head(step.text)):
            # "Key artifacts when present: - `a.json` ... - `b.usda` ...": the lead's
            # condition holds for every item under it
            continue
        if _CHOICE_AMONG.match(step_head(step.text)):
            # "Pick an entrypoint (analytics 2D / 3D, search_and_alerts, public_safety)":
            # the options to choose from, one of which the answer takes
            continue
        if _ANY_OF.match(step.text):
            # "Any `/goal` `/loop` `/schedule` mechanic is flagged": what is said of each one
            # the answer uses, not names it must give
            continue
        fields = [
            f
            for f in required_fields(_asked_part(step.text) if whole else step_head(step.text))
            if not skill_document(skill, f) and (whole or " " not in f)
        ]
        if fields:
            entry = "" if checklist.ordered else _row_entry(step.text, fields)
            checks.append(
                Check(
                    id=f"fields-step{step.index}",
                    kind="fields",
                    label=f"step {step.index} names {', '.join(fields)}"
                    + (f" (where it discusses {entry})" if entry else ""),
                    source=f"checklist step {step.index}",
                    fields=tuple(fields),
                    entry=entry,
                )
            )
    if whole and checklist.note_identifiers:
        fields = [
            i
            for i in required_fields(_asked_in(checklist.notes))
            if i in checklist.note_identifiers and not skill_document(skill, i)
        ]
        if fields:
            checks.append(
                Check(
                    id="fields-notes",
                    kind="fields",
                    label=f"also names {', '.join(fields)}",
                    source="checklist notes",
                    fields=tuple(fields),
                )
            )
    return checks


_ASKS = re.compile(
    r"^\W*(?:also\s+|and\s+|then\s+|always\s+)*(?:state|say|name|mention|include|give|report|"
    r"list|add|show|cite|note|tell|explain|point\s+out|call\s+out|recommend|use|set|pass|run|"
    r"return|put|write|keep|confirm|quote|describe|end|start|warn)\b"
    r"|\b(?:must|should|needs?\s+to|has\s+to|have\s+to)\b",
    re.IGNORECASE,
)
"""A sentence of a checklist's notes that asks the answer for something ("Also state that MLM
needs X", "The answer must name Y"), not one that describes ("Canonical artifacts are under
X", "`train.log` contains final training only")."""


def _asked_in(notes: str) -> str:
    """The sentences of a checklist's notes that ask for something (:data:`_ASKS`)."""
    sentences = re.split(r"(?<=[.!?])\s+(?=[A-Z`*])|\n\s*\n", notes)
    return " ".join(s for s in sentences if _ASKS.search(s))


_ENTRY_NAME = re.compile(r"(?=[^`]*[A-Z0-9])[\w.+-]+(?: [\w.+-]+){0,3}")
"""A row's first cell that names a thing: up to four words, a capital or a digit among
them, no code ("DSV3", "Qwen3 235B", "H100")."""


def _row_entry(text: str, fields: list[str]) -> str:
    """The name a lookup-table row is about ("Qwen3 30B — 16×H100 — HybridEP — TP=1, ..."
    -> "Qwen3 30B"), or "" for a list item or a row of steps. Its rows are alternatives:
    an answer about DSV3 need not give the Qwen3 row's layout."""
    cells = text.split(" — ")
    first = cells[0].strip()
    if (
        len(cells) < 3
        or len(first) > 30
        or not _ENTRY_NAME.fullmatch(first)
        or any(first in f or f in first for f in fields)
    ):
        return ""
    return first


_WORKFLOW_TITLE = re.compile(r"\b(?:workflow|phases?|steps?|procedure|process)\b", re.IGNORECASE)
"""A section that is the skill's own way of doing its task ("Phases (run in order)"), not
an order the system keeps ("Infrastructure Application Order")."""


def expected_text(case: EvalCase) -> str:
    """What the case says a good answer holds: its ground truth and behaviours."""
    return " ".join([case.ground_truth or "", *(b.text for b in case.behaviors)])


def select_checklist(skill: Skill, prompt: str, expected: str = "") -> tuple[Checklist | None, str]:
    """The checklist a prompt's answer is graded against, and why (or why none).

    A checklist scoped by its author ("For MoE questions, ...") applies only to prompts
    that share a word with the scope, or whose expected answer does (``expected``: the
    case's ground truth and behaviours; "For recipe questions" applies to "Run X on my
    board" when the answer expected is "a docker run recipe"), or that name the skill.
    Among the rest an answer
    checklist wins, then the one whose text shares most with the prompt; a procedure or
    verification list that shares nothing with the prompt is not applied.
    """
    candidates = skill.graded_checklists
    if not candidates:
        return None, "no answer checklist in SKILL.md"
    asked = set(phrase_stems(prompt))
    named = skill.name in prompt
    structured = bool(STRUCTURED_ASK.search(prompt))
    scoped_by = asked | set(phrase_stems(expected)) if expected else asked
    own = own_name_stems(skill)
    procedure_asked = PROCEDURE_ASK.search(prompt[:20_000]) is not None
    in_scope = [
        c
        for c in candidates
        if (
            procedure_asked
            if c.procedure_asked
            else not c.scope or named or _within(c.scope, scoped_by, own)
        )
        and (structured or not c.structured)
    ]
    if not in_scope and candidates[0].structured:
        return None, "the checklist is for structured answers and the prompt asks for none"
    if not in_scope:
        return None, f"the prompt is outside the checklist's scope ({candidates[0].scope})"
    cap = answer_cap(prompt)
    if cap is not None:
        # "Keep the answer to at most five bullets": a procedure of more steps than that is
        # not what the case asks to see presented; an answer checklist still is.
        fitting = [
            c
            for c in in_scope
            if c.role == "answer" or sum(not is_optional_step(s) for s in c.steps) <= cap
        ]
        if not fitting:
            return None, (
                f"the prompt caps the answer at {cap} items; the checklist "
                f"'{in_scope[0].title}' has more required steps"
            )
        in_scope = fitting
    relevance: dict[int, float] = {}
    for checklist in in_scope:
        text = " ".join([checklist.title, checklist.intro] + [s.text for s in checklist.steps])
        have = set(phrase_stems(text))
        relevance[checklist.line] = len(have & asked) / (math.sqrt(len(have)) + 1)
    # The answer format the author heads as one ("## Output contract") or scopes to such
    # prompts outranks a list an answer cue introduces inside a step ("For every supplied
    # rank, report:"), which is part of the work, not the shape of the whole answer.
    best = min(
        in_scope,
        key=lambda c: (
            c.reason == OUTPUT_LIST,  # a sentence of what to return grades nothing yet
            c.role != "answer",
            not (c.scope or names_answer_format(c.title)),
            -relevance[c.line],
            c.line,
        ),
    )
    # The skill's one workflow, for a prompt that asks for the skill's own task (words of
    # its name: "Upgrade pipecat-ai ..." for upgrade-pipecat), applies whatever its words.
    own_task = (
        len(candidates) == 1
        and bool(_WORKFLOW_TITLE.search(best.title))
        and len(asked & set(phrase_stems(skill.name))) >= 2
    )
    if best.role != "answer" and relevance[best.line] == 0 and not own_task:
        return None, "no checklist shares a word with the prompt"
    why = f"'{best.title}' (line {best.line}, {best.role}): {best.reason}"
    if len(candidates) > 1:
        why += f"; chosen among {len(candidates)} checklists"
    return best, why


_NUMBER_WORDS = COUNT_WORDS[1:11]  # one to ten
_CAP = re.compile(
    r"\b(?:at\s+most|no\s+more\s+than|not\s+more\s+than|up\s+to|maximum\s+of|max\.?|"
    r"under|fewer\s+than|less\s+than)\s+(?P<n>\d{1,2}|"
    + "|".join(_NUMBER_WORDS)
    + r")\s+(?:short\s+|concise\s+|brief\s+)?(?:bullets?|bullet\s+points|points|items|lines|"
    r"sentences|steps)\b"
    r"|\b(?P<m>\d{1,2}|"
    + "|".join(_NUMBER_WORDS)
    + r")\s+(?:short\s+)?(?:bullets?|bullet\s+points|points|items|lines|sentences)\s+"
    r"(?:or\s+(?:fewer|less)|max(?:imum)?|at\s+most)\b",
    re.IGNORECASE,
)


def answer_cap(prompt: str) -> int | None:
    """The most bullets, items or sentences a prompt allows its answer ("Keep the answer to
    at most five bullets" -> 5), or None when it sets no such limit."""
    m = _CAP.search(prompt[:20_000])
    if m is None:
        return None
    said = (m["n"] or m["m"]).lower()
    number = _NUMBER_WORDS.index(said) + 1 if said in _NUMBER_WORDS else int(said)
    strict = re.match(r"(?:under|fewer|less)", m[0], re.IGNORECASE) is not None
    return number - 1 if strict else number


def own_name_stems(skill: Skill) -> frozenset[str]:
    """Stems of the skill's own name: in every prompt to it, so they tell no case apart."""
    return frozenset(phrase_stems(skill.name.replace("-", " ")))


def _within(scope: str, said: set[str], own: frozenset[str] = frozenset()) -> bool:
    """Whether a prompt (and its expected answer), as ``said`` stems, is within an author's
    scope: one of its alternatives ("OOM or CUDA graph") by the names it holds ("MoE
    sizing": MoE; a dense model's size is not it), or, naming none, by any of its words
    ("manual implementation": a manual loop). A name of the skill's own (``own``: SLURM in
    "text-only SLURM setup questions" of mcore-run-on-slurm) is in every prompt to it and
    tells none apart: the scope's other words decide."""
    for side in re.split(r"\s*,\s*|\s+or\s+|\s*/\s*", scope):
        named = [w for w in side.split() if _NAMED.search(w)]
        names = [w for w in named if not set(phrase_stems(w)) <= own]
        plain = [w for w in side.split() if not _NAMED.search(w)]
        if named and not names:
            # only the skill's own names: its other words decide, and a scope that is
            # nothing but the skill's own name ("For SLURM questions") holds as written
            if plain:
                side = " ".join(plain)
            else:
                names = named
        if names:
            if set(phrase_stems(" ".join(names))) <= said:
                return True
        elif said.intersection(set(phrase_stems(side)) - own or phrase_stems(side)):
            # "questions about disabling tests" of mcore-testing: every prompt to it is about
            # tests, so disabling is what scopes it
            return True
    return False


_NAMED = re.compile(r"[A-Z][\w-]*[A-Z]")
"""A word with capitals inside (MoE, OOM, CUDA, MLM-vs-Bridge): a name of the scope's own."""


def explicit_checks(case: EvalCase) -> list[Check]:
    """Parse the item's explicit checks; InputError (with path:line) when one is invalid."""
    checks: list[Check] = []
    counts: Counter[str] = Counter()
    for n, spec in enumerate(case.checks):
        errors = schema_errors("check", spec)
        if errors:
            raise InputError(f"case {case.id!r}: checks[{n}] {errors[0]}", case.source, case.line)
        check = Check.from_dict(spec, counts)
        try:
            check_params(check)
        except InputError as exc:
            raise InputError(
                f"case {case.id!r}: checks[{n}] {exc.message}", case.source, case.line
            ) from exc
        checks.append(check)
    return checks


def derive_checks(skill: Skill, case: EvalCase) -> list[Check]:
    """Every check for ``case`` (explicit checks replace or extend the derived ones)."""
    if case.checks and case.checks_mode == "replace":
        return explicit_checks(case)
    checks: list[Check] = []
    facts, conduct_facts = _ground_truth_facts(case)
    # A ground truth that describes the answer's qualities is a judgment, and one that grants
    # leeway ("X is optional") asks nothing: neither is facts to cover.
    qualities = [f for f in facts if QUALITY.search(f) or LENIENCY.search(f)]
    # "Identify X as the applicable skill and summarize its documented workflow": what the
    # answer does with the skill, graded as conduct (it presents the skill's own steps).
    workflows = [f for f in facts if case.targets_skill and presents_workflow(f)]
    facts = [f for f in facts if f not in qualities and f not in workflows]
    # What an answer that applied the skill would show (computed once): a negative case's
    # answer must not show it, a "presents the documented workflow" one must.
    shows_workflow = workflows or any(presents_workflow(b.text) for b in case.behaviors)
    if case.targets_skill and case.expected_skill in (None, skill.name):
        checklist, _ = select_checklist(skill, case.prompt, expected_text(case))
        if checklist is not None:
            listed = checklist_checks(skill, checklist, case)
            steps = next((c.steps for c in listed if c.steps), ())
            if steps and (
                ASKS_FIRST.search(case.ground_truth or "") or is_report_template(checklist)
            ):
                # The expected answer asks before it produces anything: the checklist of
                # what it would produce applies only to an answer that produces it. So does
                # a report's sections ("1. **Verdict:** ... 2. **Capture quality:** ..."):
                # an answer about how to do the work ("which rank should be analyzed?")
                # is not that report, one that writes the report keeps its order.
                listed = [replace(c, conditional=True, steps=c.steps or steps) for c in listed]
            elif shows_workflow:
                # "Outline the steps it prescribes": the skill's procedure is the answer,
                # so it applies whether or not the answer takes it up.
                listed = [replace(c, conditional=False) for c in listed]
            checks += listed
    # A case that asks no more than that the skill be used ("skill-used: <this skill>"), where
    # the skill's checklist asks nothing of the answer either, is met by an answer that
    # applies the skill (whether the skill loads at all is the discover arm's to judge)
    routed_only = (
        case.asserts_use
        and not (case.ground_truth or case.behaviors or case.assertions or case.checks)
        and all(c.conditional for c in checks)
    )
    marks = SkillMarks()
    if not case.targets_skill or shows_workflow or routed_only:
        marks = skill_marks(skill, case.prompt)
    if routed_only and (marks.names or marks.words):
        label = f"applies the {skill.name} skill"
        # its names and words show it: the skill's workflow is not what the case asks for
        applies = application_check(
            "conduct-applies-skill", label, "routing", label, marks, "presents_skill"
        )
        checks.append(replace(applies, anchors=()))
    checks += [
        application_check(
            "ground_truth-workflow" if n == 1 else f"ground_truth-workflow-{n}",
            short_label(fact),
            "ground truth",
            fact,
            marks,
            "presents_skill",
        )
        for n, fact in enumerate(workflows, start=1)
    ]
    checks += [
        Check(
            id="ground_truth-quality" if n == 1 else f"ground_truth-quality-{n}",
            kind="behavior",
            label=short_label(fact),
            source="ground truth",
            text=fact,
            process=True,
        )
        for n, fact in enumerate(qualities, start=1)
    ]
    if facts:
        checks.append(
            Check(
                id="ground_truth",
                kind="ground_truth",
                label=f"covers {len(facts)} key fact(s) of the ground truth",
                source="ground truth",
                facts=tuple(facts),
                threshold=0.7,
                given=tuple(
                    dict.fromkeys(
                        g
                        for f in facts
                        for g in _given(f, case.prompt) + _asked_value(f, case.prompt)[1]
                    )
                ),
                # "No: ..." to the prompt's yes-or-no question: an answer opening "Yes" differs
                answers_no=bool(_TRUTH_SAYS_NO.match(case.ground_truth or ""))
                and _YES_NO_QUESTION.search(case.prompt[:20_000]) is not None,
                fields=_forbidden_commands(facts, skill)
                if case.targets_skill
                else routed_names(facts, skill.name),
            )
        )
    if not case.targets_skill:
        checks += conduct_checks(skill, conduct_facts, marks)
        if not (facts or conduct_facts or case.behaviors) and (marks.anchors or marks.names):
            # A negative case that says nothing more ("skill-used: null") still says the
            # skill must not be applied.
            label = f"does not apply the {skill.name} skill"
            checks.append(application_check("conduct-skips-skill", label, "routing", label, marks))
        if not (facts or conduct_facts or case.behaviors or case.assertions):
            # ... and that the request is still answered: a bag of the skill's words applies
            # nothing, and answers nothing either
            checks.append(answers_check("routing", "answers the request itself"))
    checks += _behavior_checks(case, marks, code_words(skill), skill.body)
    expected = expected_answers(conduct_facts)
    if expected:  # the short answer the case names, for "answered it directly"
        checks = [
            replace(c, facts=expected) if c.conduct == "answers_directly" else c for c in checks
        ]
    if not case.targets_skill:
        # an answer that applies the skill instead has not answered the request itself
        checks = [
            replace(
                c,
                anchors=marks.anchors,
                fields=marks.names,
                skill_words=marks.words,
                request_words=marks.request,
            )
            if c.conduct == "answers_directly"
            else c
            for c in checks
        ]
    handed = (
        ()
        if case.targets_skill
        else owners(
            conduct_facts + [b.text for b in case.behaviors], skill.name, case.expected_skill
        )
    )
    if handed:  # the skills the case hands the request to, for "did not apply this one"
        # and for "answered it": a redirect to one of them is the answer the case wants
        checks = [
            replace(c, facts=handed)
            if c.conduct == "skips_skill"
            else replace(c, facts=c.facts + handed)
            if c.conduct == "answers_directly"
            else c
            for c in checks
        ]
    free = _free_settings(skill.body)
    if free:
        # a setting the skill itself shows with several values is the answer's to choose: the
        # ground truth's value for it is one choice, not the fact
        checks = [
            _free_given(c, free, case.prompt) if c.kind == "ground_truth" else c for c in checks
        ]
    checks += _assertion_checks(case, skill)
    if case.checks and case.checks_mode == "extend":
        checks += explicit_checks(case)
    if _WRITES_TEXT.search(case.prompt[:2000]):
        # "Write the PR description": a title and a body of "- #701" lines is that text
        checks = [replace(c, written=True) for c in checks]
    if _HOW_ASKED.match(case.prompt[:2000]):
        # "How do I grep only the .log files?": a command that does it is the answer
        checks = [replace(c, asks_how=True) for c in checks]
    if _terse_truth(case.ground_truth) or _asked_value(case.ground_truth or "", case.prompt)[0]:
        # "apple, mango, zebra": the case asks for a bare list, and an answer that is one
        # is no bag of words
        checks = [replace(c, terse=True) for c in checks]
    return checks


_SETTING = re.compile(
    r"(?<![\w.-])([A-Za-z_][A-Za-z0-9_]{2,60})\s*(?::\s*[A-Za-z_][\w\[\]]{0,30}\s*=|[:=])"
    r"[ \t]*[\"']?([-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)(?![\w.])"
)
"""A setting to a number in SKILL.md (``base_rank=16``, ``lr: 1e-4``, a signature's
``expert_rank_multiplier: float = 1.0``)."""


@lru_cache(maxsize=64)
def _free_settings(body: str) -> frozenset[str]:
    """Settings the skill shows with two or more values (``expert_rank_multiplier=0.5`` in
    one example, ``= 0.1`` in another, ``= 1.0`` as a default): a parameter each answer sets
    to its own need. Read once per skill, in its first 200,000 characters."""
    values: dict[str, set[float]] = {}
    for m in islice(_SETTING.finditer(body[:200_000]), 5_000):
        values.setdefault(m[1], set()).add(float(m[2]))
    return frozenset(k for k, v in values.items() if len(v) >= 2)


def _free_given(check: Check, free: frozenset[str], prompt: str) -> Check:
    """``check`` with the settings of its facts that the skill leaves free: an answer may
    set them to another value, unless the prompt asks for that value ("with rank 32")."""
    settings = [
        i
        for f in check.facts
        for i in parse_need(f).identifiers
        if (kv := split_key_value(i)) is not None
        and kv[0].rsplit(".", 1)[-1] in free
        and not re.search(rf"(?<![\w.]){re.escape(kv[1])}(?![\w.]|\.\d)", prompt)
    ]
    if not settings:
        return check
    return replace(check, free=tuple(dict.fromkeys(settings)))


_HOW_ASKED = re.compile(
    r"\s*(?:how\s+(?:do|can|could|should|would)\s+(?:I|we|you|one)|how\s+to)\b", re.IGNORECASE
)
"""A prompt that asks how to do something ("How do I ...", "How can we ...", "How to ...")."""
_WRITES_TEXT = re.compile(
    r"\b(?:write|draft|compose|prepare|produce|give\s+me)\s+(?:me\s+|up\s+)?"
    r"(?:(?:the|a|an|my|our|this)\s+)?(?:[\w./#-]+\s+){0,4}?"
    r"(?:description|message|title|body|changelog(?:\s+entry)?|release\s+notes?|subject(?:\s+line)?|"
    r"reply|announcement|delegation|hand-?off|brief|email|note)\b",
    re.IGNORECASE,
)
"""A prompt that asks for a short text to be written ("Write the PR description for ...",
"draft the commit message", "Write the delegation to the profiler")."""


def _terse_truth(truth: str | None) -> bool:
    """Whether a ground truth is itself a short bare list of terms ("apple, mango, zebra"),
    each of one or two words (not a telegraphic description: "Complete pipeline using
    ndd.readers.File, ndd.resize"), or one bare value ("42")."""
    if truth is None or not 0 < len(truth) <= 400:
        return False
    lines = [ln.strip() for ln in truth.strip().split("\n") if ln.strip()]
    if 2 <= len(lines) <= 6:
        # "Triple: pyproject.toml, uv.lock, docker/Dockerfile.ci.dev" over "Labels: Run
        # functional tests, Run MBridge tests": a line of short terms under each label
        labelled = [_LABELLED_TERMS.fullmatch(ln) for ln in lines]
        return all(
            m is not None
            and all(_LINE_TERM.fullmatch(p) for p in re.split(r",\s*(?:and\s+)?", m["terms"]))
            for m in labelled
        )
    # "Five: a.test.ts (unit), b.test.ts (accessibility), ...": a gloss in parentheses says
    # what a term is; the list is the terms
    listed = _LISTED_AFTER.fullmatch(ASIDE.sub("", truth.strip()))
    if listed is not None:
        # "... describes the TSV fields: index, branch, parent commit, ..., and description."
        # asks for that list; an answer that gives it bare has given what was asked
        terms = re.split(r",\s*(?:and\s+|or\s+)?|\s+and\s+", listed["terms"])
        if len(terms) >= 5 and all(_LINE_TERM.fullmatch(t) for t in terms):
            return True
    if len(truth) > 200:
        return False
    pieces = re.split(r",\s*(?:and\s+|or\s+)?", truth.strip().rstrip("."))
    if len(pieces) == 1:
        return numeric_fact(pieces[0]) is not None and len(pieces[0]) <= 40
    return all(_TERM.fullmatch(p) for p in pieces)


_TERM = re.compile(r"[\w.+'-]+(?: [\w.+'-]+)?")
_LISTED_AFTER = re.compile(r"[^:\n]{1,160}:\s*(?P<terms>(?:[^:;.\n]|\.(?=\w)){1,300}?)\.?")
"""A ground truth that is one lead and the list it names ("... describes the TSV fields:
index, branch, parent commit, ..., and description.")."""
_LABELLED_TERMS = re.compile(rf"{LABEL}\s*(?P<terms>\S.*?)\.?")
_LINE_TERM = re.compile(r"[\w./+'-]+(?: [\w./+'-]+){0,3}")
"""A term of a labelled line: a name or path, or a short label of up to four words."""


def _ground_truth_facts(case: EvalCase) -> tuple[list[str], list[str]]:
    """The ground truth's key facts, and (for a negative case) the facts about the agent's
    conduct, which are graded as conduct rather than as content."""
    if not case.ground_truth:
        return [], []
    facts = split_facts(case.ground_truth)
    if case.targets_skill:
        return facts, []
    # "The skill explicitly defers benchmark tasks to a separate skill": why the skill does
    # not apply, from its own text; no fact the answer states, nor conduct of its own
    facts = [f for f in facts if not _SKILL_SCOPE.match(f) and not _of_the_skill(f, case.skill)]
    conducts = [conduct_of(f, case.skill) for f in facts]
    conduct = [f for f, c in zip(facts, conducts, strict=True) if c]
    if not conduct:
        # "The agent should not activate the docs skill for a test fix ...": a sentence of
        # conduct however short (key facts leave out short process sentences); one that
        # hands the request to another skill ("... belongs to mcore-cicd") asks for routing,
        # not for the answer itself
        conduct = [
            t.strip()
            for t in truth_sentences(case.ground_truth)[:20]
            if conduct_of(t, case.skill) and not owners([t], case.skill, case.expected_skill)
        ][:1]
    return [f for f, c in zip(facts, conducts, strict=True) if not c], conduct


_SKILL_SCOPE = re.compile(
    r"^\W*(?:the|this)\s+(?:[\w-]+\s+)?skill(?:'s|’s)?(?:\s+[^.;]{0,40}?\s+section)?\s+"
    r"(?:explicitly\s+|also\s+|only\s+)?(?:excludes?|defers?|delegates?|covers?|"
    r"does\s+not\s+cover|doesn't\s+cover|is\s+(?:not\s+)?(?:for|about|scoped)|scopes?|"
    r"applies\s+only)\b",
    re.IGNORECASE,
)
"""A negative case's sentence about the skill's own scope ("The skill's 'Do not activate'
section explicitly excludes evaluation")."""


def _of_the_skill(fact: str, skill: str) -> bool:
    """Whether a negative case's sentence says what the skill itself does, calling it by its
    name's words ("The ingest benchmark measures how fast video is accepted ..." of
    vss-benchmark-video-ingest): why it does not apply, no fact the answer states."""
    m = _SUBJECT_DOES.match(fact)
    if m is None or not skill:
        return False
    named = {w.lower() for w in m["subject"].split()}
    return len(named) >= 2 and named <= set(skill.lower().split("-")) | {"skill"}


_SUBJECT_DOES = re.compile(
    r"^\W*(?:the|this)\s+(?P<subject>[a-z][\w-]*(?:\s+[a-z][\w-]*){1,3}?)\s+"
    r"(?:measures|covers|handles|answers|reports|benchmarks|says|is\s+(?:for|about|only)|"
    r"does\s+not|only)\b",
    re.IGNORECASE,
)


_BARE_CODE = re.compile(r"`([a-z][a-z0-9]{2,30}|[a-z][a-z0-9]*(?:-[a-z0-9]+){1,7})`")
"""A name written alone as code: a word (`ovrtx`) or a hyphenated key (`infer-dims`, a
runner's label `linux-amd64-gpu-rtxa6000-latest-1`)."""


def code_words(skill: Skill) -> frozenset[str]:
    """See :func:`_code_words` (once per SKILL.md text)."""
    return _code_words(skill.body)


@lru_cache(maxsize=64)
def _code_words(body: str) -> frozenset[str]:
    """Plain words SKILL.md writes only as code, never in its prose (`ovrtx`, `nvstreammux`):
    names of tools, so a behaviour that names one needs that name, not words around it."""
    prose = re.sub(r"```.*?(?:```|\Z)|`[^`\n]*`", " ", body, flags=re.DOTALL)
    said = {
        w.lower()
        for w in re.findall(r"(?<![\w./-])[A-Za-z][a-z0-9]*(?:-[a-z0-9]+)*(?![\w/-])", prose)
    }
    # a name of three or more hyphenated parts in a command block (`kubectl get secret
    # openshell-client-tls`) is a name of the same kind, written where commands are
    fenced = " ".join(re.findall(r"```.*?(?:```|\Z)", body[:200_000], flags=re.DOTALL))
    return frozenset(
        w for w in (*_BARE_CODE.findall(body), *_FENCED_NAME.findall(fenced)) if w not in said
    )


_FENCED_NAME = re.compile(r"(?<![\w./$@:=-])([a-z][a-z0-9]*(?:-[a-z0-9]+){2,7})(?![\w./:=-])")


_FORBIDDEN_OBJECT = re.compile(
    r"^\W*(?:(?:the\s+)?(?:agent|answer|model)\s+)?(?:do(?:es)?\s+not|don'?t|never|must\s+not|"
    r"should\s+not|avoids?)\s+(?:[a-z]+\s+(?:or\s+[a-z]+\s+)?)?(?:the\s+|an?\s+)?"
    r"(?P<name>[a-z][\w-]*)",
    re.IGNORECASE,
)
_TITLE_RUN = re.compile(r"[A-Z][a-z]+(?:\s+[A-Z][a-z]+){1,2}\b")


def _forbidden_commands(facts: list[str], skill: Skill) -> tuple[str, ...]:
    """The commands of a tool and its subcommand that the ground truth's prohibitions name
    in plain words where the skill writes them as code ("Do not run complexa generate")."""
    return tuple(
        dict.fromkeys(
            c
            for f in facts
            if fact_need(f).negative
            for c in _forbidden_code(f, frozenset(), skill.body)
            if " " in c
        )
    )


def _forbidden_code(text: str, names: frozenset[str], body: str = "") -> tuple[str, ...]:
    """The name a prohibition forbids where the skill writes it as code ("Do not set
    is-classifier", "Do not add nvtracker", "does not install or pin Deep Agents" where the
    skill writes `deepagents`, "Does not run nat optimize" where it writes `nat optimize`):
    the object of its verb, nothing else it names."""
    m = _FORBIDDEN_OBJECT.match(text)
    if m is None:
        return ()
    command = _code_command_at(text, m.start("name"), body)
    if command:
        # a tool and its subcommand: `nat run` is not `nat optimize`
        return (command,)
    if m["name"] in names:
        return (m["name"],)
    tool = WITH_TOOL.search(text[:2000])
    if tool is not None and tool["tool"] in names:
        # "Does not probe compute nodes with srun": the tool, used, breaks it
        return (tool["tool"],)
    title = _TITLE_RUN.match(text, m.start("name"))
    joined = re.sub(r"\s+", "", title[0]).lower() if title else ""
    return (joined,) if joined in names else ()


def _code_command_at(text: str, start: int, body: str) -> str:
    """The command of a tool and its subcommand (`nat optimize`, `git bisect`) that the
    skill writes as code and ``text`` names at ``start`` in plain words, or ""."""
    if not body:
        return ""
    for command in _code_commands(body):
        if re.match(re.escape(command) + r"(?![\w-])", text[start : start + 80], re.IGNORECASE):
            return command
    return ""


@lru_cache(maxsize=64)
def _code_commands(body: str) -> tuple[str, ...]:
    """Commands of two or three plain words that SKILL.md writes as inline code (`nat
    optimize`, `git bisect run`, `git commit -F <path>`), longest first; at most 200."""
    found = _CODE_COMMAND.findall(body[:200_000])
    found += _shell_commands(body[:200_000])
    return tuple(sorted(dict.fromkeys(found[:200]), key=len, reverse=True))


def _shell_commands(body: str) -> list[str]:
    """The tool and subcommand opening each line of SKILL.md's shell blocks (```bash or
    untagged): a command written as a code span is written so too (``gh issue create \\``)."""
    found: list[str] = []
    shell = None  # in a block: whether it holds shell lines
    for line in body.splitlines():
        fence = _FENCE_LINE.match(line)
        if fence is not None:
            shell = None if shell is not None else fence["tag"].lower() in _SHELL_TAGS
        elif shell:
            found += _SHELL_COMMAND.findall(line)
    return found


_FENCE_LINE = re.compile(r"[ \t]*(?:```|~~~)[ \t]*(?P<tag>[\w+-]*)")
_SHELL_TAGS = frozenset({"", "bash", "sh", "shell", "console", "zsh"})
_SHELL_COMMAND = re.compile(
    r"^[ \t]*(?:\$[ \t]+)?([a-z][a-z0-9-]{1,30}(?: [a-z][a-z0-9-]{1,30}){1,2})"
    r"(?= --?[A-Za-z]| <| \\?$)"
)
"""A tool and its subcommand opening a shell line, before its flags, a placeholder or the
line's end (``gh issue create \\``)."""


_CODE_COMMAND = re.compile(
    r"`([a-z][a-z0-9-]{1,30}(?: [a-z][a-z0-9-]{1,30}){1,2})(?=`| --?[A-Za-z]| <)"
)
"""A tool and its subcommand opening a code span: alone (`nat optimize`) or before its flags
or placeholders (`git commit -F <path>`)."""


_SLOT = re.compile(r"<[^<>\n]{1,60}>")
"""A placeholder (``<skill-name>``): a slot for any value, no name of its own."""


def _named_code(text: str, names: frozenset[str]) -> tuple[str, ...]:
    """The words of a behaviour that the skill writes as code."""
    # What the behaviour forbids after "and does not" ("... and does not suggest cu13") is
    # no name the answer must use.
    plain = AND_NOT.split(re.sub(r"`[^`]*`", " ", FRAMING_TAIL.sub("", text)), maxsplit=1)[0]
    # a word inside a dotted path ("output.format.n_format_violations") is no word of prose,
    # nor is a slot's name (``<target>/<skill-name>-skill-card.md``: any skill's name)
    plain = _SLOT.sub(" ", re.sub(r"[\w-]+(?:\.[\w-]+)+", " ", plain))
    # Examples ("such as uv, git") and open alternatives ("ovui or another path") are not
    # required names.
    plain = re.sub(
        r"\b(?:such\s+as|e\.g\.|for\s+example|for\s+instance|like)\b[^.;:()]*", " ", plain
    )
    plain = re.sub(
        r"[\w-]+\s+or\s+(?:an?\s+)?(?:another|other|equivalent|similar|alternative)\b"
        # "picks native or a single architecture": a name or a kind of thing, either one
        r"|[\w-]+(?=\s+or\s+an?\s+[a-z])",
        " ",
        plain,
        flags=re.IGNORECASE,
    )
    # What it turns away from ("selects a production simulator rather than fake, uses ...")
    # is no name the answer must use either.
    plain = _TURNED_AWAY.sub(" ", plain)
    # an owner ("the summary's study_instance_uid") is a word of prose, not the name
    plain = re.sub(r"\b[A-Za-z][\w-]*['\u2019]s\b", " ", plain)
    # a word an adverb or an adjective qualifies ("strongly caveats", "the output's top-ranked
    # recommendation") is English there, whatever key the skill's output gives it
    plain = _QUALIFIED_WORD.sub(" ", plain)
    return tuple(dict.fromkeys(w for w in re.findall(r"[A-Za-z][\w-]*", plain) if w in names))


_QUALIFIED_WORD = re.compile(
    r"\b(?:[A-Za-z]{3,}(?<!p)ly|top|[A-Za-z]+-(?:ranked|rated|level|scored)|highest|best)"
    r"\s+[A-Za-z][\w-]*"
    # "for the given inputs", "the resulting output": an adjective after a determiner
    r"|\b(?:the|its|an|a)\s+(?:given|provided|resulting|following|existing|original)"
    r"\s+[A-Za-z][\w-]*"
    # "the BwaMem task": the kind of the named thing, after its name
    r"|(?-i:\b[A-Z][a-z]+[A-Z]\w*\s+[a-z][\w-]*)",
    re.IGNORECASE,
)


_PROMPT_PATH = re.compile(
    r"(?<![\w./-])(?:(?:~?/)?(?:[\w.-]+/)+[\w.-]*\w|"
    r"[\w-]+\.(?:py|sh|ya?ml|json|toml|cfg|ini|md|txt|c|cc|cpp|cu|h|hpp|rs|go|js|ts|java))(?![\w/])"
)


_PHRASE_VALUE = re.compile(r"`([A-Za-z][\w-]*(?:,[ ][A-Za-z][\w-]*){1,5})`")
"""A value of a few plain words joined by commas that the skill writes as code
(`satisfied, local, direct`): one value, not a list."""


@lru_cache(maxsize=64)
def _phrase_values(body: str) -> frozenset[str]:
    """The values of a few words a skill writes as code, read once per skill (its first
    200,000 characters, at most 2,000 spans): an enumerated result or state."""
    return frozenset(m[1] for m in islice(_PHRASE_VALUE.finditer(body[:200_000]), 2_000))


def _skill_values(text: str, skill_body: str) -> tuple[str, ...]:
    """The values of a few words a behaviour gives as the skill writes them ("Returns
    scenario: satisfied, local, direct"): that value, not one word short of it, is the one
    to give ("satisfied, local, docker" gives another)."""
    values = _phrase_values(skill_body)
    if not values:
        return ()
    # what it turns away from ("..., not X", "instead of X") is no value to give
    plain = _TURNED_AWAY.sub(" ", AND_NOT.split(text, maxsplit=1)[0])
    return tuple(
        v for v in sorted(values) if re.search(rf"(?<![\w-]){re.escape(v)}(?![\w-])", plain)
    )


def _named_files(text: str, prompt: str) -> tuple[str, ...]:
    """For "Runs uv run isort on both named files" or "includes the user dataset path": the
    files or paths the user named, each of which the answer must name (at most 20)."""
    user = USER_PATH.search(text)
    if not EVERY_NAMED_FILE.search(text) and user is None:
        return ()
    paths = list(islice(_PROMPT_PATH.finditer(prompt[:20_000]), 200))
    kind = user["kind"] if user is not None else None
    if kind and len(paths) > 1:
        # "the user-provided output directory" of "Run it on /data/ct.nii.gz and write
        # outputs under runs/case": the path the word for its kind leads to (the first
        # after it), else the one that ends nearest before it
        said = [m.end() for m in re.finditer(rf"\b{re.escape(kind[:5])}", prompt[:20_000], re.I)]
        if said:
            paths = [min(paths, key=lambda p: min(_distance(p, at) for at in said[:50]))]
    return tuple(dict.fromkeys(m[0] for m in paths))[:20]


def _distance(path: re.Match[str], at: int) -> tuple[int, int]:
    """How far a path stands from a word ending at ``at``: one after it first, nearest first."""
    return (0, path.start() - at) if path.start() >= at else (1, at - path.end())


_TURNED_AWAY = re.compile(
    r"\b(?:rather\s+than|instead\s+of)\s+[^,;.()]*"
    # ", not main": the place or thing ruled out ("not only X" adds to it)
    r"|,\s*(?:and\s+)?not\s+(?!(?:only|just|merely|simply)\b)[^,;.()]*",
    re.IGNORECASE,
)


_SPEAKS_OF_SKILLS = re.compile(r"\bskills?\b", re.IGNORECASE)
"""A prompt that speaks of skills ("Identify which TAO skill applies", "Use the X skill"):
an answer to it names the one it takes."""


_COMPOUND_TAIL = re.compile(
    r"-(?:level|based|wide|aware|specific|side|time|free|safe|like|only|style|scale|native|"
    r"friendly|compatible|ready|enabled|bound|heavy|centric|driven|related|shaped|lang)$"
)
"""The tail of a hyphenated word compound ("warp-level", "GPU-based", "doca-specific")."""


def _sibling_skills(text: str, skill: str, own: bool = True) -> tuple[str, ...]:
    """Skills of the tested skill's family a behaviour names ("routes failed FLARE jobs to
    nvflare-diagnose-job" for nvflare-orient), and the skill itself where a behaviour names it
    as the one that applies ("Identifies tao-run-deft-od-aoi as the relevant skill") and the
    prompt speaks of skills (``own``; to a user who never did, the answer shows the skill by
    doing its work, not by its name): the answer must give them exactly, not their words
    ("nvflare", "job") in passing, which a sibling's name shares. One ruled out ("not
    nvflare-orient") is not asked."""
    if "-" not in skill:
        return ()
    plain = re.sub(r"\bnot\s+(?:to\s+)?`?[\w-]+", " ", FRAMING_TAIL.sub("", text[:2_000]))
    plain = _SLOT.sub(" ", plain)  # "<skill-name>": a slot for any skill's name
    # the source drawn on ("or the cudaq-guide skill"), examples: no name to give
    plain = re.sub(r"\b(?:such\s+as|e\.g\.|for\s+example|like)\b[^.;:()]*", " ", plain)
    is_own = re.search(
        rf"(?<![\w./-]){re.escape(skill)}`?\s+(?:as\s+(?:the|a|an)\s+(?:[\w-]+\s+){{0,2}})?skill\b",
        plain,
    )
    named = (skill,) if own and is_own else ()
    head = skill.split("-", 1)[0]
    if len(head) < 3:
        return named
    pattern = rf"(?<![\w./-]){re.escape(head)}(?:-[a-z0-9]+)+(?![\w/-])"
    return named + tuple(
        dict.fromkeys(
            n
            for n in re.findall(pattern, plain)
            # "recommended the X skill or provided Y guidance": one way among others
            if n != skill
            # "warp-level primitives", "doca-specific flags": a word compound, no skill
            and not _COMPOUND_TAIL.search(n)
            and not re.search(rf"{re.escape(n)}[^.;:]*\bor\b", plain)
            # the skill's own name cut short ("a data-loading optimization" of
            # data-loading-bottleneck) is its subject in plain words, no other skill
            and not skill.startswith(n + "-")
        )
    )


_SKILL_VERSION = re.compile(r"(?<![\w.=-])(\d{1,3})\.(\d{1,3})(?:\.\d{1,3})?(?![\w])")


def _stale_versions(text: str, body: str, prompt: str) -> tuple[str, ...]:
    """Versions a behaviour states that neither SKILL.md nor the prompt has, where SKILL.md
    states another of the same major ("the canonical Isaac 6.0 warehouse" of a skill that
    now says 6.1): the case is older than the skill, so the version counts only where the
    answer repeats it, as a name the prompt gives does."""
    stale = []
    for version in VERSION.findall(text):
        major = version.split(".", 1)[0]
        if version in body or version in prompt:
            continue
        others = {v for m, v in _skill_versions(body) if m == major}
        if others - {version}:
            stale.append(version)
    return tuple(stale)


@lru_cache(maxsize=64)
def _skill_versions(body: str) -> frozenset[tuple[str, str]]:
    """The (major, version) pairs SKILL.md states, read once per skill, not per behaviour."""
    return frozenset((m[1], m[0]) for m in _SKILL_VERSION.finditer(body[:200_000]))


def _given(text: str, prompt: str) -> tuple[str, ...]:
    """Identifiers of ``text`` that the prompt already states, quoted as the user wrote them
    ("...enters a reboot loop with BL31 plat_setup.c:726"): the answer may say "this loop";
    or that the user calls by a part of their own ("magpie_g2p" for a user who wrote
    "neural G2P"): the answer may use the user's name for it."""
    compared = {
        name for m in _COMPARED.finditer(text.replace("`", "")) for name in (m["a"], m["b"])
    }
    # "explains A vs B" of the user's "A or B": each side is the answer's to say; a side the
    # user calls by a part of their own ("neural G2P") is still theirs to name
    return tuple(
        i
        for i in parse_need(text).identifiers
        if (
            (re.search(r"(?<![\w.-])" + re.escape(i), prompt) and i not in compared)
            or _named_by_part(i, prompt)
        )
        and not _USES.search(text.replace("`", "").split(i, 1)[0][-40:])
    )


_NAMES_AS = re.compile(
    r"^\W*(?:the\s+agent\s+)?(?:names|identifies|picks|gives|points\s+to)\s+\S+(?:\s+\S+)?\s+"
    r"as\s+(?:the|a|an|its)\s+(?P<role>[^,;.()]{2,60}?)\s*\.?$",
    re.IGNORECASE,
)


def _asked_role(text: str, prompt: str) -> tuple[str, ...]:
    """The words of the role in "Names gersemi as the CMake formatter" where the prompt asks
    for what fills it ("Which hook formats our CMake files?"): the answer that names it has
    answered, without saying the role again."""
    m = _NAMES_AS.match(text)
    return () if m is None else _role_in_prompt(m["role"], prompt)


def _role_in_prompt(role: str, prompt: str) -> tuple[str, ...]:
    """The content words of ``role`` where the prompt says every one of them (by stem), or
    (): the role is the question's, and an answer that fills it need not say it again."""
    words = content_words(role, compounds=False)
    asked = set(phrase_stems(prompt))
    if not words or not all(stem(w) in asked for w in words):
        return ()
    return tuple(words)


_VALUE_IS_ROLE = re.compile(
    r"(?P<value>[^,;:()]{1,40}?)\s+(?:is|are|was|were)\s+(?:the|an?)\s+(?P<role>[^,;:()]{2,60}?)"
    r"|the\s+(?P<role2>[^,;:()]{2,60}?)\s+(?:is|are|was|were)\s+(?P<value2>[^,;:()]{1,40}?)",
    re.IGNORECASE,
)


@lru_cache(maxsize=256)
def _asked_value(truth: str, prompt: str) -> tuple[str, tuple[str, ...]]:
    """The value a one-sentence ground truth gives for what the prompt asks ("Paris is the
    capital of France." for "What is the capital of France?"), with the words of the role
    the prompt already says: an answer that gives the value ("Paris.") has answered, without
    saying the question again. ("", ()) where the truth is not so."""
    m = _VALUE_IS_ROLE.fullmatch(truth.strip().rstrip("."))
    if m is None or len(prompt) > 400:
        return "", ()
    value, role = (m["value"], m["role"]) if m["value"] else (m["value2"], m["role2"])
    if re.search(r"\b(?:what|which|who)\b", prompt, re.IGNORECASE) is None:
        return "", ()
    words = _role_in_prompt(role, prompt)
    if not words:
        return "", ()
    if len(content_words(value, compounds=False)) > 3:
        return "", ()
    return value.strip(), tuple(w.lower() for w in words)


def _given_words(text: str, names: frozenset[str], prompt: str) -> tuple[str, ...]:
    """Words the skill writes as code that a refusal's object shares with the prompt
    ("Refuses to push directly to main" of "push straight to main"): the user's request,
    which an answer may refuse by what it is ("a protected branch")."""
    if not _REFUSAL.match(text):
        return ()
    return tuple(
        n
        for n in _named_code(text, names)
        if re.search(r"(?<![\w.-])" + re.escape(n) + r"(?![\w-])", prompt, re.IGNORECASE)
    )


_REFUSAL = re.compile(r"^\W*(?:the\s+agent\s+)?(?:refus|declin)\w*\s+to\b", re.IGNORECASE)


_USES = re.compile(
    r"\b(?:uses?|using|calls?|calling|imports?|importing|invokes?|invoking)\s+(?:the\s+)?$",
    re.IGNORECASE,
)
"""A name the behaviour says the answer uses ("Uses prep_data_inputs to normalize ..."):
the answer shows it in use, whoever named it first."""


_COMPARED = re.compile(r"(?P<a>[\w.-]+)\s+(?:vs\.?|versus|or|and)\s+(?P<b>[\w.-]+)(?=[\s,;.)]|$)")
"""Two names a behaviour sets side by side ("select_related vs prefetch_related")."""


def _named_by_part(identifier: str, prompt: str) -> bool:
    """Whether the prompt names a distinctive part of a snake_case name (not the whole), or
    a constant by its tail without its namespace ("BAD_STATE" for
    ``DOCA_ERROR_BAD_STATE``)."""
    if re.fullmatch(r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+){2,}", identifier):
        parts = identifier.split("_")
        return any(
            re.search(rf"(?<![\w-]){'_'.join(parts[n:])}(?![\w-])", prompt)
            for n in range(1, len(parts) - 1)
        )
    if not re.fullmatch(r"[a-z][a-z0-9]*(?:_[a-z0-9]+)+", identifier):
        return False
    parts = [p for p in identifier.split("_") if len(p) >= 3 and re.search(r"\d", p)]
    return any(re.search(rf"(?<![\w.-]){re.escape(p)}(?![\w-]|\.\w)", prompt, re.I) for p in parts)


def _behavior_checks(
    case: EvalCase, marks: SkillMarks, names: frozenset[str] = frozenset(), skill_body: str = ""
) -> list[Check]:
    """``marks``: what an answer that applied the skill would show; ``skill_body``: its
    SKILL.md text, for versions the case states that the skill no longer does."""
    checks = []
    named = [b.name for b in case.behaviors if b.name]
    # A ground truth that is a value ("408.0"): "Reports the optimal objective value" is that
    # value, given.
    value = case.ground_truth if case.ground_truth and numeric_fact(case.ground_truth) else None
    speaks_of_skills = bool(_SPEAKS_OF_SKILLS.search(case.prompt))
    for n, written in enumerate(case.behaviors, start=1):
        # "[named_fit] Did the assistant name ...?": the statement the question asks about
        behavior = replace(written, text=as_statement(written.text))
        conduct = "" if case.targets_skill else conduct_of(behavior.text, case.skill)
        if case.targets_skill and presents_workflow(behavior.text):
            conduct = "presents_skill"
        # a name two behaviours share (or one a number could take) would make two checks one
        unique = behavior.name and named.count(behavior.name) == 1 and not behavior.name.isdigit()
        own = Check(
            id=f"behavior-{behavior.name if unique else n}",
            kind="behavior",
            label=short_label(written.text),
            source=f"behaviour {n}",
            index=n - 1,
            text=behavior.text,
        )
        if behavior.judge:
            # a rubric's dimension ("Does step (4) name a concrete observable ...?") is the
            # judge's to weigh
            checks.append(replace(own, source=f"{JUDGE_RUBRIC} {n}", process=True))
            continue
        if case.targets_skill and keeps_prompt(behavior.text):
            checks.append(replace(own, conduct="keeps_prompt", facts=(case.prompt,)))
            continue
        if conduct in ("skips_skill", "presents_skill"):
            checks.append(
                replace(
                    application_check(own.id, own.label, own.source, own.text, marks, conduct),
                    index=own.index,
                )
            )
            continue
        if value is not None and case.targets_skill and _REPORTS_VALUE.search(behavior.text):
            checks.append(replace(own, facts=(value,)))
            continue
        prohibition = is_prohibition(behavior.text)
        checks.append(
            replace(
                own,
                negative=not conduct and prohibition,
                process=not conduct
                and is_process_behavior(behavior.text)
                and (not prohibition or undecidable_prohibition(behavior.text)),
                conduct=conduct,
                # in a negative case, an answer that runs the skill's own command has not
                # answered directly, nor routed the request elsewhere
                skill=own.skill if case.targets_skill else case.skill,
                fields=()
                if conduct
                else _forbidden_code(behavior.text, names, skill_body)
                if prohibition
                else tuple(
                    dict.fromkeys(
                        # the skill's own name, written as code in it, is asked for only
                        # where the prompt speaks of skills (as _sibling_skills says)
                        tuple(
                            n
                            for n in _named_code(behavior.text, names)
                            if n != case.skill or speaks_of_skills
                        )
                        + _sibling_skills(behavior.text, case.skill, own=speaks_of_skills)
                        + _named_files(behavior.text, case.prompt)
                        + _skill_values(behavior.text, skill_body)
                    )
                ),
                given=()
                if conduct or prohibition
                else _given(behavior.text, case.prompt)
                + _asked_role(behavior.text, case.prompt)
                + _stale_versions(behavior.text, skill_body, case.prompt)
                + _given_words(behavior.text, names, case.prompt)
                # "uses only the metrics the profiler returned": the figures it was given
                + (figures(case.prompt) if only_given_figures(behavior.text) else ()),
                # "Does not silently substitute a different solver or framework": the one
                # the skill's own code imports is the one to use
                libraries=_skill_libraries(skill_body)
                if prohibition and not conduct and _SUBSTITUTES_OTHER.search(behavior.text)
                else (),
                answers_no=not conduct
                and not prohibition
                and negates_question(behavior.text, case.prompt),
                said_by=()
                if conduct or prohibition
                else _defined_by_code(behavior.text, skill_body),
            )
        )
    return checks


_TERM_BY_CODE = re.compile(
    r"(?P<term>[A-Za-z][A-Za-z' -]{2,80}?)\s*\(\s*`(?P<code>[^`\n]{2,80})`[^()\n]{0,40}\)"
)
"""A term the skill defines by the code that checks or does it, in parentheses right after
it ("Working tree must be clean (`git status --porcelain` empty)"); read only where a
parenthesis opens on code, its 90 characters before and 130 after."""


def _defined_by_code(behavior: str, skill_body: str) -> tuple[tuple[tuple[str, ...], str], ...]:
    """The skill's terms defined by a code name (see :data:`_TERM_BY_CODE`) whose content
    words, two or more, the behaviour all uses: each as its stems and the code."""
    wanted = {stem(w) for w in content_words(behavior, compounds=False)}
    found: list[tuple[tuple[str, ...], str]] = []
    body = skill_body[:200_000]
    opened = (m.start() for m in islice(re.finditer(r"\(\s*`", body), 500))
    # each window starts at a word (a word cut by the window is left out)
    spans = (
        body[at - 90 : at + 130].split(None, 1)[-1] if at > 90 else body[: at + 130]
        for at in opened
    )
    for m in (t for t in (_TERM_BY_CODE.search(span) for span in spans) if t is not None):
        # the term is the last clause before the parenthesis ("- Refuse on `main`. Working
        # tree must be clean"): its own words, not the sentence's
        term = re.split(r"[.;:,—–]|\s-\s", m["term"])[-1]
        stems = tuple(dict.fromkeys(stem(w) for w in content_words(term, compounds=False)))
        if len(stems) >= 2 and set(stems) <= wanted:
            found.append((stems, m["code"].strip()))
    return tuple(dict.fromkeys(found))[:5]


_CLAIM = re.compile(
    r"^\W*(?:the\s+(?:agent|answer|model|response)\s+)?(?:says|states|explains|confirms|"
    r"clarifies|notes|answers|replies|responds|tells\s+the\s+user)\s+(?:that\s+)?(?P<claim>.+)",
    re.IGNORECASE | re.DOTALL,
)
_CLAIM_DENIES = re.compile(
    # "says neither commit needs a doc update", "says no page changes"
    r"\b(?:not|never|no\s+longer|cannot|neither|none|nothing|no(?=\s+[a-z]))\b|n't\b",
    re.IGNORECASE,
)
_YES_NO_QUESTION = re.compile(
    r"(?:^|[.!?:]\s+|\n)\W*(?:(?:so|but|and|then|ok|okay)\W+)?(?P<q>(?:does|do|did|is|are|was|"
    # a dot inside a name ("index.ts") does not end the question
    r"were|can|could|should|would|will|has|have|must|may)\b(?:[^.!?\n]|\.(?=\w)){3,300}\?)",
    re.IGNORECASE,
)


_TRUTH_SAYS_NO = re.compile(
    r"\W{0,4}(?:no|not\s+(?:necessarily|(?:by|in|on)\s+(?:itself|its\s+own)))\s*[.:;,—–]",
    re.IGNORECASE,
)
"""A ground truth that opens on a "No" ("No: kermt-infer is single-GPU only", "Not by
itself: ...")."""


def negates_question(behavior: str, prompt: str) -> bool:
    """Whether ``behavior`` states the "no" to a yes-or-no question of ``prompt``: a claim
    with a negation ("Says UNKNOWN does not mean the config was ignored") that shares two
    content words or more, and half of the question's, with the question ("Does that mean
    chunked prefill was ignored?")."""
    claim = _CLAIM.match(behavior[:2000])
    if claim is None or not _CLAIM_DENIES.search(claim["claim"]):
        return False
    said = {stem(w) for w in content_words(claim["claim"], compounds=False)}
    for m in islice(_YES_NO_QUESTION.finditer(prompt[:20_000]), 20):
        asked = {stem(w) for w in content_words(m["q"], compounds=False)}
        shared = said & asked
        if len(shared) >= 2 and 2 * len(shared) >= len(asked):
            return True
    return False


_SUBSTITUTES_OTHER = re.compile(
    r"\b(?:substitut\w*|switch\w*\s+to|swap\w*\s+in|fall\w*\s+back\s+to|us(?:e|es|ing))\s+"
    r"(?:(?:an?|any|some)\s+(?:different|other|alternative)|another)\s+"
    r"(?:solver|framework|librar(?:y|ie)|package|backend|engine|toolkit|SDK)s?\b",
    re.IGNORECASE,
)
"""A prohibition of substituting another solver, library or framework, left unnamed ("Does
not silently substitute a different solver or framework")."""


@lru_cache(maxsize=64)
def _skill_libraries(body: str) -> tuple[str, ...]:
    """The top-level modules the skill's code imports (see :func:`imported_modules`), read
    once per skill, in its first 200,000 characters; the first 20."""
    return imported_modules(body[:200_000])[:20]


_REPORTS_VALUE = re.compile(
    r"^\W*(?:the\s+(?:agent|answer|model|response)\s+)?(?:reports?|gives?|states?|returns?|"
    r"provides?|outputs?|prints?|includes?)\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?(?:value|result|"
    r"answer|number|total|optimum)\b",
    re.IGNORECASE,
)
"""A behaviour that asks for the value the case's ground truth is ("Reports the optimal
objective value as part of the response")."""


def _assertion_checks(case: EvalCase, skill: Skill) -> list[Check]:
    """Typed assertions, must-not statements, expected references, and (for a case that
    targets the skill) the forms the skill marks wrong."""
    names = [a.name for a in case.assertions]
    checks = [
        Check(
            # a name several assertions share ("contains-all" of three phrases) is
            # numbered, so every check keeps its own id
            id=f"assertion-{assertion.name}"
            + (
                f"-{names[: n - 1].count(assertion.name) + 1}"
                if names.count(assertion.name) > 1
                else ""
            )
            if assertion.name
            else f"assertion-{n}",
            kind="assertions",
            label=short_label(assertion.text),
            source=f"assertion {n}",
            type=assertion.type,
            pattern=assertion.pattern,
            text=assertion.text,
        )
        for n, assertion in enumerate(case.assertions, start=1)
    ]
    checks += [
        Check(
            id=f"must-not-{n}",
            kind="assertions",
            label=short_label(text),
            source=f"must_not {n}",
            type="must_not",
            text=text,
        )
        for n, text in enumerate(case.must_not, start=1)
    ]
    forms = marked_wrong(skill.body) if case.targets_skill else ()
    if forms:
        lines = ", ".join(str(skill.body_line + line - 1) for _, line in forms)
        checks.append(
            Check(
                id="skill-wrong-forms",
                kind="assertions",
                label="does not present what the skill marks wrong",
                source=f"SKILL.md line {lines} (marked WRONG)",
                type="wrong_form",
                fields=tuple(form for form, _ in forms),
            )
        )
    if case.expected_references:
        checks.append(
            Check(
                id="references",
                kind="assertions",
                label=f"names the {len(case.expected_references)} expected references",
                source="expected_references",
                type="expected_references",
                references=case.expected_references,
                required=False,
            )
        )
    return checks
