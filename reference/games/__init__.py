"""The games as the site speaks of them: one package per engine game, found from the engine's
registry by slug (``reference/games/<slug>/`` holds its ``WORDS``).

Nothing else lists the games: a new game is a line in ``reference.engine.registry`` and a new
package here (and its engine package, documents and catalogue), see ``ARCHITECTURE.md``.
"""

from __future__ import annotations

import importlib
from functools import cache

from reference.engine import get_game
from reference.games.base import GameWords


@cache
def words(slug: str) -> GameWords:
    """The words of the game ``slug`` (``UnknownGameError`` for a game the engine lacks)."""
    game = get_game(slug)
    module = importlib.import_module(f"{__name__}.{game.slug}")
    found: GameWords = module.WORDS
    return found
