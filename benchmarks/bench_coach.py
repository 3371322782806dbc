"""The coach (issue 22): how long a hint takes, and how well the coach agent plays.

Run: .venv/bin/python benchmarks/bench_coach.py [--hint-runs N] [--rollouts R] [--games G] [--json]

1. A mid-game DML decision (4 players, full game, Round 2, 6 options, reached by heuristic
   players from seed 23): ``hint(game, rollouts=R)`` with heuristic play-outs, timed in CPU
   time of this process (a shared machine's other work counts less) over ``--hint-runs``
   runs; the median, and the best option's rollouts. The build is whichever the install
   made (``dml_tutor.compiled``).
2. The coach agent in seat 0 against three heuristic agents, ``--games`` full 4-player
   games (seeds 0..), beside the heuristic agent's own results in seat 0 over more games
   (``--baseline`` of them): win rates with a shared win counted half, each with its Wilson
   95% interval.
Not a test: a measurement (the README gives figures).
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from typing import Any

from dml_tutor.coach import hint, wilson
from dml_tutor.core.agents import play_out
from dml_tutor.games.dml import PACK, Game
from dml_tutor.games.dml.resample import payoff


def mid_game(seed: int = 23, options: int = 6) -> Game:
    """The first decision in Round 2 with ``options`` options, heuristic players from ``seed``."""
    g = Game(players=4, seed=seed, mode="full", trace=False)
    agents = PACK.make_agents("heuristic", g, seed)
    while g.pending is not None:
        if g.round >= 2 and len(g.pending.actions) == options:
            return g
        g.apply(agents[g.pending.seat].choose(g, g.pending))
    raise RuntimeError(f"seed {seed}: no Round 2+ decision with {options} options")


def time_hint(runs: int, rollouts: int) -> dict[str, Any]:
    g = mid_game()
    times = []
    best = 0
    for run in range(runs):
        start = time.process_time()
        h = hint(g, rollouts=rollouts, seed=run)
        times.append(time.process_time() - start)
        best = h.best.rollouts
    return {
        "round": g.round,
        "options": len(g.pending.actions) if g.pending else 0,
        "rollouts": rollouts,
        "median_s": statistics.median(times),
        "runs": runs,
        "best_rollouts": best,
        "pruned": sum(o.pruned for o in h.options),
    }


def seat_zero(kind: str, games: int, first_seed: int = 0, log: bool = False) -> dict[str, Any]:
    """``kind`` in seat 0, heuristic agents elsewhere: seat 0's win rate over ``games`` games
    (``log``: a line per game, so a long run shows how far it got)."""
    score = 0.0
    start = time.process_time()
    for seed in range(first_seed, first_seed + games):
        g = Game(players=4, seed=seed, trace=False)
        agents = PACK.make_agents([kind, "heuristic", "heuristic", "heuristic"], g, seed)
        play_out(g, agents)
        score += payoff(g, 0)[0]
        if log:
            n = seed - first_seed + 1
            low, high = wilson(score, n)
            print(f"  {kind} game {n}: {score:g}/{n} [{low:.1%}, {high:.1%}]", flush=True)
    low, high = wilson(score, games)
    return {
        "agent": kind,
        "games": games,
        "win_rate": score / games,
        "low": low,
        "high": high,
        "cpu_s": time.process_time() - start,
    }


def main() -> None:
    import dml_tutor

    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--hint-runs", type=int, default=5, help="0: skip the hint's timing")
    ap.add_argument("--rollouts", type=int, default=200)
    ap.add_argument("--games", type=int, default=40, help="coach games (slow: every decision is a hint)")
    ap.add_argument("--baseline", type=int, default=1000, help="heuristic-in-seat-0 games")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    build = "compiled" if getattr(dml_tutor, "compiled", False) else "pure"
    out: dict[str, Any] = {"build": build}
    if args.hint_runs:
        h = out["hint"] = time_hint(args.hint_runs, args.rollouts)
        if not args.json:  # each figure as soon as it is measured (the coach's games are slow)
            print(
                f"{build}: hint at Round {h['round']} ({h['options']} options, {h['rollouts']} rollouts each): "
                f"median {h['median_s']:.2f} s CPU over {h['runs']} runs; best option {h['best_rollouts']} "
                f"rollouts, {h['pruned']} pruned",
                flush=True,
            )
    if args.games:
        for key, games in (("heuristic", args.baseline), ("coach", args.games)):
            r = out[key] = seat_zero(key, games, log=key == "coach" and not args.json)
            if not args.json:
                print(
                    f"{r['agent']} in seat 0 vs 3 heuristic: {r['win_rate']:.1%} [{r['low']:.1%}, {r['high']:.1%}] "
                    f"over {r['games']} games ({r['cpu_s']:.0f} s CPU)",
                    flush=True,
                )
    if args.json:
        print(json.dumps(out, indent=2))


if __name__ == "__main__":
    main()
