"""The pack's secrets (Pack.redaction) applied in one place (dml_tutor/tutor/seen.py): what a
seat may read of a step, another seat's prompt, a display while a question waits and a why-not
answer, for every host alike."""

from __future__ import annotations

import dataclasses
from typing import Any

from dml_tutor import games
from dml_tutor.core.redaction import PUBLIC, Redaction
from dml_tutor.core.sequence import Decision
from dml_tutor.core.text import Text, say
from dml_tutor.core.trace import TraceEntry
from dml_tutor.games.dml.actions import DeclareWin, Pass
from dml_tutor.games.dml.observer import owner, sees
from dml_tutor.games.dml.redaction import DmlRedaction
from dml_tutor.tutor import TutorSession
from dml_tutor.tutor.seen import Seen


def _entry(**fields: Any) -> TraceEntry:
    return TraceEntry(**{"index": 0, "path": (), "rules": ("x",), "said": "t", **fields})


class Shouting(Redaction):
    """A pack's declaration made here: every other seat's step is read in capitals."""

    def text(self, entry: TraceEntry, viewer: int) -> Text:
        return entry.text.upper() if entry.seat != viewer else entry.said


def test_everything_reads_the_record_as_it_is_and_a_viewer_reads_the_pack_s_declaration() -> None:
    private = _entry(seat=1, private=True, said="Declare Monopoly?")
    for redaction in (Redaction(), DmlRedaction()):
        assert Seen(redaction, None).text(private) == "Declare Monopoly?"
        assert Seen(redaction, 1).text(private) == "Declare Monopoly?"
        for viewer in (0, 2, PUBLIC):
            assert str(Seen(redaction, viewer).text(private)) == "Seat 1 considers something only that seat sees."
    standing = _entry(seat=1, kind="action", rules=("market.action", "R-27", "P-05"), action=Pass(1, ""), said="t")
    assert Seen(DmlRedaction(), 0).rules(standing) == ("market.action",)
    assert Seen(DmlRedaction(), 1).rules(standing) == standing.rules
    declared = dataclasses.replace(standing, action=DeclareWin(1, "monopoly", True))
    assert Seen(DmlRedaction(), 0).rules(declared) == declared.rules  # a declaration is public
    forced = _entry(seat=1, kind="action", action=Pass(1, ""), said=say("step-only-choice", action="seat 1: pass"))
    assert forced.text == "seat 1: pass (the only choice)"
    assert Seen(DmlRedaction(), 0).text(forced) == "seat 1: pass"
    assert Seen(Redaction(), 0).text(forced) == forced.said  # the core redacts no game's words


def test_dml_declares_its_prompts_and_the_answer_a_question_waits_for() -> None:
    plain = Decision(1, "market", "Market Action: declare, or pass?", (Pass(1, ""),), ("market.action",))
    asked = Decision(
        1,
        "market",
        "Market Action: declare, or pass? (Or declare Monopoly.)",
        (Pass(1, ""),),
        ("market.action", "R-27", "P-05"),
        {"public_prompt": "Market Action: declare, or pass?"},
    )
    question = Decision(1, "instant_win", "Declare Monopoly?", (Pass(1, ""),), ("R-27",))
    others = Seen(DmlRedaction(), 0)
    assert others.prompt(asked) == others.prompt(plain) == "Market Action: declare, or pass?"
    assert str(others.prompt(question)) == "Seat 1 considers something only that seat sees."
    assert Seen(DmlRedaction(), 1).prompt(asked) == asked.prompt  # the deciding seat reads it whole
    attempt = {"seat": 0, "terms": [["base", 5]], "total": 9, "probability": {"fraction": "1/2"}}
    view = {"attempt": attempt, "table": {}}
    for viewer in (None, 0, PUBLIC):
        hidden = Seen(DmlRedaction(), viewer).question("target_value", view)
        assert hidden["attempt"]["total"] == "?" and hidden["attempt"]["terms"] == [] and hidden["table"] == {}
        assert Seen(DmlRedaction(), viewer).question(None, view) is view
    assert view["attempt"] is attempt and attempt["total"] == 9  # the display's JSON is not changed


def test_the_view_model_and_the_log_read_the_pack_s_declaration_in_one_place() -> None:
    pack = dataclasses.replace(games.get("dml"), redaction=Shouting())
    s = TutorSession(pack=pack, seed=3, players=3, seats="heuristic", view_as=0)
    s.run_to_end()
    s.filter_log(round=None)
    vm = s.view_model()
    others = [row for row in vm["log"] if row["seat"] not in (None, 0)]
    assert others and all(row["text"] == row["text"].upper() for row in others)
    everything = s.view_model(None)
    assert any(row["text"] != row["text"].upper() for row in everything["log"] if row["seat"] not in (None, 0))
    assert s.view_model(None) == everything and s.view_as == 0  # asked for another viewer: nothing changed


def test_a_question_put_elsewhere_hides_its_answer_as_the_tutor_s_own() -> None:
    s = TutorSession(pack="dml", seed=4, seats="heuristic")
    while s.view_model()["view"].get("attempt") is None:
        s.step()
    shown = s.view_model(None)
    asked = s.view_model(None, asking="target_value")
    assert shown["view"]["attempt"]["total"] != "?" and asked["view"]["attempt"]["total"] == "?"
    assert all(row["i"] <= asked["cursor"] for row in asked["log"])
    s.run_to_end()
    s.goto(5)
    assert len(s.view_model(None, asking="seize")["log"]) <= 6 < len(s.view_model(None)["log"])


def test_why_not_answers_follow_the_declaration() -> None:
    s = TutorSession(pack="dml", seed=3, players=3, seats=["person", "heuristic", "heuristic"])
    s.run_to_decision()
    assert s.answer_why_not("seat 1: pass", viewer=0)["answer"].startswith("Viewing as seat 0")
    assert s.answer_why_not("seat 1: pass", viewer=PUBLIC)["answer"].startswith("In the public view")
    assert s.answer_why_not("seat 1: pass", viewer=1)["answer"] == "It is seat 0's decision now, not seat 1's."


def test_the_panel_asks_the_observer_who_sees_a_zone() -> None:
    assert owner("treasury:2") == 2 and owner("pending:seize:1") == 1 and owner("stock:S") is None
    assert sees(2, "private", owner("treasury:2")) and not sees(1, "private", owner("treasury:2"))
    assert sees(1, "open", None) and sees(None, "hidden", None) and not sees(PUBLIC, "hidden", None)


def test_the_initiative_badge_is_a_fact_of_the_table_not_of_the_narration() -> None:
    s = TutorSession(pack="dml", seed=3, players=3, seats="heuristic")
    g = s.game
    taken = next(e.index for e in g.trace if e.rules[:1] == ("setup.roll-off",) and "Initiative Badge" in e.text)
    s.goto(1)
    assert not any(seat["dealer"] for seat in s.view_model()["view"]["seats"])
    s.goto(taken)
    assert [seat["dealer"] for seat in s.view_model()["view"]["seats"]].count(True) == 1
    assert g.badge_taken  # type: ignore[attr-defined]
