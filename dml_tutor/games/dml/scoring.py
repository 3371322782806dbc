"""Victory Points (seed 000 counting system, dml-reference section 9, R-28, R-29)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Final

from .cards import RESOURCE_NAME, SUITS, Card, cards, suit_of

#: Each suit's place in ``SUITS``.
_SUIT_AT: Final = {s: k for k, s in enumerate(SUITS)}
EGG_POINTS = 20
GUILD_BONUS_PER_CARD = 2


@dataclass(frozen=True)
class StackScore:
    """One Resource Type's stack, counted the seed's way: total, doubling, Guild bonus."""

    suit: str
    cards: tuple[Card, ...]
    face_total: int
    desired: bool
    guild_bonus: int

    @property
    def total(self) -> int:
        return self.face_total * (2 if self.desired else 1) + self.guild_bonus

    @property
    def resource(self) -> str:
        return RESOURCE_NAME[self.suit]


@dataclass(frozen=True)
class Score:
    """A player's Victory Points with the breakdown a reader can check by hand."""

    stacks: tuple[StackScore, ...]
    eggs: int
    dropped: tuple[Card, ...] = field(default=())

    @property
    def egg_points(self) -> int:
        return self.eggs * EGG_POINTS

    @property
    def total(self) -> int:
        return sum(s.total for s in self.stacks) + self.egg_points

    def lines(self) -> list[str]:
        """Readable breakdown, one line per non-empty stack."""
        out = []
        for s in self.stacks:
            if not s.cards:
                continue
            line = f"{s.resource}: {' + '.join(c.symbol for c in s.cards)} = {s.face_total}"
            if s.desired:
                line += f", doubled (Secret Desired Resource) = {s.face_total * 2}"
            if s.guild_bonus:
                line += f", Guild bonus +{s.guild_bonus}"
            out.append(line + f" -> {s.total}")
        if self.eggs:
            out.append(f"Dragon Eggs: {self.eggs} x {EGG_POINTS} = {self.egg_points}")
        out.append(f"Total: {self.total}")
        return out


def score(treasury: Iterable[Card | str] | str, court: Iterable[Card | str] | str = (), *, desired: object) -> Score:
    """Count Victory Points from a Treasury and a Court.

    Only Resources and Dragon Eggs count. Doubling applies to the Desired type's stack
    total; the Guild bonus (+2 per other Resource of the Guild House's type, R-29) is
    added after doubling and is not doubled. ``desired`` is a suit ("S", "♠", "Iron") or a
    Merchant King; anything else is a ``ValueError``.
    """
    held = cards(treasury) + cards(court)
    try:
        desired_suit = desired.suit if isinstance(desired, Card) else suit_of(desired)
    except ValueError:
        desired_suit = None
    if desired_suit is None:
        raise ValueError(f"desired must be a suit or a Merchant King, got {desired!r}")
    # One pass over the cards (every game's End Stage scores every seat): each Resource
    # into its type's stack, the Eggs counted, the rest dropped in the order given.
    by_suit: list[list[Card]] = [[] for _ in SUITS]
    eggs = 0
    dropped: list[Card] = []
    for c in held:
        if c.is_resource and c.suit is not None:
            by_suit[_SUIT_AT[c.suit]].append(c)
        elif c.is_egg:
            eggs += 1
        else:
            dropped.append(c)
    stacks = []
    for k in range(len(SUITS)):
        own_cards = by_suit[k]
        own_cards.sort(key=_order)
        guilds = 0
        face = 0
        for c in own_cards:
            face += c.face_value
            if c.rank == "T":
                guilds += 1
        bonus = guilds * GUILD_BONUS_PER_CARD * (len(own_cards) - 1) if guilds else 0
        suit = SUITS[k]
        stacks.append(StackScore(suit, tuple(own_cards), face, suit == desired_suit, bonus))
    return Score(tuple(stacks), eggs, tuple(dropped))


def _order(card: Card) -> int:
    return card.order


def decide_winner(scores: Sequence[Score]) -> int | None:
    """Seat with the most Victory Points; ties go to more Dragon Eggs, then nobody (R-28)."""
    if not scores:
        return None
    best = max((s.total, s.eggs) for s in scores)
    seats = [i for i, s in enumerate(scores) if (s.total, s.eggs) == best]
    return seats[0] if len(seats) == 1 else None
