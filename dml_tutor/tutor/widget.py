"""The tutor widget: a shell that steps through a game of any registered pack in Jupyter.

The Tutor owns a game (a :class:`~dml_tutor.core.driver.Driver`). Every trace entry the
engine records gets a small snapshot of the table from the pack's panel (through
``game.on_step``), so moving back and forth through history is instant. Stepping past the
end of the recorded history advances the engine: an agent seat decides by itself, a
person seat stops the tutor and shows the decision as buttons.

The shell is the same for every game: controls, breadcrumb, the live nesting diagram
(derived from the pack's code), the step's rule text from the pack's catalog, decisions
with why-not, the log and the history. The table and extra diagrams come from the pack's
panel (:mod:`dml_tutor.tutor.panel`; DML's is :mod:`dml_tutor.tutor.panels.dml`).

Everything the front end shows is computed here and sent as traits (see
``docs/widget.md``); ``static/tutor.js`` and the panel's ``static/panels/<name>.js`` only
draw them and send operations back as custom messages ``{"op": name, "args": [...]}``,
dispatched to the public methods of the same name. No game logic runs in JavaScript.
"""

from __future__ import annotations

import bisect
import contextlib
import functools
import json
import pathlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Concatenate, Final, ParamSpec, TypeVar

import anywidget
import traitlets

from .. import games
from ..core.agents import Agent
from ..core.driver import Driver, is_int
from ..core.predict import Session
from ..core.rules import Catalog
from ..core.sequence import Decision
from ..core.trace import TraceEntry
from ..view.diagrams import sequence_dot
from ..view.render import render_html, renderer
from .panel import SHELL_KEYS, Panel, Step
from .panels import panel_for
from .panels.dml import SEAT_MODES

__all__ = ["SEAT_MODES", "Tutor"]

#: Most log entries sent at once; longer filtered logs are windowed around the cursor.
LOG_LIMIT: Final = 400
_LOG_BLOCK: Final = 100
_STATIC: Final = pathlib.Path(__file__).parent / "static"
_SEEK_LIMIT: Final = 200_000


@functools.cache
def _viz_module() -> str:
    """viz.js (``static/viz/viz.js``, the npm package @viz-js/viz), read once per process."""
    return (_STATIC / "viz" / "viz.js").read_text(encoding="utf-8")


def front_end(kind: str) -> str:
    """The one ES module (``kind="js"``) or style sheet (``"css"``) the widget loads: the shell's
    ``static/tutor.<kind>`` followed by every pack panel's ``static/panels/*.<kind>``.

    anywidget loads a single module, so the panels are shipped inside it rather than
    fetched from relative URLs; each panel's script runs in its own block, where it calls
    ``registerPanel(name, {render})``.
    """
    parts = [(_STATIC / f"tutor.{kind}").read_text(encoding="utf-8")]
    for path in sorted((_STATIC / "panels").glob(f"*.{kind}")):
        text = path.read_text(encoding="utf-8")
        parts.append(f"// panel {path.name}\n{{\n{text}\n}}\n" if kind == "js" else f"/* panel {path.name} */\n{text}")
    return "\n".join(parts)


P = ParamSpec("P")
R = TypeVar("R")


@dataclass(slots=True)
class _Record:
    """A decision point: where it is in the trace, the engine's Decision, and a few illegal examples."""

    index: int
    decision: Decision[Any]
    examples: list[tuple[Any, str]] = field(default_factory=list)


# ----------------------------------------------------------------- the widget


def _operation(fn: Callable[Concatenate[Tutor, P], R]) -> Callable[Concatenate[Tutor, P], R]:
    """A public operation: clears ``error``, runs, shows a failure in ``error`` (and raises it), refreshes."""

    def run(self: Tutor, /, *args: P.args, **kwargs: P.kwargs) -> R:
        self._notice = ""
        try:
            return fn(self, *args, **kwargs)
        except Exception as e:
            self._notice = str(e) if isinstance(e, ValueError) else f"{type(e).__name__}: {e}"
            raise
        finally:
            self._refresh()

    functools.update_wrapper(run, fn)
    return run


class Tutor(anywidget.AnyWidget):
    """Step through a game with the rules beside every step (Dragon's Money Laundering by default).

    >>> t = Tutor(seed=7)                      # seat 0 is you, the others heuristic agents
    >>> t.step(); t.run_to_decision(); t.choose(0)

    ``Tutor(game)`` adopts an existing game of any pack; ``Tutor(pack="name", seed=...)``
    starts a game of a registered pack; ``Tutor.from_position(dict)`` starts a DML game from
    a position. Options: ``players`` and ``mode`` (DML: 3 or 4; "full" or "quickstart"),
    ``options`` (DML's rule variants), ``seats`` (one seat mode per seat, or one for all:
    "person", "random", and the pack's agents, DML's "heuristic") and ``view_as`` (None
    shows everything, a seat shows only what that seat may know).
    """

    _esm = front_end("js")
    _css = front_end("css")

    #: Lay out upcoming sequence diagrams in a background thread (the engine records ahead
    #: to the next decision, so the coming paths are known); False renders only on demand.
    prefetch_diagrams: ClassVar[bool] = True
    #: Send the diagrams as DOT text for the front end to draw with viz.js (Graphviz in
    #: WebAssembly), taking the layout off the kernel's step. Always so when the kernel has
    #: no Graphviz (JupyterLite, or no graphviz-pure installed); True asks for it everywhere.
    browser_diagrams: ClassVar[bool] = False

    pack = traitlets.Unicode("dml", help="The game pack shown; it selects the front end's table panel.").tag(sync=True)
    controls = traitlets.Dict(
        help="What the controls offer, from the pack: {title, name, seat_modes, seats, choices, round_names, "
        "why_example}."
    ).tag(sync=True)
    view = traitlets.Dict(
        help="Everything the front end draws for the step under the cursor: the shell's pack, game, step "
        "(breadcrumb, narration, dice, rules, rulings), decision, nav, status, view_as, and the panel's keys "
        "(DML: table, seats, attempt, stack)."
    ).tag(sync=True)
    sequence_svg = traitlets.Unicode(
        "", help="The rulebook sequence tree with the cursor's path highlighted (inline SVG, cached)."
    ).tag(sync=True)
    diagrams: traitlets.List[dict[str, Any]] = traitlets.List(
        help="The pack's extra diagrams (DML: the Wheel of Profit): {name, title, svg, dot}; svg is empty "
        "when browser_render, dot empty otherwise."
    ).tag(sync=True)
    browser_render = traitlets.Bool(
        False, help="True: the front end draws sequence_dot and the diagrams' dot itself (the svg fields are empty)."
    ).tag(sync=True)
    sequence_dot = traitlets.Unicode("", help="The sequence tree as DOT text, when browser_render (else empty).").tag(
        sync=True
    )
    viz_module = traitlets.Unicode(
        "", help="The ES module text of viz.js (Graphviz in WebAssembly), sent once and only when browser_render."
    ).tag(sync=True)
    log: traitlets.List[dict[str, Any]] = traitlets.List(
        help="Readable trace entries matching log_filter (at most 400, windowed around the cursor): "
        "{i, round, seat, kind, text, dice, roll, depth}."
    ).tag(sync=True)
    log_filter = traitlets.Dict(
        help="The log's filter and window: {round: 'cursor' | null | int, seat: null | int, "
        "rounds: int, total: int, first: int, shown: int}."
    ).tag(sync=True)
    decisions: traitlets.List[dict[str, Any]] = traitlets.List(
        help="The options at a decision step: {index, text, label, group, legal, why, chosen}; "
        "illegal examples have legal false, index null and the engine's reason in why."
    ).tag(sync=True)
    cursor = traitlets.Int(
        0, help="The step shown (0 .. length - 1): its trace index, or under View as its number among the seat's steps."
    ).tag(sync=True)
    length = traitlets.Int(
        0, help="Number of recorded steps (the history slider's range; under View as, the seat's steps)."
    ).tag(sync=True)
    seats = traitlets.List(traitlets.Unicode(), help="Who decides for each seat: one of controls.seat_modes.").tag(
        sync=True
    )
    view_as = traitlets.Int(
        None, allow_none=True, help="Whose knowledge the table shows: null for everything, else a seat."
    ).tag(sync=True)
    error = traitlets.Unicode("", help="Why the last operation failed or could not move (empty after a success).").tag(
        sync=True
    )
    predict = traitlets.Dict(
        help="Predict, then reveal: {on, kinds, all_kinds, question: {kind, about, prompt, choices} | null, "
        "reveal: {kind, guess, right, answer, explanation, rules, reveal_at} | null, score}."
    ).tag(sync=True)
    why = traitlets.Dict(
        help="Answer to the last why_not question: {query, legal, answer, at}; cleared when the cursor "
        "moves or a decision is taken (it belongs to the decision at entry `at`)."
    ).tag(sync=True)
    fork_state = traitlets.Dict(
        help="The Fork button: {enabled, reason}; reason says why it is off (empty when enabled)."
    ).tag(sync=True)
    divergence = traitlets.Int(
        None,
        allow_none=True,
        help="Shown beside another branch (Branches): the first step where the two games differ, else null.",
    ).tag(sync=True)

    def __init__(
        self,
        game: Driver[Any] | int | None = None,
        *,
        pack: str | None = None,
        seed: int | None = None,
        players: int | None = None,
        mode: str | None = None,
        seats: str | Sequence[str] | None = None,
        view_as: int | None = None,
        options: dict[str, Any] | None = None,
        predict: Sequence[str] | str | None = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        if isinstance(game, Driver):
            if seed is not None:
                raise ValueError("give either a game or a seed, not both")
            if pack is not None and pack != game.pack:
                raise ValueError(f"pack {pack!r} does not match the game's pack {game.pack!r}")
            the_pack = games.get(game.pack)
            g: Driver[Any] | None = game
        else:
            if is_int(game):
                if seed is not None:
                    raise ValueError("give the seed once")
                seed = game
            elif game is not None:
                raise ValueError(f"Tutor() takes a game or a seed, got {game!r}")
            the_pack = games.get("dml" if pack is None else pack)
            g = None
        self.panel: Panel = panel_for(the_pack)
        self._catalog: Catalog = the_pack.catalog()
        self._notice = ""
        self._why_key = 0  # decisions taken when `why` was last checked (see _refresh)
        self._warmed = 0  # trace entries whose diagrams were queued for the background layout
        self._snaps: list[Any] = []
        self._records: list[_Record] = []
        self._log_round: str | int | None = "cursor"
        self._log_seat: int | None = None
        self._log_cache: tuple[tuple[Any, ...], list[int], dict[int, list[dict[str, Any]]]] | None = None
        # View as (P-13): the entries a seat sees, cached; `_history` counts rewrites of the trace;
        # `_frontier` is the furthest entry revealed (recorded steps after the next action of
        # another seat beyond it wait for Step); `_divergence_at` the Branches' mark (an entry).
        self._seen_cache: tuple[tuple[Any, ...], list[int]] | None = None
        self._history = 0
        self._frontier = 0
        self._divergence_at: int | None = None
        self._box: Any = None  # the ipywidgets box the tutor is displayed in (made on first display)
        self._forked: Any = None  # the Branches the Fork button put in that box, while open
        self._fork_of: Tutor | None = None  # the tutor whose Fork button made this one
        if g is None:
            choices = {k: v for k, v in (("players", players), ("mode", mode), ("options", options)) if v is not None}
            g = self.panel.create(seed, choices)
        self.game = g
        self.pack = the_pack.name
        self._predict_kinds: list[str] = self._check_kinds(predict)
        self._predictor: Any = None  # the pack's question finder, an on_step hook (predict mode)
        self._session = Session()
        self._answered: dict[int, dict[str, Any]] = {}  # ask_at -> the reveal shown
        self._record()
        self._frontier = self._first_frontier()
        self._seat_modes = self._normalise_seats(seats, self._players())
        self._agents: list[Agent | None] = [self._make_agent(s, m) for s, m in enumerate(self._seat_modes)]
        self._view_as = self._check_seat(view_as, allow_none=True)
        self._cursor = 0
        self.on_msg(self._on_front_end_msg)
        self._refresh()

    @classmethod
    def from_position(cls, position: dict[str, Any] | str, **kwargs: Any) -> Tutor:
        """A tutor starting from a described DML position (see docs/formats.md)."""
        from ..games.dml.game import Game

        return cls(Game.from_position(position), **kwargs)

    @property
    def wheel_svg(self) -> str:
        """DML's Wheel of Profit as inline SVG (the "wheel" entry of ``diagrams``)."""
        return next((d["svg"] for d in self.diagrams if d["name"] == "wheel"), "")

    @property
    def wheel_dot(self) -> str:
        """DML's Wheel of Profit as DOT text, when browser_render (the "wheel" entry of ``diagrams``)."""
        return next((d["dot"] for d in self.diagrams if d["name"] == "wheel"), "")

    # ------------------------------------------------------------ recording

    def _players(self) -> int:
        return len(self.panel.seats(self.game))

    def _on_step(self, entry: TraceEntry) -> None:
        n = len(self._snaps)
        if entry.index < n:
            return  # replaying history the tutor already holds
        if entry.index != n:
            raise RuntimeError(f"tutor lost track of the trace: entry {entry.index}, expected {n}")
        self._snaps.append(self.panel.snapshot(self.game, self._snaps[-1] if self._snaps else None))
        if self._predictor is not None:
            self._predictor(entry)

    def _after_advance(self) -> None:
        g = self.game
        if self.prefetch_diagrams and not self.browser_diagrams:
            self.panel.warm([e.path for e in g.trace[self._warmed :]])
            self._warmed = len(g.trace)
        d = g.pending
        if d is not None:
            i = len(g.trace) - 1
            k = len(g.decisions)
            rec = _Record(i, d, self.panel.illegal_examples(g, d))
            if k == len(self._records):
                self._records.append(rec)
            else:
                self._records[k] = rec
        elif g.is_over and self._snaps:
            # the last step's snapshot was taken before the result (and any final reveal)
            self._snaps[-1] = self.panel.snapshot(g, self._snaps[-2] if len(self._snaps) > 1 else None)
            if self._predictor is not None:
                self._predictor.finish()

    def _record(self) -> None:
        """Record the game from its start: replay it with the hook on, decision by decision (the
        hook cannot be given to the game's constructor: it would fire before the tutor holds the game)."""
        g = self.game
        decisions = list(g.decisions)
        self._warmed = 0
        self._snaps = []
        self._records = []
        self._log_cache = None
        self._history += 1
        self._answered = {}
        self._predictor = self.panel.predictor(g, self._predict_kinds) if self._predict_kinds else None
        g.tracing = True
        g.on_step = self._on_step
        g.replay([])
        self._after_advance()
        for d in decisions:
            g.apply(d)
            self._after_advance()

    def _make_agent(self, seat: int, mode: str) -> Agent | None:
        return self.panel.make_agent(self.game, seat, mode)

    def _normalise_seats(self, seats: str | Sequence[str] | None, players: int) -> list[str]:
        modes = self.panel.seat_modes
        if seats is None:
            return self.panel.default_seats(players)
        if not isinstance(seats, str | list | tuple):
            raise ValueError(f"seats: a mode for all ({modes[-1]!r}) or a list of {players}, got {seats!r}")
        names = [seats] * players if isinstance(seats, str) else list(seats)
        if len(names) != players:
            raise ValueError(f"seats: need {players} entries (one per seat), got {len(names)}")
        for n in names:
            if n not in modes:
                raise ValueError(f"seats: unknown mode {n!r}; use {', '.join(modes)}")
        return names

    def _check_seat(self, seat: Any, *, allow_none: bool = False) -> int | None:
        return self.panel.check_seat(self.game, seat, allow_none=allow_none)

    # ------------------------------------------------------------ engine

    def _advance_engine(self) -> bool:
        """At the end of history: let an agent take the pending decision. False if a person
        must decide or the game is over."""
        g = self.game
        d = g.pending
        if d is None:
            return False
        agent = self._agents[d.seat]
        if agent is None:
            return False
        g.apply(agent.choose(g, d))
        self._after_advance()
        return True

    def _seek(self, stop: Callable[[int], bool]) -> bool:
        """Move forward until ``stop(index)`` holds, advancing the engine at the end of history;
        stops early where a person must decide or the game is over. True if the cursor moved."""
        i = self._cursor
        waiting = self._question_at(i)
        if waiting is not None:
            self._notice = f"Predict first: {waiting.prompt} (or switch Predict off)"
            return False
        trace = self.game.trace
        at = i
        for _ in range(_SEEK_LIMIT):
            j = i + 1
            if j >= len(trace) and not self._advance_engine():
                break
            i = j
            if self._hidden(trace[i]):
                continue  # no step under View as: passed without stopping
            at = i
            if stop(i) or self._question_at(i) is not None:
                break
        moved = at != self._cursor
        self._cursor = at
        if not moved:
            self._notice = self._blocked_reason()
        return moved

    def _blocked_reason(self) -> str:
        g = self.game
        if g.is_over:
            return "The game is over: there is no next step. Restart, or go Back through the history."
        d = g.pending
        if d is not None:
            return f"Seat {d.seat} must decide first: choose one of the actions below."
        return ""

    # ------------------------------------------------------------ the steps a seat sees (P-13)

    def _hidden(self, e: TraceEntry) -> bool:
        """Whether the entry is no step at all under *View as* (P-13): another seat's private
        step (an instant-win question and a refusal, P-05) or the question another seat is
        asked (a decision entry). The seat sees the others act, never what they were asked:
        a forced choice asks nothing, so an asked question would tell what they hold."""
        v = self._view_as
        return v is not None and e.seat is not None and e.seat != v and (e.private or e.kind == "decision")

    def _seen(self) -> list[int]:
        """The trace entries that are steps under the view, in the whole recorded trace."""
        g = self.game
        key = (self._view_as, len(g.trace), len(g.decisions), self._history)
        if self._seen_cache is None or self._seen_cache[0] != key:
            self._seen_cache = (key, [e.index for e in g.trace if not self._hidden(e)])
        return self._seen_cache[1]

    def _shown(self) -> tuple[Sequence[int], bool]:
        """The steps of the history slider (trace indices) and whether more is recorded beyond them.

        Everything under "everything". Under *View as* the seat's steps (``_seen``), up to the
        next action of another seat after the furthest step revealed (``_frontier``): the engine
        records ahead to the next question it must ask, so how far it got tells whether the
        others' coming moves were forced. Step reveals that action like one an agent takes."""
        g = self.game
        v = self._view_as
        if v is None:
            return range(len(g.trace)), False
        seen = self._seen()
        k = bisect.bisect_right(seen, self._frontier)
        trace = g.trace
        for n in range(k, len(seen)):
            e = trace[seen[n]]
            if e.kind == "action" and e.seat != v:
                return seen[:n], True
        return seen, False

    def _pos(self, i: int) -> int:
        """The step number the front end shows for trace entry ``i`` (its index under "everything";
        under *View as*, the seat's last step at or before it)."""
        if self._view_as is None or i < 0:
            return i
        return max(0, bisect.bisect_right(self._seen(), i) - 1)

    def _shown_entry(self) -> int:
        """The entry shown for the cursor: itself, or under *View as* the seat's last step at or
        before it (the cursor stays where it is, so the view can be switched back)."""
        if not self._hidden(self.game.trace[self._cursor]):
            return self._cursor
        seen = self._seen()
        k = bisect.bisect_right(seen, self._cursor)
        # none yet: the game began with another seat's private question (shown as a blank start)
        return seen[k - 1] if k else self._cursor

    def _first_frontier(self) -> int:
        """What a new recording has revealed: a game with decisions taken is shown up to its
        pending decision; a fresh game from its first step."""
        g = self.game
        return len(g.trace) - 1 if g.decisions else 0

    def _set_divergence(self, at: int | None) -> None:
        """Mark trace entry ``at`` as the first divergence from another branch (None: no mark)."""
        self._divergence_at = at
        self.divergence = self._divergence_pos()

    def _divergence_pos(self) -> int | None:
        """The step the log marks as the divergence: under *View as*, the first step the seat sees
        at or after the entry (None when it is not shown yet)."""
        at = self._divergence_at
        if at is None:
            return None
        shown, _ = self._shown()
        k = bisect.bisect_left(shown, at)
        return self._pos(shown[k]) if k < len(shown) else None

    # ------------------------------------------------------------ navigation

    @_operation
    def step(self) -> bool:
        """One trace entry forward; at the end of history the engine advances (agents decide,
        a person's decision stops it). True if the cursor moved."""
        return self._seek(lambda j: True)

    @_operation
    def step_over(self) -> bool:
        """Skip what the current sequence calls: forward to the first entry whose path is not a
        strict extension of this entry's path (the same sequence's next step, or whatever follows
        once it has finished). Stops early where a person must decide."""
        here = self.game.trace[self._cursor].path
        n = len(here)

        def stop(j: int) -> bool:
            p = self.game.trace[j].path
            return not (len(p) > n and p[:n] == here)

        return self._seek(stop)

    @_operation
    def step_out(self) -> bool:
        """Finish the current sequence: forward to the first entry whose path no longer starts with
        this entry's path (back in the parent sequence, or wherever the game went next). Stops early
        where a person must decide."""
        here = self.game.trace[self._cursor].path
        n = len(here)
        return self._seek(lambda j: self.game.trace[j].path[:n] != here)

    @_operation
    def run_to_decision(self) -> bool:
        """Forward to the next decision of a person seat (to the end when every seat is an agent)."""
        persons = {s for s, m in enumerate(self._seat_modes) if m == "person"}

        def stop(j: int) -> bool:  # agents' decisions, in the history too, are not a person's
            e = self.game.trace[j]
            return e.kind == "decision" and e.seat in persons

        return self._seek(stop)

    @_operation
    def run_to_end(self) -> bool:
        """Forward to the last step of the game, stopping early where a person must decide."""
        return self._seek(lambda j: False)

    @_operation
    def back(self) -> bool:
        """One entry back through the recorded history."""
        shown, _ = self._shown()
        pos = self._pos(self._cursor)
        if pos == 0:
            self._notice = "This is the first step of the game."
            return False
        self._cursor = shown[pos - 1]
        return True

    @_operation
    def forward(self) -> bool:
        """One entry forward through the recorded history (never runs the engine; Step does)."""
        waiting = self._question_at(self._cursor)
        if waiting is not None:
            self._notice = f"Predict first: {waiting.prompt} (or switch Predict off)"
            return False
        shown, _ = self._shown()
        pos = self._pos(self._cursor)
        if pos >= len(shown) - 1:
            self._notice = "No recorded step after this one: use Step to play on."
            return False
        self._cursor = shown[pos + 1]
        return True

    @_operation
    def goto(self, n: int) -> None:
        """Jump to step ``n`` of the recorded history (negative counts from the end). Under
        *View as* the steps are those the seat sees, numbered as it sees them (``length``)."""
        if isinstance(n, str) and n.strip().lstrip("-").isdigit():
            n = int(n)
        if not isinstance(n, int) or isinstance(n, bool):
            raise ValueError(f"goto needs a step number, got {n!r}")
        shown, _ = self._shown()
        length = max(1, len(shown))
        if not -length <= n < length:
            raise ValueError(f"no step {n}: the history holds steps 0..{length - 1}")
        if shown:
            self._cursor = shown[n % length]

    def _goto_entry(self, i: int) -> None:
        """Put the cursor on trace entry ``i`` (revealed under any view); under *View as*, on the
        last step the seat sees at or before it."""
        i = max(0, min(i, len(self.game.trace) - 1))
        self._frontier = max(self._frontier, i)
        self._cursor = i
        self._refresh()

    def fork(self) -> Any:
        """Branch the game at the step under the cursor: an independent copy in a second
        tutor, the two side by side with their first divergence highlighted (``Branches``).
        Nothing is displayed: show the result in a cell (the Fork button shows it in place)."""
        from .branches import Branches

        return Branches(self, self._fork_tutor(), ("this game", "the fork"))

    def _fork_tutor(self) -> Tutor:
        """A second tutor on a copy of the game, its cursor on the step under this one's cursor."""
        i = self._cursor
        g = self.game.fork()
        if i < len(g.trace) - 1:  # back in the history: replay up to the step under the cursor
            g.replay([])
            for d in self.game.decisions:
                if len(g.trace) > i:
                    break
                g.apply(d)
        other = Tutor(g, seats=list(self._seat_modes), view_as=self._view_as)
        other._goto_entry(i)
        return other

    # ------------------------------------------------------------ where the tutor is shown

    @property
    def box(self) -> Any:
        """The ipywidgets box the tutor is displayed in: ``t`` in a cell shows this box, which
        holds the tutor alone or, after Fork, the two branches side by side (``open_fork``).
        To place the tutor inside other widgets, put ``t.box`` there for Fork to work."""
        if self._box is None:
            import ipywidgets

            self._box = ipywidgets.VBox([self])
            self._box.add_class("dml-tutor-box")
            self.fork_state = self._build_fork_state()
        return self._box

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        """Displaying the tutor displays its box (see ``box``)."""
        return self.box._repr_mimebundle_(**kwargs)

    @_operation
    def open_fork(self) -> Any:
        """The Fork button: branch at the step under the cursor (``fork``) and show the two branches
        side by side in place of this tutor, in its ``box``; returns the ``Branches``. Refused
        (ValueError, the reason in ``error``) where the button is off: see ``fork_state``."""
        reason = self._build_fork_state()["reason"]
        if reason:
            raise ValueError(f"fork: {reason}")
        from .branches import Branches

        other = self._fork_tutor()
        other._fork_of = self
        other.fork_state = other._build_fork_state()
        branches = Branches(self, other, ("this game", "the fork"), on_close=self.close_fork)
        self._forked = branches
        self.fork_state = self._build_fork_state()  # before the views are made: they draw it at once
        self.box.children = (branches,)
        return branches

    @_operation
    def close_fork(self) -> None:
        """Back to this tutor alone in its box; the fork the Fork button made is closed."""
        branches = self._forked
        if branches is None:
            raise ValueError("fork: no fork is open for this tutor")
        self._forked = None
        self.divergence = None
        self.fork_state = self._build_fork_state()  # before the view is made: it draws it at once
        self.box.children = (self,)
        branches.close()

    def _build_fork_state(self) -> dict[str, Any]:
        if self._forked is not None:
            reason = (
                "This game is forked: its two branches are side by side. "
                "Close the fork (above) to fork it again at another step."
            )
        elif self._fork_of is not None:
            reason = (
                "This is the fork: its own Fork button is off. Close the fork (above) to fork the game "
                "again, or call fork() on this branch in Python."
            )
        elif self._box is None:
            reason = (
                "Fork shows the two branches where the tutor was displayed, and this one sits inside "
                "another widget: display the tutor itself (or put t.box in your widgets), or call t.fork()."
            )
        else:
            reason = ""
        return {"enabled": not reason, "reason": reason}

    def close(self) -> None:
        """Close the widget, its box and a fork its Fork button opened."""
        branches = self.__dict__.get("_forked")  # absent when __init__ refused its arguments
        if branches is not None:
            self._forked = None
            branches.close()
        box = self.__dict__.get("_box")
        if box is not None:
            box.close()
        super().close()

    # ------------------------------------------------------------ decisions

    def _record_at(self, i: int) -> tuple[int, _Record] | None:
        """(ordinal, record) of the decision entry at trace index ``i``, if it is one."""
        idx = [r.index for r in self._records]
        k = bisect.bisect_left(idx, i)
        if k < len(self._records) and self._records[k].index == i:
            return k, self._records[k]
        return None

    def _game_at(self, k: int) -> Driver[Any]:
        """A trace-less copy of the game at decision ``k`` (to ask why_not about the past)."""
        g = self.game
        h = type(g)._from_settings(json.loads(json.dumps(g._settings())), trace=False)
        for a in g.decisions[:k]:
            h.apply(a)
        return h

    def _resolve(self, action: Any, rec: _Record) -> Any:
        d = rec.decision
        if isinstance(action, bool):
            raise ValueError(f"not an action: {action!r}")
        if isinstance(action, int):
            if not 0 <= action < len(d.actions):
                raise ValueError(f"no option {action}: seat {d.seat} has options 0..{len(d.actions) - 1}")
            return d.actions[action]
        if isinstance(action, str):
            text = action.strip()
            for a in d.actions:
                if text in (str(a), self.panel.label(a)):
                    return a
            for a, _ in rec.examples:
                if text in (str(a), self.panel.label(a)):
                    return a
        return self.game._coerce(action, d)

    def _current_record(self) -> tuple[int, _Record]:
        found = self._record_at(self._cursor)
        if found is None and self._view_as is not None and self._records:
            # Under View as, another seat's live decision is no step: on the seat's last step
            # before it, a person may still take it in Python (a room playing every seat).
            shown, cut = self._shown()
            rec = self._records[-1]
            live = len(self._records) == len(self.game.decisions) + 1 and self.game.pending is rec.decision
            if live and not cut and shown[-1] == self._cursor < rec.index:
                found = (len(self._records) - 1, rec)
        if found is None:
            e = self.game.trace[self._cursor]
            raise ValueError(
                f"step {self._pos(e.index)} is not a decision: nobody chooses here (use Run to next decision)"
            )
        return found

    @_operation
    def choose(self, action: Any) -> None:
        """Take a decision at the step under the cursor: an action, its printed text, or its index
        in ``decisions``. At a past decision point a different choice rewrites the future: the
        decisions before it are replayed and the new one applied. Illegal choices raise
        ``IllegalActionError`` (shown in ``error``)."""
        k, rec = self._current_record()
        g = self.game
        act = self._resolve(action, rec)
        if k == len(g.decisions):  # the live decision
            g.apply(act)  # raises IllegalActionError, state untouched
            self._after_advance()
        else:
            if act not in rec.decision.actions:
                h = self._game_at(k)
                h.apply(act)  # raises IllegalActionError with the engine's reason
            if act != g.decisions[k]:
                keep = list(g.decisions[:k])
                del self._snaps[rec.index + 1 :]
                del self._records[k + 1 :]
                self._log_cache = None
                if self._predictor is not None:  # the questions after this point are found again
                    cut = rec.index
                    self._predictor.found[:] = [
                        q for q in self._predictor.found if q.ask_at <= cut and 0 <= q.reveal_at <= cut
                    ]
                    self._predictor.roll = None
                    self._answered = {a: r for a, r in self._answered.items() if a < cut}
                g.replay(keep)  # the hook skips the steps it already holds
                self._warmed = min(self._warmed, len(g.trace))
                if len(g.trace) != rec.index + 1:  # pragma: no cover - the engine is deterministic
                    self._record()
                self._history += 1
                self._frontier = rec.index + 1  # the old future is gone
                g.apply(act)
                self._after_advance()
        self._cursor = rec.index + 1

    @_operation
    def why_not(self, action: Any) -> str | None:
        """Why the rules refuse this action at the decision under the cursor (None if it is legal).
        The answer also goes to the ``why`` trait."""
        query = action if isinstance(action, str) else str(action)
        try:
            k, rec = self._current_record()
            viewer = self._view_as
            if viewer is not None and viewer != rec.decision.seat and is_int(action):
                raise ValueError(f"seat {rec.decision.seat}'s options are not shown under View as seat {viewer}")
            act = self._resolve(action, rec)
            query = str(act)
            private = self._private_answer(rec.decision, act)
            if private is not None:
                self.why = {"query": query, "legal": False, "answer": private, "at": self._pos(self._cursor)}
                return private
            if act in rec.decision.actions:
                answer: str | None = None
            else:
                known = dict((str(a), w) for a, w in rec.examples)
                if str(act) in known:
                    answer = known[str(act)]
                else:
                    g = self.game if k == len(self.game.decisions) else self._game_at(k)
                    answer = g.why_not(act)
        except ValueError as e:
            answer = str(e)
            self.why = {"query": query, "legal": False, "answer": answer, "at": self._pos(self._cursor)}
            return answer
        self.why = {
            "query": query,
            "legal": answer is None,
            "answer": answer or f"{query} is allowed here.",
            "at": self._pos(self._cursor),
        }
        return answer

    def _private_answer(self, decision: Decision[Any], act: Any) -> str | None:
        """Under *View as*, the answer to a question whose true answer would show what the
        viewer may not know (None: the engine's answer may be given)."""
        viewer = self._view_as
        if viewer is None:
            return None
        seat = getattr(act, "seat", None)
        if seat != viewer:
            return (
                f"Viewing as seat {viewer}: whether seat {seat} may do this depends on cards seat {viewer} "
                "cannot see, so the tutor does not say."
            )
        if decision.seat != viewer:
            live = decision is self.game.pending
            if live and act in self.game._out_of_turn(decision):  # a claim the viewer may make now
                return None
            return f"It is seat {decision.seat}'s decision now, not seat {viewer}'s."
        return None

    # ------------------------------------------------------------ settings

    @_operation
    def restart(self, /, seed: int | None = None, **choices: Any) -> None:
        """A new game: the same seed and settings unless given (DML: ``players``, ``mode``)."""
        if isinstance(seed, str):  # the seed box sends text
            if not seed.strip().lstrip("-").isdigit():
                raise ValueError(f"seed must be a whole number, got {seed!r}")
            seed = int(seed)
        given = {k: v for k, v in choices.items() if v is not None}
        # Built first: a bad seed or setting raises here and the game in play goes on.
        new = self.panel.restart(self.game, seed, given)
        self.game.on_step = None
        self.game = new
        n = self._players()
        if n != len(self._seat_modes):
            self._seat_modes = (self._seat_modes + [self.panel.seat_modes[-1]] * n)[:n]
        self._agents = [self._make_agent(s, md) for s, md in enumerate(self._seat_modes)]
        if self._view_as is not None and self._view_as >= n:
            self._view_as = None
        self._record()
        self._frontier = self._first_frontier()
        self._cursor = 0
        self.why = {}

    @_operation
    def set_seat(self, seat: int, mode: str) -> None:
        """Who decides for ``seat``: one of the pack's seat modes ("person", "random", DML's "heuristic")."""
        s = self._check_seat(seat)
        assert s is not None
        if mode not in self.panel.seat_modes:
            raise ValueError(f"unknown seat mode {mode!r}; use {', '.join(self.panel.seat_modes)}")
        self._seat_modes[s] = mode
        self._agents[s] = self._make_agent(s, mode)

    @_operation
    def set_view(self, seat: int | None) -> None:
        """Show everything (None) or only what ``seat`` may know."""
        if isinstance(seat, str) and seat in ("", "all", "everything", "none", "null"):
            seat = None
        view_as = self._check_seat(seat, allow_none=True)
        if view_as != self._view_as:
            self.why = {}  # an answer given under another view may show what this one may not know
        self._view_as = view_as

    @_operation
    def filter_log(self, round: int | str | None = "cursor", seat: int | str | None = None) -> None:
        """Which log entries to send: ``round`` "cursor" (the cursor's Round), None (all) or a
        number (0 is the Setup); ``seat`` None (all) or a seat."""
        # Everything is checked before anything changes: a refused filter leaves the log as it was.
        if isinstance(round, str) and round != "cursor":
            text = round.strip()
            if text in ("", "all"):
                round = None
            elif text.isascii() and text.isdigit() and len(text) < 7:
                round = int(text)
            else:
                raise ValueError(f"round must be 'cursor', 'all' or a Round number, got {round!r}")
        if round is not None and round != "cursor" and not (is_int(round) and 0 <= round <= 10**6):
            raise ValueError(f"round must be 'cursor', None or a Round number (0 is the Setup), got {round!r}")
        if isinstance(seat, str) and seat.strip() in ("", "all"):
            seat = None
        checked_seat = self._check_seat(seat, allow_none=True)
        self._log_round = round
        self._log_seat = checked_seat

    # ------------------------------------------------------------ predict, then reveal

    def _check_kinds(self, kinds: Sequence[str] | str | None) -> list[str]:
        """Predict mode's kinds: None or [] is off, "all" every kind of the pack, else a list."""
        if kinds is None or kinds == "off" or (not isinstance(kinds, str) and len(kinds) == 0):
            return []
        known = self.panel.predict_kinds
        if not known:
            self.panel.predictor(self.game, [])  # the pack's refusal, naming it
        wanted = list(known) if kinds == "all" else [kinds] if isinstance(kinds, str) else list(kinds)
        for k in wanted:
            if k not in known:
                raise ValueError(f"predict: unknown kind {k!r}, choose from {list(known)}")
        return wanted

    def _question_at(self, i: int) -> Any:
        """The unanswered question asked at entry ``i`` (None when there is none)."""
        if self._predictor is None or i in self._answered:
            return None
        return next((q for q in self._predictor.found if q.ask_at == i and q.reveal_at > i), None)

    @_operation
    def set_predict(self, kinds: Sequence[str] | str | None = "all") -> None:
        """Predict, then reveal: before each step of these kinds ("all", a list, or None for off)
        the tutor stops and asks for a prediction; ``commit_prediction`` answers it. The score
        runs for the session (it survives switching the mode off and on)."""
        self._predict_kinds = self._check_kinds(kinds)
        self._record()

    @_operation
    def commit_prediction(self, guess: Any) -> dict[str, Any]:
        """Commit a prediction for the question asked at the cursor; returns the reveal (also in
        the ``predict`` trait): right or not, the engine's answer and the rule ids to read."""
        q = self._question_at(self._cursor)
        if q is None:
            raise ValueError("commit_prediction: no prediction is asked at this step")
        r = self._session.commit(q, guess)  # ValueError for a guess that is no answer
        reveal = {
            "kind": q.kind,
            "prompt": q.prompt,
            "guess": r.guess,
            "right": r.right,
            "answer": q.answer,
            "explanation": q.explanation,
            "rules": [
                {"id": rid, "title": self._catalog[rid].title if rid in self._catalog else rid} for rid in q.rules
            ],
            "reveal_at": q.reveal_at,
        }
        self._answered[q.ask_at] = reveal
        return reveal

    def _build_predict(self, i: int) -> dict[str, Any]:
        q = self._question_at(i)
        reveal = self._answered.get(i) or next((r for r in self._answered.values() if r["reveal_at"] == i), None)
        return {
            "on": self._predictor is not None,
            "kinds": list(self._predict_kinds),
            "all_kinds": dict(self.panel.predict_kinds),
            "question": None
            if q is None
            else {
                "kind": q.kind,
                "about": self.panel.predict_kinds[q.kind],
                "prompt": q.prompt,
                "choices": list(q.choices),
            },
            "reveal": None if reveal is None else {**reveal, "reveal_at": self._pos(reveal["reveal_at"])},
            "score": self._session.score,
        }

    # ------------------------------------------------------------ messages

    _OPS: Final = frozenset(
        {
            "step",
            "step_over",
            "step_out",
            "run_to_decision",
            "run_to_end",
            "back",
            "forward",
            "goto",
            "choose",
            "restart",
            "set_seat",
            "set_view",
            "why_not",
            "filter_log",
            "set_predict",
            "commit_prediction",
            "open_fork",
        }
    )

    def _on_front_end_msg(self, widget: Any, content: Any, buffers: Any) -> None:
        """Front-end operations: ``{"op": name, "args": [...], "kwargs": {...}}``."""
        if not isinstance(content, dict):
            return
        op = content.get("op")
        args = content.get("args") or []
        kwargs = content.get("kwargs") or {}
        if op not in self._OPS or not isinstance(args, list) or not isinstance(kwargs, dict):
            self.error = f"unknown operation {op!r}"
            return
        with contextlib.suppress(Exception):  # _operation shows the failure in `error`
            getattr(self, op)(*args, **kwargs)

    # ------------------------------------------------------------ rendering

    def _refresh(self) -> None:
        g = self.game
        self._cursor = max(0, min(self._cursor, len(g.trace) - 1))
        self._frontier = max(self._frontier, self._cursor)
        i = self._shown_entry()
        pos = self._pos(i)
        entry = g.trace[i]
        view = self._build_view(i)
        log, log_filter = self._build_log(i)
        predict = self._build_predict(i)
        asked = predict["question"]
        if asked is not None and asked["kind"] == "target_value" and isinstance(view.get("attempt"), dict):
            view["attempt"] = {  # the answer is not shown before it is predicted
                **view["attempt"],
                "terms": [],
                "total": "?",
                "probability": {"fraction": "?", "percent": "?", "value": 0},
            }
        if self._predictor is not None:  # no log row from after the cursor gives an answer away
            log = [row for row in log if row["i"] <= pos]
        if self.why and (self.why.get("at") != pos or self._why_key != len(g.decisions)):
            self.why = {}  # an answer belongs to the decision it was asked at
        self._why_key = len(g.decisions)
        with self.hold_sync():
            self.controls = self._build_controls()
            self.view = view
            browser = self.browser_diagrams or renderer() == "none"
            if browser and not self.viz_module:
                self.viz_module = _viz_module()
            self.browser_render = browser
            self.sequence_svg = "" if browser else self.panel.sequence_svg(entry.path)
            self.sequence_dot = sequence_dot(entry.path, pack=self.panel.pack) if browser else ""
            self.diagrams = [
                {
                    "name": d.name,
                    "title": d.title,
                    "svg": "" if browser else render_html(d.dot),
                    "dot": d.dot if browser else "",
                }
                for d in self.panel.diagrams(self._snaps[i])
            ]
            self.decisions = self._build_decisions(i)
            self.log = log
            self.log_filter = log_filter
            self.cursor = pos
            self.length = max(1, len(self._shown()[0]))  # a blank start is one step
            self.divergence = self._divergence_pos()
            self.seats = list(self._seat_modes)
            self.view_as = self._view_as
            self.predict = predict
            self.fork_state = self._build_fork_state()
            self.error = self._notice

    def _build_controls(self) -> dict[str, Any]:
        pack = self.panel.pack
        return {
            "title": pack.title,
            "name": pack.name,
            "seat_modes": list(self.panel.seat_modes),
            "seats": self.panel.seats(self.game),
            "choices": self.panel.choices(self.game),
            "round_names": list(self.panel.round_names),
            "why_example": self.panel.why_example,
        }

    def _text(self, i: int) -> str:
        """The entry's sentence as *View as* may read it (the panel hides other seats' private moves)."""
        return self.panel.text(self.game.trace[i], self._view_as)

    def _rules(self, ids: Sequence[str]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
        cat = self._catalog

        def one(rid: str, cited: bool) -> dict[str, Any]:
            r = cat.get(rid)
            if r is None:
                return {"id": rid, "title": rid, "text": "(not in the rule catalog)", "section": "", "cited": cited}
            return {"id": rid, "title": r.title, "text": r.text, "section": r.section, "cited": cited}

        rules: list[dict[str, Any]] = []
        rulings: list[dict[str, Any]] = []
        seen: set[str] = set()
        for rid in ids:
            if rid in seen:
                continue
            seen.add(rid)
            r = cat.get(rid)
            if r is not None and r.is_ruling:
                rulings.append(one(rid, True))
            else:
                item = one(rid, True)
                item["see"] = list(r.see) if r else []
                rules.append(item)
        for item in rules:
            for rid in item["see"]:
                if rid not in seen:
                    seen.add(rid)
                    rulings.append(one(rid, False))
        return rules, rulings

    def _build_view(self, i: int) -> dict[str, Any]:
        g = self.game
        e = g.trace[i]
        shown, cut = self._shown()
        pos = self._pos(i)
        last = pos >= len(shown) - 1
        end = last and not cut  # the end of everything recorded (under View as, revealed)
        found = None if self._hidden(e) else self._record_at(i)

        blank = self._hidden(e)  # nothing the seat sees has happened yet (see _shown_entry)
        rules, rulings = self._rules(() if blank else self.panel.rules(e, self._view_as))
        dice = None
        if e.dice is not None:
            a, b = e.dice
            dice = {"a": a, "b": b, "total": a + b, "name": self.panel.roll_name(e.dice)}
        step = {
            "index": pos,
            "kind": "step" if blank else e.kind,
            "seat": None if blank else e.seat,
            "round": e.round,
            "breadcrumb": [{"name": f.name, "label": f.label} for f in e.path],
            "text": f"Nothing seat {self._view_as} sees has happened yet." if blank else self._text(i),
            "dice": dice,
            "rules": rules,
            "rulings": rulings,
        }
        final = end and g.is_over
        deciding = e.seat if e.kind == "decision" and not blank else None

        decision = None
        if found is not None:
            k, rec = found
            d = rec.decision
            chosen = g.decisions[k] if k < len(g.decisions) else None
            cat = self._catalog
            hidden = self._view_as is not None and self._view_as != d.seat
            decision = {
                "seat": d.seat,
                "mode": self._seat_modes[d.seat],
                "kind": d.kind,
                "prompt": self.panel.prompt(d, self._view_as),
                "rules": [{"id": r, "title": cat[r].title if r in cat else r} for r in d.rules],
                "live": chosen is None,
                "chosen": self._text(i + 1) if chosen is not None and i + 1 < len(g.trace) else None,
                "hidden": hidden,
                # How many options another seat had tells what it holds.
                "count": None if hidden else len(d.actions),
            }

        waiting = None
        if end and not g.is_over and g.pending is not None and self._seat_modes[g.pending.seat] == "person":
            waiting = g.pending.seat
        over = g.is_over and not cut
        nav = {
            "can_back": pos > 0,
            "can_forward": not last,
            "at_end": last,
            "can_step": not end or (not g.is_over and waiting is None),
            "waiting": waiting,
            "over": over,
        }
        panel = self.panel.to_json(self._snaps[i], Step(g, e, self._view_as, tuple(self._seat_modes), deciding, final))
        clash = SHELL_KEYS & panel.keys()
        if clash:
            raise RuntimeError(f"the {self.pack} panel uses the shell's view keys {sorted(clash)}")
        game = self._game_json()
        if game.get("seed") is not None:  # JavaScript numbers round a 20-digit seed: the seed box shows this text
            game["seed_text"] = str(game["seed"])
        return {
            "pack": self.pack,
            "game": {
                **game,
                "result": self.panel.result_json(g) if final else None,
            },
            "step": step,
            "decision": decision,
            "nav": nav,
            "status": self._status(pos, max(1, len(shown)), waiting, end and g.is_over),
            "view_as": self._view_as,
            **panel,
        }

    def _game_json(self) -> dict[str, Any]:
        data = self.panel.game_json(self.game)
        # Under a view the seed is not sent: it rebuilds every hidden card of the game.
        return data if self._view_as is None else self.panel.public_game_json(data)

    def _status(self, i: int, n: int, waiting: int | None, over: bool) -> str:
        where = f"Step {i + 1} of {n} recorded"
        if waiting is not None:
            return f"{where}. Seat {waiting} must decide."
        if over:
            return f"{where}. The game is over."
        if i == n - 1:
            return f"{where}. Step plays on."
        return f"{where}."

    def _build_decisions(self, i: int) -> list[dict[str, Any]]:
        found = self._record_at(i)
        if found is None:
            return []
        k, rec = found
        if self._view_as is not None and self._view_as != rec.decision.seat:
            return []
        chosen = self.game.decisions[k] if k < len(self.game.decisions) else None
        label, group = self.panel.label, self.panel.group
        d = rec.decision
        out = [
            {
                "index": n,
                "text": str(a),
                "label": label(a),
                "group": group(a, d),
                "legal": True,
                "why": None,
                "chosen": a == chosen,
            }
            for n, a in enumerate(d.actions)
        ]
        out += [
            {
                "index": None,
                "text": str(a),
                "label": label(a),
                "group": "Not allowed: ask why",
                "legal": False,
                "why": why,
                "chosen": False,
            }
            for a, why in rec.examples
        ]
        return out

    def _build_log(self, i: int) -> tuple[list[dict[str, Any]], dict[str, Any]]:
        g = self.game
        trace = g.trace
        rnd = trace[i].round if self._log_round == "cursor" else self._log_round
        seat = self._log_seat
        shown, _ = self._shown()
        key = (rnd, seat, len(trace), len(g.decisions), self._view_as, len(shown), self._history)
        if self._log_cache is None or self._log_cache[0] != key:
            # under View as, only the seat's steps (P-13): shown leaves out the others
            matches = [
                j for j in shown if (rnd is None or trace[j].round == rnd) and (seat is None or trace[j].seat == seat)
            ]
            self._log_cache = (key, matches, {})
        matches = self._log_cache[1]
        total = len(matches)
        first = 0
        if total > LOG_LIMIT:
            pos = bisect.bisect_left(matches, i)
            first = max(0, min(total - LOG_LIMIT, (pos - LOG_LIMIT // 2) // _LOG_BLOCK * _LOG_BLOCK))
        windows = self._log_cache[2]
        if first not in windows:
            rows = []
            roll_name = self.panel.roll_name
            for j in matches[first : first + LOG_LIMIT]:
                e = trace[j]
                rows.append(
                    {
                        "i": self._pos(j),
                        "round": e.round,
                        "seat": e.seat,
                        "kind": e.kind,
                        "text": self._text(j),
                        "dice": list(e.dice) if e.dice else None,
                        "roll": roll_name(e.dice) if e.dice else None,
                        "depth": len(e.path),
                    }
                )
            windows.clear()
            windows[first] = rows
        rows = windows[first]
        filt = {
            "round": self._log_round,
            "seat": seat,
            "rounds": trace[shown[-1]].round if shown else 0,
            "total": total,
            "first": first,
            "shown": len(rows),
        }
        return rows, filt
