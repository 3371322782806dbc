"""MERC's Days and turns (MERC rules v6.6, page 3, Condition 1's timeline): a Day is the
Dictator's turn then the Rebels'; a turn is moves until the side ends it; a combat, a
reveal and the end of the Dictator's turn each run the game-end check (:mod:`.end`)."""

from __future__ import annotations

from ....core.sequence import Decision, Seq, sequence
from ..legality import legal_moves
from ..moves import DICTATOR, REBELS, Combat, PlayTactic, RevealBase
from ..table import Table
from ..words import say
from .end import game_end_check


@sequence("Day", lambda g: say("frame-day", day=g.day))
def day(g: Table) -> Seq[None]:
    """The Dictator's turn, then the Rebels'; the next Day begins after the Rebels' turn."""
    if g.tracing:
        g.step(("merc.day",), say("step-day-begins", day=g.day, turn=g.turn))
    if g.turn == "dictator":
        yield from dictator_turn(g)
        g.turn = "rebels"
        g.tactic_played = False
    yield from rebels_turn(g)
    g.day += 1
    g.round = g.day
    g.turn = "dictator"
    if g.tracing:
        g.step(("merc.day",), say("step-day-over", day=g.day))


@sequence("Dictator's Turn", lambda g: say("frame-dictator-turn", day=g.day))
def dictator_turn(g: Table) -> Seq[None]:
    while True:
        move = yield Decision(
            DICTATOR,
            "dictator_turn",
            say("prompt-dictator-turn", day=g.day),
            legal_moves(g),
            ("merc.day", "merc.combat", "merc.tactics", "merc.reveal"),
            {"day": g.day},
        )
        if isinstance(move, Combat):
            yield from combat(g, move)
        elif isinstance(move, PlayTactic):
            yield from play_tactic(g)
        elif isinstance(move, RevealBase):
            yield from reveal_base(g, move)
        else:
            break
    yield from end_of_dictator_turn(g)


@sequence("Rebels' Turn", lambda g: say("frame-rebels-turn", day=g.day))
def rebels_turn(g: Table) -> Seq[None]:
    if not any(s.rebels for s in g.sectors.values()):
        g.step(("merc.edge.rebels-without-mercs",), _REBELS_WITHOUT_UNITS)
    while True:
        move = yield Decision(
            REBELS,
            "rebels_turn",
            say("prompt-rebels-turn", day=g.day),
            legal_moves(g),
            ("merc.day", "merc.combat"),
            {"day": g.day},
        )
        if not isinstance(move, Combat):
            return
        yield from combat(g, move)


@sequence("Combat", lambda g, m: say("frame-combat", sector=m.sector))
def combat(g: Table, m: Combat) -> Seq[None]:
    """Remove the defeated units, damage the Dictator card, then the immediate check."""
    s = g.sectors[m.sector]
    s.dictator -= m.dictator_losses
    s.rebels -= m.rebel_losses
    if g.tracing:  # the sentences' values are made only for a trace
        g.step(
            ("merc.combat",),
            say(
                "step-combat",
                sector=m.sector,
                dictator_losses=m.dictator_losses,
                dictator=s.dictator,
                rebel_losses=m.rebel_losses,
                rebels=s.rebels,
            ),
        )
    card = g.card
    if m.dictator_damage and card is not None:
        before = card.health
        card.health = max(0, before - m.dictator_damage)
        same = m.dictator_losses > 0
        if g.tracing:
            g.step(
                ("merc.protection", "merc.condition-3", "P-17") if same else ("merc.protection", "merc.condition-3"),
                say(
                    "step-card-hit",
                    last="yes" if same else "no",
                    sector=m.sector,
                    damage=m.dictator_damage,
                    before=before,
                    health=card.health,
                ),
            )
    if m.rebel_losses and not any(x.rebels for x in g.sectors.values()):
        g.step(("merc.edge.rebels-without-mercs",), _REBELS_GONE)
    yield from after_combat_check(g)


@sequence("After-Combat Check")
def after_combat_check(g: Table) -> Seq[None]:
    if g.options.notes:
        g.step(("merc.notes.after-combat",), _AFTER_COMBAT_NOTES)
    else:
        g.step(("merc.combat",), _AFTER_COMBAT)
    yield from game_end_check(g, "after_combat")


@sequence("Play Tactic")
def play_tactic(g: Table) -> Seq[None]:
    g.hand -= 1
    g.tactic_played = True
    if g.tracing:
        g.step(
            ("merc.tactics", "merc.edge.militia-only", "P-15"),
            say("step-tactic-played", hand=g.hand, deck=g.deck),
        )
    return
    yield


@sequence("Reveal Base")
def reveal_base(g: Table, m: RevealBase) -> Seq[None]:
    placed = g.base is None
    g.base = m.sector
    g.revealed = True
    how = "yes" if placed else "no"
    if g.tracing and g.card is None:
        g.step(
            ("merc.reveal", "merc.base-revealed", "P-18"),
            say("step-base-revealed-without-card", placed=how, sector=m.sector),
        )
    elif g.tracing:
        g.step(("merc.reveal", "merc.base-revealed"), say("step-base-revealed", placed=how, sector=m.sector))
    yield from game_end_check(g, "after_reveal")


@sequence("End of the Dictator's Turn")
def end_of_dictator_turn(g: Table) -> Seq[None]:
    yield from end_of_turn_draw(g)
    yield from game_end_check(g, "end_of_turn")


@sequence("End-of-Turn Draw")
def end_of_turn_draw(g: Table) -> Seq[None]:
    """3 cards on Day 1, then 1 a day while the deck has any, at the end of the Dictator's turn (P-19)."""
    wanted = 3 if g.day == 1 else 1
    drawn = min(wanted, g.deck)
    g.deck -= drawn
    g.hand += drawn
    if g.tracing:
        g.step(
            ("merc.card-flow", "P-19"),
            say("step-draw", day=g.day, drawn=drawn, wanted=wanted, deck=g.deck, hand=g.hand),
        )
    return
    yield


_REBELS_WITHOUT_UNITS = say("step-rebels-without-units")
_REBELS_GONE = say("step-rebels-gone")
_AFTER_COMBAT_NOTES = say("step-after-combat-notes")
_AFTER_COMBAT = say("step-after-combat")
