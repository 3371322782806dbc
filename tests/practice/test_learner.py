"""A learner's practice: which rule comes next, each answer an FSRS review, mastery, the
record kept in SQLite by name, exported and imported as JSON."""

from __future__ import annotations

import itertools
import json
import sqlite3
from collections import Counter
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path

import pytest
from fsrs import State
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dml_tutor import practice
from dml_tutor.practice import Learner, Misreading, Option, Question
from dml_tutor.practice import learner as learner_module

PACK = "dml"
START = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)


class Clock:
    """A clock the test moves: the learner asks it the time."""

    def __init__(self, at: datetime = START) -> None:
        self.at = at

    def __call__(self) -> datetime:
        return self.at

    def tick(self, **delta: float) -> None:
        self.at += timedelta(**delta)


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def ada(tmp_path: Path, clock: Clock) -> Learner:
    return Learner("ada", tmp_path / "learners.sqlite3", clock)


def wrong(q: Question) -> int:
    return next(i for i, o in enumerate(q.options) if not o.correct)


def test_a_new_learner_starts_on_the_rule_that_matters_first(ada: Learner) -> None:
    assert set(ada.mastery(PACK).values()) == {"new"}
    assert list(ada.mastery(PACK)) == practice.order(PACK)
    q = ada.next(PACK)
    assert (q.pack, q.rule) == (PACK, practice.order(PACK)[0])
    assert ada.next(PACK) == q  # asking again without answering asks the same


def test_the_scheduler_is_fsrs_at_ninety_percent_without_fuzz(ada: Learner) -> None:
    assert ada.scheduler.desired_retention == 0.9
    assert ada.scheduler.enable_fuzzing is False


def test_an_answer_is_checked_never_played_and_reviews_its_rule(ada: Learner, clock: Clock) -> None:
    q = ada.next(PACK)
    told = ada.answer(q, wrong(q))
    assert told == practice.feedback(q, wrong(q))  # the bank's feedback: rules, our text, remedy
    assert not told.correct and told.rule == q.rule
    card = ada.card(PACK, q.rule)
    assert card is not None and card.last_review == clock.at and card.due > clock.at
    assert ada.mastery(PACK)[q.rule] == "learning"
    assert [(a.rule, a.correct) for a in ada.answers(PACK)] == [(q.rule, False)]


def test_bad_answers_are_refused_and_change_nothing(ada: Learner) -> None:
    q = ada.next(PACK)
    for index in (len(q.options), -1, "0", 1.0, None):
        with pytest.raises(ValueError, match="answer must be an option's index"):
            ada.answer(q, index)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="practice Question"):
        ada.answer(q.to_json(), 0)  # type: ignore[arg-type]
    assert ada.answers() == [] and ada.card(PACK, q.rule) is None
    assert set(ada.mastery(PACK).values()) == {"new"}


def test_a_naive_clock_is_refused(tmp_path: Path) -> None:
    naive = Learner("bo", tmp_path / "l.sqlite3", lambda: datetime(2026, 3, 1))
    with pytest.raises(ValueError, match="aware datetime"):
        naive.next(PACK)
    other_zone = Learner("cy", ":memory:", lambda: datetime(2026, 3, 1, 10, tzinfo=timezone(timedelta(hours=1))))
    assert other_zone.now() == START  # any aware time, read in UTC


@pytest.mark.parametrize("name", ["", " ada", "a\nb", "x" * 61, 7])
def test_a_learner_needs_a_name(name: object, tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="learner name"):
        Learner(name, tmp_path / "l.sqlite3")  # type: ignore[arg-type]


def test_known_needs_the_learning_steps_passed_and_a_wrong_answer_leaves_it(ada: Learner, clock: Clock) -> None:
    q = ada.next(PACK)
    ada.answer(q, q.answer)
    assert ada.mastery(PACK)[q.rule] == "learning"  # one right answer: still in FSRS's learning steps
    clock.tick(minutes=10)
    assert ada.mastery(PACK)[q.rule] == "due"
    between = ada.next(PACK)
    assert between.rule != q.rule  # never the rule just asked while another waits
    ada.answer(between, between.answer)
    q2 = ada.next(PACK)
    assert q2.rule == q.rule and q2 != q  # due first, as another question (its own seed or kind)
    ada.answer(q2, q2.answer)
    card = ada.card(PACK, q.rule)
    assert card is not None and card.state == State.Review
    assert ada.mastery(PACK)[q.rule] == "known"
    # known lasts while FSRS gives at least a 0.9 chance of recall
    clock.at = card.due - timedelta(days=1)
    assert ada.scheduler.get_card_retrievability(card, clock.at) >= 0.9
    assert ada.mastery(PACK)[q.rule] == "known"
    clock.at = card.due
    assert ada.mastery(PACK)[q.rule] == "due"
    q3 = ada.next(PACK)
    assert q3.rule in (q.rule, between.rule)  # both due by now
    q3 = practice.question(PACK, q.rule, seed=5)
    ada.answer(q3, wrong(q3))
    assert ada.mastery(PACK)[q.rule] != "known"
    clock.tick(seconds=30)
    assert ada.mastery(PACK)[q.rule] == "learning"


def test_due_rules_come_before_new_ones_the_most_overdue_first(ada: Learner, clock: Clock) -> None:
    first, second = practice.order(PACK)[:2]
    for rule in (first, second):
        q = ada.next(PACK)
        assert q.rule == rule
        ada.answer(q, wrong(q))  # due again a minute later
        clock.tick(seconds=20)
    assert ada.next(PACK).rule == practice.order(PACK)[2]  # nothing due yet: the next new rule
    clock.tick(minutes=5)
    assert ada.mastery(PACK)[first] == ada.mastery(PACK)[second] == "due"
    q = ada.next(PACK)
    assert q.rule == first
    ada.answer(q, q.answer)
    assert ada.next(PACK).rule == second


def test_no_rule_takes_more_than_half_of_ten_questions_while_others_are_due(ada: Learner, clock: Clock) -> None:
    """A learner who gets everything wrong keeps every rule due; the questions still interleave."""
    asked = []
    for _ in range(60):
        q = ada.next(PACK)
        asked.append(q.rule)
        ada.answer(q, wrong(q))
        clock.tick(minutes=2)
    for i in range(len(asked) - 9):
        rule, n = Counter(asked[i : i + 10]).most_common(1)[0]
        assert n <= 5, (i, rule, asked[i : i + 10])
    assert all(a != b for a, b in itertools.pairwise(asked))  # another rule always waits


def test_a_rule_alone_is_asked_again(tmp_path: Path, clock: Clock, monkeypatch: pytest.MonkeyPatch) -> None:
    """With one rule left to practise, the interleaving has nothing to put between."""
    only = practice.order(PACK)[0]
    monkeypatch.setattr(learner_module, "order", lambda pack: [only])
    solo = Learner("solo", ":memory:", clock)
    for _ in range(7):
        q = solo.next(PACK)
        assert q.rule == only
        solo.answer(q, wrong(q))


def _misread(rule: str, mid: str) -> Question:
    """A question with a distractor that shows misreading ``mid`` (as the bank's what_next makes)."""
    return Question(
        PACK,
        rule,
        "what_next",
        "What happens next?",
        0,
        "{}",
        (
            Option("4", True, (rule,), "the engine's result."),
            Option("6", False, (rule,), "what the misreading gives.", misreading=mid),
            Option("2", False, (rule,), "another misreading.", misreading="other"),
        ),
    )


def test_a_misreading_shown_twice_makes_its_rule_due_at_once(
    ada: Learner, clock: Clock, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked, bent = practice.order(PACK)[:2]
    declared = {"double-count": Misreading(bent, "counts the pair twice"), "other": Misreading(asked, "x")}
    monkeypatch.setattr(learner_module, "misreadings", lambda pack: declared)
    # the bent rule, once met and answered right, waits days for its review
    for _ in range(2):
        q = ada.next(PACK)
        assert q.rule in (asked, bent)
        ada.answer(q, q.answer)
        clock.tick(minutes=11)
    while ada.mastery(PACK)[bent] != "known":
        q = ada.next(PACK)
        ada.answer(q, q.answer)
        clock.tick(minutes=1)
    q = _misread(asked, "double-count")
    told = ada.answer(q, 1)
    assert told.misreading == "double-count"
    assert ada.mastery(PACK)[bent] == "known"  # shown once: not yet
    clock.tick(minutes=1)
    ada.answer(q, 1)
    assert ada.mastery(PACK)[bent] == "due"  # shown twice: due at once
    assert ada.next(PACK).rule in (bent, asked)
    row = next(r for r in ada.records(PACK) if r.rule == bent)
    assert row.misreadings == {"double-count": 2} and row.state == "due"


def test_the_record_is_kept_by_name_in_one_file(tmp_path: Path, clock: Clock) -> None:
    path = tmp_path / "learners.sqlite3"
    ada, bo = Learner("ada", path, clock), Learner("bo", path, clock)
    q = ada.next(PACK)
    ada.answer(q, q.answer)
    again = Learner("ada", path, clock)
    assert again.answers() == ada.answers() and again.mastery(PACK) == ada.mastery(PACK)
    assert again.card(PACK, q.rule) == ada.card(PACK, q.rule)
    assert set(bo.mastery(PACK).values()) == {"new"}
    assert set(Learner("bo", path, clock).mastery(PACK).values()) == {"new"}
    assert practice.learners(path) == ["ada"]
    bo.answer(bo.next(PACK), 0)
    assert practice.learners(path) == ["ada", "bo"]
    with sqlite3.connect(path) as db:
        assert db.execute("SELECT count(*) FROM answers").fetchone() == (2,)


def test_the_default_file_is_in_the_user_data_folder(
    tmp_path: Path, clock: Clock, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setattr("sys.platform", "linux")
    expected = tmp_path / "data" / "dml-tutor" / "learners.sqlite3"
    assert learner_module.default_path() == expected
    ada = Learner("ada", clock=clock)
    assert ada.path == expected
    ada.answer(ada.next(PACK), 0)
    assert expected.is_file() and practice.learners() == ["ada"]


def test_in_memory_keeps_no_file(tmp_path: Path, clock: Clock, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    cy = Learner("cy", ":memory:", clock)
    cy.answer(cy.next(PACK), 0)
    assert cy.path is None and list(tmp_path.iterdir()) == []


def test_export_and_import_give_the_same_learner(ada: Learner, clock: Clock, tmp_path: Path) -> None:
    for n in range(6):
        q = ada.next(PACK)
        ada.answer(q, q.answer if n % 2 else wrong(q))
        clock.tick(minutes=3)
    text = ada.export()
    data = json.loads(text)
    assert data["format"] == "dml-tutor-learner" and data["name"] == "ada" and len(data["answers"]) == 6
    other = tmp_path / "other.sqlite3"
    copy = Learner.from_export(text, other, clock)
    assert copy.export() == text
    assert copy.mastery(PACK) == ada.mastery(PACK) and copy.next(PACK) == ada.next(PACK)
    assert Learner("ada", other, clock).export() == text  # written to its file
    assert Learner.from_export(text, ":memory:", clock).records(PACK) == ada.records(PACK)


def _spoilt(text: str, **change: object) -> str:
    data = json.loads(text)
    for key, value in change.items():
        part, _, field = key.partition("__")
        if field:
            data[part][0][field] = value
        else:
            data[part] = value
    return json.dumps(data)


def test_a_spoilt_record_is_refused_and_writes_nothing(ada: Learner, clock: Clock, tmp_path: Path) -> None:
    q = ada.next(PACK)
    ada.answer(q, q.answer)
    text = ada.export()
    path = tmp_path / "other.sqlite3"
    for bad, said in [
        ("not json", "not valid JSON"),
        ("[]", "not a dml-tutor learner record"),
        (_spoilt(text, version=2), "'version' must be 1"),
        (_spoilt(text, name=""), "'name'"),
        (_spoilt(text, answers={}), "'answers' must be a list"),
        (_spoilt(text, answers__correct="yes"), r"answers\[0\] field 'correct'"),
        (_spoilt(text, answers__at="yesterday"), r"answers\[0\] field 'at'"),
        (_spoilt(text, answers__at="2026-03-01T09:00:00"), "aware datetime"),
        (_spoilt(text, cards__card={"state": 9}), r"cards\[0\] field 'card' is not an FSRS card"),
        (_spoilt(text, cards__rule=None), r"cards\[0\] field 'rule'"),
    ]:
        with pytest.raises(ValueError, match=said):
            Learner.from_export(bad, path, clock)
        assert not path.exists()


def test_a_misreading_shown_is_put_to_the_learner_again_on_its_rule(clock: Clock) -> None:
    mid = "control-ties-to-rebels"
    rule = practice.misreadings("merc")[mid].rule
    shows = [
        q
        for seed in range(30)
        for q in [practice.question("merc", rule, seed=seed, kind="what_next")]
        if any(o.misreading == mid for o in q.options)
    ]
    assert shows, "no what_next question shows the misreading"
    mo = Learner("mo", ":memory:", clock)
    q = shows[0]
    told = mo.answer(q, next(i for i, o in enumerate(q.options) if o.misreading == mid))
    assert told.misreading == mid and not told.correct
    clock.tick(minutes=2)
    between = mo.next("merc")
    assert between.rule != rule  # never the rule just asked while another waits
    mo.answer(between, between.answer)
    again = mo.next("merc")
    assert again.rule == rule and again != q
    assert any(o.misreading == mid for o in again.options)
    mo.answer(again, again.answer)  # read right this time: its questions take turns again
    assert mo._misread("merc", rule) is None


def test_in_the_browsers_python_a_learner_lives_in_memory(
    tmp_path: Path, clock: Clock, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Under Pyodide (JupyterLite) there is no user data folder and no sqlite3 module loaded."""
    monkeypatch.setattr("sys.platform", "emscripten")
    monkeypatch.setitem(__import__("sys").modules, "sqlite3", None)  # importing it fails
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    lu = Learner("lu", clock=clock)
    lu.answer(lu.next(PACK), 0)
    assert lu.path is None and practice.learners() == [] and list(tmp_path.iterdir()) == []


def test_the_documented_record_is_read_back_as_it_is(clock: Clock) -> None:
    """docs/formats.md's example of a learner's record: imported, it exports the same JSON."""
    text = (Path(__file__).resolve().parents[2] / "docs" / "formats.md").read_text(encoding="utf-8")
    block = text.split("## A learner's record", 1)[1].split("```json\n", 1)[1].split("```", 1)[0]
    ada = Learner.from_export(block, ":memory:", clock)
    assert json.loads(ada.export()) == json.loads(block)
    assert ada.mastery("merc")["merc.game-end"] == "learning"


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.lists(
        st.tuples(st.booleans(), st.sampled_from([timedelta(seconds=20), timedelta(minutes=3), timedelta(days=2)])),
        min_size=12,
        max_size=40,
    )
)
def test_any_learner_is_asked_due_rules_first_and_interleaved(steps: list[tuple[bool, timedelta]]) -> None:
    """Whatever the answers and the pauses: a due rule is asked before any rule that is not
    due (but the rule just asked, which waits while another does), and no rule takes more than
    half of any ten questions while another is due or new."""
    clock = Clock()
    learner = Learner("hy", ":memory:", clock)
    asked: list[str] = []
    for right, pause in steps:
        before = learner.mastery("merc")
        q = learner.next("merc")
        waiting = {r for r, s in before.items() if s in ("due", "new") and r != q.rule}
        if before[q.rule] != "due":  # a due rule waits only as the rule just asked, or at half of the ten
            last = asked[-1] if asked else None
            assert not any(s == "due" and r != last and Counter([*asked[-9:], r])[r] <= 5 for r, s in before.items())
        asked.append(q.rule)
        if waiting:
            assert Counter(asked[-10:])[q.rule] <= 5, asked[-10:]
            assert len(asked) < 2 or asked[-2] != q.rule or all(Counter(asked[-10:-1])[r] >= 5 for r in waiting)
        learner.answer(q, q.answer if right else wrong(q))
        clock.at += pause
