"""Practice until it sticks: questions on every rule, made by the engine (:mod:`.bank`),
as frozen JSON values (:mod:`.values`)."""

from __future__ import annotations

from .bank import coverage, excluded, misreadings, order, question
from .values import KINDS, Feedback, Misreading, Option, Question, feedback

__all__ = [
    "KINDS",
    "Feedback",
    "Misreading",
    "Option",
    "Question",
    "coverage",
    "excluded",
    "feedback",
    "misreadings",
    "order",
    "question",
]
