"""Le Voisin's material: the deal table, the suit roles, the card orders and the points, each
read from the engine's data at render time (``DEAL_SIZES``, ``VARIANTE_I_DEAL``,
``voisin_of``, ``opposite_suits``, ``CARD_ORDERS``, ``SEQUENCE_ORDER``, ``POINT_TABLES``,
``card_points``)."""

from __future__ import annotations

from collections.abc import Sequence

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from reference.blocks.common import Cell, table, tagged
from reference.engine import Document
from reference.engine import voisin as engine
from reference.engine.cards import DECK_32, SUITS, Card, Rank, Suit
from reference.games.voisin.names import number_text, table_label
from reference.names import SUIT_NAMES, rank_name

type Row = list[Cell | str | int]


def suit_text(suit: Suit) -> str:
    """ "♥ cœur"."""
    return f"{suit.symbol} {SUIT_NAMES[suit]}"


def deal_table(document: Document, args: list[str]) -> str:
    """Cards per player, talon and tricks for each table (``DEAL_SIZES``, ``VARIANTE_I_DEAL``)."""
    deck = len(DECK_32.cards)
    rows: list[Row] = [
        [
            _("Table"),
            _("Cartes par joueur"),
            _("Talon"),
            _("Carte retournée"),
            _("Plis par donne"),
            _("Vérification"),
        ]
    ]
    sizes = [(table_label(key), size) for key, size in engine.DEAL_SIZES.items()]
    sizes.append((_("Variante I (2 joueurs, à découvert)"), engine.VARIANTE_I_DEAL))
    for label, size in sizes:
        turned = _("la dernière du talon") if size.talon else _("aucune (pas de talon)")
        rows.append(
            [
                label,
                size.hand,
                size.talon,
                turned,
                size.hand,
                _("%(seats)s × %(hand)s + %(talon)s = %(total)s")
                % {
                    "seats": size.seats,
                    "hand": size.hand,
                    "talon": size.talon,
                    "total": size.seats * size.hand + size.talon,
                },
            ]
        )
    return tagged(
        "voisin-deal",
        table(
            rows,
            caption=_("La donne selon la table (jeu de %(deck)s cartes)") % {"deck": deck},
            header_cols=1,
        ),
    )


def roles_table(document: Document, args: list[str]) -> str:
    """For each possible trump: its voisin and the two opposite suits (``voisin_of``,
    ``opposite_suits``)."""
    rows: list[Row] = [[_("Atout"), _("Voisin"), _("Couleurs opposées")]]
    for trump in SUITS:
        voisin = engine.voisin_of(trump)
        opposite = engine.opposite_suits(trump)
        rows.append(
            [
                Cell(suit_text(trump), (Card(Rank.ACE, trump),)),
                Cell(suit_text(voisin), (Card(Rank.ACE, voisin),)),
                Cell(
                    " ".join(suit_text(s) for s in opposite),
                    tuple(Card(Rank.ACE, s) for s in opposite),
                ),
            ]
        )
    return tagged(
        "voisin-roles",
        table(rows, caption=_("Le rôle des quatre couleurs selon l'atout"), header_cols=1),
    )


#: Columns of the order table: (heading, mode, role key in ``CARD_ORDERS[mode]``, suit drawn).
ORDER_COLUMNS = (
    (gettext_lazy("Atout (ici cœur)"), "suit", "atout", Suit.HEARTS),
    (gettext_lazy("Voisin (ici carreau)"), "suit", "voisin", Suit.DIAMONDS),
    (gettext_lazy("Couleurs opposées (ici pique)"), "suit", "opposee", Suit.SPADES),
    (gettext_lazy("Tout atout (chaque couleur)"), "TA", "all", Suit.CLUBS),
    (gettext_lazy("Sans atout (chaque couleur)"), "SA", "all", Suit.CLUBS),
)


def _group_cell(group: Sequence[Rank], suit: Suit) -> Cell:
    text = " = ".join(rank_name(r) for r in group)
    return Cell(text, tuple(Card(r, suit) for r in group))


def orders_table(document: Document, args: list[str]) -> str:
    """The trick order of each kind of suit, strongest first (``CARD_ORDERS``); a row holding
    two cards means they are equal (King and Queen)."""
    columns = [
        (str(head), engine.CARD_ORDERS[mode][role], suit)
        for head, mode, role, suit in ORDER_COLUMNS
    ]
    depth = max(len(order.groups) for _h, order, _s in columns)
    rows: list[Row] = [[_("Rang"), *(head for head, _o, _s in columns)]]
    for position in range(depth):
        label = str(position + 1)
        if position == 0:
            label = _("1 (la plus forte)")
        elif position == depth - 1:
            label = _("%(n)s (la plus faible)") % {"n": position + 1}
        row: Row = [label]
        for _head, order, suit in columns:
            groups = order.groups
            row.append(_group_cell(groups[position], suit) if position < len(groups) else "")
        rows.append(row)
    return tagged(
        "voisin-orders",
        table(
            rows,
            caption=_("Ordre des cartes dans le pli, de la plus forte à la plus faible"),
            header_cols=1,
        ),
    )


def sequence_table(document: Document, args: list[str]) -> str:
    """The sequence order of the series, lowest first (``SEQUENCE_ORDER``)."""
    order = engine.SEQUENCE_ORDER
    rows: list[Row] = [
        [_("Place dans la suite"), *(str(i + 1) for i in range(len(order)))],
        [
            Cell(_("Carte (ici à pique)"), header=True),
            *(Cell(rank_name(r), (Card(r, Suit.SPADES),)) for r in order),
        ],
    ]
    return tagged(
        "voisin-sequence",
        table(rows, caption=_("L'ordre des séries, de la plus basse à la plus haute")),
    )


#: Columns of the points table: (heading, mode, role key in ``POINT_TABLES[mode]``).
POINT_COLUMNS = (
    (gettext_lazy("Jeu normal : atout"), "suit", "atout"),
    (gettext_lazy("Jeu normal : voisin et couleurs opposées"), "suit", "voisin"),
    (gettext_lazy("Sans atout (chaque couleur)"), "SA", "all"),
    (gettext_lazy("Tout atout (chaque couleur)"), "TA", "all"),
)


def points_table(document: Document, args: list[str]) -> str:
    """Points of each rank per mode (``POINT_TABLES``), each suit's total, and the whole deck
    counted by the engine (``card_points`` of the 32 cards; hearts trumps for the normal
    game)."""
    columns = [
        (str(head), mode, engine.POINT_TABLES[mode][role]) for head, mode, role in POINT_COLUMNS
    ]
    ranks = list(columns[0][2].points)
    rows: list[Row] = [[_("Carte"), *(head for head, _m, _s in columns)]]
    for rank in ranks:
        rows.append([rank_name(rank), *(number_text(s.points[rank]) for _h, _m, s in columns)])
    rows.append(
        [
            Cell(_("Total d'une couleur"), header=True),
            *(Cell(number_text(s.total), header=True) for _h, _m, s in columns),
        ]
    )
    deck = [c for c in DECK_32.cards if isinstance(c, Card)]
    totals: Row = [Cell(_("Total des 32 cartes"), header=True)]
    for _head, mode, _scale in columns:
        trump: engine.Trump = Suit.HEARTS if mode == "suit" else engine.parse_trump(mode)
        totals.append(Cell(number_text(engine.card_points(deck, trump)), header=True))
    rows.append(totals)
    return tagged(
        "voisin-points",
        table(rows, caption=_("Points de chaque carte selon le jeu"), header_cols=1),
    )


BLOCKS = {
    "voisin-deal": deal_table,
    "voisin-roles": roles_table,
    "voisin-orders": orders_table,
    "voisin-sequence": sequence_table,
    "voisin-points": points_table,
}
