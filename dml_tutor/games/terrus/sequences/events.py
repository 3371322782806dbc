"""The table events of Terrus (Complete Rulebook section 5), one sequence each: a turn
begins, a resolution deals damage, a player would receive priority, a Dominion Vote, a
concession, an effect, a loop, a judge's penalty, an intentional draw, a restart. Each
that can end the game ends in :func:`.end.game_end_check`."""

from __future__ import annotations

from typing import Any

from ....core.sequence import Seq, sequence
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
from .end import game_end_check

__all__ = ["EVENTS"]


@sequence("Beginning of turn", label=lambda g, m: f"Turn of {g.rulers[m.active].name}")
def begin_turn(g: Table, m: BeginTurn) -> Seq[None]:
    """The active ruler begins their turn: Metropolis (5.2b, 10 structures or more: P-14) and
    Relic (5.2d) victories, checked before anyone receives priority (P-16)."""
    g.round += 1
    r = g.rulers[m.active]
    g.step(
        ("5.2b", "5.2d", "P-14"),
        f"{r.name} begins their turn with {r.structures} structures and {r.relics} Relics in their city "
        "(10 structures or more win, P-14; 4 Relics or more win).",
        seat=m.active,
    )
    if r.vitae <= 0:
        g.step(
            ("5.3b", "P-16"),
            f"{r.name} is at {r.vitae} vitae but has not lost yet: beginning a turn is not a player receiving "
            "priority (P-16), so their victories at the start of the turn are checked first.",
            seat=m.active,
        )
    if r.structures >= 10:
        yield from game_end_check(g, win=(m.active, "5.2b", "metropolis"))
    elif r.relics >= 4:
        yield from game_end_check(g, win=(m.active, "5.2d", "relics"))
    g.active = g.next_in_game(m.active)  # a victory above has ended the game (GameOver) before this
    g.step((), f"The turn passes: {g.rulers[g.active].name} is the next ruler to begin a turn.")


@sequence("Resolution", label=lambda g, m: f"Resolution by {g.rulers[m.source].name}")
def resolve_damage(g: Table, m: Damage) -> Seq[None]:
    """One action, ability or battle resolves: all its damage at once, then 5.2a."""
    for r, n in m.amounts:
        g.rulers[r].vitae -= n
    hits = ", ".join(f"{n} to {g.rulers[r].name} (now {g.rulers[r].vitae})" for r, n in m.amounts)
    g.step(("5.2a", "5.3b"), f"{g.rulers[m.source].name}'s resolution deals {hits}.", seat=m.source)
    yield from lethal_damage_check(g, m)


@sequence("Lethal damage check")
def lethal_damage_check(g: Table, m: Damage) -> Seq[None]:
    """5.2a: the source's only remaining opponent brought to 0 or less by this resolution. A
    source brought to 0 or less by the same resolution would win and lose at once (P-09);
    a source already at 0 or less before it wins, since 5.2a ends the game before 5.3b."""
    src = g.rulers[m.source]
    opponents = g.opponents_in_game(m.source)
    hit = dict(m.amounts)
    low = [r for r in g.in_game() if g.rulers[r].vitae <= 0]
    later = " Rulers at 0 vitae or less lose the next time a player would receive priority." if low else ""
    if len(opponents) != 1:
        g.step(
            ("5.2a", "5.3b"),
            f"{src.name} has {len(opponents)} opponents still in the game, so 5.2a does not apply.{later}",
        )
        return
    o = opponents[0]
    opp = g.rulers[o]
    if o not in hit or opp.vitae > 0:
        why = "was not hit" if o not in hit else f"is still at {opp.vitae} vitae"
        g.step(("5.2a", "5.3b"), f"{src.name}'s only remaining opponent, {opp.name}, {why}: no win.{later}")
        return
    if src.cannot_win:
        g.step(
            ("5.2a", "5.3b"),
            f"{src.name} brought {opp.name}, their only remaining opponent, to {opp.vitae}, but an effect says "
            f"{src.name} cannot win: the game goes on.{later}",
        )
        return
    win = (m.source, "5.2a", "lethal_damage")
    before = src.vitae + hit.get(m.source, 0)
    if opp.vitae + hit[o] <= 0:
        g.step(
            ("5.2a", "P-21"),
            f"{opp.name} was already at {opp.vitae + hit[o]} vitae before this resolution; the hit reduces their "
            f"total again, to {opp.vitae}, which is 0 or less (P-21).",
        )
    if src.vitae > 0:
        g.step(("5.2a",), f"{src.name} brought {opp.name}, their only remaining opponent, to {opp.vitae} vitae.")
        yield from game_end_check(g, win=win)
    elif before <= 0:
        g.step(
            ("5.2a", "5.1", "5.3b", "P-09"),
            f"{src.name} brought {opp.name}, their only remaining opponent, to {opp.vitae}. {src.name} has been at "
            f"{before} vitae since an earlier moment and would lose only the next time a player would receive "
            "priority (5.3b); 5.2a ends the game now (5.1), before that can happen: no win and loss at once.",
        )
        yield from game_end_check(g, win=win, strict=True)
    elif g.options.mutual_lethal == "source_wins":
        g.step(
            ("5.2a", "P-09"),
            f"{src.name} brought {opp.name} to {opp.vitae} and is at {src.vitae} too. Variant source_wins (strict "
            "timing): 5.2a ends the game before 5.3b could apply.",
        )
        yield from game_end_check(g, win=win, strict=True)
    else:
        g.step(
            ("5.2a", "5.3d", "P-09"),
            f"{src.name} brought {opp.name}, their only remaining opponent, to {opp.vitae}, but is at {src.vitae} "
            "too: they would win and lose at once, and both lose together.",
        )
        yield from game_end_check(
            g, win=win, losses={m.source: ("5.3d", "P-09"), o: ("5.2a", "P-09")}, reason="mutual_lethal"
        )


@sequence("Priority", label=lambda g, m: f"Priority to {g.rulers[m.ruler].name}")
def priority(g: Table, m: Priority) -> Seq[None]:
    """A player would receive priority: the check of 5.3b runs first."""
    g.step(("5.3b",), f"{g.rulers[m.ruler].name} would receive priority: first, 0 vitae or less loses.", seat=m.ruler)
    yield from state_check(g)
    if g.rulers[m.ruler].out:  # the game goes on: an end above has raised GameOver
        g.step((), f"{g.rulers[m.ruler].name} has left the game and receives nothing.")
    else:
        g.step((), f"{g.rulers[m.ruler].name} receives priority.")


@sequence("State-based check")
def state_check(g: Table) -> Seq[None]:
    """5.3b: every ruler at 0 vitae or less loses, all at the same moment."""
    low = [r for r in g.in_game() if g.rulers[r].vitae <= 0]
    if not low:
        g.step(("5.3b",), "Nobody still in the game is at 0 vitae or less.")
        return
    names = ", ".join(f"{g.rulers[r].name} ({g.rulers[r].vitae})" for r in low)
    g.step(("5.3b",), f"At 0 vitae or less, so they lose now: {names}.")
    yield from game_end_check(g, losses={r: ("5.3b",) for r in low})


@sequence("Dominion Vote", label=lambda g, m: f"Dominion Vote won by {g.rulers[m.winner].name}")
def dominion_vote(g: Table, m: DominionVote) -> Seq[None]:
    """5.2c: a Political victory needs 15 INT among the beasts in the winner's city."""
    r = g.rulers[m.winner]
    if r.int >= 15:
        g.step(("5.2c",), f"{r.name} wins the Dominion Vote with {r.int} INT in their city: Political victory.")
        yield from game_end_check(g, win=(m.winner, "5.2c", "political"))
    else:
        g.step(("5.2c",), f"{r.name} wins the Dominion Vote with only {r.int} INT (15 needed): the game goes on.")


@sequence("Concession", label=lambda g, m: f"{g.rulers[m.ruler].name} concedes")
def concede(g: Table, m: Concede) -> Seq[None]:
    """5.3a: the ruler loses and leaves at once, with all of their pieces."""
    r = g.rulers[m.ruler]
    r.structures = r.relics = r.int = 0
    g.step(("5.3a",), f"{r.name} concedes: their pieces leave play.", seat=m.ruler)
    yield from game_end_check(g, losses={m.ruler: ("5.3a",)})


@sequence("Effect", label=lambda g, m: f"Effect: {g.rulers[m.ruler].name} {m.outcome}s")
def effect(g: Table, m: Effect) -> Seq[None]:
    """An effect says a ruler wins (5.2f; 5.3f with more than two rulers), loses (5.3c), or a draw (5.4c)."""
    name = g.rulers[m.ruler].name
    if m.outcome == "win" and g.multiplayer:
        opponents = g.opponents_in_game(m.ruler)
        g.step(
            ("5.3f", "5.2f", "P-20"),
            f"An effect says {name} wins, in a game begun by {len(g.rulers)} rulers (P-20): instead, {name}'s "
            "opponents lose "
            f"({', '.join(g.rulers[o].name for o in opponents)}).",
            seat=m.ruler,
        )
        yield from game_end_check(g, losses={o: ("5.3f",) for o in opponents})
    elif m.outcome == "win":
        g.step(("5.2f",), f"An effect says {name} wins the game.", seat=m.ruler)
        yield from game_end_check(g, win=(m.ruler, "5.2f", "effect"))
    elif m.outcome == "lose":
        g.step(("5.3c",), f"An effect says {name} loses the game.", seat=m.ruler)
        yield from game_end_check(g, losses={m.ruler: ("5.3c",)})
    else:
        g.step(("5.4c",), f"An effect of {name}'s says the game is a draw.", seat=m.ruler)
        over = g.finish([], draw=True, rule="5.4c", reason="effect_draw")
        g.step(("5.4c", "5.1"), "The game is a draw; it ends now.")
        raise over


@sequence("Loop")
def loop(g: Table, m: Loop) -> Seq[None]:
    """5.4b: a loop of mandatory actions with no way out is a draw; an optional action breaks it."""
    if m.optional:
        g.step(("5.4b",), "The loop holds an optional action, so someone can stop it: no draw, the game goes on.")
        return
    g.step(("5.4b",), "The game repeats a loop of mandatory actions that nobody can stop.")
    over = g.finish([], draw=True, rule="5.4b", reason="loop")
    g.step(("5.4b", "5.1"), "The game is a draw; it ends now.")
    raise over
    yield  # never reached: a sequence is a generator


@sequence("Judge's penalty", label=lambda g, m: f"Penalty to {g.rulers[m.ruler].name}")
def penalty(g: Table, m: Penalty) -> Seq[None]:
    """5.3g: in a tournament, a judge's penalty may make a ruler lose."""
    g.step(("5.3g",), f"A judge gives {g.rulers[m.ruler].name} a game-loss penalty.", seat=m.ruler)
    yield from game_end_check(g, losses={m.ruler: ("5.3g",)})


@sequence("Intentional draw")
def intentional_draw(g: Table, m: IntentionalDraw) -> Seq[None]:
    """5.4e: in a tournament, all rulers in the game agree to a draw."""
    names = ", ".join(g.rulers[r].name for r in g.in_game())
    g.step(("5.4e",), f"In this tournament game, all rulers still in it agree to a draw: {names}.")
    over = g.finish([], draw=True, rule="5.4e", reason="intentional_draw")
    g.step(("5.4e", "5.1"), "The game is a draw; it ends now.")
    raise over
    yield  # never reached: a sequence is a generator


@sequence("Restart")
def restart(g: Table, m: Restart) -> Seq[None]:
    """5.1: a restarted game ends at once, with no winner; a new game would begin."""
    over = g.finish([], draw=False, rule="5.1", reason="restart")
    g.step(("5.1",), "The game is restarted: this game ends now, with no winner and no draw.")
    raise over
    yield  # never reached: a sequence is a generator


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
