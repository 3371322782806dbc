"""Positions begin at every point a designer names: Setup, a Character Power Phase with a
Stack built, the Seize Attempt Phase, the Bidding Phase with bids on the table, Restock,
the End Phase; with the Round's Event apart from its card and the seats it hits."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import event as event_
from hypothesis import strategies as st
from tables import NEUTRAL, asks, citing, options, pass_until, play, zone

import dml_tutor as dml
from dml_tutor.core.agents import RandomAgent, play_out
from dml_tutor.games.dml.cards import mode_cards


def begin(at: dict[str, object], zones: dict[str, list[str]] | None = None, **kw: object) -> dml.Game:
    return dml.Game.from_position({"begin": at, "zones": zones or {}, **kw})


def test_setup_with_forced_roll_off_dice() -> None:
    g = begin({"at": "setup"}, dice=[[2, 3], [6, 5], [1, 1], [4, 3]])
    assert g.dealer == 1 and g.round == 1
    assert [e.chance for e in g.trace if e.kind == "roll"] == [(2, 3), (6, 5), (1, 1), (4, 3)]
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
    zones = {"treasury:0": ["3D"], "treasury:1": ["5D"]}
    same = begin({**g.begin, "next": "active"}, zones)  # the default, said out loud
    assert same.pending is not None and same.pending.prompt == g.pending.prompt
    with pytest.raises(dml.PositionError, match="who bids next") as err:
        begin({**g.begin, "next": "seizer"}, zones)
    assert err.value.field == "begin.next"
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
    assert str(citing(r, "restock.sequence")[0].path[-2].label) == "Turn of seat 2"
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


IRON = ["2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S"]
EGGS = ["AS", "AC", "AH", "AD"]


def test_an_instant_win_already_declined_stays_on_offer() -> None:
    for declined in ({}, {"declined_wins": [0]}):  # without the field, a held win counts as declined
        g = begin({"at": "declaration", "seat": 0, "event": "JH", **declined}, {"treasury:0": IRON, "stock:D": ["5D"]})
        assert "seat 0: declare Monopoly" in options(g) and g.pending is not None and g.pending.kind == "declare"
        assert g.standing_wins == {0} and not citing(g, "win.monopoly")


def test_an_instant_win_not_declined_is_offered_at_once() -> None:
    at = {"at": "declaration", "seat": 1, "event": "JH", "declined_wins": [2]}
    zones = {"treasury:0": IRON, "treasury:2": EGGS, "stock:D": ["5D"]}
    g = begin(at, zones)
    assert g.pending is not None and (g.pending.seat, g.pending.prompt) == (0, "Declare Monopoly?")
    assert g.trace[-1].breadcrumb == "Game"  # before play goes on
    play(g, "seat 0: do not declare Monopoly")  # now declined: offered beside seat 0's decisions (P-05)
    assert g.pending is not None and g.pending.seat == 1 and g.standing_wins == {0, 2}
    play(g, "seat 0: declare Monopoly")  # out of turn, at seat 1's decision
    assert g.result is not None and (g.result.winner, g.result.reason) == (0, "monopoly")
    won = begin(at, zones)
    play(won, "seat 0: declare Monopoly")
    assert won.result is not None and won.result.winner == 0 and len(won.decisions) == 1
    # The variant of R-27: the held win waits for the end of seat 1's Turn.
    later = begin(at, zones, options={"instant_wins_at_once": False})
    assert later.pending is not None and later.pending.seat == 1 and later.pending.kind == "declare"
    pass_until(later, asks("instant_win"))
    assert later.pending is not None and later.pending.seat == 0 and "Turn of seat 1" in later.trace[-1].breadcrumb


@pytest.mark.parametrize(
    ("at", "words"),
    [
        ({"at": "declaration", "seat": 0, "declined_wins": [1]}, "seat 1 holds no instant win"),
        ({"at": "declaration", "seat": 0, "declined_wins": 0}, "a list of seats"),
        ({"at": "declaration", "seat": 0, "declined_wins": [True]}, "a list of seats"),
        ({"at": "setup", "declined_wins": []}, "before the Setup Stage deals"),
    ],
)
def test_declined_wins_name_a_seat_holding_one(at: dict[str, object], words: str) -> None:
    zones = {} if at["at"] == "setup" else {"treasury:0": IRON}
    with pytest.raises(dml.PositionError, match=words) as err:
        begin(at, zones)
    assert err.value.field == "begin.declined_wins"


BID = {"at": "bidding", "seat": 0, "event": NEUTRAL, "target": "stock:S", "declared": ["8S"]}


def test_a_bidding_war_opened_by_a_secondary_bid() -> None:
    # Seat 1 seized with 6D; seat 0's first Bid Action put 3H against it: the Seizer bids next.
    at = {**BID, "seizer": 1, "seizer_primary": ["6D"], "active_secondary": ["3H"], "next": "seizer"}
    g = begin(at, {"treasury:0": ["4H"], "treasury:1": ["7D"]}, dice=[[6, 4]])
    assert g.pending is not None and g.pending.context["target"] == 11  # 8 + max(0, 6 - 3)
    play(g, "seat 1: bid 7♦ (Spice, primary)")
    assert options(g) == ["seat 0: bid 4♥ (Slaves, secondary)", "seat 0: pass (bid)"]
    play(g, "seat 0: bid 4♥ (Slaves, secondary)")  # seat 1 can only pass; 8 + (13 - 7) = 14: 10 fails
    assert "8S" in zone(g, "treasury:1") and {"6D", "7D"} <= set(zone(g, "stock:D"))
    assert {"3H", "4H"} <= set(zone(g, "stock:H"))


def test_the_active_player_bids_alone_in_the_variant_of_r04() -> None:
    at = {**BID, "active_primary": ["2D"]}
    with pytest.raises(dml.PositionError, match=r"begin\.seizer.*R-04.*bidding_needs_seizer"):
        begin(at, {"treasury:0": ["3D", "4H"]})
    g = begin(at, {"treasury:0": ["3D", "4H"]}, options={"bidding_needs_seizer": False}, dice=[[3, 1]])
    assert options(g) == ["seat 0: bid 3♦ (Spice, primary)", "seat 0: pass (bid)"]  # no Secondary: no Seizer
    play(g, "seat 0: bid 3♦ (Spice, primary)")  # then only a pass is left; 8 - 2 - 3 = 3: a roll of 4 succeeds
    assert "8S" in zone(g, "treasury:0") and citing(g, "R-04")
    for field, extra in (("active_secondary", {"active_secondary": ["3H"]}), ("next", {"next": "seizer"})):
        with pytest.raises(dml.PositionError, match=rf"begin\.{field}"):
            begin({**at, **extra}, options={"bidding_needs_seizer": False})


def test_a_bidding_war_on_the_grand_opening_card() -> None:
    # The Event Zone's Ten is the declared card: the Round is still a Grand Opening.
    at = {"at": "bidding", "seat": 0, "target": "event", "declared": ["TH"], "seizer": 2, "seizer_primary": ["5C"]}
    g = begin(at, {"treasury:0": ["6C"], "stock:S": ["5S"]}, dice=[[1, 2]])
    assert g.event.type == "Grand Opening" and g.pending is not None and g.pending.seat == 0
    play(g, "seat 0: pass (bid)")  # 10 + 5 = 15: a roll of 3 fails, the Seizer takes the card
    assert "TH" in zone(g, "treasury:2") and zone(g, "event") == []
    with pytest.raises(dml.PositionError, match=r"zones\.event.*leave the Event Zone empty"):
        begin(at, {"event": ["TD"]})
    with pytest.raises(dml.PositionError, match=r"begin\.event.*Grand Opening card TH"):
        begin({**at, "event": "TD"})


@pytest.mark.parametrize(
    ("change", "zones", "field", "words"),
    [
        ({"at": "seize_attempt", "target": "court:1", "declared": ["JH"]}, {}, "begin.target", "R-06"),
        ({"target": "court:1", "declared": ["JH"], "seizer": 2, "seizer_primary": ["5C"]}, {}, "begin.seizer", "R-06"),
        ({"target": "court:0", "declared": ["JH"]}, {}, "begin.target", "another seat"),
        ({"target": "court:5", "declared": ["JH"]}, {}, "begin.target", "another seat"),
        ({"target": "court:1", "declared": ["5H"]}, {}, "begin.declared", "not an Emblem"),
        ({"target": "event", "declared": ["9H"]}, {}, "begin.declared", "not a Grand Opening card"),
        ({"declared": ["8H"]}, {}, "begin.declared", "not a Resource of the Iron Stock"),
        ({"seizer_primary": None}, {}, "begin.seizer_primary", "Seize card is the first bid"),
        ({"seizer": 0, "seizer_primary": ["6D"]}, {}, "begin.seizer", "another seat"),
        ({"seizer": 1, "seizer_primary": ["6D"], "next": "seizer"}, {}, "begin.next", "after a Bid Action"),
        ({"seizer": 1, "seizer_primary": ["6D"], "next": "later"}, {}, "begin.next", "who bids next"),
        ({"seizer": 1, "seizer_primary": ["6D"], "active_secondary": ["3D"]}, {}, "begin.active_secondary", "Slaves"),
        ({"declared": ["8S", "9S", "TS"], "event": "2H"}, {}, "begin.declared", "Target Value 27.*over 12"),
        ({"event": "5H", "seizer": 1, "seizer_primary": ["4D"]}, {}, "begin.seizer_primary", "R-08"),
        (
            {"event": "5S", "seizer": 1, "seizer_primary": ["4D"], "affected": [1]},
            {},
            "begin.seizer",
            "Contraband Crackdown",
        ),
        ({"at": "seize_attempt", "seizer": 1}, {}, "begin.seizer", "nobody holds a Seize Attempt"),
        ({"at": "declaration", "target": "stock:S"}, {}, "begin.target", "only at 'seize_attempt' or 'bidding'"),
        ({"stack": []}, {}, "begin.stack", "only at begin.at 'character_power_phase'"),
        ({"mood": "tense"}, {}, "begin.mood", "unknown field"),
    ],
)
def test_impossible_attempts_are_refused_naming_the_field(
    change: dict[str, object], zones: dict[str, list[str]], field: str, words: str
) -> None:
    at = {**BID, "seizer": 1, "seizer_primary": ["6D"], **change}
    for key in [k for k, v in change.items() if v is None]:
        del at[key]
    if change.get("at") == "seize_attempt" or "court" in str(change.get("target")):
        at = {k: v for k, v in at.items() if k not in ("seizer", "seizer_primary") or k in change}
    with pytest.raises(dml.PositionError, match=words) as err:
        begin(at, zones)
    assert err.value.field == field


def test_a_seizer_under_contraband_crackdown_only_in_the_full_game() -> None:
    at = {**BID, "event": "5S", "seizer": 1, "seizer_primary": ["4D"]}
    with pytest.raises(dml.PositionError, match="under Contraband Crackdown") as err:
        begin(at, {"treasury:1": ["2C", "3C", "4C", "5C", "6C"]})  # a Treasury of 5+ cards
    assert err.value.field == "begin.seizer"
    assert begin(at, {"treasury:1": ["2C", "3C"]}).pending is not None  # too few cards to be hit
    g = begin(at, {"treasury:1": ["2C", "3C", "4C", "5C", "6C"]}, mode="quickstart", dice=[[6, 5]])
    # Market Mayhem has no Player Effects: the Seizer stands; 8 + 4 = 12, a roll of 11 fails.
    assert "8S" in zone(g, "treasury:1")


def test_the_cap_of_12_counts_the_active_players_emblems_and_the_variant() -> None:
    at = {**BID, "declared": ["7S", "TS"], "seizer": 1, "seizer_primary": ["6D"]}
    with pytest.raises(dml.PositionError, match=r"Target Value 17 after every Primary bid"):
        begin(at)
    assert begin({**at, "active_primary": ["5D"]}).pending is not None  # 17 - 5 = 12
    with pytest.raises(dml.PositionError, match=r"Target Value 17 is over 12"):
        begin({**at, "active_primary": ["5D"]}, options={"cap_after_bids": False})
    with_emblems = begin({**at, "active_primary": ["2D"]}, {"court:0": ["QS", "JS"]})
    assert with_emblems.pending is not None  # 17 - 2 - the Static Bonuses 2 + 1 (R-12) = 12


#: Per target: declarations, then Primary and Secondary Buying Resources (and one card that is neither).
ATTEMPTS = {
    "stock:S": ([["8S"], ["5S", "7S"], ["TS", "9S"]], ["2D", "5D", "7D", "9D"], ["3H", "6H", "4C"]),
    "stock:H": ([["8H"], ["4H", "5H"]], ["3C", "6C", "9C"], ["2S", "5S", "4D"]),
    "event": ([["TH"], ["9H"]], ["3C", "6C", "9C"], ["2S", "5S", "4D"]),
    "court:1": ([["JH"]], ["3C", "6C"], ["2S", "4D"]),
}


@st.composite
def attempt_begins(draw: st.DrawFn) -> dict[str, object]:
    """Mostly states the rules allow; with ``wild``, any field may be off."""
    wild = draw(st.booleans())
    target = draw(st.sampled_from([*ATTEMPTS, "court:0"] if wild else [*ATTEMPTS, "stock:S"]))
    declarations, primary, secondary = ATTEMPTS.get(target, ATTEMPTS["court:1"])
    at = draw(st.sampled_from(["seize_attempt", "bidding", "bidding"]))
    spec: dict[str, object] = {"at": at, "seat": 0, "target": target, "declared": draw(st.sampled_from(declarations))}
    seizer = draw(st.sampled_from([None, 0, 1, 2] if wild else [1, 2] if at == "bidding" else [None]))
    if seizer is not None or draw(st.booleans()):
        spec["seizer"] = seizer
    some = st.lists(st.sampled_from(primary), max_size=2, unique=True)
    mine = draw(some)
    spec["active_primary"] = mine
    if seizer is not None or wild:
        rest = [c for c in primary if c not in mine]
        if rest:
            spec["seizer_primary"] = draw(st.lists(st.sampled_from(rest), min_size=1, max_size=2, unique=True))
        spec["active_secondary"] = draw(st.lists(st.sampled_from(secondary), max_size=2, unique=True))
    if draw(st.booleans()):
        spec["next"] = draw(st.sampled_from(["active", "seizer"]))
    if draw(st.booleans()):
        spec["event"] = draw(st.sampled_from([NEUTRAL, "4S", "6H"] if wild else [NEUTRAL, "5C", "6D"]))
    return spec


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(spec=attempt_begins(), variant=st.booleans(), seed=st.integers(0, 3))
def test_any_attempt_begin_loads_and_plays_out_or_names_its_field(
    spec: dict[str, object], variant: bool, seed: int
) -> None:
    zones = {"treasury:0": ["8D", "5C"], "treasury:1": ["6D", "7C"], "treasury:2": ["3D", "8C"]}
    try:
        g = begin(spec, zones, seed=seed, options={"bidding_needs_seizer": not variant})
    except dml.PositionError as e:
        assert e.field.startswith("begin."), e
        event_(f"refused: {e.field}")
        return
    event_("loaded")
    play_out(g, [RandomAgent(seed)] * 4, max_decisions=3000)
    seen = sorted(c for cards in g.zones().values() for c in cards)
    assert seen == sorted(mode_cards("full"))
    assert dml.Game.from_json(g.to_json()).to_json() == g.to_json()
