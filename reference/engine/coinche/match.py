"""Keeping the score of a game of belote coinchée, deal after deal (seed 004).

* A deal is recorded as the ``score`` case of ``shared/casefile.md`` (``contract``,
  ``result``) and scored by ``score_deal`` through the case path (004 §Décompte des points).
* The sheet has two columns: team 0 (``"NS"``, players 0 and 2) and team 1 (``"EW"``, players
  1 and 3), players numbered in the order of play.
* Dealing goes round in the direction of play, so the next player deals (004 §La donne:
  dealing, bidding and play go the same way).
* Four passes without a bid: the cards are thrown in and dealt again (interpretation
  coinche-all-pass); the next player deals, as after any deal (interpretation
  coinche-sheet-redeal-dealer).
* The end (004 §Fin de partie): the game is played to 3000 points, or the target the players
  agree on; if both teams pass it in the same deal, the higher total wins; equal totals, one
  more deal is played.

>>> entries = [{"kind": "deal", "contract": {"bid": 110, "trump": "H", "by": "NS"},
...             "result": {"points": {"NS": 114, "EW": 48}, "tricks": {"NS": 6, "EW": 2}}},
...            {"kind": "redeal"}]
>>> sheet = replay(entries, first_dealer=3)
>>> sheet.totals, sheet.next_dealer
((220, 50), 1)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..options import Interpretation
from ..sheet import AgreedRules, Entry, Line, Match, Standing, Tally, Turn
from ..tricks import Reason
from .auction import TEAMS
from .rules import Rules
from .scoring import game_winner

SRC_END = "004 §Fin de partie"
SRC_REDEAL = "004 §Choix de l'atout; analysis C-8"


@dataclass(frozen=True)
class MatchRules(AgreedRules):
    """What the players agree on for the whole game: the target (004 §Fin de partie) is the
    rules' ``game_target``, 3000 by the document, unless they agree on another (2000 or 1000
    go with the variants that score less)."""


INTERPRETATIONS: tuple[Interpretation, ...] = (
    Interpretation(
        "coinche-sheet-redeal-dealer",
        "004 §La donne, §Choix de l'atout; analysis C-8",
        "When the four players pass, the cards are thrown in and the next player deals, as "
        "after any deal.",
    ),
    Interpretation(
        "coinche-sheet-target",
        "004 §Fin de partie",
        "The game ends after the deal where a team reaches the target; both past it, the "
        "higher total wins; equal totals, one more deal.",
        "target",
    ),
)


SHEET_REASON_CODES = (
    "coinche_sheet_thrown_in",
    "coinche_sheet_won",
    "coinche_sheet_tie",
    "coinche_sheet_continues",
)


class CoincheMatch(Match[MatchRules]):
    """The score sheet of belote coinchée: two teams, thrown-in deals, a target."""

    def deal(self, entry: Entry, turn: Turn) -> Line:
        """A deal through the engine's ``score`` case, by team."""
        answer = self.answer(entry, turn)
        return turn.deal_line(tuple(int(answer[team]) for team in TEAMS), answer)

    def redeal(self, entry: Entry, turn: Turn) -> Line:
        """Four passes: thrown in, the next player deals (interpretation
        coinche-sheet-redeal-dealer)."""
        step = Reason.of(
            "coinche_sheet_thrown_in", SRC_REDEAL, dealer=turn.dealer, next=turn.following
        )
        return turn.redeal_line(2, step)

    def standing(self, tally: Tally, match: MatchRules) -> Standing:
        """Whether a team has won (004 §Fin de partie), with the engine's ``game_winner``."""
        totals = tally.totals
        target = match.target or Rules.from_options(tally.rules).game_target
        winner = game_winner(dict(zip(TEAMS, totals, strict=True)), Rules(game_target=target))
        if winner is not None:
            side = TEAMS.index(winner)
            won = Reason.of("coinche_sheet_won", SRC_END, side=side + 1, total=totals[side])
            return Standing(True, (side,), won)
        if max(totals) >= target:
            tie = Reason.of("coinche_sheet_tie", SRC_END, total=totals[0], target=target)
            return Standing(False, (), tie)
        return Standing(False, (), Reason.of("coinche_sheet_continues", SRC_END, target=target))

    def case_expected(self, entry: Entry, line: Line) -> dict[str, Any]:
        """Each team's score."""
        return dict(zip(TEAMS, line.points, strict=True))


MATCH = CoincheMatch(
    "coinche", "belote coinchée", ("2x2",), MatchRules, INTERPRETATIONS, SHEET_REASON_CODES
)
replay = MATCH.replay
