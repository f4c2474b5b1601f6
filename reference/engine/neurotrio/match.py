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
>>> replay([deal], players=4, first_dealer=0).totals
(0, 35, 0, 0)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from ..errors import UnknownOptionError
from ..protocol import Interpretation, RulesBase
from ..sheet import (
    TIES,
    Line,
    Sheet,
    agreed_end,
    check_player,
    deal_line,
    redeal_line,
    replay_lines,
    running_totals,
    score_case,
)
from ..tricks import Reason
from .scoring import deal_size

SRC_REDEAL = "001 §Enchères; analysis N-6"
SRC_END = "001 (manches indépendantes); analysis §2.5"


@dataclass(frozen=True)
class MatchRules(RulesBase):
    """The end the players agree on (001 sets none): a score, a number of manches, or none."""

    OPTIONS: ClassVar = {}  # both values are checked in __post_init__ (a number or None)

    target: int | None = None
    """The first player to this score wins (equal leaders play on); ``None``: no score set."""
    deals: int | None = None
    """The game stops after this many manches (the highest total wins); ``None``: no number."""
    tie: str = "play_on"
    """Equal leaders at the end play on, manche after manche, until one leads alone
    (``play_on``, the page's rule), or share the win (``shared``)."""

    def __post_init__(self) -> None:
        if self.tie not in TIES:
            raise UnknownOptionError(f"tie is one of {TIES}, not {self.tie!r}")
        for name, low, high in (("target", 20, 10_000), ("deals", 1, 200)):
            value = getattr(self, name)
            ok = isinstance(value, int) and not isinstance(value, bool) and low <= value <= high
            if value is not None and not ok:
                raise UnknownOptionError(f"{name} is a whole number from {low} to {high}")
        if self.target is not None and self.deals is not None:
            raise UnknownOptionError("agree on a score to reach or on a number of manches")


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


def case_input(entry: Mapping[str, Any], players: int) -> dict[str, Any]:
    """The ``score`` case input of a manche."""
    return {"players": players, "contract": entry.get("contract"), "result": entry.get("result")}


def score_entry(
    entry: Mapping[str, Any], dealer: int, players: int, rules: Mapping[str, Any] | None = None
) -> Line:
    """One entry scored: a manche through the engine's ``score`` case, or a redeal."""
    seats = deal_size(players).players
    dealer = check_player(dealer, seats, "the dealer")
    following = (dealer + 1) % seats
    kind = entry.get("kind")
    if kind == "redeal":
        step = Reason.of("neurotrio_sheet_redeal", SRC_REDEAL, next=following)
        return redeal_line(dealer, seats, step, following)
    if kind != "deal":
        raise UnknownOptionError(f"a Neurotrio sheet records manches and redeals, not {kind!r}")
    taker = check_player(entry.get("taker"), seats, "the taker")
    answer = score_case("neurotrio", rules or {}, case_input(entry, players))
    others = int(answer["each_other"])
    points = tuple(int(answer["taker"]) if p == taker else others for p in range(seats))
    return deal_line(dealer, points, answer, following)


def replay(
    entries: Sequence[Mapping[str, Any]],
    *,
    players: int,
    first_dealer: int,
    rules: Mapping[str, Any] | None = None,
    match: MatchRules | None = None,
) -> Sheet:
    """The whole sheet from its entries, in order."""
    match = match or MatchRules()
    seats = deal_size(players).players
    check_player(first_dealer, seats, "the first dealer")
    lines, _carry = replay_lines(
        entries, first_dealer, lambda e, d, c: score_entry(e, d, players, rules)
    )
    after = running_totals(lines)
    totals = after[-1] if after else (0,) * seats
    played = sum(1 for line in lines if line.kind == "deal")
    game = agreed_end(
        totals, played, points=match.target, deal_count=match.deals, source=SRC_END, tie=match.tie
    )
    next_dealer = lines[-1].next_dealer if lines else first_dealer
    return Sheet(lines, after, totals, (), (), next_dealer, game)


SHEET_REASON_CODES = ("neurotrio_sheet_redeal",)
