"""The optional LLM judge during a run: cached, temperature-0 questions whose failures are
counted and recorded, never an attempt's error."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from skilleval.errors import ProviderError
from skilleval.grading import Check, Grade, without_reasoning
from skilleval.loading.evalcase import EvalCase
from skilleval.models.base import ChatRequest, Params, Provider
from skilleval.models.cache import ResponseCache
from skilleval.models.judge import JudgeVerdict, judge_messages, parse_verdict, settle


class Judging:
    """Asks one judge model about answers: targeted questions for undetermined checks and an
    overall verdict (goal score and behaviours)."""

    def __init__(self, provider: Provider, model: str, cache: ResponseCache | None) -> None:
        self.provider = provider
        self.model = model
        self.cache = cache
        self.failures = 0
        """Targeted questions that got no usable verdict (the check stays undetermined)."""

    async def ask(self, messages: list[dict[str, Any]]) -> tuple[str, str]:
        """One cached, temperature-0 judge call: (reply text, error). Never raises."""
        request = ChatRequest(
            self.model, tuple(messages), (), Params(temperature=0.0, max_tokens=400)
        )
        digest = request.digest(self.provider.endpoint)
        try:
            completion = self.cache.get(digest) if self.cache is not None else None
            if completion is None:
                completion = await self.provider.complete(request)
                if self.cache is not None:
                    self.cache.put(digest, self.provider.endpoint, request.model, completion)
        except ProviderError as exc:
            return "", f"judge failed: {exc}"
        return completion.text, ""

    async def judge(
        self,
        grade: Grade,
        checks: Sequence[Check],
        case: EvalCase,
        answer: str,
        references: Mapping[str, str] | None = None,
    ) -> tuple[Grade, JudgeVerdict]:
        """The grade with the judge's verdicts on what text left undetermined, and the
        judge's overall verdict on the answer; ``references``: the case's answer keys."""
        grade, failures = await settle(grade, checks, case.prompt, answer, self.ask, references)
        self.failures += failures
        expected = len(case.behaviors)
        text, error = await self.ask(judge_messages(case, without_reasoning(answer).lstrip()))
        if error:
            return grade, JudgeVerdict(None, (None,) * expected, error)
        return grade, parse_verdict(text, expected)

    async def aclose(self) -> None:
        await self.provider.aclose()
