"""The one protocol every host speaks (dml_tutor/tutor/protocol.py), the one place agents play
and actions are read, the history that follows every apply, and a view model that changes nothing."""

from __future__ import annotations

import json
from typing import Any

import pytest

from dml_tutor.tutor import PUBLIC, TutorSession, protocol
from dml_tutor.tutor.protocol import Message


def _state(s: TutorSession) -> tuple[Any, ...]:
    h = s.history
    return (s.game.to_json(), s.cursor, h.view_as, len(h.records), len(h.snaps), s.notice, dict(s.why))


@pytest.mark.parametrize(
    ("message", "words"),
    [
        ("{not json", "a message must be JSON"),
        ("x" * (protocol.MESSAGE_MAX + 1), "at most 20000 characters"),
        ([1], "a message must be an object {op, args, kwargs}"),
        ({"args": []}, "op: unknown operation None"),
        ({"op": "teleport"}, "op: unknown operation 'teleport'"),
        ({"op": "step", "args": "x"}, "args must be a list (step's arguments)"),
        ({"op": "goto", "kwargs": [1]}, "kwargs must be an object (goto's keyword arguments)"),
        ({"op": "goto", "args": [1], "kwargs": {"x": 2}}, "unexpected keyword argument 'x'"),
        ({"op": "step", "args": [], "extra": 1}, "unknown field 'extra'"),
        ({"op": "step", "args": [1]}, "step() takes no arguments"),
        ({"op": "goto", "args": []}, "goto() takes n"),
        ({"op": "set_seat", "args": [0]}, "missing a required argument: 'mode'"),
        ({"op": "open_fork", "args": [1]}, "open_fork() takes no arguments"),
    ],
)
def test_a_bad_message_is_a_value_error_naming_the_field_and_runs_nothing(message: object, words: str) -> None:
    s = TutorSession(pack="dml", seed=3)
    before = _state(s)
    with pytest.raises(ValueError) as refused:
        protocol.read(message)
    assert words in str(refused.value) and len(str(refused.value)) < 300
    assert _state(s) == before


def test_a_message_is_read_as_json_text_or_a_dict_alike() -> None:
    text = json.dumps({"op": "goto", "args": [2]})
    assert protocol.read(text) == protocol.read(json.loads(text)) == Message("goto", (2,), {})
    assert protocol.read({"op": "filter_log", "kwargs": {"seat": 1}, "args": None}) == Message(
        "filter_log", (), {"seat": 1}
    )
    with pytest.raises(ValueError, match="'open_fork' is not offered here: this host offers step"):
        protocol.read({"op": "open_fork"}, offered=("step",))


def test_run_calls_the_session_s_operation_and_a_refusal_is_in_error() -> None:
    s = TutorSession(pack="merc", seed=4)
    protocol.run(s, protocol.read({"op": "run_to_decision"}))
    assert s.game.trace[s.cursor].kind == "decision"
    before = _state(s)[:-2]
    with pytest.raises(ValueError):
        protocol.run(s, protocol.read({"op": "choose", "args": ["no such move"]}))
    assert s.notice and _state(s)[:-2] == before


def test_the_hint_runs_through_the_protocol_for_every_host() -> None:
    s = TutorSession(pack="dml", seed=7, players=3, seats=["person", "random", "random"])
    s.run_to_decision()
    rounds: list[int] = []
    refreshed: list[bool] = []
    message = protocol.read({"op": "hint", "args": [8], "kwargs": {"horizon": None}})

    def progress() -> None:
        rounds.append(s.hint_state["done"])

    hint = protocol.run(s, message, progress=progress, refresh=lambda: refreshed.append(True))
    assert rounds and rounds == sorted(rounds) and len(refreshed) == 2  # started, then finished
    assert hint.options and s.hint_state["running"] is False
    later: list[Any] = []
    started = protocol.run(s, message, background=later.append)  # a host's thread runs it later
    assert s.hint_state["running"] is True and len(later) == 1
    assert later[0]() is not None and s.hint_state["running"] is False and started.view["done"] > 0


def test_agents_play_in_one_place_and_the_history_follows_every_apply() -> None:
    s = TutorSession(pack="dml", seed=5, seats="random")
    made = s.play_agents(limit=30)
    g = s.game
    assert made == 30 == len(g.decisions)
    h = s.history
    assert len(h.records) == len(g.decisions) + 1 and h.records[-1].decision is g.pending
    assert h.records[-1].index == len(g.trace) - 1 and len(h.snaps) == len(g.trace)
    g.apply(g.legal_actions()[0])  # an apply from anywhere: no after_advance by hand
    assert len(h.records) == len(g.decisions) + 1 and h.records[-1].decision is g.pending
    stopped = s.play_agents(stop=lambda: len(g.decisions) >= 40)
    assert stopped == 9 and len(g.decisions) == 40


def test_a_seat_s_options_and_its_action_read_as_every_host_reads_one() -> None:
    s = TutorSession(pack="dml", seed=3, players=3, seats=["person", "heuristic", "heuristic"])
    s.run_to_decision()
    d = s.game.pending
    assert d is not None and d.seat == 0
    assert s.options(0) == list(d.actions) and s.options(1) == []
    first = d.actions[0]
    assert s.read_action(0, 0) is first and s.read_action(str(first), 0) is first
    assert s.read_action(str(s.panel.label(first))) is first  # its button's words
    assert s.read_action(first.to_json()) == first
    for bad in (True, None, 99, "x" * 3000):
        with pytest.raises(ValueError):
            s.read_action(bad, 0)


def test_a_view_model_for_another_viewer_changes_nothing() -> None:
    s = TutorSession(pack="dml", seed=3, seats="heuristic", view_as=1)
    s.run_to_end()
    s.goto(3)
    s.why_not("pass")
    before = _state(s)
    mine = s.view_model()
    for viewer in (None, 0, 2, PUBLIC):
        other = s.view_model(viewer)
        assert other["view_as"] == viewer and "error" in other and other["why"] == {}
        assert _state(s) == before
    assert s.view_model() == mine
    assert s.view_model(1) == mine  # the session's own viewer, asked by number


def test_why_not_is_answered_for_any_viewer_without_changing_the_session() -> None:
    s = TutorSession(pack="dml", seed=3, players=3, seats=["person", "heuristic", "heuristic"])
    s.run_to_decision()
    before = _state(s)
    mine = s.answer_why_not("pass")
    theirs = s.answer_why_not("seat 0: pass", viewer=1)
    assert _state(s) == before
    assert theirs["legal"] is False and "seat 1" in theirs["answer"] and "cannot see" in theirs["answer"]
    assert mine["query"] != "" and s.why_not("pass") == (None if mine["legal"] else mine["answer"])
    assert s.why == mine
