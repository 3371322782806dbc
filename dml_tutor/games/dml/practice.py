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

from ...core.text import Text
from ...core.trace import TraceEntry
from .cards import RESOURCE_NAME, Card
from .dice import DABO, roll_name, succeeds
from .events import MARAUDERS, TAX_RELIEF
from .game import Game
from .scoring import EGG_POINTS, score
from .sequences.common import cards_text, go
from .target import TargetValue
from .words import say

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


def _symbols(cards: Any) -> str:
    return " ".join(c.symbol for c in cards) or "none"


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
    ev = g.event
    event = f"{ev.type} {ev.value}" if ev.value else ev.type
    emblems = [c for c in g.court[att.seat] if c.suit == att.suit]
    target = "an Emblem from a Court" if tv.values else f"the {RESOURCE_NAME[att.suit or 'S']} Stock"
    bids = [f"seat {att.seat} (Active Player) Primary {_symbols(tv.active_primary)}"]
    if att.seizer is not None:
        bids.append(f"seat {att.seizer} (Seizer) Primary {_symbols(tv.seizer_primary)}")
        bids.append(f"seat {att.seat} Secondary {_symbols(tv.active_secondary)}")
    prompt = (
        f"Seat {att.seat} declared {_symbols(tv.declared)} from {target}. Event: {event}. "
        f"Seat {att.seat}'s Emblems of that suit: {_symbols(emblems)}. Bids so far: {'; '.join(bids)}. "
        "What is the Target Value now?"
    )
    terms = ", ".join(f"{label} {amount:+d}" for label, amount in tv.terms())
    return {
        "prompt": prompt,
        "truth": tv.total,
        "why": f"the Target Value is {tv.total}: {terms} (R-02).",
        "rules": tuple(dict.fromkeys(("R-02", *e.rules))),
        "readings": _tv_readings(g, tv),
    }


def _seize(g: Game, e: TraceEntry) -> dict[str, Any] | None:
    att = g.attempt
    if att is None or not e.rules or e.rules[0] != "seize.award" or e.index == 0:
        return None
    shown = g.trace[e.index - 1].text
    if not shown.startswith("Revealed: "):
        return None
    laid: dict[int, Card] = dict(g.seize_cards)
    if att.seizer is not None:
        laid[att.seizer] = att.seizer_primary[0]

    def winner(ok: Any) -> str:
        valid = [(c.face_value, s) for s, c in laid.items() if ok(c)]
        return f"seat {max(valid)[1]}" if valid else "nobody"

    truth = "nobody" if att.seizer is None else f"seat {att.seizer}"
    ev = g.event
    readings = {
        "seize-any-type": winner(lambda c: c.is_resource and ev.may_bid(c)),
        "seize-target-type": winner(lambda c: c.is_resource and c.suit == att.suit and ev.may_bid(c)),
        "seize-event-ignored": winner(lambda c: c.is_resource and c.suit == att.primary),
    }
    event = f"{ev.type} {ev.value}" if ev.value else ev.type
    return {
        "prompt": f"Seat {att.seat} declared {_symbols(att.declared)} ({RESOURCE_NAME[att.suit or 'S']}). Event: "
        f"{event}. The Seize cards are turned up: {shown.removeprefix('Revealed: ')} Who wins the Seize Attempt?",
        "truth": truth,
        "why": e.text,
        "rules": tuple(e.rules),
        "readings": readings,
    }


def _roll(g: Game, e: TraceEntry) -> dict[str, Any] | None:
    att = g.attempt
    if e.kind != "roll" or e.chance is None or len(e.chance) != 2 or att is None or att.is_black_market:
        return None
    a, b = e.chance
    if not att.declared or not e.path or e.path[-1].name != "Resolution Step" or roll_name(a, b) == DABO:
        return None  # a Dabo! asks whether to roll again first
    tv = att.tv().total
    declared = list(att.declared)
    it = "it" if len(declared) == 1 else "they"

    def outcome(success: bool, seizer: int | None = att.seizer) -> str:
        if success:
            return f"Success: {go(declared)} into seat {att.seat}'s Treasury"
        if seizer is not None:
            return f"Failure: the Seizer, seat {seizer}, takes {cards_text(declared)}"
        return f"Failure: {go(declared)} back where {it} came from"

    named = roll_name(a, b)
    ok = succeeds(a, b, tv)
    seizer = "" if att.seizer is None else f" Seat {att.seizer} won the Seize Attempt."
    return {
        "prompt": f"Seat {att.seat} declared {_symbols(declared)}.{seizer} The Target Value is {tv}, and seat "
        f"{att.seat} rolls {a} + {b} = {a + b}{f' ({named})' if named else ''}. What happens to the declared cards?",
        "truth": outcome(ok),
        "why": f"{a + b} against Target Value {tv}: " + ("success." if ok else "failure."),
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
    return {
        "prompt": f"End Stage: seat {seat}'s Merchant King desires {RESOURCE_NAME[king.suit]}. Treasury: "
        f"{_symbols(g.treasury[seat])}. Court: {_symbols(g.court[seat])}. "
        f"How many Victory Points does seat {seat} score?",
        "truth": s.total,
        "why": "; ".join(s.lines()) + f" (Dragon Eggs {EGG_POINTS} each).",
        "rules": tuple(e.rules),
        "readings": readings,
    }


def describe(g: Game, seat: int) -> str:
    """What the deciding seat sees that a question on its move needs: the Event, the
    Marketplace, the Courts, the Black Markets' sizes, its own Treasury, an attempt under
    way (nothing another seat hides)."""
    ev = g.event
    stocks = "; ".join(f"{RESOURCE_NAME[k]} {_symbols(v)}" for k, v in g.stocks.items())
    courts = "; ".join(f"seat {n} {_symbols(c)}" for n, c in enumerate(g.court) if c)
    out = [f"Event: {ev.type} {ev.value}" if ev.value else f"Event: {ev.type}", f"Stocks: {stocks}"]
    if courts:
        out.append(f"Courts: {courts}")
    if g.black_markets:
        sizes = [f"{k} ({len(v)} card{'' if len(v) == 1 else 's'})" for k, v in g.black_markets.items()]
        out.append("Black Markets: " + "; ".join(sizes))
    out.append(f"Seat {seat}'s Treasury: {_symbols(g.treasury[seat])}")
    att = g.attempt
    if att is not None and att.declared:
        seizer = "" if att.seizer is None else f", Seizer seat {att.seizer}"
        out.append(f"An attempt of seat {att.seat} on {_symbols(att.declared)} (Target Value {att.tv().total}{seizer})")
    return ". ".join(out) + "."


def what_next(g: Game, e: TraceEntry) -> dict[str, Any] | None:
    """The question this step answers, read from the table as the step is recorded: the
    prompt (what the learner sees before it), the engine's answer and account, and each
    misreading's answer on the same position (None where it changes nothing)."""
    return _target_value(g, e) or _seize(g, e) or _roll(g, e) or _scores(g, e)
