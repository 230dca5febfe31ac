"""Model providers: OpenAI-compatible endpoints, the offline extractive responder, replay."""

from skilleval.models.base import (
    ChatRequest,
    Completion,
    Params,
    Provider,
    ToolCall,
    Usage,
    redact,
)

__all__ = ["ChatRequest", "Completion", "Params", "Provider", "ToolCall", "Usage", "redact"]
