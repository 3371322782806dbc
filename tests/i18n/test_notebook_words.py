"""DML's static picture of a game in a notebook (``game_html``, what ``Game._repr_html_`` shows) in
the reader's language: its header, the Event, the Stocks, the piles, the seats' table, the cards'
tooltips and the sequence diagram read German under de and hold no plain English under en-XA;
English stays the default, and what it always was."""

from __future__ import annotations

import html
import re
from typing import Any

import pytest

from dml_tutor.games import dml
from dml_tutor.games.dml.display.drawings import game_html

#: A word of plain (unaccented) letters: English the pseudo-locale did not reach.
PLAIN = re.compile(r"\b[A-Za-z]{3,}\b")


def _games() -> list[Any]:
    """A game at its start, one in the middle of a Round, and one over, of either mode."""
    out = []
    for seed, mode, moves in ((3, "full", 0), (5, "full", 40), (6, "quickstart", None)):
        g = dml.Game(players=3 + seed % 2, seed=seed, mode=mode)
        agents = dml.PACK.random_agents(g, seed)
        while not g.is_over and (moves is None or len(g.decisions) < moves):
            d = g.pending
            g.apply(agents[d.seat].choose(g, d))
        out.append(g)
    return out


def _read(page: str) -> list[str]:
    """What a reader sees: the text between the tags and each tooltip (title), the diagram's too
    but for Graphviz's node ids (its SVG's ``<title>`` and comments, "round"), which are no words."""
    titles = re.findall(r'title="([^"]*)"', page)
    page = re.sub(r"<title>.*?</title>|<!--.*?-->|<style.*?</style>", " ", page, flags=re.S)
    shown = re.sub(r"<[^>]+>", " ", page)
    return [html.unescape(t) for t in [*titles, shown]]


def test_english_is_the_default_and_reads_as_it_did() -> None:
    for g in _games():
        page = game_html(g)
        assert page == game_html(g, "en") == g._repr_html_()
        assert f"players, seed {g.seed} &middot; Round " in page and "<b>Event</b> " in page
        assert "<b>Dragon's Hoard</b> " in page and "<th " in page and ">Treasury</th>" in page
    over = _games()[-1]
    assert over.is_over and "game over: " in game_html(over)


@pytest.mark.parametrize("language", ["de", "en-XA"])
def test_the_notebook_picture_reads_in_the_language(language: str) -> None:
    for g in _games():
        page = game_html(g, language)
        words = [w for text in _read(page) for w in PLAIN.findall(text)]
        if language == "en-XA":
            assert words == [], f"English left in the notebook picture: {sorted(set(words))}"
        else:
            english = {"Round", "seat", "players", "Event", "Market", "cards", "Treasury", "Court", "over", "the"}
            assert english.isdisjoint(words), sorted(english & set(words))
            assert "<b>Drachenhort</b>" in page and ">Schatzkammer</th>" in page and "Runde " in page


def test_a_language_not_shipped_is_refused() -> None:
    with pytest.raises(ValueError, match="language: 'xx'"):
        game_html(dml.Game(seed=1), "xx")
