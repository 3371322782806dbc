"""The workshop table's HTTP and websocket contract (docs/table-http.md), in process (no port bound):
201 and the role URLs, each role's state, moves and their refusals (nothing changes on a
refusal), bots, the teacher's operations, hidden information, limits and the store."""

from __future__ import annotations

import json
import random
import re
import time
from collections.abc import Iterator
from typing import Any

import pytest

pytest.importorskip("starlette")
pytest.importorskip("segno")

from starlette.testclient import TestClient

from dml_tutor import games
from dml_tutor.table.app import Hub, Limits, RateLimit, create_app
from dml_tutor.table.store import Store


def _client(data: Any = None, limits: Limits | None = None, language: str | None = None) -> tuple[Hub, TestClient]:
    """A hub and an in-process client that comes from this machine (as the teacher's browser
    on the laptop does); ``language``: the server's (``dml-tutor table --language``)."""
    limits = limits or Limits(rate=1000, burst=1000, ask_rate=1000, ask_burst=1000)
    hub = Hub(Store(data), limits, language=language)
    hub.load()
    return hub, TestClient(create_app(hub), base_url="http://127.0.0.1", client=("127.0.0.1", 50000))


def assert_restored(data: Any, t: dict[str, Any], before: dict[str, str]) -> None:
    """A new hub on the same data folder sends every role of ``t`` the state it had."""
    hub, c = _client(data)
    with c:
        assert {u: c.get(u + "/state").text for u in urls(t)} == before
    hub.store.close()


def decisions(c: TestClient, t: dict[str, Any]) -> int:
    """How many decisions the table has taken (only the teacher's state counts them)."""
    return int(c.get(t["teacher"] + "/state").json()["table"]["decisions"])


def settle(c: TestClient, t: dict[str, Any], timeout: float = 60.0) -> None:
    """Wait until the table's bots have played on: a seat may decide, or the game is over
    (bots move in the server's worker threads after an answer)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        s = c.get(t["teacher"] + "/state").json()
        if s["over"] or s["table"]["paused"] or deciding(c, t) is not None:
            return
        time.sleep(0.01)
    raise AssertionError("the bots did not settle")


@pytest.fixture
def client() -> Iterator[TestClient]:
    hub, c = _client()
    with c:
        yield c
    hub.store.close()


def make(c: TestClient, body: dict[str, Any]) -> dict[str, Any]:
    r = c.post("/api/tables", json=body)
    assert r.status_code == 201, r.text
    return r.json()  # type: ignore[no-any-return]


def urls(t: dict[str, Any]) -> list[str]:
    return [t["teacher"], t["projector"], *t["seats"]]


def deciding(c: TestClient, t: dict[str, Any]) -> tuple[int, dict[str, Any]] | None:
    """The seat whose state holds a decision now, and its state (None: nobody may act)."""
    for seat, url in enumerate(t["seats"]):
        s = c.get(url + "/state").json()
        if s["decision"] is not None:
            return seat, s
    return None


def test_create_answers_the_role_urls_with_unguessable_tokens(client: TestClient) -> None:
    t = make(client, {"pack": "dml", "settings": {"players": 4, "seed": 7}})
    assert set(t) == {"id", "teacher", "projector", "seats"}
    assert len(t["seats"]) == 4
    tokens = [u.rsplit("/", 1)[1] for u in urls(t)]
    assert all(u.startswith(f"/t/{t['id']}/") for u in urls(t))
    assert len(set(tokens)) == 6
    for u, tok in zip(urls(t), tokens, strict=True):
        assert u.startswith("/") and "?" not in u and "#" not in u
        assert len(tok) >= 22 and re.fullmatch(r"[A-Za-z0-9_-]+", tok)
    merc = make(client, {"pack": "merc", "settings": {"seed": 4}})
    terrus = make(client, {"pack": "terrus", "settings": {"seed": 5}})
    assert len(merc["seats"]) == 2  # one per side
    assert len(terrus["seats"]) == len(games.get("terrus").seats(games.get("terrus").start(5)))


def test_every_state_has_decision_over_result_and_only_the_deciding_seat_is_asked(client: TestClient) -> None:
    t = make(client, {"pack": "dml", "settings": {"players": 4, "seed": 7}})
    g = games.get("dml").start(7, players=4)
    states = [client.get(u + "/state").json() for u in urls(t)]
    for s in states:
        assert {"decision", "over", "result"} <= s.keys()
        assert s["over"] is False and s["result"] is None
    asked = [s for s in states if s["decision"] is not None]
    assert len(asked) == 1
    assert asked[0]["decision"] == {"seat": g.pending.seat, "options": [str(a) for a in g.pending.actions]}
    assert states[2 + g.pending.seat] is asked[0]


def test_a_move_is_taken_and_every_refusal_changes_nothing(client: TestClient) -> None:
    t = make(client, {"pack": "dml", "settings": {"players": 4, "seed": 7}})
    seat, s = deciding(client, t) or pytest.fail("nobody decides")
    other = t["seats"][(seat + 1) % 4]
    before = [client.get(u + "/state").text for u in urls(t)]
    option = s["decision"]["options"][0]
    refusals = [
        (other, {"action": option}, 409),  # not this seat's turn (and acting for another seat)
        (t["teacher"], {"action": option}, 403),
        (t["projector"], {"action": option}, 403),
        ("/t/abc/" + "x" * 24, {"action": option}, 404),
        (t["seats"][seat].replace(t["id"], "0" * 12), {"action": option}, 404),  # a token under another id
        (t["seats"][seat], {"action": "seat 0: fly to the moon"}, 400),
        (t["seats"][seat], {"move": option}, 400),
        (t["seats"][seat], {"action": 12}, 400),
    ]
    for url, body, status in refusals:
        r = client.post(url + "/act", json=body)
        assert r.status_code == status, (url, body, r.text)
        assert set(r.json()) == {"error", "rules"} and r.json()["error"]
    for raw, status in ((b"{not json", 400), (b"[1, 2", 400), (b'{"action": NaN}', 400), (b"x" * 70_000, 413)):
        r = client.post(t["seats"][seat] + "/act", content=raw, headers={"content-type": "application/json"})
        assert r.status_code == status
    assert [client.get(u + "/state").text for u in urls(t)] == before
    r = client.post(t["seats"][seat] + "/act", json={"action": option})
    assert r.status_code == 200
    assert decisions(client, t) == 1
    assert [client.get(u + "/state").text for u in urls(t)] != before


def test_an_illegal_move_gets_the_engines_reason_and_rules(client: TestClient) -> None:
    t = make(client, {"pack": "dml", "settings": {"players": 4, "seed": 7}})
    seat, _s = deciding(client, t) or pytest.fail("nobody decides")
    g = games.get("dml").start(7, players=4)
    d = g.pending
    bad = f"seat {seat}: bid 13♠ (Iron, primary)"
    r = client.post(t["seats"][seat] + "/act", json={"action": bad})
    assert r.status_code == 400
    assert r.json()["error"]
    assert isinstance(r.json()["rules"], list)
    assert d is not None and client.get(t["seats"][seat] + "/state").json()["decision"]["options"] == [
        str(a) for a in d.actions
    ]


def test_json_form_of_a_move_is_accepted(client: TestClient) -> None:
    t = make(client, {"pack": "dml", "settings": {"players": 4, "seed": 7}})
    g = games.get("dml").start(7, players=4)
    d = g.pending
    assert d is not None
    r = client.post(t["seats"][d.seat] + "/act", json={"action": d.actions[-1].to_json()})
    assert r.status_code == 200, r.text
    g.apply(d.actions[-1])
    assert decisions(client, t) == len(g.decisions)


def test_bots_move_after_a_person_and_a_game_plays_to_its_end(client: TestClient) -> None:
    t = make(
        client,
        {
            "pack": "dml",
            "settings": {"players": 3, "seed": 2, "mode": "quickstart", "seats": ["person", "random", "heuristic"]},
        },
    )
    rng = random.Random(5)
    settle(client, t)
    s = client.get(t["seats"][0] + "/state").json()
    for _ in range(2000):
        if s["over"]:
            break
        assert s["decision"] is not None and s["decision"]["seat"] == 0  # the bots moved already
        before = decisions(client, t)
        r = client.post(t["seats"][0] + "/act", json={"action": rng.choice(s["decision"]["options"])})
        assert r.status_code == 200, r.text
        settle(client, t)
        s = client.get(t["seats"][0] + "/state").json()
        assert decisions(client, t) > before
    assert s["over"] is True and s["result"] is not None
    for u in urls(t):
        st = client.get(u + "/state").json()
        assert st["over"] is True and st["result"] == s["result"] and st["decision"] is None
    r = client.post(t["seats"][0] + "/act", json={"action": "pass"})
    assert r.status_code == 409


def test_bad_new_tables_are_refused_by_field(client: TestClient) -> None:
    cases = [
        ({"pack": "chess"}, "pack"),
        ({"pack": "dml", "settings": {"players": 9}}, "players"),
        ({"pack": "dml", "settings": {"seats": ["person", "wizard", "person", "person"]}}, "wizard"),
        ({"pack": "dml", "settings": [1]}, "settings"),
        ({"pack": "dml", "position": "nope"}, "position"),
        ({"pack": "dml", "nonsense": 1}, "nonsense"),
        ([1, 2], "object"),
    ]
    for body, word in cases:
        r = client.post("/api/tables", json=body)
        assert r.status_code == 400, body
        assert word in r.json()["error"], (body, r.json())
    r = client.post("/api/tables", content=b"{", headers={"content-type": "application/json"})
    assert r.status_code == 400
    r = client.post("/api/tables", content=b" " * 70_000, headers={"content-type": "application/json"})
    assert r.status_code == 413
    r = client.post("/api/tables", content=b'{"pack": "dml"}', headers={"content-type": "text/plain"})
    assert r.status_code == 415  # what a cross-site form or no-cors post sends: refused before it is read


def test_a_position_with_seat_modes(client: TestClient) -> None:
    merc = games.get("merc")
    position = merc.start(4).position
    t = make(client, {"pack": "merc", "position": position, "settings": {"seats": ["random", "person"]}})
    s = client.get(t["seats"][1] + "/state").json()
    assert s["table"]["seat_modes"] == ["random", "person"]
    assert s["over"] or s["decision"] is not None  # the Dictator's bot moved up to the Rebels' decision


def test_teacher_pauses_steps_back_and_resumes(client: TestClient) -> None:
    t = make(client, {"pack": "dml", "settings": {"players": 4, "seed": 7}})
    seat, s = deciding(client, t) or pytest.fail("nobody decides")
    teacher = t["teacher"]
    for u in [t["projector"], *t["seats"]]:  # the teacher's operations from another page: 403
        r = client.post(u + "/op", json={"op": "pause"})
        assert r.status_code == 403 and r.json()["error"]
    r = client.post(teacher + "/op", json={"op": "pause"})
    assert r.status_code == 200 and r.json()["table"]["paused"] is True
    assert client.get(t["seats"][seat] + "/state").json()["decision"] is None
    r = client.post(t["seats"][seat] + "/act", json={"action": s["decision"]["options"][0]})
    assert r.status_code == 409 and "paused" in r.json()["error"]
    live = client.get(teacher + "/state").json()["cursor"]
    r = client.post(teacher + "/op", json={"op": "goto", "args": [3]})
    assert r.status_code == 200 and r.json()["cursor"] == 3
    assert client.get(t["projector"] + "/state").json()["table"]["paused"] is True
    r = client.post(teacher + "/op", json={"op": "step"})
    assert r.json()["cursor"] == 4
    paused_at = [client.get(u + "/state").text for u in urls(t)]
    assert client.post(teacher + "/op", json={"op": "fly"}).status_code == 400
    assert client.post(teacher + "/op", json={"op": "goto", "args": ["x"]}).status_code == 400
    assert client.post(teacher + "/op", json={"op": "goto", "args": [10**6]}).status_code == 400
    assert client.post(teacher + "/op", json={"op": "pause", "args": [1]}).status_code == 400
    assert [client.get(u + "/state").text for u in urls(t)] == paused_at
    r = client.post(teacher + "/op", json={"op": "resume"})
    assert r.json()["table"]["paused"] is False and r.json()["cursor"] == live
    assert client.get(t["seats"][seat] + "/state").json()["decision"] == s["decision"]


def test_the_projector_and_other_seats_are_sent_no_secret(client: TestClient) -> None:
    pack = games.get("dml")
    t = make(client, {"pack": "dml", "settings": {"players": 4, "seed": 918273}})
    for u in [t["projector"], *t["seats"]]:  # the seed rebuilds every hidden card: only the teacher has it
        assert "918273" not in client.get(u + "/state").text
    assert "918273" in client.get(t["teacher"] + "/state").text
    g = pack.start(918273, players=4)
    rng = random.Random(2)
    for _ in range(25):
        now = deciding(client, t)
        if now is None:
            break
        seat, s = now
        option = rng.choice(s["decision"]["options"])
        assert client.post(t["seats"][seat] + "/act", json={"action": option}).status_code == 200
        g.apply(option)
        hidden_from_all = set.intersection(*(pack.secrets(g, k) for k in range(4)))
        projector = client.get(t["projector"] + "/state").text
        assert not [c for c in hidden_from_all if c in projector]
        for k in range(4):
            text = client.get(t["seats"][k] + "/state").text
            assert not [c for c in pack.secrets(g, k) if c in text], k


_TOKEN = re.compile(r"/t/[a-z0-9-]+/[A-Za-z0-9_-]{20,}")


def _normal(text: str, table_id: str) -> str:
    return _TOKEN.sub("/t/ID/TOKEN", text).replace(table_id, "ID")


def _position(card: str, other: str) -> dict[str, Any]:
    return {
        "format": "dml-tutor-position",
        "players": 4,
        "seed": 3,
        "round": 1,
        "dealer": 0,
        "begin": {"at": "round"},
        "zones": {
            "treasury:0": [card, "5H", "6C"],
            "exile": [other],
            "treasury:1": ["4D", "7H"],
            "treasury:2": ["8C", "2S"],
            "treasury:3": ["9D", "3H"],
        },
    }


def test_two_tables_differing_in_one_hidden_card_send_other_seats_identical_frames(client: TestClient) -> None:
    """Seat 0 holds 2♦ at one table and 3♦ at the other (the other card lies in Exile, hidden from
    all); both tables play the same public moves. Every other seat and the projector receive
    byte-identical websocket frames and states, after ids and tokens are normalised."""
    a = make(client, {"pack": "dml", "position": _position("2D", "3D")})
    b = make(client, {"pack": "dml", "position": _position("3D", "2D")})
    watchers = ["projector", 1, 2, 3]

    def url(t: dict[str, Any], who: str | int) -> str:
        return str(t["projector"] if who == "projector" else t["seats"][int(who)])

    frames: dict[str, list[list[str]]] = {"a": [[] for _ in watchers], "b": [[] for _ in watchers]}
    with (
        client.websocket_connect(url(a, "projector") + "/ws") as pa,
        client.websocket_connect(url(a, 1) + "/ws") as a1,
        client.websocket_connect(url(a, 2) + "/ws") as a2,
        client.websocket_connect(url(a, 3) + "/ws") as a3,
        client.websocket_connect(url(b, "projector") + "/ws") as pb,
        client.websocket_connect(url(b, 1) + "/ws") as b1,
        client.websocket_connect(url(b, 2) + "/ws") as b2,
        client.websocket_connect(url(b, 3) + "/ws") as b3,
    ):
        socks = {"a": [pa, a1, a2, a3], "b": [pb, b1, b2, b3]}

        def collect() -> None:
            for name, t in (("a", a), ("b", b)):
                for i, ws in enumerate(socks[name]):
                    frames[name][i].append(_normal(ws.receive_text(), t["id"]))

        collect()  # the first frame on connecting
        rng = random.Random(4)
        moves = 0
        for _ in range(40):
            na, nb = deciding(client, a), deciding(client, b)
            if na is None or nb is None:
                assert na is None and nb is None
                break
            assert na[0] == nb[0]
            seat = na[0]
            common = [o for o in na[1]["decision"]["options"] if o in nb[1]["decision"]["options"]]
            if seat == 0:  # seat 0 plays the same move at both tables, never naming its hidden card
                common = [o for o in common if "2♦" not in o and "3♦" not in o]
            assert common
            option = rng.choice(common)
            for t in (a, b):
                assert client.post(url(t, seat) + "/act", json={"action": option}).status_code == 200
            collect()
            moves += 1
        assert moves >= 10
    for i, who in enumerate(watchers):
        assert frames["a"][i] == frames["b"][i], who
        sa = _normal(client.get(url(a, who) + "/state").text, a["id"])
        sb = _normal(client.get(url(b, who) + "/state").text, b["id"])
        assert sa == sb, who
    # seat 0 itself sees its own card: its states differ
    assert client.get(a["seats"][0] + "/state").text.count("2♦") != client.get(b["seats"][0] + "/state").text.count(
        "2♦"
    )


def test_websocket_moves_refusals_and_limits() -> None:
    hub, c = _client(limits=Limits(rate=5, burst=5, max_message=2000))
    with c:
        t = make(c, {"pack": "dml", "settings": {"players": 4, "seed": 7}})
        g = games.get("dml").start(7, players=4)
        d = g.pending
        assert d is not None
        with c.websocket_connect(t["seats"][d.seat] + "/ws") as me, c.websocket_connect(t["projector"] + "/ws") as pj:
            first = json.loads(me.receive_text())
            assert first["type"] == "state" and first["state"]["decision"]["seat"] == d.seat
            before = json.loads(pj.receive_text())["state"]["log"]
            me.send_text("{oops")
            assert "malformed JSON" in json.loads(me.receive_text())["state"]["error"]
            me.send_text(json.dumps({"op": "pause"}))
            assert "teacher" in json.loads(me.receive_text())["state"]["error"]
            me.send_text(json.dumps({"op": "choose", "args": [0]}))
            moved = json.loads(me.receive_text())["state"]
            assert moved["decision"] is None and moved["error"] == ""
            assert json.loads(pj.receive_text())["state"]["log"] != before  # the projector hears it
            assert decisions(c, t) == 1
            for _ in range(6):  # over the rate: refused with a reason, nothing changes
                me.send_text(json.dumps({"op": "why_not", "args": ["pass"]}))
            texts = [json.loads(me.receive_text())["state"] for _ in range(6)]
            assert any("slow down" in s["error"] for s in texts)
            assert decisions(c, t) == 1
            me.send_text("x" * 5000)  # oversize: the socket is closed
            with pytest.raises(Exception):  # noqa: B017  # starlette's WebSocketDisconnect
                for _ in range(10):
                    me.receive_text()
        with c.websocket_connect("/t/abc/" + "n" * 24 + "/ws") as nobody:
            assert json.loads(nobody.receive_text())["type"] == "error"
    hub.store.close()


def test_the_docs_new_table_examples_are_accepted(client: TestClient) -> None:
    from pathlib import Path

    docs = Path(__file__).resolve().parents[2] / "docs"
    text = "".join((docs / name).read_text("utf-8") for name in ("table.md", "table-http.md"))
    bodies = [json.loads(b) for b in re.findall(r"```json\n(.*?)```", text, re.S)]
    bodies = [b for b in bodies if isinstance(b, dict) and "pack" in b]
    assert bodies
    for body in bodies:
        t = make(client, body)
        assert client.get(t["seats"][0] + "/state").json()["table"]["seat_modes"] == body["settings"]["seats"]


def test_a_shards_tables_carry_its_name_for_the_proxy() -> None:
    hub = Hub(Store(None), shard="b2")
    with TestClient(create_app(hub), base_url="http://127.0.0.1", client=("127.0.0.1", 50000)) as c:
        t = make(c, {"pack": "terrus", "settings": {"seed": 1}})
        assert t["id"].startswith("b2-")
        assert all(u.startswith(f"/t/b2-{t['id'][3:]}/") for u in urls(t))
    hub.store.close()


def test_rate_limit_bucket() -> None:
    now = [0.0]
    bucket = RateLimit(2, 3, clock=lambda: now[0])
    assert [bucket.allow() for _ in range(4)] == [True, True, True, False]
    now[0] += 1.0
    assert [bucket.allow() for _ in range(3)] == [True, True, False]


def test_tables_and_tokens_survive_a_new_hub(tmp_path: Any) -> None:
    hub, c = _client(tmp_path)
    with c:
        t = make(c, {"pack": "dml", "settings": {"players": 3, "seed": 9, "seats": ["person", "random", "person"]}})
        rng = random.Random(1)
        for _ in range(8):
            seat, s = deciding(c, t) or pytest.fail("nobody decides")
            c.post(t["seats"][seat] + "/act", json={"action": rng.choice(s["decision"]["options"])})
        c.post(t["teacher"] + "/op", json={"op": "goto", "args": [5]})
        before = {u: c.get(u + "/state").text for u in urls(t)}
    hub.store.close()
    assert_restored(tmp_path, t, before)


def test_pages_and_join_links(client: TestClient) -> None:
    t = make(client, {"pack": "dml", "settings": {"players": 4, "seed": 7}})
    assert "Create the table" in client.get("/").text
    teacher = client.get(t["teacher"]).text
    assert teacher.count("<svg") == 5  # a QR code for the projector and each seat
    for u in [t["projector"], *t["seats"]]:  # the configured public address, never the Host header
        assert f"http://127.0.0.1:8765{u}" in teacher
    forged = client.get(t["teacher"], headers={"host": "evil.example:80"}).text
    assert "evil.example" not in forged and forged.count("http://127.0.0.1:8765/t/") == teacher.count(
        "http://127.0.0.1:8765/t/"
    )
    seat = client.get(t["seats"][0]).text
    assert "<svg" not in seat and t["seats"][1] not in seat and t["teacher"] not in seat
    for name in ("tutor.js", "tutor.css", "host.js", "viz.js", "table.css", "index.js"):
        assert client.get(f"/static/{name}").status_code == 200
    assert client.get("/static/..%2Fstore.py").status_code == 404
    assert [p["name"] for p in client.get("/api/packs").json()] == list(games.PACKS)


def test_predict_for_the_room(tmp_path: Any) -> None:
    """The teacher goes back, puts the step's question to the room; each seat's device commits
    (the others see only how many have); the reveal shows the tally beside the engine's answer.
    Guesses and the reveal are stored like moves."""
    hub, c = _client(tmp_path)
    with c:
        t = make(c, {"pack": "dml", "settings": {"players": 4, "seed": 7}})
        rng = random.Random(8)
        for _ in range(30):
            seat, s = deciding(c, t) or pytest.fail("nobody decides")
            c.post(t["seats"][seat] + "/act", json={"action": rng.choice(s["decision"]["options"])})
        teacher = t["teacher"]
        r = c.post(teacher + "/op", json={"op": "predict"})
        assert r.status_code == 409 and "go back" in r.json()["error"]  # nothing ahead of the live step
        assert c.post(t["seats"][0] + "/op", json={"op": "predict"}).status_code == 403
        assert c.post(teacher + "/op", json={"op": "goto", "args": [0]}).status_code == 200
        r = c.post(teacher + "/op", json={"op": "predict"})
        assert r.status_code == 200, r.text
        asked = r.json()["room_predict"]
        assert asked["prompt"] and asked["committed"] == 0 and asked["reveal"] is None
        for u in urls(t):
            st = c.get(u + "/state").json()
            assert st["room_predict"]["prompt"] == asked["prompt"]
            assert all(row["i"] <= st["cursor"] for row in st["log"])  # no later row gives the answer
        choices = asked["choices"]
        right_guess: Any = None
        for u in t["seats"][:3]:
            guess = rng.choice(choices) if choices else rng.randrange(2, 20)
            r = c.post(u + "/predict", json={"guess": guess})
            assert r.status_code == 200, r.text
            assert r.json()["room_predict"]["mine"] == guess
            right_guess = guess
        assert c.post(t["projector"] + "/predict", json={"guess": right_guess}).status_code == 403
        before = [c.get(u + "/state").text for u in urls(t)]
        assert c.post(t["seats"][3] + "/predict", json={"guess": "a purple cow"}).status_code == 400
        assert c.post(t["seats"][3] + "/predict", json={"nope": 1}).status_code == 400
        assert [c.get(u + "/state").text for u in urls(t)] == before
        other = c.get(t["seats"][1] + "/state").json()["room_predict"]
        assert other["committed"] == 3 and other["reveal"] is None  # no one sees another's guess before the reveal
        r = c.post(teacher + "/op", json={"op": "reveal"})
        reveal = r.json()["room_predict"]["reveal"]
        assert reveal["of"] == 3 and sum(x["count"] for x in reveal["tally"]) == 3
        assert reveal["right"] == sum(x["count"] for x in reveal["tally"] if x["guess"] == reveal["answer"])
        assert c.post(t["seats"][3] + "/predict", json={"guess": right_guess}).status_code == 409
        assert c.post(teacher + "/op", json={"op": "reveal"}).status_code == 409
        # a German page reads the question, its labels and the reveal in German; a guess still
        # names the English choice
        de = c.get(t["seats"][1] + "/state?lang=de").json()["room_predict"]
        en = c.get(t["seats"][1] + "/state").json()["room_predict"]
        assert de["choices"] == en["choices"] == choices and len(de["labels"]) == len(choices)
        assert en["labels"] == choices and de["prompt"] != en["prompt"] and de["about"] != en["about"]
        assert de["reveal"]["answer"] == en["reveal"]["answer"] == en["reveal"]["answer_label"] or not choices
        assert de["reveal"]["explanation"] != en["reveal"]["explanation"]
        revealed = {u: c.get(u + "/state").text for u in urls(t)}
    hub.store.close()
    hub2, c2 = _client(tmp_path)
    with c2:
        assert {u: c2.get(u + "/state").text for u in urls(t)} == revealed
        r = c2.post(t["teacher"] + "/op", json={"op": "resume"})
        assert r.json()["room_predict"] is None and r.json()["table"]["paused"] is False
        merc = make(c2, {"pack": "merc", "settings": {"seed": 4}})
        c2.post(merc["teacher"] + "/op", json={"op": "goto", "args": [0]})
        r = c2.post(merc["teacher"] + "/op", json={"op": "predict"})
        assert r.status_code in (400, 409) and "predict" in r.json()["error"]
    hub2.store.close()


IRON = ["2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S"]


def test_an_instant_win_out_of_turn_is_the_holders_decision_only(client: TestClient) -> None:
    """Seat 0 holds Monopoly (declined once, so it stays on offer, P-05) while seat 1 decides:
    seat 0's state offers the claim, no other role sees it, and declaring it ends the game."""
    position = {
        "format": "dml-tutor-position",
        "begin": {"at": "declaration", "seat": 1, "event": "JH", "declined_wins": [0]},
        "zones": {"treasury:0": IRON, "stock:D": ["5D"]},
    }
    t = make(client, {"pack": "dml", "position": position})
    states = [client.get(u + "/state").json() for u in t["seats"]]
    assert states[0]["decision"] == {"seat": 0, "options": ["seat 0: declare Monopoly"]}
    assert states[1]["decision"]["seat"] == 1 and "seat 0: declare Monopoly" not in states[1]["decision"]["options"]
    assert states[2]["decision"] is None and states[3]["decision"] is None
    for u in (t["teacher"], t["projector"]):
        assert client.get(u + "/state").json()["decision"] is None
    assert client.post(t["seats"][2] + "/act", json={"action": "seat 0: declare Monopoly"}).status_code == 409
    r = client.post(t["seats"][0] + "/act", json={"action": "seat 0: declare Monopoly"})
    assert r.status_code == 200 and r.json()["over"] is True
    assert r.json()["result"]["winners"] == [0]


def test_why_not_is_answered_to_the_asking_seat_only(client: TestClient) -> None:
    t = make(client, {"pack": "dml", "settings": {"players": 4, "seed": 7}})
    seat, _ = deciding(client, t) or pytest.fail("nobody decides")
    other = (seat + 1) % 4
    before = client.get(t["seats"][other] + "/state").text
    with client.websocket_connect(t["seats"][seat] + "/ws") as ws:
        ws.receive_text()
        ws.send_text(json.dumps({"op": "why_not", "args": [f"seat {seat}: bid 13♠ (Iron, primary)"]}))
        why = json.loads(ws.receive_text())["state"]["why"]
    assert why["answer"] and why["legal"] is False
    assert client.get(t["seats"][seat] + "/state").json()["why"] == why
    assert client.get(t["seats"][other] + "/state").text == before  # nobody else hears it
    assert client.get(t["teacher"] + "/state").json()["why"] == {}


def test_hostile_bodies_and_messages_get_4xx_and_change_nothing(client: TestClient) -> None:
    """Random JSON as a move, a guess, a teacher's operation and a websocket message: always a
    4xx (or a refusal frame), never a crash, and every state as it was."""
    hypothesis = pytest.importorskip("hypothesis")
    st = hypothesis.strategies
    t = make(client, {"pack": "dml", "settings": {"players": 4, "seed": 7}})
    assert deciding(client, t) is not None
    before = [client.get(u + "/state").text for u in urls(t)]
    values = st.recursive(
        st.none()
        | st.booleans()
        | st.integers()
        | st.floats(allow_nan=False, allow_infinity=False)
        | st.text(max_size=30),
        lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
        max_leaves=12,
    )

    @hypothesis.settings(max_examples=120, deadline=None, database=None)
    @hypothesis.given(value=values, where=st.sampled_from(["act", "predict", "op", "ws"]), who=st.integers(0, 5))
    def attempt(value: Any, where: str, who: int) -> None:
        url = urls(t)[who]
        if where == "ws":
            with client.websocket_connect(url + "/ws") as ws:
                ws.receive_text()
                ws.send_text(json.dumps({"op": "choose", "args": [value]} if who % 2 else value))
                assert json.loads(ws.receive_text())["state"]["error"]
            return
        body = {"action": value} if where == "act" else {"guess": value} if where == "predict" else value
        r = client.post(f"{url}/{where}", json=body)
        assert 400 <= r.status_code < 500, (where, body, r.text)
        assert set(r.json()) == {"error", "rules"}

    attempt()
    assert [client.get(u + "/state").text for u in urls(t)] == before


def test_the_teacher_hands_a_seat_to_a_bot(tmp_path: Any) -> None:
    hub, c = _client(tmp_path)
    with c:
        t = make(c, {"pack": "dml", "settings": {"players": 3, "seed": 5, "mode": "quickstart"}})
        seat, _ = deciding(c, t) or pytest.fail("nobody decides")
        assert c.post(t["seats"][seat] + "/op", json={"op": "set_seat", "args": [seat, "random"]}).status_code == 403
        assert c.post(t["teacher"] + "/op", json={"op": "choose", "args": [0]}).status_code == 403
        before = [c.get(u + "/state").text for u in urls(t)]
        for args in ([seat, "wizard"], [9, "random"], [seat]):
            assert c.post(t["teacher"] + "/op", json={"op": "set_seat", "args": args}).status_code == 400
        assert [c.get(u + "/state").text for u in urls(t)] == before
        r = c.post(t["teacher"] + "/op", json={"op": "set_seat", "args": [seat, "heuristic"]})
        assert r.status_code == 200
        st = r.json()
        settle(c, t)
        assert st["table"]["seat_modes"][seat] == "heuristic" and decisions(c, t) >= 1
        assert c.get(t["seats"][seat] + "/state").json()["decision"] is None  # the bot decides for it now
        now = deciding(c, t)
        assert st["over"] or (now is not None and now[0] != seat)
        kept = {u: c.get(u + "/state").text for u in urls(t)}
    hub.store.close()
    assert_restored(tmp_path, t, kept)


def test_static_files_and_unknown_paths_answer_json_refusals(client: TestClient) -> None:
    for name, kind in (("host.js", "javascript"), ("table.css", "css"), ("tutor.js", "javascript")):
        r = client.get(f"/static/{name}")
        assert r.status_code == 200 and kind in r.headers["content-type"]
    for path in ("/static/nope.js", "/static/../app.py", "/nowhere"):
        r = client.get(path)
        assert r.status_code == 404 and set(r.json()) == {"error", "rules"}
    assert client.get("/api/tables").status_code == 405


def test_a_seat_may_send_its_messages_over_http_as_over_the_websocket(client: TestClient) -> None:
    t = make(client, {"pack": "dml", "settings": {"players": 4, "seed": 7}})
    seat, s = deciding(client, t) or pytest.fail("nobody decides")
    r = client.post(t["seats"][seat] + "/op", json={"op": "choose", "args": [s["decision"]["options"][0]]})
    assert r.status_code == 200 and r.json()["decision"] is None and decisions(client, t) == 1
    r = client.post(t["seats"][seat] + "/op", json={"op": "pause", "args": []})
    assert r.status_code == 403


# ------------------------------------------------------------ the room: names, hints, play again, standings


def test_names_and_hints_are_the_teachers_and_survive_a_restart(tmp_path: Any) -> None:
    hub, c = _client(tmp_path)
    with c:
        for names, word in (
            (["Ann", None, None, None, "Eve"], "names"),
            (["Ann", 3, None, None], "names[1]"),
            (["x" * 41, None, None, None], "names[0]"),
        ):
            r = c.post("/api/tables", json={"pack": "dml", "settings": {"players": 4}, "names": names})
            assert r.status_code == 400 and word in r.json()["error"]
        assert c.post("/api/tables", json={"pack": "dml", "hints": "yes"}).status_code == 400
        t = make(
            c,
            {"pack": "dml", "settings": {"players": 4, "seed": 7}, "names": [" Ann ", None, "", "Dee"], "hints": False},
        )
        seat_names = c.get(t["projector"] + "/state").json()["table"]["seat_names"]
        for u in urls(t):
            st = c.get(u + "/state").json()["table"]
            assert st["names"] == ["Ann", seat_names[1], seat_names[2], "Dee"] and st["hints"] is False
        teacher = c.get(t["teacher"] + "/state").json()["table"]
        assert teacher["host_reachable"] is False and "--host 0.0.0.0" in teacher["host_note"]
        assert "play_again" in teacher["teacher_ops"]
        assert "host_note" not in c.get(t["seats"][0] + "/state").json()["table"]
        kept = {u: c.get(u + "/state").text for u in urls(t)}
    hub.store.close()
    assert_restored(tmp_path, t, kept)


def test_the_packs_offer_the_form_its_fields(client: TestClient) -> None:
    by = {p["name"]: p for p in client.get("/api/packs").json()}
    assert (by["dml"]["min_seats"], by["dml"]["max_seats"]) == (3, 4)
    assert by["merc"]["seat_count"] == 2 and "random" in by["merc"]["agents"] and "person" not in by["merc"]["agents"]
    keys = {f["key"] for f in by["dml"]["fields"]}
    assert {"players", "mode"} <= keys
    for p in by.values():
        for f in p["fields"]:
            assert {"key", "label", "value", "options"} <= set(f) and f["options"]


def test_play_again_keeps_the_seats_names_and_links(tmp_path: Any) -> None:
    hub, c = _client(tmp_path)
    with c:
        body = {"pack": "dml", "settings": {"players": 3, "mode": "quickstart", "seats": ["random"] * 3}}
        t = make(c, {**body, "names": ["Ann", "Bo", "Cy"]})
        settle(c, t)
        first = hub.rooms[t["id"]].game.seed
        done = c.get(t["projector"] + "/state").json()
        assert done["over"] is True
        standings = done["standings"]
        assert sorted(r["seat"] for r in standings) == [0, 1, 2] and standings[0]["place"] == 1
        assert {r["name"] for r in standings} == {"Ann", "Bo", "Cy"}
        assert standings[0]["seat"] in done["result"]["winners"]
        assert all(r["score_name"] == "Victory Points" for r in standings) or all(
            r["score_name"] is None for r in standings
        )
        assert [r["place"] for r in standings] == sorted(r["place"] for r in standings)
        assert c.post(t["seats"][0] + "/op", json={"op": "play_again"}).status_code == 403
        r = c.post(t["teacher"] + "/op", json={"op": "play_again", "args": []})
        assert r.status_code == 200
        again = r.json()
        assert again["standings"] is None and again["table"]["names"] == ["Ann", "Bo", "Cy"]
        assert hub.rooms[t["id"]].game.seed != first
        settle(c, t)
        kept = {u: c.get(u + "/state").text for u in urls(t)}  # the same links, the new game
    hub.store.close()
    assert_restored(tmp_path, t, kept)


def test_a_hint_at_the_table_is_the_seats_own_and_only_when_allowed(client: TestClient) -> None:
    t = make(client, {"pack": "merc", "settings": {"seed": 4}, "hints": False})
    seat, _ = deciding(client, t) or pytest.fail("nobody decides")
    r = client.post(t["seats"][seat] + "/op", json={"op": "hint"})
    assert r.status_code == 403 and "hints are off" in r.json()["error"]
    assert client.post(t["teacher"] + "/op", json={"op": "set_hints", "args": [True]}).status_code == 200
    other = t["seats"][1 - seat]
    assert client.post(other + "/op", json={"op": "hint"}).status_code == 409  # not its decision
    assert client.post(t["projector"] + "/op", json={"op": "hint"}).status_code == 403
    assert client.post(t["seats"][seat] + "/op", json={"op": "hint"}).status_code == 200
    for _ in range(600):
        mine = client.get(t["seats"][seat] + "/state").json()["hint_view"]
        if mine.get("options") and not mine.get("running"):
            break
        time.sleep(0.05)
    assert mine["seat"] == seat and mine["options"]
    for u in (t["projector"], other):  # nobody else sees a hint made from this seat's cards
        assert client.get(u + "/state").json()["hint_view"] == {}


def test_each_page_reads_its_own_language(client: TestClient) -> None:
    from dml_tutor import i18n

    assert "de" in i18n.languages()
    t = make(client, {"pack": "dml", "settings": {"players": 4, "seed": 7}})
    url = t["seats"][0] + "/state"
    english = client.get(url).text
    german = client.get(url + "?lang=de").text
    assert german != english
    assert client.get(url, headers={"Accept-Language": "de-CH, en;q=0.5"}).text == german
    assert client.get(url + "?lang=xx", headers={"Accept-Language": "xx"}).text == english  # none shipped: the table's
    with (
        client.websocket_connect(t["seats"][0] + "/ws?lang=de") as de,
        client.websocket_connect(t["seats"][0] + "/ws") as en,
    ):
        assert json.loads(de.receive_text())["state"] == json.loads(german)
        assert json.loads(en.receive_text())["state"] == json.loads(english)


def test_a_table_logged_before_every_seat_was_asked_is_restored_as_played() -> None:
    """A table's log written before P-23 has no pass where a DML seat with nothing to play was
    passed by unasked in a Character Power Phase (and no save version in its setup): it is
    rebuilt with those passes back, to the same game, waiting at the same question; a game
    played again at it too."""
    import dataclasses

    from dml_tutor.games.dml.sequences.characters import playable
    from dml_tutor.table.room import new_room, restore_room
    from dml_tutor.table.store import Event

    room = new_room({"pack": "dml", "settings": {"seed": 5, "seats": ["person"] * 4}})
    events = list(room.row.events)
    assert events[0].data["version"] == room.game.save_version
    old = [Event("setup", {k: v for k, v in events[0].data.items() if k != "version"})]
    rng = random.Random(1)
    for game in range(2):
        g = room.game
        moves = 40 if game == 0 else 25
        while True:
            d = g.pending
            assert d is not None
            unasked = d.kind == "play" and not playable(g, d.seat)  # a pass the old engine took unasked
            if moves <= 0 and not unasked:
                break  # at a question the old engine asked too
            act = rng.choice(list(d.actions))
            moves -= 1
            g.apply(act)
            logged = room.new_decisions()
            events += logged
            if not unasked:
                old += logged
        if game == 0:
            events.append(Event("again", {"seed": 8}))
            old.append(Event("again", {"seed": 8}))
            room.play_again(8)
    assert len(old) < len(events)
    for log in (events, old):
        back = restore_room(dataclasses.replace(room.row, events=log))
        assert back.game.decisions == room.game.decisions
        assert back.game.pending is not None and back.game.pending.seat == room.game.pending.seat
        assert back.session.takes_only_choices is False
    # the server marks where the old log goes on under this version, and writes on: every pass
    assert restore_room(dataclasses.replace(room.row, events=events)).version_mark() == []
    mark = back.version_mark()
    assert [e.data for e in mark] == [{"version": room.game.save_version}] and back.version_mark() == []
    old += mark
    for _ in range(30):
        d = back.game.pending
        assert d is not None
        back.game.apply(rng.choice(list(d.actions)))
        old += back.new_decisions()
    again = restore_room(dataclasses.replace(room.row, events=old))
    assert again.game.decisions == back.game.decisions and again.version_mark() == []


def test_the_servers_language_is_the_pages_default_and_the_projectors() -> None:
    """``dml-tutor table --language de``: a page whose ``?lang=`` and browser name no shipped
    language reads German, as the projector does unless its link says ``?lang=``; a browser
    asking for English still gets English on a seat's page."""
    hub = Hub(Store(None), Limits(rate=1000, burst=1000, ask_rate=1000, ask_burst=1000), language="de")
    with TestClient(create_app(hub), base_url="http://127.0.0.1", client=("127.0.0.1", 50000)) as c:
        t = make(c, {"pack": "dml", "settings": {"seed": 3}})
        english = {"accept-language": "en-GB,en;q=0.9"}
        for u in (t["projector"], t["seats"][0]):
            german = c.get(u + "/state?lang=de").text
            assert c.get(u + "/state", headers={"accept-language": "tlh"}).text == german
            assert c.get(u + "/state?lang=en").text != german
        assert c.get(t["projector"] + "/state", headers=english).text == c.get(t["projector"] + "/state?lang=de").text
        assert c.get(t["seats"][0] + "/state", headers=english).text == c.get(t["seats"][0] + "/state?lang=en").text
    hub.store.close()
    with pytest.raises(ValueError, match="tlh"):
        from dml_tutor.table import build

        build(None, language="tlh")


def test_a_table_paused_before_every_seat_was_asked_keeps_its_steps_across_the_upgrade() -> None:
    """A log written before P-23 names the steps its teacher paused at, went to and asked the room
    at as the older game numbered them, without the passes put back: restored, the table stands at
    the same step (the one the current log names), its question put to the room too."""
    import dataclasses

    from dml_tutor.games.dml.sequences.characters import playable
    from dml_tutor.table.room import Role, new_room, restore_room
    from dml_tutor.table.store import Event

    room = new_room({"pack": "dml", "settings": {"seed": 5, "seats": ["person"] * 4}})
    events = list(room.row.events)
    old = [Event("setup", {k: v for k, v in events[0].data.items() if k != "version"})]
    added: list[int] = []  # the steps the older game did not have: an unasked pass's question and answer
    rng = random.Random(2)
    g = room.game
    moves = 60
    while True:
        d = g.pending
        assert d is not None
        unasked = d.kind == "play" and not playable(g, d.seat)
        if moves <= 0 and not unasked:
            break
        if unasked:
            added += [len(g.trace) - 1, len(g.trace)]
        g.apply(rng.choice(list(d.actions)))
        moves -= 1
        logged = room.new_decisions()
        events += logged
        if not unasked:
            old += logged
    assert len(added) >= 4
    room.follow()  # the table shows its live step, as after every move
    teacher = Role(room, "teacher")
    target = next(i for i in range(len(g.trace) // 2, len(g.trace)) if i not in added)
    steered = [
        *room.steer(teacher, "pause", []),
        *room.steer(teacher, "goto", [target]),
        *room.steer(teacher, "back", []),
        *room.steer(teacher, "predict", []),
    ]
    assert [e.kind for e in steered] == ["pause", "goto", "goto", "predict"]
    events += steered

    def older(e: Event) -> Event:  # as the older game numbered its steps
        key = "ask_at" if e.kind == "predict" else "entry"
        assert e.data[key] not in added, (e.kind, e.data, added[:12])
        return Event(e.kind, {**e.data, key: e.data[key] - sum(1 for i in added if i < e.data[key])})

    old += [older(e) for e in steered]
    assert [e.data for e in old[-4:]] != [e.data for e in steered]  # the older log names other numbers
    assert room.asked is not None
    for log in (events, old):
        back = restore_room(dataclasses.replace(room.row, events=log))
        assert back.game.decisions == room.game.decisions and back.paused
        assert back.session.cursor == room.session.cursor
        assert back.asked is not None and back.asked.question.ask_at == room.asked.question.ask_at
        assert back.text(Role(back, "projector")) == room.text(Role(room, "projector"))


def test_the_end_of_a_game_reads_in_each_pages_language(client: TestClient) -> None:
    """How the game ended and the standings' seats, in the page's words: the core's outcome is
    the same in every language."""
    from dml_tutor import i18n

    body = {"pack": "dml", "settings": {"players": 3, "mode": "quickstart", "seed": 4, "seats": ["random"] * 3}}
    t = make(client, body)
    settle(client, t)
    english, german = (client.get(t["seats"][0] + "/state", params={"lang": lang}).json() for lang in ("en", "de"))
    assert english["over"] and german["over"]
    m = i18n.Messages("de", "dml_tutor.games.dml")
    winners = [m("panel-seat", seat=str(s)) for s in english["result"]["winners"]]
    assert german["result"] == {**english["result"], "text": german["result"]["text"]}
    assert german["result"]["text"] != english["result"]["text"] and all(w in german["result"]["text"] for w in winners)
    assert [r["name"] for r in german["standings"]] == [
        m("panel-seat", seat=str(r["seat"])) for r in english["standings"]
    ]
    assert german["table"]["seat_names"] == [m("panel-seat", seat=str(s)) for s in range(3)]
