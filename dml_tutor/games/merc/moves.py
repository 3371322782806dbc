"""MERC's moves: small immutable values with a JSON record and a readable printed form.

Two sides play: seat 0 is the Dictator, seat 1 the Rebels (who win or lose together).
A move is accepted as one of these values, as its JSON record (a dict, or JSON text) or
as its printed text (``str(move)``, optionally prefixed ``"Dictator: "``/``"Rebels: "``):

=====================  =========================================================================
``Combat``             ``{"move": "combat", "sector": "Mine", "dictator_losses": 1, "rebel_losses": 0,
                       "dictator_damage": 0}`` / ``combat in Mine: Dictator loses 1, Rebels lose 0``
``PlayTactic``         ``{"move": "play_tactic"}`` / ``play a Tactics card``
``RevealBase``         ``{"move": "reveal_base", "sector": "Capital"}`` / ``reveal the base in Capital``
``EndTurn``            ``{"move": "end_turn"}`` / ``end the Dictator's turn``
=====================  =========================================================================
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, ClassVar

from ...core.driver import is_int
from ...core.inputs import check_data, load_json, read_name, short_repr

DICTATOR = 0
REBELS = 1
#: Seat -> side name (in positions, results and views).
SIDES = ("dictator", "rebels")
#: Side name -> how the printed forms name it.
SIDE_TITLE = {"dictator": "Dictator", "rebels": "Rebels"}
#: "the Dictator's turn", "the Rebels' turn".
POSSESSIVE = {"dictator": "the Dictator's", "rebels": "the Rebels'"}


def check_sector_name(name: object, field: str) -> str:
    """A sector name as positions and moves may use it: a name (:func:`read_name`: at most
    60 characters, all typeable) without ':', which ends the sector in a combat's printed form."""
    return read_name(name, field, forbidden=":")


def _count(v: object, field: str) -> int:
    if not is_int(v) or v < 0:
        raise ValueError(f"{field} must be a whole number 0 or more, got {short_repr(v)}")
    return v


def _seat(v: object) -> int:
    if not is_int(v) or v not in (DICTATOR, REBELS):
        raise ValueError(f"seat must be 0 (the Dictator) or 1 (the Rebels), got {short_repr(v)}")
    return v


@dataclass(frozen=True, slots=True)
class Combat:
    """A combat in ``sector``: units each side loses and damage to the Dictator card."""

    seat: int
    sector: str
    dictator_losses: int = 0
    rebel_losses: int = 0
    dictator_damage: int = 0
    name: ClassVar[str] = "combat"

    def checked(self) -> Combat:
        _seat(self.seat)
        check_sector_name(self.sector, "combat field 'sector'")
        for f in ("dictator_losses", "rebel_losses", "dictator_damage"):
            _count(getattr(self, f), f"combat field {f!r}")
        return self

    def to_json(self) -> dict[str, Any]:
        return {
            "move": "combat",
            "sector": self.sector,
            "dictator_losses": self.dictator_losses,
            "rebel_losses": self.rebel_losses,
            "dictator_damage": self.dictator_damage,
        }

    def __str__(self) -> str:
        text = f"combat in {self.sector}: Dictator loses {self.dictator_losses}, Rebels lose {self.rebel_losses}"
        if self.dictator_damage:
            text += f", the Dictator card takes {self.dictator_damage} damage"
        return text


@dataclass(frozen=True, slots=True)
class PlayTactic:
    """The Dictator plays one Tactics card from hand."""

    seat: int = DICTATOR
    name: ClassVar[str] = "play_tactic"

    def checked(self) -> PlayTactic:
        _seat(self.seat)
        return self

    def to_json(self) -> dict[str, Any]:
        return {"move": "play_tactic"}

    def __str__(self) -> str:
        return "play a Tactics card"


@dataclass(frozen=True, slots=True)
class RevealBase:
    """The Dictator reveals the base (placing it in ``sector`` if it is not placed yet)."""

    seat: int
    sector: str
    name: ClassVar[str] = "reveal_base"

    def checked(self) -> RevealBase:
        _seat(self.seat)
        check_sector_name(self.sector, "reveal_base field 'sector'")
        return self

    def to_json(self) -> dict[str, Any]:
        return {"move": "reveal_base", "sector": self.sector}

    def __str__(self) -> str:
        return f"reveal the base in {self.sector}"


@dataclass(frozen=True, slots=True)
class EndTurn:
    """The side to move ends its turn."""

    seat: int
    name: ClassVar[str] = "end_turn"

    def checked(self) -> EndTurn:
        _seat(self.seat)
        return self

    def to_json(self) -> dict[str, Any]:
        return {"move": "end_turn"}

    def __str__(self) -> str:
        return f"end {POSSESSIVE[SIDES[self.seat]]} turn"


Move = Combat | PlayTactic | RevealBase | EndTurn
MOVE_TYPES: tuple[type[Move], ...] = (Combat, PlayTactic, RevealBase, EndTurn)

#: Each move's JSON keys: required, then optional.
_KEYS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "combat": (("sector", "dictator_losses", "rebel_losses"), ("dictator_damage",)),
    "play_tactic": ((), ()),
    "reveal_base": (("sector",), ()),
    "end_turn": ((), ()),
}


def move_from_json(data: object, seat: int) -> Move:
    """A move from its JSON record, made by ``seat``; a malformed record is a ``ValueError``
    naming the field."""
    data = load_json(data, "move") if isinstance(data, str) else data
    check_data(data, "move")
    if not isinstance(data, dict):
        raise ValueError(f"a move must be a JSON object with a 'move' field, got {type(data).__name__}")
    kind = data.get("move")
    if not isinstance(kind, str) or kind not in _KEYS:
        raise ValueError(f"move field 'move' must be one of {', '.join(_KEYS)}, got {short_repr(kind)}")
    required, optional = _KEYS[kind]
    for key in data:
        if key != "move" and key not in required and key not in optional:
            fields = ", ".join(required + optional) or "none"
            raise ValueError(f"{kind} has no field {short_repr(key)} (its fields: {fields})")
    for key in required:
        if key not in data:
            raise ValueError(f"{kind} field {key!r} is missing")
    if kind == "combat":
        return Combat(
            seat,
            check_sector_name(data["sector"], "combat field 'sector'"),
            _count(data["dictator_losses"], "combat field 'dictator_losses'"),
            _count(data["rebel_losses"], "combat field 'rebel_losses'"),
            _count(data.get("dictator_damage", 0), "combat field 'dictator_damage'"),
        )
    if kind == "play_tactic":
        return PlayTactic(seat)
    if kind == "reveal_base":
        return RevealBase(seat, check_sector_name(data["sector"], "reveal_base field 'sector'"))
    return EndTurn(seat)


_COMBAT = re.compile(
    r"combat\s+in\s+(?P<sector>[^:]+?)\s*:\s*dictator\s+loses\s+(?P<dl>\d{1,20})\s*,\s*rebels\s+lose\s+(?P<rl>\d{1,20})"
    r"(?:\s*,\s*the\s+dictator\s+card\s+takes\s+(?P<dmg>\d{1,20})\s+damage)?",
    re.IGNORECASE,
)
_REVEAL = re.compile(r"reveal\s+the\s+base\s+in\s+(?P<sector>.+)", re.IGNORECASE)
_TACTIC = re.compile(r"play\s+a\s+tactics\s+card", re.IGNORECASE)
_END = re.compile(r"end(?:\s+the)?(?:\s+(?P<side>dictator's|rebels'))?\s+turn", re.IGNORECASE)
_PREFIX = re.compile(r"(?P<side>dictator|rebels)\s*:\s*", re.IGNORECASE)


def parse_move(text: str, seat: int) -> Move:
    """A move from its printed form (as ``str(move)`` writes it; the case and spacing of its
    words are free, and a ``"Dictator: "``/``"Rebels: "`` prefix names the side). A sector
    is read exactly as written, inner spaces and all: it names that sector or none."""
    if len(text) > 200:
        raise ValueError(f"a move's text is at most 200 characters, got {len(text)}")
    line = text.strip()
    prefix = _PREFIX.match(line)
    if prefix:
        seat = SIDES.index(prefix.group("side").lower())
        line = line[prefix.end() :]
    if m := _COMBAT.fullmatch(line):
        sector = check_sector_name(m.group("sector"), "combat sector")
        return Combat(seat, sector, int(m.group("dl")), int(m.group("rl")), int(m.group("dmg") or 0))
    if _TACTIC.fullmatch(line):
        return PlayTactic(seat)
    if m := _REVEAL.fullmatch(line):
        return RevealBase(seat, check_sector_name(m.group("sector"), "reveal_base sector"))
    if m := _END.fullmatch(line):
        side = (m.group("side") or "").lower()
        return EndTurn((DICTATOR if side.startswith("dictator") else REBELS) if side else seat)
    raise ValueError(
        f"cannot read {short_repr(text)} as a move: write 'combat in SECTOR: Dictator loses N, Rebels lose N"
        "[, the Dictator card takes N damage]', 'play a Tactics card', 'reveal the base in SECTOR' or 'end turn'"
    )
