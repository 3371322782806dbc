"""The Game Stage: each Round's Event Phase, Action Phase (Turns) and End Phase
("Gameplay > Round")."""

from __future__ import annotations

from typing import Any, Final

from ....core.sequence import sequence
from ....core.text import Say, commas
from ..chance import pick
from ..events import CARNIVAL_OF_COIN, GRAND_OPENING, MARAUDERS
from ..table import Table
from ..words import card_said, event_said, market_effect, player_effect, say
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

#: The frames' labels, made once.
_GAME_STAGE: Final = say("seq-game-stage")
_EVENT_PHASE: Final = say("seq-event-phase")
_EVENT_RESOLUTION: Final = say("seq-event-resolution")
_ACTION_PHASE: Final = say("seq-action-phase")
_END_PHASE: Final = say("seq-end-phase")
_LEAVES_THE_GAME: Final = say("where-leaves-the-game")


@sequence("Game Stage", lambda g: _GAME_STAGE)
def game_stage(g: Table) -> Seq[None]:
    if g.tracing:
        g.step(("game.stage",), say("step-game-stage"))
    begin = g.begin
    while True:
        if begin is None:
            g.round += 1
        deck_empty = yield from round_sequence(g, begin)
        begin = None
        if deck_empty:
            return


def _round_label(g: Table, begin: object = None) -> Say:
    return say("frame-round", round=g.round)


@sequence("Round", _round_label)
def round_sequence(g: Table, begin: dict[str, Any] | None = None) -> Seq[bool]:
    """Event Phase, Action Phase, End Phase; returns True when the Event Deck ran out."""
    if begin is None or begin["at"] == "round":
        if g.tracing:
            g.step(("round.sequence",), say("step-round", round=g.round, dealer=g.dealer))
        if (yield from event_phase(g)):
            return True
    else:
        g.apply_event_effects(begin)
    if begin is None or begin["at"] != "end_phase":
        yield from action_phase(g, begin)
    yield from end_phase(g)
    return False


@sequence("Event Phase", lambda g: _EVENT_PHASE)
def event_phase(g: Table) -> Seq[bool]:
    if not g.deck:
        if g.tracing:
            g.step(("event.deck-empty", "R-26"), say("step-no-event"))
        return True
    card = g.deck.pop()
    if card.is_foreign_merchant:
        g.drawn = card
        if g.tracing:
            g.step(("event.draw", "R-20"), say("step-event-foreign-merchant"))
        yield from foreign_merchant(g, card)
    else:
        g.event_card = card
        if g.tracing:
            g.step(("event.draw",), say("step-event-card", card=card_said(card)))
    yield from event_resolution(g)
    return False


@sequence("Event Resolution", lambda g: _EVENT_RESOLUTION)
def event_resolution(g: Table) -> Seq[None]:
    g.apply_event_effects()
    ev = g.event
    rules: tuple[str, ...] = ("event.resolution", ev.rule) + (("R-20",) if g.event_card is None else ())
    if g.tracing:
        event, market = event_said(ev), market_effect(ev)
        if g.mode == "quickstart":
            text = say("step-event-quickstart", event=event, market=market)
            rules += ("mode.quickstart",)
        elif ev.type in (CARNIVAL_OF_COIN, GRAND_OPENING):
            text = say("step-event-everyone", event=event, market=market, player=player_effect(ev))
        else:
            hit = sorted(g.affected)
            if not g.options.effects_by_treasury_size:
                text = say("step-event-every-player", event=event, market=market, player=player_effect(ev))
            elif hit:
                who = commas([say("word-seat", seat=s) for s in hit])
                text = say(
                    "step-event-affected",
                    event=event,
                    market=market,
                    value=ev.value,
                    seats=who,
                    player=player_effect(ev),
                )
            else:
                text = say("step-event-nobody", event=event, market=market, value=ev.value)
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
                        say("step-marauders", seat=seat, card=card_said(card), where=where),
                        seat=seat,
                    )
                    g.shown = []
    return
    yield


@sequence("Action Phase", lambda g, begin=None: _ACTION_PHASE)
def action_phase(g: Table, begin: dict[str, Any] | None = None) -> Seq[None]:
    """A Character Power Phase before, between and after the Turns."""
    order = g.seats_from(g.dealer)
    at = "round" if begin is None else begin["at"]
    if at == "round":
        if g.tracing:
            g.step(("action.sequence",), say("step-action-phase"))
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


def _turn_label(g: Table, seat: int, begin: object = None) -> Say:
    return say("frame-turn", seat=seat)


@sequence("Turn", _turn_label)
def turn(g: Table, seat: int, begin: dict[str, Any] | None = None) -> Seq[None]:
    g.active = seat
    at = "round" if begin is None else begin["at"]
    if at == "round":
        if g.tracing:
            g.step(("turn.sequence",), say("step-active-player", seat=seat), seat=seat)
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
            if g.tracing:
                g.step(("R-27",), say("step-end-of-turn-win", seat=s), seat=s, private=True)
            yield from offer_instant_wins(g, s)


@sequence("End Phase", lambda g: _END_PHASE)
def end_phase(g: Table) -> Seq[None]:
    card = g.event_card
    if card is not None:
        g.event_card = None
        if g.mode == "quickstart":
            g.exile.append(card)
            where = _LEAVES_THE_GAME
            rules: tuple[str, ...] = ("end-phase.sequence", "R-31")
        elif card.is_thief:
            where = g.return_thief(card)
            rules = ("end-phase.sequence", "P-03")
        else:
            where = g.discard(card)
            rules = ("end-phase.sequence",)
        if g.tracing:
            g.step(rules, say("step-event-card-goes", card=card_said(card), where=where))
    g.end_event_effects()
    g.dealer = (g.dealer + 1) % g.players
    if g.tracing:
        g.step(("end-phase.sequence",), say("step-badge-passes", dealer=g.dealer))
    return
    yield
