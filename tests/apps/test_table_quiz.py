"""Quiz the room (docs/table-http.md): the teacher draws a question from the practice bank,
each seat answers once over HTTP or the websocket and sees only its own feedback, the teacher
and projector see the tally per option and per rule; refusals name the field and change
nothing; a restarted server restores the quiz."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("starlette")

from test_table import _client, assert_restored, make, urls

from dml_tutor import practice


def _op(c: Any, url: str, op: str, *args: Any) -> Any:
    return c.post(url + "/op", json={"op": op, "args": list(args)})


def test_a_quiz_of_the_room_tallies_each_seat_s_answer_and_shows_each_seat_only_its_own(tmp_path: Any) -> None:
    hub, c = _client(tmp_path)
    with c:
        t = make(c, {"pack": "dml", "settings": {"players": 4, "seed": 7}})
        teacher, projector, seats = t["teacher"], t["projector"], t["seats"]
        assert "quiz" in c.get(teacher + "/state").json()["table"]["teacher_ops"]
        assert c.get(seats[0] + "/state").json()["quiz"] is None
        assert _op(c, seats[0], "quiz").status_code == 403  # a seat does not draw questions
        r = _op(c, teacher, "quiz")
        assert r.status_code == 200, r.text
        first = practice.order("dml")[0]
        q = practice.question("dml", first, seed=0)  # the first rule a learner meets, from the bank
        shown = r.json()["quiz"]
        assert shown["prompt"] == q.prompt and shown["options"] == [o.text for o in q.options]
        assert shown["rule"] == first and shown["answer"] == q.answer and shown["seats"] == 4

        # Before anyone answers, a seat sees the question but not its key (nor its rule).
        s0 = c.get(seats[0] + "/state").json()["quiz"]
        assert s0["answer"] is None and s0["rule"] is None and "tally" not in s0 and s0["mine"] is None
        assert c.get(projector + "/state").json()["quiz"]["answer"] is None

        wrong = (q.answer + 1) % len(q.options)
        before = [c.get(u + "/state").text for u in urls(t)]
        bad = _op(c, seats[0], "answer", 9)
        assert bad.status_code == 400 and "answer" in bad.json()["error"] and "9" in bad.json()["error"]
        assert _op(c, seats[0], "answer", "1").status_code == 400
        assert _op(c, projector, "answer", 0).status_code == 403
        assert [c.get(u + "/state").text for u in urls(t)] == before  # a refusal changes nothing

        mine = _op(c, seats[0], "answer", q.answer).json()["quiz"]
        assert mine["mine"] == q.answer and mine["feedback"]["correct"] is True
        assert first in mine["feedback"]["rules"]
        with c.websocket_connect(seats[1] + "/ws") as ws:
            json.loads(ws.receive_text())
            ws.send_text(json.dumps({"op": "answer", "args": [wrong]}))
            got = json.loads(ws.receive_text())["state"]["quiz"]
            while got["mine"] is None:
                got = json.loads(ws.receive_text())["state"]["quiz"]
        f = practice.feedback(q, wrong)
        assert got["feedback"]["correct"] is False and got["feedback"]["text"] == f.text
        assert got["feedback"]["misreading"] == f.misreading
        assert _op(c, seats[2], "answer", q.answer).status_code == 200
        again = _op(c, seats[2], "answer", wrong)
        assert again.status_code == 409 and "one answer" in again.json()["error"]

        # No seat sees another's answer: seat 3 (not answered) and seat 0 see counts only.
        for url in (seats[3], seats[0]):
            s = c.get(url + "/state").json()["quiz"]
            assert "tally" not in s and "rules" not in s and s["answered"] == 3
        assert c.get(seats[3] + "/state").json()["quiz"]["mine"] is None
        assert "tally" not in c.get(projector + "/state").json()["quiz"]  # the room sees it when ended

        tally = c.get(teacher + "/state").json()["quiz"]
        counts = {row["option"]: row["count"] for row in tally["tally"]}
        assert counts[q.answer] == 2 and counts[wrong] == 1 and sum(counts.values()) == 3
        assert tally["rules"] == [{"rule": first, "asked": 1, "answers": 3, "of": 4, "right": 2}]

        assert _op(c, teacher, "end_quiz").status_code == 200
        pj = c.get(projector + "/state").json()["quiz"]
        assert pj["ended"] and pj["answer"] == q.answer and pj["tally"] == tally["tally"]
        assert pj["rules"] == tally["rules"]
        assert _op(c, seats[3], "answer", 0).status_code == 409  # ended: no more answers
        assert _op(c, teacher, "end_quiz").status_code == 409

        # The next draw is the next rule not asked; a named rule is drawn as asked for.
        nxt = _op(c, teacher, "quiz").json()["quiz"]
        assert nxt["rule"] == practice.order("dml")[1]
        named = practice.order("dml")[5]
        assert _op(c, teacher, "quiz", named).json()["quiz"]["rule"] == named
        unknown = _op(c, teacher, "quiz", "no-such-rule")
        assert unknown.status_code == 400 and "no-such-rule" in unknown.json()["error"]
        state = c.get(teacher + "/state").json()["quiz"]
        assert [row["rule"] for row in state["rules"]] == [first, practice.order("dml")[1], named]
        before = {u: c.get(u + "/state").text for u in urls(t)}
    hub.store.close()
    assert_restored(tmp_path, t, before)


def test_the_docs_quiz_messages_are_taken(tmp_path: Any) -> None:
    """Every quiz message of docs/table-http.md, sent as written, in order, is taken."""
    text = (Path(__file__).resolve().parents[2] / "docs" / "table-http.md").read_text("utf-8")
    blocks = [json.loads(b) for b in re.findall(r"```json\n(.*?)```", text, re.S)]
    messages = [b for b in blocks if isinstance(b, dict) and b.get("op") in ("quiz", "answer", "end_quiz")]
    assert [m["op"] for m in messages] == ["quiz", "quiz", "answer", "end_quiz"]
    hub, c = _client(tmp_path)
    with c:
        t = make(c, {"pack": "dml", "settings": {"players": 4, "seed": 7}})
        for m in messages:
            url = t["seats"][0] if m["op"] == "answer" else t["teacher"]
            r = c.post(url + "/op", json=m)
            assert r.status_code == 200, (m, r.text)
        assert c.get(t["projector"] + "/state").json()["quiz"]["tally"][1]["count"] == 1
    hub.store.close()


def test_a_seats_feedback_sends_its_head_apart_in_every_language(tmp_path: Any) -> None:
    """The page shows the head ("Right.") in bold and the body after it, cutting nothing: in the
    pseudo-locale, whose whole sentence is bracketed, the head showed twice when the page cut
    the language's head out of the text."""
    from dml_tutor import i18n

    _hub, c = _client(tmp_path)
    with c:
        t = make(c, {"pack": "dml", "settings": {"players": 4, "seed": 7}})
        assert _op(c, t["teacher"], "quiz").status_code == 200
        q = practice.question("dml", practice.order("dml")[0], seed=0)
        # one seat a language; a right answer to the first question, a wrong one to the next
        for wrong in (False, True):
            if wrong:
                assert _op(c, t["teacher"], "quiz", q.rule).status_code == 200
                q = practice.question("dml", q.rule, seed=1)
            index = (q.answer + 1) % len(q.options) if wrong else q.answer
            for seat, lang in enumerate(("en", "de", "en-XA")):
                r = c.post(t["seats"][seat] + f"/op?lang={lang}", json={"op": "answer", "args": [index]})
                f = r.json()["quiz"]["feedback"]
                m = i18n.Messages(lang)
                head = m("table-quiz-wrong") if wrong else m("table-quiz-right")
                assert f["correct"] is not wrong and f["head"] == head, (lang, f)
                assert f["body"] and head not in f["body"] and f["body"] != f["text"]
                if lang != i18n.PSEUDO:  # Practice's whole sentence is the head and the body
                    assert f["text"] == f"{head} {f['body']}", (lang, f)
                else:  # the pseudo-locale's head word shows once, in the head
                    assert f["text"].startswith("[" + head[1:-1]) and head[1:-1] not in f["body"]


def test_the_misreading_a_wrong_answer_shows_reads_in_the_seats_language(tmp_path: Any) -> None:
    _hub, c = _client(tmp_path)
    with c:
        t = make(c, {"pack": "dml", "settings": {"players": 4, "seed": 7}})
        rule = "event.marauders"  # its first question's option 0 is a misreading of the rule
        assert _op(c, t["teacher"], "quiz", rule).status_code == 200
        f = practice.feedback(practice.question("dml", rule, seed=0), 0)
        assert f.misreading is not None
        english = practice.misreadings("dml")[f.misreading].text
        read = {}
        for seat, lang in enumerate(("en", "de", "en-XA")):
            r = c.post(t["seats"][seat] + f"/op?lang={lang}", json={"op": "answer", "args": [0]})
            read[lang] = r.json()["quiz"]["feedback"]["misreading_text"]
        assert read["en"] == english and read["de"] != english and read["en-XA"].startswith("[")
