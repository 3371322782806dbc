"""Hints for the compiled build (mypyc reads them; pure Python ignores them).

``@mypyc_attr(allow_interpreted_subclasses=True)`` lets plain Python code subclass a
compiled class (a test's recording game, a tool's observed game). At run time the
decorator does nothing, so the core needs nothing outside the standard library.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mypy_extensions import mypyc_attr
else:

    def mypyc_attr(*attrs: str, **kwattrs: object) -> Any:
        """Does nothing at run time: mypyc reads the decorator when it compiles."""
        return lambda cls: cls


__all__ = ["mypyc_attr"]
