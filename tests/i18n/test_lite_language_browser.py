"""The lite site's entry page and Practice page in the reader's language, in Chromium: the
browser's language chooses it, ?lang= overrides it and stays in the address, the Language switch
changes the words and keeps the game (the question); under en-XA the pages' own words (their
loading messages too), the tutor's converted parts and the Practice widget's own words hold no
English; nothing in the pages' bars overflows, and the Practice page is no wider than a phone.
Screenshots in de and en-XA, both themes, are kept in tests/i18n/shots/."""

from __future__ import annotations

import functools
import http.server
import sys
import threading
import zipfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "apps"))
from browser import PageErrors
from test_language_browser import CONVERTED, PLAIN, SHOTS, _words
from test_practice_language_browser import OWN

pytestmark = [pytest.mark.browser, pytest.mark.slow]


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture(scope="module")
def served(lite_site: Path) -> Iterator[str]:
    site = lite_site  # built once a run (tests/conftest.py)
    # Babel (Fluent's plural rules) ships the shipped languages' locale data only, not all of CLDR
    (babel,) = (site / "static" / "pyodide").glob("babel-*.whl")
    with zipfile.ZipFile(babel) as z:
        data = {Path(n).stem for n in z.namelist() if n.startswith("babel/locale-data/") and n.endswith(".dat")}
    assert data == {"root", "en", "de"}, sorted(data)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(site)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=10)


def _open(browser: Any, url: str, locale: str, theme: str) -> tuple[Any, PageErrors]:
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale=locale, color_scheme=theme)
    page = context.new_page()
    seen = PageErrors().watch(page)
    page.goto(url)
    page.wait_for_selector(
        "body[data-ready='true'] .dml-decision, body[data-ready='true'] .dml-step-slot", timeout=180_000
    )
    return page, seen


def test_the_browsers_language_the_address_and_the_switch(served: str, browser: Any) -> None:
    page, seen = _open(browser, served, "de-DE", "light")  # no ?lang=: the browser's German
    assert page.inner_text("#deal") == "Austeilen" and page.inner_text(".dml-status").startswith("Schritt")
    game = page.input_value("#game")
    page.select_option("#language", "en")
    page.wait_for_function("document.querySelector('.dml-status').innerText.startsWith('Step')")
    assert "lang=en" in page.url and page.inner_text("#deal") == "Deal" and page.input_value("#game") == game
    assert not seen.errors, seen.errors
    page.context.close()
    page, seen = _open(browser, served + "?lang=de", "en-US", "light")  # the address over the browser
    assert page.inner_text(".dml-nav").startswith("◀ Zurück")
    page.context.close()


def _themed(page: Any, theme: str) -> None:
    """The system's colour scheme switched on the loaded page, as a reader's own switch does; the
    page follows it (its theme is the system's until the reader picks one with its button)."""
    page.emulate_media(color_scheme=theme)
    page.wait_for_function("(light) => document.body.dataset.jpThemeLight === light", arg=str(theme == "light").lower())


@pytest.mark.parametrize("language", ["de", "en-XA"])
def test_the_entry_page_in_a_language(served: str, language: str, browser: Any) -> None:
    """In both themes, on one load of the page (Python starts once)."""
    SHOTS.mkdir(exist_ok=True)
    page, seen = _open(browser, f"{served}?lang={language}", "en-US", "light")
    for theme in ("light", "dark"):
        _themed(page, theme)
        page.set_viewport_size({"width": 1280, "height": 900})
        page.locator(".dml-seq svg").first.wait_for()  # the diagram drawn before the picture
        page.screenshot(path=str(SHOTS / f"lite-{language}-{theme}.png"))
        for size in ({"width": 1280, "height": 900}, {"width": 375, "height": 667}, {"width": 1920, "height": 1080}):
            page.set_viewport_size(size)
            if size["width"] == 375:
                page.screenshot(path=str(SHOTS / f"lite-{language}-{theme}-phone.png"), full_page=True)
            bar = page.evaluate(
                """() => [...document.querySelectorAll(".dml-page-bar *")]
                  .filter((e) => e.offsetParent && e.scrollWidth > e.clientWidth + 1 && e.tagName !== "SELECT")
                  .map((e) => e.outerHTML.slice(0, 60))
                  .concat([...document.querySelectorAll("body *:not(.dml-tutor, .dml-tutor *)")]
                    .filter((e) => e.offsetParent && e.getBoundingClientRect().right > innerWidth + 1)
                    .map((e) => `beyond the screen: ${e.className || e.tagName}`)
                    .slice(0, 5))"""
            )
            assert bar == [], (theme, size)  # the page's own parts (the tutor's own are test_language_browser's)
        if language == "en-XA":
            said = page.evaluate(
                """() => [...document.querySelectorAll("[data-say]")].map((e) => e.textContent)
                  .concat([...document.querySelectorAll("[data-say-title]")].map((e) => e.title))"""
            )
            english = [w for text in said + _words(page, CONVERTED) for w in PLAIN.findall(text)]
            assert english == [], f"{theme}: {' '.join(english)}"
    assert not seen.errors, seen.errors
    page.context.close()


def _said(page: Any) -> list[str]:
    """The words of every element the page marks as a message (data-say, its title and label)."""
    return list(
        page.evaluate(
            """() => [...document.querySelectorAll("[data-say]")].map((e) => e.textContent)
              .concat([...document.querySelectorAll("[data-say-title]")].map((e) => e.title))
              .concat([...document.querySelectorAll("[data-say-label]")].map((e) => e.getAttribute("aria-label")))"""
        )
    )


def test_the_loading_message_in_the_pages_language(served: str, browser: Any) -> None:
    context = browser.new_context(locale="de-DE")
    page = context.new_page()
    page.goto(served, wait_until="domcontentloaded")
    said = page.locator("#progress").inner_text()  # while Python starts
    assert said in (
        "Python startet in deinem Browser …",
        "Die Regeln werden geladen …",
        "Das Spiel wird ausgeteilt …",
        "",
    )
    page.wait_for_selector("body[data-ready='true']", timeout=180_000)
    assert "practice.html?lang=de" in page.get_attribute(".dml-page-practice", "href")
    context.close()


def _practice_themed(page: Any, theme: str) -> None:
    """The system's colour scheme, and the page's theme by its own switch (the page reads the
    system's scheme once, as it loads)."""
    page.emulate_media(color_scheme=theme)
    if page.get_attribute("#theme", "aria-pressed") != str(theme == "dark").lower():
        page.click("#theme")
    page.wait_for_function("(light) => document.body.dataset.jpThemeLight === light", arg=str(theme == "light").lower())


@pytest.mark.parametrize("language", ["de", "en-XA"])
def test_the_practice_page_in_a_language(served: str, language: str, browser: Any) -> None:
    """In both themes, on one load of the page (Python starts once)."""
    SHOTS.mkdir(exist_ok=True)
    context = browser.new_context(viewport={"width": 375, "height": 667}, locale="en-US", color_scheme="light")
    page = context.new_page()
    seen = PageErrors().watch(page)
    page.goto(f"{served}practice.html?lang={language}")
    try:
        page.wait_for_selector("body[data-ready='true'] .dml-pq-option", timeout=240_000)
    except Exception:
        said = page.evaluate("[progress.textContent, refused.textContent, failed.textContent]")
        pytest.fail(f"the Practice page did not start: {said} {seen.console[-5:]} {seen.errors}")
    page.locator(".dml-pq-option").first.click()
    page.wait_for_selector(".dml-pf-head")
    for theme in ("light", "dark"):
        _practice_themed(page, theme)
        for name, size in (("phone", {"width": 375, "height": 667}), ("wide", {"width": 1920, "height": 1080})):
            page.set_viewport_size(size)
            page.screenshot(path=str(SHOTS / f"lite-practice-{language}-{theme}-{name}.png"), full_page=True)
            wide = page.evaluate(
                """() => [...document.querySelectorAll(".dml-page-bar *")]
                  .filter((e) => e.offsetParent && e.scrollWidth > e.clientWidth + 1 && e.tagName !== "SELECT")
                  .map((e) => e.outerHTML.slice(0, 60))
                  .concat(document.documentElement.scrollWidth > innerWidth ? ["wider than the screen"] : [])"""
            )
            assert wide == [], (theme, name)
        if language == "en-XA":
            said = _said(page) + _words(page, OWN)
            english = [w for text in said for w in PLAIN.findall(text.replace("UTC", ""))]
            assert english == [], f"{theme}: {' '.join(english)}"
        else:
            assert page.inner_text("#start") == "Los" and page.inner_text(".dml-pf-next").startswith("Nächste Frage")
    if language == "de":
        chosen = page.inner_text(".dml-pq-option.wrong, .dml-pq-option.right")[:2]  # its key: "1", "2"...
        page.select_option("#language", "en")  # the switch: the same question, answered, in English
        page.wait_for_function("document.querySelector('.dml-pf-next').innerText.startsWith('Next question')")
        for theme in ("dark", "light"):  # switched in either theme
            _practice_themed(page, theme)
            assert "lang=en" in page.url and page.inner_text("#start") == "Start"
            assert page.inner_text(".dml-pq-option.wrong, .dml-pq-option.right")[:2] == chosen
    assert not seen.errors, seen.errors
    context.close()
