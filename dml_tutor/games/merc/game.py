"""The MERC table and its small public interface (``Game``).

The rules' sequences are in :mod:`.sequences`; this module keeps the table (sectors,
base, Dictator card, Tactics counts), reads moves, says why one is refused, and saves
games. The core's :class:`~dml_tutor.core.driver.Driver` steps it decision by decision.

>>> g = Game.from_position(START)
>>> g.apply({"move": "end_turn"})
>>> g.state()["dictator"]["hand"]
3
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from dataclasses import asdict, dataclass, field, fields
from typing import Any, ClassVar

from ...core.driver import Driver, IllegalActionError, is_int
from ...core.inputs import read_seed, short_repr
from ...core.outcome import Outcome
from ...core.sequence import Decision
from ...core.trace import TraceEntry
from . import sequences
from .moves import (
    DICTATOR,
    POSSESSIVE,
    REBELS,
    SIDE_TITLE,
    SIDES,
    Combat,
    EndTurn,
    Move,
    PlayTactic,
    RevealBase,
    move_from_json,
    parse_move,
)
from .position import random_position, read_position

__all__ = ["RULE_SETS", "START", "DictatorCard", "Game", "IllegalActionError", "Options", "Result", "Sector"]

#: The seed's opening (its card-flow table): Day 1, the Dictator's turn, 5 Tactics in the
#: deck and none in hand, the base not yet placed.
START: dict[str, Any] = {
    "day": 1,
    "turn": "dictator",
    "sectors": {
        "Capital": {"value": 5, "dictator": 3, "rebels": 0},
        "Oil Field": {"value": 4, "dictator": 2, "rebels": 1},
        "Mine": {"value": 3, "dictator": 1, "rebels": 2},
        "Port": {"value": 3, "dictator": 1, "rebels": 1},
        "Village": {"value": 1, "dictator": 0, "rebels": 2},
        "Jungle": {"value": 1, "dictator": 0, "rebels": 0},
    },
    "dictator": {"base": None, "revealed": False, "hand": 0, "deck": 5, "card": None},
}

#: The rule sets: the printed rules (default) and the page's Implementation Notes code.
RULE_SETS = ("printed", "implementation_notes")
#: P-08's readings of "the Dictator card must also be defeated" (Condition 2).
CARD_READINGS = ("in_base_sector", "anywhere")


@dataclass(frozen=True)
class Options:
    """Rule variants: ``rules`` ("printed" or "implementation_notes") and, for the printed
    rules, ``dictator_card`` (P-08: "in_base_sector", the default, or "anywhere")."""

    rules: str = "printed"
    dictator_card: str = "in_base_sector"

    @classmethod
    def from_dict(cls, data: object) -> Options:
        if data is None:
            return cls()
        if isinstance(data, Options):
            return cls.from_dict(asdict(data))  # an instance is checked like a dict
        if not isinstance(data, dict):
            raise ValueError(f"options must be a dict, got {type(data).__name__}")
        known = {f.name for f in fields(cls)}
        for k in data:
            if k not in known:
                raise ValueError(f"unknown option {short_repr(k)}; the options: {', '.join(sorted(known))}")
        rules = data.get("rules", "printed")
        if rules not in RULE_SETS:
            raise ValueError(f"option 'rules' must be one of {', '.join(RULE_SETS)}, got {short_repr(rules)}")
        card = data.get("dictator_card", "in_base_sector")
        if card not in CARD_READINGS:
            readings = ", ".join(CARD_READINGS)
            raise ValueError(f"option 'dictator_card' must be one of {readings} (P-08), got {short_repr(card)}")
        if rules == "implementation_notes" and card != "in_base_sector":
            raise ValueError(
                "option 'dictator_card' refines the printed rules (P-08); the Implementation Notes code "
                "never looks at the Dictator card for a capture"
            )
        return cls(rules, card)

    @property
    def notes(self) -> bool:
        return self.rules == "implementation_notes"


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


def _coerce(action: Any, decision: Decision[Move]) -> Move:
    """Any accepted form of a move; unreadable input is an IllegalActionError naming the field."""
    try:
        if isinstance(action, Combat | PlayTactic | RevealBase | EndTurn):
            return action.checked()
        if isinstance(action, dict) or (isinstance(action, str) and action.lstrip().startswith("{")):
            return move_from_json(action, decision.seat)
        if isinstance(action, str):
            for a in decision.actions:
                if str(a) == action:
                    return a
            return parse_move(action, decision.seat)
    except ValueError as e:
        raise IllegalActionError(str(e), decision.rules) from None
    raise IllegalActionError(f"not a move: {short_repr(action)}", decision.rules)


class Game(Driver[Move]):
    """One MERC end game, from a position, stepped decision by decision.

    ``Game.from_position(position, options={"rules": "implementation_notes"})``; the
    moves are dicts, their printed text, or the move values (:mod:`.moves`).
    """

    pack: ClassVar[str] = "merc"
    end_rule: ClassVar[str] = "merc.game-end"
    result: Result | None

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
        self.position = read_position(position)
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

    # ------------------------------------------------------------ the table

    def _new_table(self) -> None:
        p = self.position
        self.day: int = p["day"]
        self.round = self.day
        self.turn: str = p["turn"]
        self.sectors: dict[str, Sector] = {
            n: Sector(s["value"], s["dictator"], s["rebels"]) for n, s in p["sectors"].items()
        }
        d = p["dictator"]
        self.base: str | None = d["base"]
        self.revealed: bool = d["revealed"]
        self.hand: int = d["hand"]
        self.deck: int = d["deck"]
        self.tactic_played: bool = d.get("tactic_played", False)
        c = d["card"]
        self.card: DictatorCard | None = DictatorCard(c["sector"], c["health"]) if c else None

    def _play(self) -> Generator[Decision[Move], Move, None]:
        return sequences.play(self)

    def _coerce(self, action: Any, decision: Decision[Move]) -> Move:
        return _coerce(action, decision)

    def _allows(self, decision: Decision[Move], action: Move) -> bool:
        """Any move the rules allow is accepted, not only the sample ``legal_actions`` lists
        (a combat's losses are free amounts)."""
        return self.refusal(action) is None

    def _explain(self, decision: Decision[Move], action: Move) -> tuple[str, tuple[str, ...]]:
        why = self.refusal(action)
        assert why is not None  # an offered or allowed move is never explained
        return why

    def _settings(self) -> dict[str, Any]:
        seed = {} if self.seed is None else {"seed": self.seed}
        return {"position": self.position, "options": asdict(self.options), **seed}

    @classmethod
    def _from_settings(cls, data: dict[str, Any], *, trace: bool) -> Game:
        if not isinstance(data.get("position"), dict):
            raise ValueError("save file field 'position' must be a position object")
        return cls(data["position"], data.get("options"), trace=trace, seed=data.get("seed"))

    @property
    def outcome(self) -> Outcome | None:
        return self.result.outcome if self.result is not None else None

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

    def view(self, seat: int | None = None) -> dict[str, Any]:
        """What a side may know: everything (``None``), the Dictator's (seat 0) or the
        Rebels' (seat 1). The Rebels do not see where an unrevealed base is; each sector
        carries its control, and ``values`` each side's total."""
        if seat is not None and not (is_int(seat) and seat in (DICTATOR, REBELS)):
            raise ValueError(f"no seat {short_repr(seat)}: 0 is the Dictator, 1 the Rebels, None everything")
        out = self.state()
        for name, s in out["sectors"].items():
            s["control"] = self.control(name)
        d = out["dictator"]
        d["base_placed"] = self.base is not None
        d["tactic_played"] = self.tactic_played
        if seat == REBELS and not self.revealed:
            d["base"] = None
        out["values"] = self.values()
        out["result"] = None if self.result is None else asdict(self.result)
        return out

    # ------------------------------------------------------------ moves

    def refusal(self, move: Move) -> tuple[str, tuple[str, ...]] | None:
        """Why the rules refuse ``move`` now (a sentence and rule ids), or None if it is legal."""
        if self.result is not None:
            return "the game is over: nothing more can be played", ("merc.game-end",)
        mover = SIDES[move.seat]
        if mover != self.turn:
            return f"it is {POSSESSIVE[self.turn]} turn, not {POSSESSIVE[mover]}", ("merc.day",)
        if isinstance(move, Combat):
            return self._combat_refusal(move)
        if isinstance(move, PlayTactic):
            if move.seat != DICTATOR:
                return "only the Dictator plays Tactics cards", ("merc.tactics",)
            if self.tactic_played:
                return "the Dictator has already played a Tactics card this turn (one a turn, P-15)", (
                    "merc.tactics",
                    "P-15",
                )
            if self.hand == 0:
                return "the Dictator has no Tactics card in hand", ("merc.tactics", "merc.card-flow")
            return None
        if isinstance(move, RevealBase):
            if move.seat != DICTATOR:
                return "only the Dictator reveals the base", ("merc.reveal",)
            if self.revealed:
                return f"the base is already revealed, in {self.base}", ("merc.reveal",)
            if move.sector not in self.sectors:
                return f"there is no sector {move.sector!r} (the sectors: {', '.join(self.sectors)})", ("merc.reveal",)
            if self.base is not None and move.sector != self.base:
                return "the base was placed in another sector; it is revealed where it is", ("merc.reveal",)
            return None
        return None  # EndTurn: the side to move may always end its turn

    def _combat_refusal(self, m: Combat) -> tuple[str, tuple[str, ...]] | None:
        if m.sector not in self.sectors:
            return f"there is no sector {m.sector!r} (the sectors: {', '.join(self.sectors)})", ("merc.combat",)
        s = self.sectors[m.sector]
        if not self.contested(m.sector):
            return (
                f"no combat in {m.sector}: it needs Rebel units and a Dictator unit or the Dictator card there "
                f"(Dictator {s.dictator}, Rebels {s.rebels})",
                ("merc.combat",),
            )
        if m.dictator_losses > s.dictator:
            return f"the Dictator has only {s.dictator} units in {m.sector} to lose", ("merc.combat",)
        if m.rebel_losses > s.rebels:
            return f"the Rebels have only {s.rebels} units in {m.sector} to lose", ("merc.combat",)
        if m.dictator_damage:
            card = self.card
            if card is None:
                return "the Dictator card is not in play: it comes only with the revealed base", (
                    "merc.card-in-play",
                    "merc.protection",
                )
            if card.sector != m.sector:
                return f"the Dictator card is not in {m.sector}", ("merc.protection",)
            left = s.dictator - m.dictator_losses
            if left:
                return (
                    f"protection: {left} other Dictator unit{'s' if left > 1 else ''} would still stand in "
                    f"{m.sector} after this combat's losses; the Dictator card can only be damaged once they "
                    "are all defeated (in this combat or before, P-17)",
                    ("merc.protection", "P-17"),
                )
        return None

    def legal_moves(self) -> list[Move]:
        """A sensible finite set of the legal moves now (what agents choose from and the
        tutor shows): combats with small losses, wiping a side out or hitting the card,
        a Tactics card, the base's reveal, and ending the turn. Any other legal move is
        accepted too (:meth:`refusal` says which)."""
        if self.result is not None:
            return []
        seat = SIDES.index(self.turn)
        out: list[Move] = []
        for name, s in self.sectors.items():
            if not self.contested(name):
                continue
            tries = {(1, 0, 0), (0, 1, 0), (1, 1, 0), (s.dictator, 0, 0), (0, s.rebels, 0)}
            card = self.card
            if card is not None and card.sector == name:
                tries |= {(s.dictator, 0, 1), (s.dictator, 0, card.health)}
            for dl, rl, dmg in sorted(tries):
                m = Combat(seat, name, dl, rl, dmg)
                if (dl, rl, dmg) != (0, 0, 0) and self._combat_refusal(m) is None:
                    out.append(m)
        if seat == DICTATOR:
            if self.refusal(PlayTactic(DICTATOR)) is None:
                out.append(PlayTactic(DICTATOR))
            if not self.revealed:
                for name in [self.base] if self.base is not None else list(self.sectors):
                    out.append(RevealBase(DICTATOR, name))
        out.append(EndTurn(seat))
        return out

    def finish(self, winner: str, reason: str, rule: str, values: dict[str, int] | None = None) -> None:
        """Record the result; the game is over once the running step returns."""
        if values is None:
            self.result = Result(winner, reason, rule=rule)
        else:
            self.result = Result(winner, reason, values["rebels"], values["dictator"], rule=rule)

    def __repr__(self) -> str:
        state = f"over: {self.result}" if self.result else f"the {SIDE_TITLE[self.turn]} to move"
        return f"<merc.Game day={self.day} rules={self.options.rules!r} {state}>"
