"""The layout is the flow: each package imports only packages below it (no cycles)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parent.parent / "src" / "skilleval"

LAYERS = [
    {"errors", "findings", "schemas", "plugins", "processes"},  # the bottom: no imports above
    {"language"},  # text toolkit
    {"loading"},  # skill folders, eval sets, workspaces
    {"lint"},
    {"grading"},  # check kinds and graders
    {"rubric"},  # checks derived from a skill and a case
    {"models"},  # providers, cache, judge
    {"run"},  # plan, arms, runner, records
    {"scoring"},
    {"report"},
    {"gates"},  # thresholds, regressions, merge, regrade
    {"calibration", "pipeline"},
    {"api"},
    {"cli", "__main__"},
]


def layer_of(module: str) -> int:
    top = module.split(".")[1] if "." in module else "__init__"
    for n, names in enumerate(LAYERS):
        if top in names:
            return n
    raise AssertionError(f"{module}: not in any layer (add its package to LAYERS)")


def imports() -> list[tuple[str, str]]:
    edges = []
    for path in sorted(SRC.rglob("*.py")):
        module = ".".join(path.relative_to(SRC.parent).with_suffix("").parts)
        module = module.removesuffix(".__init__")
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                targets = [node.module]
            elif isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            else:
                continue
            edges += [(module, t) for t in targets if t.startswith("skilleval.")]
    return edges


def test_every_package_has_a_layer() -> None:
    packages = {p.name for p in SRC.iterdir() if p.is_dir() and (p / "__init__.py").exists()}
    modules = {p.stem for p in SRC.glob("*.py")} - {"__init__"}
    for name in sorted(packages | modules):
        layer_of(f"skilleval.{name}")


@pytest.mark.slow
def test_no_upward_imports() -> None:
    edges = imports()
    assert len(edges) > 100
    upward = [(a, b) for a, b in edges if layer_of(b) > layer_of(a)]
    assert upward == []


@pytest.mark.slow
def test_no_import_cycles_between_modules() -> None:
    graph: dict[str, set[str]] = {}
    for a, b in imports():
        if a != b:  # a package's __init__ importing its own modules
            graph.setdefault(a, set()).add(b)
    state: dict[str, int] = {}
    cycles: list[list[str]] = []

    def visit(node: str, path: list[str]) -> None:
        state[node] = 1
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                cycles.append([*path[path.index(nxt) :], nxt] if nxt in path else [node, nxt])
            elif nxt not in state:
                visit(nxt, [*path, nxt])
        state[node] = 2

    for node in sorted(graph):
        if node not in state:
            visit(node, [node])
    assert cycles == []


PRESENTATION = ("skilleval.report.text", "skilleval.report.compare", "skilleval.schemas")
"""What the CLI may import besides the API: how values are shown, and the schemas it prints."""


def test_the_cli_is_a_client_of_the_public_api() -> None:
    allowed = ("skilleval.cli", "skilleval.errors", "skilleval.loading.textfile", *PRESENTATION)
    reached = [
        (a, b) for a, b in imports() if a.startswith("skilleval.cli") and not b.startswith(allowed)
    ]
    assert reached == [], "the CLI reaches past skilleval.* into internals"


def test_bench_uses_only_the_public_api() -> None:
    bench = SRC.parent.parent / "bench"
    for path in sorted(bench.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                assert not node.module.startswith("skilleval."), (path.name, node.module)
            elif isinstance(node, ast.Import):
                assert all(not a.name.startswith("skilleval.") for a in node.names), path.name


def test_each_module_names_each_top_level_thing_once() -> None:
    """A second top-level definition of a name silently replaces the first for every use
    (a pattern defined twice is one pattern, the later), so each name is defined once."""
    twice = []
    for path in sorted(SRC.rglob("*.py")):
        seen: set[str] = set()
        for node in ast.parse(path.read_text()).body:
            if isinstance(node, ast.Assign):
                names = [t.id for t in node.targets if isinstance(t, ast.Name)]
            elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
                names = [node.target.id]
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                names = [node.name]
            else:
                continue
            twice += [f"{path.relative_to(SRC)}: {n}" for n in names if n in seen]
            seen.update(names)
    assert not twice, twice
