"""Scenarios that are a position and a list of moves, for any pack whose game starts from a
position (MERC's, Terrus's): the moves are written as the pack prints them, and the engine
reads, checks and plays each one.

:class:`ScriptedScenario` needs of its pack only the public facade: the game's
``from_position(position, options, on_step=...)``, ``apply``, ``legal_actions`` and
``outcome``, and the pack's seat names; its subclasses say how their fields make a
position (the pack's JSON format) and which position field comes from which argument.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, ClassVar

from .. import games
from ..core.driver import Driver, IllegalActionError
from ..core.text import Text, commas, say
from ..core.trace import TraceEntry
from .core import Said, Scenario, ScenarioResult, Value, arg
from .runner import Run, Step

__all__ = ["ScriptedScenario", "moves_field", "outcome_text", "seat_said"]

_FIELD = re.compile(r"^position field '([^']*)'[:]?\s*(.*)$", re.S)


def _moves(name: str, value: object) -> tuple[str, ...]:
    """Moves as text, one a line (or separated by ";"), or a list of texts."""
    if isinstance(value, str):
        items: list[object] = [m for m in re.split(r"[;\n]", value)]
    elif isinstance(value, list | tuple):
        items = list(value)
    else:
        raise ValueError(f"{name} must be text, one move a line, or a list of moves' texts, got {value!r}")
    out = []
    for m in items:
        if not isinstance(m, str):
            raise ValueError(f"{name}: a move is text as the game prints it, not {m!r}")
        if m.strip():
            out.append(" ".join(m.split()))
    return tuple(out)


def moves_field(default: str | tuple[str, ...] = ()) -> Any:
    """The moves to play, in the pack's printed form, one a line."""
    return arg(Said(say("scene-field-moves")), "text", default, _moves, text="\n".join)


def outcome_text(game: Driver[Any], seat: Callable[[Driver[Any], int], Text] | None = None) -> Said:
    """How the game stands: "in play", or who won or lost by which rule (the core's Outcome);
    ``seat`` names a seat (default: the pack's seat names, a numbered seat in the reader's words)."""
    outcome = game.outcome
    if outcome is None:
        return Said(say("scene-in-play"))
    name = seat or seat_said

    def who(seats: tuple[int, ...]) -> Text:
        return commas([name(game, s) for s in seats]) if seats else say("scene-nobody")

    if outcome.draw:
        if outcome.losers:
            return Said(
                say("scene-draw-lost-before", reason=outcome.reason, rule=outcome.rule, losers=who(outcome.losers))
            )
        return Said(say("scene-draw", reason=outcome.reason, rule=outcome.rule))
    return Said(say("scene-won-by", winners=who(outcome.winners), reason=outcome.reason, rule=outcome.rule))


def seat_said(game: Driver[Any], seat: int) -> Text:
    """A seat as the pack names it; a numbered seat ("seat 2") in the reader's words."""
    names = games.get(game.pack).seats(game)
    name = names[seat] if seat < len(names) else f"seat {seat}"
    return say("scene-seat", seat=seat) if name == f"seat {seat}" else name


def _without_rules(error: IllegalActionError) -> str:
    """The engine's sentence without the rule ids it appends."""
    text = str(error)
    tail = f" [{', '.join(error.rules)}]"
    return text[: -len(tail)] if error.rules and text.endswith(tail) else text


class _MovesRun(Run[Any]):
    """A run whose refusals name the move: "moves: move 2 (priority 0) is refused: ..."."""

    def _take(self, step: Step) -> None:
        try:
            super()._take(step)
        except IllegalActionError as e:
            raise IllegalActionError(
                f"moves: {step.label} ({step.action}) is refused: {_without_rules(e)}", e.rules
            ) from None

    def never_offered(self, step: Step, since: int) -> IllegalActionError:
        e = super().never_offered(step, since)
        return IllegalActionError(f"moves: {_without_rules(e)}", e.rules)


class ScriptedScenario(Scenario):
    """A position, the pack's options and moves played in order; the rows are every step."""

    value_label = Said(say("scene-outcome"))
    moves: tuple[str, ...]
    #: Which argument writes each top-level position field (a refused field names it).
    position_fields: ClassVar[dict[str, str]] = {}

    def options(self) -> dict[str, Any]:
        """The pack's options (rule readings) this scenario plays under."""
        return {}

    def start(self, on_step: Callable[[TraceEntry], None]) -> Driver[Any]:
        """The pack's game from :meth:`position` and :meth:`options`, calling ``on_step``."""
        raise NotImplementedError

    def value(self, game: Driver[Any]) -> Value:
        """The table in a few words while the game runs (from what the pack lets every seat
        observe, :meth:`describe`), then the outcome."""
        if game.outcome is None:
            described = self.describe(games.get(self.pack).observe(game, None))
            if described:
                return Said(described)
        return outcome_text(game, self.seat_said)

    def describe(self, observation: Any) -> Text | None:
        """What to show of the table, from the pack's observation (None: the outcome only)."""
        return None

    def seat_said(self, game: Driver[Any], seat: int) -> Text:
        """How the outcome names a seat (default :func:`seat_said`)."""
        return seat_said(game, seat)

    @contextmanager
    def _naming_fields(self) -> Iterator[None]:
        """Re-raise the engine's refusal of a position field as the argument that wrote it."""
        try:
            yield
        except ValueError as e:
            field, reason = getattr(e, "field", None), getattr(e, "reason", None)
            if field is None and (m := _FIELD.match(str(e))):
                field, reason = m.group(1), m.group(2)
            top = re.split(r"[.\[]", field)[0] if isinstance(field, str) else ""
            name = self.position_fields.get(field if isinstance(field, str) else "", self.position_fields.get(top))
            if name is None or reason is None:
                raise
            where = name if field == name else f"{name} ({field})"
            raise ValueError(f"{where}: {reason}") from e

    def run(self) -> ScenarioResult:
        steps = [Step(m, f"move {n}") for n, m in enumerate(self.moves, 1)]
        with self._naming_fields():
            r = _MovesRun(self.start, self.value, steps, until_the_end=True)
        r.drive()
        played = len(self.moves) - len(r.unplayed)
        outcome = outcome_text(r.game, self.seat_said).said
        notes: list[str] = [Said(say("scene-after-moves", count=played, outcome=outcome))]
        if r.unplayed:
            notes.append(Said(say("scene-moves-unplayed", count=len(r.unplayed))))
        return ScenarioResult(self.heading(), r.rows(), r.game, self.value_label, notes, language=self.language)
