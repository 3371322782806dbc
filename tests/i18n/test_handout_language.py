"""A handout's pictures in the reader's language: a tutor's picture says its own words (headings,
the table's and the seats' labels, the log's columns) in the tutor's language or the one asked
for, the game's words in the pack's messages; under en-XA none of its own words stays English;
`dml-tutor handout --language` takes a shipped language only, and writes the page in it."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest

from dml_tutor import Tutor, cli
from dml_tutor.handout import tutor_html

#: The picture's own words in English (each a message now).
OWN_ENGLISH = (
    "The table",
    "Where we are in the rulebook",
    "What happened",
    "need a running notebook",
    "not dealt yet",
    "Treasury",
    "Decision of seat",
    "Log",
)


def _tutor(language: str = "en") -> Tutor:
    t = Tutor(seed=3, language=language)
    t.run_to_decision()
    return t


def test_the_picture_in_the_tutors_language_or_the_one_asked_for() -> None:
    english = tutor_html(_tutor())
    assert all(w in english for w in OWN_ENGLISH[:4]), english[:300]
    german = html.unescape(tutor_html(_tutor("de")))
    for words in (
        "Der Tisch",
        "Wo wir im Regelbuch sind",
        "Was geschah",
        "Protokoll",
        "Entscheidung von Platz",
        "Händlerkönig",
    ):
        assert words in german, words
    asked = html.unescape(tutor_html(_tutor(), "de"))  # an English tutor, a German handout
    assert "Der Tisch" in asked and "Schatzkammer" in asked and 'lang="de"' in asked
    with pytest.raises(ValueError, match="language"):
        tutor_html(_tutor(), "xx")


def test_no_english_of_the_pictures_own_words_under_the_pseudo_locale() -> None:
    page = html.unescape(tutor_html(Tutor(seed=3), "en-XA"))
    own = re.findall(r"<h2>(.*?)</h2>|<th scope=\"col\">(.*?)</th>|dml-h-static\">(.*?)</p>", page)
    said = [w for groups in own for w in groups if w]
    assert said and all(w.startswith("[") for w in said), said
    assert not [w for w in OWN_ENGLISH if w in page]


def test_the_handout_command_takes_a_shipped_language(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    nb = tmp_path / "lesson.ipynb"
    cells = [
        {
            "cell_type": "code",
            "metadata": {},
            "execution_count": None,
            "outputs": [],
            "source": "from dml_tutor import Tutor\nt = Tutor(seed=3)\nt.run_to_decision()\nt",
        }
    ]
    nb.write_text(json.dumps({"cells": cells, "metadata": {}, "nbformat": 4, "nbformat_minor": 5}), encoding="utf-8")
    with pytest.raises(SystemExit):
        cli.main(["handout", str(nb), "--language", "xx"])
    assert "invalid choice: 'xx'" in capsys.readouterr().err
    assert cli.main(["handout", str(nb), "--language", "de"]) == 0
    page = html.unescape((tmp_path / "lesson.html").read_text("utf-8"))
    assert "Wo wir im Regelbuch sind" in page and "Where we are in the rulebook" not in page
