"""What MERC's tests share: a game from a seed played to its end by the pack's random agents."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from dml_tutor.core import play_out
from dml_tutor.games import merc


def played(seed: int) -> tuple[merc.Game, int]:
    """The conformance suite's game for ``seed``, played to its end: the game and its decisions."""
    g = merc.PACK.new_game(seed)
    return g, play_out(g, merc.PACK.random_agents(g, seed))  # type: ignore[return-value]


@pytest.fixture(scope="session")
def playout() -> Callable[[int], tuple[merc.Game, int]]:
    return played
