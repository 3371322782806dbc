"""What a seat may see of what the engine records: each pack's declaration of its secrets.

In the manner of boardgame.io's ``playerView`` and its redaction of moves: a pack gives its
descriptor a :class:`Redaction` (``Pack.redaction``) saying what a viewer may read of a step
(its sentence and the rule ids beside it), of another seat's decision (its prompt), of a
display while a prediction question waits for its answer, and of a why-not answer. The
tutor applies it in one place (``dml_tutor.tutor.seen``) for every host; the pack's display
draws only what it is given. The observer (``Pack.observe``) says what a seat may know of
the state; this says what it may read of the record.

A viewer here is never "everything" (None: nothing is redacted and nothing is asked): it is
a seat, or ``PUBLIC`` (-1), what every seat knows alike, which is no seat's number, so every
seat's private part is hidden from it.
"""

from __future__ import annotations

from typing import Any, Final

from .driver import Driver
from .sequence import Decision
from .text import Say, Text, say
from .trace import TraceEntry

__all__ = ["PUBLIC", "Redaction", "as_chosen"]

#: The viewer that is no seat: what every seat knows alike (a projector, a spectator).
PUBLIC: Final = -1


class Redaction:
    """A pack's secrets, as data it is asked for; this base redacts what every pack shares
    (another seat's private step, the why-not answers that depend on other seats' cards).
    A pack subclasses it for its own, and calls ``super()`` for the rest."""

    def text(self, entry: TraceEntry, viewer: int) -> Text:
        """A step's sentence as ``viewer`` may read it: another seat's private step (a
        question only it was asked) says only that it happened."""
        if entry.private and entry.seat != viewer:
            return say("step-private", seat=entry.seat)
        return entry.said

    def rules(self, entry: TraceEntry, viewer: int) -> tuple[str, ...]:
        """The rule ids shown beside a step as ``viewer`` may read them (all of them here)."""
        return entry.rules

    def prompt(self, decision: Decision[Any], viewer: int) -> Text:
        """Another seat's decision's prompt as ``viewer`` may read it (the deciding seat reads
        it whole and is not asked): the whole prompt here."""
        return decision.said_prompt

    def question(self, kind: str, view: dict[str, Any]) -> dict[str, Any]:
        """The pack's display view while a prediction question of ``kind`` waits for the
        viewer's answer, without the parts that give the answer (unchanged here)."""
        return view

    def why_not(self, game: Driver[Any], decision: Decision[Any], action: Any, viewer: int) -> Text | None:
        """The answer given instead of the engine's to "why not ``action``?" at ``decision``,
        where the true answer would tell ``viewer`` what it may not know; None gives the
        engine's. Here: whether another seat may move depends on what that seat holds, and
        at another seat's decision only a claim the viewer may make out of turn is answered."""
        seat = getattr(action, "seat", None)
        if seat != viewer and viewer == PUBLIC:
            return say("why-not-public", seat=seat)
        if seat != viewer:
            return say("why-not-other-seat", seat=seat, viewer=viewer)
        if decision.seat != viewer:
            if decision is game.pending and action in game._out_of_turn(decision):
                return None  # a claim the viewer may make now
            return say("why-not-not-your-decision", seat=decision.seat, viewer=viewer)
        return None


def as_chosen(said: Text) -> Text:
    """A taken action's sentence as any chosen one reads: without "(the only choice)", which
    would tell another seat that this seat had no other move."""
    if isinstance(said, Say) and said.id == "step-only-choice":
        action = dict(said.args)["action"]
        return action if isinstance(action, str | Say) else str(action)
    return said
