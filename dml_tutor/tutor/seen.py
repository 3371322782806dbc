"""What one viewer may see of the record: the one place the tutor applies a pack's secrets.

The pack declares them (``Pack.redaction``, a :class:`~dml_tutor.core.redaction.Redaction`);
:class:`Seen` asks it for one viewer, never for None (everything: nothing is hidden). The
session's view model, its why-not answers and so every host (the widget, the lite page, the
workshop table) read a step's sentence and rules, another seat's prompt, a display while a
question waits and a why-not answer through it, and nowhere else.
"""

from __future__ import annotations

from typing import Any

from ..core.driver import Driver
from ..core.redaction import Redaction
from ..core.sequence import Decision
from ..core.text import Text
from ..core.trace import TraceEntry

__all__ = ["Seen"]


class Seen:
    """The record as ``viewer`` (None: everything; a seat; ``PUBLIC``) may read it."""

    __slots__ = ("redaction", "viewer")

    def __init__(self, redaction: Redaction, viewer: int | None) -> None:
        self.redaction = redaction
        self.viewer = viewer

    def text(self, entry: TraceEntry) -> Text:
        """A step's sentence (as the engine says it: the reader's language is chosen where shown)."""
        return entry.said if self.viewer is None else self.redaction.text(entry, self.viewer)

    def rules(self, entry: TraceEntry) -> tuple[str, ...]:
        """The rule ids beside a step."""
        return entry.rules if self.viewer is None else self.redaction.rules(entry, self.viewer)

    def prompt(self, decision: Decision[Any]) -> Text:
        """A decision's prompt (the deciding seat reads it whole)."""
        v = self.viewer
        return decision.said_prompt if v is None or v == decision.seat else self.redaction.prompt(decision, v)

    def question(self, kind: str | None, view: dict[str, Any]) -> dict[str, Any]:
        """The display while a question of ``kind`` waits for an answer (None: no question):
        without what gives the answer away, whoever the viewer (everything included)."""
        return view if kind is None else self.redaction.question(kind, view)

    def why_not(self, game: Driver[Any], decision: Decision[Any], action: Any) -> Text | None:
        """The answer given instead of the engine's (None: the engine's answer may be given)."""
        v = self.viewer
        return None if v is None else self.redaction.why_not(game, decision, action, v)
