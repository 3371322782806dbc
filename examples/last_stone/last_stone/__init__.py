"""Last Stone: the smallest game pack, a worked example of the pack protocol (docs/architecture.md).

Two or three seats take 1 to 3 stones in turn from a pile; whoever takes the last one
wins. Its rulebook has four sequences (Game, Setup, Turn, End), a rule catalog
(``rules.toml``) and an action type; the core gives it the driver, the trace, save and
load, the derived sequence tree and the conformance suite, and the tutor shows it with
the generic panel. Its own distribution (``pip install ./examples/last_stone``) registers it
as the ``dml_tutor.packs`` entry point ``last_stone``.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Generator
from dataclasses import dataclass
from functools import cache
from typing import Any, ClassVar

from dml_tutor.core import (
    Catalog,
    Decision,
    Driver,
    IllegalActionError,
    Outcome,
    Pack,
    RandomAgent,
    Seq,
    Setting,
    each_seat,
    is_int,
    sequence,
)


@dataclass(frozen=True)
class Take:
    """An action: ``seat`` takes ``stones`` stones (the driver needs ``seat`` and ``to_json``)."""

    seat: int
    stones: int

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "take": self.stones}

    def __str__(self) -> str:
        return f"seat {self.seat}: take {self.stones}"


class LastStone(Driver[Take]):
    """The table: a pile of stones. The rules are the sequences below."""

    pack: ClassVar[str] = "last_stone"
    end_rule: ClassVar[str] = "end"

    def __init__(self, seed: int = 0, *, players: int = 2, trace: bool = True) -> None:
        if not is_int(seed):
            raise ValueError(f"seed must be an integer, got {seed!r}")
        if not is_int(players) or players not in (2, 3):
            raise ValueError(f"players must be 2 or 3 (setup), got {players!r}")
        self.seed = seed
        self.players = players
        self._start(trace=trace, on_step=None)

    def _new_table(self) -> None:
        self.rng = random.Random(self.seed)
        self.pile = 0
        self.winner: int | None = None

    def _play(self) -> Generator[Decision[Take], Take, None]:
        return play(self)

    def _coerce(self, action: Any, decision: Decision[Take]) -> Take:
        if isinstance(action, str):
            action = next((a for a in decision.actions if str(a) == action.strip()), action)
        if isinstance(action, dict) and is_int(action.get("seat")) and is_int(action.get("take")):
            action = Take(action["seat"], action["take"])
        if isinstance(action, Take):
            return action
        raise IllegalActionError(f"not an action: {action!r}; {decision.prompt}", decision.rules)

    def _explain(self, decision: Decision[Take], action: Take) -> tuple[str, tuple[str, ...]]:
        if action.seat != decision.seat:
            return f"it is seat {decision.seat}'s turn, not seat {action.seat}'s", ("take",)
        return f"take 1 to 3 stones, at most the {self.pile} in the pile", ("take",)

    def _settings(self) -> dict[str, Any]:
        return {"seed": self.seed, "players": self.players}

    @classmethod
    def _from_settings(cls, data: dict[str, Any], *, trace: bool) -> LastStone:
        for key in ("seed", "players"):
            if not is_int(data.get(key)):
                raise ValueError(f"save file field {key!r} must be an integer")
        return cls(data["seed"], players=data["players"], trace=trace)

    @property
    def outcome(self) -> Outcome | None:
        if self.winner is None:
            return None
        losers = tuple(s for s in range(self.players) if s != self.winner)
        return Outcome((self.winner,), losers, False, "end", "last stone")

    def view(self, seat: int | None = None) -> dict[str, Any]:
        """What a seat sees (everything is open in this game)."""
        return {"pile": self.pile, "turn": self.round}


# ------------------------------------------------------------------ the rulebook's sequences


@sequence("Game")
def play(g: LastStone) -> Seq[None]:
    yield from setup(g)
    while g.winner is None:
        g.round += 1
        yield from turn(g, (g.round - 1) % g.players)


@sequence("Setup")
def setup(g: LastStone) -> Seq[None]:
    g.pile = g.rng.randint(7, 12)
    g.step(("setup",), f"A pile of {g.pile} stones; seat 0 starts")
    return
    yield  # a sequence is a generator, even one that never asks


@sequence("Turn", label=lambda g, seat: f"Turn of seat {seat}")
def turn(g: LastStone, seat: int) -> Seq[None]:
    choices = [Take(seat, n) for n in (1, 2, 3) if n <= g.pile]
    prompt = f"take 1 to {len(choices)} stones from the pile of {g.pile}"
    act: Take = yield Decision(seat, "take", prompt, choices, ("take",))  # the driver records the step
    g.pile -= act.stones
    g.step(("take",), f"{g.pile} stones left")
    if g.pile == 0:
        yield from end(g, seat)


@sequence("End")
def end(g: LastStone, seat: int) -> Seq[None]:
    g.winner = seat
    g.result = seat
    g.step(("end",), f"Seat {seat} took the last stone and wins", seat=seat)
    return
    yield


# ------------------------------------------------------------------ the pack


@cache
def catalog() -> Catalog:
    return Catalog.load(__name__, pack="last_stone")


def _players(game: Any) -> int:
    return int(game.players)


PACK = Pack(
    name="last_stone",
    title="Last Stone",
    game=LastStone,
    catalog=catalog,
    root=play,
    modules=[sys.modules[__name__]],  # the modules that hold the sequences (here, this one)
    schema=(
        Setting("seed", (int,), 0, doc="the seed of the pile's size"),
        Setting("players", (int,), 2, choices=(2, 3), doc="how many seats"),
    ),
    agents={"random": each_seat(RandomAgent, _players)},  # name -> (game, seed) -> one agent per seat
    sample=lambda seed: LastStone(seed, players=2 + seed % 2),  # the conformance suite's games
    seats=lambda game: [f"seat {s}" for s in range(_players(game))],
    min_seats=2,
    max_seats=3,
    package=__name__,
)
