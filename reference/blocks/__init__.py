"""Block directives of the rule documents: HTML drawn from the engine, never typed by hand.

A document writes ``::: <name> [args]`` on a line of its own; ``render_block`` finds the block
function registered under that name (shared blocks here; worked tricks, plays, auctions and
scored deals for every game in ``worked.py``; a game's own tables in ``reference/blocks/<game>``)
and returns its HTML. An unknown block is an error, so a typo
in a document fails the page's test instead of silently vanishing.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from functools import cache

from reference.blocks.render import block_template
from reference.engine import DOCUMENTS_BY_SLUG, GAMES, Document

type BlockFunction = Callable[[Document, list[str]], str]

__all__ = ["UnknownBlock", "block_template", "registry", "render_block"]


class UnknownBlock(LookupError):
    """A ``::: name`` directive that no block module defines."""


@cache
def registry() -> dict[str, BlockFunction]:
    """Every block function, by directive name: the shared ones (``common``), the worked
    examples of every game that has some (``worked``), and each game's own tables
    (``reference/blocks/<game>/``, found from the engine's registry)."""
    from reference.blocks import common
    from reference.blocks.examples import examples
    from reference.blocks.worked import BLOCKS as WORKED

    blocks: dict[str, BlockFunction] = dict(common.BLOCKS)
    blocks.update({name: b for name, b in WORKED.items() if examples(name.rsplit("-", 1)[0])})
    for game in GAMES:
        blocks.update(_own_blocks(game.slug))
    return blocks


def _own_blocks(slug: str) -> dict[str, BlockFunction]:
    try:
        module = importlib.import_module(f"{__name__}.{slug}")
    except ModuleNotFoundError as error:
        if error.name != f"{__name__}.{slug}":
            raise
        return {}  # a game may have no table of its own
    found: dict[str, BlockFunction] = module.BLOCKS
    return found


def render_block(slug: str, name: str, args: list[str]) -> str:
    """The HTML of block ``name`` on document ``slug``."""
    try:
        function = registry()[name]
    except KeyError:
        raise UnknownBlock(f"document {slug!r} uses an unknown block {name!r}") from None
    document = DOCUMENTS_BY_SLUG.get(slug) or DOCUMENTS_BY_SLUG["coinche"]
    return function(document, args)
