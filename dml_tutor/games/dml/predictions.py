"""Predict, then reveal: questions the engine can answer, asked just before the step that answers them.

A reader commits a prediction (the Target Value, who wins a Seize Attempt, where the cards
go after a roll, who wins on points), then the engine's own step reveals the answer and
the rule ids that explain it. :func:`questions` finds every such moment in a game's
recorded trace by replaying it with the ``on_step`` hook, so each answer is read from the
engine's state at that step, never worked out a second time. :class:`Session` keeps the
score. No display code here: the tutor and the notebook helper draw the questions.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Final

from ...core.prediction import Question, Reveal, Session
from ...core.trace import TraceEntry
from .cards import RESOURCE_NAME, Card
from .dice import roll_name
from .game import Game

__all__ = ["KINDS", "Question", "Reveal", "Session", "Watcher", "kinds_of", "questions"]

#: The kinds of question, in the order of a game, with what the reader predicts.
KINDS: Final = {
    "target_value": "the Target Value of an Acquisition Attempt",
    "seize": "who wins a Seize Attempt",
    "roll": "where the cards go after the roll",
    "scores": "who wins on Victory Points",
}


def _cards(cards: Iterable[Card]) -> str:
    return " ".join(c.symbol for c in cards) or "nothing"


class Watcher:
    """An on_step hook: looks at the engine's state after every entry and notes the questions in
    ``found`` (the tutor runs one on its live game; :func:`questions` on a replayed copy)."""

    def __init__(self, game: Game, kinds: set[str]) -> None:
        self.g = game
        self.kinds = kinds
        self.found: list[Question] = []
        self.roll: tuple[TraceEntry, int, tuple[str, ...]] | None = None  # the roll, the TV, its choices

    def __call__(self, e: TraceEntry) -> None:
        g = self.g
        where = e.path[-1].name if e.path else ""
        att = g.attempt
        first = e.rules[0] if e.rules else ""
        if self.roll is not None and e.kind == "step" and e.index == self.roll[0].index + 1:
            self._roll_answer(e)
        if att is None:
            if first == "end.stage" and "scores" in self.kinds:
                self._scores(e)
            return
        if "target_value" in self.kinds and e.kind == "step" and first in _TV_RULES and "Target Value" in e.text:
            self._target_value(e, first)
        if e.kind == "roll" and where == "Resolution Step" and "roll" in self.kinds:
            if att.is_black_market:
                choices: tuple[str, ...] = (f"seat {att.seat} takes a card at random", "nothing is taken")
            else:
                choices = (f"into seat {att.seat}'s Treasury", "back where they came from")
                if att.seizer is not None:
                    choices = (choices[0], f"to the Seizer, seat {att.seizer}")
            self.roll = (e, att.tv().total, choices)
        revealed = e.index > 0 and self.g.trace[e.index - 1].text.startswith("Revealed:")
        if first == "seize.award" and revealed and where == "Seize Attempt Phase" and "seize" in self.kinds:
            laid = [int(s) for s in _seats_in(self.g.trace[e.index - 1].text)]
            choices = ("nobody", *(f"seat {s}" for s in laid))
            shown = self.g.trace[e.index - 1].text.removeprefix("Revealed: ")
            answer = "nobody" if att.seizer is None else f"seat {att.seizer}"
            self.found.append(
                Question(
                    "seize",
                    e.index - 1,
                    e.index,
                    f"The Seize cards are turned up on {_cards(att.declared)}: "
                    f"{shown} Only {_a(RESOURCE_NAME[att.primary])} "
                    "card the Event allows can win. Who wins the Seize Attempt?",
                    choices,
                    answer,
                    e.text,
                    tuple(e.rules),
                )
            )

    def _target_value(self, e: TraceEntry, first: str) -> None:
        """After a declaration or a bid: the step states the new Target Value (a won Seize Attempt is
        the ``seize`` question, whose answer names it)."""
        att = self.g.attempt
        assert att is not None
        if att.is_black_market:
            return
        tv = att.tv()
        terms = ", ".join(f"{label} {amount:+d}" for label, amount in tv.terms())
        what = e.text.split("Target Value")[0].rstrip(" :.")
        self.found.append(
            Question(
                "target_value",
                e.index - 1,
                e.index,
                f"{what}. What is the Target Value now (Event: {_event(self.g)})?",
                (),
                tv.total,
                f"Target Value {tv.total}: {terms}.",
                tuple(dict.fromkeys(("R-02", *e.rules))),
            )
        )

    def _roll_answer(self, e: TraceEntry) -> None:
        assert self.roll is not None
        roll, tv, choices = self.roll
        self.roll = None
        text = e.text
        if text.startswith("Success"):
            answer = choices[0]
        elif len(choices) == 2 and text.startswith("Failure"):
            answer = choices[1]
        else:
            return  # an outcome this question does not offer: not asked
        a, b = roll.chance or (0, 0)
        named = roll_name(a, b)
        name = f" ({named})" if named else ""
        self.found.append(
            Question(
                "roll",
                roll.index,
                e.index,
                f"Seat {roll.seat} rolled {a} + {b} = {a + b}{name} against Target Value {tv}. "
                + (
                    f"What does seat {roll.seat} get from the Black Market?"
                    if "random" in choices[0]
                    else "Where do the declared cards go?"
                ),
                choices,
                answer,
                text,
                tuple(dict.fromkeys((*roll.rules, *e.rules))),
            )
        )

    def finish(self) -> None:
        """At the end of the game: the scores question gets its answer (or goes, when the game
        did not end on Victory Points)."""
        found = self.found
        if not found or found[-1].kind != "scores" or found[-1].reveal_at != -1:
            return
        g = self.g
        last = found[-1]
        r = g.result
        if r is None:
            return  # not over yet
        if r.reason != "victory_points" or not r.scores:
            found.pop()
            return
        answer = "nobody (a tie)" if r.winner is None else f"seat {r.winner}"
        totals = "; ".join(f"seat {s}: {sc.total}" for s, sc in enumerate(r.scores))
        found[-1] = Question(
            last.kind,
            last.ask_at,
            len(g.trace) - 1,
            last.prompt,
            last.choices,
            answer,
            f"{g.trace[-1].text} Victory Points: {totals}.",
            last.rules,
        )

    def _scores(self, e: TraceEntry) -> None:
        g = self.g
        self.found.append(
            Question(
                "scores",
                e.index,
                -1,  # the last entry of the game: set when the game is over
                "The Merchant Kings are revealed and the Victory Points are counted. Who wins?",
                ("nobody (a tie)", *(f"seat {s}" for s in range(g.players))),
                "",
                "",
                ("end.counting", "end.ties", "R-28", "R-29"),
            )
        )


#: The steps that state a new Target Value: a declaration, a bid.
_TV_RULES: Final = frozenset({"acq.declaration", "bid.primary", "bid.secondary"})


def _a(word: str) -> str:
    return f"{'an' if word[0] in 'AEIOU' else 'a'} {word}"


def _event(g: Game) -> str:
    ev = g.event
    return f"{ev.type} {ev.value}" if ev.value else ev.type


def _seats_in(text: str) -> list[str]:
    """The seats named in a "Revealed: seat 1 5♠, seat 3 2♦." step."""
    return [w.split()[1] for w in text.removeprefix("Revealed: ").rstrip(".").split(", ") if w.startswith("seat ")]


def questions(game: Game, kinds: Iterable[str] | None = None) -> list[Question]:
    """Every prediction moment of ``game``'s recorded trace, in order (``kinds``: some of :data:`KINDS`).

    The game is replayed on a copy with the ``on_step`` hook; ``game`` is not touched.
    """
    wanted = set(kinds_of(None if kinds is None else list(kinds)))
    g = game.copy(trace=True)
    watch = Watcher(g, wanted)
    g.on_step = watch
    g.replay(game.decisions)
    g.on_step = None
    watch.finish()
    return list(watch.found)


def kinds_of(names: Sequence[str] | str | None) -> tuple[str, ...]:
    """Kinds given as a list or one name ("all" or None: every kind); ValueError naming the unknown."""
    if names is None or names == "all":
        return tuple(KINDS)
    items = (names,) if isinstance(names, str) else tuple(names)
    for k in items:
        if k not in KINDS:
            raise ValueError(f"kinds: unknown {k!r}, choose from {list(KINDS)}")
    return items
