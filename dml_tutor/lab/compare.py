"""``compare``: the same seeds under several rule variants, with paired statistics.

Every arm plays exactly the same seeds with the same agents, so each seed gives a pair
of games that differ only by the variant. Differences are paired: per seed, variant
minus baseline; their mean with a normal 95% interval, and a p-value (exact McNemar for
yes/no measures, normal for counts). A difference is *significant* when p < 0.05
(no correction for the number of rows: read many rows with care).

A comparison streams as :func:`~dml_tutor.lab.simulate` does: each task plays a range of
seeds under every arm, and each seed's games are folded, in seed order, into running
sums (:class:`PairedTally`: per measure the sums of the differences and of their squares,
and the discordant pairs), so memory does not grow with the number of seeds.
"""

from __future__ import annotations

import html
import math
import time
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass, field
from decimal import Decimal, localcontext
from typing import TYPE_CHECKING, Any

from .. import games
from ..core.driver import Driver
from ..core.inputs import short_repr
from ..core.text import say
from ..core.trace import TraceEntry, first_divergence
from ..core.variants import Variant
from ..i18n import SOURCE, Messages, check_language
from ..scenarios.core import Said, read
from .runner import MAX_GAMES, GameRecord, GameSpec, play_range, run_ranges, seed_list
from .stats import KEEP, Z95, Estimate, SimulationResult, Tally, plot_results
from .variants import variant as find_variant

if TYPE_CHECKING:
    from matplotlib.figure import Figure

BASELINE = "baseline"
#: The most seeds one comparison plays under each arm: as many as one ``simulate`` study
#: (it streams into running totals too).
MAX_COMPARED = MAX_GAMES


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
        return self.text(Messages())

    def text(self, messages: Messages, measure: str | None = None) -> str:
        """The line in the language of ``messages`` (``measure``: the measure's name in it)."""
        values = {
            "measure": measure or self.measure,
            "arm": self.arm,
            "value": f"{self.value:.3f}",
            "baseline": f"{self.baseline:.3f}",
            "diff": str(self.diff),
            "p": f"{self.p:.3g}",
        }
        if self.significant:
            return messages("lab-difference-significant", **values)
        return messages("lab-difference", **values)


#: A measure of a game: ("seat", "0"), ("draw", ""), ("reason", why), ("length", "decisions"
#: or "rounds"), ("rule", rule id).
Key = tuple[str, str]


def _values(r: GameRecord) -> dict[Key, int]:
    """The game's measures that are not 0 (each a whole number)."""
    out: dict[Key, int] = {("seat", str(s)): 1 for s in r.winners}
    if r.draw:
        out[("draw", "")] = 1
    out[("reason", r.reason)] = 1
    out[("length", "decisions")] = r.decisions
    out[("length", "rounds")] = r.rounds
    for rid, n in r.rules:
        out[("rule", rid)] = n
    return out


def _stdev(n: int, total: int, squares: int) -> float:
    """The sample standard deviation of ``n`` whole numbers from their sum and their sum of
    squares, as :func:`statistics.stdev` gives it for the numbers themselves: the exact
    variance, then its square root to 60 digits (``decimal``) rounded once to a float."""
    with localcontext() as ctx:
        ctx.prec = 60
        return float((Decimal(n * squares - total * total) / Decimal(n * (n - 1))).sqrt())


def _flipped(x: GameRecord, y: GameRecord) -> bool:
    """The two games' outcomes differ (winners, draw or end reason)."""
    return (x.winners, x.draw, x.reason) != (y.winners, y.draw, y.reason)


@dataclass
class PairedTally:
    """Running sums of one variant against the baseline over the same seeds, seed by seed:
    per measure the sums of the baseline's and the variant's values, of the differences
    (variant minus baseline) and of their squares, and how many differences were above and
    below 0 (McNemar's discordant pairs for yes/no measures). Whole numbers, so the
    statistics are exact whatever the order; memory grows with the measures, not the seeds."""

    pairs: int = 0
    baseline: Counter[Key] = field(default_factory=Counter)
    value: Counter[Key] = field(default_factory=Counter)
    diff: Counter[Key] = field(default_factory=Counter)
    diff_squared: Counter[Key] = field(default_factory=Counter)
    above: Counter[Key] = field(default_factory=Counter)
    below: Counter[Key] = field(default_factory=Counter)
    #: Seeds whose outcome (winners, draw or end reason) changed, and whose games changed at all.
    flipped: int = 0
    changed: int = 0

    def add(self, x: GameRecord, y: GameRecord) -> None:
        """Fold in one seed: ``x`` its baseline game, ``y`` its variant game."""
        xs, ys = _values(x), _values(y)
        self.pairs += 1
        for k in xs.keys() | ys.keys():
            a, b = xs.get(k, 0), ys.get(k, 0)
            d = b - a
            self.baseline[k] += a
            self.value[k] += b
            self.diff[k] += d
            self.diff_squared[k] += d * d
            if d > 0:
                self.above[k] += 1
            elif d < 0:
                self.below[k] += 1
        self.flipped += _flipped(x, y)
        self.changed += x.digest != y.digest

    def estimate(self, k: Key, binary: bool) -> tuple[Estimate, float]:
        """The mean difference with its normal 95% interval, and its p-value (exact McNemar
        on the discordant pairs for a yes/no measure, normal for a count)."""
        n, total, squares = self.pairs, self.diff[k], self.diff_squared[k]
        m = total / n if n else 0.0
        sd = _stdev(n, total, squares) if n > 1 else 0.0
        half = Z95 * sd / math.sqrt(n) if n else 0.0
        if binary:
            b, c = self.above[k], self.below[k]
            small, t = min(b, c), b + c
            p = min(1.0, 2 * sum(math.comb(t, i) for i in range(small + 1)) / 2**t) if t else 1.0
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

    def lines(self, messages: Messages | None = None) -> tuple[str, str]:
        """The two games' step at the divergence (in the language of ``messages``, else English)."""
        messages = messages or Messages()
        a, b = self.games()
        at = first_divergence(a.trace, b.trace) or 0
        show = [_entry(g.trace[at], messages) if at < len(g.trace) else messages("lab-explain-over") for g in (a, b)]
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
        return self.text(Messages())

    def text(self, messages: Messages) -> str:
        """The flip in one line, in the language of ``messages``."""
        before, after = (read(messages, o) for o in (self.before, self.after))
        return messages("lab-flip", seed=str(self.seed), before=before, after=after, arm=self.arm)


def _entry(e: TraceEntry, messages: Messages) -> str:
    """A step as ``str(entry)`` writes it ("[rules] where: what"), its words in the language."""
    crumb = " > ".join(messages.text(f.label) for f in e.path)
    return f"[{', '.join(e.rules)}] {crumb}: {messages.text(e.said)}"


def outcome_text(r: GameRecord) -> str:
    if r.draw:
        return Said(say("lab-outcome-draw", reason=r.reason))
    if r.winners:
        return Said(say("lab-outcome-won", seats="+".join(map(str, r.winners)), reason=r.reason))
    return Said(say("lab-outcome-nobody", reason=r.reason))


class Explanation(list[Flip]):
    """The flipped seeds, each printable and openable; shows as a list, in ``language``."""

    def __init__(self, flips: Iterable[Flip] = (), language: str = SOURCE) -> None:
        super().__init__(flips)
        self.language = check_language(language)

    def __str__(self) -> str:
        messages = Messages(self.language)
        if not self:
            return messages("lab-explain-none")
        lines = []
        for f in self:
            base, var = f.lines(messages)
            lines += [f.text(messages), "  " + messages("lab-explain-diverge", step=str(f.step))]
            lines += ["    " + messages("lab-explain-baseline", step=base), f"    {f.arm}: {var}"]
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        return f"<pre>{html.escape(str(self))}</pre>"


class Comparison:
    """The arms' results over the same seeds, with paired differences (see the module doc).

    ``results`` holds each arm's statistics (its running totals, and the records of its first
    ``keep`` games); ``paired`` each variant's running sums against the baseline; ``kept_flips``
    and ``kept_changes`` the first ``keep`` flipped and changed seeds of each variant. Its report
    (``str()``, the notebook's table) is in ``language``; :meth:`in_language` shows the same
    comparison in another."""

    def __init__(
        self,
        arms: list[Arm],
        results: dict[str, SimulationResult],
        paired: dict[str, PairedTally],
        kept_flips: dict[str, list[Flip]],
        kept_changes: dict[str, list[int]],
        language: str = SOURCE,
    ) -> None:
        self.arms = arms
        self.results = results
        self.paired = paired
        self.kept_flips = kept_flips
        self.kept_changes = kept_changes
        self.baseline = arms[0].label
        #: The report's language (a shipped locale, ``dml_tutor.languages()``).
        self.language = check_language(language)

    def in_language(self, language: str) -> Comparison:
        """The same comparison (no game played again), reported in ``language``."""
        return Comparison(self.arms, self.results, self.paired, self.kept_flips, self.kept_changes, language)

    @property
    def messages(self) -> Messages:
        """The report's words: the shell's, and the pack's (its variants' readings)."""
        pack = self.results[self.baseline].spec.pack
        return Messages(self.language, games.get(pack).package)

    def measure_name(self, measure: str) -> str:
        """A measure's name (a key of :meth:`table`'s rows) in the report's language."""
        messages = self.messages
        (kind, what), _ = self._keys()[measure]
        if kind == "seat":
            names = self.results[self.baseline].seat_names()
            seat = int(what)
            name = names[seat] if seat < len(names) else f"seat {seat}"
            if name == f"seat {seat}":
                return messages("lab-measure-win-rate-seat", seat=str(seat))
            return messages("lab-measure-win-rate", name=name)
        if kind == "draw":
            return messages("lab-measure-draw")
        if kind == "reason":
            return messages("lab-measure-reason", reason=what)
        if kind == "length":
            return messages("lab-measure-decisions") if what == "decisions" else messages("lab-measure-rounds")
        return messages("lab-measure-rule", rule=what)

    @property
    def seeds(self) -> list[int]:
        return self.results[self.baseline].seeds

    def _keys(self) -> dict[str, tuple[Key, bool]]:
        """Each compared measure's name: its key and whether it is yes/no."""
        base = self.results[self.baseline]
        out: dict[str, tuple[Key, bool]] = {}
        for s, name in enumerate(base.seat_names()):
            out[f"win rate: {name}"] = (("seat", str(s)), True)
        out["win rate: draw"] = (("draw", ""), True)
        for reason in sorted({r for res in self.results.values() for r in res.tally.reasons}):
            out[f"end reason: {reason}"] = (("reason", reason), True)
        out["length: decisions"] = (("length", "decisions"), False)
        out["length: rounds"] = (("length", "rounds"), False)
        for rid in sorted({rid for res in self.results.values() for rid in res.rule_counts()}):
            out[f"rule fired: {rid}"] = (("rule", rid), False)
        return out

    def measures(self) -> dict[str, tuple[Measure, bool]]:
        """Each compared measure: a function of a game record, and whether it is yes/no."""
        return {
            name: ((lambda r, k=k: float(_values(r).get(k, 0))), binary)  # type: ignore[misc]
            for name, (k, binary) in self._keys().items()
        }

    def differences(self) -> list[Difference]:
        """Every measure of every variant against the baseline."""
        out = []
        for arm in self.arms[1:]:
            t = self.paired[arm.label]
            n = max(1, t.pairs)
            for name, (k, binary) in self._keys().items():
                diff, p = t.estimate(k, binary)
                out.append(Difference(name, arm.label, t.baseline[k] / n, t.value[k] / n, diff, p))
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
        messages = self.messages
        arms = ", ".join(a.label for a in self.arms)
        head = [messages("lab-compare-head", seeds=str(len(self.seeds)), arms=arms)]
        for arm in self.arms[1:]:
            v = arm.variant
            if v is not None:
                reading = messages("lab-compare-reading", arm=arm.label, rule=v.rule, reading=messages.text(v.variant))
                head.append(f"  {reading}")
        lines = [
            d.text(messages, self.measure_name(d.measure))
            for d in self.differences()
            if not d.measure.startswith("rule fired") or d.significant
        ]
        return "\n".join(head + lines)

    def _repr_html_(self) -> str:
        messages = self.messages
        rows = self.table()
        if not rows:
            return f"<p>{html.escape(messages('lab-nothing-to-compare'))}</p>"
        cols = list(dict.fromkeys(k for r in rows for k in r))
        names = {"measure": messages("lab-col-measure"), "significant": messages("lab-col-significant")}
        for arm in self.arms[1:]:
            names[f"{arm.label} - {self.baseline}"] = messages(
                "lab-col-difference", arm=arm.label, baseline=self.baseline
            )
            names[f"p ({arm.label})"] = messages("lab-col-p", arm=arm.label)

        def cell(r: dict[str, Any], c: str) -> str:
            value = r.get(c, "")
            if c == "measure":
                return self.measure_name(value)
            if c == "significant":
                return messages("lab-significant", value="yes" if value else "no")
            return str(value)

        head = "".join(f"<th>{html.escape(names.get(c, c))}</th>" for c in cols)
        body = "".join(
            "<tr"
            + (' style="font-weight:bold"' if r.get("significant") else "")
            + ">"
            + "".join(f"<td>{html.escape(cell(r, c))}</td>" for c in cols)
            + "</tr>"
            for r in rows
        )
        intro = html.escape(messages("lab-compare-intro", seeds=str(len(self.seeds))))
        return f"<p>{intro}</p><table><tr>{head}</tr>{body}</table>"

    # ------------------------------------------------------------ flips

    def flips(self, arm: str | None = None) -> list[Flip]:
        """Seeds whose outcome (winners, draw or end reason) differs from the baseline: the
        first ``keep`` of each variant (``paired[arm].flipped`` counts them all)."""
        return [f for a in self.arms[1:] if arm is None or a.label == arm for f in self.kept_flips[a.label]]

    def changed(self, arm: str | None = None) -> list[int]:
        """Seeds whose games were played differently at all (any decision), outcome or not:
        the first ``keep`` of each variant (``paired[arm].changed`` counts them all)."""
        return sorted({s for a in self.arms[1:] if arm is None or a.label == arm for s in self.kept_changes[a.label]})

    def explain(self, limit: int = 5, arm: str | None = None) -> Explanation:
        """The first ``limit`` flipped seeds, each with where its two games diverge."""
        return Explanation(self.flips(arm)[:limit], self.language)

    # ------------------------------------------------------------ plots

    def plot(self) -> Figure:
        """Win rate by seat, end reasons and game length per arm, with 95% intervals."""
        return plot_results(self.results)


def play_arms(specs: tuple[GameSpec, ...], seeds: Sequence[int]) -> list[tuple[GameRecord, ...]]:
    """One task: each seed of the range played under every arm (runs in a worker); per seed
    its records, one per arm."""
    return list(zip(*(play_range(spec, seeds) for spec in specs), strict=True))


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
    keep: int = KEEP,
    language: str = SOURCE,
) -> Comparison:
    """Play the same seeds under the baseline rules and each variant (names from
    :func:`dml_tutor.lab.variants`, ``Variant`` values, or dicts of options) and compare.

    The baseline comes first (add ``"baseline"`` yourself to place it, or a dict of
    options to compare against). Where the games run is as for :func:`simulate`; each task
    plays a range of seeds under every arm. The games stream into running totals, so a
    comparison plays up to :data:`MAX_COMPARED` seeds as ``simulate`` does; each arm's
    ``records`` keeps its first ``keep`` games' records (default
    :data:`~dml_tutor.lab.stats.KEEP`), :meth:`Comparison.flips` and
    :meth:`Comparison.changed` the first ``keep`` seeds of each variant. Its report is in
    ``language`` (the games are the same in every language).
    """
    check_language(language)
    if not isinstance(keep, int) or isinstance(keep, bool) or keep < 0:
        raise ValueError(f"keep must be a whole number of records, 0 or more; got {short_repr(keep)}")
    arms = [_arm(pack, v) for v in variants]
    base = [a for a in arms if a.label == BASELINE] or [Arm(BASELINE, {})]
    arms = base[:1] + [a for a in arms if a.label != BASELINE]
    labels = [a.label for a in arms]
    if len(set(labels)) != len(labels):
        raise ValueError(f"each variant once: {labels}")
    if len(arms) < 2:
        raise ValueError("compare needs at least one variant beside the baseline")
    todo = seed_list(games, seed, seeds, most=MAX_COMPARED, what="per comparison")
    agent_names: str | tuple[str, ...] = agents if isinstance(agents, str) else tuple(agents)
    specs = tuple(GameSpec(pack, dict(settings or {}), dict(arm.options), agent_names, True) for arm in arms)
    tallies = [Tally() for _ in arms]
    kept: list[list[GameRecord]] = [[] for _ in arms]
    paired = {arm.label: PairedTally() for arm in arms[1:]}
    flips: dict[str, list[Flip]] = {arm.label: [] for arm in arms[1:]}
    changes: dict[str, list[int]] = {arm.label: [] for arm in arms[1:]}

    def take(part: list[tuple[GameRecord, ...]]) -> None:
        for i, records in enumerate(zip(*part, strict=True)):
            tallies[i].add(records)
            kept[i].extend(records[: max(0, keep - len(kept[i]))])
        for x, *ys in part:
            for arm, spec, y in zip(arms[1:], specs[1:], ys, strict=True):
                paired[arm.label].add(x, y)
                if len(flips[arm.label]) < keep and _flipped(x, y):
                    flips[arm.label].append(Flip(x.seed, arm.label, outcome_text(x), outcome_text(y), specs[0], spec))
                if len(changes[arm.label]) < keep and x.digest != y.digest:
                    changes[arm.label].append(x.seed)

    start = time.perf_counter()
    _, used = run_ranges(
        play_arms,
        specs,
        todo,
        executor=executor,
        workers=workers,
        scheduler=scheduler,
        chunk=chunk,
        progress=progress,
        desc=f"seeds ({len(arms)} arms)",
        on_chunk=take,
    )
    share = (time.perf_counter() - start) / len(arms)  # the arms play together, range by range
    results = {
        arm.label: SimulationResult(spec, kept[i], share, used, tallies[i], todo, language=language)
        for i, (arm, spec) in enumerate(zip(arms, specs, strict=True))
    }
    return Comparison(arms, results, paired, flips, changes, language)
