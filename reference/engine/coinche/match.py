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

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, ClassVar

from ..errors import EngineError, UnknownOptionError
from ..protocol import Interpretation, RulesBase
from ..sheet import (
    Line,
    Sheet,
    Standing,
    check_player,
    deal_line,
    redeal_line,
    replay_lines,
    running_totals,
    score_case,
)
from ..tricks import Reason
from .auction import TEAMS
from .rules import Rules
from .scoring import game_winner

SRC_END = "004 §Fin de partie"
SRC_DEAL = "004 §La donne"
SRC_REDEAL = "004 §Choix de l'atout; analysis C-8"
PLAYERS = 4
#: Targets the sheet accepts: the document's 3000, the variants' 2000, 1500, 1000, or another.
TARGET_RANGE = range(100, 100_001)


@dataclass(frozen=True)
class MatchRules(RulesBase):
    """What the players agree on for the whole game, beyond the rules of a deal."""

    OPTIONS: ClassVar = {"target": int}

    target: int = 3000
    """The game is usually played to 3000 (004 §Fin de partie); the players may agree on
    another target (2000 or 1000 go with the variants that score less)."""

    def __post_init__(self) -> None:
        if self.target not in TARGET_RANGE:
            raise UnknownOptionError(
                f"a target is from {TARGET_RANGE.start} to {TARGET_RANGE.stop - 1} points"
            )


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


def case_input(entry: Mapping[str, Any]) -> dict[str, Any]:
    """The ``score`` case input of a deal entry (its ``contract`` and ``result``)."""
    return {"contract": entry.get("contract"), "result": entry.get("result")}


def score_entry(
    entry: Mapping[str, Any], dealer: int, rules: Mapping[str, Any] | None = None
) -> Line:
    """One entry scored: a deal through the engine's ``score`` case, or a deal thrown in."""
    dealer = check_player(dealer, PLAYERS, "the dealer")
    following = (dealer + 1) % PLAYERS
    kind = entry.get("kind")
    if kind == "redeal":
        step = Reason.of("coinche_sheet_thrown_in", SRC_REDEAL, dealer=dealer, next=following)
        return redeal_line(dealer, 2, step, following)
    if kind != "deal":
        raise EngineError(f"a belote coinchée sheet records deals and redeals, not {kind!r}")
    answer = score_case("coinche", rules or {}, case_input(entry))
    return deal_line(dealer, tuple(int(answer[team]) for team in TEAMS), answer, following)


def standing(totals: Sequence[int], match: MatchRules) -> Standing:
    """Whether a team has won (004 §Fin de partie), with the engine's ``game_winner``."""
    by_team = dict(zip(TEAMS, totals, strict=True))
    winner = game_winner(by_team, replace(Rules(), game_target=match.target))
    if winner is not None:
        side = TEAMS.index(winner)
        return Standing(
            True,
            (side,),
            Reason.of("coinche_sheet_won", SRC_END, side=side + 1, total=totals[side]),
        )
    if max(totals) >= match.target:
        return Standing(
            False, (), Reason.of("coinche_sheet_tie", SRC_END, total=totals[0], target=match.target)
        )
    return Standing(False, (), Reason.of("coinche_sheet_continues", SRC_END, target=match.target))


def replay(
    entries: Sequence[Mapping[str, Any]],
    *,
    first_dealer: int,
    rules: Mapping[str, Any] | None = None,
    match: MatchRules | None = None,
) -> Sheet:
    """The whole sheet from its entries, in order."""
    match = match or MatchRules()
    check_player(first_dealer, PLAYERS, "the first dealer")
    lines, _carry = replay_lines(entries, first_dealer, lambda e, d, c: score_entry(e, d, rules))
    after = running_totals(lines)
    totals = after[-1] if after else (0, 0)
    next_dealer = lines[-1].next_dealer if lines else first_dealer
    return Sheet(lines, after, totals, (), (), next_dealer, standing(totals, match))


SHEET_REASON_CODES = (
    "coinche_sheet_thrown_in",
    "coinche_sheet_won",
    "coinche_sheet_tie",
    "coinche_sheet_continues",
)
