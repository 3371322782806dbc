"""The variant registry: every pack's rule variants by name (see ``core.variants``).

A pack lists its variants in its descriptor (``Pack.variants``); :func:`register` adds
one from outside a pack.
"""

from __future__ import annotations

from .. import games
from ..core.variants import Variant

_EXTRA: dict[str, dict[str, Variant]] = {}


def variants(pack: str) -> dict[str, Variant]:
    """The pack's variants by name, in the pack's order (then registered ones)."""
    out = {v.name: v for v in games.get(pack).variants}  # an unknown pack is a ValueError
    out.update(_EXTRA.get(pack, {}))
    return out


def variant(pack: str, name: str) -> Variant:
    """One variant by name; an unknown name is a ValueError listing the known ones."""
    known = variants(pack)
    if name not in known:
        raise ValueError(f"unknown {pack} variant {name!r}; the variants are: {', '.join(known) or 'none'}")
    return known[name]


def register(v: Variant) -> Variant:
    """Add a variant to its pack's registry (a pack's own ``VARIANTS`` need not be)."""
    if not isinstance(v, Variant):
        raise ValueError(f"register takes a Variant, got {v!r}")
    games.get(v.pack)
    _EXTRA.setdefault(v.pack, {})[v.name] = v
    return v
