"""A position's chance script decides every random choice in order, then the seed takes over."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tables import NEUTRAL, asks, citing, pass_until, play, table, zone

import dml_tutor as dml
from dml_tutor.games.dml.cards import mode_cards
from dml_tutor.games.dml.chance import ChanceError


def at_declaration(zones: dict[str, str], chance: list[object], **kw: object) -> dml.Game:
    return table({**zones, "event": NEUTRAL}, deck="", begin={"at": "declaration", "seat": 0}, chance=chance, **kw)  # type: ignore[arg-type]


def test_black_market_draw_and_dice_are_scripted_in_order() -> None:
    g = at_declaration({"black_market:1": "5H 6H 7H"}, [{"dice": [3, 4]}, {"black_market": "7H"}])
    play(g, "seat 0: attempt Black Market 1", "seat 0: take the Black Market draw")
    assert zone(g, "treasury:0") == ["7H"] and g.chance_used == 2


def test_an_entry_that_does_not_fit_names_the_step_and_the_game_is_put_back() -> None:
    g = at_declaration({"black_market:1": "5H 6H"}, [{"dice": [3, 4]}, {"black_market": "9H"}])
    g.apply("seat 0: attempt Black Market 1")  # the draw comes once the card is taken (P-07)
    before = (g.to_json(), len(g.trace))
    with pytest.raises(
        ChanceError, match=r"chance entry 1 \(black_market\) draws 9H from Black Market 1.*Resolution Step"
    ):
        g.apply("seat 0: take the Black Market draw")
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
    play(a, "seat 0: attempt Black Market 1", "seat 0: take the Black Market draw")
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


def test_the_thiefs_place_back_in_the_event_deck_is_scripted() -> None:
    # Restock draws the Thief: it goes back with two cards above it (7S 8S), 7S fills the
    # Stocks, seat 1's Supply Step draws 8S: the Thief is next.
    g = table(
        {"stock:S": "5S 6S", "event": NEUTRAL},
        deck="X2 7S 8S 4S",
        begin={"at": "restock", "seat": 0},
        chance=[{"thief": 2}],
    )
    assert g.chance_used == 1 and zone(g, "deck") == ["X2", "4S"]
    assert any("shuffled back into the Event Deck" in e.text for e in citing(g, "P-03"))
    top = table(
        {"stock:S": "5S 6S 7S", "event": "X2"},
        deck="8S 9S",
        begin={"at": "end_phase"},
        chance=[{"thief": 0}, {"dice": [6, 6]}],
    )  # the End Phase puts the Thief on top: the next Round's Event Phase turns it up
    assert top.chance_used == 1 and zone(top, "event") == ["X2"] and top.round == 2


def test_a_thief_entry_beyond_the_deck_is_refused_and_the_game_put_back() -> None:
    g = table(
        {"stock:S": "5S 6S", "treasury:0": "2D"},
        deck="X2 7S 8S",
        begin={"at": "declaration", "seat": 0},
        chance=[{"thief": 3}],
    )
    before = (g.to_json(), len(g.trace))
    with pytest.raises(ChanceError, match=r"chance entry 0 \(thief\) puts 3 cards above the Thief.*holds 2.*Restock"):
        g.apply("seat 0: pass (market action)")
    assert (g.to_json(), len(g.trace)) == before and g.chance_used == 0
    with pytest.raises(ChanceError, match="chance entry 0 is 'thief'"):
        at_declaration({"black_market:1": "5H"}, [{"thief": 0}]).apply("seat 0: attempt Black Market 1")
    with pytest.raises(dml.PositionError, match=r"chance\[0\].*thief.*whole number"):
        dml.Game.from_position({"chance": [{"thief": -1}]})


KINGS = ["KS", "KC", "KH", "KD"]


def test_the_loads_king_deal_and_deck_shuffle_are_scripted() -> None:
    pos = {
        "begin": {"at": "declaration", "seat": 0},
        "zones": {"event": [NEUTRAL], "king:2": ["KS"], "deck": ["5C"], "stock:S": ["8S"]},
        "chance": [{"kings": ["KH", "KD"]}, {"deck": ["9H", "8H"]}, {"dice": [3, 4]}],
    }
    g = dml.Game.from_position(pos)
    assert [zone(g, f"king:{s}") for s in range(4)] == [["KH"], ["KD"], ["KS"], ["KC"]]
    assert zone(g, "deck")[:3] == ["5C", "9H", "8H"] and g.chance_used == 2
    play(g, "seat 0: attempt 8♠ from the Iron Stock")
    pass_until(g, lambda g: g.chance_used == 3)
    assert [e.chance for e in g.trace if e.kind == "roll"] == [(3, 4)]
    again = dml.Game.from_json(g.to_json())  # the save replays the same script
    assert again.to_json() == g.to_json() and zone(again, "deck") == zone(g, "deck")
    # Only the Kings scripted: the deck is the seed's, as without a script.
    seed_only = dml.Game.from_position({**pos, "chance": []})
    kings_only = dml.Game.from_position({**pos, "chance": [{"kings": ["KC", "KH", "KD"]}]})
    assert [zone(kings_only, f"king:{s}")[0] for s in (0, 1, 3)] == ["KC", "KH", "KD"]
    assert sorted(zone(kings_only, "deck")) == sorted(zone(seed_only, "deck"))


@pytest.mark.parametrize(
    ("zones", "chance", "words"),
    [
        ({}, [{"kings": ["5S"]}], r"chance\[0\].*kings: 5S is not among the Merchant Kings not listed"),
        ({"king:1": ["KS"]}, [{"kings": ["KS"]}], r"chance\[0\].*KS is not among"),
        ({f"king:{s}": [k] for s, k in enumerate(KINGS)}, [{"kings": []}], "nothing for it to decide"),
        ({"king:0": ["KS"]}, [{"kings": ["KC", "KH", "KD", "KC"]}], "names 4 cards, but only 3 are dealt"),
        ({}, [{"kings": ["KC", "KC"]}], "names KC twice"),
        ({"deck": ["5C"]}, [{"deck": ["5C"]}], r"chance\[0\].*deck: 5C is not among the unlisted cards"),
        ({}, [{"dice": [1, 1]}, {"deck": ["5C"]}], r"chance\[1\].*not taken by the load.*head of the script"),
        ({}, [{"deck": ["5C"]}, {"kings": ["KS"]}], r"chance\[1\].*kings: not taken by the load"),
    ],
)
def test_load_entries_that_do_not_fit_name_the_entry(
    zones: dict[str, list[str]], chance: list[object], words: str
) -> None:
    with pytest.raises(dml.PositionError, match=words):
        dml.Game.from_position({"begin": {"at": "declaration", "seat": 0}, "zones": zones, "chance": chance})


def test_setup_takes_shuffle_entries_not_load_ones() -> None:
    with pytest.raises(dml.PositionError, match=r"chance\[0\].*kings: not taken by the load.*Setup Stage"):
        dml.Game.from_position({"begin": {"at": "setup"}, "chance": [{"kings": ["KS"]}]})


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), players=st.sampled_from([3, 4]), king_listed=st.booleans(), seed=st.integers(0, 9))
def test_any_load_script_deals_the_kings_and_stacks_the_deck_as_written(
    data: st.DataObject, players: int, king_listed: bool, seed: int
) -> None:
    zones = {"event": [NEUTRAL], "deck": ["5C"], "stock:S": ["8S"], **({"king:1": ["KS"]} if king_listed else {})}
    lacking = [s for s in range(players) if not (king_listed and s == 1)]
    spare = [k for k in KINGS if not (king_listed and k == "KS")]
    kings = data.draw(st.permutations(spare))[: data.draw(st.integers(0, len(lacking)))]
    pool = sorted(
        c.code for c in mode_cards("full") if not (c.is_king or c.is_egg) and c.code not in ("5C", "8S", NEUTRAL)
    )
    top = data.draw(st.lists(st.sampled_from(pool), unique=True, max_size=6))
    chance = [{"kings": kings}] if kings or data.draw(st.booleans()) else []
    chance += [{"deck": top}] if top or data.draw(st.booleans()) else []
    pos = {"players": players, "seed": seed, "begin": {"at": "declaration", "seat": 0}, "zones": zones}
    g = dml.Game.from_position({**pos, "chance": chance})
    assert g.chance_used == len(chance)
    assert [zone(g, f"king:{s}")[0] for s in lacking[: len(kings)]] == kings
    assert zone(g, "deck")[: 1 + len(top)] == ["5C", *top]
    assert sorted(c for cards in g.zones().values() for c in cards) == sorted(mode_cards("full"))
    assert dml.Game.from_json(g.to_json()).to_json() == g.to_json()
