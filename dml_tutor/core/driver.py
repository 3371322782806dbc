"""The driver every game pack shares: run the sequences from decision to decision,
record the trace, refuse illegal actions, take back, replay, copy, save and load.

A pack subclasses :class:`Driver`, sets its table up in :meth:`Driver._new_table`,
returns its outermost sequence from :meth:`Driver._play`, and says how to read an action
(:meth:`Driver._coerce`, usually the pack's :class:`~dml_tutor.core.actions.Moves` reader)
and why one is refused (:meth:`Driver._explain`). The driver records each decision step
itself when a sequence yields a :class:`~dml_tutor.core.sequence.Decision` (the pack says
how it reads, :meth:`Driver._narrate`), so a sequence only yields. A game ends one way in every pack: a
sequence records the result with :meth:`Driver.end` and raises the ``GameOver`` it gives
(or the outermost sequence returns). Save files hold what replays a game (the pack's
settings and the decisions), never pickled state.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Generator, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, Protocol, Self, TypeGuard, TypeVar

from .inputs import load_json, short_repr
from .native import mypyc_attr
from .outcome import GameOver, Outcome
from .sequence import Decision, Nest, count
from .text import Text, say
from .trace import Frame, TraceEntry

SAVE_FORMAT = "dml-tutor-save"


class Move(Protocol):
    """What the driver needs of a pack's actions: who decides, and a JSON record for saves."""

    @property
    def seat(self) -> int: ...

    def to_json(self) -> dict[str, Any]: ...


#: A pack's action type.
A = TypeVar("A", bound=Move)


def is_int(v: object) -> TypeGuard[int]:
    """An int that is not a bool (JSON's true is not a seat or a count)."""
    return isinstance(v, int) and not isinstance(v, bool)


class IllegalActionError(ValueError):
    """An action the rules do not allow now; ``rules`` names the rule ids that forbid it,
    ``text`` says why, ``remedy`` what would make it legal (None: nothing to do now)."""

    def __init__(self, message: Text, rules: Iterable[str] = (), remedy: Text | None = None) -> None:
        self.rules = tuple(rules)
        self.text = message
        self.remedy = remedy
        #: The refusal as a page shows it, read in the page's language: the text and the rule
        #: ids it cites (``str()`` of the error is its English).
        self.said: Text = say("refusal-illegal", reason=message, rules=", ".join(self.rules)) if self.rules else message
        super().__init__(f"{message} [{', '.join(self.rules)}]" if self.rules else str(message))


@dataclass(frozen=True)
class Reason:
    """Why the rules refuse a move, as data (:meth:`Driver.reason`): the rule ids, our text,
    and what would make it legal where the rules allow a remedy (None otherwise)."""

    rules: tuple[str, ...]
    text: Text
    remedy: Text | None = None


@mypyc_attr(allow_interpreted_subclasses=True)
class Driver(Nest, Generic[A]):
    """A game of some pack, stepped decision by decision (see the module doc)."""

    #: The pack's name, written into save files ("chess").
    pack: ClassVar[str] = ""
    #: The save-file version this pack writes and reads.
    save_version: ClassVar[int] = 1
    #: Older save-file versions this pack still reads, each brought up to date by
    #: :meth:`_upgrade` (a ruling that added a decision: the old file's games replay as played).
    reads_versions: ClassVar[tuple[int, ...]] = ()
    #: Whether a save file that names no game is this pack's (files from before packs).
    reads_unnamed_saves: ClassVar[bool] = False
    #: The rule id cited when an action comes after the end of the game.
    end_rule: ClassVar[str] = ""
    #: Whether a decision with a single action is taken without asking (its step reads
    #: "... (the only choice)", and it is no decision of the save file). No by default.
    takes_only_choice: ClassVar[bool] = False
    #: Notebook HTML views by pack name (``Pack.view``, imported on first display).
    html_views: ClassVar[dict[str, Callable[[Any], str]]] = {}
    #: Called with every game's every new trace entry while registered (rule coverage of a
    #: notebook or a test run: ``dml_tutor.lab.Coverage.record``). Empty by default.
    watchers: ClassVar[list[Callable[[Driver[Any], TraceEntry], None]]] = []

    # tracing, frames and frame_serial are declared on Nest (what a sequence reads)
    on_step: Callable[[TraceEntry], None] | None
    on_advance: Callable[[], None] | None
    result: Any
    round: int

    def _start(self, *, trace: object, on_step: object) -> None:
        """Call at the end of the pack's ``__init__``, once its settings are stored."""
        if not isinstance(trace, bool):
            raise ValueError(f"trace must be True or False, got {trace!r}")
        if on_step is not None and not callable(on_step):
            raise ValueError(f"on_step must be a function of one trace entry, got {on_step!r}")
        self.tracing = trace
        #: Called with every new trace entry (the tutor snapshots the table there), from
        #: the very first step, and again for every step of a replay.
        self.on_step = on_step
        #: Called after every advance of the game (its start, every decision taken, a
        #: replay's every step): the tutor's history notes the new decision point there.
        self.on_advance = None
        self._only_choice: bool = self.takes_only_choice  # read once: a native attribute when compiled
        self._gen: Generator[Decision[A], A, Any] | None = None
        self._reset()

    # ------------------------------------------------------------ for the pack

    def _new_table(self) -> None:
        """Set every piece of the pack's state to the start of the game (or position)."""
        raise NotImplementedError

    def _play(self) -> Generator[Decision[A], A, Any]:
        """The outermost sequence, a fresh generator."""
        raise NotImplementedError

    def _coerce(self, action: Any, decision: Decision[A]) -> A:
        """Any accepted form of an action as the pack's action; unreadable input is an
        :class:`IllegalActionError` naming what is wrong."""
        raise NotImplementedError

    def _out_of_turn(self, decision: Decision[A]) -> Sequence[A]:
        """Actions other seats may take while ``decision`` waits (a claim any player may
        make at any moment); none by default. They are not among :meth:`legal_actions`."""
        return ()

    def _allows(self, decision: Decision[A], action: A) -> bool:
        """Whether a readable action that is not among the offered ones is legal all the same.
        No by default. A pack whose moves carry free amounts (damage: any number) offers a
        finite sample as the decision's actions and says yes here to every legal move."""
        return False

    def _private(self, decision: Decision[A], action: A) -> bool:
        """Whether taking ``action`` at ``decision`` is seen by its seat only (default no)."""
        return False

    def _offer(self, decision: Decision[A]) -> Decision[A]:
        """The decision as offered, from the one a sequence yields: a pack may add what any
        decision offers (a claim its seat may make at any of its decisions). Unchanged by default."""
        return decision

    def _asks_alone(self, decision: Decision[A]) -> bool:
        """Whether a decision with a single action is asked all the same where the pack
        takes single choices without asking (every seat asked alike, so that nobody can
        tell who had a choice). No by default."""
        return False

    def _narrate(self, decision: Decision[A]) -> Text:
        """The decision step's sentence (of the decision the sequence yielded)."""
        return say("step-decides", seat=decision.seat, prompt=decision.said_prompt)

    def _said(self, action: A) -> Text:
        """What the record says a seat did: the action's text by default; a pack may say it
        as a message, so each reader reads it in their language."""
        return str(action)

    def _asked_privately(self, decision: Decision[A]) -> bool:
        """Whether the question itself is seen by its seat only (default no)."""
        return False

    def _taken(self, decision: Decision[A], action: A) -> None:
        """Called with every action taken at an offered decision before the sequence gets it:
        a pack may settle here an action every decision offers (a claim that ends the
        game raises the ``GameOver`` it gives). Nothing by default."""

    def _explain(self, decision: Decision[A], action: A) -> tuple[Text, tuple[str, ...]]:
        """Why a readable action is not one of the decision's: a sentence and rule ids."""
        return say("why-not-a-choice", action=self._said(action), prompt=decision.said_prompt), decision.rules

    def _remedy(self, decision: Decision[A], action: A) -> Text | None:
        """What would make a refused action legal, where the rules allow a remedy (None by default)."""
        return None

    def _settings(self) -> dict[str, Any]:
        """What, beside the decisions, a save file needs to rebuild the game."""
        raise NotImplementedError

    @classmethod
    def _from_settings(cls, data: dict[str, Any], *, trace: bool) -> Self:
        """A new game from a save file's settings (checked: a bad field is a ``ValueError``)."""
        raise NotImplementedError

    @classmethod
    def _upgrade(cls, data: dict[str, Any], version: int) -> dict[str, Any]:
        """A save file of an older version (one of :attr:`reads_versions`) as the current
        version reads it; unchanged by default."""
        return data

    @property
    def outcome(self) -> Outcome | None:
        """How the game ended, as the core's :class:`Outcome` (None while it runs): the
        result itself if it is one, else its ``outcome``."""
        result = self.result
        if result is None:
            return None
        if isinstance(result, Outcome):
            return result
        out: Outcome = result.outcome
        return out

    def end(self, result: Any) -> GameOver:
        """Record how the game ended (``is_over`` from now on) and give the
        :class:`~dml_tutor.core.outcome.GameOver` that ends it at once: ``raise
        g.end(result)`` from any depth of sequences, or just return from the outermost
        sequence. Steps recorded before the raise still show (their snapshot: the game over)."""
        self.result = result
        return GameOver(result)

    # ------------------------------------------------------------ the run

    def _reset(self) -> None:
        old = self._gen
        if old is not None:
            old.close()  # unwind the old run's sequences before the new one starts
        self.frames = []
        self.frame_serial = 0  # counts sequence instances (Frame.serial)
        self.trace: list[TraceEntry] = []
        self.decisions: list[A] = []
        self.result = None
        self.round = 0
        self._new_table()
        self._gen = self._play()
        self._pending: Decision[A] | None = None
        self._advance(None)

    def _advance(self, action: A | None) -> None:
        """Send ``action`` in (None starts the run) and run to the next decision offered,
        recording its step; a single choice is taken here where the pack says so."""
        gen = self._gen
        assert gen is not None
        decision = self._pending
        try:
            if decision is not None and action is not None:
                try:
                    self._taken(decision, action)
                except GameOver as over:  # raised where the sequence waits: every open one unwinds
                    gen.throw(over)
            while True:
                asked = gen.send(action)  # type: ignore[arg-type]  # None starts it
                decision = self._offer(asked)
                if self._only_choice and count(decision.actions) == 1 and not self._asks_alone(decision):
                    action = decision.actions[0]
                    if self.tracing:
                        self.step(
                            decision.rules,
                            say("step-only-choice", action=self._said(action)),
                            kind="action",
                            seat=decision.seat,
                            action=action,
                        )
                    continue
                if self.tracing:
                    self.step(
                        decision.rules,
                        self._narrate(asked),
                        kind="decision",
                        seat=decision.seat,
                        private=self._asked_privately(decision),
                    )
                self._pending = decision
                break
        except StopIteration:
            self._pending = None
        except GameOver as over:  # every open sequence has unwound (their frames popped)
            self._pending = None
            self.result = over.result
        if self.on_advance is not None:
            self.on_advance()

    # ------------------------------------------------------------ public API

    @property
    def pending(self) -> Decision[A] | None:
        """The decision the game waits for, with its prompt and rule ids."""
        return self._pending

    @property
    def current_player(self) -> int | None:
        """The seat that must decide now (None when the game is over)."""
        return self._pending.seat if self._pending else None

    @property
    def is_over(self) -> bool:
        return self.result is not None

    @property
    def path(self) -> tuple[Frame, ...]:
        """The live sequence nesting, outermost first."""
        return tuple(self.frames)

    def legal_actions(self) -> list[A]:
        """The pending decision's actions (for a pack with free amounts, a finite sample of
        the legal ones: see :meth:`_allows`)."""
        return list(self._pending.actions) if self._pending else []

    def _checked(self, action: Any) -> tuple[Decision[A], A]:
        decision = self._pending
        if decision is None:
            raise IllegalActionError(say("refusal-game-over"), (self.end_rule,))
        if decision.offers(action):  # an agent passes the offered object itself: nothing to read
            return decision, action
        act = self._coerce(action, decision)
        if decision.offers(act):  # read as an offered action (its text, say)
            return decision, act
        # Actions are compared by meaning (a pack's __eq__); the offered one is kept, so
        # the record and the trace read as the engine wrote them.
        for offered in (*decision.actions, *self._out_of_turn(decision)):
            if offered == act:
                return decision, offered
        if self._allows(decision, act):
            return decision, act
        text, rules = self._explain(decision, act)
        raise IllegalActionError(text, rules, self._remedy(decision, act))

    def apply(self, action: Any) -> None:
        """Take one decision. Illegal actions raise :class:`IllegalActionError`; the
        state is then untouched."""
        decision, act = self._checked(action)
        self.decisions.append(act)
        if self.tracing:
            private = self._private(decision, act)
            self.step(decision.rules, self._said(act), kind="action", seat=act.seat, action=act, private=private)
        self._advance(act)

    def why_not(self, action: Any) -> str | None:
        """None if the action is legal now, else the reason with the rule ids."""
        try:
            self._checked(action)
        except IllegalActionError as e:
            return str(e)
        return None

    def reason(self, action: Any) -> Reason | None:
        """None if the action is legal now, else why not as data: rule ids, our text, remedy."""
        try:
            self._checked(action)
        except IllegalActionError as e:
            return Reason(e.rules, e.text, e.remedy)
        return None

    def pop(self) -> A:
        """Take back the last decision (replays the game from its start)."""
        if not self.decisions:
            raise ValueError("no decision to take back")
        last = self.decisions[-1]
        self.replay(self.decisions[:-1])
        return last

    def replay(self, decisions: Iterable[Any]) -> None:
        """Restart from the start and take these decisions in order. If one is refused,
        the ``ValueError`` names it and the game is put back as it was."""
        todo = list(decisions)
        before = list(self.decisions)
        try:
            self._replay(todo)
        except ValueError:
            self._replay(before)  # these were all taken before: they replay
            raise

    def _replay(self, todo: list[Any]) -> None:
        self._reset()
        for i, d in enumerate(todo):
            try:
                self.apply(d)
            except ValueError as e:
                raise ValueError(f"decision {i}: {e}") from None

    def fork(self) -> Self:
        """Branch here: an independent game at the current step, with the same trace;
        what either branch decides next leaves the other as it is."""
        return self.copy()

    def copy(self, *, trace: bool | None = None) -> Self:
        """An independent game in the same state (built by replay; no on_step hook)."""
        g = self._from_settings(
            json.loads(json.dumps(self._settings())), trace=self.tracing if trace is None else trace
        )
        g.replay(self.decisions)
        return g

    # ------------------------------------------------------------ save / load

    def to_json(self, indent: int | None = None) -> str:
        """A save file: format, game, version, the pack's settings and the decisions."""
        return json.dumps(
            {
                "format": SAVE_FORMAT,
                "game": self.pack,
                "version": self.save_version,
                **self._settings(),
                "decisions": [a.to_json() for a in self.decisions],
            },
            indent=indent,
            ensure_ascii=False,
        )

    @classmethod
    def from_json(cls, text: object, *, trace: bool = True) -> Self:
        """Load a save file by replaying it; anything malformed, or not text at all, is a
        ``ValueError`` (``text`` is typed ``object``: the compiled build then checks it here,
        not as a ``TypeError`` at the call)."""
        data = read_save(text)
        game = data.get("game")
        if game is None and not cls.reads_unnamed_saves:
            raise ValueError(f"save file field 'game' is missing: this reader takes {cls.pack!r} games")
        if game is not None and game != cls.pack:
            raise ValueError(f"save file field 'game' is {short_repr(game)}: this reader takes {cls.pack!r} games")
        version = data.get("version")
        if is_int(version) and version != cls.save_version and version in cls.reads_versions:
            data = cls._upgrade(data, version)
        elif not is_int(version) or version != cls.save_version:
            raise ValueError(
                f"unsupported save file version {short_repr(version)}; this dml-tutor reads {cls.save_version}"
            )
        if not isinstance(data.get("decisions"), list):
            raise ValueError("save file field 'decisions' must be a list")
        g = cls._from_settings(data, trace=trace)
        g.replay(data["decisions"])
        return g

    def _repr_html_(self) -> str | None:
        """The table as HTML in a notebook, once the display layer is loaded."""
        view = self.html_views.get(self.pack)
        return view(self) if view is not None else None

    # ------------------------------------------------------------ steps

    def step(
        self,
        rules: tuple[str, ...],
        text: Text,
        *,
        kind: str = "step",
        seat: int | None = None,
        chance: tuple[int, ...] | None = None,
        action: Any = None,
        private: bool = False,
    ) -> None:
        """Record one step of the game (a no-op when tracing is off): its sentence ``text``,
        a message (``say(id, **values)``) or plain text no reader translates; a ``private`` step
        is seen by ``seat`` only; ``chance`` holds a "roll" step's results (what they are is
        the pack's :attr:`~dml_tutor.core.pack.Pack.chance`)."""
        if not self.tracing:
            return
        entry = TraceEntry(
            len(self.trace), tuple(self.frames), rules, text, kind, seat, chance, self.round, action, private
        )
        self.trace.append(entry)
        if self.on_step is not None:
            self.on_step(entry)
        for watch in Driver.watchers:
            watch(self, entry)


def read_save(text: object) -> dict[str, Any]:
    """A save file's JSON object, its ``format`` checked; anything else is a ``ValueError``."""
    data = load_json(text, "save file")
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise ValueError(f"not a dml-tutor save file: field 'format' must be {SAVE_FORMAT!r}")
    return data
