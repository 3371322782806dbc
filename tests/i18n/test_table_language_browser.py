"""One table, two languages, in Chromium: four phones (375x667, touch), two in German and two in
the pseudo-locale by their browsers' language, the teacher's page in the pseudo-locale and the
projector (1920x1080, an English browser) in the server's German (`dml-tutor table --language
de`); each shows the same game in its own words: the tutor's converted parts and the table page's
own words (the bar, the jump buttons, the locks while the teacher pauses, the teacher's buttons
and join links, Quiz the room and a seat's feedback, the teacher's form) hold no English under
en-XA, nothing in the controls or the bar overflows, no page is wider than its screen;
screenshots of every page in both themes go to tests/i18n/shots/."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("uvicorn")
httpx = pytest.importorskip("httpx")
pytest.importorskip("playwright.sync_api")

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "apps"))
from browser import PageErrors  # noqa: E402
from test_language_browser import CONVERTED, PLAIN, SHOTS, _words  # noqa: E402

from dml_tutor.table import serve  # noqa: E402

pytestmark = pytest.mark.browser


#: The table page's own parts (its words are the table's messages): the game's title and a seat's
#: name in the bar are the pack's words.
TABLE_PARTS = (".table-bar", ".table-links summary", ".table-join figcaption", ".table-predict")
#: Quiz the room's own words (its question quotes the pack's step and rule titles).
QUIZ_PARTS = (".table-quiz h2", ".table-quiz > p:not(.table-prompt)", ".table-quiz-mark", ".table-quiz-feedback b")


def _table_english(page: Any, pack_words: list[str]) -> list[str]:
    said = [*_words(page, TABLE_PARTS), page.title()]
    for name in sorted(pack_words, key=len, reverse=True):
        said = [text.replace(name, "") for text in said]
    return [w for text in said for w in PLAIN.findall(text)]


def _too_wide(page: Any) -> list[str]:
    return page.evaluate(
        """() => {
          const parts = ".dml-controls button, .dml-controls label, .table-bar *, .table-index *";
          const wide = [...document.querySelectorAll(parts)]
            .filter((e) => e.offsetParent && e.scrollWidth > e.clientWidth + 1)
            .filter((e) => getComputedStyle(e).overflowX !== "auto")
            .map((e) => `${e.className || e.tagName}: ${e.innerText.slice(0, 40)}`);
          const page = document.documentElement.scrollWidth;
          return page > innerWidth ? [...wide, `the page: ${page} px wide`] : wide;
        }"""
    )


def _phone_page(browser: Any, url: str, locale: str, theme: str, seen: PageErrors) -> Any:
    ctx = browser.new_context(
        viewport={"width": 375, "height": 667}, is_mobile=True, has_touch=True, locale=locale, color_scheme=theme
    )
    page = ctx.new_page()
    seen.watch(page)
    page.goto(url)
    return page


def _phone(browser: Any, url: str, locale: str, theme: str, seen: PageErrors) -> Any:
    page = _phone_page(browser, url, locale, theme, seen)
    page.wait_for_selector(".dml-tutor .dml-step-slot", timeout=30_000)
    return page


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_four_phones_in_two_languages_and_the_projector(theme: str, browser: Any) -> None:
    srv = serve(None, host="127.0.0.1", port=0, language="de")  # dml-tutor table --language de
    try:
        body = {"pack": "dml", "settings": {"players": 4, "seed": 7, "seats": ["person"] * 4}}
        t = httpx.post(srv.url + "/api/tables", json=body).json()
        seen = PageErrors()
        SHOTS.mkdir(exist_ok=True)
        locales = ["de-DE", "en-XA", "de-DE", "en-XA"]
        phones = [_phone(browser, srv.url + u, loc, theme, seen) for u, loc in zip(t["seats"], locales, strict=True)]
        projector = browser.new_context(viewport={"width": 1920, "height": 1080}, locale="en-US", color_scheme=theme)
        big = projector.new_page()
        seen.watch(big)
        big.goto(srv.url + t["projector"])
        big.wait_for_selector(".dml-tutor .dml-step-slot", timeout=30_000)
        teacher = browser.new_context(viewport={"width": 1920, "height": 1080}, locale="en-XA", color_scheme=theme)
        desk = teacher.new_page()
        seen.watch(desk)
        desk.goto(srv.url + t["teacher"])
        desk.wait_for_selector(".dml-tutor .dml-step-slot", timeout=30_000)
        table = httpx.get(srv.url + t["teacher"] + "/state").json()["table"]
        config = desk.evaluate("JSON.parse(document.getElementById('table-config').textContent)")
        game = [config["title"].split(":")[0], *(table.get("names") or table["seat_names"])]  # the pack's words
        desk.click("[data-table-op=pause]")  # every seat's controls lock, the reason said in its language
        desk.wait_for_selector("[data-table-op=resume]")
        for page in phones:
            page.wait_for_selector("body[data-paused=true]")
        desk.screenshot(path=str(SHOTS / f"table-teacher-en-XA-{theme}.png"), full_page=True)
        assert _table_english(desk, game) == []
        assert _too_wide(desk) == []
        # the teacher's projector link carries the teacher's language
        assert desk.locator(".table-join a").first.inner_text().endswith("?lang=en-XA")
        for i, (page, loc) in enumerate(zip(phones, locales, strict=True)):
            page.screenshot(path=str(SHOTS / f"table-seat{i}-{loc}-{theme}.png"), full_page=True)
            status = page.inner_text(".dml-status")
            if loc == "de-DE":
                assert "Schritt" in status, status
                assert "Von der Lehrkraft angehalten" in page.inner_text(".table-bar")
            else:
                english = [w for text in _words(page, CONVERTED) for w in PLAIN.findall(text)]
                assert english == [], " ".join(english)
                assert _table_english(page, game) == []
            assert _too_wide(page) == [], f"seat {i} ({loc})"
        big.screenshot(path=str(SHOTS / f"table-projector-de-{theme}.png"))
        assert "Schritt" in big.inner_text(".dml-status")
        assert _too_wide(big) == []
        assert big.evaluate("document.documentElement.lang") == "de"
        # Quiz the room: each phone reads the same question in its language, and its feedback
        desk.click("[data-table-op=resume]")
        desk.click("[data-table-op=quiz]")
        for page in phones:
            page.wait_for_selector(".table-quiz [data-answer]", timeout=60_000)
        phones[0].click(".table-quiz [data-answer='0']")
        phones[1].click(".table-quiz [data-answer='0']")
        phones[0].wait_for_selector(".table-quiz-feedback")
        phones[1].wait_for_selector(".table-quiz-feedback")
        phones[1].screenshot(path=str(SHOTS / f"table-quiz-en-XA-{theme}.png"), full_page=True)
        assert phones[0].inner_text(".table-quiz-feedback b") in ("Richtig.", "Nicht ganz.")
        assert "Wähle deine Antwort" in phones[2].inner_text(".table-quiz")
        for page in phones[1::2]:
            english = [w for text in _words(page, QUIZ_PARTS) for w in PLAIN.findall(text)]
            assert english == [], " ".join(english)
            assert _too_wide(page) == []
        assert phones[0].locator(".table-quiz [data-answer]").count() == 0  # answered once
        # the teacher's form, on a phone in the pseudo-locale
        form = _phone_page(browser, srv.url + "/", "en-XA", theme, seen)
        form.wait_for_selector(".table-seat-row")
        form.screenshot(path=str(SHOTS / f"table-form-en-XA-{theme}.png"), full_page=True)
        said = _words(form, (".table-index h1", ".table-index > p", "#new-table"))
        english = [w for text in said for w in PLAIN.findall(text)]
        agents = {a for p in httpx.get(srv.url + "/api/packs").json() for a in p["agents"]}  # they keep their names
        assert [w for w in english if w not in agents] == []
        assert _too_wide(form) == []
        assert not seen.errors, seen.errors
    finally:
        srv.stop()
