"""The rulebook's sequences, one generator function each, named as the rulebook names them.

A sequence ``yield``s a :class:`Decision` whenever a player must choose and receives
the chosen action back; it calls its subsequences with ``yield from``, so the live
Python call stack *is* the rulebook nesting (``Game > Round 3 > Action Phase > ...``).
The ``@sequence`` decorator pushes that nesting onto ``g.frames`` for the trace and the
diagrams. Every step calls ``g.step(rule_ids, text)``.

Read top-down: :func:`play` (the whole game) -> :func:`setup_stage` ->
:func:`game_stage` -> :func:`round_sequence` -> :func:`event_phase` /
:func:`action_phase` / :func:`end_phase` -> :func:`character_power_phase` /
:func:`turn` -> :func:`supply_step` / :func:`market_phase` / :func:`restock` ->
:func:`acquisition_attempt` -> :func:`declaration` / :func:`seize_attempt_phase` /
:func:`bidding_phase` / :func:`resolution_step`; and the interrupts
:func:`foreign_merchant` and :func:`dragon_siege`; finally :func:`end_stage`.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterable
from dataclasses import dataclass, field
from functools import wraps
from itertools import combinations
from typing import TYPE_CHECKING, Any, NoReturn, ParamSpec, TypeVar

from .actions import (
    WIN_NAME,
    Action,
    Bid,
    ChooseZone,
    Declare,
    DeclareWin,
    GiveCard,
    Pass,
    Play,
    Reroll,
    Seize,
    Steal,
    TakeCard,
)
from .cards import CHARACTER_NAMES, RESOURCE_NAME, SUITS, THIEF, Card, primary_buying, secondary_buying
from .dice import DABO, dice_text, roll_name, succeeds, success_probability
from .events import CARNIVAL_OF_COIN, CONTRABAND_CRACKDOWN, DECADENCE, GRAND_OPENING, MARAUDERS, TAX_RELIEF
from .scoring import decide_winner, score
from .target import BLACK_MARKET_TARGET, EMBLEM_VALUE, TargetValue
from .trace import Frame

if TYPE_CHECKING:
    from .game import Game

P = ParamSpec("P")
R = TypeVar("R")
Seq = Generator["Decision", Action, R]


@dataclass
class Decision:
    """A point where seat ``seat`` must choose one of ``actions``.

    ``kind`` groups decisions for agents and the widget ("declare", "bid", "seize",
    "play", "reroll", "instant_win", "choose"); ``context`` carries what an agent needs
    to judge (the roll, the Target Value ...).
    """

    seat: int
    kind: str
    prompt: str
    actions: list[Action]
    rules: tuple[str, ...]
    context: dict[str, Any] = field(default_factory=dict)


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


def sequence(
    name: str, label: Callable[..., str] | None = None
) -> Callable[[Callable[P, Seq[R]]], Callable[P, Seq[R]]]:
    """Mark a generator function as the rulebook sequence ``name``.

    While it runs, its frame is on ``g.frames`` (the first argument is the game); the
    optional ``label`` function of the same arguments names this instance.
    """

    def deco(fn: Callable[P, Seq[R]]) -> Callable[P, Seq[R]]:
        @wraps(fn)
        def run(*args: P.args, **kwargs: P.kwargs) -> Seq[R]:
            g: Game = args[0]  # type: ignore[assignment]
            frames = g.frames  # this game's list, even if a replay swaps in a new one
            g.frame_serial += 1
            frames.append(Frame(name, label(*args, **kwargs) if label else name, g.frame_serial))
            try:
                return (yield from fn(*args, **kwargs))
            finally:
                frames.pop()

        run.sequence_name = name  # type: ignore[attr-defined]
        return run

    return deco


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

    A seat that declined an instant win it still holds may declare it at any of its
    decisions (P-05): the declaration is then offered last, beside the usual choices.
    """
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
    decision = Decision(seat, kind, prompt, actions, rules, context)
    if g.tracing:
        g.step(rules, f"Seat {seat} decides: {prompt}", kind="decision", seat=seat)
    action = yield decision
    if isinstance(action, DeclareWin) and kind != "instant_win":
        declare_instant_win(g, seat, action.kind)
    return action


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


# --------------------------------------------------------------------------- dice


def roll(
    g: Game, seat: int, rules: tuple[str, ...], target: int | None = None, why: str = "", to_beat: int = 0
) -> Seq[tuple[int, int]]:
    """Roll two dice; after a Dabo! the roller may re-roll (R-10, R-22).

    ``target`` is a Target Value; ``to_beat`` the best roll so far in a roll-off.
    """
    while True:
        a, b = g.roll_dice()
        name = roll_name(a, b)
        if g.tracing:
            vs = f" against Target Value {target}" if target is not None else ""
            g.step(rules, f"Seat {seat} rolls {dice_text(a, b)}{vs}{why}.", kind="roll", seat=seat, dice=(a, b))
        if name != DABO:
            return a, b
        fails = a + b < target if target is not None else a + b < max(to_beat, 7)
        act = yield from ask(
            g,
            seat,
            "reroll",
            f"Dabo! ({a + b}) Re-roll both dice?",
            [Reroll(seat, True), Reroll(seat, False)],
            ("dice.dabo", "R-10"),
            total=a + b,
            target=target,
            fails=fails,
        )
        assert isinstance(act, Reroll)
        if not act.reroll:
            return a, b


def dice_triggers(g: Game, a: int, b: int) -> Seq[None]:
    """Woot! Woot! brings the Foreign Merchant, Wyvern Eyes the Dragon Siege, once the
    roll's own outcome is done (R-11). Market Mayhem has neither."""
    if g.mode == "quickstart" or a != b or a not in (1, 6):
        return
    if a == 6:
        g.step(("dice.woot", "R-11"), "Woot! Woot! now calls the Foreign Merchant.")
        yield from foreign_merchant(g, None)
    else:
        g.step(("dice.wyvern", "R-11"), "Wyvern Eyes now wakes the Dragon: Dragon Siege.")
        yield from dragon_siege(g)


# --------------------------------------------------------------------- treasuries


def to_treasury(g: Game, owner: int, cards: list[Card], rules: tuple[str, ...], text: str, **kw: Any) -> Seq[None]:
    """Put cards into a Treasury and say so, then offer any instant win (R-27, P-05)."""
    g.treasury[owner].extend(cards)
    g.step(rules, text, **kw)
    yield from check_instant_win(g, owner)


def win_rule(kind: str) -> str:
    """The rule id of an instant win's kind."""
    return "win.monopoly" if kind == "monopoly" else "win.father-of-dragons"


def check_instant_win(g: Game, seat: int) -> Seq[None]:
    """Offer each instant win this Treasury now holds; a decline is remembered (P-05)."""
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


# ------------------------------------------------------------------- the game


@sequence("Game")
def play(g: Game) -> Seq[None]:
    """The three Stages; an instant win cuts through everything (seed 000)."""
    try:
        begin = g.begin
        if begin is None:
            yield from setup_stage(g)
        yield from game_stage(g)
        yield from end_stage(g)
    except InstantWin:
        pass  # the result is already recorded; every open sequence has unwound


@sequence("Setup Stage")
def setup_stage(g: Game) -> Seq[None]:
    g.step(("setup.stage",), f"Setup for {g.players} players ({g.mode_name}).")
    yield from initiative_badge_roll_off(g)

    full = g.mode == "full"
    # Extracted cards wait face down beside the deck ("pending:set_aside") until placed.
    aside = g.set_aside
    aside.extend(c for c in g.deck if c.is_king or c.is_egg or c.rank in ("2", "3"))
    g.deck = [c for c in g.deck if c not in aside]
    g.rng.shuffle(g.deck)
    g.step(
        ("setup.extract", "R-21"),
        f"The Dealer takes out the Merchant Kings, the 2s and 3s{' and the Dragon Eggs' if full else ''}, "
        f"and shuffles the other {len(g.deck)} cards into the Event Deck.",
    )
    if full:
        g.nest.extend(c for c in aside if c.is_egg)
        aside[:] = [c for c in aside if not c.is_egg]
        g.step(("setup.nest",), "The four Dragon Eggs go into the Dragon's Nest.")

    twos = [c for c in aside if c.rank == "2"]
    threes = [c for c in aside if c.rank == "3"]
    g.rng.shuffle(twos)
    g.rng.shuffle(threes)
    piles = [[two, three] for two, three in zip(twos, threes, strict=True)]
    g.step(("setup.piles", "R-21"), "The 2s and 3s make four face-down piles of one 2 and one 3 each.")

    kings = [c for c in aside if c.is_king]
    g.rng.shuffle(kings)
    order = g.seats_from(g.dealer)
    for seat in order:
        king = g.king[seat] = kings.pop()
        aside.remove(king)
    g.step(("setup.kings", "R-21"), "Each player gets one face-down Merchant King, starting with the Dealer.")
    if kings:
        g.exile.extend(kings)
        aside.remove(kings[0])
        g.step(("mode.three-players", "R-30"), "The undealt Merchant King goes face down into Exile.")

    g.rng.shuffle(piles)
    for seat in order:
        pile = piles.pop()
        g.treasury[seat].extend(pile)
        aside[:] = [c for c in aside if c not in pile]
    g.step(
        ("setup.choose-pile", "R-21"), "Starting with the Dealer, each player takes a starting pile into the Treasury."
    )
    if piles:
        aside.clear()
        if full:
            g.hoard.extend(piles.pop())
            g.step(("mode.three-players", "R-30"), "The undealt starting pile goes to the Dragon's Hoard.")
        else:
            g.exile.extend(piles.pop())
            g.step(
                ("mode.three-players", "P-02"),
                "The undealt starting pile leaves the game (Market Mayhem has no Hoard).",
            )
    g.step(("setup.restock",), "The Dealer fills the Marketplace by the Restock rule.")
    yield from restock(g)


@sequence("Initiative Badge Roll-Off")
def initiative_badge_roll_off(g: Game) -> Seq[None]:
    """Highest 2d6 takes the badge; ties roll again; Woot! Woot! takes it at once (R-22)."""
    contenders = list(range(g.players))
    while True:
        totals: dict[int, int] = {}
        best = 0
        for seat in contenders:
            a, b = yield from roll(g, seat, ("setup.roll-off", "R-22"), to_beat=best)
            if a == b == 6:
                g.dealer = seat
                g.step(
                    ("setup.roll-off", "dice.woot", "R-22"),
                    f"Woot! Woot!: seat {seat} takes the Initiative Badge at once.",
                )
                return
            totals[seat] = a + b
            best = max(best, a + b)
        tied = [s for s in contenders if totals[s] == best]
        if len(tied) == 1:
            g.dealer = tied[0]
            g.step(
                ("setup.roll-off", "R-22"), f"Seat {g.dealer} rolled highest ({best}) and takes the Initiative Badge."
            )
            return
        g.step(("setup.roll-off", "R-22"), f"Seats {', '.join(map(str, tied))} tie at {best} and roll again.")
        contenders = tied


@sequence("Game Stage")
def game_stage(g: Game) -> Seq[None]:
    g.step(("game.stage",), "The Game Stage: Rounds repeat until something ends the game.")
    begin = g.begin
    while True:
        if begin is None:
            g.round += 1
        deck_empty = yield from round_sequence(g, begin)
        begin = None
        if deck_empty:
            return


def _round_label(g: Game, begin: object = None) -> str:
    return f"Round {g.round}"


@sequence("Round", _round_label)
def round_sequence(g: Game, begin: dict[str, Any] | None = None) -> Seq[bool]:
    """Event Phase, Action Phase, End Phase; returns True when the Event Deck ran out."""
    if begin is None or begin["at"] == "round":
        g.step(("round.sequence",), f"Round {g.round}: seat {g.dealer} holds the Initiative Badge and is the Dealer.")
        if (yield from event_phase(g)):
            return True
    else:
        g.apply_event_effects()
    yield from action_phase(g, begin)
    yield from end_phase(g)
    return False


@sequence("Event Phase")
def event_phase(g: Game) -> Seq[bool]:
    if not g.deck:
        g.step(
            ("event.deck-empty", "R-26"),
            "The Dealer cannot draw an Event: the Event Deck is empty. On to the End Stage.",
        )
        return True
    card = g.deck.pop()
    if card.is_foreign_merchant:
        g.drawn = card
        g.step(
            ("event.draw", "R-20"),
            "The Dealer turns up the Foreign Merchant: it resolves at once; the Event Zone stays empty.",
        )
        yield from foreign_merchant(g, card)
    else:
        g.event_card = card
        g.step(("event.draw",), f"The Dealer turns up {card.name} into the Event Zone.")
    yield from event_resolution(g)
    return False


@sequence("Event Resolution")
def event_resolution(g: Game) -> Seq[None]:
    g.apply_event_effects()
    ev = g.event
    rules: tuple[str, ...] = ("event.resolution", ev.rule) + (("R-20",) if g.event_card is None else ())
    if g.tracing:
        text = f"Event: {ev}. Market Effect: {ev.market_effect}."
        if g.mode == "quickstart":
            text += " Market Mayhem has no Player Effects."
            rules += ("mode.quickstart",)
        elif ev.type in (CARNIVAL_OF_COIN, GRAND_OPENING):
            text += f" Player Effect: everyone {ev.player_effect}."
        else:
            hit = sorted(g.affected)
            if hit:
                who = ", ".join(f"seat {s}" for s in hit)
                text += f" Player Effect (Treasuries of {ev.value}+ cards, R-19): {who} {ev.player_effect}."
            else:
                text += f" Player Effect: no Treasury holds {ev.value}+ cards, so nobody is affected (R-19)."
            rules += ("R-19",)
        g.step(rules, text)
    if ev.type == MARAUDERS and g.mode == "full":
        for seat in g.seats_from(g.dealer):
            hand = g.treasury[seat]
            if seat in g.affected and hand:
                card = hand.pop(g.rng.randrange(len(hand)))
                where = g.discard(card)
                g.step(
                    ("event.marauders", "R-21"),
                    f"Marauders: seat {seat} loses {card.name} at random ({where}).",
                    seat=seat,
                )
    return
    yield


@sequence("Action Phase")
def action_phase(g: Game, begin: dict[str, Any] | None = None) -> Seq[None]:
    """A Character Power Phase before, between and after the Turns."""
    order = g.seats_from(g.dealer)
    if begin is None or begin["at"] == "round":
        g.step(
            ("action.sequence",),
            "Action Phase: Turns in seat order from the Dealer, Character Power Phases around them.",
        )
        yield from character_power_phase(g)
    else:
        order = order[order.index(begin["seat"]) :]
    for seat in order:
        yield from turn(g, seat, begin)
        begin = None
        yield from character_power_phase(g)


# ------------------------------------------------------- Character Power Phase


def playable(g: Game, seat: int) -> list[Action]:
    """What this seat may put on the Stack now (R-16, R-17, R-25)."""
    if g.mode != "full":
        return []
    out: list[Action] = []
    powers = seat not in g.no_powers
    for c in g.treasury[seat]:
        if c.is_character and powers:
            out.append(Play(seat, c, "power", "treasury"))
        if c.is_court:
            out.append(Play(seat, c, "emblem", "treasury"))
    if powers and g.options.powers_from_court:
        out.extend(Play(seat, c, "power", "court") for c in g.court[seat] if c.is_character)
    return out


@sequence("Character Power Phase")
def character_power_phase(g: Game) -> Seq[None]:
    """From the Dealer, each player may play; responses go round until all but the last
    player to play have passed in a row (R-16)."""
    n = g.players
    seat = g.dealer
    passes = 0
    last: int | None = None
    while True:
        played = False
        while options := playable(g, seat):
            act = yield from ask(
                g,
                seat,
                "play",
                "Play a Character Power or an Emblem onto the Character Power Stack, or pass?",
                [*options, Pass(seat, "Character Power Phase")],
                ("cpp.sequence", "R-16"),
            )
            if not isinstance(act, Play):
                break
            (g.court if act.source == "court" else g.treasury)[seat].remove(act.card)
            g.stack.append(StackItem(act.card, seat, act.kind, act.source))
            played = True
            how = "an Ultimate Power" if act.kind == "power" else "an Emblem"
            g.step(("cpp.sequence", "R-16"), f"Seat {seat} puts {act.card.name} on the Stack as {how}.", seat=seat)
        if played:
            last, passes = seat, 0
        else:
            passes += 1
        if passes >= (n if last is None else n - 1):
            break
        seat = (seat + 1) % n
    if g.stack:
        yield from stack_resolution(g)
    elif last is None:
        g.step(("cpp.sequence", "R-16"), "Nobody plays a Character Power or an Emblem.")


@sequence("Stack Resolution")
def stack_resolution(g: Game) -> Seq[None]:
    """Last in, first out."""
    g.step(("cpp.resolution",), f"The Character Power Stack resolves from the top ({plural(len(g.stack), 'card')}).")
    while g.stack:
        item = g.stack.pop()
        if item.kind == "emblem":
            g.court[item.seat].append(item.card)
            g.step(
                ("cpp.resolution", "emblem.play") + (("R-18",) if item.card.suit == "C" else ()),
                f"{item.card.name} enters seat {item.seat}'s Court as an Emblem.",
                seat=item.seat,
            )
        else:
            g.resolving = item.card  # shown on the Stack until it goes to Exile
            yield from ultimate_power(g, item)


def _power_label(g: Game, item: StackItem) -> str:
    return f"Ultimate Power: {CHARACTER_NAMES[item.card.code]}"


@sequence("Ultimate Power", _power_label)
def ultimate_power(g: Game, item: StackItem) -> Seq[None]:
    card, seat = item.card, item.seat
    rule = CHARACTER_RULES[card.code]
    g.step(("power.ultimate", rule), f"{card.name} resolves for seat {seat}.", seat=seat)
    yield from POWERS[card.code](g, seat)
    if card.is_thief:
        return  # the Thief's own roll decided where it went
    g.resolving = None
    g.exile.append(card)
    g.step(("power.ultimate",), f"{card.name} goes to Exile.")


def grand_inquisitor(g: Game, seat: int) -> Seq[None]:
    swept: list[Card] = []
    for suit in SUITS:
        swept += g.stocks[suit]
        g.stocks[suit] = []
    for bm in list(g.black_markets):
        swept += g.black_markets.pop(bm)
    rules: tuple[str, ...] = ("char.grand-inquisitor", "egg.placement", "P-03")
    opening = ""
    if g.event.type == GRAND_OPENING and g.event_card is not None:
        # The Grand Opening card is a Stock; the Round's Event stays Grand Opening.
        swept.append(g.event_card)
        g.event_card = None
        opening = ", the Grand Opening card with them"
        rules += ("R-06", "P-06")
    for c in swept:
        g.discard(c)
    g.step(
        rules,
        f"All Stocks and Black Markets ({plural(len(swept), 'card')}{opening}) go to the Dragon's Hoard "
        "(Eggs to the Nest, a Thief into the Event Deck).",
    )
    yield from restock(g)


def rogue_jester(g: Game, seat: int) -> Seq[None]:
    g.stack.reverse()
    g.step(("char.rogue-jester", "R-23"), f"The order of the {len(g.stack)} cards below the Jester is reversed.")
    return
    yield


def supreme_confiscator(g: Game, seat: int) -> Seq[None]:
    if not g.black_markets:
        g.step(("char.supreme-confiscator",), "There is no Black Market to look through.")
        return
    act = yield from ask(
        g,
        seat,
        "choose",
        "Which Black Market do you look through?",
        [ChooseZone(seat, f"black_market:{k}") for k in g.black_markets],
        ("char.supreme-confiscator", "R-23", "P-01"),
    )
    assert isinstance(act, ChooseZone)
    bm = int(act.zone.split(":")[1])
    pile = g.black_markets[bm]
    pick = yield from ask(
        g,
        seat,
        "choose",
        f"Take which card from Black Market {bm}?",
        [TakeCard(seat, c) for c in pile],
        ("char.supreme-confiscator", "R-23"),
    )
    assert isinstance(pick, TakeCard)
    pile.remove(pick.card)
    if not pile:
        del g.black_markets[bm]
    yield from to_treasury(
        g,
        seat,
        [pick.card],
        ("char.supreme-confiscator", "R-23"),
        f"Seat {seat} looks through Black Market {bm} and takes a card.",
        seat=seat,
    )


def tithe_embezzler(g: Game, seat: int) -> Seq[None]:
    for victim in g.seats_from(seat)[1:]:
        hand = g.treasury[victim]
        if not hand:
            g.step(("char.tithe-embezzler", "R-23"), f"Seat {victim} has an empty Treasury and gives nothing.")
            continue
        act = yield from ask(
            g,
            victim,
            "choose",
            f"Give seat {seat} one card of your choice.",
            [GiveCard(victim, c, seat) for c in hand],
            ("char.tithe-embezzler", "R-23"),
        )
        assert isinstance(act, GiveCard)
        hand.remove(act.card)
        yield from to_treasury(
            g,
            seat,
            [act.card],
            ("char.tithe-embezzler", "R-23"),
            f"Seat {victim} gives seat {seat} a card.",
            seat=victim,
        )


def dragon_empress(g: Game, seat: int) -> Seq[None]:
    g.step(("char.dragon-empress",), "The Dragon Empress of Khitamar calls a Dragon Siege.")
    yield from dragon_siege(g)


def harlot_queen(g: Game, seat: int) -> Seq[None]:
    cancelled = [i.card for i in g.stack]
    g.stack.clear()
    for c in cancelled:
        if c.is_character:
            g.exile.append(c)
        else:
            g.discard(c)
    g.step(
        ("char.harlot-queen", "R-24"),
        f"Everything below her is cancelled: {cards_text(cancelled)} (Characters to Exile, Tens to the Dragon's Hoard)."
        if cancelled
        else "Nothing is below her on the Stack.",
    )
    return
    yield


def pampered_heiress(g: Game, seat: int) -> Seq[None]:
    if not g.nest:
        g.step(("char.pampered-heiress",), "The Dragon's Nest is empty: no Egg to take.")
        return
    egg = g.nest.pop()
    yield from to_treasury(
        g,
        seat,
        [egg],
        ("char.pampered-heiress",),
        f"Seat {seat} takes a Dragon Egg ({egg.symbol}) from the Nest.",
        seat=seat,
    )


def archduchess(g: Game, seat: int) -> Seq[None]:
    stocks = [s for s in SUITS if g.stocks[s]]
    if not stocks:
        g.step(("char.archduchess",), "Every Stock is empty: nothing to take.")
        return
    act = yield from ask(
        g,
        seat,
        "choose",
        "Take which whole Stock?",
        [ChooseZone(seat, f"stock:{s}") for s in stocks],
        ("char.archduchess", "R-23", "P-01"),
    )
    assert isinstance(act, ChooseZone)
    suit = act.zone.split(":")[1]
    taken, g.stocks[suit] = g.stocks[suit], []
    yield from to_treasury(
        g,
        seat,
        taken,
        ("char.archduchess", "R-23"),
        f"Seat {seat} takes the whole {RESOURCE_NAME[suit]} Stock: {cards_text(taken)}.",
    )


def thief(g: Game, seat: int) -> Seq[None]:
    others = g.seats_from(seat)[1:]
    options: list[Action] = [Steal(seat, v) for v in others if g.treasury[v]]
    options += [GiveCard(seat, c, v) for c in g.treasury[seat] for v in others]
    if options:
        act = yield from ask(
            g,
            seat,
            "choose",
            "Steal a random card, or give one of yours away?",
            options,
            ("char.thief", "R-23", "P-01"),
        )
        if isinstance(act, Steal):
            hand = g.treasury[act.victim]
            card = hand.pop(g.rng.randrange(len(hand)))
            yield from to_treasury(
                g,
                seat,
                [card],
                ("char.thief", "R-21", "R-23"),
                f"Seat {seat} steals a random card from seat {act.victim}.",
                seat=seat,
            )
        elif isinstance(act, GiveCard):
            g.treasury[seat].remove(act.card)
            yield from to_treasury(
                g,
                act.to,
                [act.card],
                ("char.thief", "R-23"),
                f"Seat {seat} gives a card to seat {act.to}.",
                seat=seat,
            )
    else:
        g.step(("char.thief",), f"Nobody has a card to steal and seat {seat} has nothing to give.")
    a, b = yield from roll(g, seat, ("char.thief",), target=7, why=" for the Thief's escape")
    g.resolving = None
    if succeeds(a, b, 7):
        where = g.return_thief(THIEF)
        g.step(("char.thief", "P-03"), f"The Thief escapes: {where}.")
    else:
        g.exile.append(THIEF)
        g.step(("char.thief",), "The Thief is caught and goes to Exile.")
    yield from dice_triggers(g, a, b)


POWERS: dict[str, Callable[[Game, int], Seq[None]]] = {
    "JS": grand_inquisitor,
    "JC": rogue_jester,
    "JH": supreme_confiscator,
    "JD": tithe_embezzler,
    "QS": dragon_empress,
    "QC": harlot_queen,
    "QH": pampered_heiress,
    "QD": archduchess,
    "X2": thief,
}
CHARACTER_RULES = {
    "JS": "char.grand-inquisitor",
    "JC": "char.rogue-jester",
    "JH": "char.supreme-confiscator",
    "JD": "char.tithe-embezzler",
    "QS": "char.dragon-empress",
    "QC": "char.harlot-queen",
    "QH": "char.pampered-heiress",
    "QD": "char.archduchess",
    "X2": "char.thief",
}


# ------------------------------------------------------------------------ Turn


def _turn_label(g: Game, seat: int, begin: object = None) -> str:
    return f"Turn of seat {seat}"


@sequence("Turn", _turn_label)
def turn(g: Game, seat: int, begin: dict[str, Any] | None = None) -> Seq[None]:
    g.active = seat
    if begin is None or begin["at"] == "round":
        g.step(("turn.sequence",), f"Seat {seat} is the Active Player: Supply, Market, Restock.", seat=seat)
        yield from supply_step(g, seat)
    yield from market_phase(g, seat, begin)
    yield from restock(g)
    g.active = None


@sequence("Supply Step")
def supply_step(g: Game, seat: int) -> Seq[None]:
    if not g.deck:
        g.step(("supply.step", "R-26"), "The Event Deck is empty: no Supply card this Turn.")
        return
    yield from place_drawn(g, g.deck.pop(), "supply.step")


def place_drawn(g: Game, card: Card, rule: str) -> Seq[None]:
    """Where a card drawn in Supply or Restock goes (R-15)."""
    if card.is_resource:
        assert card.suit is not None
        g.stocks[card.suit].append(card)
        g.step((rule, "R-15"), f"Drawn: {card.symbol} goes to the {RESOURCE_NAME[card.suit]} Stock.")
    elif card.is_foreign_merchant:
        g.drawn = card
        g.step((rule, "fm.sequence"), "Drawn: the Foreign Merchant! Everything pauses while it resolves.")
        yield from foreign_merchant(g, card)
    elif card.is_thief:
        where = g.return_thief(card)
        g.step((rule, "R-15", "P-03"), f"Drawn: the Thief: {where}.")
    else:
        where = g.discard(card)
        g.step((rule, "R-15"), f"Drawn: {card.name}: {where}.")


# ---------------------------------------------------------------- Market Phase


def _market_label(g: Game, seat: int, label: str, rules: object = None) -> str:
    return label


@sequence("Market Phase")
def market_phase(g: Game, seat: int, begin: dict[str, Any] | None = None) -> Seq[None]:
    """Extra Market Actions first, then the Market Action, then the Black Market Action (R-13)."""
    extras: list[tuple[str, tuple[str, ...]]] = []
    if seat in g.extra_action:
        extras.append((f"Extra Market Action ({g.event.type})", ("R-13", g.event.rule)))
    diamonds = sum(1 for c in g.court[seat] if c.suit == "D")
    extras += [("Extra Market Action (Diamonds Emblem)", ("R-13", "emblem.diamonds-vantage"))] * diamonds
    black_market = g.mode == "full" and seat not in g.no_black_market_action
    if begin is not None and begin["at"] == "declaration":
        extras = []
    if g.tracing:
        n = len(extras)
        text = f"Seat {seat} has {plural(n, 'extra Market Action') if n else 'no extra Market Action'}, a Market Action"
        text += ", and a Black Market Action." if black_market else " and no Black Market Action."
        rules: tuple[str, ...] = ("market.sequence", "R-13")
        if seat in g.no_black_market_action:
            rules += ("event.tax-relief", "R-14")
        g.step(rules, text, seat=seat)
    for label, rules in extras:
        yield from market_action(g, seat, label, rules)
    yield from market_action(g, seat, "Market Action", ("market.action", "R-13"))
    if black_market:
        yield from black_market_action(g, seat)


def declare_options(g: Game, seat: int, market: bool) -> list[Action]:
    """Every Acquisition Attempt this seat may declare now (R-01, R-03, R-06)."""
    out: list[Action] = []
    if market:
        for suit in SUITS:
            stock = g.stocks[suit]
            if not stock:
                continue
            cap = 12 + g.max_primary(seat, suit) + g.emblem_bonus(seat, suit)
            values = [c.face_value + g.event.market_modifier(c) for c in stock]
            target = f"stock:{suit}"
            out.extend(Declare(seat, target, cards) for cards in bounded_subsets(stock, values, cap))
        if g.event.type == GRAND_OPENING and g.event_card is not None and g.event_card.rank == "T":
            out.append(Declare(seat, "event", (g.event_card,)))
        for other in range(g.players):
            if other != seat:
                out.extend(Declare(seat, f"court:{other}", (c,)) for c in g.court[other])
    out.extend(Declare(seat, f"black_market:{k}") for k in g.black_markets)
    return out


@sequence("Market Action", _market_label)
def market_action(g: Game, seat: int, label: str, rules: tuple[str, ...]) -> Seq[None]:
    options = declare_options(g, seat, market=True)
    act = yield from ask(
        g,
        seat,
        "declare",
        f"{label}: declare an Acquisition Attempt, or pass?",
        [*options, Pass(seat, label.lower())],
        (*rules, "acq.declaration", "R-01", "R-03"),
    )
    if not isinstance(act, Declare):
        return
    if act.target.startswith("black_market"):
        g.step(("market.substitution", "R-13"), f"Seat {seat} uses the {label} for a Black Market attempt.", seat=seat)
    yield from acquisition_attempt(g, act)


@sequence("Black Market Action")
def black_market_action(g: Game, seat: int) -> Seq[None]:
    options = declare_options(g, seat, market=False)
    if not options:
        g.step(("market.black-market-action",), "There is no Black Market to try.", seat=seat)
        return
    act = yield from ask(
        g,
        seat,
        "declare",
        "Black Market Action: try a Black Market, or pass?",
        [*options, Pass(seat, "black market action")],
        ("market.black-market-action", "acq.black-market"),
    )
    if not isinstance(act, Declare):
        return
    yield from acquisition_attempt(g, act)


# -------------------------------------------------------- Acquisition Attempt


@sequence("Acquisition Attempt")
def acquisition_attempt(g: Game, decl: Declare) -> Seq[None]:
    att = g.open_attempt(decl)
    g.step(("acq.attempt",), f"Seat {decl.seat} makes an Acquisition Attempt: a Target Value, then a roll of two dice.")
    # An instant win leaves the attempt's cards where they lie: nothing pending resolves.
    yield from declaration(g, att)
    if att.is_black_market:
        yield from black_market_resolution(g, att)
    else:
        if not att.target.startswith("court"):
            yield from seize_attempt_phase(g, att)
        if att.seizer is not None:
            yield from bidding_phase(g, att)
        else:
            g.step(("bid.sequence", "R-04"), "Nobody holds a Seize Attempt, so there is no Bidding Phase.")
        yield from resolution_step(g, att)
    g.attempt = None


def bid_options(g: Game, att: Attempt, seat: int, role: str) -> list[Action]:
    """Every set of Buying Resources this seat may bid in one Bid Action (R-07, R-08, R-09)."""
    suit = att.primary if role == "primary" else att.secondary
    cards = [c for c in g.treasury[seat] if c.is_resource and c.suit == suit and g.event.may_bid(c)]
    return [Bid(seat, s, role) for s in subsets(cards)]


@sequence("Declaration")
def declaration(g: Game, att: Attempt) -> Seq[None]:
    seat = att.seat
    if att.is_black_market:
        n = len(g.black_markets[int(att.target.split(":")[1])])
        g.step(
            ("acq.black-market", "R-06", "R-12"),
            f"Seat {seat} tries Black Market {att.target.split(':')[1]} ({plural(n, 'card')}): "
            f"Target Value {BLACK_MARKET_TARGET}, no Seize Attempts, no bids.",
            seat=seat,
        )
        return
    tv = att.tv()
    rules: tuple[str, ...] = ("acq.declaration", "R-01", "R-02")
    if att.emblem_bonus:
        rules += ("emblem.static-bonus", "R-12")
    if any(att.market_mods):
        rules += (g.event.rule,)
    where = {"event": "the Grand Opening card", "court": f"seat {att.target[6:]}'s Court"}.get(
        att.target.split(":")[0], f"the {RESOURCE_NAME.get(att.suit or '', '')} Stock"
    )
    if g.tracing:
        g.step(rules, f"Seat {seat} declares {cards_text(att.declared)} from {where}. Target Value {tv}.", seat=seat)
    options: list[Action] = [b for b in bid_options(g, att, seat, "primary") if tv.total - _fv(b) <= 12]
    if tv.total <= 12:
        options.append(Pass(seat, "no bid at Declaration"))
    over = tv.total - 12
    act = yield from ask(
        g,
        seat,
        "bid",
        f"Bid Primary Buying Resources ({RESOURCE_NAME[att.primary]}) now?"
        + (f" The Target Value is {over} over 12 and must come down." if over > 0 else ""),
        options,
        ("acq.declaration", "bid.primary", "R-03", "R-04", "R-08"),
        target=tv.total,
        value=att.worth,
        role="active",
    )
    if isinstance(act, Bid):
        _take_bid(g, act, att.active_primary)
        if g.tracing:
            g.step(
                ("bid.primary", "R-03"),
                f"Seat {seat} bids {cards_text(act.cards)}: Target Value {att.tv()}.",
                seat=seat,
            )


def _fv(action: Action) -> int:
    return sum(c.face_value for c in action.cards) if isinstance(action, Bid) else 0


def _take_bid(g: Game, bid: Bid, pile: list[Card]) -> None:
    for c in bid.cards:
        g.treasury[bid.seat].remove(c)
    pile.extend(bid.cards)


@sequence("Seize Attempt Phase")
def seize_attempt_phase(g: Game, att: Attempt) -> Seq[None]:
    """Face-down cards in seat order, then a simultaneous reveal (R-05)."""
    target, value = att.tv().total, att.worth
    for seat in g.seats_from(att.seat)[1:]:
        if seat in g.no_seize:
            g.step(
                ("seize.sequence", "event.crackdown"),
                f"Seat {seat} is under Contraband Crackdown and may not make a Seize Attempt.",
                seat=seat,
            )
            continue
        options: list[Action] = [Seize(seat, c) for c in g.treasury[seat] if not c.is_egg]
        act = yield from ask(
            g,
            seat,
            "seize",
            f"Lay a card face down for a Seize Attempt on {cards_text(att.declared)} "
            f"(only {'an' if att.primary == 'S' else 'a'} {RESOURCE_NAME[att.primary]} card can win), or pass?",
            [*options, Pass(seat, "Seize Attempt")],
            ("seize.sequence", "R-05"),
            primary=att.primary,
            target=target,
            value=value,
        )
        if isinstance(act, Seize):
            g.treasury[seat].remove(act.card)
            g.seize_cards[seat] = act.card
            g.step(("seize.sequence", "R-05"), f"Seat {seat} lays a card face down.", seat=seat)
    if not g.seize_cards:
        g.step(("seize.sequence",), "Nobody lays a Seize card.")
        return
    laid = dict(g.seize_cards)
    g.step(("seize.sequence", "R-05"), "Revealed: " + ", ".join(f"seat {s} {c.symbol}" for s, c in laid.items()) + ".")
    valid = [
        (c.face_value, s) for s, c in laid.items() if c.is_resource and c.suit == att.primary and g.event.may_bid(c)
    ]
    if valid:
        _, winner = max(valid)
        card = g.seize_cards.pop(winner)
        att.seizer = winner
        att.seizer_primary.append(card)
        g.step(
            ("seize.award", "R-05", "R-08"),
            f"Seat {winner}'s {card.symbol} is the highest {RESOURCE_NAME[att.primary]} card: seat {winner} wins "
            f"the Seize Attempt and the card is the first bid. Target Value {att.tv()}.",
            seat=winner,
        )
    else:
        g.step(
            ("seize.award", "R-05"),
            f"No {RESOURCE_NAME[att.primary]} card that may be bid was laid: nobody wins the Seize Attempt.",
        )
    for s, c in list(g.seize_cards.items()):
        del g.seize_cards[s]
        yield from to_treasury(g, s, [c], ("seize.award",), f"Seat {s} takes {c.symbol} back.", seat=s)


@sequence("Bidding Phase")
def bidding_phase(g: Game, att: Attempt) -> Seq[None]:
    """Active Player, then Seizer, in turn; the first pass ends the bidding (R-07)."""
    assert att.seizer is not None
    g.step(("bid.sequence", "R-07"), f"Bidding between seat {att.seat} (Active) and seat {att.seizer} (Seizer).")
    n = 0
    while True:
        n += 1
        if not (yield from bid_action(g, att, att.seat, n)):
            return
        if not (yield from bid_action(g, att, att.seizer, n)):
            return


def _bid_label(g: Game, att: Attempt, seat: int, n: int) -> str:
    return f"Bid Action {n} ({'Active Player' if seat == att.seat else 'Seizer'})"


@sequence("Bid Action", _bid_label)
def bid_action(g: Game, att: Attempt, seat: int, n: int) -> Seq[bool]:
    """One Bid Action; returns False when the player passes (which ends the bidding)."""
    active = seat == att.seat
    options = bid_options(g, att, seat, "primary")
    if active:
        options += bid_options(g, att, seat, "secondary")
    kinds = (
        f"{RESOURCE_NAME[att.primary]} (Primary) or {RESOURCE_NAME[att.secondary]} (Secondary, against the Seizer)"
        if active
        else f"{RESOURCE_NAME[att.primary]} (Primary)"
    )
    act = yield from ask(
        g,
        seat,
        "bid",
        f"Bid {kinds}, or pass and end the bidding? Target Value {att.tv().total}.",
        [*options, Pass(seat, "bid")],
        ("bid.sequence", "bid.primary", "bid.secondary" if active else "bid.primary", "R-07", "R-08"),
        target=att.tv().total,
        value=att.worth,
        role="active" if active else "seizer",
    )
    if not isinstance(act, Bid):
        g.step(("bid.sequence", "R-07"), f"Seat {seat} passes: the bidding ends.", seat=seat)
        return False
    if active and act.role == "secondary":
        _take_bid(g, act, att.active_secondary)
        rule = "bid.secondary"
    else:
        _take_bid(g, act, att.active_primary if active else att.seizer_primary)
        rule = "bid.primary"
    g.step(
        (rule, "R-02", "R-07"),
        f"Seat {seat} bids {cards_text(act.cards)} ({act.role}): Target Value {att.tv()}.",
        seat=seat,
    )
    return True


@sequence("Resolution Step")
def resolution_step(g: Game, att: Attempt) -> Seq[None]:
    seat = att.seat
    tv = att.tv()
    if g.tracing:
        p = success_probability(tv.total)
        g.step(("resolution.step", "R-02"), f"Target Value {tv}. Chance to succeed: {p} ({float(p):.0%}).", seat=seat)
    a, b = yield from roll(g, seat, ("resolution.step", "R-10"), target=tv.total)
    ok = succeeds(a, b, tv.total)
    declared = list(att.declared)
    att.declared.clear()
    kind, _, rest = att.target.partition(":")
    if ok:
        yield from to_treasury(
            g,
            seat,
            declared,
            ("resolution.step", "R-09"),
            f"Success: {go(declared)} into seat {seat}'s Treasury.",
            seat=seat,
        )
    elif att.seizer is not None:
        yield from to_treasury(
            g,
            att.seizer,
            declared,
            ("resolution.step", "R-09"),
            f"Failure: the Seizer, seat {att.seizer}, takes {cards_text(declared)}.",
            seat=att.seizer,
        )
    else:
        if kind == "stock":
            g.stocks[rest].extend(declared)
        elif kind == "event":
            g.event_card = declared[0]
        else:
            g.court[int(rest)].extend(declared)
        g.step(
            ("resolution.step", "R-09"),
            f"Failure: {go(declared)} back where {'it' if len(declared) == 1 else 'they'} came from.",
        )
    bids = att.active_primary + att.active_secondary + att.seizer_primary
    if bids:
        for c in bids:
            assert c.suit is not None
            g.stocks[c.suit].append(c)
        att.active_primary.clear()
        att.active_secondary.clear()
        att.seizer_primary.clear()
        g.step(("resolution.bids", "R-09"), f"The bid cards {cards_text(bids)} go to the Stocks of their own suits.")
    yield from dice_triggers(g, a, b)


@sequence("Resolution Step")
def black_market_resolution(g: Game, att: Attempt) -> Seq[None]:
    seat = att.seat
    bm = int(att.target.split(":")[1])
    a, b = yield from roll(g, seat, ("acq.black-market", "R-10", "R-12"), target=BLACK_MARKET_TARGET)
    if succeeds(a, b, BLACK_MARKET_TARGET):
        hearts = sum(1 for c in g.court[seat] if c.suit == "H")
        pile = g.black_markets[bm]
        taken = [pile.pop(g.rng.randrange(len(pile))) for _ in range(min(len(pile), 1 + hearts))]
        if not pile:
            del g.black_markets[bm]
        rules: tuple[str, ...] = ("acq.black-market", "R-21", "P-07") + (("emblem.hearts-vantage",) if hearts else ())
        gone = " Black Market emptied and gone." if bm not in g.black_markets else ""
        yield from to_treasury(
            g,
            seat,
            taken,
            rules,
            f"Success: seat {seat} takes {len(taken)} card{'s' if len(taken) > 1 else ''} at random.{gone}",
            seat=seat,
        )
    else:
        g.step(("acq.black-market",), "Failure: nothing is taken.", seat=seat)
    yield from dice_triggers(g, a, b)


# ---------------------------------------------------------------------- Restock


@sequence("Restock")
def restock(g: Game) -> Seq[None]:
    """Draw until the four Stocks hold 3 Resources, or the Event Deck runs out (R-15)."""
    count = g.market_count()
    if count >= 3:
        g.step(("restock.sequence", "R-15"), f"The Stocks hold {count} Resources: no Restock needed.")
        return
    g.step(("restock.sequence", "R-15"), f"The Stocks hold {count} Resources: the Dealer draws until there are 3.")
    while g.market_count() < 3:
        if not g.deck:
            g.step(("restock.sequence", "R-15", "R-26"), "The Event Deck is empty: the Restock stops.")
            return
        yield from place_drawn(g, g.deck.pop(), "restock.sequence")


# ------------------------------------------------------------------- End Phase


@sequence("End Phase")
def end_phase(g: Game) -> Seq[None]:
    card = g.event_card
    if card is not None:
        g.event_card = None
        if g.mode == "quickstart":
            g.exile.append(card)
            where = "leaves the game (Market Mayhem)"
            rules: tuple[str, ...] = ("end-phase.sequence", "R-31")
        elif card.is_thief:
            where = g.return_thief(card)
            rules = ("end-phase.sequence", "P-03")
        else:
            where = g.discard(card)
            rules = ("end-phase.sequence",)
        g.step(rules, f"The Event card {card.name} {where}.")
    g.end_event_effects()
    g.dealer = (g.dealer + 1) % g.players
    g.step(("end-phase.sequence",), f"The Initiative Badge passes to seat {g.dealer}.")
    return
    yield


# ------------------------------------------------------------------ interrupts


@sequence("Foreign Merchant")
def foreign_merchant(g: Game, card: Card | None) -> Seq[None]:
    """Hoard + one Egg + the card itself become a new Black Market (dml-reference 7)."""
    pile = list(g.hoard)
    g.hoard.clear()
    egg = g.nest.pop() if g.nest else None
    if egg:
        pile.append(egg)
    if card is not None:
        pile.append(card)
        g.drawn = None
    if not pile:
        g.step(("fm.sequence", "P-04"), "The Foreign Merchant finds nothing to gather: no Black Market is made.")
        return
    g.rng.shuffle(pile)
    bm = g.new_black_market(pile)
    hoarded = len(pile) - (egg is not None) - (card is not None)
    parts = [f"{plural(hoarded, 'card')} from the Dragon's Hoard"] if hoarded else []
    if egg:
        parts.append("a Dragon Egg from the Nest")
    if card:
        parts.append("the Foreign Merchant card")
    g.step(
        ("fm.sequence", "R-21"),
        f"The Dealer shuffles {', '.join(parts)} into Black Market {bm} ({plural(len(pile), 'card')}).",
    )
    return
    yield


@sequence("Dragon Siege")
def dragon_siege(g: Game) -> Seq[None]:
    """Egg holders without enough Dragon Shield lose their Eggs and half the rest."""
    g.step(("siege.sequence",), "Dragon Siege! Every player reveals the Treasury.")
    for seat in g.seats_from(g.dealer):
        hand = g.treasury[seat]
        eggs = [c for c in hand if c.is_egg]
        if not eggs:
            continue
        shields = sum(1 for c in g.court[seat] if c.suit == "S")
        if len(eggs) <= shields:
            g.step(
                ("siege.sequence", "emblem.dragon-shield"),
                f"Seat {seat} holds {len(eggs)} Egg(s) but {shields} Spade Emblem(s): Dragon Shield spares them.",
                seat=seat,
            )
            continue
        for e in eggs:
            hand.remove(e)
        g.nest.extend(eggs)
        lose = (len(hand) + 1) // 2
        lost = [hand.pop(g.rng.randrange(len(hand))) for _ in range(lose)]
        for c in lost:
            g.discard(c)
        g.step(
            ("siege.sequence", "egg.placement", "R-21"),
            f"Seat {seat} returns {len(eggs)} Egg(s) to the Nest and loses {lose} card(s) at random "
            f"to the Dragon's Hoard: {cards_text(lost)}.",
            seat=seat,
        )
    return
    yield


# ------------------------------------------------------------------- End Stage


@sequence("End Stage")
def end_stage(g: Game) -> Seq[None]:
    g.step(("end.stage",), "The Merchant Kings are revealed; only Resources and Dragon Eggs score.")
    scores = []
    for seat in range(g.players):
        king = g.king[seat]
        assert king is not None and king.suit is not None
        s = score(g.treasury[seat], g.court[seat], desired=king.suit)
        scores.append(s)
        if g.tracing:
            g.step(
                ("end.counting", "R-29"),
                f"Seat {seat} (desires {RESOURCE_NAME[king.suit]}): " + "; ".join(s.lines()),
                seat=seat,
            )
    winner = decide_winner(scores)
    g.finish(winner, "victory_points", tuple(scores))  # before the last step: its snapshot is the end
    if winner is None:
        g.step(("end.ties", "R-28"), "The top scores tie on Victory Points and Dragon Eggs: nobody wins.")
    else:
        g.step(("end.ties", "R-28"), f"Seat {winner} wins with {scores[winner].total} Victory Points.")
    return
    yield


__all__ = [
    "CARNIVAL_OF_COIN",
    "CONTRABAND_CRACKDOWN",
    "DECADENCE",
    "MARAUDERS",
    "TAX_RELIEF",
    "Attempt",
    "Decision",
    "InstantWin",
    "StackItem",
    "play",
]
