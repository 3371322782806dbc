"""The tutor: a session in plain Python (:class:`TutorSession`), the view model it sends each
seat (:mod:`.viewmodel`), and the anywidget shell that shows it in Jupyter (:class:`Tutor`);
any game pack fills it through its panel (see docs/widget.md).

The widget classes are imported on first use, so ``dml_tutor.tutor.session`` (a server's
import) loads no widget library.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .panel import Diagram, Panel, Step
from .session import TutorSession
from .viewmodel import OPERATIONS, PUBLIC, VIEW_MODEL_VERSION

if TYPE_CHECKING:
    from .branches import Branches
    from .diagram import DiagramView
    from .widget import Tutor

__all__ = [
    "OPERATIONS",
    "PUBLIC",
    "VIEW_MODEL_VERSION",
    "Branches",
    "Diagram",
    "DiagramView",
    "Panel",
    "Step",
    "Tutor",
    "TutorSession",
]


def __getattr__(name: str) -> Any:
    """The widget classes, imported when first asked for (they load anywidget and ipywidgets)."""
    if name == "Branches":
        from .branches import Branches

        return Branches
    if name == "DiagramView":
        from .diagram import DiagramView

        return DiagramView
    if name == "Tutor":
        from .widget import Tutor

        return Tutor
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
