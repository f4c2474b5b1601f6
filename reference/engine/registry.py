"""The one registry of games: every game the site offers, typed, in the order the site lists
them. Adding a game is one line here and a new package beside the others (``ARCHITECTURE.md``).

>>> get_game("coinche").slug
'coinche'
>>> [d.slug for d in DOCUMENTS]
['voisin', 'neurotrio', 'whist-reglement', 'whist-couleur', 'coinche']
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from . import coinche, neurotrio, voisin, whist
from .errors import UnknownGameError
from .protocol import Document, Game

type AnyGame = Game[Any, Any]

GAMES: tuple[AnyGame, ...] = (voisin.GAME, neurotrio.GAME, whist.GAME, coinche.GAME)
GAMES_BY_SLUG: Mapping[str, AnyGame] = MappingProxyType({g.slug: g for g in GAMES})
GAME_SLUGS: tuple[str, ...] = tuple(GAMES_BY_SLUG)

#: Every rule document, one rule set each (the two whist documents are two rule sets).
DOCUMENTS: tuple[Document, ...] = tuple(d for g in GAMES for d in g.documents)
DOCUMENTS_BY_SLUG: Mapping[str, Document] = MappingProxyType({d.slug: d for d in DOCUMENTS})


def get_game(slug: str) -> AnyGame:
    """The game of ``slug``; ``UnknownGameError`` names the known games otherwise."""
    try:
        return GAMES_BY_SLUG[slug]
    except (KeyError, TypeError):
        known = ", ".join(GAME_SLUGS)
        raise UnknownGameError(f"unknown game {slug!r}; known games: {known}") from None


def get_document(slug: str) -> Document:
    """The document of ``slug``; ``KeyError`` otherwise."""
    return DOCUMENTS_BY_SLUG[slug]
