"""The compiled engine (mypyc) and the pure Python one are the same engine: they play the
same games, derive the same sequence tree, and refuse bad input with the same errors.

This process runs whichever build the install made (``dml.compiled``); the other build is
run in a child process (``DML_TUTOR_PURE=1`` forces pure Python there). CI runs the whole
suite on the compiled build and the engine's tests (marked ``engine`` by tests/marks.py,
this file among them) again on pure Python, so the engine holds in both.
"""

from __future__ import annotations

import hashlib
import importlib
import json
import os
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

import pytest

import dml_tutor as dml
from dml_tutor import _build
from dml_tutor.core.testing import check_tracing_invariant
from dml_tutor.games import dml as pack
from dml_tutor.games.dml.agents import make_agents, play_out

SEEDS = range(300)


def played(seeds: range) -> dict[str, Any]:
    """Every game's decisions and result, hashed per game, plus the derived tree."""
    games = {}
    for seed in seeds:
        mode = ("full", "quickstart")[seed % 2]
        players = 3 + seed // 2 % 2
        g = dml.Game(players, seed, mode, trace=False)
        play_out(g, make_agents("random" if seed % 3 else "heuristic", players, seed))
        assert g.result is not None
        record = json.dumps([[a.to_json() for a in g.decisions], g.result.winner, g.result.reason, g.round])
        games[str(seed)] = hashlib.sha256(record.encode()).hexdigest()
    tree = [list(trail) for trail, _ in pack.PACK.tree.walk()]
    return {"compiled": dml.compiled, "games": games, "tree": tree}


def other_build_runs(code: str, pure: bool) -> str:
    """The last line ``code`` prints in a child process running the other build."""
    env = dict(os.environ)
    env.pop(_build.SWITCH, None)
    if pure:
        env[_build.SWITCH] = "1"
    root = Path(__file__).resolve().parents[2]
    r = subprocess.run([sys.executable, "-c", code], env=env, cwd=root, capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stderr
    return r.stdout.strip().splitlines()[-1]


def other_build(pure: bool) -> dict[str, Any]:
    out: dict[str, Any] = json.loads(
        other_build_runs("import json, tests.core.test_builds as t; print(json.dumps(t.played(t.SEEDS)))", pure)
    )
    return out


def the_other_build_is_here() -> bool:
    """Whether this process can start the other build (the compiled one may be missing)."""
    return dml.compiled or (bool(_build.compiled_files()) and os.environ.get(_build.SWITCH, "") in ("", "0"))


#: Odd values for the public helpers of the compiled modules.
JUNK: list[Any] = [None, 5, 2.5, True, "x", [], {}, ("5S",), b"5S", "5S", ["5S"], {"5S": 1}, 10**30]


def refusals() -> dict[str, list[str]]:
    """What each public helper does with each odd value: "ok" or the exception's class."""
    from dml_tutor.games.dml import actions, position

    calls: dict[str, Any] = {
        "target_value(declared)": lambda j: dml.target_value(j),
        "target_value(event)": lambda j: dml.target_value(["5S"], event=j),
        "target_value(emblem_bonus)": lambda j: dml.target_value(["5S"], emblem_bonus=j),
        "target_value(active_primary)": lambda j: dml.target_value(["5S"], active_primary=j),
        "Event.of": lambda j: dml.Event.of(j),
        "score(treasury)": lambda j: dml.score(j, desired="S"),
        "score(court)": lambda j: dml.score(["5S"], j, desired="S"),
        "score(desired)": lambda j: dml.score(["5S"], desired=j),
        "success_probability(target)": lambda j: dml.success_probability(j),
        "success_probability(reroll)": lambda j: dml.success_probability(7, j),
        "parse_action": lambda j: actions.parse_action(j, 0),
        "Action.from_json": lambda j: dml.Action.from_json(j),
        "Seize(card).checked": lambda j: dml.Seize(1, j).checked(),
        "Bid(cards).checked": lambda j: dml.Bid(1, j, "primary").checked(),
        "Declare(seat).checked": lambda j: dml.Declare(j, "stock:S").checked(),
        "Declare(target).checked": lambda j: dml.Declare(0, j).checked(),
        "Game.from_json": lambda j: dml.Game.from_json(j),
        "read_chance": lambda j: position.read_chance(j),
        "read_chance(dice)": lambda j: position.read_chance([{"dice": j}]),
        "read_chance(shuffle)": lambda j: position.read_chance([{"shuffle": j}]),
        "Card.parse": lambda j: dml.Card.parse(j),
        "cards": lambda j: dml.cards(j),
        "primary_buying": lambda j: dml.primary_buying(j),
    }
    out: dict[str, list[str]] = {}
    for name, call in calls.items():
        out[name] = []
        for j in JUNK:
            try:
                call(j)
                out[name].append("ok")
            except Exception as e:
                out[name].append("ValueError" if isinstance(e, ValueError) else type(e).__name__)
    return out


def test_the_switch_forces_pure_python() -> None:
    env = {**os.environ, _build.SWITCH: "1"}
    code = "import dml_tutor, dml_tutor.games.dml.sequences.common as c; print(dml_tutor.compiled, c.__file__)"
    r = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    compiled, file = r.stdout.split()
    assert compiled == "False" and file.endswith(".py")


def test_the_compiled_build_compiles_every_module_it_lists() -> None:
    """Every module pyproject lists for mypyc runs compiled in the compiled build (a module
    mypyc cannot compile fails the whole build: it then installs pure Python)."""
    if not dml.compiled:
        pytest.skip("the pure Python build runs here")
    root = Path(__file__).resolve().parents[2]
    listed = tomllib.loads((root / "pyproject.toml").read_text())["tool"]["hatch"]["build"]["targets"]["wheel"]
    paths = sorted({p for pattern in listed["hooks"]["custom"]["compile"] for p in root.glob(pattern)})
    assert paths
    for path in paths:
        parts = path.relative_to(root).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        module = importlib.import_module(name)
        assert _build.is_compiled(module), f"{name} runs from {module.__file__}"


def test_both_builds_play_the_same_games() -> None:
    if not the_other_build_is_here():
        pytest.skip("only the pure Python build is installed here (CI runs both)")
    here = played(SEEDS)
    if dml.compiled:
        there = other_build(pure=True)
        assert there["compiled"] is False
    else:
        there = other_build(pure=False)
        assert there["compiled"] is True
    assert there["tree"] == here["tree"]
    differ = [s for s in here["games"] if here["games"][s] != there["games"][s]]
    assert not differ, f"the builds played different games for seeds {differ[:10]}"


def test_both_builds_refuse_odd_values_at_the_public_helpers_alike() -> None:
    """A helper that refuses a value with a ValueError in one build does in the other (a
    compiled function checks its argument types: a wrong type there would be a TypeError)."""
    here = refusals()
    assert "ValueError" in here["target_value(emblem_bonus)"] and "ok" in here["target_value(event)"]
    if not the_other_build_is_here():
        pytest.skip("only the pure Python build is installed here (CI runs both)")
    code = "import json, tests.core.test_builds as t; print(json.dumps(t.refusals()))"
    there = json.loads(other_build_runs(code, pure=dml.compiled))
    for name, answers in here.items():
        for value, a, b in zip(JUNK, answers, there[name], strict=True):
            if "ValueError" in (a, b) or "ok" in (a, b):
                assert a == b, f"{name}({value!r}): {a} here, {b} in the other build"


@pytest.mark.parametrize("seed", range(0, 40, 4))
def test_tracing_on_and_off_play_the_same_game(seed: int) -> None:
    check_tracing_invariant(pack.PACK, seed)


def test_an_untraced_game_keeps_no_frames_and_refuses_the_same_way() -> None:
    on, off = dml.Game(4, 11), dml.Game(4, 11, trace=False)
    agents = make_agents("heuristic", 4, 11)
    while on.pending is not None and on.pending.kind != "bid":
        a = agents[on.pending.seat].choose(on, on.pending)
        on.apply(a)
        off.apply(a.to_json())
    assert on.pending is not None and off.pending is not None
    assert off.frames == [] and on.frames
    bad = dml.Pass(on.pending.seat, "nothing")
    assert on.why_not(bad) == off.why_not(bad)


@pytest.mark.parametrize("dice", [[(7, 1)], [(1,)], 5, [("a", 2)], [(True, 2)]])
def test_forced_dice_are_checked(dice: Any) -> None:
    with pytest.raises(ValueError, match="dice"):
        dml.Game(4, 0, dice=dice)


def test_forced_dice_come_first_and_are_saved() -> None:
    g = dml.Game(4, 1, dice=[(6, 6)])
    assert g.dealer == 0 and g.trace[1].chance == (6, 6)
    loaded = dml.Game.from_json(g.to_json())
    assert loaded.to_json() == g.to_json() and loaded.dealer == 0


# ------------------------------------------------------------ which tests run in which build


def test_ci_runs_the_readme_command_then_the_engine_tests_on_pure_python() -> None:
    """The README's test command is what CI runs (so it works on a fresh clone); the second,
    pure pass runs only the engine tests."""
    import re

    root = Path(__file__).resolve().parents[2]
    ci = (root / ".ci" / "run").read_text("utf-8")
    readme = (root / "README.md").read_text("utf-8")
    command = next(ln for ln in readme.splitlines() if ln.startswith("python3 -m venv .venv") and "pytest" in ln)
    assert command.replace("pip install -e", "pip install -q -e") in ci
    passes = re.findall(r"^(.*-m pytest.*)$", ci, re.M)
    pure = "DML_TUTOR_PURE=1 .venv/bin/python -m pytest -q -m engine -n auto --dist loadgroup"  # in a worker per CPU
    assert len(passes) == 2 and passes[1] == pure


def test_every_engine_test_file_named_exists_and_is_marked(request: pytest.FixtureRequest) -> None:
    from marks import ENGINE_TESTS, is_engine_test  # type: ignore[import-not-found]

    here = Path(__file__).resolve().parents[1]  # tests/
    stems = {p.stem for p in here.rglob("test_*.py")}
    assert stems >= ENGINE_TESTS, f"tests/marks.py names engine tests that do not exist: {ENGINE_TESTS - stems}"
    assert is_engine_test(here / "core" / "test_builds.py") and not is_engine_test(here / "apps" / "test_browser.py")
    tutor = here / "tutor"
    assert is_engine_test(tutor / "test_view_leaks.py") and not is_engine_test(tutor / "test_tutor.py")
    assert is_engine_test(here / "packs" / "merc" / "test_x.py") and is_engine_test(here / "core" / "test_x.py")
    assert request.node.get_closest_marker("engine") is not None


def test_the_compiled_draws_draw_what_random_draws() -> None:
    """core.draws (compiled in the compiled build; the agents' choice is its choice) picks,
    shuffles and draws in a range what ``random.Random`` does and leaves the generator where
    it leaves it, for every length: the same games per seed."""
    import random

    from dml_tutor.core import draws
    from dml_tutor.core.agents import choice

    assert choice is draws.choice
    for seed in range(20):
        ours, theirs = random.Random(seed), random.Random(seed)
        for n in [*range(1, 70), 127, 128, 129, 1000, 2**20 + 1]:
            seq = list(range(n))
            assert choice(ours, seq) == theirs.choice(seq), (seed, n)
            assert draws.randrange(ours, n) == theirs.randrange(n), (seed, n)
            mine, yours = seq[: n % 90], seq[: n % 90]
            draws.shuffle(ours, mine)
            theirs.shuffle(yours)
            assert mine == yours, (seed, n)
        assert ours.getstate() == theirs.getstate()
    with pytest.raises(IndexError):
        choice(random.Random(0), [])
    with pytest.raises(ValueError):
        draws.randrange(random.Random(0), 0)
