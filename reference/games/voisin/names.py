"""The names of Le Voisin's tables and contracts (shared by its words and its blocks)."""

from __future__ import annotations

from fractions import Fraction

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from reference.names import format_value

CONTRACT_WORDS = {
    "prise": gettext_lazy("prise"),
    "charge": gettext_lazy("charge"),
    "surcharge": gettext_lazy("surcharge"),
}


def players_label(players: str) -> str:
    """ "3 joueurs, chacun pour soi", "2 contre 2 (partenaires face à face)"."""
    if players == "2x2":
        return _("2 contre 2 (partenaires face à face)")
    if players == "2":
        return _("2 joueurs")
    return _("%(n)s joueurs, chacun pour soi") % {"n": players}


def table_label(players: str) -> str:
    """ "3 joueurs", "2 équipes de 2" (a table's short name, for tables of figures)."""
    if players == "2x2":
        return _("2 équipes de 2")
    return _("%(n)s joueurs") % {"n": players}


def contract_name(name: str) -> str:
    """ "prise", "charge", "surcharge"."""
    return str(CONTRACT_WORDS[name]) if name in CONTRACT_WORDS else name


def number_text(value: int | Fraction) -> str:
    """5, "½", "44,5" (halves as the reasons write them)."""
    if isinstance(value, Fraction) and value == Fraction(1, 2):
        return "½"
    return format_value(Fraction(value))
