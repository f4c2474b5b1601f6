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

import random
from collections.abc import Sequence
from functools import cache

from ..cards import DECK_32, SUITS, AnyCard, Card, Rank, Suit
from ..computers import TrickSense
from ..deals import Action, DealState, Phase
from ..errors import EngineError
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
    for card in hand:
        if card.suit is not trump and card.rank is Rank.ACE:
            tricks += 1
        elif card.suit is not trump and card.rank is Rank.TEN:
            tricks += 0.5 if Card(Rank.ACE, card.suit) in hand else 0.0
    return tricks


def worth(hand: Sequence[Card], trump: Suit) -> float:
    """The points ``hand`` should make with ``trump``: its share of the 88 points for its sure
    tricks, and its announcements."""
    per_trick = DECK_POINTS / max(1, len(hand))
    announced = sum(a.points() for a in detect_announcements(hand, trump))
    return sure_tricks(hand, trump) * per_trick + announced


class VoisinComputer:
    """The computer player of Le Voisin (``deals.Policy``)."""

    def choose(self, state: DealState, rng: random.Random) -> Action:
        """A call, the card to put back, or a card to play; always a legal one."""
        if not isinstance(state, VoisinDeal) or state.to_act is None:
            raise EngineError("the Voisin computer plays a Voisin deal in progress")
        seat = state.to_act
        legal = state.legal_actions(seat)
        if state.phase is Phase.AUCTION:
            action = self._call(state, seat, {a.value for a in legal})
        elif state.phase is Phase.EXCHANGE:
            cards = [Card.parse(a.value) for a in legal]
            trump = state.contract_made.trump if state.contract_made else SUITS[0]
            action = Action("exchange", str(min(cards, key=lambda c: _value(c, trump))))
        else:
            action = Action("card", str(self._card(state, seat)))
        return action if action in legal else legal[0]

    def _call(self, state: VoisinDeal, seat: int, legal: set[str]) -> Action:
        hand = [c for c in state.hand(seat) if isinstance(c, Card)]
        best = max(SUITS, key=lambda s: worth(hand, s))
        value = worth(hand, best)
        if f"surcharge {best.value}" in legal and sure_tricks(hand, best) >= len(hand):
            return Action("call", f"surcharge {best.value}")
        if f"charge {best.value}" in legal and value >= CHARGE_TARGET + CHARGE_MARGIN:
            return Action("call", f"charge {best.value}")
        turned = state.turned
        if "prise" in legal and turned is not None and worth(hand, turned.suit) >= PRISE_TARGET:
            return Action("call", "prise")
        if f"prise {best.value}" in legal and value >= PRISE_TARGET - SECOND_ROUND_RISK:
            return Action("call", f"prise {best.value}")
        if "pass" in legal:
            return Action("call", "pass")
        return Action("call", f"charge {best.value}")  # Variante I: the one contract

    def _card(self, state: VoisinDeal, seat: int) -> AnyCard:
        ruling = state.play_ruling(seat)
        contract = state.contract_made
        assert ruling is not None and contract is not None
        play = state.tricks
        seats = [p.seat for p in play.current]
        partner = (seat + 2) % 4 if state.players == "2x2" else None
        gone = [c for t in play.done for c in t.cards]
        return sense(contract.trump, state.rules).choose(
            ruling.legal,
            play.hands[seat],
            play.trick_cards,
            gone,
            partner_at=seats.index(partner) if partner in seats else None,
            declaring=side_of(seat, state.players) == contract.taker,
            last=len(play.current) == state.seats - 1,
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
