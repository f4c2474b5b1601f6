"""Every reason the engine gives links to the rule-page section that states its rule: each
game's words map every reason code to an anchor its document has (in both languages)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from reference.engine import DOCUMENTS, get_game
from reference.games import words

DOCS = Path(__file__).resolve().parents[2] / "reference" / "documents"
GAMES = ("coinche", "voisin", "neurotrio")


def anchors(document: str) -> set[str]:
    """The section anchors of a rule document (the same in French and English)."""
    by_language = [
        set(re.findall(r"\{#([a-z0-9-]+)\}", (DOCS / f"{document}.{lang}.md").read_text("utf-8")))
        for lang in ("fr", "en")
    ]
    assert by_language[0] == by_language[1], document
    return by_language[0]


@pytest.mark.parametrize("game", GAMES)
def test_every_reason_code_cites_a_section_its_documents_have(game):
    documents = [d.slug for d in DOCUMENTS if d.game == game]
    game_words = words(game)
    missing = {}
    for code in sorted(get_game(game).reason_codes):
        section = game_words.section(code)
        for document in documents:
            if section is None or section not in anchors(document):
                missing[code] = section
    assert missing == {}


@pytest.mark.parametrize(
    ("game", "code", "section"),
    [
        ("coinche", "must_follow", "jeu-obligations"),
        ("coinche", "must_overtrump", "jeu-obligations"),
        ("coinche", "wins_trump_cut", "ordre-pli"),
        ("coinche", "call_legal", "contrats-deroulement"),
        ("coinche", "coinche_own_side", "contrats-coinche"),
        ("coinche", "bid_not_higher", "contrats-echelle"),
        ("coinche", "contract_failed", "marque-principe"),
        ("voisin", "voisin_bid_round_two_prise", "contrats-second-tour"),
        ("voisin", "voisin_bid_round_one_other_suit", "contrats-premier-tour"),
        ("voisin", "voisin_cut_too_low", "ordre-coupe-voisin"),
        ("voisin", "voisin_must_climb", "jeu-monter"),
        ("voisin", "voisin_exchange_no_trump_back", "contrats-echange"),
        ("neurotrio", "neurotrio_contre_ok", "contrats-contre"),
        ("neurotrio", "neurotrio_follow_nature", "jeu-obligations"),
        ("neurotrio", "neurotrio_trump_wins_background", "jeu-gagnant"),
    ],
)
def test_a_reason_cites_the_section_of_its_own_rule(game, code, section):
    assert words(game).section(code) == section
