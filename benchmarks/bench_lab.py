"""Simulation speed of the lab: games/s on 1 and 2 local workers and on a local Dask cluster.

Run: .venv/bin/python benchmarks/bench_lab.py [--games N] [--json]
The same seeds every time; the records kept and the totals are checked to be identical on every executor.
Not a test: a measurement (figures in docs/performance.md).
"""

from __future__ import annotations

import argparse
import json
import logging

from dml_tutor import lab


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--agents", default="heuristic")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    settings = {"players": 4, "mode": "full"}

    def run(label: str, **where: object) -> tuple[str, lab.SimulationResult]:
        r = lab.simulate(
            args.games, pack="dml", settings=settings, agents=args.agents, progress=False, rules=False, **where
        )  # type: ignore[arg-type]
        return label, r

    rows = [run("1 worker", workers=1), run("2 workers (process pool)", workers=2)]
    try:
        from distributed import Client, LocalCluster
    except ImportError:
        print("(no Dask: pip install 'dml-tutor[dask]' to measure a Dask cluster)")
    else:
        logging.getLogger("distributed").setLevel(logging.ERROR)
        with LocalCluster(n_workers=2, threads_per_worker=1, dashboard_address=None) as cluster, Client(cluster) as c:
            rows.append(run("Dask LocalCluster, 2 workers", executor=c.get_executor()))
    first = rows[0][1]
    assert all(r.records == first.records and r.tally == first.tally for _, r in rows), (
        "executors disagree: the study is not reproducible"
    )
    if args.json:
        print(json.dumps({label: round(r.games_per_second, 1) for label, r in rows}, indent=2))
        return
    for label, r in rows:
        print(f"{label:<30} {r.games_per_second:>7.1f} games/s  ({r.games} games, {r.seconds:.2f} s)")


if __name__ == "__main__":
    main()
