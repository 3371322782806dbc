"""Each pack's panel and diagrams in German and in the pseudo-locale, in Chromium (the front end on
its host model, no kernel): under en-XA no English word is left in the panel (its text, titles
and labels), in the diagrams beside it nor in the restart form's choices, and no word overflows
its box, at a desktop width and on a phone, in both themes. Screenshots are kept in
tests/i18n/shots/."""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

import pytest

from dml_tutor.games import get
from dml_tutor.tutor.session import TutorSession

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "apps"))
from browser import PageErrors, tutor_page

pytestmark = pytest.mark.browser
SHOTS = Path(__file__).resolve().parent / "shots"
#: A word of plain (unaccented) letters: English the pseudo-locale did not reach.
PLAIN = re.compile(r"\b[A-Za-z]{3,}\b")
#: Where the panel and its diagrams draw, the restart form's choices and the log filter.
PARTS = (".dml-panel-slot", ".dml-diagrams", ".dml-choices", ".dml-log-round", ".dml-log-seat")


def _session(pack: str, language: str) -> TutorSession:
    """A step that shows much of the pack's panel: DML's first Acquisition Attempt."""
    session = TutorSession(pack=pack, seed=7, language=language)
    session.run_to_decision()
    if pack == "dml":
        while session.view_model()["view"]["attempt"] is None:
            session.step()
    return session


def _page(pack: str, language: str, theme: str) -> str:
    return tutor_page(dict(_session(pack, language).view_model()), language, theme)


def _words(page: Any) -> list[str]:
    """The panel's and the diagrams' text, titles and labels (the shell's seat cards and their
    menus of who decides too); not a rule's id (``event.carnival``: an id, as the rulebook's
    sections are), a diagram's zoom button (the shell's heading's) nor a drawing's SVG titles
    (Graphviz's node ids)."""
    return page.evaluate(
        """(sels) => {
          const shell = ".dml-zoom, svg title, .dml-rid";
          const out = [];
          for (const el of document.querySelectorAll(sels.join(","))) {
            const copy = el.cloneNode(true);
            for (const e of copy.querySelectorAll(shell)) e.remove();
            for (const e of copy.querySelectorAll("option")) out.push(e.textContent);  // each on its own
            for (const e of copy.querySelectorAll("option")) e.remove();
            out.push(copy.textContent);
            for (const e of copy.querySelectorAll("*"))
              for (const a of ["title", "aria-label"]) if (e.getAttribute(a)) out.push(e.getAttribute(a));
          }
          return out;
        }""",
        list(PARTS),
    )


def _overflowing(page: Any) -> list[str]:
    return page.evaluate(
        """() => [...document.querySelectorAll(".dml-panel-slot *, .dml-controls")]
          .filter((e) => e.offsetParent && e.scrollWidth > e.clientWidth + 1)
          .filter((e) => !["auto", "scroll"].includes(getComputedStyle(e).overflowX))
          .map((e) => `${e.className || e.tagName}: ${e.innerText.slice(0, 40)}`)"""
    )


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("language", ["de", "en-XA"])
@pytest.mark.parametrize("pack", ["dml", "merc", "terrus", "last_stone"])
def test_a_panel_in_a_language_in_chromium(pack: str, language: str, theme: str, tmp_path: Path, browser: Any) -> None:
    html = tmp_path / "tutor.html"
    html.write_text(_page(pack, language, theme), encoding="utf-8")
    # names a position or a person gave (MERC's sectors, Terrus's rulers) are not words to translate
    game = _session(pack, language).game
    # and the pack's agents by their names (a seat's menu offers "random", "heuristic")
    names = {"merc": list(getattr(game, "sectors", ())), "terrus": [r.name for r in getattr(game, "rulers", ())]}
    agents = list(get(pack).agents)
    given = re.compile("|".join(rf"\b{re.escape(n)}\b" for n in [*names.get(pack, []), *agents]))
    SHOTS.mkdir(exist_ok=True)
    found: list[str] = []
    for name, size in (("desktop", {"width": 1280, "height": 900}), ("phone", {"width": 375, "height": 667})):
        page = browser.new_page(viewport=size, color_scheme=theme)
        errors = PageErrors().watch(page)
        page.goto(html.as_uri())
        page.wait_for_selector("body[data-ready='1'] .dml-panel-slot > *")
        assert not errors.errors, errors.errors
        found += [f"{name}: overflows: {box}" for box in _overflowing(page)]
        page.locator(".dml-panel-slot").scroll_into_view_if_needed()
        shot = SHOTS / f"panel-{pack}-{language}-{theme}-{name}.png"
        page.screenshot(path=str(shot), full_page=name == "desktop")
        words = _words(page)
        if language == "en-XA":
            found += [f"{name}: English: {w}" for text in words for w in PLAIN.findall(given.sub("", text))]
        page.close()
    assert found == []
