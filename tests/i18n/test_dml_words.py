"""DML's own sentences in every language: every step, frame label, prompt, option label and
group, why-not answer and remedy of whole games reads with no plain English under en-XA, reads
German under de, and its English is the text the engine always printed."""

from __future__ import annotations

import random
import re

import pytest

from dml_tutor.core.sequence import Decision
from dml_tutor.games.dml import Game
from dml_tutor.games.dml.actions import Action, Bid, Declare, Seize
from dml_tutor.games.dml.cards import Card
from dml_tutor.games.dml.display.panel import DmlPanel
from dml_tutor.games.dml.words import action_said
from dml_tutor.i18n import Messages

#: A word of plain (unaccented) letters: English the pseudo-locale did not reach.
PLAIN = re.compile(r"\b[A-Za-z]{3,}\b")
PACKAGE = "dml_tutor.games.dml"


def _played(players: int, seed: int, mode: str) -> tuple[Game, list[Decision[Action]]]:
    """A whole game of random moves, and every decision it asked."""
    g = Game(players, seed, mode)
    rng = random.Random(seed)
    asked = []
    while not g.is_over:
        assert g.pending is not None
        asked.append(g.pending)
        g.apply(rng.choice(list(g.pending.actions)))
    return g, asked


GAMES = [(4, 7, "full"), (3, 3, "full"), (4, 5, "quickstart")]


@pytest.mark.parametrize(("players", "seed", "mode"), GAMES)
def test_a_whole_game_says_no_plain_english_under_the_pseudo_locale(players: int, seed: int, mode: str) -> None:
    g, asked = _played(players, seed, mode)
    xa, de = Messages("en-XA", PACKAGE), Messages("de", PACKAGE)
    panel = DmlPanel.__new__(DmlPanel)  # label and group read nothing of the panel's state
    said: list[object] = []
    for e in g.trace:
        said += [e.said, *(f.label for f in e.path)]
        if e.action is not None:
            said.append(panel.label(e.action))
    for d in asked:  # every decision: its prompt, its options' labels and groups
        said.append(d.said_prompt)
        for a in list(d.actions)[:30]:
            said += [panel.label(a), panel.group(a, d)]
    english = {str(s) for s in said}
    left = sorted({w for s in said for w in PLAIN.findall(xa.text(s))})
    assert left == [], f"plain English under en-XA: {left}"
    german = [de.text(s) for s in said if not isinstance(s, str)]
    assert not any(re.search(r"\b(Seat|seat|the|The)\b", t) for t in german)
    assert any("Platz" in t for t in german) and english  # German, and the English is there to compare


def test_what_a_seat_did_is_said_as_the_text_people_type() -> None:
    # the record's message in English is str(action) exactly: the text form saves and tests read
    g, _ = _played(4, 7, "full")
    for e in g.trace:
        if e.kind == "action":
            assert str(e.said).removesuffix(" (the only choice)") == str(e.action)
            assert str(action_said(e.action)) == str(e.action)


def test_why_not_answers_and_remedies_in_the_readers_language() -> None:
    g = Game(4, 7, "full")
    while g.pending is not None and g.pending.kind != "declare":
        g.apply(next(iter(g.pending.actions)))
    d = g.pending
    assert d is not None
    tried = [Seize(d.seat, Card.parse("AS")), Bid(d.seat, (), "primary"), Declare(d.seat, "stock:S", ())]
    xa, de = Messages("en-XA", PACKAGE), Messages("de", PACKAGE)
    for act in tried:
        reason = g.reason(act)
        assert reason is not None
        assert str(reason.text) in g.why_not(act)  # the engine's own English answer
        for said in (reason.text, reason.remedy):
            if said is not None:
                assert PLAIN.findall(xa.text(said)) == [], xa.text(said)
                assert de.text(said) != str(said)
