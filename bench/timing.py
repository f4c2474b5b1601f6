"""Timing helpers for the benchmark scripts: run a callable for a while, report a rate."""

from __future__ import annotations

import time
from collections.abc import Callable


def per_second(step: Callable[[], object], seconds: float = 1.0) -> float:
    """How many times per second ``step`` runs, measured for about ``seconds`` (single thread)."""
    step()  # warm caches once
    count, start = 0, time.perf_counter()
    deadline = start + seconds
    while (now := time.perf_counter()) < deadline:
        for _ in range(10):
            step()
        count += 10
    return count / (now - start)
