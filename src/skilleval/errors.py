"""The small exception tree and the documented exit codes."""

from __future__ import annotations

EXIT_OK = 0
"""Everything passed."""
EXIT_FAILED = 1
"""Findings, grades or gates failed."""
EXIT_INPUT = 2
"""Input or usage error."""
EXIT_INCOMPLETE = 3
"""The run is incomplete: more errored attempts than ``--max-errors`` allows."""
EXIT_INTERNAL = 4
"""An unexpected error inside skilleval: a bug, never the user's input."""


class SkillEvalError(Exception):
    """Base of every error skilleval raises on purpose."""

    exit_code = EXIT_INPUT


class InputError(SkillEvalError):
    """A file or argument the user gave cannot be used.

    ``path`` and ``line`` point at the place, when known.
    """

    def __init__(self, message: str, path: str | None = None, line: int | None = None) -> None:
        self.message = message
        self.path = path
        self.line = line
        super().__init__(str(self))

    def __str__(self) -> str:
        where = ""
        if self.path:
            where = self.path + (f":{self.line}" if self.line else "") + ": "
        return where + self.message


class InternalError(SkillEvalError):
    """skilleval produced something its own schema rejects: a bug to report, not the user's
    input (exit 4)."""

    exit_code = EXIT_INTERNAL


class OutputError(SkillEvalError):
    """A result or report cannot be written (disk full, read-only folder, held by another
    run). What was written before stays intact."""

    def __init__(self, message: str, path: str) -> None:
        self.message = message
        self.path = path
        super().__init__(f"{path}: {message}")


class ProviderError(SkillEvalError):
    """A model endpoint failed after retries (never carries the API key)."""

    def __init__(
        self,
        message: str,
        endpoint: str = "",
        retryable: bool = False,
        retries: int = 0,
        kind: str = "",
    ) -> None:
        self.endpoint = endpoint
        self.kind = kind
        """What failed: ``context_overflow``, ``timeout``, ``connection`` (the endpoint could
        not be reached), ``rate_limited``, ``server``, ``invalid_request``; "" when the
        provider did not say (the runner then reads it from the message)."""
        self.retryable = retryable
        """The same request may pass later (rate limit, timeout, 5xx): worth a rerun."""
        self.retries = retries
        """Retries spent before giving up."""
        super().__init__(f"{endpoint}: {message}" if endpoint else message)


class ToolsUnsupportedError(ProviderError):
    """The model or endpoint rejects requests that offer tools (the discover arm)."""


class ReplayMissError(ProviderError):
    """The replay provider has no recorded answer for a request."""
