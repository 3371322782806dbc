"""An MkDocs hook that puts the repository's notebooks and README into the site and keeps the
docs' links working both on GitHub and in the site.

- ``cli.md``, the command line's reference, is each command's ``--help``, written at every build.
- The API reference (mkdocstrings) reads signatures and docstrings of the pure Python engine
  (``DML_TUTOR_PURE=1``: compiled classes have none to read; it is the same code).
- ``notebooks/**/*.ipynb`` become pages at ``notebooks/...`` (mkdocs-jupyter renders them),
  and ``README.md`` becomes ``getting-started.md``: the files stay where they are.
- A page's links to repository files (``../notebooks/00_start_here.ipynb`` in ``docs/``,
  ``docs/lab.md`` in the README) are rewritten to where the site has them; a link to a file
  the site does not carry (``LICENSE``, ``examples/...``) goes to the repository (``repo_url``).
  ``mkdocs build --strict`` then checks every link and anchor. A picture for one theme
  (``#gh-dark-mode-only``, as GitHub reads it) is shown in that theme of the site too.
- The notebooks are executed here (``dml_tutor.handout.run_notebook``: nbclient, a fresh
  kernel each) and every widget's output becomes a picture of its last state, the tutor's
  table, rule text, diagrams and log as the notebook left them. A live widget in a static page
  would need the widget manager and anywidget's code from a CDN at every visit (and shows an
  empty box offline); the picture needs nothing. mkdocs-jupyter renders the executed copies
  (kept in ``.cache/dml-tutor-docs/``, by the notebook's and the package's content).
  ``DML_DOCS_EXECUTE`` says which: ``all`` (the default), ``none`` (as committed, without
  outputs), or a glob or part of a path such as ``00_start_here``. All of them take about
  two minutes on two cores; the site's test executes one. A cell that fails fails the build.
"""

from __future__ import annotations

import fnmatch
import hashlib
import os
import posixpath
import re
from pathlib import Path
from typing import Any

import mkdocs.plugins
from mkdocs.exceptions import PluginError
from mkdocs.structure.files import File, Files

os.environ.setdefault("DML_TUTOR_PURE", "1")  # before mkdocstrings imports dml_tutor

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
EXECUTED = ROOT / ".cache" / "dml-tutor-docs"
README_PAGE = "getting-started.md"
#: The command line's reference, written from its parser at every build (no file to go stale).
CLI_PAGE = "cli.md"
#: Pages the hooks make: they have no file in docs/.
GENERATED = (README_PAGE, CLI_PAGE)
#: Markdown links and images: [text](target) with a relative target.
LINK = re.compile(r"(!?\[[^\]]*\]\()([^)\s]+)(\))")
FENCE = re.compile(r"^```.*?^```", re.M | re.S)
#: A picture for one theme: GitHub's fragments, as the README and the docs write them, become
#: the Material theme's, so each reader sees the picture of the theme they read in.
THEMED = {"gh-light-mode-only": "only-light", "gh-dark-mode-only": "only-dark"}


def notebooks() -> list[str]:
    """The notebooks as site paths (``notebooks/00_start_here.ipynb``), checkpoints left out."""
    found = (p.relative_to(ROOT).as_posix() for p in NOTEBOOKS.rglob("*.ipynb"))
    return sorted(p for p in found if ".ipynb_checkpoints" not in p)


def executed(selection: str, paths: list[str]) -> list[str]:
    """The notebooks ``DML_DOCS_EXECUTE`` asks to execute."""
    if selection in ("", "all", "1", "true"):
        return paths
    if selection in ("none", "0", "false"):
        return []
    return [p for p in paths if fnmatch.fnmatch(p, selection) or selection in p]


def _package_digest() -> str:
    """What the outputs depend on besides the notebook: the package's source."""
    h = hashlib.sha256()
    for p in sorted((ROOT / "dml_tutor").rglob("*")):
        if p.is_file() and p.suffix in (".py", ".toml", ".json", ".js", ".css", ".j2"):
            h.update(p.relative_to(ROOT).as_posix().encode() + b"\0" + p.read_bytes())
    return h.hexdigest()


def execute(path: str, digest: str) -> Path:
    """Execute one notebook (``notebooks/...``) with its widgets as pictures; returns the folder
    that holds the executed copy at the same relative path (reused while nothing changed)."""
    source = ROOT / path
    key = hashlib.sha256(digest.encode() + source.read_bytes()).hexdigest()[:20]
    folder = EXECUTED / key
    if (folder / path).is_file():
        return folder
    import nbformat

    from dml_tutor.handout import run_notebook

    nb = nbformat.read(source, as_version=4)  # type: ignore[no-untyped-call,unused-ignore]
    error = run_notebook(nb, source.parent, timeout=600)
    if error is not None:
        raise PluginError(f"{path}: a cell failed: {error}")
    (folder / path).parent.mkdir(parents=True, exist_ok=True)
    nbformat.write(nb, folder / path)  # type: ignore[no-untyped-call,unused-ignore]
    return folder


@mkdocs.plugins.event_priority(100)  # before mkdocs-jupyter turns .ipynb files into pages
def on_files(files: Files, config: Any) -> Files:
    paths = notebooks()
    run = set(executed(os.environ.get("DML_DOCS_EXECUTE", "all").strip(), paths))
    digest = _package_digest() if run else ""
    for path in paths:
        folder = execute(path, digest) if path in run else ROOT
        files.append(File(path, str(folder), config["site_dir"], config["use_directory_urls"]))
    files.append(File.generated(config, README_PAGE, abs_src_path=str(ROOT / "README.md")))
    files.append(File.generated(config, CLI_PAGE, content=cli_reference()))
    return files


def cli_reference() -> str:
    """The ``dml-tutor`` command's reference: each command's ``--help``, as the terminal shows it."""
    from unittest import mock

    from dml_tutor import cli

    with mock.patch.dict(os.environ, {"COLUMNS": "100"}):  # argparse wraps to the terminal's width
        parser, commands = cli._parser()
        parts = [
            "# The command line",
            "",
            "`dml-tutor` (or `python -m dml_tutor`) is installed with the package. This page is each",
            "command's `--help`, written from the command's own parser when the site is built.",
            "",
            "```text",
            parser.format_help().rstrip(),
            "```",
        ]
        for name, command in commands.items():
            parts += ["", f"## `dml-tutor {name}`", "", "```text", command.format_help().rstrip(), "```"]
    return "\n".join(parts) + "\n"


def site_path(repo_path: str, docs_dir: Path) -> str | None:
    """Where the site has a repository file (a path from the root), or None."""
    docs = docs_dir.resolve().relative_to(ROOT).as_posix()
    if repo_path == "README.md":
        return README_PAGE
    if repo_path.startswith(docs + "/"):
        return repo_path[len(docs) + 1 :]
    if repo_path.startswith("notebooks/") and repo_path.endswith(".ipynb"):
        return repo_path
    return None


def rewrite_links(markdown: str, page_repo_path: str, page_site_path: str, docs_dir: Path, repo_url: str) -> str:
    """Relative links of a page (as written for the repository) pointed at the site's files."""

    def one(m: re.Match[str]) -> str:
        target = m.group(2)
        if re.match(r"[a-z][a-z0-9+.-]*:", target) or target.startswith(("#", "/")):
            return m.group(0)
        path, _, anchor = target.partition("#")
        if m.group(1).startswith("!"):
            anchor = THEMED.get(anchor, anchor)
        repo_path = posixpath.normpath(posixpath.join(posixpath.dirname(page_repo_path), path))
        if repo_path.startswith("../"):
            return m.group(0)  # outside the repository: left for mkdocs to report
        where = site_path(repo_path, docs_dir)
        if where is None:
            if not (ROOT / repo_path).exists():
                return m.group(0)  # a broken link: left for mkdocs to report
            kind = "tree" if (ROOT / repo_path).is_dir() else "blob"
            new = f"{repo_url.rstrip('/')}/{kind}/main/{repo_path}"
        else:
            new = posixpath.relpath(where, posixpath.dirname(page_site_path) or ".")
        return f"{m.group(1)}{new}{'#' + anchor if anchor else ''}{m.group(3)}"

    parts = []
    last = 0
    for fence in FENCE.finditer(markdown):  # links inside code blocks are code
        parts.append(LINK.sub(one, markdown[last : fence.start()]))
        parts.append(fence.group(0))
        last = fence.end()
    parts.append(LINK.sub(one, markdown[last:]))
    return "".join(parts)


def on_page_markdown(markdown: str, page: Any, config: Any, files: Files) -> str:
    docs_dir = Path(config["docs_dir"])
    src = page.file.src_uri
    if src == README_PAGE:
        repo_path = "README.md"
    elif src.startswith("notebooks/"):
        return markdown
    else:
        repo_path = f"{docs_dir.resolve().relative_to(ROOT).as_posix()}/{src}"
    return rewrite_links(markdown, repo_path, src, docs_dir, config.get("repo_url") or "")


#: Sphinx roles left in docstrings (``:class:`Choices```): mkdocstrings shows the code, the
#: role's name is noise.
ROLE = re.compile(r":(?:mod|func|class|meth|attr|data|exc|obj|const):(?=<code)")


def on_page_content(html: str, page: Any, config: Any, files: Files) -> str:
    return ROLE.sub("", html)
