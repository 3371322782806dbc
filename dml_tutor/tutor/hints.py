"""The tutor's Hint: each option of a person's decision with its chance of winning, from
what that seat knows (:func:`dml_tutor.coach.hint`), as JSON for the front end.

A hint is asked at the live decision of a seat a person plays; under *View as* only that
seat may ask (another seat's hint would tell what its hidden cards are worth). It runs in
rounds of rollouts: ``progress`` shows in the view model while it runs, and ``stop_hint``
ends it after the round under way. The choice stays the person's.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from ..coach import Hint, hint
from ..core.driver import Driver
from .viewmodel import HintView

__all__ = ["HINT_HORIZON", "HINT_ROLLOUTS", "HintRun", "hint_view"]

#: Rollouts per option of the tutor's hints (about a second per option in the pure build).
HINT_ROLLOUTS: Final = 100
#: Rounds each of the tutor's rollouts plays before the pack's evaluation scores the table,
#: where the pack has one (a quarter of the time of whole play-outs; the README's validation
#: found such hints agree with whole ones as well as two whole ones agree with each other).
HINT_HORIZON: Final = 2


def hint_view(h: Hint, at: int, label: Callable[[Any], str]) -> HintView:
    """A finished hint as the front end shows it: the best option first, then the others by
    their chance of winning (a new player reads the top rows; ``index`` keeps the decision's
    order), whatever the host."""
    best = h.best
    ranked = sorted(enumerate(h.options), key=lambda io: (io[1] is not best, -io[1].win_rate, io[0]))
    return {
        "at": at,
        "seat": h.seat,
        "running": False,
        "done": sum(o.rollouts for o in h.options),
        "total": h.rollouts * len(h.options),
        "stopped": h.stopped,
        "rollouts": h.rollouts,
        "value_name": h.value_name,
        "horizon": h.horizon,
        "options": [
            {
                "index": n,
                "label": label(o.action),
                "win_rate": o.win_rate,
                "low": o.low,
                "high": o.high,
                "rollouts": o.rollouts,
                "value": o.value,
                "pruned": o.pruned,
                "raced": o.raced,
                "best": o is best,
            }
            for n, o in ranked
        ],
    }


class HintRun:
    """One hint under way: its progress in ``view``; ``stop()`` ends it after the current round;
    ``on_progress`` is called after each round (the widget syncs its trait there)."""

    def __init__(
        self, game: Driver[Any], seat: int, at: int, rollouts: int, seed: int, horizon: int | None = None
    ) -> None:
        #: A copy: the tutor's game may move on while the hint runs (a widget runs it in a thread).
        self.game = game.copy(trace=False)
        self.seat, self.at, self.rollouts, self.seed, self.horizon = seat, at, rollouts, seed, horizon
        self.stopping = False
        self.on_progress: Callable[[], None] | None = None
        n = len(game.pending.actions) if game.pending is not None else 0
        self.view: HintView = {"at": at, "seat": seat, "running": True, "done": 0, "total": rollouts * n}

    def stop(self) -> None:
        self.stopping = True

    def _progress(self, done: int, total: int) -> bool:
        self.view = {**self.view, "done": done, "total": total}
        if self.on_progress is not None:
            self.on_progress()
        return not self.stopping

    def run(self, label: Callable[[Any], str]) -> Hint:
        h = hint(
            self.game, self.seat, rollouts=self.rollouts, seed=self.seed, horizon=self.horizon, progress=self._progress
        )
        self.view = hint_view(h, self.at, label)
        return h
