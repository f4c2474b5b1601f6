"""Whist's sentences about a seat, for the table where that seat is the learner's: the trou
and the Dames game said to « vous » (``GameWords.you_messages``)."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

#: The sentences of a seat's deeds when that seat is the learner's (``GameWords.you_messages``):
#: the verb in the second person.
YOU_MESSAGES = {
    "whist_trou_three_aces": {"seat": _("Vous tenez trois as : vous devez annoncer le trou.")},
    "whist_trou_royal_optional": {
        "seat": _(
            "Vous tenez les quatre as (trou royal) : vous pouvez annoncer le trou, sans y être "
            "obligé."
        )
    },
    "whist_trou_called": {
        "seat": _(
            "Vous annoncez le trou ; le joueur %(boucheur)s, qui tient le dernier as, le bouche."
        ),
        "boucheur": _(
            "Trou annoncé par le joueur %(seat)s ; vous tenez le dernier as : vous bouchez le trou."
        ),
    },
    "whist_trou_royal_called": {
        "seat": _("Vous annoncez un trou royal ; le joueur %(boucheur)s bouche le trou."),
        "boucheur": _("Trou royal annoncé par le joueur %(seat)s ; vous bouchez le trou."),
    },
    "whist_table_trou_shown": {
        "seat": _("Partenaire du trou, vous montrez %(card)s : sa couleur est l'atout.")
    },
    "whist_trou_boucheur_ace": {
        "seat": _(
            "Vous tenez le quatrième as (%(ace)s) : vous êtes le boucheur, partenaire forcé du "
            "joueur du trou."
        )
    },
    "whist_trou_royal_boucheur": {
        "seat": _(
            "Trou royal : vous êtes le boucheur, car vous tenez %(card)s. Le boucheur d'un trou "
            "royal est celui qui a le roi de cœur ou, si le joueur du trou l'a, le plus haut cœur "
            "qui lui manque."
        )
    },
    "whist_no_trou_four_aces_couleur": {
        "seat": _(
            "Vous tenez les quatre as : au whist à la couleur il n'y a alors personne pour "
            "boucher, donc pas de trou."
        )
    },
    "whist_score_dames_all_four": {
        "seat": _("Jeu des Dames : vous avez pris les quatre dames, ce qui vous vaut %(amount)s.")
    },
    "whist_score_dames_queens": {
        "seat": _(
            "Jeu des Dames : vous marquez %(amount)s (dames prises : %(queens)s, à %(each)s "
            "chacune)."
        )
    },
    "whist_trou_call_void_couleur": {
        "seat": _(
            "Vous avez annoncé le trou avec %(aces)s as : sans trois as il n'y a pas de trou, "
            "votre annonce est nulle et la donne se joue sans trou (le whist à la couleur ne "
            "prévoit pas de l'annuler)."
        )
    },
    "whist_trou_not_called_couleur": {
        "seat": _(
            "Vous aviez trois as sans annoncer le trou ; le whist à la couleur ne prévoit pas "
            "d'annuler la donne."
        )
    },
    "whist_trou_rabrouche_dealer_only": {
        "seat": _(
            "Dans une rabrouche, seul le donneur peut annoncer le trou : votre annonce ne compte "
            "pas."
        )
    },
    "whist_trou_rabrouche_not_dealer": {
        "seat": _(
            "Vous avez trois as, mais dans une rabrouche seul le donneur annonce le trou : il n'y "
            "a pas de trou et la donne se joue."
        )
    },
    "whist_trou_void_late": {
        "seat": _("La donne est annulée : vous avez annoncé le trou après une autre annonce.")
    },
    "whist_trou_void_not_called": {
        "seat": _(
            "La donne est annulée : vous avez trois as et n'avez pas annoncé le trou (ni annoncé "
            "de solo-chlem)."
        )
    },
    "whist_trou_void_without_aces": {
        "seat": _(
            "La donne est annulée : vous avez annoncé le trou sans tenir trois as (vous en avez "
            "%(aces)s)."
        )
    },
}
