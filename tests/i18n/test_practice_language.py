"""Practice in another language: the same question (rule, kind, seed, options in the same order,
the same answer, moves and misreadings) in other words, the feedback's framing in the language,
and a learner's record the same whichever language they answered in."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from dml_tutor import practice
from dml_tutor.practice import Learner
from dml_tutor.practice.session import PracticeSession, asks

#: A which_rule, a legal_move and a what_next question of DML (the bank's own kinds).
KINDS = ("which_rule", "legal_move", "what_next")


def _first(kind: str) -> tuple[str, str]:
    rule = next(r for r, kinds in practice.coverage("dml").items() if kind in kinds)
    return rule, kind


def _same_but_words(a: practice.Question, b: practice.Question) -> None:
    assert (a.pack, a.rule, a.kind, a.seed, a.answer, a.game) == (b.pack, b.rule, b.kind, b.seed, b.answer, b.game)
    assert [(o.correct, o.rules, o.move, o.remedy, o.misreading) for o in a.options] == [
        (o.correct, o.rules, o.move, o.remedy, o.misreading) for o in b.options
    ]


@pytest.mark.parametrize("kind", KINDS)
def test_a_question_is_the_same_question_in_german_in_other_words(kind: str) -> None:
    rule, kind = _first(kind)
    en = practice.question("dml", rule, seed=1, kind=kind)
    de = practice.question("dml", rule, seed=1, kind=kind, language="de")
    _same_but_words(en, de)
    if kind == "which_rule":
        assert en.prompt.endswith("Which rule is at work in this step?")
        assert de.prompt.endswith("Welche Regel wirkt in diesem Schritt?")
        assert de.options[de.answer].why.startswith("dieser Schritt ist ")
    elif kind == "legal_move":
        assert de.prompt.endswith("Welcher dieser Züge ist erlaubt?") and "Am Zug: " in de.prompt
        assert de.options[de.answer].why == f"die Engine nimmt hier {de.options[de.answer].text} an."
    else:
        wrong = next(o for o in de.options if not o.correct)
        assert wrong.why.startswith(f"diese Antwort beruht auf einem Missverständnis von {wrong.rules[0]}: ")
    xa = practice.question("dml", rule, seed=1, kind=kind, language="en-XA")
    _same_but_words(en, xa)
    assert xa.prompt != en.prompt or kind == "what_next"  # a what_next question's prompt is the pack's
    assert [o.why for o in xa.options] != [o.why for o in en.options]


def test_the_feedback_in_german_and_a_language_not_shipped_refused() -> None:
    rule, kind = _first("which_rule")
    q = practice.question("dml", rule, seed=0, kind=kind, language="de")
    right = practice.feedback(q, q.answer, "de")
    wrong = practice.feedback(q, next(i for i, o in enumerate(q.options) if not o.correct), "de")
    assert right.text.startswith("Richtig. Dieser Schritt ist ")
    assert wrong.text.startswith("Nicht ganz. ") and f"Die Antwort ist „{q.options[q.answer].text}“" in wrong.text
    assert practice.feedback(q, q.answer).text.startswith("Right. ")  # the English framing by default
    with pytest.raises(ValueError, match="language: 'xx'"):
        practice.question("dml", rule, language="xx")


def test_a_session_in_german_keeps_the_same_record_as_one_in_english() -> None:
    def clock() -> datetime:
        return datetime(2026, 3, 1, 9, tzinfo=UTC)

    records = []
    for language in ("en", "de"):
        session = PracticeSession(Learner("ada", ":memory:", clock), "dml", language)
        for _ in range(3):
            session.answer(session.question.answer)
            session.next()
        vm = session.view_model()
        records.append(session.learner.export())
        if language == "de":
            assert vm["text"]["practice-next"] == "Nächste Frage"
            assert vm["question"]["asks"] == asks(session.question.kind, "de") != asks(session.question.kind)
            session.answer(session.question.answer)
            assert session.view_model()["feedback"]["text"].startswith("Richtig.")
    assert records[0] == records[1]
    with pytest.raises(ValueError, match="language"):
        PracticeSession(Learner("ada", ":memory:", clock), "dml", "xx")
