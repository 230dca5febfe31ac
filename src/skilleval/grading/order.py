"""order: the steps are presented in the required order.

Each step is located at the unit (list item, sentence, code block) that presents it best;
forward references and conditions ("before you reach for full recompute") count for little,
so a passing early mention neither breaks nor fakes the order. Units that are bare lists of
identifiers present nothing.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache
from itertools import islice

from skilleval.grading.model import Check, CheckResult, Evidence, Step, undetermined, verdict
from skilleval.grading.registry import Feeds, check_kind
from skilleval.language.identifiers import (
    DESIGNATOR,
    is_designator,
    is_field_like,
    split_key_value,
)
from skilleval.language.matching import (
    identifier_regex,
    is_deferred,
    literal_key,
    phrase_stems,
    stem_positions,
)
from skilleval.language.text import Answer, Unit, analyse, content_words, stem

PRESENT_THRESHOLD = 0.34


def _literal(anchor: str) -> bool:
    """Whether ``anchor`` is matched as a name (a field, a series member), not as words."""
    return is_field_like(anchor) or is_designator(anchor)


def _anchor_positions(unit: Unit, anchor: str) -> list[int]:
    text = unit.work
    if _literal(anchor):
        if literal_key(anchor) not in text:
            return []
        kv = split_key_value(anchor)
        pattern = identifier_regex(anchor)
        hits = [m.start() for m in pattern.finditer(text)]
        if not hits and kv:
            hits = [m.start() for m in identifier_regex(kv[0]).finditer(text)]
        return hits
    stems = phrase_stems(anchor)
    if not stems or not all(s in unit.stems for s in stems):
        return []
    position = stem_positions(unit.text).get(stems[0])
    return [position] if position is not None else []


def _keyword_positions(unit: Unit, keyword: str) -> list[int]:
    target = stem(keyword)
    if target not in unit.stems:
        return []
    position = stem_positions(unit.text).get(target)
    return [position] if position is not None else []


@lru_cache(maxsize=4096)
def _step_probe(step: Step) -> tuple[frozenset[str], tuple[str, ...]]:
    """Stems and literals of which a unit must hold at least one to present ``step``."""
    stems = {stem(k) for k in step.keywords}
    literals = []
    for anchor in step.anchors:
        if _literal(anchor):
            literals.append(literal_key(anchor))
        else:
            stems.update(phrase_stems(anchor)[:1])
    return frozenset(stems), tuple(literals)


def _live_hits(
    unit: Unit, terms: tuple[str, ...], find: Callable[[Unit, str], list[int]], later: bool = False
) -> tuple[float, list[int]]:
    """Weight of the ``terms`` found in ``unit`` (1 each where it is presented, 0.25 where
    it is only deferred: "before X", "only if X") and the offsets that present them.
    ``later``: the step itself comes after others, so putting it off presents it."""
    weight = 0.0
    positions: list[int] = []
    for term in terms:
        hits = find(unit, term)
        if not hits:
            continue
        live = hits if later else [h for h in hits if not is_deferred(unit.text, h)]
        weight += 1.0 if live else 0.25
        positions.extend(live)
    return weight, positions


_PATH_GIVEN = re.compile(
    r"https?://\S|\]\(\S|(?<![\w.-])/?[\w.-]+(?:/[\w.-]+){2,}"
    r"|(?<![\w.-])[\w.-]+/[\w-]+\.[A-Za-z0-9]{1,5}\b|(?<![\w.-])[\w.-]+(?:/[\w.-]+)*/(?![\w/])"
)
"""A path or link an answer gives: a URL, a Markdown link, a path of three or more parts, a
file in a folder, or a folder written with its closing slash (not a slash pair such as
"and/or")."""


@lru_cache(maxsize=1024)
def _label_line(label: str) -> re.Pattern[str]:
    """A line that opens with ``label`` and its colon, past list marks, bold or a heading's
    hashes ("**Coupling removed:** ...", "- Before: ...", "### After:"), or that is the label
    alone (a section's heading, "### Updated pages", or its bold line)."""
    words = r"[\W_]+".join(re.escape(w) for w in re.findall(r"[^\W_]+", label)[:12])
    lead = r"(?:^|\n)[ \t>#*_|-]{0,8}(?:\d{1,2}[.)]\s*)?[*_`]{0,2}"
    return re.compile(
        rf"{lead}{words}\s*[*_`]{{0,2}}\s*(?:[:—–]|[ \t]*(?:\(.{{0,60}}\))?[*_]{{0,2}}(?=\n|$))",
        re.IGNORECASE,
    )


def _has_shape(unit: Unit, shape: str) -> bool:
    if shape == "path":
        return _PATH_GIVEN.search(unit.text[:20_000]) is not None
    return unit_shape(unit) == shape


def unit_shape(unit: Unit) -> str:
    if unit.kind == "code":
        return "code"
    if unit.kind == "item":
        return "table" if unit.text.lstrip().startswith("|") else "list"
    return ""


_LATER_STEP = re.compile(r"\b(?:only\s+then|only\s+after|then|afterwards?|finally)\b", re.I)
"""A step that itself comes after others ("Only then widen scope"): an answer putting it off
("only after that, widen ...") presents it."""


def step_score(
    unit: Unit, step: Step, probe: tuple[frozenset[str], tuple[str, ...]] | None = None
) -> tuple[float, int | None]:
    """How strongly ``unit`` presents ``step`` (0..1) and where (offset in the unit).

    A step that is a block of some shape (an answer format's "code block") is presented
    by a block of that shape, whatever it says. ``probe``: the step's
    :func:`_step_probe`, when the caller has it."""
    if step.shape == "label":
        # a fill-in template's label ("Coupling removed:"): presented where the answer
        # writes it as a label, at the start of a line, with its colon
        found = _label_line(step.label).search(unit.text[:20_000])
        return (1.0, found.start()) if found is not None else (0.0, None)
    shaped = 0.5 if step.shape and _has_shape(unit, step.shape) else 0.0
    stems, literals = probe or _step_probe(step)
    if stems.isdisjoint(unit.stems) and not any(lit in unit.work for lit in literals):
        return (shaped, 0) if shaped else (0.0, None)
    later = bool(_LATER_STEP.search(step.label))
    anchor_hits, anchor_at = _live_hits(unit, step.anchors, _anchor_positions, later)
    keyword_hits, keyword_at = _live_hits(unit, step.keywords, _keyword_positions, later)
    if step.keywords and not anchor_at and not later:
        head = _keyword_positions(unit, step.keywords[0])
        if head and all(is_deferred(unit.text, h) for h in head):
            # "Before I suggest an install command, ...": the step's head word put off, so
            # the step is not presented here, whatever else the sentence says.
            return (shaped, 0) if shaped else (0.0, None)
    if step.anchors and not anchor_hits and keyword_hits < 2:
        # Without its names, one word ("run") does not present a step.
        return (shaped, 0) if shaped else (0.0, None)
    if not anchor_at and len(keyword_at) > 1:
        # a word inside a name (`train:mean_reward`, `run_grpo.py`) places the step only
        # where the step's words are said nowhere else in the sentence
        keyword_at = _outside_names(unit.text, keyword_at) or keyword_at
    # A step is where its names are; its words can sit anywhere ("the overall numbers").
    positions = anchor_at or keyword_at
    anchor_part = min(anchor_hits / max(min(len(step.anchors), 2), 1), 1.0)
    keyword_part = min(keyword_hits / max(min(len(step.keywords), 3), 1), 1.0)
    if step.anchors and step.keywords:
        score = 0.65 * anchor_part + 0.35 * keyword_part
    elif step.anchors:
        score = anchor_part
    else:
        score = keyword_part
    if shaped > score:
        return shaped, 0
    if score < PRESENT_THRESHOLD and not step.anchors and positions:
        # An item whose bold lead names the step's own first noun ("**Turn on weight
        # offloading**" for "Add offloading only when ..."): its head says which step it is.
        lead = _BOLD_LEAD.match(unit.text)
        own = [k for k in step.keywords[:2] if stem(k) not in _LIGHT_VERBS]
        if lead and any(stem(k) in {stem(w) for w in content_words(lead[1])} for k in own):
            score = PRESENT_THRESHOLD
    if not anchor_at and keyword_at and len(keyword_at) > 1:
        # Several of the step's words in one sentence that presents many steps ("the
        # platform is RUNNING; 2 filesets, 3 jobs, ..."): the step is where its most
        # distinctive word is, not where a lesser one ("runs") first appears.
        # ... and its second where the first is said only inside a name; where the most
        # distinctive is not said at all ("read their SKILL.md from the base branch" for
        # "Read the SKILL.md files ... from the trusted base snapshot"), where the most
        # distinctive one said is, not its verb ("reading the diff" earlier on)
        for n, keyword in enumerate(step.keywords[:2]):
            head = _keyword_positions(unit, keyword)
            if head:
                inside = head
                head = _outside_names(unit.text, head)
                if n == 0 and inside and not head:
                    continue
            if head:
                return score, min(head)
            if n == 0:
                said = _first_said(unit, step.keywords[1:])
                if said is not None:
                    return score, said
            break
    return score, (min(positions) if positions else None)


def _first_said(unit: Unit, keywords: tuple[str, ...]) -> int | None:
    """Where the most distinctive of ``keywords`` (ranked so) that ``unit`` says outside a
    name is said; None when it says none of them so."""
    for keyword in keywords:
        head = _outside_names(unit.text, _keyword_positions(unit, keyword))
        if head:
            return min(head)
    return None


_CODE_SPAN = re.compile(r"`[^`\n]{1,300}`|[^\s`]+")
"""Inline code, or a word of the text (a name where it holds "_", ".", ":" or "/" inside)."""
_NAME_INSIDE = re.compile(r"\w[_.:/]+\w")


@lru_cache(maxsize=4096)
def _name_spans(text: str) -> tuple[tuple[int, int], ...]:
    """Where ``text`` writes inline code or a name bare (`run_grpo.py`, train:mean_reward),
    found once per unit however many steps are placed in it."""
    return tuple(
        (m.start(), m.end())
        for m in islice(_CODE_SPAN.finditer(text[:20_000]), 2_000)
        if m[0].startswith("`") or _NAME_INSIDE.search(m[0])
    )


def _outside_names(text: str, positions: list[int]) -> list[int]:
    """The ``positions`` of ``text`` that lie outside its inline code and bare names."""
    spans = _name_spans(text)
    return [p for p in positions if not any(a <= p < b for a, b in spans)]


_BOLD_LEAD = re.compile(
    r"\s*(?:\d{1,2}[.)]|[-*•])\s+"
    # a status mark or emoji before the label ("1. ✅ **Enable ...**") decorates it
    "(?:[\u2600-\u27bf\u2b50\u2b55\U0001f300-\U0001faff]\ufe0f?\\s*)?"
    # ... and so does a step number in bold ("1. **Step 1:** **Enable ...**")
    r"(?:\*\*(?:step|phase|stage)\s*\d{1,2}\s*[:.)-]?\s*\*\*\s*[:.-]?\s*)?"
    r"\*\*([^*\n]{2,80})\*\*",
    re.IGNORECASE,
)
_LIGHT_VERBS = frozenset(
    stem(w) for w in ("add", "use", "run", "set", "make", "turn", "get", "do", "take", "put")
)


def _presents(unit: Unit) -> bool:
    """Headings and bare fragments present nothing; items, sentences and code blocks can.

    Bags of terms are caught for the whole answer (``Answer.is_term_list``).
    """
    return unit.kind in ("code", "item") or unit.prose_words >= 2


def steps_needed(steps: int) -> int:
    """How many of a checklist's steps an answer must present to walk through it."""
    return max(2, (steps + 1) // 2)


def presented_steps(answer: Answer, steps: tuple[Step, ...]) -> int:
    """How many of ``steps`` some unit of the answer presents."""
    return len({i for here in presentations(answer, steps).values() for i in here})


def walks_through(answer: Answer, steps: tuple[Step, ...]) -> bool:
    """Whether the answer takes up the checklist at all (a bag of terms does not)."""
    return not answer.is_term_list and presented_steps(answer, steps) >= steps_needed(len(steps))


SKIP_HEDGE = re.compile(
    r"\b(?:optionally|optional(?![- ](?:dependenc|extras?\b|argument|param|flag|field|input|"
    r"output|kwarg|packag|group|feature))|"
    r"you\s+(?:can|could|may)\s+(?:usually\s+|safely\s+|also\s+)?skip|"
    r"skip\s+(?:this|it|that)|not\s+(?:strictly\s+|really\s+)?(?:necessary|needed|required)|"
    r"nice[- ]to[- ]have)\b",
    re.IGNORECASE,
)
"""Words that present a step as skippable; "optional" naming a kind of thing (an optional-
dependency extra, an optional argument) does not."""


Presented = dict[int, dict[int, tuple[float, int]]]
"""unit index -> step index -> (score, offset in the answer) where the unit presents it."""


LABELLED = 0.3
"""What a block of a step's shape gains when a short label before it names the step
("**Suggestions**" over a bullet list): the labelled block, not the first list, presents it."""


def _labels(label: Unit | None, step: Step) -> bool:
    if label is None or unit_shape(label) or len(label.text.split()) > 8:
        return False  # a label is a short line of prose, not a row or item of a block
    return any(stem(k) in label.stems for k in step.keywords if stem(k) not in _SHAPE_WORDS)


_SHAPE_WORDS = frozenset(
    stem(w) for w in ("list", "bullet", "table", "code", "block", "bash", "single", "one")
)


def presentations(answer: Answer, steps: tuple[Step, ...]) -> Presented:
    """Every (unit, step) pair where the unit presents the step: scored once per answer."""
    found: Presented = {}
    probes = [_step_probe(step) for step in steps]
    # the steps a checklist names in bold, as sections ("**Summary**: ..."), read once
    bold = {i for i, step in enumerate(steps, start=1) if step.label.lstrip().startswith("**")}
    paths = any(step.shape == "path" for step in steps)
    labels = any(step.shape == "label" for step in steps)
    for u, unit in enumerate(answer.units):
        # a line too short to present a step ("Updated `drafts/0007/README.md`:") still
        # gives the path a step asks for, and a heading ("### Fix") a section's label
        presents = _presents(unit)
        if not presents and not paths and not (labels and unit.kind == "heading"):
            continue
        label = answer.units[u - 1] if u else None
        # A code block under a caption naming its file ("**`models/dx/sr.py`**"): the
        # caption says what the block is, so the block presents what the caption names.
        caption = label if _captioned(answer, u) else None
        for index, step in enumerate(steps, start=1):
            if not presents and step.shape not in ("path", "label"):
                continue
            score, offset = step_score(unit, step, probes[index - 1])
            at = None if offset is None else unit.start + offset
            if caption is not None:
                named, named_at = step_score(caption, step, probes[index - 1])
                if named > score and named_at is not None:
                    score, at = named, caption.start + named_at
            if step.shape and unit_shape(unit) == step.shape and _labels(label, step):
                score += LABELLED
            if score < PRESENT_THRESHOLD and index in bold:
                titled = _titled(unit, label, step)
                if titled is not None:
                    # "## Summary" over a paragraph, "**Metrics:** MFU 38%": the section's
                    # title names the step, so what it holds presents it
                    score, at = PRESENT_THRESHOLD, titled
            if score >= PRESENT_THRESHOLD and at is not None:
                if index in bold and unit.kind == "sentence":
                    # "a report with Summary, Metrics, Findings and Recommendations": in a
                    # sentence, a section is where its title is named, not a word of it
                    titled_at = _title_named(unit, step)
                    at = at if titled_at is None else unit.start + titled_at
                found.setdefault(u, {})[index] = (score, at)
    return found


def _title_named(unit: Unit, step: Step) -> int | None:
    """Where ``unit`` names the bold title of ``step`` ("**Metrics**") as written, capitals
    and all, as a word of its own."""
    title = _BOLD_TITLE.match(step.label)
    if title is None:
        return None
    m = re.search(rf"(?<![\w-]){re.escape(title[1])}(?![\w-])", unit.text[:20_000])
    return None if m is None else m.start()


_BOLD_TITLE = re.compile(r"\s*\*\*([^*:\n]{1,40}?)\s*:?\s*\*\*")


_LEAD_LABEL = re.compile(r"\s*\*\*([^*\n]{1,40}?)\s*:?\s*\*\*\s*:?\s")
"""A bold label that opens a paragraph ("**Metrics:** MFU 38%")."""


def _titled(unit: Unit, label: Unit | None, step: Step) -> int | None:
    """For a step the checklist names in bold, as a section of the answer is named
    ("**Summary**: high-level status"): where a title names it by that head word (its first
    keyword, not a light verb), the heading right above ``unit`` ("## Summary") or the bold
    label ``unit`` opens with ("**Metrics:** ..."); None otherwise. A title of more than six
    words is prose."""
    if (
        not step.keywords
        or not step.label.lstrip().startswith("**")
        or stem(step.keywords[0]) in _LIGHT_VERBS
    ):
        return None
    head = stem(step.keywords[0])
    if (
        label is not None
        and label.kind == "heading"
        and len(label.text.split()) <= 7
        and head in {stem(w) for w in content_words(label.text)}
    ):
        return label.start
    lead = _LEAD_LABEL.match(unit.text)
    if (
        lead is not None
        and len(lead[1].split()) <= 6
        and head in {stem(w) for w in content_words(lead[1])}
    ):
        return unit.start + lead.start(1)
    return None


def _captioned(answer: Answer, u: int) -> bool:
    """Whether unit ``u`` is a code block under a caption that names its file."""
    return answer.units[u].kind == "code" and u > 0 and _is_caption(answer.units[u - 1])


def _is_caption(unit: Unit | None) -> bool:
    """A short line that names a file and presents nothing itself (a bold path, a
    heading that is a path)."""
    return (
        unit is not None
        and unit.kind != "code"
        and not _presents(unit)
        and len(unit.text.split()) <= 6
        and bool(_FILE_NAMED.search(unit.text))
    )


_FILE_NAMED = re.compile(r"[\w-]+\.[A-Za-z][A-Za-z0-9]{0,4}\b")


def _walk_needed(steps: int) -> int:
    """How many of a checklist's steps one part of an answer (a summary sentence, a list, a
    run of sections) must present to be the answer's presentation of them."""
    return max(3, steps_needed(steps))


def _snippet(unit: Unit) -> str:
    """The first line of a unit, as evidence quotes it."""
    return unit.text.strip().split("\n")[0][:160]


def _summary_unit(
    answer: Answer, found: Presented, needed: int
) -> dict[int, tuple[int, int]] | None:
    """One unit that walks through most steps by itself, in order ("It opens with X, then Y,
    then Z"): step index -> (unit, offset) for the steps it presents, when ``needed``. Steps
    named again later, in elaborations, then do not count as presented out of order."""
    best: dict[int, tuple[int, int]] = {}
    for u, here in found.items():
        if answer.units[u].kind == "code" or len(here) <= len(best):
            continue
        positions = [here[i][1] for i in sorted(here)]
        if positions == sorted(positions):
            best = {i: (u, here[i][1]) for i in here}
    return best if len(best) >= needed else None


_INLINE_MARK = re.compile(r"(?:^|\s)\(?(\d{1,2})\)\s+")
"""An inline enumeration mark: "(1) stabilize eager, (2) fix the batch size"."""


def _enumerated_unit(
    answer: Answer, steps: tuple[Step, ...], needed: int
) -> dict[int, tuple[int, int]] | None:
    """A sentence that enumerates the steps inline ("(1) ..., (2) ..., (3) ..."): each step
    at the numbered segment that presents it best, in whatever order that gives."""
    if answer.raw.count(") ") < needed:  # too few marks anywhere: no unit has them
        return None
    for u, unit in enumerate(answer.units):
        if unit.kind == "code":
            continue
        marks = list(_INLINE_MARK.finditer(unit.text))
        numbers = [int(m.group(1)) for m in marks]
        if len(marks) < needed or numbers != list(range(1, len(numbers) + 1)):
            continue
        places: dict[int, tuple[float, int]] = {}
        bounds = [m.start(1) for m in marks] + [len(unit.text)]
        for start, end in zip(bounds, bounds[1:], strict=False):
            segment = analyse(unit.text[start:end])
            for here in presentations(segment, steps).values():
                for index, (score, _) in here.items():
                    if index not in places or score > places[index][0] + 1e-9:
                        places[index] = (score, unit.start + start)
        if len(places) >= needed:
            return {i: (u, places[i][1]) for i in places}
    return None


def _sections(answer: Answer) -> list[list[int]]:
    """The answer's units grouped by heading: what comes before the first heading, then
    each heading with what follows it (code included), as unit indices."""
    sections: list[list[int]] = [[]]
    for u, unit in enumerate(answer.units):
        if unit.kind == "heading":
            sections.append([])
        sections[-1].append(u)
    return sections


def _walks(answer: Answer) -> list[list[list[int]]]:
    """The answer's ways of walking through steps one part at a time, as groups of unit
    indices: each list (a run of consecutive items; a code block inside it does not end
    it and belongs to the item above it), one item a group; and its sections, when it has
    three or more headings (a heading and what follows it, code included, one group)."""
    walks: list[list[list[int]]] = []
    current: list[list[int]] = []
    for u, unit in enumerate(answer.units):
        if unit_shape(unit) == "list":
            current.append([u])
        elif current and (unit.kind == "code" or _indented(answer, unit)):
            # a code block under an item, or a paragraph indented under it, is part of it
            current[-1].append(u)
        elif unit.kind != "code" or not current:
            if current:
                walks.append(current)
            current = []
    if current:
        walks.append(current)
    headed = _sections(answer)[1:]
    if len(headed) >= 3:
        walks.append(headed)
    return walks


def _indented(answer: Answer, unit: Unit) -> bool:
    """Whether ``unit`` stands on a line indented under a list item (a continuation
    paragraph: "   Note the last two log lines ...")."""
    line = answer.raw.rfind("\n", 0, unit.start) + 1
    return answer.raw.startswith(("  ", "\t"), line)


def _ordered_list(
    answer: Answer, found: Presented, needed: int
) -> dict[int, tuple[int, int]] | None:
    """A list or a run of sections that walks through most steps, each step at
    the part that presents it best ("1. Get the eager run stable ... 6. Only then widen";
    "### Step 1 ... ### Step 5"): that walk is the presentation, in whatever order it
    gives them, so an opening that names a later step (a config block, a TL;DR) does not
    put that step first. None when no walk presents ``needed`` steps (then every mention
    counts)."""
    best: dict[int, tuple[int, int]] = {}
    for walk in _walks(answer):
        candidates: dict[int, list[tuple[float, int, int]]] = {}
        for part in walk:
            for u in part:
                for index, (score, offset) in found.get(u, {}).items():
                    candidates.setdefault(index, []).append((score, u, offset))
        if len(candidates) <= len(best):
            continue
        # Each step where the walk presents it best; of equal places, the first after the
        # step before (a file named where it is read and again where it is written).
        places: dict[int, tuple[int, int]] = {}
        after = -1
        for index in sorted(candidates):
            chosen = _best_place(candidates[index], after)
            if chosen is not None:
                places[index] = (chosen[1], chosen[2])
                after = chosen[2]
        best = places
    return best if len(best) >= needed else None


@check_kind("order", feeds=Feeds.CORRECTNESS, builtin=True)
def grade_order(answer: Answer, check: Check) -> CheckResult:
    located: list[tuple[int, int, Evidence]] = []
    evidence: list[Evidence] = []
    found = presentations(answer, check.steps)
    in_one = _walk_needed(len(check.steps))
    summary = (
        _summary_unit(answer, found, in_one)
        or _enumerated_unit(answer, check.steps, in_one)
        or _ordered_list(answer, found, in_one)
    )
    # Code runs in execution order (clean up, then launch); where the prose walks through
    # the checklist, the prose is the presentation and code-only steps are not ordered.
    # A code block under a caption that names its file is presented by that prose line.
    prose = {u for u in found if answer.units[u].kind != "code" or _captioned(answer, u)}
    in_prose = {i for u in prose for i in found[u]}
    prose_led = len(in_prose) >= steps_needed(len(check.steps))
    code_only = 0
    elsewhere: dict[int, list[tuple[float, int, int]]] = {}
    for index, step in enumerate(check.steps, start=1):
        if summary is not None:
            if index in summary:
                unit = answer.units[summary[index][0]]
                snippet = _snippet(unit)
                item = Evidence(f"step {index}: {step.label}", True, unit.start, unit.end, snippet)
                located.append((index, summary[index][1], item))
                evidence.append(item)
                scope = _section_of(answer, unit, found, index)
                hedged = _hedged(check, index, step, unit, snippet, scope)
                if hedged is not None:
                    return hedged
            else:
                evidence.append(
                    Evidence(f"step {index}: {step.label}", False, note="not in the summary")
                )
            continue
        candidates = [
            (here[index][0], u, here[index][1])
            for u, here in found.items()
            if index in here
            and not (prose_led and index in in_prose and u not in prose and step.shape != "code")
        ]
        elsewhere[index] = candidates
        best = _best_place(candidates, located[-1][1] if located else -1)
        if best is None:
            evidence.append(Evidence(f"step {index}: {step.label}", False, note="not presented"))
            continue
        unit = answer.units[best[1]]
        snippet = _snippet(unit)
        # a step that is a code block (an answer format's "single bash code block") is
        # presented by one, in its place
        unordered = prose_led and index not in in_prose and step.shape != "code"
        item = Evidence(
            f"step {index}: {step.label}",
            True,
            unit.start,
            unit.end,
            snippet,
            note="in code only: not ordered" if unordered else "",
        )
        if unordered:
            code_only += 1
        else:
            located.append((index, best[2], item))
        evidence.append(item)
        hedged = _hedged(check, index, step, unit, snippet)
        if hedged is not None:
            return hedged
    needed = steps_needed(len(check.steps))
    if answer.is_term_list or len(located) + code_only < needed:
        why = (
            "the answer is a list of terms, not steps"
            if answer.is_term_list
            else f"only {len(located) + code_only} of {len(check.steps)} steps are presented"
        )
        return verdict(check, False, 0.0, why, tuple(evidence))
    settled = _settle_edges(answer, located, elsewhere)
    replied = _answered_first(answer, settled)
    code_only += len(settled) - len(replied)
    settled = replied
    # Two steps one list item presents ("2. Dry-check the merge: `ng_dump_config
    # +config_paths=[...]`" chooses the paths and validates) are presented together, in
    # the checklist's order, wherever in the item each is named.
    items = {u.start for u in answer.units if u.kind == "item"}
    settled = [
        (index, ev.start if ev.start in items else place, ev) for index, place, ev in settled
    ]
    result = _in_order(check, settled, evidence, code_only)
    if not result.passed and check.conditional and _reports_work_done(answer):
        # A procedure is an order of doing; a report of work done is arranged by what it
        # delivered ("New files ... How I got there ... Checks"): out of order, it does not
        # show the order the work was done in (tool calls do).
        why = "a report of work done, arranged by deliverable: " + result.message
        return undetermined(check, why, tuple(evidence))
    if not result.passed and check.conditional and _plans_report(answer):
        # A plan of the work whose last steps are the report ("- **Report** — buckets and
        # statuses, PRs, risks"): what the work does before it is not the report's order.
        why = "a plan of the work that ends in the report, not the report: " + result.message
        return undetermined(check, why, tuple(evidence))
    return result


_REPORT_ITEM = re.compile(
    r"^[ \t]*(?:[-*+]|\d{1,2}[.)])[ \t]+(?:\*\*)?(?:(?:final|closing)\s+)?"
    r"(?:report|summary|closeout|close-out)\b(?:\*\*)?\s*(?:[—–:-]|\*\*)",
    re.IGNORECASE,
)
"""A step of a plan that is the report the work ends in ("- **Report** — ...", "5. Final
report: ...")."""


_REPORT_PART = re.compile(
    r"^\W*(?:(?:and|then|finally)\s+)?(?:(?:a|the)\s+)?(?:final|closing)\s+"
    r"(?:report|summary)\b",
    re.IGNORECASE,
)
"""A part of a plan written in one line that is the report the work ends in ("...; final
report with the checksum")."""


def _plans_report(answer: Answer) -> bool:
    """Whether the answer is a plan of three steps or more, one of them the report: a list,
    or a line of parts set apart by semicolons ("Plan: resolve the pipeline; collect the
    errors; bucket them; final report with ...")."""
    items = [u for u in answer.units[:200] if u.kind == "item"]
    if len(items) >= 3 and any(_REPORT_ITEM.match(u.text) for u in items):
        return True
    for unit in answer.units[:200]:
        parts = unit.text[:4000].split(";")
        if unit.kind != "code" and len(parts) >= 3 and any(_REPORT_PART.match(p) for p in parts):
            return True
    return False


_DONE = re.compile(
    r"^\W*(?:I(?:\s+have\s+|'ve\s+|\s+))?(?:done|finished|all\s+set|"
    r"(?!need|feed|seed|speed|embed|shed|bed|red)[a-z]{3,}ed|wrote|ran|built|made|added)\b",
    re.IGNORECASE,
)


def _reports_work_done(answer: Answer) -> bool:
    """Whether the answer reports work it did ("Done. Created ... Ran ...") rather than
    presenting steps to take: it opens with a deed done in the first person ("I've added
    ..."), or two or more of its items and sentences open with one."""
    prose = [u for u in answer.units if u.kind in ("item", "sentence")]
    if prose and _OPENS_REPORT.match(prose[0].text):
        return True
    return sum(1 for u in prose if _DONE.match(u.text)) >= 2


_OPENS_REPORT = re.compile(
    r"^\W*(?:done\b|I(?:\s+have|'ve)\s+(?:now\s+)?[a-z]{3,}(?:ed|ten|ilt|ote|an|ade)\b)",
    re.IGNORECASE,
)


_REPLY = re.compile(
    r"\W*(?:yes|no|nope|not\s+\w+|(?:that|this|it)\s+(?:won't|wouldn't|doesn't|isn't|can't|"
    r"will\s+not|would\s+not|does\s+not|is\s+not|cannot)|I\s+wouldn't|I\s+would\s+not)\b",
    re.IGNORECASE,
)
"""An answer's first words that reply to the prompt's question ("No —", "That won't test
it:") before any step is given."""


def _answered_first(
    answer: Answer, located: list[tuple[int, int, Evidence]]
) -> list[tuple[int, int, Evidence]]:
    """The located steps, less those that only the answer's opening reply names ahead of
    their place ("That won't test it: inference.local is the user-facing route" before
    the steps to take): a reason given with the "no", not the step taken early."""
    opening = next((u for u in answer.units if u.kind in ("sentence", "item")), None)
    if opening is None or opening.kind != "sentence" or not _REPLY.match(opening.text):
        return located
    inside = [item for item in located if opening.start <= item[1] < opening.end]
    rest = [item for item in located if item not in inside]
    early = [i for i, place, _ in inside if any(j < i for j, _, _ in rest)]
    if not early or len(rest) < 2:
        return located
    return [item for item in located if item[0] not in early or item in rest]


def _settle_edges(
    answer: Answer,
    located: list[tuple[int, int, Evidence]],
    elsewhere: dict[int, list[tuple[float, int, int]]],
) -> list[tuple[int, int, Evidence]]:
    """A step placed first or last, out of order, by an opening or closing line that names
    it ("the status badge's validation and this command are all you need" after the
    suggestions), is where the answer also presents it in order, when it does."""
    settled = list(located)
    for edge in (0, -1):
        by_place = sorted(settled, key=lambda item: item[1])
        if len(by_place) < 3:
            break
        index, place, _ = by_place[edge]
        others = [item for item in by_place if item[0] != index]
        low = max((p for i, p, _ in others if i < index), default=-1)
        high = min((p for i, p, _ in others if i > index), default=len(answer.raw) + 1)
        if low < place < high:
            continue  # in order where it is
        fits = [c for c in elsewhere.get(index, []) if low < c[2] < high]
        if not fits:
            continue
        _, u, offset = min(fits, key=lambda c: c[2])
        unit = answer.units[u]
        moved = Evidence(by_place[edge][2].label, True, unit.start, unit.end, _snippet(unit))
        settled = [item for item in settled if item[0] != index] + [(index, offset, moved)]
    return settled


def _section_of(answer: Answer, unit: Unit, found: Presented, index: int) -> str:
    """What presents step ``index`` along with ``unit``: the unit, and the sentences of its
    section (between headings) that present no step but speak of this one ("This one is
    optional, you can skip it"), where ``unit`` is not a list item and the answer has
    headings; else the unit itself."""
    sections = _sections(answer)
    if unit.kind == "item" or len(sections) == 1:
        return unit.text
    at = answer.units.index(unit)
    section = next(part for part in sections if at in part)
    return "\n".join(
        answer.units[u].text
        for u in section
        if u == at
        or (
            answer.units[u].kind != "heading"
            and not found.get(u)
            and _BACK_REFERENCE.search(answer.units[u].text)
        )
    )


_BACK_REFERENCE = re.compile(
    r"\b(?:this|that)\s+(?:one|step|part|stage|phase)\b|\b(?:skip|omit|drop)\s+(?:it|this|that)\b"
    r"|\bit(?:'s|\s+is)\s+(?:optional|not\s+(?:strictly\s+)?(?:needed|required|necessary))\b",
    re.IGNORECASE,
)
"""A sentence about the step its section presents ("this one is optional", "skip it"),
not about something new ("optionally log the memory too")."""


def _qualifies_other(text: str, end: int, step: Step) -> bool:
    """Whether the words right after a hedge name something (in backticks) that is not one
    of the step's own anchors."""
    after = re.match(r"\s+(?:\w+\s+){0,2}?`([^`\n]+)`", text[end : end + 80])
    return after is not None and after[1] not in step.anchors


def _hedges_other_step(text: str, end: int, step: Step, steps: tuple[Step, ...]) -> bool:
    """Whether the words right after a hedge, up to the end of their phrase, present
    another step of the checklist and not this one ("a scenario, the events, and
    optionally objects of interest": the objects are another step)."""
    phrase = re.match(r"[^,;.:()\n]{1,80}", text[end : end + 80])
    if phrase is None:
        return False
    units = analyse(phrase[0]).units
    if not units or any(step_score(u, step)[0] >= PRESENT_THRESHOLD for u in units):
        return False
    return any(
        step_score(u, other)[0] >= PRESENT_THRESHOLD
        for other in steps
        if other is not step
        for u in units
    )


_CLAUSE_END = re.compile(r";\s|,\s+(?:and|but|while|whereas)\s|[.!?]\s|\s[—–]\s|\n")


_OTHER_NAME = re.compile(
    r"\*\*([^*\n]{1,60})\*\*|`([^`\n]{1,80})`|"
    + DESIGNATOR.pattern
    # a member called by its letter alone ("C diagnoses failures; F is optional")
    + r"|(?<![\w'-])(?![AI]\b)[A-Z](?![\w'-])"
)


def _said_of_other(text: str, hedge: re.Match[str], step: Step) -> bool:
    """Whether the hedge's own clause names something else and presents nothing of the
    step, while the rest of the text presents it ("Agent C runs only after a failure, and
    Agent F is optional"; not "This is optional", said of the step)."""
    starts = [m.end() for m in _CLAUSE_END.finditer(text, 0, hedge.start())]
    start = starts[-1] if starts else 0
    end = _CLAUSE_END.search(text, hedge.end())
    stop = end.start() if end else len(text)
    names = {
        next(g for g in m.groups() if g) if m.lastindex else m[0]
        for m in _OTHER_NAME.finditer(text, start, stop)
    }
    if (start == 0 and stop == len(text)) or not names - set(step.anchors):
        return False

    def presents(part: str) -> bool:
        return any(step_score(u, step)[0] >= PRESENT_THRESHOLD for u in analyse(part).units)

    return not presents(text[start:stop]) and presents(text[:start] + " " + text[stop:])


def _hedged(
    check: Check, index: int, step: Step, unit: Unit, snippet: str, scope: str = ""
) -> CheckResult | None:
    """The verdict when the unit presenting a required step (or its section, ``scope``)
    calls it skippable."""
    text = scope or unit.text
    hedge = None if step.optional else SKIP_HEDGE.search(text)
    if hedge is not None and (
        _qualifies_other(text, hedge.end(), step)
        or _said_of_other(text, hedge, step)
        or _hedges_other_step(text, hedge.end(), step, check.steps)
    ):
        # "`model.py`, `state_dict_adapter.py`, and an optional `config.py`": the hedge is
        # about another named thing
        hedge = None
    if hedge is None:
        return None
    return verdict(
        check,
        False,
        0.0,
        f"step {index} is presented as skippable ({hedge.group(0)!r}); the checklist requires it",
        (Evidence(f"step {index}: {step.label}", True, unit.start, unit.end, snippet),),
    )


def _best_place(
    candidates: list[tuple[float, int, int]], after: int
) -> tuple[float, int, int] | None:
    """Where a step is presented: the unit that presents it best; among units that present
    it equally well (a file named where it is read and again where it is written), the
    first after the previous step's place."""
    if not candidates:
        return None
    top = max(score for score, _, _ in candidates)
    tied = [c for c in candidates if c[0] >= top - 1e-9]
    later = [c for c in tied if c[2] > after]
    return min(later or tied, key=lambda c: c[2])


def _in_order(
    check: Check,
    located: list[tuple[int, int, Evidence]],
    evidence: list[Evidence],
    code_only: int = 0,
) -> CheckResult:
    """The verdict on the order of the located steps: the share in the longest run that
    keeps the checklist's order, and the first inversion when there is one."""
    by_position = sorted(located, key=lambda item: (item[1], item[0]))
    sequence = [index for index, _, _ in by_position]
    longest = _longest_increasing(sequence)
    score = longest / len(sequence)
    if longest == len(sequence):
        message = f"{len(sequence)} steps presented in the required order"
        if code_only:
            message += f" ({code_only} more shown in code only)"
        return verdict(check, True, score, message, tuple(evidence))
    out_of_place = _first_inversion(sequence)
    message = (
        f"steps out of order: presented as {' -> '.join(map(str, sequence))}; "
        f"step {out_of_place[1]} comes before step {out_of_place[0]}"
    )
    return verdict(check, False, score, message, tuple(evidence))


def _longest_increasing(seq: list[int]) -> int:
    best: list[int] = []
    for i, value in enumerate(seq):
        best.append(1 + max((best[j] for j in range(i) if seq[j] <= value), default=0))
    return max(best, default=0)


def _first_inversion(seq: list[int]) -> tuple[int, int]:
    for i in range(len(seq)):
        for j in range(i + 1, len(seq)):
            if seq[j] < seq[i]:
                return seq[j], seq[i]
    return seq[0], seq[0]
