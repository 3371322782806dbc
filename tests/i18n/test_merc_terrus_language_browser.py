"""MERC's and Terrus's own sentences in the tutor, in Chromium (the front end on its host model,
no kernel): the step's narration, the breadcrumb, the decision's heading with its prompt, the
option buttons and their groups, and the log hold no plain English under en-XA (the position's
sector and ruler names aside) and read German under de, in both themes. Screenshots are kept in
tests/i18n/shots/."""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

import pytest

from dml_tutor.tutor.session import TutorSession

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "apps"))
from browser import TUTOR_WORDS, words_on_tutor_page

pytestmark = pytest.mark.browser
SHOTS = Path(__file__).resolve().parent / "shots"
#: A word of plain (unaccented) letters: English the pseudo-locale did not reach.
PLAIN = re.compile(r"\b[A-Za-z]{3,}\b")


def _session(pack: str, language: str) -> tuple[TutorSession, set[str]]:
    """A few moves into a game, at a decision, and the position's names (not words)."""
    session = TutorSession(pack=pack, seed=3, language=language, seats="person")
    session.run_to_decision()
    g: Any = session.game
    for _ in range(3):  # some moves that do not end the game, so the log holds a side's move and its steps
        move = next(a for a in g.legal_actions() if not _ends(g, a))
        session.choose(move)
        session.run_to_decision()
    names = set(g.sectors) if pack == "merc" else {n for r in g.rulers for n in (r.name, r.team) if n}
    return session, names


def _ends(game: Any, move: Any) -> bool:
    after = game.fork()
    after.apply(move)
    return bool(after.is_over)


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("language", ["de", "en-XA"])
@pytest.mark.parametrize("pack", ["merc", "terrus"])
def test_merc_and_terrus_speak_the_readers_language_in_chromium(
    pack: str, language: str, theme: str, tmp_path: Path, browser: Any
) -> None:
    session, names = _session(pack, language)
    shot = SHOTS / f"{pack}-words-{language}-{theme}.png"
    found = words_on_tutor_page(browser, dict(session.view_model()), language, theme, tmp_path, shot, TUTOR_WORDS)
    assert all(found.values()), found  # each part is on the page
    name = re.compile("|".join(re.escape(n) for n in sorted(names, key=len, reverse=True)))
    found = {sel: name.sub("", text) for sel, text in found.items()}
    if language == "en-XA":
        english = {sel: PLAIN.findall(text) for sel, text in found.items() if PLAIN.findall(text)}
        assert english == {}, f"English left in {pack}'s words: {english}"
    else:
        german = {"merc": r"\b(Diktator|Rebellen)\b", "terrus": r"\b(Herrscher|Zug|Schaden|geschieht)\b"}[pack]
        for sel in (".dml-narration", ".dml-log-text"):
            assert re.search(german, found[sel]), found[sel]
            assert not re.search(r"\b(the|The|Dictator|Rebels|ruler|turn)\b", found[sel]), found[sel]
