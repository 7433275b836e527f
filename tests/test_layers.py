"""The layer order and the no-cycle rule (pyproject.toml ``[tool.importlinter]``, docs/architecture.md), checked
with import-linter, function-level imports included."""

from __future__ import annotations

import ast
import pathlib
import subprocess
import sys

import grimp
import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def graph():
    return grimp.build_graph("thieves_arcade", cache_dir=None)


def test_the_import_contracts_are_kept():
    # in a child process: import-linter configures logging with disable_existing_loggers, which would silence the
    # game's loggers for every later test in this process (caplog checks)
    config = str(ROOT / "pyproject.toml")
    code = ("import sys; from importlinter import cli; "
            f"sys.exit(cli.lint_imports(config_filename={config!r}, no_cache=True, no_logo=True))")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Contracts: 2 kept, 0 broken." in done.stdout


def function_level_imports() -> list[tuple[str, str, int]]:
    """(importing module, imported module, line) of every import of the game's own modules made inside a
    function body."""
    out = []
    for path in sorted((ROOT / "thieves_arcade").rglob("*.py")):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        package = parts[:-1] if parts[-1] != "__init__" else parts[:-1]
        module = ".".join(parts if parts[-1] != "__init__" else parts[:-1])
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for fn in [n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))]:
            for node in ast.walk(fn):
                if isinstance(node, ast.ImportFrom) and node.level:
                    base = package[:len(package) - (node.level - 1)]
                    target = ".".join(base + ([node.module] if node.module else []))
                    out.append((module, target, node.lineno))
                elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("thieves_arcade"):
                    out.append((module, node.module, node.lineno))
    return out


def test_the_contract_sees_imports_made_inside_functions(graph):
    """grimp (under import-linter) reads whole modules, so a function-level import is an edge of the graph the
    contracts check: a lazy import cannot hide a layer break or a cycle."""
    lazy = function_level_imports()
    assert len(lazy) > 50  # the lazy imports that keep the title's first frame fast
    missing = []
    for importer, imported, line in lazy:
        details = graph.get_import_details(importer=importer, imported=imported)
        if not any(d["line_number"] == line for d in details):
            # ``from . import x`` names a submodule: the edge goes to ``package.x``
            subs = [m for m in graph.find_modules_directly_imported_by(importer) if m.startswith(imported + ".")]
            if not any(d["line_number"] == line for m in subs
                       for d in graph.get_import_details(importer=importer, imported=m)):
                missing.append((importer, imported, line))
    assert missing == []


def import_cycles(graph) -> list[list[str]]:
    """Every import loop of the whole graph (function-level imports included): its strongly connected components of
    more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    cycles: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in graph.find_modules_directly_imported_by(v):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                cycles.append(sorted(component))

    for module in sorted(graph.modules):
        if module not in index:
            visit(module)
    return cycles


def test_no_import_cycle_anywhere_not_even_through_a_package_init(graph):
    """No loop in the whole import graph, function-level imports included: the sibling contract does not see a
    module importing its own package's ``__init__`` (which imports it back), e.g. a lazy ``from ..pickpocket import
    X`` inside ``scenes/pickpocket/table.py``."""
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 5000))
    assert import_cycles(graph) == []


def test_the_cycle_finder_finds_a_loop():
    """The finder itself: a package whose ``__init__`` imports a module that imports the package back."""
    g = grimp.ImportGraph()
    for m in ("pkg", "pkg.a", "pkg.b"):
        g.add_module(m)
    g.add_import(importer="pkg", imported="pkg.a")
    g.add_import(importer="pkg.a", imported="pkg.b")
    assert import_cycles(g) == []
    g.add_import(importer="pkg.b", imported="pkg")
    assert import_cycles(g) == [["pkg", "pkg.a", "pkg.b"]]


def test_scenes_never_import_the_process_half_of_the_app(graph):
    process = ("cli", "demo", "loop", "navigation", "resume", "display", "audio", "desktop")
    for scene in [m for m in graph.modules if m.startswith("thieves_arcade.scenes")]:
        for name in process:
            assert graph.find_shortest_chain(importer=scene, imported=f"thieves_arcade.app.{name}") is None, \
                (scene, name)


def test_nothing_in_the_game_imports_tools_or_tests():
    for path in (ROOT / "thieves_arcade").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                [node.module or ""] if isinstance(node, ast.ImportFrom) and not node.level else []
            assert not any(n.split(".")[0] in ("tools", "tests", "conftest") for n in names), (path, names)
