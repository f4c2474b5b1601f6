"""The case kinds a game answers beyond the six of the shared case format (the developers'
appendix of each rule page): what each one reads and answers, with a case the engine answers
live (``::: case-kinds``)."""

from __future__ import annotations

from collections.abc import Mapping

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from reference.blocks.common import FieldExample, case_fields
from reference.engine import Document

_HANDS_4 = [
    ["7H", "8H", "9H", "AS", "7C", "QD", "8S", "TD"],
    ["9S", "TS", "JS", "QS", "AD", "7D", "8D", "AC"],
    ["KS", "KH", "KD", "KC", "9D", "JD", "QH", "7S"],
    ["TH", "JH", "AH", "8C", "9C", "TC", "JC", "QC"],
]
_WHIST_HANDS = [
    ["AS", "AH", "AD", "2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "TC", "JC"],
    ["AC", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "TS", "JS", "QS", "KS"],
    ["2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "TH", "JH", "QH", "KH", "QC"],
    ["2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "TD", "JD", "QD", "KD", "KC"],
]
_VOISIN_HANDS = [
    ["QS", "QH", "QD", "QC", "7S", "9S", "AD", "8C", "TC"],
    ["7H", "8H", "9H", "JS", "KS", "AS", "7D", "8D", "9D"],
    ["TH", "JH", "KH", "AH", "8S", "TS", "TD", "JD", "KD"],
]
_NEURO_HAND = [
    "1C-B", "2C-B", "3C-B", "1E-B", "2E-B", "3E-B", "1R-B",
    "2R-B", "3R-B", "1C-N", "2C-N", "3C-N", "1E-N",
]  # fmt: skip

KINDS: Mapping[str, tuple[FieldExample, ...]] = {
    "coinche": (
        FieldExample(
            "announcements",
            "announcements",
            gettext_lazy(
                "trump et hand (les cartes d'un joueur, 8 au plus) : ses annonces (kind, cards, "
                "value), leur total et le nombre de belotes ; ou trump et hands (les quatre "
                "mains, la place 0 à droite du donneur) : les annonces de chacun, l'équipe qui "
                "compte les siennes (team), ce que compte chaque équipe (points, belote à "
                "part), la place de la meilleure annonce (best_seat) et les places qui ont la "
                "belote."
            ),
            {"trump": "H", "hands": _HANDS_4},
            {},
            ("totals", "team", "points", "belote"),
        ),
        FieldExample(
            "game_end",
            "game_end",
            gettext_lazy(
                'totals ({"NS", "EW"}) après une donne, ou scores (la marque de chaque '
                "donne, dans l'ordre), et target si la table joue en un autre nombre de "
                "points : finished, winner, extra_deal (les deux équipes à égalité au-delà du "
                "but : une donne de plus)."
            ),
            {"totals": {"NS": 3050, "EW": 3120}},
            {},
            ("finished", "winner", "extra_deal"),
        ),
    ),
    "voisin": (
        FieldExample(
            "announcements",
            "announcements",
            gettext_lazy(
                "players, trump et hands (la main de chaque place au premier pli, après "
                "l'échange) ; si le preneur a pris la carte retournée, taker (sa place) et "
                "taken (cette carte) : les points d'annonces que compte chaque place "
                "(announcements), ses couples (couples), void quand un carré de Dames annule la "
                "donne, et le sort de chaque annonce (rulings)."
            ),
            {"players": "3", "trump": "H", "hands": _VOISIN_HANDS, "taker": 0, "taken": "QH"},
            {},
            ("announcements", "couples", "void"),
        ),
        FieldExample(
            "exchange",
            "exchange",
            gettext_lazy(
                "hand (la main du preneur), turned (la carte retournée), trump, et au besoin "
                "contract (prise, charge ou surcharge), round (1 ou 2) et card (la carte qu'il "
                "remettrait) : happens (l'échange a lieu), allowed (les cartes qu'il peut "
                "remettre) et, avec card, legal."
            ),
            {
                "hand": ["7H", "9H", "AS", "8S", "KD", "TC", "JC"],
                "turned": "JH",
                "trump": "H",
                "card": "7H",
            },
            {},
            ("happens", "allowed", "legal"),
        ),
        FieldExample(
            "game_end",
            "game_end",
            gettext_lazy(
                "players, totals et traits (par joueur, par équipe à 2×2) après une donne, et "
                "target si la table joue en un autre nombre de points : finished (quelqu'un a "
                "atteint le but), winners, final_contract (des ex-æquo que seul un contrat "
                "final départage, tied)."
            ),
            {"players": "3", "totals": [1010, 1010, 640], "traits": [2, 1, 0]},
            {},
            ("finished", "winners", "final_contract"),
        ),
    ),
    "whist": (
        FieldExample(
            "boucheur",
            "boucheur",
            gettext_lazy(
                "hands (les quatre mains, la place 0 à gauche du donneur), et au besoin caller "
                "(la place qui annonce le trou ; null : personne ; absent : celui qui a trois "
                "As), late, rabrouche et trump (la couleur que désigne le boucheur) : trou, "
                "boucheur, plug (la carte qui le désigne), royal, mandatory, void et, avec trump, "
                "tricks (8 dans la couleur de l'As du boucheur, 9 sinon)."
            ),
            {"hands": _WHIST_HANDS, "trump": "C"},
            {},
            ("trou", "boucheur", "plug", "void", "tricks"),
        ),
    ),
    "neurotrio": (
        FieldExample(
            "discard",
            "discard",
            gettext_lazy(
                "players, trump, hand (la main du preneur), chien, et au besoin discard (les "
                "cartes qu'il écarte) : count (autant que le chien), allowed (les cartes qu'il "
                "peut écarter) et, avec discard, legal et hand_after."
            ),
            {
                "players": 4,
                "trump": "B",
                "hand": _NEURO_HAND,
                "chien": ["2E-N", "3E-N"],
                "discard": ["1C-B", "2E-N"],
            },
            {},
            ("count", "legal"),
        ),
        FieldExample(
            "game_end",
            "game_end",
            gettext_lazy(
                'players et manches (chacune {"taker", "contract", "result"} comme dans un '
                'cas de marque, ou {"redeal": true} quand tout le monde a passé), et au '
                "besoin target (un score à atteindre) ou deals (un nombre de manches) : totals "
                "(le total de chacun), finished et winners."
            ),
            {
                "players": 4,
                "manches": [
                    {
                        "taker": 1,
                        "contract": {"level": 1, "attribute": "B"},
                        "result": {"tricks": 10},
                    },
                    {"redeal": True},
                    {
                        "taker": 2,
                        "contract": {"level": 2, "attribute": "V"},
                        "result": {"tricks": 6},
                    },
                ],
            },
            {},
            ("totals", "finished"),
        ),
    ),
}


def case_kinds(document: Document, args: list[str]) -> str:
    """The game's own case kinds, each with a case the engine answers live."""
    return case_fields(
        document,
        KINDS.get(document.game, ()),
        block="case-kinds",
        caption=_("Les genres de questions propres au jeu"),
    )


BLOCKS = {"case-kinds": case_kinds}
