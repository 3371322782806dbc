"""A pack in its own distribution at the workshop table, in Chromium: examples/last_stone,
installed from its own folder (``pip install -e ./examples/last_stone``), brings its table view
(the panel its descriptor names, its script and styles read from its own package) to every
seat's device with no change to dml_tutor. Its JupyterLab twin is in test_browser.py.
Screenshots go to the test's tmp folder."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("uvicorn")
httpx = pytest.importorskip("httpx")
pytest.importorskip("playwright.sync_api")

from browser import PageErrors, launch  # noqa: E402

from dml_tutor import games  # noqa: E402
from dml_tutor.table import TableServer, serve  # noqa: E402

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def server() -> Iterator[TableServer]:
    srv = serve(None, host="127.0.0.1", port=0)
    try:
        yield srv
    finally:
        srv.stop()


def test_a_pack_in_its_own_distribution_draws_its_own_panel_at_the_table(server: TableServer, tmp_path: Path) -> None:
    assert "last_stone" in games.PACKS, "the example pack is not installed: pip install -e ./examples/last_stone"
    assert not games.get("last_stone").package.startswith("dml_tutor")
    body = {"pack": "last_stone", "settings": {"seed": 3, "seats": ["person", "person"]}}
    t = httpx.post(server.url + "/api/tables", json=body).json()
    seen = PageErrors()
    with launch() as (_, browser):
        pages = []
        for url, width in ((t["seats"][0], 400), (t["seats"][1], 400), (t["projector"], 1100)):
            page = browser.new_context(viewport={"width": width, "height": 800}).new_page()
            seen.watch(page)
            page.goto(server.url + url)
            page.wait_for_selector(".dml-tutor .last-stone-table .last-stone-pile", timeout=30_000)
            pages.append(page)
        first, second, projector = pages
        stones = httpx.get(server.url + t["seats"][0] + "/state").json()["view"]["pile"]["stones"]
        for page in pages:  # every device draws the pile the game holds, with its own script and styles
            page.wait_for_function(
                "n => document.querySelectorAll('.dml-tutor .last-stone-stone').length === n", arg=stones
            )
            assert page.locator(".last-stone-stone").first.evaluate("e => getComputedStyle(e).borderRadius") == "50%"
        first.wait_for_function("document.body.dataset.yourMove === 'true'", timeout=15_000)
        first.screenshot(path=str(tmp_path / "last-stone-seat0.png"))
        first.locator(".dml-decision.live button.dml-opt", has_text="take 3").dispatch_event("click")
        for page in pages:  # the move reaches every device: the pile is three stones smaller
            page.wait_for_function(
                "n => document.querySelectorAll('.dml-tutor .last-stone-stone').length === n",
                arg=stones - 3,
                timeout=15_000,
            )
        second.wait_for_function("document.body.dataset.yourMove === 'true'", timeout=15_000)
        second.screenshot(path=str(tmp_path / "last-stone-seat1.png"))
        projector.screenshot(path=str(tmp_path / "last-stone-projector.png"))
        for page in pages:
            page.context.close()
    assert seen.errors == []
