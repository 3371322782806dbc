"""DML's rule variants: each switches one ruling, with our text of both readings.

The engine reads each as a field of :class:`Options` (on the core's options base: each
field's metadata gives its ruling and our text of both readings) where the
rule applies; the ruling ids are those of the shared rulings (dml-reference, rulings).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.options import Options as OptionsBase
from ...core.options import option
from ...core.variants import Variant

__all__ = ["VARIANTS", "Options"]


def _both(on: str, off: str) -> dict[bool, str]:
    return {True: on, False: off}


@dataclass(frozen=True)
class Options(OptionsBase):
    """Rule variants a designer may switch (each named by the ruling that defines it)."""

    #: R-17: Characters may trigger their Ultimate Power from the Court as well as the Treasury.
    powers_from_court: bool = option(
        True,
        rule="R-17",
        readings=_both(
            "A Character in the Court may still trigger its Ultimate Power, as one in the Treasury may.",
            "Ultimate Powers come from the Treasury only; a Character played as an Emblem stays one.",
        ),
    )
    #: R-03: the cap of 12 is counted after the Active Player's Declaration bids (off: before).
    cap_after_bids: bool = option(
        True,
        rule="R-03",
        readings=_both(
            "The Target Value must be 12 or less after the Active Player's Declaration bids.",
            "The declared cards alone (with Market Effects and Static Bonuses) must come to 12 or less, "
            "before any bid.",
        ),
    )
    #: R-04: without a Seizer there is no Bidding Phase (off: the Active Player bids alone).
    bidding_needs_seizer: bool = option(
        True,
        rule="R-04",
        readings=_both(
            "Without a Seizer there is no Bidding Phase: the Active Player bids only at the Declaration.",
            "Without a Seizer the Active Player still has Bid Actions (Primary cards only) until passing.",
        ),
    )
    #: R-18: Club Emblems have no Vantage Bonus (on: each lowers every attempt's Target Value by 1).
    clubs_vantage_bonus: bool = option(
        False,
        rule="R-18",
        readings=_both(
            "Each Club Emblem also lowers by 1 the Target Value of every attempt its owner makes on a Stock "
            "or an Emblem, whatever the suit (never a Black Market).",
            "Club Emblems have no Vantage Bonus, only their Static Bonus.",
        ),
    )
    #: R-19: a Player Effect hits Treasuries of V+ cards (off: it hits every player).
    effects_by_treasury_size: bool = option(
        True,
        rule="R-19",
        readings=_both(
            "An Event's Player Effect hits the players whose Treasury holds at least V cards.",
            "An Event's Player Effect hits every player, whatever the Treasury holds.",
        ),
    )
    #: R-27: an instant win is offered the moment it is held (off: only at the end of a Turn).
    instant_wins_at_once: bool = option(
        True,
        rule="R-27",
        readings=_both(
            "A Monopoly or Father of Dragons may be declared the moment the Treasury holds it, "
            "cutting through whatever is pending.",
            "Instant wins are offered only at the end of a Turn, after everything pending has resolved.",
        ),
    )
    #: P-07: a won Black Market card may be taken or left (off: always taken, no decision).
    black_market_may_leave: bool = option(
        True,
        rule="P-07",
        readings=_both(
            "After a successful Black Market attempt the Active Player decides: take the card at random "
            "(one more per Hearts Emblem) or leave the Black Market as it is.",
            "A won Black Market card is always taken, with no decision (the reading before P-07 was amended).",
        ),
    )


#: The rule variants, in our words (from the options' metadata).
VARIANTS: tuple[Variant, ...] = Options.variants("dml")
