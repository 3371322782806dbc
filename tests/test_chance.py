"""A position's chance script decides every random choice in order, then the seed takes over."""

from __future__ import annotations

import pytest
from tables import NEUTRAL, asks, pass_until, play, table, zone

import dml_tutor as dml
from dml_tutor.games.dml.chance import ChanceError


def at_declaration(zones: dict[str, str], chance: list[object], **kw: object) -> dml.Game:
    return table({**zones, "event": NEUTRAL}, deck="", begin={"at": "declaration", "seat": 0}, chance=chance, **kw)  # type: ignore[arg-type]


def test_black_market_draw_and_dice_are_scripted_in_order() -> None:
    g = at_declaration({"black_market:1": "5H 6H 7H"}, [{"dice": [3, 4]}, {"black_market": "7H"}])
    play(g, "seat 0: attempt Black Market 1")
    assert zone(g, "treasury:0") == ["7H"] and g.chance_used == 2


def test_an_entry_that_does_not_fit_names_the_step_and_the_game_is_put_back() -> None:
    g = at_declaration({"black_market:1": "5H 6H"}, [{"dice": [3, 4]}, {"black_market": "9H"}])
    before = (g.to_json(), len(g.trace))
    with pytest.raises(
        ChanceError, match=r"chance entry 1 \(black_market\) draws 9H from Black Market 1.*Resolution Step"
    ):
        g.apply("seat 0: attempt Black Market 1")
    assert (g.to_json(), len(g.trace)) == before
    wrong = at_declaration({"black_market:1": "5H"}, [{"steal": "5H"}])
    with pytest.raises(ChanceError, match=r"chance entry 0 is 'steal'.*about to draw a roll of two dice"):
        wrong.apply("seat 0: attempt Black Market 1")


def test_siege_marauders_and_the_thiefs_steal() -> None:
    # Wyvern Eyes on the attempt: a Dragon Siege; seat 1 holds an Egg and loses half the rest.
    g = at_declaration(
        {"stock:S": "8S", "treasury:1": "AH 2C 3C 4C 5C"},
        [{"dice": [1, 1]}, {"siege": "4C"}, {"siege": "2C"}],
    )
    play(g, "seat 0: attempt 8♠ from the Iron Stock", "seat 1: pass (Seize Attempt)")
    assert sorted(zone(g, "treasury:1")) == ["3C", "5C"] and {"2C", "4C"} <= set(zone(g, "hoard"))
    # Marauders 2 (2♣) hits every Treasury of 2+ cards.
    m = table(
        {"treasury:1": "5D 6D", "treasury:2": "7D 8D"},
        deck="2C 3C 4C 5C",
        chance=[{"marauders": "6D"}, {"marauders": "7D"}],
    )
    assert zone(m, "treasury:1") == ["5D"] and zone(m, "treasury:2") == ["8D"]
    t = table(
        {"treasury:0": "X2", "treasury:1": "5D 6D 7D"},
        deck=f"{NEUTRAL} 2C 3C",
        chance=[{"steal": "7D"}, {"dice": [2, 3]}],
    )
    play(t, "seat 0: play Thief as an Ultimate Power")  # stealing is its only choice: seat 0 has nothing to give
    assert zone(t, "treasury:0") == ["7D"]


def test_setup_shuffles_and_starting_piles() -> None:
    g = dml.Game.from_position(
        {
            "begin": {"at": "setup"},
            "dice": [[6, 6]],
            "chance": [{"shuffle": ["5S", "QH"]}, {"piles": [["2S", "3S"], ["2H", "3H"]]}, {"shuffle": ["KD", "KC"]}],
        }
    )
    assert g.dealer == 0
    assert zone(g, "treasury:0") == ["2S", "3S"] and zone(g, "treasury:1") == ["2H", "3H"]
    assert zone(g, "king:0") == ["KD"] and zone(g, "king:1") == ["KC"]
    drawn = [e.text for e in g.trace if e.path[-1].name == "Restock"]
    assert "5♠" in drawn[1]  # the Restock draws the scripted top card first


def test_the_seed_takes_over_after_the_script() -> None:
    a = at_declaration({"black_market:1": "5H 6H 7H", "stock:S": "8S"}, [{"dice": [3, 4]}])
    play(a, "seat 0: attempt Black Market 1")
    pass_until(a, asks("declare", 1))
    assert a.chance_used == 1 and len(a.trace) > 10


@pytest.mark.parametrize(
    ("chance", "words"),
    [
        ("dice", "must be a list"),
        ([{"dice": [7, 1]}], r"chance\[0\].*each 1..6"),
        ([{"luck": 1}], "unknown kind 'luck'"),
        ([{"black_market": "ZZ"}], "black_market"),
        ([{"dice": [1, 2], "steal": "5H"}], "one {kind: result} pair"),
    ],
)
def test_bad_chance_entries_name_the_field(chance: object, words: str) -> None:
    with pytest.raises(dml.PositionError, match=words):
        dml.Game.from_position({"chance": chance})
