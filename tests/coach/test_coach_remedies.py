"""Why not, and how (issue 22): a refused move says what would make it legal, where the
rules allow a remedy; each pack's legality gives it and the tutor shows it."""

from __future__ import annotations

import dml_tutor as dml
from dml_tutor.core.driver import IllegalActionError, Reason
from dml_tutor.games import merc, terrus
from dml_tutor.games.dml import PACK as DML
from dml_tutor.tutor import TutorSession


def at_declaration_over_the_cap() -> dml.Game:
    """Random play (seed 0) up to an Active Player's Declaration bid with the Target Value over 12."""
    g = dml.Game(players=4, seed=0, trace=False)
    agents = DML.make_agents("random", g, 0)
    while (d := g.pending) is not None:
        if d.kind == "bid" and "acq.declaration" in d.rules and g.attempt is not None and g.attempt.tv().total > 12:
            return g
        g.apply(agents[d.seat].choose(g, d))
    raise AssertionError("no Declaration over the cap in this game")


def test_a_refusal_is_data_with_a_remedy_where_the_rules_allow_one() -> None:
    g = at_declaration_over_the_cap()
    d = g.pending
    assert d is not None and g.attempt is not None
    over = g.attempt.tv().total - 12
    r = g.reason(f"seat {d.seat}: pass")
    assert isinstance(r, Reason) and r.rules == ("R-03",)
    assert r.remedy is not None
    assert r.remedy.startswith(f"the Target Value would be {over + 12}; the cap is 12 (R-03): bid {over} of ")
    assert g.why_not(f"seat {d.seat}: pass") == f"{r.text} [R-03]"  # the sentence as before
    assert g.reason(d.actions[0]) is None
    other = (d.seat + 1) % 4
    assert g.reason(f"seat {other}: pass").remedy == f"wait for your turn: seat {d.seat} decides now"
    try:
        g.apply(f"seat {d.seat}: pass")
    except IllegalActionError as e:
        assert e.remedy == r.remedy and e.text == r.text
    else:
        raise AssertionError("a pass over the cap was taken")


def test_a_seize_with_an_egg_and_a_move_out_of_turn() -> None:
    s = TutorSession(pack="dml", seed=7)  # as docs/howto-players.md: seat 0's Seize Attempt
    s.run_to_decision()
    g = s.game
    assert g.pending is not None and g.pending.kind == "seize"
    seat = g.pending.seat
    r = g.reason(dml.Seize(seat, dml.Card.parse("AS")))
    assert r is not None and "egg.placement" in r.rules and r.remedy is not None and "bluff is legal" in r.remedy
    assert g.reason(dml.Declare((seat + 1) % 4, "stock:S", (dml.Card.parse("5S"),))).remedy == (
        "only the Active Player may declare; wait for your Turn"
    )


def test_merc_and_terrus_say_whose_turn_it_is() -> None:
    g = merc.PACK.start(1)
    d = g.pending
    assert d is not None
    other = 1 - d.seat
    r = g.reason(merc.EndTurn(other))
    assert r is not None and r.remedy is not None and r.remedy.startswith("wait for your turn")
    t = terrus.PACK.start(2)
    assert all(t.reason(a) is None for a in t.legal_actions())
    r = t.reason(terrus.moves.BeginTurn(1))
    assert (
        r is not None and r.remedy == "wait until you are the active ruler (ruler 0 is now), or let ruler 0 report it"
    )


def test_the_tutor_shows_the_remedy_beside_the_reason() -> None:
    s = TutorSession(pack="dml", seed=7, seats="person")
    s.run_to_decision()
    seat = s.game.pending.seat
    s.why_not(f"seat {(seat + 1) % 4}: pass")
    why = s.view_model()["why"]
    assert not why["legal"] and why["remedy"] == f"wait for your turn: seat {seat} decides now"
    s.why_not(0)
    assert "remedy" not in s.view_model()["why"]
