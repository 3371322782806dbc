"""Issue 10 in the tutor: what "View as" sends, and bad input to the tutor's operations."""

from __future__ import annotations

import gc
import weakref
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import dml_tutor as dml
from dml_tutor import Tutor


def standing_monopoly() -> Tutor:
    """Seat 1 holds a Monopoly it has not declared; seat 0 declares on the Iron Stock."""
    pos = {
        "begin": {"at": "declaration", "seat": 0},
        "zones": {
            "stock:S": ["9C"],
            "stock:H": ["5H"],
            "treasury:0": ["2D", "4D"],
            "treasury:1": ["2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "2H"],
            "event": ["7C"],
        },
        "dice": [[3, 4]],
    }
    del pos["zones"]["stock:S"]
    return Tutor.from_position(pos, seats="person")


def test_why_not_under_a_view_does_not_answer_from_another_seats_hand() -> None:
    t = standing_monopoly()
    t.run_to_decision()
    assert t.game.pending is not None and t.game.pending.seat == 0
    t.set_view(2)
    for question in ("seat 0: attempt 9♠ from the Iron Stock", "seat 0: attempt 5♥ from the Slaves Stock"):
        answer = t.why_not(question)
        assert answer is not None and "does not say" in answer
        assert "Treasury" not in answer and "2♦" not in answer and "4♦" not in answer
    answer = t.why_not(0)
    assert answer is not None and "not shown under View as" in answer
    t.set_view(None)
    assert t.why_not("seat 0: attempt 5♥ from the Slaves Stock") is None  # everything is shown


def test_a_standing_instant_win_of_another_seat_is_not_in_the_prompt_or_log() -> None:
    t = standing_monopoly()
    t.run_to_decision()
    t.choose("seat 0: attempt 5♥ from the Slaves Stock")
    t.run_to_decision()
    d = t.game.pending
    while d is not None and d.seat != 1:
        t.choose(0)
        t.run_to_decision()
        d = t.game.pending
    assert d is not None and "(Or declare Monopoly.)" in d.prompt
    t.set_view(0)
    assert "Monopoly" not in t.view["decision"]["prompt"]
    assert t.view["decision"]["count"] is None
    t.filter_log(round=None)
    assert not any("Monopoly" in row["text"] for row in t.log)
    t.set_view(1)
    assert "(Or declare Monopoly.)" in t.view["decision"]["prompt"]


def test_the_only_choice_note_and_the_seed_are_not_sent_under_a_view() -> None:
    t = Tutor(seed=3, seats="random")
    t.run_to_end()
    t.filter_log(round=None)
    forced = [e for e in t.game.trace if e.text.endswith("(the only choice)")]
    assert forced
    t.set_view(forced[0].seat)
    assert t.view["game"]["seed"] == 3 or t.view["game"]["seed"] is None
    other = next(s for s in range(t.game.players) if s != forced[0].seat)
    t.set_view(other)
    t.goto(forced[0].index)
    assert t.view["game"]["seed"] is None and "seed" not in t.view["game"]["subtitle"]
    assert not t.view["step"]["text"].endswith("(the only choice)")
    assert not any(row["text"].endswith("(the only choice)") and row["seat"] != other for row in t.log)
    t.set_view(None)
    assert t.view["game"]["seed"] == 3


def test_a_view_change_clears_the_last_why_not_answer() -> None:
    t = Tutor(seed=3, seats="person")
    t.run_to_decision()
    t.why_not("pass")
    assert t.why
    t.set_view(1)
    assert t.why == {}


def test_filter_log_checks_everything_before_changing_anything() -> None:
    t = Tutor(seed=3, seats="random")
    t.run_to_end()
    t.filter_log(round=1)
    before = dict(t.log_filter)
    for bad in ({"round": 2, "seat": 99}, {"round": 1.5}, {"round": "x"}, {"round": True}, {"round": -1}):
        with pytest.raises(ValueError):
            t.filter_log(**bad)
        assert t.log_filter == before
    t.filter_log(round="2", seat="1")
    assert t.log_filter["round"] == 2 and t.log_filter["seat"] == 1


def test_a_closed_tutor_is_freed() -> None:
    t = Tutor(seed=1)
    t.step()
    ref = weakref.ref(t)
    t.close()
    del t
    gc.collect()
    assert ref() is None
    assert isinstance(Tutor._esm, str)  # the front end is passed as text: no file watch holds it


# ------------------------------------------------------------------ fuzz

value = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-5, 2000),
    st.integers(min_value=10**30),
    st.floats(allow_nan=True),
    st.text(max_size=20),
    st.sampled_from(["pass", "all", "cursor", "0", "1", "seat 0: pass", "person", "random", "99"]),
    st.lists(st.integers(), max_size=3),
    st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
)
#: Each operation with as many arguments as it takes.
ARITY = {
    "step": 0,
    "step_over": 0,
    "step_out": 0,
    "run_to_decision": 0,
    "back": 0,
    "forward": 0,
    "goto": 1,
    "choose": 1,
    "set_view": 1,
    "why_not": 1,
    "filter_log": 2,
    "set_seat": 2,
    "restart": 1,
}
calls = st.sampled_from(sorted(ARITY)).flatmap(
    lambda op: st.tuples(st.just(op), st.lists(value, min_size=ARITY[op], max_size=ARITY[op]))
)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(ops=st.lists(calls, max_size=8))
def test_tutor_operations_refuse_bad_input_and_keep_going(ops: list[tuple[str, list[Any]]]) -> None:
    t = Tutor(seed=5, seats="person")
    for op, a in ops:
        before = (t.game.to_json(), t.cursor, dict(t.log_filter), t.view_as, list(t.seats))
        try:
            getattr(t, op)(*a)
        except ValueError:
            after = (t.game.to_json(), t.cursor, dict(t.log_filter), t.view_as, list(t.seats))
            assert after == before, f"{op}{tuple(a)} failed but changed the tutor"
            assert t.error
    assert t.view["step"]["index"] == t.cursor
    assert isinstance(t.game, dml.Game)
