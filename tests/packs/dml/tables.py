"""Helpers shared by the sequence and ruling tests: small tables from positions, driven
by the actions' printed form and read back through zones and the trace."""

from __future__ import annotations

import re
from collections.abc import Callable

import dml_tutor as dml
from dml_tutor.games.dml.cards import mode_cards

C = dml.Card.parse
NEUTRAL = "9S"  # Contraband Crackdown 9: nobody holds 9 cards, and only Tens cannot be bid


def table(
    zones: dict[str, object] | None = None, *, deck: str | None = None, mode: str = "full", **extra: object
) -> dml.Game:
    """A game from a position. With ``deck`` (top first) the Event Deck is exactly that and
    every card not placed anywhere else goes to Exile (Eggs to the Nest, Kings dealt)."""
    z = {k: (v.split() if isinstance(v, str) else list(v)) for k, v in (zones or {}).items()}  # type: ignore[call-overload]
    if deck is not None:
        z["deck"] = deck.split()
        placed = {C(c) for cards in z.values() for c in cards}
        z["exile"] = z.get("exile", []) + [
            c.code for c in mode_cards(mode) if c not in placed and not (c.is_egg or c.is_king)
        ]
    return settle(dml.Game.from_position({"zones": z, "mode": mode, **extra}))


def idle(g: dml.Game) -> bool:
    """Whether the game asks a seat that has nothing to play in a Character Power Phase
    (every seat is asked alike, P-23; its only answer is to pass, or a standing win, P-05)."""
    d = g.pending
    return d is not None and d.kind == "play" and all(isinstance(a, (dml.Pass, dml.DeclareWin)) for a in d.actions)


def settle(g: dml.Game, unless: str = "") -> dml.Game:
    """Answer each Character Power Phase question of a seat with nothing to play with its pass
    (up to one that is ``unless`` itself): these tests play on to the next real choice."""
    while idle(g) and str(g.legal_actions()[0]) != unless:
        g.apply(g.legal_actions()[0])
    return g


def play(g: dml.Game, *moves: str) -> None:
    """Take ``moves`` in order, passing for a seat with nothing to play between them (:func:`settle`)."""
    for m in moves:
        settle(g, m)
        g.apply(m)
    settle(g)


def passing(d: dml.Decision) -> dml.Action | None:
    for a in d.actions:
        if isinstance(a, dml.Pass) or (isinstance(a, dml.Reroll) and not a.reroll):
            return a
        if isinstance(a, dml.DeclareWin) and not a.declare:
            return a
    return None


def pass_until(g: dml.Game, stop: Callable[[dml.Game], bool], limit: int = 500) -> None:
    """Pass (keep rolls, decline wins) at every decision until ``stop(g)`` or the end."""
    for _ in range(limit):
        if g.is_over or stop(g):
            return
        assert g.pending is not None
        choice = passing(g.pending)
        assert choice is not None, f"cannot pass: {g.pending.prompt}"
        g.apply(choice)
    raise AssertionError("the stop condition never came")


def asks(kind: str, seat: int | None = None) -> Callable[[dml.Game], bool]:
    return lambda g: g.pending is not None and g.pending.kind == kind and (seat is None or g.pending.seat == seat)


def zone(g: dml.Game, name: str) -> list[str]:
    return [c.code for c in g.zones().get(name, [])]


def options(g: dml.Game) -> list[str]:
    return [str(a) for a in g.legal_actions()]


def citing(g: dml.Game, rule: str, start: int = 0) -> list[dml.TraceEntry]:
    return [e for e in g.trace[start:] if rule in e.rules]


def roll_targets(g: dml.Game) -> list[int]:
    """The Target Value each roll of the game was made against, in order."""
    found = (re.search(r"against Target Value (-?\d+)", e.text) for e in g.trace if e.kind == "roll")
    return [int(m[1]) for m in found if m]
