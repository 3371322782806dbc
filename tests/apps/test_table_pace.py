"""A bot's thinking time tells the room nothing: the coach answers a forced move at
once and weighs a choice by rollouts, so at the table each of its moves takes ``bot_pace``
exactly, one option or many; a coach that has not chosen by then plays its stand-in's move at
that time. The room's frames and their times are compared on two all-bot tables that differ in
one hidden card: seat 0 passes by choice at one and by force at the other."""

from __future__ import annotations

import asyncio
import json
import threading
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest

pytest.importorskip("starlette")

from test_table import _normal
from test_table_secrets import _dml

from dml_tutor.core.agents import Agent
from dml_tutor.core.sequence import Decision
from dml_tutor.table.app import Hub, Limits
from dml_tutor.table.room import Role, Room, new_room
from dml_tutor.table.store import Store

#: The pace on the test's clock; long, as the table also waits that long in real time for a move
#: (a busy machine's thread switch must not make the test's own agent late).
PACE = 30.0
#: How long the coach "thinks" on the test's clock where it has a choice (its rollouts).
ROLLOUTS = 12.0


class Clock:
    """The test's clock: a bot's thinking and the table's waiting move it, nothing else."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now

    async def sleep(self, seconds: float) -> None:
        self.now += seconds
        await asyncio.sleep(0)


class Coach:
    """Thinks as the coach does (``ROLLOUTS`` where it has a choice, nothing where it has one
    option), then plays ``agent``'s move; records how many options it had each time."""

    def __init__(self, agent: Agent, clock: Clock) -> None:
        self.agent = agent
        self.clock = clock
        self.options: list[int] = []

    def choose(self, game: Any, decision: Decision[Any]) -> Any:
        self.options.append(len(decision.actions))
        if len(decision.actions) > 1:
            self.clock.now += ROLLOUTS
        return self.agent.choose(game, decision)


#: Frames kept of each game (the two games below part at about the 23rd).
FRAMES = 40


class Watched(Hub):
    """A hub that keeps what the room is sent: each frame of the projector's and seat 1's pages,
    at its time (the first :data:`FRAMES`; then the table ends)."""

    def __init__(self, clock: Clock) -> None:
        super().__init__(Store(None), Limits(bot_pace=PACE), clock=clock, sleep=clock.sleep)
        self.sent: list[tuple[float, str, str]] = []

    def broadcast(self, room: Room) -> None:
        projector, seat = (_normal(room.text(r), room.id) for r in (Role(room, "projector"), Role(room, "seat", 1)))
        self.sent.append((self.clock(), projector, seat))
        room.ended = len(self.sent) >= FRAMES


def _played(body: dict[str, Any]) -> tuple[list[tuple[float, str, str]], Coach]:
    """A table of bots from ``body``: seat 0 the coach (as the test's ``Coach`` thinks), the others
    random; every frame the room was sent, with how long after the one before it came."""
    clock = Clock()
    hub = Watched(clock)
    room = new_room(body)
    for seat, mode in enumerate(["coach", "random", "random", "random"]):
        room.session.set_seat(seat, mode)
    heuristic = room.pack.agents["heuristic"](room.game, 0)[0]
    coach = room.session.agents[0] = Coach(heuristic, clock)  # type: ignore[assignment]
    hub.add(room)
    asyncio.run(asyncio.wait_for(hub._bots(room), 120))
    assert len(hub.sent) == FRAMES
    times = [0.0, *(t for t, _, _ in hub.sent)]
    return [(round(t - times[i], 6), p, s) for i, (t, p, s) in enumerate(hub.sent)], coach


def _log(frame: str) -> dict[int, str]:
    return {e["i"]: e["text"] for e in json.loads(frame)["log"]}


def test_a_forced_and_a_chosen_pass_send_the_room_the_same_frames_at_the_same_times() -> None:
    chosen, coach_chose = _played(_dml("TD", "3D"))  # 10♦: the heuristic passes by choice
    forced, coach_forced = _played(_dml("3D", "TD"))
    # the coach had a choice at one table where it had none at the other
    parted = next(i for i, (a, b) in enumerate(zip(coach_chose.options, coach_forced.options, strict=False)) if a != b)
    assert coach_chose.options[parted] > 1 and coach_forced.options[parted] == 1
    compared = 0
    for (gap_a, projector_a, seat_a), (gap_b, projector_b, seat_b) in zip(chosen, forced, strict=False):
        if _log(projector_a) != _log(projector_b):  # from here the moves the log shows part the games
            break
        assert (gap_a, projector_a, seat_a) == (gap_b, projector_b, seat_b), compared
        compared += 1
    passes = [
        i for i, (_, p, _) in enumerate(chosen[:compared]) if "seat 0: pass (Character Power Phase)" in _log(p).values()
    ]
    assert passes, "the compared frames went through seat 0's pass"
    # every frame of a coach's move comes PACE after the one before it, a random bot's at once
    assert {gap for gap, _, _ in chosen} | {gap for gap, _, _ in forced} == {0.0, PACE}
    assert compared >= 20


def test_a_coach_that_has_not_chosen_by_its_pace_plays_its_stand_ins_move_then() -> None:
    """Real time: the coach never answers; at its pace the stand-in (the heuristic) moves for it and
    the table goes on while the coach still thinks."""
    release, thinking = threading.Event(), threading.Event()

    class Stuck:
        def choose(self, game: Any, decision: Decision[Any]) -> Any:
            thinking.set()
            release.wait(30)
            thinking.clear()
            raise AssertionError("its move is not played")

    hub = Hub(Store(None), Limits(bot_pace=0.2))
    hub.pool = ThreadPoolExecutor(1)
    room = new_room({"pack": "dml", "settings": {"players": 4, "seed": 7}})
    d = room.game.pending
    assert d is not None
    room.session.set_seat(d.seat, "coach")
    room.session.agents[d.seat] = Stuck()  # type: ignore[assignment]
    hub.add(room)
    expected = room.stand_in(d)

    async def play() -> float:
        started = asyncio.get_running_loop().time()
        await asyncio.wait_for(hub._bots(room), 10)  # one move: then a person decides
        return asyncio.get_running_loop().time() - started

    try:
        took = asyncio.run(play())
        assert thinking.is_set()  # the coach still thinks: the table did not wait for it
    finally:
        release.set()
        hub.pool.shutdown(wait=False)
    assert room.game.decisions[0] == expected and room.game.pending is not d and took >= 0.2
