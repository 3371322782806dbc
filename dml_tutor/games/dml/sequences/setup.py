"""The Setup Stage and its Initiative Badge Roll-Off ("Gameplay > Setup Stage")."""

from __future__ import annotations

from ....core import draws
from ....core.sequence import sequence
from ..cards import Card
from ..chance import ChanceError, shuffle, take, where
from ..table import Table
from .common import Seq
from .interrupts import roll
from .market import (
    restock,
)


@sequence("Setup Stage")
def setup_stage(g: Table) -> Seq[None]:
    g.step(("setup.stage",), f"Setup for {g.players} players ({g.mode_name}).")
    yield from initiative_badge_roll_off(g)

    full = g.mode == "full"
    # Extracted cards wait face down beside the deck ("pending:set_aside") until placed.
    aside = g.set_aside
    aside.extend(c for c in g.deck if c.is_king or c.is_egg or c.rank in ("2", "3"))
    g.deck = [c for c in g.deck if c not in aside]
    shuffle(g, g.deck, "the Event Deck")
    g.step(
        ("setup.extract", "R-21"),
        f"The Dealer takes out the Merchant Kings, the 2s and 3s{' and the Dragon Eggs' if full else ''}, "
        f"and shuffles the other {len(g.deck)} cards into the Event Deck.",
    )
    if full:
        g.nest.extend(c for c in aside if c.is_egg)
        aside[:] = [c for c in aside if not c.is_egg]
        g.step(("setup.nest",), "The four Dragon Eggs go into the Dragon's Nest.")

    twos = [c for c in aside if c.rank == "2"]
    threes = [c for c in aside if c.rank == "3"]
    piles, scripted = starting_piles(g, twos, threes)
    g.step(("setup.piles", "R-21"), "The 2s and 3s make four face-down piles of one 2 and one 3 each.")

    kings = [c for c in aside if c.is_king]
    shuffle(g, kings, "the Merchant Kings")
    order = g.seats_from(g.dealer)
    for seat in order:
        king = g.king[seat] = kings.pop()
        aside.remove(king)
    g.step(("setup.kings", "R-21"), "Each player gets one face-down Merchant King, starting with the Dealer.")
    if kings:
        g.exile.extend(kings)
        aside.remove(kings[0])
        g.step(("mode.three-players", "R-30"), "The undealt Merchant King goes face down into Exile.")

    if not scripted:
        draws.shuffle(g.rng, piles)
    for seat in order:
        pile = piles.pop()
        g.treasury[seat].extend(pile)
        aside[:] = [c for c in aside if c not in pile]
    g.step(
        ("setup.choose-pile", "R-21"), "Starting with the Dealer, each player takes a starting pile into the Treasury."
    )
    if piles:
        aside.clear()
        if full:
            g.hoard.extend(piles.pop())
            g.step(("mode.three-players", "R-30"), "The undealt starting pile goes to the Dragon's Hoard.")
        else:
            g.exile.extend(piles.pop())
            g.step(
                ("mode.three-players", "P-02"),
                "The undealt starting pile leaves the game (Market Mayhem has no Hoard).",
            )
    g.step(("setup.restock",), "The Dealer fills the Marketplace by the Restock rule.")
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


@sequence("Initiative Badge Roll-Off")
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
                g.step(
                    ("setup.roll-off", "dice.woot", "R-22"),
                    f"Woot! Woot!: seat {seat} takes the Initiative Badge at once.",
                )
                return
            totals[seat] = a + b
            best = max(best, a + b)
        tied = [s for s in contenders if totals[s] == best]
        if len(tied) == 1:
            g.dealer, g.badge_taken = tied[0], True
            g.step(
                ("setup.roll-off", "R-22"), f"Seat {g.dealer} rolled highest ({best}) and takes the Initiative Badge."
            )
            return
        g.step(("setup.roll-off", "R-22"), f"Seats {', '.join(map(str, tied))} tie at {best} and roll again.")
        contenders = tied
