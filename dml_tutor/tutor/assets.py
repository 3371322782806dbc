"""The front end's files: the one ES module and style sheet the widget loads, and viz.js."""

from __future__ import annotations

import functools
import pathlib
from typing import Final

__all__ = ["STATIC", "front_end", "viz_module"]

STATIC: Final = pathlib.Path(__file__).parent / "static"


@functools.cache
def viz_module() -> str:
    """viz.js (``static/viz/viz.js``, the npm package @viz-js/viz), read once per process."""
    return (STATIC / "viz" / "viz.js").read_text(encoding="utf-8")


def front_end(kind: str) -> str:
    """The one ES module (``kind="js"``) or style sheet (``"css"``) the widget loads: the shell's
    ``static/tutor.<kind>`` (after ``static/viz_loader.js``) followed by every pack panel's
    ``static/panels/*.<kind>``.

    anywidget loads a single module, so the panels are shipped inside it rather than
    fetched from relative URLs; each panel's script runs in its own block, where it calls
    ``registerPanel(name, {render})``.
    """
    parts = [(STATIC / f"tutor.{kind}").read_text(encoding="utf-8")]
    if kind == "js":  # the viz.js loader, shared with DiagramView's module (diagram.py)
        parts.insert(0, (STATIC / "viz_loader.js").read_text(encoding="utf-8"))
    for path in sorted((STATIC / "panels").glob(f"*.{kind}")):
        text = path.read_text(encoding="utf-8")
        parts.append(f"// panel {path.name}\n{{\n{text}\n}}\n" if kind == "js" else f"/* panel {path.name} */\n{text}")
    return "\n".join(parts)
