"""Players that decide by themselves: the protocol, a random agent, and playing a game out.

Agents keep their own random generator (seeded), apart from the game's, so a game's
chance stays a function of its seed and its decisions alone.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Protocol

from .sequence import Decision


class Agent(Protocol):
    """Anything that picks one of the legal actions of a decision."""

    def choose(self, game: Any, decision: Decision[Any]) -> Any: ...


class RandomAgent:
    """Uniform over the legal actions."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Any, decision: Decision[Any]) -> Any:
        return self.rng.choice(decision.actions)


def play_out(game: Any, agents: Sequence[Agent], max_decisions: int = 100_000) -> int:
    """Let the agents decide until the game ends; returns the number of decisions.

    ``agents[seat]`` decides for that seat. A game that does not end within
    ``max_decisions`` is a ``RuntimeError`` (the conformance suite relies on it).
    """
    n = 0
    while (d := game.pending) is not None:
        game.apply(agents[d.seat].choose(game, d))
        n += 1
        if n >= max_decisions:
            raise RuntimeError(f"game did not end within {max_decisions} decisions")
    return n
