"""DML's part of the question bank (``dml_tutor.practice``): the misreadings players make,
the rules with no question and why, and the moments a learner predicts (``what_next``).

Every answer comes from the engine at that step: the truth is the table's own Target Value,
Seize winner, roll outcome (``dice.succeeds``) or Victory Points; each misreading is the
pack's own function of the same position with one rule bent (a Target Value with a term
left out or turned round, a roll read the other way, the scoring function with the Court
left out, the Seize award with another suit). No display
code and nothing of the bank's: the bank finds this module by name.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Final

from ...core.text import Say, Text, commas, semicolons
from ...core.trace import TraceEntry
from . import PACK
from .cards import Card
from .dice import DABO, roll_name, succeeds
from .events import MARAUDERS, TAX_RELIEF
from .game import Game
from .predictions import terms_said
from .scoring import EGG_POINTS, score
from .sequences.common import cards_text
from .sequences.end import score_lines
from .target import TargetValue
from .words import event_type, resource, say

__all__ = ["EXCLUDED", "MISREADINGS", "describe", "what_next"]


#: Misreadings by id, each ``(the rule it bends, our short text of the wrong reading)``, in
#: the order the bank prefers them as distractors; the text a message (``misreading-<id>``, the
#: pack's ``practice.ftl``).
MISREADINGS: Final[dict[str, tuple[str, Text]]] = {
    "marauders-ignored": ("event.marauders", say("misreading-marauders-ignored")),
    "marauders-every-card": ("event.marauders", say("misreading-marauders-every-card")),
    "tax-relief-ignored": ("event.tax-relief", say("misreading-tax-relief-ignored")),
    "tax-relief-every-card": ("event.tax-relief", say("misreading-tax-relief-every-card")),
    "static-bonus-ignored": ("emblem.static-bonus", say("misreading-static-bonus-ignored")),
    "static-bonus-raises": ("emblem.static-bonus", say("misreading-static-bonus-raises")),
    "emblem-face-value": ("R-02", say("misreading-emblem-face-value")),
    "primary-bids-raise": ("bid.primary", say("misreading-primary-bids-raise")),
    "seizer-bids-lower": ("bid.primary", say("misreading-seizer-bids-lower")),
    "secondary-below-zero": ("bid.secondary", say("misreading-secondary-below-zero")),
    "secondary-ignored": ("bid.secondary", say("misreading-secondary-ignored")),
    "seize-any-type": ("seize.award", say("misreading-seize-any-type")),
    "seize-target-type": ("wheel.profit", say("misreading-seize-target-type")),
    "seize-event-ignored": ("R-08", say("misreading-seize-event-ignored")),
    "roll-under": ("acq.attempt", say("misreading-roll-under")),
    "tie-fails": ("resolution.step", say("misreading-tie-fails")),
    "wyvern-counts": ("dice.wyvern", say("misreading-wyvern-counts")),
    "failure-returns": ("R-09", say("misreading-failure-returns")),
    "desired-not-doubled": ("end.counting", say("misreading-desired-not-doubled")),
    "court-not-counted": ("end.counting", say("misreading-court-not-counted")),
    "guild-bonus-doubled": ("R-29", say("misreading-guild-bonus-doubled")),
    "guild-counts-itself": ("R-29", say("misreading-guild-counts-itself")),
}

_NONE: Final = say("ask-none")
_NOBODY: Final = say("ask-nobody")

#: Rule ids with no question, each with the reason: rules the bank's seeded games never
#: reach (a question rests on a position the engine played to).
EXCLUDED: Final[dict[str, str]] = {
    "char.thief": "The Thief is one card, shuffled back into the Event Deck: it resolves too seldom in the seeded "
    "games to ask about (its targets are asked under R-23).",
    "win.monopoly": "An instant win: no seeded game of random players collects every Resource 2-9 of one type.",
    "win.father-of-dragons": "An instant win: no seeded game of random players collects all four Dragon Eggs.",
    "R-27": "Checks of the instant wins (Monopoly, Father of Dragons), which no seeded game reaches.",
    "P-05": "When an instant win is offered: no seeded game reaches one.",
    "R-17": "Ultimate Powers from the Court: a variant's ruling; no refusal cites it under the default rules.",
    "R-20": "A Foreign Merchant drawn as the Round's Event: no seeded game turns one up as the Event.",
    "R-25": "Decadence's ban on Ultimate Powers: no seeded game has an affected player try a power.",
    "P-04": "A Foreign Merchant with nothing to gather: no seeded game empties the Hoard and Nest before a Woot! Woot!",
    "P-06": "The Grand Inquisitor sweeping a Grand Opening card: no seeded game has both in play at once.",
}


def _symbols(cards: Any) -> Text:
    return " ".join(c.symbol for c in cards) or _NONE


def _event(g: Game) -> Say:
    """The Event as a question names it ("Marauders 5")."""
    ev = g.event
    return say("ask-event", event=event_type(ev.type), value=ev.value or 0)


def _tv_readings(g: Game, tv: TargetValue) -> dict[str, int | None]:
    total = tv.total
    ev = g.event
    mods = tv.event_modifiers
    step = 2 if ev.type == MARAUDERS else -2 if ev.type == TAX_RELIEF else 0
    every = None if not step or tv.values else total - sum(mods) + step * len(tv.declared)
    ignored = replace(tv, event_modifiers=()).total if any(mods) else None
    raw = sum(c.face_value for c in tv.seizer_primary)
    sec = sum(c.face_value for c in tv.active_secondary)
    no_seizer = replace(tv, seizer_primary=(), active_secondary=()).total
    return {
        "marauders-ignored": ignored if ev.type == MARAUDERS else None,
        "marauders-every-card": every if ev.type == MARAUDERS else None,
        "tax-relief-ignored": ignored if ev.type == TAX_RELIEF else None,
        "tax-relief-every-card": every if ev.type == TAX_RELIEF else None,
        "static-bonus-ignored": replace(tv, emblem_bonus=0).total if tv.emblem_bonus else None,
        "static-bonus-raises": total + 2 * tv.emblem_bonus if tv.emblem_bonus else None,
        "emblem-face-value": replace(tv, values=()).total if tv.values else None,
        "primary-bids-raise": total + 2 * sum(c.face_value for c in tv.active_primary) if tv.active_primary else None,
        "seizer-bids-lower": no_seizer - raw + sec if raw else None,
        "secondary-below-zero": no_seizer + raw - sec if sec else None,
        "secondary-ignored": no_seizer + raw if sec else None,
    }


def _target_value(g: Game, e: TraceEntry) -> dict[str, Any] | None:
    att = g.attempt
    if att is None or att.is_black_market or e.kind != "step" or "Target Value" not in e.text:
        return None
    if not e.rules or e.rules[0] not in ("acq.declaration", "bid.primary", "bid.secondary"):
        return None
    tv = att.tv()
    emblems = [c for c in g.court[att.seat] if c.suit == att.suit]
    target = say("ask-target-emblem") if tv.values else say("ask-target-stock", resource=resource(att.suit or "S"))
    bids: list[Text] = [say("ask-bid-active", seat=att.seat, cards=_symbols(tv.active_primary))]
    if att.seizer is not None:
        bids.append(say("ask-bid-seizer", seat=att.seizer, cards=_symbols(tv.seizer_primary)))
        bids.append(say("ask-bid-secondary", seat=att.seat, cards=_symbols(tv.active_secondary)))
    prompt = say(
        "ask-target-value",
        seat=att.seat,
        cards=_symbols(tv.declared),
        target=target,
        event=_event(g),
        emblems=_symbols(emblems),
        bids=semicolons(bids),
    )
    terms = commas(terms_said(tv))
    return {
        "prompt": prompt,
        "truth": tv.total,
        "why": say("ask-target-value-why", total=tv.total, terms=terms),
        "rules": tuple(dict.fromkeys(("R-02", *e.rules))),
        "readings": _tv_readings(g, tv),
    }


def _seize(g: Game, e: TraceEntry) -> dict[str, Any] | None:
    att = g.attempt
    if att is None or not e.rules or e.rules[0] != "seize.award" or e.index == 0:
        return None
    shown = g.trace[e.index - 1].said
    if not isinstance(shown, Say) or shown.id != "step-revealed":
        return None
    laid: dict[int, Card] = dict(g.seize_cards)
    if att.seizer is not None:
        laid[att.seizer] = att.seizer_primary[0]

    def winner(ok: Any) -> Say:
        valid = [(c.face_value, s) for s, c in laid.items() if ok(c)]
        return say("ask-seat", seat=max(valid)[1]) if valid else _NOBODY

    truth = _NOBODY if att.seizer is None else say("ask-seat", seat=att.seizer)
    ev = g.event
    readings = {
        "seize-any-type": winner(lambda c: c.is_resource and ev.may_bid(c)),
        "seize-target-type": winner(lambda c: c.is_resource and c.suit == att.suit and ev.may_bid(c)),
        "seize-event-ignored": winner(lambda c: c.is_resource and c.suit == att.primary),
    }
    prompt = say(
        "ask-seize",
        seat=att.seat,
        cards=_symbols(att.declared),
        resource=resource(att.suit or "S"),
        event=_event(g),
        shown=dict(shown.args)["cards"],
    )
    return {"prompt": prompt, "truth": truth, "why": e.said, "rules": tuple(e.rules), "readings": readings}


def _roll(g: Game, e: TraceEntry) -> dict[str, Any] | None:
    att = g.attempt
    if e.kind != "roll" or e.chance is None or len(e.chance) != 2 or att is None or att.is_black_market:
        return None
    a, b = e.chance
    if not att.declared or not e.path or e.path[-1].name != "Resolution Step" or roll_name(a, b) == DABO:
        return None  # a Dabo! asks whether to roll again first
    tv = att.tv().total
    declared = list(att.declared)
    cards = cards_text(declared)

    def outcome(success: bool, seizer: int | None = att.seizer) -> Say:
        if success:
            return say("ask-roll-success", cards=cards, count=len(declared), seat=att.seat)
        if seizer is not None:
            return say("ask-roll-seized", cards=cards, seizer=seizer)
        return say("ask-roll-back", cards=cards, count=len(declared))

    named = roll_name(a, b)
    ok = succeeds(a, b, tv)
    double = PACK.chance.name((a, b)) or "none"  # the dice badge's name of a double
    prompt = say(
        "ask-roll",
        seat=att.seat,
        cards=_symbols(declared),
        seizer="none" if att.seizer is None else str(att.seizer),
        target=tv,
        a=a,
        b=b,
        total=a + b,
        double=double,
    )
    return {
        "prompt": prompt,
        "truth": outcome(ok),
        "why": say("ask-roll-why", total=a + b, target=tv, success="yes" if ok else "no"),
        "rules": ("acq.attempt", "resolution.step", "R-09"),
        "readings": {
            "roll-under": outcome(succeeds(a, b, tv) if named else a + b <= tv),
            "tie-fails": outcome(succeeds(a, b, tv) if named else a + b > tv),
            "wyvern-counts": outcome(a + b >= tv) if named and a == b == 1 else None,
            "failure-returns": None if ok or att.seizer is None else outcome(False, None),
        },
    }


def _scores(g: Game, e: TraceEntry) -> dict[str, Any] | None:
    if not e.rules or e.rules[0] != "end.counting" or e.seat is None:
        return None
    seat = e.seat
    king = g.king[seat]
    assert king is not None and king.suit is not None
    s = score(g.treasury[seat], g.court[seat], desired=king.suit)
    eggs = s.egg_points
    guilds = {st.suit: sum(c.rank == "T" for c in st.cards) for st in s.stacks}
    readings = {
        "desired-not-doubled": sum(st.face_total + st.guild_bonus for st in s.stacks) + eggs
        if any(st.desired and st.cards for st in s.stacks)
        else None,
        "court-not-counted": score(g.treasury[seat], (), desired=king.suit).total if g.court[seat] else None,
        "guild-bonus-doubled": sum((st.face_total + st.guild_bonus) * (2 if st.desired else 1) for st in s.stacks)
        + eggs,
        "guild-counts-itself": s.total + sum(2 * guilds[st.suit] for st in s.stacks if guilds[st.suit]),
    }
    prompt = say(
        "ask-scores",
        seat=seat,
        resource=resource(king.suit),
        treasury=_symbols(g.treasury[seat]),
        court=_symbols(g.court[seat]),
    )
    return {
        "prompt": prompt,
        "truth": s.total,
        "why": say("ask-scores-why", lines=score_lines(s), each=EGG_POINTS),
        "rules": tuple(e.rules),
        "readings": readings,
    }


def describe(g: Game, seat: int) -> Say:
    """What the deciding seat sees that a question on its move needs: the Event, the
    Marketplace, the Courts, the Black Markets' sizes, its own Treasury, an attempt under
    way (nothing another seat hides), as a message."""
    stocks = semicolons([say("ask-stock", resource=resource(k), cards=_symbols(v)) for k, v in g.stocks.items()])
    out: list[Text] = [say("ask-describe-event", event=_event(g)), say("ask-stocks", stocks=stocks)]
    courts = [say("ask-court", seat=n, cards=_symbols(c)) for n, c in enumerate(g.court) if c]
    if courts:
        out.append(say("ask-courts", courts=semicolons(courts)))
    if g.black_markets:
        sizes = [say("ask-black-market", market=k, count=len(v)) for k, v in g.black_markets.items()]
        out.append(say("ask-black-markets", markets=semicolons(sizes)))
    out.append(say("ask-treasury", seat=seat, cards=_symbols(g.treasury[seat])))
    att = g.attempt
    if att is not None and att.declared:
        seizer = "none" if att.seizer is None else str(att.seizer)
        out.append(
            say("ask-attempt", seat=att.seat, cards=_symbols(att.declared), target=att.tv().total, seizer=seizer)
        )
    return say("ask-describe", parts=_sentences(out))


def _sentences(parts: list[Text]) -> Text:
    out = parts[-1]
    for part in reversed(parts[:-1]):
        out = say("ask-sentences", head=part, tail=out)
    return out


def what_next(g: Game, e: TraceEntry) -> dict[str, Any] | None:
    """The question this step answers, read from the table as the step is recorded: the
    prompt (what the learner sees before it), the engine's answer and account, and each
    misreading's answer on the same position (None where it changes nothing)."""
    return _target_value(g, e) or _seize(g, e) or _roll(g, e) or _scores(g, e)
