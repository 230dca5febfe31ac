"""Providers and the cache on their own: the response cache, request identity, and the
offline reference responder."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

from skilleval.models.base import ChatRequest, Completion, Params, ToolCall, Usage
from skilleval.models.cache import ResponseCache
from skilleval.models.extractive import ABSTAIN, OFF_SKILL, ExtractiveProvider
from skilleval.run.arms import TOOLS, Arm, CatalogEntry, messages_for
from tests.conftest import DECOY, EXAMPLE

PROMPT = (
    "Our Megatron Bridge FP8 run uses TE-scoped CUDA graphs and is right at the edge of OOM. "
    "What should I change first?"
)


def test_cache_round_trip_survives_reopening(tmp_path: Path) -> None:
    path = tmp_path / "c.sqlite"
    completion = Completion("hi", (ToolCall("c1", "load_skill", '{"name": "x"}'),), Usage(3, 1))
    cache = ResponseCache(path)
    assert cache.get("d1") is None and cache.misses == 1
    cache.put("d1", "http://h/v1", "m", completion)
    assert cache.get("d1") == completion and cache.hits == 1
    cache.close()
    reopened = ResponseCache(path)
    assert reopened.get("d1") == completion and reopened.count() == 1
    assert reopened.clear() == 1 and reopened.count() == 0
    reopened.close()


def test_a_damaged_cache_is_set_aside_not_fatal(tmp_path: Path) -> None:
    path = tmp_path / "c.sqlite"
    path.write_bytes(b"not a database" * 100)
    cache = ResponseCache(path)
    assert cache.get("d1") is None  # a fresh cache, the damaged file kept aside
    cache.put("d1", "e", "m", Completion("x"))
    assert cache.get("d1") == Completion("x")
    cache.close()
    assert (tmp_path / "c.sqlite.corrupt").exists()


def test_request_identity() -> None:
    messages = ({"role": "user", "content": "q"},)
    one = ChatRequest("m", messages, (), Params(), 0)
    # A loopback server is the same server on any port; the attempt index is identity.
    assert one.digest("http://127.0.0.1:8080/v1") == one.digest("http://localhost:9999/v1")
    assert one.digest("http://h/v1") != ChatRequest("m", messages, (), Params(), 1).digest(
        "http://h/v1"
    )
    assert one.digest("http://h/v1") != one.digest("http://other/v1")


def ask(messages: list[dict[str, object]], tools: tuple[dict[str, object], ...] = ()) -> Completion:
    request = ChatRequest("extractive", tuple(messages), tools)
    return asyncio.run(ExtractiveProvider().complete(request))


def test_reference_responder_quotes_the_checklist_in_the_skill_arm() -> None:
    skill_md = (EXAMPLE / "SKILL.md").read_text()
    answer = ask(messages_for(Arm.SKILL, PROMPT, EXAMPLE.name, skill_md, [])).text
    assert answer.startswith("1. ") and "recompute_num_layers" in answer
    off = ask(messages_for(Arm.SKILL, "How do I bake bread?", EXAMPLE.name, skill_md, [])).text
    assert off == OFF_SKILL
    assert ask(messages_for(Arm.BASELINE, PROMPT, EXAMPLE.name, skill_md, [])).text == ABSTAIN


def test_reference_responder_routes_in_the_discover_arm() -> None:
    catalog = [
        CatalogEntry(p.name, desc, p, (p / "SKILL.md").read_text())
        for p, desc in (
            (EXAMPLE, "Fix out-of-memory in Megatron Bridge with activation recompute."),
            (DECOY, "Find the commit that introduced a regression with git bisect."),
        )
    ]
    messages = messages_for(Arm.DISCOVER, PROMPT, EXAMPLE.name, "", catalog)
    first = ask(messages, TOOLS)
    assert first.finish_reason == "tool_calls"
    assert json.loads(first.tool_calls[0].arguments) == {"name": EXAMPLE.name}
    tool_reply = {"role": "tool", "tool_call_id": "call_0", "content": catalog[0].text}
    second = ask([*messages, {"role": "assistant", "content": ""}, tool_reply], TOOLS)
    assert second.finish_reason == "stop" and "recompute_num_layers" in second.text
    cooking = messages_for(Arm.DISCOVER, "How do I bake bread?", EXAMPLE.name, "", catalog)
    assert ask(cooking, TOOLS).text == ABSTAIN  # no skill applies: none is loaded


def test_error_kinds_come_from_the_error_not_its_wording(tmp_path: Path) -> None:
    import skilleval
    from skilleval.errors import ProviderError

    class Failing:
        kind, endpoint, deterministic, cacheable = "failing", "failing://x", False, False

        async def complete(self, request: ChatRequest) -> Completion:
            # Wording that would read as a connection error; the type says rate limited.
            raise ProviderError(
                "connection refused, or so it says", "failing://x", kind="rate_limited"
            )

        async def aclose(self) -> None:
            return None

    options = skilleval.RunOptions(arms=("skill",), attempts=4, cache_path=None, max_retries=0)
    result = skilleval.evaluate(
        [EXAMPLE], ["failing:x"], tmp_path / "out", options, providers={"failing:x": Failing()}
    )
    attempts = result.run.attempts
    assert attempts and {a.error_kind for a in attempts} == {"rate_limited"}
    # A rate-limited endpoint is not a dead one: nothing was skipped as unreachable.
    assert not [a for a in attempts if a.skipped]
