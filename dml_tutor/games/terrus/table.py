"""The Terrus table: the state the sequences change (the rulers with their vitae and
pieces, the active ruler, who has left and by which rule) and the helpers that read it
(who is in the game, sides and teams, opponents). :class:`Table` is the core's driver
with this state; the public :class:`~dml_tutor.games.terrus.game.Game` adds reading
moves, positions and save files on top, so the sequences and the legality need nothing
above this module.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, ClassVar

from ...core.driver import Driver
from ...core.outcome import GameOver, Outcome
from .moves import Move
from .position import Position, Ruler, side
from .variants import Options

__all__ = ["Result", "Table"]


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


class Table(Driver[Move]):
    """A Terrus game's state and its reading helpers (the public facade is ``Game``)."""

    pack: ClassVar[str] = "terrus"
    end_rule: ClassVar[str] = "5.1"
    result: Result | None
    #: The position the game started from, frozen (:mod:`.position`), and the rule options.
    start: Position
    options: Options

    def _new_table(self) -> None:
        p = self.start
        self.rulers: list[Ruler] = [r.ruler() for r in p.rulers]
        self.active = p.active
        self.tournament = p.tournament
        #: Rulers in the order they lost (those out in the position first).
        self.lost: list[int] = [r for r, ruler in enumerate(self.rulers) if ruler.out]
        #: The rule by which each ruler who left the game lost.
        self.left_by: dict[int, str] = {}

    # ------------------------------------------------------------ the table

    @property
    def multiplayer(self) -> bool:
        """More than two rulers began the game (5.3f), those who have left counted too (P-20)."""
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
    ) -> GameOver:
        """Record the result and give the core's end of game (5.1: the game ends now; ``raise``
        it after the last step). Losers: every ruler who did not win,
        or for a draw or restart those who had lost before it (unless given)."""
        if losers is None:
            everyone_else = [r for r in range(len(self.rulers)) if r not in winners]
            losers = list(self.lost) if draw or not winners else everyone_else
        return self.end(
            Result(sorted(winners), sorted(set(losers)), draw, rule, reason, tuple(r.name for r in self.rulers))
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
