"""The widget's Hint: a running hint's progress reaches the front end only for the
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


def test_a_running_hints_progress_counts_up_in_the_widget() -> None:
    """The widget syncs ``hint_view`` after each round of rollouts: the count it shows grows."""
    t = Tutor(pack="merc", seed=4)
    t.run_to_decision()
    seen: list[int] = []
    run = t.session.start_hint(rollouts=100)

    def sync() -> None:
        t._sync_hint()
        seen.append(t.hint_view["done"])

    run.on_progress = sync
    t.session.finish_hint(run)
    assert len(seen) > 1 and seen == sorted(seen) and seen[-1] > 0, seen
    assert t.session.hint_state["running"] is False  # the result replaced the progress
