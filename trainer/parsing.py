"""Strict, bounded readers for every number a request carries: answer fields, ``?reponse=``,
set positions and path-step seeds.

Each reader checks the length first, then the shape (ASCII digits only: ``str.isdigit`` also
accepts « ² » and Arabic-Indic digits, which ``int`` then refuses), then the range, and only
then converts. No value reaches ``int``, ``Decimal`` or ``float`` before that, so a request
costs microseconds whatever it holds (no unbounded exponent, no 4,300-digit conversion, no
infinity, no NaN).

>>> read_index("2", 4), read_whole("−160", 1000), read_decimal("44,5", maximum=1000)
(2, -160, Fraction(89, 2))
>>> read_index("²", 4)
Traceback (most recent call last):
...
trainer.parsing.Unreadable: not a number: '²'
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from fractions import Fraction

#: Minus signs a phone keyboard may type: ASCII hyphen-minus and U+2212.
MINUS = ("-", "−")
#: Spaces around a value that a person may leave (no other character is trimmed).
PADDING = " \t"
#: The largest attempt id ``?reponse=`` may carry (a bigint column fits 2**63 - 1).
MAX_ID_DIGITS = 18

_DECIMAL = re.compile(r"([0-9]+)(?:[.,]([0-9]+))?")


class Unreadable(ValueError):
    """A value that is not a number of the expected shape."""


class OutOfRange(Unreadable):
    """A well-formed number outside the accepted range."""


def _digits(raw: str, most: int) -> str:
    """``raw`` less its padding, if it is 1 to ``most`` ASCII digits."""
    if len(raw) > most + len(PADDING) * 4:
        raise Unreadable(f"too long: {len(raw)} characters")
    value = raw.strip(PADDING)
    if not 1 <= len(value) <= most or not value.isascii() or not value.isdigit():
        raise Unreadable(f"not a number: {raw!r}")
    return value


def read_index(raw: str, size: int) -> int:
    """A position in a list of ``size`` items: 0 to ``size - 1``."""
    value = int(_digits(raw, len(str(max(size, 1)))))
    if value >= size:
        raise OutOfRange(f"{value} is not below {size}")
    return value


def read_indices(raws: Sequence[str], size: int) -> list[int]:
    """Distinct positions in a list of ``size`` items, sorted (at most ``size`` values sent)."""
    if len(raws) > size:
        raise OutOfRange(f"{len(raws)} values for {size} items")
    return sorted({read_index(raw, size) for raw in raws})


def read_whole(raw: str, limit: int) -> int:
    """A whole number from ``-limit`` to ``limit`` (either minus sign)."""
    if len(raw) > len(str(limit)) + 1 + len(PADDING) * 4:
        raise Unreadable(f"too long: {len(raw)} characters")
    text = raw.strip(PADDING)
    negative = text[:1] in MINUS
    value = int(_digits(text[1:] if negative else text, len(str(limit))))
    if value > limit:
        raise OutOfRange(f"{value} is beyond {limit}")
    return -value if negative else value


def read_decimal(raw: str, *, maximum: int, places: int = 2) -> Fraction:
    """A number from 0 to ``maximum`` with at most ``places`` decimals (comma or point)."""
    most = len(str(maximum)) + 1 + places
    if len(raw) > most + len(PADDING) * 4:
        raise Unreadable(f"too long: {len(raw)} characters")
    text = raw.strip(PADDING)
    match = _DECIMAL.fullmatch(text) if text.isascii() else None
    if match is None or len(match.group(1)) > len(str(maximum)):
        raise Unreadable(f"not a number: {raw!r}")
    decimals = match.group(2) or ""
    if len(decimals) > places:
        raise Unreadable(f"more than {places} decimals: {raw!r}")
    value = int(match.group(1)) + Fraction(int(decimals or "0"), 10 ** len(decimals))
    if value > maximum:
        raise OutOfRange(f"{value} is beyond {maximum}")
    return value


def read_id(raw: str) -> int:
    """A database id: 1 to 18 ASCII digits, not zero."""
    value = int(_digits(raw, MAX_ID_DIGITS))
    if value == 0:
        raise OutOfRange("0 is not an id")
    return value
