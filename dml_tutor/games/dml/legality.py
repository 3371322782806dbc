"""Why an action is not allowed: the reason a reader gets, with the rule ids.

Legal actions are enumerated by the sequences themselves; this module only explains a
refusal, so it may be slow and thorough.
"""

from __future__ import annotations

from ...core.sequence import Decision as CoreDecision
from ...core.text import Text
from .actions import Action, Bid, Declare, DeclareWin, Pass, Play, Seize
from .cards import SUITS, primary_buying, secondary_buying
from .table import Table
from .words import action_said, card_said, market_effect, resource, say

Decision = CoreDecision[Action]

Why = tuple[Text, tuple[str, ...]]


def explain(g: Table, decision: Decision, act: Action) -> Why:
    """The reason ``act`` is refused at ``decision`` (it is known not to be legal)."""
    if act.seat != decision.seat:
        return say("why-not-your-turn", seat=decision.seat, prompt=decision.said_prompt, other=act.seat), decision.rules
    for check in (_declare, _bid, _seize, _play, _pass, _declare_win):
        why = check(g, decision, act)
        if why:
            return why
    kinds = {type(a) for a in decision.actions}
    if type(act) not in kinds:
        names = ", ".join(sorted(k.__name__ for k in kinds))
        wrong = say("why-wrong-kind", seat=act.seat, prompt=decision.said_prompt, names=names, kind=type(act).__name__)
        return wrong, decision.rules
    return say("why-not-legal", action=action_said(act), prompt=decision.said_prompt), decision.rules


def _declare(g: Table, d: Decision, act: Action) -> Why | None:
    if not isinstance(act, Declare):
        return None
    kind, _, rest = act.target.partition(":")
    bm_only = all(
        isinstance(a, Declare) and a.target.startswith("black_market") for a in d.actions if isinstance(a, Declare)
    )
    if kind != "black_market" and bm_only and "Black Market Action" in d.prompt:
        return say("why-black-market-only"), ("market.black-market-action",)
    if kind == "black_market":
        if not rest.isdigit() or int(rest) not in g.black_markets:
            return say("why-no-black-market", market=rest), ("acq.black-market",)
        return None
    if kind == "court":
        if not rest.isdigit() or int(rest) >= g.players:
            return say("why-no-seat", seat=rest), ("acq.declaration",)
        if int(rest) == act.seat:
            return say("why-own-court"), ("acq.declaration", "emblem.play")
        if len(act.cards) != 1 or act.cards[0] not in g.court[int(rest)]:
            return say("why-one-emblem", seat=rest), ("acq.declaration",)
        return None
    if kind == "event":
        return say("why-event-target"), ("event.grand-opening", "R-06")
    if kind != "stock" or rest not in SUITS:
        return say("why-unknown-target", target=repr(act.target)), ("acq.declaration",)
    if not act.cards:
        return say("why-no-card"), ("acq.declaration", "R-01")
    stock = g.stocks[rest]
    for c in act.cards:
        if c not in stock:
            return say("why-not-in-stock", card=c.symbol, resource=resource(rest)), ("acq.declaration", "R-01")
    if len(set(act.cards)) != len(act.cards):
        return say("why-named-twice"), ("R-01",)
    tv = g.declared_value(act.cards) - g.emblem_bonus(act.seat, rest)
    most = g.max_primary(act.seat, rest)
    if not g.options.cap_after_bids:
        if tv > 12:
            return say("why-cap-before-bids", target=tv, over=tv - 12), ("acq.declaration", "R-03")
        return None
    if tv - most > 12:
        why = say("why-over-cap", target=tv, resource=resource(primary_buying(rest)), most=most, over=tv - most - 12)
        return why, ("acq.declaration", "R-03")
    return None


def _declare_win(g: Table, d: Decision, act: Action) -> Why | None:
    if not isinstance(act, DeclareWin) or not act.declare or act.kind in g.instant_wins(act.seat):
        return None
    if act.kind == "monopoly":
        return say("why-no-monopoly", seat=act.seat), ("win.monopoly", "R-27")
    if act.kind == "father_of_dragons":
        return say("why-no-father-of-dragons", seat=act.seat), ("win.father-of-dragons", "R-27")
    return say("why-unknown-win", kind=repr(act.kind)), ("R-27",)


def _bid(g: Table, d: Decision, act: Action) -> Why | None:
    if not isinstance(act, Bid):
        return None
    att = g.attempt
    if att is None or att.suit is None:
        return say("why-no-attempt"), ("bid.sequence",)
    if not act.cards:
        return say("why-empty-bid"), ("R-07",)
    if act.role not in ("primary", "secondary"):
        return say("why-unknown-role", role=repr(act.role)), ("R-07",)
    if act.role == "secondary" and act.seat != att.seat:
        return say("why-secondary-active-only"), ("bid.secondary", "R-07")
    if act.role == "secondary" and att.seizer is None:
        return say("why-secondary-no-seizer"), ("bid.secondary", "R-04")
    want = primary_buying(att.suit) if act.role == "primary" else secondary_buying(att.suit)
    for c in act.cards:
        if c not in g.treasury[act.seat]:
            return say("why-bid-not-in-treasury", card=c.symbol, seat=act.seat), ("R-09",)
        if not c.is_resource:
            return say("why-not-a-resource", card=card_said(c)), ("R-09",)
        if c.suit != want:
            why = say(
                "why-wrong-buying-resource",
                card=c.symbol,
                want=resource(want),
                resource=resource(att.suit),
                role=act.role,
            )
            return why, ("wheel.profit", f"bid.{act.role}")
        if not g.event.may_bid(c):
            return say("why-event-forbids-bid", card=c.symbol, effect=market_effect(g.event)), ("R-08", g.event.rule)
    if _at_declaration(d):
        tv = att.tv().total - sum(c.face_value for c in act.cards)
        if tv > 12:
            return say("why-still-over-cap", target=tv), ("R-03",)
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
        return say("why-pass-over-cap", target=tv, over=tv - 12), ("R-03",)
    return None


def _seize(g: Table, d: Decision, act: Action) -> Why | None:
    if not isinstance(act, Seize):
        return None
    if act.card.is_egg:
        return say("why-egg-never-leaves"), ("R-05", "egg.placement")
    if act.card not in g.treasury[act.seat]:
        return say("why-seize-not-in-treasury", card=act.card.symbol, seat=act.seat), ("R-05",)
    return None


def _play(g: Table, d: Decision, act: Action) -> Why | None:
    if not isinstance(act, Play):
        return None
    c = act.card
    if act.kind == "power":
        if not c.is_character:
            return say("why-not-a-character", card=card_said(c)), ("power.ultimate",)
        if act.seat in g.no_powers:
            return say("why-decadence"), ("event.decadence", "R-25")
        if act.source == "court" and not g.options.powers_from_court:
            return say("why-powers-from-treasury"), ("R-17",)
    elif act.kind == "emblem":
        if not c.is_court:
            return say("why-not-a-court-card", card=card_said(c)), ("emblem.play",)
        if act.source != "treasury":
            return say("why-emblem-from-treasury"), ("emblem.play",)
    else:
        return say("why-unknown-play", kind=repr(act.kind)), ("cpp.sequence",)
    zone = g.court if act.source == "court" else g.treasury
    if act.source not in ("court", "treasury") or c not in zone[act.seat]:
        why = say("why-play-not-held", card=card_said(c), seat=act.seat, source=act.source, title=act.source.title())
        return why, ("cpp.sequence", "R-16")
    return None


def remedy(g: Table, d: Decision, act: Action) -> Text | None:
    """What would make a refused ``act`` legal, where the rules allow a remedy (None where
    nothing the player does now helps: a card they do not hold, an Event's ban)."""
    if act.seat != d.seat:
        if isinstance(act, Declare):
            return say("why-fix-wait-for-turn")
        return say("why-fix-wait", seat=d.seat)
    if isinstance(act, Declare) and act.target.startswith("stock:") and act.cards:
        suit = act.target.partition(":")[2]
        if suit in SUITS and all(c in g.stocks[suit] for c in act.cards) and g.options.cap_after_bids:
            most = g.max_primary(act.seat, suit)
            tv = g.declared_value(act.cards) - g.emblem_bonus(act.seat, suit)
            if tv - most > 12:
                return say("why-fix-declare-fewer", most=12 + most)
    if isinstance(act, Pass) and g.attempt is not None and _at_declaration(d):
        over = g.attempt.tv().total - 12
        if over > 0 and g.attempt.suit is not None:
            primary = resource(primary_buying(g.attempt.suit))
            return say("why-fix-bid-first", target=over + 12, over=over, want=primary)
    if isinstance(act, Bid) and g.attempt is not None and g.attempt.suit is not None:
        want = primary_buying(g.attempt.suit) if act.role == "primary" else secondary_buying(g.attempt.suit)
        if act.role == "secondary" and act.seat != g.attempt.seat:
            return say("why-fix-bid-primary")
        if any(c not in g.treasury[act.seat] for c in act.cards):
            return say("why-fix-own-treasury")
        if any(c.is_resource and c.suit != want for c in act.cards):
            return say("why-fix-bid-instead", want=resource(want), role=act.role, resource=resource(g.attempt.suit))
    if isinstance(act, Seize) and act.card.is_egg:
        return say("why-fix-other-card")
    if isinstance(act, Play):
        if act.kind == "power" and act.seat in g.no_powers:
            return say("why-fix-emblem-instead")
        if act.kind == "emblem" and act.source != "treasury":
            return say("why-fix-emblem-from-treasury")
        if act.kind == "power" and act.source == "court" and not g.options.powers_from_court:
            return say("why-fix-character-from-treasury")
    return None
