"""The Game Stage: each Round's Event Phase, Action Phase (Turns) and End Phase
("Gameplay > Round")."""

from __future__ import annotations

from typing import Any

from ....core.sequence import sequence
from ..chance import pick
from ..events import CARNIVAL_OF_COIN, GRAND_OPENING, MARAUDERS
from ..table import Table
from .characters import (
    character_power_phase,
)
from .common import Seq, offer_instant_wins
from .interrupts import foreign_merchant
from .market import (
    market_phase,
    restock,
    supply_step,
)


@sequence("Game Stage")
def game_stage(g: Table) -> Seq[None]:
    g.step(("game.stage",), "The Game Stage: Rounds repeat until something ends the game.")
    begin = g.begin
    while True:
        if begin is None:
            g.round += 1
        deck_empty = yield from round_sequence(g, begin)
        begin = None
        if deck_empty:
            return


def _round_label(g: Table, begin: object = None) -> str:
    return f"Round {g.round}"


@sequence("Round", _round_label)
def round_sequence(g: Table, begin: dict[str, Any] | None = None) -> Seq[bool]:
    """Event Phase, Action Phase, End Phase; returns True when the Event Deck ran out."""
    if begin is None or begin["at"] == "round":
        g.step(("round.sequence",), f"Round {g.round}: seat {g.dealer} holds the Initiative Badge and is the Dealer.")
        if (yield from event_phase(g)):
            return True
    else:
        g.apply_event_effects(begin)
    if begin is None or begin["at"] != "end_phase":
        yield from action_phase(g, begin)
    yield from end_phase(g)
    return False


@sequence("Event Phase")
def event_phase(g: Table) -> Seq[bool]:
    if not g.deck:
        g.step(
            ("event.deck-empty", "R-26"),
            "The Dealer cannot draw an Event: the Event Deck is empty. On to the End Stage.",
        )
        return True
    card = g.deck.pop()
    if card.is_foreign_merchant:
        g.drawn = card
        g.step(
            ("event.draw", "R-20"),
            "The Dealer turns up the Foreign Merchant: it resolves at once; the Event Zone stays empty.",
        )
        yield from foreign_merchant(g, card)
    else:
        g.event_card = card
        g.step(("event.draw",), f"The Dealer turns up {card.name} into the Event Zone.")
    yield from event_resolution(g)
    return False


@sequence("Event Resolution")
def event_resolution(g: Table) -> Seq[None]:
    g.apply_event_effects()
    ev = g.event
    rules: tuple[str, ...] = ("event.resolution", ev.rule) + (("R-20",) if g.event_card is None else ())
    if g.tracing:
        text = f"Event: {ev}. Market Effect: {ev.market_effect}."
        if g.mode == "quickstart":
            text += " Market Mayhem has no Player Effects."
            rules += ("mode.quickstart",)
        elif ev.type in (CARNIVAL_OF_COIN, GRAND_OPENING):
            text += f" Player Effect: everyone {ev.player_effect}."
        else:
            hit = sorted(g.affected)
            if not g.options.effects_by_treasury_size:
                text += f" Player Effect (every player, in this variant of R-19): everyone {ev.player_effect}."
            elif hit:
                who = ", ".join(f"seat {s}" for s in hit)
                text += f" Player Effect (Treasuries of {ev.value}+ cards, R-19): {who} {ev.player_effect}."
            else:
                text += f" Player Effect: no Treasury holds {ev.value}+ cards, so nobody is affected (R-19)."
            rules += ("R-19",)
        g.step(rules, text)
    if ev.type == MARAUDERS and g.mode == "full":
        for seat in g.seats_from(g.dealer):
            hand = g.treasury[seat]
            if seat in g.affected and hand:
                card = pick(g, hand, "marauders", f"seat {seat}'s Treasury")
                where = g.discard(card)
                if g.tracing:
                    g.shown = [card]
                    g.step(
                        ("event.marauders", "R-21"),
                        f"Marauders: seat {seat} loses {card.name} at random ({where}).",
                        seat=seat,
                    )
                    g.shown = []
    return
    yield


@sequence("Action Phase")
def action_phase(g: Table, begin: dict[str, Any] | None = None) -> Seq[None]:
    """A Character Power Phase before, between and after the Turns."""
    order = g.seats_from(g.dealer)
    at = "round" if begin is None else begin["at"]
    if at == "round":
        g.step(
            ("action.sequence",),
            "Action Phase: Turns in seat order from the Dealer, Character Power Phases around them.",
        )
        yield from character_power_phase(g)
    elif at == "character_power_phase":  # before the Turns (after: null) or after seat after's Turn
        after = begin.get("after") if begin else None
        order = order[order.index(after) + 1 :] if after is not None else order
        yield from character_power_phase(g)
        begin = None
    else:
        assert begin is not None
        order = order[order.index(begin["seat"]) :]
    for seat in order:
        yield from turn(g, seat, begin)
        begin = None
        yield from character_power_phase(g)


def _turn_label(g: Table, seat: int, begin: object = None) -> str:
    return f"Turn of seat {seat}"


@sequence("Turn", _turn_label)
def turn(g: Table, seat: int, begin: dict[str, Any] | None = None) -> Seq[None]:
    g.active = seat
    at = "round" if begin is None else begin["at"]
    if at == "round":
        if g.tracing:
            g.step(("turn.sequence",), f"Seat {seat} is the Active Player: Supply, Market, Restock.", seat=seat)
        yield from supply_step(g, seat)
    if at != "restock":
        yield from market_phase(g, seat, begin)
    yield from restock(g)
    if not g.options.instant_wins_at_once:
        yield from end_of_turn_wins(g, seat)
    g.active = None


def end_of_turn_wins(g: Table, seat: int) -> Seq[None]:
    """The variant of R-27 (``instant_wins_at_once=False``): instant wins are offered only
    here, at the end of each Turn, from the Active Player on; a declined one stays on
    offer (P-05)."""
    for s in g.seats_from(seat):
        if s not in g.standing_wins and g.instant_wins(s):
            g.step(("R-27",), f"End of the Turn: seat {s} holds an instant win.", seat=s, private=True)
            yield from offer_instant_wins(g, s)


@sequence("End Phase")
def end_phase(g: Table) -> Seq[None]:
    card = g.event_card
    if card is not None:
        g.event_card = None
        if g.mode == "quickstart":
            g.exile.append(card)
            where = "leaves the game (Market Mayhem)"
            rules: tuple[str, ...] = ("end-phase.sequence", "R-31")
        elif card.is_thief:
            where = g.return_thief(card)
            rules = ("end-phase.sequence", "P-03")
        else:
            where = g.discard(card)
            rules = ("end-phase.sequence",)
        g.step(rules, f"The Event card {card.name} {where}.")
    g.end_event_effects()
    g.dealer = (g.dealer + 1) % g.players
    if g.tracing:
        g.step(("end-phase.sequence",), f"The Initiative Badge passes to seat {g.dealer}.")
    return
    yield
