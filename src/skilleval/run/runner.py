"""Ask models every case in every arm: bounded concurrency, cache, resume, tool loop, grading.

A failed call (after the client's retries) is recorded as an error, never as a fail, and
the run goes on. Attempts are appended to ``attempts.jsonl`` as they finish, so a killed
run resumes with the same ``--out`` without repeating a completed call.
"""

from __future__ import annotations

import asyncio
import hashlib
import re
import sys
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from skilleval import __version__
from skilleval.errors import InputError, ProviderError, ReplayMissError, ToolsUnsupportedError
from skilleval.grading import Check, Grade, grade_answer
from skilleval.grading.model import undetermined
from skilleval.lint.content import mask_secrets
from skilleval.loading.evalset import EvalCase
from skilleval.loading.skill import iter_skill_dirs, load_skill, rel
from skilleval.loading.textfile import printable
from skilleval.loading.workspace import SkillBundle
from skilleval.models.base import (
    CONTEXT_OVERFLOW,
    ChatRequest,
    Completion,
    Params,
    Provider,
    Usage,
    estimate_tokens,
)
from skilleval.models.cache import ResponseCache
from skilleval.models.judge import JudgeVerdict, judge_messages, parse_verdict, settle
from skilleval.models.registry import ModelSpec, ProviderSettings, build_provider
from skilleval.rubric.derive import derive_checks
from skilleval.run.arms import TOOLS, Arm, CatalogEntry, messages_for, run_tool
from skilleval.run.records import (
    ARMS,
    Attempt,
    AttemptLog,
    CaseInfo,
    ModelInfo,
    RunMeta,
    RunResult,
    SkillInfo,
    discover_measured_nothing,
)
from skilleval.run.throttle import Throttle

MAX_DECOYS = 8
FAIL_FAST = 8
"""After this many attempts in a row that cannot connect, the model's other attempts are
not sent (a dead endpoint does not cost the whole timeout budget of a run)."""
UNREACHABLE = "not sent: the endpoint could not be reached (fail fast)"
MAX_TOOL_CALLS_PER_ROUND = 8
MAX_TOOL_OUTPUT_CHARS = 200_000
"""Tool output one attempt may receive in all (a hostile model cannot grow the request)."""
ATTEMPTS_FILE = "attempts.jsonl"


@dataclass
class RunOptions:
    arms: tuple[str, ...] = ARMS
    attempts: int = 1
    concurrency: int = 16
    """Requests in flight per model at most (lowered while an endpoint pushes back)."""
    rpm: float | None = None
    """Requests per minute per model at most (a client-side pace under a known quota)."""
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


_ERROR_KINDS = (
    ("context_overflow", CONTEXT_OVERFLOW),
    ("rate_limited", re.compile(r"HTTP 429|rate limit", re.I)),
    ("timeout", re.compile(r"timed out|deadline", re.I)),
    ("connection", re.compile(r"cannot connect|connection (?:failed|reset|refused)", re.I)),
    ("invalid_request", re.compile(r"HTTP 4\d\d", re.I)),
    ("server", re.compile(r"HTTP 5\d\d|server error|malformed response", re.I)),
)


def error_kind(message: str) -> str:
    """What kind of endpoint failure ``message`` reports (``provider`` when unknown)."""
    for kind, pattern in _ERROR_KINDS:
        if pattern.search(message):
            return kind
    return "provider"


def reference_conduct(grade: Grade, checks: Sequence[Check]) -> Grade:
    """The offline reference responder only quotes skills: on a negative case it declines
    rather than answering, which says nothing about the skill. Its "answers the request
    itself" verdicts are undetermined; whether it kept off the skill is still graded."""
    direct = {c.id for c in checks if c.conduct == "answers_directly"}
    why = "the offline reference responder does not answer requests outside its skills"
    return Grade.of(tuple(undetermined(r, why) if r.id in direct else r for r in grade.results))


def grade_attempt(answer: str, checks: Sequence[Check], provider: str, case: EvalCase) -> Grade:
    """The grade of one recorded answer, the same in a run, on resume and in a regrade."""
    grade = grade_answer(answer, checks)
    if provider == "extractive" and not case.targets_skill:
        grade = reference_conduct(grade, checks)
    return grade


def report_attempt(attempt: Attempt) -> None:
    """One attempt's verdict, its failing checks and the start of its answer (``-v``)."""
    where = f"{attempt.skill} / {attempt.case} / {attempt.arm} / {attempt.model}"
    if attempt.error:
        verdict = f"ERROR {attempt.error[:200]}"
    elif attempt.skipped:
        verdict = f"SKIPPED {attempt.note}"
    else:
        verdict = "PASS" if attempt.passed else "FAIL"
    lines = [f"{where}: {verdict}"]
    grade = attempt.grade
    for result in grade.failures() if grade else ():
        lines.append(f"    {result.id}: {result.message[:200]}")
    if attempt.answer:
        lines.append("    answer: " + " ".join(attempt.answer.split())[:300])
    sys.stderr.write(printable("\n".join(lines), newlines=True) + "\n")


class Progress:
    """Progress of a run on stderr: one updating line on a terminal (elapsed, rate, ETA,
    pass/fail/error counts, current skill); on a pipe or in CI, one plain line every
    ``LOG_EVERY_S`` seconds and at the end, so long runs show life in CI logs."""

    LOG_EVERY_S = 30.0

    def __init__(self, total: int, enabled: bool) -> None:
        self.total = total
        self.done = self.passed = self.failed = self.errors = 0
        self.enabled = enabled and total > 0
        self.tty = sys.stderr.isatty()
        self._started = self._last = time.monotonic()
        self.skill = ""

    def line(self) -> str:
        elapsed = time.monotonic() - self._started
        rate = self.done / elapsed if elapsed > 0 else 0.0
        eta = (self.total - self.done) / rate if rate > 0 else 0.0
        return (
            f"{self.done}/{self.total} attempts ({self.passed} pass, {self.failed} fail, "
            f"{self.errors} error) {elapsed:.0f}s elapsed, {rate:.1f}/s, ETA {eta:.0f}s"
            + (f" - {self.skill}" if self.skill else "")
        )

    def tick(self, attempt: Attempt) -> None:
        self.done += 1
        self.errors += attempt.error is not None
        self.passed += attempt.ok and attempt.passed
        self.failed += attempt.ok and not attempt.passed
        self.skill = attempt.skill
        if not self.enabled:
            return
        now = time.monotonic()
        finished = self.done == self.total
        if self.tty and (now - self._last > 0.1 or finished):
            self._last = now
            sys.stderr.write("\r  " + self.line() + ("\n" if finished else ""))
            sys.stderr.flush()
        elif not self.tty and (now - self._last >= self.LOG_EVERY_S or finished):
            self._last = now
            sys.stderr.write("progress: " + self.line() + "\n")
            sys.stderr.flush()


class Runner:
    def __init__(
        self,
        bundles: Sequence[SkillBundle],
        models: Sequence[ModelSpec],
        options: RunOptions,
        out: Path,
        providers: Mapping[str, Provider] | None = None,
    ) -> None:
        """``providers``: a ready provider per model label; models without one get the
        registry's (see :mod:`skilleval.models.registry`)."""
        self.given = dict(providers or {})
        self.bundles = list(bundles)
        self.models = list(models)
        self.options = options
        self.out = Path(out)
        self.errors: list[str] = []
        self.notes: list[str] = []
        self.tools_rejected: set[str] = set()
        self.catalogs: dict[str, list[CatalogEntry]] = {}
        self.providers: dict[str, Provider] = {}
        self.throttles: dict[str, Throttle] = {}
        self.cache: ResponseCache | None = None
        self.judge: Provider | None = None
        self.judge_failures = 0
        """Targeted judge questions that got no usable verdict (the check stays undetermined)."""
        self._partial: dict[str, tuple[Attempt, float, list[dict[str, Any]]]] = {}
        """Attempts in flight, by key, with their start time and exchanges so far."""

    def plan(self) -> list[WorkItem]:
        items: list[WorkItem] = []
        for bundle in self.bundles:
            skill = bundle.skill
            if Arm.DISCOVER in self.options.arms:
                others = [b for b in self.bundles if b is not bundle]
                self.catalogs[skill.name] = build_catalog(bundle, others, self.options.decoys_from)
            for case in bundle.evalset.cases:
                if not in_shard(skill.name, case.id, self.options.shard):
                    continue
                try:
                    checks = tuple(derive_checks(skill, case))
                except InputError as exc:
                    self.errors.append(str(exc))
                    continue
                for model in self.models:
                    for arm in self.options.arms:
                        for n in range(self.options.attempts):
                            items.append(WorkItem(bundle, case, checks, model, arm, n))
        return items

    async def _ask(self, item: WorkItem, provider: Provider) -> Attempt:
        skill = item.bundle.skill
        catalog = self.catalogs.get(skill.name, [])
        by_name = {entry.name: entry for entry in catalog}
        messages = messages_for(item.arm, item.case.prompt, skill.name, skill.text, catalog)
        tools = TOOLS if item.arm == Arm.DISCOVER else ()
        attempt = self._record(item, provider)
        started = time.perf_counter()
        usage = Usage()
        all_cached = True
        completion = Completion("")
        exchanges: list[dict[str, Any]] = []
        self._partial[item.key] = (attempt, started, exchanges)  # what an error keeps
        tool_chars = 0
        for round_index in range(self.options.max_tool_rounds + 1):
            request = ChatRequest(
                item.model.model, tuple(messages), tools, self.options.params, item.attempt
            )
            digest = request.digest(provider.endpoint)
            if round_index == 0:
                attempt.prompt_digest = digest
            cached = None
            if self.cache is not None and provider.cacheable:
                cached = self.cache.get(digest)
            if cached is not None:
                completion = cached
            else:
                all_cached = False
                throttle = self.throttles[item.model.label]
                async with throttle.slot():
                    completion = await provider.complete(request)
                throttle.record(completion.retries > 0)
                attempt.retries += completion.retries
                if self.cache is not None and provider.cacheable:
                    self.cache.put(digest, provider.endpoint, item.model.model, completion)
            record = completion.to_dict()
            record["text"] = mask_secrets(record["text"])
            exchanges.append({"digest": digest, "completion": record})
            usage = usage + completion.usage
            attempt.prompt_tokens = usage.prompt_tokens
            attempt.completion_tokens = usage.completion_tokens
            attempt.tokens_estimated = usage.estimated
            attempt.cached_tokens = usage.cached_tokens
            if item.arm != Arm.DISCOVER or not completion.tool_calls:
                break
            messages.append(
                {
                    "role": "assistant",
                    # Strict servers reject null content on a tool-call turn.
                    "content": completion.text or "",
                    "tool_calls": [
                        {
                            "id": c.id,
                            "type": "function",
                            "function": {"name": c.name, "arguments": c.arguments},
                        }
                        for c in completion.tool_calls
                    ],
                }
            )
            for n, call in enumerate(completion.tool_calls):
                attempt.tool_calls.append({"name": call.name, "arguments": call.arguments[:2000]})
                if n >= MAX_TOOL_CALLS_PER_ROUND:
                    output = f"Not run: at most {MAX_TOOL_CALLS_PER_ROUND} tool calls a round."
                elif tool_chars >= MAX_TOOL_OUTPUT_CHARS:
                    output = "Not run: this attempt's tool output budget is spent."
                else:
                    # File reads stay off the event loop: other attempts keep their timing.
                    output = (
                        await asyncio.to_thread(
                            run_tool,
                            call.name,
                            call.args(),
                            by_name,
                            attempt.loaded_skills,
                            attempt.read_files,
                        )
                    )[: MAX_TOOL_OUTPUT_CHARS - tool_chars]
                tool_chars += len(output)
                messages.append({"role": "tool", "tool_call_id": call.id, "content": output})
            if len(completion.tool_calls) > MAX_TOOL_CALLS_PER_ROUND:
                attempt.note = (
                    f"tool calls capped: {len(completion.tool_calls)} in one round, "
                    f"{MAX_TOOL_CALLS_PER_ROUND} run"
                )
        if item.arm == Arm.DISCOVER and completion.tool_calls:
            limit = f"tool-round limit ({self.options.max_tool_rounds}) reached"
            attempt.note = f"{attempt.note}; {limit}" if attempt.note else limit
        attempt.latency_s = round(time.perf_counter() - started, 4)
        if exchanges and exchanges[-1]["completion"]["text"]:
            # The last reply's text is the answer: stored once, as the attempt's answer.
            exchanges[-1]["completion"] = exchanges[-1]["completion"] | {
                "text": "",
                "text_is_answer": True,
            }
        attempt.exchanges = exchanges
        attempt.cached = all_cached and bool(exchanges)
        attempt.answer = completion.text
        attempt.finish_reason = completion.finish_reason
        attempt.prompt_tokens = usage.prompt_tokens
        attempt.completion_tokens = usage.completion_tokens
        attempt.tokens_estimated = usage.estimated
        grade = grade_attempt(attempt.answer, item.checks, provider.kind, item.case)
        if self.judge is not None and self.options.judge is not None:
            grade, failures = await settle(
                grade, item.checks, item.case.prompt, attempt.answer, self._ask_judge
            )
            self.judge_failures += failures
            attempt.judge = await self._judge(item, attempt.answer)
        attempt.grade = grade
        # Graded as given; stored with likely secrets masked (scoring still sees the leak).
        attempt.answer = mask_secrets(attempt.answer)
        return attempt

    async def _ask_judge(self, messages: list[dict[str, Any]]) -> tuple[str, str]:
        """One cached, temperature-0 judge call: (reply text, error). Never raises."""
        assert self.judge is not None and self.options.judge is not None
        request = ChatRequest(
            self.options.judge.model, tuple(messages), (), Params(temperature=0.0, max_tokens=400)
        )
        digest = request.digest(self.judge.endpoint)
        try:
            completion = self.cache.get(digest) if self.cache is not None else None
            if completion is None:
                completion = await self.judge.complete(request)
                if self.cache is not None:
                    self.cache.put(digest, self.judge.endpoint, request.model, completion)
        except ProviderError as exc:
            return "", f"judge failed: {exc}"
        return completion.text, ""

    async def _judge(self, item: WorkItem, answer: str) -> JudgeVerdict:
        """Ask the judge about one answer; its failures are recorded, never the attempt's."""
        expected = len(item.case.behaviors)
        text, error = await self._ask_judge(judge_messages(item.case, answer))
        if error:
            return JudgeVerdict(None, (None,) * expected, error)
        return parse_verdict(text, expected)

    @staticmethod
    def _record(item: WorkItem, provider: Provider, **outcome: Any) -> Attempt:
        """An attempt record for ``item`` (outcome fields such as error, skipped, note)."""
        return Attempt(
            item.bundle.skill.name,
            item.case.id,
            item.arm,
            item.model.label,
            item.attempt,
            provider.kind,
            provider.endpoint,
            **outcome,
        )

    async def _one(self, item: WorkItem) -> Attempt:
        provider = self.providers[item.model.label]
        rejects = "discover arm skipped: the model rejects tools"
        if item.arm == Arm.DISCOVER and item.model.label in self.tools_rejected:
            return self._record(item, provider, skipped=True, note=rejects)
        try:
            return await self._ask(item, provider)
        except ProviderError as exc:
            if item.arm == Arm.DISCOVER and isinstance(exc, ToolsUnsupportedError):
                self.tools_rejected.add(item.model.label)
                return self._record(item, provider, skipped=True, note=rejects)
            kind = "replay_miss" if isinstance(exc, ReplayMissError) else error_kind(str(exc))
            if kind in ("rate_limited", "timeout"):
                self.throttles[item.model.label].record(True)
            return self._failed(item, provider, str(exc), kind, exc.retries)
        except Exception as exc:  # noqa: BLE001 - one attempt's failure never ends a run
            message = f"internal error in this attempt: {type(exc).__name__}: {exc}"[:500]
            return self._failed(item, provider, message, "internal")
        finally:
            self._partial.pop(item.key, None)

    def _failed(
        self, item: WorkItem, provider: Provider, error: str, kind: str, retries: int = 0
    ) -> Attempt:
        """The errored attempt with what it did before failing: earlier tool rounds, tool
        calls, loads, tokens, time and retries."""
        partial = self._partial.get(item.key)
        if partial is None:
            return self._record(item, provider, error=error, error_kind=kind, retries=retries)
        attempt, started, exchanges = partial
        attempt.retries += retries
        attempt.exchanges = exchanges
        attempt.error = error
        attempt.error_kind = kind
        attempt.answer = ""
        attempt.latency_s = round(time.perf_counter() - started, 4)
        return attempt

    def _first_digest(self, item: WorkItem) -> str:
        provider = self.providers[item.model.label]
        skill = item.bundle.skill
        messages = messages_for(
            item.arm, item.case.prompt, skill.name, skill.text, self.catalogs.get(skill.name, [])
        )
        request = ChatRequest(
            item.model.model,
            tuple(messages),
            TOOLS if item.arm == Arm.DISCOVER else (),
            self.options.params,
            item.attempt,
        )
        return request.digest(provider.endpoint)

    async def execute(self) -> RunResult:
        started = datetime.now(UTC).isoformat(timespec="seconds")
        items = self.plan()
        skills = [skill_info(b) for b in self.bundles]  # lint before a single call is paid
        for spec in self.models:
            self.providers[spec.label] = self.given.get(spec.label) or make_provider(
                spec, self.options
            )
            self.throttles[spec.label] = Throttle(
                self.options.concurrency, self.options.rpm, self.options.adaptive
            )
        if self.options.judge is not None:
            self.judge = make_provider(self.options.judge, self.options)
        if self.options.cache_path is not None:
            self.cache = ResponseCache(self.options.cache_path)
        self.out.mkdir(parents=True, exist_ok=True)
        previous = AttemptLog.read(self.out / ATTEMPTS_FILE)
        log = AttemptLog(self.out / ATTEMPTS_FILE)
        results: dict[str, Attempt] = {}
        todo: list[WorkItem] = []
        for item in items:
            old = previous.get(item.key)
            # Free responders are simply asked again: reusing them only risks stale answers.
            if (
                old is not None
                and item.model.kind != "extractive"
                and (old.ok or (old.skipped and old.note != UNREACHABLE))
                and old.prompt_digest in ("", self._first_digest(item))
            ):
                if old.ok:
                    old.grade = grade_attempt(old.answer, item.checks, old.provider, item.case)
                results[item.key] = old
            else:
                todo.append(item)
        if previous and len(results):
            self.notes.append(
                f"resumed: {len(results)} completed attempt(s) reused from "
                f"{rel(self.out / ATTEMPTS_FILE)}"
            )
        progress = Progress(len(todo), self.options.progress)
        queue: asyncio.Queue[WorkItem] = asyncio.Queue()
        for item in todo:
            queue.put_nowait(item)

        unreachable: dict[str, int] = {}
        """model -> attempts that failed to connect before any succeeded (fail fast)."""

        async def worker() -> None:
            while True:
                try:
                    item = queue.get_nowait()
                except asyncio.QueueEmpty:
                    return
                label = item.model.label
                if unreachable.get(label, 0) >= FAIL_FAST:
                    provider = self.providers[label]
                    attempt = self._record(item, provider, skipped=True, note=UNREACHABLE)
                else:
                    attempt = await self._one(item)
                    if attempt.error and "cannot connect" in attempt.error:
                        if unreachable.get(label, 0) >= 0:
                            unreachable[label] = unreachable.get(label, 0) + 1
                    elif attempt.ok:
                        unreachable[label] = -1  # it answered once: never give up on it
                results[item.key] = attempt
                log.append(attempt)
                progress.tick(attempt)
                if self.options.verbose:
                    report_attempt(attempt)

        try:
            workers = max(1, min(self.options.concurrency, len(todo) or 1))
            await asyncio.gather(*(worker() for _ in range(workers)))
        finally:
            log.close()
            for provider in self.providers.values():
                await provider.aclose()
            if self.judge is not None:
                await self.judge.aclose()
            if self.cache is not None:
                self.cache.close()
        for label, failed in unreachable.items():
            if failed >= FAIL_FAST:
                self.notes.append(
                    f"{label}: the endpoint refused its first {failed} connections; the rest "
                    "of its attempts were not sent (fix the endpoint and rerun with the same "
                    "--out to resume)"
                )
        self.notes += [n for label, t in self.throttles.items() if (n := t.note(label))]
        if self.tools_rejected:
            self.notes.append(
                "discover arm skipped for "
                + ", ".join(sorted(self.tools_rejected))
                + ": the model rejects tools"
            )
        for skill in self.bundles:
            for spec in self.models:
                mine = [
                    a
                    for a in results.values()
                    if a.skill == skill.skill.name and a.model == spec.label
                ]
                cases = [CaseInfo(c.id, c.routing, c.prompt) for c in skill.evalset.cases]
                if discover_measured_nothing(mine, cases):
                    self.notes.append(
                        f"{spec.label} / {skill.skill.name}: the discover arm measured nothing "
                        "(no tool call in any attempt: the endpoint may ignore tools); "
                        "discoverability is not scored"
                    )
        if self.judge_failures:
            self.notes.append(
                f"judge: {self.judge_failures} targeted question(s) got no usable verdict; "
                "those checks stay undetermined"
            )
        ordered = [results[item.key] for item in items if item.key in results]
        return RunResult(
            meta=RunMeta(
                version=__version__,
                started=started,
                finished=datetime.now(UTC).isoformat(timespec="seconds"),
                arms=list(self.options.arms),
                attempts=self.options.attempts,
                seed=self.options.params.seed,
                shard=f"{self.options.shard[0]}/{self.options.shard[1]}"
                if self.options.shard
                else "",
                notes=self.notes,
                errors=self.errors,
                judge=self.options.judge.label if self.options.judge else "",
            ),
            models=[
                ModelInfo(
                    m.label,
                    self.providers[m.label].kind,
                    m.model,
                    self.providers[m.label].endpoint,
                    self.options.params.to_dict(),
                )
                for m in self.models
            ],
            skills=skills,
            attempts=ordered,
        )


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
    runner = Runner(bundles, models, options, Path("."))
    rows: dict[tuple[str, str], PlannedCalls] = {}
    for item in runner.plan():
        skill = item.bundle.skill
        catalog = runner.catalogs.get(skill.name, [])
        messages = messages_for(item.arm, item.case.prompt, skill.name, skill.text, catalog)
        row = rows.setdefault(
            (item.model.label, item.arm), PlannedCalls(item.model.label, item.arm)
        )
        row.calls += 1
        row.prompt_tokens += sum(estimate_tokens(str(m["content"])) for m in messages)
        row.completion_tokens += options.params.max_tokens or 1024
    return list(rows.values())


def run_models(
    bundles: Sequence[SkillBundle],
    models: Sequence[ModelSpec],
    options: RunOptions,
    out: Path,
    providers: Mapping[str, Provider] | None = None,
) -> RunResult:
    """Run every case of ``bundles`` against ``models``; see :class:`Runner`."""
    return asyncio.run(Runner(bundles, models, options, out, providers).execute())
