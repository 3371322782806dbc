"""The Practice widget and its session: a question, the feedback on an answer (checked, never
played) with where its rule sits, the next question, the mastery map; refusals said in
``error``, changing nothing."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest

from dml_tutor import games, practice
from dml_tutor.practice import Learner
from dml_tutor.practice.session import PracticeSession
from dml_tutor.tutor.assets import STATIC, viz_module
from dml_tutor.tutor.practice import Practice, practice_front_end
from dml_tutor.view import render


class Clock:
    def __init__(self) -> None:
        self.at = datetime(2026, 3, 1, 9, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.at


def _wrong(options: list[str], q: practice.Question) -> int:
    return next(i for i, o in enumerate(q.options) if not o.correct)


@pytest.fixture
def session() -> PracticeSession:
    return PracticeSession(Learner("ada", ":memory:", Clock()), "dml")


def test_the_view_model_of_a_question(session: PracticeSession) -> None:
    vm = session.view_model()
    q = session.question
    assert vm["pack"] == "dml" and vm["learner"] == "ada" and vm["title"] == games.get("dml").title
    assert vm["question"]["options"] == [o.text for o in q.options]
    assert vm["question"]["prompt"] == q.prompt and vm["question"]["number"] == 1
    assert vm["question"]["asks"] == {"legal_move": "Which move is legal?", "what_next": "What happens next?"}.get(
        q.kind, "Which rule applies?"
    )
    assert vm["feedback"] is None and vm["error"] == ""
    shown = json.dumps(vm["question"])
    assert '"correct"' not in shown and q.rule not in shown  # nothing gives the answer away
    counts = vm["mastery"]["counts"]
    assert counts == {"new": len(practice.order("dml")), "learning": 0, "due": 0, "known": 0}
    assert [r["rule"] for r in vm["mastery"]["rows"]] == practice.order("dml")
    assert vm["mastery"]["dot"].startswith("digraph mastery")


def test_a_wrong_answer_is_explained_with_its_rule_and_where_it_sits(session: PracticeSession) -> None:
    q = session.question
    i = _wrong([], q)
    session.answer(i)
    fb = session.view_model()["feedback"]
    told = practice.feedback(q, i)
    assert (fb["correct"], fb["chosen"], fb["answer"], fb["text"], fb["remedy"]) == (
        False,
        i,
        q.answer,
        told.text,
        told.remedy,
    )
    catalog = games.get("dml").catalog()
    assert [r["id"] for r in fb["rules"]] == [catalog.rule(r).id for r in told.rules]
    assert all(r["text"] == catalog.rule(r["id"]).text for r in fb["rules"])
    assert fb["where_dot"] == practice.mastery.where_dot("dml", q.rule)
    assert fb["rule"]["id"] == q.rule
    row = next(r for r in session.view_model()["mastery"]["rows"] if r["rule"] == q.rule)
    assert (row["state"], row["last"], row["answers"]) == ("learning", "wrong", 1)


def test_refusals_change_nothing(session: PracticeSession) -> None:
    q = session.question
    with pytest.raises(ValueError, match="answer this question first"):
        session.next()
    assert session.question == q and session.error == "answer this question first"
    for bad in (9, "1", None, True):
        with pytest.raises(ValueError, match="option's index"):
            session.answer(bad)
    assert session.learner.answers() == []
    session.answer(q.answer)
    with pytest.raises(ValueError, match="this question is answered"):
        session.answer(q.answer)
    assert len(session.learner.answers()) == 1
    session.next()
    assert session.feedback is None and session.error == ""
    assert session.view_model()["question"]["number"] == 2


def test_a_misreading_is_named_in_its_words(session: PracticeSession) -> None:
    declared = practice.misreadings("dml")
    rule = next(
        (r for r in practice.order("dml") if "what_next" in practice.coverage("dml")[r]),
        None,
    )
    if rule is None:
        pytest.skip("no what_next question in dml yet")
    for seed in range(20):
        q = practice.question("dml", rule, seed=seed, kind="what_next")
        shown = [i for i, o in enumerate(q.options) if o.misreading]
        if shown:
            break
    else:
        pytest.skip("no misreading among the options")
    session.question = q
    session.answer(shown[0])
    fb = session.view_model()["feedback"]
    mid = q.options[shown[0]].misreading
    assert fb["misreading"] == {"id": mid, "text": declared[mid].text}


@pytest.fixture
def no_graphviz(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The kernel as under Pyodide: no renderer found."""
    render._reset_renderer()
    monkeypatch.setattr(render, "_choose", lambda: None)
    yield
    monkeypatch.undo()
    render._reset_renderer()


def test_the_widget_syncs_the_session_and_runs_the_front_ends_messages() -> None:
    clock = Clock()
    w = Practice("dml", "ada", path=":memory:", clock=clock)
    assert w.learner.name == w.learner_name == "ada" and w.pack == "dml"
    assert w.question == w.session.view_model()["question"] and w.feedback is None
    q = w.session.question
    w._on_message(w, {"op": "answer", "index": q.answer}, [])
    assert w.feedback is not None and w.feedback["correct"] is True
    w._on_message(w, {"op": "answer", "index": 0}, [])
    assert "this question is answered" in w.error and len(w.learner.answers()) == 1
    clock.at += timedelta(minutes=1)
    w._on_message(w, {"op": "next"}, [])
    assert w.feedback is None and w.error == "" and w.question["number"] == 2
    w._on_message(w, {"op": "play", "index": 0}, [])
    assert w.error.startswith("unknown operation 'play'")
    w._on_message(w, "answer", [])
    assert w.error.startswith("unknown operation None")
    with pytest.raises(ValueError, match="learner must be a Learner or a name"):
        Practice("dml", 7)  # type: ignore[arg-type]


@pytest.mark.skipif(render.renderer() == "none", reason="no Graphviz renderer installed")
def test_with_graphviz_the_kernel_sends_svg() -> None:
    w = Practice("dml", Learner("ada", ":memory:", Clock()))
    assert w.svg["map"].startswith("<svg") and "where" not in w.svg and w.viz_module == ""
    w.answer(0)
    assert w.svg["where"].startswith("<svg")


def test_without_graphviz_the_front_end_gets_dot_and_viz(no_graphviz: None) -> None:
    w = Practice("dml", Learner("ada", ":memory:", Clock()))
    w.answer(0)
    assert w.svg == {} and w.viz_module == viz_module()
    assert w.mastery["dot"].startswith("digraph") and w.feedback["where_dot"].startswith("digraph")


def test_the_front_end_is_one_module_and_the_tutors_style() -> None:
    js, css = practice_front_end("js"), practice_front_end("css")
    assert "function renderDot" in js and "export default { render }" in js
    assert ".dml-tutor {" in css and ".dml-practice" in css
    own = (STATIC / "practice.css").read_text(encoding="utf-8")
    assert not re.search(r"#[0-9a-fA-F]{3,8}\b|rgb\(|hsl\(", own)  # the theme's variables only
