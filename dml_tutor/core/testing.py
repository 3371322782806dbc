"""The conformance suite every game pack passes (in the manner of OpenSpiel's random_sim_test).

``check_pack(pack)`` plays random games and checks what every pack promises: games end;
every cited rule id is in the catalog and every catalog id is cited by the pack's code;
tracing on and off play the same game; save/load and pop round-trip; refused actions
change nothing; player views hold none of a seat's secrets; the sequences seen in play
are edges of the derived tree. Failures are ``AssertionError`` naming the game seed.
"""

from __future__ import annotations

import ast
import json
from collections.abc import Iterable
from importlib import import_module
from pathlib import Path
from typing import Any

from .agents import play_out
from .driver import Driver
from .pack import Pack
from .trace import Frame


class ConformanceError(AssertionError):
    """A pack broke one of the core's promises."""


def _check(ok: bool, message: str) -> None:
    if not ok:
        raise ConformanceError(message)


def cited_ids(pack: Pack) -> set[str]:
    """String constants in the pack's code that are catalog ids (rule ids are cited as literals)."""
    catalog = pack.catalog()
    out: set[str] = set()
    files = [import_module(pack.package).__file__] if pack.package else [m.__file__ for m in pack.modules]
    folders = {Path(f).parent for f in files if f}
    for folder in folders:
        for path in folder.rglob("*.py"):
            if path.name == "practice.py":  # the question bank's misreadings quiz rules; they apply none
                continue
            for node in ast.walk(ast.parse(path.read_text("utf-8"))):
                if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in catalog:
                    out.add(node.value)
    return out


def _played(pack: Pack, seed: int, *, trace: bool = True) -> tuple[Driver[Any], int]:
    game = pack.new_game(seed)
    if game.tracing != trace:
        game = game.copy(trace=trace)
    n = play_out(game, pack.random_agents(game, seed))
    return game, n


def check_random_games(pack: Pack, seeds: Iterable[int]) -> list[Driver[Any]]:
    """Random games end with an outcome; every step cites known ids; frames follow the tree."""
    catalog = pack.catalog()
    edges = {(t[:-1][-1] if len(t) > 1 else None, t[-1]) for t, _ in pack.tree.walk()}
    names = {n.name for _, n in pack.tree.walk()} | set(pack.interrupts)
    games = []
    for seed in seeds:
        game, n = _played(pack, seed)
        _check(game.is_over and game.outcome is not None, f"{pack.name} seed {seed}: no outcome after {n} decisions")
        for entry in game.trace:
            unknown = [r for r in entry.rules if r not in catalog]
            _check(not unknown, f"{pack.name} seed {seed}: step {entry.index} cites unknown ids {unknown}")
            _check_path(pack, seed, entry.path, edges, names)
        games.append(game)
    return games


def _check_path(pack: Pack, seed: int, path: tuple[Frame, ...], edges: set[Any], names: set[str]) -> None:
    parent: str | None = None
    for frame in path:
        _check(frame.name in names, f"{pack.name} seed {seed}: sequence {frame.name!r} is not in the derived tree")
        if frame.name in pack.interrupts:
            return  # an interrupt may start anywhere; what runs inside it is its own
        _check(
            (parent, frame.name) in edges,
            f"{pack.name} seed {seed}: {parent!r} -> {frame.name!r} ran but is not an edge of the derived tree",
        )
        parent = frame.name


def check_catalog_cited(pack: Pack) -> None:
    """Every catalog id is cited by the pack's code (no dead rule text)."""
    unused = sorted(set(pack.catalog()) - cited_ids(pack))
    _check(not unused, f"{pack.name}: catalog ids no code cites: {unused}")


def check_tracing_invariant(pack: Pack, seed: int) -> None:
    """Tracing on and off play the same game."""
    on, _ = _played(pack, seed, trace=True)
    off, _ = _played(pack, seed, trace=False)
    _check(
        [a.to_json() for a in on.decisions] == [a.to_json() for a in off.decisions] and on.outcome == off.outcome,
        f"{pack.name} seed {seed}: tracing on and off played different games",
    )


def check_round_trips(pack: Pack, game: Driver[Any]) -> None:
    """Save/load rebuilds the same game; pop takes back exactly the last decision."""
    loaded = type(game).from_json(game.to_json())
    _check(loaded.to_json() == game.to_json(), f"{pack.name}: save/load changed the save file")
    _check([str(e) for e in loaded.trace] == [str(e) for e in game.trace], f"{pack.name}: save/load changed the trace")
    _check(loaded.outcome == game.outcome, f"{pack.name}: save/load changed the outcome")
    if game.decisions:
        last = json.dumps(game.decisions[-1].to_json())
        before = game.copy()
        popped = loaded.pop()
        _check(json.dumps(popped.to_json()) == last, f"{pack.name}: pop returned another decision")
        loaded.apply(popped)
        _check(loaded.to_json() == before.to_json(), f"{pack.name}: pop and apply did not restore the game")


def check_refusals(pack: Pack, seed: int) -> None:
    """A refused action is a ValueError and leaves the game as it was."""
    game = pack.new_game(seed)
    for bad in (None, 7, "no such move", {"not": "an action"}, [1, 2]):
        if game.pending is None:
            return
        before = (game.to_json(), len(game.trace), game.pending.prompt)
        try:
            game.apply(bad)
        except ValueError:
            pass
        else:
            raise ConformanceError(f"{pack.name}: {bad!r} was accepted as an action")
        _check(
            (game.to_json(), len(game.trace), game.pending.prompt) == before,
            f"{pack.name}: refusing {bad!r} changed the game",
        )


def check_views(pack: Pack, seeds: Iterable[int]) -> None:
    """At every decision of random games, what each seat observes (``Pack.observe``) holds
    none of its secrets, and every seat may observe the game."""
    for seed in seeds:
        game = pack.new_game(seed)
        agents = pack.random_agents(game, seed)
        while game.pending is not None:
            for seat in range(pack.seat_count(game)):
                seen = pack.observe(game, seat)
                secrets = pack.secrets(game, seat)
                if secrets:
                    text = json.dumps(seen, ensure_ascii=False, default=str)
                    leaked = sorted(s for s in secrets if s in text)
                    _check(not leaked, f"{pack.name} seed {seed}: seat {seat}'s view shows {leaked}")
            game.apply(agents[game.pending.seat].choose(game, game.pending))


def check_descriptor(pack: Pack, seeds: Iterable[int]) -> None:
    """The descriptor holds for its games: seat counts within its bounds, settings that
    rebuild the game and fit the schema, a new game from a seed, and every agent kind
    giving one agent per seat."""
    names = {s.name for s in pack.schema}
    for seed in seeds:
        for game in (pack.new_game(seed), pack.start(seed)):
            n = pack.seat_count(game)
            high = pack.max_seats if pack.max_seats is not None else n
            _check(pack.min_seats <= n <= high, f"{pack.name} seed {seed}: {n} seats, outside its seat counts")
            settings = pack.settings(game)
            _check(
                set(settings) <= names,
                f"{pack.name} seed {seed}: settings {sorted(set(settings) - names)} not in its schema",
            )
            again = pack.from_settings(settings)
            _check(
                again.to_json() == game.to_json(), f"{pack.name} seed {seed}: from_settings(settings) is another game"
            )
            for kind, factory in pack.agents.items():
                _check(len(factory(game, seed)) == n, f"{pack.name} seed {seed}: agents {kind!r} are not one per seat")


def check_pack(pack: Pack, games: int = 20) -> None:
    """Every check above on ``games`` random games (seeds 0..games-1)."""
    played = check_random_games(pack, range(games))
    check_catalog_cited(pack)
    check_descriptor(pack, range(min(games, 5)))
    for seed in range(min(games, 5)):
        check_tracing_invariant(pack, seed)
        check_refusals(pack, seed)
    for game in played[:5]:
        check_round_trips(pack, game)
    check_views(pack, range(min(games, 3)))
