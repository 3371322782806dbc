"""The DML table: the state the sequences change and the helpers that read and move it.

The zones (plain lists; the top of a pile is its end), the Round's Event effects, the
pending Acquisition Attempt (:class:`Attempt`) and the Character Power Stack
(:class:`StackItem`), and how the game ended (:class:`Result`). :class:`Table` is the
core's driver with this state; the public :class:`~dml_tutor.games.dml.game.Game` adds
reading actions, positions and save files on top, so the sequences, the legality, the
position loader and the observer need nothing above this module.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, ClassVar, Final

from ...core.driver import Driver
from ...core.native import mypyc_attr
from ...core.outcome import GameOver, Outcome
from ...core.text import Say
from . import chance
from .actions import Action
from .cards import SUITS, Card, mode_cards, primary_buying, secondary_buying
from .events import CARNIVAL_OF_COIN, CONTRABAND_CRACKDOWN, DECADENCE, GRAND_OPENING, TAX_RELIEF, Event
from .scoring import Score
from .target import BLACK_MARKET_TARGET, EMBLEM_VALUE, TargetValue
from .variants import Options
from .words import say

__all__ = ["MODES", "Attempt", "Result", "StackItem", "Table", "face_values"]

MODES: Final = {"full": "full game", "quickstart": "Market Mayhem"}
#: Where a discarded card goes, as the steps say it (made once).
_EGG_TO_NEST: Final = say("where-egg-to-nest")
_TO_HOARD: Final = say("where-to-hoard")
_THIEF_TO_DECK: Final = say("where-thief-to-deck")
_THIEF_STAYS: Final = say("where-thief-stays")
#: The Primary Buying Resource of each type (the Wheel of Profit), looked up on hot paths.
_PRIMARY: Final = {s: primary_buying(s) for s in SUITS}
_SECONDARY: Final = {s: secondary_buying(s) for s in SUITS}
#: Each suit's place in ``SUITS``, and each type with its Primary Buying Resource's place.
_SUIT_AT: Final = {s: k for k, s in enumerate(SUITS)}
_PRIMARY_AT: Final = tuple((s, _SUIT_AT[p]) for s, p in _PRIMARY.items())
#: The place in ``SUITS`` of the Primary Buying Resource of each type, in ``SUITS`` order.
PRIMARY_PLACE: Final = tuple(_SUIT_AT[_PRIMARY[s]] for s in SUITS)


@dataclass(frozen=True)
class Result:
    """How the game ended: ``winner`` (a seat, or None for a tie) and ``reason``."""

    winner: int | None
    reason: str  # "victory_points", "monopoly" or "father_of_dragons"
    scores: tuple[Score, ...] = ()
    #: How many seats played (the losers of :attr:`outcome`); not part of what a result is.
    players: int = field(default=0, compare=False, repr=False)

    @property
    def outcome(self) -> Outcome:
        """The core's view: a tie for the most Victory Points is a draw (end.ties)."""
        rule = {"monopoly": "win.monopoly", "father_of_dragons": "win.father-of-dragons"}.get(self.reason, "end.ties")
        if self.winner is None:
            return Outcome((), (), True, rule, self.reason)
        if self.reason == "victory_points":
            rule = "end.stage"
        losers = tuple(s for s in range(self.players) if s != self.winner)
        return Outcome((self.winner,), losers, False, rule, self.reason)


@dataclass
class StackItem:
    """A card on the Character Power Stack and who played it, as what, from where."""

    card: Card
    seat: int
    kind: str  # "power" or "emblem"
    source: str  # "treasury" or "court"


@dataclass(init=False)
class Attempt:
    """An Acquisition Attempt under way: what is targeted and every card bid on it."""

    seat: int
    target: str  # "stock:S", "event", "court:N", "black_market:N"
    declared: list[Card]
    suit: str | None
    emblem_bonus: int
    active_primary: list[Card]
    active_secondary: list[Card]
    seizer: int | None
    seizer_primary: list[Card]
    market_mods: tuple[int, ...]
    #: The Wheel of Profit for the target's type (empty for a Black Market).
    primary: str
    secondary: str

    def __init__(
        self,
        seat: int,
        target: str,
        declared: list[Card],
        suit: str | None,
        emblem_bonus: int = 0,
        *,
        market_mods: tuple[int, ...] = (),
    ) -> None:
        """Written out rather than the dataclass's (made in interpreted code): a compiled
        class's own ``__init__`` is native, and an attempt is opened at every declaration."""
        self.seat = seat
        self.target = target
        self.declared = declared
        self.suit = suit
        self.emblem_bonus = emblem_bonus
        self.active_primary = []
        self.active_secondary = []
        self.seizer = None
        self.seizer_primary = []
        self.market_mods = market_mods
        if suit is not None:  # an unknown suit: primary_buying's ValueError
            self.primary = _PRIMARY.get(suit) or primary_buying(suit)
            self.secondary = _SECONDARY.get(suit) or secondary_buying(suit)
        else:
            self.primary = self.secondary = ""

    @property
    def is_black_market(self) -> bool:
        return self.target.startswith("black_market")

    @property
    def worth(self) -> int:
        """Face value of what is at stake (Emblems count 10, R-02), for agents weighing bids."""
        if self.target.startswith("court"):
            return EMBLEM_VALUE * len(self.declared)
        return face_values(self.declared)

    @property
    def total(self) -> int:
        """The Target Value right now as a number, added up as :meth:`tv` adds its terms."""
        if self.is_black_market:
            return BLACK_MARKET_TARGET
        pressure = face_values(self.seizer_primary) - face_values(self.active_secondary)
        mods = 0
        for m in self.market_mods:
            mods += m
        return self.worth + mods - self.emblem_bonus - face_values(self.active_primary) + max(0, pressure)

    def tv(self) -> TargetValue:
        """The Target Value right now, every term kept (R-02)."""
        if self.is_black_market:
            return TargetValue(fixed=BLACK_MARKET_TARGET)
        return TargetValue(
            tuple(self.declared),
            self.market_mods,
            self.emblem_bonus,
            tuple(self.active_primary),
            tuple(self.seizer_primary),
            tuple(self.active_secondary),
            values=(EMBLEM_VALUE,) * len(self.declared) if self.target.startswith("court") else (),
        )


def face_values(cards: list[Card]) -> int:
    """The Face Values of some cards added up (a loop: native int sums when compiled)."""
    total = 0
    for c in cards:
        total += c.face_value
    return total


@mypyc_attr(allow_interpreted_subclasses=True)
class Table(Driver[Action]):
    """A DML game's state and the helpers the sequences use (the public facade is ``Game``)."""

    pack: ClassVar[str] = "dml"
    reads_unnamed_saves: ClassVar[bool] = True
    #: Version 2 since P-07 was amended (a won Black Market card may be left: a decision),
    #: version 3 since every seat is asked in a Character Power Phase (P-23: a pass where
    #: there was none); older files are read as they were played (``Game._upgrade``).
    save_version: ClassVar[int] = 3
    reads_versions: ClassVar[tuple[int, ...]] = (1, 2)
    end_rule: ClassVar[str] = "end.stage"
    #: A decision with one action is taken without asking: asking would tell what the seat holds.
    takes_only_choice: ClassVar[bool] = True
    # result (a Result, or None while the game runs) is declared on Driver: mypyc keeps one type per attribute

    #: The settings a game is made with (``Game`` checks them): seats, seed, mode, rule
    #: variants, the position it starts from (JSON data) and the first rolls, forced.
    players: int
    seed: int
    mode: str
    options: Options
    position: dict[str, Any] | None
    dice: tuple[tuple[int, int], ...]

    # ------------------------------------------------------------------ state

    def _new_table(self) -> None:
        """Every piece of the table at the start of a game (a position then lays its cards out)."""
        # random.Random(-7) is random.Random(7): a negative seed seeds with its text instead.
        self.rng = random.Random(self.seed if self.seed >= 0 else str(self.seed))
        self.deck: list[Card] = list(mode_cards(self.mode))  # top of the deck is the end
        self.event_card: Card | None = None
        self.event = Event.of(None)
        self.hoard: list[Card] = []  # top is the end
        self.nest: list[Card] = []
        self.exile: list[Card] = []
        self.stocks: dict[str, list[Card]] = {s: [] for s in SUITS}
        self.black_markets: dict[int, list[Card]] = {}
        self._next_black_market = 1
        self.treasury: list[list[Card]] = [[] for _ in range(self.players)]
        self.court: list[list[Card]] = [[] for _ in range(self.players)]
        self.king: list[Card | None] = [None] * self.players
        self.dealer = 0
        #: Whether a seat holds the Initiative Badge yet (the Setup's roll-off gives it, R-22).
        self.badge_taken = False
        self.active: int | None = None
        self.stack: list[StackItem] = []
        self.resolving: Card | None = None
        self.attempt: Attempt | None = None
        self.seize_cards: dict[int, Card] = {}
        self.set_aside: list[Card] = []
        self.drawn: Card | None = None  # a Foreign Merchant between its draw and its Black Market
        #: Cards shown to every seat at the step being recorded, though their zone stays
        #: hidden (a Seize Attempt's reveal, a Dragon Siege's Treasuries and losses, a Marauders
        #: loss, a Thief drawn and shuffled back into the Event Deck):
        #: the observer says so, and the coach's knowledge follows it. Set only while tracing.
        self.shown: list[Card] = []
        self.affected: set[int] = set()
        self.no_seize: set[int] = set()
        self.no_powers: set[int] = set()
        self.no_black_market_action: set[int] = set()
        self.extra_action: set[int] = set()
        self.standing_wins: set[int] = set()  # seats holding an undeclared instant win (P-05)
        self.forced_dice: list[tuple[int, int]] = list(self.dice)
        self.chance: list[tuple[str, Any]] = []  # a position's scripted chance (chance.py)
        self.chance_used = 0
        self.begin: dict[str, Any] | None = None
        #: A position's Acquisition Attempt under way (begin.at "seize_attempt" or "bidding").
        self.begin_attempt: dict[str, Any] | None = None

    @property
    def mode_name(self) -> str:
        return MODES[self.mode]

    # ------------------------------------------------------------ zones

    def zones(self) -> dict[str, list[Card]]:
        """Every card of the mode, each exactly once, by zone name (piles list top first)."""
        z: dict[str, list[Card]] = {
            "deck": self.deck[::-1],
            "event": [self.event_card] if self.event_card else [],
            "hoard": self.hoard[::-1],
            "nest": list(self.nest),
            "exile": self.exile[::-1],
        }
        for s in SUITS:
            z[f"stock:{s}"] = list(self.stocks[s])
        for k, pile in self.black_markets.items():
            z[f"black_market:{k}"] = list(pile)
        for seat in range(self.players):
            z[f"treasury:{seat}"] = list(self.treasury[seat])
            z[f"court:{seat}"] = list(self.court[seat])
            king = self.king[seat]
            z[f"king:{seat}"] = [king] if king else []
        stack = [i.card for i in self.stack] + ([self.resolving] if self.resolving else [])
        if stack:
            z["pending:stack"] = stack
        att = self.attempt
        if att is not None:
            for name, pile in (
                ("declared", att.declared),
                ("active_primary", att.active_primary),
                ("active_secondary", att.active_secondary),
                ("seizer_primary", att.seizer_primary),
            ):
                if pile:
                    z[f"pending:{name}"] = list(pile)
        if self.drawn:
            z["pending:drawn"] = [self.drawn]
        if self.set_aside:
            z["pending:set_aside"] = list(self.set_aside)
        for seat, card in self.seize_cards.items():
            z[f"pending:seize:{seat}"] = [card]
        return z

    # ------------------------------------------------- helpers for sequences

    def roll_dice(self) -> tuple[int, int]:
        """Two dice from the seeded generator (or a position's forced results)."""
        if self.forced_dice:
            return self.forced_dice.pop(0)
        if self.chance_used < len(self.chance):  # a position's script not used up (read natively)
            scripted = chance.take(self, "dice")
            if scripted is not None:
                return scripted  # type: ignore[no-any-return]
        r = self.rng.random
        return int(r() * 6) + 1, int(r() * 6) + 1

    def seats_from(self, seat: int) -> list[int]:
        """Seat order (counter-clockwise) starting at ``seat``."""
        n = self.players
        return [(seat + i) % n for i in range(n)]

    def finish(self, winner: int | None, reason: str, scores: tuple[Score, ...] = ()) -> GameOver:
        """Record the result (the core's ``end``): the game is over once the End Stage
        returns, or at once when the ``GameOver`` given back is raised (an instant win)."""
        return self.end(Result(winner, reason, scores, self.players))

    def instant_wins(self, seat: int) -> list[str]:
        """Monopoly / Father of Dragons held in this Treasury now (R-27)."""
        hand = self.treasury[seat]
        if len(hand) < 4:
            return []
        out = []
        counts = [0] * len(SUITS)  # a list by suit: no dict per call
        eggs = 0
        for c in hand:
            suit = c.suit
            if c.is_resource and c.face_value <= 9 and suit is not None:
                counts[_SUIT_AT[suit]] += 1
            elif c.is_egg:
                eggs += 1
        if 8 in counts:
            out.append("monopoly")
        if eggs == 4:
            out.append("father_of_dragons")
        return out

    def apply_event_effects(self, begin: dict[str, Any] | None = None) -> None:
        """Identify the Event and who its Player Effect hits (R-19, R-20). A position that
        begins mid-Round may give the Round's Event apart from the card in the Event Zone
        (``begin.event``) and the seats its Player Effect hits (``begin.affected``)."""
        given = (begin or {}).get("event")
        ev = self.event = Event.of(given if given is not None else self.event_card)
        self.end_event_effects(keep_event=True)
        if self.mode == "quickstart":
            return
        everyone = set(range(self.players))
        hit = (begin or {}).get("affected")
        if ev.type in (CARNIVAL_OF_COIN, GRAND_OPENING):
            self.extra_action = everyone if hit is None else set(hit)
            return
        if hit is not None:
            self.affected = set(hit)
        elif self.options.effects_by_treasury_size:
            self.affected = {s for s in everyone if ev.affects(len(self.treasury[s]))}
        else:  # variant of R-19: the Player Effect hits every player
            self.affected = everyone
        if ev.type == CONTRABAND_CRACKDOWN:
            self.no_seize = set(self.affected)
        elif ev.type == DECADENCE:
            self.no_powers = set(self.affected)
        elif ev.type == TAX_RELIEF:
            self.no_black_market_action = set(self.affected)

    def end_event_effects(self, keep_event: bool = False) -> None:
        if not keep_event:
            self.event = Event.of(None)
        self.affected = set()
        self.no_seize = set()
        self.no_powers = set()
        self.no_black_market_action = set()
        self.extra_action = set()

    def discard(self, card: Card) -> Say:
        """Put a card on the Dragon's Hoard, minding Eggs and the Thief; says where it went."""
        if card.is_egg:
            self.nest.append(card)
            return _EGG_TO_NEST
        if card.is_thief:
            return self.return_thief(card)
        self.hoard.append(card)
        return _TO_HOARD

    def return_thief(self, card: Card) -> Say:
        """The Thief goes back into the Event Deck at a random place (a chance entry
        ``thief`` may script it), unless it would be alone there (P-03)."""
        if self.deck:
            self.deck.insert(chance.thief_place(self), card)
            return _THIEF_TO_DECK
        self.hoard.append(card)
        return _THIEF_STAYS

    def emblem_bonus(self, seat: int, suit: str) -> int:
        """Static Bonus of this seat's Emblems of a suit (R-12), and with the variant
        ``clubs_vantage_bonus`` 1 more per Club Emblem whatever the suit (R-18)."""
        if not self.court[seat]:
            return 0
        bonus = sum(c.static_bonus for c in self.court[seat] if c.suit == suit)
        if self.options.clubs_vantage_bonus:
            bonus += sum(1 for c in self.court[seat] if c.suit == "C")
        return bonus

    def max_primary(self, seat: int, suit: str) -> int:
        """Most this seat could bid in Primary Buying Resources for that type now (R-03, R-08)."""
        p = _PRIMARY.get(suit) or primary_buying(suit)  # an unknown suit: the ValueError
        ev = self.event
        return sum([c.face_value for c in self.treasury[seat] if c.suit == p and c.is_resource and ev.may_bid(c)])

    def buying_power(self, seat: int) -> dict[str, int]:
        """Most this seat could bid in Primary Buying Resources for each Resource Type now
        (``max_primary`` of every type, R-03, R-08), from one look at the Treasury."""
        held = self.biddable(seat)
        return {suit: held[k] for suit, k in _PRIMARY_AT}

    def biddable(self, seat: int) -> list[int]:
        """What this seat may bid now of each suit (R-08), in ``SUITS`` order: the Face
        Values of its Treasury's Resources that may be bid, added up by their own suit (a
        list: no dictionary per card or per call). ``held[PRIMARY_PLACE[k]]`` is
        ``buying_power(seat)[SUITS[k]]``."""
        held = [0] * len(SUITS)
        ev = self.event
        for c in self.treasury[seat]:
            suit = c.suit
            if c.is_resource and suit is not None and ev.may_bid(c):
                held[_SUIT_AT[suit]] += c.face_value
        return held

    def declared_value(self, cards: Iterable[Card]) -> int:
        """Marketplace cards' Face Values with this Round's Market Effect (R-02)."""
        ev = self.event
        return sum(c.face_value + ev.market_modifier(c) for c in cards)

    def market_count(self) -> int:
        return sum(len(s) for s in self.stocks.values())

    def new_black_market(self, pile: list[Card]) -> int:
        k = self._next_black_market
        self._next_black_market += 1
        self.black_markets[k] = pile
        return k

    def resume_attempt(self) -> Attempt:
        """The Acquisition Attempt a position begins in, its cards on the table (R-02)."""
        spec = self.begin_attempt
        assert spec is not None and self.begin is not None
        target, declared = spec["target"], spec["declared"]
        kind = target.partition(":")[0]
        suit = declared[0].suit
        mods = tuple(self.event.market_modifier(c) for c in declared) if kind == "stock" else (0,) * len(declared)
        seat = self.begin["seat"]
        att = Attempt(seat, target, list(declared), suit, self.emblem_bonus(seat, suit), market_mods=mods)
        att.active_primary += spec["active_primary"]
        att.active_secondary += spec["active_secondary"]
        att.seizer_primary += spec["seizer_primary"]
        att.seizer = spec["seizer"]
        self.attempt = att
        self.begin_attempt = None
        return att

    def open_attempt(self, decl: Any) -> Attempt:
        """Move the declared cards off the table into the pending Acquisition Attempt."""
        kind, _, rest = decl.target.partition(":")
        if kind == "black_market":
            att = Attempt(decl.seat, decl.target, [], None)
        else:
            declared = list(decl.cards)
            if kind == "stock":
                for c in declared:
                    self.stocks[rest].remove(c)
            elif kind == "event":
                self.event_card = None
            else:
                self.court[int(rest)].remove(declared[0])
            suit = declared[0].suit
            assert suit is not None
            mods = tuple(self.event.market_modifier(c) for c in declared) if kind == "stock" else (0,) * len(declared)
            att = Attempt(decl.seat, decl.target, declared, suit, self.emblem_bonus(decl.seat, suit), market_mods=mods)
        self.attempt = att
        return att
