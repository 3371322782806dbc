"""Shared helpers for the engine tests, and which tests the build matters to."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

import dml_tutor as dml


def random_playout(game: dml.Game, seed: int, check: object = None, limit: int = 50_000) -> int:
    """Play random legal actions to the end; call ``check(game)`` after every decision."""
    rng = random.Random(seed)
    n = 0
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
        n += 1
        if check is not None:
            check(game)  # type: ignore[operator]
        assert n < limit, "game did not end"
    return n


@pytest.fixture
def playout():
    return random_playout


#: The engine's tests (the core and the game packs): the build (mypyc or pure Python) matters to
#: them, so CI runs them in both builds (``.ci/run``: ``-m engine`` in the pure pass) and every
#: other test once. A test file here, or any under tests/core/ or tests/packs/, is marked ``engine``.
ENGINE_TESTS = frozenset(
    {
        "test_agents_cli",
        "test_bad_input",
        "test_begin",
        "test_builds",
        "test_cards_dice_scoring",
        "test_chance",
        "test_core_actions",
        "test_fuzz",
        "test_hardening",
        "test_invariants",
        "test_lazy_choices",
        "test_legality",
        "test_merc",
        "test_merc_fuzz",
        "test_packs",
        "test_playthroughs",
        "test_positions",
        "test_rule_catalog",
        "test_rulings",
        "test_save_load",
        "test_sequences",
        "test_terrus",
        "test_variants",
        "test_view_leaks",
    }
)
_ENGINE_FOLDERS = ("core", "packs")


def is_engine_test(path: Path) -> bool:
    here = Path(__file__).parent
    try:
        parts = path.relative_to(here).parts
    except ValueError:
        return False
    return path.stem in ENGINE_TESTS or (len(parts) > 1 and parts[0] in _ENGINE_FOLDERS)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        if is_engine_test(item.path):
            item.add_marker(pytest.mark.engine)
