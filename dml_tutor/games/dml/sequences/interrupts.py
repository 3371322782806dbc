"""Dice and the two interrupts they can call: the Foreign Merchant and the Dragon Siege
("Gameplay > Interrupt Sequences"; dice results from the component reference)."""

from __future__ import annotations

from typing import Final

from ....core.actions import shared
from ....core.sequence import Decision, sequence
from ....core.text import Text, commas
from ..actions import (
    Reroll,
)
from ..cards import FOREIGN_MERCHANT, Card
from ..chance import pick, shuffle
from ..dice import DABO, roll_name
from ..table import Table
from ..words import cards_said, say
from .common import (
    Seq,
    offer_standing_wins,
)

#: The frames' labels and what a standing instant win is asked before, made once.
_FOREIGN_MERCHANT: Final = say("seq-foreign-merchant")
_DRAGON_SIEGE: Final = say("seq-dragon-siege")
_BEFORE_SIEGE: Final = say("prompt-before-siege")
#: The dice faces, for a roll's sentence.
_FACES: Final = "⚀⚁⚂⚃⚄⚅"
#: A double's key in the roll's message, by its name.
_DOUBLE: Final = {"Dabo!": "dabo", "Woot! Woot!": "woot", "Wyvern Eyes": "wyvern"}


def roll(
    g: Table, seat: int, rules: tuple[str, ...], target: int | None = None, why: Text = "", to_beat: int = 0
) -> Seq[tuple[int, int]]:
    """Roll two dice; after a Dabo! the roller may re-roll (R-10, R-22).

    ``target`` is a Target Value; ``to_beat`` the best roll so far in a roll-off.
    """
    while True:
        a, b = g.roll_dice()
        name = roll_name(a, b)
        if g.tracing:
            said = say(
                "step-rolls",
                seat=seat,
                dice=_FACES[a - 1] + _FACES[b - 1],
                total=a + b,
                double=_DOUBLE.get(name or "", "none"),
                against="" if target is None else say("word-against-target", target=target),
                why=why,
            )
            g.step(rules, said, kind="roll", seat=seat, chance=(a, b))
        if name != DABO:
            return a, b
        fails = a + b < target if target is not None else a + b < max(to_beat, 7)
        act = yield Decision(
            seat,
            "reroll",
            say("prompt-reroll", total=a + b),
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
        if g.tracing:
            g.step(("dice.woot", "R-11"), say("step-woot-calls-merchant"))
        yield from foreign_merchant(g, None)
    else:
        if g.tracing:
            g.step(("dice.wyvern", "R-11"), say("step-wyvern-wakes-dragon"))
        yield from dragon_siege(g)


@sequence("Foreign Merchant", lambda g, card: _FOREIGN_MERCHANT)
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
        if g.tracing:
            g.step(("fm.sequence", "P-04"), say("step-merchant-finds-nothing"))
        return
    shuffle(g, pile, "the new Black Market")
    bm = g.new_black_market(pile)
    if g.tracing:
        hoarded = len(pile) - (egg is not None) - (card is not None)
        parts: list[Text] = [say("word-from-hoard", count=hoarded)] if hoarded else []
        if egg:
            parts.append(say("word-egg-from-nest"))
        if card:
            parts.append(say("word-merchant-card"))
        g.step(("fm.sequence", "R-21"), say("step-new-black-market", parts=commas(parts), market=bm, count=len(pile)))
    return
    yield


@sequence("Dragon Siege", lambda g: _DRAGON_SIEGE)
def dragon_siege(g: Table) -> Seq[None]:
    """Egg holders without enough Dragon Shield lose their Eggs and half the rest."""
    hit = [s for s in g.seats_from(g.dealer) if sum(c.is_egg for c in g.treasury[s]) > _shields(g, s)]
    yield from offer_standing_wins(g, hit, _BEFORE_SIEGE)
    if g.tracing:
        g.shown = [c for hand in g.treasury for c in hand]
        g.step(("siege.sequence",), say("step-siege"))
        g.shown = []
    for seat in g.seats_from(g.dealer):
        hand = g.treasury[seat]
        eggs = [c for c in hand if c.is_egg]
        if not eggs:
            continue
        shields = _shields(g, seat)
        if len(eggs) <= shields:
            if g.tracing:
                said = say("step-dragon-shield", seat=seat, eggs=len(eggs), shields=shields)
                g.step(("siege.sequence", "emblem.dragon-shield"), said, seat=seat)
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
                say("step-siege-loses", seat=seat, eggs=len(eggs), lose=lose, cards=cards_said(lost)),
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
    if g.tracing:
        g.step(("fm.sequence", "P-11"), say("step-merchant-in-treasury", seat=seat), seat=seat)
    yield from foreign_merchant(g, FOREIGN_MERCHANT)
