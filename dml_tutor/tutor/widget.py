"""The tutor widget: a thin anywidget shell over a :class:`~dml_tutor.tutor.session.TutorSession`.

The session (plain Python) holds the game, its history, the cursor, *View as* and every
operation; :meth:`~dml_tutor.tutor.session.TutorSession.view_model` builds the JSON the front
end draws (:mod:`.viewmodel`, docs/widget.md). This widget owns nothing else: its traits are
the view model's keys, its methods run the session's operations, and the front end's custom
messages ``{"op": name, "args": [...], "kwargs": {...}}`` are dispatched to the operation of
that name (:data:`~.viewmodel.OPERATIONS`, from ``static/operations.json``). Fork puts two
tutors side by side in the tutor's box (:mod:`.branches`). No game logic runs in JavaScript.
"""

from __future__ import annotations

import contextlib
import functools
import gc
import threading
from collections.abc import Callable, Sequence
from typing import Any, ClassVar, Concatenate, ParamSpec, TypeVar

import anywidget
import traitlets

from .. import games
from ..coach import Hint
from ..core.driver import Driver
from ..core.pack import Pack
from ..view.render import renderer
from . import protocol
from .assets import front_end, viz_module
from .branches import Branches, TutorBox
from .hints import HINT_ROLLOUTS
from .panel import Panel
from .session import TutorSession, arguments_check
from .session_view import LOG_LIMIT

__all__ = ["LOG_LIMIT", "Tutor", "front_end"]

P = ParamSpec("P")
R = TypeVar("R")

#: The view model's keys synced as traits (all but ``version``, which the front end does not read).
_TRAITS = (
    "pack",
    "controls",
    "view",
    "sequence_svg",
    "diagrams",
    "browser_render",
    "sequence_dot",
    "log",
    "log_filter",
    "decisions",
    "cursor",
    "length",
    "seats",
    "view_as",
    "error",
    "predict",
    "why",
    "hint_view",
    "fork_state",
    "divergence",
)


def _freeze_the_kernel_once() -> None:
    """Before the first tutor of a process: everything the kernel holds so far (IPython, the
    imported libraries, their modules and classes) leaves the cyclic garbage collector's reach
    (``gc.freeze``), once. A full collection that starts during a Step then walks only what came
    after, not the whole kernel, so it no longer stalls a Step. The tutors' own objects stay
    collectable."""
    global _frozen
    if not _frozen:
        _frozen = True
        gc.freeze()


_frozen = False


def _checked(fn: Callable[Concatenate[Tutor, P], R]) -> Callable[Concatenate[Tutor, P], R]:
    """An operation whose call from Python with the wrong arguments is a ValueError saying what it
    takes (also in ``error``), as from the front end, never Python's TypeError."""
    check = arguments_check(fn)

    def run(self: Tutor, /, *args: P.args, **kwargs: P.kwargs) -> R:
        try:
            check(self, *args, **kwargs)
        except ValueError as e:
            if not self.session.closed:
                self.session.notice = str(e)
                self.error = str(e)
            raise
        return fn(self, *args, **kwargs)

    functools.update_wrapper(run, fn)
    return run


class Tutor(anywidget.AnyWidget):
    """Step through a game with the rules beside every step.

    >>> t = Tutor(pack="dml", seed=7)          # seat 0 is you, the others heuristic agents
    >>> t.step(); t.run_to_decision(); t.choose(0)

    ``Tutor(game)`` adopts an existing game of any pack; ``Tutor(pack="name", seed=...)``
    starts a game of a registered pack; ``Tutor.from_position(position, pack="name")`` a game
    from a described position. Options: ``players`` and ``mode`` (DML: 3 or 4; "full" or "quickstart"),
    ``options`` (DML's rule variants), ``seats`` (one seat mode per seat, or one for all:
    "person", "random", and the pack's agents, DML's "heuristic") and ``view_as`` (None
    shows everything, a seat shows only what that seat may know), ``language`` (a locale of
    :func:`dml_tutor.languages`: the rule text in it; the game is the same). ``session``: show a
    :class:`~dml_tutor.tutor.session.TutorSession` made elsewhere (then give nothing else).
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
        "",
        help="The rulebook sequence tree with the cursor's path highlighted (inline SVG, cached); when "
        "browser_render, the stored drawing if the kernel has one without Graphviz, else empty.",
    ).tag(sync=True)
    diagrams: traitlets.List[dict[str, Any]] = traitlets.List(
        help="The pack's extra diagrams (DML: the Wheel of Profit): {name, title, svg, dot}; dot (for the "
        "front end to draw) only when browser_render and no stored svg, else empty."
    ).tag(sync=True)
    browser_render = traitlets.Bool(
        False,
        help="True: the kernel runs no Graphviz; the front end sets the stored SVG sent, else draws the DOT sent "
        "(sequence_dot, a diagram's dot) itself with viz.js.",
    ).tag(sync=True)
    sequence_dot = traitlets.Unicode(
        "", help="The sequence tree as DOT text, when browser_render and no stored sequence_svg (else empty)."
    ).tag(sync=True)
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
    hint_view = traitlets.Dict(
        help="Hint (``hint()``): the last hint at the live decision: {at, seat, running, done, total, stopped, "
        "rollouts, value_name, horizon, options: [{index, label, win_rate, low, high, rollouts, value, pruned, "
        "raced, best}]}; empty: none."
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
        pack: str | Pack | None = None,
        seed: int | None = None,
        players: int | None = None,
        mode: str | None = None,
        seats: str | Sequence[str] | None = None,
        view_as: int | None = None,
        options: dict[str, Any] | None = None,
        predict: Sequence[str] | str | None = None,
        language: str | None = None,
        session: TutorSession | None = None,
        **kwargs: Any,
    ) -> None:
        _freeze_the_kernel_once()
        if session is None:
            session = TutorSession(
                game,
                pack=pack,
                seed=seed,
                players=players,
                mode=mode,
                seats=seats,
                view_as=view_as,
                options=options,
                predict=predict,
                language=language or "en",
            )
        elif not isinstance(session, TutorSession) or any(
            v is not None for v in (game, pack, seed, players, mode, seats, view_as, options, predict, language)
        ):
            raise ValueError("Tutor(session=...) takes a TutorSession and nothing else")
        super().__init__(**kwargs)
        #: The session this widget shows: the game, its history and every operation.
        self.session: TutorSession = session
        self._box: TutorBox | None = None  # the box the tutor is displayed in (made on first display)
        self.on_msg(self._on_front_end_msg)
        self.refresh()

    @classmethod
    def from_position(cls, position: dict[str, Any] | str, *, pack: str | Pack, **kwargs: Any) -> Tutor:
        """A tutor starting from a described position of ``pack`` (DML's: docs/formats.md)."""
        the_pack = games.get(pack) if isinstance(pack, str) else pack
        return cls(the_pack.from_position(position), **kwargs)

    @property
    def game(self) -> Driver[Any]:
        """The game in play (the session's)."""
        return self.session.game

    @property
    def panel(self) -> Panel:
        """The pack's tutor panel."""
        return self.session.panel

    @property
    def wheel_svg(self) -> str:
        """DML's Wheel of Profit as inline SVG (the "wheel" entry of ``diagrams``)."""
        return next((d["svg"] for d in self.diagrams if d["name"] == "wheel"), "")

    @property
    def wheel_dot(self) -> str:
        """DML's Wheel of Profit as DOT text, when browser_render (the "wheel" entry of ``diagrams``)."""
        return next((d["dot"] for d in self.diagrams if d["name"] == "wheel"), "")

    # ------------------------------------------------------------ the operations (TutorSession's)

    def _run(self, operation: Callable[P, R], /, *args: P.args, **kwargs: P.kwargs) -> R:
        """Run one of the session's operations, then sync the traits (a failure is in ``error``
        and raised)."""
        self.session.history.prefetch = self.prefetch_diagrams and not self.browser_diagrams
        try:
            return operation(*args, **kwargs)
        finally:
            self.refresh()

    @_checked
    def step(self) -> bool:
        """One trace entry forward; at the end of history the engine advances (agents decide, a
        person's decision stops it). True if the cursor moved (see ``TutorSession.step``)."""
        return self._run(self.session.step)

    @_checked
    def step_over(self) -> bool:
        """Skip what the current step's sequence calls (``TutorSession.step_over``)."""
        return self._run(self.session.step_over)

    @_checked
    def step_out(self) -> bool:
        """Finish the current sequence (``TutorSession.step_out``)."""
        return self._run(self.session.step_out)

    @_checked
    def run_to_decision(self) -> bool:
        """Forward to the next decision of a person seat (``TutorSession.run_to_decision``)."""
        return self._run(self.session.run_to_decision)

    @_checked
    def run_to_end(self) -> bool:
        """Forward to the last step of the game, stopping where a person must decide; a step limit
        reached is said in ``error`` (``TutorSession.run_to_end``)."""
        return self._run(self.session.run_to_end)

    @_checked
    def back(self) -> bool:
        """One entry back through the recorded history."""
        return self._run(self.session.back)

    @_checked
    def forward(self) -> bool:
        """One entry forward through the recorded history (never runs the engine; Step does)."""
        return self._run(self.session.forward)

    @_checked
    def goto(self, n: int) -> None:
        """Jump to step ``n`` of the recorded history (negative counts from the end; under *View
        as*, the seat's steps)."""
        return self._run(self.session.goto, n)

    @_checked
    def choose(self, action: Any) -> None:
        """Take the decision under the cursor: an action, its printed text, or its index in
        ``decisions``; at a past decision a different choice rewrites the future."""
        return self._run(self.session.choose, action)

    @_checked
    def why_not(self, action: Any) -> str | None:
        """Why the rules refuse this action at the decision under the cursor (None if legal); also in ``why``."""
        return self._run(self.session.why_not, action)

    @_checked
    def restart(self, /, seed: int | None = None, **choices: Any) -> None:
        """A new game: the same seed and settings unless given (the pack's restart fields, ``controls.choices``)."""
        return self._run(self.session.restart, seed, **choices)

    @_checked
    def set_seat(self, seat: int, mode: str) -> None:
        """Who decides for ``seat``: one of ``controls.seat_modes``."""
        return self._run(self.session.set_seat, seat, mode)

    @_checked
    def set_view(self, seat: int | None) -> None:
        """Show everything (None) or only what ``seat`` may know."""
        return self._run(self.session.set_view, seat)

    @_checked
    def filter_log(self, round: int | str | None = "cursor", seat: int | str | None = None) -> None:
        """Which log entries to send: ``round`` "cursor", None (all) or a number; ``seat`` None or a seat."""
        return self._run(self.session.filter_log, round, seat)

    @_checked
    def set_predict(self, kinds: Sequence[str] | str | None = "all") -> None:
        """Predict, then reveal: ask before each step of these kinds ("all", a list, None for off)."""
        return self._run(self.session.set_predict, kinds)

    @_checked
    def commit_prediction(self, guess: Any) -> dict[str, Any]:
        """Answer the question asked at the cursor; returns the reveal (also in ``predict``)."""
        return self._run(self.session.commit_prediction, guess)

    @_checked
    def hint(self, rollouts: int = HINT_ROLLOUTS, seed: int = 0, horizon: int | str | None = "auto") -> Hint:
        """Each option of your live decision with its chance of winning, from what your seat
        knows (also in the ``hint`` trait, with progress while it runs). The choice stays yours.
        ``horizon``: Rounds each rollout plays before the pack's evaluation scores it ("auto":
        two where the pack has one; None: to the end)."""
        message = protocol.Message("hint", (rollouts, seed, horizon))
        hint: Hint = protocol.run(self.session, message, progress=self._sync_hint, refresh=self.refresh)
        return hint

    @_checked
    def stop_hint(self) -> None:
        """Stop the hint under way after its current round of rollouts."""
        return self._run(self.session.stop_hint)

    def _sync_hint(self) -> None:
        """The hint's progress, for the seat that asked only (under *View as* another seat, nothing)."""
        h = self.session.hint_state
        self.hint_view = dict(h) if self.session.view_as in (None, h.get("seat")) else {}

    @staticmethod
    def _in_thread(finish: Callable[[], Any]) -> None:
        """Where the Hint button's rollouts run: a thread, so Stop (``stop_hint``) reaches them."""

        def work() -> None:
            with contextlib.suppress(Exception):  # the failure is in `error`
                finish()

        threading.Thread(target=work, name="tutor-hint", daemon=True).start()

    # ------------------------------------------------------------ forks and where the tutor is shown

    def _attempt(self, call: Callable[[], R]) -> R:
        """Run a widget-side operation as the session runs its own (refused once closed, the
        failure in ``error``), then sync the traits."""
        try:
            return self.session.attempt(call)
        finally:
            self.refresh()

    @_checked
    def fork(self) -> Branches:
        """Branch the game at the step under the cursor: an independent copy in a second
        tutor, the two side by side with their first divergence highlighted (``Branches``).
        Nothing is displayed: show the result in a cell (the Fork button shows it in place).
        ``Branches.close()`` closes the fork too."""
        return self._attempt(lambda: Branches(self, self.spawn_fork(), ("this game", "the fork"), owns_right=True))

    def spawn_fork(self) -> Tutor:
        """A second tutor on a copy of the game, its cursor on the step under this one's cursor."""
        return type(self)(session=self.session.fork())

    @property
    def box(self) -> TutorBox:
        """The ipywidgets box the tutor is displayed in: ``t`` in a cell shows this box, which
        holds the tutor alone or, after Fork, the two branches side by side (``open_fork``).
        To place the tutor inside other widgets, put ``t.box`` there for Fork to work."""
        if self._box is None:
            self._box = TutorBox(self)
            self.session.placed = True
            self.fork_state = dict(self.session.fork_state())
        return self._box

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        """Displaying the tutor displays its box (see ``box``)."""
        return self.box._repr_mimebundle_(**kwargs)

    @_checked
    def open_fork(self) -> Branches:
        """The Fork button: branch at the step under the cursor (``fork``) and show the two branches
        side by side in place of this tutor, in its ``box``; returns the ``Branches``. Refused
        (ValueError, the reason in ``error``) where the button is off: see ``fork_state``."""

        def call() -> Branches:
            reason = self.session.fork_state()["reason"]
            if reason:
                raise ValueError(f"fork: {reason}")
            return self.box.open_fork()

        return self._attempt(call)

    @_checked
    def close_fork(self) -> None:
        """Back to this tutor alone in its box; the fork the Fork button made is closed."""

        def call() -> None:
            if self._box is None or not self._box.close_fork():
                raise ValueError("fork: no fork is open for this tutor")

        self._attempt(call)

    def set_divergence(self, at: int | None) -> None:
        """Mark trace entry ``at`` as the first divergence from another branch (None: no mark)."""
        self.session.divergence_at = at
        if not self.session.closed:
            self.divergence = self.session.history.divergence_pos(at)

    def close(self) -> None:
        """Close the widget, its box and a fork its Fork button opened; every operation is then
        refused (``ValueError``: the tutor is closed)."""
        session = self.__dict__.get("session")  # absent when __init__ refused its arguments
        if session is not None:
            session.close()
        box = self.__dict__.get("_box")
        if box is not None:
            box.close()
        super().close()

    # ------------------------------------------------------------ messages and traits

    def _on_front_end_msg(self, widget: Any, content: Any, buffers: Any) -> None:
        """Front-end operations: ``{"op": name, "args": [...], "kwargs": {...}}``, read and run
        by the one protocol (:mod:`.protocol`); a refused message or a failure shows in ``error``
        only, and a refused message changes nothing else."""
        try:
            message = protocol.read(content)
        except ValueError as e:
            if not self.session.closed:
                self.session.notice = str(e)
                self.error = str(e)
            return
        self.session.history.prefetch = self.prefetch_diagrams and not self.browser_diagrams
        with contextlib.suppress(Exception):  # the failure is in `error`
            protocol.run(
                self.session,
                message,
                host=self,
                progress=self._sync_hint,
                background=self._in_thread,
                refresh=self.refresh,
            )

    def refresh(self) -> None:
        """Sync the traits from the session's view model (every operation does)."""
        if self.session.closed:
            return
        browser = self.browser_diagrams or renderer() == "none"
        vm = self.session.view_model(browser=browser)
        with self.hold_sync():
            if browser and not self.viz_module:
                self.viz_module = viz_module()
            for name in _TRAITS:
                setattr(self, name, vm[name])  # type: ignore[literal-required]
