"""Quiz the room in Chromium: the teacher starts a quiz from the keyboard, a seat's phone
(375x667, touch) shows the options as 44 px buttons, answers by the keyboard and sees its own
feedback; the other seat sees no answer but its own; the teacher's page tallies; axe-clean,
both themes. Screenshots go to the test's tmp folder (or ``DML_TABLE_SHOTS``)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("uvicorn")
httpx = pytest.importorskip("httpx")
pytest.importorskip("playwright.sync_api")

import test_room_browser as room  # noqa: E402
from axe import axe_violations  # noqa: E402
from browser import PageErrors  # noqa: E402
from test_room_browser import _SMALL_CONTROLS, DML, PHONE, _open  # noqa: E402

from dml_tutor.table import TableServer  # noqa: E402

pytestmark = pytest.mark.browser
browser, server = room.browser, room.server  # the room's fixtures: one Chromium, a server per test


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_a_quiz_on_the_phones_and_the_teachers_page(
    server: TableServer, browser: Any, tmp_path: Path, scheme: str
) -> None:
    shots = Path(os.environ.get("DML_TABLE_SHOTS") or tmp_path)
    shots.mkdir(parents=True, exist_ok=True)
    t = httpx.post(server.url + "/api/tables", json=DML).json()
    seen = PageErrors()
    teacher = _open(browser, server.url + t["teacher"], seen, scheme)
    seat = _open(browser, server.url + t["seats"][0], seen, scheme, **PHONE)
    other = _open(browser, server.url + t["seats"][1], seen, scheme, **PHONE)

    start = teacher.get_by_role("button", name="Quiz the room")
    start.focus()
    teacher.keyboard.press("Enter")
    options = seat.locator(".table-quiz [data-answer]")
    options.first.wait_for(timeout=60_000)  # the bank's first question on a pack builds its index
    n = options.count()
    assert n >= 3
    assert seat.evaluate(_SMALL_CONTROLS) == []
    assert seat.evaluate("document.documentElement.scrollWidth") <= 375
    seat.locator(".table-quiz").scroll_into_view_if_needed()
    seat.screenshot(path=str(shots / f"quiz-seat-{scheme}.png"))
    assert axe_violations(seat) == []

    options.nth(1).focus()
    seat.keyboard.press("Enter")
    feedback = seat.locator(".table-quiz-feedback")
    feedback.wait_for()
    assert feedback.locator("code").count() >= 1  # the rule it reviews
    assert "your answer" in seat.locator(".table-quiz li.chosen").inner_text()
    seat.screenshot(path=str(shots / f"quiz-feedback-{scheme}.png"))

    # the other seat still asks, and sees no answer of seat 0's
    assert other.locator(".table-quiz [data-answer]").count() == n
    assert other.locator(".table-quiz li.chosen, .table-quiz-feedback").count() == 0

    teacher.wait_for_function("document.querySelector('.table-quiz')?.textContent.includes('1 chose it')")
    assert "End the quiz (1 of 2 answered)" in teacher.locator(".table-teacher-ops").inner_text()
    assert teacher.locator(".table-quiz .table-tally tbody tr").count() == 1
    teacher.screenshot(path=str(shots / f"quiz-teacher-{scheme}.png"), full_page=True)
    assert axe_violations(teacher) == []
    for page in (teacher, seat, other):
        page.context.close()
    assert seen.errors == []
