"""Rulebook sequences as generator functions, and the decisions they yield.

A sequence ``yield``s a :class:`Decision` whenever a player must choose and receives the
chosen action back; it runs its subsequences with ``yield from``, so the live Python
call stack *is* the rulebook's nesting. :func:`sequence` pushes that nesting onto the
table's ``frames`` (for the trace and the diagrams) while the function runs, when the
table is tracing; an untraced game runs the generator itself, with no frame and no
wrapping layer.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Mapping, Sequence
from functools import wraps
from types import MappingProxyType
from typing import Any, Generic, ParamSpec, Protocol, TypeVar

from .trace import Frame

P = ParamSpec("P")
R = TypeVar("R")
A = TypeVar("A")
#: A sequence: yields decisions, is sent the chosen action, returns its result.
Seq = Generator["Decision[Any]", Any, R]

#: The context of a decision that carries none (shared, read-only).
NO_CONTEXT: Mapping[str, Any] = MappingProxyType({})


class Nesting(Protocol):
    """What :func:`sequence` needs of the table it is given first: the live frames."""

    frames: list[Frame]
    frame_serial: int
    tracing: bool


class Decision(Generic[A]):
    """A point where seat ``seat`` must choose one of ``actions``.

    ``kind`` groups decisions for agents and the widget; ``rules`` are the ids that
    govern the choice; ``context`` carries what an agent needs to judge. ``prompt`` may
    be given as a function of no arguments: it is then written on first reading (an
    agent that never reads it never pays for the sentence). ``actions`` and ``rules`` are
    kept as tuples, so a caller cannot add a choice.
    """

    __slots__ = ("_prompt", "actions", "context", "kind", "rules", "seat")

    def __init__(
        self,
        seat: int,
        kind: str,
        prompt: str | Callable[[], str],
        actions: Sequence[A],
        rules: tuple[str, ...],
        context: Mapping[str, Any] = NO_CONTEXT,
    ) -> None:
        self.seat = seat
        self.kind = kind
        self._prompt = prompt
        self.actions: tuple[A, ...] = tuple(actions)
        self.rules = tuple(rules)
        self.context = context

    @property
    def prompt(self) -> str:
        p = self._prompt
        if not isinstance(p, str):
            p = self._prompt = p()
        return p

    def _key(self) -> tuple[Any, ...]:
        return (self.seat, self.kind, self.prompt, self.actions, self.rules)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Decision) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return (
            f"Decision(seat={self.seat!r}, kind={self.kind!r}, prompt={self.prompt!r}, "
            f"actions={self.actions!r}, rules={self.rules!r}, context={dict(self.context)!r})"
        )


def _framed(g: Nesting, name: str, label: str, run: Seq[R]) -> Seq[R]:
    frames = g.frames  # this table's list, even if a replay swaps in a new one
    g.frame_serial += 1
    frames.append(Frame(name, label, g.frame_serial))
    try:
        return (yield from run)
    finally:
        frames.pop()


def sequence(
    name: str, label: Callable[..., str] | None = None
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
            g: Nesting = args[0]  # type: ignore[assignment]
            if not g.tracing:
                return fn(*args, **kwargs)
            return _framed(g, name, label(*args, **kwargs) if label else name, fn(*args, **kwargs))

        run.sequence_name = name  # type: ignore[attr-defined]
        return run

    return deco


def sequence_name(fn: object) -> str | None:
    """The rulebook name a function was marked with, or None for a plain helper."""
    name = getattr(fn, "sequence_name", None)
    return name if isinstance(name, str) else None
