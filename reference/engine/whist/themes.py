"""The themes of Belgian whist under each document (seed 002, the Règlement; seed 003, à la
couleur): what a player must master, in a beginner's order, each with the engine codes that
show it and the section of its rule page that states it (``themes.py`` explains the evidence;
a score theme is shown by the contract the engine scored, ``contract:<name>``). Slugs are part
of exercise URLs: never rename one.

Some themes belong to one document: the Dames game, the seul's calls and the trou's first trick
to the Règlement. Where both documents have a theme but state it in another section, the theme
is written once per document.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..drawers import Witness, fact_witness, facts, theme_drawer, witnesses
from ..results import Situation
from ..themes import WHY_LEAD, WHY_OVER, Theme, ThemeBook, declare
from .bidding import AUCTION_REASON_CODES
from .play import PLAY_REASON_CODES
from .quiz import _quiz_ladder, _quiz_order, _quiz_suits, _quiz_trou
from .rules import COULEUR, REGLEMENT, Rules
from .scoring import SCORE_REASON_CODES
from .situations import _dames_plays, _trou_plays
from .situations_themes import (
    DAMES_SCORE,
    auctions,
    boucheur_witness,
    boucheurs,
    call_witness,
    discards,
    drawer,
    emballed_miseres,
    families,
    own_plays,
    play_witness,
    score_witness,
    scores,
    trick_witness,
    trou_auctions,
)
from .trou import TROU_REASON_CODES

R = (("document", (REGLEMENT,)),)
C = (("document", (COULEUR,)),)


def _contracts(*names: str) -> tuple[str, ...]:
    return tuple(f"contract:{name}" for name in names)


MISERES = _contracts(
    "petite_misere",
    "grande_misere",
    "piccolissimo",
    "piccolo",
    "grande_misere_sur_trou",
    "grande_misere_sur_table",
)
A_DEUX = (
    "whist_score_a_deux_both_failed",
    "whist_score_a_deux_both_made",
    "whist_score_a_deux_one_made",
    "whist_score_declarer_made",
    "whist_score_declarer_failed",
)
#: The calls of proposing, joining, maintaining and raising an emballage, and what follows.
EMBALLAGE_CALLS = (
    *(
        code
        for code in AUCTION_REASON_CODES
        if code.startswith(
            tuple(f"whist_{stem}" for stem in ("proposal_", "join_", "maint", "raise_"))
        )
    ),
    "whist_emballed_proposer_calls",
    "whist_emballeur_raises_first",
    "whist_forced_emballage",
    "whist_suit_already_proposed",
    "whist_partner_no_other_call",
    "whist_individual_no_partnership",
)
LADDER_CALLS = (
    "whist_bid_opening",
    "whist_bid_outbids",
    "whist_not_higher",
    "whist_pass",
    "whist_passed_final",
    "whist_own_bid_standing",
    "whist_call_not_in_document",
    "whist_needs_trump",
    "whist_tricks_not_allowed",
    "whist_round_one_only",
    "whist_wait_expired",
    "whist_wait_first_only",
    "whist_wait_legal",
    "whist_wait_legal_couleur",
    "whist_wait_only_join",
    "whist_premier_means_bid",
    "whist_premier_legal_couleur",
)
TROU_CALLS = (
    "whist_over_trou",
    "whist_bid_over_trou",
    "whist_couleur_over_trou",
    "whist_sur_trou_needs_trou",
    "whist_trou_fixes_contract",
    "whist_rabrouche_dealer_only",
)
TROU_FIRST_TRICK = (
    "whist_trou_ace_must_fall",
    "whist_trou_ace_refused",
    "whist_trou_boucheur_lead",
    "whist_trou_lead_ace_refused",
    "whist_trou_royal_lead_free",
)
SCORE_SHARE = (
    "whist_score_made",
    "whist_score_failed",
    "whist_score_exact_made",
    "whist_score_exact_failed",
    "whist_score_zero_sum",
    "whist_score_not_zero_sum",
    "whist_score_active_base",
    "whist_score_active_extras",
    "whist_score_active_missing",
    "whist_score_active_total",
    "whist_score_passive_base",
    "whist_score_passive_extras",
    "whist_score_passive_missing",
    "whist_score_passive_total",
    "whist_score_passive_as_printed",
    "whist_score_defender_base",
    "whist_score_defender_extras",
    "whist_score_defender_missing",
    "whist_score_defenders_gain",
    "whist_score_defenders_pay",
    "whist_score_taker_alone",
    "whist_score_takers_share",
)
SLAMS = (
    *_contracts("petit_solo_chlem", "solo_chlem", "chelem", "chelem_sur_table"),
    "whist_score_active_slam",
    "whist_score_passive_slam",
    "whist_score_active_slam_bonus",
    "whist_score_passive_slam_bonus",
)


def _trou(document: tuple[tuple[str, tuple[Any, ...]], ...], **more: tuple[str, ...]) -> Theme:
    return declare(
        "trou",
        "contrats-trou",
        8,
        ("emballage",),
        boucheur=("whist_quiz_boucheur", *TROU_REASON_CODES),
        **more,
        score=(*_contracts("trou"), "whist_score_trou_as_couleur"),
        bid=TROU_CALLS,
        quiz=("whist_quiz_trou_target",),
        only=document,
    )


THEMES: tuple[Theme, ...] = (
    declare("fournir", "jeu-obligations", 1, legal_plays=("must_follow", "whist_follow_refused")),
    declare(
        "ordre-des-cartes",
        "ordre-des-cartes",
        2,
        trick_winner=("highest_of_led_suit",),
        quiz=("whist_quiz_stronger_card",),
    ),
    declare(
        "l-atout",
        "jeu-gagnant",
        3,
        ("ordre-des-cartes",),
        trick_winner=("highest_trump", "whist_trump_beats_led"),
    ),
    declare(
        "couper-ou-defausser",
        "jeu-obligations",
        4,
        ("fournir", "l-atout"),
        legal_plays=("whist_void_no_duty_to_trump", "void_free"),
        trick_winner=("whist_discards_never_win",),
    ),
    declare(
        "encheres",
        "contrats-echelle",
        5,
        bid=LADDER_CALLS,
        quiz=("whist_quiz_ladder_order", "whist_quiz_suit_order"),
    ),
    declare(
        "emballage",
        "contrats-premier-tour",
        6,
        ("encheres",),
        bid=EMBALLAGE_CALLS,
        score=_contracts("emballage"),
        only=R,
    ),
    declare(
        "emballage",
        "contrats-emballer",
        6,
        ("encheres",),
        bid=EMBALLAGE_CALLS,
        score=_contracts("emballage"),
        only=C,
    ),
    declare(
        "seul",
        "contrats-surenchere",
        7,
        ("emballage",),
        bid=(
            "whist_seul_not_round_one",
            "whist_seul_own_suit",
            "whist_seul_partner_still_in",
            "whist_seul_proposer_only",
            "whist_seul_sur_misere_unemballed",
        ),
        score=_contracts("seul"),
        only=R,
    ),
    declare("seul", "contrats-catalogue", 7, ("emballage",), score=_contracts("seul"), only=C),
    _trou(R, legal_plays=TROU_FIRST_TRICK),
    _trou(C),
    declare(
        "miseres",
        "contrats-catalogue",
        9,
        ("encheres",),
        score=(*MISERES, "whist_score_crowded_settled", "whist_score_crowded_void"),
        legal_plays=("whist_misere_discard",),
    ),
    declare(
        "a-deux",
        "contrats-a-deux",
        10,
        ("miseres",),
        score=A_DEUX,
        bid=("whist_a_deux_only",),
        only=R,
    ),
    declare("a-deux", "contrats-emballer", 10, ("miseres",), score=A_DEUX, only=C),
    declare(
        "abondances",
        "contrats-catalogue",
        11,
        ("seul",),
        score=_contracts("abondance", "abondance_sur_table"),
    ),
    declare("chelems", "contrats-catalogue", 12, ("abondances",), score=SLAMS),
    declare(
        "dames",
        "contrats-dames",
        13,
        ("fournir",),
        legal_plays=("whist_dames_must_play_queen", "whist_dames_queen_refused"),
        score=("whist_score_dames_queens", "whist_score_dames_all_four"),
        only=R,
    ),
    declare("marque", "marque-principe", 14, ("emballage",), score=SCORE_SHARE),
)


def by_document(reglement: Situation, couleur: Situation) -> Witness:
    """A witness written in each document's calls."""
    return lambda rng, rules: reglement if rules.reglement else couleur


MISERE_FAMILIES = (
    "petite_misere",
    "grande_misere",
    "grande_misere_sur_trou",
    "grande_misere_sur_table",
    "piccolissimo",
    "piccolo",
)
SLAM_FAMILIES = ("petit_solo_chlem", "solo_chlem", "chelem", "chelem_sur_table", "emballage_13")

EMBALLAGE_SCORE = score_witness("emballage", 8, "H", 2, 9)

DRAWERS = {
    ("fournir", "legal_plays"): drawer(
        "legal_plays", "plain", None, play_witness("H", "KD", "2D AS 7C")
    ),
    ("ordre-des-cartes", "trick_winner"): drawer(
        "trick_winner", "plain", False, trick_witness("H", "KD AD")
    ),
    ("ordre-des-cartes", "quiz"): theme_drawer(facts(_quiz_order), fact_witness(_quiz_order)),
    ("l-atout", "trick_winner"): drawer(
        "trick_winner", "void_trumps", True, trick_witness("H", "KD 2H")
    ),
    ("couper-ou-defausser", "legal_plays"): drawer(
        "legal_plays", "void", None, play_witness("H", "KD", "2H AS 7C")
    ),
    ("couper-ou-defausser", "trick_winner"): drawer(
        "trick_winner", "void", False, trick_witness("H", "KD 2S AD")
    ),
    ("encheres", "bid"): theme_drawer(
        auctions,
        by_document(
            call_witness([], ["pass", "emballage 8 H", "petite misere"]),
            call_witness([], ["pass", "couleur H", "petite misere"]),
        ),
    ),
    ("encheres", "quiz"): theme_drawer(
        facts(_quiz_ladder, _quiz_suits), fact_witness(_quiz_ladder)
    ),
    ("emballage", "bid"): theme_drawer(
        auctions,
        by_document(
            call_witness(["emballage 8 H"], ["j'emballe H", "pass", "emballage 9 S"]),
            call_witness(["couleur H"], ["j'emballe", "pass", "couleur S"]),
        ),
    ),
    ("emballage", "score"): theme_drawer(scores, witnesses(EMBALLAGE_SCORE)),
    ("seul", "bid"): theme_drawer(
        auctions, witnesses(call_witness([], ["seul 6 H", "pass", "emballage 8 S"]))
    ),
    ("seul", "score"): theme_drawer(scores, witnesses(score_witness("seul", 6, "S", 1, 7))),
    ("trou", "boucheur"): theme_drawer(boucheurs, boucheur_witness),
    ("trou", "legal_plays"): theme_drawer(
        own_plays(_trou_plays),
        witnesses(play_witness("D", "KD", "AD 2S", {"name": "trou", "first_trick": True})),
    ),
    ("trou", "score"): theme_drawer(
        families("trou"), witnesses(score_witness("trou", 8, "H", 2, 9))
    ),
    ("trou", "bid"): theme_drawer(
        trou_auctions,
        by_document(
            call_witness([], ["pass", "grande misere sur trou", "emballage 8 H"], trou=True),
            call_witness([], ["pass", "couleur H", "abondance"], trou=True),
        ),
    ),
    ("trou", "quiz"): theme_drawer(facts(_quiz_trou), fact_witness(_quiz_trou)),
    ("miseres", "score"): theme_drawer(
        families(*MISERE_FAMILIES), witnesses(score_witness("petite_misere", 0, None, 1, 0))
    ),
    ("miseres", "legal_plays"): theme_drawer(
        discards,
        witnesses(
            play_witness(None, "", "AD 2S 7C", {"name": "petite_misere", "phase": "discard"})
        ),
    ),
    ("a-deux", "score"): theme_drawer(
        families("a_deux"),
        witnesses(
            Situation(
                {
                    "contract": {
                        "name": "petite_misere",
                        "tricks": 0,
                        "trump": None,
                        "declarers": 2,
                    },
                    "result": {"tricks": [0, 1]},
                }
            )
        ),
    ),
    ("a-deux", "bid"): theme_drawer(
        emballed_miseres,
        witnesses(
            call_witness(["petite misere", "j'emballe"], ["j'emballe", "pass", "piccolissimo"])
        ),
    ),
    ("abondances", "score"): theme_drawer(
        families("abondance", "abondance_sur_table"),
        by_document(
            score_witness("abondance", 9, "H", 1, 10), score_witness("abondance", 9, "H", 1, 10)
        ),
    ),
    ("chelems", "score"): theme_drawer(
        families(*SLAM_FAMILIES),
        by_document(
            score_witness("solo_chlem", 13, "S", 1, 13), score_witness("chelem", 13, "S", 1, 13)
        ),
    ),
    ("dames", "legal_plays"): theme_drawer(
        own_plays(_dames_plays), witnesses(play_witness(None, "KD", "QS 2C", "dames"))
    ),
    ("dames", "score"): theme_drawer(families("dames"), witnesses(DAMES_SCORE)),
    ("marque", "score"): theme_drawer(scores, witnesses(EMBALLAGE_SCORE)),
}

_WINNER = frozenset(
    {"highest_of_led_suit", "highest_trump", "whist_trump_beats_led", "whist_discards_never_win"}
)

#: Every code the engine can produce in the kinds the coverage test checks (whist has no
#: announcements kind: its « annonces » are its calls).
KIND_CODES = {
    "trick_winner": _WINNER,
    "legal_plays": frozenset(PLAY_REASON_CODES) - _WINNER,
    "score": frozenset(SCORE_REASON_CODES),
    "bid": frozenset(AUCTION_REASON_CODES),
}

#: Codes that are no theme's, and why.
NOT_THEMES = {
    "lead_free": WHY_LEAD,
    "whist_auction_over": WHY_OVER,
}


def _full_hand(question: Mapping[str, Any], rules: Rules) -> int:
    return 13


BOOK = ThemeBook(
    themes=THEMES,
    drawers=DRAWERS,
    kind_codes=KIND_CODES,
    not_themes=NOT_THEMES,
    full_hand=_full_hand,
)
