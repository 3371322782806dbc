"""MERC's end of game (MERC rules v6.6, page 3), clause by clause, in named situations.

Each test sets up a small position, plays the moves the clause is about, and checks what
the rules say happens: the result, its timing, or the refusal with its rule id. The
printed rules and the page's Implementation Notes code are compared side by side where
they disagree, and the seed's card-flow table is replayed Day by Day.
"""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from dml_tutor import games
from dml_tutor.core import IllegalActionError, Outcome
from dml_tutor.games import merc
from dml_tutor.games.merc import Combat, EndTurn, Game, PlayTactic, PositionError, RevealBase

DICTATOR_TURN = "end the Dictator's turn"
REBELS_TURN = "end the Rebels' turn"


def position(
    sectors: dict[str, tuple[int, int, int]] | None = None,
    *,
    day: int = 4,
    turn: str = "dictator",
    base: str | None = "Capital",
    revealed: bool = True,
    hand: int = 2,
    deck: int = 0,
    card: tuple[str, int] | None = None,
) -> dict[str, Any]:
    """A position; sectors as name -> (value, Dictator units, Rebel units)."""
    if sectors is None:
        sectors = {"Capital": (5, 2, 0), "Mine": (4, 0, 3), "Port": (2, 1, 1)}
    return {
        "day": day,
        "turn": turn,
        "sectors": {n: {"value": v, "dictator": d, "rebels": r} for n, (v, d, r) in sectors.items()},
        "dictator": {
            "base": base,
            "revealed": revealed,
            "hand": hand,
            "deck": deck,
            "card": None if card is None else {"sector": card[0], "health": card[1]},
        },
    }


def fight(sector: str, dictator: int = 0, rebels: int = 0, damage: int = 0) -> dict[str, Any]:
    return {
        "move": "combat",
        "sector": sector,
        "dictator_losses": dictator,
        "rebel_losses": rebels,
        "dictator_damage": damage,
    }


def refused(g: Game, move: Any, rule: str) -> str:
    """The move is refused citing ``rule``, and the game is as it was."""
    before = (g.to_json(), g.state(), len(g.trace))
    reason = g.why_not(move)
    assert reason is not None and rule in reason, reason
    with pytest.raises(IllegalActionError) as e:
        g.apply(move)
    assert rule in e.value.rules
    assert (g.to_json(), g.state(), len(g.trace)) == before
    return reason


def cited(g: Game) -> set[str]:
    return {r for e in g.trace for r in e.rules}


NOTES = {"rules": "implementation_notes"}


# ------------------------------------------------------------ control and value


def test_control_more_units_controls_and_the_dictator_wins_ties() -> None:
    g = Game.from_position(position({"A": (1, 3, 2), "B": (1, 2, 3), "C": (1, 2, 2)}, base=None, revealed=False))
    assert [g.control(s) for s in "ABC"] == ["dictator", "rebels", "dictator"]


def test_a_sector_with_no_units_is_neutral_and_counts_for_nobody() -> None:
    g = Game.from_position(position({"A": (4, 0, 0), "B": (1, 1, 0), "C": (2, 0, 1)}, base=None, revealed=False))
    assert g.control("A") is None
    assert g.values() == {"dictator": 1, "rebels": 2}


def test_a_dictator_with_only_militia_still_controls_and_plays_tactics() -> None:
    """Edge case: no MERCs, only militia. Units are MERCs plus militia alike, so the
    Dictator's two militia hold the Mine against one Rebel, and Tactics still play."""
    militia_only = position({"Mine": (4, 2, 1)}, base=None, revealed=False, hand=1)
    g = Game.from_position(militia_only)
    assert g.control("Mine") == "dictator"
    g.apply("play a Tactics card")
    assert g.state()["dictator"]["hand"] == 0 and "merc.edge.militia-only" in cited(g)


# ------------------------------------------------------------ Condition 1


def test_condition_1_ends_the_game_only_at_the_end_of_the_dictators_turn() -> None:
    g = Game.from_position(position(hand=1, deck=0))
    g.apply("play a Tactics card")  # hand 0, deck 0: still the Dictator's turn
    assert g.result is None and g.state()["dictator"]["hand"] == 0
    g.apply(fight("Port", rebels=1))  # a combat: the check runs, Tactics are not looked at
    assert g.result is None
    g.apply(DICTATOR_TURN)
    assert g.result == merc.Result("dictator", "tactics_exhausted", rebel_value=4, dictator_value=7)
    assert g.result.rule == "merc.condition-1"


def test_condition_1_waits_through_the_rebels_turn_for_the_dictators() -> None:
    g = Game.from_position(position(turn="rebels", hand=0, deck=0, day=5))
    g.apply(fight("Port", rebels=1))
    assert g.result is None  # printed rules: never on the Rebels' turn
    g.apply(REBELS_TURN)
    assert g.result is None and g.state()["day"] == 6 and g.current_player == merc.DICTATOR
    g.apply(DICTATOR_TURN)
    assert g.result is not None and g.result.reason == "tactics_exhausted"


def test_condition_1_is_not_met_while_a_card_is_left_in_the_deck() -> None:
    g = Game.from_position(position(hand=0, deck=1, day=3))
    g.apply(DICTATOR_TURN)  # draws the last card: hand 1
    assert g.result is None and g.state()["dictator"]["hand"] == 1


def test_value_the_rebels_win_only_with_a_strictly_greater_total() -> None:
    win = Game.from_position(position({"Capital": (3, 1, 0), "Mine": (4, 0, 1)}, hand=0))
    win.apply(DICTATOR_TURN)
    assert win.result == merc.Result("rebels", "tactics_exhausted", 4, 3)
    assert win.outcome == Outcome((1,), (0,), False, "merc.condition-1", "tactics_exhausted")
    assert "merc.rebels-win-together" in cited(win)


def test_value_ties_go_to_the_dictator() -> None:
    g = Game.from_position(position({"Capital": (4, 1, 0), "Mine": (4, 0, 1), "Jungle": (9, 0, 0)}, hand=0))
    g.apply(DICTATOR_TURN)
    assert g.result == merc.Result("dictator", "tactics_exhausted", 4, 4)
    assert {"merc.value-ties", "merc.neutral"} <= cited(g)


# ------------------------------------------------------------ card flow


def test_draw_3_on_day_1_then_1_while_the_deck_has_cards() -> None:
    g = Game.from_position(position(day=1, hand=0, deck=5, base=None, revealed=False))
    g.apply(DICTATOR_TURN)
    assert (g.deck, g.hand) == (2, 3)
    g.apply(REBELS_TURN)
    g.apply(DICTATOR_TURN)  # Day 2, no card played
    assert (g.deck, g.hand) == (1, 4)


def test_the_seeds_card_flow_timeline_deck_of_5_ends_on_day_6() -> None:
    """The seed's table: start deck 5, hand 0; the Dictator plays one card a day from Day 2;
    after each Dictator turn (deck, hand) is as listed, and the game ends on Day 6."""
    g = Game.from_position(merc.START)
    table = {1: (2, 3), 2: (1, 3), 3: (0, 3), 4: (0, 2), 5: (0, 1), 6: (0, 0)}
    seen = {}
    while g.result is None:
        if g.current_player == merc.DICTATOR:
            day = g.day
            if g.hand:
                g.apply("play a Tactics card")
            g.apply(DICTATOR_TURN)
            seen[day] = (g.deck, g.hand)
        else:
            g.apply(REBELS_TURN)
    assert seen == table
    assert g.day == 6 and g.result.reason == "tactics_exhausted"
    draws = [e.text for e in g.trace if e.rules == ("merc.card-flow", "P-19")]
    assert len(draws) == 6 and draws[0].startswith("Day 1: the Dictator draws 3 of 3")


def test_one_tactics_card_a_turn_on_the_dictators_turn_with_a_card_in_hand() -> None:
    g = Game.from_position(position(hand=2, deck=0))
    g.apply(PlayTactic())
    assert "already played" in refused(g, {"move": "play_tactic"}, "merc.tactics")
    assert "P-15" in refused(g, {"move": "play_tactic"}, "P-15")  # one a turn is our reading
    g.apply(DICTATOR_TURN)
    assert "only the Dictator" in refused(g, "play a Tactics card", "merc.tactics")  # the Rebels' turn
    empty = Game.from_position(position(hand=0, deck=0))
    assert "no Tactics card in hand" in refused(empty, {"move": "play_tactic"}, "merc.tactics")


def test_a_position_may_say_a_tactics_card_was_already_played_this_turn() -> None:
    p = position(hand=2)
    p["dictator"]["tactic_played"] = True
    g = Game.from_position(p)
    refused(g, "play a Tactics card", "merc.tactics")
    g.apply(DICTATOR_TURN)
    g.apply(REBELS_TURN)
    g.apply("play a Tactics card")  # a new turn
    assert g.hand == 1


# ------------------------------------------------------------ turns


def test_the_day_advances_after_the_rebels_turn() -> None:
    g = Game.from_position(position(day=2, hand=3, deck=1))
    g.apply(DICTATOR_TURN)
    assert (g.day, g.turn) == (2, "rebels")
    g.apply(REBELS_TURN)
    assert (g.day, g.turn) == (3, "dictator")
    assert [str(f.label) for f in g.path] == ["Game", "Day 3", "Dictator's turn (Day 3)"]


def test_a_side_moves_only_on_its_own_turn() -> None:
    g = Game.from_position(position(turn="rebels"))
    assert "it is the Rebels' turn, not the Dictator's" in refused(g, DICTATOR_TURN, "merc.day")
    refused(g, EndTurn(merc.DICTATOR), "merc.day")
    refused(g, Combat(merc.DICTATOR, "Port", 1, 0), "merc.day")
    refused(g, RevealBase(merc.DICTATOR, "Capital"), "merc.day")


# ------------------------------------------------------------ Condition 2


def test_condition_2_the_base_falls_the_moment_the_rebels_take_it() -> None:
    g = Game.from_position(position({"Capital": (5, 1, 2), "Mine": (4, 3, 0)}, turn="rebels", hand=3, deck=2))
    g.apply(fight("Capital", dictator=1))
    assert g.result == merc.Result("rebels", "base_captured")
    assert g.result.rule == "merc.condition-2" and g.pending is None
    assert g.outcome == Outcome((1,), (0,), False, "merc.condition-2", "base_captured")
    assert g.trace[-1].path[-1].name == "Condition 2: Base Captured"
    assert [f.name for f in g.trace[-1].path][:5] == ["Game", "Day", "Rebels' Turn", "Combat", "After-Combat Check"]


def test_condition_2_on_the_dictators_own_turn_too() -> None:
    g = Game.from_position(position({"Capital": (5, 1, 1)}, hand=1))
    g.apply("combat in Capital: Dictator loses 1, Rebels lose 0")
    assert g.result is not None and g.result.reason == "base_captured"


def test_condition_2_needs_the_base_revealed() -> None:
    hidden = position({"Capital": (5, 1, 2)}, revealed=False, hand=1)
    g = Game.from_position(hidden)
    g.apply(fight("Capital", dictator=1))
    assert g.result is None and g.control("Capital") == "rebels"
    assert "merc.base-revealed" in cited(g)
    g.apply(RevealBase(merc.DICTATOR, "Capital"))  # revealing it under Rebel control ends the game at once
    assert g.result is not None and g.result.reason == "base_captured"


def test_condition_2_needs_every_dictator_unit_at_the_base_defeated() -> None:
    """The Rebels control the base 3 to 1 (more units), but one Dictator unit still stands."""
    g = Game.from_position(position({"Capital": (5, 2, 3)}, turn="rebels", hand=1))
    g.apply(fight("Capital", dictator=1))
    assert g.control("Capital") == "rebels" and g.result is None


def test_condition_2_an_empty_base_is_neutral_not_captured() -> None:
    g = Game.from_position(position({"Capital": (5, 1, 1)}, turn="rebels", hand=1))
    g.apply(fight("Capital", dictator=1, rebels=1))
    assert g.control("Capital") is None and g.result is None


def test_p08_the_dictator_card_in_the_base_sector_must_be_defeated_too() -> None:
    p = position({"Capital": (5, 1, 2)}, turn="rebels", hand=1, card=("Capital", 2))
    g = Game.from_position(p)
    g.apply(fight("Capital", dictator=1))
    assert g.result is None and "P-08" in cited(g)  # the card still stands at the base
    g.apply(fight("Capital", damage=1))
    assert g.result is None and g.card is not None and g.card.health == 1
    g.apply(fight("Capital", damage=1))
    # card and units defeated: the check finds the capture first (base, then Dictator)
    assert g.result == merc.Result("rebels", "base_captured")


def test_p08_a_card_away_from_the_base_does_not_stop_the_capture() -> None:
    p = position({"Capital": (5, 1, 2), "Mine": (4, 0, 0)}, turn="rebels", hand=1, card=("Mine", 3))
    g = Game.from_position(p)
    g.apply(fight("Capital", dictator=1))
    assert g.result == merc.Result("rebels", "base_captured")


def test_p08_variant_anywhere_a_living_card_anywhere_stops_the_capture() -> None:
    p = position({"Capital": (5, 1, 2), "Mine": (4, 0, 1)}, turn="rebels", hand=1, card=("Mine", 1))
    g = Game.from_position(p, {"dictator_card": "anywhere"})
    g.apply(fight("Capital", dictator=1))
    assert g.result is None and any("P-08" in e.rules and "anywhere" in e.text for e in g.trace)
    g.apply(fight("Mine", damage=1))  # the card dies in the Mine: killed, and no longer stops the capture
    assert g.result == merc.Result("rebels", "base_captured")


# ------------------------------------------------------------ Condition 3 and protection


def test_condition_3_the_dictator_killed_ends_the_game_at_once() -> None:
    p = position({"Capital": (5, 3, 0), "Mine": (4, 0, 2)}, turn="rebels", hand=3, deck=2, card=("Mine", 2))
    g = Game.from_position(p)
    g.apply("combat in Mine: Dictator loses 0, Rebels lose 1, the Dictator card takes 5 damage")
    assert g.result == merc.Result("rebels", "dictator_killed")
    assert g.card is not None and g.card.health == 0
    assert g.outcome is not None and g.outcome.rule == "merc.condition-3"


def test_protection_the_card_is_hit_only_with_no_other_dictator_unit_in_its_sector() -> None:
    p = position({"Capital": (5, 2, 3)}, turn="rebels", hand=1, card=("Capital", 2))
    g = Game.from_position(p)
    assert "2 other Dictator units" in refused(g, fight("Capital", damage=1), "merc.protection")
    assert "1 other Dictator unit " in refused(g, fight("Capital", dictator=1, damage=1), "merc.protection")
    g.apply(fight("Capital", dictator=2, damage=1))  # the units fall in the same combat: the card can be hit
    assert g.card is not None and g.card.health == 1 and g.result is None


def test_the_dictator_card_can_be_hit_only_where_it_is_and_once_in_play() -> None:
    g = Game.from_position(position({"Capital": (5, 0, 2), "Mine": (4, 1, 1)}, turn="rebels", card=("Capital", 1)))
    assert "not in Mine" in refused(g, fight("Mine", dictator=1, damage=1), "merc.protection")
    none = Game.from_position(position({"Capital": (5, 1, 0), "Mine": (4, 1, 1)}, turn="rebels", revealed=False))
    refused(none, fight("Mine", dictator=1, damage=1), "merc.card-in-play")


def test_the_dictator_card_is_only_in_play_once_the_base_is_revealed() -> None:
    with pytest.raises(PositionError, match=r"dictator\.card"):
        Game.from_position(position(revealed=False, card=("Capital", 2)))


# ------------------------------------------------------------ edge cases


def test_all_rebel_mercs_dead_does_not_end_the_game() -> None:
    g = Game.from_position(position({"Capital": (5, 2, 0), "Mine": (4, 1, 2)}, hand=2, deck=1))
    g.apply(fight("Mine", rebels=2))
    assert g.result is None and not any(s.rebels for s in g.sectors.values())
    assert "merc.edge.rebels-without-mercs" in cited(g)
    g.apply(DICTATOR_TURN)
    assert g.current_player == merc.REBELS  # they still take their turn
    assert g.legal_actions() == [EndTurn(merc.REBELS)]


def test_the_check_order_is_base_then_dictator_then_tactics() -> None:
    """One combat kills the card at the base and empties it: both immediate conditions hold;
    the check finds the capture first (the page's order)."""
    p = position({"Capital": (5, 1, 2)}, turn="rebels", hand=0, card=("Capital", 1))
    g = Game.from_position(p)
    g.apply(fight("Capital", dictator=1, damage=1))
    assert g.result is not None and g.result.reason == "base_captured"


def test_a_position_already_won_ends_at_once() -> None:
    g = Game.from_position(position({"Capital": (5, 0, 2)}, hand=1))
    assert g.result == merc.Result("rebels", "base_captured") and g.pending is None
    refused(g, DICTATOR_TURN, "merc.game-end")


# ------------------------------------------------------------ printed rules versus the Implementation Notes


def test_printed_versus_notes_an_empty_base() -> None:
    """Both sides lose their last unit at the revealed base. Printed: an empty sector is
    neutral, so the Rebels do not control it and the game goes on. Notes: not
    Dictator-controlled means captured."""
    p = position({"Capital": (5, 1, 1), "Mine": (4, 0, 2)}, turn="rebels", hand=2)
    printed, notes = Game.from_position(p), Game.from_position(p, NOTES)
    for g in (printed, notes):
        g.apply(fight("Capital", dictator=1, rebels=1))
    assert printed.result is None
    assert notes.result == merc.Result("rebels", "base_captured")
    assert notes.result.rule == "merc.notes.base"


def test_printed_versus_notes_a_rebel_majority_with_a_dictator_unit_left() -> None:
    p = position({"Capital": (5, 2, 2)}, turn="rebels", hand=2)
    printed, notes = Game.from_position(p), Game.from_position(p, NOTES)
    for g in (printed, notes):
        g.apply(fight("Capital", dictator=1))
    assert printed.result is None and notes.result is not None and notes.result.reason == "base_captured"


def test_printed_versus_notes_exhausted_tactics_after_a_combat() -> None:
    """No Tactics left, the Rebels' turn, a combat. Printed: exhausted Tactics wait for the
    end of the Dictator's turn. Notes: the after-combat check ends the game on value now."""
    p = position({"Capital": (5, 2, 0), "Mine": (4, 1, 3)}, turn="rebels", hand=0, deck=0)
    printed, notes = Game.from_position(p), Game.from_position(p, NOTES)
    for g in (printed, notes):
        g.apply(fight("Mine", dictator=1))
    assert printed.result is None
    assert notes.result == merc.Result("dictator", "tactics_exhausted", 4, 5)
    assert notes.result.rule == "merc.notes.after-combat"
    printed.apply(REBELS_TURN)
    printed.apply(DICTATOR_TURN)
    assert printed.result == notes.result and printed.day == 5


def test_the_notes_reading_ignores_the_dictator_card_at_the_base() -> None:
    p = position({"Capital": (5, 1, 1)}, turn="rebels", hand=1, card=("Capital", 2))
    printed, notes = Game.from_position(p), Game.from_position(p, NOTES)
    for g in (printed, notes):
        g.apply(fight("Capital", dictator=1))
    assert printed.result is None  # P-08: the card at the base still stands
    assert notes.result is not None and notes.result.reason == "base_captured"


def test_options_are_checked() -> None:
    with pytest.raises(ValueError, match="unknown option 'rule'"):
        Game.from_position(position(), {"rule": "printed"})
    with pytest.raises(ValueError, match="option 'rules' must be one of printed, implementation_notes"):
        Game.from_position(position(), {"rules": "notes"})
    with pytest.raises(ValueError, match="P-08"):
        Game.from_position(position(), {"dictator_card": "nowhere"})
    with pytest.raises(ValueError, match="refines the printed rules"):
        Game.from_position(position(), {"rules": "implementation_notes", "dictator_card": "anywhere"})
    with pytest.raises(ValueError, match="options must be a dict"):
        Game.from_position(position(), "implementation_notes")  # type: ignore[arg-type]


# ------------------------------------------------------------ reveal


def test_reveal_places_an_unplaced_base_or_reveals_a_placed_one() -> None:
    g = Game.from_position(position(base=None, revealed=False))
    g.apply("reveal the base in Mine")  # placed in the Rebels' Mine: captured at once
    assert g.result is not None and g.result.reason == "base_captured"
    placed = Game.from_position(position(revealed=False))
    assert "another sector" in refused(placed, RevealBase(merc.DICTATOR, "Mine"), "merc.reveal")
    placed.apply(RevealBase(merc.DICTATOR, "Capital"))
    assert placed.revealed and placed.result is None
    refused(placed, RevealBase(merc.DICTATOR, "Capital"), "merc.reveal")


# ------------------------------------------------------------ moves


def test_moves_as_dicts_printed_text_and_values_are_one_move() -> None:
    g = Game.from_position(position(turn="rebels", card=None))
    m = Combat(merc.REBELS, "Port", 1, 1)
    assert str(m) == "combat in Port: Dictator loses 1, Rebels lose 1"
    assert merc.parse_move(str(m), merc.REBELS) == m
    assert merc.parse_move("Rebels:  COMBAT in Port: dictator loses 1, rebels lose 1", merc.DICTATOR) == m
    assert merc.move_from_json(m.to_json(), merc.REBELS) == m
    assert merc.move_from_json(json.dumps(m.to_json()), merc.REBELS) == m
    assert merc.move_from_json({k: v for k, v in m.to_json().items() if k != "dictator_damage"}, 1) == m
    for form in (m, str(m), m.to_json(), json.dumps(m.to_json())):
        h = g.copy()
        h.apply(form)
        assert h.decisions == [m]
    for move in (PlayTactic(), RevealBase(0, "Oil Field"), EndTurn(0), EndTurn(1), Combat(0, "A", 0, 0, 2)):
        assert merc.parse_move(str(move), move.seat) == move
        assert merc.move_from_json(move.to_json(), move.seat) == move
    assert merc.parse_move("end turn", 1) == EndTurn(1)


@pytest.mark.parametrize(
    ("move", "words"),
    [
        ({"move": "combat", "sector": "Port", "dictator_losses": 1}, "lacks field 'rebel_losses'"),
        ({"move": "combat", "sector": "Port", "dictator_losses": -1, "rebel_losses": 0}, "'dictator_losses'"),
        ({"move": "combat", "sector": "Port", "dictator_losses": True, "rebel_losses": 0}, "'dictator_losses'"),
        ({"move": "combat", "sector": 3, "dictator_losses": 0, "rebel_losses": 0}, "'sector'"),
        ({"move": "end_turn", "side": 1}, "no field 'side'"),
        ({"move": "attack"}, "field 'move'"),
        ({"sector": "Port"}, "field 'move'"),
        ("{not json", "not valid JSON"),
        ("attack the Port", "cannot read"),
        (7, "not a move"),
        (Combat(5, "Port"), "seat must be 0"),
        (Combat(1, "Port", -2), "'dictator_losses'"),
    ],
)
def test_malformed_moves_are_refused_naming_the_field(move: Any, words: str) -> None:
    g = Game.from_position(position(turn="rebels"))
    before = g.to_json()
    with pytest.raises(IllegalActionError, match=words.replace("(", r"\(")):
        g.apply(move)
    assert g.why_not(move) is not None and g.to_json() == before


def test_combat_needs_both_sides_and_losses_they_have() -> None:
    g = Game.from_position(position({"Capital": (5, 2, 0), "Mine": (4, 0, 3), "Port": (2, 1, 1)}, turn="rebels"))
    refused(g, fight("Capital", dictator=1), "merc.combat")  # no Rebels there
    refused(g, fight("Nowhere", dictator=1), "merc.combat")
    assert "only 1" in refused(g, fight("Port", dictator=2), "merc.combat")
    assert "only 1" in refused(g, fight("Port", rebels=2), "merc.combat")


def test_legal_actions_are_a_finite_sample_and_any_legal_combat_is_accepted() -> None:
    p = position({"Capital": (5, 9, 9), "Mine": (4, 1, 3)}, hand=1, card=("Mine", 4))
    g = Game.from_position(p)
    acts = g.legal_actions()
    assert all(g.why_not(a) is None for a in acts)
    assert {type(a) for a in acts} == {Combat, PlayTactic, EndTurn}
    big = Combat(merc.DICTATOR, "Capital", 7, 5)
    assert big not in acts and g.why_not(big) is None
    assert Combat(merc.DICTATOR, "Mine", 1, 0, 4) in acts  # a lethal blow is offered
    g.apply(big)
    assert g.sectors["Capital"].dictator == 2 and g.sectors["Capital"].rebels == 4


# ------------------------------------------------------------ positions


VALID = position(card=("Capital", 3))


def _set(path: str, value: Any) -> dict[str, Any]:
    p = copy.deepcopy(VALID)
    *head, last = path.split(".")
    node = p
    for k in head:
        node = node[k]
    if value is KeyError:
        del node[last]
    else:
        node[last] = value
    return p


@pytest.mark.parametrize(
    ("path", "value", "field"),
    [
        ("day", 0, "day"),
        ("day", "6", "day"),
        ("day", True, "day"),
        ("day", KeyError, "day"),
        ("turn", "rebel", "turn"),
        ("sectors", {}, "sectors"),
        ("sectors", [], "sectors"),
        ("sectors.Mine.value", -1, "sectors.Mine.value"),
        ("sectors.Mine.dictator", 1.0, "sectors.Mine.dictator"),
        ("sectors.Mine.rebels", None, "sectors.Mine.rebels"),
        ("sectors.Mine.militia", 2, "sectors.Mine.militia"),
        ("sectors.Mine", 3, "sectors.Mine"),
        ("sectors.Bad: name", {"value": 1, "dictator": 0, "rebels": 0}, "sectors.Bad: name"),
        ("dictator.base", "Nowhere", "dictator.base"),
        ("dictator.revealed", "yes", "dictator.revealed"),
        ("dictator.hand", -1, "dictator.hand"),
        ("dictator.deck", KeyError, "dictator.deck"),
        ("dictator.card", {"sector": "Capital"}, "dictator.card.health"),
        ("dictator.card", {"sector": "Nowhere", "health": 1}, "dictator.card.sector"),
        ("dictator.card", {"sector": "Capital", "health": 0}, "dictator.card.health"),
        ("dictator.card", "Capital", "dictator.card"),
        ("dictator.tactic_played", 1, "dictator.tactic_played"),
        ("dictator.extra", 1, "dictator.extra"),
        ("players", 2, "players"),
    ],
)
def test_a_malformed_position_is_a_value_error_naming_the_field(path: str, value: Any, field: str) -> None:
    with pytest.raises(PositionError) as e:
        Game.from_position(_set(path, value))
    assert e.value.field == field and field in str(e.value)


def test_position_consistency_rules() -> None:
    unplaced = position(base=None, revealed=True)
    with pytest.raises(PositionError, match="not placed"):
        Game.from_position(unplaced)
    played = position(turn="rebels")
    played["dictator"]["tactic_played"] = True
    with pytest.raises(PositionError, match="tactic_played"):
        Game.from_position(played)
    for bad in (None, [], "[1]", "{", 7, {"day": float("nan")}):
        with pytest.raises(ValueError):
            Game.from_position(bad)  # type: ignore[arg-type]


def test_the_position_is_copied_and_state_round_trips() -> None:
    p = position(card=("Capital", 3))
    g = Game.from_position(json.dumps(p))
    p["sectors"]["Capital"]["dictator"] = 0
    assert g.sectors["Capital"].dictator == 2
    g.apply(DICTATOR_TURN)
    again = Game.from_position(g.state())
    assert again.state() == g.state() and again.current_player == merc.REBELS


# ------------------------------------------------------------ views, saves, registry


def test_the_rebels_do_not_see_where_an_unrevealed_base_is() -> None:
    g = Game.from_position(position(revealed=False))
    assert g.view(merc.DICTATOR)["dictator"]["base"] == "Capital"
    rebels = g.view(merc.REBELS)
    assert rebels["dictator"]["base"] is None and rebels["dictator"]["base_placed"] is True
    assert '"base": "Capital"' not in json.dumps(rebels)
    assert rebels["sectors"]["Mine"]["control"] == "rebels" and rebels["values"] == {"dictator": 7, "rebels": 4}
    g.apply(RevealBase(merc.DICTATOR, "Capital"))
    assert g.view(merc.REBELS)["dictator"]["base"] == "Capital"
    with pytest.raises(ValueError, match="no seat 2"):
        g.view(2)


def test_save_and_load_keep_the_position_the_options_and_the_moves() -> None:
    g = Game.from_position(position({"Capital": (5, 1, 1)}, turn="rebels", hand=2), NOTES)
    g.apply(fight("Capital", dictator=1, rebels=1))
    loaded = games.load(g.to_json())
    assert isinstance(loaded, Game) and loaded.options.notes and loaded.result == g.result
    bad = json.loads(g.to_json())
    bad["position"]["day"] = 0
    with pytest.raises(ValueError, match="'day'"):
        Game.from_json(json.dumps(bad))


def test_the_pack_is_registered_and_its_tree_shows_where_the_check_is() -> None:
    pack = games.get("merc")
    assert pack.game is Game and pack.seats(Game()) == ["dictator", "rebels"]
    parents = {trail[-2] for trail, node in pack.tree.walk() if node.name == "Game-End Check"}
    assert parents == {"Game", "After-Combat Check", "Reveal Base", "End of the Dictator's Turn"}
    turn = pack.tree.child("Day").child("Dictator's Turn")  # type: ignore[union-attr]
    under = [n.name for n in turn.child("End of the Dictator's Turn").children]  # type: ignore[union-attr]
    assert under == ["End-of-Turn Draw", "Game-End Check"]
    assert len({json.dumps(pack.new_game(s).state()) for s in range(8)}) == 8  # varied positions


def test_every_rule_cites_the_merc_page_or_a_project_ruling() -> None:
    for r in merc.catalog().values():
        assert r.section.startswith(("MERC p.3", "docs/rulings.md, P-")), r.id
        assert r.id.startswith("merc.") or r.is_ruling
    assert merc.rule("merc.condition-2").see == ("P-08",)
    assert merc.catalog().rule("merc:P-08").title.startswith("MERC")


def test_every_merc_ruling_has_its_section_in_docs_rulings() -> None:
    from pathlib import Path

    text = (Path(__file__).resolve().parents[3] / "docs" / "rulings.md").read_text("utf-8")
    for r in merc.catalog().values():
        if r.is_ruling:
            assert f"## {r.id} {r.title}" in text, r.id


def test_huge_numbers_deep_nesting_and_long_text_are_value_errors() -> None:
    with pytest.raises(ValueError, match="integers must stay below"):
        Game.from_position(_set("dictator.hand", 10**40))
    deep: Any = 0
    for _ in range(5000):
        deep = [deep]
    with pytest.raises(ValueError, match="nested"):
        Game.from_position(_set("day", deep))
    with pytest.raises(ValueError, match="nested"):
        Game.from_position('{"day": ' + "[" * 5000 + "]" * 5000 + "}")
    g = Game.from_position(position(turn="rebels"))
    with pytest.raises(IllegalActionError, match="cannot read"):
        g.apply("combat in Port: Dictator loses " + "9" * 40 + ", Rebels lose 0")
    with pytest.raises(IllegalActionError, match="at most 200 characters"):
        g.apply("end turn" + " " * 500)
    with pytest.raises(IllegalActionError, match="integers must stay below"):
        g.apply({"move": "combat", "sector": "Port", "dictator_losses": 10**40, "rebel_losses": 0})


def test_the_designers_merc_start_example_prints_what_its_comment_says() -> None:
    import contextlib
    import io
    import re
    from pathlib import Path

    page = (Path(__file__).resolve().parents[3] / "docs" / "howto-designers.md").read_text("utf-8")
    blocks = [b for b in re.findall(r"```python\n(.*?)```", page, re.S) if "merc.START" in b]
    assert len(blocks) == 1
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(blocks[0], {})
    expected = blocks[0].strip().splitlines()[-1].split("# ", 1)[1]
    assert out.getvalue().strip() == expected


# ------------------------------------------------------------ names, exact moves, seeds, bounds

HOSTILE_NAMES = ["Mine\x01", "Ana\udcff", "A\u00a0B", "A\x1fB", "A\u2028B", "x" * 61, "Tab\there"]


@pytest.mark.parametrize("name", HOSTILE_NAMES)
def test_a_sector_name_that_cannot_be_typed_back_is_refused_naming_the_field(name: str) -> None:
    p = position({"Capital": (5, 2, 0), name: (1, 0, 1)})
    with pytest.raises(PositionError) as e:
        Game.from_position(p)
    assert e.value.field == f"sectors.{name}" and "sector name" in str(e.value)
    assert len(str(e.value)) < 300  # quoted briefly
    save = json.loads(Game.from_position(position()).to_json())
    save["position"]["sectors"][name] = {"value": 1, "dictator": 0, "rebels": 0}
    with pytest.raises(ValueError, match="sector name"):
        Game.from_json(json.dumps(save))
    g = Game.from_position(position())
    for move in ({"move": "reveal_base", "sector": name}, fight(name, 1)):
        assert "field 'sector'" in refused(g, move, "merc.day")


def test_every_game_from_an_accepted_position_saves_as_utf8() -> None:
    g = Game.from_position(position({"Capital": (5, 2, 0), "Mine Ünd Straße": (1, 0, 1)}))
    assert Game.from_json(g.to_json().encode("utf-8").decode("utf-8")).state() == g.state()


def test_a_printed_combat_names_its_sector_exactly_or_is_refused() -> None:
    p = position({"Capital": (5, 2, 0), "A B": (1, 2, 2), "A  B": (1, 2, 2)}, turn="rebels")
    g = Game.from_position(p)
    g.apply(str(Combat(1, "A  B", 0, 2)))
    assert g.state()["sectors"]["A  B"]["rebels"] == 0 and g.state()["sectors"]["A B"]["rebels"] == 2
    assert "no sector 'A   B'" in refused(g, "combat in A   B: Dictator loses 0, Rebels lose 1", "merc.combat")
    assert "no sector 'a b'" in refused(g, "combat in a b: Dictator loses 0, Rebels lose 1", "merc.combat")
    g.apply("  COMBAT  in A B :  dictator loses 0 , rebels lose 1 ")  # the words' case and spacing are free
    assert g.state()["sectors"]["A B"]["rebels"] == 1
    h = Game.from_position(position({"Capital": (5, 2, 0), "A B": (1, 0, 0)}, base=None, revealed=False))
    assert h.why_not("reveal the base in A  B") is not None and h.why_not("reveal the base in A B") is None
    for space in ("\x1f", "\u00a0", "\u2028", "\x1c"):  # no other character counts as a space
        assert h.why_not(f"reveal the base in{space}A B") is not None
        assert h.why_not(f"reveal the base in {space}A B") is not None


@pytest.mark.parametrize("seed", [2.5, "abc", True, float("nan"), b"x", [1], 10**40])
def test_a_seed_that_is_not_an_integer_is_refused(seed: Any) -> None:
    with pytest.raises(ValueError, match="seed"):
        Game(seed=seed)
    with pytest.raises(ValueError, match="seed"):
        Game.random(seed)
    with pytest.raises(ValueError, match="seed"):
        merc.random_position(seed)


def test_a_seeded_game_keeps_its_seed_through_save_and_copy() -> None:
    g = Game.random(7, {"rules": "implementation_notes"})
    assert g.position == merc.random_position(7) and g.seed == 7
    assert Game.from_json(g.to_json()).seed == 7 and g.copy().seed == 7
    assert "seed" not in json.loads(Game.from_position(position()).to_json())  # saves without one are unchanged


@pytest.mark.parametrize(
    ("path", "value", "field"),
    [
        ("dictator.deck", 10**19, "dictator.deck"),
        ("dictator.hand", 6, "dictator.hand"),
        ("dictator.deck", 4, "dictator.deck"),  # hand 2 + deck 4: more than the 5 Tactics cards (P-15)
        ("day", 1000, "day"),
        ("sectors.Capital.dictator", 10**6, "sectors.Capital.dictator"),
        ("dictator.card.health", 1000, "dictator.card.health"),
    ],
)
def test_a_position_holds_only_what_a_game_can_have(path: str, value: Any, field: str) -> None:
    with pytest.raises(PositionError) as e:
        Game.from_position(_set(path, value))
    assert e.value.field == field


def test_a_map_has_at_most_40_sectors_and_every_accepted_game_ends() -> None:
    many = position({f"S{i}": (1, 0, 0) for i in range(41)}, base=None, revealed=False)
    with pytest.raises(PositionError, match="at most 40"):
        Game.from_position(many)
    g = Game.from_position(position(hand=3, deck=2, day=2))
    steps = 0
    while g.pending is not None and steps < 10_000:  # the Dictator plays a card each turn, the Rebels pass
        g.apply(PlayTactic() if g.why_not(PlayTactic()) is None else g.legal_actions()[-1])
        steps += 1
    assert g.result is not None and g.result.reason == "tactics_exhausted" and g.day <= 7


def test_P17_the_card_can_be_hit_in_the_combat_that_clears_its_sector() -> None:
    p = position({"Capital": (5, 1, 2), "Mine": (4, 0, 1)}, turn="rebels", hand=1, card=("Capital", 3))
    g = Game.from_position(p)
    g.apply(fight("Capital", dictator=1, damage=1))
    assert g.card is not None and g.card.health == 2
    assert "P-17" in cited(g)
    h = Game.from_position(position({"Capital": (5, 2, 2)}, turn="rebels", hand=1, card=("Capital", 3)))
    assert "after this combat's losses" in refused(h, fight("Capital", dictator=1, damage=1), "P-17")
