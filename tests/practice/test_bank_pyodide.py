"""The question bank in the browser's Python: the lite site's Pyodide under Node, with the
pure Python wheel of this checkout and the message layer's wheels (Fluent: a question's words
are messages), makes the very questions CPython makes (same seeds, same
JSON, compared by a hash of every covered rule and kind of the three packs)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from dml_tutor import lite

ROOT = Path(__file__).resolve().parents[2]

#: Load Pyodide from its core folder, unpack wheels into it, run a Python script, print its value.
RUN = """
import { pathToFileURL } from "node:url";
import fs from "node:fs";
const [core, script, ...wheels] = process.argv.slice(1);
const { loadPyodide } = await import(pathToFileURL(core + "/pyodide.mjs").href);
const py = await loadPyodide({ indexURL: core + "/" });
const where = py.runPython("import site; site.getsitepackages()[0]");
for (const wheel of wheels) py.unpackArchive(new Uint8Array(fs.readFileSync(wheel)), "wheel", { extractDir: where });
console.log(py.runPython(fs.readFileSync(script, "utf8")));
"""

#: Every covered rule and kind of the three packs, seeds 0 and 1, hashed in order.
QUESTIONS = """
import hashlib
from dml_tutor import practice


def digest():
    h = hashlib.sha256()
    for pack in ("dml", "merc", "terrus"):
        for rule, kinds in practice.coverage(pack).items():
            for kind in kinds:
                for seed in (0, 1):
                    h.update(practice.question(pack, rule, seed=seed, kind=kind).to_json().encode())
    return h.hexdigest()
"""


@pytest.mark.slow
def test_pyodide_makes_the_same_questions(tmp_path: Path) -> None:
    node = shutil.which("node")
    core = lite.default_cache() / "npm" / f"pyodide-{lite.PYODIDE_VERSION}"
    # the message layer's wheels, as the lite build fetched them (the site's PAGE_PACKAGES)
    cached = lite.default_cache() / "wheels"
    names = ("fluent.runtime", "fluent.syntax", "babel", "pytz", "attrs", "six", "typing_extensions")
    messages = [w for name in names for w in sorted(cached.glob(f"{name}-*.whl"))[-1:]]
    if node is None or not (core / "pyodide.mjs").is_file() or len(messages) < len(names):
        pytest.skip("needs Node.js and the lite site's Pyodide and wheels (fetched once by `dml-tutor lite`)")
    built = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(tmp_path), str(ROOT)],
        env={**os.environ, "DML_TUTOR_PURE": "1"},
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert built.returncode == 0, built.stderr[-2000:]
    wheel = next(tmp_path.glob("dml_tutor-*.whl"))
    script = tmp_path / "questions.py"
    script.write_text(QUESTIONS + "\ndigest()\n", encoding="utf-8")
    done = subprocess.run(
        [node, "--input-type=module", "-e", RUN, str(core), str(script), str(wheel), *map(str, messages)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    here: dict[str, object] = {}
    exec(QUESTIONS, here)
    assert done.stdout.strip().splitlines()[-1] == here["digest"]()  # type: ignore[operator]
