"""Materialise an earlier version of a skill folder (from git or another folder)."""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from pathlib import Path

from skilleval.errors import InputError
from skilleval.loading.textfile import rel


def _git(args: list[str], cwd: Path) -> bytes:
    try:
        done = subprocess.run(["git", *args], cwd=cwd, capture_output=True, check=False, timeout=60)
    except FileNotFoundError:
        raise InputError("git is not installed; use --against OLD_DIR instead") from None
    if done.returncode != 0:
        message = done.stderr.decode(errors="replace").strip().splitlines()
        raise InputError(
            f"git {' '.join(args[:2])}: {message[-1] if message else 'failed'}", rel(cwd)
        )
    return done.stdout


def skill_at_revision(skill_dir: Path, rev: str) -> Path:
    """Copy of ``skill_dir`` as it was at git revision ``rev``, in a temporary folder.

    The copy keeps the folder name, so the skill's name still matches its folder.
    """
    skill_dir = skill_dir.resolve()
    top = Path(_git(["rev-parse", "--show-toplevel"], skill_dir).decode().strip())
    prefix = skill_dir.relative_to(top).as_posix()
    listing = _git(["ls-tree", "-r", "--name-only", rev, "--", prefix], top).decode()
    files = [line for line in listing.splitlines() if line]
    if not files:
        raise InputError(f"the skill does not exist at revision {rev!r}", rel(skill_dir))
    target = Path(tempfile.mkdtemp(prefix="skilleval-old-")) / skill_dir.name
    for name in files:
        data = _git(["show", f"{rev}:{name}"], top)
        dest = target / Path(name).relative_to(prefix)
        dest.parent.mkdir(parents=True, exist_ok=True)
        dest.write_bytes(data)
    return target


def copy_of(old_dir: Path, name: str) -> Path:
    """Copy of ``old_dir`` under a folder named ``name`` (so the skill name still matches)."""
    if not (old_dir / "SKILL.md").is_file():
        raise InputError("no SKILL.md in the --against folder", rel(old_dir))
    target = Path(tempfile.mkdtemp(prefix="skilleval-old-")) / name
    shutil.copytree(old_dir, target)
    return target
