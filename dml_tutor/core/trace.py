"""What the engine records for each step: the nesting path, the rule ids, one sentence."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from .text import Text


class Frame(NamedTuple):
    """One level of the live sequence nesting.

    ``name`` is the rulebook sequence ("Round", "Bidding Phase"); ``label`` is what a
    reader sees for this instance ("Round 3", "Turn of seat 2", "Bid Action 2"; a message,
    ``str()`` its English);
    ``serial`` tells apart two instances with the same label (two extra Market Actions
    in a row), so "step out" knows when one ends and the next begins.
    """

    name: str
    label: Text
    serial: int = 0


@dataclass(frozen=True, slots=True)
class TraceEntry:
    """One step of the game as a reader sees it.

    ``kind`` is "step" (automatic), "roll" (chance: ``chance`` holds its results, which the
    pack describes, ``Pack.chance``), "decision" (a player is asked; ``seat`` is who; the
    driver records it) or "action" (what the player chose). ``said`` is the sentence as the
    engine says it (a message, read in the reader's language by ``dml_tutor.i18n``); ``text``
    is its English.
    """

    index: int
    path: tuple[Frame, ...]
    rules: tuple[str, ...]
    said: Text
    kind: str = "step"
    seat: int | None = None
    chance: tuple[int, ...] | None = None
    round: int = 0
    #: For "action" entries: the action taken (an ``Action``), forced single choices included.
    action: Any = None
    #: Only ``seat`` may see this entry (a question the others must not learn was asked).
    private: bool = False

    @property
    def text(self) -> str:
        """The sentence in English."""
        return str(self.said)

    @property
    def breadcrumb(self) -> str:
        return " > ".join(str(f.label) for f in self.path)

    def __str__(self) -> str:
        return f"[{', '.join(self.rules)}] {self.breadcrumb}: {self.text}"


def first_divergence(a: Sequence[TraceEntry], b: Sequence[TraceEntry]) -> int | None:
    """The index of the first step where two traces differ (path, rules or text), or
    where one ends before the other; None when they are the same."""
    for i, (x, y) in enumerate(zip(a, b, strict=False)):
        if str(x) != str(y) or x.kind != y.kind:
            return i
    return None if len(a) == len(b) else min(len(a), len(b))
