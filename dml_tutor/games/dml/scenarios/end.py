"""DML's scenarios of the end of the game (rulebook: The End; ruling R-27): Victory Points
counted stack by stack against the engine's End Stage, and the instant wins."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ....core.text import Text, commas
from ....scenarios.core import Row, Said, ScenarioResult, Value
from ....scenarios.runner import Step
from ..actions import Bid, Declare, Seize
from ..cards import SUIT_SYMBOL, Card
from ..game import Game
from ..scoring import Score, decide_winner, score
from ..sequences import win_rule
from ..words import resource, say, win_said
from .base import (
    Cards,
    Dice,
    DmlScenario,
    Seats,
    _cards,
    _codes,
    _declare_step,
    _in,
    _required,
    _resource,
    _rest,
    _step,
    card_field,
    cards_field,
    dice_field,
    flag_field,
    seats_field,
    seed_field,
)

# ========================================================== 3. Victory Points


class ScenarioMismatch(AssertionError):
    """The scenario's two routes to the same answer disagree: an engine bug to report."""


@dataclass
class VictoryResult(ScenarioResult):
    """Counting by dml.score/decide_winner, checked against the engine's End Stage."""

    scores: list[Score] = field(default_factory=list)
    winner: int | None = None
    engine_winner: int | None = None

    @property
    def agrees(self) -> bool:
        g = self.game
        if g is None or g.result is None:
            return False
        return self.winner == g.result.winner and [s.total for s in self.scores] == [s.total for s in g.result.scores]


def _kings(name: str, items: object) -> Cards:
    """One Merchant King per seat, three or four."""
    kings = _codes(name, items)
    if len(kings) not in (3, 4):
        raise ValueError(f"{name}: one Merchant King per seat, 3 or 4 of them, not {len(kings)} (mode.three-players)")
    if not all(Card.parse(k).is_king for k in kings):
        raise ValueError(f"{name} must be Merchant Kings (KS, KC, KH, KD), one per seat")
    return kings


@dataclass(frozen=True, kw_only=True)
class VictoryPoints(DmlScenario):
    """Victory Points counted the seed's way, stack by stack (Desired Resource doubled,
    then the Guild bonus, then Eggs), the winner and tie-break (R-28); and the same table
    scored by the engine's End Stage (an empty Event Deck at the start of a Round, R-26).

    The default table ties seats 1 and 2 on 56 points; seat 1's Dragon Egg wins it.
    """

    title = Said(say("scene-vp-title"))
    value_label = Said(say("scene-vp-value"))

    kings: Cards = cards_field(Said(say("scene-field-merchant-kings-by-seat")), "KS KH KC KD", _kings)
    treasuries: Seats = seats_field(
        Said(say("scene-field-treasuries-one-line-per-seat")), ("4S 7S 3H", "9H 8H 2D AS", "9C 8C 6C 5C", "7D 6D 2C JD")
    )
    courts: Seats = seats_field(Said(say("scene-field-courts-one-line-per-seat")), ("TS",))
    seed: int = seed_field()

    @property
    def players(self) -> int:
        """One seat per Merchant King."""
        return len(self.kings)

    def seat_count(self) -> int:
        return self.players

    def position(self) -> dict[str, Any]:
        zones: dict[str, list[str]] = {}
        for seat in range(self.players):
            zones[f"king:{seat}"] = [self.kings[seat]]
            if self.treasuries[seat]:
                zones[f"treasury:{seat}"] = list(self.treasuries[seat])
            if self.courts[seat]:
                zones[f"court:{seat}"] = list(self.courts[seat])
        zones["hoard"] = _rest(zones)  # the game is played out; the Event Deck is empty
        zones["deck"] = []
        return {
            "name": self.title,
            "players": self.players,
            "seed": self.seed,
            "begin": {"at": "round"},
            "zones": zones,
        }

    def scores(self) -> list[Score]:
        return [
            score(self.treasuries[s], self.courts[s], desired=Card.parse(self.kings[s])) for s in range(self.players)
        ]

    def run(self) -> VictoryResult:
        with self._naming_arguments():
            g = Game.from_position(self.position())
        scores = self.scores()
        rows: list[Row] = []

        def add(what: Text, value: Value, rules: tuple[str, ...], where: str) -> None:
            rows.append(Row(len(rows) + 1, Said(what), value, rules, where))

        for seat, s in enumerate(scores):
            king = Card.parse(self.kings[seat])
            assert king.suit is not None
            where = f"seat {seat}"
            add(
                say("scene-vp-reveals", seat=seat, king=king.symbol, resource=resource(king.suit)),
                0,
                ("end.stage",),
                where,
            )
            if s.dropped:
                add(
                    say("scene-vp-drops", seat=seat, cards=" ".join(c.symbol for c in s.dropped)),
                    0,
                    ("end.stage",),
                    where,
                )
            running = 0
            for st in s.stacks:
                if not st.cards:
                    continue
                running += st.total
                rules: tuple[str, ...] = ("end.counting",) + (("R-29",) if st.guild_bonus else ())
                stack = say(
                    "scene-vp-stack",
                    seat=seat,
                    resource=resource(st.suit),
                    cards=" + ".join(c.symbol for c in st.cards),
                    face=st.face_total,
                    desired="yes" if st.desired else "no",
                    doubled=st.face_total * 2,
                    guild=st.guild_bonus,
                    total=st.total,
                )
                add(stack, running, rules, where)
            if s.eggs:
                running += s.egg_points
                add(
                    say("scene-vp-eggs", seat=seat, count=s.eggs, points=s.egg_points),
                    running,
                    ("end.counting",),
                    where,
                )
            add(say("scene-vp-total", seat=seat, total=s.total), s.total, ("end.counting",), where)
        winner = decide_winner(scores)
        best = max(s.total for s in scores)
        top = [i for i, s in enumerate(scores) if s.total == best]
        if len(top) > 1:
            eggs = commas([say("scene-vp-seat-eggs", seat=i, count=scores[i].eggs) for i in top])
            seats = ", ".join(map(str, top))
            tie = (
                say("scene-vp-tie-won", seats=seats, best=best, eggs=eggs, winner=winner)
                if winner is not None
                else say("scene-vp-tie-nobody", seats=seats, best=best, eggs=eggs)
            )
            add(
                tie,
                best,
                ("end.ties", "R-28"),
                "winner",
            )
        else:
            add(say("scene-vp-winner", winner=winner, best=best), best, ("end.ties", "R-28"), "winner")

        result = VictoryResult(self.title, rows, g, self.value_label, [], scores, winner, language=self.language)
        if g.result is None:
            raise ScenarioMismatch("the engine did not reach the End Stage from an empty Event Deck")
        result.engine_winner = g.result.winner
        if not result.agrees:
            raise ScenarioMismatch(
                f"dml.score/decide_winner give {[s.total for s in scores]} and winner {winner}; the engine's End "
                f"Stage gives {[s.total for s in g.result.scores]} and winner {g.result.winner}"
            )
        totals = str([s.total for s in g.result.scores])
        add(
            say("scene-vp-engine-nobody", scores=totals)
            if g.result.winner is None
            else say("scene-vp-engine", scores=totals, winner=g.result.winner),
            None if g.result.winner is None else g.result.scores[g.result.winner].total,
            ("event.deck-empty", "R-26", "end.stage", "end.ties"),
            "engine",
        )
        return result


# ---------------------------------------------------- instant wins


class _InstantWin(DmlScenario):
    """Shared run for a winning card that arrives through an Acquisition Attempt."""

    value_label = Said(say("scene-held"))
    declare: bool
    dice: Dice
    seed: int

    def steps(self) -> list[Step]:
        raise NotImplementedError

    def _held(self, g: Game) -> Value:
        raise NotImplementedError

    def run(self) -> ScenarioResult:
        r = self._start(self._held, self.steps(), declare_wins=self.declare)
        r.drive(lambda run: run.game.is_over or run.left("Acquisition Attempt"))
        rows = r.rows(_in("Acquisition Attempt"))
        g = r.game
        notes: list[str] = []
        if g.result is not None:
            name, rule = win_said(g.result.reason), win_rule(g.result.reason)
            rows.append(
                Row(
                    len(rows) + 1,
                    Said(say("scene-instant-win", seat=g.result.winner, win=name)),
                    self._held(g),
                    (rule, "R-27"),
                    "Game",
                )
            )
        else:
            notes.append(Said(say("scene-no-instant-win")))
        return ScenarioResult(self.title, rows, g, self.value_label, notes, language=self.language)


@dataclass(frozen=True, kw_only=True)
class Monopoly(_InstantWin):
    """Seat 0 holds 2-8 of one type, acquires the 9 in an attempt and declares Monopoly (R-27)."""

    title = Said(say("scene-monopoly-title"))

    hand: Cards = cards_field(Said(say("scene-field-seat-0s-treasury")), "2S 3S 4S 5S 6S 7S 8S")
    target: str = card_field(
        Said(say("scene-field-card-acquired")), "9S", _required("name the card acquired", _resource)
    )
    bid: Cards = cards_field(Said(say("scene-field-primary-bid-at-declaration")))
    seize_card: str | None = card_field(Said(say("scene-field-seat-1s-seize-card")))
    dice: Dice = dice_field(default=((4, 5),))
    declare: bool = flag_field(Said(say("scene-field-declare-monopoly")), True)
    seed: int = seed_field()

    def position(self) -> dict[str, Any]:
        t = Card.parse(self.target)
        zones = {f"stock:{t.suit}": [self.target], "treasury:0": [*self.hand, *self.bid]}
        if self.seize_card:
            zones["treasury:1"] = [self.seize_card]
        return {
            "name": self.title,
            "seed": self.seed,
            "begin": {"at": "declaration", "seat": 0},
            "zones": zones,
            "dice": [list(d) for d in self.dice],
        }

    def steps(self) -> list[Step]:
        steps = [_declare_step(0, [Card.parse(self.target)])]
        if self.bid:
            steps.append(_step(0, "bid", Bid(0, _cards(self.bid), "primary"), "Declaration", "the bid at Declaration"))
        if self.seize_card:
            steps.append(_step(1, "seize", Seize(1, Card.parse(self.seize_card)), "Seize Attempt Phase", "the Seize"))
        return steps

    def _held(self, g: Game) -> Value:
        suit = Card.parse(self.target).suit
        assert suit is not None
        n = sum(1 for c in g.treasury[0] if c.suit == suit and c.is_resource and c.face_value <= 9)
        return Said(say("scene-monopoly-held", count=n, suit=SUIT_SYMBOL[suit]))


def _black_market(name: str, items: object) -> Cards:
    codes = _codes(name, items)
    if not codes:
        raise ValueError(f"{name}: the Black Market needs at least one card")
    return codes


@dataclass(frozen=True, kw_only=True)
class FatherOfDragons(_InstantWin):
    """Seat 0 holds three Dragon Eggs and draws the fourth from a Black Market (R-27)."""

    title = Said(say("scene-father-title"))

    hand: Cards = cards_field(Said(say("scene-field-seat-0s-treasury")), "AS AC AH 5D")
    black_market: Cards = cards_field(Said(say("scene-field-black-market-1")), "AD", _black_market)
    dice: Dice = dice_field(default=((3, 4),))
    declare: bool = flag_field(Said(say("scene-field-declare-father-of-dragons")), True)
    seed: int = seed_field()

    def position(self) -> dict[str, Any]:
        return {
            "name": self.title,
            "seed": self.seed,
            "begin": {"at": "declaration", "seat": 0},
            "zones": {"treasury:0": list(self.hand), "black_market:1": list(self.black_market)},
            "dice": [list(d) for d in self.dice],
        }

    def steps(self) -> list[Step]:
        return [_step(0, "declare", Declare(0, "black_market:1"), "Market Action", "the Black Market attempt")]

    def _held(self, g: Game) -> Value:
        return Said(say("scene-father-held", count=sum(1 for c in g.treasury[0] if c.is_egg)))
