"""The arms on their own: what each sends, and the discover arm's tools on hostile input."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

from skilleval.models.base import ToolCall
from skilleval.run.arms import (
    MAX_TOOL_CALLS_PER_ROUND,
    Arm,
    CatalogEntry,
    messages_for,
    run_tool,
    run_tool_calls,
)
from tests.conftest import EXAMPLE


def catalog() -> dict[str, CatalogEntry]:
    text = (EXAMPLE / "SKILL.md").read_text()
    return {EXAMPLE.name: CatalogEntry(EXAMPLE.name, "Recompute.", EXAMPLE, text)}


def test_each_arm_sends_what_it_should() -> None:
    entries = list(catalog().values())
    baseline = messages_for(Arm.BASELINE, "q", EXAMPLE.name, "SKILL TEXT", entries)
    skill = messages_for(Arm.SKILL, "q", EXAMPLE.name, "SKILL TEXT", entries)
    discover = messages_for(Arm.DISCOVER, "q", EXAMPLE.name, "SKILL TEXT", entries)
    assert [m["role"] for m in baseline] == ["system", "user"] and baseline[1]["content"] == "q"
    assert "SKILL TEXT" not in baseline[0]["content"]
    assert f'<skill name="{EXAMPLE.name}">\nSKILL TEXT\n</skill>' in skill[0]["content"]
    assert "SKILL TEXT" not in discover[0]["content"]
    assert f"- {EXAMPLE.name}: Recompute." in discover[0]["content"]


def test_tools_serve_the_skill_and_never_the_answer_key() -> None:
    entries = catalog()
    loaded: list[str] = []
    read: list[str] = []
    before = run_tool("read_skill_file", {"path": "card.yaml"}, entries, [], [])
    assert before.startswith("No file") and "load the skill first" in before
    assert run_tool("load_skill", {"name": EXAMPLE.name}, entries, loaded, read).startswith("---")
    assert loaded == [EXAMPLE.name]
    assert "already loaded" in run_tool("load_skill", {"name": EXAMPLE.name}, entries, loaded, read)
    assert "No skill named" in run_tool("load_skill", {"name": "nope"}, entries, loaded, read)
    assert run_tool("read_skill_file", {"path": "card.yaml"}, entries, loaded, read)
    for hidden in ("evals/evals.json", "../../etc/passwd", "/etc/passwd", "BENCHMARK.md"):
        reply = run_tool("read_skill_file", {"path": hidden}, entries, loaded, read)
        assert reply.startswith("No file"), hidden
    assert read == [f"{EXAMPLE.name}/card.yaml"]
    assert run_tool("rm_rf", {}, entries, loaded, read).startswith("Unknown tool")


def test_a_round_of_tool_calls_is_bounded(tmp_path: Path) -> None:
    entries = catalog()
    args = json.dumps({"name": EXAMPLE.name})
    calls = [ToolCall(f"c{n}", "load_skill", args) for n in range(MAX_TOOL_CALLS_PER_ROUND + 3)]
    loaded: list[str] = []
    replies, spent = asyncio.run(run_tool_calls(calls, entries, loaded, [], 0))
    assert len(replies) == len(calls) and [r["tool_call_id"] for r in replies] == [
        c.id for c in calls
    ]
    assert all("at most" in r["content"] for r in replies[MAX_TOOL_CALLS_PER_ROUND:])
    assert spent == sum(len(r["content"]) for r in replies)
    spent_out, _ = asyncio.run(run_tool_calls(calls[:1], entries, [], [], 10**9))
    assert "budget is spent" in spent_out[0]["content"]
