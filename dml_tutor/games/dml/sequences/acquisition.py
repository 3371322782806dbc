"""The Acquisition Attempt: Declaration, Seize Attempt Phase, Bidding Phase (Bid Actions) and
Resolution Step ("Gameplay > Acquisition Attempt")."""

from __future__ import annotations

from typing import Final

from ....core.actions import shared
from ....core.sequence import Choices, Decision, sequence
from ....core.text import Say, commas
from ..actions import (
    Action,
    Bid,
    BlackMarketDraw,
    Declare,
    Pass,
    Seize,
    new_bid,
)
from ..cards import ALL_CARDS, Card
from ..chance import pick
from ..dice import succeeds, success_probability
from ..table import Attempt, Table
from ..target import BLACK_MARKET_TARGET
from ..words import cards_said, resource, say
from .common import (
    Seq,
    subsets,
    to_treasury,
)
from .interrupts import dice_triggers, merchant_reaches_treasury, roll

#: The frames' labels, made once.
_ATTEMPT: Final = say("seq-acquisition-attempt")
_DECLARATION: Final = say("seq-declaration")
_SEIZE_PHASE: Final = say("seq-seize-attempt-phase")
_BIDDING_PHASE: Final = say("seq-bidding-phase")
_RESOLUTION_STEP: Final = say("seq-resolution-step")


def _attempt_label(g: Table, _: object) -> Say:
    return _ATTEMPT


@sequence("Acquisition Attempt", _attempt_label)
def acquisition_attempt(g: Table, decl: Declare) -> Seq[None]:
    """Declaration, Seize Attempt Phase, Bidding Phase, Resolution Step."""
    att = open_attempt(g, decl)
    yield from declaration(g, att)
    if not att.target.startswith("court"):
        yield from seize_attempt_phase(g, att)
    yield from bidding_and_resolution(g, att)


@sequence("Acquisition Attempt", _attempt_label)
def resumed_attempt(g: Table, att: Attempt) -> Seq[None]:
    """An attempt a position begins in: at its Seize Attempt Phase, or in its Bidding
    Phase with bids on the table (docs/formats.md)."""
    if g.tracing:
        g.step(("acq.attempt", "R-02"), say("step-attempt-under-way", seat=att.seat, target=str(att.tv())))
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
        if g.tracing:
            g.step(("bid.sequence", "R-04"), say("step-no-bidding-phase"))
    yield from resolution_step(g, att)
    g.attempt = None


@sequence("Acquisition Attempt", _attempt_label)
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
        g.step(("acq.attempt",), say("step-attempt", seat=decl.seat))
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


@sequence("Declaration", lambda g, att: _DECLARATION)
def declaration(g: Table, att: Attempt) -> Seq[None]:
    seat = att.seat
    if att.is_black_market:
        if g.tracing:
            bm = int(att.target.split(":")[1])
            n = len(g.black_markets[bm])
            g.step(
                ("acq.black-market", "R-06", "R-12"),
                say("step-tries-black-market", seat=seat, market=bm, count=n, target=BLACK_MARKET_TARGET),
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
        kind = att.target.split(":")[0]
        if kind == "event":
            where = say("word-zone-event")
        elif kind == "court":
            where = say("word-zone-court", seat=int(att.target[6:]))
        else:
            where = say("word-zone-stock", resource=resource(att.suit or ""))
        declared = cards_said(att.declared)
        g.step(rules, say("step-declares", seat=seat, cards=declared, where=where, target=str(att.tv())), seat=seat)
    total = att.total
    over = total - 12
    options = bid_options(g, att, seat, "primary", at_least=over)  # a bid must bring it to 12
    if over <= 0:
        options += [shared(Pass, seat, "no bid at Declaration")]
    act = yield Decision(
        seat,
        "bid",
        lambda: say("prompt-bid-at-declaration", resource=resource(att.primary), over=max(over, 0)),
        options,
        ("acq.declaration", "bid.primary", "R-03", "R-04", "R-08"),
        context={"target": total, "value": att.worth, "role": "active"},
    )
    if isinstance(act, Bid):
        _take_bid(g, act, att.active_primary)
        if g.tracing:
            g.step(
                ("bid.primary", "R-03"),
                say("step-bids", seat=seat, cards=cards_said(act.cards), target=str(att.tv())),
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


@sequence("Seize Attempt Phase", lambda g, att: _SEIZE_PHASE)
def seize_attempt_phase(g: Table, att: Attempt) -> Seq[None]:
    """Face-down cards in seat order, then a simultaneous reveal (R-05)."""
    target, value = att.total, att.worth
    declared, primary = tuple(att.declared), att.primary
    prompt = lambda: say(  # noqa: E731  (read only if someone reads it: an untraced game makes no text)
        "prompt-seize", cards=cards_said(declared), suit=primary, resource=resource(primary)
    )
    context = {"primary": att.primary, "target": target, "value": value}  # every seat's, read-only
    for seat in g.seats_from(att.seat)[1:]:
        if seat in g.no_seize:
            if g.tracing:
                g.step(("seize.sequence", "event.crackdown"), say("step-no-seize-crackdown", seat=seat), seat=seat)
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
                g.step(("seize.sequence", "R-05"), say("step-lays-face-down", seat=seat), seat=seat)
    if not g.seize_cards:
        if g.tracing:
            g.step(("seize.sequence",), say("step-nobody-seizes"))
        return
    laid = dict(g.seize_cards)
    if g.tracing:
        revealed = [say("word-seat-card", seat=s, card=c.symbol) for s, c in laid.items()]
        g.shown = list(laid.values())
        g.step(("seize.sequence", "R-05"), say("step-revealed", cards=commas(revealed)))
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
                say(
                    "step-wins-seize",
                    seat=winner,
                    card=card.symbol,
                    resource=resource(att.primary),
                    target=str(att.tv()),
                ),
                seat=winner,
            )
    elif g.tracing:
        g.step(("seize.award", "R-05"), say("step-nobody-wins-seize", resource=resource(att.primary)))
    for s, c in list(g.seize_cards.items()):
        del g.seize_cards[s]
        text = say("step-takes-back", seat=s, card=c.symbol) if g.tracing else None
        yield from to_treasury(g, s, [c], ("seize.award",), text, seat=s)


@sequence("Bidding Phase", lambda g, att, seizer_first=False: _BIDDING_PHASE)
def bidding_phase(g: Table, att: Attempt, seizer_first: bool = False) -> Seq[None]:
    """Active Player, then Seizer, in turn; the first pass ends the bidding (R-07). A
    position may begin the war with the Seizer to bid (``seizer_first``)."""
    assert att.seizer is not None
    if g.tracing:
        g.step(("bid.sequence", "R-07"), say("step-bidding-between", seat=att.seat, seizer=att.seizer))
    n = 0
    if seizer_first and not (yield from bid_action(g, att, att.seizer, n := n + 1)):
        return
    while True:
        n += 1
        if not (yield from bid_action(g, att, att.seat, n)):
            return
        if not (yield from bid_action(g, att, att.seizer, n)):
            return


@sequence("Bidding Phase", lambda g, att: _BIDDING_PHASE)
def bidding_alone(g: Table, att: Attempt) -> Seq[None]:
    """The variant of R-04 (``bidding_needs_seizer=False``): with no Seizer the Active
    Player still has Bid Actions, Primary cards only, until passing."""
    if g.tracing:
        g.step(("bid.sequence", "R-04"), say("step-bids-alone", seat=att.seat), seat=att.seat)
    n = 0
    while True:
        n += 1
        if not (yield from bid_action(g, att, att.seat, n)):
            return


def _bid_label(g: Table, att: Attempt, seat: int, n: int) -> Say:
    return say("frame-bid-action", n=n, role="active" if seat == att.seat else "seizer")


def _bid_kinds(att: Attempt, secondary: bool) -> Say:
    """What a Bid Action may bid, for its prompt."""
    if secondary:
        return say("word-bid-either", primary=resource(att.primary), secondary=resource(att.secondary))
    return say("word-bid-primary", primary=resource(att.primary))


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
        lambda: say("prompt-bid", kinds=_bid_kinds(att, secondary), target=total),
        Choices(options, [shared(Pass, seat, "bid")]),
        ("bid.sequence", "bid.primary", "bid.secondary" if secondary else "bid.primary", "R-07", "R-08"),
        context={"target": total, "value": att.worth, "role": "active" if active else "seizer"},
    )
    if not isinstance(act, Bid):
        if g.tracing:
            g.step(("bid.sequence", "R-07"), say("step-passes-bidding-ends", seat=seat), seat=seat)
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
            say("step-bids-role", seat=seat, cards=cards_said(act.cards), role=act.role, target=str(att.tv())),
            seat=seat,
        )
    return True


@sequence("Resolution Step", lambda g, att: _RESOLUTION_STEP)
def resolution_step(g: Table, att: Attempt) -> Seq[None]:
    seat = att.seat
    total = att.total
    if g.tracing:
        p = success_probability(total)
        g.step(
            ("resolution.step", "R-02"),
            say("step-chance", target=str(att.tv()), chance=str(p), percent=f"{float(p):.0%}".removesuffix("%")),
            seat=seat,
        )
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
            say("step-success", cards=cards_said(declared), count=len(declared), seat=seat) if g.tracing else None,
            seat=seat,
        )
    elif att.seizer is not None:
        yield from to_treasury(
            g,
            att.seizer,
            declared,
            ("resolution.step", "R-09"),
            say("step-failure-seizer", seizer=att.seizer, cards=cards_said(declared)) if g.tracing else None,
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
            back = say("step-failure-back", cards=cards_said(declared), count=len(declared))
            g.step(("resolution.step", "R-09"), back)
    bids = att.active_primary + att.active_secondary + att.seizer_primary
    if bids:
        for c in bids:
            assert c.suit is not None
            g.stocks[c.suit].append(c)
        att.active_primary.clear()
        att.active_secondary.clear()
        att.seizer_primary.clear()
        if g.tracing:
            g.step(("resolution.bids", "R-09"), say("step-bids-to-stocks", cards=cards_said(bids)))
    yield from dice_triggers(g, a, b)


@sequence("Resolution Step", lambda g, att: _RESOLUTION_STEP)
def black_market_resolution(g: Table, att: Attempt) -> Seq[None]:
    seat = att.seat
    bm = int(att.target.split(":")[1])
    a, b = yield from roll(g, seat, ("acq.black-market", "R-10", "R-12"), target=BLACK_MARKET_TARGET)
    if not succeeds(a, b, BLACK_MARKET_TARGET):
        if g.tracing:
            g.step(("acq.black-market",), say("step-black-market-failure"), seat=seat)
    elif (yield from black_market_draw(g, seat, bm)):
        hearts = sum(1 for c in g.court[seat] if c.suit == "H")
        pile = g.black_markets[bm]
        taken = [pick(g, pile, "black_market", f"Black Market {bm}") for _ in range(min(len(pile), 1 + hearts))]
        if not pile:
            del g.black_markets[bm]
        rules: tuple[str, ...] = ("acq.black-market", "R-21", "P-07") + (("emblem.hearts-vantage",) if hearts else ())
        said = (
            say("step-black-market-success", seat=seat, count=len(taken), gone=str(bm not in g.black_markets).lower())
            if g.tracing
            else None
        )
        yield from to_treasury(g, seat, taken, rules, said, seat=seat)
        yield from merchant_reaches_treasury(g, seat)
    yield from dice_triggers(g, a, b)


def black_market_draw(g: Table, seat: int, bm: int) -> Seq[bool]:
    """Whether the Active Player takes the won card(s): the rulebook's "may take" is a
    decision (P-07), unless the variant ``black_market_may_leave=False`` always takes."""
    if not g.options.black_market_may_leave:
        return True
    hearts = sum(1 for c in g.court[seat] if c.suit == "H")
    n = min(len(g.black_markets[bm]), 1 + hearts)
    act = yield Decision(
        seat,
        "black_market_draw",
        lambda: say("prompt-black-market-draw", market=bm, count=n),
        [shared(BlackMarketDraw, seat, True), shared(BlackMarketDraw, seat, False)],
        ("acq.black-market", "P-07"),
    )
    assert isinstance(act, BlackMarketDraw)
    if not act.take and g.tracing:
        g.step(("acq.black-market", "P-07"), say("step-leaves-black-market", seat=seat, market=bm), seat=seat)
    return act.take
