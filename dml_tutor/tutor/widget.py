"""The tutor widget: step through a game of DML in Jupyter, one trace entry at a time.

The Tutor owns a :class:`~dml_tutor.games.dml.game.Game`. Every trace entry the engine records
gets a small snapshot of the table (through ``game.on_step``), so moving back and forth
through history is instant. Stepping past the end of the recorded history advances the
engine: an agent seat decides by itself, a person seat stops the tutor and shows the
decision as buttons.

Everything the front end shows is computed here and sent as traits (see
``docs/widget.md``); ``static/tutor.js`` only draws them and sends operations back as
custom messages ``{"op": name, "args": [...]}``, dispatched to the public methods of the
same name. No game logic runs in JavaScript.
"""

from __future__ import annotations

import bisect
import contextlib
import functools
import pathlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Concatenate, Final, ParamSpec, TypeVar

import anywidget
import traitlets

from ..core.trace import TraceEntry
from ..games.dml.actions import (
    SEAT_PREFIX,
    Action,
    Bid,
    ChooseZone,
    Declare,
    DeclareWin,
    GiveCard,
    Pass,
    Play,
    Reroll,
    Seize,
    Steal,
    TakeCard,
    zone_text,
)
from ..games.dml.agents import Agent, HeuristicAgent, RandomAgent
from ..games.dml.cards import RESOURCE_NAME, SUIT_SYMBOL, SUITS, Card, primary_buying, secondary_buying
from ..games.dml.dice import roll_name, success_probability
from ..games.dml.events import Event
from ..games.dml.game import Game, coerce_action
from ..games.dml.rules import catalog
from ..games.dml.sequences import Decision
from ..view import diagrams
from ..view.dml import SUIT_COLOR, card_json, sequence_html, warm_sequence_layouts
from ..view.render import render_html, renderer

__all__ = ["SEAT_MODES", "Tutor"]

SEAT_MODES: Final = ("person", "random", "heuristic")
#: Most log entries sent at once; longer filtered logs are windowed around the cursor.
LOG_LIMIT: Final = 400
_LOG_BLOCK: Final = 100
_STATIC: Final = pathlib.Path(__file__).parent / "static"
_SEEK_LIMIT: Final = 200_000


@functools.cache
def _viz_module() -> str:
    """viz.js (``static/viz/viz.js``, the npm package @viz-js/viz), read once per process."""
    return (_STATIC / "viz" / "viz.js").read_text(encoding="utf-8")


P = ParamSpec("P")
R = TypeVar("R")


# ---------------------------------------------------------------- snapshots


@dataclass(frozen=True, slots=True)
class _Snap:
    """The table right after one trace entry (zones share unchanged tuples with the previous snapshot)."""

    round: int
    dealer: int
    active: int | None
    event: dict[str, Any]
    zones: dict[str, tuple[str, tuple[str, ...]]]  # name -> (knowledge, card codes top first)
    attempt: dict[str, Any] | None
    stack: tuple[tuple[str, int, str, str], ...]  # (card, seat, kind, source), bottom first
    resolving: str | None
    affected: tuple[int, ...]


@dataclass(slots=True)
class _Record:
    """A decision point: where it is in the trace, the engine's Decision, and a few illegal examples."""

    index: int
    decision: Decision
    examples: list[tuple[Action, str]] = field(default_factory=list)


def _snapshot(game: Game, prev: _Snap | None) -> _Snap:
    v = game.view(None)
    old = prev.zones if prev else {}
    zones: dict[str, tuple[str, tuple[str, ...]]] = {}
    for name, z in v["zones"].items():
        item = (z["knowledge"], tuple(z["cards"] or ()))
        o = old.get(name)
        zones[name] = o if o == item and o is not None else item
    att = game.attempt
    attempt: dict[str, Any] | None = None
    if att is not None:
        tv = att.tv()
        attempt = {
            "seat": att.seat,
            "target": att.target,
            "suit": att.suit,
            "seizer": att.seizer,
            "black_market": att.is_black_market,
            "terms": tuple(tv.terms()),
            "total": tv.total,
        }
    event = v["event"]
    if prev is not None and prev.event == event:
        event = prev.event
    return _Snap(
        round=v["round"],
        dealer=v["dealer"],
        active=v["active"],
        event=event,
        zones=zones,
        attempt=attempt,
        stack=tuple((i.card.code, i.seat, i.kind, i.source) for i in game.stack),
        resolving=game.resolving.code if game.resolving else None,
        affected=tuple(sorted(game.affected)),
    )


# --------------------------------------------------------- reading actions


def _label(action: Action) -> str:
    """An action's printed form without the "seat N: " prefix (a button's text)."""
    return SEAT_PREFIX.sub("", str(action), count=1)


def _group(action: Action) -> str:
    if isinstance(action, Declare):
        kind = action.target.partition(":")[0]
        if kind == "stock":
            suit = action.target[6:]
            return f"Attempt: {RESOURCE_NAME[suit]} Stock {SUIT_SYMBOL[suit]}"
        if kind == "black_market":
            return "Attempt: Black Markets"
        if kind == "court":
            return "Attempt: Emblems in other Courts"
        return "Attempt: the Grand Opening card"
    if isinstance(action, Bid):
        bid_suit = action.cards[0].suit if action.cards else None
        name = f" ({RESOURCE_NAME[bid_suit]} {SUIT_SYMBOL[bid_suit]})" if bid_suit else ""
        return f"Bid {action.role.title()}{name}"
    if isinstance(action, Play):
        return "Play as an Ultimate Power" if action.kind == "power" else "Play as an Emblem"
    return {
        Pass: "Pass",
        Seize: "Lay a card face down",
        Reroll: "Dice",
        DeclareWin: "Instant win",
        ChooseZone: "Choose",
        TakeCard: "Take a card",
        GiveCard: "Give a card",
        Steal: "Steal",
    }.get(type(action), type(action).__name__)


def _plausible_illegal(game: Game, d: Decision) -> list[tuple[Action, str]]:
    """A few actions a new player might try that the rules refuse, with the engine's reason
    (the candidates are guessed from the table; ``game.why_not`` gives every reason)."""
    seat = d.seat
    hand = game.treasury[seat]
    cands: list[Action] = []
    if d.kind == "declare":
        if "Black Market Action" in d.prompt:
            cands += [Declare(seat, f"stock:{s}", (game.stocks[s][0],)) for s in SUITS if game.stocks[s]][:1]
        else:
            full = [s for s in SUITS if len(game.stocks[s]) >= 2]
            if full:
                s = max(full, key=lambda s: sum(c.face_value for c in game.stocks[s]))
                cands.append(Declare(seat, f"stock:{s}", tuple(game.stocks[s])))
            cands += [Declare(seat, f"court:{seat}", (c,)) for c in game.court[seat][:1]]
            ev = game.event_card
            if ev is not None and ev.rank != "T":
                cands.append(Declare(seat, "event", (ev,)))
    elif d.kind == "bid" and game.attempt is not None and game.attempt.suit is not None:
        att = game.attempt
        res = [c for c in hand if c.is_resource]
        wrong = [c for c in res if c.suit not in (att.primary, att.secondary)]
        cands += [Bid(seat, (c,), "primary") for c in wrong[:1]]
        banned = [c for c in res if c.suit == att.primary and not game.event.may_bid(c)]
        cands += [Bid(seat, (c,), "primary") for c in banned[:1]]
        sec = [c for c in res if c.suit == att.secondary]
        if sec and (seat != att.seat or att.seizer is None):
            cands.append(Bid(seat, (sec[0],), "secondary"))
    elif d.kind == "seize":
        cands += [Seize(seat, c) for c in hand if c.is_egg][:1]
    elif d.kind == "play":
        cands += [Play(seat, c, "emblem") for c in hand if c.is_resource and not c.is_court][:1]
        if seat in game.no_powers:
            cands += [Play(seat, c, "power") for c in hand if c.is_character][:1]
    out: list[tuple[Action, str]] = []
    for a in cands:
        if a in d.actions:
            continue
        why = game.why_not(a)
        if why:
            out.append((a, why))
    return out[:3]


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
    """Step through a game of Dragon's Money Laundering, with the rules beside every step.

    >>> t = Tutor(seed=7)                      # seat 0 is you, the others heuristic agents
    >>> t.step(); t.run_to_decision(); t.choose(0)

    ``Tutor(game)`` adopts an existing game; ``Tutor.from_position(dict)`` starts from a
    position. Options: ``players`` (3 or 4), ``mode`` ("full" or "quickstart"),
    ``seats`` (one of "person", "random", "heuristic" per seat, or one for all) and
    ``view_as`` (None shows everything, a seat shows only what that seat may know).
    """

    _esm = _STATIC / "tutor.js"
    _css = _STATIC / "tutor.css"

    #: Lay out upcoming sequence diagrams in a background thread (the engine records ahead
    #: to the next decision, so the coming paths are known); False renders only on demand.
    prefetch_diagrams: ClassVar[bool] = True
    #: Send the diagrams as DOT text for the front end to draw with viz.js (Graphviz in
    #: WebAssembly), taking the layout off the kernel's step. Always so when the kernel has
    #: no Graphviz (JupyterLite, or no graphviz-pure installed); True asks for it everywhere.
    browser_diagrams: ClassVar[bool] = False

    view = traitlets.Dict(
        help="Everything the front end draws for the step under the cursor: game, step (breadcrumb, "
        "narration, dice, rules, rulings), table, seats, attempt, stack, decision, nav, status."
    ).tag(sync=True)
    sequence_svg = traitlets.Unicode(
        "", help="The rulebook sequence tree with the cursor's path highlighted (inline SVG, cached)."
    ).tag(sync=True)
    wheel_svg = traitlets.Unicode(
        "", help="The Wheel of Profit, the Acquisition Attempt's target type highlighted (inline SVG, cached)."
    ).tag(sync=True)
    browser_render = traitlets.Bool(
        False, help="True: the front end draws sequence_dot and wheel_dot itself (the *_svg traits are empty)."
    ).tag(sync=True)
    sequence_dot = traitlets.Unicode("", help="The sequence tree as DOT text, when browser_render (else empty).").tag(
        sync=True
    )
    wheel_dot = traitlets.Unicode("", help="The Wheel of Profit as DOT text, when browser_render (else empty).").tag(
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
    cursor = traitlets.Int(0, help="Index of the trace entry shown (0 .. length - 1).").tag(sync=True)
    length = traitlets.Int(0, help="Number of recorded trace entries (the history slider's range).").tag(sync=True)
    seats = traitlets.List(
        traitlets.Unicode(), help="Who decides for each seat: 'person', 'random' or 'heuristic'."
    ).tag(sync=True)
    view_as = traitlets.Int(
        None, allow_none=True, help="Whose knowledge the table shows: null for everything, else a seat."
    ).tag(sync=True)
    error = traitlets.Unicode("", help="Why the last operation failed or could not move (empty after a success).").tag(
        sync=True
    )
    why = traitlets.Dict(help="Answer to the last why_not question: {query, legal, answer}.").tag(sync=True)

    def __init__(
        self,
        game: Game | int | None = None,
        *,
        seed: int | None = None,
        players: int = 4,
        mode: str = "full",
        seats: str | Sequence[str] | None = None,
        view_as: int | None = None,
        options: dict[str, Any] | None = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        if isinstance(game, Game):
            if seed is not None:
                raise ValueError("give either a game or a seed, not both")
            g = game
        else:
            if isinstance(game, int) and not isinstance(game, bool):
                if seed is not None:
                    raise ValueError("give the seed once")
                seed = game
            elif game is not None:
                raise ValueError(f"Tutor() takes a Game or a seed, got {game!r}")
            g = None
        self._notice = ""
        self._warmed = 0  # trace entries whose diagrams were queued for the background layout
        self._snaps: list[_Snap] = []
        self._records: list[_Record] = []
        self._log_round: str | int | None = "cursor"
        self._log_seat: int | None = None
        self._log_cache: tuple[tuple[Any, ...], list[int], dict[int, list[dict[str, Any]]]] | None = None
        if g is None:
            g = Game(players, 0 if seed is None else seed, mode, options=options)
        self.game = g
        self._record()
        self._seat_modes = self._normalise_seats(seats, g.players)
        self._agents: list[Agent | None] = [self._make_agent(s, m) for s, m in enumerate(self._seat_modes)]
        self._view_as = self._check_seat(view_as, allow_none=True)
        self._cursor = 0
        self.on_msg(self._on_front_end_msg)
        self._refresh()

    @classmethod
    def from_position(cls, position: dict[str, Any] | str, **kwargs: Any) -> Tutor:
        """A tutor starting from a described position (see docs/formats.md)."""
        return cls(Game.from_position(position), **kwargs)

    # ------------------------------------------------------------ recording

    def _on_step(self, entry: TraceEntry) -> None:
        n = len(self._snaps)
        if entry.index < n:
            return  # replaying history the tutor already holds
        if entry.index != n:
            raise RuntimeError(f"tutor lost track of the trace: entry {entry.index}, expected {n}")
        self._snaps.append(_snapshot(self.game, self._snaps[-1] if self._snaps else None))

    def _after_advance(self) -> None:
        g = self.game
        if self.prefetch_diagrams and not self.browser_diagrams:
            warm_sequence_layouts([e.path for e in g.trace[self._warmed :]])
            self._warmed = len(g.trace)
        d = g.pending
        if d is not None:
            i = len(g.trace) - 1
            k = len(g.decisions)
            if k == len(self._records):
                self._records.append(_Record(i, d, _plausible_illegal(g, d)))
            else:
                self._records[k] = _Record(i, d, _plausible_illegal(g, d))
        elif g.is_over and self._snaps:
            # the last step's snapshot was taken before the result (and the Kings' reveal)
            self._snaps[-1] = _snapshot(g, self._snaps[-2] if len(self._snaps) > 1 else None)

    def _record(self) -> None:
        """Record the game from its start: replay it with the hook on, decision by decision (the
        hook cannot be given to ``Game()``: it would fire before the tutor holds the game)."""
        g = self.game
        decisions = list(g.decisions)
        self._warmed = 0
        self._snaps = []
        self._records = []
        self._log_cache = None
        g.tracing = True
        g.on_step = self._on_step
        g.replay([])
        self._after_advance()
        for d in decisions:
            g.apply(d)
            self._after_advance()

    def _make_agent(self, seat: int, mode: str) -> Agent | None:
        seed = self.game.seed * 7919 + seat
        if mode == "random":
            return RandomAgent(seed)
        if mode == "heuristic":
            return HeuristicAgent(seed)
        return None

    @staticmethod
    def _normalise_seats(seats: str | Sequence[str] | None, players: int) -> list[str]:
        if seats is None:
            return ["person"] + ["heuristic"] * (players - 1)
        if not isinstance(seats, str | list | tuple):
            raise ValueError(f"seats: a mode for all ('heuristic') or a list of {players}, got {seats!r}")
        names = [seats] * players if isinstance(seats, str) else list(seats)
        if len(names) != players:
            raise ValueError(f"seats: need {players} entries (one per seat), got {len(names)}")
        for n in names:
            if n not in SEAT_MODES:
                raise ValueError(f"seats: unknown mode {n!r}; use {', '.join(SEAT_MODES)}")
        return names

    def _check_seat(self, seat: Any, *, allow_none: bool = False) -> int | None:
        if seat is None and allow_none:
            return None
        if isinstance(seat, str) and seat.strip().lstrip("-").isdigit():
            seat = int(seat)
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.game.players:
            raise ValueError(f"no seat {seat!r}: seats are 0..{self.game.players - 1}")
        return seat

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
        for _ in range(_SEEK_LIMIT):
            j = i + 1
            if j >= len(self.game.trace) and not self._advance_engine():
                break
            i = j
            if stop(i):
                break
        moved = i != self._cursor
        self._cursor = i
        if not moved:
            self._notice = self._blocked_reason()
        return moved

    def _blocked_reason(self) -> str:
        g = self.game
        if self._cursor < len(g.trace) - 1:
            return ""
        if g.is_over:
            return "The game is over: there is no next step. Restart, or go Back through the history."
        d = g.pending
        if d is not None:
            return f"Seat {d.seat} must decide first: choose one of the actions below."
        return ""

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
        """Forward to the next decision of a person seat (of any seat when no seat is a person)."""
        persons = {s for s, m in enumerate(self._seat_modes) if m == "person"}

        def stop(j: int) -> bool:
            e = self.game.trace[j]
            return e.kind == "decision" and (not persons or e.seat in persons)

        return self._seek(stop)

    @_operation
    def run_to_end(self) -> bool:
        """Forward to the last step of the game, stopping early where a person must decide."""
        return self._seek(lambda j: False)

    @_operation
    def back(self) -> bool:
        """One entry back through the recorded history."""
        if self._cursor == 0:
            self._notice = "This is the first step of the game."
            return False
        self._cursor -= 1
        return True

    @_operation
    def forward(self) -> bool:
        """One entry forward through the recorded history (never runs the engine; Step does)."""
        if self._cursor >= len(self.game.trace) - 1:
            self._notice = "No recorded step after this one: use Step to play on."
            return False
        self._cursor += 1
        return True

    @_operation
    def goto(self, n: int) -> None:
        """Jump to trace entry ``n`` of the recorded history (negative counts from the end)."""
        if isinstance(n, str) and n.strip().lstrip("-").isdigit():
            n = int(n)
        if not isinstance(n, int) or isinstance(n, bool):
            raise ValueError(f"goto needs a step number, got {n!r}")
        length = len(self.game.trace)
        if not -length <= n < length:
            raise ValueError(f"no step {n}: the history holds steps 0..{length - 1}")
        self._cursor = n % length

    # ------------------------------------------------------------ decisions

    def _record_at(self, i: int) -> tuple[int, _Record] | None:
        """(ordinal, record) of the decision entry at trace index ``i``, if it is one."""
        idx = [r.index for r in self._records]
        k = bisect.bisect_left(idx, i)
        if k < len(self._records) and self._records[k].index == i:
            return k, self._records[k]
        return None

    def _game_at(self, k: int) -> Game:
        """A trace-less copy of the game at decision ``k`` (to ask why_not about the past)."""
        g = self.game
        h = Game(g.players, g.seed, g.mode, options=g.options, trace=False, position=g.position)
        for a in g.decisions[:k]:
            h.apply(a)
        return h

    def _resolve(self, action: Action | str | int | dict[str, Any], rec: _Record) -> Action:
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
                if text in (str(a), _label(a)):
                    return a
            for a, _ in rec.examples:
                if text in (str(a), _label(a)):
                    return a
        return coerce_action(action, d)
        raise ValueError(f"not an action: {action!r}")

    def _current_record(self) -> tuple[int, _Record]:
        found = self._record_at(self._cursor)
        if found is None:
            e = self.game.trace[self._cursor]
            raise ValueError(f"step {e.index} is not a decision: nobody chooses here (use Run to next decision)")
        return found

    @_operation
    def choose(self, action: Action | str | int | dict[str, Any]) -> None:
        """Take a decision at the step under the cursor: an Action, its printed text, or its index
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
                g.replay(keep)  # the hook skips the steps it already holds
                self._warmed = min(self._warmed, len(g.trace))
                if len(g.trace) != rec.index + 1:  # pragma: no cover - the engine is deterministic
                    self._record()
                g.apply(act)
                self._after_advance()
        self._cursor = rec.index + 1

    @_operation
    def why_not(self, action: Action | str | int | dict[str, Any]) -> str | None:
        """Why the rules refuse this action at the decision under the cursor (None if it is legal).
        The answer also goes to the ``why`` trait."""
        query = action if isinstance(action, str) else str(action)
        try:
            k, rec = self._current_record()
            act = self._resolve(action, rec)
            query = str(act)
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
            self.why = {"query": query, "legal": False, "answer": answer}
            return answer
        self.why = {
            "query": query,
            "legal": answer is None,
            "answer": answer or f"{query} is allowed here.",
        }
        return answer

    # ------------------------------------------------------------ settings

    @_operation
    def restart(self, seed: int | None = None, *, players: int | None = None, mode: str | None = None) -> None:
        """A new game (the same seed when none is given; players and mode as before unless given)."""
        g = self.game
        if isinstance(seed, str):  # the seed box sends text
            if not seed.strip().lstrip("-").isdigit():
                raise ValueError(f"seed must be a whole number, got {seed!r}")
            seed = int(seed)
        n = g.players if players is None else players
        m = g.mode if mode is None else mode
        position = g.position if (n, m) == (g.players, g.mode) else None
        # Built first: a bad seed, players or mode raises here and the game in play goes on.
        new = Game(n, g.seed if seed is None else seed, m, options=g.options, position=position)
        g.on_step = None
        self.game = new
        if n != len(self._seat_modes):
            self._seat_modes = (self._seat_modes + ["heuristic"] * n)[:n]
        self._agents = [self._make_agent(s, md) for s, md in enumerate(self._seat_modes)]
        if self._view_as is not None and self._view_as >= n:
            self._view_as = None
        self._record()
        self._cursor = 0
        self.why = {}

    @_operation
    def set_seat(self, seat: int, mode: str) -> None:
        """Who decides for ``seat``: "person", "random" or "heuristic"."""
        s = self._check_seat(seat)
        assert s is not None
        if mode not in SEAT_MODES:
            raise ValueError(f"unknown seat mode {mode!r}; use {', '.join(SEAT_MODES)}")
        self._seat_modes[s] = mode
        self._agents[s] = self._make_agent(s, mode)

    @_operation
    def set_view(self, seat: int | None) -> None:
        """Show everything (None) or only what ``seat`` may know."""
        if isinstance(seat, str) and seat in ("", "all", "everything", "none", "null"):
            seat = None
        self._view_as = self._check_seat(seat, allow_none=True)

    @_operation
    def filter_log(self, round: int | str | None = "cursor", seat: int | str | None = None) -> None:
        """Which log entries to send: ``round`` "cursor" (the cursor's Round), None (all) or a
        number (0 is the Setup); ``seat`` None (all) or a seat."""
        if isinstance(round, str) and round not in ("cursor",):
            round = None if round in ("", "all") else int(round)
        if isinstance(seat, str):
            seat = None if seat in ("", "all") else int(seat)
        self._log_round = round
        self._log_seat = self._check_seat(seat, allow_none=True)

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
        i = self._cursor
        entry = g.trace[i]
        view = self._build_view(i)
        snap = self._snaps[i]
        att = snap.attempt
        wheel_target = att["suit"] if att and not att["black_market"] else None
        log, log_filter = self._build_log(i)
        with self.hold_sync():
            self.view = view
            browser = self.browser_diagrams or renderer() == "none"
            if browser and not self.viz_module:
                self.viz_module = _viz_module()
            self.browser_render = browser
            self.sequence_svg = "" if browser else sequence_html(entry.path)
            self.wheel_svg = "" if browser else render_html(diagrams.wheel_dot(wheel_target))
            self.sequence_dot = diagrams.sequence_dot(entry.path) if browser else ""
            self.wheel_dot = diagrams.wheel_dot(wheel_target) if browser else ""
            self.decisions = self._build_decisions(i)
            self.log = log
            self.log_filter = log_filter
            self.cursor = i
            self.length = len(g.trace)
            self.seats = list(self._seat_modes)
            self.view_as = self._view_as
            self.error = self._notice

    def _visible(self, name: str, knowledge: str) -> bool:
        seat = self._view_as
        if seat is None or knowledge in ("open", "implied"):
            return True
        if knowledge == "private":
            # Private zones end in their owner's seat: treasury:2, king:2, pending:seize:2.
            return name.rsplit(":", 1)[-1] == str(seat)
        return False

    def _cards(self, snap: _Snap, name: str, mods: Event | None = None) -> list[dict[str, Any]] | None:
        knowledge, codes = snap.zones.get(name, ("open", ()))
        if not self._visible(name, knowledge):
            return None
        if mods is not None:
            return [card_json(c, mods.market_modifier(Card.parse(c))) for c in codes]
        return [card_json(c) for c in codes]

    def _text(self, i: int) -> str:
        """The entry's sentence; with view_as, actions that name another seat's private card are redacted.

        Step texts are public by design; only action entries (what a seat chose) can name a
        private card, so only they are rewritten here.
        """
        e = self.game.trace[i]
        seat = self._view_as
        if seat is None or e.kind != "action":
            return e.text
        a = e.action
        if isinstance(a, Seize) and a.seat != seat:
            return f"seat {a.seat}: lay a card face down (Seize Attempt)"
        if isinstance(a, GiveCard) and seat not in (a.seat, a.to):
            return f"seat {a.seat}: give a card to seat {a.to}"
        if isinstance(a, TakeCard) and a.seat != seat:
            return f"seat {a.seat}: take a card"
        return e.text

    @staticmethod
    def _rules(ids: Sequence[str]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
        cat = catalog()

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
            if rid[:2] in ("R-", "P-"):
                rulings.append(one(rid, True))
            else:
                item = one(rid, True)
                r = cat.get(rid)
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
        snap = self._snaps[i]
        last = i == len(g.trace) - 1
        found = self._record_at(i)
        ev = snap.event
        event = Event(ev["type"], ev["value"])

        rules, rulings = self._rules(e.rules)
        dice = None
        if e.dice is not None:
            a, b = e.dice
            dice = {"a": a, "b": b, "total": a + b, "name": roll_name(a, b)}
        step = {
            "index": i,
            "kind": e.kind,
            "seat": e.seat,
            "round": e.round,
            "breadcrumb": [{"name": f.name, "label": f.label} for f in e.path],
            "text": self._text(i),
            "dice": dice,
            "rules": rules,
            "rulings": rulings,
        }

        z = snap.zones
        stocks = [
            {
                "suit": s,
                "symbol": SUIT_SYMBOL[s],
                "resource": RESOURCE_NAME[s],
                "color": SUIT_COLOR[s],
                "bought_with": RESOURCE_NAME[primary_buying(s)],
                "bought_with_suit": primary_buying(s),
                "cards": self._cards(snap, f"stock:{s}", event),
            }
            for s in SUITS
        ]
        hoard = z["hoard"][1]
        pending = {}
        for name in ("set_aside", "drawn"):
            key = f"pending:{name}"
            if key in z:
                pending[name] = {"count": len(z[key][1]), "cards": self._cards(snap, key)}
        table = {
            "stocks": stocks,
            "black_markets": [
                {"id": int(n.split(":")[1]), "count": len(cards)}
                for n, (_, cards) in z.items()
                if n.startswith("black_market:")
            ],
            "event": {
                "card": card_json(ev["card"]) if ev["card"] else None,
                "type": ev["type"],
                "value": ev["value"],
                "player_effect": ev["player_effect"] if g.mode == "full" else None,
                "market_effect": ev["market_effect"],
                "rule": event.rule,
                "affected": list(snap.affected),
            },
            "hoard": {"count": len(hoard), "top": card_json(hoard[0]) if hoard else None},
            "nest": len(z["nest"][1]),
            "exile": len(z["exile"][1]),
            "deck": len(z["deck"][1]),
            "pending": pending,
            "full": g.mode == "full",
        }

        deciding = e.seat if e.kind == "decision" else None
        result = g.result if (last and g.is_over) else None
        seats = []
        for s in range(g.players):
            tk, tcodes = z[f"treasury:{s}"]
            kk, kcodes = z.get(f"king:{s}", ("private", ()))
            seize_key = f"pending:seize:{s}"
            seize = None
            if seize_key in z:
                seize = {"cards": self._cards(snap, seize_key)}
            item: dict[str, Any] = {
                "seat": s,
                "mode": self._seat_modes[s],
                "dealer": s == snap.dealer,
                "active": s == snap.active,
                "deciding": s == deciding,
                "affected": s in snap.affected,
                "court": self._cards(snap, f"court:{s}"),
                "treasury": {
                    "count": len(tcodes),
                    "cards": [card_json(c) for c in sorted(tcodes, key=lambda c: Card.parse(c).order)]
                    if self._visible(f"treasury:{s}", tk)
                    else None,
                },
                "king": {
                    "card": card_json(kcodes[0]) if kcodes and self._visible(f"king:{s}", kk) else None,
                    "count": len(kcodes),
                    "revealed": kk == "open",
                },
                "seize": seize,
            }
            if result is not None and result.scores:
                sc = result.scores[s]
                item["score"] = {"total": sc.total, "lines": sc.lines(), "eggs": sc.eggs}
            seats.append(item)

        attempt = None
        if snap.attempt is not None:
            at = snap.attempt
            total = at["total"]
            p = success_probability(total)
            suit = at["suit"]
            attempt = {
                "seat": at["seat"],
                "target": at["target"],
                "target_text": zone_text(at["target"]),
                "black_market": at["black_market"],
                "seizer": at["seizer"],
                "terms": [{"label": label, "amount": amount} for label, amount in at["terms"]],
                "total": total,
                "probability": {"fraction": str(p), "percent": f"{float(p):.1%}", "value": float(p)},
                "declared": self._cards(snap, "pending:declared") or [],
                "bids": {
                    k: self._cards(snap, f"pending:{k}") or []
                    for k in ("active_primary", "active_secondary", "seizer_primary")
                },
                "type": None
                if suit is None
                else {
                    "suit": suit,
                    "symbol": SUIT_SYMBOL[suit],
                    "resource": RESOURCE_NAME[suit],
                    "primary": {"suit": primary_buying(suit), "resource": RESOURCE_NAME[primary_buying(suit)]},
                    "secondary": {
                        "suit": secondary_buying(suit),
                        "resource": RESOURCE_NAME[secondary_buying(suit)],
                    },
                },
            }

        stack = [
            {"card": card_json(code), "seat": seat, "kind": kind, "source": source}
            for code, seat, kind, source in snap.stack
        ]
        if snap.resolving:
            stack.append({"card": card_json(snap.resolving), "seat": None, "kind": "resolving", "source": ""})

        decision = None
        if found is not None:
            k, rec = found
            d = rec.decision
            chosen = g.decisions[k] if k < len(g.decisions) else None
            decision = {
                "seat": d.seat,
                "mode": self._seat_modes[d.seat],
                "kind": d.kind,
                "prompt": d.prompt,
                "rules": [{"id": r, "title": catalog()[r].title if r in catalog() else r} for r in d.rules],
                "live": chosen is None,
                "chosen": self._text(i + 1) if chosen is not None and i + 1 < len(g.trace) else None,
                "hidden": self._view_as is not None and self._view_as != d.seat,
                "count": len(d.actions),
            }

        waiting = None
        if last and not g.is_over and g.pending is not None and self._seat_modes[g.pending.seat] == "person":
            waiting = g.pending.seat
        nav = {
            "can_back": i > 0,
            "can_forward": not last,
            "at_end": last,
            "can_step": not last or (not g.is_over and waiting is None),
            "waiting": waiting,
            "over": g.is_over,
        }
        res = None
        if result is not None:
            res = {
                "winner": result.winner,
                "reason": result.reason,
                "text": (
                    f"Seat {result.winner} wins"
                    if result.winner is not None
                    else "Nobody wins (a tie in points and Dragon Eggs)"
                )
                + {"victory_points": " on Victory Points", "monopoly": " by Monopoly"}.get(
                    result.reason, " as Father of Dragons"
                )
                + ".",
            }
        return {
            "game": {
                "seed": g.seed,
                "players": g.players,
                "mode": g.mode,
                "mode_name": g.mode_name,
                "position": g.position is not None,
                "result": res,
            },
            "step": step,
            "table": table,
            "seats": seats,
            "attempt": attempt,
            "stack": stack,
            "decision": decision,
            "nav": nav,
            "status": self._status(i, waiting),
            "view_as": self._view_as,
        }

    def _status(self, i: int, waiting: int | None) -> str:
        g = self.game
        n = len(g.trace)
        where = f"Step {i + 1} of {n} recorded"
        if waiting is not None:
            return f"{where}. Seat {waiting} must decide."
        if i == n - 1 and g.is_over:
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
        out = [
            {
                "index": n,
                "text": str(a),
                "label": _label(a),
                "group": _group(a),
                "legal": True,
                "why": None,
                "chosen": a == chosen,
            }
            for n, a in enumerate(rec.decision.actions)
        ]
        out += [
            {
                "index": None,
                "text": str(a),
                "label": _label(a),
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
        key = (rnd, seat, len(trace), len(g.decisions), self._view_as)
        if self._log_cache is None or self._log_cache[0] != key:
            matches = [e.index for e in trace if (rnd is None or e.round == rnd) and (seat is None or e.seat == seat)]
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
            for j in matches[first : first + LOG_LIMIT]:
                e = trace[j]
                rows.append(
                    {
                        "i": j,
                        "round": e.round,
                        "seat": e.seat,
                        "kind": e.kind,
                        "text": self._text(j),
                        "dice": list(e.dice) if e.dice else None,
                        "roll": roll_name(*e.dice) if e.dice else None,
                        "depth": len(e.path),
                    }
                )
            windows.clear()
            windows[first] = rows
        rows = windows[first]
        filt = {
            "round": self._log_round,
            "seat": seat,
            "rounds": trace[-1].round,
            "total": total,
            "first": first,
            "shown": len(rows),
        }
        return rows, filt
