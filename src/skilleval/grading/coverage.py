"""behavior and ground_truth: is each expected behaviour / key fact covered by the answer?

Wording-tolerant: identifiers must appear exactly, other words match by light stems.
Prohibitions ("Avoid ...", "Does not ...") pass unless the answer does the thing without
negating it. Process behaviours that text cannot show are skipped, not failed.
"""

from __future__ import annotations

import bisect
import operator
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, replace
from functools import lru_cache
from itertools import chain, islice

from skilleval.grading.conduct import REFUSAL, grade_conduct, runs_skill_command
from skilleval.grading.model import (
    Check,
    CheckResult,
    Evidence,
    Status,
    is_bag,
    undetermined,
    unit_evidence,
    verdict,
)
from skilleval.grading.needs import (
    EXECUTION,
    FIGURE,
    ISSUE_REF,
    JUDGE_RUBRIC,
    JUDGED_BY_RUBRIC,
    MAKE,
    MUST_BE,
    ROUTED_TO_SKILL,
    TRY_STEMS,
    USER_PATH,
    WITH_TOOL,
    Need,
    forbidden_tail,
    only_given_figures,
    parse_need,
    stop_gate,
    undetermined_reason,
)
from skilleval.grading.order import SKIP_HEDGE
from skilleval.grading.registry import Feeds, check_kind
from skilleval.grading.risk_language import endorses, warns
from skilleval.grading.signatures import script_metadata, type_hints
from skilleval.language.identifiers import (
    NAMING_CONVENTION,
    extract_identifiers,
    imported_modules,
    is_field_like,
    normalise_identifier,
    split_key_value,
)
from skilleval.language.lexicon import GENERIC_NOUNS, LEAD_VERBS, STOPWORDS
from skilleval.language.matching import (
    CLAUSE_BREAK,
    find_identifier,
    identifier_regex,
    is_negated,
    is_rejected,
    key_pattern,
    key_present,
    said_in_words,
    stem_positions,
    switch_choices,
)
from skilleval.language.numbers import (
    COUNT_WORDS,
    near_value,
    numbers_note,
    numeric_fact,
    value_given,
)
from skilleval.language.text import (
    FILE_PATH,
    INLINE_CODE,
    SHOW_UP,
    STATEMENT,
    Answer,
    Span,
    Unit,
    content_words,
    stem,
)
from skilleval.lint.content import MASKED, find_secrets

GENERIC_STEMS = frozenset(stem(w) for w in GENERIC_NOUNS)

PARTIAL_FLOOR = 0.34
"""Below this coverage a behaviour fails; between it and the threshold it is undetermined."""


_OS_VALUES = (
    r"ubuntu|debian|rhel|red\s+hat|centos|rocky|almalinux|fedora|suse|sles|windows|macos|"
    r"linux|l4t|jetpack|igx\s+os|dgx\s+os|wsl2?"
)
_ARCH_VALUES = r"x86[_-]64|amd64|aarch64|arm64|armv[78]\w*|sbsa|ppc64le"
_FILE_OF = r"(?<![\w.-])[\w-][\w.-]*\."
"""A file name up to its extension, tried only where a name starts (tried at every dot of a
long dotted run, it scanned the run again for each: quadratic)."""
_DTYPE_VALUES = (
    r"fp(?:4|6|8|16|32|64)|bf16|tf32|int(?:4|8|16|32)|u?int8|float(?:16|32|64)|bfloat16|e4m3|e5m2"
)
_SHAPE_VALUES = (
    # "B=8, H=32", "4096x128", "[8, 32, 4096]": the sizes, given
    r"[A-Za-z]{1,3}\s*=\s*\d+(?:\s*,\s*[A-Za-z]{1,3}\s*=\s*\d+)+|\d+\s*[x×]\s*\d+"
    r"|\[\d+(?:\s*,\s*\d+){1,5}\]"
)
_WORKLOAD_VALUES = _FILE_OF + r"(?:py|cu|cpp|sh|ipynb)"
_METRIC_VALUES = (
    r"MFU|SOL%?|throughput|latency|bandwidth|occupancy|utili[sz]ation|T?FLOP/?s|"
    r"tokens?/s(?:ec)?|samples?/s(?:ec)?"
)
_CATEGORY_VALUES = {
    # "names the dtype, the problem dimensions, the workload and the desired metrics" said
    # by "FP16", "B=8, H=32", `attn_bench.py`, "SOL% and MFU"
    "dtype": _DTYPE_VALUES,
    "precision": _DTYPE_VALUES,
    "dimensions": _SHAPE_VALUES,
    "shapes": _SHAPE_VALUES,
    "workload": _WORKLOAD_VALUES,
    "metrics": _METRIC_VALUES,
    "os": _OS_VALUES,
    "distro": _OS_VALUES,
    "distribution": _OS_VALUES,
    "architecture": _ARCH_VALUES,
    "arch": _ARCH_VALUES,
    "markdown": _FILE_OF + "(?:md|markdown)",
    "json": _FILE_OF + "json",
    "yaml": _FILE_OF + "ya?ml",
    "csv": _FILE_OF + "csv",
    "plot": _FILE_OF + "(?:png|svg|jpe?g)",
}
"""Categories an answer names by their values: a host report's ("the detected OS,
architecture" said as "Ubuntu 22.04 on x86_64"), and a file format or a plot by a file of
its kind ("generates Markdown, JSON, and a plot" said by `report.md`, `summary.json`,
`progress.png`)."""


def _value_named(answer: Answer, item: str) -> bool:
    """Whether the answer names a value of the category an item is ("OS": Ubuntu)."""
    words = item.lower().split()
    values = _CATEGORY_VALUES.get(words[-1]) if words else None
    return values is not None and bool(
        re.search(rf"(?<![\w-])(?:{values})(?![\w-])", answer.work[:200_000], re.IGNORECASE)
    )


def _said_otherwise(answer: Answer, word: str) -> bool:
    """A word said by another form: one side of "GPU/iGPU", a category by its value."""
    sides = word.split("/")
    if len(sides) > 2:
        # "namespace/storageclass/PVC", "yes/confirm/ok": a list, each to name
        return len(sides) <= 8 and all(
            re.fullmatch(r"[A-Za-z]{2,}", w)
            and (
                stem(w.lower()) in answer.stems
                or re.search(rf"(?<![\w-]){w}(?![\w-])", answer.work[:200_000], re.I) is not None
            )
            for w in sides
        )
    if len(sides) == 2:
        return all(re.fullmatch(r"[A-Za-z]{2,}", w) for w in sides) and any(
            stem(w.lower()) in answer.stems for w in sides
        )
    return _value_named(answer, word)


_NAMED_STYLE = re.compile(r"(?<![\w-])([A-Z][\w+.]*)[- ]style\b")
"""A convention named by its source ("Google style docstrings", "PEP8-style"): that name,
not another style's."""


def need_name(answer: Answer, need: Need, name: str) -> Span | None:
    """Where the answer names one of the need's names: exactly, or, for a value the need
    writes as approximate ("~1.0"), a number that rounds to it ("1.0009"), or, for a setting
    written before the noun it qualifies ("an eps=1e-4 perturbation"), its value before that
    noun ("a 1e-4 perturbation")."""
    span = find_identifier(answer, name)
    if span is None and name.lower() in _FORMAT_NAMES:
        # "Routes to Hermes `.md` pages" said "the Hermes pages (Markdown)": a file
        # extension named by its format
        m = _FORMAT_NAMES[name.lower()].search(answer.work[:200_000])
        span = None if m is None else Span(m.start(), m.end(), answer.raw[m.start() : m.end()])
    if span is None and name in need.approximate:
        span = near_value(answer, name)
    for setting, noun in need.attributive if span is None else ():
        if setting == name:
            # "an eps=1e-4 perturbation" said as "a 1e-4 perturbation"
            value = name.split("=", 1)[1]
            m = re.search(
                r"(?<![\w.-])" + re.escape(value) + r"\s+" + re.escape(noun[:-1]), answer.work
            )
            span = None if m is None else Span(m.start(), m.end(), answer.raw[m.start() : m.end()])
    for field, number in need.valued_fields if span is None else ():
        if field == name:
            # "identified exit_code 137" said "exited with exit code 137", "code 137": the
            # field's last word and its number, its other words before them
            said = _field_said(field, number).search(answer.work[:200_000])
            if said is not None:
                span = Span(said.start(), said.end(), answer.raw[said.start() : said.end()])
    if span is None and "/" in name.strip("/"):
        # "reads ./llama-nvfp4/hf_quant_config.json": a file named by its name in an answer
        # that names its folder too ("checkpoint_path: ./llama-nvfp4" ... "hf_quant_config.json")
        # ("models/px/windspeed.py" for "models/dx/windspeed.py" is another file: the file's
        # name must stand alone wherever the answer writes it; a folder named by a plain word,
        # "code/", is no name of its own)
        folder, _, file = name.rstrip("/").rpartition("/")
        named = re.search(r"[./_-]", folder.strip("./")) or folder.startswith(("./", "/", "~"))
        if "." in file.strip(".") and named and find_identifier(answer, folder):
            alone, inside = _file_name_patterns(file)
            if alone.search(answer.work) and not inside.search(answer.work):
                span = find_identifier(answer, file)
    return span


_FORMAT_NAMES = {
    ext: re.compile(rf"\b(?:{words})\b", re.IGNORECASE)
    for ext, words in {
        ".md": "markdown",
        ".json": "json",
        ".yaml": "yaml",
        ".yml": "yaml",
        ".csv": "csv",
        ".html": "html",
        ".pdf": "pdf",
    }.items()
}
"""A file extension and the name of its format."""


@lru_cache(maxsize=1024)
def _field_said(field: str, number: str) -> re.Pattern[str]:
    """A field's words in prose, then the number it holds (see :func:`need_name`)."""
    return re.compile(
        r"(?<![\w-])"
        + r"\w*\W+(?:\w+\W+){0,2}?".join(re.escape(w) for w in field.split("_"))
        + r"\w*\W+(?:\w+\W+){0,1}?"
        + re.escape(number)
        + r"(?![\w.])",
        re.IGNORECASE,
    )


@lru_cache(maxsize=1024)
def _file_name_patterns(file: str) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """A file's name standing alone, and the same name under a folder."""
    name = re.escape(file)
    return re.compile(r"(?<![\w./-])" + name + r"(?![\w-])"), re.compile(
        r"[\w.-]/" + name + r"(?![\w-])"
    )


def _said_short(answer: Answer, word: str) -> bool:
    """Whether the answer says ``word`` (a stem) or a short form of it of four letters or
    more ("param" for "parameter")."""
    return word in answer.stems or any(
        len(s) >= 4 and word.startswith(s) for s in answer.stems if s[:1] == word[:1]
    )


def _kind_named(answer: Answer, word: str) -> bool:
    """Whether the answer names a thing of kind ``word`` by a name that ends in it
    ("`simple_agent`" is an agent, "`policy_model`" a model; "`math_train`" no dataset)."""
    if len(word) < 4 or not word.isalpha():
        return False
    return (
        re.search(
            r"(?<=[A-Za-z0-9]_)" + re.escape(word) + r"s?(?![\w-])", answer.work[:200_000], re.I
        )
        is not None
    )


_COMPARE: dict[str, Callable[[float, float], bool]] = {
    ">=": operator.ge,
    "≥": operator.ge,
    "at least": operator.ge,
    "<=": operator.le,
    "≤": operator.le,
    "at most": operator.le,
    ">": operator.gt,
    "<": operator.lt,
}


def _bound_kept(answer: Answer, key: str, op: str, number: str) -> bool:
    """Whether the answer gives ``key`` (or its last two parts, its leaf) a number that
    keeps the comparison: the number right after the name (``qc.pass_rate = 1.0``)."""
    compare = _COMPARE.get(re.sub(r"\s+", " ", op.lower()))
    parts = key.split(".")
    names = dict.fromkeys([key, ".".join(parts[-2:]), parts[-1]])
    for name in names:
        span = find_identifier(answer, name)
        if span is None or compare is None:
            continue
        given = _NUMBER_AFTER.match(answer.raw, span.end)
        if given is not None:
            return compare(float(given[1]), float(number))
    return False


_NUMBER_AFTER = re.compile(r"[`'\"*]*\s*(?:[:=]|is|of)?\s*[`'\"]?(-?\d+(?:\.\d+)?)(?![\d.])")


@lru_cache(maxsize=1024)
def _key_values(behavior: str, key: str) -> tuple[str, ...]:
    """The values a behaviour allows a key ("qc.method is rule_based or llm_judge"), or ()."""
    m = re.search(
        r"(?<![\w.])`?" + re.escape(key) + r"`?\s+(?:is|are|=)\s+((?:`?[\w.-]+`?,?\s+(?:or\s+)?)+"
        r"`?[\w.-]+`?)",
        behavior[:2000],
    )
    if m is None or " or " not in m[1]:
        return ()
    return tuple(v.strip("`, ") for v in re.split(r",\s*|\s+or\s+", m[1]) if v.strip("`, "))


def _named_by_value(answer: Answer, behavior: str, key: str) -> bool:
    """For "qc.method is rule_based or llm_judge": a key the answer names by one of the
    values the behaviour allows it ("pass rate 1.0 (rule_based)")."""
    return any(find_identifier(answer, v) for v in _key_values(behavior, key))


_SUBSTITUTES = re.compile(
    r"^\W*(?:the\s+(?:agent|answer|model)\s+)?(?:does\s+not|doesn'?t|never|should\s+not)\s+"
    r"substitute\s+(?:an?\s+|the\s+|any\s+)?(?P<kind>[A-Za-z]{3,})\s+command",
    re.IGNORECASE,
)


@lru_cache(maxsize=4096)
def _substituted_kind(behavior: str) -> str:
    """The kind of command a behaviour forbids substituting ("linting"), or "" (read once
    per behaviour)."""
    m = _SUBSTITUTES.match(behavior)
    return "" if m is None else m["kind"]


def _command_of_kind(answer: Answer, kind: str) -> Evidence | None:
    """A command of the answer's (a code line or inline code) whose tool or argument is of
    ``kind`` ("linting": ``pylint``, ``--only-group linting``)."""
    root = stem(kind)
    if len(root) < 3:
        return None
    for unit, span in _code_spans(answer):
        words = re.findall(r"[A-Za-z][\w-]*", span)
        if any(root in w.lower() or stem(w) == root for w in words[:2000]):
            return unit_evidence("substitute", unit, f"gives a {kind} command")
    return None


def _substituted_library(answer: Answer, libraries: tuple[str, ...]) -> Evidence | None:
    """Code of the answer's that imports a library other than the skill's ``libraries``
    where it imports none of them, and whose prose never names them ("I used PuLP" to solve
    what the skill solves with cuOpt): a substitution the answer does not own up to."""
    if not libraries:
        return None
    said = answer.raw[:200_000].lower()
    if any(re.search(rf"(?<![\w-]){re.escape(name.lower())}(?![\w-])", said) for name in libraries):
        return None  # it names the skill's own: uses it, or says why not
    code = [u for u in answer.units if u.kind == "code"]
    other = next(
        ((u, m) for u in code[:200] for m in imported_modules(u.text, 200) if m not in libraries),
        None,
    )
    if other is None:
        return None
    return unit_evidence("substitute", other[0], f"imports {other[1]}, not {', '.join(libraries)}")


_NO_REDIRECT = re.compile(
    r"\bredirect\w*\s+(?:the\s+|its\s+)?(?:stdout|standard\s+output|output)\b", re.IGNORECASE
)
_REDIRECT = re.compile(r"(?<![\d<>=&|-])>{1,2}(?![&=>])[ \t]*[\w./$~\"'{-]")


@lru_cache(maxsize=4096)
def _forbids_redirect(behavior: str) -> bool:
    """Whether a behaviour forbids redirecting stdout (read once per behaviour)."""
    return _NO_REDIRECT.search(behavior) is not None


def _stdout_redirected(answer: Answer) -> Evidence | None:
    """A command of the answer's (a code block line or inline code) that sends its standard
    output to a file (``cmd ... > out.json``); ``2>`` and ``&>`` aside."""
    for unit, span in _code_spans(answer):
        for line in span.splitlines()[:2000]:
            if re.match(r"\s*(?:\$\s*)?[\w./-]", line) and _REDIRECT.search(line):
                return unit_evidence("redirect", unit, "sends stdout to a file")
    return None


def _code_spans(answer: Answer) -> Iterator[tuple[Unit, str]]:
    """The answer's code with its unit: each code block whole and each inline code span
    (at most 2,000 units, the first 20,000 characters of a span)."""
    for unit in answer.units[:2000]:
        spans = [unit.text] if unit.kind == "code" else INLINE_CODE.findall(unit.text)
        for span in spans:
            yield unit, span[:20_000]


@lru_cache(maxsize=2048)
def _tool_patterns(
    behavior: str, fields: tuple[str, ...]
) -> tuple[str, re.Pattern[str], re.Pattern[str]] | None:
    """For a prohibition that ends on a tool the skill writes as code ("... with srun"): the
    tool, its run in code, and its run written without code marks (the tool and its flags,
    "srun -N1 ..."); read once per behaviour."""
    m = WITH_TOOL.search(behavior[:2000])
    if m is None or m["tool"] not in fields:
        return None
    tool = re.escape(m["tool"])
    return (
        m["tool"],
        re.compile(rf"(?:^|[\s;|&(]){tool}(?=\s|$)", re.MULTILINE),
        re.compile(rf"(?<![\w/.-]){tool}(?=[ \t]+--?[A-Za-z])"),
    )


def _tool_run(answer: Answer, behavior: str, fields: tuple[str, ...]) -> Evidence | None:
    """For a prohibition that ends on a tool the skill writes as code ("... with srun"): the
    code that runs it (``srun -N1 nvidia-smi -L``; inline code in a negated sentence, "I
    won't `srun` onto a node", runs nothing), or a command line in prose that does."""
    patterns = _tool_patterns(behavior, fields)
    if patterns is None:
        return None
    tool, run, bare = patterns
    for unit, span in _code_spans(answer):
        if not run.search(span.strip("`")):
            continue
        if unit.kind != "code" and is_negated(unit.text, max(0, unit.text.find(span))):
            continue
        return unit_evidence("prohibited", unit, f"runs {tool}")
    for unit in answer.units[:2000]:
        found = bare.search(unit.text) if unit.kind != "code" else None
        if found is not None and not is_negated(unit.text, found.start()):
            return unit_evidence("prohibited", unit, f"runs {tool}")
    return None


def _count_answer(answer: Answer, n: str, nouns: str) -> tuple[float, list[Evidence]] | None:
    """For "answers 8 model instances": 1.0 where the answer opens with the count (in
    figures or words: "Eight —", "**8 instances.**"), 0.0 where it counts the thing otherwise
    and never so ("Just 1 instance"); None where it does neither (its words decide)."""
    spelled = COUNT_WORDS[int(n)] if int(n) < len(COUNT_WORDS) else n
    number = rf"(?:{n}|{spelled})"
    # its first sentence, past headings and a greeting ("Great question! ... Eight — ...")
    opening = next(
        (bare for _, said in _openings(answer) if (bare := said.strip(" \t\r\n*#>-"))), ""
    )
    if re.match(rf"{number}(?!\w|[.,]\d)", opening[:40], re.IGNORECASE):
        return 1.0, [Evidence(n, True, note="the answer opens with the count")]
    counts = _COUNT_OF.findall(answer.work[:200_000])
    named = set(nouns.split())
    values = {c.lower() for c, first, then in counts[:200] if named & {stem(first), stem(then)}}
    if values and not values & {n, spelled}:
        note = f"counts it as {sorted(values)[0]}, not {n}"
        return 0.0, [Evidence(n, False, note=note)]
    return None


_COUNT_OF = re.compile(
    r"(?<![\w.,])(\d{1,6}|"
    + "|".join(COUNT_WORDS)
    + r")\s+([A-Za-z][\w-]*)(?:[ \t]+([A-Za-z]{3,}))?",
    re.IGNORECASE,
)
"""A count and what it counts ("1 instance", "eight model replicas")."""


def _count_word_said(answer: Answer, item: str) -> bool:
    """Whether the answer says the number ``item`` (0 to 20) in words ("Eight")."""
    word = COUNT_WORDS[int(item)]
    return re.search(rf"\b{word}\b", answer.work[:200_000], re.IGNORECASE) is not None


def _number_named(answer: Answer, number: str) -> bool:
    """Whether the answer writes ``number`` whole anywhere, a name's part included
    (`rfc/0020-plugin-api/`), not inside a longer number or a decimal."""
    pattern = r"(?<![\w.])" + number + r"(?!\d|\.\d)"
    return re.search(pattern, answer.work[:200_000]) is not None


_TIMESTAMP_STANDARDS = frozenset(("8601", "3339"))
"""The numbers of the standards that define how a timestamp is written (ISO 8601, RFC 3339)."""
_TIMESTAMP_STEM = stem("8601")


def listed_missing(answer: Answer, need: Need, given: tuple[str, ...] = ()) -> list[str]:
    """Enumerated items the answer does not name (a category named by a value counts);
    ``given``: items asked only where the answer repeats them."""
    missing = []
    for item in need.listed:
        if item in given:
            continue
        if _value_named(answer, item):
            continue
        bound = next((b for b in need.bounds if b[2] == item), None)
        if bound is not None and _bound_kept(answer, *bound):
            continue  # "pass_rate is >= 0.9" given as "`qc.pass_rate` 1.0"
        if "-" in item and re.search(
            r"(?<![\w-])--?" + re.escape(item) + r"(?![\w-])", answer.work[:200_000], re.I
        ):
            continue  # "Passes nproc-per-node": the flag of that name (`--nproc-per-node=8`)
        parts = item.split("-")
        if len(parts) >= 2 and all(re.fullmatch(r"[A-Za-z][a-z]{2,}", w) for w in parts):
            # "best-parameter": a compound named by its words, together or apart, or by their
            # short forms ("best parameters", `best_params.json`)
            if not all(_said_short(answer, stem(w)) for w in parts):
                missing.append(item)
            continue
        sides = item.split("/")
        if len(sides) == 2 and all(re.fullmatch(r"[A-Za-z][a-z]{2,}", w) for w in sides):
            # "repository/package": prose words joined by a slash, either names the item
            if not any(stem(w) in answer.stems for w in sides):
                missing.append(item)
            continue
        if item.isdigit() and int(item) < len(COUNT_WORDS) and _count_word_said(answer, item):
            continue  # "8" said as "Eight"
        if len(item) >= 3 and item.isdigit() and _number_named(answer, item):
            continue  # "RFC 0020" named where its folder is: `rfc/0020-driver-api/`
        if item in _TIMESTAMP_STANDARDS and _form_shown(answer, _TIMESTAMP_STEM):
            continue  # "ISO 8601 `start_time`": a timestamp written in that form
        if re.search(r"[_./=\d]", item):
            if need_name(answer, need, item) is None:
                missing.append(item)
        elif (
            stem(item) not in answer.stems
            and not re.search(r"(?<![\w-])" + re.escape(stem(item)), answer.work, re.IGNORECASE)
            and not _kind_named(answer, item)
        ):
            # A common word ("describe") is no stem of the answer's wording; named, it counts.
            missing.append(item)
    return missing


def _pair_violation(answer: Answer, need: Need) -> Evidence | None:
    """A unit where both sides of a forbidden combination appear, not negated."""

    flags = re.IGNORECASE if need.role else 0  # a role is named in words, a scope as code

    def hit(term: str, clause: str) -> int | None:
        m = re.search(r"(?<![\w-])" + re.escape(term) + r"(?![\w-])", clause, flags)
        return None if m is None else m.start()

    for unit in answer.units:
        if need.role and not all(
            stem(t) in unit.stems or hit(t, unit.work) is not None
            for t in need.pair[0] + need.pair[1]
        ):  # "use A as B": all of A, and all of B, in the one place
            continue
        # One clause holds both ("use moe_router + moe_preprocess; don't put moe and
        # moe_router in one list" combines neither), and it is not a negated one.
        for clause in _PAIR_CLAUSE.split(unit.work):
            a = [p for t in need.pair[0] if (p := hit(t, clause)) is not None]
            b = [p for t in need.pair[1] if (p := hit(t, clause)) is not None]
            if a and b and not is_negated(clause, min(a + b), 60):
                if need.role and is_negated(clause, max(a + b), 60):
                    continue  # "the request isn't complete or approved": the claim denied
                return _forbidden(unit)
    return None


_PAIR_CLAUSE = re.compile(r"[;|]|[.!?](?:\s|$)|\s[—–]\s|\n")


def need_coverage(
    answer: Answer, need: Need, given: tuple[str, ...] = ()
) -> tuple[float, list[Evidence]]:
    """0..1 coverage of a positive need, with evidence. ``given``: identifiers the prompt
    already states, which count only where the answer repeats them."""
    if need.count[0]:
        counted = _count_answer(answer, *need.count)
        if counted is not None:
            return counted
    evidence: list[Evidence] = []
    found_ids = 0.0
    asked = [
        i
        for i in need.identifiers
        if i not in need.minor and (i not in given or find_identifier(answer, i))
    ]
    for ident in asked:
        span = need_name(answer, need, ident)
        if span is not None and set_aside(answer, ident):
            evidence.append(Evidence(ident, False, span.start, span.end, span.text, "set aside"))
            continue
        # "recommends a clean build with --clean" against "Don't use `--clean`", "verifies
        # the environment with nvidia-smi" against "(Optional, you can skip this) `nvidia-smi`"
        aside = _not_presented(answer, ident, span) if span is not None and need.plain_use else ""
        if span is not None and aside:
            evidence.append(Evidence(ident, False, span.start, span.end, span.text, aside))
            continue
        if span is not None and ident in need.denied and not _ever_denied(answer, ident):
            # "states that indexgvcf does not document an --out option" against an answer
            # that passes --out as if it did
            note = "used as if it existed; the need says it does not"
            return 0.0, [Evidence(ident, False, span.start, span.end, span.text, note)]
        if span is not None and not need.dismisses and said_unneeded(answer, ident):
            # "Mention ft_launcher for the direct path" against "ft_launcher is never required"
            note = "said not to be needed"
            return 0.0, [Evidence(ident, False, span.start, span.end, span.text, note)]
        if span is not None:
            found_ids += 1
            evidence.append(Evidence(ident, True, span.start, span.end, span.text))
        elif said_instead(answer, need, ident):
            found_ids += 1
            evidence.append(Evidence(ident, True, note="its alternative is said"))
        elif (outer := _named_within(answer, need, ident)) is not None:
            found_ids += 1
            evidence.append(Evidence(ident, True, outer.start, outer.end, outer.text, "within"))
        elif key_present(answer, ident) is not None:
            found_ids += 0.5
            evidence.append(Evidence(ident, False, note="only the key appears"))
        elif (spoken := said_in_words(answer, ident)) is not None:
            # "the phi_scope_disclaimer" said as "its PHI-scope disclaimer": the thing named,
            # not its exact name
            found_ids += 0.5
            note = "said in words"
            evidence.append(Evidence(ident, False, spoken.start, spoken.end, spoken.text, note))
        else:
            evidence.append(Evidence(ident, False, note="missing"))
    # words the prompt gives (the role of "Names gersemi as the CMake formatter" asked by
    # "Which hook formats our CMake files?") are the question, not the answer's to say: the
    # name it asks for is the need
    words = [w for w in need.words if w not in given]
    for sides in need.either:
        # The best-covered side stands for all; what the answer names of the others counts.
        covered = [sum(stem(w) in answer.stems for w in side) / len(side) for side in sides]
        kept = sides[covered.index(max(covered))]
        dropped = {w for side in sides if side is not kept for w in side}
        words = [w for w in words if w not in dropped or w in kept or stem(w) in answer.stems]
    stems = [stem(w) for w in words]
    said = [
        s in answer.stems or _path_named(answer, w) or _function_word_said(answer, w)
        for w, s in zip(words, stems, strict=True)
    ]
    for n, s in enumerate(stems):
        if not said[n] and ("/" in words[n] or words[n] in _CATEGORY_VALUES):
            said[n] = _said_otherwise(answer, words[n])
        if not said[n] and s in _FORMS_SHOWN:
            said[n] = _form_shown(answer, s)
        if not said[n] and words[n].lower() == "files" and not need.negative:
            # "Lists the files changed" by "Changed: `src/plugins/glove/` (`pusher.cpp`)": the
            # files, two or more named, are listed (a prohibition of touching files is not
            # broken so, and "the new test file" is one file, not any file named)
            said[n] = _files_named(answer)
        if not said[n] and len(words[n]) >= 10 and words[n].isalpha():
            # "the MemoryConstrained variant" said by `crossTanimotoSimilarityMemoryConstrained`:
            # a compound name found whole inside a longer one, from one of its humps
            said[n] = _inside_name(answer, words[n])
        if not said[n] and s in _FRONT_MATTER and set(stems) >= _FRONT_MATTER:
            said[n] = _form_shown(answer, stem("frontmatter"))  # "in the front matter"
        if not said[n] and s == _STOP_STEM:
            # "stops without editing files" said by "Plan only; I have not edited anything"
            said[n] = _NO_WORK.search(answer.work[:200_000]) is not None
        if not said[n] and s == _PRESERVE_STEM:
            # "preserves the algorithm" said by "Don't change the algorithm"
            said[n] = _kept_unchanged(answer, set(stems) - {s})
        if not said[n] and s in _RULED_OUT_STEMS:
            # "refuse to make a safe-to-share claim" is said by "No, don't treat it as safe
            # to share": the object, negated.
            said[n] = _refused(answer, set(stems) - _RULED_OUT_STEMS)
        if not said[n] and _UN_WORD.fullmatch(words[n]):
            # "the value is unknown" said by "I don't know which Jetson you have": the root,
            # negated
            said[n] = _root_negated(answer, words[n][2:])
    if not all(said) and _COUNT_STEMS & set(stems) and _counts_line(answer) is not None:
        # "Shows a summary line with counts per status" by "Total: 5 | APPLIED: 2 | FAILED: 2"
        said = [ok or s in _TALLY_STEMS for s, ok in zip(stems, said, strict=True)]
    ask_at = stems.index(_ASK_STEM) if _ASK_STEM in stems else -1
    if (
        not all(said)
        and ask_at >= 0
        and _CONSENT_STEMS & set(stems[ask_at + 1 : ask_at + 3])
        and _ASKS_FIRST.search(answer.raw[:20_000])
    ):
        # "Asks for explicit authorization before ..." by "please confirm you want me to go
        # ahead": a request for the user's say is the ask, however it is worded (the consent
        # is what is asked for, the word after "asks" or the one after that)
        said = [ok or s in _CONSENT_ASK for s, ok in zip(stems, said, strict=True)]
    if (
        ask_at == 0
        and said[0]
        and _ASKED.search((answer.substance or answer.raw)[:200_000]) is None
    ):
        # "Asks the user to type yes" against "since you asked for it, I'm proceeding": the
        # user's ask; the answer asks nothing (no question, no request of the user)
        said[0] = False
    if not all(said) and _FILE_STEMS & set(stems):
        # "Reports the four readout .npy files" by naming `a.npy`, `b.npy`, `c.npy`, `d.npy`:
        # that many files of that type, listed, are their count
        said = _files_counted(answer, words, said)
    if _COUNT_STEMS.intersection(stems) and not all(said) and _counted_noun(answer, set(stems)):
        # "Echoes the targets with an explicit count" by "Will finetune on 3 target(s)": a
        # figure that counts the thing is its count
        said = [ok or s in _EXPLICIT_COUNT for s, ok in zip(stems, said, strict=True)]
    for noun, examples in need.exemplified:
        if not all(said[n] for n, w in enumerate(words) if w in noun) and any(
            _example_named(answer, e) for e in examples
        ):
            # "a chunked format (e.g. Zarr)" said by "use Zarr": the example is of that kind
            said = [ok or w in noun for w, ok in zip(words, said, strict=True)]
    if not all(said) and any(s in _JUSTIFY_STEMS for s in stems) and _justified_pick(answer):
        # "Selects one source and justifies the choice": "Since you asked for the fastest,
        # I'll use GFS" makes the choice and gives its reason, whatever its words
        picked = _JUSTIFY_STEMS | _CHOICE_STEMS
        said = [ok or s in picked for s, ok in zip(stems, said, strict=True)]
    for n in range(len(words) - 1):
        if not (said[n] and said[n + 1]) and _initials_said(answer, words[n], words[n + 1]):
            said[n] = said[n + 1] = True  # "expert-parallel degree" said as "EP degree"
        if (
            not said[n]
            and said[n + 1]
            and words[n].lower() == "commit"
            and words[n + 1].lower() in _COMMIT_NAMES
        ):
            said[n] = True  # "the commit SHA" said as "the SHA it ran on": a SHA names a commit
    dismissed = _dismissed_stems(answer) if not need.dismisses and any(said) else frozenset()
    if dismissed:
        # "single-GPU round-trip" beside "no GPU needed": the part of a compound names the
        # compound's thing, not the one waved away
        dismissed = frozenset(d for d in dismissed if not _in_compound(answer, d))
    if dismissed:
        waved = [w for w, s, ok in zip(words, stems, said, strict=True) if ok and s in dismissed]
        if waved and not need.conditional:
            # "Uses the Run functional tests label" against "no label is needed": what the
            # need asks for, said only to be waved away, is the opposite of doing it
            note = f"says no {waved[0]} is needed"
            return 0.0, [Evidence(waved[0], False, note=note)]
        # "No verification is needed": a word said only to be waved away is not said
        said = [ok and s not in dismissed for s, ok in zip(stems, said, strict=True)]
    for ident in need.minor:
        # "molecules, targets and the NGC_API_KEY": one item of the list, a word of it
        words.append(ident)
        said.append(find_identifier(answer, ident) is not None)
    if need.span[1]:
        # "l = 1 through 5": every value of the range in one place ("1, 2, 3, 4 and 5"), or
        # the range itself ("1 to 5", "1–5")
        low, high = need.span
        words.append(f"{low} through {high}")
        said.append(_range_given(answer, low, high))
    if need.decimals:
        # "to four decimals": a figure of the answer's prose written to that many places
        words.append(f"a figure to {need.decimals} decimal places")
        said.append(_to_places(need.decimals).search(answer.work[:200_000]) is not None)
    hit_words = [w for w, ok in zip(words, said, strict=True) if ok]
    missing_words = [w for w, ok in zip(words, said, strict=True) if not ok]
    # (the words still asked: an ask's own words are left out where the ask says them)
    main = [w for w in need.main if w in words]
    named_main = any(e.found and e.label in need.main for e in evidence)
    unsaid_deed = bool(main) and not set(main) & set(hit_words) and not named_main
    if need.words:
        evidence.append(
            Evidence(
                "wording",
                not missing_words,
                note=f"covered: {', '.join(hit_words) or '-'}; "
                f"missing: {', '.join(missing_words) or '-'}",
            )
        )
    id_part = found_ids / len(asked) if asked else None
    word_part = len(hit_words) / len(words) if words else None
    if id_part is not None and word_part is not None:
        score = 0.6 * id_part + 0.4 * word_part
        if not hit_words and len(words) >= 3:
            # names alone, none of the many words said of them: not what the need says
            score = min(score, 0.5)
    elif id_part is not None:
        score = id_part
    elif word_part is not None:
        score = word_part
    else:
        score = 1.0
    if unsaid_deed:
        # "verifies the behavior before updating the snapshot" against "just regenerate the
        # snapshot": the deed that comes first is not said; the later one says only when
        score = min(score, 0.25)
        evidence.append(Evidence("deed", False, note=f"says none of: {', '.join(main)}"))
    if need.turned_down[0] and _takes_turned_down(answer, need.turned_down):
        # "using the default deployment path, not the BYOM path" against "use it with its
        # BYOM path": the one turned down, taken, and the one chosen never said
        score = min(score, 0.25)
        kind, _, turned = need.turned_down
        evidence.append(Evidence("choice", False, note=f"takes the {' '.join(turned)} {kind}"))
    return score, evidence


_WORD = re.compile(r"[A-Za-z][A-Za-z0-9]*")
"""A word, its hyphenated and slashed parts apart ("BYOM/custom-model": three)."""


def _said_negated_in(text: str, name: str) -> bool:
    """Whether every mention of ``name`` in ``text`` (a behaviour) stands negated."""
    found = [m.start() for m in re.finditer(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text)]
    return bool(found) and all(is_negated(text, at) for at in found[:20])


_REMOVES_NAMED = re.compile(
    r"^\W*(?:the\s+(?:agent|answer)\s+)?(?:removes?|strips?|deletes?|drops?|disables?|unsets?)\b",
    re.IGNORECASE,
)
"""A need to take a named thing away ("Removes speculative_config from the config")."""
_TAKEN_AWAY = re.compile(
    r"\b(?:remov\w*|strip\w*|delet\w*|drop\w*|disabl\w*|unset\w*|get\s+rid|take\s+out|"
    r"comment\w*\s+out|without)\b",
    re.IGNORECASE,
)
"""Words that take a thing away ("strip the block", "get rid of it", "without it")."""
_LEFT_AS_IS = re.compile(
    r"\b(?:keep\w*|kept|leave|leaves|leaving|left|retain\w*|preserv\w*)\b", re.I
)
"""Words that keep a thing as it is, its object anywhere in the sentence ("leave `X` in
place"); unlike ``_KEPT`` (a thing kept in a change, "left it in place"), "leave" alone."""


def _keeps_what_goes(answer: Answer, need: Need) -> Evidence | None:
    """For "Removes X ...": where the answer keeps X (un-negated "keep", "leave ... in place"
    in a unit that names it) and no unit that names X takes it away (the first 2,000 units)."""
    kept = None
    names = [i.lower() for i in need.identifiers if len(i) > 2]
    for unit in answer.units[:2000]:
        said = unit.work or unit.text
        if not any(i in said.lower() for i in names):
            continue
        if _said_unnegated(_TAKEN_AWAY, said) and not _ONLY_IF.search(said):
            return None  # taken away ("strip it only if you see OOM" is not)
        if kept is None and _said_unnegated(_LEFT_AS_IS, said):
            kept = Evidence(
                "kept", False, unit.start, unit.end, unit.text[:200], "keeps what must go"
            )
    return kept


def _takes_turned_down(
    answer: Answer, turned_down: tuple[str, tuple[str, ...], tuple[str, ...]]
) -> bool:
    """For "the A N, not the B N": whether the answer names the B N un-negated and never
    the A N, each by the words just before N ("with its BYOM path": ``BYOM``; "the default
    RT-Embed deployment path": ``default``, ``RT``, ``Embed``, ``deployment``). The first
    200 mentions of N are read."""
    noun, chosen, other = turned_down
    text = answer.work[:200_000]
    chosen_stems, other_stems = {stem(w) for w in chosen}, {stem(w) for w in other}
    taken = False
    for m in islice(re.finditer(rf"\b{re.escape(noun)}s?\b", text, re.IGNORECASE), 200):
        words: list[re.Match[str]] = []  # the words that name this one, nearest first
        for w in reversed(list(_WORD.finditer(text, max(0, m.start() - 80), m.start()))):
            gap = text[w.end() : words[-1].start() if words else m.start()]
            if w[0].lower() in STOPWORDS or not re.fullmatch(r"[\s/`*-]{1,3}", gap):
                break
            words.append(w)
            if len(words) == 5:
                break
        if not words:
            continue
        said = {stem(w[0]) for w in words}
        negated = is_negated(text, words[-1].start())
        if chosen_stems & said and not negated:
            return False  # the one chosen, said
        if other_stems <= said and not chosen_stems & said:
            taken = taken or not negated
    return taken


_DIGITS = r"-?\d+(?:,\d{3})*"


@lru_cache(maxsize=16)
def _to_places(decimals: int) -> re.Pattern[str]:
    """The pattern of a figure written to ``decimals`` places ("0.7812" to four)."""
    return re.compile(rf"(?<![\w.]){_DIGITS}\.\d{{{decimals}}}(?![\d.])")


@lru_cache(maxsize=256)
def _range_ends(low: int, high: int) -> re.Pattern[str]:
    """The pattern of a range written from ``low`` to ``high`` ("1 to 5", "1–5")."""
    return re.compile(
        rf"(?<![\w.]){low}\s*(?:to|through|thru|up\s+to|–|—|-|\.\.)\s*{high}(?![\w.])",
        re.IGNORECASE,
    )


def _range_given(answer: Answer, low: int, high: int) -> bool:
    """Whether the answer gives the whole numbers ``low`` to ``high``: each of them in one
    unit that gives none just outside them ("0, 1, 2, 3, 4, 5" is another range), or the
    range written from one to the other."""
    if _range_ends(low, high).search(answer.work[:200_000]):
        return True
    wanted = {str(n) for n in range(low, high + 1)}
    outside = {str(low - 1), str(high + 1)} if low else {str(high + 1)}
    for unit in answer.units[:2000]:
        given = set(re.findall(r"(?<![\w.])\d+(?![\w.])", unit.text[:20_000]))
        if wanted <= given and not outside & given:
            return True
    return False


def _example_named(answer: Answer, example: str) -> bool:
    """Whether the answer names ``example`` (a name exactly, a bracketed value as written
    whatever its spacing, words by all their stems)."""
    if example[:1] in "[{":
        return re.sub(r"\s+", "", example) in re.sub(r"\s+", "", answer.work[:200_000])
    if is_field_like(example):
        return find_identifier(answer, example) is not None
    stems = [stem(w) for w in content_words(example, compounds=False)]
    return bool(stems) and all(s in answer.stems for s in stems)


def _initials_said(answer: Answer, first: str, second: str) -> bool:
    """Whether two words of a need ("expert", "parallel") are said by their initials, an
    all-capitals two-letter word of the answer ("EP"); the acronym is read as the words."""
    if not (first[:1].isalpha() and second[:1].isalpha()):
        return False
    acronym = (first[0] + second[0]).lower()
    return acronym not in STOPWORDS and acronym in answer.stems


_CONCEDED = re.compile(
    r"(?:\b(?:could|can|might|may)\s+(?:also\s+)?(?:use|run|call|try)|\binstead\s+of|"
    r"\brather\s+than)\s+(?:the\s+)?`?$",
    re.IGNORECASE,
)
_BUT_AFTER = re.compile(r"^`?\s*(?:\([^)]*\)\s*)?,?\s+but\b", re.IGNORECASE)


def set_aside(answer: Answer, ident: str) -> bool:
    """Whether every mention of ``ident`` names it only to set it aside ("You could use
    `run.py`, but ...", "instead of run.py"): such an answer does not use it."""
    return _every_mention(answer, ident, _conceded)


def said_unneeded(answer: Answer, ident: str) -> bool:
    """Whether every mention of ``ident`` says it is not needed ("`ft_launcher` is never
    required", "you don't need `metadata.json`"): the answer says the opposite of using it."""
    return _NEED_STEM in answer.stems and _every_mention(answer, ident, _unneeded)


_DISMISSED_WORD = re.compile(
    r"\bno\s+(?:further\s+|extra\s+|additional\s+|separate\s+)?([A-Za-z][\w-]{2,})\s+(?:step\s+)?"
    r"(?:(?:is|are)\s+)?(?:needed|required|necessary)\b"
    r"|\b([A-Za-z][\w-]{2,})\s+(?:(?:is|are)\s+(?:not|never)|isn'?t|aren'?t)\s+(?:really\s+)?"
    r"(?:needed|required|"
    # "no need for /eagle3-triage": a command named by its slash or in code, too
    r"necessary)\b|\bno\s+need\s+(?:for|to)\s+(?:an?\s+|any\s+)?[`/]{0,2}([A-Za-z][\w-]{2,})"
    # "there's no need to involve LVS": what the deed is done to, waved away with it
    r"(?:\s+(?:the\s+|an?\s+|any\s+)?[`/]{0,2}([A-Za-z][\w-]{1,}))?"
    r"|\b(?:don'?t|do\s+not|doesn'?t|does\s+not|won'?t|will\s+not)\s+(?:even\s+)?need\s+to\s+"
    # "you don't need to change your checkpointing": the deed, and the thing it is done to
    r"([A-Za-z][\w-]{2,})(?:\s+(?:your|the|its|their|any)\s+([A-Za-z][\w-]{2,}))?"
    # "stdout/stderr are just noise", "the warnings can be ignored": named to be set aside
    r"|\b([A-Za-z][\w-]{2,}(?:/[A-Za-z][\w-]{2,}){0,3})\s+(?:(?:is|are)\s+(?:(?:just|only|"
    r"mostly|merely)\s+noise|(?:(?:just|only|mostly|merely)\s+)?irrelevant)|can\s+be\s+"
    r"(?:safely\s+)?ignored)\b"
    # "You can skip diagnostics for a pure move": said to be skippable
    r"|\b(?:can|could|may)\s+(?:safely\s+|just\s+|also\s+)?skip\s+(?:the\s+)?"
    r"([A-Za-z][\w-]{2,})"
    # "a comparison run would be nice to have but isn't required": wished for, not asked
    r"|\b([A-Za-z][\w-]{2,})\s+(?:would\s+be|is|'s)\s+(?:(?:just\s+)?a\s+)?nice[- ]to[- ]have\b"
    # "earlier parts of the recording don't need coverage": the thing itself not needed
    r"|\b(?:don'?t|do\s+not|doesn'?t|does\s+not)\s+(?:even\s+|really\s+)?need\s+(?:any\s+|an?\s+)?"
    r"(?!to\b)([A-Za-z][\w-]{2,})\b(?!\s+to\b)",
    re.IGNORECASE,
)
_NOTHING_TO_CHECK = re.compile(
    r"\bno\s+(?:special\s+|extra\s+|further\s+|additional\s+|particular\s+)?([A-Za-z][\w-]{2,})"
    r"\s+to\s+(?:check|verify|inspect|watch|monitor|validate|look\s+at)\b",
    re.IGNORECASE,
)
_NEED_WORDS = ("need", "requir", "necessar", "noise", "irrelevant", "ignored", "skip", "nice")
_CHECK_WORDS = ("check", "verif", "inspect", "watch", "monitor", "validat", "look")


def _dismissed_stems(answer: Answer) -> frozenset[str]:
    """Stems the answer names only to say they are not needed ("No verification is needed",
    "a restart is not required"): every mention of them is such a dismissal."""
    return _dismissed_in(answer.raw[:200_000])


@lru_cache(maxsize=64)
def _dismissed_in(text: str) -> frozenset[str]:
    counts: dict[str, int] = {}
    # each pattern runs only on text holding its words (a scan from every word costs)
    lower = text.lower()
    found = [*_DISMISSED_WORD.finditer(text)] if any(w in lower for w in _NEED_WORDS) else []
    if "no" in lower and any(w in lower for w in _CHECK_WORDS):
        found += _NOTHING_TO_CHECK.finditer(text)
    for m in found:
        for word in (w for g in m.groups() if g for w in re.split(r"[/-]", g) if w):
            counts[stem(word)] = counts.get(stem(word), 0) + 1
    if not counts:
        return frozenset()
    seen = {s: 0 for s in counts}
    for word in _TOKEN.findall(text):
        s = stem(word)
        if s in seen:
            seen[s] += 1
    return frozenset(s for s, n in counts.items() if seen[s] <= n)


_TOKEN = re.compile(r"[A-Za-z][\w-]*")
_NEED_STEM = stem("need")
"""need, required, necessary: one concept; an answer without it dismisses nothing."""


def _every_mention(answer: Answer, ident: str, aside: Callable[[Answer, int, int], bool]) -> bool:
    first = find_identifier(answer, ident)
    if first is None or not aside(answer, first.start, first.end):
        return False  # the first mention is a use (the common case, decided cheaply)
    # its first 200 mentions: a name said more often is not said only to be set aside
    mentions = islice(identifier_regex(ident).finditer(answer.work), 200)
    return all(aside(answer, m.start(), m.end()) for m in mentions)


_DENIED_AFTER = re.compile(
    # "n't" ends its verb ("a C++17 run isn't available"): no word boundary before it
    r"[^.;:\n]{0,40}?(?:\b(?:not|never|no\s+longer|unsupported|nonexistent|undocumented|"
    r"invalid|absent|missing)\b|n't\b)",
    re.IGNORECASE,
)


_UN_ROOT = r"(?!(?:if|iqu|iver|ion|iform|it|der|til|less)[a-z]*\b)"
"""After "un": not a word whose own root opens with "un" ("unified", "unique", "under")."""
_UN_WORD = re.compile(r"[Uu]n" + _UN_ROOT + r"[a-z]{5,}")
"""A word that negates its root ("unknown", "unsupported", "unavailable")."""


def _root_negated(answer: Answer, root: str) -> bool:
    """Whether the answer says ``root`` (of "unknown": "known") negated ("I don't know",
    "can't be known", "not supported")."""
    head = re.escape(root[: max(4, len(root) - 3)])
    said = re.compile(
        rf"(?:\bnot|n't|\bnever|\bcannot|\bno\s+way\s+to)\s+(?:\w+\s+){{0,2}}?{head}\w*",
        re.IGNORECASE,
    )
    return said.search(answer.raw[:200_000]) is not None


def _in_compound(answer: Answer, word_stem: str) -> bool:
    """Whether the answer says a word of stem ``word_stem`` both alone ("no GPU needed")
    and as a part of a hyphenated compound ("single-GPU"): the compound names another
    thing. A word said only inside its compound ("no need for /eagle3-triage") is that
    compound's."""
    spans = [
        m.span()
        for m in islice(_HYPHENATED.finditer(answer.raw[:200_000]), 2_000)
        if any(stem(part) == word_stem for part in m.group(0).split("-"))
    ]
    if not spans:
        return False
    return any(
        stem(m.group(0)) == word_stem and not any(a <= m.start() < b for a, b in spans)
        for m in islice(_WORD_TOKEN.finditer(answer.raw[:200_000]), 20_000)
    )


_HYPHENATED = re.compile(r"(?<![\w-])[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z][A-Za-z0-9]*)+(?![\w-])")


def _inside_name(answer: Answer, word: str) -> bool:
    """Whether ``word`` (a compound, "memoryconstrained") is a part of a name of the answer
    that starts at one of its humps or its start and ends at the next hump or the name's
    end (``crossTanimotoSimilarityMemoryConstrained``)."""
    part = re.compile(
        r"(?:(?<=[a-z0-9])(?=[A-Z])|(?<![A-Za-z0-9]))(?i:" + re.escape(word) + r")(?![a-z])"
    )
    return part.search(answer.raw[:200_000]) is not None


def _ever_denied(answer: Answer, ident: str) -> bool:
    """Whether some mention of ``ident`` says it is absent or not to be used ("has no
    `--out`", "`--out` is not documented", "instead of --out")."""
    for m in identifier_regex(ident).finditer(answer.work):
        if (
            is_negated(answer.raw, m.start())
            or _DENIED_AFTER.match(answer.raw, m.end())
            or _conceded(answer, m.start(), m.end())
            or _REMOVED_BEFORE.search(answer.raw, max(0, m.start() - 40), m.start())
        ):
            return True
    return False


_REMOVED_BEFORE = re.compile(
    r"\b(?:drop|dropping|remove|removing|strip|stripping|delete|deleting|get\s+rid\s+of|"
    r"take\s+out|taking\s+out)\s+(?:the\s+|that\s+|this\s+)?[`'\"]?$",
    re.IGNORECASE,
)
"""A deed that takes the thing named right after it away ("Drop the `/v1/`", "remove
--out"): it says the thing does not belong."""


_FALSE_AFTER = re.compile(r"[`'\"]?\s*(?:=|:|\s+to\s+)\s*[`'\"]?(?:False|false|off|OFF)\b")
_TRUE_AFTER = re.compile(r"[`'\"]?\s*(?:=|:|\s+to\s+)\s*[`'\"]?(?:True|true|on|ON)\b")
_TURNS_OFF = re.compile(
    r"\b(?:disable|disabling|turn\s+off|turning\s+off|switch\s+off|switching\s+off|unset|"
    r"unsetting)\s+(?:the\s+)?[`'\"]?$",
    re.IGNORECASE,
)
_OFF_KEEPS = ("", "enabl", "turn")
"""The deeds of a prohibition that an answer keeps by turning the thing off ("Does not rely on
`match_all_linear`", "Does not enable X"), not a setting forbidden whatever its value."""


def _turned_off(answer: Answer, ident: str) -> bool:
    """Whether the answer turns the switch ``ident`` off ("`match_all_linear = False`",
    "drop `X`", "disable X") and never on: its other mentions explain what it turns off."""
    off = False
    for n, m in enumerate(identifier_regex(ident).finditer(answer.work)):
        if n >= 200:
            return False
        if _TRUE_AFTER.match(answer.raw, m.end()):
            return False
        off = off or bool(
            _FALSE_AFTER.match(answer.raw, m.end())
            or _TURNS_OFF.search(answer.raw, max(0, m.start() - 40), m.start())
            or _REMOVED_BEFORE.search(answer.raw, max(0, m.start() - 40), m.start())
        )
    return off


def _dropped(answer: Answer, ident: str) -> bool:
    """Whether the answer names ``ident`` only to set it aside or to tell the user not to
    use it: naming it so does not present it."""
    return set_aside(answer, ident) or _every_mention(answer, ident, _told_not_to_use)


_TOLD_NOT = re.compile(
    r"(?:\b(?:don'?t|do\s+not|never|shouldn'?t|should\s+not|must\s+not|mustn'?t|wouldn'?t|"
    r"would\s+not|won'?t|will\s+not)\s+(?:\w+\s+)?"
    r"(?:use|using|pass|passing|add|adding|run|running|set|setting|enable|enabling|include|"
    r"including|apply|applying|try|trying)|\bavoid(?:\s+(?:using|passing|adding|running|setting|"
    # "so I'd skip `-c`", "leave out --clean": the thing is not used
    r"enabling))?|(?<![\w-])(?:skip|skipping|omit|omitting|leave\s+out|leaving\s+out))"
    r"\s+(?:(?:the|a|an)\s+)?(?:[\w-]+\s+)?`?$",
    re.IGNORECASE,
)
"""What tells the user not to use the thing named right after it ("Don't use `", "avoid the
")."""


def _hedged_at(answer: Answer, start: int, end: int) -> bool:
    """A mention in a sentence or list item that calls something optional or skippable
    before it ("(Optional, you can skip this) `nvidia-smi`") or after it in its sentence
    ("add `-c` if you want ..., but it's optional"), naming nothing else in code between the
    hedge and the mention."""
    unit = _unit_at(answer, start)
    if unit is None or unit.kind == "code":
        return False
    before = answer.raw[unit.start : start][-300:]
    hedge = SKIP_HEDGE.search(before)
    if hedge is not None:
        # ... and nothing else named between, in code marks or not ("optionally HF_TOKEN,
        # turn Kafka off (KAFKA_ENABLED=false)": the hedge is HF_TOKEN's)
        between = before[hedge.end() :].rstrip("`")
        if "`" not in between and not any(map(is_field_like, extract_identifiers(between))):
            return True
    # "You can add `-c` if you want a clean build, but it's optional": offered after the
    # name, in its sentence, nothing else in code between
    limit = unit.end if unit.end < end + 300 else end + 300
    hedge = SKIP_HEDGE.search(answer.raw, end, limit) or _IF_WANTED.search(answer.raw, end, limit)
    if hedge is None:
        return False
    between = answer.raw[end : hedge.start()].lstrip("`")
    return "`" not in between and _STOP_OR_LINE.search(between) is None


_STOP_OR_LINE = re.compile(r"[.!?](?:\s|$)|\n")
_IF_WANTED = re.compile(
    r"\bif\s+you\s+(?:(?:really|ever)\s+)?(?:want|like|prefer|wish|'d\s+like)\b", re.I
)
"""A deed offered for the user's wish ("add `-c` if you want a clean build")."""


def _told_not_to_use(answer: Answer, start: int, end: int) -> bool:
    """A mention that tells the user not to use the thing ("Don't use `-c`", "avoid
    --clean", "never pass the -c flag", "I'd skip `-c`")."""
    return bool(_TOLD_NOT.search(answer.raw[max(0, start - 60) : start]))


_SKIP_NOTE = "offered as a step to skip"
_NOT_PRESENTED: tuple[tuple[Callable[[Answer, int, int], bool], str], ...] = (
    (_told_not_to_use, "the answer tells the user not to use it"),
    (_hedged_at, _SKIP_NOTE),
)
"""Mentions that do not present a name a need asks for plainly, with the note each gives."""


_UNPRESENTED_NOTES = frozenset(note for _, note in _NOT_PRESENTED)
"""The notes of an identifier a need asks for that the answer names without presenting it."""


def _not_presented(answer: Answer, ident: str, first: Span) -> str:
    """The note of the reader by which every mention of ``ident`` does not present it ("the
    answer tells the user not to use it"), or ""; ``first``, the mention found, is tested
    first, and the rest are read only where it is so."""
    note = next(
        (
            note
            for reader, note in _NOT_PRESENTED
            if reader(answer, first.start, first.end) and _every_mention(answer, ident, reader)
        ),
        "",
    )
    if not note and _skipped_then_presumed(answer, ident):
        note = _SKIP_NOTE
    return note


def _skipped_then_presumed(answer: Answer, ident: str) -> bool:
    """Whether some mention of ``ident`` offers its step to skip and every other one only
    presumes it done ("Optionally dry-run into resolved.yml — you can skip this" ... "run
    the normalizer if you generated a resolved.yml"): the step is never presented as done."""
    if not _hedges_somewhere(answer.raw):
        return False  # no hedge anywhere: the cheap test first
    spans = [m.span() for m in islice(identifier_regex(ident).finditer(answer.work), 200)]
    hedged = [_hedged_at(answer, a, b) for a, b in spans]
    return any(hedged) and all(
        h or _PRESUMED.search(answer.raw, max(0, a - 60), a)
        for h, (a, _) in zip(hedged, spans, strict=True)
    )


@lru_cache(maxsize=16)
def _hedges_somewhere(text: str) -> bool:
    """Whether ``text`` offers anything as skippable (read once per answer, and only around
    the words a hedge needs: the pattern is slow over a whole answer)."""
    low = text[:200_000].lower()
    for anchor in _HEDGE_ANCHORS:
        at = low.find(anchor)
        for _ in range(50):
            if at < 0:
                break
            if SKIP_HEDGE.search(text, max(0, at - 40), at + 60) is not None:
                return True
            at = low.find(anchor, at + 1)
    return False


_HEDGE_ANCHORS = ("option", "skip", "necessar", "needed", "required", "nice")
"""A word of every hedge :data:`SKIP_HEDGE` finds."""


_PRESUMED = re.compile(
    r"\b(?:if|when|once)\s+(?:you|we)\s+(?:already\s+)?(?:\w+ed|ran|made|did|have|got)\s+"
    r"(?:(?:a|an|the|one|it)\s+)?[`'\"]?$",
    re.IGNORECASE,
)
"""A mention in a condition that presumes its step done ("if you generated a resolved.yml")."""


def _conceded(answer: Answer, start: int, end: int) -> bool:
    before = answer.raw[max(0, start - 40) : start]
    after = answer.raw[end : end + 40]
    return bool(
        _CONCEDED.search(before)
        and (_BUT_AFTER.match(after) or not re.search(r"could|can|might|may", before, re.I))
    )


def _unneeded(answer: Answer, start: int, end: int) -> bool:
    before = answer.raw[max(0, start - 40) : start]
    return bool(_UNNEEDED_AFTER.match(answer.raw, end) or _UNNEEDED_BEFORE.search(before))


_UNNEEDED_AFTER = re.compile(
    r"`?\s*(?:\w+\s+)?(?:is|are)\s+(?:never|not|no\s+longer)\s+(?:\w+\s+)?"
    r"(?:required|needed|necessary)\b|`?\s*(?:is|are)n't\s+(?:required|needed|necessary)\b",
    re.IGNORECASE,
)
_UNNEEDED_BEFORE = re.compile(
    r"(?:\bno\s+need\s+(?:for|to\s+(?:use|run|set|add|create|check|verify|call|install|invoke))"
    r"|\b(?:don'?t|do\s+not|doesn'?t|does\s+not|never)\s+needs?(?:\s+to\s+(?:use|run|set|add|"
    r"create|check|verify|call|install|invoke))?)\s+(?:(?:a|an|the|any)\s+)?`?$",
    re.IGNORECASE,
)
"""A name said not to be needed: "X is never required", "X isn't needed", "you don't need X",
"no need for X", "you don't need to check `nvidia-smi`" (what the answer dismisses it does
not present)."""


def said_instead(answer: Answer, need: Need, ident: str) -> bool:
    """Whether the alternative of a name ("or the default local backend") is all said, or
    named ("X or an explicit --label-mapping requirement"), or a link field asked for as a
    link ("renders the grafana_url field as a link") is given by its value: a link."""
    if _LINK_FIELD.search(ident) and _LINK_STEM in {stem(w) for w in need.words}:
        return _form_shown(answer, _LINK_STEM)
    return any(
        name == ident and all(stem(w) in answer.stems for w in words)
        for name, words in need.instead
    ) or any(
        name == ident and find_identifier(answer, other) is not None and not _dropped(answer, other)
        for name, other in need.other_names
    )


def _named_within(answer: Answer, need: Need, ident: str) -> Span | None:
    """Where the answer names another name of the need that holds ``ident`` whole, part by
    part ("Enables line_profiler with TLLM_LINE_PROFILER_ENABLED=True" by the variable alone):
    the need itself says the one is named in the other. A path or file is no such name: a
    file ``ct_body.nii.gz`` names its contents, not the setting ``CT_BODY``."""
    parts = _name_parts(ident)
    if len(parts) < 2:
        return None
    for other in need.identifiers[:20]:
        around = _name_parts(other)
        if other == ident or len(around) <= len(parts) or re.search(r"[/.]", other):
            continue
        if any(around[i : i + len(parts)] == parts for i in range(len(around) - len(parts) + 1)):
            span = find_identifier(answer, other)
            if span is not None:
                return span
    return None


def _name_parts(name: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", name[:200].lower())


_LINK_FIELD = re.compile(r"(?:^|_)(?:url|uri|link|href)$", re.IGNORECASE)
_LINK_STEM = stem("link")


_FILE_NAME = r"(?<![\w.-])[\w.-]+\.(?:pdf|docx?|txt|md|csv|json|ya?ml|py|html?|xlsx?|pptx?|log)\b"
_QUOTED = r"[\"“][^\"”\n]{20,}[\"”]|^\s*>\s*\S[^\n]{19,}"
_TABLE_ROW = r"^\s*\|[^\n|]*\|[^\n]*\|"
_MARKDOWN_LINK = r"\[[^\]\n]+\]\([^)\s]+\)"
_HEADING = r"^#{1,6}\s+\S|^\s*\*\*[^*\n]{2,60}\*\*:?\s*$"
_ARROWS = r"\S\s*(?:->|=>|→|⟶|▶|──▶|-->)\s*\S[^\n]*?(?:->|=>|→|⟶|▶|──▶|-->)"
_MAPPED = r"\S(?:\s{1,3}(?:->|=>)|\s{0,3}[→⟶])\s{0,3}[`*]{0,4}\w"
"""One thing put against another ("launch-starved gaps -> CUDA graphs"); read at the arrow,
not from every word before it."""
_SKILL_NAME = r"`@?(?:skills/)?[a-z][a-z0-9]*(?:-[a-z0-9]+){2,}(?:/SKILL\.md)?`|@skills/[\w-]+"
_REASON = r"\bbecause\b|\bsince\b|\bso\s+that\b|\bwhy\b|\bdue\s+to\b|\bthe\s+reason\b"
_JUSTIFY_STEMS = frozenset(stem(w) for w in ("justifies", "justification", "rationale"))
_CHOICE_STEMS = frozenset(stem(w) for w in ("choice", "one", "single"))
_PICK_AND_WHY = re.compile(
    r"^\W*(?:the\s+(?:agent|answer|model)\s+)?(?:selects|picks|chooses)\s+(?:the\s+|one\s+|a\s+)?"
    r"(?:best|preferred|winning|right)?\s*(?:option|approach|candidate|one|alternative)?\s*"
    r"(?:,\s*)?(?:and\s+)?(?:explains\s+why|justifies\s+(?:it|the\s+choice|that\s+choice)|"
    r"with\s+(?:its\s+|the\s+)?(?:reasoning|rationale|reason))\W*$",
    re.IGNORECASE,
)
"""A behaviour that asks only for a pick and its reason ("Selects the best option and
explains why"): its words are all framing, the pick with a reason is the content."""


_PICK = re.compile(
    r"\b(?:I(?:'ll|\s+will|'d|\s+would|'m\s+going\s+to)?\s+"
    r"(?:use|pick|choose|go\s+with|recommend)"
    r"|I\s+(?:used|picked|chose|selected|went\s+with)|(?:I'm\s+)?going\s+with"
    r"|(?:my\s+|the\s+)?(?:choice|pick|selection|recommendation)\s*(?:\*\*)?\s*:)\s*\**`?[\w]",
    re.IGNORECASE,
)
"""A pick the answer makes ("I'll use GFS", "Going with ARCO", "**Choice: GFS.**")."""
_PICK_REASON = re.compile(_REASON, re.IGNORECASE)


def _justified_pick(answer: Answer) -> bool:
    """Whether the answer makes a pick and gives its reason, in that sentence or the next,
    or after a colon or dash right behind the pick ("I'd pick **A**: one sync instead of N,
    low risk")."""
    units = [u for u in answer.units[:2000] if u.kind != "code"]
    for n, unit in enumerate(units):
        # the first 20 picks of a sentence read
        picks = [
            m for m in islice(_PICK.finditer(unit.text), 20) if not is_negated(unit.text, m.start())
        ]
        if not picks:
            continue
        if any(_PICK_REASON.search(u.text) for u in units[n : n + 2]):
            return True
        if any(_REASON_BEHIND_PICK.match(unit.text, m.end() - 1) for m in picks):
            return True
    return False


_REASON_BEHIND_PICK = re.compile(r"[\w`*]{1,40}?\**\s*(?::|\s[—–-])\s*(?:\S+\s+){2}\S")
"""What follows a pick's name: a colon or dash and three words or more, the reason."""


_EMOJI = "[\u2600-\u27bf\u2b50\u2b55\u231a-\u231b\u23e9-\u23fa\U0001f300-\U0001faff]"
_SUBCLASS = r"^\s*class\s+\w+\s*\(\s*[\w.]+"
"""A class defined on a base (``class MyAgent(SimpleResponsesAPIAgent):``)."""
_PRIORITY_ORDER = (
    r"\A\s*\d{1,2}[.)]\s+\S|\b(?:first|then|next|only\s+then|last\s+resort|before\s+anything)\b"
)
"""Options put in order: a numbered item, or the words that rank them ("first", "then")."""
_ENV_VARIABLE = r"(?-i:\$\{?[A-Z][A-Z0-9_]{2,}\b|\b[A-Z][A-Z0-9]*_[A-Z0-9_]*[A-Z0-9]\b)"
"""An environment variable named (``SLURM_PROCID``, ``$RANK``): capitals, whatever the case
flag of the forms."""
_PRODUCT = r"[\w.)\]]\s*[*×]\s*[\w.(\[]"
_ARITHMETIC = _PRODUCT + r"|[\w.)\]]\s*÷\s*[\w.(\[]|=\s*[\w.()]+\s*[*×÷+]\s*[\w.(]"
"""A sum written out ("safety_reward * quality_reward", "x = a + b"); a slash is a path's."""
_DOCS_URL = (
    r"https?://(?:(?!https?:)[^\s)>\]]){0,300}?(?:docs?|documentation|userguide|user-guide|"
    r"readthedocs|github\.io)"
)
"""A link to documentation (a docs host or path, a user guide, a project's pages site), read
in the first 300 characters of the address, up to where another address begins (a run of
addresses with no space between them was searched to its end from every one)."""
_FORM_EVIDENCE = {
    # a page cited by its number, or a web page by its address
    "page": (r"\b(?:pp?\.\s*\d+|pages?\s+\d+)|https?://", False),
    # "references the live installation docs": a link to documentation
    "docs": (_DOCS_URL, None),
    "citation": (
        rf"{_FILE_NAME}[^\n]{{0,40}}(?:pp?\.\s*\d+|pages?\s+\d+|§|\bline\s+\d+)|"
        r"\[\d{1,3}\]|https?://",
        False,
    ),
    "excerpt": (_QUOTED, False),
    "passage": (_QUOTED, False),
    "quote": (_QUOTED, False),
    "snippet": (_QUOTED, False),
    "verbatim": (_QUOTED, False),
    # "ISO 8601 `start_time`": a timestamp written in that form
    "8601": (r"\b\d{4}-[01]\d-[0-3]\d[T ][0-2]\d:[0-5]\d", None),
    "yaml": (r"\A\s*```ya?ml\b", True),
    "json": (r"\A\s*```json\b", True),
    "section": (r"^\s*(?:\[[\w. -]+\]|[\w-]+:)\s*$", True),
    "bold": (r"\*\*[^*\n]{1,80}\*\*|__[^_\n]{1,80}__", False),
    # "asked the user which method to use": a question put in prose
    "ask": (
        r"\w[*_`)]*\?(?=[\s*_]|$)"
        # "Please share the workflow path and tell me the framework": a request put to the user
        r"|\bplease\s+(?:share|send|provide|paste|attach|upload|specify|tell\s+me|give\s+me|"
        r"point\s+me|let\s+me\s+know)\b",
        False,
    ),
    "field": (r"\b[a-z]+_[a-z_]+\b[^\n]*?\b[a-z]+_[a-z_]+\b", False),
    "call": (r"`[A-Za-z_][\w.]*\([^`]*\)`", False),
    # a table's rows list too, and rows numbered in a first column are a sequence
    "list": (
        r"\A\s*(?:#{1,6}\s*)?(?:\d{1,2}[.)]|[-*•])\s+\S"
        r"|\A\s*\|(?!\s*[-:]+\s*\|)[^|\n]*\w[^|\n]*\|",
        False,
    ),
    # ... and numbered headings ("### 1. Create the env file") are steps in order
    "sequence": (r"\A\s*(?:#{1,6}\s*)?\d{1,2}[.)]\s+\S|\A\s*\|\s*\d{1,2}\s*\|", False),
    # "organized the work into sequential steps": numbered, "Step N" or checkbox items
    "sequential": (
        r"\A\s*(?:#{1,6}\s*)?(?:\d{1,2}[.)]\s+\S|[-*]\s+\[[ xX]\]\s+\S|\**step\s+\d)"
        r"|\A\s*\|\s*\d{1,2}\s*\|",
        False,
    ),
    "bullet": (r"\A\s*[-*•]\s+\S", False),
    # a document's front matter: its opening block of keys between "---" lines
    "frontmatter": (r"^---[ \t]*\n(?:[ \t]*[\w-]+:[^\n]*\n){1,40}?---[ \t]*$", None),
    # code that shows what a behaviour says of it: "extends SimpleResponsesAPIAgent" by
    # `class A(SimpleResponsesAPIAgent)`, "a loop with max 3 iterations" by `for i in range(3)`
    "extends": (_SUBCLASS, True),
    "inherits": (_SUBCLASS, True),
    "subclass": (_SUBCLASS, True),
    "iterations": (r"\bfor\s+\w+\s+in\s+range\(|\bwhile\s", True),
    # "a prioritized set of options": numbered, or put in order in words
    "prioritized": (_PRIORITY_ORDER, None),
    "prioritised": (_PRIORITY_ORDER, None),
    # "explains the combined reward formula (multiplication)": the sum, written out
    "formula": (_ARITHMETIC, None),
    "multiplication": (_PRODUCT, None),
    "multiply": (_PRODUCT, None),
    # a figure with its unit, read from the figure's start only once (a long run of digits
    # was tried from every digit, backing off one at a time)
    "quantified": (
        r"(?<![\d,.])\d[\d,.]*+(?<=\d)\s*(?:%|x\b|ms\b|GB\b|MB\b|K\b)|[$€£]\s?\d",
        False,
    ),
    "table": (_TABLE_ROW, False),
    "column": (_TABLE_ROW, False),
    "row": (_TABLE_ROW, False),
    "clickable": (_MARKDOWN_LINK, False),
    # "displays the PR URL as a markdown link": Markdown's own syntax for it
    "markdown": (_MARKDOWN_LINK + "|" + _HEADING, False),
    "hyperlink": (_MARKDOWN_LINK + r"|https?://", False),
    "link": (_MARKDOWN_LINK + r"|https?://", False),
    "heading": (_HEADING, False),
    "header": (_HEADING, False),
    # "each finding includes file path and line number": `server.py:41` shows the line
    "line": (r"\b[\w-]{1,64}\.\w{1,5}:\d+\b|\bline\s+\d+|(?-i:\bL\d+\b)", None),
    "next": (r"\A\s*(?:#{1,6}\s*)?\d{1,2}[.)]\s+\S|\A\s*\|\s*\d{1,2}\s*\|", False),
    # "derives the rank variables from SLURM env vars": named ones (`SLURM_PROCID`, $RANK)
    "variable": (_ENV_VARIABLE, None),
    "var": (_ENV_VARIABLE, None),
    # "maps verified findings to tuning skills": each finding put against its fix
    # ("launch-starved -> CUDA graphs"), and the skills named as skills are (kebab-case
    # names of three parts or more, in code type or as a skills/ path)
    "map": (_MAPPED, None),
    "mapping": (_MAPPED, None),
    "skill": (_SKILL_NAME, False),
    "handoff": (_ARROWS, None),
    "flow": (_ARROWS, None),
    # "warns about long build time": a duration given ("can take 30 minutes")
    "time": (
        r"(?<![\w.])\d+(?:\.\d+)?(?:\s*[–-]\s*\d+(?:\.\d+)?)?\+?\s*"
        r"(?:ms|s|secs?|seconds?|mins?|minutes?|h|hrs?|hours?|days?|weeks?)\b",
        False,
    ),
    "reason": (_REASON, False),
    "rationale": (_REASON, False),
    "emoji": (_EMOJI, False),
    "icon": (_EMOJI, False),
    "script": (r"\A\s*```(?:python3?|py)[ \t]*\n|\A\s*```\w*[ \t]*\n#!", True),
    "version": (r"\bv?\d+\.\d+\.\d+\b|\bv\d+\.\d+\b|(?:>=|≥|==)\s*\d+\.\d+", None),
}
"""Words a requirement uses for the form of what an answer shows, what shows that form,
and whether code shows it: excerpts with file and page citations in prose ("annual.pdf,
p. 4 — “...”"; code that would print them shows nothing), a web page by its address and
documentation by a link to it, a YAML or JSON block by its
fence, a config section by a ``key:`` or ``[section]`` line of its own, bold by its
asterisks, fields by field names (two snake_case names in a sentence), calls by a call
written as code, a list by its items, a sequence by numbered items, a bullet by a bulleted
item, sequential steps by numbered, "Step N" or checkbox items, a quantity by a number
with its unit, a table by its rows, a (clickable) link by a
markdown link, a heading by its hashes or a bold line of its own, an icon by an emoji, a
version by a version number ("vLLM 0.11.0", ">= 0.10.1"), a script by a block of Python
or one that starts with "#!", a
reason by "because" or "why", next steps by numbered items.
Not "file": "the
new test file" is one file, not the form of a reference; not "block": "blocking" and
"blockers" share its stem."""
_POSITIONAL = re.compile(r"\bas\s+(?:the|a|its)\s+(?:first\s+)?positional\s+argument", re.I)


def _positional(answer: Answer, value: str) -> bool:
    """Whether ``value`` stands in a command as a positional argument somewhere: not the
    value of the flag before it (at most 50 mentions read)."""
    found = re.finditer(r"(?<![\w/.-])" + re.escape(value) + r"(?![\w-])", answer.work[:200_000])
    return any(
        not re.search(r"--?[\w-]+(?:\s+|=)['\"]?$", answer.work[max(0, m.start() - 60) : m.start()])
        for m in islice(found, 50)
    )


_VERBATIM = re.compile(r"\b(?:verbatim|word[- ]for[- ]word)\b", re.IGNORECASE)
"""A requirement of the very words (quoted), which a summary does not meet."""
_ABSENT_VERBATIM = re.compile(
    r"\b(?:not|never|no)\b[^.;,]{0,30}\b(?:verbatim|word[- ]for[- ]word)\b", re.IGNORECASE
)
"""A thing said absent verbatim ("PatientName values are not present verbatim in shareable
output"): no quotation is asked."""
_COPIED_VERBATIM = re.compile(
    r"\b(?:cop(?:y|ies|ied|ying)|keep(?:s|ing)?|kept|reus\w*|duplicat\w*|clon\w*|"
    r"carr(?:y|ies|ied|ying)\s+over)\b[^.;,]{0,40}\b(?:verbatim|word[- ]for[- ]word)\b",
    re.IGNORECASE,
)
"""A thing copied verbatim ("Copies the config verbatim"): a file carried over unchanged,
which an answer tells without quoting it."""
_FORMS_SHOWN = {
    stem(form): (re.compile(pattern, re.MULTILINE | re.IGNORECASE), in_code)
    for word, (pattern, in_code) in _FORM_EVIDENCE.items()
    for form in (word, word + "s")
}


_FRONT_MATTER = frozenset(stem(w) for w in ("front", "matter"))
_COUNT_STEMS = frozenset(stem(w) for w in ("count", "counts", "tally", "totals"))
_TALLY_STEMS = _COUNT_STEMS | {stem(w) for w in ("summary", "line", "total", "status", "per")}
_EXPLICIT_COUNT = _COUNT_STEMS | {stem(w) for w in ("explicit", "exact", "number")}


_ASKS_LEAD = re.compile(
    r"\W*(?:the\s+agent\s+)?(?:asks|prompts)\s+(?:the\s+user\s+|for\s+|whether\b|if\b|which\b)",
    re.IGNORECASE,
)
"""A behaviour whose deed is asking the user ("Asks the user to type yes", "Asks for the path
of the test document")."""
_ASK_STEM = stem("asks")
_ASKING = frozenset(stem(w) for w in ("asks", "pause", "stop", "user", "users", "wait"))
_ASKED_ANYTHING = frozenset(
    stem(w)
    for w in ("feedback", "confirmation", "approval", "permission", "input", "clarification")
    + ("questions", "anything", "direction", "guidance")
)
"""What a prohibition of asking may forbid asking for: anything of the user's, no one thing."""
_CONSENT_STEMS = frozenset(
    stem(w) for w in ("authorization", "approval", "permission", "consent", "go-ahead", "sign-off")
)
_CONSENT_ASK = _CONSENT_STEMS | {_ASK_STEM, stem("explicit")}
_FILE_STEMS = frozenset((stem("file"), stem("files")))


_COMMIT_NAMES = frozenset(("sha", "shas", "hash", "hashes"))
_FILE_NAMED = re.compile(
    r"(?<![\w/.:-])(?:[\w.-]+/)+[\w-]+\.[A-Za-z]\w{0,4}\b"
    r"|`[\w.-]+\.(?:py|sh|ya?ml|json|toml|md|txt|cpp|cc|cu|h|hpp|c|rs|go|js|ts|cfg|ini|conf|"
    r"proto|fbs|cmake)`|`(?:[\w.-]+/)+`"
)
"""A file the answer names: a path to a file, a source or config file in code marks, or a
folder in code marks written with its closing slash."""


def _files_named(answer: Answer) -> bool:
    """Whether the answer names two or more distinct files (found once per answer)."""
    key = "files:2"
    if key not in answer.found:
        answer.found[key] = None
        first = ""
        for m in islice(_FILE_NAMED.finditer(answer.raw[:200_000]), 40):
            name = m[0].strip("`")
            if first and name != first:
                answer.found[key] = Span(m.start(), m.end(), m[0])
                break
            first = first or name
    return answer.found[key] is not None


def _files_counted(answer: Answer, words: list[str], said: list[bool]) -> list[bool]:
    """``said`` with a count word and "files" said where the answer names at least that many
    distinct files whose type is one of ``words`` ("four ... npy files": four names in
    .npy)."""
    counts = [COUNT_WORDS.index(w.lower()) for w in words if w.lower() in COUNT_WORDS]
    if len(counts) != 1 or counts[0] < 2:
        return said
    for kind in words:
        if not re.fullmatch(r"[a-z0-9]{1,8}", kind.lower()) or kind.lower() in COUNT_WORDS:
            continue
        names = {
            m.group(0).lower()
            for m in islice(
                re.finditer(
                    rf"(?<![\w.-])[\w.-]{{1,80}}\.{re.escape(kind)}\b", answer.work[:200_000], re.I
                ),
                200,
            )
        }
        if len(names) >= counts[0]:
            picked = {w.lower() for w in words if w.lower() in COUNT_WORDS} | {"file", "files"}
            return [ok or w.lower() in picked for w, ok in zip(words, said, strict=True)]
    return said


def _counted_noun(answer: Answer, stems: set[str]) -> bool:
    """Whether a figure of the answer counts one of ``stems`` ("3 target(s)", "12 failing
    jobs"), read in its first 200 counts."""
    return any(
        # a hyphenated noun counts each of its words ("12 failed-embedding rows")
        {stem(w) for w in f"{m[2]}-{m[3] or ''}".split("-") if w} & stems
        for m in islice(_COUNT_OF.finditer(answer.work[:200_000]), 200)
    )


_COUNT = (
    r"[*_]{0,2}(?:[A-Za-z][\w./-]*(?:[ \t][A-Za-z][\w./-]*){0,3}[*_]{0,2}:[*_]{0,2}[ \t]*"
    r"[*_]{0,2}\d[\d,]*"
    r"|\d[\d,]*(?:[ \t]+of[ \t]+\d[\d,]*)?[ \t]+[A-Za-z][\w-]*)[*_]{0,2}"
)
_COUNTS = re.compile(rf"(?<![\w.]){_COUNT}(?:[ \t]*(?:[,|;/·•]|\band\b)[ \t]*{_COUNT}){{2,}}")
"""Three counts or more joined by commas, bars or "and": "APPLIED: 23 | FAILED: 2 | ...",
"**PASS:** 3, **FAIL:** 1, ...", "2 of 4 completed, 1 running, 1 pending"."""


def _counts_line(answer: Answer) -> Span | None:
    """The answer's first line of three or more counts, each a label with its number
    ("Total configs checked: 29 | APPLIED: 23 | UNKNOWN: 4", "3 passed, 1 failed, 2 skipped"):
    a tally, whatever words it is called by. Read once per answer, its first 2,000 lines."""
    if "counts" not in answer.found:
        answer.found["counts"] = None
        text = answer.work[:200_000]
        at = 0
        for line in islice(text.split("\n"), 2000):
            if not line.lstrip().startswith("|") and _COUNTS.search(line[:2000]):
                answer.found["counts"] = Span(at, at + len(line), line.strip()[:200])
                break
            at += len(line) + 1
    return answer.found["counts"]


def _form_shown(answer: Answer, word_stem: str) -> bool:
    """Whether the answer shows the form ``word_stem`` names (a page reference, a quoted
    passage, a YAML block) without saying the word."""
    key = f"form:{word_stem}"
    if key not in answer.found:
        pattern, in_code = _FORMS_SHOWN[word_stem]
        answer.found[key] = None
        for unit in answer.units:
            here = in_code is None or (unit.kind == "code") == in_code  # None: either
            m = pattern.search(unit.text) if here else None
            if m is not None:
                answer.found[key] = Span(unit.start + m.start(), unit.start + m.end(), m[0])
                break
    return answer.found[key] is not None


_STOP_STEM = stem("stops")
_NO_WORK = re.compile(
    r"\b(?:I|we)\s+(?:have\s+not|haven'?t|did\s+not|didn'?t|won'?t|will\s+not)\s+(?:yet\s+)?"
    r"(?:edit|chang|modif|touch|writ|creat|appl)\w*\s+(?:anything|any\s+files?|the\s+files?|"
    r"files?|code|it)\b|\bno\s+(?:files?|code)\s+(?:were\s+|was\s+|has\s+been\s+|have\s+been\s+)?"
    r"(?:edited|changed|modified|touched|written)\b|\bnothing\s+(?:was\s+|has\s+been\s+)?"
    r"(?:edited|changed|modified|touched|written)\b|\bno\s+edits\b|\bplan\s+only\b",
    re.IGNORECASE,
)
"""An answer that says it did no work ("I have not edited anything", "no files were changed",
"plan only"): it stopped before the deeds."""
_PRESERVE_STEM = stem("preserve")
_NO_CHANGE = re.compile(
    r"\b(?:don'?t|do\s+not|never|without)\s+(?:\w+\s+)?(?:chang|alter|modif|touch|restructur|"
    r"rewrit)\w*|\b(?:stays?|remains?|kept|keep)\s+(?:\w+\s+)?(?:identical|unchanged|intact|"
    r"the\s+same)\b",
    re.IGNORECASE,
)
"""A change ruled out ("Don't change the algorithm", "stay identical"): a thing preserved."""


def _kept_unchanged(answer: Answer, objects: set[str]) -> bool:
    """Whether the answer rules out changing one of ``objects`` (stems), named within 80
    characters either side of the words that rule the change out."""
    text = answer.work[:200_000]
    for m in islice(_NO_CHANGE.finditer(text), 50):
        near = text[max(0, m.start() - 80) : m.end() + 80]
        if objects & set(stem_positions(near)):
            return True
    return False


_RULED_OUT_STEMS = frozenset(
    stem(w)
    for w in ("refuse", "refuses", "decline", "declines", "reject", "rejects")
    # "says x264enc is prohibited" is said by "don't use x264enc": the thing, ruled out
    + ("prohibited", "forbidden", "banned", "disallowed")
)
"""Words of turning a thing down (refusing, rejecting, prohibiting it), which an answer says
by naming the thing negated."""


def _refused(answer: Answer, objects: set[str]) -> bool:
    """Whether a unit names an object of the refusal only negated."""
    for unit in answer.units:
        hits = objects & unit.stems
        if not hits:
            continue
        positions = stem_positions(unit.text)
        if any(h in positions and is_negated(unit.text, positions[h]) for h in hits):
            return True
    return False


def _state_denied(answer: Answer, state: str) -> bool:
    """Whether the answer says its subject is not in ``state`` ("nothing is running", "no
    longer running", "not in progress")."""
    text = answer.work[:200_000]
    found = re.finditer(rf"(?<![\w-]){re.escape(state)}\b", text, re.IGNORECASE)
    return any(is_negated(text, m.start(), 40) for m in islice(found, 50))


def _function_word_said(answer: Answer, word: str) -> bool:
    """A word the answer's stems leave out as a function word ("report", "list"), asked for
    as content ("the before/after report"): said in any of its forms."""
    return word in STOPWORDS and bool(
        re.search(rf"\b{re.escape(word)}(?:s|ed|ing)?\b", answer.work, re.IGNORECASE)
    )


def _path_named(answer: Answer, word: str) -> bool:
    """A path written in a behaviour's prose (``/v1/get_project_info``) named in the
    answer, as a path (under its base URL too)."""
    return "/" in word and find_identifier(answer, "/" + word.lstrip("/")) is not None


_PURPOSE_TAIL = re.compile(
    r",?\s+so\s+(?:that\s+)?(?:we|you|I|it|they|the\s+\w+)\s[^.;:!?]*[.!]?\s*$", re.IGNORECASE
)
"""A clause that says what a deed is for ("so we don't lose time")."""
_KEEPS = re.compile(
    r"\b(?:not|never|avoid|don'?t|do not|untouched|unchanged|intact|as[- ]is|alone)\b",
    re.IGNORECASE,
)


def _custom_code(answer: Answer, library: str) -> Evidence | None:
    """Where the answer writes code on ``library`` (a prohibition of "custom <Library>
    code"): a code block that imports it."""
    module = re.escape(library.lower())
    uses = re.compile(rf"^[ \t]*(?:from|import)\s+{module}\b", re.MULTILINE | re.IGNORECASE)
    for unit in answer.units:
        if unit.kind == "code" and uses.search(unit.text):
            return unit_evidence("prohibited", unit, f"writes {library} code itself")
    return None


LONG_LIST = 10
"""This many items in one list, or one comma-separated run, is a dump of everything."""
_NAME_RUN = re.compile(
    r"(?<![\w./`*-])(?:[`*]*[\w./-]+[`*]*,\s+){9,}(?:and\s+|or\s+)?[`*]*[\w./-]+"
)


def _long_enumeration(answer: Answer) -> Evidence | None:
    """Where the answer lists LONG_LIST or more items at once: a run of list items, or a
    comma-separated run of names."""
    run: list[Unit] = []
    for unit in [*answer.units, None]:
        if unit is not None and unit.kind == "item":
            run.append(unit)
            continue
        if len(run) >= LONG_LIST:
            return unit_evidence("prohibited", run[0], f"lists {len(run)} items at once")
        run = []
    for unit in answer.units:
        m = _NAME_RUN.search(unit.work)
        if m is not None:
            return unit_evidence("prohibited", unit, "lists a long run of names at once")
    return None


def _forbidden(unit: Unit) -> Evidence:
    return unit_evidence("prohibited", unit, "answer does what the case forbids")


_CONDITIONAL = re.compile(
    r"\bonly\s+$|^\s*\w*\s+(?:only\s+)?(?:when|if|once|after|before|until)\b", re.IGNORECASE
)


_VERB_WORD = re.compile(r"(?<![\w-])[A-Za-z][A-Za-z']*(?![\w-])")
_NOUN_AFTER = re.compile(
    r"\b(?:the|a|an|this|that|these|those|its|their|our|my|your)\s+$", re.IGNORECASE
)
"""A determiner: the verb word after it is a noun ("the patch", "an upload", "this edit")."""
_NOUN_AFTER_ADJECTIVE = re.compile(
    r"\b(?:the|a|an|this|that|its|their|our|my|your)\s+[a-z]{3,}(?:ated|ed|al|ic|ive|ous|ful|"
    r"less|ary|ate|ent|ant|ible|able)\s+$",
    re.IGNORECASE,
)
"""A determiner and an adjective ("an unrelated refactor", "a separate upload"): the verb word
after them is a noun."""
_DENIAL_BEFORE = re.compile(r"(?:\bnot|\bnever|n't)\s+(?:been\s+|be\s+)?(?:\w+ly\s+)?$", re.I)
_NOTHING_OPENS = re.compile(r"^\W*(?:nothing|none|no)\b(?![^.;]*\bbut\b)", re.IGNORECASE)


_CLAUSE_END = re.compile(r"[,;:.!?()—–]")


def _before_verbs(
    text: str, verbs: frozenset[str], window: int, ends: re.Pattern[str]
) -> Iterator[str]:
    """What ``text`` says just before each of its words that is one of ``verbs``: up to
    ``window`` characters back, cut at the last of ``ends`` (a clause's or a sentence's).
    Each look-back is bounded, so a long run of the verb cannot make each one longer."""
    for m in _VERB_WORD.finditer(text):
        if stem(m.group(0)) in verbs:
            yield ends.split(text[max(0, m.start() - window) : m.start()])[-1]


def _denies(unit: Unit, verbs: frozenset[str], objects: set[str], enough: int) -> bool:
    """Whether ``unit`` says the deed was not done ("Nothing in the job source, ledger or
    campaign state was modified", "I did not modify the manifests")."""
    if unit.kind == "code" or len(objects & unit.stems) < enough:
        return False
    return any(
        _DENIAL_BEFORE.search(before) or _NOTHING_OPENS.match(before)
        for before in islice(_before_verbs(unit.text[:20_000], verbs, 300, _SENTENCE_END), 20)
    )


def _own_deed(unit: Unit, verbs: frozenset[str]) -> bool:
    """Whether ``unit`` does the deed as the answer's own: code, a first-person deed, or
    an instruction that opens with the verb ("Edit the manifest ...")."""
    opening = re.match(r"^[\s>*#|+\d.)-]*([A-Za-z]+)", unit.text)
    return (
        unit.kind == "code"
        or _done_by_answer(unit, verbs)
        or (opening is not None and stem(opening.group(1)) in verbs)
    )


def _does(text: str, action: str, waits: bool = False) -> bool:
    """Whether ``text`` does ``action``: named as a word of its own (not inside a name such
    as ``ip-create-top``), not negated, and not only under a condition ("only add it when
    the user asks for tracking"). ``waits``: the deed is forbidden only until something
    holds, so doing it next in a sequence ("fix the config, then retry") keeps the rule."""
    # Each time the verb is said, not only the first: "Since you don't want the plugin
    # installed, I worked around it: `uv pip install deepagents`" does it the second time.
    positions: Iterator[int] = (
        m.start()
        for m in _VERB_WORD.finditer(text)
        if stem(m.group(0)) == action
        and not _path_segment(text, m.start(), m.end())
        and not _reported(text, m.start())
    )
    if "--" in text:
        # `git commit --amend`, `git push --force`: a command's flag that is the verb does it
        flags = (m.start() for m in _VERB_FLAG.finditer(text) if stem(m.group(0)) == action)
        positions = chain(positions, flags)
    return any(_does_at(text, position, waits) for position in islice(positions, 20))


_VERB_FLAG = re.compile(r"(?<=[\w'\"] --)[a-z]+(?=[ \t]|$)", re.MULTILINE)
"""A command's long flag of one word after a word of its line (`git commit --amend -m`)."""


def _path_segment(text: str, start: int, end: int) -> bool:
    """Whether the word at ``start:end`` is a folder of a path (`Downloads/`, `<ws>/Downloads`),
    not a verb: after a slash; before one that closes the name ("from Downloads/ (...)") or
    at the start of a quoted or home-relative path. Not "download/extract", two verbs."""
    before = text[start - 1 : start] if start else ""
    if before == "/" or text[end : end + 1] != "/":
        return before == "/"
    closes = not text[end + 1 : end + 2].isalpha()
    return closes or before in ("`", "'", '"', "~", ".")


def _does_at(text: str, position: int, waits: bool) -> bool:
    """Whether the verb said at ``position`` is done (see :func:`_does`)."""
    if is_negated(text, position, 60) or is_rejected(text, position) or _offered(text, position):
        return False  # "won't upload", "uploading it would just fail", "if you want X, add Y"
    if _denied_after_parenthesis(text, position):
        return False  # "the loop (deploying an engine, ...) doesn't apply"
    if (
        _NOUN_AFTER.search(text[max(0, position - 12) : position])
        or _NOUN_AFTER_ADJECTIVE.search(text[max(0, position - 40) : position])
    ) and not re.match(r"\w*(?:ed|ing)\b", text[position : position + 40]):
        # "so the patch forces eager attention", "is an unrelated refactor": the verb's
        # noun, not its deed
        return False
    if _HYPOTHETICAL.search(text[max(0, position - 40) : position]):
        return False  # "which the generic path would flatten": what another way would do
    if _HELD_OFF.search(text[max(0, position - 30) : position]):
        return False  # "I'll hold off on creating the issue until you reply": not done yet
    opening = text[text.rfind("\n", max(0, position - 12), position) + 1 : position]
    if (
        _TOPIC_LABEL.match(text[position : position + 80])
        and _LABEL_OPEN.fullmatch(opening)
        and opening.strip()
    ):
        # "- **Amending a pushed commit:** it rewrites history": a topic named, as an item's
        # or a bold label; a plain sentence that opens so ("Running the full pipeline with
        # int4_awq: quantize, then evaluate") announces the deed
        return False
    before, after = text[max(0, position - 12) : position], text[position : position + 30]
    if _GETS_DONE.search(before) and _WHEN_DONE.match(after):
        return False  # "published docs get updated with the implementation": when it is done
    if (
        waits
        and (
            _NEXT.search(before)
            # "Let's design it before scaffolding anything": the deed named as what comes later
            or _BEFORE_DEED.search(before)
            or (_ONCE_CLAUSE.match(text) and "," in text[:position])
            or ((held := _HELD_CLAUSE.match(text)) is not None and position < held.end())
        )
    ):
        # "fix the config, then retry", "Once VIOS answers, I will capture", "Before I
        # open it, tell me ..."
        return False
    return not (_CONDITIONAL.search(before) or _CONDITIONAL.search(after))


_BEFORE_DEED = re.compile(r"\bbefore\s+$", re.IGNORECASE)
_HELD_OFF = re.compile(
    r"\b(?:hold(?:s|ing)?|held|put(?:s|ting)?)\s+off\s+(?:on\s+)?$", re.IGNORECASE
)
"""A deed held off ("I'll hold off on creating the issue", "putting off merging"): not done."""


def _does_inflected(text: str, stems: frozenset[str], waits: bool) -> bool:
    """Whether ``text`` does one of the deeds ``stems`` name, said by a verb in the past or
    as a gerund ("converted", "converting"; not the noun "conversion"), done as
    :func:`_does` reads it (at most 20 mentions)."""
    positions = (
        m.start()
        for m in _VERB_WORD.finditer(text[:20_000])
        if m[0].lower().endswith(("ed", "ing"))
        and stem(m[0]) in stems
        and not _reported(text, m.start())
    )
    return any(_does_at(text, position, waits) for position in islice(positions, 20))


_REPORTED = re.compile(
    r"\b(?:instructions?|directives?|suggestions?|requests?|lines?|messages?|comments?|notes?|"
    r"prompts?|text)\s+(?:[\w'\"`-]+\s+){0,4}?(?:to|telling\s+(?:\w+\s+){1,2}?to|asking\s+"
    r"(?:\w+\s+){0,2}?to|urging\s+(?:\w+\s+){1,2}?to|that\s+says?\s+to)\s"
    r"|\b(?:tells?|told|telling|asks?|asked|asking|instructs?|instructed|instructing|urges?|"
    r"urged|urging|directs?|directed|directing)\s+(?:you|me|us|them|readers?|agents?|"
    r"operators?|the\s+(?:agent|assistant|model|reader|operator|user)|(?:[\w'\"`-]+\s+)?"
    r"assistants?)\s+to\s",
    re.IGNORECASE,
)
"""A directive someone else gives ("a line telling you to download and run a script", "an
instruction to curl a script and run it", "asks AI assistants to upload"): what it says to
do is reported, not done."""


_OWN_CLAUSE = re.compile(r"[.;:!?\n—–]|\b(?:I|I'm|I'll|I've|we|so|but|then)\b")
"""Where the directive's content has ended: a clause of the answer's own ("you asked me to
make it pass, so I'm resizing it")."""


def _reported(text: str, position: int) -> bool:
    """Whether the verb at ``position`` is the content of a reported directive."""
    before = text[max(0, position - 120) : position]
    return any(_OWN_CLAUSE.search(before, m.end()) is None for m in _REPORTED.finditer(before))


_GETS_DONE = re.compile(r"\b(?:get|gets)\s+$", re.IGNORECASE)
_WHEN_DONE = re.compile(r"\w+\s+(?:with|when|once|after|alongside|during|only)\b", re.IGNORECASE)
"""A deed said of things in general, with when it is done ("docs get updated with the
implementation"): the rule of when, not a deed the answer does."""
_HYPOTHETICAL = re.compile(
    r"(?<!\bI )(?<!\bwe )(?<!\byou )\b(?:would|might)\s+(?:\w+\s+)?$", re.IGNORECASE
)
"""A deed some other way would do ("which the generic path would flatten"), not the
answer's own (an "I would ..." recommendation is)."""
_LABEL_OPEN = re.compile(r"[ \t]*(?:[-*+][ \t]+|\d{1,2}[.)][ \t]+)?(?:\*\*)?")
_TOPIC_LABEL = re.compile(
    r"\w+ing\s+(?!(?:now|here|today|immediately|right|off|up)\b)[^*\n:.;]{1,60}?"
    r"(?::\*\*|\*\*\s*:|:(?=\s))"
)
"""A gerund and its object opening a label that ends in a colon ("- **Amending a pushed
commit:** it rewrites history", "- Amending a pushed commit: ..."): the topic of what follows,
not a deed done ("Starting now:" does it)."""
_ONCE_CLAUSE = re.compile(
    r"^(?:\W*\*\*[^*\n]{1,40}\*\*)?\W*(?:once|after|when|as\s+soon\s+as|if)\b", re.IGNORECASE
)
"""A sentence that opens with what must hold first ("Once VIOS answers, I will ...", after a
bold label: "**Then optimize:** once the run is clean, I'll ...")."""
_HELD_CLAUSE = re.compile(
    r"^\W*before\s+(?:I|we)\s[^.;:]*?,\s+(?=(?:please|I|I'll|I'd|we|let|let's|tell|first|you|"
    r"can|could|confirm|which)\b)",
    re.IGNORECASE,
)
"""A sentence that opens with the deed held back ("Before I open the stage, tell me which
runtime you want")."""
_NEXT = re.compile(r"\b(?:then|afterwards?|after\s+that|once\s+\w+)\s+$", re.IGNORECASE)


def _unit_at(answer: Answer, position: int) -> Unit | None:
    for unit in answer.units:
        if unit.start <= position < unit.end:
            return unit
    return None


def _acts_at(answer: Answer, action: str, position: int, waits: bool = False) -> bool:
    """Whether the unit holding ``position`` does ``action`` (not merely names its object);
    ``waits``, as :func:`_does` reads it."""
    unit = _unit_at(answer, position)
    if unit is not None and unit.kind == "code" and _DATA_BLOCK.match(unit.text):
        # a JSON block of output names its fields; it shares or recommends nothing
        return _does(unit.text, action)
    if unit is not None and unit.kind == "code" and action in _MOVES:
        # "copy ... into /home/u/RL": a command that copies (cp, rsync ...), not any command
        # that names the place (`df -h /home/u/RL`)
        return bool(_MOVE_COMMAND.search(unit.text))
    if unit is not None and action == _TOUCH and unit.kind != "code":
        # "Does not touch `v0.0.104`": any change the answer itself makes to it ("I rebuilt
        # the release artifacts for it and re-published the tag") touches it
        return _own_change(unit.text) is not None or _does(unit.text, action)
    if unit is not None and unit.kind == "item" and not _does(unit.text, action):
        # "I also scaffolded the project next to it:" and then "- `agent.yaml` (...)": an
        # item of a list is the object of the deed its lead sentence does
        lead = _list_lead(answer, unit)
        return lead is not None and _does(lead.text, action)
    if unit is None or unit.kind == "code" or _does(unit.text, action, waits):
        return True
    # "you can start `nat optimize` right away" runs it: to execute is one deed, whichever of
    # its verbs says it
    return action in _EXECUTE and any(_does(unit.text, verb, waits) for verb in _STARTS - {action})


def _list_lead(answer: Answer, unit: Unit) -> Unit | None:
    """The sentence that introduces the list ``unit`` is an item of, ending with a colon."""
    at = answer.units.index(unit)
    for before in reversed(answer.units[max(0, at - 50) : at]):
        if before.kind == "item":
            continue
        return before if before.kind != "code" and before.text.rstrip().endswith(":") else None
    return None


_ANY_OBJECT = frozenset(stem(w) for w in ("anything", "something", "everything"))
"""An object that is any object ("install anything")."""
_TOUCH = stem("touch")
_OWN_CHANGE = re.compile(
    r"\b(?:I|we)\s+(?!(?:won'?t|will\s+not|do\s+not|don'?t|did\s+not|didn'?t|never|cannot|"
    r"can'?t|would\s+not|wouldn'?t|shouldn'?t|should\s+not)\b)(?:[\w']+\s+){0,2}?(?:re-?)?"
    r"(?:built|build|publish\w*|tagg\w*|tag|chang\w*|edit\w*|modif\w*|delet\w*|remov\w*|"
    r"push\w*|releas\w*|updat\w*|overwr\w*|rewr\w*|patch\w*|bump\w*|(?:re)?install\w*|"
    r"configur\w*|logged\s+(?:you\s+)?in(?:to)?)\b",
    re.IGNORECASE,
)
"""A change the answer says it made itself ("I rebuilt ...", "we re-published the tag"),
not one it declines ("I won't change, retag, or republish anything")."""


def _own_change(text: str) -> re.Match[str] | None:
    """The first change the answer says it made itself, not "I changed nothing"."""
    for m in _OWN_CHANGE.finditer(text[:20_000]):
        if not re.match(r"\s+(?:nothing|none|no\b|neither)", text[m.end() : m.end() + 12], re.I):
            return m
    return None


_MOVES = frozenset(stem(w) for w in ("copy", "move", "transfer", "sync"))
_MOVE_COMMAND = re.compile(
    r"(?<![\w-])(?:cp|mv|rsync|scp|rclone|copy|move|xcopy|robocopy|Copy-Item|Move-Item|"
    r"shutil\.(?:copy\w*|move)|copyfile|copytree)(?![\w-])"
)


def _changes_at(answer: Answer, change: frozenset[str], position: int) -> bool:
    """Whether the mention at ``position`` comes with a word of ``change``: in its own
    prose, or, for code, in the prose that leads into it ("Increase the rank:" over
    ``lora_rank = 64``)."""
    for index, unit in enumerate(answer.units):
        if unit.start <= position < unit.end:
            if unit.kind == "code" and index:
                unit = answer.units[index - 1]
            return bool(change & unit.stems)
    return True


_READS_FILE = re.compile(
    r"^\W*(?:the\s+agent\s+)?(?:read|reads|examined|examines|inspected|inspects|opened|opens|"
    r"looked\s+at|consulted|consults|referenced|references|reviewed|reviews|loads?|loaded|"
    r"route[sd]?\s+(?:the\s+|this\s+)?(?:(?:user'?s\s+)?(?:request|question|task|prompt)\s+)?to)"
    r"\s+(?:the\s+)?`?"
    r"[\w./<>-]*\.(?:py|md|ya?ml|json|toml|txt|sh|cfg|ini|cpp|h|hpp|cu|rs|go|ts|js)\b",
    re.IGNORECASE,
)
"""A behaviour about a file the agent read ("The agent read src/x/collator.py to ...", "Route
to references/asr.md", "routed the request to references/run.md", "Load
references/model-selection.md rather than ...")."""


_DATA_BLOCK = re.compile(r"\s*(?:```|~~~)\s*(?:json\w*\s*\n|\n\s*[{\[])", re.IGNORECASE)
"""A code block of data (a JSON document), not of commands or statements."""


def _unnegated(unit: Unit, words: set[str]) -> set[str]:
    """The stems of ``words`` that ``unit`` names outside a negation ("nothing from
    `_native`", "never manages processes" name their objects only to rule them out)."""
    positions = stem_positions(unit.text)
    return {
        w
        for w in words
        if w in positions
        and not is_negated(unit.text, positions[w])
        # "so `call-hierarchy` and `hover` aren't needed": ruled out after it
        and (unit.kind == "code" or not is_rejected(unit.text, positions[w]))
    }


def _rules_out(answer: Answer, objects: set[str]) -> bool:
    """True when some unit names every object word under a negation."""
    if len(objects) < 2:
        return False
    return any(objects <= unit.stems and _said_negated(unit, objects, 60) for unit in answer.units)


def _said_negated(unit: Unit, stems: Iterable[str], window: int = 48) -> bool:
    """Whether the first of ``stems`` that ``unit`` says stands under a negation."""
    positions = stem_positions(unit.text)
    return is_negated(unit.text, min(positions.get(s, 0) for s in stems), window)


_LIST_RUN = re.compile(r"(?:[\w.+#-]+,\s+(?:or\s+|and\s+)?)+$")


def _used_name(answer: Answer, name: str, restating: bool = False) -> Evidence | None:
    """Where the answer names ``name`` (a forbidden alternative) other than to rule it out
    (or, for a prohibition of restating, to say who owns it)."""
    pattern = re.compile(r"(?<![\w.-])" + re.escape(name) + r"(?![\w-])", re.IGNORECASE)
    for unit in answer.units:
        m = pattern.search(unit.work)
        if m is None or (restating and _HANDS_OFF.search(unit.text)):
            continue
        # A name further down a list is ruled out with the list ("not MPI, UCX or GASNet").
        head = _LIST_RUN.search(unit.work[: m.start()])
        start = head.start() if head else m.start()
        if (
            not _ruled_out(unit, start)
            and not _ruled_out(unit, m.start(), m.end())
            and not _KEEPS.search(unit.text)
        ):
            return unit_evidence("prohibited", unit, f"uses {name}, which the case forbids")
    return None


_CODE_WORDS = frozenset(
    stem(w) for w in ("code", "snippet", "snippets", "script", "scripts", "program", "source")
)
_CODE_KINDS_OF = frozenset(
    stem(w)
    for w in (
        "review",
        "reviews",
        "reviewer",
        "owner",
        "owners",
        "style",
        "freeze",
        "search",
        "quality",
        "coverage",
        "walkthrough",
        "conduct",
    )
)
"""Nouns a word of code names the kind of ("a code review", "code owners", "code style")."""
_WHOLE = frozenset(stem(w) for w in ("full", "complete", "whole", "entire", "runnable"))
_PROGRAM = re.compile(r"^\s*(?:import|from\s+\S+\s+import|#include|package|using)\b", re.M)
_WRITING = frozenset(
    stem(w) for w in ("write", "written", "add", "introduce", "produce", "provide", "generate")
)


def _forbids_code(need: Need) -> bool:
    """A prohibition of producing code itself ("does not write code", "no code was
    written", "does not introduce integration code or configuration")."""
    if need.identifiers or need.also:
        return False
    said = [stem(w) for w in need.words]
    # "does not produce a code review": a word of code that names the kind of another thing
    # (a review, its owners, a style) is not code
    words = {
        w
        for n, w in enumerate(said)
        if not (w in _CODE_WORDS and n + 1 < len(said) and said[n + 1] in _CODE_KINDS_OF)
    }
    # "custom Python" is code in that language
    custom = _CUSTOM in words and bool(words & _LANGUAGES)
    return (bool(words & _CODE_WORDS) or custom) and (
        need.action in _WRITING or (not need.action and bool(words & _WRITING))
    )


def _in_language(code: str, languages: set[str]) -> bool:
    """Whether a code block is in one of ``languages`` (stems): by its fence's tag, or,
    untagged, as a Python program."""
    tag = _FENCE_TAG.match(code)
    if tag is not None:
        name = tag[1].lower()
        if name in ("sh", "shell", "console", "zsh"):
            name = "bash"
        return stem(name) in languages or (name == "bash" and stem("shell") in languages)
    return stem("python") in languages and bool(_PROGRAM.search(code) or _PY_DEF.search(code))


_PY_DEF = re.compile(r"^\s*(?:def|class)\s+\w+|^\s*\w+\s*=\s*\w+\(", re.M)
_CUSTOM = stem("custom")
_LANGUAGES = frozenset(stem(w) for w in ("python", "bash", "shell", "javascript", "typescript"))


_FENCE_TAG = re.compile(r"\s*```[ \t]*([A-Za-z][\w+-]*)")
_FILE_WORD = stem("files")
_DEED_ON_FILE = re.compile(
    r"(?:\b(?:I|we)\s+(?:also\s+|then\s+|just\s+|have\s+|'ve\s+)?|(?:^|[:;]\s+)(?=[a-z]{3,20}ed\s))"
    r"([a-z]{3,20})\s+(?:the\s+|a\s+|your\s+)?`?((?:[\w.-]+/)*[\w-]+\.[A-Za-z]\w{0,4})`?(?![\w/])"
)


def _file_deed(answer: Answer, verbs: frozenset[str]) -> Evidence | None:
    """A sentence in which the answer itself does the deed to a file it names ("I also
    patched `scripts/check.py`", "...: created `.eval-author/first-eval.md`"), or edits one
    by setting something in it ("I set `enable_maintenance: true` in `pool-configs.yaml`")."""
    edits = bool(verbs & _EDIT_VERBS)
    for unit in answer.units:
        if unit.kind == "code":
            continue
        for m in _DEED_ON_FILE.finditer(unit.text[:20_000]):
            if stem(m[1]) in verbs and not is_negated(unit.text, m.start(1)):
                return unit_evidence("prohibited", unit, f"the answer {m[1]} {m[2]} itself")
        for m in _EDITED_IN_FILE.finditer(unit.text[:20_000]) if edits else ():
            if not is_negated(unit.text, m.start(1)):
                return unit_evidence("prohibited", unit, f"the answer {m[1]} {m[2]} itself")
    return None


_EDIT_VERBS = frozenset(
    stem(w) for w in ("edit", "modify", "change", "patch", "alter", "rewrite", "update", "touch")
)
_EDITED_IN_FILE = re.compile(
    r"\b(?:I|we)\s+(?:also\s+|then\s+|just\s+|have\s+|'ve\s+)?(set|changed|updated|added|"
    r"flipped|toggled|edited|modified|patched|replaced|removed)\b(?:[^.;\n]|\.(?=\S)){0,160}?"
    r"\s(?:in|to|into|of)\s+"
    r"`?((?:[\w.-]+/)*[\w-]+\.(?:ya?ml|json|toml|ini|cfg|conf|py|sh|md|txt|env))`?(?![\w/])"
)
"""A file the answer says it edited by what it set in it ("I set `x: true` in `a/b.yaml`",
"I added an entry at the top of `configs/a.yaml`'s processors list")."""


_ROW_DENIED = re.compile(
    r"\s*\|[^|\n]{1,200}\|\s*(?:\*\*|`)?(?:not\s+(?:started|run|done|performed|executed|"
    r"attempted|applied|deployed)|never\b|skipped\b|none\b|no\b|n/?a\b|—\s*\||-\s*\||"
    r"blocked\b|stopped\b|not\s+yet\b|❌)",
    re.IGNORECASE,
)
"""A table row whose status cell denies the deed its first cell names ("| Deploy / evaluate
| not started: the gate failed |", "| Push | skipped |")."""
_ROUTE_VERBS = frozenset(stem(w) for w in ("route", "redirect", "send", "direct", "refer"))
_SENDS = re.compile(
    r"\b(?:use|using|with|via|through|open|load|invoke|run|start\s+with|go\s+(?:straight\s+)?to|"
    r"switch\s+to|hand\s+(?:it\s+)?(?:off\s+)?to|route\w*\s+(?:it\s+)?to|send\s+(?:it\s+)?to|"
    r"belongs\s+to|that'?s|this\s+is|you\s+want)\W{0,3}(?:the\s+)?[`'\"]?$",
    re.IGNORECASE,
)
"""Words that send the user to what follows ("train it with `nre`", "use the ncore skill")."""
_MENTIONS_READ = 200
"""Mentions of a routing prohibition's targets read at most (an answer is untrusted)."""


_BELONGS_TO = re.compile(
    r"\b(?:belongs?\s+(?:to|in|with)|(?:is|are)\s+(?:a\s+job|work)\s+for|goes\s+to|route[sd]?\s+to)"
    # a skill named as its slash command ("belong to /jetson-download-bsp") is that skill
    r"\s+(?:the\s+)?`?/?(?P<name>[a-z0-9]+(?:-[a-z0-9]+)+)`?",
    re.IGNORECASE,
)


@lru_cache(maxsize=4096)
def _belongs_to(truth: str) -> str:
    """The skill a case's truth says the request belongs to, or "" (read once per case)."""
    owner = _BELONGS_TO.search(truth[:2000])
    return "" if owner is None else owner["name"]


def _owner_sent_to(answer: Answer, truth: str) -> Evidence | None:
    """For a case whose truth says where the request belongs ("... belongs to
    mcore-testing, not linting"): where the answer sends the user to that skill by name."""
    owner = _belongs_to(truth)
    if not owner or answer.is_term_list:
        return None
    return _sends_to(answer, Need((), (owner,), True))


def _routed_by_name(answer: Answer, check: Check) -> tuple[Evidence, ...] | None:
    """For a routing behaviour with the skills it routes to (``check.fields``): where the
    answer sends the user to each by its name; None unless it does to all of them."""
    found = [_sends_to(answer, Need((), (name,), True)) for name in check.fields]
    if not found or any(f is None for f in found):
        return None
    return tuple(replace(f, label="routed") for f in found if f is not None)


def _sends_to(answer: Answer, need: Need) -> Evidence | None:
    """Where the answer sends the user to one of the targets a routing prohibition names:
    a use or go word right before it, or the target called a skill; not where it is ruled
    out ("not a job for `nre`")."""
    targets = [w for w in need.words if stem(w) not in _ROUTE_VERBS and len(w) >= 2]
    if not targets:
        return None
    named = re.compile(
        # a target called as a slash command ("Use `/jetson-download-bsp`"), not a path's part
        r"(?<![\w/.-])/?(" + "|".join(re.escape(t) for t in targets) + r")(?![\w/-])",
        re.IGNORECASE,
    )
    seen = 0
    for unit in answer.units:
        if unit.kind == "code":
            continue
        for m in named.finditer(unit.text):
            seen += 1
            if seen > _MENTIONS_READ:
                return None
            before = unit.text[max(0, m.start() - 40) : m.start()]
            after = unit.text[m.end() : m.end() + 12]
            if (
                _SENDS.search(before.rstrip("*_")) or re.match(r"[`'\"*_]{0,2}\s+skill\b", after)
            ) and not (is_negated(unit.text, m.start()) or is_rejected(unit.text, m.start())):
                return unit_evidence("prohibited", unit, f"sends the user to {m[1]}")
    return None


_SOURCE_EXTENSIONS = {
    "rs": ("rust", "rs"),
    "py": ("python", "py"),
    "jl": ("julia", "jl"),
    "cu": ("cuda", "cu", "cpp", "c++"),
    "cpp": ("cpp", "c++", "cc"),
    "cc": ("cpp", "c++", "cc"),
    "c": ("c",),
    "go": ("go", "golang"),
    "ts": ("typescript", "ts"),
    "js": ("javascript", "js"),
    "java": ("java",),
}
"""Source files by extension, with the fence tags of their language."""
_SOURCE_FILE = re.compile(r"[\w./-]*\.(" + "|".join(_SOURCE_EXTENSIONS) + r")$")


def _source_languages(need: Need) -> frozenset[str]:
    """For a prohibition of writing source files ("did not write kernel.rs or ffi.rs"):
    the fence tags of their languages; empty for any other prohibition."""
    if not need.identifiers or need.action not in _WRITING:
        return frozenset()
    found = [_SOURCE_FILE.fullmatch(i.rsplit("/", 1)[-1]) for i in need.identifiers]
    if not all(found):
        return frozenset()
    return frozenset(t for m in found if m for t in _SOURCE_EXTENSIONS[m[1]])


_SOURCE_CODE = re.compile(
    r"[{};]\s*$|^\s*(?:def|fn|pub\s+fn|class|struct|impl|function|import|use|#include)\b",
    re.MULTILINE,
)
"""A line of source code (a brace or semicolon ending it, a definition or import opening
it), not a command line."""
_OWN_FILE = re.compile(
    r"\b(?:i(?:'ve|\s+have)?\s+(?:now\s+)?(?:wrote|written|created|added|generated)|"
    r"here(?:'s|\s+is|\s+are))\b[^.\n]{0,60}$",
    re.IGNORECASE,
)


def _source_written(answer: Answer, need: Need, tags: frozenset[str]) -> Evidence | None:
    """A code block in the files' language (or untagged source code), or a sentence in which
    the answer itself writes one ("Here is kernel.rs:", "I created ffi.rs")."""
    for unit in answer.units:
        if unit.kind == "code":
            tag = _FENCE_TAG.match(unit.text)
            if tag is not None and tag[1].lower() in tags and STATEMENT.search(unit.text):
                return _forbidden(unit)
            if tag is None and _SOURCE_CODE.search(unit.text):
                return _forbidden(unit)  # untagged, but source, not commands
            continue
        for ident in need.identifiers:
            at = unit.text.find(ident.rsplit("/", 1)[-1])
            if at >= 0 and _OWN_FILE.search(unit.text[max(0, at - 80) : at]):
                return _forbidden(unit)
    return None


_ANY_INSTALLER = frozenset(
    ("package-manager", "package", "manager", "install", "installation", "installer")
)
"""The words of "package-manager installation commands": no one tool, any install line."""
_ADDS_PACKAGE = re.compile(r"\b(?:poetry|cargo|uv|yarn|pnpm|npm|go)\s+(?:add|get)\b")


_NUMBER_ARGUMENT = re.compile(r"(?<![\w.-])\d[\w.-]*")
"""An argument of a command line written as a number ("scancel 48121")."""


def _command_line(answer: Answer, command: tuple[str, ...]) -> Unit | None:
    """For "does not hand the user a pip install command": a command line (in a code block
    or inline code) holding the command's words, with arguments, that the answer does not
    rule out."""
    if _ANY_INSTALLER.issuperset(command) and {"install", "installation"} & set(command):
        # "package-manager installation commands": any package manager's install line
        command = ("install",)
    for unit in answer.units:
        code = unit.kind == "code"
        # A fence's language names the shell each of its lines is for (```powershell).
        fence = _FENCE_TAG.match(unit.text) if code else None
        shell = [fence[1].lower()] if fence else []
        for line in unit.text.splitlines() if code else re.findall(r"`([^`]+)`", unit.text):
            at = unit.text.find(line)
            words = re.findall(r"[a-z][\w.+-]*", line.lower())
            if fence and line.lstrip().startswith("```"):
                continue
            words += shell
            if "pull" in words and {"docker", "podman"} & set(words):
                words.append("install")  # an image pulled is an install command
            if command == ("install",) and _ADDS_PACKAGE.search(line):
                words.append("install")  # "poetry add x", "cargo add x": installs too
            # a number is an argument too ("scancel 48121")
            arguments = len(words) + len(_NUMBER_ARGUMENT.findall(line))
            if (
                arguments > len(command)
                and set(command) <= set(words)
                and not _ruled_out(unit, at, at + len(line))
            ):
                return unit
    return None


def _ruled_out(unit: Unit, position: int, end: int | None = None, offers: bool = True) -> bool:
    """A mention negated before it, or in prose rejected after it ("X won't work"). With
    ``offers``, also one offered only for a wish the user may have later ("If you later
    want tracking, add X"): not done, though not ruled out either."""
    return is_negated(unit.text, position) or (
        unit.kind != "code"
        and (
            is_rejected(unit.text, position, end)
            or (offers and _offered(unit.text, position))
            or _SKIP_OPENS.search(unit.text, max(0, position - 40), position) is not None
        )
    )


_SKIP_OPENS = re.compile(
    r"(?:^|[.!?;:]\s+|\n)\s*(?:[-*]\s+)?(?:(?:I|we)(?:'d|\s+would)\s+(?:just\s+)?)?"
    r"(?:skip|forget|drop)\s+(?:the\s+)?[`'\"]?(?:[\w.-]+\s+)?$",
    re.IGNORECASE,
)
"""A sentence that opens by telling the user to leave the thing named next aside, its command
word before it at most ("Skip `export --dest local` — it only writes a summary", "I'd skip
`export --dest local`")."""


_OFFER = re.compile(
    r"(?:^|[.;:!?]\s+|\n)\s*(?:if|when|once|should|in\s+case)\s+(?:you|the\s+user|they)"
    r"(?:['’]re|\s+are)?\s+(?:\w+\s+)?(?:want|need|wish|would\s+like|decide|choose|prefer|ask|"
    r"ready)\w*\b"
    # in the main clause after the wish, or in the wish itself ("If you later want to serve
    # or evaluate it, that's a separate step")
    r"(?:[^.;:!?\n]{0,80},\s+[^.;:!?\n,]{0,60}|[^.;:!?\n,]{0,80})$",
    re.IGNORECASE,
)


def _offered(text: str, position: int) -> bool:
    """Whether ``position`` is in "If you (later) want X, ...", the wish or its main clause:
    an option held for the user's wish, not something the answer does ("if you have GPU
    time, ..." is a circumstance, not a wish)."""
    return bool(
        _OFFER.search(text[max(0, position - 160) : position])
        or _WILLING.search(text[max(0, position - 40) : position])
    )


_WILLING = re.compile(r"\b(?:happy|glad|ready|willing)\s+to\s+(?:\w+\s+){0,2}$", re.IGNORECASE)
"""A deed the answer says it is willing to do ("Happy to run the full loop ..."): offered,
not done."""


def _forbids_option(need: Need) -> bool:
    """Whether a prohibition names an option of its command ("does not run gh pr ready
    --undo"): the option is what it forbids, and the command run without it keeps the rule."""
    return any(i.startswith("-") for i in need.identifiers)


def named_as_code(need: Need, names: tuple[str, ...]) -> Need:
    """A prohibition whose object the skill writes as code (``names``): that name is looked
    for, and a tool and its subcommand (`nat optimize`) whole, not by its words (`nat run`
    shares one with it and is another command); where the prohibition names an option of
    the command, the option alone."""
    named = tuple(f for f in names if f not in need.identifiers)
    if _forbids_option(need):
        named = tuple(f for f in named if " " not in f)
    command_words = {w.lower() for f in names if " " in f for w in f.split()}
    words = tuple(w for w in need.words if w.lower() not in command_words)
    return replace(need, identifiers=need.identifiers + named, words=words)


def violation(answer: Answer, need: Need) -> Evidence | None:
    """Where the answer does a prohibited thing (not negated), if it does.

    Code named in the prohibition is checked exactly (with its action, where it has one). A
    deed ("edit files under X", "does not implement a solver") needs the verb, done (not
    negated, not only under a condition), with half of its object's specific words; a
    prohibition of saying ("recommend X", "no X") is broken by an un-negated, not deferred
    mention of half of X within one clause. Whatever the words, "custom <Library> code" is
    broken by code that imports the library, and "dump every X" by a long run of names.
    """
    if need.recommends_any:
        return next((_forbidden(u) for u in answer.units if _recommends(u)), None)
    if need.appends_more:
        return next((_forbidden(u) for u in answer.units[:2000] if _offers_more(u)), None)
    if need.picked:
        told = _told_to_use(answer, need.picked)
        if told is not None:
            return told
    if need.predicts_gain:
        return next((_forbidden(u) for u in answer.units[:2000] if _predicts_gain(u)), None)
    if need.quantity:
        quantity = set(need.quantity)
        return next(
            (_forbidden(u) for u in answer.units[:2000] if _gives_figure(u, quantity)), None
        )
    broken = _breaks(answer, need)
    if broken is None and need.library:
        broken = _custom_code(answer, need.library)
    if broken is None and need.dumps:
        broken = _long_enumeration(answer)
    if broken is None:
        return None
    if _CONSEQUENCE.match(broken.text):
        return None  # "Closing #900 now would close the whole tracking issue": what it would do
    if need.versions and _other_version(broken.text, need.versions):
        return None  # "against the 3.10 interpreter": done with 3.12 keeps the rule
    if _other_count(broken.text, need.words):
        return None  # "one model on all three columns": "three separate models" keeps it
    if need.flag_values and _other_flag_value(answer, broken, need.flag_values):
        return None  # "with -std 17": done with "-std 20" keeps the rule
    if need.place and _other_place(broken.text, need.place):
        return None  # "on the CPU-only box": done "on a GPU machine" keeps the rule
    if need.section and not set(need.place) & set(stem_positions(broken.text)):
        return None  # "in the Proposal section": "I've put the details there" names it not
    if need.first and (
        _done_first(answer, need.first, broken.start or 0) or _put_after(broken.text, need.first)
    ):
        return None  # "before conda is upgraded": done after the upgrade keeps the rule
    return broken


_PUT_AFTER = re.compile(
    r"(?<!\bnot\s)(?<!n't\s)\b(?:(?:only\s+)?after|once|as\s+soon\s+as)\s+(?P<then>[^.;!?\n]{3,200})",
    re.IGNORECASE,
)
"""A deed put after something in its own sentence ("marked ready only after the final CI run
has completed"), not denied ("not after ...")."""


def _put_after(text: str, first: tuple[str, ...]) -> bool:
    """Whether ``text`` puts its deed after all of ``first`` ("I mark the PR ready only after
    the final CI run has completed" for "... before the final CI run completes")."""
    for m in islice(_PUT_AFTER.finditer(text[:20_000]), 20):
        said = {stem(w) for w in content_words(m["then"])}
        if all(w in said for w in first):
            return True
    return False


_CONSEQUENCE = re.compile(
    r"\W*[A-Z][a-z]{2,}ing\b[^.!?;\n]{0,100}?\b(?:would|could|might)\s+(?!(?:\w+\s+)?be\s+"
    r"(?:better|best|ideal|fine|good|great|easier|simpler|faster|cleaner|safer|preferable|the\s+"
    r"(?:way|right|best))\b)"
)
"""A sentence that opens on a deed and tells what it would do ("Closing #900 now would close
the whole tracking issue"): the deed weighed, not done; not one that commends it ("Using X
would be better")."""


_SEQUENCED = re.compile(
    r"\b(?:once|after(?:wards)?|then|when\s+(?:it|that|this)\s+(?:is\s+)?(?:done|finished|"
    r"complete[sd]?|finishes))\b",
    re.IGNORECASE,
)
"""A deed put after another ("Once Miniforge is installed, ...", "then run ...")."""


_ANY_VERSION = re.compile(r"(?<![\d.])\d{1,3}\.\d{1,3}(?:\.\d{1,3})?(?![\d.]*\d)")


_IN_ORDER = re.compile(
    r"((?:[\w./:-]+,\s+)+(?:and\s+)?[\w./:-]+)\s+in\s+(?:that\s+|this\s+|the\s+same\s+)?"
    r"(?:order|sequence)\b",
    re.IGNORECASE,
)


def _named_out_of_order(answer: Answer, behavior: str) -> Evidence | None:
    """For "Names A, B, C in order": where the answer first names a later one before an
    earlier one."""
    items = _in_order_items(behavior)
    if not items:
        return None
    text = answer.work
    patterns = [re.compile(r"(?<![\w-])" + re.escape(item), re.IGNORECASE) for item in items]
    # one unit that names them all (the command that passes the files) shows their order;
    # elsewhere, where each is first named
    whole = next(
        (u for u in answer.units[:2000] if all(p.search(u.work or u.text) for p in patterns)),
        None,
    )
    if whole is not None:
        text = " " * whole.start + (whole.work or whole.text)
    at = []
    for item, pattern in zip(items, patterns, strict=True):
        found = pattern.search(text)
        if found is not None:
            at.append((found.start(), item))
    late = next(
        (
            b
            for a, b in zip(at, at[1:], strict=False)
            if a[0] > b[0] and not _one_step(answer, a, b)
        ),
        None,
    )
    if late is None:
        return None
    unit = _unit_at(answer, late[0])
    note = f"{late[1]} comes before what the behaviour puts first"
    return unit_evidence("order", unit, note) if unit else Evidence("order", False, note=note)


def _one_step(answer: Answer, a: tuple[int, str], b: tuple[int, str]) -> bool:
    """Whether two things are named in one item of the answer's list ("3. Baseline eval (the
    evaluation skill deploys the source)"): done in one step, neither before the other."""
    unit = _unit_at(answer, a[0])
    return unit is not None and unit.kind == "item" and unit.start <= b[0] < unit.end


@lru_cache(maxsize=1024)
def _in_order_items(behavior: str) -> tuple[str, ...]:
    """The items a behaviour names "in order" (read once per behaviour), or ()."""
    plain = behavior.replace("`", "")
    then = _FIRST_THEN.search(plain)
    if then is not None:
        # "Passes default.yaml first, then a.yaml, then b.yaml": names, in that order
        return tuple(n for n in then.groups() if n)
    m = _IN_ORDER.search(plain) or _ORDER_COLON.search(plain)
    if m is None:
        return ()
    return tuple(i.strip(" .") for i in re.split(r",\s+(?:and\s+)?|\s+and\s+", m[1]) if i.strip())


_ORDERED_NAME = r"([\w-]+(?:[./][\w-]+)+)"
_FIRST_THEN = re.compile(
    rf"{_ORDERED_NAME}\s+first\s*,?\s+then\s+{_ORDERED_NAME}"
    rf"(?:\s*,?\s+then\s+{_ORDERED_NAME})?(?:\s*,?\s+then\s+{_ORDERED_NAME})?(?![\w./-])",
    re.IGNORECASE,
)
"""Names of files or paths a behaviour orders as "A first, then B, then C"."""
_ORDER_COLON = re.compile(
    r"\bin\s+(?:a\s+|the\s+|this\s+)?(?:fixed\s+|strict\s+|this\s+|the\s+following\s+)?"
    r"(?:order|sequence)\s*:\s*((?:[\w./-]+(?:\s+[\w./-]+){0,2},\s+){2,}(?:and\s+)?"
    r"[\w./-]+(?:\s+[\w./-]+){0,2})\s*\.?\s*$",
    re.IGNORECASE,
)
"""Items named after "in fixed order:" ("Runs stages in fixed order: setup, PTQ, deploy,
..."): three or more, each of up to three words."""


_EXAMPLES_GIVEN = re.compile(
    r"\((?:e\.\s?g\.|eg\b|for\s+example|such\s+as)[,:]?\s*([^()]{3,160})\)", re.IGNORECASE
)


_ONE_OF_KIND = re.compile(
    r"\b(?:names?|named|naming|recommends?|recommended|suggests?|suggested|points?\s+to)\s+"
    r"(?:a|an|one|at\s+least\s+one)\s+[^()]{0,80}?\(([A-Z][^()]{2,160})\)",
)
"""A behaviour that asks for one thing of a kind and gives the kind's members ("name a
concrete better-fitting tool — a sibling NVIDIA framework (BioNeMo, NeMo, Earth-2 Studio)
or an external library")."""


def _listed_in_parentheses(listed: str) -> list[str]:
    """The items of a list a behaviour gives in parentheses ("BioNeMo, NeMo, or Earth-2
    Studio"), quotes and stops stripped."""
    return [e.strip(" .'\"`") for e in re.split(r",\s*(?:or\s+|and\s+)?|\s+or\s+", listed)]


@lru_cache(maxsize=4096)
def _kind_members(behavior: str) -> tuple[str, ...]:
    """The members of the kind a behaviour asks one of (see ``_ONE_OF_KIND``), read once per
    behaviour; empty for another behaviour or a clause in parentheses."""
    m = _ONE_OF_KIND.search(behavior)
    if m is None:
        return ()
    members = _listed_in_parentheses(m[1])
    if len(members) < 2 or not all(
        re.fullmatch(r"[A-Z][\w.+-]*(?:\s[\w.+-]+){0,2}", e) for e in members
    ):
        return ()  # names of things, not a clause in parentheses
    return tuple(members)


def _member_named(answer: Answer, behavior: str) -> str:
    """The member of the kind a behaviour asks one of that the answer names, or ""."""
    for member in _kind_members(behavior):
        if re.search(r"(?<![\w-])" + re.escape(member) + r"(?![\w-])", answer.work[:200_000]):
            return member
    return ""


def _examples_named(answer: Answer, behavior: str) -> list[str]:
    """The examples a behaviour gives in parentheses ("(e.g. GB200 Pools, H100 Pools, L40S
    Pools)") that the answer names word for word, when it names two or more (or the only
    one) of several-word examples."""
    m = _EXAMPLES_GIVEN.search(behavior)
    if m is None:
        return []
    examples = _listed_in_parentheses(m[1])
    examples = [e for e in examples if len(e) >= 3 and " " in e]
    lowered = answer.work.lower()
    named = [e for e in examples if e.lower() in lowered]
    return named if examples and len(named) >= min(2, len(examples)) else []


def _version_restated(answer: Answer, behavior: str, version: str) -> bool:
    """Whether the answer gives a later version of what ``behavior`` names with
    ``version`` ("Isaac 6.0" in the case, "Isaac Sim 6.1" in the answer): the skill moved
    on since its case was written. An earlier one, or one under a bound ("12.2 or newer"),
    is another claim."""
    if not _ANY_VERSION.fullmatch(version) or _VERSION_BOUND.search(behavior):
        return False
    named = re.search(r"([A-Za-z][\w-]{2,})\s+v?" + re.escape(version) + r"(?![\d.]*\d)", behavior)
    if named is None:
        return False
    other = re.compile(
        r"(?<![\w-])" + re.escape(named[1]) + r"(?:\s+[A-Za-z]\w*)?\s+v?(\d{1,3}\.\d{1,3})",
        re.IGNORECASE,
    )
    return any(_version_key(m[1]) > _version_key(version) for m in other.finditer(answer.work))


_VERSION_BOUND = re.compile(
    r"\b(?:or\s+(?:newer|later|higher|above|greater)|at\s+least|minimum|up\s+to|below|older)\b"
    r"|[<>]=?\s*\d|\d\+",
    re.IGNORECASE,
)


def _version_key(version: str) -> tuple[int, ...]:
    return tuple(int(part) for part in version.split("."))


_PLACE = re.compile(
    r"\b(?:on|in)\s+(?:a|an|the|this|that|your|their|another|some)\s+((?:[\w.+-]+\s+){0,4}?"
    r"(?:system|machine|host|box|node|cluster|server|runner))s?\b",
    re.IGNORECASE,
)
"""Where a sentence puts a deed ("on a GPU machine", "on the CPU-only box")."""


_SECTION_PLACE = re.compile(
    r"\b(?:in|into|under|to)\s+(?:the\s+|an?\s+)?\*{0,2}((?:[A-Z][\w-]*\s+){0,2}[A-Z][\w-]*)"
    r"\*{0,2}(?:\s+section|\s+heading)?\b"
)
"""A document section a sentence puts a thing in, named by its title ("in Alternatives",
"under the **Open questions** heading")."""


_OPTIONS_RANGE = re.compile(
    r"^\W*(?:the\s+agent\s+)?(?:offers?|gives?|presents?|lists?|proposes?|provides?)\s+"
    r"(?P<low>\d)\s*(?:-|–|to)\s*(?P<high>\d)\s+(?:[\w-]+\s+){0,2}"
    r"(?:options|choices|alternatives)\b",
    re.IGNORECASE,
)
"""A behaviour that asks for a number of options in a range ("Offers 2-4 mutually exclusive
options")."""
_BOLD = re.compile(r"\*\*[^*\n]{1,80}\*\*")


_STATES_THAT = re.compile(
    r"^\W*(?:the\s+agent\s+)?(?:states?|says?|confirms?|reports?)\s+that\s+"
    r"(?P<claim>[^—–(;:.]{6,200})",
    re.IGNORECASE,
)
_IF_OPENS = re.compile(r"^\W*(?:if|when|once|unless|should|assuming)\b", re.IGNORECASE)


def _said_only_if(answer: Answer, behavior: str) -> Evidence | None:
    """For "States that X is ready": where every sentence of the answer that holds most of
    the claim's words opens with a condition ("If it returns successfully, the endpoint is
    reachable and ready"), the claim is not made."""
    m = _STATES_THAT.match(behavior[:400])
    if m is None:
        return None
    stems = {stem(w) for w in content_words(m["claim"], compounds=False)}
    if len(stems) < 2:
        return None
    holding = [
        u
        for u in answer.units[:2000]
        if u.kind != "code" and 3 * len(stems & u.stems) >= 2 * len(stems)
    ]
    if not holding or not all(_IF_OPENS.match(u.text) for u in holding):
        return None
    return unit_evidence("conditional", holding[0], "says it only under a condition")


_PUT_IN = re.compile(
    r"\b(?:puts?|places?|assigns?|lists?|and)\s+(?:the\s+|a\s+)?(?P<x>[A-Za-z][\w-]{1,30})\s+"
    r"(?:(?:class|value|label|name|id)\s+)?(?:in|into|under)\s+`(?P<key>[A-Za-z_][\w.-]{2,80})`",
    re.IGNORECASE,
)
"""A value put in a named key ("Puts the forklift class in `proximityDetectionCenterClasses`",
"... and the person class in `...SurroundingClasses`")."""
_GIVEN_VALUE = re.compile(
    r"[`\"'*]*\s*(?:[=:]|\s+(?:is|to|as)\b|,\s*\"value\"\s*:)\s*[`\"'*]*\s*"
    r"(?P<v>[A-Za-z][\w ,.-]{0,60}?)\s*[`\"'*]*\s*(?:[,;)}\]\n]|$| and\b)",
    re.IGNORECASE,
)
"""The value written right after a key ("`key` = "Person"", "key: Forklift", ""key",
"value": "Person"")."""


def _misplaced(answer: Answer, behavior: str) -> Evidence | None:
    """For "Puts the forklift class in `K` and the person class in `L`": where the answer
    gives ``K`` a value that names another of the things the behaviour places but not its
    own (the two swapped); None where it gives none it can read."""
    if "`" not in behavior or "in `" not in behavior:
        return None
    placed = [(m["x"].lower(), m["key"]) for m in islice(_PUT_IN.finditer(behavior[:2000]), 6)]
    if len(placed) < 2:
        return None
    things = {x for x, _ in placed}
    for x, key in placed:
        for m in islice(re.finditer(re.escape(key), answer.work[:200_000]), 20):
            value = _GIVEN_VALUE.match(answer.work, m.end(), m.end() + 100)
            if value is None:
                continue
            said = value["v"].lower()
            if x not in said and any(other in said for other in things - {x}):
                note = f"gives {key} the value {value['v'].strip()!r}, not the {x}"
                return Evidence(
                    key, False, m.start(), value.end(), answer.raw[m.start() : value.end()], note
                )
    return None


def _options_offered(answer: Answer, behavior: str) -> tuple[int, int, int] | None:
    """For "Offers 2-4 options": how many the answer offers (its longest run of list items,
    or bold choices set apart by slashes in one sentence), with the range asked; None where
    the behaviour asks for no such range or the answer lists no options."""
    asked = _OPTIONS_RANGE.match(behavior[:2000])
    if asked is None:
        return None
    low, high = int(asked["low"]), int(asked["high"])
    longest = run = 0
    inline = 0
    for unit in answer.units[:2000]:
        run = run + 1 if unit.kind == "item" else 0
        longest = max(longest, run)
        if unit.kind != "code" and " / " in unit.text:
            inline = max(inline, len(_BOLD.findall(unit.text[:20_000])))
    count = longest if longest >= 2 else inline
    return (count, low, high) if count >= 2 else None


def _other_place(text: str, place: tuple[str, ...]) -> bool:
    """Whether ``text`` puts its deed in a place, each sharing no word with the forbidden
    ``place`` ("a GPU machine" is not "the CPU-only box"; "the build box" may be it; "in
    Alternatives" is not "in the Proposal section")."""
    found = chain(_PLACE.finditer(text[:20_000]), _SECTION_PLACE.finditer(text[:20_000]))
    said = [
        {stem(w) for w in content_words(m[1], compounds=False) if w.isalpha()}
        for m in islice(found, 20)
    ]
    return bool(said) and not any(set(place) & words for words in said)


def _named_only_ruled_out(answer: Answer, identifiers: tuple[str, ...]) -> bool:
    """Whether the answer names one of ``identifiers`` and rules out every mention of each
    it names ("`HF_TOKEN` plays no part"): what it says of them decided, not the words
    beside them."""
    named = [i for i in identifiers if find_identifier(answer, i) is not None]
    return bool(named) and all(_every_mention(answer, i, _ruled_out_at) for i in named)


def _ruled_out_at(answer: Answer, start: int, end: int) -> bool:
    """:func:`_ruled_out` of the mention at ``start:end``, read in its unit."""
    unit = _unit_at(answer, start)
    return unit is not None and _ruled_out(unit, start - unit.start, end - unit.start)


def _other_flag_value(
    answer: Answer, broken: Evidence, flag_values: tuple[tuple[str, str], ...]
) -> bool:
    """Whether the unit of ``broken`` gives each forbidden flag another value than the one
    forbidden, and never that one (``-std 20`` where ``-std 17`` is forbidden)."""
    unit = _unit_at(answer, broken.start or 0) if broken.start is not None else None
    text = unit.text if unit is not None else broken.text
    for flag, value in flag_values:
        given = re.findall(rf"(?<![\w-]){re.escape(flag)}(?:\s+|=)['\"`]?([\w.]+)", text)
        if not given or value in given:
            return False
    return True


def _other_version(text: str, versions: tuple[str, ...]) -> bool:
    """Whether ``text`` names a version, none of them ``versions`` (``python3.12`` where
    3.10 is forbidden)."""
    named = set(_ANY_VERSION.findall(text))
    return bool(named) and not named & set(versions)


_NUMBER_WORDS = {w: n for n, w in enumerate(COUNT_WORDS[:13])}  # zero to twelve
_COUNTED = re.compile(
    rf"\b(\d{{1,3}}|{'|'.join(_NUMBER_WORDS)})\s+((?:[a-z-]+\s+){{0,2}}[a-z]{{3,}})\b",
    re.IGNORECASE,
)
"""A count and the words after it, up to three ("three separate models")."""


def _number(word: str) -> int | None:
    """A count written as digits or a word ("3", "three"), or None."""
    return int(word) if word.isdigit() else _NUMBER_WORDS.get(word.lower())


def _other_count(text: str, words: tuple[str, ...]) -> bool:
    """Whether ``text`` counts the thing a prohibition counts ("one model", of "train one
    model on all three columns") only by another number ("three separate models"): another
    deed, not the one forbidden."""
    pair = next(
        (
            (n, stem(words[i + 1]))
            for i, w in enumerate(words[:-1])
            if (n := _number(w)) is not None
        ),
        None,
    )
    if pair is None:
        return False
    counts = {
        _number(m[1])
        for m in islice(_COUNTED.finditer(text[:20_000]), 400)
        if pair[1] in {stem(w) for w in m[2].split()}
    }
    return bool(counts) and pair[0] not in counts


def _done_first(answer: Answer, first: tuple[str, ...], position: int) -> bool:
    """Whether the answer says all of ``first`` before ``position``."""
    said = {stem(w) for w in content_words(answer.raw[:position])}
    return all(w in said for w in first)


_DEFINE_STEMS = frozenset(stem(w) for w in ("define", "declare", "set", "add"))
_SHOWN_AS_WRONG = re.compile(
    r"\b(?:don'?t|do\s+not|avoid|never|not\s+(?:like\s+)?this|wrong|instead\s+of)\b[^\n]*:\s*$",
    re.IGNORECASE,
)
"""Prose that introduces the code after it as what not to do ("Don't do this:")."""
_KEY_KINDS = frozenset(stem(w) for w in ("list", "field", "key", "section", "block", "entry"))


def _key_defined(answer: Answer, need: Need) -> Evidence | None:
    """For "does not define the interceptors list directly": code that sets that key itself
    (``interceptors:`` opening a YAML block, ``"interceptors": [...]``, ``interceptors =``)
    defines it, though no prose says "define"; the key is the deed's one word of its object
    besides a kind word ("list", "field") and a manner adverb."""
    if need.action not in _DEFINE_STEMS or need.identifiers:
        return None
    objects = [
        w
        for w in need.words
        if stem(w) != need.action and stem(w) not in _KEY_KINDS and not w.endswith("ly")
    ]
    if len(objects) != 1 or not re.fullmatch(r"[a-z][a-z_]{3,40}", objects[0]):
        return None
    key = re.compile(rf"^[ \t\-]*[\"']?{re.escape(objects[0])}[\"']?\s*[:=]", re.MULTILINE)
    unit = _code_with(answer, key)
    return (
        None
        if unit is None
        else unit_evidence("prohibited", unit, f"the code sets {objects[0]} itself")
    )


def _code_with(answer: Answer, pattern: re.Pattern[str]) -> Unit | None:
    """The first code block of the answer (its first 2,000 units, each block's first 20,000
    characters) where ``pattern`` matches, one the line before it shows as wrong ("Don't do
    this:") aside."""
    for n, unit in enumerate(answer.units[:2000]):
        if unit.kind != "code":
            continue
        if n and _SHOWN_AS_WRONG.search(answer.units[n - 1].text[-120:]):
            continue  # "Don't do this:" and the code it rules out
        if pattern.search(unit.text[:20_000]) is not None:
            return unit
    return None


_FIELD_KINDS = frozenset(stem(w) for w in ("field", "key"))
_PUTS_STEMS = frozenset(stem(w) for w in ("use", "set", "add", "include", "pass", "send", "put"))


def _field_used(answer: Answer, need: Need) -> Evidence | None:
    """For "does not use the stale MSA data field": code that gives that key a value
    (``{"data": a3m}``, ``data=a3m``) uses it; the key is the word before "field" or
    "key"."""
    if need.action and need.action not in _PUTS_STEMS | _DEFINE_STEMS or need.identifiers:
        return None
    words = list(need.words)
    at = next((n for n, w in enumerate(words) if stem(w) in _FIELD_KINDS), 0)
    if not at or not re.fullmatch(r"[a-z][a-z_]{1,40}", words[at - 1]):
        return None
    name = re.escape(words[at - 1])
    unit = _code_with(answer, re.compile(rf"[\"']{name}[\"']\s*:|(?<![\w.\"']){name}\s*=(?!=)"))
    return (
        None
        if unit is None
        else unit_evidence("prohibited", unit, f"the code gives {words[at - 1]} a value")
    )


_MANNER = re.compile(
    r"(?!(?:ap|re|sup|multi|com|im)ply$|rely$|only$|early$|family$|assembly$|anomaly$)"
    r"[a-z]{3,}ly",
    re.IGNORECASE,
)
"""An adverb of manner ("blindly", "silently", "manually"): how a deed is done."""


def _manner_denied(answer: Answer, words: tuple[str, ...]) -> bool:
    """Whether the answer denies the manner a prohibition forbids its deed in ("Not
    blindly.", "don't regenerate them blindly"): done otherwise, the deed keeps the rule."""
    denied = _manner_denial(words)
    return denied is not None and denied.search(answer.work[:200_000]) is not None


@lru_cache(maxsize=1024)
def _manner_denial(words: tuple[str, ...]) -> re.Pattern[str] | None:
    """The pattern of a denial of the manner adverbs among ``words``, or None; read once per
    prohibition."""
    manners = [w for w in words if _MANNER.fullmatch(w)]
    if not manners:
        return None
    said = "|".join(re.escape(m) for m in manners)
    return re.compile(rf"\b(?:not|never|n't)\s+(?:[\w'-]+\s+){{0,3}}?(?:{said})\b", re.I)


def _names_status(text: str, statuses: tuple[str, ...]) -> bool:
    """Whether ``text`` names one of ``statuses`` (``4xx`` by any 4.. code), unnegated."""
    for status in statuses:
        pattern = status[0] + (r"(?:xx|\d\d)" if status.endswith("xx") else re.escape(status[1:]))
        for m in re.finditer(rf"(?<![\w.-]){pattern}(?![\w-])", text[:20_000], re.IGNORECASE):
            if not is_negated(text, m.start()):
                return True
    return False


def _breaks(answer: Answer, need: Need) -> Evidence | None:
    """See :func:`violation` (what the prohibition's own words say)."""
    if need.statuses:
        # "Does not retry on a 4xx response": a retry broken only in a unit that names such a
        # status, unnegated ("retries on 503" keeps it)
        broken = _breaks(answer, replace(need, statuses=()))
        if broken is None or broken.start is None:
            return broken
        unit = _unit_at(answer, broken.start)
        if unit is None or not _names_status(unit.text, need.statuses):
            return None
        return broken
    if need.hands_over:
        # "Ask the user to run the curl commands themselves": the commands the answer shows
        # as its own work keep it; one handed to the user ("Run this on your machine:",
        # "let me know what it returns") breaks it
        return _handed_to_user(answer)
    if need.asks and _ASKS_FIRST.search(answer.raw):
        # "does not apply the change without approval": held for the user's say, it keeps
        # the rule whatever it names.
        return None
    if (
        need.excused
        and need.excused <= answer.stems
        and not need.excused & _dismissed_stems(answer)
    ):
        # "... without mapping back to Megatron Bridge": it maps back (not where it waves the
        # condition away: "a comparison run would be nice to have but isn't required")
        return None
    if need.state and _state_denied(answer, need.state):
        return None  # "finalize a campaign that is still running": "nothing is running"
    if need.words and _manner_denied(answer, need.words):
        return None  # "does not regenerate the snapshots blindly": "Not blindly. ..."
    for deed in need.also:  # the other deeds it forbids, each broken on its own
        broken = violation(answer, deed)
        if broken is not None:
            return broken
    keyed = _key_defined(answer, need) or _field_used(answer, need)
    if keyed is not None:
        return keyed
    asked = {stem(w) for w in need.words}
    if _ASK_STEM in asked and asked - _ASKING <= _ASKED_ANYTHING:
        # "Does not pause to ask the user for feedback": broken by any request of the user
        # ("do you want me to continue, or stop here?"), whatever it asks
        said = answer.substance or answer.raw  # a closing "let me know if ..." asks nothing
        request = next(
            (
                u
                for u in answer.units[:2000]
                if u.kind != "code" and _ASKED.search(said, u.start, u.end)
            ),
            None,
        )
        if request is not None:
            return _forbidden(request)
    if need.pair[0]:
        return _pair_violation(answer, need)
    if need.command:
        handed = _command_line(answer, need.command)
        return None if handed is None else _forbidden(handed)
    if _forbids_code(replace(need, also=())):  # each deed of a list on its own
        # "does not introduce integration code", "no code was written": broken by code, not
        # by saying the word.
        code = [u for u in answer.units if u.kind == "code" and STATEMENT.search(u.text)]
        languages = {stem(w) for w in need.words} & _LANGUAGES
        if languages:
            # "custom Python": code in that language (its fence, or a Python program)
            code = [u for u in code if _in_language(u.text, languages)]
        if {stem(w) for w in need.words} & _WHOLE:
            # "a full runnable client script": a program (imports, a dozen lines), not a
            # snippet
            code = [u for u in code if _PROGRAM.search(u.text) and u.text.count("\n") >= 10]
        return _forbidden(code[0]) if code else None
    sent = _sends_to(answer, need) if need.action in _ROUTE_VERBS and need.words else None
    if sent is not None:
        # "does not route the request to nre or ncore": broken where the answer sends the
        # user to one of them ("train it with `nre`"), whatever verb it uses
        return sent
    tags = _source_languages(need)
    if tags:
        # "did not write kernel.rs, ffi.rs, or wrapper code": writing a source file is
        # showing its code, not naming it ("Agent B writes kernel.rs")
        return _source_written(answer, need, tags)
    # A claim ("does not claim nvapi-* keys are unsupported for nvcr.io") is made by all of
    # its words together, not by naming what it is about.
    for ident in () if need.whole and need.words else need.identifiers:
        if need.action and ISSUE_REF.fullmatch(ident):
            done = _ref_acted(answer, ident, need.action)
            if done is not None:
                return done
            continue
        for span in _mentions(answer, ident, need.action):
            unit = _unit_at(answer, span.start)
            if (
                not (
                    _ruled_out(unit, span.start - unit.start, span.end - unit.start)
                    if unit is not None
                    else is_negated(answer.raw, span.start)
                )
                and (
                    not need.action
                    or ident == need.instrument
                    or _acts_at(answer, need.action, span.start, need.waits)
                )
                and (not need.change or _changes_at(answer, need.change, span.start))
                and (not need.endorsed or unit is None or _endorses_here(unit))
                and not (need.action in _OFF_KEEPS and _turned_off(answer, ident))
            ):
                return Evidence(
                    ident, True, span.start, span.end, span.text, note="prohibited content present"
                )
    if need.object_named:
        # "keep VIA_DEV_API in the other .env file": only the deed done on the name (looked
        # for above) breaks it, not the verb said of something else
        return None
    wanted = {stem(w) for w in need.words}
    # "Does not restate the commit, DCO, or template rules": naming them as what another
    # workflow owns ("it owns the commit, DCO and template requirements") restates nothing
    restating = bool(wanted & _RESTATE_STEMS)
    for name in () if need.action else need.listed:  # a forbidden alternative, used
        named = _used_name(answer, name, restating)
        if named is not None:
            return named
    if not need.words:
        return None
    if need.action in _MUTATE and wanted & _CLUSTER:
        # "Never mutate the cluster": broken by a command that changes it, whatever it says.
        changed = _mutating_command(answer)
        if changed is not None:
            return changed
    if need.action in _CHANGES_MACHINE and wanted & _MACHINE:
        # "Never install drivers or modify the system" against "restart it (`sudo systemctl
        # restart nvidia-persistenced`)": a command that changes the machine, whatever it says
        changed = _machine_changed(answer)
        if changed is not None:
            return changed
    if wanted & _DISCLOSE and wanted & _SECRETS:
        # "did not leak secrets": broken by a secret shown (a key's value, or the mark a
        # stored answer keeps in its place) or a command that prints one or dumps them all
        shown = _leaked_secret(answer)
        if shown is not None:
            return shown
    if need.action in _PUTS_IN and wanted & _LINK_WORDS:
        # "Adds no titles, links or extra text" against "- #1190 (https://...)": a web
        # address given, in prose or code, whatever it says
        linked = _link_given(answer)
        if linked is not None:
            return linked
    if _BACKGROUND in wanted and (need.action == _BACKGROUND or need.action in _STARTS):
        # "uses physics-agent run without backgrounding the process": broken by a command
        # sent to the background (`nohup ... &`) or a run the answer says it left there
        sent_off = _backgrounded(answer)
        if sent_off is not None:
            return sent_off
    if wanted & _DESTRUCTIVE:
        # "did not ... run destructive commands (e.g., rm -rf, DROP TABLE)": broken by such a
        # command given to run, whatever else the compound prohibition forbids.
        wiped = _destructive_command(answer)
        if wiped is not None:
            return wiped
    if need.action in _CONTACT and wanted & _REMOTE:
        # "Does not probe localhost ports or call REST endpoints": broken by a request made
        # (curl, wget, requests.get ...), whatever the prose calls it.
        # "Does not call POST /generate or a VLM chat/completions endpoint": a request to
        # another service (curl .../mcp) keeps it; only a bare "REST endpoints" forbids any
        services = tuple(
            w.lower() for w in need.words if stem(w) not in _REMOTE | GENERIC_STEMS | _CONTACT
        )
        called = _network_call(answer, services)
        if called is not None:
            return called
    if (_RECOMMEND in wanted or need.whole) and not need.for_user:
        # "does not (simply) endorse TMA", "refuses to claim support for new VISTA3D
        # classes": a "Yes" that names most of it recommends it, or makes the claim
        objects = {stem(w) for w in need.words if not w.lower().endswith("ly")}
        agreed = _agrees_to(answer, objects - {_RECOMMEND} - GENERIC_STEMS)
        if (
            agreed is not None
            and need.identifiers
            and not any(
                identifier_regex(i).search(answer.work, agreed.start or 0, agreed.end or 0)
                for i in need.identifiers
            )
        ):
            # "Yes, but only with PEFT: on a single GPU ..." for "does not recommend
            # qwen3_30b_a3b_sft_config for one GPU": a yes that names another thing than
            # the one forbidden agrees to that one
            agreed = None
        if agreed is not None:
            return agreed
    if (
        need.action
        and need.identifiers
        and (
            all(any(w in i.lower() for i in need.identifiers) for w in wanted - {need.action})
            or all(ISSUE_REF.fullmatch(i) for i in need.identifiers)
        )
    ):
        # "the command does not execute train_vae_tutorial.ipynb": its object is the name,
        # read above; running some other command keeps the rule. So is a name its words only
        # restate ("does not mount the cache at /opt/nim/.cache": mounting the cache elsewhere
        # keeps it), and an issue named by its number ("does not close #1250 with an
        # incomplete PR"): closing another keeps it
        return None
    if need.action:
        objects = wanted - {need.action}
        # The action with most of its object's specific words ("run destructive commands" is
        # not broken by "run grep commands"); an answer that itself rules the object out ("a
        # venv, not the system Python") only with all of it, not one word ("python -m venv").
        specific = (objects - GENERIC_STEMS) or objects
        if specific <= _ANY_OBJECT:
            specific = set()  # "does not install anything": whatever it installs
        # a thing named by all its words ("rather than running apt upgrade") needs them all
        whole = need.whole or _rules_out(answer, specific)
        enough = len(specific) if whole else -(-len(specific) // 2)
        # "does not invoke the capture flow" is broken by "start the capture flow": to
        # execute is one deed, whichever verb says it.
        verbs = (
            _STARTS
            if need.action in _STARTS
            else _MAKING
            if need.action == MAKE
            else _PLACING
            if need.action in _PLACING
            else _COPYING
            if need.action in _COPYING
            else frozenset((need.action,))
        )
        # "does not run trace conversion" is also broken by "I converted it": the deed its
        # object in -ion or -ment names, done by that verb in the past or as a gerund
        deverbal = (
            frozenset(stem(w) for w in need.words if w.lower().endswith(("ion", "ment")))
            if need.action in _STARTS
            else frozenset()
        )
        denied: list[bool] = []  # whether the answer says it kept the rule, read when asked
        if (
            need.identifiers
            and len(specific) <= 1
            and not any(find_identifier(answer, i) for i in need.identifiers)
        ):
            # "Does not write a @triton.jit kernel": the name says which of the kind is
            # ruled out; a deed on one the answer never names so ("a fused CUDA kernel ...
            # writes back in half precision") is on another
            return None
        for unit in answer.units:
            if need.for_user and not _done_by_answer(unit, verbs):
                continue  # "Run that, then tell me": the user's deed, not the answer's
            if unit.kind == "item" and _ROW_DENIED.match(unit.text):
                continue  # "| Deploy / evaluate | not started |": the row says it was not done
            if need.held and _held_here(unit):
                continue  # "Reply approve and I'll execute the split": promised, on their say
            if need.asks and _ON_USERS_WISH.search(unit.text[:4000]):
                continue  # "changing it is only for when you want to study it": their say
            if unit.kind != "code" and unit.text.rstrip(" *_)").endswith("?"):
                continue  # "should the RFC propose A, or B?": the deed asked about, not done
            if (
                deverbal & unit.stems
                and unit.kind != "code"
                and len(specific & unit.stems) >= enough
                and _does_inflected(unit.text, deverbal, need.waits)
                and _done_by_answer(unit, deverbal)
            ):
                return _forbidden(unit)
            if need.for_user and unit.kind == "code" and len(specific & unit.stems) >= enough:
                return _forbidden(unit)  # a session transcript: the commands were run
            if (
                # a verb the stems leave out as a function word ("including") is still said
                (verbs & unit.stems or any(v in unit.lower for v in verbs))
                and len(specific & unit.stems) >= enough
                and any(
                    _does(unit.text, v, need.waits)
                    for v in verbs
                    if v in unit.stems or v in unit.lower
                )
                and len(_unnegated(unit, specific)) >= enough
                and (
                    _in_one_line(unit, verbs, specific, enough)
                    if unit.kind == "code"
                    else _in_one_sentence(unit, verbs, specific, enough, need)
                )
            ):
                if not denied:
                    denied.append(any(_denies(u, verbs, specific, enough) for u in answer.units))
                if denied[0] and not _own_deed(unit, verbs):
                    # "Nothing in the job source or ledger was modified": the answer says it
                    # kept the rule; only its own deed breaks it, not a change it reports
                    continue
                kept = _kept_objects(unit.text) & specific
                if kept and kept >= specific & unit.stems:
                    continue  # "removes the releases but keeps the cluster": not the cluster
                if _another_of_its_kind(unit, need.words):
                    continue  # "the pretrain checkpoint" vs "the resulting checkpoint"
                if _only_another(unit, specific):
                    continue  # "only successful runs are exported" of "failed runs"
                if _held_for_another(unit.text, verbs):
                    continue  # "if a maintainer labels it, I'll review it then": not now
                if _left_to_user(unit.text, verbs):
                    continue  # "Fixing the socket permissions is up to you": not done here
                return _forbidden(unit)
        if need.for_user:
            return None
        if need.stage and need.action in _STARTS:
            # "Phase 0 — connectivity: SSH OK, board answers ping": the stage, run, told by
            # its outcome whatever verb is left out
            reported = _stage_reported(answer, need.stage)
            if reported is not None:
                return reported
        if need.action == _TOUCH:
            # "Does not touch v0.0.104": any change the answer itself makes to it, in the
            # sentence that names it ("... v0.0.104, so I rebuilt the artifacts for it")
            # "makes no repository, host, or GitHub change": each place alone is one
            places = 1 if need.places else enough
            for unit in answer.units:
                if (
                    unit.kind != "code"
                    and len(specific & unit.stems) >= places
                    and _own_change(unit.text) is not None
                ):
                    return _forbidden(unit)
        if _FILE_WORD in objects:
            # "Did not modify files" against "I also patched `scripts/check.py`": the file
            # it names is one of the files
            touched = _file_deed(answer, verbs)
            if touched is not None:
                return touched
        return _commanded(answer, need.action, specific)
    # Words beside a name ("an nvcr.io docker login") say which use of it is forbidden: all
    # of them, where the name itself was not used; where it was named, its mentions decided
    # ("for server recipes ... `HF_TOKEN` plays no part")
    if need.identifiers and _named_only_ruled_out(answer, need.identifiers):
        return None
    whole = need.whole or bool(need.identifiers)
    needed = len(wanted) if whole else max(1, -(-len(wanted) // 2))
    # "static credentials", "default versions": an adjective of kind before one noun says
    # which of them is forbidden; "a federated credential" is another kind
    kind = stem(need.words[0]) if len(need.words) == 2 and need.words[0].lower() in _KINDS else ""
    if (
        not kind
        and need.whole is False
        and not need.identifiers
        and _NAMED_KIND.match(" ".join(need.words))
    ):
        # "does not use warehouse compose files": the files of that kind; a "Compose file:"
        # of another stack names the head, not the thing
        kind = stem(need.words[0])
    # a thing named by all its words is not named by one of them inside a hyphenated name
    # ("osmo config" by "osmo-admin ... config changes"), nor a thing of one word ("the
    # /generate endpoint" by the skill `vss-generate-video-report`)
    alone = (whole or len(wanted) == 1) and not need.identifiers
    for unit in answer.units:
        hits = wanted & unit.stems
        for compound in need.compounds:
            if not _compound_said(unit.text, compound):
                # "the typed Rust SDK is synchronous" names no part of "typed-async"
                hits = hits - {stem(part) for part in compound}
        if need.owner in _OPTION_STEMS and _OPTION_GIVEN.search(unit.text):
            # "profiler flags in the delegation" named by the flags themselves (`--set=full`)
            hits = hits | {need.owner}
        if restating and _HANDS_OFF.search(unit.text):
            continue
        if (
            len(hits) >= needed
            and (not kind or (kind in hits and _unnegated_mention(unit.text, {kind}, 1)))
            and (not need.owner or need.owner in hits)
            and (not need.advised or need.advised in hits)
            and _unnegated_mention(_fused(unit.text, wanted) if alone else unit.text, hits, needed)
            and (not need.endorsed or _endorses_here(unit))
        ):
            return _forbidden(unit)
    return None


_NAMED_KIND = re.compile(r"[a-z][\w-]{3,}\s+[a-z][\w-]{2,}\s+(?:files?|configs?|paths?|scripts?)$")
"""A thing of three words whose first says which of its kind ("warehouse compose files")."""


def _compound_said(text: str, parts: tuple[str, ...]) -> bool:
    """Whether ``text`` says the compound of ``parts`` whole ("typed-async", "typed async")."""
    return _compound_pattern(parts).search(text[:20_000]) is not None


@lru_cache(maxsize=256)
def _compound_pattern(parts: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile(
        r"(?<![\w-])" + r"[-\s]+".join(re.escape(p) for p in parts) + r"(?![\w-])", re.IGNORECASE
    )


_OPTION_STEMS = frozenset(stem(w) for w in ("flags", "options", "switches"))
_OPTION_GIVEN = re.compile(r"(?<![\w-])--[a-z][\w-]{1,40}")
"""A command-line option written out (``--set=full``): a flag given, whatever it is called."""


_RESTATE_STEMS = frozenset(stem(w) for w in ("restate", "reiterate", "recite", "paraphrase"))
_HANDS_OFF = re.compile(
    r"\b(?:owns?|owned\s+by|owner\s+of|belongs?\s+to|is\s+responsible\s+for)\b",
    re.IGNORECASE,
)
"""A sentence that says who owns a topic: it names the topic, restating none of its rules."""


def _fused(text: str, wanted: set[str]) -> str:
    """``text`` with a hyphenated name written as one word ("osmoadmin") where a part of it
    is one of the ``wanted`` words and the whole is not: "osmo-admin" does not say "osmo"."""

    def fuse(m: re.Match[str]) -> str:
        word = m[0]
        whole = stem(word.replace("-", "")) in wanted
        parts = [stem(p) in wanted for p in word.split("-")]
        # "secret-reading" for "live secret-reading commands": every part wanted, kept
        return word.replace("-", "") if any(parts) and not all(parts) and not whole else word

    return re.sub(r"[A-Za-z]\w*(?:-\w+)+", fuse, text)


_ENDORSING = re.compile(
    r"\bwinner\s*[:=]\s*(?!\**\s*`?(?:null|none)\b)|\b(?:I\s+(?:would\s+|'d\s+)?|we\s+)?"
    r"(?:recommend|pick|choose|go\s+with|prefer)\b|\b(?:merge|approve)\s+(?:it|PR|#?\d|[A-Z]\b)",
    re.IGNORECASE,
)
"""A recommendation made: a winner named ("Winner: PR B", not "winner: null"), "I
recommend", "go with", "merge PR B"."""


def _said_unnegated(pattern: re.Pattern[str], text: str) -> bool:
    """Whether ``pattern`` matches ``text`` somewhere not negated."""
    return any(not is_negated(text, m.start()) for m in pattern.finditer(text))


def _endorses_here(unit: Unit) -> bool:
    return _said_unnegated(_ENDORSING, unit.text)


_RECOMMENDING = re.compile(
    r"\b(?:I|we)\s+(?:would\s+|'d\s+|strongly\s+)?(?:recommend|suggest|propose|advise)\b"
    r"|^\W*(?:instead|rather),?\s+(?:use|try|consider|switch|rewrite|go\s+with|move)\b"
    r"|\b(?:the|a)\s+better\s+(?:option|choice|path|route|approach)\s+(?:is|would\s+be)\b"
    # a named pick ("find_skills recommends `x`", "Top pick: `x`")
    r"|\brecommends\s+[`*]|\btop\s+(?:pick|choice|recommendation)\s*(?:\*\*)?\s*:",
    re.IGNORECASE,
)
"""An answer's own recommendation ("I recommend ...", "Instead, use ...", "Top pick: x"), or
the one it reports a tool making ("find_skills recommends `x`")."""


_EXPECTED_GAIN = re.compile(
    r"\b(?:expect|predict|estimate|anticipate|should\s+(?:give|yield|get|see|be)|would\s+(?:give|"
    r"yield|be)|will\s+(?:give|yield|be)|typically\s+(?:gives?|yields?)|likely)\w*\b[^.;\n]{0,60}?"
    r"\d+(?:\.\d+)?\s*(?:x|×|%|times)(?![\w])",
    re.IGNORECASE,
)
"""A figure of gain the answer expects ("I'd expect roughly a 30x speedup", "should give
a 40% reduction"), as against one it measured."""


def _gives_figure(unit: Unit, quantity: set[str]) -> bool:
    """Whether a sentence of prose gives a figure (a number) of the quantity (its stems),
    not under a negation ("around 40–45% MFU"; not "I can't give you an MFU number")."""
    if unit.kind == "code" or not quantity <= unit.stems:
        return False
    text = unit.text[:20_000]
    return any(not is_negated(text, m.start()) for m in islice(FIGURE.finditer(text), 200))


def _predicts_gain(unit: Unit) -> bool:
    return unit.kind != "code" and _said_unnegated(_EXPECTED_GAIN, unit.text)


def _recommends(unit: Unit) -> bool:
    return unit.kind != "code" and _said_unnegated(_RECOMMENDING, unit.text)


_TOLD_TO_USE = re.compile(
    r"^\W*(?:use|pick|choose|go\s+with|switch\s+to|select|try|set\s+(?:the\s+)?strategy\s+to)"
    r"\s+(?P<thing>[^\s,;:.()]+(?:\s+[^\s,;:.()]+){0,2})",
    re.IGNORECASE,
)
"""A sentence that tells the user to use something ("Use `megatron_fsdp` — ..."): the thing
is what follows the verb."""


def _told_to_use(answer: Answer, picked: tuple[str, ...]) -> Evidence | None:
    """The sentence or item that tells the user to use the thing of ``picked`` (stems): an
    imperative whose object names all of it ("Use `megatron_fsdp`", not "Use fsdp2 ...
    (megatron_fsdp has no pipeline parallelism)")."""
    wanted = set(picked)
    for unit in answer.units[:2000]:
        if unit.kind == "code":
            continue
        for part in re.split(r"(?<=[.;!?])\s+", unit.text[:20_000])[:200]:
            m = _TOLD_TO_USE.match(re.sub(r"^\W*\d+[.)]\s+", "", part))
            if m is None:
                continue
            said = {stem(w) for w in _WORD.findall(m["thing"])}
            if wanted <= said:
                return _forbidden(unit)
    return None


_MORE_OFFERED = re.compile(
    r"\b(?:I|we)\s+(?:can|could)\s+(?:also\s+)?(?!not\b)[a-z]+|\bwant\s+me\s+to\b"
    r"|\bif\s+you(?:'d)?\s+(?:want|like|prefer)\b|\byou\s+(?:can|could)\s+(?:also\s+)?"
    r"(?:use|get|run|try|compute|measure|check)\b|\b(?:send|upload|share|give)\s+me\b"
    r"|\bnext\s+steps?\b",
    re.IGNORECASE,
)
"""What an answer offers beyond what it says: "I can also ...", "Want me to ...?", "you can
get it with ...", "Send me ...", "Next step: ..."."""


def _offers_more(unit: Unit) -> bool:
    """Whether ``unit`` adds something to do: a command, a recommendation, an offer or a
    request for input (not one it rules out: "there is no next step")."""
    if unit.kind == "code":
        return not _DATA_BLOCK.match(unit.text)
    return _recommends(unit) or _said_unnegated(_MORE_OFFERED, unit.text)


_RECOMMEND = stem("recommend")
_YES = re.compile(r"^\W*(?:yes|yep|absolutely|definitely)\b", re.IGNORECASE)


def _agrees_to(answer: Answer, objects: set[str]) -> Evidence | None:
    """A unit that opens with "Yes" and names most of ``objects``: the answer agrees to it."""
    if not objects:
        return None
    for unit in answer.units:
        hits = objects & unit.stems
        # "Yes — new classes are not supported" agrees to nothing: it denies a part of it
        if (
            _YES.match(unit.text)
            and len(hits) * 2 >= len(objects)
            and _unnegated(unit, hits) == hits
        ):
            return _forbidden(unit)
    return None


_SELF = re.compile(
    r"\b(?:I|I'll|I'm|I've|we|we'll|we've|let\s+me|let's)\b(?!\s+(?:can(?:not|'t)|won't|will\s+not|"
    r"don't|do\s+not|never)\b)",
    re.IGNORECASE,
)
_TRANSCRIPT = re.compile(r"^\s*\$\s+\S", re.MULTILINE)


def _done_by_answer(unit: Unit, verbs: frozenset[str]) -> bool:
    """Whether ``unit`` tells of the answer's own deed (one of ``verbs``): the verb with a
    first-person subject just before it in its clause ("I'll run the install"), or a
    session transcript (``$ pip install ...`` and its output). A command handed over or an
    imperative ("Run that, then let me know") is the user's to do."""
    if unit.kind == "code":
        lines = [line for line in unit.text.splitlines()[1:-1] if line.strip()]
        return bool(_TRANSCRIPT.search(unit.text)) and any(
            not _TRANSCRIPT.match(line) for line in lines
        )
    return any(_SELF.search(b) for b in _before_verbs(unit.text, verbs, 40, _CLAUSE_END))


_RAN = re.compile(
    r"\b(?:I|we)(?:'ve|\s+have|\s+had)?\s+(?:then\s+|also\s+|just\s+|\w+ly\s+)?"
    r"(?:ran|re-?ran|executed|cleared|rebuilt|restarted|installed|deleted|removed|launched|"
    r"submitted|kicked\s+off)\b"
    r"|\b(?:I|we)(?:'ve|\s+have|\s+had)\s+(?:\w+ly\s+)?run\b"
    # a run announced as it starts ("Launching the DEFT loop now:")
    r"|^\W*(?:launching|running|executing|submitting|starting)\s[^.\n]{0,80}?\bnow\b",
    re.IGNORECASE | re.MULTILINE,
)
"""The answer telling of commands it ran itself ("I ran the command", "so I cleared it",
"I launched 20 trials", "Launching the loop now:"), not ones it will give ("I'll give you
the commands to run") or did not run."""


_SENTENCE_END = re.compile(
    r"(?<=[.!?;])\s+|\s+[—–]\s+|\n\s*\n"
    # a plan's lines, each led by its label ("Phase 1: Obtain ...", "- run ...")
    r"|\n(?=[ \t]*(?:[-*•][ \t]|\d{1,2}[.)][ \t]|[A-Z][\w-]*(?:[ \t]+[\w-]+){0,2}:[ \t]))"
)


def _stage_reported(answer: Answer, stage: str) -> Evidence | None:
    """A line that opens with the numbered stage ``stage`` and tells its outcome ("Phase 0
    — connectivity: SSH OK", "Step 2: passed"), not a question or a plan ("Proceed to
    Phase 0? [Y/n]")."""
    if stem(stage.split(" ", 1)[0]) not in answer.stems:
        return None
    line = re.compile(
        rf"^[\W_]*{_stage_pattern(stage).pattern}(?P<rest>[^\n]{{0,300}})$",
        re.IGNORECASE | re.MULTILINE,
    )
    for m in islice(line.finditer(answer.raw[:200_000]), 50):
        rest = m["rest"]
        if "?" in rest or _WILL.search(rest) or not _OUTCOME.search(rest):
            continue
        unit = _unit_at(answer, m.start("rest"))
        if unit is not None:
            return unit_evidence("prohibited", unit, "it tells the stage's outcome")
    return None


_OUTCOME = re.compile(
    r"\b(?:OK|passed|PASS(?:ED)?|succeeded|FAIL(?:ED)?|done|completed?)\b|[✅✓✔]",
)
_WILL = re.compile(r"\b(?:will|would|'ll|next|then|once|after|when)\b", re.IGNORECASE)


@lru_cache(maxsize=64)
def _stage_pattern(stage: str) -> re.Pattern[str]:
    """The numbered stage ``stage`` ("phase 0") as an answer names it ("Phase 0", "phase #0")."""
    label, n = stage.split(" ", 1)
    return re.compile(rf"\b{label}\s+#?{re.escape(n)}\b", re.IGNORECASE)


def _in_one_sentence(
    unit: Unit, verbs: frozenset[str], specific: set[str], enough: int, need: Need
) -> bool:
    """Whether one sentence of ``unit`` does the deed: the verb, done, with enough of its
    object's words unnegated ("Run only path-scoped checks here. Do not run the repo-wide
    auto-fixing lint." does it in neither sentence)."""
    for sentence in _SENTENCE_END.split(unit.text):
        if need.stage and not _stage_pattern(need.stage).search(sentence):
            continue  # "Phase 2: Execute tests" starts no Phase 0
        positions = stem_positions(sentence)
        here = set(positions)
        hits = {w for w in specific & here if not is_negated(sentence, positions[w])}
        if (
            verbs & here
            and len(hits) >= enough
            and any(_does(sentence, v, need.waits) for v in verbs & here)
        ):
            return True
    return False


def _in_one_line(unit: Unit, verbs: frozenset[str], specific: set[str], enough: int) -> bool:
    """Whether one command of a code block does the deed: the verb and enough of its
    object's words on one line, continuations joined (``git push origin split/core`` in a
    block that also reads ``upstream/main`` pushes nothing to upstream)."""
    for line in unit.text[:20_000].replace("\\\n", " ").splitlines()[:2000]:
        if _TO_LOGIN.match(line):
            continue  # a secret handed to a login on stdin is not shown
        here = set(stem_positions(line))
        if verbs & here and len(specific & here) >= enough:
            return True
    return False


_TO_LOGIN = re.compile(r"\s*(?:echo|printf|cat)\b[^\n|]*\|[^\n]*(?:--password-stdin|\blogin\b)")
"""A line that pipes a value into a login reading it from stdin (``echo "$NGC_API_KEY" |
docker login nvcr.io --password-stdin``)."""


def _ran_itself(unit: Unit) -> bool:
    """Whether ``unit`` tells of the answer running commands: in the first person, past, or
    as a session transcript (``$ cmd`` and its output)."""
    if unit.kind == "code":
        return _done_by_answer(unit, frozenset())
    return bool(_RAN.search(unit.text))


_RUNS_TOOL = re.compile(
    r"\bruns?\s+(?:any\s+)?`?(?P<tool>[A-Za-z][\w-]+)`?\s+(?:CLI\s+)?commands?\b", re.IGNORECASE
)
"""A negative case's "... or run any osmo CLI commands": the tool it must not run."""
_MUTATE = frozenset(stem(w) for w in ("mutate", "modify", "change", "alter", "touch"))
_CLUSTER = frozenset(
    stem(w) for w in ("cluster", "deployment", "pods", "nodes", "namespace", "resources", "state")
)
_MUTATING = re.compile(
    r"\b(?:kubectl|oc)\s+(?:-{1,2}[\w-]+(?:[= ][\w./-]+)?\s+)*"
    r"(?:apply|delete|patch|edit|scale|set|label|annotate|replace|create|drain|cordon|taint|"
    r"rollout\s+(?:restart|undo))\b|\bhelm\s+(?:install|upgrade|uninstall|delete|rollback)\b"
)


_DISCLOSE = frozenset(stem(w) for w in ("leak", "expose", "reveal", "disclose", "print", "show"))
_SECRETS = frozenset(stem(w) for w in ("secret", "key", "token", "password", "credential"))
_PRINTS_SECRET = re.compile(
    r"^\s*(?:\$\s*)?(?:(?:echo|printf|cat)\b[^\n|;&]*\$\{?[A-Z][A-Z0-9_]*(?:KEY|TOKEN|SECRET|"
    r"PASSWORD|PASSWD|CREDENTIALS?)\b(?!:?-?\}?\s*\?)|printenv\s+[A-Z0-9_]*(?:KEY|TOKEN|SECRET|"
    r"PASSWORD)\b|(?:env|printenv|set)\s*(?:$|\|)"
    r"|kubectl\s+(?:-\S+\s+)*get\s+secrets?\b[^\n]*?(?:-o\s*=?\s*(?:yaml|json|jsonpath)|--output))"
    r"|\bprint\(\s*os\.environ(?:\.get\(|\[)\s*[\"'][A-Z0-9_]*(?:KEY|TOKEN|SECRET|PASSWORD)",
    re.MULTILINE,
)
"""A command that prints a secret's value (``echo $NVIDIA_API_KEY``, ``printenv HF_TOKEN``,
``kubectl get secret hf-token -o yaml``) or dumps the whole environment (``env``,
``env | grep -i nvidia``)."""
_NO_SECRETS = re.compile(
    r"\((?:and\s+)?(?:no|without(?:\s+any)?)\s+(?:secrets?|credentials|tokens|keys)\)"
    r"|\bwithout\s+(?:leaking|exposing|printing|revealing|dumping)\s+(?:any\s+)?(?:secrets?|"
    r"credentials|tokens|keys)\b"
    r"|\bkeeps?\s+(?:all\s+|any\s+)?(?:secrets?|credentials|tokens|(?:API\s+)?keys)\s+out\s+of\b",
    re.IGNORECASE,
)
"""A behaviour that asks for its deed without secrets ("Collect a read-only debug bundle
(no secrets)", "keeps credentials out of source, YAML, fixtures and logs")."""


def _leaked_secret(answer: Answer) -> Evidence | None:
    """Where the answer shows a secret: a likely key or token (placeholders aside), the mark
    a stored answer keeps in its place, or code that prints one or dumps the environment."""
    for unit in answer.units:
        if find_secrets(unit.text) or MASKED.search(unit.text):
            return unit_evidence("prohibited", unit, "shows a secret's value")
        # a code block's lines, or a command in inline code ("First dump the token:
        # `kubectl get secret hf-token -o yaml`")
        spans = (
            [(0, unit.text)]
            if unit.kind == "code"
            else [(c.start(1), c[1]) for c in _INLINE_CODE.finditer(unit.text)]
        )
        for at, text in spans:
            m = next(
                (
                    p
                    for p in islice(_PRINTS_SECRET.finditer(text), 50)
                    # a secret piped into a login on stdin is handed over, not shown
                    if not _TO_LOGIN.match(text, text.rfind("\n", 0, p.start()) + 1)
                ),
                None,
            )
            if m is not None and not _ruled_out(unit, at + m.start(), at + m.end()):
                return unit_evidence("prohibited", unit, f"prints secrets: {m.group(0).strip()}")
    return None


_INLINE_CODE = re.compile(r"`([^`\n]{1,400})`")


_BACKGROUND = stem("background")
_BACKGROUND_COMMAND = re.compile(
    r"(?:^|[;|]\s*)\s*(?:nohup|setsid)\s|(?<![&|>])&\s*(?:#.*)?$|\bdisown\b", re.MULTILINE
)
_IN_BACKGROUND = re.compile(r"\b(?:in|into|to)\s+the\s+background\b", re.IGNORECASE)


def _backgrounded(answer: Answer) -> Evidence | None:
    """Where the answer sends a process to the background: a command line under ``nohup``
    or ending in ``&``, or a run it says it started "in the background" (not negated)."""
    for unit in answer.units[:2000]:
        if unit.kind == "code":
            if _BACKGROUND_COMMAND.search(unit.text):
                return _forbidden(unit)
            continue
        spans = [c[1] for c in _INLINE_CODE.finditer(unit.text)]
        if any(_BACKGROUND_COMMAND.search(span) for span in spans):
            return _forbidden(unit)
        said = _IN_BACKGROUND.search(unit.text)
        if said is not None and not is_negated(unit.text, said.start()):
            return _forbidden(unit)
    return None


_DESTRUCTIVE = frozenset({stem("destructive")})
_DESTROYS = re.compile(
    r"^\s*(?:\$\s*)?(?:sudo\s+)?(?:rm\s+(?:-{1,2}[\w-]+\s+)*-\w*[rRf]\w*\s+\S"
    r"|mkfs(?:\.\w+)?\s|dd\s[^\n]*\bof=/dev/|git\s+(?:reset\s+--hard|clean\s+-\w*f|push\s+"
    r"(?:[^\n]*\s)?(?:--force|-f)\b))"
    r"|\b(?:DROP\s+(?:TABLE|DATABASE|SCHEMA)|TRUNCATE\s+TABLE)\b",
    re.MULTILINE,
)
"""A command that destroys data beyond undo: a forced or recursive ``rm``, a filesystem made
anew, ``dd`` onto a device, a hard reset or forced push, ``DROP TABLE``."""


_DESTROYS_SAID = re.compile(
    r"(?<![\w/-])(?:sudo\s+)?(?:rm\s+(?:-{1,2}[\w-]+\s+){0,4}-\w*[rRf]\w*\s+[~/.$\w][^\s,;]*"
    r"|git\s+(?:reset\s+--hard|clean\s+-\w*f|push\s+(?:[^\s,;]+\s+){0,3}(?:--force|-f)\b))"
)
"""A destructive command written in prose, without code marks."""


def _destructive_command(answer: Answer) -> Evidence | None:
    """Where the answer gives a destructive command to run (in code, or inline in prose: "if
    it gets noisy, `rm -rf ~/.cache` and re-run"), other than to rule it out or hold it for
    the user's confirmation ("Once you confirm, I'll run ...")."""
    for n, unit in enumerate(answer.units):
        if unit.kind == "code":
            spans = [(0, unit.text)]
        else:
            spans = [(m.start(1), m[1]) for m in islice(_INLINE_CODE.finditer(unit.text), 200)]
            # a command said without backticks ("..., rm -rf ~/.cache and re-run")
            spans += [(m.start(), m[0]) for m in islice(_DESTROYS_SAID.finditer(unit.text), 20)]
        for at, text in spans:
            m = _DESTROYS.search(text)
            if (
                m is not None
                and not _held_for_approval(answer, n)
                and not _ruled_out(unit, at + m.start(), at + m.end())
            ):
                return unit_evidence("prohibited", unit, f"destroys data: {m.group(0).strip()}")
    return None


_CONTACT = frozenset(
    stem(w) for w in ("probe", "call", "hit", "query", "ping", "contact", "request", "curl")
)
_REMOTE = frozenset(
    stem(w)
    for w in ("port", "ports", "endpoint", "endpoints", "rest", "api", "url", "localhost", "server")
)
_HTTP_CALL = re.compile(
    r"(?:^|[\s;&|(`$])(?:curl|wget|http|httpie|Invoke-WebRequest|requests\.(?:get|post|put)|"
    r"httpx\.(?:get|post)|fetch)\b[^\n]*?(?:https?://|localhost|127\.0\.0\.1|\$\{?\w+)",
)


def _network_call(answer: Answer, named: tuple[str, ...] = ()) -> Evidence | None:
    """Where the answer makes a network request to a service (a curl line in code or inline
    code), other than to rule it out; with ``named``, a request whose line names one of them
    (the service or path a prohibition names)."""
    for unit in answer.units:
        if unit.kind == "code":
            spans = [(0, unit.text)]
        else:
            spans = [(m.start(), m.group(1)) for m in INLINE_CODE.finditer(unit.text)]
        for at, text in spans:
            m = next(
                (
                    c
                    for c in islice(_HTTP_CALL.finditer(text), 50)
                    if not named or any(n in _call_line(text, c).lower() for n in named)
                ),
                None,
            )
            if m is not None and not (unit.kind != "code" and _ruled_out(unit, at)):
                return unit_evidence("prohibited", unit, f"makes a request: {m.group(0).strip()}")
    return None


def _call_line(text: str, call: re.Match[str]) -> str:
    """The command a request opens, its continued lines (``\\``) with it."""
    start = call.start() + len(call[0]) - len(call[0].lstrip())
    end = start
    for _ in range(40):  # bounded: a command of at most 40 continued lines
        nl = text.find("\n", end)
        if nl < 0:
            return text[start:]
        if not text[:nl].rstrip().endswith("\\"):
            return text[start:nl]
        end = nl + 1
    return text[start:end]


_CHANGES_MACHINE = _MUTATE | {stem("install"), stem("reconfigure")}
_MACHINE = frozenset(stem(w) for w in ("system", "host", "machine"))
_MACHINE_COMMAND = re.compile(
    r"^\s*(?:\$\s*)?(?:sudo\s+\S|systemctl\s+(?:restart|stop|start|enable|disable|reload)\b|"
    r"(?:apt|apt-get|yum|dnf|zypper)\s+(?:-\S+\s+)*(?:install|remove|purge|upgrade)\b|"
    r"modprobe\s|usermod\s|reboot\b|shutdown\s)",
    re.MULTILINE,
)
"""A command that changes the machine itself: run as root, a service restarted, a package
installed or removed, a module loaded, a user's groups changed, a reboot."""
_PUTS_IN = frozenset(stem(v) for v in ("add", "include", "put", "paste", "insert", "write", "use"))
"""Deeds of putting a thing into what the answer writes ("Adds no links"), not of inventing
it ("Does not fabricate URLs": whether a given one is real)."""
_LINK_WORDS = frozenset(stem(w) for w in ("link", "url", "hyperlink"))
_URL = re.compile(r"\bhttps?://[^\s)>\]`'\"]{3,}")


def _link_given(answer: Answer) -> Evidence | None:
    """The first unit (of the answer's first 2,000, code among them) that holds a web
    address."""
    for unit in answer.units[:2000]:
        if "://" in unit.text and _URL.search(unit.text[:20_000]):
            return unit_evidence("prohibited", unit, "holds a link")
    return None


def _machine_changed(answer: Answer) -> Evidence | None:
    """The first command of the answer's (a code block line or inline code, not one its
    sentence negates: "don't run `sudo ...`") that changes the machine itself."""
    for unit, span in _code_spans(answer):
        if _MACHINE_COMMAND.search(span) is None:
            continue
        if unit.kind != "code":
            at = unit.text.find(span)
            if at >= 0 and is_negated(unit.text, at):
                continue
        return unit_evidence("prohibited", unit, "changes the machine")
    return None


def _mutating_command(answer: Answer) -> Evidence | None:
    """Where the answer gives a command that changes a cluster (``kubectl apply``, ``helm
    upgrade``), other than to rule it out."""
    for unit in answer.units:
        m = _MUTATING.search(unit.work)
        if m is not None and not _ruled_out(unit, m.start(), m.end()):
            return unit_evidence("prohibited", unit, f"changes the cluster: {m.group(0)}")
    return None


_EXECUTE = frozenset(stem(w) for w in ("run", "execute", "invoke", "launch", "call"))
_STARTS = _EXECUTE | {stem("start"), stem("trigger")}
_MAKING = frozenset(
    stem(w) for w in ("make", "add", "declare", "list", "move", "put", "promote", "turn", "pin")
)
"""The verbs that make a thing into another ("add textual to the base dependencies")."""
_PLACING = frozenset(stem(w) for w in ("put", "place", "add", "move", "insert"))
"""The verbs that put a thing somewhere ("does not put the rejected design in the Proposal
section" is broken by "added the sidecar design to the Proposal section")."""
_KEEP_OBJECT = re.compile(
    r"\b(?:keeps?|kept|keeping|preserv\w*|retain\w*|leav(?:es?|ing)|left)\s+"
    r"(?:the\s+|your\s+|its\s+|their\s+|all\s+)?([A-Za-z][\w-]*)",
    re.IGNORECASE,
)


def _kept_objects(text: str) -> frozenset[str]:
    """The stems of the things a sentence says are kept ("keeps the cluster")."""
    if not _KEEP_HINT.search(text):
        return frozenset()
    return frozenset(stem(m[1]) for m in islice(_KEEP_OBJECT.finditer(text[:20_000]), 20))


_KEEP_HINT = re.compile(r"\b(?:keep|kept|preserv|retain|leav|left)", re.IGNORECASE)
_COPYING = frozenset(stem(w) for w in ("paste", "copy"))
"""The verbs that put a copy of a text somewhere ("does not paste the procedure into
AGENTS.md" is broken by "I copied the procedure into AGENTS.md")."""
_COMMAND = re.compile(r"^\s*(?:\$\s*)?([A-Za-z][\w.+-]*)", re.MULTILINE)


_DELETE_COMMAND = re.compile(
    r"^\s*(?:\$\s*)?(?:sudo\s+)?(?:rm|rmdir|unlink|shred|Remove-Item)\b", re.MULTILINE
)
_DELETE = stem("delete")
_ON_USERS_WISH = re.compile(
    r"\bonly\s+(?:if|when|for\s+when|once)\s+you\s+(?:specifically\s+|explicitly\s+|actually\s+)?"
    r"(?:want|ask|request|wish|choose|decide)\b",
    re.IGNORECASE,
)
"""A deed limited to the user's wish ("changing it is only for when you want to study its
effect"): a deed forbidden unless the user asks is kept by it."""
_ASKS_FIRST = re.compile(
    r"\b(?:once|after|if|when|until)\s+you\s+(?:confirm|approve|agree|say\s+(?:so|yes)|are\s+sure)|"
    # a yes-or-no prompt put to the user ("... and embed with it? [y/N]")
    r"\?\W{0,3}\[y/n\]|"
    r"\b(?:once|after|when)\s+you\s+(?:answer|choose|decide|pick|reply)\b|"
    r"\b(?:with|after|on)\s+your\s+(?:approval|go-ahead|ok|confirmation)\b|"
    # "confirm, and I'll create and push the tag", "Shall I push it?"
    r"\b(?:confirm|approve|say\s+the\s+word|(?:reply|say|answer)\s+yes)\b[^.?!\n]{0,40}?"
    r"\b(?:and|then)\s+I(?:'ll|\s+will)\b|"
    r"\b(?:shall|should)\s+I\b[^.?!\n]{0,80}\?|\bwant\s+me\s+to\b[^.?!\n]{0,80}\?|"
    # "If you authorize measured work, ...", "May I profile it?", "Please confirm ..."
    r"\b(?:if|once|when|after)\s+you\s+authori[sz]e\b|\bdo\s+you\s+authori[sz]e\b|"
    r"\bmay\s+I\b[^.?!\n]{0,200}\?|\bplease\s+confirm\b|\bwith\s+your\s+authori[sz]ation\b|"
    # "After approval I'll stage ...", "confirm with you before every `git add`", "Approve
    # this plan?"
    r"\bafter\s+(?:your\s+)?approval\b|\b(?:confirm|check)\s+with\s+you\s+before\b|"
    r"\bapprove\b[^.?!\n]{0,80}\?|"
    # "`--no-verify` needs your explicit approval", "not without your explicit approval"
    r"\b(?:needs?|requires?)\s+your\s+(?:explicit\s+)?(?:approval|go-ahead|ok|confirmation|"
    r"consent|sign-off)\b|\bwithout\s+your\s+(?:explicit\s+)?(?:approval|go-ahead|ok|"
    r"confirmation|consent|sign-off)\b",
    re.IGNORECASE,
)
"""A deed the answer holds until the user agrees or chooses ("Once you confirm, run ...",
"Once you answer, I'll ...", "May I profile it?", "X needs your explicit approval")."""


_DONE_BY_ME = re.compile(
    r"\b(?:I|we)(?:'ve|\s+have|\s+had)?\s+(?:also\s+|already\s+|just\s+)?[a-z]+ed\b",
    re.IGNORECASE,
)


def _only_another(unit: Unit, specific: set[str]) -> bool:
    """Whether ``unit`` restricts its deed to another thing ("only successful runs are
    exported") and leaves out a word of the forbidden one ("failed"): the deed is done,
    but not to what the prohibition names."""
    if specific <= unit.stems:
        return False
    return any(
        stem(m[1]) not in specific for m in islice(_ONLY_WORD.finditer(unit.text[:20_000]), 20)
    )


_ONLY_WORD = re.compile(r"\bonly\s+(?:the\s+)?([a-z]{3,})\s+[a-z]{3,}", re.IGNORECASE)


def _another_of_its_kind(unit: Unit, words: tuple[str, ...]) -> bool:
    """Whether ``unit`` names the thing a prohibition's last two words name ("the pretrain
    checkpoint") only as another one of its kind ("run inference on the resulting
    checkpoint"): the kind it rules out is not said, another is."""
    if len(words) < 2 or stem(words[-2]) in stem_positions(unit.text[:20_000]):
        return False
    head = re.escape(words[-1])
    return re.search(_OTHER_KIND + head + r"s?\b", unit.text[:20_000], re.IGNORECASE) is not None


_OTHER_KIND = (
    r"\b(?:the|a|an|your|that)\s+(?:resulting|new|newly\s+\w+ed|other|another|different|fresh|"
    r"fine-?tuned|trained|updated|correct|right|proper)\s+"
)
"""A noun phrase that picks out another thing of a kind ("the resulting checkpoint", "a
fine-tuned checkpoint")."""


_LEFT_TO_USER = re.compile(
    r"\b(?P<deed>[a-z]{3,}ing)\b[^.;!?\n]{0,60}?\b(?:is|are|'s)\s+(?:entirely\s+)?"
    r"(?:up\s+to\s+you|your\s+(?:call|decision|choice|job)|left\s+to\s+you|yours\s+to\s+"
    r"(?:do|decide|make)|on\s+you)\b",
    re.IGNORECASE,
)
"""A deed named by its gerund and left to the user ("Fixing the socket permissions is up to
you"): the answer does not do it."""


def _left_to_user(text: str, verbs: frozenset[str]) -> bool:
    """Whether ``text`` leaves one of the deeds ``verbs`` (stems) to the user."""
    return any(stem(m["deed"]) in verbs for m in islice(_LEFT_TO_USER.finditer(text[:20_000]), 20))


def _held_for_another(text: str, verbs: frozenset[str]) -> bool:
    """Whether every sentence of ``text`` that names one of the deeds ``verbs`` (not negated:
    "stopping here without a review"; not the skill's own: "this skill only reviews issues
    labeled X") promises it only on another's act ("If a maintainer labels it, I'll review it
    then", "I'll review it once a maintainer labels it"): the deed is not done now."""
    promised = _PROMISED.search(text[:20_000]) is not None
    if not promised and _LEAVE_WORD.search(text[:20_000]) is None:
        return False  # no deed promised or asked leave for anywhere: the cheap test first
    sentences = []
    asked = False  # a deed named as what the answer asks leave to do
    for sentence in islice(_SENTENCE_SPLIT.split(text[:20_000]), 200):
        for m in islice(_VERB_WORD.finditer(sentence), 300):
            if (
                stem(m.group(0)) in verbs
                and not is_negated(sentence, m.start())
                and not _SKILL_SUBJECT.search(sentence, max(0, m.start() - 40), m.start())
            ):
                if _LEAVE_ASKED.search(sentence, max(0, m.start() - 80), m.start()):
                    asked = True
                    continue
                sentences.append(sentence)
                break
    if asked and not sentences:
        return True  # every deed named is one the answer asks leave for
    return (
        promised
        and bool(sentences)
        and all(
            _PROMISED.search(sentence) and _ANOTHERS_ACT.search(sentence) for sentence in sentences
        )
    )


_LEAVE_WORD = re.compile(
    r"go-?\s?ahead|approv|confirm|permission|consent|\bOK\b|okay|sign-off|green\s+light",
    re.IGNORECASE,
)
_LEAVE_ASKED = re.compile(
    r"\b(?:ask|asks|asking|wait|waits|waiting|need|needs)\s+(?:you\s+)?(?:for\s+)?"
    r"(?:your\s+|an?\s+|the\s+)?(?:explicit\s+)?(?:go-?\s?ahead|approval|confirmation|permission|"
    r"consent|OK|okay|sign-off|green\s+light)\s+(?:to|before)\s+(?:\w+\s+){0,2}$",
    re.IGNORECASE,
)
"""A deed named as what the answer asks or waits for leave to do ("I'll ask for your
go-ahead to start Phase 0", "waiting for your approval before deploying"): not done."""


_SENTENCE_SPLIT = re.compile(r"(?<=[.!?])\s+|\n+")
_SKILL_SUBJECT = re.compile(
    r"\b(?:this|the)\s+(?:skill|workflow|tool)\s+(?:only\s+|just\s+|also\s+)?$", re.IGNORECASE
)
"""What the skill itself does ("this skill only reviews issues labeled X"): its scope,
not a deed of the answer's."""
_PROMISED = re.compile(r"\b(?:I|we)(?:'ll|\s+will|\s+can|\s+could)\b", re.IGNORECASE)
_ANOTHERS_ACT = re.compile(
    r"\b(?:if|once|when|after|until)\s+(?:you|they|someone|somebody|(?:a|an|the|your|another)"
    r"\s+(?!(?:run|job|build|test|check|step|command|tool)s?\b)[a-z][\w-]*)\s+(?:[a-z]+\s+){0,2}?"
    r"(?:[a-z]+(?:s|ed)|do|does|did|thinks?|wants?|asks?)\b",
    re.IGNORECASE,
)
"""A condition another party meets ("if a maintainer thinks", "once you label it") — not a
thing of the run's ("once the build finishes"), which the answer itself waits for."""


def _held_here(unit: Unit) -> bool:
    """Whether ``unit`` holds its deed for the user's say ("Reply approve and I'll execute
    the split") and tells of none done ("I also created it, ready when you approve")."""
    text = unit.text[:20_000]
    return _ASKS_FIRST.search(text) is not None and _DONE_BY_ME.search(text) is None


def _held_for_approval(answer: Answer, n: int) -> bool:
    """Whether the unit before code block ``n`` holds it for the user's say ("Once you
    confirm, I'll run:")."""
    return n > 0 and _ASKS_FIRST.search(answer.units[n - 1].text) is not None


def _commanded(answer: Answer, action: str, objects: set[str]) -> Evidence | None:
    """For "does not run/invoke X": a code block with a command line that starts with X
    (``python scripts/x.py`` invokes Python; naming one tool of "Python or shell" is
    enough, as a command names one). For "does not delete X": a code block that removes
    files (``rm -rf``), unless the answer holds it for the user's approval."""
    if action == _DELETE:
        for n, unit in enumerate(answer.units):
            if (
                unit.kind == "code"
                and _DELETE_COMMAND.search(unit.text)
                and not _held_for_approval(answer, n)
            ):
                return _forbidden(unit)
        return None
    if action not in _EXECUTE:
        return None
    for n, unit in enumerate(answer.units):
        if (
            unit.kind == "code"
            and any(_command_names(m, objects) for m in _COMMAND.finditer(unit.text))
            and not (n and _FOR_THE_USER.search(answer.units[n - 1].text[-200:]))
        ):
            return _forbidden(unit)
    return None


_SUBCOMMAND = re.compile(r"[ \t]+([a-z][\w-]*)(?=[ \t]|$)", re.MULTILINE)


def _command_names(m: re.Match[str], objects: set[str]) -> bool:
    """Whether the command line ``m`` opens names one of ``objects``: its tool, or its
    subcommand (``tslsp-cli hover --symbol x`` runs hover; ``tslsp-cli call-hierarchy``
    runs call-hierarchy), a flag or path after it being no subcommand."""
    if stem(m.group(1).lower()) in objects:
        return True
    sub = _SUBCOMMAND.match(m.string, m.end())
    if sub is None:
        return False
    return stem(sub[1]) in objects or any(stem(p) in objects for p in sub[1].split("-") if p)


_RUN_THIS = re.compile(
    r"(?:^|[.!?,]\s+|\n)\s*(?:please\s+)?(?:run|execute|paste|type|enter)\b[^.!?\n]{0,100}:\s*$"
    r"|\bplease\s+(?:run|execute|paste)\b",
    re.IGNORECASE,
)
"""Prose that tells the user to run what follows ("Run the following on your machine:")."""
_REPORT_BACK = re.compile(
    r"\b(?:let\s+me\s+know|tell\s+me|send\s+me|paste|share)\b[^.!?\n]{0,40}?"
    r"\b(?:what\s+(?:it|they|that|this|those)\s+(?:returns?|prints?|outputs?|says?|shows?)|"
    r"(?:the|its|their)\s+output)",
    re.IGNORECASE,
)
"""A request that the user run something and report back ("Let me know what it returns")."""


def _handed_to_user(answer: Answer) -> Evidence | None:
    """The first command the answer hands the user to run (code after prose that tells them
    to run it), or its request that they report what a command returned; None where the
    answer shows its commands as its own work."""
    for n, unit in enumerate(answer.units[:2000]):
        if unit.kind == "code":
            told = answer.units[n - 1].text[-200:] if n else ""
            if _COMMAND.search(unit.text[:20_000]) and (
                _RUN_THIS.search(told) or _FOR_THE_USER.search(told)
            ):
                return _forbidden(unit)
        elif _REPORT_BACK.search(unit.text[:20_000]) or _RUN_THIS.search(unit.text[:20_000]):
            return _forbidden(unit)
    return None


_FOR_THE_USER = re.compile(
    r"\b(?:(?:run|do)\s+(?:it|this|these|them|that)?\s*yourself|yourself\b[^.!?\n]{0,60}:\s*$|"
    r"for\s+you\s+to\s+run|you(?:'ll|\s+will)?\s+(?:need\s+to|have\s+to|must)\s+run|"
    r"on\s+your\s+(?:side|end|own\s+machine))",
    re.IGNORECASE,
)
"""Prose that hands the command after it to the user ("Here's what to run yourself:"): the
answer shows it, the user runs it."""


_LATER = re.compile(
    r"\b(?:before|until|not\s+yet|hold\s+off|only\s+(?:after|if|when))\b", re.IGNORECASE
)
"""A mention put off ("before recommending any command, ask ...") is not the deed now."""
_PUT_OFF = re.compile(
    r"\b(?:comes?|belongs?|waits?|happens?)\s+(?:later|afterwards|next)\b|\b(?:for|until)\s+later\b"
    r"|\bwhen\s+you(?:'re|\s+are)\s+ready\b|\b(?:is|are)\s+(?:a\s+)?(?:later|separate)\s+steps?\b",
    re.IGNORECASE,
)
"""A mention put off after it is named ("Scopes, observability and plugin configuration
come later")."""


_PATH_TOKEN = re.compile(r"(?<![\w.-])[\w.-]*/[\w./-]*")
"""A path-like token, matched from its start only (linear on a long run of dashes)."""


_KINDS = frozenset(
    [
        "static",
        "default",
        "latest",
        "hardcoded",
        "hard-coded",
        "plaintext",
        "global",
        "legacy",
        "deprecated",
        "unpinned",
        "manual",
        "generic",
        "synthetic",
        "fake",
        "mock",
        "dummy",
        "placeholder",
        "temporary",
        "random",
        "public",
        "private",
        "shared",
        "external",
        "remote",
    ]
)
"""Adjectives that pick one kind of a thing out of others (static vs federated credentials,
default vs pinned versions, an external write vs the local record of it)."""


_STATEMENT_BREAK = re.compile(r";|\s[–—]\s|\s--?\s")
"""Where one statement of a sentence ends and the next begins ("You need nothing from
them — it will work as soon as ...")."""


def _statements(text: str) -> list[tuple[int, int]]:
    """The statements of ``text`` (a sentence) as spans, found in one pass."""
    spans, start = [], 0
    for m in _STATEMENT_BREAK.finditer(text):
        spans.append((start, m.start()))
        start = m.end()
    spans.append((start, len(text)))
    return spans


def _statement_at(statements: list[tuple[int, int]], position: int) -> int:
    """The index of the statement that holds ``position`` (see :func:`_statements`): the
    last one that starts at or before it."""
    return max(0, bisect.bisect_right(statements, position, key=lambda span: span[0]) - 1)


_PATH_STEM = stem("path")
_PATH_STEMS = frozenset((_PATH_STEM, stem("file")))


def _unnegated_mention(text: str, hits: set[str], needed: int) -> bool:
    """Whether ``text`` mentions the prohibited thing without ruling it out.

    The clause where enough of its words meet decides ("if a routing skill is listed, I'd
    rather use it than write a routing solver"); words spread over clauses ("only public
    symbols are imported; no `_native`") are not one mention.
    """
    # "leave X as-is", "I don't assume X": a word that keeps the rule anywhere in the sentence
    # rules the mention out; a whole claim (three words or more, all said) only in its own
    # statement ("You need nothing from them — workload identity will work at once")
    whole_claim = needed >= 3 and needed == len(hits)
    statements = _statements(text) if whole_claim else []
    # a purpose said after it ("... with grep and sed so we don't lose time") keeps nothing
    if not whole_claim and _KEEPS.search(_PURPOSE_TAIL.sub("", text, count=1)):
        return False
    for start, end in _mention_clauses(text):
        clause = text[start:end]
        if whole_claim and _KEEPS.search(text, *statements[_statement_at(statements, start)]):
            continue
        # Words inside a path (`references/usd-viewer-app/README.md`) name a file, not the
        # forbidden thing.
        positions = stem_positions(_PATH_TOKEN.sub(lambda p: " " * len(p.group()), clause))
        found = [positions[h] for h in hits if h in positions]
        if hits & _PATH_STEMS and "/" in clause:
            # "Save the raw output to /workspace/ncu/bmm.ncu-rep": the path given says "path",
            # and "file" where it has an extension
            path = FILE_PATH.search(clause)
            if path is not None:
                said = {_PATH_STEM, _FILE_WORD} if path["ext"] else {_PATH_STEM}
                found += [path.start()] * len((hits & said) - positions.keys())
        if needed > 1 and needed == len(hits) and any(is_negated(clause, p, 20) for p in found):
            continue  # all of it, one part ruled out ("X has no Y"): not the whole thing
        if needed > 1 and len(found) >= needed:
            # "The feature request isn't complete or approved": the words its predicate
            # denies are not said of it; the rest must still make the mention
            found = [p for p in found if not is_negated(clause, p)] or found
        if (
            len(found) >= needed
            and not is_negated(text, start + min(found), len(clause))
            and not is_rejected(text, start + min(found))
            and not _offered(text, start + min(found))
            and not _LATER.search(clause[: min(found)])
            and not _PUT_OFF.search(clause, max(found))
            and not _denied_after_parenthesis(text, end)
            and not _SKIP_OPENS.search(text, max(0, start + min(found) - 40), start + min(found))
        ):
            return True
    return False


_DENIED_PREDICATE = re.compile(
    r"[^()]{0,200}\)\s*(?:(?:does|do|did|is|are|was|were|will|would|can|could)\s*(?:n't|\s+not)\b"
    r"|(?:cannot|never|won't)\b|(?:is|are)\s+(?:outside|beyond|out\s+of)\b)",
    re.IGNORECASE,
)
"""The rest of a parenthesis and the predicate after it, denied ("(deploying an engine,
scoring mAP) doesn't apply here", "(`kubectl patch`, `osmo config` writes) is outside what
it does")."""


def _denied_after_parenthesis(text: str, at: int) -> bool:
    """Whether ``at`` lies in a parenthesis whose noun the sentence then denies: "its whole
    loop (deploying a detection engine, ...) doesn't apply" names the deeds only to say
    they do not apply."""
    if text.startswith("(", at):
        # the noun the parenthesis explains: "live mutation (`kubectl patch`, ...) is outside
        # what it does"
        at += 1
    opened = text.rfind("(", max(0, at - 400), at)  # a parenthesis is short: look back a bit
    return (
        opened >= 0
        and text.find(")", opened, at + 200) >= at
        and bool(_DENIED_PREDICATE.match(text, at))
    )


_LIST_ITEM = re.compile(r"\s*(?:(?:and|or)\s+)?\S+(?:\s+\S+){0,2}\s*")
"""What follows a list's comma: one short item ("`layout.png`", "and GT")."""


def _mention_clauses(text: str) -> list[tuple[int, int]]:
    """Clauses of ``text`` as spans, the items of a list kept with the clause that lists
    them ("upload the sample settings, `alignment.json`, `layout.png` and GT")."""
    spans: list[tuple[int, int]] = []
    start = 0
    for m in [*CLAUSE_BREAK.finditer(text), None]:
        end = m.start() if m else len(text)
        joined = spans and text[spans[-1][1]] == "," and _LIST_ITEM.fullmatch(text, start, end)
        if joined:
            spans[-1] = (spans[-1][0], end)
        else:
            spans.append((start, end))
        start = m.end() if m else start
    return spans


_WARNING_BEHAVIOR = re.compile(
    r"\b(?:warn\w*|incompatib\w*|conflict\w*|caution|not\s+compatible|"
    # "call out the risk", not "call out sequence-length and topology constraints"
    r"call\s+out\s+(?:\w+\s+){0,3}?(?:risks?|hazards?|dangers?|pitfalls?|incompatib\w*|"
    r"conflicts?|warnings?)|"
    r"breaks?|asserts?|unsafe|risk(?:s|y|ier)?(?![\w-])"
    # a risk appetite or tolerance is a preference, not a hazard to warn about
    r"(?!\s+(?:appetite|tolerance|profile|budget|preference|level)))\b",
    re.IGNORECASE,
)


_CALLS_OUT = re.compile(
    r"\b(?:pitfalls?|gotchas?|watch\s+out|caveats?|warnings?|warn|caution|beware|careful|"
    r"avoid|risks?|risky|misleading|unsafe|dangerous)\b",
    re.IGNORECASE,
)
"""Words that call a hazard out, in an answer ("Pitfalls:", "Watch out:", "avoid ...")."""


_SAYS_NOT = re.compile(
    r"\b(?:(?:says?|states?|tells?\s+(?:the\s+)?user|advises?|instructs?)\s+(?:to\s+)?"
    r"(?:do\s+not|don'?t|not\s+to|never)"
    r"|(?:recommends?|suggests?|advises?)\s+(?:not|against)|(?:warns?|cautions?)\s+against"
    r"|(?:notes?|reports?|says?|states?|confirms?)\s+(?:that\s+)?(?:there\s+(?:are|is)\s+)?no"
    # "states the HoloHub smoke data is not clinical validation": what it is said not to be
    r"|(?:notes?|says?|states?|confirms?)\s+(?:that\s+)?(?P<subject>(?:[\w'-]+\s+){1,5}?)"
    r"(?:(?:is|are|do|does|can|will|should|must)\s+not|(?:is|are|do|does|ca|wo|should)n[’']t|"
    r"cannot"
    # "says the refactor needs no doc update": what it is said not to need
    r"|(?:needs?|requires?)\s+no)"
    r"(?:\s+(?:an?|the))?)"
    r"\s+(?P<deed>[^.;:()—–]{3,120})",
    re.IGNORECASE,
)
"""A behaviour asking the answer to say not to do something or that something is not so
("says do NOT proceed to full rollout collection", "recommends NOT merging", "notes no BLOCK
findings", "states the smoke data is not clinical validation"): the answer must say it
negated."""


_SAYS_BANNED = re.compile(
    r"\W*(?:the\s+agent\s+)?(?:says?|states?|notes?|confirms?|explains?)\s+(?:that\s+)?"
    r"(?P<deed>[^.;:()]{1,80}?)\s+(?:is|are)\s+(?:strictly\s+|explicitly\s+|always\s+)?"
    r"(?:prohibited|forbidden|banned|disallowed|not\s+allowed|not\s+permitted)\b",
    re.IGNORECASE,
)
"""A behaviour asking the answer to say a thing is ruled out ("Says x264enc is prohibited"):
an answer that only uses or offers it ("fall back to x264enc") says the opposite."""


_NEGATED_AFTER = re.compile(
    # a sentence's lines wrapped ("... to work around it is\nnever the answer") are one line
    # not across a clause of its own ("... what the VLM found so the report isn't empty":
    # the report is what is denied)
    r"(?:(?!\b(?:so|because|since|when|if|unless|although|though)\b)(?:[^.;:!?,—–\n]|\n(?!\s*\n)))"
    r"{0,80}?\b(?:(?:is|are|was|were|does|do|did|will|would|can|could)n'?t|"
    r"(?:is|are|was|were|does|do|did|will|would|can|could)\s+not|won'?t|cannot|never)\b",
    re.IGNORECASE,
)
"""The deed's own predicate negated after it ("a Triton fusion of a small elementwise chain
is one of the things that doesn't pay"): the thing advised against, said not to serve."""
_BUT_DOES = re.compile(
    r"[^.;!?\n]*?,?\s+but\s+(?:the\s+|its\s+|a\s+|an\s+)?(?P<who>[\w'’ -]{1,40}?)\s+"
    r"(?:does|do|did|can|is|are|will)\b(?!\s*(?:not\b|n[’']t))(?=\s*(?:[.;!,)]|$|too\b|so\b))",
    re.IGNORECASE,
)
"""An elided affirmation after a denial ("..., but the REST server does"): the verb denied,
said of another."""
_LEFT_UNSET = re.compile(r"[`'\"]*\s+(?:(?:completely|entirely)\s+)?unset\b", re.IGNORECASE)
"""A setting said left out ("leave `CUDA_DEVICE_MAX_CONNECTIONS` unset")."""
_CLAUSE_BREAK = re.compile(r"[:;]\s|,\s+(?:so|but|and\s+so|then)\b|\s[—–]\s")
_NONE_BEFORE = re.compile(r"\b(?:0|zero|(?:none|neither)\s+of(?:\s+the)?)\s+$", re.IGNORECASE)
_PURPOSE_OPEN = re.compile(r"\W*(?:in\s+order\s+)?to\s+", re.IGNORECASE)
"""A sentence that opens with its purpose, up to the deed it seeks ("To ")."""
_ONCE_DONE = re.compile(
    r"\W*(?:only\s+)?(?:once|after|when|if|until|as\s+soon\s+as)\b"
    r"(?!\s+(?:you(?:'re|'d|\s+are|\s+would)?\s+)?(?:want|like|prefer|wish|ready|needed)\b)"
    r"[^,]{1,200},",
    re.IGNORECASE,
)
"""A sentence that opens with its condition ("Once X holds, ..."); not with the user's wish
("If you want, ...", "When you're ready, ..."), which lets the deed go ahead now."""
_SENTENCE_START = re.compile(r"[.!?:]\s+")
_TABLE_HEAD = re.compile(r"[ \t]*\r?\n[ \t]*\|?[ \t]*:?-{3,}")
"""The rule line right after a table's header row."""


@lru_cache(maxsize=4096)
def _said_not_deed(behavior: str) -> tuple[str, ...]:
    m = _SAYS_NOT.search(behavior) or _SAYS_BANNED.match(behavior)
    if m is None:
        return ()
    # "reports no compiled modules and takes a small fraction of ...": the second predicate
    # says something else; what is said not to be is "compiled modules"
    # ... as does "warn against disabling ECC and recommend replacing the GPU" (a verb
    # that frames a behaviour, in the imperative)
    deed = re.split(r"\s+(?:and|but)\s+(?=[a-z]+s\s)", m["deed"], maxsplit=1)[0]
    deed = _AND_LEAD_VERB.split(deed, maxsplit=1)[0]
    # "says cross-job comparisons are not trustworthy because cross-job noise is larger":
    # the reason is not what is said not to be
    deed = _REASON_AFTER.split(deed, maxsplit=1)[0]
    # "no PR closes the tracking issue until all its work is complete": the deed is the
    # closing; the time it is held to is no part of it
    deed = _UNTIL.split(deed, maxsplit=1)[0]
    return tuple(dict.fromkeys(stem(w) for w in content_words(deed, compounds=False)))


@lru_cache(maxsize=4096)
def _said_not_core(behavior: str) -> frozenset[str]:
    """For "says not to X for Y": the stems of X, the deed, without the circumstance it is
    told against in ("for an empty incident range", "when the queue is empty"); empty where
    the behaviour names no circumstance."""
    m = _SAYS_NOT.search(behavior)
    if m is None:
        return frozenset()
    parts = _CIRCUMSTANCE.split(m["deed"], maxsplit=1)
    if len(parts) == 1:
        return frozenset()
    return frozenset(stem(w) for w in content_words(parts[0], compounds=False))


_CIRCUMSTANCE = re.compile(
    r"\s+(?:for|when|whenever|if|during|while|unless|after|before)\s+(?:an?|the|any|every|each)\s+",
    re.IGNORECASE,
)
"""Where a deed told against gives way to the case it is told against in ("... for an empty
range")."""


_AND_LEAD_VERB = re.compile(
    r"\s+(?:and|but)\s+(?=(?:" + "|".join(sorted(LEAD_VERBS)) + r")\s)", re.IGNORECASE
)


@lru_cache(maxsize=4096)
def _said_not_until(behavior: str) -> bool:
    """Whether a "says no X" behaviour holds X off until something ("... until all its work
    is complete")."""
    m = _SAYS_NOT.search(behavior)
    return m is not None and _UNTIL.search(m["deed"]) is not None


_UNTIL = re.compile(r"\s+until\s+", re.IGNORECASE)
_HELD_UNTIL = re.compile(r"\b(?:until|only\s+(?:when|after|once|if)|not\s+before)\b", re.IGNORECASE)
"""A deed said with the time it waits for ("stays open until ...", "close it only when ...")."""


_REASON_AFTER = re.compile(r",?\s+(?:because|since|as|given\s+that|due\s+to)\s+", re.IGNORECASE)


@lru_cache(maxsize=4096)
def _said_not_subject(behavior: str) -> frozenset[str]:
    """For "says X is not Y": the stems of X, which a unit saying Y of something else
    ("Only ratios inside one job are trustworthy") does not contradict."""
    m = _SAYS_NOT.search(behavior)
    if m is None or not m["subject"]:
        return frozenset()
    return frozenset(stem(w) for w in content_words(m["subject"], compounds=False))


@lru_cache(maxsize=1024)
def _said_not_settings(behavior: str) -> tuple[re.Pattern[str], ...]:
    """The settings a "says not to set X=1" behaviour names, each as a pattern of its key
    set to its value ("CUDA_DEVICE_MAX_CONNECTIONS=1", "= 1")."""
    m = _SAYS_NOT.search(behavior)
    if m is None:
        return ()
    return tuple(
        re.compile(key_pattern(k) + r"\s*[\"'`]?" + re.escape(v) + r"(?![\w.])", re.IGNORECASE)
        for k, v in re.findall(r"`?([A-Za-z_][\w.]{2,60})=([\w.-]{1,40})`?", m["deed"])
    )


_APPEAR = stem("appear")


def _says_otherwise(answer: Answer, behavior: str) -> Evidence | None:
    """For "says do NOT X": the unit that speaks of X only un-negated ("go ahead with the
    full rollout collection"), when no unit says X negated."""
    deed = _said_not_deed(behavior)
    if not deed:
        return None
    need = max(2, -(-len(deed) // 2))
    unnegated = None
    settings = _said_not_settings(behavior)  # CUDA_DEVICE_MAX_CONNECTIONS=1
    subject = _said_not_subject(behavior)
    held = _said_not_until(behavior)
    left_alone = _LEFT_ALONE.search(answer.raw[:20_000]) is not None
    # two words name one thing ("the performance recipe"): "the library recipe" is another
    least = len(subject) if len(subject) == 2 else -(-len(subject) // 2)
    # "says Mode B does not use the VLM" against "Mode B: pull incidents ... If you want,
    # also run each clip through the VLM": a unit that names no subject says it of
    # something else, unless no unit says the deed negated at all
    elsewhere: Unit | None = None
    negated_elsewhere = False
    core = _said_not_core(behavior)
    for unit in answer.units:
        other = len(subject & unit.stems) < least
        if other and (negated_elsewhere or subject & unit.stems or _ONLY.search(unit.text)):
            # says it of something else: another of its kind ("the library recipe" for "the
            # performance recipe"), or "only ratios inside one job ..."
            continue
        if unit.kind == "item" and _TABLE_HEAD.match(answer.raw, unit.end):
            continue  # a table's header row ("| Issue | Closed by |") names, says nothing
        # the deed's verb ("merging"), half its words ("full rollout collection") or the
        # setting it names with its value, whichever verb sets it ("export X=1")
        valued = any(s.search(unit.text) for s in settings)
        if (
            deed[0] not in unit.stems
            and not valued
            and len(set(deed) & unit.stems) < min(need, len(deed))
        ):
            continue
        if deed[0] not in unit.stems and left_alone:
            # "Leave it alone. NEL submits a pending restart job ...": the thing kept as it
            # is, its words the reason
            continue
        # the verb ("do not merge") or the deed's words ("no blocking issues", "0 BLOCK",
        # "0 modules compiled"): any of them said negated is the deed said negated
        keys = set(deed)
        said = [m for m in _TOKEN.finditer(unit.text) if stem(m[0]) in keys]
        if deed[0] == _APPEAR and deed[0] in unit.stems:
            said += SHOW_UP.finditer(unit.text)  # "failed runs never show up there"
        if said and held and _HELD_UNTIL.search(unit.text):
            # "no PR closes the tracking issue until all its work is complete" said as
            # "the tracking issue stays open until all its work is done": the rule, held
            return None
        negated_here = False
        for m in said:
            # "not to fall back to Mode A for an empty range" against "switch to Mode A ...
            # so the report isn't empty": the circumstance's words negated do not negate it
            if core and stem(m[0]) not in core:
                continue
            # a negation in an earlier clause ("It doesn't matter either way: ... so you can
            # export X=1") is not said of the deed
            clause = _CLAUSE_BREAK.split(unit.text[max(0, m.start() - 2000) : m.start()])[-1]
            if (
                is_negated(unit.text, m.start())
                or is_rejected(unit.text, m.start())
                or _NEGATION_CUE.search(clause)
                or _LEFT_UNSET.match(unit.text, m.end())
                or _NONE_BEFORE.search(unit.text[max(0, m.start() - 20) : m.start()])
                or _NEGATED_AFTER.match(unit.text, m.end())
                or _SKIP_OPENS.search(unit.text, max(0, m.start() - 40), m.start())
            ):
                but = _BUT_DOES.search(unit.text, m.end(), m.end() + 300)
                if but and subject & set(stem(w) for w in content_words(but["who"])):
                    # "The CLI doesn't support QP, but the REST server does": said of the
                    # subject affirmed
                    return unit_evidence("opposite", unit, "says it of one of them after all")
                if not other:
                    return None
                negated_here = negated_elsewhere = True
                break
        if negated_here:
            continue  # said negated, of something else
        opening = _SENTENCE_START.split(unit.text[: said[0].start()])[-1] if said else ""
        if not core and said and _ONCE_DONE.match(unit.text, said[0].start() - len(opening)):
            # "Once the smoke test shows non-zero rewards, run the full collection": the
            # deed put off until a condition holds, not done now; "If the first PR merges
            # with `Closes #900`, GitHub closes the tracking issue": what would follow; a deed
            # told against in a case of its own ("not to fall back ... for an empty range") is
            # done in the case an answer's condition names ("When analytics returns nothing,
            # switch to Mode A")
            continue
        if said and _PURPOSE_OPEN.fullmatch(opening):
            # "To change the filesystem policy you have to recreate the sandbox": the deed
            # is the end sought, said of no way it can be done
            continue
        if settings and not valued:
            continue  # "or set it to something greater than 1": another value, not X=1
        if not said and not valued:
            continue  # its words only inside others ("wall-clock"): where, it cannot tell
        if other:
            elsewhere = elsewhere or unit
        else:
            unnegated = unnegated or unit
    if unnegated is None and not negated_elsewhere:
        unnegated = elsewhere
    if unnegated is None:
        return None
    return unit_evidence("opposite", unnegated, "says it without the negation")


_ONLY = re.compile(r"\bonly\b", re.IGNORECASE)
"""A unit of "only" another thing ("Only ratios inside one job are trustworthy")."""


_EVERY_ONE = re.compile(
    r"\b(?:ALL|EVERY|EACH|[Aa]ll\s+(?:of\s+)?(?:the\s+)?|[Ee]very\s+|[Ee]ach\s+)"
    r"(?P<what>(?:\s*[\w-]+){1,4})",
)
"""A behaviour that asks for all or every one of a kind ("reading ALL existing forward
methods"): the kind, in up to four words."""
_REST_LET_GO = re.compile(
    r"\b(?:the\s+)?(?:others?|rest|remaining\s+ones|other\s+ones)\b[^.;:!?\n]{0,40}?"
    r"\b(?:(?:are|is)\s+optional|(?:can|may)\s+(?:usually\s+|safely\s+|just\s+)?(?:be\s+)?"
    r"(?:skip\w*|ignor\w*|wait)|(?:aren'?t|are\s+not|isn'?t|is\s+not)\s+(?:needed|necessary|"
    r"required))"
    r"|\b(?:skip|ignore)\s+(?:the\s+)?(?:others|rest|remaining\s+ones|other\s+ones)\b",
    re.IGNORECASE,
)
"""What lets the rest of a kind go ("the others are optional", "you can skip the rest")."""


def _rest_let_go(answer: Answer, behavior: str) -> Evidence | None:
    """For a behaviour that asks for all or every one of a kind ("reading ALL existing
    forward methods"): the unit that names the kind and lets the rest of it go ("the
    others are optional and you can usually skip them"), or None."""
    m = _EVERY_ONE.search(behavior[:2000])
    if m is None:
        return None
    kind = {stem(w) for w in content_words(m["what"], compounds=False)} - GENERIC_STEMS
    if not kind:
        return None
    least = min(2, len(kind))
    for unit in answer.units[:2000]:
        if unit.kind == "code" or len(kind & unit.stems) < least:
            continue
        if _REST_LET_GO.search(unit.text[:20_000]):
            return unit_evidence("limited", unit, "lets the rest of them go")
    return None


_LEFT_ALONE = re.compile(
    r"\b(?:leave|let)\s+(?:it|them|that|those|this|these)\s+(?:alone|be|in\s+place|as\s+(?:it|they)"
    r"\s+(?:is|are))\b|\b(?:don'?t|do\s+not)\s+touch\s+(?:it|them|that|those)\b"
    # "No — leave it.": the thing kept, the clause ending there (not "leave it to you")
    r"|\bleave\s+(?:it|them|that|those|this|these)\s*(?=[.!;—–]|$)",
    re.IGNORECASE,
)
"""What tells the user to keep the thing as it is ("Leave it alone", "don't touch it")."""


_RULED_OUT_PLACE = re.compile(
    r"(?:,\s*(?:and\s+)?not|\brather\s+than|\binstead\s+of)\s+"
    r"(?P<prep>on|in|at|from|into|inside|via|through|over)\s+"
    r"(?P<object>(?:(?:the|a|an|your|its|their)\s+)?[\w-]+(?:\s+[\w-]+){0,2}?)\s*(?=[.,;:)]|$)",
    re.IGNORECASE,
)
"""A place a behaviour rules out ("inside the container, not on the login node")."""


@lru_cache(maxsize=2048)
def _ruled_out_place(behavior: str) -> re.Pattern[str] | None:
    """The pattern of the place ``behavior`` rules out, as an answer would say it ("on the
    login node", "on a login node"), or None."""
    m = _RULED_OUT_PLACE.search(behavior[:2000])
    if m is None:
        return None
    words = [
        w
        for w in m["object"].split()
        if w.lower() not in ("the", "a", "an", "your", "its", "their")
    ]
    if not words or not any(len(w) > 3 for w in words):
        return None
    body = r"\s+".join(re.escape(w) for w in words)
    return re.compile(
        rf"\b{m['prep']}\s+(?:(?:the|a|an|your|its|their|this|that)\s+)?{body}\b", re.IGNORECASE
    )


_PARENTHESISED_NOES = re.compile(
    r"\(\s*(?P<items>(?:no|never)\s+[^()]{1,200}?)\s*\)", re.IGNORECASE
)


@lru_cache(maxsize=2048)
def _parenthesised_noes(behavior: str) -> tuple[Need, ...]:
    """The prohibitions a behaviour's parenthesis of "no X, no Y" spells out ("Does not
    modify the system (no usermod, no daemon restart)"), each "No X"; read once per
    behaviour, at most 5 items."""
    m = _PARENTHESISED_NOES.search(behavior[:2000])
    if m is None:
        return ()
    items = _NO_ITEM.split(m["items"])[:5]
    return tuple(parse_need("No " + _NO_LEAD.sub("", item), True) for item in items)


_NO_ITEM = re.compile(r",\s*(?:or\s+|and\s+)?(?=(?:no|never)\s)", re.IGNORECASE)
_NO_LEAD = re.compile(r"^(?:no|never)\s+", re.IGNORECASE)


_QUOTED_FORM = re.compile(r"(?<![\w'])(['\"`])(?P<form>[^'\"`\n]{2,80})\1(?![\w'])")
_PLACEHOLDER = re.compile(
    r"<[^<>\n]{1,30}>|\{[^{}\n]{1,30}\}|\b(?:[A-Z]+_)*(?:N|X|NUM|NUMBER|ID|NAME|VERSION|SHA|"
    r"TAG|VALUE|PATH|BRANCH|USER|HOST|PORT|DATE|OLD|NEW|TITLE|URL|FILE|DIR|KEY)\b"
)
"""A form's slot: ``<version>``, ``{name}``, or a placeholder word in capitals (``NUM``,
``PR_ID``); a value in capitals ('GPU: H100') is no slot."""


@lru_cache(maxsize=2048)
def _quoted_forms(behavior: str) -> tuple[tuple[str, re.Pattern[str]], ...]:
    """The forms a behaviour quotes with a slot in them ("one '- #NUM' bullet per PR"), each
    with its pattern: the literal parts as written, each slot any word; a form that opens
    with a list marker or heading marks is a whole line. At most 5, read once per
    behaviour."""
    forms = []
    for m in islice(_QUOTED_FORM.finditer(behavior[:2000]), 5):
        form = m["form"].strip()
        slots = list(_PLACEHOLDER.finditer(form))
        literal = _PLACEHOLDER.sub("", form)
        if not slots or not re.search(r"[^\w\s]", literal) or len(slots) > 4:
            continue  # a form is its slots in a literal frame ("- #NUM"), not a name ('GPU')
        parts, at = [], 0
        for slot in slots:
            parts.append(r"\s+".join(map(re.escape, form[at : slot.start()].split(" "))))
            parts.append(r"[\w.#/-]+")
            at = slot.end()
        parts.append(r"\s+".join(map(re.escape, form[at:].split(" "))))
        body = "".join(parts)
        line = re.match(r"(?:[-*+]|\d{1,3}[.)]|#{1,6})\s", form) is not None
        forms.append((form, re.compile(rf"^[ \t]*{body}[ \t]*$" if line else body, re.MULTILINE)))
    return tuple(forms)


def _template_shown(answer: Answer, behavior: str) -> Evidence | None:
    """The unit that fills in a form the behaviour quotes ("- #701" for '- #NUM'; the form
    written back as it is fills nothing in), or None."""
    for form, pattern in _quoted_forms(behavior):
        for unit in answer.units[:2000]:
            for m in islice(pattern.finditer(unit.text), 20):
                if m[0].strip() != form:
                    return unit_evidence("form", unit, f"fills in {m[0].strip()}")
    return None


_ANSWERS_NO = re.compile(
    r"^\W*(?:the\s+(?:agent|answer|model)\s+)?(?:answers|replies|responds|says)\s+(?:that\s+)?no\b",
    re.IGNORECASE,
)
"""A behaviour that is a "no" to a yes-or-no question ("Answers that no playbook should be
added")."""
_OPENS_NO = re.compile(
    r"\W{0,4}(?:(?:no|nope)\b(?!\s+(?:problem|worries)\b)"
    r"|not\s+(?:necessarily|really|quite|exactly|at\s+all|by\s+itself|on\s+its\s+own)\b)",
    re.IGNORECASE,
)
_OPENS_YES = re.compile(r"\W{0,4}(?:yes|yeah|yep|sure|absolutely|definitely)\b", re.IGNORECASE)


def _openings(answer: Answer) -> Iterator[tuple[Unit, str]]:
    """The answer's first units past its headings (of its first 20), each with its text as
    its substance has it: a greeting or sign-off reads as blank."""
    substance = answer.substance or answer.raw
    for unit in answer.units[:20]:
        if unit.kind != "heading":
            yield unit, substance[unit.start : unit.end].strip()


def says_no(answer: Answer, behavior: str, no: bool = False) -> Evidence | None:
    """For "Answers that no X" (or a behaviour that is the "no" to the prompt's question,
    ``no``): the answer's first word, where it is a "No" (found) or a "Yes" (not found);
    None where it opens otherwise ("I wouldn't add one" is for the behaviour's words to
    show)."""
    if not no and _ANSWERS_NO.match(behavior[:2000]) is None:
        return None
    # its first sentences, past headings and a greeting ("Great question! Here's what I
    # found. No: ...")
    for unit, said in islice(_openings(answer), 3):
        if _OPENS_NO.match(said):
            return Evidence("answer", True, unit.start, unit.end, said[:200], note="says no")
        if _OPENS_YES.match(said):
            return Evidence("answer", False, unit.start, unit.end, said[:200], note="says yes")
    return None


_RUNS_NAMED = re.compile(
    r"^\W*(?:the\s+agent\s+)?(?:re-?runs?|runs?|executes?|repeats?|relaunch\w*|restarts?)\s+"
    r"(?:the\s+)?`?(?P<name>[A-Za-z][\w.-]*[_\d][\w.-]*)`?",
    re.IGNORECASE,
)
"""A behaviour that runs a named step ("Re-runs task_1 before task_2")."""


@lru_cache(maxsize=2048)
def _skip_pattern(behavior: str) -> re.Pattern[str] | None:
    """For "Re-runs task_1 ...": the pattern of setting that step to be skipped, or None;
    read once per behaviour."""
    m = _RUNS_NAMED.match(behavior[:2000])
    if m is None:
        return None
    name = re.escape(m["name"])
    return re.compile(
        rf"(?<![\w-]){name}\.skip\s*[=:]\s*(?:true|yes|1)\b|--skip[-_]{name}(?![\w-])"
        rf"|\bskip(?:s|ping)?\s+(?:the\s+)?`?{name}(?![\w-])",
        re.IGNORECASE,
    )


def _skips_run(answer: Answer, behavior: str) -> Evidence | None:
    """For "Re-runs task_1 ...": the unit that sets the step to be skipped
    (``pipeline.task_1.skip=true``, ``--skip-task_1``) or says to skip it, not negated."""
    skipped = _skip_pattern(behavior)
    return None if skipped is None else _said_unavoided(answer.units[:2000], skipped, "skipped")


_EXCLUDES_KIND = re.compile(
    r"^\W*(?:the\s+agent\s+)?(?:exclud\w*|omit\w*|leaves\s+out|skips?|filters?\s+out|drops?)"
    r"\s+[\w-]+(?:\s+[\w-]+){0,3}?\s+(?:that|which|whose|where|with|carrying|having)\s+"
    r"(?P<property>[^.;]{1,200})",
    re.IGNORECASE,
)
"""A behaviour that leaves out a kind picked by what it has ("Excludes PRs that already
carry the cherry-pick-done label"): a filter an answer states."""
_EXCLUSION_CUE = re.compile(
    r"\b(?:not|no|without|except|excluding|exclude[sd]?|skip\w*|minus|lack\w*|filter\w*\s+out|"
    r"leav\w+\s+out|isn'?t|aren'?t|don'?t|doesn'?t|never|unless)\b[^.;:\n]{0,60}$",
    re.IGNORECASE,
)
"""A negation or exclusion close before a name, in its clause ("not yet `done`",
"excluding anything labelled done")."""


@lru_cache(maxsize=2048)
def _excluded_names(behavior: str) -> tuple[str, ...]:
    """The names of the property an "excludes X that have P" behaviour leaves out by
    (``cherry-pick-done``), or none where it names none; read once per behaviour."""
    m = _EXCLUDES_KIND.match(behavior[:2000])
    if m is None:
        return ()
    return tuple(
        dict.fromkeys(
            t.strip("`")
            for t in re.findall(r"`[^`\n]{2,80}`|[A-Za-z][\w.]*[-_][\w.-]*\w", m["property"])
        )
    )


def _exclusion(answer: Answer, behavior: str) -> Evidence | None:
    """For "Excludes X that have P": the unit that names P with a negation or an exclusion
    before it ("not yet `cherry-pick-done`", ``-label:cherry-pick-done``), found; else, where
    the answer names P only otherwise ("label each one cherry-pick-done"), not found; None
    where the behaviour is no such filter or the answer never names P."""
    names = _excluded_names(behavior)
    if not names:
        return None
    named = None
    for unit in answer.units[:2000]:
        for name in names:
            for at in islice(_find_all(unit.text, name), 20):
                before = unit.text[max(0, at - 80) : at]
                if before.endswith(("-label:", '-label:"', "-")) or _EXCLUSION_CUE.search(before):
                    return unit_evidence("exclusion", unit, f"leaves out {name}")
                named = named or unit
    if named is None:
        return None
    note = f"names {', '.join(names)} but leaves nothing out by it"
    return Evidence("exclusion", False, note=note)


def _find_all(text: str, name: str) -> Iterator[int]:
    """Where ``name`` starts in ``text`` as a whole name (not inside a longer one)."""
    for m in re.finditer(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text):
        yield m.start()


_PLACE_KINDS = (
    ("to", "into", "onto", "against", "targeting", "towards", "toward"),
    ("on", "in", "at", "inside", "within"),
    ("from", "off"),
)
"""Prepositions that place a deed the same way: where it goes ("a PR into main", "against
main"), where it happens, where it starts."""
_RULED_OUT_BARE = re.compile(
    r"^\W*(?:the\s+agent\s+)?(?P<verb>[A-Za-z]{3,})\s[^,;]{0,120}?\b(?P<prep>"
    + "|".join(p for kind in _PLACE_KINDS for p in kind)
    + r")\s+[^,;]{1,80},\s*(?:and\s+)?not\s+(?P<object>`?[\w./-]+`?)\s*(?=[.,;:)]|$)",
    re.IGNORECASE,
)
"""A place a behaviour rules out with its preposition left to the first one ("Opens the PR
against release/0.44.0, not main"): the behaviour's verb, its preposition, the place."""


@lru_cache(maxsize=2048)
def _ruled_out_bare(behavior: str) -> tuple[str, re.Pattern[str]] | None:
    """For "Opens the PR against release/0.44.0, not main": the verb's stem and the pattern of
    the place ruled out as an answer would place it ("into `main`", "against main"), or
    None."""
    m = _RULED_OUT_BARE.match(behavior[:2000])
    if m is None or len(m["object"].strip("`")) < 3:
        return None
    preps = next(kind for kind in _PLACE_KINDS if m["prep"].lower() in kind)
    body = re.escape(m["object"].strip("`"))
    pattern = re.compile(
        rf"\b(?:{'|'.join(preps)})\s+(?:the\s+)?`?{body}`?(?![\w/-])", re.IGNORECASE
    )
    return stem(m["verb"].lower()), pattern


def _does_ruled_out(answer: Answer, behavior: str) -> Evidence | None:
    """For "does X inside the container, not on the login node": the unit that says to do it
    in the place ruled out, not negated ("Run the converter on the login node"); for "Opens
    the PR against release/X, not main", a unit that says the deed itself into that place
    ("open a PR into `main`"; "merged into main" places another deed)."""
    place = _ruled_out_place(behavior)
    if place is not None:
        return _said_unavoided(answer.units, place, "ruled out")
    bare = _ruled_out_bare(behavior)
    if bare is None:
        return None
    verb, pattern = bare
    deed = [u for u in answer.units[:2000] if verb in u.stems and pattern.search(u.text)]
    return _said_unavoided(deed, pattern, "ruled out", verb)


_INSTEAD_OF_NAME = re.compile(
    r"\b(?:instead\s+of|rather\s+than)\s+(?:the\s+)?`?(?P<name>[A-Za-z][\w.-]*[-_.][\w.-]*\w)`?"
    r"|(?:\b(?:instead\s+of|rather\s+than)|,\s+not|\bNOT)\s+`?(?P<option>--?[a-z][\w-]{0,40})`?"
)
"""A name a behaviour turns away from ("instead of all-major-cccl"): a name of parts, not
a word; or an option ("reset --mixed main, not --hard")."""


def _used_instead(answer: Answer, behavior: str) -> Evidence | None:
    """The name a behaviour turns away from ("... instead of all-major-cccl"), used by the
    answer: in a code block, or as a flag's value (`-arch all-major-cccl`); naming it to
    compare ("faster than `all-major-cccl`") is no use of it."""
    m = _INSTEAD_OF_NAME.search(behavior[:2000])
    if m is None:
        return None
    if m["option"]:
        # the option itself, given anywhere and not ruled out ("— or `--hard` if you'd
        # rather start clean, either is fine")
        flag = re.compile(rf"(?<![\w-]){re.escape(m['option'])}(?![\w-])")
        for unit in answer.units[:2000]:
            given = flag.search(unit.text) if m["option"] in unit.text else None
            if given and not (unit.kind != "code" and _ruled_out(unit, given.start())):
                return unit_evidence("ruled out", unit, f"uses {m['option']}")
        return None
    name = re.escape(m["name"])
    as_value = re.compile(rf"(?<![\w-])-{{1,2}}[\w-]+(?:=|[ \t]+)['\"]?{name}(?![\w-])")
    for unit in answer.units[:2000]:
        if m["name"] not in unit.text:
            continue
        used = as_value.search(unit.text) or (
            unit.kind == "code" and re.search(rf"(?<![\w-]){name}(?![\w-])", unit.text)
        )
        if used and not (unit.kind != "code" and _ruled_out(unit, used.start())):
            return unit_evidence("ruled out", unit, f"uses {m['name']}")
    return None


def _said_unavoided(
    units: list[Unit], pattern: re.Pattern[str], label: str, verb: str = ""
) -> Evidence | None:
    """The first of ``units`` that says ``pattern`` neither negated nor avoided in its sentence
    ("not on the login node", "instead of the same directory" keep it), with a word of the
    stem ``verb`` before it in its clause where one is given; 20 mentions a unit."""
    for unit in units:
        for m in islice(pattern.finditer(unit.text), 20):
            clause = _CLAUSE_BREAK.split(unit.text[max(0, m.start() - 300) : m.start()])[-1]
            sentence = _SENTENCE_START.split(clause)[-1]
            if verb and verb not in {stem(w.lower()) for w in _VERB_WORD.findall(sentence)}:
                continue  # "merged into main, then open the PR": another deed's place
            if not (
                is_negated(unit.text, m.start())
                or _NEGATION_CUE.search(sentence)
                or _AVOIDED_BEFORE.search(sentence)
            ):
                return unit_evidence(label, unit, f"says {m.group(0)}")
    return None


_OPPOSITE_KINDS = {
    "separate": ("same", "shared"),
    "distinct": ("same", "shared"),
    "different": ("same",),
    "fresh": ("same", "existing", "old"),
    "new": ("same", "existing", "old"),
    "dedicated": ("shared",),
    "oldest": ("newest", "latest"),
    "newest": ("oldest", "earliest"),
    "latest": ("oldest", "earliest"),
    "earliest": ("newest", "latest"),
    "ascending": ("descending",),
    "descending": ("ascending",),
    "odd": ("even",),
    "even": ("odd",),
    "synchronous": ("asynchronous",),
    "asynchronous": ("synchronous",),
    "higher": ("lower",),
    "lower": ("higher",),
    "minimum": ("maximum",),
    "maximum": ("minimum",),
}
"""A qualifier a behaviour asks of a thing ("a separate output directory") and the ones that
say the opposite of it ("the same output directory")."""
_QUALIFIED = re.compile(
    r"\b(?P<kind>" + "|".join(_OPPOSITE_KINDS) + r")\s+(?P<noun>[a-z][\w-]*"
    r"(?:\s+(?!(?:per|for|in|on|at|of|to|from|with|and|or|the|a|an|each|so|that)\b)[a-z][\w-]*)?)",
    re.IGNORECASE,
)


@lru_cache(maxsize=2048)
def _opposite_pattern(behavior: str) -> tuple[re.Pattern[str], re.Pattern[str]] | None:
    """For "Uses a separate output directory": the pattern of the thing qualified the
    opposite way ("the same output directory"; "the same directory" may be another one), and
    that of the thing as asked ("separate output directory"), or None; read once per
    behaviour."""
    m = _QUALIFIED.search(behavior[:2000])
    if m is None:
        return None
    opposites = _OPPOSITE_KINDS[m["kind"].lower()]
    if re.search(rf"\b(?:{'|'.join(opposites)})\b", behavior[:2000], re.IGNORECASE):
        # "introduce seam -> new path -> ... -> remove old": the behaviour has both in it
        return None
    noun = r"\s+".join(re.escape(w) for w in m["noun"].split())
    others = "|".join(opposites)
    asked = r"\s+".join(re.escape(w) for w in (m["kind"], *m["noun"].split()))
    return (
        re.compile(rf"\b(?:{others})\s+{noun}\b", re.IGNORECASE),
        re.compile(rf"\b{asked}\b", re.IGNORECASE),
    )


def _opposite_kind(answer: Answer, behavior: str) -> Evidence | None:
    """The unit that says to use the thing qualified the opposite way ("keep the same output
    directory" for "uses a separate output directory"), not negated."""
    patterns = _opposite_pattern(behavior)
    if patterns is None:
        return None
    opposite, asked = patterns
    if asked.search(re.sub(r"[*_`]", "", answer.work[:200_000])):
        # "l = 1 with **odd** parity ... `e` would be even parity": the kind asked for, said,
        # and its opposite set beside it
        return None
    return _said_unavoided(answer.units, opposite, "opposite kind")


_AVOIDED_BEFORE = re.compile(
    r"\b(?:avoid\w*|instead\s+of|rather\s+than|except|unlike|outside)\b", re.IGNORECASE
)


_UNDONE = re.compile(
    r"(?:\bI(?:'ve|\s+have)?\s+(?:skipped|did\s*n[o']t\s+(?P<verb>[a-z]+)|have\s*n[o']t\s+"
    r"(?P<verb2>[a-z]+)|never\s+(?P<verb3>[a-z]+))|(?:\band|^[ \t]*(?:[-*]\s+)?)\s*skipped"
    # "I'll skip the runtime gate since Kit is installed": left undone, said ahead
    r"|\b(?:I|we)(?:'ll|\s+will|'m\s+going\s+to|\s+am\s+going\s+to)\s+(?:just\s+)?skip"
    # "I won't return a structured result": said ahead, left undone
    r"|\b(?:I|we)\s+(?:won't|will\s+not|don't|do\s+not)\s+(?P<verb4>[a-z]{3,})"
    r"|\b(?:I'm|I\s+am|we're|we\s+are)\s+skipping)"
    r"\s+(?P<object>[^.;:!?\n]{1,120})"
    r"|\b(?:a|an|the)\s+(?P<waved>[A-Za-z][\w -]{2,60}?)\s+(?:was|is)(?:n[’']t|\s+not)\s+"
    r"(?:worth\s+(?:it|\w+ing)|needed|necessary|required)\b"
    r"|(?:\bwithout\s+(?:a|an|any|the)|(?:^|[.!?]\s+)[*_]{0,2}no)\s+(?P<none>[A-Za-z][\w -]{2,60})",
    re.IGNORECASE | re.MULTILINE,
)
"""The answer's own word that it left something undone ("I skipped the GPU passthrough
check", "I didn't run the examples", "ran it directly and skipped the smoke test", "a smoke
test wasn't worth it")."""
_UNDONE_CUES = (
    *("skipped", "i didn", "i did not", "i have", "i never", "i've", "skip", "won't"),
    *("will not", "don't", "do not"),
    *("worth", "needed", "necessary", "required", "without", "no "),
)
"""Words one of those forms holds: an answer with none says nothing undone."""
_BECAUSE = re.compile(r"\s*(?:,|\(|\s[\u2014\u2013-]\s|\b(?:since|because|as|so|but|and)\b)")


_SUBORDINATE = re.compile(
    r"\s(?:before|after|until|unless|if|when|while|to|by|so|since|because)\s|[,;(]", re.IGNORECASE
)
_FRAMING = re.compile(r"^\W*(?:the\s+(?:agent|answer|model|response)\s+)?", re.IGNORECASE)


@lru_cache(maxsize=4096)
def _main_deeds(behavior: str) -> tuple[frozenset[str], frozenset[str]] | None:
    """The verbs and words of a behaviour's main clause ("The agent pulled the container
    and ran the examples before ..."): verbs {pull, run}; None where it offers
    alternatives ("runs or prepares"), which one left undone does not break; alternatives
    after it ("... before profiling, validation, or mutation") are no deed of its own."""
    main = _SUBORDINATE.split(_FRAMING.sub("", behavior, count=1), maxsplit=1)[0]
    if re.search(r"\bor\b|\beither\b", main, re.IGNORECASE):
        return None
    verbs = {stem(m[1]) for m in re.finditer(r"(?:^|\band\s+)([A-Za-z]+)", main)}
    words = {stem(w) for w in content_words(main, compounds=False)}
    return (frozenset(verbs), frozenset(words | verbs)) if verbs else None


_CHECKED = re.compile(
    r"\b(?:check(?:s|ed|ing)?|verif(?:y|ies|ied|ying)|confirm(?:s|ed|ing)?|validat\w*|"
    r"health(?:y|z)?|ready|passe[sd])\b|/health|--version\b|\bnvidia-smi\b|\u2705",
    re.IGNORECASE,
)
"""What shows a check made: the words of checking, a health or readiness probe, a version
or GPU query, a check mark."""


def _checked_elsewhere(answer: Answer, waved: re.Match[str]) -> bool:
    """Whether the answer shows a check outside the words that wave checking away ("Health:
    `curl .../health` -> OK. No need to check anything else."): then it checked, and says
    no more is needed."""
    text = answer.raw[:200_000]
    return any(not (waved.start() <= m.start() < waved.end()) for m in _CHECKED.finditer(text))


def _held(answer: Answer) -> re.Match[str] | None:
    """Where the answer refuses, declines or pauses for the user's say (in its substance's
    first 200,000 characters), if it does."""
    said = (answer.substance or answer.raw)[:200_000]
    return REFUSAL.search(said) or _DECLINES.search(said) or _paused(answer, said)


def _opens_refusing(answer: Answer, hit: Evidence) -> bool:
    """Whether the answer's first sentence refuses ("I can't help with that.", "I won't do
    this one: increasing a virus's infectivity is ...") and what breaks the rule is prose:
    the refused deed's words, said after it, give the reason, and no code does it."""
    opening = next((u for u in answer.units if u.kind != "heading"), None)
    if opening is None or any(u.kind == "code" for u in answer.units):
        return False
    first = _SENTENCE_START.split(opening.text[:2000], maxsplit=1)[0]
    said = REFUSAL.search(first) or _DECLINES.search(first) or _OPENING_NO.match(first)
    return said is not None and (hit.start or 0) >= opening.start


_OPENING_NO = re.compile(
    r"[\W_]*no\b(?!\s+(?:problem|worries|need|issue|doubt)\b)\s*(?:[,.;:!—–]|\s-\s)",
    re.IGNORECASE,
)
"""An answer to "Can you use this for X?" that opens "No —" or "No, ...": it turns the
request down (not "No problem, ...")."""


def _paused(answer: Answer, said: str) -> re.Match[str] | None:
    """The question or request of an answer that holds for the user's say (in ``said``, its
    substance): one put before any command it gives or run it tells of; a question after
    the deed ("Uploading it now: ... Want me to send the metrics too?") pauses nothing."""
    for unit in answer.units:
        if unit.kind == "code" or _ran_itself(unit):
            return None  # the deed comes first
        asked = _ASKED.search(unit.text)
        if asked is not None and unit.text in said:
            return asked
    return None


_PRESERVES = re.compile(
    r"^\W*(?:the\s+agent\s+)?(?:preserv|retain|keep|kept)\w*(?:\s+and\s+[a-z]+)?\s+"
    r"(?P<object>[^.;:()]{3,120})",
    re.IGNORECASE,
)
_REMOVAL = re.compile(
    r"\b(?:I\s+(?:also\s+)?)?(?:removed|deleted|dropped|stripped|eliminated|got\s+rid\s+of|"
    r"took\s+out|ripped\s+out)\b",
    re.IGNORECASE,
)
_KEPT = re.compile(
    r"\b(?:kept|keep|preserved?|retained?|left\s+(?:it\s+)?(?:in\s+place|alone))\b", re.I
)
_PLAIN_QUALIFIERS = frozenset(
    stem(w)
    for w in (
        *("deliberate", "documented", "existing", "current", "original", "required"),
        *("intended", "explicit", "every", "each", "all", "any", "its", "their", "the"),
    )
)


@lru_cache(maxsize=4096)
def _kept_object(behavior: str) -> frozenset[str]:
    """The stems of what a "Preserves X" behaviour keeps, its qualifiers aside (empty for
    another behaviour, or one that keeps fewer than two specific words)."""
    m = _PRESERVES.match(behavior)
    if m is None:
        return frozenset()
    words = {stem(w) for w in content_words(m["object"], compounds=False)}
    specific = frozenset(words - _PLAIN_QUALIFIERS - GENERIC_STEMS)
    return specific if len(specific) >= 2 else frozenset()


def _removes_kept(answer: Answer, behavior: str) -> Evidence | None:
    """Where the answer says it removed what a "Preserves X" behaviour keeps: a unit with a
    removal verb (not negated) and every specific word of X, that does not also say it kept
    something."""
    kept = _kept_object(behavior)
    if not kept:
        return None
    for unit in answer.units[:2000]:
        if unit.kind == "code" or not kept <= unit.stems or _KEPT.search(unit.text):
            continue
        m = _REMOVAL.search(unit.text)
        if m is not None and not is_negated(unit.text, m.start()):
            return unit_evidence("removed", unit, "says it removed it")
    return None


_ABSENT_CASE = re.compile(
    r"\b(?:when|if|where|unless)\s+(?:none|nothing|no\s+[\w-]+|(?:the\s+|it\s+|they\s+)?[\w-]+)\s+"
    r"(?:is|are|was|were|has\s+been)\s+(?:not\s+|yet\s+)?(?:registered|set|given|provided|"
    r"configured|specified|missing|absent)\b",
    re.IGNORECASE,
)
"""A deed owed in the case a thing is missing ("... when none is registered")."""
_PRESENT_SAID = re.compile(
    r"\b(?:is|are)\s+(?:already\s+)?(?:set|registered|configured|exported)\b|"
    r"\balready\s+(?:set|registered|configured|exported)\b",
    re.IGNORECASE,
)
"""An answer finding a thing in place ("ZAO_SAGEMAKER_ENDPOINT is set")."""
_ONLY_IF = re.compile(r"\bonly\s+(?:if|when)\b", re.IGNORECASE)
"""A deed limited to a condition ("names the key only if it is verified in the files")."""


_REST_KEPT = re.compile(
    r"\b(?:the\s+rest|everything\s+else|all\s+(?:the\s+)?other\s+\w+|nothing\s+else|"
    r"no\s+other\s+(?:key|field|line|setting|value|entry|part)s?)\b[^.;\n]{0,60}?"
    r"\b(?:stays?|remains?|untouched|unchanged|intact|as\s+(?:it|they)\s+(?:is|are|was|were)|"
    r"(?:is|are|was|were)\s+(?:left|kept|preserved)|(?:changes?|changed|touched|modified))\b",
    re.IGNORECASE,
)
"""An answer that says all but its change was kept ("the rest of the entry stays as it is",
"nothing else changed", "no other keys were touched")."""


def _rest_kept(answer: Answer, behavior: str) -> Evidence | None:
    """For "Preserves A, B, C and D" (three things or more): where the answer says it kept all
    but its own change, and says it removed none of them; None otherwise."""
    m = _PRESERVES.match(behavior)
    if m is None or m["object"].count(",") < 2:
        return None
    said = _REST_KEPT.search(answer.raw[:200_000])
    if said is None:
        return None
    kept = {stem(w) for w in content_words(m["object"], compounds=False)} - GENERIC_STEMS
    for unit in answer.units[:2000]:
        if unit.kind == "code" and re.search(r"^-(?!--)", unit.text, re.MULTILINE):
            lines = [ln for ln in unit.text.splitlines() if ln.startswith("-")]
            removed = " ".join(ln for ln in lines if not ln.startswith("---"))
            if kept & {stem(w) for w in re.findall(r"[a-z]+", removed.lower())}:
                return None  # a diff that drops one of them
        removal = _REMOVAL.search(unit.text) if unit.kind != "code" else None
        if removal is not None and kept & unit.stems and not is_negated(unit.text, removal.start()):
            return None
    return Evidence("kept", True, said.start(), said.end(), said[0], "says the rest is kept")


def _says_undone(answer: Answer, behavior: str) -> Evidence | None:
    """Where the answer says it did not do the behaviour's deed ("verified GPU passthrough
    before pulling" against "I skipped the GPU passthrough check", "ran the examples"
    against "I didn't run the examples"): the verb is the deed's, and every word of what it
    left undone is of the behaviour's main clause, one of them specific."""
    undone = _undone_in(answer.raw[:200_000])
    deeds = _main_deeds(behavior) if undone else None
    if deeds is None:
        return None
    verbs, wanted = deeds
    prior = _prior_deed(behavior)
    for verb, words, start, end in undone:
        # "runs full calibration after the smoke test passes" against "skipped the smoke
        # test": what must come first, left undone
        first = verb in (None, "") and words <= prior
        if not first and (verb == "" or (verb is not None and verb not in verbs)):
            continue  # "I didn't generate X" against "requires X before generating"
        if (words <= wanted or first) and words - GENERIC_STEMS:
            text = answer.raw[start:end]
            return Evidence("undone", True, start, end, text, "not done")
    return None


_AFTER_DEED = re.compile(
    r"\b(?:after|once)\s+(?P<deed>[^,;.()]{3,80}?)(?=\s+(?:without|with|and|but|then|so)\b|"
    r"[,;.()]|$)",
    re.IGNORECASE,
)
_OUTCOME_STEMS = frozenset(
    stem(w) for w in ("passes", "succeeds", "completes", "finishes", "works", "done", "runs")
)


@lru_cache(maxsize=4096)
def _prior_deed(behavior: str) -> frozenset[str]:
    """The words of what a behaviour puts first ("... after the smoke test passes": smoke,
    test), its outcome's verb left out; empty where it puts nothing first."""
    m = _AFTER_DEED.search(behavior)
    if m is None:
        return frozenset()
    return frozenset(stem(w) for w in content_words(m["deed"], compounds=False)) - _OUTCOME_STEMS


@lru_cache(maxsize=64)
def _undone_in(text: str) -> tuple[tuple[str | None, frozenset[str], int, int], ...]:
    """What an answer says it left undone: (the verb's stem, None for "skipped" or "" for
    "without", the object's stems, where), read once per answer."""
    lower = text.lower()
    if not any(w in lower for w in _UNDONE_CUES):
        return ()
    found = []
    m = _UNDONE.search(text)
    for _ in range(50):  # a clause may hold the next one ("I skipped X, and I didn't Y")
        if m is None:
            break
        at, m = m, _UNDONE.search(text, m.start() + 1)
        verb = at["verb"] or at["verb2"] or at["verb3"] or at["verb4"]
        key = next(k for k in ("object", "waved", "none") if at[k] is not None)
        obj = _BECAUSE.split(at[key], maxsplit=1)[0]
        words = frozenset(stem(w) for w in content_words(obj, compounds=False))
        if words:
            # "without a smoke test", "No smoke test:": not done, said of no deed of its own
            # ("" for the verb), so it breaks only what is to come first
            said = "" if key == "none" else stem(verb) if verb else None
            found.append((said, words, at.start(), at.start(key) + len(obj)))
    return tuple(found)


def _first_unit(
    answer: Answer,
    stems: tuple[str, ...],
    among: range | None = None,
    done: bool = False,
    deed: bool = False,
) -> int | None:
    """The first of the units naming most of ``stems`` (at least half), not under a
    negation: where the answer presents that thing (``among``: those units only; ``done``:
    where it does it, a step of a list or a line of code, not prose that tells of it nor a
    line that only introduces it, ending in a colon; ``deed``: the one stem is a deed, not
    done where the word is only a noun)."""
    best, at = max(1, -(-len(stems) // 2)) - 1, None
    for n in among or range(len(answer.units)):
        unit = answer.units[n]
        if done and (unit.kind not in ("item", "code") or unit.text.rstrip().endswith(":")):
            continue
        hits = [s for s in stems if s in unit.stems]
        if len(hits) > best and not _said_negated(unit, hits):
            if deed and unit.kind != "code" and not _deed_named(unit.text, stems[0]):
                # "before tagging" is not done by "List the prerelease tags", nor "before
                # deploying" by "I skip the "deploy now?" prompt" or "before I deploy"
                continue
            best, at = len(hits), n
    return at


_DETERMINER = frozenset(
    ("the", "a", "an", "its", "their", "that", "this", "each", "every", "any", "no", "of")
    + ("our", "your", "my", "his", "her", "same", "these", "those")
)
"""Words that open a noun phrase ("its tag", "the prerelease tags", "that same tag")."""


_WORD_TOKEN = re.compile(r"[A-Za-z][A-Za-z'-]*|`[^`\n]{1,80}`")
_AWAITED = re.compile(
    r"\b(?:before|until|till|prior\s+to)\s+(?:(?:I|we|you|they|it)\s+)?(?:\w+\s+)?$",
    re.IGNORECASE,
)
_JOINS = frozenset(("and", "or", "to", "then", "but", "nor"))


def _deed_named(text: str, wanted: str) -> bool:
    """Whether some word of stem ``wanted`` in ``text`` names the deed: not a noun (a
    determiner among the three words before it, no conjunction between: "the tags", "a
    plain base deploy"; a word in -ing or -ed is a deed), not inside double quotes (a prompt
    cited: "skip the "deploy now?" confirmation"), not named after "before" or "until" ("One
    question before I deploy": put later, not done)."""
    tokens = list(islice(_WORD_TOKEN.finditer(text[:5_000]), 1_000))
    quotes = '"' in text or "“" in text
    seen = False
    for n, m in enumerate(tokens):
        word = m.group(0).lower()
        if stem(word) != wanted:
            continue
        seen = True
        before = [t.group(0).lower() for t in tokens[max(0, n - 3) : n]]
        joined = [w in _JOINS for w in before]
        after_join = before[max((i + 1 for i, j in enumerate(joined) if j), default=0) :]
        if not word.endswith(("ing", "ed")) and _DETERMINER.intersection(after_join):
            continue
        if quotes and _quoted_at(text, m.start()):
            continue
        if _AWAITED.search(text, max(0, m.start() - 30), m.start()):
            continue
        return True
    return not seen  # said only inside another word ("re-deploy"): left to the stems


def _first_not_in_path(code: str, wanted: str) -> int | None:
    """The offset of the first word of stem ``wanted`` in ``code`` that is no folder of a
    path."""
    for m in islice(_WORD_TOKEN.finditer(code[:20_000]), 5_000):
        if stem(m.group(0)) == wanted and not _path_segment(code, m.start(), m.end()):
            return m.start()
    return None


def _unit_naming(answer: Answer, stems: tuple[str, ...], among: range, least: int) -> int | None:
    """The first unit of ``among`` naming at least ``least`` of ``stems``, not negated."""
    for n in among:
        unit = answer.units[n]
        hits = [s for s in stems if s in unit.stems]
        if len(hits) >= least and not _said_negated(unit, hits):
            return n
    return None


def _item_runs(answer: Answer) -> list[range]:
    """The answer's lists: runs of consecutive list items (unit index ranges); read once
    per answer."""
    if answer.item_runs is None:
        answer.item_runs = _find_item_runs(answer)
    return answer.item_runs


def _find_item_runs(answer: Answer) -> list[range]:
    """Runs of list items, with what an item holds between them (a code block, indented
    text): "3. Check for a prior review" and its command are one step of the list."""
    runs: list[range] = []
    start = last = None
    for n, unit in enumerate([*answer.units, None]):
        if unit is not None and unit.kind == "item":
            start = n if start is None else start
            last = n
        elif start is not None and unit is not None and _in_item(unit):
            continue
        elif start is not None and last is not None:
            if sum(answer.units[k].kind == "item" for k in range(start, last + 1)) >= 2:
                runs.append(range(start, last + 1))
            start = last = None
    return runs


def _in_item(unit: Unit) -> bool:
    """Whether a unit is held by the list item before it: a code block, or indented text."""
    return unit.kind == "code" or unit.text[:1] in (" ", "\t")


_ORDER_WORD = re.compile(r"\b(?:before|first|then|prior\s+to|ahead\s+of)\b", re.IGNORECASE)


_BEFORE_IT = re.compile(
    r"\b(?:before|prior\s+to|ahead\s+of)\s+(?:(?:the|a|an|any|your|its)\s+)?\S*$", re.IGNORECASE
)
""""before" right before the later thing's name ("Validate before review"): a unit that
says what comes first by name puts it first, whatever else of it comes later."""


_AFTERWARDS = re.compile(r"\b(?:afterwards|after\s+(?:that|it's\s+up|the\s+fact))\b", re.IGNORECASE)


_PUTS_FIRST = re.compile(
    r"\b(?:first|then|followed\s+by|before|ahead\s+of|prior\s+to)\b|->|→", re.IGNORECASE
)
_PUTS_LATER = re.compile(r"\b(?:after|afterwards|last|later|following|once)\b", re.IGNORECASE)
_LATER_TAIL = re.compile(
    r"[^.;:!?\n]{0,80}?\b(?:later|afterwards|after\s+that|at\s+the\s+end)\b", re.IGNORECASE
)
"""The rest of a clause that puts its deed off ("... and inspect the output later")."""


def _put_first_in_prose(
    unit: Unit, first: tuple[str, ...], then: tuple[str, ...], deferred_only: bool = False
) -> Evidence | None:
    """For "A before B" in one sentence: the unit, where it names B before A with a word
    that puts B first between them ("B first and A second", "B, then A") or puts A off after
    it ("B now and A later"), and none that puts B later ("B after A"), B not negated;
    ``deferred_only``: only where A is put off so."""
    text = unit.text[:20_000]
    at = stem_positions(text)
    said_first = [at[s] for s in first if s in at]
    said_then = [at[s] for s in then if s in at]
    if not said_first or not said_then or min(said_then) >= min(said_first):
        return None
    start, end = min(said_then), min(said_first)
    between = text[start:end]
    # "write them back now and inspect the artifacts later": the first thing put off
    deferred = _LATER_TAIL.match(text, end, min(len(text), end + 120))
    if (
        end - start > 200
        or not (deferred or not deferred_only and _PUTS_FIRST.search(between))
        or _PUTS_LATER.search(between)
        or is_negated(text, start)
    ):
        return None
    return unit_evidence("order", unit, "puts what must come later first")


def _puts_after(lead: str) -> bool:
    """Whether ``lead``, the text before a thing's name, ends by putting it after something
    its sentence names ("Validate before")."""
    m = _BEFORE_IT.search(lead)
    return (
        m is not None
        and re.search(r"[A-Za-z]{3,}", re.split(r"[.!?:]\s", lead[: m.start()])[-1]) is not None
    )


def _mentions(answer: Answer, ident: str, action: str) -> list[Span]:
    """Where the answer names ``ident``: where it is first found, then, for a deed done with
    it, each later mention on a code block's line that does the deed (at most 19): "it's
    fine to start `nat optimize` right away" names it, `uv run nat optimize ...` below runs
    it."""
    first = find_identifier(answer, ident)
    if first is None:
        return []
    if not action:
        return [first]
    regex = identifier_regex(ident)
    # read in the code blocks after the first mention only: a prose mention is no run of it,
    # and looking up each one's unit would cost a pass over the units a mention
    later = (
        Span(m.start(), m.end(), answer.raw[m.start() : m.end()])
        for unit in answer.units[:2000]
        if unit.kind == "code" and unit.end > first.end
        for m in islice(regex.finditer(answer.work, max(unit.start, first.end), unit.end), 20)
        if _does(_line_at(answer.raw, m.start()), action)
    )
    return [first, *islice(later, 19)]


@lru_cache(maxsize=256)
def _beside_ref(ref: str, action: str) -> re.Pattern[str]:
    """The pattern of ``action`` done beside the issue numbered ``ref``, a few words between
    in one sentence, none of them a negation ("#900 without a closing keyword"), other
    numbers listed with it; GitHub closes an issue by any of its closing keywords ("Fixes
    #900")."""
    verb = r"(?:clos|fix|resolv)\w*" if action == _CLOSE else rf"{re.escape(action)}\w*"
    gap = rf"[ \t`'\"*:]+(?:(?!{_GAP_NEGATION})[\w'-]+[ \t`'\"*:]+){{0,2}}?"
    ref_at = rf"{re.escape(ref)}(?!\w)"
    # the number may stand in a list of them ("label to #1190, #1203 and #1211")
    joint = r"(?:[ \t]*,[ \t]*(?:(?:and|or)[ \t]+)?|[ \t]+(?:and|or|&)[ \t]+)"
    before, after = rf"(?:#\d{{1,7}}{joint}){{0,20}}", rf"(?:{joint}#\d{{1,7}}){{0,20}}"
    return re.compile(rf"\b{verb}{gap}{before}{ref_at}|{ref_at}{after}{gap}{verb}", re.IGNORECASE)


_CLOSE = stem("close")
_GAP_NEGATION = r"(?:not|no|never|without|nor)\b"
_SUPPOSED = re.compile(r"\W+(?:[\w'-]+\s+){0,2}?(?:would|could|might)\b", re.IGNORECASE)


def _ref_acted(answer: Answer, ref: str, action: str) -> Evidence | None:
    """Where the answer does ``action`` to the issue numbered ``ref`` ("Closes #1250",
    "#1250 gets closed"), the verb beside the number, and does not rule it out: "link them
    from #1250" in a sentence that closes something else does nothing to #1250."""
    for m in islice(_beside_ref(ref, action).finditer(answer.work), 20):
        unit = _unit_at(answer, m.start())
        at = m.start() if unit is None else m.start() - unit.start
        if _SUPPOSED.match(answer.work, m.end()):
            continue  # "Closing #900 now would close the whole tracking issue": supposed
        if unit is None or not _ruled_out(unit, at, m.end() - unit.start):
            return Evidence(ref, True, m.start(), m.end(), m[0], note="prohibited content present")
    return None


def _line_at(text: str, position: int) -> str:
    """The line of ``text`` that holds ``position``."""
    start = text.rfind("\n", 0, position) + 1
    end = text.find("\n", position)
    return text[start : len(text) if end < 0 else end]


def _command_line_at(code: str, position: int) -> int:
    """The index of the command line (lines joined by a trailing backslash) of ``code`` that
    holds ``position``."""
    return len(re.findall(r"(?<!\\)\n", code[:position]))


def _done_first_unnamed_later(answer: Answer, need: Need) -> Evidence | None:
    """For "A before B" where the answer never names B: the answer's first step (its first
    sentence, item or code block past any introduction) presenting all of A, which then
    comes before whatever B is."""
    first, then = need.before
    if not first or not then or set(then) & answer.stems:
        return None
    for unit in answer.units:
        if set(first) <= unit.stems:
            if _said_negated(unit, first):
                return None  # "Skip the preflight": not done
            return unit_evidence("first", unit, "presented first")
        # past a heading or a line that introduces what follows ("Here's the plan:")
        if unit.kind != "heading" and not unit.text.rstrip().endswith(":"):
            return None
    return None


def _set_more_than_once(answer: Answer, need: Need, behavior: str) -> str | None:
    """For "sets K on exactly one X": the key, where the answer sets it to a true value more
    than once ("predict_affinity": true on two ligands)."""
    if len(need.identifiers) != 1 or not _EXACTLY_ONE.search(behavior[:2000]):
        return None
    key = need.identifiers[0]
    if key not in answer.work:
        return None
    setting = re.compile(key_pattern(key) + r"\s*[\"']?(?:true|True|1|yes)\b")
    found = list(islice(setting.finditer(answer.work[:200_000]), 3))
    return key if len(found) >= 2 else None


_EXACTLY_ONE = re.compile(r"\b(?:on|for|to|in)\s+(?:exactly|only)\s+one\b", re.IGNORECASE)


def _conceded_otherwise(answer: Answer, need: Need) -> Evidence | None:
    """The unit that says most of ``need``'s words and, in the same sentence, concedes that
    another way works too ("..., though sending the whole file usually works too", "the max
    is 100, but in practice 250 usually works fine")."""
    if not _WORKS_STEMS & answer.stems or len(need.words) < 2:
        return None  # no "works"/"fine" anywhere: the cheap test first
    wanted = {stem(w) for w in need.words}
    if len(wanted) < 2:
        return None
    best = max(answer.units[:2000], key=lambda u: len(wanted & u.stems), default=None)
    if best is None or best.kind == "code" or len(wanted & best.stems) * 2 < len(wanted):
        return None
    for sentence in islice(_SENTENCE_SPLIT.split(best.text[:20_000]), 200):
        if len(wanted & stem_positions(sentence).keys()) * 2 < len(wanted):
            continue
        if _WORKS_TOO.search(sentence):
            return unit_evidence("conceded", best, "another way is said to work too")
    return None


_WORKS_STEMS = frozenset(stem(w) for w in ("works", "work", "fine", "ok", "okay"))
_WORKS_TOO = re.compile(
    r"\b(?:though|although|but)\b[^.!?\n]{0,120}?\b(?:usually\s+|generally\s+|often\s+|also\s+)?"
    r"(?:works?\s+(?:fine|too|as\s+well|just\s+as\s+well)|is\s+(?:fine|ok(?:ay)?)\s+too)\b",
    re.IGNORECASE,
)
"""A concession that another way works as well ("though sending the whole file usually works
too", "but in practice 250 usually works fine")."""


def _put_after_another(answer: Answer, need: Need, behavior: str) -> Evidence | None:
    """For "Runs X first" (X a name): the sentence that gives another command line and then
    X ("`skaffold dev` and then `k3s:create` once it is watching")."""
    if not need.identifiers or not _ENDS_FIRST.search(behavior[-40:]):
        return None
    spans = [find_identifier(answer, i) for i in need.identifiers]
    if any(span is None for span in spans):
        return None
    at = min(span.start for span in spans if span is not None)
    unit = _unit_at(answer, at)
    if unit is None or unit.kind == "code":
        return None
    before = unit.text[: at - unit.start]
    sentence = _SENTENCE_START.split(before)[-1]
    commands = [m for m in INLINE_CODE.finditer(sentence) if _OTHER_COMMAND.match(m.group(1))]
    if commands and _THEN_WORD.search(sentence, commands[-1].end()):
        return unit_evidence("order", unit, "gives another command before it")
    return None


_THEN_WORD = re.compile(r"\b(?:then|afterwards|after\s+that|next)\b", re.IGNORECASE)
_ENDS_FIRST = re.compile(r"\bfirst\W*$", re.IGNORECASE)
_OTHER_COMMAND = re.compile(r"\s*(?:\$\s+)?[a-z][\w.+-]*\s+[a-z][\w:./-]*")
"""A command line with a subcommand or argument (``mise run x``, ``git fetch``)."""


def _out_of_order(answer: Answer, need: Need) -> Evidence | None:
    """For "A before B": the unit presenting B, when it comes before every unit presenting
    A (both presented; one unit naming both is in order)."""
    first, then = need.before
    if not first or not then:
        return None
    a: int | None = None
    b: int | None = None
    wanted_a, wanted_b = set(first), set(then)
    for run in _item_runs(answer):
        # A list that presents both is where the answer orders them (a warning or TL;DR
        # before it may name the later one first).
        units = [answer.units[n].stems for n in run]
        if not any(wanted_a & u for u in units) or not any(wanted_b & u for u in units):
            continue
        a = _first_unit(answer, first, run)
        b = _first_unit(answer, then, run, need.guard, need.gerund_later)
        if a is not None and b is not None and b < a:
            # the list presents the first thing before the later one at an earlier step too,
            # all but one of the words the step that best names it has (that step may be a
            # later one that names it again)
            best = sum(s in answer.units[a].stems for s in first)
            earlier = _unit_naming(answer, first, range(run.start, b), max(2, best - 1))
            a = a if earlier is None else earlier
        if a is not None and b is not None:
            break
    if need.listed_order:
        # two deeds of the answer's own: ordered by its steps or its script, not its prose
        if a is None or b is None:
            return _scripted_out_of_order(answer, first, then)
        if b < a:
            return unit_evidence("order", answer.units[b], "lists it before what must come first")
        return None
    if a is None or b is None:
        a = _first_unit(answer, first)
        b = _first_unit(answer, then, done=need.guard, deed=need.gerund_later)
    if a is not None and b is None and answer.units[a].kind != "code":
        # "log in afterwards and run `up` again" for "log in before bringing the stack up":
        # what must come first, put after whatever the answer started with.
        for sentence in re.split(r"(?<=[.!?])\s+", answer.units[a].text):
            at = stem_positions(sentence)
            said = set(first) & at.keys()
            later = _AFTERWARDS.search(sentence)
            if (
                later is not None
                and len(said) >= min(2, len(first))
                # "After that: fresh env, dry-run, ...": a plan that opens after some other
                # event, the first thing in it, not put after it
                and min(at[s] for s in said) < later.start()
                # "confirm the title; after that I run `gh pr create`": what comes after
                # "after that" is the later thing, in order
                and not set(then) & stem_positions(sentence[later.end() :]).keys()
            ):
                return unit_evidence("order", answer.units[a], "puts it afterwards")
    if a is not None and a == b and answer.units[a].kind == "code":
        # One code block runs top to bottom: B's line before every line of A is B first.
        code = answer.units[a].text
        at = stem_positions(code)
        said_first = [at[s] for s in first if s in at]
        said_then = [at[s] for s in then if s in at]
        if need.gerund_later and said_then:
            # "before deploying": a folder of a path (`$REPO/deploy/docker`) deploys nothing
            said_then = [p for p in (_first_not_in_path(code, then[0]),) if p is not None]
        if (
            said_first
            and said_then
            and min(said_then) < min(said_first)
            # `gh pr create --title ... --body-file ...`: words of the first thing as the
            # arguments of the later one's command line are no step of their own
            and _command_line_at(code, min(said_then)) != _command_line_at(code, min(said_first))
        ):
            return unit_evidence("order", answer.units[a], "runs it before what must come first")
        return None
    if a is not None and a == b and answer.units[a].kind != "code":
        # "Put `override.yaml` first and `base.yaml` second": one sentence, the later thing
        # named first and put first
        return _put_first_in_prose(answer.units[a], first, then)
    if a is not None and b is None and need.guard and answer.units[a].kind != "code":
        # "write them back now and inspect the artifacts later": a check put off after the
        # deed, in the sentence that tells of both
        return _put_first_in_prose(answer.units[a], first, then, deferred_only=True)
    if a is None or b is None or b >= a:
        return None
    text = answer.units[b].text
    at = stem_positions(text)
    said_first = [at[s] for s in first if s in at]
    said_then = [at[s] for s in then if s in at]
    if (
        len(said_first) * 2 >= len(first)
        and said_then
        and min(said_first) < min(said_then)
        and _ORDER_WORD.search(text, min(said_first), min(said_then))
    ):
        return None  # "Preflight first, before anything is provisioned": said in order
    if said_then and _puts_after(text[: min(said_then)][-300:]):
        return None  # "Validate before review": the unit puts the later thing later
    return unit_evidence("order", answer.units[b], "presented before what must come first")


def _scripted_out_of_order(
    answer: Answer, first: tuple[str, ...], then: tuple[str, ...]
) -> Evidence | None:
    """The answer's code, read top to bottom across its blocks, running the later deed on a
    line before any line that runs the first (``export_to_hf(...)`` above
    ``merge_lora_weights(...)``): a line runs the first deed with half its words or more
    (a path of the merged checkpoint as an argument is none)."""
    least = max(1, -(-len(first) // 2))
    later: Unit | None = None
    for unit in answer.units[:2000]:
        if unit.kind != "code":
            continue
        for line in unit.text[:20_000].splitlines()[:2000]:
            if _IMPORT_LINE.match(line):
                continue  # imports run nothing: their order says none
            words = stem_positions(line).keys()
            if len(set(first) & words) >= least:
                return (
                    None
                    if later is None
                    else unit_evidence("order", later, "runs it before what must come first")
                )
            if later is None and set(then) & words:
                later = unit
    return None


_IMPORT_LINE = re.compile(r"\s*(?:from\s+\S+\s+)?import\s")


def other_value(answer: Answer, identifiers: tuple[str, ...], source: str = "") -> str | None:
    """A setting the answer gives another value than the one named ("train.micro_batch_size=1"
    against ``micro_batch_size = 4``), said as "key = value, not expected"; None when every
    named setting is given as named (or as one of the values named for it: "none", or "local"),
    or not set at all. A value the source shows as an example ("Example: ``X=12.2``", "e.g.")
    is not required."""
    values: dict[str, list[str]] = {}
    found: set[str] = set()
    for ident in identifiers:
        kv = split_key_value(ident)
        if kv is None or kv[1] == "*":
            continue  # `state:*`: every value of it, none other than the one named
        if _VARIABLE_VALUE.fullmatch(kv[1].strip("'\"")):
            continue  # `device=${NIM_TEST_GPU}`: whatever value the variable holds
        last = kv[0].rsplit(".", 1)[-1]
        if len(last) < 4 or not _KEY_WORD.fullmatch(last) or _illustrative(source, ident):
            continue
        values.setdefault(last, []).extend(switch_choices(kv[1]) or (kv[1],))
        if find_identifier(answer, ident) is not None:
            found.add(last)
    for last, expected in values.items():
        if last in found or last not in answer.work:
            continue
        if all(v.rsplit(".", 1)[-1] == last != v for v in expected):
            # "occupancy=cfg.occupancy": a field passed through from a variable, whatever the
            # answer calls that variable (`occupancy=o`), is no value of its own
            continue
        for m in _setting_pattern(last).finditer(answer.work):
            given = m[1]
            if not any(_same_value(given, v) for v in expected) and not is_negated(
                answer.raw, m.start()
            ):
                return f"{last} = {given}, not {' or '.join(expected)}"
    return None


_EXAMPLE = re.compile(r"\b(?:e\.g\.|for example|for instance|example|such as)\W", re.I)
_VARIABLE_VALUE = re.compile(r"\$\{?[A-Za-z_]\w*(?::-[^}]*)?\}?")
"""A value that is a shell variable (``${NIM_TEST_GPU}``, ``$GPU``): any value it holds."""
_KEY_WORD = re.compile(r"[A-Za-z_][\w-]*")


_UP_TO = re.compile(
    r"`?(?P<key>[a-z][a-z0-9]*(?:_[a-z0-9]+)+)`?\s+(?:(?:of\s+|is\s+|set\s+to\s+)?"
    r"(?P<op>up\s+to|at\s+most|no\s+more\s+than|at\s+least|no\s+less\s+than|<=|>=|≤|≥)\s*"
    r"(?P<n>\d+(?:\.\d+)?)|(?:in\s+|of\s+|from\s+)?(?P<lo>\d+(?:\.\d+)?)\s*(?:-|–|to)\s*"
    r"(?P<hi>\d+(?:\.\d+)?)\b(?!\s*%))"
)
"""A setting a fact bounds ("diffusion_steps up to 50", "num_molecules 1-100"): its key (in
snake_case) and the bound."""


def bound_broken(answer: Answer, fact: str) -> str | None:
    """A setting the answer gives a value outside the bound the fact sets for it
    ("diffusion_steps": 200 against "diffusion_steps up to 50"), said as "key = value,
    outside <the bound as written>"; None when every bounded setting keeps it or is not set."""
    for key, lo, hi, bound in _fact_bounds(fact):
        if key not in answer.work:
            continue
        for given in _setting_pattern(key).finditer(answer.work[:200_000]):
            if not re.fullmatch(r"-?\d+(?:\.\d+)?", given[1]) or is_negated(
                answer.raw, given.start()
            ):
                continue
            value = float(given[1])
            if (hi is not None and value > hi) or (lo is not None and value < lo):
                return f"{key} = {given[1]}, outside {bound}"
    return None


@lru_cache(maxsize=4096)
def _fact_bounds(fact: str) -> tuple[tuple[str, float | None, float | None, str], ...]:
    """The settings ``fact`` bounds, each as (key, lowest, highest, as written); read once
    per fact, not once per answer."""
    found = []
    for m in islice(_UP_TO.finditer(fact[:2000]), 10):
        lo: float | None
        hi: float | None
        if m["op"]:
            most = m["op"].lower() in ("up to", "at most", "no more than", "<=", "≤")
            lo, hi = (None, float(m["n"])) if most else (float(m["n"]), None)
        else:
            lo, hi = float(m["lo"]), float(m["hi"])
        if lo is not None and hi is not None and lo >= hi:
            continue  # "2024-01" is no range
        found.append((m["key"], lo, hi, m[0].strip().strip("`")))
    return tuple(found)


@lru_cache(maxsize=1024)
def _setting_pattern(key: str) -> re.Pattern[str]:
    """``key = value`` or ``key: value`` in an answer (a quoted JSON key too: ``"key": 4``),
    the value captured."""
    return re.compile(rf"(?<![\w-]){re.escape(key)}[\"']?\s*[:=]\s*[\"']?([\w.+-]+)")


@lru_cache(maxsize=4096)
def _illustrative(source: str, ident: str) -> bool:
    """Whether ``ident`` is set after an example cue in its sentence of ``source``."""
    key = ident.split("=", 1)[0].split(":", 1)[0].strip()
    for m in re.finditer(rf"{re.escape(key)}\s*[:=]", source) if key else ():
        start = max(source.rfind(". ", 0, m.start()), source.rfind("\n", 0, m.start())) + 1
        if _EXAMPLE.search(source, start, m.start()) is not None:
            return True
    return False


_SETS_TO = re.compile(
    r"\bsets?\s+(?:the\s+)?`?(?P<key>[A-Za-z_][\w-]{2,})`?\s+to\s+`?(?P<value>[\w.+-]*\d[\w.+-]*|"
    r"true|false)`?(?![\w.-])",
    re.IGNORECASE,
)
"""A behaviour that names a setting's value in prose ("sets epsilon to 8.0")."""
_IS_SET_TO = re.compile(
    r"(?<![\w.-])`?(?P<key>[A-Za-z_][\w-]{2,})`?\s+(?:is|are)\s+set\s+to\s+`?"
    r"(?P<value>[\w.+-]*\d[\w.+-]*|true|false)`?(?![\w.-])",
    re.IGNORECASE,
)
"""... or as the setting's state ("save_trajectory is set to False")."""
_FLAG_VALUED = re.compile(
    r"(?<![\w-])--(?P<key>[A-Za-z][\w-]{2,})(?:=|[ \t]+)`?(?P<value>[\w.+-]*\d[\w.+-]*|true|"
    r"false)`?(?![\w.-])",
    re.IGNORECASE,
)
"""... or gives a flag a value ("runs hf_ptq.py with --qformat nvfp4")."""


@lru_cache(maxsize=1024)
def _given_setting(key: str) -> re.Pattern[str]:
    """``key`` set in an answer, under any nesting (``--privacy__epsilon 1.0``,
    ``privacy.epsilon: 1.0``, ``epsilon=1.0``), the value captured."""
    return re.compile(
        r"(?<![\w-])(?:--)?(?:[\w-]+(?:__|\.))*"
        + re.escape(key)
        # a quoted key ("save_trajectory": True) closes its quote before the colon
        + r"(?:[\"']?\s*[:=]\s*|[ \t]+)[\"']?([\w.+-]*\d[\w.+-]*|true|false)(?![\w.-])",
        re.IGNORECASE,
    )


def set_otherwise(answer: Answer, text: str) -> str | None:
    """For a behaviour that says what a setting is set to ("sets epsilon to 8.0", "with
    --qformat nvfp4"): the setting as the answer gives it ("epsilon = 1.0, not 8.0"), where
    it sets it only to other values; None when it sets it as named, or not at all."""
    named = _setting_named(text)
    if named is None or named[0].lower() not in answer.work.lower():
        return None
    key, value = named
    given = [
        g[1]
        for g in islice(_given_setting(key).finditer(answer.work), 50)
        if not is_negated(answer.raw, g.start())
    ]
    if not given or any(_same_value(v, value) for v in given):
        return None
    return f"{key} = {given[0]}, not {value}"


@lru_cache(maxsize=4096)
def _setting_named(text: str) -> tuple[str, str] | None:
    """The setting and value a behaviour names in prose ("sets epsilon to 8.0") or as a
    flag ("with --qformat nvfp4"), read once per behaviour."""
    m = _SETS_TO.search(text) or _IS_SET_TO.search(text) or _FLAG_VALUED.search(text)
    return None if m is None else (m["key"], m["value"])


def _same_value(given: str, expected: str) -> bool:
    a, b = given.strip("'\"").lower(), expected.strip("'\"").lower()
    if a == b:
        return True
    try:
        return float(a) == float(b)
    except ValueError:
        return False


def endorsement_of(answer: Answer, need: Need) -> Evidence | None:
    """A unit that endorses what a warning-type behaviour is about, with no warning in it;
    none where another unit warns of most of it ("A different minor is fine" beside "a newer
    major compiles fine but fails at runtime in RMM": what is endorsed is the contrast)."""
    wanted = {stem(w) for w in need.words}
    named = [i.split("=")[0] for i in need.identifiers if find_identifier(answer, i) is not None]

    def about(unit: Unit) -> int:
        return len(wanted & unit.stems) + sum(1 for name in named if name in unit.work)

    for unit in answer.units[:2000]:
        if about(unit) < 2:
            continue
        m = endorses(unit.text)
        if m and not warns(unit.text[: m.start()] + " " + unit.text[m.end() :], explicit=True):
            if any(
                other is not unit and about(other) >= 3 and warns(other.text)
                for other in answer.units[:2000]
            ):
                return None
            return unit_evidence("endorsement", unit, f"says {m.group(0)!r} where it should warn")
    return None


_NAME_TOKEN = re.compile(r"[A-Za-z_][\w.-]*(?:/[\w.-]+)+|[A-Za-z_][\w-]*[_.][\w.-]*")
_EITHER = re.compile(r",?\s*\beither\b(?P<a>.+?)\bor\b(?P<b>.+)$", re.IGNORECASE | re.DOTALL)


_NAME_OR_NAME = re.compile(
    r"(?P<a>`[^`\n]{2,80}`|(?<![\w`/~.-])[\w.~/-]+)\s+(?P<paren>\()?or\s+"
    r"(?P<b>`[^`\n]{2,80}`|[\w.~/-]+)(?(paren)\))"
)
"""Two tokens joined by "or"; each is a name when it has a separator inside ("via nvidia-smi
or torch.cuda", "references/vllm.md or references/sglang.md", "`X=1` (or `tool --x`)"):
either one names what is asked. (Tokens are taken whole, so a long one is not split every
way.)"""
_NAME_SHAPE = re.compile(r"`[^`]+`|~?/?[A-Za-z_.][\w.~/-]*[_./-][\w.~/-]*\w")
_IF_CHOSEN = re.compile(
    r"^\W*(?:if|when|where)\s+(?:the\s+|an?\s+|its\s+)?(?:[\w-]+\s+){0,3}?"
    r"(?:is|are|uses?|picks?|chooses?)\s+(?:the\s+)?`(?P<name>[^`\n]{1,80})`\s*,\s*\S",
    re.IGNORECASE,
)
"""A requirement that holds where the answer made one choice ("If the entrypoint is
`main_composite_app.py`, sets ..."): the choice, by its name."""
_OR_IF = re.compile(
    r"^(?P<a>.+?\S)\s*(?:[—–;,]|--)?\s*\bor,?\s+(?:(?:if|when|where)\b[^,]{1,150}|"
    r"at\s+(?:the\s+)?(?:very\s+)?(?:least|minimum)),\s*(?P<b>\S.*)$",
    re.IGNORECASE | re.DOTALL,
)
"""A deed and the one that stands for it where a condition holds ("summarizes the incidents
returned — or, if the tool returned `[]`, explicitly states the empty result") or the least
that will do ("names the prompt-injection risk or, at minimum, confirms with the user"):
either does."""
_OR_DEED = re.compile(
    r"^(?P<a>.+?\S)\s+or\s+(?P<b>(?!(?:its|this|his|less|plus|was|is|as|us)\b)[a-z]+s\b:?\s+.+)$",
    re.DOTALL,
)
"""Two deeds joined by "or" ("Uses deploy.sh or runs: python -m ..."): either one does."""


_LISTED_COMMANDS = re.compile(
    r"`?(?P<tool>[a-z][\w.-]*[a-z0-9])`?\s+(?:sub)?commands?\s*\((?P<names>`?[a-z][\w-]*`?"
    r"(?:\s*(?:,|/|\bor\b|\band\b)\s*`?[a-z][\w-]*`?){1,11})\)"
)
"""A tool's commands a behaviour lists ("heavy tslsp-cli commands (rename, references,
find-symbol)"): the tool and each command named."""
_AT_MOST_COMMANDS = re.compile(
    r"\bat\s+most\s+(?P<n>\d{1,2}|one|two|three|four|five|six)\s+`?(?P<tool>[a-z][\w.-]*[a-z0-9])`?"
    r"\s+(?:sub)?commands?\b",
    re.IGNORECASE,
)
"""A limit on how many of a tool's commands the answer runs ("use AT MOST two tslsp-cli
commands")."""


def _commands_run(answer: Answer, tool: str) -> dict[str, Unit]:
    """The commands of ``tool`` the answer runs (``tool [--option ...] command`` on a line of
    a code block, in inline code, or on a line of its own that opens with the tool), each
    with the first unit that runs it."""
    # the tool by a path or a package scope too (`npx @scope/tool references`)
    name = re.escape(tool)
    run = re.compile(rf"(?<![\w.-]){name}\s+(?:--?[\w-]+\s+)*(?P<sub>[a-z][\w-]*)")
    line = re.compile(
        rf"^[ \t]*(?:\$[ \t]+)?(?:(?:npx|bunx|pnpm[ \t]+dlx)[ \t]+(?:--?[\w-]+[ \t]+)*)?"
        rf"(?:[\w.@-]*/)?{name}[ \t][^\n]*$",
        re.MULTILINE,
    )
    found: dict[str, Unit] = {}
    for unit in answer.units:
        spans = (
            [unit.text]
            if unit.kind == "code"
            else re.findall(r"`([^`\n]+)`", unit.text)
            + [m[0] for m in islice(line.finditer(unit.text), 20)]
        )
        for span in spans:
            for m in islice(run.finditer(span), 50):
                found.setdefault(m["sub"], unit)
    return found


def _tool_commands(answer: Answer, check: Check) -> CheckResult | None:
    """For a behaviour that forbids a tool's listed commands ("avoid heavy tslsp-cli commands
    (rename, references)"): failed where the answer runs one. For one that limits how many
    of them it runs ("use AT MOST two tslsp-cli commands"): failed past the limit, met at
    one up to it. None where neither applies or the answer runs none."""
    text = check.text[:2000]
    listed = _LISTED_COMMANDS.search(text) if check.negative else None
    if listed is not None:
        run = _commands_run(answer, listed["tool"])
        names = re.findall(r"[a-z][\w-]*", re.sub(r"\b(?:or|and)\b", " ", listed["names"]))
        broken = [n for n in names if n in run]
        if broken:
            seen = unit_evidence("prohibited", run[broken[0]], f"runs {listed['tool']} {broken[0]}")
            return verdict(check, False, 0.0, f"does what it must not: {check.text}", (seen,))
        return None
    limit = _AT_MOST_COMMANDS.search(text) if not check.negative else None
    if limit is None:
        return None
    n = int(limit["n"]) if limit["n"].isdigit() else COUNT_WORDS.index(limit["n"].lower())
    run = _commands_run(answer, limit["tool"])
    if not run:
        return None
    said = ", ".join(run)
    if len(run) > n:
        seen = unit_evidence("commands", list(run.values())[n], f"runs {len(run)}: {said}")
        return verdict(check, False, 0.0, f"runs more than {n}: {check.text}", (seen,))
    seen = Evidence("commands", True, note=f"runs {len(run)}: {said}")
    return verdict(check, True, 1.0, f"runs {len(run)} ({said}): {check.text}", (seen,))


_CHAIN_PAREN = re.compile(
    r"\b(?:chain|order|sequence|precedence|priority|fallbacks?)\s*\(\s*(?P<chain>[^()]{1,60}?"
    r"(?:\s*(?:->|=>|→)\s*[^()]{1,60}?){1,5})\s*\)",
    re.IGNORECASE,
)
"""An order a behaviour draws in parentheses after the word for it ("Documents fallback
chain (env -> keychain)"): the items, in that order, are what it asks to be told."""


@lru_cache(maxsize=4096)
def _chain_items(text: str) -> tuple[tuple[str, ...], ...]:
    """The stems of each item of the order ``text`` draws in parentheses (see
    :data:`_CHAIN_PAREN`), or () where it draws none or an item has no words; read once per
    text."""
    drawn = _CHAIN_PAREN.search(text[:2000])
    if drawn is None:
        return ()
    items = tuple(
        tuple(stem(w) for w in content_words(item, compounds=False))
        for item in re.split(r"\s*(?:->|=>|→)\s*", drawn["chain"])
    )
    return () if any(not item for item in items) else items


def _chain_shown(answer: Answer, text: str) -> Evidence | None:
    """For "the fallback chain (env -> keychain)": where one unit of the answer names each
    item of the chain in its order ("resolves env → keychain", "the environment first, then
    the Keychain")."""
    items = _chain_items(text)
    if not items:
        return None
    for unit in answer.units:
        at = stem_positions(unit.work)
        where = [min((at[s] for s in item if s in at), default=-1) for item in items]
        if all(p >= 0 for p in where) and where == sorted(where) and len(set(where)) == len(where):
            return unit_evidence("order", unit, "names the chain in its order")
    return None


_TYPED_AS = re.compile(
    r"`?(?P<key>[a-z][a-z0-9]*(?:_[a-z0-9]+)+)`?\s+(?:as|to|is|must\s+be)\s+(?:a|an)\s+"
    r"(?P<type>list|array|string|integer|int|number|boolean|bool|dict|dictionary|object|mapping)\b"
)
"""A setting a behaviour asks for in a type ("passes sampling_temp as a list", "changes
sampling_temp to a list such as [0.2]")."""
_CONTENT_NOT_PATH = re.compile(
    r"\b(?:content|contents|text)\b[^.;]{0,40}?\bin\s+`?(?P<key>[a-z][a-z0-9]*(?:_[a-z0-9]+)+)`?"
    r"[^.;]{0,40}?\bnot\s+(?:just\s+|only\s+)?(?:a|the)\s+(?:file\s+)?path\b"
)
"""A setting that must hold a file's content, not its path ("sends the PDB content inline in
input_pdb, not a file path")."""
_TYPE_OPENS = {
    "list": "[",
    "array": "[",
    "dict": "{",
    "dictionary": "{",
    "object": "{",
    "mapping": "{",
    "string": "\"'",
}
_PATH_VALUE = re.compile(r"[\"'](?:[\w.~-]*/)*[\w.-]+\.[A-Za-z0-9]{1,5}[\"']")


def _value_kind(answer: Answer, text: str) -> tuple[bool, Evidence] | None:
    """For a setting a behaviour asks for in a type, or as content rather than a path: True
    where the answer gives it so, False where every value it gives is of another kind
    ("sampling_temp": 0.3 for a list, "input_pdb": "backbone.pdb" for content); None where
    the behaviour asks neither or the answer never sets it."""
    asked = _value_asked(text)
    if asked is None:
        return None
    key, kind = asked
    values = [
        (m, answer.work[m.end() : m.end() + 80])
        for m in islice(
            re.finditer(rf"(?<![\w-]){re.escape(key)}[\"']?\s*[:=]\s*", answer.work[:200_000]),
            20,
        )
    ]
    if not values:
        return None
    for m, value in values:
        if kind != "content":
            if kind in _TYPE_OPENS:
                right = value[:1] in _TYPE_OPENS[kind] and value[:1] != ""
            elif kind in ("boolean", "bool"):
                right = re.match(r"(?:true|false)\b", value, re.IGNORECASE) is not None
            else:
                right = re.match(r"-?\d", value) is not None
        else:
            right = _PATH_VALUE.match(value) is None
        if right:
            return True, Evidence(key, True, m.start(), m.end(), value[:40].strip())
    said = values[0][1][:40].split("\n")[0].strip().rstrip(",;").strip()
    note = (
        f"{key} is given as {said}, not a {kind}"
        if kind != "content"
        else f"{key} is given a path ({said}), not its content"
    )
    return False, Evidence(key, False, note=note)


@lru_cache(maxsize=4096)
def _value_asked(text: str) -> tuple[str, str] | None:
    """The setting ``text`` asks for in a type, as (key, type), or as content rather than a
    path, as (key, "content"); read once per behaviour, not once per answer."""
    typed = _TYPED_AS.search(text[:2000])
    if typed is not None:
        return typed["key"], typed["type"]
    content = _CONTENT_NOT_PATH.search(text[:2000])
    return (content["key"], "content") if content is not None else None


_CONVENTIONAL_ASKED = re.compile(r"\bconventional[- ]commits?\b", re.IGNORECASE)
_CONVENTIONAL = re.compile(
    r"(?<![\w-])(?:feat|fix|docs|style|refactor|perf|test|build|ci|chore|revert)"
    r"(?:\([\w./ -]{1,40}\))?!?:\s+\S"
)
"""A Conventional Commits header ("fix(cli): validate empty request bodies")."""
_GIVEN_TITLE = re.compile(
    r"(?:--title|-t)[ =]+[\"'](?P<title>[^\"'\n]{1,120})[\"']"
    r"|\btitle(?:d|:)?\s+[`\"'](?P<said>[^`\"'\n]{1,120})[`\"']",
    re.IGNORECASE,
)


_BEHAVIOUR_LEAD = r"^\W*(?:the\s+(?:agent|answer|response)\s+)?"
"""What a behaviour may open with before its verb ("The agent ...")."""
_UNDER = re.compile(
    rf"{_BEHAVIOUR_LEAD}(?:puts?|places?|lists?|files?|records?|"
    r"moves?|sorts?|includes?)\s+(?P<what>[^,;]{2,120}?)\s+under\s+(?:an?\s+|the\s+|its\s+)?"
    r"(?P<label>[A-Za-z][\w-]*)(?:\s+(?:category|section|heading|header|group|label))?\s*\.?\s*$",
    re.IGNORECASE,
)
"""A behaviour that files a thing under a label ("Puts the config format change under a
breaking category", "Lists --legacy under Deprecated")."""
_GROUPED_BY = re.compile(
    rf"{_BEHAVIOUR_LEAD}(?:groups?|organi[sz]es?|sorts?|arranges?|"
    r"categori[sz]es?|splits?)\s+[^,;]{0,60}?\b(?:by|into|under)\s+(?:its\s+|their\s+)?"
    r"(?:categor(?:y|ies)|types?|kinds?|sections?|headings?)\b",
    re.IGNORECASE,
)
"""A behaviour about laying the answer out in labelled groups ("Groups the notes by
category")."""
_GROUP_LABEL = re.compile(
    r"^[ \t]{0,3}(?:#{1,6}[ \t]+(?P<h>[^\n]{1,60}?)[ \t]*#*[ \t]*$"
    r"|\*\*(?P<b>[^*\n]{1,40}?):?\*\*:?[ \t]*(?P<rest>[^\n]*)$"
    r"|(?P<l>[A-Z][\w ]{0,30}):[ \t]*(?P<lrest>[^\n]*)$)",
    re.MULTILINE,
)
"""A label that opens a group: a heading, a bold label ("**Fixed:** ..."), or "Fixed:"."""


def _groups(answer: Answer) -> list[tuple[str, str, re.Match[str]]]:
    """The answer's labelled groups: each label's text and what it holds, up to the next."""
    text = answer.raw[:200_000]
    marks = list(islice(_GROUP_LABEL.finditer(text), 200))
    groups = []
    for n, m in enumerate(marks):
        end = marks[n + 1].start() if n + 1 < len(marks) else len(text)
        label = m["h"] or m["b"] or m["l"] or ""
        body = (m["rest"] or m["lrest"] or "") + text[m.end() : end]
        groups.append((label.strip(), body, m))
    return groups


def _in_groups(answer: Answer) -> tuple[bool, Evidence] | None:
    """For "Groups the notes by category": the answer laid out in two labelled groups or
    more; None where it is not (the words decide)."""
    held = [(label, m) for label, body, m in _groups(answer) if body.strip()]
    if len(held) < 2:
        return None
    labels = ", ".join(label for label, _ in held[:6])
    first = held[0][1]
    return True, Evidence("groups", True, first.start(), first.end(), labels)


def _under_label(answer: Answer, asked: re.Match[str]) -> tuple[bool, Evidence] | None:
    """For "Puts X under a breaking category" (``asked``, its match): whether the group the
    answer labels so holds X (a name of it, or most of its words), or X sits under another
    label; None where the answer has no such label (the words decide)."""
    want = stem(asked["label"])
    groups = _groups(answer)
    mine = [g for g in groups if want in {stem(w) for w in _TOKEN.findall(g[0])}]
    if not mine:
        return None
    what = asked["what"]
    names = [n for n in extract_identifiers(what) if n]
    words = {stem(w) for w in content_words(what, compounds=False)} - GENERIC_STEMS

    def holds(body: str) -> bool:
        if names:
            return any(n.lower() in body.lower() for n in names)
        said = words & {stem(w) for w in content_words(body, compounds=False)}
        return bool(words) and len(said) * 2 >= len(words)

    for label, body, m in mine:
        if holds(body):
            return True, Evidence(label, True, m.start(), m.end(), label)
    elsewhere = next(((label, m) for label, body, m in groups if holds(body)), None)
    if elsewhere is None:
        return None
    label, m = elsewhere
    note = f"puts it under {label}, not {asked['label']}"
    return False, Evidence(asked["label"], False, m.start(), m.end(), label, note=note)


@lru_cache(maxsize=4096)
def _layout_asked(behavior: str) -> tuple[str, re.Match[str] | None]:
    """Which reader of the answer's layout a behaviour asks for, and the match that says so,
    read once per behaviour: "three" (an order of three told as two), "groups" (labelled
    groups), "under" (a thing under a label), "file:line" (findings' locations), "per" (one
    list item per thing), "line" (a thing in one labelled line), "must-be" (what a thing
    must be), "severity" (findings by severity), or "" and None."""
    text = behavior[:2000]
    for shape, pattern in (
        ("three", _ORDER_CHAIN),
        ("groups", _GROUPED_BY),
        ("under", _UNDER),
        ("file:line", _FILE_LINE_ASKED),
        ("per", _ONE_PER),
        ("line", _IN_ONE_LINE),
        ("must-be", MUST_BE),
    ):
        m = pattern.match(text)
        if m is not None:
            return shape, m
    m = _BY_SEVERITY.search(text)
    return ("severity", m) if m is not None else ("", None)


def _predicate_denied(answer: Answer, claim: re.Match[str]) -> Evidence | None:
    """For "Says X must be Y" (``claim``, its match): the answer's denial where every
    mention of Y beside X's words is negated ("make sure they aren't strings"); None where it
    says Y plainly somewhere, or never says it (the words decide)."""
    what = stem(claim["what"])
    denied = None
    for unit in answer.units[:2000]:
        if what not in unit.stems or unit.kind == "code":
            continue
        for m in islice(_TOKEN.finditer(unit.text[:20_000]), 2000):
            if stem(m[0]) != what:
                continue
            if not is_negated(unit.text, m.start(), 24):
                return None  # said plainly
            denied = denied or unit
    if denied is None:
        return None
    return unit_evidence("opposite", denied, f"says it is not {claim['what']}")


_ORDER_CHAIN = re.compile(
    r"^(?P<lead>\W*(?:the\s+(?:agent|answer|response)\s+)?[A-Za-z]+)\s+(?P<a>[^,;]{1,60}?)\s+"
    r"before\s+(?P<b>[^,;]{1,60}?),?\s+and\s+(?P=b)\s+before\s+(?P<c>[^,;.]{1,60}?)\s*\.?\s*$",
    re.IGNORECASE,
)
"""An order of three told as two ("Lists Added before Removed and Removed before Fixed")."""
_ONE_PER = re.compile(
    rf"{_BEHAVIOUR_LEAD}(?:writes?|uses?|gives?|lists?|adds?)\s+"
    r"one\s+(?:short\s+)?(?:bullet|item|entry|line)\s+(?:per|for\s+each)\s+[\w-]+",
    re.IGNORECASE,
)
"""A behaviour that asks for a list of one item per thing ("Writes one bullet per change")."""
_BULLET_LINE = re.compile(r"^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+\S[^\n]*", re.MULTILINE)
_FILE_LINE_ASKED = re.compile(
    rf"{_BEHAVIOUR_LEAD}(?:reports?|gives?|lists?|includes?|cites?|"
    r"names?|tags?|marks?)\s+(?:each|every|all|the|its)?\s*(?:findings?|issues?|problems?|"
    r"comments?|results?|errors?)\s+(?:with|by)\s+(?:an?\s+|its\s+|the\s+)?`?(?:file|path):line`?"
    r"(?:\s+(?:locations?|references?))?\s*\.?\s*$",
    re.IGNORECASE,
)
"""A behaviour whose whole content is the findings' locations ("Reports each finding with a
file:line location")."""
_FILE_LINE = re.compile(r"(?<![\w/.-])[\w./-]*\w\.[A-Za-z][\w]{0,5}:\d{1,6}(?![\w.])")
"""A file:line location ("rounding.h:88", "src/api/app.py:120")."""
_IN_ONE_LINE = re.compile(
    rf"{_BEHAVIOUR_LEAD}(?:announces?|states?|gives?|says?|writes?|"
    r"reports?|prints?|summari[sz]es?|declares?)\s+(?:the|its|a|an)\s+(?P<what>[A-Za-z][\w-]*"
    r"(?:\s+[A-Za-z][\w-]*)?)\s+(?:in|on|as)\s+(?:one|a\s+single)\s+line\b",
    re.IGNORECASE,
)
"""A behaviour that asks for a thing said in one line ("Announces the route in one line")."""


def _one_line_label(answer: Answer, asked: re.Match[str]) -> Evidence | None:
    """For "Announces the route in one line" (``asked``, its match): a line of the answer
    labelled so ("Route: smart-haiku-recon -> ..."), with what it says on that line; None
    where there is none (the words decide)."""
    found = _line_labelled(asked["what"]).search(answer.raw[:200_000])
    if found is None:
        return None
    return Evidence(asked["what"], True, found.start(), found.end(), found[0][:200])


@lru_cache(maxsize=256)
def _line_labelled(what: str) -> re.Pattern[str]:
    """The pattern of a line labelled ``what`` ("Route: ..."), with something after it."""
    return re.compile(
        rf"^[ \t>*_`#-]*{re.escape(what)}[*_`]*[ \t]*:[*_`]*[ \t]*\S[^\n]*",
        re.IGNORECASE | re.MULTILINE,
    )


_BY_SEVERITY = re.compile(
    r"\b(?:order|sort|list|rank|arrang|present|group)\w*\s+(?:\w+\s+)?(?:by\s+severity"
    r"|(?:from\s+)?(?:the\s+)?(?:most\s+severe|highest\s+severity|most\s+critical)"
    r"(?:\s+(?:first|down))?)"
    r"|\b(?:most\s+severe|highest\s+severity|most\s+critical)\s+first\b",
    re.IGNORECASE,
)
"""A behaviour about the order of findings by severity ("Findings are ordered most severe
first", "lists issues by severity")."""
_SEVERITY_RANK = {
    **dict.fromkeys(("critical", "blocker", "blocking"), 4),
    **dict.fromkeys(("high", "important", "major", "error"), 3),
    **dict.fromkeys(("medium", "moderate", "warning"), 2),
    **dict.fromkeys(("low", "minor", "suggestion", "nit", "info", "optional"), 1),
}
_SEVERITY_LABEL = re.compile(
    r"^[ \t]*(?:[-*+]|\d{1,3}[.)])?[ \t]*(?:\*\*|\[|`)?"
    rf"(?P<label>{'|'.join(_SEVERITY_RANK)})(?:\*\*|\]|`)?[ \t]*(?:[:\]—–-]|\*\*)",
    re.IGNORECASE | re.MULTILINE,
)
"""A finding's severity as the label it opens with ("- critical: ...", "**High** — ...")."""


def _severity_order(answer: Answer) -> tuple[bool, Evidence] | None:
    """For "Findings are ordered most severe first": whether the findings' severity labels
    never rise down the answer, with the first that does; None where the answer labels
    fewer than two findings of different severity."""
    labels = list(islice(_SEVERITY_LABEL.finditer(answer.work), 200))
    ranks = [_SEVERITY_RANK[m["label"].lower()] for m in labels]
    if len(set(ranks)) < 2:
        return None
    for n in range(1, len(ranks)):
        if ranks[n] > ranks[n - 1]:
            m = labels[n]
            raw = answer.raw[m.start("label") : m.end("label")]
            note = f"a {raw} finding comes after a less severe one"
            return False, Evidence("severity order", False, m.start(), m.end(), raw, note=note)
    first = labels[0]
    seen = Evidence("severity order", True, first.start(), first.end(), first["label"])
    return True, seen


def _conventional_title(answer: Answer, text: str) -> tuple[bool, Evidence] | None:
    """For "the title follows the conventional commit format": True where the answer writes a
    Conventional Commits header, False where the title it gives is not one ("WIP:
    pagination"), None where it gives no title to judge."""
    if not _CONVENTIONAL_ASKED.search(text[:2000]):
        return None
    work = answer.work[:200_000]
    given = _GIVEN_TITLE.search(work)
    if given is not None:
        # the title it gives is the one judged, whatever commit subjects it quotes elsewhere
        title = given["title"] or given["said"]
        if _CONVENTIONAL.match(title):
            return True, Evidence("conventional commit", True, given.start(), given.end(), title)
        return False, Evidence("conventional commit", False, note=f"the title {title!r} is not one")
    m = _CONVENTIONAL.search(work)
    if m is None:
        return None
    return True, Evidence("conventional commit", True, m.start(), m.end(), m.group(0))


_PAREN_SIDES = re.compile(r"\(([^()]{3,200}?(?:\s/\s|\s+or\s+)[^()]{2,200}?)\)")
"""A parenthesis of alternatives ("the type checker (npm run types / tsc --noEmit)")."""


def _untaken_sides(answer: Answer, text: str) -> tuple[str, ...]:
    """The sides of a parenthesis of alternatives that the answer leaves, where it gives
    another side written as it is ("tsc --noEmit" for "(npm run types / tsc --noEmit)" when
    the answer runs ``npm run types``)."""
    groups = _paren_alternatives(text) if "(" in text else ()
    if not groups:
        return ()
    work = answer.work[:200_000].lower()
    untaken: list[str] = []
    for sides in groups:
        taken = [p for p in sides if len(p) >= 3 and p.lower() in work]
        if taken:
            untaken += [p for p in sides if p not in taken]
    return tuple(untaken)


@lru_cache(maxsize=4096)
def _paren_alternatives(text: str) -> tuple[tuple[str, ...], ...]:
    """The sides of each parenthesis of alternatives ``text`` holds; read once per text. A
    list of names in code closed by "or" ("(`a.py`, `b.py` or `c.py`)") has a side each."""
    groups = []
    for m in _PAREN_SIDES.finditer(text[:2000]):
        named = re.split(r",\s*(?:or\s+)?|\s+or\s+|\s/\s", m[1].strip())
        if len(named) > 2 and all(re.fullmatch(r"`[^`]{1,80}`", n.strip()) for n in named):
            groups.append(tuple(n.strip(" `") for n in named))
            continue
        groups.append(tuple(p.strip(" `'\"") for p in re.split(r"\s/\s|\s+or\s+", m[1])))
    return tuple(groups)


def _says_outside(text: str, word: str, sides: tuple[str, ...]) -> bool:
    """Whether ``text`` says ``word`` outside the ``sides`` it holds."""
    for side in sides:
        text = text.replace(side, " ")
    return _says(text, word)


def _says(text: str, name: str) -> bool:
    """Whether ``text`` writes ``name`` as a word of its own."""
    found = re.search(r"(?<![\w-])" + re.escape(name) + r"(?![\w-])", text, re.IGNORECASE)
    return found is not None


def _met_side(answer: Answer, text: str, fields: tuple[str, ...] = ()) -> str:
    """``text`` with "either by A or by B" kept to the side the answer meets better (a name
    of it given counts most, then its words): "either by reading references/x.md or by
    using the person_from_faker sampler" is met by using ``person_from_faker``. So are two
    names joined by "or" (the one the answer gives stands; a plain word the skill writes as
    code, one of ``fields``, is a name: "with concat or merge strategy"), and two deeds that
    each name something ("Uses deploy.sh or runs: python -m vllm...")."""

    def met(side: str) -> tuple[float, float]:
        tokens = _NAME_TOKEN.findall(side)
        names = [n for t in tokens for n in (t, *t.split("/")) if len(n) >= 3]
        words = {stem(w) for w in content_words(side, compounds=False)}
        named = sum(1 for n in names if find_identifier(answer, n) is not None)
        share = named / len(names) if names else 0.0
        return share, len(words & answer.stems) / len(words) if words else 0.0

    def named(side: str) -> bool:
        return find_identifier(answer, side.strip("`")) is not None

    lowered = text.lower()
    if " or " not in lowered and "(or " not in lowered and " or," not in lowered:
        return text
    m = _EITHER.search(text)
    if m is not None:
        a, b = m.group("a"), m.group("b")
        return text[: m.start()] + ", " + (a if met(a) >= met(b) else b).strip()
    deed = _OR_DEED.match(text)
    if deed is not None and _NAME_TOKEN.search(deed["a"]) and _NAME_TOKEN.search(deed["b"]):
        return deed["a"] if met(deed["a"]) >= met(deed["b"]) else deed["b"]

    def pick(pair: re.Match[str]) -> str:
        a, b = pair["a"], pair["b"]
        if not all(_NAME_SHAPE.fullmatch(t) or t.strip("`") in fields for t in (a, b)):
            return pair[0]
        return b if named(b) and not named(a) else a

    return _NAME_OR_NAME.sub(pick, text)


_TRIED = re.compile(r"\battempt\w*\s+(?:to\s+)?(.+)", re.IGNORECASE)


@lru_cache(maxsize=4096)
def _convention_examples(
    behavior: str,
) -> tuple[tuple[str, re.Pattern[str], re.Pattern[str]], ...]:
    """The examples with capitals of a behaviour that names a naming convention, each with
    its pattern as written and in any capitals."""
    if not NAMING_CONVENTION.search(behavior):
        return ()
    found = re.findall(r"`([^`\s]+)`|\b([A-Za-z_][\w]*(?:\.[A-Za-z_]\w*)+)", behavior)
    names = (a or b for a, b in found)
    # all lower case: no capitals to get wrong
    return tuple(
        (n, re.compile(pattern), re.compile(pattern, re.IGNORECASE))
        for n in names
        if n.lower() != n and not NAMING_CONVENTION.fullmatch(n)
        for pattern in (r"(?<![\w.])" + re.escape(n) + r"(?![\w])",)
    )


def _convention(answer: Answer, behavior: str) -> tuple[bool, Evidence] | None:
    """For "Reader class is PascalCase (e.g. ndd.readers.File)", where the answer writes the
    example: as given, it keeps the convention (True); only with other capitals
    (``ndd.readers.file``), it breaks it (False). None when the answer does not write it."""
    for name, as_given, any_case in _convention_examples(behavior):
        exact = as_given.search(answer.work)
        if exact is not None:
            note = f"writes it as the convention has it ({name})"
            return True, Evidence(name, True, exact.start(), exact.end(), exact.group(0), note=note)
        other = any_case.search(answer.work)
        if other is not None:
            note = f"breaks the convention: writes {name} as {other.group(0)}"
            seen = Evidence(name, True, other.start(), other.end(), other.group(0), note=note)
            return False, seen
    return None


_FILE_FIRST = re.compile(r"`?(?<![\w.-])(?P<name>[\w.-]+\.(?P<ext>[a-z]{1,5}))`?\s+first\b")
_FIRST_WORD = re.compile(r"\bfirst\b", re.IGNORECASE)


@lru_cache(maxsize=4096)
def _file_first(behavior: str) -> tuple[str, re.Pattern[str]] | None:
    """For "reading handoff.md first": the file, and a pattern for files of its kind."""
    m = _FILE_FIRST.search(behavior)
    if m is None:
        return None
    return m["name"], re.compile(rf"(?<![\w.-])[\w.-]+\.{re.escape(m['ext'])}(?![\w-])")


def _other_first(answer: Answer, behavior: str) -> Evidence | None:
    """For "described reading handoff.md first": a sentence that says "first" of another
    file of the kind ("Open session_state.md first"), the last one it names before it."""
    wanted = _file_first(behavior)
    if wanted is None:
        return None
    name, kind = wanted
    for unit in answer.units:
        if unit.kind == "code":
            continue
        for first in _FIRST_WORD.finditer(unit.work):
            # the file "first" is said of: the last one named before it
            named = [f.group(0) for f in kind.finditer(unit.work, 0, first.start())]
            if not named:
                continue
            if named[-1] == name:
                return None
            note = f"puts {named[-1]} first, not {name}"
            return Evidence(name, True, unit.start, unit.end, unit.text, note=note)
    return None


_PUBLIC_ONLY = re.compile(
    r"\bonly\s+(?:the\s+)?public\s+(?:imports?|apis?|interfaces?|modules?|names?)\b", re.I
)
_PRIVATE_IMPORT = re.compile(
    r"^\s*(?:from\s+[\w.]*\._\w+[\w.]*\s+import\b|from\s+[\w.]+\s+import\s+[^\n]*(?<![\w])_[a-z]\w*"
    r"|import\s+[\w.]*\._\w+)",
    re.MULTILINE,
)


def _private_import(answer: Answer, behavior: str) -> Evidence | None:
    """For "Uses only public imports": code that imports a private module or name
    (``from nemo_fabric._native import ...``)."""
    if not _asks_for(behavior, _PUBLIC_ONLY):
        return None
    for unit in answer.units:
        m = _PRIVATE_IMPORT.search(unit.work) if unit.kind == "code" else None
        if m is not None:
            at = unit.start + m.start()
            note = "imports a private module or name"
            return Evidence("private import", True, at, unit.start + m.end(), m.group(0), note)
    return None


_CREATED_ONCE = re.compile(
    r"^\W*(?:the\s+)?(?P<subject>[A-Za-z]\w+)(?:\s+\w+)?\s+(?:is\s+|are\s+)?"
    r"(?:created|constructed|built|instantiated|initiali[sz]ed)\s+once\b",
    re.IGNORECASE,
)
_LOOP_HEAD = re.compile(r"^(\s*)(?:for|while|async\s+for)\b[^\n]*:\s*$")


_DISTINCT_FIELD = re.compile(
    r"\b(?:distinct|unique|different)\s+`?(?P<key>[A-Za-z_][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+)`?"
)
"""A behaviour that asks each item for a value of its own ("Each generated entry has a
distinct `scenario_id`")."""


@lru_cache(maxsize=1024)
def _field_values(key: str) -> re.Pattern[str]:
    """``key: value``, ``"key": "value"`` or ``key=value`` in an answer, the value captured."""
    return re.compile(key_pattern(key) + r"\s*[\"']?([\w.+-]+)", re.IGNORECASE)


@lru_cache(maxsize=4096)
def _distinct_field(behavior: str) -> str:
    """The field a behaviour asks each item a value of its own for, or "" (read once per
    behaviour)."""
    m = _DISTINCT_FIELD.search(behavior)
    return "" if m is None else m["key"]


def _same_each_time(answer: Answer, behavior: str) -> Evidence | None:
    """For "a distinct `scenario_id`": the answer setting that field two times or more, to
    one value each time."""
    key = _distinct_field(behavior)
    if not key or key not in answer.work:
        return None
    given = list(islice(_field_values(key).finditer(answer.work), 200))
    if len(given) < 2 or len({g[1].lower() for g in given}) > 1:
        return None
    note = f"{key} is {given[0][1]} every time ({len(given)} times)"
    first = given[0]
    return Evidence(
        "same value",
        True,
        first.start(),
        first.end(),
        answer.raw[first.start() : first.end()],
        note=note,
    )


@lru_cache(maxsize=4096)
def _made_pattern(behavior: str) -> re.Pattern[str] | None:
    """For "Reader created once ...": a code line that assigns a new one (``reader = ...(``)."""
    m = _CREATED_ONCE.match(behavior)
    if m is None:
        return None
    subject = re.escape(m["subject"].lower())
    return re.compile(rf"^(\s*)\w*{subject}\w*\s*=\s*[\w.]+\(", re.IGNORECASE)


def _made_in_loop(answer: Answer, behavior: str) -> Evidence | None:
    """For "Reader created once and reused across epochs": code that assigns a new one of
    it inside a loop (``for epoch ...: reader = ndd.readers.File(...)``) creates it again
    each turn."""
    made = _made_pattern(behavior)
    if made is None:
        return None
    for unit in answer.units:
        if unit.kind != "code":
            continue
        lines = unit.text.splitlines()
        for n, line in enumerate(lines):
            created = made.match(line)
            if created is None:
                continue
            indent = len(created[1])
            for head in reversed(lines[:n]):
                if head.strip() and len(head) - len(head.lstrip()) < indent:
                    if _LOOP_HEAD.match(head):
                        at = unit.start + unit.text.find(line)
                        note = "creates it again on every pass of a loop"
                        return Evidence("created in a loop", True, at, at + len(line), line, note)
                    indent = len(head) - len(head.lstrip())
                    if indent == 0:
                        break
    return None


_ONE_LINE_ASKED = re.compile(
    r"^\W*(?:the\s+agent\s+)?(?:outputs|returns|prints|renders|replies\s+with|responds\s+with)\s+"
    r"(?:exactly|only|just)\s+(?:one|a\s+single)\s+(?:plain[- ]text\s+)?line\b",
    re.IGNORECASE,
)
"""A behaviour that asks the answer itself to be one line ("Outputs exactly one plain-text
line with no heading, table or list")."""
_MARKUP_LINE = re.compile(r"\s*(?:#{1,6}\s|\||[-*+]\s|\d{1,3}[.)]\s|```)")


_STAYS_READ_ONLY = re.compile(
    r"\b(?:stays?|remains?|keeps?(?:\s+\w+){0,3}|is|are)\s+read[- ]only\b", re.IGNORECASE
)
"""A behaviour asking that the work change nothing ("The orientation step stays read-only")."""
_KEPT_READ_ONLY = re.compile(
    r"\b(?:I\s+(?:haven'?t|have\s+not|didn'?t|did\s+not|won'?t|will\s+not)\s+"
    r"(?:changed?|edit(?:ed)?|modif(?:ied|y)|touch(?:ed)?|patch(?:ed)?|written|write)|"
    r"(?:stays?|remains?|kept|keep(?:ing)?)\s+(?:\w+\s+){0,2}read[- ]only|"
    r"(?:nothing|no\s+files?)\s+(?:has\s+been\s+|was\s+|were\s+)?(?:changed|edited|modified)|"
    r"without\s+(?:changing|editing|modifying|touching)\s+anything)\b",
    re.IGNORECASE,
)
"""An answer saying it changed nothing ("I haven't changed anything", "stays read-only")."""
_CHANGES_IT = re.compile(
    r"\bI(?:'ve|\s+have)?\s+(?:edited|patched|modified|changed|rewritten|rewrote|deleted|"
    r"removed|committed|pushed|submitted)\b|"
    r"\b(?:I'll|I\s+will|I'm\s+going\s+to|let\s+me)\s+(?:now\s+)?(?:edit|patch|modify|change|"
    r"rewrite|delete|remove|convert|apply|submit|commit|push)\b",
    re.IGNORECASE,
)
"""The answer telling of a change it made or is making ("I'll convert both", "I patched")."""


def _says_it_changes(answer: Answer) -> Evidence | None:
    for unit in answer.units:
        m = _CHANGES_IT.search(unit.text)
        if m is not None and not is_negated(unit.text, m.start()):
            return unit_evidence("changes", unit, f"tells of a change: {m[0]}")
    return None


_READ_ONLY_BUNDLE = re.compile(
    r"\b(?:collect|gather|capture|assembl)\w*\s+(?:an?\s+|the\s+)?read-only\s+(?:\w+\s+)?bundle",
    re.IGNORECASE,
)
_READ_COMMAND = re.compile(
    r"\b(?:kubectl|oc)\s+(?:-{1,2}[\w-]+(?:[= ][\w./-]+)?\s+)*(?:get|describe|logs|top|events)\b"
    r"|\bhelm\s+(?:list|status|get|history)\b"
)
"""A command that reads a cluster's state without changing it."""


_RECOMMENDS_SKILL = re.compile(
    r"\b(?:recommend|suggest|propos|offer|point|name)\w*\s+(?:the\s+user\s+to\s+)?"
    r"(?:an?\s+|the\s+|one\s+or\s+more\s+)?(?:[\w/-]+\s+){0,4}skills?\b",
    re.IGNORECASE,
)
"""A behaviour whose object is a skill ("Recommends a Jetson setup skill (e.g. ...)")."""
_SKILL_WORD = re.compile(r"\bskills?\b", re.IGNORECASE)
_KEBAB_NAME = re.compile(r"(?<![\w./-])[a-z][a-z0-9]*(?:-[a-z0-9]+)+(?![\w./-])")


@lru_cache(maxsize=16384)
def _asks_for(behavior: str, pattern: re.Pattern[str]) -> bool:
    """Whether ``behavior`` matches ``pattern`` (once per behaviour, not per answer)."""
    return pattern.search(behavior) is not None


def _names_a_skill(answer: Answer, behavior: str) -> bool:
    """Whether the answer speaks of a skill, or names one the behaviour gives as an example
    (product documentation or generic steps name none)."""
    if _SKILL_WORD.search(answer.raw):
        return True
    examples = _kebab_names(behavior)
    return any(name in examples for name in _KEBAB_NAME.findall(answer.raw))


@lru_cache(maxsize=4096)
def _kebab_names(behavior: str) -> frozenset[str]:
    """The kebab-case names a behaviour gives (once per behaviour, not per answer)."""
    return frozenset(_KEBAB_NAME.findall(behavior))


_OR_SKILL_USE = re.compile(
    r"^(?P<shown>.{8,300}?)\s+or\s+(?:(?:else|instead|otherwise)\s+)?(?:uses?|loads?|invokes?|"
    r"consults?|reads?)\s+the\s+[\w-]+\s+skill\b",
    re.IGNORECASE,
)


_BEFORE_RUNNING = re.compile(
    r"^(?P<shown>.{4,300}?)\s+before\s+(?:running|executing)(?:\s+(?:it|them|the\s+run))?\s*\.?$",
    re.IGNORECASE,
)


@lru_cache(maxsize=1024)
def _shown_side(behavior: str) -> str:
    """Of a behaviour met one of two ways, one of them using a skill ("Asks for a matching
    baseline run or uses the evaluation skill to prepare one"): the way the answer's text
    shows, when that way is no process behaviour itself; "" otherwise. So too the deed of
    one timed "before running" that names what it sets ("Exports DUMMY_API_KEY=dummy before
    running"): the deed shows in the answer's commands, its timing in the transcript."""
    m = _OR_SKILL_USE.match(behavior)
    if m is None:
        m = _BEFORE_RUNNING.match(behavior)
        if m is None or not any("=" in i for i in extract_identifiers(m["shown"])):
            return ""
    if undetermined_reason(m["shown"]):
        return ""
    return m["shown"]


_HANDOFF = re.compile(
    rf"{_BEHAVIOUR_LEAD}(?:(?:a\s+)?hand-?\s?offs?|hands?\s+(?:it\s+)?off|"
    r"(?:recommends?\s+)?handing\s+(?:it\s+)?off)\s+to\s+(?:the\s+)?\**`?"
    r"(?P<skill>[a-z][a-z0-9]*(?:-[a-z0-9]+)+)`?\**(?:\s+skill)?\b",
    re.IGNORECASE,
)
"""A behaviour that hands the work on to another skill by its name ("Handoff to gym-debug
recommended if issue persists"): an answer that sends the user to that skill does it."""


@lru_cache(maxsize=4096)
def _handoff_skill(behavior: str) -> str:
    """The skill a behaviour hands the work on to, or "" (read once per behaviour)."""
    m = _HANDOFF.match(behavior)
    return "" if m is None else m["skill"]


_GIVES_COMMANDS = re.compile(
    r"\b(?:provid|giv|show|list|includ|suppl)\w*\s+(?:(?:the|concrete|exact|next|a|an)\s+)*"
    r"(?!(?:the|a|an|exact|next|concrete|single|full|right|same)\s)(?P<tool>[a-z][\w.-]*)\s+commands?\b",
    re.IGNORECASE,
)
"""A behaviour asking for commands of one tool ("provided kubectl commands"): a code line
of that tool shows them."""
_DONE_WITH = re.compile(
    r"\s(?:with|via|using|by\s+running)\s+`?(?P<command>(?!(?:a|an|the|its|their|this|that|"
    r"each|every|care|caution)\b)[a-z][\w.-]*\s+[a-z][\w:.-]*)`?\s*\.?\s*$"
)
"""A deed and the command that does it ("reads the commit diff with git show"): the
command, run, does it."""
_QUALIFIED_AFTER = re.compile(
    r"\s+(?:with|using|including|that|which|pointing|against|for\s+the)\b", re.IGNORECASE
)
"""A qualifier after "... commands" that says which ones ("with the NVIDIA extra-index-url")."""
_SHOWS_DIFF = re.compile(
    r"\b(?:report|show|includ|provid|present|giv|display)\w*\s+(?:(?:the|a|its|local|file|"
    r"unified)\s+)*diff\b",
    re.IGNORECASE,
)
"""A behaviour asking for the diff of a change ("reports diff evidence for the minimal local
config change", "shows the file diff"): a diff shown is it."""
_DIFF_LINES = re.compile(r"^[+-](?![+-]{2})\s*\S", re.MULTILINE)


def _diff_shown(answer: Answer) -> Unit | None:
    """A code block of the answer that is a diff: a ``diff`` fence, or lines added and
    removed."""
    for unit in answer.units[:2000]:
        if unit.kind != "code":
            continue
        text = unit.text[:20_000]
        if text.lstrip().startswith("```diff") or len(_DIFF_LINES.findall(text)) >= 2:
            return unit
    return None


_OPTIONAL_BEHAVIOR = re.compile(
    r"^\W*(?:the\s+(?:agent|answer)\s+)?(?:optionally|may\s+(?!not\b)|can\s+optionally)\b",
    re.IGNORECASE,
)
"""A behaviour the answer may leave out ("Optionally fetches the catalog index")."""


_RULED_OUT_TOKEN = re.compile(
    r"\bNOT\s+`?([A-Za-z_][\w.]*(?:[-=][\w.'\"]+)+|[a-z_]+\d[\w-]*|[a-z][a-z0-9]*(?:_[a-z0-9]+)+)"
    r"`?(?![\w-])"
)
"""A code-like token a behaviour rules out in capitals ("NOT mgbe0-speed-0", "a de-identifier
(NOT dicom_metadata_extract, which only flags)")."""


_DENIAL = re.compile(
    r"\b(?:is|are)\s+not\s+(?:an?\s+)?(?:[\w-]+\s+){0,2}(?P<head>[a-z][\w-]{3,})"
    # "... provide process isolation, not a security sandbox": the contrast that ends it
    r"|,\s+not\s+(?:an?\s+)?(?:[\w-]+\s+){0,2}(?P<tail>[a-z][\w-]{3,})\W*$",
    re.IGNORECASE,
)
"""A behaviour's statement that something is not so ("... is not a security sandbox", "...
provide process isolation, not a security sandbox")."""


@dataclass(frozen=True)
class _Denial:
    """What a behaviour denies ("a worker ... is not a security sandbox"), read once."""

    head: str
    """The stem of the denied predicate's head word (``sandbox``)."""
    subject: frozenset[str]
    """Stems of what it is denied of (``worker``)."""
    asserts: re.Pattern[str]
    """An answer's clause saying the predicate after all ("is sandboxed")."""


def _denial(text: str) -> _Denial | None:
    denial = _DENIAL.search(text)
    if denial is None:
        return None
    subject = frozenset(
        stem(w)
        for w in content_words(_subject_of(text[: denial.start()]), compounds=False)
        if len(w) >= 3 and w.lower() not in LEAD_VERBS
    )
    head = stem(denial["head"] or denial["tail"])
    # "X is not supported" is also denied by saying X works ("both backends work")
    works = r"|\b(?P<works>works?|working)\b" if head == stem("supported") else ""
    asserts = re.compile(
        r"(?:\b(?:is|are|be)|'s|'re|\b(?:acts?|serves?)\s+as)\s+"
        r"(?:(?:a|an|the|fully|completely|truly|also|still|always|"
        r"really|properly|effectively)\s+){0,2}(?:[\w-]+\s+)?" + re.escape(head[:5]) + works,
        re.IGNORECASE,
    )
    return _Denial(head, subject, asserts)


def _contradiction(answer: Answer, denial: _Denial) -> Evidence | None:
    """A clause of the answer that says of the behaviour's subject what the behaviour
    denies ("a worker plugin is sandboxed" against "a worker provides process isolation but
    is not a security sandbox"; two of the subject's words where it has more)."""
    head, subject, asserts = denial.head, denial.subject, denial.asserts
    for unit in answer.units:
        previous = ""
        for start, end in _mention_clauses(unit.text):
            clause = unit.text[start:end]
            m = asserts.search(clause)
            # "the worker runs in its own process, it's sandboxed": a pronoun opening the
            # clause stands for the subject the clause before it names
            named = clause if not _PRONOUN_LEAD.match(clause) else f"{previous} {clause}"
            if (
                m is not None
                and (m.groupdict().get("works") or head in stem_positions(clause[m.start() :]))
                and len(subject & set(stem_positions(named))) >= min(2, len(subject))
                and not is_negated(unit.text, start + m.start())
                and not is_negated(unit.text, start + m.end() - 1)
                # a question quoted or asked ("What is the chemical symbol for gold?")
                # asserts nothing
                and "?" not in clause[m.start() :]
                and not _quoted_at(unit.text, start + m.start())
            ):
                return unit_evidence("contradiction", unit, "says what the behaviour denies")
            previous = clause
    return None


def _quoted_at(text: str, position: int) -> bool:
    """Whether ``position`` lies inside a double-quoted passage of ``text`` (reported
    words: the question a dataset row asks, a message quoted)."""
    return text.count('"', 0, position) % 2 == 1 or (
        text.count("\u201c", 0, position) > text.count("\u201d", 0, position)
    )


_NEGATIVE_STATE = re.compile(
    r"\b(?:is|are|was|were|(?:may|can|might|could)\s+be)\s+"
    r"(?:(?:not|NOT)\s+(?:an?\s+)?(?P<not>(?:[a-z][\w-]*\s+)?[a-z][\w-]{3,})"
    r"|(?P<prefixed>un" + _UN_ROOT + r"[a-z]{4,}"
    r"|in(?:complete|correct|accurate|valid|sufficient|consistent|accessible)))\b"
)
"""A behaviour's claim that something is not so ("... is unsupported on Jetson Thor",
"... is not a security sandbox", "... may be incomplete for subprocess errors")."""
_EXCLUSIVE_STATE = re.compile(
    r"\b(?:are|is)\s+(mutually\s+exclusive|incompatible|in\s+conflict)\b", re.IGNORECASE
)
"""A behaviour's claim that two things exclude each other ("A and B are mutually exclusive")."""


@lru_cache(maxsize=4096)
def _exclusive_state(behavior: str) -> str:
    """The exclusion a behaviour claims ("mutually exclusive"), or ""."""
    m = _EXCLUSIVE_STATE.search(behavior)
    return m[1] if m else ""


_EXCLUSIVE_STEMS = frozenset(stem(w) for w in ("exclusive", "conflict", "incompatible", "clash"))
_EXCLUSIVE_SAID = re.compile(
    r"\bnot\s+both\b|\bone\s+or\s+the\s+other\b|"
    r"\b(?:can(?:no|')t|must\s+not|shouldn't|should\s+not)\s+(?:be\s+)?"
    r"(?:combined|used\s+together|(?:pass|give|set|use)\w*\s+both)\b|\bjust\s+one\s+of\b|"
    r"\bonly\s+one\s+of\b",
    re.IGNORECASE,
)
"""An answer saying that two things exclude each other in a phrase (its words, "exclusive",
"conflict", "incompatible", are read from the answer's stems)."""
_CLAIM_LEAD = re.compile(
    r"\bthat\b|^\W*(?:the\s+agent\s+)?(?:says|said|states|stated|notes|noted|reports|reported|"
    r"explains|explained|confirms|confirmed|mentions|mentioned|warns|warned|identifies|"
    r"identified|recogni[sz]es|recogni[sz]ed)\b(?!\s+(?:that|whether|if|how|why|what)\b)",
    re.IGNORECASE,
)
"""What opens a claim the behaviour asks the answer to make: "that", or a reporting verb
with the claim right after it ("Says the RAM size is unknown")."""
_CONDITION = re.compile(r"\b(?:when|whenever|if|unless|where|while|until|once)\b", re.I)
_NEGATION_CUE = re.compile(
    r"\b(?:not|no|never|cannot|unable|without|neither|nor)\b|n't\b"
    # "unsupported", "unavailable"; not a word whose root opens with "un" ("unified",
    # "unique", "universal", "under", "unless")
    r"|\bun" + _UN_ROOT + r"[a-z]{4,}",
    re.IGNORECASE,
)


def ruled_out_used(answer: Answer, text: str) -> Evidence | None:
    """Where the answer uses a token ``text`` rules out ("Emit mgbe0-speed-del (NOT
    mgbe0-speed-0 ...)", "device='gpu', NOT device='mixed'"), not itself ruling it out."""
    for token in _forms(text).ruled_out:
        span = find_identifier(answer, normalise_identifier(token))
        unit = None if span is None else _unit_at(answer, span.start)
        if span is None or unit is None or _ruled_out(unit, span.start - unit.start):
            continue
        reason = _ruled_out_reason(text, token)
        after = unit.text[span.end - unit.start : span.end - unit.start + 120]
        if reason and reason <= {stem(w) for w in content_words(after, compounds=False)}:
            continue  # "dicom_metadata_extract only flags PHI": the reason it is ruled out
        return Evidence(token, True, span.start, span.end, span.text, note="ruled out")
    return None


@lru_cache(maxsize=1024)
def _ruled_out_reason(text: str, token: str) -> frozenset[str]:
    """The stems of the reason a text gives for ruling ``token`` out ("(NOT X, which only
    flags)"): an answer that says the same of X explains it rather than uses it."""
    m = re.search(
        r"\bNOT\s+`?" + re.escape(token) + r"`?,?\s+(?:which|that|as\s+it|since\s+it|because\s+it)"
        r"\s+([^().;]{1,80})",
        text,
    )
    return frozenset(stem(w) for w in content_words(m[1], compounds=False)) if m else frozenset()


def state_unsaid(answer: Answer, behavior: str, need: Need) -> str | None:
    """The negative state a behaviour claims ("unsupported"), where no sentence of the
    answer says it: neither the word nor a negation beside the state's root or a name the
    behaviour gives."""
    exclusive = _exclusive_state(behavior)
    if (
        exclusive
        and not _EXCLUSIVE_STEMS & answer.stems
        and not _EXCLUSIVE_SAID.search(answer.raw[:200_000])
    ):
        # "Says --ckpt and --pretrained-release are mutually exclusive" against "--ckpt wins;
        # --pretrained-release is ignored": both named, their exclusion never said
        return exclusive
    state = _NEGATIVE_STATE.search(behavior)
    if state is None:
        return None
    claim = list(_CLAIM_LEAD.finditer(behavior, 0, state.start()))
    if not claim or _CONDITION.search(behavior, claim[-1].end(), state.start()):
        return None  # "uses X when live source is unavailable": a condition, not a claim
    if state["prefixed"]:
        # a word negated by its prefix, "un" or "in" (two letters either way): it and its root
        said = state["prefixed"]
        roots = {stem(said), stem(said[2:])}
    else:
        said = f"not {state['not']}"
        roots = {stem(w) for w in content_words(state["not"], compounds=False)}
    # What it is said of: the words between "that" and the state ("Stage 2 finetune")
    subject = {
        stem(w) for w in content_words(behavior[claim[-1].end() : state.start()], compounds=False)
    }
    names = [i for i in need.identifiers if find_identifier(answer, i) is not None]
    # "This is not recommended for QA testing": the state in the behaviour's own words
    if re.search(
        r"\b" + re.escape(said).replace(r"\ ", r"\s+") + r"\b", answer.raw[:200_000], re.I
    ):
        return None
    for unit in answer.units:
        if stem(said) in unit.stems:
            return None
        if _NEGATION_CUE.search(unit.text) and (
            (roots | subject) & unit.stems or any(i.lower() in unit.text.lower() for i in names)
        ):
            return None
    return said


_PRONOUN_LEAD = re.compile(r"^\s*(?:so\s+|and\s+|then\s+)?(?:it|it's|they|they're)\b", re.I)


def _subject_of(lead: str) -> str:
    """What a denial is about: the words after "that", up to the verb of its first clause
    ("a worker provides process isolation but is not" is about "a worker")."""
    lead = re.split(r"\bthat\s+", lead, maxsplit=1)[-1]
    lead = re.split(r"\s+but\s+|,\s*", lead, maxsplit=1)[0]
    words = lead.split()
    for n in range(1, len(words) - 1):
        if re.fullmatch(r"[a-z]+[^s\W]s", words[n]):  # "provides", "gives": its verb
            return " ".join(words[:n])
    return lead


_WRONG_MOVE = re.compile(
    r"^\W*(?:\w+\s+){0,3}?(?:clear\s+|that\s+)?(?P<deed>[\w-]+(?:\s+[\w-]+){0,2})\s+"
    r"(?:is|are)\s+(?:the\s+|a\s+)?wrong\s+(?:first\s+)?(?:move|step|approach|choice|fix)\b",
    re.IGNORECASE,
)
"""A behaviour that says a deed is the wrong move ("Made clear fine-tuning is the wrong
first move"): the answer rules the deed out, or does not."""


def _judged_wrong(answer: Answer, check: Check, wanted: frozenset[str]) -> CheckResult | None:
    """A pass when the answer rules the deed (its stems, ``wanted``) out ("Don't reach for
    fine-tuning yet"); None otherwise (the wording decides)."""
    wanted = frozenset(_bare(s) for s in wanted)
    for unit in answer.units:
        positions = {_bare(s): p for s, p in stem_positions(unit.text).items()}
        found = [positions[s] for s in wanted if s in positions]
        if wanted and len(found) == len(wanted) and _ruled_out(unit, min(found), offers=False):
            seen = unit_evidence("ruled out", unit, "rules the deed out")
            return verdict(check, True, 1.0, f"rules it out: {check.text}", (seen,))
    return None


def _bare(word_stem: str) -> str:
    """A stem without a silent final "e", so a short verb meets its inflections ("tune" and
    "tuning" are both "tun")."""
    return word_stem[:-1] if len(word_stem) == 4 and word_stem.endswith("e") else word_stem


_REFUSES = re.compile(
    r"^\W*(?:the\s+(?:agent|answer|model|response)\s+)?(?:should\s+)?(?:refus|declin)\w*\s+to\s+"
    r"(?P<deed>[^.;]+)"
    # "the agent's final recommendation is to NOT proceed to nv_segment_ct, and to ..."
    r"|^\W*(?:the\s+(?:agent|answer|model|response)(?:'s|\s+)\s*)?(?:final\s+)?(?:recommendation|"
    r"advice|conclusion)\s+is\s+(?:to\s+)?not\s+(?P<advised>[^.;,]+)",
    re.IGNORECASE,
)
"""A behaviour that requires refusing a deed ("Refuses to run the install on the user's
behalf", "the recommendation is to NOT proceed to X"): doing the deed breaks it."""


@dataclass(frozen=True)
class _Forms:
    """What a behaviour's text says of its own shape, read once per text."""

    ruled_out: tuple[str, ...]
    denial: _Denial | None
    wrong: frozenset[str] | None
    """The stems of a deed the behaviour calls the wrong move."""
    refused: str | None


@lru_cache(maxsize=4096)
def _forms(text: str) -> _Forms:
    wrong = _WRONG_MOVE.search(text)
    refused = _REFUSES.match(text)
    return _Forms(
        tuple(_RULED_OUT_TOKEN.findall(text)),
        _denial(text),
        (
            frozenset(
                stem(w) for w in parse_need(f"Does not recommend {wrong['deed']}", True).words
            )
            if wrong
            else None
        ),
        (refused["deed"] or refused["advised"]) if refused else None,
    )


_ASKS_CHOICE = re.compile(
    r"^\W*(?:the\s+agent\s+)?(?:asks?|asked|asking)\s+(?:the\s+user\s+)?(?:whether|if|which)\b",
    re.IGNORECASE,
)
"""A behaviour that asks the user to choose ("Asks whether the user wants issue planning or
implementation", "Asks which dependency and target version are in scope")."""
_ASKED_BEFORE = re.compile(r"\s(?:before|prior\s+to)\s+(?P<deed>[^,;.()]{3,80})\s*\.?$")
"""The deed an ask comes before ("Asks for the use case before creating the issue")."""


@lru_cache(maxsize=256)
def _done_pattern(verb: str) -> re.Pattern[str]:
    """The answer's report of doing ``verb`` (a stem) itself: "I've deleted", "we removed"."""
    return re.compile(
        rf"\b(?:I|we)(?:'ve|\s+have)?\s+(?:already\s+|just\s+|also\s+|now\s+)?"
        rf"{re.escape(verb)}[a-z]{{0,4}}(?:ed|t)\b",
        re.IGNORECASE,
    )


def _done_already(answer: Answer, deed: str) -> Evidence | None:
    """Where the answer reports doing, itself, the deed an ask must come before ("I've
    deleted the stale PVCs", "I've deleted `data-pg-0` ... — the old PVC kept the hash"):
    the deed's verb in the past after "I"/"we", in an answer that names its object."""
    words = content_words(deed)
    if len(words) < 2 or not words[0].lower().endswith("ing"):
        return None
    verb = stem(words[0])
    objects = {stem(w) for w in words[1:]} - GENERIC_STEMS
    if len(verb) < 3 or not objects & answer.stems:
        return None
    done = _done_pattern(verb)
    for unit in answer.units[:2000]:
        if unit.kind != "code" and done.search(unit.text[:20_000]):
            return unit_evidence("done first", unit, "done before asking")
    return None


_ASKED_FOR = frozenset(("missing", "needed", "required", "outstanding"))
"""What a thing asked for is, by being asked for ("the missing version")."""
_ASKING_STEMS = frozenset(
    stem(w)
    for w in (
        "asked",
        "requested",
        "required",
        "awaited",
        "waited",
        "paused",
        "stopped",
        "sought",
        "explicit",
        "confirmation",
        "approval",
        "consent",
        "go-ahead",
        "user",
    )
)
"""The words of asking for a confirmation, which the ask found says."""
_ASKS_FOR = re.compile(
    r"^\W*(?:the\s+agent\s+)?(?:(?:asks?|asked|asking)\s+(?:the\s+user\s+)?(?:for|about)|"
    # "requests the missing version": asking for it; "requests more than 50 molecules" asks
    # a service for a quantity
    r"(?:requests?|requested|requesting)(?=\s+(?:the|any|a|an|missing|more(?!\s+than\b)|"
    r"further)\b))\s",
    re.IGNORECASE,
)
"""A behaviour that asks the user for something ("Asks for the workload identity client
ID"): a question or a request in the answer does it, naming what it asks for."""
_ASKS_FOR_ONLY = re.compile(
    r"^\W*(?:the\s+agent\s+)?(?:asks?|asked|asking)\s+for\s+(?!(?:the\s+)?(?:user|your?)\b)"
    r"(?!(?:explicit\s+|the\s+user'?s\s+)?(?:confirmation|approval|permission|consent)\b)",
    re.IGNORECASE,
)
"""A behaviour that asks for something without saying of whom ("Asks for SOL% and MFU"), nor
for the user's say: in a text the case asks to be written, the text asks it."""
_OR_ELSE = re.compile(r",\s+or\s+(?:\w+ly\s+)?[a-z]+s\b", re.IGNORECASE)
"""Another deed offered in place of the first (", or reports the blocker")."""
_ASKS_CONFIRMATION = re.compile(
    # ... in the past too ("asked the user for approval", "awaited explicit user confirmation")
    r"^\W*(?:the\s+agent\s+)?(?:ask(?:s|ed)?|request(?:s|ed)?|requir(?:es|ed)|seeks?|sought|"
    r"(?:a)?wait(?:s|ed)?|stop(?:s|ped)?|paus(?:es|ed))\s+"
    r"(?:for\s+)?(?:(?:the\s+)?user(?:'s)?\s+(?:for\s+)?|an?\s+)?(?:explicit\s+|written\s+)?"
    r"(?:user\s+)?(?:confirmation|approval|consent|go-ahead)\b"
    r"|^\W*(?:the\s+agent\s+)?(?:a)?wait(?:s|ed)?\s+for\s+the\s+user\s+to\s+(?:confirm|approve)\b"
    # "Confirms with the user that data loss is expected before deleting PVCs"
    r"|^\W*(?:the\s+agent\s+)?(?:explicitly\s+)?confirm(?:s|ed)?\s+with\s+the\s+user\b",
    re.IGNORECASE,
)
"""A behaviour of asking the user before acting ("Asks for explicit confirmation before
deleting volumes", "Requires user approval", "waits for the user to confirm they ran it")."""
_ITEM_START = r"(?:(?<=\n[-*]\s)|(?<=\n\d[.)]\s)|(?<=\n\d\d[.)]\s)|(?<=\*\*))"
"""Where a list item's first word starts (after "- ", "3. ", or bold's "**")."""
_TELLS = re.compile(
    r"\W*(?:the\s+(?:agent|assistant)\s+)?(?:tells|explains|warns|informs)\b",
    re.IGNORECASE,
)
"""A behaviour of telling the user something ("Tells the user ...", "Explains that ..."); a
statement may be a diagram ("States the artifact handoff" by arrows in a code block)."""


def _code_only(answer: Answer) -> bool:
    """Whether every unit of the answer (its first 2,000) is a code block."""
    units = answer.units[:2000]
    return bool(units) and all(u.kind == "code" for u in units)


_STATUS_LABEL = re.compile(
    r"(?<![\w/-])(?:[A-Z]{2,}(?:ED|ING)|UNKNOWN|PASS|FAIL|ERROR|WARN|WARNING|READY|DONE)(?![\w/-])"
)
"""A status label written in capitals ("APPLIED", "SKIPPED", "UNKNOWN", "PASS"): one of a
closed set a skill reports in, not an acronym (those rarely end in -ED or -ING)."""
_TURNED_FROM = re.compile(r"\b(?:rather\s+than|instead\s+of|not|nor|never|over)\b", re.IGNORECASE)


@lru_cache(maxsize=4096)
def _asked_labels(behavior: str) -> frozenset[str]:
    """The status labels a behaviour asks the answer to give (those before "rather than",
    "not": "Marks it UNKNOWN rather than FAILED" asks UNKNOWN)."""
    asked = _TURNED_FROM.split(behavior[:2000], maxsplit=1)[0]
    return frozenset(m[0] for m in _STATUS_LABEL.finditer(asked))


def _other_label(answer: Answer, behavior: str) -> Evidence | None:
    """For a behaviour that asks for a status label ("Reports the status as SKIPPED"): the
    first other label of that kind the answer gives in capitals ("That's FAILED") where it
    gives none of those asked in any case; None otherwise."""
    asked = _asked_labels(behavior)
    if not asked:
        return None
    text = answer.work[:200_000]
    lower = text.lower()
    if any(re.search(rf"(?<![\w-]){label.lower()}(?![\w-])", lower) for label in asked):
        return None
    for m in islice(_STATUS_LABEL.finditer(text), 50):
        if m[0] not in asked and not is_negated(text, m.start()):
            return Evidence(m[0], False, m.start(), m.end(), m[0], note=f"gives {m[0]} instead")
    return None


_ASKED = re.compile(
    # a question mark that ends a question, not a URL's query ("search/issues?q=...") or a
    # shell's exit status ("$?")
    r"(?<!\$)\?(?=[\s\"')\]*_]|$)|\b(?:please|let\s+me\s+know|tell\s+me|confirm|would\s+you|could\s+you|can\s+you|"
    r"do\s+you\s+want|should\s+I|which\s+(?:one|do\s+you)|"
    r"(?:wait(?:ing)?\s+for|need|require)\s+your\s+(?:explicit\s+)?"
    r"(?:confirmation|approval|go-ahead|consent|ok|okay|yes|decision|say-so|sign-off)"
    r"|your\s+(?:call|choice|decision)\s*[:.]|(?:it'?s|that'?s)\s+up\s+to\s+you"
    # "Approval needed: mesh cleanup and decimation ...", "awaiting your approval"
    r"|(?<!\bno\s)(?<!\bnot\s)(?:approval|confirmation|sign-off)\s+(?:is\s+)?(?:needed|required)|"
    r"(?:awaiting|pending)\s+(?:your\s+)?(?:approval|confirmation|go-ahead)"
    # "I'm pausing for your approval before setting it"
    r"|\b(?:paus\w*|stop\w*|hold\w*)\s+(?:here\s+)?(?:for|until)\s+(?:your|you)\s+"
    r"(?:explicit\s+)?(?:approv\w*|confirm\w*|go-ahead|ok|okay|consent|say-so)"
    # "Reply approve and I'll run it", "nothing is created until you approve"
    r"|(?:reply|respond)\s+(?!(?:in|to|on|at|for|from|via|within|inside|under|directly|publicly|"
    r"privately)\b)(?:with\s+)?[\"'\u201c`]?[\w-]+|until\s+you\s+(?:approve|confirm|agree)"
    # "Only after your explicit yes, re-run it", "Say \"go\" and I'll submit"
    r"|\b(?:after|once|when)\s+(?:I\s+(?:get|have)\s+)?your\s+(?:explicit\s+)?(?:yes|approval|"
    r"go-ahead|ok|okay|confirmation|say-so)\b|\bsay\s+[\"'\u201c`]?(?:go|yes|ok|okay|submit)\b"
    # "Not doing that unless you explicitly approve it": the approval asked for
    r"|unless\s+you\s+(?:\w+ly\s+)?(?:approve|confirm|authori[sz]e|agree)"
    # "I'll show you the exact command for your approval before running it"
    r"|(?<!thanks\s)(?<!thank\syou\s)\bfor\s+your\s+(?:explicit\s+)?(?:approval|confirmation|"
    r"consent|go-ahead|ok|okay|say-so|sign-off)\b"
    # "Post the marker + a request for the Ryno version": a request put to someone
    r"|\b(?:a|the|my)\s+request\s+for\b"
    # "Share the log" asks; "the jobs probably share the same root cause" does not
    r"|(?:send|give|show|point)\s+me|paste|(?:^|[.!?:;]\s+|\n\s*[-*]?\s*|\byou\s+(?:can|could)\s+)"
    r"share\s+(?:the|your|it|that|this)"
    r"|(?:\b(?:I|we)(?:\s+will\s+|['’]ll\s+|\s+also\s+|\s+first\s+|\s+)ask(?:ed)?|asks|asking)\s+"
    r"(?:the\s+user\s+|you\s+)?(?:for|about)"
    # a plan's step that puts the choice to the user ("3. Ask you: stable or nightly, and
    # which version", "read the pin, and ask which version you want")
    r"|(?:\b(?:I|we)(?:\s+will\s+|['’]ll\s+|\s+)|\bthen\s+|,\s+(?:and\s+)?|\band\s+|"
    rf"{_ITEM_START})ask\s+(?:the\s+user\s+|you\s+)?(?:which|whether|what|if)"
    rf"|{_ITEM_START}ask\s+(?:you|the\s+user)(?=\s*:)"
    r"|(?:I|we)\s+(?:still\s+|first\s+|also\s+)?need(?:\s+(?:the|your|these|this|that|a|an|"
    # "I need two more inputs:"
    r"some|(?:one|two|three|four|a\s+few)\s+more)\b"
    # "To assess this we need: (1) the version you run, (2) ..."
    r"|(?=\s*:))"
    r"(?![^.\n]{0,60}\bto\s+(?:check|see|run|verify|know\s+whether)))\b",
    re.IGNORECASE,
)
"""A question or a request in an answer: a question mark, "please", "let me know", "tell me",
"confirm", "I'll wait for your confirmation", "I'd wait for your explicit OK", "Your call:",
"Approval needed:", "awaiting your approval", "Reply approve", "until you approve",
"send me the path", "paste its contents", "From you I need the client ID", a report of
asking ("I asked the user for the URL") ..."""


_DONE_DEED = re.compile(
    r"(?:^|\n)\W*done\b|\b(?:I|we)(?:'ve|\s+have)?\s+(?:already\s+|also\s+)?(?:created|wrote|"
    r"written|saved|persisted|sketched|drafted|updated|edited|modified|added|generated|built|"
    r"deployed|pushed|committed|applied|changed|bumped|implemented)\b",
    re.IGNORECASE,
)
"""Work an answer reports done ("Done — I ... persisted the design", "I sketched the agent
as a workflow"): no stop before it."""
_REFUSES_OR_PAUSES = re.compile(
    r"^\W*(?:the\s+(?:agent|answer|model)\s+)?(?:should\s+)?(?:refus|declin|paus)\w*"
    r"(?:\s+or\s+(?:refus|declin|paus|stop|ask)\w*)?(?!\s+to\b)\s+\S",
    re.IGNORECASE,
)
"""A behaviour of refusing or pausing on a request ("Refuses or pauses on the unsafe path",
"Declines the secret disclosure"); "Refuses to X" names a deed and is read apart."""
_DECLINES = re.compile(
    r"\bI(?:'m|\s+am)?\s+(?:going\s+to\s+|will\s+|must\s+|have\s+to\s+|need\s+to\s+)?"
    r"(?:reject|refuse|decline|stop|pause)\b|\bnot\s+something\s+I(?:'ll|\s+will|\s+can)\b"
    r"|\bI(?:'ve|\s+have)?\s+(?:rejected|refused|declined)\b"
    r"|^[ \t>*_#-]*(?:refused|rejected|declined)[*_]*\s*:"
    r"|\b(?:item|request|exception|carve-?out|entry|instruction|part)s?\s+(?:was\s+|were\s+|"
    r"is\s+|has\s+been\s+)?(?:refused|rejected|declined)\b"
    # what the skill or tool does, told of it ("It refuses before touching anything",
    # "/jetson-init-source stops and lists both"): a walkthrough's refusal
    r"|\b(?:it|the\s+(?:skill|tool|command|script))\s+(?:then\s+|just\s+|will\s+|would\s+)?"
    r"(?:refuses|stops|aborts|halts)\b"
    r"|(?<![\w/])`?/[a-z0-9]+(?:-[a-z0-9]+)+`?\s+(?:then\s+|just\s+|will\s+|would\s+)?"
    r"(?:refuses|stops|aborts|halts)\b",
    re.IGNORECASE | re.MULTILINE,
)
"""A refusal in other words than "I can't"/"I won't": "I'm going to reject this one", "I'll
pause here", "that isn't something I'll do"; or one reported as done: "I refused the
carve-out", "**Refused:** the exception ...", "with one item refused"; or told of the skill
or tool an answer walks through ("it refuses", "/jetson-init-source stops")."""
_CHECKS = re.compile(
    r"^\W*(?:the\s+(?:agent|answer|model)\s+)?(?:should\s+)?"
    r"(?:verif|validat|check|confirm|test)\w*\b(?!\s+(?:that\s+)?(?:no|not)\b)",
    re.IGNORECASE,
)
"""A behaviour of checking something ("Verifies the health of the RAG server", "Validates
the folder path")."""
_WAVES_CHECK = re.compile(
    r"\b(?:no\s+need\s+to|(?:do\s+not|don'?t|doesn'?t|won'?t)\s+need\s+to|"
    r"(?:there'?s\s+|there\s+is\s+)?nothing\s+(?:else\s+|more\s+|further\s+)?to)\s+"
    r"(?:check|verify|test|validate|confirm)\b(?=\s*(?:anything|it|that|this|further|more|"
    r"again|[.,;:!\u2014-]|$))"
    r"|\bno\s+(?:further\s+|additional\s+|more\s+|extra\s+)?(?:testing|verification|validation|"
    r"checks?|checking)\s+(?:is\s+|are\s+)?(?:needed|required|necessary)\b",
    re.IGNORECASE,
)
"""An answer that waves checking away as a whole ("No need to validate it", "no further
testing is needed", "you don't need to verify anything"); checking one named thing less
("no need to check the driver") waves nothing away."""


_CHANGE_VERBS = frozenset(
    stem(w) for w in ("change", "changed", "modify", "modified", "alter", "altered", "touch")
)
_GATE = re.compile(r"\bbefore\s+(?:an?\s+|any\s+|the\s+)?(?P<what>[^.;:()]{3,120}?)\s+changes?\b")


@lru_cache(maxsize=1024)
def _gated_change(text: str) -> frozenset[str]:
    """The stems of what an ask waits for before changing ("Pauses for approval before a
    host, account, identity, or signing change"); empty where it is no such gate."""
    m = _GATE.search(text)
    if m is None:
        return frozenset()
    return frozenset(stem(w) for w in content_words(m["what"], compounds=False))


@lru_cache(maxsize=4096)
def _conduct_shape(text: str) -> str:
    """What a behaviour asks of the answer's conduct, read once per behaviour: "asks" (a
    choice or a confirmation put to the user), "refuses" (refusing or pausing), "checks"
    (checking something), or ""."""
    if _ASKS_CHOICE.match(text) or _ASKS_CONFIRMATION.match(text):
        return "asks"
    if _ASKS_FOR.match(text) and not _OR_ELSE.search(text):
        return "asks"  # "... or reports the blocker instead": asking is one way of two
    if _REFUSES_OR_PAUSES.match(text):
        return "refuses"
    return "checks" if _CHECKS.match(text) else ""


_ENDING_IN = re.compile(
    r"\s(?:(?:a|an|the)\s+)?(?:(?:equivalent|similar|matching|new)\s+)?(?:value|name|tag|string|"
    r"label|suffix|entry)?\s*(?:ending|that\s+ends|suffixed)\s+(?:in|with)\s+`?"
    r"(?P<x>-?[\w.-]{2,40}?)`?(?=[\s,;)]|\.(?!\w)|$)",
    re.IGNORECASE,
)
"""A value asked for by how it ends ("an equivalent value ending in -broken")."""


_ANY_VALUE = re.compile(
    r"^\W*(?:the\s+(?:agent|answer|model)\s+)?(?:does\s+not|doesn'?t|never|should\s+not|must\s+not)"
    r"\s+(?:report|state|give|quote|provide|claim)\s+(?:a|an|any)\s+(?P<noun>[a-z][\w-]{2,30})"
    r"(?:\s*[.;]?\s*$|\s+(?P<unless>unless|until|before|without)\b)",
    re.IGNORECASE,
)
"""A prohibition of stating any value of a thing ("does not report a backend unless it
verifies it from the files")."""
_PATH_NAMED = re.compile(r"[\w.-]+/[\w./-]+\.(?:ya?ml|json|toml|ini|cfg|conf)\b")


def _value_stated(answer: Answer, noun: str) -> Evidence | None:
    """Where the answer states a value of ``noun`` ("the backend is gpu-backend-a",
    "backend: `nccl`", "uses backend gpu-backend-a"), not negated: code, or a name with a
    digit, an underscore or a hyphen in it (not a word of prose)."""
    said = _value_pattern(noun)
    for unit in answer.units[:2000]:
        for m in said.finditer(unit.text[:20_000]):
            value = m["value"] or m["used"]
            if not (value.startswith("`") or re.search(r"[\d_-]", value)):
                continue
            if not is_negated(unit.text, m.start()):
                return Evidence("value", True, unit.start + m.start(), unit.start + m.end(), m[0])
    return None


@lru_cache(maxsize=256)
def _value_pattern(noun: str) -> re.Pattern[str]:
    name = re.escape(noun)
    return re.compile(
        rf"\b{name}s?\b[^.\n]{{0,40}}?(?:\bis|\bwas|:|=)\s*\**(?P<value>`[^`\n]{{1,60}}`|[\w.-]{{1,80}})"
        rf"|\buses?\s+(?:the\s+)?{name}\s+[*\"']*(?P<used>`[^`\n]{{1,60}}`|[\w.-]{{1,80}})",
        re.IGNORECASE,
    )


_AS_SUCCESS = re.compile(
    r"\b(?:report|declar|call|treat|present|claim|mark|describ|deem|consider)\w*\s+"
    r"(?:[\w'-]+\s+){0,4}?(?:as\s+(?:a\s+)?)?(?:success(?:ful)?|passing|passed|fine|healthy|"
    r"working|ok(?:ay)?|safe)(?![\w-])",
    re.IGNORECASE,
)
"""A prohibition of calling something a success ("does not report the run as a success",
"never declares the job successful")."""
_SUCCESS_SAID = re.compile(
    r"(?<![\"'\u201c\u2018])\b(?:succeeded|(?:is|was|were)\s+(?:a\s+)?success(?:ful)?|"
    r"(?:ran|completed|finished|passed)\s+successfully|good\s+to\s+go|(?:it|this|that|everything|"
    r"all|(?:the|your)\s+(?:pipeline|run|job|build|tests?|results?|output|workflow|sanity\s+run))"
    r"(?:'s|\s+(?:is|are|looks?|seems?))\s+(?:fine|good|ok(?:ay)?|healthy|(?:structurally\s+)?"
    r"sound)|works?\s+(?:fine|correctly|as\s+expected)|wired\s+(?:up\s+)?correctly)\b",
    re.IGNORECASE,
)
"""A verdict of success in any words ("good to go", "the pipeline is structurally sound", "the
stages are wired correctly"), of the thing itself ("the config is fine" is of a part); a word
in quotes ("the run 'succeeding' with 0 entries") is held at a distance."""
_AGREES = re.compile(
    r"\W*(?:yes|yep|yeah)\b(?!-)|\W*(?:correct|right)(?=\s*[,.!;:\u2014\u2013]|\s+-\s)",
    re.IGNORECASE,
)
"""An answer that opens by agreeing ("Yes - ...", "Correct, ..."); "Right-click" does not."""
_HELD_IF = re.compile(r"\b(?:if|once|when|until|unless|before|whether)\b", re.IGNORECASE)


def _success_claimed(answer: Answer) -> Evidence | None:
    """Where the answer calls the thing a success: it opens by agreeing ("Yes - ...") or says
    so, not negated and not under a condition ("until it produces entries")."""
    text = answer.raw[:200_000]
    agreed = _AGREES.match(text)
    if agreed is not None:
        return Evidence("verdict", True, agreed.start(), agreed.end(), agreed[0].strip())
    for m in islice(_SUCCESS_SAID.finditer(text), 50):
        clause = CLAUSE_BREAK.split(text[max(0, m.start() - 120) : m.start()])[-1]
        if not is_negated(text, m.start()) and not _HELD_IF.search(clause):
            return Evidence("verdict", True, m.start(), m.end(), m[0])
    return None


_SETS_FIELD = re.compile(
    r"^\W*(?:the\s+agent\s+)?(?:sets?|changes?|updates?)\s+(?:the\s+)?`?(?P<field>[\w.-]+)`?\s+"
    r"(?:field|key|value|setting|option|entry)\s+to\s+[`'\"]?(?P<value>[\w.:/-]+?)[`'\"]?\s*\.?$",
    re.IGNORECASE,
)
"""A behaviour that sets one key to a value ("Sets the account field to llmservice_eval")."""


@lru_cache(maxsize=2048)
def _field_set(behavior: str) -> tuple[str, re.Pattern[str]] | None:
    """For "sets the X field to V": X, and the pattern of V given to a key; read once per
    behaviour."""
    m = _SETS_FIELD.match(behavior[:400])
    if m is None:
        return None
    keyed = re.compile(
        r"(?<![\w.-])(?P<key>[A-Za-z_][\w.-]*)[`'\"]?\s*[:=]\s*[`'\"]?"
        + re.escape(m["value"])
        + r"(?![\w.-])"
    )
    return m["field"].lower(), keyed


def _value_on_other_key(answer: Answer, behavior: str) -> Evidence | None:
    """For "sets the X field to V": where the answer gives V to keys, none of them X
    (``partition: V``); None where it gives it to X, or to no key."""
    found = _field_set(behavior)
    if found is None:
        return None
    field, keyed = found
    text = answer.raw[:200_000]
    keys = [(k["key"], k) for k in islice(keyed.finditer(text), 20)]
    if not keys or any(k.lower() == field or k.lower().endswith("." + field) for k, _ in keys):
        return None
    key, first = keys[0]
    return Evidence("value", True, first.start(), first.end(), first[0], f"set on {key}")


_LIST_NUMBER = re.compile(r"^\s*(?:[-*]\s+)?\d{1,2}[.)]\s")
_SHAPE_RULE = re.compile(
    r"\b(?:multiples?\s+of|powers?\s+of|divisible\s+by|aligned\s+(?:to|on))\s+\d+"
    r"(?:\s*(?:/|,|or|and)\s*\d+)*",
    re.IGNORECASE,
)
"""A rule of shape a recommendation states ("GEMM dimensions in multiples of 8/16"): no
measurement, so no figure the answer was not given."""


def _only_given_figures(answer: Answer, check: Check) -> CheckResult:
    """For "uses only the metrics it was given": fails on a figure of the answer's prose that
    the prompt does not give (a list's numbering aside), passes where the answer gives some
    of the prompt's figures and no other, and is undetermined where it gives none."""
    given = {g for g in check.given if g.replace(".", "").isdigit()}
    used = False
    for unit in answer.units[:2000]:
        if unit.kind in ("code", "heading"):
            continue
        text = _SHAPE_RULE.sub(" ", _LIST_NUMBER.sub(" ", unit.text[:20_000]))
        for m in islice(FIGURE.finditer(text), 200):
            figure = m[0].replace(",", "")
            if figure not in given:
                seen = unit_evidence("figure", unit, f"gives {m[0]}, which it was not given")
                return verdict(
                    check, False, 0.0, f"gives figures it was not given: {m[0]}", (seen,)
                )
            used = True
    if not used:
        return undetermined(check, "the answer gives no figures")
    return verdict(check, True, 1.0, "every figure it gives is one it was given")


@check_kind("behavior", feeds=Feeds.EFFECTIVENESS, builtin=True)
def grade_behavior(answer: Answer, check: Check) -> CheckResult:
    if check.conduct == "skips_skill" and (tool := _RUNS_TOOL.search(check.text)):
        # "did not invoke osmo-agent or run any osmo CLI commands": an answer that tells of
        # running that tool itself ("I ran `osmo pool list`") breaks it, whatever else
        name = tool["tool"].lower()
        ran = next((u for u in answer.units if _ran_itself(u) and name in u.text.lower()), None)
        if ran is not None:
            seen = unit_evidence("prohibited", ran, f"the answer runs {name} commands itself")
            return verdict(check, False, 0.0, f"does what it must not: {check.text}", (seen,))
    owner = _owner_sent_to(answer, check.text) if check.conduct == "answers_directly" else None
    if owner is not None:
        # "... belongs to mcore-testing, not linting": sending the request there by name
        # ("Use the mcore-testing skill for this") answers it, however short
        return verdict(check, True, 1.0, f"sends the request where it belongs: {owner.text}")
    if check.conduct:
        return grade_conduct(answer, check)
    conditional = None if check.negative else _said_only_if(answer, check.text)
    if conditional is not None:
        # "States that VA-MCP is reachable and ready" against "If it returns successfully,
        # the endpoint is reachable and ready": a claim made only under a condition
        return verdict(check, False, 0.0, f"{conditional.note}: {check.text}", (conditional,))
    misplaced = None if check.negative else _misplaced(answer, check.text)
    if misplaced is not None:
        # "Puts the forklift class in `...CenterClasses`" against `...CenterClasses` = "Person"
        return verdict(check, False, 0.0, f"{misplaced.note}: {check.text}", (misplaced,))
    chosen = _IF_CHOSEN.match(check.text[:2000]) if not check.negative else None
    if chosen is not None and find_identifier(answer, chosen["name"]) is None:
        # "If the entrypoint is `main_composite_app.py`, sets ...": an answer that picks
        # another never meets the condition, and so keeps what it asks
        message = f"its condition does not arise (the answer does not use {chosen['name']})"
        return verdict(check, True, 1.0, f"{message}: {check.text}")
    sides = _OR_IF.match(check.text[:4000]) if not check.negative else None
    if sides is not None:
        # "summarizes the incidents — or, if the tool returned `[]`, states the empty
        # result": each side graded as a behaviour of its own; the better one stands
        graded = [
            (side, grade_behavior(answer, replace(check, text=side)))
            for side in (sides["a"], sides["b"])
        ]
        side, best = max(
            graded, key=lambda g: (g[1].status is Status.PASS, not g[1].skipped, g[1].score)
        )
        return replace(best, message=best.message.replace(side, check.text))
    options = (
        _options_offered(answer, check.text)
        if not check.negative and _OPTIONS_RANGE.match(check.text[:2000])
        else None
    )
    if options is not None and not is_bag(answer, check):
        # "Offers 2-4 mutually exclusive options": the options listed, counted
        count, low, high = options
        kept = low <= count <= high
        message = f"offers {count} options ({low}-{high} asked): {check.text}"
        return verdict(check, kept, float(kept), message)
    if (
        not check.negative
        and _PICK_AND_WHY.match(check.text[:300])
        and _justified_pick(answer)
        and not is_bag(answer, check)
    ):
        # "Selects the best option and explains why" by "I'd pick **A**: one sync, low risk"
        return verdict(check, True, 1.0, f"makes a pick and gives its reason: {check.text}")
    if check.given and only_given_figures(check.text) and not is_bag(answer, check):
        # "Uses only the metrics the profiler returned and does not invent new numbers"
        return _only_given_figures(answer, check)
    ending = _ENDING_IN.search(check.text) if not check.negative else None
    if ending is not None and re.search(
        rf"[\w.]{re.escape(ending['x'])}(?![\w-])", answer.work, re.IGNORECASE
    ):
        # "Changes the scope to an equivalent value ending in -broken": a value that ends so
        # (`mr-github-broken`) is that value, whatever the answer calls it
        rest = check.text[: ending.start()] + check.text[ending.end() :]
        result = grade_behavior(answer, replace(check, text=rest))
        return replace(result, message=result.message.replace(rest, check.text))
    expected = numeric_fact(check.facts[0]) if check.facts else None
    if expected is not None:
        # "Reports the optimal objective value" of a case whose ground truth is that value
        stated, given = value_given(answer.raw, answer.work, expected)
        fact = check.facts[0]
        seen = (
            Evidence(fact, True, stated.start, stated.end, answer.raw[stated.start : stated.end])
            if stated is not None
            else Evidence(fact, False, note=numbers_note(given))
        )
        message = f"{'gives' if stated else 'does not give'} {fact}: {check.text}"
        return verdict(check, stated is not None, float(stated is not None), message, (seen,))
    if check.process:
        if check.negative and EXECUTION.search(check.text):
            # "Does not execute commands": tool calls show whether it did, but an answer
            # that tells of running them itself ("I ran ...", a transcript) shows it broken.
            ran = next((u for u in answer.units if _ran_itself(u)), None)
            if ran is not None:
                seen = unit_evidence("prohibited", ran, "the answer runs commands itself")
                return verdict(check, False, 0.0, f"does what it must not: {check.text}", (seen,))
        tail = None if check.negative else forbidden_tail(check.text)
        hit = violation(answer, tail) if tail is not None else None
        if hit is not None:
            # "kept the answer focused on the fix without rewriting unrelated kernel code":
            # the focus needs a judge; rewriting that code breaks it, whatever a judge says
            return verdict(check, False, 0.0, f"does what it must not: {check.text}", (hit,))
        why = undetermined_reason(check.text) or (
            JUDGED_BY_RUBRIC if check.source.startswith(JUDGE_RUBRIC) else "text cannot show it"
        )
        sent = _routed_by_name(answer, check) if why == ROUTED_TO_SKILL else None
        if sent is not None and runs_skill_command(answer, check.skill):
            # sent elsewhere by name, yet it runs the skill's own command itself
            own = Evidence("skill command", True, note=f"the answer runs {check.skill}'s command")
            return verdict(check, False, 0.0, f"runs the skill's own command: {check.text}", (own,))
        if sent is not None:
            # "Routes to physics-agent-client ...": an answer that sends the user to the
            # skill by its name ("use the physics-agent-client skill") shows where it routed
            message = f"sends the user to {', '.join(check.fields)}: {check.text}"
            return verdict(check, True, 1.0, message, sent)
        way = _shown_side(check.text) if not check.negative else ""
        if way:
            # "Asks for a matching baseline run or uses the evaluation skill to prepare one":
            # an answer that asks has met it; one that does not may have used the skill
            met = grade_behavior(answer, replace(check, text=way, process=False))
            if met.status is Status.PASS:
                message = f"{met.message} (what the text shows of: {check.text})"
                return verdict(check, True, met.score, message, met.evidence)
        return undetermined(check, why)
    shape, asked = ("", None) if check.negative else _layout_asked(check.text)
    if shape == "three" and asked is not None:
        three = asked
        # "Lists Added before Removed and Removed before Fixed": each order, read on its own
        results = [
            grade_behavior(answer, replace(check, text=f"{three['lead']} {a} before {b}"))
            for a, b in ((three["a"], three["b"]), (three["b"], three["c"]))
        ]
        worst = next((r for r in results if r.status is Status.FAIL), None) or next(
            (r for r in results if r.status is not Status.PASS), None
        )
        if worst is None:
            return verdict(check, True, 1.0, f"presents them in order: {check.text}")
        return replace(worst, message=worst.message.rsplit(": ", 1)[0] + f": {check.text}")
    need = parse_need(check.text, check.negative)
    if need.negative and check.fields:
        # "Do not set is-classifier": a name the skill writes as code is that name
        need = named_as_code(need, check.fields)
    dropped: tuple[str, ...] = ()
    if not need.negative:  # a prohibition of "either A or B" forbids both
        side = _met_side(answer, check.text, check.fields)
        if side != check.text:
            need = parse_need(side, check.negative)
            # the names of the side not taken ("concat or merge": merge) are not asked for
            dropped = tuple(f for f in check.fields if not _says(side, f) and _says(check.text, f))
    untaken = () if need.negative else _untaken_sides(answer, check.text)
    if untaken:
        # "(npm run types / tsc --noEmit)" met by `npm run types`: the other side is not asked
        left = " ".join(untaken)
        need = replace(
            need,
            identifiers=tuple(i for i in need.identifiers if i not in left),
            listed=tuple(i for i in need.listed if i not in untaken),
            words=tuple(
                w for w in need.words if not _says(left, w) or _says_outside(check.text, w, untaken)
            ),
        )
    commands = _tool_commands(answer, check) if " command" in check.text else None
    if commands is not None:
        return commands
    grouped = (
        _in_groups(answer)
        if shape == "groups"
        else _under_label(answer, asked)
        if shape == "under" and asked is not None
        else None
    )
    if grouped is not None:
        ok, seen = grouped
        message = seen.note if not ok else "puts it under its label"
        return verdict(check, ok, 1.0 if ok else 0.0, f"{message}: {check.text}", (seen,))
    if shape == "file:line":
        # "Reports each finding with a file:line location": the locations are the content
        at = _FILE_LINE.search(answer.work[:200_000])
        seen = (
            Evidence("file:line", True, at.start(), at.end(), at[0])
            if at
            else Evidence("file:line", False, note="no file:line location given")
        )
        message = f"{'gives' if at else 'gives no'} file:line locations: {check.text}"
        return verdict(check, at is not None, float(at is not None), message, (seen,))
    if shape == "per" and asked is not None:
        per = asked
        # "Writes one bullet per change": the answer's list items are the bullets
        tail = forbidden_tail(check.text)
        hit = violation(answer, tail) if tail is not None else None
        if hit is not None:  # "... without marketing prose"
            return verdict(check, False, 0.0, f"does what it must not: {check.text}", (hit,))
        items = list(islice(_BULLET_LINE.finditer(answer.raw[:200_000]), 2))
        ok = len(items) >= 2
        seen = (
            Evidence(per[0], True, items[0].start(), items[0].end(), items[0][0][:80])
            if ok
            else Evidence(per[0], False, note="no list of items")
        )
        message = f"{'writes a list' if ok else 'writes no list'} of items: {check.text}"
        return verdict(check, ok, float(ok), message, (seen,))
    denied = _predicate_denied(answer, asked) if shape == "must-be" and asked else None
    if denied is not None:
        # "Says temperature and noise must be strings" against "make sure they aren't strings"
        return verdict(check, False, 0.0, f"{denied.note}: {check.text}", (denied,))
    lined = _one_line_label(answer, asked) if shape == "line" and asked else None
    if lined is not None:
        return verdict(check, True, 1.0, f"gives it in one labelled line: {check.text}", (lined,))
    ranked = _severity_order(answer) if shape == "severity" else None
    if ranked is not None:
        ok, seen = ranked
        message = "orders its findings most severe first" if ok else seen.note
        return verdict(check, ok, 1.0 if ok else 0.0, f"{message}: {check.text}", (seen,))
    titled = None if need.negative else _conventional_title(answer, check.text)
    if titled is not None:
        ok, seen = titled
        message = f"{'writes' if ok else 'does not write'} a Conventional Commits header"
        return verdict(check, ok, 1.0 if ok else 0.0, f"{message}: {check.text}", (seen,))
    typed = None if need.negative else _value_kind(answer, check.text)
    if typed is not None:
        ok, seen = typed
        message = f"gives {seen.label} so" if ok else seen.note
        return verdict(check, ok, 1.0 if ok else 0.0, f"{message}: {check.text}", (seen,))
    chain = None if need.negative or "(" not in check.text else _chain_shown(answer, check.text)
    if chain is not None:
        return verdict(check, True, 1.0, f"names the order it draws: {check.text}", (chain,))
    valued = _ANY_VALUE.match(check.text) if need.negative else None
    if valued is not None:
        # "does not report a backend unless it verifies ...": broken by a backend stated
        # ("the backend is gpu-backend-a"), not by one promised once the files are read
        value_said = _value_stated(answer, valued["noun"])
        if value_said is None:
            return verdict(check, True, 1.0, f"respects: {check.text}")
        if valued["unless"] and _PATH_NAMED.search(answer.raw[:200_000]):
            return undetermined(check, "whether the value was verified as the case allows")
        return verdict(check, False, 0.0, f"does what it must not: {check.text}", (value_said,))
    kind = _substituted_kind(check.text) if need.negative else ""
    offered = _command_of_kind(answer, kind) if kind else None
    if offered is not None:
        # "Does not substitute a linting command for the requested test": a command of that
        # kind given ("uv run pylint tests/...") is the substitute
        return verdict(check, False, 0.0, f"does what it must not: {check.text}", (offered,))
    swapped = _substituted_library(answer, check.libraries) if need.negative else None
    if swapped is not None:
        # "Does not silently substitute a different solver or framework": code that imports
        # another library and none of the skill's, the skill's never named
        return verdict(check, False, 0.0, f"does what it must not: {check.text}", (swapped,))
    if need.negative and _AS_SUCCESS.search(check.text):
        # "Does not report the run as a success" against "Yes - no errors means the pipeline
        # is structurally sound": the verdict, given in other words than "success"
        claimed = _success_claimed(answer)
        if claimed is not None:
            return verdict(check, False, 0.0, f"does what it must not: {check.text}", (claimed,))
    if need.negative and _forbids_redirect(check.text):
        # "does NOT redirect stdout with >": a command line that sends stdout to a file
        redirected = _stdout_redirected(answer)
        if redirected is not None:
            return verdict(check, False, 0.0, f"does what it must not: {check.text}", (redirected,))
    if need.negative:
        hit = violation(answer, need)
        if (
            hit is not None
            and need.first
            and _SEQUENCED.search(answer.raw[max(0, (hit.start or 0) - 160) : (hit.end or 0)])
        ):
            # Done after something ("Once Miniforge is installed, run ..."), though not
            # after what must come first in its words: it may be that, in others.
            why = "it does what is forbidden until a step is done, after a step in other words"
            return undetermined(check, why, (hit,))
        if hit is None and check.fields and not _forbids_option(need):
            # "Does not probe compute nodes with srun" against `srun -N1 nvidia-smi -L`:
            # the tool run, whatever the deed is called (a run narrowed by an option is broken
            # only with the option, read above)
            hit = _tool_run(answer, check.text, check.fields)
        if hit is None:
            # "Does not modify the system (no usermod, no daemon restart)" against `sudo
            # usermod -aG docker $USER`: each thing the parenthesis rules out, done
            hit = next(
                filter(None, (violation(answer, n) for n in _parenthesised_noes(check.text))),
                None,
            )
        if hit is not None:
            return verdict(check, False, 0.0, f"does what it must not: {check.text}", (hit,))
        if need.action in TRY_STEMS and not any(need.action in u.stems for u in answer.units):
            # "Does not attempt RTSP capture": an answer that simply captures never says
            # "attempt", and a noun is no verb to look for; starting it is attempting it.
            tried = _TRIED.search(check.text)
            started = tried and violation(answer, parse_need(f"Does not start {tried[1]}", True))
            if started:
                message = f"does what it must not: {check.text}"
                return verdict(check, False, 0.0, message, (started,))
            why = "it forbids trying something named by a noun, and the answer never says so"
            return undetermined(check, why)
        if is_bag(answer, check) and not answer.function_words and "`" not in answer.raw[:20_000]:
            # a bag of terms, without a function word, keeps a rule by saying nothing: it
            # shows no way of working (a few commands written as code do show one)
            return undetermined(
                check, "the answer is a list of terms; it keeps the rule by saying nothing"
            )
        return verdict(check, True, 1.0, f"respects: {check.text}")
    if _TELLS.match(check.text) and _code_only(answer):
        # "Tells the user it trains one model per label column" against a code block alone:
        # the code's names are no statement to the user
        none = Evidence("prose", False, note="the answer is code only; it tells the user nothing")
        return verdict(check, False, 0.0, f"says nothing in prose: {check.text}", (none,))
    relabelled = _other_label(answer, check.text)
    if relabelled is not None:
        # "Reports the status as SKIPPED" against "That's FAILED": another of the labels
        return verdict(check, False, 0.0, f"{relabelled.note}: {check.text}", (relabelled,))
    shape = "" if answer.is_term_list else _conduct_shape(check.text)
    if shape == "asks":
        # a sign-off ("Let me know if you need anything else") offers, it asks nothing
        asked = _ASKED.search((answer.substance or answer.raw)[:200_000])
        gate = _gated_change(check.text) if asked is None else frozenset()
        if gate and any(_denies(u, _CHANGE_VERBS, set(gate), 2) for u in answer.units[:2000]):
            # "Pauses for approval before a host, account, identity, or signing change"
            # against "Nothing on the host, your GitHub account, identity or signing config was
            # changed": no such change came up, so no pause was owed; a judge can tell
            why = "it asks before a change the answer says it never made"
            return undetermined(check, why)
        if asked is None and check.written and _ASKS_FOR_ONLY.match(check.text):
            # "Asks for SOL% and MFU" of a delegation message the case asks to be written:
            # the text asks the one it is sent to; what it asks for is the content
            asked = _ASKS_FOR_ONLY.match(check.text)
        if (
            asked is None
            and _ABSENT_CASE.search(check.text)
            and _PRESENT_SAID.search(answer.raw[:200_000])
        ):
            # "Asks for the endpoint ... when none is registered" against "ZAO_SAGEMAKER_
            # ENDPOINT is set (`zao-prod`)": the case the ask waits for does not arise
            return undetermined(check, "it asks when a thing is missing; the answer finds it set")
        if asked is None:
            # "Asks whether the user wants planning or implementation", "Asks for explicit
            # confirmation before deleting volumes": an answer with no question and no
            # request in it has asked nothing, whatever it covers
            none = Evidence("question", False, note="no question or request in the answer")
            return verdict(check, False, 0.0, f"asks nothing: {check.text}", (none,))
        # "Requests the missing version": what is asked for is missing, by being asked for;
        # "Asks for X before creating the issue": when it asks, which an answer that asks
        # and has not yet done it keeps; its words count where the ask names the deed
        # ("Running option 3: ... Proceed?")
        held = _ASKED_BEFORE.search(check.text)
        done = _done_already(answer, held["deed"]) if held else None
        if done is not None:
            # "Confirms ... before deleting PVCs" against "I've deleted them and reinstalled
            # — you didn't need that data, right?": asked after the deed, not before it
            return verdict(check, False, 0.0, f"does it before asking: {check.text}", (done,))
        later = {w.lower() for w in content_words(held["deed"])} if held else set()
        # "Asked the user for approval before submitting": the ask found says the asking
        # words it does not repeat; what it is asked before is what is left to cover
        confirming = _ASKS_CONFIRMATION.match(check.text) is not None
        need = replace(
            need,
            words=tuple(
                w
                for w in need.words
                if w.lower() not in _ASKED_FOR
                and (w.lower() not in later or stem(w) in answer.stems)
                and not (confirming and stem(w) in _ASKING_STEMS and stem(w) not in answer.stems)
            ),
        )
    if shape == "refuses":
        held = _held(answer)
        if held is None:
            # "Refuses or pauses on the unsafe path": an answer that neither declines nor
            # asks anything went ahead, whatever it covers
            none = Evidence("refusal", False, note="no refusal and no question in the answer")
            return verdict(check, False, 0.0, f"neither refuses nor pauses: {check.text}", (none,))
        seen = Evidence("refusal", True, held.start(), held.end(), held[0])
        return verdict(check, True, 1.0, f"refuses or asks: {check.text}", (seen,))
    if shape == "checks":
        waved = _WAVES_CHECK.search(answer.raw[:200_000])
        if waved is not None and not _checked_elsewhere(answer, waved):
            # "Verifies the health of the MCP server" against "No need to check anything
            # else": an answer that says checking is not needed has not checked
            seen = Evidence("waved away", True, waved.start(), waved.end(), waved[0])
            return verdict(check, False, 0.0, f"waves checking away: {check.text}", (seen,))
    leak = _leaked_secret(answer) if _NO_SECRETS.search(check.text) else None
    if leak is not None:
        # "Collect a read-only debug bundle (no secrets)": a bundle that dumps a secret is
        # not the one asked for, however well the rest is covered
        return verdict(check, False, 0.0, f"shows a secret: {check.text}", (leak,))
    convention = (
        _convention(answer, check.text)
        or type_hints(answer, check.text)
        or script_metadata(answer, check.text)
    )
    if convention is not None:
        kept, seen = convention
        return verdict(check, kept, float(kept), f"{seen.note}: {check.text}", (seen,))
    broken = (
        _made_in_loop(answer, check.text)
        or _other_first(answer, check.text)
        or _private_import(answer, check.text)
        or _same_each_time(answer, check.text)
    )
    if broken is not None:
        return verdict(check, False, 0.0, f"{broken.note}: {check.text}", (broken,))
    forms = _forms(check.text)
    used = ruled_out_used(answer, check.text)
    if used is not None:
        return verdict(check, False, 0.0, f"uses what it rules out: {check.text}", (used,))
    contradicted = _contradiction(answer, forms.denial) if forms.denial else None
    if contradicted is not None:
        return verdict(check, False, 0.0, f"says what it denies: {check.text}", (contradicted,))
    if forms.wrong is not None:
        judged = _judged_wrong(answer, check, forms.wrong)
        if judged is not None:
            return judged
    if forms.refused is not None:
        # "Refuses to recommend installing into base": recommending it fails, whatever the
        # words cover.
        hit = violation(answer, parse_need(f"Does not {forms.refused}", True))
        if hit is not None and not _opens_refusing(answer, hit):
            return verdict(check, False, 0.0, f"does what it must refuse: {check.text}", (hit,))
    said_no = None if answer.is_term_list else says_no(answer, check.text, check.answers_no)
    if said_no is not None:
        # "Answers that no playbook should be added" against "No. A playbook needs ...", or
        # against "Yes, it meets the bar": the answer to a yes-or-no question, given first
        message = f"{'answers no' if said_no.found else 'answers yes'}: {check.text}"
        return verdict(check, said_no.found, float(said_no.found), message, (said_no,))
    tail = forbidden_tail(check.text)
    if tail is not None:
        # "Runs X and does not continue into Y": doing Y fails it, whatever X covers.
        hit = violation(answer, tail)
        if hit is not None:
            return verdict(check, False, 0.0, f"does what it must not: {check.text}", (hit,))
    if tail is not None and stop_gate(check.text) and not answer.is_term_list:
        # "Stops before editing any version files" against "Pausing the upgrade, nothing
        # edited yet: tell me when the token is set": held, and the deed not done
        held = _held(answer)
        said = (answer.substance or answer.raw)[:200_000]
        if held is not None and _DONE_DEED.search(said) is None:
            seen = Evidence("stop", True, held.start(), held.end(), held[0])
            return verdict(check, True, 1.0, f"stops before the deed: {check.text}", (seen,))
    misplaced = _value_on_other_key(answer, check.text) if not need.negative else None
    if misplaced is not None:
        # "Sets the account field to llmservice_eval" against "partition: llmservice_eval":
        # the value, set on another key
        message = f"sets the value on another key: {check.text}"
        return verdict(check, False, 0.0, message, (misplaced,))
    for stems, code in check.said_by:
        if code in answer.work and set(stems) <= {stem(w) for w in need.words}:
            # "Checks that the working tree is clean" said by `git status --porcelain`, the
            # code the skill defines a clean tree by: the name stands for the term's words
            need = replace(
                need,
                words=tuple(w for w in need.words if stem(w) not in stems),
                identifiers=(*need.identifiers, code),
            )
    score, evidence = need_coverage(answer, need, check.given)
    keeps_it = _keeps_what_goes(answer, need) if _REMOVES_NAMED.match(check.text) else None
    if keeps_it is not None:
        # "Removes speculative_config from the curated config" against "leave
        # `speculative_config` in place": the thing named, kept
        return verdict(
            check, False, min(score, 0.25), f"keeps what it must remove: {check.text}", (keeps_it,)
        )
    done_first = (
        _done_first_unnamed_later(answer, need)
        if score < check.threshold and not need.negative and not answer.is_term_list
        else None
    )
    if done_first is not None:
        # "Runs the preflight before the refold job" against "Ran the preflight (...), then:
        # `complexa analysis ...`": done first; what it comes before, never named, is later
        message = f"does it first: {check.text}"
        return verdict(check, True, check.threshold, message, (done_first,))
    handoff = _handoff_skill(check.text) if score < check.threshold else ""
    handed = _sends_to(answer, Need((), (handoff,), True)) if handoff else None
    if handed is not None and not answer.is_term_list:
        # "Handoff to gym-debug recommended if issue persists after basic triage" against
        # "Still failing after those? Use the gym-debug skill": the handoff, by name
        message = f"hands off to {handoff}: {check.text}"
        seen = replace(handed, label="handoff")
        return verdict(check, True, max(score, check.threshold), message, (seen,))
    tool = _GIVES_COMMANDS.search(check.text)
    if tool is not None and _QUALIFIED_AFTER.match(check.text, tool.end()):
        tool = None  # "the pip command with the NVIDIA extra-index-url": the qualifier counts
    if tool is not None and not answer.is_term_list:
        # "Provided kubectl commands to verify prerequisites": the commands, shown.
        shown = _command_line(answer, (tool["tool"].lower(),))
        if shown is not None:
            message = f"shows {tool['tool']} commands: {check.text}"
            seen = unit_evidence("commands", shown, f"{tool['tool']} command line")
            return verdict(check, True, max(score, check.threshold), message, (seen,))
    if _SHOWS_DIFF.search(check.text) and not need.negative and not answer.is_term_list:
        diff = _diff_shown(answer)
        if diff is not None and score < check.threshold:
            # "Reports diff evidence for the minimal local config change": the diff, shown
            seen = unit_evidence("diff", diff, "a diff of the change")
            return verdict(check, True, check.threshold, f"shows the diff: {check.text}", (seen,))
    if _ONE_LINE_ASKED.search(check.text) and not need.negative:
        # "Outputs exactly one plain-text line with no heading, table or list": the answer's
        # own shape, whatever its words
        lines = [line for line in answer.raw[:200_000].strip().splitlines() if line.strip()]
        if len(lines) == 1 and not _MARKUP_LINE.match(lines[0]):
            seen = Evidence("one line", True, 0, len(answer.raw), lines[0][:200])
            return verdict(check, True, 1.0, f"one plain line: {check.text}", (seen,))
        why = f"{len(lines)} lines" if len(lines) != 1 else "a line of markup"
        return verdict(check, False, 0.0, f"{why}, not one plain line: {check.text}", ())
    if _STAYS_READ_ONLY.search(check.text) and not need.negative and not answer.is_term_list:
        # "The orientation step stays read-only": conduct the answer shows by changing
        # nothing; it says so ("I haven't changed anything") or it shows a change
        changed = _says_it_changes(answer) or _mutating_command(answer)
        if changed is not None:
            return verdict(check, False, 0.0, f"changes things: {check.text}", (changed,))
        said_kept = _KEPT_READ_ONLY.search(answer.raw[:200_000])
        if said_kept is not None:
            seen = Evidence("read-only", True, said_kept.start(), said_kept.end(), said_kept[0])
            return verdict(check, True, 1.0, f"changes nothing: {check.text}", (seen,))
        return undetermined(check, "whether anything was changed shows in tool calls")
    if _asks_for(check.text, _READ_ONLY_BUNDLE) and not answer.is_term_list:
        # "Collect a read-only debug bundle": read-only commands shown, nothing that changes
        # the cluster among them
        reads = _READ_COMMAND.findall(answer.work)
        if len(reads) >= 2 and _mutating_command(answer) is None:
            message = f"collects with {len(reads)} read-only commands: {check.text}"
            return verdict(check, True, max(score, check.threshold), message)
    if _WARNING_BEHAVIOR.search(check.text):
        endorsed = endorsement_of(answer, need)
        if endorsed is not None:
            return verdict(
                check, False, 0.0, f"endorses what it should warn about: {check.text}", (endorsed,)
            )
    if is_bag(answer, check):
        return verdict(
            check,
            False,
            min(score, 0.5),
            "the answer is a list of terms, not an explanation",
            tuple(evidence),
        )
    if not check.fields and _asks_for(check.text, USER_PATH):
        # "includes the user dataset path": the path is the prompt's, which names none here
        return undetermined(check, "it asks for the path the user gave; the prompt gives none")
    # A behaviour that names identifiers is about them: each must appear exactly.
    unpresented = {e.label for e in evidence if not e.found and e.note in _UNPRESENTED_NOTES}
    missing = [
        i
        for i in need.identifiers
        if i not in check.given
        and (
            need_name(answer, need, i) is None
            or set_aside(answer, i)
            # "(Optional, you can skip this) `nvidia-smi`": offered to skip, not presented
            or i in unpresented
        )
        and not said_instead(answer, need, i)
        and not _named_by_value(answer, check.text, i)
        and said_in_words(answer, i) is None
        and _named_within(answer, need, i) is None
    ]
    missing += listed_missing(answer, need, check.given)
    style = _NAMED_STYLE.search(check.text)
    if style is not None and stem(style[1].lower()) not in answer.stems:
        missing.append(f"{style[1]} style")  # "Google style docstrings": NumPy style is not it
    # Plain words the skill writes as code ("Uses ovrtx for rendering"): names, not wording;
    # a hyphenated token they open names them too ("uphy0-config-6" names uphy0), and so
    # does the flag of the same name (`--clear-cache` names clear-cache).
    missing += [
        f
        for f in check.fields
        if f not in missing
        and f not in check.given
        and f not in dropped
        # "so there is no /health to curl": a name the behaviour says negated is not asked
        and not _said_negated_in(check.text, f)
        and not re.search(
            # a plain word's plural is that word ("the Parabricks tasks" for `task`), and a
            # verb's past the verb ("enforced (the default)" for `enforce`)
            r"(?<![\w-])(?:--)?"
            + re.escape(f)
            + (r"(?:e?s|e?d)?" if f.isalpha() else "")
            + r"(?!\w)",
            answer.work,
            re.IGNORECASE,
        )
    ]
    if _asks_for(check.text, _POSITIONAL):
        # "includes the user dataset path as the positional argument": the path, not the
        # value of a flag (`--dataset-dir /data/x`)
        missing += [
            f"{f} as a positional argument" for f in check.fields if not _positional(answer, f)
        ]
    if _asks_for(check.text, _RECOMMENDS_SKILL) and not _names_a_skill(answer, check.text):
        missing.append("a skill")  # "Recommends a Jetson setup skill": docs are no skill
    if (
        _asks_for(check.text, _VERBATIM)
        and not _asks_for(check.text, _ABSENT_VERBATIM)
        and not _asks_for(check.text, _COPIED_VERBATIM)
        and not _VERBATIM.search(answer.raw)
        and not _form_shown(answer, stem("verbatim"))
    ):
        missing.append("a verbatim quotation")  # "returns each clause verbatim": quoted
    restated = [v for v in missing if _version_restated(answer, check.text, v)]
    if restated and len(restated) == len(missing) and score >= check.threshold:
        # "the canonical Isaac 6.0 warehouse" answered with the skill's "Isaac Sim 6.1": the
        # case and the skill may disagree; which one is right, a reader decides.
        versions = ", ".join(restated)
        why = f"the answer names a later version where the case says {versions}"
        return undetermined(check, why)
    passed = score >= check.threshold and not missing
    done_with = _DONE_WITH.search(check.text) if not passed and not missing else None
    numbered = [w.lower() for w in need.words if re.search(r"\d", w)] if done_with else []
    if numbered:
        work = answer.work.lower()
        if any(w not in work for w in numbered):
            done_with = None  # "since v0.4.0 with git log": its values, too
    if done_with is not None and not need.negative and not answer.is_term_list:
        # "Reads the commit diff with git show": the command run does that deed
        shown = _command_line(answer, tuple(done_with["command"].lower().split()))
        if shown is not None:
            message = f"runs {done_with['command']}: {check.text}"
            seen = unit_evidence("command", shown, f"{done_with['command']} command line")
            return verdict(check, True, check.threshold, message, (seen,))
    if not passed and not missing:
        examples = _examples_named(answer, check.text)
        if examples:
            # "groups pools under GPU-type headers (e.g. GB200 Pools, H100 Pools)": the
            # answer's own "GB200 Pools" and "H100 Pools" are the behaviour, shown
            message = f"names its examples ({', '.join(examples)}): {check.text}"
            return verdict(check, True, max(score, check.threshold), message, tuple(evidence))
        member = _member_named(answer, check.text)
        if member:
            # "name a better-fitting tool — a sibling framework (BioNeMo, NeMo, ...)": an
            # answer that names BioNeMo has named one
            message = f"names one of its kind ({member}): {check.text}"
            return verdict(check, True, max(score, check.threshold), message, tuple(evidence))
    filled = _template_shown(answer, check.text) if not passed and not missing else None
    if filled is not None:
        # "One '- #NUM' bullet per PR" against "- #701": the form, filled in
        message = f"shows the form it quotes: {check.text}"
        return verdict(check, True, max(score, check.threshold), message, (filled,))
    exclusion = _exclusion(answer, check.text)
    if exclusion is not None and exclusion.found and not passed and not missing:
        # "Excludes PRs that already carry the cherry-pick-done label" against "labeled
        # cherry-pick-0.44.0, not yet `cherry-pick-done`": the filter, stated
        message = f"states the exclusion: {check.text}"
        return verdict(check, True, max(score, check.threshold), message, (exclusion,))
    if exclusion is not None and not exclusion.found:
        # the same against "label each one `cherry-pick-done`": the mark named, no PR left
        # out by it
        return verdict(
            check, False, min(score, 0.5), f"excludes nothing by it: {check.text}", (exclusion,)
        )
    if not passed:
        kept_rest = _rest_kept(answer, check.text)
        if kept_rest is not None:
            # "Preserves backend, resources, templates, platforms, ... and roles" against a
            # one-line diff "and the rest of the entry stays as it is": all of them kept
            message = f"keeps everything else: {check.text}"
            return verdict(check, True, max(score, check.threshold), message, (kept_rest,))
        if _ONLY_IF.search(check.text) and not answer.is_term_list:
            # "identifies X as the likely key only if that mapping is verified from the
            # files": not doing it is right where the condition does not hold, which the
            # answer's words cannot show
            return undetermined(check, "a deed asked only if its condition holds; it is not done")
    removed = _removes_kept(answer, check.text) if passed or score >= PARTIAL_FLOOR else None
    if removed is not None:
        # "Preserves the deliberate maintenance cache clear" against "I also removed the
        # --rebuild option in maintenance.py since clearing the cache ...": the words, gone
        return verdict(
            check, False, min(score, 0.5), f"removes what it keeps: {check.text}", (removed,)
        )
    twice = _set_more_than_once(answer, need, check.text) if passed else None
    if twice is not None:
        # "Sets predict_affinity on exactly one ligand" against two ligands that set it
        return verdict(check, False, min(score, 0.5), f"sets it more than once: {check.text}", ())
    conceded = _conceded_otherwise(answer, need) if passed and not need.negative else None
    if conceded is not None:
        # "You can strip the PDB to ATOM records, though sending the whole file usually works
        # too": the step said, and its alternative said to work as well
        return verdict(
            check, False, min(score, 0.5), f"says another way works too: {check.text}", (conceded,)
        )
    undone = _says_undone(answer, check.text) if passed or score >= PARTIAL_FLOOR else None
    undone = undone or (_skips_run(answer, check.text) if passed else None)
    if undone is not None:
        # "Verified GPU passthrough before pulling" against "I skipped the GPU passthrough
        # check": the words are there, and the answer says it did not
        return verdict(check, False, min(score, 0.5), f"says it did not: {check.text}", (undone,))
    opposite = _says_otherwise(answer, check.text) if passed or score >= PARTIAL_FLOOR else None
    if opposite is not None:
        # "explicitly says do NOT proceed to full rollout collection" against "go ahead
        # with the full rollout collection": the words, said the other way
        return verdict(
            check, False, min(score, 0.5), f"says the opposite: {check.text}", (opposite,)
        )
    limited = _rest_let_go(answer, check.text) if passed or score >= PARTIAL_FLOOR else None
    if limited is not None:
        # "Emphasizes reading ALL existing forward methods" against "Read the ones you plan
        # to touch — the others are optional": all of them asked for, the rest let go
        return verdict(check, False, min(score, 0.5), f"lets the rest go: {check.text}", (limited,))
    ruled = _does_ruled_out(answer, check.text) if passed else None
    ruled = ruled or (_opposite_kind(answer, check.text) if passed else None)
    # "picks native or one architecture instead of all-major-cccl" against `-arch
    # all-major-cccl` in the command given: the name it turns away from, used
    ruled = ruled or _used_instead(answer, check.text)
    if ruled is not None:
        # "Runs conversion inside the container, not on the login node" against "Run the
        # converter on the login node": the place it rules out, taken
        return verdict(
            check, False, min(score, 0.5), f"does what it rules out: {check.text}", (ruled,)
        )
    other = set_otherwise(answer, check.text)
    if other is not None:
        # "sets epsilon to 8.0" against `--privacy__epsilon 1.0`: the setting, another value
        return verdict(check, False, min(score, 0.5), f"sets {other}: {check.text}", ())
    unsaid = state_unsaid(answer, check.text, need) if passed else None
    if unsaid is not None:
        # "Identified that X is unsupported on Y": X and Y named, the state never said (an
        # answer that just runs X names them too); a judge can read it in other words.
        return undetermined(check, f"it never says that it is {unsaid}", tuple(evidence))
    # "Places A before B": B presented before A fails it, however much wording is covered
    swapped = _out_of_order(answer, need) if passed or score >= PARTIAL_FLOOR else None
    swapped = swapped or (_put_after_another(answer, need, check.text) if passed else None)
    if swapped is None and (passed or score >= PARTIAL_FLOOR):
        swapped = _named_out_of_order(answer, check.text)
    if swapped is not None:
        return verdict(
            check,
            False,
            min(score, 0.5),
            f"presents them in the wrong order: {check.text}",
            (swapped,),
        )
    if (
        not passed
        and _ASKS_LEAD.match(check.text)
        # a closing "let me know if you'd like more" asks nothing
        and not _ASKED.search((answer.substance or answer.raw)[:200_000])
    ):
        # "Asks the user to type yes to confirm" against an answer that asks nothing (no
        # question, no request of the user): not done, however much of its wording is there
        message = f"asks the user nothing: {check.text}"
        return verdict(check, False, min(score, 0.5), message, tuple(evidence))
    if (
        not passed
        and not missing
        and score >= PARTIAL_FLOOR
        and len(need.words) >= 2
        and (
            not _WARNING_BEHAVIOR.search(check.text)
            # "Call out compatibility or validation pitfalls" met by "Pitfalls: mock data
            # misleads ...": a warning is given; whether of that kind, a judge can tell
            or _CALLS_OUT.search(answer.raw) is not None
        )
    ):
        # Paraphrase or partial coverage: wording cannot tell which; a judge can.
        why = f"{score:.0%} of its wording is covered, below {check.threshold:.0%}"
        return undetermined(check, why, tuple(evidence))
    if not passed and _OPTIONAL_BEHAVIOR.match(check.text):
        # "Optionally fetches the catalog index": leaving it out is allowed.
        return undetermined(check, "an optional behaviour the answer did not take up")
    if not passed and _READS_FILE.match(check.text):
        # "The agent read src/x/collator.py to inspect ...": an answer that names the file
        # shows it; one that does not may still have read it (tool calls show that).
        why = "reading a file shows in tool calls; the answer does not name it"
        return undetermined(check, why, tuple(evidence))
    message = (
        f"covered ({score:.0%}): {check.text}"
        if passed
        else f"not covered ({score:.0%}"
        + (f"; missing {', '.join(dict.fromkeys(missing))}" if missing else "")
        + f"): {check.text}"
    )
    return verdict(check, passed, score, message, tuple(evidence))
