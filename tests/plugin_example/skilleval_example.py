"""An example skilleval plugin: one check kind and one model provider.

Installed through the ``skilleval`` entry-point group (see tests/test_plugins.py), it adds

- ``max_words``: an answer passes when it has at most ``params.limit`` words;
- ``echo:MODEL``: a provider that answers every prompt by quoting it back.
"""

from __future__ import annotations

from dataclasses import dataclass

import skilleval
from skilleval import (
    Answer,
    ChatRequest,
    Check,
    CheckResult,
    Completion,
    Evidence,
    ModelSpec,
    Provider,
    ProviderSettings,
    Usage,
)


@dataclass(frozen=True)
class MaxWords:
    limit: int

    def __post_init__(self) -> None:
        if not isinstance(self.limit, int) or self.limit < 1:
            raise ValueError("limit must be a positive integer")


@skilleval.check_kind("max_words", spec=MaxWords)
def grade_max_words(answer: Answer, check: Check, spec: MaxWords) -> CheckResult:
    words = len(answer.raw.split())
    passed = words <= spec.limit
    return CheckResult(
        check.id,
        check.kind,
        passed,
        1.0 if passed else 0.0,
        f"{words} words (limit {spec.limit})",
        (Evidence("word count", passed, note=str(words)),),
        check.required,
        source=check.source,
    )


class EchoProvider:
    kind = "echo"
    deterministic = True
    cacheable = False

    def __init__(self, model: str) -> None:
        self.endpoint = f"echo://{model}"

    async def complete(self, request: ChatRequest) -> Completion:
        prompt = next(
            (
                str(m.get("content") or "")
                for m in reversed(request.messages)
                if m["role"] == "user"
            ),
            "",
        )
        text = f"You asked: {prompt}"
        return Completion(text, (), Usage(len(prompt.split()), len(text.split())), "stop")

    async def aclose(self) -> None:
        return None


@skilleval.provider("echo")
def make_echo(spec: ModelSpec, settings: ProviderSettings) -> Provider:
    return EchoProvider(spec.model)
