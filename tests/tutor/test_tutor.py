"""The tutor widget, Python side (no browser): traits after each operation, history, decisions."""

from __future__ import annotations

import html
import json
import random
from typing import Any

import pytest

import dml_tutor as dml
from dml_tutor import Tutor
from dml_tutor.games.dml import PACK
from dml_tutor.games.dml.actions import Action, Seize, parse_action
from dml_tutor.games.dml.display.drawings import card_title, game_html, sequence_html
from dml_tutor.tutor.session_view import LOG_LIMIT
from dml_tutor.view import render
from dml_tutor.view.diagrams import sequence_dot

TRAITS = (
    "view",
    "sequence_svg",
    "wheel_svg",
    "log",
    "log_filter",
    "decisions",
    "cursor",
    "length",
    "seats",
    "view_as",
    "error",
    "why",
)


def state(t: Tutor) -> dict[str, Any]:
    return {k: getattr(t, k) for k in TRAITS}


def labels(t: Tutor) -> list[str]:
    return [f["label"] for f in t.view["step"]["breadcrumb"]]


def entry(t: Tutor) -> dml.TraceEntry:
    return t.game.trace[t.cursor]


@pytest.fixture(scope="module")
def finished() -> Tutor:
    """A whole game played by heuristic agents, cursor at the end."""
    t = Tutor(seed=3, seats="heuristic")
    t.run_to_end()
    return t


# ------------------------------------------------------------------ basics


def test_initial_traits() -> None:
    t = Tutor(seed=3)
    g = t.game
    assert t.cursor == 0
    assert t.length == len(g.trace) > 1
    assert t.view["step"]["text"] == g.trace[0].text
    assert labels(t) == [str(f.label) for f in g.trace[0].path]
    assert t.seats == ["person", "heuristic", "heuristic", "heuristic"]
    assert t.view_as is None and t.error == ""
    assert t.view["game"]["seed"] == 3 and t.view["game"]["players"] == 4
    if render.renderer() != "none":
        assert t.sequence_svg.startswith("<svg") and t.wheel_svg.startswith("<svg")
    else:  # the front end draws the DOT itself (tests/apps/test_lite.py)
        assert t.browser_render and t.sequence_dot.startswith("digraph")
    json.dumps(state(t))  # the whole contract is JSON


def test_every_entry_before_the_first_decision_has_a_snapshot() -> None:
    t = Tutor(seed=3)
    assert len(t.session.history.snaps) == len(t.game.trace)
    t2 = Tutor(dml.Game(seed=3))  # adopting a game made elsewhere
    assert len(t2.session.history.snaps) == len(t2.game.trace)
    assert t2.session.history.snaps == t.session.history.snaps


def test_adopt_game_keeps_the_object_and_its_decisions() -> None:
    g = dml.Game(seed=5)
    for _ in range(3):
        g.apply(g.legal_actions()[0])
    before = [e.text for e in g.trace]
    t = Tutor(g)
    assert t.game is g
    assert [e.text for e in g.trace] == before
    assert len(t.session.history.snaps) == len(g.trace)
    assert len(t.session.history.records) == len(g.decisions) + (g.pending is not None)


def test_from_position() -> None:
    t = Tutor.from_position({"players": 3, "seed": 2, "mode": "quickstart"}, seats="random")
    assert t.game.players == 3 and t.game.mode == "quickstart"
    assert t.view["game"]["position"] is True
    assert len(t.view["seats"]) == 3


def test_constructor_errors() -> None:
    with pytest.raises(ValueError, match="seats"):
        Tutor(seed=1, seats=["person"])
    with pytest.raises(ValueError, match="unknown mode"):
        Tutor(seed=1, seats="robot")
    with pytest.raises(ValueError, match="no seat"):
        Tutor(seed=1, view_as=7)
    with pytest.raises(ValueError, match="either a game or a seed"):
        Tutor(dml.Game(seed=1), seed=2)


# ------------------------------------------------------------ navigation


def test_step_follows_the_trace_and_advances_the_engine() -> None:
    t = Tutor(seed=3, seats="heuristic")
    start_length = t.length
    for n in range(1, 120):
        assert t.step() is True
        assert t.cursor == n
        e = entry(t)
        assert t.view["step"]["text"] == e.text
        assert t.view["step"]["kind"] == e.kind
        assert labels(t) == [str(f.label) for f in e.path]
        assert t.length == len(t.game.trace)
    assert t.length > start_length  # agents decided on the way


def test_dice_are_given_as_the_pack_describes_them() -> None:
    t = Tutor(seed=3, seats="heuristic")
    while entry(t).kind != "roll":
        t.step()
    d = t.view["step"]["chance"]
    a, b = entry(t).chance  # type: ignore[misc]
    assert d["values"] == [a, b] and d["sides"] == 6 and d["total"] == a + b
    assert d["name"] == (None if a != b else {6: "Woot! Woot!", 1: "Wyvern Eyes"}.get(a, "Dabo!"))
    while entry(t).kind == "roll":
        t.step()
    assert t.view["step"]["chance"] is None


def _stable(t: Tutor) -> dict[str, Any]:
    """What a step looks like, leaving out what changes once the future is recorded: the length,
    log and status, and at a decision whether it is still open (live) or what was chosen."""
    view = {k: v for k, v in t.view.items() if k not in ("nav", "status", "decision")}
    options = [{k: v for k, v in o.items() if k != "chosen"} for o in t.decisions]
    return {"view": view, "svg": t.sequence_svg, "wheel": t.wheel_svg, "decisions": options, "cursor": t.cursor}


def test_back_forward_identity() -> None:
    t = Tutor(seed=4, seats="heuristic")
    first = [_stable(t)]
    for _ in range(80):
        t.step()
        first.append(_stable(t))
    full = [state(t)]
    for k in range(len(first) - 2, -1, -1):
        assert t.back() is True
        assert _stable(t) == first[k], f"back to {k}"
        full.append(state(t))
    full.reverse()
    assert t.back() is False and "first step" in t.error
    for k in range(1, len(first)):
        assert t.forward() is True
        assert _stable(t) == first[k], f"forward to {k}"
        assert state(t) == full[k], f"forward to {k}"


def test_forward_never_runs_the_engine() -> None:
    t = Tutor(seed=4, seats="heuristic")
    t.goto(-1)
    n = t.length
    assert t.forward() is False
    assert "use Step" in t.error and t.length == n


def test_goto() -> None:
    t = Tutor(seed=4, seats="heuristic")
    for _ in range(30):
        t.step()
    t.goto(5)
    assert t.cursor == 5 and t.view["step"]["index"] == 5
    t.goto(-1)
    assert t.cursor == t.length - 1
    t.goto("7")  # type: ignore[arg-type]  # from the slider as text
    assert t.cursor == 7
    with pytest.raises(ValueError, match="no step"):
        t.goto(10**6)
    assert "no step" in t.error and t.cursor == 7
    t.goto(0)
    assert t.error == ""


def test_step_over_skips_nested_sequences() -> None:
    t = Tutor(seed=6, seats="heuristic")
    rng = random.Random(1)
    for _ in range(40):
        i = t.cursor
        here = entry(t).path
        n = len(here)
        if t.step_over() is False:
            break
        j = t.cursor
        trace = t.game.trace
        assert j > i
        p = trace[j].path
        assert not (len(p) > n and p[:n] == here)
        assert all(len(trace[k].path) > n and trace[k].path[:n] == here for k in range(i + 1, j))
        for _ in range(rng.randrange(4)):
            t.step()


def test_step_out_finishes_the_current_sequence() -> None:
    t = Tutor(seed=6, seats="heuristic")
    for _ in range(60):
        t.step()
    for _ in range(15):
        i = t.cursor
        here = entry(t).path
        n = len(here)
        if n <= 1 or t.step_out() is False:
            break
        j = t.cursor
        trace = t.game.trace
        assert trace[j].path[:n] != here
        assert all(trace[k].path[:n] == here for k in range(i + 1, j))
        t.step()


def test_run_to_decision_without_persons_runs_to_the_end() -> None:
    """ "Run until a person must decide": with every seat an agent, nobody must."""
    t = Tutor(seed=6, seats="heuristic")
    assert t.run_to_decision() is True
    assert t.game.is_over and t.cursor == t.length - 1


def test_game_over(finished: Tutor) -> None:
    t = finished
    assert t.game.is_over and t.cursor == t.length - 1
    res = t.view["game"]["result"]
    assert res is not None and res["reason"] == t.game.result.reason  # type: ignore[union-attr]
    assert all("score" in s for s in t.view["seats"])
    assert all(s["king"]["revealed"] for s in t.view["seats"])
    assert t.view["nav"]["can_step"] is False
    assert t.step() is False
    assert "game is over" in t.error


# ------------------------------------------------------------ decisions


def test_person_decision_stops_the_engine() -> None:
    t = Tutor(seed=3)
    assert t.run_to_decision() is True
    d = t.game.pending
    assert d is not None and d.seat == 0
    e = entry(t)
    assert e.kind == "decision" and e.seat == 0 and t.cursor == t.length - 1
    v = t.view["decision"]
    assert v["live"] and v["seat"] == 0 and v["mode"] == "person" and not v["hidden"]
    legal = [o for o in t.decisions if o["legal"]]
    assert [o["text"] for o in legal] == [str(a) for a in d.actions]
    assert t.view["nav"]["waiting"] == 0
    assert t.step() is False and "Seat 0 must decide" in t.error
    assert t.cursor == t.length - 1


@pytest.mark.parametrize("form", ["index", "text", "label", "action"])
def test_choose_forms(form: str) -> None:
    t = Tutor(seed=3)
    t.run_to_decision()
    d = t.game.pending
    assert d is not None
    a = d.actions[-1]
    arg: Any = {"index": len(d.actions) - 1, "text": str(a), "label": t.decisions[len(d.actions) - 1]["label"]}.get(
        form, a
    )
    i = t.cursor
    t.choose(arg)
    assert t.game.decisions[-1] == a
    assert t.cursor == i + 1 and entry(t).kind == "action" and entry(t).text == str(a)
    assert t.error == ""


def test_illegal_choice_shows_the_engine_reason() -> None:
    t = Tutor(seed=3)
    t.run_to_decision()
    n = len(t.game.decisions)
    wrong = "seat 1: pass (Seize Attempt)"
    with pytest.raises(dml.IllegalActionError) as info:
        t.choose(wrong)
    assert "seat 0's decision" in str(info.value)
    assert t.error == str(info.value) and "[" in t.error
    assert len(t.game.decisions) == n  # untouched
    with pytest.raises(ValueError, match="could not read"):
        t.choose("dance a jig")
    with pytest.raises(ValueError, match="no option"):
        t.choose(999)


def test_choose_off_a_decision_is_an_error() -> None:
    t = Tutor(seed=3)
    with pytest.raises(ValueError, match="not a decision"):
        t.choose(0)
    assert "not a decision" in t.error


def test_plausible_illegal_examples_come_with_reasons() -> None:
    t = Tutor(seed=8, seats="random")
    t.run_to_end()
    found = [r for r in t.session.history.records if r.examples]
    assert found, "no decision offered an illegal example"
    rec = found[0]
    t.goto(rec.index)
    illegal = [o for o in t.decisions if not o["legal"]]
    assert len(illegal) == len(rec.examples)
    for o in illegal:
        assert o["index"] is None and o["why"] and "[" in o["why"]
        assert t.why_not(o["text"]) == o["why"]
        why = dict(t.why)
        remedy = why.pop("remedy")  # an example refused by the rules says what would make it legal
        assert why == {"query": o["text"], "legal": False, "answer": o["why"], "at": rec.index}
        k = t.session.history.records.index(rec)  # the decision's ordinal
        said = t.session.history.game_at(k).reason(o["text"]).remedy  # a message: the tutor shows its English
        assert remedy == (None if said is None else str(said))


def test_why_not() -> None:
    t = Tutor(seed=3)
    t.run_to_decision()
    d = t.game.pending
    assert d is not None
    assert t.why_not(0) is None and t.why["legal"] is True
    assert t.why_not(str(d.actions[0])) is None
    reason = t.why_not("seat 2: pass (Seize Attempt)")
    assert reason is not None and "seat 0's decision" in reason
    assert t.why["legal"] is False and t.why["answer"] == reason
    assert "could not read" in (t.why_not("fly to the moon") or "")
    t.goto(0)
    assert "not a decision" in (t.why_not("pass") or "")


def test_why_not_at_a_past_decision_uses_that_moment() -> None:
    t = Tutor(seed=3)
    t.run_to_decision()
    i = t.cursor
    t.choose(0)
    t.run_to_decision()
    t.goto(i)
    assert t.view["decision"]["live"] is False
    assert t.why_not(0) is None
    assert "seat 0's decision" in (t.why_not("seat 3: pass (Seize Attempt)") or "")


def test_choosing_at_a_past_decision_rewrites_the_future() -> None:
    t = Tutor(seed=3)
    t.run_to_decision()
    first = t.cursor
    k = len(t.game.decisions)
    t.choose(0)
    for _ in range(3):
        t.run_to_decision()
        t.choose(0)
    long_length = t.length
    t.goto(first)
    assert next(o["chosen"] for o in t.decisions if o["legal"]) is True
    d = t.session.history.records[k].decision
    other = d.actions[-1]
    assert other != d.actions[0]
    t.choose(other)
    g = t.game
    assert len(g.decisions) == k + 1 and g.decisions[k] == other
    assert t.cursor == first + 1 and entry(t).text == str(other)
    assert len(t.session.history.snaps) == len(g.trace) and t.length == len(g.trace) != long_length
    # history is exactly what a fresh tutor records for the same decisions
    fresh = Tutor(g.copy())
    assert [e.text for e in fresh.game.trace] == [e.text for e in g.trace]
    assert fresh.session.history.snaps == t.session.history.snaps
    assert [r.index for r in fresh.session.history.records] == [r.index for r in t.session.history.records]


def test_choosing_the_recorded_action_keeps_history() -> None:
    t = Tutor(seed=3)
    t.run_to_decision()
    first = t.cursor
    t.choose(0)
    t.run_to_decision()
    t.choose(0)
    n, texts = t.length, [e.text for e in t.game.trace]
    t.goto(first)
    t.choose(0)
    assert t.cursor == first + 1
    assert t.length == n and [e.text for e in t.game.trace] == texts


def test_agents_decide_when_stepping_past_the_end() -> None:
    t = Tutor(seed=3, seats=["heuristic", "random", "heuristic", "random"])
    t.goto(-1)  # the engine records up to the first decision
    assert entry(t).kind == "decision"
    n = len(t.game.decisions)
    assert t.step() is True
    assert entry(t).kind == "action" and len(t.game.decisions) == n + 1


# ------------------------------------------------------------ settings


def test_seat_modes() -> None:
    t = Tutor(seed=3)
    t.set_seat(0, "heuristic")
    assert t.seats[0] == "heuristic" and t.view["seats"][0]["mode"] == "heuristic"
    with pytest.raises(ValueError, match="unknown seat mode"):
        t.set_seat(1, "wizard")
    assert "unknown seat mode" in t.error
    with pytest.raises(ValueError, match="no seat"):
        t.set_seat(9, "random")
    t.set_seat(2, "person")
    t.run_to_decision()
    assert entry(t).seat == 2 and t.view["decision"]["mode"] == "person"


def test_view_as_hides_what_the_seat_may_not_know() -> None:
    t = Tutor(seed=3)
    t.run_to_decision()
    g = t.game
    for seat in (None, 0, 1, 2, 3):
        t.set_view(seat)
        assert t.view_as == seat and t.view["view_as"] == seat
        expected = g.view(seat)["zones"]
        for s in t.view["seats"]:
            tre = s["treasury"]
            if expected[f"treasury:{s['seat']}"]["cards"] is None:
                assert tre["cards"] is None
            else:
                assert sorted(c["code"] for c in tre["cards"]) == sorted(expected[f"treasury:{s['seat']}"]["cards"])
            assert tre["count"] == expected[f"treasury:{s['seat']}"]["count"]
            king = expected[f"king:{s['seat']}"]["cards"]
            assert (s["king"]["card"] is None) == (king is None)
    t.set_view(1)  # seat 0's decision is no step for seat 1 (P-13): it sees seat 0 act, not asked
    assert t.view["decision"] is None and t.decisions == [] and t.view["nav"]["waiting"] == 0
    t.set_view("everything")  # type: ignore[arg-type]  # the front end's "everything"
    assert t.view_as is None and t.decisions


def test_view_as_redacts_other_seats_seize_cards_in_text_and_log() -> None:
    t = Tutor(seed=3, seats="heuristic")
    t.run_to_end()
    g = t.game
    idx = next(
        r.index + 1
        for k, r in enumerate(t.session.history.records)
        if k < len(g.decisions) and isinstance(g.decisions[k], Seize) and g.decisions[k].seat != 0
    )
    act = g.trace[idx].action
    assert isinstance(act, Seize)
    t.goto(idx)
    assert act.card.symbol in t.view["step"]["text"]
    t.set_view(0)
    assert act.card.symbol not in t.view["step"]["text"]
    assert "face down" in t.view["step"]["text"]
    row = next(r for r in t.log if r["i"] == t.session.history.pos(idx))  # View as numbers the seat's steps
    assert row["kind"] == "action" and "face down" in row["text"]
    assert act.card.symbol not in row["text"]
    t.set_view(act.seat)
    assert act.card.symbol in t.view["step"]["text"]


def test_restart() -> None:
    t = Tutor(seed=3)
    for _ in range(10):
        t.step()
    t.restart(seed=11)
    assert t.game.seed == 11 and t.cursor == 0 and t.length == len(t.game.trace)
    assert len(t.session.history.snaps) == t.length
    t.set_view(3)
    t.restart(players=3, mode="quickstart")
    assert t.game.players == 3 and t.game.mode == "quickstart" and t.game.seed == 11
    assert len(t.seats) == 3 and t.view_as is None
    t.restart()
    assert t.game.seed == 11


def test_log_filter() -> None:
    t = Tutor(seed=3, seats="heuristic")
    for _ in range(150):
        t.step()
    r = entry(t).round
    assert t.log_filter["round"] == "cursor"
    assert t.log and all(row["round"] == r for row in t.log)
    assert any(row["i"] == t.cursor for row in t.log)
    t.filter_log(round=1)
    assert t.log and all(row["round"] == 1 for row in t.log)
    t.filter_log(round=None, seat=2)
    assert t.log and all(row["seat"] == 2 for row in t.log)
    assert t.log_filter["seat"] == 2 and t.log_filter["total"] == sum(1 for e in t.game.trace if e.seat == 2)
    t.filter_log("all", "all")  # the front end's "all"
    assert t.log_filter["round"] is None and t.log_filter["seat"] is None
    with pytest.raises(ValueError, match="no seat"):
        t.filter_log(seat=8)


def test_log_is_windowed_on_long_games(finished: Tutor) -> None:
    t = finished
    t.filter_log(round=None)
    try:
        assert t.log_filter["total"] == t.length > LOG_LIMIT
        assert len(t.log) == LOG_LIMIT
        assert any(row["i"] == t.cursor for row in t.log)
        t.goto(0)
        assert t.log[0]["i"] == 0
    finally:
        t.filter_log()
        t.goto(-1)


def test_log_entries_are_readable(finished: Tutor) -> None:
    t = finished
    t.filter_log(round=None)
    try:
        rolls = [row for row in t.log if row["kind"] == "roll"]
        assert rolls and all(len(row["chance"]) == 2 for row in rolls)
        for row in rolls:
            a, b = row["chance"]
            assert row["roll"] == (None if a != b else {6: "Woot! Woot!", 1: "Wyvern Eyes"}.get(a, "Dabo!"))
    finally:
        t.filter_log()


def test_attempt_breakdown_and_probability() -> None:
    t = Tutor(seed=3, seats="heuristic")
    while t.view["attempt"] is None or t.view["attempt"]["black_market"]:
        assert t.step()
    a = t.view["attempt"]
    assert sum(term["amount"] for term in a["terms"]) == a["total"]
    p = dml.success_probability(a["total"])
    assert a["probability"]["fraction"] == str(p)
    assert a["probability"]["percent"] == f"{float(p):.1%}"
    assert a["type"]["primary"]["suit"] == dml.primary_buying(a["type"]["suit"])
    if render.renderer() != "none":
        assert "target" in t.wheel_svg


# ------------------------------------------------------------ messages


def test_messages_dispatch_to_methods() -> None:
    t = Tutor(seed=3, seats="heuristic")
    t._on_front_end_msg(t, {"op": "step", "args": []}, [])
    assert t.cursor == 1
    t._on_front_end_msg(t, {"op": "goto", "args": [0]}, [])
    assert t.cursor == 0
    t._on_front_end_msg(t, {"op": "explode", "args": []}, [])
    assert "unknown operation" in t.error
    t._on_front_end_msg(t, {"op": "goto", "args": [10**6]}, [])  # errors are shown, not raised
    assert "no step" in t.error
    t._on_front_end_msg(t, {"op": "restart", "args": [5], "kwargs": {"players": 3, "mode": "full"}}, [])
    assert t.game.seed == 5 and t.game.players == 3 and t.error == ""
    t._on_front_end_msg(t, {"op": "set_view", "args": [None]}, [])
    assert t.view_as is None


def test_custom_messages_arrive_through_ipywidgets() -> None:
    """The comm message path ipywidgets uses for ``model.send`` from the front end."""
    t = Tutor(seed=3, seats="heuristic")
    msg = {
        "content": {"data": {"method": "custom", "content": {"op": "step", "args": [], "kwargs": {}}}},
        "buffers": [],
    }
    t._handle_msg(msg)
    assert t.cursor == 1 and t.error == ""


# ------------------------------------------------------------ helpers


def _all_actions(seed: int) -> list[Action]:
    g = dml.Game(seed=seed, trace=False)
    rng = random.Random(seed)
    seen: list[Action] = []
    while not g.is_over:
        acts = g.legal_actions()
        seen.extend(acts)
        g.apply(rng.choice(acts))
    return seen


def test_parse_action_reads_every_printed_action() -> None:
    kinds: set[str] = set()
    for seed in range(4):
        for a in _all_actions(seed):
            assert parse_action(str(a), 0) == a, str(a)
            kinds.add(type(a).__name__)
    assert {"Pass", "Declare", "Bid", "Seize", "Play", "Reroll"} <= kinds


def test_parse_action_short_forms() -> None:
    assert parse_action("bid 5S", 1) == dml.Bid(1, (dml.Card.parse("5S"),), "primary")
    assert parse_action("attempt 9S 8S", 2) == dml.Declare(2, "stock:S", tuple(dml.cards("9S 8S")))
    assert parse_action("seize 4H", 3) == dml.Seize(3, dml.Card.parse("4H"))
    assert parse_action("seat 2: steal a random card from seat 1", 0) == dml.Steal(2, 1)
    with pytest.raises(ValueError, match="could not read"):
        parse_action("attempt 99Z", 0)


def test_snapshots_match_the_engine_at_every_decision() -> None:
    t = Tutor(seed=2, seats="random")
    for _ in range(12):
        t.run_to_decision()
        t.goto(-1)
        snap = t.session.history.snaps[-1]
        zones = t.game.view(None)["zones"]
        assert {k: (v["knowledge"], tuple(v["cards"])) for k, v in zones.items()} == snap.zones
        att = t.game.attempt
        assert (snap.attempt is None) == (att is None)
        if att is not None and snap.attempt is not None:
            assert snap.attempt["total"] == att.tv().total


@pytest.mark.skipif(render.renderer() == "none", reason="no Graphviz renderer installed")
def test_sequence_html_is_the_direct_rendering_byte_for_byte(finished: Tutor) -> None:
    paths = list(dict.fromkeys(e.path for e in finished.game.trace))
    rng = random.Random(0)
    for path in rng.sample(paths, 60) + paths[:5] + paths[-5:]:
        assert sequence_html(path) == render.render_html(sequence_dot(path, pack=PACK)), [f.label for f in path]
    assert finished.sequence_svg == render.render_html(
        sequence_dot(finished.game.trace[finished.cursor].path, pack=PACK)
    )


def test_game_html() -> None:
    t = Tutor(seed=3)
    t.run_to_decision()
    g = t.game
    out = game_html(g)
    for f in g.path:
        assert str(f.label).replace("'", "&#x27;") in out
    for name in ("Iron", "Wood", "Slaves", "Spice", "Black Markets", "Hoard", "Court", "Treasury"):
        assert name in out
    assert ("<svg" in out) == (render.renderer() != "none")
    for seat in range(4):
        assert f"{len(g.treasury[seat])} cards" in out
    for seat in range(4):  # Treasuries are private: only their sizes show
        for c in g.treasury[seat]:
            assert html.escape(card_title(c.code)) not in out


def test_where_the_browser_draws_the_shipped_drawings_go_as_svg(monkeypatch: pytest.MonkeyPatch) -> None:
    """Diagrams drawn in the browser: with browser_render (no Graphviz in the kernel, or Tutor.browser_diagrams), DML's
    shipped sequence-tree layouts and Wheel of Profit pictures are sent as SVG, so the browser
    lays nothing out with viz.js; the view model says so in its version."""
    from dml_tutor.tutor import VIEW_MODEL_VERSION

    monkeypatch.setattr(Tutor, "browser_diagrams", True)
    t = Tutor(seed=3, seats="heuristic")
    assert t.session.view_model(browser=True)["version"] == VIEW_MODEL_VERSION == 3
    targets = set()
    for _ in range(150):
        assert t.browser_render
        assert t.sequence_svg.startswith("<svg") and t.sequence_dot == ""
        assert t.wheel_svg.startswith("<svg") and t.wheel_dot == ""
        if render.renderer() == "graphviz-pure":  # the kernel's own drawing of this path, byte for byte
            assert t.sequence_svg == sequence_html(t.game.trace[t.cursor].path)
        targets.add(t.wheel_svg)
        if not t.step():
            break
    assert len(targets) >= 2  # the wheel changed with the attempts' targets


def test_a_step_runs_no_graphviz_where_the_drawings_ship(monkeypatch: pytest.MonkeyPatch) -> None:
    """Shipped drawings: with the shipped layouts made by the Graphviz here, a tutor's steps run no
    Graphviz on the main thread, the Wheel of Profit included (the kernel's SVG, byte for byte)."""
    import subprocess
    import threading

    from dml_tutor.games.dml.display import drawings as display
    from dml_tutor.games.dml.display import layouts as dml_layouts

    dml_layouts._read()
    if render.renderer() == "none" or dml_layouts._Shipped.renderer != render.renderer_version():
        pytest.skip("the layouts ship for graphviz-pure, which is not the renderer here")
    real = subprocess.run
    ran: list[Any] = []

    def spy(*args: Any, **kwargs: Any) -> Any:
        if threading.current_thread() is threading.main_thread():
            ran.append(args)
        return real(*args, **kwargs)

    display.clear_layouts()
    render.render_svg.cache_clear()
    monkeypatch.setattr(subprocess, "run", spy)
    t = Tutor(seed=5, seats="heuristic")
    wheels = set()
    for _ in range(300):
        wheels.add(t.wheel_svg)
        if not t.step():
            break
    assert ran == []
    assert len(wheels) >= 2 and all(w.startswith("<svg") for w in wheels)
