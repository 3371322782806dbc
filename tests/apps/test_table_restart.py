"""Nothing lost: a table server (``dml-tutor table``, a real uvicorn process on 127.0.0.1) killed
with SIGKILL mid-game and started again on the same ``--data`` resumes every table at the same
step, with the same tokens; moves then carry on."""

from __future__ import annotations

import contextlib
import json
import os
import random
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("uvicorn")
httpx = pytest.importorskip("httpx")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextlib.contextmanager
def table_server(data: Path, port: int) -> Iterator[subprocess.Popen[bytes]]:
    """``dml-tutor table`` on 127.0.0.1:port, ready; always stopped (killed if need be)."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "dml_tutor", "table", "--host", "127.0.0.1", "--port", str(port), "--data", str(data)],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
    )
    try:
        for _ in range(300):
            if proc.poll() is not None:
                raise AssertionError(f"the server exited: {proc.stdout.read().decode() if proc.stdout else ''}")
            with contextlib.suppress(httpx.HTTPError):
                if httpx.get(f"http://127.0.0.1:{port}/api/packs", timeout=2).status_code == 200:
                    break
            time.sleep(0.1)
        else:
            raise AssertionError("the server did not answer within 30 s")
        yield proc
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.wait(timeout=20)
        if proc.stdout:
            proc.stdout.close()


def _deciding(c: Any, t: dict[str, Any]) -> tuple[int, dict[str, Any]] | None:
    """The seat that decides now, once the table's bots have played on (None: the game is over)."""
    for _ in range(3000):
        for seat, url in enumerate(t["seats"]):
            s = c.get(url + "/state").json()
            if s["decision"] is not None:
                return seat, s
        if s["over"]:
            return None
        time.sleep(0.01)
    raise AssertionError("nobody decides")


def _play(c: Any, t: dict[str, Any], moves: int, rng: random.Random) -> None:
    for _ in range(moves):
        now = _deciding(c, t)
        if now is None:
            return
        seat, s = now
        r = c.post(t["seats"][seat] + "/act", json={"action": rng.choice(s["decision"]["options"])})
        assert r.status_code == 200, r.text


def test_sigkill_mid_game_then_restart_resumes_every_table(tmp_path: Path) -> None:
    port = _free_port()
    base = f"http://127.0.0.1:{port}"
    rng = random.Random(3)
    bodies = [
        {"pack": "dml", "settings": {"players": 4, "seed": 7, "seats": ["person", "heuristic", "person", "random"]}},
        {"pack": "merc", "settings": {"seed": 4}},
        {"pack": "terrus", "settings": {"seed": 5}},
    ]
    with table_server(tmp_path, port) as proc, httpx.Client(base_url=base, timeout=30) as c:
        tables = []
        for body in bodies:
            r = c.post("/api/tables", json=body)
            assert r.status_code == 201
            tables.append(r.json())
        for t in tables:
            _play(c, t, 6, rng)
        paused = tables[0]
        assert c.post(paused["teacher"] + "/op", json={"op": "goto", "args": [4]}).status_code == 200
        urls = [u for t in tables for u in (t["teacher"], t["projector"], *t["seats"])]
        before = {u: c.get(u + "/state").text for u in urls}
        assert any('"decisions":0' not in text for text in before.values())
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=20)
    assert (tmp_path / "tables.sqlite3").exists()
    with table_server(tmp_path, port), httpx.Client(base_url=base, timeout=30) as c:
        after = {u: c.get(u + "/state").text for u in urls}
        assert after == before
        # a page reconnecting its websocket gets the table as it was
        from websockets.sync.client import connect

        with connect(f"ws://127.0.0.1:{port}{tables[1]['seats'][0]}/ws") as ws:
            frame = json.loads(ws.recv(timeout=30))
        assert frame["type"] == "state"
        assert json.dumps(frame["state"], ensure_ascii=False, separators=(",", ":")) == before[tables[1]["seats"][0]]
        assert c.post(paused["teacher"] + "/op", json={"op": "resume"}).status_code == 200
        for t in tables:
            _play(c, t, 2, rng)
        assert c.get("/t/abc/" + "q" * 24 + "/state").status_code == 404


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL")
def test_cli_says_loudly_when_serving_the_network() -> None:
    from dml_tutor import cli

    parser, commands = cli._parser()
    args = parser.parse_args(["table", "--host", "0.0.0.0", "--port", "1", "--data", "x"])
    assert (args.host, args.port, args.data) == ("0.0.0.0", 1, "x")
    assert "0.0.0.0" in commands["table"].format_help()


def test_cli_table_says_so_loudly_on_every_interface(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    import dml_tutor.table as table
    from dml_tutor import cli

    served: list[tuple[Any, ...]] = []
    monkeypatch.setattr(table, "run", lambda data, **kw: served.append((data, kw)))
    assert cli.main(["table", "--host", "0.0.0.0", "--port", "8765", "--data", str(tmp_path), "--shard", "a"]) == 0
    err = capsys.readouterr().err
    assert "WARNING" in err and "--host 0.0.0.0" in err
    (data, kw) = served[0]
    assert (data, kw["host"], kw["port"], kw["shard"]) == (str(tmp_path), "0.0.0.0", 8765, "a")
    for host in ("192.168.1.20", "::"):  # every address beyond this machine is warned about
        assert cli.main(["table", "--host", host, "--data", str(tmp_path)]) == 0
        assert "WARNING" in capsys.readouterr().err
    for host in ("127.0.0.1", "localhost", "::1"):
        assert cli.main(["table", "--host", host, "--data", str(tmp_path)]) == 0
        assert "WARNING" not in capsys.readouterr().err
    with pytest.raises(SystemExit):
        cli.main(["table", "--shard", "Not/OK"])
