"""The coach: hints from what a seat knows, and an agent that plays by them.

``hint(game)`` weighs every option of the deciding seat's decision by Monte Carlo
rollouts from states the pack resamples for that seat (no peeking at hidden cards); the
``"coach"`` agent kind (every pack, by the ``dml_tutor.agents`` entry point) takes the
best option of a small hint. It needs only the core and the packs' descriptors.
"""

from __future__ import annotations

from .agent import CoachAgent, coach_agents
from .hint import Hint, Option, hint, wilson

__all__ = ["CoachAgent", "Hint", "Option", "coach_agents", "hint", "wilson"]
