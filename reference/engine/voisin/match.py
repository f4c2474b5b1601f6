"""Keeping the score of a game of Le Voisin, deal after deal (seed 000).

* A deal is recorded as the ``score`` case of ``shared/casefile.md`` (``contract``,
  ``result``, by seat, or by team at 2×2) and scored through the case path, primes, prise
  lourde, chute and traits included (000 §CONTRAT to §DÉCOMPTE DES POINTS).
* Columns: one per player, or the two teams at 2×2 (team 0 = players 0 and 2). Players are
  numbered in the order of play, counter-clockwise like the deal (000 §DISTRIBUTION DES
  CARTES), so the next dealer is the dealer's right-hand neighbour, the next number.
* The redeal: when nobody takes in the second round the cards are dealt again by the next
  dealer (analysis V-5); a carré de Dames dealt cancels the contract, and the deal is dealt
  again the same way (000 §ANNONCES, analysis V-23; interpretation voisin-sheet-redeal).
* The end (000 §DÉCOMPTE DES POINTS): the game is played to 1000 points; the highest total at
  or above it wins at the end of a deal; equal totals are decided by the traits written in
  each column (a prise made above 64 prime included, a charge failed under 36): the fewer
  traits win; still equal, a final contract decides.

>>> deal = {"kind": "deal", "contract": {"name": "prise", "taker": 0, "trump": "H"},
...         "result": {"points": [34, 54], "tricks": [6, 7], "announcements": [3, 0],
...                    "couples": [0, 0]}}
>>> replay([deal, {"kind": "redeal", "why": "all_pass"}], players="2", first_dealer=1).totals
(50, 50)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..errors import EngineError
from ..options import Interpretation
from ..sheet import AgreedRules, Entry, Line, Match, Standing, Tally, Turn, summed
from ..tricks import Reason
from .contracts import GAME_TARGET, PLAYER_COUNTS
from .rules import Rules
from .scoring import game_standing

SRC_REDEAL = "000 §CONTRAT (second round), §ANNONCES (carré de Dames); analysis V-5, V-23"
REDEAL_REASONS = ("all_pass", "carre_de_dames")


@dataclass(frozen=True)
class MatchRules(AgreedRules):
    """What the players agree on for the whole game."""

    target: int | None = GAME_TARGET
    """The game is played "en principe en 1000 points" (000 §DÉCOMPTE DES POINTS); "en
    principe" leaves room for another agreed target."""


INTERPRETATIONS: tuple[Interpretation, ...] = (
    Interpretation(
        "voisin-sheet-redeal",
        "000 §CONTRAT, §ANNONCES; analysis V-5, V-23",
        "Nobody takes in either round, or a carré de Dames is dealt: nobody scores and the "
        "next dealer deals again.",
    ),
    Interpretation(
        "voisin-sheet-end",
        "000 §DÉCOMPTE DES POINTS; analysis §1.10",
        "At the end of a deal the highest total at or above the target wins; equal totals go "
        "to the fewer traits; still equal, a final contract decides.",
        "target",
    ),
)


SHEET_REASON_CODES = ("voisin_sheet_redeal_all_pass", "voisin_sheet_redeal_carre_de_dames")


class VoisinMatch(Match[MatchRules]):
    """The score sheet of Le Voisin: a column per player (per team at 2×2), traits, a target
    decided by the traits."""

    def deal(self, entry: Entry, turn: Turn) -> Line:
        """A deal through the engine's ``score`` case, primes, prise lourde, chute and traits
        included; a carré de Dames dealt voids it."""
        answer = self.answer(entry, turn)
        if answer.get("void"):
            return self._redeal("carre_de_dames", turn)
        scores = tuple(int(v) for v in answer["scores"])
        return turn.deal_line(scores, answer, tuple(int(v) for v in answer["traits"]))

    def redeal(self, entry: Entry, turn: Turn) -> Line:
        """Nobody took, or a carré de Dames: the next dealer deals again."""
        why = entry.get("why", "all_pass")
        if why not in REDEAL_REASONS:
            raise EngineError(f"a redeal is 'all_pass' or 'carre_de_dames', not {why!r}")
        return self._redeal(str(why), turn)

    def _redeal(self, why: str, turn: Turn) -> Line:
        step = Reason.of(f"voisin_sheet_redeal_{why}", SRC_REDEAL, next=turn.following)
        return turn.redeal_line(len(self.columns(turn.players)), step, traits=True)

    def traits(self, lines: Sequence[Line], width: int) -> tuple[int, ...]:
        """The traits written in each column."""
        return summed(lines, "traits", width) or (0,) * width

    def standing(self, tally: Tally, match: MatchRules) -> Standing:
        """The engine's ``game_standing``: the target, then the fewer traits, or a final
        contract where the table plays that way (the deal's ``tie_break``)."""
        tie_break = Rules.from_options(tally.rules).tie_break
        return game_standing(tally.totals, tally.traits, match.target or GAME_TARGET, tie_break)

    def case_input(self, entry: Entry, players: str | None = None) -> dict[str, Any]:
        """The ``score`` case input of a deal: the table, the contract, the result."""
        return {"players": players, **super().case_input(entry, players)}

    def case_expected(self, entry: Entry, line: Line) -> dict[str, Any]:
        """Each column's score and traits."""
        return {"scores": list(line.points), "traits": list(line.traits)}


MATCH = VoisinMatch(
    "voisin", "Voisin", PLAYER_COUNTS, MatchRules, INTERPRETATIONS, SHEET_REASON_CODES
)
replay = MATCH.replay
