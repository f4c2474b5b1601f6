"""Neurotrio attributes, trump modes and card strength (seed 001 §Enchères, §Le jeu de la carte).

A trump is an attribute other than the force: a background (bleu, noir, vert) or a nature
(cœur, étoile, rose). Its kind decides what a "suit" is for the whole deal: with a background
trump the cards group by background and equal forces are split by nature (cœur > étoile >
rose); with a nature trump the roles swap, natures group the cards and backgrounds split equal
forces (bleu > noir > vert). Two identical cards are split by who played first, which the trick
module handles. Analysis §2.4.

Inside the engine a distinct card is also an index 0-26 (``CARD_INDEX``), and each trump mode
has precomputed tables of suit and strength per index; the public API speaks ``NeuroCard``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ..cards import DECK_NEUROTRIO, Background, Nature, NeuroCard
from ..errors import NotationError

type Attribute = Background | Nature
"""A trump or bidding attribute: a background or a nature (never the force)."""

#: The bidding ladder of attributes, strongest first (001 §Enchères: bleu, noir, vert, cœur,
#: étoile, rose).
ATTRIBUTE_LADDER: tuple[Attribute, ...] = (
    Background.BLEU,
    Background.NOIR,
    Background.VERT,
    Nature.COEUR,
    Nature.ETOILE,
    Nature.ROSE,
)
#: Natures, strongest first, for equal forces under a background trump (001 §Le jeu de la
#: carte; analysis N-10).
NATURE_ORDER: tuple[Nature, ...] = (Nature.COEUR, Nature.ETOILE, Nature.ROSE)
#: Backgrounds, strongest first, for equal forces under a nature trump (001 §Le jeu de la carte).
BACKGROUND_ORDER: tuple[Background, ...] = (Background.BLEU, Background.NOIR, Background.VERT)
#: Forces, strongest first: the force decides first (001 §Le jeu de la carte).
FORCES: tuple[int, ...] = (3, 2, 1)

_ATTRIBUTES = {a.value: a for a in ATTRIBUTE_LADDER}
#: Position of each attribute on the ladder, 0 = bleu (strongest) to 5 = rose.
LADDER_POSITION: Mapping[Attribute, int] = {a: i for i, a in enumerate(ATTRIBUTE_LADDER)}


def parse_attribute(text: object) -> Attribute:
    """Read a trump or bid attribute: ``B N V`` (backgrounds) or ``C E R`` (natures).

    >>> parse_attribute("e"), parse_attribute("V")
    (<Nature.ETOILE: 'E'>, <Background.VERT: 'V'>)
    """
    if isinstance(text, str) and text.strip().upper() in _ATTRIBUTES:
        return _ATTRIBUTES[text.strip().upper()]
    raise NotationError(
        f"{text!r} is not a Neurotrio trump: write B, N or V (a background) or C, E or R (a nature)"
    )


def suit_of(card: NeuroCard, trump: Attribute) -> Attribute:
    """The card's "suit" under this trump: its background if the trump is a background, else
    its nature (001 §Le jeu de la carte, the roles swap with a nature trump).

    >>> suit_of(NeuroCard.parse("1R-V"), Nature.ETOILE)
    <Nature.ROSE: 'R'>
    """
    return card.background if isinstance(trump, Background) else card.nature


def tiebreak_of(card: NeuroCard, trump: Attribute) -> Attribute:
    """The attribute that splits equal forces under this trump (the one that is not the suit)."""
    return card.nature if isinstance(trump, Background) else card.background


def is_trump(card: NeuroCard, trump: Attribute) -> bool:
    """Whether the card carries the trump attribute (001 §Enchères: every card showing it)."""
    return suit_of(card, trump) is trump


def strength(card: NeuroCard, trump: Attribute) -> int:
    """The card's rank within its suit: force first, then the tie-break attribute (3 to 11).

    >>> [strength(NeuroCard.parse(c), Nature.ETOILE) for c in ("1R-N", "1R-V", "3C-V")]
    [4, 3, 9]
    """
    order: tuple[Attribute, ...] = (
        NATURE_ORDER if isinstance(trump, Background) else BACKGROUND_ORDER
    )
    return card.force * 3 + 2 - order.index(tiebreak_of(card, trump))


@dataclass(frozen=True)
class TrumpMode:
    """What one trump attribute makes of the deck: the suits and each suit's card order."""

    trump: Attribute
    """The trump attribute."""
    suits_are: str
    """``"background"`` or ``"nature"``: what groups the cards into suits."""
    suits: tuple[Attribute, ...]
    """The three suits, trump first, then the others in ladder order."""
    tiebreak: tuple[Attribute, ...]
    """The attribute order splitting equal forces, strongest first."""
    order: Mapping[Attribute, tuple[NeuroCard, ...]]
    """Each suit's nine distinct cards, strongest first."""


def _mode(trump: Attribute) -> TrumpMode:
    is_background = isinstance(trump, Background)
    group: tuple[Attribute, ...] = BACKGROUND_ORDER if is_background else NATURE_ORDER
    suits = (trump, *(s for s in group if s is not trump))
    distinct = DECK_NEUROTRIO.distinct()
    order = {
        suit: tuple(
            sorted(
                (c for c in distinct if isinstance(c, NeuroCard) and suit_of(c, trump) is suit),
                key=lambda c: -strength(c, trump),
            )
        )
        for suit in suits
    }
    return TrumpMode(
        trump,
        "background" if is_background else "nature",
        suits,
        NATURE_ORDER if is_background else BACKGROUND_ORDER,
        order,
    )


#: The six trump modes, by trump attribute, in ladder order (for the rule pages' card orders).
TRUMP_MODES: Mapping[Attribute, TrumpMode] = {a: _mode(a) for a in ATTRIBUTE_LADDER}

# --- integer tables for the hot paths ------------------------------------------------------

#: The 27 distinct cards; a card's index in this tuple is its engine index.
DISTINCT: tuple[NeuroCard, ...] = tuple(
    c for c in DECK_NEUROTRIO.distinct() if isinstance(c, NeuroCard)
)
#: Engine index of each distinct card.
CARD_INDEX: Mapping[NeuroCard, int] = {c: i for i, c in enumerate(DISTINCT)}
#: Per ladder position of the trump: each card's suit, as a ladder position (0-5).
SUIT_TABLE: tuple[tuple[int, ...], ...] = tuple(
    tuple(LADDER_POSITION[suit_of(c, a)] for c in DISTINCT) for a in ATTRIBUTE_LADDER
)
#: Per ladder position of the trump: each card's strength within its suit.
STRENGTH_TABLE: tuple[tuple[int, ...], ...] = tuple(
    tuple(strength(c, a) for c in DISTINCT) for a in ATTRIBUTE_LADDER
)
