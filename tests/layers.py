"""A matrix the slow layer runs whole and the fast layer samples.

A crawl over every rule set, kind and language is the slow layer's job; ``make test-fast`` keeps
one case in ``every`` of it, spread over the whole list, so a developer's run still meets each
part of the matrix's shape without paying for all of it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import pytest


def sampled(cases: Iterable[Any], every: int, *, one_value: bool = False) -> list[Any]:
    """``cases`` for ``parametrize``: one in ``every`` as it is, the others only in the slow layer.

    A case is a tuple of values for several argument names, unless ``one_value`` says each case
    (a tuple or not) is the value of a single argument.
    """
    return [case if i % every == 0 else _slow(case, one_value) for i, case in enumerate(cases)]


def _slow(case: Any, one_value: bool) -> Any:
    values: Sequence[Any] = case if isinstance(case, tuple) and not one_value else (case,)
    return pytest.param(*values, marks=pytest.mark.slow)
