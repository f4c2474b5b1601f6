"""Blocks of the belote coinchée rule page (seed 004) that no other game has, every figure
computed by the coinche engine at render time.

``material`` (seats, deal, card orders, points, deal totals), ``contracts`` (contracts and
the bidding ladder), ``announcements`` (values and a worked comparison), ``scoring``
(rounding, the end of the game, the variants' tables) and ``fields`` (the case-file fields).
Worked tricks, plays, auctions and scored deals are the blocks every game shares
(``reference/blocks/worked.py``), their positions in
``reference/documents/examples/coinche.jsonl``; the game's words name everything
(``reference/games/coinche``). Each block's HTML sits in an element carrying ``data-block``
(and ``data-example`` for worked examples).
"""

from __future__ import annotations

from reference.blocks.coinche import announcements, contracts, fields, material, scoring

BLOCKS = {
    **material.BLOCKS,
    **contracts.BLOCKS,
    **announcements.BLOCKS,
    **scoring.BLOCKS,
    **fields.BLOCKS,
}
