"""Belote coinchée auction and announcements (seed 004 §Choix de l'atout, §Les annonces;
``rules-analysis.md`` §6.3 and §6.5)."""

from __future__ import annotations

import random

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from reference.engine.cards import Card
from reference.engine.coinche import (
    Auction,
    Call,
    Mode,
    Rules,
    belote_count,
    bidding_ladder,
    compare_announcements,
    find_announcements,
    is_legal_call,
)
from reference.engine.coinche.bid_scales import offered_values
from reference.engine.coinche.deal import random_auction
from reference.engine.errors import EngineError, NotationError, UnknownOptionError
from tests.budget import examples


def hand(*texts: str) -> list[Card]:
    return [Card.parse(t) for t in texts]


def test_rule_6_3_values_start_at_80_and_rise_in_tens() -> None:
    assert is_legal_call([], "80H")[0]
    ok, reason = is_legal_call([], "70H")
    assert not ok and reason.code == "bid_below_minimum" and reason.get("minimum") == 80
    assert is_legal_call([], "95S")[1].code == "bid_not_step"
    assert is_legal_call([], "95S", Rules(bid_step=5))[0]


def test_rule_6_3_a_bid_must_be_higher_the_trump_does_not_rank() -> None:
    ok, reason = is_legal_call(["100S"], "100H")
    assert not ok and reason.code == "bid_not_higher"


def test_rule_6_3_capot_above_numbers_generale_above_capot() -> None:
    assert is_legal_call(["500H"], "capot S")[0]
    assert is_legal_call(["capot S"], "generale S")[0]
    assert not is_legal_call(["generale S"], "capot H")[0]
    assert bidding_ladder()[-2:] == ("capot", "generale")


def test_rule_6_3_three_passes_end_the_auction_on_a_contract() -> None:
    state = Auction.replay(["pass", "90D", "pass", "pass", "pass"])
    assert state.ended and state.contract is not None
    assert (state.contract.level, state.contract.mode, state.contract.by) == (
        90,
        Mode.DIAMONDS,
        "EW",
    )
    assert state.contract.declarer == 1


def test_rule_6_3_four_passes_mean_a_new_deal() -> None:
    state = Auction.replay(["pass"] * 4)
    assert state.redeal and state.contract is None
    assert state.check(Call.parse("80H")).code == "auction_redeal"


def test_rule_6_3_coinche_by_an_opponent_then_surcoinche_by_the_coinched_side() -> None:
    assert is_legal_call(["80H"], "coinche")[0]
    assert is_legal_call(["80H", "pass"], "coinche")[1].code == "coinche_own_side"
    state = Auction.replay(["80H", "coinche", "surcoinche"])
    assert state.ended and state.contract is not None and state.contract.coinche == 2
    assert Rules().multiplier(state.contract.coinche) == 4


def test_rule_6_3_coinche_a_la_volee_out_of_turn() -> None:
    state = Auction.replay(["80H"])
    assert state.refusal(Call.parse("coinche"), seat=3) is None
    in_turn = Auction.replay(["80H"], Rules(coinche_timing="in_turn"))
    assert in_turn.check(Call.parse("coinche"), seat=3).code == "coinche_in_turn_only"
    assert state.check(Call.parse("90S"), seat=2).code == "out_of_turn"


def test_rule_6_3_after_a_coinche_nobody_bids_unless_decoinche() -> None:
    assert is_legal_call(["80H", "coinche"], "90S")[1].code == "bid_after_coinche"
    state = Auction.replay(["80H", "coinche", "90S"], Rules(decoinche=True))
    assert state.coinche == 0 and state.bid == Call.parse("90S")


def test_variant_coinche_restrictions() -> None:
    assert is_legal_call(["80H"], "coinche", Rules(coinchable_80=False))[1].code == "coinche_not_80"
    assert not is_legal_call(["capot H"], "coinche", Rules(coinchable_capot=False))[0]
    assert not is_legal_call(["generale H"], "coinche", Rules(coinchable_generale=False))[0]
    assert is_legal_call(["generale H"], "coinche")[0]


def test_variant_raise_own_bid_changes_the_end_of_the_auction() -> None:
    rules = Rules(raise_own_bid="other_suit")
    state = Auction.replay(["80H", "pass", "pass", "pass"], rules)
    assert not state.ended
    assert state.check(Call.parse("90H")).code == "raise_own_same_trump"
    assert Auction.replay(["80H", "pass", "pass", "pass", "pass"], rules).ended


def test_call_notation_round_trips() -> None:
    for text in ("pass", "90H", "120SA", "250TA", "capot S", "generale H", "coinche", "surcoinche"):
        assert str(Call.parse(text)) == text
    with pytest.raises(NotationError):
        Call.parse("90X")
    with pytest.raises(EngineError):
        Auction.replay(["80H", "80S"])


@settings(max_examples=examples(60))
@given(st.integers(0, 10_000))
def test_property_random_auctions_are_legal_and_end(seed: int) -> None:
    state = random_auction(random.Random(seed))
    assert state.ended
    replayed = Auction.replay([c for _s, c in state.calls])
    assert replayed.contract == state.contract


#: Every call there is: each value from 50 to 300 by fives at each trump, capot and générale
#: with and without the belote, the schmurtz, and the calls without a value.
EVERY_CALL = (
    *(Call(kind) for kind in ("pass", "coinche", "surcoinche", "cancel")),
    *(Call("bid", value, mode) for value in range(50, 305, 5) for mode in Mode),
    *(
        Call("bid", level, mode, belote)
        for level in ("capot", "generale")
        for mode in Mode
        for belote in (False, True)
    ),
    Call("bid", "capot", Mode.SA, schmurtz=True),
)
BIDDING_OPTIONS = (
    "sa_ta_bids", "max_bid", "bid_step", "raise_own_bid", "max_bids_per_player", "decoinche",
    "allow_tout_atout", "allow_sans_atout", "allow_generale", "sa_ta_only_capot",
    "belote_capot_bids", "weak_hand", "coinchable_80", "coinchable_capot",
)  # fmt: skip


@settings(max_examples=examples(120))
@given(st.integers(0, 10_000), st.fixed_dictionaries(
    {name: st.sampled_from(Rules.OPTIONS[name]) for name in BIDDING_OPTIONS}
))  # fmt: skip
def test_property_legal_calls_are_the_calls_not_refused(seed: int, options: dict) -> None:
    """At every point of an auction, under any bidding variant: the calls offered are exactly
    those the auction does not refuse, among the values a table lists."""
    try:
        rules = Rules(**options)
    except UnknownOptionError:  # variants that cannot go together
        assume(False)
    offered = set(offered_values(rules))
    calls = [c for c in EVERY_CALL if not isinstance(c.level, int) or c.level in offered]
    state = random_auction(random.Random(seed), rules)
    for step in range(len(state.calls) + 1):
        auction = Auction.replay([c for _s, c in state.calls[:step]], rules)
        not_refused = {c for c in calls if auction.refusal(c) is None}
        assert set(auction.legal_calls()) == not_refused


# --- announcements ---------------------------------------------------------------------------


def test_rule_6_5_sequences_and_carres() -> None:
    found = find_announcements(hand("7S", "8S", "9S", "TS", "JS", "AH", "KH", "QH"), Mode.CLUBS)
    assert sorted((a.kind, a.value) for a in found) == [("cent", 100), ("tierce", 20)]
    carre = find_announcements(hand("9S", "9H", "9D", "9C", "7S"), Mode.CLUBS)
    assert [(a.kind, a.value) for a in carre] == [("carre", 150)]
    assert find_announcements(hand("8S", "8H", "8D", "8C"), Mode.CLUBS) == ()


def test_rule_6_5_a_card_serves_in_one_announcement() -> None:
    # four kings and Q-K-A of hearts: the carré (100) beats the tierce (20) for the king
    found = find_announcements(hand("KS", "KH", "KD", "KC", "QH", "AH"), Mode.CLUBS)
    assert [(a.kind, a.value) for a in found] == [("carre", 100)]


def test_rule_6_5_contree_admits_only_the_belote() -> None:
    rules = Rules(announcements="belote_only")
    assert find_announcements(hand("7S", "8S", "9S"), Mode.CLUBS, rules) == ()
    assert belote_count(hand("KC", "QC"), Mode.CLUBS, rules) == 1


def test_rule_6_5_belote_is_king_and_queen_of_trump() -> None:
    assert belote_count(hand("KH", "QH"), Mode.HEARTS) == 1
    assert belote_count(hand("KH", "QH"), Mode.SPADES) == 0
    assert belote_count(hand("KH", "QH", "KS", "QS"), Mode.TA) == 0
    assert (
        belote_count(hand("KH", "QH", "KS", "QS"), Mode.TA, Rules(ta_belote_every_suit=True)) == 2
    )


def test_rule_6_5_only_the_best_team_counts_its_announcements() -> None:
    a = find_announcements(hand("7H", "8H", "9H", "TH"), Mode.SPADES)  # quarte 50, seat 0
    b = find_announcements(hand("7D", "8D", "9D"), Mode.SPADES)  # tierce 20, seat 1
    c = find_announcements(hand("JC", "QC", "KC"), Mode.SPADES)  # tierce 20, seat 2
    ruling = compare_announcements([a, b, c, ()], Mode.SPADES)
    assert ruling.team == "NS" and dict(ruling.points) == {"NS": 70, "EW": 0}


def test_rule_6_5_equal_sequences_trump_then_first_seat() -> None:
    plain = find_announcements(hand("7H", "8H", "9H"), Mode.SPADES)
    trump = find_announcements(hand("7S", "8S", "9S"), Mode.SPADES)
    assert compare_announcements([plain, trump, (), ()], Mode.SPADES).team == "EW"
    other = find_announcements(hand("7D", "8D", "9D"), Mode.SPADES)
    tie = compare_announcements([(), plain, other, ()], Mode.SPADES)
    assert tie.team == "EW" and tie.reasons[1].code == "announcement_tie_first_seat"
