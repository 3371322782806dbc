"""Which MERC moves the rules allow now, and why one is refused.

A combat's losses are free amounts, so the legal moves are not a list: :func:`refusal`
decides, and :func:`legal_moves` lists a sensible finite sample (the decision's actions,
offered to agents and shown as buttons).
"""

from __future__ import annotations

from ...core.text import Text
from .moves import DICTATOR, SIDES, Combat, EndTurn, Move, PlayTactic, RevealBase
from .table import Table
from .words import say

__all__ = ["combat_refusal", "combat_remedy", "legal_moves", "refusal", "remedy"]


def refusal(g: Table, move: Move) -> tuple[Text, tuple[str, ...]] | None:
    """Why the rules refuse ``move`` now (a sentence and rule ids), or None if it is legal."""
    if g.result is not None:
        return _GAME_OVER, ("merc.game-end",)
    mover = SIDES[move.seat]
    if mover != g.turn:
        return say("why-not-your-turn", turn=g.turn, mover=mover), ("merc.day",)
    if isinstance(move, Combat):
        return combat_refusal(g, move)
    if isinstance(move, PlayTactic):
        if move.seat != DICTATOR:
            return say("why-tactics-dictator-only"), ("merc.tactics",)
        if g.tactic_played:
            return say("why-tactic-played"), ("merc.tactics", "P-15")
        if g.hand == 0:
            return say("why-no-tactic-in-hand"), ("merc.tactics", "merc.card-flow")
        return None
    if isinstance(move, RevealBase):
        if move.seat != DICTATOR:
            return say("why-reveal-dictator-only"), ("merc.reveal",)
        if g.revealed:
            return say("why-base-revealed", base=g.base), ("merc.reveal",)
        if move.sector not in g.sectors:
            return _no_sector(g, move.sector), ("merc.reveal",)
        if g.base is not None and move.sector != g.base:
            return say("why-base-elsewhere"), ("merc.reveal",)
        return None
    return None  # EndTurn: the side to move may always end its turn


def combat_refusal(g: Table, m: Combat) -> tuple[Text, tuple[str, ...]] | None:
    if m.sector not in g.sectors:
        return _no_sector(g, m.sector), ("merc.combat",)
    s = g.sectors[m.sector]
    if not g.contested(m.sector):
        return say("why-no-combat", sector=m.sector, dictator=s.dictator, rebels=s.rebels), ("merc.combat",)
    if m.dictator_losses > s.dictator:
        return say("why-dictator-losses", units=s.dictator, sector=m.sector), ("merc.combat",)
    if m.rebel_losses > s.rebels:
        return say("why-rebel-losses", units=s.rebels, sector=m.sector), ("merc.combat",)
    if m.dictator_damage:
        card = g.card
        if card is None:
            return say("why-card-not-in-play"), ("merc.card-in-play", "merc.protection")
        if card.sector != m.sector:
            return say("why-card-elsewhere", sector=m.sector), ("merc.protection",)
        left = s.dictator - m.dictator_losses
        if left:
            return say("why-protection", left=left, sector=m.sector), ("merc.protection", "P-17")
    return None


def _no_sector(g: Table, sector: str) -> Text:
    return say("why-no-sector", sector=sector, sectors=", ".join(g.sectors))


_GAME_OVER = say("why-game-over")


def legal_moves(g: Table) -> list[Move]:
    """A sensible finite set of the legal moves now (what agents choose from and the
    tutor shows): combats with small losses, wiping a side out or hitting the card,
    a Tactics card, the base's reveal, and ending the turn. Any other legal move is
    accepted too (:func:`refusal` says which)."""
    if g.result is not None:
        return []
    seat = SIDES.index(g.turn)
    out: list[Move] = []
    for name, s in g.sectors.items():
        if not g.contested(name):
            continue
        tries = {(1, 0, 0), (0, 1, 0), (1, 1, 0), (s.dictator, 0, 0), (0, s.rebels, 0)}
        card = g.card
        if card is not None and card.sector == name:
            tries |= {(s.dictator, 0, 1), (s.dictator, 0, card.health)}
        for dl, rl, dmg in sorted(tries):
            m = Combat(seat, name, dl, rl, dmg)
            if (dl, rl, dmg) != (0, 0, 0) and combat_refusal(g, m) is None:
                out.append(m)
    if seat == DICTATOR:
        if refusal(g, PlayTactic(DICTATOR)) is None:
            out.append(PlayTactic(DICTATOR))
        if not g.revealed:
            for name in [g.base] if g.base is not None else list(g.sectors):
                out.append(RevealBase(DICTATOR, name))
    out.append(EndTurn(seat))
    return out


def remedy(g: Table, move: Move) -> Text | None:
    """What would make a refused ``move`` legal, where the rules allow a remedy (else None:
    the game is over, the move is the other side's by the rules, the base is already
    revealed, no Tactics card is left). It names only what the moving side may know."""
    if g.result is not None:
        return None
    if SIDES[move.seat] != g.turn:
        return say("remedy-wait", turn=g.turn)
    if isinstance(move, Combat):
        return combat_remedy(g, move)
    if isinstance(move, PlayTactic):
        if move.seat != DICTATOR or g.hand + g.deck == 0:
            return None  # only the Dictator plays Tactics, and none is left to play
        if g.tactic_played:
            return say("remedy-tactic-next-turn")
        return say("remedy-tactic-draw", deck=g.deck)
    if isinstance(move, RevealBase) and move.seat == DICTATOR and not g.revealed:
        if g.base is not None:  # the Dictator placed it: the Dictator knows where
            return say("remedy-reveal-placed", base=g.base)
        return say("remedy-name-sector", sectors=", ".join(g.sectors))
    return None


def combat_remedy(g: Table, m: Combat) -> Text | None:
    """What would make a refused combat legal (None when no sector holds both sides)."""
    contested = [name for name in g.sectors if g.contested(name)]
    s = g.sectors.get(m.sector)
    if s is None or m.sector not in contested:
        if not contested:
            return None
        return say("remedy-fight-contested", sectors=", ".join(contested))
    if m.dictator_losses > s.dictator:
        return say("remedy-dictator-losses", units=s.dictator, sector=m.sector)
    if m.rebel_losses > s.rebels:
        return say("remedy-rebel-losses", units=s.rebels, sector=m.sector)
    card = g.card
    if card is None:
        return say("remedy-card-not-in-play")
    if card.sector != m.sector:
        return say("remedy-card-elsewhere", sector=card.sector)
    return say("remedy-all-defeated", units=s.dictator, sector=m.sector)
