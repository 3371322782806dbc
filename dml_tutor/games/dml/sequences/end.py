"""The End Stage: scoring and the winner ("Gameplay > End Stage", "Victory Conditions")."""

from __future__ import annotations

from typing import Final

from ....core.sequence import sequence
from ....core.text import Text, semicolons
from ..scoring import EGG_POINTS, Score, decide_winner, score
from ..table import Table
from ..words import resource, say
from .common import Seq, offer_standing_wins

#: The frame's label and what a standing instant win is asked before, made once.
_END_STAGE: Final = say("seq-end-stage")
_BEFORE_VICTORY_POINTS: Final = say("prompt-before-victory-points")


@sequence("End Stage", lambda g: _END_STAGE)
def end_stage(g: Table) -> Seq[None]:
    yield from offer_standing_wins(g, range(g.players), _BEFORE_VICTORY_POINTS)
    if g.tracing:
        g.step(("end.stage",), say("step-end-stage"))
    scores = []
    for seat in range(g.players):
        king = g.king[seat]
        assert king is not None and king.suit is not None
        s = score(g.treasury[seat], g.court[seat], desired=king.suit)
        scores.append(s)
        if g.tracing:
            g.step(
                ("end.counting", "R-29"),
                say("step-score", seat=seat, desired=resource(king.suit), lines=score_lines(s)),
                seat=seat,
            )
    winner = decide_winner(scores)
    g.finish(winner, "victory_points", tuple(scores))  # before the last step: its snapshot is the end
    if not g.tracing:
        return
    if winner is None:
        g.step(("end.ties", "R-28"), say("step-nobody-wins"))
    else:
        g.step(("end.ties", "R-28"), say("step-wins", seat=winner, points=scores[winner].total))
    return
    yield


def score_lines(s: Score) -> Text:
    """A seat's score, stack by stack, then the Eggs and the total (``Score.lines``, said)."""
    lines: list[Text] = []
    for stack in s.stacks:
        if stack.cards:
            lines.append(
                say(
                    "word-score-stack",
                    resource=resource(stack.suit),
                    cards=" + ".join(c.symbol for c in stack.cards),
                    face=stack.face_total,
                    desired=str(stack.desired).lower(),
                    doubled=stack.face_total * 2,
                    guild=stack.guild_bonus,
                    total=stack.total,
                )
            )
    if s.eggs:
        lines.append(say("word-score-eggs", eggs=s.eggs, each=EGG_POINTS, points=s.egg_points))
    lines.append(say("word-score-total", total=s.total))
    return semicolons(lines)
