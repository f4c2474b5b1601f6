"""The input fields whist adds to case files, each with a case the engine answers live."""

from __future__ import annotations

from django.utils.translation import gettext_lazy

from reference.blocks.common import FieldExample
from reference.blocks.common import fields_block as common_fields_block

FIELDS = (
    FieldExample(
        "legal_plays",
        "contract.first_trick",
        gettext_lazy(
            "Avec le contrat « trou » : vrai (par défaut) pour le premier pli du trou, où le "
            "boucheur entame et où l'as d'atout doit tomber (Règlement seulement)."
        ),
        {
            "trump": "D",
            "trick": ["7D"],
            "hand": ["AD", "KD", "AS"],
            "contract": {"name": "trou", "first_trick": True},
        },
        answer_keys=("legal",),
        documents=("reglement",),
    ),
    FieldExample(
        "legal_plays",
        "contract.phase",
        gettext_lazy(
            'Avec le contrat « petite_misere » : "discard" pour la carte que chacun écarte '
            "avant le premier pli."
        ),
        {
            "trump": None,
            "trick": [],
            "hand": ["AS", "2H", "9D"],
            "contract": {"name": "petite_misere", "phase": "discard"},
        },
        answer_keys=("legal",),
    ),
    FieldExample(
        "legal_plays",
        'contract = "dames"',
        gettext_lazy("Le jeu des Dames : sans la couleur demandée, il faut mettre une dame."),
        {"trump": None, "trick": ["TS"], "hand": ["QH", "5C", "7D"], "contract": "dames"},
        answer_keys=("legal",),
        documents=("reglement",),
    ),
    FieldExample(
        "contract_target",
        "contract.boucheur_ace",
        gettext_lazy(
            "Pour un trou : la couleur de l'as du boucheur ; avec l'atout, elle fixe "
            "l'objectif à 8 ou 9 plis."
        ),
        {"contract": {"name": "trou", "trump": "S", "boucheur_ace": "S"}},
        answer_keys=("tricks", "exact", "leader"),
    ),
    FieldExample(
        "contract_target",
        "contract.royal",
        gettext_lazy(
            "Pour un trou royal (quatre as, règlement seulement) : le cœur tient lieu de "
            "couleur de l'as du boucheur. Au whist à la couleur, quatre as ne font pas de trou "
            "et ce champ est refusé."
        ),
        {"contract": {"name": "trou", "trump": "H", "royal": True}},
        answer_keys=("tricks", "exact", "leader"),
        documents=("reglement",),
    ),
    FieldExample(
        "contract_target",
        'contract.trump = "SA"',
        gettext_lazy("Pour un petit solo-chlem joué sans atout."),
        {"contract": {"name": "petit_solo_chlem", "trump": "SA"}},
        answer_keys=("tricks", "trump", "leader"),
        documents=("reglement",),
    ),
    FieldExample(
        "bid",
        "trou",
        gettext_lazy("Vrai quand un trou a été annoncé avant les enchères."),
        {"auction": [], "call": "emballage 8 H", "trou": True},
        answer_keys=("legal",),
        documents=("reglement",),
    ),
    FieldExample(
        "bid",
        "rabrouche",
        gettext_lazy("Vrai pour une donne en rabrouche (Règlement)."),
        {"auction": [], "call": "petite misere", "rabrouche": True},
        answer_keys=("legal",),
        documents=("reglement",),
    ),
    FieldExample(
        "bid",
        "hand",
        gettext_lazy("Les cartes du joueur qui parle, pour vérifier qu'il a un atout."),
        {"auction": ["emballage 8 H"], "call": "j'emballe H", "hand": ["2S", "3C"]},
        answer_keys=("legal",),
        documents=("reglement",),
    ),
    FieldExample(
        "score",
        "result.queens",
        gettext_lazy("Jeu des Dames : les dames prises par chaque place."),
        {"contract": {"name": "dames"}, "result": {"queens": [1, 0, 3, 0]}},
        answer_keys=("scores",),
        documents=("reglement",),
    ),
    FieldExample(
        "score",
        "contract.declarers",
        gettext_lazy(
            "1 ou 2 : le nombre de déclarants (2 pour un jeu emballé « à deux » ; 1 pour une "
            "couleur jouée seul à la couleur). result.tricks donne alors les plis de chacun."
        ),
        {
            "contract": {"name": "petite_misere", "declarers": 2},
            "result": {"tricks": [0, 1]},
        },
        answer_keys=("declarers", "per_defender", "made"),
    ),
)


fields_block = common_fields_block(
    "whist-fields", FIELDS, gettext_lazy("Champs propres au whist dans les fichiers de cas")
)
