"""A very weak hand: cancelling the deal, or the capot « schmürtz » (seed 004 §Variantes), and
bidding after two packets of three cards.

* The capot « schmürtz » (« à la place de la possibilité d'annuler … »): the variant
  presupposes a house rule letting a player whose hand
  counts fewer than 11 points have the deal cancelled; the schmürtz replaces it with a capot
  played without trump, the cards ranking upside down from sans atout: 7 8 9 V D R 10 A
  (``Rules.weak_hand``: ``none``, ``cancel`` or ``schmurtz``; interpretation coinche-weak-hand).
* The hand's points are counted before any trump is named, on the plain-suit values (A 11,
  10 10, R 4, D 3, V 2); the sans atout scale (ace 19) would give the same verdicts, since an
  ace alone reaches 11 on either.
* The call is made at the player's first turn to speak: a cancellation while no bid stands,
  a schmürtz ranking as a capot (it must outrank the standing bid). The capot schmürtz scores
  as a capot (500 made, 500 to the defence when it fails).
* Bidding after « 2 fois trois cartes »: under ``first_deal =
  "2x3"`` the auction is held on six cards (the player's hand when he speaks) and the last two
  are dealt after it (interpretation coinche-first-deal).

>>> hand_points([Card.parse(c) for c in ("AS", "7H", "8H", "9D", "QC", "8C", "7C", "9S")])
14
>>> schmurtz_winner([Card.parse(c) for c in ("AS", "7S", "KH")]).winner
1
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import Card, Rank
from ..tricks import Reason, Verdict
from .order import ORDER_PLAIN, POINTS_PLAIN
from .rules import Rules

SOURCE_WEAK = "004 §Variantes (capot « schmürtz »); interpretation coinche-weak-hand"
SOURCE_FIRST_DEAL = (
    "004 §Variantes (donne de 2 fois trois cartes); interpretation coinche-first-deal"
)

#: Fewer points than this make a weak hand (004 §Variantes: "moins de 11 points").
WEAK_BELOW = 11
#: The schmürtz order, highest first: sans atout's order upside down (004 §Variantes).
ORDER_SCHMURTZ: tuple[Rank, ...] = tuple(reversed(ORDER_PLAIN))
#: Packets of the deal: 3, 2 then 3 (004 §La donne); under the variant, 3 and 3 before the
#: auction, 2 after it.
PACKETS = {"3-2-3": (3, 2, 3), "2x3": (3, 3, 2)}


def cards_at_bidding(rules: Rules) -> int:
    """How many cards a player holds while the auction goes on: 8, or 6 under ``2x3``."""
    return 6 if rules.first_deal == "2x3" else 8


def hand_points(hand: Sequence[Card], rules: Rules | None = None) -> int:
    """The points of a hand before any trump is named: the plain-suit values."""
    return sum(POINTS_PLAIN.get(card.rank, 0) for card in hand)


def weak_refusal(
    kind: str, hand: Sequence[Card] | None, spoken: bool, bid_standing: bool, rules: Rules
) -> Reason | None:
    """Why a player may not ask for the cancellation (``kind="cancel"``) or bid a capot
    schmürtz (``"schmurtz"``) now, or ``None``. ``hand`` is his hand when it is known (the
    auction's history is replayed without it)."""
    if rules.weak_hand == "none" or (kind == "schmurtz") != (rules.weak_hand == "schmurtz"):
        code = "schmurtz_not_played" if kind == "schmurtz" else "cancel_not_played"
        return Reason.of(code, SOURCE_WEAK)
    if spoken:
        return Reason.of("weak_hand_first_turn", SOURCE_WEAK)
    if kind == "cancel" and bid_standing:
        return Reason.of("cancel_after_bid", SOURCE_WEAK)
    if hand is not None:
        points = hand_points(hand, rules)
        if points >= WEAK_BELOW:
            return Reason.of("weak_hand_too_strong", SOURCE_WEAK, points=points, limit=WEAK_BELOW)
    return None


def weak_reason(kind: str, hand: Sequence[Card], rules: Rules) -> Reason:
    """Why the call is allowed: the hand's points, under 11."""
    code = "schmurtz_allowed" if kind == "schmurtz" else "cancel_allowed"
    return Reason.of(code, SOURCE_WEAK, points=hand_points(hand, rules), limit=WEAK_BELOW)


def schmurtz_winner(trick: Sequence[Card]) -> Verdict:
    """Who wins a trick of a capot schmürtz: no trump, the led suit's lowest card in sans
    atout's order (004 §Variantes)."""
    led = trick[0].suit
    order = {rank: len(ORDER_SCHMURTZ) - i for i, rank in enumerate(ORDER_SCHMURTZ)}
    best = max(
        (i for i, c in enumerate(trick) if c.suit is led), key=lambda i: order[trick[i].rank]
    )
    reasons: tuple[Reason, ...] = (
        Reason.of(
            "schmurtz_highest_led",
            SOURCE_WEAK,
            card=trick[best],
            suit=led,
        ),
    )
    others = tuple(c for c in trick if c.suit is not led)
    if others:
        reasons += (Reason.of("schmurtz_off_suit_loses", SOURCE_WEAK, cards=others, suit=led),)
    return Verdict(best, trick[best], reasons)


WEAK_REASON_CODES = (
    "cancel_not_played",
    "schmurtz_not_played",
    "weak_hand_first_turn",
    "cancel_after_bid",
    "weak_hand_too_strong",
    "cancel_allowed",
    "schmurtz_allowed",
    "schmurtz_highest_led",
    "schmurtz_off_suit_loses",
)
