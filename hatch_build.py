"""Build hook: compile the engine modules with mypyc where a C compiler is at hand.

hatchling runs this for ``pip install .`` and ``pip install -e .``. The modules named in
pyproject (``[tool.hatch.build.targets.wheel.hooks.custom] compile``) are compiled to C
extensions: beside their sources for an editable install, into the wheel otherwise. The
``.py`` sources are always shipped too: the core reads them (the derived sequence tree),
and ``DML_TUTOR_PURE=1`` at run time imports them instead of the extensions.

Anything that goes wrong (no compiler, no Python headers, a mypyc error) leaves a pure
Python build, with a one-line note; ``DML_TUTOR_PURE=1`` at install time skips compiling.
"""

from __future__ import annotations

import glob
import os
import shutil
import sys
import tempfile
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


class MypycBuildHook(BuildHookInterface):  # type: ignore[type-arg]
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if self.target_name != "wheel" or os.environ.get("DML_TUTOR_PURE", "") not in ("", "0"):
            return
        editable = version == "editable"
        try:
            built = self._compile(inplace=editable)
        except BaseException as e:  # mypyc exits (SystemExit) on a compile error: pure Python then
            if isinstance(e, KeyboardInterrupt):
                raise
            print(f"dml-tutor: building pure Python (the compiled engine failed: {str(e)[:300]})", file=sys.stderr)
            return
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
                opt_level="3",
                target_dir=str(work / "c"),
                group_name="dml_tutor",
            )
            dist = Distribution({"name": "dml-tutor-compiled", "ext_modules": extensions})
            dist.script_name = "hatch_build.py"
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


def _extensions(folder: Path) -> list[Path]:
    """The compiled modules under ``folder``: the package's and mypyc's shared library."""
    found: list[Path] = []
    for suffix in EXTENSION_SUFFIXES:
        found += folder.glob(f"dml_tutor/**/*{suffix}")
        found += folder.glob(f"dml_tutor__mypyc*{suffix}")
    return sorted(set(found))
