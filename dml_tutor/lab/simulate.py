"""``simulate``: many games of any pack on any executor, with statistics and plots."""

from __future__ import annotations

import time
from collections.abc import Iterable, Mapping, Sequence
from concurrent.futures import Executor
from typing import Any

from ..core.inputs import short_repr
from ..i18n import SOURCE, check_language
from .runner import GameRecord, GameSpec, run, seed_list
from .stats import KEEP, SimulationResult, Tally


def simulate(
    games: int | None = 100,
    *,
    pack: str,
    seed: int = 0,
    seeds: Iterable[int] | None = None,
    settings: Mapping[str, Any] | None = None,
    options: Mapping[str, Any] | None = None,
    agents: str | Sequence[str] = "random",
    executor: Executor | None = None,
    workers: int | None = None,
    scheduler: str | None = None,
    chunk: int | None = None,
    progress: bool = True,
    rules: bool = True,
    keep: int = KEEP,
    language: str = SOURCE,
) -> SimulationResult:
    """Play ``games`` games (seeds ``seed``, ``seed+1``, ...; or exactly ``seeds``) and
    return their statistics.

    - ``pack``: a registered game's name ("dml"); ``settings`` override its settings for a
      new game (``Pack.schema``; DML: ``{"players": 3, "mode": "quickstart", "position":
      {...}}``); ``options`` switch rule variants (:func:`dml_tutor.lab.variants`).
    - ``agents``: a name from ``Pack.agents`` for every seat ("random" for any pack; DML
      also "heuristic"), or one name per seat.
    - Where the games run: ``executor`` (any ``concurrent.futures.Executor``, such as a
      Dask ``client.get_executor()``), a Dask ``scheduler`` address, or a process pool of
      ``workers`` (default: every local core; 1 plays here). The work is split by seed
      ranges of ``chunk`` games and merged in seed order, so the results are the same
      whatever runs them.
    - ``progress``: a tqdm bar (a widget in notebooks). ``rules``: record rule firings
      (needs the trace; off is faster).
    - The games stream: each range's records are folded into running totals
      (``result.tally``) as they come back, so memory does not grow with ``games``;
      ``result.records`` keeps the first ``keep`` games' records (default
      :data:`~dml_tutor.lab.stats.KEEP`), in seed order.
    - ``language``: the report's (``str()``, the table, the plot); the games are the same in every one.
    """
    check_language(language)
    if not isinstance(keep, int) or isinstance(keep, bool) or keep < 0:
        raise ValueError(f"keep must be a whole number of records, 0 or more; got {short_repr(keep)}")
    if not isinstance(agents, str):
        agents = tuple(agents)
    spec = GameSpec(pack, dict(settings or {}), dict(options or {}), agents, rules)
    todo = seed_list(games, seed, seeds)
    tally = Tally()
    kept: list[GameRecord] = []

    def take(part: list[GameRecord]) -> None:
        tally.add(part)
        kept.extend(part[: max(0, keep - len(kept))])

    start = time.perf_counter()
    _, used = run(
        spec,
        todo,
        executor=executor,
        workers=workers,
        scheduler=scheduler,
        chunk=chunk,
        progress=progress,
        on_chunk=take,
    )
    return SimulationResult(spec, kept, time.perf_counter() - start, used, tally, todo, language=language)
