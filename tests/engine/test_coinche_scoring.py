"""Belote coinchée deal scoring (seed 004 §Décompte des points, §Capot et Générale,
§Fin de partie; ``rules-analysis.md`` §6.6). Expected numbers are the document's."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from reference.engine.coinche import (
    Contract,
    DealResult,
    Mode,
    Rules,
    game_winner,
    round_points,
    score_deal,
    scoring_examples,
)
from reference.engine.errors import EngineError

H = Mode.HEARTS


def result(ns: int, ew: int, tricks_ns: int, **extra: object) -> DealResult:
    return DealResult({"NS": ns, "EW": ew}, {"NS": tricks_ns, "EW": 8 - tricks_ns}, **extra)  # type: ignore[arg-type]


def scores(contract: Contract, res: DealResult, rules: Rules | None = None) -> dict[str, int]:
    return score_deal(contract, res, rules or Rules()).as_dict()


def test_rule_rounding_nearest_ten_a_five_rounds_up() -> None:
    # "15 est compté 20"
    assert [round_points(x) for x in (15, 14, 85, 77, 162)] == [20, 10, 90, 80, 160]


def test_rule_made_contract_rounded_points_plus_contract() -> None:
    assert scores(Contract(110, H, "NS"), result(114, 48, 6)) == {"NS": 220, "EW": 50}


def test_rule_failed_contract_160_plus_contract_to_the_defence() -> None:
    # "162, arrondis à 160" plus the contract
    assert scores(Contract(110, H, "NS"), result(100, 62, 5)) == {"NS": 0, "EW": 160 + 110}


def test_rule_coinche_doubles_surcoinche_quadruples_the_winners() -> None:
    assert scores(Contract(100, H, "NS", 1), result(112, 50, 5)) == {"NS": 420, "EW": 0}
    assert scores(Contract(100, H, "NS", 1), result(70, 92, 4)) == {"NS": 0, "EW": 520}
    assert scores(Contract(100, H, "NS", 2), result(112, 50, 5)) == {"NS": 840, "EW": 0}


def test_rule_capot_bid_500_generale_bid_800() -> None:
    assert scores(Contract("capot", H, "NS"), result(162, 0, 8)) == {"NS": 500, "EW": 0}
    assert scores(Contract("capot", H, "NS"), result(152, 10, 7)) == {"NS": 0, "EW": 500}
    gen = Contract("generale", H, "NS")
    assert scores(gen, result(162, 0, 8, all_tricks_by_one_player=True))["NS"] == 800
    assert scores(gen, result(162, 0, 8))["EW"] == 800  # the partner took some tricks
    assert scores(Contract("capot", H, "NS", 1), result(162, 0, 8))["NS"] == 1000


def test_rule_capot_adds_the_team_announcements() -> None:
    res = result(162, 0, 8, announcements={"NS": 50, "EW": 0}, belote=("NS",))
    assert scores(Contract("capot", H, "NS"), res) == {"NS": 570, "EW": 0}


def test_rule_unannounced_capot_counts_250() -> None:
    assert scores(Contract(80, H, "NS"), result(162, 0, 8)) == {"NS": 330, "EW": 0}
    no_bonus = Rules(unannounced_capot=None)
    assert scores(Contract(80, H, "NS"), result(162, 0, 8), no_bonus) == {"NS": 240, "EW": 0}


def test_rule_belote_is_kept_by_its_holders_and_never_doubled() -> None:
    res = result(60, 102, 3, belote=("NS",))
    assert scores(Contract(100, H, "NS", 1), res) == {"NS": 20, "EW": 520}


def test_rule_announcements_help_the_declarers_never_sink_them() -> None:
    res = result(92, 70, 5, belote=("NS",))  # 92 + 20 = 112 >= 110 ("100 + 20 pour la belote")
    assert score_deal(Contract(110, H, "NS"), res).made
    assert not score_deal(
        Contract(110, H, "NS"), res, Rules(announcements_count_for_contract=False)
    ).made
    defence = result(104, 58, 5, announcements={"NS": 0, "EW": 50})
    assert score_deal(Contract(100, H, "NS"), defence).made
    against = Rules(announcements_against_contract=True)
    assert not score_deal(Contract(100, H, "NS"), defence, against).made


def test_variants_generale_values_and_failed_counts() -> None:
    gen = Contract("generale", H, "NS")
    won = result(162, 0, 8, all_tricks_by_one_player=True)
    for value in (350, 500, 800, 1000):
        assert scores(gen, won, Rules(generale_value=value))["NS"] == value
    lost = result(150, 12, 7)
    assert scores(gen, lost, Rules(generale_failed_defence="160_plus_contract"))["EW"] == 560
    rules = Rules(generale_value=1000, generale_failed_defence="160_plus_contract")
    assert scores(gen, lost, rules)["EW"] == 660
    capot = Rules(capot_failed_defence="160_plus_contract")
    assert scores(Contract("capot", H, "NS"), lost, capot)["EW"] == 410


def test_variant_coinche_doubles_only_the_contract() -> None:
    rules = Rules(coinche_multiplies="contract")
    assert scores(Contract(100, H, "NS", 1), result(112, 50, 5), rules) == {"NS": 310, "EW": 0}


def test_variant_only_the_bid_is_scored() -> None:
    rules = Rules(scoring="bid_only")
    # the document's example: 100 bid, 140 made, 100 scored
    assert scores(Contract(100, H, "NS"), result(140, 22, 7), rules) == {"NS": 100, "EW": 0}


def test_variant_raw_table_conversion() -> None:
    rules = Rules(sa_ta_counting="raw_table")
    res = result(160, 98, 6)  # TA: 160 raw is 100 classic, 98 is 60
    assert scores(Contract(100, Mode.TA, "NS"), res, rules) == {"NS": 200, "EW": 60}


def test_variant_contract_plus_one_and_two() -> None:
    res = result(111, 51, 6)
    assert score_deal(Contract(110, H, "NS"), res, Rules(contract_made_when="bid_plus_1")).made
    assert not score_deal(Contract(110, H, "NS"), res, Rules(contract_made_when="bid_plus_2")).made


def test_rule_end_of_game_3000_higher_total_wins_tie_plays_on() -> None:
    assert game_winner({"NS": 2990, "EW": 1000}) is None
    assert game_winner({"NS": 3000, "EW": 1000}) == "NS"
    assert game_winner({"NS": 3100, "EW": 3200}) == "EW"
    assert game_winner({"NS": 3100, "EW": 3100}) is None
    assert game_winner({"NS": 2000, "EW": 0}, Rules(game_target=2000)) == "NS"


def test_steps_add_up_to_each_team_score() -> None:
    for _label, sheet in scoring_examples():
        for team in ("NS", "EW"):
            added = sum(
                int(s.get("amount") or 0)  # type: ignore[arg-type]
                for s in sheet.steps
                if s.get("team") == team and s.code != "team_total"
            )
            assert added == sheet.score(team)


def test_bad_results_are_clear_errors() -> None:
    with pytest.raises(EngineError, match="total 162"):
        score_deal(Contract(100, H, "NS"), result(100, 60, 5))
    with pytest.raises(EngineError, match="tricks must total 8"):
        score_deal(Contract(100, H, "NS"), DealResult({"NS": 100, "EW": 62}, {"NS": 5, "EW": 2}))
    with pytest.raises(EngineError, match="no trick"):
        score_deal(Contract(100, H, "NS"), result(150, 12, 8))
    with pytest.raises(EngineError, match="belote_only"):
        score_deal(
            Contract(100, H, "NS"),
            result(100, 62, 5, announcements={"NS": 20, "EW": 0}),
            Rules(announcements="belote_only"),
        )


OPTION_SETS = [
    {},
    {"coinche_multiplies": "contract"},
    {"scoring": "bid_only"},
    {"contract_made_when": "more_than_opponents"},
    {"announcements_against_contract": True},
    {"unannounced_capot": None},
    {"generale_value": 350, "generale_failed_defence": "160_plus_contract"},
    {"bid_step": 5},
]


@given(
    st.sampled_from([80, 90, 100, 110, 120, 130, 140, 150, 160, 170, 250, "capot", "generale"]),
    st.sampled_from([Mode.HEARTS, Mode.SA]),
    st.sampled_from(["NS", "EW"]),
    st.integers(0, 2),
    st.integers(0, 8),
    st.integers(0, 162),
    st.sampled_from([0, 20, 50, 100, 150, 200]),
    st.sampled_from(["NS", "EW"]),
    st.sampled_from([None, "NS", "EW"]),
    st.booleans(),
    st.sampled_from(OPTION_SETS),
)
def test_property_scores_are_never_negative(
    level: int | str,
    mode: Mode,
    by: str,
    coinche: int,
    tricks_ns: int,
    points_ns: int,
    ann: int,
    ann_team: str,
    belote: str | None,
    one: bool,
    options: dict[str, object],
) -> None:
    if tricks_ns == 0:
        points_ns = 0
    elif tricks_ns == 8:
        points_ns = 162
    elif points_ns == 162:
        points_ns = 161
    if mode is Mode.SA:
        belote = None
    res = DealResult(
        {"NS": points_ns, "EW": 162 - points_ns},
        {"NS": tricks_ns, "EW": 8 - tricks_ns},
        {ann_team: ann, "EW" if ann_team == "NS" else "NS": 0},
        (belote,) if belote else (),
        one and tricks_ns in (0, 8),
    )
    contract = Contract(level, mode, by, coinche)  # type: ignore[arg-type]
    sheet = score_deal(contract, res, Rules(**options))  # type: ignore[arg-type]
    assert all(v >= 0 for v in sheet.scores)
    assert all(isinstance(v, int) for v in sheet.scores)
    assert Fraction(sheet.score("NS")) % 5 == 0 and Fraction(sheet.score("EW")) % 5 == 0
