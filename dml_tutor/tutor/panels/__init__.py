"""Each game pack's tutor panel, found by the pack's name: ``panels/<pack>.py`` defines ``PANEL``.

A pack without a module here gets the generic :class:`~dml_tutor.tutor.panel.Panel`
(each seat, and the game's ``view(seat)`` data as rows). See docs/widget.md.
"""

from __future__ import annotations

from importlib import import_module

from ...core.pack import Pack
from ..panel import Panel


def panel_for(pack: Pack) -> Panel:
    """The tutor panel of ``pack``: its own (``panels/<name>.py``), else the generic one."""
    name = f"{__name__}.{pack.name}"
    try:
        module = import_module(name)
    except ModuleNotFoundError as e:
        if e.name != name:
            raise
        return Panel(pack)
    panel_class: type[Panel] = module.PANEL
    return panel_class(pack)
