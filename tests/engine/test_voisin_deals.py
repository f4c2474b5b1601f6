"""Le Voisin: invariants of random complete deals, the public data, and the sentences.

Property tests (Hypothesis) over random deals for every table (2, 3, 4, 2×2 and Variante I)
and every rules option: 88 points in every mode, legal-play sets never empty and inside the
hand, one winner per trick, cards conserved, the same seed giving the same deal.
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
from reference.engine.cards import DECK_32, SUITS, Card, Suit
from reference.engine.casefile import answer_case, check_lines
from reference.engine.results import Level
from reference.engine.tricks import Reason
from reference.engine.voisin import (
    CARD_ORDERS,
    CONTRACTS,
    DEAL_SIZES,
    DECK_POINTS,
    GAME,
    INTERPRETATIONS,
    POINT_TABLES,
    SCORING_TABLE,
    Call,
    NoTrump,
    Rules,
    auction_outcome,
    card_points,
    check_call,
    check_exchange,
    deal_cards,
    detect_announcements,
    exchange_options,
    game_standing,
    legal_plays,
    match,
    opposite_suits,
    parse_trump,
    play_random_deal,
    random_deal,
    resolve_announcements,
    trick_winner,
    voisin_of,
)
from reference.engine.voisin.table import TRUMP_MODES
from reference.games.voisin import WORDS, sentences
from tests.budget import examples
from tests.engine.table_deals import computer_deals, reasons_of

ROOT = Path(__file__).resolve().parents[2]
TABLES = ("2", "3", "4", "2x2")

option_values = {
    name: list(values) for name, values in Rules.OPTIONS.items() if name != "variante_i"
}
rules_strategy = st.fixed_dictionaries(
    {name: st.sampled_from(values) for name, values in option_values.items()}
).map(lambda options: Rules(**options))


def deal_for(seed: int, rules: Rules, players: str):
    return play_random_deal(random.Random(seed), rules, players)


@settings(max_examples=examples(120), deadline=None)
@given(st.integers(0, 2**32), rules_strategy, st.sampled_from(TABLES))
def test_random_deals_conserve_cards_and_points(seed, rules, players):
    deal = deal_for(seed, rules, players)
    played = deal.played
    size = DEAL_SIZES[players]
    # the deal: every card once, hands of the table's size, the talon the rest
    dealt = [c for h in deal.dealt.hands for c in h] + list(deal.dealt.talon)
    assert Counter(dealt) == Counter(DECK_32.cards)
    assert all(len(h) == size.hand for h in deal.hands)
    # after the exchange: hands + talon are still the 32 cards
    talon = [c for c in deal.dealt.talon if c not in deal.hands[deal.taker_seat]]
    if deal.put_back is not None:
        talon.append(deal.put_back)
    assert Counter([c for h in deal.hands for c in h] + talon) == Counter(DECK_32.cards)
    # every card played comes from its player's hand, once
    left = [list(h) for h in deal.hands]
    for trick in played.tricks:
        for play in trick.plays:
            assert tuple(left[play.seat]) == play.hand_before
            left[play.seat].remove(play.card)
    trump = parse_trump(played.trump)
    won = sum(card_points(t.cards, trump) for t in played.tricks)
    unplayed = [c for h in left for c in h]
    # 88 points in every mode and deal (000 footnote 4)
    assert won + card_points(unplayed + talon, trump) == DECK_POINTS
    if deal.contract.name != "surcharge":
        assert len(played.tricks) == size.hand and not unplayed


@settings(max_examples=examples(120), deadline=None)
@given(st.integers(0, 2**32), rules_strategy, st.sampled_from(TABLES))
def test_every_play_is_legal_and_every_trick_has_one_winner(seed, rules, players):
    played = random_deal(random.Random(seed), rules, players)
    trump = parse_trump(played.trump)
    seats = DEAL_SIZES[players].seats
    for trick in played.tricks:
        assert len(trick.plays) == seats
        for i, play in enumerate(trick.plays):
            ruling = legal_plays(play.hand_before, trick.cards[:i], trump, rules, players)
            assert ruling.legal, "a legal-play set is never empty"
            assert set(ruling.legal) <= set(play.hand_before)
            assert play.card in ruling.legal
            assert {c for c, _ in ruling.refusals} == set(play.hand_before) - set(ruling.legal)
        verdict = trick_winner(trick.cards, trump, rules)
        assert verdict == trick.verdict
        assert 0 <= verdict.winner < seats
        assert trick.cards[verdict.winner] == verdict.card
    # each trick is led by the winner of the one before
    for before, after in zip(played.tricks, played.tricks[1:], strict=False):
        assert after.leader == before.winner_seat


@settings(max_examples=examples(80), deadline=None)
@given(st.integers(0, 2**32), rules_strategy, st.sampled_from(TABLES))
def test_the_recorded_auction_exchange_and_score_are_consistent(seed, rules, players):
    deal = deal_for(seed, rules, players)
    outcome = auction_outcome(deal.calls, players, rules, turned=deal.dealt.turned)
    assert outcome.contract == deal.contract
    assert outcome.taker_seat == deal.taker_seat
    if deal.put_back is not None:
        hand = deal.dealt.hands[deal.taker_seat]
        assert deal.dealt.turned is not None
        ruling = exchange_options(hand, deal.dealt.turned, deal.contract.trump)
        assert deal.put_back in ruling.allowed
    # the score stored with the deal is the score kind's answer to the stored result
    score = deal.played.score
    answer = GAME.answer(
        "score",
        {"players": players, "contract": deal.played.contract, "result": score["result"]},
        rules,
    )
    assert (answer["scores"], answer["traits"]) == (score["scores"], score["traits"])
    if deal.contract.name == "surcharge":
        lost = score["result"]["first_trick_lost_to"]
        sides = [
            t.winner_seat % 2 if players == "2x2" else t.winner_seat for t in deal.played.tricks
        ]
        if lost is None:
            assert set(sides) == {deal.contract.taker}
        else:
            assert sides[-1] == lost and set(sides[:-1]) <= {deal.contract.taker}


@settings(max_examples=examples(300), deadline=None)
@given(
    st.permutations(DECK_32.cards),
    st.integers(1, 13),
    st.integers(0, 3),
    st.sampled_from(TRUMP_MODES),
    rules_strategy,
    st.sampled_from(TABLES),
)
def test_a_legal_play_set_is_never_empty_for_any_position(
    deck, size, played, trump, rules, players
):
    played = min(played, DEAL_SIZES[players].seats - 1)
    trick, hand = list(deck[:played]), list(deck[played : played + size])
    ruling = legal_plays(hand, trick, trump, rules, players)
    assert ruling.legal and set(ruling.legal) <= set(hand)
    assert {c for c, _ in ruling.refusals} == set(hand) - set(ruling.legal)
    if len(trick) >= 1:
        # whoever wins, the trick completed by any legal card has exactly one winner
        verdict = trick_winner([*trick, ruling.legal[0]], trump, rules)
        assert 0 <= verdict.winner <= len(trick)


def test_the_case_file_passes():
    lines = (ROOT / "tests/cases/voisin.jsonl").read_text(encoding="utf-8").splitlines()
    results = list(check_lines(lines, "voisin.jsonl", set()))
    assert len(results) >= 120
    assert [r.where for r in results if not r.passed] == []
    kinds = Counter(json.loads(line)["kind"] for line in lines)
    assert set(kinds) == {
        "trick_winner",
        "legal_plays",
        "card_points",
        "contract_target",
        "bid",
        "score",
        "announcements",
        "exchange",
        "game_end",
    }
    assert all(kinds[k] >= 40 for k in ("announcements", "exchange", "game_end"))
    options = {key for line in lines for key in json.loads(line)["rules"]}
    assert options == set(Rules.OPTIONS) - {"first_leader"}  # first_leader only moves random deals


@settings(max_examples=examples(40), deadline=None)
@given(st.integers(0, 2**32), st.booleans())
def test_variante_i_deals_sixteen_cards_to_two_players_who_play_a_charge(seed, variante_ii):
    rules = Rules(variante_i=True, variante_ii=variante_ii)
    played = random_deal(random.Random(seed), rules)
    assert played.players == 2
    assert [len(h) for h in played.hands] == [16, 16]
    assert len(played.tricks) == 16
    assert played.contract["name"] == "charge" and played.contract["taker"] == 0


@given(st.integers(0, 2**32), st.sampled_from(TABLES))
@settings(max_examples=examples(30), deadline=None)
def test_the_same_seed_gives_the_same_deal(seed, players):
    first = random_deal(random.Random(seed), Rules(), players)
    again = random_deal(random.Random(seed), Rules(), players)
    assert first == again


def test_the_registry_deals_through_the_game_object():
    played = get_game("voisin").random_deal(random.Random(7), GAME.make_rules({}), "2x2")
    assert played.players == 4 and played.tricks


def test_first_leader_option_gives_the_first_lead_to_the_taker():
    for seed in range(40):
        deal = deal_for(seed, Rules(first_leader="taker"), "4")
        assert deal.played.tricks[0].leader == deal.taker_seat
        assert deal_for(seed, Rules(), "4").played.tricks[0].leader == 0


def test_each_random_deal_mixes_contracts():
    names = Counter(
        random_deal(random.Random(s), Rules(variante_ii=True)).contract["name"] for s in range(300)
    )
    assert set(names) == {"prise", "charge", "surcharge"}


# --- 88 points and the public data (000 §DÉCOMPTE DES POINTS, §PLIS) -------------------------


@pytest.mark.parametrize("trump", TRUMP_MODES)
def test_rule_footnote_4_the_deck_is_worth_88_in_every_mode(trump):
    assert card_points(DECK_32.cards, trump) == 88  # type: ignore[arg-type]


def test_rule_introduction_the_voisin_is_the_other_suit_of_the_trump_colour():
    assert [voisin_of(s) for s in SUITS] == [Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES]
    assert opposite_suits(Suit.HEARTS) == (Suit.SPADES, Suit.CLUBS)
    assert opposite_suits(Suit.CLUBS) == (Suit.HEARTS, Suit.DIAMONDS)


def test_rule_distribution_deal_sizes_and_the_turned_card():
    for players, (hand, talon) in {"2": (13, 6), "3": (9, 5), "4": (7, 4), "2x2": (7, 4)}.items():
        dealt = deal_cards(random.Random(3), players)
        assert [len(h) for h in dealt.hands] == [hand] * DEAL_SIZES[players].seats
        assert len(dealt.talon) == talon and dealt.turned == dealt.talon[-1]
    assert {r.key: r.value for r in SCORING_TABLE}["prise_cap"] == 64


def test_point_tables_give_the_footnote_formulas():
    suit = POINT_TABLES["suit"]
    assert suit["atout"].total + 3 * suit["voisin"].total == 88
    assert POINT_TABLES["TA"]["all"].total * 4 == 88
    assert POINT_TABLES["SA"]["all"].total * 4 == 88


def test_card_orders_put_king_and_queen_together_last():
    for orders in CARD_ORDERS.values():
        for order in orders.values():
            assert len(order.groups[-1]) == 2
            assert sum(len(g) for g in order.groups) == 8


def test_contract_catalogue_matches_the_contract_table():
    assert [(c.name, c.round, c.target_points, c.prime) for c in CONTRACTS] == [
        ("prise", 1, 36, 14),
        ("charge", 1, 50, 50),
        ("surcharge", 1, None, 200),
        ("prise", 2, 36, 14),
    ]


def test_interpretations_cover_every_analysis_ambiguity_and_name_real_options():
    ids = [i.id for i in INTERPRETATIONS]
    assert len(ids) == len(set(ids))
    sources = " ".join(i.source for i in INTERPRETATIONS)
    for n in range(1, 27):
        assert f"V-{n}" in sources, f"ambiguity V-{n} has no interpretation"
    for item in INTERPRETATIONS:
        assert item.option is None or item.option in Rules.OPTIONS
    named = {i.option for i in INTERPRETATIONS}
    assert set(Rules.OPTIONS) - {"variante_ii"} <= named


# --- sentences -----------------------------------------------------------------------------------


def _reasons_of_many_deals() -> list[Reason]:
    reasons: list[Reason] = []
    for seed in range(150):
        players = TABLES[seed % 4]
        rules = Rules(
            variante_ii=seed % 3 == 0,
            overtrump_when_cutting=seed % 5 != 0,
            voisin_cut_reference="first_card" if seed % 7 == 0 else "best_led_card",
            cut_value_scale="points" if seed % 11 == 0 else "rank",
        )
        deal = deal_for(seed, rules, players)
        reasons.extend(r.reason for r in deal.resolution.rulings)
        trump = parse_trump(deal.played.trump)
        for trick in deal.played.tricks:
            reasons.extend(trick.verdict.reasons)
            for i, play in enumerate(trick.plays):
                ruling = legal_plays(play.hand_before, trick.cards[:i], trump, rules, players)
                reasons.append(ruling.obligation)
                reasons.extend(r for _, r in ruling.refusals)
    return reasons


def _reasons_of_case_answers() -> list[Reason]:
    reasons: list[Reason] = []
    for line in (ROOT / "tests/cases/voisin.jsonl").read_text(encoding="utf-8").splitlines():
        answer = answer_case(json.loads(line))
        found = answer.get("reasons", []) + answer.get("steps", [])
        found += [answer["obligation"]] if "obligation" in answer else []
        found += list(answer.get("refusals", {}).values())
        found += [answer["reason"]] if "reason" in answer else []
        found += [r["reason"] for r in answer.get("announcement_rulings", [])]
        reasons.extend(Reason(r["code"], tuple(r["params"].items()), r["source"]) for r in found)
    return reasons


def _reasons_of_calls_and_games() -> list[Reason]:
    reasons = []
    for rules in (Rules(), Rules(variante_ii=True), Rules(variante_i=True)):
        players = "2" if rules.variante_i else "4"
        for prefix in (
            [],
            ["prise"],
            ["charge S"],
            ["pass"] * 4,
            ["pass"] * 8,
            ["prise"] * 1 + ["pass"] * 3,
        ):
            try:
                auction = [Call.parse(c) for c in prefix]
                for text in (
                    "pass",
                    "prise",
                    "prise H",
                    "prise SA",
                    "prise TA",
                    "charge H",
                    "charge TA",
                    "surcharge S",
                ):
                    reasons.append(check_call(auction, Call.parse(text), players, rules).reason)
            except Exception:  # an auction illegal under these rules: nothing to collect
                continue
    hand = [Card.parse(c) for c in ["7H", "9S", "AD", "KC"]]
    for trump in (parse_trump("H"), parse_trump("S"), NoTrump.SANS_ATOUT):
        reasons.append(exchange_options(hand, Card.parse("TH"), trump).reason)
    reasons.append(exchange_options([Card.parse("7H")], Card.parse("TH"), parse_trump("H")).reason)
    refusal = check_exchange(hand, Card.parse("TH"), parse_trump("H"), Card.parse("7H"))
    assert refusal is not None
    reasons.append(refusal)
    # announcements of a suit game judged under tout atout: the couple does not exist there
    suit_anns = detect_announcements([Card.parse("KH"), Card.parse("QH")], parse_trump("H"))
    ta = resolve_announcements([suit_anns], NoTrump.TOUT_ATOUT, players="4")
    reasons.extend(r.reason for r in ta.rulings)
    for totals, traits in (
        ([900, 800], [0, 0]),
        ([1000, 900], [0, 0]),
        ([1000, 1000], [1, 0]),
        ([1000, 1000], [1, 1]),
    ):
        reasons.append(game_standing(totals, traits).reason)
    for tie in ("split", "each", "first_after_taker"):
        answer = GAME.answer(
            "score",
            {
                "players": "4",
                "contract": {"name": "prise", "taker": 0, "trump": "H"},
                "result": {
                    "points": [20, 24, 24, 20],
                    "tricks": [2, 2, 2, 1],
                    "announcements": [0, 0, 0, 0],
                    "couples": [0, 0, 0, 0],
                },
            },
            Rules(chute_tie=tie),
        )
        reasons.extend(Reason(s["code"], tuple(s["params"].items())) for s in answer["steps"])
    return reasons


def _reasons_of_quizzes() -> list[Reason]:
    reasons = []
    for seed in range(120):
        for level in Level:
            for kind in ("quiz", "card_order", "announcements", "exchange", "game_end"):
                fact = GAME.situation(kind, random.Random(seed), Rules(), level).quiz
                assert fact is not None
                reasons.extend(fact.why)
    return reasons


def _reasons_of_score_sheets() -> list[Reason]:
    """The redeals a score sheet records between deals (``match.py``)."""
    reasons = []
    for why in ("all_pass", "carre_de_dames"):
        line = match.MATCH.score_entry({"kind": "redeal", "why": why}, 0, "4")
        reasons.extend(
            Reason(s["code"], tuple(s["params"].items()), s["source"]) for s in line.steps
        )
    return reasons


def _reasons_of_table_deals() -> list[Reason]:
    """Whole deals at a table (``fulldeal.py``): Variante I's sixteen-card hands void a deal
    with a carré de Dames often enough to see it."""
    reasons = []
    for options, players in (({"variante_i": True}, "2"), ({}, "2x2")):
        for _start, end in computer_deals("voisin", options, players, 40):
            reasons.extend(reasons_of(end))
    return reasons


def _all_reasons() -> list[Reason]:
    return (
        _reasons_of_table_deals()
        + _reasons_of_score_sheets()
        + _reasons_of_many_deals()
        + _reasons_of_case_answers()
        + _reasons_of_calls_and_games()
        + _reasons_of_quizzes()
    )


@pytest.mark.slow
def test_every_reason_emitted_has_a_french_sentence_and_is_declared():
    reasons = _all_reasons()
    codes = {r.code for r in reasons}
    assert codes, "no reasons collected"
    assert codes <= GAME.reason_codes, sorted(codes - GAME.reason_codes)
    missing = sorted(GAME.reason_codes - set(WORDS.all_messages))
    assert not missing, f"codes without a sentence: {missing}"
    for reason in reasons:
        for table in (None, "3", "2x2"):
            words = WORDS if table is None else WORDS.at_table({"players": table})
            text = words.sentence(reason)
            assert "%(" not in text and text.strip() and not text[0].islower(), text


@pytest.mark.slow
def test_every_voisin_sentence_is_used_and_prefixed():
    assert all(code.startswith("voisin_") for code in sentences.MESSAGES)
    unused = set(sentences.MESSAGES) - {r.code for r in _all_reasons()}
    # sentences for rare paths (surcharge rulings, Variante I) are exercised by the case file
    assert not unused, f"sentences never emitted: {sorted(unused)}"
