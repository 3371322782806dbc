"""What DML's tests share: a random playout that can check the table after every decision."""

from __future__ import annotations

import random

import pytest

import dml_tutor as dml


def random_playout(game: dml.Game, seed: int, check: object = None, limit: int = 50_000) -> int:
    """Play random legal actions to the end; call ``check(game)`` after every decision."""
    rng = random.Random(seed)
    n = 0
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
        n += 1
        if check is not None:
            check(game)  # type: ignore[operator]
        assert n < limit, "game did not end"
    return n


@pytest.fixture
def playout():
    return random_playout
