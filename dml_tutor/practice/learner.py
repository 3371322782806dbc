"""A learner's practice: which rule to ask next, and each answer a review of its rule.

Every rule a learner meets is one card of the ``fsrs`` package's scheduler (FSRS, as Anki
uses it): a right answer is a pass (``Rating.Good``), a wrong one a fail (``Rating.Again``),
and the scheduler says when the rule is due again. Due rules come first (the most overdue
first), then new rules in the order they first matter in a game (:func:`.bank.order`); no
rule takes more than half of any ten questions while another is due; a misreading shown
twice makes the rule it bends due at once. The record is the learner's own: a SQLite file
in the user data folder (several learners by name in one file), exported and imported as
JSON text, never sent anywhere.
"""

from __future__ import annotations

import contextlib
import copy
import json
import os
import sys
import zlib
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final, Literal

from fsrs import Card, Rating, Scheduler, State

from ..core.inputs import check_data, load_json, read_name, short_repr
from ..core.pack import Pack
from .bank import coverage, misreadings, order, question
from .bank import pack_of as _pack
from .values import Feedback, Question, feedback

if TYPE_CHECKING:
    import sqlite3

__all__ = ["FORMAT", "IN_MEMORY", "STATES", "Answer", "Learner", "RuleRecord", "default_path", "learners"]

#: A rule's state on the mastery map, from never asked to known.
STATES: Final = ("new", "learning", "due", "known")
Mastery = Literal["new", "learning", "due", "known"]
#: The ``format`` field of an exported record.
FORMAT: Final = "dml-tutor-learner"
#: ``path`` for a learner kept in memory only (the lite site keeps its record in the browser's storage).
IN_MEMORY: Final = ":memory:"
#: "Known" needs at least this chance of recall now (FSRS's retrievability): the scheduler's desired retention.
RETENTION: Final = 0.9
#: Interleaving: in any run of this many questions ...
WINDOW: Final = 10
#: ... no rule more than this many while another rule is due.
WINDOW_MAX: Final = WINDOW // 2
#: A misreading shown this many times makes its rule due at once.
MISREAD_TWICE: Final = 2
#: The rule of a misreading the learner showed is asked with that misreading among the
#: options when one of this many seeds gives such a question.
MISREAD_SEEDS: Final = 8

_SCHEMA: Final = """
CREATE TABLE IF NOT EXISTS cards (
    learner TEXT NOT NULL, pack TEXT NOT NULL, rule TEXT NOT NULL, card TEXT NOT NULL,
    PRIMARY KEY (learner, pack, rule));
CREATE TABLE IF NOT EXISTS answers (
    learner TEXT NOT NULL, n INTEGER NOT NULL, pack TEXT NOT NULL, rule TEXT NOT NULL, kind TEXT NOT NULL,
    seed INTEGER NOT NULL, at TEXT NOT NULL, correct INTEGER NOT NULL, misreading TEXT,
    PRIMARY KEY (learner, n));
"""


def default_path() -> Path:
    """Where learners are kept unless told: ``learners.sqlite3`` in the user data folder
    (``platformdirs``: ``~/.local/share/dml-tutor`` on Linux, the platform's own elsewhere)."""
    import platformdirs  # not in the browser's Python, which keeps no file

    return platformdirs.user_data_path("dml-tutor", appauthor=False) / "learners.sqlite3"


def learners(path: str | os.PathLike[str] | None = None) -> list[str]:
    """The names of the learners kept in ``path`` (default: :func:`default_path`)."""
    if path is None and sys.platform == "emscripten":
        return []
    file = Path(path) if path is not None else default_path()
    if os.fspath(file) == IN_MEMORY or not file.exists():
        return []
    with _connect(file) as db:
        rows = db.execute("SELECT learner FROM answers UNION SELECT learner FROM cards ORDER BY 1").fetchall()
    return [r[0] for r in rows]


@contextlib.contextmanager
def _connect(path: Path) -> Iterator[sqlite3.Connection]:
    """One connection per use, committed on success: the widget and a script may share a file."""
    import sqlite3  # not loaded in the browser's Python, where a learner is kept in memory

    db = sqlite3.connect(path)
    try:
        with db:
            db.executescript(_SCHEMA)
            yield db
    finally:
        db.close()


@dataclass(frozen=True)
class Answer:
    """One answer of a learner: the question's rule and kind, when, right or not, and the
    misreading a wrong answer showed."""

    pack: str
    rule: str
    kind: str
    seed: int
    at: datetime
    correct: bool
    misreading: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "pack": self.pack,
            "rule": self.rule,
            "kind": self.kind,
            "seed": self.seed,
            "at": self.at.isoformat(),
            "correct": self.correct,
            "misreading": self.misreading,
        }


@dataclass(frozen=True)
class RuleRecord:
    """A row of the mastery table: a rule's state, its last answer, its next review and the
    misreadings the learner's wrong answers showed (id -> times)."""

    rule: str
    title: str
    state: Mastery
    answers: int
    last_correct: bool | None
    last_at: datetime | None
    next_review: datetime | None
    misreadings: dict[str, int] = field(default_factory=dict)


def _utc(value: object, what: str) -> datetime:
    if not isinstance(value, datetime) or value.tzinfo is None or value.utcoffset() is None:
        raise ValueError(f"{what} must be an aware datetime (with a time zone), got {short_repr(value)}")
    return value.astimezone(UTC)


def _now() -> datetime:
    return datetime.now(UTC)


class Learner:
    """One learner's practice of every pack: ``Learner("ada")``.

    ``path`` is the SQLite file (default :func:`default_path`; :data:`IN_MEMORY` keeps
    nothing on disk); ``clock`` a function giving the time now as an aware datetime (tests and
    benchmarks move days ahead). ``next(pack)`` gives the question to ask, ``answer(question,
    index)`` checks the chosen option, records it as a review of the question's rule and
    gives the :class:`~.values.Feedback`; ``mastery(pack)`` each covered rule's state.
    """

    def __init__(
        self,
        name: str,
        path: str | os.PathLike[str] | None = None,
        clock: Callable[[], datetime] | None = None,
    ) -> None:
        self.name = read_name(name, "learner name")
        if clock is not None and not callable(clock):
            raise ValueError(f"clock must be a function returning an aware datetime, got {short_repr(clock)}")
        self.clock: Callable[[], datetime] = clock or _now
        if path is None:
            # the browser's Python (JupyterLite) has no user data folder: its learners live in
            # memory (the lite site's Practice page keeps the record in the browser's storage)
            path = IN_MEMORY if sys.platform == "emscripten" else default_path()
        self.path: Path | None = None if os.fspath(path) == IN_MEMORY else Path(path)
        #: The FSRS scheduler every answer goes through: desired retention 0.9, no fuzz
        #: (the same answers give the same reviews on every machine).
        self.scheduler = Scheduler(desired_retention=RETENTION, enable_fuzzing=False)
        self._cards: dict[tuple[str, str], Card] = {}
        self._answers: list[Answer] = []
        if self.path is not None:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._load()

    def __repr__(self) -> str:
        return f"Learner({self.name!r}, {len(self._answers)} answers)"

    # ------------------------------------------------------------ the time

    def now(self) -> datetime:
        """The clock's time now, in UTC (a naive datetime is a ``ValueError``)."""
        return _utc(self.clock(), "the clock's time")

    # ------------------------------------------------------------ asking

    def next(self, pack: Pack | str) -> Question:
        """The question to ask now in ``pack``: a due rule (the most overdue first), else a
        new rule in the order rules first matter in a game, else the rule due soonest (early
        practice); never the rule just asked while another waits, and no rule more than half
        of any ten questions while another is due. A rule's kinds take turns and each asking
        has its own seed, so a rule comes back as another question; a rule whose misreading
        the learner showed comes back with that misreading among the options."""
        p = _pack(pack)
        for rule in self._ranked(p.name):
            made = self._question(p.name, rule)
            if made is not None:
                return made
        raise ValueError(f"the {p.name} pack has no question to practise")  # pragma: no cover - bank floors

    def _ranked(self, pack: str) -> list[str]:
        rules = order(pack)
        place = {r: i for i, r in enumerate(rules)}
        now = self.now()
        cards = {rule: card for (p, rule), card in self._cards.items() if p == pack and rule in place}
        due = sorted((r for r, c in cards.items() if c.due <= now), key=lambda r: (cards[r].due, place[r]))
        waiting = due + [r for r in rules if r not in cards]
        ahead = sorted((r for r, c in cards.items() if c.due > now), key=lambda r: (cards[r].due, place[r]))
        mine = [a.rule for a in self._answers if a.pack == pack][-(WINDOW - 1) :]
        recent = Counter(mine)
        # a rule at half of the window waits while another is due; alone, it is asked anyway
        free = [r for r in waiting if recent[r] < WINDOW_MAX]
        if len(free) > 1 and mine and free[0] == mine[-1]:  # the rule just asked goes after one other
            free[0], free[1] = free[1], free[0]
        held = [r for r in waiting if recent[r] >= WINDOW_MAX]
        if free:
            return free + [r for r in ahead if recent[r] < WINDOW_MAX] + held
        return held + ahead

    def _question(self, pack: str, rule: str) -> Question | None:
        kinds = coverage(pack).get(rule, [])
        asked = sum(1 for a in self._answers if a.pack == pack and a.rule == rule)
        again = self._misread(pack, rule)
        if again is not None:  # the misreading the learner showed, put to them on its own rule
            for seed in range(asked, asked + MISREAD_SEEDS):
                for kind in kinds:
                    with contextlib.suppress(ValueError):
                        made = question(pack, rule, seed=seed, kind=kind)
                        if any(o.misreading == again for o in made.options):
                            return made
        for turn in range(len(kinds)):
            kind = kinds[(asked + turn) % len(kinds)]
            with contextlib.suppress(ValueError):
                return question(pack, rule, seed=asked, kind=kind)
        return None

    def _misread(self, pack: str, rule: str) -> str | None:
        """The misreading of ``rule`` the learner's answers showed since its last question, if any."""
        bends = {m for m, v in misreadings(pack).items() if v.rule == rule}
        for a in reversed(self._answers):
            if a.pack != pack:
                continue
            if a.rule == rule and a.misreading not in bends:
                return None
            if a.misreading in bends:
                return a.misreading
        return None

    # ------------------------------------------------------------ answering

    def answer(self, question: Question, index: int) -> Feedback:
        """Check option ``index`` of ``question`` and record it as a pass or a fail of the
        question's rule. Nothing is played: a wrong answer or a refused move is only checked.
        A question or index that is not one is a ``ValueError``, the record untouched."""
        if not isinstance(question, Question):
            raise ValueError(f"question must be a practice Question, got {short_repr(question)}")
        p = _pack(question.pack)
        if question.rule not in coverage(p.name):
            raise ValueError(f"rule {short_repr(question.rule)} has no question in the {p.name} pack")
        told = feedback(question, index)
        now = self.now()
        key = (p.name, question.rule)
        card = self._cards.get(key) or self._new_card(key, now)
        card, _ = self.scheduler.review_card(card, Rating.Good if told.correct else Rating.Again, now)
        made = Answer(p.name, question.rule, question.kind, question.seed, now, told.correct, told.misreading)
        changed = {key: card}
        if told.misreading is not None:
            shown = 1 + sum(1 for a in self._answers if a.pack == p.name and a.misreading == told.misreading)
            bent = misreadings(p.name).get(told.misreading)
            target = p.catalog().local_id(bent.rule) if bent is not None else None
            if shown >= MISREAD_TWICE and target is not None:
                bent_card = changed.get((p.name, target)) or self._cards.get((p.name, target))
                due = copy.copy(bent_card) if bent_card is not None else self._new_card((p.name, target), now)
                due.due = now
                changed[(p.name, target)] = due
        self._save(changed, made)
        return told

    def _new_card(self, key: tuple[str, str], now: datetime) -> Card:
        """A rule's card before its first review, due now (a stable id from the rule)."""
        return Card(card_id=zlib.crc32(":".join(key).encode()), due=now)

    # ------------------------------------------------------------ mastery

    def mastery(self, pack: Pack | str) -> dict[str, Mastery]:
        """Each rule with a question in ``pack``: "new" (never asked), "due" (its review is
        due now), "known" (the last answer right, past FSRS's learning steps, and a chance of
        recall of at least 0.9 now) or "learning" (anything else)."""
        p = _pack(pack)
        now = self.now()
        return {rule: self._state(p.name, rule, now) for rule in order(p.name)}

    def _state(self, pack: str, rule: str, now: datetime) -> Mastery:
        card = self._cards.get((pack, rule))
        if card is None:
            return "new"
        if card.due <= now:
            return "due"
        last = next((a for a in reversed(self._answers) if a.pack == pack and a.rule == rule), None)
        if (
            last is not None
            and last.correct
            and card.state == State.Review
            and self.scheduler.get_card_retrievability(card, now) >= RETENTION
        ):
            return "known"
        return "learning"

    def records(self, pack: Pack | str) -> list[RuleRecord]:
        """The mastery table of ``pack``: one row per rule with a question, in the order rules
        first matter in a game."""
        p = _pack(pack)
        now = self.now()
        catalog = p.catalog()
        rows = []
        for rule in order(p.name):
            mine = [a for a in self._answers if a.pack == p.name and a.rule == rule]
            last = mine[-1] if mine else None
            card = self._cards.get((p.name, rule))
            seen = Counter(a.misreading for a in self._answers if a.pack == p.name and a.misreading)
            bends = {m for m, v in misreadings(p.name).items() if catalog.local_id(v.rule) == rule}
            rows.append(
                RuleRecord(
                    rule,
                    catalog.rule(rule).title,
                    self._state(p.name, rule, now),
                    len(mine),
                    last.correct if last else None,
                    last.at if last else None,
                    card.due if card is not None else None,
                    {m: n for m, n in seen.items() if m in bends or any(a.misreading == m for a in mine)},
                )
            )
        return rows

    def answers(self, pack: Pack | str | None = None) -> list[Answer]:
        """Every answer recorded (of ``pack`` only when given), oldest first."""
        name = _pack(pack).name if pack is not None else None
        return [a for a in self._answers if name is None or a.pack == name]

    def card(self, pack: Pack | str, rule: str) -> Card | None:
        """The FSRS card of one rule (None while the rule is new): its due time, stability, state."""
        return self._cards.get((_pack(pack).name, rule))

    # ------------------------------------------------------------ the record

    def export(self) -> str:
        """The whole record as JSON text (:meth:`from_export` reads it back)."""
        return json.dumps(
            {
                "format": FORMAT,
                "version": 1,
                "name": self.name,
                "cards": [{"pack": p, "rule": r, "card": c.to_dict()} for (p, r), c in sorted(self._cards.items())],
                "answers": [a.to_dict() for a in self._answers],
            },
            ensure_ascii=False,
        )

    @classmethod
    def from_export(
        cls,
        text: str,
        path: str | os.PathLike[str] | None = None,
        clock: Callable[[], datetime] | None = None,
    ) -> Learner:
        """A learner from :meth:`export`'s text, kept in ``path`` (replacing the record of a
        learner of that name there). Anything malformed is a ``ValueError`` naming the field,
        and nothing is written."""
        data = load_json(text, "learner record")
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ValueError(f"not a dml-tutor learner record: field 'format' must be {FORMAT!r}")
        if data.get("version") != 1:
            raise ValueError(f"learner record field 'version' must be 1, got {short_repr(data.get('version'))}")
        check_data(data, "learner record")
        name = read_name(data.get("name"), "learner record field 'name'")
        cards = _read_list(data, "cards")
        answers = _read_list(data, "answers")
        read_cards = dict(_read_card(c, i) for i, c in enumerate(cards))
        read_answers = [_read_answer(a, i) for i, a in enumerate(answers)]
        made = cls(name, path, clock)
        made._cards = read_cards
        made._answers = read_answers
        if made.path is not None:
            with _connect(made.path) as db:
                db.execute("DELETE FROM cards WHERE learner = ?", (name,))
                db.execute("DELETE FROM answers WHERE learner = ?", (name,))
                made._write(db, read_cards, read_answers, 0)
        return made

    def _load(self) -> None:
        assert self.path is not None
        with _connect(self.path) as db:
            for pack, rule, text in db.execute("SELECT pack, rule, card FROM cards WHERE learner = ?", (self.name,)):
                self._cards[(pack, rule)] = Card.from_json(text)
            for pack, rule, kind, seed, at, correct, misreading in db.execute(
                "SELECT pack, rule, kind, seed, at, correct, misreading FROM answers WHERE learner = ? ORDER BY n",
                (self.name,),
            ):
                self._answers.append(
                    Answer(pack, rule, kind, seed, datetime.fromisoformat(at), bool(correct), misreading)
                )

    def _save(self, cards: dict[tuple[str, str], Card], answer: Answer) -> None:
        """Write the reviewed cards and the answer (to the file first: a failed write changes nothing)."""
        if self.path is not None:
            with _connect(self.path) as db:
                self._write(db, cards, [answer], len(self._answers))
        self._cards.update(cards)
        self._answers.append(answer)

    def _write(
        self, db: sqlite3.Connection, cards: dict[tuple[str, str], Card], answers: list[Answer], first: int
    ) -> None:
        db.executemany(
            "INSERT OR REPLACE INTO cards VALUES (?, ?, ?, ?)",
            [(self.name, p, r, c.to_json()) for (p, r), c in cards.items()],
        )
        db.executemany(
            "INSERT INTO answers VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [
                (self.name, first + i, a.pack, a.rule, a.kind, a.seed, a.at.isoformat(), int(a.correct), a.misreading)
                for i, a in enumerate(answers)
            ],
        )


def _read_list(data: dict[str, Any], key: str) -> list[Any]:
    value = data.get(key)
    if not isinstance(value, list):
        raise ValueError(f"learner record field {key!r} must be a list, got {short_repr(value)}")
    return value


def _text(item: dict[str, Any], key: str, where: str) -> str:
    value = item.get(key)
    if not isinstance(value, str) or not value:
        raise ValueError(f"learner record {where} field {key!r} must be text, got {short_repr(value)}")
    return value


def _when(value: object, where: str) -> datetime:
    try:
        parsed = datetime.fromisoformat(value) if isinstance(value, str) else None
    except ValueError:
        parsed = None
    if parsed is None:
        raise ValueError(f"learner record {where} must be an ISO date and time, got {short_repr(value)}")
    return _utc(parsed, f"learner record {where}")


def _read_card(item: object, i: int) -> tuple[tuple[str, str], Card]:
    where = f"cards[{i}]"
    if not isinstance(item, dict) or not isinstance(item.get("card"), dict):
        raise ValueError(f"learner record {where} must be an object with pack, rule and card, got {short_repr(item)}")
    raw = item["card"]
    try:
        card = Card.from_dict(raw)
    except (KeyError, TypeError, ValueError) as e:
        raise ValueError(f"learner record {where} field 'card' is not an FSRS card: {short_repr(e)}") from None
    card.due = _when(raw.get("due"), f"{where} card's due")
    if card.last_review is not None:
        card.last_review = _when(raw.get("last_review"), f"{where} card's last_review")
    return (_text(item, "pack", where), _text(item, "rule", where)), card


def _read_answer(item: object, i: int) -> Answer:
    where = f"answers[{i}]"
    if not isinstance(item, dict):
        raise ValueError(f"learner record {where} must be an object, got {short_repr(item)}")
    seed = item.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ValueError(f"learner record {where} field 'seed' must be an integer, got {short_repr(seed)}")
    correct = item.get("correct")
    if not isinstance(correct, bool):
        raise ValueError(f"learner record {where} field 'correct' must be true or false, got {short_repr(correct)}")
    misreading = item.get("misreading")
    if misreading is not None and not isinstance(misreading, str):
        raise ValueError(
            f"learner record {where} field 'misreading' must be text or null, got {short_repr(misreading)}"
        )
    return Answer(
        _text(item, "pack", where),
        _text(item, "rule", where),
        _text(item, "kind", where),
        seed,
        _when(item.get("at"), f"{where} field 'at'"),
        correct,
        misreading,
    )
