"""The end of a Terrus game (Complete Rulebook section 5): one moment's wins and losses
settled (5.3d), the losers leaving (5.3e) and who is left (5.2e, 5.2g, 5.4a, 5.4d)."""

from __future__ import annotations

from collections.abc import Mapping

from ....core.sequence import Seq, sequence
from ..table import Table
from ..words import say

__all__ = ["Losses", "game_end_check", "leave_game", "who_is_left"]

#: Losses at one moment: ruler -> the rule ids that make them lose.
Losses = Mapping[int, tuple[str, ...]]


@sequence("Game end check")
def game_end_check(
    g: Table,
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
            g.step((rule, "5.2e"), say("step-win-barred", name=r.name, rule=rule))
        elif w in losses:
            g.step(("5.3d",), say("step-win-and-lose", name=r.name, rule=rule))
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
            g.step(("P-10",), say("step-team-shares", team=g.rulers[winner].team, names=_names(g, mates)))
        over = g.finish(winners, draw=False, rule=rule, reason=why)
        ruler = g.rulers[winner]
        if strict:
            g.step((rule, "5.1"), say("step-wins-strict", name=ruler.name, vitae=ruler.vitae), seat=winner)
        else:
            g.step((rule, "5.1"), say("step-wins", name=ruler.name), seat=winner)
        raise over
    if losses:  # nobody left the game: who is left has not changed
        yield from who_is_left(g, set(losses), reason or "all_lost")


@sequence("Leaving the game")
def leave_game(g: Table, losses: Losses) -> Seq[None]:
    """The losers leave at once, keeping their index; a team whose players have all lost has lost (5.3e)."""
    for r in sorted(losses):
        ruler = g.rulers[r]
        ruler.out = True
        g.lost.append(r)
        g.left_by[r] = losses[r][0]
        if g.tracing:
            g.step(losses[r], say("step-leaves", name=ruler.name), seat=r)
    teams = sorted({t for r in losses if (t := g.rulers[r].team) is not None})
    for team in teams:
        if all(g.rulers[m].out for m in g.team_members(team)):
            g.step(("5.3e",), say("step-team-lost", team=team))
    if g.rulers[g.active].out and g.in_game():
        g.active = g.next_in_game(g.active)
        g.step((), say("step-next-ruler", name=g.rulers[g.active].name))
    return
    yield


@sequence("Who is left")
def who_is_left(g: Table, just_lost: set[int], reason: str) -> Seq[None]:
    """Nobody left: a draw (5.4a; 5.4d for teams). One side left: it wins (5.2e; 5.2g for
    teams, its earlier losers too). Otherwise the game goes on."""
    left = g.in_game()
    earlier = [r for r in g.lost if r not in just_lost]
    if not left:
        rule = "5.4d" if g.teams else "5.4a"
        over = g.finish([], draw=True, rule=rule, reason=reason, losers=earlier)
        g.step((rule, "5.1"), say("step-all-lost", teams="yes" if g.teams else "no"))
        raise over
    sides = {g.side(r) for r in left}
    if len(sides) > 1:
        if g.tracing:
            g.step(("5.2e", "5.2g") if g.teams else ("5.2e",), say("step-game-goes-on", names=_names(g, left)))
        return
    team = g.rulers[left[0]].team
    if g.teams and team is not None:
        members = g.team_members(team)
        both = [r for r in members if r in just_lost]
        winners = [r for r in members if r not in just_lost]
        over = g.finish(winners, draw=False, rule="5.2g", reason="last_team")
        if both:
            g.step(("5.2g", "5.3d"), say("step-team-win-and-lose", names=_names(g, both)))
        barred = [r for r in winners if g.rulers[r].cannot_win]
        if barred:
            g.step(("5.2g", "P-22"), say("step-team-barred", names=_names(g, barred)))
        back = [r for r in winners if g.rulers[r].out]
        if back:
            won = say(
                "step-team-wins-back",
                team=team,
                winners=_names(g, winners),
                back=_names(g, back),
                count=len(back),
            )
        else:
            won = say("step-team-wins", team=team, winners=_names(g, winners))
        g.step(("5.2g", "5.1"), won)
        raise over
    w = left[0]
    over = g.finish([w], draw=False, rule="5.2e", reason="last_ruler")
    if g.rulers[w].cannot_win:
        g.step(("5.2e", "5.1"), say("step-last-ruler-barred", name=g.rulers[w].name), seat=w)
    else:
        g.step(("5.2e", "5.1"), say("step-last-ruler", name=g.rulers[w].name), seat=w)
    raise over
    yield  # never reached: a sequence is a generator


def _names(g: Table, rulers: list[int]) -> str:
    """Rulers' names with commas between ("Ana, Cy"): names, in every language."""
    return ", ".join(g.rulers[r].name for r in rulers)
