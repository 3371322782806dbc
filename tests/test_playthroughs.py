"""Seeded games still play exactly as their stored transcripts say (regression check)."""

from __future__ import annotations

import difflib

import pytest

from dml_tutor.playthrough import FOLDER, TRANSCRIPTS, transcript


@pytest.mark.parametrize(("name", "players", "seed", "mode", "agents"), TRANSCRIPTS, ids=[t[0] for t in TRANSCRIPTS])
def test_playthrough_matches_transcript(name: str, players: int, seed: int, mode: str, agents: str) -> None:
    stored = (FOLDER / name).read_text("utf-8")
    fresh = transcript(players, seed, mode, agents)
    if fresh != stored:
        diff = "".join(list(difflib.unified_diff(stored.splitlines(True), fresh.splitlines(True), name, "now"))[:60])
        pytest.fail(f"{name} changed. If the change is intended, run: python -m dml_tutor.playthrough --update\n{diff}")
