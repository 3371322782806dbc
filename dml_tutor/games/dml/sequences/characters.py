"""The Character Power Phase, the Stack, and each Character's Ultimate Power
("Gameplay > Character Power Phase"; Characters from the component reference)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from ....core.actions import shared
from ....core.sequence import Decision, sequence
from ....core.text import Say
from ..actions import (
    Action,
    ChooseZone,
    GiveCard,
    Pass,
    Play,
    Steal,
    TakeCard,
)
from ..cards import SUITS, THIEF, Card
from ..chance import pick
from ..dice import succeeds
from ..events import GRAND_OPENING
from ..table import StackItem, Table
from ..words import card_said, cards_said, resource, say
from .common import (
    Seq,
    offer_standing_wins,
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


#: The frames' labels, the constant prompts and what a standing win is asked before, made once.
_CHARACTER_POWER_PHASE: Final = say("seq-character-power-phase")
_STACK_RESOLUTION: Final = say("seq-stack-resolution")
_PLAY_PROMPT: Final = say("prompt-play")
_WHICH_BLACK_MARKET: Final = say("prompt-which-black-market")
_WHICH_STOCK: Final = say("prompt-which-stock")
_STEAL_OR_GIVE: Final = say("prompt-steal-or-give")
_BEFORE_STEAL: Final = say("prompt-before-steal")
_THIEF_ESCAPE: Final = say("word-thief-escape")


@sequence("Character Power Phase", lambda g: _CHARACTER_POWER_PHASE)
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
                _PLAY_PROMPT,
                [*playable(g, seat), shared(Pass, seat, "Character Power Phase")],
                ("cpp.sequence", "R-16", "P-23"),
                ALIKE,
            )
            if not isinstance(act, Play):
                break
            (g.court if act.source == "court" else g.treasury)[seat].remove(act.card)
            g.stack.append(StackItem(act.card, seat, act.kind, act.source))
            played = True
            if g.tracing:
                said = say("step-puts-on-stack", seat=seat, card=card_said(act.card), kind=act.kind)
                g.step(("cpp.sequence", "R-16"), said, seat=seat)
        if played:
            last, passes = seat, 0
        else:
            passes += 1
        if passes >= (n if last is None else n - 1):
            break
        seat = (seat + 1) % n
    if g.stack:
        yield from stack_resolution(g)
    elif last is None and g.tracing:
        g.step(("cpp.sequence", "R-16"), say("step-nobody-plays"))


@sequence("Stack Resolution", lambda g: _STACK_RESOLUTION)
def stack_resolution(g: Table) -> Seq[None]:
    """Last in, first out."""
    if g.tracing:
        g.step(("cpp.resolution",), say("step-stack-resolves", count=len(g.stack)))
    while g.stack:
        item = g.stack.pop()
        if item.kind == "emblem":
            g.court[item.seat].append(item.card)
            if g.tracing:
                g.step(
                    ("cpp.resolution", "emblem.play") + (("R-18",) if item.card.suit == "C" else ()),
                    say("step-enters-court", card=card_said(item.card), seat=item.seat),
                    seat=item.seat,
                )
        else:
            g.resolving = item.card  # shown on the Stack until it goes to Exile
            yield from ultimate_power(g, item)


def _power_label(g: Table, item: StackItem) -> Say:
    return say("frame-ultimate-power", code=item.card.code)


@sequence("Ultimate Power", _power_label)
def ultimate_power(g: Table, item: StackItem) -> Seq[None]:
    card, seat = item.card, item.seat
    rule = CHARACTER_RULES[card.code]
    if g.tracing:
        g.step(("power.ultimate", rule), say("step-power-resolves", card=card_said(card), seat=seat), seat=seat)
    yield from POWERS[card.code](g, seat)
    if card.is_thief:
        return  # the Thief's own roll decided where it went
    g.resolving = None
    g.exile.append(card)
    if g.tracing:
        g.step(("power.ultimate",), say("step-to-exile", card=card_said(card)))


def grand_inquisitor(g: Table, seat: int) -> Seq[None]:
    swept: list[Card] = []
    for suit in SUITS:
        swept += g.stocks[suit]
        g.stocks[suit] = []
    for bm in list(g.black_markets):
        swept += g.black_markets.pop(bm)
    rules: tuple[str, ...] = ("char.grand-inquisitor", "egg.placement", "P-03")
    opening = False
    if g.event.type == GRAND_OPENING and g.event_card is not None:
        # The Grand Opening card is a Stock; the Round's Event stays Grand Opening.
        swept.append(g.event_card)
        g.event_card = None
        opening = True
        rules += ("R-06", "P-06")
    for c in swept:
        g.discard(c)
    if g.tracing:
        g.step(rules, say("step-inquisitor", count=len(swept), opening=str(opening).lower()))
    yield from restock(g)


def rogue_jester(g: Table, seat: int) -> Seq[None]:
    g.stack.reverse()
    if g.tracing:
        g.step(("char.rogue-jester", "R-23"), say("step-jester", count=len(g.stack)))
    return
    yield


def supreme_confiscator(g: Table, seat: int) -> Seq[None]:
    if not g.black_markets:
        if g.tracing:
            g.step(("char.supreme-confiscator",), say("step-no-black-market-to-search"))
        return
    act = yield Decision(
        seat,
        "choose",
        _WHICH_BLACK_MARKET,
        [ChooseZone(seat, f"black_market:{k}") for k in g.black_markets],
        ("char.supreme-confiscator", "R-23", "P-01"),
    )
    assert isinstance(act, ChooseZone)
    bm = int(act.zone.split(":")[1])
    pile = g.black_markets[bm]
    pick = yield Decision(
        seat,
        "choose",
        say("prompt-take-which-card", market=bm),
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
        say("step-confiscator-takes", seat=seat, market=bm) if g.tracing else None,
        seat=seat,
    )
    yield from merchant_reaches_treasury(g, seat)


def tithe_embezzler(g: Table, seat: int) -> Seq[None]:
    for victim in g.seats_from(seat)[1:]:
        hand = g.treasury[victim]
        if not hand:
            if g.tracing:
                g.step(("char.tithe-embezzler", "R-23"), say("step-gives-nothing", seat=victim))
            continue
        act = yield Decision(
            victim,
            "choose",
            say("prompt-give-a-card", seat=seat),
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
            say("step-gives-a-card", seat=victim, to=seat) if g.tracing else None,
            seat=victim,
        )


def dragon_empress(g: Table, seat: int) -> Seq[None]:
    if g.tracing:
        g.step(("char.dragon-empress",), say("step-empress"))
    yield from dragon_siege(g)


def harlot_queen(g: Table, seat: int) -> Seq[None]:
    cancelled = [i.card for i in g.stack]
    g.stack.clear()
    for c in cancelled:
        if c.is_character:
            g.exile.append(c)
        else:
            g.discard(c)
    if g.tracing:
        said = say("step-harlot-cancels", cards=cards_said(cancelled)) if cancelled else say("step-harlot-nothing")
        g.step(("char.harlot-queen", "R-24"), said)
    return
    yield


def pampered_heiress(g: Table, seat: int) -> Seq[None]:
    if not g.nest:
        if g.tracing:
            g.step(("char.pampered-heiress",), say("step-nest-empty"))
        return
    egg = g.nest.pop()
    yield from to_treasury(
        g,
        seat,
        [egg],
        ("char.pampered-heiress",),
        say("step-heiress-takes", seat=seat, card=egg.symbol) if g.tracing else None,
        seat=seat,
    )


def archduchess(g: Table, seat: int) -> Seq[None]:
    options: list[Action] = [ChooseZone(seat, f"stock:{s}") for s in SUITS if g.stocks[s]]
    if g.event.type == GRAND_OPENING and g.event_card is not None:
        options.append(ChooseZone(seat, "event"))  # the Grand Opening card is a Stock of its own (P-12)
    if not options:
        if g.tracing:
            g.step(("char.archduchess",), say("step-stocks-empty"))
        return
    act = yield Decision(
        seat,
        "choose",
        _WHICH_STOCK,
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
            say("step-takes-grand-opening", seat=seat, cards=cards_said(taken)) if g.tracing else None,
        )
        return
    suit = act.zone.split(":")[1]
    taken, g.stocks[suit] = g.stocks[suit], []
    yield from to_treasury(
        g,
        seat,
        taken,
        ("char.archduchess", "R-23"),
        say("step-takes-stock", seat=seat, resource=resource(suit), cards=cards_said(taken)) if g.tracing else None,
    )


def thief(g: Table, seat: int) -> Seq[None]:
    others = g.seats_from(seat)[1:]
    options: list[Action] = [Steal(seat, v) for v in others if g.treasury[v]]
    options += [GiveCard(seat, c, v) for c in g.treasury[seat] for v in others]
    if options:
        act = yield Decision(
            seat,
            "choose",
            _STEAL_OR_GIVE,
            options,
            ("char.thief", "R-23", "P-01"),
        )
        if isinstance(act, Steal):
            yield from offer_standing_wins(g, [act.victim], _BEFORE_STEAL)
            card = pick(g, g.treasury[act.victim], "steal", f"seat {act.victim}'s Treasury")
            yield from to_treasury(
                g,
                seat,
                [card],
                ("char.thief", "R-21", "R-23"),
                say("step-steals", seat=seat, victim=act.victim) if g.tracing else None,
                seat=seat,
            )
        elif isinstance(act, GiveCard):
            g.treasury[seat].remove(act.card)
            yield from to_treasury(
                g,
                act.to,
                [act.card],
                ("char.thief", "R-23"),
                say("step-thief-gives", seat=seat, to=act.to) if g.tracing else None,
                seat=seat,
            )
    else:
        if g.tracing:
            g.step(("char.thief",), say("step-nothing-to-steal", seat=seat))
    a, b = yield from roll(g, seat, ("char.thief",), target=7, why=_THIEF_ESCAPE)
    g.resolving = None
    if succeeds(a, b, 7):
        where = g.return_thief(THIEF)
        if g.tracing:
            g.step(("char.thief", "P-03"), say("step-thief-escapes", where=where))
    else:
        g.exile.append(THIEF)
        if g.tracing:
            g.step(("char.thief",), say("step-thief-caught"))
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
