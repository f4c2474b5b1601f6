"""Atout's rules engine: pure Python, no Django.

Each game is a package (``coinche``, ``whist``, ``voisin``, ``neurotrio``) whose ``GAME``
follows the ``Game`` protocol (``protocol.py``) and returns the shared result types
(``tricks.py``, ``results.py``); ``registry.py`` lists them. A game may have several documents:
the two whist documents are two rule sets of one game (``{"document": "reglement"}`` and
``{"document": "couleur"}``).
"""

from __future__ import annotations

from .protocol import Document, Game
from .registry import (
    DOCUMENTS,
    DOCUMENTS_BY_SLUG,
    GAME_SLUGS,
    GAMES,
    AnyGame,
    get_document,
    get_game,
)

__all__ = [
    "DOCUMENTS",
    "DOCUMENTS_BY_SLUG",
    "GAMES",
    "GAME_SLUGS",
    "AnyGame",
    "Document",
    "Game",
    "get_document",
    "get_game",
]
