"""The Character Power Phase, the Stack, and each Character's Ultimate Power
("Gameplay > Character Power Phase"; Characters from the component reference)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from ....core.actions import shared
from ....core.sequence import Decision, sequence
from ..actions import (
    Action,
    ChooseZone,
    GiveCard,
    Pass,
    Play,
    Steal,
    TakeCard,
)
from ..cards import CHARACTER_NAMES, RESOURCE_NAME, SUITS, THIEF, Card
from ..chance import pick
from ..dice import succeeds
from ..events import GRAND_OPENING
from ..table import StackItem, Table
from .common import (
    Seq,
    cards_text,
    offer_standing_wins,
    plural,
    to_treasury,
)
from .interrupts import dice_triggers, dragon_siege, merchant_reaches_treasury, roll
from .market import (
    restock,
)


def playable(g: Table, seat: int) -> list[Action]:
    """What this seat may put on the Stack now (R-16, R-17, R-25): each move made once
    per seat, card and kind (moves are values; asked of every seat at every Phase)."""
    if g.mode != "full":
        return []
    out: list[Action] = []
    powers = seat not in g.no_powers
    for c in g.treasury[seat]:
        if c.is_character and powers:
            out.append(shared(Play, seat, c, "power", "treasury"))
        if c.is_court:
            out.append(shared(Play, seat, c, "emblem", "treasury"))
    if powers and g.options.powers_from_court:
        out.extend([shared(Play, seat, c, "power", "court") for c in g.court[seat] if c.is_character])
    return out


#: Whether a Character Power Phase decision is asked though its only choice is to pass
#: (``Game._asks_alone``): every seat is asked alike (P-23).
ASKED_ALIKE: Final = "asked_alike"
#: The context of every Character Power Phase decision.
ALIKE: Final = {ASKED_ALIKE: True}


@sequence("Character Power Phase")
def character_power_phase(g: Table) -> Seq[None]:
    """From the Dealer, each player may play; responses go round until all but the last
    player to play have passed in a row (R-16). Every seat is asked alike, one with nothing
    it could play too: its pass reads as any other (P-23). Where no Character Power or
    Emblem can be played at all (a mode without them) nobody is asked."""
    n = g.players
    seat = g.dealer
    passes = 0
    last: int | None = None
    asks = g.mode == "full"
    while asks:
        played = False
        while True:
            act = yield Decision(
                seat,
                "play",
                "Play a Character Power or an Emblem onto the Character Power Stack, or pass?",
                [*playable(g, seat), shared(Pass, seat, "Character Power Phase")],
                ("cpp.sequence", "R-16", "P-23"),
                ALIKE,
            )
            if not isinstance(act, Play):
                break
            (g.court if act.source == "court" else g.treasury)[seat].remove(act.card)
            g.stack.append(StackItem(act.card, seat, act.kind, act.source))
            played = True
            how = "an Ultimate Power" if act.kind == "power" else "an Emblem"
            g.step(("cpp.sequence", "R-16"), f"Seat {seat} puts {act.card.name} on the Stack as {how}.", seat=seat)
        if played:
            last, passes = seat, 0
        else:
            passes += 1
        if passes >= (n if last is None else n - 1):
            break
        seat = (seat + 1) % n
    if g.stack:
        yield from stack_resolution(g)
    elif last is None:
        g.step(("cpp.sequence", "R-16"), "Nobody plays a Character Power or an Emblem.")


@sequence("Stack Resolution")
def stack_resolution(g: Table) -> Seq[None]:
    """Last in, first out."""
    g.step(("cpp.resolution",), f"The Character Power Stack resolves from the top ({plural(len(g.stack), 'card')}).")
    while g.stack:
        item = g.stack.pop()
        if item.kind == "emblem":
            g.court[item.seat].append(item.card)
            g.step(
                ("cpp.resolution", "emblem.play") + (("R-18",) if item.card.suit == "C" else ()),
                f"{item.card.name} enters seat {item.seat}'s Court as an Emblem.",
                seat=item.seat,
            )
        else:
            g.resolving = item.card  # shown on the Stack until it goes to Exile
            yield from ultimate_power(g, item)


def _power_label(g: Table, item: StackItem) -> str:
    return f"Ultimate Power: {CHARACTER_NAMES[item.card.code]}"


@sequence("Ultimate Power", _power_label)
def ultimate_power(g: Table, item: StackItem) -> Seq[None]:
    card, seat = item.card, item.seat
    rule = CHARACTER_RULES[card.code]
    g.step(("power.ultimate", rule), f"{card.name} resolves for seat {seat}.", seat=seat)
    yield from POWERS[card.code](g, seat)
    if card.is_thief:
        return  # the Thief's own roll decided where it went
    g.resolving = None
    g.exile.append(card)
    g.step(("power.ultimate",), f"{card.name} goes to Exile.")


def grand_inquisitor(g: Table, seat: int) -> Seq[None]:
    swept: list[Card] = []
    for suit in SUITS:
        swept += g.stocks[suit]
        g.stocks[suit] = []
    for bm in list(g.black_markets):
        swept += g.black_markets.pop(bm)
    rules: tuple[str, ...] = ("char.grand-inquisitor", "egg.placement", "P-03")
    opening = ""
    if g.event.type == GRAND_OPENING and g.event_card is not None:
        # The Grand Opening card is a Stock; the Round's Event stays Grand Opening.
        swept.append(g.event_card)
        g.event_card = None
        opening = ", the Grand Opening card with them"
        rules += ("R-06", "P-06")
    for c in swept:
        g.discard(c)
    g.step(
        rules,
        f"All Stocks and Black Markets ({plural(len(swept), 'card')}{opening}) go to the Dragon's Hoard "
        "(Eggs to the Nest, a Thief into the Event Deck).",
    )
    yield from restock(g)


def rogue_jester(g: Table, seat: int) -> Seq[None]:
    g.stack.reverse()
    g.step(("char.rogue-jester", "R-23"), f"The order of the {len(g.stack)} cards below the Jester is reversed.")
    return
    yield


def supreme_confiscator(g: Table, seat: int) -> Seq[None]:
    if not g.black_markets:
        g.step(("char.supreme-confiscator",), "There is no Black Market to look through.")
        return
    act = yield Decision(
        seat,
        "choose",
        "Which Black Market do you look through?",
        [ChooseZone(seat, f"black_market:{k}") for k in g.black_markets],
        ("char.supreme-confiscator", "R-23", "P-01"),
    )
    assert isinstance(act, ChooseZone)
    bm = int(act.zone.split(":")[1])
    pile = g.black_markets[bm]
    pick = yield Decision(
        seat,
        "choose",
        f"Take which card from Black Market {bm}?",
        [TakeCard(seat, c) for c in pile],
        ("char.supreme-confiscator", "R-23"),
    )
    assert isinstance(pick, TakeCard)
    pile.remove(pick.card)
    if not pile:
        del g.black_markets[bm]
    yield from to_treasury(
        g,
        seat,
        [pick.card],
        ("char.supreme-confiscator", "R-23"),
        f"Seat {seat} looks through Black Market {bm} and takes a card.",
        seat=seat,
    )
    yield from merchant_reaches_treasury(g, seat)


def tithe_embezzler(g: Table, seat: int) -> Seq[None]:
    for victim in g.seats_from(seat)[1:]:
        hand = g.treasury[victim]
        if not hand:
            g.step(("char.tithe-embezzler", "R-23"), f"Seat {victim} has an empty Treasury and gives nothing.")
            continue
        act = yield Decision(
            victim,
            "choose",
            f"Give seat {seat} one card of your choice.",
            [GiveCard(victim, c, seat) for c in hand],
            ("char.tithe-embezzler", "R-23"),
        )
        assert isinstance(act, GiveCard)
        hand.remove(act.card)
        yield from to_treasury(
            g,
            seat,
            [act.card],
            ("char.tithe-embezzler", "R-23"),
            f"Seat {victim} gives seat {seat} a card.",
            seat=victim,
        )


def dragon_empress(g: Table, seat: int) -> Seq[None]:
    g.step(("char.dragon-empress",), "The Dragon Empress of Khitamar calls a Dragon Siege.")
    yield from dragon_siege(g)


def harlot_queen(g: Table, seat: int) -> Seq[None]:
    cancelled = [i.card for i in g.stack]
    g.stack.clear()
    for c in cancelled:
        if c.is_character:
            g.exile.append(c)
        else:
            g.discard(c)
    g.step(
        ("char.harlot-queen", "R-24"),
        f"Everything below her is cancelled: {cards_text(cancelled)} (Characters to Exile, Tens to the Dragon's Hoard)."
        if cancelled
        else "Nothing is below her on the Stack.",
    )
    return
    yield


def pampered_heiress(g: Table, seat: int) -> Seq[None]:
    if not g.nest:
        g.step(("char.pampered-heiress",), "The Dragon's Nest is empty: no Egg to take.")
        return
    egg = g.nest.pop()
    yield from to_treasury(
        g,
        seat,
        [egg],
        ("char.pampered-heiress",),
        f"Seat {seat} takes a Dragon Egg ({egg.symbol}) from the Nest.",
        seat=seat,
    )


def archduchess(g: Table, seat: int) -> Seq[None]:
    options: list[Action] = [ChooseZone(seat, f"stock:{s}") for s in SUITS if g.stocks[s]]
    if g.event.type == GRAND_OPENING and g.event_card is not None:
        options.append(ChooseZone(seat, "event"))  # the Grand Opening card is a Stock of its own (P-12)
    if not options:
        g.step(("char.archduchess",), "Every Stock is empty: nothing to take.")
        return
    act = yield Decision(
        seat,
        "choose",
        "Take which whole Stock?",
        options,
        ("char.archduchess", "R-23", "P-01", "P-12"),
    )
    assert isinstance(act, ChooseZone)
    if act.zone == "event":
        assert g.event_card is not None
        taken, g.event_card = [g.event_card], None
        yield from to_treasury(
            g,
            seat,
            taken,
            ("char.archduchess", "R-23", "P-12"),
            f"Seat {seat} takes the Grand Opening card ({cards_text(taken)}) as a whole Stock.",
        )
        return
    suit = act.zone.split(":")[1]
    taken, g.stocks[suit] = g.stocks[suit], []
    yield from to_treasury(
        g,
        seat,
        taken,
        ("char.archduchess", "R-23"),
        f"Seat {seat} takes the whole {RESOURCE_NAME[suit]} Stock: {cards_text(taken)}.",
    )


def thief(g: Table, seat: int) -> Seq[None]:
    others = g.seats_from(seat)[1:]
    options: list[Action] = [Steal(seat, v) for v in others if g.treasury[v]]
    options += [GiveCard(seat, c, v) for c in g.treasury[seat] for v in others]
    if options:
        act = yield Decision(
            seat,
            "choose",
            "Steal a random card, or give one of yours away?",
            options,
            ("char.thief", "R-23", "P-01"),
        )
        if isinstance(act, Steal):
            yield from offer_standing_wins(g, [act.victim], "the Thief steals from you")
            card = pick(g, g.treasury[act.victim], "steal", f"seat {act.victim}'s Treasury")
            yield from to_treasury(
                g,
                seat,
                [card],
                ("char.thief", "R-21", "R-23"),
                f"Seat {seat} steals a random card from seat {act.victim}.",
                seat=seat,
            )
        elif isinstance(act, GiveCard):
            g.treasury[seat].remove(act.card)
            yield from to_treasury(
                g,
                act.to,
                [act.card],
                ("char.thief", "R-23"),
                f"Seat {seat} gives a card to seat {act.to}.",
                seat=seat,
            )
    else:
        g.step(("char.thief",), f"Nobody has a card to steal and seat {seat} has nothing to give.")
    a, b = yield from roll(g, seat, ("char.thief",), target=7, why=" for the Thief's escape")
    g.resolving = None
    if succeeds(a, b, 7):
        where = g.return_thief(THIEF)
        g.step(("char.thief", "P-03"), f"The Thief escapes: {where}.")
    else:
        g.exile.append(THIEF)
        g.step(("char.thief",), "The Thief is caught and goes to Exile.")
    yield from dice_triggers(g, a, b)


POWERS: dict[str, Callable[[Table, int], Seq[None]]] = {
    "JS": grand_inquisitor,
    "JC": rogue_jester,
    "JH": supreme_confiscator,
    "JD": tithe_embezzler,
    "QS": dragon_empress,
    "QC": harlot_queen,
    "QH": pampered_heiress,
    "QD": archduchess,
    "X2": thief,
}


CHARACTER_RULES = {
    "JS": "char.grand-inquisitor",
    "JC": "char.rogue-jester",
    "JH": "char.supreme-confiscator",
    "JD": "char.tithe-embezzler",
    "QS": "char.dragon-empress",
    "QC": "char.harlot-queen",
    "QH": "char.pampered-heiress",
    "QD": "char.archduchess",
    "X2": "char.thief",
}
