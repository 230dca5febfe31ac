from __future__ import annotations

import json
import shutil
import xml.etree.ElementTree as ET
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from skilleval.cli.main import cli
from skilleval.run.records import Attempt, CaseInfo, ModelInfo, RunMeta, RunResult, SkillInfo
from skilleval.schemas import schema_errors
from skilleval.scoring.dimensions import security_score
from skilleval.scoring.scorecard import score_run
from skilleval.scoring.stats import fisher_exact_greater, paired_bootstrap, wilson
from tests.conftest import EXAMPLE, SKILLS


def test_wilson_matches_hand_computed_values() -> None:
    interval = wilson(5, 10)
    assert interval.estimate == 0.5
    assert interval.low == pytest.approx(0.2366, abs=1e-4)
    assert interval.high == pytest.approx(0.7634, abs=1e-4)
    full = wilson(10, 10)
    assert full.low == pytest.approx(0.7225, abs=1e-4)
    assert full.high == pytest.approx(1.0)
    assert wilson(0, 0).n == 0 and wilson(0, 0).high == 1.0


def test_paired_bootstrap_is_honest() -> None:
    same = paired_bootstrap([0.5, 0.5, 0.5])
    assert (same.estimate, same.low, same.high) == (0.5, 0.5, 0.5)
    assert same.verdict == "improved"
    single = paired_bootstrap([1.0])
    assert (single.low, single.high, single.verdict) == (-1.0, 1.0, "inconclusive")
    mixed = paired_bootstrap([1.0, -1.0, 0.5, -0.5])
    assert mixed.estimate == 0.0 and mixed.verdict == "inconclusive"
    assert paired_bootstrap([1.0, 1.0, 1.0, 0.0], seed=3) == paired_bootstrap(
        [1.0, 1.0, 1.0, 0.0], seed=3
    )
    assert paired_bootstrap([-1.0, -1.0, -0.5]).verdict == "regressed"


def test_fisher_exact() -> None:
    assert fisher_exact_greater(3, 0, 0, 3) == pytest.approx(0.05)
    assert fisher_exact_greater(0, 3, 3, 0) == pytest.approx(1.0)


def make(*args: Any, grade: dict[str, Any] | None = None, **kwargs: Any) -> Attempt:
    """An Attempt with a grade in its stored form."""
    attempt = Attempt(*args, **kwargs)
    attempt.grade_dict = grade
    return attempt


def grade(passed: bool, kinds: dict[str, float]) -> dict[str, Any]:
    results = [
        {
            "id": k,
            "kind": k,
            "passed": v >= 1.0,
            "score": v,
            "message": "",
            "evidence": [],
            "skipped": False,
        }
        for k, v in kinds.items()
    ]
    return {"passed": passed, "score": 0.0, "kinds": {}, "results": results}


def hand_run() -> RunResult:
    cases = [CaseInfo("pos", "positive", "p", "demo"), CaseInfo("neg", "negative", "n", None)]
    skill = SkillInfo("demo", "skills/demo", "d" * 64, "e" * 64, cases, [])
    attempts = [
        make(
            "demo",
            "pos",
            "baseline",
            "m",
            0,
            answer="x",
            grade=grade(False, {"fields": 0.0, "behavior": 0.5}),
        ),
        make(
            "demo",
            "pos",
            "skill",
            "m",
            0,
            answer="y",
            grade=grade(True, {"fields": 1.0, "behavior": 1.0}),
        ),
        make(
            "demo",
            "pos",
            "discover",
            "m",
            0,
            answer="y",
            loaded_skills=["demo"],
            grade=grade(True, {"fields": 1.0, "behavior": 1.0}),
        ),
        make("demo", "neg", "baseline", "m", 0, answer="z", grade=grade(True, {"behavior": 1.0})),
        make(
            "demo",
            "neg",
            "skill",
            "m",
            0,
            answer="rm -rf / now",
            grade=grade(True, {"behavior": 1.0}),
        ),
        make(
            "demo",
            "neg",
            "discover",
            "m",
            0,
            answer="z",
            loaded_skills=["decoy"],
            grade=grade(True, {"behavior": 1.0}),
        ),
        make("demo", "neg", "skill", "m", 1, error="HTTP 500", error_kind="provider"),
    ]
    meta = RunMeta(
        "0.1.0",
        "2026-12-01T00:00:00+00:00",
        "2026-12-01T00:01:00+00:00",
        ["baseline", "skill", "discover"],
        2,
        0,
    )
    return RunResult(
        meta, [ModelInfo("m", "openai", "m", "http://127.0.0.1:1/v1")], [skill], attempts
    )


def test_scoring_on_a_hand_built_run() -> None:
    card = score_run(hand_run()).skill("demo")
    model = card.models[0]
    dims = model.dimensions
    assert dims["Correctness"].baseline == 0.0 and dims["Correctness"].skill == 1.0
    assert dims["Effectiveness"].baseline == pytest.approx(0.75)
    assert dims["Effectiveness"].skill == 1.0
    assert dims["Discoverability"].baseline == 0.5 and dims["Discoverability"].skill == 1.0
    assert dims["Efficiency"].baseline is None and dims["Efficiency"].skill == 0.75
    assert dims["Security"].skill == 0.5 and dims["Security"].uplift == -0.5
    assert model.errors == {"baseline": 0, "discover": 0, "skill": 1}
    assert model.pass_rates["skill"]["n"] == 2, "errors are not scored"
    assert model.kinds["fields"] == {"baseline": 0.0, "discover": 1.0, "skill": 1.0}
    assert card.verdict == "PASS", "50% is inside the PASS band"
    assert (card.positives, card.negatives) == (1, 1)


def test_security_score() -> None:
    assert security_score("Run `rm -rf /` to clean up.")[0] == 0.0
    assert security_score("Never run rm -rf / on a shared box.")[0] == 1.0
    assert security_score("export OPENAI_API_KEY=sk-" + "a1B2c3D4" * 4)[0] == 0.0
    assert security_score("rm -rf nemo_experiments")[0] == 1.0


class StrictHTML(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.stack: list[str] = []
        self.external: list[str] = []
        self.tags: set[str] = set()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.add(tag)
        for name, value in attrs:
            if name in ("src", "href") and value and "://" in value:
                self.external.append(value)
        if tag not in ("meta", "br", "img", "link", "input"):
            self.stack.append(tag)

    def handle_endtag(self, tag: str) -> None:
        assert self.stack and self.stack[-1] == tag, f"unbalanced </{tag}>"
        self.stack.pop()


def check_outputs(out: Path) -> dict[str, Any]:
    for name in ("results.json", "BENCHMARK.md", "junit.xml", "report.html"):
        assert (out / name).is_file(), name
    data = json.loads((out / "results.json").read_text())
    assert schema_errors("results", data) == []
    root = ET.parse(out / "junit.xml").getroot()
    assert root.tag == "testsuites" and int(root.get("tests", "0")) > 0
    parser = StrictHTML()
    parser.feed((out / "report.html").read_text())
    assert not parser.stack and not parser.external and "svg" in parser.tags
    assert "script" not in parser.tags
    return data


def test_offline_run_writes_all_outputs(tmp_path: Path) -> None:
    out = tmp_path / "out"
    result = CliRunner().invoke(
        cli, ["run", str(EXAMPLE), "--out", str(out), "--no-cache", "--quiet"]
    )
    assert result.exit_code == 0, result.output
    data = check_outputs(out)
    assert {a["arm"] for a in data["attempts"]} == {"baseline", "skill", "discover"}
    markdown = (out / "BENCHMARK.md").read_text()
    for heading in (
        "# Skill Benchmark: mbridge-activation-recompute",
        "## Evaluation Metadata",
        "## Results at a Glance",
        "## Tier Status",
        "## Findings and Observations",
        "## Scoring Methodology",
        "## Per-Check Breakdown",
        "## Per-Case Results",
        "## Provenance",
    ):
        assert heading in markdown
    assert "- Tasks: 3 evaluation tasks (2 positive, 1 negative)" in markdown
    assert "| Overall | " in markdown and " → " in markdown and "points)" in markdown
    assert "reference responder" in markdown
    junit = ET.parse(out / "junit.xml").getroot()
    assert junit.get("tests") == "3"


def test_report_rerenders_identically_and_regrade_sees_edits(tmp_path: Path) -> None:
    skill = tmp_path / "mbridge-activation-recompute"
    shutil.copytree(EXAMPLE, skill)
    out = tmp_path / "out"
    runner = CliRunner()
    assert (
        runner.invoke(
            cli, ["run", str(skill), "--out", str(out), "--no-cache", "--quiet"]
        ).exit_code
        == 0
    )
    before = (out / "BENCHMARK.md").read_text()
    (out / "BENCHMARK.md").unlink()
    result = runner.invoke(cli, ["report", str(out / "results.json")])
    assert result.exit_code == 0, result.output
    assert (out / "BENCHMARK.md").read_text() == before
    evals = skill / "evals" / "evals.json"
    data = json.loads(evals.read_text())
    data[1]["checks"] = [{"kind": "fields", "fields": ["recompute_offload_layers"]}]
    evals.write_text(json.dumps(data))
    result = runner.invoke(cli, ["regrade", str(out / "results.json"), "--skill", str(skill)])
    assert result.exit_code == 0, result.output
    regraded = json.loads((out / "results.json").read_text())
    skill_attempt = next(
        a
        for a in regraded["attempts"]
        if a["case"] == "recompute-required-fields" and a["arm"] == "skill"
    )
    assert skill_attempt["grade"]["passed"] is False
    assert any("regraded" in n for n in regraded["meta"]["notes"])


def test_multi_skill_run_writes_one_benchmark_per_skill(tmp_path: Path) -> None:
    out = tmp_path / "out"
    result = CliRunner().invoke(
        cli, ["run", str(SKILLS), "--out", str(out), "--no-cache", "--quiet"]
    )
    assert result.exit_code == 0, result.output
    check_outputs(out)
    assert "# Skill Benchmarks" in (out / "BENCHMARK.md").read_text()
    for name in ("mbridge-activation-recompute", "git-bisect-regression"):
        assert (out / "skills" / name / "BENCHMARK.md").is_file()


def test_bad_inputs_give_clean_errors(tmp_path: Path) -> None:
    runner = CliRunner()
    bad = tmp_path / "results.json"
    bad.write_text("{nope")
    result = runner.invoke(cli, ["report", str(bad)])
    assert result.exit_code == 2 and "invalid JSON" in result.output
    bad.write_text("{}")
    result = runner.invoke(cli, ["report", str(bad)])
    assert result.exit_code == 2 and "not a skilleval results file" in result.output
    result = runner.invoke(cli, ["run", str(EXAMPLE), "--arms", "skill,nope"])
    assert result.exit_code == 2 and "unknown arm" in result.output
    result = runner.invoke(cli, ["run", str(EXAMPLE), "--shard", "4/3"])
    assert result.exit_code == 2


def test_html_renders_in_headless_chromium(tmp_path: Path) -> None:
    """Where Chromium is installed: the page renders without errors, a link to a case opens
    it, and screenshots of the page and of the expanded case (answers with highlighted
    evidence) are written (to ``$SKILLEVAL_SCREENSHOTS`` when set, to inspect them)."""
    import os
    import subprocess

    browser = (
        shutil.which("chromium")
        or shutil.which("chromium-browser")
        or shutil.which("google-chrome")
    )
    if browser is None:
        pytest.skip("no Chromium on this machine (apt-get install chromium)")
    out = tmp_path / "out"
    assert (
        CliRunner()
        .invoke(cli, ["run", str(EXAMPLE), "--out", str(out), "--no-cache", "--quiet"])
        .exit_code
        == 0
    )
    shots = Path(os.environ.get("SKILLEVAL_SCREENSHOTS") or tmp_path / "shots")
    shots.mkdir(parents=True, exist_ok=True)
    page = (out / "report.html").as_uri()

    def chromium(*args: str) -> subprocess.CompletedProcess[str]:
        done = subprocess.run(
            [
                browser,
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                f"--user-data-dir={tmp_path / 'profile'}",
                "--enable-logging=stderr",
                *args,
            ],
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert done.returncode == 0, done.stderr[-2000:]
        assert "Uncaught" not in done.stderr and "ERR_" not in done.stderr
        return done

    dom = chromium("--dump-dom", page).stdout
    assert "<svg" in dom and "Per-case results" in dom

    def case_tag(dom: str) -> str:
        at = dom.index('id="skill-0-case-0"')
        return dom[dom.rindex("<", 0, at) : dom.index(">", at)]

    assert "open" not in case_tag(dom)
    opened = chromium("--dump-dom", page + "#skill-0-case-0-open").stdout
    assert "open" in case_tag(opened) and "<mark" in opened
    # Headless screenshots do not repaint after a fragment scroll: the expanded case is shot
    # from a copy with that case open and only the case list shown.
    html = (out / "report.html").read_text()
    expanded = out / "expanded.html"
    shown = html.replace('<details class="case ', '<details open class="case ', 1)
    expanded.write_text(
        shown.replace("</head>", "<style>body>:not(.cases){display:none}</style></head>", 1)
    )
    for name, url in (("report.png", page), ("case-expanded.png", expanded.as_uri())):
        chromium("--window-size=1300,1400", f"--screenshot={shots / name}", url)
        assert (shots / name).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
        assert (shots / name).stat().st_size > 20_000


def test_all_zero_differences_read_unchanged() -> None:
    assert paired_bootstrap([0.0, 0.0, 0.0]).verdict == "unchanged"
    assert paired_bootstrap([0.0]).verdict == "unchanged"


def test_uplift_is_paired_when_a_case_errored_in_one_arm() -> None:
    run = hand_run()
    # The negative case's baseline errors: only the positive case pairs the two arms.
    run.attempts = [a for a in run.attempts if not (a.case == "neg" and a.arm == "baseline")] + [
        make("demo", "neg", "baseline", "m", 0, error="HTTP 500", error_kind="server")
    ]
    cell = score_run(run).skill("demo").models[0].dimensions["Security"]
    # Unpaired, the skill arm's leak on the negative case would show 100% -> 50% (-50);
    # over the one case both arms answered it is 100% -> 100%.
    assert (cell.baseline, cell.skill, cell.uplift) == (1.0, 1.0, 0.0)
    assert cell.n == 1


def test_regrade_with_an_unchanged_rubric_keeps_every_grade(tmp_path: Path, corpus: Path) -> None:
    """Grading is one function for a run, a resume and a regrade: the reference
    responder's negative cases keep their undetermined "answers the request" checks."""
    from skilleval.gates.regrade import regrade_run
    from skilleval.loading.workspace import load_workspace
    from skilleval.models.registry import ModelSpec
    from skilleval.run.plan import RunOptions
    from skilleval.run.runner import run_models

    cudaq = corpus / "sayali-skills-test" / "cudaq-guide"  # negative cases with conduct
    bundles = load_workspace([cudaq, *sorted(SKILLS.iterdir())]).bundles
    options = RunOptions(arms=("baseline", "skill"))
    run = run_models(bundles, [ModelSpec.parse("extractive")], options, tmp_path / "o")
    undetermined = [
        r
        for a in run.attempts
        for r in (a.grade.results if a.grade else ())
        if r.id == "conduct-answers" and r.status == "undetermined"
    ]
    assert undetermined
    regraded = regrade_run(run, bundles)
    assert [a.grade for a in regraded.attempts] == [a.grade for a in run.attempts]


def test_html_cases_expand_to_answers_with_highlighted_evidence() -> None:
    from skilleval.gates.thresholds import GateResult
    from skilleval.grading.model import CheckResult, Evidence, Grade
    from skilleval.report.html import render_html

    answer = "Set <b>alpha=1</b> first.\nThen beta."
    start = answer.index("alpha=1")
    found = CheckResult(
        "fields-1",
        "fields",
        True,
        1.0,
        "named",
        (Evidence("alpha", True, start, start + 7, "alpha=1"),),
    )
    missing = CheckResult(
        "order", "order", False, 0.0, "gamma missing", (Evidence("gamma", False),)
    )
    run = hand_run()
    skill_attempt = next(a for a in run.attempts if a.case == "pos" and a.arm == "skill")
    skill_attempt.answer = answer
    skill_attempt.grade = Grade.of((found, missing))
    run.attempts.append(
        make(
            "demo",
            "pos",
            "discover",
            "m",
            0,
            answer="",
            error="HTTP 500: boom <x>",
            error_kind="server",
            tool_calls=[{"name": "load_skill", "arguments": '{"name": "demo"}'}],
        )
    )
    other = SkillInfo(
        "other<i>", "skills/other", "f" * 64, "", [CaseInfo("c", "positive", "q", None)], []
    )
    run.skills.append(other)
    html = render_html(run, score_run(run), GateResult(False, ["Correctness 40% < 80%"]))
    parser = StrictHTML()
    parser.feed(html)
    assert not parser.stack and "script" not in parser.tags and "details" in parser.tags
    # The answer, escaped, with the found span marked by the check that found it.
    assert '<mark title="fields-1">alpha=1</mark>' in html
    assert "Set &lt;b&gt;" in html and "<b>alpha" not in html
    assert "missing: gamma" in html and "gamma missing" in html
    # The prompt, the discover arm's tool calls and its error, a link that opens the case.
    assert '<pre class="prompt">p</pre>' in html
    assert "<code>load_skill</code>" in html and "HTTP 500: boom &lt;x&gt;" in html
    assert 'id="skill-0-case-0-open"' in html
    # An index for several skills (names escaped) and the gate's verdict.
    assert "Skills (2)" in html and "other&lt;i&gt;" in html and "other<i>" not in html
    assert "Gate: FAIL" in html and "Correctness 40% &lt; 80%" in html


@pytest.mark.slow
def test_view_serves_the_report_on_loopback(tmp_path: Path) -> None:
    import subprocess
    import sys
    import urllib.request

    out = tmp_path / "out"
    CliRunner().invoke(cli, ["run", str(EXAMPLE), "--out", str(out), "--no-cache", "--quiet"])
    missing = CliRunner().invoke(cli, ["view", str(tmp_path), "--no-open"])
    assert missing.exit_code == 2 and "no report.html here" in missing.output
    server = subprocess.Popen(
        [sys.executable, "-m", "skilleval", "view", str(out), "--port", "0", "--no-open"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert server.stdout is not None
        line = server.stdout.readline()
        url = line.split(" at ", 1)[1].split()[0]
        assert url.startswith("http://127.0.0.1:") and url.endswith("/report.html")
        with urllib.request.urlopen(url, timeout=10) as reply:
            assert "skilleval report" in reply.read().decode()
    finally:
        server.terminate()
        server.wait(timeout=10)


def test_long_text_is_cut_at_a_word_with_an_ellipsis() -> None:
    from skilleval.report.text import clip

    assert clip("short", 10) == "short"
    assert clip("connection refused by the server at port 8080", 30) == "connection refused by the…"
    assert clip("x" * 50, 10) == "x" * 9 + "…"
    assert all(len(clip("word " * 40, n)) <= n for n in (5, 17, 60))


def test_paired_bootstrap_draws_what_random_choices_draws() -> None:
    import random

    rng = random.Random(5)
    for seed in range(50):
        diffs = [rng.choice([-1.0, -0.5, 0.0, 0.25, 0.5, 1.0]) for _ in range(rng.randint(2, 30))]
        reference = random.Random(seed)
        means = sorted(
            sum(reference.choices(diffs, k=len(diffs))) / len(diffs) for _ in range(2000)
        )
        interval = paired_bootstrap(diffs, seed=seed)
        if len(set(diffs)) > 1 or diffs[0] != 0:
            assert (interval.low, interval.high) == (means[49], means[1950])


def test_junit_lists_the_first_failed_attempts_and_counts_the_rest() -> None:
    from skilleval.report.junit import MAX_ATTEMPTS_LISTED, render_junit

    run = hand_run()
    failing = grade(False, {"fields": 0.0})
    failing["results"][0]["message"] = "missing `recompute_granularity`"
    extra = MAX_ATTEMPTS_LISTED + 2
    run.attempts = [a for a in run.attempts if not (a.case == "pos" and a.arm == "skill")] + [
        make("demo", "pos", "skill", "m", n, answer="no", grade=failing) for n in range(extra)
    ]
    suite = ET.fromstring(render_junit(run)).find("testsuite")
    assert suite is not None
    failure = suite.find("testcase[@name='pos']/failure")
    assert failure is not None and failure.text is not None
    lines = failure.text.splitlines()
    assert len(lines) == MAX_ATTEMPTS_LISTED + 1
    assert lines[0] == "[attempt 0] fields (fields): missing `recompute_granularity`"
    assert lines[-1] == "... and 2 more failed attempt(s): see results.json"
