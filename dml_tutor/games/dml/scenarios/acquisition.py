"""DML's scenarios of the Acquisition Attempt (rulebook: Gameplay > Acquisition Attempt):
the printed bidding example against ruling R-02, and the odds of the Resolution Step."""

from __future__ import annotations

import html
import importlib
import importlib.util
import random
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from ....i18n import SOURCE, Messages, check_language
from ....scenarios.core import Html, Row, Said, ScenarioResult, int_arg, pct, read, rules_html, table_html
from ....scenarios.runner import Step
from ..actions import Bid, Seize
from ..cards import Card
from ..dice import DABO, roll_name, succeeds, success_probability
from ..words import event_said, say
from .base import (
    Cards,
    Dice,
    DmlScenario,
    Milestone,
    _cards,
    _declare_step,
    _declared,
    _in,
    _milestones,
    _players,
    _step,
    _tv_value,
    card_field,
    cards_field,
    choice_field,
    dice_field,
    number_field,
    seed_field,
)


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


# ========================================================= 1. Bidding example


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
#: The printed steps' labels as messages (the labels above stay the printed English).
_PRINTED = {
    "Declaration: Iron 5": say("scene-bidding-printed-declaration"),
    "Active Player bids 2 of Spice (primary)": say("scene-bidding-printed-bid"),
    "Seize Attempt with 3 of Spice": say("scene-bidding-printed-seize"),
    "Active Player plays 4 of Spice (primary)": say("scene-bidding-printed-primary"),
    "Active Player counter-offers 4 of Slaves (secondary)": say("scene-bidding-printed-secondary"),
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
                why = Said(say("scene-bidding-why", printed=printed, engine=str(m.tv)))
                tv = m.tv
                declared = sum(c.face_value for c in tv.declared) + sum(tv.event_modifiers)
                if key == "seize" and tv.active_primary and printed == declared + tv.seize_pressure:
                    bids = " ".join(c.symbol for c in tv.active_primary)
                    why = Said(
                        say(
                            "scene-bidding-why-seize",
                            printed=printed,
                            declared=declared,
                            seize=tv.seize_pressure,
                            bids=bids,
                            engine=str(tv),
                        )
                    )
                elif prev is not None and printed - prev[0] == m.value - prev[1]:
                    moved = f"{m.value - prev[1]:+d}"
                    why = Said(
                        say(
                            "scene-bidding-why-carried",
                            moved=moved,
                            printed=printed,
                            before=prev[0],
                            had=prev[1],
                            engine=str(tv),
                        )
                    )
                out.append(Discrepancy(key, label, printed, m.value, why))
            prev = (printed, m.value)
        return out

    def _repr_html_(self) -> str:
        messages = self.messages
        engine = {m.key: m for m in self.target_values}
        body = []
        differs = f" <b>{html.escape(messages('scene-bidding-differs'))}</b>"
        for key, label, printed in self.rulebook:
            m = engine.get(key)
            got = "" if m is None else html.escape(str(m.tv))
            flag = "" if m is None or m.value == printed else differs
            body.append([html.escape(messages.text(_PRINTED.get(label, label))), str(printed), got + flag])
        heads = [messages("scene-step"), messages("scene-bidding-rulebook"), messages("scene-bidding-engine")]
        compare = table_html(messages("scene-bidding-compare"), heads, body)
        return super()._repr_html_() + compare


@dataclass(frozen=True, kw_only=True)
class BiddingExample(DmlScenario):
    """The rulebook's bidding example (Iron 5; Spice 2; a Seize Attempt with Spice 3; then
    Spice 4 or the Slaves 4 counter-offer), played by the engine so the printed numbers
    can be checked against ruling R-02.

    Seat 0 is the Active Player, seat 1 the Seizer. The default Event is none, which is
    Carnival of Coin (R-19): it has no Market Effect, so no Target Value moves because of
    it; its extra Market Action does not apply because the scenario starts at the
    Declaration. Default dice [3, 4] (a 7) succeed at every printed Target Value.
    """

    title = Said(say("scene-bidding-title"))
    value_label = Said(say("scene-target-value"))

    declared: Cards = cards_field(Said(say("scene-field-declared-cards")), "5S", _declared)
    active_declaration_bid: Cards = cards_field(Said(say("scene-field-active-players-bid-at-declaration")), "2D")
    seize_card: str | None = card_field(Said(say("scene-field-seat-1s-seize-card")), "3D")
    counter: str = choice_field(
        Said(say("scene-field-active-players-answer")),
        "primary",
        ("primary", "secondary", "none"),
        {
            "primary": Said(say("scene-choice-primary")),
            "secondary": Said(say("scene-choice-secondary")),
            "none": Said(say("scene-choice-none")),
        },
    )
    counter_cards: Cards = cards_field(Said(say("scene-field-answer-cards-empty-4d-or-4h")))
    event: str | None = card_field(Said(say("scene-field-event-card-empty-carnival-of-coin")))
    dice: Dice = dice_field(default=((3, 4),))
    players: int = number_field(Said(say("scene-field-players")), 4, 3, 4, _players)
    seed: int = seed_field()

    def seat_count(self) -> int:
        return self.players

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
        return Said(say("scene-bidding-changed", cards=cards))

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
            steps.append(_step(0, "bid", bid, "Declaration", "the Active Player's bid at Declaration"))
        if self.seize_card:
            steps.append(
                _step(1, "seize", Seize(1, Card.parse(self.seize_card)), "Seize Attempt Phase", "the Seize Attempt")
            )
        if self.counter != "none":
            bid = Bid(0, _cards(self.answer_cards), self.counter)
            steps.append(_step(0, "bid", bid, "Bid Action", f"the Active Player's {self.counter} answer"))
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
        event = event_said(r.game.event)
        notes: list[str] = [
            Said(
                say("scene-bidding-event", event=event) if self.event else say("scene-bidding-event-none", event=event)
            ),
            Said(say("scene-bidding-values", values=" → ".join(str(m.value) for m in milestones))),
        ]
        printed: list[tuple[str, str, int]] = []
        if self.counter in ("primary", "secondary"):
            printed = self.rulebook_numbers(self.counter)
            notes.append(Said(say("scene-bidding-prints", values=" → ".join(str(v) for _, _, v in printed))))
        return BiddingResult(
            self.heading(), rows, r.game, self.value_label, notes, milestones, printed, language=self.language
        )

    def discrepancies(self) -> list[Discrepancy]:
        """Where the engine's Target Values differ from the printed example (see docs/bidding-example.md)."""
        return self.run().discrepancies()


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
        messages = self.messages
        body = [
            [
                str(o.target),
                f"{o.never} ({pct(o.never)})",
                f"{o.optimal} ({pct(o.optimal)})",
                f"+{pct(o.gain)}",
                rules_html(o.rules, self.pack, self.language),
            ]
            for o in self.odds
        ]
        heads = [messages("scene-target-value"), messages("scene-odds-no-reroll"), messages("scene-odds-reroll")]
        heads += [messages("scene-odds-gain"), messages("scene-rules")]
        notes = [read(messages, n) for n in self.notes]
        table = table_html(messages("scene-odds-caption"), heads, body, notes)
        demo = ScenarioResult(
            Said(say("scene-odds-demo")),
            self.demo_rows,
            self.game,
            Said(say("scene-target-value")),
            language=self.language,
        )
        return table + demo._repr_html_()


def _demo_target(name: str, value: object) -> int:
    target = int_arg(name, value)
    _demo_cards(target)
    return target


@dataclass(frozen=True, kw_only=True)
class AttemptOdds(DmlScenario):
    """Exact success chances of an Acquisition Attempt by Target Value, with and without
    re-rolling a Dabo!, from the same function the engine's Resolution Step quotes.

    ``demo_target`` and ``demo_dice`` play one attempt through the engine (no bids, no
    Seizer) so a reader sees the quoted chance and the Dabo! re-roll decision (R-10).
    """

    title = Said(say("scene-odds-title"))
    value_label = Said(say("scene-odds-chance"))

    low: int = number_field(Said(say("scene-field-lowest-target-value")), 2, -5, 20)
    high: int = number_field(Said(say("scene-field-highest-target-value")), 13, -5, 20)
    demo_target: int = number_field(Said(say("scene-field-engine-demo-target-value")), 8, 2, 12, _demo_target)
    demo_dice: Dice = dice_field(Said(say("scene-field-engine-demo-dice")), ((2, 2), (4, 5)))
    seed: int = seed_field()

    def check(self) -> None:
        """The range of Target Values runs upward."""
        if self.low > self.high:
            raise ValueError(f"low ({self.low}) must not exceed high ({self.high})")
        super().check()

    @property
    def demo_cards(self) -> list[str]:
        """Iron cards that declare ``demo_target``."""
        return _demo_cards(self.demo_target)

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
            Row(i + 1, Said(say("scene-odds-row", target=o.target)), f"{pct(o.never)} / {pct(o.optimal)}", o.rules)
            for i, o in enumerate(odds)
        ]
        r = self._start(_tv_value, [_declare_step(0, _cards(self.demo_cards))])
        r.drive(lambda run: run.left("Acquisition Attempt"))
        notes: list[str] = [Said(say("scene-odds-note"))]
        demo = r.rows(_in("Acquisition Attempt"))
        label = Said(say("scene-odds-value"))
        return OddsResult(self.title, rows, r.game, label, notes, odds, demo, language=self.language)

    def plot(self) -> object:
        """A bar chart of both policies: a matplotlib Figure if installed, else HTML bars."""
        odds = self.odds()
        messages = self.messages
        never, optimal = messages("scene-plot-no-reroll"), messages("scene-plot-reroll")
        if importlib.util.find_spec("matplotlib") is not None:
            plt = importlib.import_module("matplotlib.pyplot")
            fig, ax = plt.subplots(figsize=(7, 3.5))
            xs = [o.target for o in odds]
            ax.bar([x - 0.2 for x in xs], [float(o.never) for o in odds], width=0.4, label=never)
            ax.bar([x + 0.2 for x in xs], [float(o.optimal) for o in odds], width=0.4, label=optimal)
            ax.set_xlabel(messages("scene-target-value"))
            ax.set_ylabel(messages("scene-plot-chance"))
            ax.set_xticks(xs)
            ax.legend()
            plt.close(fig)
            return fig
        bars = []
        for o in odds:
            cells = []
            for p, colour, name in ((o.never, "#8aa", never), (o.optimal, "#c84", messages("scene-plot-reroll-short"))):
                width = round(float(p) * 300)
                tip = html.escape(f"{name}: {pct(p)}", quote=True)
                cells.append(f"<div title='{tip}' style='background:{colour};height:9px;width:{width}px'></div>")
            bars.append(
                f"<tr><td>{o.target}</td><td>{''.join(cells)}</td><td>{pct(o.never)} / {pct(o.optimal)}</td></tr>"
            )
        legend = (
            f"<span style='color:#8aa'>■</span> {html.escape(never)} "
            f"<span style='color:#c84'>■</span> {html.escape(optimal)}"
        )
        caption = html.escape(messages("scene-plot-caption", legend="\x00")).replace("\x00", legend)
        return Html(f"<table class='dml-odds-chart'><caption>{caption}</caption>{''.join(bars)}</table>")

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
        return SimulationResult(rows, n, seed, self.language)


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
    #: The language it is shown in (a shipped locale).
    language: str = SOURCE

    def __post_init__(self) -> None:
        check_language(self.language)

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
        messages = Messages(self.language, "dml_tutor.games.dml")
        heads = [messages("scene-sim-tv"), messages("scene-sim-exact"), messages("scene-sim-simulated")]
        heads += [
            messages("scene-sim-diff"),
            messages("scene-sim-exact-reroll"),
            messages("scene-sim-simulated-reroll"),
        ]
        heads.append(messages("scene-sim-diff-reroll"))
        return table_html(
            messages("scene-sim-caption", count=str(self.n), seed=str(self.seed)),
            heads,
            body,
            [messages("scene-sim-largest", difference=f"{self.max_difference:.2%}")],
        )
