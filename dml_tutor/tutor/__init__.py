"""The tutor widget: a shell any game pack fills, stepped in Jupyter (anywidget; see docs/widget.md)."""

from .branches import Branches
from .diagram import DiagramView
from .panel import Diagram, Panel, Step
from .widget import SEAT_MODES, Tutor

__all__ = ["SEAT_MODES", "Branches", "Diagram", "DiagramView", "Panel", "Step", "Tutor"]
