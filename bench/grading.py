"""Grading throughput: answers/s on one core for ~300-word answers against ~15 checks.

Every answer is unique, so the per-answer analysis cache cannot flatter the figure.
Run: python bench/grading.py [--answers 3000]
"""

from __future__ import annotations

import argparse
import random
import time
from pathlib import Path

import skilleval
from skilleval import Check

ROOT = Path(__file__).resolve().parent.parent
FILLER = (
    "Measure peak memory after each change and compare the step time with the previous run, "
    "because recompute trades compute for memory and the right setting depends on the model. "
)


def make_answers(count: int, seed: int = 7) -> list[str]:
    base = (ROOT / "tests" / "answers" / "recompute.py").read_text()
    ideal = base.split('IDEAL = """\\\n', 1)[1].split('"""', 1)[0]
    rng = random.Random(seed)
    filler = FILLER.split()
    answers = []
    for i in range(count):
        extra = []
        while len(ideal.split()) + len(extra) < 300:
            extra += rng.sample(filler, len(filler))
        cut = 300 - len(ideal.split())
        answers.append(ideal + "\n" + " ".join(extra[:cut]) + f". Run {i}.")
    return answers


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--answers", type=int, default=3000)
    args = parser.parse_args()
    bundle = skilleval.load([ROOT / "skills" / "mbridge-activation-recompute"]).bundles[0]
    checks = skilleval.derive_rubric(bundle.skill, bundle.evalset.cases[0])
    extra = [
        {"kind": "assertions", "type": "contains_phrase", "phrase": "expandable_segments"},
        {"kind": "assertions", "type": "not_contains_pattern", "pattern": r"sk-[A-Za-z0-9]{20,}"},
        {"kind": "assertions", "type": "must_not", "text": "Recommend disabling mixed precision."},
        {"kind": "behavior", "text": "Mention measuring peak memory after each change."},
    ]
    checks += [Check.from_dict(spec) for spec in extra]
    answers = make_answers(args.answers)
    words = sum(len(a.split()) for a in answers) / len(answers)
    skilleval.grade(answers[0] + "warm-up", checks)
    start = time.perf_counter()
    passed = sum(skilleval.grade(answer, checks).passed for answer in answers)
    elapsed = time.perf_counter() - start
    print(f"checks per answer:  {len(checks)}")
    print(f"words per answer:   {words:.0f}")
    print(f"answers graded:     {len(answers)} ({passed} passed)")
    print(f"elapsed:            {elapsed:.2f} s")
    rate = len(answers) / elapsed
    print(f"throughput:         {rate:,.0f} answers/s (issue #15 target: >= 5,000 per core)")


if __name__ == "__main__":
    main()
