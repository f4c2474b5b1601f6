"""Neurotrio's rule set (seed 001): three, four or five players each for himself, the turn
passing to the left, a game whose end the players agree on, and its house rules."""

from __future__ import annotations

from collections.abc import Mapping

from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

from reference.ruleset import ORDER, HouseRule, RuleSet, Sheets, Step

HOUSE_RULES = (
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
        on_sheet=True,
    ),
)


#: The readings a score sheet applies, in player words (one per ``match.INTERPRETATIONS``).
SHEET_NOTES: Mapping[str, Promise] = {
    "neurotrio-sheet-redeal": _(
        "Si tout le monde passe, personne ne marque et le donneur suivant redonne."
    ),
    "neurotrio-sheet-end": _(
        "Les manches sont indépendantes et le document ne fixe pas de fin : on convient d'un "
        "score, d'un nombre de manches, ou l'on s'arrête quand on veut."
    ),
}


#: « Débuter »: one line per step.
PATH = (
    ORDER,
    Step("pli", _("Qui remporte le pli ?"), "trick_winner", "jeu-gagnant"),
    Step("jouer", _("Quelles cartes jouer ?"), "legal_plays", "jeu-obligations"),
    Step("encheres", _("Les enchères"), "bid", "contrats-deroulement"),
    Step("marque", _("La marque"), "score", "marque-rempli"),
    Step("fin", _("Qui a gagné la partie ?"), "game_end", "fin-de-partie"),
)


SHEETS = Sheets("neurotrio", SHEET_NOTES)


RULESETS = (
    RuleSet(
        "neurotrio",
        "standard",
        "neurotrio",
        ("4", "3", "5"),
        clockwise=True,
        ends=(
            ("deals:each", _("jusqu'à ce que chacun ait donné une fois")),
            ("deals:twice", _("jusqu'à ce que chacun ait donné deux fois")),
            ("points:200", _("en 200 points")),
        ),
        house_rules=HOUSE_RULES,
        sections={
            "auction": "contrats-deroulement",
            "exchange": "contrats-ecart",
            "play": "jeu-obligations",
            "score": "marque",
        },
        sheets=SHEETS,
        path=PATH,
    ),
)
