"""Rule coverage: which rule ids some games exercised, how often, and which never fired.

From played games (:meth:`Coverage.of_games`), from simulated ones (:func:`coverage`,
:meth:`Coverage.of_records`), or from everything a notebook or a script plays while a
recording runs (:meth:`Coverage.record`). Shown as a table and as the sequence diagram
coloured by how often each sequence ran.
"""

from __future__ import annotations

import html
from collections import Counter
from collections.abc import Iterable
from types import TracebackType
from typing import Any

from .. import games
from ..core.driver import Driver
from ..core.pack import Pack
from ..core.trace import TraceEntry
from .runner import GameRecord


class Coverage:
    """Rule ids and sequences exercised by some games of one pack (see the module doc)."""

    def __init__(self, pack: str | Pack) -> None:
        self.pack = games.get(pack) if isinstance(pack, str) else pack
        #: Times each rule id was cited by a step.
        self.rules: Counter[str] = Counter()
        #: Steps run inside each sequence (by rulebook name).
        self.sequences: Counter[str] = Counter()
        #: Games seen.
        self.games = 0
        self._seen: set[int] = set()
        self._recording = False

    # ------------------------------------------------------------ collecting

    def add_entry(self, entry: TraceEntry) -> None:
        self.rules.update(entry.rules)
        self.sequences.update(list(dict.fromkeys(f.name for f in entry.path)))

    def add_game(self, game: Driver[Any]) -> Coverage:
        """Count a played game's trace (a game played with ``trace=False`` has none)."""
        self._check_pack(game)
        self.games += 1
        for entry in game.trace:
            self.add_entry(entry)
        return self

    def add_records(self, records: Iterable[GameRecord]) -> Coverage:
        for r in records:
            self.games += 1
            self.rules.update(dict(r.rules))
            self.sequences.update(dict(r.sequences))
        return self

    def _check_pack(self, game: Driver[Any]) -> None:
        if game.pack != self.pack.name:
            raise ValueError(f"a {game.pack} game in a coverage of the {self.pack.name} pack")

    @classmethod
    def of_games(cls, played: Iterable[Driver[Any]], pack: str | Pack | None = None) -> Coverage:
        """The coverage of played games (of the pack of the first, unless ``pack`` says)."""
        todo = list(played)
        if pack is None:
            if not todo:
                raise ValueError("no games and no pack: say which pack the coverage is of")
            pack = todo[0].pack
        cov = cls(pack)
        for g in todo:
            cov.add_game(g)
        return cov

    @classmethod
    def of_records(cls, records: Iterable[GameRecord], pack: str | Pack) -> Coverage:
        return cls(pack).add_records(records)

    @classmethod
    def record(cls, pack: str | Pack) -> Coverage:
        """Start counting every step of every game of the pack from now on, until
        :meth:`stop` (or the end of a ``with`` block). For a notebook: record in its first
        cell, show the coverage in its last."""
        cov = cls(pack)
        cov._recording = True
        Driver.watchers.append(cov._watch)
        return cov

    def _watch(self, game: Driver[Any], entry: TraceEntry) -> None:
        if game.pack != self.pack.name:
            return
        if id(game) not in self._seen:
            self._seen.add(id(game))
            self.games += 1
        self.add_entry(entry)

    def stop(self) -> Coverage:
        """Stop a recording (a no-op otherwise); the counts stay."""
        if self._recording:
            Driver.watchers.remove(self._watch)
            self._recording = False
        return self

    def __enter__(self) -> Coverage:
        if not self._recording:
            self._recording = True
            Driver.watchers.append(self._watch)
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None) -> None:
        self.stop()

    # ------------------------------------------------------------ reading

    def fired(self) -> list[str]:
        """Catalog ids that fired, in catalog order."""
        return [rid for rid in self.pack.catalog() if self.rules[rid] > 0]

    def never(self) -> list[str]:
        """Catalog ids that never fired, in catalog order."""
        return [rid for rid in self.pack.catalog() if self.rules[rid] == 0]

    @property
    def share(self) -> float:
        """The share of the catalog's ids that fired."""
        n = len(self.pack.catalog())
        return len(self.fired()) / n if n else 0.0

    def table(self) -> list[tuple[str, str, int]]:
        """(rule id, title, times cited) for every catalog id, in catalog order."""
        return [(rid, r.title, self.rules[rid]) for rid, r in self.pack.catalog().items()]

    def summary(self) -> str:
        n = len(self.pack.catalog())
        return (
            f"{len(self.fired())} of {n} rule ids fired ({self.share:.0%}) in {self.games} "
            f"{self.pack.name} game{'s' if self.games != 1 else ''}"
        )

    def __str__(self) -> str:
        lines = [self.summary()]
        lines += [f"  {count:>7}  {rid:<24} {title}" for rid, title, count in self.table()]
        never = self.never()
        if never:
            lines.append("never fired: " + ", ".join(never))
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        rows = "".join(
            f'<tr style="background:{"#ffe3e3" if n == 0 else "transparent"}"><td><code>{html.escape(rid)}</code></td>'
            f"<td>{html.escape(title)}</td><td style='text-align:right'>{n}</td></tr>"
            for rid, title, n in self.table()
        )
        return (
            f"<p><b>{html.escape(self.summary())}</b>; never fired: "
            f"{html.escape(', '.join(self.never()) or 'none')}</p>"
            f"<table><tr><th>rule</th><th>title</th><th>times</th></tr>{rows}</table>"
        )

    # ------------------------------------------------------------ diagrams

    def dot(self, title: str | None = None) -> str:
        """The sequence diagram coloured by coverage (DOT text)."""
        from ..view.diagrams import coverage_dot

        return coverage_dot(dict(self.sequences), title=title or self.summary(), pack=self.pack)

    def diagram(self, title: str | None = None) -> Any:
        """The coloured sequence diagram, as SVG for a notebook (or DOT if no Graphviz)."""
        from ..view.render import render_html

        class _Html:
            def __init__(self, body: str) -> None:
                self.body = body

            def _repr_html_(self) -> str:
                return self.body

        return _Html(render_html(self.dot(title)))


def coverage(games: int = 100, *, pack: str, **kwargs: Any) -> Coverage:
    """Simulate ``games`` games (arguments as :func:`dml_tutor.lab.simulate`) and return
    the rule coverage of them."""
    from .simulate import simulate

    result = simulate(games, pack=pack, rules=True, keep=0, **kwargs)
    cov = Coverage(pack)
    cov.games = result.games
    cov.rules.update(result.tally.rules)
    cov.sequences.update(result.tally.sequences)
    return cov
