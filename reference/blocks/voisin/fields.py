"""The input fields Le Voisin adds to case files, each with a case the engine answers live
(for developers and referees: the fields are written as the case format spells them)."""

from __future__ import annotations

from django.utils.translation import gettext_lazy

from reference.blocks.common import FieldExample
from reference.blocks.common import fields_block as common_fields_block

FIELDS = (
    FieldExample(
        "score",
        "players",
        gettext_lazy(
            'La table : "2", "3", "4" ou "2x2" (4 joueurs par défaut, 2 en Variante I). '
            "Elle sert aussi à bid, contract_target, legal_plays (le partenaire en 2×2) et "
            "trick_winner (la longueur du pli)."
        ),
        {
            "players": "2",
            "contract": {"name": "prise", "taker": 0, "trump": "H"},
            "result": {
                "points": [34, 54],
                "tricks": [6, 7],
                "announcements": [3, 0],
                "couples": [0, 0],
            },
        },
        {},
        ("scores", "traits", "made"),
    ),
    FieldExample(
        "score",
        "after_partner_charge",
        gettext_lazy(
            "Dans contract : la surcharge suit une charge du partenaire (2×2). Elle ne vaut "
            "300 qu'avec surcharge_300_requires = any_charge."
        ),
        {
            "players": "2x2",
            "contract": {
                "name": "surcharge",
                "taker": 0,
                "trump": "C",
                "after_partner_charge": True,
            },
            "result": {
                "points": [88, 0],
                "tricks": [7, 0],
                "announcements": [0, 0],
                "couples": [0, 0],
            },
        },
        {"surcharge_300_requires": "any_charge"},
        ("scores",),
    ),
    FieldExample(
        "score",
        "taker_seat",
        gettext_lazy(
            "Dans contract, en 2×2 : la place du preneur (0 à 3), nécessaire avec "
            "charge_non_pli_counts = all_players pour ne pas le compter lui-même."
        ),
        {
            "players": "2x2",
            "contract": {"name": "charge", "taker": 0, "trump": "H", "taker_seat": 0},
            "result": {
                "points": [70, 18],
                "tricks": [6, 1],
                "announcements": [0, 0],
                "couples": [0, 0],
                "tricks_by_seat": [6, 1, 0, 0],
            },
        },
        {"charge_non_pli_counts": "all_players"},
        ("scores",),
    ),
    FieldExample(
        "score",
        "tricks_by_seat",
        gettext_lazy(
            "Dans result, en 2×2 : les plis de chaque joueur, pour compter la prime de "
            "non-pli joueur par joueur (sans ce champ, une équipe sans pli compte pour deux "
            "joueurs)."
        ),
        {
            "players": "2x2",
            "contract": {"name": "charge", "taker": 0, "trump": "H"},
            "result": {
                "points": [70, 18],
                "tricks": [6, 1],
                "announcements": [0, 0],
                "couples": [0, 0],
                "tricks_by_seat": [4, 1, 2, 0],
            },
        },
        {},
        ("scores",),
    ),
    FieldExample(
        "score",
        "hands",
        gettext_lazy(
            "Dans result, à la place de announcements et couples : la main de chaque joueur "
            "au premier pli (et taken, la carte retournée prise par le preneur). Le moteur "
            "trouve et départage lui-même les annonces ; un carré de Dames annule la donne "
            '("void": true).'
        ),
        {
            "players": "2",
            "contract": {"name": "prise", "taker": 0, "trump": "H"},
            "result": {
                "points": [34, 54],
                "tricks": [6, 7],
                "hands": [
                    ["JH", "QH", "KH", "7S", "9S", "AS", "7C", "9C", "JC", "AC", "8D", "TD", "7D"],
                    ["JS", "QS", "KS", "JD", "QD", "KD", "8S", "9D", "8C", "TC", "QC", "AH", "9H"],
                ],
                "taken": "JH",
            },
        },
        {},
        ("scores", "announcements", "couples", "void"),
    ),
    FieldExample(
        "card_points",
        "last_trick",
        gettext_lazy(
            "Accepté comme pour les autres jeux, mais sans effet : Le Voisin n'a pas de prime "
            "de dernier pli."
        ),
        {"trump": "H", "cards": ["JH", "AS", "QD", "7C"], "last_trick": True},
        {},
        ("points", "last_trick_bonus"),
    ),
)


fields_block = common_fields_block(
    "voisin-fields", FIELDS, gettext_lazy("Champs propres au Voisin dans les fichiers de cas")
)


BLOCKS = {"voisin-fields": fields_block}
