"""Which MERC moves the rules allow now, and why one is refused.

A combat's losses are free amounts, so the legal moves are not a list: :func:`refusal`
decides, and :func:`legal_moves` lists a sensible finite sample (the decision's actions,
offered to agents and shown as buttons).
"""

from __future__ import annotations

from .moves import DICTATOR, POSSESSIVE, SIDES, Combat, EndTurn, Move, PlayTactic, RevealBase
from .table import Table

__all__ = ["combat_refusal", "combat_remedy", "legal_moves", "refusal", "remedy"]


def refusal(g: Table, move: Move) -> tuple[str, tuple[str, ...]] | None:
    """Why the rules refuse ``move`` now (a sentence and rule ids), or None if it is legal."""
    if g.result is not None:
        return "the game is over: nothing more can be played", ("merc.game-end",)
    mover = SIDES[move.seat]
    if mover != g.turn:
        return f"it is {POSSESSIVE[g.turn]} turn, not {POSSESSIVE[mover]}", ("merc.day",)
    if isinstance(move, Combat):
        return combat_refusal(g, move)
    if isinstance(move, PlayTactic):
        if move.seat != DICTATOR:
            return "only the Dictator plays Tactics cards", ("merc.tactics",)
        if g.tactic_played:
            return "the Dictator has already played a Tactics card this turn (one a turn, P-15)", (
                "merc.tactics",
                "P-15",
            )
        if g.hand == 0:
            return "the Dictator has no Tactics card in hand", ("merc.tactics", "merc.card-flow")
        return None
    if isinstance(move, RevealBase):
        if move.seat != DICTATOR:
            return "only the Dictator reveals the base", ("merc.reveal",)
        if g.revealed:
            return f"the base is already revealed, in {g.base}", ("merc.reveal",)
        if move.sector not in g.sectors:
            return f"there is no sector {move.sector!r} (the sectors: {', '.join(g.sectors)})", ("merc.reveal",)
        if g.base is not None and move.sector != g.base:
            return "the base was placed in another sector; it is revealed where it is", ("merc.reveal",)
        return None
    return None  # EndTurn: the side to move may always end its turn


def combat_refusal(g: Table, m: Combat) -> tuple[str, tuple[str, ...]] | None:
    if m.sector not in g.sectors:
        return f"there is no sector {m.sector!r} (the sectors: {', '.join(g.sectors)})", ("merc.combat",)
    s = g.sectors[m.sector]
    if not g.contested(m.sector):
        return (
            f"no combat in {m.sector}: it needs Rebel units and a Dictator unit or the Dictator card there "
            f"(Dictator {s.dictator}, Rebels {s.rebels})",
            ("merc.combat",),
        )
    if m.dictator_losses > s.dictator:
        return f"the Dictator has only {s.dictator} units in {m.sector} to lose", ("merc.combat",)
    if m.rebel_losses > s.rebels:
        return f"the Rebels have only {s.rebels} units in {m.sector} to lose", ("merc.combat",)
    if m.dictator_damage:
        card = g.card
        if card is None:
            return "the Dictator card is not in play: it comes only with the revealed base", (
                "merc.card-in-play",
                "merc.protection",
            )
        if card.sector != m.sector:
            return f"the Dictator card is not in {m.sector}", ("merc.protection",)
        left = s.dictator - m.dictator_losses
        if left:
            return (
                f"protection: {left} other Dictator unit{'s' if left > 1 else ''} would still stand in "
                f"{m.sector} after this combat's losses; the Dictator card can only be damaged once they "
                "are all defeated (in this combat or before, P-17)",
                ("merc.protection", "P-17"),
            )
    return None


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


def remedy(g: Table, move: Move) -> str | None:
    """What would make a refused ``move`` legal, where the rules allow a remedy (else None:
    the game is over, the move is the other side's by the rules, the base is already
    revealed, no Tactics card is left). It names only what the moving side may know."""
    if g.result is not None:
        return None
    if SIDES[move.seat] != g.turn:
        return f"wait for your turn: it is {POSSESSIVE[g.turn]} turn now"
    if isinstance(move, Combat):
        return combat_remedy(g, move)
    if isinstance(move, PlayTactic):
        if move.seat != DICTATOR or g.hand + g.deck == 0:
            return None  # only the Dictator plays Tactics, and none is left to play
        if g.tactic_played:
            return "end this turn: the next Tactics card may be played next turn (P-15)"
        return f"end this turn: the Dictator draws at its end (deck {g.deck}) and may play a card next turn"
    if isinstance(move, RevealBase) and move.seat == DICTATOR and not g.revealed:
        if g.base is not None:  # the Dictator placed it: the Dictator knows where
            return f"reveal the base in {g.base}, where it was placed"
        return f"name one of the sectors: {', '.join(g.sectors)}"
    return None


def combat_remedy(g: Table, m: Combat) -> str | None:
    """What would make a refused combat legal (None when no sector holds both sides)."""
    contested = [name for name in g.sectors if g.contested(name)]
    s = g.sectors.get(m.sector)
    if s is None or m.sector not in contested:
        if not contested:
            return None
        return f"fight where both sides stand: {', '.join(contested)}"
    if m.dictator_losses > s.dictator:
        return f"report at most {s.dictator} Dictator losses in {m.sector}"
    if m.rebel_losses > s.rebels:
        return f"report at most {s.rebels} Rebel losses in {m.sector}"
    card = g.card
    if card is None:
        return "report no damage to the Dictator card: it comes into play only when the base is revealed"
    if card.sector != m.sector:
        return f"report no damage to the Dictator card here: it is in {card.sector}"
    return (
        f"report all {s.dictator} Dictator units in {m.sector} defeated in this combat (P-17), "
        "or no damage to the Dictator card"
    )
