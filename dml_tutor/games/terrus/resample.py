"""Resample what a Terrus ruler may not know, for the coach's rollouts: nothing. Everything
at a Terrus end of game is open to every ruler and the game has no chance of its own, so
each rollout starts from a copy of the game (OpenSpiel's ``resample_from_infostate`` for a
game of perfect information)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...core.driver import Driver
from .game import Game

__all__ = ["resampler"]


def resampler(game: Driver[Any], seat: int) -> Callable[[int], Game]:
    """A function of a seed giving a copy of ``game`` (the seed changes nothing)."""
    assert isinstance(game, Game)
    settings = game._settings()
    decisions = list(game.decisions)

    def sample(seed: int) -> Game:
        g = Game._from_settings(settings, trace=False)
        g.replay(decisions)
        return g

    return sample
