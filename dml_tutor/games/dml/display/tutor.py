"""Dragon's Money Laundering's tutor, the entry of DML's public API (``dml_tutor.Tutor``).

Below the public API nothing defaults to a game: the generic :class:`~dml_tutor.tutor.Tutor`
takes the pack from the game or from ``pack=``; this one plays DML unless given a game.
"""

from __future__ import annotations

from typing import Any

from ....core.driver import Driver
from ....core.pack import Pack
from ....tutor.session import TutorSession
from ....tutor.widget import Tutor
from .. import PACK

__all__ = ["DmlTutor"]


class DmlTutor(Tutor):
    """:class:`~dml_tutor.tutor.Tutor` with DML's pack unless a game is given, so
    ``dml.Tutor(seed=7)`` plays DML and ``dml.Tutor.from_position(position)`` starts from a
    described DML position (docs/formats.md)."""

    def __init__(
        self,
        game: Driver[Any] | int | None = None,
        *,
        pack: str | Pack | None = None,
        session: TutorSession | None = None,
        **kwargs: Any,
    ) -> None:
        if pack is None and session is None and not isinstance(game, Driver):
            pack = PACK
        super().__init__(game, pack=pack, session=session, **kwargs)

    @classmethod
    def from_position(cls, position: dict[str, Any] | str, *, pack: str | Pack = PACK, **kwargs: Any) -> Tutor:
        """A DML tutor starting from a described position (a dict or JSON text)."""
        return super().from_position(position, pack=pack, **kwargs)
