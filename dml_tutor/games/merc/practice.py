"""MERC's part of the question bank (``dml_tutor.practice``): the misreadings of the value
count at the end of the game, the rules with no question and why, and the moment a learner
predicts (``what_next``): who wins on sector value when Tactics run out.

The truth is the engine's own verdict; each misreading is the same sectors counted with one
rule read the other way (a tie of units to the Rebels, a tie of value to the Rebels, an
empty sector to the Dictator, each sector worth 1). No display code; the bank finds this
module by name.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from ...core.text import Say, Text, semicolons
from ...core.trace import TraceEntry
from .game import Game
from .table import Sector
from .words import say

__all__ = ["EXCLUDED", "MISREADINGS", "describe", "seat_said", "what_next"]

#: Misreadings by id: ``(the rule it bends, our short text of the wrong reading)``, the text a
#: message (``misreading-<id>``, the pack's ``practice.ftl``).
MISREADINGS: Final[dict[str, tuple[str, Text]]] = {
    "control-ties-to-rebels": ("merc.control-ties", say("misreading-control-ties-to-rebels")),
    "value-ties-to-rebels": ("merc.value-ties", say("misreading-value-ties-to-rebels")),
    "neutral-to-dictator": ("merc.neutral", say("misreading-neutral-to-dictator")),
    "sectors-not-values": ("merc.sector-value", say("misreading-sectors-not-values")),
}

#: Rule ids with no question, each with the reason.
EXCLUDED: Final[dict[str, str]] = {}


def _verdict(
    g: Game,
    control: Callable[[str, Sector], str | None],
    worth: Callable[[Sector], int] = lambda s: s.value,
    rebels_win_ties: bool = False,
) -> Say:
    """The count of Condition 1 with ``control`` and ``worth`` of each sector given."""
    totals = {"dictator": 0, "rebels": 0}
    for name, s in g.sectors.items():
        who = control(name, s)
        if who is not None:
            totals[who] += worth(s)
    r, d = totals["rebels"], totals["dictator"]
    return _said(r, d, r > d or (rebels_win_ties and r == d))


def _said(r: int, d: int, rebels: bool) -> Say:
    return say("ask-value-count", rebels=r, dictator=d, winner="rebels" if rebels else "dictator")


def _sectors(g: Game) -> Text:
    each = [
        say("ask-sector", sector=n, value=s.value, dictator=s.dictator, rebels=s.rebels) for n, s in g.sectors.items()
    ]
    return semicolons(each) if each else ""


#: Each side's name as its panel says it ("Dictator", "Rebels").
_SIDE_SAID: Final = (say("panel-side-dictator"), say("panel-side-rebels"))


def seat_said(g: Game, seat: int) -> Say:
    """The deciding side's name, as a question names it (the bank reads it in the language)."""
    return _SIDE_SAID[seat]


def describe(g: Game, seat: int) -> Say:
    """The map and the Dictator's state, all of it public at the end of the game (a message)."""
    if g.base is None:
        base = say("ask-base-not-placed")
    else:
        base = say("ask-base", revealed="yes" if g.revealed else "no", sector=g.base)
    card = (
        say("ask-no-dictator-card")
        if g.card is None
        else say("ask-dictator-card", sector=g.card.sector, health=g.card.health)
    )
    return say("ask-describe", day=g.day, sectors=_sectors(g), hand=g.hand, deck=g.deck, base=base, card=card)


def what_next(g: Game, e: TraceEntry) -> dict[str, Any] | None:
    """At the count of sector value (Tactics exhausted): the engine's verdict, and each
    misreading's count of the same sectors (each a message, read in a question's language)."""
    if not e.rules or e.rules[0] != "merc.value":
        return None
    sectors = _sectors(g)
    assert g.result is not None  # the count has ended the game
    values = g.values()
    truth = _said(values["rebels"], values["dictator"], g.result.winner == "rebels")

    def engine(name: str, s: Sector) -> str | None:
        return g.control(name)

    return {
        "prompt": say("ask-tactics-out", sectors=sectors),
        "truth": truth,
        "why": e.said,
        "rules": ("merc.value", "merc.value-ties", "merc.control", "merc.control-ties", "merc.neutral"),
        "readings": {
            "control-ties-to-rebels": _verdict(
                g, lambda n, s: "rebels" if s.rebels and s.rebels == s.dictator else g.control(n)
            ),
            "value-ties-to-rebels": _verdict(g, engine, rebels_win_ties=True),
            "neutral-to-dictator": _verdict(g, lambda n, s: g.control(n) or "dictator"),
            "sectors-not-values": _verdict(g, engine, worth=lambda s: 1),
        },
    }
