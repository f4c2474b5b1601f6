"""The names of Neurotrio's themes (``reference.engine.neurotrio.themes``), as a player says
them."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

THEME_NAMES = {
    "fournir": _("Fournir au fond ou à la nature demandés"),
    "force-des-cartes": _("La force des cartes"),
    "departage": _("Deux cartes de même force"),
    "cartes-identiques": _("Deux cartes identiques"),
    "couper": _("Couper"),
    "jeu-libre": _("Sans la couleur ni atout : jouer librement"),
    "encheres": _("Enchérir"),
    "contre": _("Le contre"),
    "chien-et-ecart": _("Le chien et l'écart"),
    "contrat-rempli": _("Le contrat rempli"),
    "contrat-chute": _("Le contrat chuté"),
    "fin-de-partie": _("Qui mène la partie"),
}
