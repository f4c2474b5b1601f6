"""Whist play: following suit, no duty to trump, the trick winner, the Dames queen rule, the
trou's first trick and the petite misère's discard (seed 002 §2 and §4, seed 003
§Distribution des cartes)."""

from __future__ import annotations

import pytest

from reference.engine.cards import Card, Suit
from reference.engine.errors import EngineError
from reference.engine.whist import (
    BID_SUIT_ORDER,
    CARD_ORDER,
    DEAL_PATTERNS,
    PlayContext,
    legal_plays,
    trick_winner,
)


def cards(text: str) -> list[Card]:
    return [Card.parse(c) for c in text.split()]


def legal(hand: str, trick: str, trump: Suit | None = None, **context: bool) -> set[str]:
    ruling = legal_plays(cards(hand), cards(trick), trump, PlayContext(**context))
    return {str(c) for c in ruling.legal}


def test_rule_002_1_card_order_ace_high_two_low() -> None:
    # 002 §1: As, Roi, Dame, Valet, 10 … 2
    assert [r.value for r in CARD_ORDER] == list("AKQJT98765432")


def test_rule_002_1_suit_ranking_hearts_highest_spades_lowest() -> None:
    # 003 states it outright: the weakest is spades, then clubs, diamonds, hearts
    assert [s.value for s in BID_SUIT_ORDER] == ["S", "C", "D", "H"]


def test_rule_002_1_deal_patterns() -> None:
    assert set(DEAL_PATTERNS["reglement"]) == {"4-5-4", "4-4-5", "5-4-4"}
    assert DEAL_PATTERNS["couleur"] == ("4-4-5",)


def test_rule_4_must_follow_suit() -> None:
    ruling = legal_plays(cards("2H 9S AC"), cards("KS"), Suit.HEARTS)
    assert {str(c) for c in ruling.legal} == {"9S"}
    assert ruling.obligation.code == "must_follow"
    assert {str(c) for c, _ in ruling.refusals} == {"2H", "AC"}
    assert all(r.code == "whist_follow_refused" for _, r in ruling.refusals)


def test_rule_4_void_no_duty_to_trump_or_overtrump() -> None:
    # 002 §4 "ils peuvent renoncer ou couper": a void player may discard even holding trumps,
    # and may undertrump after an opponent's trump.
    assert legal("2H AH 3C", "KD 5H", Suit.HEARTS) == {"2H", "AH", "3C"}
    ruling = legal_plays(cards("2H 3C"), cards("KD"), Suit.HEARTS)
    assert ruling.obligation.code == "whist_void_no_duty_to_trump"
    assert ruling.refusals == ()


def test_rule_4_lead_is_free() -> None:
    assert legal("2H 9S AC", "") == {"2H", "9S", "AC"}


def test_rule_4_highest_trump_wins() -> None:
    verdict = trick_winner(cards("AS 2H KS 5H"), Suit.HEARTS)
    assert verdict.winner == 3
    assert [r.code for r in verdict.reasons] == ["highest_trump", "whist_trump_beats_led"]


def test_rule_4_without_trump_highest_of_led_suit_wins() -> None:
    verdict = trick_winner(cards("9D AS TD 2D"), None)
    assert verdict.winner == 2  # the ace of spades is a discard
    assert verdict.reasons[0].code == "highest_of_led_suit"
    assert verdict.reasons[1].code == "whist_discards_never_win"


def test_rule_4_trump_led_highest_trump_wins() -> None:
    assert trick_winner(cards("2C QC AC 9C"), Suit.CLUBS).winner == 2


def test_rule_4_dames_void_player_must_play_a_queen() -> None:
    # 002 §4: in renon, a player must put a queen if he holds one
    ruling = legal_plays(cards("QS QH 2C"), cards("KD"), None, PlayContext(dames=True))
    assert {str(c) for c in ruling.legal} == {"QS", "QH"}
    assert ruling.obligation.code == "whist_dames_must_play_queen"
    assert ruling.refusal(Card.parse("2C")) is not None


def test_rule_4_dames_queen_not_forced_when_following() -> None:
    assert legal("QD 2D QS", "KD", dames=True) == {"QD", "2D"}


def test_rule_4_dames_void_without_queen_is_free() -> None:
    assert legal("2S 3C", "KD", dames=True) == {"2S", "3C"}


def test_rule_2_trou_holder_of_trump_ace_must_play_it() -> None:
    # 002 §2: the trump ace must fall in the first trick; trump is the led suit
    ruling = legal_plays(
        cards("AD 2D 9D AS"), cards("5D"), None, PlayContext(trou_first_trick=True)
    )
    assert [str(c) for c in ruling.legal] == ["AD"]
    assert ruling.obligation.code == "whist_trou_ace_must_fall"
    assert {str(c) for c, _ in ruling.refusals} == {"2D", "9D", "AS"}


def test_rule_2_trou_boucheur_leading_his_ace_suit_leads_the_ace() -> None:
    ruling = legal_plays(cards("AC 5C 9C 2H KS"), [], None, PlayContext(trou_first_trick=True))
    assert {str(c) for c in ruling.legal} == {"AC", "2H", "KS"}
    assert ruling.obligation.code == "whist_trou_boucheur_lead"


def test_rule_2_trou_royal_boucheur_leads_freely() -> None:
    assert legal("KH 5C 9C", "", trou_first_trick=True) == {"KH", "5C", "9C"}


def test_rule_2_trou_later_tricks_are_normal() -> None:
    assert legal("AD 2D 9S", "5D", Suit.DIAMONDS) == {"AD", "2D"}


def test_rule_4_petite_misere_discard_any_card() -> None:
    ruling = legal_plays(cards("AD 2D 9S"), [], None, PlayContext(misere_discard=True))
    assert ruling.obligation.code == "whist_misere_discard"
    assert len(ruling.legal) == 3


def test_bad_inputs_raise_readable_errors() -> None:
    with pytest.raises(EngineError, match="2 to 4 cards"):
        trick_winner(cards("AS"), None)
    with pytest.raises(EngineError, match="complete"):
        legal_plays(cards("2S"), cards("3S 4S 5S 6S"))
    with pytest.raises(EngineError, match="empty"):
        legal_plays([], [])
    with pytest.raises(EngineError, match="at most one ace"):
        legal_plays(cards("AS AH 2C"), [], None, PlayContext(trou_first_trick=True))
