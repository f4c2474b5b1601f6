"""Card order, suit ranking and deal patterns of Belgian whist (seeds 002 and 003).

* Card order, highest first: A K Q J 10 9 … 2 (002 §1 "Hiérarchie des cartes"; 003 "Ordre des
  cartes: classique"). The same order holds in every suit, trump or not.
* Suit ranking for bids, highest first: ♥ ♦ ♣ ♠ (002 §1 "Hiérarchie de couleurs", read
  highest first as analysis W2-1 recommends; 003 §Distribution states it outright).
* Deal: 13 cards each, dealer's left first, clockwise, in packets 4-4-5, 4-5-4 or 5-4-4
  (002 §1); 4-4-5 only in à la couleur (003 §Distribution).

Inside the engine a card is also an int ``suit_index * 13 + rank_index`` (suits in
``cards.SUITS`` order, ranks 2…A as 0…12) so that random deals run fast; the public functions
take and return ``Card`` objects.

>>> [s.value for s in BID_SUIT_ORDER]
['S', 'C', 'D', 'H']
>>> str(CARDS[index_of(Card.parse("AH"))])
'AH'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..cards import SUITS, Card, Rank, Suit
from ..errors import NotationError

#: Suits for bidding, weakest first: ♠ < ♣ < ♦ < ♥ (002 §1, 003 §Distribution).
BID_SUIT_ORDER: tuple[Suit, ...] = (Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS)
#: A suit's place in ``BID_SUIT_ORDER`` (0 = spades … 3 = hearts).
SUIT_BID_RANK: dict[Suit, int] = {s: i for i, s in enumerate(BID_SUIT_ORDER)}

#: Ranks in trick-taking order, highest first (002 §1; 003 "classique").
CARD_ORDER: tuple[Rank, ...] = tuple(reversed(Rank))

#: Deal patterns each document allows, in the order the document lists them.
DEAL_PATTERNS: dict[str, tuple[str, ...]] = {
    "reglement": ("4-5-4", "4-4-5", "5-4-4"),
    "couleur": ("4-4-5",),
}

#: Queens, the cards the Dames game counts (002 §4 "jeu des Dames").
QUEENS: tuple[Card, ...] = tuple(Card(Rank.QUEEN, s) for s in SUITS)
#: Aces, the cards that make a trou (002 §2, 003 §Début du jeu).
ACES: tuple[Card, ...] = tuple(Card(Rank.ACE, s) for s in SUITS)

_RANKS = tuple(Rank)  # 2 … A
#: Every card by its int index.
CARDS: tuple[Card, ...] = tuple(Card(r, s) for s in SUITS for r in _RANKS)
_INDEX: dict[Card, int] = {c: i for i, c in enumerate(CARDS)}
#: Suit index (``SUITS`` order) and rank index (0 = 2 … 12 = ace) of each int card.
SUIT_OF: tuple[int, ...] = tuple(i // 13 for i in range(52))
RANK_OF: tuple[int, ...] = tuple(i % 13 for i in range(52))
SUIT_INDEX: dict[Suit, int] = {s: i for i, s in enumerate(SUITS)}
ACE_RANK = 12
QUEEN_RANK = 10


def index_of(card: Card) -> int:
    """The int form of ``card``."""
    return _INDEX[card]


def strength(card: Card) -> int:
    """Trick-taking strength within a suit: 2 is 0, the ace 12.

    >>> strength(Card.parse("AS")) > strength(Card.parse("KS")) > strength(Card.parse("2S"))
    True
    """
    return card.rank.natural - 2


def suit_bid_rank(suit: Suit) -> int:
    """The suit's bidding rank, 0 (♠) to 3 (♥)."""
    return SUIT_BID_RANK[suit]


def parse_suit(text: object, *, what: str = "suit") -> Suit:
    """Read a suit letter ``S H D C``; anything else raises ``NotationError``."""
    if isinstance(text, Suit):
        return text
    if isinstance(text, str):
        try:
            return Suit(text.strip().upper())
        except ValueError:
            pass
    raise NotationError(f"{what} must be a suit letter S, H, D or C, not {text!r}")


def parse_trump(value: object) -> Suit | None:
    """Read a whist trump: a suit letter, or ``null`` / ``"SA"`` for no trump."""
    if value is None:
        return None
    if isinstance(value, str) and value.strip().upper() in ("SA", "NONE", ""):
        return None
    return parse_suit(value, what="trump")


def sort_hand(cards: Iterable[Card]) -> tuple[Card, ...]:
    """A hand in display order: suits as in ``SUITS``, high cards first."""
    return tuple(sorted(cards, key=lambda c: (SUIT_INDEX[c.suit], -strength(c))))


def packets(pattern: Sequence[int]) -> tuple[int, ...]:
    """Validate a deal pattern: packet sizes summing to 13."""
    if sum(pattern) != 13:
        raise NotationError(f"a deal pattern must give 13 cards, not {sum(pattern)}")
    return tuple(pattern)
