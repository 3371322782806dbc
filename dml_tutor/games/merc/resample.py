"""Resample what a MERC side may not know, for the coach's rollouts (OpenSpiel's
``resample_from_infostate``).

The Dictator sees the whole table. The Rebels do not see where a placed but unrevealed
base is (:mod:`.observer`): each rollout puts it in a sector drawn by the seed from the
sectors in name order, so the hint depends only on what the Rebels know. Nothing else in
MERC's history is hidden (combats, Tactics cards played and drawn are open; the reveal shows
the base to both sides and it stays revealed), so the observer now is all the Rebels know.
MERC has no chance of its own (combat results are decisions), so nothing else is redrawn.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from ...core.driver import Driver
from .game import Game
from .moves import REBELS, SIDES

__all__ = ["payoff", "resampler"]


def resampler(game: Driver[Any], seat: int) -> Callable[[int], Game]:
    """A function of a seed giving a new game consistent with what ``seat`` knows now."""
    assert isinstance(game, Game)
    hide = seat == REBELS and game.base is not None and not game.revealed
    sectors = sorted(game.sectors)
    settings = game._settings()
    decisions = list(game.decisions)

    def sample(seed: int) -> Game:
        g = Game._from_settings(settings, trace=False)
        g.replay(decisions)
        if hide:
            g.base = random.Random(seed).choice(sectors)
        return g

    return sample


def payoff(game: Driver[Any], seat: int) -> tuple[float, float | None]:
    """A finished game's worth to ``seat`` (1 a win, else 0) and its sector-value margin
    (the value of the sectors its side controls less the other side's)."""
    assert isinstance(game, Game)
    outcome = game.outcome
    if outcome is None:
        raise ValueError("the game is not over")
    values = game.values()
    mine, theirs = SIDES[seat], SIDES[1 - seat]
    return (1.0 if seat in outcome.winners else 0.0), float(values[mine] - values[theirs])
