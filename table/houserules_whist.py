"""The house rules of the two whist documents, in player words (each option belongs to the
Règlement, to à la couleur, or to both)."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from table.house_rule import HouseRule

_PAIRING = (
    ("4-4-5", _("4, 4, puis 5 cartes (le document)")),
    ("4-5-4", _("4, 5, puis 4 cartes")),
    ("5-4-4", _("5, 4, puis 4 cartes")),
)

WHIST_REGLEMENT = (
    HouseRule("deal_pattern", _("Paquets de la distribution"), _PAIRING, "deal"),
    HouseRule(
        "trou_variant",
        _("Le trou"),
        (
            (
                "announced",
                _("le partenaire se fait connaître, sa première carte fait l'atout (le document)"),
            ),
            (
                "silent",
                _("muet : sans atout jusqu'à la chute du quatrième as, qui fait l'atout"),
            ),
        ),
        "deal",
    ),
    HouseRule(
        "abondance_trump",
        _("Atout de l'abondance"),
        (
            ("document", _("la couleur annoncée (le document)")),
            ("none", _("sans atout")),
        ),
        "deal",
    ),
    HouseRule(
        "abondance_order",
        _("Ordre des abondances"),
        (
            (
                "tricks_then_suit",
                _("le nombre de levées d'abord, puis la couleur (lecture retenue)"),
            ),
            ("suit_then_tricks", _("la couleur d'abord, puis le nombre de levées")),
        ),
        "deal",
    ),
    HouseRule(
        "petit_solo_chlem_lead",
        _("Qui entame un petit solo chlem"),
        (
            ("dealer_left", _("le joueur à gauche du donneur (lecture retenue)")),
            ("declarer", _("celui qui l'a annoncé")),
        ),
        "deal",
    ),
    HouseRule(
        "seul_extras_from",
        _("Seul : levées supplémentaires comptées"),
        (("6", _("au-delà de 6 (lecture retenue)")), ("bid", _("au-delà de l'annonce"))),
        "score",
    ),
    HouseRule(
        "slam_13_mode",
        _("Les 13 levées (trou, emballage)"),
        (
            ("replace", _("remplacent la valeur (lecture retenue)")),
            ("add", _("s'ajoutent à la valeur")),
        ),
        "score",
    ),
    HouseRule(
        "petite_misere_lost_passive",
        _("Petite misère perdue, par défenseur"),
        (("+6", _("+6 (lecture retenue)")), ("as_printed", _("-6, comme imprimé"))),
        "score",
    ),
    HouseRule(
        "dames_all_four",
        _("Les quatre dames prises"),
        (("+24", _("+24 (lecture retenue)")), ("+12", _("-12 + 24 = +12"))),
        "score",
    ),
    HouseRule(
        "late_pass",
        _("Passer après le premier tour"),
        (
            ("keeps_place", _("on garde sa place et on reparle à son tour (lecture retenue)")),
            ("final", _("tout passe est définitif")),
        ),
        "deal",
    ),
)

WHIST_COULEUR = (
    HouseRule(
        "failure_value",
        _("Contrat chuté : chaque défenseur gagne"),
        (
            ("base", _("la valeur de base (lecture retenue)")),
            ("undertricks", _("plus pour chaque levée manquante")),
        ),
        "score",
    ),
    HouseRule(
        "trou_value",
        _("Valeur du trou"),
        (
            ("couleur", _("comme une couleur, au-delà de son objectif (lecture retenue)")),
            ("couleur_from_8", _("comme une couleur, au-delà de 8 levées")),
        ),
        "score",
    ),
    HouseRule(
        "chelem_sur_table",
        _("Chelem sur table"),
        ((200, _("200 (lecture retenue)")), (100, _("100"))),
        "score",
    ),
    HouseRule(
        "premier",
        _("« Premier »"),
        (
            ("call", _("une annonce à part : on reparlera à son tour (lecture retenue)")),
            ("bid_prefix", _("le mot qui ouvre une annonce, faite aussitôt")),
        ),
        "deal",
    ),
    HouseRule(
        "couleur_trou_auction",
        _("Après un trou"),
        (
            (
                "follows",
                _("les annonces suivent, le trou compte comme une couleur (lecture retenue)"),
            ),
            ("none", _("pas d'annonces : on joue le trou")),
        ),
        "deal",
    ),
)
