"""Dice and the two interrupts they can call: the Foreign Merchant and the Dragon Siege
("Gameplay > Interrupt Sequences"; dice results from the component reference)."""

from __future__ import annotations

from ....core.actions import shared
from ....core.sequence import Decision, sequence
from ..actions import (
    Reroll,
)
from ..cards import FOREIGN_MERCHANT, Card
from ..chance import pick, shuffle
from ..dice import DABO, dice_text, roll_name
from ..table import Table
from .common import (
    Seq,
    cards_text,
    offer_standing_wins,
    plural,
)


def roll(
    g: Table, seat: int, rules: tuple[str, ...], target: int | None = None, why: str = "", to_beat: int = 0
) -> Seq[tuple[int, int]]:
    """Roll two dice; after a Dabo! the roller may re-roll (R-10, R-22).

    ``target`` is a Target Value; ``to_beat`` the best roll so far in a roll-off.
    """
    while True:
        a, b = g.roll_dice()
        name = roll_name(a, b)
        if g.tracing:
            vs = f" against Target Value {target}" if target is not None else ""
            g.step(rules, f"Seat {seat} rolls {dice_text(a, b)}{vs}{why}.", kind="roll", seat=seat, chance=(a, b))
        if name != DABO:
            return a, b
        fails = a + b < target if target is not None else a + b < max(to_beat, 7)
        act = yield Decision(
            seat,
            "reroll",
            f"Dabo! ({a + b}) Re-roll both dice?",
            [shared(Reroll, seat, True), shared(Reroll, seat, False)],
            ("dice.dabo", "R-10"),
            context={"total": a + b, "target": target, "fails": fails},
        )
        assert isinstance(act, Reroll)
        if not act.reroll:
            return a, b


def dice_triggers(g: Table, a: int, b: int) -> Seq[None]:
    """Woot! Woot! brings the Foreign Merchant, Wyvern Eyes the Dragon Siege, once the
    roll's own outcome is done (R-11). Market Mayhem has neither."""
    if g.mode == "quickstart" or a != b or a not in (1, 6):
        return
    if a == 6:
        g.step(("dice.woot", "R-11"), "Woot! Woot! now calls the Foreign Merchant.")
        yield from foreign_merchant(g, None)
    else:
        g.step(("dice.wyvern", "R-11"), "Wyvern Eyes now wakes the Dragon: Dragon Siege.")
        yield from dragon_siege(g)


@sequence("Foreign Merchant")
def foreign_merchant(g: Table, card: Card | None) -> Seq[None]:
    """Hoard + one Egg + the card itself become a new Black Market (dml-reference 7)."""
    pile = list(g.hoard)
    g.hoard.clear()
    egg = g.nest.pop() if g.nest else None
    if egg:
        pile.append(egg)
    if card is not None:
        pile.append(card)
        g.drawn = None
    if not pile:
        g.step(("fm.sequence", "P-04"), "The Foreign Merchant finds nothing to gather: no Black Market is made.")
        return
    shuffle(g, pile, "the new Black Market")
    bm = g.new_black_market(pile)
    hoarded = len(pile) - (egg is not None) - (card is not None)
    parts = [f"{plural(hoarded, 'card')} from the Dragon's Hoard"] if hoarded else []
    if egg:
        parts.append("a Dragon Egg from the Nest")
    if card:
        parts.append("the Foreign Merchant card")
    g.step(
        ("fm.sequence", "R-21"),
        f"The Dealer shuffles {', '.join(parts)} into Black Market {bm} ({plural(len(pile), 'card')}).",
    )
    return
    yield


@sequence("Dragon Siege")
def dragon_siege(g: Table) -> Seq[None]:
    """Egg holders without enough Dragon Shield lose their Eggs and half the rest."""
    hit = [s for s in g.seats_from(g.dealer) if sum(c.is_egg for c in g.treasury[s]) > _shields(g, s)]
    yield from offer_standing_wins(g, hit, "the Dragon Siege")
    if g.tracing:
        g.shown = [c for hand in g.treasury for c in hand]
        g.step(("siege.sequence",), "Dragon Siege! Every player reveals the Treasury.")
        g.shown = []
    for seat in g.seats_from(g.dealer):
        hand = g.treasury[seat]
        eggs = [c for c in hand if c.is_egg]
        if not eggs:
            continue
        shields = _shields(g, seat)
        if len(eggs) <= shields:
            g.step(
                ("siege.sequence", "emblem.dragon-shield"),
                f"Seat {seat} holds {len(eggs)} Egg(s) but {shields} Spade Emblem(s): Dragon Shield spares them.",
                seat=seat,
            )
            continue
        for e in eggs:
            hand.remove(e)
        g.nest.extend(eggs)
        lose = (len(hand) + 1) // 2
        lost = [pick(g, hand, "siege", f"seat {seat}'s Treasury") for _ in range(lose)]
        for c in lost:
            g.discard(c)
        if g.tracing:
            g.shown = lost  # named to everyone (a Thief among them goes back into the Event Deck)
            g.step(
                ("siege.sequence", "egg.placement", "R-21"),
                f"Seat {seat} returns {len(eggs)} Egg(s) to the Nest and loses {lose} card(s) at random "
                f"to the Dragon's Hoard: {cards_text(lost)}.",
                seat=seat,
            )
            g.shown = []
    return
    yield


def _shields(g: Table, seat: int) -> int:
    """Spade Emblems in the Court: each spares one Egg from a Dragon Siege (Dragon Shield)."""
    return sum(1 for c in g.court[seat] if c.suit == "S")


def merchant_reaches_treasury(g: Table, seat: int) -> Seq[None]:
    """A Foreign Merchant card taken into a Treasury (won from a Black Market, taken by the
    Supreme Confiscator) is drawn there: it leaves the Treasury and resolves at once (P-11)."""
    if FOREIGN_MERCHANT not in g.treasury[seat]:
        return
    g.treasury[seat].remove(FOREIGN_MERCHANT)
    g.drawn = FOREIGN_MERCHANT
    g.step(
        ("fm.sequence", "P-11"),
        f"The card seat {seat} took is the Foreign Merchant: it is drawn, and resolves at once.",
        seat=seat,
    )
    yield from foreign_merchant(g, FOREIGN_MERCHANT)
