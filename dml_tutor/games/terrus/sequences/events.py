"""The table events of Terrus (Complete Rulebook section 5), one sequence each: a turn
begins, a resolution deals damage, a player would receive priority, a Dominion Vote, a
concession, an effect, a loop, a judge's penalty, an intentional draw, a restart. Each
that can end the game ends in :func:`.end.game_end_check`."""

from __future__ import annotations

from typing import Any

from ....core.sequence import Seq, sequence
from ....core.text import commas
from ..moves import (
    BeginTurn,
    Concede,
    Damage,
    DominionVote,
    Effect,
    IntentionalDraw,
    Loop,
    Move,
    Penalty,
    Priority,
    Restart,
)
from ..table import Table
from ..words import say
from .end import game_end_check

__all__ = ["EVENTS"]


@sequence("Beginning of turn", label=lambda g, m: say("frame-turn", name=g.rulers[m.active].name))
def begin_turn(g: Table, m: BeginTurn) -> Seq[None]:
    """The active ruler begins their turn: Metropolis (5.2b, 10 structures or more: P-14) and
    Relic (5.2d) victories, checked before anyone receives priority (P-16)."""
    g.round += 1
    r = g.rulers[m.active]
    if g.tracing:  # the sentences' values are made only for a trace
        g.step(
            ("5.2b", "5.2d", "P-14"),
            say("step-begins-turn", name=r.name, structures=r.structures, relics=r.relics),
            seat=m.active,
        )
    if r.vitae <= 0:
        g.step(("5.3b", "P-16"), say("step-begins-turn-low", name=r.name, vitae=r.vitae), seat=m.active)
    if r.structures >= 10:
        yield from game_end_check(g, win=(m.active, "5.2b", "metropolis"))
    elif r.relics >= 4:
        yield from game_end_check(g, win=(m.active, "5.2d", "relics"))
    g.active = g.next_in_game(m.active)  # a victory above has ended the game (GameOver) before this
    if g.tracing:
        g.step((), say("step-turn-passes", name=g.rulers[g.active].name))


@sequence("Resolution", label=lambda g, m: say("frame-resolution", name=g.rulers[m.source].name))
def resolve_damage(g: Table, m: Damage) -> Seq[None]:
    """One action, ability or battle resolves: all its damage at once, then 5.2a."""
    for r, n in m.amounts:
        g.rulers[r].vitae -= n
    if g.tracing:
        hits = [say("step-hit", damage=n, name=g.rulers[r].name, vitae=g.rulers[r].vitae) for r, n in m.amounts]
        g.step(
            ("5.2a", "5.3b"), say("step-resolution", source=g.rulers[m.source].name, hits=commas(hits)), seat=m.source
        )
    yield from lethal_damage_check(g, m)


@sequence("Lethal damage check")
def lethal_damage_check(g: Table, m: Damage) -> Seq[None]:
    """5.2a: the source's only remaining opponent brought to 0 or less by this resolution. A
    source brought to 0 or less by the same resolution would win and lose at once (P-09);
    a source already at 0 or less before it wins, since 5.2a ends the game before 5.3b."""
    src = g.rulers[m.source]
    opponents = g.opponents_in_game(m.source)
    hit = dict(m.amounts)
    low = "yes" if any(g.rulers[r].vitae <= 0 for r in g.in_game()) else "no"
    if len(opponents) != 1:
        if g.tracing:
            g.step(("5.2a", "5.3b"), say("step-lethal-not-alone", source=src.name, opponents=len(opponents), low=low))
        return
    o = opponents[0]
    opp = g.rulers[o]
    if o not in hit:
        g.step(("5.2a", "5.3b"), say("step-lethal-not-hit", source=src.name, opponent=opp.name, low=low))
        return
    if opp.vitae > 0:
        if g.tracing:
            g.step(
                ("5.2a", "5.3b"),
                say("step-lethal-not-low", source=src.name, opponent=opp.name, vitae=opp.vitae, low=low),
            )
        return
    if src.cannot_win:
        g.step(
            ("5.2a", "5.3b"),
            say("step-lethal-cannot-win", source=src.name, opponent=opp.name, vitae=opp.vitae, low=low),
        )
        return
    win = (m.source, "5.2a", "lethal_damage")
    before = src.vitae + hit.get(m.source, 0)
    if opp.vitae + hit[o] <= 0:
        g.step(
            ("5.2a", "P-21"),
            say("step-lethal-again", opponent=opp.name, before=opp.vitae + hit[o], vitae=opp.vitae),
        )
    if src.vitae > 0:
        g.step(("5.2a",), say("step-lethal", source=src.name, opponent=opp.name, vitae=opp.vitae))
        yield from game_end_check(g, win=win)
    elif before <= 0:
        g.step(
            ("5.2a", "5.1", "5.3b", "P-09"),
            say("step-lethal-strict", source=src.name, opponent=opp.name, vitae=opp.vitae, before=before),
        )
        yield from game_end_check(g, win=win, strict=True)
    elif g.options.mutual_lethal == "source_wins":
        g.step(
            ("5.2a", "P-09"),
            say("step-lethal-source-wins", source=src.name, opponent=opp.name, vitae=opp.vitae, source_vitae=src.vitae),
        )
        yield from game_end_check(g, win=win, strict=True)
    else:
        g.step(
            ("5.2a", "5.3d", "P-09"),
            say("step-lethal-mutual", source=src.name, opponent=opp.name, vitae=opp.vitae, source_vitae=src.vitae),
        )
        yield from game_end_check(
            g, win=win, losses={m.source: ("5.3d", "P-09"), o: ("5.2a", "P-09")}, reason="mutual_lethal"
        )


@sequence("Priority", label=lambda g, m: say("frame-priority", name=g.rulers[m.ruler].name))
def priority(g: Table, m: Priority) -> Seq[None]:
    """A player would receive priority: the check of 5.3b runs first."""
    name = g.rulers[m.ruler].name
    if g.tracing:
        g.step(("5.3b",), say("step-priority", name=name), seat=m.ruler)
    yield from state_check(g)
    if g.rulers[m.ruler].out:  # the game goes on: an end above has raised GameOver
        g.step((), say("step-priority-left", name=name))
    elif g.tracing:
        g.step((), say("step-priority-receives", name=name))


@sequence("State-based check")
def state_check(g: Table) -> Seq[None]:
    """5.3b: every ruler at 0 vitae or less loses, all at the same moment."""
    low = [r for r in g.in_game() if g.rulers[r].vitae <= 0]
    if not low:
        g.step(("5.3b",), _NOBODY_LOW)
        return
    if g.tracing:
        rulers = [say("step-ruler-vitae", name=g.rulers[r].name, vitae=g.rulers[r].vitae) for r in low]
        g.step(("5.3b",), say("step-low-lose", rulers=commas(rulers)))
    yield from game_end_check(g, losses={r: ("5.3b",) for r in low})


@sequence("Dominion Vote", label=lambda g, m: say("frame-vote", name=g.rulers[m.winner].name))
def dominion_vote(g: Table, m: DominionVote) -> Seq[None]:
    """5.2c: a Political victory needs 15 INT among the beasts in the winner's city."""
    r = g.rulers[m.winner]
    if r.int >= 15:
        g.step(("5.2c",), say("step-vote-wins", name=r.name, int=r.int))
        yield from game_end_check(g, win=(m.winner, "5.2c", "political"))
    elif g.tracing:
        g.step(("5.2c",), say("step-vote-short", name=r.name, int=r.int))


@sequence("Concession", label=lambda g, m: say("frame-concedes", name=g.rulers[m.ruler].name))
def concede(g: Table, m: Concede) -> Seq[None]:
    """5.3a: the ruler loses and leaves at once, with all of their pieces."""
    r = g.rulers[m.ruler]
    r.structures = r.relics = r.int = 0
    g.step(("5.3a",), say("step-concedes", name=r.name), seat=m.ruler)
    yield from game_end_check(g, losses={m.ruler: ("5.3a",)})


@sequence("Effect", label=lambda g, m: say("frame-effect", name=g.rulers[m.ruler].name, outcome=m.outcome))
def effect(g: Table, m: Effect) -> Seq[None]:
    """An effect says a ruler wins (5.2f; 5.3f with more than two rulers), loses (5.3c), or a draw (5.4c)."""
    name = g.rulers[m.ruler].name
    if m.outcome == "win" and g.multiplayer:
        opponents = g.opponents_in_game(m.ruler)
        names = ", ".join(g.rulers[o].name for o in opponents)
        g.step(
            ("5.3f", "5.2f", "P-20"),
            say("step-effect-win-instead", name=name, rulers=len(g.rulers), opponents=names),
            seat=m.ruler,
        )
        yield from game_end_check(g, losses={o: ("5.3f",) for o in opponents})
    elif m.outcome == "win":
        g.step(("5.2f",), say("step-effect-win", name=name), seat=m.ruler)
        yield from game_end_check(g, win=(m.ruler, "5.2f", "effect"))
    elif m.outcome == "lose":
        g.step(("5.3c",), say("step-effect-lose", name=name), seat=m.ruler)
        yield from game_end_check(g, losses={m.ruler: ("5.3c",)})
    else:
        g.step(("5.4c",), say("step-effect-draw", name=name), seat=m.ruler)
        over = g.finish([], draw=True, rule="5.4c", reason="effect_draw")
        g.step(("5.4c", "5.1"), _DRAW_NOW)
        raise over


@sequence("Loop")
def loop(g: Table, m: Loop) -> Seq[None]:
    """5.4b: a loop of mandatory actions with no way out is a draw; an optional action breaks it."""
    if m.optional:
        g.step(("5.4b",), _LOOP_OPTIONAL)
        return
    g.step(("5.4b",), _LOOP_MANDATORY)
    over = g.finish([], draw=True, rule="5.4b", reason="loop")
    g.step(("5.4b", "5.1"), _DRAW_NOW)
    raise over
    yield  # never reached: a sequence is a generator


@sequence("Judge's penalty", label=lambda g, m: say("frame-penalty", name=g.rulers[m.ruler].name))
def penalty(g: Table, m: Penalty) -> Seq[None]:
    """5.3g: in a tournament, a judge's penalty may make a ruler lose."""
    g.step(("5.3g",), say("step-penalty", name=g.rulers[m.ruler].name), seat=m.ruler)
    yield from game_end_check(g, losses={m.ruler: ("5.3g",)})


@sequence("Intentional draw")
def intentional_draw(g: Table, m: IntentionalDraw) -> Seq[None]:
    """5.4e: in a tournament, all rulers in the game agree to a draw."""
    names = ", ".join(g.rulers[r].name for r in g.in_game())
    g.step(("5.4e",), say("step-intentional-draw", names=names))
    over = g.finish([], draw=True, rule="5.4e", reason="intentional_draw")
    g.step(("5.4e", "5.1"), _DRAW_NOW)
    raise over
    yield  # never reached: a sequence is a generator


@sequence("Restart")
def restart(g: Table, m: Restart) -> Seq[None]:
    """5.1: a restarted game ends at once, with no winner; a new game would begin."""
    over = g.finish([], draw=False, rule="5.1", reason="restart")
    g.step(("5.1",), say("step-restart"))
    raise over
    yield  # never reached: a sequence is a generator


_NOBODY_LOW = say("step-nobody-low")
_DRAW_NOW = say("step-draw-now")
_LOOP_OPTIONAL = say("step-loop-optional")
_LOOP_MANDATORY = say("step-loop-mandatory")

#: The sequence each move runs (the derived tree reads this table).
EVENTS: dict[type[Move], Any] = {
    BeginTurn: begin_turn,
    Damage: resolve_damage,
    Priority: priority,
    DominionVote: dominion_vote,
    Concede: concede,
    Effect: effect,
    Loop: loop,
    Penalty: penalty,
    IntentionalDraw: intentional_draw,
    Restart: restart,
}
