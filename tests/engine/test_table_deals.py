"""Whole deals at a table (``deals.py`` and each game's ``fulldeal.py``): the invariants of
every deal played by the computer players, the refusals, the records, and the document's
rules that only a whole deal shows."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from reference.engine import get_game
from reference.engine.cards import Card
from reference.engine.casefile import check_lines
from reference.engine.coinche.order import Mode, deck_total
from reference.engine.deals import Action, IllegalActionError, Phase, shuffled
from reference.engine.errors import EngineError, NotationError
from reference.engine.records import record_cases, replay
from tests.engine.table_deals import computer_deals
from tests.layers import sampled

TABLES = [
    ("coinche", {}, "2x2"),
    ("coinche", {"must_undertrump": False, "capot_lead_no_master": True}, "2x2"),
    ("voisin", {}, "2"),
    ("voisin", {}, "3"),
    ("voisin", {}, "4"),
    ("voisin", {}, "2x2"),
    ("voisin", {"variante_i": True}, "2"),
    ("voisin", {"variante_ii": True, "first_leader": "taker"}, "4"),
    ("neurotrio", {}, "3"),
    ("neurotrio", {}, "4"),
    ("neurotrio", {"auction_end": "final_pass"}, "5"),
    ("whist", {}, "4"),
    ("whist", {"trou_variant": "silent", "deal_pattern": "5-4-4"}, "4"),
    ("whist", {"document": "couleur"}, "4"),
    ("whist", {"document": "couleur", "failure_value": "undertricks"}, "4"),
]
IDS = [f"{slug}-{players}-{'-'.join(options) or 'doc'}" for slug, options, players in TABLES]


@pytest.mark.parametrize(("slug", "options", "players"), sampled(TABLES, 6), ids=IDS)
def test_every_computer_move_is_legal_and_every_card_is_played_once(slug, options, players):
    game = get_game(slug)
    for start, end in computer_deals(slug, options, players, 25):
        dealt = Counter(str(c) for hand in start.dealt for c in hand)
        assert all(n <= game.deck.copies for n in dealt.values())
        state = start
        for seat, action in end.history:
            assert state.to_act == seat
            assert action in state.legal_actions(seat)
            state = state.apply(action, seat)
        played = [str(c) for t in end.tricks.done for c in t.cards]
        held = [str(c) for s in range(end.seats) for c in end.hand(s)]
        if end.score() is not None and not end.tricks.stopped:
            assert not held, "a played deal ends with empty hands"
        assert Counter(played) + Counter(held) <= Counter(str(c) for c in game.deck.cards)
        assert state.phase is Phase.OVER and state.legal_actions() == ()


@pytest.mark.parametrize(("slug", "options", "players"), sampled(TABLES, 6), ids=IDS)
def test_the_score_is_the_engines_answer_to_the_deals_score_case(slug, options, players):
    game = get_game(slug)
    rules = game.make_rules(options)
    scored = 0
    for _start, end in computer_deals(slug, options, players, 25):
        question = end.score_question()
        sheet = end.score()
        if question is None:
            assert sheet is None and end.outcome() is not None
            continue
        scored += 1
        answer = game.answer("score", question, rules)
        assert sheet is not None and sheet.made == answer.get("made")
        if slug == "coinche":
            assert sheet.as_dict() == {"NS": answer["NS"], "EW": answer["EW"]}
        elif slug == "voisin" or (slug == "whist" and "scores" in answer):
            assert list(sheet.scores) == answer["scores"]
        elif slug == "whist":
            assert sheet.scores[-1] == answer["per_defender"] and answer["zero_sum"]
            assert list(sheet.scores[:-1]) in ([answer["declarers"][0]], answer["declarers"])
        else:
            assert sheet.as_dict() == {"taker": answer["taker"], "each_other": answer["each_other"]}
    assert scored


def test_coinche_card_points_total_the_deck_and_the_score_balances():
    for _start, end in computer_deals("coinche", {}, "2x2", 40):
        result = end.result
        if result is None:
            continue
        mode = Mode(end.trump)
        assert sum(result.points.values()) == deck_total(mode)
        assert sum(result.tricks.values()) == 8


def test_voisin_card_points_are_those_of_the_cards_played():
    for _start, end in computer_deals("voisin", {}, "3", 40):
        result = end.result
        if result is None:
            continue
        assert sum(result.tricks) == len(end.tricks.done)
        if not end.tricks.stopped:
            assert len(end.tricks.done) == 9


@pytest.mark.parametrize(("slug", "options", "players"), sampled(TABLES, 6), ids=IDS)
def test_every_deal_record_checks_with_the_case_file_tools(slug, options, players):
    lines = []
    for n, (start, end) in enumerate(computer_deals(slug, options, players, 6)):
        lines += record_cases(start, end.history, options, f"deal-{n}")
    results = list(check_lines([json.dumps(line) for line in lines], "record", set()))
    assert results and all(r.passed for r in results), [r for r in results if not r.passed][:3]
    first = lines[0]["deal"]
    assert set(first) >= {"dealer", "hands", "auction", "tricks", "score"}


@given(st.integers(0, 10_000), st.sampled_from(range(len(TABLES))))
def test_an_illegal_card_is_refused_with_the_obligation_and_changes_nothing(seed, table):
    slug, options, players = TABLES[table]
    game = get_game(slug)
    rng = random.Random(seed)
    state = game.start_deal(game.make_rules(options), players, 0, shuffled(game.deck, rng))
    computer = game.computer()
    while state.phase is not Phase.OVER:
        seat = state.to_act
        ruling = state.play_ruling(seat) if seat is not None else None
        if ruling is not None and ruling.refusals:
            card, why = ruling.refusals[0]
            action = Action("card", str(card))
            assert state.refusal(action) == why
            with pytest.raises(IllegalActionError) as refused:
                state.apply(action)
            assert refused.value.violation == why
            assert state.play_ruling(seat) == ruling
        state = state.apply(computer.choose(state, rng))


@pytest.mark.parametrize(("slug", "options", "players"), TABLES[:1] + TABLES[2:3] + TABLES[8:9])
def test_out_of_turn_and_wrong_phase_actions_are_refused(slug, options, players):
    game = get_game(slug)
    state = game.start_deal(game.make_rules(options), players, 0, game.deck.cards)
    turn = state.to_act
    assert turn is not None
    other = (turn + 1) % state.seats
    # the game's own rule where it has one (belote coinchée's « out of turn »)
    assert state.refusal(Action("call", "pass"), other).code in (
        "out_of_turn",
        "table_not_your_turn",
    )
    card = state.hand(turn)[0]
    assert state.refusal(Action("card", str(card))).code == "table_auction_now"
    with pytest.raises(EngineError):
        state.refusal(Action("call", "no such call"))


def test_action_notation_round_trips_and_refuses_nonsense():
    for text in ("card:JH", "call:capot S", "exchange:2E-B", "call:pass"):
        assert str(Action.parse(text)) == text
    for bad in ("JH", "play:JH", "card:", 7, "card:" + "x" * 50):
        with pytest.raises(NotationError):
            Action.parse(bad)


def _drive(slug, options, players, seed, until):
    """A computer deal stopped at the first state where ``until(state)`` holds."""
    game = get_game(slug)
    rng = random.Random(seed)
    state = game.start_deal(game.make_rules(options), players, seed % 4, shuffled(game.deck, rng))
    computer = game.computer()
    while state.phase is not Phase.OVER and not until(state):
        state = state.apply(computer.choose(state, rng))
    return state


def test_004_four_passes_deal_again():
    game = get_game("coinche")
    state = game.start_deal(game.make_rules({}), "2x2", 1, game.deck.cards)
    for _ in range(4):
        state = state.apply(Action("call", "pass"))
    assert state.phase is Phase.OVER and state.outcome().code == "table_thrown_in"
    assert state.sheet_entry() == {"kind": "redeal"} and state.score() is None


def test_004_the_generale_bidder_leads_and_the_auction_starts_at_the_dealers_right():
    game = get_game("coinche")
    state = game.start_deal(game.make_rules({}), "2x2", 2, game.deck.cards)
    assert state.to_act == 3
    state = state.apply(Action("call", "pass")).apply(Action("call", "generale H"))
    for _ in range(3):
        state = state.apply(Action("call", "pass"))
    assert state.phase is Phase.PLAY and state.to_act == 0
    assert state.contract["declarer"] == 0 and state.contract["by"] == "NS"


def test_004_coinche_out_of_turn_is_offered_to_an_opponent():
    game = get_game("coinche")
    state = game.start_deal(game.make_rules({}), "2x2", 3, game.deck.cards)
    state = state.apply(Action("call", "80H"))  # seat 0 bids
    assert Action("call", "coinche") in state.legal_actions(3)  # an opponent, out of turn
    assert Action("call", "coinche") not in state.legal_actions(2)  # the partner
    state = state.apply(Action("call", "coinche"), 3)
    assert state.auction.coinche == 1


def test_004_belote_and_rebelote_are_said_and_scored():
    def holds_belote(state):
        return (
            state.phase is Phase.PLAY
            and state.trump in "SHDC"
            and any(
                {f"K{state.trump}", f"Q{state.trump}"} <= {str(c) for c in state.dealt[s]}
                for s in range(4)
            )
        )

    for seed in range(200):
        state = _drive("coinche", {}, "2x2", seed, holds_belote)
        if state.phase is Phase.PLAY:
            break
    else:  # pragma: no cover
        pytest.fail("no deal with a belote in 200")
    computer = get_game("coinche").computer()
    rng = random.Random(seed)
    while state.phase is not Phase.OVER:
        state = state.apply(computer.choose(state, rng))
    said = [e.reason.code for e in state.events if "belote" in e.reason.code]
    assert said == ["coinche_belote_said", "coinche_rebelote_said"]
    assert any(s.code == "belote_kept" for s in state.score().steps)


def test_000_the_taker_puts_back_a_card_that_is_not_a_trump():
    def exchanging(state):
        return state.phase is Phase.EXCHANGE

    for seed in range(100):
        state = _drive("voisin", {}, "4", seed, exchanging)
        if state.phase is Phase.EXCHANGE:
            break
    trump = state.trump
    hand = state.dealt[state.to_act]
    trumps = [c for c in hand if c.suit.value == trump]
    plain = [c for c in hand if c.suit.value != trump]
    assert state.exchange_prompt().code == "voisin_exchange_no_trump_back"
    assert {a.value for a in state.legal_actions()} == {str(c) for c in plain}
    if trumps:
        refused = state.refusal(Action("exchange", str(trumps[0])))
        assert refused.code == "voisin_exchange_refuse_trump"
    after = state.apply(Action("exchange", str(plain[0])))
    assert state.turned in after.hand(state.to_act) and plain[0] not in after.hand(state.to_act)


def test_000_a_surcharge_stops_at_the_first_trick_a_non_taker_wins():
    game = get_game("voisin")
    for seed in range(300):
        rng = random.Random(seed)
        state = game.start_deal(game.make_rules({}), "3", 0, shuffled(game.deck, rng))
        state = state.apply(Action("call", "surcharge H"))
        computer = game.computer()
        while state.phase is not Phase.OVER:
            state = state.apply(computer.choose(state, rng))
        if state.tricks.stopped:
            lost = [t for t in state.tricks.done if t.winner_seat != state.taker]
            assert len(lost) == 1 and state.tricks.done[-1] is lost[0]
            assert state.result.first_trick_lost_to == lost[0].winner_seat
            assert state.score().made is False
            return
    pytest.fail("no failed surcharge in 300 deals")  # pragma: no cover


def test_000_a_carre_de_dames_voids_the_deal():
    for _start, end in computer_deals("voisin", {"variante_i": True}, "2", 60):
        if end.outcome().code == "voisin_table_carre_de_dames":
            assert end.sheet_entry() == {"kind": "redeal", "why": "carre_de_dames"}
            assert any(e.reason.code == "voisin_carre_dames_voids_deal" for e in end.events)
            return
    pytest.fail("no carré de Dames in 60 Variante I deals")  # pragma: no cover


def test_000_variante_i_shows_eight_cards_of_each_hand_face_up():
    game = get_game("voisin")
    state = game.start_deal(game.make_rules({"variante_i": True}), "2", 1, game.deck.cards)
    shown = state.table_cards(0)
    assert [t.role for t in shown] == ["face_up"] and shown[0].seat == 1
    assert len(shown[0].cards) == 8 and set(shown[0].cards) <= set(state.hand(1))
    assert state.legal_actions() == tuple(
        Action("call", f"charge {s}") for s in ("S", "H", "D", "C")
    )


def test_001_the_taker_takes_the_chien_discards_as_many_and_leads():
    def discarding(state):
        return state.phase is Phase.EXCHANGE

    for seed in range(50):
        state = _drive("neurotrio", {}, "4", seed, discarding)
        if state.phase is Phase.EXCHANGE:
            break
    taker = state.to_act
    assert len(state.hand(taker)) == 13 + 2
    assert state.exchange_prompt().get("count") == 2
    for _ in range(2):
        state = state.apply(state.legal_actions()[0])
    assert state.phase is Phase.PLAY and state.to_act == taker and len(state.hand(taker)) == 13


def test_replay_rebuilds_the_same_deal():
    for start, end in computer_deals("voisin", {}, "2x2", 5):
        assert replay(start, end.history) == end


def test_a_deal_needs_the_whole_deck_and_a_seat_for_the_dealer():
    game = get_game("coinche")
    cards = list(game.deck.cards)
    with pytest.raises(EngineError):
        game.start_deal(game.make_rules({}), "2x2", 0, [*cards[:-1], Card.parse("7S")])
    with pytest.raises(EngineError):
        game.start_deal(game.make_rules({}), "2x2", 4, cards)
    with pytest.raises(EngineError):
        get_game("neurotrio").start_deal(get_game("neurotrio").make_rules({}), "6", 0, [])
