"""Bad input the fuzzing found: every item is a ValueError naming the field,
never a crash, a freeze or a changed game. One regression test per item; the property
tests (hypothesis) per entry point are in tests/packs/dml/test_any_input.py."""

from __future__ import annotations

import json
from typing import Any

import pytest
from tables import play, table

import dml_tutor as dml
from dml_tutor.games.dml.actions import MAX_ACTION_TEXT, parse_action

C = dml.Card.parse


def state(g: dml.Game) -> tuple[Any, ...]:
    return g.to_json(), len(g.trace), g.pending


def declaration() -> dml.Game:
    """Seat 0 is about to declare on an Iron Stock of 5♠ 9♠ with 2♦ 4♦ 4♥ in hand."""
    return table(
        {"stock:S": "5S 9S", "treasury:0": "2D 4D 4H", "treasury:1": "3D 6C", "event": "7C"},
        begin={"at": "declaration", "seat": 0},
        dice=[[3, 4]],
    )


# ------------------------------------------------------------------ zone names


@pytest.mark.parametrize("name", ["deck\n", "treasury:٠", "court:²", "king:0\n", "stock:S\n", "black_market:1 "])
def test_zone_names_match_whole_with_ascii_digits(name: str) -> None:
    with pytest.raises(dml.PositionError, match="unknown zone name") as e:
        dml.Game.from_position({"zones": {name: ["5S"]}})
    assert e.value.field == f"zones.{name}"


def test_a_zone_name_with_a_newline_does_not_shadow_the_real_one() -> None:
    with pytest.raises(dml.PositionError, match="unknown zone name"):
        dml.Game.from_position({"zones": {"king:0": ["KS"], "king:0\n": ["KH"]}})


def test_a_huge_black_market_number_is_refused_by_name() -> None:
    with pytest.raises(dml.PositionError, match="unknown zone name"):
        dml.Game.from_position({"zones": {"black_market:" + "9" * 5000: ["5S"]}})


# ------------------------------------------------------------------ cards and action text


@pytest.mark.parametrize("text", ["5S9", "X11", "QHZ", "5 S", "1S", "10", "S", "", "٥S", "5Iron", "X1X"])
def test_card_parse_reads_the_whole_text_or_refuses(text: str) -> None:
    with pytest.raises(ValueError, match="unknown card"):
        C(text)


@pytest.mark.parametrize(
    ("text", "code"), [("5S", "5S"), (" 5s ", "5S"), ("10H", "TH"), ("th", "TH"), ("Q♦", "QD"), ("x2", "X2")]
)
def test_card_parse_still_reads_every_written_form(text: str, code: str) -> None:
    assert C(text).code == code


@pytest.mark.parametrize("text", ["passport", "pass and bid 9S", "pass (Seize Attempt) now", "bid 5S9", "seize 4H 5H"])
def test_action_text_is_read_whole(text: str) -> None:
    g = declaration()
    before = state(g)
    with pytest.raises(dml.IllegalActionError, match="could not read"):
        g.apply(text)
    why = g.why_not(text)
    assert why is not None and "could not read" in why
    assert state(g) == before


def test_action_text_is_bounded_and_read_without_backtracking() -> None:
    long = "pass " + "(" * 64000
    with pytest.raises(ValueError, match=f"at most {MAX_ACTION_TEXT} characters"):
        parse_action(long, 0)
    g = declaration()
    why = g.why_not(long)
    assert why is not None and f"at most {MAX_ACTION_TEXT}" in why
    # Just under the bound, the nested brackets are read in one pass (and refused).
    with pytest.raises(ValueError, match="could not read"):
        parse_action("bid " + "(" * (MAX_ACTION_TEXT - 10), 0)


def test_a_pass_named_by_no_opportunity_reads_as_it_was_written() -> None:
    move = parse_action("seat 3: pass", 0)  # another seat's pass, asked about in Why not
    assert move == dml.Pass(3, "") and str(move) == "seat 3: pass"  # not "seat 3: pass ()"
    assert parse_action(str(move), 0) == move
    assert str(dml.Pass(1, "bid")) == "seat 1: pass (bid)"


def test_a_card_named_with_another_cards_name_is_refused() -> None:
    with pytest.raises(ValueError, match="not called 'Rogue Jester'"):
        parse_action("play Q♠ (Rogue Jester) as an Ultimate Power", 0)


def test_dice_true_is_not_a_die() -> None:
    with pytest.raises(dml.PositionError, match="dice"):
        dml.Game.from_position({"dice": [[True, 3]]})


# ------------------------------------------------------------------ deep, huge, unsaveable


def deep(n: int) -> Any:
    v: Any = []
    for _ in range(n):
        v = [v]
    return v


def test_deeply_nested_input_is_a_value_error_naming_the_field() -> None:
    with pytest.raises(ValueError, match="save file is nested"):
        dml.Game.from_json("[" * 100_000)
    with pytest.raises(ValueError, match="position is nested"):
        dml.Game.from_position('{"zones": ' + "[" * 100_000)
    with pytest.raises(ValueError, match="position is nested"):
        dml.Game.from_position({"zones": {"deck": deep(5000)}})
    g = declaration()
    before = state(g)
    for bad in ({"type": "Pass", "seat": 0, "what": deep(5000)}, '{"type": ' + "[" * 100_000):
        with pytest.raises(dml.IllegalActionError, match="action is nested"):
            g.apply(bad)
        why = g.why_not(bad)
        assert why is not None and "nested" in why
    assert state(g) == before


def test_huge_integers_are_refused_by_name() -> None:
    save = json.loads(declaration().to_json())
    text = json.dumps(save).replace('"seed": 0', '"seed": ' + "1" * 5000)
    with pytest.raises(ValueError, match="save file is not valid JSON: an integer of 5000 digits"):
        dml.Game.from_json(text)
    with pytest.raises(ValueError, match="position holds an integer"):
        dml.Game.from_position({"seed": 10**5000})
    why = declaration().why_not({"type": "Pass", "seat": 10**5000, "what": "x"})
    assert why is not None and "integer" in why


def test_a_seed_that_cannot_be_saved_is_refused() -> None:
    with pytest.raises(ValueError, match="seed must be an integer from"):
        dml.Game(seed=10**5000)
    with pytest.raises(ValueError, match="seed must be an integer from"):
        dml.Game(seed=2**128)
    for seed in (2**128 - 1, -(2**128 - 1)):
        g = dml.Game(seed=seed)
        assert dml.Game.from_json(g.to_json()).seed == seed


@pytest.mark.parametrize("target", ["court:²", "court:٣", "stock:s", "black_market:0", "black_market:²", "nowhere"])
def test_a_declaration_on_a_malformed_zone_is_answered_not_raised(target: str) -> None:
    g = declaration()
    why = g.why_not(dml.Declare(0, target, (C("5S"),)))
    assert why is not None and "field 'target'" in why
    why = g.why_not({"type": "Declare", "seat": 0, "target": target, "cards": ["5S"]})
    assert why is not None and "field 'target'" in why


def test_a_card_listed_twice_in_a_declaration_is_refused() -> None:
    g = declaration()
    why = g.why_not(dml.Declare(0, "stock:S", (C("5S"), C("5S"))))
    assert why is not None and "listed twice" in why


# ------------------------------------------------------------------ state


def test_pending_actions_cannot_be_changed_by_the_caller() -> None:
    g = declaration()
    d = g.pending
    assert d is not None
    with pytest.raises(AttributeError):
        d.actions.append(dml.Declare(0, "stock:S", (C("5S"), C("9S"), C("2D"))))  # type: ignore[attr-defined]
    with pytest.raises(AttributeError):
        d.actions = []  # type: ignore[misc]
    g.legal_actions().clear()  # a copy
    assert g.legal_actions()


def test_a_refused_replay_leaves_the_game_as_it_was() -> None:
    g = dml.Game(4, 3)
    for _ in range(40):
        g.apply(g.legal_actions()[0])
    before = state(g)
    prefix = list(g.decisions[:10])
    with pytest.raises(ValueError, match="decision 10"):
        g.replay([*prefix, "garbage"])
    assert state(g) == before


def test_a_negative_seed_plays_its_own_game() -> None:
    assert dml.Game(seed=-7).deck != dml.Game(seed=7).deck
    assert dml.Game(seed=-7).deck == dml.Game(seed=-7).deck
    assert dml.Game.from_json(dml.Game(seed=-7).to_json()).deck == dml.Game(seed=-7).deck


def test_on_step_is_checked_when_the_game_is_made() -> None:
    with pytest.raises(ValueError, match="on_step"):
        dml.Game(on_step=5)  # type: ignore[arg-type]


def test_an_options_instance_is_checked_like_a_dict() -> None:
    with pytest.raises(ValueError, match="powers_from_court"):
        dml.Game(options=dml.Options(powers_from_court="no"))  # type: ignore[arg-type]


# ------------------------------------------------------------------ actions by meaning


def test_a_declaration_is_a_set_of_cards() -> None:
    g = declaration()
    assert g.why_not(dml.Declare(0, "stock:S", (C("9S"), C("5S")))) is None
    assert g.why_not("attempt 9S 5S from the Iron Stock") is None
    g.apply(dml.Declare(0, "stock:S", (C("9S"), C("5S"))))
    assert g.decisions[-1].cards == (C("5S"), C("9S"))  # the offered action is recorded, in the engine's order
    assert dml.Declare(0, "stock:S", (C("5S"), C("9S"))) == dml.Declare(0, "stock:S", (C("9S"), C("5S")))
    assert len({dml.Declare(0, "stock:S", (C("5S"), C("9S"))), dml.Declare(0, "stock:S", (C("9S"), C("5S")))}) == 1


def test_a_bid_is_a_set_of_cards_and_save_files_may_list_it_in_any_order() -> None:
    g = declaration()
    play(g, "seat 0: attempt 5♠ 9♠ from the Iron Stock")
    bid = next(a for a in g.legal_actions() if isinstance(a, dml.Bid) and len(a.cards) == 2)
    backwards = dml.Bid(0, bid.cards[::-1], bid.role)
    assert g.why_not(backwards) is None
    g.apply(backwards)
    save = json.loads(g.to_json())
    for record in save["decisions"]:
        if "cards" in record:
            record["cards"].reverse()
    g2 = dml.Game.from_json(json.dumps(save))
    assert g2.to_json() == g.to_json()


# ------------------------------------------------------------------ views


def test_the_cards_set_aside_at_setup_are_face_down_in_every_view() -> None:
    seen: list[dict[str, Any]] = []
    g = dml.Game(3, 4)
    g.on_step = lambda e: seen.extend(g.view(s) for s in range(3)) if g.set_aside else None
    g.replay([])  # Setup again, watched step by step
    assert seen, "Setup has steps with cards set aside"
    kings = [v["zones"]["pending:set_aside"] for v in seen if "pending:set_aside" in v["zones"]]
    assert kings and all(z["knowledge"] == "hidden" and z["cards"] is None for z in kings)
    assert g.view(None)["zones"]["exile"]["knowledge"] == "hidden"
