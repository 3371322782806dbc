"""The Turn's Supply Step and Restock, and the Market Phase with its Market Actions and Black
Market Action ("Gameplay > Turn")."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final, overload

from ....core.actions import shared
from ....core.sequence import Choices, Decision, sequence
from ....core.text import Say
from ..actions import (
    Action,
    Declare,
    Pass,
    new_declare,
)
from ..cards import SUITS, Card
from ..events import GRAND_OPENING
from ..table import PRIMARY_PLACE, Table
from ..words import card_said, event_type, say
from .acquisition import (
    acquisition_attempt,
    black_market_attempt,
    resumed_attempt,
)
from .common import (
    BoundedSubsets,
    Seq,
)
from .interrupts import foreign_merchant

#: The frames' labels, made once.
_SUPPLY_STEP: Final = say("seq-supply-step")
_MARKET_PHASE: Final = say("seq-market-phase")
_MARKET_ACTION: Final = say("seq-market-action")
_EXTRA_FOR_DIAMONDS: Final = say("frame-extra-market-action-diamonds")
_BLACK_MARKET_ACTION: Final = say("seq-black-market-action")
_RESTOCK: Final = say("seq-restock")
#: A constant prompt, made once.
_TRY_BLACK_MARKET: Final = say("prompt-black-market-action")


@sequence("Supply Step", lambda g, seat: _SUPPLY_STEP)
def supply_step(g: Table, seat: int) -> Seq[None]:
    if not g.deck:
        if g.tracing:
            g.step(("supply.step", "R-26"), say("step-no-supply-card"))
        return
    yield from place_drawn(g, g.deck.pop(), "supply.step")


def place_drawn(g: Table, card: Card, rule: str) -> Seq[None]:
    """Where a card drawn in Supply or Restock goes (R-15)."""
    if card.is_resource:
        assert card.suit is not None
        g.stocks[card.suit].append(card)
        if g.tracing:
            g.step((rule, "R-15"), say("step-drawn-resource", card=card.symbol, suit=card.suit))
    elif card.is_foreign_merchant:
        g.drawn = card
        if g.tracing:
            g.step((rule, "fm.sequence"), say("step-drawn-foreign-merchant"))
        yield from foreign_merchant(g, card)
    elif card.is_thief:
        where = g.return_thief(card)
        if g.tracing:  # everyone saw it drawn: known to lie in the Event Deck, not where
            g.shown = [card]
            g.step((rule, "R-15", "P-03"), say("step-drawn-thief", where=where))
            g.shown = []
    else:
        where = g.discard(card)
        if g.tracing:
            g.step((rule, "R-15"), say("step-drawn-other", card=card_said(card), where=where))


def _market_label(g: Table, seat: int, label: str, rules: object = None) -> Say:
    if label == "Market Action":
        return _MARKET_ACTION
    kind = label[label.index("(") + 1 : -1]  # "Extra Market Action (Carnival of Coin)"
    if kind == "Diamonds Emblem":
        return _EXTRA_FOR_DIAMONDS
    return say("frame-extra-market-action-event", event=event_type(kind))


@sequence("Market Phase", lambda g, seat, begin=None: _MARKET_PHASE)
def market_phase(g: Table, seat: int, begin: dict[str, Any] | None = None) -> Seq[None]:
    """Extra Market Actions first, then the Market Action, then the Black Market Action (R-13)."""
    extras: list[tuple[str, tuple[str, ...]]] = []
    if seat in g.extra_action:
        extras.append((f"Extra Market Action ({g.event.type})", ("R-13", g.event.rule)))
    diamonds = sum(1 for c in g.court[seat] if c.suit == "D")
    extras += [("Extra Market Action (Diamonds Emblem)", ("R-13", "emblem.diamonds-vantage"))] * diamonds
    black_market = g.mode == "full" and seat not in g.no_black_market_action
    if begin is not None and begin["at"] not in ("round", "market_phase"):  # the extra Market Actions are used
        extras = []
    if g.tracing:
        rules: tuple[str, ...] = ("market.sequence", "R-13")
        if seat in g.no_black_market_action:
            rules += ("event.tax-relief", "R-14")
        said = say("step-market-actions", seat=seat, extra=len(extras), black_market=str(black_market).lower())
        g.step(rules, said, seat=seat)
    for label, rules in extras:
        yield from market_action(g, seat, label, rules)
    if g.begin_attempt is not None:  # a position that begins inside the Market Action's attempt
        yield from market_action_resumed(g, seat)
    else:
        yield from market_action(g, seat, "Market Action", ("market.action", "R-13"))
    if black_market:
        yield from black_market_action(g, seat)


#: Each Stock's zone, as a declaration names it.
STOCK_ZONE: Final = {suit: f"stock:{suit}" for suit in SUITS}
#: Each seat's Court and each Black Market as a declaration names them, made once each.
_COURT_ZONE: Final[dict[int, str]] = {}
_BLACK_MARKET_ZONE: Final[dict[int, str]] = {}


def court_zone(seat: int) -> str:
    """ "court:2": a Court's zone name, made once per seat."""
    zone = _COURT_ZONE.get(seat)
    if zone is None:
        zone = _COURT_ZONE[seat] = f"court:{seat}"
    return zone


def black_market_zone(k: int) -> str:
    """ "black_market:1": a Black Market's zone name, made once per number."""
    zone = _BLACK_MARKET_ZONE.get(k)
    if zone is None:
        zone = _BLACK_MARKET_ZONE[k] = f"black_market:{k}"
    return zone


def stock_declarations(g: Table, seat: int) -> list[tuple[str, BoundedSubsets]]:
    """Each non-empty Stock's suit and the sets of its cards this seat may declare at a
    Market Action (R-01, with the cap of R-03 and its variant), in the order offered."""
    held = g.biddable(seat) if g.options.cap_after_bids else None  # buying power, as a list by suit
    event = g.event
    out = []
    for k in range(len(SUITS)):
        suit = SUITS[k]
        stock = g.stocks[suit]
        if stock:
            cap = 12 + (held[PRIMARY_PLACE[k]] if held is not None else 0) + g.emblem_bonus(seat, suit)
            values = [c.face_value + event.market_modifier(c) for c in stock]
            out.append((suit, BoundedSubsets(stock, values, cap)))
    return out


#: How a group of :class:`Declarations` reads an item: a set of cards, one card, a target.
CARD_SETS: Final = 0
ONE_CARD: Final = 1
TARGETS: Final = 2


class Declarations(Sequence[Declare]):
    """Every Acquisition Attempt one seat may declare now, in the order offered: groups of
    items (a Stock's card sets, the Grand Opening card, another Court's Emblems one by one,
    the Black Markets), counted without listing them and each declaration made when read.
    One sequence for all of them: a Choices over it is one part, not one per group."""

    __slots__ = ("_groups", "_len", "_seat", "_sizes")

    def __init__(self, seat: int, groups: list[tuple[str, Sequence[Any], int]]) -> None:
        self._seat = seat
        self._groups = groups
        # Each group's size, counted once (a Stock's card sets natively: a compiled Sequence
        # class's len() is a slow Python-level call).
        self._sizes = [items.__len__() if isinstance(items, BoundedSubsets) else len(items) for _, items, _ in groups]
        n = 0
        for size in self._sizes:
            n += size
        self._len = n

    def __len__(self) -> int:
        return self._len

    @overload
    def __getitem__(self, i: int) -> Declare: ...

    @overload
    def __getitem__(self, i: slice) -> list[Declare]: ...

    def __getitem__(self, i: int | slice) -> Declare | list[Declare]:
        if not isinstance(i, int):  # a slice (an int is checked first: cheaper when compiled)
            return [self[k] for k in range(*i.indices(self._len))]
        if i < 0:
            i += self._len
        if not 0 <= i < self._len:
            raise IndexError("declaration index out of range")
        for k, (target, items, how) in enumerate(self._groups):
            n = self._sizes[k]
            if i < n:
                if isinstance(items, BoundedSubsets):  # a Stock's card sets: a native call when compiled
                    item: Any = items[i]
                else:
                    item = items[i]
                if how == CARD_SETS:
                    return new_declare(self._seat, target, item)
                if how == ONE_CARD:
                    return new_declare(self._seat, target, (item,))
                return new_declare(self._seat, item)
            i -= n
        raise IndexError("declaration index out of range")  # pragma: no cover - the groups add up to _len


def _same(action: Action) -> Action:
    return action


def declare_options(
    g: Table, seat: int, stocks: list[tuple[str, BoundedSubsets]] | None, then: Sequence[Action] = ()
) -> Choices[Action]:
    """Every Acquisition Attempt this seat may declare now (R-01, R-03, R-06), each made
    only when read: an agent that picks one does not build them all. At a Market Action
    (``stocks`` from :func:`stock_declarations`) the Stocks' declarations come first, in
    that order; at a Black Market Action (``stocks`` None) only the Black Markets. The
    actions ``then`` (a pass) come last."""
    groups: list[tuple[str, Sequence[Any], int]] = []
    if stocks is not None:
        for suit, sets in stocks:
            groups.append((STOCK_ZONE[suit], sets, CARD_SETS))
        if g.event.type == GRAND_OPENING and g.event_card is not None and g.event_card.rank == "T":
            groups.append(("event", (g.event_card,), ONE_CARD))
        for other in range(g.players):
            if other != seat and g.court[other]:  # one Emblem of another Court
                groups.append((court_zone(other), tuple(g.court[other]), ONE_CARD))
    if g.black_markets:
        groups.append(("", [black_market_zone(k) for k in g.black_markets], TARGETS))
    found = Declarations(seat, groups)
    declarations: Choices[Action] = Choices.each(found, _same, found._len)
    return Choices(declarations, then) if then else declarations


#: A Market Action's pass by its label ("market action"), lowered once per label.
_PASS_WHAT: Final[dict[str, str]] = {}


def _pass_what(label: str) -> str:
    what = _PASS_WHAT.get(label)
    if what is None:
        what = _PASS_WHAT[label] = label.lower()
    return what


@sequence("Market Action", _market_label)
def market_action(g: Table, seat: int, label: str, rules: tuple[str, ...]) -> Seq[None]:
    stocks = stock_declarations(g, seat)
    act = yield Decision(
        seat,
        "declare",
        lambda: say("prompt-declare", action=_market_label(g, seat, label)),
        declare_options(g, seat, stocks, (shared(Pass, seat, _pass_what(label)),)),
        (*rules, "acq.declaration", "R-01", "R-03"),
        context={"stocks": stocks},  # each Stock's card sets, for agents (offered first)
    )
    if not isinstance(act, Declare):
        return
    if act.target.startswith("black_market") and g.tracing:
        said = say("step-uses-for-black-market", seat=seat, action=_market_label(g, seat, label))
        g.step(("market.substitution", "R-13"), said, seat=seat)
    attempt = black_market_attempt if act.target.startswith("black_market") else acquisition_attempt
    yield from attempt(g, act)


@sequence("Market Action", lambda g, seat: _MARKET_ACTION)
def market_action_resumed(g: Table, seat: int) -> Seq[None]:
    """The Market Action of a position that begins inside its Acquisition Attempt."""
    yield from resumed_attempt(g, g.resume_attempt())


@sequence("Black Market Action", lambda g, seat: _BLACK_MARKET_ACTION)
def black_market_action(g: Table, seat: int) -> Seq[None]:
    options = declare_options(g, seat, None)
    if not options:
        if g.tracing:
            g.step(("market.black-market-action",), say("step-no-black-market"), seat=seat)
        return
    act = yield Decision(
        seat,
        "declare",
        _TRY_BLACK_MARKET,
        Choices(options, [shared(Pass, seat, "black market action")]),
        ("market.black-market-action", "acq.black-market"),
    )
    if not isinstance(act, Declare):
        return
    yield from black_market_attempt(g, act)


@sequence("Restock", lambda g: _RESTOCK)
def restock(g: Table) -> Seq[None]:
    """Draw until the four Stocks hold 3 Resources, or the Event Deck runs out (R-15)."""
    count = g.market_count()
    if count >= 3:
        if g.tracing:
            g.step(("restock.sequence", "R-15"), say("step-no-restock", count=count))
        return
    if g.tracing:
        g.step(("restock.sequence", "R-15"), say("step-restock", count=count))
    while g.market_count() < 3:
        if not g.deck:
            if g.tracing:
                g.step(("restock.sequence", "R-15", "R-26"), say("step-restock-stops"))
            return
        yield from place_drawn(g, g.deck.pop(), "restock.sequence")
