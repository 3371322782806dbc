"""Dragon's Money Laundering: the first game pack.

The rulebook's sequences are in :mod:`.sequences` (one generator per sequence, split by
rulebook area); the state they change in :mod:`.table`; the public API in :mod:`.game`;
what each seat may know in :mod:`.observer`; the moves in :mod:`.actions`; refusals
explained in :mod:`.legality`; positions in :mod:`.position`; the rule text in ``rules.toml``.
"""

from __future__ import annotations

import json
from typing import Any

from ...core.agents import each_seat
from ...core.driver import Driver
from ...core.pack import Chance, Pack, Setting
from ...core.text import Say
from . import evaluation, observer, resample, sequences
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
from .agents import HeuristicAgent, RandomAgent, make_agents, random_agent
from .cards import RESOURCE_NAME, SUIT_SYMBOL, SUITS, Card, cards, primary_buying, secondary_buying
from .chance import ChanceError
from .dice import DABO, WOOT, roll_name, success_probability
from .events import Event
from .game import MODES, Game, IllegalActionError, Options, Result
from .position import PositionError
from .redaction import DmlRedaction
from .rules import Rule, catalog, rule
from .scoring import Score, decide_winner, score
from .target import TargetValue, target_value
from .variants import VARIANTS
from .words import say

#: Sequences that pause whatever runs and may start under any other.
INTERRUPTS = ("Foreign Merchant", "Dragon Siege")


def _roll_said(dice: tuple[int, ...]) -> Say | None:
    """A double's name for the dice badge, as a message (its English is ``roll_name``'s)."""
    name = roll_name(*dice)
    return None if name is None else say("roll-name", double={DABO: "dabo", WOOT: "woot"}.get(name, "wyvern"))


def _sample(seed: int) -> Driver[Any]:
    """The conformance suite's games: 3 and 4 players, both modes, by seed."""
    return Game(players=3 + seed % 2, seed=seed, mode=("full", "quickstart")[seed // 2 % 2])


def _players(game: Any) -> int:
    return int(game.players)


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
    schema=(
        Setting(
            "players",
            (int,),
            4,
            choices=(3, 4),
            labels={3: "3 players", 4: "4 players"},
            doc="how many players (mode.three-players)",
        ),
        Setting("seed", (int,), 0, doc="the seed of the game's chance"),
        Setting("mode", (str,), "full", choices=tuple(MODES), labels=MODES, doc="the full game or Market Mayhem"),
        Setting("options", (dict,), {}, doc="rule variants by name"),
        Setting("position", (dict, type(None)), None, doc="a described position to start from"),
        Setting("dice", (list,), doc="fixed dice rolls, in order"),
    ),
    agents={"random": each_seat(random_agent, _players), "heuristic": each_seat(HeuristicAgent, _players)},
    sample=_sample,
    seats=lambda game: [f"seat {s}" for s in range(_players(game))],
    min_seats=3,
    max_seats=4,
    options=Options,
    variants=VARIANTS,
    secrets=_secrets,
    observer=observer.observe,  # type: ignore[arg-type]
    interrupts=INTERRUPTS,
    resample=resample.resampler,
    payoff=resample.payoff,
    value_name="expected Victory Points",
    evaluation=evaluation.EVALUATION,
    package=__name__,
    panel=f"{__name__}.display.panel:DmlPanel",
    script="display/panel.js",
    styles="display/panel.css",
    scenarios=f"{__name__}.scenarios",
    predictions=f"{__name__}.predictions",
    view=f"{__name__}.display.drawings:game_html",
    chance=Chance(6, name=_roll_said),
    redaction=DmlRedaction(),
    form=("players", "mode"),  # the rule variants are the lab's (lab.compare), not the table's
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
    "BlackMarketDraw",
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
    "random_agent",
    "rule",
    "score",
    "secondary_buying",
    "success_probability",
    "target_value",
]
