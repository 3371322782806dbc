"""Player decisions: what a seat may choose, as small immutable values.

Every action prints readably ("seat 2: bid 4♦ (Spice, primary)") and round-trips
through JSON, which is how save files record a game.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field, fields
from typing import Any, ClassVar

from .cards import RESOURCE_NAME, Card, suit_of


def _cards_text(cards: tuple[Card, ...]) -> str:
    return " ".join(c.symbol for c in cards)


def zone_text(zone: str) -> str:
    """ "stock:S" -> "the Iron Stock", "court:2" -> "seat 2's Court", ..."""
    kind, _, rest = zone.partition(":")
    if kind == "stock":
        return f"the {RESOURCE_NAME.get(rest, rest)} Stock"
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
        kind = data.get("type") if isinstance(data, dict) else None
        if not isinstance(kind, str) or kind not in Action.kinds:
            raise ValueError(f"not an action record: {data!r}")
        cls = Action.kinds[kind]
        for f in fields(cls):
            if f.name not in data:
                raise ValueError(f"action {kind} lacks field {f.name!r}")
        return _built(cls, {f.name: data[f.name] for f in fields(cls)})

    def checked(self) -> Action:
        """This action with every field checked and card strings read: a hand-built
        ``Seize(0, "2C")`` becomes ``Seize(0, Card('2C'))``; a bad field is a ``ValueError``."""
        return _built(type(self), {f.name: getattr(self, f.name) for f in fields(self)})


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


def _card_tuple(v: Any) -> tuple[Card, ...]:
    if isinstance(v, str):
        v = v.split()
    if not isinstance(v, (list, tuple)):
        raise ValueError(f"expected a list of cards, got {v!r}")
    return tuple(Card.parse(c) for c in v)


def _built(cls: type[Action], values: dict[str, Any]) -> Action:
    kwargs: dict[str, Any] = {}
    for name, v in values.items():
        conv: Callable[[Any], Any] = _CONVERT.get(name, lambda x: x)
        try:
            kwargs[name] = conv(v)
        except (TypeError, ValueError) as e:
            raise ValueError(f"action {cls.__name__}: field {name!r}: {e}") from None
    return cls(**kwargs)


_CONVERT: dict[str, Callable[[Any], Any]] = {
    "seat": _int,
    "to": _int,
    "victim": _int,
    "reroll": _bool,
    "declare": _bool,
    "card": Card.parse,
    "cards": _card_tuple,
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


#: The instant wins by kind (seed 000, Victory Conditions).
WIN_NAME = {"monopoly": "Monopoly", "father_of_dragons": "Father of Dragons"}


@dataclass(frozen=True, slots=True)
class DeclareWin(Action):
    """Declare (or not) an instant win: kind is "monopoly" or "father_of_dragons" (R-27)."""

    kind: str
    declare: bool

    def __str__(self) -> str:
        name = WIN_NAME.get(self.kind, self.kind)
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
        suit = self.cards[0].suit if self.cards else None
        name = RESOURCE_NAME[suit] if suit else "?"
        return f"seat {self.seat}: bid {_cards_text(self.cards) or 'nothing'} ({name}, {self.role})"


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


# ------------------------------------------------------------- reading actions

SEAT_PREFIX = re.compile(r"^\s*seat\s+(\d+)\s*:\s*", re.I)


def _cards_in(text: str) -> tuple[Card, ...]:
    text = re.sub(r"\([^)]*\)", " ", text)
    text = re.sub(r"foreign merchant", "X1", text, flags=re.I)
    text = re.sub(r"\bthief\b", "X2", text, flags=re.I)
    return tuple(Card.parse(t) for t in text.replace(",", " ").split())


def parse_action(text: str, seat: int) -> Action:
    """Read an action written as the engine prints it ("seat 0: bid 5♠ (Iron, primary)").

    The "seat N:" prefix may be left out (``seat`` is used). Short forms work too:
    "bid 5S", "attempt 9S 8S", "seize 4H", "pass". Raises ``ValueError`` when unreadable.
    ``Game.apply`` and ``Game.why_not`` use it for text that is not a legal action, so
    the reader gets the rule that forbids it rather than "no such action".
    """
    m = SEAT_PREFIX.match(text)
    if m:
        seat, text = int(m[1]), text[m.end() :]
    t = text.strip().rstrip(".")
    low = t.lower()
    try:
        if low.startswith("pass"):
            what = re.search(r"\((.*)\)", t)
            return Pass(seat, what[1] if what else "")
        if low.startswith(("re-roll", "reroll")):
            return Reroll(seat, True)
        if low.startswith("keep"):
            return Reroll(seat, False)
        if "monopoly" in low or "father of dragons" in low:
            kind = "monopoly" if "monopoly" in low else "father_of_dragons"
            return DeclareWin(seat, kind, not low.startswith(("do not", "don't")))
        if low.startswith("play "):
            body = t[5:]
            kind = "power" if re.search(r"power", body, re.I) else "emblem"
            source = "court" if re.search(r"from the court", body, re.I) else "treasury"
            body = re.split(r"\s+(?:from the court|as)\b", body, maxsplit=1, flags=re.I)[0]
            return Play(seat, _cards_in(body)[0], kind, source)
        if low.startswith("attempt "):
            body = t[8:]
            bm = re.match(r"black market\s+(\d+)", body, re.I)
            if bm:
                return Declare(seat, f"black_market:{bm[1]}")
            parts = re.split(r"\s+from\s+", body, maxsplit=1, flags=re.I)
            cards = _cards_in(parts[0])
            return Declare(seat, _target_of(parts[1] if len(parts) > 1 else "", cards), cards)
        if low.startswith("bid "):
            body = t[4:]
            role = "secondary" if "secondary" in body.lower() else "primary"
            return Bid(seat, _cards_in(body), role)
        if low.startswith(("lay ", "seize ")):
            body = re.sub(r"face down.*$", "", t.split(" ", 1)[1], flags=re.I)
            return Seize(seat, _cards_in(body)[0])
        if low.startswith("choose "):
            body = t[7:]
            bm = re.search(r"black market\s+(\d+)", body, re.I)
            if bm:
                return ChooseZone(seat, f"black_market:{bm[1]}")
            name = re.sub(r"^the\s+|\s+stock$", "", body.strip(), flags=re.I)
            return ChooseZone(seat, f"stock:{suit_of(name)}")
        if low.startswith("take "):
            return TakeCard(seat, _cards_in(t[5:])[0])
        if low.startswith("give "):
            m2 = re.match(r"give\s+(.*?)\s+to\s+seat\s+(\d+)", t, re.I)
            if m2:
                return GiveCard(seat, _cards_in(m2[1])[0], int(m2[2]))
        if low.startswith("steal"):
            m2 = re.search(r"seat\s+(\d+)", t, re.I)
            if m2:
                return Steal(seat, int(m2[1]))
    except (ValueError, IndexError) as e:
        raise ValueError(f"could not read {text.strip()!r}: {e}") from None
    raise ValueError(
        f"could not read {text.strip()!r}: write an action as the tutor prints it, "
        "e.g. 'bid 5♠ (Iron, primary)', 'attempt 9♠ 8♠ from the Iron Stock', 'lay 4♥ face down', 'pass'"
    )


def _target_of(where: str, cards: tuple[Card, ...]) -> str:
    w = where.strip().lower()
    court = re.search(r"seat\s+(\d+)", w)
    if court:
        return f"court:{court[1]}"
    if "grand opening" in w or w == "event":
        return "event"
    if w:
        name = re.sub(r"^the\s+|\s+stock$", "", w)
        return f"stock:{suit_of(name)}"
    if cards and cards[0].suit:
        return f"stock:{cards[0].suit}"
    raise ValueError("say where the cards come from")
