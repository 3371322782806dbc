"""Built-in players: a random agent and a simple heuristic one.

Agents have their own random generator (seeded), separate from the game's, so the
game's chance stays a function of the game seed and the decisions alone (R-21).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from ...core.actions import shared
from ...core.agents import Agent, RandomAgent, agent_seed, play_out
from ...core.draws import choice
from ...core.sequence import count
from .actions import (
    Action,
    Bid,
    BlackMarketDraw,
    ChooseZone,
    Declare,
    DeclareWin,
    GiveCard,
    Pass,
    Play,
    Reroll,
    Seize,
    Steal,
    TakeCard,
)
from .cards import SUITS, Card
from .dice import success_probability
from .game import Game
from .sequences import Decision


def ruled_choice(d: Decision) -> Action | None:
    """The choice the rulings fix for every built-in agent, if ``d`` is one: re-roll a Dabo!
    exactly when the roll fails (R-10), always declare an instant win (R-27), always take
    a won Black Market card (P-07); and the only choice, drawing nothing for it (a seat with
    nothing to play is asked in a Character Power Phase all the same, P-23)."""
    if count(d.actions) == 1:
        return d.actions[0]
    if "P-05" in d.rules:  # an instant win is on offer (last), at a gain or a later decision
        win = next((a for a in d.actions if isinstance(a, DeclareWin) and a.declare), None)
        if win is not None:
            return win
    if d.kind == "reroll":
        return shared(Reroll, d.seat, bool(d.context.get("fails")))  # the offered one itself
    if d.kind == "black_market_draw":
        return shared(BlackMarketDraw, d.seat, True)  # the offered one itself
    return None


def _ruled(game: Any, d: Decision) -> Action | None:
    return ruled_choice(d)


def random_agent(seed: int = 0) -> RandomAgent:
    """The core's random agent, uniform over the legal actions, except the choices the
    rulings fix (R-10, R-27, P-07)."""
    return RandomAgent(seed, first=_ruled)


_P = [float(success_probability(t)) for t in range(2, 14)]  # below 2 as 2, above 13 as 13


def _p(target: int) -> float:
    return _P[max(2, min(13, target)) - 2]


class HeuristicAgent:
    """Buys toward its Secret Desired Resource, bids when the odds gain is worth the cards,
    re-rolls a Dabo! exactly when it fails (R-10) and always declares instant wins (R-27)."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def worth(self, game: Game, seat: int, card: Card) -> float:
        """What a card is worth to this seat at the end (Victory Points, roughly)."""
        king = game.king[seat]
        if card.is_egg:
            return 20.0
        if not card.is_resource:
            return 2.0
        return card.face_value * (2.0 if king is not None and card.suit == king.suit else 1.0)

    def choose(self, game: Game, decision: Decision) -> Action:
        ruled = ruled_choice(decision)
        if ruled is not None:
            return ruled
        kind = decision.kind
        if kind == "play":
            return self._play(game, decision)
        if kind == "declare":
            return self._declare(game, decision)
        if kind == "bid":
            return self._bid(game, decision)
        if kind == "seize":
            return self._seize(game, decision)
        if kind == "choose":
            return self._choose(game, decision)
        return choice(self.rng, decision.actions)

    def _play(self, game: Game, d: Decision) -> Action:
        best: Action = next(a for a in d.actions if isinstance(a, Pass))
        for a in d.actions:
            if not isinstance(a, Play):
                continue
            code = a.card.code
            if a.kind == "power" and (
                (code == "QH" and game.nest)
                or (code == "QD" and max(map(len, game.stocks.values())) >= 2)
                or code == "X2"
                or (code == "JD" and game.players > 2)
            ):
                return a
            if a.kind == "emblem" and a.card.is_character and a.source == "treasury":
                best = a
        return best

    def _declare(self, game: Game, d: Decision) -> Action:
        seat = d.seat
        actions = d.actions
        best_at = -1  # no declaration worth it: pass
        best_value = 1.5
        bonus = {s: game.emblem_bonus(seat, s) for s in SUITS}
        most = game.buying_power(seat)

        def value(cards: Sequence[Card], tv: int) -> float:
            suit = cards[0].suit or "S"
            tv -= bonus[suit]
            spend = max(0, tv - 7)
            gain = sum(self.worth(game, seat, c) for c in cards)
            return gain * _p(min(tv, 7) if most[suit] >= spend else tv) - spend

        # A Market Action offers each Stock's card sets first (its context lists them):
        # they are scored as card sets, and only the chosen one is made a declaration.
        at = 0
        for _, sets in d.context.get("stocks", ()):
            for cards in sets:
                v = value(cards, game.declared_value(cards))
                if v > best_value:
                    best_at, best_value = at, v
                at += 1
        for k in range(at, len(actions)):
            a = actions[k]
            if not isinstance(a, Declare):
                continue
            v = 8.0 * _p(7) if a.target.startswith("black_market") else value(a.cards, 10)
            if v > best_value:
                best_at, best_value = k, v
        if best_at >= 0:
            return actions[best_at]
        return next((a for a in reversed(actions) if isinstance(a, Pass)), actions[0])  # Pass is offered last

    def _bid(self, game: Game, d: Decision) -> Action:
        seat = d.seat
        target = int(d.context.get("target", 7))
        value = float(d.context.get("value", 0))
        seizer = d.context.get("role") == "seizer"
        options: Sequence[Action] = d.actions
        best: Action | None = next((a for a in options if isinstance(a, Pass)), None)
        best_gain = 0.0 if best is not None else float("-inf")
        for a in options:
            if not isinstance(a, Bid):
                continue
            cost = sum(self.worth(game, seat, c) for c in a.cards)
            delta = sum(c.face_value for c in a.cards)
            if seizer:
                gain = value * (_p(target) - _p(target + delta)) - cost
            elif a.role == "secondary":
                att = game.attempt
                pressure = att.tv().seize_pressure if att else 0
                gain = value * (_p(target - min(delta, pressure)) - _p(target)) - cost
            else:
                gain = value * (_p(target - delta) - _p(target)) - cost
            if gain > best_gain:
                best, best_gain = a, gain
        return (
            best if best is not None else min(options, key=lambda a: sum(c.face_value for c in getattr(a, "cards", ())))
        )

    def _seize(self, game: Game, d: Decision) -> Action:
        primary = d.context.get("primary")
        value = float(d.context.get("value", 0))
        if value >= 6:
            cards = [a for a in d.actions if isinstance(a, Seize) and a.card.suit == primary and a.card.is_resource]
            if cards:
                return max(cards, key=lambda a: a.card.face_value)
        return next(a for a in d.actions if isinstance(a, Pass))

    def _choose(self, game: Game, d: Decision) -> Action:
        seat = d.seat

        def score(a: Action) -> float:
            if isinstance(a, ChooseZone):
                kind, _, rest = a.zone.partition(":")
                if kind == "event":  # the Grand Opening card, a Stock of one (P-09)
                    return sum(self.worth(game, seat, c) for c in ([game.event_card] if game.event_card else []))
                pile = game.stocks[rest] if kind == "stock" else game.black_markets.get(int(rest), [])
                return sum(self.worth(game, seat, c) for c in pile) if kind == "stock" else len(pile)
            if isinstance(a, TakeCard):
                return self.worth(game, seat, a.card)
            if isinstance(a, Steal):
                return len(game.treasury[a.victim])
            if isinstance(a, GiveCard):
                return -self.worth(game, seat, a.card) - (100 if a.card.is_egg else 0)
            return 0.0

        return max(d.actions, key=score)


AGENTS: dict[str, Callable[[int], Agent]] = {"random": random_agent, "heuristic": HeuristicAgent}


def make_agents(kind: str | Sequence[str], players: int, seed: int = 0) -> list[Agent]:
    """One agent per seat: a name for all ("heuristic") or one name per seat."""
    names = [kind] * players if isinstance(kind, str) else list(kind)
    if len(names) != players:
        raise ValueError(f"need {players} agent names, got {len(names)}")
    out: list[Agent] = []
    for seat, name in enumerate(names):
        if name not in AGENTS:
            raise ValueError(f"unknown agent {name!r}: use {', '.join(AGENTS)}")
        out.append(AGENTS[name](agent_seed(seed, seat)))
    return out


__all__ = [
    "AGENTS",
    "Agent",
    "HeuristicAgent",
    "RandomAgent",
    "make_agents",
    "play_out",
    "random_agent",
    "ruled_choice",
]
