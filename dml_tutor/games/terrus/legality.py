"""Which Terrus moves the table allows now, and why one is refused.

Damage takes any positive amounts, so the legal moves are not a list: :func:`why_illegal`
decides, and :func:`sample_moves` lists a finite sample of legal ones (the decision's
``actions``, offered to agents and shown as buttons).
"""

from __future__ import annotations

from ...core.inputs import short_repr
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

__all__ = ["remedy", "sample_moves", "why_illegal"]


def _ruler_problem(g: Table, r: int, role: str) -> tuple[str, tuple[str, ...]] | None:
    if not 0 <= r < len(g.rulers):
        return f"there is no ruler {r} ({role}): the rulers are 0..{len(g.rulers) - 1}", ()
    if g.rulers[r].out:
        how = g.left_by.get(r)
        return (
            f"{g.rulers[r].name} (ruler {r}, {role}) has left the game" + (f" (lost by {how})" if how else ""),
            (how,) if how else (),
        )
    return None


def why_illegal(g: Table, move: Move) -> tuple[str, tuple[str, ...]] | None:
    """None if the running game allows ``move`` now, else a sentence and the rule ids."""
    if isinstance(move, BeginTurn | Loop | IntentionalDraw | Restart) and move.seat != g.active:
        return f"{move} is the active ruler's to report: ruler {g.active} is active, not {move.seat}", ()
    if isinstance(move, Penalty | IntentionalDraw) and not g.tournament:
        rule = "5.3g" if isinstance(move, Penalty) else "5.4e"
        what = "a judge's penalty" if isinstance(move, Penalty) else "an intentional draw"
        return f"{what} exists only in a tournament, and this game is not one", (rule,)
    if isinstance(move, Damage):
        problem = _ruler_problem(g, move.source, "the source")
        for r, n in move.amounts:
            if problem is None:
                problem = _ruler_problem(g, r, "hit")
            if problem is None and n < 1:
                problem = f"damage to ruler {r} must be 1 or more, got {n}", ()
        return problem
    if isinstance(move, Effect) and move.outcome not in OUTCOMES:
        return f"an effect says win, lose or draw, not {short_repr(move.outcome)}", ()
    if isinstance(move, Priority | DominionVote | Concede | Effect | Penalty):
        return _ruler_problem(
            g, move.seat, {Priority: "to receive priority", DominionVote: "the vote's winner"}.get(type(move), "named")
        )
    return None


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


def _ruler_remedy(g: Table, r: int, role: str) -> str | None:
    """How to name a ruler who may play ``role`` (None if ruler ``r`` is fine)."""
    if 0 <= r < len(g.rulers) and not g.rulers[r].out:
        return None
    return f"name a ruler still in the game as {role}: {_rulers_in(g)}"


def remedy(g: Table, move: Move) -> str | None:
    """What would make a refused ``move`` legal, where the rules allow a remedy (else None: a
    tournament's move in a casual game, a ruler who has left conceding again). An amount below 1
    or an effect's unknown outcome never gets here: reading the move refuses it, saying why."""
    if isinstance(move, BeginTurn | Loop | IntentionalDraw | Restart) and move.seat != g.active:
        return f"wait until you are the active ruler (ruler {g.active} is now), or let ruler {g.active} report it"
    if isinstance(move, Penalty | IntentionalDraw) and not g.tournament:
        return None  # the game is not a tournament: nothing done in it makes one (5.3g, 5.4e)
    if isinstance(move, Damage):
        fix = _ruler_remedy(g, move.source, "the source")
        for r, _ in move.amounts:
            if fix is None:
                fix = _ruler_remedy(g, r, "the one hit")
        return fix
    if isinstance(move, Concede) and 0 <= move.seat < len(g.rulers) and g.rulers[move.seat].out:
        return None  # ruler has already left the game
    if isinstance(move, Priority | DominionVote | Concede | Effect | Penalty):
        role = {
            Priority: "the one to receive priority",
            DominionVote: "the vote's winner",
            Concede: "the one who concedes",
        }
        return _ruler_remedy(g, move.seat, role.get(type(move), "the ruler named"))
    return None
