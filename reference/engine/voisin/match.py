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

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
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
    summed,
)
from ..tricks import Reason
from .contracts import GAME_TARGET, PLAYER_COUNTS, deal_size
from .scoring import GameStanding, game_standing

SRC_REDEAL = "000 §CONTRAT (second round), §ANNONCES (carré de Dames); analysis V-5, V-23"
REDEAL_REASONS = ("all_pass", "carre_de_dames")
TARGET_RANGE = range(100, 100_001)


@dataclass(frozen=True)
class MatchRules(RulesBase):
    """What the players agree on for the whole game."""

    OPTIONS: ClassVar = {"target": int}

    target: int = GAME_TARGET
    """The game is played "en principe en 1000 points" (000 §DÉCOMPTE DES POINTS); "en
    principe" leaves room for another agreed target."""

    def __post_init__(self) -> None:
        if self.target not in TARGET_RANGE:
            raise UnknownOptionError(
                f"a target is from {TARGET_RANGE.start} to {TARGET_RANGE.stop - 1} points"
            )


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


def players_count(players: str) -> int:
    """How many players sit at the table: 2, 3, 4 (2×2 is four players)."""
    if players not in PLAYER_COUNTS:
        raise EngineError(f"Le Voisin is played by 2, 3, 4 or 2x2 players, not {players!r}")
    return deal_size(players).seats


def columns(players: str) -> int:
    """Columns of the sheet: one per player, or two teams at 2×2."""
    return 2 if players == "2x2" else players_count(players)


def case_input(entry: Mapping[str, Any], players: str) -> dict[str, Any]:
    """The ``score`` case input of a deal entry."""
    return {"players": players, "contract": entry.get("contract"), "result": entry.get("result")}


def score_entry(
    entry: Mapping[str, Any], dealer: int, players: str, rules: Mapping[str, Any] | None = None
) -> Line:
    """One entry scored: a deal through the engine's ``score`` case, or a redeal."""
    seats = players_count(players)
    dealer = check_player(dealer, seats, "the dealer")
    following = (dealer + 1) % seats
    width = columns(players)
    kind = entry.get("kind")
    if kind == "redeal":
        why = entry.get("why", "all_pass")
        if why not in REDEAL_REASONS:
            raise EngineError(f"a redeal is 'all_pass' or 'carre_de_dames', not {why!r}")
        step = Reason.of(f"voisin_sheet_redeal_{why}", SRC_REDEAL, next=following)
        return redeal_line(dealer, width, step, following, traits=True)
    if kind != "deal":
        raise EngineError(f"a Voisin sheet records deals and redeals, not {kind!r}")
    answer = score_case("voisin", rules or {}, case_input(entry, players))
    if answer.get("void"):
        step = Reason.of("voisin_sheet_redeal_carre_de_dames", SRC_REDEAL, next=following)
        return redeal_line(dealer, width, step, following, traits=True)
    scores = tuple(int(v) for v in answer["scores"])
    traits = tuple(int(v) for v in answer["traits"])
    return deal_line(dealer, scores, answer, following, traits)


def standing(totals: Sequence[int], traits: Sequence[int], match: MatchRules) -> Standing:
    """The engine's ``game_standing``: target, then the fewer traits."""
    game: GameStanding = game_standing(totals, traits or (0,) * len(totals), match.target)
    return Standing(game.finished, game.winners, game.reason)


def replay(
    entries: Sequence[Mapping[str, Any]],
    *,
    players: str,
    first_dealer: int,
    rules: Mapping[str, Any] | None = None,
    match: MatchRules | None = None,
) -> Sheet:
    """The whole sheet from its entries, in order."""
    match = match or MatchRules()
    width = columns(players)
    check_player(first_dealer, players_count(players), "the first dealer")
    lines, _carry = replay_lines(
        entries, first_dealer, lambda e, d, c: score_entry(e, d, players, rules)
    )
    after = running_totals(lines)
    totals = after[-1] if after else (0,) * width
    traits = summed(lines, "traits", width) or (0,) * width
    game = standing(totals, traits, match)
    next_dealer = lines[-1].next_dealer if lines else first_dealer
    return Sheet(lines, after, totals, traits, (), next_dealer, game)


SHEET_REASON_CODES = ("voisin_sheet_redeal_all_pass", "voisin_sheet_redeal_carre_de_dames")
