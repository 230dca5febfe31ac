"""Negative cases: what an agent that rightly leaves the skill aside does, and the skill
anchors and names it must then not walk through."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from itertools import islice

from skilleval.grading.conduct import MAY_DECLINE, skill_names
from skilleval.grading.model import Check
from skilleval.language.identifiers import (
    extract_identifiers,
    is_field_like,
)
from skilleval.language.matching import CLAUSE_BREAK, NEGATION
from skilleval.language.text import SHELL_LINE, content_words, stem
from skilleval.loading.skill import Skill
from skilleval.rubric.steps import (
    skill_document,
    step_anchors,
    step_keywords,
)

_DIRECT = re.compile(
    r"\b(?:directly|itself|on\s+its\s+own|straight\s+away|as\s+asked|normally|as\s+usual)\b"
    # "Respond with a generic fallback or suggest a more relevant non-DeepStream path"
    r"|\b(?:generic|general|ordinary|plain)\s+(?:fallback|answer|response|reply|help|guidance)\b"
    r"|\bnon-[\w-]+\s+(?:path|approach|route|workflow|solution|alternative|tooling)\b"
    r"|\b(?:answer\w*|respond\w*|handl\w+|address\w*|fulfil\w*)\s+(?:the\s+|this\s+|that\s+)?"
    r"(?:user'?s?\s+)?(?:[\w-]+\s+){0,3}?(?:request|question|ask|prompt|task)\b"
    r"|\bthe\s+agent\s+(?:answers|answered|handles|handled)\s+it\b"
    # "Answer using general linguistic knowledge or a relevant phonetics resource"
    r"|^\W*(?:the\s+agent\s+)?(?:answer|respond|repl(?:y|ie))\w*\s+(?:it\s+)?(?:using|with|from)\s+"
    r"(?:general|common|ordinary|standard|its\s+own)\b",
    re.IGNORECASE,
)


_FORBIDS_OWN = re.compile(
    r"^\W*(?:the\s+agent\s+)?(?:does\s+not|doesn'?t|did\s+not|didn'?t|never|do\s+not|don'?t)\s+"
    r"[^,;.]*$",
    re.IGNORECASE,
)
"""A behaviour that opens forbidding a deed, up to the point it says "itself": the deed done
by the agent itself is what it must not do."""


_PROVIDES_ANSWER = re.compile(
    r"^\W*(?:the\s+)?(?:agent\s+)?(?:provides|provided|gives|gave|offers|offered|returns|"
    r"returned)\s+(?:a|an|the)?\s*(?:(?:[\w/&.-]+\s+){1,6}?(?:answer|guidance|response|advice|"
    r"explanation)\s*\.?\s*$|(?:[\w-]+\s+)?(?:answer|guidance|response|advice|explanation|help|"
    r"instructions)\s+(?:(?:directly\s+)?relevant\s+to|on|for|about|regarding|concerning)\s+"
    r"[^.;]{1,200}\.?\s*$)",
    re.IGNORECASE,
)
"""In a negative case, a behaviour that is the request's own answer, named by its topic
("Agent provides a Django ORM query answer", "Agent provides AWS VPC sizing and HA
guidance", "provided guidance relevant to GROMACS simulation setup"): it answered the
request itself."""
_WHAT_IT_IS = re.compile(
    r"^\W*(?:this|it|the\s+(?:request|question|prompt|task|ask))\s+is\s+(?:a|an|just\s+a)\s+"
    r"[^.;]{0,120}?\b(?:request|question|task|ask|problem)\b"
    # "This is live workflow support, not OSMO service config administration"
    r"|^\W*(?:this|it|the\s+(?:request|question|prompt|task|ask))\s+is\s+(?!not\b)[^.;:]{2,120}?"
    r"(?:,\s*not|\s+rather\s+than|\s+instead\s+of)\s"
    # "The question is about USD in general with no RTX Remix context"
    r"|^\W*(?:this|it|the\s+(?:request|question|prompt|task|ask))\s+is\s+(?:(?:only|purely|"
    r"just)\s+)?about\s+[^.;]{1,80}?\b(?:in\s+general|generally)\b"
    # "The agent treats this as ordinary frontend performance work"
    # "A usage question for a running deployment, not a deploy: ..."
    r"|^\W*an?\s+(?:[\w-]+\s+){0,3}(?:request|question|task|ask|problem)\b[^.;:]{0,80}?,\s*not\s+"
    r"(?:an?\s+)?[\w-]+"
    r"|^\W*(?:the\s+agent\s+)?treats?\s+(?:this|it|the\s+(?:request|question|prompt|task))\s+"
    r"as\s+(?:an?\s+)?(?:ordinary|generic|normal|regular|plain|general|standard|everyday)\b"
    # "A successful answer treats the provided train.py context as a PyTorch training task
    # rather than a cuDF migration"
    r"|\btreats?\s+(?:[\w./-]+\s+){0,5}?as\s+(?:an?\s+)?[^.;]{0,120}?\b(?:task|request|"
    r"question|problem)\s+(?:rather\s+than|instead\s+of|,?\s*not)\b"
    # "treats 'route' as a web framework route, not a vehicle routing ... request"
    r"|\btreats?\s+(?:['\"`]?[\w./-]+['\"`]?\s+){1,5}?as\s+(?:an?\s+)?[^.;]{0,80}?"
    r"(?:,\s*not|\s+rather\s+than|\s+instead\s+of)\s+(?:an?\s+)?[^.;]{0,120}?\b(?:task|"
    r"request|question|problem|work)\b"
    # "The agent recognized this as a general RDKit question unrelated to KERMT finetuning"
    r"|^\W*(?:the\s+agent\s+)?(?:recogni[sz]\w*|identif\w*|classif\w*)\s+(?:this|it|the\s+"
    r"(?:request|question|prompt|task))\s+as\s+(?:an?\s+)?[^.;]{0,120}?\b(?:task|request|question|"
    r"problem|work)\s+(?:unrelated\s+to|rather\s+than|instead\s+of|,?\s*not)\b",
    re.IGNORECASE,
)
"""A negative case's fact that says what the request is ("This is a general conceptual
question, not a request to run ...", "treats this as ordinary refactoring"): the agent
takes it up as that."""


_SKIPS_SKILL = re.compile(
    r"\b(?:not|never|without|no|nor|n't)\b[^.;]{0,40}\b(?:consult|load|us|invok|appl|read|"
    r"activat|trigger|select|follow|pull)\w*\b[^.;]{0,40}\b(?:skill|checklist|tools?|workflow)\b"
    r"|\bskill\b[^.;]{0,30}\b(?:is|was|are|were|stays?|remains?)\s+(?:not|never|NOT)\s+"
    r"(?:\w+\s+)?(?:loaded|activated|invoked|triggered|selected|used|consulted)\b"
    # "X stays silent", "The VDA workflow orchestrator should stay silent": in a negative
    # case only the skill is told to keep quiet
    r"|\b(?:stays?|remains?|(?:should|must|will)\s+(?:stay|remain))\s+(?:silent|quiet|dormant)\b"
    # "The skill declines: this is marketing copy, not documentation"
    r"|^\W*(?:the\s+|this\s+)?skill\s+(?:declines|should\s+decline|must\s+decline)\b"
    r"|\bskill\b[^.;]{0,30}\b(?:does|did|do|should|must|will|would)\s*(?:not|n't|never)\s+"
    r"(?:be\s+)?(?:activat|trigger|load|invok|select|us|appl|fire|consult)\w*\b"
    # "No FLARE diagnosis skill should trigger", "The selected skill is none."
    r"|\bno\s+(?:[\w-]+\s+){0,3}?skills?\s+(?:should|must|will|would|may)\s+(?:be\s+)?"
    r"(?:activat|trigger|load|invok|select|us|appl|fire|consult)\w*\b"
    r"|\b(?:selected|chosen|activated|loaded|triggered|invoked|used)\s+skills?\s+(?:is|are|"
    r"should\s+be|must\s+be)\s+(?:none|nothing|empty|null)\b"
    # "Out of scope: the skill is for ...", "This is outside the skill's scope": in a
    # negative case the request is out of the skill's scope, so the skill stays out of it
    r"|^\W*(?:(?:this|it|the\s+(?:request|question|prompt))\s+(?:is|falls)\s+)?"
    r"(?:out[\s-]+of|outside(?:\s+of)?)[\s-]+(?:the\s+|this\s+|its\s+)?"
    r"(?:[\w-]+(?:'s|’s)?\s+){0,5}?scope\b",
    re.IGNORECASE,
)


_PRESENTS_WORKFLOW = re.compile(
    r"\b(?:outlin|summari[sz]|describ|walk\w*\s+through|present|lay\w*\s+out|list)\w*\s+"
    r"(?:the\s+|its\s+|the\s+skill'?s\s+)(?:documented|prescribed|skill'?s?|documented\s+and\s+"
    r"\w+)\s+(?:[\w-]+\s+)?(?:workflow|steps|procedure|checklist)\b"
    r"|\b(?:outlin|summari[sz]|describ|present)\w*\s+(?:the\s+)?(?:workflow|steps|procedure)\s+"
    r"(?:from|in|of)\s+(?:the\s+skill|SKILL\.md)\b",
    re.IGNORECASE,
)
"""A positive case's behaviour that asks for the skill's own workflow ("Outlines the
documented workflow steps from SKILL.md"): the answer presents the skill's steps."""


_KEEPS_PROMPT = re.compile(
    r"^\W*(?:the\s+agent\s+)?(?:preserv|keep|pass|send|forward|submit|relay)\w*\s+"
    r"(?:the\s+)?user(?:'s|s'|’s)?\s+(?:[\w-]+\s+){0,4}?(?:prompt|question|request|query)\b"
    r"(?:\s+(?:unchanged|verbatim|intact|as[- ]is|exactly))?\s*\.?\s*$",
    re.IGNORECASE,
)
"""A behaviour asking that the user's own words reach the tool unchanged ("Preserves the
user's CUDA-X prompt"): shown where the answer quotes the request."""


def keeps_prompt(text: str) -> bool:
    """Whether a behaviour is "passes the user's prompt on unchanged"."""
    return bool(_KEEPS_PROMPT.search(text))


def presents_workflow(text: str) -> bool:
    """Whether a positive case's behaviour is "presents the skill's own workflow"."""
    return bool(_PRESENTS_WORKFLOW.search(text))


def conduct_of(text: str, skill_name: str = "") -> str:
    """The conduct a negative case's behaviour or fact describes, or "" for content.
    ``skill_name``: the skill the case is about, which authors name instead of saying
    "the skill" ("Do not activate deepstream-dev", "X stays silent; Y handles it")."""
    direct = _DIRECT.search(text)
    if direct is not None and _FORBIDS_OWN.match(text[: direct.start()]):
        direct = None  # "Does not download the archives itself": a deed it leaves to another
    if direct is not None or _WHAT_IT_IS.search(text) or _PROVIDES_ANSWER.match(text):
        return "answers_directly"
    if _SKIPS_SKILL.search(text) or (skill_name and _skips_named(skill_name, text)):
        return "skips_skill"
    owner = _ELSEWHERE.search(text) if skill_name else None
    if owner is not None and owner.group("name").lstrip("/") not in skill_names(skill_name):
        return "skips_skill"
    return ""


_ELSEWHERE = re.compile(
    r"\b(?:belongs?\s+to|(?:correct|right)\s+skill\s+is|(?:(?:is|are)\s+)?(?:handled|owned)\s+by)"
    r"\s+(?:the\s+)?`?(?P<name>/?[a-z0-9]+(?:-[a-z0-9]+)+)",
    re.IGNORECASE,
)
"""A request that another skill owns ("Router mode work belongs to dynamo-router-starter"):
this one is not applied."""


_HANDED = re.compile(
    r"\b(?:(?:route[sd]?|routing|(?:re)?direct(?:s|ed)?|point(?:s|ed)?|refer(?:s|red)?|hand(?:s|ed)?)\s+(?:\w+\s+){0,3}?to|"
    r"(?:should|must)\s+use)\s+(?:the\s+)?`?/?"
    r"(?P<a>[a-z0-9]+(?:[-_][a-z0-9]+)+)|(?P<b>[a-z0-9]+(?:-[a-z0-9]+)+)`?\s+handles\s+it\b",
    re.IGNORECASE,
)
_VIA = re.compile(
    r"\b(?:route[sd]?|routing)\b[^.;\n]{0,80}?\bvia\s+(?:the\s+)?`?(?P<name>[a-z0-9]+(?:-[a-z0-9]+){2,})",
    re.IGNORECASE,
)
"""The skill a request is routed by ("routes to the pcc_counters tool via
doca-public-knowledge-map")."""


_ROUTED = re.compile(
    r"\b(?:[Uu]se|[Rr]oute[sd]?\s+(?:\w+\s+){0,3}?to|belongs?\s+to|(?:re)?direct(?:s|ed)?\s+"
    r"(?:\w+\s+){0,2}?to|point(?:s|ed)?\s+(?:\w+\s+){0,2}?to)\s+(?:the\s+)?`?/?"
    r"(?P<name>[a-z][a-z0-9]*(?:-[a-z0-9]+){2,})\b"
)


def routed_names(facts: list[str], skill_name: str) -> tuple[str, ...]:
    """Other skills a negative case's facts send the request to by a name of three or more
    parts ("The agent should use holohub-app-lifecycle"): the fact is that name, so wording
    around it ("holohub", "app") does not cover it."""
    own = skill_names(skill_name)
    return tuple(
        dict.fromkeys(m["name"] for f in facts for m in _ROUTED.finditer(f) if m["name"] not in own)
    )


def owners(texts: list[str], skill_name: str, expected_skill: str | None) -> tuple[str, ...]:
    """The other skills a negative case hands the request to (its ``expected_skill``, "belongs
    to X", "routes to X", "X handles it"): an answer that names one is redirecting."""
    own = skill_names(skill_name)
    found = [expected_skill or ""]
    for text in texts:
        found += [m["name"].lstrip("/") for m in _ELSEWHERE.finditer(text)]
        found += [m["a"] or m["b"] for m in _HANDED.finditer(text)]
        found += [m["name"] for m in _VIA.finditer(text)]
    return tuple(dict.fromkeys(n for n in found if n and n.lower() not in own))


_NAMED = r"`?/?(?P<{g}>[a-z0-9]+(?:-[a-z0-9]+)*)(?![\w-])"
_KEEP_OUT_VERBS = (
    r"(?:activat|invok|us|select|rout|trigger|load|forc|call|appl|consult|referenc|pick|"
    r"choos|run)\w*"
)
_KEEPS_OUT = tuple(
    # a lookahead, so every start is tried (a match that begins at "The agent" must not hide
    # the skill's name inside it)
    re.compile(f"(?=(?:{pattern}))", re.IGNORECASE)
    for pattern in (
        rf"(?:\b(?:not|never|without)|n't)\s+(?:\w+\s+){{0,2}}?{_KEEP_OUT_VERBS}\s+"
        rf"(?:(?:it|this|them)\s+)?(?:to\s+|or\s+\w+\s+)?(?:the\s+)?{_NAMED.format(g='n')}",
        rf"{_NAMED.format(g='n')}`?(?:\s+skill)?[^.;]{{0,30}}\b(?:should|must|does|did|will|"
        rf"is|was)\s*(?:not|n't)\s+(?:be\s+)?{_KEEP_OUT_VERBS}",
        rf"{_NAMED.format(g='n')}`?(?:\s+skill)?\s+(?:stays?|remains?|keeps?)\s+"
        r"(?:silent|quiet|inactive)",
        # "The selected skill is not X", "The selected skill is Y, not X"
        r"\b(?:selected|chosen|activated|loaded|triggered|invoked|used)\s+skills?\s+(?:is|are|"
        rf"should\s+be|must\s+be)\s+(?:`?[\w-]+`?\s*,?\s+)?not\s+{_NAMED.format(g='n')}",
        # "Selects the ptq skill, not day0-release"
        r"\b(?:selects?|chooses?|picks?|uses?|activates?|invokes?|loads?|routes?\s+to)\s+"
        r"(?:the\s+)?`?[\w-]+`?(?:\s+skill)?\s*,?\s+(?:and\s+|but\s+)?not\s+(?:the\s+)?"
        rf"{_NAMED.format(g='n')}",
    )
)
"""Behaviours that keep a named skill out: "does not invoke X", "without invoking X", "X
should not be selected", "X stays silent", "the selected skill is not X", "selects Y, not X"
(the same patterns for every skill; the name found is compared with the case's skill)."""


def _skips_named(skill_name: str, text: str) -> bool:
    """Whether ``text`` keeps the skill ``skill_name`` out (see :data:`_KEEPS_OUT`)."""
    names = {n.lower() for n in skill_names(skill_name)}
    if not any(n in text.lower() for n in names):
        return False
    return any(
        m["n"].lower() in names and not _MORE_NAMED.match(text, m.end("n"))
        for pattern in _KEEPS_OUT
        for m in pattern.finditer(text)
    )


_MORE_NAMED = re.compile(r"`?,\s*(?!(?:[^,.;]*\s)?skills?\b)[^,.;]+,\s*(?:or|and|nor)\s")
"""More named after the skill ("did not reference cuequivariance, irreducible representations,
or segmented tensor products"): a list of things not to say, not the skill kept out alone."""


SKILL_WORDS = 100
"""How many of the skill's most frequent content words stand for its vocabulary."""


@dataclass(frozen=True)
class SkillMarks:
    """What an answer that applies the skill shows, for a negative case's conduct checks."""

    anchors: tuple[tuple[str, ...], ...] = ()
    """Each step of the skill's answer checklist as the terms that present it."""
    names: tuple[str, ...] = ()
    """Field-like names of SKILL.md that the request does not use."""
    words: tuple[str, ...] = ()
    """Stems of the skill's most frequent content words that the request does not use."""
    request: tuple[str, ...] = ()
    """Stems of the request's content words."""
    skill: str = ""
    """The skill's own name."""


def skill_marks(skill: Skill, prompt: str) -> SkillMarks:
    """What an answer to ``prompt`` that applied ``skill`` would show."""
    request = _stems(prompt)
    vocabulary = _vocabulary(skill)
    return SkillMarks(
        skill_anchors(skill),
        skill_identifiers(skill, prompt),
        tuple(w for w in vocabulary if w not in request),
        tuple(sorted(_stems(_affirmed(prompt)))),
        skill.name,
    )


_SENTENCE = re.compile(r"[.!?]\s+|\n")


def _affirmed(prompt: str) -> str:
    """The request without what it rules out: "an ordinary app; it does not expose a reusable
    module API" is not about modules, so their words stay the skill's."""
    kept = []
    for sentence in _SENTENCE.split(prompt):
        for clause in CLAUSE_BREAK.split(sentence):
            cue = NEGATION.search(clause)
            kept.append(clause[: cue.start()] if cue else clause)
    return " ".join(kept)


def _stems(text: str) -> set[str]:
    return {stem(w) for w in content_words(text, compounds=False)}


VOCABULARY: dict[tuple[str, str], tuple[str, ...]] = {}


def _vocabulary(skill: Skill) -> tuple[str, ...]:
    """The stems of SKILL.md's most frequent content words (once per skill version)."""
    key = (str(skill.path), skill.digest)
    if key not in VOCABULARY:
        if len(VOCABULARY) > 256:
            VOCABULARY.clear()
        counts = Counter(stem(w) for w in content_words(skill.body, compounds=False))
        VOCABULARY[key] = tuple(sorted(w for w, _ in counts.most_common(SKILL_WORDS)))
    return VOCABULARY[key]


def skill_anchors(skill: Skill) -> tuple[tuple[str, ...], ...]:
    """Each step of the skill's first graded checklist as the terms that present it."""
    checklist = skill.answer_checklist
    if checklist is None:
        return ()
    out = []
    for step in checklist.steps:
        anchors = step_anchors(step, checklist.steps) or (
            " ".join(step_keywords(step, checklist.steps)[:2]),
        )
        if anchors[0]:
            out.append(anchors)
    return tuple(out)


def skill_identifiers(skill: Skill, prompt: str) -> tuple[str, ...]:
    """Field-like names that SKILL.md uses and the prompt does not: an answer full of them
    applies the skill. Not a skill's slash command (`/jetson-download-bsp`: naming it hands
    the request over), nor a path whose file the prompt names (`Downloads/public_sources.tbz2`
    for a prompt about public_sources.tbz2)."""
    return tuple(
        i
        for i in _body_names(skill)
        if i not in prompt and not _SLASH_COMMAND.fullmatch(i) and not _file_asked(i, prompt)
    )[:60]


_DEFERRAL = re.compile(
    r"\b(?:route[sd]?\s+(?:\w+\s+){0,3}?(?:to|via|through|elsewhere)|routing\s+for\s+(?:it|this|them)|"
    r"not\s+in\s+scope|out\s+of\s+scope|belongs?\s+to\s+(?:other|another)|"
    r"separate\s+artifact|do\s+\W{0,2}not\W{0,2}\s+load|refuse|"
    r"look\s+(?:it\s+)?up\s+in)\b",
    re.IGNORECASE,
)
"""A passage that sends a topic elsewhere ("that is the `pcc_counters` CLI tool — route via
...", "also not in scope")."""
_PASSAGE = re.compile(r"\n\s*\n|\n(?=[ \t]*(?:(?:[-*]|\d{1,2}[.)])\s|\|))")


def _deferred_names(skill: Skill, names: list[str]) -> set[str]:
    """Of ``names``, those SKILL.md speaks of only in passages that send them elsewhere:
    an answer that names them routes the request as the skill says, it does not apply it.
    A section of the skill's own documents (`TASKS.md ## configure`) is its own wherever."""
    passages = _PASSAGE.split(skill.body[:200_000])
    deferred = set()
    for name in names:
        if _OWN_DOCUMENT.search(name):
            continue
        holding = [p for p in passages if name in p]
        if holding and all(_defers(p) for p in holding):
            deferred.add(name)
    return deferred


def _defers(passage: str) -> bool:
    """Whether ``passage`` sends something elsewhere, not under a condition ("only when
    Content Agents are out of scope" says when to skip a step of this skill)."""
    return any(
        not _CONDITIONED.search(passage[max(0, m.start() - 60) : m.start()])
        for m in islice(_DEFERRAL.finditer(passage), 20)
    )


_CONDITIONED = re.compile(r"\b(?:when|if|unless|whether|once)\b[^.;:—]*$", re.IGNORECASE)


_OWN_DOCUMENT = re.compile(r"\.md\b", re.IGNORECASE)


def _file_asked(name: str, prompt: str) -> bool:
    """Whether ``name`` is a path (no spaces) to a file the prompt names by itself."""
    base = name.rstrip("/").rsplit("/", 1)[-1]
    return "/" in name and " " not in name and len(base) >= 6 and base in prompt


_SLASH_COMMAND = re.compile(r"/[a-z0-9]+(?:-[a-z0-9]+)+")
"""A skill or command called by its slash name (``/jetson-init-image``)."""


BODY_NAMES: dict[tuple[str, str], tuple[str, ...]] = {}


def _body_names(skill: Skill) -> tuple[str, ...]:
    """Field-like names of SKILL.md that are not the skill's own documents (looked up on
    disk once per skill version, not once per negative case)."""
    key = (str(skill.path), skill.digest)
    if key not in BODY_NAMES:
        if len(BODY_NAMES) > 256:
            BODY_NAMES.clear()
        # and the skill's own commands, written as code (`osmo pool list`)
        commands = [
            m[1]
            for m in _INLINE_COMMAND.finditer(skill.body)
            if SHELL_LINE.match(m[1]) and len(m[1].split()) >= 3
        ]
        names = list(
            dict.fromkeys(
                [
                    i
                    for i in extract_identifiers(skill.body)
                    if is_field_like(i) and len(i) >= 6 and not skill_document(skill, i)
                ]
                + commands
            )
        )
        deferred = _deferred_names(skill, names)
        BODY_NAMES[key] = tuple(n for n in names if n not in deferred)
    return BODY_NAMES[key]


_INLINE_COMMAND = re.compile(r"`([a-z][\w.+-]*(?: [\w./=:<>{}-]+){2,5})`")
"""A command written inline in SKILL.md (`osmo pool list --mode free`)."""


NAMED_ANSWER = re.compile(
    r"\banswer\w*\s+(?:with\s+)?(?P<what>[A-Z][\w-]{1,40}|\d[\d.,]*)\s+(?:directly|itself|"
    r"plainly|simply|and|as|,|\.|$)"
)
"""The short answer a negative case's conduct names ("should answer Paris directly"),
which a one-word reply that gives it has answered with."""


def expected_answers(texts: list[str]) -> tuple[str, ...]:
    """The short answers that ``texts`` (a case's conduct facts) name."""
    return tuple(dict.fromkeys(m["what"] for t in texts for m in NAMED_ANSWER.finditer(t)))


def conduct_checks(skill: Skill, conduct_facts: list[str], marks: SkillMarks) -> list[Check]:
    """A negative case's ground-truth conduct, as checks: it answered the request itself,
    and it did not apply this skill (``marks``: what applying it shows)."""
    if not conduct_facts:
        return []
    # "It should either stay silent, point to a marketing-copy resource, or ask the user to
    # confirm ...": a decline that redirects is an answer the case allows, said with it
    allowed = next((f for f in conduct_facts[1:] if MAY_DECLINE.search(f)), "")
    checks = [answers_check("ground truth", f"{conduct_facts[0]} {allowed}".strip())]
    if marks.anchors or marks.names or marks.words:
        checks.append(
            application_check(
                "conduct-skips-skill",
                f"does not apply the {skill.name} skill",
                "ground truth",
                f"does not apply the {skill.name} skill",
                marks,
            )
        )
    return checks


def answers_check(source: str, text: str) -> Check:
    """A negative case's conduct check that the request itself is answered."""
    return Check(
        id="conduct-answers",
        kind="behavior",
        label="answers the request itself",
        source=source,
        text=text,
        conduct="answers_directly",
    )


def application_check(
    id_: str, label: str, source: str, text: str, marks: SkillMarks, conduct: str = "skips_skill"
) -> Check:
    """A conduct check on whether the answer applies the skill ``marks`` describe: that it
    does not (``skips_skill``), or that it does (``presents_skill``)."""
    return Check(
        id=id_,
        kind="behavior",
        label=label,
        source=source,
        text=text,
        conduct=conduct,
        anchors=marks.anchors,
        fields=marks.names,
        skill_words=marks.words,
        request_words=marks.request,
        skill=marks.skill if conduct == "skips_skill" else "",
    )
