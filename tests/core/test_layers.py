"""The architecture is enforced, not described: import-linter's contracts (pyproject.toml)
and a standard-library-only core."""

from __future__ import annotations

import ast
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

import dml_tutor

PACKAGE = Path(dml_tutor.__file__).parent


def test_import_contracts_hold() -> None:
    lint = Path(sys.executable).with_name("lint-imports")
    r = subprocess.run([str(lint)], cwd=PACKAGE.parent, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "0 broken" in r.stdout


def test_core_uses_the_standard_library_only_and_no_game_words() -> None:
    allowed = set(sys.stdlib_module_names)
    for path in sorted((PACKAGE / "core").rglob("*.py")):
        source = path.read_text("utf-8")
        tree = ast.parse(source)
        typing_only = {  # imports under `if TYPE_CHECKING:` never run (core/native.py's compiler hint)
            id(n)
            for block in ast.walk(tree)
            if isinstance(block, ast.If) and ast.unparse(block.test) == "TYPE_CHECKING"
            for stmt in block.body
            for n in ast.walk(stmt)
        }
        for node in ast.walk(tree):
            if id(node) in typing_only:
                continue
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            else:
                continue
            outside = [n for n in names if n.split(".")[0] not in allowed]
            assert not outside, f"{path.name} imports {outside}: the core is standard library only"
        for word in ("Merchant", "Dragon", "Treasury", "Stock", "DML", "Dictator", "Terrus"):
            assert word not in source, f"{path.name} speaks of {word!r}: the core knows no game"


DISPLAY = ("graphviz", "IPython", "anywidget", "ipywidgets", "traitlets", "matplotlib")
#: The layers that draw, and a pack's own display and scenarios (``games.<name>.display``).
DRAWING = re.compile(r"dml_tutor\.(view|tutor|scenarios)\b|dml_tutor\.games\.\w+\.(display|scenarios)\b")


def _loaded_by(module: str) -> list[str]:
    code = f"import json, sys, {module}; print(json.dumps(sorted(sys.modules)))"
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    loaded: list[str] = json.loads(r.stdout)
    return [m for m in loaded if m.split(".")[0] in DISPLAY or DRAWING.match(m)]


def test_the_engine_loads_no_display_code() -> None:
    """``import dml_tutor`` and importing any registered pack load no display library and
    not the view layer (a game's notebook HTML imports it on first display)."""
    from dml_tutor import games

    for module in ["dml_tutor", *(games.get(name).package for name in games.PACKS)]:
        assert _loaded_by(module) == [], f"importing {module} loads display code"
    drawn = _loaded_by("dml_tutor.games.dml.display.panel")  # the check sees a pack's display part
    assert {"dml_tutor.games.dml.display.panel", "dml_tutor.tutor.panel", "dml_tutor.view.render"} <= set(drawn)


def test_a_games_notebook_html_loads_its_view_on_first_display() -> None:
    code = (
        "import sys, dml_tutor as dml; g = dml.Game(seed=1); assert 'dml_tutor.view' not in sys.modules; "
        "html = g._repr_html_(); assert 'dml_tutor.games.dml.display.drawings' in sys.modules and '<' in html; "
        "assert dml.Tutor.__name__ == 'DmlTutor' and dml.Branches.__name__ == 'Branches'"
    )
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr


def import_cycles() -> list[set[str]]:
    """Every import cycle among dml_tutor's modules (imports under ``TYPE_CHECKING`` count:
    grimp, the graph import-linter builds on, reads every import statement), as the sets of
    modules of the strongly connected components of the import graph (Tarjan)."""
    import grimp

    graph = grimp.build_graph("dml_tutor", include_external_packages=False, cache_dir=None)
    edges = {m: sorted(graph.find_modules_directly_imported_by(m)) for m in sorted(graph.modules)}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    cycles: list[set[str]] = []
    for root in edges:
        if root in index:
            continue
        work = [(root, iter(edges[root]))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(edges.get(child, ()))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = set()
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.add(member)
                    if member == node:
                        break
                if len(component) > 1 or node in edges[node]:
                    cycles.append(component)
    return cycles


def test_no_import_cycle_at_all() -> None:
    """No module imports one that imports it back, not even for types only (DML's
    Game/sequences cycle went with the pack's split into table, game and observer)."""
    assert import_cycles() == []


def test_the_cycle_finder_finds_a_cycle(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The finder can fail: a two-module cycle hidden under TYPE_CHECKING is found."""
    pkg = tmp_path / "dml_tutor"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "a.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from . import b\n")
    (pkg / "b.py").write_text("from . import a\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    for name in [m for m in sys.modules if m == "dml_tutor" or m.startswith("dml_tutor.")]:
        monkeypatch.delitem(sys.modules, name)
    assert import_cycles() == [{"dml_tutor.a", "dml_tutor.b"}]


def _game_of(module: str) -> str | None:
    """The pack a module of dml_tutor belongs to (``dml_tutor.games.<name>...``), or None."""
    parts = module.split(".")
    return parts[2] if len(parts) > 2 and parts[:2] == ["dml_tutor", "games"] else None


def imports_of_a_game_from_outside() -> list[tuple[str, str]]:
    """Every import of a particular game by a module outside that game's folder (the package
    root, DML's public API, excepted), as (importer, imported), from grimp's graph of every
    import statement, those inside functions and under ``TYPE_CHECKING`` included."""
    import grimp

    graph = grimp.build_graph("dml_tutor", include_external_packages=False, cache_dir=None)
    found = []
    for importer in sorted(graph.modules):
        if importer == "dml_tutor":
            continue
        for imported in sorted(graph.find_modules_directly_imported_by(importer)):
            game = _game_of(imported)
            if game is not None and _game_of(importer) != game:
                found.append((importer, imported))
    return found


def test_no_module_outside_a_games_folder_imports_that_game() -> None:
    """Outside ``games/<name>``, the tutor, the lab, the apps and the other packs reach a game
    through the registry and its descriptor (``games.get(name)``, ``Pack.panel``, ...), never by
    importing it; the command line and the app name their default game by its registered name."""
    assert imports_of_a_game_from_outside() == []


def test_the_game_import_finder_finds_one(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The finder can fail: a tutor module importing a pack, and a pack importing another."""
    pkg = tmp_path / "dml_tutor"
    for folder in ("games/chess", "games/go", "tutor"):
        (pkg / folder).mkdir(parents=True)
    for init in ("", "games", "games/chess", "games/go", "tutor"):
        (pkg / init / "__init__.py").write_text("")
    (pkg / "games" / "chess" / "board.py").write_text("from . import rules\n")
    (pkg / "games" / "chess" / "rules.py").write_text("")
    (pkg / "games" / "go" / "board.py").write_text("from ..chess import rules\n")
    (pkg / "tutor" / "panel.py").write_text("def f():\n    from ..games.chess import board\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    for name in [m for m in sys.modules if m == "dml_tutor" or m.startswith("dml_tutor.")]:
        monkeypatch.delitem(sys.modules, name)
    assert imports_of_a_game_from_outside() == [
        ("dml_tutor.games.go.board", "dml_tutor.games.chess.rules"),
        ("dml_tutor.tutor.panel", "dml_tutor.games.chess.board"),
    ]


def _games_loaded_by(module: str) -> set[str]:
    code = f"import json, sys, {module}; print(json.dumps(sorted(sys.modules)))"
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    return {game for m in json.loads(r.stdout) if (game := _game_of(m)) is not None}


def test_importing_the_core_or_a_pack_loads_no_other_game() -> None:
    """The package root is lazy (PEP 562): ``import dml_tutor.core`` loads no game, a pack only
    itself (a pack in its own distribution too), ``import dml_tutor`` nothing until DML's names
    are asked for; then ``dml.Game`` is DML's."""
    from dml_tutor import games

    assert _games_loaded_by("dml_tutor.core") == set()
    assert _games_loaded_by("dml_tutor") == set()
    assert _games_loaded_by("dml_tutor.games") == set()
    for name, where in games.PACKS.items():
        module = where.partition(":")[0]
        expected = {name} if module.startswith("dml_tutor.games.") else set()
        assert _games_loaded_by(module) == expected, f"importing the {name} pack loads another game"
    code = (
        "import dml_tutor as dml; g = dml.Game(seed=1); assert g.pack == 'dml' and isinstance(dml.compiled, bool); "
        "missing = [n for n in dml.__all__ if getattr(dml, n, None) is None]; assert not missing, missing"
    )
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
