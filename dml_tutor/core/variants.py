"""Rule variants: a reading of a ruling that a group of players could plausibly use instead.

A pack lists its variants (``VARIANTS`` in its package) as :class:`Variant` values: the
option that switches it, the ruling it switches, and our text of both readings. The
lab's registry (``dml_tutor.lab.variants``) collects them for comparisons.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .text import Text


@dataclass(frozen=True)
class Variant:
    """One switchable ruling: ``option`` set to ``value`` gives the variant reading."""

    #: The pack ("dml").
    pack: str
    #: The option's name, which is the variant's name ("powers_from_court").
    option: str
    #: The rule id of the ruling it switches ("R-17").
    rule: str
    #: Our words for the default reading and for the variant (messages of the pack's catalog,
    #: read in the reader's language; ``str()`` is the English).
    default: Text
    variant: Text
    #: The option's value that gives the variant (the default is the other one).
    value: Any = False
    #: The variant's name when it is not the option's ("implementation_notes" for rules=...).
    label: str = ""

    @property
    def name(self) -> str:
        return self.label or self.option

    @property
    def options(self) -> dict[str, Any]:
        """The game options that switch this variant on."""
        return {self.option: self.value}
