"""The message layer (dml_tutor.i18n): shipped locales, values and plurals by Fluent, the
English fallback, the pseudo-locale, and the checks that keep every translation whole and current."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import dml_tutor
from dml_tutor import i18n
from dml_tutor.core.rules import Catalog, Rule
from dml_tutor.games import packs

PACKAGE = Path(dml_tutor.__file__).parent
EXAMPLES = PACKAGE.parent / "examples"
#: Every shipped locale but the source and the pseudo-locale (made from the source) is a file set.
TRANSLATIONS = [lang for lang in i18n.languages() if lang not in (i18n.SOURCE, i18n.PSEUDO)]


def test_languages_lists_the_shipped_locales_by_their_own_names() -> None:
    found = dml_tutor.languages()
    assert list(found) == ["en", "de", "en-XA"]
    assert found["en"] == "English" and found["de"] == "Deutsch"
    assert found["en-XA"].startswith("[") and not re.search(r"[A-Za-z]", found["en-XA"])


def test_values_by_the_library_and_english_where_a_locale_lacks_a_message() -> None:
    assert i18n.Messages("en")("nothing-seen-yet", seat=2) == "Nothing seat 2 sees has happened yet."
    assert i18n.Messages("de")("nothing-seen-yet", seat=2) == "Platz 2 hat noch nichts gesehen."
    with pytest.raises(KeyError, match="no-such-message"):
        i18n.Messages("de")("no-such-message")


def test_what_the_engine_says_reads_in_each_language_with_its_values() -> None:
    from dml_tutor.core.text import say

    refusal = say("why-not-a-choice", action=say("step-only-choice", action="seat 1: pass"), prompt="Bid?")
    assert str(refusal) == "seat 1: pass (the only choice) is not one of the choices: Bid?"
    assert i18n.Messages("de").text(refusal) == "seat 1: pass (die einzige Wahl) ist keine der Wahlmöglichkeiten: Bid?"
    assert i18n.Messages("en-XA").text(refusal).startswith("[[seat 1: pass (ţĥéé")  # each message in brackets
    seats = say("step-decides", seat=12345, prompt=["a", "b", "c"])  # no "12,345"; a list as the language joins it
    assert str(seats) == "Seat 12345 decides: a, b, and c"
    assert i18n.Messages("de").text(seats) == "Platz 12345 entscheidet: a, b und c"
    assert str(say("step-decides", seat=10**30, prompt="")) == f"Seat {10**30} decides: "  # past a plural rule
    assert i18n.Messages("de").text("Ana") == "Ana"  # plain text (a name) is shown as it is


def test_a_language_not_shipped_is_a_value_error_naming_the_field() -> None:
    assert i18n.check_language("de") == "de"
    for bad in ("xx", "", None, 3):
        with pytest.raises(ValueError, match=r"language: .* is not one of en, de, en-XA"):
            i18n.check_language(bad)


def test_the_pseudo_locale_is_accented_longer_and_bracketed_with_values_untouched() -> None:
    english = i18n.Messages("en")("nothing-seen-yet", seat=12)
    pseudo = i18n.Messages("en-XA")("nothing-seen-yet", seat=12)
    assert pseudo.startswith("[") and pseudo.endswith("]")
    assert "12" in pseudo and not re.search(r"[A-Za-z]", pseudo)
    assert len(pseudo) >= 1.3 * len(english)
    rule = next(iter(packs()[0].catalog().values()))
    m = i18n.Messages("en-XA", packs()[0].package)
    assert m.rule_title(rule) == i18n.pseudo(rule.title) and not re.search(r"[A-Za-z]", m.rule_text(rule))


def _sources() -> list[tuple[str, str, Catalog | None]]:
    return [("shell", i18n.SHELL, None)] + [(p.name, p.package, p.catalog()) for p in packs()]


@pytest.mark.parametrize("language", TRANSLATIONS)
def test_every_translation_is_whole_and_translates_the_english_of_today(language: str) -> None:
    # a message missing, one the English no longer has, one whose English changed (by its hash)
    found = {name: i18n.problems(package, language, catalog) for name, package, catalog in _sources()}
    assert found == {name: [] for name in found}, "python -m dml_tutor.i18n template <pack> <lang> makes the fix"


def test_a_changed_english_text_makes_its_translation_stale() -> None:
    pack = packs()[0]
    rules = list(pack.catalog().values())
    first = rules[0]
    changed = Catalog(pack.name, [Rule(first.id, first.title, first.text + " More.", first.section), *rules[1:]])
    found = i18n.problems(pack.package, "de", changed)
    assert found == [
        f"{i18n.rule_message_id(first.id)}: the English changed since it was translated "
        f"(now # en: {i18n.source_hash(i18n.rule_source(changed[first.id]))})"
    ]
    assert first.title in i18n.template(pack.package, "de", changed)


def _python_message_ids() -> set[str]:
    """The ids passed to a Messages call in the code (``messages("id", ...)``,
    ``self.messages("id")``) or said by the engine and the packs (``say("id", ...)``)."""
    used: set[str] = set()
    for path in [*PACKAGE.rglob("*.py"), *EXAMPLES.rglob("*.py")]:
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if not (isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant)):
                continue
            f = node.func
            name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
            if name in ("messages", "say") and isinstance(node.args[0].value, str):
                used.add(node.args[0].value)
    return used


def _front_end_message_ids() -> set[str]:
    """The ids the front ends name: every ``"tutor-..."`` or ``"page-..."`` string in the shipped
    scripts and page templates (``say(id)``, ``T(id)``, ``data-say="id"``), and the table's, the
    Practice widget's and the lite pages' ``say("table-...")`` (their class names share the prefix),
    every ``"lite-..."`` string (the lite pages' loading words) and a handout template's ``say("handout-...")``."""
    used: set[str] = set()
    for path in PACKAGE.rglob("*.js"):
        text = path.read_text("utf-8")
        used |= set(re.findall(r"""["'](tutor-[a-z0-9-]+)["']""", text))
        used |= set(re.findall(r"""\bsay(?:Html)?\(\s*["']((?:table|practice|lite)-[a-z0-9-]+)["']""", text))
        used |= set(re.findall(r"""\bT\(\s*["'](page-[a-z0-9-]+)["']""", text))
        used |= set(re.findall(r"""["'](lite-[a-z0-9-]+)["']""", text))  # the lite pages' loading words
    for path in PACKAGE.rglob("*.j2"):
        text = path.read_text("utf-8")
        used |= set(re.findall(r'data-say(?:-title|-label)?="([a-z0-9-]+)"', text))
        used |= set(re.findall(r"""\bsay\(\s*["'](handout-[a-z0-9-]+)["']""", text))  # the handout's pictures
        used |= set(re.findall(r"""["'](lite-[a-z0-9-]+)["']""", text))
    return used


def test_every_message_the_code_uses_exists_and_every_message_is_used() -> None:
    english = {(package, mid) for _, package, _ in _sources() for mid in i18n.english(package)}
    used = _python_message_ids() | _front_end_message_ids()
    assert used - {mid for _, mid in english} == set(), "used in the code, missing in the English catalogs"
    # every catalog's messages but a pack's panel words and its sequences' names (seq-<name>, some
    # made from the code), which test_panel_words.py checks
    kept = {
        mid
        for package, mid in english
        if package == i18n.SHELL or not mid.startswith(("panel-", "predict-", "option-", "seq-"))
    }
    unused = kept - used - {"language-name"}  # language-name: by languages()
    assert unused == set(), "in the English catalogs, used by no code"


@pytest.mark.parametrize("language", TRANSLATIONS)
def test_every_translation_takes_the_values_its_english_takes(language: str) -> None:
    from fluent.syntax import ast, visitor

    class Values(visitor.Visitor):
        def __init__(self) -> None:
            super().__init__()
            self.found: set[str] = set()

        def visit_VariableReference(self, node: ast.VariableReference) -> None:
            self.found.add(node.id.name)

    def values(res: ast.Resource) -> dict[str, set[str]]:
        out = {}
        for entry in res.body:
            if isinstance(entry, ast.Message):
                v = Values()
                v.visit(entry)
                out[entry.id.name] = v.found
        return out

    for _, package, _ in _sources():
        english, translated = values(i18n.resource(package, "en")), values(i18n.resource(package, language))
        wrong = {m: sorted(v) for m, v in translated.items() if m in english and not v <= english[m]}
        assert wrong == {}, f"{package} {language}: values the code does not give"


def test_a_plain_frame_reads_as_the_diagram_names_its_sequence() -> None:
    from dml_tutor.tutor.session import TutorSession

    for language in ("de", "en-XA"):
        session = TutorSession(pack="merc", seed=3, language=language)
        session.run_to_decision()
        first = session.view_model()["view"]["step"]["breadcrumb"][0]
        assert first["name"] == "Game"
        assert first["label"] == i18n.Messages(language, "dml_tutor.games.merc")("seq-game") != "Game"
