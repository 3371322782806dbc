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
from ...core.text import Say, Text, speaker
from ...core.trace import TraceEntry
from .actions import Bid, Declare
from .dice import DABO, WOOT, WYVERN, roll_name
from .game import Game
from .target import TargetValue
from .words import cards_said, event_type, resource

__all__ = ["KINDS", "Question", "Reveal", "Session", "Watcher", "kinds_of", "questions", "terms_said"]

#: The kinds of question, in the order of a game, with what the reader predicts.
KINDS: Final = {
    "target_value": "the Target Value of an Acquisition Attempt",
    "seize": "who wins a Seize Attempt",
    "roll": "where the cards go after the roll",
    "scores": "who wins on Victory Points",
}


#: The pack's messages (``locales/<lang>/predict.ftl``, and the panel's words it names).
say = speaker(__package__ or "dml_tutor.games.dml")


def _seat(seat: int) -> Say:
    return say("predict-seat", seat=seat)


def _asked(
    kind: str,
    ask_at: int,
    reveal_at: int,
    prompt: Text,
    choices: tuple[Text, ...],
    answer: Text | int,
    explanation: Text,
    rules: tuple[str, ...],
) -> Question:
    """A question in English (its texts, the choices as the answers' names) and as messages."""
    return Question(
        kind,
        ask_at,
        reveal_at,
        str(prompt),
        tuple(str(c) for c in choices),
        answer if isinstance(answer, int) else str(answer),
        str(explanation),
        rules,
        prompt,
        choices,
        explanation,
    )


class Watcher:
    """An on_step hook: looks at the engine's state after every entry and notes the questions in
    ``found`` (the tutor runs one on its live game; :func:`questions` on a replayed copy)."""

    def __init__(self, game: Game, kinds: set[str]) -> None:
        self.g = game
        self.kinds = kinds
        self.found: list[Question] = []
        self.roll: tuple[TraceEntry, int, tuple[Say, ...]] | None = None  # the roll, the TV, its choices

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
                choices: tuple[Say, ...] = (say("predict-roll-takes", seat=att.seat), say("predict-roll-nothing"))
            else:
                choices = (say("predict-roll-treasury", seat=att.seat), say("predict-roll-back"))
                if att.seizer is not None:
                    choices = (choices[0], say("predict-roll-seizer", seat=att.seizer))
            self.roll = (e, att.tv().total, choices)
        revealed = e.index > 0 and self.g.trace[e.index - 1].text.startswith("Revealed:")
        if first == "seize.award" and revealed and where == "Seize Attempt Phase" and "seize" in self.kinds:
            shown = self.g.trace[e.index - 1]
            laid = [int(s) for s in _seats_in(shown.text)]
            choices = (say("predict-nobody"), *(_seat(s) for s in laid))
            answer = choices[0] if att.seizer is None else _seat(att.seizer)
            prompt = say(
                "predict-seize",
                cards=cards_said(att.declared),
                revealed=shown.said,
                suit=att.primary,
                resource=resource(att.primary),
            )
            self.found.append(_asked("seize", e.index - 1, e.index, prompt, choices, answer, e.said, tuple(e.rules)))

    def _target_value(self, e: TraceEntry, first: str) -> None:
        """After a declaration or a bid: the step states the new Target Value (a won Seize Attempt is
        the ``seize`` question, whose answer names it)."""
        att = self.g.attempt
        assert att is not None
        if att.is_black_market:
            return
        tv = att.tv()
        act = self.g.decisions[-1] if self.g.decisions else None
        event = _event(self.g)
        if isinstance(act, Declare):
            target = _target(act.target)
            prompt = say("predict-target-value", seat=act.seat, cards=cards_said(act.cards), target=target, event=event)
        elif isinstance(act, Bid):
            prompt = say(
                "predict-target-value-bid", seat=act.seat, cards=cards_said(act.cards), role=act.role, event=event
            )
        else:  # a step without the decision that made it: the step's words before its Target Value
            what = e.text.split("Target Value")[0].rstrip(" :.")
            prompt = say("predict-target-value-step", step=what, event=event)
        explanation = say("predict-target-value-explanation", total=tv.total, terms=terms_said(tv))
        rules = tuple(dict.fromkeys(("R-02", *e.rules)))
        self.found.append(_asked("target_value", e.index - 1, e.index, prompt, (), tv.total, explanation, rules))

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
        black_market = choices[0].id == "predict-roll-takes"
        prompt = say(
            "predict-roll",
            seat=roll.seat,
            a=a,
            b=b,
            sum=a + b,
            name=_ROLL_NAME.get(roll_name(a, b) or "", "none"),
            total=tv,
            black_market="yes" if black_market else "no",
        )
        rules = tuple(dict.fromkeys((*roll.rules, *e.rules)))
        self.found.append(_asked("roll", roll.index, e.index, prompt, choices, answer, e.said, rules))

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
        answer = last.said_choices[0] if r.winner is None else _seat(r.winner)
        totals = [say("predict-seat-points", seat=s, points=sc.total) for s, sc in enumerate(r.scores)]
        explanation = say("predict-scores-explanation", result=g.trace[-1].said, totals=totals)
        found[-1] = _asked(
            last.kind,
            last.ask_at,
            len(g.trace) - 1,
            say("predict-scores"),
            last.said_choices,
            answer,
            explanation,
            last.rules,
        )

    def _scores(self, e: TraceEntry) -> None:
        g = self.g
        choices = (say("predict-tie"), *(_seat(s) for s in range(g.players)))
        rules = ("end.counting", "end.ties", "R-28", "R-29")
        # the last entry of the game answers it: set when the game is over
        self.found.append(_asked("scores", e.index, -1, say("predict-scores"), choices, "", "", rules))


#: The steps that state a new Target Value: a declaration, a bid.
_TV_RULES: Final = frozenset({"acq.declaration", "bid.primary", "bid.secondary"})


#: A double's name, as the roll question's message selects it.
_ROLL_NAME: Final = {DABO: "dabo", WOOT: "woot", WYVERN: "wyvern"}


def _event(g: Game) -> Say:
    ev = g.event
    return say("predict-event", name=event_type(ev.type), value=ev.value)


def _target(zone: str) -> Say:
    """An attempt's target in words ("stock:S": "the Iron Stock"), by the panel's words."""
    kind, _, rest = zone.partition(":")
    if kind == "stock":
        return say("panel-target-stock", resource=resource(rest))
    if kind == "black_market":
        return say("panel-target-black-market", number=rest)
    if kind == "court":
        return say("panel-target-court", seat=rest)
    return say("panel-target-event")


def terms_said(tv: TargetValue) -> list[Say]:
    """The Target Value term by term (``TargetValue.terms``), each "label +n" in the panel's words
    (a Predict reveal's account and a practice answer's)."""
    if tv.fixed is not None:
        return [say("predict-term", label=say("panel-term-black-market"), amount=f"{tv.fixed:+d}")]
    declared = "panel-term-declared-emblem" if tv.values else "panel-term-declared"
    out = [(say(declared, card=c.symbol), v) for c, v in zip(tv.declared, tv.declared_values, strict=True)]
    out += [
        (say("panel-term-event", card=c.symbol), m) for c, m in zip(tv.declared, tv.event_modifiers, strict=False) if m
    ]
    if tv.emblem_bonus:
        out.append((say("panel-term-static-bonus"), -tv.emblem_bonus))
    out += [(say("panel-term-active-primary", card=c.symbol), -c.face_value) for c in tv.active_primary]
    if tv.seizer_primary:
        seizer = " ".join(c.symbol for c in tv.seizer_primary)
        if tv.active_secondary:
            raw = sum(c.face_value for c in tv.seizer_primary)
            less = sum(c.face_value for c in tv.active_secondary)
            secondary = " ".join(c.symbol for c in tv.active_secondary)
            label = say("panel-term-seizer-less", cards=seizer, secondary=secondary, raw=str(raw), less=str(less))
        else:
            label = say("panel-term-seizer", cards=seizer)
        out.append((label, tv.seize_pressure))
    return [say("predict-term", label=label, amount=f"{amount:+d}") for label, amount in out]


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
