"""One learner practising one pack, as plain Python: the question shown, the feedback on the
answer and the mastery map, as the JSON the front ends draw (the Practice widget in a
notebook, the lite site's Practice page). No game is played: an answer is only checked.
"""

from __future__ import annotations

from typing import Any

from ..core.driver import is_int
from ..core.inputs import short_repr
from ..core.pack import Pack
from ..i18n import SOURCE, Messages, check_language, pack_title
from .bank import in_language, misreadings
from .bank import pack_of as _pack
from .learner import STATES, Learner, RuleRecord
from .mastery import mastery_dot, where_dot
from .values import Feedback, Question, feedback

__all__ = ["PracticeSession", "asks"]


def asks(kind: str, language: str = SOURCE) -> str:
    """What a kind of question asks, in a learner's words (a pack's own kinds show their name)."""
    messages = Messages(language)
    if kind == "legal_move":
        return messages("practice-asks-legal-move")
    if kind == "what_next":
        return messages("practice-asks-what-next")
    if kind == "which_rule":
        return messages("practice-asks-which-rule")
    return kind.replace("_", " ").capitalize()


class PracticeSession:
    """``learner`` practising ``pack``: :meth:`answer` checks an option of the question shown
    and records it, :meth:`next` shows the next question; :meth:`view_model` is everything a
    front end draws, in ``language`` (the questions and the record are the same in every
    language). A refused operation (an index that is no option, a second answer) is a
    ``ValueError`` saying why, also kept in ``error``, and changes nothing."""

    def __init__(self, learner: Learner, pack: Pack | str, language: str = SOURCE) -> None:
        if not isinstance(learner, Learner):
            raise ValueError(f"learner must be a practice Learner, got {short_repr(learner)}")
        self.learner = learner
        self.pack = _pack(pack)
        #: The words' language (a shipped locale).
        self.language = check_language(language)
        self.question: Question = learner.next(self.pack)
        self.feedback: Feedback | None = None
        self.error = ""

    def answer(self, index: object) -> Feedback:
        """Check option ``index`` (0-based) of the question shown; once per question."""
        self.error = ""
        try:
            if self.feedback is not None:
                raise ValueError("this question is answered: ask for the next one")
            if not is_int(index):
                raise ValueError(f"answer must be an option's index, got {short_repr(index)}")
            self.feedback = self.learner.answer(self.question, int(index))
        except ValueError as e:
            self.error = str(e)
            raise
        return self.feedback

    def next(self) -> Question:
        """The next question (after the shown one is answered)."""
        self.error = ""
        if self.feedback is None:
            self.error = "answer this question first"
            raise ValueError(self.error)
        self.question = self.learner.next(self.pack)
        self.feedback = None
        return self.question

    # ------------------------------------------------------------ the view model

    def view_model(self) -> dict[str, Any]:
        """The JSON the front ends draw: the pack, the learner, the question, the feedback
        (None until answered) with the diagram of where its rule sits, the mastery map, and
        the front end's words (``text``), all in the session's language."""
        records = self.learner.records(self.pack)
        return {
            "pack": self.pack.name,
            "title": pack_title(self.pack, self.language),
            "learner": self.learner.name,
            "question": self._question(),
            "feedback": self._feedback(),
            "mastery": self._mastery(records),
            "error": self.error,
            # the front end's own words in the session's language (say("practice-...") in practice.js)
            "text": Messages(self.language).front_end("practice-"),
        }

    def _rule(self, rule: str) -> dict[str, str] | None:
        found = self.pack.catalog().get(rule)
        if found is None:
            return None
        m = Messages(self.language, self.pack.package)
        return {"id": found.id, "title": m.rule_title(found), "text": m.rule_text(found), "section": found.section}

    def _rule_title(self, rule: str, english: str) -> str:
        found = self.pack.catalog().get(rule)
        return Messages(self.language, self.pack.package).rule_title(found) if found is not None else english

    def _question(self) -> dict[str, Any]:
        """The question as shown: no key and no rule id (a "which rule" question would give
        itself away); the feedback names the rule."""
        q = in_language(self.question, self.language)
        return {
            "kind": q.kind,
            "asks": asks(q.kind, self.language),
            "prompt": q.prompt,
            "options": [o.text for o in q.options],
            "number": len(self.learner.answers(self.pack)) + (0 if self.feedback else 1),
        }

    def _feedback(self) -> dict[str, Any] | None:
        if self.feedback is None:
            return None
        told = feedback(in_language(self.question, self.language), self.feedback.chosen, self.language)
        misread = None
        if told.misreading is not None:
            found = misreadings(self.pack).get(told.misreading)
            read = Messages(self.language, self.pack.package)
            misread = {"id": told.misreading, "text": found.read(read) if found else told.misreading}
        return {
            "rule": self._rule(told.rule),
            "correct": told.correct,
            "chosen": told.chosen,
            "answer": told.answer,
            "text": told.text,
            "remedy": told.remedy,
            "misreading": misread,
            "rules": [r for r in map(self._rule, told.rules) if r is not None],
            "where_dot": where_dot(self.pack, told.rule, language=self.language),
        }

    def _mastery(self, records: list[RuleRecord]) -> dict[str, Any]:
        states = {r.rule: r.state for r in records}
        return {
            "counts": {s: sum(1 for r in records if r.state == s) for s in STATES},
            "rows": [
                {
                    "rule": r.rule,
                    "title": self._rule_title(r.rule, r.title),
                    "state": r.state,
                    "answers": r.answers,
                    "last": None if r.last_correct is None else ("right" if r.last_correct else "wrong"),
                    "last_at": r.last_at.isoformat() if r.last_at else None,
                    "next": r.next_review.isoformat() if r.next_review else None,
                    "misreadings": r.misreadings,
                }
                for r in records
            ],
            "dot": mastery_dot(self.pack, states, language=self.language),
        }
