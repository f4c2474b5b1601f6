"""Rounding, the end of the game and the variants' tables of belote coinchée (seed 004)."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from reference.blocks import UnknownBlock
from reference.blocks.coinche.base import (
    rules_for,
    team_name,
)
from reference.blocks.common import (
    Cell,
    table,
    tagged,
)
from reference.engine import Document
from reference.engine import coinche as engine

# --- scoring ---------------------------------------------------------------------------------


#: Card points shown in the rounding table.
ROUNDING_VALUES = (14, 15, 44, 45, 77, 82, 85, 112, 114)


def rounding_table(document: Document, args: list[str]) -> str:
    """Points rounded by ``round_points``: to tens, and to fives (``bid_step = 5``)."""
    rules = rules_for(document)
    fives = rules_for(document, {"bid_step": 5})
    rows: list[list[Cell | str | int]] = [
        [
            _("Points faits"),
            _("Comptés (au 10 le plus proche)"),
            _("Variante de cinq en cinq (au 5 le plus proche)"),
        ]
    ]
    for value in ROUNDING_VALUES:
        rows.append([value, engine.round_points(value, rules), engine.round_points(value, fives)])
    return tagged(
        "coinche-rounding",
        table(rows, caption=_("L'arrondi des points de cartes"), header_cols=1),
    )


#: Running totals shown in the end-of-game table (NS, EW).
END_TOTALS = ((2980, 2950), (3050, 2990), (3050, 3120), (3010, 3010))


def end_table(document: Document, args: list[str]) -> str:
    """Who has won the game for a few running totals (``game_winner``)."""
    rules = rules_for(document)
    target = rules.game_target
    rows: list[list[Cell | str | int]] = [[team_name("NS"), team_name("EW"), _("Verdict")]]
    for ns, ew in END_TOTALS:
        winner = engine.game_winner({"NS": ns, "EW": ew}, rules)
        if winner is not None:
            verdict = _("%(team)s gagne la partie.") % {"team": team_name(winner)}
        elif max(ns, ew) >= target:
            verdict = _("Égalité au-delà de %(target)s : on joue une donne de plus.") % {
                "target": target
            }
        else:
            verdict = _("Personne n'a atteint %(target)s : la partie continue.") % {
                "target": target
            }
        rows.append([ns, ew, verdict])
    return tagged(
        "coinche-end",
        table(
            rows,
            caption=_("Fin de partie en %(target)s points : quelques totaux") % {"target": target},
        ),
    )


# --- variants --------------------------------------------------------------------------------


def generale_values(document: Document, args: list[str]) -> str:
    """The générale's value for each ``generale_value``, made and failed
    (``contract_catalogue`` under each option value)."""
    values = engine.Rules.OPTIONS["generale_value"]
    assert isinstance(values, tuple)
    rows: list[list[Cell | str | int]] = [
        [
            _("Valeur de la générale"),
            _("Générale réussie"),
            _("Chutée : la défense marque (par défaut)"),
            _("Chutée, en variante : 160 + la moitié de la générale"),
        ]
    ]
    for value in values:
        entries = {
            kind: next(
                e
                for e in engine.contract_catalogue(
                    rules_for(document, {"generale_value": value, "generale_failed_defence": kind})
                )
                if e.name == "generale"
            )
            for kind in ("value", "160_plus_contract")
        }
        rows.append(
            [
                value,
                str(entries["value"].made),
                str(entries["value"].failed_defence),
                str(entries["160_plus_contract"].failed_defence),
            ]
        )
    return tagged(
        "coinche-generale-values",
        table(rows, caption=_("La générale selon la variante"), header_cols=1),
    )


def conversion_table(document: Document, args: list[str]) -> str:
    """The document's conversion table for raw points (``CONVERSION_*``)."""
    rows: list[list[Cell | str | int]] = [
        [_("Points classiques"), _("Tout atout, points bruts"), _("Sans atout, points bruts")]
    ]
    for classic, ta, sa in zip(
        engine.CONVERSION_CLASSIC, engine.CONVERSION_TA, engine.CONVERSION_SA, strict=True
    ):
        rows.append([classic, ta, sa])
    return tagged(
        "coinche-conversion",
        table(
            rows,
            caption=_("Conversion des points bruts"),
            header_cols=1,
        ),
    )


#: Words for each variant the engine leaves out, keyed by its ``UNMODELLED_VARIANTS`` entry.
UNMODELLED = {
    "004 §Variantes: bidding after two rounds of three cards": (
        gettext_lazy("Enchérir après deux tours de trois cartes"),
        gettext_lazy(
            "Cela change le moment où l'on parle, pas ce que le moteur calcule : la donne, "
            "les plis et la marque restent les mêmes."
        ),
    ),
    "004 §Variantes: SA and TA bids compared with classic bids (linear or table)": (
        gettext_lazy("Enchères à sans atout et tout atout comparées aux enchères classiques"),
        gettext_lazy(
            "Le tableau d'équivalence du document est abîmé (ses lignes ne se correspondent "
            "pas) ; aucune lecture n'est assez sûre pour être calculée."
        ),
    ),
    "004 §Variantes: capot « schmürtz »": (
        gettext_lazy("Le capot « schmürtz »"),
        gettext_lazy(
            "Le document n'en donne ni l'ordre exact des cartes ni la marque : il n'y a rien "
            "de précis à calculer."
        ),
    ),
    "004 §Variantes: the générale counted only if announced": (
        gettext_lazy("La générale comptée seulement si elle est annoncée"),
        gettext_lazy(
            "Avec la lecture retenue, une générale non annoncée compte déjà comme un capot "
            "non annoncé : la variante ne changerait aucun résultat."
        ),
    ),
}


def unmodelled_table(document: Document, args: list[str]) -> str:
    """The listed variants the engine leaves out, and why (``UNMODELLED_VARIANTS``)."""
    rows: list[list[Cell | str | int]] = [[_("Variante"), _("Pourquoi elle n'est pas calculée")]]
    for source, _reason in engine.UNMODELLED_VARIANTS:
        if source not in UNMODELLED:
            raise UnknownBlock(f"coinche-unmodelled: no words for {source!r}")
        title, why = UNMODELLED[source]
        rows.append([str(title), str(why)])
    return tagged(
        "coinche-unmodelled",
        table(rows, caption=_("Variantes du document que le moteur ne calcule pas")),
    )


BLOCKS = {
    "coinche-rounding": rounding_table,
    "coinche-end": end_table,
    "coinche-generale-values": generale_values,
    "coinche-conversion": conversion_table,
    "coinche-unmodelled": unmodelled_table,
}
