"""Practice until it sticks: questions on every rule, made by the engine (:mod:`.bank`),
as frozen JSON values (:mod:`.values`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .bank import coverage, excluded, in_language, misreadings, order, places, question
from .values import KINDS, Feedback, Misreading, Option, Question, feedback

if TYPE_CHECKING:
    from .learner import Learner, learners


def __getattr__(name: str) -> Any:
    """``Learner`` and ``learners`` on first use (PEP 562): asking questions loads no
    scheduler and no SQLite."""
    if name in ("Learner", "learners"):
        from . import learner

        return getattr(learner, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "KINDS",
    "Feedback",
    "Learner",
    "Misreading",
    "Option",
    "Question",
    "coverage",
    "excluded",
    "feedback",
    "in_language",
    "learners",
    "misreadings",
    "order",
    "places",
    "question",
]
