"""The Neurotrio auction (seed 001 §Enchères; analysis §2.3, N-3 to N-6)."""

from __future__ import annotations

import pytest

from reference.engine.cards import Background, Nature
from reference.engine.errors import EngineError, NotationError, UnknownOptionError
from reference.engine.neurotrio import (
    GAME,
    Bid,
    Call,
    IllegalCallError,
    Rules,
    bidding_ladder,
    check_call,
    replay,
)

DEFAULT = Rules()


def legal(calls: list[str], call: str, players: int = 3, rules: Rules = DEFAULT) -> bool:
    return check_call(replay(calls, players, rules), Call.parse(call), rules).legal


def test_rule_attribute_ladder_bleu_noir_vert_coeur_etoile_rose() -> None:
    ladder = [str(b) for b in bidding_ladder(4)[:6]]
    assert ladder == ["1R", "1E", "1C", "1V", "1N", "1B"]
    heights = [b.height for b in bidding_ladder(4)]
    assert heights == sorted(set(heights))


def test_rule_bridge_order_level_first() -> None:
    assert legal(["1B"], "2R")
    assert not legal(["2E"], "1B")
    assert not legal(["1C"], "1E")
    assert legal(["1C"], "1V")


def test_rule_componentwise_order_is_an_option() -> None:
    rules = Rules(bid_order="componentwise")
    assert not legal(["1B"], "2R", rules=rules)
    assert legal(["1C"], "1B", rules=rules)
    assert legal(["1C"], "2C", rules=rules)


def test_rule_max_level_keeps_the_target_within_the_deal() -> None:
    # 3, 4, 5 players: 17, 13, 10 tricks, so levels 9, 7, 5 (analysis N-4).
    for players, top in ((3, 9), (4, 7), (5, 5)):
        assert legal([], f"{top}B", players)
        assert not legal([], f"{top + 1}R", players)
        assert legal([], f"{top + 1}R", players, Rules(max_level="none"))


def test_rule_auction_ends_after_n_minus_1_non_bids_and_last_bidder_cannot_raise() -> None:
    auction = replay(["1C", "pass", "pass"], 3, DEFAULT)
    assert auction.over
    contract = auction.contract
    assert contract is not None and (contract.level, contract.attribute) == (1, Nature.COEUR)
    assert contract.taker == 0
    ruling = check_call(auction, Call.parse("2C"), DEFAULT)
    assert not ruling.legal and ruling.reason.code == "neurotrio_cannot_raise_own_bid"


def test_rule_contre_needs_a_bid_by_someone_else_and_happens_once() -> None:
    assert not legal([], "contre")
    assert legal(["1C"], "contre")
    assert not legal(["1C", "contre"], "contre", 4)
    assert not legal(["1C", "contre"], "surcontre", 4)


def test_rule_contre_counts_only_after_the_last_bid() -> None:
    kept = replay(["1C", "contre", "pass"], 3, DEFAULT).contract
    assert kept is not None and kept.contre
    wiped = replay(["1C", "contre", "1V", "pass", "pass"], 3, DEFAULT).contract
    assert wiped is not None and not wiped.contre and wiped.attribute is Background.VERT


def test_rule_passes_are_not_final_by_default() -> None:
    assert legal(["pass", "1R", "pass", "pass"], "1C", 4)
    assert not legal(["pass", "1R", "pass", "pass"], "1C", 4, Rules(auction_end="final_pass"))


def test_rule_final_pass_ends_on_a_bid_nobody_can_answer() -> None:
    rules = Rules(auction_end="final_pass")
    auction = replay(["pass", "pass", "1R"], 3, rules)
    assert auction.over and auction.contract is not None and auction.contract.taker == 2
    assert not replay(["pass", "pass", "1R"], 3, DEFAULT).over


def test_rule_bridge_end_gives_the_contred_bidder_one_more_call() -> None:
    rules = Rules(auction_end="bridge")
    assert not legal(["1C", "contre", "pass"], "2C")
    assert legal(["1C", "contre", "pass"], "2C", rules=rules)
    assert not legal(["1C", "contre", "pass"], "contre", rules=rules)
    assert replay(["1C", "contre", "pass", "pass"], 3, rules).over


def test_rule_everyone_passes_redeal() -> None:
    auction = replay(["pass"] * 4, 4, DEFAULT)
    assert auction.passed_out and auction.contract is None
    assert not legal(["pass"] * 4, "1R", 4)


def test_illegal_call_in_the_auction_is_refused_with_its_reason() -> None:
    with pytest.raises(IllegalCallError) as info:
        replay(["1C", "1E"], 3, DEFAULT)
    assert info.value.violation.code == "neurotrio_bid_too_low"


def test_call_notation_round_trips_and_rejects_nonsense() -> None:
    for text in ("pass", "contre", "2V", "9B", "1R"):
        assert str(Call.parse(text)) == text
    assert Bid.parse("3 r") == Bid(3, Nature.ROSE)
    for bad in ("0C", "2X", "deux", "", "2"):
        with pytest.raises(NotationError):
            Call.parse(bad)


def test_bid_case_without_players_answers_only_when_it_does_not_matter() -> None:
    assert GAME.answer("bid", {"auction": ["1C"], "call": "1E"}, DEFAULT)["legal"] is False
    with pytest.raises(EngineError, match="depends on the number of players"):
        GAME.answer("bid", {"auction": ["1C", "pass", "pass"], "call": "2C"}, DEFAULT)


def test_unknown_options_are_refused() -> None:
    with pytest.raises(UnknownOptionError):
        GAME.make_rules({"bid_order": "tarot"})
    with pytest.raises(UnknownOptionError):
        GAME.make_rules({"first_bidder": "dealer_right"})
    with pytest.raises(UnknownOptionError):
        GAME.make_rules({"surcontre": True})
    assert GAME.make_rules({"auction_end": "final_pass"}).auction_end == "final_pass"
