"""The contracts and the bidding ladder of belote coinchée (seed 004)."""

from __future__ import annotations

from django.utils.translation import gettext as _

from reference.blocks import UnknownBlock, block_template
from reference.blocks.coinche.base import (
    level_name,
    mode_short,
    rules_for,
)
from reference.blocks.common import (
    Cell,
    table,
    tagged,
)
from reference.engine import Document
from reference.engine import coinche as engine
from reference.engine.coinche import bid_scales

# --- contracts and auction -------------------------------------------------------------------


def contracts_table(document: Document, args: list[str]) -> str:
    """The contracts under the rules (``contract_catalogue``)."""
    rules = rules_for(document)
    names = {"points": _("Contrat en points"), "capot": _("Capot"), "generale": _("Générale")}
    rows: list[list[Cell | str | int]] = [
        [
            _("Contrat"),
            _("Ce qu'il faut faire"),
            _("Enchère"),
            _("Atouts possibles"),
            _("Premier pli entamé par"),
            _("Réussi : l'équipe marque"),
            _("Chuté : la défense marque"),
        ]
    ]
    for entry in engine.contract_catalogue(rules):
        if entry.name not in names:
            raise UnknownBlock(f"coinche-contracts: no words for contract {entry.name!r}")
        if entry.name == "points":
            target = _("au moins l'enchère, en points de cartes et d'annonces")
            bid = _("%(minimum)s, puis de %(step)s en %(step)s") % {
                "minimum": entry.minimum,
                "step": rules.bid_step,
            }
        elif entry.name == "capot":
            target = _("les %(tricks)s plis pour l'équipe") % {"tricks": entry.tricks}
            bid = _("au-dessus de toute enchère en points")
        else:
            target = _("les %(tricks)s plis pour le joueur qui l'a annoncée") % {
                "tricks": entry.tricks
            }
            bid = _("au-dessus du capot")
        leader = (
            _("le joueur qui l'a annoncée")
            if entry.leader == "declarer"
            else _("le joueur 1, premier à parler")
        )
        made = (
            _("points faits arrondis + enchère")
            if entry.made is None
            else _("%(points)s") % {"points": entry.made}
        )
        failed = (
            _("%(all)s + enchère") % {"all": engine.scoring.ALL_POINTS}
            if entry.failed_defence is None
            else str(entry.failed_defence)
        )
        rows.append(
            [
                str(names[entry.name]),
                target,
                bid,
                ", ".join(mode_short(m) for m in entry.trumps),
                leader,
                made + " " + _("(+ annonces)"),
                failed + " " + _("(+ ses annonces)"),
            ]
        )
    return tagged(
        "coinche-contracts",
        table(
            rows,
            caption=_("Les contrats (avant coinche ; la belote s'ajoute toujours)"),
            header_cols=1,
        ),
    )


def ladder_block(document: Document, args: list[str]) -> str:
    """Every bid level in rising order (``bidding_ladder``)."""
    rules = rules_for(document)
    levels = []
    for level in engine.bidding_ladder(rules):
        if level.isdigit():
            levels.append(level)
        else:
            base, _sep, belote = level.partition(" ")
            levels.append(level_name(base, bool(belote)))
    anchor = ""
    if rules.max_bid is None:
        top = [v for v in engine.bidding_ladder(rules) if v.isdigit()][-1]
        note = _(
            "Le document ne fixe pas de plafond : nous lisons qu'on peut enchérir au-delà de "
            "%(top)s, de %(step)s en %(step)s, toujours sous le capot."
        ) % {"top": top, "step": rules.bid_step}
        anchor = "coinche-bid-ceiling"
    else:
        note = _("Aucune enchère en points au-delà de %(maximum)s.") % {"maximum": rules.max_bid}
    return tagged(
        "coinche-ladder",
        block_template(
            "coinche_ladder",
            caption=_("L'échelle des enchères, de la plus basse à la plus haute"),
            levels=levels,
            note=note,
            note_anchor=anchor,
        ),
    )


def sa_ta_table(document: Document, args: list[str]) -> str:
    """The reconstructed comparison table of sans atout and tout atout bids with suit bids
    (``bid_scales``: each column holds bids of one rank; interpretation coinche-sa-ta-table)."""
    columns = len(bid_scales.TABLE_SUIT)

    def row(label: str, table: dict[int, int]) -> list[Cell | str | int]:
        cells: list[Cell | str | int] = ["—"] * columns
        for value, column in table.items():
            cells[column] = value
        return [label, *cells, _("capot"), _("générale")]

    rows = [
        row(_("Sans atout"), dict(bid_scales.TABLE_SA)),
        row(_("À la couleur"), dict(bid_scales.TABLE_SUIT)),
        row(_("Tout atout"), dict(bid_scales.TABLE_TA)),
    ]
    return tagged(
        "coinche-sa-ta-table",
        table(
            rows,
            caption=_(
                "Le tableau de comparaison remis en colonnes : les enchères d'une même colonne "
                "se valent ; « — » : pas d'enchère de ce rang"
            ),
            header_rows=0,
            header_cols=1,
        ),
    )


BLOCKS = {
    "coinche-contracts": contracts_table,
    "coinche-ladder": ladder_block,
    "coinche-sa-ta-table": sa_ta_table,
}
