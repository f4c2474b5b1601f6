"""Scoring a deal of belote coinchée, with the calculation line by line.

Seed 004 §Décompte des points (``rules-analysis.md`` §6.6):

* the declarers make their contract when their card points (with the last trick) and their
  announcements reach the bid (interpretation coinche-announcements-for-contract);
* made: the declarers score their points rounded to the nearest ten (a 5 rounds up) plus the
  contract plus their announcements; the defence its rounded points (and announcements);
* failed: the declarers score nothing but their belote; the defence scores 160 (the 162
  rounded) plus the contract, plus its own announcements (interpretation
  coinche-failed-announcements);
* capot bid: 500 (250 for the tricks, 250 for the contract) plus the team's announcements,
  or 500 to the defence; générale bid: 800 (400 + 400), or 800 to the defence;
* coinché: the winning side's score doubled, surcoinché quadrupled; the other side scores
  only its belote, which is never multiplied (interpretation coinche-coinche-multiplies);
* a capot made without being bid counts 250 in place of the card points
  (interpretation coinche-unannounced-capot), a générale made without being bid half the
  générale's value (interpretation coinche-unannounced-generale).

Each step of the calculation is a ``Reason`` with a ``team`` and, when it adds points, an
``amount``: a team's score is the sum of its steps' amounts.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from ..errors import EngineError
from ..results import ScoreSheet
from ..tricks import Reason, round_to_ten
from .announcements import BELOTE_VALUE
from .auction import TEAMS, Contract, other_team
from .bid_scales import all_points, minimum
from .order import Mode, counted_points, counting, deck_total
from .rules import DEFAULT_RULES, Rules

SOURCE_SCORE = "004 §Décompte des points; analysis §6.6"
SOURCE_CAPOT = "004 §Capot et Générale, §Décompte des points; analysis §6.6"
SOURCE_VARIANTS = "004 §Variantes; analysis §6.7"

#: What the defence scores for "all the points" on a failed contract: 162 rounded to 160
#: (004 §Décompte des points), whatever the mode (interpretation coinche-ta-total).
ALL_POINTS = 160
#: A capot's two halves: 250 for the tricks, 250 for the contract (004 §Décompte des points).
CAPOT_HALF = 250
#: A capot made without being bid (004 §Capot et Générale).
UNANNOUNCED_CAPOT = 250


@dataclass(frozen=True)
class DealResult:
    """What happened in a played deal, per team (the ``score`` case's ``result``)."""

    points: Mapping[str, int | Fraction]
    """Card points won, last trick included (raw points under the raw countings)."""
    tricks: Mapping[str, int] | None
    """Tricks won; ``None`` when only who took all eight is known (``capot``): the score needs
    no other count of tricks."""
    announcements: Mapping[str, int] = field(default_factory=lambda: {"NS": 0, "EW": 0})
    """Announcement points each team counts after comparison, belote apart."""
    belote: tuple[str, ...] = ()
    """The team holding each belote (one entry per belote)."""
    all_tricks_by_one_player: bool = False
    """Whether one player (the générale's bidder) took all 8 tricks."""
    capot: str | None = None
    """Without ``tricks``: the team that took all eight tricks, if one did."""

    def took_all(self, team: str) -> bool:
        """Whether ``team`` won all eight tricks."""
        if self.tricks is None:
            return self.capot == team
        return self.tricks[team] == 8

    def took_none(self, team: str) -> bool:
        """Whether ``team`` won no trick."""
        return self.took_all(other_team(team))


def round_points(value: int | Fraction, rules: Rules = DEFAULT_RULES) -> int:
    """Nearest ten, a 5 rounding up (004 §Décompte des points); nearest five with
    ``bid_step = 5`` (a half-five rounding up).

    >>> round_points(85), round_points(77), round_points(82, Rules(bid_step=5))
    (90, 80, 80)
    """
    if rules.round_step == 10:
        return round_to_ten(value)
    return 5 * int((Fraction(value) + Fraction(5, 2)) // 5)


def _check_tricks(result: DealResult) -> None:
    if set(result.points) != set(TEAMS):
        raise EngineError(f"result points must give NS and EW, not {sorted(result.points)}")
    tricks = result.tricks
    if tricks is None:
        if result.capot not in (None, *TEAMS):
            raise EngineError(f"capot is NS, EW or null, not {result.capot!r}")
        return
    if set(tricks) != set(TEAMS):
        raise EngineError(f"result tricks must give NS and EW, not {sorted(tricks)}")
    if any(not 0 <= tricks[t] <= 8 for t in TEAMS) or tricks["NS"] + tricks["EW"] != 8:
        raise EngineError(
            f"the two teams' tricks must total 8, not {tricks['NS']} + {tricks['EW']}"
        )


def _check_result(contract: Contract, result: DealResult, rules: Rules) -> None:
    _check_tricks(result)
    if set(result.announcements) - set(TEAMS):
        raise EngineError("result announcements are given for NS and EW only")
    total = deck_total(contract.mode, rules)
    if any(result.points[t] < 0 for t in TEAMS):
        raise EngineError("card points cannot be negative")
    if result.points["NS"] + result.points["EW"] != total:
        raise EngineError(
            f"card points must total {total} at {contract.mode.value} under these rules "
            f"(the 32 cards and the last trick), not {result.points['NS'] + result.points['EW']}"
        )
    for t in TEAMS:
        if result.took_none(t) and result.points[t] != 0:
            raise EngineError(f"{t} won no trick, so it cannot have card points")
        if result.announcements.get(t, 0) < 0:
            raise EngineError("announcement points cannot be negative")
    if rules.announcements == "belote_only" and any(result.announcements.get(t) for t in TEAMS):
        raise EngineError(
            "announcements other than the belote are not played under announcements=belote_only"
        )
    most = 0
    if contract.mode.trump_suit is not None:
        most = 1
    elif contract.mode is Mode.TA and rules.ta_belote_every_suit:
        most = 4
    if len(result.belote) > most:
        raise EngineError(f"at most {most} belote(s) at {contract.mode.value} under these rules")
    for t in result.belote:
        if t not in TEAMS:
            raise EngineError(f"belote is held by NS or EW, not {t!r}")
    if result.all_tricks_by_one_player and not any(result.took_all(t) for t in TEAMS):
        raise EngineError("all_tricks_by_one_player needs one team with all 8 tricks")
    if contract.coinche not in (0, 1, 2):
        raise EngineError(f"coinche is 0, 1 or 2, not {contract.coinche!r}")
    lowest = minimum(contract.mode, rules)
    if isinstance(contract.level, int) and contract.level < lowest:
        raise EngineError(f"a contract is at least {lowest}, not {contract.level}")


class _Sheet:
    """Collects the steps and totals per team."""

    def __init__(self) -> None:
        self.steps: list[Reason] = []
        self.totals = {"NS": 0, "EW": 0}

    def add(
        self, code: str, team: str, amount: int, source: str = SOURCE_SCORE, **params: object
    ) -> None:
        self.steps.append(Reason.of(code, source, team=team, amount=amount, **params))  # type: ignore[arg-type]
        self.totals[team] += amount

    def note(self, code: str, source: str = SOURCE_SCORE, **params: object) -> None:
        self.steps.append(Reason.of(code, source, **params))  # type: ignore[arg-type]

    def multiply(self, team: str, factor: int, base: int, source: str = SOURCE_SCORE) -> None:
        """Multiply the points ``base`` of ``team`` already counted by ``factor``."""
        if factor > 1 and base:
            self.add(
                "coinche_multiplied",
                team,
                base * (factor - 1),
                source,
                factor=factor,
                doubled=factor > 2,
            )


def contract_target(contract: Contract, rules: Rules = DEFAULT_RULES) -> dict[str, int]:
    """What the declarers must reach: ``{"points": n}`` (card points and announcements, before
    any defence announcements under ``announcements_against_contract``) or ``{"tricks": 8}``.

    >>> contract_target(Contract(110, Mode.HEARTS, "NS"))
    {'points': 110}
    """
    if not isinstance(contract.level, int):
        return {"tricks": 8}
    target = contract.level + {"bid": 0, "bid_plus_1": 1, "bid_plus_2": 2}.get(
        rules.contract_made_when, 0
    )
    if contract.mode is Mode.TA and rules.sa_ta_counting == "ta_plus_50":
        target += 50  # interpretation coinche-ta-plus-50
    return {"points": target}


def score_deal(
    contract: Contract, result: DealResult, rules: Rules = DEFAULT_RULES, *, check: bool = True
) -> ScoreSheet:
    """Score a finished deal: the points of each team, whether the contract was made, and the
    calculation as steps.

    >>> sheet = score_deal(Contract(110, Mode.HEARTS, "NS"),
    ...                    DealResult({"NS": 114, "EW": 48}, {"NS": 6, "EW": 2}))
    >>> sheet.as_dict(), sheet.made
    ({'NS': 220, 'EW': 50}, True)
    """
    if check:  # results built by the engine's own deal loop are consistent by construction
        _check_result(contract, result, rules)
    ann = {t: int(result.announcements.get(t, 0)) for t in TEAMS}
    belote = {t: BELOTE_VALUE * result.belote.count(t) for t in TEAMS}
    sheet = _Sheet()
    capot_team = next((t for t in TEAMS if result.took_all(t)), None)

    if isinstance(contract.level, int):
        made = _numeric(contract, result, rules, sheet, ann, belote, capot_team)
    else:
        made = _slam(contract, result, rules, sheet, ann)
    if rules.scoring == "points":
        for t in TEAMS:
            if belote[t]:
                sheet.add("belote_kept", t, belote[t], SOURCE_SCORE)
    for t in TEAMS:
        sheet.note("team_total", team=t, amount=sheet.totals[t])
    return ScoreSheet(TEAMS, tuple(sheet.totals[t] for t in TEAMS), tuple(sheet.steps), made)


def _team_points(
    team: str, contract: Contract, result: DealResult, rules: Rules, sheet: _Sheet, record: bool
) -> int | Fraction:
    raw = result.points[team]
    value = counted_points(raw, contract.mode, rules)
    if record and value != raw:
        kind = counting(contract.mode, rules)
        code = "points_two_thirds" if kind == "two_thirds" else "points_converted"
        sheet.note(code, SOURCE_VARIANTS, team=team, raw=raw, value=value)
    return value


def _numeric(
    contract: Contract,
    result: DealResult,
    rules: Rules,
    sheet: _Sheet,
    ann: dict[str, int],
    belote: dict[str, int],
    capot_team: str | None,
) -> bool:
    assert isinstance(contract.level, int)
    bid = contract.level
    d, o = contract.by, other_team(contract.by)
    m = rules.multiplier(contract.coinche)
    pts = {
        t: _team_points(t, contract, result, rules, sheet, rules.scoring == "points") for t in TEAMS
    }
    unannounced = capot_team is not None and rules.unannounced_capot is not None
    slam, slam_code = _unannounced_slam(result, rules)
    if unannounced and capot_team is not None:
        pts[capot_team] = slam
    count_own = rules.announcements_count_for_contract
    own = ann[d] + belote[d] if count_own else 0
    theirs = ann[o] + belote[o] if rules.announcements_against_contract else 0
    total = pts[d] + own
    target: int | Fraction = contract_target(contract, rules)["points"] + theirs
    if rules.contract_made_when == "more_than_opponents":
        target = pts[o] + theirs
        made = total > target
    else:
        made = total >= target
    sheet.note(
        "contract_made" if made else "contract_failed",
        by=d,
        total=total,
        target=target,
        bid=bid,
    )
    if rules.scoring == "bid_only":
        _bid_only(sheet, d if made else o, bid, m)
        return made
    if made:
        base: int
        if unannounced and capot_team == d:
            sheet.add(slam_code, d, slam, SOURCE_CAPOT)
            base = slam
        else:
            base = round_points(pts[d], rules)
            sheet.add("card_points_rounded", d, base, points=pts[d])
        sheet.add("contract_value", d, bid, bid=bid)
        if ann[d]:
            sheet.add("announcements_added", d, ann[d])
        if m == 1:
            if pts[o]:
                sheet.add("card_points_rounded", o, round_points(pts[o], rules), points=pts[o])
            if ann[o]:
                sheet.add("announcements_added", o, ann[o])
        else:
            if rules.coinche_multiplies == "contract":
                sheet.multiply(d, m, bid, SOURCE_VARIANTS)
            else:
                sheet.multiply(d, m, base + bid + ann[d])
            sheet.note("loser_scores_nothing", team=o)
        return made
    if unannounced and capot_team == o:
        everything, code = slam, slam_code
    else:
        everything, code = all_points(contract.mode, rules), "all_points_to_defence"
    sheet.add(code, o, everything)
    sheet.add("contract_value", o, bid, bid=bid)
    if ann[o]:
        sheet.add("announcements_added", o, ann[o])
    if rules.coinche_multiplies == "contract":
        sheet.multiply(o, m, bid, SOURCE_VARIANTS)
    else:
        sheet.multiply(o, m, everything + bid + ann[o])
    sheet.note("declarers_score_nothing", team=d)
    return made


def _unannounced_slam(result: DealResult, rules: Rules) -> tuple[int, str]:
    """What all eight tricks count in place of the card points on a numeric contract, and the
    step that says so: a capot's 250, or half the générale's value when one player took them
    all (interpretations coinche-unannounced-capot, coinche-unannounced-generale)."""
    if result.all_tricks_by_one_player and rules.unannounced_generale == "counted":
        return rules.generale_value // 2, "unannounced_generale_points"
    return UNANNOUNCED_CAPOT, "unannounced_capot_points"


def _bid_only(sheet: _Sheet, winner: str, amount: int, m: int) -> None:
    sheet.add("bid_only_scored", winner, amount, SOURCE_VARIANTS)
    sheet.multiply(winner, m, amount, SOURCE_VARIANTS)


def _slam(
    contract: Contract,
    result: DealResult,
    rules: Rules,
    sheet: _Sheet,
    ann: dict[str, int],
) -> bool:
    d, o = contract.by, other_team(contract.by)
    m = rules.multiplier(contract.coinche)
    if contract.level == "capot":
        half = CAPOT_HALF
        made = result.took_all(d)
        failed_option = rules.capot_failed_defence
        name = "capot"
    else:
        half = rules.generale_value // 2
        made = result.took_all(d) and result.all_tricks_by_one_player
        failed_option = rules.generale_failed_defence
        name = "generale"
    sheet.note(f"{name}_made" if made else f"{name}_failed", SOURCE_CAPOT, by=d)
    if rules.scoring == "bid_only":
        _bid_only(sheet, d if made else o, half, m)
        return made
    if made:
        sheet.add(f"{name}_tricks", d, half, SOURCE_CAPOT)
        sheet.add("contract_value", d, half, SOURCE_CAPOT, bid=half)
        if ann[d]:
            sheet.add("announcements_added", d, ann[d])
        if m > 1:
            if rules.coinche_multiplies == "contract":
                sheet.multiply(d, m, half, SOURCE_VARIANTS)
            else:
                sheet.multiply(d, m, 2 * half + ann[d])
            sheet.note("loser_scores_nothing", team=o)
        return made
    if failed_option == "value":
        first = half
        sheet.add(f"{name}_failed_tricks", o, half, SOURCE_CAPOT)
    else:
        first = ALL_POINTS
        sheet.add("all_points_to_defence", o, ALL_POINTS, SOURCE_VARIANTS)
    sheet.add("contract_value", o, half, SOURCE_CAPOT, bid=half)
    if ann[o]:
        sheet.add("announcements_added", o, ann[o])
    if rules.coinche_multiplies == "contract":
        sheet.multiply(o, m, half, SOURCE_VARIANTS)
    else:
        sheet.multiply(o, m, first + half + ann[o])
    sheet.note("declarers_score_nothing", team=d)
    return made


def game_winner(
    totals: Mapping[str, int], rules: Rules = DEFAULT_RULES, target: int | None = None
) -> str | None:
    """The team that has won the game, or ``None`` (nobody at the target yet, or a tie above
    it: one more deal) (004 §Fin de partie).

    >>> game_winner({"NS": 3050, "EW": 3120}), game_winner({"NS": 3010, "EW": 3010})
    ('EW', None)
    """
    target = rules.game_target if target is None else target
    over = [t for t in TEAMS if totals[t] >= target]
    if not over:
        return None
    if len(over) == 1:
        return over[0]
    if totals["NS"] == totals["EW"]:
        return None
    return max(TEAMS, key=lambda t: totals[t])


SCORE_REASON_CODES = (
    "contract_made",
    "contract_failed",
    "capot_made",
    "capot_failed",
    "generale_made",
    "generale_failed",
    "points_converted",
    "points_two_thirds",
    "card_points_rounded",
    "unannounced_capot_points",
    "unannounced_generale_points",
    "contract_value",
    "announcements_added",
    "all_points_to_defence",
    "capot_tricks",
    "generale_tricks",
    "capot_failed_tricks",
    "generale_failed_tricks",
    "coinche_multiplied",
    "loser_scores_nothing",
    "declarers_score_nothing",
    "belote_kept",
    "bid_only_scored",
    "team_total",
)


def scoring_examples(rules: Rules = DEFAULT_RULES) -> Sequence[tuple[str, ScoreSheet]]:
    """Worked examples for the rule page, computed by the engine (analysis §6.6)."""
    hearts = Mode.HEARTS
    ex = [
        (
            "110♥ made, 114 to 48",
            Contract(110, hearts, "NS"),
            DealResult({"NS": 114, "EW": 48}, {"NS": 6, "EW": 2}),
        ),
        (
            "110♥ failed, 100 to 62",
            Contract(110, hearts, "NS"),
            DealResult({"NS": 100, "EW": 62}, {"NS": 5, "EW": 3}),
        ),
        (
            "100♥ coinché, made with 112",
            Contract(100, hearts, "NS", 1),
            DealResult({"NS": 112, "EW": 50}, {"NS": 5, "EW": 3}),
        ),
        (
            "100♥ coinché, failed with 70",
            Contract(100, hearts, "NS", 1),
            DealResult({"NS": 70, "EW": 92}, {"NS": 4, "EW": 4}),
        ),
        (
            "capot ♥ made",
            Contract("capot", hearts, "NS"),
            DealResult({"NS": 162, "EW": 0}, {"NS": 8, "EW": 0}),
        ),
        (
            "80♥ with all 8 tricks",
            Contract(80, hearts, "NS"),
            DealResult({"NS": 162, "EW": 0}, {"NS": 8, "EW": 0}),
        ),
    ]
    return tuple((label, score_deal(c, r, rules)) for label, c, r in ex)
