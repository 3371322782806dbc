"""MERC's scenarios: the ways its end game ends (MERC rules v6.6, page 3, *Ending The
Game*), each a small table and a few moves played by the engine.

:class:`MercScenario` is any such table (sectors with their value and each side's units,
the base, the Dictator card, the Tactics left) and any moves in the pack's printed form
("combat in Mine: Dictator loses 1, Rebels lose 0", "end turn", "play a Tactics card",
"reveal the base in Capital"); the named scenarios are its worked edge cases:
:class:`TacticsExhausted` (condition 1: the sector-value end, checked only at the end of
the Dictator's turn), :class:`BaseCaptured` (condition 2, with ruling P-08 on the Dictator
card) and :class:`DictatorKilled` (condition 3, behind the protection rule). Each takes
the rule set (``rules``: the printed rules or the page's Implementation Notes) and P-08's
reading (``dictator_card``) as arguments, so a form puts the readings side by side.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

from ...core.driver import Driver, is_int
from ...core.text import Text
from ...core.trace import TraceEntry
from ...scenarios.core import Said, Scenario, arg, bool_arg, choice_arg, int_arg
from ...scenarios.scripted import ScriptedScenario, moves_field
from . import CARD_READINGS, RULE_SETS, SIDES, Game
from .words import say

__all__ = [
    "SCENARIOS",
    "BaseCaptured",
    "DictatorKilled",
    "MercScenario",
    "Sectors",
    "TacticsExhausted",
    "sectors_field",
]

#: (name, value, Dictator units, Rebel units) per sector.
Sectors = tuple[tuple[str, int, int, int], ...]
#: The Dictator card in play: (sector, health).
Card = tuple[str, int]


def _sector(name: str, item: object) -> tuple[str, int, int, int]:
    shape = f"{name}: a sector is 'name value Dictator-units Rebel-units' (like 'Mine 4 1 3'), not {item!r}"
    if isinstance(item, str):
        words = item.split()
        if len(words) < 4 or not all(re.fullmatch(r"-?\d+", w) for w in words[-3:]):
            raise ValueError(shape)
        return (" ".join(words[:-3]), int(words[-3]), int(words[-2]), int(words[-1]))
    if isinstance(item, list | tuple) and len(item) == 4 and isinstance(item[0], str) and all(map(is_int, item[1:])):
        return (item[0], item[1], item[2], item[3])
    raise ValueError(shape)


def _sectors(name: str, value: object) -> Sectors:
    """Sectors as text, "Capital 5 2 0; Mine 4 1 3" (or one a line), or a list of 4-tuples."""
    if isinstance(value, str):
        items: list[object] = [s for s in re.split(r"[;\n]", value) if s.strip()]
    elif isinstance(value, list | tuple):
        items = list(value)
    else:
        raise ValueError(f"{name} must be sectors as text, like 'Capital 5 2 0; Mine 4 1 3', got {value!r}")
    if not items:
        raise ValueError(f"{name}: the board needs at least one sector")
    return tuple(_sector(name, s) for s in items)


def _sectors_text(value: Sectors) -> str:
    return "; ".join(f"{n} {v} {d} {r}" for n, v, d, r in value)


def _base(name: str, value: object) -> str | None:
    """The base's sector, or None (blank) while the Dictator has not placed it."""
    if value is None or (isinstance(value, str) and not value.strip()):
        return None
    if not isinstance(value, str):
        raise ValueError(f"{name} must be a sector's name, or empty while the base is not placed, not {value!r}")
    return " ".join(value.split())


def _card(name: str, value: object) -> Card | None:
    """The Dictator card as "sector health" ("Mine 2"), or None (blank) while not in play."""
    if value is None or (isinstance(value, str) and not value.strip()):
        return None
    if isinstance(value, str):
        words = value.split()
        if len(words) >= 2 and re.fullmatch(r"\d+", words[-1]):
            return (" ".join(words[:-1]), int(words[-1]))
    elif isinstance(value, list | tuple) and len(value) == 2 and isinstance(value[0], str) and is_int(value[1]):
        return (value[0], value[1])
    raise ValueError(f"{name}: the Dictator card is 'sector health' (like 'Mine 2'), or empty, not {value!r}")


def _choice(choices: tuple[str, ...]) -> Callable[[str, object], str]:
    return lambda name, value: choice_arg(name, value, choices)


# Each argument's field, declared once; a named scenario changes only the defaults.


def sectors_field(default: str) -> Any:
    return arg(
        Said(say("scene-field-sectors-name-value-dictator-units-rebel")), "text", default, _sectors, text=_sectors_text
    )


def turn_field(default: str = "dictator") -> Any:
    return arg(
        Said(say("scene-field-whose-turn")),
        "choice",
        default,
        _choice(("dictator", "rebels")),
        choices=("dictator", "rebels"),
        labels={"dictator": Said(say("scene-choice-dictator")), "rebels": Said(say("scene-choice-rebels"))},
    )


def day_field(default: int = 4) -> Any:
    return arg(Said(say("scene-field-day")), "int", default, int_arg, low=1, high=99)


def base_field(default: str = "Capital") -> Any:
    return arg(Said(say("scene-field-base-sector-empty-not-placed")), "name", default, _base, text=lambda v: v or "")


def revealed_field(default: bool = True) -> Any:
    return arg(Said(say("scene-field-base-revealed")), "bool", default, bool_arg)


def hand_field(default: int = 2) -> Any:
    return arg(Said(say("scene-field-tactics-in-hand")), "int", default, int_arg, low=0, high=20)


def deck_field(default: int = 0) -> Any:
    return arg(Said(say("scene-field-tactics-in-the-deck")), "int", default, int_arg, low=0, high=20)


def card_field(default: str = "") -> Any:
    return arg(Said(say("scene-field-dictator-card-sector-health-empty-not")), "name", default, _card, text=_card_text)


def _card_text(value: Card | None) -> str:
    return "" if value is None else f"{value[0]} {value[1]}"


def rules_field() -> Any:
    labels = {
        "printed": Said(say("scene-choice-printed")),
        "implementation_notes": Said(say("scene-choice-implementation-notes")),
    }
    return arg(
        Said(say("scene-field-rule-set")), "choice", "printed", _choice(RULE_SETS), choices=RULE_SETS, labels=labels
    )


def dictator_card_field() -> Any:
    return arg(
        Said(say("scene-field-the-dictator-card-saves-the-base")),
        "choice",
        CARD_READINGS[0],
        _choice(CARD_READINGS),
        choices=CARD_READINGS,
        labels={
            "in_base_sector": Said(say("scene-choice-in-base-sector")),
            "anywhere": Said(say("scene-choice-anywhere")),
        },
    )


@dataclass(frozen=True, kw_only=True)
class MercScenario(ScriptedScenario):
    """Any MERC end-game table and moves: the engine plays them and names the rule that ends the game."""

    pack = "merc"
    title = Said(say("scene-merc-title"))
    value_label = Said(say("scene-merc-value"))
    position_fields: ClassVar[dict[str, str]] = {
        "day": "day",
        "turn": "turn",
        "sectors": "sectors",
        "dictator.base": "base",
        "dictator.revealed": "revealed",
        "dictator.hand": "hand",
        "dictator.deck": "deck",
        "dictator.card": "card",
        "dictator": "base",
    }

    sectors: Sectors = sectors_field("Capital 5 2 0; Mine 4 1 3")
    turn: str = turn_field()
    day: int = day_field()
    base: str | None = base_field()
    revealed: bool = revealed_field()
    hand: int = hand_field()
    deck: int = deck_field()
    card: Card | None = card_field()
    moves: tuple[str, ...] = moves_field("end turn")
    rules: str = rules_field()
    dictator_card: str = dictator_card_field()

    def position(self) -> dict[str, Any]:
        """The table in MERC's position format."""
        return {
            "day": self.day,
            "turn": self.turn,
            "sectors": {n: {"value": v, "dictator": d, "rebels": r} for n, v, d, r in self.sectors},
            "dictator": {
                "base": self.base,
                "revealed": self.revealed,
                "hand": self.hand,
                "deck": self.deck,
                "card": None if self.card is None else {"sector": self.card[0], "health": self.card[1]},
            },
        }

    def options(self) -> dict[str, Any]:
        return {"rules": self.rules, "dictator_card": self.dictator_card}

    def start(self, on_step: Callable[[TraceEntry], None]) -> Driver[Any]:
        return Game.from_position(self.position(), self.options(), on_step=on_step)

    def describe(self, observation: Any) -> Text | None:
        """The sector value each side controls and the Tactics left."""
        if not isinstance(observation, dict) or not isinstance(observation.get("values"), dict):
            return None
        values, dictator = observation["values"], observation.get("dictator") or {}
        return say(
            "scene-merc-table",
            dictator=values.get("dictator"),
            rebels=values.get("rebels"),
            hand=dictator.get("hand"),
            deck=dictator.get("deck"),
        )

    def seat_said(self, game: Driver[Any], seat: int) -> Text:
        """A side by the name the outcome has always given it ("dictator", "rebels")."""
        return say("scene-merc-side", side=SIDES[seat]) if seat < len(SIDES) else super().seat_said(game, seat)


@dataclass(frozen=True, kw_only=True)
class TacticsExhausted(MercScenario):
    """Condition 1, the sector-value end: with no Tactics card left in hand or deck, the game
    ends at the end of the Dictator's turn, and the side controlling more sector value wins
    (the Dictator wins ties; a sector with no units counts for nobody).

    The default has the Dictator out of Tactics on the Rebels' turn of Day 5: a combat there
    ends nothing under the printed rules (the Tactics are looked at only at the end of the
    Dictator's turn), so the game ends on Day 6, Dictator 5 to Rebels 4. Under the
    Implementation Notes (``rules="implementation_notes"``) the same combat ends it at once.
    """

    title = Said(say("scene-merc-tactics-exhausted"))

    turn: str = turn_field("rebels")
    day: int = day_field(5)
    hand: int = hand_field(0)
    moves: tuple[str, ...] = moves_field(
        ("combat in Mine: Dictator loses 1, Rebels lose 0", "end the Rebels' turn", "end the Dictator's turn")
    )


@dataclass(frozen=True, kw_only=True)
class BaseCaptured(MercScenario):
    """Condition 2, the base captured: the Rebels win at once when they control the revealed
    base's sector with every Dictator unit there defeated, and the Dictator card too when it
    stands there (ruling P-08).

    The default: the Rebels defeat the last unit at the Capital while the Dictator card is
    in the Mine, so the base falls (P-08); with ``dictator_card="anywhere"`` the card
    elsewhere still saves it, and with the card at the base (``card="Capital 2"``) the
    base holds under both readings.
    """

    title = Said(say("scene-merc-base-captured"))

    sectors: Sectors = sectors_field("Capital 5 1 2; Mine 4 0 1")
    turn: str = turn_field("rebels")
    hand: int = hand_field(3)
    card: Card | None = card_field("Mine 2")
    moves: tuple[str, ...] = moves_field("combat in Capital: Dictator loses 1, Rebels lose 0")


@dataclass(frozen=True, kw_only=True)
class DictatorKilled(MercScenario):
    """Condition 3, the Dictator killed: lethal damage to the Dictator card ends the game at
    once, for the Rebels. The protection rule keeps the card from harm while another
    Dictator unit stands in its sector (the engine refuses such a combat and says why).

    The default: the card stands alone in the Mine with health 2, and a combat there deals
    it 2 damage. Put a Dictator unit in the Mine and the same combat is refused; put the
    card at the base and the same blow reads as a base capture (the check looks at the
    base first).
    """

    title = Said(say("scene-merc-dictator-killed"))

    sectors: Sectors = sectors_field("Capital 5 3 0; Mine 4 0 2")
    turn: str = turn_field("rebels")
    hand: int = hand_field(3)
    card: Card | None = card_field("Mine 2")
    moves: tuple[str, ...] = moves_field(
        "combat in Mine: Dictator loses 0, Rebels lose 1, the Dictator card takes 2 damage"
    )


#: MERC's scenarios, in the order of the page's conditions.
SCENARIOS: dict[str, type[Scenario]] = {cls.__name__: cls for cls in (TacticsExhausted, BaseCaptured, DictatorKilled)}
