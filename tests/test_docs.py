"""The documentation never drifts from the code.

- the generated pages (docs/rules-reference.md, docs/api.md) match what docs/build.py makes now;
- every rule id is in the rules reference, and every piece of code it names exists;
- the HTML build works (one notebook here; every notebook in the slow test);
- every ```python block in docs/*.md runs (a ``<!-- skip-test -->`` line before a block skips it);
- every local link in the docs points at a file that exists, and docs/index.md maps every page.
"""

from __future__ import annotations

import importlib
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

import dml_tutor as dml

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
BUILD = DOCS / "build.py"
REFERENCE = DOCS / "rules-reference.md"
SKIP_MARK = "<!-- skip-test -->"
#: Blocks that would open Jupyter, a browser or a plot window are not run.
NEEDS_DISPLAY = ("jupyter lab", "jupyter notebook", "dml-tutor lab", "webbrowser", "plt.show(", ".show()")
#: Pages this suite does not own whose ```python blocks are fragments continuing the JSON
#: example above them (they use names defined there). Mark such blocks with <!-- skip-test -->
#: and remove the entry here.


def run_build(*args: str, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(BUILD), *args], cwd=ROOT, capture_output=True, text=True, timeout=timeout, check=False
    )


def env_with_package() -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH", "")) if p)
    env.setdefault("MPLBACKEND", "Agg")
    return env


# ------------------------------------------------------------ generated pages


def test_generated_docs_are_up_to_date() -> None:
    r = run_build("--check")
    assert r.returncode == 0, f"{r.stdout}\n{r.stderr}\n(run: .venv/bin/python docs/build.py)"


def test_every_rule_id_is_in_the_reference() -> None:
    text = REFERENCE.read_text("utf-8")
    missing = [i for i in dml.catalog() if f'<a id="{i}"></a>' not in text or f"### `{i}` " not in text]
    assert not missing, f"rule ids missing from docs/rules-reference.md: {missing}"
    order = [m.group(1) for m in re.finditer(r"^### `([^`]+)` ", text, re.M)]
    assert sorted(order) == sorted(dml.catalog()), "the reference lists each rule id exactly once"


CODE_REF = re.compile(r"`(sequences|game|legality|position|events)\.([A-Za-z_][\w.]*)`")
#: The reference's citation lines: "- Applied by: ...", "- Helpers: ...", "- Legality check: ..."
CITATION_LINE = re.compile(
    r"^- (Applied by|Helpers|Game state|Legality check|Position loading|Event effects): (.*)$", re.M
)
APPLIED = re.compile(r"\*\*([^*]+)\*\* \(`sequences\.(\w+)`")
VIA = re.compile(r" via `([\w.]+)`")


def _resolve(module: str, dotted: str) -> object:
    """``sequences.bid_action`` is found in whichever area module of the sequences holds it."""
    from dml_tutor.games.dml.sequences import MODULES

    mod = importlib.import_module(f"dml_tutor.games.dml.{module}")
    head, _, rest = dotted.partition(".")
    holders = [m for m in (MODULES if module == "sequences" else (mod,)) if hasattr(m, head)]
    if not holders:
        raise AttributeError(f"{module} has no {head}")
    obj: object = getattr(holders[0], head)
    for part in rest.split(".") if rest else ():
        obj = getattr(obj, part)
    return obj


def test_every_code_reference_in_the_reference_exists() -> None:
    text = REFERENCE.read_text("utf-8")
    refs = {ref for _, line in CITATION_LINE.findall(text) for ref in CODE_REF.findall(line)}
    assert len(refs) > 20, f"the reference names too little code: {refs}"
    missing = []
    for module, dotted in sorted(refs):
        try:
            _resolve(module, dotted)
        except AttributeError:
            missing.append(f"{module}.{dotted}")
    assert not missing, f"docs/rules-reference.md names code that does not exist: {missing}"


def test_sequence_names_match_the_decorators() -> None:
    for name, function in set(APPLIED.findall(REFERENCE.read_text("utf-8"))):
        fn = _resolve("sequences", function)
        assert getattr(fn, "sequence_name", None) == name, f"{function} is not @sequence({name!r})"


def test_via_names_exist() -> None:
    from dml_tutor.games.dml.sequences import MODULES

    modules = [*MODULES, *(importlib.import_module(f"dml_tutor.games.dml.{m}") for m in ("game", "legality", "events"))]
    for dotted in set(VIA.findall(REFERENCE.read_text("utf-8"))):
        found = False
        for module in modules:
            obj: object = module
            try:
                for part in dotted.split("."):
                    obj = getattr(obj, part)
            except AttributeError:
                continue
            found = True
        assert found, f"via `{dotted}`: no such name in the engine"


# The packs dml-tutor ships (an installed external pack, such as examples/last_stone, has no pages here).
OTHER_PACKS = [n for n in __import__("dml_tutor.games", fromlist=["BUILT_IN"]).BUILT_IN if n != "dml"]
PACK_CODE_REF = re.compile(r"`((?:[a-z_]+\.)*[a-z_]+)\.([A-Za-z_][\w.]*)`")


@pytest.mark.parametrize("name", OTHER_PACKS)
def test_every_pack_rule_id_is_in_its_reference_once_with_code_that_exists(name: str) -> None:
    from dml_tutor import games

    pack = games.get(name)
    text = (DOCS / f"rules-reference-{name}.md").read_text("utf-8")
    order = [m.group(1) for m in re.finditer(r"^### `([^`]+)` ", text, re.M)]
    assert order == list(pack.catalog()), f"rules-reference-{name}.md lists each rule id once, in catalog order"
    applied = [line for line in text.splitlines() if line.startswith("- Applied by: ")]
    assert len(applied) == len(order) and not [a for a in applied if "no code cites" in a]
    for line in applied:
        for module, dotted in PACK_CODE_REF.findall(line):
            obj: object = importlib.import_module(f"{pack.package}.{module}")
            for part in dotted.split("."):
                obj = getattr(obj, part)  # AttributeError: the page names code that does not exist


def test_reference_anchors_resolve() -> None:
    for page in ("rules-reference.md", "api.md", *(f"rules-reference-{n}.md" for n in OTHER_PACKS)):
        text = (DOCS / page).read_text("utf-8")
        anchors = set(re.findall(r'<a id="([^"]+)"></a>', text))
        for target in re.findall(r"\]\(#([^)]+)\)", text):
            assert target in anchors, f"{page}: link to #{target} has no anchor"


# ------------------------------------------------------------ HTML


def _html_build(out: Path, *extra: str) -> subprocess.CompletedProcess[str]:
    pytest.importorskip("nbconvert")
    pytest.importorskip("nbclient")
    # --check: never rewrite the committed pages from a test
    r = run_build("--check", "--html", "--out", str(out), *extra, timeout=900)
    if r.returncode != 0:
        assert "failed to execute" not in r.stderr, r.stderr
        assert "out of date" in r.stderr, f"{r.stdout}\n{r.stderr}"
    assert (out / "index.html").is_file()
    for page in DOCS.glob("*.md"):
        assert (out / "docs" / page.with_suffix(".html").name).is_file(), page.name
    return r


def test_html_build_of_one_notebook(tmp_path: Path) -> None:
    r = _html_build(tmp_path, "--only", "00_start_here")
    html = (tmp_path / "notebooks" / "00_start_here.html").read_text("utf-8")
    assert "Start here" in html and "setup.roll-off" in html  # executed: outputs are in the page
    # a handout that works offline: the tutor as a picture of its last state, no script from a CDN
    assert 'class="dml-handout"' in html and "application/vnd.jupyter.widget" not in html
    # after Run All the first tutor is still where its text says: the first step of the Setup
    first = html.split('class="dml-handout"')[1].split('class="dml-handout"')[0]
    assert re.search(r"Step 1 of \d+ recorded", first), first[:2000]
    assert not re.search(r"<(script|link)[^>]+(src|href)=[\"']?https?:", html)
    assert re.search(r"^\[1/\d+\] notebooks/00_start_here\.ipynb \.\.\. \d+\.\d s$", r.stdout, re.M), r.stdout
    index = (tmp_path / "index.html").read_text("utf-8")
    assert 'href="notebooks/00_start_here.html"' in index and 'href="docs/index.html"' in index


@pytest.mark.slow
def test_full_html_build(tmp_path: Path) -> None:
    _html_build(tmp_path)
    notebooks = [p for p in (ROOT / "notebooks").rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts]
    for nb in notebooks:
        assert (tmp_path / nb.relative_to(ROOT).with_suffix(".html")).is_file(), nb.name


# ------------------------------------------------------------ code blocks

FENCE = re.compile(r"^(?P<indent>[ \t]*)```(?P<lang>[\w+-]*)[^\n]*\n(?P<body>.*?)^(?P=indent)```[ \t]*$", re.M | re.S)


def python_blocks() -> list[tuple[str, int, str, str | None]]:
    """(page, line, code, reason to skip or None) for every ```python block in docs/*.md."""
    out = []
    for page in sorted(DOCS.glob("*.md")):
        text = page.read_text("utf-8")
        for m in FENCE.finditer(text):
            if m.group("lang") != "python":
                continue
            line = text.count("\n", 0, m.start()) + 1
            before = [ln.strip() for ln in text[: m.start()].splitlines() if ln.strip()]
            indent = m.group("indent")
            code = "\n".join(ln[len(indent) :] if ln.startswith(indent) else ln for ln in m.group("body").splitlines())
            reason = None
            if before and before[-1] == SKIP_MARK:
                reason = "marked <!-- skip-test -->"
            elif any(s in code for s in NEEDS_DISPLAY):
                reason = "opens Jupyter or needs a display"
            out.append((page.name, line, code, reason))
    return out


BLOCKS = python_blocks()


def test_docs_have_python_examples() -> None:
    pages = {page for page, *_ in BLOCKS}
    for page in ("howto-players.md", "howto-teachers.md", "howto-designers.md"):
        assert page in pages, f"{page} has no ```python example"


@pytest.mark.parametrize(("page", "line", "code", "skip"), BLOCKS, ids=[f"{p}:{n}" for p, n, _, _ in BLOCKS])
def test_python_block_runs(page: str, line: int, code: str, skip: str | None, tmp_path: Path) -> None:
    if skip:
        pytest.skip(skip)
    r = subprocess.run(
        [sys.executable, "-c", code],
        cwd=tmp_path,
        env=env_with_package(),
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert r.returncode == 0, f"docs/{page}, block at line {line} failed:\n{code}\n--- stderr ---\n{r.stderr}"


def json_blocks() -> list[tuple[str, int, str]]:
    """(page, line, text) for every ```json block in README.md and docs/*.md."""
    out = []
    for page in [ROOT / "README.md", *sorted(DOCS.glob("*.md"))]:
        text = page.read_text("utf-8")
        for m in FENCE.finditer(text):
            if m.group("lang") == "json":
                out.append((page.name, text.count("\n", 0, m.start()) + 1, m.group("body")))
    return out


JSON_BLOCKS = json_blocks()


def test_docs_have_json_examples() -> None:
    formats = {json.loads(text).get("format") for page, _, text in JSON_BLOCKS if page == "formats.md"}
    assert {"dml-tutor-position", "dml-tutor-save"} <= formats


@pytest.mark.parametrize(("page", "line", "text"), JSON_BLOCKS, ids=[f"{p}:{n}" for p, n, _ in JSON_BLOCKS])
def test_json_example_loads(page: str, line: int, text: str) -> None:
    """A save file or a position shown in the docs is one the game loads as shown."""
    data = json.loads(text)
    if isinstance(data, dict) and data.get("format") == "dml-tutor-save":
        g = dml.Game.from_json(text)
        assert len(g.decisions) == len(data["decisions"])
    elif isinstance(data, dict) and data.get("format") == "dml-tutor-position":
        g = dml.Game.from_position(text)
        assert g.pending is not None


# ------------------------------------------------------------ links


LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")


@pytest.mark.parametrize("page", sorted(p.name for p in DOCS.glob("*.md")))
def test_local_links_resolve(page: str) -> None:
    text = (DOCS / page).read_text("utf-8")
    text = FENCE.sub("", text)  # links inside code blocks are code
    for target in LINK.findall(text):
        if re.match(r"[a-z]+:", target) or target.startswith("#"):
            continue
        path = target.split("#", 1)[0]
        assert (DOCS / path).resolve().exists(), f"docs/{page}: broken link {target}"


def test_index_maps_every_page() -> None:
    index = (DOCS / "index.md").read_text("utf-8")
    for page in sorted(DOCS.glob("*.md")):
        if page.name != "index.md":
            assert f"]({page.name})" in index, f"docs/index.md does not link {page.name}"
