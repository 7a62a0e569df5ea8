"""The code is in layers: no module of `engine/` or `ui/` imports, however indirectly, a
module that imports it back, and `engine/` never imports `ui/`. Imports are read from the
source with `ast`, so every import counts: at the top, inside a function, under
`if TYPE_CHECKING:` (a type-only cycle still ties two modules together), relative or not."""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("engine", "ui")


def modules(root: Path) -> dict[str, Path]:
    """Every module of the layered packages under `root`, by dotted name (a package is
    its `__init__.py`)."""
    found = {}
    for package in PACKAGES:
        for path in sorted((root / package).rglob("*.py")):
            parts = path.relative_to(root).with_suffix("").parts
            found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


def _known(name: str, known: dict[str, Path]) -> str | None:
    """The module `name` names, or the closest package holding it among `known`."""
    parts = name.split(".")
    for end in range(len(parts), 0, -1):
        if ".".join(parts[:end]) in known:
            return ".".join(parts[:end])
    return None


def imports(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    """The modules among `known` that module `name` imports anywhere in its source."""
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    targets = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            targets.update(_known(alias.name, known) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package[:len(package) - node.level + 1] if node.level else []
            source = ".".join(base + (node.module.split(".") if node.module else []))
            for alias in node.names:
                submodule = f"{source}.{alias.name}"
                targets.add(submodule if submodule in known else _known(source, known))
    targets.discard(None)
    targets.discard(name)
    return targets


def graph(root: Path) -> dict[str, set[str]]:
    """Who imports whom among the modules of `engine/` and `ui/`."""
    known = modules(root)
    return {name: imports(name, path, known) for name, path in known.items()}


def tangles(edges: dict[str, set[str]]) -> list[set[str]]:
    """The groups of two or more modules that all reach each other through imports
    (Tarjan's strongly connected components)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[set[str]] = []
    for start in sorted(edges):
        if start in index:
            continue
        work = [(start, iter(sorted(edges[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        while work:  # iterative depth-first walk: one step per edge, so it always ends
            node, children = work[-1]
            child = next(children, None)
            if child is None:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    tangle = set(stack[stack.index(node):])
                    del stack[stack.index(node):]
                    if len(tangle) > 1:
                        found.append(tangle)
            elif child not in index:
                index[child] = low[child] = len(index)
                stack.append(child)
                work.append((child, iter(sorted(edges.get(child, ())))))
            elif child in stack:
                low[node] = min(low[node], index[child])
    return found


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """One import circle per tangle, written as the modules in import order, the first
    one again last."""
    return [_circle(tangle, edges) for tangle in tangles(edges)]


def _circle(tangle: set[str], edges: dict[str, set[str]]) -> list[str]:
    """A shortest import path from the tangle's first module back to itself."""
    first = min(tangle)
    paths = {first: [first]}
    frontier = [first]
    while frontier:  # breadth-first within the tangle: each module is visited once
        following = []
        for node in frontier:
            for child in sorted(edges[node] & tangle):
                if child == first:
                    return paths[node] + [first]
                if child not in paths:
                    paths[child] = paths[node] + [child]
                    following.append(child)
        frontier = following
    raise AssertionError(f"{sorted(tangle)} is not a tangle")


def _tree(tmp_path: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text, encoding="utf-8")
    return tmp_path


def test_no_module_of_engine_or_ui_is_part_of_an_import_cycle():
    edges = graph(ROOT)
    found = [f"{' -> '.join(_circle(t, edges))} (tangled: {', '.join(sorted(t))})"
             for t in tangles(edges)]
    assert not found, "import cycles:\n" + "\n".join(found)


def test_the_engine_never_imports_the_interface():
    reached = sorted(f"{name} -> {target}" for name, targets in graph(ROOT).items()
                     if name.split(".")[0] == "engine"
                     for target in targets if target.split(".")[0] == "ui")
    assert not reached, f"engine modules importing ui: {reached}"


def test_a_cycle_through_a_type_only_relative_import_is_found_and_named(tmp_path):
    root = _tree(tmp_path, {
        "engine/__init__.py": "",
        "ui/__init__.py": "",
        "ui/app.py": "from .games import Ctx\n",
        "ui/games/__init__.py": "def ui_for():\n    from .board import Board\n",
        "ui/games/board.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                             "    from ..app import App\n",
        "ui/lone.py": "import ui.games.board\nfrom ui import app\n",
    })
    edges = graph(root)
    assert edges["ui.games"] == {"ui.games.board"}
    assert edges["ui.games.board"] == {"ui.app"}
    assert edges["ui.lone"] == {"ui.games.board", "ui.app"}
    assert cycles(edges) == [["ui.app", "ui.games", "ui.games.board", "ui.app"]]


def test_an_engine_module_importing_the_interface_is_seen(tmp_path):
    root = _tree(tmp_path, {"engine/__init__.py": "", "engine/rules.py": "import ui.art\n",
                            "ui/__init__.py": "", "ui/art.py": ""})
    assert graph(root)["engine.rules"] == {"ui.art"}


def test_layered_modules_have_no_cycle(tmp_path):
    root = _tree(tmp_path, {
        "engine/__init__.py": "",
        "engine/core.py": "",
        "ui/__init__.py": "",
        "ui/base.py": "import engine.core\n",
        "ui/app.py": "from . import base\nfrom engine import core\n",
    })
    assert graph(root)["ui.app"] == {"ui.base", "engine.core"}
    assert cycles(graph(root)) == []
