"""What each DML seat may know (the observer, apart from the state).

A zone's knowledge level says who sees its cards: open (everyone), implied (seen going
in: the Hoard, whose top card is open too, and the Nest), hidden (face down: the deck,
Exile, Black Markets, the cards set aside at Setup) or private (its owner only: a
Treasury, a Merchant King until the End Stage reveals it, a face-down Seize card). Some
steps show every seat cards of a hidden zone (``shown``): the laid Seize cards at their
reveal, every Treasury in a Dragon Siege, the card Marauders take.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ...core.driver import is_int
from ...core.inputs import short_repr
from .table import Table

__all__ = ["hidden_zones", "knowledge", "observe", "owner", "player_view", "sees"]


def _kings_revealed(g: Table) -> bool:
    return g.result is not None and g.result.reason == "victory_points"


def owner(zone: str) -> int | None:
    """The seat a zone belongs to (a Treasury, a Merchant King, a laid Seize card), else None."""
    kind = zone.partition(":")[0]
    if kind in ("treasury", "king") or zone.startswith("pending:seize:"):
        return int(zone.rsplit(":", 1)[-1])
    return None


def knowledge(zone: str, kings_revealed: bool) -> tuple[str, int | None]:
    """A zone's knowledge level and, for a private zone, its owner."""
    kind = zone.partition(":")[0]
    if zone in ("deck", "exile", "pending:set_aside") or kind == "black_market":
        return "hidden", None  # face down: the cards set aside at Setup too (the 3-player undealt King)
    if zone in ("hoard", "nest"):
        return "implied", None
    if kind == "treasury" or (kind == "king" and not kings_revealed) or zone.startswith("pending:seize:"):
        return "private", owner(zone)
    return "open", None


def sees(seat: int | None, level: str, holder: int | None) -> bool:
    """Whether ``seat`` (None: everything) sees the cards of a zone of this knowledge level
    and owner: open and implied zones every seat, a private zone its owner, a hidden one nobody."""
    return seat is None or level in ("open", "implied") or (level == "private" and holder == seat)


def hidden_zones(g: Table, seat: int, zones: Iterable[str]) -> set[str]:
    """Which of these zones ``seat`` may not see (what :func:`player_view` leaves without cards)."""
    revealed = _kings_revealed(g)
    out = set()
    for name in zones:
        level, holder = knowledge(name, revealed)
        if not sees(seat, level, holder):
            out.add(name)
    return out


def observe(g: Table, seat: object = None) -> dict[str, Any]:
    """What ``seat`` may know (None: everything), zone by zone with knowledge levels."""
    if seat is not None and not (is_int(seat) and 0 <= seat < g.players):
        raise ValueError(f"no seat {short_repr(seat)}: seats are 0..{g.players - 1}, or None for everything")
    return player_view(g, seat)


def player_view(g: Table, seat: int | None) -> dict[str, Any]:
    """Zones with knowledge levels: open, implied (seen going in), hidden, private (owner only).

    The Dragon's Hoard is implied, but its top card is open: it also has a ``top`` entry.
    """
    revealed = _kings_revealed(g)
    out: dict[str, Any] = {}
    for name, cards in g.zones().items():
        level, holder = knowledge(name, revealed)
        visible = sees(seat, level, holder)
        out[name] = {"knowledge": level, "count": len(cards), "cards": [c.code for c in cards] if visible else None}
        if name == "hoard":  # its top card is public (dml-reference 3, Zones)
            out[name]["top"] = cards[0].code if cards else None
    ev = g.event
    return {
        "seat": seat,
        "round": g.round,
        "dealer": g.dealer,
        "active": g.active,
        "to_decide": g.current_player,
        "event": {
            "card": g.event_card.code if g.event_card else None,
            "type": ev.type,
            "value": ev.value,
            "player_effect": ev.player_effect,
            "market_effect": ev.market_effect,
        },
        "path": [str(f.label) for f in g.frames],
        "zones": out,
        # cards shown to every seat at this step though their zone stays hidden (a Seize
        # Attempt's reveal, a Dragon Siege, a Marauders loss): public from now on
        "shown": [c.code for c in g.shown],
    }
