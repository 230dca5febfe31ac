"""CONTENT family: hidden/bidirectional Unicode and likely secrets in the skill's text files."""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path

from skilleval.findings import Finding, Severity
from skilleval.loading.skill import SKIP_DIRS
from skilleval.loading.textfile import rel

MAX_FILES = 2000
MAX_BYTES = 2 * 1024 * 1024

_BIDI = re.compile("[\u202a-\u202e\u2066-\u2069]")
_INVISIBLE = re.compile("[\u200b-\u200f\u2060-\u2064\ufeff\U000e0000-\U000e007f]")

SECRET_PATTERNS: tuple[tuple[str, re.Pattern[str], tuple[str, ...]], ...] = (
    ("OpenAI API key", re.compile(r"\bsk-(?:proj-|svcacct-)?[A-Za-z0-9_-]{20,}"), ("sk-",)),
    ("NVIDIA API key", re.compile(r"\bnvapi-[A-Za-z0-9_-]{20,}"), ("nvapi-",)),
    ("AWS access key", re.compile(r"\b(?:AKIA|ASIA)[0-9A-Z]{16}\b"), ("AKIA", "ASIA")),
    (
        "GitHub token",
        re.compile(r"\b(?:gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{40,})"),
        ("ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_"),
    ),
    ("Slack token", re.compile(r"\bxox[abprs]-[A-Za-z0-9-]{10,}"), ("xox",)),
    ("Google API key", re.compile(r"\bAIza[0-9A-Za-z_-]{35}\b"), ("AIza",)),
    ("Hugging Face token", re.compile(r"\bhf_[A-Za-z0-9]{30,}\b"), ("hf_",)),
    (
        "private key",
        re.compile(r"-----BEGIN (?:RSA |EC |OPENSSH |DSA |PGP )?PRIVATE KEY-----"),
        ("-----BEGIN",),
    ),
    ("bearer token", re.compile(r"\bBearer\s+[A-Za-z0-9._~+/=-]{30,}"), ("Bearer",)),
)
"""(kind, pattern, literals): a text can hold a match only if it holds one of the
literals, a check far cheaper than the pattern (most files hold none)."""
_PLACEHOLDER = re.compile(r"x{6,}|\.\.\.|<[^>]+>|your|example|dummy|placeholder|fake", re.I)


def find_secrets(text: str) -> list[tuple[str, int, int]]:
    """(kind, start, end) of each likely secret in ``text``, placeholders skipped."""
    hits: list[tuple[str, int, int]] = []
    for kind, pattern, literals in SECRET_PATTERNS:
        if not any(literal in text for literal in literals):
            continue
        for m in pattern.finditer(text):
            if _PLACEHOLDER.search(m.group(0)):
                continue
            hits.append((kind, m.start(), m.end()))
    return hits


MASKED = re.compile(r"\[redacted ([^\]]{1,40})\]")
"""What :func:`mask_secrets` leaves in place of a secret (scoring still sees the leak)."""


def mask_secrets(text: str) -> str:
    """``text`` with each likely secret replaced by ``[redacted <kind>]``: answers are
    stored masked, so a key a model repeats from a skill never lands in results."""
    for kind, start, end in sorted(find_secrets(text), key=lambda hit: -hit[1]):
        text = text[:start] + f"[redacted {kind}]" + text[end:]
    return text


def iter_files(root: Path) -> Iterator[Path]:
    """Regular files below ``root`` (symlinks and skipped folders not followed), sorted."""
    count = 0
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if d not in SKIP_DIRS)
        for name in sorted(filenames):
            path = Path(dirpath) / name
            if path.is_symlink() or not path.is_file():
                continue
            count += 1
            if count > MAX_FILES:
                return
            yield path


def check_content(skill_dir: Path) -> list[Finding]:
    out: list[Finding] = []
    for path in iter_files(skill_dir):
        if path.name == "skill.oms.sig":
            continue
        try:
            if path.stat().st_size > MAX_BYTES:
                continue
            data = path.read_bytes()
        except OSError:
            continue
        if b"\x00" in data[:8192]:
            continue
        text = data.decode("utf-8", errors="replace")
        if text.startswith("\ufeff"):
            text = text[1:]
        where = rel(path)
        for pattern, severity, code, what in (
            (_BIDI, Severity.HIGH, "CONTENT/bidi_unicode", "bidirectional control character"),
            (_INVISIBLE, Severity.MEDIUM, "CONTENT/hidden_unicode", "invisible character"),
        ):
            m = pattern.search(text)
            if m:
                n = len(pattern.findall(text))
                out.append(
                    Finding(
                        severity,
                        code,
                        f"{n} {what}(s), first U+{ord(m.group(0)):04X}; they can hide "
                        "instructions from reviewers",
                        where,
                        text.count("\n", 0, m.start()) + 1,
                    )
                )
        for kind, start, _ in find_secrets(text):
            out.append(
                Finding(
                    Severity.HIGH,
                    "CONTENT/secret",
                    f"likely {kind} committed in the skill (value not shown)",
                    where,
                    text.count("\n", 0, start) + 1,
                )
            )
    return out
