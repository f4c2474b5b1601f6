"""Process-wide caches a test fills with what it patches (engine data, the documents' folder):
the test gets empty caches of its own, bound wherever the cached functions are imported, and
the shared ones come back untouched after it. Emptying the shared caches instead would leave
every later test of the worker to fill them again (rule pages, the search index)."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import lru_cache
from typing import Any


@contextmanager
def own_caches(*shared: Any) -> Iterator[None]:
    """Empty caches in place of the ``functools.lru_cache`` functions ``shared`` while the
    block runs (a module imported meanwhile included)."""
    swaps = [(cached, _empty_copy(cached)) for cached in shared]
    for cached, own in swaps:
        _rebind(cached, own)
    try:
        yield
    finally:
        for cached, own in swaps:
            _rebind(own, cached)


def _empty_copy(cached: Any) -> Callable[..., Any]:
    return lru_cache(**cached.cache_parameters())(cached.__wrapped__)


def _rebind(old: object, new: object) -> None:
    """Every module-level name bound to ``old`` is bound to ``new``."""
    for module in list(sys.modules.values()):
        namespace = getattr(module, "__dict__", None)
        if not isinstance(namespace, dict):
            continue
        for name in [name for name, value in namespace.items() if value is old]:
            namespace[name] = new
