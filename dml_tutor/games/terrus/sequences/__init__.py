"""Terrus's end-of-game rules (Complete Rulebook section 5) as sequences, one generator each.

The game is a loop of table events a designer (or an agent) chooses: :func:`play` asks
"what happens next?" and runs the event's sequence (:mod:`.events`). Every event that can
end the game ends in :func:`.end.game_end_check`, which settles simultaneous wins and
losses (5.3d), takes losers out (:func:`.end.leave_game`, 5.3e) and looks at who is left
(:func:`.end.who_is_left`, 5.2e, 5.2g, 5.4a, 5.4d). The live nesting is, for instance,
``Game > Priority > State-based check > Game end check > Leaving the game``.
"""

from __future__ import annotations

import sys

from ....core.sequence import Decision, Seq, sequence
from ..legality import sample_moves
from ..table import Table
from ..words import say
from . import end, events
from .events import EVENTS

__all__ = ["EVENTS", "MODULES", "play"]


@sequence("Game")
def play(g: Table) -> Seq[None]:
    """Events, one after another, until the game ends (5.1), each the answer to one decision,
    "what happens next at the table?" (its step reads the question alone: ``Game._narrate``).
    The event that ends it raises
    the core's ``GameOver`` (``g.finish``), which unwinds every open sequence at once."""
    g.step(("5.1",), say("step-game-runs"))
    while True:
        move = yield Decision(
            g.active, "event", say("prompt-event", name=g.rulers[g.active].name), sample_moves(g), ("5.1",)
        )
        yield from EVENTS[type(move)](g, move)


#: The modules that hold Terrus's sequences (the core derives the diagram's tree from them).
MODULES = (sys.modules[__name__], events, end)
