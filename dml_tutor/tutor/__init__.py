"""The tutor widget: step through a game in Jupyter (anywidget; see docs/widget.md)."""

from .widget import SEAT_MODES, Tutor

__all__ = ["SEAT_MODES", "Tutor"]
