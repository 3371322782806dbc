"""Play many games on any ``concurrent.futures.Executor``, the same games whatever runs them.

A study is a :class:`GameSpec` (which pack, its settings and rule options, which agents)
and a list of seeds. The seeds are cut into contiguous ranges; each range is one task
(:func:`play_range`) that returns one small :class:`GameRecord` per game; the ranges are
merged back in seed order and handed on as they arrive (:func:`run`'s ``on_chunk``), so a
study need not hold every record. A game is a function of its seed, settings and agents
alone, so one worker, a process pool or a Dask cluster give identical records.
"""

from __future__ import annotations

import hashlib
import itertools
import json
import math
import os
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence, Sized
from concurrent.futures import FIRST_COMPLETED, Executor, Future, ProcessPoolExecutor, wait
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, TypeVar

from .. import games
from ..core.agents import Agent
from ..core.driver import Driver
from ..core.inputs import short_repr
from ..core.pack import Pack


def agents_for(pack: Pack, kind: str | Sequence[str], game: Driver[Any], seed: int) -> list[Agent]:
    """One agent per seat for ``game``: a name from ``pack.agents`` ("random", ...) for
    every seat, or one name per seat."""
    return pack.make_agents(kind, game, seed)


@dataclass(frozen=True)
class GameSpec:
    """What every game of a study shares: the pack, settings, rule options and agents.

    ``settings`` override the pack's own for a new game (``Pack.start``; DML: ``players``,
    ``mode``, ``position``); ``options`` are rule variants by name, merged into the
    settings' ``options``. The seed is each game's own.
    """

    pack: str
    settings: Mapping[str, Any] = field(default_factory=dict)
    options: Mapping[str, Any] = field(default_factory=dict)
    agents: str | tuple[str, ...] = "random"
    #: Record rule firings (needs the trace; slower). Off: outcomes and lengths only.
    rules: bool = True

    def __post_init__(self) -> None:
        pack = games.get(self.pack)  # an unknown pack is a ValueError now, not in a worker
        for name, value in (("settings", self.settings), ("options", self.options)):
            if not isinstance(value, Mapping):
                raise ValueError(f"{name} must be a dict, got {type(value).__name__}")
        if not isinstance(self.agents, (str, tuple)):
            raise ValueError(f"agents must be a name or a tuple of names, got {short_repr(self.agents)}")
        for name in (self.agents,) if isinstance(self.agents, str) else self.agents:
            if name not in pack.agents:
                raise ValueError(f"unknown agent {short_repr(name)} for {pack.name}: use {', '.join(pack.agents)}")
        pack.check_settings({k: v for k, v in self.settings.items() if k != "seed"})

    def game(self, seed: int, *, trace: bool | None = None) -> Driver[Any]:
        """The game of this study for ``seed`` (not yet played)."""
        pack = games.get(self.pack)
        data = {k: v for k, v in self.settings.items() if k != "seed"}  # each game's seed is its own
        options = {**self.settings.get("options", {}), **self.options}
        if options or any(s.name == "options" for s in pack.schema):
            data["options"] = options  # the study's rules are its own, whatever the pack's defaults
        return pack.start(seed, trace=self.rules if trace is None else trace, **data)

    def play(self, seed: int, *, trace: bool | None = None) -> Driver[Any]:
        """The game for ``seed``, played to its end by the study's agents."""
        from ..core.agents import play_out

        pack = games.get(self.pack)
        g = self.game(seed, trace=trace)
        play_out(g, agents_for(pack, self.agents, g, seed))
        return g


@dataclass(frozen=True)
class GameRecord:
    """One played game, small enough to send back from a worker."""

    seed: int
    winners: tuple[int, ...]
    draw: bool
    reason: str
    rule: str
    decisions: int
    rounds: int
    #: (rule id, times cited) in first-firing order; empty when rules were not recorded.
    rules: tuple[tuple[str, int], ...] = ()
    #: (sequence name, steps run inside it), for the coverage diagram.
    sequences: tuple[tuple[str, int], ...] = ()
    #: A digest of the decisions: two games with the same digest were played alike.
    digest: str = ""
    #: How many seats the game had.
    seats: int = 0


def record(seed: int, game: Driver[Any]) -> GameRecord:
    """The record of a finished game."""
    out = game.outcome
    if out is None:
        raise ValueError(f"seed {seed}: the game has not ended")
    rules: Counter[str] = Counter()
    seqs: Counter[str] = Counter()
    for entry in game.trace:
        rules.update(entry.rules)
        seqs.update(list(dict.fromkeys(f.name for f in entry.path)))  # in path order, not set order
    moves = json.dumps([a.to_json() for a in game.decisions], ensure_ascii=False, sort_keys=True)
    return GameRecord(
        seed,
        out.winners,
        out.draw,
        out.reason,
        out.rule,
        len(game.decisions),
        game.round,
        tuple(rules.items()),
        tuple(seqs.items()),
        hashlib.blake2b(moves.encode(), digest_size=8).hexdigest(),
        len(games.get(game.pack).seats(game)),
    )


def play_range(spec: GameSpec, seeds: Sequence[int]) -> list[GameRecord]:
    """One task: play these seeds in order (runs in a worker)."""
    return [record(seed, spec.play(seed)) for seed in seeds]


def ranges(seeds: Sequence[int], size: int) -> list[list[int]]:
    """Contiguous slices of ``size`` seeds (the last may be shorter)."""
    return [list(part) for part in iter_ranges(seeds, size)]


def iter_ranges(seeds: Sequence[int], size: int) -> Iterator[Sequence[int]]:
    """:func:`ranges`, one slice at a time (a ``range`` of seeds stays a ``range``: no list)."""
    for i in range(0, len(seeds), size):
        yield seeds[i : i + size]


#: The most games one study plays, or seeds one comparison plays under each arm (a bound on
#: its work: ``simulate`` and ``compare`` stream their records into running totals).
MAX_GAMES = 10_000_000
#: Seconds to wait for a Dask scheduler's first answer.
CONNECT_TIMEOUT = 5.0


class SchedulerUnreachable(ConnectionError):
    """No Dask scheduler answered at the address within :data:`CONNECT_TIMEOUT` seconds."""


def _whole(name: str, value: object) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError(f"{name} must be a whole number, 1 or more; got {short_repr(value)}")
    return value


def seed_list(
    games: int | None, seed: int, seeds: Iterable[int] | None, *, most: int = MAX_GAMES, what: str = "per study"
) -> Sequence[int]:
    """The study's seeds: ``seeds`` as given, or ``games`` seeds from ``seed`` on (a
    ``range``, whatever its size). More than ``most`` (:data:`MAX_GAMES`) is a
    ``ValueError`` saying ``what`` the bound is for."""
    if seeds is not None:
        many = isinstance(seeds, Sized) and len(seeds) > most
        out = [] if many else list(itertools.islice(iter(seeds), most + 1))
        if many or len(out) > most:
            raise ValueError(f"seeds: at most {most:,} games {what}; split the study by seed ranges")
        if not out or not all(isinstance(s, int) and not isinstance(s, bool) for s in out):
            raise ValueError("seeds must be a non-empty list of integers")
        if len(set(out)) != len(out):
            raise ValueError("seeds must not repeat: each seed is one game")
        return out
    if _whole("games", games) < 1:
        raise ValueError(f"games must be a whole number, 1 or more; got {short_repr(games)}")
    if games is not None and games > most:
        raise ValueError(f"games: at most {most:,} {what}, got {short_repr(games)}; split the study by seed ranges")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ValueError(f"seed must be an integer, got {short_repr(seed)}")
    return range(seed, seed + (games or 0))


def _client(scheduler: str) -> Any:
    """A Dask client of the scheduler at ``scheduler``, or :class:`SchedulerUnreachable`
    within :data:`CONNECT_TIMEOUT` seconds."""
    try:
        from distributed import Client
    except ImportError:  # pragma: no cover - depends on the install
        raise ValueError("--scheduler needs Dask: pip install 'dml-tutor[dask]'") from None
    if not isinstance(scheduler, str) or not scheduler.strip():
        raise ValueError(f"scheduler must be an address such as tcp://host:8786, got {short_repr(scheduler)}")
    try:
        return Client(scheduler, timeout=CONNECT_TIMEOUT)  # type: ignore[no-untyped-call]
    except (OSError, TimeoutError) as e:
        raise SchedulerUnreachable(
            f"no Dask scheduler answered at {short_repr(scheduler)} within {CONNECT_TIMEOUT:g} s"
        ) from e


@contextmanager
def executor_for(
    executor: Executor | None, workers: int | None, scheduler: str | None, games: int | None = None
) -> Iterator[tuple[Executor | None, int]]:
    """The executor to use and how many workers it has (None: play here, one by one).

    Given an executor, it is used and left open. ``scheduler``: a Dask scheduler address
    (needs the ``[dask]`` extra; one that does not answer is :class:`SchedulerUnreachable`).
    Else a process pool over ``workers`` (default: every local core), never more processes
    than ``games`` or than the machine has cores; one worker plays in this process.
    """
    if workers is not None and _whole("workers", workers) < 1:
        raise ValueError(f"workers must be a whole number, 1 or more; got {short_repr(workers)}")
    if executor is not None:
        yield executor, max(1, workers or _dask_workers(executor) or os.cpu_count() or 1)
        return
    if scheduler is not None:
        with _client(scheduler) as client:
            ex = client.get_executor()
            yield ex, max(1, workers or len(client.scheduler_info().get("workers", {})) or 1)
        return
    cores = os.cpu_count() or 1
    n = min(workers if workers is not None else cores, cores, games if games is not None else cores)
    if n <= 1:
        yield None, 1
        return
    with ProcessPoolExecutor(max_workers=n) as pool:
        yield pool, n


def _dask_workers(executor: Executor) -> int:
    client = getattr(executor, "_client", None)
    info = getattr(client, "scheduler_info", None)
    return len(info().get("workers", {})) if callable(info) else 0


def run(
    spec: GameSpec,
    seeds: Sequence[int],
    *,
    executor: Executor | None = None,
    workers: int | None = None,
    scheduler: str | None = None,
    chunk: int | None = None,
    progress: bool = False,
    desc: str = "games",
    on_chunk: Callable[[list[GameRecord]], None] | None = None,
) -> tuple[list[GameRecord], int]:
    """Play every seed (see the module doc): the records in seed order, and how many
    workers played them. The seed ranges are sent a few per worker at a time, so a long
    study holds a few ranges' records, not a task per range. With ``on_chunk``, each
    range's records go to it in seed order as soon as they can, and none are kept (the
    returned list is empty): memory stays bounded whatever the study's size."""
    return run_ranges(
        play_range,
        spec,
        seeds,
        executor=executor,
        workers=workers,
        scheduler=scheduler,
        chunk=chunk,
        progress=progress,
        desc=desc,
        on_chunk=on_chunk,
    )


S = TypeVar("S")
R = TypeVar("R")


def run_ranges(
    play: Callable[[S, Sequence[int]], list[R]],
    spec: S,
    seeds: Sequence[int],
    *,
    executor: Executor | None = None,
    workers: int | None = None,
    scheduler: str | None = None,
    chunk: int | None = None,
    progress: bool = False,
    desc: str = "games",
    on_chunk: Callable[[list[R]], None] | None = None,
) -> tuple[list[R], int]:
    """:func:`run` with another task: ``play(spec, seeds)`` (a module-level function, so a
    process pool can send it) gives one result per seed of its range, in seed order."""
    if chunk is not None and (not isinstance(chunk, int) or isinstance(chunk, bool) or chunk < 1):
        raise ValueError(f"chunk must be a whole number of games, 1 or more; got {short_repr(chunk)}")
    bar = _bar(len(seeds), desc) if progress else None
    try:
        with executor_for(executor, workers, scheduler, len(seeds)) as (ex, n):
            size = chunk or max(1, min(500, math.ceil(len(seeds) / (4 * n))))
            parts = enumerate(iter_ranges(seeds, size))
            out: list[R] = []
            take: Callable[[list[R]], None] = out.extend if on_chunk is None else on_chunk
            if ex is None:
                for _, part in parts:
                    take(play(spec, part))
                    if bar is not None:
                        bar.update(len(part))
                return out, n
            running: dict[Future[list[R]], tuple[int, int]] = {}
            finished: dict[int, list[R]] = {}
            following = 0

            def submit(count: int) -> None:
                for i, part in itertools.islice(parts, count):
                    running[ex.submit(play, spec, part)] = (i, len(part))

            submit(4 * n)
            while running:
                done, _ = wait(running, return_when=FIRST_COMPLETED)
                for fut in done:
                    i, length = running.pop(fut)
                    finished[i] = fut.result()
                    if bar is not None:
                        bar.update(length)
                while following in finished:  # merged in seed order as soon as they can be
                    take(finished.pop(following))
                    following += 1
                submit(len(done))
            return out, n
    finally:
        if bar is not None:
            bar.close()


def _bar(total: int, desc: str) -> Any:
    """A tqdm progress bar (a widget in notebooks); none without tqdm (the ``[lab]`` extra)."""
    try:
        from tqdm.auto import tqdm
    except ImportError:  # pragma: no cover - depends on the install
        return None
    return tqdm(total=total, desc=desc, unit="game")
