"""DML's rule variants: each switches one ruling, with our text of both readings.

The engine reads each as a field of :class:`~dml_tutor.games.dml.game.Options` where the
rule applies; the ruling ids are those of the shared rulings (dml-reference, rulings).
"""

from __future__ import annotations

from ...core.variants import Variant

VARIANTS: tuple[Variant, ...] = (
    Variant(
        "dml",
        "powers_from_court",
        "R-17",
        "A Character in the Court may still trigger its Ultimate Power, as one in the Treasury may.",
        "Ultimate Powers come from the Treasury only; a Character played as an Emblem stays one.",
    ),
    Variant(
        "dml",
        "cap_after_bids",
        "R-03",
        "The Target Value must be 12 or less after the Active Player's Declaration bids.",
        "The declared cards alone (with Market Effects and Static Bonuses) must come to 12 or less, before any bid.",
    ),
    Variant(
        "dml",
        "bidding_needs_seizer",
        "R-04",
        "Without a Seizer there is no Bidding Phase: the Active Player bids only at the Declaration.",
        "Without a Seizer the Active Player still has Bid Actions (Primary cards only) until passing.",
    ),
    Variant(
        "dml",
        "clubs_vantage_bonus",
        "R-18",
        "Club Emblems have no Vantage Bonus, only their Static Bonus.",
        "Each Club Emblem also lowers by 1 the Target Value of every attempt its owner makes on a Stock "
        "or an Emblem, whatever the suit (never a Black Market).",
        True,
    ),
    Variant(
        "dml",
        "effects_by_treasury_size",
        "R-19",
        "An Event's Player Effect hits the players whose Treasury holds at least V cards.",
        "An Event's Player Effect hits every player, whatever the Treasury holds.",
    ),
    Variant(
        "dml",
        "instant_wins_at_once",
        "R-27",
        "A Monopoly or Father of Dragons may be declared the moment the Treasury holds it, "
        "cutting through whatever is pending.",
        "Instant wins are offered only at the end of a Turn, after everything pending has resolved.",
    ),
)
