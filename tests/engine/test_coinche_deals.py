"""Random complete deals of belote coinchée: invariants, determinism, reasons rendered, the
game object's answers and its errors (seed 004; issue 3)."""

from __future__ import annotations

import dataclasses
import json
import random
import re
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reference.engine import get_game
from reference.engine.cards import DECK_32, AnyCard, Card
from reference.engine.casefile import answer_case
from reference.engine.coinche import (
    GAME,
    INTERPRETATIONS,
    REASON_CODES,
    Contract,
    Mode,
    Rules,
    card_points,
    deck_total,
    legal_plays,
    play_deal,
    random_deal,
    trick_winner,
)
from reference.engine.errors import EngineError, UnknownOptionError
from reference.engine.tricks import PlayedDeal, Reason
from reference.games import sentences as common
from reference.games.coinche import WORDS, sentences
from tests.budget import examples

CASES = Path(__file__).resolve().parent.parent / "cases" / "coinche.jsonl"

VARIANT_RULES = [
    Rules(),
    Rules(must_undertrump=False, partner_master_free=False),
    Rules(ta_scale="common", ta_dix_de_der=False),
    Rules(sa_ta_counting="raw_table"),
    Rules(sa_ta_counting="ta_two_thirds", ta_belote_every_suit=True),
    Rules(capot_lead_no_master=True, generale_leads=False),
    Rules(announcements="belote_only", coinche_multiplies="contract", bid_step=5),
    Rules(scoring="bid_only", contract_made_when="bid_plus_1", decoinche=True),
]


def check_deal(deal: PlayedDeal, rules: Rules) -> None:
    """The invariants of a complete deal."""
    dealt = [c for h in deal.hands for c in h]
    assert Counter(dealt) == Counter(DECK_32.cards)  # the 32 cards, once each
    assert all(len(h) == 8 for h in deal.hands)
    played = [p.card for t in deal.tricks for p in t.plays]
    assert Counter(played) == Counter(DECK_32.cards)
    assert len(deal.tricks) == 8
    mode = Mode.parse(deal.trump)
    hands = {seat: list(h) for seat, h in enumerate(deal.hands)}
    points = {0: 0, 1: 0}
    leader = deal.tricks[0].leader
    for n, trick in enumerate(deal.tricks):
        assert trick.leader == leader
        cards: list[Card] = []
        for k, play in enumerate(trick.plays):
            assert play.seat == (leader + k) % 4
            assert list(play.hand_before) == hands[play.seat]
            hand = [c for c in play.hand_before if isinstance(c, Card)]
            if not (n == 0 and k == 0 and rules.capot_lead_no_master):
                assert play.card in legal_plays(hand, cards, mode, rules).legal
            hands[play.seat].remove(play.card)
            assert isinstance(play.card, Card)
            cards.append(play.card)
        verdict = trick_winner(cards, mode)
        assert verdict.winner == trick.verdict.winner  # one winner, as the public function says
        points[trick.winner_seat % 2] += card_points(cards, mode, rules, last_trick=n == 7)
        leader = trick.winner_seat
    assert points[0] + points[1] == deck_total(mode, rules)  # 162 with a suit as trump
    assert deal.score["NS"] >= 0 and deal.score["EW"] >= 0
    assert set(deal.contract) == {"bid", "trump", "by", "coinche"}


@settings(max_examples=examples(150), deadline=None)
@given(st.integers(0, 2**32), st.sampled_from(VARIANT_RULES))
def test_property_random_deals_conserve_cards_and_points(seed: int, rules: Rules) -> None:
    check_deal(random_deal(random.Random(seed), rules), rules)


@settings(max_examples=examples(60), deadline=None)
@given(st.integers(0, 2**32), st.sampled_from(list(Mode)))
def test_property_every_suit_mode_deal_totals_162(seed: int, mode: Mode) -> None:
    deal = play_deal(random.Random(seed), Rules(), Contract(100, mode, "NS"))
    points = sum(
        card_points([p.card for p in t.plays if isinstance(p.card, Card)], mode, last_trick=i == 7)
        for i, t in enumerate(deal.tricks)
    )
    assert points == (170 if mode is Mode.TA else 162)


def test_same_seed_same_deal() -> None:
    a = random_deal(random.Random(42))
    b = GAME.random_deal(random.Random(42), Rules())
    assert a == b
    assert a != random_deal(random.Random(43))


def test_rule_generale_declarer_leads() -> None:
    deal = play_deal(random.Random(5), Rules(), Contract("generale", Mode.SPADES, "EW", 0, 3))
    assert deal.tricks[0].leader == 3
    other = play_deal(
        random.Random(5), Rules(generale_leads=False), Contract("generale", Mode.SPADES, "EW", 0, 3)
    )
    assert other.tricks[0].leader == 0


# --- reasons ---------------------------------------------------------------------------------


def render(reason: Reason) -> str:
    """The French sentence, with Django's lazy strings forced (settings come from pytest)."""
    return WORDS.sentence(reason)


def reasons_of(value: object) -> list[Reason]:
    if isinstance(value, dict) and "code" in value and "params" in value:
        return [Reason(value["code"], tuple(value["params"].items()), value.get("source", ""))]
    if isinstance(value, dict):
        return [r for v in value.values() for r in reasons_of(v)]
    if isinstance(value, list):
        return [r for v in value for r in reasons_of(v)]
    return []


def test_every_reason_code_has_a_french_sentence() -> None:
    missing = [c for c in REASON_CODES if c not in sentences.MESSAGES and c not in common.MESSAGES]
    assert not missing
    assert not set(sentences.MESSAGES) & set(common.MESSAGES)  # never override shared codes


@pytest.mark.slow
def test_every_reason_of_many_deals_and_all_cases_renders() -> None:
    seen: set[str] = set()
    for seed in range(300):
        rules = VARIANT_RULES[seed % len(VARIANT_RULES)]
        deal = random_deal(random.Random(seed), rules)
        mode = Mode.parse(deal.trump)
        for trick in deal.tricks:
            for r in trick.verdict.reasons:
                assert render(r)
                seen.add(r.code)
            cards: list[AnyCard] = []
            for play in trick.plays:
                hand = [c for c in play.hand_before if isinstance(c, Card)]
                ruling = legal_plays(hand, [c for c in cards if isinstance(c, Card)], mode, rules)
                for r in (ruling.obligation, *(r for _c, r in ruling.refusals)):
                    assert render(r)
                    seen.add(r.code)
                cards.append(play.card)
        for r in reasons_of(deal.score):
            assert "%(" not in render(r)
            seen.add(r.code)
    for line in CASES.read_text(encoding="utf-8").splitlines():
        for r in reasons_of(answer_case(json.loads(line))):
            assert render(r)
            seen.add(r.code)
    assert {"must_overtrump", "must_undertrump", "wins_trump_cut", "contract_failed"} <= seen


# --- the game object, inputs and options ----------------------------------------------------


def test_registry_gives_the_coinche_game() -> None:
    assert get_game("coinche") is GAME
    assert GAME.kinds == {
        "trick_winner",
        "legal_plays",
        "card_points",
        "contract_target",
        "bid",
        "score",
        "announcements",
        "game_end",
    }


def test_every_interpretation_names_a_real_option() -> None:
    fields = {f.name for f in dataclasses.fields(Rules)}
    assert set(Rules.OPTIONS) == fields
    for interp in INTERPRETATIONS:
        assert interp.option is None or interp.option in fields, interp.id
    for name, values in Rules.OPTIONS.items():
        assert getattr(Rules(), name) == values[0], name  # first value listed is the default


def test_the_case_file_covers_every_kind_and_option() -> None:
    cases = [json.loads(line) for line in CASES.read_text(encoding="utf-8").splitlines()]
    assert len(cases) >= 120
    assert {c["kind"] for c in cases} == set(GAME.kinds)
    used = {k for c in cases for k in c["rules"]}
    assert used == set(Rules.OPTIONS)
    ids = {i.id for i in INTERPRETATIONS}
    for case in cases:
        assert case["note"] and case["id"].startswith("coinche-")
        for cited in re.findall(r"interpretation (coinche-[a-z0-9-]*[a-z0-9])", case["note"]):
            assert cited in ids, (case["id"], cited)


def test_unknown_options_are_clear_errors() -> None:
    with pytest.raises(UnknownOptionError, match="unknown rules option 'undertrump'"):
        GAME.make_rules({"undertrump": True})
    with pytest.raises(UnknownOptionError, match="generale_value"):
        GAME.make_rules({"generale_value": 600})


@pytest.mark.parametrize(
    ("kind", "data", "message"),
    [
        ("trick_winner", {"trump": "X", "trick": ["AS", "KS"]}, "not a coinche trump"),
        ("trick_winner", {"trump": "H", "trick": ["AS"]}, "at least 2 cards"),
        ("trick_winner", {"trump": "H", "trick": ["AS", "2S"]}, "32-card deck"),
        ("trick_winner", {"trump": "H", "trick": ["AS", "AS"]}, "twice"),
        ("trick_winner", {"trick": ["AS", "KS"]}, "needs 'trump'"),
        ("legal_plays", {"trump": "H", "trick": ["AS"], "hand": []}, "empty"),
        (
            "legal_plays",
            {"trump": "H", "trick": ["AS", "KS", "QS", "JS"], "hand": ["7H"]},
            "at most 3",
        ),
        (
            "legal_plays",
            {"trump": "H", "trick": [], "hand": ["7H"], "contract": {"bid": 80, "trump": "S"}},
            "differs",
        ),
        (
            "legal_plays",
            {"trump": "H", "trick": [], "hand": ["7H"], "hnad": []},
            "unknown input field",
        ),
        ("card_points", {"trump": "H", "cards": ["AS"], "last_trick": "yes"}, "true or false"),
        ("bid", {"auction": ["80H", "70S"], "call": "pass"}, "not legal"),
        ("bid", {"auction": "80H", "call": "pass"}, "list of calls"),
        ("bid", {"auction": [], "call": "ninety"}, "not a coinche call"),
        ("score", {"contract": {"bid": 110, "trump": "H"}, "result": {}}, "'by'"),
        ("score", {"contract": {"bid": "slam", "trump": "H", "by": "NS"}, "result": {}}, "capot"),
        (
            "score",
            {"contract": {"bid": 110, "trump": "H", "by": "NS"}, "result": {"points": {"NS": 100}}},
            "both NS and EW",
        ),
        (
            "score",
            {"contract": {"bid": 110, "trump": "H", "by": "NS", "coinche": 3}, "result": {}},
            "coinche is 0",
        ),
        ("contract_target", {"contract": 110}, "contract is an object"),
    ],
)
def test_bad_inputs_are_clear_errors(kind: str, data: dict[str, object], message: str) -> None:
    with pytest.raises(EngineError, match=message):
        GAME.answer(kind, data, Rules())


def test_answers_carry_reasons() -> None:
    answer = GAME.answer(
        "legal_plays", {"trump": "S", "trick": ["KH", "9S"], "hand": ["JS", "7S", "AD"]}, Rules()
    )
    assert answer["legal"] == ["JS"]
    assert answer["obligation"]["code"] == "must_overtrump"
    assert set(answer["refusals"]) == {"7S", "AD"}
    won = GAME.answer("trick_winner", {"trump": "H", "trick": ["AH", "9H", "TH", "KH"]}, Rules())
    assert won["winner"] == 1 and won["reasons"][0]["params"]["above"] == ["JH"]
