"""The table server's own refusals in each page's language: over HTTP and the websocket, by
``?lang=``, the browser's ``Accept-Language`` or the server's default; the engine's reason for
an illegal move read in that language too; the English as it always was; and any ``?lang=`` a
hostile page sends falls back to a language, never to a server error."""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("starlette")

from starlette.testclient import TestClient

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "apps"))
from test_table import _client

from dml_tutor import games, i18n
from dml_tutor.core.driver import IllegalActionError


@pytest.fixture
def client() -> Iterator[TestClient]:
    hub, c = _client()
    with c:
        yield c
    hub.store.close()


def _table(c: TestClient) -> tuple[dict[str, Any], int]:
    """A DML table of four people (seed 7) and the seat that decides first."""
    t = c.post("/api/tables", json={"pack": "dml", "settings": {"players": 4, "seed": 7}}).json()
    seat = next(i for i, u in enumerate(t["seats"]) if c.get(u + "/state").json()["decision"])
    return t, seat


def _no_english(text: str) -> bool:
    """Pseudo-locale text: accented, so no run of plain ASCII letters is left (a quoted input aside)."""
    return text.startswith("[") and not re.search(r"[A-Za-z]{3,}", text)


def test_a_refused_move_reads_in_the_pages_language_and_the_english_as_before(client: TestClient) -> None:
    t, seat = _table(client)
    other = t["seats"][(seat + 1) % 4]
    option = client.get(t["seats"][seat] + "/state").json()["decision"]["options"][0]
    english = f"it is not seat {(seat + 1) % 4}'s turn: seat {seat} decides now"
    assert client.post(other + "/act", json={"action": option}).json() == {"error": english, "rules": []}
    for asked in ({"params": {"lang": "de"}}, {"headers": {"accept-language": "de-AT,de;q=0.9,en;q=0.5"}}):
        r = client.post(other + "/act", json={"action": option}, **asked)  # type: ignore[arg-type]
        german = f"Platz {(seat + 1) % 4} ist nicht am Zug: Platz {seat} entscheidet jetzt."
        assert r.status_code == 409 and r.json() == {"error": german, "rules": []}, asked
    r = client.post(other + "/act", json={"action": option}, params={"lang": "en-XA"})
    assert r.status_code == 409 and _no_english(r.json()["error"]), r.json()
    # the teacher's page and the projector read the same refusal in theirs
    r = client.post(t["projector"] + "/act", json={"action": option}, params={"lang": "de"})
    assert r.status_code == 403 and r.json()["error"].startswith("Die Seite des Beamers kann nicht ziehen")
    r = client.post(t["projector"] + "/act", json={"action": option}, params={"lang": "en-XA"})
    assert r.status_code == 403 and _no_english(r.json()["error"]), r.json()  # "projector" too
    r = client.post(t["teacher"] + "/op", json={"op": "choose", "args": [option]}, params={"lang": "de"})
    assert r.status_code == 403 and r.json()["error"].startswith("Die Seite der Lehrkraft kann nicht ziehen")


def test_the_engines_reason_for_an_illegal_move_reads_in_the_pages_language(client: TestClient) -> None:
    t, seat = _table(client)
    bad = f"seat {seat}: pass (market action)"  # read by the engine, and refused: a Character Power Phase asks
    g = games.get("dml").start(7, players=4)
    with pytest.raises(IllegalActionError) as refused:
        g.apply(bad)
    english = client.post(t["seats"][seat] + "/act", json={"action": bad}).json()
    assert english == {"error": str(refused.value), "rules": list(refused.value.rules)}  # as it always read
    german = client.post(t["seats"][seat] + "/act", json={"action": bad}, params={"lang": "de"}).json()
    reason = i18n.Messages("de", "dml_tutor.games.dml").text(refused.value.text)
    assert reason != str(refused.value.text)  # the engine's reason has its German
    assert german == {"error": f"{reason} [{', '.join(refused.value.rules)}]", "rules": english["rules"]}
    pseudo = client.post(t["seats"][seat] + "/act", json={"action": bad}, params={"lang": "en-XA"}).json()
    assert pseudo["error"].startswith("[[") and pseudo["rules"] == english["rules"]


def test_a_refusal_over_the_websocket_reads_in_the_sockets_language(client: TestClient) -> None:
    t, seat = _table(client)
    with client.websocket_connect(t["seats"][seat] + "/ws?lang=de") as ws:
        json.loads(ws.receive_text())
        ws.send_text("{not json")
        refused = json.loads(ws.receive_text())
        assert refused["state"]["error"] == "Fehlerhaftes JSON: '{not json'"
        ws.send_text(json.dumps({"op": "pause", "args": []}))
        refused = json.loads(ws.receive_text())
        assert refused["op"] == "pause"
        assert (
            refused["state"]["error"]
            == "'pause' ist Sache der Lehrkraft: Die Seite eines Platzes kann den Tisch nicht steuern."
        )
    with client.websocket_connect(t["seats"][seat] + "/ws", headers={"accept-language": "en-XA"}) as ws:
        json.loads(ws.receive_text())
        ws.send_text(json.dumps({"op": "answer", "args": [0]}))
        assert _no_english(json.loads(ws.receive_text())["state"]["error"])
    with client.websocket_connect(f"/t/{t['id']}/{'x' * 24}/ws?lang=de") as ws:
        assert json.loads(ws.receive_text()) == {
            "type": "error",
            "error": "Zu diesem Link gibt es keinen Tisch.",
            "rules": [],
        }


def test_the_servers_language_and_starlettes_own_answers() -> None:
    hub, c = _client(language="de")
    with c:
        t, seat = _table(c)
        r = c.post(t["seats"][seat] + "/op", json={"op": "answer", "args": [0]})  # no browser language: the server's
        assert r.status_code == 409 and r.json()["error"] == "Antworten: Jetzt ist keine Quizfrage offen."
        note = c.get(t["teacher"] + "/state").json()["table"]["host_note"]  # phones cannot reach 127.0.0.1
        assert note.startswith("Handys können http://127.0.0.1:8765 nicht öffnen") and note.endswith("--host 0.0.0.0")
        r = c.post(t["seats"][seat] + "/op", json={"op": "answer", "args": [0]}, params={"lang": "en"})
        assert r.json()["error"] == "answer: no quiz question is open now"
        assert c.get("/nowhere").json() == {"error": "Nicht gefunden", "rules": []}
        assert c.put("/api/tables").json() == {"error": "Diese Methode ist hier nicht erlaubt", "rules": []}
        r = c.post("/api/tables", json={"pack": "chess"})
        assert r.json()["error"] == "pack: eines von dml, merc, terrus, last_stone, erhalten: 'chess'"
        r = c.post("/api/tables", content=b"x" * 70_000, headers={"content-type": "application/json"})
        assert r.status_code == 413 and r.json()["error"] == "Der Inhalt einer Anfrage hat höchstens 65.536 Bytes"
    hub.store.close()
    _, c = _client()
    with c:
        assert c.get("/nowhere").json() == {"error": "Not Found", "rules": []}
        r = c.post("/api/tables", content=b"x" * 70_000, headers={"content-type": "application/json"})
        assert r.json()["error"] == "a request body is at most 65,536 bytes"


HOSTILE = [
    "xx",
    "",
    "DE",
    "de-",
    "de\x00",
    "../../etc/passwd",
    "de" * 5000,
    "%ff%fe",
    "en-XA;q=1",
    "{}",
    "de\r\nX-Evil: 1",
]


def test_a_hostile_language_falls_back_and_never_breaks_the_server(client: TestClient) -> None:
    t, seat = _table(client)
    other = t["seats"][(seat + 1) % 4]
    option = client.get(t["seats"][seat] + "/state").json()["decision"]["options"][0]
    english = client.post(other + "/act", json={"action": option}).json()["error"]
    read = {
        lang: client.post(other + "/act", json={"action": option}, params={"lang": lang}).json()["error"]
        for lang in i18n.languages()
    }
    for bad in HOSTILE:
        r = client.post(other + "/act", json={"action": option}, params={"lang": bad})
        assert r.status_code == 409 and r.json()["error"] == english, repr(bad)
        r = client.post(other + "/act", json={"action": option}, headers={"accept-language": bad.replace("\r\n", " ")})
        assert r.status_code == 409 and r.json()["error"] in read.values(), repr(bad)  # "de-" reads de
        assert client.get(other + "/state", params={"lang": bad}).status_code == 200
        assert client.get("/nowhere", params={"lang": bad}).status_code == 404
    r = client.post(other + "/act?lang=xx&lang=de", json={"action": option})  # the last one named counts
    assert r.status_code == 409 and r.json()["error"] != english
    with client.websocket_connect(other + "/ws?lang=%ff") as ws:
        json.loads(ws.receive_text())
        ws.send_text(json.dumps({"op": "choose", "args": [option]}))
        assert json.loads(ws.receive_text())["state"]["error"] == english
