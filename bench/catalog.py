"""Catalog-wide offline work: `skilleval lint` and an offline `skilleval run` over many
skills, with one process and with every core, in the same run.

The catalog is built from a folder of skills copied COPIES times (each copy renamed, with
its eval files following, so copies are distinct skills). Default: ../shared/corpus x 10
(460 skills), the size of the public catalogs the issue measured (485 skills to lint, 343
to run).
Run: python bench/catalog.py [--skills ../shared/corpus] [--copies 10] [--rounds 2]
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from common import ROOT


def build(source: Path, copies: int, into: Path) -> int:
    """COPIES renamed copies of every skill under SOURCE (name and eval files follow)."""
    skills = [p.parent for p in sorted(source.rglob("SKILL.md"))]
    for n in range(copies):
        for skill in skills:
            target = into / f"copy{n}" / skill.relative_to(source)
            shutil.copytree(skill, target)
            text = (target / "SKILL.md").read_text(encoding="utf-8")
            found = re.search(r"^name:\s*['\"]?([\w.-]+)", text, re.MULTILINE)
            if found is None:
                continue
            name, renamed = found.group(1), f"{found.group(1)}-c{n}"
            head = text[: found.end()].replace(name, renamed)
            (target / "SKILL.md").write_text(head + text[found.end() :], encoding="utf-8")
            for evals in (target / "evals").glob("*.*") if (target / "evals").is_dir() else []:
                data = evals.read_text(encoding="utf-8", errors="replace")
                evals.write_text(re.sub(rf"\b{re.escape(name)}\b", renamed, data), "utf-8")
    return len(skills) * copies


def timed(args: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "skilleval", *args], capture_output=True, check=False)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--skills", type=Path, default=ROOT.parent / "shared" / "corpus")
    parser.add_argument("--copies", type=int, default=10)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--build-only", type=Path, help="Write the catalog here and stop.")
    args = parser.parse_args()
    if args.build_only:
        print(f"{build(args.skills, args.copies, args.build_only)} skills in {args.build_only}")
        return
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    with tempfile.TemporaryDirectory() as tmp:
        catalog = Path(tmp) / "catalog"
        count = build(args.skills, args.copies, catalog)
        out = Path(tmp) / "out"
        work = {
            "lint": ["lint", str(catalog), "--format", "json"],
            "offline run": ["run", str(catalog), "--no-cache", "--quiet", "--no-gate"],
        }
        print(f"{count} skills; {cores} cores; medians of {args.rounds} alternating rounds")
        for name, command in work.items():
            if name != "lint":
                command += ["--out", str(out)]
            one, every = [], []
            for _ in range(args.rounds):
                one.append(timed([*command, "--jobs", "1"]))
                every.append(timed([*command, "--jobs", str(cores)]))
            a, b = statistics.median(one), statistics.median(every)
            print(
                f"{name:<12} one process {a:6.2f} s   {cores} processes {b:6.2f} s   ({a / b:.2f}x)"
            )


if __name__ == "__main__":
    main()
