"""The project rulings P-18 to P-22: each reading shows in the engine's steps,
so a question's key rests on a stated ruling."""

from __future__ import annotations

from typing import Any

from dml_tutor.games import merc, terrus
from dml_tutor.games.merc.position import START


def _ruler(name: str, vitae: int, team: str | None = None, cannot_win: bool = False) -> dict[str, Any]:
    return {
        "name": name,
        "vitae": vitae,
        "structures": 0,
        "relics": 0,
        "int": 0,
        "team": team,
        "cannot_win": cannot_win,
    }


def _terrus(*rulers: dict[str, Any]) -> Any:
    return terrus.Game.from_position({"rulers": list(rulers), "active": 0, "tournament": False})


def test_p18_a_base_revealed_in_play_brings_no_dictator_card() -> None:
    g = merc.Game.from_position(START)
    reveal = next(a for a in g.legal_actions() if a.to_json().get("move") == "reveal_base")
    g.apply(reveal)
    step = next(e for e in g.trace if "P-18" in e.rules)
    assert g.card is None and "no Dictator card" in step.text
    assert not any(a.to_json().get("dictator_damage") for a in g.legal_actions())


def test_p19_the_draw_is_at_the_end_of_the_dictators_turn() -> None:
    g = merc.Game.from_position(START)
    assert g.hand == 0 and not any(a.to_json().get("move") == "play_tactic" for a in g.legal_actions())
    g.apply(next(a for a in g.legal_actions() if a.to_json().get("move") == "end_turn"))
    draw = next(e for e in g.trace if "P-19" in e.rules)
    assert draw.rules == ("merc.card-flow", "P-19") and g.hand == 3


def test_p20_a_game_begun_by_three_stays_multiplayer() -> None:
    g = _terrus(_ruler("Ana", 5), _ruler("Bo", 3), _ruler("Cy", 4))
    g.apply({"move": "concede", "ruler": 2})
    g.apply({"move": "effect", "ruler": 0, "outcome": "win"})
    assert g.left_by[1] == "5.3f" and (g.result.winners, g.result.rule) == ([0], "5.2e")
    assert any("P-20" in e.rules for e in g.trace)
    two = _terrus(_ruler("Ana", 5), _ruler("Bo", 3))
    two.apply({"move": "effect", "ruler": 0, "outcome": "win"})
    assert (two.result.winners, two.result.rule) == ([0], "5.2f")
    assert not any("P-20" in e.rules for e in two.trace)


def test_p21_hitting_an_opponent_already_at_0_wins() -> None:
    g = _terrus(_ruler("Ana", 5), _ruler("Bo", 0))
    g.apply({"move": "damage", "source": 0, "amounts": {"1": 2}})
    assert (g.result.winners, g.result.rule) == ([0], "5.2a")
    assert any("P-21" in e.rules for e in g.trace)
    fresh = _terrus(_ruler("Ana", 5), _ruler("Bo", 2))
    fresh.apply({"move": "damage", "source": 0, "amounts": {"1": 2}})
    assert fresh.result.winners == [0] and not any("P-21" in e.rules for e in fresh.trace)


def test_p22_the_last_team_wins_whole_even_a_player_who_cannot_win() -> None:
    g = _terrus(_ruler("Ana", 5, "North"), _ruler("Bo", 3, "South"), _ruler("Cy", 4, "North", cannot_win=True))
    g.apply({"move": "concede", "ruler": 1})
    assert (g.result.winners, g.result.rule) == ([0, 2], "5.2g")
    assert any("P-22" in e.rules for e in g.trace)
