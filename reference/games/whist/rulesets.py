"""The two rule sets of Belgian whist: the Règlement du Whist (seed 002) and whist à la couleur
(seed 003), four players, the turn passing to the left, a game whose end the players agree on,
and the house rules of each document (each option belongs to one document, or to both)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

from reference.ruleset import ORDER, HouseRule, RuleSet, Sheets, Step

_PAIRING = (
    ("4-4-5", _("4, 4, puis 5 cartes (le document)")),
    ("4-5-4", _("4, 5, puis 4 cartes")),
    ("5-4-4", _("5, 4, puis 4 cartes")),
)

REGLEMENT = (
    HouseRule(
        "deal_pattern",
        _("Paquets de la distribution"),
        _PAIRING,
        "deal",
    ),
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
        help=_(
            "Le trou : un joueur a reçu trois as ; celui qui tient le quatrième est son "
            "partenaire pour la donne."
        ),
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
        on_sheet=True,
    ),
    HouseRule(
        "slam_13_mode",
        _("Les 13 levées (trou, emballage)"),
        (
            ("replace", _("remplacent la valeur (lecture retenue)")),
            ("add", _("s'ajoutent à la valeur")),
        ),
        "score",
        on_sheet=True,
    ),
    HouseRule(
        "petite_misere_lost_passive",
        _("Petite misère perdue, par défenseur"),
        (("+6", _("+6 (lecture retenue)")), ("as_printed", _("-6, comme imprimé"))),
        "score",
        on_sheet=True,
    ),
    HouseRule(
        "dames_all_four",
        _("Les quatre dames prises"),
        (("+24", _("+24 (lecture retenue)")), ("+12", _("-12 + 24 = +12"))),
        "score",
        on_sheet=True,
    ),
    HouseRule(
        "crowded_piccolo",
        _("Piccolo ou piccolissimo à trois ou à quatre"),
        (
            ("each_against_all", _("chacun règle avec chacun (lecture retenue)")),
            ("void", _("la donne est annulée")),
        ),
        "score",
        at_table=False,
        on_sheet=True,
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
    HouseRule(
        "dames_variant",
        _("Sans contrat"),
        (
            ("none", _("on joue les Dames (le document)")),
            ("double_instead", _("pas de Dames : la donne suivante compte double")),
            ("double_after", _("on joue les Dames, puis la donne suivante compte double")),
        ),
        "score",
        at_table=False,
        on_sheet=True,
        match=True,
    ),
    HouseRule(
        "penalties_paid_to",
        _("Pénalités"),
        (
            ("others", _("partagées entre les trois autres (lecture retenue)")),
            ("nobody", _("perdues par le fautif seulement")),
        ),
        "score",
        at_table=False,
        on_sheet=True,
        match=True,
    ),
    HouseRule(
        "ad_fundum",
        _("Ad Fundum (comptes et quarters)"),
        ((False, _("non")), (True, _("oui"))),
        "score",
        at_table=False,
        on_sheet=True,
        match=True,
    ),
)

COULEUR = (
    HouseRule(
        "failure_value",
        _("Contrat chuté : chaque défenseur gagne"),
        (
            ("base", _("la valeur de base (lecture retenue)")),
            ("undertricks", _("plus pour chaque levée manquante")),
        ),
        "score",
        on_sheet=True,
        help=_(
            "Le document ne dit pas si une chute de plusieurs levées coûte plus qu'une seule : "
            "le carnet compte la valeur de base du contrat."
        ),
    ),
    HouseRule(
        "trou_value",
        _("Valeur du trou"),
        (
            ("couleur", _("comme une couleur, au-delà de son objectif (lecture retenue)")),
            ("couleur_from_8", _("comme une couleur, au-delà de 8 levées")),
        ),
        "score",
        on_sheet=True,
        help=_(
            "Le document ne donne aucune valeur au trou : le carnet le compte comme une "
            "couleur, 4 points par défenseur et 1 de plus par levée au-delà de son objectif."
        ),
    ),
    HouseRule(
        "chelem_sur_table",
        _("Chelem sur table"),
        ((200, _("200 (lecture retenue)")), (100, _("100"))),
        "score",
        on_sheet=True,
        help=_(
            "Le document cite le chelem sur table sans sa valeur : le carnet compte le double "
            "du chelem, comme l'abondance sur table vaut le double de l'abondance."
        ),
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

ENDS = (
    ("deals:each", _("jusqu'à ce que chacun ait donné une fois")),
    ("deals:twice", _("jusqu'à ce que chacun ait donné deux fois")),
    ("points:50", _("au premier à 50 points")),
)


#: The readings a score sheet applies, in player words (one per ``match.INTERPRETATIONS``).
SHEET_NOTES: Mapping[str, Promise] = {
    "whist-penalty-shared": _(
        "Le document dit seulement que le fautif est pénalisé. Le carnet donne ces points aux "
        "trois autres joueurs, à parts égales, pour que la feuille reste équilibrée comme "
        "chaque ligne du barème ; l'autre lecture est dans les règles de la maison."
    ),
    "whist-penalty-misere-card": _(
        "Montrer à un partenaire la carte écartée d'une petite misère est la faute grave de "
        "9 points : 5 vont au joueur de la misère et 2 à chacun des deux autres."
    ),
    "whist-sheet-annulled-deal": _(
        "Une donne annulée (trois as sans trou annoncé, trou sans trois as, trou annoncé trop "
        "tard) est redonnée par le même donneur, comme une maldonne."
    ),
    "whist-sheet-double-next": _(
        "La variante qui compte double la donne suivante vaut pour la prochaine donne jouée "
        "avec un contrat ; deux doubles ne s'additionnent pas et les pénalités ne doublent pas."
    ),
    "whist-sheet-stopped-deal": _(
        "Une donne arrêtée par une faute grave est nulle si le fautif était preneur ; sinon "
        "les preneurs gagnent leur contrat tout juste, ou avec les levées qu'ils avaient déjà "
        "si elles sont plus nombreuses."
    ),
    "whist-adfundum-bottles": _(
        "Ad Fundum : une bouteille par tranche complète de 5 points sous zéro à la fin du quarter."
    ),
    "whist-adfundum-top-three": _(
        "Ad Fundum : les trois plus gros comptes par soirée apportent une bouteille ou des "
        "biscuits ; à égalité pour la troisième place, tous les ex aequo."
    ),
}


#: « Débuter »: one line per step.
PATH = (
    ORDER,
    Step("pli", _("Qui remporte le pli ?"), "trick_winner", "jeu-gagnant"),
    Step("jouer", _("Quelles cartes jouer ?"), "legal_plays", "jeu-obligations"),
    Step("encheres", _("Les enchères"), "bid", "contrats-echelle"),
    Step("marque", _("La marque"), "score", "marque-principe"),
)


SHEETS = Sheets("whist", SHEET_NOTES)
#: À la couleur keeps none of the Règlement's sheet readings (penalties, misdeals, Ad Fundum are
#: 002's): its readings are its house rules, each with its note.
COULEUR_SHEETS = Sheets("whist", {})


def whist(slug: str, house_rules: tuple[HouseRule, ...], auction: str, **kwargs: Any) -> RuleSet:
    """A whist document's rule set (``slug``: its ``document`` option)."""
    return RuleSet(
        f"whist-{slug}",
        slug,
        f"whist-{slug}",
        ("4",),
        clockwise=True,
        options={"document": slug},
        ends=ENDS,
        house_rules=house_rules,
        sections={
            "auction": auction,
            "exchange": "jeu-misere",
            "play": "jeu-obligations",
            "score": "marque",
        },
        path=PATH,
        **{"sheets": SHEETS, **kwargs},
    )


RULESETS = (
    whist(
        "reglement",
        REGLEMENT,
        "contrats-premier-tour",
        quarters=True,
        quarter_rules={"ad_fundum": True},
    ),
    whist("couleur", COULEUR, "contrats-deroulement", sheets=COULEUR_SHEETS),
)
