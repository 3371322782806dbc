"""Statistics of many games: rates and means with 95% confidence intervals, and plots.

Proportions use the Wilson score interval; means the normal approximation. Plots are
matplotlib figures (imported on first use), titled and labelled so they read in a
static export.
"""

from __future__ import annotations

import html
import io
import math
import statistics
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .. import games
from .runner import GameRecord, GameSpec

if TYPE_CHECKING:
    from matplotlib.figure import Figure

Z95 = 1.959963984540054


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


def seats_of(records: Sequence[GameRecord]) -> int:
    """How many seats the games had (the most, if they differ)."""
    return max((r.seats for r in records), default=0) or 1 + max((w for r in records for w in r.winners), default=0)


def seat_names(spec: GameSpec, records: Sequence[GameRecord]) -> list[str]:
    """The pack's names for the seats of the study's first game ("seat N" past them)."""
    n = seats_of(records)
    names: list[str] = []
    if records:
        names = list(games.get(spec.pack).seats(spec.game(records[0].seed, trace=False)))
    return [names[i] if i < len(names) and names[i] != "draw" else f"seat {i}" for i in range(n)]


@dataclass
class SimulationResult:
    """The games of one study, in seed order, with their statistics (see the module doc)."""

    spec: GameSpec
    records: list[GameRecord]
    seconds: float = 0.0
    workers: int = 1

    @property
    def games(self) -> int:
        return len(self.records)

    @property
    def seeds(self) -> list[int]:
        return [r.seed for r in self.records]

    @property
    def seats(self) -> int:
        return seats_of(self.records)

    def seat_names(self) -> list[str]:
        """Each seat's name as the pack gives it ("seat 0" in DML, "Dictator" in MERC)."""
        return seat_names(self.spec, self.records)

    def win_rate(self) -> dict[str, Estimate]:
        """Share of games each seat won (by the pack's seat names), and drawn games ("draw")."""
        n = self.games
        names = self.seat_names()
        out = {names[s]: wilson(sum(s in r.winners for r in self.records), n) for s in range(self.seats)}
        out["draw"] = wilson(sum(r.draw for r in self.records), n)
        return out

    def end_reasons(self) -> dict[str, Estimate]:
        """Share of games by how they ended (the pack's Outcome.reason)."""
        counts = Counter(r.reason for r in self.records)
        return {k: wilson(v, self.games) for k, v in sorted(counts.items())}

    def length(self) -> dict[str, Estimate]:
        """Mean decisions and mean Rounds (or the pack's round counter) per game."""
        return {
            "decisions": mean_ci([r.decisions for r in self.records]),
            "rounds": mean_ci([r.rounds for r in self.records]),
        }

    def rule_counts(self) -> Counter[str]:
        """How many times each rule id was cited, over all games."""
        c: Counter[str] = Counter()
        for r in self.records:
            c.update(dict(r.rules))
        return c

    def rule_rate(self) -> dict[str, Estimate]:
        """Share of games in which each rule id fired at least once."""
        c: Counter[str] = Counter()
        for r in self.records:
            c.update(rid for rid, _ in r.rules)
        return {k: wilson(v, self.games) for k, v in sorted(c.items())}

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
            "first_seed": self.records[0].seed if self.records else None,
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

    def __str__(self) -> str:
        head = f"{self.games} {self.spec.pack} games, agents {self.spec.agents}"
        if self.spec.options:
            head += f", options {dict(self.spec.options)}"
        lines = [head]
        for section, what, value in self.table():
            if section != "rule firings":
                lines.append(f"  {section:<12} {what:<22} {value}")
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        rows = "".join(
            f"<tr><td>{html.escape(a)}</td><td>{html.escape(b)}</td><td>{html.escape(c)}</td></tr>"
            for a, b, c in self.table()
        )
        return (
            f"<p>{html.escape(str(self).splitlines()[0])} (95% confidence intervals)</p>"
            f"<table><tr><th></th><th></th><th>estimate [95% CI]</th></tr>{rows}</table>"
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
    seats = list(first.win_rate())
    _bars(axes[0], seats, {k: [r.win_rate()[s] for s in seats] for k, r in results.items()}, "Win rate", "share")
    reasons = sorted({k for r in results.values() for k in r.end_reasons()})
    _bars(
        axes[1],
        reasons,
        {k: [r.end_reasons().get(x, wilson(0, r.games)) for x in reasons] for k, r in results.items()},
        "End reasons",
        "share of games",
    )
    _bars(
        axes[2],
        ["decisions", "rounds"],
        {k: [r.length()["decisions"], r.length()["rounds"]] for k, r in results.items()},
        "Game length",
        "mean per game",
    )
    fig.suptitle(f"{first.games} games per study, 95% confidence intervals")
    return fig
