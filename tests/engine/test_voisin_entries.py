"""What a sheet asks of a deal of Le Voisin and which results the engine refuses: each fault
names its field and side, whatever the table; a result the engine refuses here is also
refused when scored (one rule, two doors)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from reference.engine.errors import EngineError
from reference.engine.voisin.contracts import DEAL_SIZES, Contract, deal_size
from reference.engine.voisin.entries import result_faults, result_fields
from reference.engine.voisin.scoring import DealResult, score_deal
from reference.engine.voisin.table import parse_trump


def test_a_surcharge_asks_neither_points_nor_tricks():
    assert "points" not in result_fields("surcharge")
    assert "tricks" not in result_fields("surcharge")
    assert {"points", "tricks"} <= set(result_fields("charge"))


@pytest.mark.parametrize("players", ["2", "3", "4", "2x2"])
def test_points_without_a_trick_are_refused_at_their_side(players):
    sides = 2 if players == "2x2" else DEAL_SIZES[players].seats
    hand = deal_size(players).hand
    tricks = [hand] + [0] * (sides - 1)
    points = [72] + [16] + [0] * (sides - 2)
    faults = result_faults(players, "prise", 0, points=points, tricks=tricks)
    assert [(f.field, f.side, f.code) for f in faults] == [("points", 1, "points_without_tricks")]


@pytest.mark.parametrize("players", ["2", "3", "4", "2x2"])
def test_more_tricks_than_the_deal_has_are_refused(players):
    hand = deal_size(players).hand
    sides = 2 if players == "2x2" else DEAL_SIZES[players].seats
    tricks = [hand, 1] + [0] * (sides - 2)
    faults = result_faults(players, "charge", 0, points=[None] * sides, tricks=tricks)
    assert [(f.code, dict(f.params)) for f in faults] == [("tricks_over_deal", {"hand": hand})]


def test_values_not_given_yet_are_not_judged():
    assert result_faults("4", "charge", 0, points=[50, None, 20, 30], tricks=[None] * 4) == ()


def test_a_surcharge_lost_to_its_taker_is_refused():
    faults = result_faults("3", "surcharge", 1, lost_to=1)
    assert [f.field for f in faults] == ["first_trick_lost_to"]


sides3 = st.lists(st.integers(0, 9), min_size=3, max_size=3)


@given(points=st.lists(st.integers(0, 88), min_size=3, max_size=3), tricks=sides3)
def test_the_score_refuses_exactly_what_the_sheet_refuses(points, tricks):
    contract = Contract("charge", 0, parse_trump("H"))
    result = DealResult(tuple(Fraction(p) for p in points), tuple(tricks), (0,) * 3, (0,) * 3)
    faults = result_faults("3", "charge", 0, points=points, tricks=tricks)
    try:
        score_deal("3", contract, result)
    except EngineError as error:
        assert faults and str(error) == faults[0].developer
    else:
        assert faults == ()
