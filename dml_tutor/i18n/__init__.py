"""Every text a person reads, in their language: messages in Project Fluent (docs/translating.md).

Fluent, not gettext: a message's plurals and values (``{ $seat }``, ``{ $count -> [one] ...}``)
are the library's, decided per language by the translator in the ``.ftl`` file, and a
translator edits plain per-locale text files without reading Python. The English of a rule
stays in its pack's ``rules.toml`` (one source); every other locale keeps its messages in
``locales/<lang>/*.ftl`` beside the code that uses them: a pack in its own package
(``games/<name>/locales``), the shell (the tutor, the pages, the table) in this package's.
Each translated message carries the hash of the English it translates (``# en: <hash>``), so a
test fails when the English changes under it. ``en-XA`` is made from the English on load
(accented, longer, in brackets) to show what does not go through here.

The engine says its sentences as messages (:class:`~dml_tutor.core.text.Say`: an id and values)
and never formats them while it plays: :meth:`Messages.text` reads one in a language where it is
shown, and ``str()`` of one is its English (installed here). A game played untraced builds no text.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Mapping
from functools import cache, lru_cache
from importlib import resources
from importlib.resources.abc import Traversable
from typing import TYPE_CHECKING, Any, Final

from ..core.rules import Catalog, Rule
from ..core.text import SHELL, Say, english_by, speaker

if TYPE_CHECKING:
    from fluent.runtime import FluentBundle
    from fluent.syntax import ast as FTL

    from ..core.pack import Pack

__all__ = [
    "PSEUDO",
    "SHELL",
    "SOURCE",
    "Messages",
    "check_language",
    "english",
    "languages",
    "pack_title",
    "problems",
    "pseudo",
    "rule_message_id",
    "source_hash",
    "speaker",
    "template",
    "translated",
]

#: The source language: the English every translation is made from.
SOURCE: Final = "en"
#: The pseudo-locale, made from the English on load (never a file).
PSEUDO: Final = "en-XA"
_HASH_COMMENT: Final = re.compile(r"^en: ([0-9a-f]{10})$")


def languages() -> dict[str, str]:
    """The shipped locales, each by its own name ("de": "Deutsch"), the source first and the
    pseudo-locale last."""
    return dict(_languages())


@cache
def _languages() -> tuple[tuple[str, str], ...]:  # the shipped files do not change while we run
    found = sorted(p.name for p in _locales(SHELL) if p.name not in (SOURCE, PSEUDO))
    return tuple((lang, Messages(lang)("language-name")) for lang in (SOURCE, *found, PSEUDO))


def check_language(language: object) -> str:
    """``language`` if it is a shipped locale; else a ``ValueError`` naming the field and the choices."""
    shipped = [lang for lang, _ in _languages()]
    if not isinstance(language, str) or language not in shipped:
        raise ValueError(f"language: {str(language)[:40]!r} is not one of {', '.join(shipped)}")
    return language


def pack_title(pack: Pack, language: str = SOURCE) -> str:
    """A pack's title in ``language``: its catalog's ``pack-title`` message, else ``Pack.title``
    (a pack that names itself in no message)."""
    messages = Messages(language, pack.package)
    try:
        return messages("pack-title")
    except KeyError:
        return pack.title


def rule_message_id(rule_id: str) -> str:
    """A rule's message id ("setup.roll-off" -> "rule-setup_roll-off"; Fluent ids take no dots)."""
    return "rule-" + rule_id.replace(".", "_")


def source_hash(text: str) -> str:
    """The hash a translation records of the English it translates."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:10]


def rule_source(rule: Rule) -> str:
    """The English a rule's translation is made from (its title and text)."""
    return f"{rule.title}\n{rule.text}"


class Messages:
    """One language's messages: the shell's and, given a pack's package, the pack's (its rules'
    titles and texts by rule id). A message missing in the language falls back to the English."""

    def __init__(self, language: str = SOURCE, package: str = "") -> None:
        #: A shipped locale (:func:`languages`).
        self.language = language
        #: The pack's package ("dml_tutor.games.dml"), whose ``locales`` hold its messages.
        self.package = package

    def __call__(self, msg_id: str, **args: Any) -> str:
        """The message ``msg_id`` with its values, e.g. ``m("nothing-seen-yet", seat="2")``."""
        values = tuple(sorted(args.items()))
        try:
            return _formatted(self.language, self.package, msg_id, values)
        except TypeError:  # a value that is no key (a list): formatted each time
            return _formatted.__wrapped__(self.language, self.package, msg_id, values)

    def text(self, said: object) -> str:
        """What the engine said (a :class:`~dml_tutor.core.text.Say`) in this language, its
        values too: a value that is a message is read first, a list is joined as the language
        joins lists ("A, B and C"). Plain text is shown as it is (nobody translates a name)."""
        if not isinstance(said, Say):
            return str(said)
        values = tuple((name, self._value(v)) for name, v in said.args)
        try:
            return _formatted(self.language, said.catalog, said.id, values)
        except TypeError:  # a value that is no key: formatted each time
            return _formatted.__wrapped__(self.language, said.catalog, said.id, values)

    def _value(self, value: object) -> object:
        if isinstance(value, Say):
            return self.text(value)
        if isinstance(value, list | tuple):
            return _joined(tuple(self.text(v) for v in value), self.language)
        if isinstance(value, bool) or not isinstance(value, int | float | str):
            return str(value)
        if isinstance(value, int):  # a seat, a count: no "1,000" (a plural still reads the number);
            # a number past what a plural rule reads (a 30-digit damage) is shown as it is
            return _whole(value) if -(10**15) < value < 10**15 else str(value)
        return value

    def rule_title(self, rule: Rule) -> str:
        return self._rule(rule, None)

    def rule_text(self, rule: Rule) -> str:
        return self._rule(rule, "text")

    def front_end(self, prefix: str = "tutor-") -> dict[str, str]:
        """The shell's messages a front end shows (``prefix``), by id: a value the script fills in
        is left as ``{name}`` for its ``say(id, {name: ...})``. Made once per language."""
        return dict(_front_end_text(self.language, prefix))

    def _rule(self, rule: Rule, attribute: str | None) -> str:
        english = rule.text if attribute else rule.title
        if self.language == SOURCE or not self.package:
            return english
        if self.language == PSEUDO:
            return pseudo(english)
        bundle = _bundle(self.package, self.language)
        mid = rule_message_id(rule.id)
        if bundle is not None and bundle.has_message(mid):
            return _format_in(bundle, mid, attribute, {}) or english
        return english


# The messages never change once loaded, so a text once formatted is kept: the tutor formats the
# same few (its status line, why Fork is off) at every step.
@lru_cache(maxsize=4096)
def _formatted(language: str, package: str, msg_id: str, values: tuple[tuple[str, Any], ...]) -> str:
    args = dict(values)
    packages = (package, SHELL) if package else (SHELL,)
    for lang in (language, SOURCE) if language != SOURCE else (SOURCE,):
        for where in packages:
            bundle = _bundle(where, lang)
            if bundle is not None and bundle.has_message(msg_id):
                text = _format_in(bundle, msg_id, None, args)
                if text is not None:
                    return text
    raise KeyError(f"no message {msg_id!r} in {language} or English")


@lru_cache(maxsize=1024)
def _joined(items: tuple[str, ...], language: str) -> str:
    from babel.lists import format_list

    if language == PSEUDO:  # the English pattern, its "and" accented too
        *head, last = items or ("",)
        return f"{', '.join(head)} {_accent('and')} {last}" if head else last
    # Babel's list patterns by the language's own rules ("A, B and C", "A, B und C")
    return format_list(list(items), locale=language.replace("-", "_")) if items else ""


@lru_cache(maxsize=256)
def _whole(value: int) -> Any:
    from fluent.runtime.types import fluent_number

    return fluent_number(value, useGrouping=False)


def _english(said: Say) -> str:
    return _SOURCE_MESSAGES.text(said)


@cache
def _front_end_text(language: str, prefix: str) -> dict[str, str]:
    m = Messages(language)
    return {mid: m(mid, **{v: "{" + v + "}" for v in variables}) for mid, variables in _front_end(prefix)}


@cache
def _front_end(prefix: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    from fluent.syntax import ast, visitor

    class Variables(visitor.Visitor):
        def __init__(self) -> None:
            super().__init__()
            self.found: list[str] = []

        def visit_VariableReference(self, node: ast.VariableReference) -> None:
            self.found.append(node.id.name)

    out = []
    for entry in resource(SHELL, SOURCE).body:
        if isinstance(entry, ast.Message) and entry.id.name.startswith(prefix):
            names = Variables()
            names.visit(entry)
            out.append((entry.id.name, tuple(dict.fromkeys(names.found))))
    return tuple(out)


def _format_in(bundle: FluentBundle, msg_id: str, attribute: str | None, args: Mapping[str, Any]) -> str | None:
    msg = bundle.get_message(msg_id)
    pattern = msg.attributes.get(attribute) if attribute else msg.value
    if pattern is None:
        return None
    # a translation naming a value the code does not give still reads ("{$name}" in its place);
    # tests/i18n holds every shipped translation to the English's values
    text, _errors = bundle.format_pattern(pattern, dict(args))
    return str(text)


def _locales(package: str) -> list[Traversable]:
    root = resources.files(package).joinpath("locales")
    return [p for p in root.iterdir() if p.is_dir()] if root.is_dir() else []


def ftl_files(package: str, language: str) -> list[Traversable]:
    """A package's ``.ftl`` files for one language, by name."""
    folder = resources.files(package).joinpath("locales", language)
    if not folder.is_dir():
        return []
    return sorted((p for p in folder.iterdir() if p.name.endswith(".ftl")), key=lambda p: p.name)


@cache
def resource(package: str, language: str) -> FTL.Resource:
    """Every message of a package in one language, parsed (the pseudo-locale made from the English)."""
    from fluent.syntax import FluentParser, ast

    if language == PSEUDO:
        return _pseudo_resource(resource(package, SOURCE))
    body: list[Any] = []
    for path in ftl_files(package, language):
        parsed = FluentParser(with_spans=False).parse(path.read_text("utf-8"))
        junk = [e for e in parsed.body if isinstance(e, ast.Junk)]
        if junk:
            raise ValueError(f"{package} {language}/{path.name}: not Fluent: {(junk[0].content or '')[:60]!r}")
        body += parsed.body
    return ast.Resource(body)


@cache
def _bundle(package: str, language: str) -> FluentBundle | None:
    from fluent.runtime import FluentBundle

    res = resource(package, language)
    if not res.body:
        return None
    # English after the language: Babel's rules of a locale it lacks (en-XA) are English's, never
    # those of the machine's own locale (the environment's); left-to-right languages only so far
    bundle = FluentBundle([language, SOURCE], use_isolating=False)
    bundle.add_resource(res)
    return bundle


# ------------------------------------------------------------------------------------------
# The pseudo-locale: every letter accented, vowels doubled (about a third longer), in brackets.

_ACCENTS: Final = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "áƀçđéƒğĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ",
)
_VOWEL: Final = re.compile(r"([aeiouyAEIOUY])")


def pseudo(text: str) -> str:
    """``text`` in the pseudo-locale: "[Ŝééé ţĥéé ŕûûļé]", so what is still English shows."""
    return "[" + _accent(text) + "]"


def _accent(text: str) -> str:
    return _VOWEL.sub(r"\1\1", text).translate(_ACCENTS)


def _pseudo_resource(english: FTL.Resource) -> FTL.Resource:
    from fluent.syntax import ast, visitor

    class Accent(visitor.Transformer):
        def visit_TextElement(self, node: ast.TextElement) -> ast.TextElement:
            node.value = _accent(node.value)
            return node

        def visit_Pattern(self, node: ast.Pattern) -> ast.Pattern:
            self.generic_visit(node)
            node.elements = [ast.TextElement("["), *node.elements, ast.TextElement("]")]
            return node

        def visit_Placeable(self, node: ast.Placeable) -> ast.Placeable:
            inner = node.expression
            if isinstance(inner, ast.SelectExpression):  # the variants' text, not the selector
                for variant in inner.variants:
                    for el in variant.value.elements:
                        self.visit(el)
            return node

    out: FTL.Resource = Accent().visit(english.clone())
    return out


# ------------------------------------------------------------------------------------------
# Keeping translations true: the English each message comes from, and what a locale lacks.


def english(package: str, catalog: Catalog | None = None) -> dict[str, str]:
    """Every English message of a package by id, as the source text a translation's hash is
    made of: its ``.ftl`` messages, and with a catalog its rules' titles and texts."""
    from fluent.syntax import FluentSerializer, ast

    out: dict[str, str] = {}
    for entry in resource(package, SOURCE).body:
        if isinstance(entry, ast.Message):
            bare = entry.clone()
            bare.comment = None
            out[entry.id.name] = FluentSerializer().serialize_entry(bare)
    for rule in catalog.values() if catalog is not None else ():
        out[rule_message_id(rule.id)] = rule_source(rule)
    return out


def translated(package: str, language: str) -> dict[str, str | None]:
    """A locale's messages of a package by id, each with the English hash it records (None: none)."""
    from fluent.syntax import ast

    out: dict[str, str | None] = {}
    for entry in resource(package, language).body:
        if isinstance(entry, ast.Message):
            lines = (entry.comment.content or "").splitlines() if entry.comment else []
            found = [m.group(1) for m in map(_HASH_COMMENT.match, lines) if m]
            out[entry.id.name] = found[0] if found else None
    return out


def problems(package: str, language: str, catalog: Catalog | None = None) -> list[str]:
    """What is wrong with a locale's translation of a package: messages it lacks, messages the
    English no longer has, and translations whose English changed since (by the recorded hash)."""
    source = english(package, catalog)
    have = translated(package, language)
    out = [f"{mid}: not translated" for mid in source if mid not in have]
    for mid, recorded in have.items():
        if mid not in source:
            out.append(f"{mid}: no such English message")
        elif recorded != source_hash(source[mid]):
            out.append(f"{mid}: the English changed since it was translated (now # en: {source_hash(source[mid])})")
    return out


def template(package: str, language: str, catalog: Catalog | None = None) -> str:
    """A ``.ftl`` file to translate: every message the locale lacks or whose English changed,
    in English, each with the ``# en:`` hash to keep once it is translated."""
    from fluent.syntax import FluentSerializer, ast

    have = translated(package, language)
    english_ftl = {e.id.name: e for e in resource(package, SOURCE).body if isinstance(e, ast.Message)}
    out: list[str] = []
    for mid, text in english(package, catalog).items():
        digest = source_hash(text)
        if have.get(mid, "") == digest:
            continue
        if mid in english_ftl:
            bare = english_ftl[mid].clone()
            bare.comment = None
            out.append(f"# en: {digest}\n{FluentSerializer().serialize_entry(bare)}")
        else:
            title, _, body = text.partition("\n")
            out.append(f"# en: {digest}\n{mid} = {_escape(title)}\n    .text = {_escape(body)}\n")
    return "\n".join(out)


def _escape(text: str) -> str:
    return text.replace("{", '{"{"}').replace("}", '{"}"}')


_SOURCE_MESSAGES: Final = Messages(SOURCE)
english_by(_english)
