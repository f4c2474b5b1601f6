"""Scoring a whist deal from each document's table, with the calculation line by line.

* **Règlement (002, score table at the end of the document)**: values per *active* player
  (declarer) and per *passive* player (defender), overtricks and missing tricks included, the
  13-trick values of the trou and the emballage, the "à deux" rows where two players each play
  the same individual game, and the Dames game (-3 per queen taken, the four queens +24).
  Every row sums to zero over the four players except the Dames and, with
  ``petite_misere_lost_passive="as_printed"``, the printed -6 (analysis W2-5).
* **À la couleur (003 §Valeur des contrats)**: each value is what *each defender* pays when
  the contract is made (base + increment per extra trick), or gains when it fails; the takers
  share the defenders' total equally, so a lone taker receives three times the value.
  Failure values (W3-1), the trou (W3-2) and the chelem sur table (W3-3) follow the analysis.

>>> s = score_deal(Contract("seul", 6, Suit.HEARTS), [8], Rules())
>>> s.declarers, s.per_defender, s.zero_sum
((15,), -5, True)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..cards import Suit
from ..errors import EngineError
from ..tricks import Param, Reason
from .contracts import PARTNERSHIP, ContractSpec, contract_spec
from .rules import Rules

SRC_TABLE_002 = "002 score table"
SRC_TABLE_003 = "003 §Valeur des contrats"


@dataclass(frozen=True)
class ReglementRow:
    """One row of seed 002's table: points per active (declarer) and passive (defender) player."""

    name: str
    """Contract name."""
    won_active: int
    """Per active player when the contract is made (before overtricks)."""
    won_passive: int
    """Per passive player when it is made."""
    lost_active: int
    """Per active player when it fails (before missing tricks)."""
    lost_passive: int
    """Per passive player when it fails."""
    extra_active: int = 0
    """Per active player, for each trick above ``extras_from``."""
    extra_passive: int = 0
    """Per passive player, for each trick above ``extras_from``."""
    missing_active: int = 0
    """Per active player, for each trick missing below the bid."""
    missing_passive: int = 0
    """Per passive player, for each missing trick."""
    slam_active: int | None = None
    """Per active player for all 13 tricks (the trou's +12, the emballage's +15)."""
    slam_passive: int | None = None
    """Per passive player for all 13 tricks."""
    extras_from: int | None = None
    """Overtricks count above this many tricks (8 for the emballage, 6 for the seul)."""


REGLEMENT_TABLE: tuple[ReglementRow, ...] = (
    ReglementRow("trou", 6, -6, -12, 12, slam_active=12, slam_passive=-12),
    ReglementRow("emballage", 3, -3, -3, 3, 2, -2, -4, 4, 15, -15, extras_from=8),
    ReglementRow("seul", 9, -3, -6, 2, 3, -1, -6, 2, extras_from=6),
    ReglementRow("petite_misere", 12, -4, -18, 6),
    ReglementRow("emballage_10_sur_misere", 9, -9, -18, 18),
    ReglementRow("seul_8_sur_misere", 15, -5, -21, 7),
    ReglementRow("piccolissimo", 18, -6, -27, 9),
    ReglementRow("abondance", 18, -6, -27, 9),
    ReglementRow("abondance_sur_table", 21, -7, -33, 11),
    ReglementRow("grande_misere", 24, -8, -36, 12),
    ReglementRow("grande_misere_sur_trou", 30, -10, -45, 15),
    ReglementRow("piccolo", 36, -12, -48, 16),
    ReglementRow("grande_misere_sur_table", 48, -16, -48, 16),
    ReglementRow("petit_solo_chlem", 60, -20, -60, 20),
    ReglementRow("solo_chlem", 90, -30, -90, 30),
)
"""Seed 002's table, in its order (the Dames row is ``DAMES_PER_QUEEN`` / ``dames_all_four``;
the petite misère's lost/passive +6 is the analysis's reading of the printed -6)."""

_ROWS_002 = {row.name: row for row in REGLEMENT_TABLE}


@dataclass(frozen=True)
class ADeuxRow:
    """A seed 002 "à deux" row: two players each play the same individual game."""

    name: str
    """Contract name."""
    both_made: tuple[int, int]
    """(per active, per passive) when both declarers succeed."""
    one_made: tuple[int, int, int]
    """(the winner, the loser, per passive) when exactly one succeeds."""
    both_failed: tuple[int, int]
    """(per active, per passive) when both fail."""


A_DEUX_TABLE: tuple[ADeuxRow, ...] = (
    ADeuxRow("petite_misere", (8, -8), (18, -22, 2), (-18, 18)),
    ADeuxRow("piccolissimo", (12, -12), (27, -33, 3), (-18, 18)),
    ADeuxRow("grande_misere", (16, -16), (36, -44, 4), (-24, 24)),
    ADeuxRow("piccolo", (24, -24), (52, -60, 4), (-32, 32)),
)
"""Seed 002's "à deux" rows."""

_A_DEUX_002 = {row.name: row for row in A_DEUX_TABLE}

DAMES_PER_QUEEN = -3
"""002 table, Dames: each queen a player takes counts -3."""


@dataclass(frozen=True)
class CouleurRow:
    """One contract of seed 003: what each defender pays when it is made."""

    name: str
    """Contract name."""
    value: int
    """Base value per defender."""
    per_extra: int = 0
    """Added per trick above the target."""


COULEUR_TABLE: tuple[CouleurRow, ...] = (
    CouleurRow("emballage", 4, 1),
    CouleurRow("seul", 8, 2),
    CouleurRow("petite_misere", 10),
    CouleurRow("piccolissimo", 14),
    CouleurRow("piccolo", 18),
    CouleurRow("abondance", 22),
    CouleurRow("grande_misere", 28),
    CouleurRow("abondance_sur_table", 44),
    CouleurRow("chelem", 100),
)
"""Seed 003's values per defender (the seul row is the 6-trick solo; see ``COULEUR_SOLOS``)."""

COULEUR_SOLOS: dict[int, CouleurRow] = {
    6: CouleurRow("seul", 8, 2),
    7: CouleurRow("seul", 12, 3),
    8: CouleurRow("seul", 16, 4),
}
"""003: 6, 7 and 8 plis en solo."""

_ROWS_003 = {row.name: row for row in COULEUR_TABLE}


@dataclass(frozen=True)
class Contract:
    """A contract to score, as the ``score`` case gives it."""

    name: str
    """Case-format name."""
    tricks: int | None = None
    """The bid, or the trou's target (8 or 9); defaults to the contract's only value."""
    trump: Suit | None = None
    """The trump, if any (scoring does not depend on it)."""
    declarers: int | None = None
    """1 or 2; defaults to the contract's usual number."""


@dataclass(frozen=True)
class ScoreSheet:
    """The score of a deal and how it is reached."""

    declarers: tuple[int, ...]
    """Points of each declarer, in the order of the result's tricks (partners score alike)."""
    per_defender: int
    """Points of each defender."""
    made: bool
    """Whether the contract succeeded (for "à deux": both declarers)."""
    zero_sum: bool
    """Whether the four scores sum to zero."""
    steps: tuple[Reason, ...]
    """The calculation, line by line; amounts are in each step's ``amount`` parameter."""

    @property
    def per_declarer(self) -> int | None:
        """The declarers' common score, or ``None`` when they differ."""
        return self.declarers[0] if len(set(self.declarers)) == 1 else None

    def seat_scores(self, declarer_seats: Sequence[int]) -> tuple[int, ...]:
        """The four seats' scores, given the declarers' seats (in the result's order)."""
        if len(declarer_seats) != len(self.declarers):
            raise EngineError(
                f"{len(self.declarers)} declarer score(s) for {len(declarer_seats)} seat(s)"
            )
        scores = [self.per_defender] * 4
        for seat, points in zip(declarer_seats, self.declarers, strict=True):
            scores[seat] = points
        return tuple(scores)

    def to_json(self) -> dict[str, Any]:
        """The ``score`` answer: per declarer (or each declarer), per defender, the steps."""
        answer: dict[str, Any] = {
            "declarers": list(self.declarers),
            "per_defender": self.per_defender,
            "made": self.made,
            "zero_sum": self.zero_sum,
            "steps": [step.to_json() for step in self.steps],
        }
        if self.per_declarer is not None:
            answer["per_declarer"] = self.per_declarer
        return answer


def _step(code: str, source: str, **params: Param) -> Reason:
    return Reason.of(code, source, **params)


def score_deal(contract: Contract, tricks: Sequence[int], rules: Rules) -> ScoreSheet:
    """Score ``contract`` given the ``tricks`` taken: the side's total for a partnership,
    one entry per declarer for games each declarer plays for himself.

    >>> score_deal(Contract("emballage", 8, Suit.SPADES), [13], Rules()).per_declarer
    15
    >>> score_deal(Contract("seul", 7, Suit.CLUBS), [9], Rules(document="couleur")).declarers
    (54,)
    """
    spec = contract_spec(contract.name, rules)
    if spec.name == "dames":
        raise EngineError(
            "the Dames game is scored from the queens each player took: give result.queens"
        )
    declarers = contract.declarers if contract.declarers is not None else spec.declarers
    taken = _check_tricks(spec, declarers, tricks)
    target = _target(spec, contract.tricks)
    if rules.reglement:
        return _score_002(spec, declarers, taken, target, rules)
    return _score_003(spec, declarers, taken, target, rules)


def _check_tricks(spec: ContractSpec, declarers: int, tricks: Sequence[int]) -> tuple[int, ...]:
    if isinstance(tricks, str) or not isinstance(tricks, Sequence) or not tricks:
        raise EngineError("result.tricks must be a list of trick counts, e.g. [9]")
    if not all(isinstance(t, int) and not isinstance(t, bool) for t in tricks):
        raise EngineError(f"result.tricks must hold whole numbers, not {list(tricks)!r}")
    if declarers not in (1, 2):
        raise EngineError(
            f"{spec.label} is scored for 1 or 2 declarers, not {declarers!r} (002 gives values "
            "only 'à deux'; analysis W2-13)"
        )
    taken: tuple[int, ...]
    lone_couleur = spec.document == "couleur" and spec.name == "emballage"
    if spec.side == PARTNERSHIP:
        if declarers != 2 and not lone_couleur:
            raise EngineError(f"{spec.label} is played by two partners: declarers is 2")
        taken = (sum(tricks),)
    elif declarers == 2:
        if not spec.a_deux:
            raise EngineError(f"{spec.label} cannot be joined: it has one declarer")
        if len(tricks) != 2:
            raise EngineError(f"{spec.label} à deux: give each declarer's tricks, e.g. [0, 1]")
        taken = tuple(tricks)
    else:
        if len(tricks) != 1:
            raise EngineError(f"{spec.label} has one declarer: give one trick count")
        taken = tuple(tricks)
    for count in taken:
        if not 0 <= count <= spec.tricks_played:
            raise EngineError(
                f"{count} tricks is impossible: {spec.label} is played over "
                f"{spec.tricks_played} tricks"
            )
    if sum(tricks) > spec.tricks_played:
        raise EngineError(f"the declarers took {sum(tricks)} tricks out of {spec.tricks_played}")
    return taken


def _target(spec: ContractSpec, tricks: int | None) -> int:
    if tricks is None:
        if spec.name == "trou":
            raise EngineError("a trou's contract gives its target: tricks 8 or 9")
        return spec.tricks[0]
    if isinstance(tricks, bool) or not isinstance(tricks, int) or tricks not in spec.tricks:
        allowed = ", ".join(map(str, spec.tricks))
        raise EngineError(f"{spec.label} is bid or played for {allowed} tricks, not {tricks!r}")
    return tricks


def _made(spec: ContractSpec, taken: int, target: int) -> bool:
    return taken == target if spec.exact else taken >= target


def _result_step(spec: ContractSpec, taken: int, target: int, source: str) -> Reason:
    made = _made(spec, taken, target)
    if spec.exact:
        code = "whist_score_exact_made" if made else "whist_score_exact_failed"
        return _step(code, source, contract=spec.label, tricks=taken, target=target)
    if made:
        return _step("whist_score_made", source, contract=spec.label, tricks=taken, target=target)
    return _step(
        "whist_score_failed",
        source,
        contract=spec.label,
        tricks=taken,
        target=target,
        missing=target - taken,
    )


# --------------------------------------------------------------------------- Règlement


def _score_002(
    spec: ContractSpec, declarers: int, taken: tuple[int, ...], target: int, rules: Rules
) -> ScoreSheet:
    if declarers == 2 and spec.side != PARTNERSHIP:
        return _a_deux_002(spec, taken, target)
    row = _ROWS_002[spec.name]
    total = taken[0]
    made = _made(spec, total, target)
    steps = [_result_step(spec, total, target, SRC_TABLE_002)]
    active = _side_002(row, made, total, target, rules, steps, passive=False)
    passive = _side_002(row, made, total, target, rules, steps, passive=True)
    actives = 2 if spec.side == PARTNERSHIP else 1
    zero = actives * active + (4 - actives) * passive == 0
    steps.append(
        _step(
            "whist_score_zero_sum" if zero else "whist_score_not_zero_sum",
            SRC_TABLE_002,
            total=actives * active + (4 - actives) * passive,
        )
    )
    return ScoreSheet((active,) * (1 if actives == 1 else 2), passive, made, zero, tuple(steps))


def _side_002(
    row: ReglementRow,
    made: bool,
    total: int,
    target: int,
    rules: Rules,
    steps: list[Reason],
    *,
    passive: bool,
) -> int:
    who = "passive" if passive else "active"
    src = SRC_TABLE_002
    if made:
        base = row.won_passive if passive else row.won_active
        slam = row.slam_passive if passive else row.slam_active
        each = row.extra_passive if passive else row.extra_active
        if slam is not None and total == 13 and rules.slam_13_mode == "replace":
            steps.append(_step(f"whist_score_{who}_slam", src + "; analysis W2-3", amount=slam))
            points = slam
        else:
            steps.append(_step(f"whist_score_{who}_base", src, amount=base))
            points = base
            if each and row.extras_from is not None:
                start = row.extras_from
                if row.name == "seul" and rules.seul_extras_from == "bid":
                    start = target
                extras = total - start
                if extras:
                    steps.append(
                        _step(
                            f"whist_score_{who}_extras",
                            src + "; analysis W2-2",
                            extras=extras,
                            each=each,
                            start=start,
                            amount=extras * each,
                        )
                    )
                    points += extras * each
            if slam is not None and total == 13:
                steps.append(
                    _step(f"whist_score_{who}_slam_bonus", src + "; analysis W2-3", amount=slam)
                )
                points += slam
    else:
        base = row.lost_passive if passive else row.lost_active
        each = row.missing_passive if passive else row.missing_active
        if passive and row.name == "petite_misere" and rules.petite_misere_lost_passive != "+6":
            base = -6
            steps.append(
                _step("whist_score_passive_as_printed", src + "; analysis W2-5", amount=base)
            )
        else:
            steps.append(_step(f"whist_score_{who}_base", src, amount=base))
        points = base
        missing = target - total
        if each and missing > 0:
            steps.append(
                _step(
                    f"whist_score_{who}_missing",
                    src,
                    missing=missing,
                    each=each,
                    amount=missing * each,
                )
            )
            points += missing * each
    steps.append(_step(f"whist_score_{who}_total", src, amount=points))
    return points


def _a_deux_002(spec: ContractSpec, taken: tuple[int, ...], target: int) -> ScoreSheet:
    row = _A_DEUX_002[spec.name]
    src = SRC_TABLE_002 + " (à deux)"
    steps: list[Reason] = []
    made = []
    for index, count in enumerate(taken, start=1):
        ok = _made(spec, count, target)
        made.append(ok)
        code = "whist_score_declarer_made" if ok else "whist_score_declarer_failed"
        steps.append(
            _step(code, src, declarer=index, contract=spec.label, tricks=count, target=target)
        )
    if all(made):
        scores = (row.both_made[0], row.both_made[0])
        passive = row.both_made[1]
        steps.append(_step("whist_score_a_deux_both_made", src, active=scores[0], passive=passive))
    elif any(made):
        winner, loser, passive = row.one_made
        scores = (winner, loser) if made[0] else (loser, winner)
        steps.append(
            _step("whist_score_a_deux_one_made", src, winner=winner, loser=loser, passive=passive)
        )
    else:
        scores = (row.both_failed[0], row.both_failed[0])
        passive = row.both_failed[1]
        steps.append(
            _step("whist_score_a_deux_both_failed", src, active=scores[0], passive=passive)
        )
    zero = sum(scores) + 2 * passive == 0
    steps.append(
        _step(
            "whist_score_zero_sum" if zero else "whist_score_not_zero_sum",
            src,
            total=sum(scores) + 2 * passive,
        )
    )
    return ScoreSheet(scores, passive, all(made), zero, tuple(steps))


# --------------------------------------------------------------------------- À la couleur


def couleur_value(name: str, tricks: int | None, rules: Rules) -> CouleurRow:
    """The 003 row that scores ``name`` (bid ``tricks`` for a solo)."""
    if name == "seul":
        return COULEUR_SOLOS[tricks or 6]
    if name == "chelem_sur_table":
        return CouleurRow(name, rules.chelem_sur_table)
    if name == "trou":
        return CouleurRow("trou", 4, 1)
    return _ROWS_003[name]


def _score_003(
    spec: ContractSpec, declarers: int, taken: tuple[int, ...], target: int, rules: Rules
) -> ScoreSheet:
    row = couleur_value(spec.name, target, rules)
    src = SRC_TABLE_003
    steps: list[Reason] = []
    if declarers == 2 and spec.side != PARTNERSHIP:
        made = True
        for index, count in enumerate(taken, start=1):
            ok = _made(spec, count, target)
            made = made and ok
            code = "whist_score_declarer_made" if ok else "whist_score_declarer_failed"
            steps.append(
                _step(
                    code,
                    src + "; analysis W3-6",
                    declarer=index,
                    contract=spec.label,
                    tricks=count,
                    target=target,
                )
            )
        total = taken[0]
    else:
        total = taken[0]
        made = _made(spec, total, target)
        steps.append(_result_step(spec, total, target, src))
    value = row.value
    if made:
        steps.append(_step("whist_score_defender_base", src, amount=value))
        start = target
        if spec.name == "trou":
            start = 8 if rules.trou_value == "couleur_from_8" else target
            steps.append(_step("whist_score_trou_as_couleur", "analysis W3-2", start=start))
        extras = total - start if row.per_extra and not spec.exact else 0
        if extras > 0:
            steps.append(
                _step(
                    "whist_score_defender_extras",
                    src,
                    extras=extras,
                    each=row.per_extra,
                    amount=extras * row.per_extra,
                )
            )
            value += extras * row.per_extra
        steps.append(_step("whist_score_defenders_pay", src, amount=value))
        per_defender = -value
    else:
        steps.append(_step("whist_score_defender_base", src + "; analysis W3-1", amount=value))
        if spec.name == "trou":
            steps.append(_step("whist_score_trou_as_couleur", "analysis W3-2", start=target))
        missing = target - total if not spec.exact else 0
        if rules.failure_value == "undertricks" and row.per_extra and missing > 1:
            steps.append(
                _step(
                    "whist_score_defender_missing",
                    src + "; analysis W3-1",
                    missing=missing - 1,
                    each=row.per_extra,
                    amount=(missing - 1) * row.per_extra,
                )
            )
            value += (missing - 1) * row.per_extra
        steps.append(_step("whist_score_defenders_gain", src, amount=value))
        per_defender = value
    defenders = 4 - declarers
    share = -per_defender * defenders // declarers
    steps.append(
        _step(
            "whist_score_takers_share" if declarers > 1 else "whist_score_taker_alone",
            src,
            defenders=defenders,
            value=abs(per_defender),
            takers=declarers,
            amount=share,
        )
    )
    return ScoreSheet((share,) * declarers, per_defender, made, True, tuple(steps))


# --------------------------------------------------------------------------- the Dames


@dataclass(frozen=True)
class DamesSheet:
    """The score of a Dames game: one score per seat."""

    scores: tuple[int, ...]
    """Each seat's points."""
    steps: tuple[Reason, ...]
    """The calculation."""
    zero_sum: bool = False
    """The Dames row never sums to zero (analysis W2-6)."""

    def to_json(self) -> dict[str, Any]:
        """The ``score`` answer for the Dames game."""
        return {
            "scores": list(self.scores),
            "zero_sum": self.zero_sum,
            "steps": [s.to_json() for s in self.steps],
        }


def score_dames(queens: Sequence[int], rules: Rules) -> DamesSheet:
    """Score the Dames game from the queens each seat took (four numbers summing to 4).

    >>> score_dames([1, 2, 0, 1], Rules()).scores
    (-3, -6, 0, -3)
    >>> score_dames([0, 4, 0, 0], Rules()).scores
    (0, 24, 0, 0)
    """
    if not rules.reglement:
        raise EngineError("à la couleur has no Dames game (seed 003 does not know it)")
    if (
        isinstance(queens, str)
        or not isinstance(queens, Sequence)
        or len(queens) != 4
        or not all(isinstance(q, int) and not isinstance(q, bool) and q >= 0 for q in queens)
        or sum(queens) != 4
    ):
        raise EngineError(
            f"result.queens gives each seat's queens, four numbers summing to 4, not {queens!r}"
        )
    src = "002 score table (Dames)"
    steps: list[Reason] = []
    scores: list[int] = []
    for seat, count in enumerate(queens):
        if count == 4:
            amount = 24 if rules.dames_all_four == "+24" else 4 * DAMES_PER_QUEEN + 24
            steps.append(
                _step(
                    "whist_score_dames_all_four", src + "; analysis W2-6", seat=seat, amount=amount
                )
            )
        else:
            amount = count * DAMES_PER_QUEEN
            steps.append(
                _step(
                    "whist_score_dames_queens",
                    src,
                    seat=seat,
                    queens=count,
                    each=DAMES_PER_QUEEN,
                    amount=amount,
                )
            )
        scores.append(amount)
    return DamesSheet(tuple(scores), tuple(steps))
