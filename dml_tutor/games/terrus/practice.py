"""Terrus's part of the question bank (``dml_tutor.practice``): the misreadings of section 5,
the rules with no question and why, and the moments a learner predicts (``what_next``): what
happens when a ruler begins their turn or a resolution deals damage.

Every answer is the engine's: the truth is the game replayed with the move; a misreading is
the same game replayed under it where it is a reading of the engine (a variant, or a player
receiving priority at another moment), stopping at the first move it refuses, or the pack's
own function of the result where it only bends who shares it. No display code; the bank
finds this module by name.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any, Final

from ...core.text import Say, Text, commas, semicolons
from ...core.trace import TraceEntry
from .game import Game
from .moves import BeginTurn, Damage, Move, Priority
from .table import Result
from .words import say

__all__ = ["EXCLUDED", "MISREADINGS", "describe", "what_next"]

#: Misreadings by id: ``(the rule it bends, our short text of the wrong reading)``, the text a
#: message (``misreading-<id>``, the pack's ``practice.ftl``).
MISREADINGS: Final[dict[str, tuple[str, Text]]] = {
    "lose-at-once": ("5.3b", say("misreading-lose-at-once")),
    "source-wins": ("P-09", say("misreading-source-wins")),
    "priority-before-turn": ("P-16", say("misreading-priority-before-turn")),
    "relics-more-than-4": ("5.2d", say("misreading-relics-more-than-4")),
    "win-alone": ("P-10", say("misreading-win-alone")),
    "already-at-zero": ("5.2a", say("misreading-already-at-zero")),
}

#: Rule ids with no question, each with the reason.
EXCLUDED: Final[dict[str, str]] = {}

_GOES_ON: Final = say("ask-goes-on")


def _replay(g: Game, moves: Sequence[Any], options: dict[str, str] | None = None) -> Game:
    """The game from its settings with ``moves`` taken, up to the first one refused (only
    what stays legal is replayed), under ``options`` when given."""
    settings = json.loads(json.dumps(g._settings()))
    if options:
        settings["options"] = {**settings.get("options", {}), **options}
    c = Game._from_settings(settings, trace=False)
    for move in moves:
        if c.is_over or c.why_not(move) is not None:
            break
        c.apply(move)
    return c


def _said(c: Game) -> Say:
    r = c.result
    if r is None:
        return _GOES_ON
    if r.draw:
        return say("ask-draw")
    names = [c.rulers[i].name for i in r.winners]
    if not names:
        return say("ask-no-winner")
    return _win(names)


def _win(names: list[str]) -> Say:
    return say("ask-win", names=names, count=len(names))


def _rulers(g: Game) -> Text:
    out: list[Text] = []
    for r in g.rulers:
        if r.out:
            out.append(say("ask-ruler-left", name=r.name))
            continue
        team = say("ask-team", team=r.team) if r.team else ""
        out.append(
            say(
                "ask-ruler",
                name=r.name,
                vitae=r.vitae,
                structures=r.structures,
                relics=r.relics,
                team=team,
                cannot_win="yes" if r.cannot_win else "no",
            )
        )
    return semicolons(out) if out else ""


def _engine(res: Result | None) -> Say:
    """The engine's result, as the answer's account of it."""
    if res is None:
        return say("ask-engine-goes-on")
    names = res.names

    def who(rs: list[int]) -> Text:
        return commas([names[r] if r < len(names) else str(r) for r in rs]) if rs else say("ask-nobody")

    return say(
        "ask-engine",
        draw="yes" if res.draw else "no",
        winners=who(res.winners),
        losers=who(res.losers),
        rule=res.rule,
        reason=res.reason,
    )


def describe(g: Game, seat: int) -> Say:
    """Every ruler's state (all of it public), as a message."""
    return say("ask-describe", rulers=_rulers(g), active=g.rulers[g.active].name)


def what_next(g: Game, e: TraceEntry) -> dict[str, Any] | None:
    """At a ruler's turn beginning or a resolution (the move as it is taken): the outcome the
    engine reaches, and each misreading's outcome of the same position (each a message, read in
    a question's language)."""
    m = e.action
    if e.kind != "action" or not isinstance(m, BeginTurn | Damage):
        return None
    before: list[Move] = list(g.decisions[:-1])
    after = _replay(g, g.decisions)
    truth = _said(after)
    seat = g.rulers[m.seat].name
    readings: dict[str, Say | None] = {}
    if isinstance(m, BeginTurn):
        what = say("ask-begins-turn", name=seat)
        rules: tuple[str, ...] = ("5.2b", "5.2d", "P-14", "P-16")
        readings["priority-before-turn"] = _said(_replay(g, [*before, Priority(m.seat), m]))
        r = g.rulers[m.seat]
        if after.result is not None and after.result.rule == "5.2d" and r.relics == 4:
            readings["relics-more-than-4"] = _GOES_ON
    else:
        hits = commas([say("ask-hit", amount=n, name=g.rulers[t].name) for t, n in m.amounts])
        what = say("ask-resolution", name=seat, hits=hits)
        rules = ("5.2a", "5.3b", "5.3d", "P-09")
        readings["lose-at-once"] = _said(_replay(g, [*g.decisions, Priority(m.seat)]))
        readings["source-wins"] = _said(_replay(g, g.decisions, {"mutual_lethal": "source_wins"}))
        low = [t for t, _ in m.amounts if t != m.seat and g.rulers[t].vitae + dict(m.amounts)[t] <= 0]
        if after.result is not None and after.result.rule == "5.2a" and low:
            readings["already-at-zero"] = _GOES_ON
    res = after.result
    if res is not None and not res.draw and len(res.winners) > 1 and res.rule != "5.2g" and m.seat in res.winners:
        readings["win-alone"] = _win([seat])
    return {
        "prompt": say("ask-what-happens", rulers=_rulers(g), active=g.rulers[g.active].name, what=what),
        "truth": truth,
        "why": _engine(res),
        "rules": rules,
        "readings": readings,
    }
