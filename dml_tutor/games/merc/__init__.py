"""MERC's end of game (MERC rules v6.6, page 3: Dictator versus Rebels) as a game pack.

>>> from dml_tutor.games import merc
>>> g = merc.Game.from_position(merc.START)
>>> g.apply("end the Dictator's turn")
>>> g.state()["dictator"]["hand"], g.current_player
(3, 1)

The pack's shape is every pack's: the public game in :mod:`.game`, the state the
sequences change in :mod:`.table`, the sequences in :mod:`.sequences`, what the rules
allow in :mod:`.legality`, what each side may know in :mod:`.observer`, the moves in
:mod:`.moves`, positions in :mod:`.position`, the options and variants in
:mod:`.variants`, the agents in :mod:`.agents`, the rule text in ``rules.toml``.
"""

from __future__ import annotations

from typing import Any

from ...core.agents import each_seat
from ...core.driver import Driver
from ...core.pack import Pack, Setting
from . import observer, resample, sequences
from .agents import random_agent
from .game import CARD_READINGS, RULE_SETS, START, DictatorCard, Game, IllegalActionError, Options, Result, Sector
from .moves import DICTATOR, REBELS, SIDES, Combat, EndTurn, Move, PlayTactic, RevealBase, move_from_json, parse_move
from .position import PositionError, random_position, read_position
from .rules import Rule, catalog, rule
from .variants import VARIANTS


def _sample(seed: int) -> Driver[Any]:
    """The conformance suite's games: random positions under both rule sets and P-08's readings."""
    options = ({}, {}, {"dictator_card": "anywhere"}, {"rules": "implementation_notes"})[seed % 4]
    return Game.from_position(random_position(seed), options)


PACK = Pack(
    name="merc",
    title="MERC: Dictator versus Rebels (end of game)",
    game=Game,
    catalog=catalog,
    root=sequences.play,
    modules=sequences.MODULES,
    schema=(
        Setting("position", (dict,), from_seed=random_position, doc="the end-of-game position (a varied one by seed)"),
        Setting("options", (dict,), {}, doc="the rule set and P-08's reading"),
        Setting("seed", (int, type(None)), doc="the seed that dealt the position (none for a given one)"),
    ),
    agents={"random": each_seat(random_agent, lambda game: len(SIDES))},
    sample=_sample,
    seats=lambda game: list(SIDES),
    min_seats=2,
    max_seats=2,
    options=Options,
    variants=VARIANTS,
    secrets=observer.secrets,  # type: ignore[arg-type]
    observer=observer.observe,  # type: ignore[arg-type]
    resample=resample.resampler,
    payoff=resample.payoff,
    value_name="sector-value margin",
    package=__name__,
    panel=f"{__name__}.display.panel:MercPanel",
    script="display/panel.js",
    styles="display/panel.css",
    scenarios=f"{__name__}.scenarios",
)

__all__ = [
    "CARD_READINGS",
    "DICTATOR",
    "PACK",
    "REBELS",
    "RULE_SETS",
    "SIDES",
    "START",
    "VARIANTS",
    "Combat",
    "DictatorCard",
    "EndTurn",
    "Game",
    "IllegalActionError",
    "Move",
    "Options",
    "PlayTactic",
    "PositionError",
    "Result",
    "RevealBase",
    "Rule",
    "Sector",
    "catalog",
    "move_from_json",
    "parse_move",
    "random_agent",
    "random_position",
    "read_position",
    "rule",
]
