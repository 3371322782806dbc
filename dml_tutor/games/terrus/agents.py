"""Terrus's random agent: the core's, reporting random table events, legal ones only, and
always ending the game."""

from __future__ import annotations

from functools import partial
from typing import Any

from ...core.agents import RandomAgent
from ...core.sequence import Decision
from .moves import Concede, Move

__all__ = ["random_agent"]


def _kind(move: Move) -> str:
    return move.name


def _concede_after(patience: int, game: Any, decision: Decision[Move]) -> Move | None:
    if len(game.decisions) >= patience:
        return next(a for a in decision.actions if isinstance(a, Concede) and a.ruler == decision.seat)
    return None


def random_agent(seed: int = 0, patience: int = 40) -> RandomAgent:
    """Picks a kind of move at random, then one of the sampled legal moves of that kind
    (so damage, with many samples, does not crowd out the rest). After ``patience``
    decisions of the game it concedes for the ruler it decides for, so every game ends:
    each concession takes one ruler out, and the last one standing wins (5.3a, 5.2e)."""
    return RandomAgent(seed, first=partial(_concede_after, patience), kind=_kind)
