"""The tutor's session without a kernel, the view model per seat, the operations' one list, and
the tutor's refusals (wrong arity, closed tutors, hostile text, seeds, step limits,
forks that stay alive)."""

from __future__ import annotations

import gc
import json
import math
import re
import subprocess
import sys
import weakref
from typing import Any

import pytest

from dml_tutor.games import dml
from dml_tutor.tutor import OPERATIONS, VIEW_MODEL_VERSION, TutorSession, history
from dml_tutor.tutor.assets import STATIC, panel_assets
from dml_tutor.tutor.widget import Tutor

HUGE = "x" * 1_000_000


# ------------------------------------------------------------------ the session alone


def test_the_session_imports_no_widget_library() -> None:
    code = (
        "import sys\n"
        "from dml_tutor.tutor.session import TutorSession\n"
        "s = TutorSession(pack='dml', seed=3)\n"
        "s.run_to_decision(); s.choose(0); vm = s.view_model(1)\n"
        "loaded = [m for m in ('anywidget', 'ipywidgets', 'traitlets', 'IPython') if m in sys.modules]\n"
        "print(loaded, vm['version'], vm['cursor'])\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.startswith(f"[] {VIEW_MODEL_VERSION} "), out


def test_a_session_names_its_game() -> None:
    with pytest.raises(ValueError, match="which game"):
        TutorSession(seed=3)
    with pytest.raises(ValueError, match="unknown game"):
        TutorSession(pack="x" * 10_000)
    s = TutorSession(pack="dml", seed=3)
    assert s.pack == "dml" and s.game.seed == 3


def test_the_session_is_stepped_by_plain_calls_as_the_widget_is() -> None:
    s = TutorSession(pack="dml", seed=3)
    t = Tutor(pack="dml", seed=3)
    for run in (lambda x: x.run_to_decision(), lambda x: x.choose(0), lambda x: x.step_over(), lambda x: x.back()):
        run(s)
        run(t)
    vm = s.view_model()
    assert vm["version"] == VIEW_MODEL_VERSION
    for key in ("view", "log", "log_filter", "decisions", "cursor", "length", "seats", "error", "controls"):
        assert json.dumps(vm[key], sort_keys=True) == json.dumps(getattr(t, key), sort_keys=True), key  # type: ignore[literal-required]
    assert vm["controls"]["operations"] == list(OPERATIONS)


def test_the_view_model_for_a_seat_is_what_that_seat_is_sent_under_view_as() -> None:
    s = TutorSession(pack="dml", seed=4, seats="heuristic")
    s.run_to_end()
    s.goto(len(s.game.trace) // 2)
    s.why_not("pass")
    for seat in range(4):
        other = s.view_model(seat)
        assert other["view_as"] == seat and other["why"] == {} and other["error"] == ""
        own = TutorSession(s.game.fork(), seats="heuristic", view_as=seat)
        own.goto_entry(s.cursor)
        mine = own.view_model()
        for key in ("view", "log", "decisions", "cursor", "length"):
            assert other[key] == mine[key], key  # type: ignore[literal-required]
        assert s.view_as is None  # the session's own view is untouched
    assert "pass" in s.view_model()["why"]["query"]
    with pytest.raises(ValueError, match="view_model: seat: no seat"):
        s.view_model(9)


# ------------------------------------------------------------------ operations from one place


def test_operations_json_names_every_operation_once() -> None:
    data = json.loads((STATIC / "operations.json").read_text("utf-8"))
    assert list(data["operations"]) == list(OPERATIONS)
    for op, args in OPERATIONS.items():
        owner = Tutor if op == "open_fork" else TutorSession
        params = [
            ("**" if p.kind is p.VAR_KEYWORD else "") + p.name
            for p in __import__("inspect").signature(getattr(owner, op)).parameters.values()
            if p.name != "self"
        ]
        assert tuple(params) == args, op
        assert callable(getattr(Tutor, op))


def test_the_front_end_sends_only_the_listed_operations() -> None:
    front_only = {"present", "keys", "zoom", "restart-form", "predict-form", "why-form"}  # drawn in the browser alone
    scripts = {p.name: p.read_text("utf-8") for p in sorted((STATIC / "tutor").glob("*.js"))} | panel_assets("js")
    for name, text in scripts.items():
        sent = set(re.findall(r'data-op="([a-z_-]+)"', text)) | set(re.findall(r'send\("([a-z_]+)"', text))
        sent |= set(
            re.findall(r'(?:ArrowRight|ArrowLeft|ArrowUp|ArrowDown): (?:event\.shiftKey \? )?"([a-z_]+)"', text)
        )
        unknown = sent - set(OPERATIONS) - front_only
        assert not unknown, f"{name} sends {unknown}, not in operations.json"
    assert "operations" in (STATIC / "tutor" / "shell.js").read_text("utf-8")  # send() checks the list Python sent


# ------------------------------------------------------------------ refusals


def test_wrong_arity_and_types_are_value_errors_naming_the_argument() -> None:
    t = Tutor(pack="dml", seed=3)
    with pytest.raises(ValueError, match=r"predict: kinds must be .* got 3"):
        t.set_predict(3)  # type: ignore[arg-type]
    assert "kinds" in t.error
    with pytest.raises(ValueError, match=r"step\(\) takes no arguments"):
        t.session.step(1)  # type: ignore[call-arg]
    with pytest.raises(ValueError, match="missing a required argument: 'n'"):
        t.session.goto()  # type: ignore[call-arg]
    before = (t.cursor, t.game.to_json())
    for message, words in (
        ({"op": "step", "args": [1]}, "step() takes no arguments"),
        ({"op": "goto", "args": []}, "goto() takes n"),
        ({"op": "set_seat", "args": [0]}, "missing a required argument: 'mode'"),
        ({"op": "open_fork", "args": [1]}, "open_fork() takes no arguments"),
        ({"op": "choose", "args": [0], "kwargs": {"what": 1}}, "unexpected keyword argument 'what'"),
        ({"op": "step", "args": "x"}, "args must be a list"),
        ({"op": "x" * 10_000}, "unknown operation"),
    ):
        t._on_front_end_msg(t, message, [])
        assert words in t.error and len(t.error) < 200, (message, t.error)
    assert (t.cursor, t.game.to_json()) == before


def test_a_closed_tutor_refuses_every_operation() -> None:
    t = Tutor(pack="dml", seed=3)
    t.run_to_decision()
    before = (t.game.to_json(), t.cursor)
    t.close()
    args: dict[str, list[Any]] = {"goto": [0], "choose": [0], "why_not": ["pass"], "set_seat": [0, "random"]}
    args |= {"set_view": [None], "filter_log": [None, None], "set_predict": [None], "commit_prediction": [0]}
    for op in OPERATIONS:
        with pytest.raises(ValueError, match="This tutor is closed"):
            getattr(t, op)(*args.get(op, []))
    for call in (t.fork, t.close_fork, lambda: t.session.fork(), lambda: t.session.goto_entry(0)):
        with pytest.raises(ValueError, match="This tutor is closed"):
            call()
    assert (t.game.to_json(), t.cursor) == before
    t._on_front_end_msg(t, {"op": "step", "args": []}, [])  # a message after closing: refused quietly
    assert t.game.on_step is None


@pytest.mark.parametrize(
    ("call", "words"),
    [
        (lambda t: t.goto("²"), "goto: the step number n must be a whole number, got '²'"),
        (lambda t: t.restart(seed="²"), "restart: seed must be a whole number, got '²'"),
        (lambda t: t.set_view("²"), "set_view: seat: no seat '²'"),
        (lambda t: t.set_seat("²", "random"), "set_seat: seat: no seat '²'"),
        (lambda t: t.filter_log(seat="¹"), "filter_log: seat: no seat '¹'"),
    ],
)
def test_non_ascii_digits_are_refused_by_name(call: Any, words: str) -> None:
    t = Tutor(pack="dml", seed=3)
    with pytest.raises(ValueError) as e:
        call(t)
    assert words in str(e.value) and "invalid literal" not in str(e.value)


@pytest.mark.parametrize(
    "call",
    [
        lambda t: t.choose(HUGE),
        lambda t: t.goto(HUGE),
        lambda t: t.why_not(HUGE),
        lambda t: t.restart(seed=HUGE),
        lambda t: t.restart(mode=HUGE),
        lambda t: t.set_seat(HUGE, "random"),
        lambda t: t.set_seat(0, HUGE),
        lambda t: t.set_view(HUGE),
        lambda t: t.filter_log(HUGE),
        lambda t: t.filter_log(None, HUGE),
        lambda t: t.set_predict(HUGE),
        lambda t: t.set_predict([HUGE]),
        lambda t: t.commit_prediction(HUGE),
    ],
)
def test_errors_quote_a_huge_input_briefly(call: Any) -> None:
    t = Tutor(pack="dml", seed=3)
    t.run_to_decision()
    try:
        call(t)
    except ValueError as e:
        assert len(str(e)) < 700
    assert len(t.error) < 700 and len(json.dumps(t.why)) < 1500


@pytest.mark.parametrize("pack", ["dml", "merc", "terrus"])
@pytest.mark.parametrize("seed", [2.5, "abc", True, math.nan, b"x", [1], "7"])
def test_tutor_seeds_are_integers_for_every_pack(pack: str, seed: Any) -> None:
    with pytest.raises(ValueError, match="seed must be an integer"):
        Tutor(pack=pack, seed=seed)
    with pytest.raises(ValueError, match="seed must be an integer"):
        TutorSession(pack=pack, seed=seed)


def test_a_step_limit_is_said_never_a_silent_stop(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(history, "SEEK_LIMIT", 40)
    t = Tutor(pack="dml", seed=3, seats="heuristic")
    assert t.run_to_end()
    assert not t.game.is_over and t.cursor == 40
    assert "Stopped after" in t.error and "Step on to go further" in t.error
    assert t.step() and t.error == ""  # a step that does what it was asked says nothing


def test_closing_the_branches_of_fork_frees_the_fork() -> None:
    t = Tutor(pack="dml", seed=3, seats="heuristic")
    t.step()
    refs = []
    for _ in range(50):
        b = t.fork()
        refs.append(weakref.ref(b.right))
        refs.append(weakref.ref(b.right.session))
        b.close()
        del b
    gc.collect()
    assert sum(r() is not None for r in refs) == 0
    assert t.divergence is None and t.step()


def test_a_refused_tutor_argument_names_the_field_briefly() -> None:
    for kwargs, words in (
        ({"seats": HUGE}, "unknown mode"),
        ({"seats": ["person"]}, "seats: need 4 entries"),
        ({"seats": [HUGE] * 4}, "unknown mode"),
        ({"view_as": HUGE}, "view_as: no seat"),
        ({"predict": HUGE}, "unknown kind"),
        ({"pack": HUGE}, "unknown game"),
    ):
        with pytest.raises(ValueError, match=words) as e:
            Tutor(**({"pack": "dml", "seed": 1} | kwargs))
        assert len(str(e.value)) < 300
    with pytest.raises(ValueError, match="a game or a seed"):
        Tutor(dml.Game)  # type: ignore[arg-type]
    g = dml.Game(seed=2)
    with pytest.raises(ValueError, match="view_as: no seat 9"):
        Tutor(g, view_as=9)
    assert g.on_step is None  # the refused tutor let go of the game it was given


# ------------------------------------------------------------------ game facts from the Pack


@pytest.mark.parametrize("name", ["dml", "merc", "terrus"])
def test_the_tutor_reads_every_game_fact_from_the_pack(name: str) -> None:
    from dml_tutor import games
    from dml_tutor.tutor.panel import panel_for

    pack = games.get(name)
    s = TutorSession(pack=name, seed=5, seats="random")
    assert s.game.to_json() == pack.start(5).to_json()  # a new game is Pack.start
    assert s.modes == ("person", *pack.agents) and len(s.seat_modes) == pack.seat_count(s.game)
    assert type(s.agents[1]) is type(pack.agents["random"](s.game, 5)[1])
    s.run_to_end()
    s.restart(seed=6)  # a new seed deals again what the seed deals (a random position too)
    assert s.game.to_json() == pack.start(6).to_json()
    with pytest.raises(ValueError, match="unknown setting 'bogus'"):
        s.restart(bogus=1)
    assert s.game.to_json() == pack.start(6).to_json()
    panel = panel_for(pack)
    for fact in ("create", "restart", "agents", "seat_modes", "make_agent", "choices"):
        assert not hasattr(panel, fact), fact  # the panel only draws
    assert s.view_model()["controls"]["choices"] == pack.choices(s.game)  # the restart form is the pack's


def test_the_restart_forms_words_are_the_packs_settings_and_options_metadata() -> None:
    """The form the front end draws, field by field, comes from the schema's labels and the
    options' field metadata (a form label and short words per reading)."""
    merc = TutorSession(pack="merc", seed=2).view_model()["controls"]["choices"]
    assert [(f["key"], f["label"], f["value"]) for f in merc] == [
        ("rules", "Rules", "printed"),
        ("dictator_card", "Dictator card", "in_base_sector"),
    ]
    assert merc[1]["options"] == [
        {"value": "in_base_sector", "label": "card counts in the base sector (P-08)"},
        {"value": "anywhere", "label": "card counts anywhere"},
    ]
    terrus = TutorSession(pack="terrus", seed=2, options={"mutual_lethal": "source_wins"})
    (field,) = terrus.view_model()["controls"]["choices"]
    assert (field["label"], field["value"]) == ("Mutual lethal damage (P-09)", "source_wins")
    assert [o["label"] for o in field["options"]] == ["a draw (5.3d, then 5.4a)", "the source wins (strict timing)"]
    # DML's form names its fields (players, mode): its rule variants are the lab's, not the form's
    dml_form = TutorSession(pack="dml", seed=2, players=3).view_model()["controls"]["choices"]
    assert [(f["key"], f["value"]) for f in dml_form] == [("players", 3), ("mode", "full")]
    assert dml_form[0]["options"] == [{"value": 3, "label": "3 players"}, {"value": 4, "label": "4 players"}]


def test_a_changed_rule_option_wins_over_one_the_form_sent_unchanged() -> None:
    t = Tutor(pack="merc", seed=4)
    t.restart(rules="printed", dictator_card="anywhere")
    # the form sends every field: switching to the Implementation Notes keeps no reading of the card (P-08)
    t.restart(rules="implementation_notes", dictator_card="anywhere")
    assert (t.game.options.rules, t.game.options.dictator_card) == ("implementation_notes", "in_base_sector")  # type: ignore[attr-defined]
    with pytest.raises(ValueError, match="dictator_card"):  # both chosen anew: the pack's refusal
        t.restart(rules="printed", dictator_card="nowhere")
    assert t.game.options.rules == "implementation_notes"  # type: ignore[attr-defined]
