"""Resolve command-line paths into loaded skills with their datasets (deduplicated)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from skilleval.errors import InputError
from skilleval.findings import Finding, Severity
from skilleval.loading.evalset import EvalSet, load_evalset
from skilleval.loading.skill import Skill, folder_digest, iter_skill_dirs, load_skill
from skilleval.loading.textfile import rel
from skilleval.processes import ordered_map

UNLOADABLE = frozenset(
    {"EVALS/syntax", "EVALS/unreadable", "EVALS/empty_file", "LOAD/outside_link"}
)
"""Finding codes of an eval file that could not be read at all."""


@dataclass(frozen=True)
class SkillBundle:
    """A skill and its eval set, as every later stage receives them."""

    skill: Skill
    evalset: EvalSet
    copies: tuple[str, ...] = ()
    """Other paths holding an identical copy that was merged into this one."""

    @property
    def findings(self) -> tuple[Finding, ...]:
        return self.skill.findings + self.evalset.findings

    @property
    def unloadable(self) -> list[str]:
        """``path:line: message`` for each eval file that could not be loaded."""
        return [
            f"{f.path}{f':{f.line}' if f.line else ''}: {f.message}"
            for f in self.evalset.findings
            if f.code in UNLOADABLE
        ]


@dataclass
class Workspace:
    """Everything loaded from the given paths; errors are kept, never raised."""

    bundles: list[SkillBundle] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    findings: list[Finding] = field(default_factory=list)
    """Tree-level findings (conflicting copies)."""

    @property
    def unloadable(self) -> list[str]:
        """Eval files of any skill that could not be loaded (an input error)."""
        return [problem for bundle in self.bundles for problem in bundle.unloadable]

    @property
    def left_out(self) -> list[str]:
        """Why each skill a run leaves out was left out (see :func:`one_per_name`)."""
        return one_per_name(self.bundles)[1]


def one_per_name(bundles: Sequence[SkillBundle]) -> tuple[list[SkillBundle], list[str]]:
    """A run's skills, one per name, and a note for each one left out. Attempts, reports,
    gates and the discover arm's routing know a skill by its name, so a second, different
    skill of the same name (a conflicting copy) cannot be told apart in one run."""
    kept: dict[str, SkillBundle] = {}
    notes: list[str] = []
    for bundle in bundles:
        first = kept.setdefault(bundle.skill.name, bundle)
        if first is not bundle:
            notes.append(
                f"skill {bundle.skill.name!r} at {rel(bundle.skill.path)} was not run: it "
                f"differs from the skill of the same name at {rel(first.skill.path)}; run it "
                "on its own (or compare the two with skilleval compare)"
            )
    return list(kept.values()), notes


def load_bundle(path: Path) -> SkillBundle:
    """Load one skill folder and its dataset."""
    skill = load_skill(path)
    return SkillBundle(skill, load_evalset(skill.path, skill.name))


LoadedDir = tuple[Path, SkillBundle, str] | str
"""A skill folder loaded (its path, bundle and folder digest), or why it could not be."""


def _load_dir(skill_dir: Path) -> LoadedDir:
    """One skill folder (a worker of :func:`load_workspace`): errors come back as text."""
    try:
        return skill_dir, load_bundle(skill_dir), folder_digest(skill_dir)
    except InputError as exc:
        return str(exc)
    except OSError as exc:
        return f"{rel(skill_dir)}: cannot read: {exc.strerror or exc}"


def load_workspace(paths: Iterable[str | Path], jobs: int | None = 1) -> Workspace:
    """Load every skill under ``paths`` (over ``jobs`` processes when there are many);
    identical copies merged, conflicting ones reported."""
    workspace = Workspace()
    dirs: list[Path] = []
    seen: set[Path] = set()
    for raw in paths:
        path = Path(raw)
        if not path.exists():
            workspace.errors.append(f"{raw}: no such file or folder")
            continue
        if path.is_file():
            owner = next((p for p in path.parents if (p / "SKILL.md").is_file()), None)
            if owner is None:
                workspace.errors.append(f"{raw}: not inside a skill folder (no SKILL.md above)")
                continue
            path = owner
        found = list(iter_skill_dirs(path))
        if not found:
            workspace.errors.append(f"{raw}: no SKILL.md found here or below")
            continue
        for skill_dir in found:
            if skill_dir.resolve() not in seen:
                seen.add(skill_dir.resolve())
                dirs.append(skill_dir)
    by_name: dict[str, list[tuple[str, SkillBundle]]] = {}
    for loaded in ordered_map(_load_dir, dirs, jobs):
        if isinstance(loaded, str):
            workspace.errors.append(loaded)
            continue
        skill_dir, bundle, digest = loaded
        copies = by_name.setdefault(bundle.skill.name, [])
        same = next((i for i, (d, _) in enumerate(copies) if d == digest), None)
        if same is not None:
            kept = copies[same][1]
            if kept.skill.path.resolve() == skill_dir.resolve():
                continue
            copies[same] = (
                digest,
                SkillBundle(kept.skill, kept.evalset, kept.copies + (rel(skill_dir),)),
            )
            continue
        if copies:
            workspace.findings.append(
                Finding(
                    Severity.MEDIUM,
                    "TREE/conflicting_copy",
                    f"skill {bundle.skill.name!r} also at {rel(copies[0][1].skill.path)} "
                    "with different content; both are linted, a run takes the first",
                    rel(skill_dir / "SKILL.md"),
                )
            )
        copies.append((digest, bundle))
    for name in by_name:
        workspace.bundles.extend(b for _, b in by_name[name])
    workspace.bundles.sort(key=lambda b: (b.skill.name, str(b.skill.path)))
    return workspace
