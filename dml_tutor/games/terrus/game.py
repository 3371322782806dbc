"""The Terrus table and its public interface (``Game``), stepped by the core's driver.

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
from dataclasses import asdict, dataclass, field, fields
from typing import Any, ClassVar

from ...core.driver import Driver, IllegalActionError
from ...core.inputs import load_json, read_seed, short_repr
from ...core.outcome import Outcome
from ...core.sequence import Decision
from ...core.trace import TraceEntry
from . import sequences
from .legality import why_illegal
from .moves import Move, checked, from_json, parse
from .position import Ruler, load_position, normalise, random_position, side

__all__ = ["MUTUAL_LETHAL", "Game", "IllegalActionError", "Options", "Result"]

#: The readings of mutual lethal damage (P-09): a draw (default), or the source wins.
MUTUAL_LETHAL = ("draw", "source_wins")


@dataclass(frozen=True)
class Options:
    """Rule variants (each named by the ruling that defines it)."""

    #: P-09: "draw" (5.3d, then 5.4a) or "source_wins" (strict timing: 5.2a ends the game first).
    mutual_lethal: str = "draw"

    @classmethod
    def from_dict(cls, data: dict[str, Any] | Options | None) -> Options:
        if data is None:
            return cls()
        if isinstance(data, Options):
            data = asdict(data)
        if not isinstance(data, dict):
            raise ValueError(f"options must be a dict, got {type(data).__name__}")
        known = {f.name for f in fields(cls)}
        for k, v in data.items():
            if k not in known:
                raise ValueError(f"unknown option {short_repr(k)}; known options: {', '.join(sorted(known))}")
            if v not in MUTUAL_LETHAL:
                raise ValueError(f"option 'mutual_lethal' must be 'draw' or 'source_wins' (P-09), got {short_repr(v)}")
        return cls(**data)


@dataclass(frozen=True)
class Result:
    """How the game ended: ``winners`` and ``losers`` (ruler indices; losers include those who
    lost earlier), ``draw``, the rule id that ended it (``"5.2b"``) and a short ``reason``."""

    winners: list[int]
    losers: list[int]
    draw: bool
    rule: str
    reason: str
    #: How each ruler ended, for a reader (not part of what a result is).
    names: tuple[str, ...] = field(default=(), compare=False, repr=False)

    @property
    def outcome(self) -> Outcome:
        """The core's view of the same result."""
        return Outcome(tuple(self.winners), tuple(self.losers), self.draw, self.rule, self.reason)

    def __str__(self) -> str:
        def who(rs: list[int]) -> str:
            return ", ".join(self.names[r] if r < len(self.names) else str(r) for r in rs) or "nobody"

        if self.draw:
            return f"draw ({self.rule}, {self.reason}); lost earlier: {who(self.losers)}"
        return f"won by {who(self.winners)} ({self.rule}, {self.reason}); lost: {who(self.losers)}"


class Game(Driver[Move]):
    """A Terrus game from a described position, stepped event by event (see the module doc)."""

    pack: ClassVar[str] = "terrus"
    end_rule: ClassVar[str] = "5.1"
    result: Result | None

    def __init__(
        self,
        position: dict[str, Any] | str,
        *,
        options: dict[str, Any] | Options | None = None,
        trace: bool = True,
        on_step: Callable[[TraceEntry], None] | None = None,
        seed: int | None = None,
    ) -> None:
        self.position = normalise(position)
        load_position(self.position)  # checked now: a bad position never makes a game
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

    # ------------------------------------------------------------ the core's hooks

    def _new_table(self) -> None:
        rulers, active, tournament = load_position(self.position)
        self.rulers: list[Ruler] = rulers
        self.active = active
        self.tournament = tournament
        #: Rulers in the order they lost (those out in the position first).
        self.lost: list[int] = [r for r, ruler in enumerate(rulers) if ruler.out]
        #: The rule by which each ruler who left the game lost.
        self.left_by: dict[int, str] = {}

    def _play(self) -> Generator[Decision[Move], Move, None]:
        return sequences.play(self)

    def _coerce(self, action: Any, decision: Decision[Move]) -> Move:
        try:
            if isinstance(action, Move):
                if any(a is action for a in decision.actions):  # an offered move, as agents pass them
                    return action
                return checked(action)
            if isinstance(action, str) and action.lstrip().startswith("{"):
                action = load_json(action, "the move")
            if isinstance(action, dict):
                return from_json(action, self.active)
            if isinstance(action, str):
                return parse(action, self.active)
        except ValueError as e:
            raise IllegalActionError(str(e), decision.rules) from None
        raise IllegalActionError(f"not a move: {short_repr(action)} (give a dict, its JSON text or its printed form)")

    def _allows(self, decision: Decision[Move], action: Move) -> bool:
        return why_illegal(self, action) is None

    def _explain(self, decision: Decision[Move], action: Move) -> tuple[str, tuple[str, ...]]:
        problem = why_illegal(self, action)
        return problem if problem is not None else super()._explain(decision, action)

    def _settings(self) -> dict[str, Any]:
        return {"position": self.position, "options": asdict(self.options), "seed": self.seed}

    @classmethod
    def _from_settings(cls, data: dict[str, Any], *, trace: bool) -> Game:
        if not isinstance(data.get("position"), dict):
            raise ValueError("save file field 'position' must be a Terrus position object")
        if not isinstance(data.get("options", {}), dict):
            raise ValueError("save file field 'options' must be an object")
        return cls(data["position"], options=data.get("options"), trace=trace, seed=data.get("seed"))

    @property
    def outcome(self) -> Outcome | None:
        return self.result.outcome if self.result is not None else None

    # ------------------------------------------------------------ the table

    @property
    def multiplayer(self) -> bool:
        """More than two rulers at the table (5.3f)."""
        return len(self.rulers) > 2

    @property
    def teams(self) -> bool:
        """A game between teams: some ruler has a team (5.2g, 5.3e, 5.4d)."""
        return any(r.team is not None for r in self.rulers)

    def in_game(self) -> list[int]:
        """The rulers still in the game, by index."""
        return [i for i, r in enumerate(self.rulers) if not r.out]

    def side(self, r: int) -> str:
        return side(self.rulers, r)

    def team_members(self, team: str) -> list[int]:
        return [i for i, r in enumerate(self.rulers) if r.team == team]

    def teammates(self, r: int) -> list[int]:
        """Ruler ``r``'s teammates (in the game or not), ``r`` excluded."""
        team = self.rulers[r].team
        return [] if team is None else [i for i in self.team_members(team) if i != r]

    def opponents_in_game(self, r: int) -> list[int]:
        """Ruler ``r``'s opponents still in the game (every other ruler, teammates excepted)."""
        mine = self.side(r)
        return [i for i in self.in_game() if self.side(i) != mine]

    def next_in_game(self, r: int) -> int:
        """The next ruler after ``r`` (in index order, wrapping) still in the game."""
        n = len(self.rulers)
        for k in range(1, n + 1):
            if not self.rulers[(r + k) % n].out:
                return (r + k) % n
        return r

    def finish(
        self, winners: list[int], *, draw: bool, rule: str, reason: str, losers: list[int] | None = None
    ) -> None:
        """Record the result (5.1: the game ends now). Losers: every ruler who did not win,
        or for a draw or restart those who had lost before it (unless given)."""
        if losers is None:
            everyone_else = [r for r in range(len(self.rulers)) if r not in winners]
            losers = list(self.lost) if draw or not winners else everyone_else
        self.result = Result(
            sorted(winners), sorted(set(losers)), draw, rule, reason, tuple(r.name for r in self.rulers)
        )

    def table(self) -> dict[str, Any]:
        """The table now, as JSON data: each ruler (``out``: has left the game, ``lost_by``:
        the rule id they lost by), the active ruler, the tournament flag, and the result once
        the game is over."""
        result = None if self.result is None else {k: v for k, v in asdict(self.result).items() if k != "names"}
        return {
            "rulers": [r.to_json() | {"lost_by": self.left_by.get(i)} for i, r in enumerate(self.rulers)],
            "active": self.active,
            "tournament": self.tournament,
            "result": result,
        }

    def __repr__(self) -> str:
        state = f"over: {self.result}" if self.result else f"{self.rulers[self.active].name} active"
        return f"<terrus.Game {len(self.rulers)} rulers, {state}>"
