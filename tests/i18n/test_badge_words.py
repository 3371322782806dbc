"""The dice badge's name of a double (DML's "Dabo!", "Woot! Woot!", "Wyvern Eyes") in the reader's
language: the view model sends the English name (the badge's CSS class is made of it) and the
name as read (the step's ``chance.said``, a log row's ``roll_said``), and the front end shows the
read one, in Chromium too."""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

import pytest

from dml_tutor.tutor.session import TutorSession

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "apps"))
from browser import PageErrors, tutor_page

#: A word of plain (unaccented) letters: English the pseudo-locale did not reach.
PLAIN = re.compile(r"\b[A-Za-z]{3,}\b")
ENGLISH = {1: "Wyvern Eyes", 6: "Woot! Woot!"}  # any other double: "Dabo!"
GERMAN = {1: "Wyvernaugen", 6: "Woot! Woot!"}
GERMAN_BY_CLASS = {"roll-dabo": "Dabo!", "roll-woot-woot": "Woot! Woot!", "roll-wyvern-eyes": "Wyvernaugen"}


def _at_a_double(language: str) -> TutorSession:
    """A whole game's session with its cursor on a roll of a double (every Round rolls dice)."""
    session = TutorSession(pack="dml", seed=4, language=language, seats="heuristic")
    session.run_to_end()
    trace = session.game.trace
    roll = next(e for e in trace if e.chance and e.chance[0] == e.chance[1])
    session.goto_entry(roll.index)
    return session


def _english(a: int) -> str:
    return ENGLISH.get(a, "Dabo!")


@pytest.mark.parametrize("language", ["en", "de", "en-XA"])
def test_the_step_and_the_log_send_the_english_name_and_the_name_as_read(language: str) -> None:
    session = _at_a_double(language)
    view: Any = session.view_model()["view"]
    chance = view["step"]["chance"]
    a, b = chance["values"]
    assert a == b and chance["name"] == _english(a)  # the class's name: English in every language
    session.filter_log(round=None)
    rolls = [row for row in session.view_model()["log"] if row["roll"] is not None]
    assert rolls and all(row["roll"] == _english(row["chance"][0]) for row in rolls)
    said = [chance["said"], *(row["roll_said"] for row in rolls)]
    if language == "en":
        assert said == [chance["name"], *(row["roll"] for row in rolls)]
    elif language == "de":
        assert chance["said"] == GERMAN.get(a, "Dabo!")
        assert all(row["roll_said"] == GERMAN.get(row["chance"][0], "Dabo!") for row in rolls)
    else:
        assert all(s.startswith("[") and not PLAIN.findall(s) for s in said), said


def test_a_roll_without_a_name_has_none_in_any_language() -> None:
    session = TutorSession(pack="dml", seed=4, language="de")
    session.run_to_end()
    session.filter_log(round=None)
    plain = [row for row in session.view_model()["log"] if row["chance"] and row["roll"] is None]
    assert plain and all(row["roll_said"] is None and row["chance"][0] != row["chance"][1] for row in plain)


@pytest.mark.browser
@pytest.mark.parametrize("language", ["de", "en-XA"])
def test_the_badge_reads_the_readers_name_with_the_english_class_in_chromium(
    language: str, tmp_path: Path, browser: Any
) -> None:
    session = _at_a_double(language)
    state = dict(session.view_model())
    chance = state["view"]["step"]["chance"]
    html = tmp_path / "tutor.html"
    html.write_text(tutor_page(state, language, "light"), encoding="utf-8")
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    errors = PageErrors().watch(page)
    page.goto(html.as_uri())
    page.wait_for_selector("body[data-ready='1'] .dml-stepbox .dml-roll")
    assert not errors.errors, errors.errors
    badges = page.eval_on_selector_all(".dml-roll", "els => els.map((e) => [e.className, e.textContent])")
    page.close()
    slug = re.sub(r"[^a-z0-9]+", "-", chance["name"].lower()).strip("-")
    assert [f"dml-roll roll-{slug}", chance["said"]] in badges  # the step's badge
    for cls, text in badges:
        if language == "de":  # each badge's words by its (English) class
            assert text == GERMAN_BY_CLASS[cls.split()[-1]], (cls, text)
        else:
            assert text.startswith("[") and not PLAIN.findall(text), (cls, text)
