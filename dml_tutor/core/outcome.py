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


class GameOver(Exception):
    """Ends the game at once, from any depth of sequences: one end-of-game contract for
    every pack (in the manner of boardgame.io's single ``endIf``).

    A sequence records how the game ended (``Driver.end``) and raises this; it unwinds
    every open sequence (their frames pop), and the driver catches it, so the game is over
    with nothing pending. A game that ends by its outermost sequence returning needs no
    exception: ``Driver.end`` then the return. ``result`` is the pack's result (anything
    with an ``outcome``, or an :class:`Outcome` itself).
    """

    def __init__(self, result: object) -> None:
        super().__init__(result)
        self.result = result
