"""Any OpenAI-compatible chat completions endpoint through the official ``openai`` client.

The client runs on its aiohttp transport (the default httpx transport does not scale to
high concurrency). Retries happen here, not in the SDK, so that they are counted on the
attempt and a request that is wrong in itself (a 4xx, or a 5xx whose message is a
validation error) is not sent again: exponential backoff with full jitter on 429, 408,
409, other 5xx, timeouts, resets and refused connections, honouring ``Retry-After``. The
response JSON is read raw (faster than building the SDK models); malformed bodies are
retried too.
"""

from __future__ import annotations

import asyncio
import json
import math
import os
import random
import re
from dataclasses import replace
from typing import Any
from urllib.parse import parse_qsl, urlsplit, urlunsplit

from skilleval.errors import InputError, ProviderError, ToolsUnsupportedError
from skilleval.models.base import CONTEXT_OVERFLOW, ChatRequest, Completion, ToolCall, Usage, redact

DEFAULT_BASE_URL = "https://api.openai.com/v1"
PRESETS: dict[str, tuple[str, str | None]] = {
    "openai": ("https://api.openai.com/v1", "OPENAI_API_KEY"),
    "nvidia": ("https://integrate.api.nvidia.com/v1", "NVIDIA_API_KEY"),
    "ollama": ("http://localhost:11434/v1", None),
    "vllm": ("http://localhost:8000/v1", None),
    "llamacpp": ("http://localhost:8080/v1", None),
    "llama-cpp-python": ("http://localhost:8000/v1", None),
}
"""``--base-url NAME`` shortcuts: (base URL, the env var that usually holds its key)."""


def resolve_endpoint(base_url: str | None, api_key_env: str | None) -> tuple[str, str | None]:
    """A preset name or URL (default OpenAI) -> (base URL, key env var)."""
    if base_url and base_url.lower() in PRESETS:
        url, env = PRESETS[base_url.lower()]
        return url, api_key_env or env
    if base_url and "://" not in base_url:
        from rapidfuzz import process

        guess = process.extractOne(base_url.lower(), list(PRESETS), score_cutoff=60)
        hint = f" - did you mean '{guess[0]}'?" if guess else ""
        raise InputError(
            f"--base-url {base_url!r} is neither a URL nor a preset ({', '.join(PRESETS)}){hint}"
        )
    return base_url or DEFAULT_BASE_URL, api_key_env


MALFORMED_RETRIES = 2
BACKOFF_BASE_S = 0.5
BACKOFF_CAP_S = 8.0
_INVALID = re.compile(
    r"validation error|input should be|invalid_request|unprocessable|not a valid|"
    r"does not exist|not found",
    re.IGNORECASE,
)
"""With CONTEXT_OVERFLOW: a 5xx whose message says the request itself is wrong (the same
request fails again)."""


class _Failed(Exception):
    """The last error of a request, with the retries spent on it."""

    def __init__(self, exc: Exception, retries: int) -> None:
        self.exc = exc
        self.retries = retries


def _cached_tokens(usage: dict[str, Any]) -> int:
    """Prompt tokens served from the provider's prompt cache: OpenAI's
    ``prompt_tokens_details.cached_tokens`` (0 when absent or malformed)."""
    details = usage.get("prompt_tokens_details")
    value = details.get("cached_tokens") if isinstance(details, dict) else None
    if isinstance(value, bool) or not isinstance(value, int):
        return 0
    return max(value, 0)


def _status_kind(code: int, message: str) -> str:
    """The error kind of an HTTP failure: what went wrong, not the number."""
    if CONTEXT_OVERFLOW.search(message):
        return "context_overflow"
    if code == 429:
        return "rate_limited"
    if code in (408, 504):
        return "timeout"
    return "server" if code >= 500 else "invalid_request"


def _transient(exc: Exception) -> bool:
    """True when the same request may pass if sent again."""
    import openai

    if isinstance(exc, openai.APIStatusError):
        code = exc.status_code
        if code in (408, 409, 429):
            return True
        message = str(getattr(exc, "message", exc))
        return code >= 500 and not (_INVALID.search(message) or CONTEXT_OVERFLOW.search(message))
    return isinstance(exc, (openai.APITimeoutError, openai.APIConnectionError))


def _backoff(retries: int, exc: Exception) -> float:
    """Seconds before retry ``retries + 1``: the server's ``Retry-After`` when it gives one
    (capped), else exponential with full jitter."""
    response = getattr(exc, "response", None)
    header = response.headers.get("retry-after") if response is not None else None
    if header:
        try:
            wait = float(header)
        except ValueError:  # an HTTP date, or nonsense: back off as if none were given
            wait = math.nan
        if math.isfinite(wait):
            return min(max(wait, 0.0), RETRY_ALLOWANCE_S)
    return random.uniform(0, min(BACKOFF_CAP_S, BACKOFF_BASE_S * 2**retries))


MAX_BODY_BYTES = 16 * 2**20
"""A response body larger than this is an error for that attempt, never stored."""
RETRY_ALLOWANCE_S = 10.0
"""Backoff allowed per retry inside a request's deadline."""


def endpoint_identity(base_url: str) -> str:
    """The base URL without user info, query or fragment (safe to store and show)."""
    parts = urlsplit(base_url)
    host = parts.hostname or ""
    if parts.port:
        host = f"{host}:{parts.port}"
    return urlunsplit((parts.scheme, host, parts.path.rstrip("/"), "", ""))


def _is_local(base_url: str) -> bool:
    host = urlsplit(base_url).hostname or ""
    return host in ("localhost", "::1") or host.startswith("127.")


def check_base_url(base_url: str) -> list[str]:
    """InputError for a URL that cannot be used safely; the query's values, which the
    redactor must hide (some gateways take a key as ``?api_key=...``)."""
    parts = urlsplit(base_url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise InputError(
            f"--base-url must be an http(s) URL or a preset ({', '.join(PRESETS)}), "
            f"not {endpoint_identity(base_url) or 'that'}"
        )
    if parts.username or parts.password:
        raise InputError(
            f"{endpoint_identity(base_url)}: credentials in the URL (user:password@) are "
            "not used; put the key in an environment variable and pass --api-key-env NAME"
        )
    return [value for _, value in parse_qsl(parts.query) if len(value) >= 4]


def resolve_api_key(base_url: str, api_key_env: str | None) -> str:
    """The key from the named env var (default OPENAI_API_KEY); InputError when missing or
    unusable (a line break or non-ASCII character cannot go in a header)."""
    var = api_key_env or "OPENAI_API_KEY"
    key = os.environ.get(var, "")
    if key and not (key.isascii() and key.isprintable()):
        raise InputError(
            f"the API key in {var} has a line break, control or non-ASCII character; "
            "check how the variable is set"
        )
    if key:
        return key
    if _is_local(base_url):
        return "not-needed"
    raise InputError(
        f"No API key found for {endpoint_identity(base_url)} - set {var} or pass "
        "--api-key-env NAME with the variable that holds it"
    )


def request_body(request: ChatRequest) -> dict[str, Any]:
    """The JSON body of a chat completions request (also a line of a batch file)."""
    body: dict[str, Any] = {"model": request.model, "messages": list(request.messages)}
    if request.tools:
        body["tools"] = list(request.tools)
        # Some servers (llama.cpp's) treat a missing tool_choice as "none".
        body["tool_choice"] = "auto"
    params = request.params
    if params.temperature is not None:
        body["temperature"] = params.temperature
    if params.max_tokens is not None:
        body["max_tokens"] = params.max_tokens
    if params.seed is not None:
        body["seed"] = params.seed
    return body


class OpenAICompatProvider:
    """Chat completions over HTTP; errors become ProviderError with the endpoint, never the key."""

    kind = "openai"
    deterministic = False
    cacheable = True

    def __init__(
        self,
        base_url: str | None = None,
        api_key: str = "",
        timeout: float = 60.0,
        max_retries: int = 4,
    ) -> None:
        from openai import AsyncOpenAI, DefaultAioHttpClient

        self.deadline = timeout * (max_retries + 1) + RETRY_ALLOWANCE_S * max_retries
        """The whole request, retries included: a total, not a per-read, limit."""
        self.base_url = base_url or DEFAULT_BASE_URL
        self.endpoint = endpoint_identity(self.base_url)
        self._secrets = [api_key, *check_base_url(self.base_url)]
        self._client = AsyncOpenAI(
            api_key=api_key or "not-needed",
            base_url=self.base_url,
            timeout=timeout,
            max_retries=0,  # retried here: counted, and deterministic failures not repeated
            http_client=DefaultAioHttpClient(),
        )
        self.max_retries = max_retries

    async def complete(self, request: ChatRequest) -> Completion:
        kwargs = request_body(request)
        last = ""
        retries = 0
        for _ in range(MALFORMED_RETRIES + 1):
            tries = [retries]  # read when the deadline cuts the request short
            try:
                body, retries = await asyncio.wait_for(self._post(kwargs, tries), self.deadline)
            except TimeoutError:
                # A server that trickles its body resets every read timeout; this does not.
                raise ProviderError(
                    f"request exceeded its {self.deadline:.0f} s deadline",
                    self.endpoint,
                    retries=tries[0],
                    kind="timeout",
                ) from None
            except _Failed as failed:
                raise self._error(failed.exc, request, failed.retries) from None
            if len(body) > MAX_BODY_BYTES:
                raise ProviderError(
                    f"response body of {len(body) / 2**20:.0f} MiB is over the "
                    f"{MAX_BODY_BYTES // 2**20} MiB cap; refused",
                    self.endpoint,
                    kind="server",
                )
            try:
                data = json.loads(body)
                if isinstance(data, dict) and "choices" not in data and "error" in data:
                    # Some servers answer HTTP 200 with an error object: report its message.
                    error = data["error"]
                    text = error.get("message", error) if isinstance(error, dict) else error
                    raise ProviderError(
                        f"server error (HTTP 200): {self._clean(str(text))[:2000]}",
                        self.endpoint,
                        kind="server",
                    )
                return replace(self._scrub(parse_completion(data)), retries=retries)
            except (ValueError, KeyError, TypeError, IndexError, RecursionError) as exc:
                last = f"malformed response: {type(exc).__name__}: {self._clean(str(exc))[:200]}"
                retries += 1
        raise ProviderError(last, self.endpoint, retryable=True, retries=retries, kind="server")

    async def _post(self, kwargs: dict[str, Any], tries: list[int]) -> tuple[bytes, int]:
        """POST the request, retrying what may pass on a second try (429, 408, 409, 5xx
        that are not validation errors, timeouts, resets, refused connections) with
        exponential backoff, jitter and the server's ``Retry-After``. Returns the body and
        the retries it took; raises :class:`_Failed` with the last error."""
        import openai

        retries = tries[0]
        while True:
            try:
                # The low-level post keeps the client's error types but skips its
                # per-request transform of the params (most of its overhead here).
                body = await self._client.post("/chat/completions", cast_to=bytes, body=kwargs)
                return body, retries
            except (
                openai.APIStatusError,
                openai.APITimeoutError,
                openai.APIConnectionError,
            ) as exc:
                if retries >= self.max_retries or not _transient(exc):
                    raise _Failed(exc, retries) from None
                await asyncio.sleep(_backoff(retries, exc))
                retries += 1
                tries[0] = retries

    def _error(self, exc: Exception, request: ChatRequest, retries: int) -> ProviderError:
        """The ProviderError for the last failure, with its cause in full (key masked)."""
        import openai

        after = f" after {retries} retr{'y' if retries == 1 else 'ies'}" if retries else ""
        if isinstance(exc, openai.APIStatusError):
            message = self._clean(str(getattr(exc, "message", exc)))
            tools_rejected = exc.status_code in (400, 422) and "tool" in message.lower()
            error = ToolsUnsupportedError if tools_rejected and request.tools else ProviderError
            return error(
                f"HTTP {exc.status_code}: {message[:2000]}{after}",
                self.endpoint,
                retryable=_transient(exc),
                retries=retries,
                kind=_status_kind(exc.status_code, message),
            )
        cause = self._clean(str(exc.__cause__ or exc))
        kind = "connection"
        if "Connect call failed" in cause or "Cannot connect" in cause:
            # The aiohttp transport reports a refused connection as a timeout.
            text = "cannot connect (connection refused)"
        elif "reset" in cause.lower() or "disconnect" in cause.lower():
            text = "connection reset by the server"
        elif isinstance(exc, openai.APITimeoutError):
            text, kind = "request timed out", "timeout"
        else:
            text = f"connection failed: {cause[:500]}"
        return ProviderError(
            text + after, self.endpoint, retryable=True, retries=retries, kind=kind
        )

    def _clean(self, text: str) -> str:
        """``text`` with this endpoint's key and URL secrets, in any echoed form, and
        anything else that looks like a credential, masked."""
        from skilleval.lint.content import mask_secrets

        return mask_secrets(redact(text, self._secrets))

    def _scrub(self, completion: Completion) -> Completion:
        """The completion with any echo of the key (in any form) redacted. Other secrets in
        an answer are graded as given and masked where the runner stores it."""
        calls = tuple(
            ToolCall(c.id, c.name, redact(c.arguments, self._secrets))
            for c in completion.tool_calls
        )
        return Completion(
            redact(completion.text, self._secrets),
            calls,
            completion.usage,
            completion.finish_reason,
        )

    async def submit_batch(self, lines: bytes) -> tuple[str, str]:
        """Upload a JSONL batch file and start a batch over it: (batch id, input file id)."""
        import openai

        try:
            uploaded = await self._client.files.create(
                file=("requests.jsonl", lines, "application/jsonl"), purpose="batch"
            )
            batch = await self._client.batches.create(
                input_file_id=uploaded.id,
                endpoint="/v1/chat/completions",
                completion_window="24h",
            )
        except openai.APIError as exc:
            raise self._batch_error("cannot submit the batch", exc) from None
        return batch.id, uploaded.id

    async def batch_results(self, batch_id: str) -> tuple[str, bytes | None]:
        """A batch's status, and its output file (JSONL) once it has completed."""
        import openai

        try:
            batch = await self._client.batches.retrieve(batch_id)
            if batch.status != "completed" or not batch.output_file_id:
                return batch.status, None
            content = await self._client.files.content(batch.output_file_id)
        except openai.APIError as exc:
            raise self._batch_error(f"cannot read batch {batch_id}", exc) from None
        return batch.status, content.read()

    def _batch_error(self, what: str, exc: Exception) -> ProviderError:
        message = self._clean(str(getattr(exc, "message", exc)))[:2000]
        return ProviderError(f"{what}: {message}", self.endpoint, kind="server")

    async def aclose(self) -> None:
        await self._client.close()


def parse_completion(data: Any) -> Completion:
    """A chat.completion JSON object -> Completion; raises on a malformed one."""
    if not isinstance(data, dict):
        raise TypeError("response is not a JSON object")
    choice = data["choices"][0]
    message = choice["message"]
    calls = []
    for call in message.get("tool_calls") or []:
        function = call.get("function") or {}
        calls.append(
            ToolCall(
                str(call.get("id", "")),
                str(function.get("name", "")),
                str(function.get("arguments") or "{}"),
            )
        )
    usage = data.get("usage") or {}
    return Completion(
        text=str(message.get("content") or ""),
        tool_calls=tuple(calls),
        usage=Usage(
            int(usage.get("prompt_tokens") or 0),
            int(usage.get("completion_tokens") or 0),
            cached_tokens=_cached_tokens(usage),
        ),
        finish_reason=str(choice.get("finish_reason") or "stop"),
    )
