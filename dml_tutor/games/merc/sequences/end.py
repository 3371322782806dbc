"""MERC's end of game (MERC rules v6.6, page 3): the game-end check and its three
conditions, Base Captured (2), Dictator Killed (3) and Tactics Exhausted (1) with the
count of sector value, in the order the page's check runs them."""

from __future__ import annotations

from ....core.sequence import Seq, sequence
from ..moves import SIDE_TITLE
from ..table import Table


@sequence("Game-End Check")
def game_end_check(g: Table, when: str) -> Seq[None]:
    """Base captured, then Dictator killed, then (at the end of the Dictator's turn, or
    after a combat under the Implementation Notes) Tactics exhausted."""
    g.step(("merc.game-end",), _CHECK_TEXT[when])
    yield from base_captured_check(g)
    yield from dictator_killed_check(g)
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
def base_captured_check(g: Table) -> Seq[None]:
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
        over = g.finish("rebels", "base_captured", "merc.notes.base")
        g.step(rules, f"The base {why}, {units}: the Rebels win together (base captured).")
        raise over
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
    over = g.finish("rebels", "base_captured", "merc.condition-2")
    g.step(
        ("merc.condition-2", "merc.rebels-win-together", "P-08"),
        f"The Rebels control the revealed base, {units}, with every Dictator unit and the card defeated: "
        "the Rebels win together (base captured).",
    )
    raise over


@sequence("Condition 3: Dictator Killed")
def dictator_killed_check(g: Table) -> Seq[None]:
    card = g.card
    if card is None:
        g.step(("merc.condition-3", "merc.card-in-play"), "The Dictator card is not in play.")
    elif card.health > 0:
        g.step(("merc.condition-3",), f"The Dictator card lives ({card.health} health, in {card.sector}).")
    else:
        over = g.finish("rebels", "dictator_killed", "merc.condition-3")
        g.step(
            ("merc.condition-3", "merc.rebels-win-together"),
            "The Dictator card's health is 0: the Rebels win together (Dictator killed).",
        )
        raise over
    return
    yield


@sequence("Condition 1: Tactics Exhausted")
def tactics_exhausted_check(g: Table, rule: str) -> Seq[None]:
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
def compare_values(g: Table, rule: str) -> Seq[None]:
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
        over = g.finish("rebels", "tactics_exhausted", rule, values)
        g.step(("merc.value", "merc.rebels-win-together"), f"Rebels {r} against Dictator {d}: the Rebels win together.")
        raise over
    else:
        over = g.finish("dictator", "tactics_exhausted", rule, values)
        tie = " (a tie goes to the Dictator)" if r == d else ""
        g.step(("merc.value", "merc.value-ties"), f"Rebels {r} against Dictator {d}: the Dictator wins{tie}.")
        raise over
    return
    yield
