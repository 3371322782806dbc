"""MERC in the tutor shell: its panel (dml_tutor/games/merc/display/panel.py) shows the sectors with
control and value per side, the base, the Dictator card and the Tactics, hides an unrevealed
base from the Rebels, restarts with either rule set, and steps a game to its end."""

from __future__ import annotations

import json
from typing import Any

import pytest

from dml_tutor.games import merc
from dml_tutor.games.merc.display.panel import MercPanel
from dml_tutor.tutor import Tutor
from dml_tutor.tutor.widget import front_end


def position(base_revealed: bool = True, card: bool = True) -> dict[str, Any]:
    sectors = {"Capital": (5, 2, 2), "Mine": (4, 0, 3), "Port": (2, 1, 1), "Jungle": (1, 0, 0)}
    return {
        "day": 5,
        "turn": "rebels",
        "sectors": {n: {"value": v, "dictator": d, "rebels": r} for n, (v, d, r) in sectors.items()},
        "dictator": {
            "base": "Capital",
            "revealed": base_revealed,
            "hand": 1,
            "deck": 0,
            "card": {"sector": "Capital", "health": 2} if card else None,
        },
    }


def test_the_panel_shows_sectors_control_value_base_card_and_tactics() -> None:
    t = Tutor(merc.Game.from_position(position()), seats=["random", "person"])
    assert isinstance(t.panel, MercPanel) and t.pack == "merc"
    m = t.view["merc"]
    assert [s["name"] for s in m["sectors"]] == ["Capital", "Mine", "Port", "Jungle"]  # the position's order
    capital = m["sectors"][0]
    assert capital["control"] == "dictator" and capital["base"] is True  # a tie goes to the Dictator
    assert capital["card"] == {"health": 2, "protected": True, "dead": False}
    assert m["sectors"][3]["control_text"] == "neutral"
    assert m["values"] == {"dictator": 7, "rebels": 4}
    assert m["value_text"] == "Rebels 4 against Dictator 7: the Dictator leads (ties go to the Dictator)"
    assert m["card"] == "in Capital, health 2; protected by 2 Dictator units"
    assert m["tactics"] == {"hand": 1, "deck": 0, "played": False, "exhausted": False, "text": "hand 1 · deck 0"}
    assert [(s["name"], s["value"]) for s in t.view["seats"]] == [("Dictator", 7), ("Rebels", 4)]
    json.dumps({k: getattr(t, k) for k in ("view", "controls", "log", "decisions")})


def test_the_rebels_do_not_see_an_unrevealed_base_in_the_tutor() -> None:
    t = Tutor(merc.Game.from_position(position(base_revealed=False, card=False)), seats="person")
    t.set_view(merc.REBELS)
    m = t.view["merc"]
    assert m["base"] == "placed, hidden from the Rebels" and not any(s["base"] for s in m["sectors"])
    t.set_view(merc.DICTATOR)
    assert t.view["merc"]["base"] == "Capital (placed, not revealed)"
    # on the Dictator's decision the Rebels see no buttons (one would name the base's sector)
    t.set_view(merc.REBELS)
    t.run_to_decision()
    t.choose("end the Rebels' turn")
    t.run_to_decision()
    assert t.game.current_player == merc.DICTATOR and t.decisions == []
    seen = json.dumps([t.view, t.log], ensure_ascii=False)
    assert "reveal the base in Capital" not in seen and '"base": true' not in seen


def test_a_combat_from_the_buttons_ends_the_game_and_the_result_is_shown() -> None:
    t = Tutor(merc.Game.from_position(position()), seats=["random", "person"])
    assert t.run_to_decision() is True
    labels = {(o["group"], o["label"]) for o in t.decisions if o["legal"]}
    blow = ("Combat in Capital", "Dictator loses 2, Rebels lose 0, the Dictator card takes 2 damage")
    assert blow in labels and ("End the turn", "end the Rebels' turn") in labels
    refused = [o for o in t.decisions if not o["legal"]]
    assert any("merc.protection" in o["why"] for o in refused)
    assert "merc.protection" in (
        t.why_not("combat in Capital: Dictator loses 1, Rebels lose 0, the Dictator card takes 1 damage") or ""
    )
    t.choose("combat in Capital: Dictator loses 2, Rebels lose 0, the Dictator card takes 2 damage")
    assert t.run_to_end() is True
    result = t.view["game"]["result"]
    assert result == {
        "winners": [1],
        "reason": "base_captured",
        "rule": "merc.condition-2",
        "text": "The Rebels win: base captured.",
    }
    assert t.view["merc"]["sectors"][0]["card"]["dead"] is True
    assert [f["name"] for f in t.view["step"]["breadcrumb"]][-1] == "Condition 2: Base Captured"


def test_restart_keeps_the_position_or_draws_one_from_a_seed_with_the_rule_set_chosen() -> None:
    t = Tutor(merc.Game.from_position(position()), seats="random")
    fields = {f["key"]: f for f in t.controls["choices"]}
    assert [o["value"] for o in fields["rules"]["options"]] == ["printed", "implementation_notes"]
    assert fields["dictator_card"]["value"] == "in_base_sector"
    t.restart(rules="implementation_notes")
    assert t.game.options.notes and t.game.state() == merc.Game.from_position(position()).state()
    assert "Implementation Notes" in t.view["game"]["subtitle"]
    t.restart(5, rules="printed", dictator_card="anywhere")
    assert t.game.position == merc.random_position(5) and t.game.options.dictator_card == "anywhere"
    with pytest.raises(ValueError, match="unknown setting 'players'"):
        t.restart(players=3)
    with pytest.raises(ValueError, match="option 'rules'"):
        t.restart(rules="house")
    assert t.game.options.dictator_card == "anywhere"  # the game in play goes on
    assert Tutor(pack="merc", seed=4, seats="random").game.position == merc.random_position(4)


def test_the_front_end_holds_the_merc_panel() -> None:
    assert 'registerPanel("merc"' in front_end("js") and "/* panel merc */" in front_end("css")


@pytest.mark.parametrize("seed", [2.5, "abc", True, float("nan"), b"x", [1]])
def test_a_seed_that_is_not_an_integer_is_a_value_error_naming_the_seed(seed: Any) -> None:
    with pytest.raises(ValueError, match="seed"):
        Tutor(pack="merc", seed=seed)
