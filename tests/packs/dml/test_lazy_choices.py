"""Actions made as they are read: the core's ``Choices`` and ``Decision``, the
Stock declarations counted and indexed without listing them, and the Target Value added up
as a number where nobody asks for its terms."""

from __future__ import annotations

import random
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import dml_tutor as dml
from dml_tutor.core.agents import RandomAgent
from dml_tutor.core.sequence import Choices, Decision
from dml_tutor.games.dml.agents import make_agents
from dml_tutor.games.dml.cards import Card, cards
from dml_tutor.games.dml.sequences.common import BoundedSubsets


def counted(items: list[int]) -> tuple[Choices[str], list[int]]:
    made: list[int] = []

    def make(i: int) -> str:
        made.append(i)
        return f"action {i}"

    return Choices.each(items, make), made


# ------------------------------------------------------------------ Choices


def test_an_action_is_made_only_when_read_and_once() -> None:
    choices, made = counted(list(range(100)))
    assert len(choices) == 100 and made == []
    first = choices[42]
    assert first == "action 42" and made == [42]
    assert choices[42] is first and made == [42]  # read again: the same object, not made again
    assert choices[-1] == "action 99" and made == [42, 99]


def test_a_random_agent_makes_only_the_action_it_picks() -> None:
    choices, made = counted(list(range(1000)))
    d: Decision[str] = Decision(0, "pick", "Pick one", choices, ("rule",))
    picked = RandomAgent(7).choose(None, d)
    assert len(made) == 1 and picked == f"action {made[0]}"
    assert d.offers(picked) and not d.offers(f"action {made[0]}")  # by identity: the very object


def test_choices_read_whole_are_the_objects_read_one_by_one() -> None:
    choices, made = counted([1, 2, 3])
    joined = Choices(["first"], choices, ("last",))
    middle = joined[2]
    assert list(joined) == ["first", "action 1", "action 2", "action 3", "last"]
    assert joined.all()[2] is middle and made.count(2) == 1
    assert joined[1:3] == ("action 1", "action 2")
    assert joined == ("first", "action 1", "action 2", "action 3", "last")
    more = ["x"]
    assert "last" in joined and (choices + more)[-1] == "x" and (more + choices)[0] == "x"
    with pytest.raises(IndexError):
        joined[5]
    with pytest.raises(IndexError):
        joined[-6]


def test_a_decision_cannot_be_changed_by_its_caller() -> None:
    choices, _ = counted([1, 2])
    d: Decision[str] = Decision(1, "pick", lambda: "Pick one", choices, ["rule"])
    assert d.prompt == "Pick one" and d.rules == ("rule",) and d.context == {}
    for name in ("seat", "kind", "prompt", "actions", "rules", "context"):
        with pytest.raises(AttributeError):
            setattr(d, name, None)
    with pytest.raises(AttributeError):
        d.actions.append("action 3")  # type: ignore[attr-defined]
    with pytest.raises(TypeError):
        d.context["x"] = 1  # type: ignore[index]
    assert d == Decision(1, "pick", "Pick one", ("action 1", "action 2"), ("rule",))
    assert d != Decision(1, "pick", "Pick one", ("action 1",), ("rule",))


# ------------------------------------------------------------------ the Stock's declarations

CARDS = cards("2S 3S 4S 5S 6S 7S 8S 9S TS")


def depth_first(stock: list[Card], values: list[int], cap: int) -> list[tuple[Card, ...]]:
    """Every subset that fits, from first principles: the cards ranked by value (then card
    order), each subset as its ranked indices, the subsets in lexicographic order of those
    (which is the depth-first order, smallest first)."""
    ranked = sorted(range(len(stock)), key=lambda i: (values[i], stock[i].order))
    fits = [
        idx
        for k in range(1, len(stock) + 1)
        for idx in combinations(range(len(stock)), k)
        if sum(values[ranked[j]] for j in idx) <= cap
    ]
    return [tuple(stock[ranked[j]] for j in idx) for idx in sorted(fits)]


@settings(max_examples=300, deadline=None)
@given(
    st.lists(st.sampled_from(CARDS), unique=True, max_size=9),
    st.lists(st.sampled_from([-2, 0, 0, 2]), min_size=9, max_size=9),
    st.integers(-3, 60),
)
def test_declarations_are_counted_and_indexed_as_listed(stock: list[Card], mods: list[int], cap: int) -> None:
    values = [max(0, c.face_value + m) for c, m in zip(stock, mods, strict=False)]
    expected = depth_first(stock, values, cap)
    subsets = BoundedSubsets(stock, values, cap)
    assert len(subsets) == len(expected)
    assert list(subsets) == expected
    assert [subsets[i] for i in range(len(subsets))] == expected


def test_declarations_offered_are_the_legal_ones_as_sets() -> None:
    """Each declaration offered at a Market Action is legal and listed once (R-01: the
    cards are a set), and an offered one typed in another order is accepted."""
    seen = 0
    for seed in range(12):
        g = dml.Game(4, seed, trace=False)
        agents = make_agents("random", 4, seed)
        while (d := g.pending) is not None and seen < 40:
            if d.kind == "declare" and "Black Market Action" not in d.prompt:
                declared = [a for a in d.actions if isinstance(a, dml.Declare)]
                assert len(set(declared)) == len(declared)
                for a in declared[:: max(1, len(declared) // 5)]:
                    assert g.why_not(a) is None
                    backwards = dml.Declare(a.seat, a.target, tuple(reversed(a.cards)))
                    assert g.why_not(backwards) is None and g.why_not(str(backwards)) is None
                seen += 1
            g.apply(agents[d.seat].choose(g, d))
    assert seen == 40


def test_a_market_actions_declarations_are_one_sequence_in_the_order_offered() -> None:
    """``market.Declarations`` counts every group without listing it and reads the i-th
    declaration as listing them all would: a Stock's card sets, then an Emblem of another
    Court, then a Black Market, in that order; out of range is an ``IndexError``."""
    from dml_tutor.games.dml.sequences.market import CARD_SETS, ONE_CARD, TARGETS, Declarations

    stock = [Card.parse(c) for c in ("3S", "5S", "9S")]
    sets = BoundedSubsets(stock, [c.face_value for c in stock], 8)
    emblem = Card.parse("QH")
    d = Declarations(
        2, [("stock:S", sets, CARD_SETS), ("court:1", (emblem,), ONE_CARD), ("", ["black_market:4"], TARGETS)]
    )
    expected = [
        *(dml.Declare(2, "stock:S", cards) for cards in depth_first(stock, [3, 5, 9], 8)),
        dml.Declare(2, "court:1", (emblem,)),
        dml.Declare(2, "black_market:4"),
    ]
    assert len(d) == len(expected) == 5  # 3, 5 and 3 5 fit under 8
    assert [d[i] for i in range(len(d))] == expected == list(d) == d[:]
    assert d[-1] == expected[-1] and d[1:3] == expected[1:3]
    with pytest.raises(IndexError):
        d[len(d)]


# ------------------------------------------------------------------ the Target Value


def test_the_target_value_as_a_number_is_the_sum_of_its_terms() -> None:
    """``Attempt.total`` (no terms kept) equals ``Attempt.tv().total`` at every decision of
    many games, and the worth of the declared cards counts an Emblem as 10 (R-02)."""
    checked = 0
    for seed in range(30):
        g = dml.Game(4, seed, trace=False)
        agents = make_agents(random.Random(seed).choice(["random", "heuristic"]), 4, seed)
        while (d := g.pending) is not None:
            att = g.attempt
            if att is not None:
                tv = att.tv()
                assert att.total == tv.total and att.worth == sum(tv.declared_values)
                checked += 1
            g.apply(agents[d.seat].choose(g, d))
    assert checked > 500


# ------------------------------------------------------------------ moves made on hot paths


@pytest.mark.engine
def test_declares_and_bids_made_on_hot_paths_are_the_dataclasses_own() -> None:
    """``new_declare`` and ``new_bid`` set a move's slots without its ``__init__`` (issue
    20): the result is the same frozen value, field for field, in both builds."""
    import dataclasses

    from dml_tutor.games.dml.actions import Bid, Declare, new_bid, new_declare

    two = tuple(cards("5S 9S"))
    pairs = [
        (new_declare(2, "stock:S", two), Declare(2, "stock:S", two)),
        (new_declare(1, "black_market:3"), Declare(1, "black_market:3")),
        (new_bid(0, two, "secondary"), Bid(0, two, "secondary")),
    ]
    for fast, built in pairs:
        assert type(fast) is type(built) and fast == built and hash(fast) == hash(built)
        assert repr(fast) == repr(built) and str(fast) == str(built) and fast.to_json() == built.to_json()
        assert dataclasses.astuple(fast) == dataclasses.astuple(built)
        with pytest.raises(dataclasses.FrozenInstanceError):
            fast.seat = 3  # type: ignore[misc]
