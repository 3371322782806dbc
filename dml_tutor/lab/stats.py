"""Statistics of many games: rates and means with 95% confidence intervals, and plots.

Proportions use the Wilson score interval; means the normal approximation. A study's
statistics come from a :class:`Tally`, running totals folded in as the games come back,
so they need no list of every game. Plots are
matplotlib figures (imported on first use), titled and labelled so they read in a
static export.
"""

from __future__ import annotations

import html
import io
import math
import statistics
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from .. import games
from ..i18n import SOURCE, Messages, check_language
from .runner import GameRecord, GameSpec

if TYPE_CHECKING:
    from matplotlib.figure import Figure

Z95 = 1.959963984540054
#: How many games' records :func:`~dml_tutor.lab.simulate` (and each arm of
#: :func:`~dml_tutor.lab.compare`) keeps by default (the first ones).
KEEP = 1_000


@dataclass(frozen=True)
class Estimate:
    """A rate or a mean with its 95% confidence interval."""

    value: float
    low: float
    high: float

    def __str__(self) -> str:
        return f"{self.value:.3f} [{self.low:.3f}, {self.high:.3f}]"

    def pct(self) -> str:
        return f"{self.value:.1%} [{self.low:.1%}, {self.high:.1%}]"


def wilson(k: int, n: int) -> Estimate:
    """``k`` of ``n`` as a proportion with its Wilson 95% interval."""
    if n <= 0:
        return Estimate(0.0, 0.0, 1.0)
    p = k / n
    d = 1 + Z95**2 / n
    mid = (p + Z95**2 / (2 * n)) / d
    half = Z95 * math.sqrt(p * (1 - p) / n + Z95**2 / (4 * n * n)) / d
    # clamped so the rate is always inside its interval (rounding could put 1.0 just above it)
    return Estimate(p, min(p, max(0.0, mid - half)), max(p, min(1.0, mid + half)))


def mean_ci(xs: Sequence[float]) -> Estimate:
    """The mean with a normal 95% interval (a single value has no width)."""
    if not xs:
        return Estimate(0.0, 0.0, 0.0)
    m = statistics.fmean(xs)
    if len(xs) < 2:
        return Estimate(m, m, m)
    half = Z95 * statistics.stdev(xs) / math.sqrt(len(xs))
    return Estimate(m, m - half, m + half)


def mean_ci_of(n: int, total: int, squares: int) -> Estimate:
    """:func:`mean_ci` of ``n`` whole numbers from their sum and their sum of squares
    (exact integers, so the same whatever order the games were added in)."""
    if n <= 0:
        return Estimate(0.0, 0.0, 0.0)
    m = total / n
    if n < 2:
        return Estimate(m, m, m)
    half = Z95 * math.sqrt(Fraction(n * squares - total * total, n * (n - 1))) / math.sqrt(n)
    return Estimate(m, m - half, m + half)


def seats_of(records: Sequence[GameRecord]) -> int:
    """How many seats the games had (the most, if they differ)."""
    return Tally().add(records).seats


def seat_names(spec: GameSpec, records: Sequence[GameRecord]) -> list[str]:
    """The pack's names for the seats of the study's first game ("seat N" past them)."""
    return Tally().add(records).seat_names(spec)


@dataclass
class Tally:
    """Running totals of a study's games: everything :class:`SimulationResult` reports,
    in memory that does not grow with the number of games (it grows with the seats, end
    reasons, rule ids and sequences seen). Games are added in seed order."""

    games: int = 0
    #: The first game's seed (the seat names are read from its game).
    first_seed: int | None = None
    #: The most seats a game had.
    most_seats: int = 0
    #: The highest winning seat seen (for records that do not say their seats).
    top_winner: int = -1
    #: Games each seat won (a shared win counts for every winner).
    wins: Counter[int] = field(default_factory=Counter)
    #: Games by their first winner (None: nobody won), in first-seen order.
    first_winners: Counter[int | None] = field(default_factory=Counter)
    draws: int = 0
    #: Games by end reason, in first-seen order.
    reasons: Counter[str] = field(default_factory=Counter)
    decisions: int = 0
    decisions_squared: int = 0
    rounds: int = 0
    rounds_squared: int = 0
    #: Times each rule id was cited, over all games (first-firing order).
    rules: Counter[str] = field(default_factory=Counter)
    #: Games in which each rule id fired at least once.
    rule_games: Counter[str] = field(default_factory=Counter)
    #: Steps run inside each sequence, over all games (for the coverage diagram).
    sequences: Counter[str] = field(default_factory=Counter)

    def add(self, records: Iterable[GameRecord]) -> Tally:
        """Fold these games in (in seed order); returns the tally."""
        for r in records:
            if self.first_seed is None:
                self.first_seed = r.seed
            self.games += 1
            self.most_seats = max(self.most_seats, r.seats)
            self.top_winner = max(self.top_winner, *r.winners) if r.winners else self.top_winner
            self.wins.update(r.winners)
            self.first_winners[r.winners[0] if r.winners else None] += 1
            self.draws += r.draw
            self.reasons[r.reason] += 1
            self.decisions += r.decisions
            self.decisions_squared += r.decisions * r.decisions
            self.rounds += r.rounds
            self.rounds_squared += r.rounds * r.rounds
            self.rules.update(dict(r.rules))
            self.rule_games.update(rid for rid, _ in r.rules)
            self.sequences.update(dict(r.sequences))
        return self

    @property
    def seats(self) -> int:
        """How many seats the games had (the most, if they differ)."""
        return self.most_seats or 1 + self.top_winner

    def seat_names(self, spec: GameSpec) -> list[str]:
        """The pack's names for the seats of the study's first game ("seat N" past them)."""
        names: list[str] = []
        if self.first_seed is not None:
            names = list(games.get(spec.pack).seats(spec.game(self.first_seed, trace=False)))
        return [names[i] if i < len(names) and names[i] != "draw" else f"seat {i}" for i in range(self.seats)]


@dataclass
class SimulationResult:
    """The statistics of one study's games (see the module doc).

    They come from :attr:`tally`, running totals of every game. :attr:`records` holds the
    records of the first ``keep`` games (default :data:`KEEP`) in seed order, for
    :func:`~dml_tutor.lab.simulate` and each arm of :func:`~dml_tutor.lab.compare`, so a huge
    study stays small in memory.
    """

    spec: GameSpec
    records: list[GameRecord]
    seconds: float = 0.0
    workers: int = 1
    #: Running totals of every game; built from ``records`` when not given.
    tally: Tally = field(default_factory=Tally)
    #: The seeds of the study (a ``range`` for ``games=``); ``records``' seeds when not given.
    seed_range: Sequence[int] | None = None
    #: The report's language (``str()``, the notebook's table, the plot): a shipped locale.
    language: str = field(default=SOURCE, kw_only=True)

    def __post_init__(self) -> None:
        check_language(self.language)
        if not self.tally.games and self.records:
            self.tally.add(self.records)

    def in_language(self, language: str) -> SimulationResult:
        """The same statistics (no game played again), reported in ``language``."""
        return replace(self, language=language)

    @property
    def games(self) -> int:
        return self.tally.games

    @property
    def seeds(self) -> list[int]:
        """Every game's seed, in order (built on demand)."""
        return list(self.seed_range) if self.seed_range is not None else [r.seed for r in self.records]

    @property
    def seats(self) -> int:
        return self.tally.seats

    def seat_names(self) -> list[str]:
        """Each seat's name as the pack gives it ("seat 0" in DML, "Dictator" in MERC)."""
        return self.tally.seat_names(self.spec)

    def win_rate(self) -> dict[str, Estimate]:
        """Share of games each seat won (by the pack's seat names), and drawn games ("draw")."""
        n = self.games
        names = self.seat_names()
        out = {names[s]: wilson(self.tally.wins[s], n) for s in range(self.seats)}
        out["draw"] = wilson(self.tally.draws, n)
        return out

    def end_reasons(self) -> dict[str, Estimate]:
        """Share of games by how they ended (the pack's Outcome.reason)."""
        return {k: wilson(v, self.games) for k, v in sorted(self.tally.reasons.items())}

    def length(self) -> dict[str, Estimate]:
        """Mean decisions and mean Rounds (or the pack's round counter) per game."""
        t = self.tally
        return {
            "decisions": mean_ci_of(t.games, t.decisions, t.decisions_squared),
            "rounds": mean_ci_of(t.games, t.rounds, t.rounds_squared),
        }

    def rule_counts(self) -> Counter[str]:
        """How many times each rule id was cited, over all games."""
        return Counter(self.tally.rules)

    def rule_rate(self) -> dict[str, Estimate]:
        """Share of games in which each rule id fired at least once."""
        return {k: wilson(v, self.games) for k, v in sorted(self.tally.rule_games.items())}

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds > 0 else 0.0

    # ------------------------------------------------------------ tables

    def table(self) -> list[tuple[str, str, str]]:
        """(section, what, estimate with its 95% interval) rows."""
        rows = [("win rate", k, v.pct()) for k, v in self.win_rate().items()]
        rows += [("end reason", k, v.pct()) for k, v in self.end_reasons().items()]
        rows += [("game length", k, str(v)) for k, v in self.length().items()]
        counts = self.rule_counts()
        rows += [("rule firings", k, f"{counts[k]} ({v.pct()} of games)") for k, v in self.rule_rate().items()]
        return rows

    def to_dict(self) -> dict[str, Any]:
        """The statistics as JSON data (what ``dml-tutor simulate --json`` prints)."""

        def est(e: Estimate) -> dict[str, float]:
            return {"value": round(e.value, 4), "low": round(e.low, 4), "high": round(e.high, 4)}

        return {
            "pack": self.spec.pack,
            "games": self.games,
            "first_seed": self.tally.first_seed,
            "settings": dict(self.spec.settings),
            "options": dict(self.spec.options),
            "agents": self.spec.agents if isinstance(self.spec.agents, str) else ",".join(self.spec.agents),
            "workers": self.workers,
            "seconds": round(self.seconds, 3),
            "games_per_second": round(self.games_per_second, 1),
            "win_rate_by_seat": {k: est(v) for k, v in self.win_rate().items()},
            "end_reasons": {k: est(v) for k, v in self.end_reasons().items()},
            "length": {k: est(v) for k, v in self.length().items()},
            "rule_counts": dict(sorted(self.rule_counts().items())),
        }

    def _said_table(self) -> list[tuple[str, str, str, str]]:
        """:meth:`table`'s rows in the report's language, each with its section's English."""
        messages = Messages(self.language)
        names = self.seat_names()
        seats = {n: (messages("lab-sim-seat", seat=str(s)) if n == f"seat {s}" else n) for s, n in enumerate(names)}
        words = {
            "draw": messages("lab-sim-draw"),
            "decisions": messages("lab-sim-decisions"),
            "rounds": messages("lab-sim-rounds"),
        }
        sections = {
            "win rate": messages("lab-sim-win-rate"),
            "end reason": messages("lab-sim-end-reason"),
            "game length": messages("lab-sim-game-length"),
            "rule firings": messages("lab-sim-rule-firings"),
        }
        counts = self.rule_counts()
        out = []
        for section, what, value in self.table():
            if section == "rule firings":
                value = messages("lab-sim-firings", count=str(counts[what]), share=self.rule_rate()[what].pct())
            elif section == "win rate":
                what = seats.get(what, words["draw"] if what == "draw" else what)
            elif section == "game length":
                what = words.get(what, what)
            out.append((section, sections[section], what, value))
        return out

    def _head(self, messages: Messages) -> str:
        agents, games = str(self.spec.agents), str(self.games)
        if self.spec.options:
            options = str(dict(self.spec.options))
            return messages("lab-sim-head-options", games=games, pack=self.spec.pack, agents=agents, options=options)
        return messages("lab-sim-head", games=games, pack=self.spec.pack, agents=agents)

    def __str__(self) -> str:
        lines = [self._head(Messages(self.language))]
        for english, section, what, value in self._said_table():
            if english != "rule firings":
                lines.append(f"  {section:<12} {what:<22} {value}")
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        messages = Messages(self.language)
        rows = "".join(
            f"<tr><td>{html.escape(a)}</td><td>{html.escape(b)}</td><td>{html.escape(c)}</td></tr>"
            for _, a, b, c in self._said_table()
        )
        head = html.escape(messages("lab-sim-intervals", head=self._head(messages)))
        return (
            f"<p>{head}</p>"
            f"<table><tr><th></th><th></th><th>{html.escape(messages('lab-sim-estimate'))}</th></tr>{rows}</table>"
        )

    # ------------------------------------------------------------ plots

    def plot(self) -> Figure:
        """Win rate by seat, end reasons and game length, with 95% intervals."""
        return plot_results({"": self})


def _bars(ax: Any, labels: list[str], series: dict[str, list[Estimate]], title: str, ylabel: str) -> None:
    width = 0.8 / max(1, len(series))
    for i, (name, ests) in enumerate(series.items()):
        xs = [j + (i - (len(series) - 1) / 2) * width for j in range(len(labels))]
        ys = [e.value for e in ests]
        err = [[max(0.0, e.value - e.low) for e in ests], [max(0.0, e.high - e.value) for e in ests]]
        ax.bar(xs, ys, width, yerr=err, capsize=3, label=name or None)
    ax.set_xticks(range(len(labels)), labels, rotation=20)
    ax.set_title(title)
    ax.set_ylabel(ylabel)
    if any(series):
        ax.legend(fontsize=8)


def plot_results(results: dict[str, SimulationResult]) -> Figure:
    """Side by side bars (one colour per study) with 95% interval whiskers."""
    from matplotlib.figure import Figure  # no pyplot: no global state, no GUI backend

    class LabFigure(Figure):
        """A figure that shows itself as a PNG in a notebook (and in a static export)."""

        def _repr_png_(self) -> bytes:
            buf = io.BytesIO()
            self.savefig(buf, format="png", dpi=100)
            return buf.getvalue()

    fig = LabFigure(figsize=(12, 3.8), layout="constrained")
    axes = fig.subplots(1, 3)
    first = next(iter(results.values()))
    messages = Messages(first.language)  # the words of the first study's report
    seats = list(first.win_rate())
    win_rate, share = messages("lab-plot-win-rate"), messages("lab-plot-share")
    _bars(axes[0], seats, {k: [r.win_rate()[s] for s in seats] for k, r in results.items()}, win_rate, share)
    reasons = sorted({k for r in results.values() for k in r.end_reasons()})
    _bars(
        axes[1],
        reasons,
        {k: [r.end_reasons().get(x, wilson(0, r.games)) for x in reasons] for k, r in results.items()},
        messages("lab-plot-end-reasons"),
        messages("lab-plot-share-of-games"),
    )
    _bars(
        axes[2],
        ["decisions", "rounds"],
        {k: [r.length()["decisions"], r.length()["rounds"]] for k, r in results.items()},
        messages("lab-plot-game-length"),
        messages("lab-plot-mean"),
    )
    fig.suptitle(messages("lab-plot-title", games=str(first.games)))
    return fig
