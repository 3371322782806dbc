"""DML's rule variants: each switches one ruling, with our text of both readings.

The engine reads each as a field of :class:`Options` (on the core's options base: each
field's metadata gives its ruling and our text of both readings) where the
rule applies; the ruling ids are those of the shared rulings (dml-reference, rulings).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.options import Options as OptionsBase
from ...core.options import option
from ...core.text import Text
from ...core.variants import Variant
from .words import say

__all__ = ["VARIANTS", "Options"]


def _both(on: Text, off: Text) -> dict[bool, Text]:
    return {True: on, False: off}


@dataclass(frozen=True)
class Options(OptionsBase):
    """Rule variants a designer may switch (each named by the ruling that defines it)."""

    #: R-17: Characters may trigger their Ultimate Power from the Court as well as the Treasury.
    powers_from_court: bool = option(
        True,
        rule="R-17",
        readings=_both(
            say("reading-powers-from-court-on"),
            say("reading-powers-from-court-off"),
        ),
    )
    #: R-03: the cap of 12 is counted after the Active Player's Declaration bids (off: before).
    cap_after_bids: bool = option(
        True,
        rule="R-03",
        readings=_both(
            say("reading-cap-after-bids-on"),
            say("reading-cap-after-bids-off"),
        ),
    )
    #: R-04: without a Seizer there is no Bidding Phase (off: the Active Player bids alone).
    bidding_needs_seizer: bool = option(
        True,
        rule="R-04",
        readings=_both(
            say("reading-bidding-needs-seizer-on"),
            say("reading-bidding-needs-seizer-off"),
        ),
    )
    #: R-18: Club Emblems have no Vantage Bonus (on: each lowers every attempt's Target Value by 1).
    clubs_vantage_bonus: bool = option(
        False,
        rule="R-18",
        readings=_both(
            say("reading-clubs-vantage-bonus-on"),
            say("reading-clubs-vantage-bonus-off"),
        ),
    )
    #: R-19: a Player Effect hits Treasuries of V+ cards (off: it hits every player).
    effects_by_treasury_size: bool = option(
        True,
        rule="R-19",
        readings=_both(
            say("reading-effects-by-treasury-size-on"),
            say("reading-effects-by-treasury-size-off"),
        ),
    )
    #: R-27: an instant win is offered the moment it is held (off: only at the end of a Turn).
    instant_wins_at_once: bool = option(
        True,
        rule="R-27",
        readings=_both(
            say("reading-instant-wins-at-once-on"),
            say("reading-instant-wins-at-once-off"),
        ),
    )
    #: P-07: a won Black Market card may be taken or left (off: always taken, no decision).
    black_market_may_leave: bool = option(
        True,
        rule="P-07",
        readings=_both(
            say("reading-black-market-may-leave-on"),
            say("reading-black-market-may-leave-off"),
        ),
    )


#: The rule variants, in our words (from the options' metadata).
VARIANTS: tuple[Variant, ...] = Options.variants("dml")
