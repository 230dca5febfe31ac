"""Answer analysis shared by every grader: units, words, identifier and phrase matching.

An :class:`Answer` is built once per answer text and cached, so fifteen checks over one
answer pay for segmentation and tokenisation once.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import islice

from skilleval.language.lexicon import CONCEPTS, FUNCTION_WORDS, STOPWORDS, SUFFIXES, cut_stem

_WORD = re.compile(r"[A-Za-z][A-Za-z0-9_'./-]*[A-Za-z0-9]|[A-Za-z]")
_LIST_ITEM = re.compile(r"^\s*(?:\d{1,3}[.)]|[-*+•])\s+")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9`\"'(\[*])")
_FENCE = re.compile(r"^\s*(```|~~~)")
_TABLE_RULE = re.compile(r"^\s*\|?[\s:|-]+\|?\s*$")


def _undouble(word: str, suffix: str) -> str:
    """``word`` with a consonant doubled before ``suffix`` single (run-ning is run,
    trigg-er is trig, cancell-ed is cancel); install-ing stays install."""
    if suffix in ("ing", "ed", "er") and len(word) > 3 and word[-1] == word[-2]:
        if word[-1] not in "lsz":
            return word[:-1]
        if word.endswith("ell") and len(word) >= 6 and not word.endswith("spell"):
            return word[:-1]  # cancelled, labelled, modelling: British doubling of "-el"
    return word


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """A light stem: lowercase, common suffixes off, at most 7 chars (wording tolerance),
    then the concept it names, if any."""
    word = _bare_stem(word)
    return _CONCEPT_OF.get(word, word)


_ER_AFTER = frozenset(("ers", "er", "ed", "es", "s", "ing", "ings"))
"""Endings after which a verb's own "-er" goes too (registered, filtering, renderers); not
after "-ation" (generation is gener-ation). A plural in "-ies" ("deliveries") loses it with
its "-y" (:func:`_noun_y`)."""


_SION_NOUN = re.compile(r"(?P<head>[a-z]{3,})(?P<tail>version|mission)s?")
_SION_VERB = {"version": "vert", "mission": "mit"}
"""Nouns in -version and -mission and the verbs they name (conversion: convert,
submission: submit); "version" and "mission" alone are words of their own."""


_ATIVE = re.compile(r"(?P<head>[a-z]{4,}at)ives?")
"""An adjective in -ative and the verb in -ate it is made of; not "native", "negative",
"relative" or "creative" (too short a head to be a verb of their own)."""


_LETTERS_SLASHED = re.compile(r"[a-z](?:/[a-z])+")
"""Letters joined by slashes ("i/o", "r/w"): one abbreviation."""


_SHORT_KEPT = STOPWORDS | {"pip"}
"""Three letters a four-letter word keeps its "e" over: a word of its own ("note" is not
"not", "pipe" is not "pip")."""


_SHIP_NOUN = re.compile(r"(?P<head>[a-z]{3,}(?:er|or|ion))ships?")
"""Nouns in -ship of a person or a relation and the word they are made of (ownership:
owner, sponsorship: sponsor, relationship: relation); not "hardship", "worship"."""


_NESS = re.compile(r"(?P<head>[a-z]{4,})ness(?:es)?")
"""A noun in -ness and the adjective it is made of (readiness: ready, darkness: dark,
completeness: complete); a head of three letters is a word of its own (witness, harness),
and so is one of four in "-i" (business is not busy)."""


def _noun_y(word: str) -> str:
    """A noun's "-ery" without its "-y" (delivery ~ deliver, query ~ queries); only "-ery":
    "ready" is no "read"."""
    if len(word) > 4 and word.endswith("ery"):
        word = word[:-1]
        if len(word) > 4 and word.endswith("er"):
            word = _undouble(word[:-2], "er")
    return word


def _bare_stem(word: str) -> str:
    """:func:`stem` without concepts."""
    # author's: author; "OOM'd", "ssh'ing": the word verbed
    word = original = re.sub(r"['\u2019](?:s|d|ed|ing)$", "", word.lower().strip("'\".,"))
    if _LETTERS_SLASHED.fullmatch(word):  # "I/O" is io, "R/W" rw
        word = original = word.replace("/", "")
    ship = _SHIP_NOUN.fullmatch(word)
    if ship is not None:  # ownership ~ owner
        word = original = ship["head"]
    ness = _NESS.fullmatch(word)
    if ness is not None and not (ness["head"].endswith("i") and len(ness["head"]) < 5):
        head = ness["head"]  # readiness ~ ready, darkness ~ dark
        word = original = head[:-1] + "y" if head.endswith("i") else head
    noun = _SION_NOUN.match(word)
    if noun is not None:  # conversion ~ convert, submission ~ submit
        word = noun["head"] + _SION_VERB[noun["tail"]]
    ative = _ATIVE.fullmatch(word)
    if ative is not None:  # generative ~ generate ~ generation, iterative ~ iterate
        word = ative["head"] + "e"
    ate_verb = word.endswith(("ate", "ated", "ates", "ating"))
    for suffix in SUFFIXES:
        if len(word) > len(suffix) + 2 and word.endswith(suffix):
            if suffix == "ed" and word.endswith("eed"):
                break  # speed, proceed, exceed: the word itself, no past tense
            if suffix == "s" and word.endswith("ss"):
                break  # success, process, pass: no plural (successes, passed keep "ss")
            if suffix == "ly" and word.endswith("ply"):
                break  # apply, reply, supply: the verb, no adverb of "app"
            if suffix in ("ies", "ied"):
                # a noun's plural or a verb's form of "-y" (entries, policies, studied,
                # applies, verified) is that word (entry, policy, study, apply, verify)
                word = _noun_y(word[: -len(suffix)] + "y")
                break
            if suffix.startswith("ment") and len(word) - len(suffix) < 6:
                continue  # implement, document, comment: the verb, not verb + "ment"
            word = _undouble(word[: -len(suffix)], suffix)
            if suffix in _ER_AFTER and len(word) > 4 and word.endswith("er"):
                # registered ~ register, filtering ~ filter, renderer ~ render: one stem
                word = _undouble(word[:-2], "er")
            break
    else:
        if len(word) > 4 and word.endswith("ie"):
            word = word[:-2] + "y"  # cookie ~ cookies, movie ~ movies: one stem
        word = _noun_y(word)
    if word in _SHORT_KEPT and original.startswith(word + "e"):
        word += "e"  # notes ~ note, pipes ~ pipe: not "not", "pip"
    if (len(word) > 4 or (len(word) == 4 and word[:3] not in _SHORT_KEPT)) and word.endswith("e"):
        word = word[:-1]  # disable ~ disabling, replace ~ replacing, file ~ files, tune ~ tuning
    if len(word) > 4 and word.endswith(("iz", "yz")):
        word = word[:-1] + "s"  # optimize ~ optimise, analyze ~ analyse
    if (
        ate_verb
        and len(word) >= 5
        and word.endswith("at")
        and (not word.endswith(("eat", "oat")) or word == "creat")  # treat, float: no "-ate"
    ):
        word = word[:-2]  # generate ~ generation, validated ~ validation
    return cut_stem(word)


# A concept's words are written as stems ("delet remov wipe"); a word written whole
# ("alter", "filter") also stands for its own stem, so "altered" and "alter" meet.
_CONCEPT_OF = {**{_bare_stem(k): v for k, v in CONCEPTS.items()}, **CONCEPTS}


_TURN_OFF = re.compile(r"\b(?:turn|switch|shut)\w*\s+(?:[\w-]+\s+){0,2}off\b", re.IGNORECASE)
_TURN_ON = re.compile(r"\b(?:turn|switch)\w*\s+(?:[\w-]+\s+){0,3}?on\b", re.IGNORECASE)
_NEGATED_STATE = re.compile(
    r"\b(?:not|isn'?t|aren'?t|wasn'?t|weren'?t)\s+(?:yet\s+|currently\s+)?"
    r"(?P<state>reachable|available|responsive|healthy|accessible|resolved|known|decided|"
    r"specified|defined|configured|installed|verified|confirmed|tested)\b",
    re.IGNORECASE,
)
"""A state said negatively ("VIOS isn't reachable", "the runtime isn't resolved yet") is its
un- word ("unreachable", "unresolved")."""
_NEGATED_COMPAT = re.compile(
    # "aren't ABI-compatible" says ABI-incompatible
    r"\b(?:not|isn'?t|aren'?t|never)\s+(?:be\s+)?(?P<kind>[A-Za-z0-9]+-)?"
    r"(?:supported|compatible|allowed)\b"
    r"|\b(?:doesn'?t|does not|won'?t|will not)\s+work\s+with\b",
    re.IGNORECASE,
)


def content_words(text: str, compounds: bool = True) -> list[str]:
    """Lowercase content words of ``text`` (stopwords removed).

    Hyphenated words yield their parts too (and themselves when ``compounds``).
    """
    text = _NEGATED_COMPAT.sub(lambda m: f" {m['kind'] or ''}incompatible ", text)
    text = _NEGATED_STATE.sub(lambda m: f" un{m['state'].lower()} ", text)
    return [part for m in _WORD.finditer(text) for part in _word_parts(m.group(0), compounds)]


@dataclass(frozen=True)
class Span:
    start: int
    end: int
    text: str


@dataclass(frozen=True)
class Unit:
    """A list item, sentence or code block of an answer."""

    start: int
    end: int
    text: str
    kind: str
    """``item``, ``sentence``, ``heading`` or ``code``."""
    prose_words: int
    stems: frozenset[str]
    work: str = ""
    """The unit's text with backticks blanked (what identifier regexes search)."""
    lower: str = ""
    flat: str = ""
    """The unit's text with runs of whitespace (line breaks too) as one space."""


@dataclass
class Answer:
    """An answer text analysed once for all graders."""

    raw: str
    work: str = ""
    """Same length as ``raw``: backticks blanked, smart quotes made straight."""
    substance: str = ""
    """Same length as ``raw``: greetings and sign-offs ("Great question!", "Let me know if
    you'd like more") blanked; what the answer says."""
    units: list[Unit] = field(default_factory=list)
    stems: frozenset[str] = frozenset()
    ident_tokens: frozenset[str] = frozenset()
    prose_words: int = 0
    tokens: int = 0
    function_words: int = 0
    found: dict[str, Span | None] = field(default_factory=dict)
    """Memo of identifier look-ups (graders ask for the same identifiers)."""
    item_runs: list[range] | None = None
    """The answer's lists as runs of consecutive item units, once asked for."""
    structured: bool = False
    """Holds content that is not prose: a code block of statements, or a table whose rows
    say things (cells of several words). Such an answer is not a bag of terms."""
    pieces: int = 0
    """List items, table rows and sentences."""
    short_pieces: list[list[str]] = field(default_factory=list)
    """The words of those that hold one or two words."""
    comma_runs: list[str] = field(default_factory=list)
    """Sentences with many commas (maybe runs of words)."""
    _bare: tuple[int, int] | None = None
    _term_list: bool | None = None

    @property
    def bare_pieces(self) -> int:
        """Pieces that are one or two plain words ("- orientation", "| caveat |"); a sentence
        that is a run of comma-separated words counts by its pieces."""
        return self._bag()[1]

    def _bag(self) -> tuple[int, int]:
        """(pieces, bare pieces), worked out once, when asked."""
        if self._bare is None:
            pieces, bare = self.pieces, sum(map(_bare, self.short_pieces))
            for text in self.comma_runs:
                parts = [_WORD.findall(part) for part in text.split(",")]
                run = sum(map(_bare, parts))
                if run >= 0.8 * len(parts):
                    pieces, bare = pieces + len(parts) - 1, bare + run
            self._bare = (pieces, bare)
        return self._bare

    @property
    def is_term_list(self) -> bool:
        """True when the answer is a bag of terms rather than an explanation.

        Explanations need function words ("the", "to", "with"); a list of identifiers has
        almost none, however many words it holds. A list of plain words is a bag too, even
        when some of them are function words ("- should", "- with"): most of its pieces say
        one or two words and nothing else.
        """
        if self._term_list is None:
            self._term_list = self._is_bag()
        return self._term_list

    @property
    def laid_out(self) -> bool:
        """Whether the answer is laid out as a written text (a heading, a fence or a
        labelled line) whose pieces, a fenced block's lines among them, are mostly more than
        bare words ("- #701" under "## Cherry-picked PRs", not "- cherry")."""
        if _LAYOUT_LINE.search(self.raw[:20_000]) is None:
            return False
        pieces, bare = self._bag()
        for unit in self.units[:200]:
            if unit.kind == "code":
                # a fenced text's lines are its pieces; its headings lay it out
                lines = [
                    ln
                    for ln in unit.text.split("\n")[1:-1][:200]
                    if ln.strip() and not _HEADING_LINE.fullmatch(ln)
                ]
                pieces += len(lines)
                bare += sum(_bare(_MARKER.sub("", ln).split()) for ln in lines)
            elif _LABEL_ONLY.fullmatch(unit.text.strip()) and _bare(_WORD.findall(unit.text)):
                pieces, bare = pieces - 1, bare - 1  # "**Title**" labels what follows
        # "Findings: delegates status recommendations": a labelled line of bare terms says
        # nothing of its label, however many terms it strings
        bare += sum(
            1
            for m in islice(_FIELD_LINE_START.finditer(self.raw[:20_000]), 200)
            if not _says(m["value"]) and len(_PLAIN_WORD.findall(m["value"])) > 2
        )
        return bare * 2 < pieces

    def _is_bag(self) -> bool:
        if self.structured:
            return False
        # a sentence or two of fewer than 25 words, closed by a full stop, needs only two
        # ("Eight — one per node, because dp_size counts replicas per node, not globally.")
        said = (self.substance or self.raw).strip()[:400]  # past a greeting and sign-off
        least = (
            2
            if self.tokens < 25 and _SHORT_PROSE.fullmatch(_HEADING_LINE.sub("", said).strip())
            else 3
        )
        if self.function_words < (least if least == 2 else max(least, 0.12 * self.tokens)):
            # what it says, without its headings and pleasantries ("## Overview", "Great
            # question!"): a one-line command or telegraphic report framed so is still one
            said = _HEADING_LINE.sub("", (self.substance or self.raw)[:2000]).strip()[:400]
            return not (
                _TELEGRAPHIC.fullmatch(said)
                or _QUESTION_LINE.fullmatch(said)
                or _COMPARED_FIGURES.fullmatch(said)
                or _WORKED_FIGURE.fullmatch(said)
                or _ONE_COMMAND.fullmatch(said)
                or _telegraphic_lines((self.substance or self.raw)[:2000])
                or _checklist_lines((self.substance or self.raw)[:2000])
                or _report_lines((self.substance or self.raw)[:2000])
                or _command_steps((self.substance or self.raw)[:2000])
            )
        if len(self.short_pieces) + len(self.comma_runs) * BAG_PIECES < BAG_PIECES:
            return False  # too few short pieces to be a bag (the common case, no regex)
        pieces, bare = self._bag()
        return bare >= BAG_PIECES and bare >= 0.8 * pieces


_SHORT_PROSE = re.compile(
    r"[A-Z](?:[^\n`|]|`[^`\n]{1,200}`){0,300}?[.!?]"
    r"(?:\s+[A-Z](?:[^\n`|]|`[^`\n]{1,200}`){0,300}?[.!?])?"
)
"""One or two sentences of prose, each opening with a capital and closed by a stop, with no
code block, table or line break (inline code in them is fine: "Drop the `/v1` — locally it's
`POST .../predict`."): an answer said, not a run of terms."""
_LAYOUT_LINE = re.compile(
    r"^[ \t]{0,3}(?:#{1,6}[ \t]+\S|```|~~~|\*\*[A-Z][\w ]{0,30}\*\*:?[ \t]*$"
    r"|[A-Z][\w ]{0,30}:[ \t]|\*\*[A-Z][\w ]{0,30}:\*\*[ \t]+\S)",
    re.MULTILINE,
)
"""A line that lays a text out: a heading, a fence, a bold label ("**Title**", "**New:**
plugin API."), a label ("Title: ...")."""
_LABEL_ONLY = re.compile(r"\*\*[A-Z][\w ]{0,30}:?\*\*:?|[A-Z][\w ]{0,30}:")
"""A unit that is only a label ("**Title**", "Body:")."""
_MARKER = re.compile(r"^\s*(?:[-*+]|\d{1,3}[.)]|#{1,6})\s+")
"""A line's list marker or heading marks."""
_HEADING_LINE = re.compile(r"^[ \t]{0,3}#{1,6}[ \t][^\n]*$", re.MULTILINE)
"""A markdown heading line."""
_TELEGRAPHIC = re.compile(
    r"(?=(?:[^`\n]*`[^`\n]+`){2})(?=[^,\n]*(?:,[^,\n]*)?$)"
    r"[^\n]{0,380}?(?<![`\w])[a-z]{3,}(?:ed|es)\b(?![^`\n]*`[^`\n]*$)[^\n]{0,380}[.!]"
)
"""One telegraphic line that says something of names: two code spans, at most one comma, a
verb in the past or present tense outside them, a closing stop ("`check.py` printed
`OK`: smoke test passed."), not a run of terms."""
_QUESTION_LINE = re.compile(r"[A-Z][a-z]+\s[^\n]{0,300}?[\w`*_)]\?(?=\s|$)[^\n]{0,200}")
"""One line that puts a question to the user ("Stop alert `ppe_vest_violation` on
**warehouse-dock-1**? (rule ID: `c0a8...`) — yes/no"): asked, not a run of terms."""
_COMPARED_FIGURES = re.compile(
    r"[^\n]{0,200}?(?<![\w.])\d[\d.,]*%?[ \t]*(?:<=?|>=?|≤|≥|!=|==)[ \t]*\d[\d.,]*%?(?![\w])"
    r"[^\n]{0,200}"
)
"""One line that compares two figures ("FAIL — AR (ratio) 2.06 < 2.1."): a verdict and its
reason, however few its words, not a run of terms."""
_OPERAND = r"\d[\d.]{0,12}(?:\s?[·×*]\s?\d[\d.]{0,12})?"
_WORKED_FIGURE = re.compile(
    rf"(?=[^\n]{{0,200}}?(?:^\W{{0,3}}\d|=\s*\d))[^\n]{{0,200}}?(?<![\w.])"
    rf"{_OPERAND}(?:\s?[+×·*]\s?|\s[-−/]\s){_OPERAND}(?:(?:\s?[+×·*]\s?|\s[-−/]\s){_OPERAND})+"
    r"(?![\w])[^\n]{0,200}"
)
"""One line that gives a figure and works it out ("21 (8·1 + 2·3 + 7)", "Total = 8 + 6 +
7 = 21"): a result and its sum, however few its words, not a run of terms. A date or a
range ("2026-12-07", "1-3") is no sum: a minus or a slash needs spaces around it."""
_DONE_LINE = re.compile(
    r"`[^`\n]+`[^\n]*?(?:(?<![`\w])[a-z]{3,}(?:ed|en)\b(?![^`\n]*`[^`\n]*$)|\s(?:→|->|=>)\s*\S)"
)
"""A line that tells what was done to names or what came of them: a code span, then a past
participle outside code ("- `ProductController.php`: import and type hint updated.") or an
arrow to its outcome ("- `check_data.py --mode inference` → ok")."""


def _lines_shaped(text: str, shaped: Callable[[str], object], least: int) -> bool:
    """Whether at least ``least`` lines of a short answer, and half its lines (a heading, or
    a line that introduces the lines after it, "Results:", not counted), are ``shaped``."""
    lines = [
        ln
        for ln in text.split("\n")[:40]
        if ln.strip() and not _HEADING_LINE.match(ln) and not ln.rstrip().endswith(":")
    ]
    done = sum(1 for ln in lines if shaped(ln))
    return done >= least and done * 2 >= len(lines)


def _telegraphic_lines(text: str) -> bool:
    """Whether half the lines of a short answer (two or more) tell what was done to names
    (see :data:`_DONE_LINE`): a terse report of edits, not a run of terms."""
    return _lines_shaped(text, _DONE_LINE.search, 2)


_LABELLED_REPORT_LINE = re.compile(
    r"[ \t]*(?:[-*+][ \t]+)?(?:\*\*[A-Z][^*\n]{0,40}\*\*|[A-Z][\w ]{0,30}):?[ \t]*[—–:-][ \t]*"
    r"(?:\*\*)?(?:[^\s|]+[ \t]+){2,}[^\s|].*"
)
"""A labelled line of a report that says something of its label in three words or more
("**Risks** — max delay is untested under load", "Validation: ruff and pytest pass")."""


_CODE_LABELLED_LINE = re.compile(
    r"[ \t]*(?:[-*+][ \t]+)?`[^`\n]{1,40}`:?[ \t]*[—–:-][ \t]*(?P<said>\S.*)"
)
"""A line that labels with a name in code marks what it says of it ("- `summary`: `{total,
counts}` — counts maps status to count")."""


def _labelled_line(line: str) -> bool:
    """A labelled line of a report (see :data:`_LABELLED_REPORT_LINE`), or one labelled by a
    name in code marks that says two plain words or more of it outside code (a run of names
    under a name is still a run of terms); either says something: a word that joins words or
    a figure ("Validation: ruff and pytest pass", not "Requires: bucket token issue-only")."""
    if _LABELLED_REPORT_LINE.fullmatch(line):
        return _says(line.split(":", 1)[-1] if ":" in line else line)
    m = _CODE_LABELLED_LINE.fullmatch(line)
    return (
        m is not None
        and len(_PLAIN_WORD.findall(INLINE_CODE.sub(" ", m["said"]))) >= 2
        and _says(m["said"])
    )


def _says(value: str) -> bool:
    """Whether a labelled line's value says something of its label: it holds a function word
    or a figure, not only terms."""
    return bool(_DIGIT.search(value)) or any(
        w.lower() in FUNCTION_WORDS for w in _PLAIN_WORD.findall(INLINE_CODE.sub(" ", value))
    )


_DIGIT = re.compile(r"(?<![A-Za-z_])\d")
"""A figure: a digit that opens a number, not one inside a name (``fuse_fp8_linear``)."""


def _report_lines(text: str) -> bool:
    """Whether a short answer is a labelled report (two such lines or more, half its lines),
    or a record of fields (see :func:`_record_lines`), not a run of terms."""
    return _lines_shaped(text, _labelled_line, 2) or _record_lines(text)


_FIELD_LINE = re.compile(r"[ \t]*[A-Z][\w ]{0,30}:[ \t]+(?P<value>\S[^\n]*)")
"""A field of a record ("Exit code: 1", "Status: FAILED")."""
_FIELD_LINE_START = re.compile(r"^" + _FIELD_LINE.pattern, re.MULTILINE)
"""Such a field where a line opens with it, found anywhere in a text."""


def _record_lines(text: str) -> bool:
    """Whether a short answer is a record of four fields or more, every line of it one, two
    of them saying three words or more ("Status: FAILED / Exit code: 1 / Summary: accuracy
    0.79 below 0.82"): the structured result a skill asks for, not a run of terms."""
    lines = [ln for ln in text.split("\n")[:40] if ln.strip() and not _HEADING_LINE.match(ln)]
    fields = [_FIELD_LINE.fullmatch(ln) for ln in lines]
    if len(lines) < 4 or not all(fields):
        return False
    said = sum(
        1 for f in fields if f is not None and len(f["value"].split()) >= 3 and _says(f["value"])
    )
    return said >= 2


_CHECKBOX_LINE = re.compile(r"[ \t]*[-*+][ \t]+\[[ xX]\][ \t]+(?:\S+[ \t]+){2,}\S.*")
"""A checklist's line of three words or more ("- [ ] separate verifier present")."""


def _checklist_lines(text: str) -> bool:
    """Whether a short answer is a checklist (three boxes or more, half its lines): each box
    says a thing of a few words, as the checklists skills write do, not a run of terms."""
    return _lines_shaped(text, _CHECKBOX_LINE.fullmatch, 3)


_COMMAND_STEP = re.compile(
    r"[ \t]*(?:\d{1,2}[.)]|[-*+])[ \t]+[^\n`]{0,80}`[a-z][\w.@/-]*(?:[ \t]+[^`\s]+){1,}`.*"
)
"""A list item that gives a command with its arguments ("2. `tslsp-cli rename --symbol User
--dry-run` — review the edits")."""


def _command_steps(text: str) -> bool:
    """Whether a short answer is a procedure of commands: two list items or more that each
    give a command line, half its lines."""
    return _lines_shaped(text, _COMMAND_STEP.fullmatch, 2)


_ONE_COMMAND = re.compile(
    r"(?:[^`]{0,160}`[a-z][\w.-]*(?:[ \t]+[^`\s]+){2,}`){1,3}[^`]{0,160}", re.IGNORECASE
)
"""One command line with its arguments and a few words around it ("`uv run isort a.py
b.py` — then commit.", a greeting before it), or two or three so ("`nat info components -t
tracing` shows the tracing exporters; `... -t logging` the logging ones"): an instruction,
not a run of terms."""
BAG_PIECES = 8
"""How many bare pieces (one or two plain words each) a bag of words has at least."""
_PLAIN_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*")
_CODE_RUN = re.compile(rf"(?:`[^`\n]{{1,80}}`[ \t,]+){{{BAG_PIECES - 1},}}`[^`\n]{{1,80}}`[.,;]?")
"""A run of names in code marks and nothing else, eight or more."""


def _bare(words: list[str]) -> bool:
    """Whether a piece says one or two plain words and nothing else."""
    return 0 < len(words) <= 2 and all(map(_PLAIN_WORD.fullmatch, words))


_CALL_ITEM = re.compile(
    r"`(?:#include\s*<[^>`]+>|(?:import|from)\s+(?=[\w.])[^`]*|[\w.:]+\((?=[^)`]*\w)[^)`]*\))`"
)
"""A list item that gives a call with its arguments or an include/import as code
(`` `cuOptSolve(problem, settings, &solution)` ``): a statement, not a bare term."""
_PLAIN_STATEMENT = re.compile(
    r"\s*(?:[-*+]|\d{1,3}[.)])\s+(?:[A-Z][a-z]+:\s+)?(?:[A-Za-z_][\w.]*(?:\[[^\]\n]{0,40}\])?\s+"
    r"=\s+\S|[A-Za-z_][\w.]*\([^)\n]{0,200}\))"
)
"""A list item that is a statement written without backticks ("1. cfg.peft.lora_rank = 32",
"2. cfg = llama3_8b_peft_config()"): content, like one written as code. A setting alone
("- KEY=value") is not one."""
_DATA_ROW = re.compile(r"^\s*\|(?=[^\n]*\d)(?:(?=[^|\n]*\w)[^|\n]*\|){3,}\s*$")
"""A table row of three cells or more holding a number ("| gr00t-1 | h100 | RUNNING | 3h |");
each cell's word is looked ahead for, so a hostile row cannot make it backtrack."""
_INNER_SPLIT = re.compile(r"[/_.=:\s-]+")
_PROSE_WORD = re.compile(r"[A-Za-z][a-z']+")


def _segment(raw: str) -> list[tuple[int, int, str]]:
    """(start, end, kind) for each unit, in order: sentences of a paragraph, a fenced code
    block, a heading, a table row, a list item with its indented continuation."""
    spans: list[tuple[int, int, str]] = []
    lines = raw.split("\n")
    offset = i = 0
    para: list[int] = []  # [start, end] of the paragraph being read

    def flush_para() -> None:
        if para:
            spans.extend(_sentences(raw, para[0], para[1]))
            para.clear()

    while i < len(lines):
        line = lines[i]
        start, end = offset, offset + len(line)
        if _FENCE.match(line) or _LIST_ITEM.match(line):
            flush_para()
            kind = "code" if _FENCE.match(line) else "item"
            block_end, i = (_fence_end if kind == "code" else _item_end)(lines, i, end)
            spans.append((start, block_end, kind))
            offset = block_end + 1
            continue
        if not line.strip():
            flush_para()
        elif line.lstrip().startswith("#"):
            flush_para()
            spans.append((start, end, "heading"))
        elif line.lstrip().startswith("|"):
            flush_para()  # a table row is a unit of its own; the |---| rule is none
            if not _TABLE_RULE.match(line):
                spans.append((start, end, "item"))
        else:
            para[:] = [para[0] if para else start, end]
        offset = end + 1
        i += 1
    flush_para()
    return [(s, e, k) for s, e, k in spans if raw[s:e].strip()]


def _sentences(raw: str, start: int, end: int) -> list[tuple[int, int, str]]:
    text = raw[start:end]
    spans = []
    pos = 0
    for m in _SENTENCE_END.finditer(text):
        spans.append((start + pos, start + m.start(), "sentence"))
        pos = m.end()
    spans.append((start + pos, end, "sentence"))
    return spans


def _fence_end(lines: list[str], i: int, end: int) -> tuple[int, int]:
    """A code block opened at line ``i`` (ending at offset ``end``): where the block ends
    (its closing fence, or the text's end) and the line after it."""
    j = i + 1
    block_end = end
    cursor = end + 1
    while j < len(lines):
        block_end = cursor + len(lines[j])
        if _FENCE.match(lines[j]):
            break
        cursor = block_end + 1
        j += 1
    return block_end, j + 1


def _item_end(lines: list[str], i: int, end: int) -> tuple[int, int]:
    """A list item at line ``i``: where it ends with its indented continuation lines, and
    the next line to read."""
    item_end = end
    j = i + 1
    cursor = end + 1
    while (
        j < len(lines)
        and lines[j].strip()
        and not _LIST_ITEM.match(lines[j])
        and lines[j].startswith((" ", "\t"))
        and not _FENCE.match(lines[j])
    ):
        item_end = cursor + len(lines[j])
        cursor = item_end + 1
        j += 1
    return item_end, j


def _word_stems(words: list[str]) -> list[str]:
    out: list[str] = []
    for raw_word in words:
        for part in _word_parts(raw_word):
            out.append(stem(part))
    return out


_STATE_COMPOUND = re.compile(r"[a-z]{2,}ed-(?:in|out|up|on|off|down)")
"""A participle and its particle ("checked-in configs", "logged-in user"): one adjective."""


@lru_cache(maxsize=65536)
def _word_parts(word: str, compounds: bool = True) -> tuple[str, ...]:
    """A word's content parts: itself (when ``compounds``) and its hyphenated pieces; an
    owner's "'s" is no part of the word ("the summary's uid": summary)."""
    word = _POSSESSIVE.sub("", word.lower())
    split = "-" in word and "/" not in word
    if split and word.split("-", 1)[0] in _INVERTING:
        return (word.replace("-", ""),)  # "de-identified" is not "identified"
    if split and _TURNS.fullmatch(word):
        return (word.replace("-", ""),)  # "multi-turn": how a dialogue runs, not a "turn"
    if split and _STATE_COMPOUND.fullmatch(word):
        return (word,)  # "checked-in", "logged-in": a state, not the deed of its verb
    parts = ([word] if compounds or not split else []) + (word.split("-") if split else [])
    kept = tuple(
        p
        for p in parts
        if p not in STOPWORDS and len(p) >= 3 and not p.isdigit() and p not in _QUALIFIER_PARTS
    )
    if not kept and split and _SHORT_PARTS.fullmatch(word):
        # "AI-Q", "C-V2": a name made of pieces too short to be words is one word.
        return (word.replace("-", ""),)
    return kept


_POSSESSIVE = re.compile(r"['\u2019]s$")
_NO_THING = re.compile(
    r"\b(?:[Nn]o|[Nn]ot|[Ww]ithout)\s+(?:(?:meant\s+|intended\s+|designed\s+)?for\s+)?"
    r"([A-Za-z][A-Za-z0-9]{1,30})\b"
    # "CT-only" leaves out all that is not CT: it says non-CT
    r"|\b([A-Za-z][A-Za-z0-9]{1,30})-only\b"
)
_INVERTING = frozenset(("de", "un", "non"))
"""Short prefixes that turn a word around; the word keeps them ("de-identified",
"non-causal": not "causal")."""
_SHORT_PARTS = re.compile(r"[a-z][a-z0-9]?(?:-[a-z0-9]{1,2})+")
_TURNS = re.compile(r"(?:multi|single|one|two|three)-(?:step|turn|round)s?")
"""How many exchanges an interaction takes ("multi-turn", "single-step"): one word each."""


_QUALIFIER_PARTS = frozenset(
    {"pre", "post", "sub", "multi", "semi", "co", "re"}
    | {"based", "specific", "related", "aware", "wide", "level", "friendly", "focused", "oriented"}
)
"""Hyphen parts that only qualify the other ("pre-LLM", "multi-GPU", "environment-based",
"cluster-wide"); "non-" and "anti-" turn it around, so they stay."""


@lru_cache(maxsize=65536)
def _stems_of(word: str) -> tuple[str, ...]:
    """The stems an answer's word offers; a hyphenated one also joined ("trade-off" meets
    a rubric's "tradeoff")."""
    acronym = len(word) == 2 and word.isalpha() and word.isupper()
    if acronym and word.lower() not in STOPWORDS:
        parts: tuple[str, ...] = (word.lower(),)  # "TP", "PP": a prohibition may name one
    else:
        parts = _word_parts(word.lower())
    if "-" in word and "/" not in word and word.count("-") == 1:
        parts += (word.lower().replace("-", ""),)
    if _CAMEL.search(word):  # CooperativeStickyAssignor says "cooperative sticky assignor"
        parts += tuple(
            p
            for p in map(str.lower, _CAMEL_PART.findall(word))
            if len(p) >= 3 and p not in STOPWORDS
        )
    return tuple(stem(part) for part in parts)


_CAMEL = re.compile(r"[a-z][A-Z]")
_CAMEL_PART = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")


@lru_cache(maxsize=65536)
def _is_prose(word: str) -> bool:
    return bool(_PROSE_WORD.fullmatch(word))


@lru_cache(maxsize=65536)
def _is_function(word: str) -> bool:
    return word.lower() in FUNCTION_WORDS


@lru_cache(maxsize=65536)
def _is_inner(word: str) -> bool:
    return "_" in word or "/" in word or "." in word


STATEMENT = re.compile(r"^\s*(?:[\w.$/-]+\s+){2,}\S|[=(]", re.MULTILINE)
"""A code line that does something: a command with arguments, a call or an assignment."""


SHELL_LINE = re.compile(
    r"^\s*(?:\$\s+)?(?:[A-Z_][A-Z0-9_]*=\S*\s+)*"
    r"(?!(?:def|class|import|from|for|if|elif|else|return|with|while|print|async|await|try|"
    r"except|raise|assert|yield|lambda|not|and|or|in|is)\b)"
    r"[a-z][\w.+-]*\s+(?:-{1,2}\w|[\w./$\"'<{-])",
    re.MULTILINE,
)
"""A shell command line (``conda install -c ...``, ``CUDA=12 pip install x``), not a
statement of a program (``x = f(y)``, ``for x in y:``)."""


_KUBECTL_GET = re.compile(r"\bkubectl\s+get\b")
_STATE_ENDS = ("ING", "ED", "IDLE", "LINE")
"""What every state word ends with: substring tests, cheaper than the pattern per unit."""
_STATE_WORD = re.compile(
    r"\b(?:RUNNING|PENDING|COMPLETED|FAILED|SUCCEEDED|QUEUED|CANCELL?ED|SCHEDULING|IDLE|ONLINE|"
    r"OFFLINE)\b"
)
_RUN_STATE = re.compile(
    r"\b(?:in[ _]progress|succeeded|passed|failed|queued|cancell?ed|completed|pending)\b",
    re.IGNORECASE,
)
_RUN_STATE_PARTS = ("rogress", "ucceeded", "assed", "ailed", "ueued", "ancel", "ompleted", "ending")
"""What each run state holds: substring tests, cheaper than the pattern per answer."""
_RUN_NOUN = re.compile(r"\b(?:runs?|jobs?|builds?|workflows?|CI|checks?|pipelines?)\b")
"""A run's state said in lower case of a run ("the latest CI run is in progress", "the
build failed"): its status."""
_NAMES_A_FAILURE = ("failure", "problem", "issue", "error", "bug", "fault", "misconfiguration")
"""A cheap test that a unit may classify a failure (see _CLASSIFIES)."""
_CLASSIFIES = re.compile(
    r"\b(?:this|it|that)(?:'s|\s+is|\s+looks\s+like|\s+points\s+to)\s+(?:an?\s+)?"
    r"(?:[\w/-]+\s+){0,2}(?:failure|problem|issue|error|bug|fault|misconfiguration)\b",
    re.IGNORECASE,
)
"""Naming the kind of failure ("So this is a dependency/config failure")."""
_MAY_BE_NOT_ABOUT = (
    *("scope", "related", "anything", "nothing", "question", "request", "task", "problem"),
)
"""A cheap test that a unit may say it is not about something (see _NOT_ABOUT)."""
_NOT_ABOUT = re.compile(
    r"\b(?:rather\s+than\s+anything|nothing\s+to\s+do\s+with|(?:un|not\s+)related\s+to|"
    r"(?:is\s+not|isn'?t|not)\s+(?:an?\s+)?[\w-]+\s+(?:question|request|task|problem)|"
    r"out(?:side)?\s+(?:of\s+)?(?:the\s+)?(?:[\w-]+\s+)?scope|beyond\s+the\s+scope)\b",
    re.IGNORECASE,
)
"""A statement that the request lies outside something ("nothing to do with X", "not an
install question", "outside this skill's scope")."""


_COMPARED = re.compile(r"\d\s*(?P<op><=|>=|≤|≥|<|>)\s*-?\d")
"""A figure compared with another by a sign ("2.05 < 2.1", "AR 2.31 ≥ 2.1")."""
_BELOW = frozenset(stem(w) for w in ("below", "less", "under", "threshold"))
_ABOVE = frozenset(stem(w) for w in ("above", "exceeds", "over", "meets", "threshold"))


SHOW_UP = re.compile(r"\bshow(?:s|ed|n|ing)?\s+up\b", re.IGNORECASE)
"""Showing up, which is appearing ("they show up as unresolved")."""


_AT_ONCE = re.compile(
    r"\b(?:right|straight)\s+away\b|\bat\s+once\b|\bas\s+soon\s+as\b", re.IGNORECASE
)
"""Ways of saying "immediately" in a phrase ("right away", "at once", "as soon as")."""


def _implied_stems(text: str, lowered: str, inner: list[str], states: bool = True) -> set[str]:
    """Stems a unit says without the words: "turn ECC off" says disable, "is not
    supported" says incompatible, a question asks; words inside identifiers and paths
    (scripts/training/x.py) count as wording too."""
    stems: set[str] = set()
    turns = "turn" in lowered or "switch" in lowered
    if " off" in lowered and (turns or "shut" in lowered) and _TURN_OFF.search(text):
        stems.add(stem("disable"))
    if " on" in lowered and turns and _TURN_ON.search(text):
        stems.add(stem("enable"))  # "turn the narrow scope on" enables it
    if " up" in lowered and "show" in lowered and SHOW_UP.search(text):
        stems.add(stem("appear"))  # "they show up as unresolved": they appear so
    if (
        "support" in lowered
        or "compatib" in lowered
        or "allowed" in lowered
        or "work with" in lowered
    ) and _NEGATED_COMPAT.search(text):
        stems.add(stem("incompatible"))
    if ("n't" in lowered or "not " in lowered) and _NEGATED_STATE.search(text):
        # "VIOS isn't reachable" says unreachable
        stems.update(stem("un" + m["state"].lower()) for m in _NEGATED_STATE.finditer(text))
    if (
        "no " in lowered or "not " in lowered or "without " in lowered or "-only" in lowered
    ) and _NO_THING.search(text):
        # "with TP>1 and no FSDP" says "non-FSDP"
        stems.update(stem("non" + (m[1] or m[2]).lower()) for m in _NO_THING.finditer(text))
    if inner:
        stems.update(_word_stems(_INNER_SPLIT.split(" ".join(inner))))
    if text.rstrip().endswith("?"):
        stems.add(stem("ask"))
    if (" away" in lowered or " once" in lowered or "as soon" in lowered) and _AT_ONCE.search(text):
        stems.add(stem("immediately"))  # "stored right away" is stored immediately
    if "://" in text:  # an address given is a link given
        stems.add(stem("link"))
    if "<" in text or ">" in text or "≤" in text or "≥" in text:
        for m in islice(_COMPARED.finditer(text[:20_000]), 20):
            # "AR 2.05 < 2.1" says it is below the bar, "2.31 ≥ 2.1" that it clears it
            stems.update(_BELOW if m["op"] in ("<", "<=", "≤") else _ABOVE)
    if (
        "kubectl" in lowered
        and _KUBECTL_GET.search(text)
        or states
        and (_STATE_WORD.search(text) or (_RUN_STATE.search(text) and _RUN_NOUN.search(text)))
    ):  # `kubectl get pods`, a state word ("🔄 RUNNING"), "the latest CI run is in progress"
        stems.add(stem("status"))
    if any(w in lowered for w in _NAMES_A_FAILURE) and _CLASSIFIES.search(text):
        # "this is a dependency/config failure" classifies it
        stems.add(stem("classify"))
    if any(w in lowered for w in _MAY_BE_NOT_ABOUT) and _NOT_ABOUT.search(text):
        # "a MySQL question rather than anything DeepStream-related"
        stems.update((stem("unrelated"), stem("scope")))
    if "/" in text:
        # "Save it to /workspace/ncu/bmm.ncu-rep" gives a path, and a file's path
        path = FILE_PATH.search(text[:20_000])
        if path is not None:
            stems.add(stem("path"))
            if path["ext"]:
                stems.add(stem("file"))
    if ("→" in text or "->" in text) and _ARROW_PAIR.search(text):
        # "H→S" says what "H-to-S" says
        stems.update(stem(f"{a}to{b}".lower()) for a, b in _ARROW_PAIR.findall(text[:20_000]))
    if "min" in lowered or "hr" in lowered or "sec" in lowered:
        # "30+ min each" says minutes: a number's unit in its short form
        stems.update(_SHORT_UNITS[u.lower()] for u in _SHORT_UNIT.findall(text[:20_000]))
    return stems


_SHORT_UNIT = re.compile(r"(?<=\d)\+?\s*(mins?|hrs?|secs?)\b", re.IGNORECASE)
"""A time unit in its short form after a number ("30+ min", "2 hrs", "90s" aside)."""
_SHORT_UNITS = {
    **dict.fromkeys(("min", "mins"), stem("minutes")),
    **dict.fromkeys(("hr", "hrs"), stem("hours")),
    **dict.fromkeys(("sec", "secs"), stem("seconds")),
}


FILE_PATH = re.compile(
    r"(?<![\w:/.-])(?:~|\.{1,2})?/(?:[\w.-]+/)+[\w-]+(?P<ext>\.[A-Za-z][\w-]{0,9})?(?![\w/])"
)
"""A filesystem path of two parts or more ("/workspace/ncu/bmm.ncu-rep", "./out/run1/"), not
an address ("https://..."): giving one says "path", and "file" where it has an extension."""
_ARROW_PAIR = re.compile(
    r"(?<![\w-])([A-Za-z]\w{0,20})[ \t]*(?:→|->)[ \t]*([A-Za-z]\w{0,20})(?![\w-])"
)
"""Two names joined by an arrow ("H→S", "fp32 -> fp16"): the pair an "X-to-Y" compound
names."""


@lru_cache(maxsize=256)
def analyse(raw: str) -> Answer:
    """Analyse an answer (cached: graders share the work)."""
    work = raw.replace("`", " ").translate(str.maketrans("\u201c\u201d\u2018\u2019", "\"\"''"))
    answer = Answer(raw=raw, work=work)
    all_stems: set[str] = set()
    ident_tokens: set[str] = set()
    total_prose = total_tokens = total_function = total_pieces = 0
    said_rows = 0
    # read units for state words only if there are any
    states = (any(e in raw for e in _STATE_ENDS) and _STATE_WORD.search(raw) is not None) or (
        any(p in raw for p in _RUN_STATE_PARTS)
        and _RUN_STATE.search(raw) is not None
        and _RUN_NOUN.search(raw) is not None
    )
    social: list[tuple[int, int]] = []
    for start, end, kind in _segment(raw):
        text = raw[start:end]
        found = _WORD.findall(text)
        # map/sum/union over memoised per-word facts keep this loop in C.
        stems: set[str] = set().union(*map(_stems_of, found))
        prose = sum(map(_is_prose, found))
        function = sum(map(_is_function, found))
        inner = list(filter(_is_inner, found))
        if kind == "sentence" and _PLEASANTRY.match(text) is not None:
            # a greeting or a closing offer ("Great question!", "Let me know if ...") is no
            # content: a bag of terms wrapped in two is still a bag, and its words say nothing
            social.append((start, end))
            continue
        if kind != "code":
            total_prose += prose
            # Words inside inline code (`./holohub create --name x ...`) are a command's,
            # not a list's: a terse answer of commands is not a bag of terms.
            # ... and so are names written without backticks (`sample.py:3`, `MY_API_KEY`,
            # `ray.get()`): a plain-text model's code, not a bag's terms
            # ... and so is a command line written without backticks ("docker run --rm -it
            # ...", "Power: sudo nvpmodel -m 0 && sudo jetson_clocks")
            total_tokens += len(found) - _code_words(text, found) - _plain_command_words(text)
            total_function += function
        elif STATEMENT.search(text):
            answer.structured = True
            if SHELL_LINE.search(text):  # a command line given is a command given
                stems.add(COMMAND_STEM)
        elif len(_CONFIG_KEY.findall(text[:20_000])) >= 3:
            # a YAML document of keys ("network_policies:", "  - { host: x, port: 443 }") is
            # a config given, not a bag of terms, however few function words it has
            answer.structured = True
        elif _DATA_DOCUMENT.match(text) and _PROSE_VALUE.search(text[:20_000]):
            # a JSON report whose values are sentences ("finding": "default changed from deny
            # to allow ...") is content, not a bag of terms
            answer.structured = True
        if (
            kind != "code"
            and "`" in text
            and COMMAND_STEM not in stems
            and any(SHELL_LINE.match(m.group(1)) for m in INLINE_CODE.finditer(text))
        ):
            stems.add(COMMAND_STEM)  # so is one written inline (`python x.py --config a`)
        if kind == "item" and (
            (text.lstrip().startswith("|") and (prose >= 4 or _DATA_ROW.match(text)))
            or ("`" in text and "(" in text and _CALL_ITEM.search(text))
            or (("=" in text or "(" in text) and _PLAIN_STATEMENT.match(text))
        ):
            # rows with prose cells, data rows (three cells or more, one a number: a
            # report of what was found), and items giving a call with its arguments are
            # content, not a bag of terms
            said_rows += 1
            answer.structured = answer.structured or said_rows >= 2
        if kind == "item" or kind == "sentence":
            total_pieces += 1
            if len(found) <= 2:
                answer.short_pieces.append(found)
            elif kind == "sentence" and text.count(",") >= BAG_PIECES - 1:
                answer.comma_runs.append(text)
            elif (
                kind == "sentence"
                and text.count("`") >= 2 * BAG_PIECES
                and _CODE_RUN.fullmatch(text.strip())
            ):
                # a sentence of nothing but names in code marks ("`Lists` `body` `Opens` ..."):
                # a run of terms, each name a piece
                answer.comma_runs.append(",".join(INLINE_CODE.findall(text)))
            elif kind == "item" and text.count("|") > BAG_PIECES and "\n" not in text.strip():
                # one table row of many cells and no header: a run of terms set apart by bars
                # ("| mark | PR | there | ... |"), its cells its pieces
                answer.comma_runs.append(
                    text.replace(",", " ").strip().strip("|").replace("|", ",")
                )
            elif kind == "sentence" and text.count("\n") >= BAG_PIECES - 1:
                # a word a line, no list marks: one paragraph to Markdown, a run of terms
                # all the same (its lines are its pieces; wrapped prose has long lines)
                answer.comma_runs.append(text.replace(",", " ").replace("\n", ","))
        lowered = text.lower()
        stems |= _implied_stems(text, lowered, inner, states)
        ident_tokens.update(w for w in inner if "_" in w or "." in w)
        frozen = frozenset(stems)
        all_stems |= frozen
        answer.units.append(
            Unit(
                start,
                end,
                text,
                kind,
                prose,
                frozen,
                work[start:end],
                lowered,
                " ".join(text.split()),
            )
        )
    answer.stems = frozenset(all_stems)
    answer.substance = raw
    for start, end in social:
        answer.substance = answer.substance[:start] + " " * (end - start) + answer.substance[end:]
    answer.prose_words = total_prose
    answer.tokens = total_tokens
    answer.function_words = total_function
    answer.ident_tokens = frozenset(ident_tokens)
    answer.pieces = total_pieces
    return answer


_DATA_DOCUMENT = re.compile(r"\s*(?:```|~~~)[\w-]*[ \t]*\n\s*[{\[]")
_CONFIG_KEY = re.compile(
    r"^[ \t]*(?:-[ \t]+)?\{?[ \t]*(?:[A-Za-z_][\w.-]{0,60}|\"[A-Za-z_][\w.-]{0,60}\"):(?:[ \t]|$)",
    re.MULTILINE,
)
"""A line of a YAML or JSON document that opens with a key (``name: gh``, ``- { host: x }``,
``"url": "https://..."``)."""
_PROSE_VALUE = re.compile(r":\s*\"(?:[A-Za-z][\w'-]*[ ,;]+){4,}")
"""A string value of five words or more in a data document."""


COMMAND_STEM = stem("command")
"""The stem a unit that gives a command line carries, said or not."""
INLINE_CODE = re.compile(r"`([^`\n]+)`")
"""An inline code span of one line; its group is what the backticks hold."""


def _inline_code_words(text: str) -> int:
    """How many words of ``text`` lie inside inline code spans."""
    if "`" not in text:
        return 0
    return sum(len(_WORD.findall(m.group(1))) for m in INLINE_CODE.finditer(text))


_PLEASANTRY = re.compile(
    r"\W*(?:(?:great|good|excellent|nice)\s+question\b|"
    r"(?:sure|certainly|absolutely|of\s+course|happy\s+to\s+help|glad\s+to\s+help)\W*$|"
    r"here(?:'s|\s+is|\s+are)\s+(?:a|an|the|my|some)?\s*(?:[\w-]+\s+){0,3}(?:rundown|summary|"
    r"overview|answer|breakdown|explanation|take)\W*$|"
    # "Here's what I found.": an opener that says nothing of its own
    r"here(?:'s|\s+is)\s+what\s+(?:i|we)\s+(?:found|see|know|got|have|recommend|suggest|"
    r"(?:would|'d)\s+(?:do|suggest|recommend))\W*$|"
    r"let\s+me\s+know\s+if\s+(?:you(?:'d)?\s+(?:like|want|need)|there(?:'s|\s+is)|anything|this|"
    r"that|it)\b|(?:i\s+)?hope\s+(?:this|that|it)\s+helps\b|feel\s+free\s+to\b|"
    # ... an offer, not an opener that goes on after a dash ("Happy to help — before I
    # write anything, ...": what follows is content)
    r"happy\s+to\s+(?:help|dig|expand|elaborate)\b(?![^.!?\n]{0,3}[—–:]\s*\w)|"
    # a closing hedge that holds for any answer ("Exact values depend on your cluster and
    # software versions.", "Results may vary with your setup.")
    r"(?:note:?\s+)?(?:(?:the\s+)?exact\s+)?(?:values?|results?|numbers?|figures?|settings?|"
    r"details?|mileage|performance|timings?|speedups?|gains?)\s+(?:(?:may|will|can|might)\s+)?(?:depend|vary|differ)\w*\s+"
    r"(?:on|with|by|depending\s+on)\s+(?:your|the)\s+(?:[\w-]+\s+){0,3}?(?:cluster|setup|"
    r"environment|hardware|system|versions?|configuration|workload)\b[^.!?\n]{0,60}[.!]?\s*$)",
    re.IGNORECASE,
)
"""A sentence that greets, offers more, signs off or hedges as any answer could ("Great
question!", "Here's a quick rundown.", "Let me know if ...", "Exact values depend on your
cluster."): social, not content."""
_CODE_SHAPED = re.compile(r"[_./:()0-9]|^[A-Z][A-Z0-9-]{2,}$")
"""A word that is a name rather than a term: a path, a snake_case or dotted name, a call, a
number in it, or all capitals (BLOCK, WARN)."""


@lru_cache(maxsize=65536)
def _code_shaped(word: str) -> bool:
    return _CODE_SHAPED.search(word) is not None


def _code_words(text: str, found: list[str]) -> int:
    """How many of a unit's words (``found``) are code: inside inline code spans, or shaped
    like code names outside them."""
    inline = _inline_code_words(text)
    shaped = sum(map(_code_shaped, found))
    if inline:
        # the code-shaped words inside the spans are counted once, as inline code
        spans = " ".join(m.group(1) for m in INLINE_CODE.finditer(text))
        shaped -= sum(map(_code_shaped, _WORD.findall(spans)))
    return inline + shaped


_PLAIN_COMMAND = re.compile(
    r"^[ \t]*(?:[-*•]\s+|\d{1,2}[.)]\s+)?(?:[A-Z][\w ]{0,20}:\s+)?(?:\$\s+)?"
    r"(?P<command>[a-z][\w.+-]*(?:[ \t]+[^\s`]+){2,})[ \t]*$",
    re.MULTILINE,
)
_FLAG_OR_CHAIN = re.compile(r"[ \t](?:--?[A-Za-z][\w-]*|&&|\|)(?=[\s=]|$)")


def _plain_command_words(text: str) -> int:
    """How many words of a unit's text are command lines written without backticks: a line
    (after a list mark or a "Label:") that starts with a lower-case word and passes flags or
    chains commands ("docker run --rm -it ...", "sudo nvpmodel -m 0 && sudo jetson_clocks")."""
    if "`" in text or ("-" not in text and "&&" not in text):
        return 0
    return sum(
        len(_WORD.findall(m["command"]))
        for m in islice(_PLAIN_COMMAND.finditer(text[:20_000]), 200)
        if _FLAG_OR_CHAIN.search(m["command"])
    )


def clip(text: str, limit: int) -> str:
    """``text`` cut to at most ``limit`` characters at a word boundary, with ``…`` when cut
    (a single overlong word is cut where it must be)."""
    if len(text) <= limit:
        return text
    head = text[: max(1, limit - 1)]
    space = head.rfind(" ")
    if space > limit // 2:
        head = head[:space]
    return head.rstrip(" ,;:") + "…"
