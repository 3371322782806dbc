"""Which build of the engine runs: compiled (mypyc, see ``hatch_build.py``) or pure Python.

An install with a C compiler at hand puts compiled modules beside the engine's sources.
They are used unless ``DML_TUTOR_PURE`` is set (to anything but ``0``) or a source is
newer than its compiled module (edited since the install: reinstall to recompile); then
every engine module is imported from its ``.py`` file, so the two builds never mix.
This module is imported first by ``dml_tutor`` and is never compiled itself.
"""

from __future__ import annotations

import os
import sys
import warnings
from collections.abc import Sequence
from importlib.abc import MetaPathFinder
from importlib.machinery import EXTENSION_SUFFIXES, ExtensionFileLoader, ModuleSpec, PathFinder
from importlib.util import spec_from_file_location
from pathlib import Path
from types import ModuleType

PACKAGE = Path(__file__).parent
#: The environment switch that forces pure Python.
SWITCH = "DML_TUTOR_PURE"


def _source_of(extension: Path) -> Path:
    return extension.with_name(extension.name.split(".")[0] + ".py")


def compiled_files() -> dict[Path, Path]:
    """Each compiled module of the package (source -> extension)."""
    out: dict[Path, Path] = {}
    for suffix in EXTENSION_SUFFIXES:
        for ext in PACKAGE.rglob(f"*{suffix}"):
            out.setdefault(_source_of(ext), ext)
    return out


def _choose() -> tuple[bool, str]:
    """Whether to import the compiled modules, and why (or why not)."""
    if os.environ.get(SWITCH, "") not in ("", "0"):
        return False, f"{SWITCH} is set"
    found = compiled_files()
    if not found:
        return False, "no compiled modules are installed"
    stale = sorted(
        str(s.relative_to(PACKAGE)) for s, e in found.items() if s.exists() and s.stat().st_mtime > e.stat().st_mtime
    )
    if stale:
        warnings.warn(
            f"dml_tutor: {', '.join(stale[:3])}{' ...' if len(stale) > 3 else ''} changed since the compiled build; "
            "running pure Python (reinstall with pip install -e . to compile again)",
            stacklevel=3,
        )
        return False, "sources changed since the compiled build"
    return True, "compiled modules are installed"


class _SourceFinder(MetaPathFinder):
    """Imports the package's modules from their ``.py`` files even where an extension is."""

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        if not fullname.startswith("dml_tutor."):
            return None
        spec = PathFinder.find_spec(fullname, path)
        if spec is None or not isinstance(spec.loader, ExtensionFileLoader) or spec.origin is None:
            return spec
        source = _source_of(Path(spec.origin))
        return spec_from_file_location(fullname, source, submodule_search_locations=spec.submodule_search_locations)


USE_COMPILED, REASON = _choose()
if not USE_COMPILED and not any(isinstance(f, _SourceFinder) for f in sys.meta_path):
    sys.meta_path.insert(0, _SourceFinder())


def is_compiled(module: ModuleType) -> bool:
    """Whether a module was imported compiled."""
    return isinstance(getattr(module, "__loader__", None), ExtensionFileLoader)
