"""What ``skilleval run`` does before and after the runner, as plain functions."""

from __future__ import annotations

from typing import Any

UNLOADABLE = frozenset(
    {"EVALS/syntax", "EVALS/unreadable", "EVALS/empty_file", "LOAD/outside_link"}
)


def unloadable_evals(bundle: Any) -> list[str]:
    """``path:line: message`` for each eval file of ``bundle`` that could not be loaded."""
    return [
        f"{f.path}{f':{f.line}' if f.line else ''}: {f.message}"
        for f in bundle.evalset.findings
        if f.code in UNLOADABLE
    ]


def select_cases(bundles: list[Any], patterns: tuple[str, ...], limit: int | None) -> list[Any]:
    """The bundles with only the cases matching ``patterns`` (globs), at most ``limit`` in
    all; InputError when nothing matches (a typo must not run an empty, green suite)."""
    from dataclasses import replace
    from fnmatch import fnmatchcase

    from skilleval.errors import InputError

    chosen = []
    left = limit
    for bundle in bundles:
        cases = [
            c
            for c in bundle.evalset.cases
            if not patterns or any(fnmatchcase(c.id, p) for p in patterns)
        ]
        if left is not None:
            cases, left = cases[:left], max(0, left - len(cases))
        if cases:
            chosen.append(replace(bundle, evalset=replace(bundle.evalset, cases=tuple(cases))))
    if not chosen:
        raise InputError(f"no case matches --case {' '.join(patterns)}")
    return chosen
