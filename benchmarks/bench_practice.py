"""Benchmark of the question bank (not a timed test; docs/performance.md quotes it).

For each pack: the first call (the index of seeded games, built once per process), then
questions on every covered rule and kind with seeds 0..SEEDS-1, timed one by one. Reports
the first call (wall clock and this process's CPU time: the machine may be shared) and
p50/p95/max of the rest (goal: p95 <= 50 ms compiled), and whether the engine is compiled.

    python benchmarks/bench_practice.py [--seeds 5] [--packs dml,merc,terrus]
"""

from __future__ import annotations

import argparse
import statistics
import time

import dml_tutor
from dml_tutor import practice


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seeds", type=int, default=5)
    ap.add_argument("--packs", default="dml,merc,terrus")
    args = ap.parse_args()
    print(f"engine compiled: {dml_tutor.compiled}")
    everything: list[float] = []
    for pack in args.packs.split(","):
        t, cpu = time.perf_counter(), time.process_time()
        covered = practice.coverage(pack)
        first, first_cpu = time.perf_counter() - t, time.process_time() - cpu
        times: list[float] = []
        cpus: list[float] = []
        for rule, kinds in covered.items():
            for kind in kinds:
                for seed in range(args.seeds):
                    t, cpu = time.perf_counter(), time.process_time()
                    practice.question(pack, rule, seed=seed, kind=kind)
                    times.append(time.perf_counter() - t)
                    cpus.append(time.process_time() - cpu)
        everything += times
        q = statistics.quantiles(times, n=20)
        print(
            f"{pack}: first call (index) {first * 1000:.0f} ms ({first_cpu * 1000:.0f} ms CPU); "
            f"{len(times)} questions: "
            f"p50 {statistics.median(times) * 1000:.1f} ms, p95 {q[18] * 1000:.1f} ms, max {max(times) * 1000:.1f} ms "
            f"(CPU p95 {statistics.quantiles(cpus, n=20)[18] * 1000:.1f} ms)"
        )
    q = statistics.quantiles(everything, n=20)
    print(f"all packs: {len(everything)} questions, p95 {q[18] * 1000:.1f} ms")


if __name__ == "__main__":
    main()
