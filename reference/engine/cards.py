"""Cards, decks and the text notation shared by every game.

Notation (``shared/casefile.md``, section "Notation"):

* standard cards are rank then suit: ranks ``2``-``9``, ``T``, ``J``, ``Q``, ``K``, ``A``;
  suits ``S`` ``H`` ``D`` ``C`` (``"JH"`` is the jack of hearts, ``"TD"`` the ten of diamonds);
* Neurotrio cards are force, nature, ``-``, background (``"2E-B"``: a 2 of stars on blue).

Decks: the 32-card French deck (Le Voisin, seed 000 "jeu de 32 cartes de type courant";
belote coinchée, seed 004 "un jeu de 32 cartes"), the 52-card deck (whist, seed 002
"52 cartes", seed 003 "13 cartes à chacun des joueurs"), and the 54-card Neurotrio deck
(seed 001: "les 54 cartes du jeu neurotrio"; composition reconstructed in
``rules-analysis.md`` §2.1: 3 forces x 3 natures x 3 backgrounds x 2 copies).

>>> Card.parse("JH")
Card.parse('JH')
>>> str(NeuroCard.parse("2E-B"))
'2E-B'
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from typing import Self

from .errors import DuplicateCardError, NotationError, UnknownCardError


class Suit(StrEnum):
    """A suit of the French-suited deck, by its one-letter notation."""

    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    @property
    def symbol(self) -> str:
        """The suit symbol: ♠ ♥ ♦ ♣."""
        return _SUIT_SYMBOLS[self]

    @property
    def is_red(self) -> bool:
        """Hearts and diamonds are red; spades and clubs black."""
        return self in (Suit.HEARTS, Suit.DIAMONDS)

    @property
    def same_colour(self) -> Suit:
        """The other suit of the same colour (♥/♦, ♠/♣)."""
        return _SAME_COLOUR[self]


_SUIT_SYMBOLS = {Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦", Suit.CLUBS: "♣"}
_SAME_COLOUR = {
    Suit.HEARTS: Suit.DIAMONDS,
    Suit.DIAMONDS: Suit.HEARTS,
    Suit.SPADES: Suit.CLUBS,
    Suit.CLUBS: Suit.SPADES,
}


class Rank(StrEnum):
    """A rank of the French-suited deck, by its one-character notation."""

    TWO = "2"
    THREE = "3"
    FOUR = "4"
    FIVE = "5"
    SIX = "6"
    SEVEN = "7"
    EIGHT = "8"
    NINE = "9"
    TEN = "T"
    JACK = "J"
    QUEEN = "Q"
    KING = "K"
    ACE = "A"

    @property
    def french(self) -> str:
        """The French index letter printed on the card: V for the jack, D, R, 1 for the ace."""
        return _FRENCH_INDEX.get(self, "10" if self is Rank.TEN else self.value)

    @property
    def natural(self) -> int:
        """Position in the natural order 2 < 3 < ... < K < A (2 to 14)."""
        return _NATURAL[self]


_FRENCH_INDEX = {Rank.JACK: "V", Rank.QUEEN: "D", Rank.KING: "R", Rank.ACE: "1"}
_NATURAL = {rank: i for i, rank in enumerate(Rank, start=2)}
_FRENCH_LETTERS = {"V": "J", "D": "Q", "R": "K", "1": "A", "10": "T"}


@dataclass(frozen=True, slots=True)
class Card:
    """A card of the French-suited deck."""

    rank: Rank
    """The card's rank."""
    suit: Suit
    """The card's suit."""

    @classmethod
    def parse(cls, text: str) -> Self:
        """Read ``"QS"``-style notation; French letters V, D, R, 1 and ``10`` are accepted too.

        >>> Card.parse("10D") == Card.parse("TD") == Card(Rank.TEN, Suit.DIAMONDS)
        True
        >>> Card.parse("ZZ")  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        reference.engine.errors.NotationError: 'ZZ' is not a card: write rank then suit, ...
        """
        if not isinstance(text, str):
            raise NotationError(f"{text!r} is not a card: expected text such as 'QS'")
        raw = text.strip().upper()
        rank_text, suit_text = raw[:-1], raw[-1:]
        rank_text = _FRENCH_LETTERS.get(rank_text, rank_text)
        try:
            return cls(Rank(rank_text), Suit(suit_text))
        except ValueError:
            raise NotationError(
                f"{text!r} is not a card: write rank then suit, as in 'QS' or 'TD'"
            ) from None

    def __str__(self) -> str:
        return f"{self.rank.value}{self.suit.value}"

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    @property
    def label(self) -> str:
        """Short French label with the suit symbol, as in ``V♥`` or ``10♠``."""
        return f"{self.rank.french}{self.suit.symbol}"


class Nature(StrEnum):
    """The symbol drawn on a Neurotrio card (seed 001: cœur, étoile, rose)."""

    COEUR = "C"
    ETOILE = "E"
    ROSE = "R"


class Background(StrEnum):
    """The background colour of a Neurotrio card (seed 001: fond bleu, noir, vert)."""

    BLEU = "B"
    NOIR = "N"
    VERT = "V"


@dataclass(frozen=True, slots=True)
class NeuroCard:
    """A Neurotrio card: a force (1-3) shown as that many symbols of one nature on a background.

    The deck holds two identical copies of each of the 27 cards; copies compare equal.
    """

    force: int
    """How many symbols the card shows: 1, 2 or 3."""
    nature: Nature
    """Which symbol: cœur, étoile or rose."""
    background: Background
    """The colour behind the symbols: bleu, noir or vert."""

    def __post_init__(self) -> None:
        if self.force not in (1, 2, 3):
            raise NotationError(f"a Neurotrio card has force 1, 2 or 3, not {self.force!r}")

    @classmethod
    def parse(cls, text: str) -> Self:
        """Read ``"2E-B"``-style notation (force, nature, ``-``, background).

        >>> NeuroCard.parse("1r-v")
        NeuroCard.parse('1R-V')
        """
        if not isinstance(text, str):
            raise NotationError(f"{text!r} is not a Neurotrio card: expected text such as '2E-B'")
        raw = text.strip().upper()
        if len(raw) != 4 or raw[2] != "-" or raw[0] not in "123":
            raise NotationError(
                f"{text!r} is not a Neurotrio card: write force, nature, '-', background, "
                "as in '2E-B'"
            )
        try:
            return cls(int(raw[0]), Nature(raw[1]), Background(raw[3]))
        except ValueError:
            raise NotationError(
                f"{text!r} is not a Neurotrio card: natures are C E R, backgrounds B N V"
            ) from None

    def __str__(self) -> str:
        return f"{self.force}{self.nature.value}-{self.background.value}"

    def __repr__(self) -> str:
        return f"NeuroCard.parse({str(self)!r})"

    @property
    def label(self) -> str:
        """The notation itself serves as the short label."""
        return str(self)


type AnyCard = Card | NeuroCard

#: Ranks of the 32-card deck, lowest first in the natural order.
RANKS_32 = (Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE)
#: Suits in the order the site lists them.
SUITS = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)


@dataclass(frozen=True)
class Deck:
    """A deck: its cards (with duplicates where the deck has copies) and how to read them."""

    slug: str
    """``"32"``, ``"52"`` or ``"neurotrio"``."""
    cards: tuple[AnyCard, ...]
    """Every card, copies included, in a fixed display order."""

    @property
    def copies(self) -> int:
        """How many copies of each distinct card the deck holds."""
        return _COPIES[self.slug]

    def parse(self, text: str) -> AnyCard:
        """Read one card of this deck; well-formed cards outside it raise ``UnknownCardError``."""
        card: AnyCard = NeuroCard.parse(text) if self.slug == "neurotrio" else Card.parse(text)
        if card not in self._members:
            raise UnknownCardError(f"{text!r} is not a card of the {self.slug}-card deck")
        return card

    def parse_many(self, texts: Iterable[str], *, what: str = "cards") -> tuple[AnyCard, ...]:
        """Read several cards and check that none appears more often than the deck holds it."""
        if isinstance(texts, str) or not isinstance(texts, Iterable):
            raise NotationError(f"{what} must be a list of cards, not {texts!r}")
        cards = tuple(self.parse(t) for t in texts)
        self.check_no_duplicates(cards, what=what)
        return cards

    def check_no_duplicates(self, cards: Iterable[AnyCard], *, what: str = "cards") -> None:
        """Raise ``DuplicateCardError`` if a card appears more often than the deck holds it."""
        for card, count in Counter(cards).items():
            if count > self.copies:
                times = "twice" if count == 2 else f"{count} times"
                raise DuplicateCardError(
                    f"{card} appears {times} in {what}; the deck holds it "
                    f"{'once' if self.copies == 1 else f'{self.copies} times'}"
                )

    @property
    def _members(self) -> frozenset[AnyCard]:
        return _MEMBERS[self.slug]

    def distinct(self) -> tuple[AnyCard, ...]:
        """Each distinct card once, in display order."""
        return tuple(dict.fromkeys(self.cards))

    def in_order[C: (Card, NeuroCard)](self, cards: Iterable[C]) -> tuple[C, ...]:
        """``cards`` in the deck's display order (a hand as dealt)."""
        return tuple(sorted(cards, key=_ORDER[self.slug].__getitem__))


DECK_32 = Deck("32", tuple(Card(r, s) for s in SUITS for r in RANKS_32))
DECK_52 = Deck("52", tuple(Card(r, s) for s in SUITS for r in Rank))
DECK_NEUROTRIO = Deck(
    "neurotrio",
    tuple(
        card
        for card in (
            NeuroCard(force, nature, background)
            for background, nature, force in itertools.product(Background, Nature, (1, 2, 3))
        )
        for _copy in range(2)
    ),
)
DECKS = {deck.slug: deck for deck in (DECK_32, DECK_52, DECK_NEUROTRIO)}
_MEMBERS = {slug: frozenset(deck.cards) for slug, deck in DECKS.items()}
_COPIES = {slug: len(deck.cards) // len(_MEMBERS[slug]) for slug, deck in DECKS.items()}
_ORDER = {
    slug: {card: deck.cards.index(card) for card in _MEMBERS[slug]} for slug, deck in DECKS.items()
}


def format_cards(cards: Iterable[AnyCard]) -> list[str]:
    """The notation of each card, in order (the inverse of ``Deck.parse_many``)."""
    return [str(card) for card in cards]
