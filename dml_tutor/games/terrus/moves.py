"""Terrus moves: what may happen next at the table, as small frozen records.

Every move has a ``seat`` (the ruler it is about, or the active ruler for table-wide
events), a JSON form (``to_json``, read back by :func:`from_json`) and a printed form
(``str(move)``, read back by :func:`parse`). Reading never checks legality: that is
:mod:`.legality`'s job, against the game.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, ClassVar

from ...core.driver import is_int
from ...core.inputs import check_data, short_repr

__all__ = [
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
    "from_json",
    "parse",
]

#: What an effect may say (5.2f, 5.3c, 5.4c).
OUTCOMES = ("win", "lose", "draw")


@dataclass(frozen=True)
class Move:
    """A move; ``seat`` is the ruler it concerns (the active ruler for table-wide events)."""

    name: ClassVar[str] = ""

    @property
    def seat(self) -> int:
        raise NotImplementedError

    def to_json(self) -> dict[str, Any]:
        raise NotImplementedError


@dataclass(frozen=True)
class BeginTurn(Move):
    """The active ruler begins their turn (5.2b, 5.2d are checked)."""

    active: int
    name: ClassVar[str] = "begin_turn"

    @property
    def seat(self) -> int:
        return self.active

    def to_json(self) -> dict[str, Any]:
        return {"move": self.name}

    def __str__(self) -> str:
        return "begin turn"


@dataclass(frozen=True)
class Damage(Move):
    """One action, ability or battle of ruler ``source`` resolves, dealing damage to one
    or more rulers at once (the source too, possibly): ``amounts`` is ((ruler, n), ...)."""

    source: int
    amounts: tuple[tuple[int, int], ...]
    name: ClassVar[str] = "damage"

    @property
    def seat(self) -> int:
        return self.source

    def to_json(self) -> dict[str, Any]:
        return {"move": self.name, "source": self.source, "amounts": {str(r): n for r, n in self.amounts}}

    def __str__(self) -> str:
        return f"damage {self.source} -> " + " ".join(f"{r}:{n}" for r, n in self.amounts)


@dataclass(frozen=True)
class Priority(Move):
    """Ruler ``ruler`` would receive priority (the check of 5.3b runs first)."""

    ruler: int
    name: ClassVar[str] = "priority"

    @property
    def seat(self) -> int:
        return self.ruler

    def to_json(self) -> dict[str, Any]:
        return {"move": self.name, "ruler": self.ruler}

    def __str__(self) -> str:
        return f"priority {self.ruler}"


@dataclass(frozen=True)
class DominionVote(Move):
    """Ruler ``winner`` wins a Dominion Vote (a Political victory needs 15 INT, 5.2c)."""

    winner: int
    name: ClassVar[str] = "dominion_vote"

    @property
    def seat(self) -> int:
        return self.winner

    def to_json(self) -> dict[str, Any]:
        return {"move": self.name, "winner": self.winner}

    def __str__(self) -> str:
        return f"dominion vote {self.winner}"


@dataclass(frozen=True)
class Concede(Move):
    """Ruler ``ruler`` concedes (5.3a)."""

    ruler: int
    name: ClassVar[str] = "concede"

    @property
    def seat(self) -> int:
        return self.ruler

    def to_json(self) -> dict[str, Any]:
        return {"move": self.name, "ruler": self.ruler}

    def __str__(self) -> str:
        return f"concede {self.ruler}"


@dataclass(frozen=True)
class Effect(Move):
    """An effect says ruler ``ruler`` wins, loses, or that the game is a draw."""

    ruler: int
    outcome: str
    name: ClassVar[str] = "effect"

    @property
    def seat(self) -> int:
        return self.ruler

    def to_json(self) -> dict[str, Any]:
        return {"move": self.name, "ruler": self.ruler, "outcome": self.outcome}

    def __str__(self) -> str:
        return f"effect {self.ruler} {self.outcome}"


@dataclass(frozen=True)
class Loop(Move):
    """The game has entered a loop of actions; ``optional``: the loop holds an optional action."""

    active: int
    optional: bool
    name: ClassVar[str] = "loop"

    @property
    def seat(self) -> int:
        return self.active

    def to_json(self) -> dict[str, Any]:
        return {"move": self.name, "optional": self.optional}

    def __str__(self) -> str:
        return f"loop {'optional' if self.optional else 'mandatory'}"


@dataclass(frozen=True)
class Penalty(Move):
    """A judge gives ruler ``ruler`` a game-loss penalty (tournaments only, 5.3g)."""

    ruler: int
    name: ClassVar[str] = "penalty"

    @property
    def seat(self) -> int:
        return self.ruler

    def to_json(self) -> dict[str, Any]:
        return {"move": self.name, "ruler": self.ruler}

    def __str__(self) -> str:
        return f"penalty {self.ruler}"


@dataclass(frozen=True)
class IntentionalDraw(Move):
    """All rulers in the game agree to a draw (tournaments only, 5.4e)."""

    active: int
    name: ClassVar[str] = "intentional_draw"

    @property
    def seat(self) -> int:
        return self.active

    def to_json(self) -> dict[str, Any]:
        return {"move": self.name}

    def __str__(self) -> str:
        return "intentional draw"


@dataclass(frozen=True)
class Restart(Move):
    """An effect restarts the game (5.1: this game ends, with no winner)."""

    active: int
    name: ClassVar[str] = "restart"

    @property
    def seat(self) -> int:
        return self.active

    def to_json(self) -> dict[str, Any]:
        return {"move": self.name}

    def __str__(self) -> str:
        return "restart"


#: Moves whose JSON names one ruler, by the key that names it.
_ONE_RULER: dict[str, tuple[type[Move], str]] = {
    "priority": (Priority, "ruler"),
    "dominion_vote": (DominionVote, "winner"),
    "concede": (Concede, "ruler"),
    "penalty": (Penalty, "ruler"),
}
#: Moves about the table, decided by the active ruler.
_TABLE: dict[str, type[Move]] = {"begin_turn": BeginTurn, "intentional_draw": IntentionalDraw, "restart": Restart}
MOVE_NAMES = (
    "begin_turn",
    "damage",
    "priority",
    "dominion_vote",
    "concede",
    "effect",
    "loop",
    "penalty",
    "intentional_draw",
    "restart",
)


def _keys(data: dict[str, Any], *required: str) -> None:
    name = data.get("move")
    missing = [k for k in required if k not in data]
    if missing:
        raise ValueError(f"move {name!r} needs the field {missing[0]!r}")
    extra = [k for k in data if k != "move" and k not in required]
    if extra:
        fields = ", ".join(required) or "none"
        raise ValueError(f"move {name!r} has no field {short_repr(extra[0])} (its fields: {fields})")


def _ruler(data: dict[str, Any], key: str) -> int:
    v = data[key]
    if not is_int(v):
        raise ValueError(f"move field {key!r} must be a ruler index (an integer), got {short_repr(v)}")
    return v


def _amounts(raw: Any) -> tuple[tuple[int, int], ...]:
    if not isinstance(raw, dict) or not raw:
        raise ValueError(
            f"move field 'amounts' must map ruler indices to damage, e.g. {{\"1\": 3}}, got {short_repr(raw)}"
        )
    out: dict[int, int] = {}
    for k, n in raw.items():
        if is_int(k):
            r = k
        elif isinstance(k, str) and re.fullmatch(r"[0-9]+", k):
            r = int(k)
        else:
            raise ValueError(f"move field 'amounts': {short_repr(k)} is not a ruler index")
        if r in out:
            raise ValueError(f"move field 'amounts': ruler {r} is named twice")
        if not is_int(n) or n < 1:
            raise ValueError(f"move field 'amounts[{k}]' must be a positive amount of damage, got {short_repr(n)}")
        out[r] = n
    return tuple(sorted(out.items()))


def from_json(data: Any, active: int) -> Move:
    """A move from its JSON form (a dict); ``active`` fills in table-wide moves' seat.

    A malformed move is a ``ValueError`` naming the field."""
    if not isinstance(data, dict):
        raise ValueError(f"a move is a JSON object with a field 'move', got {short_repr(data)}")
    check_data(data, "the move")
    name = data.get("move")
    if name not in MOVE_NAMES:
        raise ValueError(f"move field 'move' must be one of {', '.join(MOVE_NAMES)}; got {short_repr(name)}")
    if name in _TABLE:
        _keys(data)
        return _TABLE[name](active)  # type: ignore[call-arg]
    if name in _ONE_RULER:
        cls, key = _ONE_RULER[name]
        _keys(data, key)
        return cls(_ruler(data, key))  # type: ignore[call-arg]
    if name == "damage":
        _keys(data, "source", "amounts")
        return Damage(_ruler(data, "source"), _amounts(data["amounts"]))
    if name == "effect":
        _keys(data, "ruler", "outcome")
        if data["outcome"] not in OUTCOMES:
            raise ValueError(f"move field 'outcome' must be 'win', 'lose' or 'draw', got {short_repr(data['outcome'])}")
        return Effect(_ruler(data, "ruler"), data["outcome"])
    _keys(data, "optional")  # loop
    if not isinstance(data["optional"], bool):
        raise ValueError(f"move field 'optional' must be true or false, got {short_repr(data['optional'])}")
    return Loop(active, data["optional"])


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
        return from_json({"move": name, _ONE_RULER[name][1]: int(m["ruler"])}, active)
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
    """A move built by hand, read again from its JSON so that every field is checked."""
    try:
        seat = move.seat
        if not is_int(seat):
            raise ValueError(f"{short_repr(move)}: its ruler must be an index (an integer), got {short_repr(seat)}")
        if isinstance(move, Damage):
            targets = [r for r, _ in move.amounts]
            if len(set(targets)) != len(targets):
                raise ValueError(f"{short_repr(move)}: a ruler is named twice in 'amounts'")
        return from_json(move.to_json(), seat)
    except (TypeError, AttributeError, NotImplementedError) as e:
        raise ValueError(f"{short_repr(move)} is not a well-formed move: {e}") from None
