"""Forks in the tutor: two branches side by side, the first divergence highlighted."""

from __future__ import annotations

import pytest

import dml_tutor as dml
from dml_tutor import lab
from dml_tutor.tutor import Branches, Tutor
from dml_tutor.tutor.branches import HUES


def test_tutor_fork_branches_at_the_cursor_and_finds_the_divergence() -> None:
    t = Tutor(dml.Game(seed=3))
    t.run_to_decision()
    b = t.fork()
    assert isinstance(b, Branches) and b.right.game is not t.game and b.divergence is None
    assert "agree on all" in b.header.value
    at = _apart(t, b)
    assert [str(e) for e in t.game.trace[:at]] == [str(e) for e in b.right.game.trace[:at]]
    assert f"First divergence at step {at}" in b.header.value
    b.goto_divergence()
    assert b.left.cursor == at == b.right.cursor
    # back in the history: the fork starts from the step under the cursor
    t.goto(3)
    early = t.fork()
    assert early.right.cursor == 3 and not early.right.game.decisions


def test_a_flipped_seed_opens_as_two_branches() -> None:
    c = lab.compare(["powers_from_court"], 4, pack="dml", workers=1, progress=False)
    flip = c.flips()[0]
    b = flip.branches()
    assert b.divergence == flip.step and b.left.cursor == flip.step == b.right.cursor
    assert "baseline" in b.header.value and "powers_from_court" in b.header.value


def _apart(t: Tutor, b: Branches) -> int:
    """Take a different decision in each branch; returns the first divergence."""
    left, right = t.game.pending, b.right.game.pending
    assert left is not None and right is not None and len(left.actions) > 1
    t.choose(left.actions[0])
    b.right.choose(right.actions[-1])
    at = b.divergence
    assert at is not None
    return at


def test_the_fork_button_shows_both_branches_where_the_tutor_is_displayed() -> None:
    t = Tutor(dml.Game(seed=3))
    assert not t.fork_state["enabled"] and "inside another widget" in t.fork_state["reason"]
    shown = t._repr_mimebundle_()  # what `t` in a cell displays: the tutor's box
    assert shown["application/vnd.jupyter.widget-view+json"]["model_id"] == t.box.model_id
    assert t.box.children == (t,) and t.fork_state == {"enabled": True, "reason": ""}
    t.run_to_decision()
    t._on_front_end_msg(t, {"op": "open_fork", "args": []}, [])  # the button's message
    assert t.error == ""
    (b,) = t.box.children
    assert isinstance(b, Branches) and b.left is t and b.right.game is not t.game
    assert b.right.cursor == t.cursor and b.close_button is not None
    assert "forked" in t.fork_state["reason"] and "is the fork" in b.right.fork_state["reason"]
    at = _apart(t, b)
    assert t.divergence == at == b.right.divergence  # each log marks it
    header = b.header.value
    assert f"First divergence at step {at}" in header
    for side, tutor in enumerate((t, b.right)):  # each line as its tutor narrates the step
        assert tutor.game.trace[at].text in header
        assert HUES[side][0] in header
    assert "#" not in header and "var(--jp-" in header  # theme colours only

    # forking again from inside the branches is refused, the reason shown, nothing changed
    for tutor, words in ((t, "forked"), (b.right, "is the fork")):
        before = (tutor.box.children if tutor is t else None, len(tutor.game.decisions))
        with pytest.raises(ValueError, match=words):
            tutor.open_fork()
        assert words in tutor.error
        assert before == (tutor.box.children if tutor is t else None, len(tutor.game.decisions))

    t.close_fork()
    assert t.box.children == (t,) and t.divergence is None and t.fork_state["enabled"]
    assert b.right.comm is None  # the fork was closed with its view
    with pytest.raises(ValueError, match="no fork is open"):
        t.close_fork()
    # and the button forks again, at another step
    t.goto(3)
    again = t.open_fork()
    assert again.right.cursor == 3 and not again.right.game.decisions and again is not b
    t.close()
    assert again.right.comm is None and t.box.comm is None


def test_a_fork_keeps_the_view_as_and_the_header_tells_no_secrets() -> None:
    t = Tutor(dml.Game(seed=3), view_as=1)
    t.box  # noqa: B018  (displayed)
    t.run_to_decision()
    b = t.open_fork()
    assert b.right.view_as == 1
    at = _apart(t, b)
    hidden = 0
    for tutor in (t, b.right):
        seen, truth = (str(tutor.session.seen(v).text(tutor.game.trace[at])) for v in (1, None))
        assert seen in b.header.value
        if seen != truth:  # seat 0's face-down card: seat 1 may not know it
            hidden += 1
            assert truth not in b.header.value
    assert hidden == 1


def test_branches_refuse_bad_input() -> None:
    t = Tutor(dml.Game(seed=3))
    with pytest.raises(ValueError, match="two tutors"):
        Branches(t, 1)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="two different tutors"):
        Branches(t, t)
    with pytest.raises(ValueError, match="titles"):
        Branches(t, Tutor(dml.Game(seed=3)), ("only one",))  # type: ignore[arg-type]


def test_the_app_shows_the_tutor_in_its_box_so_fork_works_there() -> None:
    from dml_tutor.app import build_app

    app = build_app(seed=3)
    tutor = app.tutor
    assert tutor.box in app.children[-1].children and tutor.fork_state["enabled"]
    tutor.run_to_decision()
    b = tutor.open_fork()
    assert tutor.box.children == (b,)
    app.start()  # New game: the old tutor, its box and its fork are closed
    assert b.right.comm is None and app.tutor is not tutor


def test_a_handout_pictures_both_branches() -> None:
    from dml_tutor.handout import widget_html

    t = Tutor(dml.Game(seed=3))
    t.box  # noqa: B018
    t.run_to_decision()
    b = t.open_fork()
    at = _apart(t, b)
    page = widget_html(t.box)
    assert page.count('class="dml-handout"') == 2 and f"First divergence at step {at}" in page
    assert "this game" in page and "the fork" in page and "<button" not in page
