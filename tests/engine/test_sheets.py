"""Whole games replayed on the score sheet, every line checked against a hand-computed sheet.

Each game is a list of rows: the entry as the scorer records it, the points each column
should score written as the arithmetic a scorer does on paper from the documents' figures,
and a note. The expected running totals are the sums of those rows, never a call to the
engine; the test compares every line, every running total, who deals, and the end.
"""

from __future__ import annotations

from itertools import accumulate

import pytest

from reference.engine.coinche import match as coinche
from reference.engine.errors import EngineError
from reference.engine.neurotrio import match as neurotrio
from reference.engine.voisin import match as voisin
from reference.engine.whist import match as whist
from reference.engine.whist.adfundum import quarter


def running(rows):
    return list(
        accumulate(
            (r[1] for r in rows), lambda a, b: tuple(x + y for x, y in zip(a, b, strict=True))
        )
    )


def check_sheet(sheet, rows, dealers):
    assert [line.points for line in sheet.lines] == [r[1] for r in rows]
    assert list(sheet.totals_after) == running(rows)
    assert [line.dealer for line in sheet.lines] == dealers[:-1]
    assert sheet.next_dealer == dealers[-1]


# --- Belote coinchée (seed 004), played to 2000 ------------------------------------------


def cdeal(bid, trump, by, ns_points, ns_tricks, coinche_level=0, **result):
    total = result.pop("total", 162)
    return {
        "kind": "deal",
        "contract": {"bid": bid, "trump": trump, "by": by, "coinche": coinche_level},
        "result": {
            "points": {"NS": ns_points, "EW": total - ns_points},
            "tricks": {"NS": ns_tricks, "EW": 8 - ns_tricks},
            **result,
        },
    }


COINCHE_GAME = [
    (cdeal(80, "S", "NS", 90, 5), (90 + 80, 70), "made: 90 -> 90, + 80; EW 72 -> 70"),
    ({"kind": "redeal"}, (0, 0), "all four pass: thrown in"),
    (cdeal(100, "H", "EW", 50, 2, 1), (0, (110 + 100) * 2), "coinché made: 112 -> 110, x2"),
    (
        cdeal(120, "D", "NS", 95, 5, belote="NS"),
        (20, 160 + 120),
        "95 + belote 20 = 115 < 120: failed; NS keeps its belote",
    ),
    (
        cdeal("capot", "C", "NS", 162, 8, announcements={"NS": 20, "EW": 0}),
        (250 + 250 + 20, 0),
        "capot bid and made, with a tierce",
    ),
    (cdeal(100, "S", "EW", 92, 5, 2), ((160 + 100) * 4, 0), "surcoinché, EW makes 70: failed"),
    (cdeal(90, "SA", "EW", 0, 0), (0, 250 + 90), "all eight tricks, capot not bid: 250 + 90"),
    (
        cdeal("generale", "H", "NS", 162, 8),
        (0, 400 + 400),
        "générale failed: two players took tricks",
    ),
    (cdeal(80, "C", "NS", 102, 6, belote="EW"), (100 + 80, 60 + 20), "made; EW 60 + belote"),
    (cdeal(110, "H", "NS", 114, 6), (110 + 110, 50), "made: 114 -> 110; both teams pass 2000"),
]


def test_a_coinche_game_to_2000_matches_the_hand_sheet():
    sheet = coinche.replay(
        [r[0] for r in COINCHE_GAME], first_dealer=3, match=coinche.MatchRules(target=2000)
    )
    check_sheet(sheet, COINCHE_GAME, [3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1])
    assert sheet.totals == (1750 + 180 + 220, 1990 + 50) == (2150, 2040)
    assert sheet.standing.finished and sheet.standing.winners == (0,)
    assert [line.made for line in sheet.lines] == [
        True,
        None,
        True,
        False,
        True,
        False,
        True,
        False,
        True,
        True,
    ]


def test_coinche_equal_totals_past_the_target_play_one_more_deal():
    rows = [
        (cdeal(80, "S", "NS", 90, 5), (170, 70), ""),
        (cdeal(100, "H", "EW", 62, 3), (60, 100 + 100), "EW 100 -> 100"),
    ]
    sheet = coinche.replay([r[0] for r in rows], first_dealer=0, match=coinche.MatchRules(200))
    assert sheet.totals == (230, 270)
    rows.append((cdeal(80, "C", "NS", 82, 4), (80 + 80, 80), "NS 82 -> 80, EW 80"))
    sheet = coinche.replay([r[0] for r in rows], first_dealer=0, match=coinche.MatchRules(200))
    assert sheet.totals == (390, 350) and sheet.standing.winners == (0,)
    tie = [
        (cdeal(80, "S", "NS", 82, 5), (160, 80), ""),
        (cdeal(80, "S", "EW", 82, 3), (80, 160), ""),
    ]
    sheet = coinche.replay([r[0] for r in tie], first_dealer=0, match=coinche.MatchRules(200))
    assert sheet.totals == (240, 240)
    assert not sheet.standing.finished and sheet.standing.reason.code == "coinche_sheet_tie"


def test_coinche_refuses_an_impossible_deal_with_the_engine_reason():
    bad = cdeal(110, "H", "NS", 114, 8)
    with pytest.raises(EngineError, match=r"entry 1: .*cannot have card points"):
        coinche.replay([bad], first_dealer=0)


# --- Règlement du whist (seed 002), every penalty ------------------------------------------


def wdeal(name, declarers, tricks, trump=None, bid=None, **extra):
    contract = {"name": name, "trump": trump}
    if bid is not None:
        contract["tricks"] = bid
    return {
        "kind": "deal",
        "declarers": declarers,
        "contract": contract,
        "result": {"tricks": tricks},
        **extra,
    }


REGLEMENT_GAME = [
    (
        wdeal("emballage", [0, 2], [9], "H", 8),
        (3 + 2, -3 - 2, 3 + 2, -3 - 2),
        "emballage 8 made with 9: +3 +2 per extra trick",
    ),
    (
        wdeal("seul", [1], [8], "S", 6),
        (-3 - 2, 9 + 3 * 2, -3 - 2, -3 - 2),
        "seul 6 with 8 tricks: +9 +3x2 / -3 -1x2",
    ),
    (
        wdeal("petite_misere", [0, 3], [0, 1]),
        (18, 2, 2, -22),
        "petite misère à deux, one winner: +18 / -22 / +2",
    ),
    (
        {"kind": "misdeal", "after_first_trick": True},
        (15 // 3, 15 // 3, -15, 15 // 3),
        "misdeal found after the first trick: dealer -15, shared",
    ),
    (
        {"kind": "penalty", "fault": "played_out_of_turn", "offender": 1},
        (1, -3, 1, 1),
        "played out of turn: 3 points",
    ),
    (wdeal("piccolo", [2], [1]), (-12, -12, 36, -12), "piccolo made: +36 / -12"),
    (
        {"kind": "deal", "contract": {"name": "dames"}, "result": {"queens": [1, 2, 0, 1]}},
        (-3, -3 * 2, 0, -3),
        "no contract: the Dames game, -3 per queen",
    ),
    (wdeal("trou", [1, 3], [13], "S", 8), (-12, 12, -12, 12), "trou with 13 tricks: +12 / -12"),
    (
        {"kind": "penalty", "fault": "misere_card_shown", "offender": 2, "misere_player": 0},
        (5, 2, -(5 + 2 + 2), 2),
        "misère card shown: 5 to the misère player, 2 to the others",
    ),
    (wdeal("petite_misere", [0], [1]), (-18, 6, 6, 6), "petite misère lost: -18 / +6"),
    (
        {"kind": "penalty", "fault": "revoke", "offender": 3, "found": "after_trick", "card": "QH"},
        (3, 3, 3, -9),
        "revoke found after the trick: 9, the queen of hearts loses its value",
    ),
    (
        wdeal(
            "abondance",
            [3],
            [6],
            "D",
            9,
            stopped={"offender": 1, "fault": "trumped_able_to_follow"},
        ),
        (-6 + 3, -6 - 9, -6 + 3, 18 + 3),
        "a defender's grave fault stops the abondance: made 'du juste' (+18/-6), and -9 shared",
    ),
    (
        wdeal(
            "emballage", [1, 2], [4], "C", 9, stopped={"offender": 2, "fault": "showed_last_cards"}
        ),
        (3, 3, -9, 3),
        "a declarer's grave fault: the deal is void, only the 9 points",
    ),
    (
        {"kind": "penalty", "fault": "trou_not_announced", "offender": 0},
        (-3, 1, 1, 1),
        "three aces and no trou: 3 points, the same dealer deals again",
    ),
    (wdeal("solo_chlem", [2], [13]), (-30, -30, 90, -30), "solo-chlem: +90 / -30"),
]
REGLEMENT_DEALERS = [3, 0, 1, 2, 2, 2, 3, 0, 1, 1, 2, 2, 3, 0, 0, 1]


def test_a_reglement_game_with_every_penalty_matches_the_hand_sheet():
    sheet = whist.replay([r[0] for r in REGLEMENT_GAME], first_dealer=3)
    check_sheet(sheet, REGLEMENT_GAME, REGLEMENT_DEALERS)
    assert sheet.totals == tuple(sum(r[1][i] for r in REGLEMENT_GAME) for i in range(4))
    assert sum(sheet.totals) == -12  # only the Dames row does not sum to zero
    codes = [s["code"] for line in sheet.lines for s in line.steps]
    assert "whist_revoke_named_card_dead" in codes
    assert "whist_sheet_stopped_du_juste" in codes and "whist_sheet_stopped_void" in codes
    assert "whist_deal_void" in codes and "whist_sheet_rabrouche" in codes
    assert not sheet.standing.finished


def test_the_double_in_place_of_the_dames_with_ad_fundum_tallies():
    rows = [
        ({"kind": "redeal", "why": "no_contract"}, (0, 0, 0, 0), "no contract: next deal double"),
        (wdeal("emballage", [0, 2], [8], "H", 8), (3 * 2, -3 * 2, 3 * 2, -3 * 2), "doubled"),
        ({"kind": "misdeal", "after_first_trick": False}, (0, 0, 0, 0), "found early"),
        ({"kind": "tally", "player": 0, "event": "ace_2_3_4"}, (0, 0, 0, 0), "1 tally"),
        (
            {"kind": "penalty", "fault": "false_announcement", "offender": 3},
            (0, 0, 0, -3),
            "paid to nobody",
        ),
        (wdeal("seul", [1], [6], "S", 7), (2 + 2, -6 - 6, 2 + 2, 2 + 2), "seul 7 down one"),
        ({"kind": "tally", "player": 2, "event": "card_taken_back"}, (0, 0, 0, 0), "5 tally"),
    ]
    rules = whist.MatchRules(
        dames_variant="double_instead", ad_fundum=True, penalties_paid_to="nobody"
    )
    sheet = whist.replay([r[0] for r in rows], first_dealer=3, match=rules)
    check_sheet(sheet, rows, [3, 0, 1, 1, 1, 1, 2, 2])
    assert sheet.totals == (10, -18, 10, -5)
    assert sheet.tallies == (1, 3, 5, 3)  # misdeal before the first trick: 3 to the dealer


def test_the_double_after_the_dames_counts_once():
    rows = [
        (
            {"kind": "deal", "contract": {"name": "dames"}, "result": {"queens": [4, 0, 0, 0]}},
            (24, 0, 0, 0),
            "the four queens: +24",
        ),
        (wdeal("piccolissimo", [1], [2]), (-6 * 2, 18 * 2, -6 * 2, -6 * 2), "doubled"),
        (wdeal("piccolissimo", [1], [2]), (-6, 18, -6, -6), "not doubled again"),
    ]
    sheet = whist.replay(
        [r[0] for r in rows], first_dealer=0, match=whist.MatchRules(dames_variant="double_after")
    )
    check_sheet(sheet, rows, [0, 1, 2, 3])
    with pytest.raises(EngineError, match="Dames game"):
        whist.replay([{"kind": "redeal", "why": "no_contract"}], first_dealer=0)


def test_a_couleur_game_played_to_six_deals():
    rows = [
        (
            wdeal("emballage", [0, 2], [10], "H", 8),
            (4 + 2, -(4 + 2), 4 + 2, -(4 + 2)),
            "couleur made with 10: 4 + 1x2 per defender",
        ),
        (
            wdeal("seul", [1], [9], "C", 7),
            (-18, 3 * (12 + 3 * 2), -18, -18),
            "7 solo with 9: 12 + 3x2 per defender, the taker 3x",
        ),
        ({"kind": "redeal", "why": "no_contract"}, (0, 0, 0, 0), "all pass"),
        (wdeal("petite_misere", [0, 3], [0, 0]), (10, -10, -10, 10), "emballed misère made"),
        (wdeal("abondance", [2], [8]), (22, 22, -3 * 22, 22), "abondance failed"),
        (wdeal("trou", [1, 3], [9], "S", 9), (-4, 4, -4, 4), "trou made, scored as a couleur"),
        (wdeal("grande_misere", [0], [0]), (3 * 28, -28, -28, -28), "grande misère made"),
    ]
    options = {"document": "couleur"}
    sheet = whist.replay(
        [r[0] for r in rows], first_dealer=0, rules=options, match=whist.MatchRules(deals=6)
    )
    check_sheet(sheet, rows, [0, 1, 2, 3, 0, 1, 2, 3])
    assert sheet.totals == (6 - 18 + 10 + 22 - 4 + 84, 36, -120, -16) == (100, 36, -120, -16)
    assert sheet.standing.finished and sheet.standing.winners == (0,)
    with pytest.raises(EngineError, match="knows no penalty"):
        whist.replay(
            [{"kind": "penalty", "fault": "revoke", "offender": 0}], first_dealer=0, rules=options
        )


def test_a_quarter_under_ad_fundum():
    evenings = [
        {"Ann": (-12, 4), "Bob": (30, 0), "Cy": (-18, 6), "Dee": (0, 1)},
        {"Ann": (5, 2), "Bob": (-20, 8), "Cy": (-10, 0), "Eve": (25, 0)},
        {"Ann": (-3, 0), "Bob": (0, 0), "Cy": (-2, 0), "Dee": (5, 9)},
    ]
    q = quarter(evenings)
    rows = {r.name: r for r in q.rows}
    assert q.most_evenings == 3
    assert (rows["Ann"].total, rows["Ann"].bottles) == (-12 + 5 - 3, 10 // 5)
    assert (rows["Cy"].total, rows["Cy"].bottles) == (-18 - 10 - 2, 30 // 5)
    assert rows["Eve"].counted and rows["Eve"].evenings == 1  # 1 x 3 >= 3
    brings = sorted(name for name, r in rows.items() if r.brings_extra)
    # averages: Dee 10/2 = 5, Bob 8/3, Ann 6/3 = 2, Cy 6/3 = 2 (tied third: both bring)
    assert brings == ["Ann", "Bob", "Cy", "Dee"]


# --- Le Voisin (seed 000) -------------------------------------------------------------------


def vdeal(name, taker, trump, points, tricks, ann=None, couples=None, **contract):
    n = len(points)
    return {
        "kind": "deal",
        "contract": {"name": name, "taker": taker, "trump": trump, **contract},
        "result": {
            "points": points,
            "tricks": tricks,
            "announcements": ann or [0] * n,
            "couples": couples or [0] * n,
            "first_trick_lost_to": None,
        },
    }


VOISIN_THREE = [
    (
        vdeal("prise", 0, "H", [40, 25, 20], [4, 3, 2], [3, 0, 0], [2, 0, 0]),
        (60, 30, 20),
        "40 + 3 + 2 = 45 >= 36: 45 + 14 = 59 -> 60; 25 -> 30; 20",
    ),
    (
        vdeal("charge", 1, "S", [10, 55, 18.5], [1, 7, 1]),
        (10, 110, 20),
        "55 + 50 = 105 -> 110; 18.5 -> 20",
    ),
    ({"kind": "redeal", "why": "all_pass"}, (0, 0, 0), "nobody takes: the next dealer deals"),
    (
        vdeal("charge", 2, "D", [20, 25, 30], [3, 3, 3]),
        (20, 110, 0),
        "charge failed at 30 (chute royale): 25 + 50 + 30 = 105 -> 110 to the best non-taker",
    ),
    (
        vdeal("prise", 0, "H", [55, 10, 10], [6, 2, 1]),
        (60, 10, 10),
        "prise lourde: 55 + 14 = 69, held to 64 -> 60, a trait",
    ),
    ({"kind": "redeal", "why": "carre_de_dames"}, (0, 0, 0), "four queens dealt"),
    (
        vdeal("surcharge", 1, "C", [0, 0, 0], [0, 9, 0], [0, 8, 0], after_adverse_charge=True),
        (0, 300 + 8 + 2, 0),
        "surcharge after an opponent's charge: 300 + quinte 8 = 308 -> 310",
    ),
]


def test_a_three_player_voisin_game_matches_the_hand_sheet():
    sheet = voisin.replay(
        [r[0] for r in VOISIN_THREE],
        players="3",
        first_dealer=2,
        match=voisin.MatchRules(target=300),
    )
    check_sheet(sheet, VOISIN_THREE, [2, 0, 1, 2, 0, 1, 2, 0])
    assert sheet.traits == (1, 0, 1)
    assert sheet.totals == (150, 570, 50)
    assert sheet.standing.finished and sheet.standing.winners == (1,)


def test_voisin_equal_totals_go_to_the_fewer_traits():
    rows = [
        (vdeal("prise", 0, "H", [55, 20], [9, 4]), (60, 20), "69 held to 64 -> 60, a trait"),
        (vdeal("prise", 1, "S", [20, 46], [3, 10]), (20, 60), "46 + 14 = 60"),
        (vdeal("prise", 0, "D", [36, 45], [6, 7]), (50, 50), "36 + 14 = 50; 45 -> 50"),
    ]
    sheet = voisin.replay(
        [r[0] for r in rows], players="2", first_dealer=1, match=voisin.MatchRules(target=100)
    )
    assert sheet.totals == (130, 130) and sheet.traits == (1, 0)
    assert sheet.standing.winners == (1,)
    assert sheet.standing.reason.code == "voisin_game_won_on_traits"


def test_voisin_equal_totals_go_to_a_final_contract_where_the_table_plays_so():
    rows = [
        (vdeal("prise", 0, "H", [55, 20], [9, 4]), (60, 20), "69 held to 64 -> 60, a trait"),
        (vdeal("prise", 1, "S", [20, 46], [3, 10]), (20, 60), "46 + 14 = 60"),
        (vdeal("prise", 0, "D", [36, 45], [6, 7]), (50, 50), "36 + 14 = 50; 45 -> 50"),
    ]
    sheet = voisin.replay(
        [r[0] for r in rows],
        players="2",
        first_dealer=1,
        rules={"tie_break": "final_contract"},
        match=voisin.MatchRules(target=100),
    )
    assert sheet.totals == (130, 130) and sheet.traits == (1, 0)
    assert sheet.standing.winners == (0, 1)
    assert sheet.standing.reason.code == "voisin_game_final_contract"


def test_voisin_teams_score_in_two_columns():
    rows = [
        (vdeal("prise", 0, "H", [50, 30], [5, 2]), (60, 30), "64 exactly: 60, no trait"),
        (
            vdeal("charge", 1, "S", [45, 30], [4, 3]),
            (130, 0),
            "charge failed at 30: 45 + 50 + 30 = 125 -> 130; a trait",
        ),
    ]
    sheet = voisin.replay([r[0] for r in rows], players="2x2", first_dealer=3)
    check_sheet(sheet, rows, [3, 0, 1])
    assert sheet.traits == (0, 1)


# --- Neurotrio (seed 001) -------------------------------------------------------------------


def ndeal(taker, level, attribute, tricks, contre=False):
    return {
        "kind": "deal",
        "taker": taker,
        "contract": {"level": level, "attribute": attribute, "contre": contre},
        "result": {"tricks": tricks},
    }


NEUROTRIO_GAME = [
    (ndeal(1, 1, "B", 10), (0, 20 + 5 * 3, 0, 0), "1 bleu, target 6 + 1 = 7, 10 tricks"),
    (ndeal(2, 2, "V", 7, contre=True), (20, 20, 0, 20), "down 1, contré: 10 x 2 each"),
    ({"kind": "redeal"}, (0, 0, 0, 0), "everybody passes"),
    (ndeal(0, 3, "C", 9), (60, 0, 0, 0), "3 cœur made exactly: 60"),
    (ndeal(3, 1, "R", 4), (30, 30, 30, 0), "down 3: 30 each"),
    (ndeal(1, 2, "E", 8, contre=True), (0, 40 * 2, 0, 0), "made exactly, contré"),
]


def test_a_neurotrio_game_of_five_manches():
    sheet = neurotrio.replay(
        [r[0] for r in NEUROTRIO_GAME],
        players=4,
        first_dealer=0,
        match=neurotrio.MatchRules(deals=5),
    )
    check_sheet(sheet, NEUROTRIO_GAME, [0, 1, 2, 3, 0, 1, 2])
    assert sheet.totals == (110, 165, 30, 20)
    assert sheet.standing.finished and sheet.standing.winners == (1,)
