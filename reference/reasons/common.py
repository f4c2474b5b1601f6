"""Sentences for the reasons every game shares (following suit, free choice, highest card)."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

MESSAGES = {
    "lead_free": _("Vous entamez le pli : toutes vos cartes sont jouables."),
    "must_follow": _("Vous devez fournir à la couleur demandée (%(suit)s)."),
    "void_free": _("Vous n'avez pas de %(suit)s : vous pouvez jouer n'importe quelle carte."),
    "highest_of_led_suit": _(
        "%(card)s l'emporte : c'est la plus forte carte de la couleur demandée (%(suit)s)."
    ),
    "highest_trump": _("%(card)s l'emporte : c'est le plus fort atout joué."),
}
