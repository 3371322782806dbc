"""MERC's moves: small immutable values with a JSON record and a readable printed form.

Two sides play: seat 0 is the Dictator, seat 1 the Rebels (who win or lose together).
A move is accepted as one of these values, as its JSON record (a dict, or JSON text) or
as its printed text (``str(move)``, optionally prefixed ``"Dictator: "``/``"Rebels: "``).
The JSON records are the core's generic ones (:mod:`dml_tutor.core.actions`); a record
may leave out ``seat`` (the side to move) and ``dictator_damage`` (0):

=====================  =========================================================================
``Combat``             ``{"move": "combat", "seat": 1, "sector": "Mine", "dictator_losses": 1,
                       "rebel_losses": 0, "dictator_damage": 0}`` / ``combat in Mine: Dictator loses 1, Rebels lose 0``
``PlayTactic``         ``{"move": "play_tactic", "seat": 0}`` / ``play a Tactics card``
``RevealBase``         ``{"move": "reveal_base", "seat": 0, "sector": "Capital"}`` / ``reveal the base in Capital``
``EndTurn``            ``{"move": "end_turn", "seat": 0}`` / ``end the Dictator's turn``
=====================  =========================================================================
"""

from __future__ import annotations

import re
from dataclasses import dataclass, fields
from typing import Any

from ...core.actions import Action, Moves, snake_kind
from ...core.driver import IllegalActionError, is_int
from ...core.inputs import check_data, load_json, read_name, short_repr
from ...core.sequence import Decision

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


def _count(v: object, field: str = "") -> int:
    if not is_int(v) or v < 0:
        raise ValueError(f"{field + ' ' if field else ''}must be a whole number 0 or more, got {short_repr(v)}")
    return v


def _seat(v: object) -> int:
    if not is_int(v) or v not in (DICTATOR, REBELS):
        raise ValueError(f"seat must be 0 (the Dictator) or 1 (the Rebels), got {short_repr(v)}")
    return v


#: Each kind of move as records name it, worked out once.


@dataclass(frozen=True, slots=True)
class Move(Action):
    """Base of MERC's moves (the core's action base: generic JSON whose ``"move"`` names
    the kind); ``seat`` is the side that moves."""

    @classmethod
    def json_tag(cls) -> str:
        """Records name their kind under "move"."""
        return "move"

    @classmethod
    def json_kind(cls) -> str:
        """The kind as records name it: the class name in snake case ("play_tactic")."""
        return snake_kind(cls)


@dataclass(frozen=True, slots=True)
class Combat(Move):
    """A combat in ``sector``: units each side loses and damage to the Dictator card."""

    sector: str
    dictator_losses: int = 0
    rebel_losses: int = 0
    dictator_damage: int = 0

    def __str__(self) -> str:
        text = f"combat in {self.sector}: Dictator loses {self.dictator_losses}, Rebels lose {self.rebel_losses}"
        if self.dictator_damage:
            text += f", the Dictator card takes {self.dictator_damage} damage"
        return text


@dataclass(frozen=True, slots=True)
class PlayTactic(Move):
    """The Dictator plays one Tactics card from hand."""

    seat: int = DICTATOR

    def __str__(self) -> str:
        return "play a Tactics card"


@dataclass(frozen=True, slots=True)
class RevealBase(Move):
    """The Dictator reveals the base (placing it in ``sector`` if it is not placed yet)."""

    sector: str

    def __str__(self) -> str:
        return f"reveal the base in {self.sector}"


@dataclass(frozen=True, slots=True)
class EndTurn(Move):
    """The side to move ends its turn."""

    def __str__(self) -> str:
        return f"end {POSSESSIVE[SIDES[self.seat]]} turn"


MOVE_TYPES: tuple[type[Move], ...] = (Combat, PlayTactic, RevealBase, EndTurn)


#: Fields a record may leave out, with the value they then take (as records written
#: before moves carried their seat did; the seat is the side to move).
OPTIONAL: dict[str, Any] = {"dictator_damage": 0}


def complete(data: dict[str, Any], seat: int) -> dict[str, Any]:
    """A move's record with what it may leave out filled in: ``seat`` (the given side) and
    the :data:`OPTIONAL` fields of its kind."""
    kind = data.get("move")
    cls = MOVES.kinds.get(kind) if isinstance(kind, str) else None
    if cls is None:
        return data
    names = {f.name for f in fields(cls)}
    return {"seat": seat, **{k: v for k, v in OPTIONAL.items() if k in names}, **data}


def read_move(action: object, decision: Decision[Move]) -> Move:
    """Any accepted form of a move (the core's one reader, ``MOVES.read``), a record
    completed first (:func:`complete`); unreadable input is an ``IllegalActionError``."""
    if isinstance(action, str) and action.lstrip().startswith("{"):
        try:
            action = load_json(action, "move")
        except ValueError as e:
            raise IllegalActionError(str(e), decision.rules) from None
    if isinstance(action, dict):
        kind = action.get("move")
        if not isinstance(kind, str) or kind not in MOVES.kinds:
            kinds = ", ".join(MOVES.kinds)
            raise IllegalActionError(
                f"move field 'move' must be one of {kinds}, got {short_repr(kind)}", decision.rules
            )
        action = complete(action, decision.seat)
    return MOVES.read(action, decision)


def _sector(v: object) -> str:
    return check_sector_name(v, "sector")


def _read_text(text: str, decision: Decision[Move]) -> Move:
    return parse_move(text, decision.seat)


#: MERC's moves and how to read them: the core's one reader (``MOVES.read``) takes an
#: offered move, a hand-built one, its JSON record (a dict or JSON text) or its printed text.
MOVES: Moves[Move] = Moves(
    MOVE_TYPES,
    convert={
        "seat": _seat,
        "sector": _sector,
        "dictator_losses": _count,
        "rebel_losses": _count,
        "dictator_damage": _count,
    },
    parse=_read_text,
    noun="move",
    max_text=200,
)


def move_from_json(data: object, seat: int) -> Move:
    """A move from its JSON record (a dict or JSON text), made by ``seat`` when the record
    names no seat; a malformed record is a ``ValueError`` naming the field."""
    data = load_json(data, "move") if isinstance(data, str) else data
    check_data(data, "move")
    if not isinstance(data, dict):
        raise ValueError(f"a move must be a JSON object with a 'move' field, got {type(data).__name__}")
    return MOVES.from_json(complete(data, seat))


#: Between the words of a printed move: spaces and tabs only (no other character counts
#: as a space, so a sector name is never read past one that cannot be typed).
_S = "[ \t]+"
_O = "[ \t]*"
_N = "([0-9]{1,20})"
_COMBAT = re.compile(
    "combat"
    + _S
    + "in"
    + _S
    + "(?P<sector>[^:]+?)"
    + _O
    + ":"
    + _O
    + "dictator"
    + _S
    + "loses"
    + _S
    + _N.replace("(", "(?P<dl>")
    + _O
    + ","
    + _O
    + "rebels"
    + _S
    + "lose"
    + _S
    + _N.replace("(", "(?P<rl>")
    + "(?:"
    + _O
    + ","
    + _O
    + "the"
    + _S
    + "dictator"
    + _S
    + "card"
    + _S
    + "takes"
    + _S
    + _N.replace("(", "(?P<dmg>")
    + _S
    + "damage)?",
    re.IGNORECASE,
)
_REVEAL = re.compile("reveal" + _S + "the" + _S + "base" + _S + "in" + _S + "(?P<sector>.+)", re.IGNORECASE)
_TACTIC = re.compile("play" + _S + "a" + _S + "tactics" + _S + "card", re.IGNORECASE)
_END = re.compile("end(?:" + _S + "the)?(?:" + _S + "(?P<side>dictator's|rebels'))?" + _S + "turn", re.IGNORECASE)
_PREFIX = re.compile("(?P<side>dictator|rebels)" + _O + ":" + _O, re.IGNORECASE)


def parse_move(text: str, seat: int) -> Move:
    """A move from its printed form (as ``str(move)`` writes it; the case of its words is
    free, and so are the spaces and tabs between them; a ``"Dictator: "``/``"Rebels: "``
    prefix names the side). A sector is read exactly as written, inner spaces and all: it
    names that sector or none (no other character counts as a space)."""
    if len(text) > 200:
        raise ValueError(f"a move's text is at most 200 characters, got {len(text)}")
    line = text.strip(" \t")
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
