"""The seeded generator's draws in compiled code: the very draws of ``random.Random``.

CPython's ``Random.randrange``, ``shuffle`` and ``choice`` are interpreted code around one
primitive, ``getrandbits``: ``_randbelow(n)`` draws ``getrandbits(n.bit_length())`` until
the result is below ``n``. These functions do the same, so a game plays exactly the same
for its seed in both builds, and the compiled build (this module is compiled) saves the
interpreted calls, a few per decision and one per card of every shuffle. A generator of
another type (a subclass with its own ``random``) is asked itself.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Final, TypeVar

from .sequence import count

T = TypeVar("T")
#: The generator whose draws these are (Final: no look-up in the module's names when compiled).
_RANDOM: Final = random.Random


def randbelow(rng: random.Random, n: int) -> int:
    """A number in ``range(n)``, ``n`` > 0: ``rng._randbelow(n)``, the same draws."""
    if type(rng) is not _RANDOM:
        return rng.randrange(n)
    k = n.bit_length()
    r: int = rng.getrandbits(k)
    while r >= n:
        r = rng.getrandbits(k)
    return r


def randrange(rng: random.Random, n: int) -> int:
    """``rng.randrange(n)``: the same draw, the same ``ValueError`` for an empty range."""
    if n <= 0:
        raise ValueError(f"empty range in randrange(0, {n})")
    return randbelow(rng, n)


def choice(rng: random.Random, seq: Sequence[T]) -> T:
    """``rng.choice(seq)``: the same draw, the same ``IndexError`` for an empty sequence."""
    n = count(seq)  # len(seq), natively for a decision's lazy actions
    if n == 0:
        raise IndexError("Cannot choose from an empty sequence")
    return seq[randbelow(rng, n)]


def shuffle(rng: random.Random, x: list[Any]) -> None:
    """``rng.shuffle(x)`` in place: the same swaps, from the end of the list down."""
    if type(rng) is not _RANDOM:
        rng.shuffle(x)
        return
    for i in range(len(x) - 1, 0, -1):
        j = randbelow(rng, i + 1)
        x[i], x[j] = x[j], x[i]
