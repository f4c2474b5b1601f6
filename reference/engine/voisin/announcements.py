"""Le Voisin's announcements: what a hand holds, and which announcements count (000 §ANNONCES).

Detection (``detect_announcements``) reads one hand at the first trick, after the exchange of
the turned card (analysis §1.8):

* COULEUR: only trumps and voisins, 20; COULEUR OPPOSÉE: neither, 0 (it removes the
  opponents' couleur);
* carrés: Rois (``carre_rois_points``, 0 by default), Dames (void the deal, unless the taker
  completed them with the turned card), Valets 20, then 1 10 9 8 7 worth 10;
* series in the sequence order 7 8 9 10 V D R 1: tierce 3, quarte 5, quinte 8 (6 or more
  cards count as a quinte, analysis V-24);
* couple (R + D of trump) 2, double couple (R + D of trump and of the voisin) 6.

Resolution (``resolve_announcements``, analysis §1.8 and V-22): only an *opponent's*
effective and strictly stronger announcement cancels (partners in 2×2 never cancel each
other, 000 footnote 3). Strength: carré de Rois > couleur > carrés (V 1 10 9 8 7) > series
(length, then top card, then trump > voisin > opposite suit). An effective couleur scores
alone with the couples; couples are never cancelled. Tout atout and sans atout have no
couleur and no couple, and their series do not compare by suit.

>>> from reference.engine.cards import Card, Suit
>>> hand = [Card.parse(c) for c in ("KH", "QH", "JH", "7S", "8S", "9S", "AC")]
>>> [str(a) for a in detect_announcements(hand, Suit.HEARTS)]
['tierce 9S', 'tierce KH', 'couple']
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum

from ..cards import RANKS_32, SUITS, Card, Rank, Suit
from ..errors import EngineError
from ..tricks import Param, Reason
from .rules import Rules
from .table import CARDS, Trump, card_id, role_of

SRC = "000 §ANNONCES"
SRC_CANCEL = "000 §ANNONCES and footnote 3; analysis §1.8, V-22"


class AnnouncementKind(StrEnum):
    """The announcements of 000 §ANNONCES."""

    COULEUR = "couleur"
    COULEUR_OPPOSEE = "couleur opposee"
    CARRE = "carre"
    TIERCE = "tierce"
    QUARTE = "quarte"
    QUINTE = "quinte"
    COUPLE = "couple"
    DOUBLE_COUPLE = "double couple"


_SERIES = {3: AnnouncementKind.TIERCE, 4: AnnouncementKind.QUARTE, 5: AnnouncementKind.QUINTE}
_SERIES_POINTS = {
    AnnouncementKind.TIERCE: 3,
    AnnouncementKind.QUARTE: 5,
    AnnouncementKind.QUINTE: 8,
}
#: Carré order below the Rois (000 §ANNONCES: Valets, then 1 10 9 8 7); higher is stronger.
CARRE_ORDER: Mapping[Rank, int] = {
    Rank.JACK: 6,
    Rank.ACE: 5,
    Rank.TEN: 4,
    Rank.NINE: 3,
    Rank.EIGHT: 2,
    Rank.SEVEN: 1,
}
_FRENCH_RANK_PLURAL = {
    Rank.KING: "Rois",
    Rank.QUEEN: "Dames",
    Rank.JACK: "Valets",
    Rank.TEN: "10",
    Rank.NINE: "9",
    Rank.EIGHT: "8",
    Rank.SEVEN: "7",
}


@dataclass(frozen=True, slots=True)
class Announcement:
    """One announcement held in a hand."""

    kind: AnnouncementKind
    """Which announcement."""
    cards: tuple[Card, ...]
    """The cards that make it (the whole hand for the couleurs)."""
    rank: Rank | None = None
    """The carré's rank, or the top card's rank of a series."""
    suit: Suit | None = None
    """The suit of a series."""
    length: int = 0
    """The number of cards of a series (6 or more count as a quinte)."""
    from_talon: bool = False
    """A carré de Dames completed with the turned card: it has no effect (analysis V-23)."""

    def __str__(self) -> str:
        if self.kind is AnnouncementKind.CARRE and self.rank is not None:
            return f"carre {self.rank.value}"
        if self.kind in _SERIES_POINTS and self.rank is not None and self.suit is not None:
            return f"{self.kind.value} {self.rank.value}{self.suit.value}"
        return self.kind.value

    @property
    def name(self) -> str:
        """The French game term, as the seed writes it ("carré de Valets", "quinte")."""
        if self.kind is AnnouncementKind.CARRE and self.rank is not None:
            return (
                "carré d'As"
                if self.rank is Rank.ACE
                else f"carré de {_FRENCH_RANK_PLURAL[self.rank]}"
            )
        return {
            AnnouncementKind.COULEUR: "couleur",
            AnnouncementKind.COULEUR_OPPOSEE: "couleur opposée",
            AnnouncementKind.DOUBLE_COUPLE: "double couple",
        }.get(self.kind, self.kind.value)

    def points(self, rules: Rules | None = None) -> int:
        """The announcement's value before any cancellation (000 §ANNONCES)."""
        kind = self.kind
        if kind is AnnouncementKind.COULEUR:
            return 20
        if kind is AnnouncementKind.CARRE:
            if self.rank is Rank.KING:
                return (rules or Rules()).carre_rois_points
            if self.rank is Rank.QUEEN:
                return 0
            return 20 if self.rank is Rank.JACK else 10
        if kind in _SERIES_POINTS:
            return _SERIES_POINTS[kind]
        if kind is AnnouncementKind.COUPLE:
            return 2
        if kind is AnnouncementKind.DOUBLE_COUPLE:
            return 6
        return 0

    @property
    def is_couple(self) -> bool:
        """Couples are never cancelled nor transferred (000 §ANNONCES)."""
        return self.kind in (AnnouncementKind.COUPLE, AnnouncementKind.DOUBLE_COUPLE)

    def strength(self, trump: Trump) -> tuple[int, int, int, int]:
        """The key of the cancellation hierarchy; higher cancels lower (analysis §1.8)."""
        kind = self.kind
        if kind is AnnouncementKind.CARRE:
            if self.rank is Rank.KING:
                return (4, 0, 0, 0)
            return (2, CARRE_ORDER.get(self.rank, 0) if self.rank else 0, 0, 0)
        if kind is AnnouncementKind.COULEUR:
            return (3, 0, 0, 0)
        if kind in _SERIES_POINTS and self.rank is not None and self.suit is not None:
            klass = 0
            if isinstance(trump, Suit):
                klass = {"atout": 2, "voisin": 1}.get(role_of(self.suit, trump).value, 0)
            return (1, min(self.length, 5), RANKS_32.index(self.rank), klass)
        return (0, 0, 0, 0)


@dataclass(frozen=True)
class AnnouncementInfo:
    """A row of the announcements table of the rule page."""

    kind: AnnouncementKind
    """Which announcement."""
    points: str
    """Its value as the page shows it."""
    source: str
    """Where the seed gives it."""


#: The catalogue of announcements (000 §ANNONCES), for the rule page.
ANNOUNCEMENT_TABLE: tuple[AnnouncementInfo, ...] = (
    AnnouncementInfo(AnnouncementKind.COULEUR, "20", SRC),
    AnnouncementInfo(AnnouncementKind.COULEUR_OPPOSEE, "0", SRC),
    AnnouncementInfo(
        AnnouncementKind.CARRE,
        "Rois: 0 (option); Dames: deal void; Valets: 20; 1 10 9 8 7: 10",
        SRC,
    ),
    AnnouncementInfo(AnnouncementKind.QUINTE, "8", SRC),
    AnnouncementInfo(AnnouncementKind.QUARTE, "5", SRC),
    AnnouncementInfo(AnnouncementKind.TIERCE, "3", SRC),
    AnnouncementInfo(AnnouncementKind.COUPLE, "2", SRC),
    AnnouncementInfo(AnnouncementKind.DOUBLE_COUPLE, "6", SRC),
)

#: The cancellation hierarchy, strongest first (000 §ANNONCES; analysis §1.8).
CANCELLATION_ORDER: tuple[str, ...] = (
    "carre R",
    "couleur",
    "carre V",
    "carre 1",
    "carre 10",
    "carre 9",
    "carre 8",
    "carre 7",
    "quinte",
    "quarte",
    "tierce",
)


# --- detection --------------------------------------------------------------------------------


def _runs(bits: int) -> tuple[tuple[int, int], ...]:
    """(start, length) of each run of 3 or more consecutive ranks in an 8-bit suit mask."""
    runs, start = [], -1
    for i in range(9):
        on = i < 8 and (bits >> i) & 1
        if on and start < 0:
            start = i
        elif not on and start >= 0:
            if i - start >= 3:
                runs.append((start, i - start))
            start = -1
    return tuple(runs)


_RUNS = tuple(_runs(b) for b in range(256))
_TRUMP_VOISIN_MASK = {
    t: (0xFF << (8 * SUITS.index(t))) | (0xFF << (8 * SUITS.index(t.same_colour))) for t in SUITS
}
_KQ = (1 << RANKS_32.index(Rank.KING)) | (1 << RANKS_32.index(Rank.QUEEN))
# (rank, rank index, mask of its four cards): Rois first, then the hierarchy, the Dames last
_CARRE_MASKS = tuple(
    (rank, RANKS_32.index(rank), sum(1 << (RANKS_32.index(rank) + 8 * s) for s in range(4)))
    for rank in (Rank.KING, *CARRE_ORDER, Rank.QUEEN)
)


def _cards_of(mask: int) -> tuple[Card, ...]:
    return tuple(CARDS[i] for i in range(32) if (mask >> i) & 1)


def hand_mask(hand: Sequence[Card]) -> int:
    """The 32-bit mask of a hand (bit = internal card id)."""
    mask = 0
    for card in hand:
        mask |= 1 << card_id(card)
    return mask


def detect_announcements(
    hand: Sequence[Card], trump: Trump, *, taken: Card | None = None
) -> tuple[Announcement, ...]:
    """Every announcement ``hand`` holds under ``trump`` (000 §ANNONCES).

    ``taken`` is the turned card the taker picked up, if this hand is his: a carré de Dames
    completed with it has no effect (analysis V-23).
    """
    return announcements_of_mask(hand_mask(hand), trump, taken=taken)


def announcements_of_mask(
    mask: int, trump: Trump, *, taken: Card | None = None
) -> tuple[Announcement, ...]:
    """``detect_announcements`` for a hand given as an internal 32-bit mask."""
    found: list[Announcement] = []
    suit_mode = isinstance(trump, Suit)
    if suit_mode:
        assert isinstance(trump, Suit)
        tv = _TRUMP_VOISIN_MASK[trump]
        if mask and not mask & ~tv:
            found.append(Announcement(AnnouncementKind.COULEUR, _cards_of(mask)))
        elif mask and not mask & tv:
            found.append(Announcement(AnnouncementKind.COULEUR_OPPOSEE, _cards_of(mask)))
    # carrés: Rois first, then the order of the hierarchy, the Dames last
    for rank, r, quad_mask in _CARRE_MASKS:
        if mask & quad_mask == quad_mask:
            quad = tuple(CARDS[r + 8 * s] for s in range(4))
            from_talon = rank is Rank.QUEEN and taken is not None and taken in quad
            found.append(Announcement(AnnouncementKind.CARRE, quad, rank, from_talon=from_talon))
    # series, per suit, in the sequence order 7 8 9 10 V D R 1
    for s in range(4):
        runs = _RUNS[(mask >> (8 * s)) & 0xFF]
        for start, length in runs:
            run = tuple(CARDS[8 * s + i] for i in range(start, start + length))
            kind = _SERIES[min(length, 5)]
            found.append(Announcement(kind, run, RANKS_32[start + length - 1], SUITS[s], length))
    if suit_mode:
        assert isinstance(trump, Suit)
        t, v = SUITS.index(trump), SUITS.index(trump.same_colour)
        if (mask >> (8 * t)) & _KQ == _KQ:
            pair = (CARDS[8 * t + 6], CARDS[8 * t + 5])
            if (mask >> (8 * v)) & _KQ == _KQ:
                both = (*pair, CARDS[8 * v + 6], CARDS[8 * v + 5])
                found.append(Announcement(AnnouncementKind.DOUBLE_COUPLE, both))
            else:
                found.append(Announcement(AnnouncementKind.COUPLE, pair))
    return tuple(found)


# --- resolution -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class AnnouncementRuling:
    """What became of one announcement."""

    seat: int
    """The seat that holds it."""
    announcement: Announcement
    """The announcement."""
    counted: bool
    """Whether it scores (or, for the couleur opposée, takes effect)."""
    points: int
    """The points it brings (0 when cancelled)."""
    reason: Reason
    """Why it counts or not."""


@dataclass(frozen=True)
class Resolution:
    """The announcements of a deal after cancellation (000 §ANNONCES)."""

    rulings: tuple[AnnouncementRuling, ...]
    """Every announcement with its fate, seat by seat."""
    announcements: tuple[int, ...]
    """Per seat: the points of the counted announcements, couples apart."""
    couples: tuple[int, ...]
    """Per seat: the points of the couple or double couple."""
    void_deal: bool
    """A carré de Dames voids the deal (000 §ANNONCES; analysis V-23)."""

    def by_side(self, players: str) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """(announcements, couples) per side: per seat, or per team in 2×2 (seats 0+2, 1+3)."""
        if players != "2x2":
            return self.announcements, self.couples
        a, c = self.announcements, self.couples
        return (a[0] + a[2], a[1] + a[3]), (c[0] + c[2], c[1] + c[3])


def side_of(seat: int, players: str) -> int:
    """The side (team in 2×2, the seat itself otherwise) a seat plays for."""
    return seat % 2 if players == "2x2" else seat


def resolve_announcements(
    declared: Sequence[Sequence[Announcement]],
    trump: Trump,
    *,
    players: str = "4",
    rules: Rules | None = None,
) -> Resolution:
    """Which of each seat's announcements count (000 §ANNONCES; analysis §1.8, V-22).

    ``declared`` holds, seat by seat, the announcements of ``detect_announcements``.
    """
    rules = rules or Rules()
    seats = len(declared)
    if players == "2x2" and seats != 4:
        raise EngineError("a 2x2 table has 4 seats")
    items = [(seat, a) for seat, anns in enumerate(declared) for a in anns]
    fate: dict[int, AnnouncementRuling] = {}
    suit_mode = isinstance(trump, Suit)

    def opponents(x: int, y: int) -> bool:
        return side_of(x, players) != side_of(y, players)

    def rule(i: int, counted: bool, code: str, **params: Param) -> None:
        seat, a = items[i]
        pts = a.points(rules) if counted and a.kind is not AnnouncementKind.COULEUR_OPPOSEE else 0
        reason = Reason.of(code, SRC_CANCEL, name=a.name, player=seat + 1, **params)
        fate[i] = AnnouncementRuling(seat, a, counted, pts, reason)

    void = False
    competing: list[int] = []
    for i, (seat, a) in enumerate(items):
        if not suit_mode and a.kind in (
            AnnouncementKind.COULEUR,
            AnnouncementKind.COULEUR_OPPOSEE,
            AnnouncementKind.COUPLE,
            AnnouncementKind.DOUBLE_COUPLE,
        ):
            rule(i, False, "voisin_announcement_not_in_mode", mode=str(trump))
        elif a.is_couple:
            rule(i, True, "voisin_couple_never_cancelled", points=a.points(rules))
        elif a.kind is AnnouncementKind.CARRE and a.rank is Rank.QUEEN:
            if a.from_talon:
                rule(i, False, "voisin_carre_dames_from_talon")
            else:
                void = True
                rule(i, True, "voisin_carre_dames_voids_deal")
        elif a.kind is AnnouncementKind.COULEUR_OPPOSEE:
            rule(i, True, "voisin_couleur_opposee_declared")
        elif a.kind is AnnouncementKind.COULEUR:
            against = [
                j
                for j, (other, b) in enumerate(items)
                if b.kind is AnnouncementKind.COULEUR_OPPOSEE and opponents(seat, other)
            ]
            if against:
                rule(
                    i,
                    False,
                    "voisin_couleur_cancelled_by_opposee",
                    by_player=items[against[0]][0] + 1,
                )
            else:
                competing.append(i)
        else:
            competing.append(i)
    # strongest first; an opponent's effective, strictly stronger announcement cancels
    competing.sort(key=lambda i: items[i][1].strength(trump), reverse=True)
    effective: list[int] = []
    for i in competing:
        seat, a = items[i]
        key = a.strength(trump)
        beater = next(
            (
                j
                for j in effective
                if opponents(seat, items[j][0]) and items[j][1].strength(trump) > key
            ),
            None,
        )
        if beater is None:
            effective.append(i)
            rule(i, True, "voisin_announcement_counted", points=a.points(rules))
        else:
            rule(
                i,
                False,
                "voisin_announcement_cancelled",
                by=items[beater][1].name,
                by_player=items[beater][0] + 1,
            )
    # an effective couleur counts alone, with the couples only (000 §ANNONCES)
    couleur_seats = {items[i][0] for i in effective if items[i][1].kind is AnnouncementKind.COULEUR}
    for i in effective:
        seat, a = items[i]
        if seat in couleur_seats and a.kind is not AnnouncementKind.COULEUR:
            rule(i, False, "voisin_couleur_not_cumulable")
    rulings = tuple(fate[i] for i in range(len(items)))
    ann = [0] * seats
    cpl = [0] * seats
    for r in rulings:
        if r.announcement.is_couple:
            cpl[r.seat] += r.points
        else:
            ann[r.seat] += r.points
    return Resolution(rulings, tuple(ann), tuple(cpl), void)


#: Every reason code of the announcements' settlement.
ANNOUNCEMENT_REASON_CODES: tuple[str, ...] = (
    "voisin_announcement_not_in_mode",
    "voisin_couple_never_cancelled",
    "voisin_carre_dames_from_talon",
    "voisin_carre_dames_voids_deal",
    "voisin_couleur_opposee_declared",
    "voisin_couleur_cancelled_by_opposee",
    "voisin_announcement_counted",
    "voisin_announcement_cancelled",
    "voisin_couleur_not_cumulable",
)
