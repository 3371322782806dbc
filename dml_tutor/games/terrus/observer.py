"""What each Terrus ruler may know (the observer, apart from the state).

Section 5 has no hidden information: every ruler's vitae, structures, Relics, INT and team
are on the table, so every seat observes the whole table (:meth:`.table.Table.table`).
"""

from __future__ import annotations

from typing import Any

from ...core.driver import is_int
from ...core.inputs import short_repr
from .table import Table

__all__ = ["observe"]


def observe(g: Table, seat: int | None = None) -> dict[str, Any]:
    """What ruler ``seat`` may know (None: everything): the whole table, in Terrus."""
    if seat is not None and not (is_int(seat) and 0 <= seat < len(g.rulers)):
        raise ValueError(f"no ruler {short_repr(seat)}: the rulers are 0..{len(g.rulers) - 1}, None everything")
    return g.table()
