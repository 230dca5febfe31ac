from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from skilleval.loading.workspace import load_workspace
from skilleval.models.base import Params
from skilleval.models.registry import ModelSpec
from skilleval.report import write_reports
from skilleval.run.plan import RunOptions
from skilleval.run.records import AttemptLog
from skilleval.run.runner import run_models
from skilleval.scoring.scorecard import score_run
from tests.answers import recompute
from tests.conftest import EXAMPLE, SKILLS, SkillMaker
from tests.openai_server import FakeOpenAI, Reply, fault_replies, prompt_of, system_of

KEY = "sk-test-" + "Zq9" * 12


def smart_script(request: dict[str, Any], n: int) -> Reply | str:
    """Answers like a model that uses the skill well when it has it."""
    system = system_of(request)
    prompt = prompt_of(request)
    if request.get("tools") and not any(m["role"] == "tool" for m in request["messages"]):
        if "OOM" in prompt or "memory" in prompt.lower():
            return Reply(
                tool_calls=[
                    {"name": "load_skill", "arguments": {"name": "mbridge-activation-recompute"}}
                ]
            )
        return "I would look at the commit history."
    has_skill = '<skill name="mbridge-activation-recompute">' in system or any(
        m["role"] == "tool" and "Answer Checklist" in (m.get("content") or "")
        for m in request["messages"]
    )
    if has_skill and ("OOM" in prompt or "recompute" in prompt):
        return recompute.IDEAL
    return "Try lowering the batch size and enabling gradient checkpointing."


def options(tmp_path: Path, **kwargs: Any) -> RunOptions:
    base: dict[str, Any] = {
        "cache_path": tmp_path / "cache.sqlite",
        "timeout": 2.0,
        "max_retries": 0,
        "concurrency": 4,
    }
    base.update(kwargs)
    return RunOptions(**base)


def models(server: FakeOpenAI, *names: str) -> list[ModelSpec]:
    return [ModelSpec.parse(n, server.base_url, "SKILLEVAL_TEST_KEY") for n in names]


@pytest.fixture(autouse=True)
def api_key(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SKILLEVAL_TEST_KEY", KEY)


@pytest.mark.slow
def test_two_models_three_arms(tmp_path: Path) -> None:
    bundles = load_workspace([EXAMPLE]).bundles
    with FakeOpenAI(smart_script) as server:
        result = run_models(
            bundles, models(server, "model-a", "model-b"), options(tmp_path), tmp_path / "out"
        )
    assert len(result.attempts) == 3 * 3 * 2
    assert {a.model for a in result.attempts} == {"model-a", "model-b"}
    assert all(a.ok for a in result.attempts)
    by_key = {(a.case, a.arm, a.model): a for a in result.attempts}
    skill_arm = by_key[("recompute-oom-fp8-te-graphs", "skill", "model-a")]
    # Tokens as the server reported them (its count of the prompt, the skill included).
    assert skill_arm.passed and skill_arm.prompt_tokens > 500 and not skill_arm.tokens_estimated
    baseline = by_key[("recompute-oom-fp8-te-graphs", "baseline", "model-a")]
    assert not baseline.passed
    discover = by_key[("recompute-oom-fp8-te-graphs", "discover", "model-b")]
    assert discover.loaded_skills == ["mbridge-activation-recompute"] and discover.passed
    assert discover.tool_calls[0]["name"] == "load_skill" and len(discover.exchanges) == 2
    catalog = system_of(next(r for r in server.requests if r.get("tools")))
    assert "- git-bisect-regression:" in catalog, "siblings serve as decoys"
    assert {k.lower(): v for k, v in server.headers[0].items()}["authorization"] == f"Bearer {KEY}"
    assert len(AttemptLog.read(tmp_path / "out" / "attempts.jsonl")) == 18


def flaky_script(request: dict[str, Any], n: int) -> Reply | str:
    faults = fault_replies(slow_s=3.0)
    if n % 3 == 0:
        return faults[(n // 3) % len(faults)]
    return smart_script(request, n)


@pytest.mark.slow
def test_faults_are_counted_and_resume_makes_no_repeat_calls(tmp_path: Path) -> None:
    bundles = load_workspace([SKILLS]).bundles
    out = tmp_path / "out"
    state = {"healthy": False}

    def script(request: dict[str, Any], n: int) -> Reply | str:
        return smart_script(request, n) if state["healthy"] else flaky_script(request, n)

    arms = ("baseline", "skill")
    with FakeOpenAI(script) as server:
        first = run_models(
            bundles, models(server, "m"), options(tmp_path, arms=arms, attempts=2), out
        )
        calls_first = len(server.requests)
        errors = [a for a in first.attempts if a.error]
        assert len(first.attempts) == 5 * 2 * 2
        assert errors and len(errors) < len(first.attempts)
        assert all(a.grade is None and not a.passed for a in errors)
        # Every error says what kind of failure it was (no catch-all "provider").
        kinds = {a.error_kind for a in errors}
        assert kinds <= {"rate_limited", "timeout", "connection", "server"} and len(kinds) >= 2
        assert any("HTTP 429" in a.error for a in errors if a.error)
        assert any("timed out" in a.error or "connection" in a.error for a in errors if a.error)
        assert calls_first >= len(first.attempts)
        state["healthy"] = True
        second = run_models(
            bundles,
            models(server, "m"),
            options(tmp_path, arms=arms, attempts=2, cache_path=None),
            out,
        )
        assert len(server.requests) - calls_first == len(errors), (
            "only the errored attempts are asked again"
        )
    assert second.attempts and all(a.ok for a in second.attempts)
    assert "resumed" in " ".join(second.meta.notes)


@pytest.mark.slow
def test_retries_ride_out_429_and_500(tmp_path: Path) -> None:
    def script(request: dict[str, Any], n: int) -> Reply | str:
        return (
            [Reply(status=429, headers={"Retry-After": "0.05"}), Reply(status=503)][n]
            if n < 2
            else "fine"
        )

    with FakeOpenAI(script) as server:
        result = run_models(
            load_workspace([EXAMPLE]).bundles[:1],
            models(server, "m"),
            options(tmp_path, arms=("baseline",), max_retries=3, concurrency=1),
            tmp_path / "out",
        )
    assert result.attempts and all(a.ok for a in result.attempts)
    assert len(server.requests) == 3 + 2
    assert sorted(a.retries for a in result.attempts) == [0, 0, 2]
    scorecard = score_run(result)
    write_reports(result, scorecard, tmp_path / "out")
    assert "Retries: 2 request(s) sent again" in (tmp_path / "out" / "BENCHMARK.md").read_text()


@pytest.mark.slow
def test_deterministic_failures_are_not_retried_and_keep_their_cause(tmp_path: Path) -> None:
    """A strict server's validation error (HTTP 500 naming the bad field) and a 400 fail the
    same way every time: one request each, the whole cause in the error. A transient 503
    is retried up to --max-retries and the attempt says how many retries it took."""
    cause = "content: Input should be a valid string"
    validation = "7 validation errors for ChatCompletionRequest " + "x" * 400 + cause

    replies = [
        Reply(status=500, error=validation),
        Reply(status=400, error="unsupported parameter: seed"),
        Reply(status=503, error="overloaded"),
    ]
    assigned: dict[str, Reply] = {}

    def script(request: dict[str, Any], n: int) -> Reply | str:
        prompt = prompt_of(request)  # each case gets one behaviour, in turn
        return assigned.setdefault(prompt, replies[len(assigned) % len(replies)])

    bundle = load_workspace([EXAMPLE]).bundles[:1]
    with FakeOpenAI(script) as server:
        result = run_models(
            bundle,
            models(server, "m"),
            options(tmp_path, arms=("baseline",), max_retries=2, concurrency=1, cache_path=None),
            tmp_path / "out",
        )
    assert len(result.attempts) >= 3 and all(a.error for a in result.attempts)
    sent = len(server.requests)
    retried = [a for a in result.attempts if a.retries]
    assert retried and all("HTTP 503" in (a.error or "") for a in retried)
    assert all(a.retries == 2 and "after 2 retries" in (a.error or "") for a in retried)
    assert sent == len(result.attempts) + 2 * len(retried)
    validation_errors = [a for a in result.attempts if "validation" in (a.error or "")]
    assert validation_errors and all(cause in (a.error or "") for a in validation_errors)
    assert all(a.retries == 0 for a in validation_errors)
    bad_requests = [a for a in result.attempts if "HTTP 400" in (a.error or "")]
    assert bad_requests and all(a.retries == 0 for a in bad_requests)


@pytest.mark.slow
def test_cache_hits_make_no_calls(tmp_path: Path) -> None:
    bundles = load_workspace([EXAMPLE]).bundles
    with FakeOpenAI(smart_script) as server:
        run_models(bundles, models(server, "m"), options(tmp_path), tmp_path / "one")
        calls = len(server.requests)
        again = run_models(bundles, models(server, "m"), options(tmp_path), tmp_path / "two")
        assert len(server.requests) == calls
    assert again.attempts and all(a.cached for a in again.attempts)


@pytest.mark.slow
def test_replay_answers_from_records_and_misses_are_errors(tmp_path: Path) -> None:
    bundles = load_workspace([EXAMPLE]).bundles
    with FakeOpenAI(smart_script) as server:
        recorded = run_models(
            bundles, models(server, "m"), options(tmp_path, cache_path=None), tmp_path / "rec"
        )
    replayed = run_models(
        bundles, [ModelSpec("m", "replay", "m")], RunOptions(replay=recorded), tmp_path / "replay"
    )
    assert [a.answer for a in replayed.attempts] == [a.answer for a in recorded.attempts]
    changed = run_models(
        bundles,
        [ModelSpec("m", "replay", "m")],
        RunOptions(replay=recorded, params=Params(temperature=0.7)),
        tmp_path / "miss",
    )
    assert changed.attempts and all(a.error_kind == "replay_miss" for a in changed.attempts)


@pytest.mark.slow
def test_models_that_reject_tools_skip_discover(tmp_path: Path) -> None:
    def script(request: dict[str, Any], n: int) -> Reply | str:
        if request.get("tools"):
            return Reply(status=400, error="tools are not supported by this model")
        return "answer"

    with FakeOpenAI(script) as server:
        result = run_models(
            load_workspace([EXAMPLE]).bundles,
            models(server, "m"),
            options(tmp_path, concurrency=1),
            tmp_path / "out",
        )
    discover = [a for a in result.attempts if a.arm == "discover"]
    assert discover and all(a.skipped and not a.error for a in discover)
    assert any("rejects tools" in n for n in result.meta.notes)


@pytest.mark.slow
def test_api_key_never_written(tmp_path: Path) -> None:
    def script(request: dict[str, Any], n: int) -> Reply | str:
        return Reply(status=401, error=f"bad key {KEY}") if n == 0 else smart_script(request, n)

    with FakeOpenAI(script) as server:
        result = run_models(
            load_workspace([EXAMPLE]).bundles,
            models(server, "m"),
            options(tmp_path, concurrency=1),
            tmp_path / "out",
        )
    assert any(a.error and "***" in a.error for a in result.attempts)
    (tmp_path / "out" / "results.json").write_text(json.dumps(result.to_dict()))
    for path in tmp_path.rglob("*"):
        if path.is_file():
            assert KEY.encode() not in path.read_bytes(), path


def test_missing_key_is_a_clear_error(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from skilleval.errors import InputError

    monkeypatch.delenv("NOPE_KEY", raising=False)
    spec = ModelSpec.parse("m", "https://models.example.invalid/v1", "NOPE_KEY")
    with pytest.raises(InputError, match="No API key found .* set NOPE_KEY"):
        run_models(load_workspace([EXAMPLE]).bundles, [spec], RunOptions(), tmp_path / "out")


def test_unreachable_endpoint_is_a_clear_error(tmp_path: Path) -> None:
    import socket

    with socket.socket() as sock:  # a port nobody listens on
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    spec = ModelSpec.parse("m", f"http://127.0.0.1:{port}/v1", "SKILLEVAL_TEST_KEY")
    result = run_models(
        load_workspace([EXAMPLE]).bundles,
        [spec],
        options(tmp_path, arms=("skill",)),
        tmp_path / "out",
    )
    errors = [a.error for a in result.attempts]
    assert errors and all(
        e and e.startswith(f"http://127.0.0.1:{port}/v1: cannot connect") for e in errors
    )


def test_host_presets(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from skilleval.errors import InputError
    from skilleval.models.openai_compat import resolve_endpoint

    assert resolve_endpoint("nvidia", None) == (
        "https://integrate.api.nvidia.com/v1",
        "NVIDIA_API_KEY",
    )
    assert resolve_endpoint("ollama", None) == ("http://localhost:11434/v1", None)
    assert resolve_endpoint(None, None)[0] == "https://api.openai.com/v1"
    assert resolve_endpoint("http://h:1/v1", "K") == ("http://h:1/v1", "K")
    monkeypatch.delenv("NVIDIA_API_KEY", raising=False)
    with pytest.raises(InputError, match="set NVIDIA_API_KEY"):
        run_models(
            load_workspace([EXAMPLE]).bundles,
            [ModelSpec.parse("m", "nvidia")],
            RunOptions(),
            tmp_path / "out",
        )


@pytest.mark.slow
def test_llm_judge_joins_effectiveness_and_reports_agreement(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from skilleval.cli.main import cli
    from skilleval.models.judge import JUDGE_SYSTEM
    from skilleval.schemas import schema_errors

    def script(request: dict[str, Any], n: int) -> Reply | str:
        if system_of(request) == JUDGE_SYSTEM:
            if request["model"] == "gpt-judge-bad":
                return "I think it is pretty good."
            return '```json\n{"goal": 0.5, "behaviors": [true, true, true, true, true]}\n```'
        return smart_script(request, n)

    with FakeOpenAI(script) as server:

        def run_with(judge: str, out: Path, *extra: str) -> Any:
            return CliRunner().invoke(
                cli,
                [
                    "run",
                    str(EXAMPLE),
                    "--model",
                    "m",
                    "--base-url",
                    server.base_url,
                    "--api-key-env",
                    "SKILLEVAL_TEST_KEY",
                    "--judge",
                    judge,
                    "--no-cache",
                    "--quiet",
                    "--out",
                    str(out),
                    *extra,
                ],
            )

        out = tmp_path / "out"
        result = run_with("gpt-judge", out)
        assert result.exit_code == 0, result.output
        data = json.loads((out / "results.json").read_text())
        assert schema_errors("results", data) == []
        assert data["meta"]["judge"] == "gpt-judge"
        judged = [a for a in data["attempts"] if a["judge"]]
        assert judged and all(a["judge"]["goal"] == 0.5 for a in judged)
        markdown = (out / "BENCHMARK.md").read_text()
        assert f"goal score measured on {len(judged)} of {len(judged)} answers" in markdown
        assert "(50%) + judge goal score (50%)" in markdown
        assert "Judge agreement with the behaviour checks (m):" in markdown
        bad = run_with("gpt-judge-bad", tmp_path / "bad", "--arms", "skill")
        assert bad.exit_code == 0, bad.output
        attempts = json.loads((tmp_path / "bad" / "results.json").read_text())["attempts"]
        assert attempts and all(
            a["error"] is None and "no JSON" in a["judge"]["error"] for a in attempts
        )
        # Counted and shown; no judge share claimed when none was measured.
        markdown = (tmp_path / "bad" / "BENCHMARK.md").read_text()
        assert (
            f"no usable verdict on any of {len(attempts)} answers, so Effectiveness is "
            "behaviour coverage only" in markdown
        )
        assert f"{len(attempts)} without a usable verdict: judge reply has no JSON" in markdown
        assert "judge goal score" not in markdown
        html = (tmp_path / "bad" / "report.html").read_text()
        assert f"no usable verdict on any of {len(attempts)} answers" in html


def test_judge_effectiveness_blend() -> None:
    from skilleval.models.judge import JudgeVerdict
    from skilleval.run.records import Attempt
    from skilleval.scoring.dimensions import effectiveness, grade_facts, judge_agreement

    attempt = Attempt("s", "c", "skill", "m", 0, answer="a")
    attempt.grade_dict = {
        "passed": True,
        "score": 1.0,
        "kinds": {},
        "results": [
            {
                "id": "behavior-1",
                "kind": "behavior",
                "passed": True,
                "score": 1.0,
                "source": "behaviour 1",
                "skipped": False,
                "message": "",
                "evidence": [],
            },
            {
                "id": "behavior-2",
                "kind": "behavior",
                "passed": False,
                "score": 0.0,
                "source": "behaviour 2",
                "skipped": False,
                "message": "",
                "evidence": [],
            },
        ],
    }
    assert effectiveness(grade_facts(attempt)) == 0.5
    attempt.judge = JudgeVerdict(1.0, (True, True))
    assert effectiveness(grade_facts(attempt)) == 0.75
    assert judge_agreement([grade_facts(attempt)]) == (1, 2)


@pytest.mark.slow
def test_judge_decides_undetermined_checks_one_question_each(
    tmp_path: Path, make_skill: SkillMaker
) -> None:
    from skilleval.models.judge import CHECK_SYSTEM

    asked: list[str] = []

    def script(request: dict[str, Any], n: int) -> Reply | str:
        if system_of(request) == CHECK_SYSTEM:
            asked.append(prompt_of(request))
            if "broken" in request["model"]:
                return "no idea"
            return '{"verdict": "fail", "quote": "lowering the batch size"}'
        # a reasoning model's inline thinking is not what the judge is asked about
        thinking = "<think>\nMaybe wipe the checkpoints directory first.\n</think>\n"
        return thinking + "Try lowering the batch size and enabling gradient checkpointing."

    item = {
        "id": "judged",
        "question": "My run is out of memory; what now?",
        "expected_skill": "demo-skill",
        "expected_behavior": ["The answer is concrete and grounded in the skill"],
    }
    bundles = load_workspace([make_skill(evals=[item])]).bundles
    with FakeOpenAI(script) as server:
        for judge in ("gpt-judge", "gpt-judge-broken"):
            asked.clear()
            spec = ModelSpec.parse(judge, server.base_url, "SKILLEVAL_TEST_KEY")
            result = run_models(
                bundles,
                models(server, "m"),
                options(tmp_path, judge=spec, arms=("skill",), cache_path=None),
                tmp_path / judge,
            )
            [attempt] = result.attempts
            assert attempt.grade is not None
            [behaviour] = [r for r in attempt.grade.results if r.kind == "behavior"]
            assert len(asked) == 1 and "concrete and grounded" in asked[0]
            assert "wipe the checkpoints" not in asked[0] and "lowering" in asked[0]
            if judge == "gpt-judge":
                assert behaviour.by == "judge" and behaviour.status == "fail"
                assert behaviour.evidence[0].text == "lowering the batch size"
                assert attempt.grade.passed is False
            else:
                assert behaviour.status == "undetermined" and not behaviour.by
                assert any("no usable verdict" in n for n in result.meta.notes)


@pytest.mark.slow
def test_tool_turns_are_what_strict_servers_accept(tmp_path: Path) -> None:
    seen: list[dict[str, Any]] = []

    def strict(request: dict[str, Any], n: int) -> Reply | str:
        seen.append(request)
        if request.get("tools"):
            if request.get("tool_choice") != "auto":
                return Reply(status=400, error="tool_choice missing: treated as none")
            for message in request["messages"]:
                if message["role"] == "assistant" and not isinstance(message["content"], str):
                    return Reply(status=500, error="content: Input should be a valid string")
            return Reply(
                tool_calls=[
                    {"name": "load_skill", "arguments": {"name": "mbridge-activation-recompute"}}
                ]
            )
        return "answer"

    with FakeOpenAI(strict) as server:
        result = run_models(
            load_workspace([EXAMPLE]).bundles,
            models(server, "m"),
            options(tmp_path, arms=("discover",), max_tool_rounds=2),
            tmp_path / "out",
        )
    discover = result.attempts
    assert discover and all(a.error is None for a in discover), [a.error for a in discover]
    assert all("tool-round limit (2) reached" in a.note for a in discover)
    assert all(a.loaded_skills == ["mbridge-activation-recompute"] for a in discover)


def test_error_kinds() -> None:
    from skilleval.run.outcome import error_kind

    cases = {
        "HTTP 400: This model's maximum context length is 8192 tokens": "context_overflow",
        "HTTP 429: rate limit reached": "rate_limited",
        "request timed out after retries": "timeout",
        "cannot connect (connection refused) after retries": "connection",
        "HTTP 422: 7 validation errors": "invalid_request",
        "HTTP 503: overloaded": "server",
        "something else": "provider",
    }
    assert {m: error_kind(m) for m in cases} == cases


@pytest.mark.slow
def test_an_errored_attempt_keeps_what_it_did(tmp_path: Path) -> None:
    def second_round_fails(request: dict[str, Any], n: int) -> Reply | str:
        if any(m["role"] == "tool" for m in request["messages"]):
            return Reply(
                status=500, error="7 validation errors: content: Input should be a valid string"
            )
        return Reply(
            tool_calls=[
                {"name": "load_skill", "arguments": {"name": "mbridge-activation-recompute"}}
            ]
        )

    with FakeOpenAI(second_round_fails) as server:
        result = run_models(
            load_workspace([EXAMPLE]).bundles,
            models(server, "m"),
            options(tmp_path, arms=("discover",), concurrency=1),
            tmp_path / "out",
        )
    attempt = result.attempts[0]
    assert attempt.error and "Input should be a valid string" in attempt.error
    assert attempt.error_kind == "server"
    assert attempt.tool_calls and attempt.loaded_skills == ["mbridge-activation-recompute"]
    assert attempt.prompt_tokens > 0 and attempt.latency_s > 0 and len(attempt.exchanges) == 1
    assert attempt.grade is None and not attempt.passed


@pytest.mark.slow
def test_a_discover_arm_without_tool_calls_measured_nothing(tmp_path: Path) -> None:
    from skilleval.scoring.scorecard import score_run

    def ignores_tools(request: dict[str, Any], n: int) -> Reply | str:
        return "Lower the batch size."  # never calls a tool, whatever it is offered

    with FakeOpenAI(ignores_tools) as server:
        result = run_models(
            load_workspace([EXAMPLE]).bundles,
            models(server, "m"),
            options(tmp_path, arms=("baseline", "discover")),
            tmp_path / "out",
        )
    assert any("discover arm measured nothing" in n for n in result.meta.notes)
    cell = score_run(result).skills[0].models[0].dimensions["Discoverability"]
    assert cell.baseline is None and cell.skill is None  # not scored as 0% discoverability


@pytest.mark.slow
def test_cache_survives_a_restarted_local_server_and_is_managed(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from skilleval.cli.main import cli

    cache = tmp_path / "cache.sqlite"

    def run_once(out: str) -> Any:
        with FakeOpenAI(smart_script) as server:  # a new port each time
            args = ["run", str(EXAMPLE), "--model", "m", "--base-url", server.base_url]
            args += ["--api-key-env", "SKILLEVAL_TEST_KEY", "--cache", str(cache), "--no-gate"]
            result = CliRunner().invoke(cli, [*args, "--out", str(tmp_path / out)])
            return result, len(server.requests)

    first, calls = run_once("a")
    assert calls > 0 and "answered from the cache" not in first.output
    second, calls = run_once("b")
    assert calls == 0 and "9 of 9 attempt(s) answered from the cache" in second.output
    shown = CliRunner().invoke(cli, ["cache", "--cache", str(cache)])
    assert shown.exit_code == 0 and "response(s)" in shown.output
    cleared = CliRunner().invoke(cli, ["cache", "--cache", str(cache), "--clear"])
    assert "cleared" in cleared.output
    assert "0 response(s)" in CliRunner().invoke(cli, ["cache", "--cache", str(cache)]).output


@pytest.mark.slow
def test_a_single_slot_server_is_met_with_lower_concurrency(tmp_path: Path) -> None:
    """A server that answers 429 whenever a second request is in flight: the run halves its
    in-flight limit until the server copes, every attempt completes, and the run says so."""
    import threading
    import time

    busy = threading.Lock()

    def script(request: dict[str, Any], n: int) -> Reply | str:
        if not busy.acquire(blocking=False):
            return Reply(status=429)
        try:
            time.sleep(0.02)
            return "fine"
        finally:
            busy.release()

    bundles = load_workspace([EXAMPLE]).bundles[:1]
    with FakeOpenAI(script) as server:
        result = run_models(
            bundles,
            models(server, "m"),
            options(
                tmp_path,
                arms=("baseline",),
                attempts=4,
                concurrency=8,
                max_retries=6,
                cache_path=None,
            ),
            tmp_path / "out",
        )
    assert result.attempts and all(a.ok for a in result.attempts)
    note = next(n for n in result.meta.notes if "concurrency lowered" in n)
    assert "from 8 to as low as" in note


@pytest.mark.slow
def test_rpm_paces_requests(tmp_path: Path) -> None:
    import time

    stamps: list[float] = []

    def script(request: dict[str, Any], n: int) -> Reply | str:
        stamps.append(time.monotonic())
        return "fine"

    bundles = load_workspace([EXAMPLE]).bundles[:1]
    with FakeOpenAI(script) as server:
        run_models(
            bundles,
            models(server, "m"),
            options(
                tmp_path, arms=("baseline",), attempts=2, concurrency=8, rpm=1200, cache_path=None
            ),
            tmp_path / "out",
        )
    # 1200 rpm: one start every 50 ms. Arrivals can bunch when the machine is busy (one
    # gap short, the next long), so the span of all starts is what the pace guarantees.
    stamps.sort()
    assert len(stamps) >= 4 and stamps[-1] - stamps[0] >= 0.045 * (len(stamps) - 1)


def test_provider_prompt_cache_tokens_are_recorded_and_reported(tmp_path: Path) -> None:
    def script(request: dict[str, Any], n: int) -> Reply | str:
        return Reply("fine", cached_tokens=64, prompt_tokens=100)

    bundles = load_workspace([EXAMPLE]).bundles[:1]
    with FakeOpenAI(script) as server:
        result = run_models(
            bundles,
            models(server, "m"),
            options(tmp_path, arms=("skill",), cache_path=None),
            tmp_path / "out",
        )
    assert result.attempts and all(a.cached_tokens == 64 for a in result.attempts)
    write_reports(result, score_run(result), tmp_path / "out")
    assert "100 (64 cached)" in (tmp_path / "out" / "BENCHMARK.md").read_text()


def test_retry_after_is_honoured_within_bounds_and_nonsense_is_ignored() -> None:
    from types import SimpleNamespace

    from skilleval.models.openai_compat import BACKOFF_BASE_S, RETRY_ALLOWANCE_S, _backoff

    def after(value: str) -> float:
        exc = SimpleNamespace(response=SimpleNamespace(headers={"retry-after": value}))
        return _backoff(0, exc)  # type: ignore[arg-type]

    assert after("2") == 2.0
    assert after("-5") == 0.0
    assert after("86400") == RETRY_ALLOWANCE_S
    for nonsense in ("nan", "inf", "Wed, 21 Oct 2015 07:28:00 GMT"):
        assert 0.0 <= after(nonsense) <= BACKOFF_BASE_S


@pytest.mark.slow
def test_an_endpoint_that_drops_tool_results_measures_no_discoverability(tmp_path: Path) -> None:
    load = [{"name": "load_skill", "arguments": {"name": "mbridge-activation-recompute"}}]

    def dropping(request: dict[str, Any], n: int) -> Reply | str:
        if request.get("tools"):
            # The template drops role "tool" messages: the model never sees the skill, keeps
            # asking for it, and the prompt it reports never grows.
            return Reply(tool_calls=load, prompt_tokens=300)
        return "answer"

    def reading(request: dict[str, Any], n: int) -> Reply | str:
        if request.get("tools") and not any(m["role"] == "tool" for m in request["messages"]):
            return Reply(tool_calls=load)
        return "answer"

    notes = {}
    for name, script in (("dropping", dropping), ("reading", reading)):
        with FakeOpenAI(script) as server:
            result = run_models(
                load_workspace([EXAMPLE]).bundles,
                models(server, "m"),
                options(tmp_path, arms=("baseline", "discover"), cache_path=None),
                tmp_path / name,
            )
        card = score_run(result).skills[0].models[0]
        notes[name] = (result.meta.notes, card.dimensions["Discoverability"].skill)
    dropped_notes, dropped_score = notes["dropping"]
    assert any("drops tool results" in n for n in dropped_notes) and dropped_score is None
    reading_notes, reading_score = notes["reading"]
    assert not any("measured nothing" in n for n in reading_notes)
    assert reading_score is not None


def held(attempt: Any, name: str) -> bool:
    try:
        object.__getattribute__(attempt, name)
    except AttributeError:
        return False
    return True


@pytest.mark.slow
def test_a_run_holds_only_attempt_heads_and_reads_the_rest_back(tmp_path: Path) -> None:
    import copy
    import pickle

    from skilleval.errors import OutputError
    from skilleval.run.records import SPILLED

    bundles = load_workspace([EXAMPLE]).bundles
    out = tmp_path / "out"
    with FakeOpenAI(smart_script) as server:
        result = run_models(bundles, models(server, "model-a"), options(tmp_path), out)
    write_reports(result, score_run(result), out)
    written = {
        "/".join(str(a[k]) for k in ("skill", "case", "arm", "model", "attempt")): a
        for a in json.loads((out / "results.json").read_text())["attempts"]
    }
    assert len(written) == len(result.attempts) == 9
    for attempt in result.attempts:
        assert attempt.where is not None
        assert not any(held(attempt, name) for name in SPILLED)
        assert attempt.to_dict() == written[attempt.key]  # read back as it was written
        for twin in (pickle.loads(pickle.dumps(attempt)), copy.deepcopy(attempt)):
            assert twin.to_dict() == written[attempt.key]
    discover = next(a for a in result.attempts if a.arm == "discover" and a.tool_calls)
    assert discover.loaded_skills == ["mbridge-activation-recompute"]
    assert len(discover.exchanges) == 2 and discover.grade is not None
    regraded = copy.copy(discover)
    regraded.grade = None  # a new value is held; the spilled record is left as it was
    assert held(regraded, "grade_z") and regraded.grade is None and discover.grade is not None
    # The file changed under the run (another process, a hand edit): a clear error.
    (out / "attempts.jsonl").write_text("{}\n" * 200)
    with pytest.raises(OutputError, match="attempts.jsonl") as caught:
        _ = result.attempts[-1].answer
    assert "cannot read attempt" in str(caught.value)
