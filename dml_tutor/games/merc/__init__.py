"""MERC's end of game (MERC rules v6.6, page 3: Dictator versus Rebels) as a game pack.

>>> from dml_tutor.games import merc
>>> g = merc.Game.from_position(merc.START)
>>> g.apply("end the Dictator's turn")
>>> g.state()["dictator"]["hand"], g.current_player
(3, 1)

The sequences are in :mod:`.sequences`, the table in :mod:`.game`, the moves in
:mod:`.moves`, positions in :mod:`.position`, the rule text in ``rules.toml``.
"""

from __future__ import annotations

import json
from typing import Any

from ...core.agents import each_seat
from ...core.driver import Driver
from ...core.pack import Pack, Setting
from ...core.variants import Variant
from . import sequences
from .agents import RandomAgent
from .game import CARD_READINGS, RULE_SETS, START, DictatorCard, Game, IllegalActionError, Options, Result, Sector
from .moves import DICTATOR, REBELS, SIDES, Combat, EndTurn, Move, PlayTactic, RevealBase, move_from_json, parse_move
from .position import PositionError, random_position, read_position
from .rules import Rule, catalog, rule


def _sample(seed: int) -> Driver[Any]:
    """The conformance suite's games: random positions under both rule sets and P-08's readings."""
    options = ({}, {}, {"dictator_card": "anywhere"}, {"rules": "implementation_notes"})[seed % 4]
    return Game.from_position(random_position(seed), options)


def _secrets(game: Driver[Any], seat: int) -> set[str]:
    """The Rebels may not know where a placed but unrevealed base is."""
    assert isinstance(game, Game)
    if seat == REBELS and game.base is not None and not game.revealed:
        return {json.dumps({"base": game.base}, ensure_ascii=False)[1:-1]}
    return set()


#: The rule variants, in our words (the options of :class:`Options`).
VARIANTS: tuple[Variant, ...] = (
    Variant(
        "merc",
        "rules",
        "merc.notes.base",
        "The printed rules: the base falls to the Rebels only when they control its revealed sector "
        "with every Dictator unit and the Dictator card defeated; Tactics end the game at the end of "
        "the Dictator's turn.",
        "The page's Implementation Notes code: the base falls once its revealed sector is not held by "
        "the Dictator (an empty sector too), and the end check, exhausted Tactics included, also runs "
        "after each combat.",
        "implementation_notes",
        "implementation_notes",
    ),
    Variant(
        "merc",
        "dictator_card",
        "P-08",
        "The Dictator card stops a capture only while it is in the base sector.",
        "The Dictator card stops a capture wherever it is on the board.",
        "anywhere",
    ),
)

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
    ),
    agents={"random": each_seat(RandomAgent, lambda game: len(SIDES))},
    sample=_sample,
    seats=lambda game: list(SIDES),
    min_seats=2,
    max_seats=2,
    variants=VARIANTS,
    secrets=_secrets,
    package=__name__,
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
    "RandomAgent",
    "Result",
    "RevealBase",
    "Rule",
    "Sector",
    "catalog",
    "move_from_json",
    "parse_move",
    "random_position",
    "read_position",
    "rule",
]
