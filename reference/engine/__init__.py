"""Atout's rules engine: pure Python, no Django.

The registry maps a game slug to its game object (imported on first use) and lists the five
seed documents the site presents. Four games, five documents: the two whist documents are two
rule sets of one game (``{"document": "reglement"}`` and ``{"document": "couleur"}``).

>>> get_game("coinche").slug
'coinche'
>>> [d.slug for d in DOCUMENTS]
['voisin', 'neurotrio', 'whist-reglement', 'whist-couleur', 'coinche']
"""

from __future__ import annotations

import importlib
from functools import cache

from .errors import UnknownGameError
from .protocol import Document, Game

GAME_SLUGS = ("voisin", "neurotrio", "whist", "coinche")

DOCUMENTS = (
    Document("voisin", "Le Voisin", "voisin", {}, "000", ("2", "3", "4", "2x2"), "32"),
    Document("neurotrio", "Neurotrio", "neurotrio", {}, "001", ("3", "4", "5"), "neurotrio"),
    Document(
        "whist-reglement",
        "Règlement du Whist",
        "whist",
        {"document": "reglement"},
        "002",
        ("4",),
        "52",
    ),
    Document(
        "whist-couleur",
        "Whist à la couleur",
        "whist",
        {"document": "couleur"},
        "003",
        ("4",),
        "52",
    ),
    Document("coinche", "Belote coinchée", "coinche", {}, "004", ("2x2",), "32"),
)
DOCUMENTS_BY_SLUG = {d.slug: d for d in DOCUMENTS}


@cache
def get_game(slug: str) -> Game:
    """The game object for ``slug``; ``UnknownGameError`` names the known games otherwise."""
    if slug not in GAME_SLUGS:
        raise UnknownGameError(f"unknown game {slug!r}; known games: {', '.join(GAME_SLUGS)}")
    module = importlib.import_module(f"{__name__}.{slug}")
    game: Game = module.GAME
    return game


def get_document(slug: str) -> Document:
    """The document for ``slug``; ``KeyError`` otherwise."""
    return DOCUMENTS_BY_SLUG[slug]


__all__ = [
    "DOCUMENTS",
    "DOCUMENTS_BY_SLUG",
    "GAME_SLUGS",
    "Document",
    "Game",
    "get_document",
    "get_game",
]
