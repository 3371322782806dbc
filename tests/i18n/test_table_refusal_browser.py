"""A refused tap on a German phone, in Chromium (375x667, touch, both themes): the phone's network
lags, so it still offers its move after the teacher paused the table; its tap is refused, and the
bar says why in German, the table server's own sentence. Screenshots go to tests/i18n/shots/."""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("uvicorn")
httpx = pytest.importorskip("httpx")
pytest.importorskip("playwright.sync_api")

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "apps"))
from browser import PageErrors  # noqa: E402
from test_language_browser import SHOTS  # noqa: E402

from dml_tutor.table import serve  # noqa: E402

pytestmark = pytest.mark.browser

PAUSED = "Die Lehrkraft hat den Tisch angehalten: Warte, bis er weiterläuft."


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_a_refused_tap_on_a_german_phone_says_why_in_german(theme: str, browser: Any) -> None:
    srv = serve(None, host="127.0.0.1", port=0)
    try:
        body = {"pack": "dml", "settings": {"players": 4, "seed": 7, "seats": ["person"] * 4}}
        t = httpx.post(srv.url + "/api/tables", json=body).json()
        seat = next(i for i, u in enumerate(t["seats"]) if httpx.get(srv.url + u + "/state").json()["decision"])
        seen = PageErrors()
        SHOTS.mkdir(exist_ok=True)
        phone = {"viewport": {"width": 375, "height": 667}, "is_mobile": True, "has_touch": True}
        ctx = browser.new_context(**phone, locale="de-DE", color_scheme=theme)
        page = ctx.new_page()
        seen.watch(page)
        lag: dict[str, Any] = {"on": False, "held": []}

        def slow_network(ws: Any) -> None:
            """While ``lag`` is on, the table's frames wait: the phone shows what it had, until
            the table's answer to its tap has come."""
            server = ws.connect_to_server()

            def from_table(message: str | bytes) -> None:
                if not lag["on"]:
                    ws.send(message)
                    return
                lag["held"].append(message)
                if '"error":"Die' in str(message):  # the answer to the tap: the network catches up
                    lag["on"] = False
                    for m in lag["held"]:
                        ws.send(m)

            server.on_message(from_table)

        page.route_web_socket(re.compile(r"/ws(\?|$)"), slow_network)
        page.goto(srv.url + t["seats"][seat])
        move = page.locator(".dml-decision.live button.dml-opt:not(.illegal)").first
        move.wait_for(timeout=30_000)
        lag["on"] = True
        assert httpx.post(srv.url + t["teacher"] + "/op", json={"op": "pause", "args": []}).status_code == 200
        move.tap()
        page.wait_for_function("(t) => document.querySelector('.table-bar').innerText.includes(t)", arg=PAUSED)
        page.wait_for_selector("body[data-paused=true]")
        page.screenshot(path=str(SHOTS / f"table-refused-de-{theme}.png"))
        bar = page.inner_text(".table-bar")
        assert PAUSED in bar and "paused" not in bar, bar
        assert not seen.errors, seen.errors
    finally:
        srv.stop()
