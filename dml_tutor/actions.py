"""Player decisions: what a seat may choose, as small immutable values.

Every action prints readably ("seat 2: bid 4♦ (Spice, primary)") and round-trips
through JSON, which is how save files record a game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, fields
from typing import Any, ClassVar

from .cards import RESOURCE_NAME, Card


def _cards_text(cards: tuple[Card, ...]) -> str:
    return " ".join(c.symbol for c in cards)


def zone_text(zone: str) -> str:
    """ "stock:S" -> "the Iron Stock", "court:2" -> "seat 2's Court", ..."""
    kind, _, rest = zone.partition(":")
    if kind == "stock":
        return f"the {RESOURCE_NAME[rest]} Stock"
    if kind == "black_market":
        return f"Black Market {rest}"
    if kind == "court":
        return f"seat {rest}'s Court"
    if kind == "event":
        return "the Grand Opening card"
    return zone


@dataclass(frozen=True, slots=True)
class Action:
    """Base of all decisions; ``seat`` is who decides."""

    seat: int
    kinds: ClassVar[dict[str, type[Action]]] = {}

    def __init_subclass__(cls) -> None:
        # No super() call: slots=True dataclasses are rebuilt, which breaks the zero-argument form.
        Action.kinds[cls.__name__] = cls

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": type(self).__name__}
        for f in fields(self):
            v = getattr(self, f.name)
            if isinstance(v, Card):
                v = v.code
            elif isinstance(v, tuple):
                v = [c.code for c in v]
            out[f.name] = v
        return out

    @staticmethod
    def from_json(data: Any) -> Action:
        """Rebuild an action; a malformed record is a ``ValueError`` naming the field."""
        if not isinstance(data, dict) or data.get("type") not in Action.kinds:
            raise ValueError(f"not an action record: {data!r}")
        cls = Action.kinds[data["type"]]
        kwargs: dict[str, Any] = {}
        for f in fields(cls):
            if f.name not in data:
                raise ValueError(f"action {data['type']} lacks field {f.name!r}")
            v = data[f.name]
            conv: Callable[[Any], Any] = _CONVERT.get(f.name, lambda x: x)
            try:
                kwargs[f.name] = conv(v)
            except (TypeError, ValueError) as e:
                raise ValueError(f"action {data['type']}: field {f.name!r}: {e}") from None
        return cls(**kwargs)


def _int(v: Any) -> int:
    if not isinstance(v, int) or isinstance(v, bool):
        raise ValueError(f"expected an integer, got {v!r}")
    return v


def _bool(v: Any) -> bool:
    if not isinstance(v, bool):
        raise ValueError(f"expected true or false, got {v!r}")
    return v


def _str(v: Any) -> str:
    if not isinstance(v, str):
        raise ValueError(f"expected a string, got {v!r}")
    return v


_CONVERT: dict[str, Callable[[Any], Any]] = {
    "seat": _int,
    "to": _int,
    "victim": _int,
    "reroll": _bool,
    "declare": _bool,
    "card": Card.parse,
    "cards": lambda v: tuple(Card.parse(c) for c in v),
    "target": _str,
    "role": _str,
    "zone": _str,
    "what": _str,
    "kind": _str,
    "source": _str,
}


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Forfeit the opportunity at hand (``what`` names it: "market action", "bid", ...)."""

    what: str

    def __str__(self) -> str:
        return f"seat {self.seat}: pass ({self.what})"


@dataclass(frozen=True, slots=True)
class Reroll(Action):
    """After a Dabo!: roll both dice again, or keep the roll (R-10)."""

    reroll: bool

    def __str__(self) -> str:
        return f"seat {self.seat}: {'re-roll the Dabo!' if self.reroll else 'keep the roll'}"


@dataclass(frozen=True, slots=True)
class DeclareWin(Action):
    """Declare (or not) an instant win: kind is "monopoly" or "father_of_dragons" (R-27)."""

    kind: str
    declare: bool

    def __str__(self) -> str:
        name = "Monopoly" if self.kind == "monopoly" else "Father of Dragons"
        return f"seat {self.seat}: {'declare' if self.declare else 'do not declare'} {name}"


@dataclass(frozen=True, slots=True)
class Play(Action):
    """Put a card on the Character Power Stack as a "power" or an "emblem" (R-16, R-17)."""

    card: Card
    kind: str
    source: str = "treasury"

    def __str__(self) -> str:
        how = "an Ultimate Power" if self.kind == "power" else "an Emblem"
        src = " from the Court" if self.source == "court" else ""
        return f"seat {self.seat}: play {self.card.name}{src} as {how}"


@dataclass(frozen=True, slots=True)
class Declare(Action):
    """Declare an Acquisition Attempt on ``target`` (a zone) taking ``cards`` (R-01)."""

    target: str
    cards: tuple[Card, ...] = field(default=())

    def __str__(self) -> str:
        if self.target.startswith("black_market"):
            return f"seat {self.seat}: attempt {zone_text(self.target)}"
        return f"seat {self.seat}: attempt {_cards_text(self.cards)} from {zone_text(self.target)}"


@dataclass(frozen=True, slots=True)
class Bid(Action):
    """Bid Buying Resources: ``role`` "primary" or "secondary" (R-07)."""

    cards: tuple[Card, ...]
    role: str

    def __str__(self) -> str:
        c = self.cards[0]
        name = RESOURCE_NAME[c.suit] if c.suit else "?"
        return f"seat {self.seat}: bid {_cards_text(self.cards)} ({name}, {self.role})"


@dataclass(frozen=True, slots=True)
class Seize(Action):
    """Lay one card face down for a Seize Attempt (R-05); a bluff is legal."""

    card: Card

    def __str__(self) -> str:
        return f"seat {self.seat}: lay {self.card.symbol} face down (Seize Attempt)"


@dataclass(frozen=True, slots=True)
class ChooseZone(Action):
    """Pick a Stock or Black Market for a Character's power (R-23)."""

    zone: str

    def __str__(self) -> str:
        return f"seat {self.seat}: choose {zone_text(self.zone)}"


@dataclass(frozen=True, slots=True)
class TakeCard(Action):
    """Take one card (the Supreme Confiscator's pick from a Black Market)."""

    card: Card

    def __str__(self) -> str:
        return f"seat {self.seat}: take {self.card.name}"


@dataclass(frozen=True, slots=True)
class GiveCard(Action):
    """Give one card of one's own Treasury to seat ``to``."""

    card: Card
    to: int

    def __str__(self) -> str:
        return f"seat {self.seat}: give {self.card.name} to seat {self.to}"


@dataclass(frozen=True, slots=True)
class Steal(Action):
    """The Thief's steal: one random card from seat ``victim``'s Treasury."""

    victim: int

    def __str__(self) -> str:
        return f"seat {self.seat}: steal a random card from seat {self.victim}"
