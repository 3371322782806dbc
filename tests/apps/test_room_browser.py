"""The workshop table as a room meets it, in Chromium: a seat's page on a phone (375x667,
touch; and 320 px wide) and the projector at 1920x1080, in the light and the dark scheme. Every
control of a seat is at least 44x44 px (WCAG 2.5.5), nothing runs over the side, no box scrolls
inside the page, the decision comes before the seat's own cards and the rule text; a paused seat
and a seat whose connection is down have their controls off with the reason said, and the two
look different from "Your move"; axe-core finds nothing moderate or worse on the seat's, the
teacher's and the projector's pages. Screenshots go to the test's tmp folder (or ``DML_TABLE_SHOTS``)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("uvicorn")
httpx = pytest.importorskip("httpx")
pytest.importorskip("playwright.sync_api")

from axe import axe_violations  # noqa: E402
from browser import PageErrors, launch  # noqa: E402

from dml_tutor.table import TableServer, serve  # noqa: E402

pytestmark = pytest.mark.browser
# Every context bypasses the server's Content-Security-Policy: it is the test's own scripts
# (axe-core, Playwright's waiting) that a strict policy would block, not the pages'.

PHONE = {"viewport": {"width": 375, "height": 667}, "has_touch": True, "is_mobile": True}
DML = {
    "pack": "dml",
    "settings": {
        "players": 4,
        "seed": 4,
        "mode": "quickstart",
        "seats": ["person", "person", "heuristic", "heuristic"],
    },
}

# The controls a person can tap, as they are laid out now (hidden ones left out).
_SMALL_CONTROLS = """() => [...document.querySelectorAll(
    'button, select, input, summary, a[href], [data-op], [tabindex="0"]')]
  .filter((e) => e.getClientRects().length && !e.closest('[hidden]') && getComputedStyle(e).visibility !== 'hidden')
  .map((e) => [e.tagName + '.' + e.className, (e.textContent || '').trim().slice(0, 40), e.getBoundingClientRect()])
  .filter(([, , r]) => r.width < 44 || r.height < 44)
  .map(([what, text, r]) => `${what} "${text}" ${Math.round(r.width)}x${Math.round(r.height)}`)"""

# Elements that scroll inside the page (the page itself may scroll).
_SCROLL_BOXES = """() => [...document.body.querySelectorAll('*')].filter((e) => {
  const s = getComputedStyle(e);
  return /(auto|scroll)/.test(s.overflowY + s.overflowX)
    && (e.scrollHeight > e.clientHeight + 1 || e.scrollWidth > e.clientWidth + 1);
}).map((e) => e.tagName + '.' + e.className)"""


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with launch() as (_, b):
        yield b


@pytest.fixture
def server() -> Iterator[TableServer]:
    srv = serve(None, host="127.0.0.1", port=0)
    try:
        yield srv
    finally:
        srv.stop()


@pytest.fixture
def shots(tmp_path: Path) -> Path:
    folder = Path(os.environ.get("DML_TABLE_SHOTS") or tmp_path / "screenshots")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def _open(browser: Any, url: str, seen: PageErrors, scheme: str, **context: Any) -> Any:
    page = browser.new_context(color_scheme=scheme, bypass_csp=True, **context).new_page()
    seen.watch(page)
    page.goto(url)
    page.wait_for_selector(".dml-tutor .dml-step-slot", timeout=30_000)
    page.wait_for_timeout(300)
    return page


def _bar_look(page: Any) -> tuple[str, str, str]:
    return page.evaluate(
        "() => { const s = getComputedStyle(document.querySelector('.table-bar'));"
        " return [s.backgroundColor, s.borderTopStyle, s.borderTopColor]; }"
    )


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_a_seat_on_a_phone(server: TableServer, browser: Any, shots: Path, scheme: str) -> None:
    t = httpx.post(server.url + "/api/tables", json=DML).json()
    seen = PageErrors()
    page = _open(browser, server.url + t["seats"][0], seen, scheme, **PHONE)
    body = page.locator("body")
    assert body.get_attribute("data-state") == "move"
    assert page.title().startswith("● Your move")  # the turn is signalled in the tab's title
    page.screenshot(path=str(shots / f"seat-phone-{scheme}.png"))
    page.screenshot(path=str(shots / f"seat-phone-{scheme}-full.png"), full_page=True)

    # every control a finger can reach is 44 x 44 or larger; nothing over the side; one scroll
    assert page.evaluate(_SMALL_CONTROLS) == []
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    assert page.evaluate(_SCROLL_BOXES) == []
    # what the seat must do first, then its own cards, then the rule text
    first = page.locator(".dml-decision.live button.dml-opt").first.bounding_box()
    mine = page.locator('[data-seat-card="0"]').bounding_box()
    rules = page.locator(".dml-stepbox").bounding_box()
    assert first["y"] < mine["y"] < rules["y"]
    assert first["y"] + first["height"] < 667  # the first option is on the first screen
    page.locator("[data-jump=mine]").tap()  # "My cards" is one tap away
    page.wait_for_function(
        "() => { const r = document.querySelector('[data-seat-card=\"0\"]').getBoundingClientRect();"
        " return r.top >= 0 && r.top < 300; }"
    )
    # a Hint button exactly where the table allows hints
    hints = httpx.get(server.url + t["seats"][0] + "/state").json()["table"].get("hints") is True
    assert (page.locator('[data-op="hint"]').count() == 1) == hints
    move = _bar_look(page)
    assert axe_violations(page) == []

    page.set_viewport_size({"width": 320, "height": 640})
    page.wait_for_timeout(200)
    assert page.evaluate("document.documentElement.scrollWidth") <= 320
    assert page.evaluate(_SMALL_CONTROLS) == []
    page.set_viewport_size(PHONE["viewport"])

    # paused: the options are off, the reason is said, the bar looks unlike "Your move"
    httpx.post(server.url + t["teacher"] + "/op", json={"op": "pause", "args": []})
    page.wait_for_function("document.body.dataset.state === 'paused'")
    assert page.locator(".dml-decision button.dml-opt").count() > 0
    assert all(
        page.locator(".dml-decision button.dml-opt").nth(i).is_disabled()
        for i in range(page.locator(".dml-decision button.dml-opt").count())
    )
    assert "Paused by the teacher" in page.inner_text(".dml-locked")
    assert _bar_look(page) != move
    assert not page.title().startswith("●")
    page.screenshot(path=str(shots / f"seat-phone-{scheme}-paused.png"))
    assert axe_violations(page) == []
    httpx.post(server.url + t["teacher"] + "/op", json={"op": "resume", "args": []})
    page.wait_for_function("document.body.dataset.state === 'move'")
    assert page.locator(".dml-decision button.dml-opt").first.is_enabled()

    # the connection down: the controls off with the reason, "Reconnecting…" not styled as a move
    server.stop()
    page.wait_for_function("document.body.dataset.state === 'offline'", timeout=15_000)
    assert "Reconnecting" in page.inner_text(".table-status")
    assert page.locator(".dml-decision button.dml-opt").first.is_disabled()
    assert "connection is down" in page.inner_text(".dml-locked")
    offline = _bar_look(page)
    assert offline != move and offline[1] != move[1]  # another fill and another border style
    page.screenshot(path=str(shots / f"seat-phone-{scheme}-offline.png"))
    assert seen.errors == []
    page.context.close()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_projector_and_the_teacher_at_1920(server: TableServer, browser: Any, shots: Path, scheme: str) -> None:
    t = httpx.post(server.url + "/api/tables", json=DML).json()
    seen = PageErrors()
    wall = {"viewport": {"width": 1920, "height": 1080}}
    projector = _open(browser, server.url + t["projector"], seen, scheme, **wall)
    assert projector.locator(".dml-tutor").bounding_box()["width"] >= 1800  # the full width
    sizes = projector.evaluate(
        """() => Object.fromEntries(['.dml-narration', '.dml-rule-text', '.dml-status', '.dml-seat-head b'].map((s) => {
             const e = document.querySelector(s);
             const zoom = parseFloat(getComputedStyle(e.closest('.dml-panel-slot') || document.body).zoom) || 1;
             return [s, parseFloat(getComputedStyle(e).fontSize) * zoom];
           }))"""
    )
    assert all(px >= 24 for px in sizes.values()), sizes  # the step, its rule text, whose turn, the seats
    assert "must decide" in projector.inner_text(".dml-status")  # whose turn
    projector.screenshot(path=str(shots / f"projector-{scheme}.png"))
    assert axe_violations(projector) == []
    teacher = _open(browser, server.url + t["teacher"], seen, scheme, **wall)
    # served on 127.0.0.1, its QR codes cannot reach a phone: said above them, with the fix
    note = teacher.locator(".table-host-note")
    assert note.is_visible() and "--host 0.0.0.0" in note.inner_text()
    assert note.bounding_box()["y"] < teacher.locator(".table-join svg").first.bounding_box()["y"]
    teacher.screenshot(path=str(shots / f"teacher-{scheme}.png"))
    assert axe_violations(teacher) == []
    assert seen.errors == []


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_teachers_form_has_fields_not_json(server: TableServer, browser: Any, shots: Path, scheme: str) -> None:
    """The game, its settings as menus, each seat's name and who plays it, a seed only if typed."""
    seen = PageErrors()
    page = browser.new_context(viewport={"width": 900, "height": 1000}, color_scheme=scheme, bypass_csp=True).new_page()
    seen.watch(page)
    seeds = []
    for _ in range(2):
        page.goto(server.url + "/")
        page.wait_for_selector(".table-seat-row")
        assert page.locator("textarea#settings").count() == 0  # no JSON to type
        assert page.locator("#seed").input_value() == ""
        assert page.locator(".table-seat-row").count() == 4  # DML's default players
        page.locator(".table-seat-row").nth(1).locator("select").select_option("heuristic")
        page.screenshot(path=str(shots / f"teacher-form-{scheme}.png"), full_page=True)
        assert axe_violations(page) == []
        page.locator("button[type=submit]").click()
        page.wait_for_url("**/t/**")
        state = httpx.get(page.url + "/state").json()
        assert state["table"]["seat_modes"] == ["person", "heuristic", "person", "person"]
        seeds.append(state["view"]["game"]["seed"])
    assert seeds[0] != seeds[1]  # no seed typed: every table its own deal
    page.goto(server.url + "/")
    page.wait_for_selector(".table-seat-row")
    page.fill("#seed", "seven")
    page.locator("button[type=submit]").click()
    page.get_by_text("The seed is a whole number").wait_for()
    assert seen.errors == []


def test_a_tap_the_connection_lost_is_sent_again_or_said(server: TableServer, browser: Any) -> None:
    """The connection drops with a tap in flight: once it is back the tap is sent again (its decision
    still open) and the page says so; a tap whose decision has passed meanwhile is said not sent.
    A bot's seat is locked with the reason."""
    import re

    t = httpx.post(server.url + "/api/tables", json=DML).json()
    seen = PageErrors()
    page = browser.new_context(bypass_csp=True, **PHONE).new_page()
    seen.watch(page)
    dropped: list[str] = []

    def route(ws: Any) -> None:
        to_server = ws.connect_to_server()

        def from_page(message: Any) -> None:
            if not dropped and '"choose"' in str(message):
                dropped.append(str(message))  # lost in flight: neither side sees it
                ws.close(code=1012)
                to_server.close()
                return
            to_server.send(message)

        ws.on_message(from_page)

    page.route_web_socket(re.compile(r".*/ws$"), route)
    page.goto(server.url + t["seats"][0])
    page.wait_for_function("document.body.dataset.state === 'move'", timeout=30_000)

    def taken() -> int:  # the decisions the table has taken (only the teacher's state counts them)
        return int(httpx.get(server.url + t["teacher"] + "/state").json()["table"]["decisions"])

    before = taken()
    page.locator(".dml-decision.live button.dml-opt:not(.illegal)").first.tap()
    page.get_by_text("was sent once the connection was back").wait_for(timeout=30_000)
    assert dropped  # the first send was lost, and yet the move was taken, once
    for _ in range(100):
        if taken() > before:
            break
        page.wait_for_timeout(100)
    assert taken() > before

    # the teacher gives the seat to a bot: the page says who plays it, its controls off
    httpx.post(server.url + t["teacher"] + "/op", json={"op": "set_seat", "args": [1, "heuristic"]})
    seat1 = browser.new_context(bypass_csp=True, **PHONE).new_page()
    seen.watch(seat1)
    seat1.goto(server.url + t["seats"][1])
    seat1.wait_for_selector(".dml-locked:not([hidden])", timeout=30_000)
    assert "A bot (heuristic) plays this seat" in seat1.inner_text(".dml-locked")
    assert seen.errors == []


def _tutor_page(browser: Any) -> Any:
    """A page with the tutor's own front end hosted on a plain model (as the table and the lite
    page host it): ``window.show(state)`` draws a view model sent from Python."""
    from dml_tutor.tutor.assets import front_end

    page = browser.new_context(bypass_csp=True, **PHONE).new_page()
    page.route("http://tutor.test/tutor.js", lambda r: r.fulfill(body=front_end("js"), content_type="text/javascript"))
    page.route("http://tutor.test/tutor.css", lambda r: r.fulfill(body=front_end("css"), content_type="text/css"))
    html = """<!doctype html><html lang="en"><head><link rel="stylesheet" href="tutor.css"><title>t</title></head>
      <body><main><h1>A hint</h1><div id="t"></div></main><script type="module">
      import tutor, { hostModel } from "./tutor.js";
      const { model, update } = hostModel(() => {});
      let drawn = false;
      window.show = (state) => {
        update(state, drawn);
        if (!drawn) tutor.render({ model, el: document.getElementById("t") });
        drawn = true;
      };
      </script></body></html>"""
    page.route("http://tutor.test/", lambda r: r.fulfill(body=html, content_type="text/html"))
    page.goto("http://tutor.test/")
    page.wait_for_function("() => typeof window.show === 'function'")
    return page


def test_a_hint_is_ranked_with_a_legend_and_none_at_a_forced_move(browser: Any) -> None:
    """The same front end the notebook, the app, the lite page and the table load: at a choice the
    hint lists the best first, then by chance of winning, with its legend; at a decision with one
    legal move there is no Hint at all (MERC, seed 0, has one at its fifth decision)."""
    from dml_tutor.tutor import TutorSession

    s = TutorSession(pack="merc", seed=0, seats="person")
    s.run_to_decision()
    page = _tutor_page(browser)
    shown = {"choice": False, "forced": False}
    for _ in range(40):
        legal = [o for o in s.view_model(browser=True)["decisions"] if o["legal"]]
        if len(legal) > 1 and not shown["choice"]:
            s.hint(rollouts=6)
            page.evaluate("(state) => window.show(state)", s.view_model(browser=True))
            page.wait_for_selector(".dml-hint-row")
            rows = page.locator(".dml-hint-row")
            assert rows.count() == len(legal)
            assert "best" in (rows.first.get_attribute("class") or "")
            rates = [int(t.split("%", 1)[0]) for t in page.locator(".dml-hint-num b").all_inner_texts()]
            assert rates[1:] == sorted(rates[1:], reverse=True) and rates[0] == max(rates)
            assert "the 95% interval" in page.inner_text(".dml-hint-legend")
            assert axe_violations(page) == []
            shown["choice"] = True
        elif len(legal) == 1:
            page.evaluate("(state) => window.show(state)", s.view_model(browser=True))
            page.wait_for_function("() => document.querySelector('.dml-decision.live')")
            assert page.locator(".dml-hint, [data-op=hint]").count() == 0  # nothing to weigh
            shown["forced"] = True
        if all(shown.values()):
            break
        s.choose(0)
        s.run_to_decision()
    assert shown == {"choice": True, "forced": True}


@pytest.mark.parametrize("pack", ["merc", "terrus"])
def test_every_packs_seat_fits_a_phone(server: TableServer, browser: Any, shots: Path, pack: str) -> None:
    """MERC's and Terrus's seats too: 44 px controls, nothing over the side at 375 and 320 px, no
    box scrolling inside the page, axe-clean (their panels' tables wrap their cells)."""
    t = httpx.post(server.url + "/api/tables", json={"pack": pack, "settings": {"seed": 4}}).json()
    seen = PageErrors()
    for n, url in enumerate(t["seats"][:2]):
        page = _open(browser, server.url + url, seen, "light", **PHONE)
        for width in (375, 320):
            page.set_viewport_size({"width": width, "height": 667})
            page.wait_for_timeout(150)
            assert page.evaluate(_SMALL_CONTROLS) == []
            assert page.evaluate("document.documentElement.scrollWidth") <= width
            assert page.evaluate(_SCROLL_BOXES) == []
        page.screenshot(path=str(shots / f"seat-phone-{pack}-{n}.png"))
        assert axe_violations(page) == []
        page.context.close()
    assert seen.errors == []


def test_the_teacher_ends_the_table(server: TableServer, browser: Any) -> None:
    """End the table (confirmed): it is deleted, and a seat's page says so and stops reconnecting."""
    t = httpx.post(server.url + "/api/tables", json=DML).json()
    seen = PageErrors()
    seat = _open(browser, server.url + t["seats"][0], seen, "light", **PHONE)
    teacher = _open(browser, server.url + t["teacher"], seen, "light", viewport={"width": 1280, "height": 900})
    teacher.once("dialog", lambda d: d.accept())
    teacher.locator("[data-table-op=end]").click()
    seat.wait_for_function("document.body.dataset.state === 'ended'", timeout=15_000)
    assert "The teacher ended this table" in seat.inner_text(".table-status")
    assert seat.locator(".dml-decision button.dml-opt").first.is_disabled()
    assert httpx.get(server.url + t["seats"][0] + "/state").status_code == 404
    seat.wait_for_timeout(1500)  # no reconnecting: the page stays ended
    assert seat.evaluate("document.body.dataset.state") == "ended"
    assert seen.errors == []


def _tap_a_move(page: Any) -> None:
    """Tap the first legal option, opening its group first where it is folded (a long group is)."""
    option = page.locator(".dml-decision.live button.dml-opt:not(.illegal)").first
    if not option.is_visible():
        group = page.locator(".dml-decision.live details.dml-group:has(button.dml-opt:not(.illegal))").first
        group.locator("summary").tap()
    option.tap()


def test_a_whole_dml_game_from_four_phones_with_hints_standings_and_play_again(
    server: TableServer, browser: Any, shots: Path
) -> None:
    """Four players on phones (Market Mayhem, named seats, hints allowed) play a whole game: a hint
    on a phone, every move tapped, the standings on every device at the end, then Play again from
    the teacher's page deals a new game at the same links."""
    packs = httpx.get(server.url + "/api/packs").json()
    if "fields" not in packs[0]:
        pytest.skip("this table server takes no player names or hints switch yet")
    names = ["Ana", "Bo", "Cy", "Di"]
    body = {**DML, "settings": {**DML["settings"], "seats": ["person"] * 4}, "names": names, "hints": True}
    t = httpx.post(server.url + "/api/tables", json=body).json()
    seen = PageErrors()
    phones = [_open(browser, server.url + u, seen, "light", **PHONE) for u in t["seats"]]
    wall = _open(browser, server.url + t["projector"], seen, "dark", viewport={"width": 1920, "height": 1080})
    hinted = taps = 0
    for _ in range(600):
        if wall.evaluate("document.body.dataset.over") == "true":
            break
        mover = next((p for p in phones if p.evaluate("document.body.dataset.yourMove") == "true"), None)
        if mover is None:
            phones[0].wait_for_timeout(50)
            continue
        if not hinted and mover.locator("[data-op=hint]").count():
            mover.locator("[data-op=hint]").tap()  # the coach, from this seat's own knowledge
            mover.wait_for_selector(".dml-hint-legend", timeout=120_000)
            assert mover.locator(".dml-hint-row").count() >= 2
            assert (
                mover.evaluate(_SMALL_CONTROLS) == [] and mover.evaluate("document.documentElement.scrollWidth") <= 375
            )
            mover.screenshot(path=str(shots / "game-phone-hint.png"), full_page=True)
            hinted += 1
        steps = mover.evaluate("document.body.dataset.steps")
        _tap_a_move(mover)
        mover.wait_for_function(
            "s => document.body.dataset.steps !== s || document.body.dataset.yourMove !== 'true'", arg=steps
        )
        taps += 1
    assert hinted == 1 and taps >= 20
    wall.wait_for_selector(".table-standings:not([hidden]) tbody tr", timeout=30_000)
    rows = wall.locator(".table-standings tbody tr")
    assert rows.count() == 4
    assert sorted(rows.nth(i).locator("th").inner_text() for i in range(4)) == sorted(names)
    assert wall.locator(".table-standings").evaluate("e => parseFloat(getComputedStyle(e).fontSize)") >= 24
    wall.screenshot(path=str(shots / "game-projector-standings.png"))
    for n, phone in enumerate(phones):
        phone.wait_for_selector(".table-standings tr.mine", timeout=30_000)
        assert names[n] in phone.locator(".table-standings tr.mine").inner_text()
    phones[0].screenshot(path=str(shots / "game-phone-standings.png"))
    assert axe_violations(wall) == [] and axe_violations(phones[0]) == []

    teacher = _open(browser, server.url + t["teacher"], seen, "light", viewport={"width": 1280, "height": 900})
    teacher.locator("[data-table-op=play_again]").click()
    wall.wait_for_function("document.body.dataset.over === 'false'", timeout=30_000)
    for phone in phones:  # the same links: every phone is in the new game, the standings gone
        phone.wait_for_function("document.body.dataset.over === 'false'", timeout=30_000)
        assert phone.locator(".table-standings").is_hidden()
    for _ in range(100):  # and someone has a move to make
        if any(p.evaluate("document.body.dataset.yourMove") == "true" for p in phones):
            break
        phones[0].wait_for_timeout(100)
    else:
        pytest.fail("nobody is asked to move after Play again")
    assert seen.errors == []
