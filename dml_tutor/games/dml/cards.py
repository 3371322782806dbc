"""Cards, Resource Types and the Wheel of Profit (dml-reference sections 1-2).

Cards are interned: ``Card.parse("5S") is Card.parse("5♠")``, so zones can be plain
lists and equality is identity. Parsing accepts ``Card`` objects and strings alike, so
every public function that takes cards takes either.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar, Final

from ...core.inputs import short_repr

SUITS: Final = ("S", "C", "H", "D")
SUIT_SYMBOL: Final = {"S": "♠", "C": "♣", "H": "♥", "D": "♦"}
RESOURCE_NAME: Final = {"S": "Iron", "C": "Wood", "H": "Slaves", "D": "Spice"}
_SYMBOL_TO_SUIT: Final = {v: k for k, v in SUIT_SYMBOL.items()}
_NAME_TO_SUIT: Final = {v.lower(): k for k, v in RESOURCE_NAME.items()}

# Wheel of Profit (seed table): type bought -> (Primary, Secondary) Buying Resource.
_WHEEL: Final = {"H": ("C", "S"), "D": ("H", "C"), "S": ("D", "H"), "C": ("S", "D")}
#: The Wheel read as a cycle: each type buys the next one.
WHEEL_ORDER: Final = ("H", "D", "S", "C")

CHARACTER_NAMES: Final = {
    "JS": "Grand Inquisitor",
    "JC": "Rogue Jester",
    "JH": "Supreme Confiscator",
    "JD": "Tithe Embezzler",
    "QS": "Dragon Empress of Khitamar",
    "QC": "Harlot Queen of Smorgon",
    "QH": "Pampered Heiress",
    "QD": "Archduchess of Avarice",
    "X2": "Thief",
}

_RANK_VALUE: Final = {str(n): n for n in range(2, 10)} | {"T": 10, "J": 11, "Q": 12, "K": 13, "A": 14}


def suit_of(text: object) -> str:
    """Normalise a suit given as letter, symbol or Resource name ("S", "♠", "Iron")."""
    if not isinstance(text, str):
        raise ValueError(f"unknown suit {short_repr(text)}: use S, C, H, D, a suit symbol or a Resource name")
    t = text.strip()
    if t.upper() in SUITS:
        return t.upper()
    if t in _SYMBOL_TO_SUIT:
        return _SYMBOL_TO_SUIT[t]
    if t.lower() in _NAME_TO_SUIT:
        return _NAME_TO_SUIT[t.lower()]
    raise ValueError(f"unknown suit {short_repr(text)}: use S, C, H, D, a suit symbol or a Resource name")


class Card:
    """One card of the 54-card deck, with its DML classes precomputed."""

    __slots__ = (
        "code",
        "face_value",
        "is_character",
        "is_court",
        "is_egg",
        "is_foreign_merchant",
        "is_king",
        "is_resource",
        "is_thief",
        "order",
        "rank",
        "static_bonus",
        "suit",
    )
    _all: ClassVar[dict[str, Card]] = {}

    def __init__(self, rank: str, suit: str | None, order: int) -> None:
        # Final: nothing may change a card once built (mypy checks every assignment).
        value = _RANK_VALUE.get(rank, 0)
        self.code: Final[str] = rank + (suit or "")
        self.rank: Final[str] = rank
        self.suit: Final[str | None] = suit
        self.face_value: Final[int] = value if value <= 10 else 0
        self.is_resource: Final[bool] = 2 <= value <= 10
        self.is_egg: Final[bool] = rank == "A"
        self.is_king: Final[bool] = rank == "K"
        self.is_character: Final[bool] = rank in ("J", "Q") or rank == "X2"
        self.is_court: Final[bool] = rank in ("T", "J", "Q")
        self.is_foreign_merchant: Final[bool] = rank == "X1"
        self.is_thief: Final[bool] = rank == "X2"
        self.static_bonus: Final[int] = {"T": 1, "J": 1, "Q": 2}.get(rank, 0)
        self.order: Final[int] = order

    @classmethod
    def parse(cls, text: object) -> Card:
        """Card from "5S", "TS"/"10S", "QH", "5♠", "X1" (Foreign Merchant), "X2" (Thief)."""
        if isinstance(text, Card):
            return text
        if not isinstance(text, str):
            raise ValueError(f"not a card: {short_repr(text)}")
        t = text.strip()
        key = t.upper()
        if key in ("X1", "X2"):
            return cls._all[key]
        # The whole text is one card: a rank ("10" or one character) then one suit character.
        rank = "T" if key[:-1] == "10" else key[:-1]
        suit = _SYMBOL_TO_SUIT.get(t[-1:], key[-1:])
        if rank in _RANK_VALUE and suit in SUITS:
            return cls._all[rank + suit]
        raise ValueError(
            f"unknown card {text[:40]!r}: write rank then suit, e.g. 5S, TS or 10S, QH, AD, KC, 5♠; "
            "X1 is the Foreign Merchant, X2 the Thief"
        )

    @property
    def resource(self) -> str | None:
        """Resource Type name of a Resource card (Iron, Wood, Slaves, Spice)."""
        return RESOURCE_NAME[self.suit] if self.is_resource and self.suit else None

    @property
    def name(self) -> str:
        """Readable name: "4♦", "Q♠ (Dragon Empress of Khitamar)", "Foreign Merchant"."""
        if self.is_foreign_merchant:
            return "Foreign Merchant"
        if self.is_thief:
            return "Thief"
        label = self.symbol
        if self.code in CHARACTER_NAMES:
            label += f" ({CHARACTER_NAMES[self.code]})"
        return label

    @property
    def symbol(self) -> str:
        """Short form with the suit symbol, "4♦", "10♥"."""
        if self.suit is None:
            return self.code
        rank = "10" if self.rank == "T" else self.rank
        return rank + SUIT_SYMBOL[self.suit]

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card({self.code!r})"

    def __eq__(self, other: object) -> bool:
        return self is other  # cards are interned: one object per card

    def __hash__(self) -> int:
        return self.order

    def __lt__(self, other: Card) -> bool:
        return self.order < other.order

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (Card.parse, (self.code,))


def _build() -> None:
    order = 0
    for suit in SUITS:
        for rank in ("2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A"):
            Card._all[rank + suit] = Card(rank, suit, order)
            order += 1
    Card._all["X1"] = Card("X1", None, order)
    Card._all["X2"] = Card("X2", None, order + 1)


_build()

ALL_CARDS: Final = tuple(Card._all.values())
FOREIGN_MERCHANT: Final = Card.parse("X1")
THIEF: Final = Card.parse("X2")


def cards(items: object) -> list[Card]:
    """Parse many cards; a string is split on spaces and commas ("5S 7S, QH")."""
    if isinstance(items, str):
        items = items.replace(",", " ").split()
    elif isinstance(items, Card) or not isinstance(items, Iterable):
        raise ValueError(f"expected cards (a list, or a string like '5S 7S'), got {short_repr(items)}")
    return [Card.parse(c) for c in items]


def mode_cards(mode: object) -> tuple[Card, ...]:
    """Every card in play for a mode: 54 for "full", Kings and Resources for "quickstart"."""
    if mode == "full":
        return ALL_CARDS
    if mode == "quickstart":
        return tuple(c for c in ALL_CARDS if c.is_resource or c.is_king)
    raise ValueError(f"unknown mode {short_repr(mode)}: use 'full' or 'quickstart'")


def primary_buying(suit: object) -> str:
    """Primary Buying Resource of a Resource Type (Wheel of Profit)."""
    return _WHEEL[suit_of(suit)][0]


def secondary_buying(suit: object) -> str:
    """Secondary Buying Resource of a Resource Type (Wheel of Profit)."""
    return _WHEEL[suit_of(suit)][1]


def sort_cards(items: Iterable[Card]) -> list[Card]:
    return sorted(items, key=lambda c: c.order)
