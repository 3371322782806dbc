"""MERC's random agent (the conformance suite's players): the core's, choosing a kind of
move first."""

from __future__ import annotations

from typing import Any

from ...core.agents import RandomAgent

__all__ = ["random_agent"]


def _kind(move: Any) -> str:
    return type(move).__name__


def random_agent(seed: int = 0) -> RandomAgent:
    """Picks a kind of move at random (combat, Tactics card, reveal, end of turn), then one
    move of that kind, from the legal moves the decision offers. Choosing the kind first
    keeps the many combats from crowding out the rest, so a game reaches its end in a few
    Days: the Tactics run out, or a combat ends it."""
    return RandomAgent(seed, kind=_kind)
