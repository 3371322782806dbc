"""The front end's files: the one ES module and style sheet the widget loads, and viz.js."""

from __future__ import annotations

import functools
import pathlib
import warnings
from typing import Final

from .. import games

__all__ = ["PARTS", "STATIC", "front_end", "panel_assets", "viz_module"]

STATIC: Final = pathlib.Path(__file__).parent / "static"
#: The shell's script in parts (``static/tutor/<part>.js``), in the order they are joined.
PARTS: Final = ("base", "decision", "hint", "log", "diagrams", "shell")


@functools.cache
def viz_module() -> str:
    """viz.js (``static/viz/viz.js``, the npm package @viz-js/viz), read once per process."""
    return (STATIC / "viz" / "viz.js").read_text(encoding="utf-8")


def panel_assets(kind: str) -> dict[str, str]:
    """Every registered pack's panel script (``kind="js"``, ``Pack.script``) or styles (``"css"``,
    ``Pack.styles``), by pack name: read from each pack's own package, so a pack installed as its
    own distribution brings its table view. A pack that fails to load is left out with a warning
    (the tutor refuses it by name when asked for it)."""
    out: dict[str, str] = {}
    for name in games.names():
        try:
            pack = games.get(name)
        except games.PackError as e:
            warnings.warn(f"{e}: its panel is left out of the front end", stacklevel=2)
            continue
        path = pack.script if kind == "js" else pack.styles
        if path:
            out[name] = pack.asset(path)
    return out


def front_end(kind: str) -> str:
    """The one ES module (``kind="js"``) or style sheet (``"css"``) the widget loads: the shell's
    ``static/tutor.css``, or ``static/viz_loader.js`` and the shell's :data:`PARTS`, followed by
    every registered pack's panel script or styles (:func:`panel_assets`).

    anywidget loads a single module, so the panels are shipped inside it rather than
    fetched from relative URLs; each panel's script runs in its own block, where it calls
    ``registerPanel(name, {render})``.
    """
    # the viz.js loader first, shared with DiagramView's module (diagram.py)
    names = ["viz_loader.js", *(f"tutor/{part}.js" for part in PARTS)] if kind == "js" else ["tutor.css"]
    parts = [(STATIC / name).read_text(encoding="utf-8") for name in names]
    for name, text in panel_assets(kind).items():
        parts.append(f"// panel {name}\n{{\n{text}\n}}\n" if kind == "js" else f"/* panel {name} */\n{text}")
    return "\n".join(parts)
