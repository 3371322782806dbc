"""The table server against hostile and broken clients, as real processes and sockets on
127.0.0.1: no request waits on another table's bots, the teacher's operations
need the teacher key from another machine, cross-site pages are refused, every page carries
security headers, tables end and expire, seeds are fresh and kept from every seat, slow and
greedy clients are cut off without slowing anyone else, and the server starts and stops
cleanly (a corrupt or busy data folder, a bad row, a port in use, a signal under load)."""

from __future__ import annotations

import base64
import contextlib
import json
import os
import signal
import socket
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("starlette")
httpx = pytest.importorskip("httpx")
from websockets.sync.client import connect  # noqa: E402

import dml_tutor.table as table_mod  # noqa: E402
from dml_tutor.table import TableServer, app, serve  # noqa: E402
from dml_tutor.table.app import Limits  # noqa: E402
from dml_tutor.table.store import DB_NAME  # noqa: E402

pytestmark = pytest.mark.skipif(os.name != "posix", reason="signals and sockets as on a POSIX server")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextlib.contextmanager
def cli_server(data: Path, *extra: str) -> Iterator[tuple[subprocess.Popen[str], str, str]]:
    """``dml-tutor table`` in its own process: (process, base URL, teacher key); always stopped."""
    port = _free_port()
    proc = subprocess.Popen(
        [sys.executable, "-m", "dml_tutor", "table", "--port", str(port), "--data", str(data), *extra],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,
    )
    try:
        assert proc.stdout is not None
        before = []  # what it logged before the banner
        while not (line := proc.stdout.readline()).startswith("dml-tutor table: http://127.0.0.1:"):
            assert line and len(before) < 50, "".join(before)
            before.append(line)
        key = proc.stdout.readline().rsplit(": ", 1)[1].strip()
        proc.logged = "".join(before)  # type: ignore[attr-defined]
        yield proc, f"http://127.0.0.1:{port}", key
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(timeout=20)
        if proc.stdout:
            proc.stdout.close()


@pytest.fixture
def server() -> Iterator[TableServer]:
    s = serve(limits=Limits(rate=1000, burst=1000, sockets_per_token=3, ask_rate=1, ask_burst=3))
    yield s
    s.stop()


def _make(c: Any, body: dict[str, Any], **headers: str) -> dict[str, Any]:
    r = c.post("/api/tables", json=body, headers=headers)
    assert r.status_code == 201, r.text
    return r.json()  # type: ignore[no-any-return]


def _teacher_state(c: Any, t: dict[str, Any]) -> dict[str, Any]:
    return c.get(t["teacher"] + "/state").json()  # type: ignore[no-any-return]


def _deciding(c: Any, t: dict[str, Any], timeout: float = 60) -> tuple[int, dict[str, Any]] | None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for seat, url in enumerate(t["seats"]):
            s = c.get(url + "/state").json()
            if s["decision"] is not None:
                return seat, s
        if s["over"]:
            return None
        time.sleep(0.02)
    raise AssertionError("nobody decides")


# ------------------------------------------------------------ bots off the event loop


def test_a_table_of_coach_bots_is_answered_at_once_and_blocks_no_other_table(server: TableServer) -> None:
    with httpx.Client(base_url=server.url, timeout=30) as c:
        coaches = _make(c, {"pack": "dml", "settings": {"players": 4, "seed": 3, "seats": ["coach"] * 4}})
        assert _teacher_state(c, coaches)["over"] is False  # answered before its bots played the game
        person = _make(c, {"pack": "dml", "settings": {"players": 4, "seed": 7}})
        for _ in range(5):  # another table plays while the coaches think
            seat, s = _deciding(c, person) or pytest.fail("over")
            r = c.post(person["seats"][seat] + "/act", json={"action": s["decision"]["options"][0]})
            assert r.status_code == 200
        for _ in range(300):  # it plays on meanwhile, a coach's move a second (its pace)
            during = _teacher_state(c, coaches)
            if during["table"]["decisions"] >= 1:
                break
            time.sleep(0.1)
        assert during["over"] is False and during["table"]["decisions"] >= 1
    assert server.hub.pool is not None


# ------------------------------------------------------------ the teacher's operations


def test_the_teacher_key_is_needed_from_another_machine_as_uvicorn_sees_it(tmp_path: Path) -> None:
    """uvicorn takes the client's address from a proxy's X-Forwarded-For (the proxy on this
    machine): such a client is another machine and must send the teacher key."""
    with cli_server(tmp_path) as (_, base, key), httpx.Client(base_url=base, timeout=30) as c:
        body = {"pack": "dml", "settings": {"players": 3}}
        away = {"X-Forwarded-For": "203.0.113.7"}
        r = c.post("/api/tables", json=body, headers=away)
        assert r.status_code == 401 and r.headers["www-authenticate"] == "Bearer"
        assert c.post("/api/tables", json=body, headers={**away, "Authorization": "Bearer nope"}).status_code == 401
        t = _make(c, body, **away, Authorization=f"Bearer {key}")
        assert c.delete(t["teacher"], headers=away).status_code == 401
        assert c.delete(t["seats"][0]).status_code == 403  # a seat's URL ends nothing
        assert c.delete(t["teacher"], headers={**away, "Authorization": f"Bearer {key}"}).status_code == 204
        assert c.get(t["seats"][0] + "/state").status_code == 404
        _make(c, body)  # from this machine, as the teacher's laptop: no key


def test_cross_site_requests_and_websockets_are_refused(server: TableServer) -> None:
    with httpx.Client(base_url=server.url, timeout=30) as c:
        body = json.dumps({"pack": "dml", "settings": {"players": 4}})
        for kind in ("text/plain", "application/x-www-form-urlencoded", "multipart/form-data"):
            r = c.post("/api/tables", content=body, headers={"Content-Type": kind})
            assert r.status_code == 415, kind  # what a cross-site form or a no-cors fetch can send
        evil = {"Origin": "http://evil.example"}
        assert (
            c.post("/api/tables", content=body, headers={**evil, "Content-Type": "application/json"}).status_code == 403
        )
        t = _make(c, {"pack": "dml", "settings": {"players": 4, "seed": 7}}, Origin=server.url)
        seat, s = _deciding(c, t) or pytest.fail("over")
        act = {"action": s["decision"]["options"][0]}
        assert c.post(t["seats"][seat] + "/act", json=act, headers=evil).status_code == 403
        assert c.delete(t["teacher"], headers=evil).status_code == 403
        ws = server.url.replace("http", "ws") + t["seats"][seat] + "/ws"
        with pytest.raises(Exception, match="403"):
            connect(ws, origin="http://evil.example", open_timeout=10)
        with connect(ws, origin=server.url, open_timeout=10) as ok:
            assert json.loads(ok.recv(timeout=10))["type"] == "state"


def test_every_answer_carries_the_security_headers(server: TableServer) -> None:
    with httpx.Client(base_url=server.url, timeout=30) as c:
        t = _make(c, {"pack": "merc", "settings": {"seed": 2}})
        for path in ("/", t["teacher"], t["seats"][0], t["projector"] + "/state", "/static/host.js", "/nowhere"):
            h = c.get(path).headers
            assert "frame-ancestors 'none'" in h["content-security-policy"], path
            assert "default-src 'self'" in h["content-security-policy"]
            assert h["x-content-type-options"] == "nosniff" and h["referrer-policy"] == "no-referrer"


def test_an_ended_table_closes_its_pages(server: TableServer) -> None:
    with httpx.Client(base_url=server.url, timeout=30) as c:
        t = _make(c, {"pack": "merc", "settings": {"seed": 2}})
        with connect(server.url.replace("http", "ws") + t["projector"] + "/ws", open_timeout=10) as ws:
            ws.recv(timeout=10)
            assert c.delete(t["teacher"]).status_code == 204
            with pytest.raises(Exception) as closed:
                while True:
                    ws.recv(timeout=10)
            assert "4410" in str(closed.value)
        assert c.get(t["teacher"]).status_code == 404 and t["id"] not in server.hub.rooms


def test_the_cap_on_tables_is_never_permanent(tmp_path: Path) -> None:
    with cli_server(tmp_path, "--max-tables", "2") as (_, base, _key), httpx.Client(base_url=base, timeout=30) as c:
        body = {"pack": "merc", "settings": {"seed": 1}}
        first, _second = _make(c, body), _make(c, body)
        r = c.post("/api/tables", json=body)
        assert r.status_code == 503 and "DELETE" in r.json()["error"]
        assert c.delete(first["teacher"]).status_code == 204
        _make(c, body)  # a slot freed
    s = serve(tmp_path, limits=Limits(max_tables=2, expire_idle=60))
    try:  # the cap holds after a restart, until idle tables expire
        with httpx.Client(base_url=s.url, timeout=30) as c:
            assert c.post("/api/tables", json=body).status_code == 503
            assert len(s.hub.expire(time.time() + 120)) == 2
            _make(c, body)
    finally:
        s.stop()


def test_finished_tables_expire_before_idle_ones(server: TableServer) -> None:
    with httpx.Client(base_url=server.url, timeout=30) as c:
        done = _make(c, {"pack": "dml", "settings": {"players": 3, "mode": "quickstart", "seats": ["random"] * 3}})
        live = _make(c, {"pack": "dml", "settings": {"players": 3}})
        deadline = time.monotonic() + 120
        while not _teacher_state(c, done)["over"]:
            assert time.monotonic() < deadline
            time.sleep(0.05)
    hub = server.hub
    soon = time.time() + hub.limits.expire_over + 1
    assert hub.expire(soon) == [done["id"]]
    assert hub.expire(time.time() + hub.limits.expire_idle + 1) == [live["id"]]


# ------------------------------------------------------------ seeds


def test_seeds_are_fresh_and_kept_from_every_seat(server: TableServer) -> None:
    with httpx.Client(base_url=server.url, timeout=30) as c:
        seeds = set()
        for pack in ("dml", "merc", "terrus", "last_stone", "dml", "dml"):
            t = _make(c, {"pack": pack, "settings": {}})
            seed = server.hub.rooms[t["id"]].game.seed
            seeds.add(seed)
            # the first frame a seat's socket gets
            with connect(server.url.replace("http", "ws") + t["seats"][-1] + "/ws", open_timeout=10) as ws:
                first = ws.recv(timeout=10)
            for text in (first, *(c.get(u + "/state").text for u in (t["projector"], *t["seats"]))):
                assert str(seed) not in text and str(seed & (2**53 - 1)) not in text, pack
                assert '"seed":null' in text or '"seed"' not in text, pack
            # the teacher's page has it as text too: JavaScript rounds a JSON number above 2**53
            game = _teacher_state(c, t)["view"]["game"]
            assert game.get("seed") in (None, seed) and game.get("seed_text", str(seed)) == str(seed), pack
        # 128 random bits each: every pack takes them, none of the old 31- or 64-bit ranges
        assert len(seeds) == 6 and all(0 <= s < 2**128 for s in seeds) and max(seeds) > 2**100
        pos = {"format": "dml-tutor-position", "players": 4, "seed": 4242, "round": 1, "dealer": 0}
        pos["zones"] = {"treasury:0": ["2D", "5H"], "treasury:1": ["4D"], "treasury:2": ["8C"], "treasury:3": ["9D"]}
        t = _make(c, {"pack": "dml", "position": pos})
        assert server.hub.rooms[t["id"]].game.seed == 4242  # the position's own seed is kept
        del pos["seed"]
        t = _make(c, {"pack": "dml", "position": pos})
        assert server.hub.rooms[t["id"]].game.seed not in (0, 4242)  # none: a fresh one, not 0


@pytest.mark.parametrize("pack", ["dml", "merc", "terrus", "last_stone"])
def test_a_128_bit_seed_survives_a_save_file_and_the_seed_box(pack: str) -> None:
    """A table's seed in every pack: a JSON integer in the save file, text where it reaches
    JavaScript (the tutor's seed box sends that text back on restart), the same game again."""
    from dml_tutor import games
    from dml_tutor.tutor.session import TutorSession

    seed = 2**128 - 12345
    p = games.get(pack)
    game = p.start(seed)
    saved = game.to_json()
    assert json.loads(saved)["seed"] == seed
    again = type(game).from_json(saved)
    assert again.seed == seed and again.to_json() == saved
    tutor = TutorSession(pack=pack, seed=seed)
    shown = tutor.view_model(None, browser=True)["view"]["game"]
    box = shown.get("seed_text", str(seed))
    assert box == str(seed)
    tutor.restart(box)
    assert tutor.game.seed == seed and tutor.game.to_json() == saved
    with pytest.raises(ValueError, match="seed"):
        p.start(2**128)


# ------------------------------------------------------------ slow and greedy clients


def test_silent_and_trickling_connections_are_closed(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(table_mod, "HEADER_TIMEOUT", 0.5)
    s = serve()
    try:
        host, port = s.url.removeprefix("http://").split(":")
        silent = socket.create_connection((host, int(port)))
        trickle = socket.create_connection((host, int(port)))
        trickle.settimeout(5)
        closed_at = None
        t0 = time.monotonic()
        for ch in b"GET / HTTP/1.1\r\nHost: x\r\nX-Slow: " + b"a" * 100:
            try:
                trickle.send(bytes([ch]))
                if trickle.recv(1, socket.MSG_DONTWAIT) == b"":
                    closed_at = time.monotonic() - t0
                    break
            except BlockingIOError:
                pass
            except OSError:
                closed_at = time.monotonic() - t0
                break
            time.sleep(0.05)
        assert closed_at is not None, "a trickled header was read for ever"
        silent.settimeout(5)
        assert silent.recv(1) == b""  # closed without a word
        silent.close()
        trickle.close()
        assert httpx.get(s.url + "/api/packs", timeout=10).status_code == 200  # a real request still served
    finally:
        s.stop()


def _raw_websocket(url: str, rcvbuf: int = 4096) -> socket.socket:
    """A websocket handshake from a socket that then never reads (a sleeping projector)."""
    host, rest = url.removeprefix("http://").split(":", 1)
    port, path = rest.split("/", 1)
    sock = socket.socket()
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, rcvbuf)
    sock.connect((host, int(port)))
    key = base64.b64encode(os.urandom(16)).decode()
    sock.sendall(
        (
            f"GET /{path} HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
        ).encode()
    )
    return sock


def test_a_websocket_that_never_reads_slows_nobody_and_is_dropped(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(app, "SEND_TIMEOUT", 1.0)
    s = serve(limits=Limits(rate=1000, burst=1000))
    try:
        with httpx.Client(base_url=s.url, timeout=30) as c:
            bots = _make(c, {"pack": "dml", "settings": {"players": 4, "seats": ["random"] * 4}})
            sleeper = _raw_websocket(s.url + bots["projector"] + "/ws")
            person = _make(c, {"pack": "dml", "settings": {"players": 4, "seed": 7}})
            for _ in range(10):  # another table's moves are answered all along
                seat, st = _deciding(c, person) or pytest.fail("over")
                assert (
                    c.post(person["seats"][seat] + "/act", json={"action": st["decision"]["options"][0]}).status_code
                    == 200
                )
            deadline = time.monotonic() + 120
            while not _teacher_state(c, bots)["over"]:  # its own table's bots were never held up
                assert time.monotonic() < deadline, "the bots' table stopped behind a page that does not read"
                time.sleep(0.05)
            while s.hub.sockets.get(bots["id"]):
                assert time.monotonic() < deadline, "the page that does not read was never dropped"
                time.sleep(0.05)
            sleeper.close()
    finally:
        s.stop()


def test_sockets_per_page_are_capped_and_questions_limited_across_them(server: TableServer) -> None:
    with httpx.Client(base_url=server.url, timeout=30) as c:
        t = _make(c, {"pack": "dml", "settings": {"players": 4, "seed": 7}})
        seat, _ = _deciding(c, t) or pytest.fail("over")
        url = server.url.replace("http", "ws") + t["seats"][seat] + "/ws"
        with contextlib.ExitStack() as stack:
            socks = [stack.enter_context(connect(url, open_timeout=10)) for _ in range(5)]
            for ws in socks:
                ws.recv(timeout=10)
            for old in socks[:2]:  # over the cap of 3: the oldest were closed
                with pytest.raises(Exception):  # noqa: B017
                    while True:
                        old.recv(timeout=10)
            errors = []
            for i in range(6):  # why-not from the open sockets in turn: 3 in a burst, then refused
                ws = socks[2 + i % 3]
                ws.send(json.dumps({"op": "why_not", "args": ["pass"]}))
                errors.append(json.loads(ws.recv(timeout=10))["state"]["error"])
            assert sum("too many questions" in e for e in errors) >= 2, errors


def test_deep_json_is_a_400_and_keeps_the_socket(server: TableServer) -> None:
    deep = "[" * 1000 + "]" * 1000
    with httpx.Client(base_url=server.url, timeout=30) as c:
        t = _make(c, {"pack": "merc", "settings": {"seed": 2}})
        headers = {"Content-Type": "application/json"}
        assert c.post("/api/tables", content=deep, headers=headers).status_code == 400
        assert c.post(t["seats"][0] + "/act", content='{"action": ' + deep + "}", headers=headers).status_code == 400
        with connect(server.url.replace("http", "ws") + t["seats"][0] + "/ws", open_timeout=10) as ws:
            ws.recv(timeout=10)
            ws.send(deep)
            assert "nested" in json.loads(ws.recv(timeout=10))["state"]["error"]
            ws.send(json.dumps({"op": "why_not", "args": ["pass"]}))
            assert json.loads(ws.recv(timeout=10))["type"] == "state"  # still open


# ------------------------------------------------------------ starting and stopping


def test_a_corrupt_or_busy_data_folder_is_one_line_and_a_failure(tmp_path: Path) -> None:
    cmd = [sys.executable, "-m", "dml_tutor", "table", "--port", "0", "--data"]
    bad = tmp_path / "bad"
    bad.mkdir()
    (bad / DB_NAME).write_bytes(b"this is no database" * 100)
    r = subprocess.run([*cmd, str(bad)], capture_output=True, text=True, timeout=60, check=False)
    assert r.returncode == 1 and r.stderr.count("\n") == 1 and "database" in r.stderr, r.stderr
    with cli_server(tmp_path / "busy"):
        r = subprocess.run([*cmd, str(tmp_path / "busy")], capture_output=True, text=True, timeout=60, check=False)
    assert r.returncode == 1 and r.stderr.count("\n") == 1 and "already serves" in r.stderr, r.stderr


def test_a_bad_row_is_logged_and_skipped_while_the_others_load(tmp_path: Path) -> None:
    s = serve(tmp_path)
    with httpx.Client(base_url=s.url, timeout=30) as c:
        good, broken = _make(c, {"pack": "merc", "settings": {"seed": 1}}), _make(c, {"pack": "merc"})
    s.stop()
    with sqlite3.connect(tmp_path / DB_NAME) as db:
        db.execute("UPDATE tables SET settings = '{not json' WHERE id = ?", (broken["id"],))
    with cli_server(tmp_path) as (proc, base, _), httpx.Client(base_url=base, timeout=30) as c:
        assert c.get(good["seats"][0] + "/state").status_code == 200
        assert c.get(broken["seats"][0] + "/state").status_code == 404
        out = proc.logged  # type: ignore[attr-defined]
    assert f"table {broken['id']}" in out and "left out" in out and good["id"] not in out


def test_the_banner_prints_only_once_the_port_is_bound(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        r = subprocess.run(
            [sys.executable, "-m", "dml_tutor", "table", "--port", str(port), "--data", str(tmp_path)],
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
    assert r.returncode != 0 and "dml-tutor table: http" not in r.stdout
    assert "address already in use" in r.stderr


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM], ids=["SIGINT", "SIGTERM"])
def test_the_table_stops_within_seconds_of_a_signal_under_load(tmp_path: Path, sig: signal.Signals) -> None:
    """Busy with a table of coach bots and pages connected, it still stops within 10 s."""
    with (
        cli_server(tmp_path) as (proc, base, _),
        httpx.Client(base_url=base, timeout=30) as c,
        contextlib.ExitStack() as stack,
    ):
        coaches = _make(c, {"pack": "dml", "settings": {"players": 4, "seats": ["coach"] * 4}})
        for u in coaches["seats"]:
            stack.enter_context(connect(base.replace("http", "ws") + u + "/ws", open_timeout=10))
        time.sleep(0.5)
        os.killpg(proc.pid, sig)
        sent = time.monotonic()
        proc.wait(timeout=30)
        took = time.monotonic() - sent
    assert took < 10, f"{took:.1f} s"
    assert proc.returncode in (0, 128 + sig, -sig), proc.returncode
