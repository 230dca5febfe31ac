"""Hostile skills and hostile models: nothing escapes its folder, nothing crashes a run."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from skilleval.cli.main import cli
from skilleval.errors import InputError
from skilleval.grading.model import Check, Step
from skilleval.loading.evalset import load_evalset
from skilleval.loading.skill import load_skill
from skilleval.loading.workspace import load_workspace
from skilleval.models.registry import ModelSpec
from skilleval.run.arms import CatalogEntry, run_tool
from skilleval.run.plan import RunOptions
from skilleval.run.records import RunResult
from skilleval.run.runner import run_models
from tests.conftest import EXAMPLE, SkillMaker
from tests.openai_server import FakeOpenAI, Reply

KEY = "sk-test-" + "Hq7" * 12
ITEM = {"id": "a", "question": "How do I do the thing?", "expected_skill": "demo-skill"}


@pytest.fixture(autouse=True)
def api_key(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SKILLEVAL_TEST_KEY", KEY)


def catalog_for(folder: Path) -> dict[str, CatalogEntry]:
    return {"demo-skill": CatalogEntry("demo-skill", "d", folder, "# Demo")}


def test_file_tool_serves_only_what_an_installed_skill_shows(
    make_skill: SkillMaker, tmp_path: Path
) -> None:
    folder = make_skill(evals=[ITEM])
    (folder / "references").mkdir()
    (folder / "references" / "setup.md").write_text("setup notes", encoding="utf-8")
    (folder / ".secret").write_text("hidden", encoding="utf-8")
    (folder / "skill.oms.sig").write_text("{}", encoding="utf-8")
    (tmp_path / "creds.txt").write_text("password=hunter2", encoding="utf-8")
    (folder / "references" / "creds.md").symlink_to(tmp_path / "creds.txt")
    (folder / "references" / "answers.md").symlink_to(folder / "evals" / "evals.json")
    (folder / "tests").mkdir()
    (folder / "tests" / "evals.json").write_text("[]", encoding="utf-8")
    (folder / "tests" / "one.yaml").write_text("skills: [demo-skill]", encoding="utf-8")
    (folder / "tests.json").write_text('{"tests": []}', encoding="utf-8")
    (folder / "loop").symlink_to(folder / "loop")
    catalog, loaded, read = catalog_for(folder), ["demo-skill"], []  # type: ignore[var-annotated]

    def tool(path: str) -> str:
        return run_tool("read_skill_file", {"path": path}, catalog, loaded, read)

    assert tool("references/setup.md") == "setup notes"
    for hostile in [
        "evals/evals.json",
        "./evals/../evals/evals.json",
        "tests/evals.json",
        "tests/one.yaml",
        "tests.json",
        "references/answers.md",
        ".secret",
        "skill.oms.sig",
        "references/creds.md",
        "../" * 8 + "etc/passwd",
        "loop/x",
        "bad\x00name",
        "a" * 5000,
    ]:
        assert tool(hostile).startswith("No file"), hostile
    assert read == ["demo-skill/references/setup.md"]
    again = run_tool("load_skill", {"name": "demo-skill"}, catalog, loaded, read)
    assert "already loaded" in again


def test_links_out_of_the_skill_are_refused_and_never_read(
    make_skill: SkillMaker, tmp_path: Path
) -> None:
    secret = tmp_path / "credentials"
    secret.write_text('[{"id": "leak", "question": "aws_secret=AKIA"}]', encoding="utf-8")
    folder = make_skill(evals=[ITEM])
    (folder / "card.yaml").symlink_to(secret)
    (folder / "evals" / "more.json").symlink_to(secret)
    skill = load_skill(folder)
    assert [f.code for f in skill.findings] == ["LOAD/outside_link"]
    evalset = load_evalset(folder, skill.name)
    assert [c.id for c in evalset.cases] == ["a"]
    assert "LOAD/outside_link" in [f.code for f in evalset.findings]
    linked = make_skill(name="linked-skill")
    (linked / "SKILL.md").unlink()
    (linked / "SKILL.md").symlink_to(secret)
    with pytest.raises(InputError, match="outside the skill folder"):
        load_skill(linked)


def test_hostile_skill_name_cannot_write_outside_out(
    make_skill: SkillMaker, tmp_path: Path
) -> None:
    tree = tmp_path / "tree"
    make_skill(name="good-skill", parent=tree, evals=[dict(ITEM, expected_skill="good-skill")])
    make_skill(
        name="evil",
        parent=tree,
        frontmatter="name: ../../../escaped\ndescription: A skill with a hostile name here.\n",
        evals=[dict(ITEM, expected_skill="../../../escaped")],
    )
    out = tmp_path / "deep" / "er" / "out"
    result = CliRunner().invoke(cli, ["run", str(tree), "--out", str(out)])
    assert result.exit_code in (0, 1), result.output
    written = {p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("BENCHMARK.md")}
    assert written and all(w.startswith("deep/er/out/") for w in written), written
    assert (out / "skills" / "escaped" / "BENCHMARK.md").is_file()
    index = (out / "BENCHMARK.md").read_text(encoding="utf-8")
    assert "(skills/escaped/BENCHMARK.md)" in index


def hostile_script(request: dict[str, Any], n: int) -> Reply | str:
    """Answers each discover round with tool calls meant to crash or starve the run."""
    rounds = sum(1 for m in request["messages"] if m["role"] == "tool")
    if request.get("tools") and rounds == 0:
        calls = [{"name": "load_skill", "arguments": {"name": "mbridge-activation-recompute"}}]
        calls += [
            {"name": "read_skill_file", "arguments": {"path": p}}
            for p in ("evals/evals.json", "x\x00y", "z" * 5000, "../../../../etc/passwd")
        ]
        calls += [{"name": "read_skill_file", "arguments": {"path": "card.yaml"}}] * 40
        nested = '{"path": ' * 3000 + '"x"' + "}" * 3000
        calls.append({"name": "read_skill_file", "arguments": nested})
        return Reply(tool_calls=calls)
    return "final answer"


def hostile_run(tmp_path: Path) -> tuple[RunResult, FakeOpenAI]:
    with FakeOpenAI(hostile_script) as server:
        result = run_models(
            load_workspace([EXAMPLE]).bundles,
            [ModelSpec.parse("m", server.base_url, "SKILLEVAL_TEST_KEY")],
            RunOptions(cache_path=None, timeout=5.0, max_retries=0, concurrency=2),
            tmp_path / "out",
        )
    return result, server


@pytest.mark.slow
def test_hostile_tool_calls_never_crash_a_run(tmp_path: Path) -> None:
    result, server = hostile_run(tmp_path)
    discover = [a for a in result.attempts if a.arm == "discover"]
    assert discover and all(a.error is None for a in discover), [a.error for a in discover]
    for attempt in discover:
        assert set(attempt.read_files) == {"mbridge-activation-recompute/card.yaml"}
        assert len(attempt.tool_calls) == 46
        assert "tool calls capped" in attempt.note
    sent = json.dumps(server.requests)
    assert "expected_behavior" not in sent and "root:" not in sent


@pytest.mark.slow
def test_attempt_failure_is_recorded_not_raised(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import skilleval.run.arms as arms

    def boom(*args: object, **kwargs: object) -> str:
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(arms, "run_tool", boom)
    result, _ = hostile_run(tmp_path)
    discover = [a for a in result.attempts if a.arm == "discover"]
    assert discover and all(a.error_kind == "internal" for a in discover)
    assert all("disk on fire" in (a.error or "") for a in discover)
    assert [a for a in result.attempts if a.arm == "skill" and a.error is None]
    assert os.path.exists(tmp_path / "out" / "attempts.jsonl")


def run_example(tmp_path: Path, out: Path, *extra: str) -> Any:
    args = ["run", str(EXAMPLE), "--out", str(out), "--quiet", *extra]
    return CliRunner().invoke(cli, args)


def test_torn_last_line_is_set_aside_and_nothing_is_lost(tmp_path: Path) -> None:
    from skilleval.run.records import AttemptLog

    out = tmp_path / "out"
    assert run_example(tmp_path, out).exit_code == 0
    log = out / "attempts.jsonl"
    complete = log.read_bytes()
    log.write_bytes(complete + b'{"skill": "mbridge-activation-recom')  # killed mid-write
    AttemptLog(log).close()
    assert log.read_bytes() == complete
    assert (out / "attempts.jsonl.torn").read_bytes().startswith(b'{"skill": "mbridge')
    assert len(AttemptLog.read(log)) == complete.count(b"\n")


def test_corrupt_cache_is_set_aside_with_one_warning(tmp_path: Path) -> None:
    from skilleval.models.base import Completion
    from skilleval.models.cache import ResponseCache

    path = tmp_path / "responses.sqlite"
    path.write_bytes(b"this is not a database" * 100)
    cache = ResponseCache(path)
    assert "damaged" in cache.warning and (tmp_path / "responses.sqlite.corrupt").is_file()
    assert cache.get("x") is None
    cache.put("x", "e", "m", Completion("hello"))
    got = cache.get("x")
    assert got is not None and got.text == "hello"
    cache.close()
    import sqlite3

    with sqlite3.connect(path) as db:
        db.execute("UPDATE responses SET completion = 'not json'")
    cache = ResponseCache(path)
    assert cache.get("x") is None and cache.misses == 1  # a bad row is a miss
    cache.close()


def test_a_cache_another_run_holds_is_busy_not_damaged(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A lock held by another run (two runs creating the cache at once) is no damage: the
    file stays where it is, with the other run's responses, and this run goes uncached."""
    import sqlite3

    import skilleval.models.cache as cache_module
    from skilleval.models.base import Completion
    from skilleval.models.cache import ResponseCache

    path = tmp_path / "responses.sqlite"
    first = ResponseCache(path)
    first.put("x", "e", "m", Completion("theirs"))
    first.close()
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("PRAGMA journal_mode=DELETE")
    holder.execute("BEGIN EXCLUSIVE")
    connect = sqlite3.connect
    monkeypatch.setattr(
        cache_module.sqlite3, "connect", lambda *a, **k: connect(*a, **{**k, "timeout": 0.1})
    )
    busy = ResponseCache(path)
    assert "busy" in busy.warning and "damaged" not in busy.warning
    assert not (tmp_path / "responses.sqlite.corrupt").exists()
    assert busy.get("x") is None  # a miss while it is held
    busy.put("y", "e", "m", Completion("mine"))  # not stored, nothing raised
    busy.close()
    holder.execute("COMMIT")
    holder.close()
    again = ResponseCache(path)
    got = again.get("x")
    assert got is not None and got.text == "theirs" and not again.warning
    again.close()


def test_output_folder_is_locked_by_the_run_writing_it(tmp_path: Path) -> None:
    from skilleval.errors import OutputError
    from skilleval.run.records import AttemptLog

    log = AttemptLog(tmp_path / "out" / "attempts.jsonl")
    with pytest.raises(OutputError, match="another skilleval run .pid"):
        AttemptLog(tmp_path / "out" / "attempts.jsonl")
    log.close()
    AttemptLog(tmp_path / "out" / "attempts.jsonl").close()


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes read-only folders")
def test_read_only_output_is_a_clear_error(tmp_path: Path) -> None:
    out = tmp_path / "out"
    out.mkdir()
    out.chmod(0o500)
    try:
        result = run_example(tmp_path, out)
    finally:
        out.chmod(0o700)
    assert result.exit_code == 2 and "cannot write" in result.output
    assert "internal error" not in result.output


def test_full_disk_keeps_the_old_report(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from pathlib import Path as RealPath

    out = tmp_path / "out"
    assert run_example(tmp_path, out).exit_code == 0
    before = (out / "BENCHMARK.md").read_text()
    real_open = RealPath.open

    def full(self: RealPath, mode: str = "r", *args: Any, **kwargs: Any) -> Any:
        if self.name.endswith(".tmp") and "w" in mode:
            raise OSError(28, "No space left on device")
        return real_open(self, mode, *args, **kwargs)

    monkeypatch.setattr(RealPath, "open", full)
    result = run_example(tmp_path, out)
    assert result.exit_code == 2 and "No space left on device" in result.output
    assert (out / "BENCHMARK.md").read_text() == before
    assert not list(out.glob("*.tmp"))


def test_unexpected_errors_exit_4(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    import skilleval.pipeline as pipeline

    def boom(*args: object, **kwargs: object) -> None:
        raise ZeroDivisionError("oops")

    monkeypatch.setattr(pipeline, "load_workspace", boom)
    result = CliRunner().invoke(cli, ["lint", str(EXAMPLE)])
    assert result.exit_code == 4 and "internal error: ZeroDivisionError" in result.output


@pytest.mark.slow
def test_echoed_keys_in_any_form_and_url_secrets_never_land(tmp_path: Path) -> None:
    import base64

    key = KEY
    forms = [key.upper(), base64.b64encode(key.encode()).decode(), key[:16]]

    def echo(request: dict[str, Any], n: int) -> Reply | str:
        if request.get("tools"):
            return "no tools today"
        return (
            Reply(status=500, error=f"bad key {forms[n % 3]} rejected")
            if n < 2
            else ("You sent " + " and ".join(forms))
        )

    with FakeOpenAI(echo) as server:
        url = server.base_url + "?api_key=gw-" + "Q" * 20
        out = tmp_path / "out"
        args = ["run", str(EXAMPLE), "--model", "m", "--base-url", url, "--api-key-env"]
        args += ["SKILLEVAL_TEST_KEY", "--no-cache", "--max-retries", "0", "--out", str(out)]
        result = CliRunner().invoke(cli, args)
    assert "internal error" not in result.output
    written = result.output + "".join(p.read_text() for p in out.iterdir() if p.is_file())
    for secret in [*forms, key, "gw-" + "Q" * 20]:
        assert secret not in written, secret
    assert "***" in written


def test_unusable_keys_and_urls_are_input_errors(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    base = ["run", str(EXAMPLE), "--model", "m", "--out", str(tmp_path / "o")]
    monkeypatch.setenv("BAD_KEY", "sk-abc\r\nX-Evil: 1")
    result = CliRunner().invoke(
        cli, [*base, "--base-url", "https://x.test/v1", "--api-key-env", "BAD_KEY"]
    )
    assert result.exit_code == 2 and "line break" in result.output
    result = CliRunner().invoke(cli, [*base, "--base-url", "https://u:p4ss@x.test/v1"])
    assert result.exit_code == 2 and "credentials in the URL" in result.output
    assert "p4ss" not in result.output


@pytest.mark.slow
def test_skill_secrets_repeated_by_a_model_are_stored_masked(
    tmp_path: Path, make_skill: SkillMaker
) -> None:
    token = "ghp_" + "a1B2" * 10
    folder = make_skill(evals=[ITEM], body=f"# Demo\n\nUse the token {token} to push.\n")

    def parrot(request: dict[str, Any], n: int) -> Reply | str:
        return f"Push with {token} as the password."

    with FakeOpenAI(parrot) as server:
        out = tmp_path / "out"
        args = ["run", str(folder), "--model", "m", "--base-url", server.base_url]
        args += ["--api-key-env", "SKILLEVAL_TEST_KEY", "--no-cache", "--out", str(out)]
        CliRunner().invoke(cli, args)
    stored = (out / "results.json").read_text() + (out / "attempts.jsonl").read_text()
    assert token not in stored and "[redacted GitHub token]" in stored
    data = json.loads((out / "results.json").read_text())
    security = {m["label"]: m["dimensions"] for m in data["scorecard"]["skills"][0]["models"]}
    assert security["m"]["Security"]["skill"] == 0.0  # the leak is still scored


def test_hostile_case_ids_keep_every_report_well_formed(
    tmp_path: Path, make_skill: SkillMaker
) -> None:
    import xml.etree.ElementTree as ET

    nasty = "a|b\n| injected | row |\x1b[2J\x07\x00"
    folder = make_skill(
        name="weird-skill",
        evals=[{"id": nasty, "question": "How?", "expected_skill": "weird-skill"}],
    )
    out = tmp_path / "out"
    result = CliRunner().invoke(cli, ["run", str(folder), "--out", str(out)])
    assert "\x1b" not in result.output
    ET.parse(out / "junit.xml")  # valid XML 1.0
    markdown = (out / "BENCHMARK.md").read_text()
    rows = [line for line in markdown.splitlines() if "injected" in line and line[0] == "|"]
    assert len(rows) == 1 and "\\| injected \\|" in rows[0] and "\x1b" not in markdown


@pytest.mark.slow
def test_partial_credit_or_discover_alone_never_passes(tmp_path: Path) -> None:
    from tests.answers import recompute

    def partial(request: dict[str, Any], n: int) -> Reply | str:
        # Names most fields, in the wrong order, without the warning: partial credit only.
        return "" if request.get("tools") else recompute.REORDERED

    with FakeOpenAI(partial) as server:
        for arms in ("discover", "baseline,skill"):
            out = tmp_path / arms.replace(",", "-")
            args = ["run", str(EXAMPLE), "--model", "m", "--base-url", server.base_url]
            args += ["--api-key-env", "SKILLEVAL_TEST_KEY", "--no-cache", "--arms", arms]
            result = CliRunner().invoke(cli, [*args, "--out", str(out)])
            verdict = json.loads((out / "results.json").read_text())["scorecard"]["skills"][0]
            assert verdict["verdict"] != "PASS", (arms, verdict["verdict_reason"])
            assert "PASS -" not in result.output


@pytest.mark.slow
def test_slow_oversized_and_error_bodies_are_errors_for_that_attempt(tmp_path: Path) -> None:
    import time

    from skilleval.models.base import ChatRequest
    from skilleval.models.openai_compat import MAX_BODY_BYTES, OpenAICompatProvider

    replies = {
        "reset": Reply(mode="reset"),
        "trickle": Reply("slow answer " * 20, mode="trickle"),
        "huge": Reply("x" * (MAX_BODY_BYTES + 10)),
        "error200": Reply(mode="error200", error="model overloaded, try later"),
    }

    def script(request: dict[str, Any], n: int) -> Reply | str:
        return replies[request["model"]]

    async def ask(server: FakeOpenAI, model: str) -> str:
        provider = OpenAICompatProvider(server.base_url, KEY, timeout=1.0, max_retries=0)
        try:
            await provider.complete(ChatRequest(model, ({"role": "user", "content": "q"},)))
        except Exception as exc:  # noqa: BLE001 - the message is what is tested
            return str(exc)
        finally:
            await provider.aclose()
        return "no error"

    import asyncio

    with FakeOpenAI(script) as server:
        started = time.perf_counter()
        assert "deadline" in asyncio.run(ask(server, "trickle"))
        assert time.perf_counter() - started < 5  # 200 bytes at 50 ms would take 10 s
        assert "over the 16 MiB cap" in asyncio.run(ask(server, "huge"))
        assert "model overloaded, try later" in asyncio.run(ask(server, "error200"))
        reset = asyncio.run(ask(server, "reset"))
        assert "connection reset" in reset and "timed out" not in reset


@pytest.mark.slow
def test_each_answer_is_stored_once(tmp_path: Path) -> None:
    def answer(request: dict[str, Any], n: int) -> Reply | str:
        return "" if request.get("tools") else f"DISTINCT-ANSWER-{n}"

    with FakeOpenAI(answer) as server:
        out = tmp_path / "out"
        args = ["run", str(EXAMPLE), "--model", "m", "--base-url", server.base_url, "--no-gate"]
        args += ["--api-key-env", "SKILLEVAL_TEST_KEY", "--no-cache", "--arms", "skill"]
        CliRunner().invoke(cli, [*args, "--out", str(out)])
        replay = CliRunner().invoke(
            cli,
            ["run", str(EXAMPLE), "--replay", str(out / "results.json"), "--arms", "skill"]
            + ["--no-gate", "--out", str(tmp_path / "replayed")],
        )
    text = (out / "results.json").read_text()
    answers = [a["answer"] for a in json.loads(text)["attempts"]]
    assert answers and all(text.count(a) == 1 for a in answers)
    assert replay.exit_code == 0, replay.output
    again = json.loads((tmp_path / "replayed" / "results.json").read_text())["attempts"]
    assert sorted(a["answer"] for a in again) == sorted(answers)


@pytest.mark.slow
def test_hostile_tree_and_hostile_endpoint_together(tmp_path: Path) -> None:
    import base64

    secret = tmp_path / "outside" / "credentials"
    secret.parent.mkdir()
    secret.write_text("aws_secret_access_key = TOPSECRET-" + "Z" * 20, encoding="utf-8")
    tree = tmp_path / "tree"
    item = {"id": "a", "question": "How do I recompute?", "ground_truth": "Use the skill."}
    for name in ("escape", "linked", "bomb", "deep", "loop"):
        folder = tree / name
        (folder / "evals").mkdir(parents=True)
        front = f"name: {'../../../' + name if name == 'escape' else name}\n"
        (folder / "SKILL.md").write_text(
            f"---\n{front}description: A hostile skill named {name} for the hardening test.\n"
            f"---\n# {name}\n\nSee [more](loop/x.md).\n",
            encoding="utf-8",
        )
        (folder / "evals" / "evals.json").write_text(json.dumps([item]), encoding="utf-8")
    (tree / "linked" / "card.yaml").symlink_to(secret)
    (tree / "linked" / "references").mkdir()
    (tree / "linked" / "references" / "creds.md").symlink_to(secret)
    (tree / "bomb" / "card.yaml").write_text(
        "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        + "".join(
            f"{chr(98 + i)}: &{chr(98 + i)} [{', '.join([f'*{chr(97 + i)}'] * 10)}]\n"
            for i in range(6)
        ),
        encoding="utf-8",
    )
    (tree / "deep" / "evals" / "more.json").write_text("[" * 50_000 + "]" * 50_000)
    (tree / "loop" / "loop").symlink_to(tree / "loop" / "loop")

    def hostile(request: dict[str, Any], n: int) -> Reply | str:
        if request.get("tools") and not any(m["role"] == "tool" for m in request["messages"]):
            names = [
                line[2:].split(":")[0]
                for line in request["messages"][0]["content"].splitlines()
                if line.startswith("- ")
            ]
            calls = [{"name": "load_skill", "arguments": {"name": names[0]}}]
            for path in (
                "evals/evals.json",
                "references/creds.md",
                "card.yaml",
                "\x00",
                "../" * 9 + "etc/passwd",
            ):
                calls.append({"name": "read_skill_file", "arguments": {"path": path}})
            return Reply(tool_calls=calls)
        if n % 4 == 1:
            return Reply(mode="error200", error="echo " + base64.b64encode(KEY.encode()).decode())
        return "Answer: " + KEY.upper()

    with FakeOpenAI(hostile) as server:
        out = tmp_path / "out"
        args = ["run", str(tree), "--model", "m", "--base-url", server.base_url]
        args += ["--api-key-env", "SKILLEVAL_TEST_KEY", "--no-cache", "--max-retries", "0"]
        result = CliRunner().invoke(cli, [*args, "--no-gate", "--out", str(out)])
    assert result.exit_code in (0, 1, 3), result.output
    assert "internal error" not in result.output and "Traceback" not in result.output
    for report in ("BENCHMARK.md", "results.json", "junit.xml", "report.html"):
        assert (out / report).is_file(), report
    data = json.loads((out / "results.json").read_text())
    planned = sum(len(s["cases"]) for s in data["skills"]) * 3
    assert len(data["attempts"]) == planned
    top = {p.name for p in tmp_path.iterdir()}
    assert top == {"outside", "tree", "out"}, top  # nothing written beside them
    sent = json.dumps(server.requests)
    written = "".join(p.read_text(errors="replace") for p in out.rglob("*") if p.is_file())
    for leaked in ("TOPSECRET", KEY, KEY.upper(), base64.b64encode(KEY.encode()).decode()):
        assert leaked not in sent + written, leaked


def test_a_report_whose_pieces_fail_leaves_the_old_file(tmp_path: Path) -> None:
    from skilleval.run.records import write_atomic

    target = tmp_path / "report.html"
    target.write_text("old")

    def pieces() -> Any:
        yield "<html>"
        raise RuntimeError("rendering failed")

    with pytest.raises(RuntimeError):
        write_atomic(target, pieces())
    assert target.read_text() == "old" and not list(tmp_path.glob("*.tmp"))
    write_atomic(target, iter(["a", "b"]))
    assert target.read_text() == "ab"


def test_hostile_answer_shapes_cannot_make_the_grader_backtrack() -> None:
    """Answer text comes from any endpoint: shapes that make a nested pattern try every
    split (a table row of many word cells with no closing pipe, an unclosed inline import),
    or scan a long name from each of its characters, are graded at once."""
    import time

    from skilleval.grading import grade_answer

    checks = [
        Check("b", "behavior", "b", "t", text="Presents results as a table with pool and status"),
        Check("n", "behavior", "n", "t", text="Does not run any osmo CLI commands", negative=True),
        Check("d", "behavior", "d", "t", text="Does not dump every skill at once", negative=True),
        Check("m", "behavior", "m", "t", text="Does not mention osmo CLI commands", negative=True),
        Check("k", "fields", "k", "t", fields=("batch_size=8",)),
        Check("c", "behavior", "c", "t", text="Returns the excerpts with file and page citations"),
        Check("f", "fields", "f", "t", fields=("searched/eval.log", "peft.lora_alpha=64")),
        # words an answer may show by form (a file:line reference, a sum, a variable)
        Check("l", "behavior", "l", "t", text="Each finding includes file path and line number"),
        Check("s", "behavior", "s", "t", text="The reward formula (multiplication) is explained"),
        Check("v", "behavior", "v", "t", text="Mentions the rank variables and env vars"),
        Check("p", "behavior", "p", "t", text="Map verified findings to MBridge tuning skills"),
        Check("x", "behavior", "x", "t", text="Did not run destructive commands", negative=True),
        Check(
            "e", "behavior", "e", "t", text="Does not modify job source or ledger", negative=True
        ),
        Check("r", "behavior", "r", "t", text="does not stop a job that is running", negative=True),
        Check("z", "behavior", "z", "t", text="Opens it with `zipkit.open(...)` (e.g. Zarr)"),
    ]
    hostile = [
        "job ledger modified " * 6_000,  # a denial looked for back to the start at every verb
        "RUNNING " * 12_000,  # a state looked for as negated at every mention
        "import a as b\n" * 5_000 + "b.open(x)",  # module aliases read for every name
        "(" + "deploying, " * 10_000,  # a parenthesis looked for back to the start per clause
        ".." * 5_000,  # a file name's dots tried from every dot
        "eval.log " * 3_000,  # its folder looked for on the line again for every mention
        "lora_alpha=64 " * 3_000,  # the setting's parent looked for again for every setting
        "set batch_size" + " " * 20_000 + "x",  # spaces after a key: split every way
        "set batch_size" + " |" * 10_000 + "x",
        "| 1 " + "| a1b2c3d4e5f6 " * 200 + "x",
        "- `import " + "a" * 100_000,
        "- `f(" + "a," * 20_000 + "`",
        "Before I " + "open, " * 5_000 + "x",
        "omni-assistant-subagents/" * 12_000,  # one long name: every start scanned to its end
        "a-" * 40_000 + ".py",  # a file name's start tried at every hyphen
        "1 * " * 20_000 + "=",
        "**" * 12_000,
        "-" * 12_000 + " " + "a-" * 12_000 + " osmo CLI commands",  # no path, every start
        "```bash\nrm " + "-a " * 20_000 + "\n```",  # options of rm split every way
        "word " * 40_000,  # an arrow looked for after every word
    ]
    started = time.perf_counter()
    for answer in hostile:
        assert grade_answer(answer, checks).results
    assert time.perf_counter() - started < 10  # a backtracking row alone never finishes


def test_hostile_answers_cannot_stall_the_code_and_deed_readers() -> None:
    """Answers built to stall the readers of signatures, routing targets, an answer's own
    changes, deeds on files, table rows, writing claims, script metadata, numbers and
    module paths are graded at once (150,000 unclosed signatures read whole would take
    minutes)."""

    checks = [
        Check("h", "behavior", "h", "t", text="Has proper type hints on all parameters"),
        Check("o", "behavior", "o", "t", text="Does not route the request to nre", negative=True),
        Check("u", "behavior", "u", "t", text="Does not touch v0.0.104", negative=True),
        Check("w", "behavior", "w", "t", text="Did not modify files", negative=True),
        Check("q", "behavior", "q", "t", text="Did not write kernel.rs", negative=True),
        Check(
            "m",
            "behavior",
            "m",
            "t",
            text="Includes PEP 723 inline metadata with x as a dependency",
        ),
    ]
    hostile = [
        "```python\n" + "def f(\n" * 150_000 + "```",  # signatures that never close
        "nre " * 250_000,  # a routing target named again and again
        "v0.0.104 I " * 60_000 + "rebuilt",  # a first person without its deed
        "I patched a.py " * 60_000,  # a deed on a file, again and again
        "| Deploy | " * 60_000,  # a row whose status cell never closes
        "Here is " * 100_000 + "kernel.rs",  # a writing claim looked back on
        "```python\n" + "# /// script\n" * 150_000 + "import x\n```",  # blocks never closed
        "pkg " + "w_min=1 io.load_dat " * 100_000,  # settings to other numbers, near-names
    ]
    assert _grades_at_once(hostile, checks) < 10  # each is under half a second here


def test_hostile_answers_cannot_stall_the_value_and_suspect_readers() -> None:
    """Long dotted runs (a file of a kind tried from every dot), runs of empty lines (a
    [section] or an import looked for from every line start), settings, approximate values,
    blamed suspects and recommendations over and over are graded at once (the first two took
    seconds each before)."""

    checks = [
        Check("c", "behavior", "c", "t", text="Writes the rows as CSV"),
        Check("k", "fields", "k", "t", fields=("plugin.kind=worker",)),
        Check("s", "behavior", "s", "t", text="Sets epsilon to 8.0 in the command"),
        Check("a", "behavior", "a", "t", text="Reports the fit (~a=0.52, b=2.43)"),
        Check("g", "ground_truth", "g", "t", facts=("Not a tape or wp.atomic_add issue.",)),
        Check(
            "r", "behavior", "r", "t", text="Cites the file and does not recommend an alternative"
        ),
        Check("i", "behavior", "i", "t", text="Imports mlflow.tracking in the script"),
    ]
    hostile = [
        "0." * 40_000,
        "\n" * 40_000 + "kind = worker",
        "\n" * 40_000 + "import x",
        "--privacy__epsilon 1.0 " * 20_000,
        "a=" + "1" * 50_000,
        "~" + " " * 50_000 + "1.0",
        "because wp.atomic_add races " * 20_000,
        "I recommend " * 40_000,
    ]
    assert _grades_at_once(hostile, checks) < 10  # each is under half a second here


def test_only_the_first_million_characters_of_an_answer_are_read() -> None:
    """An endpoint may send up to 16 MiB: grading reads a bounded prefix. What the prefix
    shows stands; what only the unread rest could show is undetermined, with the reason."""
    from skilleval.grading import MAX_GRADED_CHARS, grade_answer
    from skilleval.grading.model import Check, Status

    checks = [
        Check("early", "assertions", "early", "t", type="contains_phrase", pattern="alpha"),
        Check("late", "assertions", "late", "t", type="contains_phrase", pattern="omega"),
        Check("clean", "assertions", "clean", "t", type="not_contains", pattern="omega"),
        Check("broken", "assertions", "broken", "t", type="not_contains", pattern="alpha"),
    ]
    answer = "alpha " + "filler text. " * (MAX_GRADED_CHARS // 13 + 10) + "omega"
    statuses = {r.id: r.status for r in grade_answer(answer, checks).results}
    assert statuses == {
        "early": Status.PASS,
        "late": Status.UNDETERMINED,
        "clean": Status.UNDETERMINED,
        "broken": Status.FAIL,
    }
    short = {r.id: r.status for r in grade_answer("alpha and omega", checks).results}
    assert short["late"] == Status.PASS and short["clean"] == Status.FAIL


def test_a_long_run_of_deeds_joined_by_or_is_read_without_deep_recursion() -> None:
    """Each side of "A or B" is parsed again; a hostile run of "or"s stays shallow."""
    import sys

    from skilleval.grading.needs import parse_need

    for deeds in ("run the x or " * 3000, "run x or " * 3000):
        text = f"Does not {deeds}stop the y"
        limit = sys.getrecursionlimit()
        sys.setrecursionlimit(200)  # far below one level per "or"
        try:
            need = parse_need(text, True)
        finally:
            sys.setrecursionlimit(limit)
        assert need.negative
    two = parse_need("Does not ingest through Intake or install MLflow.", True)
    assert [d.action for d in two.also] == ["install"]


def test_hostile_answers_cannot_stall_the_kept_redirect_and_setting_readers() -> None:
    """Answers built against the readers of a kept object, stdout redirects, substituted
    commands, values in a line's comment, compound values, report paths, bounds and
    settings said not to be set are graded at once."""

    checks = [
        Check(
            "c",
            "callout",
            "c",
            "t",
            triggers=(("delete test",), ("delete test",)),
            text="Does not delete the test case or recipe entry when the goal is re-enable",
        ),
        Check("r", "behavior", "r", "t", text="Does not redirect stdout with >", negative=True),
        Check(
            "l",
            "behavior",
            "l",
            "t",
            text="Does not substitute a linting command for the test",
            negative=True,
        ),
        Check("f", "fields", "f", "t", fields=("WORLD_SIZE=16", "scope=mr-github-slim")),
        Check("b", "behavior", "b", "t", text="output.qc.pass_rate is >= 0.9"),
        Check("n", "behavior", "n", "t", text="Says not to set CUDA_DEVICE_MAX_CONNECTIONS=1"),
    ]
    hostile = [
        "the entry is kept " * 20_000,
        "```bash\n" + "cmd > out\n" * 50_000 + "```",
        "`" + "lint " * 50_000 + "`",
        "WORLD_SIZE=" + "x" * 50_000 + " # 16\n" * 2_000,
        "mr-github-slim-" * 30_000,
        "qc.pass_rate " * 30_000,
        "export CUDA_DEVICE_MAX_CONNECTIONS=1, so " * 10_000,
    ]
    assert _grades_at_once(hostile, checks) < 10  # each is under half a second here


def test_hostile_answers_cannot_stall_this_sessions_name_path_and_gate_readers() -> None:
    """Answers built against the readers of names said in words, positional paths, scripts
    named by their doer, a skill said to have been run, gated asks, ruled-out names with
    their reason and restated rules are graded at once; so is a SKILL.md of many "Step N"
    headings."""
    import time

    from skilleval.loading.listblocks import ChecklistStep
    from skilleval.rubric.steps import is_optional_step

    checks = [
        Check("s", "behavior", "s", "t", text="cites the phi_scope_disclaimer and requires_gpu"),
        Check(
            "p",
            "behavior",
            "p",
            "t",
            text="the command includes the user dataset path as the positional argument",
            fields=("/data/msd_case",),
        ),
        Check("x", "behavior", "x", "t", text="runs scripts/export_evidence_pack.py"),
        Check(
            "k",
            "behavior",
            "k",
            "t",
            conduct="skips_skill",
            fields=("scripts/run.py",),
            skill="mri-series-classification",
        ),
        Check(
            "a", "behavior", "a", "t", text="Pauses for approval before a host or signing change."
        ),
        Check(
            "g", "ground_truth", "g", "t", facts=("Use a tool (NOT dicom_meta_x, which flags).",)
        ),
        Check(
            "r",
            "behavior",
            "r",
            "t",
            text="Does not restate the DCO or template rules.",
            negative=True,
        ),
    ]
    hostile = [
        "phi scope " * 30_000 + "gpu requires the " * 10_000,
        "--dataset-dir /data/msd_case " * 20_000,
        "the export " * 40_000,
        "I ran the series " * 30_000,
        "Nothing on the host was changed. " * 5_000,
        "dicom_meta_x flags " * 20_000,
        "It owns the DCO template rules and " * 10_000,
    ]
    seconds = _grades_at_once(hostile, checks)
    started = time.perf_counter()
    body = "### Step 1 — Skip this step\n" * 20_000
    step = ChecklistStep(1, "Skip the reset step", (), 1)
    assert is_optional_step(step, body) in (True, False)
    assert seconds + time.perf_counter() - started < 10  # each is well under a second here


def _grades_at_once(answers: list[str], checks: list[Check]) -> float:
    """Seconds to grade each of ``answers`` against ``checks`` (each must give results)."""
    import time

    from skilleval.grading import grade_answer

    started = time.perf_counter()
    for answer in answers:
        assert grade_answer(answer, checks).results
    return time.perf_counter() - started


def test_a_skill_of_many_headings_loads_its_checklists_at_once() -> None:
    """Sections, their own text and runs of "Step N" headings are read in one pass each: a
    SKILL.md of 40,000 headings (steps with subsections, or one step number repeated) loads
    its checklists at once (each section's own text was found by a scan of every section,
    and each section's end by a copy of the rest of the headings)."""
    import time

    from skilleval.loading.skill import find_checklists, parse_sections

    bodies = [
        "# X\n\nFollow these steps in order.\n\n"
        + "".join(f"## Step {i} — do {i}\n\n### sub\n\ntext\n\n" for i in range(1, 20_001)),
        "# X\n\nin order\n\n" + "## Step 1 — a\n\n" * 40_000,
        "#### a\n" * 40_000,
    ]
    started = time.perf_counter()
    for body in bodies:
        find_checklists(parse_sections(body, 1))
    assert time.perf_counter() - started < 10  # about a second here; minutes before


def test_hostile_answers_cannot_stall_this_sessions_readers() -> None:
    """Answers and behaviours built against the readers of library substitutes, appended
    next steps, destructive commands said in prose, labelled lines, quoted command lines,
    closing circumstances, qualified commands and things told to use are graded at once."""
    libraries = tuple(f"lib{n}" for n in range(20))
    checks = [
        Check(
            "l",
            "behavior",
            "l",
            "t",
            text="Does not silently substitute a different solver or framework",
            negative=True,
            libraries=libraries,
        ),
        Check("a", "behavior", "a", "t", text="Does not append a next step", negative=True),
        Check(
            "d",
            "behavior",
            "d",
            "t",
            text="The agent did not run destructive commands (e.g., rm -rf)",
            negative=True,
        ),
        Check("q", "behavior", "q", "t", text="Names 'Run functional tests' " * 50, terse=True),
        Check(
            "c",
            "behavior",
            "c",
            "t",
            text="Uses 'pip install " + "a-b " * 2_000 + "' on a " + "x " * 3_000 + "system",
        ),
        Check(
            "n",
            "behavior",
            "n",
            "t",
            text="Does not suggest cu13" + " on a x" * 5_000 + " system",
            negative=True,
        ),
        Check("p", "behavior", "p", "t", text="Provides the pip command with " + "x " * 5_000),
        Check(
            "u",
            "behavior",
            "u",
            "t",
            text="Does not recommend Megatron FSDP for pipeline parallelism",
            negative=True,
        ),
    ]
    hostile = [
        "```python\n" + "import other\n" * 20_000 + "```\n" * 200,
        "I can also " * 50_000,
        "rm -rf a " * 30_000,
        "Triple: a, b\nLabels: " + "c, " * 100_000,
        "git push " + "x " * 50_000 + "--force",
        "Send me " * 40_000,
        "Use megatron. " * 40_000 + "Use fsdp " * 40_000,
    ]
    assert _grades_at_once(hostile, checks) < 10  # each is well under a second here
    # a figure with its unit ("quantified impact") was tried from every digit of a long run
    # of digits, backing off one at a time: 60,000 zeros took over two minutes
    quantified = [Check("f", "ground_truth", "f", "t", facts=("Gives a quantified impact.",))]
    assert _grades_at_once(["0." + "0" * 60_000, "1" * 60_000 + "x"], quantified) < 5
    # so was a link to documentation, searched to the end of a run of addresses from each
    docs = [Check("k", "behavior", "k", "t", text="References the installation docs")]
    assert _grades_at_once(["http://" * 30_000], docs) < 5


def test_hostile_answers_cannot_stall_the_readers_of_names_written_bare() -> None:
    """A step is placed by its words outside names, inline or bare: a sentence of one long
    word, or of a long run of hyphens, is read once (a first form, that found bare names by
    backing off from each character, took over three seconds on 20,000 letters)."""
    from skilleval.grading.model import Step

    steps = tuple(
        Step(f"{w} step", (), (w, "gpu", "script")) for w in ("config", "training", "validate")
    )
    order = [Check("o", "order", "o", "t", steps=steps)]
    hostile = [
        "config training validate gpu script " + "a" * 20_000,
        "config training validate " + "a-" * 10_000 + " gpu script",
        "config training `x` " * 3_000 + "validate gpu script",
    ]
    assert _grades_at_once(hostile, order) < 5


def test_hostile_answers_cannot_stall_the_readers_of_picks_paths_and_walkthroughs() -> None:
    """The readers this round added (a pick with its reason, a folder before a verb, a
    walkthrough's refusal, a missing input asked for, a duration, an endorsement weighed
    against warnings of the same thing) read a bounded stretch of long, repetitive answers."""
    checks = [
        Check("j", "behavior", "j", "t", text="Selects one source and justifies the choice"),
        Check("d", "behavior", "d", "t", text="Does not download archives itself", negative=True),
        Check("r", "behavior", "r", "t", text="Refuses because the overrides are exclusive"),
        Check("t", "behavior", "t", "t", text="Warns about long total build time"),
        Check("w", "behavior", "w", "t", text="Warns that a major mismatch fails at runtime"),
    ]
    hostile = [
        "I'll use " * 60_000 + "since",
        "`Downloads/` " * 60_000 + "download the archives",
        "It refuses " * 60_000,
        "I don't have " * 50_000 + "please paste it",
        "10–30+ minutes " * 40_000,
        "A major mismatch is fine. " * 5_000 + "A major mismatch fails at runtime. " * 5_000,
    ]
    assert _grades_at_once(hostile, checks) < 10  # each is well under a second here


def test_hostile_answers_cannot_stall_the_readers_of_filters_forms_and_gates() -> None:
    """The readers the forty-sixth round added (a filter stated by exclusion, a quoted form
    with a slot, a tool a prohibition ends on, a step set to be skipped, a "no" given first, a
    stop gate, a place ruled out after "not", things called noise) read a bounded stretch of
    long, repetitive answers."""
    checks = [
        Check("e", "behavior", "e", "t", text="Excludes PRs that carry the cherry-pick-done label"),
        Check("f", "behavior", "f", "t", text="One '- #NUM' bullet per PR", written=True),
        Check(
            "s",
            "behavior",
            "s",
            "t",
            text="Does not probe nodes with srun",
            negative=True,
            fields=("srun",),
        ),
        Check("k", "behavior", "k", "t", text="Re-runs task_1 before task_2"),
        Check("n", "behavior", "n", "t", text="Answers that no playbook should be added"),
        Check("g", "behavior", "g", "t", text="Stops before editing any version files"),
        Check("p", "behavior", "p", "t", text="Opens the PR against release/1.0, not main"),
        Check("x", "behavior", "x", "t", text="Fetches stdout and stderr for the failing test"),
    ]
    hostile = [
        "-label:cherry-pick-done " * 40_000,
        "- #1\n" * 60_000,
        "srun -N1 " * 40_000,
        "task_1.skip=true " * 40_000,
        "No. " * 60_000,
        "Pausing, tell me " * 30_000 + "Done",
        "open a PR into main " * 30_000,
        "stdout/stderr are just noise " * 20_000,
    ]
    assert _grades_at_once(hostile, checks) < 10  # each is well under a second here


def test_hostile_answers_cannot_stall_the_readers_of_counts_figures_and_titles() -> None:
    """The readers the forty-seventh round added (a flag in two spellings, a name told not to
    be used or offered to skip, a line of counts, an order told in one sentence, a change
    ruled out, no work done, arrow pairs, paths, figures forbidden or not given, a count
    answered, sections titled by a checklist's bold names) read a bounded stretch of long,
    repetitive answers."""
    checks = [
        Check("c", "behavior", "c", "t", text="Recommends a clean build with -c or --clean"),
        Check("t", "behavior", "t", "t", text="Shows a summary line with counts per status"),
        Check("o", "behavior", "o", "t", text="Says to list base.yaml before my_override.yaml"),
        Check("k", "behavior", "k", "t", text="Emphasized preserving the source algorithm"),
        Check("b", "behavior", "b", "t", text="Produces a brief and stops without editing files"),
        Check("a", "behavior", "a", "t", text="Rejects the H-to-S replacement"),
        Check("m", "behavior", "m", "t", text="Does not state an MFU number", negative=True),
        Check("p", "behavior", "p", "t", text="Does not specify output file paths", negative=True),
        Check(
            "g",
            "behavior",
            "g",
            "t",
            text="Uses only the metrics the profiler returned",
            given=("38", "91"),
        ),
        Check("n", "behavior", "n", "t", text="The agent answers 8 model instances"),
        Check(
            "q",
            "behavior",
            "q",
            "t",
            text="Says UNKNOWN does not mean the config was ignored",
            answers_no=True,
        ),
        Check(
            "r",
            "order",
            "r",
            "t",
            steps=tuple(
                Step(f"**{name}**: part", (), (name.lower(), "part"))
                for name in ("Summary", "Metrics", "Findings")
            ),
        ),
    ]
    hostile = [
        "Don't use `-c`; " * 20_000,
        "(Optional, you can skip this) `--clean` " * 10_000,
        "APPLIED: 1 | " * 40_000,
        "1 of 2 done, 3 running, " * 20_000,
        "Put my_override.yaml first and base.yaml second, " * 10_000,
        "Don't change the algorithm " * 20_000,
        "I have not edited anything; plan only. " * 10_000,
        "H→S " * 50_000,
        "/workspace/a/b.ncu-rep " * 30_000,
        "around 40-45% MFU " * 30_000,
        "1 instance, eight replicas " * 30_000,
        "**Summary:** " * 40_000,
        "## Metrics\n" * 40_000,
        "Not necessarily " * 30_000,
    ]
    assert _grades_at_once(hostile, checks) < 10  # each is well under a second here


def test_hostile_answers_cannot_stall_the_readers_of_commands_labels_and_states() -> None:
    """The readers the forty-eighth round added (a tool and its subcommand, a command's flag
    that is the verb, a topic label, a flag's value, a name turned away from, later mentions
    on code lines, a run's state, short time units, a clause after a semicolon) read a
    bounded stretch of long, repetitive answers."""
    checks = [
        Check(
            "s",
            "behavior",
            "s",
            "t",
            text="Does not run nat optimize while the workflow is erroring",
            negative=True,
            fields=("nat optimize",),
        ),
        Check("a", "behavior", "a", "t", text="Does not amend the published commit", negative=True),
        Check("f", "behavior", "f", "t", text="Does not run test_x with -std 17", negative=True),
        Check("i", "behavior", "i", "t", text="Picks one architecture instead of all-major-x"),
        Check("r", "behavior", "r", "t", text="Reports the status of the runs"),
        Check("d", "behavior", "d", "t", text="Warns that the run takes 30+ minutes"),
        Check("l", "behavior", "l", "t", text="Does not apply an acceptance state", negative=True),
        Check("q", "behavior", "q", "t", text="Requests the missing version"),
    ]
    hostile = [
        "It's fine to start `nat optimize`.\n```bash\n" + "uv run nat optimize\n" * 20_000 + "```",
        "git commit --amend " * 20_000,
        "- **Amending a pushed commit:** " * 10_000,
        "./ci/test_x.sh -std 20 " * 20_000,
        "-arch all-major-x " * 20_000,
        "the CI run failed, in progress; " * 20_000,
        "30+ min each, 2 hrs, 9 secs " * 20_000,
        "I applied the state; " * 30_000,
        "we need: " * 40_000,
        "**Then x:** once y, I'll run it. " * 10_000,
    ]
    assert _grades_at_once(hostile, checks) < 10  # each is well under a second here
    # a forbidden name said in 20,000 sentences: its mentions are not each looked up in a
    # pass over the answer's units (five seconds and more; a third of a second here)
    assert _grades_at_once(["I won't start `nat optimize`. " * 20_000], checks) < 2


def test_a_hostile_judge_rubric_is_read_in_bounds(make_skill: SkillMaker) -> None:
    """A case's own judge rubric is read for at most 40 dimensions in its first 100,000
    characters, however many it lists or however long its paragraphs run."""
    grader = {
        "kind": "llm_rubric",
        "dimensions": [f"D{n}_x" for n in range(10_000)],
        "rubric": "D1. x — Does it hold?\n" * 50_000 + "y " * 500_000,
    }
    folder = make_skill(evals={"evals": [{"id": "e", "prompt": "q", "grader": grader}]})
    [case] = load_evalset(folder, "demo-skill").cases
    assert len(case.behaviors) == 40
    assert all(b.judge and len(b.text) < 2_000 for b in case.behaviors)


def test_hostile_input_cannot_stall_the_fifty_third_rounds_readers(make_skill: SkillMaker) -> None:
    """The readers the fifty-third round added (shell lines of SKILL.md, code asked and code
    without marks, a product the skill serves, result lines, deeds held until a time, table
    header rows, exclusions, yes-or-no prompts, pleasantries, things found set, refusals that
    open an answer, requests said as nouns) read a bounded stretch of long, repetitive input."""
    import time

    from skilleval.rubric.derive import derive_checks

    # past the 200,000 characters of SKILL.md its shell lines are read in
    shell = "```bash\n" + "gh issue create --title x \\\n" * 10_000 + "```\n" + "```\n" * 5_000
    item = {
        "id": "n",
        "question": "Write a Python script that counts the labels.",
        "expected_skill": None,
        "ground_truth": "The agent writes the counting script directly.",
        "expected_behavior": ["Does not run gh issue create", "Does not call the MolMIM NIM"],
    }
    started = time.perf_counter()
    folder = make_skill(
        "molmim-nim", body="# MolMIM\n\nRun `gh issue create`.\n" + shell, evals=[item]
    )
    skill = load_skill(folder)
    negative = derive_checks(skill, load_evalset(folder, skill.name).cases[0])
    assert time.perf_counter() - started < 10
    assert any(c.fields == ("gh issue create",) for c in negative)  # read from the shell lines
    checks = negative + [
        Check("u", "behavior", "u", "t", text="Says no PR closes the issue until it is complete"),
        Check("x", "behavior", "x", "t", text="Says --a and --b are mutually exclusive"),
        Check("p", "behavior", "p", "t", text="Runs the preflight before the refold job"),
        Check("e", "behavior", "e", "t", text="Asks for the endpoint when none is registered"),
        Check("r", "behavior", "r", "t", text="Declines to design a binder that enhances x"),
        Check("q", "behavior", "q", "t", text="Requests the missing version"),
        Check(
            "y",
            "behavior",
            "y",
            "t",
            text="Does not download the model without an explicit yes",
            negative=True,
        ),
    ]
    hostile = [
        "No problem, " * 10_000,
        "- `x` → ok\n" * 8_000,
        "they show up " * 10_000,
        "a request for " * 10_000,
        "| a | b |\n|---|---|\n" * 8_000,
        "def f(x):\n    y = 1\n" * 8_000,
        "MolMIM can do this. Send it to the local MolMIM NIM. " * 4_000,
        "If the PR merges, it closes the issue until " * 5_000,
        "Download it? [y/N] " * 8_000,
        "The endpoint is set. " * 8_000,
        "I won't do this one: " * 8_000,
    ]
    assert _grades_at_once(hostile, checks) < 8  # each is well under half a second here


def test_hostile_input_cannot_stall_the_fifty_fourth_rounds_readers() -> None:
    """The readers the fifty-fourth round added (claims of one thing as another, places in a
    document's sections, figures to so many decimals, ranges of values, a value given to
    another key, figures compared by a sign, asks promised, things waved away or left out,
    deeds asked as questions, classes named whole) read a bounded stretch of long,
    repetitive input."""
    checks = [
        Check("a", "behavior", "a", "t", text="Does not present raw.yaml as the resolved config"),
        Check(
            "s",
            "behavior",
            "s",
            "t",
            text="Does not put the rejected design in the Proposal section",
            negative=True,
        ),
        Check("d", "behavior", "d", "t", text="Reports the mean to four decimals"),
        Check("r", "behavior", "r", "t", text="Lists l = 1 through 5"),
        Check("k", "behavior", "k", "t", text="Sets the account field to research_eval"),
        Check("m", "behavior", "m", "t", text="Marks 2.05 as below the 2.1 threshold"),
        Check("q", "behavior", "q", "t", text="Asks whether the user is satisfied"),
        Check("w", "behavior", "w", "t", text="Says to restart the agent"),
        Check("c", "behavior", "c", "t", text="Classifies the workload as compute-bound"),
        Check("o", "behavior", "o", "t", text="Omits --build-targets", negative=True),
        Check(
            "g",
            "ground_truth",
            "g",
            "t",
            facts=("Avoid --build-targets x: it precompiles the entire suite.",),
            answers_no=True,
        ),
    ]
    hostile = [
        "raw.yaml is the resolved config; " * 8_000,
        "I'll move it into Alternatives and add it to the Proposal section. " * 4_000,
        "0.7812 " * 30_000,
        "1, 2, 3, 4, " * 20_000,
        "partition: research_eval\n" * 10_000,
        "2.05 < 2.1 ≥ " * 15_000,
        "Then I'll ask whether " * 10_000,
        "no restart needed, " * 10_000,
        "memory-bound compute " * 10_000,
        "leaving out --build-targets, when you're ready " * 4_000,
        "Should I choose A, or B? " * 8_000,
        "Yes, " * 30_000,
    ]
    assert _grades_at_once(hostile, checks) < 8  # each is well under half a second here


def test_hostile_input_cannot_stall_the_fifty_fifth_rounds_readers() -> None:
    """The readers the fifty-fifth round added (an issue closed by its number, findings by
    severity, checklists of boxes, commands in list items, labelled groups, one labelled line,
    file:line locations, one item per thing, an order of three, a manner denied, a namespace
    of labels, subcommands on code lines) read a bounded stretch of long, repetitive input."""
    checks = [
        Check("i", "behavior", "i", "t", text="Does not close #1250 with a PR", negative=True),
        Check("v", "behavior", "v", "t", text="Findings are ordered most severe first"),
        Check("u", "behavior", "u", "t", text="Puts the config change under a breaking category"),
        Check("p", "behavior", "p", "t", text="Groups the notes by category"),
        Check("l", "behavior", "l", "t", text="Announces the route in one line"),
        Check("f", "behavior", "f", "t", text="Reports each finding with a file:line location"),
        Check("b", "behavior", "b", "t", text="Writes one bullet per change"),
        Check("o", "behavior", "o", "t", text="Lists A before B and B before C"),
        Check("m", "behavior", "m", "t", text="Does not regenerate it blindly", negative=True),
        Check("n", "behavior", "n", "t", text="Does not depend on agent:* labels", negative=True),
        Check("h", "behavior", "h", "t", text="Does not run call-hierarchy", negative=True),
    ]
    hostile = [
        "Closes #1250 not #1250 would " * 8_000,
        "- suggestion: x\n- critical: y\n" * 10_000,
        "**Breaking:** config change\n## Changed\n- config\n" * 6_000,
        "Route: a -> b\n" * 20_000,
        "rounding.h:88 a.b:1 " * 20_000,
        "- [ ] a b c\n- item\n" * 15_000,
        "### Added\n### Removed\n### Fixed\n" * 10_000,
        "not blindly regenerate " * 15_000,
        "`agent:*` agent:triaged independent of " * 8_000,
        "```bash\n" + "tslsp-cli call-hierarchy --symbol x\n" * 20_000 + "```",
        "1. `tslsp-cli rename --symbol User`\n" * 15_000,
    ]
    assert _grades_at_once(hostile, checks) < 8  # each is well under half a second here


def test_hostile_input_cannot_stall_the_fifty_sixth_rounds_readers() -> None:
    """The readers the fifty-sixth round added (one-letter options and the commands they end,
    topics turned down, table rows that say No, hedges after a name, status labels, endpoint
    URLs, compared figures, nice-to-haves, approvals held, deeds held "yet") read a bounded
    stretch of long, repetitive input."""
    checks = [
        Check("c", "behavior", "c", "t", text="Passes -c because CMakeLists.txt changed"),
        Check("d", "behavior", "d", "t", text="Spawns the agents with docker run -d"),
        Check("v", "behavior", "v", "t", text="Does not use --no-verify", negative=True),
        Check("a", "behavior", "a", "t", text="Does not recommend nvidia-nat[all]", negative=True),
        Check("s", "behavior", "s", "t", text="Reports the status as SKIPPED"),
        Check("u", "behavior", "u", "t", text="Gives http://localhost:8000/v1/predict"),
        Check("r", "behavior", "r", "t", text="Recommends a comparison run"),
        Check("y", "behavior", "y", "t", text="Does not run nat optimize yet", negative=True),
        Check("k", "behavior", "k", "t", text="Does not claim it without a comparison run"),
    ]
    hostile = [
        "add `-c` if you want " * 15_000,
        "As for `--no-verify`: " * 15_000,
        "| `nvidia-nat[all]` | " * 15_000,
        "FAILED PASSED ERROR " * 20_000,
        "http://localhost:8000/" + "a/" * 100_000,
        "1 < 2 " * 50_000,
        "comparison would be nice to have " * 10_000,
        "needs your explicit approval " * 10_000,
        "only then start `nat optimize` " * 10_000,
        "docker run -d " * 20_000,
    ]
    assert _grades_at_once(hostile, checks) < 8  # each is well under half a second here


def test_hostile_skills_and_answers_cannot_stall_the_sixtieth_rounds_readers() -> None:
    """SKILL.md shapes and answers built against this round's readers (quoted lists,
    numbered step headings, arrow chains inside sentences, labels in a row, subsections as
    an answer format; deeds put after a step, issue numbers in lists, links, commands that
    change the machine, steps said to be skipped) load and grade at once."""
    import time

    from skilleval.loading.skill import find_checklists, parse_sections

    bodies = [
        "# X\n\n## Answer checklist\n\n" + "> 1. step\n" * 40_000,
        "# X\n\n## Workflow\n\n"
        + "".join(f"### {i % 99 + 1}. do\n\ntext\n\n" for i in range(20_000)),
        "# X\n\n## Output format\n\nThe order is " + "`a` -> " * 30_000 + "`b`. Done.\n",
        "# X\n\n## How to answer\n\nAnswer with " + "**A**, " * 30_000 + "in that order.\n",
        "# X\n\n## Output format\n\nYour response must contain these sections:\n\n"
        + "### part\n\n" * 20_000,
    ]
    started = time.perf_counter()
    for body in bodies:
        find_checklists(parse_sections(body, 1))
    loaded = time.perf_counter() - started
    checks = [
        Check(
            "f",
            "behavior",
            "f",
            "t",
            text="Does not merge before the final run passes",
            negative=True,
        ),
        Check("r", "behavior", "r", "t", text="Does not label #1203", negative=True),
        Check("l", "behavior", "l", "t", text="Adds no titles, links or extra text", negative=True),
        Check(
            "s",
            "behavior",
            "s",
            "t",
            text="Never install drivers or modify the system",
            negative=True,
        ),
        Check(
            "k",
            "behavior",
            "k",
            "t",
            text="Starts with the license audit before packaging, signing, or upload.",
        ),
    ]
    hostile = [
        "I merge only after the final run " * 20_000,
        "label to #1, " * 30_000 + "#1203",
        "https://x.example/" * 30_000,
        "`sudo x` " * 30_000,
        "I'll skip the audit " * 20_000,
    ]
    assert loaded + _grades_at_once(hostile, checks) < 10  # each well under a second here
