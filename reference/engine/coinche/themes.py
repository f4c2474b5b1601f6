"""The themes of belote coinchée (seed 004): what a player must master, in a beginner's order,
each with the engine codes that show it and the section of the rule page that states it
(``themes.py`` explains the evidence). Slugs are part of exercise URLs: never rename one.

The path: follow suit and the order of the cards, then the trumping duties one by one, tout
atout and sans atout, the points, the announcements, the auction and the coinche, the score.
"""

from __future__ import annotations

from ..drawers import fact_witness, facts, theme_drawer, witnesses
from ..results import Situation
from ..themes import (
    WHY_EVERY_SCORE,
    WHY_LEAD,
    WHY_NO_ANNOUNCEMENT,
    WHY_OVER,
    WHY_VARIANT,
    Theme,
    ThemeBook,
    answer_codes,
    declare,
)
from .announcements import ANNOUNCEMENT_REASON_CODES
from .answers import answer_announcements
from .auction import AUCTION_REASON_CODES
from .play import PLAY_REASON_CODES, WINNER_REASON_CODES
from .rules import Rules
from .scoring import SCORE_REASON_CODES
from .situations_themes import (
    BID_WITNESS,
    CARD_VALUES,
    COINCHE_WITNESS,
    END_WITNESS,
    GAME_ENDS,
    HANDS,
    NO_TRUMP_MODES,
    POINTS_WITNESS,
    QUIZ_FACTS,
    SCORE_ANNOUNCED,
    SCORE_BELOTE,
    SCORE_CAPOT,
    SCORE_COINCHE,
    SCORE_FAILED,
    SCORE_MADE,
    SUIT_MODES,
    against_hands,
    against_witness,
    belote_hands,
    bids,
    deals,
    drawer,
    hand_witness,
    last_trick,
    play_witness,
    trick_witness,
)

#: The announcements beyond the belote count (not under the ``announcements = belote_only``
#: variant).
ALL_ANNOUNCEMENTS = (("announcements", ("all",)),)

THEMES: tuple[Theme, ...] = (
    declare("fournir", "jeu-obligations", 1, legal_plays=("must_follow",)),
    declare(
        "ordre-hors-atout",
        "ordre-des-cartes",
        2,
        trick_winner=("wins_led_no_trump",),
        quiz=("quiz_order_plain",),
    ),
    declare(
        "ordre-atout",
        "ordre-des-cartes",
        3,
        ("ordre-hors-atout",),
        trick_winner=("wins_trump_led", "wins_top_trump"),
        quiz=("quiz_trump_order", "quiz_order_trump"),
    ),
    declare(
        "monter-a-l-atout",
        "jeu-obligations",
        4,
        ("fournir", "ordre-atout"),
        legal_plays=("must_overtrump_trump_led", "must_follow_trump"),
    ),
    declare(
        "couper",
        "jeu-obligations",
        5,
        ("fournir", "ordre-atout"),
        trick_winner=("wins_trump_cut",),
        legal_plays=("must_trump",),
    ),
    declare("surcouper", "jeu-obligations", 6, ("couper",), legal_plays=("must_overtrump",)),
    declare(
        "sous-couper",
        "jeu-obligations",
        7,
        ("surcouper",),
        legal_plays=("must_undertrump", "undertrump_not_required"),
    ),
    declare(
        "partenaire-maitre",
        "jeu-obligations",
        8,
        ("couper",),
        legal_plays=("partner_master", "must_trump_partner", "must_overtrump_partner"),
    ),
    declare(
        "se-defausser",
        "jeu-obligations",
        9,
        ("couper",),
        trick_winner=("cannot_win_offsuit",),
        legal_plays=("void_no_trump", "void_free"),
    ),
    declare(
        "tout-atout-sans-atout",
        "jeu-sa-ta",
        10,
        ("monter-a-l-atout",),
        trick_winner=("wins_led_ta", "wins_led_sa"),
        legal_plays=("must_beat_ta", "must_follow_ta_cannot_beat"),
    ),
    declare(
        "valeur-des-cartes",
        "points",
        11,
        ("ordre-atout",),
        card_points=("card_points_counted",),
        quiz=("quiz_card_value", "quiz_deck_total"),
    ),
    declare(
        "dix-de-der",
        "points-dix-de-der",
        12,
        ("valeur-des-cartes",),
        card_points=("card_points_last_trick",),
    ),
    declare(
        "belote-rebelote",
        "annonces-belote",
        13,
        ("valeur-des-cartes",),
        announcements=("holds_belote",),
        score=("belote_kept",),
    ),
    declare(
        "annonces",
        "annonces-combinaisons",
        14,
        ("belote-rebelote",),
        announcements=("quiz_announcement_found",),
        quiz=("quiz_announcement_value",),
        score=("announcements_added",),
        only=ALL_ANNOUNCEMENTS,
    ),
    declare(
        "annonces-comparaison",
        "annonces-comparaison",
        15,
        ("annonces",),
        announcements=ANNOUNCEMENT_REASON_CODES,
        only=ALL_ANNOUNCEMENTS,
    ),
    declare(
        "encheres",
        "contrats-echelle",
        16,
        bid=(
            "call_legal:open",
            "call_legal:raise",
            "call_legal:pass",
            "bid_below_minimum",
            "bid_not_step",
            "bid_not_higher",
            "bid_above_maximum",
            "raise_own_bid",
            "raise_own_same_trump",
            "too_many_bids",
            "bid_not_in_table",
            "bid_not_higher_table",
            "bid_not_higher_linear",
            "no_tout_atout",
            "no_sans_atout",
            "no_generale",
            "no_belote_capot_bids",
            "sa_ta_only_capot",
        ),
    ),
    declare(
        "contrat-reussi",
        "marque-principe",
        17,
        ("valeur-des-cartes", "encheres"),
        score=("contract_made",),
    ),
    declare(
        "contrat-chute",
        "marque-principe",
        18,
        ("contrat-reussi",),
        score=("contract_failed", "all_points_to_defence", "declarers_score_nothing"),
    ),
    declare("arrondi", "marque-arrondi", 19, ("contrat-reussi",), score=("card_points_rounded",)),
    declare(
        "coinche-et-surcoinche",
        "contrats-coinche",
        20,
        ("encheres", "contrat-chute"),
        bid=(
            "call_legal:coinche",
            "call_legal:surcoinche",
            "coinche_no_bid",
            "coinche_already",
            "coinche_own_side",
            "coinche_not_80",
            "coinche_not_capot",
            "coinche_not_generale",
            "coinche_in_turn_only",
            "surcoinche_not_coinched",
            "surcoinche_wrong_side",
            "surcoinche_bidder_only",
            "bid_after_coinche",
        ),
        score=("coinche_multiplied", "loser_scores_nothing"),
    ),
    declare(
        "capot-et-generale",
        "marque-capot",
        21,
        ("contrat-chute",),
        score=(
            "capot_made",
            "capot_failed",
            "capot_tricks",
            "capot_failed_tricks",
            "generale_made",
            "generale_failed",
            "generale_tricks",
            "generale_failed_tricks",
            "unannounced_capot_points",
            "unannounced_generale_points",
        ),
    ),
    declare(
        "fin-de-partie",
        "fin-de-partie",
        22,
        ("contrat-reussi",),
        game_end=("coinche_end_won", "coinche_end_continues", "coinche_end_extra_deal"),
    ),
)


DRAWERS = {
    ("fournir", "legal_plays"): drawer(
        "legal_plays", SUIT_MODES, "plain", None, play_witness("H", "7S", "8S AS KH 9D")
    ),
    ("ordre-hors-atout", "trick_winner"): drawer(
        "trick_winner", SUIT_MODES, "plain", False, trick_witness("H", "KS AS 7S TS")
    ),
    ("ordre-hors-atout", "quiz"): theme_drawer(
        facts(QUIZ_FACTS["plain_order"]),
        fact_witness(QUIZ_FACTS["plain_order"]),
    ),
    ("ordre-atout", "trick_winner"): drawer(
        "trick_winner", SUIT_MODES, "trump", None, trick_witness("H", "9H AH JH 7H")
    ),
    ("ordre-atout", "quiz"): theme_drawer(
        facts(QUIZ_FACTS["trump_order"]),
        fact_witness(QUIZ_FACTS["trump_order"]),
    ),
    ("monter-a-l-atout", "legal_plays"): drawer(
        "legal_plays", SUIT_MODES, "trump", None, play_witness("H", "9H", "JH 7H AS")
    ),
    ("couper", "trick_winner"): drawer(
        "trick_winner", SUIT_MODES, "void_trumps", True, trick_witness("H", "AS 7S 8H KS")
    ),
    ("couper", "legal_plays"): drawer(
        "legal_plays", SUIT_MODES, "void_trumps", True, play_witness("H", "AS", "7H KD 8C")
    ),
    ("surcouper", "legal_plays"): drawer(
        "legal_plays", SUIT_MODES, "void_trumps", True, play_witness("H", "AS 8H", "9H 7D KC")
    ),
    ("sous-couper", "legal_plays"): drawer(
        "legal_plays", SUIT_MODES, "void_trumps", True, play_witness("H", "AS JH", "7H KD 8C")
    ),
    ("partenaire-maitre", "legal_plays"): drawer(
        "legal_plays", SUIT_MODES, "void_trumps", None, play_witness("H", "AS 7S", "8H KD 9C")
    ),
    ("se-defausser", "trick_winner"): drawer(
        "trick_winner", SUIT_MODES, "void", False, trick_witness("H", "KS AD 7S 8S")
    ),
    ("se-defausser", "legal_plays"): drawer(
        "legal_plays", SUIT_MODES, "void_bare", False, play_witness("H", "AS", "KD 8C 9D")
    ),
    ("tout-atout-sans-atout", "trick_winner"): drawer(
        "trick_winner", NO_TRUMP_MODES, "any", None, trick_witness("SA", "KS AS 7D TS")
    ),
    ("tout-atout-sans-atout", "legal_plays"): drawer(
        "legal_plays", NO_TRUMP_MODES, "any", None, play_witness("TA", "9S", "JS 7S AD")
    ),
    ("valeur-des-cartes", "card_points"): theme_drawer(CARD_VALUES, witnesses(POINTS_WITNESS)),
    ("valeur-des-cartes", "quiz"): theme_drawer(
        facts(QUIZ_FACTS["card_value"], QUIZ_FACTS["deck_total"]),
        fact_witness(QUIZ_FACTS["card_value"]),
    ),
    ("dix-de-der", "card_points"): theme_drawer(last_trick, witnesses(POINTS_WITNESS)),
    ("belote-rebelote", "announcements"): theme_drawer(
        belote_hands, hand_witness("H", "KH QH 7S 8S AD 9C TC JD")
    ),
    ("belote-rebelote", "score"): theme_drawer(
        deals((80, 90, 100, 110, 120)), witnesses(SCORE_BELOTE)
    ),
    ("annonces", "announcements"): theme_drawer(
        HANDS, hand_witness("S", "7H 8H 9H AS KD 8C TC JD")
    ),
    ("annonces", "quiz"): theme_drawer(
        facts(QUIZ_FACTS["announcement"]),
        fact_witness(QUIZ_FACTS["announcement"]),
    ),
    ("annonces", "score"): theme_drawer(deals((80, 90, 100)), witnesses(SCORE_ANNOUNCED)),
    ("annonces-comparaison", "announcements"): theme_drawer(against_hands, against_witness),
    ("encheres", "bid"): theme_drawer(bids(coinche=False), witnesses(BID_WITNESS)),
    ("contrat-reussi", "score"): theme_drawer(deals((80, 90)), witnesses(SCORE_MADE)),
    ("contrat-chute", "score"): theme_drawer(
        deals((120, 130, 140, 150, 160)), witnesses(SCORE_FAILED)
    ),
    ("arrondi", "score"): theme_drawer(deals((80, 90, 100)), witnesses(SCORE_MADE)),
    ("coinche-et-surcoinche", "bid"): theme_drawer(bids(coinche=True), witnesses(COINCHE_WITNESS)),
    ("coinche-et-surcoinche", "score"): theme_drawer(
        deals((80, 90, 100, 110, 120), (1, 1, 2)), witnesses(SCORE_COINCHE)
    ),
    ("capot-et-generale", "score"): theme_drawer(
        deals(("capot", "capot", "generale")), witnesses(SCORE_CAPOT)
    ),
    ("fin-de-partie", "game_end"): theme_drawer(GAME_ENDS, END_WITNESS),
}


def more_evidence(kind: str, situation: Situation, rules: Rules) -> frozenset[str]:
    """A hand's announcements asked again as an ``announcements`` case: ``holds_belote`` when
    the engine finds the king and queen of trump in it; two hands compared, the comparison's
    reasons."""
    fact = situation.quiz
    if kind != "announcements" or fact is None or "hand" not in dict(fact.params):
        return frozenset()
    hands = [fact.get(name) for name in ("hand", "other") if name in dict(fact.params)]
    written = [[str(c) for c in hand] for hand in hands if isinstance(hand, tuple)]
    mode = fact.get("mode")
    if len(written) == 1:
        answer = answer_announcements({"trump": mode, "hand": written[0]}, rules)
        return frozenset({"holds_belote"}) if answer["belote"] else frozenset()
    by_seat = written if fact.code.endswith("_first") else written[::-1]
    return answer_codes(answer_announcements({"trump": mode, "hands": [*by_seat, [], []]}, rules))


#: Every code the engine can produce in the kinds the coverage test checks.
KIND_CODES = {
    "trick_winner": frozenset(
        (*WINNER_REASON_CODES, "schmurtz_highest_led", "schmurtz_off_suit_loses")
    ),
    "legal_plays": frozenset(PLAY_REASON_CODES),
    "score": frozenset(SCORE_REASON_CODES),
    "bid": frozenset((*AUCTION_REASON_CODES, "cancel_allowed", "schmurtz_allowed")),
    "announcements": frozenset(
        (*ANNOUNCEMENT_REASON_CODES, "quiz_announcement_found", "quiz_announcement_none")
    ),
}

_VARIANT = WHY_VARIANT
_WEAK = WHY_VARIANT + " (the weak hand)"

#: Codes that are no theme's, and why.
NOT_THEMES = {
    "lead_free": WHY_LEAD,
    "capot_no_master_lead": _VARIANT,
    "capot_all_masters": _VARIANT,
    "schmurtz_highest_led": _WEAK,
    "schmurtz_off_suit_loses": _WEAK,
    "cancel_not_played": _WEAK,
    "schmurtz_not_played": _WEAK,
    "weak_hand_first_turn": _WEAK,
    "cancel_after_bid": _WEAK,
    "weak_hand_too_strong": _WEAK,
    "cancel_allowed": _WEAK,
    "schmurtz_allowed": _WEAK,
    "points_converted": _VARIANT,
    "points_two_thirds": _VARIANT,
    "bid_only_scored": _VARIANT,
    "contract_value": WHY_EVERY_SCORE + " (the contract's value)",
    "team_total": WHY_EVERY_SCORE + " (a team's total)",
    "auction_over": WHY_OVER,
    "auction_redeal": WHY_OVER,
    "out_of_turn": "a call by a seat out of turn: an exercise asks the player whose turn it is",
    "quiz_announcement_none": WHY_NO_ANNOUNCEMENT,
}

BOOK = ThemeBook(
    themes=THEMES,
    drawers=DRAWERS,
    kind_codes=KIND_CODES,
    not_themes=NOT_THEMES,
    full_hand=lambda question, rules: 8,
    more=more_evidence,
)
