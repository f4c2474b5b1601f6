"""The themes of Neurotrio (seed 001): what a player must master, in a beginner's order, each
with the engine codes that show it and the section of the rule page that states it
(``themes.py`` explains the evidence). Slugs are part of exercise URLs: never rename one.

The path: the two ways to play (the trump's kind makes the other attribute the tie-break),
following and cutting, the ties, the auction and the contre, the chien, the score.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..drawers import any_situation, fact_witness, facts, level_situations, theme_drawer, witnesses
from ..themes import WHY_EVERY_SCORE, WHY_LEAD, WHY_OVER, Theme, ThemeBook, declare
from .auction import AUCTION_REASON_CODES
from .play import PLAY_REASON_CODES, WINNER_REASON_CODES
from .rules import Rules
from .scoring import DEAL_SIZES, SCORE_REASON_CODES
from .situations import _quiz_chien, _quiz_ladder, _quiz_score, _quiz_target
from .situations_manches import discard_situation, leader_situation
from .situations_themes import (
    at_table,
    call_witness,
    calls,
    drawer,
    play_witness,
    score_witness,
    scores,
    trick_witness,
)


def _both(*stems: str) -> tuple[str, ...]:
    return tuple(f"{stem}_{kind}" for stem in stems for kind in ("background", "nature"))


THEMES: tuple[Theme, ...] = (
    declare(
        "fournir",
        "jeu-obligations",
        1,
        legal_plays=_both("neurotrio_follow", "neurotrio_refuse_follow"),
    ),
    declare(
        "force-des-cartes",
        "ordre-des-cartes",
        2,
        trick_winner=("neurotrio_beats_by_force", *_both("neurotrio_led_wins")),
    ),
    declare(
        "departage",
        "ordre-modes",
        3,
        ("force-des-cartes",),
        trick_winner=("neurotrio_tiebreak_background", "neurotrio_tiebreak_nature"),
    ),
    declare(
        "cartes-identiques",
        "ordre-identiques",
        4,
        ("departage",),
        trick_winner=("neurotrio_identical_first",),
    ),
    declare(
        "couper",
        "jeu-obligations",
        5,
        ("fournir", "force-des-cartes"),
        trick_winner=_both("neurotrio_trump_wins"),
        legal_plays=_both("neurotrio_cut", "neurotrio_cut_over_cut", "neurotrio_refuse_cut"),
    ),
    declare(
        "jeu-libre",
        "jeu-obligations",
        6,
        ("couper",),
        trick_winner=(
            *_both("neurotrio_discards_lose"),
            "neurotrio_discards_lose_trump_led",
        ),
        legal_plays=_both("neurotrio_free_void", "neurotrio_free_trump_led"),
    ),
    declare(
        "encheres",
        "contrats-deroulement",
        7,
        bid=(
            "neurotrio_pass_ok",
            "neurotrio_bid_first",
            "neurotrio_bid_over",
            "neurotrio_bid_too_low",
            "neurotrio_bid_level_falls",
            "neurotrio_bid_attribute_falls",
            "neurotrio_level_too_high",
            "neurotrio_cannot_raise_own_bid",
            "neurotrio_passed_for_good",
        ),
        quiz=("neurotrio_quiz_ladder",),
    ),
    declare(
        "contre",
        "contrats-contre",
        8,
        ("encheres",),
        bid=(
            "neurotrio_contre_ok",
            "neurotrio_contre_own_bid",
            "neurotrio_contre_without_bid",
            "neurotrio_already_contred",
            "neurotrio_no_surcontre",
            "neurotrio_bid_over_contre",
        ),
        score=("neurotrio_score_contre",),
    ),
    declare(
        "chien-et-ecart",
        "contrats-ecart",
        9,
        ("encheres",),
        discard=("neurotrio_discard_legal",),
        quiz=("neurotrio_quiz_chien",),
    ),
    declare(
        "contrat-rempli",
        "marque-rempli",
        10,
        ("encheres",),
        score=("neurotrio_score_made", "neurotrio_score_overtricks"),
        quiz=("neurotrio_score_target", "neurotrio_score_made"),
    ),
    declare(
        "contrat-chute", "marque-chute", 11, ("contrat-rempli",), score=("neurotrio_score_down",)
    ),
    declare(
        "fin-de-partie",
        "fin-de-partie",
        12,
        ("contrat-rempli",),
        game_end=("neurotrio_quiz_totals",),
    ),
)

_TARGET = at_table(_quiz_target)
_SCORE = at_table(_quiz_score)
_CHIEN = at_table(_quiz_chien)
_LADDER = at_table(_quiz_ladder)

DRAWERS = {
    ("fournir", "legal_plays"): drawer(
        "legal_plays", "plain", None, play_witness("V", "2C-B", "3E-B 1R-V 2C-N")
    ),
    ("force-des-cartes", "trick_winner"): drawer(
        "trick_winner", "plain", False, trick_witness("V", "1C-B 3C-B")
    ),
    ("departage", "trick_winner"): drawer(
        "trick_winner", "plain", False, trick_witness("V", "2C-B 2E-B")
    ),
    ("cartes-identiques", "trick_winner"): drawer(
        "trick_winner", "plain", False, trick_witness("V", "2C-B 2C-B")
    ),
    ("couper", "trick_winner"): drawer(
        "trick_winner", "void_trumps", True, trick_witness("V", "2C-B 1C-V")
    ),
    ("couper", "legal_plays"): drawer(
        "legal_plays", "void_trumps", True, play_witness("V", "2C-B", "1R-V 2C-N")
    ),
    ("jeu-libre", "trick_winner"): drawer(
        "trick_winner", "void", False, trick_witness("V", "2C-B 3E-N")
    ),
    ("jeu-libre", "legal_plays"): drawer(
        "legal_plays", "void_bare", False, play_witness("V", "2C-B", "2C-N 3R-N")
    ),
    ("encheres", "bid"): theme_drawer(
        calls(contre=False), witnesses(call_witness(["1B"], ["2V", "1N", "pass", "1B"]))
    ),
    ("encheres", "quiz"): theme_drawer(facts(_LADDER), fact_witness(_LADDER)),
    ("contre", "bid"): theme_drawer(
        calls(contre=True), witnesses(call_witness(["1B"], ["contre", "2V", "pass", "1N"]))
    ),
    ("contre", "score"): theme_drawer(scores(None, True), witnesses(score_witness(2, 9, True))),
    ("chien-et-ecart", "discard"): theme_drawer(
        level_situations(discard_situation), any_situation(discard_situation)
    ),
    ("chien-et-ecart", "quiz"): theme_drawer(facts(_CHIEN), fact_witness(_CHIEN)),
    ("contrat-rempli", "score"): theme_drawer(scores(True, False), witnesses(score_witness(1, 9))),
    ("contrat-rempli", "quiz"): theme_drawer(facts(_TARGET, _SCORE), fact_witness(_TARGET)),
    ("contrat-chute", "score"): theme_drawer(scores(False, False), witnesses(score_witness(3, 5))),
    ("fin-de-partie", "game_end"): theme_drawer(
        level_situations(leader_situation), any_situation(leader_situation)
    ),
}

#: Every code the engine can produce in the kinds the coverage test checks (Neurotrio has no
#: announcements).
KIND_CODES = {
    "trick_winner": frozenset(WINNER_REASON_CODES),
    "legal_plays": frozenset(PLAY_REASON_CODES),
    "score": frozenset(SCORE_REASON_CODES),
    "bid": frozenset(AUCTION_REASON_CODES),
}


#: Codes that are no theme's, and why.
NOT_THEMES = {
    "lead_free": WHY_LEAD,
    "neurotrio_score_level": WHY_EVERY_SCORE + " (the contract's value)",
    "neurotrio_score_taker_total": WHY_EVERY_SCORE + " (the taker's total)",
    "neurotrio_score_others_total": WHY_EVERY_SCORE + " (the other players' total)",
    "neurotrio_auction_over": WHY_OVER,
    "neurotrio_auction_passed_out": WHY_OVER,
}


def _full_hand(question: Mapping[str, Any], rules: Rules) -> int:
    return DEAL_SIZES[int(question.get("players", 3))].hand


BOOK = ThemeBook(
    themes=THEMES,
    drawers=DRAWERS,
    kind_codes=KIND_CODES,
    not_themes=NOT_THEMES,
    full_hand=_full_hand,
)
