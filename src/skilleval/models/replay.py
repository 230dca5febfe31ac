"""Answers from a previous run's records; a miss is an error, never a call."""

from __future__ import annotations

from skilleval.errors import ReplayMissError
from skilleval.models.base import ChatRequest, Completion


class ReplayProvider:
    """Serves recorded completions by request digest (same endpoint identity as recorded)."""

    kind = "replay"
    deterministic = True
    cacheable = False

    def __init__(self, endpoint: str, recorded: dict[str, Completion]) -> None:
        self.endpoint = endpoint
        self._recorded = recorded

    async def complete(self, request: ChatRequest) -> Completion:
        digest = request.digest(self.endpoint)
        try:
            return self._recorded[digest]
        except KeyError:
            raise ReplayMissError(
                f"replay miss for model {request.model!r}: no recorded answer for this request "
                "(the skill, case or parameters changed since the recording)",
                self.endpoint,
            ) from None

    async def aclose(self) -> None:
        return None
