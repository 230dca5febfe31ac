"""``--batch``: a run's requests sent through an OpenAI-compatible Batch API (files +
batches; half price, asynchronous), then graded like any run.

The first call writes one JSONL request file per model under ``OUT/`` (the same file
vLLM's offline ``run-batch`` reads), uploads it and starts a batch; ``OUT/batch.json``
records the batch ids. Calling again with the same ``OUT`` asks each batch's status and,
once every batch has completed, downloads the answers and runs the evaluation from them
(no request is sent twice; finished attempts are reused as in any resumed run). The
discover arm needs tool rounds, so it is not batched.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from skilleval.errors import InputError, ProviderError
from skilleval.loading.workspace import SkillBundle, one_per_name
from skilleval.models.base import ChatRequest, Completion, Provider
from skilleval.models.openai_compat import OpenAICompatProvider, parse_completion, request_body
from skilleval.models.registry import ModelSpec, ProviderSettings, build_provider
from skilleval.run.arms import Arm
from skilleval.run.plan import RunOptions, first_request, plan_run
from skilleval.run.records import write_atomic

STATE_FILE = "batch.json"
ENDED = frozenset({"failed", "expired", "cancelled", "cancelling"})
"""Batch states that will never bring answers."""


@dataclass
class BatchStatus:
    """Where each model's batch stands (``completed`` when its answers are in)."""

    batches: dict[str, dict[str, Any]] = field(default_factory=dict)
    """model label -> batch id, input file, requests, status."""
    answers: dict[str, dict[str, Completion | str]] = field(default_factory=dict)
    """model label -> request digest -> its completion, or the error the batch reported."""

    @property
    def done(self) -> bool:
        return bool(self.batches) and all(
            b.get("status") == "completed" for b in self.batches.values()
        )


class BatchAnswers:
    """A provider that answers from a completed batch (the request's digest is its
    custom_id); a request the batch did not hold is an error, never a call."""

    kind = "openai"
    deterministic = False
    cacheable = False

    def __init__(self, endpoint: str, answers: dict[str, Completion | str], batch: str) -> None:
        self.endpoint = endpoint
        self._answers = answers
        self._batch = batch

    async def complete(self, request: ChatRequest) -> Completion:
        answer = self._answers.get(request.digest(self.endpoint))
        if isinstance(answer, Completion):
            return answer
        why = answer or "the request is not in the batch (rerun without --batch for it)"
        raise ProviderError(f"batch {self._batch}: {why}", self.endpoint, kind="server")

    async def aclose(self) -> None:
        return None


def batch_options(options: RunOptions) -> RunOptions:
    """The run a batch can answer: every arm but the discover arm (it needs tool rounds)."""
    return replace(options, arms=tuple(a for a in options.arms if a != Arm.DISCOVER))


def batch_lines(
    bundles: Sequence[SkillBundle], spec: ModelSpec, options: RunOptions, endpoint: str
) -> list[dict[str, Any]]:
    """One Batch API request line per attempt of ``spec`` (custom_id: the request digest,
    so the answer finds its attempt again)."""
    plan = plan_run(bundles, [spec], batch_options(options))
    lines: dict[str, dict[str, Any]] = {}
    for item in plan.items:
        request = first_request(item, [], options.params)
        digest = request.digest(endpoint)
        lines[digest] = {
            "custom_id": digest,
            "method": "POST",
            "url": "/v1/chat/completions",
            "body": request_body(request),
        }
    return list(lines.values())


def _openai(spec: ModelSpec, options: RunOptions) -> OpenAICompatProvider:
    provider = build_provider(spec, ProviderSettings(options.timeout, options.max_retries))
    if not isinstance(provider, OpenAICompatProvider):
        raise InputError(f"--batch needs an OpenAI-compatible endpoint; {spec.label} is not one")
    return provider


def parse_output(content: bytes) -> dict[str, Completion | str]:
    """A batch output file: each custom_id's completion, or the error it got."""
    answers: dict[str, Completion | str] = {}
    for raw in content.splitlines():
        if not raw.strip():
            continue
        try:
            line = json.loads(raw)
            custom_id = str(line["custom_id"])
        except (ValueError, KeyError, TypeError):
            continue  # a torn line: its attempt is reported as missing
        response = line.get("response") or {}
        error = line.get("error")
        try:
            if error or response.get("status_code", 200) != 200:
                raise ValueError(json.dumps(error or response.get("body"))[:500])
            answers[custom_id] = parse_completion(response["body"])
        except (ValueError, KeyError, TypeError, IndexError) as exc:
            answers[custom_id] = f"the batch reported an error: {exc}"
    return answers


def _read_state(path: Path) -> dict[str, dict[str, Any]]:
    """The batches recorded under ``OUT`` ({} before the first submission); a damaged file
    is an input error with its path, never a crash."""
    if not path.is_file():
        return {}
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise InputError(f"cannot read the batch state: {exc}", str(path)) from None
    fields = ("endpoint", "batch", "requests", "status")
    if not isinstance(data, dict) or not all(
        isinstance(b, dict) and all(f in b for f in fields) for b in data.values()
    ):
        raise InputError("not a skilleval batch state (remove it to submit again)", str(path))
    return data


async def _advance(
    bundles: Sequence[SkillBundle], models: Sequence[ModelSpec], options: RunOptions, out: Path
) -> BatchStatus:
    state_path = out / STATE_FILE
    status = BatchStatus(_read_state(state_path))
    bundles = one_per_name(bundles)[0]  # the run made of the answers says what was left out
    for spec in models:
        provider = _openai(spec, options)
        try:
            known = status.batches.get(spec.label)
            if known is None:
                lines = batch_lines(bundles, spec, options, provider.endpoint)
                data = "".join(json.dumps(line) + "\n" for line in lines).encode()
                out.mkdir(parents=True, exist_ok=True)
                slug = "".join(c if c.isalnum() else "-" for c in spec.label)[:60]
                (out / f"batch-{slug}.jsonl").write_bytes(data)
                batch_id, file_id = await provider.submit_batch(data)
                status.batches[spec.label] = {
                    "endpoint": provider.endpoint,
                    "batch": batch_id,
                    "input_file": file_id,
                    "requests": len(lines),
                    "status": "submitted",
                }
                write_atomic(state_path, json.dumps(status.batches, indent=2) + "\n")
                continue
            state, content = await provider.batch_results(str(known["batch"]))
            known["status"] = state
            if state in ENDED:
                write_atomic(state_path, json.dumps(status.batches, indent=2) + "\n")
                raise ProviderError(
                    f"batch {known['batch']} for {spec.label} ended {state} without answers; "
                    f"remove {state_path} to submit a new one",
                    provider.endpoint,
                    kind="server",
                )
            if content is not None:
                status.answers[spec.label] = parse_output(content)
        finally:
            await provider.aclose()
    write_atomic(state_path, json.dumps(status.batches, indent=2) + "\n")
    return status


def advance_batches(
    bundles: Sequence[SkillBundle], models: Sequence[ModelSpec], options: RunOptions, out: Path
) -> BatchStatus:
    """Submit a batch per model that has none yet; otherwise ask each batch's status and
    download the answers of completed ones."""
    return asyncio.run(_advance(bundles, models, options, out))


def answer_providers(status: BatchStatus, models: Sequence[ModelSpec]) -> dict[str, Provider]:
    """A provider per model that answers from its completed batch."""
    providers: dict[str, Provider] = {}
    for spec in models:
        batch = status.batches[spec.label]
        answers = status.answers.get(spec.label, {})
        providers[spec.label] = BatchAnswers(str(batch["endpoint"]), answers, str(batch["batch"]))
    return providers
