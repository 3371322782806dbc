"""Load benchmark of the workshop table server (not a timed test; docs/table.md quotes it).

Starts ``dml-tutor table`` on 127.0.0.1 (a free port, a temporary --data) in its own process,
then opens TABLES tables (DML, four person seats) with a websocket client for each seat and one
for the projector, and plays random legal moves: the deciding seat's client sends its move; the
time from sending it to the moment every client of that table holds the new state is one
sample. A finished game is replaced by a new table. Reports p50/p95 of those times (goal:
p95 <= 100 ms on a 2-core machine), the server's memory per table and moves per second.

Beside them, as a room's worst neighbours would (issue 32): one table of four coach bots,
made again whenever its game ends, and on it one websocket client that never reads (a
sleeping projector: a raw socket with a small receive buffer). The samples are the other
tables' only.

    python benchmarks/bench_table.py [--tables 30] [--seconds 60] [--think 1.0] [--mode full|quickstart]
        [--no-neighbours] [--server-path FOLDER]

``--think``: seconds a player takes between receiving the state and moving (0: as fast as the
server goes, which measures saturation rather than a room). ``--server-path``: run the server
from another checkout (its folder goes first on PYTHONPATH), to measure before and after a
change with the same client.
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import contextlib
import json
import os
import random
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx
import websockets


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def cpu_seconds(pid: int) -> float:
    """The process's user and system CPU time so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


_ASKED = re.compile(r'"decision":\{"seat":\d+,"options":')
_OVER = '"over":true'


class Stats:
    def __init__(self) -> None:
        self.latencies: list[float] = []
        self.moves = 0
        self.games = 0
        self.tables = 0


async def play_table(
    base: str, ws_base: str, stats: Stats, deadline: float, rng: random.Random, mode: str, think: float
) -> None:
    async with httpx.AsyncClient(base_url=base, timeout=300) as http:
        while time.monotonic() < deadline:
            r = await http.post(
                "/api/tables",
                json={"pack": "dml", "settings": {"players": 4, "seed": rng.randrange(10**6), "mode": mode}},
            )
            r.raise_for_status()
            t = r.json()
            stats.tables += 1
            urls = [*t["seats"], t["projector"]]
            socks = [await websockets.connect(ws_base + u + "/ws", max_size=2**24, open_timeout=300) for u in urls]
            try:
                # The client reads only what it needs from each frame (whether it asks this seat;
                # the whole state only of the seat that must move), so it measures the server, not
                # itself. Every seat is a person, so a frame after a move is that move's.
                latest: list[str] = [str(await s.recv()) for s in socks]
                while time.monotonic() < deadline and _OVER not in latest[-1]:
                    mover = next((i for i in range(4) if _ASKED.search(latest[i])), None)
                    if mover is None:
                        break
                    state = json.loads(latest[mover])["state"]
                    option = rng.choice(state["decision"]["options"])
                    if think:
                        await asyncio.sleep(rng.uniform(0.5, 1.5) * think)
                    sent = time.perf_counter()
                    await socks[mover].send(json.dumps({"op": "choose", "args": [option]}))
                    for i, s in enumerate(socks):  # each client until it holds the new state
                        text = str(await s.recv())
                        if '"error":""' not in text:
                            raise RuntimeError(text[:300])
                        latest[i] = text
                    stats.latencies.append(time.perf_counter() - sent)
                    stats.moves += 1
                if _OVER in latest[-1]:
                    stats.games += 1
            finally:
                for s in socks:
                    with contextlib.suppress(Exception):
                        await s.close()


def sleeper(port: int, path: str) -> socket.socket:
    """A websocket that never reads: the handshake, then nothing (a 4 KiB receive buffer)."""
    sock = socket.socket()
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    sock.connect(("127.0.0.1", port))
    key = base64.b64encode(os.urandom(16)).decode()
    sock.sendall(
        (
            f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
        ).encode()
    )
    return sock


async def neighbours(base: str, port: int, deadline: float, made: list[int]) -> None:
    """A table of four coach bots, made again when its game ends, with a projector that never reads."""
    socks: list[socket.socket] = []
    async with httpx.AsyncClient(base_url=base, timeout=900) as http:
        try:
            while time.monotonic() < deadline:
                r = await http.post(
                    "/api/tables", json={"pack": "dml", "settings": {"players": 4, "seats": ["coach"] * 4}}
                )
                r.raise_for_status()
                t = r.json()
                made[0] += 1
                socks.append(sleeper(port, t["projector"] + "/ws"))
                while time.monotonic() < deadline:
                    await asyncio.sleep(1.0)
                    if '"over":true' in (await http.get(t["projector"] + "/state")).text:
                        break
        finally:
            for sock in socks:
                sock.close()


async def run(port: int, tables: int, seconds: float, mode: str, think: float, noisy: bool) -> tuple[Stats, int]:
    base = f"http://127.0.0.1:{port}"
    stats = Stats()
    deadline = time.monotonic() + seconds
    made = [0]
    others = [neighbours(base, port, deadline, made)] if noisy else []
    await asyncio.gather(
        *(
            play_table(base, f"ws://127.0.0.1:{port}", stats, deadline, random.Random(i), mode, think)
            for i in range(tables)
        ),
        *others,
    )
    return stats, made[0]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tables", type=int, default=30)
    ap.add_argument("--seconds", type=float, default=60.0)
    ap.add_argument("--mode", default="full", choices=("full", "quickstart"))
    ap.add_argument("--think", type=float, default=1.0, help="a player's seconds between moves (0: no pause)")
    ap.add_argument("--no-neighbours", action="store_true", help="no coach-bot table, no client that never reads")
    ap.add_argument("--server-path", help="run the server from this checkout (first on PYTHONPATH)")
    args = ap.parse_args()
    env = dict(os.environ)
    if args.server_path:
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [args.server_path, env.get("PYTHONPATH")]))
    port = free_port()
    with tempfile.TemporaryDirectory() as data:
        cmd = [sys.executable, "-m", "dml_tutor", "table", "--host", "127.0.0.1", "--port", str(port), "--data", data]
        server = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, env=env, cwd=args.server_path or None)
        try:
            for _ in range(300):
                with contextlib.suppress(httpx.HTTPError):
                    if httpx.get(f"http://127.0.0.1:{port}/api/packs").status_code == 200:
                        break
                time.sleep(0.1)
            idle = rss_kib(server.pid)
            cpu0 = cpu_seconds(server.pid)
            started = time.perf_counter()
            mine0 = time.process_time()
            stats, coach_tables = asyncio.run(
                run(port, args.tables, args.seconds, args.mode, args.think, not args.no_neighbours)
            )
            elapsed = time.perf_counter() - started
            loaded = rss_kib(server.pid)
            cpu = cpu_seconds(server.pid) - cpu0
            mine = time.process_time() - mine0
        finally:
            server.terminate()
            try:
                server.wait(timeout=30)
            except subprocess.TimeoutExpired:  # a server that no longer stops on SIGTERM (issue 32's)
                server.kill()
                server.wait()
    lat = sorted(stats.latencies)
    q = statistics.quantiles(lat, n=100) if len(lat) >= 2 else [float("nan")] * 99
    report = {
        "server": args.server_path or "this checkout",
        "neighbours": None if args.no_neighbours else "a table of 4 coach bots + a client that never reads",
        "coach_tables_made": coach_tables,
        "tables_at_once": args.tables,
        "clients": args.tables * 5,
        "mode": args.mode,
        "think_seconds": args.think,
        "seconds": round(elapsed, 1),
        "moves": stats.moves,
        "moves_per_second": round(stats.moves / elapsed, 1),
        "games_finished": stats.games,
        "tables_made": stats.tables,
        "p50_ms": round(q[49] * 1000, 1),
        "p95_ms": round(q[94] * 1000, 1),
        "max_ms": round(lat[-1] * 1000, 1) if lat else None,
        "server_rss_idle_mib": round(idle / 1024, 1),
        "server_rss_loaded_mib": round(loaded / 1024, 1),
        "memory_per_table_kib": round((loaded - idle) / max(1, stats.tables)),
        "server_cpu_ms_per_move": round(cpu / max(1, stats.moves) * 1000, 1),
        "server_cpu_share_of_one_core": round(cpu / elapsed, 2),
        "client_cpu_share_of_one_core": round(mine / elapsed, 2),
        "load_average": round(os.getloadavg()[0], 1),
    }
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
