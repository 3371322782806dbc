"""DML's rule variants: each switches one ruling, with our text of both readings.

The engine reads each as a field of :class:`Options` where the
rule applies; the ruling ids are those of the shared rulings (dml-reference, rulings).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields

from ...core.inputs import short_repr
from ...core.variants import Variant


@dataclass(frozen=True)
class Options:
    """Rule variants a designer may switch (each named by the ruling that defines it)."""

    #: R-17: Characters may trigger their Ultimate Power from the Court as well as the Treasury.
    powers_from_court: bool = True
    #: R-03: the cap of 12 is counted after the Active Player's Declaration bids (off: before).
    cap_after_bids: bool = True
    #: R-04: without a Seizer there is no Bidding Phase (off: the Active Player bids alone).
    bidding_needs_seizer: bool = True
    #: R-18: Club Emblems have no Vantage Bonus (on: each lowers every attempt's Target Value by 1).
    clubs_vantage_bonus: bool = False
    #: R-19: a Player Effect hits Treasuries of V+ cards (off: it hits every player).
    effects_by_treasury_size: bool = True
    #: R-27: an instant win is offered the moment it is held (off: only at the end of a Turn).
    instant_wins_at_once: bool = True
    #: P-07: a won Black Market card may be taken or left (off: always taken, no decision).
    black_market_may_leave: bool = True

    @classmethod
    def from_dict(cls, data: object) -> Options:
        if data is None:
            return cls()
        if isinstance(data, Options):
            data = asdict(data)  # an instance is checked like the dict it saves as
        if not isinstance(data, dict):
            raise ValueError(f"options must be a dict, got {type(data).__name__}")
        known = {f.name: f for f in fields(cls)}
        for k, v in data.items():
            if k not in known:
                raise ValueError(f"unknown option {k!r}; known options: {', '.join(known)}")
            if not isinstance(v, bool):
                raise ValueError(f"option {k!r} must be true or false, got {short_repr(v)}")
        return cls(**data)


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
    Variant(
        "dml",
        "black_market_may_leave",
        "P-07",
        "After a successful Black Market attempt the Active Player decides: take the card at random "
        "(one more per Hearts Emblem) or leave the Black Market as it is.",
        "A won Black Market card is always taken, with no decision (the reading before P-07 was amended).",
    ),
)
