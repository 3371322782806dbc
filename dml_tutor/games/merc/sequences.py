"""MERC's sequences (MERC rules v6.6, page 3), one generator function each.

Read top-down: :func:`play` (the game) -> :func:`day` -> :func:`dictator_turn` /
:func:`rebels_turn` -> :func:`combat` -> :func:`after_combat_check`, :func:`play_tactic`,
:func:`reveal_base`, :func:`end_of_dictator_turn` -> :func:`end_of_turn_draw`; and the
check they all run, :func:`game_end_check` -> :func:`base_captured_check` (Condition 2),
:func:`dictator_killed_check` (Condition 3), :func:`tactics_exhausted_check`
(Condition 1) -> :func:`compare_values`. Each runs its subsequences with ``yield from``,
so the live call stack is where the check is, and the tree the core derives from this
code (``merc.PACK.tree``) is the diagram.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from ...core.sequence import Decision, Seq, sequence
from .moves import DICTATOR, POSSESSIVE, REBELS, SIDE_TITLE, SIDES, Combat, Move, PlayTactic, RevealBase

if TYPE_CHECKING:
    from .game import Game

#: When the game-end check runs: from a position, after a combat, after the base is
#: revealed, or at the end of the Dictator's turn.
WHEN = ("start", "after_combat", "after_reveal", "end_of_turn")


@sequence("Game")
def play(g: Game) -> Seq[None]:
    """A position is checked for an end already reached, then Days follow until one ends it."""
    if g.options.notes:
        reading = "the Implementation Notes' code"
    elif g.options.dictator_card == "anywhere":
        reading = "the printed rules, the Dictator card counting anywhere (P-08 variant)"
    else:
        reading = "the printed rules"
    g.step(("merc.game-end",), f"MERC from Day {g.day}, {POSSESSIVE[g.turn]} turn, under {reading}.")
    yield from game_end_check(g, "start")
    while g.result is None:
        yield from day(g)


@sequence("Day", lambda g: f"Day {g.day}")
def day(g: Game) -> Seq[None]:
    """The Dictator's turn, then the Rebels'; the next Day begins after the Rebels' turn."""
    g.step(("merc.day",), f"Day {g.day} begins with {POSSESSIVE[g.turn]} turn.")
    if g.turn == "dictator":
        yield from dictator_turn(g)
        if g.result is not None:
            return
        g.turn = "rebels"
        g.tactic_played = False
    yield from rebels_turn(g)
    if g.result is not None:
        return
    g.day += 1
    g.round = g.day
    g.turn = "dictator"
    g.step(("merc.day",), f"The Rebels' turn is over: Day {g.day} comes.")


def ask(g: Game, seat: int) -> Seq[Move]:
    """Offer the side to move its choices and take its move (any legal move is accepted)."""
    side = SIDES[seat]
    if seat == DICTATOR:
        rules: tuple[str, ...] = ("merc.day", "merc.combat", "merc.tactics", "merc.reveal")
        prompt = f"Day {g.day}, the Dictator's turn: fight, play a Tactics card, reveal the base, or end the turn"
    else:
        rules = ("merc.day", "merc.combat")
        prompt = f"Day {g.day}, the Rebels' turn: fight, or end the turn"
    decision: Decision[Move] = Decision(seat, f"{side}_turn", prompt, g.legal_moves(), rules, {"day": g.day})
    who = "The Dictator decides" if seat == DICTATOR else "The Rebels decide"
    g.step(rules, f"{who}: {prompt}.", kind="decision", seat=seat)
    move: Move = yield decision
    return move


@sequence("Dictator's Turn", lambda g: f"Dictator's turn (Day {g.day})")
def dictator_turn(g: Game) -> Seq[None]:
    while True:
        move = yield from ask(g, DICTATOR)
        if isinstance(move, Combat):
            yield from combat(g, move)
        elif isinstance(move, PlayTactic):
            yield from play_tactic(g)
        elif isinstance(move, RevealBase):
            yield from reveal_base(g, move)
        else:
            break
        if g.result is not None:
            return
    yield from end_of_dictator_turn(g)


@sequence("Rebels' Turn", lambda g: f"Rebels' turn (Day {g.day})")
def rebels_turn(g: Game) -> Seq[None]:
    if not any(s.rebels for s in g.sectors.values()):
        g.step(
            ("merc.edge.rebels-without-mercs",),
            "The Rebels have no units on the map; they still take their turn (they may hire MERCs again).",
        )
    while True:
        move = yield from ask(g, REBELS)
        if not isinstance(move, Combat):
            return
        yield from combat(g, move)
        if g.result is not None:
            return


@sequence("Combat", lambda g, m: f"Combat in {m.sector}")
def combat(g: Game, m: Combat) -> Seq[None]:
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
def after_combat_check(g: Game) -> Seq[None]:
    if g.options.notes:
        g.step(("merc.notes.after-combat",), "The Implementation Notes run the whole game-end check after a combat.")
    else:
        g.step(("merc.combat",), "Base captured and Dictator killed are immediate: the check runs after the combat.")
    yield from game_end_check(g, "after_combat")


@sequence("Play Tactic")
def play_tactic(g: Game) -> Seq[None]:
    g.hand -= 1
    g.tactic_played = True
    g.step(
        ("merc.tactics", "merc.edge.militia-only", "P-15"),
        f"The Dictator plays a Tactics card: {g.hand} left in hand, {g.deck} in the deck; no other this turn (P-15).",
    )
    return
    yield


@sequence("Reveal Base")
def reveal_base(g: Game, m: RevealBase) -> Seq[None]:
    placed = g.base is None
    g.base = m.sector
    g.revealed = True
    how = "placed and revealed" if placed else "revealed"
    g.step(("merc.reveal", "merc.base-revealed"), f"The Dictator's base is {how} in {m.sector}.")
    yield from game_end_check(g, "after_reveal")


@sequence("End of the Dictator's Turn")
def end_of_dictator_turn(g: Game) -> Seq[None]:
    yield from end_of_turn_draw(g)
    yield from game_end_check(g, "end_of_turn")


@sequence("End-of-Turn Draw")
def end_of_turn_draw(g: Game) -> Seq[None]:
    """3 cards on Day 1, then 1 a day while the deck has any."""
    wanted = 3 if g.day == 1 else 1
    drawn = min(wanted, g.deck)
    g.deck -= drawn
    g.hand += drawn
    g.step(
        ("merc.card-flow",),
        f"Day {g.day}: the Dictator draws {drawn} of {wanted} (deck {g.deck}, hand {g.hand}).",
    )
    return
    yield


@sequence("Game-End Check")
def game_end_check(g: Game, when: str) -> Seq[None]:
    """Base captured, then Dictator killed, then (at the end of the Dictator's turn, or
    after a combat under the Implementation Notes) Tactics exhausted."""
    g.step(("merc.game-end",), _CHECK_TEXT[when])
    yield from base_captured_check(g)
    if g.result is not None:
        return
    yield from dictator_killed_check(g)
    if g.result is not None:
        return
    if when == "end_of_turn":
        yield from tactics_exhausted_check(g, "merc.condition-1")
    elif when == "after_combat" and g.options.notes:
        yield from tactics_exhausted_check(g, "merc.notes.after-combat")
    elif g.tactics_exhausted():
        g.step(
            ("merc.condition-1",),
            "The Dictator has no Tactics left, but that ends the game only at the end of the Dictator's turn.",
        )


_CHECK_TEXT = {
    "start": "The position is checked for an end already reached (base captured, Dictator killed).",
    "after_combat": "Game-end check after the combat.",
    "after_reveal": "Game-end check: the base is now revealed.",
    "end_of_turn": "Game-end check at the end of the Dictator's turn.",
}


@sequence("Condition 2: Base Captured")
def base_captured_check(g: Game) -> Seq[None]:
    yield from ()  # a sequence without decisions of its own
    base = g.base
    if base is None or not g.revealed:
        g.step(("merc.condition-2", "merc.base-revealed"), "The base is not revealed: it cannot be captured.")
        return
    s = g.sectors[base]
    units = f"{base} (Dictator {s.dictator}, Rebels {s.rebels})"
    if g.options.notes:
        who = g.control(base)
        if who == "dictator":
            g.step(("merc.notes.base", "merc.control"), f"The Dictator controls the base, {units}.")
            return
        why = "is empty, so not Dictator-controlled" if who is None else "is Rebel-controlled"
        rules: tuple[str, ...] = ("merc.notes.base", "merc.neutral") if who is None else ("merc.notes.base",)
        g.finish("rebels", "base_captured", "merc.notes.base")
        g.step(rules, f"The base {why}, {units}: the Rebels win together (base captured).")
        return
    if s.dictator:
        g.step(
            ("merc.condition-2", "merc.control", "merc.control-ties"),
            f"Dictator units still stand at the base, {units}: not captured.",
        )
        return
    if not s.rebels:
        g.step(("merc.condition-2", "merc.neutral"), f"The base sector is empty, {units}: nobody controls it.")
        return
    if g.card_stops_capture():
        assert g.card is not None
        where = "in the base sector" if g.card.sector == base else f"in {g.card.sector} (read as anywhere)"
        g.step(
            ("merc.condition-2", "P-08"),
            f"The Rebels hold {units}, but the Dictator card still stands {where}: not captured.",
        )
        return
    g.finish("rebels", "base_captured", "merc.condition-2")
    g.step(
        ("merc.condition-2", "merc.rebels-win-together", "P-08"),
        f"The Rebels control the revealed base, {units}, with every Dictator unit and the card defeated: "
        "the Rebels win together (base captured).",
    )


@sequence("Condition 3: Dictator Killed")
def dictator_killed_check(g: Game) -> Seq[None]:
    card = g.card
    if card is None:
        g.step(("merc.condition-3", "merc.card-in-play"), "The Dictator card is not in play.")
    elif card.health > 0:
        g.step(("merc.condition-3",), f"The Dictator card lives ({card.health} health, in {card.sector}).")
    else:
        g.finish("rebels", "dictator_killed", "merc.condition-3")
        g.step(
            ("merc.condition-3", "merc.rebels-win-together"),
            "The Dictator card's health is 0: the Rebels win together (Dictator killed).",
        )
    return
    yield


@sequence("Condition 1: Tactics Exhausted")
def tactics_exhausted_check(g: Game, rule: str) -> Seq[None]:
    if not g.tactics_exhausted():
        g.step(
            ("merc.condition-1",),
            f"The Dictator still has Tactics (hand {g.hand}, deck {g.deck}): the game goes on.",
        )
        return
    rules = ("merc.condition-1",) if rule == "merc.condition-1" else (rule, "merc.condition-1")
    g.step(rules, "The Dictator has no Tactics card in hand or deck: the game ends on value.")
    yield from compare_values(g, rule)


@sequence("Victory by Sector Value")
def compare_values(g: Game, rule: str) -> Seq[None]:
    if g.tracing:
        parts = []
        for name, s in g.sectors.items():
            who = g.control(name)
            parts.append(f"{name} {s.value} ({'neutral' if who is None else SIDE_TITLE[who]} {s.dictator}-{s.rebels})")
        g.step(
            ("merc.control", "merc.control-ties", "merc.neutral", "merc.sector-value", "merc.edge.militia-only"),
            "Control (units Dictator-Rebels, MERCs and militia alike): " + "; ".join(parts) + ".",
        )
    values = g.values()
    r, d = values["rebels"], values["dictator"]
    if r > d:
        g.finish("rebels", "tactics_exhausted", rule, values)
        g.step(("merc.value", "merc.rebels-win-together"), f"Rebels {r} against Dictator {d}: the Rebels win together.")
    else:
        g.finish("dictator", "tactics_exhausted", rule, values)
        tie = " (a tie goes to the Dictator)" if r == d else ""
        g.step(("merc.value", "merc.value-ties"), f"Rebels {r} against Dictator {d}: the Dictator wins{tie}.")
    return
    yield


#: The modules that hold MERC's sequences (the core derives the diagram's tree from them).
MODULES = (sys.modules[__name__],)
