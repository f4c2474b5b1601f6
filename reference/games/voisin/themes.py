"""The names of Le Voisin's themes (``reference.engine.voisin.themes``), as a player says them."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

THEME_NAMES = {
    "fournir": _("Fournir à la couleur demandée"),
    "ordre-des-cartes": _("L'ordre des cartes"),
    "rois-et-dames": _("Rois et Dames de même force"),
    "monter-a-l-atout": _("Monter à l'atout"),
    "couper-a-l-atout": _("Couper à l'atout"),
    "coupe-au-voisin": _("La coupe au voisin"),
    "se-defausser": _("Sans la couleur : jouer librement"),
    "surcouper": _("Surcouper quand on coupe"),
    "partenaire-maitre": _("Quand votre partenaire est maître"),
    "points-des-cartes": _("Les points des cartes"),
    "premier-tour": _("Le premier tour des enchères"),
    "carte-retournee": _("La carte retournée"),
    "second-tour": _("Le second tour des enchères"),
    "annonces-et-couples": _("Les annonces et les couples"),
    "annulation-des-annonces": _("Qui annule quoi dans les annonces"),
    "contrat-rempli": _("Le contrat rempli"),
    "arrondi": _("L'arrondi de la marque"),
    "prise-lourde": _("La prise lourde"),
    "chute": _("La chute du preneur"),
    "chute-royale": _("La chute royale"),
    "charge-et-surcharge": _("Charge et surcharge"),
    "variante-i": _("La Variante I : à découvert"),
    "tout-atout-sans-atout": _("Tout atout et sans atout"),
    "fin-de-partie": _("La fin de la partie"),
}
