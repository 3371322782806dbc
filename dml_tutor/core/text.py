"""A sentence the engine says, as a message: which catalog, which message, which values.

The engine records what happened (a step's sentence, a prompt, a frame's label, why a move
is refused) as a :class:`Say`, not as English: a reader's language is chosen where the text
is shown (``dml_tutor.i18n.Messages.text``), so one game reads in four languages at one table
and nothing the engine decides depends on a language. ``str()`` of a ``Say`` is its English,
formatted by the message layer, which registers itself here when it is imported (the core
stays on the standard library, and every pack imports the message layer to make its ``say``).

In the manner of Fluent's own API: a message id and named values (a seat, a card, a count;
a value may itself be a ``Say``, or a list that the reader's language joins), never a
sentence pieced together from parts.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

__all__ = ["SHELL", "Say", "Text", "commas", "english_by", "say", "semicolons", "speaker"]

#: The catalog of the words every game shares (the tutor's, the pages', the engine's own).
SHELL: Final = "dml_tutor.i18n"


class Say:
    """One message: its ``catalog`` (the package whose ``locales`` hold it), its ``id`` and
    its values. Immutable and hashable, so a step or a prompt compares by what it says."""

    __slots__ = ("args", "catalog", "id")

    def __init__(self, catalog: str, id: str, args: tuple[tuple[str, object], ...] = ()) -> None:
        self.catalog: Final = catalog
        self.id: Final = id
        self.args: Final = args

    def __str__(self) -> str:
        """The English (the source language)."""
        return _english[0](self) if _english else f"{self.id}{dict(self.args)!r}"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Say):
            return NotImplemented
        return (self.catalog, self.id, self.args) == (other.catalog, other.id, other.args)

    def __hash__(self) -> int:
        return hash((self.catalog, self.id, self.args))

    def __reduce__(self) -> tuple[type[Say], tuple[str, str, tuple[tuple[str, object], ...]]]:
        """Rebuilt from its three fields: a copy, a pickle (the lab's workers) and the compiled
        build (whose classes have no instance dict to copy) all go through ``__init__``."""
        return (Say, (self.catalog, self.id, self.args))

    def __repr__(self) -> str:
        values = "".join(f", {k}={v!r}" for k, v in self.args)
        return f"Say({self.id!r}{values})"


#: What a reader is shown: a message, or a text no message layer translates (a name a person
#: typed, a card's symbol).
Text = str | Say

_english: list[Callable[[Say], str]] = []


def english_by(format_english: Callable[[Say], str]) -> None:
    """Install the function that formats a message in English (the message layer's)."""
    _english[:] = [format_english]


def speaker(catalog: str) -> Callable[..., Say]:
    """A pack's ``say(id, **values)``: its messages, from its own package's ``locales``."""

    def say(msg_id: str, /, **values: object) -> Say:
        return Say(catalog, msg_id, tuple(values.items()))

    return say


#: The engine's own sentences (a decision step, a single choice taken, a refusal), in the shell's catalog.
say: Final = speaker(SHELL)


def commas(items: Sequence[Text]) -> Text:
    """Items one after another with commas between ("seat 1 5♠, seat 2 7♠"): a list as a log
    reads it, not a sentence's "A, B and C" (a list value, which the language joins)."""
    out = items[-1]
    for item in reversed(items[:-1]):
        out = say("list-comma", head=item, tail=out)
    return out


def semicolons(items: Sequence[Text]) -> Text:
    """Items one after another with semicolons between (a score's lines)."""
    out = items[-1]
    for item in reversed(items[:-1]):
        out = say("list-semicolon", head=item, tail=out)
    return out
