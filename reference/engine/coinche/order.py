"""Trump modes, card orders and card points of belote coinchée (seed 004).

Six modes: a suit as trump, tout atout (every suit ranks as trump) and sans atout (no trump)
(004 §Choix de l'atout). Orders and points follow ``rules-analysis.md`` §6.2:

* trump order V 9 A 10 R D 8 7, points 20 14 11 10 4 3 0 0 (62 a suit) [std belote];
* plain order A 10 R D V 9 8 7, points 11 10 4 3 2 0 0 0 (30 a suit) [std belote];
* sans atout: plain order, the ace counted 19 (004 §Sans atout), 162 with the last trick;
* tout atout: trump order in every suit, V 14, 9 9, A 7, 10 5, R 3, D 2 (004 §Tout atout).

The last trick adds 10 ("10 de der", 004 §Le jeu de la carte). Internally a card is an int
``suit * 8 + r`` (suits in ``SUITS`` order, ``r`` the index in ``RANKS_32``) so that the hot
loops index precomputed lists.

>>> deck_total(Mode.HEARTS), deck_total(Mode.SA), deck_total(Mode.TA)
(162, 162, 170)
>>> [str(c) for c in ORDER_TRUMP]
['J', '9', 'A', 'T', 'K', 'Q', '8', '7']
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from fractions import Fraction
from functools import cache
from types import MappingProxyType
from typing import TYPE_CHECKING

from ..cards import RANKS_32, SUITS, Card, Rank, Suit
from ..errors import NotationError

if TYPE_CHECKING:
    from .rules import Rules


class Mode(StrEnum):
    """What is trump in a deal: one suit, every suit (TA) or none (SA) (004 §Choix de l'atout)."""

    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"
    TA = "TA"
    SA = "SA"

    @classmethod
    def parse(cls, text: object) -> Mode:
        """Read ``"H"``, ``"TA"``, ``"SA"`` (case-insensitive); a clear error otherwise.

        >>> Mode.parse("ta"), Mode.parse("H").trump_suit
        (<Mode.TA: 'TA'>, <Suit.HEARTS: 'H'>)
        """
        if isinstance(text, Suit):
            return cls(text.value)
        if isinstance(text, str):
            try:
                return cls(text.strip().upper())
            except ValueError:
                pass
        raise NotationError(
            f"{text!r} is not a coinche trump: write a suit letter S H D C, 'TA' (tout atout) "
            "or 'SA' (sans atout)"
        )

    @property
    def trump_suit(self) -> Suit | None:
        """The trump suit, or ``None`` at tout atout and sans atout."""
        return _TRUMP_SUIT[self]

    @property
    def position(self) -> int:
        """0-3 for the suits (``SUITS`` order), 4 for TA, 5 for SA."""
        return _MODE_INDEX[self]


MODES: tuple[Mode, ...] = tuple(Mode)
_TRUMP_SUIT: dict[Mode, Suit | None] = {
    m: (None if m in (Mode.TA, Mode.SA) else Suit(m.value)) for m in MODES
}
_MODE_INDEX = {
    Mode.SPADES: 0,
    Mode.HEARTS: 1,
    Mode.DIAMONDS: 2,
    Mode.CLUBS: 3,
    Mode.TA: 4,
    Mode.SA: 5,
}
assert [Suit(m.value) for m in MODES[:4]] == list(SUITS)

#: Trump order, highest first: V 9 A 10 R D 8 7 (belote [std]; 004 §Tout atout lists it).
ORDER_TRUMP: tuple[Rank, ...] = (
    Rank.JACK,
    Rank.NINE,
    Rank.ACE,
    Rank.TEN,
    Rank.KING,
    Rank.QUEEN,
    Rank.EIGHT,
    Rank.SEVEN,
)
#: Plain-suit order, highest first: A 10 R D V 9 8 7 (belote [std]); also every suit at SA.
ORDER_PLAIN: tuple[Rank, ...] = (
    Rank.ACE,
    Rank.TEN,
    Rank.KING,
    Rank.QUEEN,
    Rank.JACK,
    Rank.NINE,
    Rank.EIGHT,
    Rank.SEVEN,
)

#: Card points by scale (analysis §6.2). Ranks missing count 0.
POINTS_TRUMP: Mapping[Rank, int] = MappingProxyType(
    {Rank.JACK: 20, Rank.NINE: 14, Rank.ACE: 11, Rank.TEN: 10, Rank.KING: 4, Rank.QUEEN: 3}
)
"""A trump (and every suit at TA counted raw): 62 a suit (004 §Tout atout: "20", "quatorze")."""
POINTS_PLAIN: Mapping[Rank, int] = MappingProxyType(
    {Rank.ACE: 11, Rank.TEN: 10, Rank.KING: 4, Rank.QUEEN: 3, Rank.JACK: 2}
)
"""A plain suit (every suit at SA counted raw): 30 a suit, 4 x 30 + 10 = 130 (004 §Sans atout)."""
POINTS_SA: Mapping[Rank, int] = MappingProxyType({**POINTS_PLAIN, Rank.ACE: 19})
"""Sans atout with the ace at 19 so the deal totals 162 (004 §Sans atout)."""
POINTS_TA_DOCUMENT: Mapping[Rank, int] = MappingProxyType(
    {Rank.JACK: 14, Rank.NINE: 9, Rank.ACE: 7, Rank.TEN: 5, Rank.KING: 3, Rank.QUEEN: 2}
)
"""Tout atout on the document's scale: 40 a suit, 160 from the cards (004 §Tout atout)."""
POINTS_TA_COMMON: Mapping[Rank, int] = MappingProxyType(
    {**POINTS_TA_DOCUMENT, Rank.ACE: 6, Rank.QUEEN: 1}
)
"""Tout atout on the common 162 scale: 38 a suit, 152 + 10 (analysis C-2 reading c)."""

#: The last-trick bonus, "dix de der" (004 §Le jeu de la carte).
DIX_DE_DER = 10

#: The named scales, for the rule page.
POINT_SCALES: Mapping[str, Mapping[Rank, int]] = MappingProxyType(
    {
        "trump": POINTS_TRUMP,
        "plain": POINTS_PLAIN,
        "sans_atout": POINTS_SA,
        "tout_atout_document": POINTS_TA_DOCUMENT,
        "tout_atout_common": POINTS_TA_COMMON,
    }
)

# --- int encoding ---------------------------------------------------------------------------

#: ``CARDS[i]`` is the card with index ``i`` (suit * 8 + rank index in ``RANKS_32``).
CARDS: tuple[Card, ...] = tuple(Card(r, s) for s in SUITS for r in RANKS_32)
#: The index of a card.
INDEX: Mapping[Card, int] = MappingProxyType({c: i for i, c in enumerate(CARDS)})
SUIT_OF: tuple[Suit, ...] = SUITS


def _strength(order: tuple[Rank, ...], rank: Rank) -> int:
    """0 (lowest) to 7 (highest) in ``order``."""
    return 7 - order.index(rank)


@cache
def strengths(mode: Mode) -> tuple[int, ...]:
    """Per card index: its strength within its suit in ``mode`` (0 lowest, 7 highest)."""
    trump = mode.trump_suit
    out = []
    for card in CARDS:
        in_trump_order = mode is Mode.TA or card.suit is trump
        out.append(_strength(ORDER_TRUMP if in_trump_order else ORDER_PLAIN, card.rank))
    return tuple(out)


@cache
def trump_flags(mode: Mode) -> tuple[bool, ...]:
    """Per card index: whether it is a trump able to cut other suits (never at TA or SA)."""
    trump = mode.trump_suit
    return tuple(card.suit is trump for card in CARDS)


def card_order(mode: Mode, suit: Suit) -> tuple[Rank, ...]:
    """The order of ``suit``'s cards in ``mode``, highest first.

    >>> [r.value for r in card_order(Mode.TA, Suit.CLUBS)][:3]
    ['J', '9', 'A']
    """
    return ORDER_TRUMP if (mode is Mode.TA or mode.trump_suit is suit) else ORDER_PLAIN


def beats(mode: Mode, card: Card, other: Card) -> bool:
    """Whether ``card`` ranks above ``other`` in the same suit in ``mode``."""
    s = strengths(mode)
    return card.suit is other.suit and s[INDEX[card]] > s[INDEX[other]]


# --- points ---------------------------------------------------------------------------------


def _default_rules() -> Rules:
    from .rules import DEFAULT_RULES

    return DEFAULT_RULES


def counting(mode: Mode, rules: Rules | None = None) -> str:
    """Which counting applies to ``mode``: ``"scaled"``, ``"raw"`` or ``"two_thirds"``."""
    rules = rules or _default_rules()
    c = rules.sa_ta_counting
    if mode in (Mode.SA, Mode.TA) and rules.sa_ta_bids != "same_scale":
        return "raw"  # bids compared on their own raw scale (004 §Variantes; bid_scales.py)
    if mode is Mode.SA:
        return "raw" if c == "raw_table" else "scaled"
    if mode is Mode.TA:
        return {"raw_table": "raw", "ta_plus_50": "raw", "ta_two_thirds": "two_thirds"}.get(
            c, "scaled"
        )
    return "scaled"


def point_table(mode: Mode, suit: Suit, rules: Rules | None = None) -> Mapping[Rank, int]:
    """Points of ``suit``'s cards in ``mode`` under ``rules`` (before any 2/3 factor).

    >>> point_table(Mode.SA, Suit.HEARTS)[Rank.ACE], point_table(Mode.TA, Suit.HEARTS)[Rank.JACK]
    (19, 14)
    """
    rules = rules or _default_rules()
    kind = counting(mode, rules)
    if mode is Mode.SA:
        return POINTS_PLAIN if kind == "raw" else POINTS_SA
    if mode is Mode.TA:
        if kind != "scaled":
            return POINTS_TRUMP
        return POINTS_TA_COMMON if rules.ta_scale == "common" else POINTS_TA_DOCUMENT
    return POINTS_TRUMP if suit is mode.trump_suit else POINTS_PLAIN


def last_trick_bonus(mode: Mode, rules: Rules | None = None) -> int:
    """The last trick's 10, absent at TA when ``ta_dix_de_der`` is off or counted at 2/3."""
    rules = rules or _default_rules()
    if mode is Mode.TA:
        kind = counting(mode, rules)
        if kind == "two_thirds" or (kind == "scaled" and not rules.ta_dix_de_der):
            return 0
    return DIX_DE_DER


@cache
def _points_by_index(mode: Mode, rules: Rules) -> tuple[int, ...]:
    return tuple(point_table(mode, c.suit, rules).get(c.rank, 0) for c in CARDS)


def points_by_index(mode: Mode, rules: Rules | None = None) -> tuple[int, ...]:
    """Per card index: its points in ``mode`` (raw points under the 2/3 counting)."""
    return _points_by_index(mode, rules or _default_rules())


def card_points(
    cards: tuple[Card, ...] | list[Card],
    mode: Mode,
    rules: Rules | None = None,
    *,
    last_trick: bool = False,
) -> int:
    """The points of ``cards`` in ``mode``, plus the last-trick 10 when ``last_trick``.

    Under the raw countings (``sa_ta_counting``) these are raw points; the team-level
    conversion (table, 2/3) is applied to a team's total by ``counted_points``.

    >>> card_points([Card.parse("JH"), Card.parse("9H"), Card.parse("AS")], Mode.HEARTS)
    45
    >>> card_points([Card.parse("AS")], Mode.SA, last_trick=True)
    29
    """
    table = points_by_index(mode, rules)
    total = sum(table[INDEX[c]] for c in cards)
    if last_trick:
        total += last_trick_bonus(mode, rules)
    return total


#: The document's conversion table for raw SA and TA points (004 §Variantes): classic values
#: 0, 10, ... 160 and their raw equivalents. A lookup, not a formula (analysis §6.7).
CONVERSION_CLASSIC: tuple[int, ...] = tuple(range(0, 170, 10))
CONVERSION_TA: tuple[int, ...] = (
    0, 17, 34, 49, 66, 81, 98, 113, 128, 145, 160, 177, 192, 209, 224, 241, 258,
)  # fmt: skip
CONVERSION_SA: tuple[int, ...] = (
    0, 9, 17, 25, 33, 41, 49, 57, 65, 73, 81, 89, 97, 105, 113, 121, 130,
)  # fmt: skip


def convert_raw(raw: int | Fraction, mode: Mode) -> int:
    """The classic value of the table entry nearest to ``raw`` (a tie goes up), at SA or TA.

    Interpretation coinche-raw-table.

    >>> convert_raw(258, Mode.TA), convert_raw(150, Mode.TA)
    (160, 90)
    >>> convert_raw(12, Mode.SA), convert_raw(13, Mode.SA)
    (10, 20)
    """
    table = CONVERSION_TA if mode is Mode.TA else CONVERSION_SA
    best = 0
    value = Fraction(raw)
    for i, equivalent in enumerate(table):
        if abs(value - equivalent) <= abs(value - table[best]):
            best = i
    return CONVERSION_CLASSIC[best]


def counted_points(raw: int | Fraction, mode: Mode, rules: Rules | None = None) -> int | Fraction:
    """A team's card points as the score counts them: converted by the table under
    ``raw_table`` (SA, TA), times 2/3 under ``ta_two_thirds`` (TA), else unchanged."""
    kind = counting(mode, rules)
    if kind == "two_thirds":
        value = Fraction(2, 3) * raw
        return int(value) if value.denominator == 1 else value
    if kind == "raw" and (rules or _default_rules()).sa_ta_counting == "raw_table":
        return convert_raw(raw, mode)
    return raw


@cache
def _deck_total(mode: Mode, rules: Rules) -> int:
    return card_points(list(CARDS), mode, rules, last_trick=True)


def deck_total(mode: Mode, rules: Rules | None = None) -> int:
    """All the card points of a deal in ``mode``: the 32 cards and the last trick.

    162 with a suit as trump (004 §Choix de l'atout: 80 is half of 162), 162 at SA with the ace
    at 19, 170 at TA on the document's scale with the last trick (interpretation
    coinche-ta-total); 130 / 258 counted raw; 248 at TA before the 2/3 factor.
    """
    return _deck_total(mode, rules or _default_rules())


def counted_total(mode: Mode, rules: Rules | None = None) -> int | Fraction:
    """The deal's points after the team-level conversion: 162 from the table's 130 or 258,
    and 248 x 2/3 (about 165, 004 §Variantes) under ``ta_two_thirds``."""
    return counted_points(deck_total(mode, rules), mode, rules)
