"""What an expected behaviour or a ground-truth fact asks of an answer (a Need: terms,
actions, negation, kind), and which requirements text cannot decide."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import lru_cache
from itertools import islice

from skilleval.language.identifiers import extract_identifiers, is_field_like, normalise_identifier
from skilleval.language.lexicon import FRAMING_WORDS, GENERIC_NOUNS, LEAD_VERBS, STOPWORDS
from skilleval.language.numbers import COUNT_WORDS
from skilleval.language.text import content_words, stem

PROHIBITION = re.compile(
    # "the command does NOT redirect stdout": what the answer gives, in its place
    r"^\s*(?:(?:the\s+(?:agent|assistant|answer|model|response|command|script|invocation|"
    r"reply|summary)|"
    r"it|they)\s+)?(?:should\s+)?"
    # "find_skills should NOT recommend any skill": a named tool's duty, in the answer's run
    r"(?:(?:`?[a-z][a-z0-9]*(?:[_.][a-z0-9]+)+`?|the\s+(?:output|tool))\s+"
    r"(?=(?:should|must)\s+not\b))?"
    r"(?:(?:should|must)\s+(?=not\b))?"
    r"(?:avoid(?:s|ed)?|do(?:es)?\s+not|did\s+not|don'?t|doesn'?t|never|must\s+not|should\s+not|"
    r"shouldn'?t|not|no)\b(?!\s*[.,;:!?—–])"  # "No." answers a question; forbids nothing
    r"(?!\s+without\b)\s*",  # "Not without verification: ...": a requirement said twice negated
    re.IGNORECASE,
)
_KEEPS_NOT = re.compile(
    r"^\W*(?:the\s+agent\s+)?(?:preserves?|respects?|honou?rs?|keeps?|follows?)\s+the\s+"
    r"(?:user'?s\s+)?(?:requirement|constraint|request|instruction|ask)\s+(?:not\s+to|to\s+not)\s+",
    re.IGNORECASE,
)
"""A behaviour that keeps the user's "not X" ("Preserve the requirement not to deploy a new
model"): it forbids X."""
_CONFINED = re.compile(
    r"^\W*(?:the\s+agent\s+)?(?:works?|stays?|operates?|remains?|acts?)\s+only\s+"
    r"(?:inside|within|in)\s+(?=(?:the\s+|its\s+)?(?:[\w-]+\s+){0,2}"
    r"(?:workspace|working\s+director(?:y|ies)|sandbox|project)\b)",
    re.IGNORECASE,
)
"""A behaviour that confines the agent ("works only inside the provided workspace, does not
print secrets ..."): it forbids working outside, as "does not access resources outside the
expected workspace" does."""


def _as_prohibition(text: str) -> str:
    """``text`` with a lead that keeps a "not X" or confines the agent written as the
    prohibition it states ("Does not X", "Does not work outside the workspace")."""
    kept = _KEEPS_NOT.match(text)
    if kept is not None:
        return "Does not " + text[kept.end() :]
    confined = _CONFINED.match(text)
    if confined is not None:
        return "Does not work outside " + text[confined.end() :]
    refused = _REFUSES_CLAIM.match(text)
    if refused is not None:
        # "refuses to claim support for new VISTA3D classes": it makes no such claim
        return "Does not " + text[refused.end() :]
    omitted = _OMITS.match(text)
    if omitted is not None:
        # "Omits HF_TOKEN for the public model": the answer does not include it
        return "Does not include " + text[omitted.end() :]
    made = _MAKES_NO.match(text)
    if made is not None:
        # "Makes no repository, host, or GitHub change": any change of its own to them
        return f"Does not touch the {made['what']}{made['rest']}"
    none = _DOES_NONE.match(text)
    if none is not None:
        # "Makes no external write", "takes no action yet": the deed, forbidden
        return f"Does not {none['verb'].lower()} any {text[none.end() :]}"
    passive = _PASSIVE_NOT.match(text)
    if passive is not None:
        # "Opus is not used anywhere in the route": nothing uses it
        return f"Does not {passive['verb']} {passive['what']}{text[passive.end() :]}"
    done = _NONE_DONE.match(text)
    if done is not None:
        # "No fixture source file is modified": the deed, forbidden, on that object
        return f"Does not {done['verb']} {done['object']}{done['rest']}"
    return text


_PASSIVE_NOT = re.compile(
    r"^\W*(?!(?:the\s+)?(?:agent|assistant|answer|model|response|skill)\b)"
    r"(?!(?i:states?|says?|explains?|notes?|reports?|confirms?|mentions?|tells?|warns?|"
    r"clarifies|acknowledges?|cautions?|flags?|stresses|emphasi[sz]es|points\s+out)\b)"
    # "Warns that auto-approve mode is not recommended": a statement the answer makes
    r"(?![\w-]+\s+that\s)"
    r"(?P<what>(?:the\s+)?`?[\w./'-]+`?(?:\s+`?[\w./'-]+`?){0,3}?)\s+(?:is|are)\s+(?:not|never|"
    r"NOT|NEVER)\s+(?P<verb>(?!(?:supported|needed|required|broken|passed|included|given)\b)"
    r"(?:[a-z]{2,}(?:ed|en)|run|made|done|sent|built|shown|kept|left|read|taken))\b",
)
"""A prohibition said in the passive ("Opus is not used anywhere in the route", "batch_size
is NOT passed to the constructor"): the deed, done to the thing it names. Not what the
answer says ("States that X is not supported"), nor a state the answer reports ("the
resolver is not broken"), nor where a thing goes ("batch_size is NOT passed to the reader
constructor", read as the placement it is)."""


_REFUSES_CLAIM = re.compile(
    r"^\W*(?:the\s+agent\s+)?(?P<lead>refus\w*|declin\w*)\s+to\s+(?=(?:claim|state|assert|imply|"
    r"promise|suggest)\b)",
    re.IGNORECASE,
)
_OMITS = re.compile(
    r"^\W*(?:the\s+agent\s+)?(?:omit(?:s|ted)?|leaves\s+out|left\s+out|exclude[sd]?)\s+(?=\S)"
    # not a kind picked out by what it has ("Excludes PRs that already carry the done label",
    # "omits rows with missing values"): a filter the answer states, not a thing it leaves out
    r"(?![\w-]+(?:\s+[\w-]+){0,3}?\s+(?:that|which|who|whose|where|with|carrying|having)\b)"
    # nor a step of the work ("excludes the native row before pairing headers with scores"):
    # a deed the answer does before another, not a thing it leaves out of itself
    r"(?![\w-]+(?:\s+[\w-]+){0,4}?\s+(?:before|after|prior\s+to)\s+[a-z]+ing\b)",
    re.IGNORECASE,
)
_MAKES_NO = re.compile(
    r"^\W*(?:the\s+agent\s+)?(?:make|perform|cause)s?\s+no\s+(?P<what>[^.;]{1,200}?)\s+"
    r"(?:changes?|modifications?|edits?)\b(?P<rest>[^.;]*)",
    re.IGNORECASE,
)

_DOES_NONE = re.compile(
    r"^\W*(?:the\s+agent\s+)?(?P<verb>make|take|perform|do|post|send|write|add|include|use|run|"
    r"print|create|open|push|emit|invent|introduce|install|call|ask|give|suggest|recommend|"
    r"propose|guess|delete|remove|modify|edit|change|touch|output|return|mention|claim|"
    r"fabricate)(?:s|es)?\s+no\s+(?!(?:more|less|fewer|later|earlier|longer|sooner)\b)(?=[a-z])",
    re.IGNORECASE,
)
"""A deed done none of ("makes no external write", "posts no comment", "adds no titles or
links"): a prohibition; "uses no more than four GPUs" is a bound."""


PROCESS = re.compile(
    r"\b(?:read|reads|loaded|loads|load|opens?|opened|consult\w*|invok\w*|activat\w*|"
    # "Recognizes implicit ingest-benchmark intent without the skill being named"
    r"trigger\w*|discover\w*|select\w*|chose|choose|routes? to|recogni[sz]\w*)\b[^.]*\b"
    r"(?:skill|SKILL\.md)\b"
    r"|\bbefore (?:answering|acting|responding)\b"
    # "before executing commands", "before running": the work at large, not one named deed
    # ("asks for confirmation before running option 3" asks, in the text)
    r"|\bbefore (?:executing|running)(?=\s*$|\s*[.,;]|\s+(?:any\s+|the\s+|its\s+)?"
    r"(?:commands?|anything|code|scripts?|tools?)\b)"
    r"|\b(?:uses?|used|loads?) the [\w-]+ skill\b"
    r"|\bskill\b[^.]{0,30}\b(?:is|was|are|were|gets?|got)\s+(?:not\s+|never\s+)?(?:loaded|"
    r"activated|invoked|triggered|selected|used|consulted|read)\b"
    # The whole behaviour activates a skill by its name ("Activates holohub-module-lifecycle").
    r"|^\W*(?:the\s+agent\s+)?(?:activat|invok|trigger|load|select)\w*\s+(?:the\s+)?`?"
    r"[a-z0-9]+(?:-[a-z0-9]+)+`?(?:\s+skill)?"
    # "... rather than the non-failing module lifecycle": which one, not another deed
    r"(?:,?\s+(?:rather\s+than|instead\s+of|not)\s+[^.;]*)?\s*\.?\s*$"
    # ... or uses one, named as a skill is ("Uses `nemoclaw-contributor-plan-issue`.", "Uses
    # the cudaq-guide skill."): "use" alone is too common a verb ("Use cluster-mode: 2")
    r"|^\W*(?:the\s+agent\s+)?us(?:es?|ed)\s+(?:the\s+)?(?:`[a-z0-9]+(?:-[a-z0-9]+){2,}`"
    r"(?:\s+skill)?|`?[a-z0-9]+(?:-[a-z0-9]+)+`?\s+skill)\s*\.?\s*$"
    # ... with the shared documents it follows ("Uses `nemoclaw-maintainer-day` and the
    # shared PR follow-up contract."): which guidance it took, also read, not shown
    r"|^\W*(?:the\s+agent\s+)?us(?:es?|ed)\s+`[a-z0-9]+(?:-[a-z0-9]+){2,}`(?:\s+skill)?\s+and\s+"
    r"(?:the\s+|its\s+)?[\w /-]{1,60}?\b(?:contract|workflow|procedure|polic(?:y|ies)|rules|"
    r"guide|checklist|skill|references?)\s*\.?\s*$"
    # "Matched the request to jetson-llm-serve": which skill it took, by its name
    r"|^\W*(?:the\s+agent\s+)?(?:match|map|assign)\w*\s+(?:the\s+|this\s+)?(?:request|prompt|"
    r"question|task)\s+to\s+(?:the\s+)?`?[a-z0-9]+(?:-[a-z0-9]+)+`?(?:\s+skill)?\s*\.?\s*$"
    # "Use the step catalog or X/step.toml as the source of truth": what it consulted
    r"|^\W*(?:the\s+agent\s+)?(?:uses?|used|treats?|treated|relies\s+on|rely\s+on)\s+[^;]{1,160}?"
    r"\s+as\s+(?:the|its)\s+source\s+of\s+truth\b"
    # Reading the skill's own documents ("uses references/source-policy.md and
    # references/fixed-format.md when ..."): tool calls show it.
    r"|^\W*(?:the\s+agent\s+)?(?:uses?|used|loads?|loaded|reads?|consults?|opens?|follows?)\s+"
    r"`?references/[\w./-]+\.md`?(?:\s*(?:,|and)\s*`?references/[\w./-]+\.md`?)*",
    re.IGNORECASE,
)


EXECUTION = re.compile(
    # "Delegates to the specialist rather than running the profiler itself": the run is
    # the contrast; the delegation, said in text, is the deed
    r"(?<!rather\sthan\s)(?<!instead\sof\s)"
    r"\b(?:execut\w*|runs?|ran|running|perform\w*)\b[^.;]{0,50}\b(?:on\s+(?:the\s+user'?s|your|"
    r"their)\s+behalf|for\s+the\s+user|itself)\b"
    r"|\b(?:does|did|do)\s+not\s+(?:execute|run)\s+(?:the\s+|any\s+)?(?:conda|pip|apt|install|"
    r"uninstall|commands?)\b"
    r"|\brather\s+than\s+(?:executing|running)\s+them\b"
    # "Executes the hosted request instead of only writing code": the run, not the code
    r"|\b(?:execut\w*|runs?)\s[^.;]{0,60}?\b(?:instead\s+of|rather\s+than)\s+(?:only\s+|just\s+|"
    r"merely\s+)?(?:writing|printing|showing|giving|describing)\b"
    r"|\bfor\s+(?:the\s+)?user\s+to\s+run\b",
    re.IGNORECASE,
)
"""Whether the agent ran a command: its tool calls show it, an answer's text does not."""


OUTCOME = re.compile(
    r"^\W*(?:the\s+)?(?:generated\s+|final\s+|fetch\s+|resulting\s+)?(?:script|code|program|"
    r"build|execution|run|tests?|test\s+suite|notebook|job|workflow|command)s?\s+(?:\w+\s+){0,2}?"
    r"(?:execut(?:es|ed)|runs|ran|complet(?:es|ed)|succeed(?:s|ed)|finish(?:es|ed)|pass(?:es|ed)?|"
    r"compil(?:es|ed)|works|worked)\b",
    re.IGNORECASE,
)
"""The outcome of running what the answer wrote ("Script executes successfully and produces
an xarray DataArray", "Execution completes in under 3 minutes"): the run shows it, the
answer's text only claims it."""


CITED_EXISTS = re.compile(
    r"\b(?:every|all|each|any)\b[^.;]{0,40}?\b(?:paths?|files?|directories|folders?|links?|"
    r"urls?)\b[^.;]{0,60}?\b(?:cited|mentioned|referenced|named|given|listed)\b[^.;]{0,60}?"
    r"\b(?:exists?|are\s+present|is\s+present|resolves?|are\s+real|is\s+real)\b",
    re.IGNORECASE,
)
"""Whether what the answer cites is really there ("Every absolute path cited in the final
message exists on disk"): the workspace shows it; the answer's words only name it."""


TOOL_TRACE = re.compile(
    r"\btool\s+(?:inputs?|results?|outputs?)\b[^.;?]{0,40}\bcaptured\b|\bcaptured\s+this\s+turn\b"
    r"|\btool\s+calls?\s+(?:returned|errored|failed)\b|\bexcess\s+tool\s+calls\b"
    r"|\bcreated-then-deleted\b|\btangential\s+reads\b"
    # "reads warp-eval and both supplied Gate A fixture files": files it is not told by name
    r"|\b(?:reads?|read|opens?|opened|inspects?|inspected|loads?|loaded)\b[^.;]{0,60}?\b"
    r"(?:supplied|provided|given|attached|fixture)\s+(?:[\w-]+\s+){0,3}files?\b",
    re.IGNORECASE,
)
"""A behaviour about the agent's own tool calls ("appears as a verbatim substring of some
tool input or tool result captured this turn", "When a tool call returned empty or errored
...", "reads both supplied fixture files"): the transcript shows it, the answer's words do
not."""
UNGIVEN_PHRASINGS = re.compile(
    r"\bmatch(?:es)?\s+(?:at\s+least\s+)?one\s+of\s+(?:\d+\s+|the\s+)?(?:acceptable|allowed|"
    r"accepted|expected|approved)\s+(?:phrasings?|patterns?|regex(?:es)?|answers?|wordings?)\b",
    re.IGNORECASE,
)
"""A behaviour graded by phrasings the case keeps elsewhere ("Final message matches at least
one of 7 acceptable phrasings (case-insensitive regex)")."""
_QUESTION = re.compile(
    r"^\s*(?:\[[\w-]+\]\s*)?(?P<cond>(?:when|if|where|after|before)\b[^?]{0,200}?,\s*)?"
    r"(?:did|does|do|is|was|were|has|have)\s+the\s+(?:assistant|agent|model|answer|response)\s+"
    r"(?P<rest>[^?]{1,400})\?\s*(?P<tail>.*)$",
    re.IGNORECASE | re.DOTALL,
)
_TRANSCRIPT_SUBJECT = re.compile(
    r"^(?P<lead>\W*)the\s+(?:(?:agent'?s\s+)?(?:trajectory|transcript)|final\s+"
    r"(?:(?:assistant|agent)\s+(?:reply|response|message|answer|turn)|reply|message|turn))\s+"
    r"(?=(?:\w+(?:ed|es|s)|did|does|do|never|is|was|has|either)\b)",
    re.IGNORECASE,
)
"""A check's subject where it reads a transcript: the trajectory ("The trajectory probed VA-MCP
liveness", "The trajectory did NOT POST to ...") or the final reply ("The final assistant
reply states ..."); either way the agent, whose answer is what is graded."""
_GRADER_NOTE = re.compile(
    r"(?<=[.!])\s+(?:do\s+not|don'?t)\s+(?:require|penali[sz]e|insist\s+on|demand|expect)\b"
    r"[^.!?\n]{0,300}[.!]?",
    re.IGNORECASE,
)
"""A sentence after the check that tells its grader what not to ask for ("Do not require `GET
/mcp` or the service root as the readiness probe."): nothing the answer must do."""
_PER_SKILL = re.compile(
    r",?\s+(?:per|following|according\s+to)\s+the\s+[^.;?]{1,80}?\s+(?:in|of)\s+(?:the\s+)?"
    r"SKILL\.md\b",
    re.IGNORECASE,
)


def as_statement(text: str) -> str:
    """A behaviour written as a judge's question, as the statement it asks about: "[named_fit]
    Did the assistant name a better-fitting tool, per the section in SKILL.md?" is "The
    assistant name a better-fitting tool." (the rubric label and where the skill says so
    go; a condition before the question stays)."""
    # "The trajectory probed ...", "The final assistant reply states ...": a check written
    # for a transcript, whose subject is the agent
    text = _TRANSCRIPT_SUBJECT.sub(r"\g<lead>The agent ", text, count=1)
    # "... Do not require `GET /mcp` as the readiness probe.": a note to whoever grades
    text = _GRADER_NOTE.sub("", text)
    m = _QUESTION.match(text[:2000])
    if m is None:
        return text
    cond = m["cond"] or ""
    statement = f"{cond[:1].upper()}{cond[1:]}the assistant " if cond else "The assistant "
    statement += _PER_SKILL.sub("", m["rest"]).strip() + "."
    return f"{statement} {m['tail'].strip()}".strip()


FABRICATION = re.compile(
    r"\b(?:fabricat\w*|invent\w*|hallucinat\w*|make\s+up|makes\s+up|made\s+up|pretend\w*)\b"
    r"|\bclaim\w*\b[^.;]{0,80}\b(?:(?:was|were|is|are|has\s+been|have\s+been)\s+"
    r"(?:\w+\s+)?(?:created|deployed|run|done|completed|installed|verified|fixed|validated)|"
    r"succeed\w*|worked|passed)\b",
    re.IGNORECASE,
)
"""Whether something was made up or falsely claimed: that needs the facts, not the words
(an answer that mentions metrics has not fabricated them)."""


_LEAD = re.compile(
    r"^\s*(?:(?:the\s+)?(?:final\s+)?(?:agent|assistant|answer|model|response)"
    # "the agent's final answer mentions ...", "the agent's diagnosis reports ..."
    r"(?:'s\s+(?:final\s+)?(?:answer|response|reply|output|diagnosis|report|summary|analysis|"
    r"explanation|write-?up|verdict|conclusion))?|it|they)\s+(?:should\s+)?",
    re.IGNORECASE,
)


_META_FACT = re.compile(
    r"^\s*(?:the\s+)?(?:answer|agent|response)\s+(?:should\s+)?(?:use|load|read)s?\s+the\s+"
    r"[\w\s-]*skill\.?\s*$",
    re.IGNORECASE,
)


_FIXTURE_FACT = re.compile(
    r"\b(?:the|this|a)\s+(?:negative|positive|test|eval(?:uation)?|synthetic)\s+"
    r"(?:fixture|case|test\s+case|example)s?\b",
    re.IGNORECASE,
)
"""A sentence about the eval's own material ("The orientation gate is the explicit purpose of
the negative fixture."): why the case exists, nothing the answer says."""


_PURPOSE = re.compile(r"\b(?:purpose|point|goal|aim|intent)\s+of\b|\bexists?\s+to\b", re.I)


_CASE_LABEL = re.compile(
    r"(?!.*\b(?:is|are|was|were|be|has|have|had|does|do|did|should|must|will|would|can|"
    r"could|may|needs?|says?|gives?|uses?|explains?|states?)\b)"
    r"[\w\s,/'’—–-]{0,80}?\b(?:request|question|prompt|query|phrasing|wording|neighbou?r|"
    r"case|ask)\b[^.!?]{0,80}[.!]?",
    re.IGNORECASE,
)
"""A verbless sentence that labels the request ("A non-vision, NLP request.", "Casual,
non-technical phrasing.", "Vision, but not object detection — the closest out-of-scope
neighbour."): what the case is, not something the answer says."""


_ROUTING_FACT = re.compile(
    r"^[^,;:]{0,80}?\broutes?\s+(?:(?:directly|straight)\s+)?to\s+`?/?[\w.-]+`?\s*\.?\s*$"
    # "Branch, commit, DCO, template, and review requirements belong to the publication
    # workflow."
    r"|^[^;:]{0,160}?\bbelongs?\s+to\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?(?:workflow|skill|stage)"
    r"\s*\.?\s*$",
    re.IGNORECASE,
)
"""A sentence that only says where the request goes ("This README Quick Run prompt routes
to setup.", "Publication belongs to the publication workflow."): routing shows in the
discover arm, not in the answer's words."""


_DEFERS_FACT = re.compile(
    r"^\W*(?:it|the\s+(?:agent|answer|model|response))\s+(?:also\s+)?(?:defers|delegates|"
    r"hands\s+off|leaves)\b[^.;]*?\bto\s+(?:the\s+)?(?:[\w-]+\s+)?(?:skills?\b|`?[a-z0-9]+"
    r"(?:-[a-z0-9]+){2,})",
    re.IGNORECASE,
)
"""A sentence that says which other skills take part of the work ("It defers per-solve
mechanics to the api skills"): routing, not content of the answer."""

_OPTIONAL_FACT = re.compile(r"^\W*(?:optionally|it\s+may\s+also|it\s+can\s+optionally)\b", re.I)
"""A fact the reference marks optional ("Optionally it notes ..."): leaving it out is fine."""


_OPENING_VERBS = frozenset(
    (
        *("reference", "references", "referenced", "cite", "cites", "cited"),
        *("change", "changes", "changed", "produce", "produces", "produced"),
    )
)
"""Verbs that open a behaviour by naming what it points to or sets ("Reference the measured
result", "Changes the scope to ..."): lead verbs there only (a "configuration change" is
content)."""


_FRAMING_NOUN = re.compile(
    r"\b(?:the|a|an|its|their|your|this|that|one|final|short|concise)\s+"
    r"(?:[\w/-]+\s+){0,2}?(report|summary|list)\b(?!\s+(?:of|on|about)\b)",
    re.IGNORECASE,
)
"""A framing word used as a noun ("the before/after report", "a concise summary"): what
the behaviour asks for, not how it frames it ("a list of X" asks for X)."""


_FACT_LEAD = re.compile(
    r"^\s*(?:it|answer|(?:a|an|the)\s+(?:(?:good|correct|successful|complete|ideal|strong|"
    r"right|acceptable|expected|best)\s+)?(?:answer|response|reply|agent))\s+"
    r"(?:(?:should|must|will)\s+(?:(?:also\s+)?(?:say|state|explain|mention|note|"
    r"tell the user|recommend|name|give|list)\s+(?:that\s+|to\s+)?)?|is\s+)?",
    re.IGNORECASE,
)
"""The framing of a fact ("It should say that", "A successful answer ...", "The correct
response is"): the fact is what follows."""


_NOT_YET = re.compile(r"\s+(?:just\s+)?(?:yet|for\s+now)\s*(?=[.;,]|$)", re.IGNORECASE)
"""A prohibition's "yet" or "for now": the deed held, not forbidden outright."""
_INSTEAD_AFTER_COLON = re.compile(r":\s+(?=[A-Za-z]+\s+(?:it|them|this|that|the|a|an|your)\b)")
"""A colon that opens a clause of a verb and its object ("...: launch it with ..."), not a
list of the forbidden things ("these flags: --a, --b")."""
_CODE = re.compile(
    r"`([^`]+)`|((?:(?<![\w.])\.|(?<![\w.-]))[A-Za-z_][\w.]*(?:-[A-Za-z_][\w.]*)*"
    r"(?:\[[^\]\n]*\]|\([^)\n]*\)))"
)
"""Code in a prohibition: backticked, or a call or subscript written in prose (a method's
leading dot kept: ".evaluate()"), its name whole where hyphenated (``nvidia-nat[all]``, a
package and its extra)."""


@dataclass(frozen=True)
class Need:
    """What a behaviour or fact needs from an answer."""

    identifiers: tuple[str, ...]
    words: tuple[str, ...]
    negative: bool
    action: str = ""
    """For a prohibition of a concrete action ("edit files under X"): the action's stem."""
    either: tuple[tuple[tuple[str, ...], ...], ...] = ()
    """Word groups joined by "or" ("Kubernetes HPA or custom metrics", "the expression, its
    allocation, or its materiality"): any one side covers."""
    listed: tuple[str, ...] = ()
    """Items of an "a, b, and c" enumeration: each must appear (a name exactly, a word by
    its stem)."""
    pair: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
    """For "do not combine A and B": the two sides; only both in one place break it."""
    role: bool = False
    """For "do not use A as B": each side needs all its words in that one place."""
    before: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
    """For "A before B": the stems that place A and B, which the answer must present in
    that order where it presents both."""
    listed_order: bool = False
    """For "A before B" said of two deeds of the answer's own ("Merges the adapters before
    exporting"): their order is read only where the answer lists or scripts them, a step or a
    line each, not from prose that names both."""
    gerund_later: bool = False
    """"A before tagging": the later thing is one deed, named by its gerund; a unit that
    names the word only as a noun ("its tag") does not do it."""
    guard: bool = False
    """"A before B" is a check done before a deed ("Verify /v1/models lists a model before
    changing the mode"): B counts where the answer does it, a step or a line of code, not
    in prose that tells of it nor a line that only introduces it ("**Native streaming**
    (when supported):")."""
    command: tuple[str, ...] = ()
    """For "does not hand the user a pip install command": the words of the command a
    code line would hold (pip, install)."""
    waits: bool = False
    """The deed is forbidden only until something holds ("does not retry capture until the
    configuration is fixed"): doing it after that ("then retry") keeps the rule."""
    asks: bool = False
    """The deed is forbidden only without the user's say ("does not apply the change
    without user approval"): an answer that holds it for their approval keeps the rule."""
    library: str = ""
    """For "does not replace the wrapper with custom MONAI code": the library whose code,
    written out, breaks it."""
    dumps: bool = False
    """For "does not dump every skill at once": a long run of names breaks it."""
    also: tuple[Need, ...] = ()
    """For "does not trace a frontier or sweep the budget": the other deeds it forbids, each
    broken on its own."""
    first: tuple[str, ...] = ()
    """For "does not run the install before conda is upgraded": the stems of what must come
    first; the deed after all of them keeps the rule."""
    whole: bool = False
    """Only a mention of all of its words breaks it: a claim ("does not claim the file is
    de-identified"), or one of several named steps ("does not run CAD conversion, ...")."""
    hands_over: bool = False
    """The deed forbidden is handing the work to the user ("Ask the user to run the curl
    commands themselves"): the answer that runs them keeps it, one that tells the user to run
    them breaks it."""
    statuses: tuple[str, ...] = ()
    """For "Does not retry on a 4xx response": the statuses (``4xx``, ``404``) the deed is
    forbidden on; the deed breaks it only where one of them is named with it."""
    for_user: bool = False
    """The deed is forbidden as done for the user ("does not run the install on the user's
    behalf"): handing them the command to run is not it; the answer doing it is."""
    instead: tuple[tuple[str, tuple[str, ...]], ...] = ()
    """For "Checks AIQ_SERVER_URL or the default local backend": a name and the words of its
    alternative, which, all said, stand for the name."""
    other_names: tuple[tuple[str, str], ...] = ()
    """For "mentions bundle/label_dict.json or an explicit --label-mapping requirement": each
    name with the name it is an alternative to, which, named, stands for it."""
    place: tuple[str, ...] = ()
    """For "does not run the tests on the CPU-only box": the stems of the place the deed is
    forbidden in; the deed done in another place ("run the tests on a GPU machine") keeps it."""
    section: bool = False
    """The place is a section of a document ("in the Proposal section"): a deed that does not
    name it ("I've put the details there") is not done in it."""
    flag_values: tuple[tuple[str, str], ...] = ()
    """For "does not run test_cudax with -std 17": each flag and the value forbidden with it;
    the deed done with another value of the flag keeps the rule."""
    versions: tuple[str, ...] = ()
    """For "does not install it against the 3.10 interpreter": the versions the deed is
    forbidden with; the deed with another version keeps the rule."""
    excused: frozenset[str] = frozenset()
    """For "does not give generic PyTorch advice without mapping back to Megatron Bridge":
    the stems of the condition; an answer that says them all keeps the rule."""
    count: tuple[str, str] = ("", "")
    """For "answers 8 model instances": the count and the stems of the words that may name
    what it counts (space-separated); an answer that counts that thing otherwise ("1
    instance") gives another answer."""
    quantity: tuple[str, ...] = ()
    """For "does not state an MFU number": the stems of the quantity whose figure it forbids;
    a sentence that gives a figure with it breaks it, naming the quantity does not."""
    predicts_gain: bool = False
    """For "does not predict a speedup": a quantified gain the answer expects breaks it."""
    recommends_any: bool = False
    """For "does not recommend an alternative": any recommendation the answer makes breaks it."""
    picked: tuple[str, ...] = ()
    """For "does not recommend Megatron FSDP for pipeline parallelism": the stems of what it
    forbids recommending; an answer that tells the user to use it ("Use `megatron_fsdp`")
    recommends it for what the answer is about."""
    appends_more: bool = False
    """For "does not append an alternative benchmark or next step": anything the answer offers
    to do or have done beyond what it says (a recommendation, an offer, a request for input,
    a command) breaks it."""
    places: bool = False
    """For "makes no repository, host, or GitHub change": the objects are places each of
    which a change of the answer's own breaks alone."""
    attributive: tuple[tuple[str, str], ...] = ()
    """Settings written before the noun they qualify ("an eps=1e-4 perturbation"), with the
    noun: the value before that noun states them ("a 1e-4 perturbation")."""
    approximate: tuple[str, ...] = ()
    """Numbers, or settings to a number, the need writes as approximate ("~1.0", "(~a=0.52,
    b=2.43)"): a value that rounds to them states them ("1.0009", "a=+0.5226")."""
    plain_use: bool = False
    """The need asks plainly that its names be used: it speaks against none of them (no
    negation, warning, removal or alternative) and sets no condition or option. A name the
    answer only tells the user not to use ("Don't use `-c`"), or only offers as a step to
    skip ("(Optional, you can skip this) `nvidia-smi`"), is not presented."""
    denied: tuple[str, ...] = ()
    """Names the need says are absent ("states that X does not document an --out option"):
    an answer that only ever uses or affirms one says the opposite."""
    endorsed: bool = False
    """For "does not recommend the candidate with an unresolved blocker": only a mention
    where the answer recommends (names a winner, "I recommend", "merge it") breaks it."""
    dismisses: bool = False
    """The need itself says a thing is not needed ("explains that no metadata file is
    needed"): an answer that says so of a name presents it."""
    change: frozenset[str] = frozenset()
    """For "does not suggest increasing lora_rank": the stems that say the change done to
    the named thing; a mention of it without one of them (setting it, reading it) keeps
    the rule."""
    state: str = ""
    """For "does not finalize a campaign that is still running": the state the deed is
    forbidden in; an answer that says the thing is not in it ("nothing is running") keeps
    the rule."""
    exemplified: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...] = ()
    """For "points toward a chunked format (e.g. Zarr)": the words of a noun and the
    examples it is given; an answer naming an example ("use Zarr") has said the noun."""
    valued_fields: tuple[tuple[str, str], ...] = ()
    """For "identified exit_code 137": a field of plain words and the number it holds; an
    answer that gives the number after those words ("exit code 137") has named it."""
    owner: str = ""
    """For "does not use the base PR author's branch as the diffbase": the stem of the
    owner ("author"); a mention that does not name it is of another thing."""
    bounds: tuple[tuple[str, str, str], ...] = ()
    """For "output.qc.pass_rate is >= 0.9": (key, comparison, number); a number the answer
    gives the key that keeps the comparison gives the bound ("`qc.pass_rate` 1.0")."""
    advised: str = ""
    """For "does not suggest keeping a non-None default in code": the stem of the deed
    advised; only a mention that says it ("keep the default") breaks the rule, not talk of
    the thing ("both lines bake defaults into code")."""
    held: bool = False
    """For a deed gated on the user's say ("waits for user approval before executing the
    split"): the deed promised in a sentence that waits for it ("Reply approve and I'll
    execute it") keeps the rule; the deed done does not."""
    conditional: bool = False
    """The need holds only in some case ("adds a GB200 recipe when needed"): a thing the
    answer says is not needed there does not contradict it."""
    decimals: int = 0
    """For "Reports the mean to four decimals": the places a figure of the answer gives."""
    span: tuple[int, int] = (0, 0)
    """For "Lists l = 1 through 5": the whole numbers from one to the other, each given."""
    minor: tuple[str, ...] = ()
    """Names that are one item of a list of plain words ("send molecules, targets and the
    NGC_API_KEY"): weighed as one of its words, not as a name the need turns on."""
    main: tuple[str, ...] = ()
    """The words of the deed itself where a later deed says when ("verifies the behavior
    before updating the snapshot": ``behavior``): the later deed alone does not say it."""
    compounds: tuple[tuple[str, ...], ...] = ()
    """For a prohibition: the parts of each hyphenated compound among its words ("the 0.8
    typed-async SDK contract": ``typed``, ``async``), said whole or not at all ("the typed
    Rust SDK is synchronous" says no part of "typed-async")."""
    stage: str = ""
    """For a prohibition of a deed on a numbered stage ("does not start Phase 0"): that stage,
    lower-cased ("phase 0"); a deed on another of them ("Phase 2: Execute tests") is not it."""
    instrument: str = ""
    """For a prohibition of a deed done with a named thing ("does not gate the task with
    smart-opus-gate"): that name, whose use is the deed, whatever verb says it."""
    object_named: str = ""
    """For a prohibition of a deed done on a name ("keep VIA_DEV_API in the other .env
    file"): that name. The deed done on it breaks the rule; the verb said of something else
    ("a restart keeps the old environment") does not."""
    turned_down: tuple[str, tuple[str, ...], tuple[str, ...]] = ("", (), ())
    """For "the A N, not the B N" ("using the default deployment path, not the BYOM path"):
    the head noun N and the words that tell each apart, the one chosen (``default``,
    ``deployment``) and the one turned down (``byom``)."""


# Concrete actions a prohibition can forbid; a violation needs the action, not just its
# object ("leave X untouched" mentions X without editing it).
ACTIONS = frozenset(
    stem(w)
    for w in [
        "edit",
        "modify",
        "patch",
        "change",
        "alter",
        "rewrite",
        "delete",
        "remove",
        "wipe",
        "erase",
        "drop",
        "disable",
        "enable",
        "print",
        "leak",
        "expose",
        "reveal",
        "run",
        "execute",
        "install",
        "upgrade",
        "downgrade",
        "restart",
        "reboot",
        "mutate",
        "overwrite",
        "commit",
        "push",
        "skip",
        "bypass",
        "ignore",
        "hardcode",
        "store",
        "introduce",
        "add",
        "require",
        "share",
        "upload",
        "send",
        "redirect",
    ]
)


_META_LEAD = re.compile(
    r"^\s*(?:(?:claim|assert)\w*\s+(?:that\s+)?|recommend\w*|suggest\w*|advis\w*|propos\w*|"
    r"(?:instruct|tell|ask|encourag)\w*"
    r"(?:\s+the\s+\w+)?\s+to)\s+",
    re.IGNORECASE,
)


ROUTING = re.compile(
    r"^\W*(?:the\s+(?:agent|answer|model|response)\s+)?(?:should\s+)?"
    r"(?:routes?|routed|redirect\w*|hands?\s+off|handed\s+off|defer\w*|escalat\w*)\s+"
    r"(?:the\s+user\s+|the\s+request\s+|it\s+)?(?:to|back\s+to)\b",
    re.IGNORECASE,
)


_SKILL_TARGET = re.compile(
    r"^\s*(?:or\s+\w+\s+)?(?:the\s+)?[`'\"]?/?[a-z0-9]+(?:-[a-z0-9]+)+\b|\bskills?\b"
    r"|(?:^|\s)/[a-z][\w-]+"
)
"""Where a routing behaviour sends the user to a skill (``aiq-research``, ``/riva-asr``, "a
viewer-oriented skill"), which text cannot confirm; routing to a described path ("Routes to
browser streaming delivery", "Redirects to WSL") is content the answer shows."""


JUDGMENT = re.compile(
    r"^\W*(?:the\s+(?:agent|answer|model|response)\s+)?(?:should\s+)?"
    r"(?:identif\w+|recogni[sz]\w*|treat\w*|classif\w*|fram\w+|categori[sz]\w*)\s+"
    r"(?:the\s+|this\s+)?(?:task|request|question|problem|issue|prompt|case|situation)\s+as\b"
    # "recognized this as a debugging task", "Treats this as a single-stage request"
    r"|^\W*(?:the\s+(?:agent|answer|model|response)\s+)?(?:should\s+)?"
    r"(?:identif\w+|recogni[sz]\w*|classif\w*|treat\w*)\s+(?:this|it|that)\s+as\s+(?:an?\s+)?"
    r"(?:[\w-]+\s+){0,3}(?:task|request|question|problem|issue|case)\b"
    # "Recognized this as offline batch STT unrelated to deploying the voice agent": what
    # the request is, told against what it is not, or in a few words of its kind ("as a
    # configuration change")
    r"|^\W*(?:the\s+(?:agent|answer|model|response)\s+)?(?:should\s+)?"
    r"(?:identif\w+|recogni[sz]\w*|classif\w*)\s+(?:this|it|that)\s+as\s+(?:[^.;]{1,120}?"
    r"(?:\s+unrelated\s+to|\s+rather\s+than|\s+instead\s+of|,\s*not)\s|(?:an?\s+)?"
    r"(?:[\w-]+\s+){0,3}[\w-]+\W*$)"
    # "Recognized numpy is outside the pipecat-ai upgrade scope": what the request is not
    r"|^\W*(?:the\s+(?:agent|answer|model|response)\s+)?(?:should\s+)?"
    r"(?:identif\w+|recogni[sz]\w*)\s+(?:that\s+)?[^.;]{1,80}?\s+(?:is|are|was|were)\s+"
    r"(?:outside|out\s+of|beyond|not\s+(?:in|within|part\s+of))\b"
    # the same judgment written the other way round ("Identify TP, DP, and PP communication
    # overlap as the target feature")
    r"|^\W*(?:the\s+(?:agent|answer|model|response)\s+)?(?:should\s+)?"
    r"(?:identif\w+|recogni[sz]\w*)\s+[^.;]{1,120}?\s+as\s+the\s+(?:target|main|primary|"
    r"relevant|requested|central)\s+(?:feature|task|topic|goal|area|problem|request|concern)\b"
    # the sense a word of the request is taken in ("Treats 'warp' as the 32-thread SIMT
    # execution unit", "interprets \"warp\" as a geometric transform")
    r"|^\W*(?:the\s+(?:agent|answer|model|response)\s+)?(?:should\s+)?(?:treat|interpret|"
    r"read|understand|take)\w*\s+['\"‘“`][\w -]{1,30}['\"’”`]\s+as\b"
    # a stance taken against its opposite ("treats that as expected behaviour rather than an
    # error", "treats the empty result as final rather than retrying"), in plain words
    r"|^\W*(?:the\s+(?:agent|answer|model|response)\s+)?(?:should\s+)?treat\w*\s+"
    r"(?:that|this|it|the\s+[a-z]+(?:\s+[a-z]+)?)\s+as\s+[a-z][a-z ]{0,40}?,?\s+"
    r"(?:rather\s+than|instead\s+of|not)\s+[a-z][a-z ]*(?:[,.;]|$)"
    r"|\b(?:is|are|stays?|remains?|be|was|were)\s+(?:\w+\s+){0,2}(?:concrete|grounded|concise|"
    r"actionable|clear|accurate|helpful|appropriate|well[- ]structured|specific|coherent)\b"
    # an answer's form measured against the task ("Uses a format proportional to the issue",
    # "a response scaled to the size of the change")
    r"|\b(?:proportional|proportionate|commensurate|scaled)\s+to\s+(?:the\s+)?(?:size\s+of\s+"
    r"the\s+)?(?:issue|task|request|change|problem|question|scope|complexity|work)\b"
    r"|\b(?:appropriate(?:ly)?|sensible|reasonable|correct(?:ly)?)\s+(?:level|amount|tone|"
    r"judg\w+|choice|decision)\b"
    # arithmetic on facts of the domain ("Correctly calculates nsteps for 5 days with the
    # model's time step"): words show a number, not that it is right
    r"|\bcorrectly\s+(?:calculat|comput|deriv|estimat|work)\w*"
    r"|\bin\s+(?:roughly\s+|approximately\s+|about\s+)?(?:the\s+)?(?:correct|right|required|"
    r"expected|same)\s+order\b"
    r"|\b(?:correct|standard|proper|appropriate|right|idiomatic)\s+(?:\w+\s+){0,3}(?:structure|"
    r"utilities|approach|pattern|conventions?|style|implementations?)\b"
    r"|\bas\s+(?:suggested|described|recommended)\s+(?:in|by)\s+the\s+skill\b"
    # "followed the SKILL.md procedure for handling an existing instance": which of the
    # skill's procedures, and whether it kept to it, text checks cannot tell
    r"|\bfollow(?:s|ed|ing)?\s+(?:the\s+)?(?:SKILL\.md|skill'?s?)\s+(?:[\w-]+\s+){0,2}?"
    r"(?:procedure|workflow|steps|process|instructions|guidance)\b"
    # measured against the problem itself ("with the correct sense per the problem
    # statement", "every constraint stated in the problem", "the variables ... from the
    # problem"), or asked for only when it is unclear ("asks ... if any parameter is
    # genuinely ambiguous")
    r"|\b(?:per|according\s+to|(?:stated|given|described)\s+in|from)\s+the\s+(?:problem|prompt|"
    r"question|task)(?:\s+(?:statement|description|text))?\s*(?:\(|[.;,]|$)"
    r"|\bif\s+(?:any|the|a|an)\s+[^.;]{0,80}?\b(?:is|are|seems?)\s+(?:genuinely\s+|truly\s+|"
    r"really\s+)?(?:ambiguous|unclear|underspecified|unspecified)\b"
    # an answer kept to its subject ("kept the answer focused on the diagnosis and fix"):
    # what it leaves out shows that, not words; a prohibition after it is checked as one
    r"|\b(?:keeps?|kept|keeping)\s+(?:the\s+|its\s+)?(?:answer|response|reply|output|fix|"
    r"change|diff|edit|patch)e?s?\s+(?:focused|scoped|limited|confined|targeted|narrow)\b"
    r"|\b(?:stays?|stayed|remains?|remained)\s+(?:focused|scoped)\s+on\b"
    # whether something keeps to a scope ("an alternative that stays within what the tools
    # can do")
    r"|\b(?:stays?|remains?|keeps?)\s+within\s+(?:what|the\s+(?:scope|limits?|bounds?))\b"
    # whether a reason is given, in whatever words ("Explain the reason for the stack
    # choice in practical terms")
    r"|^\W*(?:the\s+agent\s+)?explain\w*\s+(?:the\s+)?(?:reason(?:ing|s)?|rationale)\s+(?:for|behind)\b"
    # likeness to a reference file ("closely matches the structure in evals/targets/x.py",
    # "should closely match the reference target file")
    r"|\b(?:match(?:es|ing)?|mirrors?|resembles?)\s+(?:the\s+)?(?:structure|layout|shape)\s+"
    r"(?:in|of)\b|\bmatch(?:es)?\s+the\s+reference\s+(?:\w+\s+)?(?:file|script|output|"
    r"implementation)\b",
    re.IGNORECASE,
)
"""Behaviours that need judgment about the answer as a whole, not words in it."""


QUALITY = re.compile(
    r"^\W*an?\s+(?:[\w-]+\s+){0,3}(?:answer|response|reply)\s+that\s+"
    r"(?:helps|gives|provides|lets|enables|is|stays)\b"
    r"|^\W*this\s+is\s+(?:an?\s+)?(?:[\w-]+\s+){0,3}(?:guidance|advice|explanation|"
    r"walkthrough|overview|plan|answer|response)\s*(?:,\s*|\s+)(?:not|rather\s+than)\s",
    re.IGNORECASE,
)
"""A reference answer described by its qualities ("A NemoClaw-specific answer that helps
the user ... and gives enough concrete guidance", "This is procedure guidance, not a live
run"), not by facts: a judge decides."""


LENIENCY = re.compile(
    r"^\W*(?:(?:a|an|the|any)\s+)?(?:named|other|equivalent|alternative|additional)\s+"
    r"(?:[\w-]+\s+){0,3}?(?:is|are)\s+(?:optional|accepted|acceptable|allowed|fine|"
    r"not\s+required)\b"
    r"|^\W*(?:naming|mentioning|citing|listing|including)\s+[^.;]{1,80}?\s+(?:is|are)\s+"
    r"optional\b",
    re.IGNORECASE,
)
"""A sentence of a reference answer that grants leeway ("A named alternative skill is
optional", "Equivalent diagnostic methods are accepted"): what an answer may leave out or
do otherwise, not a fact it must state."""


FRAMING_TAIL = re.compile(
    r"\s+(?:as\s+(?:one\s+of\s+)?(?:the|its|a)\s+(?:\w+\s+)?(?:steps?|items?|points?|"
    r"options?)|"
    # "Port conflict between servers identified as a possible cause": the answer naming it
    # among the causes is the behaviour
    r"(?:(?:identified|named|listed|flagged|given)\s+)?as\s+(?:the|a|one)\s+"
    r"(?:(?:most\s+)?(?:likely|typical|probable|possible|potential|root|main|usual|"
    r"common|primary|underlying)\s+)?(?:cause|culprit|reason|explanation)"
    # "... as the cause of the 404": what it causes, named by the case, is no deed
    r"(?:\s+(?:of|for|behind)\s+(?:the\s+|this\s+|that\s+)?[\w./-]{1,40}"
    r"(?:\s+(?:error|errors|failure|failures|response|responses))?)?|"
    r"as\s+(?:the|a|its)\s+(?:preferred|recommended|default|primary|go-to)\s+"
    r"(?:path|route|approach|option|method|way|choice)|"
    # "Does not recommend --no-verify as the fix": the part it would play, not a word to say
    r"as\s+(?:the|a|an)\s+(?:(?:real|proper|actual|permanent|quick)\s+)?(?:fix|solution|"
    r"workaround|remedy|answer|resolution)|"
    r"as\s+(?:the\s+)?(?:decision|deciding|key)\s+(?:inputs?|criteria|factors)|"
    # "Reference the Mantis result as the load-imbalance signature": what it illustrates
    r"as\s+(?:the|a|an)\s+(?:[\w-]+\s+){0,2}(?:signature|evidence|illustration|symptom)|"
    r"at\s+a\s+high[- ]level|in\s+(?:brief|short|outline)|briefly|concisely|"
    r"(?:when|if|where|as)\s+(?:needed|necessary|required|appropriate|applicable|relevant)|"
    r"in\s+(?:the|its|their|his|her)\s+(?:answer|response|reply|output)|"
    r"to\s+the\s+user|up\s+front|explicitly|clearly|"
    # "asyncio.Semaphore for concurrent library calls mentioned", "... is described": the
    # answer presenting it is the behaviour, the participle says so
    r"(?:(?:is|are|was|were)\s+)?(?:mentioned|described|explained|noted|reported|"
    r"recommended|suggested|stated|discussed|presented|identified|highlighted|called\s+out|"
    r"pointed\s+out)|"
    r"in\s+(?:practical|plain|simple|concrete|everyday|user-facing)\s+terms|"
    # the source drawn on ("using general CUDA-Q knowledge or the X skill") is not seen
    r"(?:using|with|from|via)\s+(?:(?:general|its\s+own|built-in|prior|standard|common)\s+"
    r"(?:[\w-]+\s+){0,2}knowledge(?:\s+or\s+(?:the\s+)?`?[\w-]+`?\s+skill)?|"
    r"(?:the\s+)?`?[\w-]+`?\s+skill))\s*\.?\s*$",
    re.IGNORECASE,
)
"""How a behaviour closes that frames it and asks nothing ("... as one of the steps", "... as
the preferred path": "Recommend X" says as much, "... using general X knowledge or the Y
skill": which source the agent drew on is not seen)."""


def undetermined_reason(text: str) -> str:
    """Why text alone cannot decide this behaviour, or "" when it can."""
    if PROCESS.search(text):
        return "a process behaviour: not visible in answer text; judged by the discover arm"
    if EXECUTION.search(text):
        return "an execution behaviour: whether commands were run shows in tool calls, not text"
    if OUTCOME.search(text):
        return "an outcome behaviour: whether the code ran, and how, shows in the run, not text"
    if CITED_EXISTS.search(text):
        return "a workspace behaviour: whether what the answer cites exists shows in the files"
    if TOOL_TRACE.search(text):
        return "a trace behaviour: what the agent's tool calls did shows in the transcript"
    if UNGIVEN_PHRASINGS.search(text):
        return "it refers to phrasings or patterns the case does not give"
    routed = ROUTING.search(text)
    if routed and _SKILL_TARGET.search(text[routed.end() :]):
        return ROUTED_TO_SKILL
    if JUDGMENT.search(text) or QUALITY.search(text):
        return "a judgment behaviour: text checks cannot decide it; a judge can"
    if FABRICATION.search(text) and is_prohibition(text):
        return "a truthfulness behaviour: whether it is made up needs the facts; a judge can"
    if _BARE_DEED_FIRST.match(text):
        return "an order of deeds, the first named by its verb alone: what does it is unsaid"
    return ""


_BARE_DEED_FIRST = re.compile(
    r"^\W*(?:the\s+(?:agent|answer|model)\s+)?(?!(?:asks|confirms|checks|waits|pauses|stops|"
    r"verifies)\b)[a-z]+(?:s|es)\s+(?:first\s+)?before\s+[a-z]+ing\b",
    re.IGNORECASE,
)
"""An order whose first deed is a verb alone ("Classifies before recommending
optimizations"): which words of an answer do it, nothing says."""


JUDGE_RUBRIC = "judge rubric"
"""The source of a check that is a criterion written for a judge (a rubric's dimension)."""
JUDGED_BY_RUBRIC = "a judge's rubric criterion: text checks cannot decide it; a judge can"


ROUTED_TO_SKILL = (
    "a routing behaviour: where the agent sends the user needs a judge or the discover arm"
)
"""Why a behaviour that routes to a skill is undetermined, unless the answer names it."""


def is_process_behavior(text: str) -> bool:
    return bool(undetermined_reason(text))


def is_execution_behavior(text: str) -> bool:
    """About running commands (also as a prohibition): tool calls show it, text does not."""
    return bool(EXECUTION.search(text))


def undecidable_prohibition(text: str) -> bool:
    """A prohibition text cannot decide: running commands (tool calls show it) or making
    things up (the facts show it)."""
    return bool(EXECUTION.search(text) or FABRICATION.search(text))


def is_prohibition(text: str) -> bool:
    return bool(
        PROHIBITION.match(_LEAD.sub("", text, count=1))
        or PROHIBITION.match(text)
        or _as_prohibition(text) != text
    )


@lru_cache(maxsize=8192)
def parse_need(text: str, negative: bool | None = None) -> Need:
    if _MAKES_NO.match(text):
        return replace(parse_need(_as_prohibition(text), True), places=True)
    text = _as_prohibition(text)
    prior = _UNTIL_DONE.fullmatch(text.strip()) if negative is not False else None
    if prior is not None and is_prohibition(prior["deed"]) and _WITHOUT_CONSENT.search(text):
        # "does not change labels in bulk before authorization": held for the user's say,
        # as "without authorization" is
        return replace(parse_need(prior["deed"], True), asks=True)
    if prior is not None and is_prohibition(prior["deed"]):
        # "Does not proceed with the install command before conda is upgraded": the deed is
        # what it forbids, and only until the condition holds.
        words = content_words(prior["first"])
        specific = [w for w in words if w.lower() not in GENERIC_NOUNS] or words
        first = tuple(dict.fromkeys(stem(w) for w in specific))
        need = parse_need(prior["deed"], True)
        if _NAMES_COMMAND.search(prior["deed"]) and not need.command:
            # "... the cupynumeric install command": a command line holding its words is
            # the deed; a promise to give one later is not.
            held = tuple(w.lower() for w in need.words if not _NAMES_COMMAND.fullmatch(w))
            need = replace(need, command=held) if held else need
        also = tuple(replace(deed, first=first, waits=True) for deed in need.also)
        return replace(need, first=first, waits=True, also=also)
    need = _parse_need(text, negative)
    if not need.negative:
        value = _ANSWERS_VALUE.fullmatch(text.strip())
        if value is not None:
            # "Answers 42.": the value is what is asked, said however the answer likes
            return replace(need, words=(), listed=(value["value"],))
        found = _BOUND.finditer(text[:2000])
        bounds = tuple((m["key"], m["op"], m["n"]) for m in found if m["n"] in need.listed)
        if bounds:
            # "output.qc.pass_rate is >= 0.9": a value that keeps the bound gives it
            need = replace(need, bounds=bounds)
        if _DISMISSES.search(text):
            return replace(need, dismisses=True)
        return replace(need, conditional=True) if _IN_SOME_CASE.search(text) else need
    owned = _OWNED.search(text)
    if owned is not None and not need.identifiers:
        need = replace(need, owner=stem(owned["owner"]))
    placed = _THING_IN_PLACE.search(text[:2000]) if not need.owner else None
    if placed is not None and not need.identifiers and not need.action and len(need.words) >= 3:
        # "does not give specific profiler flags in the delegation": the flags are the thing;
        # delegating profiling names only where they would go
        need = replace(need, owner=stem(placed["head"]))
    advised = _ADVISED_FOR.match(PROHIBITION.sub("", text[:2000], count=1))
    if advised is not None:
        # "does not recommend Megatron FSDP for pipeline parallelism": telling the user to
        # use it is recommending it, for whatever the answer is about
        picked = tuple(stem(w) for w in content_words(advised["thing"], compounds=False))
        need = replace(need, picked=picked)
    custom = _CUSTOM_CODE.search(text)
    for_user = bool(_ON_BEHALF.search(text))
    if for_user:  # "on the user's behalf" says for whom, not what is done
        need = replace(need, words=tuple(w for w in need.words if w.lower() not in _FOR_WHOM))
    claims = bool(_CLAIMS.search(text))
    if claims:  # "does not claim X": what is claimed, not the word "claim"
        need = replace(need, words=tuple(w for w in need.words if stem(w) != stem("claim")))
        said_of = _CLAIMED_OF.search(text)
        if said_of is not None and said_of["what"].lower() in _WHOLE_NOUNS:
            # "does not claim the data is now regulatory-grade de-identified": what is said
            # of it is the claim; the data may be called the reports, the output or "it"
            what = stem(said_of["what"])
            rest = tuple(w for w in need.words if stem(w) != what and w.lower() != "now")
            if len([w for w in rest if w.lower() not in GENERIC_NOUNS | STOPWORDS]) >= 3:
                need = replace(need, words=rest)  # "de-identified" alone stays said of it
    # "does not recommend X for Y": X said to lack Y ("X has no Y") recommends nothing; all
    # its words, said together and unnegated, break it
    recommends_for = bool(_RECOMMEND_FOR.search(text))
    # "does not mention warehouse compose": a thing of two words is not named by its head
    # alone ("compose.yml" of another stack)
    named_thing = (
        _MENTIONS.match(text) is not None and len(need.words) == 2 and not need.identifiers
    )
    return replace(
        need,
        whole=claims or recommends_for or named_thing or need.whole,
        endorsed=bool(_RECOMMEND_WITH.search(text)),
        change=_change_of(text, need.identifiers),
        for_user=for_user,
        hands_over=bool(_HANDS_OVER.search(text[:2000])),
        statuses=tuple(m["code"].lower() for m in islice(_ON_STATUS.finditer(text[:2000]), 5)),
        library=custom["lib"] if custom else "",
        dumps=bool(_DUMPS_ALL.search(text)),
        versions=tuple(VERSION.findall(re.sub(r"`[^`]*`", " ", text))),
        flag_values=tuple((m[1], m[2]) for m in islice(_FLAG_VALUE.finditer(text[:2000]), 5)),
    )


_ON_STATUS = re.compile(
    r"\b(?:on|after|for|upon|to)\s+(?:an?\s+|any\s+|the\s+)?(?:HTTP\s+)?"
    r"(?P<code>[1-5](?:xx|XX|\d\d))(?![\w-])",
)
"""A status a deed is forbidden on ("Does not retry on a 4xx response", "after a 404")."""
_MENTIONS = re.compile(
    r"^\W*(?:the\s+agent\s+)?(?:does\s+not|doesn'?t|never|must\s+not|should\s+not)\s+"
    r"(?:mention|reference|cite|name|bring\s+up)\b",
    re.IGNORECASE,
)
"""A prohibition of naming a thing ("Does not mention warehouse compose ...")."""


_TAKES_DURATION = re.compile(
    r"\b(?:takes?|taking|took|lasts?)\s+(?=(?:about|around|roughly|over|up\s+to|at\s+least|"
    r"~)?\s*\d[\d.,+]*\s*(?:-\s*\d+\s*)?(?:s|secs?|seconds?|mins?|minutes?|h|hrs?|hours?|days?)\b)",
    re.IGNORECASE,
)
_FROM_USER = re.compile(
    r"\s+(?:that\s+|which\s+)?(?:the\s+)?(?:user|requester|caller)\s+(?:gave|gives|provided|"
    r"provides|supplied|supplies|passed|passes|chose|picked)\b"
    r"|\s+(?:as\s+)?(?:given|provided|supplied|specified|passed)\s+by\s+the\s+(?:user|requester|"
    r"caller)\b|\s+as\s+given\b",
    re.IGNORECASE,
)
_FLAG_VALUE = re.compile(
    r"(?<![\w-])(-{1,2}[A-Za-z][\w-]*)(?:\s+|=)`?"
    # "--no-verify as the fix", "--force in CI": a word of the sentence goes on, no value
    r"(?!(?:as|in|on|at|to|for|with|and|or|but|if|when|unless|instead|is|are|was|were|the|a|an"
    r"|from|by|of|without|because|so|then|here|there|it|this|that)\b)([\w.]+)\b",
    re.IGNORECASE,
)
"""A flag and its value ("-std 17", "--arch=90")."""


_DISMISSES = re.compile(
    r"\b(?:not|never|no\s+longer|n't)\s+(?:\w+\s+)?(?:required|needed|necessary)\b|\bno\s+need\b"
    r"|\bno\s+(?:[\w`.-]+\s+){1,3}(?:is|are)\s+(?:required|needed|necessary)\b"
    r"|\bwithout\s+(?:an?\s+|any\s+)?[a-z]",
    re.IGNORECASE,
)
"""A need that says something is not needed or done ("no metadata file is needed", "restart
without rebuilding the image"): an answer that says so agrees with it."""
_IN_SOME_CASE = re.compile(
    r"\b(?:when|whenever|if|unless|where|once|optionally|as\s+needed)\b", re.IGNORECASE
)
"""A need that holds only in some case ("... and GB200 when needed")."""


_CHANGES = tuple(
    frozenset(stem(w) for w in group.split())
    for group in (
        "increase raise bump double grow higher larger bigger",
        "decrease lower reduce shrink halve smaller",
    )
)
"""Words that say a quantity is changed one way (raise ~ increase ~ larger)."""
_CHANGED_NAME = re.compile(r"\b([a-z]+ing)\s+(?:the\s+|its\s+)?[`'\"]?([\w.]+)", re.IGNORECASE)


def _change_of(text: str, identifiers: tuple[str, ...]) -> frozenset[str]:
    """The words of the change a prohibition names as done to one of its ``identifiers``
    ("suggest increasing lora_rank" -> increase, raise, bump, ...); empty when none is."""
    for m in _CHANGED_NAME.finditer(text):
        if m[2] in identifiers:
            for group in _CHANGES:
                if stem(m[1]) in group:
                    return group
    return frozenset()


_ANY_ALTERNATIVE = re.compile(
    r"^\s*(?:recommend|suggest|propose|name|offer|prescribe)s?\s+(?:an?\s+|any\s+|the\s+)?"
    r"(?:preferred\s+|better\s+|different\s+|specific\s+)?(?:alternatives?|other\s+options?|"
    r"another\s+(?:option|approach|path|route|backend|tool|library|framework|solution)|"
    # "recommend any skill for this use": whatever is recommended breaks it
    r"any\s+(?:skill|tool|option|model|library|package|approach)s?(?:\s+for\s+(?:this|that|the|"
    r"such\s+a)\s+(?:use|purpose|request|task|case))?)\s*\.?\s*$",
    re.IGNORECASE,
)
"""A prohibition of recommending anything else ("does not recommend an alternative", "does
not name a preferred alternative"): what would be recommended is not named."""
_APPENDS_MORE = re.compile(
    r"^\s*(?:append|add|tack\s+on|offer|suggest|propose)s?\s+(?:an?\s+|any\s+)?"
    r"(?:(?:alternative|other|another|further|extra)\s+[\w-]+\s+or\s+(?:an?\s+|any\s+)?)?"
    r"(?:next|further|follow-?up)\s+(?:steps?|actions?)\s*\.?\s*$",
    re.IGNORECASE,
)
"""A prohibition of adding anything beyond what the answer must say ("does not append an
alternative benchmark or next step"): what it would add is not named."""
_PREDICTS_GAIN = re.compile(
    r"^\s*(?:predict|promise|forecast|estimate|guess|project|quote)s?\s+(?:an?\s+|any\s+)?"
    r"(?:[\w-]+\s+){0,2}(?:speed-?ups?|gains?|improvements?|reductions?|savings?|wins?)\b",
    re.IGNORECASE,
)
"""A prohibition of predicting a gain ("does not predict a speedup or memory reduction from
the prompt alone"): a measurement is no prediction, an expected figure is."""
_EACH_NEGATED = re.compile(
    r"(?:,|;)?\s+(?:and\s+|or\s+)?(?:(?:does|do|did|must|should)\s+not|doesn't|don't|never)\s+",
    re.IGNORECASE,
)
"""Where a prohibition's next deed starts with its own "not" ("..., and does not run ...")."""
_NAMES_COMMAND = re.compile(r"\bcommands?\s*$", re.IGNORECASE)
_UNTIL_DONE = re.compile(r"(?P<deed>.+?),?\s+before\s+(?P<first>[^,;:]+?)\.?", re.IGNORECASE)
"""A prohibition in force until something is done ("... before the bootstrap is done")."""


_HANDS_OVER = re.compile(
    r"\b(?:ask|tell|instruct|direct|expect|require)(?:s|ed|ing)?\s+(?:the\s+)?"
    r"(?:users?|them|you|operators?)\s+to\s+(?:manually\s+)?(?:run|execute|type|paste|invoke)\b",
    re.IGNORECASE,
)
"""A prohibition of handing a command to the user ("Ask the user to run the curl commands
themselves", "never instruct the user to run commands manually")."""
_ON_BEHALF = re.compile(
    r"\bon\s+(?:the\s+user'?s|their|your)\s+behalf\b|\bon\s+behalf\s+of\b|"
    r"\bfor\s+(?:the\s+user|them)\s*$",
    re.IGNORECASE,
)
"""A deed forbidden as done for the user ("run install commands on the user's behalf")."""
_CLAIMED_OF = re.compile(
    r"\b(?:claim|assert)(?:s|ing)?\s+(?:that\s+)?(?:the\s+|this\s+|its\s+)?(?P<what>[a-z]+)\s+"
    r"(?:is|are|was|were|has\s+been|have\s+been)\s+(?:now\s+)?\w",
    re.IGNORECASE,
)
_WHOLE_NOUNS = frozenset(
    ("data", "dataset", "output", "outputs", "result", "results", "file", "files", "volume")
    + ("model", "run", "report", "reports", "it", "this", "everything")
)
"""What a claim may be made of under another name ("the data", "the reports", "it")."""
_CLAIMS = re.compile(
    r"\b(?:claim|assert)(?:s|ing)?\s+(?:that\s+)?(?:the|a|an|it|this|its|[a-z]+ing)\b"
    # "Does not claim nvapi-* keys are ...": after a negation, the verb
    r"|\b(?:not|never|n't|without|avoids?)\s+(?:\w+ly\s+)?(?:claim|assert)(?:s|ing)?\s+(?!about\b)\S"
    # "Say the rule has been stopped", "tell the user the job is done": a statement said
    r"|\b(?:say|state|tell|report)(?:s|ing)?\s+(?:(?:the\s+)?(?:user|them)\s+)?(?:that\s+)?"
    r"(?:the|a|an|it|this|its)\s+(?:[\w-]+\s+){0,2}?(?:is|are|was|were|has|have)\s+\w",
    re.IGNORECASE,
)
"""The verb of asserting a statement ("claim the file is ...", "claiming that reranking
...", "say the rule has been stopped"), not the noun ("make a safe-to-share claim"): a
claim, its words said together."""
_FOR_CONTEXT = re.compile(r"\s+(?:for|on|in)\s+(?:a|an|the|any)\s+(?=[^,;]*`)", re.IGNORECASE)
"""Where a prohibition's deed ends and the case it applies to begins, when that case is
written as code ("... for a `*/server` recipe")."""
_RECOMMEND_FOR = re.compile(
    r"\b(?:recommend|suggest|advis|propos|endors)\w*\s+[^.;]+?\s+for\s+\w", re.IGNORECASE
)
_RECOMMEND_WITH = re.compile(
    r"\b(?:recommend|suggest|advis|propos|endors)\w*\s+[^.;]+?\s+"
    r"(?:with|having|whose|that\s+(?:has|have|carr(?:y|ies)))\s+\w"
    r"|\b(?:recommend|suggest|advis|propos)\w*\s+`?[\w.-]+`?\s+(?:first|over|instead)\b",
    re.IGNORECASE,
)
""""Does not recommend the candidate with an unresolved blocker", "does not recommend
nvflare-fed-stats first": reporting the blocker or naming the option recommends nothing;
naming it where the answer recommends (a winner, "I recommend") does."""
_FOR_WHOM = frozenset(("behalf", "user", "user's", "users", "them", "their", "your"))
_CUSTOM_CODE = re.compile(
    r"\b(?:custom|own|hand-?written|bespoke|ad[- ]hoc)\s+(?P<lib>[A-Z][\w.+-]*)\s+"
    r"(?:code|scripts?|pipelines?|implementations?)\b"
)
"""A prohibition of writing a library's code oneself ("custom MONAI code")."""
_DUMPS_ALL = re.compile(
    r"\b(?:dump|list|enumerat|print|show|paste|output)\w*\s+(?:out\s+)?(?:every|all|each)\b|"
    r"\b(?:dump|paste|print|output)\w*\s+the\s+(?:whole|entire|full|complete)\b",
    re.IGNORECASE,
)
"""A prohibition of listing everything ("does not dump every skill at once")."""


_LABEL_CODE = re.compile(r"`([A-Za-z][A-Za-z ]*[A-Za-z]\s\([A-Za-z/%]{1,8}\))`")
"""A label with its unit written as code (`latency (ms)`): words to say, not a name to
copy exactly."""


_OWN_PROPOSAL = re.compile(
    r"\b(?:the|its|this|that)\s+(?:chosen|selected|combined|proposed|resulting|recommended|"
    r"final)\s+(?:strategy|approach|plan|setup|configuration|config|choice|layout)\b"
    r"|\b(?:the\s+)?user['’]s(?=\s+[a-z])",
    re.IGNORECASE,
)
"""Words that point at what the answer itself proposes ("validating the combined strategy")
or at what the user has ("with the user's recipe": "your recipe"): no wording to say."""


_FILE_LINE = re.compile(r"\b(?:file|path)\s*:\s*line(?:\s+number)?\b", re.IGNORECASE)
"""The ``file:line`` notation named in prose: one form, a line of a file."""
_AT_LEAST = re.compile(
    r"\b(?:at\s+(?:least|most)|no\s+more\s+than|one\s+or\s+more)\s+(?:one|two|three|four|five|\d+)?\b"
    r"|\ba\s+(?:small\s+|limited\s+)?(?:number|handful|couple)\s+of\b|\ba\s+few\b"
    # "asks follow-up questions": a question the answer asks follows up on the request
    r"|\bfollow-?up\s+(?=questions?\b)",
    re.IGNORECASE,
)
"""A quantifier ("at least one", "one or more", "a small number of", "a few"): a count the
behaviour allows, no content; and "follow-up" before questions (any question asked is one)."""
_QUALITY = re.compile(
    r"\b(?:practical|actionable|useful|helpful|systematic|comprehensive|thorough)\s+"
    r"(?!(?:and|or|but|to|for|in|on|with|when|where|if|as)\b)(?=[a-z])",
    re.IGNORECASE,
)


def _result_of_sum(body: str, name: str) -> bool:
    """Whether ``quality=0.3`` is the end of a worked sum ("1.0 (safe) * 0.3 (low quality)
    = 0.3", "safety * quality = 0.3"): the result of arithmetic, not a setting to name."""
    if "=" not in name or not re.search(r"[*×/+]", body):
        return False
    key, _, value = name.partition("=")
    if not re.fullmatch(r"\d+(?:\.\d+)?", value.strip()):
        return False
    return (
        re.search(
            r"[*×/+]\s*(?:\d+(?:\.\d+)?\s+)?(?:[A-Za-z]+\s+){0,3}"
            + re.escape(key.strip())
            + r"\s*=\s*"
            + re.escape(value.strip()),
            body,
        )
        is not None
    )


_DISMISS_AS = re.compile(
    r"\bdismiss(es|ed|ing)?\b(?=[^.;:]{0,80}?\bas\s)|\b(?:write|brush)(s)?\s+off\b(?=[^.;:]{0,80}?\bas\s)",
    re.IGNORECASE,
)
"""Dismissing something as X ("does not dismiss the result as expected behavior") is
calling it X: a saying, broken by an answer that says it is X."""


def _describe_for_dismiss(m: re.Match[str]) -> str:
    ending = m[1] or ("s" if m[2] else "")
    return {"es": "describes", "s": "describes", "ed": "described", "ing": "describing"}.get(
        ending.lower(), "describe"
    )


_DURING_PHASE = re.compile(
    r"\s+(?:during|while\s+(?:acting\s+as|in|doing))\s+(?:the\s+|a\s+|its\s+)?"
    r"(?:read[- ]only\s+)?(?:[\w-]+\s+)?(?:orientation|routing|router|review|planning|triage|"
    r"inspection)(?:\s+(?:step|phase|stage|mode|work))?\s*\.?\s*$",
    re.IGNORECASE,
)


_KEEPS_CONSTRAINT = re.compile(
    r"\b(?:respects?|respected|honou?rs?|honou?red|adheres?\s+to|adhered\s+to|abides?\s+by|"
    r"complies\s+with|complied\s+with|stays?\s+within|stayed\s+within)\s+(?:the\s+|its\s+|"
    r"their\s+|any\s+)?(?:(?:previously\s+|explicitly\s+)?(?:stated|given|established|"
    r"user['’]?s?)\s+)?(?P<what>(?:[\w-]+\s+){1,3}?)(?:requirements?|constraints?|"
    r"restrictions?|contracts?|polic(?:y|ies)|rules?)\b",
    re.IGNORECASE,
)
"""A behaviour that keeps a stated constraint ("respects the CPU-only deployment
requirement", "honors the previously stated cross-vendor requirement"): the constraint's own
words are what it asks; keeping and "requirement" frame them."""
_INLINE = re.compile(
    r"\b(?P<what>report|answer|response|summary|results?|table|output|plan)\s+inline\b"
    r"(?:\s+rather\s+than\s+(?:only\s+|just\s+|merely\s+)?(?:linking|pointing|referring)\s+"
    r"to\s+(?:a|the|an)\s+(?:[\w-]+\s+)?file)?",
    re.IGNORECASE,
)
"""Where the answer puts what it gives ("returned the completed report inline rather than
only linking to a Markdown file"): an answer that is the report never says "inline"."""


_QUOTED_FIELD = re.compile(
    "['\"\u2018\u201c]([A-Za-z_][\\w.-]{1,60})['\"\u2019\u201d]"
    r"(?=\s*(?:\([^()]{0,40}\)\s*)?(?:field|key|parameter|flag|argument|option|column|property|"
    r"attribute|setting)s?\b)",
    re.IGNORECASE,
)
"""A name quoted as a field ("uses 'sequence' (singular) field"): code, as in backticks."""


def _parse_need(text: str, negative: bool | None) -> Need:
    if "field" in text or "key" in text or "param" in text or "flag" in text or "option" in text:
        text = _QUOTED_FIELD.sub(r"`\1`", text)
    if "dismiss" in text.lower() or " off " in text.lower():
        text = _DISMISS_AS.sub(_describe_for_dismiss, text)
    body = FRAMING_TAIL.sub("", _LEAD.sub("", text, count=1))
    # "Loads vss-query-analytics and queries the VA-MCP server ...": which skill it took is
    # the discover arm's to show (as "Loads X." alone is); what follows is the content
    body = _ACTIVATES_AND.sub("", body, count=1)
    # "Establishing the baseline comes before defining the boundary": an order of two deeds,
    # its verb no word of either
    comes = _COMES_BEFORE.search(body[:400])
    if comes:
        body = f"{body[: comes.start()]} before {body[comes.end() :]}"
    body = _INLINE.sub(r"\g<what>", body)
    body = _KEEPS_CONSTRAINT.sub(r"\g<what>", body)
    if not is_prohibition(text) if negative is None else not negative:
        body = _OWN_PROPOSAL.sub(" ", body)
    body = _LABEL_CODE.sub(r"\1", body)
    # "the run takes 30+ minutes": the duration says how long; "takes" is no word of it
    body = _TAKES_DURATION.sub(" ", body)
    # "the RFC number the user gave": where the value came from, not what the answer says
    body = _FROM_USER.sub(" ", body)
    neg = is_prohibition(text) if negative is None else negative
    if neg:
        # "does not patch either Trainer during read-only orientation": the phase the skill
        # works in says when, not what; the deed is patching the Trainer
        body = _DURING_PHASE.sub("", body)
        # "Does not mention warehouse compose as the deployment path": the role is the
        # answer's own frame; mentioning the thing at all, un-negated, is the deed
        body = _AS_FRAME.sub("", body)
        # "Does not restate the commit, DCO, or template rules from the onboarding
        # workflow": where the rules are written is no part of what is restated
        body = _RESTATED_FROM.sub(r"\g<deed>", body)
    waits = asks = False
    count: tuple[str, str] = ("", "")
    state = ""
    exemplified: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...] = ()
    excused: frozenset[str] = frozenset()
    named_out: tuple[str, ...] = ()
    quoted_commands: tuple[str, ...] = ()
    place: tuple[str, ...] = ()
    section = False
    decimals = 0
    span = (0, 0)
    if neg:
        body = PROHIBITION.sub("", body, count=1)
        # "No PR should close the tracking issue": what none of them may do is the deed
        body = _NONE_MAY.sub("", body, count=1) if _NO_LEAD.match(text) else body
        # "(Batch has no __getitem__)" explains; "(no @pipeline_def, pipe.build())" names
        # the forbidden constructs themselves.
        named_out = tuple(
            i for m in _NO_PAREN.finditer(body) for i in extract_identifiers(m.group(1))
        )
        body = re.sub(r"\((?:[^()]|\([^()]*\))+\)", " ", body)  # a call's "()" stays
        if _NO_LEAD.match(text):
            # "No pipeline-mode constructs and operators called directly on ndd": the "no"
            # rules out the constructs; what follows "and" is a statement of its own.
            body = _AND_STATEMENT.split(body, maxsplit=1)[0]
        # "... because it was not asked for" gives the reason, "... when tracking was not
        # requested" the case's condition: neither is the forbidden thing.
        waits = bool(re.search(r"\s(?:until|till|while)\s", body))
        if _NOT_YET.search(body):
            # "Does not run nat optimize yet": not now, so doing it after what must come first
            # ("only then run it") keeps the rule; "yet" is no word of the deed
            waits, body = True, _NOT_YET.sub("", body)
        asks = bool(_WITHOUT_CONSENT.search(body) or _UNLESS_CHOSEN.search(body))
        condition = None if asks else _WITHOUT_DOING.search(body)
        if condition is not None:
            cond_words = content_words(condition["cond"], compounds=False)
            # the gerund is the deed's verb ("mapping back"), a noun the thing itself ("a
            # comparison run")
            cond_words = (
                cond_words[1:] if cond_words[:1] and cond_words[0].endswith("ing") else cond_words
            )
            excused = frozenset(stem(w) for w in cond_words if w not in _CONDITION_WORDS)
            body = body[: condition.start()]
        body = re.split(
            r",?\s+(?:until|till|because|since|as\s+(?:it|this|that|they|if|though)|when|while|if|"
            r"unless|where|after(?!\s+(?:every|each|all)\b)|"
            r"without\s+(?:the\s+)?(?:[\w']+\s+){0,2}(?:approval|consent|confirmation|permission|"
            r"authori[sz]ation|request|asking|yes|go-ahead))\b",
            body,
        )[0]
        # "did not simply endorse TMA; it stated that ...": what follows the semicolon is a
        # statement of its own, not more of the forbidden deed
        body = body.split(";", 1)[0]
        # "Never block on the finetune: launch it detached and return ...": after the colon,
        # what to do instead, no part of the forbidden deed
        body = _INSTEAD_AFTER_COLON.split(body, maxsplit=1)[0]
        # "does not attempt to upload X" forbids uploading X.
        body = _TRY_TO.sub("", body, count=1)
        # "does not fall back to grep or manual edits meanwhile": falling back to X uses X;
        # when is no part of the deed
        body = _WHILE_WAITING.sub(" ", _FALL_BACK.sub("use ", body, count=1))
        # "... a cu13 package on a CUDA 12 system": where it is forbidden, not what
        in_section = _IN_SECTION.search(body)
        on_system = _ON_SYSTEM.search(body) or in_section
        section = on_system is not None and on_system is in_section
        if on_system is not None:
            place = tuple(
                stem(w)
                for w in content_words(on_system[0], compounds=False)
                if w.isalpha() and w.lower() not in _SECTION_WORDS
            )
            body = body[: on_system.start()] + body[on_system.end() :]
        if _ANY_ALTERNATIVE.match(body):
            # "does not recommend an alternative": any recommendation breaks it
            return Need((), (), True, recommends_any=True)
        if _APPENDS_MORE.match(body):
            # "does not append an alternative benchmark or next step": whatever is offered
            return Need((), (), True, appends_more=True)
        number = _STATES_NUMBER.match(body)
        if number is not None:
            # "does not state an MFU number": a figure of MFU given breaks it; naming MFU, or
            # refusing to guess it, does not
            stems = tuple(
                stem(w)
                for w in content_words(number["of"], compounds=False)
                if w.lower() not in _FIGURE_ADJECTIVES
            )
            if stems:
                return Need((), (), True, quantity=stems)
        if _PREDICTS_GAIN.match(body):
            # "does not predict a speedup or memory reduction from the prompt alone": a
            # quantified gain the answer expects breaks it
            return Need((), (), True, predicts_gain=True)
        in_state = _IN_STATE.search(body)
        if in_state is not None:
            state = in_state["state"].lower()
            body = body[: in_state.start()] + body[in_state.end() :]
        handed = _HANDS_COMMAND.match(re.sub(r"\s*/\s*", "/", body))
        if handed and not re.search(r"\b(?:before|until|unless|or|and)\b", body):
            # "a PowerShell / cmd install command": one command per shell named
            first, *rest = handed["cmd"].split(maxsplit=1)
            commands = []
            for shell in first.split("/"):
                words = re.findall(r"[A-Za-z][\w.+-]*", f"{shell} {' '.join(rest)}")
                kept = tuple(w.lower() for w in words if w.lower() not in _COMMAND_ADJECTIVES)
                # "an scancel command": one tool named, a name with no generic sense (not
                # "shell", "terminal", "CLI")
                tool = len(kept) == 1 and kept[0] not in _GENERIC_COMMANDS and len(kept[0]) > 2
                if handed["run"] and not (tool and _COMMAND_NAME.search(kept[0])):
                    # "did not run destructive commands", "install commands": a kind of
                    # command; only one named ("an update-endpoint command") is its line
                    continue
                if 2 <= len(kept) <= 4 or kept == ("install",) or tool:
                    commands.append(Need((), kept, True, command=kept))
            if commands:
                return replace(commands[0], also=tuple(commands[1:]))
        onward = _GO_ON.match(body)
        if onward and not re.search(r"\b(?:before|after|until|unless)\b", body):
            # "does not continue into full packaging" forbids the packaging
            return _noun_deed(parse_need(f"Does not {body[onward.end() :]}", True))
        # "must not route it to X and should use Y instead": what it should do is not part
        # of what it must not.
        body = re.split(r"[,;]?\s+(?:and|but)\s+(?:should|must|will|instead)\s", body)[0]
        # "..., or other optional elements": a catch-all, not more of the forbidden thing.
        body = re.sub(r",?\s+(?:or|and)\s+(?:any\s+)?other\s+[^,.;]*", "", body)
        # each side of "A or B" is parsed again, so a run of "or"s is split a few deep at
        # most (a hostile "run x or run x or ..." would recurse once per "or")
        few = len(re.findall(r"\sor\s", body[:2000])) <= _MAX_OR_DEEDS
        deeds = _TWO_DEEDS.fullmatch(body.strip(" .")) if few else None
        if deeds is None and few:
            # "ingest through Intake or install MLflow": two verbs of deeds, bare objects
            verbed = _TWO_VERB_DEEDS.fullmatch(body.strip(" ."))
            if verbed and {verbed["va"].lower(), verbed["vb"].lower()} <= _TWO_DEED_VERBS:
                deeds = verbed
        if deeds is None and few:
            # "quantize or run a baseline-vs-candidate comparison": a verb on its own, then a
            # deed with its object
            deeds = _BARE_THEN_DEED.fullmatch(body.strip(" ."))
        if deeds:
            first = parse_need(f"Does not {deeds['a']}", True)
            second = parse_need(f"Does not {deeds['b']}", True)
            if first.action and second.action and first.action != second.action:
                return replace(first, also=(second,))
        said = _SAYS_ONE_OF.fullmatch(body.strip(" .")) if few else None
        if said and stem(said["verb"]) in MENTION_VERBS:
            # "use grep or manual edits": either used alone breaks it
            first = parse_need(f"Does not {said['verb']} {said['a']}", True)
            second = parse_need(f"Does not {said['verb']} {said['b']}", True)
            if first.words and second.words:
                return replace(first, also=(second,))
        said_list = _SAID_LIST.fullmatch(body.strip(" .")) if few else None
        if said_list and stem(said_list["verb"]) in _SAYING_VERBS:
            # "mention BEV Fusion, MV3DT calibration, or multi-camera 3D setup as required":
            # each named thing, said so, breaks it
            things = re.split(r",\s*(?:or\s+|and\s+)?|\s+(?:or|and)\s+", said_list["items"])
            tail = said_list["tail"] or ""
            needs = [
                parse_need(f"Does not {said_list['verb']} {t}{tail}", True) for t in things if t
            ]
            if len(needs) >= 3 and all(n.words for n in needs):
                return replace(needs[0], also=tuple(needs[1:]))
        shared = _SHARED_OBJECT.fullmatch(body.strip(" ."))
        if shared:
            verbs = re.split(r",\s*(?:or\s+|and\s+)?|\s+(?:or|and)\s+", shared["verbs"])
            if all(v.lower() in _DEED_VERBS | _OBJECT_VERBS for v in verbs):
                # "open, profile, validate, or mutate the stage": each verb a deed on the stage
                thing, *more = _object_then_deeds(shared["object"])
                needs = [parse_need(f"Does not {v} {thing}", True) for v in verbs]
                needs += [parse_need(f"Does not {deed}", True) for deed in more]
                return replace(needs[0], also=tuple(needs[1:]))
        light = _LIGHT_LIST.fullmatch(body.strip(" ."))
        if light:
            # "run CAD conversion, SimReady conformance, or package creation steps": each
            # named step is a deed of its own, named by all its words
            steps = re.split(r",\s+(?:or\s+|and\s+)?", light["items"])
            steps[-1] = re.sub(r"\s+(?:steps?|stages?|phases?|passes?)$", "", steps[-1])
            needs = [
                replace(_noun_deed(parse_need(f"Does not {step}", True)), whole=True)
                for step in steps
            ]
            return replace(needs[0], also=tuple(needs[1:]))
        light_one = _LIGHT_ONE.fullmatch(body.strip(" ."))
        if light_one:
            # "perform an nvcr.io docker login for the cloud recipe": the login is the deed
            # (the light verb is seldom said), wherever the case puts it
            return _noun_deed(parse_need(f"Does not {light_one['deed']}", True))
        negated = [p for p in _EACH_NEGATED.split(body.strip(" .")) if p.strip()]
        if len(negated) >= 2:
            # "work outside the workspace, does not print secrets, and does not run X": each
            # deed with its own "not" is a prohibition of its own
            needs = [parse_need(f"Does not {p}", True) for p in negated]
            return replace(needs[0], also=tuple(needs[1:]))
        parts = [
            p.strip() for p in re.split(r",\s+(?:or\s+|and\s+)?", body.strip(" .")) if p.strip()
        ]
        if len(parts) >= 3 and all(p.split()[0].lower() in _LISTED_DEEDS for p in parts):
            # "trace a frontier, sweep weights or epsilon bounds, or run any gap pass": each
            # a deed of its own.
            # a consent the whole list waits for ("... or use a GPU without the skill's
            # authorization checkpoint") holds for each deed
            needs = [parse_need(f"Does not {p}", True) for p in parts]
            needs = [replace(n, asks=True) for n in needs] if asks else needs
            return replace(needs[0], also=tuple(needs[1:]))
        if _AVOIDS.match(text) and "`" not in body:
            items = _NOUN_DEEDS.fullmatch(body.strip(" ."))
            if items:
                # "Avoids speculative cache deletion, broad dependency upgrades, or
                # publishing": each a deed of its own, named by its words.
                parts = [p for p in re.split(r",\s+(?:or\s+|and\s+)?|\s+or\s+", items[0]) if p]
                needs = [_noun_deed(parse_need(f"Does not {p}", True)) for p in parts]
                return replace(needs[0], also=tuple(needs[1:]))
        said = _SAYS_LIST.fullmatch(body.strip(" ."))
        if said and "`" not in body and _NOUN_DEEDS.fullmatch(said["items"]):
            # "did not reference cuequivariance, irreducible representations, or segmented
            # tensor products": naming any one of them (all its words) breaks it
            parts = [p for p in re.split(r",\s+(?:or\s+|and\s+)?|\s+or\s+", said["items"]) if p]
            needs = [
                replace(_noun_deed(parse_need(f"Does not {p}", True)), whole=True) for p in parts
            ]
            return replace(needs[0], also=tuple(needs[1:]))
        combined = _COMBINE.match(body)
        if combined:
            sides = tuple(_pair_terms(combined.group(g)) for g in ("a", "b"))
            if sides[0] and sides[1]:
                return Need((), (), True, pair=(sides[0], sides[1]))
        role = _AS_ROLE.match(body) if "`" not in body else None
        role = role or _CLAIMED_ROLE.match(body.replace("`", ""))
        if role:
            # "Use Electron WebGL as a USD renderer": WebGL in Electron as the renderer, not
            # an Electron app whose renderer is something else.
            sides = tuple(_pair_terms(role.group(g)) for g in ("a", "b"))
            if sides[0] and sides[1]:
                return Need((), (), True, pair=(sides[0], sides[1]), role=True)
        scoped = _FOR_CONTEXT.split(body, maxsplit=1)
        if len(scoped) > 1 and any(is_field_like(i) for i in extract_identifiers(scoped[0])):
            # "suggest HF_TOKEN for a `*/server` recipe": HF_TOKEN is forbidden; the recipe
            # only says where
            body = scoped[0]
        code = tuple(dict.fromkeys(a or b for a, b in _CODE.findall(body)))
        if code:
            return Need(code, (), True, _action(text, body))
    # "..., not model conversion" / "rather than X" is a contrast, not something to cover.
    if not neg:
        # "... and does not start prescribing code": a prohibition after the requirement,
        # checked as one (see the behaviour grader), not wording to cover.
        body = WITHOUT_CODE.sub("", AND_NOT.split(body, maxsplit=1)[0])
        # "Explains the missing-instruction limitation without copying payloads": how it is
        # done (a deed left out), not what it says
        body = _WITHOUT_DEED.sub("", body)
        # "explained the difference between A and B": A and B, told apart, are the content
        body = _DIFFERENCE.sub(" ", body)
        # "does the rename itself": whose deed it is, not what is done
        body = _BY_ITSELF.sub("", body)
        # "Sets the planning decision to require approval": the approval is the content
        body = re.sub(
            r"^\W*(?:the\s+agent\s+)?sets?\s+the\s+(?:[\w-]+\s+)?decision\s+to\s+",
            "",
            body,
            flags=re.IGNORECASE,
        )
        # "Route corpus cleaning to curate/nemo_curator": the named step is the content, the
        # request it describes is the user's
        routed_to = _ROUTE_TO_NAME.match(body)
        if routed_to:
            body = body[: routed_to.start("what")] + body[routed_to.end("what") :]
        # "Runs uv run isort on both named files": the files are the prompt's, required by
        # name (see the rubric), not words to say
        body = EVERY_NAMED_FILE.sub(" ", body)
        body = USER_PATH.sub(" ", body)
        # "states the clinical limitation from SKILL.md": where the skill says it, not what
        body = _FROM_SKILL.sub(" ", body)
        # "preserves the performance-only scope": what the scope is, kept to, is the content
        body = _KEEPS_SCOPE.sub(r"\g<what>", body)
        # "a plain-language summary": how it is said, not what
        body = re.sub(r"\bplain[- ](?:language|english)\b", " ", body, flags=re.IGNORECASE)
        # "even though the skill is not named": a concession, not something to cover
        body = re.sub(r",?\s*\beven\s+(?:though|if|when)\b[^,;:.]*", " ", body, flags=re.I)
        # "(e.g., `max.()` instead of `max()`)": a contrast inside an example is the
        # example's, and goes with it (cut at "instead of", it left the parenthesis open)
        example_contrast = _EXAMPLE_CONTRAST.search(body)
        if example_contrast is not None:
            body = body[: example_contrast.start()] + " " + body[example_contrast.end() :]
        # "git reset --mixed main, not --hard": the option turned down is all the contrast
        # holds; what follows it is still to cover
        body = _OPTION_CONTRAST.sub("", body)
        # "Says not to cancel the pending job": the deed told against is what the answer
        # must speak of (its negation is read from the behaviour itself); a setting told
        # against ("not to set X=1") stays a contrast, said however the answer words it
        body = _SAYS_NOT_TO.sub(r"\g<lead>", body, count=1)
        body = _without_contrasts(body)
        # "uses lsof ... as ground truth": the trust it puts in the tool frames the deed
        body = _AS_TRUTH.sub(" ", body)
        described = _DESCRIBED_AS.match(body)
        framing = GENERIC_NOUNS | _OUTCOME_WORDS
        if described is not None and (
            _SORTS.match(body) or all(w.lower() in framing for w in described["x"].split())
        ):
            # "Describes the expected failure as an assertion": what it is called is the
            # content; the failure is only what is described; a class given ("Classifies
            # the bottleneck as launch-overhead", "Marks the run as FAIL") is the content,
            # whatever is classified
            body = body[described.end() :]
        # An example or a contrast in parentheses is not required; other parentheses list
        # alternatives ("(model-cache/PVC/storage)").
        exemplified = _exemplified(body)
        # "Lists l = 1 through 5": the values of the range, not a setting "l=1"
        ranged = _VALUE_RANGE.search(body)
        if ranged is not None and 0 < int(ranged["b"]) - int(ranged["a"]) <= 20:
            span = (int(ranged["a"]), int(ranged["b"]))
            body = body[: ranged.start()] + body[ranged.end() :]
        # "Reports the mean to four decimals": a figure written so, not the words
        places = _TO_PLACES.search(body)
        if places is not None:
            decimals = _count_of(places["n"])
            body = body[: places.start()] + body[places.end() :]
        body = _NAMES_OF.sub(r"\g<noun>", body)
        body = _ENUMERATED_NOUN.sub(" ", _ABSENT_PAREN.sub(" ", body))
        body = _KIND_OF_NAMES.sub(" ", body)
        body = _ARROW_PAREN.sub(" ", body)
        body = _outside_code(_EXAMPLE_PAREN.sub(" ", body), _unwrap_parentheses)
    # Field-like names and anything the author put in backticks (`pip install cudaq`) must
    # appear exactly.
    quoted = {normalise_identifier(q) for q in re.findall(r"`([^`\n]{1,60})`", body)}
    quoted.discard("")
    identifiers = tuple(
        i
        for i in extract_identifiers(body)
        if i.strip() and (is_field_like(i) or i in quoted) and not _result_of_sum(body, i)
    )
    if not neg:
        # A label quoted as the name it is ("Names both 'Run functional tests' and 'Run
        # MBridge tests'", `Run functional tests`): a name of a few words, given as written
        identifiers += tuple(
            p for p in _quoted_labels(body) if not any(p in i or i in p for i in identifiers)
        )
        # "marks the recommended option with (Recommended)": the label, written as it is
        identifiers += tuple(m[1] for m in islice(_PAREN_LABEL.finditer(text[:2000]), 5))
        # "Runs with -t gsm8k": a short flag and its value, in prose, as a command has them
        identifiers += tuple(
            m["flag"]
            for m in islice(_SHORT_FLAG.finditer(text[:2000]), 5)
            if not any(m["flag"] in i or i in m["flag"] for i in identifiers)
        )
        # A command line in quotes ("the correct pip command is 'pip install
        # --extra-index-url=https://pypi.nvidia.com cuopt-cu12'"): its names are names
        identifiers += tuple(
            t for t in _quoted_command_names(body) if not any(t in i or i in t for i in identifiers)
        )

    if not neg:
        # "... so subsequent calls avoid replace_hints on the hot path": a name said only as
        # what is avoided is no name the answer must give, and naming it shows nothing
        for ident in [i for i in identifiers if _avoided(i).search(body)]:
            identifiers = tuple(i for i in identifiers if i != ident)
            body = body.replace(ident, " ")
    converted = None if neg else _CONVERTED.match(body)
    if converted:
        # "fn.readers.file converted to ndd.readers.File": the old form is where it starts,
        # not something the converted answer must show.
        old_names = set(extract_identifiers(converted["old"]))
        identifiers = tuple(i for i in identifiers if i not in old_names)
    if neg:
        # "Does NOT use --quantization modelopt": the flag with that value is forbidden, not
        # the flag ("--quantization modelopt_fp4" keeps the rule)
        identifiers = tuple(_flag_with_value(body, i) for i in identifiers)
        # A command quoted in a prohibition ("recommend 'sudo pip install'") is that command.
        quoted_commands = tuple(q for q in _QUOTED_COMMAND.findall(body) if q not in identifiers)
        # A line's label quoted with what follows it left out ("a printed 'Next step: …'
        # line") is that label, as written.
        labels = tuple(_QUOTED_LEAD_LABEL.findall(body))
        # "Does not answer with the C API": the one-letter language is what is forbidden,
        # not any API
        lettered = tuple(f"{m[1]} {m[2]}" for m in _LETTER_NAMED.finditer(body))
        # "does not close #1250 with an incomplete PR": the issue is what is not closed
        refs = tuple(ISSUE_REF.findall(body[:2000]))
        identifiers = tuple(
            dict.fromkeys(identifiers + named_out + quoted_commands + labels + lettered + refs)
        )
    stripped = body
    for ident in identifiers:
        stripped = stripped.replace(f"'{ident}'", " ").replace(ident, " ")
    slashed: list[tuple[tuple[str, ...], tuple[str, ...]]] = []
    if not neg:
        stripped = _outside_code(stripped, lambda part: _SLASHED.sub(_slash_pairs(slashed), part))
    # A verb's particle ("keeps X out of Y", "calls out", "lays out") is no content; the
    # word inside a compound ("out-of-workspace") is.
    plain = _PARTICLE.sub(" ", re.sub(r"`[^`]*`", " ", stripped))
    if not neg:
        # "from squeue -j $JOBID -o %N": a shell variable is a slot the answer fills with
        # its value (the job's number), not a word to say
        plain = _SHELL_VARIABLE.sub(" ", plain)
    # "RDMA/NVLink transport", "TP/PP sizes": names joined by a slash, each named
    plain = _NAMES_SLASHED.sub(lambda m: m[0].replace("/", " "), plain)
    # "practical validation", "actionable next steps": the quality a judge weighs; the words
    # ask for what it qualifies ("where practical" is a condition, and stays)
    plain = _QUALITY.sub(" ", plain)
    # "cites file:line for findings": a reference to a line of a file, shown by `a.py:41`
    plain = _FILE_LINE.sub(" line ", plain)
    # "at least one nowcasting example": how many, not what
    plain = _AT_LEAST.sub(" ", plain)
    words = content_words(plain, compounds=False)
    if words and stem(words[0]) in LEAD_STEMS and _opens_with(plain, words[0]):
        words = words[1:]  # "Mentions X", "The agent mentioned X" (not "Include a ...")
    elif words and words[0].lower() in _OPENING_VERBS and _opens_with(plain, words[0]):
        words = words[1:]  # "Reference the measured result" (a "reference template" stays)
    elif neg and words and stem(words[0]) == _SUBSTITUTE:
        words = words[1:]  # "does not substitute generic X advice": giving it is the deed
    elif neg and words and stem(words[0]) in _BRING_STEMS and _BRING_IN.search(plain):
        words = words[1:]  # "does not bring in benchmarking methodology": saying it is
    # Words already counted as identifiers go; other path-like words (a folder named in
    # prose) stay as wording.
    named = {i.lower() for i in identifiers}
    words = [w for w in words if w not in LEAD_VERBS and w not in named and w not in FRAMING_WORDS]
    # "Produces the before/after report": a framing verb used as a noun is the content
    # ("The report recommends X": the answer itself, the subject, is no content)
    words += [
        m[1].lower()
        for m in _FRAMING_NOUN.finditer(plain)
        if plain[: m.start()].strip(" \t*_>-:") and m[1].lower() not in words
    ]
    if neg:
        # "Does not recommend increasing TP": the two-letter acronym is what is forbidden
        words += [a.lower() for a in _ACRONYM.findall(plain) if a.lower() not in STOPWORDS]
    unique = tuple(dict.fromkeys(words))
    if neg and (quoted_commands or named_out):
        # The command is the deed ("into system Python" only says where it goes); the
        # constructs named in "(no @pipeline_def, pipe.build())" are what "no X" forbids.
        unique = ()
    either = () if neg else _alternatives(stripped, set(unique)) + tuple(slashed)
    if neg:
        listed = _forbidden_names(body)
    else:
        plain_text = re.sub(r"[`'\"]", "", text)
        values: tuple[str, ...] = ()
        for m in _VALUES.finditer(plain_text):
            members = [v.strip(" .") for v in re.split(r",\s+(?:and\s+)?|\s+and\s+", m.group(1))]
            if re.search(r"\betc\.?$", m.group(1)) or re.match(r"(?:e\.?g|i\.?e)\b", m.group(1)):
                continue  # "(a, b, etc.)", "(e.g., a, b, c)" give examples
            if _ANY_OF.search(re.split(r"[.;]", plain_text[: m.start()])[-1]):
                # "a tradeoff between the options (speed, coverage, auth)": any one of them
                kinds = [tuple(content_words(v, compounds=False)) for v in members]
                either += tuple((a, b) for a, b in zip(kinds, kinds[1:], strict=False) if a and b)
                continue
            values += tuple(members)
        # A value quoted as the answer must give it ("output.modality is 'CT'").
        quoted_values = tuple(re.findall(r"(?<![\w'\"])['\"]([\w.+-]{1,40})['\"](?![\w'\"])", body))
        # "contains 'FP4' or 'NVFP4'": values offered as alternatives, none required alone
        # ("enum of 'redact' or 'mask'" defines the values: each named)
        offered = {
            v
            for pair in _QUOTED_OR.finditer(body)
            if not _VALUE_SET.search(body[max(0, pair.start() - 40) : pair.start()])
            for v in (pair["a"], pair["b"])
        }
        quoted_values = tuple(v for v in quoted_values if v not in offered)
        # A version the behaviour states ("requires CUDA 12.2 or newer") must be given.
        # A version in one side of "(A, or B 0.20+)" is that side's, not required.
        sided = {
            v for m in re.finditer(r"\([^()]*\bor\b[^()]*\)", text) for v in VERSION.findall(m[0])
        }
        versions = tuple(
            v
            for v in VERSION.findall(re.sub(r"`[^`]*`", " ", body))
            if v not in sided and not any(v in i for i in identifiers)  # an image's tag
        )
        # "picks option 1": which of the numbered choices is the content; "on port 8080":
        # the port's number is (an answer writes it `:8080`)
        numbered = tuple(m[0] for m in _NUMBERED.finditer(body))
        # "answers 8 model instances": the count is the answer
        counted = _ANSWERED_COUNT.match(text[:2000])
        if counted is not None:
            numbered += (counted["n"],)
            count = _counted(counted)
        valued = _GIVES_VALUE.match(text[:400])
        if valued is not None:
            # "Gives the dimension 30": the value is what is given; the noun only says of
            # what, as the question did ("What's the dimension of ...?")
            numbered += (valued["n"],)
            framed = {w.lower() for w in valued["noun"].split()}
            unique = tuple(w for w in unique if w.lower() not in framed)
        # "RFC 0020", "issue #77": the number says which one
        designated = tuple(m["n"] or m["n2"] for m in _DESIGNATED.finditer(body[:4000]))
        if designated:
            numbered += designated
            unique = tuple(w for w in unique if w.lower() not in ("number", "numbers"))
        ports = tuple(m[1] for m in _PORT.finditer(body))
        if ports:
            numbered += ports
            unique = tuple(w for w in unique if w.lower() not in ("port", "ports"))
        # "Classifies the workload as compute-bound": the class, a compound, is named whole
        # ("Memory-bound" shares a word with it and is another class)
        classed = _CLASS_COMPOUND.match(text[:400])
        sorted_as = (classed["c"],) if classed else ()
        listed = tuple(
            dict.fromkeys(
                _enumerated(body)
                + values
                + quoted_values
                + _both_names(text)
                + versions
                + numbered
                + sorted_as
            )
        )
    action = _action(text, stripped) if neg else ""
    before = ((), ()) if neg else _sequence(body, comes is not None)
    listed_order = False
    if not neg and not before[0] and _DEED_BEFORE_DEED.match(body[:2000]):
        # "Merges the adapters with merge_lora_weights before exporting"
        before, listed_order = _sequence(body, True), True
    instead = () if neg else _named_or_said(body, identifiers, set(unique))
    other_names = () if neg else _named_or_named(body, identifiers)
    if not neg and ("before" in text or "(" in text):
        # "probed /health before issuing any `tools/call`", "(and did NOT pin `source` to a
        # sensor)": names of a deed that may never come, or is forbidden, are not asked for
        spans = [m[0] for m in islice(_BEFORE_ANY.finditer(text[:2000]), 3)]
        spans += [m[0] for m in islice(PAREN_NOT.finditer(text[:2000]), 3)]
        identifiers = tuple(i for i in identifiers if not any(f"`{i}`" in s for s in spans))
    return Need(
        identifiers,
        unique,
        neg,
        action,
        either,
        listed,
        before=before,
        listed_order=listed_order,
        guard=_guards(body) if before[0] else False,
        gerund_later=_gerund_later(body, before[1]),
        waits=waits,
        asks=asks,
        excused=excused,
        instead=instead,
        other_names=other_names,
        denied=() if neg else _denied(text, identifiers),
        approximate=() if neg else _approximate(text, identifiers + listed),
        attributive=() if neg else _attributive(text, identifiers),
        exemplified=exemplified,
        state=state,
        valued_fields=() if neg else _valued_fields(body, identifiers),
        advised=_advised_deed(text) if neg and not action else "",
        plain_use=bool(identifiers) and not neg and not _CAUTION.search(text[:4000]),
        count=count,
        place=place,
        section=section,
        main=() if neg else _main_deed(text, unique, identifiers),
        turned_down=("", (), ()) if neg else _turned_down(text),
        minor=() if neg else _listed_among_words(text, identifiers),
        decimals=decimals,
        span=span,
        instrument=_instrument(body) if neg and action else "",
        object_named=_object_named(body, identifiers) if neg and action else "",
        stage=_stage(body) if neg and action else "",
        compounds=_compounds(body, unique) if neg and "-" in body else (),
    )


_TURNED_DOWN = re.compile(
    r"\b(?:the|an?)\s+(?P<a>(?:[\w/.-]+\s+){1,3}?)(?P<n>[A-Za-z][\w-]*)`?\s*,?\s+"
    r"(?:not|rather\s+than|instead\s+of)\s+(?:the|an?)\s+(?P<b>(?:[\w/.-]+\s+){1,3}?)"
    r"(?P=n)\b",
    re.IGNORECASE,
)
"""One of two of a kind chosen over the other, the kind named with each ("the default
deployment path, not the BYOM path", "a pronunciation-coverage gap rather than a
model-capacity gap")."""


def _turned_down(text: str) -> tuple[str, tuple[str, ...], tuple[str, ...]]:
    """For "the A N, not the B N": N, and the words of A and of B that the other lacks (see
    ``Need.turned_down``); empty where the text sets no two of a kind against each other."""
    found = _TURNED_DOWN.search(text[:2000])
    if found is None:
        return ("", (), ())
    chosen = [w.lower() for w in re.findall(r"[A-Za-z][\w]*", found["a"])]
    other = [w.lower() for w in re.findall(r"[A-Za-z][\w]*", found["b"])]
    a = tuple(w for w in chosen if w not in other and w not in STOPWORDS)
    b = tuple(w for w in other if w not in chosen and w not in STOPWORDS)
    if not a or not b:
        return ("", (), ())
    return (found["n"].lower(), a, b)


_COMPOUND = re.compile(r"(?<![\w-])[A-Za-z]{2,}(?:-[A-Za-z]{2,})+(?![\w-])")


def _compounds(body: str, words: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    """The hyphenated compounds of ``body`` whose every part is one of ``words``, by part."""
    known = {w.lower() for w in words}
    return tuple(
        tuple(m.group(0).lower().split("-"))
        for m in islice(_COMPOUND.finditer(body[:2000]), 20)
        if all(part in known for part in m.group(0).lower().split("-"))
    )


_STAGE = re.compile(
    r"\b(?P<label>phase|step|stage|gate|part|round|milestone)\s+#?(?P<n>\d{1,3}[a-z]?)\b(?![.,]\d)",
    re.IGNORECASE,
)


def _stage(body: str) -> str:
    """The one numbered stage a deed is done on ("start Phase 0": ``phase 0``), if it names
    exactly one."""
    found = {f"{m['label'].lower()} {m['n'].lower()}" for m in _STAGE.finditer(body[:2000])}
    return found.pop() if len(found) == 1 else ""


_WITH_NAME = re.compile(
    r"\s(?:with|using|via|through)\s+(?:the\s+)?`?(?P<name>[\w./:@-]{3,80})`?\s*$"
)


def _object_named(body: str, identifiers: tuple[str, ...]) -> str:
    """The name a forbidden deed is done on, right after its verb ("keep `VIA_DEV_API` in
    the other .env file": ``VIA_DEV_API``), or ""."""
    m = re.match(r"\W*[A-Za-z-]+\s+(?:the\s+)?`?(?P<name>[^\s`]{2,120})`?", body)
    if m is None or m["name"] not in identifiers or re.search(r"\s(?:or|and)\s", body[:400]):
        return ""  # "import _native or manage adapter processes": more than the name
    return m["name"]


def _instrument(body: str) -> str:
    """The thing a forbidden deed is done with, named last ("gate the task with
    smart-opus-gate"), where the name is one (hyphenated, dotted or snake_case), not a plain
    word ("with care")."""
    m = _WITH_NAME.search(body.strip(" .")[-200:])
    return m["name"] if m and re.search(r"\w[-_./:@]\w", m["name"]) else ""


_WORD_ITEMS_BEFORE = re.compile(
    r"(?:\b[a-z][a-z-]{1,30}(?:\s+[a-z][a-z-]{1,30})?,\s+){1,6}"
    r"(?:[a-z][a-z-]{1,30}(?:\s+[a-z][a-z-]{1,30})?,?\s+)?(?:and|or)\s+(?:the\s+|an?\s+)?`?$"
)
"""Plain-word items of a list before its last ("molecules, targets and the ")."""


_BARE_NAME = re.compile(r"[A-Za-z_][\w.]{1,80}")


def _listed_among_words(text: str, identifiers: tuple[str, ...]) -> tuple[str, ...]:
    """The names that close a list whose other items are plain words (see ``Need.minor``)."""
    found = []
    for ident in identifiers[:20]:
        if not _BARE_NAME.fullmatch(ident):
            continue  # a setting, a flag, a path or a command is exact wherever it stands
        at = text.find(ident, 0, 4000)
        if at > 0 and _WORD_ITEMS_BEFORE.search(text, max(0, at - 160), at):
            found.append(ident)
    return tuple(found)


_DONE_BEFORE = re.compile(
    r"^\W*(?:the\s+agent\s+)?(?:\w+ly\s+)?[a-z]+s?\s+(?P<main>[^,;:()]{3,120}?)\s+"
    r"(?:before|prior\s+to)\s+[a-z]+ing\b[^,;:()]{0,120}\.?\s*$",
    re.IGNORECASE,
)


_DONE_BECAUSE = re.compile(
    r"^\W*(?:the\s+agent\s+)?(?:\w+ly\s+)?[a-z]+s?\s+(?P<main>[^,;:()]{3,120}?),?\s+"
    r"(?:because|since|given\s+that)\s+[^;:()]{3,160}\.?\s*$",
    re.IGNORECASE,
)
"""A deed and the reason for it ("Reviews the latest commit because nothing is staged"):
the reason alone ("nothing is staged, so nothing to review") does not say the deed."""


def _main_deed(
    text: str, words: tuple[str, ...], identifiers: tuple[str, ...] = ()
) -> tuple[str, ...]:
    """For "V X before Y-ing Z" or "V X because R": the words of X among ``words``, or ()
    (see ``Need.main``)."""
    found = _DONE_BEFORE.match(text[:400]) or _DONE_BECAUSE.match(text[:400])
    if found is None:
        # "Uses hindsight memory reflect rather than recall": the one chosen over the other;
        # "Says temperature and noise must be strings": what they must be
        chosen = _CHOSEN_OVER.match(text[:400])
        claim = None if chosen else MUST_BE.match(text[:400])
        said = chosen["a"] if chosen else claim["what"] if claim else ""
        return tuple(w for w in words if said and w.lower() == said.lower())
    said = {w.lower() for w in content_words(found["main"])}
    # "Points to the 'No processors registered' log line as the only sign, since ...": the
    # name the deed is about says it too
    named = tuple(i for i in identifiers if i in found["main"])
    return tuple(w for w in words if w.lower() in said) + named


MUST_BE = re.compile(
    r"^\W*(?:the\s+(?:agent|answer|response)\s+)?(?:says?|states?|explains?|notes?|tells?\s+"
    r"(?:the\s+user|you)|warns?)\s+(?:that\s+)?"
    # the subject, no clause of its own ("the first row is the native sequence and must be")
    r"(?P<subject>(?:(?!\b(?:is|are|was|were)\b)[^,;:]){2,80}?)\s+(?:must|should|"
    r"needs?\s+to|has\s+to|have\s+to)\s+be\s+(?:an?\s+)?(?P<what>[A-Za-z][\w-]*)\s*\.?\s*$",
    re.IGNORECASE,
)
"""A claim of what a thing must be ("Says temperature and noise must be strings")."""
_CHOSEN_OVER = re.compile(
    r"^\W*(?:the\s+agent\s+)?(?:uses?|runs?|calls?|invokes?|picks?|chooses?|selects?|"
    r"prefers?)\s+[^.;]*?\b(?P<a>[\w-]+)`?"
    # "the smi field rather than smiles": the name, its kind said after it
    r"(?:\s+(?:field|key|flag|option|param(?:eter)?|argument|command|subcommand|endpoint|"
    r"setting|value|tool|method|function|mode|variable|file))?"
    r"\s*,?\s+(?:rather\s+than|instead\s+of|over)\s+"
    r"`?(?P<b>[\w-]+)`?\s*\.?\s*$",
    re.IGNORECASE,
)
"""A choice of one thing over another, each one word at the contrast ("Uses hindsight memory
reflect rather than recall"): the word chosen is what the answer must use."""


_CAUTION = re.compile(
    r"\b(?:not|no|never|none|nor|without|against|instead|rather|unless|except|only|if|when|"
    r"whenever|may|might|can|could|optional|optionally|"
    r"avoid\w*|warn\w*|caution\w*|risk\w*|danger\w*|forbid\w*|prohibit\w*|reject\w*|"
    r"refus\w*|skip\w*|omit\w*|drop\w*|remov\w*|disabl\w*|deprecat\w*|stale|wrong|"
    r"incorrect|bad)\b|n't\b",
    re.IGNORECASE,
)
"""Words by which a need may itself speak against a thing it names (a warning, an
alternative, a removal) or ask for it only under a condition or as an option: where it has
none, it asks plainly that its names be used."""


_ADVISED_DEED = re.compile(
    r"\b(?:suggest|recommend|propos|advis|encourag)\w*\s+(?P<deed>[a-z]{3,}ing)\b", re.IGNORECASE
)


def _advised_deed(text: str) -> str:
    """The stem of the deed a prohibition forbids advising ("does not suggest keeping a
    non-None default"), or ""."""
    m = _ADVISED_DEED.search(text[:2000])
    return stem(m["deed"]) if m else ""


_FIELD_VALUE = re.compile(r"(?<![\w.-])([a-z]{2,}(?:_[a-z]{2,}){1,2})\s+(\d{1,6})(?![\w.])")
"""A field of two or three plain words followed by the number it holds ("exit_code 137")."""


def _valued_fields(body: str, identifiers: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    """The fields of ``identifiers`` the text gives a number (see :data:`_FIELD_VALUE`)."""
    return tuple((m[1], m[2]) for m in _FIELD_VALUE.finditer(body) if m[1] in identifiers)


_ABSENT_BEFORE = re.compile(
    r"(?:\b(?:does|do|did)\s+not|\b(?:doesn|don|didn)'t)\s+(?:have|document|support|provide|"
    r"accept|expose|offer)\s+(?:(?:a|an|any|the)\s+)?(?:documented\s+|supported\s+)?$"
    r"|\b(?:has|have|there\s+is|there's)\s+no\s+(?:documented\s+|supported\s+)?$"
    r"|\bno\s+(?:documented|supported)\s+$|\blacks?\s+(?:(?:a|an|any)\s+)?$",
    re.IGNORECASE,
)
_ABSENT_AFTER = re.compile(
    r"\s*(?:option|flag|parameter|argument|field|key|setting)?\s*(?:does\s+not|doesn't)\s+"
    r"exist|\s*(?:option|flag|parameter|argument|field|key|setting)?\s*(?:is|are)\s+(?:not\s+"
    r"(?:supported|documented|available)|unsupported|undocumented)",
    re.IGNORECASE,
)


_APPROXIMATE_BEFORE = re.compile(
    r"(?:~|≈|\b(?:about|approximately|around|roughly))\s*(?:[^\s,;()]+,\s*)*$", re.IGNORECASE
)
"""What writes the values after it as approximate: "~", "≈", "about" (also over a list of
them: "(~a=0.52, b=2.43)")."""


def _attributive(text: str, identifiers: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    """The settings of ``identifiers`` that ``text`` writes before a noun they qualify ("an
    eps=1e-4 perturbation"), each with that noun."""
    plain = text.replace("`", "")
    found = []
    for ident in identifiers:
        if "=" not in ident:
            continue
        m = re.search(
            r"\b(?:an?|the|each|every|one)\s+" + re.escape(ident) + r"\s+([a-z]{4,})\b", plain
        )
        if m is not None and m[1] not in STOPWORDS:
            found.append((ident, m[1]))
    return tuple(found)


def _approximate(text: str, identifiers: tuple[str, ...]) -> tuple[str, ...]:
    """The names of ``identifiers`` that ``text`` writes as approximate values."""
    plain = text.replace("`", "")
    approximate = []
    for ident in identifiers:
        if not any(ch.isdigit() for ch in ident):
            continue
        at = plain.find(ident)
        if at < 0:
            kv = ident.split("=", 1)
            at = plain.find(kv[0]) if len(kv) == 2 else -1
        if at >= 0 and _APPROXIMATE_BEFORE.search(plain, max(0, at - 40), at):
            approximate.append(ident)
    return tuple(approximate)


def _denied(body: str, identifiers: tuple[str, ...]) -> tuple[str, ...]:
    """The names a statement says are absent ("states that indexgvcf does not document an
    --out option", "with no documented --out override", "--foo is not supported")."""
    plain = body.replace("`", " ")
    denied = []
    for ident in identifiers:
        at = plain.find(ident)
        if at >= 0 and (
            _ABSENT_BEFORE.search(plain, max(0, at - 40), at)
            or _ABSENT_AFTER.match(plain, at + len(ident))
        ):
            denied.append(ident)
    return tuple(denied)


_OR_SIDE = r"(?:the\s+|a\s+|an\s+|its\s+)?((?:[\w-]+\s+){0,3}[\w-]+)"


def _named_or_said(
    body: str, identifiers: tuple[str, ...], wanted: set[str]
) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """Each name that is one side of "NAME or words" ("AIQ_SERVER_URL or the default local
    backend"), with the other side's words."""
    pairs = []
    plain = body.replace("`", "")
    for ident in identifiers:
        name = re.escape(ident)
        after = re.search(rf"(?<![\w-]){name}\s+or\s+{_OR_SIDE}", plain)
        side = after[1] if after else ""
        side = re.split(r"\s+(?:before|after|to|for|when|if|with|in|on|and)\s", f"{side} ")[0]
        words = tuple(w for w in content_words(side, compounds=False) if w in wanted)
        if words and not extract_identifiers(side):
            pairs.append((ident, words))
    return tuple(pairs)


def _named_or_named(body: str, identifiers: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    """Pairs of names joined by "or" ("bundle/label_dict.json or an explicit --label-mapping
    requirement"), each way round: either one named is enough."""
    plain = body.replace("`", "")[:4000]
    pairs: list[tuple[str, str]] = []
    for a in identifiers[:20]:
        for b in identifiers[:20]:
            if a != b and re.search(
                rf"(?<![\w-]){re.escape(a)}\s+or\s+(?:[\w-]+\s+){{0,2}}?{re.escape(b)}(?![\w-])"
                # the command said again before the other name ("uv run nat --version or uv
                # run nat --help"): two spellings of one check
                rf"|(?<![\w-])(?P<cmd>(?:[\w.-]+\s+){{1,4}}){re.escape(a)}\s+or\s+(?P=cmd)"
                rf"{re.escape(b)}(?![\w-])",
                plain,
            ):
                pairs += [(a, b), (b, a)]
    for m in islice(_SHORT_OR_LONG.finditer(plain), 20):
        # "-c or --clean", "-f/--fast_build", "--nvtx (-n)": one flag in its two spellings
        short, long = m["short"] or m["short2"], m["long"] or m["long2"]
        if long in identifiers:
            pairs.append((long, short))
    return tuple(dict.fromkeys(pairs))


_SHORT_OR_LONG = re.compile(
    r"(?<![\w-])(?P<short>-[A-Za-z][A-Za-z0-9]?)\s*(?:\bor\b|/)\s*(?P<long>--[A-Za-z][\w-]*)"
    r"|(?<![\w-])(?P<long2>--[A-Za-z][\w-]*)\s*(?:\bor\b\s*|/\s*|\(\s*)(?P<short2>-[A-Za-z][A-Za-z0-9]?)"
    r"(?![\w-])"
)
"""A flag named in its short and long spellings, either first: either one is the flag."""


_QUOTED_COMMAND = re.compile(r"(?<![\w'])'([a-z][\w.+-]*(?:\s+-{0,2}[\w.+<>/=-]+){1,6})'(?![\w'])")
"""A command line in single quotes ('sudo pip install', 'conda install -c legate x')."""


_LETTER_NAMED = re.compile(
    r"(?<![\w.+#-])([A-Z])\s+(API|SDK|librar(?:y|ies)|bindings?|code|interface|compiler|headers?|"
    r"extensions?|wrappers?|client)\b"
)
"""A thing named by a one-letter language ("the C API", "R bindings"), which a word list
would lose the letter of."""
ISSUE_REF = re.compile(r"(?<![\w&#/])#\d{1,7}\b")
"""An issue or pull request named by its number ("#1250"): one thing, the number its name."""
_QUOTED_LEAD_LABEL = re.compile(
    r"[\"“'](?P<label>[A-Z][\w'-]*(?: [\w'-]+){0,4}:)\s*(?:…|\.\.\.)[\"”']"
)
"""A line's label quoted with its rest elided ("Next step: …")."""


_NO_PAREN = re.compile(r"\(\s*(?:no|not|never)\s+((?:[^()]|\([^()]*\))*)\)", re.IGNORECASE)
"""A parenthesis that lists what is ruled out ("(no @pipeline_def, pipe.build())")."""


AND_NOT = re.compile(
    # the subject may be said again ("... and the agent does not profile after that verdict")
    r"[,;]?\s+(?:and|but)\s+(?:(?:the\s+)?(?:agent|model|assistant|answer|response|it)\s+)?"
    r"(?:does|do|did|should|must|will)\s+not\s+(?P<deed>(?:[^.;]|\.\w)+)"
    r"|[,;]?\s+(?:and|but)\s+(?:(?:the\s+)?(?:agent|model|assistant|answer|response|it)\s+)?"
    r"(?:never|avoids?|avoiding)\s+(?P<never>(?:[^.;]|\.\w)+)"
    r"|[,;]?\s+(?:and|but)\s+(?:should\s+|must\s+)?(?:warns?|cautions?|tells?)\s+"
    r"(?:the\s+user\s+|users\s+)?(?:not\s+to|against)\s+(?P<warn>(?:[^.;]|\.\w)+)",
    re.IGNORECASE,
)
"""A requirement with a prohibition after it ("... and does not continue into packaging",
"... and avoid pipeline or plugin guidance", "... and warn not to use plain torchrun")."""
PAREN_NOT = re.compile(
    r"\(\s*(?:(?:and|but)\s+)?(?:does|do|did|should|must|will)\s+not\s+(?P<deed>[^()]+?)\s*\)",
    re.IGNORECASE,
)
"""A prohibition in parentheses after a requirement ("writes a monkey-patch module (does
NOT modify `transformers` source code in place)", "... set to 10 (and did NOT pin `source`
to a specific sensor)")."""


@lru_cache(maxsize=1024)
def _avoided(ident: str) -> re.Pattern[str]:
    """``ident`` as the object of avoiding ("avoid `replace_hints`", "without --force")."""
    return re.compile(
        r"\b(?:avoid(?:s|ed|ing)?|without)\s+(?:(?:the|a|an|any)\s+)?['`]?" + re.escape(ident),
        re.IGNORECASE,
    )


_BY_ITSELF = re.compile(r"\s+(?:itself|on\s+its\s+own)(?=\s*(?:[,.;]|$))", re.IGNORECASE)
"""The agent's own deed, said after it ("does the rename itself"): no word of the deed (the
user's, "must scale the endpoint themselves", is another deed)."""
_WITHOUT_DEED = re.compile(r"\s+without\s+(?P<deed>[a-z]+ing(?:\s+[^,;.]*)?)\.?\s*$", re.IGNORECASE)
"""A requirement's closing manner, a deed left out ("... then uses physics-agent run without
backgrounding the process", "... itself without delegating"): forbidden, not wording to
cover."""
_BEFORE_ANY = re.compile(
    r"\bbefore\s+(?:\w+ing\s+)?any\s+(?:other\s+|further\s+)?[^,;.()]{1,80}", re.IGNORECASE
)
"""A deed placed before any of another ("before issuing any `tools/call`"): that other deed
may never come."""
_RATHER_DEED = re.compile(
    r",?\s+(?:rather\s+than|instead\s+of)\s+(?P<deed>[a-z]+ing\s+"
    r"(?!(?:it|them|this|that|these|those|one|so)\b)[^,;.]*)\.?\s*$",
    re.IGNORECASE,
)
"""A requirement's closing alternative, a deed turned down ("... updates the plan comment in
place rather than posting a new plan"): doing it instead fails the requirement; one said by a
pronoun ("rather than executing it") is left to the words."""
_EXCEPT_WHEN = re.compile(r"\b(?:unless|except|if|when|until)\b", re.IGNORECASE)
WITHOUT_CODE = re.compile(
    r"\s+without\s+(?P<deed>(?:writing|producing|generating|providing|emitting)\s+"
    r"(?:(?:a|an|the|any)\s+)?(?:[\w-]+\s+){0,3}?(?:scripts?|programs?|source\s+files?|code)"
    r"|(?:pasting|giving|including|showing|printing|providing|listing|suggesting)\s+"
    r"(?:(?:a|an|the|any)\s+)?(?:[\w-]+\s+){0,3}?commands?)\b",
    re.IGNORECASE,
)
"""A requirement kept short of code ("Lists the call sequence without writing a complete
source file", "asks which method to use without pasting install commands"): the code is
forbidden, not wording to cover."""


@lru_cache(maxsize=4096)
def forbidden_tail(text: str) -> Need | None:
    """The prohibition a requirement ends with ("X and does not Y": not Y; "X without
    writing a full script": no such script), if any."""
    tail = AND_NOT.search(text)
    gate = _STOPS_BEFORE.match(text) if tail is None else None
    if gate is not None:
        # "stops for explicit approval before creating agent.yaml, Python source or ...":
        # in one answer nothing is approved yet, so creating them breaks it; an answer that
        # holds them for the user's say ("Reply approve and I'll execute it") keeps it
        need = parse_need(f"Does not {gate['deed']}", True)
        return replace(need, held=True) if _FOR_CONSENT.search(gate[0]) else need
    if tail is None:
        aside = PAREN_NOT.search(text) or WITHOUT_CODE.search(text)
        if aside is None:
            left_out = _WITHOUT_DEED.search(text)
            turned_down = None if left_out else _RATHER_DEED.search(text)
            left_out = left_out or turned_down
            if left_out is None or _EXCEPT_WHEN.search(left_out["deed"]):
                return None  # "without proposing source changes unless logs show a bug"
            deed = _secret_referent(text[: left_out.start()], left_out["deed"])
            need = parse_need(f"Does not {deed}", True)
            if turned_down is not None:
                # "rather than running apt upgrade": the deed turned down, all of it ("before
                # any upgrade command runs" is not it)
                need = replace(need, whole=True)
            return need if need.action else None  # a deed, named by its verb
        return parse_need(f"Does not {aside['deed']}", True)
    deed = _BACK_REFERENCE.sub("", tail["deed"] or tail["never"] or tail["warn"])
    deed = _passive_object(text[: tail.start()], deed)
    return parse_need(f"Does not {_secret_referent(text[: tail.start()], deed)}", True)


_PASSIVE_DEED = re.compile(
    # a dot inside a name ("generated.env") does not end it
    r"\s*(?:be|get)\s+(?P<done>[a-z]+(?:ed|en|wn|ne))\b(?P<rest>(?:[^.;]|\.(?=\w))*)\.?$",
    re.IGNORECASE,
)
"""A forbidden deed said in the passive ("... and must not be added to"), whose object is
the subject of the clause before it."""
_CLAUSE_SUBJECT = re.compile(
    r"(?:^|[:;.!?]\s+)(?P<subject>(?:[\w`.'-]+\s+){0,4}?[\w`.'-]+)\s+(?:is|are|was|were|"
    r"remains?|stays?)\s+[^:;.!?]*$",
    re.IGNORECASE,
)


def _passive_object(head: str, deed: str) -> str:
    """``deed`` with its object where it is said in the passive: "the cutedsl extra is an
    empty alias and must not be added to" forbids adding to that extra, not adding anything
    ("only add a package there if it is needed"). Any other deed is returned as it is."""
    passive = _PASSIVE_DEED.match(deed)
    if passive is None:
        return deed
    subject = _CLAUSE_SUBJECT.search(head[-400:])
    if subject is None:
        return deed
    # "Warns that RAG_API_KEY is sensitive and should not be written to ...": what it warns
    # of is the key, not the warning
    said = _SAYS_THAT.sub("", subject["subject"])
    return f"{passive['done']} {said}{passive['rest']}"


_SAYS_THAT = re.compile(
    r"^(?:the\s+agent\s+)?(?:warns|says|states|notes|explains|mentions|confirms)\s+that\s+",
    re.IGNORECASE,
)


_PRONOUN_OBJECT = re.compile(r"^\s*(?P<verb>[a-z]+)\s+(?:it|them)\s*$", re.IGNORECASE)
_SECRET_VARIABLE = re.compile(
    r"(?<![\w$])[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*_(?:KEY|TOKEN|SECRET|PASSWORD|PASSWD)\b"
)
"""An environment variable named for a secret (``NGC_API_KEY``, ``HF_TOKEN``)."""


def _secret_referent(head: str, deed: str) -> str:
    """A forbidden deed whose object is a pronoun that stands for the secret the requirement
    names ("Reads NGC_API_KEY from the environment without printing it"): a deed done to a
    secret, so showing any secret's value breaks it, not the verb said of anything else
    ("print the confidence fields"). Any other deed is returned as it is."""
    said = _PRONOUN_OBJECT.match(deed)
    if said is None or _SECRET_VARIABLE.search(head[:4000]) is None:
        return deed
    return f"{said['verb']} secrets"


_STATES_NUMBER = re.compile(
    r"^\W*(?:state|states|give|gives|report|reports|quote|quotes|guess|guesses|provide|"
    r"provides|cite|cites|invent|invents|fabricate|fabricates|estimate|estimates|make\s+up)\s+"
    r"(?:an?\s+|any\s+)?(?P<of>(?:[\w%/-]+\s+){1,3}?)(?:number|value|figure|estimate|"
    r"percentage)s?\s*\.?\s*$",
    re.IGNORECASE,
)
"""A prohibition of giving a figure of some quantity ("state an MFU number", "quote any
throughput figures")."""
_FIGURE_ADJECTIVES = frozenset(
    [
        "new",
        "fake",
        "made-up",
        "specific",
        "exact",
        "other",
        "additional",
        "extra",
        "own",
        "real",
        "concrete",
        "precise",
        "actual",
        "invented",
        "unverified",
        "unmeasured",
        "estimated",
    ]
)
"""Words that qualify a figure ("new numbers", "specific values") rather than name the
quantity it is of."""


_ONLY_GIVEN_FIGURES = re.compile(
    r"\b(?:uses?|reports?|cites?|quotes?|relies\s+on|sticks?\s+to)\s+only\s+(?:the\s+)?"
    r"(?:[\w-]+\s+){0,3}?(?:metrics|numbers|figures|values|measurements|data)\b"
    r"|\b(?:does\s+not|doesn'?t|never|without)\s+(?:invent|fabricat|mak(?:e|ing)\s+up|mak\w*\s+up)\w*"
    r"\s+(?:any\s+|new\s+|additional\s+|extra\s+|other\s+)*(?:metrics|numbers|figures|values)\b",
    re.IGNORECASE,
)
"""A behaviour that the answer's figures be the ones it was given ("Uses only the metrics
the profiler returned", "does not invent new numbers")."""
FIGURE = re.compile(r"(?<![\w.,-])\d+(?:,\d{3})*(?:\.\d+)?(?![\w-]*[A-Za-z])(?!\.\d)")
"""A figure written in prose ("38", "91%", "1,247"), not a part of a name ("H100", "8B")."""


def only_given_figures(text: str) -> bool:
    """Whether a behaviour asks that the answer use only the figures it was given."""
    return _ONLY_GIVEN_FIGURES.search(text[:4000]) is not None


def figures(text: str) -> tuple[str, ...]:
    """The figures written in ``text`` (its first 200,000 characters, 2,000 at most), as
    plain digits: "1,247" is "1247"."""
    return tuple(m[0].replace(",", "") for m in islice(FIGURE.finditer(text[:200_000]), 2000))


def stop_gate(text: str) -> bool:
    """Whether a behaviour is a gate on deeds ("Stops before editing any version files")."""
    return _STOPS_BEFORE.match(text) is not None


WITH_TOOL = re.compile(r"\s(?:with|via|using|through)\s+`?(?P<tool>[a-z][\w-]*)`?\s*\.?\s*$")
"""The tool a prohibition ends on ("Does not probe compute nodes with srun")."""
_STOPS_BEFORE = re.compile(
    r"^\W*(?:(?:the\s+)?(?:agent|model|assistant)\s+)?(?:stops|pauses|waits|halts)\s+"
    r"(?:for\s+(?=[^.;]{0,60}?\b(?:approval|consent|confirmation|permission|go-ahead|"
    r"sign-off|review|input|reply|response|answer|decision|user|operator|human)s?\b)"
    r"[^.;]{1,80}?\s+)?before\s+(?P<deed>[a-z]+ing\s(?:[^.;]|\.\w)+)",
    re.IGNORECASE,
)
"""A gate on deeds ("The agent stops for explicit Ethos approval before creating agent.yaml,
Python source or deployment resources"): the deeds, named by their verb, wait for someone's
say. What a machine gives ("waits for readiness before sending the request") is no gate:
one answer can wait for it and then do the deed."""
_NONE_MAY = re.compile(
    r"^\s*(?:[A-Za-z][\w-]*\s+){1,2}(?:should|must|may|can|will|shall)\s+(?:ever\s+)?(?=[a-z]+\s)"
)
"""The subject and modal of "No PR should ...", "No agent may ...": the deed follows."""
_BOUND = re.compile(
    r"`?(?P<key>[A-Za-z_][\w.]*\w)`?\s+(?:is\s+|are\s+|of\s+)?(?P<op>>=|<=|≥|≤|>|<|at\s+least|"
    r"at\s+most)\s*(?P<n>\d+(?:\.\d+)?)(?![\d.])",
    re.IGNORECASE,
)
_THING_IN_PLACE = re.compile(
    r"\b(?P<head>[a-z]{3,}s)\s+(?:in|into|inside|within)\s+(?:the|a|an|its|their|your)\s+"
    r"[a-z-]+\s*\.?\s*$"
)
"""A prohibited thing, plural, named before the place it must not go ("... profiler flags in the
delegation"): its head noun is what a mention must name."""
_OWNED = re.compile(
    r"\b(?!(?:user|users|your|their|its|it|one|each|everyone|anyone)['\u2019])"
    r"(?P<owner>[A-Za-z][a-z]{2,})['\u2019]s\s+[a-z]",
)
"""A thing named by its owner ("the base PR author's branch"); the user's things are said
"your ..." in answers, and are left out."""
_FOR_CONSENT = re.compile(
    r"\bfor\s+(?:the\s+|explicit\s+|the\s+user'?s\s+|user\s+|your\s+)?(?:explicit\s+)?"
    r"(?:[A-Z]\w+\s+)?(?:approval|consent|confirmation|permission|go-ahead|sign-off)\b",
    re.IGNORECASE,
)
"""A gate held for someone's say ("waits for user approval before ...")."""


_BACK_REFERENCE = re.compile(
    r"\s+(?:for|on|in|with|to|of)\s+(?:that|this|those|these|the\s+same)\s+[^,;]*$",
    re.IGNORECASE,
)
"""A prohibition's closing phrase that points back ("... not to use plain torchrun for that
direct launcher path"): the context the requirement already named, not the deed."""


_SHELL_VARIABLE = re.compile(r"\$\{?[A-Z][A-Z0-9]*\}?(?![\w{])")
_PARTICLE = re.compile(r"(?<![\w-])out(?![\w-])", re.IGNORECASE)


_CONTRAST = re.compile(
    # "does not prove X" is a statement to cover, and so are "reports it as not running" (a
    # state) and "is to NOT proceed" (what to do); "X, not Y" and "is not Z" turn away
    r"(?:,\s+|(?<!\bdoes)(?<!\bdo)(?<!\bdid)(?<!\bcan)(?<!\bmay)(?<!\bmust)(?<!\bwill)"
    r"(?<!\bshould)(?<!\bwould)(?<!\bcould)(?<!\bas)(?<!\bto)\s+)not"
    r"\s+(?=[a-z`'\"])|,?\s+(?:rather\s+than|instead\s+of)\s+(?=[a-z`'\"])"
    r"|\s+[—–]\s+(?:no|not|never)\s+|;\s+(?:no|not|never)\s+"
    # "..., with no reference to X": what the answer leaves out, not something to cover
    r"|,\s+with\s+no\s+(?=[a-z`'\"])",
    re.IGNORECASE,
)
"""Where a behaviour turns to what it rules out ("Uses device='gpu', NOT device='mixed'",
"... — no fn.* operators"): the rest is not something to cover."""


_NEXT_DEED = re.compile(r"[,;:]\s+(?:and\s+|then\s+)?(?P<verb>[a-z]+)\s")
_DEED_STEMS = frozenset(
    stem(w)
    for w in (
        *("confirm", "choose", "capture", "verify", "check", "report", "run", "ask", "treat"),
        *("keep", "preserve", "identify", "classify", "inspect", "select", "call", "prefer"),
        *("record", "collect", "validate", "compare", "explain", "recommend", "propose"),
    )
)


_SAYS_NOT_TO = re.compile(
    r"^(?P<lead>\W*(?:the\s+agent\s+)?(?:says|states|tells\s+the\s+user|advises|warns|recommends)\s+)"
    r"not\s+to\s+(?=[^`=]*$)",
    re.IGNORECASE,
)
"""A behaviour that tells the user not to do a deed with no name or setting in it."""
_OPTION_CONTRAST = re.compile(
    r",?\s+(?:not|NOT|rather\s+than|instead\s+of)\s+`?--?[a-z][\w-]{0,40}`?(?=\s*(?:[,;.)]|$))"
)
"""A contrast whose object is one command-line option ("reset --mixed, not --hard", "-ptx
rather than -sass, build both refs"): it ends with the option."""


def _without_contrasts(body: str) -> str:
    """``body`` without what it rules out. A contrast runs to the end, or to the next deed of
    a list of deeds ("treat X as a boundary rather than the metric, confirm ..., and
    propose ..."): those deeds are still to cover."""
    lead = _PREMISE.match(body)
    if lead is not None:
        # "Since this pattern is not in the chart, add it to ...": the premise's "not" turns
        # nothing away; what follows it is the deed
        return lead[0] + _without_contrasts(body[lead.end() :])
    kept: list[str] = []
    rest = body
    for _ in range(20):  # bounded: each turn consumes one contrast
        parts = _CONTRAST.split(rest, maxsplit=1)
        kept.append(parts[0])
        if len(parts) == 1:
            break
        resumed = next(
            (m for m in _NEXT_DEED.finditer(parts[1]) if stem(m["verb"]) in _DEED_STEMS), None
        )
        clause = _NEXT_CLAUSE.search(parts[1])
        told = _COLON_STATEMENT.search(parts[1])
        if told is not None and not any(
            m is not None and m.start() < told.start() for m in (resumed, clause)
        ):
            # '"smiles" is not a valid ligand_file_type: SMILES input uses "txt"': what the
            # colon opens is a statement of its own
            rest = parts[1][told.end() :]
            continue
        if clause is not None and (resumed is None or clause.start() < resumed.start()):
            # "X holds A, not B, and skills should mention C": a statement of its own resumes
            rest = parts[1][clause.start("subject") :]
            continue
        if resumed is None:
            break
        rest = parts[1][resumed.start("verb") :]
    return ", ".join(kept)


_COLON_STATEMENT = re.compile(r":\s+(?=[A-Z][\w-]*\s+[a-z])")
"""A colon after a contrast, opening a statement of its own that says what holds instead
(capitalised, a sentence: not a key's value, "'phi_present: false'")."""
_NEXT_CLAUSE = re.compile(
    r"[,;]\s+(?:(?:and|but|while)\s+)?(?P<subject>(?:the\s+|its\s+|each\s+|every\s+)?[a-z][\w.*:-]*)\s+"
    r"(?:should|must|shall|will|can|need\s+to|needs\s+to|has\s+to|have\s+to)\s+(?!not\b)[a-z]",
    re.IGNORECASE,
)
"""A statement of its own after a contrast (", and skills should mention ...", ", algorithm
must be CMA-ES"): a new subject and what it must do."""


_PREMISE = re.compile(
    r"^\W*(?:since|because|as|given\s+that|now\s+that)\s+[^,;:.]{1,200},\s+(?=[a-z])", re.IGNORECASE
)
"""A premise that opens a statement ("Since this failure pattern is not in the chart, ...")."""


_CONVERTED = re.compile(
    r"^\s*(?P<old>\S+(?:\s+\S+)?)\s+(?:(?:is|was|gets?)\s+)?(?:converted|changed|migrated|"
    r"ported|replaced)\s+(?:to|into|with|by)\s",
    re.IGNORECASE,
)


def _opens_with(text: str, word: str) -> bool:
    """Whether ``text`` opens with ``word`` (after "The agent", "should"): the lead verb ("The
    agent checked ..."), not an object after a verb that is a stopword ("Include a concrete
    verification path", "Include verification steps")."""
    lead = r"\W*(?:the\s+(?:agent|answer|model|response|assistant)\s+)?(?:should\s+|must\s+)?"
    return re.match(lead + re.escape(word) + r"\b", text, re.I) is not None


_SUBSTITUTE = stem("substitute")
_WITHOUT_DOING = re.compile(
    r",?\s+without\s+(?:(?:first|ever|even|also|properly|carefully|explicitly)\s+)?"
    r"(?P<cond>(?!(?:writing|producing|generating|providing|emitting)\b)[a-z]+ing\b[^.;]{3,120}"
    # "does not claim bit-identical output without a comparison run": the evidence it needs
    r"|(?:(?:a|an|any)\s+)?(?:[\w-]+\s+){0,3}?(?:comparison|benchmark|measurement|evidence|proof|"
    r"verification)s?(?:\s+runs?)?\b)",
    re.IGNORECASE,
)
"""A prohibition's condition ("... without mapping back to Megatron Bridge", "without first
checking the driver", "without a comparison run"): the deed is forbidden only where the
answer does not also do this."""
_CONDITION_WORDS = frozenset({"back", "it", "them", "this", "that"})


_WITHOUT_CONSENT = re.compile(
    # "without approval", "without an explicit yes", and "before authorization": the deed
    # held until the user agrees
    r"\b(?:without|before)\s+(?:the\s+|an?\s+|explicit\s+|first\s+)?"
    r"(?:user'?s?\s+|your\s+|skill'?s\s+)?(?:explicit\s+|clear\s+)?"
    # "without an explicit yes": the user's yes is the consent
    r"(?:approval|consent|confirmation|permission|authori[sz]ation|asking|yes|go-ahead)\b",
    re.IGNORECASE,
)


_UNLESS_CHOSEN = re.compile(
    r"\bunless\s+(?:the\s+user|you|they)\s+(?:\w+\s+)?"
    r"(?:choos|chose|ask|request|approv|confirm|opt|select|pick)\w*",
    re.IGNORECASE,
)
"""A deed forbidden unless the user chooses it ("... unless the user explicitly chooses
them"): held for the user's say, like one forbidden without approval."""


_DIFFERENCE = re.compile(r"\bthe\s+(?:difference|distinction)s?\s+between\b", re.IGNORECASE)
_NO_LEAD = re.compile(r"^\W*no\s", re.IGNORECASE)
_AND_STATEMENT = re.compile(r"\s+and\s+(?=(?:[\w.-]+\s+){1,2}\w+ed\b)")


_AVOIDS = re.compile(
    r"^\W*(?:the\s+(?:agent|answer|model|response)\s+)?(?:should\s+)?avoid(?:s|ed)?\b",
    re.IGNORECASE,
)
_NOUN_DEEDS = re.compile(r"(?:[\w-]+(?:\s+[\w-]+){0,3},\s+){1,5}(?:or\s+)?[\w-]+(?:\s+[\w-]+){0,3}")
"""A list of things done, each a short noun phrase ("cache deletion, upgrades, or publishing")."""


_SAYS_LIST = re.compile(
    r"(?:mention|referenc|cit|discuss|bring\s+up|talk\s+about)\w*\s+(?P<items>.+)", re.IGNORECASE
)
"""A prohibition of saying any of a list of things ("reference A, B, or C")."""


def _noun_deed(need: Need) -> Need:
    """A deed named by a noun phrase: no verb to look for, and its generic nouns
    ("destructive commands") say less than its other words."""
    specific = tuple(w for w in need.words if w.lower() not in GENERIC_NOUNS)
    return replace(need, action="", words=specific or need.words)


VERSION = re.compile(r"(?<![\w.=-])\d{1,3}\.\d{1,3}(?:\.\d{1,3})?(?!\w|\.\d|-[A-Za-z0-9])")
"""A version number stated in prose ("CUDA 12.2", "Python 3.10"), not part of a name
(``gst-launch-1.0``) nor a setting's value (``w_max=1.0``: the setting is asked for)."""


_DEED_VERBS = frozenset(
    [
        "trace",
        "sweep",
        "run",
        "solve",
        "compute",
        "plot",
        "build",
        "tune",
        "train",
        "launch",
        "deploy",
        "fetch",
        "call",
        "invoke",
        "write",
        "create",
        "generate",
        "measure",
        "fill",
        "split",
        "merge",
        "use",
        "install",
        "upgrade",
        "delete",
        "remove",
        "edit",
        "modify",
        "print",
        "push",
        "commit",
        "publish",
        "upload",
        "download",
        "start",
        "stop",
        "restart",
        "execute",
        "add",
        "change",
        "copy",
        "move",
        "rename",
        "reset",
        "clean",
        "disable",
        "enable",
        "re-run",
        "rerun",
        # "generate custom Python, route through BYOB, or omit the language codes"
        *("route", "omit", "skip", "drop", "flatten", "invent", "guess", "bypass", "submit"),
        # "begin manual review, run the merge checker, approve, or integrate the base"
        *("begin", "approve", "integrate", "rebase", "retag"),
    ]
)
"""Verbs that open the items of a list of forbidden deeds."""
_LISTED_DEEDS = _DEED_VERBS | {"ask", "profile", "prototype", "benchmark", "request", "probe"}
"""... and, as items of such a list, verbs that are nouns elsewhere ("ask an intent question,
profile, prototype, benchmark, or use a GPU")."""

_OBJECT_VERBS = frozenset(
    ["open", "profile", "validate", "mutate", "read", "apply", "load", "scan", "probe"]
    + ["inspect", "optimize", "alter", "overwrite", "access", "touch", "resize", "query"]
)
"""More verbs that share one object in a list of deeds ("open, profile or mutate the stage")."""
_SHARED_OBJECT = re.compile(
    r"(?P<verbs>[a-z]+(?:,\s*[a-z]+)*,?\s+(?:or|and)\s+[a-z]+)\s+"
    r"(?P<object>(?:the|a|an|any|this|that|its|their|his|her)\s.+)",
    re.IGNORECASE,
)
"""Verbs in a list over one object ("open, profile, validate, or mutate the stage")."""


def _object_then_deeds(text: str) -> list[str]:
    """The shared object of a list of verbs, then the deeds the list goes on to ("the
    script, disable authentication, or re-run with reduced security": the script, then two
    deeds); all of ``text`` when what follows its first comma is more objects ("the stage,
    its layers, or its prims")."""
    first, *rest = re.split(r",\s+(?:or\s+|and\s+)?", text)
    if rest and all(r.split()[0].lower() in _DEED_VERBS | _OBJECT_VERBS for r in rest if r):
        return [first, *(r for r in rest if r)]
    return [text]


_LIGHT_LIST = re.compile(
    r"(?:run|do|perform|execute|start|carry\s+out)\s+(?:any\s+|the\s+)?"
    r"(?P<items>[a-z][\w-]*(?:\s+[\w-]+){0,3}"
    r"(?:,\s+(?:or\s+|and\s+)?[a-z][\w-]*(?:\s+[\w-]+){0,3}){2,})",
    re.IGNORECASE,
)
"""A light verb over a list of named steps ("run A, B, or C steps")."""
_LIGHT_ONE = re.compile(
    r"(?:perform|do|carry\s+out|conduct)\s+(?:a|an|any)\s+(?P<deed>[^,;]+?)"
    r"(?:\s+(?:for|on|in)\s+(?:the|a|an|this|that)\s+[^,;]+)?",
    re.IGNORECASE,
)
"""A light verb over one deed named by a noun ("perform an nvcr.io docker login")."""
_TWO_DEEDS = re.compile(
    r"(?P<a>[A-Za-z]+\s+(?:the|a|an|any|its|their|your)\s+[^,;]+?)\s+or\s+"
    r"(?P<b>[A-Za-z]+\s+(?:the|a|an|any|its|their|your)\s+[^,;]+)",
    re.IGNORECASE,
)
"""Two forbidden deeds joined by "or", each a verb with its object ("trace a frontier or
sweep the budget")."""


_MAX_OR_DEEDS = 8
"""The most "or"s a prohibition of deeds joined by "or" is split over."""
_TWO_VERB_DEEDS = re.compile(
    r"(?P<a>(?P<va>[A-Za-z-]+)\s+[^,;]+?)\s+or\s+(?P<b>(?P<vb>[A-Za-z-]+)\s+[^,;]+)"
)
_BARE_THEN_DEED = re.compile(
    r"(?P<a>[A-Za-z]{4,})\s+or\s+(?P<b>[A-Za-z-]+\s+(?:the|a|an|any|its|their|your)\s+[^,;]+)",
    re.IGNORECASE,
)
"""A bare verb, then a deed with its object, joined by "or" ("quantize or run a comparison");
each is a deed of its own where both parse as deeds of different verbs."""
_TWO_DEED_VERBS = (
    _DEED_VERBS
    | _OBJECT_VERBS
    | {"ingest", "import", "export", "convert", "emit", "echo", "contact", "register"}
)
"""Verbs that each open a deed of "X or Y" without a determiner ("ingest through Intake or
install MLflow", "run trace conversion or create trace artifacts")."""


_GENERIC_COMMANDS = frozenset(
    [
        "shell",
        "terminal",
        "cli",
        "console",
        "bash",
        "sh",
        "zsh",
        "powershell",
        "cmd",
        "command",
        "commands",
        "code",
        "script",
        "scripts",
        "extra",
        "other",
        "new",
        "such",
        "that",
        "this",
        "these",
        "those",
        "manual",
        "direct",
        "raw",
    ]
)
"""Words before "command" that say what kind of command it is, not which tool it runs."""
_COMMAND_ADJECTIVES = frozenset(
    {"specific", "exact", "single", "full", "complete", "real", "gpu", "cpu"}
)
_HANDS_COMMAND = re.compile(
    r"^\s*(?:hand|give|giving|provid|offer|suggest|recommend|shar|past|includ|print|show|"
    r"repeat|(?P<run>run|ran|execut|issu))\w*\s+"
    r"(?:(?:the\s+)?user\s+|them\s+|you\s+)?(?:an?\s+|the\s+|any\s+)?"
    r"(?P<cmd>[A-Za-z][\w.+/-]*(?:\s+[A-Za-z][\w.+-]*){0,3}?)\s+commands?\b",
    re.IGNORECASE,
)
"""A prohibition of handing over a kind of command ("a pip install command"): a code line
that holds its words breaks it."""


_GO_ON = re.compile(
    r"^\s*(?:continu\w*|proceed\w*|go(?:es)?|mov\w*\s+on)\s+(?:into|to|with|on\s+to)\s+(?:the\s+)?",
    re.IGNORECASE,
)
"""Going on into a stage ("does not continue into full packaging"): the stage is the deed."""


_SAYS_ONE_OF = re.compile(
    r"(?P<verb>[a-z]+)\s+(?P<a>(?:(?!to\b)[\w`.:/@*-]+\s+){0,2}?[\w`.:/@*-]+)\s+or\s+"
    r"(?P<b>(?:(?!to\b)[\w`.:/@*-]+\s+){0,2}[\w`.:/@*-]+)",
    re.IGNORECASE,
)
"""A deed of saying or using one thing or another, each a few words ("use grep or manual
edits")."""
_SAYING_VERBS = frozenset(
    stem(w) for w in ("mention", "name", "reference", "cite", "list", "say", "state")
)
"""Verbs of saying a thing (not of using it: "use bundled sample alignment, layout, or GT"
shares its modifier across the list)."""
_SAID_LIST = re.compile(
    r"(?P<verb>[a-z]+)\s+(?P<items>[^,;.]{2,60}(?:,\s+(?!or\b|and\b)[^,;.]{2,60}){1,5},?\s+"
    r"(?:or|and)\s+[^,;.]{2,60}?)(?P<tail>\s+as\s+[^,;.]{2,60})?",
    re.IGNORECASE,
)
"""A deed of saying any of a list of things, with the role it would give them ("mention A, B,
or C as required")."""
_FALL_BACK = re.compile(
    r"^\s*(?:fall(?:s|ing)?\s+back|resort(?:s|ed|ing)?)\s+(?:on|to)\s+", re.IGNORECASE
)
"""A deed of falling back to a thing ("fall back to grep"): using it."""
_WHILE_WAITING = re.compile(
    r"\s+(?:meanwhile|in\s+the\s+meantime|for\s+now|in\s+the\s+interim)\b", re.IGNORECASE
)
"""When a deed would be done ("meanwhile", "for now"): no part of it."""
_TRY_TO = re.compile(r"^\s*(?:attempt(?:s|ed|ing)?|tr(?:y|ies|ied|ying))\s+to\s+", re.IGNORECASE)
TRY_STEMS = frozenset(stem(w) for w in ("attempt", "try"))
"""A prohibition whose deed is trying ("does not attempt RTSP capture"): no verb to look
for, so text cannot tell whether the answer tries it."""

_VERBAL = re.compile(
    r"^\W*(?:the\s+(?:agent|answer|model|response)\s+)?(?:should\s+)?(?:do(?:es)?\s+not|"
    r"did\s+not|don'?t|doesn'?t|didn'?t|never|must\s+not|should\s+not|shouldn'?t|"
    r"will\s+not|won'?t|avoid(?:s|ed)?)\b",
    re.IGNORECASE,
)
"""A prohibition of a deed ("does not X", "never X", "avoids X-ing"): X is a verb."""

MENTION_VERBS = frozenset(
    stem(w)
    for w in [
        *("mention", "name", "say", "state", "include", "use", "list", "give", "hand"),
        *("provide", "offer", "present", "show", "reference", "cite", "refer", "point"),
        *("describe", "explain", "discuss", "output", "return", "contain", "rely", "depend"),
        *("assume", "require", "tell", "ask", "suggest", "recommend", "propose", "advise"),
        *("claim", "assert", "imply", "substitute", "restate", "reiterate", "recite"),
        "paraphrase",
        *("prescribe", "specify", "dictate"),
    ]
)
"""Verbs whose deed is saying their object: an un-negated mention breaks such a prohibition."""

_ADVERB = re.compile(
    # "-ly" makes adverbs, but "apply", "reply", "supply" and "rely" are verbs
    r"^(?:(?!(?:ap|re|sup|multi|com|im)ply$|rely$)\w+ly|just|ever|even|also|still|yet|again)$",
    re.IGNORECASE,
)


_POINT_AT = re.compile(r"^\W*(?:point|aim|direct)\w*\s+(?:the|a|an|it|this|that)\b[^.;]*?\s+at\s")


_QUOTED_OR = re.compile(r"['\"](?P<a>[\w.+-]{1,40})['\"],?\s+or\s+['\"](?P<b>[\w.+-]{1,40})['\"]")
"""Two quoted values joined by "or": either one."""
_VALUE_SET = re.compile(
    r"\b(?:enum|one\s+of|values?|choices?|options?|set|either)\b[^'\"]{0,12}$", re.IGNORECASE
)


_ON_SYSTEM = re.compile(
    r"\s+(?:on|for)\s+(?:a|an|the|this|that|your|their|any)\s+(?:[\w.+-]+\s+){1,4}?"
    r"(?:system|machine|host|box|node|cluster|server|setup|install(?:ation)?)s?\s*\.?\s*$",
    re.IGNORECASE,
)
"""The closing circumstance of a prohibition ("on a CUDA 12 system"): where the deed is
forbidden, not a part of it."""
_IN_SECTION = re.compile(
    r"\s+(?:in|into|under)\s+(?:the\s+|its\s+|a\s+)?(?:[\w-]+\s+){0,2}?[\w-]+\s+"
    r"(?:section|heading|chapter)\s*\.?\s*$",
    re.IGNORECASE,
)
"""The document section a deed is forbidden in ("put the rejected design in the Proposal
section"): the same deed in another section keeps the rule."""
_SECTION_WORDS = frozenset(("section", "heading", "chapter"))
_ADVISED_FOR = re.compile(
    r"^\s*(?:recommend|suggest|propose|advise)s?\s+(?:using\s+|the\s+)?(?P<thing>[^,;.()]{2,40}?)"
    r"\s+for\s+[^,;.()]{2,60}?\s*\.?\s*$",
    re.IGNORECASE,
)
"""A recommendation forbidden for a purpose ("recommend Megatron FSDP for pipeline
parallelism"): the thing, and what it would be for."""
_QUOTED_LINE = re.compile(
    r"(?<![\w'\"])(?P<q>['\"])(?P<line>[a-z][\w.+-]*(?:[ \t]+[^\s'\"]{1,200}){1,8})(?P=q)"
    r"(?![\w'\"])"
)
_COMMAND_NAME = re.compile(r"[A-Za-z][\w.+-]*[-._/=][\w.+/:=-]*")
"""A name in a command line: a flag, a hyphenated or dotted package, a path or a setting; a
command's own name is one, of joined parts (``update-endpoint``), not a kind
("destructive")."""


def _quoted_command_names(body: str) -> tuple[str, ...]:
    """The names of command lines a behaviour quotes (flags, packages, paths): each must be
    named, whatever the rest of the line says (a version pin, an extra flag); at most 10
    lines read."""
    names: list[str] = []
    for m in islice(_QUOTED_LINE.finditer(body[:20_000]), 10):
        words = m["line"].split()
        if len(words) < 2 or not re.fullmatch(r"[a-z][\w.+-]*", words[0]):
            continue
        names += [w.rstrip(".,;") for w in words[1:] if _COMMAND_NAME.fullmatch(w.rstrip(".,;"))]
    return tuple(dict.fromkeys(n for n in names if n and not n.startswith("http")))


_PAREN_LABEL = re.compile(
    r"\b(?:with|by|as|suffix(?:ed)?|labell?ed|marked|tagged)\s+(?:an?\s+|the\s+)?"
    r"(\([A-Z][\w-]*(?: [\w-]+){0,3}\))(?=[\s,.;:]|$)"
)
"""A label in parentheses that a behaviour asks to be written ("marks it with (Recommended)")."""
_QUOTED_LABEL = re.compile(
    r"`(?P<tick>[A-Za-z][\w.-]*(?: [\w.-]+){1,5})`"
    r"|(?<![\w'\"])(?P<q>['\"])(?P<label>[A-Z][\w.-]*(?: [\w.-]+){1,5})(?P=q)(?![\w'\"])"
)


def _quoted_labels(body: str) -> tuple[str, ...]:
    """Names of a few words a behaviour quotes: in backticks, or in quotes where they open
    with a capital ('Run functional tests'); at most 20."""
    found = (m["tick"] or m["label"] for m in islice(_QUOTED_LABEL.finditer(body[:20_000]), 20))
    return tuple(dict.fromkeys(found))


def _flag_with_value(body: str, ident: str) -> str:
    """``ident``, or a flag with the value the text gives it ("--quantization modelopt")."""
    if not ident.startswith("--"):
        return ident
    # the value ends the phrase ("--quantization modelopt (that's for FP8)"); a word that
    # prose goes on from ("--max-tokens above 4096") is no value
    m = re.search(
        rf"(?<![\w-]){re.escape(ident)}`?\s+`?([a-z0-9](?:[\w-]|\.(?=\w))*)`?(?=\s*(?:$|[.,;:()]))",
        body,
    )
    if m is None or m[1].lower() in _FLAG_PROSE:
        return ident
    if m[1].lower() in STOPWORDS and m[1].lower() not in _FLAG_VALUE_WORDS:
        return ident
    return f"{ident} {m[1]}"


_FLAG_PROSE = frozenset(("flag", "flags", "option", "options", "argument", "arguments", "when"))
# Function words that are also the usual values of a choice flag ("--artifact-policy all")
_FLAG_VALUE_WORDS = frozenset(("all",))


def _action(text: str, body: str) -> str:
    """The stem of the deed a prohibition forbids, or "" when any mention breaks it: a
    concrete action (ACTIONS), or the verb of "does not VERB ..." unless it only says its
    object ("does not mention X")."""
    deed = _META_LEAD.sub("", body.strip(), count=1)
    words = [w for w in re.findall(r"[A-Za-z][\w'-]*", deed)[:4] if not _ADVERB.match(w)]
    if not words:
        return ""
    # "auto-retry hard stops" retries them automatically: the verb is what follows "auto-"
    first = stem(re.sub(r"^auto-(?=[a-z]{3})", "", words[0], flags=re.IGNORECASE))
    if first in ACTIONS:
        return first
    if _MAKE_INTO.match(deed):
        return MAKE  # "make textual a base dependency": turning it into one, not naming both
    if _POINT_AT.match(deed):
        return first  # "point the command at X" aims it; it does not point anything out
    if _INCLUDE_IN.match(deed):
        return first  # "include the capture step in the timing" puts it there, not says it
    if _BRING_IN.match(deed):
        return ""  # "bring in benchmarking methodology": to put it in the answer, to say it
    verbal = (
        _VERBAL.match(_LEAD.sub("", text, count=1))
        or _VERBAL.match(text)
        # "No PR should close ...": the modal's verb is the deed
        or (_NO_LEAD.match(text) and _NONE_MAY.match(PROHIBITION.sub("", text, count=1)))
    )
    if (
        verbal
        and first not in MENTION_VERBS
        and words[0].lower() not in STOPWORDS
        and deed == body.strip()  # "recommend X-ing": X is named, not done
    ):
        return first
    return ""


MAKE = stem("make")
_MAKE_INTO = re.compile(
    r"\W*mak(?:e|es|ing)\s+(?!(?:sure|no|up|it|any|a|an|the)\b)[\w`.-]+(?:\s+[\w`.-]+)?\s+"
    r"(?:a|an|the|into|part\s+of)\s+\w",
    re.IGNORECASE,
)
"""A deed that turns a thing into another ("make textual a base dependency", "make X part of
the image"): the deed is done by making, adding or putting it there."""
_BRING_IN = re.compile(r"\W*\b(?:bring|pull)\w*\s+in(?:to)?\b", re.IGNORECASE)
"""Bringing something in (to the answer, to an app): using it, which a mention shows."""
_BRING_STEMS = frozenset((stem("bring"), stem("pull")))
_INCLUDE_IN = re.compile(
    r"includ\w*\s+[^.;]{1,80}?\s+in(?:to)?\s+(?:the\s+|your\s+|its\s+)?(?!(?:answer|response|"
    r"reply|output|report|summary|message|explanation)\b)[\w-]+",
    re.IGNORECASE,
)
"""Including something in a thing that is not the answer (a timing, a build, an image): a
deed, not a mention."""


def _unwrap_parentheses(text: str) -> str:
    # a call's parentheses ("min(Quota Free, Total Free)") stay: they hold its arguments
    return re.sub(r"(?<!\w)\(([^()`]*)\)", lambda m: " " + m.group(1).replace("/", " ") + " ", text)


def _outside_code(text: str, change: Callable[[str], str]) -> str:
    """``change`` applied to the prose of ``text``, its backticked code left as written
    (`` `cudaq.qvector(N)` `` keeps its parentheses)."""
    parts = re.split(r"(`[^`\n]*`)", text)
    return "".join(p if len(p) > 1 and p[0] == p[-1] == "`" else change(p) for p in parts)


@lru_cache(maxsize=4096)
def fact_need(fact: str) -> Need:
    """The need of one ground-truth fact (its "It should say that" lead and a short answer
    that opens it, "No." or "Not natively.", removed)."""
    body = _SHORT_ANSWER.sub("", _FACT_LEAD.sub("", fact, count=1), count=1)
    # "The agent activates warp-eval and begins a neutral Warp evaluation": which skill it
    # took is the discover arm's to show; what follows is the fact
    body = _ACTIVATES_AND.sub("", body, count=1)
    # "Readiness-only intent runs the doctor": the user's intent is the case; the deed is
    # the fact
    body = _INTENT_SUBJECT.sub("", body, count=1)
    # "It should not point the command at X": what is left forbids a deed
    body = re.sub(r"^\s*not\s+(?=[a-z])", "Does not ", body, count=1)
    # "Because the user opted for the UI, the agent does not invoke Python": the reason is
    # context, what follows forbids.
    reasoned = _LEADING_REASON.sub("", body, count=1)
    if _DELIVERABLE_LEAD.match(body):
        # "A diagnosis that the page mixes three forms, a proposal to split it, and a short
        # outline for each piece": what the answer holds; its parts are named by what they
        # say, not by the words "diagnosis", "proposal" or "short"
        body = reasoned = _DELIVERABLE_WORDS.sub(" ", body)
    # "No data directory is removed": a prohibition in the passive, which parse_need reads
    # as the deed forbidden on that object
    if not is_prohibition(reasoned):
        return parse_need(body)
    # "Avoid --build-targets X: it precompiles the entire suite": why it is forbidden, which
    # an answer says in warning against it, is no part of the deed (where the ban is told
    # to the reader; "The agent does not start it yet: it first fixes ..." goes on to say
    # what the agent does instead)
    imperative = _IMPERATIVE_BAN.match(reasoned) is not None
    deed = _TRAILING_REASON.sub("", reasoned, count=1) if imperative else reasoned
    return parse_need(deed if deed.strip() else reasoned)


_IMPERATIVE_BAN = re.compile(r"\W*(?:avoid|do\s+not|don'?t|never)\b", re.IGNORECASE)
"""A ban told to the reader ("Avoid ...", "Do not ..."), not a deed the agent refrains from."""
_TRAILING_REASON = re.compile(
    r"(?:\s*[:;—–]\s+|,?\s+(?:because|since|as)\s+)(?:it|this|that|they|doing\s+so)\s+"
    r"(?:\w+\s+){0,2}?(?:is|are|was|would|will|can|could|may|might|\w+s)\b.*$",
    re.IGNORECASE | re.DOTALL,
)


_DELIVERABLE_NOUNS = (
    r"diagnosis|proposal|outline|plan|summary|overview|report|recommendations?|list|"
    r"description|rationale|breakdown|analysis|draft|strategy|triage|pieces?"
)
_DELIVERABLE_LEAD = re.compile(
    rf"^\W*(?:an?|one)\s+(?:[\w-]+\s+){{0,3}}?(?:{_DELIVERABLE_NOUNS})\b", re.IGNORECASE
)
"""A reference answer that describes what the answer holds ("A diagnosis that ...", "A short
refactor plan that ..."), as skill authors write expected outputs."""
_DELIVERABLE_WORDS = re.compile(
    rf"\b(?:{_DELIVERABLE_NOUNS}|short|brief|clear|concrete|right|correct|compact|minimal|"
    r"specific|simple|detailed|reusable|repeatable)\b",
    re.IGNORECASE,
)
"""The words of such a description that name a part of the answer or praise it, not what
it says."""
_NONE_DONE = re.compile(
    r"^\s*no\s+(?P<object>(?:[\w./`'-]+\s+){0,4}?[\w./`'-]+)\s+(?:is|are|was|were|gets?|got)\s+"
    r"(?:ever\s+|then\s+)?(?P<verb>[a-z]+(?:ed|en))\b(?P<rest>[^.;]*)",
    re.IGNORECASE,
)
"""A fact that no such thing is done ("No data directory is removed", "No files were
changed"): a deed, in the passive."""


_INTENT_SUBJECT = re.compile(
    r"^\W*(?:an?\s+|the\s+)?(?:[\w-]+\s+){0,3}?(?:intent|request|ask)\s+"
    r"(?=(?:runs?|uses?|calls?|invokes?|goes|needs?|gets?|triggers?)\b)",
    re.IGNORECASE,
)
_ACTIVATES_AND = re.compile(
    r"^\W*(?:the\s+agent\s+)?(?:activates|invokes|triggers|loads|reads|applies|uses)\s+"
    r"(?:the\s+)?`?[a-z0-9]+(?:-[a-z0-9]+)+`?(?:\s+skill)?\s+and\s+(?=[a-z])",
    re.IGNORECASE,
)
_LEADING_REASON = re.compile(
    r"^\s*(?:because|since|given\s+that|as)\s[^,]{3,150},\s*", re.IGNORECASE
)


_SHORT_ANSWER = re.compile(
    # "Not natively.", "Not before diagnosing:" (a reply to "Should I just rerun it?")
    # "Not by itself:", "Not on its own:" (a reply to "Is that a failure?")
    r"^(?:\s*(?:yes|no|nope|not\s+(?:by|in|on)\s+(?:itself|its\s+own|themselves|their\s+own)|"
    r"not\s+(?:(?:before|until|without|after)\s+)?\w+|correct|incorrect|"
    r"right|wrong)\s*[.!;:,—–-]\s+"
    # "No srun probe:" (a reply to "Should I srun a probe?"): the no, and what it turns down;
    # "No restart is needed:" states a fact of its own
    r"|\s*no\s+(?!(?:[\w-]+\s+){0,2}(?:is|are|was|were|needed|required|necessary|allowed)\b)"
    r"(?:[\w-]+\s+){0,2}[\w-]+\s*:\s+){1,2}",
    re.IGNORECASE,
)


def truth_sentences(ground_truth: str) -> list[str]:
    """A ground truth's sentences, as written."""
    return re.split(r"(?<=[.!?])\s+(?=[A-Z])", ground_truth.strip())


def split_facts(ground_truth: str) -> list[str]:
    """Key facts of a ground truth: its sentences, meta sentences about skill use dropped."""
    facts = []
    for sentence in truth_sentences(ground_truth):
        if (
            not sentence.strip()
            or _META_FACT.match(sentence)
            or _ROUTING_FACT.match(sentence)
            or _DEFERS_FACT.match(sentence)
            or _OPTIONAL_FACT.match(sentence)
            or _CASE_LABEL.fullmatch(sentence.strip())
            or (_FIXTURE_FACT.search(sentence) and _PURPOSE.search(sentence))
            or (is_process_behavior(sentence) and len(content_words(sentence)) <= 6)
        ):
            continue
        facts.append(sentence.strip())
    return facts


_IN_STATE = re.compile(
    r"\s+(?:that|which)\s+(?:is|are)\s+(?:still\s+|currently\s+|already\s+)?"
    r"(?P<state>running|active|live|pending|in\s+progress|in\s+use)\b",
    re.IGNORECASE,
)
"""The state a prohibition's object must be in ("a campaign that is still running")."""


_EXAMPLE_OF = re.compile(
    r"\b(?:an?|the|any|some|another)\s+(?P<noun>(?:(?!(?:for|of|with|from|in|on|to)\s)"
    r"[\w/-]+\s+){0,3}[\w/-]+)"
    # what the noun is for ("a compatible data source for initialization (e.g. ARCO)"): the
    # examples are of the noun; the purpose is said on its own
    r"(?:\s+(?:for|of|with|from|in|on|to)\s+(?:[\w/-]+\s+){0,2}[\w/-]+)?\s*"
    r"\(\s*(?:e\.g\.|eg\b|for\s+example|such\s+as)"
    r"[,:]?\s*(?P<examples>[^()]{1,120})\)",
    re.IGNORECASE,
)
"""A noun phrase and the examples it is given ("a chunked/cloud-native format (e.g. Zarr)",
"a compatible analysis data source for initialization (e.g. ARCO, CDS, or GFS)"); a clause
("which GPU type they wanted (e.g. H100)") is not one: an answer naming an example has not
asked."""


_NAMES_OF = re.compile(
    r"\b(?P<noun>(?:[a-z][\w-]*\s+){0,2}[a-z][\w-]*s)\s*\(\s*(?P<names>`?[\w.-]+`?(?:\s*/\s*"
    r"`?[\w.-]+`?){1,7})\s*\)"
)
"""A kind of thing in the plural and the names of its members in parentheses, set apart by
slashes as alternatives ("deterministic tools (grep/Grep/Glob)"): an answer that uses one of
them has used that kind. Names listed with commas ("preconditions (requires_gpu,
external_assets/huggingface)") are each asked for."""
_LITERAL_OF = re.compile(
    r"\b(?:an?|the|its|their)\s+(?P<noun>(?:[\w/-]+\s+){0,2}[\w/-]+)\s*"
    r"\(\s*(?P<literal>[\[{][^()]{1,60}?)(?:\s+(?:not|rather\s+than|instead\s+of)\s+[^()]{1,60})?\)",
    re.IGNORECASE,
)
"""A noun phrase and the literal value that shows it ("the capacities shape ([[50, 50]] not
[[50], [50]])"): an answer that writes the value has shown the thing."""


def _exemplified(body: str) -> tuple[tuple[tuple[str, ...], tuple[str, ...]], ...]:
    """Each noun given examples in parentheses, as (the noun's words, the examples): an
    answer that names one of the examples has said what kind of thing it is."""
    found: list[tuple[tuple[str, ...], tuple[str, ...]]] = [
        (noun, (m["literal"].strip(),))
        for m in _LITERAL_OF.finditer(body[:4000])
        if (noun := tuple(content_words(m["noun"].replace("/", " "), compounds=False)))
    ]
    for m in _NAMES_OF.finditer(body[:4000]):
        noun = tuple(content_words(m["noun"], compounds=False))
        names = tuple(n.strip("`") for n in re.split(r"\s*/\s*", m["names"]) if n.strip("`"))
        if noun and names:
            found.append((noun, names))
    for m in _EXAMPLE_OF.finditer(body[:4000]):
        noun = tuple(content_words(m["noun"].replace("/", " "), compounds=False))
        examples = tuple(
            e.strip(" .`'\"")
            for e in re.split(r",\s*(?:or\s+|and\s+)?|\s+(?:or|and)\s+", m["examples"])
            if e.strip(" .`'\"")
        )
        if noun and examples:
            found.append((noun, examples))
    return tuple(found)


_EXAMPLE_PAREN = re.compile(
    r"\(\s*(?:e\.g\.|eg\b|for example|such as|i\.e\.|not\b|rather than|instead of|one of\b|"
    r"or\b)(?:[^()]|\([^()]*\))*\)",
    re.I,
)
"""An example, a contrast or an alternative in parentheses ("(e.g. ...)", "(not
batch.select())", "stdout (or output.json)")."""
_ARROW_PAREN = re.compile(r"\(\s*[\w .'-]{1,40}?\s*(?:->|=>|→)\s*[^()]{1,80}\)")
"""A gloss drawn as a flow in parentheses ("a multi-step environment (assistant->verifier
loop)"): what the noun means, in the author's notation, not words to say."""
_EXAMPLE_CONTRAST = re.compile(
    r"\(\s*(?:e\.g\.|eg\b|for example|such as)(?:[^()]|\([^()]*\)){0,200}?"
    r"\b(?:instead\s+of|rather\s+than|not)\b(?:[^()]|\([^()]*\)){0,200}?\)",
    re.IGNORECASE,
)
"""An example in parentheses that holds its own contrast ("(e.g., `max.()` instead of
`max()`)")."""
_ACRONYM = re.compile(r"(?<![\w-])([A-Z]{2})(?![\w-])")
"""A two-letter acronym ("TP", "PP", "EP"): too short to be a word, but a name."""
_ROUTE_TO_NAME = re.compile(
    r"^\W*(?:the\s+agent\s+)?(?:route|map|send|direct)\w*\s+(?P<what>.+?)\s+to\s+"
    r"(?P<to>`?[\w.-]+/[\w./-]+`?)",
    re.IGNORECASE,
)
"""A behaviour that sends a described request to a named step ("Route corpus cleaning to
curate/nemo_curator instead of translation")."""
_ABSENT_PAREN = re.compile(
    r"\((?:[^()]*\s)?(?:omitted|de-?emphasi[sz]ed|left\s+out|excluded|ignored|dropped|hidden)"
    r"(?:\s[^()]*)?\)",
    re.I,
)
"""What a behaviour lets the answer leave out, in parentheses ("focused on H100 pools (other
GPU types de-emphasized or omitted)"): an answer that leaves it out never says so."""


_COMBINE = re.compile(
    r"^\s*(?:combin\w*|mix\w*|pair\w*|us\w*\s+together)\s+(?P<a>.+?)\s+(?:and|with)\s+"
    r"(?P<b>.+?)\s*\.?$",
    re.IGNORECASE,
)


_AS_FRAME = re.compile(
    r"(?<=\S)\s+as\s+(?:the|a|an)\s+(?:[\w-]+\s+){0,2}(?:path|option|approach|solution|way|"
    r"route|fix|answer|default|workflow|recommendation)\s*(?=[.;,]|$)",
    re.IGNORECASE,
)
"""The role a forbidden thing would be named in, when the role is the answer's own ("... as
the deployment path", "... as a fix")."""


_AS_ROLE = re.compile(
    r"^\s*us(?:e|es|ing)\s+(?P<a>(?:[\w.+-]+\s+){0,2}[\w.+-]+)\s+as\s+(?:an?\s+|the\s+)?"
    r"(?P<b>(?:[\w.+-]+\s+){0,2}[\w.+-]+)\s*\.?$",
    re.IGNORECASE,
)


_CLAIMED_ROLE = re.compile(
    r"^\s*(?:present|treat|report|label|frame|pass(?:es)?\s+off)\w*\s+"
    r"(?P<a>(?:(?:an?|the)\s+)?(?:[\w.+/-]+\s+){0,2}[\w.+/-]+)\s+as\s+(?:an?\s+|the\s+)?"
    r"(?P<b>(?:[\w.+-]+\s+){0,2}[\w.+-]+)\s*\.?$",
    re.IGNORECASE,
)
"""A thing claimed to be what it is not ("present launcher_unresolved_config.yaml as the
resolved config", "report the run as a success", "report the missing helper skill as an
error"): both sides said together make the claim; the thing named beside it ("it's the raw
config, not the resolved one") makes none, nor the thing said not to be it ("that isn't an
error")."""


_PHRASE_BEFORE = re.compile(r",\s+[\w-]+(?:\s+[\w-]+)+\s+$")
"""An item of several words earlier in the same list, right before the word a match starts
on."""
_PURPOSE_BEFORE = re.compile(
    r"\b(?:paths?|files?|links?|commands?|references?)\s+for\s+(?:[\w-]+\s+)?$"
)
"""A list of what named things are for, right before the word a match starts on."""
_ENUMERATION = re.compile(r"(?<![\w./=-])((?:[\w./=-]+,\s+){2,}(?:and\s+)[\w./=-]+)")
_VALUES = re.compile(r"(?<=\w)\s+\(((?:[\w./=-]+,\s+){2,}(?:and\s+)?[\w./=-]+)\)")
"""Single names in parentheses after a noun: its values, each to be named ("classifies
kernels by type (compute-bound, balanced, memory-bound)")."""


_ANY_OF = re.compile(
    r"\b(?:a|an|any|one)\s+(?:[\w-]+\s+)?(?:trade-?offs?|differentiators?|differences?|"
    r"factors?|criteri(?:on|a)|dimensions?|reasons?|aspects?|considerations?)\b",
    re.IGNORECASE,
)
"""A noun whose parenthesised list names the kinds it may be of ("a tradeoff between the
options (speed, coverage, auth)"): any one of them says it, not each."""


_NAME = r"`?[A-Za-z][\w.-]*`?"
_KIND_OF_NAMES = re.compile(
    r"\b(?:top-level\s+)?(?:fields?|keys?|columns?|sections?|headings?)\s+"
    rf"(?={_NAME}(?:,\s+{_NAME})*,?\s+and\s+{_NAME}\s*(?:[.,;)]|$))",
    re.IGNORECASE,
)
"""The kind of the names a behaviour closes on ("Uses top-level keys results and summary"):
the names are the content, and an answer that gives them as its labels has said them."""
_ENUMERATED_NOUN = re.compile(
    r"(?:\b(?:one|two|three|four|five|six|seven|eight|nine|ten|\d+)(?:-\w+)?\s+)?"
    r"\b(?:format|fields?|sections?|parts?|columns?|keys?|headings?|items?|elements?|"
    r"components?|categories|category|types?|modes?|options?|values?)"
    r"(?=\s+\((?:[^(),]+,\s*){2,}[^()]+\))",
    re.IGNORECASE,
)
"""The noun a parenthesised list spells out ("the four-field format (Target, Trigger,
Scored, Diff)"): its members are the content, the noun and its count are not."""


_NAME_LIST = re.compile(r"(?<![\w.-])((?:[A-Za-z][\w.+#-]*,\s+){2,})(?:or|and)\s")


def _forbidden_names(body: str) -> tuple[str, ...]:
    """The names a prohibition lists as alternatives ("Use Three.js, Babylon.js, WebGL, or
    another browser-side renderer"): any one of them, used, breaks it."""
    plain = re.sub(r"[`'\"]", "", body)
    m = _NAME_LIST.search(plain)
    if m is None:
        return ()
    lead = plain[: m.start()].split()
    last = lead[-1].lower() if lead else ""
    if last in _SCOPE_WORDS:
        # "did not use doctor as the verification method for Python, Node.js, or Rust
        # package dependencies": the list says what the deed is forbidden for, not what
        # may not be named
        return ()
    if (
        2 <= len(lead) <= 4
        and last not in STOPWORDS
        and not last.endswith("ing")
        and stem(last) not in MENTION_VERBS | ACTIONS
    ):
        # Words between the verb and the list qualify every item: "use bundled sample
        # alignment, layout, GT, or ..." forbids the sample's GT, not any GT.
        return ()
    items = [i.strip() for i in m.group(1).split(",") if i.strip()]
    last_item = _LAST_NAME.match(plain, m.end())
    if last_item is not None:
        items.append(last_item.group(1))
    if all(_KEBAB.fullmatch(i) for i in items):
        # "rag-blueprint, nemo-retriever, or nemo-rl-auto-research": a list made only of
        # hyphenated lower-case tokens names packages or skills, not prose.
        return tuple(items)
    return tuple(i for i in items if re.search(r"[A-Z.+#]", i[1:]) or i[0].isupper())


_SCOPE_WORDS = frozenset(("for", "across", "per"))
_LAST_NAME = re.compile(r"([A-Za-z][\w.+#-]*[\w+#])(?=[\s.,;:)]|$)")
_KEBAB = re.compile(r"[a-z][a-z0-9]*(?:-[a-z0-9]+)+")


def _pair_terms(side: str) -> tuple[str, ...]:
    """The names one side of a combination stands for: its identifiers, else its words."""
    named = [i for i in extract_identifiers(side) if is_field_like(i)]
    return tuple(named or content_words(re.sub(r"`", "", side), compounds=False)[:2])


_BOTH = re.compile(
    r"\b(?:both|(?:difference|distinction)s?\s+between)\s+(?:the\s+)?(?P<a>[^,;]+?)\s+and\s+"
    r"(?:the\s+)?(?P<b>[^,;.]+)",
    re.IGNORECASE,
)


_EXAMPLES_LEAD = re.compile(
    r"\b(?:such\s+as|e\.g\.,?|for\s+example,?|for\s+instance,?|including|like)\s*$", re.I
)


_GIVES_VALUE = re.compile(
    r"^\W*(?:the\s+(?:agent|answer|model)\s+)?(?:gives|reports|states|returns)\s+"
    r"(?:the\s+|its\s+)?(?P<noun>[a-z]+(?:\s+[a-z]+)?)\s+(?:as\s+|of\s+)?"
    r"(?P<n>-?\d[\d,]*(?:\.\d+)?)\s*\.?$",
    re.IGNORECASE,
)
"""A behaviour that is a value to give, named by what it is of ("Gives the dimension 30")."""
_ANSWERED_COUNT = re.compile(
    r"^\W*(?:the\s+(?:agent|answer|model)\s+)?(?:answers|replies|responds|says|gives|reports|"
    r"states)\s+(?:with\s+)?(?P<n>\d{1,6})(?![\d.,%]|\w)"
    r"(?:\s+(?P<w1>[A-Za-z][\w-]*)(?:\s+(?P<w2>[A-Za-z]{3,}))?)?",
    re.IGNORECASE,
)
"""A behaviour whose content is a count ("Answers 8 model instances"): the number given."""


def _counted(m: re.Match[str]) -> tuple[str, str]:
    """From a behaviour's answered count (``_ANSWERED_COUNT``): the count and the stems of
    the words after it that may name what it counts, space-separated ("answers 8 model
    instances": 8, "model instanc"), or empty strings."""
    nouns = [stem(w) for w in (m["w1"], m["w2"]) if w and w.lower() not in STOPWORDS]
    return (m["n"], " ".join(nouns)) if nouns else ("", "")


_NUMBERED = re.compile(
    r"\b(?i:option|choice|alternative|variant|tier)\s+(?:\d{1,2}|[A-D])\b(?![.\d])"
    r"(?!-(?i:style|like|type|class|level|grade|ish)\b)"
)
"""A numbered choice ("option 1", "Option B"): which one is the content, not "an option";
not one named as a kind ("slow Tier 3-style validation work": work like it)."""


_PORT = re.compile(r"\bports?\s+:?(\d{2,5})\b", re.IGNORECASE)
_DESIGNATED = re.compile(
    r"(?<![\w#&])#(?P<n>\d{1,7})\b"
    r"|\b(?:[A-Z]{2,5}|[Ii]ssues?|[Tt]ickets?|[Pp]ull\s+[Rr]equests?)\s+(?:[Nn]umber\s+|[Nn]o\.\s*)?"
    r"(?P<n2>\d{1,7})\b(?![.,:]\d)"
)
"""A thing named by its number ("RFC 0020", "issue #77", "PR 456"): the number is which
one, and an answer about another one does not name it."""
_AS_TRUTH = re.compile(
    r"\bas\s+(?:the\s+|its\s+)?(?:ground\s+truth|source\s+of\s+truth|authoritative\s+source)\b",
    re.IGNORECASE,
)


_KEEPS_SCOPE = re.compile(
    r"^\W*(?:the\s+agent\s+)?(?:preserves?|keeps?|respects?|maintains?|stays?\s+within|"
    r"honou?rs?)\s+(?:the\s+|its\s+)?(?P<what>[\w-]+(?:\s+[\w-]+)?)\s+(?:scope|boundary|"
    r"boundaries|limits?)\b",
    re.IGNORECASE,
)
_RESTATED_FROM = re.compile(
    r"(?P<deed>\b(?:restat|repeat|duplicat|cop(?:y|ie)|reproduc|recit|paraphras)\w*\b[^.;]{1,200}?)"
    r"\s+(?:from|in)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}(?:workflow|skill|guide|docs?|documentation)\b",
    re.IGNORECASE,
)
_FROM_SKILL = re.compile(
    r"\s+(?:from|in|per|according\s+to)\s+(?:the\s+)?(?:`?SKILL\.md`?|skill(?:'s)?\s+"
    r"(?:docs?|documentation|card|file|instructions))(?![\w.])",
    re.IGNORECASE,
)
EVERY_NAMED_FILE = re.compile(
    r"\b(?:on|to|in|for|with)?\s*(?:both|all|each|every)\s+(?:of\s+)?(?:the\s+)?(?:named|listed|"
    r"given|mentioned|specified|edited|changed|affected)\s+(?:[\w-]+\s+)?(?:files?|paths?)\b",
    re.IGNORECASE,
)
"""A deed done to every file the user named ("on both named files")."""
USER_PATH = re.compile(
    r"\b(?:the\s+)?(?:user(?:'s)?|given|provided|supplied|specified)\s+"
    r"(?:(?P<kind>[\w-]+)\s+(?:[\w-]+\s+)?)?"
    r"(?:path|directory|dir|folder)(?:\s+as\s+(?:the|a|its)\s+(?:first\s+)?positional\s+"
    r"argument)?\b",
    re.IGNORECASE,
)
"""The path the user gave ("includes the user dataset path as the positional argument"):
the prompt's path itself, required by name (see the rubric), not words to say."""
_SORT_VERBS = r"classif|categori[sz]|mark"
"""The verbs that put a thing in a class ("Classifies the workload as compute-bound")."""
_DESCRIBED_AS = re.compile(
    r"^\W*(?:the\s+agent\s+)?(?:describ|characteri[sz]|present|explain|frame|report|treat|"
    rf"{_SORT_VERBS})\w*\s+(?:the\s+|this\s+|that\s+|its\s+)?"
    r"(?P<x>(?:[a-z]+\s+){0,2}[a-z]+)\s+as\s+",
    re.IGNORECASE,
)
_SORTS = re.compile(rf"^\W*(?:the\s+agent\s+)?(?:{_SORT_VERBS})", re.IGNORECASE)
_CLASS_COMPOUND = re.compile(
    rf"^\W*(?:the\s+agent\s+)?(?:{_SORT_VERBS})\w*\s+[^.;]{{1,60}}?\s+as\s+"
    r"(?:an?\s+|the\s+)?(?P<c>[A-Za-z]+(?:-[A-Za-z]+)+)\s*\.?$",
    re.IGNORECASE,
)
_VALUE_RANGE = re.compile(
    r"\s*\b[A-Za-z]\w{0,10}\s*=\s*(?P<a>\d{1,4})\s+(?:through|thru|to)\s+(?P<b>\d{1,4})\b"
)
"""A name's values given as a range ("l = 1 through 5")."""
_SHORT_FLAG = re.compile(
    r"\b(?:with|using|pass|passes|add|adds|plus) (?P<flag>-[A-Za-z] "
    r"(?!(?:or|and|to|with|the|for|in|on|of|as|flag|option)\b)[a-z][\w.-]*[a-z0-9])"
    r"(?=[\s,;.)]*(?:\s|$))"
)
"""A one-letter flag with its value, written in prose as what to pass ("Runs with -t gsm8k"),
not inside a command the prose quotes ("push with git push -u origin HEAD"); "both -c
conda-forge and -c legate" names its two sides already."""
_TO_PLACES = re.compile(
    r"\s*\b(?:to|with|at)\s+(?P<n>\d|one|two|three|four|five|six)\s+(?:decimal(?:\s+place)?s?|"
    r"d\.?p\.?)(?=\W|$)",
    re.IGNORECASE,
)
"""The places a figure is given to ("to four decimals", "to 2 decimal places")."""


def _count_of(word: str) -> int:
    """A small count written in figures or in words ("4", "four")."""
    return int(word) if word.isdigit() else COUNT_WORDS.index(word.lower())


_OUTCOME_WORDS = frozenset(
    ("expected", "likely", "resulting", "observed", "actual", "eventual", "failure", "error")
    + ("outcome", "result", "behaviour", "behavior", "symptom", "crash")
)
"""What a behaviour describes ("the expected failure"), told apart from what it is called."""


_ANSWERS_VALUE = re.compile(
    r"\W*(?:the\s+(?:agent|answer|model)\s+)?(?:answers|replies|responds|returns|gives|outputs|"
    r"says|prints)\s+(?:with\s+)?(?P<value>-?\d[\d,]*(?:\.\d+)?)\s*\.?",
    re.IGNORECASE,
)
"""A behaviour that is a value to give ("Answers 42.")."""


_LABEL_WORDS = frozenset(("name", "names", "id", "ids", "title", "label", "metadata"))
"""Words that only label the noun before them ("workflow name", "best-parameter metadata")."""


def _enumerated(text: str) -> tuple[str, ...]:
    """Items of "a, b, c, and d" lists of single names or words."""
    items: list[str] = []
    plain = re.sub(r"[`'\"]", "", text)
    for m in _ENUMERATION.finditer(plain):
        if _EXAMPLES_LEAD.search(plain[max(0, m.start() - 20) : m.start()]):
            continue  # "such as A, B, and C": examples, not each required
        if _PHRASE_BEFORE.search(plain[max(0, m.start() - 120) : m.start()]):
            # "role names, matching resource patterns, actions, and ...": a list of phrases,
            # its single words the ends of them, not names
            continue
        if _PURPOSE_BEFORE.search(plain[max(0, m.start() - 60) : m.start()]):
            # "file paths for attention modules, backends, and utilities": what the paths
            # are for, each shown by one, not words to say
            continue
        parts = re.split(r",\s+(?:and\s+)?|\s+and\s+", m.group(1))
        owner = re.search(r"([A-Za-z][\w-]*)\s+$", plain[: m.start()])
        if parts[0].lower() in _LABEL_WORDS and owner:
            # "a table with workflow name, pool, status": a column headed "Workflow" names it
            parts[0] = owner[1]
        if re.match(r"\s+[a-z][\w-]*", plain[m.end() :]):
            # "..., and relevant mode options": the last item is a phrase, not a name
            parts = parts[:-1]
        items += [p.strip(" .") for p in parts if p.strip(" .")]
    return tuple(dict.fromkeys(items))


def _both_names(text: str) -> tuple[str, ...]:
    """The two names of each "both A and B" ("both -c conda-forge and -c legate channels":
    conda-forge, legate): the last word of A, the first of B, asides in parentheses left out."""
    names: list[str] = []
    asides: list[str] = []

    def aside(m: re.Match[str]) -> str:
        asides.append(m.group(1))
        return f" \x00{len(asides) - 1}\x00 "

    plain = re.sub(r"\(([^()]*)\)", aside, re.sub(r"[`'\"]", " ", text))
    for m in _BOTH.finditer(plain):
        sides: list[str] = []
        for g in ("a", "b"):
            side = m.group(g)
            # "the Python (pyproject.toml/uv.lock)": the file the aside names is that side;
            # so is a name of code ("attention (linear_qkv, linear_proj)")
            named = [
                i
                for n in re.findall(r"\x00(\d+)\x00", side)
                for i in extract_identifiers(asides[int(n)])
                if "." in i or "/" in i or "_" in i.strip("_")
            ]
            words = [
                w
                for w in re.findall(r"\w[\w.-]*", re.sub(r"\x00\d+\x00", " ", side))
                if len(w) > 1 and w.lower() not in STOPWORDS
            ]
            sides.append(
                named[0] if named else (words[-1] if g == "a" else words[0]) if words else ""
            )
        if all(sides):
            names += sides
    return tuple(names)


LEAD_STEMS = frozenset(stem(v) for v in LEAD_VERBS)
"""A behaviour's lead verb in any form ("mentions", "mentioned"): framing, not content."""

_PROSE_WORD = r"[A-Za-z][a-z]{2,}(?:[-_][a-z]+)*"
_SLASHED = re.compile(
    rf"(?<![\w./-])(?:{_PROSE_WORD}/(?:{_PROSE_WORD}|[A-Z]{{2,6}})|[A-Z]{{2,6}}/{_PROSE_WORD})"
    r"(?![\w./])"
)
"""Two prose words joined by a slash ("ranges/normalization", "cost/resilience"), or a word
and its acronym ("optimization/QAOA"): alternatives. A longer chain may be a path
(``src/models/llama``) and stays one word; two acronyms ("TP/PP") are two names."""


_NAMES_SLASHED = re.compile(
    r"(?<![\w./-])[A-Z][A-Za-z0-9]{1,11}(?:/[A-Z][A-Za-z0-9]{1,11}){1,3}(?![\w./-])"
)
"""Capitalised names joined by slashes ("RDMA/NVLink", "TP/PP/EP"): each is named."""


def _slash_pairs(
    pairs: list[tuple[tuple[str, ...], tuple[str, ...]]],
) -> Callable[[re.Match[str]], str]:
    """A substitution that spaces out slashed words and records each neighbouring pair in
    ``pairs`` as alternatives: either side covers."""

    def spaced(m: re.Match[str]) -> str:
        sides = [tuple(content_words(w, compounds=False)) for w in m.group(0).split("/")]
        pairs.extend((a, b) for a, b in zip(sides, sides[1:], strict=False) if a and b)
        return " ".join(m.group(0).split("/"))

    return spaced


def _order_sides(word: str, said_first: str, said_then: str) -> re.Pattern[str]:
    """The two sides of an order told with ``word`` ("A before B", "B after A"), as groups
    ``a`` (done first) and ``b``, named in the order the sentence says them."""
    return re.compile(
        rf"^(?P<{said_first}>.+?)\s+{word}\s+(?:any\s+|the\s+|a\s+|an\s+|each\s+|every\s+)?"
        # a dot inside a name ("my_override.yaml") does not end the later side
        rf"(?P<{said_then}>(?:[^,;.()]|\.(?=\w))+?)"
        r"(?=\s+(?:and|then|or|if|when|unless|so)\s|[,;()]|\.(?!\w)|$)",
        re.IGNORECASE,
    )


_BEFORE = _order_sides("before", "a", "b")
_AFTER = _order_sides("after", "b", "a")
"""The order of "B after A": A first, as in "A before B"."""


_COMES_BEFORE = re.compile(
    r"\s+(?:(?:comes?|came|goes|went|happens?|happened)\s+(?:first\s+)?before"
    r"|(?:is|are|was|were)\s+(?:done|run|performed|presented|listed|placed)\s+before"
    r"|precedes?|preceded)\s+",
    re.IGNORECASE,
)
"""An order said of two deeds ("A comes before B", "A precedes B")."""
_PLACES = re.compile(
    r"^\W*(?:the\s+(?:agent|answer|response)\s+)?"
    # "Says to list base.yaml before override.yaml": the order the answer tells the user
    r"(?:(?:says|tells|instructs|advises)\s+(?:the\s+user\s+|you\s+)?to\s+)?"
    r"(?:places?|placed|puts?|orders?|ordered|"
    r"prefers?|preferred|tries|tried|"
    r"runs?|ran|executes?|executed|performs?|performed|"
    r"sequences?|sequenced|lists?|listed|presents?|presented|schedules?|scheduled|plans?|planned|"
    r"shows?|showed|(?P<guard>verif(?:y|ies|ied)|checks?|checked|confirms?|confirmed|"
    r"validates?|validated|inspects?|inspected|reviews?|reviewed|examines?|examined))\b",
    re.IGNORECASE,
)
"""A behaviour about the answer's own order ("Places the setup preview before any create"),
not about when something happens in the system it describes ("opens a scope before the
first tool call")."""


def _guards(body: str) -> bool:
    """Whether an "A before B" behaviour is a check done before a deed ("Verifies X before
    pulling"), not the order the answer presents two things in."""
    placed = _PLACES.match(body)
    return placed is not None and placed["guard"] is not None


def _sequence(body: str, ordered: bool = False) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The two things an "A before B" behaviour about the answer's order places, as stems
    each side has alone ("Places template setup preview before any create invocation":
    setup, preview / create, invocation); empty where either side has none. ``ordered``: the
    behaviour is itself an order of two deeds ("A comes before B"), with no verb that
    places."""
    placed = _PLACES.match(body)
    if not placed and not ordered:
        return (), ()
    rest = body[placed.end() :] if placed else body  # the verb places; it is on neither side
    m = _BEFORE.search(rest)
    if m is None and placed and placed["guard"] is None:
        # "Runs sbom_to_csv.py after resolving": the later deed is said first
        m = _AFTER.search(rest)
    if m is None:
        return (), ()
    sides = [
        # a name's parts as an answer's words are read ("my_override.yaml": override, yaml)
        {stem(w) for w in content_words(re.sub(r"[`._/]", " ", m.group(g)), compounds=False)}
        - LEAD_STEMS
        for g in ("a", "b")
    ]
    a, b = sides[0] - sides[1], sides[1] - sides[0]
    return (tuple(sorted(a)), tuple(sorted(b))) if a and b else ((), ())


_DEED_BEFORE_DEED = re.compile(
    r"^\W*(?:the\s+(?:agent|answer|response)\s+)?(?!(?:asks?|waits?|stops?|pauses?|says|tells|"
    r"warns?|explains?|notes?|states?|mentions?|recommends?|suggests?|advises?|does|is|are|has)\b)"
    r"[a-z]{3,}s\s+[^.;:]{3,120}?\sbefore\s+[a-z]{3,}ing\W*$",
    re.IGNORECASE,
)
"""A deed of the answer's own done before another named by its gerund ("Merges the adapters
with merge_lora_weights before exporting"); not a request or a wait ("Asks for approval before
deploying": a deed held for the user)."""


def _gerund_later(body: str, later: tuple[str, ...]) -> bool:
    """Whether the later side of "A before B" is one gerund ("... for approval before
    tagging")."""
    m = _BEFORE_GERUND.search(body[-200:]) if len(later) == 1 else None
    return m is not None and stem(m["deed"]) == later[0]


_BEFORE_GERUND = re.compile(r"\bbefore\s+(?P<deed>[a-z]{3,}ing)\W*$")


_DEED_OPENS = re.compile(
    rf"\W*(?:{'|'.join(sorted(LEAD_VERBS | {'ask', 'asks'}, key=len, reverse=True))})\b",
    re.IGNORECASE,
)
"""A side of "A or B" that opens with a deed ("State ...", "ask for ...")."""


def _alternatives(text: str, wanted: set[str]) -> tuple[tuple[tuple[str, ...], ...], ...]:
    """For each "A or B" in ``text``: up to two content words on each side (the nearest ones,
    reaching past another "or" where a side has fewer); for "A, B, or C" each listed item is
    a side of its own."""
    # The words of each stretch between "or"s, read once: a text of many "or"s costs one
    # pass, not one pass per "or".
    parts = re.split(r"\s+or\s+", text)
    stretches = [[w for w in content_words(part, compounds=False) if w in wanted] for part in parts]
    if len(parts) == 2 and all(_DEED_OPENS.match(part) for part in parts):
        # "State assumptions or ask for missing inputs": two deeds, each side all its words
        return ((tuple(stretches[0][:5]), tuple(stretches[1][:5])),) if all(stretches) else ()
    pairs = []
    for n in range(1, len(stretches)):
        left: list[str] = []
        for stretch in reversed(stretches[:n]):
            left = stretch[-(2 - len(left)) :] + left if len(left) < 2 else left
            if len(left) == 2:
                break
        right: list[str] = []
        for stretch in stretches[n:]:
            right += stretch[: 2 - len(right)]
            if len(right) == 2:
                break
        if not (left and right):
            continue
        items = _listed_before_or(parts[n - 1], wanted)
        pairs.append((*items, tuple(right)) if items else (tuple(left), tuple(right)))
    return tuple(pairs)


def _listed_before_or(part: str, wanted: set[str]) -> tuple[tuple[str, ...], ...]:
    """The items of a list that ends at an "or" ("... on the NumPy expression, its allocation
    behavior, or"): the last two wanted words of each; empty where the part lists nothing (no
    comma, or an item that opens a deed or a clause of its own)."""
    segments = [seg for seg in re.split(r",\s*", part) if seg.strip()]
    if len(segments) < 2 or any(
        _DEED_OPENS.match(seg) or _CLAUSE_OPENS.match(seg) or not _LIST_ITEM.fullmatch(seg)
        for seg in segments[1:]
    ):
        return ()
    items = [
        tuple([w for w in content_words(seg, compounds=False) if w in wanted][-2:])
        for seg in segments
    ]
    return tuple(items) if all(items) else ()


_LIST_ITEM = re.compile(
    r"\s*(?:(?:the|a|an|its|their|this|that|these|those|any|some|each|his|her|your|our)\s+"
    r"\S+(?:\s+\S+){0,3}|\S+)\s*",
    re.IGNORECASE,
)
"""An item of a listed alternative: a noun phrase its determiner opens ("its allocation
behavior"), or one name ("Polars"); "orders destruction" is a deed, no item."""
_CLAUSE_OPENS = re.compile(
    r"\W*(?:then|and|but|so|which|who|that|where|when|while|if|because|since|unless|"
    r"including|e\.g\.|i\.e\.|such\s+as|not)\b",
    re.IGNORECASE,
)
