"""A pack's moves: one base class with generic JSON, and one reader for every form of a move.

A move is a small frozen dataclass on :class:`Action` (``seat`` first, then its fields).
Its JSON record is generic: ``{"type": "Bid", "seat": 0, "cards": ["5S"], ...}``, each
field as :meth:`Action.json_value` writes it (a pack whose fields hold its own values,
cards say, says how). A pack lists its moves once in a :class:`Moves`, with how to read
each field; :meth:`Moves.read` is then the one reader the driver calls (``Driver._coerce``)
for every form a player may give: an offered move itself, a hand-built one, its JSON
record (a dict or JSON text) or its printed text. Unreadable input is an
:class:`~dml_tutor.core.driver.IllegalActionError` that quotes it briefly.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, fields
from typing import Any, Final, Generic, Self, TypeVar

from .driver import IllegalActionError
from .inputs import check_data, load_json, short_repr
from .native import mypyc_attr
from .sequence import Decision
from .text import say

_SNAKE: dict[type, str] = {}


def snake_kind(cls: type) -> str:
    """A move class's name in snake case ("PlayTactic" -> "play_tactic"), for packs whose
    records name their kinds so (:meth:`Action.json_kind`); worked out once per class."""
    kind = _SNAKE.get(cls)
    if kind is None:
        kind = _SNAKE[cls] = re.sub(r"(?<!^)(?=[A-Z])", "_", cls.__name__).lower()
    return kind


# A plain class in the compiled build too (mypyc's native classes check field types when
# built): a hand-built move with a wrong field is built in both builds and refused by
# Moves.checked with a ValueError, never a TypeError. No slots here (a pack's moves may have
# them): a slotted dataclass is a new class object, and this compiled module would then
# test isinstance against the class as it was before the decorator.
@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class Action:
    """Base of every pack's moves; ``seat`` is who decides.

    Subclasses are frozen dataclasses; :meth:`to_json` writes ``{"type": <kind>, <field>:
    <value>, ...}`` (:meth:`json_tag` and :meth:`json_kind` rename the tag and the kind).
    """

    seat: int

    # The record's tag and kind are classmethods, not ClassVars: a compiled module keeps no
    # ClassVar annotation on a plain dataclass, which would then take them as fields.
    @classmethod
    def json_tag(cls) -> str:
        """The record's key naming the kind of move ("type"; a pack may override)."""
        return "type"

    @classmethod
    def json_kind(cls) -> str:
        """The name records give this kind of move (the class name; a pack may override)."""
        return cls.__name__

    def json_value(self, value: Any) -> Any:
        """A field's value as JSON data: tuples become lists (override for a pack's own
        values, a card game writing a card as its code, say)."""
        if isinstance(value, tuple):
            return [self.json_value(v) for v in value]
        return value

    def to_json(self) -> dict[str, Any]:
        """The move's JSON record (what save files hold)."""
        out: dict[str, Any] = {self.json_tag(): self.json_kind()}
        for f in fields(self):
            out[f.name] = self.json_value(getattr(self, f.name))
        return out

    @classmethod
    def shared(cls, *values: Any) -> Self:
        """The move of these fields, made once and then reused: moves are values, so an
        engine may offer the same ``Pass`` at every such decision rather than a new one."""
        return shared(cls, *values)


#: The moves made once by :func:`shared`, by kind, then by fields.
_SHARED: Final[dict[type, dict[tuple[Any, ...], Action]]] = {}

A = TypeVar("A", bound=Action)


def shared(kind: type[A], *values: Any) -> A:
    """``kind.shared(*values)`` as a plain function: the move of these fields, made once.
    An engine's hot paths call this (no bound method to make, one dict per kind)."""
    made = _SHARED.get(kind)
    if made is None:
        made = _SHARED[kind] = {}
    found = made.get(values)
    if found is None:
        found = made[values] = kind(*values)
    return found  # type: ignore[return-value]


def _same(value: Any) -> Any:
    return value


class Moves(Generic[A]):
    """A pack's moves and how to read them: the kinds, a converter per field name (which
    checks a value and reads it, a card code into a card, raising ``ValueError``), the
    words a field may hold, and the reader of printed text.

    ``parse(text, decision)`` reads a move's printed form for that decision (at most
    ``max_text`` characters reach it). ``noun`` names a move in messages ("action").
    A move's text, JSON or record is never quoted whole in an error (``short_repr``).
    """

    def __init__(
        self,
        kinds: Iterable[type[A]],
        *,
        convert: Mapping[str, Callable[[Any], Any]],
        parse: Callable[[str, Decision[A]], A],
        choices: Mapping[tuple[str, str], tuple[str, ...]] | None = None,
        noun: str = "action",
        max_text: int = 200,
        refuse_unknown: bool = True,
    ) -> None:
        self.kinds: dict[str, type[A]] = {k.json_kind(): k for k in kinds}
        #: The kinds as one tuple for isinstance (the classes the pack made, at run time).
        self.types: tuple[type[A], ...] = tuple(self.kinds.values())
        tags = {k.json_tag() for k in self.kinds.values()}
        if len(tags) > 1:
            raise ValueError(f"a pack's moves name their kind under one key, not {sorted(tags)}")
        self.tag = tags.pop() if tags else "type"
        self.convert = dict(convert)
        self.choices = dict(choices or {})
        self.parse = parse
        self.noun = noun
        #: "an action", "a move": the noun with its article, for messages.
        self.a_noun = f"{'an' if noun[:1] in 'aeiou' else 'a'} {noun}"
        self.max_text = max_text
        self.refuse_unknown = refuse_unknown

    # ------------------------------------------------------------ JSON and fields

    def build(self, cls: type[A], values: Mapping[str, Any]) -> A:
        """A move of kind ``cls`` from raw field values, each read and checked; a bad
        field is a ``ValueError`` naming the kind and the field."""
        kwargs: dict[str, Any] = {}
        kind = cls.json_kind()
        for name, v in values.items():
            conv = self.convert.get(name, _same)
            try:
                kwargs[name] = conv(v)
                allowed = self.choices.get((kind, name))
                if allowed and kwargs[name] not in allowed:
                    raise ValueError(f"expected one of {', '.join(allowed)}, got {short_repr(v)}")
            except (TypeError, ValueError) as e:
                raise ValueError(f"{self.noun} {kind}: field {name!r}: {e}") from None
        return cls(**kwargs)

    def from_json(self, data: Any) -> A:
        """A move from its JSON record; a malformed record is a ``ValueError`` naming the
        field (every field is required; unknown fields are refused, or ignored with
        ``refuse_unknown=False``)."""
        kind = data.get(self.tag) if isinstance(data, dict) else None
        if not isinstance(kind, str) or kind not in self.kinds:
            raise ValueError(f"not {self.a_noun} record: {short_repr(data)}")
        cls = self.kinds[kind]
        names = [f.name for f in fields(cls)]
        for name in names:
            if name not in data:
                raise ValueError(f"{self.noun} {kind} lacks field {name!r}")
        for key in data if self.refuse_unknown else ():
            if key != self.tag and key not in names:
                raise ValueError(f"{self.noun} {kind} has no field {short_repr(key)} (its fields: {', '.join(names)})")
        return self.build(cls, {name: data[name] for name in names})

    def checked(self, action: A) -> A:
        """A hand-built move with every field checked and read (``Seize(0, "2C")`` becomes
        ``Seize(0, Card('2C'))``); a bad field is a ``ValueError``."""
        cls = type(action)
        if self.kinds.get(cls.json_kind()) is not cls:
            raise ValueError(f"not one of this game's {self.noun}s: {short_repr(action)}")
        return self.build(cls, {f.name: getattr(action, f.name) for f in fields(action)})

    # ------------------------------------------------------------ the one reader

    def read(self, action: object, decision: Decision[A]) -> A:
        """Any accepted form of a move as the pack's move, for ``decision``: the offered
        move itself, a hand-built one (checked), its JSON record (a dict or JSON text) or
        its printed text. Unreadable input is an ``IllegalActionError`` citing the
        decision's rules and quoting the input briefly."""
        try:
            if isinstance(action, self.types):
                if decision.offers(action):  # an offered move, as agents pass them
                    return action
                return self.checked(action)
            if decision.offers(action):  # offered, of a kind the pack did not list
                return action  # type: ignore[return-value]
            if isinstance(action, str) and action.lstrip().startswith("{"):
                action = load_json(action, self.noun)
            elif isinstance(action, dict):
                check_data(action, self.noun)
            if isinstance(action, dict):
                return self.from_json(action)
        except ValueError as e:
            raise IllegalActionError(str(e), decision.rules) from None
        if isinstance(action, str):
            return self._read_text(action, decision)
        raise IllegalActionError(f"not {self.a_noun}: {short_repr(action)}", decision.rules)

    def _read_text(self, text: str, decision: Decision[A]) -> A:
        if len(text) > self.max_text:
            raise IllegalActionError(
                f"{self.a_noun} text is at most {self.max_text} characters; this one has {len(text)} "
                f"({short_repr(text)})",
                decision.rules,
            )
        for a in decision.actions:  # an offered move's own text
            if str(a) == text:
                return a
        try:  # not a legal move's text: read it, so the refusal can say why
            return self.parse(text, decision)
        except ValueError as e:
            raise IllegalActionError(
                say(
                    "refusal-unread",
                    noun=self.noun,
                    text=short_repr(text),
                    why=str(e),
                    seat=decision.seat,
                    prompt=decision.said_prompt,
                ),
                decision.rules,
            ) from None
