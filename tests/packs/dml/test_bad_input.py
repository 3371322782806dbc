"""Bad input from a user, a notebook cell or a file: always a ValueError that names the
field or the rule, never a crash, and the game or tutor is left as it was."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from tables import play, table

import dml_tutor as dml
from dml_tutor import Tutor
from dml_tutor.cli import main as cli


def seize_decision() -> dml.Game:
    g = table(
        {"stock:S": "5S", "treasury:0": "2D 4D 4H", "treasury:1": "3D 6C", "event": "JH"},
        begin={"at": "declaration", "seat": 0},
        dice=[[3, 4]],
    )
    play(g, "seat 0: attempt 5♠ from the Iron Stock", "seat 0: bid 2♦ (Spice, primary)")
    assert g.pending is not None and g.pending.kind == "seize" and g.pending.seat == 1
    return g


def state(g: dml.Game) -> tuple[Any, ...]:
    return g.to_json(), len(g.trace), g.pending


BAD_ACTIONS: list[tuple[object, str]] = [
    (dml.Declare(1, None), "field 'target'"),  # type: ignore[arg-type]
    ({"type": ["Pass"]}, "not an action record"),
    ('{"type": "Pass", ', "not valid JSON"),
    (dml.Bid(1, (), "primary"), "at least one card"),
    (dml.Seize(1, "7H"), "7♥"),  # type: ignore[arg-type]
    (dml.Seize(1, "ZZ"), "unknown card"),  # type: ignore[arg-type]
    (3.5, "not an action"),
]


@pytest.mark.parametrize(("action", "words"), BAD_ACTIONS)
def test_malformed_actions_are_refused_and_the_game_is_untouched(action: Any, words: str) -> None:
    g = seize_decision()
    before = state(g)
    with pytest.raises(dml.IllegalActionError, match=words):
        g.apply(action)
    why = g.why_not(action)
    assert why is not None and words.split()[0] in why
    assert state(g) == before


def test_actions_written_with_card_strings_are_read() -> None:
    g = seize_decision()
    assert g.why_not(dml.Seize(1, "3D")) is None  # type: ignore[arg-type]
    g.apply(dml.Seize(1, "3D"))  # type: ignore[arg-type]
    assert g.decisions[-1] == dml.Seize(1, dml.Card.parse("3D"))


def test_plain_pass_and_json_text_are_accepted() -> None:
    g = seize_decision()
    assert g.why_not("pass") is None
    g.apply("pass")
    assert g.decisions[-1] == dml.Pass(1, "Seize Attempt")
    g = seize_decision()
    g.apply(json.dumps(dml.Pass(1, "Seize Attempt").to_json()))
    assert g.decisions[-1] == dml.Pass(1, "Seize Attempt")


def test_actions_print_even_when_malformed() -> None:
    assert str(dml.Bid(0, (), "primary")) == "seat 0: bid nothing (?, primary)"
    assert "Z" in str(dml.Declare(0, "stock:Z", ()))


def test_a_game_keeps_its_own_copy_of_the_position() -> None:
    pos: dict[str, Any] = {
        "begin": {"at": "declaration", "seat": 0},
        "zones": {"stock:S": ["5S"], "treasury:0": ["2D"]},
        "dice": [(3, 4)],  # tuples are fine: the copy is JSON data
    }
    g = dml.Game.from_position(pos)
    g.apply("seat 0: attempt 5♠ from the Iron Stock")
    pos["zones"]["stock:S"] = ["9S"]  # the caller reuses the dict
    again = dml.Game.from_json(g.to_json())
    assert again.decisions == g.decisions
    g.pop()
    assert [str(c) for c in g.zones()["stock:S"]] == ["5S"]


BAD_GAMES: list[tuple[Callable[[], object], str]] = [
    (lambda: dml.Game(players=3.0), "players"),  # type: ignore[arg-type]
    (lambda: dml.Game(players=True), "players"),
    (lambda: dml.Game(mode=["full"]), "mode"),  # type: ignore[arg-type]
    (lambda: dml.Game(seed=True), "seed"),
    (lambda: dml.Game(trace="yes"), "trace"),  # type: ignore[arg-type]
    (lambda: dml.Game(position="abc"), "position"),  # type: ignore[arg-type]
    (lambda: dml.Game.from_position({"round": True}), "'round'"),
    (lambda: dml.Game.from_position({"dealer": True}), "'dealer'"),
    (lambda: dml.Game.from_position({"version": True}), "'version'"),
    (lambda: dml.Game.from_position({"begin": {"at": "declaration", "seat": True}}), "'begin.seat'"),
    (lambda: dml.Game.from_position({"zones": {"king:0": ["KS", "KH"]}}), "one Merchant King per seat"),
    (lambda: dml.Game.from_position({"players": 3, "zones": {"king:0": ["KS", "KH"]}}), "zones.king:0"),
    (lambda: dml.Game().pop(), "no decision to take back"),
    (lambda: dml.Game().view("0"), "no seat '0'"),  # type: ignore[arg-type]
    (lambda: dml.Game().view(9), "seats are 0..3"),
    (lambda: dml.rule("nonsense"), "unknown rule id"),
]


@pytest.mark.parametrize(("make", "words"), BAD_GAMES)
def test_bad_games_positions_and_lookups_are_value_errors(make: Callable[[], object], words: str) -> None:
    with pytest.raises(ValueError, match=words):
        make()


def test_bad_save_files_name_the_field() -> None:
    save = json.loads(seize_decision().to_json())
    cases = [
        ({**save, "decisions": [{"type": ["Pass"]}]}, "decision 0: not an action record"),
        ({**save, "position": [1]}, "field 'position'"),
        ({**save, "players": True}, "field 'players'"),
        ({**save, "version": True}, "version"),
    ]
    for data, words in cases:
        with pytest.raises(ValueError, match=words):
            dml.Game.from_json(json.dumps(data))


BAD_HELPERS: list[tuple[Callable[[], object], str]] = [
    (lambda: dml.target_value(["KS"]), "cannot be declared"),
    (lambda: dml.target_value(["5S", "5H"]), "R-01"),
    (lambda: dml.target_value(["QH", "JH"]), "declared alone"),
    (lambda: dml.target_value(["5S"], emblem_bonus="x"), "emblem_bonus"),  # type: ignore[arg-type]
    (lambda: dml.score(["5S"], desired=None), "desired"),  # type: ignore[arg-type]
    (lambda: dml.primary_buying(5), "unknown suit"),  # type: ignore[arg-type]
    (lambda: dml.primary_buying([]), "unknown suit"),  # type: ignore[arg-type]
    (lambda: dml.success_probability("x"), "Target Value"),  # type: ignore[arg-type]
    (lambda: dml.cards(None), "expected cards"),  # type: ignore[arg-type]
]


@pytest.mark.parametrize(("call", "words"), BAD_HELPERS)
def test_helpers_refuse_bad_input(call: Callable[[], object], words: str) -> None:
    with pytest.raises(ValueError, match=words):
        call()


def test_helpers_read_cards_written_as_one_string() -> None:
    assert dml.target_value("5S 7S") == dml.target_value(["5S", "7S"]) == 12
    assert dml.score("5S 6S", desired="S").total == dml.score(["5S", "6S"], desired="S").total == 22
    assert dml.target_value(["QH"]) == 10  # an Emblem is worth 10


@pytest.mark.parametrize("bad", [{"players": 5}, {"mode": "bad"}, {"seed": "12a"}, {"seed": 2.5}])
def test_a_refused_restart_leaves_the_tutor_playing(bad: dict[str, Any]) -> None:
    t = Tutor(seed=7)
    t.run_to_decision()
    game, cursor = t.game, t.cursor
    with pytest.raises(ValueError):
        t.restart(**bad)
    assert t.error and t.game is game and t.cursor == cursor
    decided = len(t.game.decisions)
    t.choose(0)  # the tutor still follows its game
    assert len(t.game.decisions) == decided + 1 and t.cursor > cursor and not t.error


def test_tutor_refuses_bad_seats_steps_and_options() -> None:
    with pytest.raises(ValueError, match="seats"):
        Tutor(seats=5)  # type: ignore[arg-type]
    t = Tutor(seed=7)
    t.run_to_decision()
    with pytest.raises(ValueError, match="no step"):
        t.goto(10**9)
    with pytest.raises(ValueError, match="no option 99"):
        t.choose(99)


def test_lab_finds_the_start_notebook_from_any_folder(tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[list[str]] = []
    monkeypatch.setattr("dml_tutor.cli.run_front_end", lambda args: calls.append(args) or 0)
    monkeypatch.chdir(tmp_path)
    assert cli(["lab"]) == 0
    assert calls and calls[0][-1].endswith("notebooks/00_start_here.ipynb")


def test_position_errors_carry_the_field_and_the_card() -> None:
    with pytest.raises(dml.PositionError) as refused:
        dml.Game.from_position({"zones": {"stock:S": ["AS"]}})
    e = refused.value
    assert e.field == "zones.stock:S" and e.card == dml.Card.parse("AS") and "egg.placement" in e.reason
    assert isinstance(e, ValueError) and str(e).startswith("position field 'zones.stock:S'")
