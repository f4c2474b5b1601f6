"""The case-file fields of belote coinchée, with the engine's answers (developers' appendix)."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from reference.blocks import UnknownBlock
from reference.blocks.common import (
    FieldExample,
    case_fields,
)
from reference.engine import Document
from reference.engine import coinche as engine

FIELDS = (
    FieldExample(
        "legal_plays",
        "player_team",
        gettext_lazy(
            'L\'équipe du joueur ("NS" ou "EW"), avec un contrat de capot ou de générale : '
            "dit si le joueur est en défense."
        ),
        {
            "trump": "H",
            "trick": [],
            "hand": ["AS", "KS", "JH", "7D", "QC"],
            "contract": {"bid": "capot", "trump": "H", "by": "NS"},
            "player_team": "EW",
            "opening_lead": True,
        },
        {"capot_lead_no_master": True},
        ("legal",),
    ),
    FieldExample(
        "legal_plays",
        "opening_lead",
        gettext_lazy(
            "Vrai quand le joueur entame le premier pli de la donne (variante "
            "capot_lead_no_master)."
        ),
        {
            "trump": "H",
            "trick": [],
            "hand": ["AS", "KS", "JH", "7D", "QC"],
            "contract": {"bid": "capot", "trump": "H", "by": "NS"},
            "player_team": "EW",
            "opening_lead": False,
        },
        {"capot_lead_no_master": True},
        ("legal",),
    ),
    FieldExample(
        "bid",
        "seat",
        gettext_lazy(
            "Le joueur (0 à 3) qui coinche ou surcoinche hors de son tour, « à la volée » ; "
            "sans ce champ, l'annonce est faite par le joueur dont c'est le tour."
        ),
        {"auction": ["90C"], "call": "coinche", "seat": 3},
        {},
        ("legal", "ended"),
    ),
    FieldExample(
        "score",
        "belote",
        gettext_lazy(
            "Dans result : une équipe, ou une liste d'équipes, une par belote (plusieurs belotes "
            "avec la variante ta_belote_every_suit)."
        ),
        {
            "contract": {"bid": 100, "trump": "TA", "by": "NS", "coinche": 0},
            "result": {
                "points": {"NS": 110, "EW": 60},
                "tricks": {"NS": 5, "EW": 3},
                "belote": ["NS", "EW", "NS"],
            },
        },
        {"ta_belote_every_suit": True},
        ("NS", "EW", "made"),
    ),
)


def fields_block(document: Document, args: list[str]) -> str:
    """The input fields this game adds to case files, each with a case the engine answers."""
    accepted = engine.game._INPUT_KEYS
    for example in FIELDS:
        inside = example.data.get("result", {}) if example.kind == "score" else example.data
        if example.name not in accepted[example.kind] and example.name not in inside:
            raise UnknownBlock(f"coinche-fields: {example.kind} has no field {example.name!r}")
    return case_fields(
        document,
        FIELDS,
        block="coinche-fields",
        caption=_("Champs propres à la belote coinchée dans les fichiers de cas"),
    )


BLOCKS = {
    "coinche-fields": fields_block,
}
