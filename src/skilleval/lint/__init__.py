"""Static checks that need no model: ``lint_bundle`` runs every family over one skill."""

from __future__ import annotations

from skilleval.findings import Finding, Severity
from skilleval.lint.content import check_content, find_secrets
from skilleval.lint.dataset import check_dataset
from skilleval.lint.frontmatter import check_frontmatter
from skilleval.lint.links import check_links
from skilleval.lint.signature import check_signature
from skilleval.loading.workspace import SkillBundle

__all__ = ["lint_bundle", "find_secrets", "worst"]


def lint_bundle(bundle: SkillBundle) -> list[Finding]:
    """Every finding for one skill: loader findings first, then each family, sorted by severity."""
    findings: list[Finding] = list(bundle.findings)
    findings += check_frontmatter(bundle.skill)
    findings += check_dataset(bundle)
    findings += check_links(bundle.skill)
    findings += check_content(bundle.skill.path)
    findings += check_signature(bundle.skill.path)
    return sorted(findings, key=lambda f: (-f.severity.rank, f.code, f.path, f.line or 0))


def worst(findings: list[Finding]) -> Severity | None:
    return max((f.severity for f in findings), key=lambda s: s.rank, default=None)
