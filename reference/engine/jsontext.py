"""JSON text read with bounds, before Python builds anything from it.

The standard decoder recurses once per bracket (a line of 10,000 ``[`` raises
``RecursionError``), turns a number of 4,301 digits into ``ValueError`` (Python's limit on
integer strings) and reads ``NaN`` and ``1e999`` as numbers. ``decode`` refuses all of these
with ``JsonLimitError``, which names the limit, so every reader of case lines (the command
line, a teacher's upload) says what is wrong instead of failing.

>>> decode('{"points": [1, 2.5]}')
{'points': [1, 2.5]}
>>> decode("[" * 50 + "]" * 50)
Traceback (most recent call last):
...
reference.engine.jsontext.JsonLimitError: brackets nested deeper than 20
"""

from __future__ import annotations

import json
import math
from typing import Any

from .errors import EngineError

#: Brackets open at once: a case needs five or six (case, input, hands, a hand, a card…).
MAX_DEPTH = 20
#: Characters of one number: far more than any count of points or tricks.
MAX_NUMBER = 20


class JsonLimitError(EngineError):
    """The text breaks one of the reader's bounds (``limit``: ``depth`` or ``number``)."""

    def __init__(self, limit: str, message: str) -> None:
        super().__init__(message)
        self.limit = limit


def nesting(text: str) -> int:
    """The deepest nesting of brackets outside strings (a linear scan, no recursion)."""
    depth = deepest = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
            depth -= 1
    return deepest


def _integer(text: str) -> int:
    if len(text) > MAX_NUMBER:
        raise JsonLimitError("number", f"a number of {len(text)} characters")
    return int(text)


def _real(text: str) -> float:
    value = float(text) if len(text) <= MAX_NUMBER else math.inf
    if len(text) > MAX_NUMBER or not math.isfinite(value):
        raise JsonLimitError("number", f"a number out of range: {text[:MAX_NUMBER]}")
    return value


def _constant(text: str) -> float:
    raise JsonLimitError("number", f"{text} is not a number")


def decode(text: str) -> Any:
    """The JSON value of ``text``; ``JsonLimitError`` beyond the bounds, ``json.JSONDecodeError``
    for text that is not JSON."""
    if nesting(text) > MAX_DEPTH:
        raise JsonLimitError("depth", f"brackets nested deeper than {MAX_DEPTH}")
    return json.loads(text, parse_int=_integer, parse_float=_real, parse_constant=_constant)
