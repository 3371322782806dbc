"""The lab: the same games whatever runs them, statistics with intervals, comparisons
over the same seeds, and rule coverage."""

from __future__ import annotations

import json
from concurrent.futures import ThreadPoolExecutor

import pytest

import dml_tutor as dml
from dml_tutor import cli, lab
from dml_tutor.lab.runner import GameSpec, ranges
from dml_tutor.lab.stats import mean_ci, wilson

SETTINGS = {"players": 4, "mode": "full"}


def test_results_are_identical_whatever_the_executor_and_chunks() -> None:
    serial = lab.simulate(8, seed=5, settings=SETTINGS, workers=1, progress=False, pack="dml")
    pooled = lab.simulate(8, seed=5, settings=SETTINGS, workers=2, chunk=3, progress=False, pack="dml")
    with ThreadPoolExecutor(3) as ex:
        threaded = lab.simulate(8, seed=5, settings=SETTINGS, executor=ex, chunk=1, progress=False, pack="dml")
    assert serial.seeds == list(range(5, 13))
    assert pooled.records == serial.records == threaded.records
    assert pooled.workers == 2 and serial.workers == 1
    one = GameSpec("dml", SETTINGS).play(7)
    assert serial.records[2].digest == lab.runner.record(7, one).digest  # the same game as played by hand


def test_dask_local_cluster_with_two_workers_matches_the_serial_run() -> None:
    distributed = pytest.importorskip("distributed")
    serial = lab.simulate(6, settings=SETTINGS, agents="heuristic", workers=1, progress=False, pack="dml")
    with (
        distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster,
        distributed.Client(cluster) as client,
    ):
        on_dask = lab.simulate(
            6,
            settings=SETTINGS,
            agents="heuristic",
            executor=client.get_executor(),
            chunk=2,
            progress=False,
            pack="dml",
        )
        by_address = lab.simulate(
            6, settings=SETTINGS, agents="heuristic", scheduler=cluster.scheduler_address, progress=False, pack="dml"
        )
    assert on_dask.records == serial.records == by_address.records
    assert by_address.workers == 2


def test_statistics_have_intervals_and_a_plot() -> None:
    r = lab.simulate(10, settings=SETTINGS, workers=1, progress=False, pack="dml")
    rates = r.win_rate()
    assert set(rates) == {"seat 0", "seat 1", "seat 2", "seat 3", "draw"}
    assert sum(e.value for e in rates.values()) == pytest.approx(1.0)
    for e in (*rates.values(), *r.end_reasons().values(), *r.length().values()):
        assert e.low <= e.value <= e.high
    assert r.rule_counts()["R-16"] > 0 and r.rule_rate()["setup.stage"].value == 1.0
    assert "win rate" in str(r) and "<table>" in r._repr_html_()
    data = r.to_dict()
    assert data["games"] == 10 and json.dumps(data)
    fig = r.plot()
    assert [ax.get_title() for ax in fig.axes] == ["Win rate", "End reasons", "Game length"]


def test_interval_formulas() -> None:
    e = wilson(5, 10)
    assert e.value == 0.5 and e.low == pytest.approx(0.2366, abs=1e-4) and e.high == pytest.approx(0.7634, abs=1e-4)
    assert wilson(0, 20).low == 0.0 and wilson(0, 20).high > 0.1
    m = mean_ci([1.0, 2.0, 3.0, 4.0])
    assert m.value == 2.5 and m.low < 2.5 < m.high


def test_bad_arguments_name_the_field() -> None:
    with pytest.raises(ValueError, match="games must be"):
        lab.simulate(0, progress=False, pack="dml")
    with pytest.raises(ValueError, match="seeds must not repeat"):
        lab.simulate(seeds=[1, 1], progress=False, pack="dml")
    with pytest.raises(ValueError, match="unknown game 'chess'"):
        lab.simulate(1, pack="chess", progress=False)
    with pytest.raises(ValueError, match="workers must be"):
        lab.simulate(1, workers=0, progress=False, pack="dml")
    with pytest.raises(ValueError, match="unknown option"):
        lab.simulate(1, options={"nope": True}, workers=1, progress=False, pack="dml")
    assert ranges([1, 2, 3, 4, 5], 2) == [[1, 2], [3, 4], [5]]


def test_compare_plays_the_same_seeds_and_finds_what_a_variant_changes() -> None:
    c = lab.compare(["effects_by_treasury_size"], 12, settings=SETTINGS, workers=1, progress=False, pack="dml")
    assert [a.label for a in c.arms] == ["baseline", "effects_by_treasury_size"]
    assert c.results["baseline"].seeds == c.results["effects_by_treasury_size"].seeds == list(range(12))
    rows = {r["measure"]: r for r in c.table(rules=True)}
    assert {"win rate: seat 0", "length: decisions", "rule fired: R-19"} <= set(rows)
    assert "effects_by_treasury_size - baseline" in rows["win rate: seat 0"]
    # every Round's Player Effect now hits all four seats: far more Crackdown steps
    crack = next(d for d in c.differences() if d.measure == "rule fired: event.crackdown")
    assert crack.diff.value > 0 and crack in c.significant()
    assert c.changed() and set(f.seed for f in c.flips()) <= set(c.changed())
    assert "R-19" in str(c) and "<table>" in c._repr_html_()
    assert len(c.plot().axes) == 3


def test_explain_opens_each_flipped_seed_at_the_divergence() -> None:
    c = lab.compare(["powers_from_court"], 4, settings=SETTINGS, workers=1, progress=False, pack="dml")
    flips = c.explain(limit=2)
    assert flips, "seeds 0-3 flip under powers_from_court with random agents"
    f = flips[0]
    base, var = f.games()
    at = f.step
    assert [str(e) for e in base.trace[:at]] == [str(e) for e in var.trace[:at]]
    assert str(base.trace[at]) != str(var.trace[at])
    assert base.outcome != var.outcome
    assert f"diverge at step {at}" in str(flips)
    t = f.tutor()
    assert t.game.decisions == var.decisions and t.cursor == at


def test_the_same_rules_twice_give_no_difference() -> None:
    c = lab.compare([{"powers_from_court": True}], 5, settings=SETTINGS, workers=1, progress=False, pack="dml")
    assert not c.flips() and not c.changed() and not c.significant()


def test_compare_refuses_unknown_variants() -> None:
    with pytest.raises(ValueError, match="unknown dml variant"):
        lab.compare(["powers_from_kitchen"], 2, progress=False, pack="dml")


def test_coverage_of_games_recordings_and_simulations() -> None:
    g = dml.Game(seed=3)
    with lab.Coverage.record("dml") as rec:
        dml.Game(seed=3)
        again = dml.Game(seed=3)
        while again.pending is not None:
            again.apply(again.legal_actions()[0])
    assert rec.games == 2 and not dml.Game.watchers
    direct = lab.Coverage.of_games([g])
    assert direct.rules["setup.stage"] == 1 and rec.rules["setup.stage"] == 2
    assert set(direct.fired()) | set(direct.never()) == set(dml.catalog())
    assert not set(direct.fired()) & set(direct.never())
    sim = lab.coverage(6, workers=1, progress=False, pack="dml")
    assert sim.games == 6 and sim.rules["end.stage"] == 6 and 0 < sim.share < 1
    dot = sim.dot()
    assert "never ran" in dot or sim.sequences["Dragon Siege"] > 0
    assert "Setup Stage" in dot and "steps" in dot
    assert "never fired" in str(sim) and "<table>" in sim._repr_html_()


def test_cli_coverage_and_simulate_on_workers(capsys: pytest.CaptureFixture[str], tmp_path: object) -> None:
    assert cli.main(["coverage", "--games", "3", "--workers", "1", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 3 and data["rules"]["setup.stage"] == 3 and "R-17" in data["rules"]
    assert set(data["never"]) == {r for r, n in data["rules"].items() if n == 0}
    assert cli.main(["simulate", "--games", "4", "--workers", "2", "--json"]) == 0
    two = json.loads(capsys.readouterr().out)
    assert cli.main(["simulate", "--games", "4", "--workers", "1", "--json"]) == 0
    one = json.loads(capsys.readouterr().out)
    assert two["workers"] == 2 and two["win_rate_by_seat"] == one["win_rate_by_seat"]
    assert two["mean_decisions"] == one["mean_decisions"]


@pytest.mark.parametrize("pack", ["dml", "merc"])
def test_every_pack_has_variants_that_switch_real_games(pack: str) -> None:
    found = lab.variants(pack)
    assert found, f"{pack} lists no variant"
    for name, v in found.items():
        assert v.pack == pack and v.name == name and v.default != v.variant
        game = GameSpec(pack, options=v.options).game(0)
        assert game.outcome is None or game.is_over


def test_merc_implementation_notes_compared_over_the_same_seeds() -> None:
    c = lab.compare(["implementation_notes"], 16, pack="merc", workers=1, progress=False)
    notes = next(d for d in c.differences() if d.measure == "rule fired: merc.notes.base")
    assert notes.baseline == 0 and notes.value > 0 and notes.significant
    sim = lab.simulate(4, pack="merc", workers=1, progress=False)
    assert sim.seats == 2 and list(sim.win_rate()) == ["dictator", "rebels", "draw"]
    assert lab.Coverage.of_records(sim.records, "merc").games == 4


# ------------------------------------------------------------------ runaway work


def test_a_small_study_starts_no_more_processes_than_games_or_cores() -> None:
    import os

    r = lab.simulate(4, pack="dml", settings=SETTINGS, workers=64, progress=False, rules=False)
    assert r.workers == min(4, os.cpu_count() or 1) and len(r.records) == 4
    one = lab.simulate(1, pack="dml", settings=SETTINGS, workers=64, progress=False, rules=False)
    assert one.workers == 1


def test_an_absurd_study_is_refused_before_any_memory_is_spent() -> None:
    from dml_tutor.lab.runner import seed_list

    with pytest.raises(ValueError, match="games: at most 10,000,000 per study"):
        lab.simulate(10**10, pack="dml", progress=False)
    with pytest.raises(ValueError, match="seeds: at most"):
        lab.simulate(pack="dml", seeds=range(10**10), progress=False)
    # compare streams too: the same bound, per comparison
    assert lab.MAX_COMPARED == lab.MAX_GAMES
    with pytest.raises(ValueError, match="games: at most 10,000,000 per comparison"):
        lab.compare(["mutual_lethal"], lab.MAX_COMPARED + 1, pack="terrus", progress=False)
    with pytest.raises(ValueError, match="seeds: at most 10,000,000 games per comparison"):
        lab.compare(["mutual_lethal"], pack="terrus", seeds=iter(range(10**10)), progress=False)
    with pytest.raises(ValueError, match="keep must be a whole number"):
        lab.compare(["mutual_lethal"], 2, pack="terrus", keep=-1, progress=False)
    seeds = seed_list(lab.MAX_GAMES, 5, None)
    assert isinstance(seeds, range) and len(seeds) == lab.MAX_GAMES and seeds[0] == 5  # no list of 10**7


def test_ranges_are_sent_a_few_per_worker_at_a_time() -> None:
    """The runner streams: never more than four ranges per worker in flight, whatever the study's size."""
    from concurrent.futures import Future

    from dml_tutor.lab.runner import run

    class Counting(ThreadPoolExecutor):
        def __init__(self) -> None:
            super().__init__(2)
            self.running = self.most = 0

        def submit(self, fn, /, *args, **kwargs) -> Future:  # type: ignore[no-untyped-def,override]
            self.running += 1
            self.most = max(self.most, self.running)
            fut = super().submit(fn, *args, **kwargs)
            fut.add_done_callback(lambda _: setattr(self, "running", self.running - 1))
            return fut

    spec = GameSpec("last_stone", {}, {}, "random", False)
    with Counting() as ex:
        records, n = run(spec, range(400), executor=ex, workers=2, chunk=2)
    assert [r.seed for r in records] == list(range(400))  # 200 ranges, merged in seed order
    assert n == 2 and ex.most <= 4 * 2


def test_an_unreachable_scheduler_fails_fast_with_one_clear_line(monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("distributed")
    from dml_tutor.lab import runner

    monkeypatch.setattr(runner, "CONNECT_TIMEOUT", 1.0)
    with pytest.raises(lab.SchedulerUnreachable) as info:
        lab.simulate(2, pack="dml", scheduler="tcp://127.0.0.1:9", progress=False)
    message = str(info.value)
    assert message == "no Dask scheduler answered at 'tcp://127.0.0.1:9' within 1 s"
    assert isinstance(info.value, OSError)  # the command line prints OSErrors as one line


def test_a_long_study_streams_into_running_totals_and_keeps_a_bounded_sample() -> None:
    """simulate holds running totals and the first ``keep`` records, never a list per game:
    the statistics equal those of every record kept, whatever the executor."""
    from dataclasses import fields

    from dml_tutor.lab.runner import run
    from dml_tutor.lab.stats import SimulationResult

    games, keep = 3000, 25
    spec = GameSpec("last_stone", {}, {}, "random", True)
    every, _ = run(spec, range(11, 11 + games), workers=1)  # every record, for the reference statistics
    full = SimulationResult(spec, every)
    streamed = lab.simulate(games, seed=11, pack="last_stone", workers=1, chunk=7, keep=keep, progress=False)
    with ThreadPoolExecutor(2) as ex:
        pooled = lab.simulate(games, seed=11, pack="last_stone", executor=ex, chunk=13, keep=keep, progress=False)
    for r in (streamed, pooled):
        assert r.games == games and r.records == every[:keep]
        assert r.tally == full.tally  # the same totals, folded range by range in seed order
        assert r.win_rate() == full.win_rate() and r.end_reasons() == full.end_reasons()
        assert r.rule_counts() == full.rule_counts() and r.rule_rate() == full.rule_rate()
        assert r.length()["decisions"].value == pytest.approx(sum(x.decisions for x in every) / games)
        for name, est in r.length().items():  # from sums and sums of squares, as from every value
            ref = mean_ci([getattr(x, name) for x in every])
            assert (est.value, est.low, est.high) == pytest.approx((ref.value, ref.low, ref.high), rel=1e-12)
        assert r.to_dict()["first_seed"] == 11
        assert r.seeds == list(range(11, 11 + games))  # a range until asked
        # nothing in the result grows with the games: the sample is bounded, the counters are keyed
        # by seat, end reason, rule id and sequence
        assert isinstance(r.seed_range, range)
        for f in fields(r.tally):
            value = getattr(r.tally, f.name)
            assert not hasattr(value, "__len__") or len(value) < keep, f.name
    wins = sum(r.tally.wins.values()) + r.tally.draws
    assert wins >= games and sum(r.tally.first_winners.values()) == games
    assert lab.simulate(5, pack="last_stone", keep=0, workers=1, progress=False).records == []
    with pytest.raises(ValueError, match="keep must be a whole number"):
        lab.simulate(5, pack="last_stone", keep=-1, workers=1, progress=False)


# ------------------------------------------------------------------ compare streams (past 100,000 seeds)


def _paired_from_lists(xs: list[float], ys: list[float], binary: bool) -> tuple[float, float, float, float]:
    """What compare computed when it kept every record: the paired difference's mean, 95%
    interval and p-value from the two lists of one measure (McNemar for yes/no measures)."""
    import math
    import statistics

    d = [y - x for x, y in zip(xs, ys, strict=True)]
    n = len(d)
    m = statistics.fmean(d)
    sd = statistics.stdev(d) if n > 1 else 0.0
    half = 1.959963984540054 * sd / math.sqrt(n)
    if binary:
        b, c = sum(v > 0 for v in d), sum(v < 0 for v in d)
        t = b + c
        p = min(1.0, 2 * sum(math.comb(t, i) for i in range(min(b, c) + 1)) / 2**t) if t else 1.0
    elif sd == 0:
        p = 1.0 if m == 0 else 0.0
    else:
        p = math.erfc(abs(m) / (sd / math.sqrt(n)) / math.sqrt(2))
    return m, m - half, m + half, p


def test_compare_streams_and_gives_what_every_record_gives() -> None:
    """compare folds each seed's games into running sums: its differences, flips and changed
    seeds are those computed from every record of both arms, whatever the executor and the
    ranges; it keeps only the first ``keep`` records, flips and changed seeds."""
    from dml_tutor.lab.runner import run
    from dml_tutor.lab.stats import Tally

    games, keep = 300, 7
    base_spec = GameSpec("merc", {}, {}, "random", True)
    variant_spec = GameSpec("merc", {}, lab.variant("merc", "implementation_notes").options, "random", True)
    base, _ = run(base_spec, range(3, 3 + games), workers=1)
    other, _ = run(variant_spec, range(3, 3 + games), workers=1)
    flipped = [
        x.seed
        for x, y in zip(base, other, strict=True)
        if (x.winners, x.draw, x.reason) != (y.winners, y.draw, y.reason)
    ]
    changed = [x.seed for x, y in zip(base, other, strict=True) if x.digest != y.digest]
    assert len(flipped) > keep and len(changed) > keep  # the kept lists are cut, the counts are not

    streamed = lab.compare(
        ["implementation_notes"], games, seed=3, pack="merc", workers=1, chunk=11, keep=keep, progress=False
    )
    with ThreadPoolExecutor(2) as ex:
        pooled = lab.compare(
            ["implementation_notes"], games, seed=3, pack="merc", executor=ex, chunk=29, keep=keep, progress=False
        )
    for c in (streamed, pooled):
        assert c.seeds == list(range(3, 3 + games))
        assert (
            c.results["baseline"].records == base[:keep] and c.results["implementation_notes"].records == other[:keep]
        )
        assert c.results["baseline"].tally == Tally().add(base)
        assert c.results["implementation_notes"].tally == Tally().add(other)
        assert [f.seed for f in c.flips()] == flipped[:keep] and c.paired["implementation_notes"].flipped == len(
            flipped
        )
        assert c.changed() == changed[:keep] and c.paired["implementation_notes"].changed == len(changed)
        found = c.differences()
        measures = c.measures()
        assert [d.measure for d in found] == list(measures)
        assert any(d.significant for d in found) and any(not d.significant for d in found)
        for d in found:
            f, binary = measures[d.measure]
            xs, ys = [f(r) for r in base], [f(r) for r in other]
            assert (d.baseline, d.value) == (sum(xs) / games, sum(ys) / games), d.measure
            m, low, high, p = _paired_from_lists(xs, ys, binary)
            assert (d.diff.value, d.diff.low, d.diff.high, d.p) == (m, low, high, p), d.measure  # to the last bit
    assert str(streamed) == str(pooled) and streamed.table(rules=True) == pooled.table(rules=True)


def test_compare_memory_stays_flat_as_the_seeds_grow() -> None:
    """Ten times the seeds, about the same memory at the peak and kept after (tracemalloc): no
    record, flip or seed list per game, only counters keyed by seat, end reason and rule id.
    (Before it streamed, compare kept every record of every arm: 10x the seeds peaked about
    7x higher.) The cycle collector runs often meanwhile, so the peak is what the comparison
    holds and not how much garbage a game leaves before the collector reaches it."""
    import gc
    import tracemalloc

    def measure(games: int) -> tuple[int, int, lab.Comparison]:
        gc.collect()
        threshold = gc.get_threshold()
        gc.set_threshold(100, 1, 1)
        tracemalloc.start()
        try:
            c = lab.compare(["mutual_lethal"], games, pack="terrus", workers=1, chunk=20, keep=5, progress=False)
            peak = tracemalloc.get_traced_memory()[1]
            gc.collect()
            return peak, tracemalloc.get_traced_memory()[0], c
        finally:
            tracemalloc.stop()
            gc.set_threshold(*threshold)

    measure(40)  # the pack's catalog and caches, loaded once
    peak, kept, few = measure(200)
    peak10, kept10, many = measure(2000)
    assert few.paired["mutual_lethal"].pairs == 200 and many.paired["mutual_lethal"].pairs == 2000
    assert many.results["baseline"].games == 2000 and len(many.results["baseline"].records) == 5
    assert peak10 < 2 * peak, (peak, peak10)
    assert kept10 < 1.5 * kept, (kept, kept10)
