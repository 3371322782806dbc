"""Which tests the build (mypyc or pure Python) matters to: CI runs these ``engine`` tests in
both builds (``.ci/run``: ``-m engine`` in the pure pass) and every other test once. They are
every test under tests/core/ and tests/packs/, and the few elsewhere named here."""

from __future__ import annotations

from pathlib import Path

#: Engine tests outside tests/core/ and tests/packs/: a seat's view over random games, and the
#: recorded playthroughs (both replay whole games on the engine).
ENGINE_TESTS = frozenset({"test_view_leaks", "test_playthroughs", "test_bank"})
ENGINE_FOLDERS = ("core", "packs")
TESTS = Path(__file__).resolve().parent


def is_engine_test(path: Path) -> bool:
    try:
        parts = path.resolve().relative_to(TESTS).parts
    except ValueError:
        return False
    return path.stem in ENGINE_TESTS or (len(parts) > 1 and parts[0] in ENGINE_FOLDERS)
