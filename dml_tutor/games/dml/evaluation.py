"""DML's evaluation, for hints cut at a horizon (``Pack.evaluation``; the coach's
``hint(..., horizon=N)``).

Each seat's Victory Points as if the game ended now (its Treasury and Court, its Merchant
King's Desired Resource doubled, R-29), turned into a chance of winning by a softmax whose
temperature falls as the game goes on (early Victory Points say little about the winner).
The temperatures were fit by maximum likelihood to 400 games of four heuristic players
(seeds 0-399: each seat's points at the start of each Round against who won;
``benchmarks/bench_coach.py --calibrate`` refits them, ``--validate`` compares hints cut at
a horizon with whole play-outs; docs/performance.md gives the figures).
"""

from __future__ import annotations

from typing import Any

from ...core.driver import Driver
from ...core.pack import Evaluation, softmax_share
from .scoring import score
from .table import Table

__all__ = ["EVALUATION", "TEMPERATURE", "scores"]

#: The softmax temperature by the Round whose start is scored (the last for every later one):
#: Victory Points at Round 1-3 hardly tell the winner, by Round 8 a 20-point lead is most of it.
TEMPERATURE = (100.0, 100.0, 100.0, 100.0, 60.0, 40.0, 30.0, 25.0, 20.0)


def scores(game: Driver[Any]) -> list[tuple[int, int]]:
    """Each seat's (Victory Points, Dragon Eggs) if the game ended now (R-28, R-29)."""
    assert isinstance(game, Table)
    out = []
    for seat in range(game.players):
        s = score(game.treasury[seat], game.court[seat], desired=game.king[seat])
        out.append((s.total, s.eggs))
    return out


def _round(game: Driver[Any]) -> int:
    assert isinstance(game, Table)
    return game.round


def _worth(game: Driver[Any], seat: int) -> tuple[float, float | None]:
    points = scores(game)
    temperature = TEMPERATURE[min(_round(game), len(TEMPERATURE) - 1)]
    # Eggs break ties: a tenth of a point each keeps them below any point of difference
    return softmax_share([p + e / 10 for p, e in points], seat, temperature), float(points[seat][0])


#: DML's evaluation, in its Pack.
EVALUATION = Evaluation(_round, _worth, "Victory Points at the horizon")
