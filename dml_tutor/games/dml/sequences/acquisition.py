"""The Acquisition Attempt: Declaration, Seize Attempt Phase, Bidding Phase (Bid Actions) and
Resolution Step ("Gameplay > Acquisition Attempt")."""

from __future__ import annotations

from typing import Final

from ....core.actions import shared
from ....core.sequence import Choices, Decision, sequence
from ..actions import (
    Action,
    Bid,
    BlackMarketDraw,
    Declare,
    Pass,
    Seize,
    new_bid,
)
from ..cards import ALL_CARDS, RESOURCE_NAME, Card
from ..chance import pick
from ..dice import succeeds, success_probability
from ..table import Attempt, Table
from ..target import BLACK_MARKET_TARGET
from .common import (
    Seq,
    cards_text,
    go,
    plural,
    subsets,
    to_treasury,
)
from .interrupts import dice_triggers, merchant_reaches_treasury, roll


@sequence("Acquisition Attempt")
def acquisition_attempt(g: Table, decl: Declare) -> Seq[None]:
    """Declaration, Seize Attempt Phase, Bidding Phase, Resolution Step."""
    att = open_attempt(g, decl)
    yield from declaration(g, att)
    if not att.target.startswith("court"):
        yield from seize_attempt_phase(g, att)
    yield from bidding_and_resolution(g, att)


@sequence("Acquisition Attempt")
def resumed_attempt(g: Table, att: Attempt) -> Seq[None]:
    """An attempt a position begins in: at its Seize Attempt Phase, or in its Bidding
    Phase with bids on the table (docs/formats.md)."""
    g.step(("acq.attempt", "R-02"), f"Seat {att.seat}'s Acquisition Attempt is under way: Target Value {att.tv()}.")
    begin = g.begin or {}
    if begin.get("at") == "seize_attempt":
        yield from seize_attempt_phase(g, att)
    yield from bidding_and_resolution(g, att, seizer_first=begin.get("next") == "seizer")


def bidding_and_resolution(g: Table, att: Attempt, seizer_first: bool = False) -> Seq[None]:
    if att.seizer is not None:
        yield from bidding_phase(g, att, seizer_first)
    elif not g.options.bidding_needs_seizer:
        yield from bidding_alone(g, att)
    else:
        g.step(("bid.sequence", "R-04"), "Nobody holds a Seize Attempt, so there is no Bidding Phase.")
    yield from resolution_step(g, att)
    g.attempt = None


@sequence("Acquisition Attempt")
def black_market_attempt(g: Table, decl: Declare) -> Seq[None]:
    """A Black Market is neither seized nor bid on: Declaration, then the Resolution Step."""
    att = open_attempt(g, decl)
    yield from declaration(g, att)
    yield from black_market_resolution(g, att)
    g.attempt = None


def open_attempt(g: Table, decl: Declare) -> Attempt:
    # An instant win leaves the attempt's cards where they lie: nothing pending resolves.
    att = g.open_attempt(decl)
    if g.tracing:
        g.step(
            ("acq.attempt",), f"Seat {decl.seat} makes an Acquisition Attempt: a Target Value, then a roll of two dice."
        )
    return att


def bid_options(g: Table, att: Attempt, seat: int, role: str, at_least: int = 0) -> Choices[Action]:
    """Every set of Buying Resources this seat may bid in one Bid Action (R-07, R-08, R-09)
    worth at least ``at_least`` in all, each bid made only when read."""
    suit = att.primary if role == "primary" else att.secondary
    cards = [c for c in g.treasury[seat] if c.is_resource and c.suit == suit and g.event.may_bid(c)]
    sets = [s for s in subsets(cards) if at_least <= 0 or sum(c.face_value for c in s) >= at_least]
    return Choices.each(sets, _Bids(seat, role))


class _Bids:
    """Makes one seat's bids of one role from their cards, as a decision's bids are read."""

    def __init__(self, seat: int, role: str) -> None:
        self.seat = seat
        self.role = role

    def __call__(self, cards: tuple[Card, ...]) -> Action:
        return new_bid(self.seat, cards, self.role)


@sequence("Declaration")
def declaration(g: Table, att: Attempt) -> Seq[None]:
    seat = att.seat
    if att.is_black_market:
        n = len(g.black_markets[int(att.target.split(":")[1])])
        g.step(
            ("acq.black-market", "R-06", "R-12"),
            f"Seat {seat} tries Black Market {att.target.split(':')[1]} ({plural(n, 'card')}): "
            f"Target Value {BLACK_MARKET_TARGET}, no Seize Attempts, no bids.",
            seat=seat,
        )
        return
    if g.tracing:
        rules: tuple[str, ...] = ("acq.declaration", "R-01", "R-02")
        if att.emblem_bonus:
            rules += ("emblem.static-bonus", "R-12")
            if g.options.clubs_vantage_bonus and any(c.suit == "C" for c in g.court[seat]):
                rules += ("R-18",)  # the variant's Clubs Vantage Bonus is part of it
        if any(att.market_mods):
            rules += (g.event.rule,)
        where = {"event": "the Grand Opening card", "court": f"seat {att.target[6:]}'s Court"}.get(
            att.target.split(":")[0], f"the {RESOURCE_NAME.get(att.suit or '', '')} Stock"
        )
        declared = cards_text(att.declared)
        g.step(rules, f"Seat {seat} declares {declared} from {where}. Target Value {att.tv()}.", seat=seat)
    total = att.total
    over = total - 12
    options = bid_options(g, att, seat, "primary", at_least=over)  # a bid must bring it to 12
    if over <= 0:
        options += [shared(Pass, seat, "no bid at Declaration")]
    act = yield Decision(
        seat,
        "bid",
        lambda: (  # made if read (an attempt's primary never changes)
            f"Bid Primary Buying Resources ({RESOURCE_NAME[att.primary]}) now?"
            + (f" The Target Value is {over} over 12 and must come down." if over > 0 else "")
        ),
        options,
        ("acq.declaration", "bid.primary", "R-03", "R-04", "R-08"),
        context={"target": total, "value": att.worth, "role": "active"},
    )
    if isinstance(act, Bid):
        _take_bid(g, act, att.active_primary)
        if g.tracing:
            g.step(
                ("bid.primary", "R-03"),
                f"Seat {seat} bids {cards_text(act.cards)}: Target Value {att.tv()}.",
                seat=seat,
            )


#: Each seat's Seize of each card (by the card's order) and, last, its pass: the very moves
#: ``shared`` makes, kept in lists: a Seize Attempt offers them to every other seat, and a
#: list read by index costs a fraction of ``shared``'s look-up by kind and fields.
_SEIZES: Final[list[list[Action | None]]] = []


def seize_offers(seat: int, treasury: list[Card]) -> list[Action]:
    """A seat's Seize Attempt choices (every Treasury card but the Eggs, R-05), then a pass."""
    while len(_SEIZES) <= seat:
        _SEIZES.append([*([None] * len(ALL_CARDS)), shared(Pass, len(_SEIZES), "Seize Attempt")])
    made = _SEIZES[seat]
    offered: list[Action] = []
    for c in treasury:
        if not c.is_egg:
            move = made[c.order]
            if move is None:
                move = made[c.order] = shared(Seize, seat, c)
            offered.append(move)
    pass_ = made[-1]  # made with the row
    assert pass_ is not None
    offered.append(pass_)
    return offered


def _take_bid(g: Table, bid: Bid, pile: list[Card]) -> None:
    for c in bid.cards:
        g.treasury[bid.seat].remove(c)
    pile.extend(bid.cards)


@sequence("Seize Attempt Phase")
def seize_attempt_phase(g: Table, att: Attempt) -> Seq[None]:
    """Face-down cards in seat order, then a simultaneous reveal (R-05)."""
    target, value = att.total, att.worth
    declared, primary = tuple(att.declared), att.primary
    prompt = lambda: (  # noqa: E731  (read only if someone reads it: an untraced game makes no text)
        f"Lay a card face down for a Seize Attempt on {cards_text(declared)} "
        f"(only {'an' if primary == 'S' else 'a'} {RESOURCE_NAME[primary]} card can win), or pass?"
    )
    context = {"primary": att.primary, "target": target, "value": value}  # every seat's, read-only
    for seat in g.seats_from(att.seat)[1:]:
        if seat in g.no_seize:
            g.step(
                ("seize.sequence", "event.crackdown"),
                f"Seat {seat} is under Contraband Crackdown and may not make a Seize Attempt.",
                seat=seat,
            )
            continue
        # A bluff is legal; an Egg never leaves. A Treasury is a few cards: the actions are
        # offered at once, each made once per seat and card (moves are values).
        act = yield Decision(
            seat,
            "seize",
            prompt,
            seize_offers(seat, g.treasury[seat]),
            ("seize.sequence", "R-05"),
            context=context,
        )
        if isinstance(act, Seize):
            g.treasury[seat].remove(act.card)
            g.seize_cards[seat] = act.card
            if g.tracing:
                g.step(("seize.sequence", "R-05"), f"Seat {seat} lays a card face down.", seat=seat)
    if not g.seize_cards:
        g.step(("seize.sequence",), "Nobody lays a Seize card.")
        return
    laid = dict(g.seize_cards)
    if g.tracing:
        revealed = ", ".join(f"seat {s} {c.symbol}" for s, c in laid.items())
        g.shown = list(laid.values())
        g.step(("seize.sequence", "R-05"), f"Revealed: {revealed}.")
        g.shown = []
    valid = [
        (c.face_value, s) for s, c in laid.items() if c.is_resource and c.suit == att.primary and g.event.may_bid(c)
    ]
    if valid:
        _, winner = max(valid)
        card = g.seize_cards.pop(winner)
        att.seizer = winner
        att.seizer_primary.append(card)
        if g.tracing:
            g.step(
                ("seize.award", "R-05", "R-08"),
                f"Seat {winner}'s {card.symbol} is the highest {RESOURCE_NAME[att.primary]} card: seat {winner} wins "
                f"the Seize Attempt and the card is the first bid. Target Value {att.tv()}.",
                seat=winner,
            )
    else:
        g.step(
            ("seize.award", "R-05"),
            f"No {RESOURCE_NAME[att.primary]} card that may be bid was laid: nobody wins the Seize Attempt.",
        )
    for s, c in list(g.seize_cards.items()):
        del g.seize_cards[s]
        text = f"Seat {s} takes {c.symbol} back." if g.tracing else ""
        yield from to_treasury(g, s, [c], ("seize.award",), text, seat=s)


@sequence("Bidding Phase")
def bidding_phase(g: Table, att: Attempt, seizer_first: bool = False) -> Seq[None]:
    """Active Player, then Seizer, in turn; the first pass ends the bidding (R-07). A
    position may begin the war with the Seizer to bid (``seizer_first``)."""
    assert att.seizer is not None
    if g.tracing:
        g.step(("bid.sequence", "R-07"), f"Bidding between seat {att.seat} (Active) and seat {att.seizer} (Seizer).")
    n = 0
    if seizer_first and not (yield from bid_action(g, att, att.seizer, n := n + 1)):
        return
    while True:
        n += 1
        if not (yield from bid_action(g, att, att.seat, n)):
            return
        if not (yield from bid_action(g, att, att.seizer, n)):
            return


@sequence("Bidding Phase")
def bidding_alone(g: Table, att: Attempt) -> Seq[None]:
    """The variant of R-04 (``bidding_needs_seizer=False``): with no Seizer the Active
    Player still has Bid Actions, Primary cards only, until passing."""
    g.step(
        ("bid.sequence", "R-04"),
        f"Nobody holds a Seize Attempt; in this variant seat {att.seat} may still bid alone.",
        seat=att.seat,
    )
    n = 0
    while True:
        n += 1
        if not (yield from bid_action(g, att, att.seat, n)):
            return


def _bid_label(g: Table, att: Attempt, seat: int, n: int) -> str:
    return f"Bid Action {n} ({'Active Player' if seat == att.seat else 'Seizer'})"


def _bid_kinds(att: Attempt, secondary: bool) -> str:
    """What a Bid Action may bid, for its prompt."""
    if secondary:
        return (
            f"{RESOURCE_NAME[att.primary]} (Primary) or {RESOURCE_NAME[att.secondary]} (Secondary, against the Seizer)"
        )
    return f"{RESOURCE_NAME[att.primary]} (Primary)"


@sequence("Bid Action", _bid_label)
def bid_action(g: Table, att: Attempt, seat: int, n: int) -> Seq[bool]:
    """One Bid Action; returns False when the player passes (which ends the bidding)."""
    active = seat == att.seat
    secondary = active and att.seizer is not None  # Secondary bids answer a Seizer's
    options = bid_options(g, att, seat, "primary")
    if secondary:
        options += bid_options(g, att, seat, "secondary")
    total = att.total
    act = yield Decision(
        seat,
        "bid",
        lambda: f"Bid {_bid_kinds(att, secondary)}, or pass and end the bidding? Target Value {total}.",
        Choices(options, [shared(Pass, seat, "bid")]),
        ("bid.sequence", "bid.primary", "bid.secondary" if secondary else "bid.primary", "R-07", "R-08"),
        context={"target": total, "value": att.worth, "role": "active" if active else "seizer"},
    )
    if not isinstance(act, Bid):
        if g.tracing:
            g.step(("bid.sequence", "R-07"), f"Seat {seat} passes: the bidding ends.", seat=seat)
        return False
    if active and act.role == "secondary":
        _take_bid(g, act, att.active_secondary)
        rule = "bid.secondary"
    else:
        _take_bid(g, act, att.active_primary if active else att.seizer_primary)
        rule = "bid.primary"
    if g.tracing:
        g.step(
            (rule, "R-02", "R-07"),
            f"Seat {seat} bids {cards_text(act.cards)} ({act.role}): Target Value {att.tv()}.",
            seat=seat,
        )
    return True


@sequence("Resolution Step")
def resolution_step(g: Table, att: Attempt) -> Seq[None]:
    seat = att.seat
    total = att.total
    if g.tracing:
        p = success_probability(total)
        chance = f"Chance to succeed: {p} ({float(p):.0%})."
        g.step(("resolution.step", "R-02"), f"Target Value {att.tv()}. {chance}", seat=seat)
    a, b = yield from roll(g, seat, ("resolution.step", "R-10"), target=total)
    ok = succeeds(a, b, total)
    declared = list(att.declared)
    att.declared.clear()
    kind, _, rest = att.target.partition(":")
    if ok:
        yield from to_treasury(
            g,
            seat,
            declared,
            ("resolution.step", "R-09"),
            f"Success: {go(declared)} into seat {seat}'s Treasury." if g.tracing else "",
            seat=seat,
        )
    elif att.seizer is not None:
        yield from to_treasury(
            g,
            att.seizer,
            declared,
            ("resolution.step", "R-09"),
            f"Failure: the Seizer, seat {att.seizer}, takes {cards_text(declared)}." if g.tracing else "",
            seat=att.seizer,
        )
    else:
        if kind == "stock":
            g.stocks[rest].extend(declared)
        elif kind == "event":
            g.event_card = declared[0]
        else:
            g.court[int(rest)].extend(declared)
        if g.tracing:
            g.step(
                ("resolution.step", "R-09"),
                f"Failure: {go(declared)} back where {'it' if len(declared) == 1 else 'they'} came from.",
            )
    bids = att.active_primary + att.active_secondary + att.seizer_primary
    if bids:
        for c in bids:
            assert c.suit is not None
            g.stocks[c.suit].append(c)
        att.active_primary.clear()
        att.active_secondary.clear()
        att.seizer_primary.clear()
        if g.tracing:
            text = f"The bid cards {cards_text(bids)} go to the Stocks of their own suits."
            g.step(("resolution.bids", "R-09"), text)
    yield from dice_triggers(g, a, b)


@sequence("Resolution Step")
def black_market_resolution(g: Table, att: Attempt) -> Seq[None]:
    seat = att.seat
    bm = int(att.target.split(":")[1])
    a, b = yield from roll(g, seat, ("acq.black-market", "R-10", "R-12"), target=BLACK_MARKET_TARGET)
    if not succeeds(a, b, BLACK_MARKET_TARGET):
        g.step(("acq.black-market",), "Failure: nothing is taken.", seat=seat)
    elif (yield from black_market_draw(g, seat, bm)):
        hearts = sum(1 for c in g.court[seat] if c.suit == "H")
        pile = g.black_markets[bm]
        taken = [pick(g, pile, "black_market", f"Black Market {bm}") for _ in range(min(len(pile), 1 + hearts))]
        if not pile:
            del g.black_markets[bm]
        rules: tuple[str, ...] = ("acq.black-market", "R-21", "P-07") + (("emblem.hearts-vantage",) if hearts else ())
        gone = " Black Market emptied and gone." if bm not in g.black_markets else ""
        yield from to_treasury(
            g,
            seat,
            taken,
            rules,
            f"Success: seat {seat} takes {len(taken)} card{'s' if len(taken) > 1 else ''} at random.{gone}"
            if g.tracing
            else "",
            seat=seat,
        )
        yield from merchant_reaches_treasury(g, seat)
    yield from dice_triggers(g, a, b)


def black_market_draw(g: Table, seat: int, bm: int) -> Seq[bool]:
    """Whether the Active Player takes the won card(s): the rulebook's "may take" is a
    decision (P-07), unless the variant ``black_market_may_leave=False`` always takes."""
    if not g.options.black_market_may_leave:
        return True
    hearts = sum(1 for c in g.court[seat] if c.suit == "H")
    n = min(len(g.black_markets[bm]), 1 + hearts)
    what = "a card" if n == 1 else f"{n} cards"
    act = yield Decision(
        seat,
        "black_market_draw",
        f"Success on Black Market {bm}: take {what} at random from it, or leave it as it is?",
        [shared(BlackMarketDraw, seat, True), shared(BlackMarketDraw, seat, False)],
        ("acq.black-market", "P-07"),
    )
    assert isinstance(act, BlackMarketDraw)
    if not act.take:
        g.step(("acq.black-market", "P-07"), f"Seat {seat} leaves Black Market {bm} as it is.", seat=seat)
    return act.take
