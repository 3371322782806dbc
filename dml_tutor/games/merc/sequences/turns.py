"""MERC's Days and turns (MERC rules v6.6, page 3, Condition 1's timeline): a Day is the
Dictator's turn then the Rebels'; a turn is moves until the side ends it; a combat, a
reveal and the end of the Dictator's turn each run the game-end check (:mod:`.end`)."""

from __future__ import annotations

from ....core.sequence import Decision, Seq, sequence
from ..legality import legal_moves
from ..moves import DICTATOR, POSSESSIVE, REBELS, Combat, PlayTactic, RevealBase
from ..table import Table
from .end import game_end_check


@sequence("Day", lambda g: f"Day {g.day}")
def day(g: Table) -> Seq[None]:
    """The Dictator's turn, then the Rebels'; the next Day begins after the Rebels' turn."""
    g.step(("merc.day",), f"Day {g.day} begins with {POSSESSIVE[g.turn]} turn.")
    if g.turn == "dictator":
        yield from dictator_turn(g)
        g.turn = "rebels"
        g.tactic_played = False
    yield from rebels_turn(g)
    g.day += 1
    g.round = g.day
    g.turn = "dictator"
    g.step(("merc.day",), f"The Rebels' turn is over: Day {g.day} comes.")


@sequence("Dictator's Turn", lambda g: f"Dictator's turn (Day {g.day})")
def dictator_turn(g: Table) -> Seq[None]:
    while True:
        move = yield Decision(
            DICTATOR,
            "dictator_turn",
            f"Day {g.day}, the Dictator's turn: fight, play a Tactics card, reveal the base, or end the turn",
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


@sequence("Rebels' Turn", lambda g: f"Rebels' turn (Day {g.day})")
def rebels_turn(g: Table) -> Seq[None]:
    if not any(s.rebels for s in g.sectors.values()):
        g.step(
            ("merc.edge.rebels-without-mercs",),
            "The Rebels have no units on the map; they still take their turn (they may hire MERCs again).",
        )
    while True:
        move = yield Decision(
            REBELS,
            "rebels_turn",
            f"Day {g.day}, the Rebels' turn: fight, or end the turn",
            legal_moves(g),
            ("merc.day", "merc.combat"),
            {"day": g.day},
        )
        if not isinstance(move, Combat):
            return
        yield from combat(g, move)


@sequence("Combat", lambda g, m: f"Combat in {m.sector}")
def combat(g: Table, m: Combat) -> Seq[None]:
    """Remove the defeated units, damage the Dictator card, then the immediate check."""
    s = g.sectors[m.sector]
    s.dictator -= m.dictator_losses
    s.rebels -= m.rebel_losses
    g.step(
        ("merc.combat",),
        f"{m.sector}: the Dictator loses {m.dictator_losses} (now {s.dictator}), "
        f"the Rebels lose {m.rebel_losses} (now {s.rebels}).",
    )
    card = g.card
    if m.dictator_damage and card is not None:
        before = card.health
        card.health = max(0, before - m.dictator_damage)
        same = m.dictator_losses > 0
        g.step(
            ("merc.protection", "merc.condition-3", "P-17") if same else ("merc.protection", "merc.condition-3"),
            f"No other Dictator unit stands in {m.sector}"
            + (" (this combat defeated the last of them, P-17)" if same else "")
            + f", so the Dictator card can be hit: {m.dictator_damage} damage, health {before} -> {card.health}.",
        )
    if m.rebel_losses and not any(x.rebels for x in g.sectors.values()):
        g.step(
            ("merc.edge.rebels-without-mercs",),
            "Every Rebel unit is gone; that alone does not end the game (the Rebels may hire again next turn).",
        )
    yield from after_combat_check(g)


@sequence("After-Combat Check")
def after_combat_check(g: Table) -> Seq[None]:
    if g.options.notes:
        g.step(("merc.notes.after-combat",), "The Implementation Notes run the whole game-end check after a combat.")
    else:
        g.step(("merc.combat",), "Base captured and Dictator killed are immediate: the check runs after the combat.")
    yield from game_end_check(g, "after_combat")


@sequence("Play Tactic")
def play_tactic(g: Table) -> Seq[None]:
    g.hand -= 1
    g.tactic_played = True
    g.step(
        ("merc.tactics", "merc.edge.militia-only", "P-15"),
        f"The Dictator plays a Tactics card: {g.hand} left in hand, {g.deck} in the deck; no other this turn (P-15).",
    )
    return
    yield


@sequence("Reveal Base")
def reveal_base(g: Table, m: RevealBase) -> Seq[None]:
    placed = g.base is None
    g.base = m.sector
    g.revealed = True
    how = "placed and revealed" if placed else "revealed"
    if g.card is None:
        g.step(
            ("merc.reveal", "merc.base-revealed", "P-18"),
            f"The Dictator's base is {how} in {m.sector}; no Dictator card comes into play with it (P-18).",
        )
    else:
        g.step(("merc.reveal", "merc.base-revealed"), f"The Dictator's base is {how} in {m.sector}.")
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
    g.step(
        ("merc.card-flow", "P-19"),
        f"Day {g.day}: the Dictator draws {drawn} of {wanted} (deck {g.deck}, hand {g.hand}), "
        "at the end of the Dictator's turn (P-19).",
    )
    return
    yield
