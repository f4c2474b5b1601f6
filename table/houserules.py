"""The house rules a table may play, in player words: every option of each game's ``Rules``
with its choices, the document's (or the reading the pages follow) first.

A page never shows an option's name: only the question and the choices below. A test checks
that every option of each document with more than one value is here, with every value the
document accepts (whist's options each belong to one document, or to both).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

from table.house_rule import HouseRule, yes_no
from table.houserules_whist import WHIST_COULEUR, WHIST_REGLEMENT

COINCHE = (
    HouseRule(
        "direction",
        _("Sens du jeu"),
        (
            ("ccw", _("vers la droite, sens inverse des aiguilles d'une montre (le document)")),
            ("cw", _("vers la gauche, sens des aiguilles d'une montre")),
        ),
        "deal",
    ),
    HouseRule(
        "allow_tout_atout",
        _("Tout atout"),
        yes_no(_("permis (le document)"), _("interdit")),
        "deal",
    ),
    HouseRule(
        "allow_sans_atout",
        _("Sans atout"),
        yes_no(_("permis (le document)"), _("interdit")),
        "deal",
    ),
    HouseRule(
        "sa_ta_only_capot",
        _("Sans atout et tout atout"),
        yes_no(_("seulement en capot"), _("à toutes les hauteurs (le document)"), False),
        "deal",
    ),
    HouseRule(
        "allow_generale",
        _("Générale"),
        yes_no(_("permise (le document)"), _("interdite")),
        "deal",
    ),
    HouseRule(
        "max_bid",
        _("Enchère chiffrée la plus haute"),
        ((None, _("pas de limite (le document)")), (160, _("160"))),
        "deal",
    ),
    HouseRule(
        "bid_step",
        _("Enchères et arrondis"),
        ((10, _("de 10 en 10 (le document)")), (5, _("de 5 en 5"))),
        "deal",
    ),
    HouseRule(
        "raise_own_bid",
        _("Monter sur sa propre enchère"),
        (
            ("never", _("jamais : trois passes de suite finissent les enchères (le document)")),
            ("always", _("permis")),
            ("other_suit", _("permis seulement à un autre atout")),
        ),
        "deal",
    ),
    HouseRule(
        "max_bids_per_player",
        _("Enchères par joueur"),
        ((None, _("sans limite (le document)")), (2, _("deux au plus"))),
        "deal",
    ),
    HouseRule(
        "coinche_timing",
        _("Quand coincher"),
        (
            ("a_la_volee", _("à tout moment, même hors de son tour (le document)")),
            ("in_turn", _("seulement à son tour de parole")),
        ),
        "deal",
    ),
    HouseRule(
        "surcoinche_by",
        _("Qui peut surcoincher"),
        (
            ("either_partner", _("l'un ou l'autre des preneurs (lecture retenue)")),
            ("bidder", _("seulement le joueur dont l'enchère est coinchée")),
        ),
        "deal",
    ),
    HouseRule(
        "coinchable_80",
        _("Coincher un contrat de 80"),
        yes_no(_("permis (le document)"), _("interdit")),
        "deal",
    ),
    HouseRule(
        "coinchable_capot",
        _("Coincher un capot ou une générale"),
        yes_no(_("permis (le document)"), _("interdit")),
        "deal",
    ),
    HouseRule(
        "coinchable_generale",
        _("Coincher une générale"),
        yes_no(_("permis (le document)"), _("interdit")),
        "deal",
    ),
    HouseRule(
        "decoinche",
        _("Après une coinche"),
        yes_no(
            _("une enchère plus haute annule la coinche"),
            _("plus personne n'enchérit (lecture retenue)"),
            False,
        ),
        "deal",
    ),
    HouseRule(
        "belote_capot_bids",
        _("Capot beloté et générale belotée"),
        yes_no(
            _("s'annoncent au-dessus du capot et de la générale"),
            _("n'existent pas (le document)"),
            False,
        ),
        "deal",
    ),
    HouseRule(
        "generale_leads",
        _("Qui entame une générale"),
        yes_no(_("celui qui l'a annoncée (le document)"), _("le joueur qui entame d'habitude")),
        "deal",
    ),
    HouseRule(
        "must_undertrump",
        _("Sans la couleur, quand l'adversaire a coupé plus fort que vos atouts"),
        yes_no(
            _("vous coupez quand même, plus petit (lecture retenue)"), _("vous jouez librement")
        ),
    ),
    HouseRule(
        "partner_master_free",
        _("Sans la couleur, quand votre partenaire tient le pli"),
        yes_no(
            _("vous jouez ce que vous voulez (lecture retenue)"), _("vous devez couper quand même")
        ),
    ),
    HouseRule(
        "capot_lead_no_master",
        _("Première entame de la défense contre un capot"),
        yes_no(
            _("pas de carte maîtresse, sauf s'il n'y a que cela"), _("libre (le document)"), False
        ),
    ),
    HouseRule(
        "ta_scale",
        _("Points à tout atout"),
        (
            ("document", _("valet 14, neuf 9, as 7, dix 5, roi 3, dame 2 (le document)")),
            ("common", _("as 6 et dame 1, les autres pareil")),
        ),
        "score",
    ),
    HouseRule(
        "ta_dix_de_der",
        _("Dix de der à tout atout"),
        yes_no(_("oui, 170 points en tout (lecture retenue)"), _("non, 160 points tout juste")),
        "score",
    ),
    HouseRule(
        "sa_ta_counting",
        _("Compte du sans atout et du tout atout"),
        (
            ("scaled", _("avec les barèmes du document")),
            ("raw_table", _("compté brut, puis converti avec le tableau du document")),
            ("ta_plus_50", _("tout atout : 50 points bruts de plus à faire")),
            ("ta_two_thirds", _("tout atout compté brut sans dix de der, puis les deux tiers")),
        ),
        "score",
    ),
    HouseRule(
        "generale_value",
        _("Valeur de la générale"),
        ((800, _("800 (le document)")), (350, _("350")), (500, _("500")), (1000, _("1000"))),
        "score",
    ),
    HouseRule(
        "capot_failed_defence",
        _("Capot chuté : la défense marque"),
        (("value", _("500 (le document)")), ("160_plus_contract", _("410 (160 + 250)"))),
        "score",
    ),
    HouseRule(
        "generale_failed_defence",
        _("Générale chutée : la défense marque"),
        (
            ("value", _("toute sa valeur (le document)")),
            ("160_plus_contract", _("160 plus la moitié de sa valeur")),
        ),
        "score",
    ),
    HouseRule(
        "unannounced_capot",
        _("Tous les plis sans capot annoncé"),
        (
            (250, _("250 à la place des points (le document)")),
            (None, _("les points comptés comme d'habitude")),
        ),
        "score",
    ),
    HouseRule(
        "unannounced_generale",
        _("Tous les plis par un seul joueur sans générale annoncée"),
        (
            ("counted", _("la moitié de la générale (la lecture retenue)")),
            ("only_if_announced", _("comme un capot non annoncé")),
        ),
        "score",
    ),
    HouseRule(
        "coinche_multiplies",
        _("La coinche multiplie"),
        (
            ("score", _("toute la marque du gagnant (le document)")),
            ("contract", _("le contrat seulement")),
        ),
        "score",
    ),
    HouseRule(
        "announcements",
        _("Annonces"),
        (
            ("all", _("toutes, comme à la belote (le document)")),
            ("belote_only", _("la belote seulement (contrée)")),
        ),
        "score",
    ),
    HouseRule(
        "announcements_count_for_contract",
        _("Les annonces des preneurs"),
        yes_no(
            _("comptent pour faire le contrat (lecture retenue)"),
            _("ne comptent pas pour le contrat"),
        ),
        "score",
    ),
    HouseRule(
        "announcements_against_contract",
        _("Les annonces de la défense"),
        yes_no(
            _("s'ajoutent à ce que les preneurs doivent faire"),
            _("ne font jamais chuter (le document)"),
            False,
        ),
        "score",
    ),
    HouseRule(
        "ta_belote_every_suit",
        _("Belote à tout atout"),
        yes_no(
            _("une belote dans chaque couleur, 20 points chacune"), _("aucune (le document)"), False
        ),
        "score",
    ),
    HouseRule(
        "contract_made_when",
        _("Un contrat est rempli avec"),
        (
            ("bid", _("les points annoncés (le document)")),
            ("bid_plus_1", _("un point de plus")),
            ("bid_plus_2", _("deux points de plus")),
            ("more_than_opponents", _("plus de points que la défense")),
        ),
        "score",
    ),
    HouseRule(
        "scoring",
        _("On marque"),
        (
            ("points", _("les points faits et le contrat (le document)")),
            ("bid_only", _("l'enchère seulement, le perdant rien")),
        ),
        "score",
    ),
    HouseRule(
        "game_target",
        _("La partie se joue en"),
        (
            (3000, _("3000 points (le document)")),
            (2000, _("2000 points")),
            (1500, _("1500 points")),
            (1000, _("1000 points")),
        ),
        "score",
    ),
    HouseRule(
        "announcement_tie",
        _("Meilleures annonces exactement égales"),
        (
            ("first_seat", _("celle du premier à parler compte (lecture retenue)")),
            ("nobody", _("aucune équipe ne compte les siennes")),
        ),
        "score",
    ),
)

VOISIN = (
    HouseRule(
        "variante_i",
        _("Variante I, à deux joueurs"),
        yes_no(
            _("oui : seize cartes chacun, huit à découvert, un seul contrat, la charge"),
            _("non (le jeu normal)"),
            False,
        ),
        "deal",
    ),
    HouseRule(
        "variante_ii",
        _("Variante II : tout atout et sans atout"),
        yes_no(_("oui"), _("non (le jeu normal)"), False),
        "deal",
    ),
    HouseRule(
        "first_leader",
        _("Qui entame le premier pli"),
        (
            ("dealer_right", _("le joueur à droite du donneur (lecture retenue)")),
            ("taker", _("le preneur")),
        ),
        "deal",
    ),
    HouseRule(
        "voisin_cut_suit",
        _("Quelle couleur coupe à la valeur"),
        (
            (
                "trump_neighbour",
                _("le voisin de l'atout, sur une couleur opposée (lecture retenue)"),
            ),
            ("led_neighbour", _("la couleur voisine de la couleur demandée")),
            ("any_plain", _("toute couleur autre que l'atout et la couleur demandée")),
        ),
    ),
    HouseRule(
        "voisin_cut_reference",
        _("Ce que la coupe au voisin doit battre"),
        (
            ("best_led_card", _("la meilleure carte de la couleur demandée (lecture retenue)")),
            ("first_card", _("la première carte jouée seulement")),
        ),
    ),
    HouseRule(
        "cut_value_scale",
        _("La valeur comparée pour la coupe au voisin"),
        (("rank", _("l'ordre des cartes (lecture retenue)")), ("points", _("leurs points"))),
    ),
    HouseRule(
        "overtrump_when_cutting",
        _("Couper sur un atout déjà joué"),
        yes_no(_("il faut le battre si on peut (lecture retenue)"), _("libre")),
    ),
    HouseRule(
        "charge_non_pli_counts",
        _("Prime de non-pli de la charge"),
        (
            ("opponents", _("pour chaque adversaire sans pli (lecture retenue)")),
            ("all_players", _("pour chaque joueur sans pli, partenaire compris")),
        ),
        "score",
    ),
    HouseRule(
        "charge_non_pli_announcements",
        _("Charge réussie : les annonces d'un adversaire sans pli"),
        (
            ("to_taker", _("vont au preneur (lecture retenue)")),
            ("kept", _("restent à ce joueur")),
        ),
        "score",
    ),
    HouseRule(
        "chute_tie",
        _("Chute : égalité pour le meilleur total"),
        (
            ("split", _("on partage (lecture retenue)")),
            ("each", _("chacun reçoit tout")),
            ("first_after_taker", _("le premier après le preneur")),
        ),
        "score",
    ),
    HouseRule(
        "carre_rois_points",
        _("Valeur du carré de Rois"),
        ((0, _("rien : il annule seulement (lecture retenue)")), (10, _("10")), (20, _("20"))),
        "score",
    ),
    HouseRule(
        "surcharge_300_requires",
        _("Surcharge à 300"),
        (
            ("adverse_charge", _("après une charge adverse (le texte)")),
            ("any_charge", _("après n'importe quelle charge (le tableau)")),
        ),
        "score",
    ),
)

NEUROTRIO = (
    HouseRule(
        "bid_order",
        _("Comment monter une enchère"),
        (
            ("bridge", _("comme au bridge : le niveau d'abord, puis l'attribut (lecture retenue)")),
            ("componentwise", _("ni le niveau ni l'attribut ne peuvent baisser")),
        ),
        "deal",
    ),
    HouseRule(
        "auction_end",
        _("Fin des enchères"),
        (
            (
                "n_minus_1_non_bids",
                _(
                    "quand tous les autres ont passé ou contré depuis la dernière enchère "
                    "(lecture retenue)"
                ),
            ),
            ("bridge", _("après autant de passes de suite qu'il y a d'autres joueurs")),
            ("final_pass", _("qui a passé ne peut plus enchérir")),
        ),
        "deal",
    ),
    HouseRule(
        "max_level",
        _("Enchère la plus haute"),
        (
            ("tricks - floor(tricks/2)", _("jusqu'à demander tous les plis (lecture retenue)")),
            ("none", _("sans limite")),
        ),
        "deal",
    ),
)

#: Options of the documents the table does not offer yet, and why (the test of this module
#: reads it): the deal and the auction at the table know neither a deal in two rounds, nor a
#: weak hand's call, nor bids in raw points; the game's end at the table counts traits; an
#: arbitrator's approval needs an arbitrator; a piccolo joined by three or four never arises,
#: since the table refuses a third join; Neurotrio's table discards as its rule set says.
NOT_AT_THE_TABLE: Mapping[str, frozenset[str]] = {
    "coinche": frozenset({"first_deal", "weak_hand", "sa_ta_bids"}),
    "voisin": frozenset({"tie_break"}),
    "neurotrio": frozenset({"discard_trumps"}),
    "whist-reglement": frozenset({"arbitrator_approval", "crowded_piccolo"}),
}

#: House rules by rule document (the two whist documents each have theirs).
HOUSE_RULES: Mapping[str, tuple[HouseRule, ...]] = {
    "coinche": COINCHE,
    "voisin": VOISIN,
    "neurotrio": NEUROTRIO,
    "whist-reglement": WHIST_REGLEMENT,
    "whist-couleur": WHIST_COULEUR,
}

GROUPS = (
    ("deal", _("La donne et les enchères")),
    ("play", _("Le jeu de la carte")),
    ("score", _("La marque")),
)


def house_rules(document: str) -> tuple[HouseRule, ...]:
    """The house rules of a rule document (none for a document the table does not know)."""
    return HOUSE_RULES.get(document, ())


def choice_words(document: str, options: Mapping[str, Any]) -> list[tuple[Promise, Promise]]:
    """The house rules ``options`` differ by, as (question, chosen words), for the table page."""
    out = []
    for rule in house_rules(document):
        if rule.name in options:
            for value, words in rule.choices:
                if value == options[rule.name] and value != rule.choices[0][0]:
                    out.append((rule.question, words))
    return out
