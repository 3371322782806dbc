"""Scripted chance: a position's ``chance`` list decides random choices in order (R-21).
:func:`~.position.read_chance` reads the list; this module draws by it.

Each entry names the kind of random choice it answers and its result. When the engine
is about to make a random choice, it takes the next entry: an entry of another kind, or
a result the table cannot give, is a :class:`ChanceError` naming the entry and the step.
Once the script is used up, the seeded generator takes over.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Protocol

from ...core import draws
from ...core.trace import Frame
from .cards import Card


class Drawing(Protocol):
    """What the draws need of the table (:class:`~.table.Table` has it): its seeded
    generator, the position's script and how much of it is used, the live nesting (for
    messages) and the Event Deck (where the Thief goes back). A protocol, so this module
    needs nothing of the table's and the table may draw through it."""

    rng: random.Random
    chance: list[tuple[str, Any]]
    chance_used: int
    frames: list[Frame]
    deck: list[Card]


#: Entry kinds and what each decides (R-21 lists the random choices).
KINDS = {
    "dice": "a roll of two dice: [die, die]",
    "black_market": "the card drawn at random from a Black Market",
    "siege": "a card a Dragon Siege takes at random from a Treasury",
    "marauders": "the card Marauders discard at random from a Treasury",
    "steal": "the card the Thief steals at random",
    "shuffle": "a shuffle: the cards drawn first, in order (the rest follow at random)",
    "piles": "the starting piles, [two, three] each, dealt from the Dealer on",
    "thief": "where the Thief goes when shuffled back into the Event Deck: how many cards lie above it",
    "kings": "the Merchant Kings a position deals to seats without one, in seat order (at load only)",
    "deck": "the unlisted cards a position shuffles under its listed deck: these first, in order (at load only)",
}
#: Kinds only a position's load takes, from the head of the script (docs/formats.md).
LOAD_KINDS = ("kings", "deck")


class ChanceError(ValueError):
    """A chance entry that does not fit what the engine is about to draw."""


def take(g: Drawing, kind: str) -> Any:
    """The next entry's result if the engine is about to make a ``kind`` choice; None
    once the script is used up (the seed decides); a ChanceError if it is another kind."""
    if g.chance_used >= len(g.chance):
        return None
    i = g.chance_used
    got, value = g.chance[i]
    if got != kind:
        raise ChanceError(
            f"chance entry {i} is {got!r}, but at {where(g)} the engine is about to draw {KINDS[kind]} ({kind!r})"
        )
    g.chance_used += 1
    return value


def where(g: Drawing) -> str:
    return " > ".join(str(f.label) for f in g.frames) or "the start"


def pick(g: Drawing, pile: list[Card], kind: str, whose: str) -> Card:
    """Take one card at random from ``pile`` (or the scripted one)."""
    card = take(g, kind)
    if card is None:
        return pile.pop(draws.randrange(g.rng, len(pile)))
    if card not in pile:
        i = g.chance_used - 1
        raise ChanceError(
            f"chance entry {i} ({kind}) draws {card} from {whose}, which holds "
            f"{' '.join(c.code for c in pile) or 'nothing'}, at {where(g)}"
        )
    pile.remove(card)
    chosen: Card = card
    return chosen


def shuffle(g: Drawing, cards: list[Any], what: str, kind: str = "shuffle") -> None:
    """Shuffle ``cards`` in place; the end of the list is drawn first. A scripted shuffle
    puts its cards at the end, the first listed last (drawn first), the rest shuffled."""
    first = take(g, kind)
    if first is None:
        draws.shuffle(g.rng, cards)
        return
    missing = [c for c in first if c not in cards]
    if missing or len(first) != len({_key(c) for c in first}):
        i = g.chance_used - 1
        raise ChanceError(
            f"chance entry {i} ({kind}) names {_text(missing) or 'a card twice'}, not in {what} "
            f"({_text(cards)}), at {where(g)}"
        )
    rest = [c for c in cards if c not in first]
    draws.shuffle(g.rng, rest)
    cards[:] = rest + list(reversed(first))


def thief_place(g: Drawing) -> int:
    """Where the Thief goes back into the Event Deck (the top is the end of ``g.deck``): an
    index for ``g.deck.insert``, from the script (``thief``: cards above it) or the seed."""
    above = take(g, "thief")
    n = len(g.deck)
    if above is None:
        return draws.randrange(g.rng, n + 1)
    if above > n:
        raise ChanceError(
            f"chance entry {g.chance_used - 1} (thief) puts {above} cards above the Thief, but the Event Deck "
            f"holds {n}, at {where(g)}"
        )
    place: int = n - above
    return place


def _key(c: Any) -> str:
    return str(c)


def _text(cards: Sequence[Any]) -> str:
    return " ".join(c.code if isinstance(c, Card) else "+".join(x.code for x in c) for c in cards)
