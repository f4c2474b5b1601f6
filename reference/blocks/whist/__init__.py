"""Blocks of the two Belgian whist rule pages (seeds 002 and 003), drawn by the whist engine.

One engine, two rule documents: every block receives the page's ``Document`` and builds the
rule set from it, so the same block shows the Règlement's data on ``whist-reglement`` and à la
couleur's on ``whist-couleur``. Whist's own tables are here (``tables``: deal, card order,
suits, contracts, ladder; ``trou``; ``scores``; ``fields``); its worked tricks, plays, auctions
and scored deals are data (``reference/documents/examples/whist.jsonl``) drawn by the blocks
every game shares (``reference.blocks.worked``). Names come from the whist words
(``reference.games.whist``).
"""

from __future__ import annotations

import re

from reference.blocks.whist.fields import FIELDS, fields_block
from reference.blocks.whist.scores import a_deux_table, dames_table, score_table, zero_sum_table
from reference.blocks.whist.tables import (
    OFF_LADDER,
    contracts_table,
    deal_table,
    ladder_rungs,
    ladder_table,
    order_table,
    suits_table,
)
from reference.blocks.whist.trou import trou_block, trou_calls_table
from reference.blocks.worked import score_block
from reference.engine import Document
from reference.engine import whist as engine
from reference.engine.options import Interpretation

__all__ = ["BLOCKS", "FIELDS", "OFF_LADDER", "ladder_rungs", "page_interpretations"]

SEED_OF = {"reglement": "002", "couleur": "003"}
#: Notes shown on a page although their source cites only the other seed.
EXTRA_NOTES = {"couleur": ("whist-trou-void",)}


def page_interpretations(document: Document) -> tuple[Interpretation, ...]:
    """The interpretation notes of a page: those whose source cites the page's seed, plus the
    few that also explain a rule of the other document (``EXTRA_NOTES``)."""
    which = str(document.rules.get("document", "reglement"))
    seed = SEED_OF[which]
    extra = EXTRA_NOTES.get(which, ())
    return tuple(
        i for i in engine.INTERPRETATIONS if re.search(rf"\b{seed}\b", i.source) or i.id in extra
    )


BLOCKS = {
    "whist-deal": deal_table,
    "whist-order": order_table,
    "whist-suits": suits_table,
    "whist-trou": trou_block,
    "whist-trou-calls": trou_calls_table,
    "whist-contracts": contracts_table,
    "whist-ladder": ladder_table,
    "whist-score-table": score_table,
    "whist-a-deux": a_deux_table,
    "whist-dames": dames_table,
    # the Dames game's scored deals are score examples like the others
    "whist-dames-score": score_block,
    "whist-zero-sum": zero_sum_table,
    "whist-fields": fields_block,
}
