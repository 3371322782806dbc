"""Reading untrusted input safely: JSON text and JSON-like data of any depth or size
become a ``ValueError`` naming the field, never a ``RecursionError`` or Python's own
integer-limit message, and error messages quote input briefly."""

from __future__ import annotations

import json
import reprlib
from typing import Any

#: Deepest nesting of lists and objects accepted anywhere (a save file needs 4 levels).
MAX_DEPTH = 32
#: Largest integer accepted anywhere (seeds, seats, counts): a table's seed has 128 bits.
MAX_INT = 2**128

_repr = reprlib.Repr()
_repr.maxlevel = 3
_repr.maxstring = 40
_repr.maxother = 40
_repr.maxlist = _repr.maxdict = _repr.maxtuple = 6


def short_repr(value: object) -> str:
    """A short ``repr`` for error messages, safe for huge integers and deep nesting."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= MAX_INT:
        return f"an integer of about {value.bit_length() * 3 // 10 + 1} digits"
    try:
        return _repr.repr(value)
    except (ValueError, RecursionError):
        return f"a {type(value).__name__}"


def check_data(value: Any, field: str) -> None:
    """Refuse JSON-like data nested deeper than :data:`MAX_DEPTH` or holding an integer
    beyond :data:`MAX_INT`, as a ``ValueError`` naming ``field``. Iterative: any depth."""
    todo: list[tuple[Any, int]] = [(value, 0)]
    while todo:
        v, depth = todo.pop()
        if isinstance(v, (dict, list, tuple)):
            if depth >= MAX_DEPTH:
                raise ValueError(f"{field} is nested more than {MAX_DEPTH} levels deep")
            items = v.values() if isinstance(v, dict) else v
            todo.extend((item, depth + 1) for item in items)
            if isinstance(v, dict):
                todo.extend((k, depth + 1) for k in v if not isinstance(k, str))
        elif isinstance(v, int) and not isinstance(v, bool) and abs(v) >= MAX_INT:
            raise ValueError(f"{field} holds {short_repr(v)}; integers must stay below 2**128")


def _bounded_int(text: str) -> int:
    if len(text.lstrip("-")) > 39:  # MAX_INT has 39 digits; check_data then bounds the value
        raise ValueError(f"an integer of {len(text.lstrip('-'))} digits")
    return int(text)


def load_json(text: object, field: str) -> Any:
    """Parse JSON text; malformed, too deep or with huge integers is a ``ValueError``
    naming ``field``."""
    if not isinstance(text, str):
        raise ValueError(f"{field} must be JSON text, got {short_repr(text)}")
    try:
        data = json.loads(text, parse_int=_bounded_int)
    except RecursionError:  # the json module recurses once per level of nesting
        raise ValueError(f"{field} is nested more than {MAX_DEPTH} levels deep") from None
    except ValueError as e:
        raise ValueError(f"{field} is not valid JSON: {e}") from None
    check_data(data, field)
    return data


#: Longest name accepted for anything a player or designer names (a sector, a ruler, a team).
MAX_NAME = 60


def read_name(value: object, field: str, *, max_len: int = MAX_NAME, forbidden: str = "") -> str:
    """A name as it may appear in positions, settings and save files: non-empty text of at
    most ``max_len`` characters, no outer spaces, and only characters a keyboard types back
    (``str.isprintable``: no control character, lone surrogate, line or paragraph separator,
    no-break or other special space), none of ``forbidden``. Anything else is a
    ``ValueError`` naming ``field`` and quoting the name briefly, since a name that cannot be
    typed, drawn or encoded breaks every display and save file that shows it."""
    if not isinstance(value, str) or not value.strip():
        raise ValueError(f"{field} must be a name (non-empty text), got {short_repr(value)}")
    if len(value) > max_len:
        raise ValueError(f"{field} is {len(value)} characters long; a name has at most {max_len}")
    if value != value.strip():
        raise ValueError(f"{field} {short_repr(value)} starts or ends with a space")
    bad = next((c for c in value if not c.isprintable() or c in forbidden), None)
    if bad is not None:
        what = f"{bad!r}" if bad in forbidden else f"U+{ord(bad):04X}, a character that cannot be typed back"
        raise ValueError(f"{field} {short_repr(value)} holds {what}")
    return value


def read_seed(value: object, field: str = "seed") -> int:
    """A seed for a random game: an integer (not a bool) below :data:`MAX_INT`; a float,
    text, bytes or a list is a ``ValueError`` naming ``field``, never a silently hashed seed."""
    if not isinstance(value, int) or isinstance(value, bool) or abs(value) >= MAX_INT:
        raise ValueError(f"{field} must be an integer, got {short_repr(value)}")
    return value
