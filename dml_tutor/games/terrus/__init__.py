"""Terrus: the end of the game (Complete Rulebook section 5.0: winning, losing, draws).

A designer sets up any end-of-game situation as a position (:mod:`.position`), reports
what happens at the table move by move (:mod:`.moves`), and the pack applies every clause
of section 5 with its own rule id (:mod:`.sequences`; the text in ``rules.toml``).
``Game.from_position(position).apply(move)``; ``g.result`` once the game is over.
"""

from __future__ import annotations

from typing import Any

from ...core.driver import Driver
from ...core.pack import Pack
from . import sequences
from .agents import RandomAgent
from .game import MUTUAL_LETHAL, Game, IllegalActionError, Options, Result
from .legality import sample_moves, why_illegal
from .moves import (
    OUTCOMES,
    BeginTurn,
    Concede,
    Damage,
    DominionVote,
    Effect,
    IntentionalDraw,
    Loop,
    Move,
    Penalty,
    Priority,
    Restart,
)
from .position import Ruler, random_position
from .rules import Rule, catalog, rule


def _new_game(seed: int) -> Driver[Any]:
    return Game.random(seed, options={"mutual_lethal": MUTUAL_LETHAL[seed % 3 == 2]})


def _random_agents(game: Driver[Any], seed: int) -> list[RandomAgent]:
    assert isinstance(game, Game)
    return [RandomAgent(seed * 7919 + r) for r in range(len(game.rulers))]


PACK = Pack(
    name="terrus",
    title="Terrus (end of the game)",
    game=Game,
    catalog=catalog,
    root=sequences.play,
    modules=sequences.MODULES,
    new_game=_new_game,
    random_agents=_random_agents,  # type: ignore[arg-type]
    seats=lambda game: [r.name for r in game.rulers],  # type: ignore[attr-defined]
    package=__name__,
)

__all__ = [
    "MUTUAL_LETHAL",
    "OUTCOMES",
    "PACK",
    "BeginTurn",
    "Concede",
    "Damage",
    "DominionVote",
    "Effect",
    "Game",
    "IllegalActionError",
    "IntentionalDraw",
    "Loop",
    "Move",
    "Options",
    "Penalty",
    "Priority",
    "RandomAgent",
    "Restart",
    "Result",
    "Rule",
    "Ruler",
    "catalog",
    "random_position",
    "rule",
    "sample_moves",
    "why_illegal",
]
