"""The rulebook's sequences, one generator function each, named as the rulebook names them.

A sequence ``yield``s a :class:`Decision` whenever a player must choose and receives
the chosen action back; it calls its subsequences with ``yield from``, so the live
Python call stack *is* the rulebook nesting (``Game > Round 3 > Action Phase > ...``).
The core's ``@sequence`` decorator pushes that nesting onto ``g.frames`` for the trace
and the diagrams. Every step calls ``g.step(rule_ids, text)``. The modules follow the
rulebook's areas: :mod:`.setup`, :mod:`.round`, :mod:`.characters`, :mod:`.market`,
:mod:`.acquisition`, :mod:`.interrupts` (dice too), :mod:`.end`, and :mod:`.common`.

Read top-down: :func:`play` (the whole game) -> :func:`setup_stage` ->
:func:`game_stage` -> :func:`round_sequence` -> :func:`event_phase` /
:func:`action_phase` / :func:`end_phase` -> :func:`character_power_phase` /
:func:`turn` -> :func:`supply_step` / :func:`market_phase` / :func:`restock` ->
:func:`acquisition_attempt` -> :func:`declaration` / :func:`seize_attempt_phase` /
:func:`bidding_phase` / :func:`resolution_step`; and the interrupts
:func:`foreign_merchant` and :func:`dragon_siege`; finally :func:`end_stage`.
"""

from __future__ import annotations

import sys
from typing import Final

from ....core.sequence import Decision as CoreDecision
from ....core.sequence import sequence
from ..actions import Action
from ..position import wins_to_offer
from ..table import Attempt, StackItem, Table
from ..words import say
from . import acquisition, characters, common, end, interrupts, market, round, setup
from .common import Seq, offer_instant_wins, win_rule
from .end import end_stage
from .round import game_stage
from .setup import setup_stage

#: A DML decision offers DML actions (the type other modules name).
Decision = CoreDecision[Action]


#: The whole game's frame label, made once.
_GAME: Final = say("seq-game")


@sequence("Game", lambda g: _GAME)
def play(g: Table) -> Seq[None]:
    """The three Stages; an instant win cuts through everything (seed 000): it raises the
    core's ``GameOver``, which the driver catches once every open sequence has unwound."""
    begin = g.begin
    if begin is None:
        yield from setup_stage(g)
    else:  # a position's instant win held and not declined is offered at once (R-27, P-05)
        for seat in wins_to_offer(g):
            yield from offer_instant_wins(g, seat)
    yield from game_stage(g)
    yield from end_stage(g)


#: Every module that holds DML's sequences (the core derives the diagram's tree from them).
MODULES = (sys.modules[__name__], common, interrupts, acquisition, market, characters, round, setup, end)

__all__ = ["MODULES", "Attempt", "Decision", "StackItem", "play", "win_rule"]
