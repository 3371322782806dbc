"""Two-dice rolls and their named doubles (dml-reference section 4, rulings R-10, R-22)."""

from __future__ import annotations

from fractions import Fraction

DABO = "Dabo!"
WOOT = "Woot! Woot!"
WYVERN = "Wyvern Eyes"

_FACES = "⚀⚁⚂⚃⚄⚅"


def roll_name(a: int, b: int) -> str | None:
    """Dabo! (double 2-5), Woot! Woot! (double 6), Wyvern Eyes (double 1), or None."""
    if a != b:
        return None
    if a == 6:
        return WOOT
    if a == 1:
        return WYVERN
    return DABO


def dice_text(a: int, b: int) -> str:
    """ "⚂⚃ = 7", with the double's name when there is one."""
    name = roll_name(a, b)
    text = f"{_FACES[a - 1]}{_FACES[b - 1]} = {a + b}"
    return f"{text} ({name})" if name else text


def succeeds(a: int, b: int, target: int) -> bool:
    """Woot! Woot! always succeeds, Wyvern Eyes always fails, else total >= Target Value."""
    if a == b == 6:
        return True
    if a == b == 1:
        return False
    return a + b >= target


def success_probability(target: object, reroll: object = "optimal") -> Fraction:
    """Exact chance that an Acquisition Attempt with this Target Value succeeds.

    ``target`` is an integer; ``reroll`` is "optimal" or "never" (a Dabo! is kept). "optimal"
    re-rolls a Dabo! exactly when it would fail (R-10), which is the best policy because the
    re-roll is an independent fresh attempt. Anything else is a ``ValueError`` (the arguments
    are typed ``object`` so that the compiled build refuses them the same way).
    """
    if reroll not in ("optimal", "never"):
        raise ValueError("reroll must be 'optimal' or 'never'")
    if not isinstance(target, int) or isinstance(target, bool):
        raise ValueError(f"target must be an integer Target Value, got {target!r}")
    # Below 2 every total but Wyvern Eyes reaches the target, above 13 only Woot! Woot!: the
    # same odds as 2 and 13, so at most 24 answers are ever kept.
    key = (min(max(target, 2), 13), "optimal" if reroll == "optimal" else "never")
    known = _ODDS.get(key)
    if known is None:
        known = _ODDS[key] = _odds(*key)
    return known


#: Each (Target Value, re-roll policy) worked out once: a traced game states the chance at
#: every Resolution Step, and a Fraction is immutable, so one answer serves every game.
_ODDS: dict[tuple[int, str], Fraction] = {}


def _odds(target: int, reroll: str) -> Fraction:
    sure = Fraction(0)  # outcomes that succeed and are kept
    again = Fraction(0)  # Dabo! outcomes that fail and are re-rolled
    for a in range(1, 7):
        for b in range(1, 7):
            p = Fraction(1, 36)
            if succeeds(a, b, target):
                sure += p
            elif reroll == "optimal" and roll_name(a, b) == DABO:
                again += p
    return sure / (1 - again)
