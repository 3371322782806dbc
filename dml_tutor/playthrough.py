"""Playthrough transcripts (as OpenSpiel keeps them): a seeded game's whole trace as text.

A transcript under tests/playthroughs/ is compared step by step with a fresh run, so any
change in how the engine plays shows up as a readable diff. After an intended rules
change, regenerate with: ``python -m dml_tutor.playthrough --update``.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from .games.dml.agents import make_agents, play_out
from .games.dml.game import Game

#: (file name, players, seed, mode, agents) of the transcripts kept in the repository.
TRANSCRIPTS = (
    ("full-4p-seed7-heuristic.txt", 4, 7, "full", "heuristic"),
    ("full-3p-seed3-random.txt", 3, 3, "full", "random"),
    ("quickstart-4p-seed5-heuristic.txt", 4, 5, "quickstart", "heuristic"),
)
FOLDER = Path(__file__).resolve().parent.parent / "tests" / "playthroughs"


def transcript(players: int, seed: int, mode: str, agents: str) -> str:
    """The trace of one game played by built-in agents, one line per step."""
    g = Game(players, seed, mode)
    play_out(g, make_agents(agents, players, seed))
    assert g.result is not None
    head = f"# dml-tutor playthrough: players={players} seed={seed} mode={mode} agents={agents}\n"
    tail = f"# result: winner={g.result.winner} reason={g.result.reason}\n"
    return head + "".join(f"{e.index:4d} {e}\n" for e in g.trace) + tail


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--update", action="store_true", help="rewrite the transcripts in tests/playthroughs/")
    args = parser.parse_args(argv)
    for name, players, seed, mode, agents in TRANSCRIPTS:
        text = transcript(players, seed, mode, agents)
        if args.update:
            FOLDER.mkdir(parents=True, exist_ok=True)
            (FOLDER / name).write_text(text, "utf-8")
            print(f"wrote tests/playthroughs/{name} ({text.count(chr(10))} lines)")
        else:
            print(text)


if __name__ == "__main__":
    main()
