"""Choosing a language: the tutor's text in it, and nothing the engine decides changes with it
(the same games, saves, hints and view model shape in every shipped locale)."""

from __future__ import annotations

import json
import re
from dataclasses import asdict
from typing import Any

import pytest

from dml_tutor import i18n
from dml_tutor.games import get
from dml_tutor.tutor.session import TutorSession

LANGUAGES = list(i18n.languages())


def _play(pack: str, language: str) -> tuple[TutorSession, list[dict[str, Any]]]:
    s = TutorSession(pack=pack, seed=5, seats="person", language=language)
    models = []
    for _ in range(6):
        s.run_to_end()  # stops where a person decides
        models.append(s.view_model())
        if s.game.is_over:
            break
        s.choose(0)
    s.run_to_end()
    return s, models


def _shape(value: Any) -> Any:
    """A view model without its words: what the engine decided, and where."""
    if isinstance(value, dict):
        return {k: _shape(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_shape(v) for v in value]
    return "text" if isinstance(value, str) else value


@pytest.mark.parametrize("pack", ["dml", "merc", "terrus"])
def test_the_same_game_save_and_hint_in_every_language(pack: str) -> None:
    english, english_models = _play(pack, "en")
    hint = asdict(english.hint(rollouts=4, seed=1, horizon=None)) if not english.game.is_over else None
    for language in LANGUAGES[1:]:
        other, models = _play(pack, language)
        assert other.game.to_json() == english.game.to_json(), language
        assert [_shape(m) for m in models] == [_shape(m) for m in english_models], language
        if hint is not None:
            assert asdict(other.hint(rollouts=4, seed=1, horizon=None)) == hint, language


@pytest.mark.parametrize("pack", ["dml", "merc", "terrus"])
def test_the_rule_text_is_in_the_session_language(pack: str) -> None:
    catalog = get(pack).catalog()
    de, models = _play(pack, "de")
    xa, xa_models = _play(pack, "en-XA")
    shown = [r for m in models for r in m["view"]["step"]["rules"] + m["view"]["step"]["rulings"]]
    assert shown, "the steps played cite rules"
    for r in shown:
        english = catalog[r["id"]]
        assert r["text"] != english.text
        assert r["title"] != english.title or english.title in ("Dabo!", "Woot! Woot!")
    for m in xa_models:
        for r in m["view"]["step"]["rules"]:
            assert r["title"].startswith("[") and not re.search(r"[A-Za-z]", r["text"])
    assert de.language == "de" and xa.language == "en-XA"


def test_a_language_not_shipped_is_refused_before_anything_starts() -> None:
    with pytest.raises(ValueError, match="language: 'fr' is not one of"):
        TutorSession(pack="dml", seed=1, language="fr")


def test_each_seat_may_read_its_own_language_from_one_session() -> None:
    # one table, four phones: the same session builds each seat's view model in the seat's language
    s = TutorSession(pack="dml", seed=5, seats="person")
    s.run_to_end()
    before = s.view_model(1)
    de = s.view_model(1, language="de")
    xa = s.view_model(2, language="en-XA")
    assert de["controls"]["text"]["tutor-back"] == "◀ Zurück" and de["view"]["status"].startswith("Schritt")
    assert xa["controls"]["text"]["tutor-back"].startswith("[") and xa["view"]["status"].startswith("[")
    assert _shape(de) == _shape(before)  # the same decisions, cards and options: only the words differ
    assert s.view_model(1) == before and s.language == "en"  # asking in German changed nothing
    with pytest.raises(ValueError, match="language: 'xx'"):
        s.view_model(1, language="xx")


def test_the_lite_page_switches_language_and_keeps_the_game() -> None:
    from dml_tutor.page import PageTutor

    sent: list[dict[str, Any]] = []
    page = PageTutor(lambda text: sent.append(json.loads(text)))
    page.start("dml", 7)
    english = sent[-1]["state"]
    page.set_language("de")
    german = sent[-1]["state"]
    assert german["view"]["status"].startswith("Schritt") and german["controls"]["text"]["tutor-step"] == "Schritt ▶"
    assert _shape(german) == _shape(english) and page.session is not None and page.session.language == "en"
    page.set_language("xx")
    assert sent[-1]["type"] == "refused" and "language: 'xx'" in sent[-1]["error"] and page.language == "de"
