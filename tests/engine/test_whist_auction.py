"""The whist auctions: seed 002 §2-§3 (Règlement, rounds and the ladder) and seed 003
§Début du jeu (à la couleur). Seat 0 is the dealer's left and speaks first."""

from __future__ import annotations

import pytest

from reference.engine.cards import Card
from reference.engine.errors import EngineError, NotationError
from reference.engine.whist import (
    Call,
    IllegalCallError,
    Rules,
    bidding_ladder,
    check_call,
    ladder_key,
    legal_calls,
    replay,
)

R = Rules()
C = Rules(document="couleur")


def ok(calls: list[str], call: str, rules: Rules = R, **kw: object) -> bool:
    return check_call(calls, call, rules, **kw).legal  # type: ignore[arg-type]


def why(calls: list[str], call: str, rules: Rules = R, **kw: object) -> str:
    return check_call(calls, call, rules, **kw).reason.code  # type: ignore[arg-type]


def test_rule_3_no_seul_in_round_one() -> None:
    assert why(["emballage 8 H"], "seul 6 H") == "whist_seul_not_round_one"


def test_rule_2_abondances_and_chlems_only_in_round_one() -> None:
    assert ok([], "abondance 9 H") and ok([], "solo chlem")
    # the misère announcer could raise to a higher game in round 2, but not to an abondance
    misere = ["petite misere", "piccolissimo", "pass", "pass"]
    assert why(misere, "abondance 9 S") == "whist_round_one_only"
    assert ok(misere, "piccolo")  # not an abondance or a chlem: allowed in round 2
    assert why(["petite misere", "pass", "pass", "pass"], "piccolo") == "whist_own_bid_standing"
    waited = ["j'attends", "emballage 8 S", "piccolo", "pass", "pass"]
    assert why(waited, "petit solo chlem SA") == "whist_round_one_only"


def test_rule_2_pass_in_round_one_is_final() -> None:
    assert why(["pass", "emballage 8 H", "pass", "pass"], "j'emballe H") == "whist_passed_final"


def test_rule_2_proposer_unjoined_maintains_or_goes_seul() -> None:
    calls = ["emballage 8 H", "pass", "pass", "pass"]
    assert ok(calls, "je maintiens") and ok(calls, "seul 6 H")
    assert why(calls, "seul 6 S") == "whist_seul_own_suit"
    assert why(calls, "piccolo") == "whist_maintain_or_seul"


def test_rule_2_maintained_proposer_may_only_join_a_higher_suit() -> None:
    calls = ["emballage 8 S", "emballage 8 H", "pass", "pass", "je maintiens", "je maintiens"]
    calls += ["pass", "pass"]
    assert ok(calls, "j'emballe H")
    assert why(calls, "seul 6 S") == "whist_maintained_only_join"
    # an unjoined proposer who passes withdraws his suit: nothing left to join
    gone = ["emballage 8 D", "emballage 8 H", "pass", "pass", "pass", "je maintiens"]
    gone += ["pass", "pass"]
    assert why(gone, "j'emballe D") == "whist_passed_final"


def test_rule_2_cannot_join_a_suit_lower_than_ones_own() -> None:
    calls = ["emballage 8 C", "emballage 8 H", "pass", "pass", "je maintiens", "je maintiens"]
    calls += ["pass", "pass", "pass"]
    assert why(calls, "j'emballe C") == "whist_join_lower_suit"


def test_rule_2_joined_proposer_cannot_join_another_suit() -> None:
    calls = ["emballage 8 S", "j'emballe S", "emballage 8 H", "pass"]
    assert why(calls, "j'emballe H") == "whist_join_own_emballed"


def test_rule_2_emballeur_makes_no_other_announcement() -> None:
    calls = ["emballage 8 S", "j'emballe S", "emballage 8 H", "j'emballe H", "pass"]
    assert why(calls, "piccolo") == "whist_partner_no_other_call"
    assert ok(calls, "emballage 9 S")


def test_rule_2_emballeur_raises_first() -> None:
    calls = ["emballage 8 S", "j'emballe S", "emballage 8 H", "j'emballe H"]
    assert why(calls, "emballage 9 S") == "whist_emballeur_raises_first"
    # the proposers wait (their pass is not final), the emballeurs raise
    calls += ["pass", "emballage 9 S", "pass", "emballage 9 H"]
    assert ok(calls, "emballage 10 S")  # the proposer may raise after the emballeur


def test_rule_2_equal_tricks_higher_suit_wins() -> None:
    calls = ["emballage 8 S", "j'emballe S", "emballage 8 H", "j'emballe H", "pass"]
    calls += ["emballage 9 S", "pass"]
    assert ok(calls, "emballage 9 H")
    hearts_first = ["emballage 8 S", "j'emballe S", "emballage 8 H", "j'emballe H", "pass"]
    assert why(hearts_first, "emballage 8 S") == "whist_raise_more_tricks"


def test_rule_2_seul_wins_ties_so_emballage_starts_at_nine() -> None:
    assert ladder_key(Call.parse("seul 6 S"), R) > ladder_key(Call.parse("emballage 8 H"), R)
    assert ladder_key(Call.parse("emballage 9 S"), R) > ladder_key(Call.parse("seul 6 H"), R)
    assert ladder_key(Call.parse("seul 7 S"), R) > ladder_key(Call.parse("emballage 9 H"), R)


def test_rule_2_over_petite_misere_only_emballage_10_or_8_seul() -> None:
    calls = ["emballage 8 H", "petite misere", "j'emballe H", "pass", "pass", "pass"]
    assert why(calls, "emballage 9 H") == "whist_not_higher"
    assert ok(calls, "emballage 10 H")
    alone = ["emballage 8 H", "petite misere", "pass", "pass"]
    assert ok(alone, "seul 8 H") and why(alone, "seul 7 H") == "whist_not_higher"
    assert ok(["petite misere"], "emballage 10 S")
    assert why(["petite misere"], "emballage 8 S") == "whist_not_higher"


def test_rule_2_misere_announcer_takes_no_part_in_emballage_or_seul() -> None:
    assert why(["petite misere", "emballage 10 D", "pass", "pass"], "j'emballe D") == (
        "whist_individual_no_partnership"
    )


def test_rule_2_misere_and_piccolo_may_be_joined() -> None:
    assert ok(["petite misere"], "j'emballe") and ok(["petite misere"], "petite misere")
    assert why(["petite misere", "j'emballe"], "j'emballe") == "whist_a_deux_only"
    assert ok(["piccolo", "j'emballe"], "j'emballe")


def test_rule_2_two_joins_of_a_piccolo_force_the_fourth() -> None:
    assert why(["piccolo", "j'emballe", "j'emballe"], "pass") == "whist_forced_emballage"
    assert ok(["piccolo", "j'emballe", "j'emballe"], "j'emballe")


def test_rule_2_j_attends_keeps_only_the_right_to_join_in_round_two() -> None:
    calls = ["j'attends", "emballage 8 H", "pass", "pass"]
    assert ok(calls, "j'emballe H")
    assert why(calls, "piccolo") == "whist_wait_only_join"
    assert why(["pass"], "j'attends") == "whist_wait_first_only"


def test_rule_2_over_a_trou_only_grande_misere_sur_trou_and_higher() -> None:
    assert why([], "abondance sur table H", trou=True) == "whist_over_trou"
    assert why([], "emballage 8 H", trou=True) == "whist_over_trou"
    assert ok([], "grande misere sur trou", trou=True) and ok([], "piccolo", trou=True)
    assert why([], "grande misere sur trou") == "whist_sur_trou_needs_trou"


def test_rule_2_seul_and_join_need_a_trump_in_hand() -> None:
    hand = [Card.parse(c) for c in ("2S", "3C")]
    assert why(["emballage 8 H"], "j'emballe H", hand=hand) == "whist_needs_trump"
    assert ok(["emballage 8 S"], "j'emballe S", hand=hand)


def test_rule_4_rabrouche_only_the_dealer_announces_a_petite_misere() -> None:
    assert why([], "petite misere", rabrouche=True) == "whist_rabrouche_dealer_only"
    assert ok(["pass", "pass", "pass"], "petite misere", rabrouche=True)


def test_rule_2_auction_outcomes() -> None:
    assert replay(["pass"] * 4, R).outcome().contract == "dames"
    assert replay(["pass"] * 4, R, trou=True).outcome().contract == "trou"
    out = replay(["emballage 8 H", "petite misere", "pass", "pass", "seul 8 H"] + ["pass"] * 4, R)
    assert out.over and out.outcome().contract == "seul_8_sur_misere"
    pair = replay(["emballage 8 H", "j'emballe H", "pass", "pass", "pass", "pass"], R)
    assert pair.outcome().seats == (0, 1) and pair.outcome().tricks == 8
    unjoined = replay(["emballage 8 H", "pass", "pass", "pass", "je maintiens"] + ["pass"] * 4, R)
    assert unjoined.over and unjoined.outcome().contract == "dames"


def test_rule_2_abondance_order_option() -> None:
    assert not ok(["abondance 10 S"], "abondance 9 H")
    assert ok(["abondance 10 S"], "abondance 9 H", Rules(abondance_order="suit_then_tricks"))


def test_ladder_002_positions() -> None:
    names = [(s.contract, s.tricks) for s in bidding_ladder(R)]
    assert names.index(("seul", 7)) < names.index(("petite_misere", None))
    assert names.index(("petite_misere", None)) < names.index(("emballage", 10))
    assert names.index(("trou", None)) < names.index(("grande_misere_sur_trou", None))
    assert names[-1] == ("solo_chlem", None)


# ------------------------------------------------------------------ à la couleur


def test_rule_003_each_call_above_the_last() -> None:
    assert ok(["seul 6 S"], "seul 6 H", C)  # same level, higher suit
    assert why(["seul 6 H"], "seul 6 S", C) == "whist_not_higher"
    assert ok(["seul 6 H"], "petite misere", C) and ok(["petite misere"], "seul 7 S", C)
    assert why(["abondance"], "piccolo", C) == "whist_not_higher"
    assert ok(["grande misere"], "abondance sur table", C)


def test_rule_003_couleur_overcalled_by_a_higher_suit() -> None:
    assert ok(["couleur S"], "couleur H", C)
    assert why(["couleur H"], "couleur S", C) == "whist_not_higher"


def test_rule_003_only_couleur_misere_piccolo_may_be_joined() -> None:
    assert ok(["couleur S"], "j'emballe", C)
    assert ok(["petite misere"], "j'emballe", C) and ok(["piccolo"], "j'emballe", C)
    assert why(["seul 6 S"], "j'emballe", C) == "whist_join_not_allowed"
    assert why(["piccolissimo"], "j'emballe", C) == "whist_join_not_allowed"
    assert why(["couleur S", "j'emballe"], "j'emballe", C) == "whist_join_already_emballed"


def test_rule_003_pass_is_final_and_the_last_bid_stands() -> None:
    auction = replay(["couleur H", "pass", "pass", "pass"], C)
    assert auction.over and auction.outcome().seats == (0,)
    assert replay(["pass"] * 4, C).outcome().contract is None  # dealt again


def test_rule_003_j_attends_speaks_again() -> None:
    assert ok(["j'attends", "couleur H", "pass", "pass"], "j'emballe", C)
    # "premier" is a first call of its own (interpretation whist-premier), or, under the
    # other reading, only the word that opens an announcement made at once
    assert why([], "premier", C) == "whist_premier_legal_couleur"
    assert ok(["premier", "couleur H", "pass", "pass"], "j'emballe", C)
    assert why(["couleur H"], "premier", C) == "whist_wait_first_only"
    prefix = Rules(document="couleur", premier="bid_prefix")
    assert why([], "premier", prefix) == "whist_premier_means_bid"


def test_rule_003_documents_do_not_mix() -> None:
    assert why([], "je maintiens", C) == "whist_call_not_in_document"
    assert why([], "chelem", R) == "whist_call_not_in_document"
    assert why([], "emballage 9 H", C) == "whist_tricks_not_allowed"


def test_legal_calls_lists_only_legal_calls() -> None:
    auction = replay(["couleur S"], C)
    calls = legal_calls(auction)
    assert Call.parse("pass") in calls and Call.parse("couleur H") in calls
    assert Call.parse("couleur S") not in calls


def test_bad_calls_raise() -> None:
    with pytest.raises(NotationError):
        Call.parse("seven no trump")
    with pytest.raises(IllegalCallError, match="call 2"):
        replay(["emballage 8 H", "seul 6 S"], R)
    with pytest.raises(EngineError):
        check_call([], "abondance 9 H", C)
