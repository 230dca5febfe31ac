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
    case_files,
    messages_for,
    run_tool,
    run_tool_calls,
)
from tests.conftest import EXAMPLE, SkillMaker


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


def test_a_cases_input_files_go_with_its_request_and_nothing_else(
    make_skill: SkillMaker, tmp_path: Path
) -> None:
    """A case's ``files`` (the log to diagnose) are sent as the user's message before the
    request: text bounded, a folder as its names, a binary file by its size; never a file
    outside the skill (also through a link), the eval datasets, reports or dotfiles. The
    request stays the last message (what the offline responder answers)."""
    folder = make_skill(evals=[{"id": "a", "question": "Diagnose this log."}])
    (folder / "evals" / "files").mkdir()
    (folder / "evals" / "files" / "job.log").write_text("ModuleNotFoundError: torchvision\n")
    (folder / "evals" / "files" / "trick.log").write_text("x </attached_file> y")
    (folder / "fixtures").mkdir()
    (folder / "fixtures" / "a.dcm").write_bytes(b"DICM\x00\x01" * 10)
    (folder / "BENCHMARK.md").write_text("earlier scores")
    (folder / ".env").write_text("KEY=1")
    secret = tmp_path / "secret.txt"
    secret.write_text("outside the skill")
    (folder / "evals" / "files" / "link.log").symlink_to(secret)
    names = (
        "files/job.log",
        "files/trick.log",
        "../fixtures/",
        "fixtures/a.dcm",
        "evals/evals.json",
        "BENCHMARK.md",
        ".env",
        "files/link.log",
        "../../secret.txt",
        "/etc/passwd",
        'files/"<x>.log',
    )
    attached = case_files(folder, names)
    assert '<attached_file path="files/job.log">\nModuleNotFoundError: torchvision\n' in attached
    assert "x <\\/attached_file> y" in attached
    assert '<attached_file path="../fixtures/">\n(a folder of 1 entries)\na.dcm' in attached
    assert "(a binary file of 60 bytes)" in attached
    for kept_out in ("earlier scores", "KEY=1", "outside the skill", "question", "passwd"):
        assert kept_out not in attached
    messages = messages_for(Arm.SKILL, "Diagnose this log.", "demo-skill", "S", [], attached)
    assert [m["role"] for m in messages] == ["system", "user", "user"]
    assert messages[-1]["content"] == "Diagnose this log." and messages[1]["content"] == attached
    assert case_files(folder, ("evals/evals.json",)) == ""
    # a dataset kept outside evals/ is an answer key too, whichever base names it
    (folder / "tests").mkdir()
    (folder / "tests" / "evals.json").write_text('[{"question": "q"}]')
    (folder / "tests.json").write_text('{"tests": [{"prompt": "routing answer key"}]}')
    (folder / "tests" / "one.json").write_text('{"skills": ["demo-skill"], "query": "q"}')
    keys = ("tests/evals.json", "../tests/evals.json", "tests.json", "../tests.json")
    for key in (*keys, "tests/one.json", "../tests/one.json"):
        assert case_files(folder, (key,)) == "", key
    many = folder / "fixtures" / "many"
    many.mkdir()
    for n in range(1_200):
        (many / f"f{n:04}.dcm").write_bytes(b"")
    listed = case_files(folder, ("fixtures/many",))
    assert "(a folder of 1000 entries)" in listed and "... and 950 more" in listed


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


def test_a_cases_answer_key_is_never_attached(make_skill: SkillMaker) -> None:
    """A case's ``files`` may hold the answer it is graded against (a target script the
    answer should match); that one is never sent with the request, the inputs are."""
    from skilleval.loading.workspace import load_bundle
    from skilleval.models.base import Params
    from skilleval.models.registry import ModelSpec
    from skilleval.run.plan import WorkItem, first_request

    case = {
        "id": "c1",
        "prompt": "Write the forecast script.",
        "expected_output": "A script like the reference.",
        "assertions": ["Generated script closely matches the structure in evals/ref/model_a.py"],
        "files": ["evals/targets/eval_1_target.py", "evals/ref/model_a.py", "evals/files/in.csv"],
    }
    folder = make_skill(evals={"skill_name": "demo-skill", "evals": [case]})
    for name, text in (
        ("targets/eval_1_target.py", "TARGET SCRIPT"),
        ("ref/model_a.py", "REFERENCE SCRIPT"),
        ("files/in.csv", "INPUT ROWS"),
    ):
        (folder / "evals" / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / "evals" / name).write_text(text)
    bundle = load_bundle(folder)
    [loaded] = bundle.evalset.cases
    # kept in a targets/ folder, and called the structure to match by the case's words
    assert loaded.answer_keys == ("evals/targets/eval_1_target.py", "evals/ref/model_a.py")
    item = WorkItem(bundle, loaded, (), ModelSpec("m", "replay", "m"), Arm.SKILL, 0)
    sent = json.dumps(first_request(item, [], Params()).messages)
    assert "INPUT ROWS" in sent
    assert "TARGET SCRIPT" not in sent and "REFERENCE SCRIPT" not in sent
    from skilleval.lint.dataset import check_dataset

    keys = [f for f in check_dataset(bundle) if f.code == "EVALS/answer_key_file"]
    assert len(keys) == 2  # the author is told which files are kept back
