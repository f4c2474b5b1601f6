"""Belote coinchée card play: orders, points, legal plays and trick winners (seed 004).

Seed 004 §Le jeu de la carte delegates play to belote; the obligations tested are those of
``rules-analysis.md`` §6.4 and the point scales those of §6.2 (004 §Sans atout, §Tout atout).
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from reference.engine.cards import DECK_32, Card, Rank, Suit
from reference.engine.coinche import (
    MODES,
    ORDER_PLAIN,
    ORDER_TRUMP,
    Mode,
    Rules,
    card_points,
    counted_total,
    deck_total,
    legal_plays,
    master_cards,
    trick_winner,
)
from tests.budget import examples


def cards(*texts: str) -> list[Card]:
    return [Card.parse(t) for t in texts]


def legal(hand: str, trick: str, trump: str, **options: object) -> set[str]:
    ruling = legal_plays(
        cards(*hand.split()), cards(*trick.split()), Mode.parse(trump), Rules(**options)
    )  # type: ignore[arg-type]
    return {str(c) for c in ruling.legal}


ALL_CARDS: list[Card] = [c for c in DECK_32.cards if isinstance(c, Card)]

# --- 004 §Choix de l'atout, §Sans atout, §Tout atout: deck totals -----------------------

RULE_TOTALS = [
    ({}, {Mode.HEARTS: 162, Mode.SA: 162, Mode.TA: 170}),  # 162; SA ace 19; TA 160 + 10
    ({"ta_dix_de_der": False}, {Mode.TA: 160}),  # "ramener le total à 160"
    ({"ta_scale": "common"}, {Mode.TA: 162}),  # analysis C-2 reading c
    ({"sa_ta_counting": "raw_table"}, {Mode.SA: 130, Mode.TA: 258}),  # raw totals
    ({"sa_ta_counting": "ta_plus_50"}, {Mode.TA: 258, Mode.SA: 162}),
]


def test_rule_6_2_deck_totals_match_the_document() -> None:
    for options, totals in RULE_TOTALS:
        rules = Rules(**options)  # type: ignore[arg-type]
        for mode, total in totals.items():
            assert deck_total(mode, rules) == total, (options, mode)


def test_rule_6_7_two_thirds_brings_tout_atout_to_about_165() -> None:
    rules = Rules(sa_ta_counting="ta_two_thirds")
    assert deck_total(Mode.TA, rules) == 4 * 62  # raw, no last trick
    assert 165 <= counted_total(Mode.TA, rules) < 166  # "environ 165"


@given(
    st.sampled_from(MODES),
    st.sampled_from([options for options, _ in RULE_TOTALS]),
    st.permutations(ALL_CARDS),
    st.integers(min_value=0, max_value=32),
)
def test_property_any_split_of_the_deck_totals_the_mode_total(
    mode: Mode, options: dict[str, object], deck: list[Card], cut: int
) -> None:
    rules = Rules(**options)  # type: ignore[arg-type]
    a = card_points(deck[:cut], mode, rules, last_trick=True)
    b = card_points(deck[cut:], mode, rules)
    assert a + b == deck_total(mode, rules)
    suit_totals = {62 if mode.trump_suit is s else 30 for s in Suit}
    if mode.trump_suit is not None:
        assert deck_total(mode, rules) == sum(suit_totals) + 2 * 30 + 10


def test_rule_6_2_sans_atout_ace_is_worth_19_and_the_jack_2() -> None:
    assert card_points(cards("AS"), Mode.SA) == 19
    assert card_points(cards("JS", "9S"), Mode.SA) == 2


def test_rule_6_2_tout_atout_document_scale() -> None:
    values = {"J": 14, "9": 9, "A": 7, "T": 5, "K": 3, "Q": 2, "8": 0, "7": 0}
    for rank, value in values.items():
        assert card_points(cards(rank + "C"), Mode.TA) == value


# --- trick winner ---------------------------------------------------------------------------


def test_rule_6_4_trump_nine_wins_with_reason_naming_the_jack() -> None:
    verdict = trick_winner(cards("AH", "9H", "TH", "KH"), Mode.HEARTS)
    assert verdict.winner == 1
    reason = verdict.reasons[0]
    assert reason.code == "wins_trump_led"
    assert reason.get("above") == (Card(Rank.JACK, Suit.HEARTS),)


def test_rule_6_4_a_trump_cuts_a_plain_suit() -> None:
    verdict = trick_winner(cards("AD", "7H", "TD", "KD"), Mode.HEARTS)
    assert verdict.winner == 1
    assert verdict.reasons[0].code == "wins_trump_cut"


def test_rule_6_4_tout_atout_no_suit_cuts() -> None:
    verdict = trick_winner(cards("8D", "JS", "7D", "9H"), Mode.TA)
    assert verdict.winner == 0
    assert [r.code for r in verdict.reasons] == ["wins_led_ta", "cannot_win_offsuit"]
    assert verdict.reasons[1].get("cards") == tuple(cards("JS", "9H"))


def test_rule_6_4_sans_atout_plain_order() -> None:
    assert trick_winner(cards("9C", "JC", "TC", "KC"), Mode.SA).winner == 2


def oracle_winner(trick: list[Card], mode: Mode) -> int:
    """Independent reading of the rule: the highest trump, else the highest of the led suit,
    in the orders J 9 A 10 K Q 8 7 (trumps, every suit at TA) and A 10 K Q J 9 8 7."""
    trump = mode.trump_suit
    candidates = [c for c in trick if c.suit is trump] or [
        c for c in trick if c.suit is trick[0].suit
    ]
    strong_order = mode is Mode.TA or candidates[0].suit is trump
    order = ORDER_TRUMP if strong_order else ORDER_PLAIN
    best = [
        c for c in candidates if order.index(c.rank) == min(order.index(d.rank) for d in candidates)
    ]
    assert len(best) == 1  # exactly one card can win
    return trick.index(best[0])


@given(st.sampled_from(MODES), st.permutations(ALL_CARDS), st.integers(2, 4))
def test_property_exactly_one_winner_per_trick(mode: Mode, deck: list[Card], size: int) -> None:
    trick = deck[:size]
    verdict = trick_winner(trick, mode)
    assert verdict.winner == oracle_winner(trick, mode)
    assert verdict.card == trick[verdict.winner]
    assert verdict.reasons and verdict.reasons[0].get("card") == verdict.card


# --- legal plays ---------------------------------------------------------------------------


def test_rule_6_4_1_must_follow_suit() -> None:
    assert legal("AS 7S JH 8D", "KS", "H") == {"AS", "7S"}


def test_rule_6_4_2_trumps_led_overtrump_even_the_partner() -> None:
    ruling = legal_plays(cards("JH", "8H", "AD"), cards("9H", "7S"), Mode.HEARTS)
    assert {str(c) for c in ruling.legal} == {"JH"}
    assert ruling.obligation.code == "must_overtrump_trump_led"


def test_rule_6_4_3_partner_master_frees() -> None:
    assert legal("JH 7D 8C", "AS 7S", "H") == {"JH", "7D", "8C"}
    assert legal("JH 7D", "AS 7S", "H", partner_master_free=False) == {"JH"}


def test_rule_6_4_3_must_trump_when_an_opponent_wins() -> None:
    ruling = legal_plays(cards("JH", "7H", "KD"), cards("AS"), Mode.HEARTS)
    assert ruling.obligation.code == "must_trump"
    assert ruling.refusal(Card.parse("KD")) == ruling.obligation


def test_rule_6_4_3_must_overtrump_names_the_winning_and_held_cards() -> None:
    ruling = legal_plays(cards("JS", "7S", "AD"), cards("KH", "9S"), Mode.SPADES)
    reason = ruling.obligation
    assert reason.code == "must_overtrump"
    assert reason.get("winning") == Card.parse("9S")
    assert reason.get("holding") == (Card.parse("JS"),)
    assert {str(c) for c, _ in ruling.refusals} == {"7S", "AD"}


def test_rule_6_4_3_must_undertrump_is_an_option() -> None:
    assert legal("8H 7H KD", "AS 9H", "H") == {"8H", "7H"}
    assert legal("8H 7H KD", "AS 9H", "H", must_undertrump=False) == {"8H", "7H", "KD"}


def test_rule_6_4_5_tout_atout_beat_the_best_card_of_the_led_suit() -> None:
    assert legal("TD 9D KH", "8D AD 7D", "TA") == {"9D"}
    assert legal("TD 7D KH", "8D AD", "TA") == {"TD", "7D"}


def test_rule_6_4_4_sans_atout_follow_else_free() -> None:
    assert legal("AS 8S AH", "7S", "SA") == {"AS", "8S"}
    assert legal("AH KD", "7S", "SA") == {"AH", "KD"}


def test_variant_capot_lead_excludes_master_cards() -> None:
    hand = cards("AS", "KS", "JH", "7D")
    assert set(master_cards(hand, Mode.HEARTS)) == set(cards("AS", "JH"))
    ruling = legal_plays(
        hand, [], Mode.HEARTS, Rules(capot_lead_no_master=True), capot_defence_lead=True
    )
    assert set(ruling.legal) == set(cards("KS", "7D"))
    assert ruling.obligation.code == "capot_no_master_lead"
    assert len(legal_plays(hand, [], Mode.HEARTS, capot_defence_lead=True).legal) == 4


@settings(max_examples=examples(300))
@given(
    st.sampled_from(MODES),
    st.permutations(ALL_CARDS),
    st.integers(0, 3),
    st.integers(1, 8),
    st.booleans(),
    st.booleans(),
)
def test_property_legal_set_is_never_empty_and_a_subset_of_the_hand(
    mode: Mode, deck: list[Card], size: int, hand_size: int, undertrump: bool, free: bool
) -> None:
    trick, hand = deck[:size], deck[size : size + hand_size]
    rules = Rules(must_undertrump=undertrump, partner_master_free=free)
    ruling = legal_plays(hand, trick, mode, rules)
    assert ruling.legal and set(ruling.legal) <= set(hand)
    refused = {c for c, _ in ruling.refusals}
    assert refused == set(hand) - set(ruling.legal)
    if trick:
        led = trick[0].suit
        if any(c.suit is led for c in hand):  # follow suit whatever the mode
            assert all(c.suit is led for c in ruling.legal)
