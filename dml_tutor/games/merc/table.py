"""The MERC table: the state the sequences change (the Day, whose turn, the sectors with
their units, the base, the Dictator card, the Tactics counts) and the helpers that read it
(control, values, the end conditions). :class:`Table` is the core's driver with this
state; the public :class:`~dml_tutor.games.merc.game.Game` adds reading moves, positions
and save files on top, so the sequences and the legality need nothing above this module.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, ClassVar

from ...core.driver import Driver
from ...core.outcome import GameOver, Outcome
from .moves import SIDES, Move
from .position import Position
from .variants import Options

__all__ = ["DictatorCard", "Result", "Sector", "Table"]


@dataclass(frozen=True)
class Result:
    """How the game ended: ``winner`` ("rebels" or "dictator"), ``reason``
    ("base_captured", "dictator_killed" or "tactics_exhausted"), and for the last the
    sector value each side controls."""

    winner: str
    reason: str
    rebel_value: int | None = None
    dictator_value: int | None = None
    #: The rule id that ended the game (as the trace cites it).
    rule: str = field(default="", compare=False)

    @property
    def outcome(self) -> Outcome:
        """The core's view: seat 0 is the Dictator, seat 1 the Rebels; no draws in MERC."""
        seat = SIDES.index(self.winner)
        return Outcome((seat,), (1 - seat,), False, self.rule, self.reason)

    def __str__(self) -> str:
        wins = "the Dictator wins" if self.winner == "dictator" else "the Rebels win"
        text = f"{wins}: {self.reason.replace('_', ' ')}"
        if self.rebel_value is not None:
            text += f" (sector value: Rebels {self.rebel_value}, Dictator {self.dictator_value})"
        return text


@dataclass
class Sector:
    """One sector: its value and each side's units (MERCs plus militia)."""

    value: int
    dictator: int
    rebels: int


@dataclass
class DictatorCard:
    """The Dictator card in play: where it stands and its health."""

    sector: str
    health: int


class Table(Driver[Move]):
    """A MERC game's state and its reading helpers (the public facade is ``Game``)."""

    pack: ClassVar[str] = "merc"
    end_rule: ClassVar[str] = "merc.game-end"
    result: Result | None
    #: The position the game started from, frozen (:mod:`.position`), and the rule options.
    start: Position
    options: Options

    def _new_table(self) -> None:
        p = self.start
        self.day: int = p.day
        self.round = self.day
        self.turn: str = p.turn
        self.sectors: dict[str, Sector] = {n: Sector(s.value, s.dictator, s.rebels) for n, s in p.sectors}
        self.base: str | None = p.base
        self.revealed: bool = p.revealed
        self.hand: int = p.hand
        self.deck: int = p.deck
        self.tactic_played: bool = p.tactic_played
        c = p.card
        self.card: DictatorCard | None = DictatorCard(c.sector, c.health) if c is not None else None

    # ------------------------------------------------------------ reading the table

    @property
    def side(self) -> str:
        """The side whose turn it is: "dictator" or "rebels"."""
        return self.turn

    def control(self, sector: str) -> str | None:
        """Who controls a sector: more units controls, the Dictator wins ties, and a sector
        with no units is neutral (None)."""
        s = self.sectors[sector]
        if s.dictator == 0 and s.rebels == 0:
            return None
        return "dictator" if s.dictator >= s.rebels else "rebels"

    def values(self) -> dict[str, int]:
        """The total value of the sectors each side controls."""
        out = {"dictator": 0, "rebels": 0}
        for name, s in self.sectors.items():
            who = self.control(name)
            if who is not None:
                out[who] += s.value
        return out

    def card_stops_capture(self) -> bool:
        """P-08: a living Dictator card stops a capture when it is in the base sector (or,
        with ``dictator_card="anywhere"``, wherever it is)."""
        if self.card is None or self.card.health <= 0:
            return False
        return self.options.dictator_card == "anywhere" or self.card.sector == self.base

    def base_captured(self) -> bool:
        """Condition 2 as the rule set reads it (see :func:`.sequences.base_captured_check`)."""
        if self.base is None or not self.revealed:
            return False
        if self.options.notes:
            return self.control(self.base) != "dictator"
        s = self.sectors[self.base]
        return s.dictator == 0 and s.rebels > 0 and not self.card_stops_capture()

    def dictator_killed(self) -> bool:
        return self.card is not None and self.card.health <= 0

    def tactics_exhausted(self) -> bool:
        return self.hand == 0 and self.deck == 0

    def contested(self, sector: str) -> bool:
        """A combat can be fought here: Rebel units and a Dictator unit or the Dictator card."""
        s = self.sectors[sector]
        card_here = self.card is not None and self.card.sector == sector
        return s.rebels > 0 and (s.dictator > 0 or card_here)

    def state(self) -> dict[str, Any]:
        """The table now, as a position (``Game.from_position(g.state())`` starts from here)."""
        d: dict[str, Any] = {
            "base": self.base,
            "revealed": self.revealed,
            "hand": self.hand,
            "deck": self.deck,
            "card": asdict(self.card) if self.card else None,
        }
        if self.tactic_played:
            d["tactic_played"] = True
        return {
            "day": self.day,
            "turn": self.turn,
            "sectors": {n: asdict(s) for n, s in self.sectors.items()},
            "dictator": d,
        }

    def finish(self, winner: str, reason: str, rule: str, values: dict[str, int] | None = None) -> GameOver:
        """Record the result and give the core's end of game (``raise`` it after the last
        step, which then shows the game over)."""
        if values is None:
            return self.end(Result(winner, reason, rule=rule))
        return self.end(Result(winner, reason, values["rebels"], values["dictator"], rule=rule))
