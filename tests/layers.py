"""A matrix the slow layer runs whole and the fast layer samples, and one that need not run whole.

A crawl over every rule set, kind and language is the slow layer's job; ``make test-fast`` keeps
one case in ``every`` of it, spread over the whole list, so a developer's run still meets each
part of the matrix's shape without paying for all of it. Where a second test of the same pages
only adds another way of driving them (the same page without JavaScript), ``covering`` keeps
the few cases in which every value of every part still comes once.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from typing import Any

import pytest


def sampled(cases: Iterable[Any], every: int, *, one_value: bool = False) -> list[Any]:
    """``cases`` for ``parametrize``: one in ``every`` as it is, the others only in the slow layer.

    A case is a tuple of values for several argument names, unless ``one_value`` says each case
    (a tuple or not) is the value of a single argument.
    """
    return [case if i % every == 0 else _slow(case, one_value) for i, case in enumerate(cases)]


def sampled_covering(cases: Sequence[tuple[Any, ...]]) -> list[Any]:
    """``cases`` for ``parametrize``: the few that ``covering`` picks as they are (every value of
    every part met once), the others only in the slow layer."""
    kept = {id(case) for case in covering(cases, key=lambda value: getattr(value, "id", value))}
    return [case if id(case) in kept else _slow(case, False) for case in cases]


def first_on_every_database(cases: Iterable[Any], kept: int) -> list[Any]:
    """``cases`` (one argument's values) for ``parametrize``: the first ``kept`` as they are,
    the others marked ``breadth``, the same database work again for one more rule set or
    chunk, which the PostgreSQL run leaves to ``make test``."""
    return [
        case if i < kept else pytest.param(case, marks=pytest.mark.breadth)
        for i, case in enumerate(cases)
    ]


def _slow(case: Any, one_value: bool) -> Any:
    values: Sequence[Any] = case if isinstance(case, tuple) and not one_value else (case,)
    return pytest.param(*values, marks=pytest.mark.slow)


def covering(
    cases: Sequence[tuple[Any, ...]], key: Callable[[Any], Hashable] = lambda value: value
) -> list[tuple[Any, ...]]:
    """Few of ``cases`` (picked greedily, in their order) among which every value each part of a
    case takes still comes at least once: every rule set once and every kind once, say. ``key``
    names a value that cannot be hashed (a rule set by its id)."""

    def parts(case: tuple[Any, ...]) -> set[tuple[int, Hashable]]:
        return {(i, key(value)) for i, value in enumerate(case)}

    needed = set().union(*map(parts, cases))
    chosen = []
    while needed:
        best = max(cases, key=lambda case: len(needed & parts(case)))
        chosen.append(best)
        needed -= parts(best)
    return chosen
