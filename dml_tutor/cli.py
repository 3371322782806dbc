"""The ``dml-tutor`` command: simulate games headless, or open the tutor in JupyterLab."""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

from .games.dml.agents import AGENTS, make_agents, play_out
from .games.dml.game import MODES, Game


def simulate(
    games: int, seed: int, players: int, mode: str, agents: str, progress: bool = False, trace: bool = False
) -> dict[str, Any]:
    """Play ``games`` games with built-in agents; returns the statistics as a dict."""
    reasons: Counter[str] = Counter()
    wins: Counter[str] = Counter()
    rounds: list[int] = []
    decisions = 0
    start = time.perf_counter()
    for i in range(games):
        g = Game(players, seed + i, mode, trace=trace)
        decisions += play_out(g, make_agents(agents.split(",") if "," in agents else agents, players, seed + i))
        assert g.result is not None
        reasons[g.result.reason] += 1
        wins["none" if g.result.winner is None else str(g.result.winner)] += 1
        rounds.append(g.round)
        if progress and (i + 1) % max(1, games // 50) == 0:
            done = (i + 1) / games
            bar = "#" * int(done * 30)
            print(f"\r[{bar:<30}] {i + 1}/{games}", end="", file=sys.stderr, flush=True)
    if progress:
        print(file=sys.stderr)
    seconds = time.perf_counter() - start
    return {
        "games": games,
        "seed": seed,
        "players": players,
        "mode": mode,
        "agents": agents,
        "trace": trace,
        "seconds": round(seconds, 3),
        "games_per_second": round(games / seconds, 1),
        "decisions_per_second": round(decisions / seconds, 1),
        "mean_decisions": round(decisions / games, 1),
        "mean_rounds": round(statistics.fmean(rounds), 2),
        "end_reasons": dict(reasons),
        "win_rate_by_seat": {k: round(v / games, 3) for k, v in sorted(wins.items())},
    }


def _print_report(r: dict[str, Any]) -> None:
    print(f"{r['games']} games, {r['players']} players, mode {r['mode']}, agents {r['agents']}, seed {r['seed']}")
    print(f"speed: {r['games_per_second']} games/s, {r['decisions_per_second']} decisions/s ({r['seconds']} s)")
    print(f"mean game length: {r['mean_rounds']} Rounds, {r['mean_decisions']} decisions")
    print("end reasons: " + ", ".join(f"{k} {v}" for k, v in r["end_reasons"].items()))
    print("win rate by seat: " + ", ".join(f"{k}: {v:.1%}" for k, v in r["win_rate_by_seat"].items()))


START_HERE = "notebooks/00_start_here.ipynb"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="dml-tutor", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    sim = sub.add_parser("simulate", help="play many games with built-in agents and print statistics")
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--players", type=int, choices=(3, 4), default=4)
    sim.add_argument("--mode", choices=sorted(MODES), default="full")
    sim.add_argument(
        "--agents", default="heuristic", help=f"{' or '.join(AGENTS)}, or one per seat: random,heuristic,..."
    )
    sim.add_argument("--json", action="store_true", help="print the statistics as JSON")
    sim.add_argument("--no-progress", action="store_true", help="no progress bar")
    lab = sub.add_parser("lab", help="open the tutor notebooks in JupyterLab")
    lab.add_argument(
        "notebook", nargs="?", help=f"default: {START_HERE} in this folder, else in the project dml_tutor came from"
    )
    lite = sub.add_parser("lite", help="build the tutor as a static JupyterLite site (Python in the browser)")
    lite.add_argument("--out", required=True, help="folder for the site (created or replaced)")
    lite.add_argument("--notebooks", help="notebooks folder (default: notebooks/ here, else the project's)")
    lite.add_argument("--cache", help="download cache (default: ~/.cache/dml-tutor/lite)")
    args = parser.parse_args(argv)
    if args.command == "lite":
        from .lite import main as lite_main  # the [lite] extra, imported only here

        return lite_main(args.out, args.notebooks, args.cache)

    if args.command == "simulate":
        if args.games < 1:
            parser.error("--games must be at least 1")
        show = not args.json and not args.no_progress and args.games >= 20 and sys.stderr.isatty()
        try:
            report = simulate(args.games, args.seed, args.players, args.mode, args.agents, progress=show)
        except ValueError as e:
            parser.error(str(e))
        if args.json:
            print(json.dumps(report, indent=2))
        else:
            _print_report(report)
        return 0
    if args.notebook is not None:
        path = Path(args.notebook)
    else:  # from the project folder, or from anywhere with the editable install of the README
        path = next(
            (p for p in (Path(START_HERE), Path(__file__).resolve().parents[1] / START_HERE) if p.exists()),
            Path(START_HERE),
        )
    if not path.exists():
        parser.error(f"no notebook at {path}: give a notebook path, or run from the dml-tutor project folder")
    return subprocess.call([sys.executable, "-m", "jupyter", "lab", str(path)])


if __name__ == "__main__":
    raise SystemExit(main())
