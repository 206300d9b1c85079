"""The layering rules of docs/architecture.md, checked on the source (imports as written)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

SRC = Path(__file__).parents[2] / "src"
CORE = ("corpus", "retrieval", "sophia", "library", "shell", "store")


def _modules() -> dict[str, Path]:
    found = {}
    for path in (SRC / "oshun").rglob("*.py"):
        if "migrations" in path.parts:  # Alembic scripts are run, never imported
            continue
        name = ".".join(path.relative_to(SRC).with_suffix("").parts).removesuffix(".__init__")
        found[name] = path
    return found


MODULES = _modules()


def _imports(path: Path) -> set[str]:
    """Modules of ``oshun`` that ``path`` imports (anywhere but under TYPE_CHECKING)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and getattr(node.test, "id", "") == "TYPE_CHECKING":
            node.body = []
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            for alias in node.names:
                full = f"{node.module}.{alias.name}"
                names.add(full if full in MODULES else node.module)
    resolved = set()
    for name in names:
        while name and name not in MODULES:
            name = name.rpartition(".")[0]
        if name.startswith("oshun"):
            resolved.add(name)
    return resolved


GRAPH = {name: _imports(path) - {name} for name, path in MODULES.items()}


def test_no_import_cycle() -> None:
    state: dict[str, int] = {}  # 1: on the current path, 2: done

    def visit(name: str, path: list[str]) -> None:
        state[name] = 1
        for other in sorted(GRAPH[name]):
            if state.get(other) == 1:
                cycle = [*path[path.index(other) :], other] if other in path else [name, other]
                pytest.fail("import cycle: " + " → ".join(cycle))
            if other not in state:
                visit(other, [*path, other])
        state[name] = 2

    for name in sorted(GRAPH):
        if name not in state:
            visit(name, [name])


def _package(module: str) -> str:
    """``oshun.shell.users`` → ``oshun.shell``; a top-level module is its own package."""
    return ".".join(module.split(".")[:2])


def test_no_import_cycle_between_packages() -> None:
    """Module cycles aside, no two packages (or top-level modules) may import each other."""
    packages: dict[str, set[str]] = {}
    for module, deps in GRAPH.items():
        packages.setdefault(_package(module), set()).update(_package(dep) for dep in deps)
    for name, deps in packages.items():
        deps.discard(name)
        deps.discard("oshun")  # the package's __init__: its version string only

    def reaches(start: str, goal: str) -> list[str] | None:
        seen, stack = {start}, [[start]]
        while stack:
            path = stack.pop()
            for other in sorted(packages.get(path[-1], ())):
                if other == goal:
                    return [*path, other]
                if other not in seen:
                    seen.add(other)
                    stack.append([*path, other])
        return None

    loops = [loop for name in sorted(packages) if (loop := reaches(name, name))]
    assert loops == [], "package import loops: " + "; ".join(" → ".join(x) for x in loops)


@pytest.mark.parametrize("package", CORE)
def test_core_packages_never_import_the_web_layer(package: str) -> None:
    offenders = {
        module: sorted(dep for dep in deps if dep.startswith("oshun.web") or dep == "oshun.app")
        for module, deps in GRAPH.items()
        if module.startswith(f"oshun.{package}")
    }
    assert {m: d for m, d in offenders.items() if d} == {}


def test_only_the_retrieval_backends_know_tantivy() -> None:
    """Everything else reaches a backend through ``SearchBackend`` (chosen by a setting)."""
    users = sorted(m for m, p in MODULES.items() if "import tantivy" in p.read_text())
    assert users == ["oshun.retrieval.tantivy_backend"]
    importers = sorted(m for m, deps in GRAPH.items() if "oshun.retrieval.tantivy_backend" in deps)
    assert importers == []


def test_retrieval_never_imports_the_corpus() -> None:
    """Ingest hands retrieval its documents; a rebuild is handed in (``IndexKeeper``)."""
    offenders = sorted(
        m
        for m, deps in GRAPH.items()
        if m.startswith("oshun.retrieval") and any(d.startswith("oshun.corpus") for d in deps)
    )
    assert offenders == []
