"""Answer analysis shared by every grader: units, words, identifier and phrase matching.

An :class:`Answer` is built once per answer text and cached, so fifteen checks over one
answer pay for segmentation and tokenisation once.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from rapidfuzz import fuzz

from skilleval.language.identifiers import is_field_like, normalise_identifier, split_key_value

STOPWORDS = frozenset(
    [
        "a",
        "an",
        "the",
        "and",
        "or",
        "but",
        "nor",
        "of",
        "to",
        "in",
        "on",
        "at",
        "by",
        "for",
        "with",
        "from",
        "into",
        "onto",
        "as",
        "is",
        "are",
        "was",
        "were",
        "be",
        "been",
        "being",
        "it",
        "its",
        "this",
        "that",
        "these",
        "those",
        "there",
        "here",
        "then",
        "than",
        "so",
        "such",
        "if",
        "when",
        "while",
        "after",
        "before",
        "until",
        "unless",
        "once",
        "only",
        "also",
        "just",
        "very",
        "more",
        "most",
        "less",
        "least",
        "much",
        "many",
        "any",
        "some",
        "each",
        "every",
        "all",
        "both",
        "either",
        "neither",
        "not",
        "no",
        "do",
        "does",
        "did",
        "done",
        "doing",
        "have",
        "has",
        "had",
        "having",
        "can",
        "could",
        "should",
        "would",
        "will",
        "shall",
        "may",
        "might",
        "must",
        "i",
        "you",
        "he",
        "she",
        "we",
        "they",
        "them",
        "their",
        "our",
        "your",
        "my",
        "me",
        "us",
        "his",
        "her",
        "which",
        "who",
        "whom",
        "whose",
        "what",
        "where",
        "why",
        "how",
        "about",
        "over",
        "under",
        "again",
        "further",
        "own",
        "same",
        "too",
        "s",
        "t",
        "via",
        "per",
        "like",
        "e",
        "g",
        "eg",
        "ie",
        "etc",
        "use",
        "used",
        "uses",
        "using",
        "the",
        "answer",
        "agent",
        "user",
        "skill",
        "response",
        "says",
        "say",
        "state",
        "states",
        "stated",
        "mention",
        "mentions",
        "explain",
        "explains",
        "name",
        "names",
        "describe",
        "describes",
        "recommend",
        "recommends",
        "recommended",
        "prefer",
        "prefers",
        "make",
        "makes",
        "ensure",
        "ensures",
        "give",
        "gives",
        "provide",
        "provides",
        "include",
        "includes",
        "including",
        "list",
        "lists",
        "report",
        "reports",
        "tell",
        "tells",
        "it's",
        "don't",
        "doesn't",
        "isn't",
        "can't",
        "won't",
        "against",
        "task",
        "request",
        "question",
        "problem",
        "settings",
        "setting",
        "options",
        "option",
        "things",
        "thing",
        "way",
        "ways",
        "details",
        "detail",
        "information",
        "info",
        "valid",
        "correct",
        "proper",
        "appropriate",
        "relevant",
        "concise",
        "clear",
        "specific",
        "concrete",
        "exact",
        "exactly",
        "actually",
        "really",
        "properly",
        "clearly",
    ]
)
LEAD_VERBS = frozenset(
    [
        "recommend",
        "recommends",
        "state",
        "states",
        "explain",
        "explains",
        "insist",
        "insists",
        "mention",
        "mentions",
        "name",
        "names",
        "describe",
        "describes",
        "prefer",
        "prefers",
        "use",
        "uses",
        "say",
        "says",
        "identify",
        "identifies",
        "warn",
        "warns",
        "list",
        "lists",
        "give",
        "gives",
        "provide",
        "provides",
        "report",
        "reports",
        "check",
        "checks",
        "run",
        "runs",
        "return",
        "returns",
        "include",
        "includes",
        "suggest",
        "suggests",
        "tell",
        "tells",
        "show",
        "shows",
        "set",
        "sets",
        "call",
        "calls",
        "point",
        "points",
        "note",
        "notes",
        "confirm",
        "confirms",
        "determine",
        "determines",
        "instruct",
        "instructs",
        "advise",
        "advises",
    ]
)
NEGATION = re.compile(
    r"\b(?:not|no|never|don'?t|doesn'?t|do not|does not|cannot|can'?t|won'?t|without|avoid|"
    r"isn'?t|aren'?t|shouldn'?t|must not|mustn'?t|neither|nor|rather than|instead of|"
    r"rather\s+(?:\w+\s+){1,4}than)\b",
    re.IGNORECASE,
)
DEFERRAL = re.compile(
    r"\b(?:before|until|unless|rather than|instead of|not yet|yet|hold off|save|later|"
    r"if|when|whenever|after|once|only if|only when|only after|don'?t|do not|avoid|skip|"
    r"no need|without|reach for|jump to|resort to|last resort)\b",
    re.IGNORECASE,
)
_WORD = re.compile(r"[A-Za-z][A-Za-z0-9_'./-]*[A-Za-z0-9]|[A-Za-z]")
_LIST_ITEM = re.compile(r"^\s*(?:\d{1,3}[.)]|[-*+•])\s+")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9`\"'(\[*])")
_FENCE = re.compile(r"^\s*(```|~~~)")
_TABLE_RULE = re.compile(r"^\s*\|?[\s:|-]+\|?\s*$")
_CLAUSE_BREAK = re.compile(r"[,;:()]|\s[-–—]\s|\bthen\b|\bbut\b", re.IGNORECASE)
FUNCTION_WORDS = frozenset(
    [
        "the",
        "a",
        "an",
        "to",
        "of",
        "and",
        "or",
        "with",
        "for",
        "is",
        "are",
        "be",
        "it",
        "this",
        "that",
        "in",
        "on",
        "then",
        "if",
        "so",
        "but",
        "as",
        "at",
        "by",
        "from",
        "into",
        "you",
        "your",
        "we",
        "our",
        "not",
        "no",
        "when",
        "only",
        "first",
        "before",
        "after",
        "than",
        "because",
        "which",
        "will",
        "can",
        "should",
        "would",
        "must",
        "may",
        "it's",
        "don't",
    ]
)
# Words that say the same thing in answers and rubrics; each maps to one concept stem.
CONCEPTS: dict[str, str] = {}
for _group in (
    "incompatib incompati conflict unsupport clash",
    "workarou fix solution remedy alternat resolv mitigat",
    "recomme suggest advis propos",
    "error failure fail crash exception",
    "disable turn-off switch-off",
    "requir need necessar mandator",
    "memory mem vram",
    "oom out-of-memory",
    "modify modifi edit patch alter rewrit",
    "delet remov wipe eras",
    "introdu add",
    "environ env venv virtual",
    "isolat dedicat separat own",
    "classif clas categori bucket",
    "guidanc guid instruct",
    "directo dir folder fold",
    "verify check confirm",
    "continu resum",
):
    _words = _group.split()
    for _word in _words:
        CONCEPTS[_word] = _words[0]
_SUFFIXES = (
    "ations",
    "ation",
    "ments",
    "ment",
    "ings",
    "ing",
    "ies",
    "ied",
    "ers",
    "er",
    "ed",
    "es",
    "ly",
    "s",
)


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """A light stem: lowercase, common suffixes off, at most 7 chars (wording tolerance)."""
    word = word.lower().strip("'\".,")
    for suffix in _SUFFIXES:
        if len(word) > len(suffix) + 2 and word.endswith(suffix):
            word = word[: -len(suffix)]
            if (
                suffix in ("ing", "ed", "er")
                and len(word) > 3
                and word[-1] == word[-2]
                and word[-1] not in "lsz"  # install-ing stays install, run-ning is run
            ):
                word = word[:-1]
            break
    if len(word) > 4 and word.endswith("e"):
        word = word[:-1]  # disable ~ disabling, replace ~ replacing
    word = word[:7]
    return CONCEPTS.get(word, word)


_TURN_OFF = re.compile(r"\b(?:turn|switch|shut)\w*\s+(?:[\w-]+\s+){0,2}off\b", re.IGNORECASE)
_NEGATED_COMPAT = re.compile(
    r"\b(?:not|isn'?t|aren'?t|never)\s+(?:be\s+)?(?:supported|compatible|allowed)\b"
    r"|\b(?:doesn'?t|does not|won'?t|will not)\s+work\s+with\b",
    re.IGNORECASE,
)


def content_words(text: str, compounds: bool = True) -> list[str]:
    """Lowercase content words of ``text`` (stopwords removed).

    Hyphenated words yield their parts too (and themselves when ``compounds``).
    """
    text = _NEGATED_COMPAT.sub(" incompatible ", text)
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
    units: list[Unit] = field(default_factory=list)
    stems: frozenset[str] = frozenset()
    ident_tokens: frozenset[str] = frozenset()
    prose_words: int = 0
    tokens: int = 0
    function_words: int = 0
    found: dict[str, Span | None] = field(default_factory=dict)
    """Memo of identifier look-ups (graders ask for the same identifiers)."""
    structured: bool = False
    """Holds content that is not prose: a code block of statements, or a table whose rows
    say things (cells of several words). Such an answer is not a bag of terms."""

    @property
    def is_term_list(self) -> bool:
        """True when the answer is a bag of terms rather than an explanation.

        Explanations need function words ("the", "to", "with"); a list of identifiers has
        almost none, however many words it holds.
        """
        if self.structured:
            return False
        return self.function_words < max(3, 0.12 * self.tokens)


_INNER_SPLIT = re.compile(r"[/_.=:-]+")
_PROSE_WORD = re.compile(r"[A-Za-z][a-z']+")


def _segment(raw: str) -> list[tuple[int, int, str]]:
    """(start, end, kind) for each unit, in order."""
    spans: list[tuple[int, int, str]] = []
    offset = 0
    lines = raw.split("\n")
    i = 0
    para_start: int | None = None
    para_end = 0

    def flush_para() -> None:
        nonlocal para_start
        if para_start is None:
            return
        text = raw[para_start:para_end]
        pos = 0
        for m in _SENTENCE_END.finditer(text):
            spans.append((para_start + pos, para_start + m.start(), "sentence"))
            pos = m.end()
        spans.append((para_start + pos, para_end, "sentence"))
        para_start = None

    while i < len(lines):
        line = lines[i]
        start = offset
        end = offset + len(line)
        if _FENCE.match(line):
            flush_para()
            j = i + 1
            block_end = end
            cursor = end + 1
            while j < len(lines):
                block_end = cursor + len(lines[j])
                if _FENCE.match(lines[j]):
                    break
                cursor = block_end + 1
                j += 1
            spans.append((start, block_end, "code"))
            offset = block_end + 1
            i = j + 1
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
        elif _LIST_ITEM.match(line):
            flush_para()
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
            spans.append((start, item_end, "item"))
            offset = item_end + 1
            i = j
            continue
        else:
            if para_start is None:
                para_start = start
            para_end = end
        offset = end + 1
        i += 1
    flush_para()
    return [(s, e, k) for s, e, k in spans if raw[s:e].strip()]


def _word_stems(words: list[str]) -> list[str]:
    out: list[str] = []
    for raw_word in words:
        for part in _word_parts(raw_word):
            out.append(stem(part))
    return out


@lru_cache(maxsize=65536)
def _word_parts(word: str, compounds: bool = True) -> tuple[str, ...]:
    """A word's content parts: itself (when ``compounds``) and its hyphenated pieces."""
    word = word.lower()
    split = "-" in word and "/" not in word
    parts = ([word] if compounds or not split else []) + (word.split("-") if split else [])
    return tuple(p for p in parts if p not in STOPWORDS and len(p) >= 3 and not p.isdigit())


@lru_cache(maxsize=65536)
def _stems_of(word: str) -> tuple[str, ...]:
    return tuple(stem(part) for part in _word_parts(word.lower()))


@lru_cache(maxsize=65536)
def _is_prose(word: str) -> bool:
    return bool(_PROSE_WORD.fullmatch(word))


@lru_cache(maxsize=65536)
def _is_function(word: str) -> bool:
    return word.lower() in FUNCTION_WORDS


@lru_cache(maxsize=65536)
def _is_inner(word: str) -> bool:
    return "_" in word or "/" in word or "." in word


_STATEMENT = re.compile(r"^\s*(?:[\w.$/-]+\s+){2,}\S|[=(]", re.MULTILINE)
"""A code line that does something: a command with arguments, a call or an assignment."""


@lru_cache(maxsize=256)
def analyse(raw: str) -> Answer:
    """Analyse an answer (cached: graders share the work)."""
    work = raw.replace("`", " ").translate(str.maketrans("\u201c\u201d\u2018\u2019", "\"\"''"))
    answer = Answer(raw=raw, work=work)
    all_stems: set[str] = set()
    ident_tokens: set[str] = set()
    total_prose = total_tokens = total_function = 0
    said_rows = 0
    for start, end, kind in _segment(raw):
        text = raw[start:end]
        found = _WORD.findall(text)
        # map/sum/union over memoised per-word facts keep this loop in C.
        stems: set[str] = set().union(*map(_stems_of, found))
        prose = sum(map(_is_prose, found))
        function = sum(map(_is_function, found))
        inner = list(filter(_is_inner, found))
        if kind != "code":
            total_prose += prose
            total_tokens += len(found)
            total_function += function
        elif _STATEMENT.search(text):
            answer.structured = True
        if kind == "item" and text.lstrip().startswith("|") and prose >= 4:
            said_rows += 1
            answer.structured = answer.structured or said_rows >= 2
        lowered = text.lower()
        if " off" in lowered and _TURN_OFF.search(text):
            stems.add(stem("disable"))  # "turn ECC off" says "disable ECC"
        if (
            "support" in lowered
            or "compatib" in lowered
            or "allowed" in lowered
            or "work with" in lowered
        ) and _NEGATED_COMPAT.search(text):
            stems.add(stem("incompatible"))
        # Words inside identifiers and paths count as wording too (scripts/training/x.py).
        if inner:
            stems.update(_word_stems(_INNER_SPLIT.split(" ".join(inner))))
            ident_tokens.update(w for w in inner if "_" in w or "." in w)
        if text.rstrip().endswith("?"):
            stems.add(stem("ask"))  # a question to the user asks
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
    answer.prose_words = total_prose
    answer.tokens = total_tokens
    answer.function_words = total_function
    answer.ident_tokens = frozenset(ident_tokens)
    return answer


PLACEHOLDER = re.compile(r"(<[A-Za-z][\w -]{0,30}>|\{[A-Za-z_][\w]{0,30}\})")
FILE_NAME = re.compile(r"[\w-]+\.[A-Za-z][A-Za-z0-9]{0,4}")


@lru_cache(maxsize=4096)
def identifier_regex(identifier: str) -> re.Pattern[str]:
    """Regex for an identifier in the backtick-free answer, tolerant of quoting and spacing."""
    kv = split_key_value(identifier)
    sep = r"\s*[\"']?\s*(?:==?|:|\s+(?:to|as|is|of)\s+|\s)\s*[\"']?\s*"
    if kv:
        key, value = kv
        key_re = r"(?<![\w-])(?:--)?" + re.escape(key)
        if value.startswith("[") and value.endswith("]"):
            elements = [e for e in value[1:-1].split(",") if e]
            inner = "".join(rf"(?=(?:[^\]]*?[\"'\s,])?{re.escape(e)}[\"'\s\],])" for e in elements)
            value_re = r"\[" + inner + r"[^\]]*\]"
        else:
            value_re = re.escape(value) + r"[\"']?(?![\w-])"
        # [\"']?\]? also takes os.environ["KEY"] = "value".
        return re.compile(key_re + r"[\"']?\]?" + sep + value_re)
    norm = normalise_identifier(identifier)
    # Spacing inside brackets and around punctuation is free: batch[:,0] ~ batch[:, 0].
    # A placeholder (`models/<name>/`, `{test_path}`) stands for any one name.
    body = ""
    for piece in PLACEHOLDER.split(norm):
        if PLACEHOLDER.fullmatch(piece):
            body += r"[\w.*$-]+"
            continue
        body += "".join(
            r"\s*" + re.escape(ch) + r"\s*"
            if ch in ",[]():="
            else r"\s+"
            if ch == " "
            else re.escape(ch)
            for ch in piece
        )
    tail = "" if norm.endswith(("/", ".")) else r"(?![\w-])"
    # A file name also matches as the end of a longer one (overrides.csv in
    # pronunciation_overrides.csv).
    head = r"(?<![A-Za-z0-9-])" if FILE_NAME.fullmatch(norm) else r"(?<![\w-])"
    return re.compile(head + body + tail)


@lru_cache(maxsize=16384)
def literal_key(identifier: str) -> str:
    """A literal that any match of ``identifier`` contains (a cheap pre-filter)."""
    kv = split_key_value(identifier)
    if kv:
        return kv[0]
    norm = normalise_identifier(identifier)
    literals = [p for p in PLACEHOLDER.split(norm) if p and not PLACEHOLDER.fullmatch(p)]
    if len(literals) != 1 or literals[0] != norm:
        norm = max(literals, key=len, default="")
    return norm.split()[0] if norm.split() else norm


def find_identifier(answer: Answer, identifier: str) -> Span | None:
    """Where ``identifier`` appears exactly (quotes and spacing of key=value forms aside)."""
    if identifier in answer.found:
        return answer.found[identifier]
    m = search_at_literal(identifier, answer.work)
    span = None if m is None else Span(m.start(), m.end(), answer.raw[m.start() : m.end()])
    answer.found[identifier] = span
    return span


def search_at_literal(identifier: str, text: str) -> re.Match[str] | None:
    """The identifier's regex, tried only where its literal key occurs (a match starts there,
    or two characters earlier for a ``--`` flag prefix)."""
    literal = literal_key(identifier)
    pattern = identifier_regex(identifier)
    index = text.find(literal)
    while index >= 0:
        for start in (index, index - 2):
            if start >= 0:
                m = pattern.match(text, start)
                if m is not None:
                    return m
        index = text.find(literal, index + 1)
    return None


def near_miss(answer: Answer, identifier: str) -> str | None:
    """An identifier in the answer that looks like a misspelling of ``identifier``."""
    kv = split_key_value(identifier)
    key = kv[0] if kv else normalise_identifier(identifier)
    if len(key) < 5 or " " in key:
        return None
    best: tuple[float, str] | None = None
    for token in answer.ident_tokens:
        tail = token.rsplit(".", 1)[-1]
        if tail == key or token == key:
            continue
        score = float(fuzz.ratio(key, tail))
        if score >= 80 and (best is None or score > best[0]):
            best = (score, tail)
    return best[1] if best else None


def key_present(answer: Answer, identifier: str) -> Span | None:
    """The key of a key=value identifier (or the identifier itself) anywhere in the answer."""
    kv = split_key_value(identifier)
    return find_identifier(answer, kv[0] if kv else identifier)


@lru_cache(maxsize=4096)
def phrase_stems(phrase: str) -> tuple[str, ...]:
    return tuple(dict.fromkeys(stem(w) for w in content_words(phrase)))


def is_negated(text: str, position: int, window: int = 48) -> bool:
    """True when a negation cue stands in the same clause shortly before ``position``."""
    before = text[max(0, position - window) : position]
    clause = _CLAUSE_BREAK.split(before)[-1]
    return bool(NEGATION.search(clause))


@lru_cache(maxsize=4096)
def _deferral_map(text: str) -> tuple[tuple[int, int, tuple[int, ...]], ...]:
    """Clauses of ``text`` as (start, end, offsets of deferral cues)."""
    clauses = []
    start = 0
    for m in [*_CLAUSE_BREAK.finditer(text), None]:
        end = m.start() if m else len(text)
        cues = tuple(c.start() for c in DEFERRAL.finditer(text, start, end))
        clauses.append((start, end, cues))
        if m:
            start = m.end()
    return tuple(clauses)


def is_deferred(text: str, position: int, window: int = 60) -> bool:
    """True when the mention at ``position`` is a forward reference or a condition."""
    for start, end, cues in _deferral_map(text):
        if start <= position <= end:
            return any(position - window <= cue < position for cue in cues)
    return False


_PLAIN_WORD = re.compile(r"[A-Za-z][A-Za-z0-9'-]*")


@lru_cache(maxsize=4096)
def stem_positions(text: str) -> dict[str, int]:
    """First offset of each word stem in ``text`` (hyphen parts and concept stems too)."""
    first: dict[str, int] = {}
    for m in _PLAIN_WORD.finditer(text):
        for part in (m.group(0), *m.group(0).split("-")):
            first.setdefault(stem(part), m.start())
    return first


def term_in_text(term: str, text: str, text_stems: frozenset[str]) -> bool:
    """A term (identifier or phrase) appears in ``text``: identifiers exactly, phrases by stems."""
    if is_field_like(term):
        if literal_key(term) not in text:
            return False
        return search_at_literal(term, text.replace("`", " ")) is not None
    stems = phrase_stems(term)
    if not stems:
        return False
    return all(s in text_stems for s in stems)
