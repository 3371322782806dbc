"""MERC's end of game (MERC rules v6.6, page 3): the game-end check and its three
conditions, Base Captured (2), Dictator Killed (3) and Tactics Exhausted (1) with the
count of sector value, in the order the page's check runs them."""

from __future__ import annotations

from ....core.sequence import Seq, sequence
from ....core.text import semicolons
from ..table import Table
from ..words import say


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
        g.step(("merc.condition-1",), _TACTICS_OUT_NOT_YET)


_CHECK_TEXT = {
    "start": say("step-check-start"),
    "after_combat": say("step-check-after-combat"),
    "after_reveal": say("step-check-after-reveal"),
    "end_of_turn": say("step-check-end-of-turn"),
}
_TACTICS_OUT_NOT_YET = say("step-tactics-out-not-yet")
_CARD_NOT_IN_PLAY = say("step-card-not-in-play")
_BASE_NOT_REVEALED = say("step-base-not-revealed")
_TACTICS_EXHAUSTED = say("step-tactics-exhausted")


@sequence("Condition 2: Base Captured")
def base_captured_check(g: Table) -> Seq[None]:
    yield from ()  # a sequence without decisions of its own
    base = g.base
    if base is None or not g.revealed:
        g.step(("merc.condition-2", "merc.base-revealed"), _BASE_NOT_REVEALED)
        return
    s = g.sectors[base]
    # the sentences' values are made only for a trace (an untraced game says nothing)
    units = say("step-base-units", base=base, dictator=s.dictator, rebels=s.rebels) if g.tracing else None
    if g.options.notes:
        who = g.control(base)
        if who == "dictator":
            if g.tracing:
                g.step(("merc.notes.base", "merc.control"), say("step-base-held-notes", units=units))
            return
        rules: tuple[str, ...] = ("merc.notes.base", "merc.neutral") if who is None else ("merc.notes.base",)
        over = g.finish("rebels", "base_captured", "merc.notes.base")
        g.step(rules, say("step-base-captured-notes", control=who or "none", units=units))
        raise over
    if s.dictator:
        if g.tracing:
            g.step(("merc.condition-2", "merc.control", "merc.control-ties"), say("step-base-guarded", units=units))
        return
    if not s.rebels:
        if g.tracing:
            g.step(("merc.condition-2", "merc.neutral"), say("step-base-empty", units=units))
        return
    if g.card_stops_capture():
        assert g.card is not None
        if g.tracing:
            anywhere = "no" if g.card.sector == base else "yes"
            g.step(
                ("merc.condition-2", "P-08"),
                say("step-base-card-stands", units=units, anywhere=anywhere, sector=g.card.sector),
            )
        return
    over = g.finish("rebels", "base_captured", "merc.condition-2")
    g.step(("merc.condition-2", "merc.rebels-win-together", "P-08"), say("step-base-captured", units=units))
    raise over


@sequence("Condition 3: Dictator Killed")
def dictator_killed_check(g: Table) -> Seq[None]:
    card = g.card
    if card is None:
        g.step(("merc.condition-3", "merc.card-in-play"), _CARD_NOT_IN_PLAY)
    elif card.health > 0:
        if g.tracing:
            g.step(("merc.condition-3",), say("step-card-lives", health=card.health, sector=card.sector))
    else:
        over = g.finish("rebels", "dictator_killed", "merc.condition-3")
        g.step(
            ("merc.condition-3", "merc.rebels-win-together"),
            say("step-card-killed"),
        )
        raise over
    return
    yield


@sequence("Condition 1: Tactics Exhausted")
def tactics_exhausted_check(g: Table, rule: str) -> Seq[None]:
    if not g.tactics_exhausted():
        if g.tracing:
            g.step(("merc.condition-1",), say("step-tactics-left", hand=g.hand, deck=g.deck))
        return
    rules = ("merc.condition-1",) if rule == "merc.condition-1" else (rule, "merc.condition-1")
    g.step(rules, _TACTICS_EXHAUSTED)
    yield from compare_values(g, rule)


@sequence("Victory by Sector Value")
def compare_values(g: Table, rule: str) -> Seq[None]:
    if g.tracing:
        parts = [
            say(
                "step-control-sector",
                sector=name,
                value=s.value,
                control=g.control(name) or "neutral",
                dictator=s.dictator,
                rebels=s.rebels,
            )
            for name, s in g.sectors.items()
        ]
        g.step(
            ("merc.control", "merc.control-ties", "merc.neutral", "merc.sector-value", "merc.edge.militia-only"),
            say("step-control", sectors=semicolons(parts)),
        )
    values = g.values()
    r, d = values["rebels"], values["dictator"]
    if r > d:
        over = g.finish("rebels", "tactics_exhausted", rule, values)
        g.step(("merc.value", "merc.rebels-win-together"), say("step-value-rebels", rebels=r, dictator=d))
        raise over
    else:
        over = g.finish("dictator", "tactics_exhausted", rule, values)
        if r == d:
            g.step(("merc.value", "merc.value-ties"), say("step-value-tie", rebels=r, dictator=d))
        else:
            g.step(("merc.value", "merc.value-ties"), say("step-value-dictator", rebels=r, dictator=d))
        raise over
    return
    yield
