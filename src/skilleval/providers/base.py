"""What every provider speaks: a chat request in, a completion out."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from typing import Any, Protocol


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

    @property
    def total_tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens

    def __add__(self, other: Usage) -> Usage:
        return Usage(
            self.prompt_tokens + other.prompt_tokens,
            self.completion_tokens + other.completion_tokens,
            self.estimated or other.estimated,
        )


@dataclass(frozen=True)
class Params:
    """Sampling parameters; part of the cache key."""

    temperature: float | None = 0.0
    max_tokens: int | None = 1024
    seed: int | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"temperature": self.temperature, "max_tokens": self.max_tokens, "seed": self.seed}


@dataclass(frozen=True)
class ChatRequest:
    model: str
    messages: tuple[dict[str, Any], ...]
    tools: tuple[dict[str, Any], ...] = ()
    params: Params = field(default_factory=Params)
    attempt: int = 0
    """Attempt index: part of the cache identity, never sent."""

    def digest(self, endpoint: str, attempt: int | None = None) -> str:
        """Cache key: endpoint identity (never the key), model, messages, tools, params, attempt."""
        blob = json.dumps(
            {
                "endpoint": endpoint,
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
            },
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


def redact(text: str, secrets: list[str]) -> str:
    """Replace every secret value in ``text`` (error messages from servers may echo them)."""
    for secret in secrets:
        if secret and len(secret) >= 4:
            text = text.replace(secret, "***")
    return text


def estimate_tokens(text: str) -> int:
    return max(1, len(text) // 4) if text else 0
