"""The computer player of Le Voisin: it calls from a simple count of its hand, puts back its
cheapest card in place of the turned card, and plays with ``deals.TrickSense``, always among
the calls and cards the engine allows.

The count (000 §CONTRAT, §CHARGE ET SURCHARGE, §ANNONCES): each sure trick (the top trumps
the hand holds in a row, each trump beyond three, each side ace) is worth the deal's 88 points
shared over its tricks; the hand's announcements add their points. A hand reaching 36 takes
the prise (at the turned card's suit in the first round, its best suit in the second, where
a little less will do: nobody took), one reaching 50 with room to spare charges in its best
suit; a surcharge needs every trick.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from ..cards import DECK_32, SUITS, AnyCard, Card, Rank, Suit
from ..computers import ComputerPlayer, PlaySense, TrickSense, side_tricks
from .announcements import detect_announcements, side_of
from .contracts import CHARGE_TARGET, PRISE_TARGET
from .fulldeal import VoisinDeal
from .play import _winner
from .rules import Rules
from .table import DECK_POINTS, POINTS2, STRENGTH, TRUMP_INDEX, Trump, card_id

#: A charge is called only with this much to spare over its 50.
CHARGE_MARGIN = 10
#: What a second-round prise may lack: everybody passed once already.
SECOND_ROUND_RISK = 8
_TOP_TRUMPS = (Rank.JACK, Rank.ACE, Rank.TEN, Rank.NINE, Rank.EIGHT, Rank.SEVEN)


def sure_tricks(hand: Sequence[Card], trump: Suit) -> float:
    """Tricks ``hand`` should win with ``trump``: its top trumps in a row, each trump beyond
    three, each ace of another suit.

    >>> sure_tricks([Card.parse(c) for c in ("JH", "AH", "7H", "AS", "8C")], Suit.HEARTS)
    4.0
    """
    trumps = {c.rank for c in hand if c.suit is trump}
    tricks = 0.0
    for rank in _TOP_TRUMPS:
        if rank not in trumps:
            break
        tricks += 1
    tricks += max(0, len(trumps) - 2)
    return tricks + side_tricks(hand, trump)


def worth(hand: Sequence[Card], trump: Suit) -> float:
    """The points ``hand`` should make with ``trump``: its share of the 88 points for its sure
    tricks, and its announcements."""
    per_trick = DECK_POINTS / max(1, len(hand))
    announced = sum(a.points() for a in detect_announcements(hand, trump))
    return sure_tricks(hand, trump) * per_trick + announced


class VoisinComputer(ComputerPlayer[VoisinDeal]):
    """The computer player of Le Voisin (``deals.Policy``): a call, the card to put back, or
    a card to play."""

    deal_type = VoisinDeal
    name = "Voisin"

    def _exchange(self, state: VoisinDeal, seat: int) -> Card:
        cards = [Card.parse(a.value) for a in state.legal_actions(seat)]
        trump = state.contract_made.trump if state.contract_made else SUITS[0]
        return min(cards, key=lambda c: _value(c, trump))

    def _call(self, state: VoisinDeal, seat: int) -> str:
        legal = {a.value for a in state.legal_actions(seat)}
        hand = [c for c in state.hand(seat) if isinstance(c, Card)]
        best = max(SUITS, key=lambda s: worth(hand, s))
        value = worth(hand, best)
        if f"surcharge {best.value}" in legal and sure_tricks(hand, best) >= len(hand):
            return f"surcharge {best.value}"
        if f"charge {best.value}" in legal and value >= CHARGE_TARGET + CHARGE_MARGIN:
            return f"charge {best.value}"
        turned = state.turned
        if "prise" in legal and turned is not None and worth(hand, turned.suit) >= PRISE_TARGET:
            return "prise"
        if f"prise {best.value}" in legal and value >= PRISE_TARGET - SECOND_ROUND_RISK:
            return f"prise {best.value}"
        if "pass" in legal:
            return "pass"
        return f"charge {best.value}"  # Variante I: the one contract

    def play_sense(self, state: VoisinDeal, seat: int) -> PlaySense:
        contract = state.contract_made
        assert contract is not None
        partner = state.partner(seat)
        return PlaySense(
            sense(contract.trump, state.rules),
            frozenset(() if partner is None else (partner,)),
            side_of(seat, state.players) == contract.taker,
        )


def _value(card: AnyCard, trump: Trump) -> tuple[int, ...]:
    i = card_id(card) if isinstance(card, Card) else 0
    return (POINTS2[trump][i], STRENGTH[trump][i])


@cache
def sense(trump: Trump, rules: Rules) -> TrickSense:
    """How the computer plays its cards under ``trump``: the game's winner, points, trumps."""
    t = TRUMP_INDEX[trump]
    cut, first, by_points = (
        rules.voisin_cut_suit,
        rules.voisin_cut_reference == "first_card",
        rules.cut_value_scale == "points",
    )

    def winner(cards: Sequence[AnyCard]) -> int:
        ids = [card_id(c) for c in cards if isinstance(c, Card)]
        return _winner(ids, trump, cut, first, by_points)[0]

    def value(card: AnyCard) -> tuple[int, ...]:
        return _value(card, trump)

    def suit(card: AnyCard) -> str:
        return card.suit.value if isinstance(card, Card) else ""

    def is_trump(card: AnyCard) -> bool:
        return isinstance(card, Card) and SUITS.index(card.suit) == t

    return TrickSense(winner, value, suit, is_trump, DECK_32.cards)


COMPUTER = VoisinComputer()
