"""Ask models every case in every arm: bounded concurrency, cache, resume, tool loop, grading.

A failed call (after the client's retries) is recorded as an error, never as a fail, and
the run goes on. Attempts are appended to ``attempts.jsonl`` as they finish, so a killed
run resumes with the same ``--out`` without repeating a completed call. What a run does is
planned in :mod:`skilleval.run.plan`; what comes of an attempt in
:mod:`skilleval.run.outcome`; the judge in :mod:`skilleval.run.judging`.
"""

from __future__ import annotations

import asyncio
import sys
import tempfile
import time
from collections.abc import Mapping, Sequence
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from skilleval.errors import ProviderError, ReplayMissError, ToolsUnsupportedError
from skilleval.lint.content import mask_secrets
from skilleval.loading.textfile import rel
from skilleval.loading.workspace import SkillBundle, one_per_name
from skilleval.models.base import ChatRequest, Completion, Provider, Usage, estimate_tokens
from skilleval.models.cache import ResponseCache
from skilleval.models.registry import ModelSpec
from skilleval.processes import POOL_ERRORS
from skilleval.run.arms import (
    MAX_TOOL_CALLS_PER_ROUND,
    Arm,
    CatalogEntry,
    answer_key_texts,
    run_tool_calls,
    tool_call_turn,
)
from skilleval.run.judging import Judging
from skilleval.run.outcome import (
    Progress,
    error_kind,
    grade_attempt,
    keep_exchanges,
    report_attempt,
    run_notes,
)
from skilleval.run.parallel import ShardResult, Shards, jobs_for
from skilleval.run.plan import (
    Plan,
    RunOptions,
    WorkItem,
    first_request,
    make_provider,
    plan_run,
    run_meta,
    skill_info,
)
from skilleval.run.records import (
    Attempt,
    AttemptLog,
    ModelInfo,
    RunResult,
    SkillInfo,
)
from skilleval.run.throttle import Throttle

FAIL_FAST = 8
"""After this many attempts in a row that cannot reach the endpoint (refused or reset), the
model's other attempts are not sent (a dead endpoint does not cost a run's whole timeout
budget)."""
UNREACHABLE = "not sent: the endpoint could not be reached (fail fast)"
ATTEMPTS_FILE = "attempts.jsonl"


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
        self.bundles, self.notes = one_per_name(bundles)
        self.models = list(models)
        self.options = options
        self.out = Path(out)
        self.errors: list[str] = []
        self.tools_rejected: set[str] = set()
        self.catalogs: dict[str, list[CatalogEntry]] = {}
        self.providers: dict[str, Provider] = {}
        self.throttles: dict[str, Throttle] = {}
        self.cache: ResponseCache | None = None
        self.judging: Judging | None = None
        self._partial: dict[str, tuple[Attempt, float, list[dict[str, Any]]]] = {}
        """Attempts in flight, by key, with their start time and exchanges so far."""
        self.spills = True
        """Whether a logged attempt keeps only its head in memory (see Attempt.spill)."""

    def plan(self) -> list[WorkItem]:
        plan = plan_run(self.bundles, self.models, self.options)
        self.catalogs, self.errors = plan.catalogs, plan.errors
        return plan.items

    async def _complete(
        self, item: WorkItem, provider: Provider, request: ChatRequest, attempt: Attempt
    ) -> tuple[Completion, str, bool]:
        """One request, from the cache when it holds it, else sent within the model's
        throttle: (completion, request digest, whether it came from the cache)."""
        digest = request.digest(provider.endpoint)
        cacheable = self.cache is not None and provider.cacheable
        cached = self.cache.get(digest) if self.cache is not None and cacheable else None
        if cached is not None:
            return cached, digest, True
        throttle = self.throttles[item.model.label]
        async with throttle.slot(request.estimated_tokens() if throttle.tpm else 0):
            completion = await provider.complete(request)
        throttle.record(completion.retries > 0)
        throttle.spend(completion.usage.completion_tokens)
        attempt.retries += completion.retries
        if self.cache is not None and cacheable:
            self.cache.put(digest, provider.endpoint, item.model.model, completion)
        return completion, digest, False

    async def _ask(self, item: WorkItem, provider: Provider) -> Attempt:
        """One attempt: the arm's messages, then tool rounds in the discover arm, graded."""
        catalog = self.catalogs.get(item.bundle.skill.name, [])
        by_name = {entry.name: entry for entry in catalog}
        first = first_request(item, catalog, self.options.params)
        messages, tools = list(first.messages), first.tools
        attempt = self._record(item, provider)
        started = time.perf_counter()
        usage, all_cached, completion = Usage(), True, Completion("")
        exchanges: list[dict[str, Any]] = []
        self._partial[item.key] = (attempt, started, exchanges)  # what an error keeps
        tool_chars = 0
        for round_index in range(self.options.max_tool_rounds + 1):
            request = ChatRequest(
                item.model.model, tuple(messages), tools, self.options.params, item.attempt
            )
            completion, digest, cached = await self._complete(item, provider, request, attempt)
            all_cached = all_cached and cached
            if round_index == 0:
                attempt.prompt_digest = digest
            record = completion.to_dict()
            record["text"] = mask_secrets(record["text"])
            exchanges.append({"digest": digest, "completion": record})
            usage = usage + completion.usage
            self._count(attempt, usage)
            if item.arm != Arm.DISCOVER or not completion.tool_calls:
                break
            messages.append(tool_call_turn(completion))
            attempt.tool_calls += [
                {"name": c.name, "arguments": c.arguments[:2000]} for c in completion.tool_calls
            ]
            replies, tool_chars = await run_tool_calls(
                completion.tool_calls,
                by_name,
                attempt.loaded_skills,
                attempt.read_files,
                tool_chars,
            )
            messages += replies
            exchanges[-1]["tool_tokens"] = sum(estimate_tokens(r["content"]) for r in replies)
            if len(completion.tool_calls) > MAX_TOOL_CALLS_PER_ROUND:
                attempt.note = (
                    f"tool calls capped: {len(completion.tool_calls)} in one round, "
                    f"{MAX_TOOL_CALLS_PER_ROUND} run"
                )
        if item.arm == Arm.DISCOVER and completion.tool_calls:
            limit = f"tool-round limit ({self.options.max_tool_rounds}) reached"
            attempt.note = f"{attempt.note}; {limit}" if attempt.note else limit
        attempt.latency_s = round(time.perf_counter() - started, 4)
        keep_exchanges(attempt, exchanges)
        attempt.cached = all_cached and bool(exchanges)
        attempt.answer = completion.text
        attempt.finish_reason = sys.intern(completion.finish_reason)  # one "stop" per run
        return await self._grade(item, provider, attempt)

    @staticmethod
    def _count(attempt: Attempt, usage: Usage) -> None:
        attempt.prompt_tokens = usage.prompt_tokens
        attempt.completion_tokens = usage.completion_tokens
        attempt.tokens_estimated = usage.estimated
        attempt.cached_tokens = usage.cached_tokens

    async def _grade(self, item: WorkItem, provider: Provider, attempt: Attempt) -> Attempt:
        grade = grade_attempt(attempt.answer, item.checks, provider.kind, item.case)
        if self.judging is not None:
            keys = item.case.answer_keys if item.case.files else ()
            references = answer_key_texts(item.bundle.skill.path, keys) if keys else None
            grade, attempt.judge = await self.judging.judge(
                grade, item.checks, item.case, attempt.answer, references
            )
        attempt.grade = grade
        # Graded as given; stored with likely secrets masked (scoring still sees the leak).
        attempt.answer = mask_secrets(attempt.answer)
        return attempt

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
            kind = "replay_miss" if isinstance(exc, ReplayMissError) else exc.kind
            kind = kind or error_kind(str(exc))  # a provider that did not say
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
        catalog = self.catalogs.get(item.bundle.skill.name, [])
        request = first_request(item, catalog, self.options.params)
        return request.digest(self.providers[item.model.label].endpoint)

    def _open(self) -> None:
        """Providers, throttles, the judge and the cache, before the first call."""
        for spec in self.models:
            self.providers[spec.label] = self.given.get(spec.label) or make_provider(
                spec, self.options
            )
            self.throttles[spec.label] = Throttle(
                self.options.concurrency,
                self.options.rpm,
                self.options.adaptive,
                self.options.tpm,
            )
        if self.options.cache_path is not None:
            self.cache = ResponseCache(self.options.cache_path)
        if self.options.judge is not None:
            judge = make_provider(self.options.judge, self.options)
            self.judging = Judging(judge, self.options.judge.model, self.cache)

    async def _close(self) -> None:
        for provider in self.providers.values():
            await provider.aclose()
        if self.judging is not None:
            await self.judging.aclose()
        if self.cache is not None:
            self.cache.close()

    def _resume(self, items: list[WorkItem]) -> tuple[dict[str, Attempt], list[WorkItem]]:
        """Attempts a previous run under ``out`` completed for the same request (regraded
        with today's checks), and the work still to do."""
        previous = AttemptLog.read(self.out / ATTEMPTS_FILE)
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
        return results, todo

    async def ask_planned(self) -> tuple[list[Attempt], Plan]:
        """Every attempt of this run's plan, in plan order, and the plan (a worker of
        :mod:`skilleval.run.parallel`: nothing is resumed, linted or reported)."""
        plan = plan_run(self.bundles, self.models, self.options)
        self.catalogs = plan.catalogs
        self.spills = False  # the attempts go back to the parent, the log is scratch
        results: dict[str, Attempt] = {}
        self._open()
        try:
            await self._work(plan.items, results)
        finally:
            await self._close()
        return [results[item.key] for item in plan.items if item.key in results], plan

    def _landed(
        self, attempt: Attempt, results: dict[str, Attempt], log: AttemptLog, progress: Progress
    ) -> None:
        """A finished attempt: kept, logged, counted, and shown under --verbose; then its
        answer, exchanges and grade are left to attempts.jsonl (read back when asked for)."""
        results[attempt.key] = attempt
        where = log.append(attempt)
        progress.tick(attempt)
        if self.options.verbose:
            report_attempt(attempt)
        if self.spills:
            attempt.spill(where)

    async def _work(self, todo: list[WorkItem], results: dict[str, Attempt]) -> None:
        """Ask every item of ``todo`` with bounded concurrency, logging each attempt as it
        lands; a model whose first FAIL_FAST attempts cannot connect is not asked again."""
        progress = Progress(len(todo), self.options.progress)
        queue: asyncio.Queue[WorkItem] = asyncio.Queue()
        for item in todo:
            queue.put_nowait(item)
        unreachable: dict[str, int] = {}
        """model -> attempts that failed to connect before any succeeded (fail fast)."""
        log = AttemptLog(self.out / ATTEMPTS_FILE)

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
                    if attempt.error_kind == "connection":
                        if unreachable.get(label, 0) >= 0:
                            unreachable[label] = unreachable.get(label, 0) + 1
                    elif attempt.ok:
                        unreachable[label] = -1  # it answered once: never give up on it
                self._landed(attempt, results, log, progress)

        try:
            workers = max(1, min(self.options.concurrency, len(todo) or 1))
            await asyncio.gather(*(worker() for _ in range(workers)))
        finally:
            log.close()
        for label, failed in unreachable.items():
            if failed >= FAIL_FAST:
                self.notes.append(
                    f"{label}: the endpoint refused its first {failed} connections; the rest "
                    "of its attempts were not sent (fix the endpoint and rerun with the same "
                    "--out to resume)"
                )

    def _planned_attempts(self) -> int:
        cases = sum(len(b.evalset.cases) for b in self.bundles)
        return cases * len(self.models) * len(self.options.arms) * self.options.attempts

    async def _execute_in_processes(
        self, jobs: int
    ) -> tuple[list[WorkItem], dict[str, Attempt], list[SkillInfo]] | None:
        """The run's shards in ``jobs`` processes while this one lints; attempts are
        logged and shown in plan order. Local responders are asked again, never resumed.
        None, with a note, where processes cannot be used (the run then takes one)."""
        self._open()  # this process's providers describe the models in the results
        try:
            shards = Shards(ask_shard, self.bundles, self.models, self.options, jobs)
            plan = plan_run(self.bundles, self.models, self.options, derive=False)
            skills = [skill_info(b) for b in self.bundles]
            done, self.errors = await shards.results()
        except POOL_ERRORS as exc:
            self.notes.append(
                f"--jobs {jobs}: worker processes failed ({type(exc).__name__}: "
                f"{str(exc)[:200]}); the run was done in one process"
            )
            return None
        finally:
            await self._close()
        self.out.mkdir(parents=True, exist_ok=True)
        progress = Progress(len(plan.items), self.options.progress)
        results: dict[str, Attempt] = {}
        log = AttemptLog(self.out / ATTEMPTS_FILE)
        try:
            for item in plan.items:
                attempt = done.get(item.key)
                if attempt is not None:  # None: its checks could not be built (in errors)
                    self._landed(attempt, results, log, progress)
        finally:
            log.close()
        return plan.items, results, skills

    async def execute(self) -> RunResult:
        started = datetime.now(UTC).isoformat(timespec="seconds")
        jobs = jobs_for(self.models, self.options, self.given, self._planned_attempts())
        done = await self._execute_in_processes(jobs) if jobs > 1 else None
        if done is not None:
            items, results, skills = done
        else:
            items = self.plan()
            skills = [skill_info(b) for b in self.bundles]  # lint before a call is paid
            self._open()
            try:
                self.out.mkdir(parents=True, exist_ok=True)
                results, todo = self._resume(items)
                await self._work(todo, results)
            finally:
                await self._close()
        self.notes += run_notes(
            results.values(),
            skills,
            [m.label for m in self.models],
            [n for label, t in self.throttles.items() if (n := t.note(label))],
            self.tools_rejected,
            self.judging.failures if self.judging is not None else 0,
        )
        return RunResult(
            meta=run_meta(self.options, started, self.notes, self.errors),
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
            attempts=[results[item.key] for item in items if item.key in results],
        )


def ask_shard(
    bundles: Sequence[SkillBundle],
    models: Sequence[ModelSpec],
    options: RunOptions,
    shard: tuple[int, int],
) -> ShardResult:
    """A worker of :mod:`skilleval.run.parallel`: every attempt of ``shard``, in plan
    order, and its cases whose checks could not be built."""
    quiet = replace(options, shard=shard, jobs=1, progress=False, verbose=False)
    with tempfile.TemporaryDirectory(prefix="skilleval-job-") as scratch:
        runner = Runner(bundles, models, quiet, Path(scratch))
        attempts, plan = asyncio.run(runner.ask_planned())
    return ShardResult(attempts, list(zip(plan.failed, plan.errors, strict=True)))


def run_models(
    bundles: Sequence[SkillBundle],
    models: Sequence[ModelSpec],
    options: RunOptions,
    out: Path,
    providers: Mapping[str, Provider] | None = None,
) -> RunResult:
    """Run every case of ``bundles`` against ``models``; see :class:`Runner`."""
    return asyncio.run(Runner(bundles, models, options, out, providers).execute())
