"""No public signal of who had a choice, and nothing of a hidden card (P-13): two
tables that differ in one hidden card play a whole game, and every frame the projector and the
other seats receive is the same at both (after ids and tokens) until the end's scoring shows
every hand. First with seat 0, which holds the differing card, played by the test with the same
public move at both tables (a forced move is taken inside the move before it, a chosen one is a
bot's move of its own: the pages must not tell them apart); then with bots deciding at every
seat, the card holder's too, compared while the public logs agree. Terrus and Last Stone hide
nothing from any seat."""

from __future__ import annotations

import json
import random
import time
from collections.abc import Iterator
from typing import Any

import pytest

pytest.importorskip("starlette")

from starlette.testclient import TestClient
from test_table import _normal, _position

from dml_tutor.table.app import Hub, Limits, create_app
from dml_tutor.table.store import Store


@pytest.fixture
def client() -> Iterator[TestClient]:
    hub = Hub(Store(None), Limits(rate=10_000, burst=10_000, ask_rate=1000, ask_burst=1000))
    with TestClient(create_app(hub), base_url="http://127.0.0.1", client=("127.0.0.1", 50000)) as c:
        yield c
    hub.store.close()


def _sent(client: TestClient, t: dict[str, Any], watchers: list[Any], sockets: list[Any]) -> list[list[str]]:
    """Every frame each watcher's page of table ``t`` was sent, in order, up to the state it
    holds now (ids and tokens normalised)."""
    out: list[list[str]] = []
    for who, ws in zip(watchers, sockets, strict=True):
        final = _normal(client.get(_url(t, who) + "/state").text, t["id"])
        got: list[str] = []
        while not got or got[-1] != final:
            state = json.loads(ws.receive_text())["state"]
            got.append(_normal(json.dumps(state, ensure_ascii=False, separators=(",", ":")), t["id"]))
        out.append(got)
    return out


def _url(t: dict[str, Any], who: str | int) -> str:
    return str(t["projector"] if who == "projector" else t["seats"][int(who)])


def _dml(card: str, other: str) -> dict[str, Any]:
    """Seat 0 holds ``card``; ``other`` lies in Exile, hidden from every seat (test_table's position)."""
    return {
        "pack": "dml",
        "position": _position(card, other),
        "settings": {"seats": ["person", "random", "random", "random"]},
    }


def _merc(base: str) -> dict[str, Any]:
    """The Dictator's hidden base is ``base`` (the Rebels, a bot, do not know it)."""
    return {
        "pack": "merc",
        "position": {
            "day": 2,
            "turn": "rebels",
            "sectors": {
                "Airstrip": {"value": 4, "dictator": 1, "rebels": 0},
                "Capital": {"value": 1, "dictator": 0, "rebels": 3},
                "Village": {"value": 5, "dictator": 2, "rebels": 0},
                "Port": {"value": 2, "dictator": 2, "rebels": 2},
            },
            "dictator": {"base": base, "revealed": False, "hand": 0, "deck": 1, "card": None},
        },
        "settings": {"seed": 9, "seats": ["person", "random"]},
    }


@pytest.mark.parametrize(
    ("one", "two", "hidden"),
    [(_dml("2D", "3D"), _dml("3D", "2D"), ("2♦", "3♦")), (_merc("Airstrip"), _merc("Village"), ())],
    ids=["dml", "merc"],
)
def test_a_whole_game_with_bots_sends_the_others_the_same_frames(
    client: TestClient, one: dict[str, Any], two: dict[str, Any], hidden: tuple[str, str]
) -> None:
    tables = [client.post("/api/tables", json=body).json() for body in (one, two)]
    watchers = ["projector", *range(1, len(tables[0]["seats"]))]

    sockets = [[client.websocket_connect(_url(t, w) + "/ws") for w in watchers] for t in tables]
    opened = [[ws.__enter__() for ws in row] for row in sockets]
    try:

        def mine(t: dict[str, Any]) -> dict[str, Any] | None:
            """Seat 0's state once the bots stopped: its decision, or None at the end."""
            for _ in range(3000):
                s = client.get(t["seats"][0] + "/state").json()
                if s["decision"] is not None or s["over"]:
                    return s if s["decision"] is not None else None
                time.sleep(0.01)
            raise AssertionError("the bots did not stop")

        rng = random.Random(4)
        moves = 0
        for _ in range(500):
            states = [mine(t) for t in tables]
            if states[0] is None or states[1] is None:
                assert states[0] is None and states[1] is None, "one game ended, the other did not"
                break
            common = [o for o in states[0]["decision"]["options"] if o in states[1]["decision"]["options"]]
            common = [o for o in common if not any(card in o for card in hidden)]
            assert common, (states[0]["decision"], states[1]["decision"])
            option = common[0] if len(common) == 1 else rng.choice(common)  # a lone pass draws nothing
            for t in tables:
                assert client.post(t["seats"][0] + "/act", json={"action": option}).status_code == 200
            moves += 1
        assert moves >= 2
        for _ in range(3000):  # both games at their end, every bot move made
            if all(client.get(t["projector"] + "/state").json()["over"] for t in tables):
                break
            time.sleep(0.01)
        time.sleep(0.2)
        frames = [_sent(client, t, watchers, opened[k]) for k, t in enumerate(tables)]
    finally:
        for row in sockets:
            for ws in row:
                ws.__exit__(None, None, None)
    for i, who in enumerate(watchers):
        assert len(frames[0][i]) == len(frames[1][i]), who
        # At the end the scoring shows every Treasury (the rules reveal it): that frame may differ.
        playing = [[f for f in frames[k][i] if '"over":false' in f] for k in (0, 1)]
        assert len(playing[0]) == len(frames[0][i]) - 1, who
        assert playing[0] == playing[1], who


def _bots(body: dict[str, Any], seats: int) -> dict[str, Any]:
    """``body`` with every seat a person until the test's sockets listen (then bots take them)."""
    return {**body, "settings": {**body["settings"], "seats": ["person"] * seats}}


@pytest.mark.parametrize(
    ("one", "two", "bots", "met"),
    [
        # seat 0 holds 10♦ at one table: its bot (the heuristic plays no Ten as an Emblem) passes
        # in a Character Power Phase by choice there and by force at the other (P-23)
        (
            _bots(_dml("TD", "3D"), 4),
            _bots(_dml("3D", "TD"), 4),
            ["heuristic", "random", "random", "random"],
            "seat 0: pass (Character Power Phase)",
        ),
        (_bots(_merc("Airstrip"), 2), _bots(_merc("Village"), 2), ["random", "random"], None),
    ],
    ids=["dml", "merc"],
)
def test_bots_deciding_on_a_hidden_card_send_the_others_nothing_of_it(
    client: TestClient, one: dict[str, Any], two: dict[str, Any], bots: list[str], met: str | None
) -> None:
    """Every seat a bot, seat 0's included: its moves may part the games (a bot plays the card
    it holds), but while the public log is the same at both tables, every frame the projector
    and the other seats receive is the same too, one frame per bot move at both: how long a seat
    took, whether it was asked or passed by force, shows nowhere but in the moves the log shows."""
    tables = [client.post("/api/tables", json=body).json() for body in (one, two)]
    watchers: list[str | int] = ["projector", *range(1, len(bots))]  # seat 0 holds the differing card

    sockets = [[client.websocket_connect(_url(t, w) + "/ws") for w in watchers] for t in tables]
    opened = [[ws.__enter__() for ws in row] for row in sockets]
    try:
        for t in tables:  # every seat a bot, the one holding the differing card too
            for seat, bot in enumerate(bots):
                r = client.post(t["teacher"] + "/op", json={"op": "set_seat", "args": [seat, bot]})
                assert r.status_code == 200, r.text
        for _ in range(3000):  # bounded games: both at their end
            if all(client.get(t["projector"] + "/state").json()["over"] for t in tables):
                break
            time.sleep(0.01)
        else:
            raise AssertionError("the bots did not finish the games")
        frames = [
            [[json.loads(f) for f in page] for page in _sent(client, t, watchers, opened[k])]
            for k, t in enumerate(tables)
        ]
    finally:
        for row in sockets:
            for ws in row:
                ws.__exit__(None, None, None)
    compared = 0
    for i, who in enumerate(watchers):
        # while playing (the end's scoring shows every hand): each frame's public log, and the
        # longest log both games went through before their moves parted
        playing = [[f for f in frames[k][i] if not f["over"]] for k in (0, 1)]
        # the whole public log each game wrote (a frame shows its latest entries, numbered)
        written: list[dict[int, str]] = [{}, {}]
        for k in (0, 1):
            for f in playing[k]:
                written[k].update((e["i"], e["text"]) for e in f["log"])
        seen = sorted(written[0].keys() | written[1].keys())
        same = next((n for n in seen if written[0].get(n) != written[1].get(n)), seen[-1] + 1)
        # every frame sent while fewer entries were written is sent at both tables alike: neither
        # a bot's thinking nor a forced pass shows; from where the games part, the moves tell
        last = [[max((e["i"] for e in f["log"]), default=-1) for f in playing[k]] for k in (0, 1)]
        before = [[f for f, n in zip(playing[k], last[k], strict=True) if n + 1 < same] for k in (0, 1)]
        assert before[0] == before[1], (who, same, last[0][:12], last[1][:12])
        compared += len(before[0])
        if met is not None:  # the frames compared went through that move
            assert any(written[0][n] == met for n in seen if n < same), (who, same)
    assert compared >= 2 * len(watchers)  # the games went on together a while: frames were compared


def test_packs_without_hidden_information_show_every_seat_the_whole_table() -> None:
    """Terrus and Last Stone hide nothing from any seat (no card a seat holds alone): no pair of
    their tables can differ in a hidden card, and every seat observes what the whole table does."""
    from dml_tutor import games
    from dml_tutor.core.agents import RandomAgent

    for name in ("terrus", "last_stone"):
        pack = games.get(name)
        g = pack.start(5)
        agent = RandomAgent(1)
        for _ in range(60):
            seats = range(pack.seat_count(g))
            assert all(pack.observe(g, s) == pack.observe(g, None) for s in seats), name
            d = g.pending
            if g.is_over or d is None:
                break
            g.apply(agent.choose(g, d))


def test_a_character_card_does_not_stop_the_table_for_the_room(client: TestClient) -> None:
    """Seat 3 holds J♥ at one table and 3♦ at the other, every seat a person. In each Character
    Power Phase the table waits for every seat alike (P-23): seat 3 passes by choice at one table
    and by force at the other, and the people make the same public moves at both, so the
    projector and seat 0 are sent the same frames and the same seat is asked at both."""
    bodies = []
    for card, other in (("JH", "3D"), ("3D", "JH")):
        body = _dml("2D", "5S")
        zones = {**body["position"]["zones"], "treasury:3": [card, "9D", "3H"], "exile": [other]}
        body["position"] = {**body["position"], "zones": zones}
        body["settings"] = {"seats": ["person"] * 4}
        bodies.append(body)
    tables = [client.post("/api/tables", json=body).json() for body in bodies]
    watchers: list[str | int] = ["projector", 0]

    sockets = [[client.websocket_connect(_url(t, w) + "/ws") for w in watchers] for t in tables]
    opened = [[ws.__enter__() for ws in row] for row in sockets]
    rng = random.Random(2)
    asked: list[tuple[int, list[str], list[str]]] = []  # seat 3's options at both tables
    try:
        for _ in range(60):
            states = [[client.get(t["seats"][s] + "/state").json() for s in range(4)] for t in tables]
            deciding = [[s for s in range(4) if st[s]["decision"] is not None] for st in states]
            assert deciding[0] == deciding[1] and len(deciding[0]) == 1, deciding  # the table waits alike
            seat = deciding[0][0]
            options = [states[k][seat]["decision"]["options"] for k in (0, 1)]
            if seat == 3:
                asked.append((len(asked), options[0], options[1]))
            common = [o for o in options[0] if o in options[1] and "J♥" not in o and "3♦" not in o]
            assert common, options
            option = rng.choice(common)
            for t in tables:
                r = client.post(t["seats"][seat] + "/act", json={"action": option})
                assert r.status_code == 200, r.text
        frames = [_sent(client, t, watchers, opened[k]) for k, t in enumerate(tables)]
    finally:
        for row in sockets:
            for ws in row:
                ws.__exit__(None, None, None)
    # seat 3 was asked with its card to play at one table and only to pass at the other
    assert any(len(one) > 1 and two == ["seat 3: pass (Character Power Phase)"] for _, one, two in asked), asked
    for i, who in enumerate(watchers):
        assert len(frames[0][i]) == len(frames[1][i]) > 60, who
        assert frames[0][i] == frames[1][i], who
