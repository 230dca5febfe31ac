"""junit.xml: one test case per eval case x agent (skill arm); failures carry the checks."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from skilleval.run.arms import Arm
from skilleval.run.records import Attempt, RunResult
from skilleval.scoring.scorecard import CASE_PASS_RATE

MAX_ATTEMPTS_LISTED = 5
"""Failed attempts whose failing checks a test's failure lists (the rest are counted)."""
_NOT_XML = re.compile("[^\t\n\r\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


def xml_text(text: object) -> str:
    """``text`` with the characters XML 1.0 forbids (control characters, lone surrogates)
    replaced, so a case id or an endpoint error cannot make the report unreadable."""
    return _NOT_XML.sub("\ufffd", str(text))


def render_junit(run: RunResult, case_pass_rate: float = CASE_PASS_RATE) -> str:
    """One test per case and model (skill arm): failed when its attempt pass rate is under
    ``case_pass_rate``, an error when every attempt errored, skipped when none ran."""
    suites = ET.Element("testsuites", name="skilleval")
    totals = dict.fromkeys(("tests", "failures", "errors", "skipped"), 0)
    by_case: dict[tuple[str, str, str], list[Attempt]] = {}
    for attempt in run.attempts:
        if attempt.arm == Arm.SKILL:
            by_case.setdefault((attempt.skill, attempt.model, attempt.case), []).append(attempt)
    for skill in run.skills:
        suite = ET.SubElement(suites, "testsuite", name=xml_text(skill.name))
        counts = dict.fromkeys(totals, 0)
        for model in run.models:
            for case in skill.cases:
                attempts = by_case.get((skill.name, model.label, case.id))
                if not attempts:
                    continue
                counts["tests"] += 1
                testcase = ET.SubElement(
                    suite,
                    "testcase",
                    name=xml_text(case.id),
                    classname=xml_text(f"{skill.name}.{model.label}"),
                    time=f"{sum(a.latency_s for a in attempts):.3f}",
                )
                outcome = _outcome(testcase, attempts, case_pass_rate)
                if outcome:
                    counts[outcome] += 1
        for key, value in counts.items():
            suite.set(key, str(value))
            totals[key] += value
    for key, value in totals.items():
        suites.set(key, str(value))
    ET.indent(suites)
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(suites, encoding="unicode") + "\n"
    )


def _outcome(testcase: ET.Element, attempts: list[Attempt], case_pass_rate: float) -> str:
    """Add the test's error, skip or failure node; the counter it adds to ("" if passed)."""
    done = [a for a in attempts if a.ok]
    errored = [a for a in attempts if a.error]
    if not done and errored:
        node = ET.SubElement(testcase, "error", message=f"{len(errored)} attempt(s) errored")
        node.text = xml_text("\n".join(a.error or "" for a in errored))
        return "errors"
    if not done:
        ET.SubElement(testcase, "skipped", message=xml_text(attempts[0].note or "not run"))
        return "skipped"
    measured = [a for a in done if a.measured]
    if not measured:
        message = "every check was undetermined: nothing decided a pass or a fail"
        ET.SubElement(testcase, "skipped", message=message)
        return "skipped"
    rate = sum(a.passed for a in measured) / len(measured)
    if rate >= case_pass_rate:
        return ""
    failed = [a for a in measured if not a.passed]
    messages = [
        f"[attempt {attempt.attempt}] {result.id} ({result.kind}): {result.message}"
        for attempt in failed[:MAX_ATTEMPTS_LISTED]
        for grade in (attempt.grade,)
        for result in (grade.failures() if grade else ())
    ]
    if len(failed) > MAX_ATTEMPTS_LISTED:
        more = len(failed) - MAX_ATTEMPTS_LISTED
        messages.append(f"... and {more} more failed attempt(s): see results.json")
    node = ET.SubElement(
        testcase,
        "failure",
        message=f"pass rate {rate:.0%} < {case_pass_rate:.0%}",
        type="ChecklistFailure",
    )
    node.text = xml_text("\n".join(messages))
    return "failures"
