"""The code-free tutor app: a page with seed, players, mode, your seat and a scenario picker above the Tutor.

``dml-tutor app`` serves ``dml_tutor_app.ipynb`` (beside this file) with Voila, which shows
widgets and hides every code cell; :func:`build_app` is what that notebook displays, and
works in any notebook too. The seed is read as text, so a 20-digit seed is kept exactly.
"""

from __future__ import annotations

import html
from typing import Any, Final

import ipywidgets as widgets

from ..games.dml.game import MODES
from ..scenarios import SCENARIOS
from ..tutor import Tutor

__all__ = ["NEW_GAME", "WATCH", "build_app"]

#: The picker's first entry: a new game from the seed, players and mode.
NEW_GAME: Final = "A new game (seed, players, mode)"


#: The seat picker's entry for watching: every seat is a built-in player.
WATCH: Final = -1


def _seats(players: int, you: int) -> list[str]:
    """You in seat ``you`` (a person, with the Hint button), the built-in players elsewhere."""
    return ["person" if s == you else "heuristic" for s in range(players)]


def _seat_options(players: int) -> list[tuple[str, int]]:
    return [*((f"seat {s}, with hints", s) for s in range(players)), ("none: watch the built-in players", WATCH)]


def _start(seed: str, players: int, mode: str, scenario: str, you: int = 0) -> Tutor:
    """The tutor the controls describe; ValueError naming the field when one is wrong. ``you``:
    the seat you play against the built-in players (``WATCH``: none)."""
    if scenario != NEW_GAME:
        if scenario not in SCENARIOS:
            raise ValueError(f"scenario: no scenario named {scenario!r}")
        position = SCENARIOS[scenario]().position()
        n = position.get("players", 4)
        return Tutor.from_position(position, seats=_seats(n, you if you < n else 0))
    text = seed.strip()
    if not text.lstrip("-").isdigit():
        raise ValueError(f"seed must be a whole number, got {seed!r}")
    return Tutor(pack="dml", seed=int(text), players=players, mode=mode, seats=_seats(players, you))


def build_app(seed: int = 1, players: int = 4, mode: str = "full") -> Any:
    """The app as one ipywidgets box: the controls, a note line and the Tutor (``box.tutor``)."""
    style = {"description_width": "initial"}
    seed_box = widgets.Text(value=str(seed), description="Seed", style=style, continuous_update=False)
    seed_box.layout.width = "16em"
    players_box = widgets.Dropdown(options=[3, 4], value=players, description="Players", style=style)
    players_box.layout.width = "9em"
    mode_box = widgets.Dropdown(options=sorted(MODES), value=mode, description="Mode", style=style)
    mode_box.layout.width = "12em"
    seat_box = widgets.Dropdown(options=_seat_options(players), value=0, description="You play", style=style)
    seat_box.layout.width = "20em"
    names = [(NEW_GAME, NEW_GAME), *((cls.title, name) for name, cls in SCENARIOS.items())]
    scenario_box = widgets.Dropdown(options=names, value=NEW_GAME, description="Start from", style=style)
    scenario_box.layout.width = "24em"
    go = widgets.Button(description="New game", button_style="primary", tooltip="Start the tutor from these settings")
    note = widgets.HTML("")
    holder = widgets.VBox(layout={"width": "100%"})
    row = widgets.HBox([seed_box, players_box, mode_box, seat_box, scenario_box, go], layout={"flex_flow": "row wrap"})
    box = widgets.VBox([row, note, holder])
    box.add_class("dml-app")
    for name, w in (
        ("seed", seed_box),
        ("players", players_box),
        ("mode", mode_box),
        ("seat", seat_box),
        ("scenario", scenario_box),
    ):
        w.add_class(f"dml-app-{name}")

    def start(_: object = None) -> None:
        try:
            tutor = _start(seed_box.value, players_box.value, mode_box.value, scenario_box.value, seat_box.value)
        except ValueError as e:
            note.value = f'<span class="dml-app-error" role="alert">{html.escape(str(e))}</span>'
            return
        old = getattr(box, "tutor", None)
        if old is not None:
            old.close()
        box.tutor = tutor
        holder.children = (tutor.box,)  # its box: the Fork button shows the two branches there
        scenario = scenario_box.value
        title = html.escape(SCENARIOS[scenario].title) if scenario != NEW_GAME else ""
        note.value = f"Scenario <b>{title}</b>: its own table (seed, players and mode come with it)" if title else ""

    def scenario_changed(_: object = None) -> None:
        own = scenario_box.value != NEW_GAME
        for w in (seed_box, players_box, mode_box):
            w.disabled = own

    def players_changed(_: object = None) -> None:
        you = seat_box.value
        seat_box.options = _seat_options(players_box.value)
        seat_box.value = you if you < players_box.value else 0

    go.on_click(start)
    players_box.observe(players_changed, names="value")
    scenario_box.observe(scenario_changed, names="value")
    start()
    box.controls = {
        "seed": seed_box,
        "players": players_box,
        "mode": mode_box,
        "seat": seat_box,
        "scenario": scenario_box,
        "go": go,
    }
    box.note = note
    box.start = start
    return box
