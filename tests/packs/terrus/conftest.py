"""What Terrus's tests share: a game from a seed played to its end by the pack's random agents."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from dml_tutor.core import play_out
from dml_tutor.games import terrus


def played(seed: int) -> tuple[terrus.Game, int]:
    """The conformance suite's game for ``seed``, played to its end: the game and its decisions."""
    g = terrus.PACK.new_game(seed)
    return g, play_out(g, terrus.PACK.random_agents(g, seed))  # type: ignore[return-value]


@pytest.fixture(scope="session")
def playout() -> Callable[[int], tuple[terrus.Game, int]]:
    return played
