"""``DiagramView(dot)``: one Graphviz diagram in a notebook, drawn wherever Graphviz is.

With Graphviz in the kernel it is inline SVG (and a static export keeps that SVG as
``text/html``). Without it (JupyterLite, where there is no ``dot`` program) the front end
draws the DOT text with viz.js, as the Tutor does (docs/widget.md).
"""

from __future__ import annotations

import pathlib
from typing import Any, Final

import anywidget
import traitlets

from ..view.render import render_html, render_svg, renderer
from .assets import viz_module

__all__ = ["DiagramView"]

_STATIC: Final = pathlib.Path(__file__).parent / "static"


class DiagramView(anywidget.AnyWidget):
    """A Graphviz diagram from DOT text: ``DiagramView(wheel_dot("S"))``. Set ``dot`` to redraw."""

    _esm = "\n".join((_STATIC / name).read_text(encoding="utf-8") for name in ("viz_loader.js", "diagram.js"))

    dot = traitlets.Unicode("", help="The diagram as DOT text.").tag(sync=True)
    svg = traitlets.Unicode("", help="The kernel's SVG of dot; empty when the front end draws it.").tag(sync=True)
    viz_module = traitlets.Unicode("", help="viz.js's ES module text, sent only when the kernel has no Graphviz.").tag(
        sync=True
    )

    def __init__(self, dot: str, **kwargs: Any) -> None:
        if not isinstance(dot, str) or not dot.strip():
            raise ValueError("dot: give the diagram's DOT text")
        super().__init__(**kwargs)
        self.dot = dot

    @traitlets.observe("dot")
    def _draw(self, change: dict[str, Any]) -> None:
        if renderer() == "none":
            self.svg = ""
            if not self.viz_module:
                self.viz_module = viz_module()
        else:
            self.svg = render_svg(change["new"])

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        bundle = super()._repr_mimebundle_(**kwargs)
        data = bundle[0] if isinstance(bundle, tuple) else bundle
        if isinstance(data, dict):
            data["text/html"] = render_html(self.dot)  # what a static export shows
        return bundle
