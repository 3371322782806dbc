"""Players that decide by themselves: the protocol, the random agent, and playing a game out.

Agents keep their own random generator (seeded), apart from the game's, so a game's
chance stays a function of its seed and its decisions alone. Every seat's agent is
seeded by :func:`agent_seed` from the game's seed, the one formula every pack uses.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from .draws import choice
from .driver import Driver
from .sequence import Decision


class Agent(Protocol):
    """Anything that picks one of the legal actions of a decision."""

    def choose(self, game: Any, decision: Decision[Any]) -> Any: ...


#: An agent kind: a game and its seed give one agent per seat (``Pack.agents``).
AgentFactory = Callable[[Any, int], list[Agent]]


def agent_seed(seed: int, seat: int) -> int:
    """The seed of ``seat``'s agent in a game of ``seed`` (apart for every seat and game)."""
    return seed * 7919 + seat


class RandomAgent:
    """Uniform over the legal actions, with two optional refinements a pack may give.

    ``first(game, decision)`` returns the choice the pack's rulings fix for every agent
    (or None to choose at random). ``kind(action)`` groups the actions: the agent picks a
    kind at random first, then an action of that kind, so a kind with many actions (every
    amount of damage) does not crowd out the rest.
    """

    def __init__(
        self,
        seed: int = 0,
        *,
        first: Callable[[Any, Decision[Any]], Any] | None = None,
        kind: Callable[[Any], str] | None = None,
    ) -> None:
        self.rng = random.Random(seed)
        self.first = first
        self.kind = kind

    def choose(self, game: Any, decision: Decision[Any]) -> Any:
        if self.first is not None:
            fixed = self.first(game, decision)
            if fixed is not None:
                return fixed
        if self.kind is None:
            return choice(self.rng, decision.actions)
        kinds: dict[str, list[Any]] = {}
        for a in decision.actions:
            kinds.setdefault(self.kind(a), []).append(a)
        return choice(self.rng, kinds[choice(self.rng, sorted(kinds))])


def each_seat(make: Callable[[int], Agent], seats: Callable[[Any], int]) -> AgentFactory:
    """An agent kind from a maker of one agent: ``make(agent_seed(seed, seat))`` for each of
    the game's ``seats(game)`` seats."""

    def factory(game: Any, seed: int) -> list[Agent]:
        return [make(agent_seed(seed, seat)) for seat in range(seats(game))]

    return factory


def play_out(game: Any, agents: Sequence[Agent], max_decisions: int = 100_000) -> int:
    """Let the agents decide until the game ends; returns the number of decisions.

    ``agents[seat]`` decides for that seat. A game that does not end within
    ``max_decisions`` is a ``RuntimeError`` (the conformance suite relies on it).
    """
    if isinstance(game, Driver):
        return _play_driver(game, agents, max_decisions)
    n = 0
    while (d := game.pending) is not None:
        game.apply(agents[d.seat].choose(game, d))
        n += 1
        if n >= max_decisions:
            raise RuntimeError(f"game did not end within {max_decisions} decisions")
    return n


def _play_driver(game: Driver[Any], agents: Sequence[Agent], max_decisions: int) -> int:
    """:func:`play_out` for a game on the core's driver (every pack's): the same loop, its
    reads and calls native where compiled (a random agent's choice too)."""
    n = 0
    while (d := game.pending) is not None:
        agent = agents[d.seat]
        if isinstance(agent, RandomAgent):  # the same call, made natively when compiled
            game.apply(agent.choose(game, d))
        else:
            game.apply(agent.choose(game, d))
        n += 1
        if n >= max_decisions:
            raise RuntimeError(f"game did not end within {max_decisions} decisions")
    return n
