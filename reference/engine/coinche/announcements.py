"""Announcements of belote coinchée: what a hand holds, and which team counts them.

Seed 004 §Les annonces: announcements count as at belote and never make a contract fail.
Belote values [std] (``rules-analysis.md`` §6.5; interpretation coinche-announcements):

* sequences in one suit, order 7 8 9 10 V D R A: tierce (3 cards) 20, quarte (4) 50,
  quinte or longer 100;
* carrés: jacks 200, nines 150, aces, tens, kings or queens 100 (eights and sevens nothing);
* a card serves in one announcement only; the hand's best combination is taken;
* only the team with the best announcement counts its announcements (both partners');
* belote-rebelote (king and queen of trump in one hand) is apart: 20, always kept.

>>> hand = [Card.parse(c) for c in ("7H", "8H", "9H", "JS")]
>>> [a.kind for a in find_announcements(hand, Mode.CLUBS)]
['tierce']
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations

from ..cards import RANKS_32, Card, Rank, Suit
from ..errors import EngineError
from ..tricks import Reason
from .order import CARDS, INDEX, Mode
from .rules import DEFAULT_RULES, Rules

SOURCE_ANN = "004 §Les annonces; analysis §6.5 [std]"
SOURCE_BELOTE = "004 §Décompte des points; analysis §6.5; interpretation coinche-belote"

#: Sequence values by length (belote [std]): tierce, quarte (cinquante), quinte+ (cent).
SEQUENCE_VALUES: Mapping[int, int] = {3: 20, 4: 50, 5: 100, 6: 100, 7: 100, 8: 100}
#: Carré values by rank (belote [std]); eights and sevens count nothing.
CARRE_VALUES: Mapping[Rank, int] = {
    Rank.JACK: 200,
    Rank.NINE: 150,
    Rank.ACE: 100,
    Rank.TEN: 100,
    Rank.KING: 100,
    Rank.QUEEN: 100,
}
#: Belote-rebelote, king and queen of trump in one hand.
BELOTE_VALUE = 20
#: Names of the sequence lengths, for the rule page.
SEQUENCE_NAMES: Mapping[int, str] = {3: "tierce", 4: "quarte", 5: "cent"}

# carré ranks by rank index in RANKS_32, with their tie-break strength (J 9 A 10 R D).
_CARRE_R = {RANKS_32.index(r): v for r, v in CARRE_VALUES.items()}
_CARRE_STRENGTH = {RANKS_32.index(r): 6 - i for i, r in enumerate(CARRE_VALUES)}


@dataclass(frozen=True, slots=True)
class Announcement:
    """One announcement held in a hand."""

    kind: str
    """``"tierce"``, ``"quarte"``, ``"cent"`` (5 or more in sequence) or ``"carre"``."""
    cards: tuple[Card, ...]
    """Its cards (a sequence lowest first)."""
    value: int
    """Its points."""

    @property
    def is_carre(self) -> bool:
        """Whether it is a carré."""
        return self.kind == "carre"

    def key(self, mode: Mode) -> tuple[int, int, int, int, int]:
        """Comparison key: value, carré over sequence, length, top card, trump sequence."""
        if self.is_carre:
            return (self.value, 1, 4, _CARRE_STRENGTH[RANKS_32.index(self.cards[0].rank)], 0)
        top = max(RANKS_32.index(c.rank) for c in self.cards)
        trump = 1 if self.cards[0].suit is mode.trump_suit else 0
        return (self.value, 0, len(self.cards), top, trump)


def _runs(mask: int) -> list[tuple[int, int]]:
    """(start, length) of each run of 3+ consecutive set bits in an 8-bit rank mask."""
    out = []
    r = 0
    while r < 8:
        if mask >> r & 1:
            start = r
            while r < 8 and mask >> r & 1:
                r += 1
            if r - start >= 3:
                out.append((start, r - start))
        else:
            r += 1
    return out


#: Runs of 3+ for every 8-bit rank mask, precomputed (the deal loop calls this 16 times).
_RUNS: tuple[tuple[tuple[int, int], ...], ...] = tuple(tuple(_runs(m)) for m in range(256))


def _find_ints(hand: Sequence[int]) -> tuple[int, list[tuple[str, tuple[int, ...], int]]]:
    """Best announcement combination of a hand of card ints: (total, [(kind, cards, value)])."""
    masks = [0, 0, 0, 0]
    counts = [0] * 8
    for c in hand:
        masks[c >> 3] |= 1 << (c & 7)
        counts[c & 7] += 1
    carres = [r for r in _CARRE_R if counts[r] == 4]
    best_total = -1
    best: list[tuple[str, tuple[int, ...], int]] = []
    for k in range(len(carres), -1, -1):
        for used in combinations(carres, k):
            found: list[tuple[str, tuple[int, ...], int]] = []
            total = 0
            clear = 0
            for r in used:
                clear |= 1 << r
                found.append(("carre", tuple(s * 8 + r for s in range(4)), _CARRE_R[r]))
                total += _CARRE_R[r]
            for s in range(4):
                for start, length in _RUNS[masks[s] & ~clear]:
                    value = SEQUENCE_VALUES[length]
                    kind = "tierce" if length == 3 else "quarte" if length == 4 else "cent"
                    cards = tuple(s * 8 + r for r in range(start, start + length))
                    found.append((kind, cards, value))
                    total += value
            if total > best_total:
                best_total, best = total, found
    return best_total, best


def find_announcements(
    hand: Sequence[Card], mode: Mode, rules: Rules = DEFAULT_RULES
) -> tuple[Announcement, ...]:
    """The announcements ``hand`` holds (belote apart), best combination when cards overlap.

    Under ``announcements = "belote_only"`` (contrée) there are none.

    >>> hand = [Card.parse(c) for c in ("JS", "JH", "JD", "JC", "TH", "QH", "KH", "7D")]
    >>> [(a.kind, a.value) for a in find_announcements(hand, Mode.SA)]
    [('carre', 200)]
    """
    if rules.announcements == "belote_only":
        return ()
    try:
        ints = [INDEX[c] for c in hand]
    except (KeyError, TypeError):
        raise EngineError("a hand must hold cards of the 32-card deck") from None
    _total, found = _find_ints(ints)
    return tuple(
        Announcement(kind, tuple(CARDS[c] for c in cards), value) for kind, cards, value in found
    )


def announcements_of_ints(hand: Sequence[int], rules: Rules) -> tuple[Announcement, ...]:
    """``find_announcements`` for a hand of card ints (the deal loop's form)."""
    if rules.announcements == "belote_only":
        return ()
    total, found = _find_ints(hand)
    if not total:
        return ()
    return tuple(
        Announcement(kind, tuple([CARDS[c] for c in cards]), value) for kind, cards, value in found
    )


def belote_count_ints(hand: Sequence[int], mode: Mode, rules: Rules) -> int:
    """``belote_count`` for a hand of card ints (queen is rank index 5, king 6)."""
    pos = mode.position
    if pos < 4:
        suits: Sequence[int] = (pos,)
    elif mode is Mode.TA and rules.ta_belote_every_suit:
        suits = range(4)
    else:
        return 0
    return sum(1 for s in suits if s * 8 + 5 in hand and s * 8 + 6 in hand)


def belote_count(hand: Sequence[Card], mode: Mode, rules: Rules = DEFAULT_RULES) -> int:
    """How many belotes (king + queen of trump) ``hand`` holds.

    One at most with a suit as trump; none at SA; at TA none, or one per suit with
    ``ta_belote_every_suit`` (interpretation coinche-belote).

    >>> belote_count([Card.parse("KH"), Card.parse("QH")], Mode.HEARTS)
    1
    """
    held = set(hand)
    trump = mode.trump_suit
    suits: tuple[Suit, ...]
    if trump is not None:
        suits = (trump,)
    elif mode is Mode.TA and rules.ta_belote_every_suit:
        suits = tuple(dict.fromkeys(c.suit for c in CARDS))
    else:
        suits = ()
    return sum(1 for s in suits if Card(Rank.KING, s) in held and Card(Rank.QUEEN, s) in held)


@dataclass(frozen=True)
class AnnouncementRuling:
    """Which team counts its announcements, how much each team counts, and why."""

    team: str | None
    """``"NS"`` (seats 0 and 2) or ``"EW"`` (seats 1 and 3), or ``None`` when nobody holds one."""
    points: Mapping[str, int]
    """Points each team counts (belote apart)."""
    best_seat: int | None
    """The seat holding the best announcement."""
    reasons: tuple[Reason, ...]
    """Why."""


def compare_announcements(
    by_seat: Sequence[Sequence[Announcement]], mode: Mode, rules: Rules = DEFAULT_RULES
) -> AnnouncementRuling:
    """Compare the four seats' announcements (seats in playing order, seat 0 first).

    The best announcement decides: higher value; at equal value a carré beats a sequence;
    then the longer sequence, the higher top card, a sequence in trumps; a tie left between
    opponents goes to the seat first in playing order, or to neither team under
    ``announcement_tie = "nobody"`` [std; interpretation coinche-announcements].

    >>> tierce = find_announcements([Card.parse(c) for c in ("7H", "8H", "9H")], Mode.SA)
    >>> quarte = find_announcements([Card.parse(c) for c in ("7S", "8S", "9S", "TS")], Mode.SA)
    >>> r = compare_announcements([tierce, quarte, (), ()], Mode.SA)
    >>> r.team, dict(r.points)
    ('EW', {'NS': 0, 'EW': 50})
    """
    if len(by_seat) != 4:
        raise EngineError(f"announcements are compared across 4 seats, not {len(by_seat)}")
    best_seat: int | None = None
    best_key: tuple[int, ...] = ()
    best: Announcement | None = None
    tie_seats: list[int] = []
    for seat, anns in enumerate(by_seat):
        for a in anns:
            k = a.key(mode)
            if best is None or k > best_key:
                best_seat, best_key, best, tie_seats = seat, k, a, []
            elif k == best_key and seat % 2 != (best_seat or 0) % 2:
                tie_seats.append(seat)
    if best is None or best_seat is None:
        return AnnouncementRuling(
            None, {"NS": 0, "EW": 0}, None, (Reason.of("no_announcements", SOURCE_ANN),)
        )
    team = "NS" if best_seat % 2 == 0 else "EW"
    if tie_seats and rules.announcement_tie == "nobody":
        reason = Reason.of(
            "announcement_tie_nobody", SOURCE_ANN, seat=best_seat, other=tie_seats[0]
        )
        return AnnouncementRuling(None, {"NS": 0, "EW": 0}, None, (reason,))
    points = {"NS": 0, "EW": 0}
    points[team] = sum(a.value for s in range(best_seat % 2, 4, 2) for a in by_seat[s])
    code = "best_announcement_carre" if best.is_carre else "best_announcement_sequence"
    reasons = [
        Reason.of(code, SOURCE_ANN, seat=best_seat, team=team, cards=best.cards, value=best.value)
    ]
    if tie_seats:
        reasons.append(Reason.of("announcement_tie_first_seat", SOURCE_ANN, seat=best_seat))
    reasons.append(Reason.of("announcements_counted", SOURCE_ANN, team=team, amount=points[team]))
    return AnnouncementRuling(team, points, best_seat, tuple(reasons))


ANNOUNCEMENT_REASON_CODES = (
    "no_announcements",
    "best_announcement_carre",
    "best_announcement_sequence",
    "announcement_tie_first_seat",
    "announcement_tie_nobody",
    "announcements_counted",
)
