"""Le Voisin's cards: suit roles, card orders and point values per trump mode (seed 000).

Sources: 000 introduction (the voisin), §PLIS (orders), §DÉCOMPTE DES POINTS and footnote 4
(points; the printed table is read through the footnote formulas, analysis §1.4 and V-14),
§VARIANTES (tout atout, sans atout). The public data here is what the rule pages render.

Internally a card is a small int, ``suit_index * 8 + rank_index`` with suits in ``SUITS``
order (♠ ♥ ♦ ♣) and ranks in ``RANKS_32`` order (7 8 9 10 V D R 1, which is also the sequence
order of the series); strengths and half-points are precomputed per mode.

>>> voisin_of(Suit.HEARTS), opposite_suits(Suit.HEARTS)
(<Suit.DIAMONDS: 'D'>, (<Suit.SPADES: 'S'>, <Suit.CLUBS: 'C'>))
>>> card_points([Card.parse("JH"), Card.parse("QS")], Suit.HEARTS)
Fraction(11, 2)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction

from ..cards import RANKS_32, SUITS, Card, Rank, Suit
from ..errors import NotationError


class NoTrump(StrEnum):
    """The two trump modes of Variante II (000 §VARIANTES)."""

    TOUT_ATOUT = "TA"
    """Every suit is played in the trump order; no cut."""
    SANS_ATOUT = "SA"
    """Every suit is played in the non-trump order; no cut."""


type Trump = Suit | NoTrump
"""A trump mode: a suit, or tout atout / sans atout."""

TRUMP_MODES: tuple[Trump, ...] = (*SUITS, NoTrump.TOUT_ATOUT, NoTrump.SANS_ATOUT)
"""Every trump mode, suits first."""


def parse_trump(text: object) -> Trump:
    """Read a trump mode: a suit letter, ``TA`` or ``SA``.

    >>> parse_trump("h"), parse_trump("SA")
    (<Suit.HEARTS: 'H'>, <NoTrump.SANS_ATOUT: 'SA'>)
    """
    if isinstance(text, Suit | NoTrump):
        return text
    if isinstance(text, str):
        raw = text.strip().upper()
        for mode in TRUMP_MODES:
            if raw == mode.value:
                return mode
    raise NotationError(f"{text!r} is not a Voisin trump: write S, H, D, C, TA or SA")


class Role(StrEnum):
    """The part a suit plays once trump is known (000 introduction; analysis §1.2)."""

    TRUMP = "atout"
    VOISIN = "voisin"
    OPPOSEE = "opposee"


def voisin_of(trump: Suit) -> Suit:
    """The voisin: the other suit of the trump's colour (analysis V-1, ♥↔♦, ♠↔♣)."""
    return trump.same_colour


def opposite_suits(trump: Suit) -> tuple[Suit, Suit]:
    """The two suits of the other colour, in display order."""
    a, b = (s for s in SUITS if s is not trump and s is not trump.same_colour)
    return (a, b)


def role_of(suit: Suit, trump: Suit) -> Role:
    """The role of ``suit`` when ``trump`` is trumps."""
    if suit is trump:
        return Role.TRUMP
    return Role.VOISIN if suit is trump.same_colour else Role.OPPOSEE


# --- Card orders (000 §PLIS; analysis §1.3) -------------------------------------------------


@dataclass(frozen=True)
class CardOrder:
    """A trick order, strongest first; cards of one group are equal (the R/D group)."""

    name: str
    """``trump``, ``plain``, ``tout_atout`` or ``sans_atout``."""
    groups: tuple[tuple[Rank, ...], ...]
    """Ranks strongest first; a group of two ranks means they are equal."""

    def strength(self, rank: Rank) -> int:
        """A number that grows with the card's strength (equal ranks share it)."""
        for i, group in enumerate(self.groups):
            if rank in group:
                return len(self.groups) - i
        raise NotationError(f"{rank!r} is not a rank of the 32-card deck")


_R = Rank
#: The trump order "V 1 10 9 8 7 R/D" (000 §PLIS).
TRUMP_ORDER = CardOrder(
    "trump",
    ((_R.JACK,), (_R.ACE,), (_R.TEN,), (_R.NINE,), (_R.EIGHT,), (_R.SEVEN,), (_R.KING, _R.QUEEN)),
)
#: The order of the voisin and the opposite suits, "1 10 9 8 7 V R/D" (000 §PLIS).
PLAIN_ORDER = CardOrder(
    "plain",
    ((_R.ACE,), (_R.TEN,), (_R.NINE,), (_R.EIGHT,), (_R.SEVEN,), (_R.JACK,), (_R.KING, _R.QUEEN)),
)

#: The order of each trump mode, by the role of the suit: tout atout plays every suit in the
#: trump order, sans atout in the non-trump order (analysis §1.3, V-25).
CARD_ORDERS: Mapping[str, Mapping[str, CardOrder]] = {
    "suit": {
        Role.TRUMP.value: TRUMP_ORDER,
        Role.VOISIN.value: PLAIN_ORDER,
        Role.OPPOSEE.value: PLAIN_ORDER,
    },
    NoTrump.TOUT_ATOUT.value: {"all": CardOrder("tout_atout", TRUMP_ORDER.groups)},
    NoTrump.SANS_ATOUT.value: {"all": CardOrder("sans_atout", PLAIN_ORDER.groups)},
}

#: The sequence order of the series, lowest first: 7 8 9 10 V D R 1 (000 §ANNONCES).
SEQUENCE_ORDER: tuple[Rank, ...] = RANKS_32


# --- Points (000 §DÉCOMPTE DES POINTS, footnote 4; analysis §1.4) ----------------------------

_HALF = Fraction(1, 2)


@dataclass(frozen=True)
class PointScale:
    """The points of each rank for one kind of suit; ``total`` is the suit's 8 cards."""

    name: str
    """``trump``, ``plain``, ``sans_atout`` or ``tout_atout``."""
    points: Mapping[Rank, Fraction]
    """Points per rank (halves for the R and D of the normal game)."""

    @property
    def total(self) -> Fraction:
        """The points of one whole suit."""
        return sum(self.points.values(), Fraction(0))


def _scale(name: str, values: Iterable[Fraction | int]) -> PointScale:
    # values in the order 1 10 9 8 7 V R D, the order of the footnote-4 formulas
    ranks = (_R.ACE, _R.TEN, _R.NINE, _R.EIGHT, _R.SEVEN, _R.JACK, _R.KING, _R.QUEEN)
    return PointScale(name, dict(zip(ranks, (Fraction(v) for v in values), strict=True)))


#: Normal game, trump suit: 1 = 10 = 5, 9 = 4, 8 = 3, 7 = 2, V = 5, R = D = ½ (25 a suit).
TRUMP_POINTS = _scale("trump", (5, 5, 4, 3, 2, 5, _HALF, _HALF))
#: Normal game, voisin and opposite suits: the V is worth 1 (21 a suit).
PLAIN_POINTS = _scale("plain", (5, 5, 4, 3, 2, 1, _HALF, _HALF))
#: Sans atout, every suit: V = R = D = 1 (22 a suit).
SANS_ATOUT_POINTS = _scale("sans_atout", (5, 5, 4, 3, 2, 1, 1, 1))
#: Tout atout, every suit: 7 = R = D = 0, V = 5 (22 a suit).
TOUT_ATOUT_POINTS = _scale("tout_atout", (5, 5, 4, 3, 0, 5, 0, 0))

#: The point scales per trump mode, by the role of the suit (the rule page's points table).
POINT_TABLES: Mapping[str, Mapping[str, PointScale]] = {
    "suit": {
        Role.TRUMP.value: TRUMP_POINTS,
        Role.VOISIN.value: PLAIN_POINTS,
        Role.OPPOSEE.value: PLAIN_POINTS,
    },
    NoTrump.TOUT_ATOUT.value: {"all": TOUT_ATOUT_POINTS},
    NoTrump.SANS_ATOUT.value: {"all": SANS_ATOUT_POINTS},
}

#: The whole deck is worth 88 points in every mode (000 footnote 4); no last-trick bonus.
DECK_POINTS = 88


def point_scale(suit: Suit, trump: Trump) -> PointScale:
    """The scale that values the cards of ``suit`` under ``trump``."""
    if trump is NoTrump.TOUT_ATOUT:
        return TOUT_ATOUT_POINTS
    if trump is NoTrump.SANS_ATOUT:
        return SANS_ATOUT_POINTS
    return TRUMP_POINTS if suit is trump else PLAIN_POINTS


def card_order(suit: Suit, trump: Trump) -> CardOrder:
    """The trick order of the cards of ``suit`` under ``trump``."""
    if trump is NoTrump.TOUT_ATOUT:
        return TRUMP_ORDER
    if trump is NoTrump.SANS_ATOUT:
        return PLAIN_ORDER
    return TRUMP_ORDER if suit is trump else PLAIN_ORDER


def card_points(cards: Iterable[Card], trump: Trump) -> Fraction:
    """The points of ``cards`` under ``trump`` (000 §DÉCOMPTE DES POINTS, analysis §1.4)."""
    table = POINTS2[trump]
    return Fraction(sum(table[card_id(c)] for c in cards), 2)


# --- Integer encoding and per-mode tables (internal, for speed) ------------------------------

CARDS: tuple[Card, ...] = tuple(Card(r, s) for s in SUITS for r in RANKS_32)
"""Card of each internal id ``suit_index * 8 + rank_index``."""
_IDS: dict[Card, int] = {c: i for i, c in enumerate(CARDS)}
SUIT_INDEX: Mapping[Suit, int] = {s: i for i, s in enumerate(SUITS)}
RANK_INDEX: Mapping[Rank, int] = {r: i for i, r in enumerate(RANKS_32)}


def card_id(card: Card) -> int:
    """The internal id of a card of the 32-card deck."""
    try:
        return _IDS[card]
    except KeyError:
        raise NotationError(f"{card} is not a card of the 32-card deck") from None


def _per_card(trump: Trump, value: object) -> tuple[int, ...]:
    out: list[int] = []
    for card in CARDS:
        if value == "strength":
            out.append(card_order(card.suit, trump).strength(card.rank))
        elif value == "points2":
            out.append(int(point_scale(card.suit, trump).points[card.rank] * 2))
        else:  # the value of a non-trump card in points, for the value-conditional cut
            out.append(int(PLAIN_POINTS.points[card.rank] * 2))
    return tuple(out)


#: Trick strength of each card id, per trump mode.
STRENGTH: Mapping[Trump, tuple[int, ...]] = {t: _per_card(t, "strength") for t in TRUMP_MODES}
#: Half-points of each card id, per trump mode.
POINTS2: Mapping[Trump, tuple[int, ...]] = {t: _per_card(t, "points2") for t in TRUMP_MODES}
#: Non-trump point value (in halves) of each card id: the ``points`` scale of the voisin cut.
PLAIN_VALUE2: tuple[int, ...] = _per_card(Suit.SPADES, "plain_value")
#: Index of the trump suit per mode, or -1 for tout atout and sans atout.
TRUMP_INDEX: Mapping[Trump, int] = {
    t: (SUIT_INDEX[t] if isinstance(t, Suit) else -1) for t in TRUMP_MODES
}
#: Suit index of the other suit of the same colour (♠↔♣ is 0↔3, ♥↔♦ is 1↔2).
NEIGHBOUR_INDEX: tuple[int, ...] = tuple(SUIT_INDEX[s.same_colour] for s in SUITS)
