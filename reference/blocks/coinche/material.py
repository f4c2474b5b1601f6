"""Material and deal, card orders and points of belote coinchée (seed 004)."""

from __future__ import annotations

from collections.abc import Mapping

from django.utils.functional import Promise
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from reference.blocks.coinche.base import (
    number_text,
    rules_for,
    seat_name,
    team_name,
)
from reference.blocks.common import (
    Cell,
    one_example,
    table,
    tagged,
)
from reference.engine import Document
from reference.engine import coinche as engine
from reference.engine.cards import Card, Rank, Suit
from reference.names import rank_name

# --- material and deal -----------------------------------------------------------------------


def seats_table(document: Document, args: list[str]) -> str:
    """The four seats: number, team, place for each ``direction`` value, role."""
    dealer = engine.auction.DEALER
    first = engine.Auction().next_seat
    directions = engine.Rules.OPTIONS["direction"]
    assert isinstance(directions, tuple)
    headers = {
        "ccw": _("Place (sens inverse des aiguilles d'une montre)"),
        "cw": _("Place (sens des aiguilles d'une montre, en variante)"),
    }
    rows: list[list[Cell | str | int]] = [
        [_("Joueur"), _("Numéro"), _("Équipe"), *(headers[d] for d in directions), _("Rôle")]
    ]
    for seat in range(4):
        places = []
        for direction in directions:
            distance = (seat - dealer) % 4
            if distance == 0:
                places.append(_("donneur"))
            elif distance == 2:
                places.append(_("en face du donneur"))
            elif (distance == 1) == (direction == "ccw"):
                places.append(_("à droite du donneur"))
            else:
                places.append(_("à gauche du donneur"))
        if seat == first:
            role = _("parle en premier et entame le premier pli")
        elif seat == dealer:
            role = _("donne les cartes, parle en dernier au premier tour")
        else:
            role = ""
        team = engine.team_of(seat)
        rows.append([seat_name(seat), seat + 1, team_name(team), *places, role])
    return tagged(
        "coinche-seats",
        table(rows, caption=_("Les quatre places et les deux équipes"), header_cols=1),
    )


def deal_table(document: Document, args: list[str]) -> str:
    """The deal's rounds: cards given to each player per round (``deal.PACKETS``)."""
    rows: list[list[Cell | str | int]] = [
        [_("Tour de distribution"), _("Cartes données à chaque joueur"), _("Cartes en main")]
    ]
    held = 0
    for number, packet in enumerate(engine.deal.PACKETS, start=1):
        held += packet
        rows.append([number, packet, held])
    return tagged(
        "coinche-deal",
        table(
            rows,
            caption=_("La distribution, en commençant chaque tour par le joueur 1"),
            header_cols=1,
        ),
    )


# --- card order and points -------------------------------------------------------------------

#: Columns of the order table: (heading, mode, suit drawn).
ORDER_COLUMNS = (
    (gettext_lazy("Couleur d'atout (ici cœur)"), "H", Suit.HEARTS),
    (gettext_lazy("Autres couleurs (ici pique)"), "H", Suit.SPADES),
    (gettext_lazy("Tout atout (chaque couleur)"), "TA", Suit.DIAMONDS),
    (gettext_lazy("Sans atout (chaque couleur)"), "SA", Suit.CLUBS),
)


def orders_table(document: Document, args: list[str]) -> str:
    """The card order of each kind of suit, strongest first (``card_order``)."""
    columns = [
        (str(head), engine.card_order(engine.Mode(mode), suit), suit)
        for head, mode, suit in ORDER_COLUMNS
    ]
    rows: list[list[Cell | str | int]] = [[_("Rang"), *(head for head, _o, _s in columns)]]
    for position in range(len(columns[0][1])):
        label = str(position + 1)
        if position == 0:
            label = _("1 (la plus forte)")
        elif position == len(columns[0][1]) - 1:
            label = _("%(n)s (la plus faible)") % {"n": position + 1}
        row: list[Cell | str | int] = [label]
        for _head, order, suit in columns:
            rank = order[position]
            row.append(Cell(rank_name(rank), (Card(rank, suit),)))
        rows.append(row)
    return tagged(
        "coinche-orders",
        table(
            rows,
            caption=_("Ordre des cartes, de la plus forte à la plus faible"),
            header_cols=1,
        ),
    )


def _point_columns(document: Document, which: str) -> list[tuple[str, Mapping[Rank, int]]]:
    tables = engine.point_tables(rules_for(document))
    if which == "main":
        raw = engine.point_tables(rules_for(document, {"sa_ta_counting": "raw_table"}))
        scales = [
            (_("Atout"), tables["H"].trump),
            (_("Couleur ordinaire"), tables["H"].plain),
            (_("Sans atout (as à 19)"), tables["SA"].plain),
            (_("Tout atout (échelle du document)"), tables["TA"].trump),
            (_("Sans atout, valeurs brutes"), raw["SA"].plain),
            (_("Tout atout, valeurs brutes"), raw["TA"].trump),
        ]
    else:
        common = engine.point_tables(rules_for(document, {"ta_scale": "common"}))
        scales = [
            (_("Tout atout, échelle du document"), tables["TA"].trump),
            (_("Tout atout, échelle commune"), common["TA"].trump),
        ]
    return [(head, scale) for head, scale in scales if scale is not None]


POINT_TABLES = {
    "main": gettext_lazy("Points de chaque carte selon le contrat"),
    "common": gettext_lazy("Les deux échelles du tout atout"),
}


def points_table(document: Document, args: list[str]) -> str:
    """Points of each rank under each scale, with each suit's total (``point_tables``)."""
    which = one_example(args, POINT_TABLES, "coinche-points")
    columns = _point_columns(document, which)
    rows: list[list[Cell | str | int]] = [[_("Carte"), *(head for head, _s in columns)]]
    for rank in engine.ORDER_TRUMP:
        rows.append([rank_name(rank), *(scale.get(rank, 0) for _h, scale in columns)])
    rows.append(
        [
            Cell(_("Total d'une couleur"), header=True),
            *(Cell(str(sum(scale.values())), header=True) for _h, scale in columns),
        ]
    )
    return tagged(
        f"coinche-points-{which}",
        table(rows, caption=str(POINT_TABLES[which]), header_cols=1),
    )


#: Rows of the totals table: (label, mode, options).
TOTALS: tuple[tuple[Promise, str, dict[str, object]], ...] = (
    (gettext_lazy("Une couleur d'atout (ici cœur)"), "H", {}),
    (gettext_lazy("Sans atout, as à 19"), "SA", {}),
    (gettext_lazy("Tout atout, échelle du document"), "TA", {}),
    (gettext_lazy("Tout atout sans dix de der"), "TA", {"ta_dix_de_der": False}),
    (gettext_lazy("Tout atout, échelle commune"), "TA", {"ta_scale": "common"}),
    (gettext_lazy("Sans atout compté brut"), "SA", {"sa_ta_counting": "raw_table"}),
    (gettext_lazy("Tout atout compté brut"), "TA", {"sa_ta_counting": "raw_table"}),
    (gettext_lazy("Tout atout aux deux tiers"), "TA", {"sa_ta_counting": "ta_two_thirds"}),
)


def totals_table(document: Document, args: list[str]) -> str:
    """The deal's total per contract and counting: cards, last trick, total, counted total."""
    rows: list[list[Cell | str | int]] = [
        [
            _("Contrat"),
            _("Règle"),
            _("Cartes"),
            _("Dix de der"),
            _("Total de la donne"),
            _("Total pour la marque"),
        ]
    ]
    for label, mode_value, options in TOTALS:
        rules = rules_for(document, options)
        mode = engine.Mode(mode_value)
        scale = engine.point_tables(rules)[mode.value]
        rows.append(
            [
                str(label),
                _("variante") if options else _("par défaut"),
                scale.total - scale.last_trick,
                scale.last_trick,
                scale.total,
                number_text(engine.counted_total(mode, rules)),
            ]
        )
    return tagged(
        "coinche-totals",
        table(rows, caption=_("Le total des points d'une donne"), header_cols=1),
    )


BLOCKS = {
    "coinche-seats": seats_table,
    "coinche-deal": deal_table,
    "coinche-orders": orders_table,
    "coinche-points": points_table,
    "coinche-totals": totals_table,
}
