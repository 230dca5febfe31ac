"""junit.xml: one test case per eval case x agent (skill arm); failures carry the checks."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from skilleval.run.arms import Arm
from skilleval.run.records import RunResult
from skilleval.scoring.scorecard import CASE_PASS_RATE

_NOT_XML = re.compile("[^\t\n\r\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


def xml_text(text: object) -> str:
    """``text`` with the characters XML 1.0 forbids (control characters, lone surrogates)
    replaced, so a case id or an endpoint error cannot make the report unreadable."""
    return _NOT_XML.sub("\ufffd", str(text))


def render_junit(run: RunResult, case_pass_rate: float = CASE_PASS_RATE) -> str:
    suites = ET.Element("testsuites", name="skilleval")
    total = failures = errors = skipped = 0
    for skill in run.skills:
        suite = ET.SubElement(suites, "testsuite", name=xml_text(skill.name))
        counts = {"tests": 0, "failures": 0, "errors": 0, "skipped": 0}
        for model in run.models:
            for case in skill.cases:
                attempts = [
                    a
                    for a in run.attempts
                    if a.skill == skill.name
                    and a.model == model.label
                    and a.case == case.id
                    and a.arm == Arm.SKILL
                ]
                if not attempts:
                    continue
                counts["tests"] += 1
                time_s = sum(a.latency_s for a in attempts)
                testcase = ET.SubElement(
                    suite,
                    "testcase",
                    name=xml_text(case.id),
                    classname=xml_text(f"{skill.name}.{model.label}"),
                    time=f"{time_s:.3f}",
                )
                done = [a for a in attempts if a.ok]
                errored = [a for a in attempts if a.error]
                if not done:
                    if errored:
                        counts["errors"] += 1
                        node = ET.SubElement(
                            testcase, "error", message=f"{len(errored)} attempt(s) errored"
                        )
                        node.text = xml_text("\n".join(a.error or "" for a in errored))
                    else:
                        counts["skipped"] += 1
                        ET.SubElement(
                            testcase, "skipped", message=xml_text(attempts[0].note or "not run")
                        )
                    continue
                rate = sum(a.passed for a in done) / len(done)
                if rate < case_pass_rate:
                    counts["failures"] += 1
                    messages = []
                    for attempt in done:
                        grade = attempt.grade
                        for result in grade.failures() if grade else ():
                            messages.append(
                                f"[attempt {attempt.attempt}] {result.id} "
                                f"({result.kind}): {result.message}"
                            )
                    node = ET.SubElement(
                        testcase,
                        "failure",
                        message=f"pass rate {rate:.0%} < {case_pass_rate:.0%}",
                        type="ChecklistFailure",
                    )
                    node.text = xml_text("\n".join(messages))
        for key, value in counts.items():
            suite.set(key, str(value))
        total += counts["tests"]
        failures += counts["failures"]
        errors += counts["errors"]
        skipped += counts["skipped"]
    suites.set("tests", str(total))
    suites.set("failures", str(failures))
    suites.set("errors", str(errors))
    suites.set("skipped", str(skipped))
    ET.indent(suites)
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(suites, encoding="unicode") + "\n"
    )
