"""Dragon's Money Laundering: the first game pack.

The rulebook's sequences are in :mod:`.sequences` (one generator per sequence, split by
rulebook area); the table and its API in :mod:`.game`; the rule text in ``rules.toml``.
"""

from __future__ import annotations

import json
from typing import Any

from ...core.driver import Driver
from ...core.pack import Pack
from . import sequences
from .actions import Action, Bid, ChooseZone, Declare, DeclareWin, GiveCard, Pass, Play, Reroll, Seize, Steal, TakeCard
from .agents import HeuristicAgent, RandomAgent, make_agents
from .cards import RESOURCE_NAME, SUIT_SYMBOL, SUITS, Card, cards, primary_buying, secondary_buying
from .chance import ChanceError
from .dice import success_probability
from .events import Event
from .game import Game, IllegalActionError, Options, Result
from .position import PositionError
from .rules import Rule, catalog, rule
from .scoring import Score, decide_winner, score
from .target import TargetValue, target_value
from .variants import VARIANTS

#: Sequences that pause whatever runs and may start under any other.
INTERRUPTS = ("Foreign Merchant", "Dragon Siege")


def _new_game(seed: int) -> Driver[Any]:
    """The conformance suite's games: 3 and 4 players, both modes, by seed."""
    return Game(players=3 + seed % 2, seed=seed, mode=("full", "quickstart")[seed // 2 % 2])


def _random_agents(game: Driver[Any], seed: int) -> list[RandomAgent]:
    assert isinstance(game, Game)
    return [RandomAgent(seed * 7919 + s) for s in range(game.players)]


def _secrets(game: Driver[Any], seat: int) -> set[str]:
    """Every card in a zone this seat may not see (dml-reference 3): hidden zones, and
    other seats' Treasuries, Kings (until the final reveal) and Seize cards."""
    assert isinstance(game, Game)
    view = game.view(None)["zones"]
    mine = game.view(seat)["zones"]
    return {json.dumps(c) for name, z in view.items() if mine[name]["cards"] is None for c in z["cards"]}


PACK = Pack(
    name="dml",
    title="Dragon's Money Laundering",
    game=Game,
    catalog=catalog,
    root=sequences.play,
    modules=sequences.MODULES,
    new_game=_new_game,
    random_agents=_random_agents,  # type: ignore[arg-type]
    interrupts=INTERRUPTS,
    secrets=_secrets,
    seats=lambda game: [f"seat {s}" for s in range(game.players)],  # type: ignore[attr-defined]
    package=__name__,
)

__all__ = [
    "INTERRUPTS",
    "PACK",
    "RESOURCE_NAME",
    "SUITS",
    "SUIT_SYMBOL",
    "VARIANTS",
    "Action",
    "Bid",
    "Card",
    "ChanceError",
    "ChooseZone",
    "Declare",
    "DeclareWin",
    "Event",
    "Game",
    "GiveCard",
    "HeuristicAgent",
    "IllegalActionError",
    "Options",
    "Pass",
    "Play",
    "PositionError",
    "RandomAgent",
    "Reroll",
    "Result",
    "Rule",
    "Score",
    "Seize",
    "Steal",
    "TakeCard",
    "TargetValue",
    "cards",
    "catalog",
    "decide_winner",
    "make_agents",
    "primary_buying",
    "rule",
    "score",
    "secondary_buying",
    "success_probability",
    "target_value",
]
