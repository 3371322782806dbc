"""MERC's rule variants: the rule set (printed rules or the page's Implementation Notes
code) and P-08's reading of the Dictator card, as game options with our text of both
readings."""

from __future__ import annotations

from dataclasses import dataclass, fields

from ...core.options import Options as OptionsBase
from ...core.options import option
from ...core.variants import Variant
from .words import say

__all__ = ["CARD_READINGS", "RULE_SETS", "VARIANTS", "Options"]


@dataclass(frozen=True)
class Options(OptionsBase):
    """Rule variants: ``rules`` ("printed" or "implementation_notes") and, for the printed
    rules, ``dictator_card`` (P-08: "in_base_sector", the default, or "anywhere"). Each is
    an option of the core's options base: its ruling and our text of each reading are the
    field's metadata."""

    rules: str = option(
        "printed",
        rule="merc.notes.base",
        readings={
            "printed": say("reading-rules-printed"),
            "implementation_notes": say("reading-rules-implementation-notes"),
        },
        names={"implementation_notes": "implementation_notes"},
        label="Rules",
        labels={"printed": "printed rules", "implementation_notes": "Implementation Notes code"},
    )
    dictator_card: str = option(
        "in_base_sector",
        rule="P-08",
        readings={
            "in_base_sector": say("reading-dictator-card-in-base-sector"),
            "anywhere": say("reading-dictator-card-anywhere"),
        },
        label="Dictator card",
        labels={"in_base_sector": "card counts in the base sector (P-08)", "anywhere": "card counts anywhere"},
    )

    def check(self) -> None:
        """The Implementation Notes code never looks at the Dictator card (P-08's option
        refines the printed rules only)."""
        if self.rules == "implementation_notes" and self.dictator_card != "in_base_sector":
            raise ValueError(
                "option 'dictator_card' refines the printed rules (P-08); the Implementation Notes code "
                "never looks at the Dictator card for a capture"
            )

    @property
    def notes(self) -> bool:
        return self.rules == "implementation_notes"


#: The rule variants, in our words (from the options' metadata).
VARIANTS: tuple[Variant, ...] = Options.variants("merc")


def _readings(name: str) -> dict[str, str]:
    readings: dict[str, str] = next(f for f in fields(Options) if f.name == name).metadata["readings"]
    return readings


#: The rule sets: the printed rules (default) and the page's Implementation Notes code.
RULE_SETS: tuple[str, ...] = tuple(_readings("rules"))
#: P-08's readings of "the Dictator card must also be defeated" (Condition 2).
CARD_READINGS: tuple[str, ...] = tuple(
    next(f for f in fields(Options) if f.name == "dictator_card").metadata["readings"]
)
