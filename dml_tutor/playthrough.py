"""Playthrough transcripts (as OpenSpiel keeps them): a seeded game's whole trace as text.

A transcript under tests/playthroughs/ is compared step by step with a fresh run, so any
change in how the engine plays shows up as a readable diff. Any registered pack can have
transcripts: the game and its agents come from the pack's descriptor (``Pack.start``,
``Pack.make_agents``). After an intended rules change, regenerate with:
``python -m dml_tutor.playthrough --update``.
"""

from __future__ import annotations

import argparse
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from . import games
from .core.agents import play_out

#: (file name, pack, seed, agents, settings) of the transcripts kept in the repository.
TRANSCRIPTS: tuple[tuple[str, str, int, str, Mapping[str, Any]], ...] = (
    ("full-4p-seed7-heuristic.txt", "dml", 7, "heuristic", {"players": 4, "mode": "full"}),
    ("full-3p-seed3-random.txt", "dml", 3, "random", {"players": 3, "mode": "full"}),
    ("quickstart-4p-seed5-heuristic.txt", "dml", 5, "heuristic", {"players": 4, "mode": "quickstart"}),
)
FOLDER = Path(__file__).resolve().parent.parent / "tests" / "playthroughs"


def transcript(pack: str, seed: int, agents: str, settings: Mapping[str, Any] | None = None) -> str:
    """The trace of one game of ``pack`` played by its built-in agents, one line per step."""
    descriptor = games.get(pack)
    extra = dict(settings or {})
    g = descriptor.start(seed, **extra)
    play_out(g, descriptor.make_agents(agents, g, seed))
    outcome = g.outcome
    assert outcome is not None
    given = " ".join(f"{k}={v}" for k, v in extra.items())
    head = f"# dml-tutor playthrough: pack={pack} seed={seed} agents={agents} {given}".rstrip() + "\n"
    tail = (
        f"# result: winners={','.join(map(str, outcome.winners)) or '-'} "
        f"losers={','.join(map(str, outcome.losers)) or '-'} draw={outcome.draw} "
        f"rule={outcome.rule} reason={outcome.reason}\n"
    )
    return head + "".join(f"{e.index:4d} {e}\n" for e in g.trace) + tail


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--update", action="store_true", help="rewrite the transcripts in tests/playthroughs/")
    args = parser.parse_args(argv)
    for name, pack, seed, agents, settings in TRANSCRIPTS:
        text = transcript(pack, seed, agents, settings)
        if args.update:
            FOLDER.mkdir(parents=True, exist_ok=True)
            (FOLDER / name).write_text(text, "utf-8")
            print(f"wrote tests/playthroughs/{name} ({text.count(chr(10))} lines)")
        else:
            print(text)


if __name__ == "__main__":
    main()
