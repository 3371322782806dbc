"""The tutor's first hour: what a new player sees must be true at every step."""

from __future__ import annotations

import pytest

from dml_tutor import Tutor


def test_no_active_event_in_the_setup_and_no_badge_before_the_roll_off() -> None:
    t = Tutor(seed=7)
    seen_badge = False
    while t.game.trace[t.cursor].round == 0 or "Round" not in t.game.trace[t.cursor].breadcrumb:
        ev = t.view["table"]["event"]
        assert ev["none"] and "Setup" in ev["none"]  # no "Active Event: Carnival of Coin" in the Setup
        text = t.view["step"]["text"]
        seen_badge = seen_badge or "takes the Initiative Badge" in text
        dealers = [s["seat"] for s in t.view["seats"] if s["dealer"]]
        assert dealers == ([t.game.dealer] if seen_badge else []), (t.cursor, text)
        assert t.step()
    assert seen_badge
    # in Round 1 the Event appears once its Event Phase has begun
    while "Event Phase" not in t.game.trace[t.cursor].breadcrumb:
        assert t.view["table"]["event"]["none"] is not None
        t.step()
    t.step()
    assert t.view["table"]["event"]["none"] is None and t.view["table"]["event"]["type"]


def test_no_active_event_in_the_end_stage() -> None:
    t = Tutor(seed=3, seats="heuristic")
    t.run_to_end()
    assert "End Stage" in t.game.trace[t.cursor].breadcrumb
    assert "End Stage" in t.view["table"]["event"]["none"]


def test_a_why_not_answer_belongs_to_its_decision() -> None:
    t = Tutor(seed=7)
    t.run_to_decision()
    legal = t.decisions[0]["text"]
    t.why_not(legal)
    assert t.why["legal"] and t.why["at"] == t.cursor
    t.choose(legal)
    assert t.why == {}  # not "... is allowed" after it was played
    t.run_to_decision()
    t.why_not("lay 9♠ face down")
    assert t.why["answer"]
    t.back()
    assert t.why == {}


def test_run_to_decision_stops_only_where_a_person_decides() -> None:
    t = Tutor(seed=3, seats=["heuristic", "heuristic", "person", "heuristic"])
    t.run_to_decision()
    e = t.game.trace[t.cursor]
    assert e.kind == "decision" and e.seat == 2
    agents = Tutor(seed=3, seats="heuristic")
    agents.run_to_decision()  # nobody is a person: on to the end, past every agent's decision
    assert agents.game.is_over and agents.cursor == agents.length - 1
    agents.goto(0)
    agents.run_to_decision()  # inside the recorded history too
    assert agents.cursor == agents.length - 1


def test_a_twenty_digit_seed_is_kept_exactly() -> None:
    t = Tutor(seed=7)
    t.restart("12345678901234567890")
    assert t.game.seed == 12345678901234567890
    assert t.view["game"]["seed_text"] == "12345678901234567890"  # what the seed box shows (JS would round a number)


def test_predict_mode_stops_asks_reveals_and_scores() -> None:
    t = Tutor(seed=4, seats="heuristic", predict=["target_value", "seize", "roll"])
    assert t.predict["on"] and t.predict["score"] == "no predictions yet"
    t.run_to_end()  # stops at the first question instead
    q = t.predict["question"]
    assert q is not None and not t.game.is_over
    at = t.cursor
    assert t.step() is False and "Predict first" in t.error  # no step past an unanswered question
    assert t.cursor == at and all(row["i"] <= at for row in t.log)  # the log gives nothing away
    if q["kind"] == "target_value" and t.view["attempt"]:
        assert t.view["attempt"]["total"] == "?"
    with pytest.raises(ValueError):
        t.commit_prediction("banana" if not q["choices"] else "seat 9")
    assert t.predict["score"] == "no predictions yet"
    guess = q["choices"][0] if q["choices"] else 9
    reveal = t.commit_prediction(guess)
    assert t.predict["reveal"] == reveal and t.predict["question"] is None
    assert t.predict["score"] == f"{int(reveal['right'])} of 1 right" and reveal["rules"]
    assert t.step() is True
    t.set_predict(None)
    assert not t.predict["on"]
    t.run_to_end()
    assert t.game.is_over
    with pytest.raises(ValueError, match="predict: unknown kind"):
        Tutor(seed=1, predict=["weather"])
