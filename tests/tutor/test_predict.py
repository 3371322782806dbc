"""Predict, then reveal: every question's answer is what the engine's own step then says."""

from __future__ import annotations

import re

import pytest

from dml_tutor import Game
from dml_tutor.games.dml.agents import make_agents, play_out
from dml_tutor.games.dml.predictions import KINDS, Session, questions
from dml_tutor.games.dml.scenarios.prediction_form import Predict


def played(seed: int, players: int = 4) -> Game:
    g = Game(players, seed, "full")
    play_out(g, make_agents("heuristic", players, seed))
    return g


@pytest.mark.parametrize("seed", [3, 4, 11])
def test_every_answer_is_what_the_revealing_step_says(seed: int) -> None:
    g = played(seed)
    before = (len(g.trace), list(g.decisions))
    qs = questions(g)
    assert (len(g.trace), list(g.decisions)) == before  # the game is not touched
    assert {q.kind for q in qs} == set(KINDS)
    for q in qs:
        assert 0 <= q.ask_at < q.reveal_at < len(g.trace) and q.rules
        revealed = g.trace[q.reveal_at].text
        if q.kind == "target_value":
            assert isinstance(q.answer, int) and not q.choices
            stated = re.search(r"Target Value ([\d +=-]+)", revealed)  # "Target Value 10 - 2 - 3 = 5"
            assert stated and int(stated[1].split()[-1]) == q.answer
            assert f"Target Value {q.answer}" not in g.trace[q.ask_at].text  # asked before it is said
        else:
            assert q.answer in q.choices
        if q.kind == "seize":
            winner = re.match(r"Seat (\d+)'s", revealed)
            assert q.answer == (f"seat {winner[1]}" if winner else "nobody")
            assert g.trace[q.ask_at].text.startswith("Revealed:")
        if q.kind == "roll":
            assert g.trace[q.ask_at].kind == "roll"
            assert revealed.startswith("Success") == (q.answer == q.choices[0])
        if q.kind == "scores":
            assert g.result is not None and q.reveal_at == len(g.trace) - 1
            assert q.answer == f"seat {g.result.winner}"


def test_kinds_are_checked_and_chosen() -> None:
    g = played(3)
    assert {q.kind for q in questions(g, ["seize"])} == {"seize"}
    with pytest.raises(ValueError, match="kinds: unknown"):
        questions(g, ["weather"])
    with pytest.raises(ValueError, match="kinds: unknown"):
        Predict(seed=3, kinds=["weather"])
    with pytest.raises(ValueError, match="limit"):
        Predict(seed=3, limit=0)


def test_a_session_keeps_the_score_and_refuses_non_answers() -> None:
    g = played(4)
    tv = next(q for q in questions(g) if q.kind == "target_value")
    seize = next(q for q in questions(g) if q.kind == "seize")
    s = Session()
    assert s.score == "no predictions yet"
    assert s.commit(tv, str(tv.answer)).right
    wrong = seize.choices[1] if seize.answer == seize.choices[0] else seize.choices[0]
    r = s.commit(seize, wrong)
    assert not r.right and f"you said {wrong}" in r.text and seize.rules[0] in r.text
    assert s.score == "1 of 2 right"
    for bad in ("banana", 99, None):
        with pytest.raises(ValueError, match="seize: choose one of"):
            s.commit(seize, bad)
    with pytest.raises(ValueError, match="target_value: the answer is a whole number"):
        s.commit(tv, "seven")
    assert s.score == "1 of 2 right"  # refused guesses do not count
    assert s.commit(seize, seize.choices.index(seize.answer)).right  # a choice by its number


def test_the_notebook_helper_asks_reveals_and_scores() -> None:
    quiz = Predict(seed=4, kinds=["target_value", "seize", "roll"], limit=4)
    assert len(quiz.questions) == 4
    form = quiz.form()
    header, answer_box, buttons, reveal = form.children
    commit, nxt = buttons.children
    first = quiz.question
    assert first is not None and first.prompt in header.value.replace("&#x27;", "'")
    assert "Prediction 1 of 4" in header.value and "The table now" in header.value
    (control,) = answer_box.children
    control.value = "not a number" if not first.choices else None
    commit.click()
    assert "choose one of" in reveal.value or "whole number" in reveal.value
    assert quiz.score == "no predictions yet" and nxt.disabled
    control.value = str(first.answer) if not first.choices else first.answer
    commit.click()
    assert "Right" in reveal.value and "1 of 1 right" in reveal.value and first.rules[0] in reveal.value
    assert commit.disabled and not nxt.disabled
    nxt.click()
    assert "Prediction 2 of 4" in header.value and quiz.question is not first
    while quiz.question is not None:
        quiz.commit(0)
    form.show()
    assert "All predictions made" in header.value and commit.disabled
    with pytest.raises(ValueError, match="every question is answered"):
        quiz.commit(0)


def test_the_helper_shows_the_table_as_it_stands_when_asked() -> None:
    quiz = Predict(seed=4, kinds=["seize"], limit=1)
    q = quiz.question
    assert q is not None
    page = quiz.table_html(q)
    assert 'class="dml-game"' in page
    # the breadcrumb of the moment the question is asked, not of the game's end
    assert "Seize Attempt Phase" in page and "End Stage" not in page.split("</div>")[0]
