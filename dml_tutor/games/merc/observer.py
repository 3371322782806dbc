"""What each MERC side may know (the observer, apart from the state).

The Dictator (seat 0) sees the whole table; the Rebels (seat 1) do not see where a placed
but unrevealed base is. :func:`observe` is the view a seat is sent, :func:`secrets` the
strings it must never contain (the conformance suite checks both).
"""

from __future__ import annotations

import json
from dataclasses import asdict
from typing import Any

from ...core.driver import is_int
from ...core.inputs import short_repr
from .moves import DICTATOR, REBELS
from .table import Table

__all__ = ["observe", "secrets"]


def observe(g: Table, seat: int | None = None) -> dict[str, Any]:
    """What a side may know: everything (``None``), the Dictator's (seat 0) or the
    Rebels' (seat 1). The Rebels do not see where an unrevealed base is; each sector
    carries its control, and ``values`` each side's total."""
    if seat is not None and not (is_int(seat) and seat in (DICTATOR, REBELS)):
        raise ValueError(f"no seat {short_repr(seat)}: 0 is the Dictator, 1 the Rebels, None everything")
    out = g.state()
    for name, s in out["sectors"].items():
        s["control"] = g.control(name)
    d = out["dictator"]
    d["base_placed"] = g.base is not None
    d["tactic_played"] = g.tactic_played
    if seat == REBELS and not g.revealed:
        d["base"] = None
    out["values"] = g.values()
    out["result"] = None if g.result is None else asdict(g.result)
    return out


def secrets(g: Table, seat: int) -> set[str]:
    """The Rebels may not know where a placed but unrevealed base is."""
    if seat == REBELS and g.base is not None and not g.revealed:
        return {json.dumps({"base": g.base}, ensure_ascii=False)[1:-1]}
    return set()
