"""DML's scenarios: named, editable situations played by the real engine, for the notebooks.

The framework (rows, results, forms, argument checking, HTML) is :mod:`.core`; here are
DML's runner (scripted decisions matched against the engine's legal actions) and its
scenarios (``SCENARIOS``).

A scenario is a small table (``.position()``) plus a script of decisions. ``.run()``
starts the engine from that position, watching every step from the very first (the
engine's ``on_step`` hook), and applies the script by matching the engine's own legal
actions, so every number shown comes from the engine and cannot drift from it.
A scripted decision the rules forbid raises the engine's :class:`IllegalActionError`
with its reason and rule ids. Decisions the script leaves open get a default: pass
when passing is allowed, re-roll a Dabo! exactly when it would fail (R-10), declare an
instant win (R-27), otherwise the first legal choice.

Every result has ``.rows`` (step, what happened, value after the step, rule ids),
``.game`` (the engine ``Game``, left at the first decision after the part of the game
the scenario shows) and ``_repr_html_``; every scenario has ``.form()``, an
ipywidgets form that reruns it on every change. ipywidgets (and matplotlib) are only
imported inside the methods that need them.
"""

from __future__ import annotations

import html
import importlib
import importlib.util
import random
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from ..core.driver import is_int
from ..core.trace import TraceEntry
from ..games.dml.actions import WIN_NAME, Action, Bid, Declare, DeclareWin, Pass, Play, Seize
from ..games.dml.cards import RESOURCE_NAME, SUIT_SYMBOL, Card, mode_cards
from ..games.dml.dice import DABO, roll_name, succeeds, success_probability
from ..games.dml.game import Game, IllegalActionError
from ..games.dml.legality import explain
from ..games.dml.scoring import Score, decide_winner, score
from ..games.dml.sequences import Decision, win_rule
from ..games.dml.target import TargetValue
from .core import (
    Html,
    Param,
    Row,
    Scenario,
    ScenarioResult,
    Value,
    bool_arg,
    choice_arg,
    int_arg,
    pct,
    rules_html,
    table_html,
    trace_table,
)

Dice = tuple[tuple[int, int], ...]


@dataclass(frozen=True)
class OddsRow:
    """Chance of success at one Target Value, never re-rolling and re-rolling a failing Dabo!."""

    target: int
    never: Fraction
    optimal: Fraction
    rules: tuple[str, ...] = ("resolution.step", "dice.dabo", "dice.woot", "dice.wyvern", "R-10")

    @property
    def gain(self) -> Fraction:
        """What the Dabo! re-roll adds (R-10)."""
        return self.optimal - self.never


@dataclass(frozen=True)
class SimRow:
    """Exact chance against a seeded simulation of the dice, for one Target Value."""

    target: int
    exact_never: Fraction
    simulated_never: float
    exact_optimal: Fraction
    simulated_optimal: float
    rules: tuple[str, ...] = ("resolution.step", "dice.dabo", "R-10")

    @property
    def difference_never(self) -> float:
        return self.simulated_never - float(self.exact_never)

    @property
    def difference_optimal(self) -> float:
        return self.simulated_optimal - float(self.exact_optimal)


# ---------------------------------------------------------------- the runner


@dataclass(frozen=True)
class Step:
    """One scripted decision: ``seat`` answers the next ``kind`` decision inside ``phase``."""

    seat: int
    kind: str
    action: Action
    phase: str
    label: str


#: Rule ids to cite when a scripted decision is never offered, by the phase it was meant for.
PHASE_RULES: dict[str, tuple[str, ...]] = {
    "Market Action": ("market.action", "acq.declaration", "R-13"),
    "Declaration": ("acq.declaration", "R-03", "R-04"),
    "Seize Attempt Phase": ("seize.sequence", "R-05"),
    "Bid Action": ("bid.sequence", "R-04", "R-07"),
    "Resolution Step": ("resolution.step", "R-27"),
    "Character Power Phase": ("cpp.sequence", "R-16"),
}


def _names(path: Iterable[Any]) -> list[str]:
    return [f.name for f in path]


def _key(action: Action) -> tuple[tuple[str, str], ...]:
    """Identity of an action up to card order (a bid of 2♦ 4♦ is a bid of 4♦ 2♦)."""
    data = action.to_json()
    if isinstance(action, Pass):
        data = {"type": "Pass", "seat": action.seat}
    if isinstance(data.get("cards"), list):
        data["cards"] = sorted(data["cards"])
    return tuple(sorted((k, str(v)) for k, v in data.items()))


def _default(g: Game, declare_wins: bool = True) -> Action:
    """The unscripted choice: pass if allowed; Dabo! re-rolled only when failing (R-10);
    instant wins declared (R-27) unless told not to; else the first legal action."""
    d = g.pending
    assert d is not None
    if d.kind == "reroll":
        want = bool(d.context.get("fails"))
        return next(a for a in d.actions if getattr(a, "reroll", None) is want)
    if d.kind == "instant_win":
        return next(a for a in d.actions if isinstance(a, DeclareWin) and a.declare is declare_wins)
    for a in d.actions:
        if isinstance(a, Pass):
            return a
    return d.actions[0]


def _forced(g: Game, entry: TraceEntry) -> bool:
    """An action the engine took by itself (a single legal choice): it is not preceded by
    the "Seat N decides" entry that every asked decision records."""
    return entry.index == 0 or g.trace[entry.index - 1].kind != "decision"


class _ObservedGame(Game):
    """A game from a position whose every step, from the very first, is shown to
    ``observe(game, entry)``. The engine calls ``on_step`` from inside its constructor,
    so the hook is bound here, where the game object already exists."""

    def __init__(self, position: dict[str, Any], observe: Callable[[Game, TraceEntry], None]) -> None:
        super().__init__(
            position.get("players", 4),
            position.get("seed", 0),
            position.get("mode", "full"),
            options=position.get("options"),
            position=position,
            on_step=lambda entry: observe(self, entry),
        )


class _Run:
    """One engine game from a position, observed step by step, with its scripted decisions."""

    def __init__(
        self,
        position: dict[str, Any],
        value: Callable[[Game], Value],
        steps: Sequence[Step] = (),
        watch: Callable[[Game, TraceEntry], None] | None = None,
        declare_wins: bool = True,
    ) -> None:
        self.value = value
        self.watch = watch
        self.declare_wins = declare_wins
        self.values: dict[int, Value] = {}
        self.tvs: dict[int, TargetValue] = {}
        self.scripted: set[int] = set()
        self.todo: list[Step] = list(steps)  # checked from the first step: a forced choice may come at once
        self.refused: IllegalActionError | None = None
        self.game: Game = _ObservedGame(position, self._observe)

    def _observe(self, g: Game, entry: TraceEntry) -> None:
        self.values[entry.index] = self.value(g)
        if g.attempt is not None and (g.attempt.declared or g.attempt.is_black_market):
            self.tvs[entry.index] = g.attempt.tv()
        if self.watch is not None:
            self.watch(g, entry)
        if self.todo and isinstance(entry.action, Action) and _forced(g, entry):
            self._check_forced(g, self.todo[0], entry, entry.action)

    def _check_forced(self, g: Game, step: Step, e: TraceEntry, taken: Action) -> None:
        """The engine took the only legal choice where ``step`` was meant to decide: either
        it is the scripted action, or the engine's legality check says (now, while the
        state is live) why the scripted one was not allowed."""
        if e.seat != step.seat or step.phase not in _names(e.path):
            return
        self.todo.pop(0)
        if _key(taken) == _key(step.action):
            self.scripted.add(e.index)
            return
        only = Decision(step.seat, step.kind, f"the only legal choice is {taken}", [taken], e.rules)
        message, rules = explain(g, only, step.action)
        if " is not among the legal choices" in message or " is not a choice here" in message:
            message, rules = f"{step.action} is not allowed here", e.rules
        self.refused = IllegalActionError(f"{message}; the only legal choice was: {taken}", rules)

    def left(self, frame: str) -> bool:
        """The game has been inside ``frame`` and is no longer."""
        g = self.game
        if frame in _names(g.frames):
            return False
        return any(frame in _names(e.path) for e in g.trace)

    def drive(self, until: Callable[[_Run], bool], limit: int = 3000) -> None:
        """Apply the scripted steps as their decisions come up, defaults elsewhere, until ``until``.

        A step whose decision the engine took by itself (a single legal choice) is checked
        as it happens; a step never reached at all is reported with the engine's reason.
        """
        g = self.game
        try:
            for _ in range(limit):
                if self.refused is not None:
                    raise self.refused
                d = g.pending
                if g.is_over or d is None:
                    break
                nxt = self.todo[0] if self.todo else None
                if nxt is not None and nxt.seat == d.seat and nxt.kind == d.kind and nxt.phase in _names(g.frames):
                    self.todo.pop(0)
                    want = _key(nxt.action)
                    match = next((a for a in d.actions if _key(a) == want), None)
                    self.scripted.add(len(g.trace))
                    g.apply(match if match is not None else nxt.action)  # illegal: the engine says why
                    continue
                if until(self):
                    break
                g.apply(_default(g, self.declare_wins))
            else:
                raise RuntimeError(f"scenario did not finish within {limit} decisions")
            if self.refused is not None:
                raise self.refused
            if self.todo:
                raise self._never_offered(self.todo[0], max(self.scripted, default=-1) + 1)
        finally:
            self.todo = []

    def _never_offered(self, step: Step, since: int) -> IllegalActionError:
        """The scripted decision never came up: say why with the engine's own step."""
        rules = PHASE_RULES.get(step.phase, ())
        if step.kind == "play":  # whether a card may be played hardly depends on the moment
            message, found = explain(self.game, Decision(step.seat, step.kind, "", [step.action], rules), step.action)
            if " is not among the legal choices" not in message:
                return IllegalActionError(f"{step.label}: {message}", found)
        later = [e for e in self.game.trace[since:] if e.kind in ("step", "action")]
        why = next((e for e in later if e.seat == step.seat and step.phase in _names(e.path)), None)
        if why is None:
            why = next((e for e in later if e.seat in (None, step.seat) and set(e.rules) & set(rules)), None)
        reason = f": {why.text}" if why is not None else ""
        return IllegalActionError(
            f"{step.label} ({step.action}) is never offered{reason}", why.rules if why is not None else rules
        )

    def rows(self, keep: Callable[[TraceEntry], bool], scripted: bool = True) -> list[Row]:
        """Rows for the kept trace entries (and the scripted decisions, unless told not to)."""
        out: list[Row] = []
        for e in self.game.trace:
            if e.kind == "decision" or not (keep(e) or (scripted and e.index in self.scripted)):
                continue
            action = e.kind == "action"
            out.append(
                Row(
                    len(out) + 1,
                    f"Decision: {e.text}" if action else e.text,
                    None if action else self.values.get(e.index),
                    e.rules,
                    e.path[-1].label if e.path else "",
                    e.kind,
                    e.index,
                )
            )
        return out


def _in(frame: str) -> Callable[[TraceEntry], bool]:
    return lambda e: frame in _names(e.path)


def _tv_value(g: Game) -> Value:
    att = g.attempt
    if att is None or not (att.declared or att.is_black_market):
        return None
    return att.tv().total


def _card(name: str, item: object) -> str:
    """One card's canonical code; the parser's complaint is prefixed with the argument."""
    if not isinstance(item, str | Card):
        raise ValueError(f"{name}: not a card: {item!r}")
    try:
        return Card.parse(item).code
    except ValueError as e:
        raise ValueError(f"{name}: {e}") from None


def _codes(name: str, items: object) -> tuple[str, ...]:
    """Cards as canonical codes; a string is split on spaces and commas."""
    if items is None:
        return ()
    if isinstance(items, str):
        items = items.replace(",", " ").split()
    elif isinstance(items, Card):
        items = [items]
    elif not isinstance(items, Iterable):
        raise ValueError(f"{name} must be cards, as text ('5S 9S') or a list, got {items!r}")
    return tuple(_card(name, c) for c in items)


def _code(name: str, item: object) -> str | None:
    """One card, or None for None or blank text."""
    if item is None or (isinstance(item, str) and not item.strip()):
        return None
    return _card(name, item)


def _resources(name: str, items: object) -> tuple[str, ...]:
    """Cards bound for a Stock: X1 and X2 have no Resource Type, so no Stock to lie in."""
    codes = _codes(name, items)
    for c in _cards(codes):
        if c.suit is None:
            raise ValueError(f"{name}: {c} is not a Resource, and only Resources lie in the Stocks (R-15)")
    return codes


def _cards(codes: Iterable[str]) -> tuple[Card, ...]:
    return tuple(Card.parse(c) for c in codes)


def _dice(name: str, items: object) -> Dice:
    """Forced dice as pairs 1..6: [(3, 4)], or text "3 4, 6 6"."""
    if items is None:
        return ()
    shape = f"{name} must be pairs of dice 1..6, like '3 4, 6 6' or [(3, 4), (6, 6)], not {items!r}"
    if isinstance(items, str):
        words = [w for w in re.split(r"[\s,()\[\]]+", items) if w]
        if len(words) % 2 or not all(w.isdigit() for w in words):
            raise ValueError(shape)
        pairs = [(int(words[i]), int(words[i + 1])) for i in range(0, len(words), 2)]
    elif isinstance(items, Iterable):
        pairs = []
        for p in items:
            if isinstance(p, str) or not isinstance(p, Sequence) or len(p) != 2 or not all(map(is_int, p)):
                raise ValueError(shape)
            pairs.append((int(p[0]), int(p[1])))
    else:
        raise ValueError(shape)
    for die in (d for pair in pairs for d in pair):
        if not 1 <= die <= 6:
            raise ValueError(f"{name}: a die shows 1..6, not {die}")
    return tuple(pairs)


def _per_seat(name: str, items: object, players: int) -> tuple[tuple[str, ...], ...]:
    """One list of cards per seat; text is one line per seat (``|`` also separates)."""
    if items is None:
        items = ()
    if isinstance(items, str):
        items = items.replace("|", "\n").rstrip().split("\n") if items.strip() else []
    elif not isinstance(items, Sequence):
        raise ValueError(f"{name} must be one line of cards per seat, or a list with one entry per seat, got {items!r}")
    out = [_codes(f"{name} (seat {seat})", x) for seat, x in enumerate(items)]
    if len(out) > players:
        raise ValueError(f"{name}: {len(out)} seats given, but there are {players} players")
    return tuple(out + [()] * (players - len(out)))


def _rest(zones: Mapping[str, Sequence[str]], mode: str = "full") -> list[str]:
    """Cards no zone names (Eggs and Kings excepted: the loader places those itself)."""
    placed = {Card.parse(c) for cards in zones.values() for c in cards}
    return [c.code for c in mode_cards(mode) if c not in placed and not (c.is_egg or c.is_king)]


class DmlScenario(Scenario):
    """A DML scenario: its run is a DML game from :meth:`position`, observed step by step."""

    @staticmethod
    def card_text(code: str) -> str:
        """Forms show 5♠ as the widget does (they read "5S" too)."""
        return Card.parse(code).symbol

    def _start(
        self,
        value: Callable[[Game], Value],
        steps: Sequence[Step] = (),
        watch: Callable[[Game, TraceEntry], None] | None = None,
        declare_wins: bool = True,
        position: dict[str, Any] | None = None,
    ) -> _Run:
        """An observed engine game from :meth:`position` (or ``position``), its refusals named."""
        with self._naming_arguments():
            return _Run(self.position() if position is None else position, value, steps, watch, declare_wins)


def _check_players(players: object) -> int:
    n = int_arg("players", players)
    if n not in (3, 4):
        raise ValueError(f"players must be 3 or 4, not {n!r} (mode.three-players)")
    return n


def _declare_step(seat: int, declared: Sequence[Card]) -> Step:
    suit = declared[0].suit if declared else "S"
    assert suit is not None
    return Step(seat, "declare", Declare(seat, f"stock:{suit}", tuple(declared)), "Market Action", "the declaration")


# ========================================================= 1. Bidding example


@dataclass(frozen=True)
class Milestone:
    """The Target Value after one named moment of an attempt (``key`` is stable)."""

    key: str
    label: str
    tv: TargetValue

    @property
    def value(self) -> int:
        return self.tv.total


@dataclass(frozen=True)
class Discrepancy:
    """A step where the engine's Target Value differs from the rulebook's printed one."""

    key: str
    label: str
    rulebook: int
    engine: int
    why: str


#: The printed example (Gameplay > Acquisition Attempt > Declaration, "Target Value: 5, for Iron 5").
RULEBOOK_BIDDING = {
    "common": [
        ("declaration", "Declaration: Iron 5", 5),
        ("declaration_bid", "Active Player bids 2 of Spice (primary)", 3),
        ("seize", "Seize Attempt with 3 of Spice", 8),
    ],
    "primary": [("counter", "Active Player plays 4 of Spice (primary)", 4)],
    "secondary": [("counter", "Active Player counter-offers 4 of Slaves (secondary)", 3)],
}


@dataclass
class BiddingResult(ScenarioResult):
    """A bidding run with every Target Value and the rulebook's printed numbers beside them."""

    target_values: list[Milestone] = field(default_factory=list)
    rulebook: list[tuple[str, str, int]] = field(default_factory=list)

    def discrepancies(self) -> list[Discrepancy]:
        """Steps where the engine (R-02) and the printed example disagree, with the reason."""
        engine = {m.key: m for m in self.target_values}
        out: list[Discrepancy] = []
        prev: tuple[int, int] | None = None  # (rulebook, engine) after the previous step
        for key, label, printed in self.rulebook:
            m = engine.get(key)
            if m is None:
                prev = None
                continue
            if printed != m.value:
                why = f"The rulebook prints {printed}; by R-02 the engine counts {m.tv}."
                tv = m.tv
                declared = sum(c.face_value for c in tv.declared) + sum(tv.event_modifiers)
                if key == "seize" and tv.active_primary and printed == declared + tv.seize_pressure:
                    bids = " ".join(c.symbol for c in tv.active_primary)
                    why = (
                        f"The printed {printed} is {declared} + {tv.seize_pressure}: the declared value plus the "
                        f"Seize card, leaving out the Active Player's {bids} already bid at Declaration. R-02 keeps "
                        f"every bid on the table: {tv}."
                    )
                elif prev is not None and printed - prev[0] == m.value - prev[1]:
                    why = (
                        f"This step moves both by {m.value - prev[1]:+d}; the printed {printed} carries on from the "
                        f"printed {prev[0]} where the engine had {prev[1]}. By R-02: {tv}."
                    )
                out.append(Discrepancy(key, label, printed, m.value, why))
            prev = (printed, m.value)
        return out

    def _repr_html_(self) -> str:
        engine = {m.key: m for m in self.target_values}
        body = []
        for key, label, printed in self.rulebook:
            m = engine.get(key)
            got = "" if m is None else html.escape(str(m.tv))
            flag = "" if m is None or m.value == printed else " <b>(differs)</b>"
            body.append([html.escape(label), str(printed), got + flag])
        compare = table_html(
            "Rulebook's printed Target Values against the engine (R-02)", ["Step", "Rulebook", "Engine"], body
        )
        return super()._repr_html_() + compare


class BiddingExample(DmlScenario):
    """The rulebook's bidding example (Iron 5; Spice 2; a Seize Attempt with Spice 3; then
    Spice 4 or the Slaves 4 counter-offer), played by the engine so the printed numbers
    can be checked against ruling R-02.

    Seat 0 is the Active Player, seat 1 the Seizer. The default Event is none, which is
    Carnival of Coin (R-19): it has no Market Effect, so no Target Value moves because of
    it; its extra Market Action does not apply because the scenario starts at the
    Declaration. Default dice [3, 4] (a 7) succeed at every printed Target Value.
    """

    title = "Bidding example: Iron 5 (rulebook, Acquisition Attempt > Declaration)"
    value_label = "Target Value"
    params = (
        Param("declared", "Declared cards", "cards"),
        Param("active_declaration_bid", "Active Player's bid at Declaration", "cards"),
        Param("seize_card", "Seat 1's Seize card", "card"),
        Param("counter", "Active Player's answer", "choice", ("primary", "secondary", "none")),
        Param("counter_cards", "Answer cards (empty: 4♦ or 4♥)", "cards"),
        Param("event", "Event card (empty: Carnival of Coin)", "card"),
        Param("dice", "Dice", "dice"),
        Param("players", "Players", "int", low=3, high=4),
        Param("seed", "Seed", "int", low=0, high=10**6),
    )

    def __init__(
        self,
        *,
        declared: str | Iterable[str] = "5S",
        active_declaration_bid: str | Iterable[str] | None = "2D",
        seize_card: str | None = "3D",
        counter: str = "primary",
        counter_cards: str | Iterable[str] | None = None,
        event: str | None = None,
        dice: str | Iterable[Sequence[int]] = ((3, 4),),
        players: int = 4,
        seed: int = 0,
    ) -> None:
        self.declared = _resources("declared", declared)
        if not self.declared:
            raise ValueError("declared: declare at least one card (R-01)")
        self.active_declaration_bid = _codes("active_declaration_bid", active_declaration_bid)
        self.seize_card = _code("seize_card", seize_card)
        self.counter = choice_arg("counter", counter, ("primary", "secondary", "none"))
        self.counter_cards = _codes("counter_cards", counter_cards)
        self.event = _code("event", event)
        self.dice = _dice("dice", dice)
        self.players = _check_players(players)
        self.seed = int_arg("seed", seed)

    def _card_args(self) -> dict[str, set[str]]:
        return {**super()._card_args(), "counter_cards": set(self.answer_cards)}  # the rulebook's, if none

    @property
    def answer_cards(self) -> tuple[str, ...]:
        """The counter cards, or the rulebook's (4♦ primary, 4♥ secondary) when none are given."""
        if self.counter == "none":
            return ()
        return self.counter_cards or (("4D",) if self.counter == "primary" else ("4H",))

    def heading(self) -> str:
        if self.declared == ("5S",):
            return self.title
        cards = " ".join(c.symbol for c in _cards(self.declared))
        return f"Bidding example: {cards} declared (the rulebook's Iron 5, changed)"

    def position(self) -> dict[str, Any]:
        stocks: dict[str, list[str]] = {}
        for c in _cards(self.declared):
            stocks.setdefault(f"stock:{c.suit}", []).append(c.code)
        zones: dict[str, list[str]] = dict(stocks)
        zones["treasury:0"] = [*self.active_declaration_bid, *self.answer_cards]
        if self.seize_card:
            zones["treasury:1"] = [self.seize_card]
        if self.event:
            zones["event"] = [self.event]
        return {
            "name": self.heading(),
            "players": self.players,
            "seed": self.seed,
            "begin": {"at": "declaration", "seat": 0},
            "zones": {k: v for k, v in zones.items() if v},
            "dice": [list(d) for d in self.dice],
        }

    def steps(self) -> list[Step]:
        """The scripted decisions, in the order the example makes them."""
        steps = [_declare_step(0, _cards(self.declared))]
        if self.active_declaration_bid:
            bid = Bid(0, _cards(self.active_declaration_bid), "primary")
            steps.append(Step(0, "bid", bid, "Declaration", "the Active Player's bid at Declaration"))
        if self.seize_card:
            steps.append(
                Step(1, "seize", Seize(1, Card.parse(self.seize_card)), "Seize Attempt Phase", "the Seize Attempt")
            )
        if self.counter != "none":
            bid = Bid(0, _cards(self.answer_cards), self.counter)
            steps.append(Step(0, "bid", bid, "Bid Action", f"the Active Player's {self.counter} answer"))
        return steps

    @staticmethod
    def rulebook_numbers(counter: str = "primary") -> list[tuple[str, str, int]]:
        """The example's printed Target Values as (key, label, value): 5, 3, 8, then 4 or 3."""
        if counter not in ("primary", "secondary"):
            raise ValueError("the rulebook prints only the 'primary' and 'secondary' answers")
        return [*RULEBOOK_BIDDING["common"], *RULEBOOK_BIDDING[counter]]

    def run(self) -> BiddingResult:
        r = self._start(_tv_value, self.steps())
        r.drive(lambda run: run.left("Acquisition Attempt"))
        rows = r.rows(_in("Acquisition Attempt"))
        milestones = _milestones(r)
        notes = [
            f"Event: {r.game.event}" + (" (no Market Effect)." if not self.event else "."),
            "Target Values: " + " → ".join(str(m.value) for m in milestones) + " (engine, ruling R-02).",
        ]
        printed: list[tuple[str, str, int]] = []
        if self.counter in ("primary", "secondary"):
            printed = self.rulebook_numbers(self.counter)
            notes.append("Rulebook prints: " + " → ".join(str(v) for _, _, v in printed) + ".")
        return BiddingResult(self.heading(), rows, r.game, self.value_label, notes, milestones, printed)

    def discrepancies(self) -> list[Discrepancy]:
        """Where the engine's Target Values differ from the printed example (see docs/bidding-example.md)."""
        return self.run().discrepancies()


def _milestones(r: _Run) -> list[Milestone]:
    """The Target Value after the declaration, each bid and the Seize award."""
    out: list[Milestone] = []
    counters = 0
    for e in r.game.trace:
        tv = r.tvs.get(e.index)
        if tv is None or e.kind != "step":
            continue
        names = _names(e.path)
        if "acq.declaration" in e.rules and not out:
            out.append(Milestone("declaration", e.text, tv))
        elif "Declaration" in names and "bid.primary" in e.rules:
            out.append(Milestone("declaration_bid", e.text, tv))
        elif "seize.award" in e.rules and tv.seizer_primary:
            out.append(Milestone("seize", e.text, tv))
        elif "Bid Action" in names and ("bid.primary" in e.rules or "bid.secondary" in e.rules):
            counters += 1
            key = "counter" if counters == 1 else f"bid_{counters}"
            out.append(Milestone(key, e.text, tv))
    return out


# ============================================================= 2. Attempt odds


def _demo_cards(target: int) -> list[str]:
    """Iron cards summing to ``target`` (2..12), largest first."""
    if not 2 <= target <= 12:
        raise ValueError(f"demo_target must be 2..12 (a declaration above 12 needs bids, R-03), not {target}")
    left, out = target, []
    for v in range(10, 1, -1):
        if v <= left and (left - v == 0 or left - v >= 2) and v not in out:
            out.append(v)
            left -= v
        if left == 0:
            break
    return [("T" if v == 10 else str(v)) + "S" for v in out]


@dataclass
class OddsResult(ScenarioResult):
    """The odds table (``rows`` are :class:`OddsRow`) and an engine attempt that uses them."""

    odds: list[OddsRow] = field(default_factory=list)
    demo_rows: list[Row] = field(default_factory=list)

    def _repr_html_(self) -> str:
        body = [
            [
                str(o.target),
                f"{o.never} ({pct(o.never)})",
                f"{o.optimal} ({pct(o.optimal)})",
                f"+{pct(o.gain)}",
                rules_html(o.rules),
            ]
            for o in self.odds
        ]
        table = table_html(
            "Chance to succeed by Target Value (dml.success_probability)",
            ["Target Value", "No re-roll", "Re-roll a failing Dabo! (R-10)", "Gain", "Rules"],
            body,
            self.notes,
        )
        demo = ScenarioResult(
            "The engine rolls one attempt (Resolution Step)", self.demo_rows, self.game, "Target Value"
        )
        return table + demo._repr_html_()


class AttemptOdds(DmlScenario):
    """Exact success chances of an Acquisition Attempt by Target Value, with and without
    re-rolling a Dabo!, from the same function the engine's Resolution Step quotes.

    ``demo_target`` and ``demo_dice`` play one attempt through the engine (no bids, no
    Seizer) so a reader sees the quoted chance and the Dabo! re-roll decision (R-10).
    """

    title = "Attempt odds: chance to succeed by Target Value"
    value_label = "Chance"
    params = (
        Param("low", "Lowest Target Value", "int", low=-5, high=20),
        Param("high", "Highest Target Value", "int", low=-5, high=20),
        Param("demo_target", "Engine demo: Target Value", "int", low=2, high=12),
        Param("demo_dice", "Engine demo: dice", "dice"),
        Param("seed", "Seed", "int", low=0, high=10**6),
    )

    def __init__(
        self,
        *,
        low: int = 2,
        high: int = 13,
        demo_target: int = 8,
        demo_dice: str | Iterable[Sequence[int]] = ((2, 2), (4, 5)),
        seed: int = 0,
    ) -> None:
        self.low, self.high = int_arg("low", low), int_arg("high", high)
        if self.low > self.high:
            raise ValueError(f"low ({low}) must not exceed high ({high})")
        self.demo_target = int_arg("demo_target", demo_target)
        self.demo_cards = _demo_cards(self.demo_target)
        self.demo_dice = _dice("demo_dice", demo_dice)
        self.seed = int_arg("seed", seed)

    def odds(self) -> list[OddsRow]:
        return [
            OddsRow(t, success_probability(t, "never"), success_probability(t, "optimal"))
            for t in range(self.low, self.high + 1)
        ]

    def position(self) -> dict[str, Any]:
        return {
            "name": self.title,
            "players": 4,
            "seed": self.seed,
            "begin": {"at": "declaration", "seat": 0},
            "zones": {"stock:S": list(self.demo_cards)},
            "dice": [list(d) for d in self.demo_dice],
        }

    def run(self) -> OddsResult:
        odds = self.odds()
        rows = [
            Row(i + 1, f"Target Value {o.target}", f"{pct(o.never)} / {pct(o.optimal)}", o.rules)
            for i, o in enumerate(odds)
        ]
        r = self._start(_tv_value, [_declare_step(0, _cards(self.demo_cards))])
        r.drive(lambda run: run.left("Acquisition Attempt"))
        notes = [
            "Woot! Woot! (6-6) always succeeds and Wyvern Eyes (1-1) always fails, so no Target Value is "
            "certain or hopeless; a Dabo! (2-2 to 5-5) may be re-rolled, and re-rolling exactly when it fails "
            "is best (R-10).",
        ]
        demo = r.rows(_in("Acquisition Attempt"))
        return OddsResult(self.title, rows, r.game, "No re-roll / re-roll", notes, odds, demo)

    def plot(self) -> object:
        """A bar chart of both policies: a matplotlib Figure if installed, else HTML bars."""
        odds = self.odds()
        if importlib.util.find_spec("matplotlib") is not None:
            plt = importlib.import_module("matplotlib.pyplot")
            fig, ax = plt.subplots(figsize=(7, 3.5))
            xs = [o.target for o in odds]
            ax.bar([x - 0.2 for x in xs], [float(o.never) for o in odds], width=0.4, label="no re-roll")
            ax.bar([x + 0.2 for x in xs], [float(o.optimal) for o in odds], width=0.4, label="re-roll a failing Dabo!")
            ax.set_xlabel("Target Value")
            ax.set_ylabel("chance to succeed")
            ax.set_xticks(xs)
            ax.legend()
            plt.close(fig)
            return fig
        bars = []
        for o in odds:
            cells = []
            for p, colour, name in ((o.never, "#8aa", "no re-roll"), (o.optimal, "#c84", "re-roll")):
                width = round(float(p) * 300)
                cells.append(
                    f"<div title='{name}: {pct(p)}' style='background:{colour};height:9px;width:{width}px'></div>"
                )
            bars.append(
                f"<tr><td>{o.target}</td><td>{''.join(cells)}</td><td>{pct(o.never)} / {pct(o.optimal)}</td></tr>"
            )
        legend = (
            "<span style='color:#8aa'>■</span> no re-roll <span style='color:#c84'>■</span> re-roll a failing Dabo!"
        )
        return Html(
            "<table class='dml-odds-chart'><caption>Chance to succeed by Target Value "
            f"({legend})</caption>{''.join(bars)}</table>"
        )

    def simulate(self, n: int = 20_000, seed: int = 0) -> SimulationResult:
        """Roll ``n`` attempts per Target Value with seeded dice and the same Dabo! policy,
        and compare with the exact chances."""
        if int_arg("n", n) < 1:
            raise ValueError(f"n must be at least 1, not {n}")
        rng = random.Random(int_arg("seed", seed))
        rows = []
        for o in self.odds():
            hits = {"never": 0, "optimal": 0}
            for policy in hits:
                for _ in range(n):
                    hits[policy] += _simulated_attempt(rng, o.target, policy)
            rows.append(SimRow(o.target, o.never, hits["never"] / n, o.optimal, hits["optimal"] / n))
        return SimulationResult(rows, n, seed)


def _simulated_attempt(rng: random.Random, target: int, policy: str) -> bool:
    """One attempt with the engine's dice rules (dice.succeeds / dice.roll_name)."""
    while True:
        a, b = rng.randint(1, 6), rng.randint(1, 6)
        ok = succeeds(a, b, target)
        if policy == "optimal" and not ok and roll_name(a, b) == DABO:
            continue
        return ok


@dataclass
class SimulationResult:
    """Exact against simulated chances; the differences shrink like 1/sqrt(n)."""

    rows: list[SimRow]
    n: int
    seed: int

    @property
    def max_difference(self) -> float:
        return max(max(abs(r.difference_never), abs(r.difference_optimal)) for r in self.rows)

    def _repr_html_(self) -> str:
        body = [
            [
                str(r.target),
                pct(r.exact_never),
                pct(r.simulated_never),
                f"{r.difference_never:+.2%}",
                pct(r.exact_optimal),
                pct(r.simulated_optimal),
                f"{r.difference_optimal:+.2%}",
            ]
            for r in self.rows
        ]
        return table_html(
            f"Exact against {self.n} simulated attempts per Target Value (seed {self.seed})",
            ["TV", "exact", "simulated", "diff", "exact (re-roll)", "simulated (re-roll)", "diff (re-roll)"],
            body,
            [f"Largest difference: {self.max_difference:.2%}."],
        )


# ========================================================== 3. Victory Points


class ScenarioMismatch(AssertionError):
    """The scenario's two routes to the same answer disagree: an engine bug to report."""


@dataclass
class VictoryResult(ScenarioResult):
    """Counting by dml.score/decide_winner, checked against the engine's End Stage."""

    scores: list[Score] = field(default_factory=list)
    winner: int | None = None
    engine_winner: int | None = None

    @property
    def agrees(self) -> bool:
        g = self.game
        if g is None or g.result is None:
            return False
        return self.winner == g.result.winner and [s.total for s in self.scores] == [s.total for s in g.result.scores]


class VictoryPoints(DmlScenario):
    """Victory Points counted the seed's way, stack by stack (Desired Resource doubled,
    then the Guild bonus, then Eggs), the winner and tie-break (R-28); and the same table
    scored by the engine's End Stage (an empty Event Deck at the start of a Round, R-26).

    The default table ties seats 1 and 2 on 56 points; seat 1's Dragon Egg wins it.
    """

    title = "Victory Points: stack by stack"
    value_label = "Running total"
    params = (
        Param("kings", "Merchant Kings by seat", "cards"),
        Param("treasuries", "Treasuries (one line per seat)", "seats"),
        Param("courts", "Courts (one line per seat)", "seats"),
        Param("seed", "Seed", "int", low=0, high=10**6),
    )

    def __init__(
        self,
        *,
        kings: str | Iterable[str] = "KS KH KC KD",
        treasuries: str | Sequence[str | Iterable[str]] = ("4S 7S 3H", "9H 8H 2D AS", "9C 8C 6C 5C", "7D 6D 2C JD"),
        courts: str | Sequence[str | Iterable[str]] = ("TS",),
        seed: int = 0,
    ) -> None:
        self.kings = _codes("kings", kings)
        if len(self.kings) not in (3, 4):
            raise ValueError(
                f"kings: one Merchant King per seat, 3 or 4 of them, not {len(self.kings)} (mode.three-players)"
            )
        self.players = len(self.kings)
        if not all(Card.parse(k).is_king for k in self.kings):
            raise ValueError("kings must be Merchant Kings (KS, KC, KH, KD), one per seat")
        self.treasuries = _per_seat("treasuries", treasuries, self.players)
        self.courts = _per_seat("courts", courts, self.players)
        self.seed = int_arg("seed", seed)

    def position(self) -> dict[str, Any]:
        zones: dict[str, list[str]] = {}
        for seat in range(self.players):
            zones[f"king:{seat}"] = [self.kings[seat]]
            if self.treasuries[seat]:
                zones[f"treasury:{seat}"] = list(self.treasuries[seat])
            if self.courts[seat]:
                zones[f"court:{seat}"] = list(self.courts[seat])
        zones["hoard"] = _rest(zones)  # the game is played out; the Event Deck is empty
        zones["deck"] = []
        return {
            "name": self.title,
            "players": self.players,
            "seed": self.seed,
            "begin": {"at": "round"},
            "zones": zones,
        }

    def scores(self) -> list[Score]:
        return [
            score(self.treasuries[s], self.courts[s], desired=Card.parse(self.kings[s])) for s in range(self.players)
        ]

    def run(self) -> VictoryResult:
        with self._naming_arguments():
            g = Game.from_position(self.position())
        scores = self.scores()
        rows: list[Row] = []

        def add(what: str, value: Value, rules: tuple[str, ...], where: str) -> None:
            rows.append(Row(len(rows) + 1, what, value, rules, where))

        for seat, s in enumerate(scores):
            king = Card.parse(self.kings[seat])
            assert king.suit is not None
            where = f"seat {seat}"
            add(
                f"Seat {seat} reveals {king.symbol}: desires {RESOURCE_NAME[king.suit]}.",
                0,
                ("end.stage",),
                where,
            )
            if s.dropped:
                add(
                    f"Seat {seat} drops {' '.join(c.symbol for c in s.dropped)}: neither Resource nor Dragon Egg.",
                    0,
                    ("end.stage",),
                    where,
                )
            running = 0
            for st in s.stacks:
                if not st.cards:
                    continue
                running += st.total
                text = f"{st.resource}: {' + '.join(c.symbol for c in st.cards)} = {st.face_total}"
                rules: tuple[str, ...] = ("end.counting",)
                if st.desired:
                    text += f"; doubled, the Secret Desired Resource: {st.face_total * 2}"
                if st.guild_bonus:
                    text += f"; Guild bonus +{st.guild_bonus} (not doubled)"
                    rules += ("R-29",)
                add(f"Seat {seat}, {text} → {st.total}.", running, rules, where)
            if s.eggs:
                running += s.egg_points
                add(f"Seat {seat}: {s.eggs} Dragon Egg(s) × 20 = {s.egg_points}.", running, ("end.counting",), where)
            add(f"Seat {seat} total: {s.total} Victory Points.", s.total, ("end.counting",), where)
        winner = decide_winner(scores)
        best = max(s.total for s in scores)
        top = [i for i, s in enumerate(scores) if s.total == best]
        if len(top) > 1:
            eggs = ", ".join(f"seat {i} {scores[i].eggs}" for i in top)
            add(
                f"Seats {', '.join(map(str, top))} tie on {best}; Dragon Eggs decide ({eggs}): "
                + (f"seat {winner} wins." if winner is not None else "still equal, nobody wins."),
                best,
                ("end.ties", "R-28"),
                "winner",
            )
        else:
            add(f"Seat {winner} wins with {best} Victory Points.", best, ("end.ties", "R-28"), "winner")

        result = VictoryResult(self.title, rows, g, self.value_label, [], scores, winner)
        if g.result is None:
            raise ScenarioMismatch("the engine did not reach the End Stage from an empty Event Deck")
        result.engine_winner = g.result.winner
        if not result.agrees:
            raise ScenarioMismatch(
                f"dml.score/decide_winner give {[s.total for s in scores]} and winner {winner}; the engine's End "
                f"Stage gives {[s.total for s in g.result.scores]} and winner {g.result.winner}"
            )
        add(
            "The engine plays the same table: the Dealer cannot draw an Event from the empty deck, so the End "
            f"Stage scores it: {[s.total for s in g.result.scores]}, winner "
            f"{'nobody' if g.result.winner is None else 'seat ' + str(g.result.winner)}. Both agree.",
            None if g.result.winner is None else g.result.scores[g.result.winner].total,
            ("event.deck-empty", "R-26", "end.stage", "end.ties"),
            "engine",
        )
        return result


# ---------------------------------------------------- instant wins


class _InstantWin(DmlScenario):
    """Shared run for a winning card that arrives through an Acquisition Attempt."""

    value_label = "Held"
    declare: bool
    dice: Dice
    seed: int

    def steps(self) -> list[Step]:
        raise NotImplementedError

    def _held(self, g: Game) -> Value:
        raise NotImplementedError

    def run(self) -> ScenarioResult:
        r = self._start(self._held, self.steps(), declare_wins=self.declare)
        r.drive(lambda run: run.game.is_over or run.left("Acquisition Attempt"))
        rows = r.rows(_in("Acquisition Attempt"))
        g = r.game
        notes = []
        if g.result is not None:
            name, rule = WIN_NAME[g.result.reason], win_rule(g.result.reason)
            rows.append(
                Row(
                    len(rows) + 1,
                    f"Game over: seat {g.result.winner} wins by {name}; Victory Points are not counted and "
                    "nothing pending resolves.",
                    self._held(g),
                    (rule, "R-27"),
                    "Game",
                )
            )
        else:
            notes.append("No instant win: the game goes on.")
        return ScenarioResult(self.title, rows, g, self.value_label, notes)


class Monopoly(_InstantWin):
    """Seat 0 holds 2-8 of one type, acquires the 9 in an attempt and declares Monopoly (R-27)."""

    title = "Monopoly: the last card arrives mid-Round"
    params = (
        Param("hand", "Seat 0's Treasury", "cards"),
        Param("target", "Card acquired", "card"),
        Param("bid", "Primary bid at Declaration", "cards"),
        Param("seize_card", "Seat 1's Seize card", "card"),
        Param("dice", "Dice", "dice"),
        Param("declare", "Declare Monopoly", "bool"),
        Param("seed", "Seed", "int", low=0, high=10**6),
    )

    def __init__(
        self,
        *,
        hand: str | Iterable[str] = "2S 3S 4S 5S 6S 7S 8S",
        target: str = "9S",
        bid: str | Iterable[str] | None = None,
        seize_card: str | None = None,
        dice: str | Iterable[Sequence[int]] = ((4, 5),),
        declare: bool = True,
        seed: int = 0,
    ) -> None:
        self.hand = _codes("hand", hand)
        t = _code("target", target)
        if t is None:
            raise ValueError("target: name the card acquired")
        self.target = _resources("target", t)[0]
        self.bid = _codes("bid", bid)
        self.seize_card = _code("seize_card", seize_card)
        self.dice = _dice("dice", dice)
        self.declare = bool_arg("declare", declare)
        self.seed = int_arg("seed", seed)

    def position(self) -> dict[str, Any]:
        t = Card.parse(self.target)
        zones = {f"stock:{t.suit}": [self.target], "treasury:0": [*self.hand, *self.bid]}
        if self.seize_card:
            zones["treasury:1"] = [self.seize_card]
        return {
            "name": self.title,
            "seed": self.seed,
            "begin": {"at": "declaration", "seat": 0},
            "zones": zones,
            "dice": [list(d) for d in self.dice],
        }

    def steps(self) -> list[Step]:
        steps = [_declare_step(0, [Card.parse(self.target)])]
        if self.bid:
            steps.append(Step(0, "bid", Bid(0, _cards(self.bid), "primary"), "Declaration", "the bid at Declaration"))
        if self.seize_card:
            steps.append(Step(1, "seize", Seize(1, Card.parse(self.seize_card)), "Seize Attempt Phase", "the Seize"))
        return steps

    def _held(self, g: Game) -> Value:
        suit = Card.parse(self.target).suit
        assert suit is not None
        n = sum(1 for c in g.treasury[0] if c.suit == suit and c.is_resource and c.face_value <= 9)
        return f"{n}/8 of 2-9{SUIT_SYMBOL[suit]}"


class FatherOfDragons(_InstantWin):
    """Seat 0 holds three Dragon Eggs and draws the fourth from a Black Market (R-27)."""

    title = "Father of Dragons: the fourth Egg from a Black Market"
    params = (
        Param("hand", "Seat 0's Treasury", "cards"),
        Param("black_market", "Black Market 1", "cards"),
        Param("dice", "Dice", "dice"),
        Param("declare", "Declare Father of Dragons", "bool"),
        Param("seed", "Seed", "int", low=0, high=10**6),
    )

    def __init__(
        self,
        *,
        hand: str | Iterable[str] = "AS AC AH 5D",
        black_market: str | Iterable[str] = "AD",
        dice: str | Iterable[Sequence[int]] = ((3, 4),),
        declare: bool = True,
        seed: int = 0,
    ) -> None:
        self.hand = _codes("hand", hand)
        self.black_market = _codes("black_market", black_market)
        if not self.black_market:
            raise ValueError("black_market: the Black Market needs at least one card")
        self.dice = _dice("dice", dice)
        self.declare = bool_arg("declare", declare)
        self.seed = int_arg("seed", seed)

    def position(self) -> dict[str, Any]:
        return {
            "name": self.title,
            "seed": self.seed,
            "begin": {"at": "declaration", "seat": 0},
            "zones": {"treasury:0": list(self.hand), "black_market:1": list(self.black_market)},
            "dice": [list(d) for d in self.dice],
        }

    def steps(self) -> list[Step]:
        return [Step(0, "declare", Declare(0, "black_market:1"), "Market Action", "the Black Market attempt")]

    def _held(self, g: Game) -> Value:
        return f"{sum(1 for c in g.treasury[0] if c.is_egg)}/4 Dragon Eggs"


# ============================================================ 4. Event effects


class EventEffects(DmlScenario):
    """One Event card through the engine's Event Phase: who its Player Effect hits (a
    Treasury of at least V cards, R-19), and how its Market Effect moves the Target
    Value of seat 0's declaration, against the same declaration with no Event.

    The Event is the top card of the Event Deck at the start of a Round; the engine
    shuffles the rest of the deck beneath it with the game's seeded generator (the Supply
    Step draws from it).
    """

    title = "Event effects"
    value_label = "TV (hand size)"
    params = (
        Param("event", "Event card", "card"),
        Param("hands", "Treasuries (one line per seat)", "seats"),
        Param("declared", "Seat 0 declares", "cards"),
        Param("bid", "Seat 0's Primary bid at Declaration", "cards"),
        Param("dice", "Dice", "dice"),
        Param("seed", "Seed", "int", low=0, high=10**6),
    )

    def __init__(
        self,
        *,
        event: str = "5C",
        hands: str | Sequence[str | Iterable[str]] = ("2D 4D 2H 3H 8H 9H", "2C 3C 4C", "5D 6D 7C 8C 9C", "4H 5H"),
        declared: str | Iterable[str] = "6S 3S",
        bid: str | Iterable[str] | None = None,
        dice: str | Iterable[Sequence[int]] = ((5, 6),),
        seed: int = 0,
    ) -> None:
        e = _code("event", event)
        if e is None:
            raise ValueError("event: name an Event card (X1 is the Foreign Merchant, R-20)")
        self.event = e
        self.hands = _per_seat("hands", hands, 4)
        self.declared = _resources("declared", declared)
        if not self.declared:
            raise ValueError("declared: declare at least one card (R-01)")
        self.bid = _codes("bid", bid)
        self.dice = _dice("dice", dice)
        self.seed = int_arg("seed", seed)

    def _stocks(self) -> dict[str, list[str]]:
        out: dict[str, list[str]] = {}
        for c in _cards(self.declared):
            out.setdefault(f"stock:{c.suit}", []).append(c.code)
        return out

    def position(self) -> dict[str, Any]:
        zones: dict[str, list[str]] = self._stocks()
        for seat, hand in enumerate(self.hands):
            if hand:
                zones[f"treasury:{seat}"] = list(hand)
        zones["deck"] = [self.event]  # the engine shuffles the rest in beneath it
        return {
            "name": self.title,
            "seed": self.seed,
            "begin": {"at": "round"},
            "zones": zones,
            "dice": [list(d) for d in self.dice],
        }

    def baseline_position(self) -> dict[str, Any]:
        """The same declaration with no Event (Carnival of Coin: no Market Effect)."""
        zones: dict[str, list[str]] = self._stocks()
        if self.hands[0]:
            zones["treasury:0"] = list(self.hands[0])
        return {
            "name": f"{self.title} (no Event)",
            "seed": self.seed,
            "begin": {"at": "declaration", "seat": 0},
            "zones": zones,
        }

    def steps(self) -> list[Step]:
        steps = [_declare_step(0, _cards(self.declared))]
        if self.bid:
            steps.append(Step(0, "bid", Bid(0, _cards(self.bid), "primary"), "Declaration", "the bid at Declaration"))
        return steps

    def run(self) -> ScenarioResult:
        r = self._start(_tv_value, self.steps())
        r.drive(lambda run: run.left("Acquisition Attempt"))
        g = r.game
        rows = r.rows(lambda e: "Event Phase" in _names(e.path), scripted=False)
        ev = g.event
        if ev.value and ev.type not in ("Carnival of Coin", "Grand Opening"):
            for seat, hand in enumerate(self.hands):
                hit = seat in g.affected
                rows.append(
                    Row(
                        len(rows) + 1,
                        f"Seat {seat} held {len(hand)} card(s) when the Event resolved: "
                        + (
                            f"at least V = {ev.value}, so it {ev.player_effect}."
                            if hit
                            else f"fewer than {ev.value}, unaffected."
                        ),
                        len(hand),
                        ("event.resolution", ev.rule, "R-19"),
                        "Player Effect",
                    )
                )
        for row in r.rows(_in("Acquisition Attempt")):
            rows.append(Row(len(rows) + 1, row.what, row.value, row.rules, row.where, row.kind, row.trace_index))
        notes = [f"Event: {ev}. Player Effect: {ev.player_effect}. Market Effect: {ev.market_effect}."]
        event_tv = next((m.tv for m in _milestones(r) if m.key == "declaration"), None)
        base = self._start(_tv_value, self.steps(), position=self.baseline_position())
        base.drive(lambda run: run.left("Acquisition Attempt"))
        base_tv = next((m.tv for m in _milestones(base) if m.key == "declaration"), None)
        if event_tv is not None and base_tv is not None:
            moved = event_tv.total - base_tv.total
            rows.append(
                Row(
                    len(rows) + 1,
                    f"Market Effect on the declaration: with the Event {event_tv}; with no Event {base_tv} "
                    f"({moved:+d}).",
                    event_tv.total,
                    ("R-02", ev.rule),
                    "Market Effect",
                )
            )
        return ScenarioResult(self.title, rows, g, self.value_label, notes)


# ======================================================== 5. Character Stack


def _plays(items: object) -> tuple[tuple[int, str, str, str], ...]:
    """Plays as (seat, card, "power"/"emblem"[, "treasury"/"court"]); text "0 QH power; 1 TS emblem"."""
    if isinstance(items, str):
        raw: list[object] = [p.split() for p in items.replace("\n", ";").split(";") if p.strip()]
    elif isinstance(items, Iterable):
        raw = list(items)
    else:
        raise ValueError(f"plays must be text like '0 QH power; 1 TS emblem' or a list of plays, got {items!r}")
    out = []
    for p in raw:
        if isinstance(p, str) or not isinstance(p, Sequence) or len(p) not in (3, 4):
            raise ValueError(f"plays: a play is seat, card, power|emblem [, treasury|court], not {p!r}")
        seat = int(p[0]) if isinstance(p[0], str) and p[0].isdigit() else p[0]
        if not is_int(seat) or not 0 <= seat < 4:
            raise ValueError(f"plays: no seat {p[0]!r}: seats are 0..3")
        card, kind = _card("plays", p[1]), str(p[2]).lower()
        source = str(p[3]).lower() if len(p) == 4 else "treasury"
        if kind not in ("power", "emblem"):
            raise ValueError(f"plays: a play's kind is 'power' or 'emblem', not {kind!r}")
        if source not in ("treasury", "court"):
            raise ValueError(f"plays: a play's source is 'treasury' or 'court', not {source!r}")
        out.append((seat, card, kind, source))
    return tuple(out)


@dataclass
class StackResult(ScenarioResult):
    """A Character Power Phase: the rows, and the order in which cards resolved."""

    resolved: list[str] = field(default_factory=list)
    cancelled: list[str] = field(default_factory=list)


def _stack_value(g: Game) -> Value:
    cards = [i.card.symbol for i in reversed(g.stack)]
    now = f"resolving {g.resolving.symbol}; " if g.resolving is not None else ""
    return now + ("top → " + " ".join(cards) if cards else "empty")


class CharacterStack(DmlScenario):
    """The Character Power Stack of the first Character Power Phase of a Round: plays in
    order (each on top of the last), resolved last in, first out (R-16); the Rogue Jester
    reverses what is below him, the Harlot Queen cancels it (R-24); Emblems enter the Court.

    The default Stack, bottom to top, is Q♥ (seat 0), Q♣ (seat 1), 10♠ Emblem (seat 2),
    J♣ (seat 3): the Jester turns it over, so the Heiress resolves and the Harlot Queen
    cancels the Emblem; without the Jester she would cancel the Heiress instead. The Event
    is the Thief, which is Carnival of Coin, so it changes nothing here.
    """

    title = "Character Power Stack"
    value_label = "Stack"
    params = (
        Param("plays", "Plays: seat card power|emblem; ...", "plays"),
        Param("hands", "Other cards (one line per seat)", "seats"),
        Param("event", "Event card", "card"),
        Param("dice", "Dice", "dice"),
        Param("seed", "Seed", "int", low=0, high=10**6),
    )

    def __init__(
        self,
        *,
        plays: str | Iterable[Sequence[object]] = (
            (0, "QH", "power"),
            (1, "QC", "power"),
            (2, "TS", "emblem"),
            (3, "JC", "power"),
        ),
        hands: str | Sequence[str | Iterable[str]] = (),
        event: str = "X2",
        dice: str | Iterable[Sequence[int]] = (),
        seed: int = 0,
    ) -> None:
        self.plays = _plays(plays)
        self.hands = _per_seat("hands", hands, 4)
        e = _code("event", event)
        if e is None:
            raise ValueError("event: name an Event card (X2, the Thief, is Carnival of Coin)")
        self.event = e
        self.dice = _dice("dice", dice)
        self.seed = int_arg("seed", seed)

    def position(self) -> dict[str, Any]:
        zones: dict[str, list[str]] = {}
        for seat, hand in enumerate(self.hands):
            zones.setdefault(f"treasury:{seat}", []).extend(hand)
        for seat, card, _kind, source in self.plays:
            zones.setdefault(f"{source}:{seat}", []).append(card)
        zones = {k: v for k, v in zones.items() if v}
        zones["deck"] = [self.event]  # the engine shuffles the rest in beneath it
        return {
            "name": self.title,
            "seed": self.seed,
            "begin": {"at": "round"},
            "zones": zones,
            "dice": [list(d) for d in self.dice],
        }

    def steps(self) -> list[Step]:
        return [
            Step(seat, "play", Play(seat, Card.parse(card), kind, source), "Character Power Phase", f"play {n + 1}")
            for n, (seat, card, kind, source) in enumerate(self.plays)
        ]

    def run(self) -> StackResult:
        resolved: list[str] = []
        cancelled: list[str] = []

        def watch(g: Game, e: TraceEntry) -> None:
            if e.kind != "step" or "Stack Resolution" not in _names(e.path):
                return
            if "power.ultimate" in e.rules and g.resolving is not None and len(e.rules) == 2:
                resolved.append(g.resolving.symbol)  # "<card> resolves for seat N"
                if "char.harlot-queen" in e.rules:
                    cancelled.extend(i.card.symbol for i in reversed(g.stack))
            elif "emblem.play" in e.rules and e.seat is not None and g.court[e.seat]:
                resolved.append(g.court[e.seat][-1].symbol)

        r = self._start(_stack_value, self.steps(), watch)
        r.drive(lambda run: run.left("Character Power Phase"))
        rows = r.rows(_in("Character Power Phase"))
        notes = ["Resolved, first to last: " + (" ".join(resolved) or "nothing") + "."]
        if cancelled:
            notes.append("Cancelled by the Harlot Queen: " + " ".join(cancelled) + ".")
        return StackResult(self.title, rows, r.game, self.value_label, notes, resolved, cancelled)


# ================================================ 6. Foreign Merchant, Siege


class ForeignMerchantRestock(DmlScenario):
    """A Restock that turns up the Foreign Merchant: everything pauses, the Dragon's Hoard,
    one Egg from the Nest and the card itself become a new Black Market, and the Restock
    carries on (R-15). ``deck_top`` is the Event Deck from the top; the engine shuffles the
    rest of the deck beneath it (seeded). Seat 0 passes its Market Actions."""

    title = "Foreign Merchant in the middle of a Restock"
    value_label = "Marketplace"
    params = (
        Param("market", "Stocks before the Restock", "cards"),
        Param("deck_top", "Event Deck, top first", "cards"),
        Param("hoard", "Dragon's Hoard", "cards"),
        Param("seed", "Seed", "int", low=0, high=10**6),
    )

    def __init__(
        self,
        *,
        market: str | Iterable[str] = "2S",
        deck_top: str | Iterable[str] = "4H X1 7C 9D",
        hoard: str | Iterable[str] = "JD 6S 9H",
        seed: int = 0,
    ) -> None:
        self.market = _resources("market", market)
        self.deck_top = _codes("deck_top", deck_top)
        self.hoard = _codes("hoard", hoard)
        self.seed = int_arg("seed", seed)

    def position(self) -> dict[str, Any]:
        zones: dict[str, list[str]] = {}
        for c in _cards(self.market):
            zones.setdefault(f"stock:{c.suit}", []).append(c.code)
        if self.hoard:
            zones["hoard"] = list(self.hoard)
        zones["deck"] = list(self.deck_top)  # the rest is shuffled in beneath by the engine
        return {"name": self.title, "seed": self.seed, "begin": {"at": "market_phase", "seat": 0}, "zones": zones}

    def run(self) -> ScenarioResult:
        def marketplace(g: Game) -> Value:
            bms = ", ".join(f"BM{k}: {len(p)}" for k, p in g.black_markets.items())
            return f"{g.market_count()} in Stocks" + (f"; {bms}" if bms else "")

        r = self._start(marketplace)
        r.drive(lambda run: run.left("Restock"))
        rows = r.rows(_in("Restock"))
        bms = r.game.black_markets
        notes = [f"Black Markets now: {', '.join(f'{k} ({len(p)} cards)' for k, p in bms.items()) or 'none'}."]
        return ScenarioResult(self.title, rows, r.game, self.value_label, notes)


class DragonSiege(DmlScenario):
    """A Dragon Siege with and without Dragon Shield: seat 1's Spade Emblems protect as
    many Eggs; seat 2 has none. ``trigger`` "wyvern" rolls Wyvern Eyes on seat 0's attempt
    (the Siege follows the failed roll, R-11); "empress" has seat 0 play the Dragon
    Empress (Q♠) in the Round's first Character Power Phase. Losses are random (seeded)."""

    title = "Dragon Siege and Dragon Shield"
    value_label = "Eggs"
    params = (
        Param("trigger", "Trigger", "choice", ("wyvern", "empress")),
        Param("shields", "Seat 1's Spade Emblems", "int", low=0, high=3),
        Param("hands", "Treasuries (one line per seat)", "seats"),
        Param("seed", "Seed", "int", low=0, high=10**6),
    )

    def __init__(
        self,
        *,
        trigger: str = "wyvern",
        shields: int = 1,
        hands: str | Sequence[str | Iterable[str]] = ("8D", "AS 5C 6C 7C", "AH AD 2C 3C 4C", "9D"),
        seed: int = 0,
    ) -> None:
        self.trigger = choice_arg("trigger", trigger, ("wyvern", "empress"))
        self.shields = int_arg("shields", shields)
        spades = [c for c in ("TS", "JS", "QS") if not (trigger == "empress" and c == "QS")]
        if not 0 <= shields <= len(spades):
            raise ValueError(f"shields: seat 1 can hold 0..{len(spades)} Spade Emblems here, not {shields}")
        self.shield_cards = tuple(spades[:shields])
        self.hands = _per_seat("hands", hands, 4)
        self.seed = int_arg("seed", seed)

    def _card_args(self) -> dict[str, set[str]]:
        trigger = {"QS"} if self.trigger == "empress" else {"4H"}
        return {**super()._card_args(), "shields": set(self.shield_cards), "trigger": trigger}

    def position(self) -> dict[str, Any]:
        zones: dict[str, list[str]] = {}
        for seat, hand in enumerate(self.hands):
            if hand:
                zones[f"treasury:{seat}"] = list(hand)
        if self.shield_cards:
            zones["court:1"] = list(self.shield_cards)
        pos: dict[str, Any] = {"name": self.title, "seed": self.seed}
        if self.trigger == "wyvern":
            zones["stock:H"] = ["4H"]
            pos |= {"begin": {"at": "declaration", "seat": 0}, "dice": [[1, 1]]}
        else:
            zones.setdefault("treasury:0", []).append("QS")
            zones["deck"] = ["X2"]
            pos["begin"] = {"at": "round"}
        pos["zones"] = zones
        return pos

    def run(self) -> ScenarioResult:
        def eggs(g: Game) -> Value:
            held = ", ".join(f"seat {s}: {sum(c.is_egg for c in h)}" for s, h in enumerate(g.treasury))
            return f"{held}; Nest: {len(g.nest)}"

        if self.trigger == "wyvern":
            frame = "Acquisition Attempt"
            steps = [_declare_step(0, [Card.parse("4H")])]
        else:
            frame = "Character Power Phase"
            steps = [Step(0, "play", Play(0, Card.parse("QS"), "power"), frame, "the Dragon Empress")]
        r = self._start(eggs, steps)
        r.drive(lambda run: run.left(frame))
        rows = r.rows(_in(frame))
        spared = [s for s in range(4) if any("Dragon Shield spares" in e.text and e.seat == s for e in r.game.trace)]
        notes = [f"Spared by Dragon Shield: {', '.join(f'seat {s}' for s in spared) or 'nobody'}."]
        return ScenarioResult(self.title, rows, r.game, self.value_label, notes)


# ------------------------------------------------------------------ registry

SCENARIOS: dict[str, type[Scenario]] = {
    cls.__name__: cls
    for cls in (
        BiddingExample,
        AttemptOdds,
        VictoryPoints,
        Monopoly,
        FatherOfDragons,
        EventEffects,
        CharacterStack,
        ForeignMerchantRestock,
        DragonSiege,
    )
}


def list_scenarios() -> list[tuple[str, str]]:
    """(name, one-line summary) of every scenario, in the learning order."""
    return [(name, " ".join((cls.__doc__ or "").split("\n\n")[0].split())) for name, cls in SCENARIOS.items()]


__all__ = [
    "PHASE_RULES",
    "RULEBOOK_BIDDING",
    "SCENARIOS",
    "AttemptOdds",
    "BiddingExample",
    "BiddingResult",
    "CharacterStack",
    "Discrepancy",
    "DmlScenario",
    "DragonSiege",
    "EventEffects",
    "FatherOfDragons",
    "ForeignMerchantRestock",
    "Milestone",
    "Monopoly",
    "OddsResult",
    "OddsRow",
    "Param",
    "Row",
    "Scenario",
    "ScenarioMismatch",
    "ScenarioResult",
    "SimRow",
    "SimulationResult",
    "StackResult",
    "Step",
    "VictoryPoints",
    "VictoryResult",
    "list_scenarios",
    "trace_table",
]
