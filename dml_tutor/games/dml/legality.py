"""Why an action is not allowed: the reason a reader gets, with the rule ids.

Legal actions are enumerated by the sequences themselves; this module only explains a
refusal, so it may be slow and thorough.
"""

from __future__ import annotations

from ...core.sequence import Decision as CoreDecision
from .actions import Action, Bid, Declare, DeclareWin, Pass, Play, Seize
from .cards import RESOURCE_NAME, SUITS, Card, primary_buying, secondary_buying
from .table import Table

Decision = CoreDecision[Action]

Why = tuple[str, tuple[str, ...]]


def explain(g: Table, decision: Decision, act: Action) -> Why:
    """The reason ``act`` is refused at ``decision`` (it is known not to be legal)."""
    if act.seat != decision.seat:
        return (f"it is seat {decision.seat}'s decision now ({decision.prompt}), not seat {act.seat}'s", decision.rules)
    for check in (_declare, _bid, _seize, _play, _pass, _declare_win):
        why = check(g, decision, act)
        if why:
            return why
    kinds = {type(a) for a in decision.actions}
    if type(act) not in kinds:
        names = ", ".join(sorted(k.__name__ for k in kinds))
        return (
            f"seat {act.seat} must now answer: {decision.prompt} ({names}); {type(act).__name__} is not a choice here",
            decision.rules,
        )
    return (f"{act} is not among the legal choices: {decision.prompt}", decision.rules)


def _name(c: Card) -> str:
    return c.symbol


def _declare(g: Table, d: Decision, act: Action) -> Why | None:
    if not isinstance(act, Declare):
        return None
    kind, _, rest = act.target.partition(":")
    bm_only = all(
        isinstance(a, Declare) and a.target.startswith("black_market") for a in d.actions if isinstance(a, Declare)
    )
    if kind != "black_market" and bm_only and "Black Market Action" in d.prompt:
        return ("a Black Market Action may only target a Black Market", ("market.black-market-action",))
    if kind == "black_market":
        if not rest.isdigit() or int(rest) not in g.black_markets:
            return (f"there is no Black Market {rest}", ("acq.black-market",))
        return None
    if kind == "court":
        if not rest.isdigit() or int(rest) >= g.players:
            return (f"there is no seat {rest}", ("acq.declaration",))
        if int(rest) == act.seat:
            return ("an Emblem can only be taken from another player's Court", ("acq.declaration", "emblem.play"))
        if len(act.cards) != 1 or act.cards[0] not in g.court[int(rest)]:
            return (f"name exactly one Emblem from seat {rest}'s Court", ("acq.declaration",))
        return None
    if kind == "event":
        return (
            "only a Grand Opening Event card can be targeted, and only while it is in the Event Zone",
            ("event.grand-opening", "R-06"),
        )
    if kind != "stock" or rest not in SUITS:
        return (f"unknown target {act.target!r}: use stock:S, event, court:N or black_market:N", ("acq.declaration",))
    if not act.cards:
        return ("declare at least one card", ("acq.declaration", "R-01"))
    stock = g.stocks[rest]
    for c in act.cards:
        if c not in stock:
            return (
                f"{_name(c)} is not in the {RESOURCE_NAME[rest]} Stock: all declared cards come from one Stock",
                ("acq.declaration", "R-01"),
            )
    if len(set(act.cards)) != len(act.cards):
        return ("a card is named twice", ("R-01",))
    tv = g.declared_value(act.cards) - g.emblem_bonus(act.seat, rest)
    most = g.max_primary(act.seat, rest)
    if not g.options.cap_after_bids:
        if tv > 12:
            return (
                f"the Target Value would be {tv}, {tv - 12} over 12: this game uses the variant "
                "cap_after_bids=False, so the cap counts before any bid",
                ("acq.declaration", "R-03"),
            )
        return None
    if tv - most > 12:
        return (
            f"the Target Value would be {tv}: even bidding every {RESOURCE_NAME[primary_buying(rest)]} card "
            "you may bid "
            f"(worth {most}) leaves it {tv - most - 12} over 12",
            ("acq.declaration", "R-03"),
        )
    return None


def _declare_win(g: Table, d: Decision, act: Action) -> Why | None:
    if not isinstance(act, DeclareWin) or not act.declare or act.kind in g.instant_wins(act.seat):
        return None
    if act.kind == "monopoly":
        return (
            f"seat {act.seat}'s Treasury does not hold every Resource from 2 to 9 of one type (Emblems never count)",
            ("win.monopoly", "R-27"),
        )
    if act.kind == "father_of_dragons":
        return (f"seat {act.seat}'s Treasury does not hold all four Dragon Eggs", ("win.father-of-dragons", "R-27"))
    return (f"unknown instant win {act.kind!r}: use monopoly or father_of_dragons", ("R-27",))


def _bid(g: Table, d: Decision, act: Action) -> Why | None:
    if not isinstance(act, Bid):
        return None
    att = g.attempt
    if att is None or att.suit is None:
        return ("there is no Acquisition Attempt to bid on", ("bid.sequence",))
    if not act.cards:
        return ("a Bid Action bids at least one card; to bid nothing, pass", ("R-07",))
    if act.role not in ("primary", "secondary"):
        return (f"role must be 'primary' or 'secondary', not {act.role!r}", ("R-07",))
    if act.role == "secondary" and act.seat != att.seat:
        return ("only the Active Player bids Secondary Buying Resources", ("bid.secondary", "R-07"))
    if act.role == "secondary" and att.seizer is None:
        return (
            "Secondary Buying Resources answer a Seizer's bids, and nobody holds a Seize Attempt",
            ("bid.secondary", "R-04"),
        )
    want = primary_buying(att.suit) if act.role == "primary" else secondary_buying(att.suit)
    for c in act.cards:
        if c not in g.treasury[act.seat]:
            return (
                f"{_name(c)} is not in seat {act.seat}'s Treasury: only Resources in the Treasury can be bid",
                ("R-09",),
            )
        if not c.is_resource:
            return (f"{c.name} is not a Resource: only Resources can be bid", ("R-09",))
        if c.suit != want:
            return (
                f"{_name(c)} is not {RESOURCE_NAME[want]}: for {RESOURCE_NAME[att.suit]} the {act.role.title()} Buying "
                f"Resource is {RESOURCE_NAME[want]} (Wheel of Profit)",
                ("wheel.profit", f"bid.{act.role}"),
            )
        if not g.event.may_bid(c):
            return (f"{_name(c)} may not be bid this Round: {g.event.market_effect}", ("R-08", g.event.rule))
    if _at_declaration(d):
        tv = att.tv().total - sum(c.face_value for c in act.cards)
        if tv > 12:
            return (f"after this bid the Target Value would still be {tv}, over 12", ("R-03",))
    return None


def _at_declaration(d: Decision) -> bool:
    """The Active Player's bid at the Declaration (an untraced game keeps no frames to say so)."""
    return d.kind == "bid" and "acq.declaration" in d.rules


def _pass(g: Table, d: Decision, act: Action) -> Why | None:
    att = g.attempt
    if not isinstance(act, Pass) or att is None or not _at_declaration(d):
        return None
    tv = att.tv().total
    if tv > 12:
        return (
            f"the Target Value is {tv}, {tv - 12} over 12: bid Primary Buying Resources to bring it down",
            ("R-03",),
        )
    return None


def _seize(g: Table, d: Decision, act: Action) -> Why | None:
    if not isinstance(act, Seize):
        return None
    if act.card.is_egg:
        return ("a Dragon Egg may never leave the Treasury for a Seize Attempt", ("R-05", "egg.placement"))
    if act.card not in g.treasury[act.seat]:
        return (f"{_name(act.card)} is not in seat {act.seat}'s Treasury", ("R-05",))
    return None


def _play(g: Table, d: Decision, act: Action) -> Why | None:
    if not isinstance(act, Play):
        return None
    c = act.card
    if act.kind == "power":
        if not c.is_character:
            return (f"{c.name} is not a Character and has no Ultimate Power", ("power.ultimate",))
        if act.seat in g.no_powers:
            return (
                "Decadence: this Round you may not play Ultimate Powers (Emblems are still allowed)",
                ("event.decadence", "R-25"),
            )
        if act.source == "court" and not g.options.powers_from_court:
            return ("this game uses the variant powers_from_court=False: powers come from the Treasury only", ("R-17",))
    elif act.kind == "emblem":
        if not c.is_court:
            return (f"{c.name} is not a court card (Ten, Jack or Queen) and cannot be an Emblem", ("emblem.play",))
        if act.source != "treasury":
            return ("Emblems are played from the Treasury", ("emblem.play",))
    else:
        return (f"kind must be 'power' or 'emblem', not {act.kind!r}", ("cpp.sequence",))
    zone = g.court if act.source == "court" else g.treasury
    if act.source not in ("court", "treasury") or c not in zone[act.seat]:
        return (f"{c.name} is not in seat {act.seat}'s {act.source.title()}", ("cpp.sequence", "R-16"))
    return None


def remedy(g: Table, d: Decision, act: Action) -> str | None:
    """What would make a refused ``act`` legal, where the rules allow a remedy (None where
    nothing the player does now helps: a card they do not hold, an Event's ban)."""
    if act.seat != d.seat:
        if isinstance(act, Declare):
            return "only the Active Player may declare; wait for your Turn"
        return f"wait for your turn: seat {d.seat} decides now"
    if isinstance(act, Declare) and act.target.startswith("stock:") and act.cards:
        suit = act.target.partition(":")[2]
        if suit in SUITS and all(c in g.stocks[suit] for c in act.cards) and g.options.cap_after_bids:
            most = g.max_primary(act.seat, suit)
            tv = g.declared_value(act.cards) - g.emblem_bonus(act.seat, suit)
            if tv - most > 12:
                return f"declare fewer or lower cards: with every card you may bid, the Target Value may be {12 + most}"
    if isinstance(act, Pass) and g.attempt is not None and _at_declaration(d):
        over = g.attempt.tv().total - 12
        if over > 0 and g.attempt.suit is not None:
            want = RESOURCE_NAME[primary_buying(g.attempt.suit)]
            return f"the Target Value would be {over + 12}; the cap is 12 (R-03): bid {over} of {want} first"
    if isinstance(act, Bid) and g.attempt is not None and g.attempt.suit is not None:
        want = primary_buying(g.attempt.suit) if act.role == "primary" else secondary_buying(g.attempt.suit)
        if act.role == "secondary" and act.seat != g.attempt.seat:
            return "only the Active Player bids Secondary Buying Resources: bid Primary ones, or pass"
        if any(c not in g.treasury[act.seat] for c in act.cards):
            return "bid only Resources from your own Treasury"
        if any(c.is_resource and c.suit != want for c in act.cards):
            return (
                f"bid {RESOURCE_NAME[want]} instead: the {act.role.title()} Buying Resource for "
                f"{RESOURCE_NAME[g.attempt.suit]} (Wheel of Profit)"
            )
    if isinstance(act, Seize) and act.card.is_egg:
        return "lay any other card of your Treasury face down (a bluff is legal; an Egg never leaves)"
    if isinstance(act, Play):
        if act.kind == "power" and act.seat in g.no_powers:
            return "play an Emblem instead, or wait for the next Round"
        if act.kind == "emblem" and act.source != "treasury":
            return "play the Emblem from your Treasury"
        if act.kind == "power" and act.source == "court" and not g.options.powers_from_court:
            return "play the Character from your Treasury"
    return None
