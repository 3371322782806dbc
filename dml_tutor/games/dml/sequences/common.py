"""Shared by every area: offering decisions (with standing instant wins), Treasury gains and
instant wins, the pending Acquisition Attempt and Stack items, narration helpers."""

from __future__ import annotations

from collections.abc import Generator, Iterable, Iterator, Sequence
from itertools import combinations
from typing import NoReturn, TypeVar, overload

from ....core.sequence import Choices, Decision
from ....core.text import Text
from ..actions import (
    Action,
    DeclareWin,
)
from ..cards import Card
from ..table import Table
from ..words import cards_said, either_win, say, win_said

R = TypeVar("R")
#: A DML sequence yields decisions offering DML actions and is sent the chosen one.
Seq = Generator[Decision[Action], Action, R]


def cards_text(cards: Iterable[Card]) -> str:
    return " ".join(c.symbol for c in cards) or "nothing"


def go(cards: list[Card]) -> str:
    """ "5♠ goes" or "5♠ 7♠ go", for narration."""
    return f"{cards_text(cards)} {'goes' if len(cards) == 1 else 'go'}"


#: The context key of a decision's prompt as the other seats may read it (without the
#: standing instant win offered beside it).
PUBLIC_PROMPT = "public_prompt"


def with_standing_wins(g: Table, decision: Decision[Action]) -> Decision[Action]:
    """The decision as offered (the driver's ``Game._offer``): a seat that declined an instant
    win it still holds may declare it at any decision of its own (P-05), offered last beside
    the usual choices (at another seat's decision the game takes it out of turn,
    ``Game._out_of_turn``). The decision step reads the question without it."""
    seat = decision.seat
    if not g.standing_wins or seat not in g.standing_wins or decision.kind == "instant_win":
        return decision
    wins = g.instant_wins(seat)
    if not wins:
        g.standing_wins.discard(seat)
        return decision
    return Decision(
        seat,
        decision.kind,
        lambda: say("prompt-or-declare", prompt=decision.said_prompt, win=either_win(wins)),
        Choices(decision.actions) + tuple(DeclareWin(seat, w, True) for w in wins),
        (*decision.rules, "R-27", "P-05"),
        {**decision.context, PUBLIC_PROMPT: decision.said_prompt},  # what the other seats may read (redaction.py)
    )


def offer_standing_wins(g: Table, seats: Iterable[int], before: Text) -> Seq[None]:
    """Ask each of ``seats`` that declined an instant win it still holds once more, before
    a step that could take it away without the holder's own decision (P-05)."""
    for seat in seats:
        if seat not in g.standing_wins:
            continue
        for kind in g.instant_wins(seat):
            act = yield Decision(
                seat,
                "instant_win",
                say("prompt-declare-win-before", win=win_said(kind), before=before),
                [DeclareWin(seat, kind, True), DeclareWin(seat, kind, False)],
                (win_rule(kind), "R-27", "P-05"),
            )
            assert isinstance(act, DeclareWin)
            if act.declare:
                declare_instant_win(g, seat, kind)


def subsets(cards: list[Card]) -> Iterable[tuple[Card, ...]]:
    """Every non-empty subset, smallest first (bids and declarations are any set, R-01)."""
    for k in range(1, len(cards) + 1):
        yield from combinations(cards, k)


def _fitting(values: tuple[int, ...], start: int, cap: int) -> int:
    """How many subsets of ``values[start:]`` (all >= 0), the empty one too, add up to at
    most ``cap``: one call per such subset, with no list of sums built (a Market Action
    counts each Stock's card sets, and most Stocks hold more than a Market Action's cap)."""
    n = 1
    for k in range(start, len(values)):
        v = values[k]
        if v <= cap:
            n += _fitting(values, k + 1, cap - v)
    return n


class BoundedSubsets(Sequence[tuple[Card, ...]]):
    """Every non-empty subset of ``cards`` whose values (all >= 0) add up to at most ``cap``
    (the declarations of one Stock: R-01 with the cap of R-03), counted and indexed without
    listing them.

    The order is depth-first over the cards sorted by value, smallest first: a branch
    stops at the first card that no longer fits, so a 9-card Stock does not cost 511 sums.
    ``len`` counts the subsets and ``subsets[i]`` builds the i-th alone, in that order.
    """

    __slots__ = ("_cap", "_cards", "_left", "_len", "_values")

    def __init__(self, cards: Iterable[Card], values: Iterable[int], cap: int) -> None:
        self._cards = tuple(cards)
        self._values = tuple(values)
        self._cap = cap
        #: Once ranked: what the cards from j on add up to (a branch that fits whole).
        self._left: list[int] = []
        self._len = self._count(self._values, cap)

    @staticmethod
    def _count(values: tuple[int, ...], cap: int) -> int:
        """How many non-empty subsets of ``values`` add up to at most ``cap`` (the order
        of the values does not matter: only their sums)."""
        total = 0
        for v in values:
            total += v
        if total <= cap:  # they all fit
            return (1 << len(values)) - 1
        return _fitting(values, 0, cap) - 1

    def _rank(self) -> None:
        """Put the cards in depth-first order (by value, then card order), once."""
        if not self._left:
            values, cards = self._values, self._cards
            # One int per card, value first, then the card's order (how Cards compare), then
            # its place here: sorting plain ints, not (value, Card) pairs compared in Python.
            keys = [(values[k] << 16) | (cards[k].order << 8) | k for k in range(len(values))]
            keys.sort()
            ranked_values: list[int] = []
            ranked_cards: list[Card] = []
            for key in keys:
                k = key & 0xFF
                ranked_values.append(values[k])
                ranked_cards.append(cards[k])
            left = [0] * (len(keys) + 1)  # left[j]: the values from j on added up
            total = 0
            for j in range(len(keys) - 1, -1, -1):
                total += ranked_values[j]
                left[j] = total
            self._values = tuple(ranked_values)
            self._cards = tuple(ranked_cards)
            self._left = left

    def __len__(self) -> int:
        return self._len

    @overload
    def __getitem__(self, i: int) -> tuple[Card, ...]: ...

    @overload
    def __getitem__(self, i: slice) -> list[tuple[Card, ...]]: ...

    def __getitem__(self, i: int | slice) -> tuple[Card, ...] | list[tuple[Card, ...]]:
        if not isinstance(i, int):  # a slice (an int is checked first: cheaper when compiled)
            return list(self)[i]
        if i < 0:
            i += self._len
        if not 0 <= i < self._len:
            raise IndexError("subset index out of range")
        self._rank()
        values, left, n = self._values, self._left, len(self._values)
        chosen: list[Card] = []
        start, cap = 0, self._cap
        while True:  # walk down the depth-first order, skipping whole branches
            for j in range(start, n):
                rest = cap - values[j]  # what the cards after this one may add up to
                below = (1 << (n - j - 1)) - 1 if left[j + 1] <= rest else _fitting(values, j + 1, rest) - 1
                if i <= below:  # the subset is this card's, or in the branch below it
                    chosen.append(self._cards[j])
                    start, cap = j + 1, rest
                    break
                i -= 1 + below
            if i == 0:
                return tuple(chosen)
            i -= 1

    def __iter__(self) -> Iterator[tuple[Card, ...]]:
        self._rank()
        chosen: list[Card] = []
        values, cards = self._values, self._cards

        def extend(start: int, total: int) -> Iterator[tuple[Card, ...]]:
            for j in range(start, len(values)):
                if total + values[j] > self._cap:
                    break
                chosen.append(cards[j])
                yield tuple(chosen)
                yield from extend(j + 1, total + values[j])
                chosen.pop()

        return extend(0, 0)


def to_treasury(
    g: Table, owner: int, cards: list[Card], rules: tuple[str, ...], text: Text | None, seat: int | None = None
) -> Seq[None]:
    """Put cards into a Treasury and say so (the step's ``seat``; ``text`` None: an untraced
    game says nothing), then offer any instant win (R-27, P-05)."""
    g.treasury[owner].extend(cards)
    if text is not None:
        g.step(rules, text, seat=seat)
    if g.instant_wins(owner):
        yield from check_instant_win(g, owner)


def win_rule(kind: str) -> str:
    """The rule id of an instant win's kind."""
    return "win.monopoly" if kind == "monopoly" else "win.father-of-dragons"


def check_instant_win(g: Table, seat: int) -> Seq[None]:
    """Offer each instant win this Treasury now holds; a decline is remembered (P-05).
    With the variant ``instant_wins_at_once=False`` they wait for the end of the Turn."""
    if g.options.instant_wins_at_once:
        yield from offer_instant_wins(g, seat)


def offer_instant_wins(g: Table, seat: int) -> Seq[None]:
    """Ask about each instant win the seat holds (R-27, P-05)."""
    for kind in g.instant_wins(seat):
        rule = win_rule(kind)
        act = yield Decision(
            seat,
            "instant_win",
            say("prompt-declare-win", win=win_said(kind)),  # rare: said at once
            [DeclareWin(seat, kind, True), DeclareWin(seat, kind, False)],
            (rule, "R-27", "P-05"),
        )
        assert isinstance(act, DeclareWin)
        if act.declare:
            declare_instant_win(g, seat, kind)
        g.standing_wins.add(seat)


def declare_instant_win(g: Table, seat: int, kind: str) -> NoReturn:
    """The Treasury is shown and the game ends at once (seed 000, R-27)."""
    rule = win_rule(kind)
    # The result is set before the last step, so its snapshot shows the game over.
    over = g.finish(seat, kind)
    if g.tracing:
        treasury = cards_said(sorted(g.treasury[seat]))
        g.step((rule, "R-27"), say("step-declares-win", seat=seat, cards=treasury, win=win_said(kind)), seat=seat)
    raise over  # the core's end of game: every open sequence unwinds, nothing pending resolves
