"""Findings: what lint and the loaders report about a skill, each with a place to look."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from enum import StrEnum
from typing import Any


class Severity(StrEnum):
    HIGH = "HIGH"
    MEDIUM = "MEDIUM"
    LOW = "LOW"
    INFO = "INFO"

    @property
    def rank(self) -> int:
        return {"HIGH": 3, "MEDIUM": 2, "LOW": 1, "INFO": 0}[self.value]


@dataclass(frozen=True)
class Finding:
    """One observation about a skill."""

    severity: Severity
    code: str
    """``FAMILY/check``, e.g. ``SCHEMA/name_format``."""
    message: str
    path: str
    """File the finding is about, relative to the working directory when possible."""
    line: int | None = None

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["severity"] = self.severity.value
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Finding:
        return cls(
            severity=Severity(data["severity"]),
            code=str(data["code"]),
            message=str(data["message"]),
            path=str(data.get("path", "")),
            line=data.get("line"),
        )

    def location(self) -> str:
        return f"{self.path}:{self.line}" if self.line else self.path
