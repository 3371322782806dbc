"""Hints: each option's chance of winning, by Monte Carlo rollouts from what the seat knows.

Every rollout starts from the pack's resample of the game for the seat (``Pack.resample``,
in the manner of OpenSpiel's ``resample_from_infostate``): what the seat may not know is
redrawn, so the hint never reads hidden cards. The option is applied, then the agents play
the game out. Rollout ``r`` uses the same resample and agent seeds for every option (common
random numbers: options are compared on the same deals and dice). Rollouts run in rounds;
after each, options whose Wilson upper bound falls below the leader's lower bound stop
(they cannot be best). Racing (on by default, in the manner of sequential halving) also
stops the lower half of the options still running each time their rollouts double from
one round's worth (25, 50, 100, ...), so the best option gets every rollout asked while
the others stop early; each option's ``rollouts`` says how many it had. A ``horizon`` cuts
each rollout when that many Rounds have ended and scores it with the pack's evaluation
(``Pack.evaluation``), which the hint says. Each task's result depends only on the game,
the seat, the option and the seeds, so the same seed gives the same hint whatever runs the
tasks.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from ..core.agents import Agent, play_out
from ..core.driver import Driver, is_int
from ..core.inputs import short_repr
from ..core.pack import Pack
from ..games import get, pack_of

__all__ = ["MAX_ROLLOUTS", "Hint", "Option", "hint", "wilson"]

#: Rollouts per option in each round, between two pruning checks.
ROUND = 25
#: The most rollouts per option a hint takes (the tutor session's own bound).
MAX_ROLLOUTS = 10_000
#: z for a 95% interval.
Z95 = 1.959963984540054

Agents = str | Callable[[Any, int], Sequence[Agent]]


def wilson(score: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of ``score`` successes in ``n`` trials, clamped to [0, 1]."""
    if n == 0:
        return 0.0, 1.0
    p = score / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    low = 0.0 if score <= 0 else max(0.0, centre - half)
    high = 1.0 if score >= n else min(1.0, centre + half)
    return low, high


@dataclass(frozen=True)
class Option:
    """One option of the decision and its estimate."""

    #: The option (one of the decision's actions).
    action: Any
    #: (wins + half of shared wins) / rollouts.
    win_rate: float
    #: The Wilson 95% interval of the win rate.
    low: float
    high: float
    #: Rollouts played from this option (fewer than asked when it was pruned).
    rollouts: int
    #: The pack's second value, averaged (DML: Victory Points; MERC: sector-value margin).
    value: float | None
    #: Whether it stopped early because it could not be best (its interval below the leader's).
    pruned: bool = False
    #: Whether racing stopped it early: in the lower half of the options still running when
    #: their rollouts doubled (it trailed on the same deals and dice).
    raced: bool = False

    def __str__(self) -> str:
        cut = ", pruned: cannot be best" if self.pruned else ", stopped early: behind in the race" if self.raced else ""
        return f"{self.action}: {self.win_rate:.0%} [{self.low:.0%}, {self.high:.0%}] ({self.rollouts} rollouts{cut})"


@dataclass(frozen=True)
class Hint:
    """Every option of a seat's decision with its chance of winning (see :func:`hint`)."""

    seat: int
    #: The options in the decision's order.
    options: tuple[Option, ...]
    #: What the options' ``value`` is, in words ("expected Victory Points").
    value_name: str
    #: The rollouts asked for each option, the seed, and the agents that played them out.
    rollouts: int
    seed: int
    agents: str
    #: Whether it was stopped before every option had its rollouts (``progress`` said so).
    stopped: bool = False
    #: Rounds each rollout played before the pack's evaluation scored it (None: to the end
    #: of the game, the true result). A tutor shows it: the chances are then estimates of
    #: an estimate.
    horizon: int | None = None

    @property
    def best(self) -> Option:
        """The first option with the highest win rate among those that ran to the end (one
        stopped early, pruned or raced, was judged unable to be best)."""
        ran = [o for o in self.options if not (o.pruned or o.raced)] or list(self.options)
        top = max(o.win_rate for o in ran)
        return next(o for o in ran if o.win_rate == top)

    def __str__(self) -> str:
        cut = "" if self.horizon is None else f", cut after {self.horizon} Round(s) and scored by the evaluation"
        lines = [f"Seat {self.seat}'s options, chance of winning ({self.rollouts} rollouts each, {self.agents}{cut}):"]
        best = self.best
        for o in self.options:
            lines.append(("* " if o is best else "  ") + str(o))
        return "\n".join(lines)


def _payoff(pack: Pack, game: Driver[Any], seat: int) -> tuple[float, float | None]:
    if pack.payoff is not None:
        return pack.payoff(game, seat)
    outcome = game.outcome
    if outcome is None:
        raise ValueError("the game is not over")
    if outcome.draw:
        return 0.5, None
    if seat not in outcome.winners:
        return 0.0, None
    return (1.0 if len(outcome.winners) == 1 else 0.5), None


def rollout_seed(seed: int, rollout: int) -> int:
    """The seed of rollout ``rollout`` of a hint with ``seed`` (the same for every option)."""
    return random.Random(f"coach:{seed}:{rollout}").getrandbits(63)


def _agents_for(pack: Pack, agents: Agents, game: Driver[Any], seed: int) -> Sequence[Agent]:
    if isinstance(agents, str):
        return pack.make_agents(agents, game, seed)
    return agents(game, seed)


def _rollouts(
    sample: Callable[[int], Driver[Any]],
    pack: Pack,
    seat: int,
    option: int,
    seeds: Sequence[int],
    agents: Agents,
    horizon: int | None = None,
) -> list[tuple[float, float | None]]:
    out = []
    evaluation = pack.evaluation if horizon is not None else None
    for rs in seeds:
        g = sample(rs)
        g.apply(g.legal_actions()[option])
        if evaluation is None or horizon is None:
            if not g.is_over:
                play_out(g, _agents_for(pack, agents, g, rs))
            out.append(_payoff(pack, g, seat))
            continue
        stop = evaluation.round(g) + horizon
        if not g.is_over:
            players = _agents_for(pack, agents, g, rs)
            while (d := g.pending) is not None and evaluation.round(g) < stop:
                g.apply(players[d.seat].choose(g, d))
        out.append(_payoff(pack, g, seat) if g.is_over else evaluation.worth(g, seat))
    return out


@lru_cache(maxsize=4)
def _sampler(pack_name: str, save: str, seat: int) -> Callable[[int], Driver[Any]]:
    pack = get(pack_name)
    assert pack.resample is not None
    return pack.resample(pack.game.from_json(save, trace=False), seat)


def run_task(
    pack_name: str,
    save: str,
    seat: int,
    option: int,
    seeds: Sequence[int],
    agents: Agents,
    horizon: int | None = None,
) -> list[tuple[float, float | None]]:
    """Rollouts of one option, in any process (an executor's task): the game travels as its
    save file, and each process reads the seat's knowledge once per game."""
    return _rollouts(_sampler(pack_name, save, seat), get(pack_name), seat, option, seeds, agents, horizon)


class _Tally:
    def __init__(self) -> None:
        self.score = 0.0
        self.n = 0
        self.value = 0.0
        self.valued = 0
        self.pruned = False
        self.raced = False

    def add(self, results: list[tuple[float, float | None]]) -> None:
        for win, value in results:
            self.score += win
            self.n += 1
            if value is not None:
                self.value += value
                self.valued += 1

    @property
    def rate(self) -> float:
        return self.score / self.n if self.n else 0.0

    @property
    def live(self) -> bool:
        return not (self.pruned or self.raced)


def hint(
    game: Driver[Any],
    seat: int | None = None,
    *,
    rollouts: int = 200,
    seed: int = 0,
    agents: Agents | None = None,
    executor: Any = None,
    progress: Callable[[int, int], bool | None] | None = None,
    race: bool = True,
    horizon: int | None = None,
) -> Hint:
    """Each option of ``seat``'s decision with its estimated chance of winning the game.

    ``seat`` defaults to the deciding seat (another seat is a ``ValueError``). ``agents`` is
    an agent name of the pack or a function ``(game, seed) -> agents`` (default: the pack's
    heuristic agents where it has them, its random agents otherwise). ``executor`` runs the
    tasks (anything with ``submit(fn, *args)`` whose futures have ``result()``: a
    ``concurrent.futures`` executor or a Dask client); None runs them here. ``progress(done,
    total)`` is called after each round of rollouts; returning False stops, and the hint
    says so. ``race`` stops the trailing half of the options each time the rollouts double
    (the best still gets ``rollouts``). ``horizon`` (a whole number of Rounds, 1 or more)
    cuts each rollout when that many Rounds have ended and scores it with the pack's
    evaluation (``Pack.evaluation``); None plays every rollout to the end. The
    same seed gives the same hint whatever the executor.
    """
    pack = pack_of(game)
    decision = game.pending
    if decision is None:
        raise ValueError("hint: the game is over, there is no decision to weigh")
    if seat is None:
        seat = decision.seat
    elif not is_int(seat) or seat != decision.seat:
        raise ValueError(f"hint: seat {short_repr(seat)} is not deciding; seat {decision.seat} is")
    if not is_int(rollouts) or not 1 <= rollouts <= MAX_ROLLOUTS:
        raise ValueError(f"hint: rollouts must be a whole number, 1 to {MAX_ROLLOUTS}, got {short_repr(rollouts)}")
    if executor is not None and not callable(getattr(executor, "submit", None)):
        raise ValueError(
            f"hint: executor must have submit(fn, *args) (a concurrent.futures executor or a Dask client), "
            f"got {short_repr(executor)}"
        )
    if progress is not None and not callable(progress):
        raise ValueError(f"hint: progress must be a function (done, total) -> bool or None, got {short_repr(progress)}")
    if not is_int(seed):
        raise ValueError(f"hint: seed must be an integer, got {short_repr(seed)}")
    if pack.resample is None:
        raise ValueError(f"hint: the {pack.name} pack has no resampler (Pack.resample), so no hints")
    if agents is None:
        agents = "heuristic" if "heuristic" in pack.agents else "random"
    if isinstance(agents, str) and agents not in pack.agents:
        raise ValueError(f"hint: unknown agent {short_repr(agents)} for {pack.name}: use {', '.join(pack.agents)}")
    if not isinstance(agents, str) and not callable(agents):
        raise ValueError(f"hint: agents must be a name or a function (game, seed) -> agents, got {short_repr(agents)}")
    if horizon is not None:
        if not is_int(horizon) or horizon < 1:
            raise ValueError(f"hint: horizon must be a whole number of Rounds, 1 or more, got {short_repr(horizon)}")
        if pack.evaluation is None:
            raise ValueError(f"hint: the {pack.name} pack has no evaluation, so no horizon: play rollouts to the end")
    actions = list(decision.actions)
    tallies = [_Tally() for _ in actions]
    total = rollouts * len(actions)
    halve_at = ROUND
    sample = pack.resample(game, seat) if executor is None else None
    save = game.to_json() if executor is not None else ""
    stopped = False
    start = 0
    while start < rollouts:
        seeds = [rollout_seed(seed, r) for r in range(start, min(start + ROUND, rollouts))]
        live = [i for i, t in enumerate(tallies) if t.live]
        if sample is not None:
            for i in live:
                tallies[i].add(_rollouts(sample, pack, seat, i, seeds, agents, horizon))
        else:
            futures = [(i, executor.submit(run_task, pack.name, save, seat, i, seeds, agents, horizon)) for i in live]
            for i, f in futures:
                tallies[i].add(f.result())
        start += len(seeds)
        _prune(tallies)
        if race and start >= halve_at and start < rollouts:
            _halve(tallies)
            halve_at *= 2
        done = sum(t.n for t in tallies) + sum(rollouts - t.n for t in tallies if not t.live)
        if progress is not None and progress(done, total) is False and start < rollouts:
            stopped = True
            break
    options = []
    for action, t in zip(actions, tallies, strict=True):
        low, high = wilson(t.score, t.n)
        value = t.value / t.valued if t.valued else None
        options.append(Option(action, t.rate, low, high, t.n, value, t.pruned, t.raced))
    name = agents if isinstance(agents, str) else getattr(agents, "__name__", "agents")
    value_name = pack.value_name
    if horizon is not None and pack.evaluation is not None:
        value_name = pack.evaluation.value_name
    return Hint(seat, tuple(options), value_name, rollouts, seed, name, stopped, horizon)


def _prune(tallies: list[_Tally]) -> None:
    """Stop the options whose upper bound is below the leader's lower bound."""
    live = [t for t in tallies if t.live]
    leader = max(live, key=lambda t: t.rate)
    floor = wilson(leader.score, leader.n)[0]
    for t in live:
        if t is not leader and wilson(t.score, t.n)[1] < floor:
            t.pruned = True


def _halve(tallies: list[_Tally]) -> None:
    """Stop the lower half of the options still running (by win rate on the same rollouts;
    a tie goes to the earlier option), keeping at least one."""
    live = [t for t in tallies if t.live]
    ranked = sorted(live, key=lambda t: -t.rate)  # stable: the decision's order breaks ties
    for t in ranked[(len(live) + 1) // 2 :]:
        t.raced = True
