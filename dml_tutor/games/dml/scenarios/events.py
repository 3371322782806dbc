"""DML's scenarios of the Round's interruptions (rulebook: Gameplay > Event Phase, the
Foreign Merchant, the Dragon Siege): an Event's two effects, a Restock that turns up the
Foreign Merchant, and a Dragon Siege with and without Dragon Shield."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ....core.text import commas
from ....scenarios.core import Row, Said, ScenarioResult, Value
from ....scenarios.runner import Step
from ..actions import Bid, Play
from ..cards import Card
from ..game import Game
from ..words import event_said, market_effect, player_effect, say
from .base import (
    Cards,
    Dice,
    DmlScenario,
    Seats,
    _cards,
    _declare_step,
    _declared,
    _in,
    _milestones,
    _names,
    _required,
    _resources,
    _step,
    _tv_value,
    card_field,
    cards_field,
    choice_field,
    dice_field,
    number_field,
    seats_field,
    seed_field,
)

# ============================================================ 4. Event effects


@dataclass(frozen=True, kw_only=True)
class EventEffects(DmlScenario):
    """One Event card through the engine's Event Phase: who its Player Effect hits (a
    Treasury of at least V cards, R-19), and how its Market Effect moves the Target
    Value of seat 0's declaration, against the same declaration with no Event.

    The Event is the top card of the Event Deck at the start of a Round; the engine
    shuffles the rest of the deck beneath it with the game's seeded generator (the Supply
    Step draws from it).
    """

    title = Said(say("scene-event-title"))
    value_label = Said(say("scene-event-value"))

    event: str = card_field(
        Said(say("scene-field-event-card")), "5C", _required("name an Event card (X1 is the Foreign Merchant, R-20)")
    )
    hands: Seats = seats_field(
        Said(say("scene-field-treasuries-one-line-per-seat")),
        ("2D 4D 2H 3H 8H 9H", "2C 3C 4C", "5D 6D 7C 8C 9C", "4H 5H"),
    )
    declared: Cards = cards_field(Said(say("scene-field-seat-0-declares")), "6S 3S", _declared)
    bid: Cards = cards_field(Said(say("scene-field-seat-0s-primary-bid-at-declaration")))
    dice: Dice = dice_field(default=((5, 6),))
    seed: int = seed_field()

    def _stocks(self) -> dict[str, list[str]]:
        out: dict[str, list[str]] = {}
        for c in _cards(self.declared):
            out.setdefault(f"stock:{c.suit}", []).append(c.code)
        return out

    def position(self) -> dict[str, Any]:
        zones: dict[str, list[str]] = self._stocks()
        for seat, hand in enumerate(self.hands):
            if hand:
                zones[f"treasury:{seat}"] = list(hand)
        zones["deck"] = [self.event]  # the engine shuffles the rest in beneath it
        return {
            "name": self.title,
            "seed": self.seed,
            "begin": {"at": "round"},
            "zones": zones,
            "dice": [list(d) for d in self.dice],
        }

    def baseline_position(self) -> dict[str, Any]:
        """The same declaration with no Event (Carnival of Coin: no Market Effect)."""
        zones: dict[str, list[str]] = self._stocks()
        if self.hands[0]:
            zones["treasury:0"] = list(self.hands[0])
        return {
            "name": f"{self.title} (no Event)",  # a position's name, saved: English
            "seed": self.seed,
            "begin": {"at": "declaration", "seat": 0},
            "zones": zones,
        }

    def steps(self) -> list[Step]:
        steps = [_declare_step(0, _cards(self.declared))]
        if self.bid:
            steps.append(_step(0, "bid", Bid(0, _cards(self.bid), "primary"), "Declaration", "the bid at Declaration"))
        return steps

    def run(self) -> ScenarioResult:
        r = self._start(_tv_value, self.steps())
        r.drive(lambda run: run.left("Acquisition Attempt"))
        g = r.game
        rows = r.rows(lambda e: "Event Phase" in _names(e.path), scripted=False)
        ev = g.event
        if ev.value and ev.type not in ("Carnival of Coin", "Grand Opening"):
            for seat, hand in enumerate(self.hands):
                hit = seat in g.affected
                held = (
                    say("scene-event-hit", seat=seat, count=len(hand), value=ev.value, effect=player_effect(ev))
                    if hit
                    else say("scene-event-missed", seat=seat, count=len(hand), value=ev.value)
                )
                rows.append(
                    Row(
                        len(rows) + 1,
                        Said(held),
                        len(hand),
                        ("event.resolution", ev.rule, "R-19"),
                        "Player Effect",
                    )
                )
        for row in r.rows(_in("Acquisition Attempt")):
            rows.append(Row(len(rows) + 1, row.what, row.value, row.rules, row.where, row.kind, row.trace_index))
        notes: list[str] = [
            Said(say("scene-event-note", event=event_said(ev), player=player_effect(ev), market=market_effect(ev)))
        ]
        event_tv = next((m.tv for m in _milestones(r) if m.key == "declaration"), None)
        base = self._start(_tv_value, self.steps(), position=self.baseline_position())
        base.drive(lambda run: run.left("Acquisition Attempt"))
        base_tv = next((m.tv for m in _milestones(base) if m.key == "declaration"), None)
        if event_tv is not None and base_tv is not None:
            moved = event_tv.total - base_tv.total
            rows.append(
                Row(
                    len(rows) + 1,
                    Said(say("scene-event-market", event=str(event_tv), none=str(base_tv), moved=f"{moved:+d}")),
                    event_tv.total,
                    ("R-02", ev.rule),
                    "Market Effect",
                )
            )
        return ScenarioResult(self.title, rows, g, self.value_label, notes, language=self.language)


# ================================================ 6. Foreign Merchant, Siege


@dataclass(frozen=True, kw_only=True)
class ForeignMerchantRestock(DmlScenario):
    """A Restock that turns up the Foreign Merchant: everything pauses, the Dragon's Hoard,
    one Egg from the Nest and the card itself become a new Black Market, and the Restock
    carries on (R-15). ``deck_top`` is the Event Deck from the top; the engine shuffles the
    rest of the deck beneath it (seeded). Seat 0 passes its Market Actions."""

    title = Said(say("scene-fm-title"))
    value_label = Said(say("scene-fm-value"))

    market: Cards = cards_field(Said(say("scene-field-stocks-before-the-restock")), "2S", _resources)
    deck_top: Cards = cards_field(Said(say("scene-field-event-deck-top-first")), "4H X1 7C 9D")
    hoard: Cards = cards_field(Said(say("scene-field-dragons-hoard")), "JD 6S 9H")
    seed: int = seed_field()

    def position(self) -> dict[str, Any]:
        zones: dict[str, list[str]] = {}
        for c in _cards(self.market):
            zones.setdefault(f"stock:{c.suit}", []).append(c.code)
        if self.hoard:
            zones["hoard"] = list(self.hoard)
        zones["deck"] = list(self.deck_top)  # the rest is shuffled in beneath by the engine
        return {"name": self.title, "seed": self.seed, "begin": {"at": "market_phase", "seat": 0}, "zones": zones}

    def run(self) -> ScenarioResult:
        def marketplace(g: Game) -> Value:
            bms = ", ".join(f"BM{k}: {len(p)}" for k, p in g.black_markets.items())
            if bms:
                return Said(say("scene-fm-stocks-markets", count=g.market_count(), markets=bms))
            return Said(say("scene-fm-stocks", count=g.market_count()))

        r = self._start(marketplace)
        r.drive(lambda run: run.left("Restock"))
        rows = r.rows(_in("Restock"))
        bms = r.game.black_markets
        markets = commas([say("scene-fm-market", market=k, count=len(p)) for k, p in bms.items()]) if bms else None
        notes: list[str] = [
            Said(say("scene-fm-note", markets=markets) if markets is not None else say("scene-fm-note-none"))
        ]
        return ScenarioResult(self.title, rows, r.game, self.value_label, notes, language=self.language)


@dataclass(frozen=True, kw_only=True)
class DragonSiege(DmlScenario):
    """A Dragon Siege with and without Dragon Shield: seat 1's Spade Emblems protect as
    many Eggs; seat 2 has none. ``trigger`` "wyvern" rolls Wyvern Eyes on seat 0's attempt
    (the Siege follows the failed roll, R-11); "empress" has seat 0 play the Dragon
    Empress (Q♠) in the Round's first Character Power Phase. Losses are random (seeded)."""

    title = Said(say("scene-siege-title"))
    value_label = Said(say("scene-siege-value"))

    trigger: str = choice_field(
        Said(say("scene-field-trigger")),
        "wyvern",
        ("wyvern", "empress"),
        {"wyvern": Said(say("scene-choice-wyvern")), "empress": Said(say("scene-choice-empress"))},
    )
    shields: int = number_field(Said(say("scene-field-seat-1s-spade-emblems")), 1, 0, 3)
    hands: Seats = seats_field(
        Said(say("scene-field-treasuries-one-line-per-seat")), ("8D", "AS 5C 6C 7C", "AH AD 2C 3C 4C", "9D")
    )
    seed: int = seed_field()

    def check(self) -> None:
        """Seat 1 holds no more Spade Emblems than there are (the Empress excepted)."""
        spades = self._spades()
        if not 0 <= self.shields <= len(spades):
            raise ValueError(f"shields: seat 1 can hold 0..{len(spades)} Spade Emblems here, not {self.shields}")
        super().check()

    def _spades(self) -> list[str]:
        """The Spade Emblems seat 1 may hold (the Empress is seat 0's trigger)."""
        return [c for c in ("TS", "JS", "QS") if not (self.trigger == "empress" and c == "QS")]

    @property
    def shield_cards(self) -> Cards:
        """Seat 1's Spade Emblems in its Court."""
        return tuple(self._spades()[: self.shields])

    def _card_args(self) -> dict[str, set[str]]:
        trigger = {"QS"} if self.trigger == "empress" else {"4H"}
        return {**super()._card_args(), "shields": set(self.shield_cards), "trigger": trigger}

    def position(self) -> dict[str, Any]:
        zones: dict[str, list[str]] = {}
        for seat, hand in enumerate(self.hands):
            if hand:
                zones[f"treasury:{seat}"] = list(hand)
        if self.shield_cards:
            zones["court:1"] = list(self.shield_cards)
        pos: dict[str, Any] = {"name": self.title, "seed": self.seed}
        if self.trigger == "wyvern":
            zones["stock:H"] = ["4H"]
            pos |= {"begin": {"at": "declaration", "seat": 0}, "dice": [[1, 1]]}
        else:
            zones.setdefault("treasury:0", []).append("QS")
            zones["deck"] = ["X2"]
            pos["begin"] = {"at": "round"}
        pos["zones"] = zones
        return pos

    def run(self) -> ScenarioResult:
        def eggs(g: Game) -> Value:
            held = commas(
                [say("scene-siege-seat", seat=s, count=sum(c.is_egg for c in h)) for s, h in enumerate(g.treasury)]
            )
            return Said(say("scene-siege-eggs", held=held, nest=len(g.nest)))

        if self.trigger == "wyvern":
            frame = "Acquisition Attempt"
            steps = [_declare_step(0, [Card.parse("4H")])]
        else:
            frame = "Character Power Phase"
            steps = [_step(0, "play", Play(0, Card.parse("QS"), "power"), frame, "the Dragon Empress")]
        r = self._start(eggs, steps)
        r.drive(lambda run: run.left(frame))
        rows = r.rows(_in(frame))
        spared = [s for s in range(4) if any("Dragon Shield spares" in e.text and e.seat == s for e in r.game.trace)]
        notes: list[str] = [
            Said(
                say("scene-siege-spared", seats=commas([say("scene-seat-number", seat=s) for s in spared]))
                if spared
                else say("scene-siege-spared-nobody")
            )
        ]
        return ScenarioResult(self.title, rows, r.game, self.value_label, notes, language=self.language)
