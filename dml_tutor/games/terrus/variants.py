"""Terrus's rule variants: P-09's two readings of mutual lethal damage, as an option of
the core's options base (its ruling and our text of each reading are the field's metadata)."""

from __future__ import annotations

from dataclasses import dataclass, fields

from ...core.options import Options as OptionsBase
from ...core.options import option
from ...core.variants import Variant
from .words import say

__all__ = ["MUTUAL_LETHAL", "VARIANTS", "Options"]


@dataclass(frozen=True)
class Options(OptionsBase):
    """Rule variants (each named by the ruling that defines it)."""

    #: P-09: "draw" (5.3d, then 5.4a) or "source_wins" (strict timing: 5.2a ends the game first).
    mutual_lethal: str = option(
        "draw",
        rule="P-09",
        readings={
            "draw": say("reading-mutual-lethal-draw"),
            "source_wins": say("reading-mutual-lethal-source-wins"),
        },
        label="Mutual lethal damage (P-09)",
        labels={"draw": "a draw (5.3d, then 5.4a)", "source_wins": "the source wins (strict timing)"},
    )


#: The readings of mutual lethal damage (P-09): a draw (default), or the source wins.
MUTUAL_LETHAL: tuple[str, ...] = tuple(
    next(f for f in fields(Options) if f.name == "mutual_lethal").metadata["readings"]
)

#: The rule variants, in our words (from the options' metadata).
VARIANTS: tuple[Variant, ...] = Options.variants("terrus")
