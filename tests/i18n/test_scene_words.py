"""The scenarios, the packs' titles, the rule variants' readings and the lab's comparison
report in every language: each reads German under de and no plain English under en-XA (names,
card symbols and rule ids aside), and its English is the text it always was."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from typing import Any

import pytest

from dml_tutor import games, i18n
from dml_tutor.scenarios import ScenarioResult, of_pack, read, trace_table

#: A word of plain (unaccented) letters: English the pseudo-locale did not reach.
PLAIN = re.compile(r"\b[A-Za-z]{3,}\b")
#: A rule id ("merc.condition-1", "acq.declaration") or an engine's word for an end ("tactics_exhausted").
IDS = re.compile(r"\b\w+(?:[.-]\w+)*[._]\w[\w.-]*")
SCENARIOS = [(pack, name) for pack in ("dml", "merc", "terrus") for name in of_pack(pack)]


class _Text(HTMLParser):
    """The words a page shows (its text and its tooltips), without the markup."""

    def __init__(self) -> None:
        super().__init__()
        self.words: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.words += [v for k, v in attrs if k == "title" and v]

    def handle_data(self, data: str) -> None:
        self.words.append(data)


def shown(page: str, pack: str = "") -> str:
    """A page's words; a rule's rulebook section (which names the English rulebook's) left out."""
    parser = _Text()
    parser.feed(page)
    out = "\n".join(parser.words)
    sections = {r.section for r in games.get(pack).catalog().values()} if pack else set()
    for section in sorted(sections, key=len, reverse=True):
        out = out.replace(f"({section})", "")
    return out


def names(scenario: Any) -> set[str]:
    """The names a scenario's table holds (a sector's, a ruler's): no words to translate."""
    if scenario.pack == "merc":
        return {w for n, *_ in scenario.sectors for w in n.split()}
    if scenario.pack == "terrus":
        return {r[0] for r in scenario.rulers}
    return set()


def english_left(text: str, allowed: set[str] = frozenset()) -> list[str]:
    return sorted({w for w in PLAIN.findall(IDS.sub(" ", text)) if w not in allowed})


def texts(result: ScenarioResult) -> list[str]:
    """Everything a result says, read in its language."""
    out = [result.title, result.value_label, *result.notes]
    for row in result.rows:
        out += [row.what] + ([] if row.value is None else [row.value])
    return [read(result.messages, t) for t in out]


@pytest.mark.parametrize(("pack", "name"), SCENARIOS)
def test_a_scenario_reads_in_the_pseudo_locale_with_no_plain_english(pack: str, name: str) -> None:
    cls = of_pack(pack)[name]
    scenario = cls(language="en-XA")
    result = scenario.run()
    assert result.language == "en-XA"
    outcome = result.game.outcome if result.game is not None else None
    allowed = names(scenario) | ({outcome.reason} if outcome else set())  # the engine's word for the end: an id
    left = english_left("\n".join(texts(result)), allowed)
    assert left == [], f"plain English under en-XA: {left}"
    page = shown(scenario._repr_html_(), pack)
    assert english_left(page, allowed) == [], english_left(page, allowed)
    assert cls.title_in("en-XA") == read(i18n.Messages("en-XA", games.get(pack).package), cls.title)
    assert not PLAIN.findall(IDS.sub(" ", cls.title_in("en-XA")))


@pytest.mark.parametrize(("pack", "name"), SCENARIOS)
def test_a_scenario_reads_in_german_and_its_english_is_unchanged(pack: str, name: str) -> None:
    cls = of_pack(pack)[name]
    english, german = cls().run(), cls(language="de").run()
    # the same game in both: only the words change
    assert [(r.step, r.rules, r.kind) for r in english.rows] == [(r.step, r.rules, r.kind) for r in german.rows]
    assert english.table() == cls(language="en").run().table()  # English is the default
    assert cls.title_in("de") != cls.title and cls.title_in("en") == cls.title
    page = german._repr_html_()
    assert "<th style='text-align:left'>Schritt</th>" in page and "Was geschah" in page and "Regeln" in page
    assert "What happened" not in page and "What happened" in english._repr_html_()
    assert german.table() != english.table()
    # in English a text is the English string it always was (it prints, compares and splits so)
    assert all(type(t) is str or isinstance(t, str) for t in texts(english))
    assert texts(english) == [str(t) for t in [english.title, english.value_label, *english.notes]] + [
        str(t) for r in english.rows for t in ([r.what] + ([] if r.value is None else [r.value]))
    ]


def test_the_outcome_and_the_notes_of_moves_in_each_language() -> None:
    from dml_tutor.games.terrus.scenarios import EveryoneLoses, LethalDamage

    english = LethalDamage(moves="damage 0 -> 1:5").run()  # Cyd is still in: nothing is won
    assert english.notes[0] == "After 1 move(s): in play." and english.rows[-1].value == "Ana 20, Bo 0, Cyd 6"
    german = LethalDamage(moves="damage 0 -> 1:5", language="de").run()
    assert german.text(german.notes[0]) == "Nach einem Zug: läuft noch."
    assert german.text(german.rows[-1].value) == "Ana 20, Bo 0, Cyd 6"  # names and numbers
    result = EveryoneLoses(language="de").run()
    assert result.text(result.rows[-1].value).startswith("unentschieden (")
    assert str(EveryoneLoses().run().rows[-1].value).startswith("a draw (")


def test_a_form_and_a_refusal_in_the_scenarios_language() -> None:
    from dml_tutor.games.terrus.scenarios import MutualLethal

    form = MutualLethal(language="de").form()
    assert "gegenseitiger tödlicher Schaden" in form.heading.value and "Was geschah" in form.output.value
    form.controls["mutual_lethal"].value = "source_wins"
    assert "gewonnen von Ana" in form.output.value  # the rerun keeps the language
    form.controls["rulers"].value = "Ana"
    assert "Dieses Szenario lässt sich nicht aufbauen" in form.output.value
    assert MutualLethal(language="de").replace(mutual_lethal="source_wins").language == "de"


def test_a_language_not_shipped_is_refused_by_name() -> None:
    from dml_tutor.games.merc.scenarios import BaseCaptured

    with pytest.raises(ValueError, match=r"^language: 'xx' is not one of"):
        BaseCaptured(language="xx")


def test_the_trace_table_in_each_language() -> None:
    from dml_tutor.games.merc.scenarios import BaseCaptured

    game = BaseCaptured().run().game
    assert game is not None
    english = trace_table(game)._repr_html_()
    assert english == trace_table(game, language="en")._repr_html_() and "Trace entries 0.." in english
    german = trace_table(game, language="de")._repr_html_()
    assert "Einträge 0 bis" in german and "Was geschah" in german and "What happened" not in german
    left = english_left(shown(trace_table(game, language="en-XA")._repr_html_(), "merc"), {"Capital", "Mine"})
    assert left == [], left


@pytest.mark.parametrize("pack", games.packs(), ids=lambda p: p.name)
def test_a_packs_title_in_each_language(pack: Any) -> None:
    assert i18n.pack_title(pack) == i18n.pack_title(pack, "en") == pack.title
    pseudo = i18n.pack_title(pack, "en-XA")
    assert pseudo.startswith("[") and not PLAIN.findall(pseudo)
    assert i18n.pack_title(pack, "de")  # a translation, or the English where it is a name


def test_the_packs_titles_in_german_where_they_are_words() -> None:
    assert i18n.pack_title(games.get("merc"), "de") == "MERC: Diktator gegen Rebellen (Spielende)"
    assert i18n.pack_title(games.get("terrus"), "de") == "Terrus (Spielende)"
    assert i18n.pack_title(games.get("dml"), "de") == "Dragon's Money Laundering"  # a name


# ------------------------------------------------------------------ the variants and the lab


@pytest.mark.parametrize("pack", ["dml", "merc", "terrus"])
def test_every_variants_readings_in_german_and_the_pseudo_locale(pack: str) -> None:
    p = games.get(pack)
    de, xa = i18n.Messages("de", p.package), i18n.Messages("en-XA", p.package)
    assert p.variants
    for v in p.variants:
        for reading in (v.default, v.variant):
            english = str(reading)
            assert english and de.text(reading) != english  # German, faithful words of its own
            assert english_left(xa.text(reading)) == [], xa.text(reading)
        assert str(v.default) != str(v.variant)


def test_the_restart_forms_choices_keep_the_readings_english_as_plain_text() -> None:
    # a form's choice with no label of its own is labelled with the reading's English (JSON text)
    choices = games.get("dml").options.choices()  # type: ignore[union-attr]
    assert all(type(o["label"]) is str for c in choices for o in c["options"])
    assert choices[0]["options"][0]["label"].startswith("A Character in the Court may still trigger")


@pytest.fixture(scope="module")
def comparison() -> Any:
    from dml_tutor import lab

    return lab.compare(["powers_from_court", "cap_after_bids"], 12, pack="dml", progress=False, workers=1)


def test_the_lab_report_in_english_is_the_text_it_always_was(comparison: Any) -> None:
    text = str(comparison)
    assert text.startswith("12 seeds, arms: baseline, powers_from_court, cap_after_bids (95% intervals, * p<0.05)\n")
    assert "\n  powers_from_court (R-17): Ultimate Powers come from the Treasury only;" in text
    assert "\nwin rate: seat 0: powers_from_court " in text and "\nlength: rounds: cap_after_bids " in text
    page = comparison._repr_html_()
    assert page.startswith("<p>12 seeds per arm; differences are variant minus baseline with 95% intervals;")
    assert "<th>measure</th>" in page and "<th>powers_from_court - baseline</th>" in page
    assert "<td>win rate: draw</td>" in page and ("<td>False</td>" in page or "<td>True</td>" in page)
    assert comparison.in_language("en")._repr_html_() == page and str(comparison.in_language("en")) == text


def test_the_lab_report_in_german_and_the_pseudo_locale(comparison: Any) -> None:
    german = comparison.in_language("de")
    text, page = str(german), german._repr_html_()
    assert text.startswith("12 Startwerte, Arme: baseline, powers_from_court, cap_after_bids")
    assert "(R-17): Ultimative Kräfte kommen nur aus der Schatzkammer" in text and "Siegquote: Platz 0" in text
    assert "<th>Messgröße</th>" in page and "seeds" not in page and "win rate" not in page
    assert comparison.language == "en"  # the comparison itself is unchanged
    pseudo = comparison.in_language("en-XA")
    ids = {a.label for a in comparison.arms}  # the arms' names: the options' names
    for shown_text in (str(pseudo), shown(pseudo._repr_html_())):
        assert english_left(shown_text, ids) == [], english_left(shown_text, ids)
    with pytest.raises(ValueError, match=r"^language: "):
        comparison.in_language("xx")


def test_dmls_odds_simulation_and_changed_bidding_example_in_german() -> None:
    from dml_tutor.games.dml.scenarios import AttemptOdds, BiddingExample

    english = AttemptOdds().simulate(40)._repr_html_()
    assert "Exact against 40 simulated attempts per Target Value (seed 0)" in english
    german = AttemptOdds(language="de").simulate(40)._repr_html_()
    assert "Genau gegen 40 simulierte Versuche je Zielwert (Startwert 0)" in german and "Largest" not in german
    changed = BiddingExample(declared="5S 2S")
    assert changed.heading() == "Bidding example: 5♠ 2♠ declared (the rulebook's Iron 5, changed)"
    assert changed.replace(language="de").text(changed.heading()).startswith("Bietbeispiel: 5♠ 2♠ erklärt")
    page = BiddingExample(language="de").run()._repr_html_()
    assert "Die gedruckten Zielwerte des Regelbuchs gegen die Engine (R-02)" in page and "Erklärung: Eisen 5" in page


@pytest.mark.parametrize(("pack", "name"), SCENARIOS)
def test_a_scenario_forms_field_labels_in_each_language(pack: str, name: str) -> None:
    cls = of_pack(pack)[name]
    english = cls().form()
    german, pseudo = cls(language="de").form(), cls(language="en-XA").form()
    for field, control in english.controls.items():
        label = next(p.label for p in cls().params if p.name == field)
        assert control.description == label  # the English label, as it always was
        assert german.controls[field].description != label, (field, label)
        left = english_left(pseudo.controls[field].description)
        assert left == [], (field, left)
        if hasattr(control, "options"):  # a choice: labelled in the language, its value the choice
            assert [label for label, _ in control.options] == [value for _, value in control.options]
            assert [v for _, v in german.controls[field].options] == [v for _, v in control.options]
            assert [label for label, _ in german.controls[field].options] != [v for _, v in control.options]
            assert english_left(" ".join(label for label, _ in pseudo.controls[field].options)) == []


def test_the_lite_pages_game_menu_carries_each_packs_title_in_each_language(tmp_path: Any) -> None:
    import zipfile

    from dml_tutor import lite

    wheel = tmp_path / "dml_tutor-0-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as z:  # a wheel's registration of its packs, as the site's wheel has it
        z.writestr("dml_tutor-0.dist-info/entry_points.txt", "[dml_tutor.packs]\nmerc = x\nterrus = y\n")
    packs = lite._site_packs(wheel)
    assert [p["title"] for p in packs] == [games.get("merc").title, games.get("terrus").title]
    assert packs[0]["titles"]["de"] == "MERC: Diktator gegen Rebellen (Spielende)"
    assert set(packs[1]["titles"]) == set(i18n.languages()) and packs[1]["titles"]["en"] == "Terrus (end of the game)"


def test_predict_asks_and_answers_in_its_language() -> None:
    from dml_tutor.games.dml.scenarios.prediction_form import Predict

    english, german, pseudo = (Predict(seed=3, limit=3, language=lang) for lang in ("en", "de", "en-XA"))
    assert [q.answer for q in english.questions] == [q.answer for q in german.questions]  # the same questions
    assert german.score == "noch keine Vorhersagen" and english.score == "no predictions yet"
    for quiz in (german, pseudo):
        form = quiz.form()
        header, answers, buttons, reveal = form.children
        question = quiz.question
        assert question is not None
        control = answers.children[0]
        control.value = question.choices[0] if question.choices else str(question.answer)
        buttons.children[0].click()
        page = re.sub(r"<details>.*?</details>", "", header.value, flags=re.S)  # the table: the panel's words
        words = "\n".join([shown(page, "dml"), shown(reveal.value, "dml"), buttons.children[0].description])
        if quiz.language == "de":
            assert "Vorhersage 1 von 3" in words and "Die Engine:" in words and "Stand:" in words
            assert buttons.children[0].description == "Vorhersage abgeben"
        else:
            assert english_left(words) == [], english_left(words)
    assert german.score.endswith("von 1 richtig")


def test_the_bidding_examples_discrepancies_explain_themselves_in_each_language() -> None:
    from dml_tutor.games.dml.scenarios import BiddingExample

    scenario = BiddingExample(language="de")
    found = scenario.discrepancies()
    assert [d.key for d in found] == [d.key for d in BiddingExample().discrepancies()] and found
    for d in found:
        assert d.why.startswith(("The rulebook prints", "The printed", "This step moves both"))  # the English
        german = scenario.text(d.why)
        assert german.startswith(("Das Regelbuch druckt", "Die gedruckte", "Dieser Schritt")), german
        assert english_left(scenario.replace(language="en-XA").text(d.why)) == []


def test_the_labs_explanation_of_flipped_seeds_in_each_language() -> None:
    from dml_tutor import lab

    c = lab.compare(["effects_by_treasury_size"], 30, pack="dml", progress=False, workers=1)
    english = c.explain(limit=2)
    assert english, "30 seeds flip at least one outcome under this variant"
    text = str(english)
    assert (
        text.startswith(f"seed {english[0].seed}: ") and "\n  diverge at step " in text and "\n    baseline: [" in text
    )
    assert str(english[0]) == text.splitlines()[0] and english[0].before.startswith(("seat ", "draw by", "nobody by"))
    german = str(c.in_language("de").explain(limit=2))
    assert german.startswith(f"Startwert {english[0].seed}: ") and "die Spiele trennen sich bei Schritt" in german
    pseudo = str(c.in_language("en-XA").explain(limit=2))
    ids = {a.label for a in c.arms} | {r for f in english for r in (f.before.split()[-1], f.after.split()[-1])}
    assert english_left(shown(pseudo, "dml"), ids) == [], english_left(shown(pseudo, "dml"), ids)
    assert (
        str(
            lab.compare(["effects_by_treasury_size"], 1, pack="dml", progress=False, workers=1, language="de").explain(
                limit=0
            )
        )
        == "kein Startwert hat sein Ergebnis geändert"
    )


def test_a_studys_report_in_each_language() -> None:
    from dml_tutor import lab

    english = lab.simulate(10, pack="merc", progress=False, workers=1, options={"rules": "implementation_notes"})
    text = str(english)
    assert text.startswith("10 merc games, agents random, options {'rules': 'implementation_notes'}\n  win rate ")
    assert (
        "(95% confidence intervals)</p>" in english._repr_html_()
        and "<th>estimate [95% CI]</th>" in english._repr_html_()
    )
    german = english.in_language("de")
    assert str(german).startswith("10 Spiele merc, Agenten random, Optionen ") and "  Siegquote " in str(german)
    assert "der Spiele)" in german._repr_html_() and "of games" not in german._repr_html_()
    pseudo = english.in_language("en-XA")
    ids = {"merc", "random", "rules", "implementation_notes", "dictator", "rebels"} | set(english.end_reasons())
    for shown_text in (str(pseudo), shown(pseudo._repr_html_())):
        assert english_left(shown_text, ids) == [], english_left(shown_text, ids)
    with pytest.raises(ValueError, match=r"^language: "):
        lab.simulate(1, pack="merc", progress=False, workers=1, language="xx")
