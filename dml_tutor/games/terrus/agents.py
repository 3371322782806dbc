"""An agent that reports random table events, legal ones only, and always ends the game."""

from __future__ import annotations

import random
from typing import Any

from ...core.sequence import Decision
from .moves import Concede, Move

__all__ = ["RandomAgent"]


class RandomAgent:
    """Picks a kind of move at random, then one of the sampled legal moves of that kind
    (so damage, with many samples, does not crowd out the rest). After ``patience``
    decisions of the game it concedes for the ruler it decides for, so every game ends:
    each concession takes one ruler out, and the last one standing wins (5.3a, 5.2e)."""

    def __init__(self, seed: int = 0, patience: int = 40) -> None:
        self.rng = random.Random(seed)
        self.patience = patience

    def choose(self, game: Any, decision: Decision[Move]) -> Move:
        if len(game.decisions) >= self.patience:
            return next(a for a in decision.actions if isinstance(a, Concede) and a.ruler == decision.seat)
        kinds: dict[str, list[Move]] = {}
        for a in decision.actions:
            kinds.setdefault(a.name, []).append(a)
        return self.rng.choice(kinds[self.rng.choice(sorted(kinds))])
