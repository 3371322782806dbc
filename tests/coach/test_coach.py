"""The coach: hints from what a seat knows, the resamplers, the coach agent."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest

from dml_tutor.coach import CoachAgent, Hint, hint, wilson
from dml_tutor.games import dml, merc, terrus
from dml_tutor.games.dml.resample import known_cards, may_lie, resampler
from dml_tutor.tutor.hints import HINT_HORIZON

# Round 2 of a 4-player game (seed 5, heuristic players), as a position: seat 0 decides first.
ZONES: dict[str, list[str]] = {
    "deck": [
        "8C",
        "QS",
        "9S",
        "QD",
        "7C",
        "QH",
        "6S",
        "8S",
        "5H",
        "6H",
        "9C",
        "7H",
        "QC",
        "8D",
        "5D",
        "9D",
        "7S",
        "JH",
        "8H",
        "5C",
        "JC",
        "X2",
        "5S",
        "4D",
        "6D",
        "JS",
        "4C",
        "4H",
        "6C",
        "TD",
    ],
    "hoard": ["JD"],
    "nest": ["AS", "AC"],
    "stock:C": ["TC"],
    "stock:H": ["TH", "9H"],
    "stock:D": ["3D", "7D"],
    "black_market:2": ["AH"],
    "black_market:3": ["2S", "AD", "X1"],
    "treasury:0": ["2D", "TS", "3H"],
    "king:0": ["KH"],
    "treasury:1": ["2C", "3C"],
    "king:1": ["KC"],
    "treasury:2": ["3S"],
    "king:2": ["KD"],
    "treasury:3": ["2H", "4S"],
    "king:3": ["KS"],
}


def position(seed: int = 0, **zones: list[str]) -> dml.Game:
    z = {**{k: list(v) for k, v in ZONES.items()}, **{k.replace("_", ":"): v for k, v in zones.items()}}
    g = dml.Game.from_position({"zones": z, "round": 2, "dealer": 1, "players": 4, "seed": seed})
    while (d := g.pending) is not None and d.kind == "play" and len(d.actions) == 1:
        g.apply(d.actions[0])  # a Character Power Phase pass of a seat with nothing to play (P-23)
    return g


def summary(h: Hint) -> list[tuple[str, float, float | None, int]]:
    return [(str(o.action), o.win_rate, o.value, o.rollouts) for o in h.options]


def test_a_hint_weighs_every_option_in_the_decisions_order() -> None:
    g = position()
    taken = list(g.decisions)
    h = hint(g, rollouts=6, seed=1)
    assert [o.action for o in h.options] == list(g.pending.actions)
    for o in h.options:
        assert 0 <= o.low <= o.win_rate <= o.high <= 1
        assert o.rollouts == 6 and o.value is not None
    assert h.best.win_rate == max(o.win_rate for o in h.options)
    assert h.value_name == "expected Victory Points" and "rollouts" in str(h)
    assert g.decisions == taken  # the game itself is untouched


def test_games_that_differ_only_in_what_the_seat_may_not_know_give_the_same_hint() -> None:
    base = summary(hint(position(), rollouts=5, seed=3))
    deck = ZONES["deck"]
    # the deck's top card is the Round's Event, seen by all: it stays on top
    i = deck.index("5D")
    other_treasury = position(treasury_1=["5D", "3C"], deck=[*deck[:i], "2C", *deck[i + 1 :]])
    kings = position(king_1=["KD"], king_2=["KC"])
    deck_order = position(deck=[deck[0], *deck[:0:-1]])
    seed = position(seed=99)
    for g in (other_treasury, kings, deck_order, seed):
        assert summary(hint(g, rollouts=5, seed=3)) == base
    # what the seat knows does change it: its own Treasury
    assert (
        summary(
            hint(position(treasury_0=["5D", "TS", "3H"], deck=[*deck[:i], "2D", *deck[i + 1 :]]), rollouts=5, seed=3)
        )
        != base
    )


def test_the_resampler_redeals_only_hidden_cards_where_they_may_lie() -> None:
    g = position()
    sample = resampler(g, 0)
    truth = g.zones()
    redealt = [sample(s).zones() for s in range(4)]
    for z in redealt:
        for name in ("treasury:0", "king:0", "hoard", "nest", "stock:H", "stock:D"):
            assert z[name] == truth[name]  # what seat 0 sees stays
        for name, cards in z.items():
            assert len(cards) == len(truth[name])
            if g.view(0)["zones"][name]["cards"] is None:
                assert all(may_lie(name, c) for c in cards)
    assert len({tuple(c.code for c in z["treasury:1"] + z["king:1"]) for z in redealt}) > 1
    assert sample(7).zones() == sample(7).zones()


def test_a_card_seen_going_into_a_hidden_zone_stays_known() -> None:
    g = dml.Game(players=4, seed=5)
    agents = dml.PACK.make_agents("heuristic", g, 5)
    while g.round < 2:
        g.apply(agents[g.pending.seat].choose(g, g.pending))
    known = known_cards(g, 0)
    assert any(zone.startswith("treasury:") for zone in known.values())
    sample = resampler(g, 0)
    for s in range(3):
        z = sample(s).zones()
        for code, zone in known.items():
            assert code in [c.code for c in z[zone]]


def test_the_same_seed_gives_the_same_hint_whatever_the_executor() -> None:
    g = position()
    here = summary(hint(g, rollouts=4, seed=2))
    with ThreadPoolExecutor(2) as pool:
        assert summary(hint(g, rollouts=4, seed=2, executor=pool)) == here


def test_options_that_cannot_be_best_are_pruned_and_say_so() -> None:
    """A Terrus report that the deciding ruler wins by an effect is a sure win; conceding is
    a sure loss: such options separate within a round of rollouts."""
    g = terrus.PACK.start(2)
    h = hint(g, rollouts=50, seed=1)
    rate = {o.action: o.win_rate for o in h.options}
    assert h.best.win_rate == rate[terrus.moves.Effect(g.pending.seat, "win")] == 1.0
    assert rate[terrus.moves.Concede(g.pending.seat)] == 0.0
    pruned = [o for o in h.options if o.pruned]
    assert pruned and all(o.rollouts < 50 and o.high < h.best.low for o in pruned)
    assert h.best.rollouts == 50 and "pruned" in str(pruned[0])


def test_progress_is_reported_and_may_stop_the_hint() -> None:
    seen: list[tuple[int, int]] = []

    def stop(done: int, total: int) -> bool:
        seen.append((done, total))
        return False

    h = hint(position(), rollouts=60, seed=0, progress=stop)
    assert h.stopped and len(seen) == 1 and seen[0][1] == 60 * len(h.options)
    assert all(o.rollouts == 25 for o in h.options)


@pytest.mark.parametrize(
    ("call", "words"),
    [
        (lambda g: hint(g, seat=2), "seat 2 is not deciding"),
        (lambda g: hint(g, rollouts=0), "rollouts"),
        (lambda g: hint(g, agents="nobody"), "unknown agent"),
        (lambda g: hint(g, seed="x"), "seed"),
    ],
)
def test_bad_requests_are_value_errors(call: Any, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        call(position())


def test_wilson_interval_is_clamped() -> None:
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0
    low, high = wilson(5, 10)
    assert 0.23 < low < 0.24 and 0.76 < high < 0.77


def test_merc_hides_an_unrevealed_base_from_the_rebels_only() -> None:
    g = next(g for s in range(100) if (g := merc.PACK.start(s)).base is not None and not g.revealed)
    rebels = {merc.PACK.resample(g, 1)(s).base for s in range(20)}  # type: ignore[misc]
    assert len(rebels) > 1
    assert {merc.PACK.resample(g, 0)(s).base for s in range(5)} == {g.base}  # type: ignore[misc]


def test_merc_and_terrus_hints() -> None:
    for pack in (merc.PACK, terrus.PACK):
        g = pack.start(1)
        h = hint(g, rollouts=3, seed=0)
        assert len(h.options) == len(g.pending.actions)
    assert hint(merc.PACK.start(1), rollouts=2).value_name == "sector-value margin"


def test_the_coach_agent_is_registered_for_every_pack_and_plays_by_hints() -> None:
    for pack in (dml.PACK, merc.PACK, terrus.PACK):
        assert "coach" in pack.agents
    g = terrus.PACK.start(2)
    agents = terrus.PACK.make_agents("coach", g, 0)
    assert isinstance(agents[0], CoachAgent)
    d = g.pending
    assert agents[d.seat].choose(g, d) in d.actions


def test_the_tutor_hints_at_a_persons_decision_and_the_choice_stays_theirs() -> None:
    from dml_tutor.tutor import TutorSession

    s = TutorSession(pack="dml", seed=7, seats=["person", "heuristic", "heuristic", "heuristic"])
    s.run_to_decision()
    while len(s.game.pending.actions) < 2:
        s.choose(0)
        s.run_to_decision()
    taken = len(s.game.decisions)
    h = s.hint(rollouts=3)
    assert len(s.game.decisions) == taken  # nothing chosen for the person
    vm = s.view_model()["hint_view"]
    assert vm["seat"] == 0 and not vm["running"] and [o["best"] for o in vm["options"]].count(True) == 1
    # the best first, then by chance of winning; `index` gives each its place in the decision
    assert vm["options"][0]["best"] and h.options[vm["options"][0]["index"]] is h.best
    rates = [o["win_rate"] for o in vm["options"][1:]]
    assert rates == sorted(rates, reverse=True)
    by_index = sorted(vm["options"], key=lambda o: o["index"])
    assert [o["win_rate"] for o in by_index] == [o.win_rate for o in h.options]
    # DML has an evaluation: the tutor's rollouts stop after HINT_HORIZON Rounds, and say so
    assert vm["horizon"] == h.horizon == HINT_HORIZON and [o["raced"] for o in by_index] == [o.raced for o in h.options]
    assert s.view_model(0)["hint_view"] == vm and s.view_model(1)["hint_view"] == {}  # seat 0's knowledge only
    s.set_view(1)
    with pytest.raises(ValueError, match="View as seat 1"):
        s.hint(rollouts=2)
    s.set_view(None)
    s.choose(h.best.action)
    assert s.view_model()["hint_view"] == {}  # a hint belongs to the decision it was asked at


def test_the_tutors_hint_plays_to_the_end_without_an_evaluation_or_when_asked() -> None:
    from dml_tutor.tutor import TutorSession

    s = TutorSession(pack="dml", seed=7, seats="person")
    s.run_to_decision()
    assert s.hint(rollouts=2, horizon=None).horizon is None
    assert s.hint(rollouts=2, horizon="1").horizon == 1  # the front end may send text
    for bad, words in ((0, "horizon must be 1 Round or more"), ("soon", "hint: horizon must be a whole number")):
        before = s.view_model()
        with pytest.raises(ValueError, match=words):
            s.hint(rollouts=2, horizon=bad)
        after = s.view_model()
        assert words in after.pop("error")  # the refusal is shown, and nothing else changed
        assert after == {k: v for k, v in before.items() if k != "error"}
    m = TutorSession(pack="merc", seed=1, seats="person")
    m.run_to_decision()
    assert m.hint(rollouts=2).horizon is None  # "auto": MERC has no evaluation, so to the end
    with pytest.raises(ValueError, match="the merc pack has no evaluation"):
        m.hint(rollouts=2, horizon=1)


def test_the_tutor_refuses_a_hint_for_an_agents_seat_and_can_stop_one() -> None:
    from dml_tutor.tutor import TutorSession

    s = TutorSession(pack="dml", seed=7, seats="person")
    s.run_to_decision()
    s.set_seat(s.game.pending.seat, "heuristic")
    with pytest.raises(ValueError, match="played by the heuristic agent"):
        s.hint(rollouts=2)
    s = TutorSession(pack="terrus", seed=2, seats="person")
    s.run_to_decision()
    run = s.start_hint(rollouts=60)
    assert s.view_model()["hint_view"]["running"]
    run.on_progress = run.stop  # stop after the first round
    h = s.finish_hint(run)
    assert h.stopped and s.view_model()["hint_view"]["stopped"]


def test_the_app_plays_a_chosen_seat_against_the_built_in_players_with_hints() -> None:
    from dml_tutor.app import WATCH, build_app

    app = build_app(seed=3, players=4)
    assert app.tutor.seats == ["person", "heuristic", "heuristic", "heuristic"]
    app.controls["seat"].value = 2
    app.start()
    assert app.tutor.seats == ["heuristic", "heuristic", "person", "heuristic"]
    app.tutor.run_to_decision()
    assert app.tutor.session.game.pending.seat == 2
    app.controls["players"].value = 3
    assert [v for _, v in app.controls["seat"].options] == [0, 1, 2, WATCH]
    app.controls["seat"].value = WATCH
    app.start()
    assert app.tutor.seats == ["heuristic"] * 3


def test_a_dask_client_gives_the_same_hint() -> None:
    distributed = pytest.importorskip("distributed")
    g = position()
    here = summary(hint(g, rollouts=3, seed=4))
    with distributed.Client(processes=False, n_workers=1, threads_per_worker=1, dashboard_address=None) as client:
        assert summary(hint(g, rollouts=3, seed=4, executor=client)) == here


def test_the_deal_puts_each_kind_where_it_may_lie_when_places_are_scarce() -> None:
    import random

    from dml_tutor.games.dml.resample import _deal

    card = dml.Card.parse
    slots = [("black_market:1", 0), ("treasury:1", 0), ("treasury:1", 1)]
    for seed in range(10):
        dealt = _deal(slots, [card("X1"), card("AS"), card("AC")], random.Random(seed), False)
        assert dealt[("black_market:1", 0)] == card("X1")  # the only place the Foreign Merchant may lie


@pytest.mark.parametrize(("seed", "players", "mode"), [(0, 3, "full"), (1, 4, "full"), (2, 4, "quickstart")])
def test_every_resampled_table_holds_cards_where_they_may_lie_and_plays_on(seed: int, players: int, mode: str) -> None:
    from dml_tutor.core.agents import play_out
    from dml_tutor.games.dml.resample import _hidden

    g = dml.Game(players=players, seed=seed, mode=mode, trace=False)
    agents = dml.PACK.make_agents("random", g, seed)
    n = 0
    while (d := g.pending) is not None:
        if n % 25 == 0:
            r = resampler(g, d.seat)(n)
            z = r.zones()
            for name in _hidden(g.view(d.seat)):
                assert all(may_lie(name, c, g.round == 0) for c in z[name]), (n, name)
            play_out(r, dml.PACK.make_agents("random", r, n))
        g.apply(agents[d.seat].choose(g, d))
        n += 1


def test_cards_the_seat_is_offered_stay_where_they_are() -> None:
    """The Supreme Confiscator's holder looks through a Black Market: the cards it may take are
    before its eyes (random play, seed 0, reaches it at decision 117)."""
    g = dml.Game(players=4, seed=0, trace=False)
    agents = dml.PACK.make_agents("random", g, 0)
    while not (d := g.pending).prompt.startswith("Take which card from Black Market"):
        g.apply(agents[d.seat].choose(g, d))
    zone = next(z for z, cards in g.zones().items() if z.startswith("black_market:") and d.actions[0].card in cards)
    for s in range(3):
        assert resampler(g, d.seat)(s).zones()[zone] == g.zones()[zone]
    assert len(hint(g, rollouts=2).options) == len(d.actions)


def mid_game(seed: int = 23, options: int = 6) -> dml.Game:
    """The benchmark's position: the first Round 2 decision with ``options`` options."""
    g = dml.Game(players=4, seed=seed, mode="full", trace=False)
    agents = dml.PACK.make_agents("heuristic", g, seed)
    while g.round < 2 or len(g.pending.actions) != options:
        g.apply(agents[g.pending.seat].choose(g, g.pending))
    return g


def test_racing_stops_the_trailing_options_and_the_best_gets_every_rollout() -> None:
    g = mid_game()
    raced = hint(g, rollouts=100, seed=0, horizon=1)
    full = hint(g, rollouts=100, seed=0, horizon=1, race=False)
    stopped = [o for o in raced.options if o.raced]
    # 6 options: 3 stop after 25 rollouts, 1 after 50; the leader after 50 runs to 100
    assert sorted(o.rollouts for o in raced.options) == [25, 25, 25, 50, 100, 100]
    assert len(stopped) == 4 and not raced.best.raced and raced.best.rollouts == 100
    assert "stopped early" in str(stopped[0])
    assert all(o.rollouts == 100 and not o.raced for o in full.options)
    # common random numbers: the option that ran to the end saw the same rollouts as without racing
    for o, f in zip(raced.options, full.options, strict=True):
        if o.rollouts == 100:
            assert o.win_rate == f.win_rate
    # racing stops nobody before the rollouts double from one round's worth
    assert not any(o.raced for o in hint(g, rollouts=25, seed=0, horizon=1).options)


def test_a_horizon_cuts_each_rollout_and_the_hint_says_so() -> None:
    g = mid_game()
    h = hint(g, rollouts=10, seed=0, horizon=1, race=False)
    assert h.horizon == 1 and "scored by the evaluation" in str(h)
    assert h.value_name == "Victory Points at the horizon"
    # the evaluation's chances are between 0 and 1, never a whole game's 0 or 1
    assert all(0 < o.win_rate < 1 for o in h.options)
    full = hint(g, rollouts=10, seed=0, race=False)
    assert full.horizon is None and full.value_name == "expected Victory Points"
    assert [o.value for o in h.options] != [o.value for o in full.options]
    with ThreadPoolExecutor(2) as pool:
        assert summary(hint(g, rollouts=10, seed=0, horizon=1, race=False, executor=pool)) == summary(h)


@pytest.mark.parametrize(("horizon", "words"), [(0, "horizon must be"), ("2", "horizon must be"), (1.5, "horizon")])
def test_a_bad_horizon_is_a_value_error(horizon: Any, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        hint(position(), rollouts=2, horizon=horizon)


def test_a_pack_without_an_evaluation_plays_rollouts_to_the_end() -> None:
    with pytest.raises(ValueError, match="no evaluation"):
        hint(merc.PACK.start(1), rollouts=2, horizon=1)


def test_dmls_evaluation_gives_more_points_more_chance() -> None:
    from dml_tutor.core.pack import softmax_share
    from dml_tutor.games.dml.evaluation import EVALUATION, scores

    assert softmax_share([10, 10, 10, 10], 2, 30) == pytest.approx(0.25)
    shares = [softmax_share([40, 10, 25, 10], s, 20) for s in range(4)]
    assert sum(shares) == pytest.approx(1) and shares[0] > shares[2] > shares[1] == shares[3]
    g = mid_game()
    points = [p for p, _ in scores(g)]
    worth = [EVALUATION.worth(g, s) for s in range(4)]
    assert [v for _, v in worth] == points
    ahead, behind = points.index(max(points)), points.index(min(points))
    assert worth[ahead][0] > worth[behind][0]


def _seat0_choices(seat0: Any, seed: int, n: int) -> list[str]:
    """Seat 0's first ``n`` choices with ``seat0`` playing it against three heuristic agents
    (each checked legal)."""
    g = dml.Game(players=4, seed=seed, trace=False)
    agents = dml.PACK.make_agents("heuristic", g, seed)
    agents[0] = seat0
    out = []
    while len(out) < n:
        d = g.pending
        a = agents[d.seat].choose(g, d)
        assert a in d.actions
        if d.seat == 0:
            out.append(str(a))
        g.apply(a)
    return out


def test_the_coach_agent_keeps_its_base_choice_without_evidence() -> None:
    """With an impossible bar (z infinite) the coach plays exactly its base heuristic agent."""
    from dml_tutor.core.agents import agent_seed
    from dml_tutor.games.dml.agents import HeuristicAgent

    coach = CoachAgent(7, rollouts=2, z=float("inf"))
    assert _seat0_choices(coach, 4, 25) == _seat0_choices(HeuristicAgent(agent_seed(7, 0)), 4, 25)
    assert coach.weighed > 0 and coach.changed == 0


def test_the_coach_agent_leaves_the_base_choice_where_its_rollouts_see_a_gain() -> None:
    """On a random base player the rollouts find gains: some choices change, every one legal,
    and the same seed makes the same choices."""

    coach = CoachAgent(5, rollouts=3, z=1.0, base="random")
    first = _seat0_choices(coach, 6, 12)
    assert 0 < coach.changed <= coach.weighed
    assert _seat0_choices(CoachAgent(5, rollouts=3, z=1.0, base="random"), 6, 12) == first


def test_hint_bounds_its_work_and_refuses_a_bad_executor_or_progress() -> None:
    """Like the tutor session's hint: at most MAX_ROLLOUTS per option; an executor without
    submit and a progress that is no function are ValueErrors naming them, before any work."""
    from dml_tutor.coach.hint import MAX_ROLLOUTS

    g = dml.Game(players=4, seed=1)
    for kwargs, word in (
        ({"rollouts": MAX_ROLLOUTS + 1}, "rollouts"),
        ({"rollouts": 10**9}, "rollouts"),
        ({"executor": object()}, "executor"),
        ({"progress": "x"}, "progress"),
    ):
        with pytest.raises(ValueError, match=word):
            hint(g, **kwargs)  # type: ignore[arg-type]
