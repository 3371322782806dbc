"""MERC's and Terrus's practice questions in every language: the prompt, the answers and the
engine's account of the right one are the pack's messages, so a question reads German under de
and no plain English under en-XA (the position's sector, ruler and team names and the rule ids
aside), while it stays the same question (options, order, answer, misreadings, position) and its
English is what it always was."""

from __future__ import annotations

import re
from typing import Any

import pytest

from dml_tutor import i18n, practice
from dml_tutor.practice import bank

#: A word of plain (unaccented) letters: English the pseudo-locale did not reach.
PLAIN = re.compile(r"\b[A-Za-z]{3,}\b")
#: Words German and English share ("Team", a name), not English left over.
SHARED = {"Team", "Vitae"}


def _what_next(pack: str) -> list[tuple[str, int]]:
    rules = sorted(bank.index(pack).spots["what_next"])
    return [(rule, seed) for rule in rules for seed in range(2)]


def _names(q: practice.Question) -> re.Pattern[str]:
    """The position's own names in a question (sectors; rulers and teams), which stay as they are."""
    pack = bank.pack_of(q.pack)
    g: Any = type(pack.new_game(0)).from_json(q.game, trace=False)
    names = set(g.sectors) if q.pack == "merc" else {n for r in g.rulers for n in (r.name, r.team) if n}
    return re.compile("|".join(re.escape(n) for n in sorted(names, key=len, reverse=True)))


def _words(q: practice.Question) -> list[str]:
    """What a reader sees of a question: its prompt, its answers and what each says of itself (the
    engine's account, a misreading's text), without the rule ids it names."""
    out = [q.prompt, *(o.text for o in q.options), *(o.why for o in q.options)]
    for rule in sorted({r for o in q.options for r in o.rules}, key=len, reverse=True):  # "merc.value-ties" first
        out = [text.replace(rule, "") for text in out]
    return out


@pytest.mark.parametrize("pack", ["merc", "terrus"])
def test_a_what_next_question_reads_in_each_language_and_stays_the_same_question(pack: str) -> None:
    for rule, seed in _what_next(pack):
        en = practice.question(pack, rule, seed=seed, kind="what_next")
        for language in ("de", "en-XA"):
            q = practice.question(pack, rule, seed=seed, kind="what_next", language=language)
            assert (q.rule, q.kind, q.answer, q.game) == (en.rule, en.kind, en.answer, en.game)
            assert [(o.correct, o.rules, o.misreading) for o in q.options] == [
                (o.correct, o.rules, o.misreading) for o in en.options
            ]
            assert bank.in_language(en, language) == q
            names = _names(q)
            left = [w for text in _words(q) for w in PLAIN.findall(names.sub("", text))]
            if language == "en-XA":
                assert left == [], (rule, seed, left)
            else:
                english = {
                    "the",
                    "The",
                    "and",
                    "wins",
                    "win",
                    "worth",
                    "Rebels",
                    "Rulers",
                    "game",
                    "Now",
                    "What",
                    "read",
                }
                assert english.isdisjoint(left), (rule, seed, left)
                assert set(left) - SHARED, (rule, seed)  # German words, not an empty question


def test_the_english_is_what_it_was() -> None:
    merc = practice.question("merc", "merc.value-ties", seed=0, kind="what_next")
    assert merc.prompt == (
        "The Dictator has no Tactics card left at the end of the Dictator's turn. Units on the map: Factory worth 5 "
        "(Dictator 0, Rebels 2); Capital worth 2 (Dictator 1, Rebels 0); Oil Field worth 1 (Dictator 0, Rebels 1); "
        "Jungle worth 4 (Dictator 2, Rebels 0). How does the game end?"
    )
    assert [o.text for o in merc.options] == [
        "Rebels 6 against Dictator 6: the Dictator wins",
        "Rebels 2 against Dictator 2: the Dictator wins",
        "Rebels 6 against Dictator 6: the Rebels win",
    ]
    terrus = practice.question("terrus", "5.2d", seed=0, kind="what_next")
    assert terrus.prompt == (
        "Rulers: Ana 19 vitae, 9 structures, 3 Relics, team North; Bo 16 vitae, 8 structures, 1 Relics, team South; "
        "Cyd 14 vitae, 6 structures, 4 Relics, team North; Dee 4 vitae, 8 structures, 0 Relics, team South, cannot "
        "win. Active: Cyd. Now Cyd begins their turn. What happens?"
    )
    assert [o.text for o in terrus.options] == ["Cyd wins the game", "the game goes on", "Ana and Cyd win the game"]
    assert terrus.options[terrus.answer].why == "the engine: won by Ana, Cyd (5.2d, relics); lost: Bo, Dee."
    de = practice.question("terrus", "5.2d", seed=0, kind="what_next", language="de")
    assert [o.text for o in de.options] == [
        "Cyd gewinnt das Spiel",
        "das Spiel geht weiter",
        "Ana und Cyd gewinnen das Spiel",
    ]
    assert de.prompt.endswith("Am Zug: Cyd. Jetzt beginnt Cyd den Zug. Was geschieht?")


@pytest.mark.parametrize("pack", ["merc", "terrus"])
def test_a_legal_move_question_quotes_the_decision_and_the_table_in_the_language(pack: str) -> None:
    rule = next((r for r, kinds in practice.coverage(pack).items() if "legal_move" in kinds), None)
    if rule is None:
        pytest.skip(f"{pack} has no legal_move question")
    en = practice.question(pack, rule, seed=0, kind="legal_move")
    de = practice.question(pack, rule, seed=0, kind="legal_move", language="de")
    assert [(o.correct, o.move) for o in de.options] == [(o.correct, o.move) for o in en.options]
    body = _names(de).sub("", de.prompt)
    assert not {"Units", "Rulers", "Active", "worth", "vitae", "the", "Rebels", "Dictator"} & set(PLAIN.findall(body))
    xa = practice.question(pack, rule, seed=0, kind="legal_move", language="en-XA")
    assert PLAIN.findall(_names(xa).sub("", xa.prompt)) == [], xa.prompt


@pytest.mark.parametrize("pack", ["dml", "merc", "terrus"])
def test_a_misreading_reads_in_the_language_and_keeps_its_english(pack: str) -> None:
    found = practice.misreadings(pack)
    assert found and all(isinstance(m.text, str) and m.text == str(m.said) for m in found.values())
    de = i18n.Messages("de", bank.pack_of(pack).package)
    assert all(m.read(de) != m.text and PLAIN.findall(m.read(de)) != [] for m in found.values())
    xa = i18n.Messages("en-XA", bank.pack_of(pack).package)
    assert all(
        m.read(xa).startswith("[") and PLAIN.findall(m.read(xa).replace("5.3b", "")) == [] for m in found.values()
    )


def test_dmls_questions_read_in_the_language() -> None:
    """DML's what-next questions (their prompts, answers, the engine's accounts, a Target Value's
    term by term, and the misreadings) and the table its legal-move questions describe read in
    the language."""
    asked = [(rule, "what_next") for rule in sorted(bank.index("dml").spots["what_next"])]
    asked += [(rule, "legal_move") for rule in sorted(bank.index("dml").spots["legal_move"])[:6]]
    for rule, kind in asked:
        en = practice.question("dml", rule, seed=0, kind=kind)
        for language in ("de", "en-XA"):
            q = practice.question("dml", rule, seed=0, kind=kind, language=language)
            assert [(o.correct, o.rules, o.move, o.misreading) for o in q.options] == [
                (o.correct, o.rules, o.move, o.misreading) for o in en.options
            ]
            shown = [q.prompt] + ([o.text for o in q.options] if kind == "what_next" else [])
            shown += [o.why for o in q.options if o.misreading or kind == "what_next"]
            for r in sorted({r for o in q.options for r in o.rules}, key=len, reverse=True):
                shown = [text.replace(r, "") for text in shown]
            left = [w for text in shown for w in PLAIN.findall(text)]
            if language == "en-XA":
                assert left == [], (rule, kind, left)
            else:
                assert not {"the", "Seat", "seat", "declared", "Stocks", "Event", "Treasury"} & set(left), (rule, left)
