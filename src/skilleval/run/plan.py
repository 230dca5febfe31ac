"""What a run will do: its options, one work item per (case, model, arm, attempt),
the shard a case falls in, and the discover arm's catalogue of decoys."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from skilleval import __version__
from skilleval.errors import InputError
from skilleval.grading import Check
from skilleval.loading.evalcase import EvalCase
from skilleval.loading.skill import iter_skill_dirs, load_skill
from skilleval.loading.textfile import rel
from skilleval.loading.workspace import SkillBundle, one_per_name
from skilleval.models.base import ChatRequest, Completion, Params, Provider
from skilleval.models.registry import ModelSpec, ProviderSettings, build_provider
from skilleval.rubric.derive import derive_checks
from skilleval.run.arms import TOOLS, Arm, CatalogEntry, case_files, messages_for
from skilleval.run.records import ARMS, CaseInfo, RunMeta, RunResult, SkillInfo

MAX_DECOYS = 8


@dataclass
class RunOptions:
    arms: tuple[str, ...] = ARMS
    attempts: int = 1
    concurrency: int = 16
    """Requests in flight per model at most (lowered while an endpoint pushes back)."""
    rpm: float | None = None
    """Requests per minute per model at most (a client-side pace under a known quota)."""
    tpm: float | None = None
    """Tokens per minute per model at most: a request waits until the budget holds its
    estimated prompt tokens; its completion tokens are charged when it returns."""
    adaptive: bool = True
    """Halve the in-flight limit when requests need retries (429, 5xx, timeouts) or fail on
    rate limits or timeouts; grow it back slowly."""
    params: Params = field(default_factory=Params)
    timeout: float = 60.0
    max_retries: int = 4
    cache_path: Path | None = None
    shard: tuple[int, int] | None = None
    progress: bool = False
    max_tool_rounds: int = 4
    replay: RunResult | None = None
    """Records to answer from (replay provider); no call is made."""
    judge: ModelSpec | None = None
    """Optional LLM judge asked about every completed answer."""
    verbose: bool = False
    """Print each attempt's verdict and failing checks as it finishes."""
    decoys_from: Path | None = None
    """Take the discover arm's sibling decoys from this folder instead of each skill's own
    (``diff`` runs an old version from a temporary copy with the new version's neighbours,
    so both versions face the same catalogue)."""
    jobs: int | None = 1
    """Processes for runs answered by local responders (``extractive``; None: the cores):
    their CPU work is spread over the plan's shards (:mod:`skilleval.run.parallel`)."""


@dataclass(frozen=True)
class WorkItem:
    bundle: SkillBundle
    case: EvalCase
    checks: tuple[Check, ...]
    model: ModelSpec
    arm: str
    attempt: int

    @property
    def key(self) -> str:
        return (
            f"{self.bundle.skill.name}/{self.case.id}/{self.arm}/{self.model.label}/{self.attempt}"
        )


def in_shard(skill: str, case_id: str, shard: tuple[int, int] | None) -> bool:
    """Deterministic split by case (all arms, models and attempts of a case stay together)."""
    if shard is None:
        return True
    index, total = shard
    digest = hashlib.sha256(f"{skill}/{case_id}".encode()).digest()
    return int.from_bytes(digest[:8], "big") % total == index - 1


def build_catalog(
    bundle: SkillBundle, others: Sequence[SkillBundle], siblings_in: Path | None = None
) -> list[CatalogEntry]:
    """The target skill plus decoys: other loaded skills, then the skills beside it (or in
    ``siblings_in``); a decoy never shares the target's name."""
    entries: dict[str, CatalogEntry] = {}
    target = bundle.skill
    entries[target.name] = CatalogEntry(target.name, target.description, target.path, target.text)
    for other in others:
        if len(entries) > MAX_DECOYS:
            break
        skill = other.skill
        if skill.name not in entries:
            entries[skill.name] = CatalogEntry(
                skill.name, skill.description, skill.path, skill.text
            )
    if len(entries) > MAX_DECOYS:  # the loaded skills are decoys enough: no folder walk
        return [entries[name] for name in sorted(entries)]
    parent = (siblings_in or target.path.resolve().parent).resolve()
    for sibling in iter_skill_dirs(parent) if parent != target.path.resolve() else []:
        if len(entries) > MAX_DECOYS:
            break
        if sibling.resolve() == target.path.resolve():
            continue
        try:
            skill = load_skill(sibling)
        except (InputError, OSError):
            continue
        if skill.name not in entries and skill.description:
            entries[skill.name] = CatalogEntry(
                skill.name, skill.description, skill.path, skill.text
            )
    return [entries[name] for name in sorted(entries)]


def skill_info(bundle: SkillBundle) -> SkillInfo:
    from skilleval.lint import lint_bundle

    return SkillInfo(
        name=bundle.skill.name,
        path=rel(bundle.skill.path),
        digest=bundle.skill.digest,
        dataset_digest=bundle.evalset.digest,
        cases=[
            CaseInfo(c.id, c.routing, c.prompt, c.expected_skill, list(c.acceptable_skills))
            for c in bundle.evalset.cases
        ],
        findings=[f.to_dict() for f in lint_bundle(bundle)],
    )


@dataclass
class Plan:
    """Every work item of a run, the discover arm's catalogue per skill, and the cases whose
    checks could not be built (input errors: listed, never silently dropped)."""

    items: list[WorkItem]
    catalogs: dict[str, list[CatalogEntry]]
    errors: list[str]
    failed: list[tuple[int, int]] = field(default_factory=list)
    """(skill, case) positions of ``errors``, to put errors found apart back in order."""


def plan_run(
    bundles: Sequence[SkillBundle],
    models: Sequence[ModelSpec],
    options: RunOptions,
    derive: bool = True,
) -> Plan:
    """The run's work items; with ``derive=False`` their checks are left empty (the order
    and keys of a run whose shards derive and grade in other processes)."""
    plan = Plan([], {}, [])
    for skill_at, bundle in enumerate(bundles):
        skill = bundle.skill
        if Arm.DISCOVER in options.arms:
            others = [b for b in bundles if b is not bundle]
            plan.catalogs[skill.name] = build_catalog(bundle, others, options.decoys_from)
        for case_at, case in enumerate(bundle.evalset.cases):
            if not in_shard(skill.name, case.id, options.shard):
                continue
            try:
                checks = tuple(derive_checks(skill, case)) if derive else ()
            except InputError as exc:
                plan.errors.append(str(exc))
                plan.failed.append((skill_at, case_at))
                continue
            for model in models:
                for arm in options.arms:
                    for n in range(options.attempts):
                        plan.items.append(WorkItem(bundle, case, checks, model, arm, n))
    return plan


def first_request(item: WorkItem, catalog: list[CatalogEntry], params: Params) -> ChatRequest:
    """The first request of an attempt: its arm's messages (tools in the discover arm).
    The runner sends it, resume and ``--batch`` find answers by its digest, ``--dry-run``
    counts its tokens: one definition keeps them the same request."""
    skill = item.bundle.skill
    # a case's answer key (a target script to match) is never shown to the model
    keys = item.case.answer_keys if item.case.files else ()
    inputs = tuple(f for f in item.case.files if f not in keys)
    attached = case_files(skill.path, inputs) if inputs else ""
    messages = messages_for(item.arm, item.case.prompt, skill.name, skill.text, catalog, attached)
    tools = TOOLS if item.arm == Arm.DISCOVER else ()
    return ChatRequest(item.model.model, tuple(messages), tools, params, item.attempt)


@dataclass
class PlannedCalls:
    """What a run would send to one model in one arm (``--dry-run``)."""

    model: str
    arm: str
    calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    """At most: every call may use --max-tokens."""


def plan_calls(
    bundles: Sequence[SkillBundle], models: Sequence[ModelSpec], options: RunOptions
) -> list[PlannedCalls]:
    """Calls and estimated tokens per model and arm, without sending anything. The discover
    arm counts its first round only (tool rounds add more)."""
    plan = plan_run(one_per_name(bundles)[0], models, options)
    rows: dict[tuple[str, str], PlannedCalls] = {}
    for item in plan.items:
        catalog = plan.catalogs.get(item.bundle.skill.name, [])
        request = first_request(item, catalog, options.params)
        row = rows.setdefault(
            (item.model.label, item.arm), PlannedCalls(item.model.label, item.arm)
        )
        row.calls += 1
        row.prompt_tokens += request.estimated_tokens()
        row.completion_tokens += options.params.max_tokens or 1024
    return list(rows.values())


def make_provider(spec: ModelSpec, options: RunOptions) -> Provider:
    """The provider for ``spec``: replays from ``options.replay``, else the registry's."""
    if spec.kind != "replay":
        return build_provider(spec, ProviderSettings(options.timeout, options.max_retries))
    from skilleval.models.replay import ReplayProvider

    recorded: dict[str, Completion] = {}
    endpoint = ""
    if options.replay is not None:
        for info in options.replay.models:
            if info.label == spec.label:
                endpoint = info.endpoint
        for attempt in options.replay.attempts:
            if attempt.model == spec.label:
                for exchange in attempt.exchanges:
                    data = exchange["completion"]
                    if data.get("text_is_answer"):
                        data = data | {"text": attempt.answer}
                    recorded[exchange["digest"]] = Completion.from_dict(data)
    return ReplayProvider(endpoint, recorded)


def run_meta(options: RunOptions, started: str, notes: list[str], errors: list[str]) -> RunMeta:
    """The run's metadata as recorded in results.json (finished now)."""
    shard = options.shard
    return RunMeta(
        version=__version__,
        started=started,
        finished=datetime.now(UTC).isoformat(timespec="seconds"),
        arms=list(options.arms),
        attempts=options.attempts,
        seed=options.params.seed,
        shard=f"{shard[0]}/{shard[1]}" if shard else "",
        notes=notes,
        errors=errors,
        judge=options.judge.label if options.judge else "",
    )
