"""Forks in the tutor: two branches side by side, the first divergence highlighted."""

from __future__ import annotations

import dml_tutor as dml
from dml_tutor import lab
from dml_tutor.tutor import Branches, Tutor


def test_tutor_fork_branches_at_the_cursor_and_finds_the_divergence() -> None:
    t = Tutor(dml.Game(seed=3))
    t.run_to_decision()
    b = t.fork()
    assert isinstance(b, Branches) and b.right.game is not t.game and b.divergence is None
    assert "agree on all" in b.header.value
    left, right = t.game.pending, b.right.game.pending
    assert left is not None and right is not None and len(left.actions) > 1
    t.choose(left.actions[0])
    b.right.choose(right.actions[-1])
    at = b.divergence
    assert at is not None
    assert [str(e) for e in t.game.trace[:at]] == [str(e) for e in b.right.game.trace[:at]]
    assert f"First divergence at step {at}" in b.header.value
    b.goto_divergence()
    assert b.left.cursor == at == b.right.cursor
    # back in the history: the fork starts from the step under the cursor
    t.goto(3)
    early = t.fork()
    assert early.right.cursor == 3 and not early.right.game.decisions


def test_a_flipped_seed_opens_as_two_branches() -> None:
    c = lab.compare(["powers_from_court"], 4, workers=1, progress=False)
    flip = c.flips()[0]
    b = flip.branches()
    assert b.divergence == flip.step and b.left.cursor == flip.step == b.right.cursor
    assert "baseline" in b.header.value and "powers_from_court" in b.header.value
