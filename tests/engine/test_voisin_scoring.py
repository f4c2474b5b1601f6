"""Le Voisin, seed 000 §CONTRAT to §DÉCOMPTE DES POINTS: auction, exchange, announcements,
deal scores and the end of the game. The numbers come from the seed (36 + 14 capped at 64,
50 + 50 + 5 per player without a trick, 200/300, footnote 2's 34 + 3 example, rounding to
the ten) and from the analysis readings named in each test.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from reference.engine.cards import Card, Suit
from reference.engine.errors import EngineError, NotationError, UnknownOptionError
from reference.engine.voisin import (
    GAME,
    AnnouncementKind,
    Call,
    Contract,
    DealResult,
    NoTrump,
    Rules,
    auction_outcome,
    check_call,
    check_exchange,
    contract_target,
    detect_announcements,
    exchange_options,
    game_standing,
    resolve_announcements,
    score_deal,
)

H, S, D = Suit.HEARTS, Suit.SPADES, Suit.DIAMONDS


def cards(text: str) -> list[Card]:
    return [Card.parse(c) for c in text.split()]


def calls(text: str) -> list[Call]:
    return [Call.parse(c.strip()) for c in text.split(",") if c.strip()]


def result(points, tricks, ann=None, cpl=None, lost=None, by_seat=None) -> DealResult:
    n = len(points)
    return DealResult(
        tuple(Fraction(p) for p in points),
        tuple(tricks),
        tuple(ann or [0] * n),
        tuple(cpl or [0] * n),
        lost,
        by_seat,
    )


# --- auction (000 §CONTRAT, §CHARGE ET SURCHARGE) ----------------------------------------------


def test_rule_contrat_round_one_ladder_prise_charge_surcharge():
    assert check_call([], Call.parse("prise")).legal
    assert check_call(calls("prise"), Call.parse("charge S")).legal
    assert not check_call(calls("charge S"), Call.parse("prise")).legal
    assert not check_call(calls("charge S"), Call.parse("charge H")).legal
    assert check_call(calls("charge S"), Call.parse("surcharge H")).legal
    assert check_call(calls("charge S"), Call.parse("charge H")).reason.code == (
        "voisin_bid_not_higher"
    )


def test_rule_contrat_round_two_is_a_prise_at_a_named_suit():
    four_passes = calls("pass, pass, pass, pass")
    assert check_call(four_passes, Call.parse("prise D")).legal
    assert not check_call(four_passes, Call.parse("prise")).legal
    assert not check_call(four_passes, Call.parse("charge D")).legal
    outcome = auction_outcome([*four_passes, Call.parse("pass"), Call.parse("prise D")])
    assert outcome.contract == Contract("prise", 1, D)
    assert outcome.round == 2


def test_rule_contrat_all_pass_twice_deals_anew():
    outcome = auction_outcome(calls(", ".join(["pass"] * 6)), "3")
    assert outcome.contract is None
    assert not check_call(calls(", ".join(["pass"] * 6)), Call.parse("pass"), "3").legal


def test_rule_contrat_round_one_prise_plays_the_turned_suit():
    outcome = auction_outcome(calls("pass, prise, pass, pass"), turned=Card.parse("9C"))
    assert outcome.contract == Contract("prise", 1, Suit.CLUBS)
    assert outcome.taker_seat == 1


def test_rule_surcharge_is_worth_300_only_after_an_adverse_charge():
    adverse = auction_outcome(calls("charge S, surcharge H, pass, pass"))
    assert adverse.contract is not None and adverse.contract.after_adverse_charge
    partner = auction_outcome(calls("charge S, pass, surcharge H, pass"), "2x2")
    assert partner.contract is not None
    assert partner.contract.taker == 0
    assert not partner.contract.after_adverse_charge
    assert partner.contract.after_partner_charge


def test_rule_variante_ii_needs_the_option():
    assert not check_call([], Call.parse("charge TA")).legal
    assert check_call([], Call.parse("charge TA"), rules=Rules(variante_ii=True)).legal
    passes = calls("pass, pass, pass, pass")
    assert check_call(passes, Call.parse("prise SA"), rules=Rules(variante_ii=True)).legal
    assert not check_call(passes, Call.parse("prise TA"), rules=Rules(variante_ii=True)).legal


def test_rule_variante_i_the_first_player_charges():
    rules = Rules(variante_i=True)
    assert check_call([], Call.parse("charge S"), "2", rules).legal
    assert not check_call([], Call.parse("pass"), "2", rules).legal
    with pytest.raises(EngineError, match="played by 2 players"):
        check_call([], Call.parse("charge S"), "4", rules)


def test_an_illegal_auction_history_is_refused():
    with pytest.raises(EngineError, match="call 2"):
        check_call(calls("charge S, prise"), Call.parse("pass"))
    with pytest.raises(NotationError):
        Call.parse("charge")
    with pytest.raises(NotationError):
        Call.parse("coinche")


# --- the exchange of the turned card (000 §CONTRAT) ---------------------------------------------


def test_rule_contrat_the_card_put_back_is_never_a_trump():
    hand = cards("7H 9S AD KC JH 8C 9D")
    ruling = exchange_options(hand, Card.parse("TH"), H)
    assert ruling.happens
    assert set(ruling.allowed) == set(cards("9S AD KC 8C 9D"))
    assert check_exchange(hand, Card.parse("TH"), H, Card.parse("7H")).code == (
        "voisin_exchange_refuse_trump"
    )
    assert check_exchange(hand, Card.parse("TH"), H, Card.parse("9S")) is None


def test_rule_charge_exchanges_only_in_the_turned_suit_and_never_at_ta_sa():
    hand = cards("7H 9S AD KC JH 8C 9D")
    assert not exchange_options(hand, Card.parse("TH"), S).happens
    assert not exchange_options(hand, Card.parse("TH"), NoTrump.SANS_ATOUT).happens
    only_trumps = cards("7H 8H 9H JH QH KH AH")
    assert exchange_options(only_trumps, Card.parse("TH"), H).reason.code == (
        "voisin_exchange_only_trumps"
    )


# --- announcements (000 §ANNONCES) ---------------------------------------------------------------


def kinds(hand: str, trump) -> list[str]:
    return [str(a) for a in detect_announcements(cards(hand), trump)]


def test_rule_annonces_detection():
    assert kinds("7H 9H JH 7D 9D JD AD", H) == ["couleur"]
    assert kinds("7S 9S JS 7C 9C JC AS", H) == ["couleur opposee"]
    assert kinds("JS JH JD JC 7S 9H KD", H) == ["carre J"]
    assert kinds("7S 8S 9S TS JS QS AH", H) == ["quinte QS"]  # a run of 6 counts as a quinte
    assert kinds("KH QH KD QD 7S 9S JC", H) == ["double couple"]
    assert kinds("KH QH 7S 9S JC AD 8C", H) == ["couple"]
    assert kinds("KD QD 7S 9S JC AH 8C", H) == []  # R+D of the voisin alone is nothing
    assert kinds("KH QH 7S 9S JC AD 8C", NoTrump.TOUT_ATOUT) == []


def declared(hands: list[str], trump):
    return [detect_announcements(cards(h), trump) for h in hands]


def test_rule_annonces_series_length_then_top_then_suit_class():
    hands = ["7S 8S 9S", "7D 8D 9D", "7H 8H 9H", "8C 9C TC"]
    res = resolve_announcements(declared(hands, H), H)
    # the clubs tierce to the 10 has the highest top card and cancels the others
    assert res.announcements == (0, 0, 0, 3)
    res = resolve_announcements(declared(hands[:3], H), H, players="3")
    assert res.announcements == (0, 0, 3)


def test_rule_annonces_carre_de_rois_cancels_all_but_couples():
    hands = ["KS KH KD KC", "7H 9H QH JD 7D 9D AD", "7S 8S 9S"]
    res = resolve_announcements(declared(hands, H), H, players="3")
    assert res.announcements == (0, 0, 0)
    res = resolve_announcements(
        declared(hands, H), H, players="3", rules=Rules(carre_rois_points=10)
    )
    assert res.announcements == (10, 0, 0)


def test_rule_annonces_couple_is_never_cancelled():
    hands = ["AS AH AD AC", "KH QH 7S 8S 9S", "JS JH JD JC"]
    res = resolve_announcements(declared(hands, H), H, players="3")
    # the carré de Valets cancels the carré of As and the tierce, never the couple
    assert res.couples == (0, 2, 0)
    assert res.announcements == (0, 0, 20)


def test_rule_annonces_partners_never_cancel_each_other():
    hands = ["7S 8S 9S", "7D 8D 9D", "7C 8C 9C TC", "JH"]
    assert resolve_announcements(declared(hands, H), H, players="2x2").by_side("2x2")[0] == (8, 0)
    assert resolve_announcements(declared(hands, H), H, players="4").announcements == (0, 0, 5, 0)


def test_rule_annonces_carre_de_dames_voids_unless_taken_from_the_talon():
    hand = cards("QS QH QD QC KH 9S JD")
    assert resolve_announcements([detect_announcements(hand, H)], H).void_deal
    taken = detect_announcements(hand, H, taken=Card.parse("QH"))
    res = resolve_announcements([taken], H)
    assert not res.void_deal
    assert res.couples == (2,)
    assert {r.reason.code for r in res.rulings} == {
        "voisin_carre_dames_from_talon",
        "voisin_couple_never_cancelled",
    }


def test_every_announcement_has_a_ruling():
    hands = ["7H 8H 9H QH KH 7D 9D", "7S 8S 9S JS AH TD QC"]
    res = resolve_announcements(declared(hands, H), H, players="2")
    assert len(res.rulings) == sum(len(d) for d in declared(hands, H))
    assert {r.announcement.kind for r in res.rulings if not r.counted} == {AnnouncementKind.TIERCE}


# --- deal scores ---------------------------------------------------------------------------------


def test_rule_footnote_2_a_tierce_saves_the_prise():
    made = score_deal("2", Contract("prise", 0, H), result([34, 54], [6, 7], [3, 0]))
    assert made.made and made.scores == (50, 50)
    failed = score_deal("2", Contract("prise", 0, H), result([34, 54], [6, 7]))
    assert not failed.made and failed.scores == (0, 100)


def test_rule_footnote_1_prise_lourde_caps_at_64_and_marks_a_trait():
    sheet = score_deal("4", Contract("prise", 0, H), result([55, 10, 13, 10], [4, 1, 1, 1]))
    assert sheet.totals[0] == 64
    assert sheet.scores[0] == 60
    assert sheet.traits == (1, 0, 0, 0)
    codes = [s.code for s in sheet.steps]
    assert "voisin_score_prise_lourde" in codes and "voisin_score_trait_prise_lourde" in codes


def test_rule_charge_prime_and_non_pli():
    sheet = score_deal("4", Contract("charge", 0, S), result([70, 18, 0, 0], [5, 2, 0, 0]))
    assert sheet.scores == (130, 20, 0, 0)
    step = next(s for s in sheet.steps if s.code == "voisin_score_non_pli")
    assert step.get("count") == 2 and step.get("amount") == 10


def test_rule_chute_royale_marks_the_taker():
    sheet = score_deal("4", Contract("charge", 0, H), result([30, 30, 28, 0], [2, 3, 2, 0]))
    assert sheet.scores == (0, 120, 30, 0)
    assert sheet.traits == (1, 0, 0, 0)


def test_rule_surcharge_stops_at_the_first_lost_trick():
    sheet = score_deal(
        "4",
        Contract("surcharge", 0, H),
        result([20, 0, 5, 0], [2, 0, 1, 0], [5, 0, 3, 10], [2, 0, 0, 0], lost=2),
    )
    assert sheet.scores == (0, 0, 200, 10)
    assert not sheet.made


def test_rule_rounding_applies_once_to_the_exact_half_point_total():
    # 44.5 -> 40 (never 44.5 -> 45 -> 50), 45 -> 50, 45.5 -> 50
    sheet = score_deal("3", Contract("prise", 1, H), result([44.5, 40, 3.5], [4, 4, 1]))
    assert sheet.scores == (40, 50, 0)


def test_rule_chute_split_can_give_halves():
    sheet = score_deal("4", Contract("prise", 0, H), result([23, 25, 25, 15], [2, 2, 2, 1]))
    assert sheet.totals[1] == Fraction(87, 2)
    assert sheet.scores == (0, 40, 40, 20)


def test_every_score_step_is_explained_with_a_number():
    sheet = score_deal(
        "4", Contract("charge", 0, H), result([40, 20, 18, 10], [3, 2, 1, 1], [5, 0, 0, 0])
    )
    rounded = [s for s in sheet.steps if s.code == "voisin_score_rounded"]
    assert [s.get("amount") for s in rounded] == list(sheet.scores)
    assert (
        score_deal(
            "4", Contract("charge", 0, H), result([40, 20, 18, 10], [3, 2, 1, 1]), explain=False
        ).steps
        == ()
    )


@pytest.mark.parametrize(
    ("contract", "res", "message"),
    [
        (Contract("prise", 0, H), result([40, 48], [6, 7]), "4 values"),
        (Contract("prise", 5, H), result([40, 20, 18, 10], [3, 2, 1, 1]), "taker must index"),
        (Contract("prise", 0, H), result([50, 20, 18, 10], [3, 2, 1, 1]), "more than 88"),
        (Contract("prise", 0, H), result([40, 20, 18, 10], [3, 2, 2, 1]), "only 7 tricks"),
        (
            Contract("surcharge", 0, H),
            result([40, 20, 18, 10], [3, 2, 1, 1]),
            "first_trick_lost_to",
        ),
        (Contract("surcharge", 0, H), result([40, 0, 0, 0], [3, 0, 0, 0]), "all 7 tricks"),
        (Contract("prise", 0, H), result([40, 20, 18, 10], [3, 2, 1, 1], lost=1), "surcharge only"),
    ],
)
def test_bad_results_raise_readable_errors(contract, res, message):
    with pytest.raises(EngineError, match=message):
        score_deal("4", contract, res)


def test_contract_targets():
    assert contract_target("prise") == {"points": 36}
    assert contract_target("charge", "3") == {"points": 50}
    assert [contract_target("surcharge", p)["tricks"] for p in ("2", "3", "4", "2x2")] == [
        13,
        9,
        7,
        7,
    ]
    assert contract_target("charge", "2", Rules(variante_i=True)) == {"points": 50}
    with pytest.raises(EngineError, match="single contract"):
        contract_target("prise", "2", Rules(variante_i=True))


# --- the end of the game (000 §DÉCOMPTE DES POINTS) ----------------------------------------------


def test_rule_game_in_1000_ties_broken_by_fewer_traits():
    assert not game_standing([990, 900], [0, 0]).finished
    assert game_standing([1010, 1200], [0, 3]).winners == (1,)
    won = game_standing([1010, 1010, 600], [2, 1, 0])
    assert won.winners == (1,) and won.reason.code == "voisin_game_won_on_traits"
    tied = game_standing([1010, 1010], [1, 1])
    assert tied.winners == (0, 1) and tied.reason.code == "voisin_game_tied"


# --- the game object -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("kind", "data", "message"),
    [
        ("trick_winner", {"trick": ["AS", "7H"]}, "needs the field 'trump'"),
        ("trick_winner", {"trump": "X", "trick": ["AS", "7H"]}, "not a Voisin trump"),
        ("trick_winner", {"trump": "H", "trick": ["AS", "7H", "8H"], "players": "2"}, "at most 2"),
        ("legal_plays", {"trump": "H", "trick": ["AS"], "hand": []}, "hand is empty"),
        ("bid", {"auction": "pass", "call": "prise"}, "list of calls"),
        ("bid", {"auction": [], "call": "prise", "players": "5"}, "players must be one of"),
        ("score", {"players": "4", "contract": {"name": "belote"}}, "unknown Voisin contract"),
        (
            "score",
            {
                "players": "4",
                "contract": {"name": "prise", "taker": 0, "trump": "H"},
                "result": {
                    "points": [40, 20, 18, "x"],
                    "tricks": [3, 2, 1, 1],
                    "announcements": [0, 0, 0, 0],
                    "couples": [0, 0, 0, 0],
                },
            },
            "must be a number",
        ),
        (
            "score",
            {
                "players": "4",
                "contract": {"name": "prise", "taker": 0, "trump": "H"},
                "result": {
                    "points": [40.25, 20, 18, 9.75],
                    "tricks": [3, 2, 1, 1],
                    "announcements": [0, 0, 0, 0],
                    "couples": [0, 0, 0, 0],
                },
            },
            "or a half",
        ),
        ("contract_target", {"contract": 3}, "with a name"),
    ],
)
def test_bad_inputs_give_clear_errors(kind, data, message):
    with pytest.raises(EngineError, match=message):
        GAME.answer(kind, data, GAME.make_rules({}))


def test_unknown_options_are_refused():
    with pytest.raises(UnknownOptionError, match="unknown rules option"):
        GAME.make_rules({"belote": True})
    with pytest.raises(UnknownOptionError, match="does not accept"):
        GAME.make_rules({"voisin_cut_suit": "clubs"})
    with pytest.raises(UnknownOptionError, match="does not accept"):
        GAME.make_rules({"carre_rois_points": 5})
