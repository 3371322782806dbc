"""The front end's files: the one ES module and style sheet the widget loads, and viz.js."""

from __future__ import annotations

import functools
import pathlib
from typing import Final

__all__ = ["PARTS", "STATIC", "front_end", "viz_module"]

STATIC: Final = pathlib.Path(__file__).parent / "static"
#: The shell's script in parts (``static/tutor/<part>.js``), in the order they are joined.
PARTS: Final = ("base", "decision", "hint", "log", "diagrams", "shell")


@functools.cache
def viz_module() -> str:
    """viz.js (``static/viz/viz.js``, the npm package @viz-js/viz), read once per process."""
    return (STATIC / "viz" / "viz.js").read_text(encoding="utf-8")


def front_end(kind: str) -> str:
    """The one ES module (``kind="js"``) or style sheet (``"css"``) the widget loads: the shell's
    ``static/tutor.css``, or ``static/viz_loader.js`` and the shell's :data:`PARTS`, followed by
    every pack panel's ``static/panels/*.<kind>``.

    anywidget loads a single module, so the panels are shipped inside it rather than
    fetched from relative URLs; each panel's script runs in its own block, where it calls
    ``registerPanel(name, {render})``.
    """
    # the viz.js loader first, shared with DiagramView's module (diagram.py)
    names = ["viz_loader.js", *(f"tutor/{part}.js" for part in PARTS)] if kind == "js" else ["tutor.css"]
    parts = [(STATIC / name).read_text(encoding="utf-8") for name in names]
    for path in sorted((STATIC / "panels").glob(f"*.{kind}")):
        text = path.read_text(encoding="utf-8")
        parts.append(f"// panel {path.name}\n{{\n{text}\n}}\n" if kind == "js" else f"/* panel {path.name} */\n{text}")
    return "\n".join(parts)
