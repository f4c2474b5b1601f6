"""Blocks of the Le Voisin rule page (seed 000) that no other game has, every figure computed by
the Voisin engine at render time.

``material`` (the deal, suit roles, card orders, points), ``contracts`` (contracts, targets,
ladder, scoring numbers, rounding, end of the game), ``announcements`` (values, cancellation,
worked hands), ``figures`` (the exchange of the turned card, the readings of the voisin cut)
and ``fields`` (the case-file fields). Worked tricks, plays, auctions and scored deals are the
blocks every game shares (``reference/blocks/worked.py``), their positions in
``reference/documents/examples/voisin.jsonl``; the game's words name everything
(``reference/games/voisin``). Each block's HTML sits in an element carrying ``data-block``
(and ``data-example`` for worked examples), which the page's tests use.
"""

from __future__ import annotations

from reference.blocks.voisin import announcements, contracts, fields, figures, material

BLOCKS = {
    **material.BLOCKS,
    **contracts.BLOCKS,
    **figures.BLOCKS,
    **announcements.BLOCKS,
    **fields.BLOCKS,
}
