"""The one registry of games: every game the site offers, typed, in the order the site lists
them. Adding a game is one line here and a new package beside the others (``ARCHITECTURE.md``).

The examples hold whatever games are registered:

>>> get_game("coinche").slug
'coinche'
>>> [d.slug for d in get_game("whist").documents]
['whist-reglement', 'whist-couleur']
>>> get_document("whist-couleur").game
'whist'
>>> [d.game for d in DOCUMENTS] == [g.slug for g in GAMES for _d in g.documents]
True
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any, Protocol

from . import coinche, neurotrio, voisin, whist
from .errors import UnknownGameError
from .protocol import Document, Game

type AnyGame = Game[Any, Any]


class Registry:
    """Games in the order the site lists them and their documents, each found by its slug;
    two games (or two documents) with one slug are refused."""

    def __init__(self, games: tuple[AnyGame, ...]) -> None:
        self.games = games
        self.games_by_slug: Mapping[str, AnyGame] = _by_slug(games, "game")
        self.game_slugs: tuple[str, ...] = tuple(self.games_by_slug)
        #: Every rule document, one rule set each (one game may have several).
        self.documents: tuple[Document, ...] = tuple(d for g in games for d in g.documents)
        self.documents_by_slug: Mapping[str, Document] = _by_slug(self.documents, "document")

    def game(self, slug: str) -> AnyGame:
        """The game of ``slug``; ``UnknownGameError`` names the known games otherwise."""
        try:
            return self.games_by_slug[slug]
        except (KeyError, TypeError):
            known = ", ".join(self.game_slugs)
            raise UnknownGameError(f"unknown game {slug!r}; known games: {known}") from None

    def document(self, slug: str) -> Document:
        """The document of ``slug``; ``KeyError`` otherwise."""
        return self.documents_by_slug[slug]


class _Slugged(Protocol):
    @property
    def slug(self) -> str: ...


def _by_slug[T: _Slugged](items: tuple[T, ...], what: str) -> Mapping[str, T]:
    found: dict[str, T] = {}
    for item in items:
        if item.slug in found:
            raise ValueError(f"two {what}s are registered as {item.slug!r}")
        found[item.slug] = item
    return MappingProxyType(found)


GAMES: tuple[AnyGame, ...] = (voisin.GAME, neurotrio.GAME, whist.GAME, coinche.GAME)
REGISTRY = Registry(GAMES)
GAMES_BY_SLUG: Mapping[str, AnyGame] = REGISTRY.games_by_slug
GAME_SLUGS: tuple[str, ...] = REGISTRY.game_slugs
DOCUMENTS: tuple[Document, ...] = REGISTRY.documents
DOCUMENTS_BY_SLUG: Mapping[str, Document] = REGISTRY.documents_by_slug


def get_game(slug: str) -> AnyGame:
    """The game of ``slug``; ``UnknownGameError`` names the known games otherwise."""
    return REGISTRY.game(slug)


def get_document(slug: str) -> Document:
    """The document of ``slug``; ``KeyError`` otherwise."""
    return REGISTRY.document(slug)
