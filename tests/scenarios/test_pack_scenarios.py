"""MERC's and Terrus's scenarios: each plays its table and moves through the engine, ends
the game by the rule its docstring names, reads the other rule readings as arguments,
refuses bad arguments naming them, and displays as a table and a form."""

from __future__ import annotations

from typing import Any

import pytest

from dml_tutor import games
from dml_tutor.games import merc, terrus
from dml_tutor.games.merc import scenarios as msc
from dml_tutor.games.terrus import scenarios as tsc
from dml_tutor.scenarios import Scenario, of_pack

EVERY = [(pack, name, cls) for pack in ("merc", "terrus") for name, cls in of_pack(pack).items()]
DICTATOR, REBELS = merc.SIDES.index("dictator"), merc.SIDES.index("rebels")


def outcome(s: Scenario) -> Any:
    result = s.run()
    assert result.game is not None
    return result.game.outcome


@pytest.mark.parametrize(("pack", "name", "cls"), EVERY, ids=[n for _, n, _ in EVERY])
def test_runs_with_defaults_to_an_end_citing_the_packs_rules(pack: str, name: str, cls: type[Scenario]) -> None:
    scenario = cls()
    assert scenario.pack == pack
    result = scenario.run()
    assert result.pack == pack and result.game is not None and result.game.pack == pack
    assert result.game.outcome is not None, f"{name} ends no game"
    catalog = games.get(pack).catalog()
    for row in result.rows:  # (a step that applies no rule, as the turn passing, cites none)
        assert all(r in catalog for r in row.rules), (name, row)
    assert sum(bool(r.rules) for r in result.rows) > len(result.rows) / 2
    assert [r.step for r in result.rows] == list(range(1, len(result.rows) + 1))
    assert result.rows[-1].value == result.notes[0].split(": ", 1)[1].rstrip(".")  # the outcome, as the last row saw it
    assert result.game.outcome.rule in catalog
    assert result.rows[0].value != result.rows[-1].value  # the table while it runs, then the outcome


@pytest.mark.parametrize(("pack", "name", "cls"), EVERY, ids=[n for _, n, _ in EVERY])
def test_position_is_the_packs_format_and_the_form_holds_every_argument(
    pack: str, name: str, cls: type[Scenario]
) -> None:
    scenario = cls()
    game = games.get(pack).game.from_position(scenario.position())  # type: ignore[attr-defined]
    assert game.pack == pack
    form = scenario.form()
    assert set(form.controls) == {p.name for p in scenario.params} == set(scenario.kwargs())
    assert "<table" in form.output.value and "<code" in form.output.value
    assert scenario.replace() == scenario  # the arguments' normal forms read back unchanged


def test_registries_list_each_packs_scenarios() -> None:
    assert set(of_pack("merc")) == {"TacticsExhausted", "BaseCaptured", "DictatorKilled"}
    assert {"LethalDamage", "TurnVictory", "LastRulerStanding", "EveryoneLoses", "MutualLethal"} == set(
        of_pack("terrus")
    )
    assert of_pack("last_stone") == {}  # a pack without scenarios
    with pytest.raises(ValueError, match=r"^unknown game"):
        of_pack("no_such_pack")
    with pytest.raises(ValueError, match=r"^unknown game"):
        of_pack("../merc")


# ----------------------------------------------------------------------- MERC


def test_tactics_run_out_only_at_the_end_of_the_dictators_turn() -> None:
    result = msc.TacticsExhausted().run()
    g = result.game
    assert isinstance(g, merc.Game) and g.outcome is not None
    assert (g.outcome.winners, g.outcome.reason) == ((DICTATOR,), "tactics_exhausted")
    assert g.result == merc.Result("dictator", "tactics_exhausted", rebel_value=4, dictator_value=5)
    assert g.day == 6  # the combat on Day 5 ended nothing
    # the Implementation Notes run the whole check after the combat: the game ends there
    notes = msc.TacticsExhausted(rules="implementation_notes").run()
    assert notes.game is not None and notes.game.outcome is not None
    assert notes.game.outcome.reason == "tactics_exhausted" and notes.game.day == 5
    assert "the last 2 move(s) are not played" in notes.notes[-1]


def test_the_dictator_wins_ties_and_an_empty_sector_counts_for_nobody() -> None:
    tie = msc.TacticsExhausted(
        sectors="Capital 4 1 0; Mine 4 0 1; Jungle 9 0 0", turn="dictator", day=4, moves="end turn"
    )
    g = tie.run().game
    assert isinstance(g, merc.Game)
    assert g.result == merc.Result("dictator", "tactics_exhausted", 4, 4)


def test_base_captured_reads_the_dictator_card_by_p08() -> None:
    assert outcome(msc.BaseCaptured()).winners == (REBELS,)
    assert outcome(msc.BaseCaptured()).reason == "base_captured"
    assert outcome(msc.BaseCaptured(dictator_card="anywhere")) is None  # the card in the Mine saves the base
    for reading in merc.CARD_READINGS:  # the card at the base saves it under both readings
        assert outcome(msc.BaseCaptured(card="Capital 1", dictator_card=reading)) is None
    assert outcome(msc.BaseCaptured(revealed=False, card="")) is None  # a hidden base cannot fall


def test_an_emptied_base_falls_only_under_the_implementation_notes() -> None:
    moves = "combat in Capital: Dictator loses 1, Rebels lose 1"
    assert outcome(msc.BaseCaptured(sectors="Capital 5 1 1; Mine 4 0 2", card="", moves=moves)) is None
    notes = outcome(
        msc.BaseCaptured(sectors="Capital 5 1 1; Mine 4 0 2", card="", moves=moves, rules="implementation_notes")
    )
    assert notes is not None and (notes.winners, notes.reason) == ((REBELS,), "base_captured")


def test_dictator_killed_behind_the_protection_rule() -> None:
    assert (outcome(msc.DictatorKilled()).winners, outcome(msc.DictatorKilled()).reason) == (
        (REBELS,),
        "dictator_killed",
    )
    with pytest.raises(merc.IllegalActionError) as info:
        msc.DictatorKilled(sectors="Capital 5 3 0; Mine 4 1 2").run()  # a Dictator unit guards the card
    assert "merc.protection" in info.value.rules and str(info.value).startswith("moves: move 1")
    # lethal damage to the card at the base, its last unit defeated too: the check looks at the base first
    at_base = msc.DictatorKilled(
        sectors="Capital 5 2 3",
        card="Capital 2",
        moves="combat in Capital: Dictator loses 2, Rebels lose 0, the Dictator card takes 2 damage",
    )
    assert outcome(at_base).reason == "base_captured"


BAD_MERC = [
    ({"sectors": "Capital x"}, "sectors: a sector is"),
    ({"sectors": ""}, "sectors: the board needs"),
    ({"sectors": 5}, "sectors must be"),
    ({"card": "Mine"}, "card: the Dictator card is"),
    ({"turn": "nobody"}, "turn must be 'dictator' or 'rebels'"),
    ({"hand": "2"}, "hand must be a whole number"),
    ({"revealed": "yes"}, "revealed must be True or False"),
    ({"rules": "house"}, "rules must be"),
    ({"dictator_card": None}, "dictator_card must be"),
    ({"moves": 5}, "moves must be text"),
    ({"moves": ["end turn", 3]}, "moves: a move is text"),
]


@pytest.mark.parametrize(("kwargs", "start"), BAD_MERC, ids=[str(k) for k, _ in BAD_MERC])
def test_merc_arguments_are_checked_naming_them(kwargs: dict[str, Any], start: str) -> None:
    with pytest.raises(ValueError) as info:
        msc.MercScenario(**kwargs)
    assert type(info.value) is ValueError and str(info.value).startswith(start), info.value


@pytest.mark.parametrize(
    ("kwargs", "start"),
    [
        ({"base": "Nowhere"}, "base (dictator.base): "),
        ({"sectors": "Capital 5 -1 0"}, "sectors (sectors.Capital.dictator): "),
        ({"day": 0}, "day: "),
    ],
)
def test_merc_tables_the_engine_refuses_name_the_argument(kwargs: dict[str, Any], start: str) -> None:
    with pytest.raises(ValueError) as info:
        msc.MercScenario(**kwargs).run()
    assert str(info.value).startswith(start) and "position field" not in str(info.value), info.value


# --------------------------------------------------------------------- Terrus


def test_terrus_scenarios_end_by_the_clause_they_show() -> None:
    ends = {name: outcome(cls()) for name, cls in tsc.SCENARIOS.items()}
    assert (ends["LethalDamage"].winners, ends["LethalDamage"].rule) == ((0,), "5.2a")
    assert (ends["TurnVictory"].winners, ends["TurnVictory"].rule) == ((1,), "5.2b")
    assert (ends["LastRulerStanding"].winners, ends["LastRulerStanding"].rule) == ((0,), "5.2e")
    assert ends["EveryoneLoses"].draw and ends["EveryoneLoses"].rule == "5.4a" and ends["EveryoneLoses"].losers == (2,)
    assert ends["MutualLethal"].draw and ends["MutualLethal"].reason == "mutual_lethal"


def test_mutual_lethal_under_both_readings_of_p09() -> None:
    strict = outcome(tsc.MutualLethal(mutual_lethal="source_wins"))
    assert (strict.winners, strict.rule) == ((0,), "5.2a")
    g = tsc.MutualLethal().run().game
    assert isinstance(g, terrus.Game) and any("P-09" in e.rules for e in g.trace)


def test_lethal_damage_needs_the_only_remaining_opponent() -> None:
    result = tsc.LethalDamage(moves="damage 0 -> 1:5").run()  # Cyd is still in: nothing is won
    assert result.game is not None and result.game.outcome is None
    assert result.rows[-1].value == "Ana 20, Bo 0, Cyd 6"  # the vitae, read while the game runs
    assert result.notes[0] == "After 1 move(s): in play."


def test_a_form_edit_reruns_with_the_other_reading() -> None:
    form = tsc.MutualLethal().form()
    assert "5.4a" in form.output.value
    form.controls["mutual_lethal"].value = "source_wins"
    assert "won by Ana" in form.output.value
    form.controls["moves"].value = "priority 7"
    assert "dml-error" in form.output.value and "no ruler 7" in form.output.value
    form.controls["rulers"].value = "Ana"
    assert "Cannot build this scenario" in form.output.value and "rulers: a ruler is" in form.output.value


BAD_TERRUS = [
    ({"rulers": "Ana"}, "rulers: a ruler is"),
    ({"rulers": "Ana 2"}, "rulers: a game of Terrus has two rulers"),
    ({"rulers": "Ana 2 wings=3; Bo 2"}, "rulers: 'wings=3'"),
    ({"active": True}, "active must be a whole number"),
    ({"tournament": 1}, "tournament must be True or False"),
    ({"mutual_lethal": "x"}, "mutual_lethal must be 'draw' or 'source_wins'"),
]


@pytest.mark.parametrize(("kwargs", "start"), BAD_TERRUS, ids=[str(k) for k, _ in BAD_TERRUS])
def test_terrus_arguments_are_checked_naming_them(kwargs: dict[str, Any], start: str) -> None:
    with pytest.raises(ValueError) as info:
        tsc.TerrusScenario(**kwargs)
    assert type(info.value) is ValueError and str(info.value).startswith(start), info.value


def test_terrus_tables_the_engine_refuses_name_the_argument() -> None:
    with pytest.raises(ValueError) as info:
        tsc.TerrusScenario(rulers="Ana 2; Ana 3").run()
    assert str(info.value).startswith("rulers (rulers[1].name): ")
    with pytest.raises(ValueError) as info:
        tsc.TerrusScenario(active=5).run()
    assert str(info.value).startswith("active: ")


def test_rulers_text_reads_back() -> None:
    s = tsc.TerrusScenario(rulers="Ana 20 structures=9 relics=3 team=North cannot_win\nBo -2 int=15")
    assert s.rulers == (("Ana", 20, 9, 3, 0, "North", True), ("Bo", -2, 0, 0, 15, None, False))
    assert s.form().controls["rulers"].value == "Ana 20 structures=9 relics=3 team=North cannot_win\nBo -2 int=15"
    assert tsc.TerrusScenario(rulers=s.form().controls["rulers"].value) == s.replace()


def test_merc_rows_show_the_sector_value_while_the_game_runs() -> None:
    rows = msc.TacticsExhausted().run().rows
    assert rows[0].value == "Dictator 5, Rebels 4 (Tactics: 0 in hand, 0 in the deck)"
    assert rows[-1].value == "won by dictator (tactics_exhausted, merc.condition-1)"
