"""The names of Belgian whist's themes (``reference.engine.whist.themes``), as a player says
them under each document: à la couleur calls its emballage « couleur »."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

THEME_NAMES = {
    "fournir": _("Fournir à la couleur demandée"),
    "ordre-des-cartes": _("L'ordre des cartes"),
    "l-atout": _("L'atout remporte le pli"),
    "couper-ou-defausser": _("Sans la couleur : couper ou se défausser"),
    "encheres": _("L'échelle des annonces"),
    "emballage": _("Proposer et emballer"),
    "seul": _("Le seul"),
    "trou": _("Le trou"),
    "miseres": _("Les misères et les piccolos"),
    "a-deux": _("Les misères emballées, jouées à deux"),
    "abondances": _("Les abondances"),
    "chelems": _("Les chelems"),
    "dames": _("Le jeu des Dames"),
    "marque": _("Qui paie qui : la marque"),
}
#: Where à la couleur names a theme otherwise.
COULEUR_THEME_NAMES = {
    "emballage": _("La couleur et l'emballage"),
    "seul": _("Les plis en solo"),
}
