"""What a DML seat may read of the record (the pack's ``Pack.redaction``), beside what it may
know of the table (:mod:`.observer`).

Step sentences are public by design; what another seat chose can name a card only it holds
(a face-down Seize card, a card given or taken), and a move taken without asking tells what
that seat holds (a lone pass: nothing it could lay). A seat holding an instant win it
declined is offered the declaration beside its every question (P-05): the question itself
(an instant-win question), the offer, and the R-27 and P-05 cited beside that seat's moves
would tell the others what its Treasury holds. While a Target Value is to be predicted, the
Acquisition Attempt is shown without its worked total and chance.
"""

from __future__ import annotations

from typing import Any, Final

from ...core.redaction import Redaction, as_chosen
from ...core.sequence import Decision
from ...core.text import Say, Text
from ...core.text import say as engine_say
from ...core.trace import TraceEntry
from .actions import DeclareWin, GiveCard, Seize, TakeCard
from .sequences.common import PUBLIC_PROMPT
from .words import say

__all__ = ["DmlRedaction"]

#: The rule ids added to a decision where its seat may also declare a standing instant win (P-05).
_STANDING_WIN_RULES: Final = frozenset({"R-27", "P-05"})


class DmlRedaction(Redaction):
    """DML's secrets (see the module doc)."""

    def text(self, entry: TraceEntry, viewer: int) -> Text:
        if entry.seat == viewer or entry.private or entry.kind != "action":
            return super().text(entry, viewer)
        a = entry.action
        if isinstance(a, Seize):
            return say("action-by-seat", seat=a.seat, action=say("action-seize-hidden"))
        if isinstance(a, GiveCard) and viewer != a.to:
            return say("action-by-seat", seat=a.seat, action=say("action-give-hidden", to=a.to))
        if isinstance(a, TakeCard):
            return say("action-by-seat", seat=a.seat, action=say("action-take-hidden"))
        return as_chosen(entry.said)

    def rules(self, entry: TraceEntry, viewer: int) -> tuple[str, ...]:
        """A declaration itself is public; another seat's other moves leave R-27 and P-05 out."""
        if entry.seat == viewer or isinstance(entry.action, DeclareWin):
            return entry.rules
        return tuple(r for r in entry.rules if r not in _STANDING_WIN_RULES)

    def prompt(self, decision: Decision[Any], viewer: int) -> Text:
        if decision.kind == "instant_win":
            return engine_say("step-private", seat=decision.seat)  # the engine's own sentence
        public = decision.context.get(PUBLIC_PROMPT)
        return public if isinstance(public, str | Say) else decision.said_prompt

    def question(self, kind: str, view: dict[str, Any]) -> dict[str, Any]:
        attempt = view.get("attempt")
        if kind != "target_value" or not isinstance(attempt, dict):
            return view
        hidden = {"terms": [], "total": "?", "probability": {"fraction": "?", "percent": "?", "value": 0}}
        return {**view, "attempt": {**attempt, **hidden}}
