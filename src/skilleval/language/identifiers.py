"""Find the exact identifiers a text names: config fields, env vars, flags, key=value forms.

Used by the loader (checklist steps), the rubric and the graders, so all three agree on
what counts as an identifier and how ``key="value"`` forms are normalised.
"""

from __future__ import annotations

import bisect
import re
import sys
from functools import lru_cache
from itertools import islice

_BACKTICK = re.compile(r"`([^`\n]{1,200})`")
# key=value / key: value forms outside backticks, value may be quoted or a [list].
_KEY = r"[A-Za-z_][\w.]*(?:-[A-Za-z][\w.]*)*"
"""A key of a ``key=value`` form: dotted, and hyphenated as GStreamer properties are
(``live-source``)."""
_KEY_VALUE = re.compile(
    rf"(?<![\w./-])({_KEY})\s*=\s*"
    r"(\"[^\"\n]*\"|'[^'\n]*'|\[[^\]\n]*\]|[^\s,;)`\"']+)"
)
_QUANTITY = re.compile(
    r"\s+=\s+(?:[~≈]|\d[\d.,]*\s*(?:[KMGT]i?B|bytes?|ms|seconds?|minutes?|hours?)\b|\d[\d.,]*\s*[x×*]\s"
    r"|\d[\d.,]*\s*%\s+[a-z]{2,}\s+[a-z]{2,})"
)
"""After a key, " = ~0.6 GB" or " = 16 GB": a quantity worked out in prose, not a value set;
so is a share of something said in words ("60% failure = 40% min success")."""
_PROSE_EQUATION = re.compile(
    r"[^=\n]{0,30}?\b(?!(?:set|sets|setting|use|uses|using|with|pass|export|and|or|if|where|"
    r"when)\b)[a-z]{2,}\s+[a-z]{2,}\s+=\s+[a-z]{2,}\s+[a-z]{2,}\b(?!\s*[=(])"
)
"""A noun phrase equated to another in prose ("total jobs = sum of bucket sizes"): two plain
words on each side, no setting."""
_PROSE_CALL = re.compile(r"\w+\((?=[^()\n]{0,80}\))[^()\n]*?\b[A-Za-z]{2,}\s+[A-Za-z]{2,}\b")
"""A value that is a function of prose words ("min(Quota Free, Total Free)"): a formula
written for a reader, not a setting to type."""
_FLAG = re.compile(r"(?<![\w-])(--[a-z0-9][a-z0-9_-]*)", re.IGNORECASE)
_SHORT_FLAG = re.compile(r"(?<![\w./-])(-[A-Za-z])(?![\w-])")
"""A one-letter option in prose ("passes -c", "add -f"): a name to type, which a word list
would drop as too short."""
_COMMAND_WITH_OPTION = re.compile(
    r"\b(?:with|using|via)\s+([a-z][\w.-]*(?:[ \t]+[a-z][\w.-]*){1,2}[ \t]+-[A-Za-z])(?![\w-])"
)
"""A command a deed is done with, written in prose and ending in its one-letter option
("Spawns the agents with docker run -d"): one name, the command and the option."""
_NAMES_OPTION = re.compile(
    r"(?:\b(?:pass|passes|passing|passed|use|uses|using|used|add|adds|adding|added|with|without|"
    r"no|the|a|an|set|sets|drop|drops|dropping|omit|omits|omitting|include|includes|including|"
    r"enable|enables|remove|removes|or|and|plus|not|flag|option)|\()\W{0,2}$",
    re.IGNORECASE,
)
"""What opens a one-letter option named as a thing ("passes -c", "with -f", "(-c)"); after
another word it is part of a command written in prose ("diff -u", "pip install -e ."), whose
words are read as such."""
_CODE_KEY = r"[a-z][a-z0-9]*(?:[-_][a-z0-9]+)+"
"""A key written as code is: hyphenated or snake_case (``cluster-mode``, ``batch_size``)."""
_PROSE_KEY_VALUE = re.compile(
    rf"(?<![\w.-])(?:(?P<key>{_CODE_KEY}):\s+(?P<value>-?\d[\w.;]*|true|false)"
    rf"|(?:[Ss]ets?|[Ss]etting)\s+(?P<set>{_CODE_KEY})\s+to\s+(?P<to>-?\d[\w.;]*|true|false)"
    # "set tool_choice: auto": a snake_case key set to a word
    r"|(?:[Ss]ets?|[Ss]etting|[Uu]ses?|[Uu]sing)\s+(?P<wkey>[a-z][a-z0-9]*(?:_[a-z0-9]+)+):\s+"
    r"(?P<word>(?!(?:the|a|an|and|or|to|in|for|with|of|is|it)\b)[a-z][\w-]{0,19}))"
    r"(?![\w-])"
)
"""A key and its value written in prose: "cluster-mode: 2", "Set infer-dims to 3;640;640"."""
_SNAKE = re.compile(
    r"(?<![\w.$/-])(_{1,2}[a-z][a-z0-9]*(?:_[a-z0-9]+)*(?:__)?|[a-z][a-z0-9]*(?:_[a-z0-9]+)+)(?![\w-])"
)
"""snake_case, and private or dunder names (``_native``, ``__getitem__``)."""
_UPPER = re.compile(r"(?<![\w$])([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)(?![\w])")
_WITH_EXTRAS = re.compile(
    r"(?<![\w./\[-])((?:[\w.-]+/)*[A-Za-z][\w.-]*\[[a-z][a-z0-9-]{2,}(?:,\s?[a-z][a-z0-9-]{2,})*\])"
    r"(?![\w\]])"
)
"""A package or path with its extras (``python/cuda_cccl[test-cu13]``, ``nvidia-nat[langchain]``):
one name, the extra included."""
_NAMESPACE = re.compile(r"(?<![\w:/.*-])([a-z][a-z0-9-]*:\*)(?![\w*])")
"""A namespace of names, written as its prefix and a star (``state:*``, ``agent:*`` labels):
one name, every name under it."""
_LANGUAGE_STANDARD = re.compile(r"(?<![\w+])([Cc]\+\+\d{2})(?![\w+])")
"""A language standard (``C++17``, ``C++20``): a name, whose number a word list would lose."""
_METASYNTACTIC = re.compile(
    r"(?:(?:VAR|VARIABLE|NAME|VALUE|KEY|ENV|YOUR|MY|SOME|FOO|BAR|BAZ|X|Y|N)(?:_|$))+"
)
"""An upper-case name made only of placeholder words (``VAR_NAME``, ``ENV_VAR``,
``YOUR_KEY``): a slot the reader fills, not a name to repeat."""
_MIXED_SNAKE = re.compile(
    r"(?<![\w$./-])((?=[A-Za-z0-9_]*[A-Z])(?=[A-Za-z0-9_]*[a-z])[A-Za-z][A-Za-z0-9]*"
    r"(?:_[A-Za-z0-9]+){2,})(?![\w-])"
)
"""Names of mixed case joined by underscores, three parts or more: cloud SKUs and resource
names (``Standard_NC40ads_H100_v5``)."""
_DOTTED = re.compile(
    r"(?<![\w/-])(?<!\w\.)([a-z_][a-z0-9_]*(?:-[a-z0-9_]+)*"
    r"(?:\.[A-Za-z_][A-Za-z0-9_]*(?:-[A-Za-z0-9_]+)*){1,5})(?![\w])"
)
"""Dotted names and file names, hyphenated parts whole (``docker-compose.yml``, a YAML key
path ``services.configs.pools.gpu-prod.backend``)."""
_PRERELEASE = re.compile(
    r"(?<![\w.-])(\d{1,4}\.\d{1,4}\.\d{1,4}[-+][0-9A-Za-z]+(?:[.-][0-9A-Za-z]+){0,5})(?![\w-])"
)
"""A version with a pre-release or build part (``0.0.0-dev.4f3e2a1``, ``1.2.3-rc.1``): one
name, spelled as written."""
_TASK_NAME = re.compile(r"(?<![\w:/.@$-])([a-z][a-z0-9_-]*(?::[a-z][a-z0-9_-]*){2,5})(?![\w:/])")
"""A task or script name of three or more colon-joined parts (``helm:k3s:create``,
``test:unit:watch``): one name, not its words; two parts are left to the other patterns
(a host and port, an image and tag, a "key:value" in prose)."""
_CAMEL = re.compile(
    r"(?<![\w.$/-])([a-z][a-z0-9]{2,}(?:[A-Z][a-z0-9]+){2,}|[a-z][a-z0-9]{2,}[A-Z][a-z0-9]+(?=\())"
    r"(?![\w-])"
)
"""lowerCamelCase API names (``toolCallExecute``, ``useState(``), not brands (``cuPyNumeric``)."""
_METHOD_CALL = re.compile(r"(?<![\w.`])(\.[A-Za-z_]\w*\(\))")
"""A method named by its call in prose ("a .get() call"): whatever it is called on."""
_PATHLIKE = re.compile(r"(?<![\w.-])((?:[\w.-]+/)+[\w.-]+\.[A-Za-z0-9]{1,5})(?![\w])")
_IMAGE = re.compile(
    r"(?<![\w./:@-])((?:[a-z0-9-]+\.)+[a-z]{2,}(?::\d{2,5})?(?:/[a-z0-9][a-z0-9._-]*)+"
    r"(?::\w[\w.-]{0,127}(?<!\.)|@sha256:[0-9a-f]{64}))(?![\w/:@-])"
)
"""A container image by its registry and tag (``nvcr.io/nvidia/sglang:26.01-py3``,
``ghcr.io/nvidia-ai-iot/vllm:latest-jetson-orin``): one name, its tag included."""
_ROOTED = re.compile(
    r"(?<![\w./<>{}$-])(/(?:[A-Za-z_][\w.-]*|<[\w-]+>|\{[\w-]+\})"
    r"(?:/(?:[\w.-]*[A-Za-z_][\w-]*(?:\.[\w-]+)*|<[\w-]+>|\{[\w-]+\}))+"
    r"|/[A-Za-z_][\w.-]{0,40}/(?=[\s,;:)]|\.?$|\.\s))(?![\w/<{-])"
)
"""A rooted path of two or more segments named in prose: an endpoint (``/v1/config/<id>``)
or a directory (``/data/calib``); or one segment between slashes, a part of a path
(``/v1/``)."""

_SLOTTED = re.compile(
    r"(?<![\w./<>{}$`-])((?:[\w.-]*<[\w-]{1,40}>[\w.-]*|[\w.-]+)"
    r"(?:/(?:[\w.-]*<[\w-]{1,40}>[\w.-]*|[\w.-]+)){1,10}/?)(?<!\.)(?![\w/<`-])"
)
"""A name with slots joined by slashes in prose (``<type>/812-<short-description>/<user>``,
``components/models/<name>/``): a pattern for any such name (only where a slot is in it),
without the full stop of a sentence it ends ("from skills/<name>/SKILL.md.")."""

_SLOT_PART = r"(?:\{[A-Za-z_]\w{0,30}\}|<[A-Za-z][\w-]{0,30}>)"
_SLOTTED_FILE = re.compile(
    rf"(?<![\w./<>{{}}$`-])((?:[\w-]+{_SLOT_PART}|{_SLOT_PART}[\w-]+)(?:[\w-]|{_SLOT_PART})*"
    r"\.[A-Za-z]\w{0,5})(?![\w/<`-])"
)
"""A file name with slots in prose (``{model}_dynamic_b{MAX_BS}.engine``,
``report_<model>.pdf``): a pattern for any such file, read whole (not as its snake-case and
capitalised pieces)."""

_URL = re.compile(
    r"(?<![\w/])(https?://(?:localhost|127\.0\.0\.1|0\.0\.0\.0|[\w.-]+:\d{2,5}|<[\w-]{1,40}>:\d{2,5})"
    r"(?::\d{2,5})?"
    r"(?:/[\w.~%+=&?#-]*)*[\w/])"
)
"""An endpoint named in prose, a URL with a port or a loopback host
(``http://localhost:8000/biology/colabfold/msa-search/predict``), or a slot for its host and a
port (``http://<jetson-ip>:8000/v1``): one name, host, port and path, its closing punctuation
left out (a link to documentation is no name to give)."""

_ADDRESS = re.compile(r"(?<![\w.:/-])(\d{1,3}(?:\.\d{1,3}){3}(?::\d{2,5})?)(?![\w:-]|\.\d)")
"""An IP address, with its port where one is given (``0.0.0.0``, ``127.0.0.1:8000``)."""
_HEX_ID = re.compile(r"(?<![\w./:#-])([0-9a-f]{7,64})(?![\w./-])")
"""A hash or an id of hex digits (a commit ``a1b2c3d``, an invocation ``71f3f3199ea5e1f0``),
digits and letters both: a name, not a number or a word."""

_QUOTES = "\"'`"
_COMMON_DOTTED = {"e.g", "i.e", "etc.e", "vs.e"}


DESIGNATOR = re.compile(r"\b[A-Z][a-z]{2,15} (?:[A-Z]|\d{1,2})\b(?!\.\d|[-(\w])")
"""A member of a series named by a letter or number ("Agent D", "Tier 3", "Phase 2")."""


def is_designator(name: str) -> bool:
    """Whether ``name`` is a series member ("Agent D"), matched as a name, not as words."""
    return DESIGNATOR.fullmatch(name) is not None


@lru_cache(maxsize=16384)
def normalise_identifier(text: str) -> str:
    """Canonical identifier: no quotes, no spaces around ``=``, ``:``, ``,`` or brackets."""
    out = text.strip().strip(_QUOTES)
    out = re.sub(r"[\"'`]", "", out)
    out = out.rstrip(",;")  # `tie_weights,,`: punctuation typed inside the backticks
    out = re.sub(r"\s*(?:…|\.\.\.)$", "", out)  # `gst-launch-1.0 -e …`: the rest elided
    out = re.sub(r"\s*([=,:\[\]()])\s*", r"\1", out)
    return out


@lru_cache(maxsize=16384)
def split_key_value(identifier: str) -> tuple[str, str] | None:
    """``key=value`` -> (key, value) with the value normalised; None when not such a form."""
    norm = normalise_identifier(identifier)
    match = re.fullmatch(rf"({_KEY})==?([^=].*)", norm) or re.fullmatch(
        # one colon: "helm:k3s:create" is a task's name, no key and value
        r"([A-Za-z_][\w.-]*):([^\s:/][^\s:]*)",
        norm,
    )
    if not match:
        return None
    return match.group(1), match.group(2)


def _looks_like_identifier(span: str) -> bool:
    span = span.strip()
    if not span or len(span) > 120:
        return False
    if re.fullmatch(r"[A-Za-z_][\w.-]*:\s*\S+", span):
        return True  # YAML-style key: value
    if " " in span and "=" not in span:
        # Backticked commands ("uv run python -m x") are identifiers too, prose is not.
        return bool(re.search(r"[_./=-]|^[a-z]+ ", span)) and len(span.split()) <= 10
    return True


_NAME_GROUP = re.compile(r"[({]\s*([A-Za-z_][\w.-]*(?:\s*,\s*[A-Za-z_][\w.-]*)+)\s*[)}]")
_BRACES = re.compile(r"\{([^{}]*,[^{}]*)\}")


def _expand(span: str) -> list[str]:
    """The names one backticked span stands for: a tuple of names (``(guidance, crop_ratio)``)
    names each member, a brace group (``out/{a.csv, b.log}``) each expansion, the rest itself."""
    whole = _NAME_GROUP.fullmatch(span.strip())
    if whole:
        return [normalise_identifier(n) for n in whole.group(1).split(",")]
    braces = _BRACES.search(span)
    if braces and not re.search(r"\s", span[: braces.start()] + span[braces.end() :]):
        return [
            normalise_identifier(span[: braces.start()] + part.strip() + span[braces.end() :])
            for part in braces.group(1).split(",")
            if part.strip()
        ]
    return [normalise_identifier(span)]


class _Spans:
    """The union of text spans found so far, as sorted disjoint intervals: whether a
    position is covered is a binary search, not a scan of every span (a text naming
    thousands of identifiers would make the scan quadratic)."""

    def __init__(self) -> None:
        self.starts: list[int] = []
        self.ends: list[int] = []

    def covers(self, at: int) -> bool:
        i = bisect.bisect_right(self.starts, at) - 1
        return i >= 0 and at < self.ends[i]

    def add(self, start: int, end: int) -> None:
        if end <= start:
            return
        i = bisect.bisect_left(self.starts, start)
        if i > 0 and self.ends[i - 1] >= start:
            i -= 1
            start = self.starts[i]
        j = i
        while j < len(self.starts) and self.starts[j] <= end:
            end = max(end, self.ends[j])
            j += 1
        self.starts[i:j] = [start]
        self.ends[i:j] = [end]


def extract_identifiers(text: str) -> list[str]:
    """Identifiers named in ``text`` in order of first appearance, deduplicated.

    Backticked spans win; outside backticks, ``key=value`` forms, ``--flags``,
    snake_case, UPPER_CASE and dotted names count. Forms are normalised with
    :func:`normalise_identifier` so ``a = "b"`` and ``a="b"`` are one identifier.
    """
    found: list[tuple[int, int, str]] = []
    covered = _Spans()

    def add(start: int, end: int, *values: str) -> None:
        if covered.covers(start):
            return
        covered.add(start, end)
        found.extend((start, n, value) for n, value in enumerate(values))

    for m in _BACKTICK.finditer(text):
        span = m.group(1)
        if _looks_like_identifier(span):
            add(m.start(), m.end(), *_expand(span))
        else:
            covered.add(m.start(), m.end())
    for m in _PROSE_KEY_VALUE.finditer(text):
        key, value = (
            (m["key"], m["value"])
            if m["key"]
            else (m["set"], m["to"])
            if m["set"]
            else (m["wkey"], m["word"])
        )
        add(m.start(), m.end(), f"{key}={value.rstrip('.')}")
    for pattern in (
        _WITH_EXTRAS,
        _URL,
        *(_KEY_VALUE, _IMAGE, _ROOTED, _SLOTTED, _SLOTTED_FILE, _PATHLIKE, _FLAG, _UPPER),
        *(_DOTTED, _SNAKE),
        _COMMAND_WITH_OPTION,
        _SHORT_FLAG,
        _ADDRESS,
        _HEX_ID,
        _TASK_NAME,
        _PRERELEASE,
        _LANGUAGE_STANDARD,
        _NAMESPACE,
        *(_MIXED_SNAKE, _CAMEL, _METHOD_CALL),
    ):
        for m in pattern.finditer(text):
            value = m.group(0) if pattern is _KEY_VALUE else m.group(1)
            if pattern is _KEY_VALUE and re.fullmatch(r"[^\s=]+=\s+[a-z]+", value):
                value = m.group(1)  # "ODMDATA= commit": the variable named, then prose
            elif pattern is _KEY_VALUE and _QUANTITY.match(text, m.end(1)):
                continue  # "FP8 = ~0.6 GB", "x = 2 bytes": arithmetic in prose, no setting
            elif pattern is _KEY_VALUE and _PROSE_EQUATION.match(text, max(0, m.start() - 30)):
                continue  # "(total jobs = sum of bucket sizes)": words equated, no setting
            elif pattern is _KEY_VALUE and _PROSE_CALL.match(text, m.start(2)):
                continue  # "Effective = min(Quota Free, Total Free)": a formula in words
            elif pattern is _KEY_VALUE and value.endswith(".") and m.group(2)[0] not in "\"'[":
                value = value.rstrip(".")  # "identifies dataset=city-traffic-raw." ends there
            elif (
                pattern is _KEY_VALUE
                and value.endswith(":")
                and m.group(2)[0] not in "\"'["
                and text[m.end() : m.end() + 1] in ("", " ", "\n")
            ):
                value = value[:-1]  # "lora_alpha = 32: DoRA expects ...": a clause ends there
            if pattern is _SLOTTED and "<" not in value:
                continue  # a path without a slot is read by the path patterns
            if pattern is _DOTTED and (value.lower() in _COMMON_DOTTED or len(value) < 4):
                continue
            if pattern is _HEX_ID and (value.isdigit() or value.isalpha()):
                continue
            if pattern is _SHORT_FLAG and not _NAMES_OPTION.search(
                text, max(0, m.start() - 12), m.start()
            ):
                continue
            if pattern is _UPPER and _METASYNTACTIC.fullmatch(value):
                continue  # `${oc.env:VAR_NAME,default}`: a slot for any variable, no name
            if text[m.start() - 1 : m.start()] == "<" and text[m.end() : m.end() + 1] == ">":
                continue  # `<script.py>`: a slot for any such file, not a name
            globbed = text[m.start() - 1 : m.start()] == "*"
            if pattern is _SNAKE and value.startswith("_") and globbed:
                value = "*" + value  # `*_tdata`: any name ending so
            add(m.start(), m.end(), normalise_identifier(value))
    found.sort()
    seen: set[str] = set()
    ordered: list[str] = []
    for _, _, ident in found:
        if ident and ident not in seen:
            seen.add(ident)
            ordered.append(ident)
    return ordered


NAMING_CONVENTION = re.compile(
    r"(?:screaming_|upper_|lower_)?snake_case|(?:lower_|upper_)?camel_?case|camelCase|"
    r"PascalCase|pascal_case|kebab[-_]case|SCREAMING_SNAKE_CASE|UPPER_SNAKE_CASE",
    re.IGNORECASE,
)
"""Names of naming styles ("uses `snake_case`"): an answer follows one by writing its own
names that way, not by naming it."""


@lru_cache(maxsize=16384)
def is_field_like(identifier: str) -> bool:
    """True for identifiers an answer must spell exactly (fields, env vars, flags, paths, k=v).

    Bare lowercase words such as ``mlp`` are values, not fields.
    """
    ident = identifier.strip()
    if NAMING_CONVENTION.fullmatch(ident):  # `snake_case` names a style, not a field
        return False
    if split_key_value(ident) or _TASK_NAME.fullmatch(ident) or _PRERELEASE.fullmatch(ident):
        return True
    if ident.startswith("--") or "/" in ident or _SHORT_FLAG.fullmatch(ident):
        return True
    if " " in ident and re.search(r"\w\.\w|\s-{1,2}\w", ident):
        return True
    if re.search(r"[A-Za-z0-9]_[A-Za-z0-9]", ident) or re.fullmatch(r"_{1,2}[a-z]\w+", ident):
        return True
    if re.fullmatch(r"[a-z][a-z0-9]{2,}(?:[A-Z][a-z0-9]+){2,}", ident):
        return True
    if _METHOD_CALL.fullmatch(ident) or _LANGUAGE_STANDARD.fullmatch(ident):
        return True
    if _WITH_EXTRAS.fullmatch(ident):
        return True
    if _CODE_FILE.fullmatch(ident):  # deploy-osmo-minimal.sh, cli-workflows.md
        return True
    if _ADDRESS.fullmatch(ident):  # 0.0.0.0, 127.0.0.1:8000
        return True
    return bool(re.fullmatch(r"[a-z_][a-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)+", ident))


_CODE_FILE = re.compile(
    r"[A-Za-z0-9][\w-]*-[\w.-]*\.(?:sh|py|md|ya?ml|json|toml|txt|cfg|ini|js|ts|c|cc|cpp|h|hpp|cu|"
    r"rs|go|ipynb)"
)
"""A hyphenated file name with a code or config extension: a name to copy exactly."""


_IMPORTED = re.compile(r"^[ \t]*(?:from|import)[ \t]+([A-Za-z_]\w*)", re.MULTILINE)


def imported_modules(code: str, limit: int = 2_000) -> tuple[str, ...]:
    """The top-level modules a text's import lines name, the standard library's left out
    (``from cuopt.linear_programming.problem import Problem``: ``cuopt``), at most ``limit``
    import lines read."""
    found = (m[1] for m in islice(_IMPORTED.finditer(code), limit))
    return tuple(dict.fromkeys(n for n in found if n not in sys.stdlib_module_names))
