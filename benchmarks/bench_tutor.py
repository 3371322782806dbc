"""Server-side cost of one tutor step: engine step + snapshot + trait update + diagram SVG.

Run: ``.venv/bin/python benchmarks/bench_tutor.py [--steps 400] [--seeds 1 2 3]``

Each seed starts a fresh Tutor (all seats heuristic agents, so the engine advances by
itself) and calls ``step()`` ``--steps`` times; then it walks the same history back and
forward (``back()``/``forward()``: no engine, diagrams cached). The widget gets a stand-in
comm that JSON-encodes every state message the way the kernel would, so the cost of
serialising the traits is included. The SVG caches are cleared before each seed; the
sequence-tree layouts shipped with the package (``games/dml/display/layouts.py``) are used, as a
user's tutor uses them. ``--no-shipped`` ignores them, so new path shapes pay for a Graphviz
layout, on demand or (by default) in the tutor's background prefetch of the paths the engine
has already recorded; ``--no-prefetch`` lays out every one on demand. Besides wall time it
reports the main thread's CPU time per step, which a loaded machine does not inflate.
Goal: p95 <= 5 ms per step.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import resource
import statistics
import sys
import time
from typing import Any

from dml_tutor import Tutor
from dml_tutor.games.dml.display import drawings as display
from dml_tutor.games.dml.display import layouts as dml_layouts
from dml_tutor.view import render

GOAL_MS = 5.0


class JsonComm:
    """Stands in for the kernel comm: encodes each message as the session would."""

    kernel = object()  # ipywidgets only sends when the comm has a kernel

    def __init__(self, comm_id: str) -> None:
        self.comm_id = comm_id
        self.bytes = 0
        self.messages = 0

    def send(self, data: Any = None, metadata: Any = None, buffers: Any = None) -> None:
        self.bytes += len(json.dumps(data, ensure_ascii=False).encode("utf-8"))
        self.messages += 1

    def close(self, *args: Any, **kwargs: Any) -> None:
        pass

    def on_msg(self, *args: Any, **kwargs: Any) -> None:
        pass


def pct(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, round(q / 100 * (len(s) - 1)))]


def summary(name: str, ms: list[float], sent: int) -> str:
    return (
        f"{name:<28} n={len(ms):5d}  p50={pct(ms, 50):6.2f} ms  p95={pct(ms, 95):6.2f} ms  "
        f"max={max(ms):6.2f} ms  mean={statistics.fmean(ms):6.2f} ms  sent/step={sent / len(ms) / 1024:6.1f} KiB"
    )


def switches() -> tuple[int, int]:
    """This thread's context switches so far: (voluntary, involuntary). A voluntary one is a wait
    (the GIL held by another thread, I/O); an involuntary one is the OS running another process."""
    r = resource.getrusage(getattr(resource, "RUSAGE_THREAD", resource.RUSAGE_SELF))
    return r.ru_nvcsw, r.ru_nivcsw


class GcWatch:
    """Counts the cyclic garbage collections that run during a step (gc.callbacks)."""

    def __init__(self) -> None:
        self.runs = 0
        gc.callbacks.append(self._seen)

    def _seen(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self.runs += 1


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--steps", type=int, default=400)
    ap.add_argument("--seeds", type=int, nargs="+", default=[1, 2, 3])
    ap.add_argument(
        "--no-prefetch", action="store_true", help="render every diagram on demand (the synchronous worst case)"
    )
    ap.add_argument(
        "--no-shipped", action="store_true", help="ignore the shipped layouts (every shape laid out in this process)"
    )
    ap.add_argument("--pause", type=float, default=0.0, help="seconds a reader pauses between steps (not timed)")
    args = ap.parse_args(argv)
    Tutor.prefetch_diagrams = not args.no_prefetch
    if args.no_shipped:
        dml_layouts._Shipped.entries = {}
    print(
        f"renderer: {render.renderer()}; {args.steps} steps x seeds {args.seeds}; "
        f"diagram prefetch {'off' if args.no_prefetch else 'on'}; "
        f"shipped layouts {'off' if args.no_shipped else 'on'}; pause {args.pause:g} s"
    )

    load0 = os.getloadavg()
    watch = GcWatch()
    slow = {"preempted": 0, "waited": 0, "gc": 0, "neither": 0}  # steps over the goal's wall time, by cause
    fresh: list[float] = []
    fresh_cpu: list[float] = []  # this thread's CPU time: what a shared machine's load does not inflate
    history: list[float] = []
    fresh_bytes = history_bytes = 0
    misses = 0
    for seed in args.seeds:
        render.render_svg.cache_clear()
        display.clear_layouts()
        t = Tutor(seed=seed, seats="heuristic")
        comm = JsonComm(t.model_id)
        t.comm = comm
        before = render.render_svg.cache_info().misses
        for _ in range(args.steps):
            v0, i0 = switches()
            gc0 = watch.runs
            t0 = time.perf_counter()
            c0 = time.thread_time()
            moved = t.step()
            wall = (time.perf_counter() - t0) * 1000
            fresh.append(wall)
            fresh_cpu.append((time.thread_time() - c0) * 1000)
            if wall > GOAL_MS:
                v1, i1 = switches()
                cause = "preempted" if i1 > i0 else "waited" if v1 > v0 else "gc" if watch.runs > gc0 else "neither"
                slow[cause] += 1
            if not moved:
                break
            if args.pause:
                time.sleep(args.pause)
        misses += render.render_svg.cache_info().misses - before
        fresh_bytes += comm.bytes
        comm.bytes = 0
        n = t.cursor
        for op in [t.back] * n + [t.forward] * n:
            t0 = time.perf_counter()
            op()
            history.append((time.perf_counter() - t0) * 1000)
        history_bytes += comm.bytes

    print(summary("step (engine advancing)", fresh, fresh_bytes))
    print(summary("step, main thread's CPU", fresh_cpu, fresh_bytes))
    print(f"{'':<28} Graphviz renders (cache misses): {misses} of {len(fresh)} steps")
    print(
        f"{'':<28} steps over {GOAL_MS:g} ms wall: {sum(slow.values())}: preempted by another process "
        f"{slow['preempted']}, waited (GIL, I/O) {slow['waited']}, a GC pass {slow['gc']}, none of these "
        f"{slow['neither']}"
    )
    print(summary("back/forward (history)", history, history_bytes))
    load1 = os.getloadavg()
    print(f"load average (1 min) {load0[0]:.1f} at the start, {load1[0]:.1f} at the end; {os.cpu_count()} CPUs")
    allsteps = fresh + history
    p95 = pct(fresh, 95)
    print(f"p95 of step(): {p95:.2f} ms (goal <= {GOAL_MS:g} ms): {'met' if p95 <= GOAL_MS else 'NOT met'}")
    print(f"p95 over all operations: {pct(allsteps, 95):.2f} ms")
    return 0 if p95 <= GOAL_MS else 1


if __name__ == "__main__":
    sys.exit(main())
