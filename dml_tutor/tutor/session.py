"""A tutor session in plain Python: one game stepped through with the rules beside every step.

:class:`TutorSession` holds the history (a snapshot per trace entry, :mod:`.history`), the
cursor, *View as*, who decides for each seat, the log filter, predict-then-reveal and the
fork state. Its operations are plain method calls (:data:`~.viewmodel.OPERATIONS` names them),
and :meth:`TutorSession.view_model` gives the JSON a seat is sent, with nothing that seat may
not know. The anywidget :class:`~dml_tutor.tutor.widget.Tutor` syncs that JSON as traits; a
server may send it over a websocket. No widget library is imported here.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable, Sequence
from typing import Any, Concatenate, Final, ParamSpec, TypeVar

from .. import games
from ..coach import Hint
from ..core.agents import Agent
from ..core.driver import Driver, IllegalActionError, Reason, is_int
from ..core.inputs import read_seed, short_repr
from ..core.pack import Pack
from ..core.prediction import Session
from ..core.sequence import Decision, count
from ..core.text import say
from ..i18n import Messages, check_language
from .hints import HINT_HORIZON, HINT_ROLLOUTS, HintRun
from .history import OWN, SEEK_LIMIT, Record, Viewer
from .panel import Panel, panel_for
from .session_view import SessionView, said_reason, under
from .start import make_agent, new_game, restarted, seat_modes
from .viewmodel import Why

__all__ = ["CLOSED", "TutorSession", "arguments_check", "read_whole"]

#: The refusal every operation of a closed session (or tutor) gives.
CLOSED: Final = "This tutor is closed: its operations are refused. Make a new one (its game is still .game)."
#: The longest error message kept: a refused input is quoted briefly, never echoed whole.
_NOTICE_MAX: Final = 600
#: The longest action or answer text read (longer text is refused before it is parsed).
_TEXT_MAX: Final = 2000

P = ParamSpec("P")
R = TypeVar("R")


def brief(text: str) -> str:
    """A message cut to :data:`_NOTICE_MAX` characters (a last guard against echoing a huge input)."""
    return text if len(text) <= _NOTICE_MAX else text[: _NOTICE_MAX - 1] + "…"


def read_whole(value: Any, what: str) -> int:
    """A whole number from Python or the front end (an int, or ASCII digits as text); anything
    else is a ValueError naming ``what`` and quoting the value briefly."""
    if isinstance(value, str):
        text = value.strip()
        digits = text[1:] if text.startswith("-") else text
        if digits.isascii() and digits.isdigit() and len(digits) <= 39:  # a 128-bit seed
            return int(text)
    elif is_int(value):
        return value
    raise ValueError(f"{what} must be a whole number, got {short_repr(value)}")


def arguments_check(fn: Callable[..., Any]) -> Callable[..., None]:
    """A check of a call's arguments against ``fn``'s signature: the wrong number or names are a
    ValueError saying what ``fn`` takes (Python's own TypeError names no operation)."""
    sig = inspect.signature(fn)
    params = [str(p) for p in sig.parameters.values() if p.name != "self"]
    takes = f"{fn.__name__}() takes " + (", ".join(params) if params else "no arguments")

    def check(*args: Any, **kwargs: Any) -> None:
        try:
            sig.bind(*args, **kwargs)
        except TypeError as e:
            raise ValueError(f"{takes}: {e}") from None

    return check


def operation(fn: Callable[Concatenate[TutorSession, P], R]) -> Callable[Concatenate[TutorSession, P], R]:
    """A public operation: refused once closed; its arguments are checked against its signature
    (a wrong count or name is a ValueError naming them); clears ``error``, runs, keeps a failure's
    message in ``error`` (and raises it), and settles the cursor."""
    check = arguments_check(fn)

    def run(self: TutorSession, /, *args: P.args, **kwargs: P.kwargs) -> R:
        def call() -> R:
            check(self, *args, **kwargs)
            return fn(self, *args, **kwargs)

        return self.attempt(call)

    functools.update_wrapper(run, fn)
    return run


class TutorSession(SessionView):
    """One game in the tutor: ``TutorSession(game)`` adopts a game of any pack,
    ``TutorSession(pack="merc", seed=4)`` starts one. There is no default game.

    Options: the pack's restart fields (DML: ``players``, ``mode``, ``options``), ``seats``
    (one seat mode per seat, or one for all), ``view_as`` (None: everything; a seat; or
    :data:`~.viewmodel.PUBLIC`, what every seat knows alike), ``predict``
    (kinds of question to ask before their steps) and ``language`` (a locale of
    :func:`dml_tutor.languages`, the text's; the game, its saves and hints are the same in each).
    """

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
        language: str = "en",
    ) -> None:
        language = check_language(language)  # first: a refused session touches nothing
        the_pack, g = _start(game, pack, seed)
        panel = panel_for(the_pack)
        if g is None:
            choices = {k: v for k, v in (("players", players), ("mode", mode), ("options", options)) if v is not None}
            g = new_game(the_pack, seed, choices)
        kinds = check_kinds(panel, g, predict)
        super().__init__(g, panel, kinds, language)
        self.predict_kinds = kinds
        self.scores = Session()
        #: Who may decide for a seat: "person" or one of the pack's agents (``Pack.agents``).
        self.modes = seat_modes(the_pack)
        try:
            self.seat_modes = self._normalise_seats(seats, the_pack.seat_count(g))
            self.history.view_as = self.check_seat(view_as, "view_as", allow_none=True, allow_public=True)
        except ValueError:
            self.history.detach()  # a refused session leaves an adopted game as it was given
            raise
        self.agents: list[Agent | None] = [make_agent(the_pack, g, s, m) for s, m in enumerate(self.seat_modes)]
        #: Whether running on takes a person's question that has a single answer as a bot's move,
        #: in a pack that takes single choices without asking (DML, whose Character Power Phase
        #: asks every seat, P-23): the learner is not stopped for a pass it cannot help. A table
        #: of people answers each question itself.
        self.takes_only_choices = True
        self.hint_run: HintRun | None = None
        self.settle()

    # ------------------------------------------------------------ helpers

    def _normalise_seats(self, seats: str | Sequence[str] | None, players: int) -> list[str]:
        modes = self.modes
        if seats is None:
            return self.panel.default_seats(players, modes)
        if not isinstance(seats, str | list | tuple):
            raise ValueError(f"seats: a mode for all ({modes[-1]!r}) or a list of {players}, got {short_repr(seats)}")
        names = [seats] * players if isinstance(seats, str) else list(seats)
        if len(names) != players:
            raise ValueError(f"seats: need {players} entries (one per seat), got {len(names)}")
        for n in names:
            if not isinstance(n, str) or n not in modes:
                raise ValueError(f"seats: unknown mode {short_repr(n)}; use {', '.join(modes)}")
        return names

    def agent_move(self) -> bool:
        """At the end of history: let the deciding seat's agent take the pending decision, or a
        person's only answer (:attr:`takes_only_choices`; the history follows:
        ``Driver.on_advance``). False if a person must decide or the game is over."""
        g = self.game
        d = g.pending
        if d is None:
            return False
        agent = self.agents[d.seat]
        if agent is None:
            if not (self._takes_alone() and count(d.actions) == 1):
                return False
            g.apply(d.actions[0])
            return True
        g.apply(agent.choose(g, d))
        return True

    def only_choice_at(self, i: int) -> bool:
        """Whether trace entry ``i`` is a person's question that running on answers by itself
        (:attr:`takes_only_choices`): not a place to stop for."""
        found = self.history.record_at(i) if self._takes_alone() else None
        return found is not None and count(found[1].decision.actions) == 1

    def _takes_alone(self) -> bool:
        """Whether running on answers a person's single-answer question: where the session says
        so and the pack takes a single choice without asking (its question is asked only so
        that every seat is asked alike); a pack that asks single choices keeps them questions."""
        return self.takes_only_choices and self.game.takes_only_choice

    def play_agents(self, limit: int = SEEK_LIMIT, stop: Callable[[], bool] | None = None) -> int:
        """Let the agents decide at the end of history until a person must, the game ends,
        ``stop()`` holds (a paused table) or ``limit`` moves are made; the cursor stays. Returns
        how many moves were made: the one place agents play for every host."""
        made = 0
        while made < limit and not (stop is not None and stop()) and self.agent_move():
            made += 1
        return made

    def options(self, seat: int) -> list[Any]:
        """The moves ``seat`` may make now: the pending decision's if it is that seat's, and any
        claim it may make out of turn (``Driver._out_of_turn``: a standing instant win)."""
        g = self.game
        d = g.pending
        if d is None:
            return []
        mine = list(d.actions) if d.seat == seat else []
        return mine + [a for a in g._out_of_turn(d) if getattr(a, "seat", None) == seat]

    def _seek(self, stop: Callable[[int], bool]) -> bool:
        """Move forward until ``stop(index)`` holds, advancing the engine at the end of history;
        stops early where a person must decide or the game is over. True if the cursor moved."""
        waiting = self.history.question_at(self.cursor)
        if waiting is not None:
            self.notice = f"Predict first: {waiting.prompt} (or switch Predict off)"
            return False
        at, limited = self.history.seek(self.cursor, stop, self.agent_move)
        moved = at != self.cursor
        self.cursor = at
        if limited:
            self.notice = (
                f"Stopped after {len(self.game.trace):,} recorded steps without reaching the place asked for: "
                "this game may not end (does its position hold more than the game can have?). Step on to go further."
            )
        elif not moved:
            self.notice = self._blocked_reason()
        return moved

    def _blocked_reason(self) -> str:
        g = self.game
        if g.is_over:
            return "The game is over: there is no next step. Restart, or go Back through the history."
        d = g.pending
        if d is not None:
            return f"Seat {d.seat} must decide first: choose one of the actions below."
        return ""

    def goto_entry(self, i: int) -> None:
        """Put the cursor on trace entry ``i`` (revealed under any view); under *View as*, on the
        last step the seat sees at or before it."""
        self._refuse_closed()
        i = max(0, min(i, len(self.game.trace) - 1))
        self.history.frontier = max(self.history.frontier, i)
        self.cursor = i
        self.settle()

    def attempt(self, call: Callable[[], R]) -> R:
        """Run one operation: refused once closed; clears ``error``, keeps a failure's message there
        (quoted briefly) and raises it; settles the cursor. The widget runs its Fork through it too."""
        if self.closed:
            self.notice = CLOSED
            raise ValueError(CLOSED)
        self.notice = ""
        try:
            return call()
        except Exception as e:
            text = str(e)
            if len(text) > _NOTICE_MAX and e.args:  # a pack that echoed a huge input: quote it briefly
                e.args = (brief(text), *e.args[1:])
            if isinstance(e, IllegalActionError):  # a refusal reads in the session's language
                text = self.messages.text(e.said)
            self.notice = brief(text if isinstance(e, ValueError) else f"{type(e).__name__}: {text}")
            raise
        finally:
            self.settle()

    def _refuse_closed(self) -> None:
        if self.closed:
            self.notice = CLOSED
            raise ValueError(CLOSED)

    def close(self) -> None:
        """Close the session: the game stops calling back, and every operation is refused."""
        if not self.closed:
            self.closed = True
            self.history.detach()

    # ------------------------------------------------------------ navigation

    @operation
    def step(self) -> bool:
        """One trace entry forward; at the end of history the engine advances (agents decide,
        a person's decision stops it). True if the cursor moved."""
        return self._seek(lambda j: True)

    @operation
    def step_over(self) -> bool:
        """Skip what the current sequence calls: forward to the first entry whose path is not a
        strict extension of this entry's path. Stops early where a person must decide."""
        here = self.game.trace[self.cursor].path
        n = len(here)

        def stop(j: int) -> bool:
            p = self.game.trace[j].path
            return not (len(p) > n and p[:n] == here)

        return self._seek(stop)

    @operation
    def step_out(self) -> bool:
        """Finish the current sequence: forward to the first entry whose path no longer starts with
        this entry's path. Stops early where a person must decide."""
        here = self.game.trace[self.cursor].path
        n = len(here)
        return self._seek(lambda j: self.game.trace[j].path[:n] != here)

    @operation
    def run_to_decision(self) -> bool:
        """Forward to the next decision of a person seat (to the end when every seat is an agent)."""
        persons = {s for s, m in enumerate(self.seat_modes) if m == "person"}

        def stop(j: int) -> bool:  # agents' decisions, in the history too, are not a person's
            e = self.game.trace[j]
            return e.kind == "decision" and e.seat in persons and not self.only_choice_at(j)

        return self._seek(stop)

    @operation
    def run_to_end(self) -> bool:
        """Forward to the last step of the game, stopping early where a person must decide."""
        return self._seek(lambda j: False)

    @operation
    def back(self) -> bool:
        """One entry back through the recorded history."""
        shown, _ = self.history.shown()
        pos = self.history.pos(self.cursor)
        if pos == 0:
            self.notice = "This is the first step of the game."
            return False
        self.cursor = shown[pos - 1]
        return True

    @operation
    def forward(self) -> bool:
        """One entry forward through the recorded history (never runs the engine; Step does)."""
        waiting = self.history.question_at(self.cursor)
        if waiting is not None:
            self.notice = f"Predict first: {waiting.prompt} (or switch Predict off)"
            return False
        shown, _ = self.history.shown()
        pos = self.history.pos(self.cursor)
        if pos >= len(shown) - 1:
            self.notice = "No recorded step after this one: use Step to play on."
            return False
        self.cursor = shown[pos + 1]
        return True

    @operation
    def goto(self, n: int) -> None:
        """Jump to step ``n`` of the recorded history (negative counts from the end). Under
        *View as* the steps are those the seat sees, numbered as it sees them (``length``)."""
        n = read_whole(n, "goto: the step number n")
        shown, _ = self.history.shown()
        length = max(1, len(shown))
        if not -length <= n < length:
            raise ValueError(f"goto: no step {n}: the history holds steps 0..{length - 1}")
        if shown:
            self.cursor = shown[n % length]

    # ------------------------------------------------------------ forks

    def fork(self) -> TutorSession:
        """A new session on an independent copy of the game, branched at the step under the cursor,
        with the same seats and *View as* (its cursor on that step)."""
        self._refuse_closed()
        i = self.cursor
        g = self.game.fork()
        if i < len(g.trace) - 1:  # back in the history: replay up to the step under the cursor
            g.replay([])
            for d in self.game.decisions:
                if len(g.trace) > i:
                    break
                g.apply(d)
        other = TutorSession(g, seats=list(self.seat_modes), view_as=self.view_as)
        other.goto_entry(i)
        return other

    # ------------------------------------------------------------ decisions

    def _resolve(self, action: Any, rec: Record) -> Any:
        return self._read(action, rec.decision, rec.decision.actions, rec.examples)

    def read_action(self, action: Any, seat: int | None = None) -> Any:
        """The action ``action`` names at the live decision, read as every host reads one: an
        index into the options, their printed text or button label, or any form the pack reads
        (its JSON). ``seat``: as that seat's page sends it, its options being its own
        (:meth:`options`); None: the deciding seat's. A ValueError (an ``IllegalActionError``
        where the pack refuses it) names what is wrong; nothing changes."""
        g = self.game
        d = g.pending
        if d is None:
            raise IllegalActionError(say("refusal-game-over"), (g.end_rule,) if g.end_rule else ())
        records = self.history.records
        examples = records[-1].examples if records and records[-1].decision is d else []
        return self._read(action, d, d.actions if seat is None else self.options(seat), examples)

    def _read(
        self, action: Any, d: Decision[Any], options: Sequence[Any], examples: Sequence[tuple[Any, Reason]]
    ) -> Any:
        if isinstance(action, bool) or action is None:
            raise ValueError(f"not an action: {action!r}")
        if isinstance(action, str) and len(action) > _TEXT_MAX:
            raise ValueError(f"action: at most {_TEXT_MAX} characters, got {len(action):,}")
        if isinstance(action, int):
            if not 0 <= action < len(options):
                raise ValueError(f"no option {short_repr(action)}: seat {d.seat} has options 0..{len(options) - 1}")
            return options[action]
        if isinstance(action, str):
            text = action.strip()
            for a in (*options, *(a for a, _ in examples)):  # its text, or its button's words
                label = self.panel.label(a)
                if text in (str(a), str(label), self.messages.text(label)):
                    return a
        return self.game._coerce(action, d)

    def _current_record(self, viewer: Viewer = OWN) -> tuple[int, Record]:
        h = self.history
        v = self.view_as if viewer is OWN else viewer
        found = h.record_at(self.cursor)
        if found is None and v is not None and h.records:
            # Under View as, another seat's live decision is no step: on the seat's last step
            # before it, a person may still take it in Python (a room playing every seat).
            shown, cut = h.shown(v)
            rec = h.records[-1]
            live = len(h.records) == len(self.game.decisions) + 1 and self.game.pending is rec.decision
            if live and not cut and shown[-1] == self.cursor < rec.index:
                found = (len(h.records) - 1, rec)
        if found is None:
            e = self.game.trace[self.cursor]
            raise ValueError(
                f"step {h.pos(e.index, v)} is not a decision: nobody chooses here (use Run to next decision)"
            )
        return found

    @operation
    def choose(self, action: Any) -> None:
        """Take a decision at the step under the cursor: an action, its printed text, or its index
        in ``decisions``. At a past decision point a different choice rewrites the future: the
        decisions before it are replayed and the new one applied. Illegal choices raise
        ``IllegalActionError`` (shown in ``error``)."""
        k, rec = self._current_record()
        g = self.game
        act = self._resolve(action, rec)
        if k == len(g.decisions):  # the live decision
            g.apply(act)  # raises IllegalActionError, state untouched; the history follows
        else:
            if act not in rec.decision.actions:
                self.history.game_at(k).apply(act)  # raises IllegalActionError with the engine's reason
            if act != g.decisions[k]:
                self._log_cache = None
                self.history.rewrite(k, act)
        self.cursor = rec.index + 1

    @operation
    def why_not(self, action: Any) -> str | None:
        """Why the rules refuse this action at the decision under the cursor (None if it is legal).
        The answer also goes to ``why``."""
        self.why = self.answer_why_not(action)
        return None if self.why["legal"] else self.why["answer"]

    def answer_why_not(self, action: Any, viewer: Viewer = OWN, language: str | None = None) -> Why:
        """The answer to "why not ``action``?" at the decision under the cursor, as ``viewer``
        (by default the session's *View as*) may be told it: ``{query, legal, answer, at}``
        (and ``remedy`` where the engine gives one), in ``language`` (by default the session's).
        Changes nothing: a table answers each seat under its own view with it."""
        v = self.view_as if viewer is OWN else viewer
        messages = self.messages if language is None else Messages(check_language(language), self.messages.package)
        query = action if isinstance(action, str) and len(action) <= _TEXT_MAX else short_repr(action)
        at = self.history.pos(self.cursor, v)
        reason = None
        try:
            k, rec = self._current_record(v)
            if v is not None and v != rec.decision.seat and is_int(action):
                raise ValueError(f"seat {rec.decision.seat}'s options are not shown {under(v)}")
            act = self._resolve(action, rec)
            query = str(act)
            private = self.seen(v).why_not(self.game, rec.decision, act)
            if private is not None:
                return {"query": query, "legal": False, "answer": messages.text(private), "at": at}
            if act not in rec.decision.actions:
                known = dict((str(a), w) for a, w in rec.examples)
                g = self.game if k == len(self.game.decisions) else self.history.game_at(k)
                reason = known[str(act)] if str(act) in known else g.reason(act)
        except ValueError as e:
            return {"query": query, "legal": False, "answer": brief(str(e)), "at": at}
        if reason is None:
            return {"query": query, "legal": True, "answer": messages("why-not-allowed", action=query), "at": at}
        why: Why = {"query": query, "legal": False, "answer": said_reason(messages, reason), "at": at}
        # what would make it legal (Driver.reason); None: nothing now
        why["remedy"] = None if reason.remedy is None else messages.text(reason.remedy)
        return why

    # ------------------------------------------------------------ hints

    @operation
    def hint(self, rollouts: int = HINT_ROLLOUTS, seed: int = 0, horizon: int | str | None = "auto") -> Hint:
        """Each option of a person's live decision with its chance of winning, from what that
        seat knows (:func:`dml_tutor.coach.hint`; shown in ``hint``). The choice stays theirs.
        ``horizon="auto"`` cuts each rollout after :data:`~.hints.HINT_HORIZON` Rounds where
        the pack has an evaluation (else plays to the end); None plays every rollout to the end."""
        return self.finish_hint(self.start_hint(rollouts, seed, horizon))

    def start_hint(self, rollouts: Any = HINT_ROLLOUTS, seed: Any = 0, horizon: Any = "auto") -> HintRun:
        """Check a hint may be asked here and start it (``hint`` shows it running); a widget
        then runs :meth:`finish_hint` in a thread, so ``stop_hint`` can reach it."""
        rollouts = read_whole(rollouts, "hint: rollouts")
        seed = read_whole(seed, "hint: seed")
        if not 1 <= rollouts <= 10_000:
            raise ValueError(f"hint: rollouts must be 1 to 10000, got {rollouts}")
        if horizon == "auto":
            horizon = HINT_HORIZON if self.panel.pack.evaluation is not None else None
        elif horizon is not None:
            horizon = read_whole(horizon, "hint: horizon")
            if horizon < 1:
                raise ValueError(f"hint: horizon must be 1 Round or more (or None: to the end), got {horizon}")
            if self.panel.pack.evaluation is None:
                raise ValueError(f"hint: the {self.panel.pack.name} pack has no evaluation, so no horizon: use None")
        k, rec = self._current_record()
        g = self.game
        seat = rec.decision.seat
        if k != len(g.decisions):
            raise ValueError("hint: only at the live decision (a past one is already decided)")
        if self.seat_modes[seat] != "person":
            raise ValueError(
                f"hint: seat {seat} is played by the {self.seat_modes[seat]} agent; hints are for a person"
            )
        if self.view_as is not None and self.view_as != seat:
            raise ValueError(f"hint: it is seat {seat}'s decision; {under(self.view_as)}, no hint for it")
        if self.hint_run is not None and self.hint_run.view.get("running"):
            raise ValueError("hint: a hint is already running (stop_hint stops it)")
        run = HintRun(g, seat, k, rollouts, seed, horizon)
        self.hint_run = run
        self.hint_state = run.view
        return run

    def finish_hint(self, run: HintRun) -> Hint:
        """Run a started hint to its end (or its stop) and show it: ``hint_state`` follows its
        progress, then the ``on_progress`` the caller set (a widget's sync) is called."""
        then = run.on_progress

        def show() -> None:
            if self.hint_run is run:
                self.hint_state = run.view
            if then is not None:
                then()

        run.on_progress = show
        try:
            h = run.run(lambda a: self.messages.text(self.panel.label(a)))
        finally:
            if self.hint_run is run:
                self.hint_run = None
                self.hint_state = {**run.view, "running": False}
        return h

    @operation
    def stop_hint(self) -> None:
        """Stop the hint under way after its current round of rollouts (it shows what it has)."""
        if self.hint_run is not None:
            self.hint_run.stop()

    # ------------------------------------------------------------ settings

    @operation
    def restart(self, /, seed: int | None = None, **choices: Any) -> None:
        """A new game: the same seed and settings unless given (DML: ``players``, ``mode``)."""
        if seed is not None:
            seed = read_whole(seed, "restart: seed")  # the seed box sends text
        given = {k: v for k, v in choices.items() if v is not None}
        # Built first: a bad seed or setting raises here and the game in play goes on.
        new = restarted(self.panel.pack, self.game, seed, given)
        h = self.history
        h.detach()
        h.game = new
        n = self.panel.pack.seat_count(new)
        if n != len(self.seat_modes):
            self.seat_modes = (self.seat_modes + [self.modes[-1]] * n)[:n]
        self.agents = [make_agent(self.panel.pack, new, s, md) for s, md in enumerate(self.seat_modes)]
        if h.view_as is not None and h.view_as >= n:
            h.view_as = None
        h.record()
        h.frontier = h.first_frontier()
        self._log_cache = None
        self.cursor = 0
        self.why = {}

    @operation
    def set_seat(self, seat: int, mode: str) -> None:
        """Who decides for ``seat``: one of the pack's seat modes ("person", "random", DML's "heuristic")."""
        s = self.check_seat(seat, "set_seat: seat")
        assert s is not None
        modes = self.modes
        if not isinstance(mode, str) or mode not in modes:
            raise ValueError(f"set_seat: unknown seat mode {short_repr(mode)}; use {', '.join(modes)}")
        self.seat_modes[s] = mode
        self.agents[s] = make_agent(self.panel.pack, self.game, s, mode)

    @operation
    def set_view(self, seat: int | str | None) -> None:
        """Show everything (None), only what ``seat`` may know, or what every seat knows alike
        (:data:`~.viewmodel.PUBLIC`, or "public")."""
        if isinstance(seat, str) and seat in ("", "all", "everything", "none", "null"):
            seat = None
        view_as = self.check_seat(seat, "set_view: seat", allow_none=True, allow_public=True)
        if view_as != self.view_as:
            self.why = {}  # an answer given under another view may show what this one may not know
        self.history.view_as = view_as

    @operation
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
                raise ValueError(
                    f"filter_log: round must be 'cursor', 'all' or a Round number, got {short_repr(round)}"
                )
        if round is not None and round != "cursor" and not (is_int(round) and 0 <= round <= 10**6):
            raise ValueError(
                f"filter_log: round must be 'cursor', None or a Round number (0 is the Setup), got {short_repr(round)}"
            )
        if isinstance(seat, str) and seat.strip() in ("", "all"):
            seat = None
        checked_seat = self.check_seat(seat, "filter_log: seat", allow_none=True)
        self.log_round = round
        self.log_seat = checked_seat

    # ------------------------------------------------------------ predict, then reveal

    @operation
    def set_predict(self, kinds: Sequence[str] | str | None = "all") -> None:
        """Predict, then reveal: before each step of these kinds ("all", a list, or None for off)
        the tutor stops and asks for a prediction; ``commit_prediction`` answers it. The score
        runs for the session (it survives switching the mode off and on)."""
        self.predict_kinds = check_kinds(self.panel, self.game, kinds)
        self.history.predict_kinds = self.predict_kinds
        self.history.record()

    @operation
    def commit_prediction(self, guess: Any) -> dict[str, Any]:
        """Commit a prediction for the question asked at the cursor; returns the reveal (also in
        ``predict``): right or not, the engine's answer and the rule ids to read."""
        q = self.history.question_at(self.cursor)
        if q is None:
            raise ValueError("commit_prediction: no prediction is asked at this step")
        if isinstance(guess, str) and len(guess) > _TEXT_MAX:
            raise ValueError(f"commit_prediction: a guess is at most {_TEXT_MAX} characters, got {len(guess):,}")
        try:
            r = self.scores.commit(q, guess)  # ValueError for a guess that is no answer
        except ValueError as e:
            raise ValueError(brief(str(e))) from None
        reveal = {
            "kind": q.kind,
            "ask_at": q.ask_at,
            "prompt": q.prompt,
            "guess": r.guess,
            "right": r.right,
            "answer": q.answer,
            "explanation": q.explanation,
            "rules": [{"id": rid, "title": self.catalog[rid].title if rid in self.catalog else rid} for rid in q.rules],
            "reveal_at": q.reveal_at,
        }
        self.history.answered[q.ask_at] = reveal
        return reveal


def check_kinds(panel: Panel, game: Driver[Any], kinds: Any) -> list[str]:
    """Predict mode's kinds: None or [] is off, "all" every kind of the pack, else a list."""
    if kinds is None or kinds == "off" or (isinstance(kinds, list | tuple) and len(kinds) == 0):
        return []
    if not isinstance(kinds, str | list | tuple):
        raise ValueError(f"predict: kinds must be 'all', a list of kinds or None, got {short_repr(kinds)}")
    known = panel.predict_kinds
    if not known:
        panel.predictor(game, [])  # the pack's refusal, naming it
    wanted = list(known) if kinds == "all" else [kinds] if isinstance(kinds, str) else list(kinds)
    for k in wanted:
        if not isinstance(k, str) or k not in known:
            raise ValueError(f"predict: unknown kind {short_repr(k)}, choose from {list(known)}")
    return wanted


def _start(game: Any, pack: Any, seed: Any) -> tuple[Pack, Driver[Any] | None]:
    """The pack to play and the game to adopt (None: a new game), from a session's arguments."""
    if isinstance(game, Driver):
        if seed is not None:
            raise ValueError("give either a game or a seed, not both")
        name = pack.name if isinstance(pack, Pack) else pack
        if name is not None and name != game.pack:
            raise ValueError(f"pack {short_repr(name)} does not match the game's pack {game.pack!r}")
        return games.get(game.pack), game
    if is_int(game):
        if seed is not None:
            raise ValueError("give the seed once")
        seed = game
    elif game is not None:
        raise ValueError(f"a tutor takes a game or a seed, got {short_repr(game)}")
    if seed is not None:
        read_seed(seed)
    if isinstance(pack, Pack):
        return pack, None
    if pack is None:
        raise ValueError(
            f"which game? give a game (TutorSession(game)) or a pack (pack='dml', seed=7): the packs are "
            f"{', '.join(games.PACKS)}"
        )
    if not isinstance(pack, str) or pack not in games.PACKS:
        raise ValueError(f"unknown game {short_repr(pack)}: the packs are {', '.join(games.PACKS)}")
    return games.get(pack), None
