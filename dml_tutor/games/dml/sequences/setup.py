"""The Setup Stage and its Initiative Badge Roll-Off ("Gameplay > Setup Stage")."""

from __future__ import annotations

from typing import Final

from ....core import draws
from ....core.sequence import sequence
from ..cards import Card
from ..chance import ChanceError, shuffle, take, where
from ..table import Table
from ..words import say
from .common import Seq
from .interrupts import roll
from .market import (
    restock,
)

#: The frames' labels, made once.
_SETUP_STAGE: Final = say("seq-setup-stage")
_ROLL_OFF: Final = say("seq-initiative-badge-roll-off")


@sequence("Setup Stage", lambda g: _SETUP_STAGE)
def setup_stage(g: Table) -> Seq[None]:
    if g.tracing:
        g.step(("setup.stage",), say("step-setup", players=g.players, mode=g.mode))
    yield from initiative_badge_roll_off(g)

    full = g.mode == "full"
    # Extracted cards wait face down beside the deck ("pending:set_aside") until placed.
    aside = g.set_aside
    aside.extend(c for c in g.deck if c.is_king or c.is_egg or c.rank in ("2", "3"))
    g.deck = [c for c in g.deck if c not in aside]
    shuffle(g, g.deck, "the Event Deck")
    if g.tracing:
        g.step(("setup.extract", "R-21"), say("step-extract", mode=g.mode, count=len(g.deck)))
    if full:
        g.nest.extend(c for c in aside if c.is_egg)
        aside[:] = [c for c in aside if not c.is_egg]
        if g.tracing:
            g.step(("setup.nest",), say("step-nest"))

    twos = [c for c in aside if c.rank == "2"]
    threes = [c for c in aside if c.rank == "3"]
    piles, scripted = starting_piles(g, twos, threes)
    if g.tracing:
        g.step(("setup.piles", "R-21"), say("step-piles"))

    kings = [c for c in aside if c.is_king]
    shuffle(g, kings, "the Merchant Kings")
    order = g.seats_from(g.dealer)
    for seat in order:
        king = g.king[seat] = kings.pop()
        aside.remove(king)
    if g.tracing:
        g.step(("setup.kings", "R-21"), say("step-kings"))
    if kings:
        g.exile.extend(kings)
        aside.remove(kings[0])
        if g.tracing:
            g.step(("mode.three-players", "R-30"), say("step-undealt-king"))

    if not scripted:
        draws.shuffle(g.rng, piles)
    for seat in order:
        pile = piles.pop()
        g.treasury[seat].extend(pile)
        aside[:] = [c for c in aside if c not in pile]
    if g.tracing:
        g.step(("setup.choose-pile", "R-21"), say("step-choose-pile"))
    if piles:
        aside.clear()
        if full:
            g.hoard.extend(piles.pop())
            if g.tracing:
                g.step(("mode.three-players", "R-30"), say("step-undealt-pile-hoard"))
        else:
            g.exile.extend(piles.pop())
            if g.tracing:
                g.step(("mode.three-players", "P-02"), say("step-undealt-pile-leaves"))
    if g.tracing:
        g.step(("setup.restock",), say("step-first-restock"))
    yield from restock(g)


def starting_piles(g: Table, twos: list[Card], threes: list[Card]) -> tuple[list[list[Card]], bool]:
    """The four piles of a 2 and a 3 (dealt from the end), and whether a chance entry
    fixed their order (R-21); unscripted piles are shuffled again before the deal."""
    scripted = take(g, "piles")
    if scripted is None:
        draws.shuffle(g.rng, twos)
        draws.shuffle(g.rng, threes)
        return [[two, three] for two, three in zip(twos, threes, strict=True)], False
    listed = [c for pile in scripted for c in pile]
    ok = all(p[0] in twos and p[1] in threes for p in scripted) and len(set(listed)) == len(listed)
    if not ok or len(scripted) > len(twos):
        raise ChanceError(
            f"chance entry {g.chance_used - 1} (piles) must pair distinct 2s with 3s, at most {len(twos)} piles, "
            f"at {where(g)}"
        )
    rest2 = [c for c in twos if c not in listed]
    rest3 = [c for c in threes if c not in listed]
    draws.shuffle(g.rng, rest2)
    draws.shuffle(g.rng, rest3)
    return [[a, b] for a, b in zip(rest2, rest3, strict=True)] + [list(p) for p in reversed(scripted)], True


@sequence("Initiative Badge Roll-Off", lambda g: _ROLL_OFF)
def initiative_badge_roll_off(g: Table) -> Seq[None]:
    """Highest 2d6 takes the badge; ties roll again; Woot! Woot! takes it at once (R-22)."""
    contenders = list(range(g.players))
    while True:
        totals: dict[int, int] = {}
        best = 0
        for seat in contenders:
            a, b = yield from roll(g, seat, ("setup.roll-off", "R-22"), to_beat=best)
            if a == b == 6:
                g.dealer, g.badge_taken = seat, True
                if g.tracing:
                    g.step(("setup.roll-off", "dice.woot", "R-22"), say("step-roll-off-woot", seat=seat))
                return
            totals[seat] = a + b
            best = max(best, a + b)
        tied = [s for s in contenders if totals[s] == best]
        if len(tied) == 1:
            g.dealer, g.badge_taken = tied[0], True
            if g.tracing:
                g.step(("setup.roll-off", "R-22"), say("step-roll-off-highest", seat=g.dealer, total=best))
            return
        if g.tracing:
            g.step(("setup.roll-off", "R-22"), say("step-roll-off-tie", seats=", ".join(map(str, tied)), total=best))
        contenders = tied
