"""Terrus's sentences as messages of its own catalog (``locales/<lang>/*.ftl``): ``say`` is made
once here with the pack's root package, and what the record says happened is a message per kind
of move (its typed English, ``str(move)``, stays what people type and saves hold). Rulers' and
teams' names are the position's own and stay as they are."""

from __future__ import annotations

from typing import Final

from ...core.text import Text, speaker
from .moves import (
    BeginTurn,
    Concede,
    Damage,
    DominionVote,
    Effect,
    IntentionalDraw,
    Loop,
    Move,
    Penalty,
    Priority,
    Restart,
)

#: Terrus's ``say(id, **values)``: a message of this pack's catalog.
say: Final = speaker("dml_tutor.games.terrus")

_BEGIN_TURN: Final = say("move-begin-turn")
_INTENTIONAL_DRAW: Final = say("move-intentional-draw")
_RESTART: Final = say("move-restart")


def move_said(move: Move) -> Text:
    """What the record says happened ("priority 1"), as a message."""
    if isinstance(move, BeginTurn):
        return _BEGIN_TURN
    if isinstance(move, Damage):
        return say("move-damage", source=str(move.source), hits=" ".join(f"{r}:{n}" for r, n in move.amounts))
    if isinstance(move, Priority):
        return say("move-priority", ruler=str(move.ruler))
    if isinstance(move, DominionVote):
        return say("move-dominion-vote", ruler=str(move.winner))
    if isinstance(move, Concede):
        return say("move-concede", ruler=str(move.ruler))
    if isinstance(move, Effect):
        return say("move-effect", ruler=str(move.ruler), outcome=move.outcome)
    if isinstance(move, Loop):
        return say("move-loop", optional="yes" if move.optional else "no")
    if isinstance(move, Penalty):
        return say("move-penalty", ruler=str(move.ruler))
    if isinstance(move, IntentionalDraw):
        return _INTENTIONAL_DRAW
    if isinstance(move, Restart):
        return _RESTART
    return str(move)
