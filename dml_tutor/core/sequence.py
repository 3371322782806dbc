"""Rulebook sequences as generator functions, and the decisions they yield.

A sequence ``yield``s a :class:`Decision` whenever a player must choose and receives the
chosen action back; it runs its subsequences with ``yield from``, so the live Python
call stack *is* the rulebook's nesting. :func:`sequence` pushes that nesting onto the
table's ``frames`` (for the trace and the diagrams) while the function runs, when the
table is tracing; an untraced game runs the generator itself, with no frame and no
wrapping layer.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass, field
from functools import wraps
from typing import Any, Generic, ParamSpec, Protocol, TypeVar

from .trace import Frame

P = ParamSpec("P")
R = TypeVar("R")
A = TypeVar("A")
#: A sequence: yields decisions, is sent the chosen action, returns its result.
Seq = Generator["Decision[Any]", Any, R]


class Nesting(Protocol):
    """What :func:`sequence` needs of the table it is given first: the live frames."""

    frames: list[Frame]
    frame_serial: int
    tracing: bool


@dataclass(frozen=True)
class Decision(Generic[A]):
    """A point where seat ``seat`` must choose one of ``actions``.

    ``kind`` groups decisions for agents and the widget; ``rules`` are the ids that
    govern the choice; ``context`` carries what an agent needs to judge. A decision is
    immutable: ``actions`` is kept as a tuple, so a caller cannot add a choice.
    """

    seat: int
    kind: str
    prompt: str
    actions: Sequence[A]
    rules: tuple[str, ...]
    context: dict[str, Any] = field(default_factory=dict, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "actions", tuple(self.actions))
        object.__setattr__(self, "rules", tuple(self.rules))


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
