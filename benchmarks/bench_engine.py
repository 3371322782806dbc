"""Engine speed on one core: 4-player games by built-in agents, tracing on and off.

Run: .venv/bin/python benchmarks/bench_engine.py [--games N] [--json]
Prints games/s and decisions/s. Not a test: a measurement (see the README for figures).
"""

from __future__ import annotations

import argparse
import json

from dml_tutor.cli import simulate


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    rows = [
        simulate(args.games, 0, 4, mode, agents, trace=trace)
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
            f"{r['games_per_second']:>7} games/s  {r['decisions_per_second']:>9} decisions/s  "
            f"({r['mean_decisions']} decisions/game)"
        )


if __name__ == "__main__":
    main()
