"""The bank's values: a question, its options, a pack's misreading and the feedback on an
answer. Frozen and JSON-serialisable, so a learner's record, a table's quiz and the lite
site pass them around as text and rebuild them exactly."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from ..core.driver import is_int
from ..core.inputs import load_json, short_repr
from ..core.text import Text
from ..i18n import SOURCE, Messages, check_language

__all__ = ["KINDS", "Feedback", "Misreading", "Option", "Question", "feedback"]

#: The bank's own kinds of question (a pack may add its own).
KINDS: tuple[str, ...] = ("legal_move", "what_next", "which_rule")


@dataclass(frozen=True)
class Misreading:
    """A way a player may misread a rule, declared by the pack: the rule it bends and our
    short text of the wrong reading. The bank replays a position under it to make a
    distractor."""

    rule: str
    text: str
    #: the text as the pack says it (a message, read in a reader's language; ``text`` is its English)
    said: Text = ""

    def read(self, messages: Messages) -> str:
        """The text in ``messages``' language."""
        return messages.text(self.said or self.text)


@dataclass(frozen=True)
class Option:
    """One answer of a question. ``move`` is the move as JSON text (move questions);
    ``rules`` the rule ids that make it right or refuse it; ``why`` the engine's words on
    it (the refusal, the misreading, or the account of what happened); ``remedy`` what
    would make a refused move legal; ``misreading`` the id of the misreading it shows."""

    text: str
    correct: bool
    rules: tuple[str, ...] = ()
    why: str = ""
    move: str | None = None
    remedy: str | None = None
    misreading: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "text": self.text,
            "correct": self.correct,
            "rules": list(self.rules),
            "why": self.why,
            "move": self.move,
            "remedy": self.remedy,
            "misreading": self.misreading,
        }

    @classmethod
    def from_dict(cls, data: object) -> Option:
        if not isinstance(data, dict):
            raise ValueError(f"question field 'options' must hold objects, got {short_repr(data)}")
        rules = data.get("rules", [])
        if not isinstance(rules, list) or not all(isinstance(r, str) for r in rules):
            raise ValueError(f"option field 'rules' must be a list of rule ids, got {short_repr(rules)}")
        for key in ("text", "why"):
            if not isinstance(data.get(key, ""), str):
                raise ValueError(f"option field {key!r} must be text, got {short_repr(data.get(key))}")
        for key in ("move", "remedy", "misreading"):
            if data.get(key) is not None and not isinstance(data.get(key), str):
                raise ValueError(f"option field {key!r} must be text or null, got {short_repr(data.get(key))}")
        if not isinstance(data.get("correct"), bool):
            raise ValueError(f"option field 'correct' must be true or false, got {short_repr(data.get('correct'))}")
        return cls(
            data.get("text", ""),
            data["correct"],
            tuple(rules),
            data.get("why", ""),
            data.get("move"),
            data.get("remedy"),
            data.get("misreading"),
        )


@dataclass(frozen=True)
class Question:
    """One question on one rule of one pack, made by the engine from a position.

    ``game`` is the position as a save file the pack loads (``games.get(pack).game.from_json``);
    ``seed`` rebuilds the very question (``practice.question(pack, rule, seed=seed, kind=kind)``).
    Exactly one option is correct.
    """

    pack: str
    rule: str
    kind: str
    prompt: str
    seed: int
    game: str
    options: tuple[Option, ...]

    @property
    def answer(self) -> int:
        """The index of the correct option."""
        return next(i for i, o in enumerate(self.options) if o.correct)

    def to_json(self) -> str:
        return json.dumps(
            {
                "format": "dml-tutor-question",
                "pack": self.pack,
                "rule": self.rule,
                "kind": self.kind,
                "prompt": self.prompt,
                "seed": self.seed,
                "game": self.game,
                "options": [o.to_dict() for o in self.options],
            },
            ensure_ascii=False,
        )

    @classmethod
    def from_json(cls, text: object) -> Question:
        """A question from :meth:`to_json`'s text; anything malformed is a ``ValueError`` naming the field."""
        data = load_json(text, "question")
        if not isinstance(data, dict) or data.get("format") != "dml-tutor-question":
            raise ValueError("not a dml-tutor question: field 'format' must be 'dml-tutor-question'")
        for key in ("pack", "rule", "kind", "prompt", "game"):
            if not isinstance(data.get(key), str):
                raise ValueError(f"question field {key!r} must be text, got {short_repr(data.get(key))}")
        if not is_int(data.get("seed")):
            raise ValueError(f"question field 'seed' must be an integer, got {short_repr(data.get('seed'))}")
        options = data.get("options")
        if not isinstance(options, list) or not options:
            raise ValueError(f"question field 'options' must be a list of options, got {short_repr(options)}")
        made = tuple(Option.from_dict(o) for o in options)
        if sum(o.correct for o in made) != 1:
            raise ValueError("question field 'options' must hold exactly one correct option")
        return cls(data["pack"], data["rule"], data["kind"], data["prompt"], data["seed"], data["game"], made)


@dataclass(frozen=True)
class Feedback:
    """What a learner is told after answering: right or not, the rules to read, the engine's
    words on the chosen option, the remedy for a refused move, and the misreading (its id)
    a wrong answer shows. ``rule`` is the question's rule: the one this answer reviews."""

    correct: bool
    rule: str
    rules: tuple[str, ...]
    text: str
    remedy: str | None
    misreading: str | None
    chosen: int
    answer: int


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:]


def feedback(question: Question, index: object, language: str = SOURCE) -> Feedback:
    """The feedback on choosing option ``index`` (a ``ValueError`` naming the index when
    there is no such option), its words in ``language`` (the question's own in that language:
    ``question(..., language=)``). Nothing is applied: a wrong answer is only checked."""
    messages = Messages(check_language(language))
    if not is_int(index) or not 0 <= index < len(question.options):
        raise ValueError(f"answer must be an option's index, 0 to {len(question.options) - 1}, got {short_repr(index)}")
    chosen = question.options[index]
    right = question.options[question.answer]
    if chosen.correct:
        text = messages("practice-right", why=_sentence(chosen.why)).strip()
    else:
        text = messages("practice-wrong", why=_sentence(chosen.why), answer=right.text, answer_why=right.why).strip()
    rules = tuple(dict.fromkeys((*chosen.rules, question.rule)))
    return Feedback(
        chosen.correct, question.rule, rules, text, chosen.remedy, chosen.misreading, index, question.answer
    )
