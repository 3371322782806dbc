"""The lite site's Practice page, its Python side: a learner in memory, the record handed to the
page after every answer (which keeps it in the browser's storage) and taken back at the start,
imported and refused when spoilt; the page's operations checked."""

from __future__ import annotations

import json
from typing import Any

import pytest

from dml_tutor import practice
from dml_tutor.page.practice import PagePractice


class Page:
    """What the page receives, message by message."""

    def __init__(self) -> None:
        self.got: list[dict[str, Any]] = []
        self.practice = PagePractice(lambda text: self.got.append(json.loads(text)))

    def last(self, kind: str) -> dict[str, Any]:
        return next(m for m in reversed(self.got) if m["type"] == kind)

    def op(self, **content: Any) -> None:
        self.practice.call(json.dumps(content))


def test_a_new_learner_starts_and_every_answer_hands_the_record_to_the_page() -> None:
    page = Page()
    page.practice.start("merc", "ada")
    state = page.last("state")["state"]
    assert state["learner_name"] == "ada" and state["pack"] == "merc" and state["feedback"] is None
    assert state["svg"] == {} and state["mastery"]["dot"].startswith("digraph")  # the page draws
    assert set(state) >= {"question", "mastery", "error", "title"}
    q = page.practice.session.question  # type: ignore[union-attr]
    page.op(op="answer", index=q.answer)
    assert page.last("state")["state"]["feedback"]["correct"] is True
    record = page.last("record")
    assert record["name"] == "ada"
    data = json.loads(record["text"])
    assert [a["rule"] for a in data["answers"]] == [q.rule]
    n = len(page.got)
    page.op(op="next")
    assert page.got[n:] and all(m["type"] == "state" for m in page.got[n:])  # nothing new to store


def test_the_record_the_browser_kept_is_taken_back() -> None:
    first = Page()
    first.practice.start("merc", "ada")
    q = first.practice.session.question  # type: ignore[union-attr]
    first.op(op="answer", index=q.answer)
    kept = first.last("record")["text"]
    again = Page()
    again.practice.start("merc", "someone else", kept)  # the record names its learner
    state = again.last("state")["state"]
    assert state["learner_name"] == "ada"
    row = next(r for r in state["mastery"]["rows"] if r["rule"] == q.rule)
    assert row["answers"] == 1 and row["last"] == "right"
    assert again.practice.session.question.rule != q.rule  # type: ignore[union-attr]  # the rule just asked waits


def test_refusals_name_what_is_wrong_and_keep_what_is_shown() -> None:
    page = Page()
    page.op(op="next")
    assert page.last("refused")["error"] == "no game yet: choose one"
    page.practice.start("chess", "ada")
    assert "chess" in page.last("refused")["error"]
    page.practice.start("merc", " ")
    assert "your name" in page.last("refused")["error"]
    page.practice.start("merc", "ada")
    shown = page.practice.session
    page.practice.start("merc", "ada", '{"format": "something else"}')
    assert "not a dml-tutor learner record" in page.last("refused")["error"]
    page.practice.load("")
    assert "import: choose a file" in page.last("refused")["error"]
    page.practice.load("[1, 2")
    assert "not valid JSON" in page.last("refused")["error"]
    assert page.practice.session is shown
    for message, said in [
        ("not json", "not valid JSON"),
        (json.dumps({"op": "play"}), "unknown operation 'play'"),
        (json.dumps({"op": "answer", "index": 7}), "option's index"),
        (json.dumps({"op": "next"}), "answer this question first"),
        ("x" * 3000, "at most 2000 characters"),
    ]:
        page.practice.call(message)
        assert said in page.last("state")["state"]["error"], message
    assert shown is not None and shown.learner.answers() == []


def test_an_exported_record_is_imported_for_the_game_shown() -> None:
    page = Page()
    page.practice.start("terrus", "bo")
    mine = practice.Learner("cy", ":memory:")
    q = mine.next("terrus")
    mine.answer(q, q.answer)
    page.practice.load(mine.export())
    state = page.last("state")["state"]
    assert state["learner_name"] == "cy" and state["pack"] == "terrus"
    assert json.loads(page.last("record")["text"])["name"] == "cy"


@pytest.mark.parametrize("pack", ["dml", "merc", "terrus"])
def test_every_pack_can_be_practised_on_the_page(pack: str) -> None:
    page = Page()
    page.practice.start(pack, "ada")
    q = page.practice.session.question  # type: ignore[union-attr]
    page.op(op="answer", index=(q.answer + 1) % len(q.options))
    fb = page.last("state")["state"]["feedback"]
    assert fb["correct"] is False and fb["where_dot"].startswith("digraph") and fb["rules"]
