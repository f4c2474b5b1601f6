"""Per-game adapters: how to draw exercise situations of each kind from the game's engine.

An adapter module has ``KINDS`` (the exercise kinds the game has), ``situation(kind, rng,
ruleset, difficulty) -> (question, show)`` returning the case-format question and what the page
shows, and ``score_value(answer, field)`` reading one score field from the engine's answer.
"""

from __future__ import annotations

import importlib
from types import ModuleType


def adapter(game: str) -> ModuleType | None:
    """The adapter module of ``game`` (``None`` while a game has none)."""
    try:
        return importlib.import_module(f"{__name__}.{game}")
    except ModuleNotFoundError as error:
        if error.name != f"{__name__}.{game}":
            raise
        return None
