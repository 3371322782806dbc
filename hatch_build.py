"""Build hook: compile the engine modules with mypyc where a C compiler is at hand.

hatchling runs this for ``pip install .`` and ``pip install -e .``. The modules named in
pyproject (``[tool.hatch.build.targets.wheel.hooks.custom] compile``) are compiled to C
extensions: beside their sources for an editable install, into the wheel otherwise. The
``.py`` sources are always shipped too: the core reads them (the derived sequence tree),
and ``DML_TUTOR_PURE=1`` at run time imports them instead of the extensions.

Anything that goes wrong (no compiler, no Python headers, a mypyc error) leaves a pure
Python build, with a one-line note; ``DML_TUTOR_PURE=1`` at install time skips compiling.

Compiling takes the C compiler most of the time, so each module is its own C file
(mypyc's ``multi_file``) and the files compile in parallel, one job per CPU, at ``-O1``
(mypyc's ``opt_level``): much quicker than one C file at ``-O3``, and the games run as fast
(docs/performance.md). pip shows a build backend's output
only with ``-v``, so the hook also says on the terminal, when there is one, that it compiles
and why.
"""

from __future__ import annotations

import glob
import os
import shutil
import sys
import tempfile
import time
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

#: mypyc's optimisation level (the C compiler's -O): -O1 plays as fast as -O3 here, compiling in ~3/4 the time.
OPT_LEVEL = "1"


def _jobs() -> int:
    """C compiler jobs: one per CPU this process may use."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


def _tell(line: str) -> None:
    """Say ``line`` where the user sees it: pip keeps a build backend's output to itself
    unless run with -v, so write to the terminal too when there is one."""
    print(line, file=sys.stderr, flush=True)
    try:
        with open("/dev/tty", "w", encoding="utf-8") as tty:
            tty.write(f"\r{line}\n")
    except OSError:  # no terminal (CI, a notebook's shell): pip -v shows stderr
        pass


class MypycBuildHook(BuildHookInterface):  # type: ignore[type-arg]
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if self.target_name != "wheel" or os.environ.get("DML_TUTOR_PURE", "") not in ("", "0"):
            return
        editable = version == "editable"
        start = time.monotonic()
        try:
            built = self._compile(inplace=editable)
        except BaseException as e:  # mypyc exits (SystemExit) on a compile error: pure Python then
            if isinstance(e, KeyboardInterrupt):
                raise
            _tell(f"dml-tutor: building pure Python (the compiled engine failed: {str(e)[:300]})")
            return
        _tell(f"dml-tutor: the engine is compiled ({time.monotonic() - start:.0f} s)")
        build_data["pure_python"] = False
        build_data["infer_tag"] = True
        if not editable:
            for path, rel in built:
                build_data["force_include"][str(path)] = rel

    def _compile(self, *, inplace: bool) -> list[tuple[Path, str]]:
        from mypyc.build import mypycify
        from setuptools import Distribution

        root = Path(self.root)
        modules: list[str] = list(self.config.get("compile", []))
        paths = sorted({p for pattern in modules for p in glob.glob(pattern, root_dir=root, recursive=True)})
        if not paths:
            raise RuntimeError("no modules to compile")
        jobs = _jobs()
        _tell(
            f"dml-tutor: compiling the game engine with mypyc ({len(paths)} modules, {jobs} C compiler "
            f"job{'s' if jobs > 1 else ''}; about 20-40 s on a quiet 2-CPU machine): it plays games ~2x faster. "
            "DML_TUTOR_PURE=1 skips it."
        )
        work = Path(tempfile.mkdtemp(prefix="dml-tutor-mypyc-"))
        cwd = os.getcwd()
        os.chdir(root)
        try:
            if inplace:
                for old in _extensions(root):  # a previous editable build's
                    old.unlink()
            extensions = mypycify(
                # Type errors are reported for the compiled modules only: the build env lacks
                # the display libraries that modules they import (the widget) are checked against.
                ["--follow-imports=silent", *paths],
                opt_level=OPT_LEVEL,
                multi_file=True,  # one C file per module, so that they compile in parallel
                target_dir=str(work / "c"),
                group_name="dml_tutor",
            )
            dist = Distribution({"name": "dml-tutor-compiled", "ext_modules": extensions})
            dist.script_name = "hatch_build.py"
            dist.cmdclass["build_ext"] = _parallel_build_ext(jobs)
            cmd: Any = dist.get_command_obj("build_ext")
            cmd.inplace = inplace
            cmd.build_lib = str(work / "lib")
            cmd.build_temp = str(work / "temp")
            dist.run_command("build_ext")
            out = root if inplace else work / "lib"
            built = [(p, p.relative_to(out).as_posix()) for p in _extensions(out)]
            if not built:
                raise RuntimeError("mypyc built no extension")
            return built
        finally:
            os.chdir(cwd)
            if inplace:
                shutil.rmtree(work, ignore_errors=True)
            else:
                self._work = work  # the wheel takes the extensions from here; removed in finalize

    def finalize(self, version: str, build_data: dict[str, Any], artifact_path: str) -> None:
        work = getattr(self, "_work", None)
        if work is not None:
            shutil.rmtree(work, ignore_errors=True)


def _parallel_build_ext(jobs: int) -> type:
    """setuptools' build_ext compiling one extension's C files ``jobs`` at a time (it compiles
    them one by one; mypyc puts the whole engine in one extension, a file per module)."""
    from concurrent.futures import ThreadPoolExecutor

    from setuptools.command.build_ext import build_ext

    class ParallelBuildExt(build_ext):  # type: ignore[misc]
        def build_extension(self, ext: Any) -> None:
            compile_one_by_one = self.compiler.compile

            def compile_all(sources: list[str], *args: Any, **kwargs: Any) -> list[str]:
                if jobs < 2 or len(sources) < 2:
                    return list(compile_one_by_one(sources, *args, **kwargs))
                with ThreadPoolExecutor(jobs) as pool:  # each job waits on a compiler process
                    done = pool.map(lambda src: compile_one_by_one([src], *args, **kwargs), sources)
                    return [obj for objs in done for obj in objs]

            self.compiler.compile = compile_all
            try:
                super().build_extension(ext)
            finally:
                del self.compiler.compile

    return ParallelBuildExt


def _extensions(folder: Path) -> list[Path]:
    """The compiled modules under ``folder``: the package's and mypyc's shared library."""
    found: list[Path] = []
    for suffix in EXTENSION_SUFFIXES:
        found += folder.glob(f"dml_tutor/**/*{suffix}")
        found += folder.glob(f"dml_tutor__mypyc*{suffix}")
    return sorted(set(found))
