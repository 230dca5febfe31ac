"""Measure the grader against people: ``calibrate(labels_file) -> Calibration``.

A labels file (``skilleval schema labels``) holds answers to eval cases with a person's
verdict per check kind and ``overall`` (would they accept the answer). Each answer is
graded with the rubric the case derives today; the grader's verdict for a kind is that of
its graded checks of that kind (undetermined when it has none, or all are undetermined).
Agreement is measured on the labels the grader decided; abstentions are counted apart.
"""

from __future__ import annotations

import asyncio
import json
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from skilleval.errors import InputError
from skilleval.grading import grade_answer
from skilleval.loading.evalset import parse_data
from skilleval.loading.textfile import read_text
from skilleval.loading.workspace import SkillBundle, load_bundle
from skilleval.models.judge import Ask, settle
from skilleval.rubric.derive import derive_checks
from skilleval.run.arms import answer_key_texts
from skilleval.schemas import schema_errors

KINDS = ("overall", "fields", "order", "callout", "behavior", "ground_truth", "assertions")


@dataclass(frozen=True)
class Judgement:
    """One label compared with the grader's verdict."""

    answer_id: str
    kind: str
    shape: str
    label: bool
    verdict: bool | None
    """None: the grader abstained (no graded check of this kind)."""
    evidence: str = ""
    """The failing or undetermined checks' messages, for a disagreement."""

    @property
    def agrees(self) -> bool:
        return self.verdict is not None and self.verdict == self.label


@dataclass
class KindStats:
    labels: int = 0
    decided: int = 0
    agree: int = 0
    false_pass: int = 0
    false_fail: int = 0
    table: Counter[tuple[bool, bool]] = field(default_factory=Counter)
    """(label, verdict) counts over decided labels, for Cohen's kappa."""

    @property
    def agreement(self) -> float | None:
        return self.agree / self.decided if self.decided else None

    @property
    def abstention(self) -> float | None:
        return (self.labels - self.decided) / self.labels if self.labels else None

    @property
    def kappa(self) -> float | None:
        """Cohen's kappa on the decided labels (None when chance agreement is total)."""
        n = self.decided
        if not n:
            return None
        observed = self.agree / n
        label_pass = sum(v for (lab, _), v in self.table.items() if lab) / n
        verdict_pass = sum(v for (_, ver), v in self.table.items() if ver) / n
        expected = label_pass * verdict_pass + (1 - label_pass) * (1 - verdict_pass)
        return None if expected >= 1 else (observed - expected) / (1 - expected)

    def to_dict(self) -> dict[str, Any]:
        return {
            "labels": self.labels,
            "decided": self.decided,
            "agree": self.agree,
            "agreement": _round(self.agreement),
            "false_pass": self.false_pass,
            "false_fail": self.false_fail,
            "abstention": _round(self.abstention),
            "kappa": _round(self.kappa),
        }


@dataclass
class Calibration:
    """Agreement of the grader with a labeled set."""

    source: str
    answers: int = 0
    skills: set[str] = field(default_factory=set)
    judgements: list[Judgement] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    """Answers that could not be graded (unknown skill or case), with why."""

    def stats(self) -> dict[str, KindStats]:
        out: dict[str, KindStats] = {}
        for j in self.judgements:
            stats = out.setdefault(j.kind, KindStats())
            stats.labels += 1
            if j.verdict is None:
                continue
            stats.decided += 1
            stats.agree += j.agrees
            stats.false_pass += j.verdict and not j.label
            stats.false_fail += j.label and not j.verdict
            stats.table[(j.label, j.verdict)] += 1
        return {k: out[k] for k in KINDS if k in out}

    def total(self) -> KindStats:
        """Every label except ``overall`` together (per-check agreement)."""
        total = KindStats()
        for kind, stats in self.stats().items():
            if kind == "overall":
                continue
            total.labels += stats.labels
            total.decided += stats.decided
            total.agree += stats.agree
            total.false_pass += stats.false_pass
            total.false_fail += stats.false_fail
            total.table.update(stats.table)
        return total

    def disagreements(self) -> list[Judgement]:
        return [j for j in self.judgements if j.verdict is not None and not j.agrees]

    def render(self, limit: int = 40) -> str:
        """The agreement table and the first ``limit`` disagreements, as text."""
        return render_text(self, limit)

    def to_dict(self) -> dict[str, Any]:
        return {
            "source": self.source,
            "answers": self.answers,
            "skills": len(self.skills),
            "kinds": {k: s.to_dict() for k, s in self.stats().items()},
            "checks": self.total().to_dict(),
            "disagreements": [
                {
                    "answer": j.answer_id,
                    "kind": j.kind,
                    "shape": j.shape,
                    "label": j.label,
                    "verdict": j.verdict,
                    "evidence": j.evidence,
                }
                for j in self.disagreements()
            ],
            "errors": self.errors,
        }


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, 4)


def load_labels(path: Path) -> tuple[dict[str, Any], Path]:
    """The labels file, validated, and the folder its skill paths are relative to."""
    read = read_text(path)
    data = parse_data(path, read.text)
    errors = schema_errors("labels", data)
    if errors:
        raise InputError(f"not a labels file: {errors[0]}", str(path))
    ids = Counter(str(a["id"]) for a in data["answers"])
    repeated = [i for i, n in ids.items() if n > 1]
    if repeated:
        raise InputError(f"answer id {repeated[0]!r} is used more than once", str(path))
    root = (path.parent / str(data.get("skills_root", "."))).resolve()
    return dict(data), root


async def _verdicts(
    answer: str, bundle: SkillBundle, case_id: str, ask: Ask | None
) -> tuple[dict[str, Any], str]:
    case = bundle.evalset.case(case_id)
    checks = derive_checks(bundle.skill, case)
    grade = grade_answer(answer, checks)
    if ask is not None:
        keys = case.answer_keys if case.files else ()
        references = answer_key_texts(bundle.skill.path, keys) if keys else None
        grade, _ = await settle(grade, checks, case.prompt, answer, ask, references)
    verdicts: dict[str, Any] = dict(grade.kinds())
    # An answer that decided no check passes nothing: the grader abstains.
    verdicts["overall"] = grade.passed if grade.decided else None
    # A negative case's ground truth about conduct is graded as conduct checks: they answer
    # for it where no ground-truth check of content was made.
    from_truth = [r for r in grade.results if r.source == "ground truth" and not r.skipped]
    if "ground_truth" not in verdicts and from_truth:
        verdicts["ground_truth"] = all(r.passed for r in from_truth)
    evidence: dict[str, list[str]] = {}
    for result in grade.results:
        if result.skipped or not result.passed:
            evidence.setdefault(result.kind, []).append(f"{result.id}: {result.message}")
            if result.source == "ground truth" and result.kind != "ground_truth":
                evidence.setdefault("ground_truth", []).append(f"{result.id}: {result.message}")
    evidence["overall"] = [m for ms in evidence.values() for m in ms]
    return verdicts, json.dumps(evidence)


def calibrate(path: Path) -> Calibration:
    """Grade every labeled answer in ``path`` and compare with its labels."""
    return asyncio.run(acalibrate(path))


async def acalibrate(path: Path, ask: Ask | None = None) -> Calibration:
    """:func:`calibrate`; with ``ask``, a judge decides the checks that text leaves
    undetermined (one question each)."""
    data, root = load_labels(path)
    result = Calibration(str(path))
    bundles: dict[Path, SkillBundle] = {}
    for entry in data["answers"]:
        folder = (root / entry["skill"]).resolve()
        try:
            if folder not in bundles:
                bundles[folder] = load_bundle(folder)
            bundle = bundles[folder]
            verdicts, evidence_json = await _verdicts(
                entry["answer"], bundle, str(entry["case"]), ask
            )
        except InputError as exc:
            result.errors.append(f"{entry['id']}: {exc}")
            continue
        evidence = json.loads(evidence_json)
        result.answers += 1
        result.skills.add(bundle.skill.name)
        for kind, label in entry["labels"].items():
            wanted = label in (True, "pass")
            verdict = verdicts.get(kind)
            result.judgements.append(
                Judgement(
                    str(entry["id"]),
                    kind,
                    str(entry.get("shape", "")),
                    wanted,
                    verdict,
                    "; ".join(evidence.get(kind, []))[:600],
                )
            )
    return result


def render_text(calibration: Calibration, limit: int = 40) -> str:
    """The agreement table and each disagreement with its evidence."""
    lines = [
        f"{calibration.answers} answers, {len(calibration.skills)} skills ({calibration.source})",
        "",
        f"{'kind':<13} {'labels':>6} {'agree':>7} {'kappa':>6} {'false pass':>10} "
        f"{'false fail':>10} {'abstain':>8}",
    ]

    def row(name: str, stats: KindStats) -> str:
        agree = "-" if stats.agreement is None else f"{stats.agreement:.0%}"
        kappa = "-" if stats.kappa is None else f"{stats.kappa:.2f}"
        abstain = "-" if stats.abstention is None else f"{stats.abstention:.0%}"
        return (
            f"{name:<13} {stats.labels:>6} {agree:>7} {kappa:>6} {stats.false_pass:>10} "
            f"{stats.false_fail:>10} {abstain:>8}"
        )

    for kind, stats in calibration.stats().items():
        lines.append(row(kind, stats))
    lines.append(row("all checks", calibration.total()))
    disagreements = calibration.disagreements()
    if disagreements:
        lines += ["", f"disagreements ({len(disagreements)}):"]
        for j in disagreements[:limit]:
            said = "pass" if j.verdict else "fail"
            wanted = "pass" if j.label else "fail"
            lines.append(f"  {j.answer_id} [{j.shape}] {j.kind}: grader {said}, label {wanted}")
            if j.evidence:
                lines.append(f"      {j.evidence[:300]}")
        if len(disagreements) > limit:
            lines.append(f"  ... {len(disagreements) - limit} more (--format json lists all)")
    for error in calibration.errors:
        lines.append(f"error: {error}")
    return "\n".join(lines)
