"""SIGNATURE family: skill.oms.sig digests against the files on disk."""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
from pathlib import Path
from typing import Any

from skilleval.findings import Finding, Severity
from skilleval.lint.content import iter_files
from skilleval.loading.textfile import rel

SIG_NAME = "skill.oms.sig"
DEFAULT_IGNORES = (".git", ".github", ".gitignore", ".gitattributes")


def read_manifest(sig_path: Path) -> tuple[dict[str, str], tuple[str, ...]]:
    """(name -> sha256, ignored paths) from a Sigstore bundle; raises ValueError when malformed."""
    try:
        bundle = json.loads(sig_path.read_text(encoding="utf-8"))
        payload = bundle["dsseEnvelope"]["payload"]
        statement: Any = json.loads(base64.b64decode(payload, validate=False))
        predicate = statement["predicate"]
        resources = predicate["resources"]
    except (OSError, UnicodeDecodeError, json.JSONDecodeError, binascii.Error) as exc:
        raise ValueError(f"cannot decode bundle: {exc}") from None
    except (KeyError, TypeError) as exc:
        raise ValueError(
            f"bundle lacks {exc} (dsseEnvelope.payload -> predicate.resources)"
        ) from None
    manifest: dict[str, str] = {}
    for entry in resources if isinstance(resources, list) else []:
        if isinstance(entry, dict) and isinstance(entry.get("name"), str):
            algorithm = str(entry.get("algorithm", "sha256")).lower()
            if algorithm == "sha256":
                manifest[entry["name"]] = str(entry.get("digest", "")).lower()
    serialization = predicate.get("serialization") if isinstance(predicate, dict) else None
    ignores: tuple[str, ...] = DEFAULT_IGNORES
    if isinstance(serialization, dict) and isinstance(serialization.get("ignore_paths"), list):
        ignores = tuple(str(p) for p in serialization["ignore_paths"])
    return manifest, ignores


def _sha256(path: Path) -> str:
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except OSError:
        return "unreadable"


def check_signature(skill_dir: Path) -> list[Finding]:
    sig = skill_dir / SIG_NAME
    if not sig.is_file():
        return []
    where = rel(sig)
    try:
        manifest, ignores = read_manifest(sig)
    except ValueError as exc:
        return [Finding(Severity.HIGH, "SIGNATURE/malformed", str(exc), where)]
    out: list[Finding] = []
    on_disk: dict[str, Path] = {}
    for path in iter_files(skill_dir):
        relpath = path.relative_to(skill_dir).as_posix()
        parts = relpath.split("/")
        if relpath == SIG_NAME:
            continue
        if any(p in ignores or p == "__pycache__" for p in parts):
            continue
        on_disk[relpath] = path
    for name, digest in sorted(manifest.items()):
        signed = on_disk.get(name)
        if signed is None:
            out.append(
                Finding(
                    Severity.HIGH,
                    "SIGNATURE/missing_file",
                    f"signed file {name!r} is missing",
                    where,
                )
            )
        elif _sha256(signed) != digest:
            out.append(
                Finding(
                    Severity.HIGH,
                    "SIGNATURE/digest_drift",
                    f"{name!r} changed since it was signed (sha256 differs)",
                    where,
                )
            )
    for name in sorted(set(on_disk) - set(manifest)):
        out.append(
            Finding(
                Severity.MEDIUM,
                "SIGNATURE/unsigned_file",
                f"{name!r} is not covered by the signature",
                where,
            )
        )
    return out
