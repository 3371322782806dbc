"""The coach agent: plays by its own hints, for the lab (``agents="coach"``)."""

from __future__ import annotations

import random
from typing import Any

from ..core.agents import Agent, agent_seed
from ..core.driver import Driver
from ..core.sequence import Decision
from ..games import pack_of
from .hint import hint

__all__ = ["CoachAgent", "coach_agents"]

#: Rollouts per option of each of the coach agent's decisions (small: it decides often).
AGENT_ROLLOUTS = 16


class CoachAgent:
    """Takes the best option of a hint from what its seat knows (a lone option at once)."""

    def __init__(self, seed: int = 0, *, rollouts: int = AGENT_ROLLOUTS, agents: str | None = None) -> None:
        self.rng = random.Random(seed)
        self.rollouts = rollouts
        self.agents = agents

    def choose(self, game: Any, decision: Decision[Any]) -> Any:
        if len(decision.actions) == 1:
            return decision.actions[0]
        h = hint(game, decision.seat, rollouts=self.rollouts, seed=self.rng.getrandbits(32), agents=self.agents)
        return h.best.action


def coach_agents(game: Driver[Any], seed: int) -> list[Agent]:
    """One coach agent per seat of ``game`` (registered as the agent kind ``"coach"``)."""
    return [CoachAgent(agent_seed(seed, seat)) for seat in range(pack_of(game).seat_count(game))]
