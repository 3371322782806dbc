"""Terrus's rule variants: P-09's two readings of mutual lethal damage, as a game option
with our text of both."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any

from ...core.inputs import short_repr
from ...core.variants import Variant

__all__ = ["MUTUAL_LETHAL", "VARIANTS", "Options"]

#: The readings of mutual lethal damage (P-09): a draw (default), or the source wins.
MUTUAL_LETHAL = ("draw", "source_wins")


@dataclass(frozen=True)
class Options:
    """Rule variants (each named by the ruling that defines it)."""

    #: P-09: "draw" (5.3d, then 5.4a) or "source_wins" (strict timing: 5.2a ends the game first).
    mutual_lethal: str = "draw"

    @classmethod
    def from_dict(cls, data: dict[str, Any] | Options | None) -> Options:
        if data is None:
            return cls()
        if isinstance(data, Options):
            data = asdict(data)
        if not isinstance(data, dict):
            raise ValueError(f"options must be a dict, got {type(data).__name__}")
        known = {f.name for f in fields(cls)}
        for k, v in data.items():
            if k not in known:
                raise ValueError(f"unknown option {short_repr(k)}; known options: {', '.join(sorted(known))}")
            if v not in MUTUAL_LETHAL:
                raise ValueError(f"option 'mutual_lethal' must be 'draw' or 'source_wins' (P-09), got {short_repr(v)}")
        return cls(**data)


#: The rule variants, in our words (the options of :class:`Options`).
VARIANTS: tuple[Variant, ...] = (
    Variant(
        "terrus",
        "mutual_lethal",
        "P-09",
        "A resolution that brings its source and the source's only remaining opponent to 0 vitae or less "
        "is a draw: the source would win and lose at once (5.3d), and everyone left loses together (5.4a).",
        "Strict timing: 5.2a ends the game before 5.3b could apply, so the source of that resolution wins.",
        "source_wins",
    ),
)
