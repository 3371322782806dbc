"""How a game ended, as data every pack shares (in the manner of python-chess's Outcome)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Outcome:
    """The end of a game: who won, who lost, whether it is a draw, and which rule said so.

    ``winners`` and ``losers`` are seat indices (a pack names its seats); ``rule`` is the
    catalog id of the rule that ended the game; ``reason`` a short machine-readable word.
    """

    winners: tuple[int, ...]
    losers: tuple[int, ...]
    draw: bool
    rule: str
    reason: str

    def __post_init__(self) -> None:
        if self.draw and self.winners:
            raise ValueError("a drawn game has no winners")
