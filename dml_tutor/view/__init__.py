"""The display layer: DOT diagrams for any pack, SVG rendering, static HTML of a table.

Nothing here changes a game; it reads games and draws them. Importing this package
registers each pack's notebook HTML view (``Game._repr_html_``), so the engine never
imports display code.
"""

from __future__ import annotations

from ..core.driver import Driver
from . import dml

Driver.html_views["dml"] = dml.game_html
