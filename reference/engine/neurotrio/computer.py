"""The computer player of Neurotrio: it bids from a simple count of its hand and the chien,
discards its weakest cards, and plays with ``deals.TrickSense``; always among the calls and
cards the engine allows.

The count (001 §Enchères, §Le jeu de la carte): for each attribute, each card's chance of
taking a trick by its force (a trump's better than a side card's), and half a trick for each
trump beyond a third of the hand. The chien lies face up: a bidder counts it in, and
discards as many of his weakest side cards. He bids the highest level his count reaches
(half the tricks plus the level, 001 §Enchères), the lowest such bid that outbids the
standing one. A contract the player holds five trumps against is contred. Defenders play as
partners against the taker: a trick another defender wins gets the cheapest card.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from ..cards import DECK_NEUROTRIO, AnyCard, NeuroCard
from ..computers import ComputerPlayer, PlaySense, TrickSense
from .auction import Bid
from .fulldeal import NeurotrioDeal, card_keys
from .order import ATTRIBUTE_LADDER, CARD_INDEX, LADDER_POSITION, Attribute
from .play import winner_index
from .scoring import DEAL_SIZES

#: Trumps held against a contract that make a player contre it.
CONTRE_TRUMPS = 5
#: A card's chance of taking a trick, by force: a trump's, a side card's.
TRUMP_CHANCE = {3: 0.85, 2: 0.55, 1: 0.3}
SIDE_CHANCE = {3: 0.35, 2: 0.1, 1: 0.0}


def count_tricks(cards: Sequence[NeuroCard], trump: Attribute) -> float:
    """Tricks ``cards`` should win with ``trump``: each card's chance of taking a trick, by
    force, a trump's better than a side card's, and half a trick for each trump beyond a
    third of the hand (the long trumps win once the others have none left).

    >>> from ..cards import Background
    >>> hand = [NeuroCard.parse(c) for c in ("3C-B", "3E-B", "2R-B", "1C-B", "3R-N", "1E-V")]
    >>> round(count_tricks(hand, Background.BLEU), 2)
    3.9
    """
    position = LADDER_POSITION[trump]
    tricks = 0.0
    trumps = 0
    for card in cards:
        if card_keys(card, position)[0] == position:
            trumps += 1
            tricks += TRUMP_CHANCE[card.force]
        else:
            tricks += SIDE_CHANCE[card.force]
    return tricks + 0.5 * max(0, trumps - len(cards) // 3)


class NeurotrioComputer(ComputerPlayer[NeurotrioDeal]):
    """The computer player of Neurotrio (``deals.Policy``): a call, a discard, or a card."""

    deal_type = NeurotrioDeal
    name = "Neurotrio"

    def _call(self, state: NeurotrioDeal, seat: int) -> str:
        legal = {a.value for a in state.legal_actions(seat)}
        hand = [c for c in state.hand(seat) if isinstance(c, NeuroCard)]
        auction = state.auction
        standing = auction.last_bid
        relative = (seat - state.first) % state.seats
        if standing is not None and auction.last_bidder != relative and "contre" in legal:
            position = LADDER_POSITION[standing.attribute]
            held = sum(1 for c in hand if card_keys(c, position)[0] == position)
            if held >= CONTRE_TRUMPS:
                return "contre"
        size = DEAL_SIZES[state.seats]
        kept = len(hand)
        best: Bid | None = None
        for attribute in ATTRIBUTE_LADDER:
            cards = [*hand, *state.chien]
            tricks = count_tricks(_kept(cards, attribute, kept), attribute)
            level = int(tricks) - size.half
            for bid in (Bid(n, attribute) for n in range(1, level + 1)):
                if str(bid) in legal and (best is None or bid.height < best.height):
                    best = bid
                    break
        return str(best) if best is not None else "pass"

    def _exchange(self, state: NeurotrioDeal, seat: int) -> NeuroCard:
        hand = [c for c in state.hand(seat) if isinstance(c, NeuroCard)]
        position = LADDER_POSITION[state.attribute]
        return min(hand, key=lambda c: _weight(c, position))

    def play_sense(self, state: NeurotrioDeal, seat: int) -> PlaySense:
        """Defenders play as partners against the taker."""
        taker = state.taker
        assert taker is not None
        allies = () if seat == taker else (s for s in range(state.seats) if s not in (taker, seat))
        return PlaySense(sense(LADDER_POSITION[state.attribute]), frozenset(allies), seat == taker)


def _weight(card: NeuroCard, position: int) -> tuple[int, int]:
    suit, strength = card_keys(card, position)
    return (int(suit == position), strength)


def _kept(cards: Sequence[NeuroCard], trump: Attribute, count: int) -> list[NeuroCard]:
    """The ``count`` best cards for ``trump`` (what a taker keeps after his discard)."""
    position = LADDER_POSITION[trump]
    return sorted(cards, key=lambda c: _weight(c, position), reverse=True)[:count]


@cache
def sense(position: int) -> TrickSense:
    """How the computer plays its cards when the trump is the ladder's ``position``."""

    def winner(cards: Sequence[AnyCard]) -> int:
        return winner_index([_index(c) for c in cards], position)

    def value(card: AnyCard) -> tuple[int, ...]:
        if not isinstance(card, NeuroCard):
            return (0, 0, 0)
        suit, strength = card_keys(card, position)
        return (0, int(suit == position), strength)

    def suit(card: AnyCard) -> str:
        return str(card_keys(card, position)[0]) if isinstance(card, NeuroCard) else ""

    def is_trump(card: AnyCard) -> bool:
        return isinstance(card, NeuroCard) and card_keys(card, position)[0] == position

    return TrickSense(winner, value, suit, is_trump, DECK_NEUROTRIO.cards)


def _index(card: AnyCard) -> int:
    return CARD_INDEX[card] if isinstance(card, NeuroCard) else 0


COMPUTER = NeurotrioComputer()
