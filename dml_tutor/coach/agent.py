"""The coach agent: plays by its own rollouts, for the lab (``agents="coach"``).

It starts from the pack's best built-in player (its heuristic agent where it has one) and
leaves that player's choice only on evidence: at each decision with more than one option it
plays every option out a few times from the same resampled deals and dice (common random
numbers, from what its seat knows), each rollout cut after ``horizon`` Rounds and scored by
the pack's evaluation where the pack has one (to the end of the game otherwise). A quarter
of the rollouts screens every option; the ``keep`` options that gained most on the built-in
choice get the rest, and one replaces it only when its gain, paired rollout by rollout, is
above ``z`` standard errors. A plain argmax of a few noisy rollouts plays worse than the
heuristic it rolls out with (every near-tie becomes a coin toss); the paired test keeps the
heuristic's choice in a near-tie and changes it where the rollouts see a clear loss.
"""

from __future__ import annotations

import math
import random
from typing import Any

from ..core.agents import Agent, agent_seed
from ..core.driver import Driver
from ..core.sequence import Decision
from ..games import pack_of
from .hint import _rollouts, rollout_seed

__all__ = ["AGENT_HORIZON", "AGENT_KEEP", "AGENT_ROLLOUTS", "AGENT_Z", "CoachAgent", "coach_agents"]

#: Rollouts per option of each of the coach agent's decisions (few: it decides often).
AGENT_ROLLOUTS = 8
#: Rounds each rollout plays before the evaluation scores it (where the pack has one).
AGENT_HORIZON = 1
#: How many standard errors of the paired gain another option needs to replace the base choice.
AGENT_Z = 2.0
#: Options (besides the base choice) that get every rollout after the screening quarter.
AGENT_KEEP = 3


class CoachAgent:
    """Plays the base agent's choice unless its rollouts show another option clearly better."""

    def __init__(
        self,
        seed: int = 0,
        *,
        rollouts: int = AGENT_ROLLOUTS,
        agents: str | None = None,
        horizon: int | None = AGENT_HORIZON,
        z: float = AGENT_Z,
        base: str | None = None,
        keep: int = AGENT_KEEP,
    ) -> None:
        self.seed = seed
        self.rng = random.Random(seed)
        self.rollouts = rollouts
        self.agents = agents
        self.horizon = horizon
        self.z = z
        self.base_name = base
        self.keep = keep
        self._base: Agent | None = None
        #: Decisions weighed by rollouts, and how many of them left the base choice.
        self.weighed = 0
        self.changed = 0

    def base(self, game: Driver[Any], seat: int) -> Agent:
        """The built-in player the coach starts from (made on first use, for this seat)."""
        if self._base is None:
            pack = pack_of(game)
            name = self.base_name or ("heuristic" if "heuristic" in pack.agents else "random")
            self._base = pack.agents[name](game, self.seed)[seat]
        return self._base

    def choose(self, game: Any, decision: Decision[Any]) -> Any:
        actions = decision.actions
        if len(actions) == 1:
            return actions[0]
        seat = decision.seat
        chosen = self.base(game, seat).choose(game, decision)
        if self.rollouts < 1:
            return chosen
        options = list(actions)
        at = next((i for i, a in enumerate(options) if a is chosen), None)
        if at is None:
            at = options.index(chosen)
        pack = pack_of(game)
        horizon = self.horizon if pack.evaluation is not None else None
        agents = self.agents or ("heuristic" if "heuristic" in pack.agents else "random")
        sample = pack.resample(game, seat) if pack.resample is not None else None
        if sample is None:
            return chosen
        key = self.rng.getrandbits(32)
        seeds = [rollout_seed(key, r) for r in range(self.rollouts)]

        def scores(option: int, part: list[int]) -> list[float]:
            return [w for w, _ in _rollouts(sample, pack, seat, option, part, agents, horizon)]

        # Screening: a quarter of the rollouts for every option, then the rest for the base
        # choice and the few options that gained most on it so far (on the same deals and dice).
        screen = max(1, self.rollouts // 4)
        base = scores(at, seeds)
        gains: dict[int, list[float]] = {}
        for i in range(len(options)):
            if i != at:
                gains[i] = [w - b for w, b in zip(scores(i, seeds[:screen]), base, strict=False)]
        ahead = sorted((i for i in gains if sum(gains[i]) > 0), key=lambda i: -sum(gains[i]))[: self.keep]
        best, best_gain = at, 0.0
        for i in ahead:
            gains[i] += [w - b for w, b in zip(scores(i, seeds[screen:]), base[screen:], strict=True)]
            n = len(gains[i])
            mean = sum(gains[i]) / n
            sd = math.sqrt(sum((g - mean) ** 2 for g in gains[i]) / max(1, n - 1))
            if mean > best_gain and mean > self.z * sd / math.sqrt(n):
                best, best_gain = i, mean
        self.weighed += 1
        self.changed += best != at
        return options[best]


def coach_agents(game: Driver[Any], seed: int) -> list[Agent]:
    """One coach agent per seat of ``game`` (registered as the agent kind ``"coach"``)."""
    return [CoachAgent(agent_seed(seed, seat)) for seat in range(pack_of(game).seat_count(game))]
