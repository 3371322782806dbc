"""Terrus's scenarios: how a game ends (Terrus Complete Rulebook, section 5), each a small
table of rulers and a few reported events played by the engine.

:class:`TerrusScenario` is any such table (each ruler's vitae, structures, Relics, INT,
team and whether an effect says they cannot win) and any moves in the pack's printed form
("begin turn", "damage 0 -> 1:5", "priority 2", "concede 1", "effect 2 lose"); the named
scenarios are worked edge cases of sections 5.2 to 5.4: :class:`LethalDamage` (5.2a: only
against the only remaining opponent), :class:`TurnVictory` (5.2b, 5.2d: checked as a turn
begins), :class:`LastRulerStanding` (5.2e, even for a ruler who cannot win),
:class:`EveryoneLoses` (5.4a) and :class:`MutualLethal` (ruling P-09, with its other
reading as the ``mutual_lethal`` argument).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

from ...core.driver import Driver
from ...core.text import Text, commas
from ...core.trace import TraceEntry
from ...scenarios.core import Said, Scenario, arg, bool_arg, choice_arg, int_arg
from ...scenarios.scripted import ScriptedScenario, moves_field
from . import MUTUAL_LETHAL, Game
from .words import say

__all__ = [
    "SCENARIOS",
    "EveryoneLoses",
    "LastRulerStanding",
    "LethalDamage",
    "MutualLethal",
    "Ruler",
    "Rulers",
    "TerrusScenario",
    "TurnVictory",
    "rulers_field",
]

#: One ruler: (name, vitae, structures, relics, INT, team or None, cannot win).
Ruler = tuple[str, int, int, int, int, str | None, bool]
Rulers = tuple[Ruler, ...]

_COUNTS = ("structures", "relics", "int")
_SHAPE = "a ruler is 'name vitae [structures=N] [relics=N] [int=N] [team=T] [cannot_win]' (like 'Bo 5 relics=3')"


def _ruler(name: str, line: str) -> Ruler:
    words = line.split()
    if len(words) < 2 or not re.fullmatch(r"-?\d+", words[1]):
        raise ValueError(f"{name}: {_SHAPE}, not {line!r}")
    counts = dict.fromkeys(_COUNTS, 0)
    team: str | None = None
    cannot_win = False
    for w in words[2:]:
        key, _, value = w.partition("=")
        if key in _COUNTS and re.fullmatch(r"\d+", value):
            counts[key] = int(value)
        elif key == "team" and value:
            team = value
        elif w == "cannot_win":
            cannot_win = True
        else:
            raise ValueError(f"{name}: {w!r} in {line!r}: {_SHAPE}")
    return (words[0], int(words[1]), counts["structures"], counts["relics"], counts["int"], team, cannot_win)


def _rulers(name: str, value: object) -> Rulers:
    """Rulers as text, one a line (or separated by ";"), or a list of such lines."""
    if isinstance(value, str):
        items: list[object] = [s for s in re.split(r"[;\n]", value) if s.strip()]
    elif isinstance(value, list | tuple):
        items = list(value)
    else:
        raise ValueError(f"{name} must be rulers as text, one a line, got {value!r}")
    out = []
    for item in items:
        if isinstance(item, tuple) and len(item) == 7:  # already read
            out.append(_ruler(name, _ruler_text(item)))
        elif isinstance(item, str):
            out.append(_ruler(name, item))
        else:
            raise ValueError(f"{name}: {_SHAPE}, not {item!r}")
    if len(out) < 2:
        raise ValueError(f"{name}: a game of Terrus has two rulers or more, not {len(out)}")
    return tuple(out)


def _ruler_text(r: tuple[Any, ...]) -> str:
    name, vitae, structures, relics, intel, team, cannot_win = r
    words = [str(name), str(vitae)]
    words += [f"{k}={v}" for k, v in zip(_COUNTS, (structures, relics, intel), strict=True) if v]
    words += [f"team={team}"] if team else []
    words += ["cannot_win"] if cannot_win else []
    return " ".join(words)


def rulers_field(default: str) -> Any:
    return arg(
        Said(say("scene-field-rulers-one-a-line-name-vitae")),
        "text",
        default,
        _rulers,
        text=lambda v: "\n".join(_ruler_text(r) for r in v),
    )


def active_field(default: int = 0) -> Any:
    return arg(Said(say("scene-field-active-ruler-index")), "int", default, int_arg, low=0, high=9)


def tournament_field(default: bool = False) -> Any:
    return arg(Said(say("scene-field-tournament-a-judge-intentional-draws")), "bool", default, bool_arg)


def mutual_lethal_field() -> Any:
    choose: Callable[[str, object], str] = lambda name, v: choice_arg(name, v, MUTUAL_LETHAL)  # noqa: E731
    labels = {"draw": Said(say("scene-choice-draw")), "source_wins": Said(say("scene-choice-source-wins"))}
    return arg(
        Said(say("scene-field-mutual-lethal-damage-p-09")),
        "choice",
        MUTUAL_LETHAL[0],
        choose,
        choices=MUTUAL_LETHAL,
        labels=labels,
    )


@dataclass(frozen=True, kw_only=True)
class TerrusScenario(ScriptedScenario):
    """Any table of Terrus rulers and reported events: the engine plays them and names the
    clause of section 5 that ends the game."""

    pack = "terrus"
    title = Said(say("scene-terrus-title"))
    value_label = Said(say("scene-terrus-value"))
    position_fields: ClassVar[dict[str, str]] = {"rulers": "rulers", "active": "active", "tournament": "tournament"}

    rulers: Rulers = rulers_field("Ana 20; Bo 5")
    active: int = active_field()
    tournament: bool = tournament_field()
    mutual_lethal: str = mutual_lethal_field()
    moves: tuple[str, ...] = moves_field("damage 0 -> 1:5")

    def position(self) -> dict[str, Any]:
        """The table in Terrus's position format."""
        keys = ("name", "vitae", "structures", "relics", "int", "team", "cannot_win")
        return {
            "rulers": [dict(zip(keys, r, strict=True)) for r in self.rulers],
            "active": self.active,
            "tournament": self.tournament,
        }

    def options(self) -> dict[str, Any]:
        return {"mutual_lethal": self.mutual_lethal}

    def start(self, on_step: Callable[[TraceEntry], None]) -> Driver[Any]:
        return Game.from_position(self.position(), options=self.options(), on_step=on_step)

    def describe(self, observation: Any) -> Text | None:
        """Each ruler's vitae, or the clause they lost by."""
        rulers = observation.get("rulers") if isinstance(observation, dict) else None
        if not isinstance(rulers, list) or not rulers or not all(isinstance(r, dict) for r in rulers):
            return None
        return commas(
            [
                say("scene-terrus-out", name=str(r.get("name")), clause=str(r.get("lost_by")))
                if r.get("out")
                else say("scene-terrus-vitae", name=str(r.get("name")), vitae=r.get("vitae"))
                for r in rulers
            ]
        )


@dataclass(frozen=True, kw_only=True)
class LethalDamage(TerrusScenario):
    """5.2a, lethal damage: one resolution that leaves the source's only remaining opponent at
    0 vitae or less wins. With two opponents in, the same blow wins nothing: Bo loses only at
    the next priority (5.3b), and then Cyd is Ana's only remaining opponent."""

    title = Said(say("scene-terrus-lethal-damage"))

    rulers: Rulers = rulers_field("Ana 20; Bo 5; Cyd 6")
    moves: tuple[str, ...] = moves_field(("damage 0 -> 1:5", "priority 2", "damage 0 -> 2:6"))


@dataclass(frozen=True, kw_only=True)
class TurnVictory(TerrusScenario):
    """5.2b and 5.2d, the Metropolis and Relic victories: checked when a ruler begins their
    turn. Ana begins hers with 9 structures and 3 Relics (not yet); Bo begins his with 10
    structures and wins."""

    title = Said(say("scene-terrus-turn-victory"))

    rulers: Rulers = rulers_field("Ana 20 structures=9 relics=3; Bo 20 structures=10")
    moves: tuple[str, ...] = moves_field(("begin turn", "begin turn"))


@dataclass(frozen=True, kw_only=True)
class LastRulerStanding(TerrusScenario):
    """5.2e, the last ruler standing wins at once, even one an effect says cannot win: Ana's
    Metropolis does nothing (she cannot win), but she wins when Bo concedes and Cyd loses."""

    title = Said(say("scene-terrus-last-standing"))

    rulers: Rulers = rulers_field("Ana 20 structures=10 cannot_win; Bo 20; Cyd 20")
    moves: tuple[str, ...] = moves_field(("begin turn", "concede 1", "effect 2 lose"))


@dataclass(frozen=True, kw_only=True)
class EveryoneLoses(TerrusScenario):
    """5.4a, everyone left loses at once: a draw. Cyd concedes first and stays a loser; Ana
    and Bo, both at 0 vitae or less, lose together at the next priority."""

    title = Said(say("scene-terrus-everyone-loses"))

    rulers: Rulers = rulers_field("Ana 0; Bo -2; Cyd 20")
    moves: tuple[str, ...] = moves_field(("concede 2", "priority 0"))


@dataclass(frozen=True, kw_only=True)
class MutualLethal(TerrusScenario):
    """Mutual lethal damage (ruling P-09): one battle leaves Bo, Ana's only remaining
    opponent, at 0, and Ana at 0 too. Ana would win (5.2a) and lose (5.3d) at once, so she
    loses, and both losing together is a draw (5.4a). The strict-timing reading,
    ``mutual_lethal="source_wins"``, lets 5.2a end the game first: Ana wins."""

    title = Said(say("scene-terrus-mutual-lethal"))

    rulers: Rulers = rulers_field("Ana 2; Bo 3")
    moves: tuple[str, ...] = moves_field("damage 0 -> 0:2 1:3")


#: Terrus's scenarios, in the order of section 5.
SCENARIOS: dict[str, type[Scenario]] = {
    cls.__name__: cls for cls in (LethalDamage, TurnVictory, LastRulerStanding, EveryoneLoses, MutualLethal)
}
