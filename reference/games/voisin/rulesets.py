"""Le Voisin's rule sets (seed 000): the document's game at any table (2, 3 or 4 players each
for himself, or two teams of two), the same game at each table on its own, and its two
variants (I: two players, half the cards face up; II: tout atout and sans atout), each a rule
set a player picks. The turn passes to the right; a game is played to 1000 points."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

from reference.ruleset import POINTS, HouseRule, RuleSet, Sheets, Step, yes_no

#: Variante I and II are rule sets of their own; their questions still name the choice of
#: tables and score sheets opened when they were house rules.
VARIANTS = (
    HouseRule(
        "variante_i",
        _("Variante I, à deux joueurs"),
        yes_no(
            _("oui : seize cartes chacun, huit à découvert, un seul contrat, la charge"),
            _("non (le jeu normal)"),
            False,
        ),
        "deal",
        at_table=False,
    ),
    HouseRule(
        "variante_ii",
        _("Variante II : tout atout et sans atout"),
        yes_no(_("oui"), _("non (le jeu normal)"), False),
        "deal",
        at_table=False,
    ),
)
HOUSE_RULES = (
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
        help=_(
            "Sans la couleur demandée, on peut couper à la valeur avec une couleur qui n'est pas "
            "l'atout : le document ne dit pas clairement laquelle."
        ),
    ),
    HouseRule(
        "voisin_cut_reference",
        _("Ce que la coupe au voisin doit battre"),
        (
            ("best_led_card", _("la meilleure carte de la couleur demandée (lecture retenue)")),
            ("first_card", _("la première carte jouée seulement")),
        ),
        help=_(
            "La carte qui coupe à la valeur doit être plus forte que la couleur demandée : que "
            "la première carte jouée, ou que la meilleure de cette couleur dans le pli."
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
        on_sheet=True,
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
        on_sheet=True,
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
        on_sheet=True,
    ),
)
ENDS = (
    ("points:1000", _("en 1000 points (le document)")),
    ("points:500", _("en 500 points")),
)
SECTIONS = {
    "auction": "contrats-premier-tour",
    "exchange": "contrats-echange",
    "play": "jeu-fournir",
    "score": "marque",
}


#: The readings a score sheet applies, in player words (one per ``match.INTERPRETATIONS``).
SHEET_NOTES: Mapping[str, Promise] = {
    "voisin-sheet-redeal": _(
        "Si personne ne prend, ni au premier ni au second tour, ou si un joueur reçoit les "
        "quatre dames, personne ne marque et le donneur suivant redonne."
    ),
    "voisin-sheet-end": _(
        "À la fin d'une donne, le plus gros total à partir de l'objectif gagne ; à égalité, "
        "celui qui a le moins de traits ; s'il y a encore égalité, un contrat final départage."
    ),
}


#: « Débuter »: one line per step.
PATH = (
    Step("ordre", _("L'ordre des cartes"), "quiz", "ordre-rangs", "card_order"),
    Step("pli", _("Qui remporte le pli ?"), "trick_winner", "ordre-pli"),
    Step("jouer", _("Quelles cartes jouer ?"), "legal_plays", "jeu-fournir"),
    POINTS,
    Step("encheres", _("Les enchères"), "bid", "contrats-premier-tour", "bid@2"),
    Step(
        "echange",
        _("L'échange de la carte retournée"),
        "quiz",
        "contrats-echange",
        "quiz_exchange",
        topic="exchange",
    ),
    Step("marque", _("La marque"), "score", "marque-reussite"),
    Step("annonces", _("Les annonces"), "announcements", "annonces-valeurs"),
    Step("fin", _("Qui a gagné la partie ?"), "game_end", "fin-de-partie"),
)


SHEETS = Sheets("voisin", SHEET_NOTES)


def voisin(
    id_: str,
    slug: str,
    tables: tuple[str, ...],
    name: Any = None,
    left_out: frozenset[str] = frozenset(),
    **options: Any,
) -> RuleSet:
    """A rule set of Le Voisin: the document's rules at ``tables``, with ``options``."""
    return RuleSet(
        id_,
        slug,
        "voisin",
        tables,
        clockwise=False,
        options=options,
        name=name,
        target=1000,
        ends=ENDS,
        house_rules=HOUSE_RULES + VARIANTS,
        sections=SECTIONS,
        sheets=SHEETS,
        path=PATH,
        left_out=left_out,
    )


RULESETS = (
    voisin("voisin", "standard", ("4", "3", "2", "2x2")),
    voisin("voisin-4", "a-4", ("4",), _("à 4 joueurs")),
    voisin("voisin-3", "a-3", ("3",), _("à 3 joueurs")),
    voisin("voisin-2", "a-2", ("2",), _("à 2 joueurs")),
    voisin("voisin-2x2", "deux-equipes", ("2x2",), _("deux équipes de deux")),
    voisin(
        "voisin-variante-i",
        "variante-i",
        ("2",),
        _("variante I : à deux, cartes à découvert"),
        frozenset({"exchange"}),  # no card is turned: nothing to exchange
        variante_i=True,
    ),
    voisin(
        "voisin-variante-ii",
        "variante-ii",
        ("4", "3", "2", "2x2"),
        _("variante II : tout atout et sans atout"),
        variante_ii=True,
    ),
)
