"""Sentences for the reasons of the score sheets (``reference.engine.sheet`` and the ``match``
modules of belote coinchée, Le Voisin and Neurotrio; whist's are in ``whist.py``). The score
pad writes them with the players' names in place of seat and side numbers."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

MESSAGES = {
    "sheet_target_reached": _("Avec %(total)s points, au moins %(target)s : la partie est gagnée."),
    "sheet_target_tie": _("Égalité en tête à %(total)s points : on continue."),
    "sheet_target_open": _("La partie se joue en %(target)s points."),
    "sheet_deals_played": _(
        "Toutes les donnes convenues sont jouées (%(deals)s) : la partie est finie."
    ),
    "sheet_deals_left": _("Donnes encore à jouer avant la fin convenue : %(left)s."),
    "sheet_no_end": _("Pas de fin fixée : la partie dure tant que la table joue."),
    "coinche_sheet_thrown_in": _(
        "Les quatre joueurs passent : les cartes sont ramassées et %(next)s donne."
    ),
    "coinche_sheet_won": _("Partie gagnée par %(side)s, avec %(total)s points."),
    "coinche_sheet_tie": _(
        "Les deux équipes ont dépassé %(target)s à égalité : une donne de plus les départage."
    ),
    "coinche_sheet_continues": _("La partie se joue en %(target)s points."),
    "voisin_sheet_redeal_all_pass": _(
        "Personne ne prend, ni au premier ni au second tour : %(next)s donne à nouveau."
    ),
    "voisin_sheet_redeal_carre_de_dames": _(
        "Un carré de Dames annule le contrat : personne ne marque, %(next)s donne à nouveau."
    ),
    "neurotrio_sheet_redeal": _("Tout le monde passe : %(next)s donne à nouveau."),
}
