"""The themes of Le Voisin (seed 000): what a player must master, in a beginner's order, each
with the engine codes that show it and the section of the rule page that states it
(``themes.py`` explains the evidence). Slugs are part of exercise URLs: never rename one.

The tables change some themes: the partner's master trump exists only in 2×2, overtrumping
another player's cut at three players or more; Variante I (two players, cards face up, the
charge only) has no prise and no turned card, and its own call. Tout atout and sans atout
(Variante II) are drawn under every rule set, as the level exercises draw them.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from ..drawers import (
    ThemeDrawer,
    any_situation,
    fact_witness,
    facts,
    level_situations,
    theme_drawer,
    witnesses,
)
from ..results import Situation
from ..themes import (
    WHY_EVERY_SCORE,
    WHY_LEAD,
    WHY_NO_ANNOUNCEMENT,
    WHY_OVER,
    Theme,
    ThemeBook,
    answer_codes,
    declare,
)
from .announcements import ANNOUNCEMENT_REASON_CODES
from .answers import answer_announcements
from .auction import AUCTION_REASON_CODES
from .contracts import PLAYER_COUNTS, deal_size
from .play import PLAY_REASON_CODES
from .rules import Rules
from .scoring import SCORE_REASON_CODES
from .situations import NO_TRUMP_MODES, points_situation
from .situations_end import game_end_situation
from .situations_exchange import exchange_situation
from .situations_quiz import (
    _announcement,
    _card_points,
    _cut,
    _game,
    _mode_points,
    _prise,
    _rounding,
    _voisin,
    order_quiz,
)
from .situations_themes import (
    SUIT_CODES,
    against_hands,
    against_witness,
    announcements,
    at_table,
    call_witness,
    calls,
    drawer,
    hand_witness,
    play_witness,
    points_witness,
    score_witness,
    scores,
    surcharge_witness,
    trick_witness,
)

SUITS = SUIT_CODES
NOT_VARIANTE_I = (("variante_i", (False,)),)


THEMES: tuple[Theme, ...] = (
    declare(
        "fournir", "jeu-fournir", 1, legal_plays=("must_follow", "voisin_refuse_not_following")
    ),
    declare(
        "ordre-des-cartes",
        "ordre-rangs",
        2,
        trick_winner=("highest_of_led_suit", "highest_trump"),
        quiz=("voisin_quiz_order_plain", "voisin_quiz_order_trump"),
    ),
    declare(
        "rois-et-dames",
        "ordre-rangs",
        3,
        ("ordre-des-cartes",),
        trick_winner=("voisin_equal_first_stays",),
    ),
    declare(
        "monter-a-l-atout",
        "jeu-monter",
        4,
        ("fournir", "ordre-des-cartes"),
        legal_plays=(
            "voisin_must_climb",
            "voisin_follow_cannot_climb",
            "voisin_refuse_not_climbing",
        ),
    ),
    declare(
        "couper-a-l-atout",
        "ordre-pli",
        5,
        ("ordre-des-cartes",),
        trick_winner=("voisin_trump_cut", "voisin_trump_overcut"),
    ),
    declare(
        "coupe-au-voisin",
        "ordre-coupe-voisin",
        6,
        ("couper-a-l-atout",),
        trick_winner=(
            "voisin_cut",
            "voisin_cut_first_card",
            "voisin_cut_too_low",
            "voisin_cut_too_low_points",
        ),
        quiz=("voisin_quiz_voisin", "voisin_quiz_cut_by_voisin", "voisin_quiz_cut_on_voisin"),
    ),
    declare(
        "se-defausser",
        "jeu-defausse",
        7,
        ("coupe-au-voisin",),
        trick_winner=("voisin_cannot_cut",),
        legal_plays=("voisin_void_free_choice",),
    ),
    declare(
        "surcouper",
        "jeu-defausse",
        8,
        ("se-defausser",),
        legal_plays=(
            "voisin_overtrump_if_trumping",
            "voisin_void_cannot_overtrump",
            "voisin_refuse_undertrump",
        ),
        tables=("3", "4", "2x2"),
    ),
    declare(
        "partenaire-maitre",
        "jeu-defausse",
        9,
        ("surcouper",),
        legal_plays=("voisin_partner_trump_free",),
        tables=("2x2",),
    ),
    declare(
        "points-des-cartes",
        "points",
        10,
        ("ordre-des-cartes",),
        card_points=("card_points_counted",),
        quiz=("voisin_quiz_card_points",),
    ),
    declare(
        "premier-tour",
        "contrats-premier-tour",
        11,
        bid=(
            "voisin_bid_pass",
            "voisin_bid_prise",
            "voisin_bid_contract",
            "voisin_bid_needs_variante_ii",
        ),
        only=NOT_VARIANTE_I,
    ),
    declare(
        "carte-retournee",
        "contrats-echange",
        12,
        ("premier-tour",),
        exchange=(
            "voisin_exchange_never_ta_sa",
            "voisin_exchange_other_suit",
            "voisin_exchange_only_trumps",
            "voisin_exchange_no_trump_back",
            "voisin_exchange_refuse_trump",
        ),
        bid=("voisin_bid_round_one_prise_turned", "voisin_bid_round_one_other_suit"),
        only=NOT_VARIANTE_I,
    ),
    declare(
        "second-tour",
        "contrats-second-tour",
        13,
        ("premier-tour",),
        bid=(
            "voisin_bid_round_two_prise_only",
            "voisin_bid_round_two_name_trump",
            "voisin_bid_round_two_no_tout_atout",
            "voisin_bid_round_two_prise",
        ),
        only=NOT_VARIANTE_I,
    ),
    declare(
        "annonces-et-couples",
        "annonces-valeurs",
        14,
        ("points-des-cartes",),
        announcements=(
            "voisin_announcement_counted",
            "voisin_couleur_not_cumulable",
            "voisin_couleur_opposee_declared",
        ),
        quiz=("voisin_quiz_announcement_value", "voisin_quiz_couple_value"),
    ),
    declare(
        "annulation-des-annonces",
        "annonces-hierarchie",
        15,
        ("annonces-et-couples",),
        announcements=(
            "voisin_announcement_cancelled",
            "voisin_couleur_cancelled_by_opposee",
            "voisin_couple_never_cancelled",
        ),
    ),
    declare(
        "contrat-rempli",
        "marque-reussite",
        16,
        ("points-des-cartes",),
        score=("voisin_score_made", "voisin_score_prime"),
        quiz=("voisin_quiz_prise", "voisin_quiz_prise_lourde"),
    ),
    declare(
        "arrondi",
        "marque-arrondi",
        17,
        ("contrat-rempli",),
        score=("voisin_score_rounded",),
        quiz=("voisin_quiz_rounding",),
    ),
    declare(
        "prise-lourde",
        "marque-prise",
        18,
        ("contrat-rempli",),
        score=("voisin_score_prise_lourde", "voisin_score_trait_prise_lourde"),
        only=NOT_VARIANTE_I,
    ),
    declare(
        "chute",
        "marque-chute",
        19,
        ("contrat-rempli",),
        score=(
            "voisin_score_failed",
            "voisin_score_chute_transfer",
            "voisin_score_chute_tie_split",
            "voisin_score_chute_tie_each",
            "voisin_score_chute_tie_first_after_taker",
            "voisin_score_taker_keeps_couples",
        ),
    ),
    declare(
        "chute-royale", "marque-chute", 20, ("chute",), score=("voisin_score_trait_chute_royale",)
    ),
    declare(
        "charge-et-surcharge",
        "contrats-catalogue",
        21,
        ("premier-tour", "chute"),
        bid=("voisin_bid_overcall", "voisin_bid_not_higher"),
        score=(
            "voisin_score_non_pli",
            "voisin_score_non_pli_announcements",
            "voisin_score_surcharge_value",
            "voisin_score_surcharge_made",
            "voisin_score_surcharge_won_by",
            "voisin_score_announcements_only",
        ),
        only=NOT_VARIANTE_I,
    ),
    declare(
        "variante-i",
        "variantes-i",
        22,
        bid=("voisin_bid_variante_i_charge", "voisin_bid_variante_i_only_charge"),
        only=(("variante_i", (True,)),),
    ),
    declare(
        "tout-atout-sans-atout",
        "jeu-sa-ta",
        23,
        ("monter-a-l-atout", "se-defausser"),
        trick_winner=("voisin_no_cut_in_mode",),
        legal_plays=(
            "voisin_must_play_neighbour",
            "voisin_void_led_and_neighbour",
            "voisin_refuse_not_neighbour",
        ),
        quiz=("voisin_quiz_mode_points",),
    ),
    declare(
        "fin-de-partie",
        "fin-de-partie",
        24,
        ("contrat-rempli",),
        game_end=(
            "voisin_game_continues",
            "voisin_game_won",
            "voisin_game_won_on_traits",
            "voisin_game_tied",
            "voisin_game_final_contract",
        ),
        quiz=("voisin_quiz_game_target",),
    ),
)

_TEAMS = ("2x2",)
_CUTTERS = ("3", "4", "2x2")


def drawers(at: str | None = None) -> dict[tuple[str, str], ThemeDrawer]:
    """Every theme's drawers, at the table ``at``: a rule set played at one table draws there,
    its witnesses too (``None``: each at the tables it draws at, the witnesses at two players
    but the tables' own themes; what version 1 of a theme's link draws).

    A witness's trick is played at two players, with the seats of a larger table following
    with the cards after ``|`` (each one keeps the theme)."""
    duo, cutters, teams = at or "2", at or "3", at or "2x2"

    def trick(trump: str, cards: str) -> Situation:
        first, _bar, more = cards.partition("|")
        return trick_witness(trump, first, duo, more)

    def steered(
        kind: str,
        modes: tuple[str, ...],
        lead: str,
        cut: bool | None,
        *witness: Any,
        tables: tuple[str, ...] = PLAYER_COUNTS,
    ) -> ThemeDrawer:
        return drawer(kind, modes, lead, cut, *witness, tables=tables, at=at)

    def trumping(trick: str, players: str, tables: tuple[str, ...]) -> ThemeDrawer:
        """A player without the suit led, holding trumps, at ``tables``."""
        witness = play_witness("H", trick, "9H 7H KD", players)
        return steered("legal_plays", SUITS, "void_trumps", True, witness, tables=tables)

    return {
        ("fournir", "legal_plays"): steered(
            "legal_plays", SUITS, "plain", None, play_witness("H", "7S", "8S AS KH 9D", duo)
        ),
        ("ordre-des-cartes", "trick_winner"): steered(
            "trick_winner", SUITS, "plain", False, trick("H", "9S AS|7S 8S")
        ),
        ("ordre-des-cartes", "quiz"): theme_drawer(facts(order_quiz), fact_witness(order_quiz)),
        ("rois-et-dames", "trick_winner"): steered(
            "trick_winner", SUITS, "plain", False, trick("H", "KS QS|7C 8C")
        ),
        ("monter-a-l-atout", "legal_plays"): steered(
            "legal_plays", SUITS, "trump", None, play_witness("H", "9H", "JH 7H AS", duo)
        ),
        ("couper-a-l-atout", "trick_winner"): steered(
            "trick_winner", SUITS, "void_trumps", True, trick("H", "AS 7H|8S 9S")
        ),
        ("coupe-au-voisin", "trick_winner"): steered(
            "trick_winner", SUITS, "void", False, trick("H", "7S 8D|7C 8C")
        ),
        ("coupe-au-voisin", "quiz"): theme_drawer(facts(_voisin, _cut), fact_witness(_cut)),
        ("se-defausser", "trick_winner"): steered(
            "trick_winner", SUITS, "void", False, trick("H", "7S 8C|9C TC")
        ),
        ("se-defausser", "legal_plays"): steered(
            "legal_plays", SUITS, "void", None, play_witness("H", "AS", "KD 8C 9D", duo)
        ),
        ("surcouper", "legal_plays"): trumping("AS 8H", cutters, _CUTTERS),
        ("partenaire-maitre", "legal_plays"): trumping("AS 8H 7S", teams, _TEAMS),
        ("points-des-cartes", "card_points"): theme_drawer(
            level_situations(at_table(points_situation, at)), witnesses(points_witness(at or "4"))
        ),
        ("points-des-cartes", "quiz"): theme_drawer(
            facts(_card_points), fact_witness(_card_points)
        ),
        ("premier-tour", "bid"): theme_drawer(
            calls("open", at),
            witnesses(
                call_witness(
                    [], ["pass", "prise H", "charge S", "surcharge H"], at or "4", turned="7H"
                )
            ),
        ),
        ("carte-retournee", "exchange"): theme_drawer(
            level_situations(at_table(exchange_situation, at)),
            any_situation(at_table(exchange_situation, at)),
        ),
        ("carte-retournee", "bid"): theme_drawer(
            calls("open", at),
            witnesses(
                call_witness([], ["prise H", "prise S", "pass", "charge D"], at or "4", turned="7H")
            ),
        ),
        ("second-tour", "bid"): theme_drawer(
            calls("round2", at),
            witnesses(
                call_witness(
                    ["pass"] * deal_size(at or "4").seats,
                    ["prise S", "prise TA", "charge H", "pass"],
                    at or "4",
                    turned="7H",
                )
            ),
        ),
        ("annonces-et-couples", "announcements"): theme_drawer(
            announcements(at), hand_witness("S", "7H 8H 9H AS KD 8C TC", at or "4")
        ),
        ("annonces-et-couples", "quiz"): theme_drawer(
            facts(_announcement), fact_witness(_announcement)
        ),
        ("annulation-des-annonces", "announcements"): theme_drawer(
            against_hands(at), against_witness(at)
        ),
        ("contrat-rempli", "score"): theme_drawer(
            scores(at=at), score_witness("prise", (50, 38), (9, 4), duo)
        ),
        ("contrat-rempli", "quiz"): theme_drawer(facts(_prise), fact_witness(_prise)),
        ("arrondi", "score"): theme_drawer(
            scores(at=at), score_witness("prise", (51, 37), (9, 4), duo)
        ),
        ("arrondi", "quiz"): theme_drawer(facts(_rounding), fact_witness(_rounding)),
        ("prise-lourde", "score"): theme_drawer(
            scores(("2", "3"), at=at), score_witness("prise", (60, 28), (10, 3), duo)
        ),
        ("chute", "score"): theme_drawer(
            scores(at=at), score_witness("prise", (30, 58), (5, 8), duo)
        ),
        ("chute-royale", "score"): theme_drawer(
            scores(at=at), score_witness("charge", (30, 58), (5, 8), duo)
        ),
        ("charge-et-surcharge", "bid"): theme_drawer(
            calls("standing", at),
            witnesses(
                call_witness(
                    ["prise"],
                    ["charge S", "prise H", "surcharge H", "pass"],
                    at or "4",
                    turned="7H",
                )
            ),
        ),
        ("charge-et-surcharge", "score"): theme_drawer(
            scores(surcharge=True, at=at), witnesses(surcharge_witness(duo))
        ),
        ("variante-i", "bid"): theme_drawer(
            calls("open", at),
            witnesses(call_witness([], ["charge H", "prise", "pass", "surcharge S"], "2")),
        ),
        ("tout-atout-sans-atout", "trick_winner"): steered(
            "trick_winner", NO_TRUMP_MODES, "any", None, trick("SA", "7S 8C|9C TC")
        ),
        ("tout-atout-sans-atout", "legal_plays"): steered(
            "legal_plays", NO_TRUMP_MODES, "any", None, play_witness("TA", "9S", "JC 7C AD", duo)
        ),
        ("tout-atout-sans-atout", "quiz"): theme_drawer(
            facts(_mode_points), fact_witness(_mode_points)
        ),
        ("fin-de-partie", "game_end"): theme_drawer(
            level_situations(at_table(game_end_situation, at)),
            any_situation(at_table(game_end_situation, at)),
        ),
        ("fin-de-partie", "quiz"): theme_drawer(facts(_game), fact_witness(_game)),
    }


DRAWERS = drawers()

_PLAY = frozenset(PLAY_REASON_CODES)
#: The codes of a trick's verdict (``play.PLAY_REASON_CODES`` lists them with the legal
#: plays' ones).
_WINNER = frozenset(
    {
        "highest_of_led_suit",
        "highest_trump",
        "voisin_cannot_cut",
        "voisin_cut",
        "voisin_cut_first_card",
        "voisin_cut_too_low",
        "voisin_cut_too_low_points",
        "voisin_equal_first_stays",
        "voisin_no_cut_in_mode",
        "voisin_trump_cut",
        "voisin_trump_overcut",
    }
)

#: Every code the engine can produce in the kinds the coverage test checks.
KIND_CODES = {
    "trick_winner": _WINNER,
    "legal_plays": _PLAY - _WINNER,
    "score": frozenset(c for c in SCORE_REASON_CODES if c.startswith("voisin_score_")),
    "bid": frozenset(c for c in AUCTION_REASON_CODES if c.startswith("voisin_bid_")),
    "announcements": frozenset((*ANNOUNCEMENT_REASON_CODES, "voisin_quiz_no_announcement")),
}

#: Codes that are no theme's, and why.
NOT_THEMES = {
    "lead_free": WHY_LEAD,
    "voisin_score_own": WHY_EVERY_SCORE + " (a side's own points)",
    "voisin_score_side_total": WHY_EVERY_SCORE + " (a side's total)",
    "voisin_bid_auction_over_contract": WHY_OVER,
    "voisin_bid_auction_over_redeal": WHY_OVER,
    "voisin_quiz_no_announcement": WHY_NO_ANNOUNCEMENT,
    "voisin_announcement_not_in_mode": (
        "announcements at tout or sans atout: the announcements exercises are dealt at a trump suit"
    ),
    "voisin_carre_dames_voids_deal": (
        "a carré de Dames voids the deal, which is dealt again: no exercise draws such a hand"
    ),
    "voisin_carre_dames_from_talon": (
        "a carré de Dames completed with the turned card: no exercise draws such a hand"
    ),
}


def _tables(rules: Rules) -> tuple[str, ...]:
    return ("2",) if rules.variante_i else PLAYER_COUNTS


def _full_hand(question: Mapping[str, Any], rules: Rules) -> int:
    return deal_size(str(question.get("players", "4")), rules).hand


def more_evidence(kind: str, situation: Situation, rules: Rules) -> frozenset[str]:
    """The hands of an announcements question asked again as an ``announcements`` case at its
    table (two players, or every seat's hand): the fate of each of the first hand's, which the
    answer counts."""
    fact = situation.quiz
    if kind != "announcements" or fact is None or "other" not in dict(fact.params):
        return frozenset()
    players = str(fact.get("table") or "2")
    rest = fact.get("rest")
    size = deal_size(players, rules).hand
    hands = [fact.get("hand"), fact.get("other")]
    if isinstance(rest, tuple):
        hands += [rest[i : i + size] for i in range(0, len(rest), size)]
    written = [[str(c) for c in hand] for hand in hands if isinstance(hand, tuple)]
    trump = fact.get("mode")
    question = {"trump": str(trump), "hands": written, "players": players}
    answer = answer_announcements(question, rules)
    return answer_codes({"rulings": [r for r in answer["rulings"] if r["seat"] == 0]})


BOOK = ThemeBook(
    themes=THEMES,
    drawers=DRAWERS,
    kind_codes=KIND_CODES,
    not_themes=NOT_THEMES,
    full_hand=_full_hand,
    more=more_evidence,
    tables=_tables,
    seated=cache(drawers),
)
