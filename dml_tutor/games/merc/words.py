"""MERC's sentences as messages of its own catalog (``locales/<lang>/*.ftl``): ``say`` is made
once here with the pack's root package, and what the record says a side did is a message per
kind of move (its typed English, ``str(move)``, stays what people type and saves hold).
Sector names are the position's own and stay as they are."""

from __future__ import annotations

from typing import Final

from ...core.text import Say, speaker
from .moves import SIDES, Combat, Move, PlayTactic, RevealBase

#: MERC's ``say(id, **values)``: a message of this pack's catalog.
say: Final = speaker("dml_tutor.games.merc")

_PLAY_TACTIC: Final = say("move-play-tactic")


def move_said(move: Move) -> Say:
    """What the record says a side did ("reveal the base in Capital"), as a message."""
    if isinstance(move, Combat):
        if move.dictator_damage:
            return say(
                "move-combat-damage",
                sector=move.sector,
                dictator_losses=move.dictator_losses,
                rebel_losses=move.rebel_losses,
                damage=move.dictator_damage,
            )
        return say(
            "move-combat", sector=move.sector, dictator_losses=move.dictator_losses, rebel_losses=move.rebel_losses
        )
    if isinstance(move, PlayTactic):
        return _PLAY_TACTIC
    if isinstance(move, RevealBase):
        return say("move-reveal-base", sector=move.sector)
    return say("move-end-turn", side=SIDES[move.seat])
