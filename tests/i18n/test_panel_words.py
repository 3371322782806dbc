"""Each pack's panel speaks the reader's language: its words are messages of its own package
(``locales/<lang>/panel.ftl``), every one used and every one used there, and under the
pseudo-locale no word the panel, its cards and its diagrams show is left in plain English."""

from __future__ import annotations

import re
from collections.abc import Iterator
from html import unescape
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

from dml_tutor import i18n
from dml_tutor.core.text import Say
from dml_tutor.games import packs
from dml_tutor.tutor.panel import SHELL_KEYS, panel_for, predict_kind_message
from dml_tutor.tutor.session import TutorSession
from dml_tutor.tutor.start import new_game, option_message
from dml_tutor.view.diagrams import node_message

#: The prefixes of a pack's display words (its rules are ``rule-``, its steps the pack's own).
PREFIXES = ("panel-", "predict-", "option-", "seq-")
_ID = re.compile(r"""["'`]((?:panel|predict|option)-[a-z0-9-]+)["'`]""")


def _code_ids(package: str) -> set[str]:
    """Every display message id a pack's code names (Python and its panel script)."""
    root = Path(str(resources.files(package)))
    used: set[str] = set()
    for path in [*root.rglob("*.py"), *root.rglob("*.js")]:
        used |= set(_ID.findall(path.read_text("utf-8")))
    return used


def _form_ids(pack: Any) -> set[str]:
    """The message ids the shell asks a pack for: its restart form's (each field's and each
    choice's), its sequences' names in the nesting diagram, its kinds of question and its rounds."""
    fields = pack.choices(new_game(pack, 1, {}))
    names = {node.name for _, node in pack.tree.walk()} | set(pack.interrupts)
    return (
        {option_message(f["key"]) for f in fields}
        | {option_message(f["key"], o["value"]) for f in fields for o in f["options"]}
        | {node_message(name) for name in names}
        | {predict_kind_message(kind) for kind in panel_for(pack).predict_kinds}
        | {"panel-round-zero", "panel-round"}  # the log filter's words (Panel.round_words)
    )


@pytest.mark.parametrize("pack", packs(), ids=lambda p: p.name)
def test_every_panel_word_a_pack_names_exists_and_every_one_is_named(pack: Any) -> None:
    own = {mid for mid in i18n.english(pack.package) if mid.startswith(PREFIXES)}
    shell = set(i18n.english(i18n.SHELL))
    used = _code_ids(pack.package)
    assert used - own - shell == set(), "named in the pack's code, missing in its English panel words"
    # the restart form asks for its fields' and choices' words, each where the pack has one
    assert own - used - _form_ids(pack) == set(), "in the pack's English panel words, named by no code"


def _shown(value: Any, key: str = "") -> Iterator[str]:
    """The strings of a panel's JSON a reader sees (its words, titles and texts), not its data
    (card codes, suits, kinds, rule ids, the names of a position's sectors or of the rulers)."""
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _shown(v, k if k != "words" else "text")
    elif isinstance(value, list):
        for v in value:
            yield from _shown(v, key)
    elif isinstance(value, str) and (
        key in {"text", "title", "label", "subtitle", "none", "resource", "bought_with", "percent", "lines"}
        or key.endswith(("_text", "_tip"))
        or key.startswith(("active_", "seizer_", "panel-"))
        or key in {"base", "card", "turn", "facts"}
    ):
        yield value


def _panel_text(vm: Any, frames_said: bool = False) -> list[str]:
    view = vm["view"]
    out = [view["game"]["subtitle"]]
    if view["game"].get("result"):
        out.append(view["game"]["result"]["text"])
    for key in view.keys() - SHELL_KEYS:
        out += _shown(view[key], key)
    if vm["pack"] in ("dml", "merc"):  # their seats' names are the panel's words
        out += [s["name"] for s in view["seats"]]
    for d in vm["diagrams"]:
        out.append(d["title"])
        out += _dot_labels(d["dot"])
    # the nesting diagram's names, and its live path's frames' labels ("Round 3") where the engine
    # says them as messages
    out += _dot_labels(vm["sequence_dot"], live=frames_said)
    return out


def _dot_labels(dot: str, *, live: bool = True) -> list[str]:
    """The words of a DOT text's labels and tooltips: an HTML-like label's text without its tags,
    or a quoted one (``live=False``: not the bold ones, a live path's frames)."""
    out = []
    for line in dot.splitlines():
        html = re.search(r"label=<(.*?)>(?: \w+=|\])", line)
        if html and (live or "<B>" not in html[1]):
            out += [unescape(t) for t in re.split(r"<[^>]*>", html[1]) if t.strip()]
        out += re.findall(r'(?:label|tooltip)="([^"]*)"', line)
        out += re.findall(r"(?:label|tooltip)=([^\s\]<\"]+)", line)
    return out


#: Words each pack's panel shows somewhere in a game, in the pseudo-locale (so the walk saw them).
SEEN = {
    # a Stock, the Wheel and its edges, the score; the Dragon Siege and the interrupts in the nesting diagram
    "dml": ("Šţööçķ", "Ŵĥééééļ", "ƀûûýýš", "Ţööţááļ", "Šîîééğéé", "ÎÎñţééŕŕûûþţš"),
    "merc": ("Đááýý", "Đîîçţááţööŕ", "Çööɱƀááţ"),  # the Day, the Dictator; Combat in the diagram
    "terrus": ("ŕûûļééŕš", "Ļööööþ"),  # the rulers in the game; the Loop in the diagram
    "last_stone": ("šţööñéé", "Ţûûŕñ"),  # the stones in the pile; the Turn in the diagram
}


@pytest.mark.parametrize("pack", [p.name for p in packs()])
def test_a_panel_under_the_pseudo_locale_has_no_plain_english(pack: str) -> None:
    # a whole game, seen by everything and now and then by one seat
    s = TutorSession(pack=pack, seed=11, seats="random", language="en-XA")
    while s.step():
        pass
    assert s.game.is_over
    texts: set[str] = set()
    # (a frame labelled by its plain name reads as the pack's seq-<name>)
    said = all(isinstance(f.label, Say) or f.label == f.name for e in s.game.trace for f in e.path)
    for i in range(len(s.game.trace)):
        s.cursor = i
        texts.update(_panel_text(s.view_model(None, browser=True), said))
        if i % 7 == 0:
            texts.update(_panel_text(s.view_model(1, browser=True), said))
    # not words to translate: names a position or a person gave (MERC's sectors, Terrus's rulers),
    # a rulebook's section ("5.3a"), a value the script fills in ("{percent}")
    names = {"merc": list(getattr(s.game, "sectors", ())), "terrus": s.panel.seats(s.game)}.get(pack, [])
    plain = re.compile("|".join([r"\{\w+\}", r"\b\d+(?:\.\d+)+[a-z]?\b", *(rf"\b{re.escape(n)}\b" for n in names)]))
    english = sorted(t for t in texts if re.search(r"[A-Za-z]", plain.sub("", t)))
    assert english == []
    joined = " ".join(texts)
    assert [w for w in SEEN[pack] if w not in joined] == []


def test_dml_panel_in_german_uses_the_rules_vocabulary() -> None:
    s = TutorSession(pack="dml", seed=7, language="de")
    s.run_to_decision()
    while s.view_model()["view"]["attempt"] is None:
        s.step()
    vm = s.view_model()
    view = vm["view"]
    assert view["attempt"]["title"].startswith("Erwerbsversuch: Platz ")
    assert "Vorrat" in view["attempt"]["title"] and "," in view["attempt"]["probability"]["percent"]
    assert [x["resource"] for x in view["table"]["stocks"]] == ["Eisen", "Holz", "Sklaven", "Gewürze"]
    assert view["seats"][0]["name"] == "Platz 0" and view["seats"][0]["treasury"]["label"].startswith("Schatzkammer")
    wheel = vm["diagrams"][0]
    assert wheel["title"] == "Rad des Profits" and "kauft" in wheel["dot"] + wheel["svg"]
    # the same step in English, in one session: only the words differ
    english = s.view_model(language="en")["view"]
    assert english["attempt"]["title"].startswith("Acquisition Attempt: seat ")
    assert english["attempt"]["total"] == view["attempt"]["total"]
    assert [x["code"] for x in english["table"]["stocks"][0]["cards"] or []] == [
        x["code"] for x in view["table"]["stocks"][0]["cards"] or []
    ]


@pytest.mark.parametrize("pack", packs(), ids=lambda p: p.name)
def test_the_restart_form_in_the_readers_language(pack: Any) -> None:
    # every field and every choice of every pack's form has its words in German and en-XA
    for language in ("de", "en-XA"):
        s = TutorSession(pack=pack.name, seed=1, language=language)
        english = TutorSession(pack=pack.name, seed=1).view_model()["controls"]["choices"]
        fields = s.view_model()["controls"]["choices"]
        assert [f["key"] for f in fields] == [f["key"] for f in english]
        assert [[o["value"] for o in f["options"]] for f in fields] == [
            [o["value"] for o in f["options"]] for f in english
        ]
        words = [f["label"] for f in fields] + [o["label"] for f in fields for o in f["options"]]
        assert not any(w in [f["label"] for f in english] for w in words[: len(fields)]), language
        if language == "en-XA":
            assert [w for w in words if re.search(r"[A-Za-z]", re.sub(r"\b\d+(?:\.\d+)+[a-z]?\b|P-\d+", "", w))] == []


def test_the_kinds_of_prediction_in_the_readers_language() -> None:
    english = TutorSession(pack="dml", seed=7, predict="all").view_model()["predict"]["all_kinds"]
    german = TutorSession(pack="dml", seed=7, predict="all", language="de").view_model()["predict"]["all_kinds"]
    pseudo = TutorSession(pack="dml", seed=7, predict="all", language="en-XA").view_model()["predict"]["all_kinds"]
    assert list(german) == list(english) == list(pseudo)  # the same kinds, by the same names
    assert german["target_value"] == "der Zielwert eines Erwerbsversuchs"
    assert [w for w in pseudo.values() if re.search(r"[A-Za-z]", w)] == []


@pytest.mark.parametrize("pack", packs(), ids=lambda p: p.name)
def test_the_log_filter_and_the_seats_in_the_readers_language(pack: Any) -> None:
    english = TutorSession(pack=pack.name, seed=1).view_model()["controls"]
    german = TutorSession(pack=pack.name, seed=1, language="de").view_model()["controls"]
    pseudo = TutorSession(pack=pack.name, seed=1, language="en-XA").view_model()["controls"]
    assert german["round_names"] != english["round_names"]
    assert [w for w in pseudo["round_names"] if re.search(r"[A-Za-z]", w)] == []
    numbered = [s.startswith("seat ") for s in english["seats"]]
    assert [s.startswith("Platz ") for s in german["seats"]] == numbered  # a ruler's name stays hers


def test_prediction_questions_in_the_readers_language() -> None:
    from dml_tutor.games.dml.agents import make_agents, play_out
    from dml_tutor.games.dml.game import Game
    from dml_tutor.games.dml.predictions import questions

    g = Game(4, 11, "full", trace=True)
    play_out(g, make_agents("random", 4, 11))
    found = questions(g)
    assert {q.kind for q in found} == {"target_value", "seize", "roll", "scores"}
    pseudo, german = i18n.Messages("en-XA", "dml_tutor.games.dml"), i18n.Messages("de", "dml_tutor.games.dml")
    english = i18n.Messages("en", "dml_tutor.games.dml")
    for q in found:
        # the English is the messages' English; the answer is one of the choices by its English name
        assert english.text(q.said_prompt) == q.prompt and [english.text(c) for c in q.said_choices] == list(q.choices)
        assert q.answer in q.choices or not q.choices
        # the question's own words (not the engine's sentences it quotes: a seize's revealed cards)
        words = [german.text(q.said_prompt), *(german.text(c) for c in q.said_choices)]
        assert words[0] != q.prompt
        if q.kind != "seize":
            shown = [pseudo.text(q.said_prompt), *(pseudo.text(c) for c in q.said_choices)]
            assert [w for w in shown if re.search(r"[A-Za-z]{3}", w)] == [], q.kind
    tv = next(q for q in found if q.kind == "target_value")
    assert "Zielwert" in german.text(tv.said_prompt) and german.text(tv.said_explanation).startswith("Zielwert ")


def test_a_prediction_asked_and_revealed_in_german() -> None:
    s = TutorSession(pack="dml", seed=7, predict=["target_value"], language="de")
    s.run_to_decision()
    while s.view_model()["predict"]["question"] is None:
        s.step()
    q = s.view_model()["predict"]["question"]
    assert "Wie hoch ist der Zielwert jetzt" in q["prompt"] and q["about"] == "der Zielwert eines Erwerbsversuchs"
    s.commit_prediction(99)
    while s.view_model()["predict"]["reveal"] is None:
        s.step()
    reveal = s.view_model()["predict"]["reveal"]
    assert reveal["explanation"].startswith("Zielwert ") and "Wie hoch" in reveal["prompt"]
    assert s.view_model(language="en")["predict"]["reveal"]["explanation"].startswith("Target Value ")


def test_the_nesting_diagram_reads_a_frame_labelled_by_a_message_in_the_readers_language() -> None:
    from dml_tutor.core.text import Say
    from dml_tutor.core.trace import Frame
    from dml_tutor.games import get
    from dml_tutor.view.diagrams import sequence_dot

    dml = get("dml")
    path = (Frame("Game", "Game"), Frame("Game Stage", Say(dml.package, "seq-round")))  # a label that is a message
    german = sequence_dot(path, pack=dml, messages=i18n.Messages("de", dml.package))
    english = sequence_dot(path, pack=dml)
    assert "<B>Runde</B>" in german and "<B>Spiel</B>" in german and "Ereignisphase" in german
    assert "<B>Round</B>" in english and "Event<BR/>Phase" in english
