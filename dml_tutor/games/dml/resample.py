"""Resample what a seat may not know: the coach's rollouts start from a table consistent with
the seat's knowledge, never from the true one (OpenSpiel's ``resample_from_infostate``).

What a seat knows is its view (dml-reference 3: open, implied, private zones) plus what
public history revealed, followed step by step (:func:`known_cards`): a card it saw go into
a hidden zone (bought from a Stock into another seat's Treasury, taken back after a Seize
Attempt's reveal, left in a Treasury a Dragon Siege showed, the Thief shuffled back into the
Event Deck) stays known there while it stays in that zone; a hidden zone that loses a card
the seat does not see leave makes every card known there unknown again (it cannot tell
which one left). Every other card of a hidden zone is unknown; the unknown cards are sorted
by card code and dealt back by a seeded shuffle, each hidden zone keeping its size and
receiving only cards that may lie there (Kings in king zones, Eggs never in the Event Deck,
the Foreign Merchant never in a Treasury), and each hidden zone's order is shuffled too (a
known card is known to lie in its zone, not where in it). The game's generator is reseeded
and scripted chance (forced dice, a position's chance entries) is dropped: future dice and
draws are unknown too.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from ...core.driver import Driver
from ...core.sequence import Decision
from ...core.trace import TraceEntry
from .cards import Card
from .game import Game
from .observer import hidden_zones

__all__ = ["known_cards", "payoff", "resampler"]

#: A slot of a hidden zone: the zone's name and an index in it, counted from the bottom of a
#: pile (so drawing from the top leaves the other slots where they are).
Slot = tuple[str, int]


def _zones(g: Game) -> dict[str, list[Card]]:
    """The table's zones, piles bottom first (``zones()`` lists them top first)."""
    return {name: cards[::-1] if name in ("deck", "exile") else cards for name, cards in g.zones().items()}


def _hidden(view: dict[str, Any]) -> set[str]:
    return {name for name, z in view["zones"].items() if z["cards"] is None}


def _offered(decision: Decision[Any] | None, seat: int) -> set[str]:
    """The codes of the cards named by the options of ``seat``'s decision (before its eyes:
    the Supreme Confiscator looks through a Black Market)."""
    if decision is None or decision.seat != seat:
        return set()
    out: set[str] = set()
    for a in decision.actions:
        card = getattr(a, "card", None)
        if isinstance(card, Card):
            out.add(card.code)
        out.update(c.code for c in getattr(a, "cards", ()) if isinstance(c, Card))
    return out


class _Knowledge:
    """What one seat knows of the hidden zones, brought up to date at every step of the game."""

    def __init__(self, g: Game, seat: int) -> None:
        self.g, self.seat = g, seat
        #: card code -> the hidden zone the seat knows it lies in
        self.known: dict[str, str] = {}
        self.seen: set[str] = set()  # what the seat saw at the last step
        self.content: dict[str, set[str]] = {}  # each hidden zone's cards at the last step

    def observe(self, entry: TraceEntry | None = None) -> None:
        g = self.g
        table = g.zones()
        hidden = hidden_zones(g, self.seat, table)  # the observer's levels, without building the whole view
        seen = {c.code for name, cards in table.items() if name not in hidden for c in cards}
        seen.update(c.code for c in g.shown)
        zones = {name: {c.code for c in table[name]} for name in hidden}
        gain = {name: len(cards) - len(self.content.get(name, ())) for name, cards in zones.items()}
        grew = [name for name, n in gain.items() if n > 0]
        moved: dict[str, str] = {}
        for name, before in self.content.items():
            if all(c in seen for c in before - zones.get(name, set())):
                continue  # nothing left it, or what left is in sight
            whole = all(self.known.get(c) == name for c in before)
            if not zones.get(name) and whole and len(grew) == 1 and gain[grew[0]] == len(before):
                # a zone it knew whole emptied into the one hidden zone that grew (a Seize card
                # taken back): it follows the cards there
                moved.update((c, grew[0]) for c in before)
            else:  # a card left unseen: it cannot tell which, so it forgets every card it knew there
                self.known = {c: z for c, z in self.known.items() if z != name}
        self.known = {
            c: name
            for name, cards in zones.items()
            for c in cards
            if self.known.get(c) == name or moved.get(c) == name or c in seen or c in self.seen
        }
        self.seen, self.content = seen, zones

    def look(self, decision: Decision[Any] | None) -> None:
        """The cards the seat's own decision offers it are before its eyes."""
        offered = _offered(decision, self.seat)
        if offered:
            for name, cards in self.content.items():
                self.known.update((c, name) for c in cards if c in offered)


def known_cards(game: Game, seat: int) -> dict[str, str]:
    """The cards of hidden zones ``seat`` knows from public history (card code -> zone), read
    step by step by replaying the game's decisions from its start (see the module doc)."""
    g = Game._from_settings(game._settings(), trace=True)
    k = _Knowledge(g, seat)
    g.on_step = k.observe
    g.replay([])  # from the first step, watched
    for action in game.decisions:
        k.look(g.pending)
        g.apply(action)
    k.observe()
    k.look(g.pending)
    return k.known


def may_lie(zone: str, card: Card, setup: bool = False) -> bool:
    """Whether ``card`` may lie in the hidden ``zone`` (the position rules' placements; before
    the Setup Stage has dealt, every card but a dealt King may still be in the deck)."""
    kind = zone.partition(":")[0]
    if kind == "king":
        return card.is_king
    if setup:
        return True
    if card.is_king:
        return kind == "exile" or zone == "pending:set_aside"  # the 3-player undealt King
    if card.is_egg:
        return kind in ("treasury", "black_market")
    if card.is_foreign_merchant:
        return kind != "treasury" and not zone.startswith("pending:seize:")
    return True


def _deal(slots: list[Slot], pool: list[Card], rng: random.Random, setup: bool) -> dict[Slot, Card]:
    """Deal ``pool`` into ``slots`` at random, each card where it may lie: Kings first, then each
    kind of card (Eggs, the Foreign Merchant, the rest) into random free slots that take it,
    the kind with the fewest places to spare first.
    A card caught between two steps of a sequence where no position may hold it (the Foreign
    Merchant in a Treasury before its draw) takes any free slot."""
    free = list(slots)
    rng.shuffle(free)
    out: dict[Slot, Card] = {}

    def rank(c: Card) -> int:
        return 0 if c.is_king else 1 if c.is_egg else 2 if c.is_foreign_merchant else 3

    # King zones take Kings only: fill them first so no other card takes a King's place.
    kings = [c for c in pool if c.is_king]
    for slot in [s for s in free if s[0].startswith("king:")]:
        if not kings:
            raise RuntimeError("cannot resample: more hidden King slots than unknown Kings")
        out[slot] = kings.pop(0)
        free.remove(slot)
    groups: dict[int, list[Card]] = {}
    for card in [c for c in pool if not c.is_king] + kings:  # the shuffled order within each kind
        groups.setdefault(rank(card), []).append(card)
    while groups:
        # the constrained kind with the fewest places to spare goes first (the Foreign Merchant
        # before the Eggs when a Black Market is all that may take it); the rest go last
        def spare(k: int) -> tuple[int, int, int]:
            allowed = sum(may_lie(s[0], groups[k][0], setup) for s in free)
            return (k == 3, allowed - len(groups[k]), allowed)

        kind = min(groups, key=spare)
        for card in groups.pop(kind):
            _place(card, free, out, setup)
    return out


def _place(card: Card, free: list[Slot], out: dict[Slot, Card], setup: bool) -> None:
    """Put ``card`` in the first free slot that may take it; else move a dealt card that may
    go to a free slot out of a slot ``card`` may take; else (mid-sequence: a card no position
    may hold there) in the first free slot."""
    for s in free:
        if may_lie(s[0], card, setup):
            free.remove(s)
            out[s] = card
            return
    for s, other in out.items():
        if may_lie(s[0], card, setup):
            for t in free:
                if may_lie(t[0], other, setup):
                    free.remove(t)
                    out[t] = other
                    out[s] = card
                    return
    out[free.pop(0)] = card


def _write(g: Game, dealt: dict[Slot, Card]) -> None:
    """Put the dealt cards in the live table (lists changed in place: the running sequences
    hold the same lists)."""
    by_zone: dict[str, dict[int, Card]] = {}
    for (zone, i), card in dealt.items():
        by_zone.setdefault(zone, {})[i] = card
    for zone, cards in by_zone.items():
        kind, _, rest = zone.partition(":")
        if kind in ("deck", "exile"):
            pile = g.deck if kind == "deck" else g.exile
            for i, card in cards.items():
                pile[i] = card
        elif kind == "black_market":
            for i, card in cards.items():
                g.black_markets[int(rest)][i] = card
        elif kind == "treasury":
            for i, card in cards.items():
                g.treasury[int(rest)][i] = card
        elif kind == "king":
            g.king[int(rest)] = cards[0]
        elif zone == "pending:set_aside":
            for i, card in cards.items():
                g.set_aside[i] = card
        elif zone.startswith("pending:seize:"):
            g.seize_cards[int(zone.rsplit(":", 1)[1])] = cards[0]
        else:  # pragma: no cover - a hidden zone this resampler does not know
            raise RuntimeError(f"cannot resample the hidden zone {zone!r}")


def _arrange(g: Game, zones: list[str], rng: random.Random) -> None:
    """Shuffle each of these zones in place (the running sequences hold the same lists)."""
    for zone in zones:
        kind, _, rest = zone.partition(":")
        pile: list[Card] | None = None
        if kind == "deck":
            pile = g.deck
        elif kind == "exile":
            pile = g.exile
        elif kind == "black_market":
            pile = g.black_markets[int(rest)]
        elif kind == "treasury":
            pile = g.treasury[int(rest)]
        elif zone == "pending:set_aside":
            pile = g.set_aside
        if pile is not None and len(pile) > 1:
            cards = list(pile)
            rng.shuffle(cards)
            pile[:] = cards


def resampler(game: Driver[Any], seat: int) -> Callable[[int], Game]:
    """A function of a seed giving a new game consistent with what ``seat`` knows of
    ``game`` now (see the module doc); ``seat``'s knowledge is read once, here."""
    assert isinstance(game, Game)
    view = game.view(seat)
    hidden = _hidden(view)
    known = known_cards(game, seat)
    zones = _zones(game)
    slots = [(name, i) for name in sorted(hidden) for i, c in enumerate(zones[name]) if known.get(c.code) != name]
    pool = sorted((zones[name][i] for name, i in slots), key=lambda c: c.code)
    # the zone a decision lets the seat look through keeps its order: its options name its cards in it
    offered = _offered(game.pending, seat)
    mixed = [z for z in sorted(hidden) if not any(c.code in offered for c in zones[z])]
    # a zone in canonical order (known cards by code, then the dealt slots) before its shuffle
    canon = {z: sorted((c for c in zones[z] if known.get(c.code) == z), key=lambda c: c.code) for z in mixed}
    settings = game._settings()
    decisions = list(game.decisions)
    setup = game.round == 0

    def sample(seed: int) -> Game:
        g = Game._from_settings(settings, trace=False)
        g.replay(decisions)
        rng = random.Random(seed)
        cards = list(pool)
        rng.shuffle(cards)
        dealt = _deal(slots, cards, rng, setup)
        laid = {s: c for s, c in dealt.items() if s[0] not in canon}
        for z, mine in canon.items():  # known cards first, then what was dealt: a canonical start
            for i, card in enumerate(mine + [dealt[s] for s in slots if s[0] == z]):
                laid[(z, i)] = card
        _write(g, laid)
        _arrange(g, mixed, rng)
        g.rng = random.Random(rng.getrandbits(64))
        g.forced_dice = []
        g.chance = []
        g.chance_used = 0
        return g

    return sample


def payoff(game: Driver[Any], seat: int) -> tuple[float, float | None]:
    """A finished game's worth to ``seat``: 1 for a win, 0.5 for a shared win (tied at the
    top on Victory Points and Eggs), else 0; and its Victory Points."""
    assert isinstance(game, Game)
    result = game.result
    if result is None:
        raise ValueError("the game is not over")
    points = float(result.scores[seat].total) if result.scores else None
    if result.winner is not None:
        return (1.0 if result.winner == seat else 0.0), points
    if not result.scores:
        return 0.0, points
    best = max((s.total, s.eggs) for s in result.scores)
    mine = result.scores[seat]
    return (0.5 if (mine.total, mine.eggs) == best else 0.0), points
