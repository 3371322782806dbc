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

A position holds only what a game can have: the Tactics deck has 5 cards in all (the
seed's card-flow table), so ``hand`` plus ``deck`` is at most 5 (P-15); the other counts
(``day``, units, values, the card's health) are at most 999 and a map has at most 40
sectors, bounds on input far beyond any MERC game, so every game from a position ends.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from typing import Any

from ...core.driver import is_int
from ...core.inputs import check_data, load_json, read_seed, short_repr
from .moves import check_sector_name

__all__ = [
    "START",
    "CardAt",
    "Position",
    "PositionError",
    "SectorUnits",
    "parse_position",
    "random_position",
    "read_position",
]

_TOP = ("day", "turn", "sectors", "dictator")
_SECTOR = ("value", "dictator", "rebels")
_DICTATOR = ("base", "revealed", "hand", "deck", "card")
_DICTATOR_OPTIONAL = ("tactic_played",)
_CARD = ("sector", "health")

#: The Tactics cards in a game (the seed's card flow: 5 in the deck at the start).
TACTICS = 5
#: The largest day, unit count, sector value or card health a position may hold.
MAX_COUNT = 999
#: The most sectors a map may have.
MAX_SECTORS = 40

#: The seed's opening (its card-flow table): Day 1, the Dictator's turn, 5 Tactics in the
#: deck and none in hand, the base not yet placed.
START: dict[str, Any] = {
    "day": 1,
    "turn": "dictator",
    "sectors": {
        "Capital": {"value": 5, "dictator": 3, "rebels": 0},
        "Oil Field": {"value": 4, "dictator": 2, "rebels": 1},
        "Mine": {"value": 3, "dictator": 1, "rebels": 2},
        "Port": {"value": 3, "dictator": 1, "rebels": 1},
        "Village": {"value": 1, "dictator": 0, "rebels": 2},
        "Jungle": {"value": 1, "dictator": 0, "rebels": 0},
    },
    "dictator": {"base": None, "revealed": False, "hand": 0, "deck": 5, "card": None},
}


@dataclass(frozen=True)
class SectorUnits:
    """A sector of a position: its value and each side's units (MERCs plus militia)."""

    value: int
    dictator: int
    rebels: int


@dataclass(frozen=True)
class CardAt:
    """The Dictator card of a position: where it stands and its health."""

    sector: str
    health: int


@dataclass(frozen=True)
class Position:
    """A checked position, frozen: what a game starts from (:func:`parse_position`)."""

    day: int
    turn: str
    #: The sectors in the position's order, by name.
    sectors: tuple[tuple[str, SectorUnits], ...]
    base: str | None
    revealed: bool
    hand: int
    deck: int
    card: CardAt | None
    tactic_played: bool = False

    def to_json(self) -> dict[str, Any]:
        """The position as JSON data (what save files hold)."""
        d: dict[str, Any] = {
            "base": self.base,
            "revealed": self.revealed,
            "hand": self.hand,
            "deck": self.deck,
            "card": None if self.card is None else {"sector": self.card.sector, "health": self.card.health},
        }
        if self.tactic_played:
            d["tactic_played"] = True
        sectors = {n: {"value": u.value, "dictator": u.dictator, "rebels": u.rebels} for n, u in self.sectors}
        return {"day": self.day, "turn": self.turn, "sectors": sectors, "dictator": d}


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


def _int(v: object, field: str, least: int, most: int = MAX_COUNT) -> int:
    if not is_int(v) or not least <= v <= most:
        raise PositionError(field, f"must be a whole number from {least} to {most}, got {short_repr(v)}")
    return v


def _bool(v: object, field: str) -> bool:
    if not isinstance(v, bool):
        raise PositionError(field, f"must be true or false, got {short_repr(v)}")
    return v


def parse_position(position: object) -> Position:
    """A position (JSON data or its text) read into a frozen :class:`Position`; a malformed
    one is a :class:`PositionError` naming the field."""
    top = read_position(position)
    d = top["dictator"]
    c = d["card"]
    return Position(
        top["day"],
        top["turn"],
        tuple((n, SectorUnits(u["value"], u["dictator"], u["rebels"])) for n, u in top["sectors"].items()),
        d["base"],
        d["revealed"],
        d["hand"],
        d["deck"],
        None if c is None else CardAt(c["sector"], c["health"]),
        d.get("tactic_played", False),
    )


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
    if len(sectors) > MAX_SECTORS:
        raise PositionError("sectors", f"a map has at most {MAX_SECTORS} sectors, got {len(sectors)}")
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
    hand = _int(d["hand"], "dictator.hand", 0, TACTICS)
    deck = _int(d["deck"], "dictator.deck", 0, TACTICS)
    if hand + deck > TACTICS:
        raise PositionError(
            "dictator.deck", f"the Dictator has {TACTICS} Tactics cards in all (P-15): hand {hand} + deck {deck}"
        )
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


_NAMES = ("Capital", "Oil Field", "Mine", "Port", "Airstrip", "Village", "Jungle", "Factory")


def random_position(seed: int) -> dict[str, Any]:
    """A varied position from a seed, still running (no end reached yet), with few Tactics
    left so a random game ends within a few Days."""
    rng = random.Random(read_seed(seed))
    names = rng.sample(_NAMES, rng.randint(3, 6))
    sectors = {
        n: {"value": rng.randint(1, 5), "dictator": rng.randint(0, 3), "rebels": rng.randint(0, 3)} for n in names
    }
    day = rng.randint(1, 6)
    hand, deck = (0, 5) if day == 1 else (rng.randint(0, 3), rng.randint(0, 2))
    kind = rng.choice(("unplaced", "hidden", "revealed", "card_in_base", "card_elsewhere"))
    base = None if kind == "unplaced" else rng.choice(names)
    card = None
    if kind == "card_in_base":
        card = {"sector": base, "health": rng.randint(1, 3)}
    elif kind == "card_elsewhere":
        card = {"sector": rng.choice(names), "health": rng.randint(1, 3)}
    if base is not None and kind != "hidden":
        s = sectors[base]
        s["dictator"] = max(s["dictator"], s["rebels"], 1)  # the base still holds
    return {
        "day": day,
        "turn": rng.choice(("dictator", "rebels")),
        "sectors": sectors,
        "dictator": {
            "base": base,
            "revealed": kind not in ("unplaced", "hidden"),
            "hand": hand,
            "deck": deck,
            "card": card,
        },
    }
