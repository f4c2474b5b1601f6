"""Sentences for the reasons every game shares (following suit, free choice, highest card, the
score sheet between deals); each game adds its own in ``reference/games/<game>/sentences.py``."""

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
    # --- the score sheet between deals (score pad) ---
    "sheet_target_reached": _("Avec %(total)s points, au moins %(target)s : la partie est gagnée."),
    "sheet_target_tie": _("Égalité en tête à %(total)s points : on continue."),
    "sheet_target_open": _("La partie se joue en %(target)s points."),
    "sheet_deals_played": _(
        "Toutes les donnes convenues sont jouées (%(deals)s) : la partie est finie."
    ),
    "sheet_deals_left": _("Donnes encore à jouer avant la fin convenue : %(left)s."),
    "sheet_no_end": _("Pas de fin fixée : la partie dure tant que la table joue."),
    # --- a whole deal at the table (reference/engine/deals.py) ---
    "table_deal_over": _("La donne est finie : plus personne ne joue."),
    "table_not_your_turn": _("Ce n'est pas encore à vous : attendez votre tour."),
    "table_card_not_held": _("Vous n'avez pas %(card)s en main."),
    "table_auction_now": _("Ce sont les enchères : faites d'abord votre annonce."),
    "table_exchange_now": _("Il faut d'abord écarter ou échanger une carte."),
    "table_play_now": _("Les enchères sont finies : jouez une carte."),
    "table_thrown_in": _("Tout le monde a passé : personne ne marque, on redistribue."),
    "table_scored": _("La donne est jouée : voici la marque."),
}
