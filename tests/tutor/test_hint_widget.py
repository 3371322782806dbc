"""The widget's Hint (issue 22): a running hint's progress reaches the front end only for the
seat that asked, never under *View as* another seat."""

from __future__ import annotations

from dml_tutor import Tutor


def test_a_running_hints_progress_goes_only_to_the_seat_that_asked() -> None:
    t = Tutor(seed=8, players=4, seats=["person", "heuristic", "heuristic", "heuristic"])
    t.run_to_decision()
    run = t.session.start_hint(rollouts=50)
    t._sync_hint()
    assert t.hint_view["running"] and t.hint_view["seat"] == 0
    t.session.set_view(1)
    t._sync_hint()
    assert t.hint_view == {}
    t.session.set_view(0)
    t._sync_hint()
    assert t.hint_view["seat"] == 0
    run.stop()
    t.session.finish_hint(run)
