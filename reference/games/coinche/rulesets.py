"""Belote coinchée's rule set (seed 004): four players in two teams, the turn passing to the
right, a game to 3000 points (a house rule may change it), and the house rules a table may
agree on."""

from __future__ import annotations

from collections.abc import Mapping

from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

from reference.ruleset import ORDER, POINTS, HouseRule, RuleSet, Sheets, Step, yes_no

HOUSE_RULES = (
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
        on_sheet=True,
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
        help=_(
            "Coincher « à la volée », c'est coincher dès que l'enchère est faite, sans "
            "attendre son tour de parole."
        ),
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
        help=_(
            "Le document compte le sans atout et le tout atout avec leurs propres barèmes ; "
            "bien des tables comptent les points comme à l'habitude, puis les convertissent."
        ),
    ),
    HouseRule(
        "generale_value",
        _("Valeur de la générale"),
        ((800, _("800 (le document)")), (350, _("350")), (500, _("500")), (1000, _("1000"))),
        "score",
        on_sheet=True,
    ),
    HouseRule(
        "capot_failed_defence",
        _("Capot chuté : la défense marque"),
        (("value", _("500 (le document)")), ("160_plus_contract", _("410 (160 + 250)"))),
        "score",
        on_sheet=True,
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
        on_sheet=True,
    ),
    HouseRule(
        "unannounced_generale",
        _("Tous les plis par un seul joueur sans générale annoncée"),
        (
            ("counted", _("la moitié de la générale (la lecture retenue)")),
            ("only_if_announced", _("comme un capot non annoncé")),
        ),
        "score",
        on_sheet=True,
    ),
    HouseRule(
        "coinche_multiplies",
        _("La coinche multiplie"),
        (
            ("score", _("toute la marque du gagnant (le document)")),
            ("contract", _("le contrat seulement")),
        ),
        "score",
        on_sheet=True,
    ),
    HouseRule(
        "announcements",
        _("Annonces"),
        (
            ("all", _("toutes, comme à la belote (le document)")),
            ("belote_only", _("la belote seulement (contrée)")),
        ),
        "score",
        on_sheet=True,
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
        on_sheet=True,
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
        on_sheet=True,
    ),
    HouseRule(
        "scoring",
        _("On marque"),
        (
            ("points", _("les points faits et le contrat (le document)")),
            ("bid_only", _("l'enchère seulement, le perdant rien")),
        ),
        "score",
        on_sheet=True,
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


#: The readings a score sheet applies, in player words (one per ``match.INTERPRETATIONS``).
SHEET_NOTES: Mapping[str, Promise] = {
    "coinche-sheet-redeal-dealer": _(
        "Quand les quatre joueurs passent, on ramasse les cartes et le joueur suivant donne, "
        "comme après une donne jouée."
    ),
    "coinche-sheet-target": _(
        "La partie s'arrête après la donne où une équipe atteint l'objectif ; si les deux le "
        "dépassent, le plus gros total gagne ; à égalité, on joue une donne de plus."
    ),
}


#: « Débuter »: one line per step.
PATH = (
    ORDER,
    Step("pli", _("Qui remporte le pli ?"), "trick_winner", "ordre-pli"),
    Step("jouer", _("Quelles cartes jouer ?"), "legal_plays", "jeu-obligations"),
    POINTS,
    Step("encheres", _("Les enchères"), "bid", "contrats-deroulement"),
    Step("coinche", _("Coinche et surcoinche"), "bid", "contrats-coinche", "bid_coinche"),
    Step(
        "annonces",
        _("Les annonces et la belote"),
        "quiz",
        "annonces-combinaisons",
        "quiz_announcements",
        topic="announcements",
    ),
    Step("marque", _("La marque"), "score", "marque-principe"),
    Step("fin", _("Qui a gagné la partie ?"), "game_end", "fin-de-partie"),
)


SHEETS = Sheets("coinche", SHEET_NOTES)


RULESETS = (
    RuleSet(
        "coinche",
        "standard",
        "coinche",
        ("2x2",),
        clockwise=False,
        target=3000,
        house_rules=HOUSE_RULES,
        sections={"auction": "contrats-deroulement", "play": "jeu-obligations", "score": "marque"},
        sheets=SHEETS,
        path=PATH,
    ),
)
