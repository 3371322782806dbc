"""Engine speed on one core: random 4-player full games, tracing on and off.

Run: .venv/bin/python benchmarks/bench_engine.py [--games N]
Prints games/s and decisions/s (and --json for machines). Not a test: a measurement.
"""

from __future__ import annotations

import argparse
import json
import time

from dml_tutor import Game
from dml_tutor.agents import make_agents, play_out


def measure(games: int, trace: bool, agents: str, mode: str = "full") -> dict[str, float]:
    decisions = 0
    start = time.perf_counter()
    for seed in range(games):
        g = Game(4, seed, mode, trace=trace)
        decisions += play_out(g, make_agents(agents, 4, seed))
    seconds = time.perf_counter() - start
    return {
        "games": games,
        "trace": trace,
        "agents": agents,
        "mode": mode,
        "games_per_second": round(games / seconds, 1),
        "decisions_per_second": round(decisions / seconds),
        "decisions_per_game": round(decisions / games, 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    rows = [
        measure(args.games, trace, agents, mode)
        for agents in ("random", "heuristic")
        for mode in ("full", "quickstart")
        for trace in (False, True)
    ]
    if args.json:
        print(json.dumps(rows, indent=2))
        return
    for r in rows:
        print(
            f"{r['agents']:>9} {r['mode']:>10} trace={'on ' if r['trace'] else 'off'}  "
            f"{r['games_per_second']:>7} games/s  {r['decisions_per_second']:>7} decisions/s  "
            f"({r['decisions_per_game']} decisions/game)"
        )


if __name__ == "__main__":
    main()
