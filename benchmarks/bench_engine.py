"""Engine speed on one core: random 4-player games, both builds, tracing on and off.

Run: .venv/bin/python benchmarks/bench_engine.py [--games N] [--json]

Each row plays the same seeds with built-in agents and reports games/s and decisions/s,
measured in CPU time of this process (so other work on a shared machine counts less).
Both builds are measured: this process runs whichever the install made (see
``dml_tutor.compiled``) and a child process the other one (``DML_TUTOR_PURE=1`` forces
pure Python; the compiled row is missing when the install could not compile). Where
``open_spiel`` is installed (not a dependency: ``pip install open_spiel`` to compare),
random playouts of OpenSpiel's hearts run in the same process, as a ratio.
Not a test: a measurement (figures in docs/performance.md).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROWS = [(agents, trace) for agents in ("random", "heuristic") for trace in (False, True)]


def measure(games: int) -> list[dict[str, Any]]:
    """This process's build: every row, ``games`` full 4-player games each (seeds 0..)."""
    import dml_tutor
    from dml_tutor.games.dml.agents import make_agents, play_out
    from dml_tutor.games.dml.game import Game

    out = []
    for agents, trace in ROWS:
        decisions = 0
        start = time.process_time()
        for seed in range(games):
            g = Game(4, seed, "full", trace=trace)
            decisions += play_out(g, make_agents(agents, 4, seed))
        seconds = time.process_time() - start
        out.append(
            {
                "build": "compiled" if dml_tutor.compiled else "pure",
                "agents": agents,
                "trace": trace,
                "games": games,
                "games_per_second": round(games / seconds, 1),
                "decisions_per_second": round(decisions / seconds),
                "decisions_per_game": round(decisions / games, 1),
            }
        )
    return out


def other_build(games: int, pure: bool) -> list[dict[str, Any]]:
    env = {k: v for k, v in os.environ.items() if k != "DML_TUTOR_PURE"}
    if pure:
        env["DML_TUTOR_PURE"] = "1"
    r = subprocess.run(
        [sys.executable, __file__, "--games", str(games), "--json", "--this-build-only"],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    rows: list[dict[str, Any]] = json.loads(r.stdout)["rows"]
    return rows


def hearts(games: int) -> dict[str, Any] | None:
    """Random playouts of OpenSpiel's hearts, 4 players, if open_spiel is installed."""
    try:
        import pyspiel  # type: ignore[import-not-found]
    except ImportError:
        return None
    game = pyspiel.load_game("hearts")
    rng = random.Random(0)
    decisions = 0
    start = time.process_time()
    for _ in range(games):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(rng.choice(outcomes)[0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))
                decisions += 1
    seconds = time.process_time() - start
    return {
        "game": "OpenSpiel hearts",
        "games": games,
        "games_per_second": round(games / seconds, 1),
        "decisions_per_second": round(decisions / seconds),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--this-build-only", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    rows = measure(args.games)
    if not args.this_build_only:
        compiled_here = rows[0]["build"] == "compiled"
        other = other_build(args.games, pure=compiled_here)
        if other[0]["build"] != rows[0]["build"]:
            rows = rows + other if compiled_here else other + rows
    spiel = None if args.this_build_only else hearts(max(100, args.games))
    if spiel is not None:
        for r in rows:
            r["hearts_ratio"] = round(spiel["games_per_second"] / r["games_per_second"], 2)
    if args.json:
        print(json.dumps({"rows": rows, "hearts": spiel}, indent=2))
        return
    for r in rows:
        ratio = f"  (hearts: {r['hearts_ratio']}x our games/s)" if "hearts_ratio" in r else ""
        print(
            f"{r['build']:>8} {r['agents']:>9} trace={'on ' if r['trace'] else 'off'}  "
            f"{r['games_per_second']:>7} games/s  {r['decisions_per_second']:>7} decisions/s  "
            f"({r['decisions_per_game']} decisions/game){ratio}"
        )
    if spiel is not None:
        print(
            f"OpenSpiel hearts, random playouts: {spiel['games_per_second']} games/s, "
            f"{spiel['decisions_per_second']} decisions/s"
        )
    else:
        print("OpenSpiel is not installed: no hearts comparison (pip install open_spiel to add it)")


if __name__ == "__main__":
    main()
