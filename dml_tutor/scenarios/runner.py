"""The scenario runner, for any game pack: one engine game from a position, every step
observed from the very first, with scripted decisions matched against the engine's own.

A run starts the game through ``start(hook)`` (the pack's constructor or
``from_position`` with ``on_step=hook``), so the value the scenario tracks is read from
the table right after every step, the steps the constructor takes included. Scripted
:class:`Step` s are applied as their decisions come up (a decision the rules forbid
raises the engine's own ``IllegalActionError``, with its reason and rule ids); the
decisions the script leaves open get the pack's default, or end the run where the pack
has none. Nothing here knows a game: a pack's scenarios subclass :class:`Run` to add
what only their engine can say (why a forced choice was not the scripted one, say).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from ..core.driver import Driver, IllegalActionError
from ..core.text import say
from ..core.trace import TraceEntry
from .core import Row, Said, Value

__all__ = ["Run", "Step", "frame_names", "inside"]

G = TypeVar("G", bound=Driver[Any])


@dataclass(frozen=True)
class Step:
    """One scripted decision: ``action`` answers the next decision that matches ``seat``,
    ``kind`` and ``phase`` (a frame name of the sequence it must be inside); None matches any."""

    action: Any
    label: str
    seat: int | None = None
    kind: str | None = None
    phase: str | None = None


def frame_names(path: Iterable[Any]) -> list[str]:
    """The sequence names of a trace entry's path (or a game's live frames), outermost first."""
    return [f.name for f in path]


def inside(frame: str) -> Callable[[TraceEntry], bool]:
    """Keep the trace entries recorded inside the sequence ``frame``."""
    return lambda e: frame in frame_names(e.path)


class _Hook:
    """The ``on_step`` a run gives the engine: it knows its game once the first step names it."""

    def __init__(self, run: Run[Any]) -> None:
        self.run = run
        self.game: Driver[Any] | None = None

    def __call__(self, entry: TraceEntry) -> None:
        if self.game is not None:
            self.run._observe(self.game, entry)

    def first(self, game: Driver[Any], entry: TraceEntry) -> None:
        """A watcher while the engine's constructor runs: the game whose hook is this one is ours."""
        if self.game is None and game.on_step is self:
            self.game = game
            self.run._observe(game, entry)


class Run(Generic[G]):
    """One engine game from a position, observed step by step, with its scripted decisions."""

    def __init__(
        self,
        start: Callable[[Callable[[TraceEntry], None]], G],
        value: Callable[[G], Value],
        steps: Sequence[Step] = (),
        watch: Callable[[G, TraceEntry], None] | None = None,
        default: Callable[[G], Any] | None = None,
        *,
        until_the_end: bool = False,
    ) -> None:
        self.value = value
        #: Whether scripted steps left when the game ends are kept in :attr:`unplayed` (a
        #: script may run past an end that a rule reading brings early) instead of refused.
        self.until_the_end = until_the_end
        self.unplayed: list[Step] = []
        self.watch = watch
        self.default = default
        self.values: dict[int, Value] = {}
        self.scripted: set[int] = set()
        self.todo: list[Step] = list(steps)  # checked from the first step: a forced choice may come at once
        self.refused: IllegalActionError | None = None
        hook = _Hook(self)
        # The engine steps from inside its constructor, before it returns the game: a watcher
        # registered only meanwhile tells the hook which game is ours.
        Driver.watchers.append(hook.first)
        try:
            self.game: G = start(hook)
        finally:
            Driver.watchers.remove(hook.first)
        hook.game = self.game

    def _observe(self, g: G, entry: TraceEntry) -> None:
        self.values[entry.index] = self.value(g)
        if self.watch is not None:
            self.watch(g, entry)

    def matches(self, step: Step) -> bool:
        """Whether ``step`` answers the decision the game waits for."""
        d = self.game.pending
        if d is None:
            return False
        return (
            (step.seat is None or step.seat == d.seat)
            and (step.kind is None or step.kind == d.kind)
            and (step.phase is None or step.phase in frame_names(self.game.frames))
        )

    def left(self, frame: str) -> bool:
        """The game has been inside ``frame`` and is no longer."""
        g = self.game
        if frame in frame_names(g.frames):
            return False
        return any(frame in frame_names(e.path) for e in g.trace)

    def drive(self, until: Callable[[Run[G]], bool] = lambda _run: False, limit: int = 3000) -> None:
        """Apply the scripted steps as their decisions come up and the default elsewhere, until
        ``until`` says so, the game ends, or (with no default) the script is done.

        A step never reached at all is reported with :meth:`never_offered`.
        """
        g = self.game
        try:
            for _ in range(limit):
                if self.refused is not None:
                    raise self.refused
                if g.is_over or g.pending is None:
                    break
                if self.todo and self.matches(self.todo[0]):
                    self._take(self.todo.pop(0))
                    continue
                if until(self) or self.default is None:
                    break
                g.apply(self.default(g))
            else:
                raise RuntimeError(f"scenario did not finish within {limit} decisions")
            if self.refused is not None:
                raise self.refused
            if self.todo and self.until_the_end and g.is_over:
                self.unplayed = list(self.todo)
            elif self.todo:
                raise self.never_offered(self.todo[0], max(self.scripted, default=-1) + 1)
        finally:
            self.todo = []

    def _take(self, step: Step) -> None:
        """Apply a scripted step as the engine offers it (the same action, in its words)."""
        g = self.game
        want = self.key(step.action)
        match = next((a for a in g.legal_actions() if self.key(a) == want), None)
        self.scripted.add(len(g.trace))
        g.apply(match if match is not None else step.action)  # illegal: the engine says why

    def key(self, action: Any) -> object:
        """What makes two actions the same scripted choice (a pack may ignore card order)."""
        return action

    def never_offered(self, step: Step, since: int) -> IllegalActionError:
        """The scripted decision never came up: say what ended the chance, from the trace."""
        g = self.game
        outcome = g.outcome
        if outcome is not None:
            return IllegalActionError(
                f"{step.label} ({step.action}) is never offered: the game is over ({outcome.reason})",
                (outcome.rule,) if outcome.rule else (),
            )
        later = [e for e in g.trace[since:] if e.kind in ("step", "action")]
        why = next((e for e in reversed(later) if e.seat in (None, step.seat)), None)
        reason = f": {why.text}" if why is not None else ""
        return IllegalActionError(f"{step.label} ({step.action}) is never offered{reason}", why.rules if why else ())

    def rows(self, keep: Callable[[TraceEntry], bool] = lambda _e: True, scripted: bool = True) -> list[Row]:
        """Rows for the kept trace entries (and the scripted decisions, unless told not to)."""
        out: list[Row] = []
        for e in self.game.trace:
            if e.kind == "decision" or not (keep(e) or (scripted and e.index in self.scripted)):
                continue
            action = e.kind == "action"
            out.append(
                Row(
                    len(out) + 1,
                    Said(say("scene-decision", what=e.said)) if action else Said(e.said),
                    None if action else self.values.get(e.index),
                    e.rules,
                    str(e.path[-1].label) if e.path else "",
                    e.kind,
                    e.index,
                )
            )
        return out
