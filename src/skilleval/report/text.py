"""Formatting shared by the reports: percentages, uplift cells, safe Markdown text, and
each skill's report folder."""

from __future__ import annotations

import re

from skilleval.language.text import clip as clip  # re-exported: the reports cut text with it
from skilleval.run.records import Attempt
from skilleval.scoring.scorecard import Cell, ModelCard

VERDICT_ICON = {"PASS": "✅", "FAIL": "❌", "NEUTRAL": "⚠️", "NOT RUN": "⚪"}


def pct(value: float | None) -> str:
    return "n/a" if value is None else f"{round(value * 100)}%"


def points(value: float) -> str:
    rounded = round(value * 100)
    return "±0 points" if rounded == 0 else f"{rounded:+d} points"


def cell_text(cell: Cell) -> str:
    if cell.baseline is None and cell.skill is None:
        return "n/a"
    if cell.baseline is None or cell.skill is None or cell.uplift is None:
        return f"{pct(cell.baseline)} → {pct(cell.skill)}"
    return f"{pct(cell.baseline)} → {pct(cell.skill)} ({points(cell.uplift)})"


def agent_label(card: ModelCard) -> str:
    return f"{card.label} (reference responder)" if card.reference else card.label


_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def md_text(text: str) -> str:
    """A user-controlled string made safe for one Markdown line or table cell: no pipes that
    split cells, no line breaks that start rows, no control or bidi characters."""
    return _CONTROL.sub("", str(text)).replace("|", "\\|").replace("\r", " ").replace("\n", " ")


def md_code(text: str) -> str:
    """``text`` as inline code in a table cell (backticks inside removed)."""
    return f"`{md_text(text).replace('`', '')}`"


def skill_slug(name: str) -> str:
    """A file-system-safe folder name for a skill: never a path, never hidden, never empty."""
    slug = re.sub(r"[^a-z0-9._-]+", "-", name.lower()).strip(".-_")[:64]
    return slug or "skill"


def skill_folders(names: list[str]) -> dict[str, str]:
    """Each skill's report folder under ``skills/``: its slug, numbered when two collide."""
    out: dict[str, str] = {}
    taken: set[str] = set()
    for name in names:
        slug = skill_slug(name)
        candidate, n = slug, 2
        while candidate in taken:
            candidate, n = f"{slug}-{n}", n + 1
        taken.add(candidate)
        out[name] = candidate
    return out


def percentiles(values: list[float]) -> tuple[str, str]:
    """p50 and p95 of ``values`` (nearest rank), as seconds; "-" when there are none."""
    if not values:
        return "-", "-"
    ordered = sorted(values)

    def rank(q: float) -> str:
        return f"{ordered[min(len(ordered) - 1, max(0, round(q * len(ordered)) - 1))]:.2f} s"

    return rank(0.5), rank(0.95)


def error_groups(attempts: list[Attempt]) -> list[tuple[int, str, str]]:
    """(count, model, message) for the errored or unsent attempts, most frequent first:
    what went wrong, said once per kind rather than once per attempt."""
    counts: dict[tuple[str, str], int] = {}
    for attempt in attempts:
        message = attempt.error or (attempt.note if attempt.note.startswith("not sent") else "")
        if message:
            key = (attempt.model, message)
            counts[key] = counts.get(key, 0) + 1
    return sorted(
        ((n, model, message) for (model, message), n in counts.items()),
        key=lambda row: (-row[0], row[1], row[2]),
    )


def broke_line(broke: dict[str, str]) -> str:
    """One broken check, as the console and the gate say it."""
    missing = f" (missing: {broke['missing']})" if broke.get("missing") else ""
    return f"{broke['check']} ({broke['kind']}): {broke['message']}{missing}"
