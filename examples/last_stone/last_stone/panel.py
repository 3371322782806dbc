"""Last Stone's table in the tutor and at the workshop table: the pile, drawn as stones by
``panel.js`` (styles in ``panel.css``). The pack's descriptor names all three; only the layers
that draw import this module, so importing the pack loads no display code."""

from __future__ import annotations

from typing import Any

from dml_tutor.core import Driver
from dml_tutor.tutor import Panel, Step

from . import LastStone


class LastStonePanel(Panel):
    """The pile and whose turn it is (every seat sees the whole table: nothing is hidden)."""

    js = "last_stone"

    def snapshot(self, game: Driver[Any], prev: Any) -> int:
        assert isinstance(game, LastStone)
        return game.pile

    def to_json(self, snap: Any, step: Step) -> dict[str, Any]:
        stones = "stone" if snap == 1 else "stones"
        return {"pile": {"stones": snap, "text": f"{snap} {stones} in the pile"}, "seats": self.seats_json(step)}
