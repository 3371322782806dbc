"""The core's conformance suite (core.testing) on every registered game pack, and the
pack registry itself."""

from __future__ import annotations

import pytest

from dml_tutor import games
from dml_tutor.core import Outcome
from dml_tutor.core.testing import ConformanceError, check_pack

PACKS = list(games.PACKS)


@pytest.mark.parametrize("name", PACKS)
def test_pack_passes_the_conformance_suite(name: str) -> None:
    check_pack(games.get(name), games=12)


def test_unknown_pack_is_a_value_error() -> None:
    with pytest.raises(ValueError, match="unknown game 'chess'"):
        games.get("chess")


def test_save_files_name_their_game_and_old_ones_load_as_dml() -> None:
    import json

    import dml_tutor as dml

    g = dml.Game(seed=3)
    for _ in range(5):
        g.apply(g.legal_actions()[0])
    data = json.loads(g.to_json())
    assert data["game"] == "dml"
    del data["game"]  # a save file from before packs
    old = json.dumps(data)
    assert games.load(old).to_json() == g.to_json()
    assert dml.Game.from_json(old).to_json() == g.to_json()
    data["game"] = "merc"
    with pytest.raises(ValueError, match="'game'"):
        dml.Game.from_json(json.dumps(data))


def test_dml_result_is_also_a_core_outcome() -> None:
    import dml_tutor as dml
    from dml_tutor.core import play_out
    from dml_tutor.games.dml import make_agents

    g = dml.Game(seed=5, trace=False)
    play_out(g, make_agents("random", 4, 5))
    assert g.result is not None and isinstance(g.outcome, Outcome)
    if g.result.winner is None:
        assert g.outcome.draw and not g.outcome.winners
    else:
        assert g.outcome.winners == (g.result.winner,)
        assert set(g.outcome.losers) == set(range(4)) - {g.result.winner}
    assert g.outcome.rule in dml.catalog()


def test_conformance_suite_catches_a_broken_pack() -> None:
    """The suite can fail: a pack whose view leaks a secret is caught."""
    from dataclasses import replace

    dml_pack = games.get("dml")
    leaky = replace(dml_pack, secrets=lambda game, seat: {'"deck"'})  # every view names the deck zone
    with pytest.raises(ConformanceError, match="view shows"):
        check_pack(leaky, games=1)
