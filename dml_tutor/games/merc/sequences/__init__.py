"""MERC's sequences (MERC rules v6.6, page 3), one generator function each.

Read top-down: :func:`play` (the game) -> :func:`day` -> :func:`dictator_turn` /
:func:`rebels_turn` -> :func:`combat` -> :func:`after_combat_check`, :func:`play_tactic`,
:func:`reveal_base`, :func:`end_of_dictator_turn` -> :func:`end_of_turn_draw`; and the
check they all run, :func:`game_end_check` -> :func:`base_captured_check` (Condition 2),
:func:`dictator_killed_check` (Condition 3), :func:`tactics_exhausted_check`
(Condition 1) -> :func:`compare_values`. Each runs its subsequences with ``yield from``,
so the live call stack is where the check is, and the tree the core derives from this
code (``merc.PACK.tree``) is the diagram. The Days and turns are in :mod:`.turns`, the
game-end check and its conditions in :mod:`.end`.
"""

from __future__ import annotations

import sys

from ....core.sequence import Seq, sequence
from ..table import Table
from ..words import say
from . import end, turns
from .end import game_end_check
from .turns import day

__all__ = ["MODULES", "WHEN", "play"]

#: When the game-end check runs: from a position, after a combat, after the base is
#: revealed, or at the end of the Dictator's turn.
WHEN = ("start", "after_combat", "after_reveal", "end_of_turn")


@sequence("Game")
def play(g: Table) -> Seq[None]:
    """A position is checked for an end already reached, then Days follow until one ends it:
    a check that ends the game raises the core's ``GameOver`` (``g.finish``), which unwinds
    every open sequence at once."""
    reading = "notes" if g.options.notes else "anywhere" if g.options.dictator_card == "anywhere" else "printed"
    g.step(("merc.game-end",), say("step-start", day=g.day, turn=g.turn, reading=reading))
    yield from game_end_check(g, "start")
    while True:  # until a check ends the game (the core's GameOver unwinds every sequence)
        yield from day(g)


#: The modules that hold MERC's sequences (the core derives the diagram's tree from them).
MODULES = (sys.modules[__name__], turns, end)
