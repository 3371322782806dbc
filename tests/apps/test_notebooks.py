"""Every notebook agrees with its text source, runs top to bottom without error, and is stored without outputs.

Each ``notebooks/**/NAME.ipynb`` is paired (``notebooks/jupytext.toml``) with ``NAME.py``, a jupytext
percent-format source that contributors edit. The ``.ipynb`` is regenerated from it with

    .venv/bin/jupytext --update --to ipynb notebooks/*.py notebooks/*/*.py
"""

from __future__ import annotations

import functools
import json
import re
from pathlib import Path

import jupytext
import nbformat
import pytest
from jupytext.combine import combine_inputs_with_outputs
from jupytext.config import load_jupytext_config

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOK_DIR = ROOT / "notebooks"
REGENERATE = ".venv/bin/jupytext --update --to ipynb notebooks/*.py notebooks/*/*.py"


def _found(pattern: str) -> list[Path]:
    return sorted(p for p in NOTEBOOK_DIR.rglob(pattern) if ".ipynb_checkpoints" not in p.parts)


NOTEBOOKS = _found("*.ipynb")
SOURCES = _found("*.py")


def _id(path: Path) -> str:
    return path.relative_to(NOTEBOOK_DIR).as_posix()


def _read_source(source: Path) -> nbformat.NotebookNode:
    """The source as jupytext's command line reads it (with the folder's jupytext.toml)."""
    return jupytext.read(source, config=load_jupytext_config(str(source.parent)))


def test_notebooks_are_found() -> None:
    names = {_id(p) for p in NOTEBOOKS}
    assert {"00_start_here.ipynb", "workshop/60_minute_workshop.ipynb", "designers/edge_cases.ipynb"} <= names


def test_every_source_has_its_notebook() -> None:
    orphans = [_id(p) for p in SOURCES if not p.with_suffix(".ipynb").is_file()]
    assert not orphans, f"sources without a notebook {orphans}: run {REGENERATE}"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=_id)
def test_notebook_agrees_with_its_source(path: Path) -> None:
    source = path.with_suffix(".py")
    rel = path.relative_to(ROOT).as_posix()
    assert source.is_file(), f"{rel} has no text source: create it with .venv/bin/jupytext --sync {rel}"
    text = _read_source(source)
    stored = jupytext.read(path)
    # cell by cell: kind and text
    theirs = [(c.cell_type, c.source) for c in stored.cells]
    ours = [(c.cell_type, c.source) for c in text.cells]
    for i, (a, b) in enumerate(zip(ours, theirs, strict=False)):
        assert a == b, f"{rel}, cell {i} differs from {source.name}: run {REGENERATE}"
    assert len(ours) == len(theirs), f"{rel} has {len(theirs)} cells, {source.name} {len(ours)}: run {REGENERATE}"
    # byte for byte what the regenerate command writes (cell ids and metadata kept from the .ipynb)
    regenerated = jupytext.writes(combine_inputs_with_outputs(text, stored, fmt="py:percent"), fmt="ipynb")
    assert regenerated.rstrip("\n") + "\n" == path.read_text("utf-8"), f"{rel} is not as regenerated: run {REGENERATE}"
    assert stored.metadata.get("kernelspec", {}).get("name") == "python3", (
        f"{rel}: no Python 3 kernel; run .venv/bin/jupytext --set-kernel python3 --update --to ipynb {source}"
    )


@pytest.mark.parametrize("source", SOURCES, ids=_id)
def test_source_is_as_jupytext_writes_it(source: Path) -> None:
    """So `jupytext --sync` on a clean checkout changes nothing."""
    written = jupytext.writes(_read_source(source), fmt="py:percent")
    assert written.rstrip("\n") + "\n" == source.read_text("utf-8"), (
        f"{source.relative_to(ROOT)} is not in jupytext's percent form: run .venv/bin/jupytext --sync {source}"
    )


@pytest.mark.parametrize("path", NOTEBOOKS, ids=_id)
def test_notebook_is_stored_without_outputs(path: Path) -> None:
    nb = json.loads(path.read_text("utf-8"))
    for cell in nb["cells"]:
        if cell["cell_type"] == "code":
            assert not cell.get("outputs"), f"{path.name}: strip outputs before committing"
            assert cell.get("execution_count") is None


@functools.cache
def executed(path: Path) -> nbformat.NotebookNode:
    """The notebook after Run All in a fresh kernel (once per test session)."""
    nbclient = pytest.importorskip("nbclient")
    nb = nbformat.read(path, as_version=4)
    client = nbclient.NotebookClient(
        nb, timeout=60, kernel_name="python3", resources={"metadata": {"path": str(path.parent)}}
    )
    client.execute()
    return nb


def printed(cell: nbformat.NotebookNode) -> str:
    return "".join(out.get("text", "") for out in cell.get("outputs", []) if out["output_type"] == "stream")


@pytest.mark.parametrize("path", NOTEBOOKS, ids=_id)
def test_notebook_executes(path: Path) -> None:
    executed(path)


def test_workshop_answer_cells_check_their_own_exercise_after_run_all() -> None:
    nb = executed(NOTEBOOK_DIR / "workshop" / "60_minute_workshop.ipynb")
    answers = [c for c in nb.cells if c.cell_type == "code" and re.search(r"^check_\d\(answer\)$", c.source, re.M)]
    assert len(answers) == 6
    for n, cell in enumerate(answers, start=1):
        assert f"check_{n}(answer)" in cell.source
        assert printed(cell).strip() == f"Exercise {n}: write your answer first."
    key = printed(nb.cells[-2])  # the answer key
    assert "Fraction(" not in key and re.search(r"^Exercise 4: \d+/\d+ \(\d+\.\d%\) is right", key, re.M), key
    assert len(re.findall(r"^Exercise \d: .* is right", key, re.M)) == 6


def test_market_notebook_offers_both_of_the_rulebooks_answers() -> None:
    nb = executed(NOTEBOOK_DIR / "02_market_and_bidding.ipynb")
    cell = next(c for c in nb.cells if c.cell_type == "code" and "Tutor.from_position" in c.source)
    out = printed(cell)
    assert "bid 4♦ (Spice, primary)" in out and "bid 4♥ (Slaves, secondary)" in out, out
    assert "4♦ or 4♥" in next(c.source for c in nb.cells if "Play it yourself" in c.source)


def test_the_coach_notebooks_first_tutor_is_still_playable_after_run_all() -> None:
    """Notebook 07's whole game runs on a tutor of its own: the one a new player is told to use waits
    at its decision after Run All."""
    nb = executed(NOTEBOOK_DIR / "07_play_with_the_coach.ipynb")
    last = [c for c in nb.cells if c.cell_type == "code"][-1]
    assert re.fullmatch(r"your game waits at seat 0's decision\n", printed(last)), printed(last)
