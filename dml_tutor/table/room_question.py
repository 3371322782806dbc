"""Predict for the whole room: the teacher asks the question of a step (the pack's own
predict-then-reveal questions), each seat's device commits a guess, and the reveal shows the
room's tally beside the engine's answer."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from ..core.pack import Pack
from ..core.prediction import Question
from ..i18n import Messages
from ..tutor.panel import Panel

__all__ = ["RoomQuestion", "questions"]


def questions(pack: Pack, panel: Panel, settings: Mapping[str, Any], decisions: Sequence[Any]) -> list[Question]:
    """Every question of a game so far (its settings and decisions) whose answer the game has
    already given, found by the pack's predictor on a replayed copy (the table's own game is
    left as it is)."""
    game = pack.from_settings(settings)
    finder = panel.predictor(game, list(panel.predict_kinds))  # ValueError: the pack has none
    game.on_step = finder
    game.replay(list(decisions))
    if game.is_over:
        finder.finish()
    last = len(game.trace) - 1
    return [q for q in finder.found if 0 <= q.ask_at < q.reveal_at <= last]


class RoomQuestion:
    """One question put to the room: each seat's guess (its last), then the reveal."""

    def __init__(self, question: Question, about: str) -> None:
        self.question = question
        self.about = about
        self.guesses: dict[str, str | int] = {}
        self.reveal: dict[str, Any] | None = None

    def open_reveal(self) -> dict[str, Any]:
        """The engine's answer beside the room's tally (each guess, how many, right or not)."""
        q = self.question
        counts = Counter(self.guesses.values())
        tally = [{"guess": g, "count": n, "right": g == q.answer} for g, n in counts.most_common()]
        self.reveal = {
            "answer": q.answer,
            "explanation": q.explanation,
            "rules": list(q.rules),
            "tally": tally,
            "right": sum(1 for g in self.guesses.values() if g == q.answer),
            "of": len(self.guesses),
        }
        return self.reveal

    def json(self, role_key: str, messages: Messages | None = None, about: str | None = None) -> dict[str, Any]:
        """What ``role_key``'s page shows: the question, how many have committed, its own guess,
        and once revealed the answer and the tally (never another seat's guess before it). The
        words are in ``messages``' language where the question says them as messages (``prompt``,
        ``labels`` beside the ``choices`` a guess names, the reveal's ``explanation`` and
        ``answer_label``); ``about`` names its kind in that language."""
        q = self.question
        m = messages if messages is not None else Messages()
        labels = [m.text(c) for c in q.said_choices] if len(q.said_choices) == len(q.choices) else list(q.choices)
        reveal = self.reveal
        if reveal is not None:
            label = labels[q.choices.index(q.answer)] if q.answer in q.choices else str(q.answer)
            said = m.text(q.said_explanation) if q.said_explanation else q.explanation
            reveal = {**reveal, "explanation": said, "answer_label": label}
        return {
            "kind": q.kind,
            "about": self.about if about is None else about,
            "prompt": m.text(q.said_prompt) if q.said_prompt else q.prompt,
            "choices": list(q.choices),
            "labels": labels,
            "committed": len(self.guesses),
            "mine": self.guesses.get(role_key),
            "reveal": reveal,
        }
