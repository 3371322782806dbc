"""Terrus positions: a table described as JSON, every key checked.

::

    {"rulers": [{"name": "Ana", "vitae": 20, "structures": 3, "relics": 0, "int": 0,
                 "team": null, "cannot_win": false}, ...],
     "active": 0, "tournament": false}

Each ruler may also say ``"out": true`` (they have already lost and left the game; they
keep their index). Names (rulers and teams) are at most 60 characters, all of which a
keyboard types back (``core.inputs.read_name``). A malformed position is a ``ValueError``
naming the field.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from typing import Any

from ...core.driver import is_int
from ...core.inputs import check_data, load_json, read_name, read_seed, short_repr

__all__ = [
    "RULER_KEYS",
    "Position",
    "Ruler",
    "RulerAt",
    "load_position",
    "normalise",
    "parse_position",
    "random_position",
]

#: Every ruler key, with whether it is required.
RULER_KEYS: dict[str, bool] = {
    "name": True,
    "vitae": True,
    "structures": True,
    "relics": True,
    "int": True,
    "team": True,
    "cannot_win": True,
    "out": False,
}
TOP_KEYS = ("rulers", "active", "tournament")


@dataclass
class Ruler:
    """One ruler at the table (mutable: the game changes it as it runs)."""

    name: str
    vitae: int
    structures: int
    relics: int
    int: int
    team: str | None
    cannot_win: bool
    out: bool = False

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "vitae": self.vitae,
            "structures": self.structures,
            "relics": self.relics,
            "int": self.int,
            "team": self.team,
            "cannot_win": self.cannot_win,
            "out": self.out,
        }


@dataclass(frozen=True)
class RulerAt:
    """A ruler as a position describes them, frozen (the game plays a :class:`Ruler` copy)."""

    name: str
    vitae: int
    structures: int
    relics: int
    int: int
    team: str | None
    cannot_win: bool
    out: bool = False

    def ruler(self) -> Ruler:
        """The ruler at the table, whom the game changes as it runs."""
        return Ruler(
            self.name, self.vitae, self.structures, self.relics, self.int, self.team, self.cannot_win, self.out
        )

    def to_json(self) -> dict[str, Any]:
        out = self.ruler().to_json()
        if not self.out:
            del out["out"]  # the position's own form: "out" only for a ruler who has left
        return out


@dataclass(frozen=True)
class Position:
    """A checked position, frozen: what a game starts from (:func:`parse_position`)."""

    rulers: tuple[RulerAt, ...]
    active: int
    tournament: bool

    def to_json(self) -> dict[str, Any]:
        """The position as JSON data (what save files hold)."""
        return {"rulers": [r.to_json() for r in self.rulers], "active": self.active, "tournament": self.tournament}


def parse_position(position: Any) -> Position:
    """A position (JSON data or its text) read into a frozen :class:`Position`; a malformed
    one is a ``ValueError`` naming the field."""
    rulers, active, tournament = load_position(normalise(position))
    return Position(
        tuple(RulerAt(r.name, r.vitae, r.structures, r.relics, r.int, r.team, r.cannot_win, r.out) for r in rulers),
        active,
        tournament,
    )


def normalise(position: Any) -> dict[str, Any]:
    """The game's own copy of a position (JSON text or a dict) as plain JSON data."""
    if isinstance(position, str):
        position = load_json(position, "position")
    if not isinstance(position, dict):
        raise ValueError(f"a position must be a JSON object (a dict), got {type(position).__name__}")
    check_data(position, "position")
    try:
        copy: dict[str, Any] = json.loads(json.dumps(position))
    except (TypeError, ValueError) as e:
        raise ValueError(f"position holds something that is not JSON data: {short_repr(str(e))}") from None
    return copy


def _int(where: str, v: Any, *, minimum: int | None = None) -> int:
    if not is_int(v):
        raise ValueError(f"position field {where!r} must be an integer, got {short_repr(v)}")
    if minimum is not None and v < minimum:
        raise ValueError(f"position field {where!r} must be {minimum} or more, got {v}")
    return v


def _ruler(i: int, raw: Any) -> Ruler:
    where = f"rulers[{i}]"
    if not isinstance(raw, dict):
        keys = ", ".join(RULER_KEYS)
        raise ValueError(f"position field {where!r} must be an object with {keys}, got {short_repr(raw)}")
    for key, required in RULER_KEYS.items():
        if required and key not in raw:
            raise ValueError(f"position field '{where}.{key}' is missing")
    for key in raw:
        if key not in RULER_KEYS:
            raise ValueError(
                f"position field {short_repr(f'{where}.{key}')} is unknown: a ruler has {', '.join(RULER_KEYS)}"
            )
    name = read_name(raw["name"], f"position field '{where}.name'")
    team = raw["team"]
    if team is not None:
        team = read_name(team, f"position field '{where}.team' (a team name or null)")
    for key in ("cannot_win", "out"):
        if not isinstance(raw.get(key, False), bool):
            raise ValueError(f"position field '{where}.{key}' must be true or false, got {short_repr(raw[key])}")
    return Ruler(
        name=name,
        vitae=_int(f"{where}.vitae", raw["vitae"]),
        structures=_int(f"{where}.structures", raw["structures"], minimum=0),
        relics=_int(f"{where}.relics", raw["relics"], minimum=0),
        int=_int(f"{where}.int", raw["int"], minimum=0),
        team=team,
        cannot_win=raw["cannot_win"],
        out=raw.get("out", False),
    )


def side(rulers: list[Ruler], r: int) -> str:
    """The side a ruler plays for: their team, or themselves alone."""
    team = rulers[r].team
    return f"team:{team}" if team is not None else f"ruler:{r}"


def load_position(position: dict[str, Any]) -> tuple[list[Ruler], int, bool]:
    """The rulers, the active ruler and the tournament flag of a checked position."""
    for key in TOP_KEYS:
        if key not in position:
            raise ValueError(f"position field {key!r} is missing (a position has {', '.join(TOP_KEYS)})")
    for key in position:
        if key not in TOP_KEYS:
            raise ValueError(f"position field {short_repr(key)} is unknown (a position has {', '.join(TOP_KEYS)})")
    raw = position["rulers"]
    if not isinstance(raw, list) or len(raw) < 2:
        raise ValueError(f"position field 'rulers' must be a list of two rulers or more, got {short_repr(raw)}")
    rulers = [_ruler(i, r) for i, r in enumerate(raw)]
    seen: dict[str, int] = {}
    for i, r in enumerate(rulers):
        if r.name in seen:
            other = seen[r.name]
            raise ValueError(f"position field 'rulers[{i}].name': {short_repr(r.name)} is also rulers[{other}]'s name")
        seen[r.name] = i
    sides = {side(rulers, i) for i, r in enumerate(rulers) if not r.out}
    if len(sides) < 2:
        raise ValueError(
            "position field 'rulers': the game would be over already: at least two rulers still in the game "
            "must be opponents (5.2e, 5.2g)"
        )
    active = position["active"]
    if not is_int(active) or not 0 <= active < len(rulers):
        last = len(rulers) - 1
        raise ValueError(f"position field 'active' must be a ruler index 0..{last}, got {short_repr(active)}")
    if rulers[active].out:
        raise ValueError(f"position field 'active': ruler {active} has left the game")
    tournament = position["tournament"]
    if not isinstance(tournament, bool):
        raise ValueError(f"position field 'tournament' must be true or false, got {short_repr(tournament)}")
    return rulers, active, tournament


NAMES = ("Ana", "Bo", "Cyd", "Dee", "Eli", "Fay")


def random_position(seed: int) -> dict[str, Any]:
    """A varied end-of-game position from a seed: 2 to 4 rulers, sometimes in two teams,
    sometimes a tournament, near the thresholds of every victory."""
    rng = random.Random(read_seed(seed))
    n = rng.choice((2, 3, 4))
    teams = n == 4 and rng.random() < 0.5
    rulers = [
        {
            "name": NAMES[i],
            "vitae": rng.randint(-2, 20),
            "structures": rng.randint(6, 10),
            "relics": rng.randint(0, 4),
            "int": rng.randint(8, 20),
            "team": ("North", "South")[i % 2] if teams else None,
            "cannot_win": rng.random() < 0.15,
        }
        for i in range(n)
    ]
    return {"rulers": rulers, "active": rng.randrange(n), "tournament": rng.random() < 0.3}
