"""The public Terrus game (``Game``): positions in, moves read, refusals explained, saves.

The state and its reading helpers are the table (:mod:`.table`), the rules' sequences
:mod:`.sequences`, what the table allows :mod:`.legality`, what each ruler may know
:mod:`.observer`. The core's driver steps it event by event.

>>> g = Game.from_position({"rulers": [
...     {"name": "Ana", "vitae": 3, "structures": 0, "relics": 0, "int": 0, "team": None, "cannot_win": False},
...     {"name": "Bo", "vitae": 20, "structures": 0, "relics": 0, "int": 0, "team": None, "cannot_win": False}],
...     "active": 1, "tournament": False})
>>> g.apply({"move": "damage", "source": 1, "amounts": {"0": 3}})
>>> g.result.winners, g.result.rule
([1], '5.2a')
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from dataclasses import asdict
from typing import Any

from ...core.driver import IllegalActionError
from ...core.inputs import check_data, load_json, read_seed
from ...core.sequence import Decision
from ...core.text import Text
from ...core.trace import TraceEntry
from . import observer, sequences
from .legality import remedy, why_illegal
from .moves import MOVES, Move, complete
from .position import parse_position, random_position
from .table import Result, Table
from .variants import MUTUAL_LETHAL, Options
from .words import move_said

__all__ = ["MUTUAL_LETHAL", "Game", "IllegalActionError", "Options", "Result"]


class Game(Table):
    """A Terrus game from a described position, stepped event by event (see the module doc)."""

    def __init__(
        self,
        position: dict[str, Any] | str,
        *,
        options: dict[str, Any] | Options | None = None,
        trace: bool = True,
        on_step: Callable[[TraceEntry], None] | None = None,
        seed: int | None = None,
    ) -> None:
        self.start = parse_position(position)  # checked now: a bad position never makes a game
        self.options = Options.from_dict(options)
        if seed is not None:
            read_seed(seed, "seed (an integer or None)")
        #: The seed of :func:`random_position` this game's position came from (None: a position given).
        self.seed = seed
        self._start(trace=trace, on_step=on_step)

    @classmethod
    def random(cls, seed: int, *, options: dict[str, Any] | Options | None = None, trace: bool = True) -> Game:
        """A game from a varied random end-of-game position (:func:`random_position`)."""
        return cls(random_position(read_seed(seed)), options=options, trace=trace, seed=seed)

    @classmethod
    def from_position(
        cls,
        position: dict[str, Any] | str,
        *,
        options: dict[str, Any] | Options | None = None,
        trace: bool = True,
        on_step: Callable[[TraceEntry], None] | None = None,
    ) -> Game:
        """A game from a position (a dict or JSON text); a malformed one is a ``ValueError``
        naming the field."""
        return cls(position, options=options, trace=trace, on_step=on_step)

    @property
    def position(self) -> dict[str, Any]:
        """The position the game started from, as JSON data (a new copy each time)."""
        return self.start.to_json()

    # ------------------------------------------------------------ the core's hooks

    def _play(self) -> Generator[Decision[Move], Move, None]:
        return sequences.play(self)

    def _narrate(self, decision: Decision[Move]) -> Text:
        """The question alone: the game is its designer's choices of what happens next."""
        return decision.said_prompt

    def _said(self, action: Move) -> Text:
        return move_said(action)

    def _coerce(self, action: Any, decision: Decision[Move]) -> Move:
        """The core's one reader (``MOVES.read``), a record's rule words read first
        (:func:`.moves.complete`: ``source``/``ruler``/``winner``, the active ruler's seat)."""
        try:
            if isinstance(action, str) and action.lstrip().startswith("{"):
                action = load_json(action, "the move")
            if isinstance(action, dict):
                check_data(action, "the move")
                action = complete(action, self.active)
        except ValueError as e:
            raise IllegalActionError(str(e), decision.rules) from None
        return MOVES.read(action, decision)

    def _allows(self, decision: Decision[Move], action: Move) -> bool:
        return why_illegal(self, action) is None

    def _explain(self, decision: Decision[Move], action: Move) -> tuple[Text, tuple[str, ...]]:
        problem = why_illegal(self, action)
        return problem if problem is not None else super()._explain(decision, action)

    def _remedy(self, decision: Decision[Move], action: Move) -> Text | None:
        return remedy(self, action)

    def _settings(self) -> dict[str, Any]:
        return {"position": self.position, "options": asdict(self.options), "seed": self.seed}

    @classmethod
    def _from_settings(cls, data: dict[str, Any], *, trace: bool) -> Game:
        if not isinstance(data.get("position"), dict):
            raise ValueError("save file field 'position' must be a Terrus position object")
        if not isinstance(data.get("options", {}), dict):
            raise ValueError("save file field 'options' must be an object")
        return cls(data["position"], options=data.get("options"), trace=trace, seed=data.get("seed"))

    def view(self, seat: int | None = None) -> dict[str, Any]:
        """What a ruler may know (:func:`.observer.observe`): in Terrus, the whole table."""
        return observer.observe(self, seat)

    def __repr__(self) -> str:
        state = f"over: {self.result}" if self.result else f"{self.rulers[self.active].name} active"
        return f"<terrus.Game {len(self.rulers)} rulers, {state}>"
