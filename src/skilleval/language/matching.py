"""Finding things in an answer: identifiers (exact, as literal keys, near misses), phrases
by their stems, and whether a mention is negated or deferred."""

from __future__ import annotations

import bisect
import re
from functools import lru_cache
from itertools import islice

from rapidfuzz import fuzz

from skilleval.language.identifiers import is_field_like, normalise_identifier, split_key_value
from skilleval.language.text import Answer, Span, content_words, stem

_PLEASANTRY = r"(?:problem|worries)\b"
"""What follows "no" in a pleasantry ("No problem, I'll grab it"): no "no" at all."""
NEGATION = re.compile(
    rf"\b(?:not|no(?!\s+{_PLEASANTRY})|never|nothing|don'?t|doesn'?t|do not|does not|"
    r"cannot|can'?t|won'?t|without|"
    r"isn'?t|aren'?t|shouldn'?t|must not|mustn'?t|neither|nor|rather than|instead of|"
    r"(?:would|could|did|was|were|has|have|had|need)n'?t|(?:would|could|need)\s+not|"
    r"rather\s+(?:\w+\s+){1,4}than|avoid\w*|refus\w*\s+to|declin\w*\s+to|distinct from|"
    r"steer\s+clear\s+of|stay\s+away\s+from|refrain\s+from|"
    # "the service failed to stop the stream": the deed did not happen; "the skill forbids
    # wrapping vss in retries": it is not to be done
    r"(?:fail(?:s|ed|ing)?|unable)\s+to|(?:forbid|prohibit|disallow)\w*|"
    # "leaving out `--build-targets` configures only": what is left out is not used
    r"(?:leav(?:e|es|ing)|left)\s+out|omit(?:s|ted|ting)?|"
    # "I'll pass on hardcoding it": declined
    r"(?:I|we)(?:'ll|'d|\s+will|\s+would)\s+pass\s+on|"
    # "keep skills independent of any `agent:*` labels": not depending on them
    r"(?:independent|free)\s+of|"
    r"different from|unlike|"
    # "that's better than skipping the hook": what the chosen way is compared with
    r"(?:better|safer|preferable|cleaner)\s+than|preferable\s+to)\b",
    re.IGNORECASE,
)
CLAUSE_BREAK = re.compile(r"[,;:()]|\s[-–—]\s|\bthen\b|\bbut\b", re.IGNORECASE)
DEFERRAL = re.compile(
    r"\b(?:before|until|unless|rather than|instead of|not yet|yet|hold off|save|later|"
    r"if|when|whenever|after|once|only if|only when|only after|don'?t|do not|avoid|skip|"
    r"no need|without|reach for|jump to|resort to|last resort)\b",
    re.IGNORECASE,
)
PLACEHOLDER = re.compile(r"(<[A-Za-z][\w -]{0,30}>|\{[A-Za-z_][\w]{0,30}\}|^\*(?=[_/.-]\w))")
"""A slot for any one name: ``<name>``, ``{test_path}``, or a glob's leading ``*``
(``*_tdata``, ``*/single-gpu``, ``*.yaml``)."""
FILE_NAME = re.compile(r"[\w-]+\.[A-Za-z][A-Za-z0-9]{0,4}")


NUMBER_SLOT = re.compile(r"(?<=[a-z0-9][_/-])(?:N{1,4}|X{2,6})(?=[_./-]|$)")
"""``round_NN``, ``shard_XXXX.tar``: capitals in a lower-case name standing for digits."""


VARIABLE_SLOT = re.compile(
    r"(?<![\w.$])(?:batch|batches|tensor|tensors|data|df|x|arr|array|sample|samples|img|image|images|"
    r"out|output|outputs|result|results|obj|item|frame|frames|variable|var)(?=\.[A-Za-z_])"
)
"""The conventional variable a behaviour writes code on (``batch.select(i)``): an answer
names its own variable (``images.select(0)``)."""
ARGUMENT_SLOT = re.compile(r"(?<=\()(?:i|j|k|n|N|idx)(?=\))")
"""A one-letter index argument (``select(i)``): any simple argument."""


@lru_cache(maxsize=4096)
def slot_pieces(norm: str, called: bool = False) -> tuple[tuple[str, str], ...]:
    """``norm`` cut into (kind, text): "" for literal text, "name" for a placeholder
    (``<name>``, ``{test_path}``), "number" for a digit slot (``round_NN``), "variable" for
    a conventional variable or index argument of a call (``batch.select(i)``). ``called``:
    ``norm`` is the name of a call, so ``arr.max`` of ``arr.max()`` is no file name."""
    slots = [(m.start(), m.end(), "name") for m in PLACEHOLDER.finditer(norm)]
    for kind, pattern in (
        ("number", NUMBER_SLOT),
        ("variable", None if FILE_NAME.fullmatch(norm) and not called else VARIABLE_SLOT),
        ("variable", ARGUMENT_SLOT),
    ):
        slots += [
            (m.start(), m.end(), kind)
            for m in (pattern.finditer(norm) if pattern is not None else ())
            if not any(a <= m.start() < b for a, b, _ in slots)
        ]
    pieces: list[tuple[str, str]] = []
    at = 0
    for start, end, kind in sorted(slots):
        if start > at:
            pieces.append(("", norm[at:start]))
        pieces.append((kind, norm[start:end]))
        at = end
    if at < len(norm):
        pieces.append(("", norm[at:]))
    return tuple(pieces)


_EXPRESSION_CHAR = {
    " ": r"\s*",
    "*": r"\s*[*×·]\s*",
    **{ch: r"\s*" + re.escape(ch) + r"\s*" for ch in ",()[]/+"},
}
"""How each spacing-free character of an expression value is matched."""


_LITERALS = frozenset(("none", "null", "true", "false", "yes", "no", "on", "off"))
"""Values a setting takes that languages spell in different cases (None, none, NONE)."""


@lru_cache(maxsize=4096)
def switch_choices(value: str) -> tuple[str, ...]:
    """The values of a setting written as a choice of switch values ("true/false",
    "on|off"); empty for any other value (a path, "models/llama", is one value)."""
    parts = tuple(p.strip() for p in re.split(r"\s*[/|]\s*", value.strip("'\"")))
    if len(parts) < 2 or not all(p.lower() in _LITERALS | {"0", "1"} for p in parts):
        return ()
    return parts


@lru_cache(maxsize=4096)
def identifier_regex(identifier: str) -> re.Pattern[str]:
    """Regex for an identifier in the backtick-free answer, tolerant of quoting and spacing."""
    kv = split_key_value(identifier)
    # "=", ":", a table row's cell border ("| dataset | warehouse-prod |"), "to"/"as"/"is"/
    # "of" or a space; each run of spaces is taken whole (possessive), so a long run after a
    # key in hostile output cannot be split every way before the match fails
    sep = (
        r"(?:\s*+[\"']?\s*+(?:==?|:|\*{0,2}[ \t]*+\|[ \t]*+\*{0,2})"
        r"|\s++(?:(?:to|as|is|of|equals|(?:is\s+|are\s+|was\s+)?set\s+to|resolves\s+to)(?=\s))?)"
        r"\s*+[\"']?\s*+"
    )
    if kv:
        key, value = kv
        key_re = r"(?<![\w-])(?:--)?" + re.escape(key)
        if value.startswith("[") and value.endswith("]"):
            elements = [e for e in value[1:-1].split(",") if e]
            inner = "".join(rf"(?=(?:[^\]]*?[\"'\s,])?{re.escape(e)}[\"'\s\],])" for e in elements)
            value_re = r"\[" + inner + r"[^\]]*\]"
            if len(elements) == 1:
                # "`required` lists `q`": a list of one said in prose by what it holds
                value_re = (
                    rf"(?:{value_re}|(?<=\s)(?:lists?|contains?|includes?|holds?|names?|has)"
                    rf"\s+(?:only\s+)?[\"'`]?{re.escape(elements[0])}[\"'`]?(?![\w-]))"
                )
        elif re.fullmatch(r"[A-Z]|<[\w -]{1,30}>", value):
            # batch_size=N, matches=<n>: N and <n> stand for any value
            value_re = r"(?:<[\w -]{1,30}>|[\w.$-]+)[\"']?(?![\w-])"
        elif switch_choices(value):
            # "HITL_ENABLED=true/false": the key with either value, or both written as they are
            # ("true|false")
            one = "|".join(re.escape(v) for v in switch_choices(value))
            value_re = rf"(?i:(?:{one})(?:\s*[/|]\s*(?:{one}))*)[\"'*]?(?![\w-])"
        elif re.search(r"[ ,()*]|\w[/+]\w", value):
            # an expression (min_gpus = PP * max(TP * CP, EP * ETP), dldu = 1.0 / l): spacing
            # free around its punctuation, "*" written as × or ·
            value_re = "".join(_EXPRESSION_CHAR.get(ch, re.escape(ch)) for ch in value)
            value_re = re.sub(r"(?:\\s\*)+", r"\\s*", value_re) + r"(?![\w-])"
        elif value.lower() in _LITERALS:
            # "deployment=None" said "deployment should be **None**" or `--deployment none`:
            # a literal in any case, after "be", bold or not
            value_re = r"(?i:" + re.escape(value) + r")[\"'*]?(?![\w-])"
            sep = r"(?:" + sep + r"|\s+(?:should|must|will|would|can)\s+be\s+)\**"
        else:
            value_re = re.escape(value) + r"[\"']?(?![\w-])"
        # [\"']?\]? also takes os.environ["KEY"] = "value".
        return re.compile(key_re + r"[\"']?\]?" + sep + value_re)
    norm = normalise_identifier(identifier)
    # `name()` says "the function name", called with any arguments or named bare
    call = ""
    if len(norm) > 2 and norm.endswith("()") and not norm.endswith("()()"):
        norm, call = norm[:-2], r"(?:\s*\((?:[^()\n]|\([^()\n]*\))*\))?"
    if PLACEHOLDER.fullmatch(norm):  # `<RETRIEVER_VENV>`, `<name>`: nothing but a slot
        return re.compile(r"(?<![\w-])(?:" + "|".join(_slot_forms(norm)) + r")(?![\w-])")
    formula = bool(_FORMULA.search(norm))
    # Spacing inside brackets and around punctuation is free: batch[:,0] ~ batch[:, 0].
    # A placeholder (`models/<name>/`, `{test_path}`) stands for any one name.
    body = ""
    for kind, piece in slot_pieces(norm, bool(call)):
        if kind == "name":
            # a name (not a module's dunder file: __init__.py names no instance), or the
            # template's own slot
            body += r"(?:(?!__\w+__)[\w.*$-]+|<[\w -]{1,30}>|\{[\w]{1,30}\})"
            continue
        if kind == "number":
            body += r"(?:\d{1,9}|" + re.escape(piece) + r"|<[\w -]{1,30}>)"
            continue
        if kind == "variable":
            body += r"(?:[A-Za-z_]\w*|\d{1,9}|<[\w -]{1,30}>)"
            continue
        if formula:
            # world_size / (tp_size × pp_size): an expression, spaced and multiplied freely
            body += "".join(
                r"\s*[*×·]\s*"
                if ch == "*"
                else r"\s*" + re.escape(ch) + r"\s*"
                if ch in ",[]():=/+-"
                else r"\s*"
                if ch == " "
                else re.escape(ch)
                for ch in piece
            )
            continue
        body += "".join(
            r"\s*" + re.escape(ch) + r"\s*"
            if ch in ",[]():="
            else r"[\"']?\s+[\"']?"  # a command's arguments may be quoted: -m "not package"
            if ch == " "
            else re.escape(ch)
            for ch in piece
        )
    # Not followed by more of a name; "REG_INST-1" (arithmetic) still ends the name. A
    # number may be said in the plural ("the 0.5s are partial credit").
    tail = "" if norm.endswith(("/", ".")) else r"(?![\w]|-[A-Za-z_])"
    if len(norm) > 1 and norm.endswith("/") and body.endswith("/"):
        # a folder named with its closing slash (`tests/x/<name>/`) is the folder without it
        body = body[:-1] + r"(?:/|(?![\w/-])(?!\.\w))"
    if _DECIMAL.fullmatch(norm):
        tail = r"(?:s(?![\w]))?" + tail
    if _KEBAB_NAME.fullmatch(norm):
        # a recipe or skill name is not the head of a longer one
        # (omni-assistant-subagents/single-gpu is another recipe)
        tail += r"(?!/[\w-])"
    # A file name also matches as the end of a longer one (overrides.csv in
    # pronunciation_overrides.csv).
    head = r"(?<![A-Za-z0-9-])" if FILE_NAME.fullmatch(norm) else r"(?<![\w-])"
    if norm.startswith("/"):
        head = ""  # a rooted path may follow its host or base (http://host:8000/v1/ready)
    if norm.startswith(".") and call:
        head = ""  # a method (`.get()`), on whatever it is called (cfg.get(...), f(x).get())
    if _INLINE_FLAG.fullmatch(norm):
        # an interpreter's inline program (`python3 -c "..."`, `node -e`) is no option of the
        # command the flag belongs to
        head += _INLINE_PROGRAM
    if _SNAKE_NAME.fullmatch(norm):
        # A port or member written with a one-letter direction or scope prefix names it
        # (apb_prdata as i_apb_prdata); a longer prefix is another name (micro_batch_size).
        head += r"(?:[a-z]_)?"
    return re.compile(head + body + call + tail)


_SNAKE_NAME = re.compile(r"[a-z][a-z0-9]*(?:_[a-z0-9]+)+")
_INLINE_FLAG = re.compile(r"-[ce]")
_INLINE_PROGRAM = "".join(
    rf"(?<!\b{name}[ \t])"
    for name in ("python", "python3", "bash", "sh", "zsh", "node", "perl", "ruby")
)
"""An interpreter named just before ``-c`` or ``-e``: the option runs inline code."""
_DECIMAL = re.compile(r"\d{1,9}\.\d{1,9}")
"""A decimal number (``0.5``), which prose may put in the plural (``0.5s``)."""
_FORMULA = re.compile(r"\w\s+[*/]\s*\(?\w|\w\s*[*/]\s+\(?\w|\w\s*\*\s*\w")
"""An arithmetic expression of names (``world_size / (tp_size * pp_size)``)."""


@lru_cache(maxsize=4096)
def _spoken(term: str, loose: bool = False) -> tuple[tuple[str, ...], re.Pattern[str]] | None:
    """For a name prose may say in words (``megatron_fsdp``): the stems of its words (a
    cheap test first) and the pattern of the words in a row; ``loose``, each word in any of
    its forms, an article between them at most, and two words either way round ("requires
    a GPU", "GPU required" for ``requires_gpu``)."""
    if not _SPOKEN_NAME.fullmatch(term):
        return None
    parts = term.split("_")
    stems = tuple(stem(p) for p in parts)
    if not loose:
        pattern = r"[\s_-]".join(map(re.escape, parts))
    else:
        gap = r"[\s_-]+(?:(?:a|an|the)\s+)?"
        # a stem's word with its ending ("invoc" of "invocation": five letters more)
        words = [re.escape(s) + r"\w{0,6}" for s in stems]
        pattern = gap.join(words)
        if len(words) == 2:
            pattern += "|" + gap.join(reversed(words))
    return stems, re.compile(r"(?<![\w-])(?:" + pattern + r")(?![\w-])", re.IGNORECASE)


def said_in_words(answer: Answer, term: str) -> Span | None:
    """Where a snake_case name of two or three words (``phi_scope_disclaimer``,
    ``requires_gpu``) is said in words instead ("its PHI-scope disclaimer", "requires a
    GPU"), read loosely (see :func:`_spoken`)."""
    said = _spoken(term, loose=True)
    if said is None or not all(s in answer.stems for s in said[0]):
        return None
    m = said[1].search(answer.work[:200_000])
    return None if m is None else Span(m.start(), m.end(), answer.raw[m.start() : m.end()])


_SPOKEN_NAME = re.compile(r"[a-z][a-z0-9]{2,}(?:_[a-z0-9]{2,}){1,2}")
"""A snake_case name of two or three real words (``megatron_fsdp``), which prose may say
with spaces."""
_KEBAB_NAME = re.compile(r"[a-z][a-z0-9]*(?:-[a-z0-9]+){2,}")


def _slot_name(placeholder: str) -> str | None:
    """The name a placeholder is written with, where it is a name of its own
    (``<RETRIEVER_VENV>``, ``{test_path}``), not a word (``<name>``, ``<path>``)."""
    inner = placeholder[1:-1].strip()
    return inner if "_" in inner or (inner.isupper() and len(inner) > 2) else None


def _slot_forms(placeholder: str) -> list[str]:
    """How an answer names a placeholder that is all of an identifier: as written or, for a
    named one, by its name (``$RETRIEVER_VENV``); any word would match the slot itself, so
    a slot alone never stands for whatever fills it."""
    forms = [re.escape(placeholder)]
    name = _slot_name(placeholder)
    if name is not None:
        forms.append(r"\$?\{?" + re.escape(name) + r"\}?")
    return forms


@lru_cache(maxsize=16384)
def literal_key(identifier: str) -> str:
    """A literal that any match of ``identifier`` contains (a cheap pre-filter)."""
    kv = split_key_value(identifier)
    if kv:
        return kv[0]
    norm = normalise_identifier(identifier)
    if PLACEHOLDER.fullmatch(norm):
        return _slot_name(norm) or norm
    literals = [piece for kind, piece in slot_pieces(norm) if not kind]
    if len(literals) != 1 or literals[0] != norm:
        norm = max(literals, key=len, default="")
    # A match starts with the literal; spacing around ",[]():=" is free in it (batch[:,0] ~
    # batch[:, 0]), so the literal ends at the first of them.
    return re.split(r"[\s,\[\]():=]", norm, maxsplit=1)[0] or norm


def find_identifier(answer: Answer, identifier: str) -> Span | None:
    """Where ``identifier`` appears exactly (quotes and spacing of key=value forms aside)."""
    if identifier in answer.found:
        return answer.found[identifier]
    if not normalise_identifier(identifier):  # "` `": nothing to find
        return None
    part = _PATH_PART.fullmatch(identifier)
    m = (
        _path_part(part["name"]).search(answer.work)
        if part is not None
        else search_at_literal(identifier, answer.work)
        or _shell_expansion(identifier, answer.work)
        or _route_in_words(identifier, answer.work)
        or _as_keys(identifier, answer.work)
        or _same_number(identifier, answer.work)
        or _count_given(identifier, answer.work)
        or _count_named(identifier, answer.work)
        or _commented_value(identifier, answer.work)
        or _by_value(identifier, answer.work)
        or _imported(identifier, answer.work)
        or _aliased(identifier, answer.work)
        or _called(identifier, answer.work)
        or _of_package(identifier, answer.work)
        or _by_leaf(identifier, answer.work)
        or _under_root(identifier, answer.work)
        or _path_by_arrows(identifier, answer.work)
        or _list_set_apart(identifier, answer.work)
        or _in_folder(identifier, answer.work)
        or _under_base(identifier, answer.work)
        or _each_file(identifier, answer.work)
        or _each_name(identifier, answer.work)
        or _script_named(identifier, answer.work)
        or _plural(identifier, answer.work)
        or _directive_option(identifier, answer.work)
        or _config_key(identifier, answer.raw)
        or _object_literal(identifier, answer.work)
        or _call_chain(identifier, answer.work)
        or _name_part(identifier, answer.work)
        or _by_file_name(identifier, answer.work)
        or _module_file(identifier, answer.work)
    )
    span = None if m is None else Span(m.start(), m.end(), answer.raw[m.start() : m.end()])
    answer.found[identifier] = span
    return span


_ROUTE = re.compile(r"/(?P<name>[A-Za-z][\w-]{2,30})")


def _route_in_words(identifier: str, text: str) -> re.Match[str] | None:
    """A route of one part (``/health``) named in words as that endpoint ("no health
    endpoint", "its metrics route")."""
    route = _ROUTE.fullmatch(identifier)
    if route is None:
        return None
    return re.search(
        rf"(?<![\w/-]){re.escape(route['name'])}\s+(?:endpoints?|routes?|paths?)\b",
        text[:200_000],
        re.IGNORECASE,
    )


_SHELL_VARIABLE = re.compile(r"\$\{(\w{1,60})\}|\$(\w{1,60})")


def _shell_expansion(identifier: str, text: str) -> re.Match[str] | None:
    """A name holding a shell variable (``${VA_MCP_URL}/health``) written with the variable
    expanded through a modifier (``"${VA_MCP_URL%/}/health"``, ``${HOST_IP:-localhost}``) or
    bare (``$VA_MCP_URL/health``): the same variable, so the same name."""
    if "$" not in identifier or len(identifier) > 200:
        return None
    pattern, at = "", 0
    for m in _SHELL_VARIABLE.finditer(identifier):
        name = re.escape(m[1] or m[2])
        pattern += re.escape(identifier[at : m.start()])
        pattern += rf"\$(?:\{{{name}(?:[:%#/^,?+=-][^}}\n]{{0,60}})?\}}|{name}(?!\w))"
        at = m.end()
    if not pattern:
        return None
    pattern += re.escape(identifier[at:])
    return re.search(r"(?<![\w$])" + pattern + r"(?![\w-])", text[:200_000])


_PATH_PART = re.compile(r"/(?P<name>[A-Za-z_][\w.-]{0,40})/")
"""A part of a path named alone (``/v1/``)."""


@lru_cache(maxsize=256)
def _path_part(name: str) -> re.Pattern[str]:
    """A path's part named alone (``/v1/`` as "`/v1`" or "/v1/"), not inside a path that
    goes on (``/v1/health/ready``, ``localhost:8000/v1/biology``): naming that path is no
    word on the part."""
    return re.compile(rf"(?<![\w.:/-])/?{re.escape(name)}/?(?![\w/-]|\.[\w/])")


_FILE_IN_FOLDER = re.compile(
    r"(?:[\w.-]+/)+(?P<name>[\w-]+(?:\.[\w-]+){0,3}\.[A-Za-z][A-Za-z0-9]{0,4})"
)
"""A file in a folder; its name may hold dots of its own (``docker/Dockerfile.ci.dev``,
``deploy/values.prod.yaml``)."""
_COMMON_FILE_STEMS = frozenset(
    (
        "readme", "skill", "index", "config", "main", "__init__", "setup", "settings",
        "values", "requirements", "pyproject", "package", "docs", "tools", "common", "test",
        "tests", "utils", "run", "default", "defaults", "example", "examples", "data", "output",
    )
)  # fmt: skip
"""File names that many folders hold (``README.md``, ``config.yaml``): a folder's file only
with its folder."""


def _by_file_name(identifier: str, text: str) -> re.Match[str] | None:
    """A file in a folder (``references/hello_world.yaml``, ``skills/nat-telemetry/SKILL.md``)
    named without its folders: a file of a name of its own by that name alone (``the bundled
    `hello_world.yaml```), not under another folder; a skill's ``SKILL.md`` by the skill's
    folder name ("route to nat-telemetry")."""
    path = _FILE_IN_FOLDER.fullmatch(identifier)
    if path is None:
        return None
    name = path["name"]
    if name.lower() == "skill.md":
        # "skills/nat-telemetry/SKILL.md": the skill, named by its folder
        folder = identifier.rsplit("/", 2)[-2]
        if "-" not in folder or folder not in text:
            return None
        return re.search(r"(?<![\w./-])" + re.escape(folder) + r"(?![\w/-])", text[:200_000])
    stem_name = name.rsplit(".", 1)[0]
    if stem_name.lower() in _COMMON_FILE_STEMS or len(stem_name) < 6 or name not in text:
        return None
    return re.search(r"(?<![\w./-])" + re.escape(name) + r"(?![\w-])", text[:200_000])


_MODULE = re.compile(r"[A-Za-z_]\w{0,80}(?:\.[A-Za-z_]\w{0,80}){1,8}")


def _module_file(identifier: str, text: str) -> re.Match[str] | None:
    """A Python module (``worldforge.cli``, ``worldforge.__init__``) named by its file
    (``worldforge/cli.py``, ``src/worldforge/__init__.py``) or its package's
    ``__init__.py``."""
    if not _MODULE.fullmatch(identifier):
        return None
    path = identifier.replace(".", "/")
    if path not in text:
        return None
    return re.search(
        r"(?<![\w.-])" + re.escape(path) + r"(?:\.py|/__init__\.py)(?![\w/])", text[:200_000]
    )


_NAME_PART = re.compile(
    r"_[A-Za-z0-9][\w-]{1,80}\.[A-Za-z0-9]{1,8}|[A-Za-z][\w.-]{0,80}_"
    r"|\.[A-Za-z][\w-]{0,20}(?:\.[A-Za-z][\w-]{0,20}){1,3}"
)
"""A file name's ending or a name's beginning written alone (``_verification_card.yaml``
of "the card's name ends in ...", ``fb_`` of "a tag prefix", a kind's suffix of two parts
``.test.ts``); a private name (``_load_config``) is a name of its own, and so is a file
named by a dot and one part (``.env``)."""


def _name_part(identifier: str, text: str) -> re.Match[str] | None:
    """A name's ending (``_verification_card.yaml``, ``.test.ts``) ending a name the answer
    writes in full (``qwen3_moe_verification_card.yaml``, ``rating.test.ts``), or its
    beginning (``fb_``) beginning one (``fb_ep64``)."""
    if not _NAME_PART.fullmatch(identifier):
        return None
    if identifier.startswith(("_", ".")):
        pattern = r"(?<=[A-Za-z0-9])" + re.escape(identifier) + r"(?![\w-])"
    else:
        pattern = r"(?<![\w-])" + re.escape(identifier) + r"(?=[A-Za-z0-9])"
    return re.search(pattern, text[:200_000])


def _call_chain(identifier: str, text: str) -> re.Match[str] | None:
    """A chain of calls (``Order.objects.filter(user__email__iendswith='@nvidia.com')
    .order_by('-created_at')``) written over several lines or with other quotes: its tokens
    in order, whitespace and quotes between them free."""
    if "(" not in identifier or len(identifier) > 200 or not re.match(r"[A-Za-z_]", identifier):
        return None
    tokens = re.findall(r"[\w@+*/-]+|[.()\[\]{},=:]", identifier)
    if len(tokens) < 4:
        return None
    gap = r"[\s'\"`]*"
    return re.search(gap.join(re.escape(t) for t in tokens), text[:200_000])


_FLAG = re.compile(r"--(?P<key>[A-Za-z][\w-]{4,60})")
"""A long option alone (``--qformat``), whose setting a config file may give by its key."""


def _config_key(identifier: str, text: str) -> re.Match[str] | None:
    """A command's option (``--calib_size``) given as the setting of a config file or the
    environment (``CALIB_SIZE: "4"``, ``qformat: nvfp4``, ``calib-size=4``): the key, in any
    case, "-" and "_" alike, set to a value: ``key=value``, or ``key: value`` opening a line,
    code or an entry of a mapping ("via CLI overrides: `nel run ...`" is a label, no key)."""
    flag = _FLAG.fullmatch(identifier)
    if flag is None:
        return None
    key = re.sub(r"[-_]", "[-_]", flag["key"])
    setting = re.search(
        rf"(?:^[ \t]*(?:-[ \t]+)?|`|[{{,][ \t]*|\bexport[ \t]+)[\"']?(?P<key>{key})[\"']?[ \t]*:"
        rf"[ \t]*[\"']?\w|(?<![\w.-])(?P<bare>{key})=[\"']?\w",
        text[:200_000],
        re.IGNORECASE | re.MULTILINE,
    )
    if setting is None:
        return None
    return re.compile(key, re.IGNORECASE).match(text, setting.start(setting.lastgroup or "key"))


_DIRECTIVE = re.compile(r"#[A-Z]{2,8}[ \t]+(?=--?\w)")
"""A scheduler directive's prefix (``#SBATCH``, ``#PBS``, ``#BSUB``) before its option."""


def _object_literal(identifier: str, text: str) -> re.Match[str] | None:
    """An object or list literal (``{type: 'function', function: {...}}``) written with
    other quotes and spacing (``{"type": "function", "function": {...}}``): its tokens in
    order, quotes and whitespace between them free."""
    if identifier[:1] not in "{[" or len(identifier) > 200:
        return None
    tokens = re.findall(r"\.\.\.|\w[\w.-]*|[{}\[\]:,=]", identifier)
    if len(tokens) < 3:
        return None
    gap = r"[\s'\"`]*"
    return re.search(gap.join(re.escape(t) for t in tokens), text[:200_000]) or _literal_parts(
        identifier, text
    )


_PAIR = re.compile(r"([A-Za-z_]\w*)\s*:\s*(\{\.\.\.\}|\[\.\.\.\]|\.\.\.|[\w.-]+)")


def _literal_parts(identifier: str, text: str) -> re.Match[str] | None:
    """An object literal of a few keys (``{type: 'function', function: {...}}``) told by its
    parts on one line ("missing `type: "function"` / `function` wrapper"): each key set to
    its value, a key whose value is elided named on its own; where the first part is."""
    norm = normalise_identifier(identifier)
    if not norm.startswith("{") or not norm.endswith("}"):
        return None
    pairs = _PAIR.findall(norm[1:-1])
    if not 2 <= len(pairs) <= 4 or len(_PAIR.sub("", norm[1:-1]).strip(", ")) > 0:
        return None
    elided = [key for key, value in pairs if value.strip("{}[]") == "..."]
    if len(elided) == len(pairs):
        return None  # keys alone are words; one of them set to its value says the literal
    # the settings first, so a key named on its own is looked for outside them
    parts = [identifier_regex(f"{k}={v}") for k, v in pairs if k not in elided] + [
        re.compile(r"(?<![\w-])" + re.escape(key) + r"(?![\w-])") for key in elided
    ]
    for line in re.finditer(r"[^\n]{1,2000}", text[:200_000]):
        found: list[re.Match[str]] = []
        for part in parts:
            # a key named on its own, not inside another part ("type: function" names no
            # "function" key)
            hit = next(
                (
                    m
                    for m in islice(part.finditer(line[0]), 20)
                    if not any(f.start() < m.end() and m.start() < f.end() for f in found)
                ),
                None,
            )
            if hit is None:
                break
            found.append(hit)
        else:
            first = min(found, key=lambda f: f.start())
            return re.compile(re.escape(first[0])).search(text, line.start() + first.start())
    return None


def _directive_option(identifier: str, text: str) -> re.Match[str] | None:
    """``#SBATCH --ntasks-per-node=8`` given as the option itself (``--ntasks-per-node=8``
    in an ``sbatch``/``srun`` line or a list of options): the option is what it sets."""
    prefix = _DIRECTIVE.match(identifier)
    if prefix is None:
        return None
    option = identifier[prefix.end() :]
    return search_at_literal(option, text) or _as_keys(option, text)


def _imported(identifier: str, text: str) -> re.Match[str] | None:
    """A dotted module path (``pkg.run.forecast``) written as an import of its
    last name (``from pkg.run import forecast``) wherever the answer writes it, a code line,
    inline code or prose: the imported name."""
    if not _KEY_PATH.fullmatch(identifier) or "import " not in text:
        return None
    module, name = identifier.rsplit(".", 1)
    pattern = (
        r"(?<![\w.])from[ \t]+"
        + re.escape(module)
        + r"[ \t]+import[ \t]+\(?[^\n)]*?(?<![\w.])("
        + re.escape(name)
        + r")(?![\w.])"
    )
    m = re.search(pattern, text, re.MULTILINE)
    return None if m is None else re.compile(re.escape(name)).match(text, m.start(1))


_MODULE_ALIAS = re.compile(
    r"^[ \t]*import[ \t]+([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)[ \t]+as[ \t]+([A-Za-z_]\w*)",
    re.MULTILINE,
)


@lru_cache(maxsize=64)
def _module_aliases(text: str) -> tuple[tuple[str, str], ...]:
    """The (module, alias) pairs an answer imports (``import cupynumeric as cn``), read once
    per answer, the first 50."""
    found = _MODULE_ALIAS.finditer(text[:200_000])
    return tuple((m.group(1), m.group(2)) for m in islice(found, 50))


def _aliased(identifier: str, text: str) -> re.Match[str] | None:
    """A dotted name (``cupynumeric.fft.fft2``) written through the alias the answer imports
    its module as (``import cupynumeric as cn`` ... ``cn.fft.fft2``): the aliased name."""
    if "." not in identifier or "import " not in text:
        return None
    for module, alias in _module_aliases(text):
        if identifier.startswith(module + ".") and alias != module:
            found = search_at_literal(alias + identifier[len(module) :], text)
            if found is not None:
                return found
    return None


_CALL = re.compile(r"([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)\((.+)\)")
_TEMPLATE_ARGUMENT = re.compile(
    r"\.\.\.|…|[A-Za-z_]\w*\s*=\s*(?:\.\.\.|…|<[\w -]{1,30}>)|[a-z_][a-z0-9_]*"
)
"""What a call's argument is in a template of the call (``to_file(array=..., path=...)``,
``from_file_batched(path, dataset_name, chunk_size)``): elided, a keyword left to fill, or a
parameter's name; not a value (``block=True``, ``42``, ``"/data"``)."""


_LIST_LITERAL = re.compile(r"\[[^\[\]\n]{1,400}\]")


def _list_set_apart(identifier: str, text: str) -> re.Match[str] | None:
    """A key set to a list (``variable=['t2m','u10m']``) where the answer sets the key
    through a name or a constructor (``"variable": np.array(VARIABLES)``) and writes the
    list itself elsewhere (``VARIABLES = ["t2m", "u10m"]``): the key, where it is set."""
    kv = split_key_value(identifier)
    if kv is None or not (kv[1].startswith("[") and kv[1].endswith("]")):
        return None
    elements = [e for e in kv[1][1:-1].split(",") if e]
    if not elements:
        return None
    setting = re.search(key_pattern(kv[0]), text[:200_000])
    if setting is None:
        return None
    for literal in _LIST_LITERAL.finditer(text[:200_000]):
        items = re.findall(r"[\w.+-]+", literal.group(0))
        if all(e in items for e in elements):
            return setting
    return None


def _called(identifier: str, text: str) -> re.Match[str] | None:
    """A call written as a template (``np.load(...)``, ``cn.empty(shape)``, a signature):
    the function called, with the answer's own arguments, or imported by its module path."""
    call = _CALL.fullmatch(normalise_identifier(identifier))
    if call is None or not all(
        _TEMPLATE_ARGUMENT.fullmatch(a.strip()) for a in call.group(2).split(",")
    ):
        return None
    name = call.group(1)
    return search_at_literal(name + "()", text) or _imported(name, text) or _aliased(name, text)


_DISTINCT_NAME = re.compile(r"[A-Za-z]\w*_\w*[A-Za-z0-9]|[a-z]+[A-Z]\w*")
"""A name no prose word is (``download_data``, ``createFrontier``): snake or camel case."""


def _of_package(identifier: str, text: str) -> re.Match[str] | None:
    """A module path of three or more names (``pkg.utils.download_data``) written as its
    tail (``utils.download_data(...)``, or ``download_data`` itself where that name is no
    prose word) by an answer that names the package (``from the pkg package``, ``from
    pkg.utils import ...``): the tail, where it first is."""
    if identifier.count(".") < 2 or not _KEY_PATH.fullmatch(identifier):
        return None
    parts = identifier.split(".")
    if search_at_literal(parts[0], text) is None:
        return None
    for k in range(1, len(parts)):
        tail = ".".join(parts[k:])
        if k == len(parts) - 1 and not _DISTINCT_NAME.fullmatch(tail):
            return None
        found = search_at_literal(tail, text)
        if found is not None:
            return found
    return None


def _by_leaf(identifier: str, text: str) -> re.Match[str] | None:
    """A key under a record's field (``verifier_metadata.expected_tool_calls``: a parent of
    two or more words, or a namespace before a name of three words) named by that key where
    it is a name no prose word is (``expected_tool_calls``), written on its own: not under
    another parent (``judge.expected_tool_calls``) nor as part of a longer name. (A module
    path's function is anyone's without its package: see :func:`_of_package`.)"""
    if not _KEY_PATH.fullmatch(identifier):
        return None
    # a report's field under its section ("output.sections.completeness_rate"), or a name
    # of three words or more under a namespace (``medagent.dicom_series_preflight``): what
    # nothing else in it is called
    reported = identifier.count(".") == 2 and identifier.split(".", 1)[0].lower() in _ROOTS
    if reported:
        identifier = identifier.split(".", 1)[1]
    if identifier.count(".") != 1:
        return None
    parent, leaf = identifier.split(".")
    qualified = reported or "_" in parent.strip("_") or leaf.strip("_").count("_") >= 2
    if not qualified or not _DISTINCT_NAME.fullmatch(leaf) or leaf not in text:
        return None
    return re.search(r"(?<![\w.-])" + re.escape(leaf) + r"(?![\w-]|\.\w)", text[:200_000])


_ROOTS = frozenset(
    ("output", "outputs", "result", "results", "response", "data", "payload", "body", "json")
)
"""A report's top-level key that names the whole ("output.phi_leak.leak_rate")."""


def _path_by_arrows(identifier: str, text: str) -> re.Match[str] | None:
    """A key path (``alignments.uniref90.a3m``) walked with arrows ("`alignments` →
    `uniref90` → `a3m`", "alignments > uniref90 > a3m"): its keys, in order, each whole."""
    if not _KEY_PATH.fullmatch(identifier) or identifier.count(".") < 1:
        return None
    keys = identifier.split(".")
    if len(keys) > 6 or any(k not in text for k in keys):
        return None
    step = r"[\s`'\"]*(?:→|->|=>|>|›)[\s`'\"]*"
    return re.search(
        r"(?<![\w.-])" + step.join(re.escape(k) for k in keys) + r"(?![\w-])", text[:200_000]
    )


def _under_root(identifier: str, text: str) -> re.Match[str] | None:
    """A path under a report's top-level key (``output.phi_leak.leak_rate``) named without
    it (``phi_leak.leak_rate``): the rest of the path exactly; one part, only as a key."""
    if not _KEY_PATH.fullmatch(identifier) or "." not in identifier:
        return None
    root, rest = identifier.split(".", 1)
    if root.lower() not in _ROOTS or rest not in text:
        return None
    if "." not in rest:
        # one common word under the root ("output.skill"): a key set (``"skill":``,
        # ``skill: ...``) or a table row's key cell (``| skill | nv-curate-study |``), not
        # the word in prose
        return re.search(
            r"^[ \t]*\|[ \t]*" + re.escape(rest) + r"[ \t]*\||" + key_pattern(rest),
            text[:200_000],
            re.IGNORECASE | re.MULTILINE,
        )
    return re.search(r"(?<![\w.-])" + re.escape(rest) + r"(?![\w-]|\.\w)", text[:200_000])


_TYPE_NAME = re.compile(r"(?:[A-Za-z_]\w*\.)*[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*")
"""A class-like name (``nn.Parameter``, ``FedStatsRecipe``): its last part capitalised and
not all capitals, no underscores."""


def _plural(identifier: str, text: str) -> re.Match[str] | None:
    """A class-like name said in the plural in prose ("nn.Parameters", "FedStatsRecipes"):
    the name. Settings and fields (``lora_rank``, ``recompute_layers``) stay exact."""
    if not _TYPE_NAME.fullmatch(identifier) or identifier + "s" not in text:
        return None
    m = re.search(r"(?<![\w.-])(" + re.escape(identifier) + r")s(?![\w-])", text)
    return None if m is None else re.compile(re.escape(identifier)).match(text, m.start(1))


_PRODUCT_NAME = re.compile(r"[A-Z][A-Za-z0-9]*(?:\.[A-Za-z]+)?")
"""A capitalised name, perhaps with a dotted suffix (``Python``, ``Node.js``)."""


def _each_name(identifier: str, text: str) -> re.Match[str] | None:
    """Names joined by slashes (``Python/Node.js``, "Python/Node.js/Rust apps"): a list of
    products, not a path; each named on its own ("a Python, Node.js or Rust app"), where
    the first is."""
    parts = identifier.split("/")
    if not 2 <= len(parts) <= 4 or not all(_PRODUCT_NAME.fullmatch(p) for p in parts):
        return None
    found = [search_at_literal(p, text) for p in parts]
    return found[0] if all(found) else None


def _each_file(identifier: str, text: str) -> re.Match[str] | None:
    """File names joined by a slash (``pyproject.toml/uv.lock``: the two files), each
    named on its own; where the first is."""
    parts = identifier.split("/")
    if len(parts) < 2 or not all(FILE_NAME.fullmatch(p) for p in parts):
        return None
    found = [search_at_literal(p, text) for p in parts]
    return found[0] if all(found) else None


_SCRIPT = re.compile(
    r"(?:[\w.-]+/)*([A-Za-z][A-Za-z0-9]*(?:[_-][A-Za-z0-9]+)*)\.(?:sh|bash|py|ps1)"
)
_GENERIC_SCRIPTS = frozenset({"main", "run", "test", "tests", "script", "utils", "util", "common"})


def _script_named(identifier: str, text: str) -> re.Match[str] | None:
    """A script (``scripts/preflight.sh``) named in prose by its name and kind ("the
    preflight script", "the check-env script"), or by the doer of its first word ("the
    exporter" for ``export_evidence_pack.py``); a generic name ("the run script") is not
    enough."""
    m = _SCRIPT.fullmatch(identifier)
    if m is None or len(m[1]) < 4 or m[1].lower() in _GENERIC_SCRIPTS:
        return None
    parts = re.split(r"[_-]", m[1])
    if len(parts) >= 2 and len(parts[0]) >= 4 and parts[0].lower() not in _GENERIC_SCRIPTS:
        # "the exporter" for ``scripts/export_evidence_pack.py``: what does its first word
        agent = re.escape(parts[0].lower().rstrip("e"))
        said = re.search(rf"\bthe\s+{agent}(?:er|or)\b", text[:200_000], re.IGNORECASE)
        if said is not None:
            return said
    if "script" not in text and "Script" not in text:
        return None
    words = r"[\s_-]".join(re.escape(w) for w in parts)
    return re.search(rf"(?<![\w./-]){words}\s+script\b", text, re.IGNORECASE)


_KEY_PATH = re.compile(r"[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+")
CONTAINERS = frozenset(
    {"output", "outputs", "result", "results", "response", "data", "payload", "json", "report"}
)
"""Names of the whole of a tool's output: ``output.modality`` is the output's ``modality``."""


def key_pattern(name: str) -> str:
    """A key set in structured text (``name:``, ``"name": ``, ``name =``), as a pattern."""
    return r"(?<![\w.-])[\"']?" + re.escape(name) + r"[\"']?\s*[:=]"


_NUMBER = r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?"


def _same_number(identifier: str, text: str) -> re.Match[str] | None:
    """A setting to a number (``w_min=0.0``, ``lr=0.001``) written with another spelling of
    that number (``w_min=0``, ``lr: 1e-3``): the setting, the first 200 of the key read."""
    kv = split_key_value(identifier)
    if (
        kv is None
        or not re.fullmatch(_NUMBER, kv[1])
        or not re.fullmatch(r"[A-Za-z_][\w-]*", kv[0])
    ):
        return None
    if kv[0] not in text:
        return None
    wanted = float(kv[1])
    setting = re.compile(key_pattern(kv[0]) + r"\s*[\"']?(" + _NUMBER + r")(?![\w.])")
    for m in islice(setting.finditer(text, 0, 200_000), 200):
        if float(m[1]) == wanted:
            return m
    return None


_COUNT_KEY = re.compile(r"[nNkK]=(\d{1,6})")
"""A count in a formula's notation ("beam search (n=8)", "top-k (k=5)")."""


def _count_given(identifier: str, text: str) -> re.Match[str] | None:
    """A count written ``n=8`` given as its number: to a flag (``--num-samples 8``), before a
    plural noun ("8 candidates"), or in the same notation with spaces."""
    count = _COUNT_KEY.fullmatch(identifier)
    if count is None or count[1] not in text:
        return None
    number = re.escape(count[1])
    return re.search(
        rf"(?:(?<![\w-])--?[A-Za-z][\w-]{{0,40}}[ =]|\b[nNkK]\s*=\s*){number}(?![\w.])"
        rf"|(?<![\w.,-]){number}\s+[a-z]{{2,30}}s\b",
        text[:200_000],
    )


_COUNT_NAME = re.compile(
    r"(?:num|n|number_of)_(?P<noun>[a-z]{3,30})|(?P<counted>[a-z]{3,30})_count"
)


def _count_named(identifier: str, text: str) -> re.Match[str] | None:
    """A count's name (``num_poses``, ``num_molecules``, ``retry_count``, ``n_failed``) said
    in words: its noun after a number ("at most 100 poses") or as "the number of poses",
    "how many failed"."""
    m = _COUNT_NAME.fullmatch(identifier)
    if m is None:
        return None
    noun = (m["noun"] or m["counted"]).removesuffix("s")
    if noun not in text:
        return None
    return re.search(
        r"(?:(?<![\w.-])\d[\d,]*\s+|\bnumber\s+of\s+|\bhow\s+many\s+)"
        rf"{re.escape(noun)}(?:e?s)?\b",
        text[:200_000],
        re.IGNORECASE,
    )


_COMPOUND_VALUE = re.compile(r"[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)+")


def _by_value(identifier: str, text: str) -> re.Match[str] | None:
    """A setting to a compound value (``scope=mr-github-slim``) given by its value alone
    where a row or arrow says what it is for ("no label → mr-github-slim / n_repeat 5"): the
    value, a name no prose word is, written whole."""
    kv = split_key_value(identifier)
    if kv is None or len(kv[1]) < 6 or not _COMPOUND_VALUE.fullmatch(kv[1]) or kv[1] not in text:
        return None
    return re.search(r"(?<![\w.=/-])" + re.escape(kv[1]) + r"(?![\w-])", text[:200_000])


def _commented_value(identifier: str, text: str) -> re.Match[str] | None:
    """A setting to a value (``WORLD_SIZE=16``) computed on its line, whose closing comment
    gives the value (``WORLD_SIZE=$((NNODES * GPUS_PER_NODE))  # = 16``)."""
    kv = split_key_value(identifier)
    if kv is None or not re.fullmatch(r"[A-Za-z_][\w-]*", kv[0]) or kv[0] not in text:
        return None
    for m in islice(_commented_setting(kv[0]).finditer(text, 0, 200_000), 200):
        if m["value"] == kv[1]:
            return m
    return None


@lru_cache(maxsize=256)
def _commented_setting(key: str) -> re.Pattern[str]:
    return re.compile(
        key_pattern(key) + r"[^\n#]{1,200}?#[ \t]*(?:=|->|→|is)?[ \t]*(?P<value>[\w.-]+)[ \t]*$",
        re.MULTILINE,
    )


def _label(name: str) -> str:
    """A field reported in prose: a label (``**Modality:** CT``) or a statement
    (``phi_present is true``)."""
    return r"(?<![\w.-])[*_]{0,2}" + re.escape(name) + r"[*_]{0,2}(?:\s*:|\s+is\s)"


def _as_keys(identifier: str, text: str) -> re.Match[str] | None:
    """A dotted path (``output.modality``, ``study.StudyInstanceUID``) written as the keys of
    structured output (``"study": {"StudyInstanceUID": ...}``, ``modality: CT``): its last
    name as a key, each other one a key too or a name for the whole output. With a value
    (``plugin.kind=worker``), the last name set to it (``kind = "worker"``), each other name
    a key, a ``[section]`` or a word of the same line."""
    kv = split_key_value(identifier)
    path, value = kv if kv else (identifier, "")
    if not _KEY_PATH.fullmatch(path):
        return None
    *parents, last = path.split(".")
    if not value:
        named = (p for p in parents if p.lower() not in CONTAINERS)
        if any(not re.search(key_pattern(p), text) for p in named):
            return None
        return re.search(key_pattern(last), text) or re.search(_label(last), text, re.IGNORECASE)
    setting = re.compile(key_pattern(last) + r"\s*[\"']?" + re.escape(value) + r"(?![\w.-])")
    # A parent is a key or a [section] anywhere, or else a word on the setting's line; each
    # is looked for once (where the words are, by position), not again for every setting.
    on_lines = [
        [w.start() for w in re.finditer(rf"\b{re.escape(p)}\b", text, re.IGNORECASE)]
        for p in parents
        if not re.search(key_pattern(p), text)
        # (blanks, not newlines, before it: "^\s*" retried at every line start of a long
        # run of empty lines rescanned the run for each)
        and not re.search(rf"^[ \t]*\[{re.escape(p)}\]", text, re.MULTILINE)
    ]
    for m in setting.finditer(text):
        end = text.find("\n", m.end())
        start, end = text.rfind("\n", 0, m.start()) + 1, len(text) if end < 0 else end
        if all(_any_between(words, start, end) for words in on_lines):
            return m
    return None


def _any_between(positions: list[int], start: int, end: int) -> bool:
    """Whether a sorted list of positions has one in [start, end)."""
    at = bisect.bisect_left(positions, start)
    return at < len(positions) and positions[at] < end


_API_PREFIX = re.compile(r"^(/(?:api/)?v\d+)(/[A-Za-z_][\w./<>{}-]*)$")


def _under_base(identifier: str, text: str) -> re.Match[str] | None:
    """An API path with its version prefix (``/v1/get_project_info``) written under a base
    URL that ends in the prefix (``http://host:8000/v1`` ... ``GET /get_project_info``)."""
    m = _API_PREFIX.match(identifier)
    if m is None or not re.search(re.escape(m.group(1)) + r"(?![\w/])", text):
        return None
    return search_at_literal(m.group(2), text)


_FOLDER_FILE = re.compile(r"((?:[\w.-]+/)+)([\w-]+\.[A-Za-z][A-Za-z0-9]{0,4})")


def _in_folder(identifier: str, text: str) -> re.Match[str] | None:
    """A file path (``searched/eval.log``) written as the file and its folder on one line
    ("`eval.log` and `per_sample.csv` in `searched/`"): the file's mention."""
    path = _FOLDER_FILE.fullmatch(normalise_identifier(identifier))
    if path is None or slot_pieces(path.group(0)) != (("", path.group(0)),):
        return None
    folder = re.compile(r"(?<![\w/.-])" + re.escape(path.group(1)))
    # where the folder is named, found once: a long line naming the file again and again
    # must not be searched again for each mention
    folders = [f.start() for f in folder.finditer(text)]
    if not folders:
        return None
    for m in identifier_regex(path.group(2)).finditer(text):
        line_start = text.rfind("\n", 0, m.start()) + 1
        line_end = text.find("\n", m.end())
        if _any_between(folders, line_start, len(text) if line_end < 0 else line_end):
            return m
    return None


def search_at_literal(identifier: str, text: str) -> re.Match[str] | None:
    """The identifier's regex, tried only where its literal key occurs (a match starts there,
    or two characters earlier for a ``--`` flag prefix)."""
    literal = literal_key(identifier)
    index = text.find(literal)
    if index < 0:  # no match without the literal: the regex need not even be compiled
        return None
    pattern = identifier_regex(identifier)
    pieces = slot_pieces(normalise_identifier(identifier))
    if pieces[0][0] or not pieces[0][1].startswith(literal):
        # starts with a slot, or the literal is a later piece (`http://<host>:8000/v1`)
        return pattern.search(text)
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


_OPENS_NEGATED = re.compile(r"\s*(?:no|not|never|without)\s", re.IGNORECASE)


def _closes(text: str, start: int, end: int) -> bool:
    """Whether a parenthesis opened just before ``start`` is closed before ``end`` (calls'
    own parentheses inside it balanced)."""
    depth = 0
    for ch in text[start:end]:
        if ch == "(":
            depth += 1
        elif ch == ")":
            if depth == 0:
                return True
            depth -= 1
    return False


_NEW_CLAUSE = re.compile(
    r"\b(?:this|that|it|you|I|we|they|there)\s+(?:is|are|was|were|will|would|can|could|"
    r"should|need|needs|has|have)\b|\b(?:it|that|this|there)'s\b",
    re.IGNORECASE,
)


_LEADING_NO = re.compile(
    rf"^[\s*>#|+-]*(?:\d+[.)]\s*)?(?:no|none\s+of|neither)\s+(?!,|{_PLEASANTRY})",
    re.IGNORECASE,
)
_HARD_BREAK = re.compile(r"[;:]|[.!?]\s|\bbut\b|\bhowever\b|\bexcept\b", re.IGNORECASE)


def is_negated(text: str, position: int, window: int = 48) -> bool:
    """True when a negation cue stands in the same clause shortly before ``position``, or
    the sentence opens with one over a list ("No credentials, tokens or keys are printed"),
    or the parenthesis around it does ("(no `@pipeline_def`, `pipe.build()` or ...)")."""
    before = text[max(0, position - window) : position]
    opened = text.rfind("(", max(0, position - 200), position)
    while opened > 0 and text[opened - 1].isalnum():  # a call's parenthesis: look further
        opened = text.rfind("(", max(0, position - 200), opened)
    if (
        opened >= 0
        and _OPENS_NEGATED.match(text, opened + 1)
        and not _closes(text, opened + 1, position)
    ):
        return True
    clause = CLAUSE_BREAK.split(before)[-1]
    if any(
        # "Without a REST service this is a job for the X skill": the phrase "without"
        # opens ends where a clause of its own begins
        not (cue.group(0).lower() == "without" and _NEW_CLAUSE.search(clause, cue.end()))
        for cue in NEGATION.finditer(clause)
    ):
        return True
    lead = _LEADING_NO.match(text)
    if lead and lead.end() <= position and not _HARD_BREAK.search(text, 0, position):
        return True
    # the label opens the line (read in its first 200 characters); what it rules out ends
    # with its sentence (looked for in at most 2,000 characters)
    start = max(0, position - 2_000)
    line = text.rfind("\n", start, position) + 1
    far = line == 0 and start > 0  # the line opens more than 2,000 characters back
    label = None if far else _NEGATIVE_LABEL.match(text, line, min(position, line + 200))
    if label is not None and not re.search(r"[.!?]\s", text[label.end() : position]):
        # "- Not the fix: a bigger `lora_rank`", "Avoid: `match_all_linear=True`": the
        # line's label rules out what it lists
        return True
    return _in_negated_list(text, position)


_NEGATIVE_LABEL = re.compile(
    r"[\s*>#|+-]*(?:\d+[.)]\s*)?[*_]{0,2}(?:not\s+(?:the|a)\s+(?:fix|solution|cause|answer|"
    r"remedy|way)|not\s+(?:recommended|needed|helpful|useful)|(?:don'?t|do\s+not|avoid|never)|"
    r"won'?t\s+help|wrong|anti-?patterns?|"
    # "What I would not do: hide the cycle by ...", "What not to do:"
    r"what\s+(?:not\s+to\s+do|(?:I|we)(?:\s+would|\s+will|'d|'ll)?\s+(?:not|never)\s+do|"
    r"(?:I|we)\s+(?:wouldn'?t|won'?t)\s+do|to\s+avoid))[*_]{0,2}\s*:[*_]{0,2}\s",
    re.IGNORECASE,
)
"""A line's opening label that rules out what follows it on the line ("Not the fix:",
"Avoid:", "Don't:", "What I would not do:")."""


_LIST_BREAK = re.compile(
    # ", so you can export X or ...": a clause of its own, no item of the list before it
    r"[;:()]|[.!?](?:\s|$)|\s[-–—]\s|\bthen\b|\bbut\b|,\s+(?:so|which|because|since)\b",
    re.IGNORECASE,
)


def _in_negated_list(text: str, position: int) -> bool:
    """A negation over a list of deeds reaches each item ("I won't delete caches, upgrade
    dependencies, or publish the package"): the cue earlier in the sentence, only commas
    between, and the list closed by "or"/"nor" (or by "and" after "avoid", "without",
    "never", "no")."""
    start = max(0, position - 240)
    before = text[start:position]
    breaks = list(_LIST_BREAK.finditer(before))
    if breaks:
        before = before[breaks[-1].end() :]
    cue = NEGATION.search(before)
    compared = (
        before[cue.end() :] if cue is not None and cue.group(0).lower().endswith(_COMPARED) else ""
    )
    if _OR.search(compared) and "," not in compared:
        # "better than skipping the hook or committing with --no-verify": each side of the
        # "or" is what the chosen way is compared with ("..., or Z" is a clause of its own)
        return True
    if cue is None or "," not in before[cue.end() :]:
        return False
    rest = text[position : position + 240]
    end = _LIST_BREAK.search(rest)
    sentence = before[cue.end() :] + (rest[: end.start()] if end else rest)
    if re.search(r"\s(?:or|nor)\s", sentence):
        return True
    # "avoided X, Y, and Z" lists what it avoided; "don't X, do Y and Z" turns to what to do
    return bool(re.search(r"\s(?:and)\s", sentence)) and bool(_LIST_CUE.match(cue.group(0)))


_COMPARED = ("than", "instead of", "preferable to")
_OR = re.compile(r"\s(?:or|nor)\s")
_LIST_CUE = re.compile(r"(?:avoid|without|never|no\b|neither)", re.IGNORECASE)


_REJECTION = re.compile(
    r"(?:won'?t|will\s+not|doesn'?t|does\s+not|don'?t|do\s+not|can'?t|cannot)\s+"
    r"(?:work|exist|compile|be\s+used|help|fix|solve|resolve|address|matter|fit)\b"
    r"|(?:is|are)\s+(?:not\s+(?:supported|valid|available|allowed|a\s+thing)|unsupported|"
    r"invalid|wrong|incorrect|deprecated|removed|broken)\b"
    # "X isn't the supported architecture", "X is not the right approach"
    r"|(?:is|are)(?:\s+not|n'?t)\s+(?:the|a|an)\s+(?:supported|recommended|right|correct|"
    r"intended|valid|fix|solution|answer|cause|problem|issue)\b"
    r"|(?:is|are)\s+(?:the|a)\s+wrong\b"
    # "installing a tool just to show the bug isn't something to do"
    r"|(?:is|are)(?:\s+not|n'?t)\s+(?:something|anything)\s+(?:to\s+do|(?:I|we)(?:'d|\s+would|"
    r"\s+should)?\s+do)\b"
    # "so `call-hierarchy` and `hover` aren't needed"
    r"|(?:is|are)(?:\s+not|n'?t)\s+(?:really\s+)?(?:needed|necessary|required)\b"
    r"|(?:fails?|raises?|errors?\s+out|breaks)\b"
    # a thing that misses what it is for: "the matcher ..., so it never finds the experts"
    r"|(?:never|doesn'?t|does\s+not|won'?t|can'?t|cannot)\s+(?:find|see|match|catch|detect|"
    r"reach)(?:s|es)?\b"
    # a deed told by the harm it does: "a big-bang rewrite throws away the only proof we have"
    r"|(?:throws|throw)\s+(?:(?:it|that|this|them|those|everything|all)\s+)?away\b"
    r"|\b(?:discards|destroys|wipes\s+out|corrupts|loses)\b"
    # "X is something this guide rules out", "X is off-limits"
    r"|rul(?:e|es|ed)\s+(?:\w+\s+)?out\b"
    # "running it just to see is exactly what this workflow avoids"
    r"|(?:is|are)\s+(?:exactly\s+|precisely\s+)?what\s+(?:this|the|our|my|that|your)\s+"
    r"(?:\w+\s+){0,2}(?:avoids|forbids|prohibits|disallows|warns\s+against)\b"
    r"|(?:is|are)\s+(?:off[- ]limits|off\s+the\s+table|not\s+recommended|discouraged|"
    r"forbidden|prohibited)\b"
    # "reading live secrets is outside this skill"
    r"|(?:is|are)\s+(?:outside|beyond)\s+(?:of\s+)?(?:the|this|its|my|what|our)\b"
    # "Model cards are explicitly out of scope"
    r"|(?:is|are)\s+(?:\w+ly\s+)?(?:out\s+of\s+scope|not\s+in\s+scope)\b"
    # a deed named as the hazard it is: "uploading X to a public server could expose PHI",
    # "force-pushing would be unsafe", "killing it now would lose the results"
    r"|(?:could|can|would|may|might|will|known\s+to)\s+(?:\w+\s+)?(?:expose|leak|violate|breach|"
    r"compromise|endanger|lose|destroy|corrupt|discard|cost|break)\b"
    # ... said as what it would put an end to: "cancelling it would stop the eval resuming"
    r"|(?:could|would|might)\s+(?:\w+\s+)?(?:stop|kill|abort|crash|prevent|wipe|ruin)\b"
    r"|(?:is|are|would\s+be|could\s+be)\s+(?:risky|dangerous|unsafe|not\s+safe)\b"
    # a drawback that rules it out: "statusCheckRollup is enormous on large PRs", "X is too
    # slow for this", "X would be overkill"
    r"|(?:is|are|would\s+be|gets?)\s+(?:way\s+)?(?:too\s+(?:slow|big|large|heavy|expensive|"
    r"costly|noisy|risky|broad)|enormous|prohibitively\s+\w+|wasteful|overkill)\b"
    # "Downloading those archives is `/jetson-download-bsp`'s job": left to another
    r"|(?:is|are)\s+(?:\S+'s\s+job|a\s+job\s+for|(?:handled|owned|done)\s+by)\b"
    # "X and the nvcr.io login belong to other families", "X plays no part": not this one's
    r"|belongs?\s+to\s+(?:an?\s+)?(?:other|another|different)\b"
    r"|(?:plays?|has|have)\s+no\s+(?:part|role)\b|(?:has|have)\s+nothing\s+to\s+do\s+with\b"
    r"|(?:is|are)\s+(?:irrelevant|not\s+relevant|not\s+involved)\b"
    # "`output_coords` is left out", "X is not passed": omitted from what the answer writes
    r"|(?:is|are|was|were|stays?)\s+(?:left\s+out|omitted|not\s+(?:passed|included|set))\b"
    # a conversion's old form: "X, Y and Z are gone", "X -> Y", "X becomes Y"
    r"|(?:is|are)\s+(?:now\s+)?(?:gone|dropped|replaced|no\s+longer\s+(?:needed|used|"
    r"required|exists?))\b|(?:→|->|=>)|(?:becomes|turns\s+into|is\s+converted\s+to)\b",
    re.IGNORECASE,
)
_NOT_THAT = re.compile(
    r"[\W_]*(?:not\s+that(?:\s+one)?|nope)\s*[—–:,.-]+\s*[`'\"*]*(?:(?<=`)[^`\n]{0,60})?",
    re.IGNORECASE,
)
"""An answer's opening that turns down the thing it names next ("Not that — `X` ..."), a
name inside its code span too ("--dest" of "`export --dest local`")."""
ASIDE = re.compile(r"\s*\([^()\n]{0,80}\)")
"""A short aside in parentheses ("(`ssh -O exit`)", a term's gloss "(unit)")."""
_ANSWERED_NO = re.compile(
    r"[^.!?\n|]{0,80}\?\s*(?:\|\s*)?(?:\*\*|__)?\s*(?:no|nope|not\s+yet|don'?t)\b",
    re.IGNORECASE,
)
"""A question about the mention that the answer answers "no"."""
_ROW_SAYS_NO = re.compile(
    r"[^|\n]{0,40}?\|[ \t]*(?:\*\*|__)?[ \t]*(?:no|don'?t|avoid|never|not\s+recommended)\b",
    re.IGNORECASE,
)
"""The rest of a table row's cell and the next cell turning the row's thing down ("|
`nvidia-nat[all]` | No — pulls in every integration |")."""
_TOPIC_OPENS = re.compile(
    r"(?:^|[.!?]\s+|\n)[\s*>#-]*(?:as\s+(?:for|to)|regarding|about)\s+(?:the\s+)?[`'\"]?$",
    re.IGNORECASE,
)
_TOPIC_DENIED = re.compile(
    r"[^\s:,]{0,40}[`'\"]?\s*(?::|,|\s[-–—])\s*(?:(?:I|we|you)\s+)?(?:won'?t|will\s+not|"
    r"wouldn'?t|would\s+not|don'?t|do\s+not|never|shouldn'?t|should\s+not|can'?t|cannot|"
    r"must\s+not)\s+(?:\w+\s+){0,2}?(?:it|that|this|them|those)\b",
    re.IGNORECASE,
)
"""A thing raised as the topic of a sentence ("As for X:", "Regarding X,") and turned down
in the clause after it by a pronoun ("I won't use it")."""
_LIST_ON = re.compile(r"^(?:\s*,\s*(?:and\s+|or\s+)?code|\s+(?:and|or)\s+code)+")
"""The rest of a list of names after the first ("`a`, `b` and `c` are gone")."""


_PRONOUN_REJECTS = re.compile(
    r"\s*(?:and\s+|so\s+)?(?:it|that|this|they)\s+(?:" + _REJECTION.pattern + ")",
    re.IGNORECASE,
)
"""A clause whose subject is a pronoun and whose verb rules its thing out ("; it fails the
gate", ", which" left out: a relative clause may speak of another thing)."""


def is_rejected(text: str, position: int, end: int | None = None, window: int = 120) -> bool:
    """True when the mention at ``position`` (ending at ``end``, else at the end of its
    word) is ruled out after it, in its own clause ("`batch[0]` or `batch[:, 0]` won't
    work", "X is deprecated")."""
    if end is None:
        word = re.match(r"[`'\"]?[^\s`'\"]*", text[position:])
        end = position + (word.end() if word else 0)
    if _ANSWERED_NO.match(text, end):  # "Fine-tune now? No." / "| Fine-tune? | **No.** |"
        return True
    if position <= 40 and _NOT_THAT.fullmatch(text[:position]):
        return True  # "Not that — `export --dest local` only writes a summary": turned down
    if (
        _ROW_SAYS_NO.match(text, end)
        and text[text.rfind("\n", 0, position) + 1 : position + 1].lstrip()[:1] == "|"
    ):
        return True  # "| `nvidia-nat[all]` | No — pulls in every integration |"
    if _TOPIC_DENIED.match(text, end) and _TOPIC_OPENS.search(
        text, max(0, position - 40), position
    ):
        return True  # "As for `--no-verify`: I won't use it without your approval"
    # the rest of a quoted name ("`pipe.build()`" found as pipe.build) and its closing quote
    after = re.sub(r"^[^\s`'\"]*[`'\"]", "", text[end : end + window])
    # "The SFT recipe (`X`) needs 8 GPUs, so it won't fit": named in an aside, the clause
    # after the aside is said of it
    after = re.sub(r"^\s*\)", "", after)
    rest = _LIST_ON.sub("", re.sub(r"`[^`]*`|\[[^\]]*\]", "code", after))
    # "Closing the ControlMaster (`ssh -O exit`) would break ...": an aside inside the
    # clause does not end it
    rest = ASIDE.sub("", rest)
    stop = CLAUSE_BREAK.search(rest) or re.search(r"[.!?](?:\s|$)", rest)
    clause = rest[: stop.start()] if stop else rest
    if re.search(r"(?:^|\s)" + _REJECTION.pattern, clause, re.IGNORECASE):
        return True
    # "A seam only the test needs is a production change; it fails the authoring gate": the
    # next clause, its subject a pronoun of the thing, rules it out
    return bool(
        stop is not None
        and stop.group(0) in (";", ",")
        and _PRONOUN_REJECTS.match(rest, stop.end())
        and not re.search(r"[.!?](?:\s|$)", rest[: stop.start()])
    )


@lru_cache(maxsize=4096)
def _deferral_map(text: str) -> tuple[tuple[int, int, tuple[int, ...]], ...]:
    """Clauses of ``text`` as (start, end, offsets of deferral cues)."""
    clauses = []
    start = 0
    for m in [*CLAUSE_BREAK.finditer(text), None]:
        end = m.start() if m else len(text)
        cues = tuple(c.start() for c in DEFERRAL.finditer(text, start, end))
        clauses.append((start, end, cues))
        if m:
            start = m.end()
    return tuple(clauses)


@lru_cache(maxsize=4096)
def _clause_starts(text: str) -> tuple[int, ...]:
    """Where each clause of :func:`_deferral_map` starts (they are in order)."""
    return tuple(start for start, _, _ in _deferral_map(text))


def is_deferred(text: str, position: int, window: int = 60) -> bool:
    """True when the mention at ``position`` is a forward reference or a condition."""
    # the clause found by bisection, not by walking all of them (a long answer asks for
    # thousands of positions)
    at = bisect.bisect_right(_clause_starts(text), position) - 1
    if at < 0:
        return False
    start, end, cues = _deferral_map(text)[at]
    if not start <= position <= end:
        return False
    return any(position - window <= cue < position for cue in cues)


_PLAIN_WORD = re.compile(r"[A-Za-z][A-Za-z0-9'-]*")


@lru_cache(maxsize=4096)
def stem_positions(text: str) -> dict[str, int]:
    """First offset of each word stem in ``text`` (hyphen parts and concept stems too)."""
    first: dict[str, int] = {}
    for m in _PLAIN_WORD.finditer(text):
        word = m.group(0)
        for part in (word, *word.split("-"), word.replace("-", "")):
            first.setdefault(stem(part), m.start())
    return first


def term_in_text(term: str, text: str, text_stems: frozenset[str]) -> bool:
    """A term (identifier or phrase) appears in ``text``: identifiers exactly, phrases by stems."""
    if is_field_like(term):
        if literal_key(term) in text and search_at_literal(term, text.replace("`", " ")):
            return True
        # a warning may name `megatron_fsdp` in words ("Megatron FSDP")
        spoken = _spoken(term)
        return (
            spoken is not None
            and all(s in text_stems for s in spoken[0])
            and spoken[1].search(text) is not None
        )
    stems = phrase_stems(term)
    if not stems:
        return False
    return all(s in text_stems for s in stems)


@lru_cache(maxsize=1024)
def form_regex(form: str) -> re.Pattern[str]:
    """``form`` however it is spaced and quoted, ``*`` also written × or ·."""
    out: list[str] = []
    for ch in form:
        if ch.isspace():
            piece = r"\s*"
        elif ch in "'\"":
            piece = "[\"']"
        elif ch == "*":
            piece = r"\s*[*×·]\s*"
        else:
            piece = re.escape(ch)
        if piece == r"\s*" and out and out[-1].endswith(r"\s*"):
            continue
        out.append(piece)
    body = "".join(out).replace(r"\s*\s*", r"\s*")
    start = r"(?<![\w.])" if form[:1].isalnum() or form[:1] == "_" else ""
    end = r"(?![\w])" if form[-1:].isalnum() or form[-1:] == "_" else ""
    return re.compile(start + body + end)
