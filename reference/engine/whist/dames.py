"""The Dames game of the Règlement (002 score table): each queen taken costs its taker, all
four together cost a fixed sum (analysis W2-6)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..errors import EngineError
from ..results import ScoreSheet
from ..tricks import Reason
from .rules import Rules
from .score_tables import DAMES_PER_QUEEN
from .scoring import _step


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

    def sheet(self) -> ScoreSheet:
        """The shared score sheet: each seat (``seat_0`` is the dealer's left)."""
        sides = tuple(f"seat_{seat}" for seat in range(len(self.scores)))
        return ScoreSheet(sides, self.scores, self.steps)


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
