"""The variant registry: every pack's rule variants by name (see ``core.variants``).

A pack lists its variants as ``VARIANTS`` in its package; :func:`register` adds one
from outside a pack.
"""

from __future__ import annotations

from importlib import import_module

from .. import games
from ..core.variants import Variant

_EXTRA: dict[str, dict[str, Variant]] = {}

#: Variants of packs that do not list their own (``VARIANTS``), in our words.
BUILT_IN: tuple[Variant, ...] = (
    Variant(
        "merc",
        "rules",
        "merc.notes.base",
        "The printed rules: the base falls to the Rebels only when they control its revealed sector "
        "with every Dictator unit and the Dictator card defeated; Tactics end the game at the end of "
        "the Dictator's turn.",
        "The page's Implementation Notes code: the base falls once its revealed sector is not held by "
        "the Dictator (an empty sector too), and the end check, exhausted Tactics included, also runs "
        "after each combat.",
        "implementation_notes",
        "implementation_notes",
    ),
    Variant(
        "merc",
        "dictator_card",
        "P-08",
        "The Dictator card stops a capture only while it is in the base sector.",
        "The Dictator card stops a capture wherever it is on the board.",
        "anywhere",
    ),
)


def variants(pack: str = "dml") -> dict[str, Variant]:
    """The pack's variants by name, in the pack's order (then registered ones)."""
    games.get(pack)  # an unknown pack is a ValueError
    found: tuple[Variant, ...] = getattr(import_module(games.PACKS[pack]), "VARIANTS", ())
    out = {v.name: v for v in found or (b for b in BUILT_IN if b.pack == pack)}
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
