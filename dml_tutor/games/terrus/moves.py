"""Terrus moves: what may happen next at the table, as small frozen records.

Every move is a move of the core's action base (:mod:`dml_tutor.core.actions`): a
``seat`` (the ruler it is about: the source of damage, the ruler who concedes; the active
ruler for table-wide events), a generic JSON record (``to_json``: ``{"move": "damage",
"seat": 0, "amounts": {"1": 3}}``, read back by :func:`from_json`) and a printed form
(``str(move)``, read back by :func:`parse`). A record may name the ruler by the word the
rules use instead of ``seat`` (``source``, ``ruler``, ``winner``) and leave out the seat
of a table-wide event (the active ruler). Reading never checks legality: that is
:mod:`.legality`'s job, against the game.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, ClassVar

from ...core.actions import Action, Moves, snake_kind
from ...core.driver import is_int
from ...core.inputs import check_data, short_repr
from ...core.sequence import Decision

__all__ = [
    "MOVES",
    "OUTCOMES",
    "BeginTurn",
    "Concede",
    "Damage",
    "DominionVote",
    "Effect",
    "IntentionalDraw",
    "Loop",
    "Move",
    "Penalty",
    "Priority",
    "Restart",
    "checked",
    "complete",
    "from_json",
    "parse",
]

#: What an effect may say (5.2f, 5.3c, 5.4c).
OUTCOMES = ("win", "lose", "draw")


#: Each kind of move as records name it, worked out once.


@dataclass(frozen=True, slots=True)
class Move(Action):
    """A move; ``seat`` is the ruler it concerns (the active ruler for table-wide events)."""

    @classmethod
    def json_tag(cls) -> str:
        """Records name their kind under "move"."""
        return "move"

    @classmethod
    def json_kind(cls) -> str:
        """The kind as records name it: the class name in snake case ("dominion_vote")."""
        return snake_kind(cls)

    #: The kind of move ("damage"), set on each kind below (a class attribute: agents read it often).
    name: ClassVar[str] = ""


@dataclass(frozen=True, slots=True)
class BeginTurn(Move):
    """The active ruler begins their turn (5.2b, 5.2d are checked)."""

    @property
    def active(self) -> int:
        return self.seat

    def __str__(self) -> str:
        return "begin turn"


@dataclass(frozen=True, slots=True)
class Damage(Move):
    """One action, ability or battle of ruler ``seat`` (the source) resolves, dealing damage
    to one or more rulers at once (the source too, possibly): ``amounts`` is ((ruler, n), ...)."""

    amounts: tuple[tuple[int, int], ...]

    @property
    def source(self) -> int:
        return self.seat

    def json_value(self, value: Any) -> Any:
        """The amounts as an object of damage by ruler index ({"1": 3})."""
        if value is self.amounts:
            return {str(r): n for r, n in self.amounts}
        return value

    def __str__(self) -> str:
        return f"damage {self.source} -> " + " ".join(f"{r}:{n}" for r, n in self.amounts)


@dataclass(frozen=True, slots=True)
class Priority(Move):
    """Ruler ``seat`` would receive priority (the check of 5.3b runs first)."""

    @property
    def ruler(self) -> int:
        return self.seat

    def __str__(self) -> str:
        return f"priority {self.ruler}"


@dataclass(frozen=True, slots=True)
class DominionVote(Move):
    """Ruler ``seat`` wins a Dominion Vote (a Political victory needs 15 INT, 5.2c)."""

    @property
    def winner(self) -> int:
        return self.seat

    def __str__(self) -> str:
        return f"dominion vote {self.winner}"


@dataclass(frozen=True, slots=True)
class Concede(Move):
    """Ruler ``seat`` concedes (5.3a)."""

    @property
    def ruler(self) -> int:
        return self.seat

    def __str__(self) -> str:
        return f"concede {self.ruler}"


@dataclass(frozen=True, slots=True)
class Effect(Move):
    """An effect says ruler ``seat`` wins, loses, or that the game is a draw."""

    outcome: str

    @property
    def ruler(self) -> int:
        return self.seat

    def __str__(self) -> str:
        return f"effect {self.ruler} {self.outcome}"


@dataclass(frozen=True, slots=True)
class Loop(Move):
    """The game has entered a loop of actions; ``optional``: the loop holds an optional action."""

    optional: bool

    @property
    def active(self) -> int:
        return self.seat

    def __str__(self) -> str:
        return f"loop {'optional' if self.optional else 'mandatory'}"


@dataclass(frozen=True, slots=True)
class Penalty(Move):
    """A judge gives ruler ``seat`` a game-loss penalty (tournaments only, 5.3g)."""

    @property
    def ruler(self) -> int:
        return self.seat

    def __str__(self) -> str:
        return f"penalty {self.ruler}"


@dataclass(frozen=True, slots=True)
class IntentionalDraw(Move):
    """All rulers in the game agree to a draw (tournaments only, 5.4e)."""

    @property
    def active(self) -> int:
        return self.seat

    def __str__(self) -> str:
        return "intentional draw"


@dataclass(frozen=True, slots=True)
class Restart(Move):
    """An effect restarts the game (5.1: this game ends, with no winner)."""

    @property
    def active(self) -> int:
        return self.seat

    def __str__(self) -> str:
        return "restart"


MOVE_TYPES: tuple[type[Move], ...] = (
    BeginTurn,
    Damage,
    Priority,
    DominionVote,
    Concede,
    Effect,
    Loop,
    Penalty,
    IntentionalDraw,
    Restart,
)
for _kind in MOVE_TYPES:
    _kind.name = _kind.json_kind()
MOVE_NAMES = tuple(k.name for k in MOVE_TYPES)
#: The word the rules use for a move's ruler, read as its ``seat`` in a record.
_RULER_WORD = {
    "damage": "source",
    "priority": "ruler",
    "dominion_vote": "winner",
    "concede": "ruler",
    "effect": "ruler",
    "penalty": "ruler",
}
#: Table-wide events: their seat is the active ruler's.
_TABLE = ("begin_turn", "loop", "intentional_draw", "restart")


def _ruler_index(v: object) -> int:
    if not is_int(v):
        raise ValueError(f"must be a ruler index (an integer), got {short_repr(v)}")
    return v


def _amounts(raw: Any) -> tuple[tuple[int, int], ...]:
    """Damage by ruler: an object {"1": 3} (a record) or pairs ((1, 3),) (a move)."""
    if isinstance(raw, tuple | list):
        if not raw or not all(isinstance(p, tuple | list) and len(p) == 2 for p in raw):
            raise ValueError(f"must be pairs of (ruler, damage), got {short_repr(raw)}")
        pairs: list[tuple[Any, Any]] = [(p[0], p[1]) for p in raw]
    elif isinstance(raw, dict) and raw:
        pairs = list(raw.items())
    else:
        raise ValueError(f'must map ruler indices to damage, e.g. {{"1": 3}}, got {short_repr(raw)}')
    out: dict[int, int] = {}
    for k, n in pairs:
        if is_int(k):
            r = k
        elif isinstance(k, str) and re.fullmatch(r"[0-9]+", k):
            r = int(k)
        else:
            raise ValueError(f"{short_repr(k)} is not a ruler index")
        if r in out:
            raise ValueError(f"ruler {r} is named twice")
        if not is_int(n) or n < 1:
            raise ValueError(f"'amounts[{k}]' must be a positive amount of damage, got {short_repr(n)}")
        out[r] = n
    return tuple(sorted(out.items()))


def _optional(v: object) -> bool:
    if not isinstance(v, bool):
        raise ValueError(f"must be true or false, got {short_repr(v)}")
    return v


def _read_text(text: str, decision: Decision[Move]) -> Move:
    return parse(text, decision.seat)


#: Terrus's moves and how to read them (the core's one reader, ``MOVES.read``).
MOVES: Moves[Move] = Moves(
    MOVE_TYPES,
    convert={"seat": _ruler_index, "amounts": _amounts, "optional": _optional},
    choices={("effect", "outcome"): OUTCOMES},
    parse=_read_text,
    noun="move",
    max_text=200,
)


def complete(data: dict[str, Any], active: int) -> dict[str, Any]:
    """A record with the rules' words read: its ruler named ``source``, ``ruler`` or
    ``winner`` becomes its ``seat``, and a table-wide event without one is the active
    ruler's. A kind that is no move, or a ruler that is no index, is a ``ValueError``
    naming the field."""
    name = data.get("move")
    if not isinstance(name, str) or name not in MOVES.kinds:
        raise ValueError(f"move field 'move' must be one of {', '.join(MOVE_NAMES)}; got {short_repr(name)}")
    word = _RULER_WORD.get(name)
    if word is not None and "seat" not in data:
        if word not in data:
            raise ValueError(f"move {name!r} needs the field {word!r}")
        try:
            seat = _ruler_index(data[word])
        except ValueError as e:
            raise ValueError(f"move field {word!r} {e}") from None
        return {"seat": seat, **{k: v for k, v in data.items() if k != word}}
    if name in _TABLE and "seat" not in data:
        return {"seat": active, **data}
    return data


def from_json(data: Any, active: int) -> Move:
    """A move from its JSON record (a dict); ``active`` fills in table-wide moves' seat.

    A malformed move is a ``ValueError`` naming the field."""
    if not isinstance(data, dict):
        raise ValueError(f"a move is a JSON object with a field 'move', got {short_repr(data)}")
    check_data(data, "the move")
    return MOVES.from_json(complete(data, active))


#: Longest printed move read (a damage line naming a dozen rulers fits easily).
MAX_PRINTED = 200
_PRINTED = re.compile(
    r"(?P<table>begin[ _]turn|intentional[ _]draw|restart)"
    r"|(?P<one>priority|dominion[ _]vote|concede|penalty) (?P<ruler>[0-9]+)"
    r"|effect (?P<eruler>[0-9]+) (?P<outcome>[a-z]+)"
    r"|loop (?P<loop>optional|mandatory)"
    r"|damage (?P<source>[0-9]+)->(?P<hits>[0-9:, ]+)"
)
_HIT = re.compile(r"([0-9]+):([0-9]+)")


def parse(text: str, active: int) -> Move:
    """A move from its printed form (``str(move)``): ``begin turn``, ``damage 0 -> 1:3 0:2``,
    ``priority 1``, ``dominion vote 2``, ``concede 1``, ``effect 1 win``, ``loop optional``,
    ``penalty 1``, ``intentional draw``, ``restart``. Anything else is a ``ValueError``."""
    if len(text) > MAX_PRINTED:
        raise ValueError(f"a printed move has at most {MAX_PRINTED} characters, got {len(text)}")
    words = re.sub(r" ?(->|:) ?", r"\1", " ".join(text.split()).lower())
    m = _PRINTED.fullmatch(words)
    if m is None:
        raise ValueError(
            f"{short_repr(text)} is not a move: write e.g. 'begin turn', 'damage 0 -> 1:3', 'priority 1', "
            "'dominion vote 2', 'concede 1', 'effect 1 win', 'loop optional', 'penalty 1', "
            "'intentional draw' or 'restart'"
        )
    if m["table"]:
        return from_json({"move": m["table"].replace(" ", "_")}, active)
    if m["one"]:
        name = m["one"].replace(" ", "_")
        return from_json({"move": name, "seat": int(m["ruler"])}, active)
    if m["eruler"]:
        return from_json({"move": "effect", "ruler": int(m["eruler"]), "outcome": m["outcome"]}, active)
    if m["loop"]:
        return from_json({"move": "loop", "optional": m["loop"] == "optional"}, active)
    hits: dict[str, int] = {}
    for token in re.split(r"[, ]+", m["hits"].strip(", ")):
        hit = _HIT.fullmatch(token)
        if hit is None:
            raise ValueError(f"{short_repr(text)}: write each hit as RULER:DAMAGE, e.g. 'damage 0 -> 1:3 2:1'")
        if hit[1] in hits:
            raise ValueError(f"{short_repr(text)}: ruler {hit[1]} is named twice")
        hits[hit[1]] = int(hit[2])
    return from_json({"move": "damage", "source": int(m["source"]), "amounts": hits}, active)


def checked(move: Move) -> Move:
    """A move built by hand, every field read and checked (:meth:`Moves.checked`)."""
    return MOVES.checked(move)
