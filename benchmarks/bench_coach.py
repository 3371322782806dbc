"""The coach (issue 22): how long a hint takes, and how well the coach agent plays.

Run: .venv/bin/python benchmarks/bench_coach.py [--hint-runs N] [--rollouts R] [--games G]
     [--validate P] [--lab A:B --lab-out FILE] [--lab-baseline G] [--calibrate G] [--json]

1. A mid-game DML decision (4 players, full game, Round 2, 6 options, reached by heuristic
   players from seed 23): ``hint(game, rollouts=R)`` with heuristic play-outs, each kind of
   :data:`HINTS` (full rollouts without and with racing, rollouts cut at a horizon of 2 and
   1 Rounds) timed alternately in CPU time of this process (a shared machine's other work
   counts less) over ``--hint-runs`` runs: the median, and the best option's rollouts. The
   build is whichever the install made (``dml_tutor.compiled``; ``DML_TUTOR_PURE=1`` runs
   pure Python).
2. ``--validate P``: horizon hints against full ones at P positions (:func:`validate`).
3. ``--lab A:B``: the coach agent in seat 0 against three heuristic agents on seeds A..B-1,
   in the lab, beside the heuristic agent in that seat on the same seeds (:func:`in_lab`);
   ``--lab-baseline G`` the heuristic agent's own rate in seat 0 over G games, counted alike.
4. ``--games G``: the older measure, outside the lab: the coach agent in seat 0 over G games
   (seeds 0..), beside the heuristic agent over ``--baseline`` games, a shared win counted half.
5. ``--calibrate G``: refit DML's evaluation (:func:`calibrate`).
Not a test: a measurement (figures in docs/performance.md).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import time
from typing import Any

from dml_tutor.coach import Hint, hint, wilson
from dml_tutor.core.agents import play_out
from dml_tutor.core.pack import softmax_share
from dml_tutor.games.dml import PACK, Game
from dml_tutor.games.dml.evaluation import TEMPERATURE as DML_TEMPERATURE
from dml_tutor.games.dml.evaluation import scores as dml_scores
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


#: The hints timed: (name, keyword arguments of ``hint``).
HINTS: list[tuple[str, dict[str, Any]]] = [
    ("full rollouts, no racing", {"race": False}),
    ("full rollouts, racing (default)", {}),
    ("horizon 2 Rounds, racing", {"horizon": 2}),
    ("horizon 1 Round, racing", {"horizon": 1}),
]


def time_hint(runs: int, rollouts: int, which: list[str] | None = None) -> dict[str, Any]:
    """Each of :data:`HINTS` (or those named in ``which``) ``runs`` times, alternating (so a
    change in the machine's load falls on all alike): the median CPU time, the best option's
    rollouts (the fewest over the runs) and all options' rollouts."""
    g = mid_game()
    kinds = [(name, kw) for name, kw in HINTS if which is None or name in which]
    times: dict[str, list[float]] = {name: [] for name, _ in kinds}
    best: dict[str, int] = {}
    spent: dict[str, int] = {}
    for run in range(runs):
        for name, kw in kinds:
            start = time.process_time()
            h = hint(g, rollouts=rollouts, seed=run, **kw)
            times[name].append(time.process_time() - start)
            best[name] = min(best.get(name, rollouts), h.best.rollouts)
            spent[name] = sum(o.rollouts for o in h.options)
    return {
        "round": g.round,
        "options": len(g.pending.actions) if g.pending else 0,
        "rollouts": rollouts,
        "runs": runs,
        "kinds": {
            name: {"median_s": statistics.median(times[name]), "best_rollouts": best[name], "all_rollouts": spent[name]}
            for name, _ in kinds
        },
    }


def positions(count: int, first_seed: int = 100, skip: float = 0.04) -> list[Game]:
    """``count`` decisions of 4-player full games of heuristic players (seeds ``first_seed``..):
    in each game, a decision with 3-8 options in Rounds 1-7 taken at random (``skip``: the
    chance of passing over each such decision)."""
    out = []
    seed = first_seed
    while len(out) < count:
        g = Game(players=4, seed=seed, mode="full", trace=False)
        agents = PACK.make_agents("heuristic", g, seed)
        pick = random.Random(seed)
        while (d := g.pending) is not None:
            if 1 <= g.round <= 7 and 3 <= len(d.actions) <= 8 and pick.random() > 1 - skip:
                out.append(g)
                break
            g.apply(agents[d.seat].choose(g, d))
        seed += 1
    return out


def ranks(xs: list[float]) -> list[float]:
    """Ranks from 1, ties sharing their mean rank (for Spearman's correlation)."""
    order = sorted(range(len(xs)), key=lambda i: xs[i])
    out = [0.0] * len(xs)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and xs[order[j + 1]] == xs[order[i]]:
            j += 1
        for k in range(i, j + 1):
            out[order[k]] = (i + j) / 2 + 1
        i = j + 1
    return out


def spearman(xs: list[float], ys: list[float]) -> float | None:
    """Spearman's rank correlation (None when either side has no spread)."""
    rx, ry = ranks(xs), ranks(ys)
    if len(set(rx)) < 2 or len(set(ry)) < 2:
        return None
    return statistics.correlation(rx, ry)


def validate(
    count: int, rollouts: int, horizons: list[int], log: bool = False, out: str | None = None
) -> dict[str, Any]:
    """Horizon hints against full ones over ``count`` positions: how often they pick the same
    best option and their rank correlation, beside two full hints with different seeds (the
    agreement the rollouts' own noise allows); every hint without racing, ``rollouts`` per
    option. ``regret``: the full win rate lost by taking a hint's best instead of the full
    hint's, both judged by the second full hint (independent rollouts). ``out``: a JSON line
    per position as it is done."""
    rows: dict[str, list[tuple[bool, float | None, float]]] = {"full": [], **{f"h{h}": [] for h in horizons}}
    cpu: dict[str, float] = dict.fromkeys(rows, 0.0)
    for n, g in enumerate(positions(count)):
        timed: dict[str, Hint] = {}
        for key in rows:
            start = time.process_time()
            horizon = None if key == "full" else int(key[1:])
            timed[key] = hint(g, rollouts=rollouts, seed=1, race=False, horizon=horizon)
            cpu[key] += time.process_time() - start
        judge = hint(g, rollouts=rollouts, seed=2, race=False)
        full = timed["full"]
        for key, h in timed.items():
            other = judge if key == "full" else full
            best = h.options.index(h.best)
            rows[key].append(
                (
                    best == other.options.index(other.best),
                    spearman([o.win_rate for o in h.options], [o.win_rate for o in other.options]),
                    judge.best.win_rate - judge.options[best].win_rate,
                )
            )
        if log:
            print(f"  position {n + 1}/{count}: Round {g.round}, {len(full.options)} options", flush=True)
        if out is not None:
            with open(out, "a", encoding="utf-8") as f:
                row = {key: got[-1] for key, got in rows.items()}
                f.write(json.dumps({"round": g.round, "options": len(full.options), **row}) + "\n")
    out: dict[str, Any] = {"positions": count, "rollouts": rollouts}
    for key, got in rows.items():
        rhos = [r for _, r, _ in got if r is not None]
        out[key] = {
            "same_best": sum(a for a, _, _ in got) / len(got),
            "spearman_mean": statistics.fmean(rhos) if rhos else None,
            "regret_mean": statistics.fmean(x for _, _, x in got),
            "cpu_s_per_hint": cpu[key] / len(got),
        }
    return out


def calibrate(games: int, first_seed: int = 0) -> dict[int, float]:
    """Refit DML's evaluation: for each Round, the softmax temperature of the seats' Victory
    Points at its start that best predicts who won (maximum likelihood over a grid), from
    ``games`` games of four heuristic players."""
    from dml_tutor.games.dml.resample import payoff as game_payoff

    data: dict[int, list[tuple[list[float], list[float]]]] = {}
    for seed in range(first_seed, first_seed + games):
        g = Game(players=4, seed=seed, trace=False)
        agents = PACK.make_agents("heuristic", g, seed)
        seen: dict[int, list[float]] = {}
        while (d := g.pending) is not None:
            if g.round >= 1 and g.round not in seen:
                seen[g.round] = [p + e / 10 for p, e in dml_scores(g)]
            g.apply(agents[d.seat].choose(g, d))
        won = [game_payoff(g, s)[0] for s in range(4)]
        for r, points in seen.items():
            data.setdefault(r, []).append((points, won))
    grid = [5.0, 10.0, 15.0, 20.0, 25.0, 30.0, 40.0, 60.0, 100.0]
    fit = {}
    for r, rows in sorted(data.items()):

        def loglik(t: float, rows: list[tuple[list[float], list[float]]] = rows) -> float:
            return sum(w * math.log(max(softmax_share(p, s, t), 1e-12)) for p, ws in rows for s, w in enumerate(ws))

        fit[r] = max(grid, key=loglik)
    return fit


def sign_test(a: int, b: int) -> float:
    """The two-sided exact sign test of ``a`` against ``b`` (games won by one side only)."""
    n = a + b
    if n == 0:
        return 1.0
    tail = sum(math.comb(n, k) for k in range(min(a, b) + 1)) / 2**n
    return min(1.0, 2 * tail)


def in_lab(seeds: list[int], out: str | None = None, chunk: int = 4) -> dict[str, Any]:
    """The coach agent in seat 0 against three heuristic agents, and the heuristic agent in
    the same seat on the same seeds, played by the lab (``dml_tutor.lab.simulate``, here, a
    chunk of seeds at a time): seat 0's wins as the lab counts them (an outright win; the rare
    tie at the top, R-28, is nobody's). ``out``: a JSON line per game as it ends (seed,
    coach's and heuristic's result), so a long run shows how far it got and its figures so far.
    """
    from dml_tutor.lab import simulate

    won = {"coach": 0, "heuristic": 0}
    paired = {"coach only": 0, "heuristic only": 0}
    cpu = 0.0
    for at in range(0, len(seeds), chunk):
        part = seeds[at : at + chunk]
        start = time.process_time()
        results = {
            kind: simulate(
                seeds=part,
                pack="dml",
                agents=[kind, "heuristic", "heuristic", "heuristic"],
                workers=1,
                progress=False,
                rules=False,
            )
            for kind in won
        }
        cpu += time.process_time() - start
        for n, seed in enumerate(part):
            row = {kind: int(results[kind].records[n].winners == (0,)) for kind in won}
            for kind in won:
                won[kind] += row[kind]
            if row["coach"] != row["heuristic"]:
                paired["coach only" if row["coach"] else "heuristic only"] += 1
            if out is not None:
                with open(out, "a", encoding="utf-8") as f:
                    f.write(json.dumps({"seed": seed, **row, "cpu_s": round(cpu, 1)}) + "\n")
    games = len(seeds)
    summary: dict[str, Any] = {"games": games, "seeds": f"{seeds[0]}-{seeds[-1]}", "cpu_s": cpu, **paired}
    summary["sign_test_p"] = sign_test(paired["coach only"], paired["heuristic only"])
    for kind, w in won.items():
        low, high = wilson(w, games)
        summary[kind] = {"win_rate": w / games, "low": low, "high": high}
    return summary


def lab_baseline(games: int) -> dict[str, Any]:
    """The heuristic agent's own rate in seat 0 (four heuristic agents, seeds 0..``games``-1),
    counted by the lab as :func:`in_lab` counts it (outright wins)."""
    from dml_tutor.lab import simulate

    r = simulate(games, pack="dml", agents="heuristic", workers=1, progress=False, rules=False, keep=games)
    won = sum(rec.winners == (0,) for rec in r.records)
    low, high = wilson(won, games)
    return {"games": games, "win_rate": won / games, "low": low, "high": high}


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
    ap.add_argument("--games", type=int, default=0, help="coach games (slow: every decision is a hint)")
    ap.add_argument("--baseline", type=int, default=1000, help="heuristic-in-seat-0 games")
    ap.add_argument("--validate", type=int, default=0, help="positions to validate horizon hints on")
    ap.add_argument("--horizons", default="1,2", help="the horizons --validate checks")
    ap.add_argument("--validate-out", default=None, help="a JSON line per --validate position, written as it is done")
    ap.add_argument("--calibrate", type=int, default=0, help="games to refit DML's evaluation on")
    ap.add_argument("--lab", default="", help="seeds A:B: the coach and the heuristic agent in seat 0, in the lab")
    ap.add_argument("--lab-baseline", type=int, default=0, help="heuristic-in-seat-0 games in the lab")
    ap.add_argument("--lab-out", default=None, help="a JSON line per --lab game, written as it ends")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    build = "compiled" if getattr(dml_tutor, "compiled", False) else "pure"
    out: dict[str, Any] = {"build": build}
    if args.calibrate:
        fit = out["calibrate"] = calibrate(args.calibrate)
        if not args.json:
            print(f"temperatures by Round: {fit} (in use: {DML_TEMPERATURE})", flush=True)
    if args.validate:
        horizons = [int(h) for h in args.horizons.split(",")]
        v = out["validate"] = validate(args.validate, args.rollouts, horizons, not args.json, args.validate_out)
        if not args.json:
            for key in ["full", *(f"h{h}" for h in horizons)]:
                r = v[key]
                what = "full vs full (other seed)" if key == "full" else f"horizon {key[1:]} vs full"
                print(
                    f"{what}: same best {r['same_best']:.0%}, Spearman {r['spearman_mean']:.2f}, "
                    f"regret {r['regret_mean']:.3f}, {r['cpu_s_per_hint']:.2f} s CPU a hint "
                    f"({v['positions']} positions, {v['rollouts']} rollouts an option, no racing)",
                    flush=True,
                )
    if args.hint_runs:
        h = out["hint"] = time_hint(args.hint_runs, args.rollouts)
        if not args.json:  # each figure as soon as it is measured (the coach's games are slow)
            for name, k in h["kinds"].items():
                print(
                    f"{build}: hint at Round {h['round']} ({h['options']} options, {h['rollouts']} rollouts asked), "
                    f"{name}: median {k['median_s']:.2f} s CPU over {h['runs']} runs; best option "
                    f"{k['best_rollouts']} rollouts, all options {k['all_rollouts']}",
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
    if args.lab_baseline:
        r = out["lab_baseline"] = lab_baseline(args.lab_baseline)
        if not args.json:
            print(
                f"lab, heuristic in seat 0 vs 3 heuristic, seeds 0-{r['games'] - 1}: {r['win_rate']:.1%} "
                f"[{r['low']:.1%}, {r['high']:.1%}]",
                flush=True,
            )
    if args.lab:
        a, b = (int(x) for x in args.lab.split(":"))
        lab = out["lab"] = in_lab(list(range(a, b)), args.lab_out)
        if not args.json:
            for kind in ("coach", "heuristic"):
                r = lab[kind]
                print(
                    f"lab, {kind} in seat 0 vs 3 heuristic, seeds {lab['seeds']}: {r['win_rate']:.1%} "
                    f"[{r['low']:.1%}, {r['high']:.1%}]",
                    flush=True,
                )
            print(
                f"  won by one of them only: coach {lab['coach only']}, heuristic {lab['heuristic only']} "
                f"(sign test p = {lab['sign_test_p']:.3f})"
            )
    if args.json:
        print(json.dumps(out, indent=2))


if __name__ == "__main__":
    main()
