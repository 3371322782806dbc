"""Last Stone's table in the tutor and at the workshop table: the pile, drawn as stones by
``panel.js`` (styles in ``panel.css``). The pack's descriptor names all three; only the layers
that draw import this module, so importing the pack loads no display code."""

from __future__ import annotations

from typing import Any

from dml_tutor.core import Driver
from dml_tutor.core.text import Text
from dml_tutor.tutor import Panel, Step

from . import LastStone, say


class LastStonePanel(Panel):
    """The pile and whose turn it is (every seat sees the whole table: nothing is hidden)."""

    js = "last_stone"

    def snapshot(self, game: Driver[Any], prev: Any) -> int:
        assert isinstance(game, LastStone)
        return game.pile

    def to_json(self, snap: Any, step: Step) -> dict[str, Any]:
        m = self.language(step.messages)  # the reader's language: locales/<lang>/panel.ftl
        pile = {"stones": snap, "title": m("panel-pile"), "text": m("panel-stones", stones=snap)}
        return {"pile": pile, "seats": self.seats_json(step)}

    def label(self, action: Any) -> Text:
        return say("action-take", stones=action.stones)  # a button: "take 2", in the reader's language
