"""What every provider speaks: a chat request in, a completion out."""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass, field
from typing import Any, Protocol

CONTEXT_OVERFLOW = re.compile(
    r"context (?:length|window)|maximum context|too many tokens|"
    r"exceeds? the (?:model's )?(?:context|max)",
    re.IGNORECASE,
)
"""An endpoint's way of saying the request is longer than the model's window."""


@dataclass(frozen=True)
class ToolCall:
    id: str
    name: str
    arguments: str
    """JSON text, as the chat completions protocol carries it."""

    def args(self) -> dict[str, Any]:
        try:
            value = json.loads(self.arguments or "{}")
        except (ValueError, RecursionError):
            return {}
        return value if isinstance(value, dict) else {}


@dataclass(frozen=True)
class Usage:
    prompt_tokens: int = 0
    completion_tokens: int = 0
    estimated: bool = False
    """True when counted by skilleval (4 chars a token) rather than reported by the endpoint."""
    cached_tokens: int = 0
    """Prompt tokens the provider served from its prompt cache (when it says so)."""

    @property
    def total_tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens

    def __add__(self, other: Usage) -> Usage:
        return Usage(
            self.prompt_tokens + other.prompt_tokens,
            self.completion_tokens + other.completion_tokens,
            self.estimated or other.estimated,
            self.cached_tokens + other.cached_tokens,
        )


@dataclass(frozen=True)
class Params:
    """Sampling parameters; part of the cache key."""

    temperature: float | None = 0.0
    max_tokens: int | None = 1024
    seed: int | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"temperature": self.temperature, "max_tokens": self.max_tokens, "seed": self.seed}


_LOOPBACK = re.compile(r"^(https?://)(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d+)?(/.*)?$")


def cache_endpoint(endpoint: str) -> str:
    """The endpoint as cache identity: a local server is the same server on any port (a
    restarted llama.cpp or Ollama keeps its cache)."""
    m = _LOOPBACK.match(endpoint)
    return f"{m.group(1)}localhost{m.group(2) or ''}" if m else endpoint


@dataclass(frozen=True)
class ChatRequest:
    model: str
    messages: tuple[dict[str, Any], ...]
    tools: tuple[dict[str, Any], ...] = ()
    params: Params = field(default_factory=Params)
    attempt: int = 0
    """Attempt index: part of the cache identity, never sent."""

    def estimated_tokens(self) -> int:
        """The prompt's tokens, estimated (what a tokens-per-minute budget charges first)."""
        return sum(estimate_tokens(str(m.get("content") or "")) for m in self.messages)

    def digest(self, endpoint: str, attempt: int | None = None) -> str:
        """Cache key: endpoint identity (never the key), model, messages, tools, params, attempt."""
        blob = json.dumps(
            {
                "endpoint": cache_endpoint(endpoint),
                "model": self.model,
                "messages": list(self.messages),
                "tools": list(self.tools),
                "params": self.params.to_dict(),
                "attempt": self.attempt if attempt is None else attempt,
            },
            sort_keys=True,
            ensure_ascii=False,
        )
        return hashlib.sha256(blob.encode()).hexdigest()


@dataclass(frozen=True)
class Completion:
    text: str
    tool_calls: tuple[ToolCall, ...] = ()
    usage: Usage = field(default_factory=Usage)
    finish_reason: str = "stop"
    retries: int = field(default=0, compare=False)
    """Retries the request took (not stored in caches or exchanges)."""

    def to_dict(self) -> dict[str, Any]:
        return {
            "text": self.text,
            "tool_calls": [
                {"id": t.id, "name": t.name, "arguments": t.arguments} for t in self.tool_calls
            ],
            "usage": {
                "prompt_tokens": self.usage.prompt_tokens,
                "completion_tokens": self.usage.completion_tokens,
                "estimated": self.usage.estimated,
            }
            | ({"cached_tokens": self.usage.cached_tokens} if self.usage.cached_tokens else {}),
            "finish_reason": self.finish_reason,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Completion:
        usage = data.get("usage") or {}
        return cls(
            text=str(data.get("text") or ""),
            tool_calls=tuple(
                ToolCall(
                    str(t.get("id", "")), str(t.get("name", "")), str(t.get("arguments", "{}"))
                )
                for t in data.get("tool_calls") or []
            ),
            usage=Usage(
                int(usage.get("prompt_tokens") or 0),
                int(usage.get("completion_tokens") or 0),
                bool(usage.get("estimated", False)),
                int(usage.get("cached_tokens") or 0),
            ),
            finish_reason=str(data.get("finish_reason") or "stop"),
        )


class Provider(Protocol):
    """A model behind the chat completions protocol (or something that answers like one)."""

    kind: str
    """``openai``, ``extractive`` or ``replay``."""
    endpoint: str
    """Where requests go, without credentials; part of the cache key and the report."""
    deterministic: bool
    """Same request, same answer (extractive, replay): one attempt says it all."""
    cacheable: bool

    async def complete(self, request: ChatRequest) -> Completion: ...

    async def aclose(self) -> None: ...


def _secret_forms(secret: str) -> list[str]:
    """The forms an endpoint may echo a secret in: as is, upper- or lower-cased, base64."""
    import base64

    raw = secret.encode()
    forms = {secret, secret.upper(), secret.lower()}
    for encoded in (base64.b64encode(raw), base64.urlsafe_b64encode(raw)):
        text = encoded.decode()
        forms |= {text, text.rstrip("=")}
    return sorted(forms, key=len, reverse=True)


TRUNCATED_MIN = 12
"""An echoed prefix of a secret this long is redacted too (servers truncate keys)."""


def redact(text: str, secrets: list[str]) -> str:
    """Replace every secret in ``text``, also upper- or lower-cased, base64-encoded or cut
    short to a prefix of 12 characters or more (error messages and echoes may hold them)."""
    for secret in secrets:
        if not secret or len(secret) < 4:
            continue
        for form in _secret_forms(secret):
            text = text.replace(form, "***")
        if len(secret) > TRUNCATED_MIN:
            head = re.escape(secret[:TRUNCATED_MIN])
            text = re.sub(head + r"[A-Za-z0-9_\-]*", "***", text, flags=re.IGNORECASE)
    return text


def estimate_tokens(text: str) -> int:
    return max(1, len(text) // 4) if text else 0
