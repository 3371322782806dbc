"""The documentation never drifts from the code.

- the generated pages (docs/rules-reference*.md) match what docs/hooks/rules_reference.py makes now;
- every rule id is in the rules reference, and every piece of code it names exists;
- the site builds (``mkdocs build --strict``: every link and anchor checked; one notebook
  executed here, the others as committed: test_notebooks.py runs them all already);
- every ```python block in README.md and docs/*.md runs (a ``<!-- skip-test -->`` line before a
  block skips it), and every ```json block loads;
- every local link in the docs points at a file that exists, and docs/index.md maps every page.
"""

from __future__ import annotations

import importlib
import importlib.util
import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any
from unittest import mock

import pytest

import dml_tutor as dml

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
HOOKS = DOCS / "hooks"
REFERENCE = DOCS / "rules-reference.md"
SKIP_MARK = "<!-- skip-test -->"
#: Blocks that would open Jupyter, a browser or a plot window are not run.
NEEDS_DISPLAY = ("jupyter lab", "jupyter notebook", "dml-tutor lab", "webbrowser", "plt.show(", ".show()")
#: Pages this suite does not own whose ```python blocks are fragments continuing the JSON
#: example above them (they use names defined there). Mark such blocks with <!-- skip-test -->
#: and remove the entry here.


def _hook(name: str) -> Any:
    """One of the site's hooks (docs/hooks/NAME.py), imported as MkDocs imports it."""
    spec = importlib.util.spec_from_file_location(f"dml_docs_{name}", HOOKS / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    # The site hook sets DML_TUTOR_PURE for MkDocs' own process; keep it out of this one, or
    # every later test (and the servers and kernels they start) would run pure Python.
    with mock.patch.dict(os.environ):
        spec.loader.exec_module(module)
    return module


def env_with_package() -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH", "")) if p)
    env.setdefault("MPLBACKEND", "Agg")
    return env


# ------------------------------------------------------------ generated pages


def test_generated_docs_are_up_to_date() -> None:
    stale = _hook("rules_reference").stale()
    assert not stale, (
        f"out of date: {sorted(stale)} (run: .venv/bin/python docs/hooks/rules_reference.py, or mkdocs build)"
    )


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
    for page in ("rules-reference.md", *(f"rules-reference-{n}.md" for n in OTHER_PACKS)):
        text = (DOCS / page).read_text("utf-8")
        anchors = set(re.findall(r'<a id="([^"]+)"></a>', text))
        for target in re.findall(r"\]\(#([^)]+)\)", text):
            assert target in anchors, f"{page}: link to #{target} has no anchor"


# ------------------------------------------------------------ the site

NOTEBOOKS = sorted(p for p in (ROOT / "notebooks").rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The docs site as `mkdocs build --strict` writes it, built once for the tests below. One
    notebook is executed (the start notebook: its tutor becomes a picture); the others are shown
    as committed, since executing all twelve takes minutes and tests/apps/test_notebooks.py runs them."""
    pytest.importorskip("mkdocs_jupyter", reason="the [docs] extra is not installed")
    out = tmp_path_factory.mktemp("site")
    env = {**env_with_package(), "DML_DOCS_EXECUTE": "notebooks/00_start_here.ipynb", "NO_MKDOCS_2_WARNING": "1"}
    env["DML_DOCS_CHECK"] = "1"  # a stale rules reference fails the build instead of being rewritten
    r = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(out)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=900,
        check=False,
    )
    warnings = "\n".join(ln for ln in r.stderr.splitlines() if not ln.startswith("INFO"))
    assert r.returncode == 0, warnings[-4000:]
    assert not re.search(r"^WARNING +-", r.stderr, re.M), r.stderr[-4000:]  # mkdocs warnings (the kernel has its own)
    return out


def _page(site: Path, src: str) -> str:
    """The built page of a docs source (``index.md``, ``notebooks/x.ipynb``)."""
    stem = src.rsplit(".", 1)[0]
    path = site / "index.html" if stem == "index" else site / stem / "index.html"
    return path.read_text("utf-8")


def test_the_site_has_every_page_notebook_and_the_readme(site: Path) -> None:
    for page in DOCS.glob("*.md"):
        assert "</article>" in _page(site, page.name), page.name
    for nb in NOTEBOOKS:
        assert "jp-Notebook" in _page(site, nb.relative_to(ROOT).as_posix()), nb.name
    cli = _page(site, "cli.md")  # every command's --help, from its parser
    assert all(f"usage: dml-tutor {name}" in cli for name in ("simulate", "lab", "table"))
    start = _page(site, "getting-started.md")  # the README
    assert 'href="../howto-teachers/"' in start  # its links to docs/ point into the site
    pictures = re.findall(r"!\[[^\]]*\]\(docs/([^)#\s]+)(#[^)\s]*)?\)", (ROOT / "README.md").read_text("utf-8"))
    assert pictures, "the README shows no picture"
    themed = {"#gh-light-mode-only": "#only-light", "#gh-dark-mode-only": "#only-dark"}
    for picture, theme in pictures:  # each one shown on the site (in its theme), from a file the site holds
        shown = f"../{picture}{themed.get(theme, theme)}"
        assert f'src="{shown}"' in start and (site / picture).is_file(), picture
    search = json.loads((site / "search" / "search_index.json").read_text("utf-8"))
    assert any("Seize Attempt" in d["text"] for d in search["docs"])


def test_the_site_shows_an_executed_notebook_with_its_tutor_and_no_script_from_the_network(site: Path) -> None:
    html = _page(site, "notebooks/00_start_here.ipynb")
    assert 'class="dml-handout"' in html and "application/vnd.jupyter.widget" not in html
    first = html.split('class="dml-handout"')[1].split('class="dml-handout"')[0]
    assert re.search(r"Step 1 of \d+ recorded", first), first[:2000]  # where the text says it is
    for page in site.rglob("*.html"):
        text = page.read_text("utf-8")
        assert not re.search(r"<script[^>]+src=[\"']?https?:", text), page
        assert "fonts.googleapis" not in text, page
    other = _page(site, "notebooks/01_setup_and_first_round.ipynb")
    assert "dml-handout" not in other  # as committed: no outputs


def test_the_api_reference_is_read_from_the_docstrings(site: Path) -> None:
    html = _page(site, "api.md")
    for name in (
        "dml_tutor.Game",
        "dml_tutor.lab.simulate.simulate",
        "dml_tutor.tutor.Tutor",
        "dml_tutor.games.dml.agents",
    ):
        assert f'id="{name}"' in html, name
    assert ":mod:<code>" not in html and ":class:<code>" not in html  # Sphinx roles in docstrings
    first_line = _source_docstring(dml.Game, "apply").splitlines()[0]
    assert first_line.split("``")[0].strip()[:30] in html


def _source_docstring(cls: type, method: str) -> str:
    """A method's docstring as written in its source, as mkdocstrings reads it: the compiled
    build (mypyc) keeps no docstrings at run time, so ``inspect.getdoc`` would give None there."""
    import ast
    import inspect
    import sys

    owner = next(c for c in cls.__mro__ if method in vars(c))
    source = Path(sys.modules[owner.__module__].__file__ or "").with_suffix("").with_suffix(".py")
    for node in ast.walk(ast.parse(source.read_text("utf-8"))):
        if isinstance(node, ast.ClassDef) and node.name == owner.__name__:
            for item in node.body:
                if isinstance(item, ast.FunctionDef) and item.name == method:
                    return inspect.cleandoc(ast.get_docstring(item) or "")
    raise AssertionError(f"{owner.__name__}.{method} not found in {source}")


def test_the_rules_references_are_in_the_site_with_their_anchors(site: Path) -> None:
    html = _page(site, "rules-reference.md")
    assert all(f'id="{rid}"' in html for rid in dml.catalog())
    assert 'href="../rules-reference/#R-02"' in _page(site, "bidding-example.md")


def test_links_are_pointed_at_the_site_or_the_repository() -> None:
    hook = _hook("site")
    url = "https://example.org/repo"
    md = (
        "[nb](../notebooks/00_start_here.ipynb) [r](../README.md#install) [w](widget.md#fork) "
        "[lic](../LICENSE) [ex](../benchmarks) [web](https://x.org/a.md) [gone](nowhere.md)\n"
        "```\n[code](../LICENSE)\n```\n"
    )
    out = hook.rewrite_links(md, "docs/howto-players.md", "howto-players.md", DOCS, url)
    assert "[nb](notebooks/00_start_here.ipynb)" in out and "[r](getting-started.md#install)" in out
    assert "[w](widget.md#fork)" in out and f"[lic]({url}/blob/main/LICENSE)" in out
    assert f"[ex]({url}/tree/main/benchmarks)" in out and "[web](https://x.org/a.md)" in out
    assert "[gone](nowhere.md)" in out  # left for mkdocs --strict to report
    assert "[code](../LICENSE)" in out  # code is code
    md = "[t](docs/lab.md) [n](notebooks/merc/merc_end_of_game.ipynb) ![p](docs/images/x.png#gh-dark-mode-only)"
    readme = hook.rewrite_links(md, "README.md", "getting-started.md", DOCS, url)
    assert readme == "[t](lab.md) [n](notebooks/merc/merc_end_of_game.ipynb) ![p](images/x.png#only-dark)"
    assert hook.executed("none", ["a", "b"]) == [] and hook.executed("all", ["a", "b"]) == ["a", "b"]
    assert hook.executed("notebooks/0*", ["notebooks/00.ipynb", "notebooks/merc/m.ipynb"]) == ["notebooks/00.ipynb"]


def test_the_nav_lists_every_page_and_notebook() -> None:
    """mkdocs warns (an error under --strict) about a page left out; this says which, quickly."""
    text = (ROOT / "mkdocs.yml").read_text("utf-8")
    for page in DOCS.glob("*.md"):
        assert f" {page.name}\n" in text, f"docs/{page.name} is not in mkdocs.yml's nav: add it there"
    for nb in NOTEBOOKS:
        path = nb.relative_to(ROOT).as_posix()
        assert f" {path}\n" in text, f"{path} is not in mkdocs.yml's nav (Notebooks): add it there"


# ------------------------------------------------------------ code blocks

FENCE = re.compile(r"^(?P<indent>[ \t]*)```(?P<lang>[\w+-]*)[^\n]*\n(?P<body>.*?)^(?P=indent)```[ \t]*$", re.M | re.S)


def python_blocks() -> list[tuple[str, int, str, str | None]]:
    """(page, line, code, reason to skip or None) for every ```python block in README.md and docs/*.md."""
    out = []
    for page in [ROOT / "README.md", *sorted(DOCS.glob("*.md"))]:
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
    assert r.returncode == 0, f"{page}, block at line {line} failed:\n{code}\n--- stderr ---\n{r.stderr}"


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
    generated = _hook("site").GENERATED  # pages the site's hooks make (the README, the CLI)
    for target in LINK.findall(text):
        if re.match(r"[a-z]+:", target) or target.startswith("#"):
            continue
        path = target.split("#", 1)[0]
        assert path in generated or (DOCS / path).resolve().exists(), f"docs/{page}: broken link {target}"


def test_index_maps_every_page() -> None:
    index = (DOCS / "index.md").read_text("utf-8")
    for page in sorted(DOCS.glob("*.md")):
        if page.name != "index.md":
            assert f"]({page.name})" in index, f"docs/index.md does not link {page.name}"


# ------------------------------------------------------------ pictures


@pytest.mark.browser
def test_the_screenshot_script_makes_the_table_picture_in_both_themes(tmp_path: Path) -> None:
    """docs/hooks/screenshots.py (the README's and the docs' pictures) makes a picture per theme,
    each a PNG of a phone beside a projector, the dark one darker."""
    pytest.importorskip("uvicorn", reason="the [table] extra is not installed")
    pytest.importorskip("playwright.sync_api")
    from browser import chromium  # type: ignore[import-not-found]

    chromium()  # skips without Chromium (fails under CI)
    made = _hook("screenshots").make(["table"], tmp_path, log=lambda _: None)
    assert [p.name for p in made] == ["table-light.png", "table-dark.png"]
    from PIL import Image, ImageStat

    light, dark = (Image.open(p).convert("L") for p in made)
    assert light.width > 1000 and light.height > 400 and dark.size == light.size
    assert ImageStat.Stat(dark).mean[0] < ImageStat.Stat(light).mean[0] - 20
