"""Le Voisin, seed 000 §PLIS and §VARIANTES: the trick winner and the legal plays.

Each scenario is named after the rule it checks; expectations come from the seed's orders,
its four captioned examples (rebuilt in rules-analysis §1.7) and the analysis readings.
"""

from __future__ import annotations

import pytest

from reference.engine.cards import Card, Suit
from reference.engine.errors import EngineError, NotationError
from reference.engine.voisin import NoTrump, Rules, legal_plays, parse_trump, trick_winner

H, S, C = Suit.HEARTS, Suit.SPADES, Suit.CLUBS
TA, SA = NoTrump.TOUT_ATOUT, NoTrump.SANS_ATOUT


def cards(text: str) -> list[Card]:
    return [Card.parse(c) for c in text.split()]


def winner(trick: str, trump, **options) -> int:
    return trick_winner(cards(trick), trump, Rules(**options)).winner


def legal(hand: str, trick: str, trump, players: str = "4", **options) -> set[str]:
    ruling = legal_plays(cards(hand), cards(trick), trump, Rules(**options), players)
    return {str(c) for c in ruling.legal}


# --- the four captioned examples (000 §PLIS, pictures lost; hearts trumps) -------------------


def test_rule_plis_example_1_the_eight_takes_the_seven_the_dame_is_too_low():
    verdict = trick_winner(cards("7S QD 8D"), H)
    assert verdict.card == Card.parse("8D")
    codes = [r.code for r in verdict.reasons]
    assert codes[0] == "voisin_cut"
    # the caption's "la D est insuffisante": the voisin Dame is reported as too low to cut
    too_low = [r for r in verdict.reasons if r.code == "voisin_cut_too_low"]
    assert [r.get("card") for r in too_low] == [Card.parse("QD")]


def test_rule_plis_example_2_the_led_suit_measures_the_voisin_cut():
    verdict = trick_winner(cards("QS 8C 7D"), H)
    assert verdict.card == Card.parse("7D")
    cut = verdict.reasons[0]
    assert cut.get("beaten") == Card.parse("QS")
    assert [r.code for r in verdict.reasons][-1] == "voisin_cannot_cut"


def test_rule_plis_example_3_a_voisin_king_does_not_beat_a_queen():
    verdict = trick_winner(cards("QS KD"), H)
    assert verdict.winner == 0
    assert "voisin_cut_too_low" in [r.code for r in verdict.reasons]


def test_rule_plis_example_4_the_ten_covers_the_seven():
    assert winner("JS 7D TD", H) == 2
    # the alternative layout: a later ten of the led suit covers the voisin seven
    assert winner("JS 7D TS", H) == 2


@pytest.mark.parametrize(
    ("trick", "option", "expected"),
    [
        ("QS 8C 7D", {"voisin_cut_suit": "any_plain"}, 1),  # example 2 false under reading (c)
        ("QS 8C 7D", {"voisin_cut_suit": "led_neighbour"}, 1),  # false under reading (b)
        ("QS 8D 7C", {"voisin_cut_suit": "led_neighbour"}, 2),  # the layout reading (b) needs
        ("JS 7D TS", {"voisin_cut_reference": "first_card"}, 1),
        ("TS AD", {"cut_value_scale": "points"}, 0),
        ("7D AS", {"voisin_cut_suit": "any_plain"}, 1),
    ],
)
def test_rule_plis_alternative_readings_change_the_winner(trick, option, expected):
    assert winner(trick, H, **option) == expected
    assert winner(trick, H) != expected


# --- orders and cuts -------------------------------------------------------------------------


def test_rule_plis_trump_order_valet_as_ten_nine_eight_seven_then_king_queen():
    order = "JH AH TH 9H 8H 7H KH"
    ranked = order.split()
    for i, high in enumerate(ranked):
        for low in ranked[i + 1 :]:
            assert winner(f"{low} {high}", H) == 1, (high, low)


def test_rule_plis_plain_order_as_ten_nine_eight_seven_valet_then_king_queen():
    ranked = ["AS", "TS", "9S", "8S", "7S", "JS", "KS"]
    for i, high in enumerate(ranked):
        for low in ranked[i + 1 :]:
            assert winner(f"{low} {high}", H) == 1, (high, low)


@pytest.mark.parametrize("trick", ["KS QS", "QS KS", "KH QH", "QH KH", "QC KC"])
def test_rule_plis_king_and_queen_are_equal_the_first_stays(trick):
    verdict = trick_winner(cards(trick), H)
    assert verdict.winner == 0
    assert "voisin_equal_first_stays" in [r.code for r in verdict.reasons]


def test_rule_plis_only_a_trump_cut_dethrones_a_queen_with_a_king():
    assert winner("QS KH", H) == 1
    assert winner("QS KD", H) == 0


def test_rule_plis_a_trump_beats_any_other_card():
    for led in ("AS", "AD", "AC", "TS", "JD"):
        assert winner(f"{led} 7H", H) == 1


def test_rule_plis_the_voisin_never_yields_to_an_opposite_suit():
    for card in ("AS", "AC", "TS"):
        assert winner(f"7D {card}", H) == 0


def test_rule_plis_the_other_opposite_suit_never_cuts():
    assert winner("7S AC", H) == 0
    assert winner("7C AS", H) == 0


def test_rule_plis_voisin_follows_the_trump_colour():
    # spades trumps: clubs is the voisin and cuts the red suits
    assert winner("9H AC", S) == 1
    assert winner("9H AD", S) == 0
    assert winner("9H AS", C) == 1


def test_rule_plis_the_cut_must_be_strictly_higher():
    assert winner("8S 8D", H) == 0  # equal rank: no cut
    assert winner("8S 9D", H) == 1


def test_rule_plis_a_trump_overcuts_a_voisin_cut():
    verdict = trick_winner(cards("7S 8D 7H"), H)
    assert verdict.winner == 2
    assert verdict.reasons[0].code == "voisin_trump_cut"


def test_rule_plis_the_better_of_two_trumps_wins_a_cut_trick():
    verdict = trick_winner(cards("AS 8H JH"), H)
    assert verdict.winner == 2
    assert verdict.reasons[0].code == "voisin_trump_overcut"


def test_rule_variante_ii_tout_atout_plays_the_trump_order_everywhere():
    assert winner("7S AS JS", TA) == 2
    assert winner("KS QS 7S", TA) == 2
    assert winner("8S JH", TA) == 0


def test_rule_variante_ii_sans_atout_plays_the_plain_order_and_never_cuts():
    verdict = trick_winner(cards("JS 7S AD"), SA)
    assert verdict.winner == 1
    assert [r.code for r in verdict.reasons] == ["highest_of_led_suit", "voisin_no_cut_in_mode"]


# --- legal plays -------------------------------------------------------------------------------


def test_rule_plis_the_leader_plays_any_card():
    ruling = legal_plays(cards("7S AH KD"), [], H)
    assert set(ruling.legal) == set(cards("7S AH KD"))
    assert ruling.obligation.code == "lead_free"
    assert ruling.refusals == ()


def test_rule_plis_follow_suit_without_climbing_outside_trumps():
    assert legal("7S AS 9H", "TS", H) == {"7S", "AS"}


def test_rule_plis_climb_on_a_trump_lead():
    ruling = legal_plays(cards("9H AH 7S"), cards("TH"), H)
    assert [str(c) for c in ruling.legal] == ["AH"]
    assert ruling.obligation.code == "voisin_must_climb"
    assert ruling.refusal(Card.parse("9H")).code == "voisin_refuse_not_climbing"
    assert ruling.refusal(Card.parse("7S")).code == "voisin_refuse_not_following"


def test_rule_plis_any_trump_when_none_climbs():
    ruling = legal_plays(cards("9H AH 7S"), cards("JH"), H)
    assert {str(c) for c in ruling.legal} == {"9H", "AH"}
    assert ruling.obligation.code == "voisin_follow_cannot_climb"


def test_rule_plis_void_means_free_choice_no_duty_to_cut():
    assert legal("7H AD 8C", "TS", H) == {"7H", "AD", "8C"}


def test_rule_plis_a_trump_onto_a_trump_must_beat_it():
    ruling = legal_plays(cards("7H AH 9D"), cards("TS 8H"), H)
    assert {str(c) for c in ruling.legal} == {"AH", "9D"}
    assert ruling.refusal(Card.parse("7H")).code == "voisin_refuse_undertrump"
    assert legal("7H AH 9D", "TS 8H", H, overtrump_when_cutting=False) == {"7H", "AH", "9D"}


def test_rule_plis_partner_master_with_a_trump_frees_the_player_in_2x2():
    assert legal("7H AH 9D", "TS 8H 9S", H, players="2x2") == {"7H", "AH", "9D"}
    assert legal("7H AH 9D", "TS 8H 9S", H, players="4") == {"AH", "9D"}
    # the duty to climb on a trump lead holds even over the partner
    assert legal("AH 7H", "TH 9S", H, players="2x2") == {"AH"}


def test_rule_variante_ii_tout_atout_climbs_and_falls_back_on_the_neighbour():
    assert legal("9S AS JS 7D", "TS", TA) == {"AS", "JS"}
    assert legal("7C AC 9H", "TS", TA) == {"7C", "AC"}
    assert legal("9H AD", "TS", TA) == {"9H", "AD"}
    ruling = legal_plays(cards("7C AC 9H"), cards("TS"), TA)
    assert ruling.refusal(Card.parse("9H")).code == "voisin_refuse_not_neighbour"


def test_rule_variante_ii_sans_atout_never_climbs():
    assert legal("9S AS 7C", "TS", SA) == {"9S", "AS"}
    assert legal("7D 8S", "TH", SA) == {"7D"}


def test_every_refused_card_has_a_reason():
    hand = cards("7H AH 9D 8S KS")
    ruling = legal_plays(hand, cards("TS 8H"), H)
    refused = set(hand) - set(ruling.legal)
    assert {c for c, _ in ruling.refusals} == refused
    assert all(reason.code for _, reason in ruling.refusals)


# --- errors --------------------------------------------------------------------------------------


def test_a_trick_needs_two_cards_and_a_hand_must_not_be_empty():
    with pytest.raises(EngineError, match="2 to 4 cards"):
        trick_winner(cards("AS"), H)
    with pytest.raises(EngineError, match="appears twice"):
        trick_winner(cards("AS AS"), H)
    with pytest.raises(EngineError, match="appears twice"):
        legal_plays(cards("AS 7H"), cards("AS"), H)
    with pytest.raises(EngineError, match="hand is empty"):
        legal_plays([], cards("AS"), H)


def test_an_unknown_trump_is_named():
    with pytest.raises(NotationError, match="not a Voisin trump"):
        parse_trump("X")
    with pytest.raises(NotationError, match="not a card of the 32-card deck"):
        trick_winner(cards("2S AS"), H)
