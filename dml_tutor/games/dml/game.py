"""The DML table and its small public interface (``Game``), in the manner of python-chess.

The rules live in :mod:`dml_tutor.games.dml.sequences`; this module keeps the table
(zones, counters, Round effects) and says how DML reads actions and saves games. The
core's :class:`~dml_tutor.core.driver.Driver` steps it from decision to decision.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Generator, Iterable
from dataclasses import asdict, dataclass, field, fields
from typing import Any, ClassVar

from ...core.driver import Driver, IllegalActionError, is_int
from ...core.inputs import check_data, load_json, short_repr
from ...core.native import mypyc_attr
from ...core.outcome import GameOver, Outcome
from ...core.trace import TraceEntry
from . import chance, sequences
from .actions import MOVES, Action, DeclareWin
from .cards import SUITS, Card, mode_cards, primary_buying
from .events import CARNIVAL_OF_COIN, CONTRABAND_CRACKDOWN, DECADENCE, GRAND_OPENING, TAX_RELIEF, Event
from .legality import explain
from .position import BEGIN_AT, FORMAT_VERSION, POSITION_FORMAT, load_position, player_view
from .scoring import Score
from .sequences import Attempt, Decision, StackItem

__all__ = ["BEGIN_AT", "FORMAT_VERSION", "MODES", "POSITION_FORMAT", "Game", "IllegalActionError", "Options", "Result"]

MODES = {"full": "full game", "quickstart": "Market Mayhem"}
#: The Primary Buying Resource of each type (the Wheel of Profit), looked up on hot paths.
_PRIMARY = {s: primary_buying(s) for s in SUITS}


def _json_copy(position: Any) -> dict[str, Any]:
    """The game's own copy of a position (later edits to the caller's dict change nothing),
    as JSON data: Cards become their codes, tuples lists."""
    if not isinstance(position, dict):
        raise ValueError(f"a position must be a JSON object (a dict), got {type(position).__name__}")
    check_data(position, "position")

    def code(o: Any) -> str:
        if isinstance(o, Card):
            return o.code
        raise TypeError(f"{o!r} is not JSON data")

    try:
        copy: dict[str, Any] = json.loads(json.dumps(position, default=code))
    except (TypeError, ValueError) as e:
        raise ValueError(f"position: {e}") from None
    return copy


@mypyc_attr(native_class=False)  # a plain class in both builds: its fields are checked by from_dict
@dataclass(frozen=True)
class Options:
    """Rule variants a designer may switch (each named by the ruling that defines it)."""

    #: R-17: Characters may trigger their Ultimate Power from the Court as well as the Treasury.
    powers_from_court: bool = True
    #: R-03: the cap of 12 is counted after the Active Player's Declaration bids (off: before).
    cap_after_bids: bool = True
    #: R-04: without a Seizer there is no Bidding Phase (off: the Active Player bids alone).
    bidding_needs_seizer: bool = True
    #: R-18: Club Emblems have no Vantage Bonus (on: each lowers every attempt's Target Value by 1).
    clubs_vantage_bonus: bool = False
    #: R-19: a Player Effect hits Treasuries of V+ cards (off: it hits every player).
    effects_by_treasury_size: bool = True
    #: R-27: an instant win is offered the moment it is held (off: only at the end of a Turn).
    instant_wins_at_once: bool = True

    @classmethod
    def from_dict(cls, data: object) -> Options:
        if data is None:
            return cls()
        if isinstance(data, Options):
            data = asdict(data)  # an instance is checked like the dict it saves as
        if not isinstance(data, dict):
            raise ValueError(f"options must be a dict, got {type(data).__name__}")
        known = {f.name: f for f in fields(cls)}
        for k, v in data.items():
            if k not in known:
                raise ValueError(f"unknown option {k!r}; known options: {', '.join(known)}")
            if not isinstance(v, bool):
                raise ValueError(f"option {k!r} must be true or false, got {short_repr(v)}")
        return cls(**data)


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


def _dice(dice: Any) -> tuple[tuple[int, int], ...]:
    """Forced rolls as pairs of ints 1..6; anything else is a ``ValueError`` naming the field."""
    try:
        pairs = [tuple(d) for d in dice]
    except TypeError:
        pairs = [()]
    if not all(len(p) == 2 and all(is_int(x) and 1 <= x <= 6 for x in p) for p in pairs):
        raise ValueError(f"dice must be a list of (die, die) pairs, each 1..6, got {dice!r}")
    return tuple((p[0], p[1]) for p in pairs)


@mypyc_attr(allow_interpreted_subclasses=True)
class Game(Driver[Action]):
    """One game of DML, stepped decision by decision.

    >>> g = Game(players=4, seed=1)
    >>> action = g.legal_actions()[0]
    >>> g.apply(action)
    """

    pack: ClassVar[str] = "dml"
    reads_unnamed_saves: ClassVar[bool] = True
    end_rule: ClassVar[str] = "end.stage"
    # result (a Result, or None while the game runs) is declared on Driver: mypyc keeps one type per attribute

    def __init__(
        self,
        players: object = 4,
        seed: object = 0,
        mode: object = "full",
        *,
        options: object = None,
        trace: object = True,
        position: object = None,
        on_step: Callable[[TraceEntry], None] | None = None,
        dice: object = (),
    ) -> None:
        if not is_int(players) or players not in (3, 4):
            raise ValueError(f"players must be 3 or 4 (mode.three-players), got {players!r}")
        if not isinstance(mode, str) or mode not in MODES:
            raise ValueError(f"unknown mode {mode!r}: use 'full' or 'quickstart'")
        if not is_int(seed) or not -(2**63) <= seed < 2**64:
            raise ValueError(f"seed must be an integer from -2**63 to 2**64 - 1, got {short_repr(seed)}")
        if position is not None:
            position = _json_copy(position)
        #: The first rolls, forced (pairs of dice 1..6), before the seeded generator's.
        self.dice = _dice(dice)
        self.players = players
        self.seed = seed
        self.mode = mode
        self.options = Options.from_dict(options)
        self.position = position
        self._start(trace=trace, on_step=on_step)

    # ------------------------------------------------------------------ state

    def _new_table(self) -> None:
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
        self.active: int | None = None
        self.stack: list[StackItem] = []
        self.resolving: Card | None = None
        self.attempt: Attempt | None = None
        self.seize_cards: dict[int, Card] = {}
        self.set_aside: list[Card] = []
        self.drawn: Card | None = None  # a Foreign Merchant between its draw and its Black Market
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
        if self.position is not None:
            load_position(self, self.position)

    def _play(self) -> Generator[Decision, Action, None]:
        return sequences.play(self)

    def apply(self, action: Any) -> None:
        """Take one decision (see the core); a scripted chance entry that does not fit
        what the engine then draws is a ``ChanceError``, and the game is put back."""
        taken = len(self.decisions)
        try:
            super().apply(action)
        except chance.ChanceError:
            self.replay(self.decisions[:taken])
            raise

    def _coerce(self, action: Any, decision: Decision) -> Action:
        return MOVES.read(action, decision)

    def _out_of_turn(self, decision: Decision) -> list[Action]:
        """A declined instant win still held may be declared at any decision (P-05)."""
        return [
            DeclareWin(seat, kind, True)
            for seat in sorted(self.standing_wins)
            if seat != decision.seat
            for kind in self.instant_wins(seat)
        ]

    def _private(self, decision: Decision, action: Action) -> bool:
        """Declining an instant win is seen by the decliner only (the question is private too)."""
        return decision.kind == "instant_win" and isinstance(action, DeclareWin) and not action.declare

    def _explain(self, decision: Decision, action: Any) -> tuple[str, tuple[str, ...]]:
        return explain(self, decision, action)

    def _settings(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "seed": self.seed,
            "mode": self.mode,
            "options": asdict(self.options),
            "position": self.position,
            **({"dice": [list(d) for d in self.dice]} if self.dice else {}),
        }

    @classmethod
    def _from_settings(cls, data: dict[str, Any], *, trace: bool) -> Game:
        for key, kind in (("players", int), ("seed", int), ("mode", str)):
            if not isinstance(data.get(key), kind) or isinstance(data.get(key), bool):
                raise ValueError(f"save file field {key!r} must be a {kind.__name__}")
        if not isinstance(data.get("position"), (dict, type(None))):
            raise ValueError("save file field 'position' must be a position object or null")
        return cls(
            data["players"],
            data["seed"],
            data["mode"],
            options=data.get("options"),
            trace=trace,
            position=data.get("position"),
            dice=data.get("dice", ()),
        )

    # ------------------------------------------------------------ public API

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

    def view(self, seat: object = None) -> dict[str, Any]:
        """What ``seat`` may know (None: everything), zone by zone with knowledge levels."""
        if seat is not None and not (is_int(seat) and 0 <= seat < self.players):
            raise ValueError(f"no seat {seat!r}: seats are 0..{self.players - 1}, or None for everything")

        return player_view(self, seat)

    # ------------------------------------------------------------ save / load

    @classmethod
    def from_position(cls, position: object, *, trace: object = True) -> Game:
        """Start from a described position (see docs/formats.md)."""
        if isinstance(position, str):
            position = load_json(position, "position")
        if not isinstance(position, dict):
            raise ValueError("a position must be a JSON object")
        check_data(position, "position")
        return cls(
            position.get("players", 4),
            position.get("seed", 0),
            position.get("mode", "full"),
            options=position.get("options"),
            trace=trace,
            position=position,
        )

    # ------------------------------------------------- helpers for sequences

    def roll_dice(self) -> tuple[int, int]:
        """Two dice from the seeded generator (or a position's forced results)."""
        if self.forced_dice:
            return self.forced_dice.pop(0)
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
        counts = dict.fromkeys(SUITS, 0)
        eggs = 0
        for c in hand:
            if c.is_resource and c.face_value <= 9:
                counts[c.suit] += 1  # type: ignore[index]
            elif c.is_egg:
                eggs += 1
        if 8 in counts.values():
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

    def discard(self, card: Card) -> str:
        """Put a card on the Dragon's Hoard, minding Eggs and the Thief; says where it went."""
        if card.is_egg:
            self.nest.append(card)
            return "an Egg goes back to the Dragon's Nest"
        if card.is_thief:
            return self.return_thief(card)
        self.hoard.append(card)
        return "to the Dragon's Hoard"

    def return_thief(self, card: Card) -> str:
        """The Thief goes back into the Event Deck at a random place (a chance entry
        ``thief`` may script it), unless it would be alone there (P-03)."""
        if self.deck:
            self.deck.insert(chance.thief_place(self), card)
            return "shuffled back into the Event Deck"
        self.hoard.append(card)
        return "the Event Deck is empty, so it stays in the Dragon's Hoard (P-03)"

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
        held = dict.fromkeys(SUITS, 0)  # what may be bid, by the cards' own suit
        ev = self.event
        for c in self.treasury[seat]:
            if c.is_resource and c.suit is not None and ev.may_bid(c):
                held[c.suit] += c.face_value
        return {suit: held[p] for suit, p in _PRIMARY.items()}

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

    # ------------------------------------------------------------ display

    def __repr__(self) -> str:
        state = f"over: {self.result}" if self.result else f"seat {self.current_player} to decide"
        return f"<Game players={self.players} seed={self.seed} mode={self.mode!r} round={self.round} {state}>"
