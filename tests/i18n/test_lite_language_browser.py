"""The lite site's entry page in the reader's language, in Chromium: the browser's language
chooses it, ?lang= overrides it and stays in the address, the Language switch changes the words
and keeps the game; under en-XA the page's own words and the tutor's converted parts hold no
English; nothing in the page's bar overflows. Screenshots in de and en-XA, both themes, are kept
in tests/i18n/shots/."""

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
from browser import PageErrors, launch
from test_language_browser import CONVERTED, PLAIN, SHOTS, _words

pytestmark = [pytest.mark.browser, pytest.mark.slow]


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    pytest.importorskip("jupyterlite_core", reason="the [lite] extra is not installed")
    from dml_tutor import cli

    site = tmp_path_factory.mktemp("lite") / "site"
    assert cli.main(["lite", "--out", str(site)]) == 0
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


def test_the_browsers_language_the_address_and_the_switch(served: str) -> None:
    with launch() as (_, browser):
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


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("language", ["de", "en-XA"])
def test_the_entry_page_in_a_language(served: str, language: str, theme: str) -> None:
    SHOTS.mkdir(exist_ok=True)
    with launch() as (_, browser):
        page, seen = _open(browser, f"{served}?lang={language}", "en-US", theme)
        page.wait_for_timeout(500)
        page.screenshot(path=str(SHOTS / f"lite-{language}-{theme}.png"))
        bar = page.evaluate(
            """() => [...document.querySelectorAll(".dml-page-bar *")]
              .filter((e) => e.offsetParent && e.scrollWidth > e.clientWidth + 1 && e.tagName !== "SELECT")
              .map((e) => e.outerHTML.slice(0, 60))"""
        )
        assert bar == []
        if language == "en-XA":
            said = page.evaluate(
                """() => [...document.querySelectorAll("[data-say]")].map((e) => e.textContent)
                  .concat([...document.querySelectorAll("[data-say-title]")].map((e) => e.title))"""
            )
            english = [w for text in said + _words(page, CONVERTED) for w in PLAIN.findall(text)]
            assert english == [], " ".join(english)
        assert not seen.errors, seen.errors
        page.context.close()
