"""`dml-tutor app` in the reader's language: ?lang= in the page's address, else `--language`,
else the browser's, else English; the app's own words (its heading, controls, You play's notes
and end) in it, the same game in every language; its Language menu deals the same settings again
in another; `--language` (the app's, the table's) takes a shipped language only."""

from __future__ import annotations

import pytest

from dml_tutor import cli
from dml_tutor.app import LANGUAGE_ENV, WATCH, _ordinal_form, build_app, page_language
from dml_tutor.i18n import Messages


@pytest.mark.parametrize(
    ("environ", "language"),
    [
        ({}, "en"),
        ({"HTTP_ACCEPT_LANGUAGE": "de-AT,de;q=0.9,en;q=0.8"}, "de"),
        ({"HTTP_ACCEPT_LANGUAGE": "fr-FR,fr;q=0.9"}, "en"),  # not shipped: English
        ({"HTTP_ACCEPT_LANGUAGE": "de", LANGUAGE_ENV: "en-XA"}, "en-XA"),  # --language over the browser
        ({"QUERY_STRING": "lang=de", LANGUAGE_ENV: "en"}, "de"),  # the address over --language
        ({"QUERY_STRING": "lang=xx", "HTTP_ACCEPT_LANGUAGE": "de"}, "de"),  # one not shipped is passed over
    ],
)
def test_the_pages_language(environ: dict[str, str], language: str) -> None:
    assert page_language(environ) == language


def test_the_app_in_german_and_its_language_menu() -> None:
    box = build_app(seed=3, language="de")
    controls = box.controls
    assert controls["seed"].description == "Startwert" and controls["go"].description == "Neues Spiel"
    assert controls["seat"].options[0] == ("Platz 0, mit Tipps", 0) and controls["seat"].options[-1][1] == WATCH
    assert "der Regeltutor" in box.children[1].value
    assert controls["mode"].options == (("volles Spiel", "full"), ("Marktchaos", "quickstart"))
    assert box.tutor.session.language == "de"
    since = box.you.since.value
    assert not since or "Seit deinem letzten Zug" in since
    game = box.tutor.game.to_json()
    controls["language"].value = "en"  # the same settings, dealt again in English
    assert controls["seed"].description == "Seed" and box.tutor.session.language == "en"
    assert box.tutor.game.to_json() == game and controls["seed"].value == "3"
    assert box.you.again.description == "Play again"
    assert dict(controls["mode"].options) == {"full game": "full", "Market Mayhem": "quickstart"}


def test_a_place_in_each_languages_words() -> None:
    en, de = Messages("en"), Messages("de")
    said = [en("app-place", place=n, form=_ordinal_form(n, "en")) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 23)]
    assert said == ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd"]
    assert de("app-place", place=2, form=_ordinal_form(2, "de")) == "2."
    assert en("app-finished-with", place="2nd", count=4, value="31", unit="Victory Points") == (
        "You finished 2nd of 4 with 31 Victory Points."
    )


def test_the_app_command_takes_a_shipped_language_only(capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("voila")
    with pytest.raises(SystemExit):
        cli.main(["app", "--language", "xx", "--no-browser"])
    assert "--language: invalid choice: 'xx'" in capsys.readouterr().err
    assert cli._language_option(cli._parser()[1]["app"], ["--no-browser", "--language=de", "--port=9"]) == (
        ["--no-browser", "--port=9"],
        "de",
    )


def test_the_table_command_takes_a_shipped_language(capsys: pytest.CaptureFixture[str]) -> None:
    table = cli._parser()[1]["table"]
    assert table.parse_args(["--language", "de"]).language == "de"
    assert table.parse_args([]).language is None  # the browsers' own, else English
    with pytest.raises(SystemExit):
        table.parse_args(["--language", "xx"])
    assert "invalid choice: 'xx'" in capsys.readouterr().err
