"""The core's conformance suite (core.testing) on every registered game pack, and the
pack registry itself."""

from __future__ import annotations

from pathlib import Path

import pytest

from dml_tutor import games
from dml_tutor.core import Outcome
from dml_tutor.core.testing import ConformanceError, check_pack

PACKS = list(games.PACKS)


@pytest.mark.parametrize("name", PACKS)
def test_pack_passes_the_conformance_suite(name: str) -> None:
    check_pack(games.get(name), games=12)


def test_unknown_pack_is_a_value_error() -> None:
    with pytest.raises(ValueError, match="unknown game 'chess'"):
        games.get("chess")


def test_save_files_name_their_game_and_old_ones_load_as_dml() -> None:
    import json

    import dml_tutor as dml

    g = dml.Game(seed=3)
    for _ in range(5):
        g.apply(g.legal_actions()[0])
    data = json.loads(g.to_json())
    assert data["game"] == "dml"
    del data["game"]  # a save file from before packs
    old = json.dumps(data)
    assert games.load(old).to_json() == g.to_json()
    assert dml.Game.from_json(old).to_json() == g.to_json()
    data["game"] = "merc"
    with pytest.raises(ValueError, match="'game'"):
        dml.Game.from_json(json.dumps(data))


def test_dml_result_is_also_a_core_outcome() -> None:
    import dml_tutor as dml
    from dml_tutor.core import play_out
    from dml_tutor.games.dml import make_agents

    g = dml.Game(seed=5, trace=False)
    play_out(g, make_agents("random", 4, 5))
    assert g.result is not None and isinstance(g.outcome, Outcome)
    if g.result.winner is None:
        assert g.outcome.draw and not g.outcome.winners
    else:
        assert g.outcome.winners == (g.result.winner,)
        assert set(g.outcome.losers) == set(range(4)) - {g.result.winner}
    assert g.outcome.rule in dml.catalog()


def test_conformance_suite_catches_a_broken_pack() -> None:
    """The suite can fail: a pack whose view leaks a secret is caught."""
    from dataclasses import replace

    dml_pack = games.get("dml")
    leaky = replace(dml_pack, secrets=lambda game, seat: {'"deck"'})  # every view names the deck zone
    with pytest.raises(ConformanceError, match="view shows"):
        check_pack(leaky, games=1)


@pytest.mark.parametrize("name", PACKS)
def test_the_descriptor_starts_games_and_round_trips_their_settings(name: str) -> None:
    pack = games.get(name)
    assert pack.name == name and pack.title and "random" in pack.agents
    game = pack.start(5)
    n = pack.seat_count(game)
    assert pack.min_seats <= n <= (pack.max_seats or n)
    settings = pack.settings(game)
    assert set(settings) <= {s.name for s in pack.schema}
    again = pack.from_settings(settings)
    assert again.to_json() == game.to_json()
    settings["nope"] = 1  # a copy: the game is untouched
    assert pack.settings(game) != settings
    with pytest.raises(ValueError, match="unknown setting 'nope'"):
        pack.from_settings(settings)
    first = pack.schema[0]
    with pytest.raises(ValueError, match=f"setting '{first.name}' must be"):
        pack.start(5, **{first.name: b"x" * 10_000})
    agents = pack.make_agents("random", game, 5)
    assert len(agents) == n
    assert [type(a) for a in agents] == [type(a) for a in pack.random_agents(game, 5)]
    with pytest.raises(ValueError, match="unknown agent 'genius'"):
        pack.make_agents("genius", game, 5)
    assert pack.observe(game, None) is not None
    with pytest.raises(ValueError, match=f"not a {name} game"):
        pack.settings(object())  # type: ignore[arg-type]


def test_one_seed_formula_for_every_seat_agent() -> None:
    from dml_tutor.core.agents import agent_seed

    pack = games.get("dml")
    g = pack.start(3)
    a, b = pack.make_agents("random", g, 3)[:2], pack.make_agents("random", g, 3)[:2]
    d = g.pending
    assert d is not None
    assert [x.choose(g, d) for x in a] == [x.choose(g, d) for x in b]
    assert agent_seed(3, 1) != agent_seed(3, 0) != agent_seed(4, 0)


def test_lab_has_no_default_game() -> None:
    from dml_tutor import lab

    with pytest.raises(TypeError, match="pack"):
        lab.simulate(1, progress=False)  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="pack"):
        lab.Coverage()  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        lab.variants()  # type: ignore[call-arg]
    from dml_tutor.lab.runner import GameSpec

    with pytest.raises(TypeError):
        GameSpec()  # type: ignore[call-arg]


def test_the_built_in_packs_are_registered_as_entry_points() -> None:
    import tomllib
    from pathlib import Path

    meta = tomllib.loads((Path(__file__).resolve().parents[2] / "pyproject.toml").read_text("utf-8"))
    declared = meta["project"]["entry-points"][games.GROUP]
    assert declared == games.BUILT_IN
    assert list(games.PACKS)[:3] == ["dml", "merc", "terrus"]


def test_a_broken_registration_is_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(games.PACKS, "gone", "no_such_module_here")
    with pytest.raises(games.PackError, match=r"'gone' pack .* failed to import: ModuleNotFoundError"):
        games.get("gone")
    monkeypatch.setitem(games.PACKS, "nopack", "json")
    with pytest.raises(games.PackError, match="has no PACK"):
        games.get("nopack")
    monkeypatch.setitem(games.PACKS, "alias", "dml_tutor.games.merc")
    with pytest.raises(games.PackError, match="calls itself 'merc'"):
        games.get("alias")
    with pytest.raises(ValueError, match="unknown game 'chess': the packs are dml, merc, terrus"):
        games.get("chess")


EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "last_stone"


def test_the_example_pack_is_installed_from_its_own_distribution() -> None:
    """examples/last_stone is registered by its own install (the README's test command), so
    the conformance suite above runs on it too."""
    assert "last_stone" in games.PACKS, "the example pack is not installed: pip install ./examples/last_stone"
    pack = games.get("last_stone")
    assert pack.package == "last_stone" and not pack.package.startswith("dml_tutor")
    assert Path(pack.game.__module__.replace(".", "/")).name == "last_stone"


def test_the_game_pack_how_to_quotes_the_example_pack() -> None:
    """The worked example in docs/howto-game-pack.md is the example pack's code (and its panel's), line for line."""
    import re
    import textwrap

    doc = (EXAMPLE.parents[1] / "docs" / "howto-game-pack.md").read_text("utf-8")
    walk = doc[doc.index("## A game pack, step by step") :]
    walk = walk[: walk.index("\n## ", 5)]
    codes = [(EXAMPLE / "last_stone" / name).read_text("utf-8") for name in ("__init__.py", "panel.py")]
    tomls = [
        (EXAMPLE / "last_stone" / "rules.toml").read_text("utf-8"),
        (EXAMPLE / "pyproject.toml").read_text("utf-8"),
    ]
    blocks = re.findall(r"^( *)<!-- skip-test -->\n\1```(python|toml)\n(.*?)^\1```", walk, re.M | re.S)
    blocks += re.findall(r"^( *)```(toml)\n(.*?)^\1```", walk, re.M | re.S)
    assert len(blocks) >= 7
    for _, lang, body in blocks:
        want = [line.strip() for line in textwrap.dedent(body).strip().splitlines()]
        for source in codes if lang == "python" else tomls:
            have = [line.strip() for line in source.splitlines()]
            if any(have[i : i + len(want)] == want for i in range(len(have))):
                break
        else:
            raise AssertionError(f"docs/howto-game-pack.md quotes code the example pack does not have:\n{body}")


@pytest.mark.parametrize("name", ["merc", "terrus"])
def test_a_packs_options_give_its_variants(name: str) -> None:
    from dataclasses import replace

    pack = games.get(name)
    assert pack.options is not None and pack.variants == pack.options.variants(name)
    assert replace(pack, variants=()).variants == pack.variants  # derived when not given
    game = pack.start(3, options={v.option: v.value for v in pack.variants[-1:]})
    assert pack.settings(game)["options"][pack.variants[-1].option] == pack.variants[-1].value


def test_the_restart_forms_fields_come_from_the_descriptor() -> None:
    dml_pack = games.get("dml")
    fields = {f["key"]: f for f in dml_pack.choices(dml_pack.start(1, players=3, mode="quickstart"))}
    assert fields["players"]["value"] == 3 and [o["value"] for o in fields["players"]["options"]] == [3, 4]
    assert {"value": "quickstart", "label": "Market Mayhem"} in fields["mode"]["options"]
    merc = games.get("merc")
    form = merc.choices(merc.start(2, options={"dictator_card": "anywhere"}))
    assert [f["key"] for f in form] == ["rules", "dictator_card"] and form[1]["value"] == "anywhere"
    assert [o["value"] for o in form[0]["options"]] == ["printed", "implementation_notes"]
    assert form[0]["label"] == "Rules" and form[0]["options"][0]["label"] == "printed rules"  # the option's words
    # a pack names its form's fields (DML: players and mode, not its rule variants); a wrong name is refused
    assert [f["key"] for f in dml_pack.choices(dml_pack.start(1))] == ["players", "mode"]
    from dataclasses import replace

    assert [f["key"] for f in replace(dml_pack, form=None).choices(dml_pack.start(1))][:3] == [
        "players",
        "mode",
        "powers_from_court",
    ]
    with pytest.raises(ValueError, match="form field 'seed' is no setting with choices nor rule option"):
        replace(dml_pack, form=("players", "seed"))


def test_the_example_pack_runs_in_the_command_line_and_the_lab(capsys: pytest.CaptureFixture[str]) -> None:
    """``pip install ./examples/last_stone`` is all it takes: the command line simulates and
    covers it, the lab compares nothing it does not have."""
    import json

    from dml_tutor import cli, lab

    assert cli.main(["simulate", "--pack", "last_stone", "--games", "6", "--workers", "1", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["pack"] == "last_stone" and report["players"] == 2 and report["end_reasons"] == {"last stone": 6}
    assert cli.main(["coverage", "--pack", "last_stone", "--games", "4", "--workers", "1", "--json"]) == 0
    cov = json.loads(capsys.readouterr().out)
    assert cov["pack"] == "last_stone" and cov["never"] == [] and cov["rules"]["take"] > 0
    assert lab.variants("last_stone") == {}
    three = lab.simulate(4, pack="last_stone", settings={"players": 3}, workers=1, progress=False)
    assert three.seats == 3 and three.seeds == [0, 1, 2, 3]


def test_the_conformance_suite_checks_the_descriptor() -> None:
    from dataclasses import replace

    from dml_tutor.core.testing import check_descriptor

    dml_pack = games.get("dml")
    with pytest.raises(ConformanceError, match="outside its seat counts"):
        check_descriptor(replace(dml_pack, max_seats=3), range(2))  # seed 1 deals 4 seats
    short = replace(
        dml_pack, agents={**dml_pack.agents, "lonely": lambda game, seed: dml_pack.random_agents(game, seed)[:1]}
    )
    with pytest.raises(ConformanceError, match="agents 'lonely' are not one per seat"):
        check_descriptor(short, range(1))
