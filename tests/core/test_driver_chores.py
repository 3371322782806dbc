"""The chores the core's driver does for every pack (core/driver.py): it records each decision
step, takes a single choice where the pack says so, lets the pack amend every decision and
settle a claim taken at any decision, and carries chance results the pack describes."""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass
from typing import Any, ClassVar

import pytest

from dml_tutor import games
from dml_tutor.core.driver import Driver
from dml_tutor.core.outcome import Outcome
from dml_tutor.core.pack import Chance
from dml_tutor.core.sequence import Decision, Seq, sequence


@dataclass(frozen=True)
class Pick:
    seat: int
    n: int

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "n": self.n}

    def __str__(self) -> str:
        return f"seat {self.seat}: pick {self.n}"


@sequence("Game")
def _game(g: Toy) -> Seq[None]:
    yield from _turn(g)
    g.step(("roll",), "seat 1 rolls", kind="roll", seat=1, chance=(2, 5, 5))
    yield from _turn(g)


@sequence("Turn", label=lambda g: f"Turn {len(g.decisions)}")
def _turn(g: Toy) -> Seq[None]:
    act = yield Decision(0, "pick", "pick a number", [Pick(0, 1), Pick(0, 2)], ("pick",))
    g.picked.append(act.n)
    one = yield Decision(1, "pick", "pick the one left", [Pick(1, 9)], ("pick",))
    g.picked.append(one.n)


class Toy(Driver[Pick]):
    pack: ClassVar[str] = "toy"
    save_version: ClassVar[int] = 1
    end_rule: ClassVar[str] = "pick"

    def __init__(self, *, trace: bool = True) -> None:
        self.picked: list[int] = []
        self._start(trace=trace, on_step=None)

    def _new_table(self) -> None:
        self.picked = []

    def _play(self) -> Generator[Decision[Pick], Pick, Any]:
        return _game(self)

    def _coerce(self, action: Any, decision: Decision[Pick]) -> Pick:
        return Pick(decision.seat, int(action["n"] if isinstance(action, dict) else action))

    def _offer(self, decision: Decision[Pick]) -> Decision[Pick]:
        if decision.seat != 0:
            return decision
        extra = (Pick(0, 0),)  # a claim offered at every decision of seat 0
        return Decision(0, decision.kind, decision.prompt + " (or claim)", (*decision.actions, *extra), decision.rules)

    def _taken(self, decision: Decision[Pick], action: Pick) -> None:
        if action.n == 0:
            self.step(("claim",), "seat 0 claims the game", seat=0)
            raise self.end(Outcome((0,), (1,), False, "claim", "claimed"))

    def _settings(self) -> dict[str, Any]:
        return {}

    @classmethod
    def _from_settings(cls, data: dict[str, Any], *, trace: bool) -> Toy:
        return cls(trace=trace)


class Lone(Toy):
    """The same game, whose single choices are taken without asking."""

    takes_only_choice: ClassVar[bool] = True


def test_the_driver_records_the_decision_step_in_the_pack_s_words_at_the_sequence_s_place() -> None:
    g = Toy()
    asked = [e for e in g.trace if e.kind == "decision"]
    assert [(e.seat, e.text, e.rules, e.breadcrumb) for e in asked] == [
        (0, "Seat 0 decides: pick a number", ("pick",), "Game > Turn 0")
    ]  # narrated from the decision yielded, offered with the pack's claim (_offer)
    assert g.pending is not None and g.pending.prompt == "pick a number (or claim)" and len(g.pending.actions) == 3


def test_a_single_choice_is_asked_unless_the_pack_takes_it_and_then_it_is_no_decision_of_the_save() -> None:
    asked = Toy()
    asked.apply(1)
    assert asked.pending is not None and asked.pending.seat == 1
    taken = Lone()
    taken.apply(1)
    assert taken.pending is not None and taken.pending.seat == 0  # seat 1's lone choice was taken
    assert [e.text for e in taken.trace if e.kind == "action"] == ["seat 0: pick 1", "seat 1: pick 9 (the only choice)"]
    assert taken.picked == [1, 9] and [a.n for a in taken.decisions] == [1]
    again = Lone.from_json(taken.to_json())
    assert [str(e) for e in again.trace] == [str(e) for e in taken.trace]


def test_a_claim_settled_by_the_pack_ends_the_game_and_unwinds_every_sequence() -> None:
    g = Lone()
    g.apply(0)
    assert g.is_over and g.outcome is not None and g.outcome.reason == "claimed"
    assert g.frames == [] and g.pending is None
    last = g.trace[-1]
    assert last.text == "seat 0 claims the game" and last.breadcrumb == "Game > Turn 0"
    assert g.why_not(1) is not None  # nothing more to decide


def test_untraced_games_play_the_same_decisions() -> None:
    for kind in (Toy, Lone):
        traced, quiet = kind(), kind(trace=False)
        for g in (traced, quiet):
            while g.pending is not None:
                g.apply(g.legal_actions()[-1] if g.pending.seat == 1 else 2)
        assert traced.picked == quiet.picked and traced.decisions == quiet.decisions
        assert quiet.trace == []


def test_chance_results_are_data_the_pack_describes() -> None:
    g = Lone()
    g.apply(2)
    roll = next(e for e in g.trace if e.kind == "roll")
    assert roll.chance == (2, 5, 5)  # three results: no pair of dice is assumed
    assert Chance().json((2, 5, 5)) == {"values": [2, 5, 5], "sides": 6, "total": 12, "name": None, "said": None}
    dml = games.get("dml").chance
    assert dml.json((3, 3))["name"] == "Dabo!" and dml.json((6, 6))["name"] == "Woot! Woot!"
    assert dml.json((2, 5)) == {"values": [2, 5], "sides": 6, "total": 7, "name": None, "said": None}
    assert dml.json((1, 1))["said"] == "Wyvern Eyes"  # the name as read (English unless a reader's ``read``)


@pytest.mark.parametrize("name", ["dml", "merc", "terrus"])
def test_every_shipped_pack_leaves_the_decision_step_to_the_driver(name: str) -> None:
    """Each pending decision has exactly one decision step, the last entry before it."""
    pack = games.get(name)
    g = pack.start(3)
    agents = pack.random_agents(g, 3)
    for _ in range(40):
        d = g.pending
        if d is None:
            break
        last = g.trace[-1]
        assert last.kind == "decision" and last.seat == d.seat
        assert sum(1 for e in g.trace if e.kind == "decision") == len(g.decisions) + 1
        g.apply(agents[d.seat].choose(g, d))
