"""Le Voisin through the typed ``Game`` protocol: the same answers as the case format, a frozen
auction that agrees with ``check_call`` and ``auction_outcome``, the shared score sheet."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reference.engine.cards import Card
from reference.engine.errors import EngineError
from reference.engine.voisin import (
    GAME,
    Call,
    Rules,
    auction_outcome,
    check_call,
    random_deal,
)
from reference.engine.voisin.auction import CANDIDATE_CALLS
from reference.engine.voisin.table import TRUMP_MODES
from tests.budget import examples

TABLES = ("2", "3", "4", "2x2")
RULE_SETS = (Rules(), Rules(variante_ii=True), Rules(variante_i=True, variante_ii=True))


def test_modes_read_and_write_their_case_notation():
    for mode in TRUMP_MODES:
        assert GAME.parse_mode(GAME.mode_code(mode)) is mode


@pytest.mark.parametrize("seed", range(30))
def test_protocol_answers_are_the_case_answers(seed):
    rules = Rules()
    deal = random_deal(random.Random(seed), rules, TABLES[seed % 4])
    trump = GAME.parse_mode(deal.trump)
    for record in deal.tricks:
        cards = [str(c) for c in record.cards]
        question = {"trump": deal.trump, "trick": cards, "players": TABLES[seed % 4]}
        spot = GAME.read_spot(question, rules)
        verdict = GAME.trick_winner(spot.trick, spot.mode, rules, spot.players)
        assert verdict.winner == GAME.answer("trick_winner", question, rules)["winner"]
        assert verdict.winner == record.verdict.winner
        points = GAME.card_points(record.cards, trump, rules)
        answer = GAME.answer("card_points", {"trump": deal.trump, "cards": cards}, rules)
        assert points == Fraction(str(answer["points"]))
        for index in range(1, len(record.plays)):
            play = {
                **question,
                "trick": cards[:index],
                "hand": [str(c) for c in record.plays[index].hand_before],
            }
            ruling = GAME.legal_plays(GAME.read_spot(play, rules), rules)
            assert ruling.to_json() == GAME.answer("legal_plays", play, rules)
            assert record.cards[index] in ruling.legal


@pytest.mark.parametrize("seed", range(40))
def test_the_score_sheet_is_the_case_answer(seed):
    rules = Rules()
    deal = random_deal(random.Random(seed), rules, TABLES[seed % 4])
    contract = dict(deal.contract)
    question = {"players": TABLES[seed % 4], "contract": contract, "result": deal.result}
    sheet = GAME.score(question, rules)
    answer = GAME.answer("score", question, rules)
    assert sheet.sides == tuple(str(s) for s in range(len(answer["scores"])))
    assert list(sheet.scores) == answer["scores"] == deal.score["scores"]
    assert list(sheet.marks) == answer["traits"]
    assert sheet.made is answer["made"]
    assert [s.to_json() for s in sheet.steps] == answer["steps"]


@settings(max_examples=examples(150), deadline=None)
@given(
    st.sampled_from(TABLES),
    st.sampled_from(RULE_SETS),
    st.lists(st.integers(min_value=0, max_value=1000), max_size=10),
)
def test_the_frozen_auction_agrees_with_check_call_and_auction_outcome(players, rules, picks):
    if rules.variante_i:
        players = "2"
    state = GAME.auction(rules, players)
    made: list[Call] = []
    for pick in picks:
        legal = state.legal_calls()
        for candidate in CANDIDATE_CALLS:
            expected = check_call(made, candidate, players, rules).legal
            assert (str(candidate) in legal) == expected
            assert state.ruling(str(candidate)).legal == expected
        if not legal:
            assert state.ended
            break
        call = legal[pick % len(legal)]
        assert state.next_seat == len(made) % (4 if players == "2x2" else int(players))
        after = state.apply(call)
        assert state.calls == tuple(after.calls[:-1])  # the state before is untouched
        made.append(Call.parse(call))
        state = after
    if state.ended:
        turned = Card.parse("7S")
        outcome = auction_outcome(made, players, rules, turned=turned)
        contract = state.contract
        if outcome.contract is None:
            assert contract is None
        else:
            assert contract is not None
            expected = outcome.contract.to_json()
            trump = contract["trump"] if contract["trump"] is not None else "S"
            assert {**contract, "trump": trump} == {
                **expected,
                "taker_seat": outcome.taker_seat,
                "round": outcome.round,
            }


def test_the_auction_refuses_an_illegal_call_and_a_call_out_of_turn():
    state = GAME.auction(Rules(), "3").apply("charge H")
    assert state.ruling("prise").legal is False
    with pytest.raises(EngineError, match="not legal"):
        state.apply("prise")
    with pytest.raises(EngineError, match="out of turn"):
        state.ruling("pass", seat=0)
    with pytest.raises(EngineError, match="Variante I is played by 2 players"):
        GAME.auction(Rules(variante_i=True), "3")


def test_call_rulings_read_the_table_from_the_context():
    round_two = GAME.call_ruling(["pass"] * 3, "prise H", Rules(), {"players": "3"})
    assert round_two.legal and round_two.reason.code == "voisin_bid_round_two_prise"
    four = GAME.call_ruling(["pass"] * 3, "prise H", Rules(), {})
    assert not four.legal and four.reason.code == "voisin_bid_round_one_prise_turned"
