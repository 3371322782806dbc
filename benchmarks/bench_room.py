"""Tap on a phone to the projector's paint, at a workshop table under load (not a timed test;
docs/performance.md quotes it).

Starts ``dml-tutor table`` on 127.0.0.1 in its own process. The load: TABLES - 1 tables played
by websocket clients (four seats and a projector each; a seat asked to decide sends a random
option after about ``--think`` seconds; a finished game is followed by a new table). The
measured table (Market Mayhem, seat 0 a person, three heuristic bots) has seat 0's page in
headless Chromium at phone size (375x667, touch), the projector's page at 1920x1080, and three
more websocket clients for the other seats: five clients like every table. One sample: the
time from the tap on one of the phone's options to the projector's next paint after that move
(a frame after its count of steps changed), both read on the browser's clock
(``performance.timeOrigin + performance.now()``). A finished game is replaced by a new table.

    python benchmarks/bench_room.py [--tables 30] [--samples 40] [--think 1.0]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

import httpx
import websockets

sys.path.insert(0, str(Path(__file__).parents[1] / "tests" / "apps"))

from browser import launch

# On the projector: the browser's time of the first paint after its count of steps passes `n`.
_WATCH = """(n) => {
  window.__painted = null;
  window.dmlTutorTiming = []; // the tutor's own marks (tutor/static/tutor/base.js): its redraw's share
  const seen = () => Number(document.body.dataset.steps) > n;
  const now = () => performance.timeOrigin + performance.now();
  const stamp = () => requestAnimationFrame(() => setTimeout(() => { window.__painted = now(); }, 0));
  if (seen()) { stamp(); return; }
  const watch = new MutationObserver(() => {
    if (seen()) { watch.disconnect(); stamp(); }
  });
  watch.observe(document.body, { attributes: true, attributeFilter: ["data-steps"] });
}"""

# On the phone: the browser's time of the tap, then the tap on the first legal option.
_TAP = """() => {
  const at = performance.timeOrigin + performance.now();
  document.querySelector('.dml-decision.live button.dml-opt:not(.illegal):not(:disabled)').click();
  return at;
}"""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def _seat(ws: Any, rng: random.Random, think: float, moves: list[int]) -> None:
    """One seat of a load table: a random option after a think, whenever it is asked."""
    async for text in ws:
        if '"decision":{"seat"' in text and '"over":true' not in text:
            options = json.loads(text)["state"]["decision"]["options"]
            await asyncio.sleep(rng.uniform(0.5, 1.5) * think)
            await ws.send(json.dumps({"op": "choose", "args": [rng.choice(options)]}))
            moves[0] += 1


async def _load_table(base: str, rng: random.Random, think: float, moves: list[int], stop: threading.Event) -> None:
    async with httpx.AsyncClient(base_url=base, timeout=60) as http:
        while not stop.is_set():
            body = {"pack": "dml", "settings": {"players": 4, "seed": rng.randrange(10**6)}}
            t = (await http.post("/api/tables", json=body)).json()
            urls = [base.replace("http", "ws") + u + "/ws" for u in [*t["seats"], t["projector"]]]
            socks = [await websockets.connect(u, max_size=2**24) for u in urls]
            try:
                seats = [asyncio.create_task(_seat(s, rng, think, moves)) for s in socks[:4]]
                async for text in socks[4]:  # the projector: until the game is over or the run ends
                    if '"over":true' in text or stop.is_set():
                        break
                for task in seats:
                    task.cancel()
            finally:
                for s in socks:
                    with contextlib.suppress(Exception):
                        await s.close()


def _load(base: str, tables: int, think: float, moves: list[int], stop: threading.Event) -> threading.Thread:
    """The other tables, played from their own event loop in a thread."""

    async def run() -> None:
        jobs = (_load_table(base, random.Random(i), think, moves, stop) for i in range(tables))
        await asyncio.gather(*jobs, return_exceptions=True)  # the server stops first at the end

    thread = threading.Thread(target=asyncio.run, args=(run(),), daemon=True)
    thread.start()
    return thread


def _listeners(urls: list[str], stop: threading.Event) -> threading.Thread:
    """The measured table's other seats: websocket clients that read every frame."""

    async def one(url: str) -> None:
        async with websockets.connect(url, max_size=2**24) as ws:
            while not stop.is_set():
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(ws.recv(), 0.5)

    async def run() -> None:
        await asyncio.gather(*(one(u) for u in urls), return_exceptions=True)

    thread = threading.Thread(target=asyncio.run, args=(run(),), daemon=True)
    thread.start()
    return thread


def _measured_table(base: str, browser: Any) -> tuple[Any, Any, threading.Event]:
    body = {
        "pack": "dml",
        "settings": {"players": 4, "mode": "quickstart", "seats": ["person", "heuristic", "heuristic", "heuristic"]},
    }
    t = httpx.post(base + "/api/tables", json=body, timeout=60).json()
    phone = browser.new_context(
        viewport={"width": 375, "height": 667}, has_touch=True, is_mobile=True, bypass_csp=True
    ).new_page()
    wall = browser.new_context(viewport={"width": 1920, "height": 1080}, bypass_csp=True).new_page()
    for page, url in ((phone, t["seats"][0]), (wall, t["projector"])):
        page.goto(base + url)
        page.wait_for_selector(".dml-tutor .dml-step-slot", timeout=60_000)
    stop = threading.Event()
    _listeners([base.replace("http", "ws") + u + "/ws" for u in t["seats"][1:]], stop)
    return phone, wall, stop


# The projector's redraws of the tutor since the watch began, in ms: each "update" to its "updated".
_REDRAWS = """() => {
  const out = [];
  let at = null;
  for (const [phase, t] of window.dmlTutorTiming || []) {
    if (phase === "update") at = t;
    else if (phase === "updated" && at !== null) { out.push(t - at); at = null; }
  }
  return out;
}"""


def measure(base: str, samples: int, redraws: list[float]) -> list[float]:
    out: list[float] = []
    with launch() as (_, browser):
        phone, wall, stop = _measured_table(base, browser)
        try:
            while len(out) < samples:
                phone.wait_for_function(
                    "() => document.body.dataset.yourMove === 'true' || document.body.dataset.over === 'true'",
                    timeout=60_000,
                )
                if phone.evaluate("document.body.dataset.over") == "true":
                    stop.set()
                    for page in (phone, wall):
                        page.context.close()
                    phone, wall, stop = _measured_table(base, browser)
                    continue
                n = int(phone.evaluate("document.body.dataset.steps"))
                wall.evaluate(_WATCH, int(wall.evaluate("document.body.dataset.steps")))
                tapped = phone.evaluate(_TAP)
                wall.wait_for_function("() => window.__painted !== null", timeout=60_000)
                out.append(wall.evaluate("window.__painted") - tapped)
                redraws.extend(wall.evaluate(_REDRAWS)[:1])
                phone.wait_for_function(f"() => Number(document.body.dataset.steps) > {n}", timeout=60_000)
        finally:
            stop.set()
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tables", type=int, default=30, help="tables in all, the measured one among them")
    ap.add_argument("--samples", type=int, default=40)
    ap.add_argument("--think", type=float, default=1.0, help="the load's seconds between a table's moves")
    args = ap.parse_args()
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    with tempfile.TemporaryDirectory() as data:
        cmd = [sys.executable, "-m", "dml_tutor", "table", "--host", "127.0.0.1", "--port", str(port), "--data", data]
        server = subprocess.Popen(cmd, stdout=subprocess.DEVNULL)
        try:
            for _ in range(300):
                with contextlib.suppress(httpx.HTTPError):
                    if httpx.get(base + "/api/packs").status_code == 200:
                        break
                time.sleep(0.1)
            moves = [0]
            stop = threading.Event()
            _load(base, args.tables - 1, args.think, moves, stop)
            time.sleep(3)  # the load's tables are made and playing
            started, before = time.perf_counter(), moves[0]
            redraws: list[float] = []
            taps = measure(base, args.samples, redraws)
            elapsed = time.perf_counter() - started
            stop.set()
        finally:
            server.terminate()
            server.wait(timeout=30)
    q = statistics.quantiles(taps, n=100, method="inclusive")
    report = {
        "tables": args.tables,
        "clients": args.tables * 5,
        "think_seconds": args.think,
        "samples": len(taps),
        "tap_to_projector_paint_p50_ms": round(q[49], 1),
        "tap_to_projector_paint_p95_ms": round(q[94], 1),
        "tap_to_projector_paint_max_ms": round(max(taps), 1),
        "projector_redraw_p50_ms": round(statistics.median(redraws), 1) if redraws else None,
        "projector_redraw_max_ms": round(max(redraws), 1) if redraws else None,
        "load_moves_per_second": round((moves[0] - before) / elapsed, 1),
        "load_average": round(os.getloadavg()[0], 1),
        "cpus": os.cpu_count(),
    }
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
