"""The public face of a DML game (``Game``), in the manner of python-chess: make one,
``apply`` actions in any form, ask ``why_not``, save and load, start from a position.

The table it plays on (zones, counters, Round effects) and the helpers the sequences use
are :class:`~dml_tutor.games.dml.table.Table`; the rules live in
:mod:`dml_tutor.games.dml.sequences`; the core's
:class:`~dml_tutor.core.driver.Driver` steps it from decision to decision.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Generator
from dataclasses import asdict
from typing import Any

from ...core.driver import IllegalActionError, is_int
from ...core.inputs import MAX_INT, check_data, load_json, short_repr
from ...core.native import mypyc_attr
from ...core.text import Text
from ...core.trace import TraceEntry
from . import chance, sequences
from .actions import MOVES, Action, DeclareWin, Pass
from .cards import Card
from .legality import explain, remedy
from .observer import observe
from .position import BEGIN_AT, FORMAT_VERSION, POSITION_FORMAT, Position, build, read_position
from .sequences import Decision
from .sequences.characters import ASKED_ALIKE, playable
from .sequences.common import declare_instant_win, with_standing_wins
from .table import MODES, Result, Table
from .variants import Options
from .words import action_said

__all__ = ["BEGIN_AT", "FORMAT_VERSION", "MODES", "POSITION_FORMAT", "Game", "IllegalActionError", "Options", "Result"]


def _json_copy(position: Any) -> dict[str, Any]:
    """The game's own copy of a position (later edits to the caller's dict change nothing),
    as JSON data: Cards become their codes, tuples lists."""
    if not isinstance(position, dict):
        raise ValueError(f"a position must be a JSON object (a dict), got {type(position).__name__}")
    check_data(position, "position")

    def code(o: Any) -> str:
        if isinstance(o, Card):
            return o.code
        raise TypeError(f"{o!r} is not JSON data")

    try:
        copy: dict[str, Any] = json.loads(json.dumps(position, default=code))
    except (TypeError, ValueError) as e:
        raise ValueError(f"position: {e}") from None
    return copy


def _dice(dice: Any) -> tuple[tuple[int, int], ...]:
    """Forced rolls as pairs of ints 1..6; anything else is a ``ValueError`` naming the field."""
    try:
        pairs = [tuple(d) for d in dice]
    except TypeError:
        pairs = [()]
    if not all(len(p) == 2 and all(is_int(x) and 1 <= x <= 6 for x in p) for p in pairs):
        raise ValueError(f"dice must be a list of (die, die) pairs, each 1..6, got {short_repr(dice)}")
    return tuple((p[0], p[1]) for p in pairs)


@mypyc_attr(allow_interpreted_subclasses=True)
class Game(Table):
    """One game of DML, stepped decision by decision.

    >>> g = Game(players=4, seed=1)
    >>> action = g.legal_actions()[0]
    >>> g.apply(action)
    """

    def __init__(
        self,
        players: object = 4,
        seed: object = 0,
        mode: object = "full",
        *,
        options: object = None,
        trace: object = True,
        position: object = None,
        on_step: Callable[[TraceEntry], None] | None = None,
        dice: object = (),
    ) -> None:
        if not is_int(players) or players not in (3, 4):
            raise ValueError(f"players must be 3 or 4 (mode.three-players), got {short_repr(players)}")
        if not isinstance(mode, str) or mode not in MODES:
            raise ValueError(f"unknown mode {short_repr(mode)}: use 'full' or 'quickstart'")
        if not is_int(seed) or abs(seed) >= MAX_INT:
            raise ValueError(f"seed must be an integer from -(2**128 - 1) to 2**128 - 1, got {short_repr(seed)}")
        if position is not None:
            position = _json_copy(position)
        #: The first rolls, forced (pairs of dice 1..6), before the seeded generator's.
        self.dice = _dice(dice)
        self.players = players
        self.seed = seed
        self.mode = mode
        self.options = Options.from_dict(options)
        self.position = position
        #: The position read once, frozen (:mod:`.position`); every replay builds it again.
        self.start: Position | None = (
            None if position is None else read_position(position, players=players, mode=mode, options=self.options)
        )
        self._start(trace=trace, on_step=on_step)

    # ------------------------------------------------------------------ state

    def _new_table(self) -> None:
        super()._new_table()
        if self.start is not None:
            build(self, self.start)

    def _play(self) -> Generator[Decision, Action, None]:
        return sequences.play(self)

    def apply(self, action: Any) -> None:
        """Take one decision (see the core); a scripted chance entry that does not fit
        what the engine then draws is a ``ChanceError``, and the game is put back."""
        taken = len(self.decisions)
        try:
            super().apply(action)
        except chance.ChanceError:
            self.replay(self.decisions[:taken])
            raise

    def _coerce(self, action: Any, decision: Decision) -> Action:
        return MOVES.read(action, decision)

    def _out_of_turn(self, decision: Decision) -> list[Action]:
        """A declined instant win still held may be declared at any decision (P-05)."""
        return [
            DeclareWin(seat, kind, True)
            for seat in sorted(self.standing_wins)
            if seat != decision.seat
            for kind in self.instant_wins(seat)
        ]

    def _offer(self, decision: Decision) -> Decision:
        """A standing instant win is offered beside the seat's own choices (P-05)."""
        return with_standing_wins(self, decision)

    def _asked_privately(self, decision: Decision) -> bool:
        """An instant-win question tells the others what the Treasury holds: only its seat sees it."""
        return decision.kind == "instant_win"

    def _asks_alone(self, decision: Decision) -> bool:
        """A Character Power Phase question is asked of every seat, one that can only pass too:
        a pass taken without asking would tell the others what its Treasury lacks (P-23)."""
        return bool(decision.context.get(ASKED_ALIKE, False))

    def _taken(self, decision: Decision, action: Action) -> None:
        """An instant win declared beside another question, or out of turn, ends the game (P-05)."""
        if (
            isinstance(action, DeclareWin)
            and action.declare
            and (decision.kind != "instant_win" or action.seat != decision.seat)
        ):
            declare_instant_win(self, action.seat, action.kind)

    def _private(self, decision: Decision, action: Action) -> bool:
        """Declining an instant win is seen by the decliner only (the question is private too)."""
        return decision.kind == "instant_win" and isinstance(action, DeclareWin) and not action.declare

    def _said(self, action: Action) -> Text:
        """What the record says a seat did, as a message (``str(action)`` stays the English
        people type and saves read)."""
        return action_said(action)

    def _explain(self, decision: Decision, action: Any) -> tuple[Text, tuple[str, ...]]:
        return explain(self, decision, action)

    def _remedy(self, decision: Decision, action: Any) -> Text | None:
        return remedy(self, decision, action)

    @classmethod
    def _upgrade(cls, data: dict[str, Any], version: int) -> dict[str, Any]:
        """A version 1 save was played when a won Black Market card was always taken (P-07
        before its amendment): it replays under that reading unless its options say. A save
        before version 3 has no pass where a seat with nothing to play in a Character Power
        Phase was passed by, unasked (before P-23): those passes are put back where the
        game asks them, so it replays as played."""
        if version == 1:
            options = data.get("options")
            if options is None:
                options = {}
            if isinstance(options, dict) and "black_market_may_leave" not in options:
                data = {**data, "options": {**options, "black_market_may_leave": False}}
        decisions = data.get("decisions")
        if not isinstance(decisions, list):
            return data  # from_json names the field
        g = cls._from_settings(data, trace=False)
        out: list[Any] = []
        for i, d in enumerate([*decisions, None]):
            while (p := g.pending) is not None and p.context.get(ASKED_ALIKE) and not playable(g, p.seat):
                act = next(a for a in p.actions if isinstance(a, Pass))
                out.append(act.to_json())
                g.apply(act)
            if d is None:
                break
            try:
                g.apply(d)
            except ValueError as e:
                raise ValueError(f"decision {i}: {e}") from None
            out.append(d)
        return {**data, "decisions": out}

    def _settings(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "seed": self.seed,
            "mode": self.mode,
            "options": asdict(self.options),
            "position": self.position,
            **({"dice": [list(d) for d in self.dice]} if self.dice else {}),
        }

    @classmethod
    def _from_settings(cls, data: dict[str, Any], *, trace: bool) -> Game:
        for key, kind in (("players", int), ("seed", int), ("mode", str)):
            if not isinstance(data.get(key), kind) or isinstance(data.get(key), bool):
                raise ValueError(f"save file field {key!r} must be a {kind.__name__}")
        if not isinstance(data.get("position"), (dict, type(None))):
            raise ValueError("save file field 'position' must be a position object or null")
        return cls(
            data["players"],
            data["seed"],
            data["mode"],
            options=data.get("options"),
            trace=trace,
            position=data.get("position"),
            dice=data.get("dice", ()),
        )

    # ------------------------------------------------------------ public API

    def view(self, seat: object = None) -> dict[str, Any]:
        """What ``seat`` may know (None: everything), zone by zone with knowledge levels
        (the pack's observer, :mod:`.observer`)."""
        return observe(self, seat)

    # ------------------------------------------------------------ save / load

    @classmethod
    def from_position(cls, position: object, *, trace: object = True) -> Game:
        """Start from a described position (see docs/formats.md)."""
        if isinstance(position, str):
            position = load_json(position, "position")
        if not isinstance(position, dict):
            raise ValueError("a position must be a JSON object")
        check_data(position, "position")
        return cls(
            position.get("players", 4),
            position.get("seed", 0),
            position.get("mode", "full"),
            options=position.get("options"),
            trace=trace,
            position=position,
        )

    # ------------------------------------------------------------ display

    def __repr__(self) -> str:
        state = f"over: {self.result}" if self.result else f"seat {self.current_player} to decide"
        return f"<Game players={self.players} seed={self.seed} mode={self.mode!r} round={self.round} {state}>"
