"""Generator versions: what a shared exercise link shows never changes.

An exercise's URL is its key, and the engine draws its situation from that key. When a
generator changes what it draws (a new kind of situation, another choice of cards), the new
one is registered in the game's engine under ``<kind>@<version>`` beside the old one, and this
table says which version new exercises use. A seed token carries its version: ``123`` is
version 1 (every link made before versions existed), ``2-123`` is version 2.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

#: The version new exercises of (game, kind) are drawn with (1 when absent).
CURRENT: Mapping[tuple[str, str], int] = {
    # Le Voisin's calls with the turned card shown, each naming its suit: the rules, not the
    # notation (``reference.engine.voisin.situations_deal.bid_situation_v2``).
    ("voisin", "bid"): 2,
    # issue 17 settled three whist readings (a later pass keeps one's place; « premier » is a
    # call at à la couleur; an auction follows a trou there): version 1 still draws its
    # auctions under the former readings, version 2 under the new ones.
    ("whist", "bid"): 2,
}

#: Kinds a game renamed: (game, former name) -> its name now. Whist's « Quelle carte
#: échanger ? » asked who plugs the trou (issue 24): its exercises are « Qui bouche le trou ? »
#: now, and go on drawing with their former name, so a former link and its new address show
#: the same exercise and its answers are filed under the kind they were.
RENAMED: Mapping[tuple[str, str], str] = {("whist", "exchange"): "boucheur"}
#: The name a renamed kind draws its exercises with (its key's random source).
DRAWN_AS: Mapping[tuple[str, str], str] = {(g, now): old for (g, old), now in RENAMED.items()}

#: The version of a theme's seed that draws at its rule set's table (``theme:2-123``): version
#: 1 drew a theme of Le Voisin at any table even for a rule set played at one (« à 3 joueurs »),
#: and its links keep drawing so.
THEME_AT_TABLE = 2
#: The highest version a seed token may name.
MAX_VERSION = 9
#: The seed of an exercise drawn for a theme (``Game.situation(..., theme=)``): the theme's
#: slug, then its seed token. The theme is part of the key, so a link keeps its theme.
THEME_SEED = re.compile(r"(?P<theme>[a-z][a-z0-9-]{0,39}):(?P<token>(?:[2-9]-)?[1-9][0-9]{0,8})")


def theme_of(seed: str) -> str | None:
    """The theme a seed was drawn for, or ``None`` for an exercise of a level.

    >>> theme_of("couper:123"), theme_of("123"), theme_of("ordre-0-3")
    ('couper', None, None)
    """
    themed = THEME_SEED.fullmatch(seed)
    return themed["theme"] if themed else None


def kind_now(game: str, kind: str) -> str:
    """The name ``kind`` has now in ``game`` (itself unless renamed).

    >>> kind_now("whist", "exchange"), kind_now("voisin", "exchange")
    ('boucheur', 'exchange')
    """
    return RENAMED.get((game, kind), kind)


def drawn_as(game: str, kind: str) -> str:
    """The kind name ``kind``'s exercises are drawn with in ``game`` (its former name).

    >>> drawn_as("whist", "boucheur"), drawn_as("whist", "bid")
    ('exchange', 'bid')
    """
    return DRAWN_AS.get((game, kind), kind)


def current(game: str, kind: str) -> int:
    """The version new exercises of ``kind`` in ``game`` use."""
    return CURRENT.get((game, kind), 1)


def split_seed(token: str) -> tuple[int, str]:
    """``"2-123"`` -> ``(2, "123")``; ``"123"`` -> ``(1, "123")``; a theme's seed reads its
    number (``"couper:2-123"`` -> ``(2, "123")``); other tokens (a set item's, a path step's)
    are version 1."""
    themed = THEME_SEED.fullmatch(token)
    if themed is not None:
        token = themed["token"]
    version, sep, number = token.partition("-")
    if sep and len(version) == 1 and version.isdigit() and number.isdigit():
        return int(version), number
    return 1, token


def seed_token(version: int, number: int | str) -> str:
    """The seed token of ``number`` drawn with ``version``."""
    return str(number) if version == 1 else f"{version}-{number}"


def generator_kind(kind: str, version: int) -> str:
    """The engine's name of the generator: ``bid`` for version 1, ``bid@2`` for version 2."""
    return kind if version == 1 else f"{kind}@{version}"
