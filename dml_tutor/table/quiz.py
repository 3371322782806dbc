"""Quiz the room: the teacher draws a question from the practice bank (the bank's own seeded
games, never the live table), every seat's device answers once and sees its own feedback, and
the teacher's page and the projector tally the room's answers per option and per rule."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from contextlib import suppress
from dataclasses import dataclass, field
from typing import Any, Final

from .. import games, practice
from ..core.inputs import short_repr
from ..core.text import Text, say
from ..i18n import SOURCE, Messages
from .store import Event

__all__ = ["EVENTS", "OPS", "TEACHER", "Quiz", "Refused", "persons", "warm"]

#: The teacher's quiz operations; ``answer`` is a seat's.
TEACHER: Final = ("quiz", "end_quiz")
OPS: Final = (*TEACHER, "answer")
#: The kinds of the table's log entries a quiz writes.
EVENTS: Final = ("quiz", "answer", "end_quiz")


class Refused(ValueError):
    """A quiz operation refused (the table answers ``status``, its sentence ``said`` in the
    page's language); nothing changed."""

    def __init__(self, status: int, error: Text) -> None:
        super().__init__(str(error))
        self.status = status
        self.said = error


@dataclass
class Round:
    """One question put to the room: each seat's answer (its first counts) and whether the
    teacher ended it (then every page sees the answer and the tally)."""

    question: practice.Question
    answers: dict[str, int] = field(default_factory=dict)
    ended: bool = False


@dataclass
class Quiz:
    """A table's quiz: the rounds so far, the last one the one shown."""

    rounds: list[Round] = field(default_factory=list)

    @property
    def open(self) -> Round | None:
        last = self.rounds[-1] if self.rounds else None
        return last if last is not None and not last.ended else None

    def draw(self, pack: str, rule: str | None) -> practice.Question:
        """The next rule in the order a learner meets them that the room has not been asked
        (all asked: round again, a new seed), or ``rule``; a ValueError names what is wrong."""
        asked = Counter(r.question.rule for r in self.rounds)
        if rule is None:
            order = practice.order(pack)
            if not order:
                raise Refused(400, say("refusal-quiz-no-questions", pack=repr(pack)))
            least = min(asked.get(r, 0) for r in order)
            rule = next(r for r in order if asked.get(r, 0) == least)
        elif not isinstance(rule, str) or len(rule) > 200:
            raise Refused(400, say("refusal-quiz-rule", got=short_repr(rule)))
        return practice.question(pack, rule, seed=asked.get(rule, 0))

    def tally(self, seats: int, *, live: bool) -> list[dict[str, Any]]:
        """Per rule asked: questions, answers so far out of the seats asked, how many right
        (``live``: the open round counts too; otherwise only the ended ones)."""
        rows: dict[str, dict[str, Any]] = {}
        for r in self.rounds:
            if not (r.ended or live):
                continue
            rule = r.question.rule
            row = rows.setdefault(rule, {"rule": rule, "asked": 0, "answers": 0, "of": 0, "right": 0})
            row["asked"] += 1
            row["answers"] += len(r.answers)
            row["of"] += seats
            row["right"] += sum(1 for i in r.answers.values() if i == r.question.answer)
        return list(rows.values())

    def json(self, kind: str, key: str, seats: int, language: str = SOURCE) -> dict[str, Any] | None:
        """What the page of a role (``kind``, ``key``) shows: the question's prompt and options
        (no key while it is open), a seat's own answer and feedback, and for the teacher (live)
        and the projector (once ended) the tally per option and per rule, in the page's
        ``language`` (the same question in its words). No seat is sent another seat's answer."""
        if not self.rounds:
            return None
        r = self.rounds[-1]
        q = practice.in_language(r.question, language)
        sees_all = kind == "teacher" or r.ended
        out: dict[str, Any] = {
            "kind": q.kind,
            "prompt": q.prompt,
            "options": [o.text for o in q.options],
            "ended": r.ended,
            "answered": len(r.answers),
            "seats": seats,
            "rule": q.rule if sees_all else None,  # a which_rule question's rule is its answer
            "answer": q.answer if sees_all else None,
        }
        if kind == "seat":
            mine = r.answers.get(key)
            out["mine"] = mine
            out["feedback"] = None if mine is None else _feedback(q, mine, language)
        elif sees_all:
            counts = Counter(r.answers.values())
            n = range(len(q.options))
            out["tally"] = [{"option": i, "count": counts.get(i, 0), "right": i == q.answer} for i in n]
            out["rules"] = self.tally(seats, live=kind == "teacher")
        return out

    def apply(self, pack: str, kind: str, key: str, op: str, args: list[Any]) -> list[Event]:
        """A quiz operation from a role's page (``kind``, ``key``) at a table of ``pack``: the
        teacher's ``quiz`` ([rule id] optional) and ``end_quiz``, a seat's ``answer`` [option
        index]. Returns the events to log; :class:`Refused` changes nothing."""
        if op in TEACHER and kind != "teacher":
            raise Refused(403, say("refusal-quiz-teachers", op=repr(op), role=kind))
        if op == "quiz":
            if len(args) > 1:
                raise Refused(400, say("refusal-quiz-arguments", got=short_repr(args)))
            try:
                q = self.draw(pack, args[0] if args else None)
            except Refused:
                raise
            except ValueError as e:
                raise Refused(400, str(e)[:300]) from None
            self._put(q)
            return [Event("quiz", {"rule": q.rule, "seed": q.seed, "kind": q.kind})]
        if op == "end_quiz":
            if args:
                raise Refused(400, say("refusal-no-arguments", op="end_quiz", got=short_repr(args)))
            if self.open is None:
                raise Refused(409, say("refusal-end-quiz-none"))
            self.open.ended = True
            return [Event("end_quiz", {})]
        if kind != "seat":
            raise Refused(403, say("refusal-quiz-cannot-answer", role=kind))
        r = self.open
        if r is None:
            raise Refused(409, say("refusal-answer-none"))
        if len(args) != 1:
            raise Refused(400, say("refusal-answer-arguments", got=short_repr(args)))
        index = args[0]
        if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < len(r.question.options):
            raise Refused(400, say("refusal-answer-index", last=len(r.question.options) - 1, got=short_repr(index)))
        if key in r.answers:
            raise Refused(409, say("refusal-answer-again"))
        r.answers[key] = index
        return [Event("answer", {"role": key, "index": index})]

    def _put(self, q: practice.Question) -> None:
        if self.open is not None:
            self.open.ended = True
        self.rounds.append(Round(q))

    def replay(self, pack: str, e: Event) -> None:
        """Bring a restored table's quiz to where its log left it."""
        if e.kind == "quiz":
            self._put(practice.question(pack, e.data["rule"], seed=int(e.data["seed"]), kind=e.data["kind"]))
        elif e.kind == "answer" and self.open is not None:
            self.open.answers[str(e.data["role"])] = int(e.data["index"])
        elif e.kind == "end_quiz" and self.open is not None:
            self.open.ended = True


def _feedback(q: practice.Question, index: int, language: str = SOURCE) -> dict[str, Any]:
    """A seat's feedback in its language (``q`` already in it): the whole ``text`` as Practice
    says it, and its ``head`` ("Right.") and ``body`` apart, so a page sets the head off without
    cutting it out of a sentence in whatever language it reads."""
    f = practice.feedback(q, index, language)
    messages = Messages(language)
    pack_messages = Messages(language, games.get(q.pack).package)
    why, right = q.options[index].why, q.options[q.answer]
    why = why[:1].upper() + why[1:]
    if f.correct:
        head, body = messages("table-quiz-right"), why
    else:
        head = messages("table-quiz-wrong")
        body = messages("table-quiz-wrong-body", why=why, answer=right.text, answer_why=right.why)
    return {
        "correct": f.correct,
        "rule": f.rule,
        "rules": list(f.rules),
        "text": f.text,
        "head": head,
        "body": body.strip(),
        "remedy": f.remedy,
        "misreading": f.misreading,
        "misreading_text": practice.misreadings(q.pack)[f.misreading].read(pack_messages) if f.misreading else None,
    }


def warm(pack: str) -> None:
    """Build the bank's index of ``pack`` (once per process, seconds): called in a worker
    thread before the first ``quiz`` so the table's other pages are not kept waiting."""
    with suppress(ValueError):  # said by the quiz op itself
        practice.order(pack)


def persons(modes: Sequence[str]) -> int:
    """The seats a person plays (the ones asked), of the table's seat modes."""
    return sum(1 for m in modes if m == "person")
