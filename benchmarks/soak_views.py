"""Soak for issue 10: walk whole random games and check every step under every seat's view
(tests/tutor/test_view_leaks.py checks the last 25 steps of 50 games in the default suite).

Run: ``.venv/bin/python benchmarks/soak_views.py [--seeds 100 101 102]``
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from test_view_leaks import walk


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--seeds", type=int, nargs="+", default=[100, 101, 102])
    args = ap.parse_args(argv)
    for seed in args.seeds:
        start = time.perf_counter()
        checks = walk(seed, 3 + seed % 2, "full", window=0)
        print(f"seed {seed}: {checks} views checked in {time.perf_counter() - start:.1f} s, no leak")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
