"""A MERC agent that plays legal moves at random (the conformance suite's players)."""

from __future__ import annotations

import random
from typing import Any

from ...core.sequence import Decision

__all__ = ["RandomAgent"]


class RandomAgent:
    """Picks a kind of move at random (combat, Tactics card, reveal, end of turn), then one
    move of that kind, from the legal moves the decision offers. Choosing the kind first
    keeps the many combats from crowding out the rest, so a game reaches its end in a few
    Days: the Tactics run out, or a combat ends it."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Any, decision: Decision[Any]) -> Any:
        kinds: dict[str, list[Any]] = {}
        for a in decision.actions:
            kinds.setdefault(type(a).__name__, []).append(a)
        kind = self.rng.choice(sorted(kinds))
        return self.rng.choice(kinds[kind])
