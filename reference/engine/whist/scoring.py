"""Scoring a whist deal from each document's table (``score_tables``), line by line.

* **Règlement (002)**: values per *active* player (declarer) and per *passive* player
  (defender), overtricks and missing tricks included, the 13-trick values of the trou and the
  emballage, the "à deux" rows, and the Dames game (the four queens +24). Every row sums to
  zero over the four players except the Dames and, with
  ``petite_misere_lost_passive="as_printed"``, the printed -6 (analysis W2-5).
* **À la couleur (003)**: each value is what *each defender* pays when the contract is made,
  or gains when it fails; the takers share the defenders' total equally, so a lone taker
  receives three times the value. Failure values (W3-1), the trou (W3-2) and the chelem sur
  table (W3-3) follow the analysis.

The ``score`` case answer is ``DealScore.to_json`` (``DamesSheet.to_json``); the ``Game``
protocol's shared ``ScoreSheet`` names each side as the trainer's fields do: ``per_declarer``
and ``per_defender``, ``declarer_0`` and ``declarer_1`` for two declarers each playing for
himself, ``seat_0`` to ``seat_3`` for the Dames game.

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
from ..results import ScoreSheet
from ..tricks import Param, Reason
from .contracts import PARTNERSHIP, ContractSpec, contract_spec
from .rules import Rules
from .score_tables import (
    A_DEUX_TABLE,
    REGLEMENT_TABLE,
    ReglementRow,
    couleur_value,
)

_ROWS_002 = {row.name: row for row in REGLEMENT_TABLE}
_A_DEUX_002 = {row.name: row for row in A_DEUX_TABLE}

SRC_TABLE_002 = "002 score table"
#: The games a third and a fourth player may be forced to join (002 §2).
CROWDED_GAMES = frozenset({"piccolo", "piccolissimo"})
SRC_TABLE_003 = "003 §Valeur des contrats"


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
class DealScore:
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
    a_deux: bool = False
    """Two declarers or more each playing the game for himself ("à deux"), each scored alone."""

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

    def sheet(self) -> ScoreSheet:
        """The shared score sheet: each declarer of an "à deux" game, or every declarer alike,
        then each defender."""
        if self.a_deux:
            sides = tuple(f"declarer_{i}" for i in range(len(self.declarers)))
            if len(self.declarers) == 4:  # nobody defends
                return ScoreSheet(sides, self.declarers, self.steps, self.made)
            return ScoreSheet(
                (*sides, "per_defender"),
                (*self.declarers, self.per_defender),
                self.steps,
                self.made,
            )
        return ScoreSheet(
            ("per_declarer", "per_defender"),
            (self.declarers[0], self.per_defender),
            self.steps,
            self.made,
        )


def _step(code: str, source: str, **params: Param) -> Reason:
    return Reason.of(code, source, **params)


def score_deal(contract: Contract, tricks: Sequence[int], rules: Rules) -> DealScore:
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
    crowded = spec.document == "reglement" and spec.name in CROWDED_GAMES
    if declarers not in ((1, 2, 3, 4) if crowded else (1, 2)):
        raise EngineError(
            f"{spec.label} is scored for 1 or 2 declarers, not {declarers!r} (only a piccolo "
            "or piccolissimo of the Règlement may have 3 or 4)"
        )
    taken: tuple[int, ...]
    lone_couleur = spec.document == "couleur" and spec.name == "emballage"
    if spec.side == PARTNERSHIP:
        if declarers != 2 and not lone_couleur:
            raise EngineError(f"{spec.label} is played by two partners: declarers is 2")
        taken = (sum(tricks),)
    elif declarers >= 2:
        if not spec.a_deux:
            raise EngineError(f"{spec.label} cannot be joined: it has one declarer")
        if len(tricks) != declarers:
            raise EngineError(
                f"{spec.label} with {declarers} declarers: give each declarer's tricks, "
                f"e.g. {[0, 1, 2, 3][:declarers]}"
            )
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
    if declarers == 4 and sum(tricks) != spec.tricks_played:
        raise EngineError(
            f"four declarers take every trick between them: {spec.tricks_played}, not {sum(tricks)}"
        )
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
) -> DealScore:
    if declarers > 2:
        return _crowded_002(spec, taken, target, rules)
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
    return DealScore((active,) * (1 if actives == 1 else 2), passive, made, zero, tuple(steps))


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


def _a_deux_002(spec: ContractSpec, taken: tuple[int, ...], target: int) -> DealScore:
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
    return DealScore(scores, passive, all(made), zero, tuple(steps), a_deux=True)


def _crowded_002(
    spec: ContractSpec, taken: tuple[int, ...], target: int, rules: Rules
) -> DealScore:
    """Three or four players each playing a piccolo or piccolissimo for himself (002 §2: the
    fourth must join once two have joined). The table has no row for them: each declarer
    settles with every other player as a lone declarer does with each passive (made, each
    other player pays him what a passive pays; failed, he pays each what a passive gains), and
    every player's score adds up his settlements. The « à deux » rows are exactly this sum
    (interpretation whist-misere-joins); ``crowded_piccolo = "void"``: nobody scores."""
    src = SRC_TABLE_002 + " (à deux, extended); interpretation whist-misere-joins"
    steps: list[Reason] = []
    made = []
    for index, count in enumerate(taken, start=1):
        ok = _made(spec, count, target)
        made.append(ok)
        code = "whist_score_declarer_made" if ok else "whist_score_declarer_failed"
        steps.append(
            _step(code, src, declarer=index, contract=spec.label, tricks=count, target=target)
        )
    if rules.crowded_piccolo == "void":
        steps.append(_step("whist_score_crowded_void", src, declarers=len(taken)))
        zeros = (0,) * len(taken)
        return DealScore(zeros, 0, all(made), True, tuple(steps), a_deux=True)
    row = _ROWS_002[spec.name]
    gain, loss = -row.won_passive, row.lost_passive  # what one passive pays, or gains
    scores = [0] * 4  # the declarers first, then the passive player, if any
    for index, ok in enumerate(made):
        for other in range(4):
            if other != index:
                amount = gain if ok else -loss
                scores[index] += amount
                scores[other] -= amount
    steps.append(
        _step(
            "whist_score_crowded_settled",
            src,
            declarers=len(taken),
            gain=gain,
            loss=loss,
        )
    )
    declarer_scores = tuple(scores[: len(taken)])
    passive = scores[3] if len(taken) == 3 else 0
    steps.append(_step("whist_score_zero_sum", src, total=sum(scores)))
    return DealScore(declarer_scores, passive, all(made), True, tuple(steps), a_deux=True)


# --------------------------------------------------------------------------- À la couleur


def _score_003(
    spec: ContractSpec, declarers: int, taken: tuple[int, ...], target: int, rules: Rules
) -> DealScore:
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
    a_deux = declarers == 2 and spec.side != PARTNERSHIP
    return DealScore((share,) * declarers, per_defender, made, True, tuple(steps), a_deux)


#: Every reason code of the score's calculation.
SCORE_REASON_CODES: tuple[str, ...] = (
    "whist_score_a_deux_both_failed",
    "whist_score_crowded_settled",
    "whist_score_crowded_void",
    "whist_score_a_deux_both_made",
    "whist_score_a_deux_one_made",
    "whist_score_active_base",
    "whist_score_active_extras",
    "whist_score_active_missing",
    "whist_score_active_slam",
    "whist_score_active_slam_bonus",
    "whist_score_active_total",
    "whist_score_dames_all_four",
    "whist_score_dames_queens",
    "whist_score_declarer_failed",
    "whist_score_declarer_made",
    "whist_score_defender_base",
    "whist_score_defender_extras",
    "whist_score_defender_missing",
    "whist_score_defenders_gain",
    "whist_score_defenders_pay",
    "whist_score_exact_failed",
    "whist_score_exact_made",
    "whist_score_failed",
    "whist_score_made",
    "whist_score_not_zero_sum",
    "whist_score_passive_as_printed",
    "whist_score_passive_base",
    "whist_score_passive_extras",
    "whist_score_passive_missing",
    "whist_score_passive_slam",
    "whist_score_passive_slam_bonus",
    "whist_score_passive_total",
    "whist_score_taker_alone",
    "whist_score_takers_share",
    "whist_score_trou_as_couleur",
    "whist_score_zero_sum",
)
