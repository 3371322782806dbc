"""Shared by every area: offering decisions (with standing instant wins), Treasury gains and
instant wins, the pending Acquisition Attempt and Stack items, narration helpers."""

from __future__ import annotations

from collections.abc import Generator, Iterable
from dataclasses import dataclass, field
from itertools import combinations
from typing import TYPE_CHECKING, Any, NoReturn, TypeVar

from ....core.sequence import Decision as CoreDecision
from ..actions import (
    WIN_NAME,
    Action,
    DeclareWin,
)
from ..cards import Card, primary_buying, secondary_buying
from ..target import BLACK_MARKET_TARGET, EMBLEM_VALUE, TargetValue

if TYPE_CHECKING:
    from ..game import Game

R = TypeVar("R")
#: A DML decision offers DML actions; a DML sequence is sent the chosen one.
Decision = CoreDecision[Action]
Seq = Generator[Decision, Action, R]


@dataclass
class StackItem:
    """A card on the Character Power Stack and who played it, as what, from where."""

    card: Card
    seat: int
    kind: str  # "power" or "emblem"
    source: str  # "treasury" or "court"


@dataclass
class Attempt:
    """An Acquisition Attempt under way: what is targeted and every card bid on it."""

    seat: int
    target: str  # "stock:S", "event", "court:N", "black_market:N"
    declared: list[Card]
    suit: str | None
    emblem_bonus: int = 0
    active_primary: list[Card] = field(default_factory=list)
    active_secondary: list[Card] = field(default_factory=list)
    seizer: int | None = None
    seizer_primary: list[Card] = field(default_factory=list)
    market_mods: tuple[int, ...] = ()
    #: The Wheel of Profit for the target's type (empty for a Black Market).
    primary: str = ""
    secondary: str = ""

    def __post_init__(self) -> None:
        if self.suit is not None:
            self.primary, self.secondary = primary_buying(self.suit), secondary_buying(self.suit)

    @property
    def is_black_market(self) -> bool:
        return self.target.startswith("black_market")

    @property
    def worth(self) -> int:
        """Face value of what is at stake (Emblems count 10), for agents weighing bids."""
        return sum(self.tv().declared_values)

    def tv(self) -> TargetValue:
        """The Target Value right now, every term kept (R-02)."""
        if self.is_black_market:
            return TargetValue(fixed=BLACK_MARKET_TARGET)
        return TargetValue(
            tuple(self.declared),
            self.market_mods,
            self.emblem_bonus,
            tuple(self.active_primary),
            tuple(self.seizer_primary),
            tuple(self.active_secondary),
            values=(EMBLEM_VALUE,) * len(self.declared) if self.target.startswith("court") else (),
        )


class InstantWin(Exception):
    """Raised through every open sequence when Monopoly or Father of Dragons is declared:
    the rulebook ends the game at once, nothing pending resolves."""

    def __init__(self, seat: int, kind: str) -> None:
        super().__init__(seat, kind)
        self.seat = seat
        self.kind = kind


def cards_text(cards: Iterable[Card]) -> str:
    return " ".join(c.symbol for c in cards) or "nothing"


def plural(n: int, word: str) -> str:
    """ "1 card", "2 cards"."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def go(cards: list[Card]) -> str:
    """ "5♠ goes" or "5♠ 7♠ go", for narration."""
    return f"{cards_text(cards)} {'goes' if len(cards) == 1 else 'go'}"


def ask(
    g: Game,
    seat: int,
    kind: str,
    prompt: str,
    actions: list[Action],
    rules: tuple[str, ...],
    **context: Any,
) -> Seq[Action]:
    """Offer a decision; a decision with a single option is taken without asking.

    A seat that declined an instant win it still holds may declare it at any decision,
    its own or another seat's (P-05): at its own the declaration is offered last, beside
    the usual choices; at another seat's the game takes it out of turn
    (``Game._out_of_turn``). The log keeps both private: the others see the question only.
    """
    log_prompt = prompt
    if g.standing_wins and seat in g.standing_wins and kind != "instant_win":
        wins = g.instant_wins(seat)
        if wins:
            actions = [*actions, *(DeclareWin(seat, w, True) for w in wins)]
            rules = (*rules, "R-27", "P-05")
            prompt += f" (Or declare {' or '.join(WIN_NAME[w] for w in wins)}.)"
        else:
            g.standing_wins.discard(seat)
    if len(actions) == 1:
        if g.tracing:
            g.step(rules, f"{actions[0]} (the only choice)", kind="action", seat=seat, action=actions[0])
        return actions[0]
    decision = CoreDecision(seat, kind, prompt, actions, rules, context)
    if g.tracing:
        # An instant-win question tells the others what the Treasury holds: only its seat sees it.
        g.step(rules, f"Seat {seat} decides: {log_prompt}", kind="decision", seat=seat, private=kind == "instant_win")
    action = yield decision
    if isinstance(action, DeclareWin) and action.declare and (kind != "instant_win" or action.seat != seat):
        declare_instant_win(g, action.seat, action.kind)
    return action


def offer_standing_wins(g: Game, seats: Iterable[int], before: str) -> Seq[None]:
    """Ask each of ``seats`` that declined an instant win it still holds once more, before
    a step that could take it away without the holder's own decision (P-05)."""
    for seat in seats:
        if seat not in g.standing_wins:
            continue
        for kind in g.instant_wins(seat):
            act = yield from ask(
                g,
                seat,
                "instant_win",
                f"Declare {WIN_NAME[kind]} before {before}?",
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


def bounded_subsets(cards: list[Card], values: list[int], cap: int) -> list[tuple[Card, ...]]:
    """Every non-empty subset whose values (all >= 0) add up to at most ``cap``.

    Depth-first over the cards sorted by value, so a branch stops at the first card that
    no longer fits: a 9-card Stock does not cost 511 sums (R-01 with the cap of R-03).
    """
    ranked = sorted(zip(values, cards, strict=True), key=lambda vc: (vc[0], vc[1].order))
    out: list[tuple[Card, ...]] = []
    chosen: list[Card] = []

    def extend(start: int, total: int) -> None:
        for j in range(start, len(ranked)):
            value, card = ranked[j]
            if total + value > cap:
                break
            chosen.append(card)
            out.append(tuple(chosen))
            extend(j + 1, total + value)
            chosen.pop()

    extend(0, 0)
    return out


def to_treasury(g: Game, owner: int, cards: list[Card], rules: tuple[str, ...], text: str, **kw: Any) -> Seq[None]:
    """Put cards into a Treasury and say so, then offer any instant win (R-27, P-05)."""
    g.treasury[owner].extend(cards)
    g.step(rules, text, **kw)
    yield from check_instant_win(g, owner)


def win_rule(kind: str) -> str:
    """The rule id of an instant win's kind."""
    return "win.monopoly" if kind == "monopoly" else "win.father-of-dragons"


def check_instant_win(g: Game, seat: int) -> Seq[None]:
    """Offer each instant win this Treasury now holds; a decline is remembered (P-05).
    With the variant ``instant_wins_at_once=False`` they wait for the end of the Turn."""
    if g.options.instant_wins_at_once:
        yield from offer_instant_wins(g, seat)


def offer_instant_wins(g: Game, seat: int) -> Seq[None]:
    """Ask about each instant win the seat holds (R-27, P-05)."""
    for kind in g.instant_wins(seat):
        rule, name = win_rule(kind), WIN_NAME[kind]
        act = yield from ask(
            g,
            seat,
            "instant_win",
            f"Declare {name}?",
            [DeclareWin(seat, kind, True), DeclareWin(seat, kind, False)],
            (rule, "R-27", "P-05"),
        )
        assert isinstance(act, DeclareWin)
        if act.declare:
            declare_instant_win(g, seat, kind)
        g.standing_wins.add(seat)


def declare_instant_win(g: Game, seat: int, kind: str) -> NoReturn:
    """The Treasury is shown and the game ends at once (seed 000, R-27)."""
    rule, name = win_rule(kind), WIN_NAME[kind]
    # The result is set before the last step, so its snapshot shows the game over.
    g.finish(seat, kind)
    g.step(
        (rule, "R-27"),
        f"Seat {seat} reveals the Treasury ({cards_text(sorted(g.treasury[seat]))}) and declares {name}: "
        "the game ends at once.",
        seat=seat,
    )
    raise InstantWin(seat, kind)
