"""Built-in agents and the ``dml-tutor`` command line."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

import dml_tutor as dml
from dml_tutor import cli
from dml_tutor.core.agents import Agent
from dml_tutor.games.dml.agents import HeuristicAgent, RandomAgent, make_agents, play_out, random_agent
from dml_tutor.games.dml.cards import mode_cards

C = dml.Card.parse
KEYS = {
    "pack",
    "workers",
    "intervals",
    "games",
    "seed",
    "players",
    "mode",
    "agents",
    "trace",
    "seconds",
    "games_per_second",
    "decisions_per_second",
    "mean_decisions",
    "mean_rounds",
    "end_reasons",
    "win_rate_by_seat",
}


def at_declaration(zones: dict[str, str], **extra: Any) -> dml.Game:
    z: dict[str, Any] = {k: v.split() for k, v in zones.items()}
    placed = {C(c) for v in z.values() for c in v}
    z["exile"] = [c.code for c in mode_cards("full") if c not in placed and not (c.is_egg or c.is_king)]
    return dml.Game.from_position({"zones": z, "begin": {"at": "declaration", "seat": 0}, **extra})


# ----------------------------------------------------------------------- agents


@pytest.mark.parametrize(("mode", "players"), [("full", 4), ("full", 3), ("quickstart", 4), ("quickstart", 3)])
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_heuristic_and_random_agents_finish_games(mode: str, players: int, seed: int) -> None:
    names = ["heuristic", "random", "heuristic", "random"][:players]
    g = dml.Game(players, seed, mode, trace=False)
    n = play_out(g, make_agents(names, players, seed))
    assert g.is_over and n == len(g.decisions) > 0
    assert g.result is not None
    assert g.result.reason in ("victory_points", "monopoly", "father_of_dragons")
    assert g.result.winner is None or 0 <= g.result.winner < players
    if g.result.reason == "victory_points":
        assert len(g.result.scores) == players
        assert g.result.winner == dml.decide_winner(g.result.scores)


def test_agents_are_deterministic_and_keep_to_legal_actions() -> None:
    def run() -> list[dml.Action]:
        g = dml.Game(4, 3, trace=False)
        agents = [random_agent(1), HeuristicAgent(2), random_agent(3), HeuristicAgent(4)]
        while (d := g.pending) is not None:
            a = agents[d.seat].choose(g, d)
            assert a in d.actions and a.seat == d.seat
            g.apply(a)
        return list(g.decisions)

    assert run() == run()


def test_play_out_gives_up_after_max_decisions() -> None:
    g = dml.Game(4, 0, trace=False)
    with pytest.raises(RuntimeError, match="did not end within 5 decisions"):
        play_out(g, make_agents("random", 4), max_decisions=5)


def test_make_agents_errors() -> None:
    with pytest.raises(ValueError, match="need 4 agent names"):
        make_agents(["random", "heuristic"], 4)
    with pytest.raises(ValueError, match="unknown agent"):
        make_agents("genius", 3)
    assert [type(a) for a in make_agents(["random", "heuristic", "random"], 3)] == [
        RandomAgent,
        HeuristicAgent,
        RandomAgent,
    ]


@pytest.mark.parametrize("agent", [HeuristicAgent, random_agent])
def test_built_in_agents_declare_instant_wins_and_reroll_only_failures(agent: Callable[[int], Agent]) -> None:
    """R-10 and R-27 fix these choices for every built-in agent, the random one included."""
    g = at_declaration({"stock:S": "9S", "treasury:0": "2S 3S 4S 5S 6S 7S 8S", "event": "JH"}, dice=[[4, 5]])
    g.apply("seat 0: attempt 9♠ from the Iron Stock")
    d = g.pending
    assert d is not None and d.kind == "instant_win"
    assert {agent(seed).choose(g, d) for seed in range(20)} == {dml.DeclareWin(0, "monopoly", True)}
    for dice, fails in (([3, 3], True), ([5, 5], False)):
        g = at_declaration({"stock:S": "8S", "event": "JH"}, dice=[dice])
        g.apply("seat 0: attempt 8♠ from the Iron Stock")
        d = g.pending
        assert d is not None and d.kind == "reroll" and d.context["fails"] is fails
        assert {agent(seed).choose(g, d) for seed in range(20)} == {dml.Reroll(0, fails)}


def test_heuristic_seizes_with_its_best_primary_card() -> None:
    g = at_declaration({"stock:S": "8S 2S", "treasury:1": "3D 7D 4C", "event": "JH"})
    g.apply("seat 0: attempt 8♠ from the Iron Stock")
    d = g.pending
    assert d is not None and d.kind == "seize" and d.seat == 1
    assert HeuristicAgent().choose(g, d) == dml.Seize(1, C("7D"))
    # a cheap target is not worth a Seize card
    g = at_declaration({"stock:S": "8S 2S", "treasury:1": "3D 7D 4C", "event": "JH"})
    g.apply("seat 0: attempt 2♠ from the Iron Stock")
    d = g.pending
    assert d is not None and isinstance(HeuristicAgent().choose(g, d), dml.Pass)


@pytest.mark.slow
def test_heuristic_beats_random_over_many_games() -> None:
    wins: Counter[str] = Counter()
    for seed in range(40):
        g = dml.Game(4, seed, trace=False)
        play_out(g, make_agents(["heuristic", "random", "heuristic", "random"], 4, seed))
        assert g.result is not None
        if g.result.winner is not None:
            wins["heuristic" if g.result.winner % 2 == 0 else "random"] += 1
    assert wins["heuristic"] > wins["random"]


# -------------------------------------------------------------------------- CLI


def test_simulate_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["simulate", "--games", "5", "--json"]) == 0
    out = capsys.readouterr().out
    report = json.loads(out)
    assert set(report) == KEYS
    assert report["games"] == 5 and report["players"] == 4 and report["mode"] == "full"
    assert report["agents"] == "heuristic" and report["seed"] == 0
    assert sum(report["end_reasons"].values()) == 5
    assert set(report["end_reasons"]) <= {"victory_points", "monopoly", "father_of_dragons"}
    assert sum(report["win_rate_by_seat"].values()) == pytest.approx(1.0)
    assert set(report["win_rate_by_seat"]) <= {"0", "1", "2", "3", "none"}
    assert report["mean_rounds"] > 0 and report["mean_decisions"] > 0 and report["seconds"] >= 0


def test_simulate_is_reproducible(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["simulate", "--games", "3", "--seed", "7", "--players", "3", "--mode", "quickstart", "--json"]
    cli.main([*args, "--agents", "random,heuristic,random"])
    first = json.loads(capsys.readouterr().out)
    cli.main([*args, "--agents", "random,heuristic,random"])
    second = json.loads(capsys.readouterr().out)
    for key in ("end_reasons", "win_rate_by_seat", "mean_rounds", "mean_decisions"):
        assert first[key] == second[key]
    assert first["players"] == 3 and first["mode"] == "quickstart" and first["agents"] == "random,heuristic,random"


def test_simulate_text_report(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["simulate", "--games", "2", "--agents", "random", "--no-progress"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("2 games, 4 players, mode full, agents random, seed 0")
    assert "end reasons:" in out and "win rate by seat:" in out


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["simulate", "--games", "0"], "--games must be at least 1"),
        (["simulate", "--games", "many"], "invalid int value"),
        (["simulate", "--players", "5"], "setting 'players' must be one of 3, 4"),
        (["simulate", "--mode", "blitz"], "setting 'mode' must be one of 'full', 'quickstart'"),
        (["simulate", "--games", "1", "--agents", "genius"], "unknown agent"),
        (["simulate", "--games", "1", "--agents", "random,heuristic"], "need 4 agent names"),
        (["simulate", "--frobnicate"], "unrecognized arguments"),
        (["teleport"], "invalid choice"),
        ([], "required"),
        (["lab", "no/such/notebook.ipynb"], "no notebook at"),
    ],
)
def test_bad_arguments_exit_with_an_error(argv: list[str], words: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        cli.main(argv)
    assert info.value.code == 2
    captured = capsys.readouterr()
    assert words in captured.err
    assert captured.out == ""
