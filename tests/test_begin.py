"""Positions begin at every point a designer names: Setup, a Character Power Phase with a
Stack built, the Seize Attempt Phase, the Bidding Phase with bids on the table, Restock,
the End Phase; with the Round's Event apart from its card and the seats it hits."""

from __future__ import annotations

import pytest
from tables import NEUTRAL, citing, options, play, zone

import dml_tutor as dml


def begin(at: dict[str, object], zones: dict[str, list[str]] | None = None, **kw: object) -> dml.Game:
    return dml.Game.from_position({"begin": at, "zones": zones or {}, **kw})


def test_setup_with_forced_roll_off_dice() -> None:
    g = begin({"at": "setup"}, dice=[[2, 3], [6, 5], [1, 1], [4, 3]])
    assert g.dealer == 1 and g.round == 1
    assert [e.dice for e in g.trace if e.kind == "roll"] == [(2, 3), (6, 5), (1, 1), (4, 3)]
    with pytest.raises(dml.PositionError, match="leave zones empty"):
        begin({"at": "setup"}, {"stock:S": ["5S"]})


def test_character_power_phase_with_a_stack_built_between_turns() -> None:
    g = begin(
        {"at": "character_power_phase", "after": 1, "event": NEUTRAL, "stack": [{"card": "QH", "seat": 2}]},
        {"treasury:0": ["JC"], "stock:S": ["5S"]},
    )
    assert zone(g, "pending:stack") == ["QH"]
    assert options(g) == [
        "seat 0: play J♣ (Rogue Jester) as an Ultimate Power",
        "seat 0: play J♣ (Rogue Jester) as an Emblem",
        "seat 0: pass (Character Power Phase)",
    ]
    play(g, "seat 0: pass (Character Power Phase)")
    assert citing(g, "char.pampered-heiress") and len(zone(g, "treasury:2")) == 1  # an Egg from the Nest
    assert g.pending is not None and "Turn of seat 2" in g.trace[-1].breadcrumb  # the Turns after seat 1's go on
    with pytest.raises(dml.PositionError, match=r"begin.stack\[0\]"):
        begin({"at": "character_power_phase", "stack": [{"card": "5S", "seat": 0}]})


def test_seize_attempt_phase_with_a_declaration_bid() -> None:
    g = begin(
        {
            "at": "seize_attempt",
            "seat": 0,
            "event": NEUTRAL,
            "target": "stock:S",
            "declared": ["8S"],
            "active_primary": ["2D"],
        },
        {"treasury:0": ["3D"], "treasury:1": ["5D"]},
        dice=[[3, 4]],
    )
    assert g.pending is not None and g.pending.kind == "seize" and g.pending.seat == 1
    assert g.pending.context["target"] == 6
    play(g, "seat 1: lay 5♦ face down (Seize Attempt)")
    assert g.pending.kind == "bid" and g.pending.seat == 0 and g.pending.context["target"] == 11


def test_bidding_phase_with_bids_on_the_table_and_the_seizer_to_bid() -> None:
    at = {
        "at": "bidding",
        "seat": 0,
        "event": NEUTRAL,
        "target": "stock:S",
        "declared": ["8S"],
        "active_primary": ["4D"],
        "seizer": 1,
        "seizer_primary": ["6D"],
        "next": "seizer",
    }
    g = begin(at, {"treasury:0": ["3H"], "treasury:1": ["7D"]}, dice=[[6, 3]])
    assert options(g) == ["seat 1: bid 7♦ (Spice, primary)", "seat 1: pass (bid)"]
    play(g, "seat 1: bid 7♦ (Spice, primary)", "seat 0: bid 3♥ (Slaves, secondary)")
    assert "8S" in zone(g, "treasury:1")  # Target Value 8 - 4 + (13 - 3) = 14: the roll of 9 fails
    with pytest.raises(dml.PositionError, match=r"begin\.seizer_primary"):
        begin({**at, "seizer_primary": ["6C"]})
    with pytest.raises(dml.PositionError, match="already in"):
        begin(at, {"treasury:0": ["4D"]})


def test_restock_end_phase_and_the_event_apart_from_its_card() -> None:
    r = begin({"at": "restock", "seat": 2, "event": NEUTRAL}, {"stock:S": ["5S"], "deck": ["6S", "7S"]})
    assert citing(r, "restock.sequence")[0].path[-2].label == "Turn of seat 2"
    assert zone(r, "stock:S") == ["5S", "6S", "7S"]
    e = begin({"at": "end_phase", "event": "TH", "affected": []}, {"deck": ["5C"]})
    assert e.round == 2 and e.dealer == 1 and "TH" not in zone(e, "event")
    # a Grand Opening whose card was bought: the Round keeps its Event, only seat 2 gets the extra action
    g = begin(
        {"at": "market_phase", "seat": 2, "event": "TH", "affected": [2]}, {"treasury:2": ["TH"], "stock:S": ["5S"]}
    )
    assert g.event.type == "Grand Opening" and g.extra_action == {2}
    assert g.pending is not None and g.pending.prompt.startswith("Extra Market Action (Grand Opening)")
    with pytest.raises(dml.PositionError, match=r"begin\.affected"):
        begin({"at": "market_phase", "seat": 0, "affected": [7]})


def test_an_instant_win_already_declined_stays_on_offer() -> None:
    g = begin(
        {"at": "declaration", "seat": 0, "event": "JH"},
        {"treasury:0": ["2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S"], "stock:D": ["5D"]},
    )
    assert "seat 0: declare Monopoly" in options(g) and g.pending is not None and g.pending.kind == "declare"
