"""Evaluations: an unfinished game's worth to a seat, for rollouts cut at a horizon.

A rollout played to the end of the game is nearly a whole game (a hint at Round 2 of Market
Mayhem plays about 280 decisions a rollout). ``hint(..., horizon=N)`` stops each rollout
when N Rounds have ended and scores the table with the pack's evaluation here instead of
its payoff. An evaluation is an estimate, so a hint made with one says so (``Hint.horizon``),
and each one here is validated against full rollouts (``benchmarks/bench_coach.py
--validate``: agreement of the best option and rank correlation over many positions; the
README gives the figures).

DML's evaluation: each seat's Victory Points as if the game ended now (its Treasury and
Court, its Merchant King's Desired Resource doubled, R-29), turned into a chance of winning
by a softmax whose temperature falls as the game goes on (early Victory Points say little
about the winner). The temperatures were fit by maximum likelihood to 400 games of four
heuristic players (seeds 0-399: each seat's points at the start of each Round against who
won; ``bench_coach.py --calibrate`` refits them).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..core.driver import Driver

__all__ = ["EVALUATIONS", "Evaluation", "dml_scores", "softmax_share"]


@dataclass(frozen=True)
class Evaluation:
    """A pack's evaluation: where the game is (``round``: the number that counts the horizon)
    and an unfinished game's worth to a seat (a chance of winning, and the pack's second value)."""

    #: The game's Round now (a horizon of N stops a rollout at the first decision N Rounds on).
    round: Callable[[Driver[Any]], int]
    #: ``(win chance, second value)`` of an unfinished game for a seat.
    worth: Callable[[Driver[Any], int], tuple[float, float | None]]
    #: What the second value is at the horizon, in words.
    value_name: str


#: DML's softmax temperature by the Round whose start is scored (the last for every later one):
#: Victory Points at Round 1-3 hardly tell the winner, by Round 8 a 20-point lead is most of it.
DML_TEMPERATURE = (100.0, 100.0, 100.0, 100.0, 60.0, 40.0, 30.0, 25.0, 20.0)


def softmax_share(scores: list[float], seat: int, temperature: float) -> float:
    """``seat``'s share of a softmax of ``scores`` at ``temperature`` (a chance of winning)."""
    top = max(scores)
    weights = [math.exp((s - top) / temperature) for s in scores]
    return weights[seat] / sum(weights)


def dml_scores(game: Driver[Any]) -> list[tuple[int, int]]:
    """Each seat's (Victory Points, Dragon Eggs) if the game ended now (R-28, R-29)."""
    from ..games.dml.game import Game  # imported on use: the coach loads no pack by itself
    from ..games.dml.scoring import score

    assert isinstance(game, Game)
    out = []
    for seat in range(game.players):
        s = score(game.treasury[seat], game.court[seat], desired=game.king[seat])
        out.append((s.total, s.eggs))
    return out


def _dml_round(game: Driver[Any]) -> int:
    from ..games.dml.game import Game

    assert isinstance(game, Game)
    return game.round


def _dml_worth(game: Driver[Any], seat: int) -> tuple[float, float | None]:
    scores = dml_scores(game)
    r = _dml_round(game)
    temperature = DML_TEMPERATURE[min(r, len(DML_TEMPERATURE) - 1)]
    # Eggs break ties: a tenth of a point each keeps them below any point of difference
    points = [p + e / 10 for p, e in scores]
    return softmax_share(points, seat, temperature), float(scores[seat][0])


#: Each pack's evaluation by its name (a pack without one gives no horizon hints).
EVALUATIONS: dict[str, Evaluation] = {
    "dml": Evaluation(_dml_round, _dml_worth, "Victory Points at the horizon"),
}
