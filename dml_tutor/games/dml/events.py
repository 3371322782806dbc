"""Event types, their Player Effects and Market Effects (dml-reference section 6)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from .cards import Card

# Final: the compiled build uses them as constants, with no look-up in the module's names.
CONTRABAND_CRACKDOWN: Final = "Contraband Crackdown"
DECADENCE: Final = "Decadence"
MARAUDERS: Final = "Marauders"
TAX_RELIEF: Final = "Tax Relief"
CARNIVAL_OF_COIN: Final = "Carnival of Coin"
GRAND_OPENING: Final = "Grand Opening"

_BY_SUIT: Final = {"S": CONTRABAND_CRACKDOWN, "H": DECADENCE, "C": MARAUDERS, "D": TAX_RELIEF}

RULE_OF = {
    CONTRABAND_CRACKDOWN: "event.crackdown",
    DECADENCE: "event.decadence",
    MARAUDERS: "event.marauders",
    TAX_RELIEF: "event.tax-relief",
    CARNIVAL_OF_COIN: "event.carnival",
    GRAND_OPENING: "event.grand-opening",
}

PLAYER_EFFECT = {
    CONTRABAND_CRACKDOWN: "cannot make Seize Attempts",
    DECADENCE: "cannot play Ultimate Powers",
    MARAUDERS: "discards one random card from the Treasury into the Dragon's Hoard",
    TAX_RELIEF: "has no Black Market Action this Round",
    CARNIVAL_OF_COIN: "gets one extra Market Action",
    GRAND_OPENING: "gets one extra Market Action",
}


@dataclass(frozen=True)
class Event:
    """The Round's Event: its type, its value V (0 when it has none) and its card."""

    type: str
    value: int = 0
    card: Card | None = None

    @classmethod
    def of(cls, card: object) -> Event:
        """Event of a card in the Event Zone (a Card or its code); no card (or a Character) is
        Carnival of Coin. Anything else is a ``ValueError``."""
        if card is None:
            return cls(CARNIVAL_OF_COIN)
        c = Card.parse(card)
        if c.rank == "T":
            return cls(GRAND_OPENING, 0, c)
        if c.is_resource and c.suit:
            return cls(_BY_SUIT[c.suit], c.face_value, c)
        if c.is_character:
            return cls(CARNIVAL_OF_COIN, 0, c)
        raise ValueError(f"{c} is not an Event class card (event.draw)")

    @property
    def rule(self) -> str:
        return RULE_OF[self.type]

    @property
    def player_effect(self) -> str:
        return PLAYER_EFFECT[self.type]

    @property
    def market_effect(self) -> str:
        v = self.value
        return {
            CONTRABAND_CRACKDOWN: f"only Buying Resources of Face Value {v} or less may be bid",
            DECADENCE: f"only Buying Resources of Face Value {v} or more may be bid",
            MARAUDERS: f"Marketplace Resources of Face Value {v} or more count +2",
            TAX_RELIEF: f"Marketplace Resources of Face Value {v} or more count -2",
            CARNIVAL_OF_COIN: "none",
            GRAND_OPENING: "the Event card itself may be targeted as its own Stock",
        }[self.type]

    def affects(self, hand_size: int) -> bool:
        """Player Effects with a value hit Treasuries of at least V cards (R-19)."""
        return self.value == 0 or hand_size >= self.value

    def market_modifier(self, card: Card) -> int:
        """What a Marketplace card's Face Value changes by this Round (R-02)."""
        if card.face_value >= self.value > 0:
            if self.type == MARAUDERS:
                return 2
            if self.type == TAX_RELIEF:
                return -2
        return 0

    def may_bid(self, card: Card) -> bool:
        """Contraband Crackdown and Decadence limit every bid and Seize card (R-08)."""
        if self.type == CONTRABAND_CRACKDOWN:
            return card.face_value <= self.value
        if self.type == DECADENCE:
            return card.face_value >= self.value
        return True

    def __str__(self) -> str:
        return f"{self.type}, V = {self.value}" if self.value else self.type
