"""The games as the site speaks of them: one package per engine game, found from the engine's
registry by slug. ``reference/games/<slug>/`` holds its ``WORDS`` (names and sentences) and its
``RULESETS`` (the rule sets the apps offer, ``rulesets.py``).

Nothing else lists the games: a new game is a line in ``reference.engine.registry`` and a new
package here (and its engine package, documents and catalogue), see ``ARCHITECTURE.md``.
"""

from __future__ import annotations

import importlib
from functools import cache
from types import ModuleType
from typing import TYPE_CHECKING

from reference.engine import get_game
from reference.games.base import GameWords

if TYPE_CHECKING:
    from reference.ruleset import RuleSet


@cache
def package(slug: str) -> ModuleType:
    """The package of the game ``slug`` (``UnknownGameError`` for a game the engine lacks)."""
    return importlib.import_module(f"{__name__}.{get_game(slug).slug}")


def words(slug: str) -> GameWords:
    """The words of the game ``slug``."""
    found: GameWords = package(slug).WORDS
    return found


def rulesets(slug: str) -> tuple[RuleSet, ...]:
    """The rule sets of the game ``slug``, the document's own first."""
    found: tuple[RuleSet, ...] = package(slug).RULESETS
    return found
