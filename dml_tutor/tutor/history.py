"""The recorded game behind a tutor session: a snapshot of the table after every trace entry,
the decision points, the steps a seat sees under *View as* (P-13), and seeking forward.

Every trace entry the engine records gets a small snapshot from the pack's panel (through
``game.on_step``), so moving back and forth through history only reads snapshots. Plain
Python: nothing here knows about widgets.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from types import EllipsisType
from typing import Any, Final

from ..core.driver import Driver, Reason
from ..core.sequence import Decision
from ..core.trace import TraceEntry
from .panel import Panel

__all__ = ["OWN", "SEEK_LIMIT", "History", "Record", "Viewer"]

#: A viewer argument's default: the history's own *View as* (its methods read no other state
#: of it, so a view model for another seat is built without changing the history).
OWN: Final = ...
#: Whose steps a method counts: a seat, ``PUBLIC``, None (everything) or :data:`OWN`.
Viewer = int | None | EllipsisType

#: The most trace entries one move (Step, Run to end, ...) passes before it stops and says so.
SEEK_LIMIT: Final = 200_000


@dataclass(slots=True)
class Record:
    """A decision point: where it is in the trace, the engine's Decision, and a few illegal
    examples, each with the engine's reason (read in the viewer's language where shown)."""

    index: int
    decision: Decision[Any]
    examples: list[tuple[Any, Reason]] = field(default_factory=list)


class History:
    """A game recorded step by step for the tutor (``snaps`` and ``records`` follow ``game.trace``).

    ``view_as`` is the seat whose steps are counted (None: every entry); ``frontier`` the
    furthest entry revealed under it; ``version`` counts rewrites of the trace (caches key on
    it). ``predictor`` is the pack's question finder while predict mode is on, ``answered``
    the reveals shown, by the entry their question was asked at.
    """

    def __init__(self, game: Driver[Any], panel: Panel, predict_kinds: Sequence[str] = ()) -> None:
        self.game = game
        self.panel = panel
        self.predict_kinds: list[str] = list(predict_kinds)
        self.snaps: list[Any] = []
        self.records: list[Record] = []
        self.version = 0
        self.frontier = 0
        self.view_as: int | None = None
        #: Lay out the coming sequence diagrams ahead of need (the widget turns it off for the browser).
        self.prefetch = True
        self.warmed = 0  # trace entries whose diagrams were queued for the background layout
        self.predictor: Any = None
        self.answered: dict[int, dict[str, Any]] = {}
        self._seen_cache: dict[int | None, tuple[tuple[Any, ...], list[int]]] = {}
        self.record()
        self.frontier = self.first_frontier()

    # ------------------------------------------------------------ recording

    def _on_step(self, entry: TraceEntry) -> None:
        n = len(self.snaps)
        if entry.index < n:
            return  # replaying history the tutor already holds
        if entry.index != n:
            raise RuntimeError(f"tutor lost track of the trace: entry {entry.index}, expected {n}")
        self.snaps.append(self.panel.snapshot(self.game, self.snaps[-1] if self.snaps else None))
        if self.predictor is not None:
            self.predictor(entry)

    def after_advance(self) -> None:
        """The game advanced (its hook, ``Driver.on_advance``: every apply, agents' too, and
        every step of a replay): note the new decision point, or the end of the game. A
        decision point already held (a replay of the recorded history) is kept."""
        g = self.game
        if self.prefetch:
            self.panel.warm([e.path for e in g.trace[self.warmed :]])
            self.warmed = len(g.trace)
        d = g.pending
        if d is not None:
            i = len(g.trace) - 1
            k = len(g.decisions)
            if k < len(self.records) and self.records[k].index == i:
                return  # replaying what is recorded
            examples = [(a, g.reason(a)) for a, _ in self.panel.illegal_examples(g, d)]
            rec = Record(i, d, [(a, why) for a, why in examples if why is not None])
            if k == len(self.records):
                self.records.append(rec)
            else:
                self.records[k] = rec
        elif g.is_over and self.snaps:
            # the last step's snapshot was taken before the result (and any final reveal)
            self.snaps[-1] = self.panel.snapshot(g, self.snaps[-2] if len(self.snaps) > 1 else None)
            if self.predictor is not None:
                self.predictor.finish()

    def record(self) -> None:
        """Record the game from its start: replay it with the hooks on (they cannot be given to
        the game's constructor: they would fire before the tutor holds the game)."""
        g = self.game
        decisions = list(g.decisions)
        self.warmed = 0
        self.snaps = []
        self.records = []
        self.version += 1
        self.answered = {}
        self.predictor = self.panel.predictor(g, self.predict_kinds) if self.predict_kinds else None
        g.tracing = True
        g.on_step = self._on_step
        g.on_advance = self.after_advance
        g.replay(decisions)

    def detach(self) -> None:
        """Stop recording: the game no longer calls back (it is replaced or the session closed)."""
        self.game.on_step = None
        self.game.on_advance = None

    def rewrite(self, k: int, act: Any) -> None:
        """Take ``act`` at past decision ``k`` instead of the one taken: the decisions before it are
        replayed, the snapshots up to it kept, and everything after it dropped."""
        g = self.game
        rec = self.records[k]
        keep = list(g.decisions[:k])
        del self.snaps[rec.index + 1 :]
        del self.records[k + 1 :]
        if self.predictor is not None:  # the questions after this point are found again
            cut = rec.index
            self.predictor.found[:] = [q for q in self.predictor.found if q.ask_at <= cut and 0 <= q.reveal_at <= cut]
            self.predictor.roll = None
            self.answered = {a: r for a, r in self.answered.items() if a < cut}
        g.replay(keep)  # the hook skips the steps it already holds
        self.warmed = min(self.warmed, len(g.trace))
        if len(g.trace) != rec.index + 1:  # pragma: no cover - the engine is deterministic
            self.record()
        self.version += 1
        self.frontier = rec.index + 1  # the old future is gone
        g.apply(act)  # the hook notes the new decision point

    def first_frontier(self) -> int:
        """What a new recording has revealed: a game with decisions taken is shown up to its
        pending decision; a fresh game from its first step."""
        g = self.game
        return len(g.trace) - 1 if g.decisions else 0

    # ------------------------------------------------------------ decision points

    def record_at(self, i: int) -> tuple[int, Record] | None:
        """(ordinal, record) of the decision entry at trace index ``i``, if it is one."""
        idx = [r.index for r in self.records]
        k = bisect.bisect_left(idx, i)
        if k < len(self.records) and self.records[k].index == i:
            return k, self.records[k]
        return None

    def game_at(self, k: int) -> Driver[Any]:
        """A trace-less copy of the game at decision ``k`` (to ask why_not about the past)."""
        g = self.game
        pack = self.panel.pack
        h = pack.from_settings(pack.settings(g), trace=False)
        for a in g.decisions[:k]:
            h.apply(a)
        return h

    def question_at(self, i: int) -> Any:
        """The unanswered prediction question asked at entry ``i`` (None when there is none)."""
        if self.predictor is None or i in self.answered:
            return None
        return next((q for q in self.predictor.found if q.ask_at == i and q.reveal_at > i), None)

    # ------------------------------------------------------------ the steps a seat sees (P-13)

    def _viewer(self, viewer: Viewer) -> int | None:
        return self.view_as if viewer is OWN else viewer

    def hidden(self, e: TraceEntry, viewer: Viewer = OWN) -> bool:
        """Whether the entry is no step at all under *View as* (P-13): another seat's private
        step (an instant-win question and a refusal, P-05) or the question another seat is
        asked (a decision entry). The seat sees the others act, never what they were asked:
        a forced choice asks nothing, so an asked question would tell what they hold.
        ``viewer``: whose steps (by default the history's own *View as*)."""
        v = self._viewer(viewer)
        return v is not None and e.seat is not None and e.seat != v and (e.private or e.kind == "decision")

    def seen(self, viewer: Viewer = OWN) -> list[int]:
        """The trace entries that are steps under the view, in the whole recorded trace."""
        g = self.game
        v = self._viewer(viewer)
        key = (v, len(g.trace), len(g.decisions), self.version)
        kept = self._seen_cache.get(v)
        if kept is None or kept[0] != key:
            kept = self._seen_cache[v] = (key, [e.index for e in g.trace if not self.hidden(e, v)])
        return kept[1]

    def shown(self, viewer: Viewer = OWN) -> tuple[Sequence[int], bool]:
        """The steps of the history slider (trace indices) and whether more is recorded beyond them.

        Everything under "everything". Under *View as* the seat's steps (``seen``), up to the
        next action of another seat after the furthest step revealed (``frontier``): the engine
        records ahead to the next question it must ask, so how far it got tells whether the
        others' coming moves were forced. Step reveals that action like one an agent takes."""
        g = self.game
        v = self._viewer(viewer)
        if v is None:
            return range(len(g.trace)), False
        seen = self.seen(v)
        k = bisect.bisect_right(seen, self.frontier)
        trace = g.trace
        for n in range(k, len(seen)):
            e = trace[seen[n]]
            if e.kind == "action" and e.seat != v:
                return seen[:n], True
        return seen, False

    def pos(self, i: int, viewer: Viewer = OWN) -> int:
        """The step number the front end shows for trace entry ``i`` (its index under "everything";
        under *View as*, the seat's last step at or before it)."""
        v = self._viewer(viewer)
        if v is None or i < 0:
            return i
        return max(0, bisect.bisect_right(self.seen(v), i) - 1)

    def shown_entry(self, cursor: int, viewer: Viewer = OWN) -> int:
        """The entry shown for the cursor: itself, or under *View as* the seat's last step at or
        before it (the cursor stays where it is, so the view can be switched back)."""
        v = self._viewer(viewer)
        if not self.hidden(self.game.trace[cursor], v):
            return cursor
        seen = self.seen(v)
        k = bisect.bisect_right(seen, cursor)
        # none yet: the game began with another seat's private question (shown as a blank start)
        return seen[k - 1] if k else cursor

    def divergence_pos(self, at: int | None, viewer: Viewer = OWN) -> int | None:
        """The step the log marks for a divergence at entry ``at``: under *View as*, the first step
        the seat sees at or after it (None when it is not shown yet)."""
        if at is None:
            return None
        v = self._viewer(viewer)
        shown, _ = self.shown(v)
        k = bisect.bisect_left(shown, at)
        return self.pos(shown[k], v) if k < len(shown) else None

    # ------------------------------------------------------------ seeking

    def seek(self, cursor: int, stop: Callable[[int], bool], advance: Callable[[], bool]) -> tuple[int, bool]:
        """Move forward from entry ``cursor`` until ``stop(index)`` holds or a question waits,
        calling ``advance`` at the end of the recorded history (False: a person must decide or
        the game is over). Returns the entry reached and whether :data:`SEEK_LIMIT` stopped it."""
        trace = self.game.trace
        i = at = cursor
        for _ in range(SEEK_LIMIT):
            j = i + 1
            if j >= len(trace) and not advance():
                return at, False
            i = j
            if self.hidden(trace[i]):
                continue  # no step under View as: passed without stopping
            at = i
            if stop(i) or self.question_at(i) is not None:
                return at, False
        return at, True
