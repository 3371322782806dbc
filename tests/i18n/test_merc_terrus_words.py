"""MERC's, Terrus's and Last Stone's own sentences in every language: every step, frame label, prompt, option
label and group, why-not answer and remedy of whole games reads with no plain English under
en-XA (the position's sector and ruler names aside: they are names), reads German under de, and
what the record says a side did is, in English, the text people type (``str(move)``)."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from last_stone import Take
from last_stone.panel import LastStonePanel

from dml_tutor.games import get
from dml_tutor.games.merc import Combat, PlayTactic, RevealBase
from dml_tutor.games.merc import EndTurn as MercEndTurn
from dml_tutor.games.merc.display.panel import MercPanel
from dml_tutor.games.terrus import moves as T
from dml_tutor.games.terrus.display.panel import TerrusPanel
from dml_tutor.i18n import Messages

#: A word of plain (unaccented) letters: English the pseudo-locale did not reach.
PLAIN = re.compile(r"\b[A-Za-z]{3,}\b")
#: English words no German sentence of these packs holds.
ENGLISH = re.compile(r"\b(the|The|and|Dictator|Rebels|ruler|wins|loses|turn)\b")


def _tries(pack: str, g: Any) -> list[Any]:
    """Moves a player might try now, most of them refused: every kind, by every side or ruler."""
    if pack == "last_stone":
        return [Take(s, n) for s in range(3) for n in range(5)]
    if pack == "merc":
        out: list[Any] = [PlayTactic(0), PlayTactic(1), MercEndTurn(0), MercEndTurn(1)]
        for sector in [*g.sectors, "Nowhere"]:
            out += [RevealBase(s, sector) for s in (0, 1)]
            out += [Combat(s, sector, *losses) for s in (0, 1) for losses in ((1, 0, 0), (9, 9, 0), (0, 0, 2))]
        return out
    out = [T.BeginTurn(len(g.rulers)), T.IntentionalDraw(0), T.Penalty(0), T.Loop(len(g.rulers), True)]
    for r in range(len(g.rulers) + 1):
        out += [T.Priority(r), T.Concede(r), T.DominionVote(r), T.Damage(0, ((r, 2),)), T.Damage(r, ((0, 1),))]
    return out


def _said(pack: str, seed: int) -> tuple[list[object], set[str]]:
    """Everything a whole random game says (as messages), and the position's names."""
    p = get(pack)
    g = p.sample(seed)
    panel: Any = {"merc": MercPanel, "terrus": TerrusPanel, "last_stone": LastStonePanel}[pack](p)
    if pack == "last_stone":
        names = {"Take"}  # a try that is no action is quoted as written
    elif pack == "merc":
        names = {*g.sectors, "Nowhere"}
    else:
        names = {n for r in g.rulers for n in (r.name, r.team) if n}
    panel.seats(g)
    rng = random.Random(seed)
    said: list[object] = []
    while (d := g.pending) is not None:
        said.append(d.said_prompt)
        for a in list(d.actions)[:40]:
            said += [panel.label(a), panel.group(a, d)]
        for a in _tries(pack, g):
            reason = g.reason(a)
            if reason is not None:
                said += [reason.text, reason.remedy]
        g.apply(d.actions[rng.randrange(len(d.actions))])
    for e in g.trace:
        # a plain frame (its label is its sequence's name) reads by the diagram's seq-<name> message
        said += [e.said, *(f.label for f in e.path if f.label != f.name)]
        if e.kind == "action":  # what the record says a side did is the text people type
            assert str(e.said).removesuffix(" (the only choice)") == str(e.action)
    return [s for s in said if s is not None], names


GAMES = [("merc", s) for s in range(6)] + [("terrus", s) for s in range(8)] + [("last_stone", s) for s in range(3)]


@pytest.mark.parametrize(("pack", "seed"), GAMES)
def test_a_whole_game_says_no_plain_english_under_the_pseudo_locale(pack: str, seed: int) -> None:
    said, names = _said(pack, seed)
    package = get(pack).package
    xa, de = Messages("en-XA", package), Messages("de", package)
    name = re.compile("|".join(re.escape(n) for n in sorted(names, key=len, reverse=True)))
    left = sorted({w for s in said for w in PLAIN.findall(name.sub("", xa.text(s)))})
    assert left == [], f"plain English under en-XA: {left}"
    german = [name.sub("", de.text(s)) for s in said if not isinstance(s, str)]
    assert german and not [t for t in german if ENGLISH.search(t)]
    assert any(re.search(r"\b(Diktator|Herrscher|Platz)\b", t) for t in german)
