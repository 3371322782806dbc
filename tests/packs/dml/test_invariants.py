"""Random playouts over every mode: the table stays a legal table after every step."""

from __future__ import annotations

from collections import Counter

import pytest

import dml_tutor as dml
from dml_tutor.games.dml.cards import mode_cards

MODES = [("full", 4), ("full", 3), ("quickstart", 4), ("quickstart", 3)]


def check_table(g: dml.Game) -> None:
    zones = g.zones()
    # Before Setup step 2 the whole deck is still one pile, Eggs and Kings included.
    unsorted = len(zones["deck"]) == len(mode_cards(g.mode))
    seen: Counter[dml.Card] = Counter()
    for name, cards in zones.items():
        seen.update(cards)
        for c in cards:
            if c.is_egg and not unsorted and name != "pending:set_aside":  # Setup steps 2-3
                kind = name.split(":")[0]
                assert kind in ("nest", "black_market", "treasury"), f"Egg {c} in {name} (egg.placement)"
    expected = Counter(mode_cards(g.mode))
    assert seen == expected, f"cards out of place: extra {seen - expected}, missing {expected - seen}"


@pytest.mark.parametrize(("mode", "players"), MODES)
@pytest.mark.parametrize("seed", range(6))
def test_every_card_in_one_zone_after_every_decision(mode: str, players: int, seed: int, playout) -> None:
    g = dml.Game(players=players, seed=seed, mode=mode)
    g.on_step = lambda e: check_table(g)
    check_table(g)
    playout(g, seed, check_table)
    assert g.result is not None
    assert g.result.reason in {"victory_points", "monopoly", "father_of_dragons"}


@pytest.mark.slow
@pytest.mark.parametrize(("mode", "players"), MODES)
def test_many_random_games_end_cleanly(mode: str, players: int, playout) -> None:
    for seed in range(100, 160):
        g = dml.Game(players=players, seed=seed, mode=mode, trace=False)
        playout(g, seed, check_table)
        assert g.is_over


def test_same_seed_and_decisions_give_same_trace(playout) -> None:
    a = dml.Game(seed=11)
    playout(a, 5)
    b = dml.Game(seed=11)
    for d in a.decisions:
        b.apply(d)
    assert [str(e) for e in a.trace] == [str(e) for e in b.trace]
    assert a.result == b.result


def test_tracing_does_not_change_the_game(playout) -> None:
    a = dml.Game(seed=4, trace=True)
    playout(a, 9)
    b = dml.Game(seed=4, trace=False)
    for d in a.decisions:
        b.apply(d)
    assert b.result == a.result
    assert b.zones() == a.zones()
    assert b.trace == []
