"""The tutor shell with any pack: the example pack (examples/last_stone, Last Stone, installed
as its own distribution) passes the conformance suite and steps in the Tutor with the generic
panel; the front end is one module holding every pack's panel."""

from __future__ import annotations

import json
import shutil
import subprocess
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

import dml_tutor
from dml_tutor import games
from dml_tutor.core.testing import check_pack
from dml_tutor.games.dml.display.panel import DmlPanel
from dml_tutor.tutor import Panel, Tutor
from dml_tutor.tutor.panel import SHELL_KEYS, panel_for
from dml_tutor.tutor.widget import front_end

STATIC = Path(__file__).resolve().parents[2] / "dml_tutor" / "tutor" / "static"


@pytest.fixture
def last_stone() -> Iterator[str]:
    """The example pack, registered by its own install (the README's test command)."""
    if "last_stone" not in games.PACKS:
        pytest.fail("the example pack is not installed: pip install ./examples/last_stone")
    yield "last_stone"


def test_example_pack_passes_the_conformance_suite(last_stone: str) -> None:
    pack = games.get(last_stone)
    check_pack(pack, games=12)
    assert [n.name for _, n in pack.tree.walk()] == ["Game", "Turn"]


def test_example_pack_steps_in_the_tutor(last_stone: str) -> None:
    t = Tutor(pack=last_stone, seed=3, players=3)  # Pack.start: the seed and the settings given
    assert type(t.panel).__name__ == "LastStonePanel" and t.pack == "last_stone"  # its own, from its package
    assert t.controls["title"] == "Last Stone" and t.controls["seat_modes"] == ["person", "random"]
    assert t.seats == ["person", "random", "random"]
    # the restart form from the pack's schema alone: its players setting and choices
    assert t.controls["choices"] == [
        {
            "key": "players",
            "label": "players",
            "value": 3,
            "options": [{"value": 2, "label": "2"}, {"value": 3, "label": "3"}],
        }
    ]
    assert t.view["step"]["rules"][0]["id"] == "setup" and "7 to 12 stones" in t.view["step"]["rules"][0]["text"]
    assert [f["label"] for f in t.view["step"]["breadcrumb"]] == ["Game"]
    assert "Turn" in (t.sequence_svg or t.sequence_dot)
    assert t.run_to_decision() is True
    assert t.view["decision"]["live"] and t.view["decision"]["seat"] == 0
    assert [o["label"] for o in t.decisions] == ["take 1", "take 2", "take 3"]
    assert t.view["seats"][0]["deciding"] is True
    pile = t.view["pile"]["stones"]
    assert t.view["pile"]["text"] == f"{pile} stones in the pile"
    # why-not and an illegal choice, with the pack's reason and rule id; the game is untouched
    assert "seat 0's turn" in (t.why_not({"seat": 1, "take": 1}) or "")
    with pytest.raises(ValueError, match=r"at most the \d+ in the pile \[take\]"):
        t.choose({"seat": 0, "take": 4})
    assert t.game.decisions == []
    t.choose("take 2")
    assert t.view["step"]["text"] == "seat 0: take 2"
    t.step()
    assert t.view["pile"]["stones"] == pile - 2
    t.set_seat(0, "random")
    assert t.run_to_end() is True and t.game.is_over
    res = t.view["game"]["result"]
    assert res["winners"] == list(t.game.outcome.winners) and res["text"].endswith("wins.")  # type: ignore[union-attr]
    assert res["rule"] == "end"
    # history: back and forward through the recorded steps show the same views
    end = t.view
    t.goto(0)
    assert t.view["step"]["index"] == 0 and t.view["game"]["result"] is None
    t.goto(-1)
    assert t.view == end
    json.dumps({k: getattr(t, k) for k in ("view", "controls", "log", "decisions", "diagrams")})


def test_example_pack_restart_and_seats(last_stone: str) -> None:
    t = Tutor(pack=last_stone, seed=2, seats="random")
    assert t.seats == ["random", "random"]
    t.restart(9, players=3)
    assert t.game.seed == 9 and t.game.players == 3 and t.seats == ["random", "random", "random"]  # type: ignore[attr-defined]
    with pytest.raises(ValueError, match="unknown setting 'mode'"):
        t.restart(mode="full")
    assert t.game.seed == 9  # type: ignore[attr-defined]
    with pytest.raises(ValueError, match="unknown mode 'heuristic'"):
        Tutor(pack=last_stone, seats="heuristic")
    with pytest.raises(ValueError, match="does not match"):
        Tutor(t.game, pack="dml")
    adopted = Tutor(t.game)
    assert adopted.pack == "last_stone"


def test_panels_are_found_through_the_descriptor(last_stone: str) -> None:
    assert isinstance(panel_for(games.get("dml")), DmlPanel)
    assert type(panel_for(games.get(last_stone))).__module__ == "last_stone.panel"  # its own distribution's
    generic = replace(games.get(last_stone), panel="", script="", styles="")
    assert type(panel_for(generic)) is Panel
    t = Tutor(pack=generic, seed=3)  # the generic panel: each seat, and the game's view as rows
    assert dict(t.view["rows"])["pile"] == str(t.game.pile) and len(t.view["seats"]) == 2  # type: ignore[attr-defined]
    bad = replace(generic, panel="last_stone:LastStone")  # names a class that is no Panel
    with pytest.raises(TypeError, match=r"is not a dml_tutor\.tutor\.Panel"):
        panel_for(bad)
    assert dml_tutor.Tutor(seed=1).pack == "dml"  # DML's public API plays DML ...
    with pytest.raises(ValueError, match="which game"):
        Tutor(seed=1)  # ... the generic tutor has no default game


def test_a_panel_may_not_take_the_shells_keys(last_stone: str, monkeypatch: pytest.MonkeyPatch) -> None:
    panel = type(panel_for(games.get(last_stone)))
    monkeypatch.setattr(panel, "to_json", lambda self, snap, step: {"nav": 1})
    with pytest.raises(RuntimeError, match=r"shell's view keys \['nav'\]"):
        Tutor(pack=last_stone)
    assert "nav" in SHELL_KEYS


def test_front_end_is_one_module_with_every_panel() -> None:
    esm = front_end("js")
    assert esm == Tutor._esm
    with_script = [p for p in games.packs() if p.script]
    assert {"dml", "merc", "terrus"} <= {p.name for p in with_script}
    for pack in with_script:  # each pack's own file, found through its descriptor
        assert f"// panel {pack.name}\n{{\n{pack.asset(pack.script)}" in esm
        assert f'registerPanel("{panel_for(pack).js}"' in esm
    assert 'registerPanel("generic"' in esm and esm.count("export default") == 1
    css = front_end("css")
    assert css == Tutor._css
    assert all(f"/* panel {p.name} */\n{p.asset(p.styles)}" in css for p in games.packs() if p.styles)
    node = shutil.which("node")
    if node is None:
        pytest.skip("Node.js is not installed")
    done = subprocess.run(
        [node, "--input-type=module", "--check"], input=esm, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr


def test_front_end_constants_come_from_python() -> None:
    """Suit symbols, seat modes, player counts and game modes are not written into the scripts."""
    esm = front_end("js")
    for literal in ('"heuristic"', "♠", "♣", "♥", "♦", '"quickstart"', 'Market Mayhem"', "3 players", "Player Effects"):
        assert literal not in esm, literal
    t = Tutor(pack="dml", seed=1, players=3, mode="quickstart")
    assert t.controls["seat_modes"] == ["person", "coach", "random", "heuristic"]  # the coach plays a seat too
    fields = {f["key"]: f for f in t.controls["choices"]}
    assert fields["players"]["value"] == 3 and [o["value"] for o in fields["players"]["options"]] == [3, 4]
    assert {"value": "quickstart", "label": "Market Mayhem"} in fields["mode"]["options"]
    assert all(s["bought_with_symbol"] in "♠♣♥♦" for s in t.view["table"]["stocks"])
