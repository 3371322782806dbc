"""Terrus's end-of-game rules (Complete Rulebook section 5) as sequences, one generator each.

The game is a loop of table events a designer (or an agent) chooses: :func:`play` asks
"what happens next?" and runs the event's sequence. Every event that can end the game
ends in :func:`game_end_check`, which settles simultaneous wins and losses (5.3d),
takes losers out (:func:`leave_game`, 5.3e) and looks at who is left
(:func:`who_is_left`, 5.2e, 5.2g, 5.4a, 5.4d). The live nesting is, for instance,
``Game > Priority > State-based check > Game end check > Leaving the game``.
"""

from __future__ import annotations

import sys
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ...core.sequence import Decision, Seq, sequence
from .legality import sample_moves
from .moves import (
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

if TYPE_CHECKING:
    from .game import Game

__all__ = ["EVENTS", "MODULES", "play"]

#: Losses at one moment: ruler -> the rule ids that make them lose.
Losses = Mapping[int, tuple[str, ...]]


def ask(g: Game) -> Decision[Move]:
    """The one decision of the game: what happens next at the table."""
    return Decision(
        seat=g.active,
        kind="event",
        prompt=f"What happens next? ({g.rulers[g.active].name} is active)",
        actions=sample_moves(g),
        rules=("5.1",),
    )


@sequence("Game")
def play(g: Game) -> Seq[None]:
    """Events, one after another, until the game ends (5.1)."""
    g.step(("5.1",), "The game runs until a ruler wins, the game is a draw, or it is restarted.")
    while g.result is None:
        decision = ask(g)
        g.step(decision.rules, decision.prompt, kind="decision", seat=decision.seat)
        move = yield decision
        yield from EVENTS[type(move)](g, move)


# ------------------------------------------------------------------ events


@sequence("Beginning of turn", label=lambda g, m: f"Turn of {g.rulers[m.active].name}")
def begin_turn(g: Game, m: BeginTurn) -> Seq[None]:
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
    if g.result is None:
        g.active = g.next_in_game(m.active)
        g.step((), f"The turn passes: {g.rulers[g.active].name} is the next ruler to begin a turn.")


@sequence("Resolution", label=lambda g, m: f"Resolution by {g.rulers[m.source].name}")
def resolve_damage(g: Game, m: Damage) -> Seq[None]:
    """One action, ability or battle resolves: all its damage at once, then 5.2a."""
    for r, n in m.amounts:
        g.rulers[r].vitae -= n
    hits = ", ".join(f"{n} to {g.rulers[r].name} (now {g.rulers[r].vitae})" for r, n in m.amounts)
    g.step(("5.2a", "5.3b"), f"{g.rulers[m.source].name}'s resolution deals {hits}.", seat=m.source)
    yield from lethal_damage_check(g, m)


@sequence("Lethal damage check")
def lethal_damage_check(g: Game, m: Damage) -> Seq[None]:
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
def priority(g: Game, m: Priority) -> Seq[None]:
    """A player would receive priority: the check of 5.3b runs first."""
    g.step(("5.3b",), f"{g.rulers[m.ruler].name} would receive priority: first, 0 vitae or less loses.", seat=m.ruler)
    yield from state_check(g)
    if g.result is None and g.rulers[m.ruler].out:
        g.step((), f"{g.rulers[m.ruler].name} has left the game and receives nothing.")
    elif g.result is None:
        g.step((), f"{g.rulers[m.ruler].name} receives priority.")


@sequence("State-based check")
def state_check(g: Game) -> Seq[None]:
    """5.3b: every ruler at 0 vitae or less loses, all at the same moment."""
    low = [r for r in g.in_game() if g.rulers[r].vitae <= 0]
    if not low:
        g.step(("5.3b",), "Nobody still in the game is at 0 vitae or less.")
        return
    names = ", ".join(f"{g.rulers[r].name} ({g.rulers[r].vitae})" for r in low)
    g.step(("5.3b",), f"At 0 vitae or less, so they lose now: {names}.")
    yield from game_end_check(g, losses={r: ("5.3b",) for r in low})


@sequence("Dominion Vote", label=lambda g, m: f"Dominion Vote won by {g.rulers[m.winner].name}")
def dominion_vote(g: Game, m: DominionVote) -> Seq[None]:
    """5.2c: a Political victory needs 15 INT among the beasts in the winner's city."""
    r = g.rulers[m.winner]
    if r.int >= 15:
        g.step(("5.2c",), f"{r.name} wins the Dominion Vote with {r.int} INT in their city: Political victory.")
        yield from game_end_check(g, win=(m.winner, "5.2c", "political"))
    else:
        g.step(("5.2c",), f"{r.name} wins the Dominion Vote with only {r.int} INT (15 needed): the game goes on.")


@sequence("Concession", label=lambda g, m: f"{g.rulers[m.ruler].name} concedes")
def concede(g: Game, m: Concede) -> Seq[None]:
    """5.3a: the ruler loses and leaves at once, with all of their pieces."""
    r = g.rulers[m.ruler]
    r.structures = r.relics = r.int = 0
    g.step(("5.3a",), f"{r.name} concedes: their pieces leave play.", seat=m.ruler)
    yield from game_end_check(g, losses={m.ruler: ("5.3a",)})


@sequence("Effect", label=lambda g, m: f"Effect: {g.rulers[m.ruler].name} {m.outcome}s")
def effect(g: Game, m: Effect) -> Seq[None]:
    """An effect says a ruler wins (5.2f; 5.3f with more than two rulers), loses (5.3c), or a draw (5.4c)."""
    name = g.rulers[m.ruler].name
    if m.outcome == "win" and g.multiplayer:
        opponents = g.opponents_in_game(m.ruler)
        g.step(
            ("5.3f", "5.2f"),
            f"An effect says {name} wins, in a game of {len(g.rulers)} rulers: instead, {name}'s opponents lose "
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
        g.finish([], draw=True, rule="5.4c", reason="effect_draw")
        g.step(("5.4c", "5.1"), "The game is a draw; it ends now.")


@sequence("Loop")
def loop(g: Game, m: Loop) -> Seq[None]:
    """5.4b: a loop of mandatory actions with no way out is a draw; an optional action breaks it."""
    if m.optional:
        g.step(("5.4b",), "The loop holds an optional action, so someone can stop it: no draw, the game goes on.")
        return
    g.step(("5.4b",), "The game repeats a loop of mandatory actions that nobody can stop.")
    g.finish([], draw=True, rule="5.4b", reason="loop")
    g.step(("5.4b", "5.1"), "The game is a draw; it ends now.")
    return
    yield


@sequence("Judge's penalty", label=lambda g, m: f"Penalty to {g.rulers[m.ruler].name}")
def penalty(g: Game, m: Penalty) -> Seq[None]:
    """5.3g: in a tournament, a judge's penalty may make a ruler lose."""
    g.step(("5.3g",), f"A judge gives {g.rulers[m.ruler].name} a game-loss penalty.", seat=m.ruler)
    yield from game_end_check(g, losses={m.ruler: ("5.3g",)})


@sequence("Intentional draw")
def intentional_draw(g: Game, m: IntentionalDraw) -> Seq[None]:
    """5.4e: in a tournament, all rulers in the game agree to a draw."""
    names = ", ".join(g.rulers[r].name for r in g.in_game())
    g.step(("5.4e",), f"In this tournament game, all rulers still in it agree to a draw: {names}.")
    g.finish([], draw=True, rule="5.4e", reason="intentional_draw")
    g.step(("5.4e", "5.1"), "The game is a draw; it ends now.")
    return
    yield


@sequence("Restart")
def restart(g: Game, m: Restart) -> Seq[None]:
    """5.1: a restarted game ends at once, with no winner; a new game would begin."""
    g.finish([], draw=False, rule="5.1", reason="restart")
    g.step(("5.1",), "The game is restarted: this game ends now, with no winner and no draw.")
    return
    yield


# ------------------------------------------------------------------ the end of the game


@sequence("Game end check")
def game_end_check(
    g: Game,
    *,
    win: tuple[int, str, str] | None = None,
    losses: Losses | None = None,
    reason: str = "",
    strict: bool = False,
) -> Seq[None]:
    """Settle what happened at one moment: a ruler who would win (``win``: ruler, rule id,
    reason) and the rulers who lose (``losses``). 5.3d first, then the losers leave, then
    the winner wins (their team with them, P-10) or :func:`who_is_left` decides."""
    losses = dict(losses or {})
    winner: int | None = None
    if win is not None:
        w, rule, why = win
        r = g.rulers[w]
        if r.cannot_win:
            g.step((rule, "5.2e"), f"{r.name} would win ({rule}), but an effect says they cannot win: no win.")
        elif w in losses:
            g.step(("5.3d",), f"{r.name} would win ({rule}) and lose at the same moment: {r.name} loses.")
        else:
            winner = w
    if losses:
        yield from leave_game(g, losses)
    if winner is not None and win is not None:
        _, rule, why = win
        winners = [winner]
        mates = [t for t in g.teammates(winner) if not g.rulers[t].out and not g.rulers[t].cannot_win]
        if mates:
            winners += mates
            g.step(
                ("P-10",),
                f"Team {g.rulers[winner].team} shares the win: {', '.join(g.rulers[t].name for t in mates)}.",
            )
        g.finish(winners, draw=False, rule=rule, reason=why)
        at = f" (at {g.rulers[winner].vitae} vitae: strict timing, P-09)" if strict else ""
        g.step((rule, "5.1"), f"{g.rulers[winner].name} wins the game{at}; it ends now.", seat=winner)
        return
    if losses:  # nobody left the game: who is left has not changed
        yield from who_is_left(g, set(losses), reason or "all_lost")


@sequence("Leaving the game")
def leave_game(g: Game, losses: Losses) -> Seq[None]:
    """The losers leave at once, keeping their index; a team whose players have all lost has lost (5.3e)."""
    for r in sorted(losses):
        ruler = g.rulers[r]
        ruler.out = True
        g.lost.append(r)
        g.left_by[r] = losses[r][0]
        g.step(losses[r], f"{ruler.name} loses and leaves the game.", seat=r)
    teams = sorted({t for r in losses if (t := g.rulers[r].team) is not None})
    for team in teams:
        if all(g.rulers[m].out for m in g.team_members(team)):
            g.step(("5.3e",), f"Every player of team {team} has lost: team {team} has lost.")
    if g.rulers[g.active].out and g.in_game():
        g.active = g.next_in_game(g.active)
        g.step((), f"{g.rulers[g.active].name} is now the next ruler to begin a turn.")
    return
    yield


@sequence("Who is left")
def who_is_left(g: Game, just_lost: set[int], reason: str) -> Seq[None]:
    """Nobody left: a draw (5.4a; 5.4d for teams). One side left: it wins (5.2e; 5.2g for
    teams, its earlier losers too). Otherwise the game goes on."""
    left = g.in_game()
    earlier = [r for r in g.lost if r not in just_lost]
    if not left:
        rule = "5.4d" if g.teams else "5.4a"
        what = "every team still in the game" if g.teams else "every ruler still in the game"
        g.finish([], draw=True, rule=rule, reason=reason, losers=earlier)
        g.step((rule, "5.1"), f"{what[0].upper()}{what[1:]} lost at the same moment: the game is a draw.")
        return
    sides = {g.side(r) for r in left}
    if len(sides) > 1:
        names = ", ".join(g.rulers[r].name for r in left)
        g.step(("5.2e", "5.2g") if g.teams else ("5.2e",), f"Still in the game: {names}. The game goes on.")
        return
    team = g.rulers[left[0]].team
    if g.teams and team is not None:
        members = g.team_members(team)
        both = [r for r in members if r in just_lost]
        winners = [r for r in members if r not in just_lost]
        g.finish(winners, draw=False, rule="5.2g", reason="last_team")
        if both:
            g.step(
                ("5.2g", "5.3d"),
                f"{', '.join(g.rulers[r].name for r in both)} lost at this same moment: winning and losing at once, "
                "they lose.",
            )
        back = [r for r in winners if g.rulers[r].out]
        verb = "win" if len(back) > 1 else "wins"
        again = f"; {', '.join(g.rulers[r].name for r in back)} had lost earlier and {verb} too" if back else ""
        g.step(
            ("5.2g", "5.1"),
            f"Every other team has left the game: team {team} wins "
            f"({', '.join(g.rulers[r].name for r in winners)}){again}.",
        )
        return
    w = left[0]
    note = " (an effect said they could not win, but this overrides it)" if g.rulers[w].cannot_win else ""
    g.finish([w], draw=False, rule="5.2e", reason="last_ruler")
    g.step(("5.2e", "5.1"), f"All of {g.rulers[w].name}'s opponents have left: {g.rulers[w].name} wins{note}.", seat=w)
    return
    yield


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

#: The modules that hold Terrus's sequences (the core derives the diagram's tree from them).
MODULES = (sys.modules[__name__],)
