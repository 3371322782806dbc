"""The architecture is enforced, not described: import-linter's contracts (pyproject.toml)
and a standard-library-only core."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

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


DISPLAY = ("dml_tutor.view", "graphviz", "IPython", "anywidget", "ipywidgets", "traitlets", "matplotlib")


def _loaded_by(module: str) -> list[str]:
    code = f"import json, sys, {module}; print(json.dumps(sorted(sys.modules)))"
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    loaded: list[str] = json.loads(r.stdout)
    return [m for m in loaded if m.split(".")[0] in DISPLAY or m.startswith(DISPLAY[0])]


def test_the_engine_loads_no_display_code() -> None:
    """``import dml_tutor`` and importing any registered pack load no display library and
    not the view layer (a game's notebook HTML imports it on first display)."""
    from dml_tutor import games

    for module in ["dml_tutor", *(games.get(name).package for name in games.PACKS)]:
        assert _loaded_by(module) == [], f"importing {module} loads display code"


def test_a_games_notebook_html_loads_its_view_on_first_display() -> None:
    code = (
        "import sys, dml_tutor as dml; g = dml.Game(seed=1); assert 'dml_tutor.view' not in sys.modules; "
        "html = g._repr_html_(); assert 'dml_tutor.view.dml' in sys.modules and '<' in html; "
        "assert dml.Tutor.__name__ == 'Tutor' and dml.Branches.__name__ == 'Branches'"
    )
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
