"""``dml-tutor lite --out DIR``: the tutor as a static JupyterLite site, nothing to install.

The site runs Python in the browser (Pyodide) and needs no server and no network: serve
the folder from any static host. Everything comes from PyPI and npm at build time, by
their ordinary clients (``pip download``, ``npm pack``), and is cached by pinned version:

- the JupyterLite app: the ``[lite]`` extra (jupyterlite-core) and the labextensions of the
  build environment (widgets, anywidget);
- the Pyodide kernel's build tooling: jupyterlite-pyodide-kernel's wheel (``pip download``),
  unpacked into a private folder of the cache (:func:`kernel_tooling`), never installed. Its
  labextension only works inside JupyterLite: installed beside JupyterLab it breaks Lab's
  pages (``Shared module @jupyterlite/services doesn't exist``). Only the ``jupyter lite
  build`` subprocess sees it, on its ``PYTHONPATH`` (for its build addons) and as a
  federated extension source;
- Pyodide's core files from the npm package ``pyodide`` (:data:`PYODIDE_VERSION`, the one
  the kernel is built for);
- a Pyodide lock file holding only what the site ships: the pure-Python wheels the kernel
  loads (micropip, IPython, jedi, ...; the versions Pyodide's own lock names, downloaded
  from PyPI with their sha256 written into the lock), the kernel extension's own wheels
  (piplite, pyodide-kernel, the ipykernel and widgetsnbextension shims), the widget
  packages at the versions of the build environment (so the kernel side matches the front
  end the site carries), and dml-tutor's pure-Python wheel, built from the source tree by
  ``pip wheel`` (:func:`package_wheel`); every wheel byte-compiled for the browser's Python
  (:func:`byte_compile`, Pyodide's own Python under Node), dml-tutor's beside its sources;
- the notebooks: every ``notebooks/**/*.ipynb`` of the project, set to the Pyodide kernel.

The kernel preloads all of it, so ``import dml_tutor`` works in the first cell.

The entry page, ``index.html`` (:func:`write_page`), is the tutor without JupyterLab or a
kernel: a Web Worker starts Pyodide, unpacks only dml-tutor's wheel and graphviz, and runs
:mod:`dml_tutor.page`; the page hosts the tutor's own front end. It links to
``notebooks/00_start_here.ipynb`` in JupyterLab.
"""

from __future__ import annotations

import base64
import hashlib
import importlib.metadata
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

if TYPE_CHECKING:
    from .i18n import Messages

#: The npm package ``pyodide``: must be the version jupyterlite-pyodide-kernel is built for.
PYODIDE_VERSION: Final = "314.0.6"
#: The Python inside that Pyodide (for ``pip download`` and environment markers).
PYODIDE_PYTHON: Final = "3.14"
#: The pinned build tools installed by pyproject.toml's ``[lite]`` extra.
LITE_PINS: Final = {"jupyterlite-core": "0.8.6"}
#: The Pyodide kernel's build tooling, pinned: downloaded and unpacked, never installed.
KERNEL_TOOLING: Final = ("jupyterlite-pyodide-kernel", "0.8.6")
#: What the Pyodide kernel loads at start (its worker installs these unless preloaded).
KERNEL_PACKAGES: Final = ("micropip", "piplite", "ipykernel", "comm", "pyodide-kernel", "jedi", "ipython")
#: dml-tutor's runtime dependencies and the widget stack, at the build environment's versions.
WIDGET_PACKAGES: Final = (
    "anywidget",
    "ipywidgets",
    "jupyterlab-widgets",
    "comm",
    "psygnal",
    "graphviz",
    "fsrs",
    # the message layer (Project Fluent) and its plural rules; pytz, attrs, typing-extensions are Pyodide's
    "fluent-runtime",
    "fluent-syntax",
    "babel",
)
#: Pyodide's core files taken from the npm package (the lock file is written anew).
PYODIDE_FILES: Final = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "package.json")
KERNEL_EXTENSION: Final = "@jupyterlite/pyodide-kernel-extension"
#: The JupyterLab extensions the site carries (from the build environment, nothing else of it).
LAB_EXTENSIONS: Final = (KERNEL_EXTENSION, "@jupyter-widgets/jupyterlab-manager", "anywidget")
#: Off in the site: the service worker (the kernel's view of the site's files and ``input()``
#: need it; the tutor does not, and without it every request is a plain static GET).
DISABLED_PLUGINS: Final = ("@jupyterlite/application-extension:service-worker-manager",)
START: Final = "notebooks/00_start_here.ipynb"
#: The entry page's files (dml_tutor/page/static): its script, its worker, its style sheet.
PAGE_STATIC: Final = Path(__file__).resolve().parent / "page" / "static"
#: The entry page itself, a Jinja2 template (autoescaped).
PAGE_TEMPLATE: Final = Path(__file__).resolve().parent / "templates" / "page" / "index.html.j2"
#: What the entry page's worker unpacks: dml-tutor's wheel, its runtime imports for the tutor
#: (graphviz writes the DOT; Fluent and Babel the text); no kernel, IPython, jedi or widget library.
PAGE_PACKAGES: Final = (
    "dml-tutor",
    "graphviz",
    # the message layer (dml_tutor.i18n) and what it needs
    "fluent-runtime",
    "fluent-syntax",
    "babel",
    "pytz",
    "attrs",
    "six",
    "typing-extensions",
)
#: What the Practice page's worker unpacks: the entry page's wheels and the scheduler (fsrs); a
#: learner lives in memory there, so no sqlite3 and no platformdirs.
PRACTICE_PACKAGES: Final = (*PAGE_PACKAGES, "fsrs")
#: The Practice page's files (dml_tutor/page/static) and template.
PRACTICE_STATIC: Final = ("practice_page.js", "practice_worker.js")
PRACTICE_TEMPLATE: Final = PAGE_TEMPLATE.with_name("practice.html.j2")
#: The entry page's first game (the site's start is about DML) and seed; ``?game=&seed=`` choose others.
DEFAULT_GAME: Final = "dml"
DEFAULT_SEED: Final = 7
#: The Pyodide kernel's kernelspec (the notebooks carry ipykernel's "python3").
KERNELSPEC: Final = {"name": "python", "display_name": "Python (Pyodide)", "language": "python"}
#: Environment markers of the browser's Python, to read the wheels' Requires-Dist.
MARKERS: Final = {
    "implementation_name": "cpython",
    "os_name": "posix",
    "platform_machine": "wasm32",
    "platform_system": "Emscripten",
    "sys_platform": "emscripten",
    "python_version": PYODIDE_PYTHON,
    "python_full_version": PYODIDE_PYTHON + ".0",
    "platform_python_implementation": "CPython",
    "extra": "",
}
_PROJECT: Final = Path(__file__).resolve().parents[1]


class LiteError(RuntimeError):
    """The site could not be built (a missing tool, a registry that refused, a failed step)."""


def default_cache() -> Path:
    """``$DML_TUTOR_CACHE``, else ``$XDG_CACHE_HOME/dml-tutor`` (``~/.cache/dml-tutor``), plus ``lite``."""
    base = os.environ.get("DML_TUTOR_CACHE") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache"), "dml-tutor"
    )
    return Path(base) / "lite"


def default_notebooks() -> Path:
    """``notebooks/`` in this folder if it has the start notebook, else the project's."""
    here = Path.cwd() / "notebooks"
    return here if (here / Path(START).name).exists() else _PROJECT / "notebooks"


def _canon(name: str) -> str:
    from packaging.utils import canonicalize_name

    return str(canonicalize_name(name))


def _run(
    cmd: list[str], what: str, cwd: Path | None = None, quiet: bool = True, env: dict[str, str] | None = None
) -> None:
    done = subprocess.run(cmd, cwd=cwd, capture_output=quiet, text=True, env=env)
    if done.returncode != 0:
        tail = ((done.stdout or "") + (done.stderr or ""))[-3000:] if quiet else ""
        raise LiteError(f"{what} failed ({' '.join(cmd[:4])} ...): {tail}")


# ------------------------------------------------------------------ downloads


def pyodide_core(cache: Path) -> Path:
    """The unpacked npm package ``pyodide`` at :data:`PYODIDE_VERSION` (``npm pack``, cached)."""
    dest = cache / "npm" / f"pyodide-{PYODIDE_VERSION}"
    if (dest / "pyodide-lock.json").exists():
        return dest
    npm = shutil.which("npm")
    if npm is None:
        raise LiteError("npm is needed once to fetch Pyodide's core files (the npm package pyodide): install Node.js")
    with tempfile.TemporaryDirectory() as tmp:
        _run([npm, "pack", f"pyodide@{PYODIDE_VERSION}", "--pack-destination", tmp], "npm pack pyodide")
        tgz = next(Path(tmp).glob("pyodide-*.tgz"))
        with tarfile.open(tgz) as tar:
            tar.extractall(tmp, filter="data")
        dest.parent.mkdir(parents=True, exist_ok=True)
        staged = dest.with_name(dest.name + ".part")
        shutil.rmtree(staged, ignore_errors=True)
        shutil.copytree(Path(tmp) / "package", staged)
        staged.rename(dest)
    return dest


def _wheel_key(path: Path) -> tuple[str, str]:
    from packaging.utils import parse_wheel_filename

    name, version, _, _ = parse_wheel_filename(path.name)
    return str(name), str(version)


def babel_for_the_site(wheel: Path, cache: Path) -> Path:
    """Babel's wheel with the locale data of the shipped languages only (``root`` and each
    language): Fluent reads Babel for plural rules (dml_tutor.i18n's bundles fall back to English,
    never to the machine's locale), and the whole of CLDR would be most of the site's download.
    Cached beside the wheel."""
    from .i18n import languages

    keep = {"root"}
    for lang in languages():
        keep |= {lang.replace("-", "_"), lang.split("-")[0]}
    out = cache / "trimmed" / hashlib.sha256(" ".join(sorted(keep)).encode()).hexdigest()[:12] / wheel.name
    if out.is_file():
        return out
    out.parent.mkdir(parents=True, exist_ok=True)
    dropped = re.compile(r"^babel/locale-data/(?P<name>[^/]+)\.dat$")

    def wanted(name: str) -> bool:
        m = dropped.match(name)
        return m is None or m.group("name") in keep

    tmp = out.with_suffix(".part")
    with zipfile.ZipFile(wheel) as src, zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED) as dst:
        for item in src.infolist():
            if not wanted(item.filename):
                continue
            data = src.read(item)
            if item.filename.endswith(".dist-info/RECORD"):
                lines = data.decode("utf-8").splitlines(keepends=True)
                data = "".join(line for line in lines if wanted(line.split(",", 1)[0])).encode("utf-8")
            dst.writestr(item, data)
    tmp.replace(out)
    return out


def pypi_wheels(specs: dict[str, str], cache: Path) -> dict[str, Path]:
    """Pure-Python wheels ``{name: version}`` from PyPI (``pip download``, cached): ``{name: path}``.

    One ``pip download`` call for all the missing ones, each spec an argument of its own.
    """
    folder = cache / "wheels"
    folder.mkdir(parents=True, exist_ok=True)

    def present() -> dict[tuple[str, str], Path]:
        return {_wheel_key(p): p for p in folder.glob("*.whl")}

    have = present()
    want = {_canon(n): v for n, v in specs.items()}
    missing = [f"{n}=={v}" for n, v in sorted(want.items()) if (n, v) not in have]
    if missing:
        cmd = [sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:", "--platform", "any"]
        cmd += ["--python-version", PYODIDE_PYTHON, "--implementation", "py", "--abi", "none", "-d", str(folder)]
        _run([*cmd, *missing], "pip download of the kernel's wheels")
        have = present()
    out: dict[str, Path] = {}
    for n, v in want.items():
        if (n, v) not in have:
            raise LiteError(f"PyPI has no pure-Python wheel of {n}=={v}")
        out[n] = have[n, v]
    return out


# ------------------------------------------------------------------ wheels


def package_wheel(dest: Path, project: Path | None = None) -> Path:
    """dml-tutor's pure-Python wheel, built from the source tree by the standard tools (``pip
    wheel`` with hatchling, the project's build backend; ``DML_TUTOR_PURE=1`` skips the mypyc
    hook, so it holds the ``.py`` sources and no compiled module). hatchling writes reproducible
    wheels (fixed timestamps), so its hash only changes with its content."""
    root = Path(project or _PROJECT)
    if not (root / "pyproject.toml").is_file():
        raise LiteError(f"no pyproject.toml in {root}: build the site from a clone of dml-tutor")
    dest.mkdir(parents=True, exist_ok=True)
    for old in dest.glob("dml_tutor-*.whl"):
        old.unlink()
    with tempfile.TemporaryDirectory(prefix="dml-wheel-") as tmp:
        cmd = [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "--wheel-dir", tmp]
        env = {**os.environ, "DML_TUTOR_PURE": "1", "PIP_NO_INPUT": "1"}
        r = subprocess.run([*cmd, str(root)], capture_output=True, text=True, env=env, check=False)
        built = sorted(Path(tmp).glob("dml_tutor-*-py3-none-any.whl"))
        if r.returncode != 0 or len(built) != 1:
            tail = "\n".join((r.stderr or r.stdout).strip().splitlines()[-5:])
            raise LiteError(f"pip wheel could not build dml-tutor's pure-Python wheel:\n{tail}")
        path = dest / built[0].name
        shutil.move(built[0], path)
    return path


def _wheel_metadata(path: Path) -> tuple[list[str], list[str]]:
    """A wheel's dependencies (for the browser's Python) and top-level import names."""
    from packaging.requirements import Requirement

    with zipfile.ZipFile(path) as z:
        names = z.namelist()
        meta_name = next(n for n in names if n.count("/") == 1 and n.endswith(".dist-info/METADATA"))
        meta = z.read(meta_name).decode()
    depends: list[str] = []
    for line in meta.splitlines():
        if line.startswith("Requires-Dist:"):
            req = Requirement(line.split(":", 1)[1].strip())
            if req.marker is None or req.marker.evaluate(dict(MARKERS)):
                depends.append(_canon(req.name))
    imports: set[str] = set()
    for n in names:
        top = n.split("/", 1)[0]
        if top.endswith((".dist-info", ".data")):
            continue
        if "/" in n:
            imports.add(top)
        elif top.endswith(".py"):
            imports.add(top[:-3])
    return sorted(set(depends)), sorted(imports)


def _labextension(name: str) -> Path:
    """Where the build environment has a JupyterLab extension installed."""
    from jupyter_core.paths import jupyter_path

    for root in jupyter_path("labextensions"):
        if (Path(root) / name / "package.json").is_file():
            return Path(root) / name
    raise LiteError(f"the JupyterLab extension {name} is not installed: pip install 'dml-tutor[lite]'")


def kernel_tooling(cache: Path) -> Path:
    """jupyterlite-pyodide-kernel at :data:`KERNEL_TOOLING`, its wheel (``pip download``,
    cached) unpacked into a private folder: its Python package and metadata (the build addons
    ``jupyter lite build`` finds by entry point) at the top, its labextension under
    :func:`kernel_labextension`. Checked against :data:`PYODIDE_VERSION`."""
    name, version = KERNEL_TOOLING
    dest = cache / "tools" / f"{name}-{version}"
    constants = dest / "jupyterlite_pyodide_kernel" / "constants.py"
    if not constants.is_file():
        wheel = pypi_wheels({name: version}, cache)[_canon(name)]
        staged = dest.with_name(dest.name + ".part")
        shutil.rmtree(staged, ignore_errors=True)
        with zipfile.ZipFile(wheel) as z:
            z.extractall(staged)
        shutil.rmtree(dest, ignore_errors=True)
        staged.rename(dest)
    built_for = _assigned(constants, "PYODIDE_VERSION")
    if built_for != PYODIDE_VERSION:
        raise LiteError(
            f"{name} {version} is built for Pyodide {built_for}, "
            f"dml_tutor.lite.PYODIDE_VERSION is {PYODIDE_VERSION}: make them agree"
        )
    return dest


def kernel_labextension(tooling: Path) -> Path:
    """The Pyodide kernel's labextension inside the unpacked wheel (its ``.data`` folder)."""
    found = sorted(tooling.glob(f"*.data/data/share/jupyter/labextensions/{KERNEL_EXTENSION}/package.json"))
    if len(found) != 1:
        raise LiteError(f"no {KERNEL_EXTENSION} in {tooling}: delete that folder and build again")
    return found[0].parent


def _assigned(module: Path, name: str) -> str:
    """The string a module assigns to ``name`` at its top level, read without importing it."""
    import ast

    for node in ast.parse(module.read_text(encoding="utf-8")).body:
        named = isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == name for t in node.targets)
        if named and isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant):
            return str(node.value.value)
    raise LiteError(f"{module} assigns no {name}")


def kernel_extension_wheels(tooling: Path) -> dict[str, Path]:
    """The wheels jupyterlite-pyodide-kernel ships for the kernel (piplite, pyodide-kernel,
    the ipykernel shim, the widgetsnbextension 4 shim): ``{name: path}``."""
    out: dict[str, Path] = {}
    for p in sorted((kernel_labextension(tooling) / "static" / "pypi").glob("*.whl")):
        name, version = _wheel_key(p)
        if name == "widgetsnbextension" and not version.startswith("4."):
            continue  # the 3.x shim is for ipywidgets 7
        out[name] = p
    return out


# ------------------------------------------------------------------ bytecode

#: Byte-compiles every ``.py`` under the folders given, in Pyodide's own Python under Node (so
#: the ``.pyc`` files match the browser's interpreter): ``node SCRIPT PYODIDE_DIR MODE:DIR...``,
#: MODE ``beside`` (an unchecked-hash ``__pycache__`` file beside each source) or ``instead``
#: (``module.pyc`` where ``module.py`` is, for a wheel shipped without its sources).
_COMPILE_SCRIPT: Final = """\
import { pathToFileURL } from "node:url";
const [core, ...folders] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(core + "/pyodide.mjs").href);
const py = await loadPyodide({ indexURL: core + "/", stdout: () => {}, stderr: () => {} });
const modes = folders.map((arg, i) => {
  const [mode, dir] = [arg.slice(0, arg.indexOf(":")), arg.slice(arg.indexOf(":") + 1)];
  py.FS.mkdirTree(`/w${i}`);
  py.FS.mount(py.FS.filesystems.NODEFS, { root: dir }, `/w${i}`);
  return mode;
});
py.globals.set("modes", py.toPy(modes));
await py.runPythonAsync(`
import compileall, py_compile, re, site
for i, mode in enumerate(modes):  # ddir: the path tracebacks show, where the browser installs it
    compileall.compile_dir(f"/w{i}", ddir=site.getsitepackages()[0], quiet=2, rx=re.compile(r"/tests?/"),
                           legacy=mode == "instead", invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
`);
"""


#: Seconds after which a cached compiled wheel that a newer one of the same name replaced is removed.
_STALE: Final = 86_400


def _record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}\n"


def _add_bytecode(wheel: Path, unpacked: Path, dest: Path, sources: bool) -> None:
    """``wheel`` with the ``.pyc`` files found in ``unpacked`` (its contents, compiled), beside
    the sources or (``sources`` false) instead of them, its RECORD to match, written to ``dest``
    with fixed timestamps (the same bytes at each build)."""
    with zipfile.ZipFile(wheel) as src:
        names = src.namelist()
        pycs = {p.relative_to(unpacked).as_posix(): p for p in sorted(unpacked.rglob("*.pyc"))}
        dropped = set() if sources else {n for n in names if n.endswith(".py") and n + "c" in pycs}
        added = [(n, p.read_bytes()) for n, p in pycs.items() if n not in names]
        with zipfile.ZipFile(dest, "w", zipfile.ZIP_DEFLATED) as out:
            for info in src.infolist():
                if info.filename in dropped:
                    continue
                data = src.read(info)
                if info.filename.count("/") == 1 and info.filename.endswith(".dist-info/RECORD"):
                    kept = [ln for ln in data.decode().splitlines(keepends=True) if ln.split(",", 1)[0] not in dropped]
                    data = ("".join(kept).rstrip("\n") + "\n" + "".join(_record_line(n, d) for n, d in added)).encode()
                out.writestr(info, data)
            for name, data in added:
                info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
                info.compress_type = zipfile.ZIP_DEFLATED
                info.external_attr = 0o644 << 16
                out.writestr(info, data)


def byte_compile(wheels: dict[str, Path], core: Path, cache: Path, keep_sources: frozenset[str]) -> dict[str, Path]:
    """Each wheel with its modules byte-compiled for the browser's Python: ``{name: path}``.

    Pyodide's own wheels and standard library ship compiled; PyPI's pure-Python wheels ship
    sources, which the kernel would compile at every start (IPython, prompt_toolkit and jedi
    alone take seconds of the browser's CPU). The ``.pyc`` files are made by Pyodide's own
    Python under Node (``core``: :func:`pyodide_core`) and cached by the wheel's sha256. The
    wheels named in ``keep_sources`` (dml-tutor: its code is for reading) keep each source
    with an unchecked-hash ``.pyc`` in its ``__pycache__``; the others ship compiled modules
    in place of their sources, as Pyodide's own packages do (the site grows less).
    Tests stay sources. Without Node the wheels ship as they are, and the build says so.
    """
    out: dict[str, Path] = {}
    todo: dict[str, tuple[Path, Path]] = {}
    for name, wheel in wheels.items():
        digest = hashlib.sha256(wheel.read_bytes()).hexdigest()[:24]
        kind = "sources" if name in keep_sources else "compiled"
        target = cache / "bytecode" / f"pyodide-{PYODIDE_VERSION}-{kind}-{digest}" / wheel.name
        if target.is_file():
            out[name] = target
        else:
            todo[name] = (wheel, target)
    if not todo:
        return out
    node = shutil.which("node")
    if node is None:
        print("dml-tutor lite: no node, so the wheels ship without bytecode (a slower start)", file=sys.stderr)
        return {**out, **{name: wheel for name, (wheel, _) in todo.items()}}
    with tempfile.TemporaryDirectory(prefix="dml-pyc-") as tmp:
        folders: dict[str, Path] = {}
        for i, (name, (wheel, _)) in enumerate(sorted(todo.items())):
            folders[name] = Path(tmp) / str(i)
            with zipfile.ZipFile(wheel) as z:
                z.extractall(folders[name])
        script = Path(tmp) / "compile.mjs"
        script.write_text(_COMPILE_SCRIPT, encoding="utf-8")
        args = [f"{'beside' if name in keep_sources else 'instead'}:{folder}" for name, folder in folders.items()]
        _run([node, str(script), str(core), *args], "byte-compiling the wheels")
        for name, (wheel, target) in todo.items():
            target.parent.mkdir(parents=True, exist_ok=True)
            staged = target.with_name(target.name + ".part")
            _add_bytecode(wheel, folders[name], staged, sources=name in keep_sources)
            staged.rename(target)
            out[name] = target
            for old in target.parent.parent.glob(f"*/{wheel.name}"):  # the same wheel, other contents
                if old.parent != target.parent and old.stat().st_mtime < time.time() - _STALE:
                    shutil.rmtree(old.parent, ignore_errors=True)  # a day old: no build still copies it
    return out


# ------------------------------------------------------------------ Pyodide


def _lock_entry(name: str, path: Path) -> dict[str, Any]:
    depends, imports = _wheel_metadata(path)
    return {
        "name": name,
        "version": _wheel_key(path)[1],
        "file_name": path.name,
        "install_dir": "site",
        "sha256": hashlib.sha256(path.read_bytes()).hexdigest(),
        "package_type": "package",
        "imports": imports,
        "depends": depends,
        "unvendored_tests": False,
    }


def build_pyodide(dest: Path, cache: Path, tooling: Path) -> list[str]:
    """Pyodide's core files, the wheels and a lock file naming exactly them, into ``dest``
    (``tooling``: :func:`kernel_tooling`).

    Returns the package names for the kernel to preload.
    """
    core = pyodide_core(cache)
    lock = json.loads((core / "pyodide-lock.json").read_text(encoding="utf-8"))
    upstream: dict[str, dict[str, Any]] = {_canon(k): v for k, v in lock["packages"].items()}
    ours: dict[str, Path] = kernel_extension_wheels(tooling)
    versions = {}
    for name in WIDGET_PACKAGES:
        try:
            versions[name] = importlib.metadata.version(name)
        except importlib.metadata.PackageNotFoundError as e:
            raise LiteError(f"{name} is not installed in the build environment: pip install 'dml-tutor[lite]'") from e
    ours.update(pypi_wheels(versions, cache))
    ours["babel"] = babel_for_the_site(ours["babel"], cache)
    wheels_dir = cache / "build"
    ours["dml-tutor"] = package_wheel(wheels_dir)
    entries = {name: _lock_entry(name, path) for name, path in ours.items()}

    # everything the roots need, ours first, else Pyodide's own (at the version its lock names)
    roots = [_canon(n) for n in (*KERNEL_PACKAGES, *ours)]
    needed: dict[str, dict[str, Any]] = {}
    todo = list(roots)
    while todo:
        name = todo.pop()
        if name in needed:
            continue
        entry = entries.get(name) or upstream.get(name)
        if entry is None:
            raise LiteError(f"{name} is needed in the browser but neither shipped nor in Pyodide's lock file")
        needed[name] = entry
        todo.extend(_canon(d) for d in entry["depends"])
    from_pyodide = {n: e["version"] for n, e in needed.items() if n not in entries}
    downloaded = pypi_wheels(from_pyodide, cache)
    wheels = {name: ours.get(name) or downloaded[name] for name in needed}
    compiled = byte_compile(wheels, core, cache, keep_sources=frozenset({"dml-tutor"}))
    dest.mkdir(parents=True, exist_ok=True)
    packages: dict[str, dict[str, Any]] = {}
    for name, entry in sorted(needed.items()):
        path = compiled[name]
        entry = dict(entry)
        entry["sha256"] = hashlib.sha256(path.read_bytes()).hexdigest()
        if name not in entries:  # Pyodide's entry, pointed at the PyPI wheel
            entry.update(
                file_name=path.name,
                depends=[_canon(d) for d in entry["depends"]],
                name=name,
                unvendored_tests=False,
            )
        packages[name] = entry
        shutil.copyfile(path, dest / path.name)
    for f in PYODIDE_FILES:
        shutil.copyfile(core / f, dest / f)
    lock["packages"] = packages
    (dest / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True), encoding="utf-8")
    return sorted(set(roots))


# ------------------------------------------------------------------ site


def copy_notebooks(src: Path, dest: Path) -> list[Path]:
    """Every ``**/*.ipynb`` under ``src`` (no checkpoints) to ``dest``, set to the Pyodide kernel."""
    out: list[Path] = []
    for nb in sorted(src.rglob("*.ipynb")):
        rel = nb.relative_to(src)
        if ".ipynb_checkpoints" in rel.parts:
            continue
        data = json.loads(nb.read_text(encoding="utf-8"))
        data.setdefault("metadata", {})["kernelspec"] = dict(KERNELSPEC)
        target = dest / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        out.append(target)
    return out


#: JupyterLite's configuration element in its root page: JupyterLab's pages read it from there,
#: so the entry page keeps it.
_JUPYTER_CONFIG: Final = re.compile(r'<script id="jupyter-config-data"[^>]*>.*?</script>', re.DOTALL)


def _check_pins() -> None:
    for name, pin in LITE_PINS.items():
        try:
            have = importlib.metadata.version(name)
        except importlib.metadata.PackageNotFoundError as e:
            raise LiteError(f"{name} is not installed: pip install 'dml-tutor[lite]'") from e
        if have != pin:
            raise LiteError(f"{name} {have} is installed, the site is pinned to {pin}: pip install 'dml-tutor[lite]'")
    if importlib.util.find_spec("hatchling") is None:  # builds the site's dml-tutor wheel
        raise LiteError("hatchling is not installed: pip install 'dml-tutor[lite]'")


def site_size(out: Path) -> tuple[int, int]:
    """(files, bytes) of a built site."""
    sizes = [p.stat().st_size for p in out.rglob("*") if p.is_file()]
    return len(sizes), sum(sizes)


def build(out: Path, notebooks: Path | None = None, cache: Path | None = None, quiet: bool = True) -> Path:
    """Build the site into ``out`` (replaced if it holds a site). Returns ``out``."""
    _check_pins()
    out = Path(out).resolve()
    notebooks = Path(notebooks or default_notebooks()).resolve()
    cache = Path(cache or default_cache()).resolve()
    if not (notebooks / Path(START).name).exists():
        raise LiteError(f"no {Path(START).name} in {notebooks}: give --notebooks, the project's notebooks folder")
    if out.exists() and any(out.iterdir()) and not (out / "jupyter-lite.json").exists():
        raise LiteError(f"{out} is not empty and holds no JupyterLite site: give an empty or new folder")
    with tempfile.TemporaryDirectory(prefix="dml-lite-") as tmp:
        lite_dir = Path(tmp)
        tooling = kernel_tooling(cache)
        packages = build_pyodide(lite_dir / "static" / "pyodide", cache, tooling)
        contents = lite_dir / "contents"
        copy_notebooks(notebooks, contents / "notebooks")
        settings = {
            "loadPyodideOptions": {"packages": packages},
            "disablePyPIFallback": True,
        }
        for name in LAB_EXTENSIONS:
            src = kernel_labextension(tooling) if name == KERNEL_EXTENSION else _labextension(name)
            shutil.copytree(src, lite_dir / "labextensions" / name)
        build_config = {"FederatedExtensionAddon": {"extra_labextensions_path": [str(lite_dir / "labextensions")]}}
        (lite_dir / "jupyter_lite_config.json").write_text(json.dumps(build_config, indent=2), encoding="utf-8")
        config = {
            "jupyter-lite-schema-version": 0,
            "jupyter-config-data": {
                "appName": "dml-tutor",
                "disabledExtensions": list(DISABLED_PLUGINS),
                "litePluginSettings": {f"{KERNEL_EXTENSION}:kernel": settings},
            },
        }
        (lite_dir / "jupyter-lite.json").write_text(json.dumps(config, indent=2), encoding="utf-8")
        if out.exists():
            shutil.rmtree(out)
        cmd = [sys.executable, "-m", "jupyterlite_core", "build", "--lite-dir", str(lite_dir)]
        cmd += ["--output-dir", str(out), "--contents", str(contents), "--apps", "lab", "--no-sourcemaps"]
        cmd += ["--ignore-sys-prefix"]
        # the kernel's build addons (found by entry point) come from the private folder only
        path = os.pathsep.join(p for p in (str(tooling), os.environ.get("PYTHONPATH", "")) if p)
        _run(cmd, "jupyter lite build", cwd=lite_dir, quiet=quiet, env={**os.environ, "PYTHONPATH": path})
    write_page(out)
    write_practice_page(out)
    return out


# ------------------------------------------------------------------ the entry page


def _site_packs(wheel: Path) -> list[dict[str, Any]]:
    """The entry page's game menu: the packs the site's wheel registers (its ``dml_tutor.packs``
    entry points), each described by its descriptor (name, title in each language, how many seats)."""
    import configparser

    from . import games
    from .i18n import languages, pack_title

    with zipfile.ZipFile(wheel) as z:
        name = next(n for n in z.namelist() if n.count("/") == 1 and n.endswith(".dist-info/entry_points.txt"))
        points = configparser.ConfigParser(delimiters=("=",))
        points.optionxform = str  # type: ignore[assignment,method-assign]
        points.read_string(z.read(name).decode())
    names = list(points["dml_tutor.packs"]) if points.has_section("dml_tutor.packs") else []
    if not names:
        raise LiteError(f"{wheel.name} registers no game pack (entry points dml_tutor.packs)")
    out = []
    for n in names:
        p = games.get(n)
        titles = {lang: pack_title(p, lang) for lang in languages()}  # the game menu's title in each language
        out.append(
            {"name": p.name, "title": p.title, "titles": titles, "min_seats": p.min_seats, "max_seats": p.max_seats}
        )
    return out


def write_page(out: Path) -> None:
    """The site's entry page, ``index.html``: the tutor in Python in the browser, without
    JupyterLab or a kernel (:mod:`dml_tutor.page`), its files under ``tutor/``. It keeps
    JupyterLite's configuration element (JupyterLab's pages read it from this page) and links
    to the start notebook in JupyterLab."""
    from .i18n import Messages, languages
    from .tutor.assets import front_end, viz_module

    root = out / "index.html"
    jupyter = _JUPYTER_CONFIG.search(root.read_text(encoding="utf-8"))
    if jupyter is None:
        raise LiteError("JupyterLite's index.html changed: no jupyter-config-data element to keep")
    lock = json.loads((out / "static" / "pyodide" / "pyodide-lock.json").read_text(encoding="utf-8"))["packages"]
    themes = {t: f"build/themes/@jupyterlab/theme-{t}-extension/index.css" for t in ("light", "dark")}
    for path in themes.values():
        if not (out / path).is_file():
            raise LiteError(f"the site has no {path}: JupyterLite's themes moved")
    wheels = [f"static/pyodide/{lock[name]['file_name']}" for name in PAGE_PACKAGES]
    packs = _site_packs(out / wheels[0])
    default = DEFAULT_GAME if any(p["name"] == DEFAULT_GAME for p in packs) else packs[0]["name"]
    notebook = f"lab/index.html?path={START}"
    # the site's build, as the page's Python sees it: names the worker's memory snapshot
    build = hashlib.sha256(" ".join([PYODIDE_VERSION, *(lock[n]["sha256"] for n in PAGE_PACKAGES)]).encode())
    config = {
        "pyodide": "static/pyodide/",
        "wheels": wheels,
        "build": build.hexdigest()[:16],
        "packs": packs,
        "pack": default,
        "seed": DEFAULT_SEED,
        "notebook": notebook,
        # the shipped languages by their own names: ?lang= or the browser's language picks one
        "languages": languages(),
        # the page's own words in each of them (page-* messages, lite-* for its loading; page.js
        # fills in the {values})
        "text": {lang: _page_words(Messages(lang)) for lang in languages()},
    }
    tutor = out / "tutor"
    tutor.mkdir(exist_ok=True)
    for name in ("page.js", "page.css", "worker.js"):
        shutil.copyfile(PAGE_STATIC / name, tutor / name)
    (tutor / "tutor.js").write_text(front_end("js"), encoding="utf-8")
    (tutor / "tutor.css").write_text(front_end("css"), encoding="utf-8")
    (tutor / "viz.js").write_text(viz_module(), encoding="utf-8")
    import jinja2  # comes with jupyter_server, of the [lite] extra
    from markupsafe import Markup

    env = jinja2.Environment(loader=jinja2.FileSystemLoader(PAGE_TEMPLATE.parent), autoescape=True)
    page = env.get_template(PAGE_TEMPLATE.name).render(
        page_config=config,  # |tojson: JSON safe inside a <script> element
        jupyter_config=Markup(jupyter.group(0)),  # JupyterLite's own element, kept as it is
        theme_light=themes["light"],
        theme_dark=themes["dark"],
        notebook=notebook,
    )
    root.write_text(page, encoding="utf-8")


def _page_words(messages: Messages) -> dict[str, str]:
    """A page's own words in one language: the entry page's bar (page-*) and the lite pages'
    loading messages and Practice page (lite-*), by id."""
    return {**messages.front_end("page-"), **messages.front_end("lite-")}


def write_practice_page(out: Path) -> None:
    """The site's Practice page, ``practice.html`` (:mod:`dml_tutor.page.practice`): questions
    on the rules in the browser's Python, the learner's record in the browser's storage. Its
    files go beside the entry page's under ``tutor/`` (it uses the entry page's ``tutor.js``,
    ``page.css`` and ``viz.js``), so :func:`write_page` runs first."""
    import jinja2

    from .i18n import Messages, languages
    from .tutor.practice import practice_front_end

    lock = json.loads((out / "static" / "pyodide" / "pyodide-lock.json").read_text(encoding="utf-8"))["packages"]
    missing = [name for name in PRACTICE_PACKAGES if name not in lock]
    if missing:
        raise LiteError(f"the site's Python lacks {', '.join(missing)}: the Practice page needs them")
    wheels = [f"static/pyodide/{lock[name]['file_name']}" for name in PRACTICE_PACKAGES]
    packs = _site_packs(out / wheels[0])
    config = {
        "pyodide": "static/pyodide/",
        "wheels": wheels,
        "packs": packs,
        "pack": DEFAULT_GAME if any(p["name"] == DEFAULT_GAME for p in packs) else packs[0]["name"],
        # as on the entry page: the shipped languages, and the page's words in each
        "languages": languages(),
        "text": {lang: _page_words(Messages(lang)) for lang in languages()},
    }
    tutor = out / "tutor"
    for name in PRACTICE_STATIC:
        shutil.copyfile(PAGE_STATIC / name, tutor / name)
    (tutor / "practice.js").write_text(practice_front_end("js"), encoding="utf-8")
    (tutor / "practice.css").write_text(practice_front_end("css"), encoding="utf-8")
    themes = {t: f"build/themes/@jupyterlab/theme-{t}-extension/index.css" for t in ("light", "dark")}
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(PRACTICE_TEMPLATE.parent), autoescape=True)
    page = env.get_template(PRACTICE_TEMPLATE.name).render(
        practice_config=config, theme_light=themes["light"], theme_dark=themes["dark"]
    )
    (out / "practice.html").write_text(page, encoding="utf-8")


def main(out: str, notebooks: str | None = None, cache: str | None = None) -> int:
    """The ``dml-tutor lite`` command: a missing ``[lite]`` extra is said before anything starts."""
    try:
        _check_pins()
    except LiteError as e:
        print(f"dml-tutor lite: {e}", file=sys.stderr)
        return 1
    print(f"building the JupyterLite site in {out} (first build downloads about 25 MB) ...", file=sys.stderr)
    try:
        site = build(Path(out), Path(notebooks) if notebooks else None, Path(cache) if cache else None)
    except LiteError as e:
        print(f"dml-tutor lite: {e}", file=sys.stderr)
        return 1
    files, size = site_size(site)
    print(f"built {site}: {files} files, {size / 1e6:.1f} MB")
    print(f"try it: python -m http.server -d {site} 8000, then open http://127.0.0.1:8000/")
    return 0
