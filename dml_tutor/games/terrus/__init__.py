"""Terrus: the end of the game (Complete Rulebook section 5.0: winning, losing, draws).

A designer sets up any end-of-game situation as a position (:mod:`.position`), reports
what happens at the table move by move (:mod:`.moves`), and the pack applies every clause
of section 5 with its own rule id (:mod:`.sequences`; the text in ``rules.toml``). The
pack's shape is every pack's: :mod:`.game` the public game, :mod:`.table` the state the
sequences change, :mod:`.legality`, :mod:`.observer`, :mod:`.position`, :mod:`.variants`,
:mod:`.agents`.
``Game.from_position(position).apply(move)``; ``g.result`` once the game is over.
"""

from __future__ import annotations

from typing import Any

from ...core.agents import each_seat
from ...core.driver import Driver
from ...core.pack import Pack, Setting
from . import observer, resample, sequences
from .agents import random_agent
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
from .variants import VARIANTS


def _sample(seed: int) -> Driver[Any]:
    return Game.random(seed, options={"mutual_lethal": MUTUAL_LETHAL[seed % 3 == 2]})


def _rulers(game: Any) -> int:
    return len(game.rulers)


PACK = Pack(
    name="terrus",
    title="Terrus (end of the game)",
    game=Game,
    catalog=catalog,
    root=sequences.play,
    modules=sequences.MODULES,
    schema=(
        Setting("position", (dict,), from_seed=random_position, doc="the end-of-game position (a varied one by seed)"),
        Setting("options", (dict,), {}, doc="P-09's reading of mutual lethal damage"),
        Setting("seed", (int, type(None)), doc="the seed that dealt the position (none for a given one)"),
    ),
    agents={"random": each_seat(random_agent, _rulers)},
    sample=_sample,
    seats=lambda game: [r.name for r in game.rulers],  # type: ignore[attr-defined]
    min_seats=2,
    observer=observer.observe,  # type: ignore[arg-type]
    options=Options,
    variants=VARIANTS,
    resample=resample.resampler,
    package=__name__,
    panel=f"{__name__}.display.panel:TerrusPanel",
    script="display/panel.js",
    styles="display/panel.css",
    scenarios=f"{__name__}.scenarios",
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
    "Restart",
    "Result",
    "Rule",
    "Ruler",
    "catalog",
    "random_agent",
    "random_position",
    "rule",
    "sample_moves",
    "why_illegal",
]
