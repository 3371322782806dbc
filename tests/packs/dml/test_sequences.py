"""One scenario per rulebook sequence, played from described positions.

Each test lays out a small table with ``dml.Game.from_position`` (the Event Deck given
exactly, every other card in Exile), forces the dice it needs, drives the decisions by
their printed form and checks the zones, the pending decisions and the trace.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import pytest
from tables import NEUTRAL, C, asks, citing, options, pass_until, passing, play, roll_targets, table, zone

import dml_tutor as dml

# ---------------------------------------------------------------------- helpers


def turn_of(seat: int) -> Callable[[dml.Game], bool]:
    return lambda g: g.active == seat and g.pending is not None and g.pending.kind == "declare"


def log(g: dml.Game, start: int = 0) -> str:
    return "\n".join(str(e) for e in g.trace[start:])


def texts(g: dml.Game, start: int = 0) -> list[str]:
    return [e.text for e in g.trace[start:]]


def index_of(g: dml.Game, fragment: str, start: int = 0) -> int:
    for e in g.trace[start:]:
        if fragment in e.text:
            return e.index
    raise AssertionError(f"no step says {fragment!r}:\n{log(g, start)}")


def first(g: dml.Game, rule: str, seat: int | None = None, start: int = 0) -> int:
    """Index of the first step citing ``rule`` (for ``seat``)."""
    for e in g.trace[start:]:
        if rule in e.rules and (seat is None or e.seat == seat) and e.kind == "step":
            return e.index
    raise AssertionError(f"no step cites {rule}:\n{log(g, start)}")


def same_cards(a: Iterable[str], b: Iterable[str]) -> bool:
    return sorted(a) == sorted(b)


# ------------------------------------------------------------------ Setup Stage


class SetupRecorder(dml.Game):
    """Keeps the table as it stands when the first Round begins (Setup just finished)."""

    after_setup: dict[str, list[dml.Card]] | None = None

    def step(self, rules: tuple[str, ...], text: str, **kw: Any) -> None:
        if rules[:1] == ("round.sequence",) and self.after_setup is None:
            self.after_setup = self.zones()
        super().step(rules, text, **kw)


def roll_seats(g: dml.Game) -> list[int | None]:
    return [e.seat for e in g.trace if e.kind == "roll" and "setup.roll-off" in e.rules]


def test_roll_off_tie_rolls_again() -> None:
    g = dml.Game(players=4, seed=1, dice=[(3, 5), (2, 6), (1, 2), (2, 4), (1, 3), (2, 5)])
    assert g.dealer == 1
    assert roll_seats(g) == [0, 1, 2, 3, 0, 1]  # only the tied seats roll again
    assert [e.chance for e in g.trace if e.kind == "roll"][:6] == [(3, 5), (2, 6), (1, 2), (2, 4), (1, 3), (2, 5)]
    assert any("tie" in t for t in texts(g))


def test_roll_off_woot_woot_takes_the_badge_at_once() -> None:
    g = SetupRecorder(players=4, seed=1, dice=[(2, 3), (6, 6)])
    assert g.dealer == 1
    assert roll_seats(g) == [0, 1]  # seats 2 and 3 never roll
    assert "dice.woot" in g.trace[first(g, "setup.roll-off", seat=None)].rules or citing(g, "dice.woot")
    # a roll-off roll starts no sequence: no Foreign Merchant, no Black Market
    roll_off = [e for e in g.trace if any(f.name == "Initiative Badge Roll-Off" for f in e.path)]
    assert not any("fm.sequence" in e.rules for e in roll_off)
    after = g.trace[roll_off[-1].index + 1]
    assert after.rules[0] == "setup.extract"  # straight on with Setup step 2


@pytest.mark.parametrize("reroll", [True, False])
def test_roll_off_dabo_may_be_rerolled(reroll: bool) -> None:
    g = dml.Game(players=4, seed=1, dice=[(2, 2), (5, 6), (1, 2), (1, 3), (1, 4)])
    d = g.pending
    assert d is not None and d.kind == "reroll" and d.seat == 0
    assert d.rules == ("dice.dabo", "R-10")
    g.apply(dml.Reroll(0, reroll))
    assert g.dealer == (0 if reroll else 1)
    rolls = [e.chance for e in g.trace if e.kind == "roll"]
    if reroll:
        assert rolls == [(2, 2), (5, 6), (1, 2), (1, 3), (1, 4)]
    else:
        assert rolls == [(2, 2), (5, 6), (1, 2), (1, 3)]  # the 4 stands; seat 1 rolls 5-6


def test_setup_four_players() -> None:
    g = SetupRecorder(players=4, seed=5, dice=[(6, 6)])
    z = g.after_setup
    assert z is not None and g.dealer == 0
    for seat in range(4):
        assert sorted(c.rank for c in z[f"treasury:{seat}"]) == ["2", "3"]
        assert len(z[f"king:{seat}"]) == 1 and z[f"king:{seat}"][0].is_king
        assert z[f"court:{seat}"] == []
    assert len({z[f"king:{s}"][0] for s in range(4)}) == 4
    assert sorted(c.code for c in z["nest"]) == ["AC", "AD", "AH", "AS"]
    for c in z["deck"]:
        assert c.rank not in ("2", "3", "K", "A")
    assert sum(len(z[f"stock:{s}"]) for s in "SCHD") == 3  # Setup step 7: Restock to 3
    assert z["exile"] == []
    rules = [r for e in g.trace for r in e.rules]
    for rid in ("setup.extract", "setup.nest", "setup.piles", "setup.kings", "setup.choose-pile", "setup.restock"):
        assert rid in rules
    assert "mode.three-players" not in rules


def test_setup_three_players_r30() -> None:
    g = SetupRecorder(players=3, seed=8, dice=[(6, 6)])
    z = g.after_setup
    assert z is not None
    assert len(z["exile"]) == 1 and z["exile"][0].is_king  # undealt King, face down in Exile
    hoard_low = sorted(c.rank for c in z["hoard"] if c.rank in ("2", "3"))
    assert hoard_low == ["2", "3"]  # the undealt pile goes to the Dragon's Hoard
    held = [c for s in range(3) for c in z[f"treasury:{s}"]]
    assert len(held) == 6
    assert "treasury:3" not in z
    assert len(citing(g, "R-30")) == 2


def test_setup_three_players_quickstart_p02() -> None:
    g = SetupRecorder(players=3, seed=8, mode="quickstart", dice=[(6, 6)])
    z = g.after_setup
    assert z is not None
    exiled = z["exile"]
    assert sorted(c.rank for c in exiled) == ["2", "3", "K"]  # P-02: the pile leaves the game
    assert z["hoard"] == [] and z["nest"] == []
    assert citing(g, "P-02")


def test_setup_quickstart_deck_has_only_resources() -> None:
    g = SetupRecorder(players=4, seed=3, mode="quickstart", dice=[(6, 6)])
    z = g.after_setup
    assert z is not None
    assert all(c.is_resource for c in z["deck"])
    assert len(z["deck"]) + 3 == 36 - 8  # 2-10 of four suits, less the 2s and 3s, less the Restock
    assert z["nest"] == []
    assert not citing(g, "setup.nest")


# ------------------------------------------------------------------ Event Phase


def test_contraband_crackdown_player_effect_by_hand_size_r19() -> None:
    g = table(
        {
            "stock:S": "5S",
            "treasury:0": "2D 3D 5D",
            "treasury:1": "2C 6D 4H",  # 3 cards: under Crackdown
            "treasury:2": "2H 9D",  # 2 cards: free to seize
            "treasury:3": "4D",
        },
        deck="3S 7C 8C",
        dice=[[3, 4]],
    )
    ev = citing(g, "event.crackdown")[0]
    assert "R-19" in ev.rules and "seat 1" in ev.text and "seat 2" not in ev.text
    # Market Effect: only Buying Resources of Face Value 3 or less may be bid
    play(g, "seat 0: attempt 5♠ from the Iron Stock")
    assert same_cards(
        options(g),
        [
            "seat 0: bid 2♦ (Spice, primary)",
            "seat 0: bid 3♦ (Spice, primary)",
            "seat 0: bid 2♦ 3♦ (Spice, primary)",
            "seat 0: pass (no bid at Declaration)",
        ],
    )
    start = len(g.trace)
    play(g, "seat 0: pass (no bid at Declaration)")
    assert asks("seize", 2)(g)  # seat 1 is skipped
    assert first(g, "event.crackdown", seat=1, start=start)
    # the 9♦ may not be bid under Crackdown 3, so it cannot win the Seize Attempt
    play(g, "seat 2: lay 9♦ face down (Seize Attempt)", "seat 3: lay 4♦ face down (Seize Attempt)")
    assert first(g, "R-04", start=start)  # nobody holds the Seize Attempt: no Bidding Phase
    assert zone(g, "treasury:2") == ["2H", "9D"] and zone(g, "treasury:3") == ["4D"]
    assert "5S" in zone(g, "treasury:0")  # 3 + 4 = 7 >= 5


def test_decadence_forbids_powers_not_emblems_r25() -> None:
    g = table({"stock:S": "5S 6S 7S", "treasury:0": "QH JS 5C 6C", "treasury:1": "QD 2S"}, deck="4H 7C 8D")
    assert "R-19" in citing(g, "event.decadence")[0].rules
    assert set(options(g)) == {
        "seat 0: play Q♥ (Pampered Heiress) as an Emblem",
        "seat 0: play J♠ (Grand Inquisitor) as an Emblem",
        "seat 0: pass (Character Power Phase)",
    }
    play(g, "seat 0: pass (Character Power Phase)")
    # seat 1 holds only 2 cards: Decadence 4 does not touch it
    assert "seat 1: play Q♦ (Archduchess of Avarice) as an Ultimate Power" in options(g)


def test_decadence_limits_bids_to_v_or_more() -> None:
    g = table(
        {"stock:C": "5C", "treasury:0": "2S 4S 6S", "event": "4H"}, deck="", begin={"at": "declaration", "seat": 0}
    )
    play(g, "seat 0: attempt 5♣ from the Wood Stock")
    bids = [a for a in g.legal_actions() if isinstance(a, dml.Bid)]
    assert {c.code for b in bids for c in b.cards} == {"4S", "6S"}


def test_marauders_discard_and_market_effect() -> None:
    g = table(
        {"stock:S": "5S 6S 7S", "treasury:0": "2D 3D 5D 6D", "treasury:1": "2C 7D 7H 4H", "treasury:2": "9D"},
        deck="4C 7C 8C 9C",
    )
    lost = [e for e in citing(g, "event.marauders") if e.seat is not None]
    assert [e.seat for e in lost] == [0, 1]  # seat 2 holds 1 card: untouched
    assert len(zone(g, "treasury:0")) == 3 and len(zone(g, "treasury:1")) == 3 and zone(g, "treasury:2") == ["9D"]
    assert len(zone(g, "hoard")) == 2
    # Market Effect: Marketplace Resources >= 4 count +2 (also the 7♣ drawn later this Round)
    play(g, "seat 0: attempt 5♠ 6♠ from the Iron Stock")
    assert g.pending is not None and g.pending.context["target"] == 5 + 6 + 2 + 2
    assert any("event.marauders" in e.rules for e in citing(g, "R-02"))


def test_marauders_egg_goes_back_to_the_nest() -> None:
    g = table({"treasury:1": "AH AS", "stock:S": "5S 6S 7S"}, deck="2C 7C 8C")
    assert len(zone(g, "treasury:1")) == 1
    assert len(zone(g, "nest")) == 3 and zone(g, "hoard") == []


def test_marauders_thief_is_shuffled_into_the_deck() -> None:
    for seed in range(40):
        g = table({"treasury:1": "X2 5H", "stock:S": "5S 6S 7S"}, deck="2C 7C 8C 9C", seed=seed)
        if "X2" not in zone(g, "treasury:1"):
            assert "X2" in zone(g, "deck")
            assert zone(g, "hoard") == [] and zone(g, "treasury:1") == ["5H"]
            return
    raise AssertionError("the Thief was never the discarded card")


def test_tax_relief_removes_black_market_action_r14() -> None:
    g = table(
        {
            "stock:S": "5S 6S 7S",
            "black_market:1": "9S 8S 4H",
            "treasury:0": "2D 3D 4D 6D 7D",
            "treasury:1": "2C",
        },
        deck="5D 7C 8C 9C",
        dice=[[3, 4], [3, 4]],
    )
    assert "seat 0" in citing(g, "event.tax-relief")[0].text and "R-14" in citing(g, "market.sequence")[0].rules
    # a Market Action may still be used for a Black Market attempt
    assert "seat 0: attempt Black Market 1" in options(g)
    # Market Effect -2 on Resources >= 5: 5 + 6 + 7 - 6 = 12, so all three are declarable
    assert "seat 0: attempt 5♠ 6♠ 7♠ from the Iron Stock" in options(g)
    start = len(g.trace)
    play(g, "seat 0: attempt Black Market 1", "seat 0: take the Black Market draw")
    assert citing(g, "market.substitution", start)
    assert len(zone(g, "treasury:0")) == 6
    start = len(g.trace)
    # seat 0's Turn ends without a Black Market Action (Black Market 1 still has 2 cards)
    pass_until(g, turn_of(1))
    assert not any(e.kind == "decision" and e.seat == 0 for e in g.trace[start:])
    assert len(zone(g, "black_market:1")) == 2
    # seat 1 (1 card) is not affected and still has one
    play(g, "seat 1: pass (market action)")
    assert asks("declare", 1)(g) and g.pending.prompt.startswith("Black Market Action")


def test_carnival_of_coin_extra_action_and_end_phase() -> None:
    g = table({"stock:S": "5S 6S 7S"}, deck="JS 7C 8C 9C 2C 3C 4C 5C")
    assert "Carnival of Coin" in citing(g, "event.carnival")[0].text
    assert g.pending is not None and g.pending.prompt.startswith("Extra Market Action (Carnival of Coin)")
    pass_until(g, lambda g: g.dealer == 1)
    # End Phase: the Event card goes to the Dragon's Hoard and the badge moves on
    end = [e for e in g.trace if e.path[-1].name == "End Phase"]
    assert "J♠" in end[0].text and "Dragon's Hoard" in end[0].text
    assert "JS" in zone(g, "hoard")
    assert "seat 1" in end[-1].text
    assert g.round == 2


def test_grand_opening_card_is_a_stock_with_seize_attempts_r06() -> None:
    g = table(
        {"stock:S": "5S 6S 7S", "treasury:0": "2C 3H", "treasury:1": "9C", "treasury:2": "8C"},
        deck="TH 7C 8D 9D",
        dice=[[1, 2]],
    )
    assert "seat 0: attempt 10♥ from the Grand Opening card" in options(g)
    start = len(g.trace)
    play(
        g,
        "seat 0: attempt 10♥ from the Grand Opening card",
        "seat 0: pass (no bid at Declaration)",
        "seat 1: lay 9♣ face down (Seize Attempt)",
        "seat 2: lay 8♣ face down (Seize Attempt)",
        "seat 0: pass (bid)",
    )
    assert zone(g, "event") == []
    assert zone(g, "treasury:1") == ["TH"]  # the Seizer takes it on a failed roll
    assert zone(g, "treasury:2") == ["8C"]
    assert "9C" in zone(g, "stock:C")
    assert roll_targets(g) == [10 + 9]
    assert [e.chance for e in g.trace[start:] if e.kind == "roll"] == [(1, 2)]
    # the Round stays a Grand Opening: the extra action was used, the Market Action follows
    assert g.pending is not None and g.pending.prompt.startswith("Market Action")
    assert not any("Grand Opening card" in o for o in options(g))


def test_grand_opening_failure_without_seizer_returns_to_event_zone() -> None:
    g = table({"stock:S": "5S 6S 7S"}, deck="TH 7C 8D 9D", dice=[[1, 2]])
    play(g, "seat 0: attempt 10♥ from the Grand Opening card")
    assert zone(g, "event") == ["TH"]
    assert roll_targets(g) == [10]
    assert "seat 0: pass (market action)" in options(g)


def test_foreign_merchant_drawn_as_event_r20() -> None:
    g = table({"stock:S": "5S 6S 7S", "hoard": "9H 8H"}, deck="X1 7C 8C 9C")
    assert zone(g, "event") == []
    bm = zone(g, "black_market:1")
    assert same_cards(bm, ["9H", "8H", "X1", next(c for c in bm if c.startswith("A"))])
    assert len(zone(g, "nest")) == 3 and zone(g, "hoard") == []
    assert citing(g, "R-20") and citing(g, "fm.sequence")
    assert "Carnival of Coin" in citing(g, "event.resolution")[0].text
    assert g.pending is not None and g.pending.prompt.startswith("Extra Market Action (Carnival of Coin)")


def test_deck_end_stops_supply_and_restock_but_ends_the_game_only_at_event_phase_r26() -> None:
    g = table({"stock:S": "5S", "treasury:0": "4S"}, deck="9S 2C")
    # seat 0: Supply draws 2♣; seat 1: Supply finds the deck empty; Restock stops
    pass_until(g, turn_of(1))
    assert not g.is_over
    stops = {e.rules[0] for e in citing(g, "R-26")}
    assert stops == {"restock.sequence", "supply.step"}  # both only stop drawing
    pass_until(g, lambda g: g.is_over)
    assert citing(g, "R-26")[-1].rules == ("event.deck-empty", "R-26")
    assert g.round == 2
    assert g.result is not None and g.result.reason == "victory_points"
    assert g.legal_actions() == [] and g.pending is None and g.current_player is None


# ---------------------------------------------------------- Supply and Restock


def test_supply_step_resource_character_and_thief() -> None:
    g = table({"stock:S": "5S 6S 7S", "hoard": "9H"}, deck=f"{NEUTRAL} QD 2C X2 JC 5C")
    assert zone(g, "hoard") == ["QD", "9H"]  # a Character drawn in Supply goes to the Hoard
    pass_until(g, turn_of(1))
    assert zone(g, "stock:C") == ["2C"]
    pass_until(g, turn_of(2))
    # the Thief is shuffled back into the Event Deck (P-03: the deck is not empty)
    assert "X2" in zone(g, "deck") and len(zone(g, "deck")) == 3
    assert citing(g, "P-03")


def test_supply_thief_alone_stays_in_the_hoard_p03() -> None:
    g = table({"stock:S": "5S 6S 7S"}, deck=f"{NEUTRAL} X2")
    assert zone(g, "deck") == [] and zone(g, "hoard") == ["X2"]
    assert "P-03" in g.trace[first(g, "supply.step")].rules


def test_supply_foreign_merchant_makes_a_black_market() -> None:
    g = table({"stock:S": "5S 6S 7S", "hoard": "JD"}, deck=f"{NEUTRAL} X1 2C")
    assert same_cards([c for c in zone(g, "black_market:1") if c[0] != "A"], ["JD", "X1"])
    assert len(zone(g, "black_market:1")) == 3
    assert citing(g, "fm.sequence")


def test_restock_stops_at_three_with_foreign_merchant_in_the_middle() -> None:
    g = table(
        {"stock:S": "5S", "black_market:1": "4H 5H 6H", "hoard": "9H", "event": NEUTRAL},
        deck="X1 JD 2D 2C 3C",
        begin={"at": "market_phase", "seat": 0},
    )
    start = len(g.trace)
    pass_until(g, turn_of(1))
    # Restock counts only the Stocks (not Black Markets): draws X1 (a new Black Market),
    # J♦ (to the Hoard), 2♦, 2♣, and stops at 3; 3♣ stays on the deck... until seat 1's Supply.
    assert first(g, "fm.sequence", start=start) < index_of(g, "2♦", start=start)
    assert any(f.name == "Restock" for f in g.trace[first(g, "fm.sequence", start=start)].path)
    assert same_cards([c for c in zone(g, "black_market:2") if c[0] != "A"], ["9H", "X1"])
    assert zone(g, "hoard") == ["JD"]
    assert zone(g, "stock:S") == ["5S"] and zone(g, "stock:D") == ["2D"]
    assert zone(g, "stock:C") == ["2C", "3C"]  # 3♣ came with seat 1's Supply Step
    assert zone(g, "deck") == []


# ----------------------------------------------------------------- Market Phase


def test_market_action_order_r13() -> None:
    g = table({"stock:S": "5S 6S 7S", "court:0": "TD JD", "black_market:1": "4H"}, deck="JS 7C 8C")
    seen = []
    while g.active in (None, 0) and g.pending is not None:
        d = g.pending
        if d.kind == "declare" and d.seat == 0:
            seen.append(d.prompt.split(":")[0])
        g.apply(passing(d) or d.actions[0])
    assert seen == [
        "Extra Market Action (Carnival of Coin)",
        "Extra Market Action (Diamonds Emblem)",
        "Extra Market Action (Diamonds Emblem)",
        "Market Action",
        "Black Market Action",
    ]


def test_black_market_action_offers_only_black_markets() -> None:
    g = table(
        {"stock:S": "5S 6S 7S", "black_market:1": "4H 5H", "event": NEUTRAL},
        deck="7C 8C",
        begin={"at": "market_phase", "seat": 0},
    )
    play(g, "seat 0: pass (market action)")
    assert options(g) == ["seat 0: attempt Black Market 1", "seat 0: pass (black market action)"]


def test_declaration_cap_of_12_r03() -> None:
    g = table(
        {"stock:S": "5S 6S 7S", "treasury:0": "2D 3D 4D", "event": NEUTRAL},
        deck="",
        begin={"at": "declaration", "seat": 0},
    )
    # 18 - (2 + 3 + 4) = 9 <= 12: offered; the declaration must then bring it down
    play(g, "seat 0: attempt 5♠ 6♠ 7♠ from the Iron Stock")
    d = g.pending
    assert d is not None and "6 over 12" in d.prompt and "R-03" in d.rules
    assert set(options(g)) == {
        "seat 0: bid 2♦ 4♦ (Spice, primary)",
        "seat 0: bid 3♦ 4♦ (Spice, primary)",
        "seat 0: bid 2♦ 3♦ 4♦ (Spice, primary)",
    }
    why = g.why_not("seat 0: pass (no bid at Declaration)")
    assert why is not None
    why = g.why_not(dml.Bid(0, (C("4D"),), "primary"))
    assert why is not None and "14, over 12" in why and "R-03" in why
    play(g, "seat 0: bid 2♦ 4♦ (Spice, primary)")
    assert roll_targets(g) == [12]


def test_declaration_over_the_cap_is_not_offered() -> None:
    g = table(
        {"stock:S": "5S 6S 7S", "treasury:0": "2D", "event": NEUTRAL}, deck="", begin={"at": "declaration", "seat": 0}
    )
    assert "seat 0: attempt 5♠ 6♠ from the Iron Stock" in options(g)  # 11
    assert "seat 0: attempt 6♠ 7♠ from the Iron Stock" in options(g)  # 13 - 2
    assert "seat 0: attempt 5♠ 6♠ 7♠ from the Iron Stock" not in options(g)  # 18 - 2 = 16
    why = g.why_not(dml.Declare(0, "stock:S", (C("5S"), C("6S"), C("7S"))))
    assert why is not None and "4 over 12" in why and "R-03" in why


# -------------------------------------------------------- Seize Attempt Phase


def seize_table(**kw: Any) -> dml.Game:
    return table(
        {
            "stock:S": "8S",
            "treasury:0": "2D 4D 4H",
            "treasury:1": "3D AH",
            "treasury:2": "6C",
            "treasury:3": "5D 7D",
            "event": NEUTRAL,
        },
        deck="",
        begin={"at": "declaration", "seat": 0},
        **kw,
    )


def test_seize_attempt_face_down_reveal_and_highest_primary_wins_r05() -> None:
    g = seize_table(dice=[[1, 2]])
    play(g, "seat 0: attempt 8♠ from the Iron Stock", "seat 0: pass (no bid at Declaration)")
    # never an Egg
    assert "seat 1: lay A♥ face down (Seize Attempt)" not in options(g)
    assert g.pending is not None and g.pending.context["primary"] == "D"
    play(g, "seat 1: lay 3♦ face down (Seize Attempt)")
    # face down: the card has left the Treasury, and only seat 1 may see it
    assert zone(g, "pending:seize:1") == ["3D"] and zone(g, "treasury:1") == ["AH"]
    play(g, "seat 2: lay 6♣ face down (Seize Attempt)", "seat 3: lay 5♦ face down (Seize Attempt)")
    reveal = citing(g, "seize.award")[0]
    assert reveal.seat == 3  # the highest Spice card laid wins
    # losers and bluffs go back to their Treasuries
    assert same_cards(zone(g, "treasury:1"), ["AH", "3D"]) and zone(g, "treasury:2") == ["6C"]
    assert zone(g, "pending:seizer_primary") == ["5D"]
    assert g.pending is not None and g.pending.context["target"] == 8 + 5


def test_no_valid_seize_card_means_no_seizer_and_no_bidding_r04() -> None:
    g = seize_table(dice=[[4, 4], [4, 4]])
    play(
        g,
        "seat 0: attempt 8♠ from the Iron Stock",
        "seat 0: pass (no bid at Declaration)",
        "seat 1: pass (Seize Attempt)",
        "seat 2: lay 6♣ face down (Seize Attempt)",
        "seat 3: pass (Seize Attempt)",
    )
    assert zone(g, "treasury:2") == ["6C"]  # the bluff is back
    assert citing(g, "R-04")
    assert not any(f.name == "Bidding Phase" for e in g.trace for f in e.path)
    # straight to the Resolution Step: a Dabo! (8) against Target Value 8
    assert asks("reroll", 0)(g)


# --------------------------------------------------------------- Bidding Phase


def test_bidding_alternates_and_a_pass_ends_it_r07() -> None:
    g = seize_table(dice=[[5, 6]])
    play(
        g,
        "seat 0: attempt 8♠ from the Iron Stock",
        "seat 0: pass (no bid at Declaration)",
        "seat 1: pass (Seize Attempt)",
        "seat 2: pass (Seize Attempt)",
        "seat 3: lay 5♦ face down (Seize Attempt)",
    )
    assert set(options(g)) == {
        "seat 0: bid 2♦ (Spice, primary)",
        "seat 0: bid 4♦ (Spice, primary)",
        "seat 0: bid 2♦ 4♦ (Spice, primary)",
        "seat 0: bid 4♥ (Slaves, secondary)",
        "seat 0: pass (bid)",
    }
    play(g, "seat 0: bid 2♦ (Spice, primary)")
    # the Seizer bids Primary only
    assert options(g) == ["seat 3: bid 7♦ (Spice, primary)", "seat 3: pass (bid)"]
    assert g.why_not(dml.Bid(3, (C("7D"),), "secondary")) is not None
    play(g, "seat 3: bid 7♦ (Spice, primary)")
    assert g.pending is not None and g.pending.context["target"] == 8 - 2 + 5 + 7
    play(g, "seat 0: bid 4♥ (Slaves, secondary)")  # 12 - 4 = 8 of Seizer pressure
    labels = [str(e.path[-1].label) for e in g.trace if e.kind == "action" and e.path[-1].name == "Bid Action"]
    assert labels == [
        "Bid Action 1 (Active Player)",
        "Bid Action 1 (Seizer)",
        "Bid Action 2 (Active Player)",
        "Bid Action 2 (Seizer)",  # nothing left to bid: the pass is forced
    ]
    # the Seizer has nothing left, so the pass is automatic and bidding ends: roll 11 vs 14
    assert [e.chance for e in g.trace if e.kind == "roll"] == [(5, 6)]
    assert roll_targets(g) == [8 - 2 + (5 + 7 - 4)]
    assert zone(g, "treasury:3") == ["8S"]  # failure: the Seizer takes the Iron
    # every bid card goes to the Stock of its own suit
    assert same_cards(zone(g, "stock:D"), ["2D", "5D", "7D"]) and zone(g, "stock:H") == ["4H"]


# -------------------------------------------------------------- Resolution Step


@pytest.mark.parametrize(
    ("dice", "seize", "owner"),
    [
        ([3, 6], False, "treasury:0"),  # 9 >= 8: success
        ([1, 3], False, "stock:S"),  # failure, no Seizer: back to its Stock
        ([3, 6], True, "treasury:0"),  # 9 >= 8 + 5 - 4 (secondary 4): success
        ([1, 3], True, "treasury:3"),  # failure: the Seizer gets it
    ],
)
def test_resolution_where_the_cards_go_r09(dice: list[int], seize: bool, owner: str) -> None:
    g = seize_table(dice=[dice])
    play(g, "seat 0: attempt 8♠ from the Iron Stock", "seat 0: pass (no bid at Declaration)")
    play(g, "seat 1: pass (Seize Attempt)", "seat 2: pass (Seize Attempt)")
    if seize:
        play(g, "seat 3: lay 5♦ face down (Seize Attempt)", "seat 0: bid 4♥ (Slaves, secondary)", "seat 3: pass (bid)")
    else:
        play(g, "seat 3: pass (Seize Attempt)")
    assert "8S" in zone(g, owner)
    assert "pending:declared" not in g.zones()
    if seize:
        assert zone(g, "stock:D") == ["5D"] and zone(g, "stock:H") == ["4H"]


@pytest.mark.parametrize("reroll", [True, False])
def test_dabo_reroll_decision_r10(reroll: bool) -> None:
    g = table(
        {"stock:S": "8S", "event": NEUTRAL}, deck="", begin={"at": "declaration", "seat": 0}, dice=[[3, 3], [4, 5]]
    )
    play(g, "seat 0: attempt 8♠ from the Iron Stock")
    d = g.pending
    assert d is not None and d.kind == "reroll" and d.seat == 0
    assert d.context == {"total": 6, "target": 8, "fails": True}
    assert "R-10" in d.rules
    g.apply(dml.Reroll(0, reroll))
    assert ("8S" in zone(g, "treasury:0")) is reroll
    assert [e.chance for e in g.trace if e.kind == "roll"] == ([(3, 3), (4, 5)] if reroll else [(3, 3)])


def test_woot_woot_succeeds_then_calls_the_foreign_merchant_r11() -> None:
    g = table(
        {"stock:S": "5S 6S 7S", "hoard": "9H 8H", "treasury:0": "2D 3D 4D", "event": NEUTRAL},
        deck="",
        begin={"at": "declaration", "seat": 0},
        dice=[[6, 6]],
    )
    play(g, "seat 0: attempt 5♠ 6♠ 7♠ from the Iron Stock", "seat 0: bid 2♦ 3♦ 4♦ (Spice, primary)")
    success = first(g, "R-09")
    bids = first(g, "resolution.bids")
    woot = first(g, "dice.woot")
    made = first(g, "fm.sequence")
    assert success < bids < woot < made
    assert len(zone(g, "black_market:1")) == 3  # the Hoard's two cards and an Egg, no FM card
    assert len(zone(g, "nest")) == 3
    assert same_cards(zone(g, "treasury:0"), ["5S", "6S", "7S"])
    # the interrupted sequence carries on: the Black Market Action now has a target
    assert options(g) == ["seat 0: attempt Black Market 1", "seat 0: pass (black market action)"]


def test_woot_woot_beats_any_target_and_wyvern_eyes_fails_any() -> None:
    g = table({"stock:S": "2S", "event": NEUTRAL}, deck="", begin={"at": "declaration", "seat": 0}, dice=[[1, 1]])
    play(g, "seat 0: attempt 2♠ from the Iron Stock")
    assert zone(g, "stock:S") == ["2S"]  # 2 >= 2, but Wyvern Eyes always fails
    assert first(g, "R-09") < first(g, "dice.wyvern") < first(g, "siege.sequence")


def test_wyvern_eyes_dragon_siege_with_and_without_dragon_shield() -> None:
    g = table(
        {
            "stock:S": "5S",
            "treasury:0": "2D",
            "treasury:1": "AH 4C 5C 6C",
            "court:1": "TS",
            "treasury:2": "AS AC 2H 3H 4H",
            "court:2": "JS",
            "treasury:3": "AD 5H",
            "event": NEUTRAL,
        },
        deck="",
        begin={"at": "declaration", "seat": 0},
        dice=[[1, 1]],
    )
    play(g, "seat 0: attempt 5♠ from the Iron Stock", "seat 0: pass (no bid at Declaration)")
    pass_until(g, lambda g: bool(citing(g, "siege.sequence")))
    assert first(g, "R-09") < first(g, "siege.sequence")  # the roll's own outcome first
    assert zone(g, "stock:S") == ["5S"]
    # seat 1: 1 Egg, 1 Spade Emblem: spared
    assert first(g, "emblem.dragon-shield", seat=1)
    assert same_cards(zone(g, "treasury:1"), ["AH", "4C", "5C", "6C"])
    # seat 2: 2 Eggs, 1 Spade Emblem: Eggs to the Nest, half of 3 rounded up = 2 cards lost
    assert len(zone(g, "treasury:2")) == 1 and zone(g, "treasury:2")[0] in ("2H", "3H", "4H")
    # seat 3: Egg to the Nest, 1 of 1 card lost
    assert zone(g, "treasury:3") == []
    assert same_cards(zone(g, "nest"), ["AS", "AC", "AD"])
    assert len(zone(g, "hoard")) == 3
    assert zone(g, "treasury:0") == ["2D"]  # no Eggs: untouched


# ---------------------------------------------------------------- Black Market


def test_black_market_attempt_hearts_emblems_and_emptied_market() -> None:
    g = table(
        {"black_market:1": "4H AD", "black_market:2": "8S 9C 9H", "court:0": "JH QH", "event": NEUTRAL},
        deck="",
        begin={"at": "declaration", "seat": 0},
        dice=[[3, 4], [1, 5]],
    )
    start = len(g.trace)
    play(g, "seat 0: attempt Black Market 1", "seat 0: take the Black Market draw")
    assert roll_targets(g) == [7]  # the Static Bonus of two Hearts Emblems does not count
    assert not citing(g, "seize.sequence", start)
    # one card plus one per Hearts Emblem, but only 2 are there; the Black Market is gone
    assert same_cards(zone(g, "treasury:0"), ["4H", "AD"])
    assert "black_market:1" not in g.zones()
    assert "emblem.hearts-vantage" in {r for e in g.trace[start:] for r in e.rules}
    # then the Black Market Action: a failed roll (6 < 7) takes nothing
    assert options(g) == ["seat 0: attempt Black Market 2", "seat 0: pass (black market action)"]
    play(g, "seat 0: attempt Black Market 2")
    assert len(zone(g, "black_market:2")) == 3 and len(zone(g, "treasury:0")) == 2
    assert roll_targets(g) == [7, 7]


def test_black_market_three_cards_with_two_hearts_emblems() -> None:
    g = table(
        {"black_market:1": "8S 9C 9H 9D", "court:0": "TH QH", "event": NEUTRAL},
        deck="",
        begin={"at": "declaration", "seat": 0},
        dice=[[3, 4]],
    )
    play(g, "seat 0: attempt Black Market 1", "seat 0: take the Black Market draw")
    assert len(zone(g, "treasury:0")) == 3 and len(zone(g, "black_market:1")) == 1


# -------------------------------------------------------------- Emblem targets


@pytest.mark.parametrize(("dice", "owner"), [([5, 6], "treasury:0"), ([2, 3], "court:1")])
def test_emblem_attempt_no_seize_and_failure_returns_to_court(dice: list[int], owner: str) -> None:
    g = table(
        {"court:1": "TD", "treasury:1": "9H", "treasury:2": "8H", "treasury:3": "7H", "event": NEUTRAL},
        deck="",
        begin={"at": "declaration", "seat": 0},
        dice=[dice],
    )
    assert "seat 0: attempt 10♦ from seat 1's Court" in options(g)
    start = len(g.trace)
    play(g, "seat 0: attempt 10♦ from seat 1's Court")
    assert not citing(g, "seize.sequence", start)  # no Seize Attempts on Emblems
    assert roll_targets(g) == [10]
    assert [e.chance for e in g.trace if e.kind == "roll"] == [tuple(dice)]
    assert zone(g, owner) == ["TD"]


# ----------------------------------------------------- Character Power Phase


def test_character_power_phase_lifo_and_responses_r16() -> None:
    g = table({"stock:S": "5S 6S 7S", "treasury:0": "QH JS 5C 6C", "treasury:1": "QD 2S"}, deck="4H 7C 8D")
    play(
        g,
        "seat 0: play J♠ (Grand Inquisitor) as an Emblem",
        "seat 0: pass (Character Power Phase)",
        "seat 1: play Q♦ (Archduchess of Avarice) as an Ultimate Power",
    )
    # seats 2 and 3 have nothing to play; the Dealer may respond to seat 1
    assert asks("play", 0)(g)
    assert zone(g, "pending:stack") == ["JS", "QD"]
    start = len(g.trace)
    play(g, "seat 0: play Q♥ (Pampered Heiress) as an Emblem")
    # resolved from the top: Q♥ Emblem, the Archduchess, then J♠ Emblem
    emblems = [e.index for e in citing(g, "emblem.play", start) if e.kind == "step"]
    archduchess = first(g, "char.archduchess", start=start)
    assert len(emblems) == 2 and emblems[0] < archduchess < emblems[1]
    assert zone(g, "court:0") == ["QH", "JS"]
    assert same_cards(zone(g, "treasury:1"), ["2S", "5S", "6S", "7S"])
    assert "QD" in zone(g, "exile")
    assert "pending:stack" not in g.zones()


def test_nobody_plays() -> None:
    g = table({"stock:S": "5S 6S 7S", "treasury:2": "JS"}, deck="9S 7C 8D")
    pass_until(g, asks("declare"))
    assert not citing(g, "cpp.resolution")
    # the phase ran once before the Turn: every seat was asked once from the Dealer, seat 2's
    # J♠ as any other (P-23), and passed
    asked = [(e.seat, e.text) for e in g.trace if e.kind == "decision"][:4]
    assert [seat for seat, _ in asked] == [0, 1, 2, 3]
    assert len({text.removeprefix(f"Seat {seat} ") for seat, text in asked}) == 1


def test_grand_inquisitor_sweeps_stocks_and_black_markets() -> None:
    g = table(
        {"stock:S": "5S 6S", "black_market:1": "X2 AD 9H", "black_market:2": "8H", "treasury:0": "JS"},
        deck=f"{NEUTRAL} 2C 3C 4C 5C 6C",
    )
    play(g, "seat 0: play J♠ (Grand Inquisitor) as an Ultimate Power")
    assert not any(k.startswith("black_market") for k in g.zones())
    assert len(zone(g, "nest")) == 4  # the Egg went back to the Nest
    assert same_cards(zone(g, "hoard"), ["5S", "6S", "9H", "8H"])
    assert "JS" in zone(g, "exile")
    # then Restock: three Resources drawn (the Thief was shuffled into the deck)
    sweep = citing(g, "char.grand-inquisitor")[-1]
    restock = citing(g, "restock.sequence")
    assert sweep.index < restock[0].index and restock[0].path[-2].name == "Ultimate Power"
    assert sum(1 for e in restock if "Drawn" in e.text and "Stock" in e.text) == 3
    assert "X2" in zone(g, "deck")  # the Thief went back into the Event Deck, never to the Hoard


def test_rogue_jester_reverses_the_stack_below() -> None:
    g = table({"treasury:0": "TS TD JC"}, deck=f"{NEUTRAL} 2C 3C 4C 5C 6C")
    play(g, "seat 0: play 10♠ as an Emblem", "seat 0: play 10♦ as an Emblem")
    assert zone(g, "pending:stack") == ["TS", "TD"]
    play(g, "seat 0: play J♣ (Rogue Jester) as an Ultimate Power")
    assert citing(g, "char.rogue-jester")
    # without the Jester 10♦ would resolve first; reversed, 10♠ enters the Court first
    assert zone(g, "court:0") == ["TS", "TD"]
    assert "JC" in zone(g, "exile")


def test_supreme_confiscator_looks_through_one_black_market() -> None:
    g = table({"black_market:1": "X1 AD 9H", "black_market:2": "8H", "treasury:1": "JH"}, deck=f"{NEUTRAL} 2C 3C")
    play(g, "seat 1: play J♥ (Supreme Confiscator) as an Ultimate Power")
    assert options(g) == ["seat 1: choose Black Market 1", "seat 1: choose Black Market 2"]
    play(g, "seat 1: choose Black Market 1")
    assert set(options(g)) == {"seat 1: take Foreign Merchant", "seat 1: take A♦", "seat 1: take 9♥"}
    play(g, "seat 1: take 9♥")
    assert zone(g, "treasury:1") == ["9H"]
    assert same_cards(zone(g, "black_market:1"), ["X1", "AD"]) and zone(g, "black_market:2") == ["8H"]


def test_tithe_embezzler_each_other_player_chooses_a_card() -> None:
    g = table({"treasury:0": "JD", "treasury:1": "5S 6S", "treasury:3": "AH"}, deck=f"{NEUTRAL} 2C 3C")
    play(g, "seat 0: play J♦ (Tithe Embezzler) as an Ultimate Power")
    assert g.pending is not None and g.pending.seat == 1  # the victim chooses
    assert set(options(g)) == {"seat 1: give 5♠ to seat 0", "seat 1: give 6♠ to seat 0"}
    play(g, "seat 1: give 6♠ to seat 0")
    tithes = [e for e in g.trace if e.kind == "decision" and "char.tithe-embezzler" in e.rules]
    assert [e.seat for e in tithes] == [1]  # empty Treasury: gives nothing
    assert same_cards(zone(g, "treasury:0"), ["6S", "AH"])  # seat 3's only card comes without asking
    assert zone(g, "treasury:1") == ["5S"]


def test_dragon_empress_calls_a_siege() -> None:
    g = table(
        {"treasury:1": "QS 7D AD", "court:1": "JS", "treasury:2": "5S 6S AS AC 2C 3C 4C"},
        deck=f"{NEUTRAL} 5C 6C 7C",
    )
    play(g, "seat 1: play Q♠ (Dragon Empress of Khitamar) as an Ultimate Power")
    pass_until(g, asks("declare"))
    assert first(g, "char.dragon-empress") < first(g, "siege.sequence")
    assert same_cards(zone(g, "treasury:1"), ["7D", "AD"])  # 1 Egg, 1 Spade Emblem: spared
    assert len(zone(g, "treasury:2")) == 2  # 2 Eggs > 0 shields: Eggs gone, 5 -> lose 3
    assert same_cards(zone(g, "nest"), ["AH", "AS", "AC"])
    assert "QS" in zone(g, "exile")


def test_harlot_queen_cancels_everything_below_r24() -> None:
    g = table(
        {"treasury:0": "QC", "treasury:1": "QD", "treasury:2": "TS", "treasury:3": "X2", "stock:H": "5H 6H"},
        deck=f"{NEUTRAL} 2C 3C 4C",
    )
    play(
        g,
        "seat 0: pass (Character Power Phase)",
        "seat 1: play Q♦ (Archduchess of Avarice) as an Ultimate Power",
        "seat 2: play 10♠ as an Emblem",
        "seat 3: play Thief as an Ultimate Power",
        "seat 0: play Q♣ (Harlot Queen of Smorgon) as an Ultimate Power",
    )
    assert citing(g, "R-24")
    assert same_cards([c for c in zone(g, "exile") if c in ("QC", "QD", "X2")], ["QC", "QD", "X2"])
    assert zone(g, "hoard") == ["TS"]
    assert zone(g, "court:2") == [] and zone(g, "stock:H") == ["5H", "6H"]  # the Archduchess never resolved
    assert not citing(g, "char.archduchess") and not citing(g, "char.thief")


def test_pampered_heiress_takes_an_egg_or_nothing() -> None:
    g = table({"treasury:0": "QH"}, deck=f"{NEUTRAL} 2C 3C 4C")
    play(g, "seat 0: play Q♥ (Pampered Heiress) as an Ultimate Power")
    pass_until(g, asks("declare"))
    assert len(zone(g, "treasury:0")) == 1 and zone(g, "treasury:0")[0].startswith("A")
    assert len(zone(g, "nest")) == 3
    g = table({"treasury:0": "QH", "treasury:1": "AS AC AH AD"}, deck=f"{NEUTRAL} 2C 3C 4C")
    play(g, "seat 0: play Q♥ (Pampered Heiress) as an Ultimate Power")
    assert zone(g, "treasury:0") == [] and len(zone(g, "treasury:1")) == 4


def test_archduchess_takes_one_whole_stock() -> None:
    g = table({"treasury:2": "QD", "stock:S": "5S 6S", "stock:H": "4H"}, deck=f"{NEUTRAL} 2C 3C 4C")
    play(g, "seat 2: play Q♦ (Archduchess of Avarice) as an Ultimate Power")
    assert options(g) == ["seat 2: choose the Iron Stock", "seat 2: choose the Slaves Stock"]
    play(g, "seat 2: choose the Iron Stock")
    assert same_cards(zone(g, "treasury:2"), ["5S", "6S"]) and zone(g, "stock:S") == []
    assert zone(g, "stock:H") == ["4H"]


@pytest.mark.parametrize(("dice", "escaped"), [([3, 4], True), ([1, 2], False)])
def test_thief_steal_or_give_then_roll(dice: list[int], escaped: bool) -> None:
    g = table({"treasury:1": "X2 7D", "treasury:2": "5S"}, deck=f"{NEUTRAL} 2C 3C 4C 5C", dice=[dice])
    play(g, "seat 1: play Thief as an Ultimate Power")
    assert set(options(g)) == {
        "seat 1: steal a random card from seat 2",
        "seat 1: give 7♦ to seat 2",
        "seat 1: give 7♦ to seat 3",
        "seat 1: give 7♦ to seat 0",
    }
    play(g, "seat 1: steal a random card from seat 2")
    assert same_cards(zone(g, "treasury:1"), ["7D", "5S"]) and zone(g, "treasury:2") == []
    assert ("X2" in zone(g, "deck")) is escaped
    assert ("X2" in zone(g, "exile")) is not escaped
    assert [e.rules for e in g.trace if e.kind == "roll"] == [("char.thief",)]


def test_thief_gives_a_card_away() -> None:
    g = table({"treasury:1": "X2 7D", "treasury:2": "5S"}, deck=f"{NEUTRAL} 2C 3C", dice=[[1, 2]])
    play(g, "seat 1: play Thief as an Ultimate Power", "seat 1: give 7♦ to seat 3")
    assert zone(g, "treasury:3") == ["7D"] and zone(g, "treasury:1") == []
    assert "X2" in zone(g, "exile")


def test_powers_from_the_court_and_the_r17_variant() -> None:
    zones = {"court:0": "JS QD", "stock:S": "5S 6S 7S"}
    g = table(zones, deck=f"{NEUTRAL} 2C 3C")
    assert "seat 0: play J♠ (Grand Inquisitor) from the Court as an Ultimate Power" in options(g)
    play(g, "seat 0: play Q♦ (Archduchess of Avarice) from the Court as an Ultimate Power")
    assert zone(g, "court:0") == ["JS"]
    v = table(zones, deck=f"{NEUTRAL} 2C 3C", options={"powers_from_court": False})
    assert not any(isinstance(a, dml.Play) for a in v.legal_actions())
    assert v.pending is not None and v.pending.kind == "declare"
    assert v.options.powers_from_court is False


# ----------------------------------------------------------------- instant wins


def test_monopoly_declared_mid_round_ends_the_game_r27() -> None:
    g = table(
        {"stock:S": "9S", "treasury:0": "2S 3S 4S 5S 6S 7S 8S", "event": "JH"},
        deck="9C 2C 3C",
        begin={"at": "declaration", "seat": 0},
        dice=[[4, 5]],
    )
    play(g, "seat 0: attempt 9♠ from the Iron Stock")
    d = g.pending
    assert d is not None and d.kind == "instant_win" and d.seat == 0
    assert "R-27" in d.rules
    play(g, "seat 0: declare Monopoly")
    assert g.is_over and g.result == dml.Result(0, "monopoly")
    assert g.legal_actions() == [] and g.pending is None
    assert g.trace[-1].rules == ("win.monopoly", "R-27") and g.trace[-1].seat == 0
    assert not citing(g, "end.stage")  # no Victory Points counted


def test_father_of_dragons_via_the_pampered_heiress() -> None:
    g = table({"treasury:0": "QH AS AC AH", "stock:S": "5S 6S 7S"}, deck=f"{NEUTRAL} 2C 3C")
    play(g, "seat 0: play Q♥ (Pampered Heiress) as an Ultimate Power")
    assert asks("instant_win", 0)(g)
    play(g, "seat 0: declare Father of Dragons")
    assert g.result == dml.Result(0, "father_of_dragons")
    assert g.current_player is None


# -------------------------------------------------------------------- End Stage


def test_end_stage_scoring() -> None:
    g = table(
        {
            "treasury:0": "5S 6S TS",
            "king:0": "KS",
            "treasury:1": "AH 9D 8D",
            "king:1": "KC",
            "court:1": "TD JD",
            "treasury:2": "9H",
            "king:2": "KH",
        },
        deck="",
    )
    assert g.is_over and g.result is not None
    assert [s.total for s in g.result.scores] == [46, 51, 18, 0]
    assert g.result.winner == 1 and g.result.reason == "victory_points"
    assert g.trace[-1].rules == ("end.ties", "R-28") and "51" in g.trace[-1].text
    counting = citing(g, "end.counting")
    assert [e.seat for e in counting] == [0, 1, 2, 3]
    assert "46" in counting[0].text and "Guild" in counting[0].text  # the breakdown is shown
    s = g.result.scores[1]
    assert s.eggs == 1 and {c.code for c in s.dropped} == {"JD"}  # the Court Jack scores nothing


@pytest.mark.parametrize(
    ("hands", "winner"),
    [
        ({"treasury:0": "9C 8C", "treasury:1": "9H 8H"}, None),  # 17 each, no Eggs
        ({"treasury:0": "9C 3C 6S AS", "treasury:1": "9H 9D AH"}, None),  # 38 each, one Egg each
        ({"treasury:0": "9C 8C 3C 7H 6S 7S", "treasury:1": "AH"}, 0),  # 40 vs 20: no tie
        ({"treasury:0": "9C 8C 3C", "treasury:1": "AH"}, 1),  # 20 each: the Egg wins
    ],
)
def test_end_stage_ties_r28(hands: dict[str, str], winner: int | None) -> None:
    kings = {"king:0": "KD", "king:1": "KS", "king:2": "KC", "king:3": "KH"}
    g = table({**hands, **kings}, deck="")
    assert g.result is not None and g.result.winner == winner
    assert g.trace[-1].rules == ("end.ties", "R-28")


def test_two_extra_market_actions_are_two_sequence_instances() -> None:
    """Same label, different instance: Frame.serial tells them apart (for step out)."""
    g = dml.Game.from_position(
        {"begin": {"at": "market_phase", "seat": 0}, "zones": {"court:0": ["TD", "JD"], "event": ["5H"]}}
    )
    while g.current_player == 0 and "Extra" in g.pending.prompt:
        g.apply(next(a for a in g.legal_actions() if isinstance(a, dml.Pass)))
    extra = [e.path[-1] for e in g.trace if e.path and str(e.path[-1].label) == "Extra Market Action (Diamonds Emblem)"]
    assert len({f.serial for f in extra}) == 2
    assert len({(f.name, f.label) for f in extra}) == 1
