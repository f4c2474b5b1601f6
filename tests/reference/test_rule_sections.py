"""Every reason the engine gives links to the rule-page section that states its rule: each
game's words map every reason code to an anchor its document has (in both languages)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from reference.engine import DOCUMENTS, get_game
from reference.engine.registry import get_document
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


#: Whist reasons that name no section: the table's turn messages, the score pad's tallies and
#: sheet notes, the faults and penalties à la couleur does not write down, and the Règlement's
#: own rules (Dames, faults, « à deux ») under à la couleur, where they never arise.
UNCITED = re.compile(
    r"whist_(?:quarter|tally|sheet|deal_void|fault|penalty|revoke|misdeal)_?"
    r"|table_"  # « À la table »'s own messages (whose turn, a card not held): no rule's section
)
REGLEMENT_ONLY = {"whist_a_deux_only", "whist_dames_must_play_queen", "whist_dames_queen_refused"}
REGLEMENT_ONLY |= {"whist_rabrouche_dealer_only"}
#: À la couleur's own calls (« premier », the auction after a trou), never met in the Règlement.
COULEUR_ONLY = {"whist_premier_legal_couleur", "whist_couleur_over_trou"}


def document_words(slug: str):
    """Whist's words under the rules of the document ``slug``."""
    document = get_document(slug)
    return words("whist").under(get_game("whist").make_rules(dict(document.rules)))


@pytest.mark.parametrize("document", ["whist-reglement", "whist-couleur"])
def test_every_whist_reason_cites_a_section_of_its_own_document(document):
    game_words = document_words(document)
    own = anchors(document)
    wrong, uncited = {}, []
    for code in sorted(get_game("whist").reason_codes):
        section = game_words.section(code)
        if section is None:
            uncited.append(code)
        elif section not in own:
            wrong[code] = section
    assert wrong == {}
    allowed = REGLEMENT_ONLY if document == "whist-couleur" else COULEUR_ONLY
    assert [c for c in uncited if not UNCITED.match(c) and c not in allowed] == []


@pytest.mark.parametrize(
    ("document", "code", "section"),
    [
        ("whist-reglement", "whist_void_no_duty_to_trump", "jeu-obligations"),
        ("whist-reglement", "whist_trou_ace_must_fall", "jeu-trou"),
        ("whist-reglement", "whist_raise_more_tricks", "contrats-surenchere"),
        ("whist-couleur", "whist_raise_more_tricks", "contrats-deroulement"),
        ("whist-couleur", "whist_join_legal", "contrats-emballer"),
        ("whist-couleur", "whist_trou_void_late", "whist-trou-void"),
    ],
)
def test_a_whist_reason_cites_its_own_documents_section(document, code, section):
    assert document_words(document).section(code) == section
