"""``compare``: the same seeds under several rule variants, with paired statistics.

Every arm plays exactly the same seeds with the same agents, so each seed gives a pair
of games that differ only by the variant. Differences are paired: per seed, variant
minus baseline; their mean with a normal 95% interval, and a p-value (exact McNemar for
yes/no measures, normal for counts). A difference is *significant* when p < 0.05
(no correction for the number of rows: read many rows with care).
"""

from __future__ import annotations

import html
import math
import statistics
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.driver import Driver
from ..core.trace import first_divergence
from ..core.variants import Variant
from .runner import GameRecord, GameSpec, executor_for, run, seed_list
from .stats import Z95, Estimate, SimulationResult, plot_results
from .variants import variant as find_variant

if TYPE_CHECKING:
    from matplotlib.figure import Figure

BASELINE = "baseline"
#: The most seeds one comparison plays: unlike ``simulate``, it keeps every game's record
#: of every arm (its paired tests and flips need each seed's outcome), so it is bounded.
MAX_COMPARED = 100_000


@dataclass(frozen=True)
class Arm:
    """One side of a comparison: a label and the options it plays with."""

    label: str
    options: Mapping[str, Any]
    variant: Variant | None = None


def _arm(pack: str, v: str | Variant | Mapping[str, Any]) -> Arm:
    if isinstance(v, Variant):
        return Arm(v.name, v.options, v)
    if isinstance(v, str):
        if v == BASELINE:
            return Arm(BASELINE, {})
        found = find_variant(pack, v)
        return Arm(found.name, found.options, found)
    if isinstance(v, Mapping):
        label = ", ".join(f"{k}={val}" for k, val in v.items()) or BASELINE
        return Arm(label, dict(v))
    raise ValueError(f"a variant is a name, a Variant or a dict of options; got {v!r}")


@dataclass(frozen=True)
class Difference:
    """One measure, variant against baseline over the same seeds."""

    measure: str
    arm: str
    baseline: float
    value: float
    diff: Estimate
    p: float

    @property
    def significant(self) -> bool:
        return self.p < 0.05

    def __str__(self) -> str:
        star = " *" if self.significant else ""
        return (
            f"{self.measure}: {self.arm} {self.value:.3f} vs {self.baseline:.3f}, "
            f"difference {self.diff} (p={self.p:.3g}){star}"
        )


def _paired(xs: Sequence[float], ys: Sequence[float], binary: bool) -> tuple[Estimate, float]:
    d = [y - x for x, y in zip(xs, ys, strict=True)]
    n = len(d)
    m = statistics.fmean(d) if d else 0.0
    sd = statistics.stdev(d) if n > 1 else 0.0
    half = Z95 * sd / math.sqrt(n) if n else 0.0
    if binary:  # exact McNemar on the discordant pairs
        b = sum(1 for v in d if v > 0)
        c = sum(1 for v in d if v < 0)
        k, t = min(b, c), b + c
        p = min(1.0, 2 * sum(math.comb(t, i) for i in range(k + 1)) / 2**t) if t else 1.0
    elif sd == 0:
        p = 1.0 if m == 0 else 0.0
    else:
        p = math.erfc(abs(m) / (sd / math.sqrt(n)) / math.sqrt(2))
    return Estimate(m, m - half, m + half), p


Measure = Callable[[GameRecord], float]


@dataclass(frozen=True)
class Flip:
    """A seed whose outcome changed under a variant; open both games at the step where
    they part (:meth:`games`, :meth:`tutor`)."""

    seed: int
    arm: str
    before: str
    after: str
    spec: GameSpec
    variant_spec: GameSpec

    def games(self) -> tuple[Driver[Any], Driver[Any]]:
        """The baseline game and the variant's, replayed with their traces."""
        return self.spec.play(self.seed, trace=True), self.variant_spec.play(self.seed, trace=True)

    @property
    def step(self) -> int:
        """The first step where the two games' traces differ."""
        a, b = self.games()
        at = first_divergence(a.trace, b.trace)
        return 0 if at is None else at

    def lines(self) -> tuple[str, str]:
        """The two games' step at the divergence."""
        a, b = self.games()
        at = first_divergence(a.trace, b.trace) or 0
        show = [str(g.trace[at]) if at < len(g.trace) else "(the game is over)" for g in (a, b)]
        return show[0], show[1]

    def tutor(self, which: str = "variant") -> Any:
        """The tutor on one of the two games ("baseline" or "variant"), at the divergence."""
        from ..tutor import Tutor

        if which not in ("baseline", "variant"):
            raise ValueError(f"which must be 'baseline' or 'variant', got {which!r}")
        a, b = self.games()
        at = first_divergence(a.trace, b.trace) or 0
        t = Tutor(a if which == "baseline" else b)
        t.goto(at)
        return t

    def branches(self) -> Any:
        """Both games side by side in the tutor, at the step where they diverge."""
        from ..tutor import Branches, Tutor

        a, b = self.games()
        at = first_divergence(a.trace, b.trace) or 0
        left, right = Tutor(a), Tutor(b)
        for t in (left, right):
            t.goto(min(at, len(t.game.trace) - 1))
        return Branches(left, right, ("baseline", self.arm))

    def __str__(self) -> str:
        return f"seed {self.seed}: {self.before} -> {self.after} ({self.arm})"


def outcome_text(r: GameRecord) -> str:
    who = "draw" if r.draw else ("seat " + "+".join(map(str, r.winners)) if r.winners else "nobody")
    return f"{who} by {r.reason}"


class Explanation(list[Flip]):
    """The flipped seeds, each printable and openable; shows as a list."""

    def __str__(self) -> str:
        if not self:
            return "no seed changed its outcome"
        lines = []
        for f in self:
            base, var = f.lines()
            lines += [str(f), f"  diverge at step {f.step}:", f"    baseline: {base}", f"    {f.arm}: {var}"]
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        return f"<pre>{html.escape(str(self))}</pre>"


class Comparison:
    """The arms' results over the same seeds, with paired differences (see the module doc)."""

    def __init__(self, arms: list[Arm], results: dict[str, SimulationResult]) -> None:
        self.arms = arms
        self.results = results
        self.baseline = arms[0].label

    @property
    def seeds(self) -> list[int]:
        return self.results[self.baseline].seeds

    def measures(self) -> dict[str, tuple[Measure, bool]]:
        """Each compared measure: a function of a game record, and whether it is yes/no."""
        base = self.results[self.baseline]
        out: dict[str, tuple[Measure, bool]] = {}
        for s, name in enumerate(base.seat_names()):
            out[f"win rate: {name}"] = ((lambda r, s=s: float(s in r.winners)), True)  # type: ignore[misc]
        out["win rate: draw"] = ((lambda r: float(r.draw)), True)
        reasons = sorted({r.reason for res in self.results.values() for r in res.records})
        for reason in reasons:
            out[f"end reason: {reason}"] = ((lambda r, x=reason: float(r.reason == x)), True)  # type: ignore[misc]
        out["length: decisions"] = ((lambda r: float(r.decisions)), False)
        out["length: rounds"] = ((lambda r: float(r.rounds)), False)
        rules = sorted({rid for res in self.results.values() for rid in res.rule_counts()})
        for rid in rules:
            out[f"rule fired: {rid}"] = ((lambda r, x=rid: float(dict(r.rules).get(x, 0))), False)  # type: ignore[misc]
        return out

    def differences(self) -> list[Difference]:
        """Every measure of every variant against the baseline."""
        base = self.results[self.baseline].records
        out = []
        for arm in self.arms[1:]:
            records = self.results[arm.label].records
            for name, (f, binary) in self.measures().items():
                xs, ys = [f(r) for r in base], [f(r) for r in records]
                diff, p = _paired(xs, ys, binary)
                out.append(Difference(name, arm.label, statistics.fmean(xs), statistics.fmean(ys), diff, p))
        return out

    def significant(self) -> list[Difference]:
        """The differences with p < 0.05, most significant first."""
        return sorted((d for d in self.differences() if d.significant), key=lambda d: d.p)

    def table(self, *, rules: bool = False) -> list[dict[str, Any]]:
        """One row per measure: each arm's value and each variant's difference with its
        95% interval and p-value. Rule firings only where they differ significantly, or
        all of them with ``rules=True``."""
        by: dict[str, dict[str, Any]] = {}
        for d in self.differences():
            if d.measure.startswith("rule fired") and not rules and not d.significant:
                continue
            row = by.setdefault(d.measure, {"measure": d.measure, self.baseline: round(d.baseline, 4)})
            row[d.arm] = round(d.value, 4)
            row[f"{d.arm} - {self.baseline}"] = str(d.diff)
            row[f"p ({d.arm})"] = round(d.p, 4)
            row["significant"] = row.get("significant", False) or d.significant
        return list(by.values())

    def __str__(self) -> str:
        head = [f"{len(self.seeds)} seeds, arms: {', '.join(a.label for a in self.arms)} (95% intervals, * p<0.05)"]
        for arm in self.arms[1:]:
            v = arm.variant
            if v is not None:
                head.append(f"  {arm.label} ({v.rule}): {v.variant}")
        lines = [str(d) for d in self.differences() if not d.measure.startswith("rule fired") or d.significant]
        return "\n".join(head + lines)

    def _repr_html_(self) -> str:
        rows = self.table()
        if not rows:
            return "<p>nothing to compare</p>"
        cols = list(dict.fromkeys(k for r in rows for k in r))
        head = "".join(f"<th>{html.escape(c)}</th>" for c in cols)
        body = "".join(
            "<tr"
            + (' style="font-weight:bold"' if r.get("significant") else "")
            + ">"
            + "".join(f"<td>{html.escape(str(r.get(c, '')))}</td>" for c in cols)
            + "</tr>"
            for r in rows
        )
        return (
            f"<p>{len(self.seeds)} seeds per arm; differences are variant minus baseline with 95% "
            "intervals; bold rows differ significantly (p &lt; 0.05).</p>"
            f"<table><tr>{head}</tr>{body}</table>"
        )

    # ------------------------------------------------------------ flips

    def flips(self, arm: str | None = None) -> list[Flip]:
        """Seeds whose outcome (winners, draw or end reason) differs from the baseline."""
        base = self.results[self.baseline]
        out = []
        for a in self.arms[1:]:
            if arm is not None and a.label != arm:
                continue
            res = self.results[a.label]
            for x, y in zip(base.records, res.records, strict=True):
                if (x.winners, x.draw, x.reason) != (y.winners, y.draw, y.reason):
                    out.append(Flip(x.seed, a.label, outcome_text(x), outcome_text(y), base.spec, res.spec))
        return out

    def changed(self, arm: str | None = None) -> list[int]:
        """Seeds whose games were played differently at all (any decision), outcome or not."""
        base = self.results[self.baseline]
        return sorted(
            {
                x.seed
                for a in self.arms[1:]
                if arm is None or a.label == arm
                for x, y in zip(base.records, self.results[a.label].records, strict=True)
                if x.digest != y.digest
            }
        )

    def explain(self, limit: int = 5, arm: str | None = None) -> Explanation:
        """The first ``limit`` flipped seeds, each with where its two games diverge."""
        return Explanation(self.flips(arm)[:limit])

    # ------------------------------------------------------------ plots

    def plot(self) -> Figure:
        """Win rate by seat, end reasons and game length per arm, with 95% intervals."""
        return plot_results(self.results)


def compare(
    variants: Iterable[str | Variant | Mapping[str, Any]],
    games: int | None = 100,
    *,
    pack: str,
    agents: str | Sequence[str] = "random",
    seeds: Iterable[int] | None = None,
    seed: int = 0,
    settings: Mapping[str, Any] | None = None,
    executor: Executor | None = None,
    workers: int | None = None,
    scheduler: str | None = None,
    chunk: int | None = None,
    progress: bool = True,
) -> Comparison:
    """Play the same seeds under the baseline rules and each variant (names from
    :func:`dml_tutor.lab.variants`, ``Variant`` values, or dicts of options) and compare.

    The baseline comes first (add ``"baseline"`` yourself to place it, or a dict of
    options to compare against). Where the games run is as for :func:`simulate`. Every
    game's record of every arm is kept, so at most :data:`MAX_COMPARED` seeds.
    """
    arms = [_arm(pack, v) for v in variants]
    base = [a for a in arms if a.label == BASELINE] or [Arm(BASELINE, {})]
    arms = base[:1] + [a for a in arms if a.label != BASELINE]
    labels = [a.label for a in arms]
    if len(set(labels)) != len(labels):
        raise ValueError(f"each variant once: {labels}")
    if len(arms) < 2:
        raise ValueError("compare needs at least one variant beside the baseline")
    todo = seed_list(
        games, seed, seeds, most=MAX_COMPARED, what="per comparison (each game's record is kept for the paired tests)"
    )
    agent_names: str | tuple[str, ...] = agents if isinstance(agents, str) else tuple(agents)
    results: dict[str, SimulationResult] = {}
    with executor_for(executor, workers, scheduler, len(todo)) as (ex, n):
        for arm in arms:
            spec = GameSpec(pack, dict(settings or {}), dict(arm.options), agent_names, True)
            start = time.perf_counter()
            records, _ = run(
                spec, todo, executor=ex, workers=1 if ex is None else n, chunk=chunk, progress=progress, desc=arm.label
            )
            results[arm.label] = SimulationResult(spec, records, time.perf_counter() - start, n)
    return Comparison(arms, results)
