"""The End Stage: scoring and the winner ("Gameplay > End Stage", "Victory Conditions")."""

from __future__ import annotations

from ....core.sequence import sequence
from ..cards import RESOURCE_NAME
from ..scoring import decide_winner, score
from ..table import Table
from .common import Seq, offer_standing_wins


@sequence("End Stage")
def end_stage(g: Table) -> Seq[None]:
    yield from offer_standing_wins(g, range(g.players), "the game ends on Victory Points")
    g.step(("end.stage",), "The Merchant Kings are revealed; only Resources and Dragon Eggs score.")
    scores = []
    for seat in range(g.players):
        king = g.king[seat]
        assert king is not None and king.suit is not None
        s = score(g.treasury[seat], g.court[seat], desired=king.suit)
        scores.append(s)
        if g.tracing:
            g.step(
                ("end.counting", "R-29"),
                f"Seat {seat} (desires {RESOURCE_NAME[king.suit]}): " + "; ".join(s.lines()),
                seat=seat,
            )
    winner = decide_winner(scores)
    g.finish(winner, "victory_points", tuple(scores))  # before the last step: its snapshot is the end
    if winner is None:
        g.step(("end.ties", "R-28"), "The top scores tie on Victory Points and Dragon Eggs: nobody wins.")
    else:
        g.step(("end.ties", "R-28"), f"Seat {winner} wins with {scores[winner].total} Victory Points.")
    return
    yield
