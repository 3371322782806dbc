"""One table, two languages, in Chromium: four phones (375x667, touch), two in German and two in
the pseudo-locale by their browsers' language, and the projector in German; each shows the same
game in its own words (the tutor's converted parts hold no English under en-XA; the seat page's
own bar and the pack's panel are not messages yet), nothing in the controls overflows on a phone;
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
from browser import PageErrors, launch  # noqa: E402
from test_language_browser import CONVERTED, PLAIN, SHOTS, _words  # noqa: E402

from dml_tutor.table import serve  # noqa: E402

pytestmark = pytest.mark.browser


def _phone(browser: Any, url: str, locale: str, theme: str, seen: PageErrors) -> Any:
    ctx = browser.new_context(
        viewport={"width": 375, "height": 667}, is_mobile=True, has_touch=True, locale=locale, color_scheme=theme
    )
    page = ctx.new_page()
    seen.watch(page)
    page.goto(url)
    page.wait_for_selector(".dml-tutor .dml-step-slot", timeout=30_000)
    return page


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_four_phones_in_two_languages_and_the_projector(theme: str) -> None:
    srv = serve(None, host="127.0.0.1", port=0)
    try:
        body = {"pack": "dml", "settings": {"players": 4, "seed": 7, "seats": ["person"] * 4}}
        t = httpx.post(srv.url + "/api/tables", json=body).json()
        seen = PageErrors()
        SHOTS.mkdir(exist_ok=True)
        with launch() as (_, browser):
            locales = ["de-DE", "en-XA", "de-DE", "en-XA"]
            phones = [
                _phone(browser, srv.url + u, loc, theme, seen) for u, loc in zip(t["seats"], locales, strict=True)
            ]
            projector = browser.new_context(
                viewport={"width": 1920, "height": 1080}, locale="de-DE", color_scheme=theme
            )
            big = projector.new_page()
            seen.watch(big)
            big.goto(srv.url + t["projector"])
            big.wait_for_selector(".dml-tutor .dml-step-slot", timeout=30_000)
            for i, (page, loc) in enumerate(zip(phones, locales, strict=True)):
                page.screenshot(path=str(SHOTS / f"table-seat{i}-{loc}-{theme}.png"), full_page=True)
                status = page.inner_text(".dml-status")
                if loc == "de-DE":
                    assert "Schritt" in status, status
                else:
                    english = [w for text in _words(page, CONVERTED) for w in PLAIN.findall(text)]
                    assert english == [], " ".join(english)
                wide = page.evaluate(
                    """() => [...document.querySelectorAll(".dml-controls button, .dml-controls label")]
                      .filter((e) => e.offsetParent && e.scrollWidth > e.clientWidth + 1).map((e) => e.innerText)"""
                )
                assert wide == [], f"seat {i} ({loc}): {wide}"
            big.screenshot(path=str(SHOTS / f"table-projector-de-{theme}.png"))
            assert "Schritt" in big.inner_text(".dml-status")
            assert not seen.errors, seen.errors
    finally:
        srv.stop()
