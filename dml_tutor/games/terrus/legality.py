"""Which Terrus moves the table allows now, and why one is refused.

Damage takes any positive amounts, so the legal moves are not a list: :func:`why_illegal`
decides, and :func:`sample_moves` lists a finite sample of legal ones (the decision's
``actions``, offered to agents and shown as buttons).
"""

from __future__ import annotations

from ...core.inputs import short_repr
from ...core.text import Say, Text
from .moves import (
    OUTCOMES,
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
from .table import Table
from .words import move_said, say

__all__ = ["remedy", "sample_moves", "why_illegal"]


def _ruler_problem(g: Table, r: int, role: Say) -> tuple[Text, tuple[str, ...]] | None:
    if not 0 <= r < len(g.rulers):
        return say("why-no-ruler", ruler=str(r), role=role, last=len(g.rulers) - 1), ()
    if g.rulers[r].out:
        how = g.left_by.get(r)
        if how:
            return say("why-ruler-left-lost", name=g.rulers[r].name, ruler=str(r), role=role, rule=how), (how,)
        return say("why-ruler-left", name=g.rulers[r].name, ruler=str(r), role=role), ()
    return None


def why_illegal(g: Table, move: Move) -> tuple[Text, tuple[str, ...]] | None:
    """None if the running game allows ``move`` now, else a sentence and the rule ids."""
    if isinstance(move, BeginTurn | Loop | IntentionalDraw | Restart) and move.seat != g.active:
        return say("why-not-active", move=move_said(move), active=str(g.active), seat=str(move.seat)), ()
    if isinstance(move, Penalty | IntentionalDraw) and not g.tournament:
        if isinstance(move, Penalty):
            return say("why-tournament-only", penalty="yes"), ("5.3g",)
        return say("why-tournament-only", penalty="no"), ("5.4e",)
    if isinstance(move, Damage):
        problem = _ruler_problem(g, move.source, _WHY_SOURCE)
        for r, n in move.amounts:
            if problem is None:
                problem = _ruler_problem(g, r, _WHY_HIT)
            if problem is None and n < 1:
                problem = say("why-damage-amount", ruler=str(r), damage=str(n)), ()
        return problem
    if isinstance(move, Effect) and move.outcome not in OUTCOMES:
        return say("why-effect-outcome", outcome=short_repr(move.outcome)), ()
    if isinstance(move, Priority | DominionVote | Concede | Effect | Penalty):
        return _ruler_problem(g, move.seat, _WHY_ROLE.get(type(move), _WHY_NAMED))
    return None


# The role a ruler plays in a refused move, as a refusal names it.
_WHY_SOURCE = say("why-role-source")
_WHY_HIT = say("why-role-hit")
_WHY_NAMED = say("why-role-named")
_WHY_ROLE: dict[type[Move], Say] = {Priority: say("why-role-priority"), DominionVote: say("why-role-vote")}


def sample_moves(g: Table) -> list[Move]:
    """A finite sample of the moves allowed now: every kind, with damage of 1 and of each
    ruler's whole vitae (and one resolution that leaves everyone in the game at 0)."""
    a = g.active
    inside = g.in_game()
    out: list[Move] = [BeginTurn(a)]
    for s in inside:
        for t in inside:
            for n in sorted({1, max(1, g.rulers[t].vitae)}):
                out.append(Damage(s, ((t, n),)))
        out.append(Damage(s, tuple((t, max(1, g.rulers[t].vitae)) for t in inside)))
    out += [Priority(r) for r in inside]
    out += [DominionVote(r) for r in inside]
    out += [Effect(r, o) for r in inside for o in OUTCOMES]
    out += [Concede(r) for r in inside]
    out += [Loop(a, True), Loop(a, False)]
    if g.tournament:
        out += [Penalty(r) for r in inside]
        out.append(IntentionalDraw(a))
    out.append(Restart(a))
    return list(dict.fromkeys(out))


def _rulers_in(g: Table) -> str:
    """The rulers still in the game, as a remedy names them ("0 (Ana), 2 (Cy)")."""
    return ", ".join(f"{r} ({g.rulers[r].name})" for r in g.in_game())


def _ruler_remedy(g: Table, r: int, role: Say) -> Text | None:
    """How to name a ruler who may play ``role`` (None if ruler ``r`` is fine)."""
    if 0 <= r < len(g.rulers) and not g.rulers[r].out:
        return None
    return say("remedy-name-ruler", role=role, rulers=_rulers_in(g))


def remedy(g: Table, move: Move) -> Text | None:
    """What would make a refused ``move`` legal, where the rules allow a remedy (else None: a
    tournament's move in a casual game, a ruler who has left conceding again). An amount below 1
    or an effect's unknown outcome never gets here: reading the move refuses it, saying why."""
    if isinstance(move, BeginTurn | Loop | IntentionalDraw | Restart) and move.seat != g.active:
        return say("remedy-wait-active", active=str(g.active))
    if isinstance(move, Penalty | IntentionalDraw) and not g.tournament:
        return None  # the game is not a tournament: nothing done in it makes one (5.3g, 5.4e)
    if isinstance(move, Damage):
        fix = _ruler_remedy(g, move.source, _REMEDY_SOURCE)
        for r, _ in move.amounts:
            if fix is None:
                fix = _ruler_remedy(g, r, _REMEDY_HIT)
        return fix
    if isinstance(move, Concede) and 0 <= move.seat < len(g.rulers) and g.rulers[move.seat].out:
        return None  # ruler has already left the game
    if isinstance(move, Priority | DominionVote | Concede | Effect | Penalty):
        return _ruler_remedy(g, move.seat, _REMEDY_ROLE.get(type(move), _REMEDY_NAMED))
    return None


# The role a ruler plays in a refused move, as a remedy names it.
_REMEDY_SOURCE = say("remedy-role-source")
_REMEDY_HIT = say("remedy-role-hit")
_REMEDY_NAMED = say("remedy-role-named")
_REMEDY_ROLE: dict[type[Move], Say] = {
    Priority: say("remedy-role-priority"),
    DominionVote: say("remedy-role-vote"),
    Concede: say("remedy-role-concedes"),
}
