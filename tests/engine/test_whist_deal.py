"""Random complete whist deals and the engine's invariants: cards conserved, every play legal,
one winner per trick who leads next, zero-sum scores where the tables are, determinism, every
reason rendered as a sentence, and readable errors on bad input."""

from __future__ import annotations

import json
import random
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reference.engine import get_game
from reference.engine.cards import DECK_52, Card, Suit
from reference.engine.errors import EngineError, UnknownOptionError
from reference.engine.tricks import PlayedDeal, Reason
from reference.engine.whist import (
    GAME,
    INTERPRETATIONS,
    PlayContext,
    Rules,
    deal_rabrouche,
    legal_plays,
    play_context,
    random_deal,
    trick_winner,
)
from reference.games.whist import WORDS
from tests.budget import examples

DOCUMENTS = [
    Rules(),
    Rules(document="couleur"),
    Rules(trou_variant="silent", slam_13_mode="add", abondance_trump="none"),
    Rules(document="couleur", failure_value="undertricks", trou_value="couleur_from_8"),
]
ENGINE = Path(__file__).resolve().parents[2] / "reference" / "engine" / "whist"


def deal(seed: int, rules: Rules) -> PlayedDeal:
    return random_deal(random.Random(seed), rules)


@settings(max_examples=examples(60), deadline=None)
@given(st.integers(0, 10**9), st.sampled_from(DOCUMENTS))
def test_property_random_deals_conserve_the_52_cards(seed: int, rules: Rules) -> None:
    d = deal(seed, rules)
    played = [p.card for t in d.tricks for p in t.plays]
    discards = [Card.parse(c) for c in d.contract.get("discards", [])]
    assert Counter(played + discards) == Counter(DECK_52.cards)
    assert len(d.tricks) == (12 if discards else 13)
    for seat, hand in enumerate(d.hands):
        assert Counter(p.card for t in d.tricks for p in t.plays if p.seat == seat) == Counter(hand)


@settings(max_examples=examples(60), deadline=None)
@given(st.integers(0, 10**9), st.sampled_from(DOCUMENTS))
def test_property_every_play_is_legal_and_one_winner_leads_next(seed: int, rules: Rules) -> None:
    d = deal(seed, rules)
    name = str(d.contract["name"])
    leader = d.contract["leader"]
    trump = None if d.trump is None else Suit(d.trump)
    for number, trick in enumerate(d.tricks, start=1):
        assert trick.leader == leader
        assert [p.seat for p in trick.plays] == [(leader + i) % 4 for i in range(4)]
        context = play_context(name, number, rules, royal=bool(d.contract.get("royal")))
        for i, play in enumerate(trick.plays):
            before = [p.card for p in trick.plays[:i]]
            ruling = legal_plays(play.hand_before, before, None, context)
            assert ruling.legal and set(ruling.legal) <= set(play.hand_before)
            assert play.card in ruling.legal
        if not (rules.trou_variant == "silent" and name == "trou"):
            assert trick.verdict.winner == _oracle_winner(trick.cards, trump)
        leader = trick.winner_seat


def _oracle_winner(cards: tuple[Card, ...], trump: Suit | None) -> int:
    """002 §4 restated independently: trumps beat the led suit, which beats the rest; then rank.

    Only discards can share a key, so the highest key is unique: exactly one card wins.
    """
    led = cards[0].suit
    order = "23456789TJQKA"

    def key(card: Card) -> tuple[bool, bool, int]:
        return (card.suit is trump, card.suit is led, order.index(card.rank.value))

    keys = [key(c) for c in cards]
    assert keys.count(max(keys)) == 1
    return keys.index(max(keys))


def test_rule_2_silent_trou_variant_trump_from_the_fourth_ace() -> None:
    rules = Rules(trou_variant="silent")
    checked = 0
    for seed in range(3000):
        d = deal(seed, rules)
        if d.contract["name"] != "trou" or d.contract.get("royal"):
            continue
        hands = d.hands
        trou_hand = hands[int(d.contract["trou_seat"])]
        plug = next(
            c
            for c in DECK_52.cards
            if isinstance(c, Card) and c.rank.value == "A" and c not in trou_hand
        )
        assert d.contract["leader"] == 0 and d.contract["tricks"] == 8
        trump: Suit | None = None
        for trick in d.tricks:
            if plug in trick.cards:
                trump = plug.suit
                assert trick.verdict.card == plug  # the fourth ace wins the trick it falls in
            assert trick.verdict.winner == _oracle_winner(trick.cards, trump)
        assert d.trump == plug.suit.value
        checked += 1
        if checked == 5:
            break
    assert checked == 5


@settings(max_examples=examples(80), deadline=None)
@given(st.integers(0, 10**9), st.sampled_from(DOCUMENTS))
def test_property_scores_sum_to_zero_where_the_table_does(seed: int, rules: Rules) -> None:
    d = deal(seed, rules)
    scores = d.score["scores"]
    assert len(scores) == 4
    if d.contract["name"] == "dames":
        queens = d.score["result"]["queens"]
        assert sum(queens) == 4
        assert d.score["zero_sum"] is False
    else:
        assert d.score["zero_sum"] is True
        assert sum(scores) == 0


@pytest.mark.slow  # random deals until every contract is met
def test_random_deals_cover_the_contracts() -> None:
    seen: dict[str, set[str]] = {"reglement": set(), "couleur": set()}
    for seed in range(1500):
        for rules in DOCUMENTS[:2]:
            seen[rules.document].add(str(deal(seed, rules).contract["name"]))
    assert {
        "dames",
        "trou",
        "emballage",
        "seul",
        "petite_misere",
        "piccolo",
        "abondance",
        "solo_chlem",
    } <= seen["reglement"]
    assert {"trou", "emballage", "seul", "petite_misere", "chelem"} <= seen["couleur"]


def test_determinism_same_seed_same_deal() -> None:
    for rules in DOCUMENTS:
        a, b = deal(42, rules), deal(42, rules)
        assert a.hands == b.hands and a.contract == b.contract and a.score == b.score
        assert [t.cards for t in a.tricks] == [t.cards for t in b.tricks]
    assert deal(1, Rules()).hands != deal(2, Rules()).hands


@settings(max_examples=examples(200), deadline=None)
@given(st.data())
def test_property_legal_plays_never_empty_and_within_the_hand(data: st.DataObject) -> None:
    cards = data.draw(st.permutations(list(DECK_52.cards)))
    size = data.draw(st.integers(1, 13))
    hand = [c for c in cards[:size] if isinstance(c, Card)]
    trick = [c for c in cards[size : size + data.draw(st.integers(0, 3))] if isinstance(c, Card)]
    trump = data.draw(st.sampled_from([None, *Suit]))
    dames = data.draw(st.booleans())
    ruling = legal_plays(hand, trick, trump, PlayContext(dames=dames))
    assert ruling.legal and set(ruling.legal) <= set(hand)
    assert {c for c, _ in ruling.refusals} == set(hand) - set(ruling.legal)
    if len(trick) >= 2:
        verdict = trick_winner(trick, trump)
        assert 0 <= verdict.winner < len(trick)


def test_rabrouche_deal() -> None:
    r = deal_rabrouche(random.Random(9))
    assert [len(h) for h in r.hands] == [13] * 4
    assert Counter(c for h in r.hands for c in h) == Counter(DECK_52.cards)
    assert set(r.common) <= set(r.hands[3]) and r.kept in r.hands[3]


def _codes_in_engine() -> set[str]:
    text = "\n".join(p.read_text(encoding="utf-8") for p in ENGINE.glob("*.py"))
    codes = set(re.findall(r'"(whist_[a-z0-9_]+)"', text))
    for who in ("active", "passive"):
        for part in ("base", "extras", "missing", "slam", "slam_bonus", "total"):
            codes.add(f"whist_score_{who}_{part}")
    return codes


def test_every_reason_code_of_the_engine_is_declared_and_has_a_sentence() -> None:
    from reference.games.whist import WORDS

    quiz_wordings = {c for c in _codes_in_engine() if c in WORDS.quiz_messages}
    assert not sorted(_codes_in_engine() - GAME.reason_codes - quiz_wordings)
    assert not sorted(c for c in GAME.reason_codes if c not in WORDS.all_messages)


def _all_reasons(d: PlayedDeal, rules: Rules) -> list[Reason]:
    reasons: list[Reason] = []
    name = str(d.contract["name"])
    for number, trick in enumerate(d.tricks, start=1):
        reasons.extend(trick.verdict.reasons)
        for i, play in enumerate(trick.plays):
            before = [p.card for p in trick.plays[:i]]
            context = play_context(name, number, rules, royal=bool(d.contract.get("royal")))
            ruling = legal_plays(play.hand_before, before, None, context)
            reasons.append(ruling.obligation)
            reasons.extend(r for _, r in ruling.refusals)
    return reasons


@pytest.mark.slow
def test_reasons_of_random_deals_and_cases_render() -> None:
    rendered = 0
    for seed in range(150):
        for rules in DOCUMENTS:
            for reason in _all_reasons(deal(seed, rules), rules):
                text = WORDS.sentence(reason)
                assert "%(" not in text
                rendered += 1
    assert rendered > 10_000
    cases = Path(__file__).resolve().parents[1] / "cases" / "whist.jsonl"
    for line in cases.read_text(encoding="utf-8").splitlines():
        case = json.loads(line)
        if "error" in case.get("expected", {}):
            continue  # a case the engine refuses has no reasons to render
        rules = GAME.make_rules(case.get("rules") or {})
        answer = GAME.answer(case["kind"], case["input"], rules)
        reasons = answer.get("reasons", []) + answer.get("steps", [])
        reasons += [answer[k] for k in ("reason", "obligation") if k in answer]
        reasons += list(answer.get("refusals", {}).values())
        for item in reasons:
            reason = Reason.of(item["code"], item["source"], **item["params"])
            assert "%(" not in WORDS.sentence(reason)


def test_interpretations_are_unique_and_cite_sources() -> None:
    ids = [i.id for i in INTERPRETATIONS]
    assert len(ids) == len(set(ids))
    assert all(i.source and i.reading for i in INTERPRETATIONS)
    options = {i.option for i in INTERPRETATIONS if i.option}
    assert options <= set(Rules.OPTIONS)


def test_registry_and_unknown_options() -> None:
    game = get_game("whist")
    assert game is GAME
    assert game.make_rules({"document": "couleur"}).document == "couleur"
    with pytest.raises(UnknownOptionError, match="unknown rules option"):
        game.make_rules({"nonsense": 1})
    with pytest.raises(UnknownOptionError, match="does not accept"):
        game.make_rules({"document": "bridge"})
    with pytest.raises(UnknownOptionError, match="belongs to the 'reglement'"):
        game.make_rules({"document": "couleur", "seul_extras_from": "bid"})
    with pytest.raises(UnknownOptionError, match="4-4-5 only"):
        game.make_rules({"document": "couleur", "deal_pattern": "5-4-4"})


@pytest.mark.parametrize(
    ("kind", "data", "message"),
    [
        ("trick_winner", {"trick": ["AS", "KS"]}, "trump"),
        ("trick_winner", {"trump": "Z", "trick": ["AS", "KS"]}, "suit letter"),
        ("trick_winner", {"trump": None, "trick": ["AS"]}, "2 to 4"),
        (
            "legal_plays",
            {"trump": None, "trick": [], "hand": ["AS"], "contract": "bogus"},
            "unknown whist contract",
        ),
        ("legal_plays", {"trump": None, "trick": [], "hand": ["AS"], "players": 3}, "4 players"),
        ("bid", {"auction": ["pass"]}, "call"),
        ("bid", {"auction": "pass", "call": "pass"}, "list of calls"),
        ("bid", {"auction": [], "call": "seven no trump"}, "not a whist call"),
        ("bid", {"auction": ["seul 6 H"], "call": "pass"}, "not legal"),
        (
            "score",
            {"contract": {"name": "seul", "tricks": 6}, "result": {"tricks": "9"}},
            "list of trick counts",
        ),
        ("score", {"contract": {"name": "dames"}, "result": {"queens": [1, 1]}}, "queens"),
        ("score", {"contract": "seul", "result": {}}, "needs contract"),
        ("contract_target", {"contract": {"name": "dames"}}, "no trick target"),
        ("contract_target", {"contract": {"name": "seul", "trump": "H", "tricks": 9}}, "6, 7, 8"),
        ("card_points", {"trump": None, "cards": ["AS"]}, "not implemented"),
    ],
)
def test_bad_inputs_give_clear_errors(kind: str, data: dict[str, object], message: str) -> None:
    with pytest.raises(EngineError, match=message):
        GAME.answer(kind, data, Rules())


def test_players_option_of_random_deal() -> None:
    with pytest.raises(EngineError, match="4 players"):
        random_deal(random.Random(1), Rules(), "3")


def test_engine_does_not_import_django() -> None:
    code = "import reference.engine.whist, sys; assert 'django' not in sys.modules"
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ENGINE.parents[2])
