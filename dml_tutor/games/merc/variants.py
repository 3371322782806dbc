"""MERC's rule variants: the rule set (printed rules or the page's Implementation Notes
code) and P-08's reading of the Dictator card, as game options with our text of both
readings."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields

from ...core.inputs import short_repr
from ...core.variants import Variant

__all__ = ["CARD_READINGS", "RULE_SETS", "VARIANTS", "Options"]

#: The rule sets: the printed rules (default) and the page's Implementation Notes code.
RULE_SETS = ("printed", "implementation_notes")
#: P-08's readings of "the Dictator card must also be defeated" (Condition 2).
CARD_READINGS = ("in_base_sector", "anywhere")


@dataclass(frozen=True)
class Options:
    """Rule variants: ``rules`` ("printed" or "implementation_notes") and, for the printed
    rules, ``dictator_card`` (P-08: "in_base_sector", the default, or "anywhere")."""

    rules: str = "printed"
    dictator_card: str = "in_base_sector"

    @classmethod
    def from_dict(cls, data: object) -> Options:
        if data is None:
            return cls()
        if isinstance(data, Options):
            return cls.from_dict(asdict(data))  # an instance is checked like a dict
        if not isinstance(data, dict):
            raise ValueError(f"options must be a dict, got {type(data).__name__}")
        known = {f.name for f in fields(cls)}
        for k in data:
            if k not in known:
                raise ValueError(f"unknown option {short_repr(k)}; the options: {', '.join(sorted(known))}")
        rules = data.get("rules", "printed")
        if rules not in RULE_SETS:
            raise ValueError(f"option 'rules' must be one of {', '.join(RULE_SETS)}, got {short_repr(rules)}")
        card = data.get("dictator_card", "in_base_sector")
        if card not in CARD_READINGS:
            readings = ", ".join(CARD_READINGS)
            raise ValueError(f"option 'dictator_card' must be one of {readings} (P-08), got {short_repr(card)}")
        if rules == "implementation_notes" and card != "in_base_sector":
            raise ValueError(
                "option 'dictator_card' refines the printed rules (P-08); the Implementation Notes code "
                "never looks at the Dictator card for a capture"
            )
        return cls(rules, card)

    @property
    def notes(self) -> bool:
        return self.rules == "implementation_notes"


#: The rule variants, in our words (the options of :class:`Options`).
VARIANTS: tuple[Variant, ...] = (
    Variant(
        "merc",
        "rules",
        "merc.notes.base",
        "The printed rules: the base falls to the Rebels only when they control its revealed sector "
        "with every Dictator unit and the Dictator card defeated; Tactics end the game at the end of "
        "the Dictator's turn.",
        "The page's Implementation Notes code: the base falls once its revealed sector is not held by "
        "the Dictator (an empty sector too), and the end check, exhausted Tactics included, also runs "
        "after each combat.",
        "implementation_notes",
        "implementation_notes",
    ),
    Variant(
        "merc",
        "dictator_card",
        "P-08",
        "The Dictator card stops a capture only while it is in the base sector.",
        "The Dictator card stops a capture wherever it is on the board.",
        "anywhere",
    ),
)
