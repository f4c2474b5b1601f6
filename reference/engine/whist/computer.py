"""The computer player of whist, under either document: it announces its trou, bids from a
count of its sure tricks, shows or puts aside a card, and plays with ``deals.TrickSense`` (or
ducks, in a misère and in the Dames game); always among the calls and cards the engine allows.

The count (002 §2, 003 §Début du jeu): an ace is a trick, a king with a guard half a trick,
every card of the trump suit beyond three another; a pair needs eight tricks, so a hand
worth four proposes (or bids its colour) in its longest suit and a hand worth two and a half
in the proposed suit, holding three cards of it, joins. A hand worth five and a half
announces a seul in the second round, as does an unjoined proposer worth four and a half,
who otherwise maintains his proposal while it is worth four; a hand without ace or king and
with one queen at most bids the petite misère. A player forced to join (002: the fourth to a
piccolo) joins. Nobody raises his own side.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from ..cards import DECK_52, SUITS, AnyCard, Card, Rank, Suit
from ..computers import ComputerPlayer, PlaySense, TrickSense
from .fulldeal import WhistDeal
from .order import strength
from .play import trick_winner

#: Contracts where the declarers must lose tricks (they duck), and the Dames game.
DUCKING = frozenset(
    {
        "petite_misere",
        "grande_misere",
        "grande_misere_sur_table",
        "grande_misere_sur_trou",
        "piccolissimo",
        "piccolo",
        "dames",
    }
)
PROPOSE_AT = 4.0
JOIN_AT = 2.5
#: Cards of the proposed suit a player holds to join it: a partner supports the trump.
JOIN_CARDS = 3
SEUL_AT = 5.5


def sure_tricks(hand: Sequence[Card], trump: Suit | None) -> float:
    """Tricks ``hand`` should take with ``trump`` (``None``: no trump).

    >>> hand = [Card.parse(c) for c in "AS KS 2S 3S 4S AH KD 2C".split()]
    >>> sure_tricks(hand, Suit.SPADES)
    4.5
    """
    tricks = 0.0
    for suit in SUITS:
        cards = [c for c in hand if c.suit is suit]
        ranks = {c.rank for c in cards}
        tricks += Rank.ACE in ranks
        tricks += 0.5 * (Rank.KING in ranks and len(cards) >= 2)
        if suit is trump:
            tricks += max(0, len(cards) - 3)
    return tricks


def _longest(hand: Sequence[Card]) -> Suit:
    return max(SUITS, key=lambda s: (sum(1 for c in hand if c.suit is s), -SUITS.index(s)))


class WhistComputer(ComputerPlayer[WhistDeal]):
    """The computer player of whist (``deals.Policy``): a call, a card to show or put aside,
    or a card to play."""

    deal_type = WhistDeal
    name = "whist"

    def _call(self, state: WhistDeal, seat: int) -> str:
        legal = [a.value for a in state.legal_actions(seat)]
        hand = _hand(state, seat)
        if "trou" in legal:
            return "trou"
        if "pass" not in legal:
            return legal[0]  # forced to join (002: the fourth player to a piccolo)
        best = _longest(hand)
        worth = sure_tricks(hand, best)
        auction = state.auction
        own = auction.own_bid((seat - state.first) % 4) if auction is not None else None
        if own is not None:
            suit = own.call.suit or best
            alone = [f"seul 6 {suit.value}"] if sure_tricks(hand, suit) >= SEUL_AT - 1 else []
            keep = ["je maintiens"] if sure_tricks(hand, suit) >= PROPOSE_AT else []
            return next((c for c in (*alone, *keep) if c in legal), "pass")
        wanted = []
        if worth >= SEUL_AT:
            wanted += [f"seul 6 {best.value}", f"6 plis en solo {best.value}"]
        for suit in SUITS:
            if _supports(hand, suit):
                wanted.append(f"j'emballe {suit.value}")
        standing = auction.highest() if auction is not None else None
        if standing is not None and standing.name in ("emballage", "couleur"):
            proposed = standing.call.suit
            if proposed is not None and _supports(hand, proposed):
                wanted.append("j'emballe")
        if worth >= PROPOSE_AT and sum(c.suit is best for c in hand) >= 4:
            wanted += [f"emballage 8 {best.value}", f"couleur {best.value}"]
        high = sum(1 for c in hand if c.rank in (Rank.ACE, Rank.KING))
        queens = sum(1 for c in hand if c.rank is Rank.QUEEN)
        if not high and queens <= 1:
            wanted.append("petite misere")
        return next((call for call in wanted if call in legal), "pass")

    def _exchange(self, state: WhistDeal, seat: int) -> Card:
        hand = _hand(state, seat)
        if state.name == "trou" and state.trou is not None:
            own = [c for c in hand if c.suit is state.trou.ace_suit]
            suit = state.trou.ace_suit if len(own) >= 4 else _longest(hand)
            return max((c for c in hand if c.suit is suit), key=strength)
        return max(hand, key=strength)  # the petite misère: away with the highest card

    def _card(self, state: WhistDeal, seat: int) -> AnyCard:
        declaring = seat in state.declarers
        name = state.name or ""
        if name in DUCKING:
            ruling = state.play_ruling(seat)
            assert ruling is not None
            legal = [c for c in ruling.legal if isinstance(c, Card)]
            trick = [c for c in state.tricks.trick_cards if isinstance(c, Card)]
            if declaring or name == "dames":
                return _duck(legal, trick, state.trump_suit)
            return min(legal, key=strength)
        return super()._card(state, seat)

    def play_sense(self, state: WhistDeal, seat: int) -> PlaySense:
        declaring = seat in state.declarers
        allies = set(state.declarers) if declaring else set(range(4)) - set(state.declarers)
        if state.name == "dames":
            allies = set()  # every player for himself
        return PlaySense(sense(state.trump_suit), frozenset(allies - {seat}), declaring)


def _supports(hand: Sequence[Card], suit: Suit) -> bool:
    """Whether ``hand`` may join a proposal in ``suit``: worth a join with it as trump, and
    holding three cards of it."""
    return sure_tricks(hand, suit) >= JOIN_AT and sum(c.suit is suit for c in hand) >= JOIN_CARDS


def _hand(state: WhistDeal, seat: int) -> list[Card]:
    return [c for c in state.hand(seat) if isinstance(c, Card)]


def _winner(trick: Sequence[Card], trump: Suit | None) -> int:
    """The card winning a partial trick (a lone lead wins so far)."""
    return trick_winner(trick, trump).winner if len(trick) > 1 else 0


def _duck(legal: Sequence[Card], trick: Sequence[Card], trump: Suit | None) -> Card:
    """The highest card that does not take the trick, else the lowest."""
    if trick:
        losing = [c for c in legal if trick_winner([*trick, c], trump).winner != len(trick)]
        if losing:
            return max(losing, key=strength)
    return min(legal, key=strength)


@cache
def sense(trump: Suit | None) -> TrickSense:
    """How the computer plays its cards with ``trump``: highest card of the led suit, trumps
    above it; no card carries points."""

    def winner(cards: Sequence[AnyCard]) -> int:
        return _winner([c for c in cards if isinstance(c, Card)], trump)

    def value(card: AnyCard) -> tuple[int, ...]:
        return (0, strength(card) if isinstance(card, Card) else 0)

    def suit(card: AnyCard) -> str:
        return card.suit.value if isinstance(card, Card) else ""

    def is_trump(card: AnyCard) -> bool:
        return isinstance(card, Card) and card.suit is trump

    return TrickSense(winner, value, suit, is_trump, DECK_52.cards)


COMPUTER = WhistComputer()
