"""Cards, the Wheel of Profit, dice odds, the Target Value (R-02), Events and scoring.

Pure functions of the public API, checked against values worked out by hand from the
rules pack (dml-reference sections 2, 4, 6 and 9; rulings R-02, R-28, R-29).
"""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations

import pytest

import dml_tutor as dml

C = dml.Card.parse

# --------------------------------------------------------------------------- cards


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("5S", "5S"),
        ("TS", "TS"),
        ("10S", "TS"),
        ("10♠", "TS"),
        ("QH", "QH"),
        ("AD", "AD"),
        ("KC", "KC"),
        ("X1", "X1"),
        ("X2", "X2"),
        ("x2", "X2"),
        ("5♠", "5S"),
        ("5s", "5S"),
        (" 9♦ ", "9D"),
        ("JC", "JC"),
    ],
)
def test_card_parse_forms(text: str, code: str) -> None:
    card = C(text)
    assert card.code == code
    assert str(card) == code
    assert C(card) is card  # a Card passes through
    assert C(code) is card  # cards are interned


def test_str_and_symbol() -> None:
    assert str(C("5♠")) == "5S"
    assert C("TS").symbol == "10♠"
    assert C("4D").symbol == "4♦"
    assert C("QS").name == "Q♠ (Dragon Empress of Khitamar)"
    assert C("X1").name == "Foreign Merchant"
    assert C("X2").name == "Thief"


@pytest.mark.parametrize("text", ["", "5", "1S", "11S", "ZZ", "5X", "KX", "X3", "AA", "10", "♠5", "JOKER"])
def test_unknown_cards_raise_value_error(text: str) -> None:
    with pytest.raises(ValueError, match="unknown card"):
        C(text)


@pytest.mark.parametrize("thing", [5, None, 3.5, ["5S"]])
def test_non_strings_are_not_cards(thing: object) -> None:
    with pytest.raises(ValueError):
        C(thing)  # type: ignore[arg-type]


def test_card_classes_follow_the_reference_table() -> None:
    # dml-reference section 2
    five, ten, jack, queen, king, ace = (C(x) for x in ("5S", "TS", "JS", "QS", "KS", "AS"))
    fm, thief = C("X1"), C("X2")
    assert five.is_resource and five.face_value == 5 and not five.is_court and five.resource == "Iron"
    assert ten.is_resource and ten.is_court and ten.face_value == 10 and ten.static_bonus == 1
    assert jack.is_character and jack.is_court and not jack.is_resource and jack.static_bonus == 1
    assert queen.is_character and queen.is_court and queen.static_bonus == 2
    assert king.is_king and not king.is_resource and not king.is_court
    assert ace.is_egg and not ace.is_resource and ace.resource is None
    assert fm.is_foreign_merchant and not fm.is_character
    assert thief.is_thief and thief.is_character and not thief.is_court
    assert {C(f"9{s}").resource for s in "SCHD"} == {"Iron", "Wood", "Slaves", "Spice"}


def test_cards_helper_splits_text() -> None:
    assert dml.cards("5S 7S, QH") == [C("5S"), C("7S"), C("QH")]
    assert dml.cards(["10♦", "X2"]) == [C("TD"), C("X2")]


# ------------------------------------------------------------------ Wheel of Profit

WHEEL = {
    # type bought: (Primary, Secondary) -- the seed's table
    "H": ("C", "S"),  # Slaves: Wood, Iron
    "D": ("H", "C"),  # Spice: Slaves, Wood
    "S": ("D", "H"),  # Iron: Spice, Slaves
    "C": ("S", "D"),  # Wood: Iron, Spice
}


@pytest.mark.parametrize("suit", list(WHEEL))
def test_wheel_of_profit_table(suit: str) -> None:
    primary, secondary = WHEEL[suit]
    assert dml.primary_buying(suit) == primary
    assert dml.secondary_buying(suit) == secondary
    # the same by symbol and by Resource name
    assert dml.primary_buying(dml.SUIT_SYMBOL[suit]) == primary
    assert dml.secondary_buying(dml.RESOURCE_NAME[suit]) == secondary


def test_wheel_is_a_cycle() -> None:
    # Slaves -> Spice -> Iron -> Wood -> Slaves: each type buys the next one,
    # and the secondary is two steps back.
    order = ["H", "D", "S", "C"]
    for i, suit in enumerate(order):
        assert dml.primary_buying(suit) == order[i - 1]
        assert dml.secondary_buying(suit) == order[i - 2]


def test_wheel_unknown_suit() -> None:
    with pytest.raises(ValueError):
        dml.primary_buying("X")


# ------------------------------------------------------------------------- dice


@pytest.mark.parametrize("target", [-10, -1, 0, 1, 2])
def test_target_two_or_below_only_wyvern_eyes_fails(target: int) -> None:
    assert dml.success_probability(target, "never") == Fraction(35, 36)
    assert dml.success_probability(target, "optimal") == Fraction(35, 36)


@pytest.mark.parametrize("target", [13, 14, 20, 99])
def test_target_thirteen_or_more_only_woot_woot(target: int) -> None:
    assert dml.success_probability(target, "never") == Fraction(1, 36)
    # Re-rolling every failing Dabo! (2-2, 3-3, 4-4, 5-5): 1/36 / (1 - 4/36) = 1/32.
    assert dml.success_probability(target) == Fraction(1, 32)


def test_hand_computed_values() -> None:
    p = dml.success_probability
    # 7 or more: 21 of 36 outcomes (6-6 included, 1-1 is not 7 anyway).
    assert p(7, "never") == Fraction(21, 36) == Fraction(7, 12)
    # Failing Dabos at 7: 2-2 and 3-3 are re-rolled: 21/36 / (34/36).
    assert p(7) == Fraction(21, 34)
    # 5 or more: 30/36; only 2-2 fails as a Dabo!: 30/35.
    assert p(5, "never") == Fraction(5, 6)
    assert p(5) == Fraction(6, 7)
    # 8 or more: 15/36; 2-2 and 3-3 re-rolled: 15/34.
    assert p(8) == Fraction(15, 34)
    # 12: only a Woot! Woot! reaches 12 at all.
    assert p(12, "never") == Fraction(1, 36)
    # 4: 2-2 succeeds, so nothing is re-rolled.
    assert p(4) == p(4, "never") == Fraction(33, 36)


def test_optimal_never_worse_and_monotone() -> None:
    last = Fraction(1)
    for t in range(-3, 16):
        opt, never = dml.success_probability(t), dml.success_probability(t, "never")
        assert isinstance(opt, Fraction)
        assert opt >= never
        assert 0 < opt <= 1
        assert opt <= last
        last = opt


def test_bad_reroll_policy() -> None:
    with pytest.raises(ValueError):
        dml.success_probability(7, "sometimes")  # type: ignore[arg-type]


# -------------------------------------------------------------- Target Value


def test_rulebook_bidding_example() -> None:
    """The seed's example: Iron 5; Active bids Spice 2; Seizer Spice 3; then Spice 4 or Slaves 4."""
    tv = dml.target_value
    assert tv(["5S"]) == 5
    assert tv(["5S"], active_primary=["2D"]) == 3
    # 5 - 2 + 3 = 6. (The rulebook text says 8; the engine follows R-02.)
    assert tv(["5S"], active_primary=["2D"], seizer_primary=["3D"]) == 6
    # Active answers with a further Spice 4: 5 - 2 - 4 + 3 = 2.
    assert tv(["5S"], active_primary=["2D", "4D"], seizer_primary=["3D"]) == 2
    # Or with Slaves 4 as Secondary: the Seizer's 3 is nullified, back to 3.
    assert tv(["5S"], active_primary=["2D"], seizer_primary=["3D"], active_secondary=["4H"]) == 3


def test_secondary_never_below_zero() -> None:
    tv = dml.target_value
    assert tv(["5S"], seizer_primary=["3D"], active_secondary=["9H"]) == 5
    assert tv(["5S"], seizer_primary=["3D", "6D"], active_secondary=["4H"]) == 10
    # Secondary bids without any Seizer pressure change nothing.
    assert tv(["5S"], active_secondary=["9H"]) == 5


def test_market_effects_apply_to_cards_at_or_above_v() -> None:
    tv = dml.target_value
    # Marauders V = 6 (6 of Clubs): +2 on each declared card with Face Value >= 6.
    assert tv(["4C", "6C", "7C"], event="6C") == 4 + 8 + 9
    # Tax Relief V = 5 (5 of Diamonds): -2 on each card >= 5.
    assert tv(["4S", "5S", "9S"], event="5D") == 4 + 3 + 7
    # Other Events do not touch the Target Value.
    for ev in ("5S", "5H", "JS", "TS", None):
        assert tv(["4S", "5S", "9S"], event=ev) == 18
    assert tv(["4S"], event=dml.Event.of("2C")) == 6


def test_emblem_bonus_and_breakdown() -> None:
    assert dml.target_value(["5S", "6S"], emblem_bonus=3) == 8
    from dml_tutor.games.dml.target import breakdown

    b = breakdown(["7H"], event="7C", emblem_bonus=1, active_primary=["2C"], seizer_primary=["5C"])
    assert b.total == 7 + 2 - 1 - 2 + 5
    assert str(b).endswith(f"= {b.total}")
    assert sum(amount for _, amount in b.terms()) == b.total


# ----------------------------------------------------------------------- events


@pytest.mark.parametrize(
    ("card", "kind", "value"),
    [
        ("5S", "Contraband Crackdown", 5),
        ("9H", "Decadence", 9),
        ("2C", "Marauders", 2),
        ("7D", "Tax Relief", 7),
        ("JS", "Carnival of Coin", 0),
        ("QD", "Carnival of Coin", 0),
        ("X2", "Carnival of Coin", 0),
        (None, "Carnival of Coin", 0),
        ("TH", "Grand Opening", 0),
    ],
)
def test_event_types(card: str | None, kind: str, value: int) -> None:
    ev = dml.Event.of(card)
    assert (ev.type, ev.value) == (kind, value)


@pytest.mark.parametrize("card", ["AS", "KH", "X1"])
def test_non_event_cards(card: str) -> None:
    with pytest.raises(ValueError):
        dml.Event.of(card)


def test_event_limits_and_player_effect_threshold() -> None:
    crackdown, decadence = dml.Event.of("5S"), dml.Event.of("5H")
    assert crackdown.may_bid(C("5D")) and not crackdown.may_bid(C("6D"))
    assert decadence.may_bid(C("5D")) and not decadence.may_bid(C("4D"))
    assert dml.Event.of("7C").may_bid(C("2D"))
    # Treasuries of at least V cards
    assert not crackdown.affects(4) and crackdown.affects(5) and crackdown.affects(9)
    assert dml.Event.of("JS").affects(0)


# ---------------------------------------------------------------------- scoring


def test_desired_doubling_and_guild_bonus_not_doubled() -> None:
    s = dml.score(["5S", "6S", "TS"], desired="S")
    # Iron 5 + 6 + 10 = 21, doubled 42, Guild +2 per other Iron (2 cards) = +4
    assert s.total == 46
    assert dml.score(["5S", "6S", "TS"], desired="C").total == 21 + 4
    iron = next(st for st in s.stacks if st.suit == "S")
    assert (iron.face_total, iron.desired, iron.guild_bonus, iron.total) == (21, True, 4, 46)


def test_guild_in_court_counts_and_counts_treasury_cards() -> None:
    # a Court Ten is a Resource for scoring and a Guild for the bonus
    assert dml.score(["5D", "7D"], ["TD"], desired="S").total == 22 + 4
    assert dml.score([], ["TD"], desired="D").total == 20  # no other Spice: no bonus
    assert dml.score(["TH"], desired="S").total == 10


def test_eggs_and_dropped_cards() -> None:
    s = dml.score(["AS", "AH", "JS", "QS", "KS", "X1", "X2", "5S"], ["JD", "QC"], desired="S")
    assert s.eggs == 2 and s.egg_points == 40
    assert s.total == 40 + 10  # Eggs are never doubled; the 5S is
    assert set(s.dropped) == {C(x) for x in ("JS", "QS", "KS", "X1", "X2", "JD", "QC")}


def test_desired_may_be_a_king_or_a_name() -> None:
    hand = ["2H", "9H", "3C"]
    assert dml.score(hand, desired=C("KH")).total == dml.score(hand, desired="Slaves").total == 22 + 3
    assert dml.score(hand, desired="♥").total == 25


def test_score_lines_explain_the_total() -> None:
    s = dml.score(["5S", "6S", "TS", "AD"], desired="S")
    lines = s.lines()
    assert lines[-1] == f"Total: {s.total}"
    assert any("doubled" in line and "Guild bonus +4" in line for line in lines)
    assert any("Dragon Eggs: 1 x 20 = 20" in line for line in lines)


def test_hand_counted_example() -> None:
    # Seed 000's counting system by hand: desired Spice.
    # Iron 2+9 = 11; Wood 10+4+5 = 19 + Guild 2*2 = 23; Spice (3+8)*2 = 22; one Egg 20.
    s = dml.score(["2S", "9S", "4C", "5C", "3D", "8D", "AC", "QH"], ["TC"], desired="D")
    assert s.total == 11 + 23 + 22 + 20


def _score(total_eggs: tuple[int, int]) -> dml.Score:
    """A Score with exactly this many points and Eggs (Eggs 20 each, plus Iron cards)."""
    total, eggs = total_eggs
    rest = total - 20 * eggs
    values = next(combo for k in range(9) for combo in combinations(range(2, 10), k) if sum(combo) == rest)
    hand = ["AS", "AC", "AH", "AD"][:eggs] + [f"{v}C" for v in values]
    s = dml.score(hand, desired="H")
    assert (s.total, s.eggs) == total_eggs
    return s


@pytest.mark.parametrize(
    ("table", "winner"),
    [
        ([(30, 0), (20, 0), (10, 0)], 0),
        ([(10, 0), (30, 0), (30, 1)], 2),  # equal points, more Eggs wins
        ([(40, 1), (40, 1), (5, 0)], None),  # equal points and Eggs: nobody wins
        ([(44, 2), (44, 0), (44, 1)], 0),
        ([(30, 0), (20, 0), (20, 0)], 0),  # ties below the top do not matter
        ([(0, 0), (0, 0), (0, 0), (0, 0)], None),
    ],
)
def test_decide_winner_ties(table: list[tuple[int, int]], winner: int | None) -> None:
    assert dml.decide_winner([_score(t) for t in table]) == winner


def test_decide_winner_empty() -> None:
    assert dml.decide_winner([]) is None
