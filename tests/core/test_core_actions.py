"""The core's action base and its one reader, and the one end-of-game contract
(core/actions.py, core/outcome.py ``GameOver``, ``Driver.end``), on a pack made here."""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass
from typing import Any, ClassVar

import pytest

import dml_tutor as dml
from dml_tutor.core.actions import Action, Moves
from dml_tutor.core.driver import Driver, IllegalActionError
from dml_tutor.core.outcome import GameOver, Outcome
from dml_tutor.core.sequence import Decision, Seq, sequence


@dataclass(frozen=True, slots=True)
class StoneMove(Action):
    """This pack's moves: records name their kind under "move"."""

    @classmethod
    def json_tag(cls) -> str:
        return "move"


@dataclass(frozen=True, slots=True)
class Take(StoneMove):
    """Take ``stones`` stones."""

    stones: int

    @classmethod
    def json_kind(cls) -> str:
        return "take"

    def __str__(self) -> str:
        return f"seat {self.seat}: take {self.stones}"


@dataclass(frozen=True, slots=True)
class Resign(StoneMove):
    """Give the game up at once."""

    def __str__(self) -> str:
        return f"seat {self.seat}: resign"


def _count(v: Any) -> int:
    if not isinstance(v, int) or isinstance(v, bool) or not 0 <= v < 10:
        raise ValueError(f"expected 0..9, got {v!r}")
    return v


def _parse(text: str, decision: Decision[Action]) -> Action:
    words = text.split()
    if words[:1] == ["take"] and len(words) == 2 and words[1].isdigit():
        return Take(decision.seat, int(words[1]))
    if words == ["resign"]:
        return Resign(decision.seat)
    raise ValueError("write 'take N' or 'resign'")


MOVES: Moves[Action] = Moves([Take, Resign], convert={"seat": _count, "stones": _count}, parse=_parse, noun="move")


@sequence("Game")
def play(g: Pile) -> Seq[None]:
    seat = 0
    while True:
        choices = [Take(seat, n) for n in (1, 2) if n <= g.pile] + [Resign(seat)]
        act = yield Decision(seat, "take", f"take from {g.pile}", choices, ("take",))
        if isinstance(act, Resign):
            raise g.end(Outcome((1 - seat,), (seat,), False, "resign", "resigned"))  # ends at once
        g.pile -= act.stones
        if g.pile == 0:
            g.end(Outcome((seat,), (1 - seat,), False, "take", "last stone"))
            return  # the outermost sequence returns: over too
        seat = 1 - seat


class Pile(Driver[Action]):
    pack: ClassVar[str] = "pile"
    end_rule: ClassVar[str] = "take"

    def __init__(self, stones: int = 3) -> None:
        self.stones = stones
        self._start(trace=True, on_step=None)

    def _new_table(self) -> None:
        self.pile = self.stones

    def _play(self) -> Generator[Decision[Action], Action, None]:
        return play(self)

    def _coerce(self, action: Any, decision: Decision[Action]) -> Action:
        return MOVES.read(action, decision)

    def _settings(self) -> dict[str, Any]:
        return {"stones": self.stones}

    @classmethod
    def _from_settings(cls, data: dict[str, Any], *, trace: bool) -> Pile:
        return cls(data["stones"])


def test_generic_json_names_the_kind_and_every_field_and_reads_back() -> None:
    assert Take(1, 2).to_json() == {"move": "take", "seat": 1, "stones": 2}
    assert Resign(0).to_json() == {"move": "Resign", "seat": 0}
    assert MOVES.from_json(Resign(1).to_json()) == Resign(1)
    assert MOVES.from_json({"move": "take", "seat": 1, "stones": 2}) == Take(1, 2)
    with pytest.raises(ValueError, match="lacks field 'stones'"):
        MOVES.from_json({"move": "take", "seat": 1})
    with pytest.raises(ValueError, match="has no field 'colour'"):
        MOVES.from_json({"move": "take", "seat": 1, "stones": 2, "colour": "red"})
    with pytest.raises(ValueError, match=r"move take: field 'stones': expected 0\.\.9"):
        MOVES.from_json({"move": "take", "seat": 1, "stones": 99})
    with pytest.raises(ValueError, match="not a move record"):
        MOVES.from_json({"move": "dance"})


def test_the_one_reader_takes_every_form_and_refuses_the_rest_untouched() -> None:
    g = Pile(5)
    d = g.pending
    assert d is not None
    offered = d.actions[0]
    assert MOVES.read(offered, d) is offered
    assert MOVES.read("seat 0: take 1", d) is offered  # the printed form of an offered move
    assert MOVES.read("take 2", d) == Take(0, 2)
    assert MOVES.read({"move": "take", "seat": 0, "stones": 1}, d) == offered
    assert MOVES.read('{"move": "take", "seat": 0, "stones": 1}', d) == offered
    for bad in (None, 3, 2.5, b"take 1", ["take", 1], "dance", Take(0, "1"), '{"move": "take"'):  # type: ignore[arg-type]
        with pytest.raises(IllegalActionError):
            MOVES.read(bad, d)
        assert g.why_not(bad) is not None
    assert g.pile == 5 and not g.decisions


@pytest.mark.parametrize(
    "hostile",
    [
        "x" * 1_000_000,
        "take " + "9" * 1_000_000,
        "\x01" * 500_000,
        "\udcff" * 300_000,
        '{"move": "' + "x" * 10**6 + '"}',
    ],
)
def test_errors_quote_hostile_input_briefly(hostile: str) -> None:
    """A one-megabyte move gives a short error in every pack."""
    g = Pile(5)
    with pytest.raises(IllegalActionError) as e:
        g.apply(hostile)
    assert len(str(e.value)) < 400
    assert len(g.why_not(hostile) or "") < 400
    game = dml.Game(seed=1)
    with pytest.raises(ValueError) as e2:
        game.apply(hostile)
    assert len(str(e2.value)) < 800
    assert not game.decisions


def test_a_sequence_ends_the_game_at_once_or_by_returning() -> None:
    g = Pile(3)
    g.apply("resign")  # raised from inside the loop: the driver catches it
    assert g.is_over and g.pending is None and g.frames == []
    assert g.outcome == Outcome((1,), (0,), False, "resign", "resigned")
    with pytest.raises(IllegalActionError, match="the game is over"):
        g.apply("take 1")
    g = Pile(2)
    g.apply("take 2")  # the outermost sequence returns
    assert g.outcome == Outcome((0,), (1,), False, "take", "last stone")
    g.pop()
    assert not g.is_over and g.outcome is None
    assert isinstance(g.end(None), GameOver)


@pytest.mark.parametrize("junk", [None, 5, 2.5, b"{}", [], {}])
def test_from_json_of_anything_but_text_is_a_value_error(junk: Any) -> None:
    with pytest.raises(ValueError, match="save file must be JSON text"):
        dml.Game.from_json(junk)
