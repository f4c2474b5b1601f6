"""Le Voisin's own figures: the exchange of the turned card (``exchange_options``,
``check_exchange``), which no other game has, and the winners of the worked tricks under each
reading of the voisin cut (``trick_winner`` under each option). The positions are in
``reference/documents/examples/voisin.jsonl``."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.utils.functional import Promise
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from reference.blocks import block_template
from reference.blocks.common import Cell, table, tagged
from reference.blocks.examples import caption, example, examples
from reference.engine import Document
from reference.engine import voisin as engine
from reference.engine.cards import Card
from reference.games import words
from reference.names import card_short

type Row = list[Cell | str | int]


def exchange_figure(document: Document, args: list[str]) -> str:
    """The exchange of the turned card: ``exchange_options``, and ``check_exchange`` on each
    card of the hand."""
    found = example(document, "voisin-exchange", args)
    data = found["input"]
    hand = [Card.parse(c) for c in data["hand"]]
    turned = Card.parse(data["turned"])
    trump = engine.parse_trump(data["trump"])
    ruling = engine.exchange_options(hand, turned, trump)
    voisin_words = words("voisin")
    allowed = set(ruling.allowed)
    refusals = []
    if ruling.happens:
        for card in hand:
            why = engine.check_exchange(hand, turned, trump, card)
            if why is not None:
                refusals.append((card, voisin_words.sentence(why)))
    return tagged(
        "voisin-exchange",
        block_template(
            "voisin_exchange",
            caption=caption(found),
            trump=voisin_words.mode_label(data["trump"]),
            turned=turned,
            happens=ruling.happens,
            hand=[{"card": c, "allowed": c in allowed} for c in hand],
            reason=voisin_words.sentence(ruling.reason),
            refusals=refusals,
        ),
        args[0],
    )


#: The readings compared in the cut table: (heading, options). The headings name each reading
#: in words, then by its option, as the variants section refers to it.
CUT_READINGS: tuple[tuple[Promise, Mapping[str, Any]], ...] = (
    (gettext_lazy("Lecture retenue"), {}),
    (
        gettext_lazy("La voisine de la couleur demandée coupe"),
        {"voisin_cut_suit": "led_neighbour"},
    ),
    (gettext_lazy("Toute autre couleur coupe"), {"voisin_cut_suit": "any_plain"}),
    (
        gettext_lazy("La coupe se mesure à la carte d'entame"),
        {"voisin_cut_reference": "first_card"},
    ),
    (gettext_lazy("La coupe se mesure en points"), {"cut_value_scale": "points"}),
)


def reading_heading(head: Promise, options: Mapping[str, Any]) -> str:
    """ "Toute autre couleur coupe (voisin_cut_suit = any_plain)"."""
    if not options:
        return str(head)
    spelled = ", ".join(f"{k} = {v}" for k, v in options.items())
    return f"{head} ({spelled})"


#: The worked tricks of the cut table, plus one that separates the suits.
CUT_TRICKS = ("cas-1", "cas-2", "cas-3", "cas-4", "as-voisin", "coupe-couverte", "voisin-trefle")


def cut_trick(name: str) -> tuple[tuple[Card, ...], engine.Trump]:
    """The cards and trump of a worked trick (``voisin-trick-<name>``)."""
    data = examples("voisin")[f"voisin-trick-{name}"]["input"]
    return tuple(Card.parse(c) for c in data["trick"]), engine.parse_trump(data["trump"])


def cut_readings_table(document: Document, args: list[str]) -> str:
    """The winner of the same tricks under each reading of the voisin cut (``trick_winner``
    under each option value)."""
    headings = [reading_heading(head, options) for head, options in CUT_READINGS]
    rows: list[Row] = [[_("Pli (atout cœur)"), *headings]]
    for name in CUT_TRICKS:
        cards, trump = cut_trick(name)
        row: Row = [Cell(" ".join(card_short(c) for c in cards), cards)]
        for _head, options in CUT_READINGS:
            rules = engine.Rules.from_options({**dict(document.rules), **dict(options)})
            verdict = engine.trick_winner(cards, trump, rules)
            row.append(Cell(card_short(verdict.card), (verdict.card,)))
        rows.append(row)
    return tagged(
        "voisin-cut-readings",
        table(
            rows,
            caption=_("Qui remporte le pli selon la lecture de la coupe au voisin"),
            header_cols=1,
        ),
    )


BLOCKS = {
    "voisin-exchange": exchange_figure,
    "voisin-cut-readings": cut_readings_table,
}
