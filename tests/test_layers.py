"""The architecture is enforced, not described: import-linter's contracts (pyproject.toml)
and a standard-library-only core."""

from __future__ import annotations

import ast
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
