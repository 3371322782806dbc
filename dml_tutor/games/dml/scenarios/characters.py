"""DML's scenario of the Character Power Phase (rulebook: Gameplay > Character Power Phase;
rulings R-16, R-24): the Character Power Stack, last in, first out."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ....core.trace import TraceEntry
from ....scenarios.core import Said, ScenarioResult, Value
from ....scenarios.runner import Step
from ..actions import Play
from ..cards import Card
from ..game import Game
from ..words import NOTHING, say
from .base import (
    Dice,
    DmlScenario,
    Seats,
    _in,
    _names,
    _required,
    _step,
    card_field,
    dice_field,
    plays_field,
    seats_field,
    seed_field,
)

Plays = tuple[tuple[int, str, str, str], ...]


@dataclass
class StackResult(ScenarioResult):
    """A Character Power Phase: the rows, and the order in which cards resolved."""

    resolved: list[str] = field(default_factory=list)
    cancelled: list[str] = field(default_factory=list)


def _stack_value(g: Game) -> Value:
    cards = " ".join(i.card.symbol for i in reversed(g.stack)) or "none"
    resolving = g.resolving.symbol if g.resolving is not None else "none"
    return Said(say("scene-stack-value", resolving=resolving, cards=cards))


@dataclass(frozen=True, kw_only=True)
class CharacterStack(DmlScenario):
    """The Character Power Stack of the first Character Power Phase of a Round: plays in
    order (each on top of the last), resolved last in, first out (R-16); the Rogue Jester
    reverses what is below him, the Harlot Queen cancels it (R-24); Emblems enter the Court.

    The default Stack, bottom to top, is Q♥ (seat 0), Q♣ (seat 1), 10♠ Emblem (seat 2),
    J♣ (seat 3): the Jester turns it over, so the Heiress resolves and the Harlot Queen
    cancels the Emblem; without the Jester she would cancel the Heiress instead. The Event
    is the Thief, which is Carnival of Coin, so it changes nothing here.
    """

    title = Said(say("scene-stack-title"))
    value_label = Said(say("scene-stack-label"))

    plays: Plays = plays_field(
        Said(say("scene-field-plays-seat-card-power-emblem")),
        ((0, "QH", "power"), (1, "QC", "power"), (2, "TS", "emblem"), (3, "JC", "power")),
    )
    hands: Seats = seats_field(Said(say("scene-field-other-cards-one-line-per-seat")))
    event: str = card_field(
        Said(say("scene-field-event-card")), "X2", _required("name an Event card (X2, the Thief, is Carnival of Coin)")
    )
    dice: Dice = dice_field()
    seed: int = seed_field()

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
            _step(seat, "play", Play(seat, Card.parse(card), kind, source), "Character Power Phase", f"play {n + 1}")
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
        notes: list[str] = [Said(say("scene-stack-resolved", cards=" ".join(resolved) or NOTHING))]
        if cancelled:
            notes.append(Said(say("scene-stack-cancelled", cards=" ".join(cancelled))))
        return StackResult(
            self.title, rows, r.game, self.value_label, notes, resolved, cancelled, language=self.language
        )
