"""The public MERC game (``Game``): positions in, moves read, refusals explained, saves.

The state and its reading helpers are the table (:mod:`.table`), the rules' sequences
:mod:`.sequences`, what the rules allow :mod:`.legality`, what each side may know
:mod:`.observer`. The core's :class:`~dml_tutor.core.driver.Driver` steps it decision by
decision.

>>> g = Game.from_position(START)
>>> g.apply({"move": "end_turn"})
>>> g.state()["dictator"]["hand"]
3
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from dataclasses import asdict
from typing import Any

from ...core.driver import IllegalActionError
from ...core.inputs import read_seed
from ...core.sequence import Decision
from ...core.text import Text
from ...core.trace import TraceEntry
from . import legality, observer, sequences
from .moves import SIDE_TITLE, SIDES, Move, read_move
from .position import START, parse_position, random_position
from .table import DictatorCard, Result, Sector, Table
from .variants import CARD_READINGS, RULE_SETS, Options
from .words import move_said, say

__all__ = [
    "CARD_READINGS",
    "RULE_SETS",
    "START",
    "DictatorCard",
    "Game",
    "IllegalActionError",
    "Options",
    "Result",
    "Sector",
]


class Game(Table):
    """One MERC end game, from a position, stepped decision by decision.

    ``Game.from_position(position, options={"rules": "implementation_notes"})``; the
    moves are dicts, their printed text, or the move values (:mod:`.moves`).
    """

    def __init__(
        self,
        position: dict[str, Any] | str | None = None,
        options: dict[str, Any] | Options | None = None,
        *,
        trace: bool = True,
        on_step: Callable[[TraceEntry], None] | None = None,
        seed: int | None = None,
    ) -> None:
        if seed is not None:
            read_seed(seed, "seed (an integer or None)")
        if position is None:
            position = START if seed is None else random_position(seed)
        self.start = parse_position(position)
        self.options = Options.from_dict(options)
        #: The seed of :func:`random_position` this game's position came from (None: a position given).
        self.seed = seed
        self._start(trace=trace, on_step=on_step)

    @classmethod
    def random(cls, seed: int, options: dict[str, Any] | Options | None = None, *, trace: bool = True) -> Game:
        """A game from a varied random position (:func:`random_position`); the seed is kept
        in save files and copies."""
        return cls(None, options, trace=trace, seed=read_seed(seed))

    @classmethod
    def from_position(
        cls,
        position: dict[str, Any] | str,
        options: dict[str, Any] | Options | None = None,
        *,
        trace: bool = True,
        on_step: Callable[[TraceEntry], None] | None = None,
    ) -> Game:
        """A game from a position (a dict or JSON text; see :mod:`.position`)."""
        if position is None:
            raise ValueError("position must be a position object or its JSON text, got None")
        return cls(position, options, trace=trace, on_step=on_step)

    @property
    def position(self) -> dict[str, Any]:
        """The position the game started from, as JSON data (a new copy each time)."""
        return self.start.to_json()

    # ------------------------------------------------------------ the core's hooks

    def _play(self) -> Generator[Decision[Move], Move, None]:
        return sequences.play(self)

    def _narrate(self, decision: Decision[Move]) -> Text:
        return say("step-side-decides", side=SIDES[decision.seat], prompt=decision.said_prompt)

    def _said(self, action: Move) -> Text:
        return move_said(action)

    def _coerce(self, action: Any, decision: Decision[Move]) -> Move:
        return read_move(action, decision)

    def _allows(self, decision: Decision[Move], action: Move) -> bool:
        """Any move the rules allow is accepted, not only the sample ``legal_actions`` lists
        (a combat's losses are free amounts)."""
        return legality.refusal(self, action) is None

    def _explain(self, decision: Decision[Move], action: Move) -> tuple[Text, tuple[str, ...]]:
        why = legality.refusal(self, action)
        assert why is not None  # an offered or allowed move is never explained
        return why

    def _remedy(self, decision: Decision[Move], action: Move) -> Text | None:
        return legality.remedy(self, action)

    def _settings(self) -> dict[str, Any]:
        seed = {} if self.seed is None else {"seed": self.seed}
        return {"position": self.position, "options": asdict(self.options), **seed}

    @classmethod
    def _from_settings(cls, data: dict[str, Any], *, trace: bool) -> Game:
        if not isinstance(data.get("position"), dict):
            raise ValueError("save file field 'position' must be a position object")
        return cls(data["position"], data.get("options"), trace=trace, seed=data.get("seed"))

    # ------------------------------------------------------------ reading it

    def view(self, seat: int | None = None) -> dict[str, Any]:
        """What a side may know (:func:`.observer.observe`)."""
        return observer.observe(self, seat)

    def refusal(self, move: Move) -> tuple[Text, tuple[str, ...]] | None:
        """Why the rules refuse ``move`` now (a sentence and rule ids), or None if it is legal."""
        return legality.refusal(self, move)

    def legal_moves(self) -> list[Move]:
        """A sensible finite set of the legal moves now (:func:`.legality.legal_moves`)."""
        return legality.legal_moves(self)

    def __repr__(self) -> str:
        state = f"over: {self.result}" if self.result else f"the {SIDE_TITLE[self.turn]} to move"
        return f"<merc.Game day={self.day} rules={self.options.rules!r} {state}>"
