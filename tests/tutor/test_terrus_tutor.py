"""Terrus in the tutor shell: its panel (the rulers' table), restart, seats and decisions.
The browser half is checked in tests/apps/test_browser.py (test_terrus_panel_in_jupyterlab)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from dml_tutor.games import terrus
from dml_tutor.games.terrus.display.panel import TerrusPanel
from dml_tutor.tutor import Tutor
from dml_tutor.tutor.panel import panel_for


def ruler(name: str, vitae: int = 20, **more: Any) -> dict[str, Any]:
    return {
        "name": name,
        "vitae": vitae,
        "structures": 0,
        "relics": 0,
        "int": 0,
        "team": None,
        "cannot_win": False,
        **more,
    }


POSITION = {
    "rulers": [
        ruler("Ana", structures=9, team="N"),
        ruler("Bo", 0, relics=4, team="S"),
        ruler("Cyd", int=16, team="N", cannot_win=True),
        ruler("Dee", team="S"),
    ],
    "active": 0,
    "tournament": False,
}


def rows(t: Tutor) -> list[dict[str, Any]]:
    return t.view["terrus"]["rulers"]  # type: ignore[no-any-return]


def test_the_panel_shows_every_ruler_and_who_is_out() -> None:
    t = Tutor(terrus.Game.from_position(POSITION))
    assert isinstance(t.panel, TerrusPanel) and isinstance(panel_for(terrus.PACK), TerrusPanel)
    assert t.seats == ["person"] * 4  # a designer reports every event
    table = t.view["terrus"]
    assert table["teams"] and not table["tournament"] and table["in_game"] == 4
    ana, bo, cyd, _ = rows(t)
    assert (ana["name"], ana["team"], ana["vitae"], ana["active"]) == ("Ana", "N", 20, True)
    assert [(c["label"], c["value"], c["goal"], c["met"]) for c in ana["counts"]] == [
        ("structures", 9, 10, False),
        ("Relics", 0, 4, False),
        ("INT", 0, 15, False),
    ]
    assert bo["low"] and bo["counts"][1]["met"] and cyd["cannot_win"] and cyd["counts"][2]["met"]
    assert t.run_to_decision() is True
    groups = {o["group"] for o in t.decisions}
    assert {"Turn", "Damage (5.2a)", "Priority (5.3b)", "Restart (5.1)"} <= groups
    refused = {o["text"]: o["why"] for o in t.decisions if not o["legal"]}
    assert "5.3g" in refused["penalty 0"] and "5.4e" in refused["intentional draw"]
    t.choose("priority 3")
    t.run_to_decision()
    bo = rows(t)[1]
    assert bo["out"] and bo["left_by"] == "5.3b" and not bo["low"] and t.view["terrus"]["in_game"] == 3
    t.goto(0)  # history: the table as it was
    assert not rows(t)[1]["out"]
    json.dumps({k: getattr(t, k) for k in ("view", "controls", "log", "decisions")})


def test_the_result_and_the_winners_rows() -> None:
    t = Tutor(terrus.Game.from_position(POSITION))
    t.run_to_decision()
    t.choose("concede 1")
    t.run_to_decision()
    t.choose("concede 3")
    assert t.run_to_end() is True and t.game.is_over
    result = t.view["game"]["result"]
    assert result["winners"] == [0, 2] and result["rule"] == "5.2g" and result["text"] == "Ana and Cyd win (5.2g)."
    assert t.view["terrus"]["result"]["text"] == result["text"]
    assert [r["winner"] for r in rows(t)] == [True, False, True, False]


def test_restart_deals_a_new_position_or_the_same_one_and_switches_p09() -> None:
    t = Tutor(pack="terrus", seed=3)
    assert t.game.seed == 3 and t.game.position == terrus.random_position(3)  # type: ignore[attr-defined]
    assert t.controls["choices"][0]["key"] == "mutual_lethal" and t.view["game"]["subtitle"].endswith("seed 3")
    t.run_to_decision()
    t.choose("restart")
    t.restart(mutual_lethal="source_wins")
    assert t.game.position == terrus.random_position(3) and t.game.options.mutual_lethal == "source_wins"  # type: ignore[attr-defined]
    assert t.game.decisions == []
    t.restart(8)
    assert t.game.position == terrus.random_position(8) and t.game.options.mutual_lethal == "source_wins"  # type: ignore[attr-defined]
    for bad in ({"mutual_lethal": "maybe"}, {"players": 3}):
        with pytest.raises(ValueError, match="mutual_lethal"):
            t.restart(**bad)
    assert t.game.seed == 8  # type: ignore[attr-defined]


def test_agents_play_a_position_with_no_seed() -> None:
    t = Tutor(terrus.Game.from_position(POSITION), seats="random")
    assert t.run_to_end() is True and t.game.is_over


def test_options_say_who_does_what_in_words() -> None:
    """Readable buttons: a button reads "Ana: an effect says Ana wins (5.2f)", not "effect 0 win"; the
    printed move stays the option's text, and choosing by either works."""
    t = Tutor(terrus.Game.from_position(POSITION))
    t.run_to_decision()
    labels = {d["text"]: d["label"] for d in t.decisions}
    assert labels["effect 0 win"] == "Ana: an effect says Ana wins (5.2f)"
    assert labels["effect 1 lose"] == "Bo: an effect says Bo loses (5.3c)"
    assert labels["concede 2"] == "Cyd concedes (5.3a)"
    assert labels["priority 1"].startswith("Bo would receive priority") and "(5.3b)" in labels["priority 1"]
    assert labels["dominion vote 2"] == "Cyd wins a Dominion Vote (5.2c)"
    assert all(not label[0].isdigit() and label != text for text, label in labels.items())
    t.choose(labels["concede 2"])
    assert t.game.decisions[-1] == terrus.Concede(2)
