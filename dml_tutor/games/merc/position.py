"""MERC positions: reading and checking a described end-of-game situation.

A position is JSON data (a dict, or its text); every key is checked, and anything
malformed is a :class:`PositionError` (a ``ValueError``) naming the field::

    {"day": 6, "turn": "dictator",
     "sectors": {"Capital": {"value": 5, "dictator": 2, "rebels": 0},
                 "Mine":    {"value": 4, "dictator": 0, "rebels": 3}},
     "dictator": {"base": "Capital", "revealed": true, "hand": 1, "deck": 0,
                  "card": {"sector": "Capital", "health": 3}}}

``dictator``/``rebels`` per sector count units (MERCs plus militia). ``base`` is the
base's sector, or null while it is not placed (then ``revealed`` is false). ``card`` is
the Dictator card in play, or null (it only comes into play with a revealed base).
Optional: ``dictator.tactic_played`` (default false), whether the Dictator has already
played a Tactics card this turn.
"""

from __future__ import annotations

import json
from typing import Any

from ...core.driver import is_int
from ...core.inputs import check_data, load_json, short_repr
from .moves import check_sector_name

__all__ = ["PositionError", "read_position"]

_TOP = ("day", "turn", "sectors", "dictator")
_SECTOR = ("value", "dictator", "rebels")
_DICTATOR = ("base", "revealed", "hand", "deck", "card")
_DICTATOR_OPTIONAL = ("tactic_played",)
_CARD = ("sector", "health")


class PositionError(ValueError):
    """A malformed position; ``field`` is the path of the field at fault ("sectors.Mine.value")."""

    def __init__(self, field: str, reason: str) -> None:
        self.field = field
        self.reason = reason
        super().__init__(f"position field {short_repr(field)}: {reason}")


def _keys(data: object, field: str, required: tuple[str, ...], optional: tuple[str, ...] = ()) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise PositionError(field, f"must be an object with {', '.join(required)}, got {type(data).__name__}")
    for key in data:
        if key not in required and key not in optional:
            known = ", ".join(required + optional)
            where = f"{field}.{key}" if field != "position" else str(key)
            raise PositionError(where, f"unknown field (known: {known})")
    for key in required:
        if key not in data:
            raise PositionError(f"{field}.{key}" if field != "position" else key, "is missing")
    return data


def _int(v: object, field: str, least: int) -> int:
    if not is_int(v) or v < least:
        raise PositionError(field, f"must be a whole number {least} or more, got {short_repr(v)}")
    return v


def _bool(v: object, field: str) -> bool:
    if not isinstance(v, bool):
        raise PositionError(field, f"must be true or false, got {short_repr(v)}")
    return v


def read_position(position: object) -> dict[str, Any]:
    """The position as checked JSON data (a copy: later edits to the caller's dict change
    nothing); a malformed one is a :class:`PositionError` naming the field."""
    try:
        if isinstance(position, str):
            position = load_json(position, "position")
        check_data(position, "position")
        data = json.loads(json.dumps(position, allow_nan=False))
    except PositionError:
        raise
    except (TypeError, ValueError, RecursionError) as e:
        raise PositionError("position", f"not JSON data: {e}") from None
    top: dict[str, Any] = _keys(data, "position", _TOP)
    _int(top["day"], "day", 1)
    if top["turn"] not in ("dictator", "rebels"):
        raise PositionError("turn", f"must be 'dictator' or 'rebels', got {short_repr(top['turn'])}")
    sectors = top["sectors"]
    if not isinstance(sectors, dict) or not sectors:
        raise PositionError("sectors", "must be an object of one or more sectors by name")
    for name, sector in sectors.items():
        try:
            check_sector_name(name, "sector name")
        except ValueError as e:
            raise PositionError(f"sectors.{name}", str(e)) from None
        _keys(sector, f"sectors.{name}", _SECTOR)
        for key in _SECTOR:
            _int(sector[key], f"sectors.{name}.{key}", 0)
    d = _keys(top["dictator"], "dictator", _DICTATOR, _DICTATOR_OPTIONAL)
    base = d["base"]
    if base is not None and (not isinstance(base, str) or base not in sectors):
        raise PositionError("dictator.base", f"must be one of the sectors or null, got {short_repr(base)}")
    _bool(d["revealed"], "dictator.revealed")
    if base is None and d["revealed"]:
        raise PositionError("dictator.revealed", "a base that is not placed (base null) cannot be revealed")
    _int(d["hand"], "dictator.hand", 0)
    _int(d["deck"], "dictator.deck", 0)
    played = _bool(d.get("tactic_played", False), "dictator.tactic_played")
    if played and top["turn"] != "dictator":
        raise PositionError("dictator.tactic_played", "only the Dictator's turn can have a Tactics card played")
    card = d["card"]
    if card is not None:
        _keys(card, "dictator.card", _CARD)
        if not isinstance(card["sector"], str) or card["sector"] not in sectors:
            raise PositionError("dictator.card.sector", f"must be one of the sectors, got {short_repr(card['sector'])}")
        _int(card["health"], "dictator.card.health", 1)
        if not d["revealed"]:
            raise PositionError(
                "dictator.card", "the Dictator card is only in play once the base is revealed (merc.card-in-play)"
            )
    return top
