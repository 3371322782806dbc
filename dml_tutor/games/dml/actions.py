"""Player decisions: what a seat may choose, as small immutable values.

Every action prints readably ("seat 2: bid 4♦ (Spice, primary)") and round-trips
through JSON, which is how save files record a game.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Final

from ...core.actions import Action as CoreAction
from ...core.actions import Moves
from ...core.inputs import short_repr
from ...core.native import mypyc_attr
from ...core.sequence import Decision
from .cards import CHARACTER_NAMES, RESOURCE_NAME, Card, suit_of


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


# Every action class is a plain class in the compiled build too (mypyc's native classes
# check field types when built): a hand-built action with a wrong field, Seize(1, "7H"),
# is built in both builds and refused by checked() with a ValueError, never a TypeError.
@mypyc_attr(native_class=False)
@dataclass(frozen=True, slots=True)
class Action(CoreAction):
    """Base of all DML decisions (the core's action base: generic JSON); ``seat`` is who
    decides."""

    def json_value(self, value: Any) -> Any:
        """Cards are written as their codes ("5S"), lists of cards as lists of codes."""
        if isinstance(value, Card):
            return value.code
        if isinstance(value, tuple):
            return [c.code for c in value]
        return value

    @staticmethod
    def from_json(data: Any) -> Action:
        """Rebuild an action; a malformed record is a ``ValueError`` naming the field."""
        return MOVES.from_json(data)

    def checked(self) -> Action:
        """This action with every field checked and card strings read: a hand-built
        ``Seize(0, "2C")`` becomes ``Seize(0, Card('2C'))``; a bad field is a ``ValueError``."""
        return MOVES.checked(self)


def _int(v: Any) -> int:
    if not isinstance(v, int) or isinstance(v, bool) or not 0 <= v < 100:
        raise ValueError(f"expected a seat number, got {short_repr(v)}")
    return v


def _bool(v: Any) -> bool:
    if not isinstance(v, bool):
        raise ValueError(f"expected true or false, got {short_repr(v)}")
    return v


def _str(v: Any) -> str:
    if not isinstance(v, str):
        raise ValueError(f"expected a string, got {short_repr(v)}")
    if len(v) > 100:
        raise ValueError(f"expected at most 100 characters, got {len(v)}")
    if not v.isprintable():  # a control character or lone surrogate breaks every display and save
        raise ValueError(f"expected text that can be typed back, got {short_repr(v)}")
    return v


#: Zones an action may name: a Declare's target, a ChooseZone's zone (ASCII digits, whole).
ACTION_ZONE = re.compile(r"stock:[SCHD]|event|court:[0-9]|black_market:[1-9][0-9]{0,5}", re.ASCII)


def _zone(v: Any) -> str:
    if not isinstance(v, str) or not ACTION_ZONE.fullmatch(v):
        raise ValueError(
            f"expected a zone (stock:S, stock:C, stock:H, stock:D, event, court:SEAT, black_market:N), "
            f"got {short_repr(v)}"
        )
    return v


def _card_tuple(v: Any) -> tuple[Card, ...]:
    if isinstance(v, str):
        v = v.split()
    if not isinstance(v, (list, tuple)) or len(v) > 60:
        raise ValueError(f"expected a list of cards, got {short_repr(v)}")
    out = tuple(Card.parse(c) for c in v)
    for i, c in enumerate(out):
        if c in out[:i]:
            raise ValueError(f"{c.symbol} is listed twice")
    return out


#: The words a field may hold, by action and field.
_CHOICES: dict[tuple[str, str], tuple[str, ...]] = {
    ("Play", "kind"): ("power", "emblem"),
    ("Play", "source"): ("treasury", "court"),
    ("DeclareWin", "kind"): ("monopoly", "father_of_dragons"),
    ("Bid", "role"): ("primary", "secondary"),
}


_CONVERT: dict[str, Callable[[Any], Any]] = {
    "seat": _int,
    "to": _int,
    "victim": _int,
    "reroll": _bool,
    "declare": _bool,
    "take": _bool,
    "card": Card.parse,
    "cards": _card_tuple,
    "target": _zone,
    "role": _str,
    "zone": _zone,
    "what": _str,
    "kind": _str,
    "source": _str,
}


@mypyc_attr(native_class=False)
@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Forfeit the opportunity at hand (``what`` names it: "market action", "bid", ...)."""

    what: str

    def __str__(self) -> str:
        return f"seat {self.seat}: pass ({self.what})" if self.what else f"seat {self.seat}: pass"


@mypyc_attr(native_class=False)
@dataclass(frozen=True, slots=True)
class Reroll(Action):
    """After a Dabo!: roll both dice again, or keep the roll (R-10)."""

    reroll: bool

    def __str__(self) -> str:
        return f"seat {self.seat}: {'re-roll the Dabo!' if self.reroll else 'keep the roll'}"


#: The instant wins by kind (seed 000, Victory Conditions).
WIN_NAME = {"monopoly": "Monopoly", "father_of_dragons": "Father of Dragons"}


@mypyc_attr(native_class=False)
@dataclass(frozen=True, slots=True)
class DeclareWin(Action):
    """Declare (or not) an instant win: kind is "monopoly" or "father_of_dragons" (R-27)."""

    kind: str
    declare: bool

    def __str__(self) -> str:
        name = WIN_NAME.get(self.kind, self.kind)
        return f"seat {self.seat}: {'declare' if self.declare else 'do not declare'} {name}"


@mypyc_attr(native_class=False)
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


@mypyc_attr(native_class=False)
@dataclass(frozen=True, slots=True, eq=False)
class Declare(Action):
    """Declare an Acquisition Attempt on ``target`` (a zone) taking ``cards`` (R-01).

    The cards are a set: two declarations of the same cards in another order are equal.
    """

    target: str
    cards: tuple[Card, ...] = field(default=())

    def _meaning(self) -> tuple[int, str, frozenset[Card]]:
        return self.seat, self.target, frozenset(self.cards)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Declare) and self._meaning() == other._meaning()

    def __hash__(self) -> int:
        return hash(self._meaning())

    def __str__(self) -> str:
        if self.target.startswith("black_market"):
            return f"seat {self.seat}: attempt {zone_text(self.target)}"
        return f"seat {self.seat}: attempt {_cards_text(self.cards)} from {zone_text(self.target)}"


@mypyc_attr(native_class=False)
@dataclass(frozen=True, slots=True, eq=False)
class Bid(Action):
    """Bid Buying Resources: ``role`` "primary" or "secondary" (R-07). The cards are a
    set: a bid of the same cards in another order is the same bid (R-01)."""

    cards: tuple[Card, ...]
    role: str

    def _meaning(self) -> tuple[int, str, frozenset[Card]]:
        return self.seat, self.role, frozenset(self.cards)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Bid) and self._meaning() == other._meaning()

    def __hash__(self) -> int:
        return hash(self._meaning())

    def __str__(self) -> str:
        suit = self.cards[0].suit if self.cards else None
        name = RESOURCE_NAME[suit] if suit else "?"
        return f"seat {self.seat}: bid {_cards_text(self.cards) or 'nothing'} ({name}, {self.role})"


@mypyc_attr(native_class=False)
@dataclass(frozen=True, slots=True)
class Seize(Action):
    """Lay one card face down for a Seize Attempt (R-05); a bluff is legal."""

    card: Card

    def __str__(self) -> str:
        return f"seat {self.seat}: lay {self.card.symbol} face down (Seize Attempt)"


@mypyc_attr(native_class=False)
@dataclass(frozen=True, slots=True)
class BlackMarketDraw(Action):
    """After a successful Black Market attempt: take the card(s) at random, or leave them
    in the Black Market (the rulebook's "may take", P-07)."""

    take: bool

    def __str__(self) -> str:
        return f"seat {self.seat}: {'take' if self.take else 'leave'} the Black Market draw"


@mypyc_attr(native_class=False)
@dataclass(frozen=True, slots=True)
class ChooseZone(Action):
    """Pick a Stock or Black Market for a Character's power (R-23)."""

    zone: str

    def __str__(self) -> str:
        return f"seat {self.seat}: choose {zone_text(self.zone)}"


@mypyc_attr(native_class=False)
@dataclass(frozen=True, slots=True)
class TakeCard(Action):
    """Take one card (the Supreme Confiscator's pick from a Black Market)."""

    card: Card

    def __str__(self) -> str:
        return f"seat {self.seat}: take {self.card.name}"


@mypyc_attr(native_class=False)
@dataclass(frozen=True, slots=True)
class GiveCard(Action):
    """Give one card of one's own Treasury to seat ``to``."""

    card: Card
    to: int

    def __str__(self) -> str:
        return f"seat {self.seat}: give {self.card.name} to seat {self.to}"


@mypyc_attr(native_class=False)
@dataclass(frozen=True, slots=True)
class Steal(Action):
    """The Thief's steal: one random card from seat ``victim``'s Treasury."""

    victim: int

    def __str__(self) -> str:
        return f"seat {self.seat}: steal a random card from seat {self.victim}"


#: Every kind of action by its name in save files ("Bid").
KINDS: dict[str, type[Action]] = {
    k.__name__: k
    for k in (
        Pass,
        Reroll,
        DeclareWin,
        Play,
        Declare,
        Bid,
        Seize,
        BlackMarketDraw,
        ChooseZone,
        TakeCard,
        GiveCard,
        Steal,
    )
}


# ------------------------------------------------------------- made on hot paths

# A frozen dataclass's __init__ is interpreted code that sets each field through
# object.__setattr__, which was most of the cost of reading a Market Action's declaration.
# The engine makes its Declares and Bids by setting their slots directly (the classes' own
# member descriptors): the same objects, their fields in the same order, with no __init__
# to skip (these dataclasses have no __post_init__).
_NEW: Final[Any] = object.__new__
_SET_SEAT: Final[Any] = vars(Action)["seat"].__set__
_SET_TARGET: Final[Any] = vars(Declare)["target"].__set__
_SET_DECLARED: Final[Any] = vars(Declare)["cards"].__set__
_SET_BID: Final[Any] = vars(Bid)["cards"].__set__
_SET_ROLE: Final[Any] = vars(Bid)["role"].__set__


def new_declare(seat: int, target: str, cards: tuple[Card, ...] = ()) -> Declare:
    """``Declare(seat, target, cards)``, made as fast as the engine's hot paths need."""
    act: Declare = _NEW(Declare)
    _SET_SEAT(act, seat)
    _SET_TARGET(act, target)
    _SET_DECLARED(act, cards)
    return act


def new_bid(seat: int, cards: tuple[Card, ...], role: str) -> Bid:
    """``Bid(seat, cards, role)``, made as fast as the engine's hot paths need."""
    act: Bid = _NEW(Bid)
    _SET_SEAT(act, seat)
    _SET_BID(act, cards)
    _SET_ROLE(act, role)
    return act


def read_text(text: str, decision: Decision[Action]) -> Action:
    """An action's printed form for ``decision`` (:func:`parse_action`, the deciding seat
    when the text names none); a plain "pass" is this decision's pass."""
    parsed = parse_action(text, decision.seat)
    if isinstance(parsed, Pass) and not parsed.what:
        for a in decision.actions:
            if isinstance(a, Pass) and a.seat == parsed.seat:
                return a
    return parsed


# ------------------------------------------------------------- reading actions

#: The longest action text read (every printed action is far shorter).
MAX_ACTION_TEXT = 200

SEAT_PREFIX = re.compile(r"^\s*seat\s+([0-9]{1,2})\s*:\s*", re.I | re.ASCII)

# One card as printed: a code ("5♠", "10H", "X1"), maybe followed by its name in brackets
# ("Q♠ (Dragon Empress of Khitamar)"), or a special card's name. No pattern here can
# backtrack more than a bounded amount per character: parsing is linear.
_CARD_TOKEN = re.compile(r"\s*(?:(foreign merchant|thief)|([^\s,()]+)(?:\s*\(([^()]*)\))?)\s*(?:,|(?=\s)|$)", re.I)
_SPECIAL = {"foreign merchant": "X1", "thief": "X2"}
_ZONE_WORDS = (
    r"(?:(?:the\s+)?([a-z]+)(?:\s+stock)?|black\s+market\s+([0-9]{1,6})|(?:the\s+)?grand\s+opening(?:\s+card)?)"
)

_FORMS: list[tuple[str, re.Pattern[str]]] = [
    (name, re.compile(pattern, re.I | re.ASCII))
    for name, pattern in (
        ("pass", r"pass(?:\s*\((.*)\))?"),
        ("reroll", r"re-?roll(?:\s+the\s+dabo!?)?"),
        ("keep", r"keep(?:\s+the\s+roll)?"),
        ("win", r"(declare|do\s+not\s+declare|don't\s+declare)?\s*(monopoly|father\s+of\s+dragons)"),
        ("play", r"play\s+(.+?)(\s+from\s+the\s+court)?(?:\s+as\s+(?:an?\s+)?(ultimate\s+power|power|emblem))?"),
        ("attempt_bm", r"attempt\s+black\s+market\s+([0-9]{1,6})"),
        ("attempt", r"attempt\s+(.+?)(?:\s+from\s+(.+))?"),
        ("bid", r"bid\s+(.+?)(?:\s*\((?:(?:[a-z]+|\?),\s*)?(primary|secondary)\))?"),
        ("seize", r"(?:lay|seize)\s+(.+?)(?:\s+face\s+down(?:\s*\(seize\s+attempt\))?)?"),
        ("choose", r"choose\s+" + _ZONE_WORDS),
        ("draw", r"(take|leave)\s+the\s+black\s+market\s+draw"),
        ("take", r"take\s+(.+)"),
        ("give", r"give\s+(.+?)\s+to\s+seat\s+([0-9]{1,2})"),
        ("steal", r"steal(?:\s+a\s+random\s+card)?\s+from\s+seat\s+([0-9]{1,2})"),
    )
]


def _cards_in(text: str) -> tuple[Card, ...]:
    """Every card of a list as printed ("9♠ 8♠", "Q♠ (Dragon Empress of Khitamar)"); a
    name in brackets must be the card's own."""
    out: list[Card] = []
    pos, text = 0, text.strip()
    while pos < len(text):
        m = _CARD_TOKEN.match(text, pos)
        if m is None or m.end() == pos:
            raise ValueError(f"cannot read a card at {text[pos : pos + 20]!r}")
        pos = m.end()
        if m[1]:
            out.append(Card.parse(_SPECIAL[m[1].lower()]))
            continue
        card = Card.parse(m[2])
        if m[3] is not None and m[3].strip().lower() != CHARACTER_NAMES.get(card.code, "").lower():
            raise ValueError(f"{card.symbol} is not called {m[3].strip()!r}")
        out.append(card)
    if not out:
        raise ValueError("name at least one card")
    return tuple(out)


def _one_card(text: str) -> Card:
    found = _cards_in(text)
    if len(found) != 1:
        raise ValueError(f"name exactly one card, not {len(found)}")
    return found[0]


def parse_action(text: object, seat: int) -> Action:
    """Read an action written as the engine prints it ("seat 0: bid 5♠ (Iron, primary)").

    The "seat N:" prefix may be left out (``seat`` is used). Short forms work too:
    "bid 5S", "attempt 9S 8S", "seize 4H", "pass". The whole text must read as one
    action (at most :data:`MAX_ACTION_TEXT` characters); anything else is a ``ValueError``.
    ``Game.apply`` and ``Game.why_not`` use it for text that is not a legal action, so
    the reader gets the rule that forbids it rather than "no such action".
    """
    if not isinstance(text, str):
        raise ValueError(f"an action text must be a string, got {short_repr(text)}")
    if len(text) > MAX_ACTION_TEXT:
        raise ValueError(f"an action text is at most {MAX_ACTION_TEXT} characters; this one has {len(text)}")
    m = SEAT_PREFIX.match(text)
    if m:
        seat, text = int(m[1]), text[m.end() :]
    # One space between words: with no runs of spaces, no pattern below backtracks far.
    t = " ".join(text.split()).rstrip(".").strip()
    try:
        for form, pattern in _FORMS:
            fm = pattern.fullmatch(t)
            if fm is not None:
                return _action_of(form, fm, seat)
    except ValueError as e:
        raise ValueError(f"could not read {t!r}: {e}") from None
    raise ValueError(
        f"could not read {t!r}: write an action as the tutor prints it, "
        "e.g. 'bid 5♠ (Iron, primary)', 'attempt 9♠ 8♠ from the Iron Stock', 'lay 4♥ face down', 'pass'"
    )


def _action_of(form: str, m: re.Match[str], seat: int) -> Action:
    if form == "pass":
        return Pass(seat, _str((m[1] or "").strip()))  # what a save file would refuse, text refuses too
    if form in ("reroll", "keep"):
        return Reroll(seat, form == "reroll")
    if form == "win":
        kind = "monopoly" if m[2].lower() == "monopoly" else "father_of_dragons"
        return DeclareWin(seat, kind, not (m[1] or "declare").lower().startswith(("do", "don't")))
    if form == "play":
        kind = "power" if m[3] and "power" in m[3].lower() else "emblem"
        return Play(seat, _one_card(m[1]), kind, "court" if m[2] else "treasury")
    if form == "attempt_bm":
        return _checked_zone(Declare(seat, f"black_market:{int(m[1])}"))
    if form == "attempt":
        cards = _cards_in(m[1])
        return _checked_zone(Declare(seat, _target_of(m[2] or "", cards), cards))
    if form == "bid":
        return Bid(seat, _cards_in(m[1]), (m[2] or "primary").lower())
    if form == "seize":
        return Seize(seat, _one_card(m[1]))
    if form == "choose":
        if m[2]:
            return _checked_zone(ChooseZone(seat, f"black_market:{int(m[2])}"))
        return ChooseZone(seat, f"stock:{suit_of(m[1])}" if m[1] else "event")
    if form == "draw":
        return BlackMarketDraw(seat, m[1].lower() == "take")
    if form == "take":
        return TakeCard(seat, _one_card(m[1]))
    if form == "give":
        return GiveCard(seat, _one_card(m[1]), int(m[2]))
    return Steal(seat, int(m[1]))


def _checked_zone(act: Action) -> Action:
    act.checked()
    return act


def _target_of(where: str, cards: tuple[Card, ...]) -> str:
    w = " ".join(where.lower().split())
    court = re.fullmatch(r"seat ([0-9])'s court", w, re.ASCII)
    if court:
        return f"court:{court[1]}"
    if w in ("the grand opening card", "grand opening", "event"):
        return "event"
    if w:
        name = re.sub(r"^the |\sstock$", "", w)
        return f"stock:{suit_of(name)}"
    if cards and cards[0].suit:
        return f"stock:{cards[0].suit}"
    raise ValueError("say where the cards come from")


#: DML's actions and how to read them: the core's one reader (``MOVES.read``) takes an
#: offered action, a hand-built one, its JSON record or its printed text. Unknown fields
#: in a record are ignored, as they always were (save files write exactly the fields).
MOVES: Moves[Action] = Moves(
    KINDS.values(),
    convert=_CONVERT,
    choices=_CHOICES,
    parse=read_text,
    noun="action",
    max_text=MAX_ACTION_TEXT,
    refuse_unknown=False,
)
