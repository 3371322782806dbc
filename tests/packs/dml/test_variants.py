"""Each DML rule variant is read where its rule applies, and the registry says so in words."""

from __future__ import annotations

from dataclasses import fields

import pytest
from tables import NEUTRAL, C, asks, citing, options, pass_until, play, roll_targets, table, zone

import dml_tutor as dml
from dml_tutor import lab


def at_declaration(
    zones: dict[str, str], *, dice: list[list[int]], variant: dict[str, bool], event: str = NEUTRAL, **kw: object
) -> dml.Game:
    return table(
        {**zones, "event": event},
        deck="",
        begin={"at": "declaration", "seat": 0},
        dice=dice,
        options=variant,
        **kw,  # type: ignore[arg-type]
    )


def test_every_variant_is_an_option_with_both_readings() -> None:
    registry = lab.variants("dml")
    defaults = {f.name: f.default for f in fields(dml.Options)}
    assert set(registry) == set(defaults)  # every Options field is a registered variant, and back
    assert len(registry) >= 6
    for name, v in registry.items():
        assert v.value != defaults[name], name  # the variant is not the default reading
        assert v.rule in dml.catalog() and dml.rule(v.rule).is_ruling
        assert v.default and v.variant and v.default != v.variant
        dml.Game(seed=0, options=v.options)  # each switches a real game
    with pytest.raises(ValueError, match=r"unknown dml variant .no_such.*powers_from_court"):
        lab.variant("dml", "no_such")


def test_r03_variant_counts_the_cap_before_bids() -> None:
    zones = {"stock:S": "8S 6S", "treasury:0": "2D 3D", "treasury:1": "4C"}
    after = at_declaration(zones, dice=[], variant={})
    before = at_declaration(zones, dice=[], variant={"cap_after_bids": False})
    both = dml.Declare(0, "stock:S", (C("6S"), C("8S")))  # 14: fine with 2 bid, not before bids
    assert after.why_not(both) is None
    why = before.why_not(both)
    assert why is not None and "cap_after_bids=False" in why and "R-03" in why
    assert "seat 0: attempt 6♠ 8♠ from the Iron Stock" in options(after)
    assert "seat 0: attempt 6♠ 8♠ from the Iron Stock" not in options(before)


def test_r04_variant_lets_the_active_player_bid_alone() -> None:
    zones = {"stock:S": "8S", "treasury:0": "2D 3D", "treasury:1": "4C"}
    g = at_declaration(zones, dice=[[6, 3]], variant={"bidding_needs_seizer": False})
    play(g, "seat 0: attempt 8♠ from the Iron Stock", "seat 0: bid 2♦ (Spice, primary)")
    play(g, "seat 1: lay 4♣ face down (Seize Attempt)")  # a bluff: nobody wins it
    assert g.frames[-2].name == "Bidding Phase" and citing(g, "R-04")
    assert options(g) == ["seat 0: bid 3♦ (Spice, primary)", "seat 0: pass (bid)"]  # no Secondary: no Seizer
    play(g, "seat 0: bid 3♦ (Spice, primary)")
    assert roll_targets(g) == [8 - 2 - 3] and zone(g, "treasury:0") == ["8S"]


def test_r18_variant_gives_clubs_a_vantage_bonus_on_every_suit_but_not_black_markets() -> None:
    zones = {"court:0": "TC", "stock:S": "8S", "black_market:1": "5H"}
    base = at_declaration(zones, dice=[[3, 4]], variant={})
    vantage = at_declaration(zones, dice=[[3, 4], [3, 4]], variant={"clubs_vantage_bonus": True})
    play(base, "seat 0: attempt 8♠ from the Iron Stock")
    play(vantage, "seat 0: attempt 8♠ from the Iron Stock")
    assert roll_targets(base) == [8] and roll_targets(vantage) == [7]
    assert citing(vantage, "R-18") and not citing(base, "R-18")
    pass_until(vantage, asks("declare", 0))
    play(vantage, "seat 0: attempt Black Market 1")
    assert roll_targets(vantage)[-1] == 7  # never on a Black Market


def test_r19_variant_hits_every_player() -> None:
    # Contraband Crackdown 3: only seat 1 holds 3 cards.
    zones = {"treasury:1": "2H 3H 9C", "stock:S": "5S 6S 7S"}
    base = table(zones, deck="3S 2C 3C 4C")
    everyone = table(zones, deck="3S 2C 3C 4C", options={"effects_by_treasury_size": False})
    assert base.affected == {1} and everyone.affected == {0, 1, 2, 3}
    assert "every player, in this variant of R-19" in citing(everyone, "event.resolution")[-1].text


def test_r27_variant_offers_instant_wins_at_the_end_of_the_turn() -> None:
    zones = {"stock:S": "9S", "treasury:0": "2S 3S 4S 5S 6S 7S 8S", "stock:D": "5D"}
    base = at_declaration(zones, dice=[[4, 5]], variant={}, event="JH")
    late = at_declaration(zones, dice=[[4, 5]], variant={"instant_wins_at_once": False}, event="JH")
    play(base, "seat 0: attempt 9♠ from the Iron Stock")
    play(late, "seat 0: attempt 9♠ from the Iron Stock")
    assert asks("instant_win", 0)(base) and base.frames[-1].name == "Resolution Step"  # at once, mid-attempt
    assert asks("instant_win", 0)(late) and late.frames[-1].name == "Turn"  # after the Restock, at the Turn's end
    assert "Restock" in [e.path[-1].name for e in late.trace] and "R-27" in late.pending.rules  # type: ignore[union-attr]
    play(late, "seat 0: declare Monopoly")
    assert late.result == dml.Result(0, "monopoly")


def test_r17_is_a_registered_variant_too() -> None:
    v = lab.variant("dml", "powers_from_court")
    assert v.rule == "R-17" and v.options == {"powers_from_court": False}


def test_fork_is_an_independent_branch_at_the_current_step() -> None:
    g = dml.Game(seed=3)
    for _ in range(5):
        g.apply(g.legal_actions()[0])
    f = g.fork()
    assert f.to_json() == g.to_json() and [str(e) for e in f.trace] == [str(e) for e in g.trace]
    f.apply(f.legal_actions()[-1])
    assert len(g.decisions) == 5 and len(f.decisions) == 6
