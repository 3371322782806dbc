"""Scenarios: each runs through the real engine, reacts to its arguments as the rules say,
refuses illegal edits with the engine's reason, and displays as a table and a form."""

from __future__ import annotations

import dataclasses
import importlib.util
import subprocess
import sys
from fractions import Fraction

import pytest

import dml_tutor as dml
from dml_tutor.games.dml import scenarios as sc
from dml_tutor.games.dml.scenarios import (
    SCENARIOS,
    AttemptOdds,
    BiddingExample,
    CharacterStack,
    DragonSiege,
    EventEffects,
    FatherOfDragons,
    ForeignMerchantRestock,
    Monopoly,
    VictoryPoints,
    list_scenarios,
)
from dml_tutor.games.dml.scenarios.base import _Run
from dml_tutor.games.dml.scenarios.characters import _stack_value
from dml_tutor.scenarios import of_pack

CATALOG = dml.catalog()


def tvs(result: sc.BiddingResult) -> list[int]:
    return [m.value for m in result.target_values]


# ------------------------------------------------------------------ every scenario


@pytest.mark.parametrize("name", sorted(SCENARIOS))
def test_runs_with_defaults_and_cites_known_rules(name: str) -> None:
    scenario = SCENARIOS[name]()
    result = scenario.run()
    assert result.rows, name
    assert isinstance(result.game, dml.Game)
    for row in result.rows:
        assert row.rules, f"{name}: row {row.step} cites no rule"
        unknown = [r for r in row.rules if r not in CATALOG]
        assert not unknown, f"{name}: row {row.step} cites unknown rule ids {unknown}"
    assert [r.step for r in result.rows] == list(range(1, len(result.rows) + 1))


@pytest.mark.parametrize("name", sorted(SCENARIOS))
def test_position_is_a_valid_engine_position(name: str) -> None:
    pos = SCENARIOS[name]().position()
    assert isinstance(pos, dict)
    game = dml.Game.from_position(pos)
    assert game.position == pos


@pytest.mark.parametrize("name", sorted(SCENARIOS))
def test_repr_html_is_a_table(name: str) -> None:
    scenario = SCENARIOS[name]()
    for text in (scenario._repr_html_(), scenario.run()._repr_html_()):
        assert "<table" in text and "</table>" in text
        assert "<code" in text  # rule ids are shown


@pytest.mark.parametrize("name", sorted(SCENARIOS))
def test_form_builds_and_holds_one_control_per_argument(name: str) -> None:
    scenario = SCENARIOS[name]()
    form = scenario.form()
    assert set(form.controls) == {p.name for p in scenario.params}
    assert "<table" in form.output.value
    assert set(scenario.kwargs()) == set(form.controls)


def test_registry_lists_every_scenario() -> None:
    names = [name for name, _ in list_scenarios()]
    assert names == list(SCENARIOS)
    assert all(summary for _, summary in list_scenarios())
    assert {"BiddingExample", "AttemptOdds", "VictoryPoints", "Monopoly", "FatherOfDragons"} <= set(SCENARIOS)
    assert {"EventEffects", "CharacterStack", "ForeignMerchantRestock", "DragonSiege"} <= set(SCENARIOS)
    assert all(issubclass(cls, sc.Scenario) for cls in SCENARIOS.values())


def test_every_step_is_observed_from_the_very_first() -> None:
    # Game(..., on_step=hook) calls the hook from the first step: the Event Phase, before any
    # decision, is observed too, so every trace entry has its value.
    run = _Run(CharacterStack().position(), _stack_value)
    assert set(run.values) == set(range(len(run.game.trace)))
    assert run.values[0] == "empty"


def test_forced_choice_is_read_from_the_trace_entry_action() -> None:
    # the answer 5♣ is no Buying Resource for Iron: the engine's only choice is a pass,
    # recorded with its Action, and the refusal says which choice it was
    with pytest.raises(dml.IllegalActionError) as info:
        BiddingExample(counter_cards="5C").run()
    assert "the only legal choice was: seat 0: pass (bid)" in str(info.value)
    forced = [e for e in BiddingExample().run().game.trace if e.kind == "action" and "only choice" in e.text]
    assert forced and all(isinstance(e.action, dml.Pass) for e in forced)


def test_unlisted_cards_are_shuffled_under_the_listed_deck_by_the_engine() -> None:
    pos = ForeignMerchantRestock().position()
    assert pos["zones"]["deck"] == ["4H", "X1", "7C", "9D"]  # only the listed top cards
    a, b = dml.Game.from_position(pos), dml.Game.from_position(pos)
    assert a.zones()["deck"] == b.zones()["deck"]  # the engine's seeded generator fills the rest
    assert len(a.zones()["deck"]) > 4


def test_module_import_does_not_import_widgets() -> None:
    code = "import sys, dml_tutor.scenarios; print('ipywidgets' in sys.modules, 'matplotlib' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False", "False"]


# ------------------------------------------------------------------ bad arguments

#: (scenario, constructor arguments, words the ValueError must contain; the first is the argument)
BAD_ARGUMENTS = [
    (Monopoly, {"declare": "no"}, ["declare", "True or False", "'no'"]),
    (Monopoly, {"declare": 0}, ["declare", "True or False"]),
    (Monopoly, {"declare": None}, ["declare", "True or False"]),
    (FatherOfDragons, {"declare": "no"}, ["declare", "True or False"]),
    (AttemptOdds, {"low": "a"}, ["low", "whole number"]),
    (AttemptOdds, {"high": 12.5}, ["high", "whole number"]),
    (AttemptOdds, {"demo_target": "x"}, ["demo_target", "whole number"]),
    (AttemptOdds, {"seed": True}, ["seed", "whole number", "True"]),
    (AttemptOdds, {"demo_dice": [(2, 7)]}, ["demo_dice", "1..6", "7"]),
    (DragonSiege, {"shields": "a"}, ["shields", "whole number"]),
    (DragonSiege, {"shields": True}, ["shields", "whole number"]),
    (DragonSiege, {"trigger": None}, ["trigger", "'wyvern' or 'empress'"]),
    (BiddingExample, {"declared": 5}, ["declared", "cards"]),
    (BiddingExample, {"declared": "X1"}, ["declared", "not a Resource", "R-15"]),
    (BiddingExample, {"declared": ""}, ["declared", "R-01"]),
    (BiddingExample, {"dice": 5}, ["dice", "pairs"]),
    (BiddingExample, {"dice": [(1, 2, 3)]}, ["dice", "pairs"]),
    (BiddingExample, {"dice": [("3", "4")]}, ["dice", "pairs"]),
    (BiddingExample, {"dice": "a b"}, ["dice", "pairs"]),
    (BiddingExample, {"dice": "0 3"}, ["dice", "1..6", "0"]),
    (BiddingExample, {"players": True}, ["players", "whole number"]),
    (BiddingExample, {"players": 5}, ["players", "3 or 4"]),
    (BiddingExample, {"seize_card": 5}, ["seize_card", "not a card"]),
    (BiddingExample, {"event": "ZZ"}, ["event", "unknown card"]),
    (BiddingExample, {"counter": ["primary"]}, ["counter", "'primary'"]),
    (CharacterStack, {"plays": [1]}, ["plays", "seat, card"]),
    (CharacterStack, {"plays": 7}, ["plays"]),
    (CharacterStack, {"plays": "x QH power"}, ["plays", "no seat 'x'"]),
    (CharacterStack, {"plays": [(4, "QH", "power")]}, ["plays", "no seat 4"]),
    (CharacterStack, {"plays": [(True, "QH", "power")]}, ["plays", "no seat True"]),
    (CharacterStack, {"plays": "0 QH steal"}, ["plays", "'power' or 'emblem'"]),
    (CharacterStack, {"hands": 5}, ["hands", "per seat"]),
    (CharacterStack, {"hands": ["QS", 5]}, ["hands (seat 1)", "cards"]),
    (CharacterStack, {"event": ""}, ["event", "Event card"]),
    (VictoryPoints, {"kings": "KS KH"}, ["kings", "3 or 4"]),
    (VictoryPoints, {"treasuries": "2S\n3S\n4S\n5S\n6S"}, ["treasuries", "5 seats"]),
    (EventEffects, {"seed": "0"}, ["seed", "whole number"]),
    (ForeignMerchantRestock, {"market": "X2"}, ["market", "not a Resource"]),
    (Monopoly, {"target": None}, ["target", "name the card"]),
]


@pytest.mark.parametrize(
    ("scenario", "kwargs", "words"), BAD_ARGUMENTS, ids=[f"{s.__name__}-{k}" for s, k, _ in BAD_ARGUMENTS]
)
def test_constructor_names_the_bad_argument(
    scenario: type[sc.Scenario], kwargs: dict[str, object], words: list[str]
) -> None:
    with pytest.raises(ValueError) as info:
        scenario(**kwargs)
    assert type(info.value) is ValueError  # not a TypeError, StopIteration or an IllegalActionError
    message = str(info.value)
    assert message.startswith(words[0]), message
    assert all(w in message for w in words), message
    assert "position field" not in message


#: Arguments the constructor takes but the engine refuses when it lays out the table: the
#: error names the argument(s) the refused card came from, with the engine's reason and rule id.
REFUSED_TABLES = [
    (BiddingExample, {"declared": "AS"}, "declared: Dragon Egg AS", "egg.placement"),
    (BiddingExample, {"active_declaration_bid": "5S"}, "declared and active_declaration_bid: 5S", "exactly one zone"),
    (BiddingExample, {"declared": "4D"}, "declared and counter_cards: 4D", "exactly one zone"),  # the default answer
    (Monopoly, {"target": "QS"}, "target: QS", "R-15"),
    (EventEffects, {"event": "AS"}, "event: Dragon Egg AS", "egg.placement"),
    (CharacterStack, {"hands": ["QH"]}, "plays and hands: QH", "exactly one zone"),
    (ForeignMerchantRestock, {"hoard": "2S"}, "market and hoard: 2S", "exactly one zone"),
    (FatherOfDragons, {"hand": "AD"}, "hand and black_market: AD", "exactly one zone"),
    (DragonSiege, {"hands": ["TS"]}, "hands and shields: TS", "exactly one zone"),
    (VictoryPoints, {"courts": "5S"}, "courts: 5S is not a court card", "emblem.play"),
]


@pytest.mark.parametrize(
    ("scenario", "kwargs", "start", "reason"), REFUSED_TABLES, ids=[f"{s.__name__}-{k}" for s, k, *_ in REFUSED_TABLES]
)
def test_engine_refusal_names_the_argument(
    scenario: type[sc.Scenario], kwargs: dict[str, object], start: str, reason: str
) -> None:
    with pytest.raises(ValueError) as info:
        scenario(**kwargs).run()
    assert type(info.value) is ValueError
    message = str(info.value)
    assert message.startswith(start) and reason in message, message
    assert "position field" not in message and "zones." not in message


def test_simulate_rejects_a_bad_count() -> None:
    for n in ("x", True, 0):
        with pytest.raises(ValueError, match=r"^n must"):
            AttemptOdds().simulate(n=n)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=r"^seed must"):
        AttemptOdds().simulate(seed=1.5)  # type: ignore[arg-type]


def test_form_shows_a_bad_edit_naming_the_argument() -> None:
    form = BiddingExample().form()
    form.controls["declared"].value = "AS"
    assert "Cannot build this scenario" in form.output.value and "declared: Dragon Egg AS" in form.output.value
    form.controls["dice"].value = "3"
    assert "dice must be pairs" in form.output.value


# ---------------------------------------------------------------- BiddingExample


def test_bidding_example_engine_values_follow_r02() -> None:
    primary = BiddingExample().run()
    assert tvs(primary) == [5, 3, 6, 2]
    secondary = BiddingExample(counter="secondary").run()
    assert tvs(secondary) == [5, 3, 6, 3]
    assert [m.key for m in primary.target_values] == ["declaration", "declaration_bid", "seize", "counter"]
    # every Target Value is shown in the table
    shown = [r.value for r in primary.rows if r.value is not None]
    assert {5, 3, 6, 2} <= set(shown)
    # dice 3+4 succeed: the Iron 5 goes to the Active Player, every bid card to its Stock
    g = primary.game
    assert g is not None
    assert dml.Card.parse("5S") in g.treasury[0]
    assert {c.code for c in g.stocks["D"]} == {"2D", "3D", "4D"}


def test_bidding_example_without_an_answer_keeps_the_seize() -> None:
    assert tvs(BiddingExample(counter="none").run()) == [5, 3, 6]


def test_bidding_example_rulebook_numbers_and_discrepancies() -> None:
    assert [v for _, _, v in BiddingExample.rulebook_numbers("primary")] == [5, 3, 8, 4]
    assert [v for _, _, v in BiddingExample.rulebook_numbers("secondary")] == [5, 3, 8, 3]
    found = BiddingExample().discrepancies()
    assert [d.key for d in found] == ["seize", "counter"]
    seize = found[0]
    assert "Seize" in seize.label
    assert (seize.rulebook, seize.engine) == (8, 6)
    assert "2♦" in seize.why and "R-02" in seize.why
    assert (found[1].rulebook, found[1].engine) == (4, 2)
    # the counter-offer line ends where the rulebook says (3); only the seize step differs
    secondary = BiddingExample(counter="secondary").discrepancies()
    assert [d.key for d in secondary] == ["seize"]
    assert "differs" in BiddingExample()._repr_html_()


def test_bidding_example_wyvern_eyes_hands_the_cards_to_the_seizer() -> None:
    result = BiddingExample(dice=[(1, 1)]).run()
    g = result.game
    assert g is not None
    assert dml.Card.parse("5S") in g.treasury[1]
    assert any("dice.wyvern" in r.rules for r in result.rows)


def test_bidding_example_dabo_is_rerolled_when_it_fails() -> None:
    # 2+2 fails against 6 without the answer; the default policy re-rolls into a 5+6
    result = BiddingExample(counter="none", dice=[(2, 2), (5, 6)]).run()
    assert any(r.kind == "action" and "re-roll" in r.what for r in result.rows)
    assert result.game is not None and dml.Card.parse("5S") in result.game.treasury[0]


def test_bidding_example_event_market_effect_moves_the_target_value() -> None:
    # Marauders 5: the 5♠ in the Marketplace counts +2
    assert tvs(BiddingExample(event="5C").run())[0] == 7
    # Tax Relief 2: -2
    assert tvs(BiddingExample(event="2D", active_declaration_bid="4D", counter="secondary").run())[:2] == [3, -1]


@pytest.mark.parametrize(
    ("changes", "rule"),
    [
        ({"counter_cards": "5C"}, "wheel.profit"),  # Wood is not the Primary for Iron
        ({"active_declaration_bid": "5C"}, "wheel.profit"),
        ({"counter": "secondary", "counter_cards": "4D"}, "wheel.profit"),  # Spice is not the Secondary
        ({"event": "3S"}, "R-08"),  # Contraband Crackdown 3: 4♦ may not be bid
        ({"seize_card": "5H"}, "R-04"),  # a bluff wins nothing: no Bidding Phase
        ({"declared": "5S 9H"}, "R-01"),  # one Stock only
        ({"declared": "9S 8S", "active_declaration_bid": None}, "R-03"),  # 17 and only 4 to bid
    ],
)
def test_bidding_example_illegal_edits_name_the_rule(changes: dict[str, object], rule: str) -> None:
    with pytest.raises(dml.IllegalActionError) as info:
        BiddingExample(**changes).run()  # type: ignore[arg-type]
    assert rule in info.value.rules
    assert rule in str(info.value)


def test_bidding_example_shows_the_error_instead_of_a_table() -> None:
    text = BiddingExample(counter_cards="5C")._repr_html_()
    assert "dml-error" in text and "wheel.profit" in text


def test_bidding_example_rejects_bad_arguments() -> None:
    with pytest.raises(ValueError, match="counter"):
        BiddingExample(counter="tertiary")
    with pytest.raises(ValueError, match="unknown card"):
        BiddingExample(declared="5X")
    with pytest.raises(ValueError, match="pairs"):
        BiddingExample(dice="3 4 5")


def test_replace_changes_one_argument() -> None:
    base = BiddingExample()
    other = base.replace(counter="secondary")
    assert isinstance(other, BiddingExample)
    assert other.counter == "secondary" and other.declared == base.declared


# ------------------------------------------------------------------ AttemptOdds


def test_attempt_odds_table_is_the_engines_function() -> None:
    result = AttemptOdds().run()
    odds = result.odds
    assert [o.target for o in odds] == list(range(2, 14))
    for o in odds:
        assert o.never == dml.success_probability(o.target, "never")
        assert o.optimal == dml.success_probability(o.target, "optimal")
        assert o.optimal >= o.never
    seven = next(o for o in odds if o.target == 7)
    assert seven.never == Fraction(7, 12)
    assert len(result.rows) == 12


def test_attempt_odds_demo_rerolls_a_failing_dabo_in_the_engine() -> None:
    result = AttemptOdds(demo_target=8, demo_dice=[(2, 2), (4, 5)]).run()
    texts = [r.what for r in result.demo_rows]
    assert any("Dabo!" in t for t in texts)
    assert any("re-roll the Dabo!" in t for t in texts)
    p = dml.success_probability(8)
    assert any(f"Chance to succeed: {p}" in t for t in texts)
    g = result.game
    assert g is not None and dml.Card.parse("8S") in g.treasury[0]


def test_attempt_odds_simulation_is_seeded_and_close() -> None:
    odds = AttemptOdds(low=5, high=9)
    a = odds.simulate(3000, seed=3)
    b = odds.simulate(3000, seed=3)
    assert [r.simulated_optimal for r in a.rows] == [r.simulated_optimal for r in b.rows]
    assert a.max_difference < 0.05
    assert "simulated" in a._repr_html_()


def test_attempt_odds_plot_without_matplotlib_is_html() -> None:
    chart = AttemptOdds().plot()
    if importlib.util.find_spec("matplotlib") is None:
        assert "dml-odds-chart" in chart._repr_html_()  # type: ignore[attr-defined]
    else:  # matplotlib is installed (the test extra has it): a Figure
        assert type(chart).__name__ == "Figure"


# ---------------------------------------------------------------- VictoryPoints


def test_victory_points_tie_broken_by_eggs_and_engine_agrees() -> None:
    result = VictoryPoints().run()
    assert [s.total for s in result.scores] == [49, 56, 56, 28]
    assert result.winner == 1 and result.engine_winner == 1 and result.agrees
    tie = [r for r in result.rows if "end.ties" in r.rules and "R-28" in r.rules]
    assert tie and "Dragon Eggs" in tie[0].what
    guild = [r for r in result.rows if "R-29" in r.rules]
    assert guild and "Guild bonus +4" in guild[0].what and guild[0].value == 46


def test_victory_points_equal_eggs_means_nobody_wins() -> None:
    result = VictoryPoints(
        kings="KS KH KC KD",
        treasuries=["2S", "9H 8H 6H 5H", "9C 8C 6C 5C", "2D"],
        courts=[],
    ).run()
    assert result.scores[1].total == result.scores[2].total == 56
    assert result.winner is None and result.engine_winner is None and result.agrees


def test_victory_points_another_egg_changes_the_winner() -> None:
    result = VictoryPoints(treasuries=["4S 7S 3H", "9H 8H 2D AS", "9C 8C 6C 5C AH", "7D 6D 2C JD"]).run()
    assert result.winner == 2 and result.agrees


def test_victory_points_three_players() -> None:
    result = VictoryPoints(kings="KS KH KC", treasuries=["9S", "8H", "8C"], courts=[]).run()
    assert result.game is not None and result.game.players == 3
    assert result.winner == 0 and result.agrees


# ------------------------------------------------------------ instant wins


def test_monopoly_declared_mid_round() -> None:
    result = Monopoly().run()
    g = result.game
    assert g is not None and g.result is not None
    assert (g.result.winner, g.result.reason) == (0, "monopoly")
    assert any("win.monopoly" in r.rules and "R-27" in r.rules for r in result.rows)


def test_monopoly_not_declared_or_not_acquired() -> None:
    kept = Monopoly(declare=False).run()
    assert kept.game is not None and kept.game.result is None
    failed = Monopoly(dice=[(1, 2)]).run()
    assert failed.game is not None and failed.game.result is None
    # a Seizer takes the 9 when the roll fails
    seized = Monopoly(seize_card="8D", dice=[(2, 3)]).run()
    assert seized.game is not None and dml.Card.parse("9S") in seized.game.treasury[1]


def test_monopoly_illegal_bid_names_the_wheel() -> None:
    with pytest.raises(dml.IllegalActionError) as info:
        Monopoly(bid="5C").run()
    assert "wheel.profit" in info.value.rules


def test_father_of_dragons_from_a_black_market() -> None:
    result = FatherOfDragons().run()
    g = result.game
    assert g is not None and g.result is not None
    assert (g.result.winner, g.result.reason) == (0, "father_of_dragons")
    missed = FatherOfDragons(dice=[(2, 3)]).run()
    assert missed.game is not None and missed.game.result is None


# ---------------------------------------------------------------- EventEffects


def test_event_effects_marauders_hits_big_treasuries_and_raises_the_tv() -> None:
    result = EventEffects().run()
    g = result.game
    assert g is not None
    assert g.affected == {0, 2}  # 6 and 5 cards against V = 5
    r19 = [r for r in result.rows if "R-19" in r.rules and r.where == "Player Effect"]
    assert [r.value for r in r19] == [6, 3, 5, 2]
    effect = result.rows[-1]
    assert "(+2)" in effect.what and effect.value == 11


def test_event_effects_tax_relief_lowers_the_tv() -> None:
    result = EventEffects(event="3D").run()
    assert result.game is not None and result.game.affected == {0, 1, 2}
    assert result.rows[-1].value == 5 and "(-4)" in result.rows[-1].what


def test_event_effects_carnival_changes_nothing() -> None:
    result = EventEffects(event="JH").run()
    assert "(+0)" in result.rows[-1].what
    assert not [r for r in result.rows if r.where == "Player Effect"]


def test_event_effects_crackdown_refuses_a_big_bid() -> None:
    with pytest.raises(dml.IllegalActionError) as info:
        EventEffects(event="2S", bid="4D").run()
    assert "R-08" in info.value.rules


def test_event_effects_foreign_merchant_as_event_is_carnival() -> None:
    result = EventEffects(event="X1").run()
    assert any("R-20" in r.rules for r in result.rows)
    assert "(+0)" in result.rows[-1].what


# -------------------------------------------------------------- CharacterStack


def test_character_stack_jester_reverses_and_harlot_cancels() -> None:
    result = CharacterStack().run()
    assert result.resolved == ["J♣", "Q♥", "Q♣"]
    assert result.cancelled == ["10♠"]
    g = result.game
    assert g is not None
    assert any(c.is_egg for c in g.treasury[0])  # the Heiress resolved
    assert dml.Card.parse("TS") in g.hoard
    assert any("char.rogue-jester" in r.rules for r in result.rows)
    assert any("R-24" in r.rules for r in result.rows)


def test_character_stack_without_the_jester_is_plain_lifo() -> None:
    result = CharacterStack(plays="0 QH power; 1 QC power; 2 TS emblem").run()
    assert result.resolved == ["10♠", "Q♣"]
    assert result.cancelled == ["Q♥"]
    g = result.game
    assert g is not None
    assert dml.Card.parse("TS") in g.court[2]
    assert dml.Card.parse("QH") in g.exile


def test_character_stack_emblem_in_response_resolves_first() -> None:
    result = CharacterStack(plays=[(0, "QH", "power"), (1, "JS", "emblem")]).run()
    assert result.resolved == ["J♠", "Q♥"]


@pytest.mark.parametrize(
    ("changes", "rule"),
    [
        ({"plays": "0 QH power; 1 5C emblem"}, "emblem.play"),
        ({"plays": "0 5C power"}, "power.ultimate"),
        ({"event": "9H", "hands": ["2H 3H 4H 5H 6H 7H 8H 2C 3C"], "plays": "0 QH power"}, "R-25"),
    ],
)
def test_character_stack_illegal_plays(changes: dict[str, object], rule: str) -> None:
    with pytest.raises(dml.IllegalActionError) as info:
        CharacterStack(**changes).run()  # type: ignore[arg-type]
    assert rule in info.value.rules


# ------------------------------------------------- Foreign Merchant and Dragon Siege


def test_foreign_merchant_interrupts_the_restock() -> None:
    result = ForeignMerchantRestock().run()
    # after the Restock: 3 Resources, and one Black Market of the 3 Hoard cards, an Egg, the card itself
    assert result.rows[-1].value == "3 in Stocks; BM1: 5"
    texts = [r.what for r in result.rows]
    fm = next(i for i, t in enumerate(texts) if "Foreign Merchant" in t)
    assert "4♥" in " ".join(texts[:fm]) and "7♣" in " ".join(texts[fm:])
    assert any("fm.sequence" in r.rules for r in result.rows)


def test_restock_without_the_foreign_merchant_makes_no_black_market() -> None:
    result = ForeignMerchantRestock(deck_top="4H 7C 9D").run()
    assert result.game is not None and not result.game.black_markets


def test_dragon_shield_spares_and_its_absence_does_not() -> None:
    shielded = DragonSiege(shields=1).run()
    g = shielded.game
    assert g is not None
    assert dml.Card.parse("AS") in g.treasury[1]
    assert not any(c.is_egg for c in g.treasury[2])
    assert any("emblem.dragon-shield" in r.rules for r in shielded.rows)
    bare = DragonSiege(shields=0).run()
    assert bare.game is not None and dml.Card.parse("AS") not in bare.game.treasury[1]


def test_dragon_empress_starts_the_siege() -> None:
    result = DragonSiege(trigger="empress", shields=2).run()
    assert any("char.dragon-empress" in r.rules for r in result.rows)
    g = result.game
    assert g is not None and dml.Card.parse("AS") in g.treasury[1]
    with pytest.raises(ValueError, match="Spade Emblems"):
        DragonSiege(trigger="empress", shields=3)


# ---------------------------------------------------------------------- forms


def test_form_reruns_on_every_change_and_shows_errors() -> None:
    form = BiddingExample().form()
    form.controls["counter"].value = "secondary"
    current = form.current["scenario"]
    assert isinstance(current, BiddingExample) and current.counter == "secondary"
    assert "<table" in form.output.value
    form.controls["counter_cards"].value = "5C"
    assert "dml-error" in form.output.value and "wheel.profit" in form.output.value
    form.controls["counter_cards"].value = "not a card"
    assert "Cannot build this scenario" in form.output.value
    form.controls["counter_cards"].value = ""
    assert "<table" in form.output.value


@pytest.mark.parametrize("name", sorted(SCENARIOS))
def test_form_text_and_numbers_rerun_on_enter_or_leaving_the_field(name: str) -> None:
    import ipywidgets as widgets

    controls = SCENARIOS[name]().form().controls.values()
    typed = [w for w in controls if not isinstance(w, (widgets.Dropdown, widgets.Checkbox))]
    assert typed and all(w.continuous_update is False for w in typed)


def test_form_retitles_when_the_declared_cards_change() -> None:
    import html

    form = BiddingExample().form()
    assert html.unescape(form.heading.value) == f"<b>{BiddingExample.title}</b>"
    form.controls["declared"].value = "6S 4S"
    changed = "Bidding example: 6♠ 4♠ declared (the rulebook's Iron 5, changed)"
    assert html.unescape(form.heading.value) == f"<b>{changed}</b>"
    assert changed in html.unescape(form.output.value) and "Iron 5 (rulebook" not in form.output.value
    form.controls["declared"].value = "5S 9X"  # not a card: the title stays with the last scenario shown
    assert changed in html.unescape(form.heading.value) and "Cannot build this scenario" in form.output.value
    form.controls["declared"].value = "5S"
    assert html.unescape(form.heading.value) == f"<b>{BiddingExample.title}</b>"


def test_form_edits_per_seat_text() -> None:
    form = VictoryPoints().form()
    form.controls["treasuries"].value = "2S\n9H 8H 6H 5H\n9C 8C 6C 5C\n2D"
    form.controls["courts"].value = ""
    current = form.current["scenario"]
    assert isinstance(current, VictoryPoints)
    assert current.run().winner is None


# ---------------------------------------------------------------- trace table


def test_trace_table_shows_entries_with_their_rule_ids() -> None:
    g = dml.Game(seed=7)
    table = sc.trace_table(g, 0, 10)._repr_html_()
    assert table.count("<tr>") == 11  # the header and ten entries
    assert "setup.roll-off" in table and "<code" in table
    decisions = sc.trace_table(g, kinds=["decision"])._repr_html_()
    assert decisions.count("<tr>") == 1 + sum(e.kind == "decision" for e in g.trace)


def test_forms_write_cards_as_the_widget_does() -> None:
    """A form shows 5♠, not the code 5S, and reads either back."""
    form = BiddingExample().form()
    assert form.controls["declared"].value == "5♠"
    assert form.controls["active_declaration_bid"].value == "2♦"
    form.controls["declared"].value = "5♠ 4S"
    assert form.current["scenario"].declared == ("5S", "4S")
    assert "5♠ 4♠" in form.heading.value


# ------------------------------------------------------- arguments declared once


@pytest.mark.parametrize(
    "cls", [c for p in ("dml", "merc", "terrus") for c in of_pack(p).values()], ids=lambda c: c.__name__
)
def test_a_scenario_is_a_frozen_dataclass_whose_fields_are_its_arguments(cls: type[sc.Scenario]) -> None:
    scenario = cls()
    # its arguments, and the language it is shown in (no argument of the game it plays)
    assert ["language", *(p.name for p in scenario.params)] == [f.name for f in dataclasses.fields(scenario)]
    assert all(p.label and p.kind for p in scenario.params)
    assert list(scenario.kwargs()) == [p.name for p in scenario.params]
    assert scenario.replace() == scenario and cls(**scenario.kwargs()) == scenario
    with pytest.raises(dataclasses.FrozenInstanceError):
        scenario.seed = 1  # type: ignore[misc]


def test_a_result_takes_its_pack_from_its_game_or_must_name_it() -> None:
    result = sc.ScenarioResult("t", [], dml.Game(seed=1))
    assert result.pack == "dml"
    assert sc.ScenarioResult("t", [], None, pack="terrus").pack == "terrus"
    with pytest.raises(ValueError, match=r"^pack"):
        sc.ScenarioResult("t", [], None)
