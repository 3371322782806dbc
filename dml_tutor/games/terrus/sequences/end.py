"""The end of a Terrus game (Complete Rulebook section 5): one moment's wins and losses
settled (5.3d), the losers leaving (5.3e) and who is left (5.2e, 5.2g, 5.4a, 5.4d)."""

from __future__ import annotations

from collections.abc import Mapping

from ....core.sequence import Seq, sequence
from ..table import Table

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
        over = g.finish(winners, draw=False, rule=rule, reason=why)
        at = f" (at {g.rulers[winner].vitae} vitae: strict timing, P-09)" if strict else ""
        g.step((rule, "5.1"), f"{g.rulers[winner].name} wins the game{at}; it ends now.", seat=winner)
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
def who_is_left(g: Table, just_lost: set[int], reason: str) -> Seq[None]:
    """Nobody left: a draw (5.4a; 5.4d for teams). One side left: it wins (5.2e; 5.2g for
    teams, its earlier losers too). Otherwise the game goes on."""
    left = g.in_game()
    earlier = [r for r in g.lost if r not in just_lost]
    if not left:
        rule = "5.4d" if g.teams else "5.4a"
        what = "every team still in the game" if g.teams else "every ruler still in the game"
        over = g.finish([], draw=True, rule=rule, reason=reason, losers=earlier)
        g.step((rule, "5.1"), f"{what[0].upper()}{what[1:]} lost at the same moment: the game is a draw.")
        raise over
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
        over = g.finish(winners, draw=False, rule="5.2g", reason="last_team")
        if both:
            g.step(
                ("5.2g", "5.3d"),
                f"{', '.join(g.rulers[r].name for r in both)} lost at this same moment: winning and losing at once, "
                "they lose.",
            )
        barred = [r for r in winners if g.rulers[r].cannot_win]
        if barred:
            g.step(
                ("5.2g", "P-22"),
                f"An effect said {', '.join(g.rulers[r].name for r in barred)} cannot win, but each player of the "
                "last team wins, as the last ruler does under 5.2e (P-22).",
            )
        back = [r for r in winners if g.rulers[r].out]
        verb = "win" if len(back) > 1 else "wins"
        again = f"; {', '.join(g.rulers[r].name for r in back)} had lost earlier and {verb} too" if back else ""
        g.step(
            ("5.2g", "5.1"),
            f"Every other team has left the game: team {team} wins "
            f"({', '.join(g.rulers[r].name for r in winners)}){again}.",
        )
        raise over
    w = left[0]
    note = " (an effect said they could not win, but this overrides it)" if g.rulers[w].cannot_win else ""
    over = g.finish([w], draw=False, rule="5.2e", reason="last_ruler")
    g.step(("5.2e", "5.1"), f"All of {g.rulers[w].name}'s opponents have left: {g.rulers[w].name} wins{note}.", seat=w)
    raise over
    yield  # never reached: a sequence is a generator
