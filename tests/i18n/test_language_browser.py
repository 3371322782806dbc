"""The tutor in German and in the pseudo-locale, in Chromium (the front end on its host model,
no kernel): the shell's own words come from the messages (no English left in the controls, the
keys help and the headings under en-XA), nothing overflows its box in the longer words, at a
desktop width and on a phone, in both themes. Screenshots are kept in tests/i18n/shots/."""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

import pytest

from dml_tutor.tutor.session import TutorSession

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "apps"))
from browser import TUTOR_WORDS, PageErrors, tutor_page, words_on_tutor_page

pytestmark = pytest.mark.browser
SHOTS = Path(__file__).resolve().parent / "shots"

#: The shell's parts whose every word is a message, their tooltips too (the step's narration, the
#: options and the log are DML's words: the test below).
CONVERTED = (
    ".dml-crumbs",
    ".dml-nav",
    ".dml-slider",
    ".dml-settings > label",
    ".dml-restart > label",
    ".dml-restart > button",
    ".dml-keys",
    ".dml-right > .dml-diagram > h2",
    ".dml-log > h2",
    ".dml-why",
    ".dml-status",
    ".dml-hint",
)
#: A word of plain (unaccented) letters: English the pseudo-locale did not reach.
PLAIN = re.compile(r"\b[A-Za-z]{3,}\b")


def _page(language: str, theme: str) -> str:
    session = TutorSession(pack="dml", seed=7, language=language)
    session.run_to_decision()
    return tutor_page(dict(session.view_model()), language, theme)


def _words(page: Any, selectors: tuple[str, ...]) -> list[str]:
    return page.evaluate(
        """(sels) => {
          const out = [];
          // an agent keeps its name ("heuristic") in the menu of who decides; the Why not box's example
          // is an action as a player types it
          const packs = (e) => (e.tagName === "OPTION" && e.parentElement.classList.contains("dml-seat-mode")
            && e.value !== "person") || e.classList.contains("dml-why-input");
          for (const el of document.querySelectorAll(sels.join(","))) {
            el.hidden = false;  // the keys help is hidden until asked for: its words count too
            const copy = el.cloneNode(true);
            for (const e of copy.querySelectorAll("option, .dml-why-input")) if (packs(e)) e.remove();
            out.push(copy.textContent);
            for (const e of [el, ...el.querySelectorAll("*")]) {
              if (packs(e)) continue;
              for (const a of ["title", "aria-label", "placeholder"])
                if (e.getAttribute(a)) out.push(e.getAttribute(a));
            }
          }
          return out;
        }""",
        list(selectors),
    )


def _overflowing(page: Any) -> list[str]:
    return page.evaluate(
        """() => [...document.querySelectorAll(".dml-controls *, .dml-box h2, .dml-decision-head")]
          .filter((e) => e.offsetParent && e.scrollWidth > e.clientWidth + 1)
          .filter((e) => getComputedStyle(e).overflowX !== "auto")
          .map((e) => `${e.className || e.tagName}: ${e.innerText.slice(0, 40)}`)"""
    )


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("language", ["de", "en-XA"])
def test_the_tutor_in_a_language_in_chromium(language: str, theme: str, tmp_path: Path, browser: Any) -> None:
    html = tmp_path / "tutor.html"
    html.write_text(_page(language, theme), encoding="utf-8")
    SHOTS.mkdir(exist_ok=True)
    for name, size in (("desktop", {"width": 1280, "height": 900}), ("phone", {"width": 375, "height": 667})):
        page = browser.new_page(viewport=size, color_scheme=theme)
        errors = PageErrors().watch(page)
        page.goto(html.as_uri())
        page.wait_for_selector("body[data-ready='1'] .dml-decision")
        assert not errors.errors, errors.errors
        assert _overflowing(page) == [], f"{language} {theme} {name}"
        page.screenshot(path=str(SHOTS / f"tutor-{language}-{theme}-{name}.png"), full_page=name == "desktop")
        if language == "en-XA":
            english = [w for text in _words(page, CONVERTED) for w in PLAIN.findall(text)]
            assert english == [], f"English left in the converted parts: {' '.join(english)}"
        else:
            assert page.inner_text(".dml-nav").count("Schritt") >= 1
        page.close()


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("language", ["de", "en-XA"])
def test_dml_speaks_the_readers_language_in_chromium(language: str, theme: str, tmp_path: Path, browser: Any) -> None:
    # a few steps into the game, at a decision: setup, dice and the Round's Event in the log
    session = TutorSession(pack="dml", seed=7, language=language)
    session.run_to_decision()
    shot = SHOTS / f"dml-words-{language}-{theme}.png"
    found = words_on_tutor_page(browser, dict(session.view_model()), language, theme, tmp_path, shot, TUTOR_WORDS)
    assert all(found.values()), found  # each part is on the page
    if language == "en-XA":
        english = {sel: PLAIN.findall(text) for sel, text in found.items() if PLAIN.findall(text)}
        assert english == {}, f"English left in DML's words: {english}"
    else:
        for sel in (".dml-narration", ".dml-log-text", ".dml-decision-head"):
            assert "Platz" in found[sel] and not re.search(r"\b(Seat|seat|the|The)\b", found[sel]), found[sel]
