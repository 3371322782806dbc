"""Rulebook sequences as generator functions, and the decisions they yield.

A sequence ``yield``s a :class:`Decision` whenever a player must choose and receives the
chosen action back; it runs its subsequences with ``yield from``, so the live Python
call stack *is* the rulebook's nesting. :func:`sequence` pushes that nesting onto the
table's ``frames`` (for the trace and the diagrams) while the function runs, when the
table is tracing; an untraced game runs the generator itself, with no frame and no
wrapping layer.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterable, Iterator, Mapping, Sequence
from functools import wraps
from types import MappingProxyType
from typing import Any, Generic, ParamSpec, Protocol, TypeVar, cast, overload

from .native import mypyc_attr
from .text import Say, Text
from .trace import Frame

P = ParamSpec("P")
R = TypeVar("R")
A = TypeVar("A")
B = TypeVar("B")
T = TypeVar("T")
#: A sequence: yields decisions, is sent the chosen action, returns its result.
Seq = Generator["Decision[Any]", Any, R]


class Nesting(Protocol):
    """What :func:`sequence` needs of the table it is given first: the live frames."""

    frames: list[Frame]
    frame_serial: int
    tracing: bool


@mypyc_attr(allow_interpreted_subclasses=True)
class Nest:
    """:class:`Nesting` as a base class: the core's driver is one, so that :func:`sequence`
    reads ``tracing`` natively when compiled (a protocol's attribute is a Python-level
    look-up at every sequence call). Any other object with the three attributes will do."""

    frames: list[Frame]
    frame_serial: int
    tracing: bool


class Choices(Sequence[A]):
    """A decision's actions as an immutable sequence whose actions are made when first read.

    A decision may offer many actions of which an agent reads one (every set of cards a
    player may declare). ``Choices`` keeps how to make each action and makes one only when
    it is read: ``Choices.each(items, make)`` offers ``make(item)`` for each item of a
    sequence (which may itself be counted and indexed without listing it), ready-made
    actions are a tuple, and ``+`` joins them as it joins tuples. An action once made is
    kept, so reading it again gives the same object; :meth:`offers` tells by identity
    whether an object is one of those handed out. ``len`` counts without making anything.
    Whatever a part's items refer to must not change later (copy the table's lists).
    """

    __slots__ = ("_all", "_last", "_len", "_made", "_parts")

    #: Each part: its items, what makes an action of an item (None: the items are actions)
    #: and how many there are.
    _parts: list[tuple[Sequence[Any], Callable[[Any], A] | None, int]]
    _len: int

    def __init__(self, *parts: Iterable[A]) -> None:
        """The actions of each part in turn: a part is a ``Choices`` or ready actions."""
        joined: list[tuple[Sequence[Any], Callable[[Any], A] | None, int]] = []
        n = 0
        for part in parts:
            if type(part) is Choices:  # exact types: isinstance of an ABC is slow on this path
                joined += part._parts
                n += part._len
            else:
                ready = part if type(part) is tuple else tuple(part)
                if ready:
                    joined.append((ready, None, len(ready)))
                    n += len(ready)
        self._parts = joined
        self._len = n
        self._made: dict[int, A] | None = None  # made at the first read: most are never read
        self._all: tuple[A, ...] | None = None
        #: The action read last: what an agent passes back, so :meth:`offers` finds it first.
        self._last: object = None

    @classmethod
    def each(cls, items: Sequence[T], make: Callable[[T], A], n: int = -1) -> Choices[A]:
        """One action per item, ``make(item)``, made when read; ``n`` is ``len(items)``
        where the caller knows it (a compiled Sequence's ``len()`` is a slow call)."""
        # Choices() itself, not cls(): a native constructor call when compiled (not through
        # the type); not cls.__new__: mypyc compiles no __new__ of a native class.
        out: Choices[A] = Choices()
        n = out._len = len(items) if n < 0 else n
        out._parts = [(items, make, n)]
        return out

    def __add__(self, other: Iterable[B]) -> Choices[A | B]:
        joined: Choices[A | B] = Choices(self, other)
        return joined

    def __radd__(self, other: Iterable[B]) -> Choices[A | B]:
        joined: Choices[A | B] = Choices(other, self)
        return joined

    def __len__(self) -> int:
        return self._len

    @overload
    def __getitem__(self, i: int) -> A: ...

    @overload
    def __getitem__(self, i: slice) -> tuple[A, ...]: ...

    def __getitem__(self, i: int | slice) -> A | tuple[A, ...]:
        if self._all is not None:
            return self._all[i]  # listed whole already
        if not isinstance(i, int):  # a slice (an int is checked first: cheaper when compiled)
            return self.all()[i]
        if i < 0:
            i += self._len
        made = self._made
        if made is None:
            made = self._made = {}
        elif i in made:
            found = made[i]
            self._last = found
            return found
        if not 0 <= i < self._len:
            raise IndexError("choice index out of range")
        k = i
        for items, make, count in self._parts:
            if k < count:
                action: A = items[k] if make is None else make(items[k])
                made[i] = action
                self._last = action
                return action
            k -= count
        raise IndexError("choice index out of range")  # pragma: no cover - the parts add up to _len

    def all(self) -> tuple[A, ...]:
        """Every action, made now if not yet (the same objects as read one by one)."""
        if self._all is None:
            made = self._made
            out: list[A] = []
            for items, make, _ in self._parts:
                if make is None:
                    out.extend(items)
                elif not made:
                    out.extend(map(make, items))
                else:  # keep the actions already read
                    base = len(out)
                    out.extend([made[base + k] if base + k in made else make(item) for k, item in enumerate(items)])
            self._all = tuple(out)
        return self._all

    def __iter__(self) -> Iterator[A]:
        return iter(self.all())

    def offers(self, action: object) -> bool:
        """Whether ``action`` is one of the actions handed out (the very object)."""
        if action is self._last and action is not None:  # the one read last: an agent's pick
            return True
        if self._all is not None:
            made: Iterable[A] = self._all
        elif self._made is not None:
            made = self._made.values()
        else:
            return False
        for a in made:  # noqa: SIM110  (no generator here)
            if a is action:
                return True
        return False

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (Choices, tuple, list)):
            return self.all() == tuple(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"Choices({list(self.all())!r})"


def count(actions: Sequence[A]) -> int:
    """``len(actions)``, read natively from a :class:`Choices` when compiled: a compiled
    class derived from ``collections.abc.Sequence`` inherits the ABC's Python-level length
    slot, so ``len()`` of one typed as a plain ``Sequence`` costs a method look-up."""
    if isinstance(actions, Choices):
        return actions.__len__()  # a native method call when compiled
    return len(actions)


class Decision(Generic[A]):
    """A point where seat ``seat`` must choose one of ``actions``.

    ``kind`` groups decisions for agents and the widget; ``rules`` are the ids that
    govern the choice; ``context`` carries what an agent needs to judge. A decision is
    immutable: its attributes cannot be set and ``actions`` is a tuple or a
    :class:`Choices` (made as read), so a caller cannot add a choice. ``prompt`` (a message,
    :attr:`said_prompt`; :attr:`prompt` is its English) may be given as a function of no
    arguments, called the first time the prompt is read.
    """

    __slots__ = ("_actions", "_context", "_kind", "_prompt", "_rules", "_seat")

    def __init__(
        self,
        seat: int,
        kind: str,
        prompt: Text | Callable[[], Text],
        actions: Sequence[A],
        rules: Iterable[str],
        context: Mapping[str, Any] | None = None,
    ) -> None:
        self._seat = seat
        self._kind = kind
        self._prompt = prompt
        self._actions: Sequence[A] = actions if type(actions) is Choices or type(actions) is tuple else tuple(actions)
        self._rules: tuple[str, ...] = rules if isinstance(rules, tuple) else tuple(rules)
        self._context: Mapping[str, Any] = NO_CONTEXT if context is None else context

    @property
    def seat(self) -> int:
        return self._seat

    @property
    def kind(self) -> str:
        return self._kind

    @property
    def prompt(self) -> str:
        """The prompt in English."""
        return str(self.said_prompt)

    @property
    def said_prompt(self) -> Text:
        """The prompt as the engine says it (read in a reader's language by ``dml_tutor.i18n``)."""
        p = self._prompt
        if isinstance(p, (str, Say)):
            return p
        said = self._prompt = p()
        return said

    @property
    def actions(self) -> Sequence[A]:
        return self._actions

    @property
    def rules(self) -> tuple[str, ...]:
        return self._rules

    @property
    def context(self) -> Mapping[str, Any]:
        return self._context

    def offers(self, action: object) -> bool:
        """Whether ``action`` is one of the offered objects itself (what an agent passes
        back): cheap, with no comparison by meaning."""
        actions = self._actions
        if type(actions) is Choices:
            return actions.offers(action)
        for a in actions:  # noqa: SIM110  (a loop: no generator on this hot path)
            if a is action:
                return True
        return False

    def __eq__(self, other: object) -> bool:
        """Two decisions are equal when they ask the same seat the same question with the
        same actions (the context aside)."""
        if not isinstance(other, Decision):
            return NotImplemented
        return (self._seat, self._kind, self.said_prompt, self._rules) == (
            other._seat,
            other._kind,
            other.said_prompt,
            other._rules,
        ) and tuple(self._actions) == tuple(other._actions)

    def __hash__(self) -> int:
        return hash((self._seat, self._kind, self.said_prompt, self._rules))

    def __repr__(self) -> str:
        return (
            f"Decision(seat={self._seat}, kind={self._kind!r}, prompt={self.prompt!r}, "
            f"actions={len(self._actions)}, rules={self._rules!r})"
        )


#: The context of a decision that carries none (shared, read-only).
NO_CONTEXT: Mapping[str, Any] = MappingProxyType({})


def _framed(g: Nesting, name: str, label: Text, run: Seq[R]) -> Seq[R]:
    frames = g.frames  # this table's list, even if a replay swaps in a new one
    g.frame_serial += 1
    frames.append(Frame(name, label, g.frame_serial))
    try:
        return (yield from run)
    finally:
        frames.pop()


def sequence(
    name: str, label: Callable[..., Text] | None = None
) -> Callable[[Callable[P, Seq[R]]], Callable[P, Seq[R]]]:
    """Mark a generator function as the rulebook sequence ``name``.

    While it runs in a tracing game, its frame is on the table's ``frames`` (the first
    argument is the table); the optional ``label`` function of the same arguments names
    this instance ("Turn 3"). :func:`sequence_name` reads ``name`` back, for the derived
    tree. An untraced game gets the sequence's own generator (no frame, no extra layer).
    """

    def deco(fn: Callable[P, Seq[R]]) -> Callable[P, Seq[R]]:
        @wraps(fn)
        def run(*args: P.args, **kwargs: P.kwargs) -> Seq[R]:
            g = args[0]
            if not (g.tracing if isinstance(g, Nest) else cast(Nesting, g).tracing):
                return fn(*args, **kwargs)
            return _framed(cast(Nesting, g), name, label(*args, **kwargs) if label else name, fn(*args, **kwargs))

        run.sequence_name = name  # type: ignore[attr-defined]
        return run

    return deco


def sequence_name(fn: object) -> str | None:
    """The rulebook name a function was marked with, or None for a plain helper."""
    name = getattr(fn, "sequence_name", None)
    return name if isinstance(name, str) else None
