"""Keeping the score of a game of Neurotrio, manche after manche (seed 001).

* A manche is recorded as the ``score`` case of ``shared/casefile.md`` (``players``,
  ``contract``, ``result``) with the taker's number (``taker``), which the case does not need:
  made, the taker alone scores; failed, every other player scores (001 §Décompte des points).
* Columns: one per player, numbered in the order of play, clockwise (001 §Enchères); the deal
  passes to the left, the next number (analysis N-2).
* Everybody passes: the cards are dealt again by the next dealer (analysis N-6;
  interpretation neurotrio-sheet-redeal).
* The end: the manches are independent and the document sets no end; the players agree on a
  number of manches or a score to reach (analysis §2.5), or simply stop.

>>> deal = {"kind": "deal", "taker": 1, "contract": {"level": 1, "attribute": "B"},
...         "result": {"tricks": 10}}
>>> replay([deal], players="4", first_dealer=0).totals
(0, 35, 0, 0)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from ..options import Interpretation
from ..sheet import AgreedEnd, Entry, Line, Match, Standing, Tally, Turn, check_player
from ..tricks import Reason

SRC_REDEAL = "001 §Enchères; analysis N-6"
SRC_END = "001 (manches indépendantes); analysis §2.5"


@dataclass(frozen=True)
class MatchRules(AgreedEnd):
    """The end the players agree on (001 sets none): a score, a number of manches, or none.
    The first player to the score wins (equal leaders play on); after the manches, the
    highest total wins."""

    TARGETS: ClassVar[range] = range(20, 10_001)
    DEAL_COUNTS: ClassVar[range] = range(1, 201)


INTERPRETATIONS: tuple[Interpretation, ...] = (
    Interpretation(
        "neurotrio-sheet-redeal",
        "001 §Enchères; analysis N-6",
        "Everybody passes: nobody scores and the next dealer deals again.",
    ),
    Interpretation(
        "neurotrio-sheet-end",
        "001; analysis §2.5",
        "The manches are independent: the game ends at the score or after the number of "
        "manches the players agree on; without either, when they stop. Equal leaders at that "
        "end play on, manche after manche, until one leads alone (option: they share the win).",
    ),
)


SHEET_REASON_CODES = ("neurotrio_sheet_redeal",)


class NeurotrioMatch(Match[MatchRules]):
    """The score sheet of Neurotrio: a column per player, manches scored by the taker or by
    every other player, an end the players agree on."""

    entries_named = "manches and redeals"

    def deal(self, entry: Entry, turn: Turn) -> Line:
        """Made, the taker alone scores; failed, every other player (001 §Décompte des
        points)."""
        seats = self.seats(turn.players)
        taker = check_player(entry.get("taker"), seats, "the taker")
        answer = self.answer(entry, turn)
        others = int(answer["each_other"])
        return turn.deal_line(
            tuple(int(answer["taker"]) if p == taker else others for p in range(seats)), answer
        )

    def redeal(self, entry: Entry, turn: Turn) -> Line:
        """Everybody passed: the next dealer deals again (analysis N-6)."""
        step = Reason.of("neurotrio_sheet_redeal", SRC_REDEAL, next=turn.following)
        return turn.redeal_line(self.seats(turn.players), step)

    def standing(self, tally: Tally, match: MatchRules) -> Standing:
        """The end the players agreed on (analysis §2.5), if any."""
        return match.standing(tally, SRC_END)

    def case_input(self, entry: Entry, players: str | None = None) -> dict[str, Any]:
        """The ``score`` case input of a manche: the table, the contract, the taker's tricks."""
        return {"players": self.seats(players), **super().case_input(entry, players)}

    def case_expected(self, entry: Entry, line: Line) -> dict[str, Any]:
        """The taker's score and each other player's."""
        taker = entry["taker"]
        others = [p for seat, p in enumerate(line.points) if seat != taker]
        return {"taker": line.points[taker], "each_other": others[0]}


MATCH = NeurotrioMatch(
    "neurotrio", "Neurotrio", ("3", "4", "5"), MatchRules, INTERPRETATIONS, SHEET_REASON_CODES
)
replay = MATCH.replay
