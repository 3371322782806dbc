"""The front end's script is in parts (shell, decision, hint, log, diagrams, on a base), joined
into the one module anywidget loads; no function of the shell runs over 100 lines."""

from __future__ import annotations

import re

from dml_tutor.tutor.assets import PARTS, STATIC, front_end, panel_assets


def test_every_part_is_joined_in_order_and_no_file_is_left_out() -> None:
    on_disk = {p.stem for p in (STATIC / "tutor").glob("*.js")}
    assert on_disk == set(PARTS)
    module = front_end("js")
    at = [module.index((STATIC / "tutor" / f"{p}.js").read_text("utf-8")) for p in PARTS]
    assert at == sorted(at)
    assert module.index("function loadViz") < at[0]  # viz_loader.js first


def test_no_function_of_the_shell_runs_over_100_lines() -> None:
    too_long = []
    for path in sorted((STATIC / "tutor").glob("*.js")):
        lines = path.read_text("utf-8").splitlines()
        start = None
        for n, line in enumerate(lines):
            # a top-level function (declared or exported) ends at its column-0 "}"
            if re.match(r"(export )?(async )?function ", line):
                start = (n, line.strip()[:40])
            elif start is not None and re.match(r"\}", line):
                if n - start[0] > 100:
                    too_long.append(f"{path.name}: {start[1]} ({n - start[0]} lines)")
                start = None
    assert not too_long, too_long


def test_no_function_of_a_packs_panel_runs_over_100_lines() -> None:
    """Each registered pack's panel script (read from its own package) is functions of at most
    100 lines too (DML's was one closure of 160)."""
    too_long = []
    scripts = panel_assets("js")
    assert {"dml", "merc", "terrus"} <= set(scripts)
    for name, text in scripts.items():
        start = None
        for n, line in enumerate(text.splitlines()):
            if re.match(r"(async )?function |registerPanel\(", line):
                start = (n, line.strip()[:40])
            elif start is not None and re.match(r"\}", line):
                if n - start[0] > 100:
                    too_long.append(f"{name}: {start[1]} ({n - start[0]} lines)")
                start = None
    assert not too_long, too_long
