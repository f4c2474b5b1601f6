"""Neurotrio targets and scores (seed 001 §Enchères, §Décompte des points; analysis §2.5)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from reference.engine.cards import Background, Nature
from reference.engine.errors import EngineError
from reference.engine.neurotrio import (
    ATTRIBUTE_LADDER,
    CONTRACTS,
    DEAL_SIZES,
    Contract,
    Rules,
    contract_target,
    score_deal,
)


def test_rule_deal_sizes_share_the_54_cards() -> None:
    # 001 §Mise en place: chien of 3, 2, 4 cards; 17, 13, 10 cards each.
    assert {n: (s.hand, s.chien) for n, s in DEAL_SIZES.items()} == {
        3: (17, 3),
        4: (13, 2),
        5: (10, 4),
    }
    assert all(n * s.hand + s.chien == 54 for n, s in DEAL_SIZES.items())


def test_rule_document_targets() -> None:
    assert contract_target(1, 3)["tricks"] == 9  # un cœur, 3 players
    assert contract_target(2, 4)["tricks"] == 8  # 2 fond vert, 4 players
    assert contract_target(3, 5) == {"tricks": 8, "of": 10, "half": 5, "level": 3}  # 3 rose


def test_rule_made_example_35_points() -> None:
    score = score_deal(Contract(1, Background.BLEU), 10, 4)
    assert (score.sides, score.scores, score.made) == (("taker", "each_other"), (35, 0), True)
    assert [line.code for line in score.steps] == [
        "neurotrio_score_target",
        "neurotrio_score_made",
        "neurotrio_score_level",
        "neurotrio_score_overtricks",
        "neurotrio_score_taker_total",
    ]
    assert score.steps[-1].get("amount") == 35


def test_rule_failed_example_down_three() -> None:
    score = score_deal(Contract(3, Background.NOIR), 5, 5)
    assert (score.as_dict(), score.made) == ({"taker": 0, "each_other": 30}, False)
    assert score.steps[1].get("down") == 3


def test_rule_two_etoile_scores_at_least_40() -> None:
    assert score_deal(Contract(2, Nature.ETOILE), 8, 4).score("taker") == 40


def test_rule_contre_doubles_made_and_failed() -> None:
    assert score_deal(Contract(1, Background.BLEU, contre=True), 10, 4).score("taker") == 70
    failed = score_deal(Contract(3, Background.NOIR, contre=True), 5, 5)
    assert failed.score("each_other") == 60
    assert failed.steps[-2].code == "neurotrio_score_contre"


def test_contract_catalogue_rows() -> None:
    four = CONTRACTS[4]
    assert [row.level for row in four] == list(range(1, 8))
    assert (four[0].target, four[0].made_minimum, four[0].made_all_tricks) == (7, 20, 50)
    assert all(row.leader == "taker" for row in four)


def test_bad_scores_are_refused() -> None:
    with pytest.raises(EngineError, match="0 to 13"):
        score_deal(Contract(1, Background.BLEU), 14, 4)
    with pytest.raises(EngineError, match="level 6 cannot be bid"):
        contract_target(6, 5)
    assert contract_target(6, 5, Rules(max_level="none"))["tricks"] == 11
    with pytest.raises(EngineError, match="3, 4 or 5 players"):
        contract_target(1, 6)


contracts = st.sampled_from(list(DEAL_SIZES)).flatmap(
    lambda n: st.tuples(
        st.just(n),
        st.integers(1, DEAL_SIZES[n].top_level),
        st.sampled_from(ATTRIBUTE_LADDER),
        st.booleans(),
        st.integers(0, DEAL_SIZES[n].tricks),
    )
)


@given(contracts)
def test_scoring_laws(case: tuple[int, int, Background | Nature, bool, int]) -> None:
    players, level, attribute, contre, tricks = case
    sheet = score_deal(Contract(level, attribute, contre), tricks, players)
    taker, each_other = sheet.score("taker"), sheet.score("each_other")
    target = contract_target(level, players)["tricks"]
    factor = 2 if contre else 1
    assert sheet.made == (tricks >= target)
    if sheet.made:
        # 001: the taker alone scores, at least 20 x level.
        assert taker >= 20 * level * factor and each_other == 0
        assert (taker // factor - 20 * level) % 5 == 0
    else:
        # 001: every other player scores the same, 10 per missing trick.
        assert taker == 0
        assert each_other == 10 * (target - tricks) * factor
    assert sheet.steps[-1].get("amount") == max(taker, each_other)


@pytest.mark.parametrize(
    ("kind", "data", "message"),
    [
        ("score", {"contract": {"level": 1, "attribute": "B"}, "result": {"tricks": 7}}, "players"),
        ("score", {"players": 4, "contract": {"level": 1}, "result": {"tricks": 7}}, "attribute"),
        (
            "score",
            {"players": 4, "contract": {"level": "1", "attribute": "B"}, "result": {}},
            "level",
        ),
        ("score", {"players": 4, "contract": "1B", "result": {"tricks": "7"}}, "whole number"),
        ("score", {"players": 6, "contract": "1B", "result": {"tricks": 7}}, "3, 4 or 5"),
        (
            "score",
            {
                "players": 4,
                "contract": {"level": 1, "attribute": "B", "contre": "yes"},
                "result": {"tricks": 7},
            },
            "contre",
        ),
        ("contract_target", {"players": 4, "contract": "contre"}, "bid such as"),
        ("contract_target", {"players": 4, "contract": 3}, "object"),
        ("bid", {"auction": "1C", "call": "pass", "players": 3}, "list of calls"),
        ("bid", {"auction": ["1C", "1E"], "call": "pass", "players": 3}, "not legal"),
        ("bid", {"auction": [], "call": "2X", "players": 3}, "not a Neurotrio"),
        ("trick_winner", {"trick": ["1C-B", "2C-B"]}, "trump"),
        (
            "trick_winner",
            {"trump": "E", "trick": ["1C-B", "2C-B", "3C-B", "1E-B"], "players": 3},
            "one card per player",
        ),
        ("legal_plays", {"trump": "E", "trick": ["1C-B"]}, "hand"),
        (
            "legal_plays",
            {"trump": "E", "trick": ["1C-B", "2C-B", "3C-B"], "hand": ["1E-B"], "players": 3},
            "already complete",
        ),
        ("card_points", {"trump": "E", "cards": ["1C-B"]}, "not implemented"),
    ],
)
def test_case_input_errors_are_readable(kind: str, data: dict[str, object], message: str) -> None:
    from reference.engine.neurotrio import GAME

    with pytest.raises(EngineError, match=message):
        GAME.answer(kind, data, Rules())
