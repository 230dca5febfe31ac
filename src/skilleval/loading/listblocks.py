"""Lists in Markdown read as blocks of steps: numbered, bulleted, checkbox and bold-numbered
items (fences included), step tables, and inline arrow sequences, each with its line."""

from __future__ import annotations

import re
from dataclasses import dataclass

from skilleval.language.identifiers import extract_identifiers

ORDER_CUE = re.compile(
    r"\bin\s+(?:this|the\s+following|that|the\s+same|strict|exact)\s+order\b|\bin\s+order\b"
    r"|\bin\s+(?:this\s+|that\s+|strict\s+)?sequence\b"
    # "Eight steps; full detail in references/procedure.md": the steps, counted
    r"|^\W*(?:the\s+|these\s+)?(?:two|three|four|five|six|seven|eight|nine|ten|\d{1,2})\s+steps\b"
    # "Follow these stages for deployment work:", "follow the phases below"
    r"|\bstep[- ]by[- ]step\b|\bfollow\s+(?:this|these|the)\s+(?:checklist|steps|sequence|"
    r"stages|phases)\b"
    r"|\border\s+of\s+(?:steps|operations)\b|\b(?:recommended|required)\s+order\b"
    r"|\b(?:never|do\s+not|don'?t)\s+(?:skip\s+or\s+)?reorder\b",
    re.I,
)
_FENCE = re.compile(r"^\s*(```|~~~)")


_NUMBERED = re.compile(r"^(\s*)(\d{1,3}[a-z]?)[.)]\s+(.*)$")


_BULLET = re.compile(r"^(\s*)[-*+]\s+(\[[ xX]\]\s+)?(.*)$")


_BOX = re.compile(r"^(\s*)\[[ xX]\]\s+(.*)$")


_BOLD_STEP = re.compile(r"^(\s*)\*\*((?:step\s+)?\d{1,3}[a-z]?)[.):]?\*\*[.):]?\s*(.*)$", re.I)
_BOLD_TITLED_STEP = re.compile(
    r"^(\s*)\*\*((?:step\s+)?\d{1,3})[.):]\s+([^*\n]{2,120}?)\*\*[.:]?\s*(.*)$", re.I
)
"""A numbered step whose title is bold with its number ("**1. Force a GPU launch.** ..."), a
paragraph of its own: the prose and code under it, up to the next such title, are its body."""


def _title_of(line: str) -> str:
    """The bold title of a bold-titled step's line ("" for any other line)."""
    m = _BOLD_TITLED_STEP.match(line)
    return m.group(3).strip() if m else ""


_TITLED_BODY = 60
"""The most lines a bold-titled step's body may run before the list is taken to end."""


_STEP_LABEL = re.compile(
    r"^\s*(?:\*\*)?step\s+\d{1,3}[a-z]?\b[^:—-]{0,80}?(?:\*\*)?\s*[:—-]\s*", re.I
)


_LEAD_NUMBER = re.compile(r"^\s*\d{1,3}[a-z]?[.)]\s+")


_LINK = re.compile(r"\[([^\]]+)\]\([^)]*\)")


_TABLE_STEP = re.compile(r"^\s*(?:#|no\.?|step|phase|stage|order)\s*$", re.I)
_TABLE_NUMBER = re.compile(r"^\s*(?:#|no\.?)\s*$", re.I)
_TABLE_DEED = re.compile(
    r"\b(?:steps?|actions?|tasks?|do|does|commands?|checks?|operations?|instructions?|runs?)\b",
    re.I,
)
"""A column of a numbered table that says what to do: its rows are steps."""


_INLINE_SEQUENCE = re.compile(
    r"(?:in\s+(?:this|the\s+following)\s+order|in\s+order|steps?)\s*:\s*"
    r"(?P<items>[^.:]+?,[^.:]+?(?:,?\s+(?:and\s+)?then\s+|,\s+and\s+|,\s+)[^.:]+)\.",
    re.I,
)


@dataclass(frozen=True)
class ChecklistStep:
    """One step of a checklist."""

    index: int
    """1-based position in the checklist."""
    text: str
    identifiers: tuple[str, ...]
    line: int


@dataclass
class _Block:
    line: int
    intro: str
    items: list[tuple[int, list[str], str]]
    """(line, text parts, marker kind: number, step, box, bullet, row, thing)."""
    notes: list[str]


_QUOTED = re.compile(r"^[ \t]{0,3}>[ \t]?")
_QUOTED_ITEM = re.compile(r"^[ \t]{0,3}>[ \t]*(?:\d{1,3}[.)]|[-*+])[ \t]+\S")


def unquote_lists(lines: list[str]) -> list[str]:
    """``lines`` with each blockquote that holds a list (two items or more) written without
    its quote marks ("> 1. Reproduce ..." is the list "1. Reproduce ..."); a quote of prose
    ("> **Note:** ...") stays a quote. One line for one line: line numbers keep."""
    if not any(line.lstrip().startswith(">") for line in lines[:20_000]):
        return lines
    out = list(lines)
    n = 0
    while n < len(out) and n < 20_000:
        if not _QUOTED.match(out[n]):
            n += 1
            continue
        end = n
        while end < len(out) and _QUOTED.match(out[end]):
            end += 1
        if sum(1 for line in out[n:end] if _QUOTED_ITEM.match(line)) >= 2:
            out[n:end] = [_QUOTED.sub("", line, count=1) for line in out[n:end]]
        n = end
    return out


def _items(lines: list[str], first_line: int) -> list[_Block]:
    """The lists of ``lines`` (top-level items only), each with the prose just before it."""
    blocks: list[_Block] = []
    current: _Block | None = None
    prose: list[str] = []
    in_fence = False
    base_indent = 0
    paragraph_ended = False
    lead: list[str] = []
    """A paragraph ending in a colon ("When a test fails, follow this sequence:") with
    more prose before the list: it introduces the list too."""
    shown = False
    """The last item ends in a colon and the table or code block after it is its own
    ("- mapping table:" over "| Step | Tool |"): the list goes on after it."""
    titled_body = 0
    """Lines left to a bold-titled step's body (see :data:`_BOLD_TITLED_STEP`)."""
    titled_lead = False
    """The bold-titled step has only its title: its body's first line is its lead."""
    for offset, line in enumerate(lines):
        if _FENCE.match(line):
            in_fence = not in_fence
            # A label opening the fence ("Conversion Progress:") joins the prose before it
            # ("Copy this checklist and track progress:"): both introduce the list.
            paragraph_ended = paragraph_ended and not in_fence
            continue
        marker = _marker(line, in_fence)
        if marker is not None and titled_body and marker[2] != "titled":
            marker = None  # a list inside a bold-titled step's body is its body's
        if marker is not None:
            indent, text, kind = marker
            if current is None or current.notes:
                if current is not None:
                    prose, lead = current.notes, []
                paragraph_ended = False
                intro = _intro(prose)
                if lead and lead is not prose and not intro.endswith(":"):
                    intro = f"{_intro(lead)} {intro}"
                current = _Block(first_line + offset, intro, [], [])
                lead = []
                base_indent = indent
                blocks.append(current)
            if indent <= base_indent + 1:
                current.items.append((first_line + offset, [text], kind))
                shown = False
                titled_body = _TITLED_BODY if kind == "titled" else 0
                titled_lead = kind == "titled" and text.strip() == _title_of(line)
                continue
        if current is not None and titled_body:
            # a bold-titled step's body (prose, code) up to the next title or a heading
            if line.lstrip().startswith("#") and not in_fence:
                current = None
                prose, lead = [], []
                titled_body = 0
                continue
            titled_body -= 1
            if line.strip() and len(current.items[-1][1]) == 1 and titled_lead:
                # its first line said or run ("Run `pytest tests/test_io.py -x`."): the names
                # an answer shows the step by, as a step heading's first paragraph gives them
                current.items[-1][1].extend(["—", line.strip()])
                titled_lead = False
            continue
        if current is not None:
            stripped = line.strip()
            if not stripped:
                continue
            indent = len(line) - len(line.lstrip())
            if indent > base_indent and not current.notes:
                current.items[-1][1].append(stripped)
                continue
            if (
                not current.notes
                and (in_fence or stripped.startswith("|"))
                and (shown or current.items[-1][1][-1].rstrip().endswith(":"))
            ):
                # "- mapping table:" then "| Step | Tool |" rows: the item's own table or
                # code, shown under it; the list goes on after it (its columns are no words
                # of the item's: "| Parity risk |" warns of nothing)
                shown = True
                continue
            if line.lstrip().startswith("#"):
                current = None
                prose, lead = [], []
                continue
            current.notes.append(line)
            if len(current.notes) > 12:
                current = None
                prose = [line]
            continue
        if line.strip():
            if paragraph_ended:
                if prose and prose[-1].rstrip().endswith(":"):
                    lead = prose
                prose = []
                paragraph_ended = False
            prose.append(line)
        elif not in_fence and prose:
            paragraph_ended = True
    return blocks


def _marker(line: str, in_fence: bool) -> tuple[int, str, str] | None:
    """(indent, text, kind) when ``line`` starts a list item."""
    if in_fence:
        box = _BOX.match(line)
        if box:
            return len(box.group(1)), box.group(2), "box"
        bullet = _BULLET.match(line)
        return (
            (len(bullet.group(1)), bullet.group(3), "box") if bullet and bullet.group(2) else None
        )
    numbered = _NUMBERED.match(line)
    if numbered:
        return len(numbered.group(1)), numbered.group(3), "number"
    bold = _BOLD_STEP.match(line)
    if bold:
        return len(bold.group(1)), bold.group(3) or bold.group(2), "step"
    titled = _BOLD_TITLED_STEP.match(line)
    if titled:
        # "**1. Force a GPU launch.** `legate --gpus N` ...": the bold title, then its text
        return len(titled.group(1)), f"{titled.group(3)} {titled.group(4)}".strip(), "titled"
    bullet = _BULLET.match(line)
    if bullet:
        return len(bullet.group(1)), bullet.group(3), "box" if bullet.group(2) else "bullet"
    return None


def _intro(prose: list[str]) -> str:
    """The paragraph just before a list (up to its last six lines)."""
    return " ".join(p.strip() for p in prose[-6:])


def _clean(text: str) -> str:
    text = _LINK.sub(r"\1", text)
    text = _STEP_LABEL.sub("", text)
    return re.sub(r"\s+", " ", text).strip()


def _steps(items: list[tuple[int, list[str], str]]) -> tuple[ChecklistStep, ...]:
    steps = []
    for n, (line, parts, _) in enumerate(items, start=1):
        text = _clean(" ".join(parts))
        if text:
            steps.append(ChecklistStep(n, text, tuple(extract_identifiers(text)), line))
    return tuple(steps)


def _table_block(lines: list[str], first_line: int, any_header: bool = False) -> _Block | None:
    """A step table: header's first cell is Step/#/Phase/Stage, one row a step. With
    ``any_header`` (a table under a checklist heading: "| Checkpoint | Covered? |"), any
    header: a row is an item, its first cell included."""
    # A table indented under a list item belongs to that item, not to the section.
    rows = [(i, line) for i, line in enumerate(lines) if line.startswith("|")]
    if len(rows) < 4:
        return None
    header = [c.strip() for c in rows[0][1].strip().strip("|").split("|")]
    if not header or not (any_header or _TABLE_STEP.match(header[0])):
        return None
    items = []
    numbered = True
    for i, row in rows[2:]:
        cells = [c.strip() for c in row.strip().strip("|").split("|")]
        number = bool(re.fullmatch(r"\d{1,3}[a-z]?\.?", cells[0]))
        numbered = numbered and number
        text = " — ".join(c for c in cells[0 if any_header and not number else 1 :] if c)
        if text:
            items.append((first_line + i, [text], "row"))
    if not numbered:
        items = [(n, parts, "bullet") for n, parts, _ in items]
    elif _TABLE_NUMBER.match(header[0]) and not any(_TABLE_DEED.search(h) for h in header[1:]):
        # "| # | Place | Path |": numbered rows of things, not steps, unless a column says
        # what to do ("| # | Action |", "| No. | What runs |")
        items = [(n, parts, "thing") for n, parts, _ in items]
    prose = [line for line in lines[: rows[0][0]] if line.strip()]
    return _Block(first_line + rows[0][0], _intro(prose), items, [])


_ARROWS = re.compile(r"\s+(?:→|->|=>|⟶)\s+")


_LAST_CODE = re.compile(r"`[^`\n]{1,80}`$")
_FIRST_CODE = re.compile(r"`[^`\n]{1,80}`(?=[.;:,]?(?:\s|$))")
"""The name a chain inside a sentence opens on (the piece before its first arrow ends with
it) or ends on (the piece after its last arrow opens with it, then the sentence goes on)."""


_ARROW_CUE = re.compile(r"\b(?:steps?|summary|workflow|order|sequence|flow|pipeline)\b", re.I)


def _inline_block(line: str, line_no: int) -> _Block | None:
    """A sequence written inline: "Follow these steps in order: confirm X, ask Y, then
    verify." or "**5-step summary**: Classify → Design → Implement → Validate"."""
    head, colon, rest = line.partition(":")
    if colon and _ARROW_CUE.search(head):
        chain = arrow_block(rest, line_no, head.strip(" *"))
        if chain is not None:
            return chain
    m = _INLINE_SEQUENCE.search(line)
    if not m or not ORDER_CUE.search(line):
        return None
    if _EMITS_IN_ORDER.search(line[: m.start() + 40]):
        return None  # "the diagnostics step emits, in order: helm status, ...": its output

    parts = re.split(r",?\s+(?:and\s+)?then\s+|,\s+and\s+|,\s+", m.group("items"))
    parts = [p.strip() for p in parts if len(p.split()) >= 2]
    if len(parts) < 3:
        return None
    return _Block(
        line_no, line[: m.start()].strip() or line, [(line_no, [p], "number") for p in parts], []
    )


_LABEL = r"(?:\*\*[^*\n]{1,40}\*\*|`[^`\n]{1,40}`)"
_LABEL_JOINT = r"(?:[ \t]*,[ \t]*(?:(?:and|then)[ \t]+)?|[ \t]+(?:and|then)[ \t]+)"
_LABEL_RUN = re.compile(rf"{_LABEL}(?:{_LABEL_JOINT}{_LABEL}){{2,14}}")
"""Three or more bold or code labels in a row, joined by commas and "and" ("**Summary**,
**Root cause** and **Fix**")."""


def label_run(line: str, line_no: int) -> _Block | None:
    """The labels a sentence lists in a row ("Always answer with **Summary**, **Root cause**
    and **Fix**, in that order."), each an item, the words before them the introduction."""
    m = _LABEL_RUN.search(line[:2000])
    if m is None:
        return None
    labels = re.findall(_LABEL, m[0])  # as written: a bold label names a section
    items = [(line_no, [label], "number") for label in labels]
    return _Block(line_no, line[: m.start()].strip(), items, [])


_EMITS_IN_ORDER = re.compile(
    r"\b(?:emits|prints|outputs|dumps|returns|produces|logs|writes|shows|displays|lists|"
    r"contains|holds|includes)\b[^.:]{0,40}?\bin\s+(?:this\s+|that\s+)?order\b",
    re.IGNORECASE,
)
"""An order told of what a tool or step puts out ("emits, in order: helm status, rendered
manifest, ..."): the layout of its output, not steps of the work."""


_TEMPLATE_LINE = re.compile(
    r"\s*(?P<label>[A-Z][A-Za-z0-9 /&'’→>+-]{0,40}?(?:\s*\([^()\n]{0,40}\))?)\s*:"
    r"(?P<value>[^\n]*)$"
)
"""A line of a fill-in template: a capitalised label and its colon ("GOAL (verifiable):",
"Coupling removed:"), then nothing or a blank to fill."""
_BLANK = re.compile(r"^\s*$|_{3,}|<[^<>\n]{1,60}>|\[[^\[\]\n]{0,60}\]|\.{3}|…|\bTBD\b|\S\s*\|\s*\S")
"""What a template leaves to fill: nothing, a run of underscores, a ``<slot>`` or ``[slot]``,
an ellipsis, or choices set apart by bars ("schedule | event | run-until-done")."""


_LIST_LINE = re.compile(r"^\s*(?:[-*+]|\d{1,2}[.)])\s+(?:\[[ xX]?\]\s+)?")
"""A list line's marker (and its checkbox)."""


def template_blocks(lines: list[str], first_line: int) -> list[_Block]:
    """Fill-in templates in fences: a fenced block of three to fifteen lines, each a
    capitalised label with a blank to fill ("GOAL (verifiable):      ____", "Before:"), with
    the paragraph before the fence as its introduction; each label is an item."""
    blocks: list[_Block] = []
    opened: int | None = None
    for offset, line in enumerate(lines[:20_000]):
        if not _FENCE.match(line):
            continue
        if opened is None:
            opened = offset
            continue
        if offset - opened > 60:  # far longer than a template (blank lines allowed)
            opened = None
            continue
        body = [
            (opened + 1 + n, ln) for n, ln in enumerate(lines[opened + 1 : offset]) if ln.strip()
        ]
        start, opened = opened, None
        if not 3 <= len(body) <= 15:
            continue
        # entries to fill under a label ("Action items:" over "- [ ] <task> — due <date>")
        # belong to it
        entries = [
            ln for _, ln in body if _LIST_LINE.match(ln) and _BLANK.search(_LIST_LINE.sub("", ln))
        ]
        body = (
            [(n, ln) for n, ln in body if ln not in entries]
            if len(body) - len(entries) >= 3
            else body
        )
        filled = [(n, m) for n, ln in body if (m := _TEMPLATE_LINE.match(ln)) is not None]
        blanks = sum(1 for _, m in filled if _BLANK.search(m["value"]))
        if len(filled) < len(body) or blanks * 3 < len(body) * 2:
            continue
        items = [
            (first_line + n, [re.sub(r"\s*\([^()]*\)", "", m["label"]).strip()], "number")
            for n, m in filled
        ]
        blocks.append(_Block(first_line + start, _intro(_prose_before(lines, start)), items, []))
    return blocks


def _prose_before(lines: list[str], start: int) -> list[str]:
    """The paragraph just before line ``start`` (a fence's opening), past blank lines."""
    prose: list[str] = []
    for before in reversed(lines[max(0, start - 8) : start]):
        if not before.strip():
            if prose:
                break
            continue
        prose.insert(0, before)
    return prose


_SKELETON_TAGS = frozenset(("", "markdown", "md", "text", "txt"))
_FENCE_HEADING = re.compile(r"^#{1,6}\s+(?P<title>\S[^\n]{0,80}?)\s*#*\s*$")


def heading_templates(lines: list[str], first_line: int) -> list[_Block]:
    """Answer skeletons in fences: a Markdown (or untagged) fence of at most sixty lines that
    holds two or more headings ("## Doc Updates from Commits", "### Updated pages", "###
    New pages needed"), with the paragraph before it as its introduction; each section
    heading is an item, and a title that stands alone above deeper headings is none."""
    blocks: list[_Block] = []
    opened: int | None = None
    tag = ""
    for offset, line in enumerate(lines[:20_000]):
        if not _FENCE.match(line):
            continue
        if opened is None:
            opened, tag = offset, line.strip()[3:].strip().lower()
            continue
        start, opened = opened, None
        if tag not in _SKELETON_TAGS or offset - start > 60:
            continue
        heads = [
            (start + 1 + n, len(ln) - len(ln.lstrip("#")), m["title"])
            for n, ln in enumerate(lines[start + 1 : offset])
            if (m := _FENCE_HEADING.match(ln)) is not None
        ]
        if len(heads) >= 3 and heads[0][1] < min(h[1] for h in heads[1:]):
            heads = heads[1:]  # "## Doc Updates from Commits" titles the sections below it
        if len(heads) < 2 or len(heads) > 15:
            continue
        items = [
            (first_line + n, [_noted(title.strip("`*: ").strip())], "number")
            for n, _, title in heads
        ]
        blocks.append(_Block(first_line + start, _intro(_prose_before(lines, start)), items, []))
    return blocks


_NOTE_ARROW = re.compile(r"\s+(?:<-+|\u2190)\s*(?P<note>\S.*)$")


def _noted(title: str) -> str:
    """A skeleton heading with the author's note after an arrow ("Potential Concerns <- omit
    if none"): the note set in parentheses, a word on the section, not its name."""
    return _NOTE_ARROW.sub(lambda m: f" ({m['note'].strip()})", title)


def arrow_block(text: str, line_no: int, intro: str = "") -> _Block | None:
    """A sequence of three or more short parts joined by arrows ("Config → Why → Verified
    → Unverified"), each part a step; None when ``text`` is not such a chain."""
    pieces = _ARROWS.split(text[:20_000])
    if len(pieces) < 3:
        return None
    # a chain of names inside a sentence ("..., the milestone order is `plan` -> `build` ->
    # `ship`. Each milestone ..."): it opens at its first name and ends at its last one
    opens = _LAST_CODE.search(pieces[0])
    if opens is not None and len(pieces[0].split()) > 10:
        # the sentence's words before the chain introduce it ("For structured outputs, ...")
        intro = f"{intro} {pieces[0][: opens.start()].strip()}".strip()
        pieces[0] = opens[0]
    ends = _FIRST_CODE.match(pieces[-1])
    if ends is not None and len(pieces[-1].split()) > 10:
        pieces[-1] = ends[0]
    parts = [_LINK.sub(r"\1", p).strip(" .") for p in pieces]
    parts = [re.sub(r"\(\s*`?[^)]*\)", "", p).strip() for p in parts]
    if not all(1 <= len(p.split()) <= 10 for p in parts):
        return None
    return _Block(line_no, intro, [(line_no, [p], "number") for p in parts], [])


def _prose_lines(lines: list[str]) -> list[tuple[int, str]]:
    """Lines outside fences, tables and list items, with their offsets."""
    out = []
    in_fence = False
    for offset, line in enumerate(lines):
        if _FENCE.match(line):
            in_fence = not in_fence
        elif not in_fence and not line.startswith(("|", " ", "\t")) and not _marker(line, False):
            out.append((offset, line))
    return out
