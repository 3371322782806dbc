"""The question bank: every question's key checked by the engine, and the values' JSON."""

from __future__ import annotations

import json
import re

import pytest

from dml_tutor import games, practice
from dml_tutor.practice import Option, Question, bank, feedback


def _position(q: Question):  # type: ignore[no-untyped-def]
    return games.get(q.pack).game.from_json(q.game)


def check_key(q: Question) -> None:
    """Exactly one right option, and each wrong one wrong for the reason it names."""
    assert 3 <= len(q.options) <= 4
    assert sum(o.correct for o in q.options) == 1
    assert len({o.text for o in q.options}) == len(q.options)
    assert _position(q).to_json() == q.game  # the position is a save file the pack writes and loads
    if q.kind == "legal_move":
        g = _position(q)
        decision_rules = set(g.pending.rules)
        for o in q.options:
            assert o.move is not None
            why = g.reason(json.loads(o.move))
            if o.correct:
                assert why is None, o
            else:
                assert why is not None and why.rules == o.rules, o
                assert (None if why.remedy is None else str(why.remedy)) == o.remedy  # its English
                assert set(o.rules) != decision_rules  # a rule's refusal, not "no choice here"
        assert any(q.rule in o.rules for o in q.options if not o.correct)
    elif q.kind == "what_next":
        found = practice.misreadings(q.pack)
        right = q.options[q.answer]
        for o in q.options:
            if not o.correct:
                assert o.misreading in found, o  # each distractor names the misreading it shows
                assert o.rules == (found[o.misreading].rule,)
                assert o.text != right.text
        assert any(found[o.misreading].rule == q.rule for o in q.options if o.misreading)
    elif q.kind == "which_rule":
        assert q.rule not in q.prompt.split("“", 1)[1]  # the step's text names no rule id
        cited = {o.rules[0] for o in q.options if o.correct}
        assert cited == {q.rule}
        step_rules = set(_step_rules(q))
        for o in q.options:
            if not o.correct:
                assert not set(o.rules) & step_rules, o


def _step_rules(q: Question) -> tuple[str, ...]:
    idx = bank.index(q.pack)
    for game in idx.games:
        for s in game.steps:
            if bank._hide_ids(games.get(q.pack), s.text) in q.prompt and s.breadcrumb in q.prompt and q.rule in s.rules:
                return s.rules
    raise AssertionError(f"no step of the index reads {q.prompt!r}")


@pytest.mark.parametrize("pack", ["dml", "merc", "terrus"])
def test_every_covered_rule_has_checked_questions(pack: str) -> None:
    for rule, kinds in practice.coverage(pack).items():
        for kind in kinds:
            q = practice.question(pack, rule, kind=kind, seed=1)
            assert (q.pack, q.rule, q.kind, q.seed) == (pack, rule, kind, 1)
            check_key(q)


def test_floors_per_kind() -> None:
    """The cheap kind cannot pad coverage: DML has 8 rules with legal_move and 8 with
    what_next; MERC and Terrus have what_next questions too."""
    cov = {pack: practice.coverage(pack) for pack in ("dml", "merc", "terrus")}
    assert sum("legal_move" in k for k in cov["dml"].values()) >= 8
    assert sum("what_next" in k for k in cov["dml"].values()) >= 8
    assert sum("what_next" in k for k in cov["merc"].values()) >= 2
    assert sum("what_next" in k for k in cov["terrus"].values()) >= 2


@pytest.mark.parametrize("pack", ["dml", "merc", "terrus", "last_stone"])
def test_every_rule_has_a_kind_or_a_stated_exclusion(pack: str) -> None:
    covered = practice.coverage(pack)
    out = practice.excluded(pack)
    assert all(reason.strip() for reason in out.values())
    missing = [r for r in games.get(pack).catalog() if r not in covered and r not in out]
    assert not missing, f"{pack}: rules with neither a question kind nor an exclusion: {missing}"


def _stated(truth: str, text: str) -> bool:
    return re.search(rf"(?<![\w-]){re.escape(truth)}(?![\w-])", text, re.IGNORECASE) is not None


@pytest.mark.parametrize("pack", ["dml", "merc", "terrus"])
def test_what_next_truth_is_what_the_engine_did(pack: str) -> None:
    """Every what_next moment of the seeded games: the answer is what the engine's own step says
    (DML, MERC) or the result the engine reaches with the move (Terrus); no misreading's answer
    kept as a distractor equals it."""
    p = games.get(pack)
    idx = bank.index(pack)
    asked = 0
    for game in idx.games:
        for entry, at, ask in bank._asks(p, game):
            asked += 1
            truth = str(ask.truth)  # the answer as the pack says it, in English
            for _, answer in ask.wrong(practice.misreadings(pack)):
                assert str(answer) != truth
            if pack != "terrus":
                # the step itself, or the one right after it (a roll's outcome)
                at_step = next(i for i, s in enumerate(game.steps) if s.index == entry)
                text = " ".join(s.text for s in game.steps[at_step : at_step + 2])
                assert _stated(truth, text), (truth, text)
                continue
            g = p.from_settings(game.settings)
            g.replay(game.decisions[: at + 1])
            if g.result is None:
                assert truth == "the game goes on"
            elif g.result.draw:
                assert truth == "the game is a draw"
            else:
                assert truth.split(" win")[0].split(" and ") == [g.rulers[w].name for w in g.result.winners]  # type: ignore[attr-defined]
    assert asked


def test_same_seed_same_question_and_json_round_trip() -> None:
    for rule in ("R-09", "bid.primary", "acq.declaration"):
        a = practice.question("dml", rule, seed=5)
        assert practice.question("dml", rule, seed=5) == a
        assert Question.from_json(a.to_json()) == a
        assert [practice.question("dml", rule, seed=s) for s in range(4)] != [a] * 4


def test_feedback_names_the_refusing_rule_and_remedy() -> None:
    q = practice.question("dml", "R-09", kind="legal_move", seed=2)
    wrong = next(i for i, o in enumerate(q.options) if not o.correct and "R-09" in o.rules)
    f = feedback(q, wrong)
    assert not f.correct and "R-09" in f.rules and f.remedy == q.options[wrong].remedy
    assert f.text.startswith("Not quite") and q.options[q.answer].text in f.text
    assert feedback(q, q.answer).correct
    with pytest.raises(ValueError, match="answer must be an option's index"):
        feedback(q, len(q.options))


def test_bad_input_is_a_value_error_naming_the_field() -> None:
    with pytest.raises(ValueError, match="not in the dml catalog"):
        practice.question("dml", "R-99")
    with pytest.raises(ValueError, match=r"unknown|known"):
        practice.question("chess", "R-01")
    with pytest.raises(ValueError, match="has no 'nonsense' question"):
        practice.question("dml", "R-09", kind="nonsense")
    good = json.loads(practice.question("dml", "R-09").to_json())
    for field, value in (("seed", "3"), ("options", []), ("rule", 5)):
        with pytest.raises(ValueError, match=f"field '{field}'"):
            Question.from_json(json.dumps({**good, field: value}))
    two_right = {**good, "options": [{**o, "correct": True} for o in good["options"]]}
    with pytest.raises(ValueError, match="exactly one correct"):
        Question.from_json(json.dumps(two_right))
    with pytest.raises(ValueError, match="format"):
        Question.from_json("{}")
    assert Option.from_dict(Option("a", True).to_dict()) == Option("a", True)


def test_order_follows_the_first_game() -> None:
    first = practice.order("dml")
    assert set(first) == set(practice.coverage("dml"))
    assert len(first) == len(set(first))


@pytest.mark.parametrize("pack", ["dml", "merc", "terrus"])
def test_docs_list_every_misreading_and_exclusion(pack: str) -> None:
    from pathlib import Path

    text = (Path(__file__).resolve().parents[2] / "docs" / "practice.md").read_text("utf-8")
    for mid, m in practice.misreadings(pack).items():
        assert f"| `{mid}` | `{m.rule}` | {m.text} |" in text, mid
    for rule, reason in practice.excluded(pack).items():
        assert f"| `{rule}` | {reason} |" in text, rule


def test_a_pack_may_add_its_own_kind(monkeypatch: pytest.MonkeyPatch) -> None:
    """A kind a pack declares (its practice module's KINDS) is covered and asked like the bank's own."""

    class PileLeft(bank.Kind):
        def spots(self, pack, idx):  # type: ignore[no-untyped-def]
            return {
                "take": [(n, i) for n, g in enumerate(idx.games) for i, s in enumerate(g.steps) if "left" in s.text]
            }

        def make(self, pack, idx, rule, spot, rng):  # type: ignore[no-untyped-def]
            s = idx.games[spot[0]].steps[spot[1]]
            left = int(s.text.split()[0])
            options = [Option(str(n), n == left, (rule,)) for n in sorted({left, left + 1, left + 2})]
            return Question(pack.name, rule, "pile_left", "How many stones are left?", 0, "", tuple(options))

    real = bank._declared
    monkeypatch.setattr(
        bank, "_declared", lambda p, attr: {"pile_left": PileLeft()} if attr == "KINDS" else real(p, attr)
    )
    bank.index.cache_clear()
    try:
        assert "pile_left" in practice.coverage("last_stone")["take"]
        q = practice.question("last_stone", "take", kind="pile_left", seed=3)
        assert (q.kind, q.seed, sum(o.correct for o in q.options)) == ("pile_left", 3, 1)
    finally:
        monkeypatch.undo()
        bank.index.cache_clear()


def test_a_legal_move_prompt_shows_the_deciding_seat_nothing_it_may_not_know() -> None:
    """The table a DML question describes (the pack's describe) holds none of the deciding
    seat's secrets: no card another Treasury, a Black Market or the deck hides."""
    from dml_tutor.games.dml.cards import cards

    pack = games.get("dml")
    asked = 0
    for rule, kinds in practice.coverage("dml").items():
        if "legal_move" not in kinds:
            continue
        for seed in (0, 1):
            q = practice.question("dml", rule, kind="legal_move", seed=seed)
            g = _position(q)
            hidden = {c.symbol for c in cards([s.strip('"') for s in pack.secrets(g, g.pending.seat)])}
            shown = {w.strip(".,;:()") for w in q.prompt.split()}
            assert not hidden & shown, (rule, hidden & shown)
            asked += 1
    assert asked >= 16 and hidden  # the last position hides cards from the seat
