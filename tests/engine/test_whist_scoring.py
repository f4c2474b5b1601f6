"""Scoring: seed 002's table per active / passive player, seed 003's values per defender.

Expected values are computed in each test from the numbers printed in the documents (the
002 table, 003 §Valeur des contrats), not read back from the engine's tables.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from reference.engine.cards import Suit
from reference.engine.errors import EngineError
from reference.engine.whist import (
    Contract,
    DealScore,
    Rules,
    catalogue,
    score_dames,
    score_deal,
)

R = Rules()
C = Rules(document="couleur")
H = Suit.HEARTS


def s(
    name: str,
    tricks: int | None,
    result: list[int],
    rules: Rules = R,
    declarers: int | None = None,
) -> DealScore:
    trump = (
        H
        if name
        in (
            "trou",
            "emballage",
            "seul",
            "abondance",
            "abondance_sur_table",
            "emballage_10_sur_misere",
            "seul_8_sur_misere",
        )
        else None
    )
    return score_deal(Contract(name, tricks, trump, declarers), result, rules)


# --------------------------------------------------------------------------- Règlement


def test_table_002_trou_won_lost_and_thirteen() -> None:
    assert (s("trou", 9, [9]).per_declarer, s("trou", 9, [9]).per_defender) == (6, -6)
    assert s("trou", 8, [12]).per_declarer == 6  # no per-trick increment for the trou
    assert (s("trou", 8, [13]).per_declarer, s("trou", 8, [13]).per_defender) == (12, -12)
    assert (s("trou", 9, [8]).per_declarer, s("trou", 9, [8]).per_defender) == (-12, 12)
    add = Rules(slam_13_mode="add")
    assert s("trou", 8, [13], add).per_declarer == 6 + 12


def test_table_002_emballage_overtricks_missing_and_thirteen() -> None:
    assert s("emballage", 8, [10]).per_declarer == 3 + 2 * 2
    assert s("emballage", 8, [10]).per_defender == -3 - 2 * 2
    assert s("emballage", 9, [9]).per_declarer == 3 + 2 * 1  # extras counted above 8
    assert s("emballage", 8, [6]).per_declarer == -3 - 4 * 2
    assert s("emballage", 10, [9]).per_defender == 3 + 4 * 1  # missing below the bid
    assert s("emballage", 8, [13]).per_declarer == 15
    assert s("emballage", 8, [13], Rules(slam_13_mode="add")).per_declarer == 3 + 2 * 5 + 15


def test_table_002_seul_extras_from_six_or_from_the_bid() -> None:
    assert (s("seul", 7, [9]).declarers, s("seul", 7, [9]).per_defender) == ((9 + 3 * 3,), -3 - 3)
    by_bid = Rules(seul_extras_from="bid")
    assert s("seul", 7, [9], by_bid).declarers == (9 + 3 * 2,)
    lost = s("seul", 8, [6])
    assert (lost.declarers, lost.per_defender) == ((-6 - 6 * 2,), 2 + 2 * 2)


def test_table_002_petite_misere_and_the_printed_minus_six() -> None:
    won = s("petite_misere", 0, [0])
    assert (won.declarers, won.per_defender, won.zero_sum) == ((12,), -4, True)
    lost = s("petite_misere", 0, [2])
    assert (lost.declarers, lost.per_defender, lost.zero_sum) == ((-18,), 6, True)
    printed = s("petite_misere", 0, [2], Rules(petite_misere_lost_passive="as_printed"))
    assert (printed.per_defender, printed.zero_sum) == (-6, False)


@pytest.mark.parametrize(
    ("name", "won", "lost"),
    [
        ("emballage_10_sur_misere", (9, -9), (-18, 18)),
        ("seul_8_sur_misere", (15, -5), (-21, 7)),
        ("piccolissimo", (18, -6), (-27, 9)),
        ("abondance", (18, -6), (-27, 9)),
        ("abondance_sur_table", (21, -7), (-33, 11)),
        ("grande_misere", (24, -8), (-36, 12)),
        ("grande_misere_sur_trou", (30, -10), (-45, 15)),
        ("piccolo", (36, -12), (-48, 16)),
        ("grande_misere_sur_table", (48, -16), (-48, 16)),
        ("petit_solo_chlem", (60, -20), (-60, 20)),
        ("solo_chlem", (90, -30), (-90, 30)),
    ],
)
def test_table_002_fixed_rows(name: str, won: tuple[int, int], lost: tuple[int, int]) -> None:
    made = {
        "emballage_10_sur_misere": 10,
        "seul_8_sur_misere": 8,
        "piccolissimo": 2,
        "abondance": 9,
        "abondance_sur_table": 9,
        "piccolo": 1,
        "petit_solo_chlem": 12,
        "solo_chlem": 13,
    }.get(name, 0)
    failed = 3 if made in (0, 1, 2) else made - 1
    rules = R
    sheet = score_deal(
        Contract(name, None, H if "sur_misere" in name or "abondance" in name else None),
        [made],
        rules,
    )
    assert (sheet.declarers[0], sheet.per_defender, sheet.made) == (*won, True)
    sheet = score_deal(
        Contract(name, None, H if "sur_misere" in name or "abondance" in name else None),
        [failed],
        rules,
    )
    assert (sheet.declarers[0], sheet.per_defender, sheet.made) == (*lost, False)


@pytest.mark.parametrize(
    ("name", "target", "both", "one", "none"),
    [
        ("petite_misere", 0, (8, -8), (18, -22, 2), (-18, 18)),
        ("piccolissimo", 2, (12, -12), (27, -33, 3), (-18, 18)),
        ("grande_misere", 0, (16, -16), (36, -44, 4), (-24, 24)),
        ("piccolo", 1, (24, -24), (52, -60, 4), (-32, 32)),
    ],
)
def test_table_002_a_deux_rows(
    name: str, target: int, both: tuple[int, int], one: tuple[int, int, int], none: tuple[int, int]
) -> None:
    miss = target + 1
    sheet = s(name, None, [target, target], declarers=2)
    assert (sheet.declarers, sheet.per_defender) == ((both[0], both[0]), both[1])
    sheet = s(name, None, [miss, target], declarers=2)
    assert (sheet.declarers, sheet.per_defender) == ((one[1], one[0]), one[2])
    sheet = s(name, None, [miss, miss], declarers=2)
    assert (sheet.declarers, sheet.per_defender) == ((none[0], none[0]), none[1])


def test_table_002_abondance_ten_and_eleven_score_like_nine() -> None:
    assert s("abondance", 10, [10]).declarers == (18,)
    assert s("abondance", 11, [10]).declarers == (-27,)


def test_table_002_dames() -> None:
    assert score_dames([1, 2, 0, 1], R).scores == (-3, -6, 0, -3)
    assert score_dames([0, 0, 4, 0], R).scores == (0, 0, 24, 0)
    assert score_dames([0, 0, 4, 0], Rules(dames_all_four="+12")).scores == (0, 0, 12, 0)
    with pytest.raises(EngineError):
        score_dames([1, 1, 1, 0], R)


# --------------------------------------------------------------------------- à la couleur


def test_values_003_couleur_per_defender_and_shared() -> None:
    pair = s("emballage", 8, [10], C, declarers=2)
    assert (pair.per_declarer, pair.per_defender) == (4 + 2, -(4 + 2))
    alone = s("emballage", 8, [8], C, declarers=1)
    assert (alone.per_declarer, alone.per_defender) == (3 * 4, -4)


@pytest.mark.parametrize(("bid", "base", "step"), [(6, 8, 2), (7, 12, 3), (8, 16, 4)])
def test_values_003_solos(bid: int, base: int, step: int) -> None:
    made = s("seul", bid, [bid + 2], C)
    assert (made.per_declarer, made.per_defender) == (3 * (base + 2 * step), -(base + 2 * step))
    failed = s("seul", bid, [bid - 3], C)
    assert (failed.per_declarer, failed.per_defender) == (-3 * base, base)
    mirror = s("seul", bid, [bid - 3], Rules(document="couleur", failure_value="undertricks"))
    assert mirror.per_defender == base + 2 * step


@pytest.mark.parametrize(
    ("name", "value", "made", "failed"),
    [
        ("petite_misere", 10, 0, 1),
        ("piccolissimo", 14, 2, 3),
        ("piccolo", 18, 1, 0),
        ("abondance", 22, 9, 8),
        ("grande_misere", 28, 0, 1),
        ("abondance_sur_table", 44, 9, 8),
        ("chelem", 100, 13, 12),
        ("chelem_sur_table", 200, 13, 12),
    ],
)
def test_values_003_fixed(name: str, value: int, made: int, failed: int) -> None:
    sheet = s(name, None, [made], C)
    assert (sheet.per_declarer, sheet.per_defender) == (3 * value, -value)
    sheet = s(name, None, [failed], C)
    assert (sheet.per_declarer, sheet.per_defender) == (-3 * value, value)


def test_values_003_emballed_misere_each_partner_must_succeed() -> None:
    both = s("petite_misere", None, [0, 0], C, declarers=2)
    assert (both.declarers, both.per_defender) == ((10, 10), -10)
    one = s("piccolo", None, [1, 2], C, declarers=2)
    assert (one.declarers, one.per_defender, one.made) == ((-18, -18), 18, False)


def test_values_003_trou_as_a_couleur() -> None:
    assert s("trou", 9, [10], C).per_defender == -(4 + 1)
    assert s(
        "trou", 9, [10], Rules(document="couleur", trou_value="couleur_from_8")
    ).per_defender == -(4 + 2)
    assert s("trou", 8, [7], C).per_defender == 4


def test_values_003_chelem_sur_table_option() -> None:
    assert (
        s(
            "chelem_sur_table", None, [13], Rules(document="couleur", chelem_sur_table=100)
        ).per_defender
        == -100
    )


# --------------------------------------------------------------------------- properties


def _scored_contracts(rules: Rules) -> list[tuple[str, int, int]]:
    out = []
    for spec in catalogue(rules):
        if spec.name == "dames":
            continue
        for bid in spec.tricks:
            out.append((spec.name, bid, spec.tricks_played))
    return out


@given(st.data())
def test_property_every_row_but_dames_and_as_printed_sums_to_zero(data: st.DataObject) -> None:
    document = data.draw(st.sampled_from(["reglement", "couleur"]))
    rules = Rules(
        document=document,
        **(
            {
                "slam_13_mode": data.draw(st.sampled_from(["replace", "add"])),
                "seul_extras_from": data.draw(st.sampled_from(["6", "bid"])),
            }
            if document == "reglement"
            else {"failure_value": data.draw(st.sampled_from(["base", "undertricks"]))}
        ),
    )
    name, bid, played = data.draw(st.sampled_from(_scored_contracts(rules)))
    spec = next(c for c in catalogue(rules) if c.name == name)
    declarers = spec.declarers
    if spec.a_deux and data.draw(st.booleans()):
        declarers = 2
    if declarers == 2 and spec.side != "partnership":
        a = data.draw(st.integers(0, played // 2))
        b = data.draw(st.integers(0, played // 2))
        result = [a, b]
    else:
        result = [data.draw(st.integers(0, played))]
    trump = H if spec.trump in ("suit", "boucheur", "declared") else None
    sheet = score_deal(Contract(name, bid, trump, declarers), result, rules)
    total = sum(sheet.declarers) + (4 - declarers) * sheet.per_defender
    assert sheet.zero_sum
    assert total == 0
    assert sheet.steps  # every score comes with its calculation


def test_bad_score_inputs_raise() -> None:
    with pytest.raises(EngineError, match="not part of"):
        s("chelem", None, [13])
    with pytest.raises(EngineError, match="for 6, 7, 8 tricks"):
        s("seul", 9, [9])
    with pytest.raises(EngineError, match="impossible"):
        s("petite_misere", None, [13])
    with pytest.raises(EngineError, match="two partners"):
        s("emballage", 8, [9], declarers=1)
    with pytest.raises(EngineError, match="give each declarer's tricks"):
        s("piccolo", None, [1], declarers=2)
    with pytest.raises(EngineError, match="1 or 2 declarers"):  # only a piccolo may be crowded
        s("petite_misere", None, [1, 1, 1], declarers=3)
