"""Seeded games still play exactly as their stored transcripts say (regression check)."""

from __future__ import annotations

import difflib
from collections.abc import Mapping
from typing import Any

import pytest

from dml_tutor.playthrough import FOLDER, TRANSCRIPTS, transcript


@pytest.mark.parametrize(("name", "pack", "seed", "agents", "settings"), TRANSCRIPTS, ids=[t[0] for t in TRANSCRIPTS])
def test_playthrough_matches_transcript(
    name: str, pack: str, seed: int, agents: str, settings: Mapping[str, Any]
) -> None:
    stored = (FOLDER / name).read_text("utf-8")
    fresh = transcript(pack, seed, agents, settings)
    if fresh != stored:
        diff = "".join(list(difflib.unified_diff(stored.splitlines(True), fresh.splitlines(True), name, "now"))[:60])
        pytest.fail(f"{name} changed. If the change is intended, run: python -m dml_tutor.playthrough --update\n{diff}")


def test_a_transcript_names_the_pack_and_the_outcome_by_its_rule() -> None:
    text = transcript("dml", 7, "heuristic", {"players": 4, "mode": "full"})
    assert text.startswith("# dml-tutor playthrough: pack=dml seed=7 agents=heuristic players=4 mode=full\n")
    assert text.endswith("rule=end.stage reason=victory_points\n")
    with pytest.raises(ValueError, match="unknown agent"):
        transcript("dml", 7, "nobody", {"players": 4})
