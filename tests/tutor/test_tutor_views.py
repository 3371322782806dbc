"""What "View as" sends, and bad input to the tutor's operations."""

from __future__ import annotations

import gc
import json
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
    # seat 1's question is no step for seat 0 (P-13): the tutor waits on seat 0's last step
    assert t.view["decision"] is None and t.view["nav"]["waiting"] == 1
    t.filter_log(round=None)
    assert "Monopoly" not in json.dumps(payload(t), ensure_ascii=False)
    assert not any(row["kind"] == "decision" and row["seat"] != 0 for row in t.log)
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
    # hostile text: control characters, lone surrogates, digits that are no ASCII, huge
    st.sampled_from(["Mine\x01", "Ana\udcff", "²", "¹", "-²", "\u00a0 1", "1\u2028", "x" * 100_000, "0" * 30]),
    st.text(alphabet=st.characters(codec=None, categories=["Cc", "Cs", "Nd", "No", "Zs"]), max_size=8),
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
#: The same operations with any number of arguments, and the predict operations (wrong arity).
any_arity = st.tuples(
    st.sampled_from([*sorted(ARITY), "set_predict", "commit_prediction", "run_to_end"]), st.lists(value, max_size=3)
)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(ops=st.lists(st.one_of(calls, any_arity), max_size=8))
def test_tutor_operations_refuse_bad_input_and_keep_going(ops: list[tuple[str, list[Any]]]) -> None:
    t = Tutor(seed=5, seats="person")
    for op, a in ops:
        before = (t.game.to_json(), t.cursor, dict(t.log_filter), t.view_as, list(t.seats))
        try:
            getattr(t, op)(*a)  # a ValueError or nothing: never a TypeError
        except ValueError as e:
            after = (t.game.to_json(), t.cursor, dict(t.log_filter), t.view_as, list(t.seats))
            assert after == before, f"{op}{tuple(a)} failed but changed the tutor"
            assert t.error and len(t.error) < 700 and len(str(e)) < 700
        t._on_front_end_msg(t, {"op": op, "args": a}, [])  # the same from the front end: never raised
        assert len(t.error) < 700 and len(json.dumps(t.why)) < 2000
    assert t.view["step"]["index"] == t.cursor
    assert isinstance(t.game, dml.Game)


# ------------------------------------------------------------ P-13: the same public game, the same view


class Scripted:
    """An agent that takes the first offered action whose text is in ``wants``, else a pass
    (declining an instant win: it passes on it), else the first action."""

    def __init__(self, *wants: str) -> None:
        self.wants = wants

    def choose(self, game: Any, decision: Any) -> Any:
        acts = list(decision.actions)
        for a in acts:
            if str(a) in self.wants:
                return a
        for a in acts:
            if ": pass" in str(a) or ": do not" in str(a):
                return a
        return acts[0]


def payload(t: Tutor) -> dict[str, Any]:
    """Everything the front end is sent that depends on the game (the diagrams follow the step)."""
    names = ("view", "log", "log_filter", "decisions", "cursor", "length", "why", "error", "seats", "view_as")
    return json.loads(json.dumps({n: getattr(t, n) for n in names}, ensure_ascii=False))


def watch(position: dict[str, Any], agents: dict[int, Scripted], viewer: int, stop: int) -> list[dict[str, Any]]:
    """Open a tutor on the position with seat ``viewer`` a person and scripted agents, view as
    the viewer, and Step to the viewer's ``stop``-th decision: the payload at every step."""
    t = Tutor.from_position(position, seats=["person" if s == viewer else "random" for s in range(4)])
    t.prefetch_diagrams = False
    for seat, agent in agents.items():
        t.session.agents[seat] = agent  # type: ignore[call-overload]
    t.set_view(viewer)
    seen = [payload(t)]
    asked = 0
    for _ in range(400):
        if not t.step():
            asked += 1
            if asked == stop or t.game.is_over:
                break
            t.choose(0)
        seen.append(payload(t))
    t.close()
    return seen


def differences(a: list[dict[str, Any]], b: list[dict[str, Any]]) -> list[str]:
    out = [f"{len(a)} steps against {len(b)}"] if len(a) != len(b) else []
    for n, (x, y) in enumerate(zip(a, b, strict=False)):
        for key in x:
            if x[key] != y[key]:
                out.append(f"step {n}: {key} differs")
    return out


def forced_or_not(seat1: list[str], seat2: list[str]) -> dict[str, Any]:
    """Seat 1 declares 5♥ from the Slaves Stock; its Declaration bid is forced or not by its Treasury."""
    return {
        "format": "dml-tutor-position",
        "begin": {"at": "declaration", "seat": 1},
        "zones": {
            "event": ["7C"],
            "stock:H": ["5H"],
            "treasury:0": ["2D"],
            "treasury:1": seat1,
            "treasury:2": seat2,
        },
        "dice": [[3, 4]],
    }


def test_another_seats_forced_choice_looks_like_a_real_one() -> None:
    """Seat 1 passes its Declaration bid: with a Wood card it chose to (a real decision), with an
    Iron card it had to (the only choice). Seat 0 sees the same thing either way, step by step,
    including how far the history runs ahead (the engine records forced moves ahead of time)."""
    agents = {1: Scripted("seat 1: attempt 5♥ from the Slaves Stock"), 2: Scripted(), 3: Scripted()}
    real = watch(forced_or_not(["4C"], ["4S"]), agents, viewer=0, stop=2)
    forced = watch(forced_or_not(["4S"], ["4C"]), agents, viewer=0, stop=2)
    assert any(
        row["text"] == "seat 1: pass (no bid at Declaration)" for p in real for row in p["log"]
    )  # the walk got there
    assert differences(real, forced) == []


def character_or_not(card: str, other: str) -> dict[str, Any]:
    """Seat 3 holds ``card`` (J♥, a Character it could play in every Character Power Phase, or
    3♦, nothing it could); ``other`` lies in Exile, hidden from every seat."""
    return {
        "format": "dml-tutor-position",
        "players": 4,
        "seed": 3,
        "dealer": 0,
        "begin": {"at": "round"},
        "zones": {
            "treasury:0": ["2D", "5H", "6C"],
            "treasury:1": ["4D", "7H"],
            "treasury:2": ["8C", "2S"],
            "treasury:3": [card, "9D", "3H"],
            "exile": [other],
        },
    }


def test_another_seats_character_card_does_not_show_in_a_character_power_phase() -> None:
    """Every seat is asked in a Character Power Phase (P-23): seat 3 passes with J♥ in hand (a
    choice) or with nothing it could play (its only answer). Under View as seat 0 the narration,
    the prompts, the log, the decisions list and the step line are the same at every step."""
    agents = {s: Scripted() for s in (1, 2, 3)}
    chose = watch(character_or_not("JH", "3D"), agents, viewer=0, stop=4)
    forced = watch(character_or_not("3D", "JH"), agents, viewer=0, stop=4)
    passes = {row["text"] for p in chose for row in p["log"]}
    assert "seat 3: pass (Character Power Phase)" in passes  # the walk got there, more than once:
    assert sum(row["text"] == "seat 3: pass (Character Power Phase)" for row in chose[-1]["log"]) >= 2
    assert differences(chose, forced) == []
    # seat 3 itself is asked with its card; the tutor runs past the questions of the seats that
    # could only pass, as it runs past a bot's move
    t = Tutor.from_position(character_or_not("JH", "3D"), seats="person")
    t.run_to_decision()
    assert t.game.pending is not None and t.game.pending.seat == 3
    assert "seat 3: play J♥ (Supreme Confiscator) as an Emblem" in [o["text"] for o in t.decisions]
    assert [e.text for e in t.game.trace if e.kind == "action"] == [
        f"seat {s}: pass (Character Power Phase)" for s in (0, 1, 2)
    ]
    t.close()


def monopoly_or_not(held: bool) -> dict[str, Any]:
    """Seat 2 holds a Monopoly of Iron (or one card short, the 9♠ being seat 3's) and has not
    been asked yet: it is asked at once (P-05) and declines, in private."""
    iron = [f"{v}S" for v in range(2, 10)]
    seat2, seat3 = (iron, ["9H", "3H"]) if held else ([*iron[:-1], "9H"], ["9S", "3H"])
    return {
        "format": "dml-tutor-position",
        "begin": {"at": "declaration", "seat": 0, "declined_wins": []},
        "zones": {
            "event": ["7C"],
            "stock:H": ["5H"],
            "stock:D": ["6D"],
            "treasury:0": ["2D", "4C"],
            "treasury:1": ["3C"],
            "treasury:2": seat2,
            "treasury:3": seat3,
        },
        "dice": [[3, 4], [5, 5]],
    }


def test_another_seats_private_decline_leaves_no_trace_in_the_view() -> None:
    """Seat 2 privately declines a Monopoly (R-27, P-05), or holds none: seat 0 is sent the same
    payload at every step: no redacted line, no gap in the numbering, no R-27 / P-05 beside
    seat 2's later moves (its declaration is offered beside them)."""
    agents = {s: Scripted() for s in (1, 2, 3)}
    held = watch(monopoly_or_not(True), agents, viewer=0, stop=3)
    none = watch(monopoly_or_not(False), agents, viewer=0, stop=3)
    assert len(held) > 20
    # the game opens on seat 2's question: seat 0 has seen nothing yet (a blank start), and
    # the first Step goes to the first step it sees, step 0, where the other game starts
    blank = held.pop(0)
    assert blank["view"]["step"]["text"] == "Nothing seat 0 sees has happened yet."
    assert blank["log"] == [] and blank["length"] == 1 and blank["view"]["step"]["rules"] == []
    assert differences(held, none) == []
    # seat 2 itself sees its question and its refusal
    t = Tutor.from_position(monopoly_or_not(True), seats="person")
    t.set_view(2)
    t.run_to_decision()
    assert t.game.pending is not None and t.game.pending.kind == "instant_win"
    assert "Declare Monopoly?" in t.view["decision"]["prompt"]
    t.set_view(0)
    assert "Monopoly" not in json.dumps(payload(t))


def test_the_end_of_turn_instant_win_note_is_seen_by_its_seat_only() -> None:
    """With the variant instant_wins_at_once off, a held win is noted at the end of the Turn:
    a private step of its holder (P-05, P-13), no step for the others."""
    iron = [f"{v}S" for v in range(2, 10)]
    pos = {
        "format": "dml-tutor-position",
        "options": {"instant_wins_at_once": False},
        "begin": {"at": "restock", "seat": 1, "declined_wins": []},
        "zones": {"event": ["7C"], "stock:H": ["5H"], "treasury:2": iron},
    }
    t = Tutor.from_position(pos, seats="person")
    note = next(e for e in t.game.trace if "holds an instant win" in e.text)
    assert note.private and note.seat == 2
    t.filter_log(round=None)
    for seat in (0, 1, 3):
        t.set_view(seat)
        t.goto(-1)
        assert "instant win" not in json.dumps(payload(t), ensure_ascii=False)
    t.set_view(2)
    assert any("holds an instant win" in row["text"] for row in t.log)
