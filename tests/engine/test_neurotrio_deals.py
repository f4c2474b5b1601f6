"""Random complete Neurotrio deals: invariants, determinism, and every reason has a sentence.

Seed 001 throughout; the invariants are those of the engine issue: a legal-play set is never
empty, deals conserve the 54 cards, each trick has one winner, and the score follows the rules.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reference.engine import get_game
from reference.engine.cards import DECK_NEUROTRIO, AnyCard, NeuroCard
from reference.engine.casefile import answer_case
from reference.engine.neurotrio import (
    ATTRIBUTE_LADDER,
    DEAL_SIZES,
    GAME,
    INTERPRETATIONS,
    NeurotrioGame,
    Rules,
    contract_target,
    legal_plays,
    parse_attribute,
    random_deal,
    trick_winner,
)
from reference.engine.neurotrio.order import DISTINCT, Attribute
from reference.engine.tricks import PlayedDeal, Reason
from reference.games import sentences as common
from reference.games.neurotrio import WORDS, sentences
from tests.budget import examples

CASES = Path(__file__).resolve().parent.parent / "cases" / "neurotrio.jsonl"
DECK = Counter(DECK_NEUROTRIO.cards)


def check_deal(deal: PlayedDeal) -> None:
    size = DEAL_SIZES[deal.players]
    trump = parse_attribute(deal.trump)
    contract = deal.contract
    taker = contract["taker"]
    chien = [NeuroCard.parse(c) for c in contract["chien"]]
    discard: list[AnyCard] = [NeuroCard.parse(c) for c in contract["discard"]]
    # Conservation: hands at the first trick, plus the discard, are the 54 cards.
    assert Counter([c for hand in deal.hands for c in hand] + discard) == DECK
    assert len(chien) == len(discard) == size.chien
    assert all(len(h) == size.hand for h in deal.hands)
    assert len(deal.tricks) == size.tricks
    hands = [Counter(h) for h in deal.hands]
    played: Counter[AnyCard] = Counter()
    leader = taker  # 001: the taker leads first
    taker_tricks = 0
    for trick in deal.tricks:
        assert trick.leader == leader
        assert [p.seat for p in trick.plays] == [
            (leader + k) % deal.players for k in range(deal.players)
        ]
        for k, play in enumerate(trick.plays):
            assert Counter(play.hand_before) == hands[play.seat]
            ruling = legal_plays(play.hand_before, trick.cards[:k], trump)
            assert ruling.legal and set(ruling.legal) <= set(play.hand_before)
            assert play.card in ruling.legal
            hands[play.seat][play.card] -= 1
            played[play.card] += 1
        # One winner per trick, the same as the public verdict.
        assert trick_winner(trick.cards, trump) == trick.verdict
        assert 0 <= trick.verdict.winner < deal.players
        leader = trick.winner_seat
        taker_tricks += leader == taker
    assert played + Counter(discard) == DECK
    target = contract_target(contract["level"], deal.players)["tricks"]
    assert deal.score["tricks"] == taker_tricks and deal.score["target"] == target
    assert deal.score["made"] == (taker_tricks >= target)
    json.dumps(deal.score)
    json.dumps(deal.contract)


@settings(max_examples=examples(60), deadline=None)
@given(st.integers(0, 2**32), st.sampled_from(["3", "4", "5"]))
def test_random_deals_of_every_player_count_are_legal_and_conserve_cards(
    seed: int, players: str
) -> None:
    check_deal(random_deal(random.Random(seed), Rules(), players))


@settings(max_examples=examples(200), deadline=None)
@given(
    st.sampled_from(ATTRIBUTE_LADDER),
    st.lists(st.sampled_from(DISTINCT), min_size=1, max_size=4),
    st.lists(st.sampled_from(DISTINCT), min_size=1, max_size=17),
)
def test_legal_plays_never_empty_and_within_the_hand(
    trump: Attribute, trick: list[NeuroCard], hand: list[NeuroCard]
) -> None:
    counts = Counter(trick) + Counter(hand)
    if max(counts.values()) > 2:
        return
    ruling = legal_plays(hand, trick, trump)
    assert ruling.legal and set(ruling.legal) <= set(hand)
    refused = {c for c, _r in ruling.refusals}
    assert refused == set(hand) - set(ruling.legal)
    verdict = trick_winner([*trick, ruling.legal[0]], trump)
    assert 0 <= verdict.winner <= len(trick)


def test_same_seed_same_deal() -> None:
    one = random_deal(random.Random(42), Rules(), "4")
    two = random_deal(random.Random(42), Rules(), "4")
    other = random_deal(random.Random(43), Rules(), "4")
    assert one == two
    assert one != other
    assert GAME.random_deal(random.Random(42), Rules(), "4") == one


def test_random_deals_reach_every_scoring_path() -> None:
    # Random play rarely lets the taker make his contract (about 1 deal in 20), so the paths
    # are checked over player counts together; the seed is fixed, the outcome deterministic.
    seen = set()
    counts = set()
    rng = random.Random(7)
    for _ in range(600):
        deal = random_deal(rng, Rules())
        counts.add(deal.players)
        seen.add((deal.score["made"], deal.contract["contre"]))
    assert counts == {3, 4, 5}
    assert seen == {(True, True), (True, False), (False, True), (False, False)}


def render_reason(reason: Reason) -> str:
    """The French sentence, from this game's words (settings come from pytest)."""
    return WORDS.sentence(reason)


def _reasons_of(value: object) -> list[Reason]:
    """Reasons found in a case answer, their parameters typed again by what the Neurotrio
    reasons say they hold (cards, attributes, calls, numbers)."""
    if isinstance(value, Reason):
        return [value]
    if isinstance(value, dict):
        if "code" in value and "params" in value:
            return [
                Reason(value["code"], tuple((k, _typed(k, v)) for k, v in value["params"].items()))
            ]
        return [r for v in value.values() for r in _reasons_of(v)]
    if isinstance(value, list | tuple):
        return [r for v in value for r in _reasons_of(v)]
    return []


def _typed(name: str, value: object) -> object:
    if name in ("card", "led", "cut", "rival"):
        return NeuroCard.parse(str(value))
    if name == "cards":
        return tuple(NeuroCard.parse(str(c)) for c in value)  # type: ignore[attr-defined]
    if name in ("suit", "trump"):
        return parse_attribute(value)
    return value


@pytest.mark.slow
def test_every_reason_code_has_a_french_sentence() -> None:
    reasons: list[Reason] = []
    rng = random.Random(11)
    for _ in range(150):
        deal = random_deal(rng, Rules())
        trump = parse_attribute(deal.trump)
        for trick in deal.tricks:
            reasons.extend(trick.verdict.reasons)
            for k, play in enumerate(trick.plays):
                ruling = legal_plays(play.hand_before, trick.cards[:k], trump)
                reasons.append(ruling.obligation)
                reasons.extend(r for _c, r in ruling.refusals)
        reasons.extend(_reasons_of(deal.score))
    for line in CASES.read_text(encoding="utf-8").splitlines():
        reasons.extend(_reasons_of(answer_case(json.loads(line))))
    codes = {r.code for r in reasons}
    for reason in reasons:
        sentence = render_reason(reason)
        assert sentence and "%(" not in sentence
    # The random deals and the cases between them reach the whole vocabulary of play.
    assert {
        "neurotrio_identical_first",
        "neurotrio_tiebreak_nature",
        "neurotrio_tiebreak_background",
        "neurotrio_beats_by_force",
        "neurotrio_cut_over_cut_background",
        "neurotrio_cut_over_cut_nature",
        "neurotrio_free_trump_led_background",
        "neurotrio_discards_lose_trump_led",
        "neurotrio_cannot_raise_own_bid",
        "neurotrio_no_surcontre",
        "neurotrio_score_contre",
    } <= codes


def test_every_reason_code_the_game_names_has_a_sentence() -> None:
    missing = [
        c for c in GAME.reason_codes if c not in sentences.MESSAGES and c not in common.MESSAGES
    ]
    assert missing == []
    assert not set(sentences.MESSAGES) & set(common.MESSAGES)  # never override shared codes


def test_every_emitted_code_is_in_the_messages_module() -> None:
    source = "".join(
        p.read_text(encoding="utf-8")
        for p in (Path(__file__).resolve().parents[2] / "reference/engine/neurotrio").glob("*.py")
    )
    written = set(sentences.MESSAGES)
    assert written <= GAME.reason_codes
    for code in written:
        stem = code.removesuffix("_background").removesuffix("_nature")
        assert code in source or stem in source, f"{code} has a sentence but is never emitted"


def test_registry_and_interpretations() -> None:
    assert isinstance(get_game("neurotrio"), NeurotrioGame)
    ids = [i.id for i in INTERPRETATIONS]
    assert len(ids) == len(set(ids))
    options = {i.option for i in INTERPRETATIONS if i.option}
    assert options == set(Rules.OPTIONS)
    cited = CASES.read_text(encoding="utf-8")
    for interpretation in INTERPRETATIONS:
        if interpretation.id not in (
            "neurotrio-deck",
            "neurotrio-first-bidder",
        ):
            assert interpretation.id in cited, f"no case rests on {interpretation.id}"
