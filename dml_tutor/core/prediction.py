"""Predict, then reveal, for any game: a question the engine answers at a later step, a
reader's guess checked against it, and the score of a sitting. A pack finds its own
questions (its own ``predict`` module); the tutor and notebooks draw them."""

from __future__ import annotations

from dataclasses import dataclass, field

from .driver import is_int
from .text import Text

__all__ = ["Question", "Reveal", "Session"]


@dataclass(frozen=True, slots=True)
class Question:
    """One prediction: asked while the tutor shows trace entry ``ask_at``; entry ``reveal_at`` answers it.

    ``choices`` is empty when the answer is a whole number (a total to work out); otherwise the
    answer is one of the choices. ``explanation`` is the engine's own account, ``rules`` the
    rule ids to read. The texts are English; ``said_prompt``, ``said_choices`` and
    ``said_explanation`` are the same as messages (:class:`~.text.Say`), read in each reader's
    language where shown (the choices stay the answers' names in English).
    """

    kind: str
    ask_at: int
    reveal_at: int
    prompt: str
    choices: tuple[str, ...]
    answer: str | int
    explanation: str
    rules: tuple[str, ...]
    said_prompt: Text = ""
    said_choices: tuple[Text, ...] = ()
    said_explanation: Text = ""

    def read(self, guess: object) -> str | int:
        """The guess as this question takes it: a whole number, or a choice (its text or its index).
        ValueError naming the question's kind when it is neither."""
        if not self.choices:
            if isinstance(guess, str) and guess.strip().lstrip("-").isdigit():
                return int(guess.strip())
            if is_int(guess):
                return int(guess)
            raise ValueError(f"{self.kind}: the answer is a whole number, got {guess!r}")
        if is_int(guess) and 0 <= int(guess) < len(self.choices):
            return self.choices[int(guess)]
        if isinstance(guess, str):
            for c in self.choices:
                if guess.strip().lower() == c.lower():
                    return c
        raise ValueError(f"{self.kind}: choose one of {list(self.choices)} (or its number), got {guess!r}")


@dataclass(frozen=True, slots=True)
class Reveal:
    """What the engine did, against what the reader predicted."""

    question: Question
    guess: str | int
    right: bool

    @property
    def text(self) -> str:
        verdict = "Right" if self.right else f"Not quite: you said {self.guess}"
        return f"{verdict}. {self.question.explanation} (rules: {', '.join(self.question.rules)})"


@dataclass
class Session:
    """A reader's predictions and score over a sitting: commit a guess, get the reveal."""

    revealed: list[Reveal] = field(default_factory=list)

    def commit(self, question: Question, guess: object) -> Reveal:
        """Check a guess (ValueError, score untouched, when it is not an answer of this question)."""
        value = question.read(guess)
        reveal = Reveal(question, value, value == question.answer)
        self.revealed.append(reveal)
        return reveal

    @property
    def right(self) -> int:
        return sum(r.right for r in self.revealed)

    @property
    def asked(self) -> int:
        return len(self.revealed)

    @property
    def score(self) -> str:
        return f"{self.right} of {self.asked} right" if self.asked else "no predictions yet"
