"""A learner's mastery map: the rulebook's sequence tree, each rule in the sequence where it
fires, shown by colour and by word (new, learning, due, known), and the table beside it.

The tree is the tutor's own diagram (:mod:`dml_tutor.view.diagrams`: the same ids, shapes
and fonts); each sequence's box lists its rules, one row each, filled by the rule's state
and naming it, so the map reads without colour too.
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Final

import graphviz

from ..core.pack import Pack
from ..core.trace import Frame
from ..i18n import SOURCE, Messages
from ..view.diagrams import _interrupt_ids, _label, _tree_digraph, _tree_ids, node_message, sequence_dot
from ..view.render import render_html
from .bank import pack_of as _pack
from .bank import places
from .learner import STATES, Learner, RuleRecord

__all__ = ["FILLS", "MasteryMap", "mastery_dot", "mastery_map", "where_dot"]

#: Each state's fill on the map (pale, so the black text keeps its contrast) and its mark.
FILLS: Final = {"new": "#ffffff", "learning": "#fff3bf", "due": "#ffc9c9", "known": "#b2f2bb"}
MARKS: Final = {"new": "○", "learning": "◐", "due": "↻", "known": "✓"}


def _trail(pack: Pack, sequence: str) -> tuple[Frame, ...]:
    """The path from the root to the first node of that name (an interrupt alone)."""
    if sequence in pack.interrupts:
        return (Frame(sequence, sequence),)
    for trail, _node in pack.tree.walk():
        if trail[-1] == sequence:
            return tuple(Frame(n, n) for n in trail)
    return ()


def where_dot(pack: Pack | str, rule: str, *, title: str | None = None, language: str = SOURCE) -> str:
    """The sequence tree with the path to where ``rule`` fires highlighted (the first such
    sequence): the feedback's "where the rule sits", its names in ``language``."""
    p = _pack(pack)
    p.catalog().rule(rule)  # an unknown rule is a ValueError naming it
    found = places(p).get(rule, [])
    trail = _trail(p, found[0]) if found else ()
    return sequence_dot(trail, pack=p, title=title, messages=Messages(language, p.package))


def _state_words(messages: Messages) -> dict[str, str]:
    """Each state by its word in ``messages``' language (the Practice widget's)."""
    return {
        "new": messages("practice-state-new"),
        "learning": messages("practice-state-learning"),
        "due": messages("practice-state-due"),
        "known": messages("practice-state-known"),
    }


def mastery_dot(
    pack: Pack | str, states: Mapping[str, str], *, title: str | None = None, language: str = SOURCE
) -> str:
    """The sequence tree with each rule of ``states`` (rule id -> "new", "learning", "due" or
    "known") listed in the sequences where it fires, by colour and by word (in ``language``:
    the states' words, the sequences' names)."""
    p = _pack(pack)
    messages = Messages(language, p.package)
    said = _state_words(messages)
    for rule, state in states.items():
        if state not in STATES:
            raise ValueError(f"rule {rule!r}: state must be one of {', '.join(STATES)}, got {state!r}")
    where = places(p)
    by_sequence: dict[str, list[str]] = {}
    for rule in states:
        for sequence in where.get(rule, []):
            by_sequence.setdefault(sequence, []).append(rule)
    g = _tree_digraph("mastery", title)
    ids = _tree_ids(p.tree)

    def named(name: str) -> str:
        try:
            return messages(node_message(name))
        except KeyError:  # a pack without messages for its tree keeps its own names
            return name

    def add_node(graph: graphviz.Digraph, nid: str, name: str) -> None:
        rules = by_sequence.get(name, [])
        shown = named(name)
        if not rules:
            graph.node(nid, label=_label(shown, wrap=10), tooltip=graphviz.nohtml(shown))
            return
        rows = "".join(
            f'<TR><TD ALIGN="LEFT" BGCOLOR="{FILLS[states[r]]}"><FONT POINT-SIZE="8">'
            f"{html.escape(MARKS[states[r]])} {html.escape(r)}: {html.escape(said[states[r]])}</FONT></TD></TR>"
            for r in rules
        )
        label = (
            '<<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="1" CELLPADDING="1">'
            f"<TR><TD><B>{html.escape(shown)}</B></TD></TR>{rows}</TABLE>>"
        )
        counts = ", ".join(
            messages("practice-count", count=sum(states[r] == s for r in rules), state=said[s])
            for s in STATES
            if any(states[r] == s for r in rules)
        )
        graph.node(nid, label=label, tooltip=graphviz.nohtml(f"{shown}: {counts}"), margin="0.02,0.01")

    for trail, node in p.tree.walk():
        add_node(g, ids[trail], node.name)
        for c in node.children:
            g.edge(ids[trail], ids[(*trail, c.name)])
    if p.interrupts:
        with g.subgraph(name="cluster_interrupts") as box:
            box.attr(label=graphviz.nohtml(messages("diagram-interrupts")), fontsize="9", style="dashed,rounded")
            for name, nid in _interrupt_ids(p).items():
                add_node(box, nid, name)
    return str(g.source)


@dataclass(frozen=True)
class MasteryMap:
    """A learner's map of one pack: the DOT text and the table's rows; a notebook shows both."""

    pack: str
    dot: str
    records: tuple[RuleRecord, ...]

    def table_html(self) -> str:
        """The table of rules: state, last answer, next review and misreadings seen."""
        head = "".join(
            f"<th scope='col'>{h}</th>" for h in ("Rule", "State", "Last answer", "Next review", "Misreadings")
        )
        body = "".join(
            "<tr>"
            f"<th scope='row'>{html.escape(r.title)} <code>{html.escape(r.rule)}</code></th>"
            f"<td>{MARKS[r.state]} {r.state}</td>"
            f"<td>{_last(r)}</td><td>{_when(r.next_review)}</td>"
            f"<td>{html.escape(', '.join(f'{m} ×{n}' for m, n in r.misreadings.items())) or '–'}</td>"
            "</tr>"
            for r in self.records
        )
        return f"<table class='dml-mastery-table'><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"

    def _repr_html_(self) -> str:
        key = " ".join(f"{MARKS[s]} {s}" for s in STATES)
        return f"<div class='dml-mastery'><p>Key: {key}</p>{render_html(self.dot)}{self.table_html()}</div>"


def _when(at: datetime | None) -> str:
    return at.strftime("%Y-%m-%d %H:%M UTC") if at is not None else "–"


def _last(r: RuleRecord) -> str:
    if r.last_correct is None:
        return "–"
    return f"{'right' if r.last_correct else 'wrong'}, {_when(r.last_at)}"


def mastery_map(learner: Learner, pack: Pack | str) -> MasteryMap:
    """``learner``'s mastery map of ``pack``."""
    p = _pack(pack)
    records = tuple(learner.records(p))
    states = {r.rule: r.state for r in records}
    return MasteryMap(p.name, mastery_dot(p, states, title=f"{learner.name}: {p.title}"), records)
