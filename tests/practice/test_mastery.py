"""The mastery map: the tutor's sequence tree with each rule's state by colour and by word,
the table beside it, and the diagram of where a rule sits."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta

import pytest

from dml_tutor import games, practice
from dml_tutor.practice import Learner, places
from dml_tutor.practice.mastery import FILLS, mastery_dot, mastery_map, where_dot
from dml_tutor.view import diagrams
from dml_tutor.view.render import renderer


def _rows(dot: str, rule: str) -> list[tuple[str, str]]:
    """(fill, state) of each row naming ``rule`` on the map."""
    return re.findall(rf'BGCOLOR="(#[0-9a-f]+)"><FONT POINT-SIZE="8">. {re.escape(rule)}: (\w+)</FONT>', dot)


@pytest.mark.parametrize("pack", ["dml", "merc", "terrus"])
def test_every_rule_with_a_question_has_a_place_on_the_tree(pack: str) -> None:
    p = games.get(pack)
    sequences = {node.name for _, node in p.tree.walk()} | set(p.interrupts)
    where = places(pack)
    for rule in practice.order(pack):
        assert where.get(rule), rule
        assert set(where[rule]) <= sequences
    states = dict.fromkeys(practice.order(pack), "new")
    dot = mastery_dot(pack, states)
    for rule in states:
        assert _rows(dot, rule) and {s for _, s in _rows(dot, rule)} == {"new"}


def test_each_state_has_its_colour_and_its_word() -> None:
    rules = practice.order("dml")[:4]
    states = dict(zip(rules, practice.learner.STATES, strict=True))
    dot = mastery_dot("dml", states)
    for rule, state in states.items():
        assert set(_rows(dot, rule)) == {(FILLS[state], state)}
    assert len(set(FILLS.values())) == 4
    # the tutor's own tree: the same node ids, and its look
    ids = set(diagrams._tree_ids(games.get("dml").tree).values())
    assert ids <= set(re.findall(r"^\t(\w+) \[", dot, re.M))
    assert "rankdir=TB" in dot and "fontname=Helvetica" in dot


def test_a_state_that_is_not_one_is_refused() -> None:
    with pytest.raises(ValueError, match="state must be one of new, learning, due, known"):
        mastery_dot("dml", {practice.order("dml")[0]: "mastered"})


def test_where_a_rule_sits_is_the_tutors_live_path_to_its_sequence() -> None:
    rule = practice.order("dml")[0]
    sequence = places("dml")[rule][0]
    dot = where_dot("dml", rule)
    with pytest.raises(ValueError, match="no-such-rule"):
        where_dot("dml", "no-such-rule")
    # the sequence is drawn as the tutor draws the current step: bold on the path's orange
    current = [line for line in dot.splitlines() if 'fillcolor="#ffa94d"' in line]
    assert len(current) == 1 and f'tooltip="{sequence}"' in current[0], current


def test_the_map_of_a_learner() -> None:
    now = [datetime(2026, 3, 1, tzinfo=UTC)]
    ada = Learner("ada", ":memory:", lambda: now[0])
    q = ada.next("dml")
    ada.answer(q, next(i for i, o in enumerate(q.options) if not o.correct))
    now[0] += timedelta(seconds=30)
    m = mastery_map(ada, "dml")
    assert set(_rows(m.dot, q.rule)) == {(FILLS["learning"], "learning")}
    assert "ada: Dragon&#x27;s Money Laundering" in m.dot
    first = m.records[0]
    assert (first.rule, first.state, first.last_correct, first.answers) == (q.rule, "learning", False, 1)
    table = m.table_html()
    assert table.count("<tr>") == len(practice.order("dml")) + 1
    assert "wrong, 2026-03-01 00:00 UTC" in table and "2026-03-01 00:01 UTC" in table  # again in a minute
    html = m._repr_html_()
    assert table in html and "Key: ○ new ◐ learning ↻ due ✓ known" in html
    if renderer() != "none":
        assert "<svg" in html
