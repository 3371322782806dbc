"""The workshop table in Chromium: five browser contexts (four seats and the projector) play a
DML game (Market Mayhem, two persons and two bots) to its end through the tutor's own front
end over websockets, then a MERC and a Terrus table; one server on 127.0.0.1 for all three.
Screenshots go to the test's tmp folder (or ``DML_TABLE_SHOTS``)."""

from __future__ import annotations

import os
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("uvicorn")
httpx = pytest.importorskip("httpx")
pytest.importorskip("playwright.sync_api")

from browser import PageErrors, launch  # noqa: E402

from dml_tutor.table import TableServer, serve  # noqa: E402

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def server() -> Iterator[TableServer]:
    srv = serve(None, host="127.0.0.1", port=0)
    try:
        yield srv
    finally:
        srv.stop()


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with launch() as (_, b):
        yield b


@pytest.fixture
def shots(tmp_path: Path) -> Path:
    folder = Path(os.environ.get("DML_TABLE_SHOTS") or tmp_path / "screenshots")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def _open(browser: Any, url: str, seen: PageErrors, width: int = 1100) -> Any:
    ctx = browser.new_context(viewport={"width": width, "height": 900})
    page = ctx.new_page()
    seen.watch(page)
    page.goto(url)
    page.wait_for_selector(".dml-tutor .dml-step-slot", timeout=30_000)
    return page


def _decisions(teacher_url: str) -> int:
    """The decisions the table has taken (only the teacher's state counts them)."""
    return int(httpx.get(teacher_url + "/state").json()["table"]["decisions"])


def _click_a_move(page: Any, rng: random.Random, teacher_url: str) -> None:
    """Click one of the live decision's legal buttons (collapsed groups too), and wait until the
    table has taken it."""
    before = _decisions(teacher_url)
    buttons = page.locator(".dml-decision.live button.dml-opt:not(.illegal)")
    n = buttons.count()
    assert n > 0, page.inner_text(".dml-tutor")[:400]
    buttons.nth(rng.randrange(n)).dispatch_event("click")
    for _ in range(300):
        if _decisions(teacher_url) > before:
            return
        page.wait_for_timeout(50)
    raise AssertionError("the table did not take the move")


def test_five_devices_play_a_dml_game_to_its_end(server: TableServer, browser: Any, shots: Path) -> None:
    body = {
        "pack": "dml",
        "settings": {
            "players": 4,
            "seed": 4,
            "mode": "quickstart",
            "seats": ["person", "person", "heuristic", "heuristic"],
        },
    }
    t = httpx.post(server.url + "/api/tables", json=body).json()
    seen = PageErrors()
    seats = [_open(browser, server.url + u, seen, width=900) for u in t["seats"]]
    projector = _open(browser, server.url + t["projector"], seen)
    rng = random.Random(2)
    clicks = 0
    for _ in range(400):
        if projector.evaluate("document.body.dataset.over") == "true":
            break
        mover = None
        for _ in range(100):  # the page whose seat must decide now says so
            mover = next((p for p in seats if p.evaluate("document.body.dataset.yourMove") == "true"), None)
            if mover is not None or projector.evaluate("document.body.dataset.over") == "true":
                break
            seats[0].wait_for_timeout(50)
        if mover is None:
            break
        assert seats.index(mover) in (0, 1)  # the bots' seats are never asked
        if clicks == 3:
            mover.screenshot(path=str(shots / "table-dml-seat.png"))
        _click_a_move(mover, rng, server.url + t["teacher"])
        clicks += 1
    projector.wait_for_function("() => document.body.dataset.over === 'true'", timeout=15_000)
    final = httpx.get(server.url + t["projector"] + "/state").json()
    assert final["over"] is True and final["result"] is not None
    assert clicks >= 10
    for page in [*seats, projector]:  # every device shows the end and the same result
        page.wait_for_function("() => document.body.dataset.over === 'true'", timeout=15_000)
        assert final["result"]["text"] in page.inner_text(".table-status")
    projector.screenshot(path=str(shots / "table-dml-projector.png"))
    seats[1].screenshot(path=str(shots / "table-dml-seat1-end.png"))
    # Predict for the room, after the game: the teacher goes back to the start and asks
    teacher = _open(browser, server.url + t["teacher"], seen)
    httpx.post(server.url + t["teacher"] + "/op", json={"op": "goto", "args": [0]})
    teacher.locator("[data-table-op=predict]").click()
    for page in seats[:2]:
        page.wait_for_selector(".table-predict:not([hidden]) .table-prompt", timeout=10_000)
        guess = page.locator(".table-predict [data-guess]")
        if guess.count():
            guess.first.click()
        else:
            page.fill(".table-predict .table-guess", "7")
            page.locator(".table-predict [data-guess-input]").click()
        page.wait_for_selector(".table-predict b", timeout=10_000)  # "Your guess: ..."
    teacher.wait_for_selector("[data-table-op=reveal]:has-text('2 committed')", timeout=10_000)
    teacher.locator("[data-table-op=reveal]").click()
    projector.wait_for_selector(".table-predict .table-tally", timeout=10_000)
    room = httpx.get(server.url + t["projector"] + "/state").json()["room_predict"]
    assert room["reveal"]["of"] == 2
    assert str(room["reveal"]["answer"]) in projector.inner_text(".table-predict")
    projector.screenshot(path=str(shots / "table-dml-predict-reveal.png"))
    assert seen.errors == []
    for page in [*seats, projector, teacher]:
        page.context.close()


def test_merc_and_terrus_tables_and_the_teacher(server: TableServer, browser: Any, shots: Path) -> None:
    seen = PageErrors()
    rng = random.Random(3)
    merc = httpx.post(server.url + "/api/tables", json={"pack": "merc", "settings": {"seed": 4}}).json()
    # the Terrus table is made with the teacher's form at "/"; it opens the teacher's page
    ctx = browser.new_context(viewport={"width": 1000, "height": 900})
    form = ctx.new_page()
    seen.watch(form)
    form.goto(server.url + "/")
    form.select_option("#pack", "terrus")
    form.fill("#seed", "5")  # the form's fields, no JSON
    form.locator("#new-table button[type=submit]").click()
    form.wait_for_selector(".table-join a", timeout=30_000)
    links = [a.inner_text() for a in form.locator(".table-join a").all()]
    ids = {link.split("/t/", 1)[1].split("/", 1)[0] for link in links}
    assert len(ids) == 1
    terrus = {
        "teacher": form.url.removeprefix(server.url),
        "projector": links[0].removeprefix(server.url),
        "seats": [u.removeprefix(server.url) for u in links[1:]],
    }
    assert httpx.get(server.url + terrus["seats"][0] + "/state").json()["pack"] == "terrus"
    ctx.close()
    for name, t in (("merc", merc), ("terrus", terrus)):
        pages = [_open(browser, server.url + u, seen, width=1000 if name == "terrus" else 400) for u in t["seats"]]
        for _ in range(4):
            mover = next((p for p in pages if p.evaluate("document.body.dataset.yourMove") == "true"), None)
            if mover is None:
                break
            _click_a_move(mover, rng, server.url + t["teacher"])
        assert _decisions(server.url + t["teacher"]) >= 1
        pages[0].screenshot(path=str(shots / f"table-{name}-seat0.png"))
        for p in pages:
            p.context.close()
    teacher = _open(browser, server.url + merc["teacher"], seen)
    assert teacher.locator(".table-join svg").count() == 3  # the projector and both sides
    teacher.locator("[data-table-op=pause]").click()
    teacher.wait_for_function("() => document.body.dataset.paused === 'true'", timeout=10_000)
    assert httpx.get(server.url + merc["projector"] + "/state").json()["table"]["paused"] is True
    teacher.locator('[data-op="back"]').click()
    teacher.wait_for_timeout(300)
    teacher.screenshot(path=str(shots / "table-merc-teacher.png"))
    teacher.locator("[data-table-op=resume]").click()
    teacher.wait_for_function("() => document.body.dataset.paused === 'false'", timeout=10_000)
    teacher.context.close()
    assert seen.errors == []
