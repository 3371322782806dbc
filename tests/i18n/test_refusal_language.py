"""A refusal in the tutor reads in the session's language: a move no legal one reads, a move
the rules forbid (the why-not example), a decision after the game is over. The error's
English (``str()``) is what it was, and nothing changes in the game."""

from __future__ import annotations

import pytest

from dml_tutor.core.driver import IllegalActionError
from dml_tutor.tutor.session import TutorSession

NOUN = {"dml": ("action", "Keine erlaubte Aktion"), "merc": ("move", "Kein erlaubter Zug")}
NOUN["terrus"] = NOUN["merc"]


def _at_decision(pack: str, language: str) -> TutorSession:
    s = TutorSession(pack=pack, seed=5, seats="person", language=language)
    s.run_to_end()  # stops where a person decides
    return s


def _refused(s: TutorSession, action: object) -> IllegalActionError:
    before = list(s.game.decisions)
    with pytest.raises(IllegalActionError) as e:
        s.choose(action)
    assert s.game.decisions == before
    return e.value


@pytest.mark.parametrize("pack", ["dml", "merc", "terrus"])
def test_a_move_no_legal_one_reads_is_refused_in_the_readers_words(pack: str) -> None:
    en, de, xa = (_at_decision(pack, lang) for lang in ("en", "de", "en-XA"))
    english = _refused(en, "dance a jig")
    assert en.error == str(english) and str(english).startswith(f"no legal {NOUN[pack][0]} reads 'dance a jig'")
    assert str(english).endswith(f"[{', '.join(english.rules)}]")
    _refused(de, "dance a jig")
    seat = de.game.pending.seat  # type: ignore[union-attr]
    assert de.error.startswith(f"{NOUN[pack][1]} entspricht 'dance a jig'")
    assert f"Platz {seat} muss entscheiden" in de.error
    _refused(xa, "dance a jig")
    assert xa.error.startswith("[[") and "no legal" not in xa.error and "must decide" not in xa.error


def test_a_forbidden_move_is_refused_in_the_readers_words() -> None:
    en, de = _at_decision("dml", "en"), _at_decision("dml", "de")
    (example, reason), *_ = de.history.records[-1].examples
    english, german = _refused(en, example), _refused(de, example)
    assert str(german) == str(english) == en.error  # the error itself stays English
    assert de.error != en.error and de.error == f"{de.messages.text(reason.text)} [{', '.join(reason.rules)}]"


def test_a_decision_after_the_end_is_refused_in_the_readers_words() -> None:
    s = TutorSession(pack="last_stone", seed=1, seats="random", language="de")
    s.run_to_end()
    with pytest.raises(IllegalActionError) as e:
        s.game.apply(0)
    assert str(e.value).startswith("the game is over: there is nothing to decide")
    assert s.messages.text(e.value.said).startswith("Das Spiel ist aus")
