"""The names of belote coinchée's themes (``reference.engine.coinche.themes``), as a player
says them."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

THEME_NAMES = {
    "fournir": _("Fournir à la couleur demandée"),
    "ordre-hors-atout": _("L'ordre des cartes hors atout"),
    "ordre-atout": _("L'ordre des cartes à l'atout"),
    "monter-a-l-atout": _("Monter à l'atout"),
    "couper": _("Couper"),
    "surcouper": _("Surcouper"),
    "sous-couper": _("Sous-couper (pisser)"),
    "partenaire-maitre": _("Quand votre partenaire est maître"),
    "se-defausser": _("Se défausser"),
    "tout-atout-sans-atout": _("Tout atout et sans atout"),
    "valeur-des-cartes": _("La valeur des cartes"),
    "dix-de-der": _("Le dix de der"),
    "belote-rebelote": _("Belote et rebelote"),
    "annonces": _("Les annonces"),
    "annonces-comparaison": _("Quelle équipe compte ses annonces"),
    "encheres": _("Enchérir"),
    "contrat-reussi": _("Le contrat réussi"),
    "contrat-chute": _("Le contrat chuté"),
    "arrondi": _("L'arrondi des points"),
    "coinche-et-surcoinche": _("Coincher et surcoincher"),
    "capot-et-generale": _("Capot et générale"),
    "fin-de-partie": _("La fin de la partie"),
}
