"""« Combien valent les annonces ? » (000 §ANNONCES): one hand at the first trick and the trump;
the learner says what its announcements count, couples apart.

The hand is drawn from the rng alone; the answer and its explanation come from
``announcements.detect_announcements`` and ``resolve_announcements``, which also answer the
``announcements`` cases. A carré de Dames voids the deal: such hands are not drawn here.
"""

from __future__ import annotations

import random

from ..cards import DECK_32, SUITS, Card, Rank
from ..draw import first_match, options_around
from ..results import Level, QuizFact, Situation
from ..tricks import Param, Reason
from .announcements import AnnouncementKind, detect_announcements, resolve_announcements
from .contracts import deal_size
from .rules import Rules
from .situations import table
from .table import Trump

SRC_ANNOUNCEMENTS = "000 §ANNONCES"
#: The values the choices are drawn from.
VALUES = (0, 3, 5, 8, 10, 11, 13, 16, 20, 23, 25, 28, 30, 40)
#: Couples are counted apart from the announcements.
COUPLES = (AnnouncementKind.COUPLE, AnnouncementKind.DOUBLE_COUPLE)
#: The table the hand is dealt at.
PLAYERS = "4"


def _dames(hand: tuple[Card, ...]) -> bool:
    return sum(1 for c in hand if c.rank is Rank.QUEEN) == 4


def _hand(
    rng: random.Random, rules: Rules, trump: Trump, level: Level, players: str
) -> tuple[Card, ...]:
    """A hand with some announcement most of the time (two at the harder levels), of the size
    a hand has at ``players``."""
    size = deal_size(players, rules).hand
    count = len(DECK_32.cards) // size
    wanted = 1 if level is Level.EASY else 2
    want_some = rng.random() < 0.8

    def hands() -> list[tuple[Card, ...]]:
        deck = [c for c in DECK_32.cards if isinstance(c, Card)]
        rng.shuffle(deck)
        return [tuple(deck[i : i + size]) for i in range(0, count * size, size)]

    def fits(hand: tuple[Card, ...]) -> bool:
        found = [a for a in detect_announcements(hand, trump) if a.kind not in COUPLES]
        return not _dames(hand) and (len(found) >= wanted if want_some else not found)

    hand = first_match(hands, fits, rng)
    order = "789TJQKA"
    return tuple(sorted(hand, key=lambda c: (c.suit.value, order.index(c.rank.value))))


def announcement_situation(
    rng: random.Random, rules: Rules, level: Level, players: str | None = None
) -> Situation:
    """A hand and its trump; the learner gives what its announcements count."""
    table = "2" if rules.variante_i else (players or PLAYERS)
    trump: Trump = rng.choice(SUITS)
    hand = _hand(rng, rules, trump, level, table)
    if _dames(hand):  # the fallback of ``first_match``: break the carré
        return announcement_situation(rng, rules, level, players)
    return hand_situation(rng, rules, trump, hand, table)


def hand_situation(
    rng: random.Random, rules: Rules, trump: Trump, hand: tuple[Card, ...], players: str = PLAYERS
) -> Situation:
    """The question on ``hand`` at ``trump`` at the table ``players``: the choices drawn around
    what its announcements count."""
    seats = 4 if players == "2x2" else int(players)
    declared = [detect_announcements(hand, trump), *([()] * (seats - 1))]
    resolution = resolve_announcements(declared, trump, players=players, rules=rules)
    total = resolution.announcements[0]
    options, right = options_around(total, rng, VALUES)
    fact = QuizFact(
        "voisin_quiz_hand_announcements",
        (("mode", trump), ("hand", hand)),
        tuple(options),
        right,
        tuple(r.reason for r in resolution.rulings if r.announcement.kind not in COUPLES)
        or (Reason.of("voisin_quiz_no_announcement", SRC_ANNOUNCEMENTS),),
        "annonces-valeurs",
    )
    return Situation({"answer": right, "link": fact.section}, quiz=fact)


def against_situation(
    rng: random.Random,
    rules: Rules,
    trump: Trump,
    hands: tuple[tuple[Card, ...], ...],
    players: str = "2",
) -> Situation:
    """The first hands of a deal at the first trick: what do the first one's announcements
    count, couples apart, once the next player's are declared against them? At two players
    ``hands`` are both; at a larger table every seat's, the others holding no announcement."""
    declared = [detect_announcements(hand, trump) for hand in hands]
    resolution = resolve_announcements(declared, trump, players=players, rules=rules)
    total = resolution.announcements[0]
    options, right = options_around(total, rng, VALUES)
    mine = [r for r in resolution.rulings if r.seat == 0 and r.announcement.kind not in COUPLES]
    params: tuple[tuple[str, Param], ...] = (
        ("mode", trump),
        ("hand", hands[0]),
        ("other", hands[1]),
    )
    code = "voisin_quiz_announcements_against"
    if players != "2":
        code = "voisin_quiz_announcements_against_table"
        rest = tuple(card for hand in hands[2:] for card in hand)
        params += (("table", players), ("rest", rest))
    fact = QuizFact(
        code,
        params,
        tuple(options),
        right,
        tuple(r.reason for r in mine)
        or (Reason.of("voisin_quiz_no_announcement", SRC_ANNOUNCEMENTS),),
        "annonces-hierarchie",
        "voisin-cancellation",
    )
    question = {"answer": right, "link": fact.section, "players": players}
    return Situation(question, table(players, you=0), fact)
