"""The rulings, one (or a few) tests each: R-01 ... R-31 from the rules pack and the
project's own P-01 ... P-12 (docs/rulings.md), checked through the public API.
"""

from __future__ import annotations

from typing import Any

import pytest
from tables import NEUTRAL, C, asks, citing, options, pass_until, passing, play, roll_targets, table, zone

import dml_tutor as dml
from dml_tutor.games.dml.agents import HeuristicAgent, random_agent
from dml_tutor.games.dml.cards import mode_cards

# ---------------------------------------------------------------------- helpers


def at_declaration(zones: dict[str, Any], *, dice: list[list[int]] = (), event: str = NEUTRAL, **kw: Any) -> dml.Game:  # type: ignore[assignment]
    return table(
        {**zones, "event": event},
        deck=kw.pop("deck", ""),
        begin={"at": "declaration", "seat": 0},
        dice=list(dice),
        **kw,
    )


def target(g: dml.Game) -> int:
    assert g.pending is not None
    return int(g.pending.context["target"])


def rolls(g: dml.Game) -> list[tuple[int, int] | None]:
    return [e.chance for e in g.trace if e.kind == "roll"]


# ------------------------------------------------------- Acquisition Attempts


def test_r01_any_non_empty_set_from_one_stock() -> None:
    g = at_declaration({"stock:S": "5S 6S 7S", "stock:H": "2H", "treasury:0": "2D"})
    iron = [a for a in g.legal_actions() if isinstance(a, dml.Declare) and a.target == "stock:S"]
    assert {tuple(c.code for c in a.cards) for a in iron} == {
        ("5S",),
        ("6S",),
        ("7S",),
        ("5S", "6S"),
        ("5S", "7S"),
        ("6S", "7S"),
    }  # 5+6+7 = 18 - 2 is over the cap
    assert not any(len({c.suit for c in a.cards}) > 1 for a in g.legal_actions() if isinstance(a, dml.Declare))
    play(g, "seat 0: attempt 5♠ 7♠ from the Iron Stock")  # not the top cards
    assert zone(g, "stock:S") == ["6S"]
    assert zone(g, "pending:declared") == ["5S", "7S"]


def test_r02_rulebook_example_through_the_engine() -> None:
    zones = {"stock:S": "5S", "treasury:0": "2D 4D 4H", "treasury:1": "3D"}
    for answer, expected in (("seat 0: bid 4♦ (Spice, primary)", 2), ("seat 0: bid 4♥ (Slaves, secondary)", 3)):
        g = at_declaration(zones, dice=[[6, 5]])
        play(g, "seat 0: attempt 5♠ from the Iron Stock")
        assert target(g) == 5
        play(g, "seat 0: bid 2♦ (Spice, primary)", "seat 1: lay 3♦ face down (Seize Attempt)")
        # The rulebook's example prints 8 here; R-02 (5 - 2 + 3) gives 6.
        assert target(g) == 6
        play(g, answer)  # the Seizer has nothing more: its pass is forced and the bidding ends
        assert roll_targets(g) == [expected]
        assert "5S" in zone(g, "treasury:0")


def test_r02_emblem_in_a_court_is_worth_10_even_a_jack() -> None:
    g = at_declaration({"court:1": "JS QH", "court:0": "QS", "treasury:0": "2D"}, dice=[[1, 6]])
    play(g, "seat 0: attempt J♠ from seat 1's Court")
    # 10 for the Emblem, less seat 0's own Spade Emblem (Queen, +2)
    assert target(g) == 8
    play(g, "seat 0: pass (no bid at Declaration)")
    assert zone(g, "court:1") == ["QH", "JS"]  # 7 < 8: back to its owner's Court


def test_r02_market_effects_touch_only_marketplace_cards() -> None:
    # Marauders 5: +2 on Marketplace Resources >= 5, but a Court Ten is always 10
    g = at_declaration({"court:1": "TD", "stock:D": "6D", "treasury:0": "2H"}, event="5C")
    play(g, "seat 0: attempt 10♦ from seat 1's Court")
    assert target(g) == 10
    g = at_declaration({"court:1": "TD", "stock:D": "6D", "treasury:0": "2H"}, event="5C")
    play(g, "seat 0: attempt 6♦ from the Spice Stock")
    assert target(g) == 8


def test_r03_cap_and_later_bidding_may_exceed_it() -> None:
    g = at_declaration({"stock:S": "8S", "treasury:0": "2D", "treasury:1": "5D 7D"}, dice=[[6, 5]])
    why = g.why_not(dml.Declare(0, "stock:S", (C("8S"),)))
    assert why is None
    play(g, "seat 0: attempt 8♠ from the Iron Stock", "seat 0: pass (no bid at Declaration)")
    play(g, "seat 1: lay 5♦ face down (Seize Attempt)")
    assert target(g) == 13  # over 12 after the Seize card: allowed
    play(g, "seat 0: pass (bid)")
    assert "8S" in zone(g, "treasury:1")


def test_r03_refusal_says_how_much_over() -> None:
    g = at_declaration({"stock:C": "9C 8C", "treasury:0": "3S"})
    why = g.why_not(dml.Declare(0, "stock:C", (C("9C"), C("8C"))))
    assert why is not None and "R-03" in why and "2 over 12" in why
    with pytest.raises(dml.IllegalActionError, match="2 over 12"):
        g.apply(dml.Declare(0, "stock:C", (C("9C"), C("8C"))))


def test_r04_no_bidding_without_a_seizer() -> None:
    g = at_declaration({"stock:S": "8S", "treasury:0": "2D 3D", "treasury:1": "4C"}, dice=[[1, 2]])
    play(g, "seat 0: attempt 8♠ from the Iron Stock", "seat 0: bid 2♦ (Spice, primary)")
    play(g, "seat 1: lay 4♣ face down (Seize Attempt)")  # a bluff: nobody wins
    assert citing(g, "R-04")
    assert not any(e.path[-1].name in ("Bidding Phase", "Bid Action") for e in g.trace)
    assert rolls(g) == [(1, 2)]
    assert zone(g, "stock:S") == ["8S"] and zone(g, "stock:D") == ["2D"]
    assert zone(g, "treasury:0") == ["3D"]  # no second chance to bid the 3♦


def test_r05_eggs_never_laid_and_the_seize_card_is_the_first_bid() -> None:
    g = at_declaration({"stock:S": "8S", "treasury:1": "AH AS 6D"}, dice=[[1, 2]])
    play(g, "seat 0: attempt 8♠ from the Iron Stock")
    assert options(g) == ["seat 1: lay 6♦ face down (Seize Attempt)", "seat 1: pass (Seize Attempt)"]
    why = g.why_not(dml.Seize(1, C("AH")))
    assert why is not None and "R-05" in why
    play(g, "seat 1: lay 6♦ face down (Seize Attempt)")
    # the Active Player has no cards: the bidding ends at once; TV 8 + 6
    assert roll_targets(g) == [14]
    assert sorted(zone(g, "treasury:1")) == ["8S", "AH", "AS"]


def test_r06_no_seize_on_black_markets_or_emblems_but_on_grand_opening() -> None:
    zones = {"black_market:1": "5H", "court:1": "TD", "treasury:1": "9H 9C", "treasury:2": "8C"}
    for move in ("seat 0: attempt Black Market 1", "seat 0: attempt 10♦ from seat 1's Court"):
        g = at_declaration(zones, dice=[[1, 2]])
        play(g, move)
        assert not citing(g, "seize.sequence")
    g = table({"treasury:1": "9H 9C", "stock:S": "5S 6S 7S"}, deck="TH 2D 3D", dice=[[1, 2]])
    play(g, "seat 0: attempt 10♥ from the Grand Opening card")
    assert asks("seize", 1)(g)


def test_r07_bid_actions_are_one_kind_and_the_seizer_bids_primary() -> None:
    g = at_declaration({"stock:S": "8S", "treasury:0": "2D 4H", "treasury:1": "5D 3D"}, dice=[[6, 5]])
    play(
        g,
        "seat 0: attempt 8♠ from the Iron Stock",
        "seat 0: pass (no bid at Declaration)",
        "seat 1: lay 5♦ face down (Seize Attempt)",
    )
    roles = {(a.role, tuple(c.code for c in a.cards)) for a in g.legal_actions() if isinstance(a, dml.Bid)}
    assert roles == {("primary", ("2D",)), ("secondary", ("4H",))}  # never both in one action
    mixed = dml.Bid(0, (C("2D"), C("4H")), "primary")
    why = g.why_not(mixed)
    assert why is not None and "wheel.profit" in why
    play(g, "seat 0: bid 4♥ (Slaves, secondary)")
    assert options(g) == ["seat 1: bid 3♦ (Spice, primary)", "seat 1: pass (bid)"]
    why = g.why_not(dml.Bid(1, (C("3D"),), "secondary"))
    assert why is not None and "R-07" in why
    play(g, "seat 1: pass (bid)")
    assert rolls(g) == [(6, 5)]


def test_r08_event_limits_apply_to_both_sides_and_the_seize_card() -> None:
    # Contraband Crackdown 4: only Buying Resources of 4 or less
    g = at_declaration({"stock:S": "8S", "treasury:0": "2D 6D 3H 5H", "treasury:1": "3D 7D 4D"}, event="4S")
    play(g, "seat 0: attempt 8♠ from the Iron Stock")
    assert {c.code for a in g.legal_actions() if isinstance(a, dml.Bid) for c in a.cards} == {"2D"}
    play(g, "seat 0: pass (no bid at Declaration)", "seat 1: lay 7♦ face down (Seize Attempt)")
    assert citing(g, "R-04")  # no valid Seize card: nobody holds the Seize Attempt
    g = at_declaration({"stock:S": "8S", "treasury:0": "2D 6D 3H 5H", "treasury:1": "3D 7D 4D"}, event="4S")
    play(
        g,
        "seat 0: attempt 8♠ from the Iron Stock",
        "seat 0: pass (no bid at Declaration)",
        "seat 1: lay 4♦ face down (Seize Attempt)",
    )
    bids = {(a.role, c.code) for a in g.legal_actions() if isinstance(a, dml.Bid) for c in a.cards}
    assert bids == {("primary", "2D"), ("secondary", "3H")}  # 6♦ and 5♥ are too high
    play(g, "seat 0: bid 2♦ (Spice, primary)")
    assert options(g) == ["seat 1: bid 3♦ (Spice, primary)", "seat 1: pass (bid)"]  # not the 7♦
    why = g.why_not(dml.Bid(1, (C("7D"),), "primary"))
    assert why is not None and "R-08" in why and "event.crackdown" in why


def test_r09_where_cards_go_and_only_treasury_resources_are_bid() -> None:
    g = at_declaration({"stock:S": "8S", "treasury:0": "2D AD", "court:0": "TD", "treasury:1": "5D"}, dice=[[1, 2]])
    play(g, "seat 0: attempt 8♠ from the Iron Stock")
    assert {c.code for a in g.legal_actions() if isinstance(a, dml.Bid) for c in a.cards} == {"2D"}
    for card in ("AD", "TD"):
        why = g.why_not(dml.Bid(0, (C(card),), "primary"))
        assert why is not None and "R-09" in why
    play(g, "seat 0: bid 2♦ (Spice, primary)", "seat 1: lay 5♦ face down (Seize Attempt)")
    assert zone(g, "treasury:1") == ["8S"]  # failure: the Seizer's
    assert zone(g, "stock:D") == ["2D", "5D"]  # bids to the Stock of their own suit


@pytest.mark.parametrize("where", ["stock", "black_market"])
def test_r10_every_dabo_is_a_decision(where: str) -> None:
    g = at_declaration({"stock:S": "8S", "black_market:1": "5H 6H"}, dice=[[4, 4], [2, 3]])
    play(g, "seat 0: attempt 8♠ from the Iron Stock" if where == "stock" else "seat 0: attempt Black Market 1")
    d = g.pending
    assert d is not None and d.kind == "reroll" and "R-10" in d.rules
    assert d.context["fails"] is False  # 8 succeeds against 8 (or 7), yet the re-roll is offered
    assert HeuristicAgent().choose(g, d) == dml.Reroll(0, False)  # agents re-roll only failures
    g.apply(dml.Reroll(0, True))
    assert rolls(g)[:2] == [(4, 4), (2, 3)]  # the new roll replaces the old one


def test_r11_wyvern_eyes_on_the_thief_roll_siege_after_the_thief_is_gone() -> None:
    g = table({"treasury:1": "X2 7D", "treasury:2": "5S AH"}, deck=f"{NEUTRAL} 2C 3C", dice=[[1, 1]])
    play(g, "seat 1: play Thief as an Ultimate Power", "seat 1: give 7♦ to seat 3")
    thief_roll = next(e.index for e in g.trace if e.kind == "roll")
    wyvern = next(e.index for e in g.trace if "dice.wyvern" in e.rules)
    siege = next(e.index for e in g.trace if "siege.sequence" in e.rules)
    assert thief_roll < wyvern < siege
    # the Thief's own outcome (caught: Exile) came before the siege
    assert any("char.thief" in e.rules for e in g.trace[thief_roll + 1 : wyvern])
    assert "X2" in zone(g, "exile") and zone(g, "treasury:2") == [] and "AH" in zone(g, "nest")


def test_r12_static_bonus_on_stocks_and_emblems_not_black_markets() -> None:
    g = at_declaration({"stock:D": "9D", "court:0": "TD QD"}, dice=[[2, 4]])
    play(g, "seat 0: attempt 9♦ from the Spice Stock")
    assert roll_targets(g) == [9 - 1 - 2]  # Ten +1, Queen +2, once per attempt
    assert zone(g, "treasury:0") == ["9D"]
    g = at_declaration({"court:0": "TD QD", "court:1": "JD"}, dice=[[3, 4]])
    play(g, "seat 0: attempt J♦ from seat 1's Court")
    assert roll_targets(g) == [10 - 3]
    assert zone(g, "treasury:0") == ["JD"]
    g = at_declaration({"court:0": "TH QH", "black_market:1": "5S 6S 7S 8S"}, dice=[[2, 4]])
    play(g, "seat 0: attempt Black Market 1")
    assert roll_targets(g) == [7]  # Hearts Emblems give no Static Bonus here
    assert zone(g, "treasury:0") == [] and len(zone(g, "black_market:1")) == 4


def test_r14_tax_relief_substitution_is_still_allowed() -> None:
    g = table({"black_market:1": "5H 6H", "treasury:0": "2S 3S 4S 5S 6S"}, deck="5D 7C 8C", dice=[[3, 4]])
    assert "seat 0: attempt Black Market 1" in options(g)
    play(g, "seat 0: attempt Black Market 1", "seat 0: take the Black Market draw")
    assert citing(g, "market.substitution") and citing(g, "R-14")
    assert len(zone(g, "treasury:0")) == 6
    assert g.active == 1  # straight to the next Turn: no Black Market Action


def test_r15_ten_to_its_stock_restock_counts_only_stocks() -> None:
    g = table({"stock:S": "5S", "black_market:1": "5H 6H 7H"}, deck="TH JD 2D 3D 4D")
    # Event: 10♥ (Grand Opening). Supply: J♦ to the Hoard. Restock counts the one Iron
    # card only -- not the Black Market, not the Event card -- and draws two.
    pass_until(g, lambda g: g.active == 1)
    restock = [e for e in citing(g, "restock.sequence") if "R-26" not in e.rules][1:]  # draws after the count
    assert len(restock) == 2
    assert "JD" in zone(g, "hoard") and zone(g, "event") == ["TH"]
    g = table({"stock:S": "5S 6S 7S"}, deck=f"{NEUTRAL} TD 2C")
    assert zone(g, "stock:D") == ["TD"]  # Supply: a Ten is a Resource


def test_r16_responses_until_all_but_the_last_player_passed() -> None:
    g = table(
        {"treasury:0": "JS TS", "treasury:1": "TD", "treasury:2": "TC", "treasury:3": "TH"}, deck=f"{NEUTRAL} 2C 3C 4C"
    )
    play(g, "seat 0: play 10♠ as an Emblem", "seat 0: pass (Character Power Phase)")
    asked = []
    while g.pending is not None and g.pending.kind == "play":
        asked.append(g.pending.seat)
        g.apply(passing(g.pending))  # type: ignore[arg-type]
    assert asked == [1, 2, 3]  # seat 0 played last: not asked again
    assert zone(g, "court:0") == ["TS"]
    g = table(
        {"treasury:0": "JS TS", "treasury:1": "TD", "treasury:2": "TC", "treasury:3": "TH"}, deck=f"{NEUTRAL} 2C 3C 4C"
    )
    play(
        g,
        "seat 0: play 10♠ as an Emblem",
        "seat 0: pass (Character Power Phase)",
        "seat 1: pass (Character Power Phase)",
        "seat 2: play 10♣ as an Emblem",
    )
    asked = []
    while g.pending is not None and g.pending.kind == "play":
        asked.append(g.pending.seat)
        g.apply(passing(g.pending))  # type: ignore[arg-type]
    assert asked == [3, 0, 1]
    assert zone(g, "court:2") == ["TC"]


def test_r17_powers_from_court_variant() -> None:
    base = {"court:0": "JS", "stock:S": "5S 6S 7S"}
    assert any(
        a.source == "court" for a in table(base, deck=f"{NEUTRAL} 2C").legal_actions() if isinstance(a, dml.Play)
    )
    g = table(base, deck=f"{NEUTRAL} 2C", options={"powers_from_court": False})
    assert not any(isinstance(a, dml.Play) for a in g.legal_actions())
    why = g.why_not(dml.Play(0, C("JS"), "power", "court"))
    assert why is not None
    with pytest.raises(ValueError, match="unknown option"):
        table(base, deck="", options={"powers_from_hand": False})


def test_r18_club_emblems_give_only_their_static_bonus() -> None:
    g = table(
        {"court:0": "TC JC QC", "stock:C": "9C", "black_market:1": "5H 6H", "event": NEUTRAL},
        deck="",
        begin={"at": "market_phase", "seat": 0},
        dice=[[3, 4], [3, 4]],
    )
    assert g.pending is not None and g.pending.prompt.startswith("Market Action")  # no extra actions
    play(g, "seat 0: attempt 9♣ from the Wood Stock")
    assert roll_targets(g) == [9 - 1 - 1 - 2]
    play(g, "seat 0: attempt Black Market 1", "seat 0: take the Black Market draw")
    assert len(zone(g, "treasury:0")) == 2  # the 9♣ and one Black Market card only


def test_r19_player_effect_lasts_the_whole_round() -> None:
    # Contraband Crackdown 3: seat 1 holds 3 cards when it resolves, then bids two away.
    g = table(
        {"stock:D": "5D", "treasury:0": "4S", "treasury:1": "2H 3H 9C", "treasury:2": "6S"},
        deck="3S 2C 3C 4C",
        dice=[[3, 4]],
    )
    resolution = citing(g, "event.crackdown")[0]
    assert "R-19" in resolution.rules and "seat 1" in resolution.text and "seat 0" not in resolution.text
    pass_until(g, asks("declare", 1))
    play(g, "seat 1: attempt 5♦ from the Spice Stock", "seat 1: bid 2♥ 3♥ (Slaves, primary)")
    pass_until(g, asks("declare", 2))
    assert len(zone(g, "treasury:1")) == 2  # 9♣ and the 5♦ it bought
    start = len(g.trace)
    play(g, "seat 2: attempt 2♣ from the Wood Stock")
    assert asks("seize", 0)(g)  # seat 3 has nothing; seat 0 (1 card) may seize
    play(g, "seat 0: pass (Seize Attempt)")
    # seat 1 holds fewer than 3 cards now, yet stays under Crackdown for the whole Round
    assert any(e.seat == 1 and "event.crackdown" in e.rules for e in g.trace[start:])


def test_r21_same_seed_same_table() -> None:
    pos = {"zones": {"treasury:0": "5S"}, "seed": 3}
    a, b = dml.Game.from_position(pos), dml.Game.from_position(pos)
    assert a.zones() == b.zones()
    c = dml.Game.from_position({**pos, "seed": 4})
    assert c.zones()["deck"] != a.zones()["deck"]


def test_r23_tithe_victims_choose_thief_chooses_victim() -> None:
    g = table({"treasury:0": "JD", "treasury:1": "5S AH", "treasury:2": "6S"}, deck=f"{NEUTRAL} 2C 3C")
    play(g, "seat 0: play J♦ (Tithe Embezzler) as an Ultimate Power")
    assert g.pending is not None and g.pending.seat == 1 and g.pending.kind == "choose"
    play(g, "seat 1: give A♥ to seat 0")
    assert sorted(zone(g, "treasury:0")) == ["6S", "AH"]


def test_r24_harlot_queen_cancels_emblems_declared_below() -> None:
    g = table({"treasury:0": "JD QC", "treasury:1": "TS"}, deck=f"{NEUTRAL} 2C 3C")
    play(
        g,
        "seat 0: play J♦ (Tithe Embezzler) as an Emblem",
        "seat 0: pass (Character Power Phase)",
        "seat 1: play 10♠ as an Emblem",
        "seat 0: play Q♣ (Harlot Queen of Smorgon) as an Ultimate Power",
    )
    assert zone(g, "court:0") == [] and zone(g, "court:1") == []
    assert "JD" in zone(g, "exile") and "QC" in zone(g, "exile")
    assert zone(g, "hoard") == ["TS"]
    assert citing(g, "R-24")


def test_r25_decadence_forbids_powers_not_emblems() -> None:
    g = table({"treasury:0": "JS 2C 3C"}, deck="3H 4C 5C")
    assert options(g) == ["seat 0: play J♠ (Grand Inquisitor) as an Emblem", "seat 0: pass (Character Power Phase)"]
    why = g.why_not(dml.Play(0, C("JS"), "power"))
    assert why is not None and "R-25" in why


def test_r26_only_the_event_phase_draw_ends_the_game() -> None:
    g = table({"stock:S": "5S 6S 7S"}, deck=f"{NEUTRAL}")
    assert not g.is_over
    pass_until(g, lambda g: g.is_over)
    assert g.round == 2
    assert [e.rules for e in g.trace if "event.deck-empty" in e.rules] == [("event.deck-empty", "R-26")]


def test_r27_agents_always_declare() -> None:
    g = at_declaration({"stock:S": "9S", "treasury:0": "2S 3S 4S 5S 6S 7S 8S"}, event="JH", dice=[[4, 5]])
    play(g, "seat 0: attempt 9♠ from the Iron Stock")
    assert g.pending is not None
    assert HeuristicAgent().choose(g, g.pending) == dml.DeclareWin(0, "monopoly", True)


def test_r27_instant_win_ends_the_game_with_cards_still_pending() -> None:
    # Monopoly completed by a successful attempt whose bids are still on the table
    g = at_declaration({"stock:S": "9S", "treasury:0": "2S 3S 4S 5S 6S 7S 8S 2D"}, event="JH", dice=[[4, 5]])
    play(g, "seat 0: attempt 9♠ from the Iron Stock", "seat 0: bid 2♦ (Spice, primary)", "seat 0: declare Monopoly")
    assert g.result == dml.Result(0, "monopoly")
    # nothing further resolves, and every card is still somewhere
    counted = sorted(c.code for cards in g.zones().values() for c in cards)
    assert counted == sorted(c.code for c in mode_cards("full"))


def test_r28_tie_break_in_a_game() -> None:
    g = table({"treasury:0": "9C 8C 3C", "treasury:1": "AH", "king:0": "KD", "king:1": "KS"}, deck="")
    assert g.result is not None and g.result.winner == 1
    assert [s.total for s in g.result.scores[:2]] == [20, 20]


def test_r31_quickstart_event_cards_leave_the_game_and_dice_start_nothing() -> None:
    g = table({"stock:S": "2S 3S 4S", "treasury:0": "5D"}, deck="2C 5C 6C 7C", mode="quickstart", dice=[[6, 6]])
    # Marauders 2: no Player Effect in Market Mayhem (no discard, no extra action) ...
    assert g.pending is not None and g.pending.prompt.startswith("Market Action")
    assert zone(g, "treasury:0") == ["5D"]
    # ... but its Market Effect holds: 2 + 3 + 4 + 3 x 2 = 15, so the 5♦ must be bid (forced)
    play(g, "seat 0: attempt 2♠ 3♠ 4♠ from the Iron Stock")
    assert roll_targets(g) == [10]
    assert not citing(g, "fm.sequence")  # Woot! Woot! is only an automatic success here
    assert set(zone(g, "treasury:0")) >= {"2S", "3S", "4S"}
    pass_until(g, lambda g: g.round == 2)
    assert "2C" in zone(g, "exile") and zone(g, "hoard") == []
    assert citing(g, "R-31")


# ------------------------------------------------------------ project rulings


def test_p01_targets_are_chosen_on_resolution() -> None:
    # The Archduchess is played first; a Grand Inquisitor above her sweeps and restocks.
    g = table({"treasury:0": "QD", "treasury:1": "JS", "stock:S": "5S 6S"}, deck=f"{NEUTRAL} 2H 3H 4H 5C")
    play(
        g,
        "seat 0: play Q♦ (Archduchess of Avarice) as an Ultimate Power",
        "seat 1: play J♠ (Grand Inquisitor) as an Ultimate Power",
    )
    # she chooses as she resolves, among the Stocks left after the sweep and the Restock
    assert "5S" in zone(g, "hoard") and "6S" in zone(g, "hoard")
    assert sorted(zone(g, "treasury:0")) == ["2H", "3H", "4H"]
    sweep = citing(g, "char.grand-inquisitor")[-1].index
    choice = next(e for e in g.trace if e.kind == "action" and isinstance(e.action, dml.ChooseZone))
    assert choice.index > sweep and "P-01" in choice.rules


def test_p03_thief_after_its_power_with_an_empty_deck() -> None:
    g = table({"treasury:1": "X2 5D", "stock:S": "5S 6S 7S"}, deck=f"{NEUTRAL}", dice=[[3, 4]])
    play(g, "seat 1: play Thief as an Ultimate Power", "seat 1: give 5♦ to seat 2")
    assert zone(g, "deck") == [] and "X2" in zone(g, "hoard")
    assert citing(g, "P-03")


def test_p04_foreign_merchant_with_nothing_to_gather() -> None:
    g = at_declaration({"stock:S": "5S", "treasury:1": "AS AC", "treasury:2": "AH AD"}, dice=[[6, 6]])
    play(g, "seat 0: attempt 5♠ from the Iron Stock")
    assert citing(g, "P-04")
    assert not any(k.startswith("black_market") for k in g.zones())


def test_p05_declined_win_is_offered_again_at_the_next_gain() -> None:
    g = at_declaration(
        {"stock:S": "9S", "black_market:1": "5H", "treasury:0": "2S 3S 4S 5S 6S 7S 8S"},
        event="JH",
        dice=[[4, 5], [3, 4]],
    )
    play(g, "seat 0: attempt 9♠ from the Iron Stock")
    assert asks("instant_win", 0)(g)
    play(g, "seat 0: do not declare Monopoly")
    assert not g.is_over and asks("declare", 0)(g)
    play(g, "seat 0: attempt Black Market 1", "seat 0: take the Black Market draw")
    assert asks("instant_win", 0)(g) and "P-05" in g.pending.rules  # type: ignore[union-attr]
    play(g, "seat 0: declare Monopoly")
    assert g.result == dml.Result(0, "monopoly")


def test_p05_a_declined_win_may_be_declared_at_any_later_decision() -> None:
    g = at_declaration(
        {"stock:S": "9S", "treasury:0": "2S 3S 4S 5S 6S 7S 8S 2D QC"},
        event="JH",
        dice=[[4, 5]],
    )
    play(g, "seat 0: attempt 9♠ from the Iron Stock", "seat 0: pass (no bid at Declaration)")
    play(g, "seat 0: do not declare Monopoly")
    # no gain since, yet seat 0's next decision offers the declaration beside its choices
    pass_until(g, asks("play", 0))
    d = g.pending
    assert d is not None and d.actions[-1] == dml.DeclareWin(0, "monopoly", True) and "P-05" in d.rules
    play(g, "seat 0: declare Monopoly")
    assert g.result == dml.Result(0, "monopoly")


def test_p05_a_set_held_from_the_start_may_be_declared_at_any_decision() -> None:
    g = at_declaration({"stock:S": "5S", "treasury:1": "AS AC AH AD"}, dice=[[3, 4]])
    # seat 0 is not asked about seat 1's Eggs; seat 1, with no Seize card to lay, is asked
    assert not any(isinstance(a, dml.DeclareWin) for a in g.legal_actions())
    play(g, "seat 0: attempt 5♠ from the Iron Stock")
    pass_until(g, lambda g: g.current_player == 1)
    assert dml.DeclareWin(1, "father_of_dragons", True) in g.legal_actions()
    assert g.pending is not None and g.pending.prompt.endswith("(Or declare Father of Dragons.)")
    play(g, "seat 1: declare Father of Dragons")
    assert g.result == dml.Result(1, "father_of_dragons")


def test_p05_a_win_that_cannot_be_declared_is_explained() -> None:
    g = at_declaration({"stock:S": "9S", "treasury:0": "2S 3S 4S 5S 6S 7S 8S"}, event="JH")  # one short
    why = g.why_not("seat 0: declare Monopoly")
    assert why is not None and "from 2 to 9" in why and "R-27" in why


def test_p06_grand_inquisitor_sweeps_the_grand_opening_card() -> None:
    g = table({"treasury:0": "JS", "stock:S": "5S 6S"}, deck="TH 2C 3C 4C 5C 6C")
    assert zone(g, "event") == ["TH"] and "P-06" not in {r for e in g.trace for r in e.rules}
    play(g, "seat 0: play J♠ (Grand Inquisitor) as an Ultimate Power")
    pass_until(g, asks("declare", 0))
    assert zone(g, "event") == [] and {"TH", "5S", "6S"} <= set(zone(g, "hoard"))
    assert citing(g, "P-06") and citing(g, "R-06")
    # the Round is still a Grand Opening: the extra Market Action stays, the card is gone
    assert g.event.type == "Grand Opening" and "Grand Opening" in g.pending.prompt  # type: ignore[union-attr]
    assert not any("Grand Opening card" in o for o in options(g))


def test_p07_a_won_black_market_card_may_be_taken() -> None:
    """The Black Market page's "may take" is a decision (P-07 as amended)."""
    g = table({"black_market:1": "5H 6H"}, deck=f"{NEUTRAL} 2C 3C 4C", dice=[[3, 4]])
    play(g, "seat 0: attempt Black Market 1")
    assert g.pending is not None and g.pending.kind == "black_market_draw" and g.pending.seat == 0
    assert "P-07" in g.pending.rules and "acq.black-market" in g.pending.rules
    assert options(g) == ["seat 0: take the Black Market draw", "seat 0: leave the Black Market draw"]
    assert zone(g, "treasury:0") == [] and len(zone(g, "black_market:1")) == 2  # nothing moves before the choice
    play(g, "seat 0: take the Black Market draw")
    taken = [e for e in citing(g, "P-07") if e.kind == "step"]
    assert len(taken) == 1 and "takes 1 card" in taken[0].text
    assert len(zone(g, "treasury:0")) == 1 and len(zone(g, "black_market:1")) == 1


def test_p07_a_won_black_market_card_may_be_left() -> None:
    g = table({"black_market:1": "5H 6H", "court:0": "TH"}, deck=f"{NEUTRAL} 2C 3C 4C", dice=[[3, 4]])
    play(g, "seat 0: attempt Black Market 1")
    assert g.pending is not None and "take 2 cards at random" in g.pending.prompt  # a Hearts Emblem: one more
    play(g, "leave the black market draw")
    assert zone(g, "treasury:0") == [] and sorted(zone(g, "black_market:1")) == ["5H", "6H"]
    assert "leaves Black Market 1 as it is" in citing(g, "P-07")[-1].text
    assert g.pending is not None and g.pending.kind != "black_market_draw"  # the game goes on


def test_p07_variant_always_takes_without_asking() -> None:
    """``black_market_may_leave=False`` keeps the earlier reading: taken, no decision."""
    g = table(
        {"black_market:1": "5H 6H"},
        deck=f"{NEUTRAL} 2C 3C 4C",
        dice=[[3, 4]],
        options={"black_market_may_leave": False},
    )
    play(g, "seat 0: attempt Black Market 1")
    taken = citing(g, "P-07")
    assert len(taken) == 1 and "takes 1 card" in taken[0].text
    assert len(zone(g, "treasury:0")) == 1 and len(zone(g, "black_market:1")) == 1
    assert not any(e.kind == "decision" and "P-07" in e.rules for e in g.trace)


@pytest.mark.parametrize("agent", [HeuristicAgent, random_agent])
def test_p07_built_in_agents_always_take(agent: Any) -> None:
    g = table({"black_market:1": "5H 6H"}, deck=f"{NEUTRAL} 2C 3C 4C", dice=[[3, 4]])
    play(g, "seat 0: attempt Black Market 1")
    assert g.pending is not None
    for seed in range(5):
        assert agent(seed).choose(g, g.pending) == dml.BlackMarketDraw(0, True)


def test_p03_thief_as_the_event_card_with_an_empty_deck() -> None:
    g = table({"stock:S": "5S 6S 7S"}, deck="X2")
    assert "Carnival of Coin" in citing(g, "event.resolution")[0].text
    pass_until(g, lambda g: g.round == 2)
    assert zone(g, "hoard") == ["X2"] and zone(g, "deck") == []
    assert any("P-03" in e.rules for e in g.trace if e.path[-1].name == "End Phase")
    assert g.is_over  # and the next Event Phase ends the game


def test_p03_grand_inquisitor_finds_the_thief_with_an_empty_deck() -> None:
    g = table({"treasury:0": "JS", "black_market:1": "X2 5H"}, deck=NEUTRAL)
    play(g, "seat 0: play J♠ (Grand Inquisitor) as an Ultimate Power")
    assert {"5H", "X2"} <= set(zone(g, "hoard"))  # the Thief stays with the swept cards
    assert zone(g, "deck") == []


def heiress_race() -> dml.Game:
    """Seat 1 holds a Monopoly it has not declared; seat 0's Pampered Heiress brings seat 0
    the fourth Dragon Egg during seat 0's own Character Power Phase."""
    return table({"treasury:0": "QH AS AC AH", "treasury:1": "2S 3S 4S 5S 6S 7S 8S 9S"}, deck="9C 2C 3C")


def test_p05_a_standing_win_beats_a_later_one_in_a_race() -> None:
    g = heiress_race()
    play(g, "seat 0: play Q♥ (Pampered Heiress) as an Ultimate Power")
    assert asks("instant_win", 0)(g)
    # seat 0 is asked about its Eggs; seat 1 may still declare first, out of turn
    assert g.why_not("seat 1: declare Monopoly") is None
    play(g, "seat 1: declare Monopoly")
    assert g.result == dml.Result(1, "monopoly")


def test_p05_out_of_turn_declarations_are_not_offered_in_the_prompt() -> None:
    g = heiress_race()
    assert g.pending is not None and g.pending.seat == 0
    assert not any(isinstance(a, dml.DeclareWin) for a in g.legal_actions())
    assert "Monopoly" not in g.pending.prompt
    assert g.why_not("seat 2: declare Monopoly") is not None  # only a holder may


def test_p05_instant_win_questions_and_declines_are_private_in_the_log() -> None:
    g = heiress_race()
    play(g, "seat 0: play Q♥ (Pampered Heiress) as an Ultimate Power", "seat 0: do not declare Father of Dragons")
    private = [e for e in g.trace if e.private]
    assert [e.text for e in private] == [
        "Seat 0 decides: Declare Father of Dragons?",
        "seat 0: do not declare Father of Dragons",
    ]
    assert all(e.seat == 0 for e in private)
    assert not any("Or declare" in e.text for e in g.trace)


def test_p05_a_standing_win_is_offered_before_the_game_ends_on_points() -> None:
    g = table({"treasury:1": "2S 3S 4S 5S 6S 7S 8S 9S"}, deck="9C")
    pass_until(g, lambda g: g.pending is not None and "before the game ends" in g.pending.prompt)
    assert g.pending is not None and g.pending.seat == 1 and g.pending.kind == "instant_win"
    play(g, "seat 1: declare Monopoly")
    assert g.result == dml.Result(1, "monopoly")


def test_p05_a_standing_win_is_offered_before_a_dragon_siege_takes_the_eggs() -> None:
    g = table({"treasury:0": "QS", "treasury:1": "AS AC AH AD 5C"}, deck=f"{NEUTRAL} 2C 3C")
    play(g, "seat 0: play Q♠ (Dragon Empress of Khitamar) as an Ultimate Power")
    assert g.pending is not None and g.pending.seat == 1 and "before the Dragon Siege" in g.pending.prompt
    play(g, "seat 1: do not declare Father of Dragons")
    assert sorted(zone(g, "nest")) == ["AC", "AD", "AH", "AS"]


def test_p11_a_foreign_merchant_won_from_a_black_market_is_drawn() -> None:
    g = table({"black_market:1": "X1", "hoard": "5H 6H"}, deck=f"{NEUTRAL} 2C 3C 4C", dice=[[3, 4]])
    play(g, "seat 0: attempt Black Market 1", "seat 0: take the Black Market draw")
    assert "X1" not in zone(g, "treasury:0")
    drawn = citing(g, "P-11")
    assert len(drawn) == 1 and "Foreign Merchant" in drawn[0].text
    made = [name for name in g.zones() if name.startswith("black_market:")]
    assert len(made) == 1 and {"X1", "5H", "6H"} <= set(zone(g, made[0]))


def test_p11_a_foreign_merchant_taken_by_the_supreme_confiscator_is_drawn() -> None:
    g = table({"treasury:0": "JH", "black_market:1": "X1 4H"}, deck=f"{NEUTRAL} 2C 3C")
    play(g, "seat 0: play J♥ (Supreme Confiscator) as an Ultimate Power")
    pass_until(g, asks("choose", 0))
    play(g, "seat 0: take Foreign Merchant")
    assert "X1" not in zone(g, "treasury:0") and citing(g, "P-11")
    assert any("X1" in zone(g, name) for name in g.zones() if name.startswith("black_market:"))


def test_p11_a_position_may_not_put_the_foreign_merchant_in_a_treasury() -> None:
    with pytest.raises(dml.PositionError, match="P-11"):
        table({"treasury:0": "X1"})


def test_p12_the_archduchess_may_take_the_grand_opening_card() -> None:
    g = table({"treasury:0": "QD", "stock:S": "5S 6S"}, deck="TH 2C 3C 4C 5C 6C")
    assert zone(g, "event") == ["TH"]
    play(g, "seat 0: play Q♦ (Archduchess of Avarice) as an Ultimate Power")
    pass_until(g, asks("choose", 0))
    assert "seat 0: choose the Grand Opening card" in options(g)
    play(g, "seat 0: choose the Grand Opening card")
    assert zone(g, "event") == [] and zone(g, "treasury:0") == ["TH"] and zone(g, "stock:S") == ["5S", "6S"]
    assert citing(g, "P-12") and g.event.type == "Grand Opening"


def test_dml_instant_wins_end_through_the_core_contract() -> None:
    """Monopoly raises the core's GameOver from deep in a Turn; nothing pending is left."""
    g = at_declaration({"stock:S": "9S", "treasury:0": "2S 3S 4S 5S 6S 7S 8S 2D"}, event="JH", dice=[[4, 5]])
    play(g, "seat 0: attempt 9♠ from the Iron Stock", "seat 0: bid 2♦ (Spice, primary)", "seat 0: declare Monopoly")
    assert g.is_over and g.result.reason == "monopoly"
    assert g.pending is None and g.frames == []
    assert g.outcome == g.result.outcome
